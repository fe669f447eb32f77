package json_test

// The allocation promises of Unmarshal, as tests: once a type's decoder is
// built (the first call), decoding allocates only what the destination
// itself needs: nothing for numbers, bools and UTC times, one allocation per
// string longer than 64 bytes, a share of a 256-byte block for each shorter
// one (see jsonwire.Reader.MakeString), and nothing where old memory
// (non-nil pointers, slices and RawMessages with room) is reused. Each case is first compared with
// encoding/json, so that the counts measure a correct decoding.

import (
	stdjson "encoding/json"
	"fmt"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/zerojson/json"
	"github.com/zerojson/json/internal/jsontest"
)

// allocNumbers holds only fields whose decoding needs no memory.
type allocNumbers struct {
	I     int       `json:"i"`
	I8    int8      `json:"i8"`
	I16   int16     `json:"i16"`
	I32   int32     `json:"i32"`
	I64   int64     `json:"i64"`
	U     uint      `json:"u"`
	U8    uint8     `json:"u8"`
	U16   uint16    `json:"u16"`
	U32   uint32    `json:"u32"`
	U64   uint64    `json:"u64"`
	F32   float32   `json:"f32"`
	F64   float64   `json:"f64"`
	Exp   float64   `json:"exp"`
	B     bool      `json:"b"`
	NB    bool      `json:"nb"`
	T     time.Time `json:"t"`
	TNano time.Time `json:"t_nano"`
	Dur   time.Duration
	Arr   [3]int             `json:"arr"`
	Inner allocInner         `json:"inner"`
	Ptr   *allocInner        `json:"ptr"` // non-nil before decoding: reused
	TPtr  *time.Time         `json:"t_ptr"`
	Skip  int                `json:"-"`
	Null  *int               `json:"null"`
	Any   any                `json:"any"` // holds a *int: decoded into
	Ints  []int              `json:"ints"`
	Raw   stdjson.RawMessage `json:"raw"`
}

type allocInner struct {
	X, Y float64
	On   bool
}

const allocNumbersJSON = `{
	"i": -42, "i8": -128, "i16": 32767, "i32": -2147483648, "i64": 9007199254740993,
	"u": 42, "u8": 255, "u16": 65535, "u32": 4294967295, "u64": 18446744073709551615,
	"f32": 0.1, "f64": -1.7976931348623157e308, "exp": 6.02214076E+23, "b": true, "nb": false,
	"t": "2024-02-29T23:59:59Z", "t_nano": "2025-03-14T09:26:53.589793238Z", "Dur": 1500000000,
	"arr": [1, 2, 3], "inner": {"X": 1.5, "Y": -2.5, "On": true}, "ptr": {"X": 3, "On": false},
	"t_ptr": "2000-01-01T00:00:00Z", "unknown": {"a": [1, "two", {"three": null}]},
	"null": null, "any": 12, "ints": [5, 6, 7], "raw": {"k": [true, null]}
}`

func newAllocNumbers() *allocNumbers {
	n := 0
	return &allocNumbers{
		Ptr:  &allocInner{},
		TPtr: new(time.Time),
		Any:  &n,
		Ints: make([]int, 0, 8),
		Raw:  make(stdjson.RawMessage, 0, 64),
	}
}

// allocStrings holds strings: the long one needs an allocation of its
// own, the short ones share blocks.
type allocStrings struct {
	A       string          `json:"a"`
	Long    string          `json:"long"`
	Escaped string          `json:"escaped"`
	Unicode string          `json:"unicode"`
	N       int             `json:"n"`
	Num     stdjson.Number  `json:"num"`
	OurNum  json.Number     `json:"our_num"`
	Keep    string          `json:"keep"`
	Raw     json.RawMessage `json:"raw"`
}

const allocStringsJSON = `{"a":"hello, world","long":"a string of more than sixty-four bytes, which has an allocation of its own","escaped":"tab\there \"quoted\" \u00e9\ud83d\ude00","unicode":"日本語",` +
	`"n":7,"num":12.5e3,"our_num":-1,"raw":[1,2,3]}`

// allocStringsWant is how many allocations allocStringsJSON needs per
// call: one for long. The short strings (a, escaped, unicode, num and
// our_num, 48 bytes) fill a 256-byte block every few calls, which
// AllocsPerRun's average, rounded down, does not count.
const allocStringsWant = 1

// unmarshalAllocs returns the allocations of one Unmarshal of data into
// dst, averaged over 100 runs; an error fails the test.
func unmarshalAllocs(t *testing.T, data []byte, dst any) float64 {
	t.Helper()
	var err error
	got := testing.AllocsPerRun(100, func() {
		if e := json.Unmarshal(data, dst); e != nil {
			err = e
		}
	})
	if err != nil {
		t.Fatal(err)
	}
	return got
}

// checkDecodeAllocs compares decoding in into new() with encoding/json,
// then fails t unless further decodings into the same destination make
// exactly want allocations each.
func checkDecodeAllocs(t *testing.T, in string, want float64, newOurs, newStd func() any) {
	t.Helper()
	ours, std := newOurs(), newStd()
	if d := checkDecode(t, []byte(in), ours, std, decodeOptions{}, false); d != "" {
		t.Fatalf("decoding differs from encoding/json:\n%s", d)
	}
	data := []byte(in)
	got := unmarshalAllocs(t, data, ours)
	if got != want {
		t.Errorf("Unmarshal into %T: %v allocations per call, want %v", ours, got, want)
		for _, m := range allocatingMembers(data, ours) {
			t.Errorf("\t%s", m)
		}
	}
}

