package null_test

import (
	"bytes"
	"database/sql"
	"database/sql/driver"
	"math"
	"strings"
	"testing"
	"time"

	"github.com/zerojson/json"
	"github.com/zerojson/json/internal/jsontest"
	"github.com/zerojson/json/null"
	"github.com/zerojson/json/wire"
)

// The decoding tests spell out what guregu/null accepts and rejects, input
// by input, for UnmarshalJSON, and hold UnmarshalJSONWire, which package
// json calls, to UnmarshalJSON on the same inputs and more;
// bench/nullcompat checks the same against guregu/null itself on a larger
// corpus.

type unmarshaler interface{ UnmarshalJSON([]byte) error }

// decodeCase is one input for one type. A wantErr of "" means success; one
// ending in "…" is a prefix of the expected message, else the whole of it.
type decodeCase[T any] struct {
	jsontest.CaseName
	in      string
	want    T
	wantErr string
}

func runDecodeCases[T any, P interface {
	*T
	unmarshaler
}](t *testing.T, same func(a, b T) bool, cases []decodeCase[T]) {
	t.Helper()
	for _, tc := range cases {
		var got T
		err := P(&got).UnmarshalJSON([]byte(tc.in))
		switch {
		case tc.wantErr == "" && err != nil:
			t.Errorf("%s: %s: UnmarshalJSON(%q): %v", tc.Where, tc.Name, tc.in, err)
		case tc.wantErr != "" && err == nil:
			t.Errorf("%s: %s: UnmarshalJSON(%q) = %+v, want error %q", tc.Where, tc.Name, tc.in, got, tc.wantErr)
		case err != nil && !errMatches(err.Error(), tc.wantErr):
			t.Errorf("%s: %s: UnmarshalJSON(%q):\n got error %q\nwant error %q", tc.Where, tc.Name, tc.in, err, tc.wantErr)
		case err == nil && !same(got, tc.want):
			t.Errorf("%s: %s: UnmarshalJSON(%q) = %+v, want %+v", tc.Where, tc.Name, tc.in, got, tc.want)
		}
	}
}

func errMatches(got, want string) bool {
	if p, ok := strings.CutSuffix(want, "…"); ok {
		return strings.HasPrefix(got, p)
	}
	return got == want
}

func eq[T comparable](a, b T) bool { return a == b }

// The expected errors of the integers' tables, by their beginnings.
const (
	typeErr     = "json: cannot unmarshal …"
	syntaxErr   = "invalid character …"
	convErr     = "null: couldn't convert string to int: strconv.ParseInt: …"
	byteConvErr = "null: couldn't convert string to int: strconv.ParseUint: …"
)

// The decoding tables, one per type, are functions so that
// TestUnmarshalJSONWire can run their inputs too.

func intCases() []decodeCase[null.Int] {
	name := jsontest.Name
	return []decodeCase[null.Int]{
		{name("null"), `null`, null.Int{}, ""},
		{name("anything starting with n is null"), `nope`, null.Int{}, ""},
		{name("zero"), `0`, null.IntFrom(0), ""},
		{name("minus zero"), `-0`, null.IntFrom(0), ""},
		{name("number"), `12345`, null.IntFrom(12345), ""},
		{name("max"), `9223372036854775807`, null.IntFrom(math.MaxInt64), ""},
		{name("min"), `-9223372036854775808`, null.IntFrom(math.MinInt64), ""},
		{name("overflow"), `9223372036854775808`, null.Int{}, "json: cannot unmarshal number 9223372036854775808 into Go value of type int64"},
		{name("fraction"), `1.0`, null.Int{}, "json: cannot unmarshal number 1.0 into Go value of type int64"},
		{name("exponent"), `1e3`, null.Int{}, "json: cannot unmarshal number 1e3 into Go value of type int64"},
		{name("leading zero"), `01`, null.Int{}, "invalid character '1' after top-level value"},
		{name("plus"), `+1`, null.Int{}, syntaxErr},
		{name("lone minus"), `-`, null.Int{}, "invalid character ' ' in numeric literal"},
		{name("whitespace around"), " \t12\n ", null.IntFrom(12), ""},
		{name("quoted"), `"42"`, null.IntFrom(42), ""},
		{name("quoted minus"), `"-42"`, null.IntFrom(-42), ""},
		{name("quoted plus"), `"+42"`, null.IntFrom(42), ""},
		{name("quoted leading zeros"), `"0042"`, null.IntFrom(42), ""},
		{name("quoted escape"), `"4\u0032"`, null.IntFrom(42), ""},
		{name("quoted max"), `"9223372036854775807"`, null.IntFrom(math.MaxInt64), ""},
		{name("quoted overflow"), `"9223372036854775808"`, null.Int{}, convErr},
		{name("quoted empty"), `""`, null.Int{}, convErr},
		{name("quoted fraction"), `"1.5"`, null.Int{}, convErr},
		{name("quoted space"), `" 1"`, null.Int{}, convErr},
		{name("quoted null"), `"null"`, null.Int{}, convErr},
		{name("quoted trailing"), `"1"x`, null.Int{}, "null: couldn't unmarshal number string: invalid character 'x' after top-level value"},
		{name("unterminated"), `"1`, null.Int{}, "null: couldn't unmarshal number string: unexpected end of JSON input"},
		{name("true"), `true`, null.Int{}, "json: cannot unmarshal bool into Go value of type int64"},
		{name("object"), `{}`, null.Int{}, "json: cannot unmarshal object into Go value of type int64"},
		{name("array"), `[]`, null.Int{}, "json: cannot unmarshal array into Go value of type int64"},
		{name("empty"), ``, null.Int{}, "UnmarshalJSON: no data"},
		{name("garbage"), `x`, null.Int{}, syntaxErr},
		{name("two values"), `1 2`, null.Int{}, "invalid character '2' after top-level value"},
	}
}

