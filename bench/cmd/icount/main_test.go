package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// A dump as callgrind 3.19 writes it at a --dump-before trigger, cut short.
const callgrindDump = `# callgrind format
version: 1
creator: callgrind-3.19.0
pid: 9867
cmd:  /tmp/icount -cell encode/seed/zerojson -n 1000
part: 2

desc: I1 cache: 
desc: Trigger: --dump-before=main.stopCounting

positions: line
events: Ir
summary: 2341955

ob=(1) /tmp/icount
fl=(1) /work/encode.go
fn=(1) github.com/zerojson/json.(*Encoder).Encode
12 74000

totals: 2341955
`

func TestParseCallgrind(t *testing.T) {
	c, err := parseCallgrind(strings.NewReader(callgrindDump))
	if err != nil || c != (counts{instr: 2341955}) {
		t.Errorf("parseCallgrind = %+v, %v; want 2341955 instructions", c, err)
	}
	// With --cache-sim=yes: I1mr, the instruction cache's misses, is the
	// fourth event; callgrind leaves out the zeros at the end of a line.
	sim := strings.NewReplacer("events: Ir", "events: Ir Dr Dw I1mr D1mr D1mw ILmr DLmr DLmw",
		"summary: 2341955", "summary: 2341955 700 300 4417 9", "totals: 2341955", "totals: 2341955 700 300 4417 9").Replace(callgrindDump)
	if c, err := parseCallgrind(strings.NewReader(sim)); err != nil || c != (counts{instr: 2341955, icacheMisses: 4417}) {
		t.Errorf("parseCallgrind with --cache-sim = %+v, %v; want 2341955 instructions, 4417 misses", c, err)
	}
	for _, bad := range []string{
		strings.Replace(callgrindDump, "totals: 2341955", "totals: 2341954", 1),
		strings.Replace(callgrindDump, "summary: 2341955\n", "", 1),
		strings.Replace(callgrindDump, "events: Ir", "events: Dr", 1),
	} {
		if c, err := parseCallgrind(strings.NewReader(bad)); err == nil {
			t.Errorf("parseCallgrind of a bad dump = %+v, want an error", c)
		}
	}
}

// TestResultsRoundTrip checks that readResults reads what writeResults
// writes, and that the comparison finds the change.
func TestResultsRoundTrip(t *testing.T) {
	rs := []result{
		{workload: "seed", op: "encode", lib: "zerojson", n: 34380, perOp: 2340.1},
		{workload: "canada-any", op: "decode", lib: "zerojson", n: 16, perOp: 13603603.1},
	}
	var buf bytes.Buffer
	writeResults(&buf, rs, "test")
	name := filepath.Join(t.TempDir(), "old.txt")
	if err := os.WriteFile(name, buf.Bytes(), 0o666); err != nil {
		t.Fatal(err)
	}
	got, err := readResults(name)
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != len(rs) || got[0] != rs[0] || got[1] != rs[1] {
		t.Fatalf("readResults = %+v, want %+v", got, rs)
	}
	cur := append([]result(nil), rs...)
	cur[1].perOp *= 1.02
	buf.Reset()
	writeComparison(&buf, rs, cur)
	if !strings.Contains(buf.String(), "+2.000%") || !strings.Contains(buf.String(), "largest change: +2.000% (canada-any decode zerojson)") {
		t.Errorf("comparison does not show the change:\n%s", buf.String())
	}
}
