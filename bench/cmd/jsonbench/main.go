// Command jsonbench compares zerojson with encoding/json and the other Go
// JSON libraries on the same workloads, checking every result against
// encoding/json's, and prints a markdown table on standard output with
// progress on standard error.
//
// From the repository root:
//
//	go -C bench run ./cmd/jsonbench                     # quick run, a few minutes
//	go -C bench run ./cmd/jsonbench -svg chart.svg      # also draw the chart
//	go -C bench run ./cmd/jsonbench -count 6 -benchtime 1s -benchfmt bench.txt
//	benchstat -col /lib bench.txt                       # compare with benchstat
//	go -C bench run ./cmd/jsonbench -run 'twitter/(std|zerojson|sonic-std)$'
//
// -run selects cells by "op/workload/library" (for example
// "decode/canada-any/goccy"); encoding/json always runs for the selected
// workloads, since every figure is given relative to it.
//
// On amd64 zerojson is measured a second time as built with
// GOEXPERIMENT=simd, the column "zerojson (SIMD build)" (simd.go);
// -simd=false leaves it out.
//
// Every cell is measured in -layouts builds of jsonbench whose functions
// the linker lays out in different orders, and its figure is the median
// over them (child.go): where code lands moves the cells of small
// documents by up to 15%. -layouts 1 measures in jsonbench's own process.
package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"regexp"
	"runtime"
	"strings"
	"time"

	"github.com/zerojson/json/bench"
)

// options are jsonbench's flags.
type options struct {
	count       int
	run         string
	benchtime   time.Duration
	svg         string
	benchfmt    string
	corpus      string
	list        bool
	simd        bool // also measure the SIMD build (simd.go)
	simdChild   bool // be the SIMD build's process (simd.go)
	layouts     int  // how many layouts of the code to measure in (child.go)
	layoutChild bool // be the process of one layout (child.go)
}

func main() {
	var o options
	flag.IntVar(&o.count, "count", 1, "measure every cell `n` times (6 or more for benchstat)")
	flag.StringVar(&o.run, "run", "", "only run cells whose \"op/workload/library\" matches `regexp`")
	flag.DurationVar(&o.benchtime, "benchtime", 80*time.Millisecond, "minimum `duration` of one measurement")
	flag.StringVar(&o.svg, "svg", "", "write the chart to `file`")
	flag.StringVar(&o.benchfmt, "benchfmt", "", "write every measurement in Go benchmark format to `file`, for benchstat")
	flag.StringVar(&o.corpus, "corpus", "", "`directory` of the corpora (default: sonic's testdata in the module cache)")
	flag.BoolVar(&o.list, "list", false, "list the libraries and workloads and exit")
	flag.BoolVar(&o.simd, "simd", true, "also measure zerojson built with GOEXPERIMENT=simd, as the library zerojson-simd (amd64)")
	flag.BoolVar(&o.simdChild, "simd-child", false, "run as the SIMD build's process: measure encoding/json and zerojson-simd, write JSON (used by jsonbench itself)")
	flag.IntVar(&o.layouts, "layouts", 3, "measure in `n` builds with their functions in different orders, and take each cell's median (1: in this process)")
	flag.BoolVar(&o.layoutChild, "layout-child", false, "run as the process of one layout: measure, write JSON (used by jsonbench itself)")
	flag.Parse()
	if err := mainErr(o); err != nil {
		fmt.Fprintln(os.Stderr, "jsonbench:", err)
		os.Exit(1)
	}
}

func mainErr(o options) error {
	var filter *regexp.Regexp
	if o.run != "" {
		var err error
		if filter, err = regexp.Compile(o.run); err != nil {
			return err
		}
	}
	if o.corpus == "" {
		var err error
		if o.corpus, err = bench.FindCorpusDir(); err != nil {
			return err
		}
	}
	workloads, err := bench.Workloads(o.corpus)
	if err != nil {
		return err
	}
	var libs []*bench.Library
	for _, l := range bench.Libraries() {
		libs = append(libs, &l)
	}
	simd := bench.SIMDBuild()
	switch {
	case o.simdChild:
		if !experimentOn("simd") {
			return errors.New("-simd-child: this jsonbench is not built with GOEXPERIMENT=simd")
		}
		return childMain(o, filter, []*bench.Library{libs[0], &simd}, workloads)
	case o.layoutChild:
		return childMain(o, filter, libs, workloads)
	}
	if o.list {
		for _, l := range append(libs, &simd) {
			fmt.Printf("library %-16s %s\n", l.Key, l.Config)
		}
		for _, w := range workloads {
			fmt.Printf("workload %-20s %d bytes\n", w.Key, len(w.Doc))
		}
		return nil
	}
	start := time.Now()
	layouts := max(o.layouts, 1)
	fmt.Fprintf(os.Stderr, "jsonbench: %d libraries × %d workloads × encode/decode, %s per measurement, count %d, %d layouts\n",
		len(libs), len(workloads), o.benchtime, o.count, layouts)
	// The builds are made before the measurements, which the compiler
	// would otherwise slow down.
	b, err := makeBuilds(layouts, o.simd, simdSkipped(filter, workloads))
	defer b.remove()
	if err != nil {
		return err
	}
	rep, err := measure(o, filter, libs, workloads, b.layouts)
	if err != nil {
		return err
	}
	if runs := measureSIMD(o, workloads, &simd, b.simd); runs != nil {
		addLibrary(rep, &simd, "zerojson", runs)
	}
	rep.Header = header(o.count, o.benchtime, o.run, layouts)
	rep.WriteMarkdown(os.Stdout)
	if o.svg != "" {
		if err := writeFile(o.svg, rep.WriteSVG); err != nil {
			return err
		}
	}
	if o.benchfmt != "" {
		if err := writeFile(o.benchfmt, func(w io.Writer) error { rep.WriteBenchfmt(w); return nil }); err != nil {
			return err
		}
	}
	fmt.Fprintf(os.Stderr, "jsonbench: done in %s\n", time.Since(start).Round(time.Second))
	return nil
}