// allocatingMembers decodes each member of the object in data on its own
// into v and describes those that allocate.
func allocatingMembers(data []byte, v any) []string {
	root, _ := parseSpans(data)
	if root == nil || root.kind != '{' {
		return nil
	}
	var out []string
	for i, k := range root.keys {
		member := []byte("{" + string(data[k[0]:k[1]]) + ":" + string(data[root.vals[i].start:root.vals[i].end]) + "}")
		_ = json.Unmarshal(member, v)
		if n := testing.AllocsPerRun(20, func() { _ = json.Unmarshal(member, v) }); n > 0 {
			out = append(out, fmt.Sprintf("%s alone: %v allocations", data[k[0]:k[1]], n))
		}
	}
	return out
}

// TestAllocUnmarshalNumbers: numbers, bools, UTC times, arrays, nested
// structs, reused pointers, slices and RawMessages allocate nothing.
func TestAllocUnmarshalNumbers(t *testing.T) {
	skipUnderRace(t)
	mk := func() any { return newAllocNumbers() }
	checkDecodeAllocs(t, allocNumbersJSON, 0, mk, mk)
}

// TestAllocUnmarshalStrings: one allocation per long string set, and
// less than one per call for the short ones.
func TestAllocUnmarshalStrings(t *testing.T) {
	skipUnderRace(t)
	// encoding/json does not know zerojson's Number: it gets the same
	// document with that member quoted, which it decodes as a string.
	in := allocStringsJSON
	ours, std := &allocStrings{Raw: make(json.RawMessage, 0, 16)}, &allocStrings{Raw: make(json.RawMessage, 0, 16)}
	if err := json.Unmarshal([]byte(in), ours); err != nil {
		t.Fatal(err)
	}
	if err := stdjson.Unmarshal([]byte(strings.Replace(in, `"our_num":-1`, `"our_num":"-1"`, 1)), std); err != nil {
		t.Fatal(err)
	}
	if d := jsontest.DiffValues(std, ours, nil, nil); d != "" {
		t.Fatalf("decoding differs from encoding/json:\n%s", d)
	}
	data := []byte(in)
	got := unmarshalAllocs(t, data, ours)
	if got != allocStringsWant {
		t.Errorf("%v allocations per call, want %d (one per long string)", got, allocStringsWant)
		for _, m := range allocatingMembers(data, ours) {
			t.Errorf("\t%s", m)
		}
	}
}

// TestAllocUnmarshalEach checks the promise type by type, so that a broken
// one names its type.
func TestAllocUnmarshalEach(t *testing.T) {
	skipUnderRace(t)
	for _, tc := range []struct {
		in   string
		want float64
		new  func() any
	}{
		{`-12345`, 0, into[int]},
		{`18446744073709551615`, 0, into[uint64]},
		{`-1.25e-3`, 0, into[float64]},
		{`3.4e38`, 0, into[float32]},
		{`true`, 0, into[bool]},
		{`null`, 0, into[int]},
		{`"2024-02-29T23:59:59.123456789Z"`, 0, into[time.Time]},
		{`[1,2,3,4]`, 0, into[[4]uint8]},
		{`{"A":1,"B":"","C":true,"D":2}`, 0, into[dPlain]},
		{`{"a":1, "unknown":[{"x":"y"}], "A":2}`, 0, into[dPlain]},
		{`{"X":1,"Y":2,"On":true}`, 0, func() any { p := &allocInner{}; return &p }},
		{`[1,2,3]`, 0, func() any { s := make([]int, 0, 4); return &s }},
		{`[{"X":1},{"Y":2}]`, 0, func() any { s := make([]allocInner, 0, 4); return &s }},
		{`{"k":[1,2]}`, 0, func() any { r := make(stdjson.RawMessage, 0, 32); return &r }},
		// Strings of up to 64 bytes share 256-byte blocks: fewer than
		// one allocation per call. A longer one has its own.
		{`"abc"`, 0, into[string]},
		{`"a\nb\u00e9"`, 0, into[string]},
		{`"` + strings.Repeat("long text ", 7) + `"`, 1, into[string]},
		{`12.5`, 0, into[stdjson.Number]},
		{`{"N":"-17"}`, 0, into[struct {
			N int `json:",string"`
		}]},
		{`{"B":"true","F":"1.5"}`, 0, into[struct {
			B bool    `json:",string"`
			F float64 `json:",string"`
		}]},
		{`{"S":"\"inner\""}`, 0, into[struct {
			S string `json:",string"`
		}]},
	} {
		t.Run(jsontest.TypeName(reflect.TypeOf(tc.new()))+" "+tc.in, func(t *testing.T) {
			checkDecodeAllocs(t, tc.in, tc.want, tc.new, tc.new)
		})
	}
}

// TestAllocUnmarshalTimeZone: a time with a numeric offset needs the
// [time.Location] that time.Time.UnmarshalJSON would allocate for it, and
// nothing more.
func TestAllocUnmarshalTimeZone(t *testing.T) {
	skipUnderRace(t)
	in := []byte(`"2024-02-29T23:59:59.5+05:30"`)
	var tm time.Time
	bound := testing.AllocsPerRun(100, func() { _ = tm.UnmarshalJSON(in) })
	mk := func() any { return new(time.Time) }
	checkDecodeAllocs(t, string(in), bound, mk, mk)
}
