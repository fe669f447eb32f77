package main

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"math"
	"os"
	"slices"
	"strconv"
	"strings"
)

// counts are what a callgrind output file says of the calls it covers.
type counts struct {
	instr        int64 // instructions (Ir)
	icacheMisses int64 // misses of the first-level instruction cache (I1mr), if simulated
}

// parseCallgrind returns the counts of a callgrind output file: its
// "summary:" line, whose first event is Ir, the only event callgrind
// collects by default, and I1mr if it names that event (--cache-sim=yes).
// The "totals:" line, the sum of the file's cost lines, must agree with it
// when present.
func parseCallgrind(r io.Reader) (counts, error) {
	sc := bufio.NewScanner(r)
	sc.Buffer(nil, 1<<20)
	miss := -1 // the index of I1mr among the events
	lines := map[string][]string{}
	for sc.Scan() {
		key, value, ok := strings.Cut(sc.Text(), ":")
		if !ok {
			continue
		}
		f := strings.Fields(value)
		switch {
		case key == "events" && (len(f) == 0 || f[0] != "Ir"):
			return counts{}, fmt.Errorf("callgrind events %q, want Ir first", value)
		case key == "events":
			miss = slices.Index(f, "I1mr")
		case key == "summary" || key == "totals":
			if len(f) == 0 {
				return counts{}, fmt.Errorf("empty %s line", key)
			}
			lines[key] = f
		}
	}
	if err := sc.Err(); err != nil {
		return counts{}, err
	}
	summary, ok := lines["summary"]
	if !ok {
		return counts{}, errors.New("no summary line in the callgrind output")
	}
	event := func(f []string, i int) (int64, error) {
		if i >= len(f) {
			return 0, nil // callgrind leaves trailing zeros out
		}
		return strconv.ParseInt(f[i], 10, 64)
	}
	var c counts
	var err error
	if c.instr, err = event(summary, 0); err != nil {
		return counts{}, fmt.Errorf("summary line: %v", err)
	}
	if totals, ok := lines["totals"]; ok {
		if t, err := event(totals, 0); err != nil || t != c.instr {
			return counts{}, fmt.Errorf("callgrind's summary (%d) and totals (%s) differ", c.instr, totals[0])
		}
	}
	if miss >= 0 {
		if c.icacheMisses, err = event(summary, miss); err != nil {
			return counts{}, fmt.Errorf("summary line: %v", err)
		}
	}
	return c, nil
}

// A result is one cell's line of the report.
type result struct {
	workload, op, lib string
	n                 int     // calls counted
	perOp             float64 // instructions per call, the median of the runs
	spread            float64 // (max-min)/median of the runs, 0 for one run
	icacheMisses      float64 // simulated L1i misses per call, the median of the runs; 0 if not simulated
}

func newResult(c cell, counts []float64) result {
	r := result{workload: c.w.Key, op: string(c.op), lib: c.lib.Key, n: c.n}
	if len(counts) == 0 {
		return r
	}
	r.perOp = median(counts)
	r.spread = (slices.Max(counts) - slices.Min(counts)) / r.perOp
	return r
}

// median returns the median of v, which is not empty.
func median(v []float64) float64 {
	s := slices.Sorted(slices.Values(v))
	if len(s)%2 == 0 {
		return (s[len(s)/2-1] + s[len(s)/2]) / 2
	}
	return s[len(s)/2]
}

func (r result) key() string { return r.workload + " " + r.op + " " + r.lib }

func (r result) line() string {
	s := fmt.Sprintf("%-20s %-6s %-13s %7d %14.1f", r.workload, r.op, r.lib, r.n, r.perOp)
	if r.spread > 0 {
		s += fmt.Sprintf("  spread %.4f%%", 100*r.spread)
	}
	if r.icacheMisses > 0 {
		s += fmt.Sprintf("  L1i-misses %.1f", r.icacheMisses)
	}
	return s
}

// writeResults writes the report: a comment line saying how it was
// measured, a header comment, then a line per cell.
func writeResults(w io.Writer, rs []result, how string) {
	fmt.Fprintf(w, "# icount: instructions per call; %s\n", how)
	fmt.Fprintf(w, "# %-18s %-6s %-13s %7s %14s\n", "workload", "op", "lib", "calls", "instr/call")
	for _, r := range rs {
		fmt.Fprintln(w, r.line())
	}
}

// readResults reads a report written by writeResults.
func readResults(name string) ([]result, error) {
	data, err := os.ReadFile(name)
	if err != nil {
		return nil, err
	}
	var rs []result
	for i, line := range strings.Split(string(data), "\n") {
		line = strings.TrimSpace(line)
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		f := strings.Fields(line)
		if len(f) < 5 {
			return nil, fmt.Errorf("%s:%d: want workload, op, lib, calls, instr/call: %q", name, i+1, line)
		}
		r := result{workload: f[0], op: f[1], lib: f[2]}
		if r.n, err = strconv.Atoi(f[3]); err == nil {
			r.perOp, err = strconv.ParseFloat(f[4], 64)
		}
		if err != nil {
			return nil, fmt.Errorf("%s:%d: %v", name, i+1, err)
		}
		rs = append(rs, r)
	}
	return rs, nil
}

func compareFiles(oldName, newName string) error {
	old, err := readResults(oldName)
	if err != nil {
		return err
	}
	cur, err := readResults(newName)
	if err != nil {
		return err
	}
	writeComparison(os.Stdout, old, cur)
	return nil
}

// writeComparison writes a line per cell of cur with its count in old and
// the relative change, then the largest change. Cells counted with
// different numbers of calls are marked: their per-call counts amortize
// the first calls differently.
func writeComparison(w io.Writer, old, cur []result) {
	before := map[string]result{}
	for _, r := range old {
		before[r.key()] = r
	}
	fmt.Fprintf(w, "# %-18s %-6s %-13s %14s %14s %8s\n", "workload", "op", "lib", "old", "new", "delta")
	var worst float64
	worstKey := ""
	for _, r := range cur {
		o, ok := before[r.key()]
		if !ok {
			fmt.Fprintf(w, "%-20s %-6s %-13s %14s %14.1f %8s\n", r.workload, r.op, r.lib, "-", r.perOp, "new")
			continue
		}
		delta := r.perOp/o.perOp - 1
		note := ""
		if o.n != r.n {
			note = fmt.Sprintf("  (calls %d, was %d)", r.n, o.n)
		}
		fmt.Fprintf(w, "%-20s %-6s %-13s %14.1f %14.1f %+7.3f%%%s\n", r.workload, r.op, r.lib, o.perOp, r.perOp, 100*delta, note)
		if math.Abs(delta) >= math.Abs(worst) {
			worst, worstKey = delta, r.key()
		}
	}
	if worstKey != "" {
		fmt.Fprintf(w, "# largest change: %+.3f%% (%s)\n", 100*worst, worstKey)
	}
}
