package main

import (
	"regexp"
	"testing"

	"github.com/zerojson/json/bench"
)

// TestAddLibrary: the SIMD build's cells join the report as the column
// after zerojson, their ratios to the report's own encoding/json cells
// (the median of its runs), not to the child's.
func TestAddLibrary(t *testing.T) {
	w := &bench.Workload{Key: "w", Name: "w"}
	var libs []*bench.Library
	for _, l := range bench.Libraries()[:3] {
		libs = append(libs, &l)
	}
	rep := &bench.Report{Libraries: libs, Workloads: []*bench.Workload{w}}
	for _, ns := range []float64{90, 100, 300} {
		rep.Runs = append(rep.Runs, &bench.Result{Workload: w, Op: bench.Encode, Lib: libs[0], N: 1, NsPerOp: ns})
	}
	simd := bench.SIMDBuild()
	run := &bench.Result{Workload: w, Op: bench.Encode, Lib: &simd, N: 1, NsPerOp: 25, Ratio: 7}
	addLibrary(rep, &simd, "zerojson", []*bench.Result{run})
	if got := rep.Libraries[2].Key; got != simd.Key {
		t.Errorf("column after zerojson is %s, want %s", got, simd.Key)
	}
	if len(rep.Libraries) != 4 {
		t.Errorf("%d libraries, want 4", len(rep.Libraries))
	}
	if run.Ratio != 4 {
		t.Errorf("ratio %v, want 4 (the report's median encoding/json, 100 ns, over 25 ns)", run.Ratio)
	}
}

// TestSIMDSkipped: the SIMD build is measured unless -run selects none of
// its cells (on amd64, from a binary that is not itself the SIMD build).
func TestSIMDSkipped(t *testing.T) {
	if why := simdSkipped(nil, nil); why != "" {
		t.Skipf("not measured here: %s", why)
	}
	ws := []*bench.Workload{{Key: "twitter"}}
	for run, want := range map[string]bool{
		`^encode/twitter/`:              true,
		`/zerojson-simd$`:               true,
		`^(encode|decode)/twitter/std$`: false,
		`/canada/`:                      false,
	} {
		if got := simdSkipped(regexp.MustCompile(run), ws) == ""; got != want {
			t.Errorf("-run %q: measured %v, want %v", run, got, want)
		}
	}
}
