package null_test

import (
	"database/sql"
	"database/sql/driver"
	"math"
	"strings"
	"testing"
	"time"

	"github.com/zerojson/json/internal/jsontest"
	"github.com/zerojson/json/null"
)

// The decoding tests spell out what guregu/null accepts and rejects, input
// by input; bench/nullcompat checks the same against guregu/null itself on
// a larger corpus.

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

func TestUnmarshalInt(t *testing.T) {
	name := jsontest.Name
	const (
		typeErr   = "json: cannot unmarshal …"
		syntaxErr = "invalid character …"
		convErr   = "null: couldn't convert string to int: strconv.ParseInt: …"
	)
	runDecodeCases(t, eq, []decodeCase[null.Int]{
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
	})
	runDecodeCases(t, eq, []decodeCase[null.Int32]{
		{name("max"), `2147483647`, null.Int32From(math.MaxInt32), ""},
		{name("overflow"), `2147483648`, null.Int32{}, typeErr},
		{name("quoted min"), `"-2147483648"`, null.Int32From(math.MinInt32), ""},
		{name("quoted overflow"), `"-2147483649"`, null.Int32{}, convErr},
	})
	runDecodeCases(t, eq, []decodeCase[null.Int16]{
		{name("max"), `32767`, null.Int16From(math.MaxInt16), ""},
		{name("overflow"), `32768`, null.Int16{}, typeErr},
		{name("quoted min"), `"-32768"`, null.Int16From(math.MinInt16), ""},
		{name("quoted overflow"), `"40000"`, null.Int16{}, convErr},
	})
	const byteConvErr = "null: couldn't convert string to int: strconv.ParseUint: …"
	runDecodeCases(t, eq, []decodeCase[null.Byte]{
		{name("zero"), `0`, null.ByteFrom(0), ""},
		{name("max"), `255`, null.ByteFrom(255), ""},
		{name("overflow"), `256`, null.Byte{}, "json: cannot unmarshal number 256 into Go value of type uint8"},
		{name("negative"), `-1`, null.Byte{}, "json: cannot unmarshal number -1 into Go value of type uint8"},
		{name("minus zero"), `-0`, null.Byte{}, typeErr},
		{name("quoted"), `"255"`, null.ByteFrom(255), ""},
		{name("quoted plus"), `"+1"`, null.Byte{}, byteConvErr},
		{name("quoted minus zero"), `"-0"`, null.Byte{}, byteConvErr},
		{name("quoted overflow"), `"256"`, null.Byte{}, byteConvErr},
	})
}

func sameFloat(a, b null.Float) bool {
	return a.Valid == b.Valid && math.Float64bits(a.Float64) == math.Float64bits(b.Float64) ||
		a.Valid == b.Valid && math.IsNaN(a.Float64) && math.IsNaN(b.Float64)
}

func TestUnmarshalFloat(t *testing.T) {
	name := jsontest.Name
	const convErr = "null: couldn't convert string to float: strconv.ParseFloat: …"
	runDecodeCases(t, sameFloat, []decodeCase[null.Float]{
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
	})
}

func TestUnmarshalBool(t *testing.T) {
	name := jsontest.Name
	runDecodeCases(t, eq, []decodeCase[null.Bool]{
		{name("true"), `true`, null.BoolFrom(true), ""},
		{name("false"), `false`, null.BoolFrom(false), ""},
		{name("null"), `null`, null.Bool{}, ""},
		{name("n"), `n`, null.Bool{}, ""},
		{name("space"), ` true `, null.BoolFrom(true), ""},
		{name("quoted"), `"true"`, null.Bool{}, "null: couldn't unmarshal JSON: json: cannot unmarshal string into Go value of type bool"},
		{name("number"), `1`, null.Bool{}, "null: couldn't unmarshal JSON: json: cannot unmarshal number into Go value of type bool"},
		{name("truncated"), `tru`, null.Bool{}, "null: couldn't unmarshal JSON: …"},
		{name("empty"), ``, null.Bool{}, "null: couldn't unmarshal JSON: unexpected end of JSON input"},
	})
}

func TestUnmarshalString(t *testing.T) {
	name := jsontest.Name
	runDecodeCases(t, eq, []decodeCase[null.String]{
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
	})
}

func sameTime(a, b null.Time) bool {
	_, ao := a.Time.Zone()
	_, bo := b.Time.Zone()
	return a.Valid == b.Valid && a.Time.Equal(b.Time) && ao == bo
}

func TestUnmarshalTime(t *testing.T) {
	name := jsontest.Name
	when := time.Date(2026, 3, 14, 9, 26, 53, 589793238, time.UTC)
	runDecodeCases(t, sameTime, []decodeCase[null.Time]{
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
	})
}

func TestUnmarshalValue(t *testing.T) {
	name := jsontest.Name
	runDecodeCases(t, eq, []decodeCase[null.Value[int]]{
		{name("number"), `7`, null.ValueFrom(7), ""},
		{name("null"), `null`, null.Value[int]{}, ""},
		{name("quoted"), `"7"`, null.Value[int]{}, "null: couldn't unmarshal JSON: json: cannot unmarshal string into Go value of type int"},
		{name("fraction"), `7.5`, null.Value[int]{}, "null: couldn't unmarshal JSON: json: cannot unmarshal number 7.5 into Go value of type int"},
	})
	var v null.Value[[]string]
	if err := v.UnmarshalJSON([]byte(`["a","b"]`)); err != nil || !v.Valid || len(v.V) != 2 {
		t.Errorf("Value[[]string]: %+v, %v", v, err)
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