func int32Cases() []decodeCase[null.Int32] {
	name := jsontest.Name
	return []decodeCase[null.Int32]{
		{name("max"), `2147483647`, null.Int32From(math.MaxInt32), ""},
		{name("overflow"), `2147483648`, null.Int32{}, typeErr},
		{name("quoted min"), `"-2147483648"`, null.Int32From(math.MinInt32), ""},
		{name("quoted overflow"), `"-2147483649"`, null.Int32{}, convErr},
	}
}

func int16Cases() []decodeCase[null.Int16] {
	name := jsontest.Name
	return []decodeCase[null.Int16]{
		{name("max"), `32767`, null.Int16From(math.MaxInt16), ""},
		{name("overflow"), `32768`, null.Int16{}, typeErr},
		{name("quoted min"), `"-32768"`, null.Int16From(math.MinInt16), ""},
		{name("quoted overflow"), `"40000"`, null.Int16{}, convErr},
	}
}

func byteCases() []decodeCase[null.Byte] {
	name := jsontest.Name
	return []decodeCase[null.Byte]{
		{name("zero"), `0`, null.ByteFrom(0), ""},
		{name("max"), `255`, null.ByteFrom(255), ""},
		{name("overflow"), `256`, null.Byte{}, "json: cannot unmarshal number 256 into Go value of type uint8"},
		{name("negative"), `-1`, null.Byte{}, "json: cannot unmarshal number -1 into Go value of type uint8"},
		{name("minus zero"), `-0`, null.Byte{}, typeErr},
		{name("quoted"), `"255"`, null.ByteFrom(255), ""},
		{name("quoted plus"), `"+1"`, null.Byte{}, byteConvErr},
		{name("quoted minus zero"), `"-0"`, null.Byte{}, byteConvErr},
		{name("quoted overflow"), `"256"`, null.Byte{}, byteConvErr},
	}
}

func TestUnmarshalInt(t *testing.T) {
	runDecodeCases(t, eq, intCases())
	runDecodeCases(t, eq, int32Cases())
	runDecodeCases(t, eq, int16Cases())
	runDecodeCases(t, eq, byteCases())
}

func sameFloat(a, b null.Float) bool {
	return a.Valid == b.Valid && math.Float64bits(a.Float64) == math.Float64bits(b.Float64) ||
		a.Valid == b.Valid && math.IsNaN(a.Float64) && math.IsNaN(b.Float64)
}

