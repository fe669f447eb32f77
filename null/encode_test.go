package null_test

import (
	"bytes"
	stdjson "encoding/json"
	"errors"
	"fmt"
	"io"
	"math"
	"math/rand/v2"
	"reflect"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/zerojson/json"
	"github.com/zerojson/json/internal/jsontest"
	"github.com/zerojson/json/null"
	"github.com/zerojson/json/wire"
)

// The encoding tests hold each type's MarshalAppendJSON to what guregu/null's
// MarshalJSON writes, which is spelled out here with encoding/json and
// strconv (reference below), hold MarshalJSONWire, which package json
// calls, to MarshalAppendJSON, and run structs of the types through both
// encoders. The differential test against guregu/null itself lives in the
// bench module (bench/nullcompat), which may depend on it.

// reference returns what guregu/null's MarshalJSON writes for v, built from
// encoding/json and strconv as guregu/null builds it.
func reference(t *testing.T, v any) ([]byte, error) {
	t.Helper()
	switch v := v.(type) {
	case null.Int:
		return nullOr(v.Valid, func() ([]byte, error) { return []byte(strconv.FormatInt(v.Int64, 10)), nil })
	case null.Int32:
		return nullOr(v.Valid, func() ([]byte, error) { return []byte(strconv.FormatInt(int64(v.Int32), 10)), nil })
	case null.Int16:
		return nullOr(v.Valid, func() ([]byte, error) { return []byte(strconv.FormatInt(int64(v.Int16), 10)), nil })
	case null.Byte:
		return nullOr(v.Valid, func() ([]byte, error) { return []byte(strconv.FormatInt(int64(v.Byte), 10)), nil })
	case null.Float:
		return nullOr(v.Valid, func() ([]byte, error) { return []byte(strconv.FormatFloat(v.Float64, 'f', -1, 64)), nil })
	case null.Bool:
		return nullOr(v.Valid, func() ([]byte, error) { return []byte(strconv.FormatBool(v.Bool)), nil })
	case null.String:
		return nullOr(v.Valid, func() ([]byte, error) { return stdjson.Marshal(v.String) })
	case null.Time:
		return nullOr(v.Valid, v.Time.MarshalJSON)
	case null.Value[int]:
		return nullOr(v.Valid, func() ([]byte, error) { return stdjson.Marshal(v.V) })
	case null.Value[string]:
		return nullOr(v.Valid, func() ([]byte, error) { return stdjson.Marshal(v.V) })
	case null.Value[[]float64]:
		return nullOr(v.Valid, func() ([]byte, error) { return stdjson.Marshal(v.V) })
	case null.Value[map[string]any]:
		return nullOr(v.Valid, func() ([]byte, error) { return stdjson.Marshal(v.V) })
	}
	t.Fatalf("no reference for %T", v)
	return nil, nil
}

func nullOr(valid bool, f func() ([]byte, error)) ([]byte, error) {
	if !valid {
		return []byte("null"), nil
	}
	return f()
}

