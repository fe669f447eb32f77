package nullcompat

import (
	"bytes"
	"database/sql"
	"database/sql/driver"
	stdjson "encoding/json"
	"fmt"
	"math"
	"math/rand/v2"
	"reflect"
	"strconv"
	"strings"
	"testing"
	"time"

	gnull "github.com/guregu/null/v5"

	"github.com/zerojson/json"
	"github.com/zerojson/json/internal/jsontest"
	"github.com/zerojson/json/null"
)

// The comparisons with guregu/null go through jsontest.Ref: guregu/null's
// methods call the toolchain's encoding/json, which on Go 1.27's default
// build is not classic (invalid UTF-8, error texts), and zerojson holds to
// classic (see internal/jsontest/reference.go). Keys name inputs by their
// index under a fixed seed where the values themselves print differently
// from run to run (times hold location pointers).

// canonOut prints an encoding result for the reference.
func canonOut(b []byte, err error) string {
	return canonErr(err) + "out: " + strconv.QuoteToASCII(string(b)) + "\n"
}

// canonErr prints an error by its message: guregu/null's errors are of
// other types than ours, so only the messages are compared.
func canonErr(err error) string {
	if err == nil {
		return "err: <nil>\n"
	}
	return fmt.Sprintf("err: %+q\n", err.Error())
}

// ourUnmarshal decodes with zerojson, for the decoding half of the test.
var ourUnmarshal = json.Unmarshal

// A kind is one type of guregu/null and its counterpart in package null.
type kind struct {
	name  string
	g, o  reflect.Type
	prior string // valid JSON of a non-null value, to decode over
	text  bool   // has MarshalText and UnmarshalText
	// random returns equal random values of the two types, guregu's first,
	// null with probability 1/5. Floats are finite.
	random func(r *rand.Rand) (g, o any)
}

func kinds() []kind {
	return []kind{
		{"Int", reflect.TypeFor[gnull.Int](), reflect.TypeFor[null.Int](), `5`, true, func(r *rand.Rand) (any, any) {
			n, ok := r.Int64()>>r.IntN(64)*int64(1-2*r.IntN(2)), valid(r)
			return gnull.NewInt(n, ok), null.NewInt(n, ok)
		}},
		{"Int32", reflect.TypeFor[gnull.Int32](), reflect.TypeFor[null.Int32](), `5`, true, func(r *rand.Rand) (any, any) {
			n, ok := int32(r.Uint32()>>r.IntN(32)), valid(r)
			return gnull.NewInt32(n, ok), null.NewInt32(n, ok)
		}},
		{"Int16", reflect.TypeFor[gnull.Int16](), reflect.TypeFor[null.Int16](), `5`, true, func(r *rand.Rand) (any, any) {
			n, ok := int16(r.Uint32()), valid(r)
			return gnull.NewInt16(n, ok), null.NewInt16(n, ok)
		}},
		{"Byte", reflect.TypeFor[gnull.Byte](), reflect.TypeFor[null.Byte](), `5`, true, func(r *rand.Rand) (any, any) {
			n, ok := byte(r.Uint32()), valid(r)
			return gnull.NewByte(n, ok), null.NewByte(n, ok)
		}},
		{"Float", reflect.TypeFor[gnull.Float](), reflect.TypeFor[null.Float](), `5.5`, true, func(r *rand.Rand) (any, any) {
			f, ok := randomFloat(r), valid(r)
			return gnull.NewFloat(f, ok), null.NewFloat(f, ok)
		}},
		{"Bool", reflect.TypeFor[gnull.Bool](), reflect.TypeFor[null.Bool](), `true`, true, func(r *rand.Rand) (any, any) {
			b, ok := r.IntN(2) == 0, valid(r)
			return gnull.NewBool(b, ok), null.NewBool(b, ok)
		}},
		{"String", reflect.TypeFor[gnull.String](), reflect.TypeFor[null.String](), `"prior"`, true, func(r *rand.Rand) (any, any) {
			s, ok := randomString(r), valid(r)
			return gnull.NewString(s, ok), null.NewString(s, ok)
		}},
		{"Time", reflect.TypeFor[gnull.Time](), reflect.TypeFor[null.Time](), `"2001-02-03T04:05:06.7+08:00"`, true, func(r *rand.Rand) (any, any) {
			t, ok := randomTime(r), valid(r)
			return gnull.NewTime(t, ok), null.NewTime(t, ok)
		}},
		{"Value[int64]", reflect.TypeFor[gnull.Value[int64]](), reflect.TypeFor[null.Value[int64]](), `5`, false, func(r *rand.Rand) (any, any) {
			n, ok := r.Int64()>>r.IntN(64), valid(r)
			return gnull.NewValue(n, ok), null.NewValue(n, ok)
		}},
		{"Value[string]", reflect.TypeFor[gnull.Value[string]](), reflect.TypeFor[null.Value[string]](), `"prior"`, false, func(r *rand.Rand) (any, any) {
			s, ok := randomString(r), valid(r)
			return gnull.NewValue(s, ok), null.NewValue(s, ok)
		}},
		{"Value[[]float64]", reflect.TypeFor[gnull.Value[[]float64]](), reflect.TypeFor[null.Value[[]float64]](), `[1,2]`, false, func(r *rand.Rand) (any, any) {
			var fs []float64
			if r.IntN(4) != 0 {
				fs = make([]float64, r.IntN(4))
				for i := range fs {
					fs[i] = randomFloat(r)
				}
			}
			ok := valid(r)
			return gnull.NewValue(fs, ok), null.NewValue(fs, ok)
		}},
	}
}

