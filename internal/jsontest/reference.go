package jsontest

// The reference: classic encoding/json, whatever this build's encoding/json
// is.
//
// On a classic build (Go 1.26; Go 1.27 with GOEXPERIMENT=nojsonv2) every
// comparison runs encoding/json and zerojson side by side in the test
// process. From Go 1.27, encoding/json is built on encoding/json/v2 by
// default and differs from classic in corner cases (README: "Moving from
// Go 1.27's encoding/json"), so there the test binary builds itself again
// with classic encoding/json and runs that build as a helper process (see
// helper.go): the helper runs the same tests, with the same flags and seed,
// and for every comparison runs only encoding/json and sends its result;
// the test binary runs only zerojson and holds it to the helper's result.
// Both sides name a comparison by its test and its [Comparison.Key], which
// is why a key says in full what was run.
//
// When no toolchain can build classic encoding/json (a release without
// GOEXPERIMENT=nojsonv2 and no module proxy to fetch an older one), the
// comparisons are not made, every other test runs, and the test binary
// says so in one line.

import (
	"flag"
	"fmt"
	"maps"
	"math/rand/v2"
	"os"
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
)

var seedFlag = flag.Uint64("zerojson.seed", 0,
	"seed of the randomized tests; 0 takes $ZEROJSON_SEED or a fresh seed")

// seed is the seed of this run's randomized tests, chosen once, so that
// the classic helper, which is handed it, builds the same values.
var seed = sync.OnceValue(func() uint64 {
	s := *seedFlag
	if env := os.Getenv("ZEROJSON_SEED"); s == 0 && env != "" {
		var err error
		if s, err = strconv.ParseUint(env, 10, 64); err != nil {
			panic(fmt.Sprintf("ZEROJSON_SEED=%q: %v", env, err))
		}
	}
	if s == 0 {
		s = rand.Uint64() | 1
	}
	return s
})

// RandomSeed returns the seed of a randomized test and logs how to run it
// again with the same seed: the one given with -zerojson.seed or
// $ZEROJSON_SEED, else one chosen for the whole run. Tests that draw from
// other sources of randomness must not let them decide what is compared,
// or the classic helper, which draws from the same seed, compares
// something else.
func RandomSeed(t testing.TB) uint64 {
	s := seed()
	t.Logf("seed %d (run again with -zerojson.seed=%d or ZEROJSON_SEED=%d)", s, s, s)
	return s
}

// Reference is classic encoding/json for one test binary.
type Reference struct {
	compared atomic.Int64 // comparisons made
	skipped  atomic.Int64 // comparisons not made: no classic encoding/json to compare with

	unavailable atomic.Pointer[string] // why comparisons were skipped

	helperOnce sync.Once
	helper     *helperProcess // the classic helper, on a build whose encoding/json is not classic
}

// Ref is the reference of this test binary.
var Ref = &Reference{}

// Comparison is one differential comparison of zerojson with classic
// encoding/json. Std and Ours each return their library's canonical result
// (see [CanonError], [CanonEncode], [CanonDecode], [CanonValue]): the whole
// of what is compared, printed alike for both libraries and on every
// build.
type Comparison struct {
	// Key says what was run: the function, the mode, the input and the
	// destination's type and contents, in full. Within one test, equal
	// keys must stand for equal results. It is needed only where
	// [Reference.Keyed] says so.
	Key string
	// Std runs encoding/json; Ours runs zerojson. Either may run without
	// the other: each side's work, and what it leaves for later code, must
	// not depend on the other side's.
	Std, Ours func() string
	// Explain, if set, is called after both ran in one process (on a
	// classic build) and describes a difference that the canonical results
	// do not show, such as errors.Is on the two errors, or returns "".
	Explain func() string
	// Dependency is set when Std and Ours both run this build's
	// encoding/json around the library's results, as code on encoding/json
	// does that calls a program's methods (the mixed-program tests). On a
	// build whose encoding/json is not classic, what that code does with
	// the methods' results is this build's behaviour, not zerojson's:
	// there Ours passes where it differs from classic only if this build's
	// Std differs from classic too. (zerojson's own part, the methods'
	// results, is held to classic by comparisons of its own.)
	Dependency bool
	// StdUnsafe is set when a v2-based encoding/json is known to crash the
	// process on this input (a stack overflow is not a panic), so that a
	// failure on such a build does not run it to say what it gives.
	StdUnsafe bool
}

// Keyed reports whether comparisons need their [Comparison.Key]: where
// classic encoding/json runs in the classic helper, or in this process as
// that helper.
func (r *Reference) Keyed() bool { return InHelper() || !Classic }

