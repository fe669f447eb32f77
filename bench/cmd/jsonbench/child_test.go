package main

import (
	stdjson "encoding/json"
	"strings"
	"testing"

	"github.com/zerojson/json/bench"
)

// TestChildRoundTrip: what a child process writes (childMain) is read
// back (parseChild) as the same measurements of the same workloads and
// libraries, those of the libraries asked for only; an unknown workload is
// an error.
func TestChildRoundTrip(t *testing.T) {
	ws := []*bench.Workload{{Key: "a"}, {Key: "b"}}
	var libs []*bench.Library
	for _, l := range bench.Libraries()[:3] {
		libs = append(libs, &l)
	}
	var out strings.Builder
	enc := stdjson.NewEncoder(&out)
	for i, r := range []*bench.Result{
		{Workload: ws[1], Op: bench.Decode, Lib: libs[0], N: 10, NsPerOp: 100, Ratio: 1},
		{Workload: ws[1], Op: bench.Decode, Lib: libs[2], N: 20, NsPerOp: 25, Ratio: 4, Verdict: bench.Identical},
		{Workload: ws[0], Op: bench.Encode, Lib: libs[1], Verdict: bench.Failed, Detail: "panic"},
	} {
		if err := enc.Encode(childCell{r.Workload.Key, r.Lib.Key, r}); err != nil {
			t.Fatal(i, err)
		}
	}
	runs, err := parseChild([]byte(out.String()), ws, libs[1:])
	if err != nil {
		t.Fatal(err)
	}
	if len(runs) != 2 {
		t.Fatalf("%d runs, want the 2 of the libraries asked for", len(runs))
	}
	if r := runs[0]; r.Workload != ws[1] || r.Lib != libs[2] || r.Op != bench.Decode || r.N != 20 || r.NsPerOp != 25 || r.Ratio != 4 {
		t.Errorf("first run read back as %+v", r)
	}
	if r := runs[1]; r.Workload != ws[0] || r.Lib != libs[1] || r.Verdict != bench.Failed || r.Detail != "panic" || r.Timed() {
		t.Errorf("second run read back as %+v", r)
	}
	if _, err := parseChild([]byte(out.String()), ws[:1], libs); err == nil {
		t.Error("a run of an unknown workload is read without an error")
	}
}

// TestMeasuredWorkloads: the report of the layouts lists the workloads
// measured, in the order of the workloads.
func TestMeasuredWorkloads(t *testing.T) {
	ws := []*bench.Workload{{Key: "a"}, {Key: "b"}, {Key: "c"}}
	runs := []*bench.Result{{Workload: ws[2]}, {Workload: ws[0]}, {Workload: ws[2]}}
	got := measuredWorkloads(ws, runs)
	if len(got) != 2 || got[0] != ws[0] || got[1] != ws[2] {
		t.Errorf("measured workloads %v, want a and c", got)
	}
}