func floatCases() []decodeCase[null.Float] {
	name := jsontest.Name
	const convErr = "null: couldn't convert string to float: strconv.ParseFloat: …"
	return []decodeCase[null.Float]{
		{name("null"), `null`, null.Float{}, ""},
		{name("integer"), `3`, null.FloatFrom(3), ""},
		{name("fraction"), `-1.25`, null.FloatFrom(-1.25), ""},
		{name("exponent"), `1E2`, null.FloatFrom(100), ""},
		{name("minus zero"), `-0`, null.FloatFrom(math.Copysign(0, -1)), ""},
		{name("smallest"), `5e-324`, null.FloatFrom(5e-324), ""},
		{name("underflow to zero"), `1e-400`, null.FloatFrom(0), ""},
		{name("overflow"), `1e400`, null.Float{}, "json: cannot unmarshal number 1e400 into Go value of type float64"},
		{name("leading dot"), `.5`, null.Float{}, "invalid character '.' looking for beginning of value"},
		{name("trailing dot"), `1.`, null.Float{}, "invalid character …"},
		{name("quoted"), `"1.5"`, null.FloatFrom(1.5), ""},
		{name("quoted leading dot"), `".5"`, null.FloatFrom(0.5), ""},
		{name("quoted plus"), `"+1e3"`, null.FloatFrom(1000), ""},
		{name("quoted NaN"), `"NaN"`, null.FloatFrom(math.NaN()), ""},
		{name("quoted Inf"), `"-Inf"`, null.FloatFrom(math.Inf(-1)), ""},
		{name("quoted hex"), `"0x1p-2"`, null.FloatFrom(0.25), ""},
		{name("quoted overflow"), `"1e400"`, null.Float{}, convErr},
		{name("quoted empty"), `""`, null.Float{}, convErr},
		{name("quoted words"), `"one"`, null.Float{}, convErr},
		{name("bool"), `false`, null.Float{}, "json: cannot unmarshal bool into Go value of type float64"},
		{name("empty"), ``, null.Float{}, "UnmarshalJSON: no data"},
	}
}

func TestUnmarshalFloat(t *testing.T) { runDecodeCases(t, sameFloat, floatCases()) }

func boolCases() []decodeCase[null.Bool] {
	name := jsontest.Name
	return []decodeCase[null.Bool]{
		{name("true"), `true`, null.BoolFrom(true), ""},
		{name("false"), `false`, null.BoolFrom(false), ""},
		{name("null"), `null`, null.Bool{}, ""},
		{name("n"), `n`, null.Bool{}, ""},
		{name("space"), ` true `, null.BoolFrom(true), ""},
		{name("quoted"), `"true"`, null.Bool{}, "null: couldn't unmarshal JSON: json: cannot unmarshal string into Go value of type bool"},
		{name("number"), `1`, null.Bool{}, "null: couldn't unmarshal JSON: json: cannot unmarshal number into Go value of type bool"},
		{name("truncated"), `tru`, null.Bool{}, "null: couldn't unmarshal JSON: …"},
		{name("empty"), ``, null.Bool{}, "null: couldn't unmarshal JSON: unexpected end of JSON input"},
	}
}

func TestUnmarshalBool(t *testing.T) { runDecodeCases(t, eq, boolCases()) }

func stringCases() []decodeCase[null.String] {
	name := jsontest.Name
	return []decodeCase[null.String]{
		{name("plain"), `"hello"`, null.StringFrom("hello"), ""},
		{name("empty"), `""`, null.StringFrom(""), ""},
		{name("null"), `null`, null.String{}, ""},
		{name("quoted null"), `"null"`, null.StringFrom("null"), ""},
		{name("utf-8"), `"héllo €"`, null.StringFrom("héllo €"), ""},
		{name("escapes"), `"a\"b\\c\n\u00e9\ud83d\ude00"`, null.StringFrom("a\"b\\c\né😀"), ""},
		{name("invalid utf-8"), "\"a\xffb\"", null.StringFrom("a\ufffdb"), ""},
		{name("html"), `"<&>"`, null.StringFrom("<&>"), ""},
		{name("space"), ` "x" `, null.StringFrom("x"), ""},
		{name("control character"), "\"a\tb\"", null.String{}, "null: couldn't unmarshal JSON: invalid character '\\t' in string literal"},
		{name("number"), `12`, null.String{}, "null: couldn't unmarshal JSON: json: cannot unmarshal number into Go value of type string"},
		{name("object"), `{}`, null.String{}, "null: couldn't unmarshal JSON: json: cannot unmarshal object into Go value of type string"},
		{name("unterminated"), `"abc`, null.String{}, "null: couldn't unmarshal JSON: unexpected end of JSON input"},
		{name("lone quote"), `"`, null.String{}, "null: couldn't unmarshal JSON: unexpected end of JSON input"},
		{name("inner quote"), `"a"b"`, null.String{}, "null: couldn't unmarshal JSON: invalid character 'b' after top-level value"},
	}
}

func TestUnmarshalString(t *testing.T) { runDecodeCases(t, eq, stringCases()) }