// Check makes the comparison c in test tb and returns a description of how
// zerojson differs from classic encoding/json, or "". The description
// shows both sides' canonical results: classic's bytes, error text and
// decoded value next to zerojson's.
func (r *Reference) Check(tb testing.TB, c Comparison) string {
	if tb == nil {
		panic("jsontest: a comparison needs its test")
	}
	if _, ok := tb.(*testing.B); ok && !Classic {
		// The helper runs no benchmarks: their comparisons are made on
		// classic builds only.
		c.Ours()
		return ""
	}
	r.compared.Add(1)
	if InHelper() {
		answer(tb, c.Key, c.Std())
		return ""
	}
	if Classic {
		ours := c.Ours()
		std := c.Std()
		if std != ours {
			return DiffCanon(std, ours, "this build's encoding/json")
		}
		if c.Explain != nil {
			return c.Explain()
		}
		return ""
	}
	ours := classicNames(c.Ours())
	h := r.helperFor()
	if h.unavailable != "" {
		r.skipped.Add(1)
		r.unavailable.CompareAndSwap(nil, &h.unavailable)
		return ""
	}
	classic, missing := h.result(tb, c.Key)
	if missing != "" {
		return missing
	}
	if classic == ours {
		return ""
	}
	differs, note := thisBuildsResult(c, classic)
	if c.Dependency && differs {
		// This build's encoding/json, around encoding/json, does not give
		// classic's result either: the difference is the build's.
		return ""
	}
	return DiffCanon(classic, ours, h.name) + note
}

// thisBuildsResult runs c.Std on this build, whose encoding/json is not
// classic, unless it is unsafe, and reports whether it returned a result
// other than classic's, with a note that says so, which tells a documented
// difference of Go 1.27's default build from a bug of zerojson's.
func thisBuildsResult(c Comparison, classic string) (differs bool, note string) {
	if c.StdUnsafe {
		return false, ""
	}
	defer func() {
		if p := recover(); p != nil {
			differs, note = false, fmt.Sprintf("\tthis build's encoding/json panics here: %v\n", p)
		}
	}()
	v2 := classicNames(c.Std())
	if v2 == classic {
		return false, "\tthis build's encoding/json gives classic's result here\n"
	}
	if class := ClassifyV2(classic, v2); class != "" {
		return true, fmt.Sprintf("\tthis build's encoding/json differs from classic here too (%s; see v2differences_test.go)\n", class)
	}
	return true, "\tthis build's encoding/json differs from classic here too\n"
}

// Classic returns classic encoding/json's canonical result of the
// comparison key in test tb, and this build's, which std computes. The two
// are the same on a classic build. Tests of how this build's encoding/json
// differs from classic use it (v2differences_test.go); tests of zerojson
// use [Reference.Check]. ok is false when there is no classic result:
// no classic helper (the test is then told why) or no toolchain to build
// one.
//
// These comparisons of encoding/json with itself are not counted with
// zerojson's.
func (r *Reference) Classic(tb testing.TB, key string, std func() string) (classic, this string, ok bool) {
	this = std()
	switch {
	case InHelper():
		answer(tb, key, this)
		return this, this, true
	case Classic:
		return this, this, true
	}
	h := r.helperFor()
	if h.unavailable != "" {
		return "", this, false
	}
	classic, missing := h.result(tb, key)
	if missing != "" {
		tb.Error(missing)
		return "", this, false
	}
	return classic, this, true
}

// fuzzWorker reports whether this process is a fuzzing worker, which
// compares with the helper serving its fuzz target (see [Fuzz]).
var fuzzWorker = sync.OnceValue(func() bool { return flagValue("test.fuzzworker") == "true" })

// helperFor returns the helper that answers this process's comparisons.
func (r *Reference) helperFor() *helperProcess {
	if !fuzzWorker() {
		return r.classicHelper()
	}
	fuzzHelpers.Lock()
	defer fuzzHelpers.Unlock()
	if fuzzHelpers.current == nil {
		return &helperProcess{failure: "jsontest: a fuzz target that compares with classic encoding/json calls jsontest.Fuzz, not f.Fuzz"}
	}
	return fuzzHelpers.current
}

// Same is [Reference.Check] for a comparison whose results are printed
// values: std runs encoding/json and ours zerojson, each returning its
// result printed alike (with [CanonError], [CanonValue] or fmt), and key
// says what was run on what input. It returns "" or a description of the
// difference.
func (r *Reference) Same(tb testing.TB, key string, std, ours func() string) string {
	return r.Check(tb, Comparison{Key: key, Std: std, Ours: ours})
}

