package main

import (
	"bytes"
	stdjson "encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"runtime/debug"
	"strconv"

	"github.com/zerojson/json/bench"
)

// Measurements made by other builds of jsonbench, in processes of their
// own: the SIMD build (simd.go), and builds whose functions the linker
// lays out in a random order (-layouts). Where a function lands decides
// which others it shares lines of the instruction cache with, and so
// moves the cells of small documents by as much as the libraries differ:
// between two builds of one tree, segmentio/encoding's time-and-text
// decode took 14% less time, its code unchanged. A cell's figure is
// therefore the median over several layouts, each measured in a build of
// its own (-ldflags=-randlayout=k, k = 1..n, the same orders for every
// run of one tree), which the libraries share: each layout is one draw of
// where every library's code lands.

// childCell is one measurement of a child process, as it writes it: a
// [bench.Result], with its workload's and library's keys in place of the
// pointers, which are not written.
type childCell struct {
	Workload string
	Library  string
	*bench.Result
}

// buildChild builds this command with experiment, if not "", added to the
// experiments of the environment and, if seed is not 0, its functions laid
// out in the random order of seed, by the go command that the environment
// selects (GOTOOLCHAIN included); it returns the binary and a function
// that removes it.
func buildChild(experiment string, seed int) (bin string, cleanup func(), err error) {
	pkg := "github.com/zerojson/json/bench/cmd/jsonbench"
	if info, ok := debug.ReadBuildInfo(); ok && info.Path != "" {
		pkg = info.Path
	}
	dir, err := os.MkdirTemp("", "jsonbench-child-")
	if err != nil {
		return "", nil, err
	}
	cleanup = func() { os.RemoveAll(dir) }
	bin = filepath.Join(dir, "jsonbench")
	args := []string{"build", "-o", bin}
	if seed != 0 {
		args = append(args, "-ldflags=-randlayout="+strconv.Itoa(seed))
	}
	cmd := exec.Command("go", append(args, pkg)...)
	cmd.Env = os.Environ()
	var what []string
	if experiment != "" {
		experiments := experiment
		if e := os.Getenv("GOEXPERIMENT"); e != "" {
			experiments = e + "," + experiment
		}
		cmd.Env = append(cmd.Env, "GOEXPERIMENT="+experiments)
		what = append(what, "GOEXPERIMENT="+experiments)
	}
	if seed != 0 {
		what = append(what, fmt.Sprintf("layout %d", seed))
	}
	fmt.Fprintf(os.Stderr, "jsonbench: building %s %v\n", pkg, what)
	var out bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &out
	if err := cmd.Run(); err != nil {
		cleanup()
		return "", nil, fmt.Errorf("go build %v: %v\n%s", what, err, out.Bytes())
	}
	return bin, cleanup, nil
}

// childMain is the body of a child process: it measures libs on workloads
// with the options of the run and writes every measurement as a JSON line.
func childMain(o options, filter *regexp.Regexp, libs []*bench.Library, workloads []*bench.Workload) error {
	rep, err := measure(o, filter, libs, workloads, nil)
	if err != nil {
		return err
	}
	enc := stdjson.NewEncoder(os.Stdout)
	for _, r := range rep.Runs {
		if err := enc.Encode(childCell{r.Workload.Key, r.Lib.Key, r}); err != nil {
			return err
		}
	}
	return nil
}

// runChild runs bin as jsonbench's child in the role flag names, with the
// options of this run, and returns its measurements of the libraries in
// libs; those of any other library it drops.
func runChild(bin, flag string, o options, workloads []*bench.Workload, libs []*bench.Library) ([]*bench.Result, error) {
	args := []string{flag, "-count", strconv.Itoa(o.count), "-benchtime", o.benchtime.String(), "-corpus", o.corpus}
	if o.run != "" {
		args = append(args, "-run", o.run)
	}
	cmd := exec.Command(bin, args...)
	cmd.Stderr = os.Stderr
	out, err := cmd.Output()
	if err != nil {
		return nil, err
	}
	return parseChild(out, workloads, libs)
}

// parseChild reads the measurements a child process wrote, out, and
// returns those of the libraries in libs.
func parseChild(out []byte, workloads []*bench.Workload, libs []*bench.Library) ([]*bench.Result, error) {
	workloadOf := map[string]*bench.Workload{}
	for _, w := range workloads {
		workloadOf[w.Key] = w
	}
	libOf := map[string]*bench.Library{}
	for _, l := range libs {
		libOf[l.Key] = l
	}
	var runs []*bench.Result
	for dec := stdjson.NewDecoder(bytes.NewReader(out)); dec.More(); {
		c := childCell{Result: new(bench.Result)}
		if err := dec.Decode(&c); err != nil {
			return nil, fmt.Errorf("its results: %v", err)
		}
		if c.Result.Workload = workloadOf[c.Workload]; c.Result.Workload == nil {
			return nil, fmt.Errorf("it measured an unknown workload %q", c.Workload)
		}
		if c.Lib = libOf[c.Library]; c.Lib != nil {
			runs = append(runs, c.Result)
		}
	}
	return runs, nil
}