func sameTime(a, b null.Time) bool {
	_, ao := a.Time.Zone()
	_, bo := b.Time.Zone()
	return a.Valid == b.Valid && a.Time.Equal(b.Time) && ao == bo
}

func timeCases() []decodeCase[null.Time] {
	name := jsontest.Name
	when := time.Date(2026, 3, 14, 9, 26, 53, 589793238, time.UTC)
	return []decodeCase[null.Time]{
		{name("UTC"), `"2026-03-14T09:26:53.589793238Z"`, null.TimeFrom(when), ""},
		{name("offset"), `"2026-03-14T10:56:53.589793238+01:30"`, null.TimeFrom(when.In(time.FixedZone("", 5400))), ""},
		{name("null"), `null`, null.Time{}, ""},
		{name("zero time"), `"0001-01-01T00:00:00Z"`, null.TimeFrom(time.Time{}), ""},
		{name("date only"), `"2026-03-14"`, null.Time{}, "null: couldn't unmarshal JSON: parsing time …"},
		{name("escaped"), `"2026-03-14T09:26:53\u005a"`, null.Time{}, "null: couldn't unmarshal JSON: parsing time …"},
		{name("number"), `1`, null.Time{}, "null: couldn't unmarshal JSON: Time.UnmarshalJSON: input is not a JSON string"},
		{name("quoted null"), `"null"`, null.Time{}, "null: couldn't unmarshal JSON: parsing time …"},
		{name("space"), ` "2026-03-14T09:26:53.589793238Z"`, null.TimeFrom(when), ""},
		{name("empty"), ``, null.Time{}, "null: couldn't unmarshal JSON: unexpected end of JSON input"},
	}
}

func TestUnmarshalTime(t *testing.T) { runDecodeCases(t, sameTime, timeCases()) }

func valueCases() []decodeCase[null.Value[int]] {
	name := jsontest.Name
	return []decodeCase[null.Value[int]]{
		{name("number"), `7`, null.ValueFrom(7), ""},
		{name("null"), `null`, null.Value[int]{}, ""},
		{name("quoted"), `"7"`, null.Value[int]{}, "null: couldn't unmarshal JSON: json: cannot unmarshal string into Go value of type int"},
		{name("fraction"), `7.5`, null.Value[int]{}, "null: couldn't unmarshal JSON: json: cannot unmarshal number 7.5 into Go value of type int"},
	}
}

func TestUnmarshalValue(t *testing.T) {
	runDecodeCases(t, eq, valueCases())
	var v null.Value[[]string]
	if err := v.UnmarshalJSON([]byte(`["a","b"]`)); err != nil || !v.Valid || len(v.V) != 2 {
		t.Errorf("Value[[]string]: %+v, %v", v, err)
	}
}

// viaJSON holds a value of this package and hides its wire methods, so
// that package json decodes it through UnmarshalJSON, as encoding/json
// decodes it: the reference the UnmarshalJSONWire methods are held to.
type viaJSON[T any, P interface {
	*T
	unmarshaler
}] struct{ v T }

func (x *viaJSON[T, P]) UnmarshalJSON(data []byte) error { return P(&x.v).UnmarshalJSON(data) }

// wireModes are the ways TestUnmarshalJSONWire has package json decode an
// input: alone, as the member of an object, through a pointer member (nil
// at first) and as both elements of an array, with Unmarshal and with a
// Decoder.
var wireModes = []string{"Unmarshal", "Unmarshal/member", "Unmarshal/pointer", "Unmarshal/elements", "Decoder", "Decoder/member"}

// decodeMode decodes in, as mode says, into values of type D, each of
// which starts as prior() (the elements of an array start from a nil
// slice), and returns them with the error.
func decodeMode[D any](mode, in string, prior func() D) ([]D, error) {
	decode := json.Unmarshal
	if strings.HasPrefix(mode, "Decoder") {
		decode = func(data []byte, v any) error { return json.NewDecoder(bytes.NewReader(data)).Decode(v) }
	}
	switch {
	case strings.HasSuffix(mode, "/member"):
		v := struct {
			V D `json:"v"`
		}{prior()}
		err := decode([]byte(`{"v":`+in+`}`), &v)
		return []D{v.V}, err
	case strings.HasSuffix(mode, "/pointer"):
		var v struct {
			V *D `json:"v"`
		}
		err := decode([]byte(`{"v":`+in+`}`), &v)
		if v.V == nil {
			return nil, err
		}
		return []D{*v.V}, err
	case strings.HasSuffix(mode, "/elements"):
		var vs []D
		err := decode([]byte("["+in+","+in+"]"), &vs)
		return vs, err
	}
	v := prior()
	err := decode([]byte(in), &v)
	return []D{v}, err
}

