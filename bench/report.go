package bench

import (
	"fmt"
	"io"
	"runtime"
	"sort"
	"strings"
)

// A Report is the outcome of a run: every cell, possibly measured several
// times (-count), in run order.
type Report struct {
	Libraries []*Library
	Workloads []*Workload
	// Runs holds every measurement; a cell measured count times appears
	// count times.
	Runs []*Result
	// Header lines describe the run (date, machine, Go version, options).
	Header []string
}

// cellKey identifies a cell across repeated runs.
type cellKey struct {
	workload string
	op       Op
	lib      string
}

// Cells returns one result per cell, in run order: the run with the median
// ns/op, its ratio replaced by the median of the cell's ratios. Each ratio is
// encoding/json's time over the cell's in the same run (the same layout, a
// moment apart), and on a shared machine encoding/json's own time moves
// from run to run: the median run's ratio carried that run's encoding/json,
// not the library's, and ranked libraries by which run each happened to take
// it from (citm_catalog encode, 2026-12-05: jsongen faster than goccy/go-json in
// each of three layouts, 1.59× against 2.23× in the report; medians of the
// ratios 2.31× against 1.91×).
func (r *Report) Cells() []*Result {
	groups := map[cellKey][]*Result{}
	var order []cellKey
	for _, res := range r.Runs {
		k := cellKey{res.Workload.Key, res.Op, res.Lib.Key}
		if _, ok := groups[k]; !ok {
			order = append(order, k)
		}
		groups[k] = append(groups[k], res)
	}
	cells := make([]*Result, 0, len(order))
	for _, k := range order {
		g := append([]*Result(nil), groups[k]...)
		sort.SliceStable(g, func(i, j int) bool { return g[i].NsPerOp < g[j].NsPerOp })
		c := *g[len(g)/2]
		var ratios []float64
		for _, res := range g {
			if res.Ratio > 0 {
				ratios = append(ratios, res.Ratio)
			}
		}
		if len(ratios) > 0 {
			sort.Float64s(ratios)
			c.Ratio = ratios[len(ratios)/2]
		}
		cells = append(cells, &c)
	}
	return cells
}

// WriteMarkdown writes the report as markdown: the header, a summary per
// direction (one row per workload, one column per library, each cell the
// speed-up over encoding/json and the correctness mark), the full table
// and the legend of library configurations.
func (r *Report) WriteMarkdown(w io.Writer) {
	for _, h := range r.Header {
		fmt.Fprintf(w, "%s  \n", h)
	}
	cells := r.Cells()
	byKey := map[cellKey]*Result{}
	for _, c := range cells {
		byKey[cellKey{c.Workload.Key, c.Op, c.Lib.Key}] = c
	}
	for _, op := range []Op{Encode, Decode} {
		fmt.Fprintf(w, "\n### %s: speed relative to encoding/json (higher is faster)\n\n", op)
		fmt.Fprint(w, "| workload |")
		for _, l := range r.Libraries {
			fmt.Fprintf(w, " %s |", l.Name)
		}
		fmt.Fprint(w, "\n| --- |")
		for range r.Libraries {
			fmt.Fprint(w, " ---: |")
		}
		fmt.Fprintln(w)
		for _, wl := range r.Workloads {
			row := false
			var b strings.Builder
			fmt.Fprintf(&b, "| %s |", wl.Name)
			for _, l := range r.Libraries {
				c := byKey[cellKey{wl.Key, op, l.Key}]
				if c != nil {
					row = true
				}
				fmt.Fprintf(&b, " %s |", summaryCell(c))
			}
			if row {
				fmt.Fprintln(w, b.String())
			}
		}
	}
	fmt.Fprint(w, "\n### All figures\n\n")
	fmt.Fprintln(w, "| workload | op | library | ns/op | MB/s | B/op | allocs/op | vs encoding/json | correct |")
	fmt.Fprintln(w, "| --- | --- | --- | ---: | ---: | ---: | ---: | ---: | --- |")
	for _, c := range cells {
		fmt.Fprintf(w, "| %s | %s | %s | %s | %s | %s | %s | %s | %s |\n",
			c.Workload.Name, c.Op, c.Lib.Name, nsString(c), mbString(c), countString(c, c.BytesPerOp),
			countString(c, c.AllocsPerOp), ratioString(c), c.Verdict.Mark())
	}
	fmt.Fprint(w, "\n✓ output bytes (encode) or decoded value (decode) identical to encoding/json's; ✗ different; ")
	fmt.Fprint(w, "✗ error: the library failed where encoding/json did not; — not supported (no generated code for the type, or no decoder yet). ")
	fmt.Fprintln(w, "Speed-ups are encoding/json's ns/op in the same run over the library's.")
	fmt.Fprint(w, "\n| library | API and options |\n| --- | --- |\n")
	for _, l := range r.Libraries {
		compat := ""
		if !l.StdCompatible {
			compat = " **(not std-compatible)**"
		}
		fmt.Fprintf(w, "| %s | %s%s |\n", l.Name, l.Config, compat)
	}
	var diffs []string
	for _, c := range cells {
		if c.Verdict == Differs || c.Verdict == Failed {
			diffs = append(diffs, fmt.Sprintf("- %s %s, %s: %s", c.Op, c.Workload.Name, c.Lib.Name, c.Detail))
		}
	}
	if len(diffs) > 0 {
		fmt.Fprint(w, "\nWhy cells are marked ✗:\n\n")
		fmt.Fprintln(w, strings.Join(diffs, "\n"))
	}
}

