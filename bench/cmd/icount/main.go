// Command icount counts the instructions one encode or decode executes, per
// cell of workload × op × library, so that a change to zerojson can be
// judged on a shared, noisy machine, where times move by more than the
// changes we care about. An instruction count is not a time (it misses
// cache misses, mispredicted branches and how many instructions retire per
// cycle), but for a fixed binary it repeats to a few hundredths of a
// percent, and a refactoring that should not change speed should not
// change it either.
//
// From the bench module (go -C bench), with valgrind installed:
//
//	go -C bench run ./cmd/icount > /tmp/old.txt                      # the default cells
//	go -C bench run ./cmd/icount -compare /tmp/old.txt > /tmp/new.txt  # after the change
//	go -C bench run ./cmd/icount -compare /tmp/old.txt /tmp/new.txt    # compare two files only
//	go -C bench run ./cmd/icount -workloads '^(seed|goser)$' -ops decode -libs std,zerojson
//
// A cell is a workload of package bench and an op, as cmd/jsonbench times
// it: encode is the library's Marshal of the value encoding/json decoded
// from the document (for the seed struct, a reused Encoder writing to
// io.Discard), decode its Unmarshal of the document into a fresh value. By
// default the cells are the seed, goser and stripe records and every corpus
// into its struct type and into any, encoded and decoded by zerojson's
// reflective code (zerojson) and its generated code (jsongen); -libs takes
// any library key of package bench. Cells a library does not support are
// left out.
//
// Each cell runs in a process of its own under valgrind's callgrind, with
// GOMAXPROCS=1, GODEBUG=asyncpreemptoff=1,cpu.rdtscp=off (childGODEBUG) and
// GOGC=off. The process calls the op min(8n, 10000) times first, collects
// the garbage and returns the free memory to the system, then makes n calls
// between two marker functions. callgrind writes out the counters of the
// thread that enters a marker on entering it, and the count is the second
// dump: everything that thread executed between the markers, the goroutines
// it switched to included. With one P and no blocking system call in an
// encode or decode, the goroutine keeps its thread, which is checked; the
// threads not counted are the runtime's monitor, which wakes on a timer.
// (callgrind's --toggle-collect also needs the function's return, which it
// finds by following the stack pointer; Go switches stacks under it, and
// counts taken that way lost up to 25% of a decode.) n depends only on the
// document's size, about -bytes of document per cell, so two runs make the
// same calls, and the output gives instructions per call.
//
// What made counts differ between runs of one binary, and what is done
// about it:
//   - The garbage collector's work: on one P its background worker gets a
//     share of wall-clock time, so how much marking the allocating
//     goroutine does, and how long write barriers stay on, follows the
//     machine's load (1% to 4% between runs). Hence GOGC=off: allocating
//     is still counted, collecting is not; -gogc 100 counts it, less
//     repeatably.
//   - The runtime fills a type assertion's or type switch's cache after a
//     random number of misses (1 in 1024); until then each call pays for a
//     lookup (0.5% of stripe's encode). Hence the warm-up calls.
//   - Go 1.26 puts the heap at a random address, and the page allocator's
//     search costs depend on it; the background scavenger returns memory
//     on a timer (0.2% together, with GOGC=off every span is new). Hence
//     the measured process is this program built again with
//     GOEXPERIMENT=norandomizedheapbase64 (in a temporary directory; the
//     go command caches the build), and the free memory is returned before
//     counting.
//   - The runtime's monitor thread wakes on a timer, more often the longer
//     valgrind takes (0.05%). Hence only the thread running the calls is
//     counted.
//
// What still varies: the runtime's hash seeds, random in every process,
// which lay out each map (so a map's keys are met in an order that sorting
// them takes more or less work to undo, and maps built by decoding into
// any cost a little more or less), and the preemption the runtime's
// monitor asks for every 10ms of wall-clock time. Two runs of the default
// cells agreed to within 0.03%, but for four encodes of maps, whose keys
// are sorted on every call: twitter into any and the string corpora (up
// to 0.3%). -count k runs each cell k times and reports the median and
// the spread.
//
// The output is plain text, one line per cell: workload, op, library,
// calls counted and instructions per call, after # comments. -compare
// prints each cell's old and new count and the change, on standard error
// when it measures too (so standard output stays a file to compare with).
package main

import (
	"errors"
	"flag"
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
	"time"

	"github.com/zerojson/json/bench"
)

// defaultWorkloads are the seed, goser and stripe records and the corpora,
// typed and into any, but not the large flat documents into any.
const defaultWorkloads = `^(seed|goser|stripe|(golang_source|twitter|citm_catalog|canada|synthea_fhir|string_escaped|string_unicode)(-any)?)$`