// checkWireDecoding decodes every input, in every mode and over every
// prior value, into a T, which package json decodes with UnmarshalJSONWire,
// and into a viaJSON holding a T, and reports where the errors or the
// values differ.
func checkWireDecoding[T any, P interface {
	*T
	unmarshaler
	json.WireUnmarshaler
}](t *testing.T, inputs []string, priors ...func() T) {
	t.Helper()
	for _, in := range inputs {
		for i, prior := range priors {
			for _, mode := range wireModes {
				got, err := decodeMode(mode, in, prior)
				ref, refErr := decodeMode(mode, in, func() viaJSON[T, P] { return viaJSON[T, P]{prior()} })
				var want []T
				for _, r := range ref {
					want = append(want, r.v)
				}
				g := jsontest.CanonDecode(err, false, got, nil)
				w := jsontest.CanonDecode(refErr, false, want, nil)
				if g != w {
					t.Errorf("%T, %s(%#q) over prior #%d:\nthrough UnmarshalJSONWire:\n%s\nthrough UnmarshalJSON:\n%s", *new(T), mode, in, i, g, w)
				}
			}
		}
	}
}

func zero[T any]() T {
	var z T
	return z
}

// inputsOf returns the inputs of a decoding table.
func inputsOf[T any](cases []decodeCase[T]) []string {
	var in []string
	for _, tc := range cases {
		in = append(in, tc.in)
	}
	return in
}

// wireCorpus returns the inputs of every decoding table and more, to be
// decoded into every type: values of every kind, with whitespace around
// them, escapes, numbers beyond each type's range, and malformed JSON.
func wireCorpus() []string {
	var in []string
	for _, tc := range [][]string{
		inputsOf(intCases()), inputsOf(int32Cases()), inputsOf(int16Cases()), inputsOf(byteCases()),
		inputsOf(floatCases()), inputsOf(boolCases()), inputsOf(stringCases()), inputsOf(timeCases()),
		inputsOf(valueCases()),
	} {
		in = append(in, tc...)
	}
	return append(in,
		` 7 `, "\t\"7\"\n", `"\u0037"`, `"-"`, `"+"`, `"1e3"`, `"0x10"`, `"1_000"`, `"\u0000"`, `"\ud800"`,
		`-0.0`, `0.5e-400`, `1e308`, `-1.7976931348623157e309`, `123456789012345678901234567890`,
		`255`, `256`, `-129`, `32768`, `-2147483649`, `18446744073709551615`, `-9223372036854775809`,
		`"2026-03-14T09:26:53Z" `, `"2026-03-14T09:26:53+14:00"`, `"2026-03-14T09:26:53.5-00:30"`, `"2026-13-14T09:26:53Z"`,
		`{"a":[1,{"b":null}]}`, `[1,"2",true,null]`, `[]`, `{}`, `[1,2`, `{"a"}`, `[1,]`, `"\x"`, `tru`, `nul`, `falsey`,
		`"a\u2028b<&>"`, "\"\xff\"", `"null"`, `null`, `true`, `false`, `"true"`, `""`,
	)
}

// TestUnmarshalJSONWire: package json decoding the types through their
// UnmarshalJSONWire methods gives the values and the errors it gives
// through UnmarshalJSON, which encoding/json calls, on every input of the
// tables and more, in every mode, over a null and over a valid value.
func TestUnmarshalJSONWire(t *testing.T) {
	in := wireCorpus()
	checkWireDecoding(t, in, zero[null.Int], func() null.Int { return null.IntFrom(5) })
	checkWireDecoding(t, in, zero[null.Int32], func() null.Int32 { return null.Int32From(5) })
	checkWireDecoding(t, in, zero[null.Int16], func() null.Int16 { return null.Int16From(5) })
	checkWireDecoding(t, in, zero[null.Byte], func() null.Byte { return null.ByteFrom(5) })
	checkWireDecoding(t, in, zero[null.Float], func() null.Float { return null.FloatFrom(5.5) })
	checkWireDecoding(t, in, zero[null.Bool], func() null.Bool { return null.BoolFrom(true) })
	checkWireDecoding(t, in, zero[null.String], func() null.String { return null.StringFrom("prior") })
	checkWireDecoding(t, in, zero[null.Time], func() null.Time { return null.TimeFrom(time.Unix(5, 0).UTC()) })
	checkWireDecoding(t, in, zero[null.Value[int]], func() null.Value[int] { return null.ValueFrom(5) })
	checkWireDecoding(t, in, zero[null.Value[[]string]], func() null.Value[[]string] { return null.ValueFrom([]string{"prior"}) })
	checkWireDecoding(t, in, zero[null.Value[any]], func() null.Value[any] { return null.ValueFrom[any](map[string]any{"k": 1.0}) })
}

