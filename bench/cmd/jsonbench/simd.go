package main

import (
	"bytes"
	stdjson "encoding/json"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"runtime"
	"runtime/debug"
	"slices"
	"strconv"
	"strings"

	"github.com/zerojson/json/bench"
)

// The SIMD build beside the default one. GOEXPERIMENT=simd changes how
// every package is compiled, so the two builds of zerojson cannot share a
// process: jsonbench builds itself again with the experiment on
// (buildSIMD) and, after its own measurements, runs that binary with
// -simd-child (runSIMD), which measures encoding/json and zerojson on the
// same workloads with the same options and writes zerojson's cells, as the
// library zerojson-simd, in JSON on its standard output. Their ratios in
// the report are to the encoding/json cells of the report, as the other
// libraries' are (addLibrary).

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

// buildSIMD builds this command with GOEXPERIMENT=simd added to the
// experiments of the environment, by the go command that the environment
// selects (GOTOOLCHAIN included), and returns the binary and a function
// that removes it.
func buildSIMD() (bin string, cleanup func(), err error) {
	pkg := "github.com/zerojson/json/bench/cmd/jsonbench"
	if info, ok := debug.ReadBuildInfo(); ok && info.Path != "" {
		pkg = info.Path
	}
	dir, err := os.MkdirTemp("", "jsonbench-simd-")
	if err != nil {
		return "", nil, err
	}
	cleanup = func() { os.RemoveAll(dir) }
	bin = filepath.Join(dir, "jsonbench")
	experiments := "simd"
	if e := os.Getenv("GOEXPERIMENT"); e != "" {
		experiments = e + ",simd"
	}
	fmt.Fprintf(os.Stderr, "jsonbench: building %s with GOEXPERIMENT=%s\n", pkg, experiments)
	cmd := exec.Command("go", "build", "-o", bin, pkg)
	cmd.Env = append(os.Environ(), "GOEXPERIMENT="+experiments)
	var out bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &out
	if err := cmd.Run(); err != nil {
		cleanup()
		return "", nil, fmt.Errorf("go build with GOEXPERIMENT=%s: %v\n%s", experiments, err, out.Bytes())
	}
	return bin, cleanup, nil
}

// childCell is one measurement of the SIMD build's process, as it writes
// it: a [bench.Result], whose workload and library are not written, with
// its workload's key; the library is zerojson-simd.
type childCell struct {
	Workload string
	*bench.Result
}

// simdChild is jsonbench -simd-child: it measures encoding/json and the
// SIMD build of zerojson and writes zerojson's measurements as JSON lines.
func simdChild(o options, filter *regexp.Regexp, std *bench.Library, workloads []*bench.Workload) error {
	if !experimentOn("simd") {
		return errors.New("-simd-child: this jsonbench is not built with GOEXPERIMENT=simd")
	}
	simd := bench.SIMDBuild()
	rep, err := bench.Run([]*bench.Library{std, &simd}, workloads, bench.Options{
		Count: o.count, Filter: filter, Target: o.benchtime, Progress: os.Stderr,
	})
	if err != nil {
		return err
	}
	enc := stdjson.NewEncoder(os.Stdout)
	for _, r := range rep.Runs {
		if r.Lib.Key != simd.Key {
			continue
		}
		if err := enc.Encode(childCell{r.Workload.Key, r}); err != nil {
			return err
		}
	}
	return nil
}

// runSIMD runs the SIMD build bin as jsonbench's child with the options of
// this run and returns its measurements as results of lib.
func runSIMD(bin string, o options, workloads []*bench.Workload, lib *bench.Library) ([]*bench.Result, error) {
	args := []string{"-simd-child", "-count", strconv.Itoa(o.count), "-benchtime", o.benchtime.String(), "-corpus", o.corpus}
	if o.run != "" {
		args = append(args, "-run", o.run)
	}
	cmd := exec.Command(bin, args...)
	cmd.Stderr = os.Stderr
	out, err := cmd.Output()
	if err != nil {
		return nil, fmt.Errorf("the SIMD build: %v", err)
	}
	byKey := map[string]*bench.Workload{}
	for _, w := range workloads {
		byKey[w.Key] = w
	}
	var runs []*bench.Result
	for dec := stdjson.NewDecoder(bytes.NewReader(out)); dec.More(); {
		c := childCell{Result: new(bench.Result)}
		if err := dec.Decode(&c); err != nil {
			return nil, fmt.Errorf("the SIMD build's results: %v", err)
		}
		if c.Result.Workload = byKey[c.Workload]; c.Result.Workload == nil {
			return nil, fmt.Errorf("the SIMD build measured an unknown workload %q", c.Workload)
		}
		c.Lib = lib
		runs = append(runs, c.Result)
	}
	return runs, nil
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
