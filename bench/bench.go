// Package bench compares zerojson with encoding/json and the other Go JSON
// libraries: every [Library] encodes and decodes every [Workload], each cell
// timed and checked against encoding/json's result. The jsonbench command
// (cmd/jsonbench) runs it and prints a markdown table and an SVG chart.
//
// The package lives in its own module so zerojson's users never download
// the libraries it is compared with.
package bench

import (
	"fmt"
	"io"
	"regexp"
	"runtime"
	"sync"
	"time"
)

// Options controls a [Run].
type Options struct {
	// Count is how many times every cell is measured (benchstat wants 6 or
	// more). Zero means 1.
	Count int
	// Filter selects cells by "op/workload/library" keys, such as
	// "encode/twitter/sonic-std"; nil selects every cell. encoding/json's
	// cell of a selected workload and direction always runs, as every
	// ratio needs it.
	Filter *regexp.Regexp
	// Target is the minimum time of one measurement.
	Target time.Duration
	// Rounds is how many times the libraries of one workload and direction
	// are measured in turn, each time for Target/Rounds; a cell keeps its
	// fastest round. Interleaving the libraries exposes them to the same
	// machine load, and the minimum discards rounds slowed by other
	// processes (the figures are meant for a shared machine). Zero means 3.
	Rounds int
	// Progress, if not nil, receives a line per measured cell.
	Progress io.Writer
	// Jobs is how many workloads and directions are checked and measured
	// at once. Zero means 1: measurements that overlap slow each other, so
	// only the tests, which check the cells and time nothing they compare,
	// run more (the cells are independent; the libraries are safe for
	// concurrent use). With more than one, Progress receives nothing.
	Jobs int
}

// Run measures libs on workloads and returns the report. libs[0] is the
// baseline of every ratio and is expected to be encoding/json, as in
// [Libraries]; correctness is always judged against encoding/json. Only
// errors preparing a workload (encoding/json failing on it) stop the run;
// a library failing or panicking marks its cell.
func Run(libs []*Library, workloads []*Workload, opts Options) (*Report, error) {
	count := max(opts.Count, 1)
	rounds := opts.Rounds
	if rounds <= 0 {
		rounds = 3
	}
	selected := func(op Op, w *Workload, l *Library) bool {
		return opts.Filter == nil || opts.Filter.MatchString(string(op)+"/"+w.Key+"/"+l.Key)
	}
	type job struct {
		w    *Workload
		op   Op
		libs []*Library
	}
	var jobs []job
	total := 0
	for _, w := range workloads {
		for _, op := range []Op{Encode, Decode} {
			var ls []*Library
			for i, l := range libs {
				if i == 0 || selected(op, w, l) {
					ls = append(ls, l)
				}
			}
			if len(ls) == 1 && !selected(op, w, libs[0]) {
				continue
			}
			jobs = append(jobs, job{w, op, ls})
			total += len(ls) * count
		}
	}
	// Every workload's document stays in memory until the end, selected or
	// not: the live heap sets how often the garbage collector runs during
	// the measurements, so that a run filtered by -run, or the SIMD build's
	// process (cmd/jsonbench), measures a cell as the full run does.
	defer runtime.KeepAlive(workloads)
	// runJob checks and measures job k. The reference is rebuilt per job
	// rather than kept: holding every corpus's decoded value would grow the
	// heap that every measurement's garbage collection has to scan.
	type outcome struct {
		results []*Result
		err     error
	}
	runJob := func(k int) outcome {
		j := jobs[k]
		ref, err := newReference(j.w, j.op)
		if err != nil {
			return outcome{err: err}
		}
		return outcome{results: runGroup(j.libs, j.w, j.op, ref, opts.Target, rounds)}
	}
	rep := &Report{Libraries: libs}
	seen := map[*Workload]bool{}
	done := 0
	for round := range count {
		// With Jobs > 1, the jobs of this round, run ahead by Jobs
		// goroutines; they are reported below in order.
		var ahead []outcome
		if opts.Jobs > 1 {
			ahead = make([]outcome, len(jobs))
			var wg sync.WaitGroup
			next := make(chan int)
			for range opts.Jobs {
				wg.Go(func() {
					for k := range next {
						ahead[k] = runJob(k)
					}
				})
			}
			for k := range jobs {
				next <- k
			}
			close(next)
			wg.Wait()
		}
		for k, j := range jobs {
			if !seen[j.w] {
				seen[j.w] = true
				rep.Workloads = append(rep.Workloads, j.w)
			}
			var o outcome
			if ahead != nil {
				o = ahead[k]
			} else {
				o = runJob(k)
			}
			if o.err != nil {
				return nil, o.err
			}
			results := o.results
			for i, res := range results {
				if res.Timed() && results[0].Timed() {
					res.Ratio = results[0].NsPerOp / res.NsPerOp
				}
				rep.Runs = append(rep.Runs, res)
				done++
				if opts.Progress != nil && ahead == nil {
					fmt.Fprintf(opts.Progress, "[%d/%d] run %d/%d %s %s %s: %s\n", done, total, round+1, count,
						j.op, j.w.Key, j.libs[i].Key, progressNote(res))
				}
			}
		}
	}
	return rep, nil
}

func progressNote(r *Result) string {
	if !r.Timed() {
		return r.Verdict.Mark() + " " + r.Detail
	}
	return fmt.Sprintf("%s/op %s %s", nsString(r), ratioString(r), r.Verdict.Mark())
}

// runGroup checks and times the cells of libs doing op on w, measuring
// the libraries in turn for the given number of rounds and keeping each
// cell's fastest round.
func runGroup(libs []*Library, w *Workload, op Op, ref *reference, target time.Duration, rounds int) []*Result {
	results := make([]*Result, len(libs))
	cells := make([]cell, len(libs))
	for i, l := range libs {
		cells[i] = prepare(l, w, op, ref)
		results[i] = &Result{Workload: w, Op: op, Lib: l, Verdict: cells[i].verdict, Detail: cells[i].detail}
	}
	startN := make([]int, len(libs))
	for range rounds {
		for i, c := range cells {
			res := results[i]
			if c.newRunner == nil || res.Verdict == Failed {
				continue
			}
			n, d, bytes, allocs, err := safeMeasure(c.newRunner, w.Parallel, target/time.Duration(rounds), max(startN[i], 1))
			if err != nil {
				res.Verdict, res.Detail, res.N = Failed, err.Error(), 0
				continue
			}
			startN[i] = n
			ns := float64(d.Nanoseconds()) / float64(n)
			if res.N > 0 && ns >= res.NsPerOp {
				continue
			}
			res.N = n
			res.NsPerOp = ns
			res.BytesPerOp = float64(bytes) / float64(n)
			res.AllocsPerOp = float64(allocs) / float64(n)
			res.MBPerS = float64(c.size) / 1e6 / (ns / 1e9)
		}
	}
	return results
}

func safeMeasure(newRunner func() cellRunner, parallel bool, target time.Duration, startN int) (n int, d time.Duration, bytes, allocs uint64, err error) {
	defer func() {
		if p := recover(); p != nil {
			err = fmt.Errorf("panic: %v", p)
		}
	}()
	return measure(newRunner, parallel, target, startN)
}
