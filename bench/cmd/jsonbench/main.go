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
package main

import (
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

func main() {
	count := flag.Int("count", 1, "measure every cell `n` times (6 or more for benchstat)")
	run := flag.String("run", "", "only run cells whose \"op/workload/library\" matches `regexp`")
	benchtime := flag.Duration("benchtime", 80*time.Millisecond, "minimum `duration` of one measurement")
	svg := flag.String("svg", "", "write the chart to `file`")
	benchfmt := flag.String("benchfmt", "", "write every measurement in Go benchmark format to `file`, for benchstat")
	corpus := flag.String("corpus", "", "`directory` of the corpora (default: sonic's testdata in the module cache)")
	list := flag.Bool("list", false, "list the libraries and workloads and exit")
	flag.Parse()
	if err := mainErr(*count, *run, *benchtime, *svg, *benchfmt, *corpus, *list); err != nil {
		fmt.Fprintln(os.Stderr, "jsonbench:", err)
		os.Exit(1)
	}
}

func mainErr(count int, run string, benchtime time.Duration, svg, benchfmt, corpus string, list bool) error {
	var filter *regexp.Regexp
	if run != "" {
		var err error
		if filter, err = regexp.Compile(run); err != nil {
			return err
		}
	}
	if corpus == "" {
		var err error
		if corpus, err = bench.FindCorpusDir(); err != nil {
			return err
		}
	}
	workloads, err := bench.Workloads(corpus)
	if err != nil {
		return err
	}
	var libs []*bench.Library
	for _, l := range bench.Libraries() {
		libs = append(libs, &l)
	}
	if list {
		for _, l := range libs {
			fmt.Printf("library %-16s %s\n", l.Key, l.Config)
		}
		for _, w := range workloads {
			fmt.Printf("workload %-20s %d bytes\n", w.Key, len(w.Doc))
		}
		return nil
	}
	start := time.Now()
	fmt.Fprintf(os.Stderr, "jsonbench: %d libraries × %d workloads × encode/decode, %s per measurement, count %d\n",
		len(libs), len(workloads), benchtime, count)
	rep, err := bench.Run(libs, workloads, bench.Options{
		Count: count, Filter: filter, Target: benchtime, Progress: os.Stderr,
	})
	if err != nil {
		return err
	}
	rep.Header = header(count, benchtime, run)
	rep.WriteMarkdown(os.Stdout)
	if svg != "" {
		if err := writeFile(svg, rep.WriteSVG); err != nil {
			return err
		}
	}
	if benchfmt != "" {
		if err := writeFile(benchfmt, func(w io.Writer) error { rep.WriteBenchfmt(w); return nil }); err != nil {
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
func header(count int, benchtime time.Duration, run string) []string {
	cpu := cpuModel()
	load := ""
	if b, err := os.ReadFile("/proc/loadavg"); err == nil {
		load = ", load " + strings.Fields(string(b))[0]
	}
	cmd := fmt.Sprintf("go -C bench run ./cmd/jsonbench -count %d -benchtime %s", count, benchtime)
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