func writeFile(name string, write func(io.Writer) error) error {
	f, err := os.Create(name)
	if err != nil {
		return err
	}
	if err := write(f); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}

// header describes the run: when, where, and how to reproduce it.
func header(count int, benchtime time.Duration, run string, layouts int) []string {
	cpu := cpuModel()
	load := ""
	if b, err := os.ReadFile("/proc/loadavg"); err == nil {
		load = ", load " + strings.Fields(string(b))[0]
	}
	cmd := fmt.Sprintf("go -C bench run ./cmd/jsonbench -count %d -benchtime %s -layouts %d", count, benchtime, layouts)
	if run != "" {
		cmd += fmt.Sprintf(" -run '%s'", run)
	}
	return []string{
		fmt.Sprintf("%s, %s, %d CPUs (GOMAXPROCS %d)%s, %s %s/%s",
			time.Now().UTC().Format("2006-01-02 15:04 UTC"), cpu, runtime.NumCPU(), runtime.GOMAXPROCS(0), load,
			runtime.Version(), runtime.GOOS, runtime.GOARCH),
		"reproduce: " + cmd,
	}
}

func cpuModel() string {
	b, err := os.ReadFile("/proc/cpuinfo")
	if err != nil {
		return runtime.GOARCH
	}
	for _, line := range strings.Split(string(b), "\n") {
		if name, ok := strings.CutPrefix(line, "model name"); ok {
			return strings.TrimSpace(strings.TrimPrefix(strings.TrimSpace(name), ":"))
		}
	}
	return runtime.GOARCH
}

// builds are the binaries of a run: one per layout if there is more than
// one, and the SIMD build in as many layouts.
type builds struct {
	layouts, simd []string
	cleanups      []func()
}

// makeBuilds makes the builds of a run of n layouts, the SIMD build's only
// if simd is set and simdSkipped, why it is not to be measured, is "".
// Only a failure of the default build is an error: the SIMD column is
// optional, and a failure leaves it out rather than losing the rest.
func makeBuilds(n int, simd bool, simdSkipped string) (*builds, error) {
	b := new(builds)
	// The layout of the build numbered i: the linker's own order when
	// there is one layout, as in this process.
	seed := func(i int) int {
		if n == 1 {
			return 0
		}
		return i + 1
	}
	build := func(experiment string, i int) (string, error) {
		bin, cleanup, err := buildChild(experiment, seed(i))
		if err == nil {
			b.cleanups = append(b.cleanups, cleanup)
		}
		return bin, err
	}
	for i := range n {
		if n == 1 {
			break // the one layout is measured in this process
		}
		bin, err := build("", i)
		if err != nil {
			return b, err
		}
		b.layouts = append(b.layouts, bin)
	}
	switch {
	case !simd:
	case simdSkipped != "":
		fmt.Fprintf(os.Stderr, "jsonbench: no SIMD build measured: %s\n", simdSkipped)
	default:
		for i := range n {
			bin, err := build("simd", i)
			if err != nil {
				fmt.Fprintf(os.Stderr, "jsonbench: no SIMD build measured: %v\n", err)
				b.simd = nil
				break
			}
			b.simd = append(b.simd, bin)
		}
	}
	return b, nil
}

// remove removes the builds.
func (b *builds) remove() {
	for _, c := range b.cleanups {
		c()
	}
}

// measure measures libs on workloads in this process if bins is empty,
// and otherwise in each of the builds bins, all in one report.
func measure(o options, filter *regexp.Regexp, libs []*bench.Library, workloads []*bench.Workload, bins []string) (*bench.Report, error) {
	if len(bins) == 0 {
		return bench.Run(libs, workloads, bench.Options{
			Count: o.count, Filter: filter, Target: o.benchtime, Progress: os.Stderr,
		})
	}
	rep := &bench.Report{Libraries: libs}
	for i, bin := range bins {
		runs, err := runChild(bin, "-layout-child", o, workloads, libs)
		if err != nil {
			return nil, fmt.Errorf("layout %d: %v", i+1, err)
		}
		rep.Runs = append(rep.Runs, runs...)
	}
	rep.Workloads = measuredWorkloads(workloads, rep.Runs)
	return rep, nil
}

// measureSIMD returns the SIMD build's cells, measured by each of its
// builds bins, or nil if there are none or one of them fails.
func measureSIMD(o options, workloads []*bench.Workload, simd *bench.Library, bins []string) []*bench.Result {
	var runs []*bench.Result
	for i, bin := range bins {
		r, err := runChild(bin, "-simd-child", o, workloads, []*bench.Library{simd})
		if err != nil {
			fmt.Fprintf(os.Stderr, "jsonbench: no SIMD build measured: layout %d: %v\n", i+1, err)
			return nil
		}
		runs = append(runs, r...)
	}
	return runs
}

// measuredWorkloads returns the workloads that runs measured, in the order
// of workloads.
func measuredWorkloads(workloads []*bench.Workload, runs []*bench.Result) []*bench.Workload {
	measured := map[*bench.Workload]bool{}
	for _, r := range runs {
		measured[r.Workload] = true
	}
	var ws []*bench.Workload
	for _, w := range workloads {
		if measured[w] {
			ws = append(ws, w)
		}
	}
	return ws
}