func valid(r *rand.Rand) bool { return r.IntN(5) != 0 }

// randomString mixes ASCII, the characters JSON and HTML escape, multi-byte
// UTF-8, U+2028 and invalid bytes.
func randomString(r *rand.Rand) string {
	pieces := []string{"a", "Z", " ", "0", "<", ">", "&", `"`, `\`, "/", "\n", "\t", "\x00", "\x1f", "\x7f",
		"é", "€", "😀", "\u2028", "\u2029", "\xff", "\xe2\x82", "null", "\ufffd", "12", "-"}
	var b strings.Builder
	for range r.IntN(10) {
		b.WriteString(pieces[r.IntN(len(pieces))])
	}
	return b.String()
}

func randomFloat(r *rand.Rand) float64 {
	special := []float64{0, math.Copysign(0, -1), 1, -1, 0.1, 1e20, 1e21, 1e-6, 1e-7, 123456789.125,
		math.MaxFloat64, -math.MaxFloat64, math.SmallestNonzeroFloat64, 1 << 53, 1<<53 + 1, 2.5e-8}
	switch r.IntN(3) {
	case 0:
		return special[r.IntN(len(special))]
	case 1:
		return (r.Float64() - 0.5) * math.Pow(10, float64(r.IntN(50)-25))
	}
	for {
		if f := math.Float64frombits(r.Uint64()); !math.IsNaN(f) && !math.IsInf(f, 0) {
			return f
		}
	}
}

var zones = []*time.Location{time.UTC, time.Local, time.FixedZone("", 0), time.FixedZone("W", -(9*3600 + 30*60)),
	time.FixedZone("E", 14*3600), time.FixedZone("odd", 3600+17)}

func randomTime(r *rand.Rand) time.Time {
	sec := r.Int64N(253402300799+62135596800) - 62135596800 // years 0001 to 9999
	nsec := []int64{0, r.Int64N(1e9), r.Int64N(1000) * 1e6}[r.IntN(3)]
	return time.Unix(sec, nsec).In(zones[r.IntN(len(zones))])
}

// ---- Encoding ----

// rowTypes builds two struct types of the same shape, one over guregu's
// types and one over ours: for every kind, a field of the type itself, one
// tagged omitzero, one omitempty, a pointer, a slice, a map value, a map
// key (for the types with text) and an interface.
func rowTypes(ks []kind) (g, o reflect.Type) {
	var gf, of []reflect.StructField
	add := func(name, tag string, gt, ot reflect.Type) {
		gf = append(gf, reflect.StructField{Name: name, Type: gt, Tag: reflect.StructTag(tag)})
		of = append(of, reflect.StructField{Name: name, Type: ot, Tag: reflect.StructTag(tag)})
	}
	for i, k := range ks {
		n := fmt.Sprintf("F%d", i)
		add(n, fmt.Sprintf(`json:"%s"`, strings.ToLower(k.name)), k.g, k.o)
		add(n+"Zero", `json:",omitzero"`, k.g, k.o)
		add(n+"Empty", `json:",omitempty"`, k.g, k.o)
		add(n+"Ptr", ``, reflect.PointerTo(k.g), reflect.PointerTo(k.o))
		add(n+"Slice", ``, reflect.SliceOf(k.g), reflect.SliceOf(k.o))
		add(n+"Map", ``, reflect.MapOf(reflect.TypeFor[string](), k.g), reflect.MapOf(reflect.TypeFor[string](), k.o))
		if k.text {
			add(n+"Key", ``, reflect.MapOf(k.g, reflect.TypeFor[int]()), reflect.MapOf(k.o, reflect.TypeFor[int]()))
		}
		add(n+"Any", ``, reflect.TypeFor[any](), reflect.TypeFor[any]())
	}
	return reflect.StructOf(gf), reflect.StructOf(of)
}

// randomRows fills one value of each row type with the same random values.
func randomRows(r *rand.Rand, ks []kind, gt, ot reflect.Type) (g, o reflect.Value) {
	g, o = reflect.New(gt).Elem(), reflect.New(ot).Elem()
	field := 0
	set := func(gv, ov any) {
		g.Field(field).Set(reflect.ValueOf(gv))
		o.Field(field).Set(reflect.ValueOf(ov))
		field++
	}
	for _, k := range ks {
		gv, ov := k.random(r)
		set(gv, ov)
		set(k.random(r))
		set(k.random(r))
		if r.IntN(3) == 0 {
			set(reflect.Zero(reflect.PointerTo(k.g)).Interface(), reflect.Zero(reflect.PointerTo(k.o)).Interface())
		} else {
			gp, op := reflect.New(k.g), reflect.New(k.o)
			gp.Elem().Set(reflect.ValueOf(gv))
			op.Elem().Set(reflect.ValueOf(ov))
			set(gp.Interface(), op.Interface())
		}
		gs, os := reflect.MakeSlice(reflect.SliceOf(k.g), 0, 3), reflect.MakeSlice(reflect.SliceOf(k.o), 0, 3)
		for range r.IntN(4) {
			gv, ov := k.random(r)
			gs, os = reflect.Append(gs, reflect.ValueOf(gv)), reflect.Append(os, reflect.ValueOf(ov))
		}
		set(gs.Interface(), os.Interface())
		gm := reflect.MakeMap(reflect.MapOf(reflect.TypeFor[string](), k.g))
		om := reflect.MakeMap(reflect.MapOf(reflect.TypeFor[string](), k.o))
		for i := range r.IntN(3) {
			gv, ov := k.random(r)
			key := reflect.ValueOf(fmt.Sprintf("<k%d>", i))
			gm.SetMapIndex(key, reflect.ValueOf(gv))
			om.SetMapIndex(key, reflect.ValueOf(ov))
		}
		set(gm.Interface(), om.Interface())
		if k.text {
			// One key: distinct values can share a text (every null is ""),
			// and the order of equal keys is not defined.
			gm := reflect.MakeMap(reflect.MapOf(k.g, reflect.TypeFor[int]()))
			om := reflect.MakeMap(reflect.MapOf(k.o, reflect.TypeFor[int]()))
			gv, ov := k.random(r)
			gm.SetMapIndex(reflect.ValueOf(gv), reflect.ValueOf(1))
			om.SetMapIndex(reflect.ValueOf(ov), reflect.ValueOf(1))
			set(gm.Interface(), om.Interface())
		}
		gv, ov = k.random(r)
		set(gv, ov)
	}
	return g, o
}

// encoders are the ways each side encodes a value: encoding/json for
// guregu's types, zerojson for ours.
var encoders = []struct {
	name      string
	std, ours func(v any) ([]byte, error)
}{
	{"Marshal", stdjson.Marshal, json.Marshal},
	{"MarshalIndent", func(v any) ([]byte, error) { return stdjson.MarshalIndent(v, "", "\t") },
		func(v any) ([]byte, error) { return json.MarshalIndent(v, "", "\t") }},
	{"MarshalAppend", stdjson.Marshal, func(v any) ([]byte, error) { return json.MarshalAppend([]byte{}, v) }},
	{"Encoder", func(v any) ([]byte, error) {
		var b bytes.Buffer
		err := stdjson.NewEncoder(&b).Encode(v)
		return b.Bytes(), err
	}, func(v any) ([]byte, error) {
		var b bytes.Buffer
		err := json.NewEncoder(&b).Encode(v)
		return b.Bytes(), err
	}},
	{"Encoder/SetEscapeHTML(false)", func(v any) ([]byte, error) {
		var b bytes.Buffer
		enc := stdjson.NewEncoder(&b)
		enc.SetEscapeHTML(false)
		err := enc.Encode(v)
		return b.Bytes(), err
	}, func(v any) ([]byte, error) {
		var b bytes.Buffer
		enc := json.NewEncoder(&b)
		enc.SetEscapeHTML(false)
		err := enc.Encode(v)
		return b.Bytes(), err
	}},
	{"Encoder/SetIndent", func(v any) ([]byte, error) {
		var b bytes.Buffer
		enc := stdjson.NewEncoder(&b)
		enc.SetIndent("> ", "\t")
		err := enc.Encode(v)
		return b.Bytes(), err
	}, func(v any) ([]byte, error) {
		var b bytes.Buffer
		enc := json.NewEncoder(&b)
		enc.SetIndent("> ", "\t")
		err := enc.Encode(v)
		return b.Bytes(), err
	}},
	{"Encoder/SetIndent/SetEscapeHTML(false)", func(v any) ([]byte, error) {
		var b bytes.Buffer
		enc := stdjson.NewEncoder(&b)
		enc.SetIndent("", "  ")
		enc.SetEscapeHTML(false)
		err := enc.Encode(v)
		return b.Bytes(), err
	}, func(v any) ([]byte, error) {
		var b bytes.Buffer
		enc := json.NewEncoder(&b)
		enc.SetIndent("", "  ")
		enc.SetEscapeHTML(false)
		err := enc.Encode(v)
		return b.Bytes(), err
	}},
}

// TestEncodeValues: each random value alone, and its MarshalJSON and text,
// are the same on both sides.
func TestEncodeValues(t *testing.T) {
	r := rand.New(rand.NewPCG(11, 12))
	for _, k := range kinds() {
		for i := range 2000 {
			gv, ov := k.random(r)
			for _, e := range encoders {
				if d := jsontest.Ref.Same(t, fmt.Sprintf("%s %s #%d", k.name, e.name, i),
					func() string { return canonOut(e.std(gv)) },
					func() string { return canonOut(e.ours(ov)) }); d != "" {
					t.Fatalf("%s %s %#v:\n%s", k.name, e.name, ov, d)
				}
			}
			if d := jsontest.Ref.Same(t, fmt.Sprintf("%s MarshalJSON #%d", k.name, i),
				func() string { return canonOut(gv.(stdjson.Marshaler).MarshalJSON()) },
				func() string { return canonOut(ov.(json.Marshaler).MarshalJSON()) }); d != "" {
				t.Fatalf("%s MarshalJSON %#v:\n%s", k.name, ov, d)
			}
			if k.text {
				want, werr := gv.(interface{ MarshalText() ([]byte, error) }).MarshalText()
				got, err := ov.(interface{ MarshalText() ([]byte, error) }).MarshalText()
				if werr != nil || err != nil || !bytes.Equal(got, want) || (got == nil) != (want == nil) {
					t.Fatalf("%s MarshalText %#v: guregu %q (%v), ours %q (%v)", k.name, ov, want, werr, got, err)
				}
			}
		}
	}
}

// TestEncodeStructs: random structs holding every kind in every position.
func TestEncodeStructs(t *testing.T) {
	r := rand.New(rand.NewPCG(13, 14))
	ks := kinds()
	gt, ot := rowTypes(ks)
	for i := range 500 {
		g, o := randomRows(r, ks, gt, ot)
		for _, e := range encoders {
			for _, addressable := range []bool{true, false} {
				gv, ov := g.Interface(), o.Interface()
				if addressable {
					gv, ov = g.Addr().Interface(), o.Addr().Interface()
				}
				if d := jsontest.Ref.Same(t, fmt.Sprintf("row %d %s addressable %v", i, e.name, addressable),
					func() string { return canonOut(e.std(gv)) },
					func() string { return canonOut(e.ours(ov)) }); d != "" {
					t.Fatalf("row %d, %s, addressable %v:\n%s", i, e.name, addressable, d)
				}
			}
		}
	}
}

// TestEncodeErrors: what JSON cannot hold fails on both sides, with errors
// that read the same but for the method named (see the report on
// MarshalerError below).
func TestEncodeErrors(t *testing.T) {
	far := time.Date(10000, 1, 1, 0, 0, 0, 0, time.UTC)
	for i, tc := range []struct{ g, o any }{
		{gnull.FloatFrom(math.NaN()), null.FloatFrom(math.NaN())},
		{gnull.FloatFrom(math.Inf(1)), null.FloatFrom(math.Inf(1))},
		{gnull.FloatFrom(math.Inf(-1)), null.FloatFrom(math.Inf(-1))},
		{gnull.ValueFrom(math.NaN()), null.ValueFrom(math.NaN())},
		{gnull.ValueFrom([]any{1, math.Inf(1)}), null.ValueFrom([]any{1, math.Inf(1)})},
		{gnull.TimeFrom(far), null.TimeFrom(far)},
		{gnull.TimeFrom(far.AddDate(-10001, 0, 0)), null.TimeFrom(far.AddDate(-10001, 0, 0))},
		{struct{ A []gnull.Float }{[]gnull.Float{{}, gnull.FloatFrom(math.NaN())}},
			struct{ A []null.Float }{[]null.Float{{}, null.FloatFrom(math.NaN())}}},
	} {
		for _, e := range encoders {
			describe := func(err error) string {
				if err == nil {
					return "no error"
				}
				return fmt.Sprintf("err: %q\ntype: %s\n", err.Error(), reflect.TypeOf(err).Elem().Name())
			}
			if d := jsontest.Ref.Same(t, fmt.Sprintf("#%d %s", i, e.name),
				func() string { _, err := e.std(tc.g); return describe(err) },
				func() string { _, err := e.ours(tc.o); return describe(err) }); d != "" {
				t.Errorf("%s %v:\n%s", e.name, tc.o, d)
			}
		}
	}
}

// ---- Decoding ----

// jsonInputs is the corpus of JSON inputs every kind decodes: valid and
// invalid JSON, as a decoder would pass them and as a direct call may.
func jsonInputs(r *rand.Rand) []string {
	in := []string{
		``, ` `, `n`, `nope`, `null`, ` null`, `null `, `nul`, `NULL`, `true`, `false`, `tru`, ` true`, `True`,
		`0`, `-0`, `1`, `-1`, `01`, `+1`, `-`, `1.`, `.5`, `1.0`, `1.5`, `-1.5`, `1e3`, `1E3`, `1e+3`, `1e-3`, `1e`, `0x10`,
		`127`, `128`, `-128`, `-129`, `255`, `256`, `32767`, `32768`, `-32768`, `-32769`,
		`2147483647`, `2147483648`, `-2147483648`, `-2147483649`,
		`9223372036854775807`, `9223372036854775808`, `-9223372036854775808`, `-9223372036854775809`,
		`18446744073709551615`, `1e400`, `-1e400`, `1e-400`, `5e-324`, `1.7976931348623157e308`,
		`123456789012345678901234567890`, `0.1000000000000000055511151231257827021181583404541015625`,
		`""`, `"0"`, `"1"`, `"-1"`, `"+1"`, `"-0"`, `"+0"`, `"007"`, `"1.5"`, `".5"`, `"1e3"`, `"1E3"`, `"+1e3"`, `"1_000"`,
		`"0x10"`, `"0x1p-2"`, `"NaN"`, `"nan"`, `"Inf"`, `"+Inf"`, `"-Inf"`, `"infinity"`, `" 1"`, `"1 "`,
		`"255"`, `"256"`, `"32768"`, `"-32769"`, `"2147483648"`, `"9223372036854775807"`, `"9223372036854775808"`,
		`"1e400"`, `"4\u0032"`, `"\u0034\u0032"`, `"1"x`, `"1`, `"`, `"null"`, `"true"`, `"abc"`, `"a\"b"`, `"a\\b"`,
		`"\ud83d\ude00"`, `"\ud800"`, `"é"`, "\"a\xffb\"", "\"a\tb\"", `"<&>"`, `"\u2028"`, ` "x" `, `"x" "y"`,
		`"2006-01-02T15:04:05Z"`, `"2006-01-02T15:04:05.999999999+07:00"`, `"2006-01-02T15:04:05-00:00"`,
		`"2006-01-02T15:04:05"`, `"2006-01-02"`, `"2006-01-02T15:04:05\u005a"`, `"2006-01-02t15:04:05z"`,
		`"0000-01-01T00:00:00Z"`, `"9999-12-31T23:59:59.999999999Z"`, `"2006-01-02T24:00:00Z"`, `"2006-02-30T00:00:00Z"`,
		`"2006-01-02T15:04:05+24:00"`, `"2006-01-02 15:04:05Z"`, ` "2006-01-02T15:04:05Z"`,
		`{}`, `{"a":1}`, `[]`, `[1]`, `[1,2]`, `[1.5]`, `["a"]`, `[null]`, `[`, `{`, `}`, `1 2`, `1,`, `x`, `//`,
	}
	for range 400 {
		var s string
		switch r.IntN(6) {
		case 0:
			s = strconv.FormatInt(r.Int64()>>r.IntN(64), 10)
		case 1:
			s = strconv.FormatFloat(randomFloat(r), "efg"[r.IntN(3)], -1, 64)
		case 2:
			s = strconv.Quote(strconv.FormatInt(r.Int64()>>r.IntN(64)*int64(1-2*r.IntN(2)), 10))
		case 3:
			b, _ := json.Marshal(randomString(r)) // the same bytes on every build
			s = string(b)
		case 4:
			s = `"` + randomTime(r).Format([]string{time.RFC3339Nano, time.RFC3339, time.DateTime, time.RFC1123}[r.IntN(4)]) + `"`
		case 5:
			// A few mutations of a corpus entry.
			b := []byte(in[r.IntN(len(in))])
			for range 1 + r.IntN(2) {
				if len(b) > 0 && r.IntN(2) == 0 {
					i := r.IntN(len(b))
					b = append(b[:i], b[i+1:]...)
				} else {
					i := r.IntN(len(b) + 1)
					b = append(b[:i], append([]byte{`0-+.e"\ n`[r.IntN(9)]}, b[i:]...)...)
				}
			}
			s = string(b)
		}
		in = append(in, s)
	}
	return in
}

// state is a decoded value as a comparable description: the embedded
// database/sql struct, which the two packages share, with times reduced to
// instant, zone and offset (their locations are different pointers).
func state(v reflect.Value) string {
	f := v.Field(0).Interface()
	if nt, ok := f.(sql.NullTime); ok {
		name, off := nt.Time.Zone()
		return fmt.Sprintf("{%s %s %d %v}", nt.Time.UTC().Format(time.RFC3339Nano), name, off, nt.Valid)
	}
	if nf, ok := f.(sql.NullFloat64); ok {
		return fmt.Sprintf("{%x %v}", math.Float64bits(nf.Float64), nf.Valid)
	}
	return fmt.Sprintf("%#v", f)
}

// canonDecode prints the error and the state a decoding left, for the
// reference: errors by their message, but for the one wording ours fixes.
func canonDecode(k kind, err error, state string, guregu bool) string {
	e := canonErr(err)
	if guregu && k.name == "Float" {
		e = strings.Replace(e, "convert string to int:", "convert string to float:", 1)
	}
	return e + "dst: " + state + "\n"
}

// sameError reports whether guregu's error gerr and ours oerr read the
// same, but for the one wording ours fixes.
func sameError(k kind, gerr, oerr error) bool {
	return canonDecode(k, gerr, "", true) == canonDecode(k, oerr, "", false)
}

type unmarshaler interface{ UnmarshalJSON([]byte) error }

// TestDecode: every input of the corpus, decoded by each kind's
// UnmarshalJSON directly, and through a decoder alone and as a struct
// field (with Unmarshal and with a Decoder), over a null and over a valid
// value, leaves the same state and the same error. Through a decoder ours
// are read by their UnmarshalJSONWire methods.
func TestDecode(t *testing.T) {
	r := rand.New(rand.NewPCG(21, 22))
	inputs := jsonInputs(r)
	accepted := 0
	for _, k := range kinds() {
		for _, prior := range []string{"", k.prior} {
			for _, in := range inputs {
				g, o := reflect.New(k.g), reflect.New(k.o)
				if prior != "" {
					if err := errorsOf(g.Interface().(unmarshaler).UnmarshalJSON([]byte(prior)),
						o.Interface().(unmarshaler).UnmarshalJSON([]byte(prior))); err != nil {
						t.Fatalf("%s prior %s: %v", k.name, prior, err)
					}
				}
				key := fmt.Sprintf("%s over %+q: %+q", k.name, prior, in)
				if d := jsontest.Ref.Same(t, "UnmarshalJSON "+key,
					func() string {
						err := g.Interface().(unmarshaler).UnmarshalJSON([]byte(in))
						return canonDecode(k, err, state(g.Elem()), true)
					},
					func() string {
						err := o.Interface().(unmarshaler).UnmarshalJSON([]byte(in))
						if err == nil {
							accepted++
						}
						return canonDecode(k, err, state(o.Elem()), false)
					}); d != "" {
					t.Errorf("%s.UnmarshalJSON(%#q) over %s:\n%s", k.name, in, prior, d)
				}

				// The same through a decoder, as a field.
				gw := reflect.New(reflect.StructOf([]reflect.StructField{{Name: "V", Type: k.g, Tag: `json:"v"`}}))
				ow := reflect.New(reflect.StructOf([]reflect.StructField{{Name: "V", Type: k.o, Tag: `json:"v"`}}))
				gw.Elem().Field(0).Set(g.Elem())
				ow.Elem().Field(0).Set(o.Elem())
				doc := []byte(`{"v":` + in + `}`)
				if d := jsontest.Ref.Same(t, "Unmarshal "+key,
					func() string {
						err := stdjson.Unmarshal(doc, gw.Interface())
						return canonDecode(k, err, state(gw.Elem().Field(0)), true)
					},
					func() string {
						err := ourUnmarshal(doc, ow.Interface())
						return canonDecode(k, err, state(ow.Elem().Field(0)), false)
					}); d != "" {
					t.Errorf("Unmarshal(%#q) into %s:\n%s", doc, k.name, d)
				}

				// With a Decoder, as a field, over the prior value again.
				gw.Elem().Field(0).Set(reflect.Zero(k.g))
				ow.Elem().Field(0).Set(reflect.Zero(k.o))
				if prior != "" {
					if err := errorsOf(gw.Elem().Field(0).Addr().Interface().(unmarshaler).UnmarshalJSON([]byte(prior)),
						ow.Elem().Field(0).Addr().Interface().(unmarshaler).UnmarshalJSON([]byte(prior))); err != nil {
						t.Fatalf("%s prior %s: %v", k.name, prior, err)
					}
				}
				if d := jsontest.Ref.Same(t, "Decoder "+key,
					func() string {
						err := stdjson.NewDecoder(bytes.NewReader(doc)).Decode(gw.Interface())
						return canonDecode(k, err, state(gw.Elem().Field(0)), true)
					},
					func() string {
						err := json.NewDecoder(bytes.NewReader(doc)).Decode(ow.Interface())
						return canonDecode(k, err, state(ow.Elem().Field(0)), false)
					}); d != "" {
					t.Errorf("Decoder.Decode(%#q) into %s:\n%s", doc, k.name, d)
				}

				// Alone, with Unmarshal, over the prior value again.
				ga, oa := reflect.New(k.g), reflect.New(k.o)
				if prior != "" {
					if err := errorsOf(ga.Interface().(unmarshaler).UnmarshalJSON([]byte(prior)),
						oa.Interface().(unmarshaler).UnmarshalJSON([]byte(prior))); err != nil {
						t.Fatalf("%s prior %s: %v", k.name, prior, err)
					}
				}
				if d := jsontest.Ref.Same(t, "Unmarshal alone "+key,
					func() string {
						err := stdjson.Unmarshal([]byte(in), ga.Interface())
						return canonDecode(k, err, state(ga.Elem()), true)
					},
					func() string {
						err := ourUnmarshal([]byte(in), oa.Interface())
						return canonDecode(k, err, state(oa.Elem()), false)
					}); d != "" {
					t.Errorf("Unmarshal(%#q) into a %s:\n%s", in, k.name, d)
				}
			}
		}
	}
	t.Logf("%d inputs, %d decodes accepted directly", len(inputs), accepted)
}

func errorsOf(errs ...error) error {
	for _, err := range errs {
		if err != nil {
			return err
		}
	}
	return nil
}

type texter interface {
	UnmarshalText([]byte) error
	MarshalText() ([]byte, error)
}

// TestText: UnmarshalText over a corpus, then MarshalText, agree.
func TestText(t *testing.T) {
	r := rand.New(rand.NewPCG(31, 32))
	inputs := []string{"", "null", "NULL", " ", "0", "-0", "+1", "1", "-1", "007", "1.5", "1e3", ".5", "NaN", "-Inf",
		"255", "256", "-1", "32768", "2147483648", "9223372036854775808", "99999999999999999999", "1e400", "0x10",
		"true", "false", "TRUE", "abc", "<&>", "é", "\xff", "2006-01-02T15:04:05Z", "2006-01-02T15:04:05.5+01:00",
		"2006-01-02", "2006-01-02T15:04:05"}
	for range 200 {
		inputs = append(inputs, randomString(r), strconv.FormatInt(r.Int64()>>r.IntN(64), 10),
			strconv.FormatFloat(randomFloat(r), 'g', -1, 64), randomTime(r).Format(time.RFC3339Nano))
	}
	for _, k := range kinds() {
		if !k.text {
			continue
		}
		for _, prior := range []string{"", k.prior} {
			for _, in := range inputs {
				g, o := reflect.New(k.g), reflect.New(k.o)
				if prior != "" {
					_ = g.Interface().(unmarshaler).UnmarshalJSON([]byte(prior))
					_ = o.Interface().(unmarshaler).UnmarshalJSON([]byte(prior))
				}
				gerr := g.Interface().(texter).UnmarshalText([]byte(in))
				oerr := o.Interface().(texter).UnmarshalText([]byte(in))
				if !sameError(k, gerr, oerr) {
					t.Errorf("%s.UnmarshalText(%q) over %s:\n  guregu error %v\nzerojson error %v", k.name, in, prior, gerr, oerr)
				}
				if gs, os := state(g.Elem()), state(o.Elem()); gs != os {
					t.Errorf("%s.UnmarshalText(%q) over %s:\n  guregu %s\nzerojson %s", k.name, in, prior, gs, os)
				}
				gt, gerr := g.Interface().(texter).MarshalText()
				ot, oerr := o.Interface().(texter).MarshalText()
				if !bytes.Equal(gt, ot) || !sameError(k, gerr, oerr) {
					t.Errorf("%s.MarshalText after UnmarshalText(%q): guregu %q (%v), zerojson %q (%v)", k.name, in, gt, gerr, ot, oerr)
				}
			}
		}
	}
}

// TestSQL: Scan over a corpus of driver values, then Value, agree.
func TestSQL(t *testing.T) {
	when := time.Date(2026, 3, 14, 9, 26, 53, 5, time.FixedZone("", 3600))
	inputs := []any{nil, int64(0), int64(-7), int64(300), int64(1 << 40), 1.5, math.NaN(), float64(1 << 62), true, false,
		"12", "-12", "1.5", "true", "abc", "", []byte("42"), []byte("x"), when, "2006-01-02T15:04:05Z", []int{1}}
	for _, k := range kinds() {
		for _, in := range inputs {
			g, o := reflect.New(k.g), reflect.New(k.o)
			gerr := g.Interface().(sql.Scanner).Scan(in)
			oerr := o.Interface().(sql.Scanner).Scan(in)
			if (gerr == nil) != (oerr == nil) || gerr != nil && gerr.Error() != oerr.Error() {
				t.Errorf("%s.Scan(%#v): guregu %v, zerojson %v", k.name, in, gerr, oerr)
			}
			if gs, os := state(g.Elem()), state(o.Elem()); gs != os {
				t.Errorf("%s.Scan(%#v):\n  guregu %s\nzerojson %s", k.name, in, gs, os)
			}
			gv, gerr := g.Elem().Interface().(driver.Valuer).Value()
			ov, oerr := o.Elem().Interface().(driver.Valuer).Value()
			if fmt.Sprintf("%#v %v", gv, gerr) != fmt.Sprintf("%#v %v", ov, oerr) {
				t.Errorf("%s.Value() after Scan(%#v): guregu %#v (%v), zerojson %#v (%v)", k.name, in, gv, gerr, ov, oerr)
			}
		}
	}
}

// TestAPI: the exported API of guregu/null, as a program uses it, compiles
// and behaves the same against ours. Each line is written once per package.
func TestAPI(t *testing.T) {
	n, f, b, s, tm := int64(3), 2.5, true, "s", time.Unix(0, 0)
	i32, i16, by := int32(3), int16(3), byte(3)
	g := fmt.Sprint(
		gnull.IntFrom(1), gnull.IntFromPtr(&n), gnull.IntFromPtr(nil), gnull.NewInt(1, false).ValueOrZero(),
		gnull.IntFrom(1).Ptr() != nil, gnull.Int64{}.IsZero(), gnull.IntFrom(1).Equal(gnull.IntFrom(1)),
		gnull.Int32From(1), gnull.Int32FromPtr(&i32), gnull.NewInt32(1, true).Int32, gnull.Int16From(1),
		gnull.Int16FromPtr(&i16), gnull.NewInt16(2, true).ValueOrZero(), gnull.ByteFrom(1), gnull.ByteFromPtr(&by),
		gnull.NewByte(1, true).Equal(gnull.ByteFrom(1)), gnull.FloatFrom(1), gnull.FloatFromPtr(&f), gnull.NewFloat(1, true).Float64,
		gnull.BoolFrom(true), gnull.BoolFromPtr(&b), gnull.NewBool(true, false).ValueOrZero(), gnull.StringFrom("x"),
		gnull.StringFromPtr(&s), gnull.NewString("x", false).ValueOrZero(), gnull.TimeFrom(tm).ValueOrZero().Unix(),
		gnull.TimeFromPtr(&tm).Valid, gnull.NewTime(tm, true).ExactEqual(gnull.TimeFrom(tm)), gnull.ValueFrom(1).V,
		gnull.ValueFromPtr(&n).ValueOrZero(), gnull.NewValue("x", false).IsZero(), *gnull.ValueFrom(2).Ptr(),
	)
	o := fmt.Sprint(
		null.IntFrom(1), null.IntFromPtr(&n), null.IntFromPtr(nil), null.NewInt(1, false).ValueOrZero(),
		null.IntFrom(1).Ptr() != nil, null.Int64{}.IsZero(), null.IntFrom(1).Equal(null.IntFrom(1)),
		null.Int32From(1), null.Int32FromPtr(&i32), null.NewInt32(1, true).Int32, null.Int16From(1),
		null.Int16FromPtr(&i16), null.NewInt16(2, true).ValueOrZero(), null.ByteFrom(1), null.ByteFromPtr(&by),
		null.NewByte(1, true).Equal(null.ByteFrom(1)), null.FloatFrom(1), null.FloatFromPtr(&f), null.NewFloat(1, true).Float64,
		null.BoolFrom(true), null.BoolFromPtr(&b), null.NewBool(true, false).ValueOrZero(), null.StringFrom("x"),
		null.StringFromPtr(&s), null.NewString("x", false).ValueOrZero(), null.TimeFrom(tm).ValueOrZero().Unix(),
		null.TimeFromPtr(&tm).Valid, null.NewTime(tm, true).ExactEqual(null.TimeFrom(tm)), null.ValueFrom(1).V,
		null.ValueFromPtr(&n).ValueOrZero(), null.NewValue("x", false).IsZero(), *null.ValueFrom(2).Ptr(),
	)
	if g != o {
		t.Errorf("guregu:   %s\nzerojson: %s", g, o)
	}
	var gi gnull.Int
	var oi null.Int
	gi.SetValid(4)
	oi.SetValid(4)
	if gi.NullInt64 != oi.NullInt64 {
		t.Errorf("SetValid: %v vs %v", gi, oi)
	}
}
