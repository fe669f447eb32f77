package json_test

// Hostile input: nesting far beyond encoding/json's limit, very long
// strings and numbers, huge exponents, many keys and elements. Every entry
// point must give encoding/json's error or its result, never a panic, a
// stack overflow or memory out of proportion to the input. The sizes here
// keep `go test` quick; ZEROJSON_LONG=1 runs the full sizes (100 MB strings,
// 10^7 nesting).

import (
	"bytes"
	stdjson "encoding/json"
	"fmt"
	"io"
	"os"
	"runtime"
	"strings"
	"testing"

	"github.com/zerojson/json"
	"github.com/zerojson/json/internal/jsontest"
)

// longRun reports whether the full-size hostile inputs were asked for.
func longRun() bool { return os.Getenv("ZEROJSON_LONG") == "1" }

// hostileSize returns the size of a hostile input: def normally, long with
// ZEROJSON_LONG=1, and def/10 under the race detector, which makes every
// byte of decoding many times slower.
func hostileSize(def, long int) int {
	switch {
	case longRun():
		return long
	case raceEnabled:
		return def / 10
	}
	return def
}

// hostileTargets are the destinations each hostile input is decoded into.
var hostileTargets = []struct {
	name string
	new  func() any
}{
	{"any", into[any]},
	{"[]any", into[[]any]},
	{"map[string]any", into[map[string]any]},
	{"std RawMessage", into[stdjson.RawMessage]},
	{"RawMessage", into[json.RawMessage]},
	{"string", into[string]},
	{"[]byte", into[[]byte]},
	{"float64", into[float64]},
	{"int", into[int]},
	{"std Number", into[stdjson.Number]},
	{"dNested", into[dNested]},
	{"dPlain (skips unknown fields)", into[dPlain]},
	{"dRecursive", into[dRecursive]},
	{"uPtrJSON", into[uPtrJSON]},
}

// checkHostile decodes in into every hostile target with both libraries,
// through Unmarshal and (for the first target only, when the input is
// large) a Decoder with UseNumber, and compares.
// Only targets named in only (all if none) are used.
func checkHostile(t *testing.T, what string, in []byte, only ...string) {
	t.Helper()
	decoded := false
	for _, tg := range hostileTargets {
		if len(only) > 0 && !containsString(only, tg.name) {
			continue
		}
		ours, std := tg.new(), tg.new()
		if tg.name == "RawMessage" {
			std = new(stdjson.RawMessage)
		}
		if d := checkDecode(t, in, ours, std, decodeOptions{}, false); d != "" {
			t.Errorf("%s into %s: Unmarshal(%s):\n%s", what, tg.name, jsontest.Quote(in), d)
		}
		if tg.name == "RawMessage" || decoded && len(in) > 1<<20 {
			continue
		}
		decoded = true
		ours, std = tg.new(), tg.new()
		if d := checkDecode(t, in, ours, std, decodeOptions{useNumber: true}, true); d != "" {
			t.Errorf("%s into %s: Decoder(%s):\n%s", what, tg.name, jsontest.Quote(in), d)
		}
	}
	if d := jsontest.Ref.Same(t, fmt.Sprintf("Valid %+q", in),
		func() string { return fmt.Sprint(stdjson.Valid(in)) },
		func() string { return fmt.Sprint(json.Valid(in)) }); d != "" {
		t.Errorf("%s: Valid:\n%s", what, d)
	}
}

