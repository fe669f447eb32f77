package json_test

// Unmarshal decodes into a destination whose memory is all zero in a single
// pass that checks syntax as it goes, instead of validating the input
// first. These tests aim at what that pass must get right: a syntax error
// found late leaves the destination as encoding/json leaves it, no method of
// the destination sees part of a malformed input, and every way the input
// can be cut off or broken is found.

import (
	stdjson "encoding/json"
	"strconv"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/zerojson/json"
	"github.com/zerojson/json/internal/jsontest"
)

// sDoc has a field of every kind the single pass decodes without methods.
type sDoc struct {
	Name    string
	Count   int
	Small   int8
	Big     uint64
	Ratio   float64
	Single  float32
	On      bool
	When    time.Time
	Tags    []string
	Fixed   [2]int
	Scores  map[string]int
	ByID    map[int]string
	Ptr     *sDoc
	Any     any
	Raw     stdjson.RawMessage
	Num     stdjson.Number
	Bytes   []byte
	Items   []sItem
	Escaped string
}

type sItem struct {
	ID   int     `json:"id"`
	Vals []any   `json:"vals"`
	Opt  *string `json:"opt,omitempty"`
}

func sDocument(t *testing.T) []byte {
	s := "x"
	doc := sDoc{
		Name: "name", Count: -12, Small: 7, Big: 1 << 63, Ratio: 1.5e-7, Single: 3.25, On: true,
		When: time.Date(2024, 2, 29, 12, 30, 0, 5, time.UTC), Tags: []string{"a", "b"}, Fixed: [2]int{1, 2},
		Scores: map[string]int{"k": 1}, ByID: map[int]string{7: "seven"}, Ptr: &sDoc{Name: "inner"},
		Any: map[string]any{"a": []any{1.0, "s", nil, true, false}}, Raw: stdjson.RawMessage(`{"r":[1]}`),
		Num: "12.5e3", Bytes: []byte("bytes"), Escaped: "tab\t \"q\" é \u2028",
		Items: []sItem{{ID: 1, Vals: []any{0.5, "v"}, Opt: &s}, {ID: 2}},
	}
	b, err := json.MarshalIndent(doc, "", " ") // the same bytes on every build (see randtypes.Generator.DecodeType)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// TestUnmarshalSinglePassBroken decodes every prefix of a document, and the
// document with each byte replaced by each of a set of bytes that break or
// change it, into fresh destinations, and compares with encoding/json: the
// error, its offset and the destination afterwards.
func TestUnmarshalSinglePassBroken(t *testing.T) {
	jsontest.SingleGoroutine(t)
	doc := sDocument(t)
	replacements := []byte{'x', '"', 0, ']', '}', ',', ':', '\\', '0', '-', ' ', '[', '{', 'e', '.'}
	targets := []func() any{into[sDoc], into[any], into[map[string]any], into[[]any]}
	if testing.Short() || raceEnabled {
		targets = targets[:2]
	}
	runs := 0
	check := func(in []byte) {
		for _, target := range targets {
			runs++
			if d := checkDecode(t, in, target(), target(), decodeOptions{}, false); d != "" {
				t.Fatalf("Unmarshal(%s) into %T:\n%s", jsontest.Quote(in), target(), d)
			}
		}
	}
	// Under the race detector, which makes each decoding ten times as
	// slow, every third position (the plain pass tries them all).
	step := 1
	if raceEnabled {
		step = 3
	}
	jsontest.Breaks(doc, replacements, step, check)
	check(doc)
	t.Logf("%d-byte document, %d decodings compared", len(doc), runs)
}

// calls counts the calls of sCounted's methods.
var calls atomic.Int64

type sCounted struct{}

func (*sCounted) UnmarshalJSON([]byte) error { calls.Add(1); return nil }

type sCountedText struct{}

func (*sCountedText) UnmarshalText([]byte) error { calls.Add(1); return nil }

// TestUnmarshalSinglePassNoMethodCalls: encoding/json validates first, so a
// malformed input never reaches a method of the destination, even one for
// a value before the error. Neither may ours, which validates when it first
// needs a method.
func TestUnmarshalSinglePassNoMethodCalls(t *testing.T) {
	type withMethods struct {
		A int
		J sCounted
		P *sCounted
		T sCountedText
		K map[sCountedText]int
		S int `json:",string"`
		B int
	}
	for _, in := range []string{
		`{"A":1,"J":{},"B":}`,
		`{"A":1,"P":[1],"B":1`,
		`{"T":"x","B":1]`,
		`{"K":{"k":1},"B":1,}`,
		`{"S":"12","B":01}`,
		`{"A":"type error","J":1,"B":x}`,
	} {
		// What each library returns and how many methods it called.
		run := func(unmarshal func([]byte, any) error) string {
			calls.Store(0)
			err := unmarshal([]byte(in), new(withMethods))
			return "error: " + strconv.FormatBool(err != nil) + ", method calls: " + strconv.FormatInt(calls.Load(), 10)
		}
		if got, want := run(json.Unmarshal), "error: true, method calls: 0"; got != want {
			t.Errorf("Unmarshal(%s): %s, want %s", in, got, want)
		}
		// A property of classic encoding/json, the reference.
		if d := jsontest.Ref.Same(t, "method calls before a syntax error in "+in,
			func() string { return run(stdjson.Unmarshal) },
			func() string { return run(json.Unmarshal) }); d != "" {
			t.Errorf("Unmarshal(%s):\n%s", in, d)
		}
		if d := checkDecode(t, []byte(in), new(withMethods), new(withMethods), decodeOptions{}, false); d != "" {
			t.Errorf("Unmarshal(%s):\n%s", in, d)
		}
	}
}

// TestUnmarshalSinglePassStopError: an error that stops decoding (here an
// invalid Number) comes second to a syntax error further on, as in
// encoding/json, which finds that first.
func TestUnmarshalSinglePassStopError(t *testing.T) {
	type withNumber struct {
		N stdjson.Number
		B int
	}
	for _, in := range []string{
		`{"N":"not a number","B":1}`,
		`{"N":"not a number","B":1`,
		`{"N":"not a number","B":[}`,
		`{"B":"type error","N":"not a number","B":x}`,
	} {
		if d := checkDecode(t, []byte(in), new(withNumber), new(withNumber), decodeOptions{}, false); d != "" {
			t.Errorf("Unmarshal(%s):\n%s", in, d)
		}
	}
}

// TestUnmarshalSinglePassDepth: the nesting limit holds in the single pass
// for recursive types and interfaces, wherever the nesting is.
func TestUnmarshalSinglePassDepth(t *testing.T) {
	type rec struct {
		Next *rec
		List []rec
		Any  any
	}
	for _, in := range []string{
		strings.Repeat(`{"Next":`, 10000) + "null" + strings.Repeat("}", 10000),
		strings.Repeat(`{"Next":`, 10001) + "null" + strings.Repeat("}", 10001),
		strings.Repeat(`{"List":[`, 5000) + strings.Repeat("]}", 5000),
		strings.Repeat(`{"List":[`, 5001) + strings.Repeat("]}", 5001),
		strings.Repeat(`{"Next":`, 5000) + `{"Any":` + strings.Repeat("[", 5000) + strings.Repeat("]", 5000) + "}" + strings.Repeat("}", 5000),
		strings.Repeat(`{"Next":`, 5000) + `{"Any":` + strings.Repeat("[", 5001) + strings.Repeat("]", 5001) + "}" + strings.Repeat("}", 5000),
		strings.Repeat(`{"Next":`, 5000) + `{"Unknown":` + strings.Repeat("[", 5000) + strings.Repeat("]", 5000) + "}" + strings.Repeat("}", 5000),
		strings.Repeat(`{"Next":`, 5000) + `{"Unknown":` + strings.Repeat("[", 5001) + strings.Repeat("]", 5001) + "}" + strings.Repeat("}", 5000),
	} {
		if d := checkDecode(t, []byte(in), new(rec), new(rec), decodeOptions{}, false); d != "" {
			t.Errorf("Unmarshal(%.40s... %d bytes):\n%.2000s", in, len(in), d)
		}
	}
}

// TestUnmarshalLargeDestination: a destination too large to check for zero
// memory cheaply is decoded after validation, with the same results.
func TestUnmarshalLargeDestination(t *testing.T) {
	type large struct {
		A [20000]int32
		B int
	}
	for _, in := range []string{`{"B":1,"A":[1,2]}`, `{"B":1,"A":[1,2}`, `{"B":1,"A":[1,"x"]}`} {
		if d := checkDecode(t, []byte(in), new(large), new(large), decodeOptions{}, false); d != "" {
			t.Errorf("Unmarshal(%s):\n%.2000s", in, d)
		}
	}
}