// TestAllocUnmarshal: Unmarshal decodes a row of every type, through the
// wire methods, with no allocation but the text of its String, which is
// short enough to share a block with the texts of other calls (under one
// allocation per call), into a fresh row (in one pass) and over a row that
// holds values (the input validated first).
func TestAllocUnmarshal(t *testing.T) {
	skipUnderRace(t)
	row := new(benchRow)
	for _, prior := range []benchRow{{}, benchValue} {
		if n := testing.AllocsPerRun(100, func() {
			*row = prior
			if err := json.Unmarshal(benchDoc, row); err != nil {
				t.Fatal(err)
			}
		}); n != 0 {
			t.Errorf("Unmarshal into %T over %+v: %v allocations, want 0 (the text of Name shares a block)", row, prior, n)
		}
	}
}

// TestAllocUnmarshalJSONWire: the wire methods read the common inputs
// without allocating, but for a String's text: one allocation if it is
// longer than 64 bytes, a share of a block if not.
func TestAllocUnmarshalJSONWire(t *testing.T) {
	skipUnderRace(t)
	var (
		r  wire.Reader
		i  null.Int
		i8 null.Byte
		f  null.Float
		b  null.Bool
		s  null.String
		tm null.Time
	)
	for _, tc := range []struct {
		u    json.WireUnmarshaler
		in   string
		want float64
	}{
		{&i, `-9223372036854775808`, 0}, {&i, `"42"`, 0}, {&i, `"4\u0032"`, 0}, {&i, `null`, 0},
		{&i8, `255`, 0}, {&i8, `"7"`, 0},
		{&f, `-1.5e-300`, 0}, {&f, `"2.5"`, 0}, {&f, `null`, 0},
		{&b, `true`, 0}, {&b, `false`, 0}, {&b, `null`, 0},
		{&s, `""`, 0}, {&s, `null`, 0}, {&s, `"some text é"`, 0}, {&s, `"escaped \"text\" \u00e9"`, 0},
		{&s, `"a text of more than sixty-four bytes, which has an allocation of its own"`, 1},
		{&tm, `"2026-03-14T09:26:53.589793238Z"`, 0}, {&tm, `null`, 0},
	} {
		data := []byte(tc.in)
		r.Reset(data) // once first, so that the Reader has the scratch space it needs
		_ = tc.u.UnmarshalJSONWire(&r)
		if n := testing.AllocsPerRun(100, func() {
			r.Reset(data)
			if err := tc.u.UnmarshalJSONWire(&r); err != nil || r.Finish() != nil {
				t.Fatalf("%T.UnmarshalJSONWire(%s): %v, then %v", tc.u, tc.in, err, r.Finish())
			}
		}); n != tc.want {
			t.Errorf("%T.UnmarshalJSONWire(%s): %v allocations, want %v", tc.u, tc.in, n, tc.want)
		}
	}
}

// TestUnmarshalNullKeeps: null marks the value invalid; the integers and
// Float also zero their value, the others leave it, as guregu/null does.
func TestUnmarshalNullKeeps(t *testing.T) {
	i := null.IntFrom(5)
	f := null.FloatFrom(5)
	b := null.BoolFrom(true)
	s := null.StringFrom("x")
	tm := null.TimeFrom(time.Unix(5, 0))
	v := null.ValueFrom(5)
	for _, u := range []unmarshaler{&i, &f, &b, &s, &tm, &v} {
		if err := u.UnmarshalJSON([]byte("null")); err != nil {
			t.Fatal(err)
		}
	}
	if i != (null.Int{}) || f != (null.Float{}) || b != null.NewBool(true, false) || s != null.NewString("x", false) ||
		!tm.ExactEqual(null.NewTime(time.Unix(5, 0), false)) || tm.Time != time.Unix(5, 0) || v != null.NewValue(5, false) {
		t.Errorf("after null: %+v %+v %+v %+v %+v %+v", i, f, b, s, tm, v)
	}
}