func summaryCell(c *Result) string {
	switch {
	case c == nil:
		return ""
	case !c.Timed():
		return c.Verdict.Mark()
	case c.Verdict == Identical:
		return ratioString(c)
	default:
		return ratioString(c) + " " + c.Verdict.Mark()
	}
}

func ratioString(c *Result) string {
	if c.Ratio == 0 {
		return ""
	}
	if c.Ratio < 10 {
		return fmt.Sprintf("%.2f×", c.Ratio)
	}
	return fmt.Sprintf("%.1f×", c.Ratio)
}

func nsString(c *Result) string {
	if !c.Timed() {
		return ""
	}
	ns := c.NsPerOp
	switch {
	case ns >= 1e6:
		return fmt.Sprintf("%.2f ms", ns/1e6)
	case ns >= 1e4:
		return fmt.Sprintf("%.1f µs", ns/1e3)
	default:
		return fmt.Sprintf("%.0f ns", ns)
	}
}

func mbString(c *Result) string {
	if !c.Timed() {
		return ""
	}
	return fmt.Sprintf("%.1f", c.MBPerS)
}

func countString(c *Result, v float64) string {
	if !c.Timed() {
		return ""
	}
	if v >= 1e6 {
		return fmt.Sprintf("%.2fM", v/1e6)
	}
	return fmt.Sprintf("%.0f", v)
}

// WriteBenchfmt writes every run in the Go benchmark format, one line per
// run, named BenchmarkEncode/workload=W/lib=L or BenchmarkDecode/..., so
// that `benchstat -col /lib FILE` compares the libraries.
func (r *Report) WriteBenchfmt(w io.Writer) {
	fmt.Fprintf(w, "goos: %s\ngoarch: %s\npkg: github.com/zerojson/json/bench\n", runtime.GOOS, runtime.GOARCH)
	suffix := ""
	if p := runtime.GOMAXPROCS(0); p > 1 {
		suffix = fmt.Sprintf("-%d", p)
	}
	for _, c := range r.Runs {
		if !c.Timed() {
			continue
		}
		name := "Encode"
		if c.Op == Decode {
			name = "Decode"
		}
		fmt.Fprintf(w, "Benchmark%s/workload=%s/lib=%s%s\t%d\t%.1f ns/op\t%.2f MB/s\t%.0f B/op\t%.0f allocs/op\n",
			name, c.Workload.Key, c.Lib.Key, suffix, c.N, c.NsPerOp, c.MBPerS, c.BytesPerOp, c.AllocsPerOp)
	}
}