// Main runs a package's tests from its TestMain, with classic encoding/json
// as the reference, and exits. On a build whose encoding/json is not
// classic it starts the classic helper; in the helper it answers the test
// binary that started it. Afterwards it prints how many comparisons were
// made with what, which go test shows with -v.
func Main(m *testing.M) {
	flag.Parse()
	if InHelper() {
		os.Exit(serveAsHelper(m))
	}
	if !Classic && !helperUseless() && flagValue("test.run") == "" {
		// A whole run compares from its first tests: start the helper
		// now, so that it runs next to them. (Before them, not while
		// they run: building and starting it allocates, which
		// allocation tests would count.) A run of chosen tests starts it
		// at its first comparison, if it makes one.
		Ref.classicHelper()
	}
	code := m.Run()
	Ref.stopHelper()
	if flagValue("test.list") == "" {
		fmt.Println(Ref.summary())
	}
	os.Exit(code)
}

// summary says how many comparisons the tests made, and with what.
func (r *Reference) summary() string {
	n := r.compared.Load()
	if n == 0 {
		return "zerojson: no comparisons with classic encoding/json"
	}
	if skipped := r.skipped.Load(); skipped > 0 {
		return fmt.Sprintf("zerojson: %d of %d comparisons with classic encoding/json not made: %s", skipped, n, *r.unavailable.Load())
	}
	with := "this build's"
	if !Classic {
		with = "no helper started"
		if r.helper != nil {
			with = r.helper.name
		}
	}
	return fmt.Sprintf("zerojson: %d comparisons with classic encoding/json (%s)", n, with)
}

// DiffCanon describes how zerojson's canonical result ours differs from
// classic's, which came from where: line by line when both are made of the
// same labelled lines (err, chain, out, dst, ...), a long line cut around
// its first difference; else the two results whole.
func DiffCanon(classic, ours, where string) string {
	var sb strings.Builder
	fmt.Fprintf(&sb, "\tzerojson differs from classic encoding/json (%s):\n", where)
	cl, ol := canonLineList(classic), canonLineList(ours)
	sameLabels := len(cl) == len(ol)
	for i := 0; sameLabels && i < len(cl); i++ {
		sameLabels = cl[i].label == ol[i].label
	}
	if !sameLabels {
		fmt.Fprintf(&sb, "\tclassic:\n%s\n\tzerojson:\n%s\n", indentLines(classic), indentLines(ours))
		return sb.String()
	}
	width := 0
	for _, l := range cl {
		width = max(width, len(l.label))
	}
	// A result of many lines (one per value of a batch) shows only the
	// lines that differ, up to a limit.
	const many, shownAtMost = 8, 20
	shown, same := 0, 0
	for i, c := range cl {
		o := ol[i]
		pad := strings.Repeat(" ", width-len(c.label))
		if c.text == o.text {
			if len(cl) > many {
				same++
			} else {
				fmt.Fprintf(&sb, "\t%s:%s both     %s\n", c.label, pad, excerpt(c.text, 0))
			}
			continue
		}
		if shown++; shown > shownAtMost {
			continue
		}
		at := 0
		for at < len(c.text) && at < len(o.text) && c.text[at] == o.text[at] {
			at++
		}
		fmt.Fprintf(&sb, "\t%s:%s classic  %s\n", c.label, pad, excerpt(c.text, at))
		fmt.Fprintf(&sb, "\t%s %s zerojson %s\n", strings.Repeat(" ", len(c.label)), pad, excerpt(o.text, at))
	}
	if shown > shownAtMost {
		fmt.Fprintf(&sb, "\t… and %d more lines that differ\n", shown-shownAtMost)
	}
	if same > 0 {
		fmt.Fprintf(&sb, "\t(%d lines the same)\n", same)
	}
	return sb.String()
}

type canonLine struct{ label, text string }

// canonLineList splits a canonical result into its lines, each with its
// label ("err", "out", ...; a line without ": " is all label).
func canonLineList(s string) []canonLine {
	var ls []canonLine
	for line := range strings.SplitSeq(strings.TrimSuffix(s, "\n"), "\n") {
		label, text, _ := strings.Cut(line, ": ")
		ls = append(ls, canonLine{label, text})
	}
	return ls
}

// excerpt returns s, or if it is long, the part of it around byte at with
// its position.
func excerpt(s string, at int) string {
	const before, after = 80, 160
	if len(s) <= before+after {
		return s
	}
	lo, hi := max(at-before, 0), min(at+after, len(s))
	out := s[lo:hi]
	if lo > 0 {
		out = "…" + out
	}
	if hi < len(s) {
		out += "…"
	}
	return fmt.Sprintf("%s (bytes %d to %d of %d)", out, lo, hi, len(s))
}

// SortedKeys returns the keys of m in order, for reports.
func SortedKeys[V any](m map[string]V) []string { return slices.Sorted(maps.Keys(m)) }
