package jsontest

// The reference: classic encoding/json, whatever this build's encoding/json
// is.
//
// With classic encoding/json in the build (Go 1.26, or Go 1.27 with
// GOEXPERIMENT=nojsonv2) every comparison is made with it directly, at full
// strength. From Go 1.27 the default encoding/json is built on
// encoding/json/v2 and differs from classic in corner cases: error texts and
// offsets, invalid UTF-8, nesting limits, stack overflows on cyclic values,
// and more (README: "Moving from Go 1.27's encoding/json"). There the tests
// still run every comparison, and a [Reference] decides what each is held
// to:
//
//   - where the toolchain's encoding/json gives classic's result, zerojson
//     is compared with it as on a classic build;
//   - where it does not, zerojson is compared with classic's result as
//     recorded in the package's testdata/classic.txt: the hash of classic's
//     canonical result, and the class of the difference.
//
// The recordings list only the comparisons where the two builds differ.
// They are made by running the tests on both builds and keeping the
// differences, with `go generate ./...` (see gen.go in the module root),
// which fetches the toolchains through GOTOOLCHAIN. A comparison that
// differs on a v2-based build but has no recording fails and asks for
// that; so does a recording whose difference no class of [ClassifyV2]
// explains, which is how a new difference in a new Go release is found.
// A comparison that agrees with the toolchain and has no recording is taken
// as agreeing with classic: the classic runs in CI prove it.
//
// Randomized tests use fixed seeds on v2-based builds, so that they too are
// recorded. A comparison with no recording, made under an explicit seed or
// by the fuzzer on a v2-based build, is held to the toolchain's result up to
// the known classes of difference ([Reference.Tolerant]).

import (
	"bufio"
	"cmp"
	"crypto/sha256"
	"encoding/hex"
	"flag"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"sync"
	"testing"
)

// Classic reports whether encoding/json in this build is the classic
// implementation, the reference zerojson is compared with.
const Classic = classicBuild

var recordFlag = flag.String("zerojson.record", "",
	"write every comparison's reference result to testdata/classic-NAME.record (see gen.go)")

// RecordFile is where the package's recordings are kept, relative to the
// package directory, in which tests run.
const RecordFile = "testdata/classic.txt"

var seedFlag = flag.Uint64("zerojson.seed", 0,
	"seed of the randomized tests; 0 takes $ZEROJSON_SEED or a fresh seed (the recorded one on a v2-based build)")

// RandomSeed returns the seed of a randomized test that compares with
// encoding/json and logs how to run it again with the same seed: the one
// the caller chose (-zerojson.seed or $ZEROJSON_SEED), under which the
// comparisons are [Reference.Tolerant]; else, on a v2-based build and
// while recording, the package's recorded seed, so that the comparisons
// are the recorded ones; else a fresh one.
func RandomSeed(t testing.TB, recorded uint64) uint64 {
	seed := *seedFlag
	if s := os.Getenv("ZEROJSON_SEED"); seed == 0 && s != "" {
		var err error
		if seed, err = strconv.ParseUint(s, 10, 64); err != nil {
			t.Fatalf("ZEROJSON_SEED=%q: %v", s, err)
		}
	}
	switch {
	case seed != 0:
		Ref.Tolerant(t)
	case Ref.Keyed():
		seed = recorded
	default:
		seed = rand.Uint64() | 1
	}
	t.Logf("seed %d (run again with -zerojson.seed=%d or ZEROJSON_SEED=%d)", seed, seed, seed)
	return seed
}

// Reference holds one test binary's recordings of classic encoding/json.
type Reference struct {
	mu       sync.Mutex
	loaded   bool
	want     map[string]recorded // by key hash: classic's result where v2's differs
	out      *bufio.Writer       // the record being written, with -zerojson.record
	outFile  *os.File
	tolerant bool // compare up to the known classes where nothing is recorded
	unrec    int  // differences without a recording, under Tolerant
}

type recorded struct {
	hash  string // of classic's canonical result
	class string
}

// Ref is the reference of this test binary.
var Ref = &Reference{}

// Tolerant makes comparisons that have no recording, on a v2-based build,
// pass when the toolchain's result differs from ours only in a known class
// of difference. Randomized tests under an explicit seed and fuzz targets
// call it; recorded comparisons stay exact.
func (r *Reference) Tolerant(tb testing.TB) {
	if Classic {
		return
	}
	r.mu.Lock()
	r.tolerant = true
	r.mu.Unlock()
	tb.Cleanup(func() {
		r.mu.Lock()
		defer r.mu.Unlock()
		r.tolerant = false
		if r.unrec > 0 {
			tb.Logf("%d comparisons had no classic recording and were held to this build's encoding/json up to its known differences", r.unrec)
			r.unrec = 0
		}
	})
}

func (r *Reference) load() {
	if r.loaded {
		return
	}
	r.loaded = true
	r.want = make(map[string]recorded)
	if *recordFlag != "" {
		name := filepath.Join("testdata", "classic-"+*recordFlag+".record")
		if err := os.MkdirAll("testdata", 0o755); err != nil {
			panic(err)
		}
		f, err := os.Create(name)
		if err != nil {
			panic(err)
		}
		r.outFile, r.out = f, bufio.NewWriterSize(f, 1<<20)
	}
	if Classic {
		return
	}
	data, err := os.ReadFile(RecordFile)
	if err != nil {
		return // no recordings: every comparison must agree with the toolchain
	}
	for line := range strings.SplitSeq(string(data), "\n") {
		if line == "" || line[0] == '#' {
			continue
		}
		f := strings.SplitN(line, " ", 3)
		if len(f) == 3 {
			r.want[f[0]] = recorded{hash: f[1], class: f[2]}
		}
	}
}