func main() {
	var o options
	flag.StringVar(&o.workloads, "workloads", defaultWorkloads, "only workloads whose key matches `regexp`")
	flag.StringVar(&o.ops, "ops", "encode,decode", "comma-separated `ops`")
	flag.StringVar(&o.libs, "libs", "zerojson,jsongen", "comma-separated library `keys` of package bench (see jsonbench -list)")
	flag.IntVar(&o.n, "n", 0, "calls counted per cell (default: about -bytes of document per cell)")
	flag.IntVar(&o.bytes, "bytes", 4<<20, "bytes of document per cell, which sets the calls per cell")
	flag.IntVar(&o.count, "count", 1, "run each cell `k` times and report the median")
	flag.IntVar(&o.warm, "warm", 0, "internal: calls before counting")
	flag.IntVar(&o.jobs, "j", 1, "run `k` cells at a time")
	flag.StringVar(&o.gogc, "gogc", "off", "GOGC of the measured processes")
	flag.StringVar(&o.corpus, "corpus", "", "`directory` of the corpora (default: sonic's testdata in the module cache)")
	flag.StringVar(&o.compare, "compare", "", "compare with an earlier output `file` (on standard error); with an argument, compare the two files and measure nothing")
	flag.StringVar(&o.cell, "cell", "", "internal: count `op/workload/lib` in this process (run under callgrind)")
	flag.BoolVar(&o.icache, "icache", false, "also simulate the instruction cache (callgrind --cache-sim=yes, the host's L1i) and report its misses per call")
	flag.Usage = func() {
		fmt.Fprintf(os.Stderr, "usage: icount [flags] [-compare old.txt [new.txt]]\n")
		flag.PrintDefaults()
	}
	flag.Parse()
	var err error
	switch {
	case o.cell != "":
		err = countCell(o)
	case o.compare != "" && flag.NArg() == 1:
		err = compareFiles(o.compare, flag.Arg(0))
	case flag.NArg() > 0:
		flag.Usage()
		os.Exit(2)
	default:
		err = measure(o)
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "icount:", err)
		os.Exit(1)
	}
}

type options struct {
	workloads, ops, libs string
	n, bytes, count      int
	warm                 int
	jobs                 int
	gogc, corpus         string
	compare, cell        string
	icache               bool // simulate the instruction cache too
}

// A cell is one workload, op and library to count.
type cell struct {
	w   *bench.Workload
	op  bench.Op
	lib *bench.Library
	n   int
}

func (c cell) key() string { return string(c.op) + "/" + c.w.Key + "/" + c.lib.Key }

// runner returns the function that does the cell's op once, as
// bench.Run times it.
func (c cell) runner() (func() error, error) {
	if !c.lib.Supported(c.w) {
		return nil, bench.ErrUnsupported
	}
	var v any
	if c.op == bench.Decode {
		if c.lib.Unmarshal == nil {
			return nil, bench.ErrUnsupported
		}
	} else {
		var err error
		if v, err = c.w.Value(c.lib.Flavor); err != nil {
			return nil, err
		}
	}
	return c.lib.Runner(c.w, c.op, v), nil
}

// cells returns the cells o selects, each with its number of calls, and
// the corpus directory.
func cells(o options) ([]cell, string, error) {
	re, err := regexp.Compile(o.workloads)
	if err != nil {
		return nil, "", err
	}
	corpus := o.corpus
	if corpus == "" {
		if corpus, err = bench.FindCorpusDir(); err != nil {
			return nil, "", err
		}
	}
	workloads, err := bench.Workloads(corpus)
	if err != nil {
		return nil, "", err
	}
	libs := map[string]*bench.Library{}
	for _, l := range bench.Libraries() {
		libs[l.Key] = &l
	}
	var cs []cell
	for _, w := range workloads {
		if !re.MatchString(w.Key) {
			continue
		}
		for _, op := range strings.Split(o.ops, ",") {
			if op != string(bench.Encode) && op != string(bench.Decode) {
				return nil, "", fmt.Errorf("unknown op %q", op)
			}
			for _, key := range strings.Split(o.libs, ",") {
				lib := libs[key]
				if lib == nil {
					return nil, "", fmt.Errorf("unknown library %q", key)
				}
				n := o.n
				if n <= 0 {
					n = max(1, (o.bytes+len(w.Doc)-1)/len(w.Doc))
				}
				cs = append(cs, cell{w, bench.Op(op), lib, n})
			}
		}
	}
	return cs, corpus, nil
}