func containsString(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// TestUnmarshalHostileNesting: far deeper than encoding/json's limit of
// 10000, in every position, is a SyntaxError at std's offset.
func TestUnmarshalHostileNesting(t *testing.T) {
	jsontest.SingleGoroutine(t)
	n := hostileSize(1_000_000, 10_000_000)
	for _, tc := range []struct {
		what string
		in   string
	}{
		{"opening arrays", strings.Repeat("[", n)},
		{"closed arrays", strings.Repeat("[", n) + strings.Repeat("]", n)},
		{"opening objects", strings.Repeat(`{"a":`, n/5)},
		{"closed objects", strings.Repeat(`{"a":`, n/5) + "1" + strings.Repeat("}", n/5)},
		{"mixed", strings.Repeat(`[{"":`, n/5)},
		{"in an unknown field", `{"unknown":` + strings.Repeat("[", n) + strings.Repeat("]", n) + `}`},
		{"in a known field", `{"A":` + strings.Repeat("[", n) + strings.Repeat("]", n) + `}`},
		{"in a map value", `{"Map":{"k":` + strings.Repeat(`{"A":`, n/5) + strings.Repeat("}", n/5) + `}}`},
		{"after a type error", `{"A":"x","B":` + strings.Repeat("[", n) + `}`},
		{"just below the limit", strings.Repeat("[", 9999) + `{"a":1}` + strings.Repeat("]", 9999)},
		{"just at the limit", strings.Repeat("[", 10000) + strings.Repeat("]", 10000)},
		{"just above the limit", strings.Repeat("[", 10001) + strings.Repeat("]", 10001)},
		{"objects at the limit", strings.Repeat(`{"Next":`, 10000) + "null" + strings.Repeat("}", 10000)},
		{"objects above the limit", strings.Repeat(`{"Next":`, 10001) + "null" + strings.Repeat("}", 10001)},
	} {
		checkHostile(t, tc.what, []byte(tc.in))
		checkMemory(t, tc.what, []byte(tc.in), into[any], 1)
	}
}

// TestUnmarshalHostileStrings: long strings, escaped or not, decode with
// memory proportional to their length.
func TestUnmarshalHostileStrings(t *testing.T) {
	jsontest.SingleGoroutine(t)
	size := hostileSize(4<<20, 100<<20)
	plain := make([]byte, 0, size+2)
	plain = append(plain, '"')
	plain = append(plain, bytes.Repeat([]byte("abcd"), size/4)...)
	plain = append(plain, '"')
	checkHostile(t, fmt.Sprintf("%d-byte string", size), plain, "any", "string", "[]byte", "std RawMessage", "dPlain (skips unknown fields)")
	checkMemory(t, "plain string into string", plain, into[string], 3)
	checkMemory(t, "plain string into []byte", plain, into[[]byte], 3)

	escaped := []byte(`"` + strings.Repeat(`\u00e9\n\"\ud83d\ude00`, size/32) + `"`)
	checkHostile(t, fmt.Sprintf("%d-byte escaped string", len(escaped)), escaped, "any", "string", "std RawMessage")
	checkMemory(t, "escaped string into string", escaped, into[string], 3)

	member := []byte(`{"unknown":` + string(plain) + `,"A":1}`)
	checkHostile(t, "long string in an unknown field", member, "dPlain (skips unknown fields)", "map[string]any")
	checkMemory(t, "long string skipped", member, into[dPlain], 1)

	key := []byte(`{` + string(plain) + `:1}`)
	checkHostile(t, "long key", key, "dPlain (skips unknown fields)", "map[string]any")

	unterminated := plain[:len(plain)-1]
	checkHostile(t, "unterminated long string", unterminated, "any", "string")

	invalid := bytes.Repeat([]byte{0xff}, size/4)
	invalid = append(append([]byte{'"'}, invalid...), '"')
	checkHostile(t, "long invalid UTF-8 string", invalid, "any", "string")
}

// checkMemory fails t if decoding in into new() with zerojson, whether it
// succeeds or fails, allocates more than factor times the input's length
// and more than twice what encoding/json allocates for the same decoding
// (plus a megabyte of slack for each).
func checkMemory(t *testing.T, what string, in []byte, mk func() any, factor int) {
	t.Helper()
	ours := allocatedBytes(func() { _ = json.Unmarshal(in, mk()) })
	std := allocatedBytes(func() { _ = stdjson.Unmarshal(in, mk()) })
	if limit := max(uint64(factor*len(in)), 2*std) + 1<<20; ours > limit {
		t.Errorf("%s: Unmarshal of %d bytes allocated %d bytes (encoding/json %d), more than %d", what, len(in), ours, std, limit)
	}
}

// allocatedBytes returns how many bytes f allocates on its second call
// (the first builds caches).
func allocatedBytes(f func()) uint64 {
	f()
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	f()
	runtime.ReadMemStats(&after)
	return after.TotalAlloc - before.TotalAlloc
}

// TestUnmarshalHostileNumbers: huge exponents, numbers of a million
// digits, and every kind of number in every numeric destination.
func TestUnmarshalHostileNumbers(t *testing.T) {
	jsontest.SingleGoroutine(t)
	digits := hostileSize(1_000_000, 20_000_000)
	long := strings.Repeat("9", digits)
	for _, tc := range []struct {
		what string
		in   string
	}{
		{"huge exponent", `1e99999999999999999999999999`},
		{"huge negative exponent", `-1e-99999999999999999999999999`},
		{"exponent of many digits", "1e" + long},
		{"negative exponent of many digits", "1e-" + long},
		{"zero with huge exponent", "0e" + long},
		{"integer of many digits", long},
		{"negative integer of many digits", "-" + long},
		{"fraction of many digits", "0." + long},
		{"many leading fraction zeros", "0." + strings.Repeat("0", digits) + "1"},
		{"mantissa and exponent", long + "." + long + "e-" + fmt.Sprint(digits)},
		{"in an array", "[" + long + "," + long + "]"},
		{"in an unknown field", `{"unknown":` + long + `,"A":1}`},
	} {
		checkHostile(t, tc.what, []byte(tc.in), "any", "float64", "int", "std Number", "dPlain (skips unknown fields)")
		for _, typ := range []func() any{into[float32], into[uint64]} {
			ours, std := typ(), typ()
			if d := checkDecode(t, []byte(tc.in), ours, std, decodeOptions{}, false); d != "" {
				t.Errorf("%s into %T:\n%s", tc.what, ours, d)
			}
		}
	}
}

// TestUnmarshalHostileWidth: many elements and many keys.
func TestUnmarshalHostileWidth(t *testing.T) {
	n := hostileSize(100_000, 5_000_000)
	arr := []byte("[" + strings.TrimSuffix(strings.Repeat("0,", n), ",") + "]")
	checkHostile(t, "many elements", arr, "any", "[]any", "std RawMessage", "dPlain (skips unknown fields)")
	for _, typ := range []func() any{into[[]int8], into[[]string], into[[4]int]} {
		ours, std := typ(), typ()
		if d := checkDecode(t, arr, ours, std, decodeOptions{}, false); d != "" {
			t.Errorf("many elements into %T:\n%s", ours, d)
		}
	}
	var sb strings.Builder
	sb.WriteByte('{')
	for i := 0; i < n/4; i++ {
		if i > 0 {
			sb.WriteByte(',')
		}
		fmt.Fprintf(&sb, `"k%d":%d`, i, i)
	}
	sb.WriteByte('}')
	obj := []byte(sb.String())
	checkHostile(t, "many keys", obj, "any", "map[string]any", "dPlain (skips unknown fields)")
	dup := []byte(`{` + strings.TrimSuffix(strings.Repeat(`"A":1,`, n), ",") + `}`)
	checkHostile(t, "one key many times", dup, "map[string]any", "dPlain (skips unknown fields)")
}

// TestUnmarshalHostileDecoderStream: a Decoder reading hostile input from
// a reader in small pieces gives std's error too.
func TestUnmarshalHostileDecoderStream(t *testing.T) {
	in := []byte(strings.Repeat("[", 30_000))
	if d := jsontest.Ref.Same(t, "Decoder on 30000 [",
		func() string {
			var v any
			return jsontest.CanonError(stdjson.NewDecoder(io.LimitReader(bytes.NewReader(in), int64(len(in)))).Decode(&v))
		},
		func() string {
			var v any
			return jsontest.CanonError(json.NewDecoder(&smallReader{in: in}).Decode(&v))
		}); d != "" {
		t.Errorf("Decoder on deep input:\n%s", d)
	}
}

// smallReader returns its input at most 7 bytes per Read.
type smallReader struct{ in []byte }

func (r *smallReader) Read(p []byte) (int, error) {
	if len(r.in) == 0 {
		return 0, io.EOF
	}
	n := copy(p[:min(len(p), 7)], r.in)
	r.in = r.in[n:]
	return n, nil
}

// TestUnmarshalManyMembers decodes objects of more members than the map
// decoders gather before storing them (maxGathered), with keys repeated
// across that bound, into fresh and filled maps and into any, complete and
// cut off at the end (which leaves a filled map as it was), and compares
// with encoding/json.
func TestUnmarshalManyMembers(t *testing.T) {
	const maxGathered = 1024 // decode_compound.go's
	for _, tt := range []struct{ members, keys int }{
		{maxGathered - 1, maxGathered - 1}, {maxGathered, maxGathered}, {maxGathered + 1, maxGathered + 1},
		{3*maxGathered + 7, 700}, {3*maxGathered + 7, 2}, {2 * maxGathered, 3 * maxGathered},
	} {
		var sb strings.Builder
		sb.WriteByte('{')
		for i := range tt.members {
			if i > 0 {
				sb.WriteByte(',')
			}
			fmt.Fprintf(&sb, `"k%d":"v%d"`, i%tt.keys, i)
		}
		whole := sb.String() + "}"
		for _, in := range []string{whole, whole[:len(whole)-1]} {
			for _, newDst := range []func() any{
				into[any], into[map[string]any], into[map[string]string],
				prefilled(func() map[string]any { return map[string]any{"k1": 1.0, "old": true} }),
				prefilled(func() map[string]string { return map[string]string{"k1": "x", "old": "y"} }),
			} {
				ours, std := newDst(), newDst()
				if d := checkDecode(t, []byte(in), ours, std, decodeOptions{}, false); d != "" {
					t.Errorf("%d members under %d keys, into %T, %d bytes:\n%s", tt.members, tt.keys, std, len(in), d)
				}
			}
		}
	}
}

// TestUnmarshalFlatMemory: large flat documents decoded into any allocate
// about what encoding/json allocates for them, or less: an object
// repeating two keys 50,000 times each, whose map keeps two members
// (gathering all of them took 24 MB, encoding/json 1.6 MB), and arrays of
// 200,000 numbers and of 100,000 strings, whose elements are gathered on a
// stack that doubles as it grows (growing by a quarter, as append does,
// allocated five times the stack's final size).
func TestUnmarshalFlatMemory(t *testing.T) {
	if raceEnabled {
		t.Skip("the race detector's instrumentation allocates")
	}
	dups := []byte(`{` + strings.TrimSuffix(strings.Repeat(`"a":"1","b":"x",`, 50_000), ",") + `}`)
	ints := []byte(`[` + strings.TrimSuffix(strings.Repeat(`123,`, 200_000), ",") + `]`)
	strs := []byte(`[` + strings.TrimSuffix(strings.Repeat(`"item",`, 100_000), ",") + `]`)
	allocated := func(unmarshal func([]byte, any) error, in []byte, dst any) uint64 {
		var ms runtime.MemStats
		runtime.ReadMemStats(&ms)
		before := ms.TotalAlloc
		if err := unmarshal(in, dst); err != nil {
			t.Fatal(err)
		}
		runtime.ReadMemStats(&ms)
		return ms.TotalAlloc - before
	}
	for _, tt := range []struct {
		name   string
		in     []byte
		newDst func() any
		slack  uint64 // in quarters of encoding/json's bytes
	}{
		// The strings of one map[string]string go into blocks that
		// encoding/json does not make: a quarter more.
		{"two keys", dups, into[any], 1}, {"two keys", dups, into[map[string]any], 1}, {"two keys", dups, into[map[string]string], 1},
		{"numbers", ints, into[any], 0}, {"strings", strs, into[any], 0},
	} {
		ours, std := allocated(json.Unmarshal, tt.in, tt.newDst()), allocated(stdjson.Unmarshal, tt.in, tt.newDst())
		if ours > std+tt.slack*std/4 {
			t.Errorf("%s into %T: %d bytes allocated, encoding/json %d", tt.name, tt.newDst(), ours, std)
		}
	}
}
