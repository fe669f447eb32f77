package main

import (
	"regexp"
	"runtime"
	"runtime/debug"
	"slices"
	"strings"

	"github.com/zerojson/json/bench"
)

// The SIMD build beside the default one. GOEXPERIMENT=simd changes how
// every package is compiled, so the two builds of zerojson cannot share a
// process: jsonbench builds itself again with the experiment on
// (buildChild) and, after the other measurements, runs that binary with
// -simd-child (runChild), which measures encoding/json and zerojson on the
// same workloads with the same options and writes its cells in JSON on its
// standard output; zerojson's join the report as the library
// zerojson-simd, their ratios to the encoding/json cells of the report, as
// the other libraries' are (addLibrary).

// simdSkipped says why the SIMD build is not to be measured, or "" if it
// is.
func simdSkipped(filter *regexp.Regexp, workloads []*bench.Workload) string {
	if runtime.GOARCH != "amd64" {
		return "its string paths are written for amd64 (AVX2), not " + runtime.GOARCH
	}
	if experimentOn("simd") {
		return "this jsonbench is the SIMD build"
	}
	if filter == nil {
		return ""
	}
	key := bench.SIMDBuild().Key
	for _, w := range workloads {
		for _, op := range []bench.Op{bench.Encode, bench.Decode} {
			if filter.MatchString(string(op) + "/" + w.Key + "/" + key) {
				return ""
			}
		}
	}
	return "-run selects none of the cells of " + key
}

// experimentOn reports whether this binary was built with the Go
// experiment name on.
func experimentOn(name string) bool {
	info, ok := debug.ReadBuildInfo()
	if !ok {
		return false
	}
	for _, s := range info.Settings {
		if s.Key == "GOEXPERIMENT" {
			return slices.Contains(strings.Split(s.Value, ","), name)
		}
	}
	return false
}

// addLibrary adds lib to the report, as the column after the library
// with key after, with its measurements runs. Their ratios become those to
// the report's encoding/json cells, so that a row has one yardstick.
func addLibrary(rep *bench.Report, lib *bench.Library, after string, runs []*bench.Result) {
	type cell struct {
		workload string
		op       bench.Op
	}
	std := map[cell]float64{}
	for _, c := range rep.Cells() {
		if c.Lib.Key == rep.Libraries[0].Key && c.Timed() {
			std[cell{c.Workload.Key, c.Op}] = c.NsPerOp
		}
	}
	for _, r := range runs {
		if ns := std[cell{r.Workload.Key, r.Op}]; ns > 0 && r.Timed() {
			r.Ratio = ns / r.NsPerOp
		}
	}
	i := slices.IndexFunc(rep.Libraries, func(l *bench.Library) bool { return l.Key == after })
	rep.Libraries = slices.Insert(rep.Libraries, i+1, lib)
	rep.Runs = append(rep.Runs, runs...)
}