// randomString mixes ASCII, the characters JSON and HTML escape, multi-byte
// UTF-8, U+2028 and invalid bytes.
func randomString(r *rand.Rand) string {
	pieces := []string{"a", "Z", " ", "0", "<", ">", "&", `"`, `\`, "/", "\n", "\t", "\x00", "\x1f", "\x7f",
		"é", "€", "😀", "\u2028", "\u2029", "\xff", "\xe2\x82", "null", "\ufffd"}
	var b strings.Builder
	for range r.IntN(12) {
		b.WriteString(pieces[r.IntN(len(pieces))])
	}
	return b.String()
}

func randomFloat(r *rand.Rand) float64 {
	special := []float64{0, math.Copysign(0, -1), 1, -1, 0.1, 1e20, 1e21, 1e-6, 1e-7, 123456789.125,
		math.MaxFloat64, -math.MaxFloat64, math.SmallestNonzeroFloat64, 5e-324, 1 << 53, 1<<53 + 1}
	switch r.IntN(3) {
	case 0:
		return special[r.IntN(len(special))]
	case 1:
		return (r.Float64() - 0.5) * math.Pow(10, float64(r.IntN(40)-20))
	}
	for {
		if f := math.Float64frombits(r.Uint64()); !math.IsNaN(f) && !math.IsInf(f, 0) {
			return f
		}
	}
}

var zones = []*time.Location{time.UTC, time.Local, time.FixedZone("", 0), time.FixedZone("X", -(9*3600 + 30*60)),
	time.FixedZone("Y", 14*3600), time.FixedZone("odd", 3600+17)}

func randomTime(r *rand.Rand) time.Time {
	sec := r.Int64N(253402300799+62135596800) - 62135596800 // years 0001 to 9999
	nsec := []int64{0, r.Int64N(1e9), r.Int64N(1000) * 1e6}[r.IntN(3)]
	return time.Unix(sec, nsec).In(zones[r.IntN(len(zones))])
}

// sampleValues returns null, zero and extreme values of every type, then n
// random ones of each.
func sampleValues(r *rand.Rand, n int) []any {
	vs := []any{
		null.Int{}, null.IntFrom(0), null.IntFrom(math.MaxInt64), null.IntFrom(math.MinInt64),
		null.Int32{}, null.Int32From(math.MinInt32), null.Int32From(math.MaxInt32),
		null.Int16{}, null.Int16From(math.MinInt16), null.Int16From(math.MaxInt16),
		null.Byte{}, null.ByteFrom(0), null.ByteFrom(255),
		null.Float{}, null.FloatFrom(0), null.FloatFrom(math.Copysign(0, -1)), null.NewFloat(math.NaN(), false),
		null.Bool{}, null.BoolFrom(false), null.BoolFrom(true),
		null.String{}, null.StringFrom(""), null.StringFrom("<script>&amp;\u2028</script>"), null.StringFrom("\xff\xfe"),
		null.Time{}, null.TimeFrom(time.Time{}), null.NewTime(time.Date(10000, 1, 1, 0, 0, 0, 0, time.UTC), false),
		null.Value[int]{}, null.ValueFrom(0), null.ValueFrom("<&>"), null.ValueFrom([]float64(nil)),
		null.ValueFrom([]float64{1e21, 0.5}), null.ValueFrom(map[string]any{"b": 1, "a": []any{"<", nil}}),
		null.Value[map[string]any]{},
	}
	for range n {
		valid := r.IntN(5) != 0
		vs = append(vs,
			null.NewInt(r.Int64()>>r.IntN(64), valid),
			null.NewInt32(int32(r.Uint32()), valid),
			null.NewInt16(int16(r.Uint32()), valid),
			null.NewByte(byte(r.Uint32()), valid),
			null.NewFloat(randomFloat(r), valid),
			null.NewBool(r.IntN(2) == 0, valid),
			null.NewString(randomString(r), valid),
			null.NewTime(randomTime(r), valid),
			null.NewValue(r.Int(), valid),
			null.NewValue(randomString(r), valid),
		)
	}
	return vs
}

func TestMarshalAppendJSON(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	for _, v := range sampleValues(r, 300) {
		m := v.(json.MarshalAppender)
		if err := json.CheckAppender(m); err != nil {
			t.Errorf("%#v: %v", v, err)
			continue
		}
		// The reference calls encoding/json, which differs from classic
		// on Go 1.27's default build (invalid UTF-8), hence jsontest.Ref.
		key := fmt.Sprintf("%T %v", v, v)
		want := func() string { return canonOut(reference(t, v)) }
		if d := jsontest.Ref.Same(t, "MarshalAppendJSON "+key, want, func() string {
			got, err := m.MarshalAppendJSON([]byte("x"))
			return canonOut(got[1:], err)
		}); d != "" {
			t.Errorf("%T %#v: MarshalAppendJSON differs from guregu/null's MarshalJSON:\n%s", v, v, d)
		}
		if d := jsontest.Ref.Same(t, "MarshalJSON "+key, want, func() string {
			return canonOut(v.(json.Marshaler).MarshalJSON())
		}); d != "" {
			t.Errorf("%T %#v: MarshalJSON differs from guregu/null's:\n%s", v, v, d)
		}
	}
}

// canonOut prints an encoding result as the reference compares it.
func canonOut(b []byte, err error) string {
	return jsontest.CanonError(err) + "out: " + strconv.QuoteToASCII(string(b)) + "\n"
}

// row has a field of every type, in every way a struct holds one.
type row struct {
	Int    null.Int                   `json:"int"`
	Int32  null.Int32                 `json:"int32"`
	Int16  null.Int16                 `json:"int16"`
	Byte   null.Byte                  `json:"byte"`
	Float  null.Float                 `json:"float"`
	Bool   null.Bool                  `json:"bool"`
	String null.String                `json:"string"`
	Time   null.Time                  `json:"time"`
	Value  null.Value[[]float64]      `json:"value"`
	Ptr    *null.String               `json:"ptr"`
	Omit   null.Int                   `json:"omit,omitzero"`
	Empty  null.String                `json:"empty,omitempty"` // a struct is never empty
	Slice  []null.Time                `json:"slice"`
	Map    map[string]null.Float      `json:"map"`
	Keys   map[null.Int]bool          `json:"keys"`
	Any    any                        `json:"any"`
	Nested null.Value[map[string]any] `json:"nested"`
}

// rowOf holds a row by value, so the row is addressable only when the
// rowOf is.
type rowOf struct {
	R row `json:"r"`
}

func randomRow(r *rand.Rand) rowOf {
	vs := sampleValues(r, 1)[len(sampleValues(r, 0)):]
	s := null.NewString(randomString(r), r.IntN(2) == 0)
	return rowOf{row{
		Int: vs[0].(null.Int), Int32: vs[1].(null.Int32), Int16: vs[2].(null.Int16), Byte: vs[3].(null.Byte),
		Float: vs[4].(null.Float), Bool: vs[5].(null.Bool), String: vs[6].(null.String), Time: vs[7].(null.Time),
		Value: null.NewValue([]float64{randomFloat(r)}, r.IntN(2) == 0),
		Ptr:   []*null.String{nil, &s}[r.IntN(2)],
		Omit:  null.NewInt(r.Int64N(3), r.IntN(2) == 0),
		Empty: s,
		Slice: []null.Time{vs[7].(null.Time), {}},
		Map:   map[string]null.Float{"<a>": vs[4].(null.Float), "b": {}},
		Keys:  map[null.Int]bool{vs[0].(null.Int): true},
		Any:   []any{vs[6], &s, vs[1]},
	}}
}

// TestEncodeStructs runs structs of the types through package json and
// encoding/json, which calls MarshalJSON, with HTML escaping on and off.
func TestEncodeStructs(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	for i := range 300 {
		v := randomRow(r)
		// The rows come from a fixed seed: the index says which.
		for _, escape := range []bool{true, false} {
			encode := func(enc streamEncoder, b *bytes.Buffer) string {
				enc.SetEscapeHTML(escape)
				err := enc.Encode(&v)
				return canonOut(b.Bytes(), err)
			}
			if d := jsontest.Ref.Same(t, fmt.Sprintf("Encode row %d escape %v", i, escape),
				func() string { var b bytes.Buffer; return encode(stdjson.NewEncoder(&b), &b) },
				func() string { var b bytes.Buffer; return encode(json.NewEncoder(&b), &b) },
			); d != "" {
				t.Fatalf("row %d, escape %v:\n%s", i, escape, d)
			}
		}
		// Not addressable.
		if d := jsontest.Ref.Same(t, fmt.Sprintf("Marshal row %d by value", i),
			func() string { return canonOut(stdjson.Marshal(v.R)) },
			func() string { return canonOut(json.Marshal(v.R)) },
		); d != "" {
			t.Fatalf("row %d by value:\n%s", i, d)
		}
	}
}

// streamEncoder is the Encoder of either package.
type streamEncoder interface {
	SetEscapeHTML(bool)
	Encode(any) error
}

func TestOmitzero(t *testing.T) {
	type s struct {
		I null.Int        `json:"i,omitzero"`
		F null.Float      `json:"f,omitzero"`
		B null.Bool       `json:"b,omitzero"`
		S null.String     `json:"s,omitzero"`
		T null.Time       `json:"t,omitzero"`
		V null.Value[int] `json:"v,omitzero"`
	}
	for _, tc := range []struct {
		v    s
		want string
	}{
		{s{}, `{}`},
		{s{I: null.IntFrom(0), F: null.FloatFrom(0), B: null.BoolFrom(false), S: null.StringFrom(""),
			T: null.TimeFrom(time.Time{}), V: null.ValueFrom(0)},
			`{"i":0,"f":0,"b":false,"s":"","t":"0001-01-01T00:00:00Z","v":0}`},
	} {
		got, err := json.Marshal(tc.v)
		std, serr := stdjson.Marshal(tc.v)
		if err != nil || serr != nil || string(got) != tc.want || string(std) != tc.want {
			t.Errorf("Marshal(%+v) = %s, %v; encoding/json %s, %v; want %s", tc.v, got, err, std, serr, tc.want)
		}
	}
}

// TestMarshalErrors: values JSON cannot hold fail as under encoding/json
// with guregu/null, whose MarshalJSON returns the error of encoding/json's
// Marshal or of time.Time.MarshalJSON.
func TestMarshalErrors(t *testing.T) {
	for _, tc := range []struct {
		v       any
		typ     string
		message string
		value   bool // the error is a *json.UnsupportedValueError
	}{
		{null.FloatFrom(math.NaN()), "null.Float", "json: unsupported value: NaN", true},
		{null.FloatFrom(math.Inf(1)), "null.Float", "json: unsupported value: +Inf", true},
		{null.FloatFrom(math.Inf(-1)), "null.Float", "json: unsupported value: -Inf", true},
		{null.ValueFrom(math.Inf(-1)), "null.Value[float64]", "json: unsupported value: -Inf", true},
		{null.TimeFrom(time.Date(10000, 1, 1, 0, 0, 0, 0, time.UTC)), "null.Time",
			"Time.MarshalJSON: year outside of range [0,9999]", false},
		{null.TimeFrom(time.Date(-1, 1, 1, 0, 0, 0, 0, time.UTC)), "null.Time",
			"Time.MarshalJSON: year outside of range [0,9999]", false},
	} {
		// Classic encoding/json, which calls MarshalJSON, gives
		// guregu/null's error. (Go 1.27's default encoding/json names the
		// pointer type; jsontest.Ref holds this to classic's message.)
		want := "json: error calling MarshalJSON for type " + tc.typ + ": " + tc.message
		if d := jsontest.Ref.Same(t, fmt.Sprintf("Marshal error %T %v", tc.v, tc.v),
			func() string { _, serr := stdjson.Marshal(tc.v); return fmt.Sprintf("err: %v", serr) },
			func() string { return "err: " + want },
		); d != "" {
			t.Errorf("encoding/json: Marshal(%v):\n%s", tc.v, d)
		}
		for name, marshal := range map[string]func(any) ([]byte, error){
			"Marshal": json.Marshal,
			"Encode":  func(v any) ([]byte, error) { return nil, json.NewEncoder(io.Discard).Encode(v) },
		} {
			_, err := marshal(tc.v)
			var me *json.MarshalerError
			if !errors.As(err, &me) || me.Type.String() != tc.typ || me.Err.Error() != tc.message {
				t.Errorf("%s(%v): %v (%T), want a *json.MarshalerError for %s carrying %q", name, tc.v, err, err, tc.typ, tc.message)
				continue
			}
			var uv *json.UnsupportedValueError
			if errors.As(err, &uv) != tc.value {
				t.Errorf("%s(%v): errors.As(*json.UnsupportedValueError) = %v, want %v", name, tc.v, !tc.value, tc.value)
			}
			if want := "json: error calling MarshalJSON for type " + tc.typ + ": " + tc.message; err.Error() != want {
				t.Errorf("%s(%v): message %q, want %q", name, tc.v, err, want)
			}
		}
		if out, err := tc.v.(json.MarshalAppender).MarshalAppendJSON([]byte("keep")); err == nil || string(out) != "keep" {
			t.Errorf("%v: MarshalAppendJSON = %q, %v; want the buffer unchanged and an error", tc.v, out, err)
		}
	}
}

func skipUnderRace(t *testing.T) {
	t.Helper()
	if raceEnabled {
		t.Skip("allocation counts are meaningless under the race detector")
	}
}

// TestAllocMarshalAppendJSON: the appenders allocate nothing, alone, and
// the fields of a struct written by a reused Encoder (through the wire
// methods) allocate nothing either.
func TestAllocMarshalAppendJSON(t *testing.T) {
	skipUnderRace(t)
	buf := make([]byte, 0, 512) // room for the 310 digits of -1.5e300
	for _, v := range []json.MarshalAppender{
		null.IntFrom(math.MinInt64), null.Int32From(-7), null.Int16From(300), null.ByteFrom(200),
		null.FloatFrom(-1.5e300), null.FloatFrom(1e-7), null.BoolFrom(true), null.StringFrom("<a href=\"x\">é\u2028</a>"),
		null.TimeFrom(time.Date(2025, 3, 14, 9, 26, 53, 589793238, time.FixedZone("", -3600))),
		null.Int{}, null.Float{}, null.String{}, null.Time{}, null.Bool{},
	} {
		if n := testing.AllocsPerRun(100, func() { _, _ = v.MarshalAppendJSON(buf) }); n != 0 {
			t.Errorf("%T %v: MarshalAppendJSON makes %v allocations, want 0", v, v, n)
		}
	}
	type allNull struct {
		Int    null.Int
		Int32  null.Int32
		Int16  null.Int16
		Byte   null.Byte
		Float  null.Float
		Bool   null.Bool
		String null.String
		Time   null.Time
		Omit   null.Int `json:",omitzero"`
	}
	v := &allNull{null.IntFrom(1), null.Int32From(2), null.Int16From(3), null.ByteFrom(4), null.FloatFrom(5.5),
		null.BoolFrom(true), null.StringFrom("six & <seven>"), null.TimeFrom(time.Now()), null.Int{}}
	enc := json.NewEncoder(io.Discard)
	if err := enc.Encode(v); err != nil {
		t.Fatal(err)
	}
	if n := testing.AllocsPerRun(100, func() { _ = enc.Encode(v) }); n != 0 {
		t.Errorf("Encoder.Encode(%T) makes %v allocations, want 0", v, n)
	}
}

// failingValues are valid values JSON cannot hold, with which every
// marshalling method fails.
func failingValues() []any {
	far := time.Date(10000, 1, 1, 0, 0, 0, 0, time.UTC)
	return []any{
		null.FloatFrom(math.NaN()), null.FloatFrom(math.Inf(1)), null.FloatFrom(math.Inf(-1)),
		null.TimeFrom(far), null.TimeFrom(far.AddDate(-10001, 0, 0)), null.TimeFrom(time.Now().In(time.FixedZone("", 24*3600))),
		null.ValueFrom(math.NaN()), null.ValueFrom([]any{1, math.Inf(1)}),
	}
}

// TestMarshalJSONWire: each type's MarshalJSONWire writes what its
// MarshalAppendJSON appends, on a Writer with any options (HTML escaping
// does not change it; indenting lays it out as MarshalIndent would), fails
// where it fails with the same error, leaving the Writer as it was, and
// keeps the Writer's options; json.CheckWire holds the wire methods to
// their contract.
func TestMarshalJSONWire(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 6))
	values := append(sampleValues(r, 300), failingValues()...)
	values = append(values, null.FloatFrom(1e300), null.FloatFrom(-5e-324), null.FloatFrom(1e21), null.FloatFrom(999999999999999999999))
	for _, v := range values {
		want, wantErr := v.(json.MarshalAppender).MarshalAppendJSON(nil)
		for _, escape := range []bool{true, false} {
			for _, indent := range []string{"", "\t"} {
				var w wire.Writer
				w.SetEscapeHTML(escape)
				w.SetIndent("", indent)
				w.Reset([]byte("x"))
				err := v.(json.WireMarshaler).MarshalJSONWire(&w)
				got := w.Bytes()[1:]
				if w.EscapeHTML() != escape {
					t.Errorf("%T %v: MarshalJSONWire changed the Writer's HTML escaping to %v", v, v, !escape)
				}
				if wantErr != nil || err != nil {
					// The method's error is MarshalAppendJSON's, in the
					// *json.MarshalerError encoding/json would wrap it in.
					var me *json.MarshalerError
					if wantErr == nil || !errors.As(err, &me) || me.Err.Error() != wantErr.Error() || len(got) != 0 {
						t.Errorf("%T %v, escape %v, indent %q: MarshalJSONWire wrote %q, %v; MarshalAppendJSON fails with %v", v, v, escape, indent, got, err, wantErr)
					}
					continue
				}
				laidOut := want
				if indent != "" {
					var b bytes.Buffer
					if err := json.Indent(&b, want, "", indent); err != nil {
						t.Fatal(err)
					}
					laidOut = b.Bytes()
				}
				if !bytes.Equal(got, laidOut) {
					t.Errorf("%T %v, escape %v, indent %q: MarshalJSONWire wrote %q, want %q", v, v, escape, indent, got, laidOut)
				}
			}
		}
		if wantErr != nil {
			continue
		}
		p := reflect.New(reflect.TypeOf(v)) // the wire methods on a pointer: UnmarshalJSONWire has one
		p.Elem().Set(reflect.ValueOf(v))
		if err := json.CheckWire(p.Interface()); err != nil {
			t.Errorf("%T %v: %v", v, v, err)
		}
	}
}

// viaAppend holds a value of this package and hides its wire methods, so
// that package json encodes it through MarshalAppendJSON: the reference
// the MarshalJSONWire methods are held to when package json calls them.
type viaAppend struct{ m json.MarshalAppender }

func (x viaAppend) MarshalAppendJSON(dst []byte) ([]byte, error) { return x.m.MarshalAppendJSON(dst) }

// encodeModes are the ways TestMarshalJSONWireModes has package json
// encode a value.
var encodeModes = []string{"Marshal", "MarshalIndent", "Encoder", "Encoder/noescape", "Encoder/indent", "Encoder/noescape/indent"}

func encodeMode(mode string, v any) ([]byte, error) {
	switch mode {
	case "Marshal":
		return json.Marshal(v)
	case "MarshalIndent":
		return json.MarshalIndent(v, "> ", "\t")
	}
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(!strings.Contains(mode, "noescape"))
	if strings.HasSuffix(mode, "/indent") {
		enc.SetIndent("> ", "\t")
	}
	err := enc.Encode(v)
	return b.Bytes(), err
}

// TestMarshalJSONWireModes: package json writes the same bytes for a value
// through its MarshalJSONWire as through its MarshalAppendJSON, alone, as
// a member of an object and as the elements of an array, in every mode of
// encoding, and fails for the same values.
func TestMarshalJSONWireModes(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 8))
	for _, v := range append(sampleValues(r, 100), failingValues()...) {
		ref := viaAppend{v.(json.MarshalAppender)}
		type member struct {
			V any `json:"v"`
		}
		for _, pair := range [][2]any{{v, ref}, {member{v}, member{ref}}, {[]any{v, v}, []any{ref, ref}}} {
			for _, mode := range encodeModes {
				got, err := encodeMode(mode, pair[0])
				want, wantErr := encodeMode(mode, pair[1])
				if !bytes.Equal(got, want) || (err == nil) != (wantErr == nil) {
					t.Errorf("%s %#v:\nthrough MarshalJSONWire:   %q, %v\nthrough MarshalAppendJSON: %q, %v", mode, pair[0], got, err, want, wantErr)
				}
			}
		}
	}
}

// TestAllocMarshalJSONWire: the wire methods write through a reused Writer
// without allocating, and a reused Encoder writes a row of every type
// without allocating, whatever its options.
func TestAllocMarshalJSONWire(t *testing.T) {
	skipUnderRace(t)
	w := wire.NewWriter(make([]byte, 0, 512)) // room for the 310 digits of -1.5e300
	for _, v := range []json.WireMarshaler{
		null.IntFrom(math.MinInt64), null.Int32From(-7), null.Int16From(300), null.ByteFrom(200),
		null.FloatFrom(-1.5e300), null.FloatFrom(1e-7), null.FloatFrom(0.5), null.BoolFrom(true),
		null.StringFrom("<a href=\"x\">é\u2028</a>"),
		null.TimeFrom(time.Date(2025, 3, 14, 9, 26, 53, 589793238, time.FixedZone("", -3600))),
		null.Int{}, null.Float{}, null.String{}, null.Time{}, null.Bool{}, null.Value[int]{},
	} {
		for _, escape := range []bool{true, false} {
			w.SetEscapeHTML(escape)
			if n := testing.AllocsPerRun(100, func() {
				w.Reset(w.Bytes()[:0])
				if err := v.MarshalJSONWire(w); err != nil {
					t.Fatal(err)
				}
			}); n != 0 {
				t.Errorf("%T %v, escape %v: MarshalJSONWire makes %v allocations, want 0", v, v, escape, n)
			}
		}
	}
	for _, mode := range []string{"escape", "noescape", "indent"} {
		enc := json.NewEncoder(io.Discard)
		enc.SetEscapeHTML(mode != "noescape")
		if mode == "indent" {
			enc.SetIndent("", "\t")
		}
		if err := enc.Encode(&benchValue); err != nil {
			t.Fatal(err)
		}
		if n := testing.AllocsPerRun(100, func() { _ = enc.Encode(&benchValue) }); n != 0 {
			t.Errorf("Encoder.Encode(%T), %s: %v allocations, want 0", benchValue, mode, n)
		}
	}
}

func ExampleInt() {
	type order struct {
		ID       null.Int    `json:"id"`
		Coupon   null.String `json:"coupon"`
		Discount null.Float  `json:"discount,omitzero"`
	}
	b, _ := json.Marshal(order{ID: null.IntFrom(42)})
	fmt.Println(string(b))

	var id null.Int
	err := id.UnmarshalJSON([]byte(`"17"`))
	fmt.Println(id.ValueOrZero(), id.Valid, err)
	// Output:
	// {"id":42,"coupon":null}
	// 17 true <nil>
}