// countCell is the measured process: it runs the cell's op once, o.warm
// times more, then o.n times between the markers callgrind is told about.
func countCell(o options) error {
	o.workloads = ".*"
	op, rest, _ := strings.Cut(o.cell, "/")
	wkey, lkey, _ := strings.Cut(rest, "/")
	o.ops, o.libs = op, lkey
	cs, _, err := cells(o)
	if err != nil {
		return err
	}
	i := slices.IndexFunc(cs, func(c cell) bool { return c.w.Key == wkey })
	if i < 0 {
		return fmt.Errorf("no workload %q", wkey)
	}
	run, err := cs[i].runner()
	if err == nil {
		err = run()
	}
	if err != nil {
		return err
	}
	for range o.warm {
		if err := run(); err != nil {
			return err
		}
	}
	// Collect the garbage and return the free memory to the system, so
	// the background scavenger, which runs on a timer, has nothing to do
	// while the calls are counted. (Collections during the warm-up would
	// leave the heap laid out differently from run to run: how far the
	// background sweeper got before each depends on time.)
	debug.FreeOSMemory()
	return counted(run, o.n)
}

// counted makes n calls of run between the two markers.
//
//go:noinline
func counted(run func() error, n int) error {
	startCounting()
	for range n {
		if err := run(); err != nil {
			return err
		}
	}
	stopCounting()
	return nil
}

// startCounting and stopCounting do nothing: callgrind writes its counters
// out (and starts them again from zero) on entering each.

//go:noinline
func startCounting() {}

//go:noinline
func stopCounting() {}

// valgrindArgs are callgrind's options: a dump of the counters on entering
// each marker, of the thread that enters it, so out.1-T holds what thread T
// ran before startCounting and out.2-T what it ran between the markers.
// (--zero-before would save a dump, but the summary line of the next dump
// still counts from the start.)
func valgrindArgs(out string, icache bool) []string {
	args := []string{
		"--tool=callgrind", "-q",
		"--callgrind-out-file=" + out,
		"--separate-threads=yes",
		"--dump-before=main.startCounting",
		"--dump-before=main.stopCounting",
	}
	if icache {
		// The caches of the host, as callgrind reads them; only the
		// instruction cache's misses (I1mr) are reported.
		args = append(args, "--cache-sim=yes")
	}
	return args
}

// measure counts every selected cell and writes the report on stdout,
// with a comparison if -compare names an earlier one.
func measure(o options) error {
	if _, err := exec.LookPath("valgrind"); err != nil {
		return errors.New("valgrind is not installed (apt-get install valgrind)")
	}
	var old []result
	var err error
	if o.compare != "" {
		if old, err = readResults(o.compare); err != nil {
			return err
		}
	}
	cs, corpus, err := cells(o)
	if err != nil {
		return err
	}
	// Check each cell here, uncounted, so unsupported ones are dropped and
	// a failing one fails now rather than under valgrind.
	var todo []cell
	for _, c := range cs {
		run, err := c.runner()
		if err == nil {
			err = run()
		}
		switch {
		case errors.Is(err, bench.ErrUnsupported):
			continue
		case err != nil:
			return fmt.Errorf("%s: %v", c.key(), err)
		}
		todo = append(todo, c)
	}
	tmp, err := os.MkdirTemp("", "icount")
	if err != nil {
		return err
	}
	defer os.RemoveAll(tmp)
	child, err := buildChild(tmp)
	if err != nil {
		return err
	}

	start := time.Now()
	fmt.Fprintf(os.Stderr, "icount: %d cells, %d run(s) each, %d at a time\n", len(todo), o.count, o.jobs)
	results := make([]result, len(todo))
	errs := make([]error, len(todo))
	// Start the cells in order, o.jobs at a time; each reports on done.
	done := make(chan int)
	go func() {
		sem := make(chan struct{}, max(o.jobs, 1))
		for i, c := range todo {
			sem <- struct{}{}
			go func() {
				defer func() { <-sem }()
				counts := make([]float64, 0, o.count)
				var misses []float64
				for k := range o.count {
					out := filepath.Join(tmp, fmt.Sprintf("cell%d.%d.out", i, k))
					total, err := runCell(child, corpus, o.gogc, c, out, o.icache)
					if err != nil {
						errs[i] = fmt.Errorf("%s: %v", c.key(), err)
						break
					}
					counts = append(counts, float64(total.instr)/float64(c.n))
					if o.icache {
						misses = append(misses, float64(total.icacheMisses)/float64(c.n))
					}
				}
				results[i] = newResult(c, counts)
				if len(misses) > 0 {
					results[i].icacheMisses = median(misses)
				}
				done <- i
			}()
		}
	}()
	failed := 0
	for k := range todo {
		i := <-done
		if errs[i] != nil {
			failed++
			fmt.Fprintf(os.Stderr, "[%d/%d] %v\n", k+1, len(todo), errs[i])
			continue
		}
		fmt.Fprintf(os.Stderr, "[%d/%d] %s\n", k+1, len(todo), results[i].line())
	}
	fmt.Fprintf(os.Stderr, "icount: done in %s\n", time.Since(start).Round(time.Second))

	ok := results[:0]
	for i, r := range results {
		if errs[i] == nil {
			ok = append(ok, r)
		}
	}
	how := fmt.Sprintf("%s %s/%s, callgrind, GOGC=%s GOMAXPROCS=1 GODEBUG=%s, count %d",
		runtime.Version(), runtime.GOOS, runtime.GOARCH, o.gogc, childGODEBUG, o.count)
	if o.icache {
		how += "; L1i misses per call simulated (--cache-sim=yes)"
	}
	writeResults(os.Stdout, ok, how)
	if old != nil {
		writeComparison(os.Stderr, old, ok)
	}
	if failed > 0 {
		return fmt.Errorf("%d cells failed", failed)
	}
	return nil
}