// RecordEnd is the last line of a record written by a test binary that
// ran to its end.
const RecordEnd = "# end"

// flush writes out the record, if one is being made.
func (r *Reference) flush() {
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.out != nil {
		r.out.WriteString(RecordEnd + "\n")
		r.out.Flush()
		r.outFile.Close()
		r.out = nil
	}
}

// Keyed reports whether comparisons need their [Comparison.Key]: on a
// v2-based build, or while recording.
func (r *Reference) Keyed() bool { return !Classic || *recordFlag != "" }

// Comparison is one differential comparison of zerojson with the
// reference.
type Comparison struct {
	// Key says what was run: the function, the mode, the input and the
	// destination's type and contents, in full. Within one test, equal
	// keys must stand for equal results (gen.go checks that they do).
	Key string
	// Run runs both libraries, or only zerojson when callStd is false, and
	// returns each side's canonical result (see [Canon]) and the detailed
	// description of how they differ ("" if they agree), as the test
	// reports it on a classic build.
	Run func(callStd bool) (std, ours, diff string)
	// StdUnsafe is set when this build's encoding/json is known to crash
	// the process on this input (a stack overflow is not a panic), so that
	// only the recording can stand for it.
	StdUnsafe bool
}

// Check makes the comparison c in test tb and returns a description of how
// zerojson differs from the reference, or "".
func (r *Reference) Check(tb testing.TB, c Comparison) string {
	r.mu.Lock()
	r.load()
	rec := r.out != nil
	r.mu.Unlock()
	name := ""
	if tb != nil {
		name = tb.Name()
	}
	key := hashString(name + "\x00" + c.Key)

	callStd := Classic || !c.StdUnsafe
	std, ours, diff := c.Run(callStd)
	if !callStd {
		std = "<not run: this build's encoding/json overflows the stack on this input>"
	}
	if rec {
		r.mu.Lock()
		if r.out != nil {
			// The test's name (which has no spaces) says where a
			// comparison that ran on one build only comes from.
			fmt.Fprintf(r.out, "%s %s %s %s\n", key, hashString(std), cmp.Or(name, "-"), recordText(std))
		}
		r.mu.Unlock()
	}
	if Classic {
		return diff
	}
	if rec {
		// A v2-based build being recorded judges nothing: a test that
		// stops after its first failures would leave the rest of its
		// comparisons unrecorded.
		return ""
	}
	r.mu.Lock()
	want, ok := r.want[key]
	tolerant := r.tolerant
	r.mu.Unlock()
	if ok {
		if hashString(ours) == want.hash {
			return ""
		}
		return fmt.Sprintf("\tdiffers from classic encoding/json's recorded result (this build's encoding/json differs from classic here: %s)\n\tours: %s\n\tthis build's encoding/json:\n%s",
			want.class, shorten(ours), shorten(std))
	}
	if diff == "" || std == ours {
		// The canonical results are the whole comparison; the detailed
		// description can see more (the names of types that are aliases
		// on this build).
		return ""
	}
	if tolerant {
		if class := ClassifyV2(ours, std); class != "" {
			r.mu.Lock()
			r.unrec++
			r.mu.Unlock()
			return ""
		}
	}
	if !callStd {
		return "\tno classic recording for a comparison this build's encoding/json cannot make: run `go generate ./...`\n"
	}
	return diff + "\t(no classic recording: if classic encoding/json gives ours, run `go generate ./...`; see internal/jsontest/reference.go)\n"
}

// recordText is the canonical result as the record file keeps it, on one
// line; the comparison of the two builds' records (gen.go) classifies the
// differences from it.
func recordText(s string) string {
	const limit = 1 << 20
	if len(s) > limit {
		s = s[:limit] + "…"
	}
	return fmt.Sprintf("%q", s)
}

func shorten(s string) string {
	const limit = 2000
	if len(s) > limit {
		s = s[:limit] + "…"
	}
	return "\t\t" + strings.ReplaceAll(s, "\n", "\n\t\t")
}

func hashString(s string) string {
	h := sha256.Sum256([]byte(s))
	return hex.EncodeToString(h[:10])
}

// RunAgainstReference runs a package's tests, as its TestMain does, with
// the package's recordings, and writes the record when one is asked for.
func RunAgainstReference(run func() int) int {
	code := run()
	Ref.flush()
	if !Classic && code != 0 {
		fmt.Println("note: encoding/json in this build is built on encoding/json/v2; zerojson is held to classic encoding/json," +
			" where they differ through the recordings in testdata/classic.txt (see internal/jsontest/reference.go)")
	}
	return code
}

// SortedClasses returns the keys of counts in order, for reports.
func SortedClasses(counts map[string]int) []string {
	keys := make([]string, 0, len(counts))
	for k := range counts {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}

// Same is [Reference.Check] for a comparison whose results are printed
// values: std runs this build's encoding/json and ours zerojson, each
// returning its result printed alike (with [CanonError], [CanonValue] or
// fmt), and key says what was run on what input. It returns "" or a
// description of the difference.
func (r *Reference) Same(tb testing.TB, key string, std, ours func() string) string {
	return r.Check(tb, Comparison{
		Key: key,
		Run: func(callStd bool) (string, string, string) {
			o := ours()
			if !callStd {
				return "", o, ""
			}
			s := std()
			if s == o {
				return s, o, ""
			}
			return s, o, fmt.Sprintf("\tstd:  %s\n\tours: %s\n", strings.ReplaceAll(s, "\n", "\n\t      "), strings.ReplaceAll(o, "\n", "\n\t      "))
		},
	})
}