func TestAllocUnmarshalJSON(t *testing.T) {
	skipUnderRace(t)
	var (
		i  null.Int
		i8 null.Byte
		f  null.Float
		b  null.Bool
		s  null.String
		tm null.Time
	)
	for _, tc := range []struct {
		u    unmarshaler
		in   string
		want float64
	}{
		{&i, `-9223372036854775808`, 0}, {&i, `"42"`, 0}, {&i, `null`, 0},
		{&i8, `255`, 0}, {&i8, `"7"`, 0},
		{&f, `-1.5e-300`, 0}, {&f, `"2.5"`, 0}, {&f, `null`, 0},
		{&b, `true`, 0}, {&b, `false`, 0}, {&b, `null`, 0},
		{&s, `""`, 0}, {&s, `null`, 0}, {&s, `"some text é"`, 1},
		{&tm, `"2026-03-14T09:26:53.589793238Z"`, 0}, {&tm, `null`, 0},
	} {
		data := []byte(tc.in)
		if n := testing.AllocsPerRun(100, func() { _ = tc.u.UnmarshalJSON(data) }); n != tc.want {
			t.Errorf("%T.UnmarshalJSON(%s): %v allocations, want %v", tc.u, tc.in, n, tc.want)
		}
	}
}

func TestText(t *testing.T) {
	type textual interface {
		MarshalText() ([]byte, error)
		UnmarshalText([]byte) error
	}
	when := time.Date(2026, 3, 14, 9, 26, 53, 5, time.FixedZone("", -7200))
	for _, tc := range []struct {
		v    textual // holding the value to write
		text string
	}{
		{&null.Int{}, ""}, {ptr(null.IntFrom(-3)), "-3"}, {ptr(null.Int32From(7)), "7"},
		{ptr(null.Int16From(-7)), "-7"}, {ptr(null.ByteFrom(255)), "255"},
		{&null.Float{}, ""}, {ptr(null.FloatFrom(1e21)), "1000000000000000000000"}, {ptr(null.FloatFrom(-0.5)), "-0.5"},
		{&null.Bool{}, ""}, {ptr(null.BoolFrom(false)), "false"},
		{&null.String{}, ""}, {ptr(null.StringFrom("<a b>")), "<a b>"},
		{&null.Time{}, ""}, {ptr(null.TimeFrom(when)), "2026-03-14T09:26:53.000000005-02:00"},
	} {
		got, err := tc.v.MarshalText()
		if err != nil || string(got) != tc.text || got == nil {
			t.Errorf("%T %v: MarshalText = %q, %v; want %q", tc.v, tc.v, got, err, tc.text)
		}
		if err := tc.v.UnmarshalText([]byte(tc.text)); err != nil {
			t.Errorf("%T: UnmarshalText(%q): %v", tc.v, tc.text, err)
		}
		if again, _ := tc.v.MarshalText(); string(again) != tc.text {
			t.Errorf("%T: UnmarshalText(%q) then MarshalText = %q", tc.v, tc.text, again)
		}
	}
	for _, tc := range []struct {
		v       textual
		in      string
		wantErr string
	}{
		{new(null.Int), "null", ""},
		{new(null.Int), "1.5", `null: couldn't unmarshal text: strconv.ParseInt: parsing "1.5": invalid syntax`},
		{new(null.Int16), "99999", `null: couldn't unmarshal text: strconv.ParseInt: parsing "99999": value out of range`},
		{new(null.Byte), "-1", `null: couldn't unmarshal text: strconv.ParseUint: parsing "-1": invalid syntax`},
		{new(null.Float), "null", ""},
		{new(null.Float), "NaN", ""},
		{new(null.Float), "x", `null: couldn't unmarshal text: strconv.ParseFloat: parsing "x": invalid syntax`},
		{new(null.Bool), "null", ""},
		{new(null.Bool), "TRUE", "null: invalid input for UnmarshalText:TRUE"},
		{new(null.String), "null", ""},
		{new(null.Time), "null", ""},
		{new(null.Time), "yesterday", `null: couldn't unmarshal text: parsing time "yesterday" …`},
	} {
		err := tc.v.UnmarshalText([]byte(tc.in))
		if tc.wantErr == "" && err != nil || tc.wantErr != "" && (err == nil || !errMatches(err.Error(), tc.wantErr)) {
			t.Errorf("%T.UnmarshalText(%q): %v, want %q", tc.v, tc.in, err, tc.wantErr)
		}
	}
	// Overflow keeps strconv's clamped value but marks the Int null.
	i := null.IntFrom(1)
	if err := i.UnmarshalText([]byte("99999999999999999999")); err == nil || i != null.NewInt(math.MaxInt64, false) {
		t.Errorf("overflowing text: %+v, %v", i, err)
	}
	// "null" is a string like any other to a String.
	var s null.String
	if err := s.UnmarshalText([]byte("null")); err != nil || s != null.StringFrom("null") {
		t.Errorf(`String.UnmarshalText("null"): %+v, %v`, s, err)
	}
}