// buildChild builds this program again into dir, with the heap at a fixed
// address, and returns the executable's path.
func buildChild(dir string) (string, error) {
	info, ok := debug.ReadBuildInfo()
	if !ok {
		return "", errors.New("no build information to rebuild this program from")
	}
	exe := filepath.Join(dir, "icount-child")
	cmd := exec.Command("go", "build", "-o", exe, info.Path)
	exp := "norandomizedheapbase64"
	if e := os.Getenv("GOEXPERIMENT"); e != "" {
		exp = e + "," + exp
	}
	cmd.Env = append(os.Environ(), "GOEXPERIMENT="+exp)
	if msg, err := cmd.CombinedOutput(); err != nil {
		return "", fmt.Errorf("building the measured program (run icount from the bench module): %v\n%s", err, msg)
	}
	return exe, nil
}

// warmCalls is the number of calls before the counted ones: enough for
// the runtime to have filled a type assertion's cache that misses once
// per call (after 1024 misses on average) with a probability of 1-5e-5,
// but at most 8 times the counted calls, for the large documents, whose
// calls make many such misses each.
func warmCalls(n int) int { return min(8*n, 10000) }

// childGODEBUG is the GODEBUG of the counted processes: no asynchronous
// preemption, whose signals would land in the count, and no RDTSCP, which
// the runtime's cputicks uses when CPUID reports it (on lock contention):
// valgrind 3.19 passes the host's report on an AMD family 26 CPU but cannot
// execute the instruction, and the process dies of SIGILL. The fallback is
// RDTSC with fences, a handful of instructions in the runtime's locks.
const childGODEBUG = "asyncpreemptoff=1,cpu.rdtscp=off"

// runCell counts c once in a process of its own under callgrind and
// returns the instructions of its n calls, and with icache the misses of
// the simulated instruction cache.
func runCell(child, corpus, gogc string, c cell, out string, icache bool) (counts, error) {
	args := append(valgrindArgs(out, icache), child, "-cell", c.key(),
		"-n", strconv.Itoa(c.n), "-warm", strconv.Itoa(warmCalls(c.n)), "-corpus", corpus)
	cmd := exec.Command("valgrind", args...)
	cmd.Env = append(os.Environ(),
		"GOGC="+gogc, "GOMAXPROCS=1", "GODEBUG="+childGODEBUG, "GOMEMLIMIT=off")
	msg, err := cmd.CombinedOutput()
	defer func() {
		files, _ := filepath.Glob(out + "*")
		for _, f := range files {
			os.Remove(f)
		}
	}()
	if err != nil {
		return counts{}, fmt.Errorf("%v\n%s", err, msg)
	}
	start, _ := filepath.Glob(out + ".1-*")
	stop, _ := filepath.Glob(out + ".2-*")
	if len(start) != 1 || len(stop) != 1 {
		return counts{}, fmt.Errorf("want one dump at each marker, have %q and %q\n%s", start, stop, msg)
	}
	if strings.TrimPrefix(start[0], out+".1") != strings.TrimPrefix(stop[0], out+".2") {
		return counts{}, fmt.Errorf("the markers ran on different threads (%s, %s): the count would mix them", start[0], stop[0])
	}
	f, err := os.Open(stop[0])
	if err != nil {
		return counts{}, err
	}
	defer f.Close()
	return parseCallgrind(f)
}