func ptr[T any](v T) *T { return &v }

func TestSQL(t *testing.T) {
	type scanValuer interface {
		sql.Scanner
		driver.Valuer
	}
	when := time.Date(2026, 3, 14, 9, 26, 53, 0, time.UTC)
	for _, tc := range []struct {
		v    scanValuer
		in   any
		want driver.Value
	}{
		{new(null.Int), int64(-5), int64(-5)},
		{new(null.Int), "12", int64(12)},
		{new(null.Int32), int64(7), int64(7)},
		{new(null.Int16), int64(7), int64(7)},
		{new(null.Byte), int64(7), int64(7)},
		{new(null.Float), 1.5, 1.5},
		{new(null.Bool), true, true},
		{new(null.String), "x", "x"},
		{new(null.String), []byte("y"), "y"},
		{new(null.Time), when, when},
		{new(null.Value[int64]), int64(3), int64(3)},
		{new(null.Int), nil, nil},
		{new(null.String), nil, nil},
		{new(null.Time), nil, nil},
	} {
		if err := tc.v.Scan(tc.in); err != nil {
			t.Errorf("%T.Scan(%v): %v", tc.v, tc.in, err)
			continue
		}
		if got, err := tc.v.Value(); err != nil || got != tc.want {
			t.Errorf("%T.Scan(%v) then Value() = %v, %v; want %v", tc.v, tc.in, got, err, tc.want)
		}
	}
	if err := new(null.Int).Scan("x"); err == nil {
		t.Error(`Int.Scan("x") succeeded`)
	}
}

func TestAccessors(t *testing.T) {
	n := int64(9)
	if i := null.IntFromPtr(&n); !i.Valid || i.Int64 != 9 || *i.Ptr() != 9 || i.ValueOrZero() != 9 || i.IsZero() {
		t.Errorf("IntFromPtr: %+v", i)
	}
	if i := null.IntFromPtr(nil); i.Valid || i.Ptr() != nil || i.ValueOrZero() != 0 || !i.IsZero() {
		t.Errorf("IntFromPtr(nil): %+v", i)
	}
	var i null.Int64
	i.SetValid(0)
	if !i.Equal(null.IntFrom(0)) || i.Equal(null.Int{}) || !(null.Int{}).Equal(null.NewInt(3, false)) {
		t.Error("Int.Equal")
	}
	if f := null.FloatFrom(math.NaN()); f.Equal(f) || !(null.Float{}).Equal(null.Float{}) {
		t.Error("Float.Equal")
	}
	a := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	b := a.In(time.FixedZone("", 3600))
	if ta, tb := null.TimeFrom(a), null.TimeFrom(b); !ta.Equal(tb) || ta.ExactEqual(tb) || !ta.ExactEqual(ta) {
		t.Error("Time.Equal / ExactEqual")
	}
	if s := null.StringFromPtr(nil); s.Valid || s.ValueOrZero() != "" {
		t.Errorf("StringFromPtr(nil): %+v", s)
	}
	if v := null.ValueFromPtr[[]int](nil); v.Valid || v.ValueOrZero() != nil || v.Ptr() != nil || !v.IsZero() {
		t.Errorf("ValueFromPtr(nil): %+v", v)
	}
	var bo null.Bool
	bo.SetValid(false)
	if !bo.Valid || bo.ValueOrZero() || *bo.Ptr() || bo.IsZero() || !null.BoolFromPtr(nil).IsZero() {
		t.Errorf("Bool: %+v", bo)
	}
	if tm := null.TimeFromPtr(&a); !tm.Valid || !tm.ValueOrZero().Equal(a) || !(null.Time{}).ValueOrZero().IsZero() {
		t.Errorf("TimeFromPtr: %+v", tm)
	}
}
