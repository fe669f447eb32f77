package wire_test

import (
	"bytes"
	stdjson "encoding/json"
	"errors"
	"fmt"
	"io"
	"math"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/zerojson/json/internal/jsontest"
	"github.com/zerojson/json/wire"
)

// The Reader is held to encoding/json three ways: the tokens it reads from
// a valid document, with their end offsets, are those of a Decoder's Token
// with UseNumber; the error it reports for any document is the one
// Unmarshal reports; and the strings and numbers it reads are the values
// Unmarshal stores. Every comparison goes through jsontest.Ref, so it holds
// on Go 1.27's default build too (see internal/jsontest/reference.go).

// readerTokens reads the document in data with a Reader and prints its
// tokens as stdTokens does, or the Reader's error.
func readerTokens(data []byte) string {
	var sb strings.Builder
	r := wire.NewReader(data)
	readValue(r, &sb)
	if err := r.Finish(); err != nil {
		return jsontest.CanonError(err) // as stdTokens, without the tokens
	}
	return sb.String() + "end\n"
}

// readValue prints the value at r's cursor and everything in it. Names are
// printed without an offset: a Reader reads the colon with the name.
func readValue(r *wire.Reader, sb *strings.Builder) {
	switch r.Kind() {
	case wire.Object:
		fmt.Fprintf(sb, "{ @%d\n", r.Offset()+1)
		for more := r.EnterObject(); more; more = r.NextMember() {
			fmt.Fprintf(sb, "name %s\n", strconv.QuoteToASCII(string(r.Name())))
			readValue(r, sb)
		}
		if r.Err() == nil {
			fmt.Fprintf(sb, "} @%d\n", r.Offset())
		}
	case wire.Array:
		fmt.Fprintf(sb, "[ @%d\n", r.Offset()+1)
		for more := r.EnterArray(); more; more = r.NextElement() {
			readValue(r, sb)
		}
		if r.Err() == nil {
			fmt.Fprintf(sb, "] @%d\n", r.Offset())
		}
	case wire.String:
		s := r.ReadStringBytes()
		if r.Err() == nil {
			fmt.Fprintf(sb, "string %s @%d\n", strconv.QuoteToASCII(string(s)), r.Offset())
		}
	case wire.Number:
		n := r.ReadNumber()
		if r.Err() == nil {
			fmt.Fprintf(sb, "number %s @%d\n", n, r.Offset())
		}
	case wire.True, wire.False:
		b := r.ReadBool()
		if r.Err() == nil {
			fmt.Fprintf(sb, "bool %v @%d\n", b, r.Offset())
		}
	case wire.Null:
		r.ReadNull()
		if r.Err() == nil {
			fmt.Fprintf(sb, "null @%d\n", r.Offset())
		}
	}
}

// stdTokens prints the tokens encoding/json's Decoder reads from the
// document data if it is valid, or else the error Unmarshal reports for
// it: a Decoder reads a stream, and reports the errors of a malformed
// document differently.
func stdTokens(data []byte) string {
	err := stdjson.Unmarshal(data, new(stdjson.RawMessage))
	if err != nil {
		return jsontest.CanonError(err)
	}
	var sb strings.Builder
	dec := stdjson.NewDecoder(bytes.NewReader(data))
	dec.UseNumber()
	var inObject []bool // per open container: is it an object
	wantName := false
	for {
		tok, err := dec.Token()
		if err == io.EOF {
			break
		}
		if err != nil {
			return sb.String() + jsontest.CanonError(err)
		}
		off := dec.InputOffset()
		isValue := true
		switch x := tok.(type) {
		case stdjson.Delim:
			switch x {
			case '{', '[':
				fmt.Fprintf(&sb, "%c @%d\n", x, off)
				inObject = append(inObject, x == '{')
				wantName = x == '{'
				continue
			default:
				fmt.Fprintf(&sb, "%c @%d\n", x, off)
				inObject = inObject[:len(inObject)-1]
			}
		case string:
			if wantName {
				fmt.Fprintf(&sb, "name %s\n", strconv.QuoteToASCII(x))
				wantName = false
				isValue = false
			} else {
				fmt.Fprintf(&sb, "string %s @%d\n", strconv.QuoteToASCII(x), off)
			}
		case stdjson.Number:
			fmt.Fprintf(&sb, "number %s @%d\n", x, off)
		case bool:
			fmt.Fprintf(&sb, "bool %v @%d\n", x, off)
		case nil:
			fmt.Fprintf(&sb, "null @%d\n", off)
		default:
			return sb.String() + fmt.Sprintf("unexpected token %T\n", tok)
		}
		if isValue {
			wantName = len(inObject) > 0 && inObject[len(inObject)-1]
		}
	}
	return sb.String() + "end\n"
}

// checkTokens compares the Reader with encoding/json on data.
func checkTokens(t *testing.T, what string, data []byte) bool {
	t.Helper()
	if d := jsontest.Ref.Same(t, "Reader tokens "+strconv.QuoteToASCII(string(data)),
		func() string { return stdTokens(data) },
		func() string { return readerTokens(data) }); d != "" {
		t.Errorf("%s: %s\n%s", what, jsontest.Quote(data), d)
		return false
	}
	return true
}

// TestReaderJSONTestSuite reads every document of the JSONTestSuite.
func TestReaderJSONTestSuite(t *testing.T) {
	files, err := filepath.Glob(filepath.Join("..", "testdata", "JSONTestSuite", "test_parsing", "*.json"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no JSONTestSuite files (%v)", err)
	}
	slices.Sort(files)
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		checkTokens(t, filepath.Base(f), data)
	}
}

// TestReaderTable covers what the suite does not: whitespace in every
// place, the nesting limit, offsets after escapes, and every kind of
// error at the end of the input.
func TestReaderTable(t *testing.T) {
	for _, in := range []string{
		``, ` `, `{}`, ` { } `, `[]`, "\t[ ]\r\n", `{"a":1}`, "{ \"a\" :\n1 , \"b\":[ true,false , null ] }",
		`"\u00e9\ud83d\ude00\n"`, `"\ud800"`, `"\udc00\ud800x"`, "\"\xff\xfe\"", "\"a\x00\"", `"\x"`, `"\u12"`,
		`-0`, `-0.0e-0`, `0.1E+10`, `1e400`, `-`, `01`, `1.`, `1.e5`, `1e`, `1e+`, `.5`, `+1`, `0x1`,
		`tru`, `trUe`, `nul`, `nulL`, `f`, `falsy`, `true false`, `{"a"}`, `{"a":}`, `{"a":1,}`, `{,}`, `[1,]`, `[,1]`,
		`[1 2]`, `{"a":1 "b":2}`, `{1:2}`, `{"a":1]`, `[1}`, `]`, `}`, `[`, `{`, `{"`, `{"a`, `{"a"`, `{"a":`, `[1,`,
		strings.Repeat("[", 10000) + strings.Repeat("]", 10000),
		strings.Repeat("[", 10001) + strings.Repeat("]", 10001),
		strings.Repeat(`{"a":`, 10000) + "1" + strings.Repeat("}", 10000),
		strings.Repeat(`{"a":`, 10001) + "1" + strings.Repeat("}", 10001),
		"\ufeff{}", `{"a":"\u003c\/"}`, `["\u2028", "\u2029"]`, "[1e999, -1e999, 5e-400]",
	} {
		checkTokens(t, "table", []byte(in))
	}
}

// randomDocument writes a random JSON document, whitespace, escapes and
// awkward numbers included, with at most depth levels of nesting.
func randomDocument(r *rand.Rand, b []byte, depth int) []byte {
	space := func() {
		for r.IntN(4) == 0 {
			b = append(b, " \t\r\n"[r.IntN(4)])
		}
	}
	space()
	switch k := r.IntN(10); {
	case k < 2 && depth > 0:
		b = append(b, '{')
		n := r.IntN(5)
		for i := range n {
			if i > 0 {
				b = append(b, ',')
			}
			space()
			b = randomJSONString(r, b)
			space()
			b = append(b, ':')
			b = randomDocument(r, b, depth-1)
		}
		space()
		b = append(b, '}')
	case k < 4 && depth > 0:
		b = append(b, '[')
		n := r.IntN(5)
		for i := range n {
			if i > 0 {
				b = append(b, ',')
			}
			b = randomDocument(r, b, depth-1)
		}
		space()
		b = append(b, ']')
	case k < 6:
		b = randomJSONString(r, b)
	case k < 8:
		b = randomJSONNumber(r, b)
	default:
		b = append(b, []string{"true", "false", "null"}[r.IntN(3)]...)
	}
	space()
	return b
}

// randomJSONString writes a random JSON string: ASCII, multi-byte UTF-8,
// escapes of every form, surrogates paired and not, and invalid UTF-8.
func randomJSONString(r *rand.Rand, b []byte) []byte {
	b = append(b, '"')
	for range r.IntN(12) {
		switch r.IntN(9) {
		case 0:
			b = append(b, `\"\\\/\b\f\n\r\t`[2*r.IntN(8):][:2]...)
		case 1:
			b = fmt.Appendf(b, `\u%04x`, r.IntN(0x10000))
		case 2:
			b = fmt.Appendf(b, `\u%04X\u%04x`, 0xD800+r.IntN(0x400), 0xDC00+r.IntN(0x400))
		case 3:
			b = utf8.AppendRune(b, rune(0x80+r.IntN(0x10FF7F)))
		case 4:
			b = append(b, byte(0x80+r.IntN(0x80)))
		default:
			b = append(b, "abcxyz <>&'"[r.IntN(11)])
		}
	}
	return append(b, '"')
}

// randomJSONNumber writes a random JSON number, from small integers to the
// edges of float64's range.
func randomJSONNumber(r *rand.Rand, b []byte) []byte {
	switch r.IntN(5) {
	case 0:
		return strconv.AppendInt(b, r.Int64N(2000)-1000, 10)
	case 1:
		return strconv.AppendInt(b, int64(r.Uint64()), 10)
	case 2:
		return strconv.AppendUint(b, r.Uint64(), 10)
	case 3:
		f := math.Float64frombits(r.Uint64())
		if math.IsNaN(f) || math.IsInf(f, 0) {
			f = 0
		}
		return strconv.AppendFloat(b, f, "eEfg"[r.IntN(4)], -1, 64)
	}
	b = strconv.AppendInt(b, r.Int64N(100), 10)
	b = append(b, '.')
	b = strconv.AppendUint(b, r.Uint64N(1e12), 10)
	return fmt.Appendf(b, "e%d", r.IntN(700)-350)
}

// mutate makes a small random change to a copy of doc: a byte flipped,
// removed, doubled or replaced by a JSON delimiter.
func mutate(r *rand.Rand, doc []byte) []byte {
	b := slices.Clone(doc)
	if len(b) == 0 {
		return append(b, "{[]}\":,"[r.IntN(7)])
	}
	i := r.IntN(len(b))
	switch r.IntN(4) {
	case 0:
		b[i] ^= 1 << r.IntN(8)
	case 1:
		b = slices.Delete(b, i, i+1)
	case 2:
		b = slices.Insert(b, i, b[i])
	default:
		const delims = "{[]}\":,\\ 0e-"
		b[i] = delims[r.IntN(len(delims))]
	}
	return b
}

// TestReaderRandom reads random documents and mutations of them.
func TestReaderRandom(t *testing.T) {
	r := rand.New(rand.NewPCG(jsontest.RandomSeed(t), 3))
	n := 20000
	if testing.Short() {
		n = 2000
	}
	failures := 0
	for i := 0; i < n && failures < 10; i++ {
		doc := randomDocument(r, nil, 1+r.IntN(5))
		if !checkTokens(t, "random document", doc) {
			failures++
		}
		for range 3 {
			if !checkTokens(t, "mutated document", mutate(r, doc)) {
				failures++
			}
		}
	}
}

// TestReaderValues compares the strings and numbers a Reader reads with
// what Unmarshal stores: random strings into string, and numbers of every
// float64 bit pattern class into float64 and float32, and integers into
// int64 and uint64, errors included (a number out of range is reported by
// the Reader as false).
func TestReaderValues(t *testing.T) {
	r := rand.New(rand.NewPCG(jsontest.RandomSeed(t), 4))
	n := 4000
	if testing.Short() {
		n = 800
	}
	var inputs []string
	for range n {
		inputs = append(inputs, string(randomJSONString(r, nil)), string(randomJSONNumber(r, nil)))
	}
	// Each class of float64 bit patterns: zeros, subnormals, the smallest
	// and largest normals, and numbers around the rounding boundaries.
	for _, bits := range []uint64{0, 1, 2, 0xFFFFFFFFFFFFF, 0x10000000000000, 0x7FEFFFFFFFFFFFFF, 0x3FF0000000000000, 0x3FF0000000000001, 0x4340000000000000, 0x4340000000000001} {
		for _, neg := range []uint64{0, 1 << 63} {
			f := math.Float64frombits(bits | neg)
			for _, format := range []byte{'e', 'g', 'f'} {
				inputs = append(inputs, strconv.FormatFloat(f, format, -1, 64), strconv.FormatFloat(f, format, 20, 64))
			}
			f32 := float32(f)
			inputs = append(inputs, strconv.FormatFloat(float64(f32), 'g', -1, 32))
		}
	}
	inputs = append(inputs, "1e309", "-1e309", "2.4703282292062327e-324", "2.4703282292062328e-324", "3.4028235e38", "3.4028236e38",
		"9223372036854775807", "9223372036854775808", "-9223372036854775808", "-9223372036854775809",
		"18446744073709551615", "18446744073709551616", "-0", "1.0", "1e2", "0.000001", strings.Repeat("9", 400))
	for _, in := range inputs {
		data := []byte(in)
		for _, target := range []string{"string", "float64", "float32", "int64", "uint64"} {
			if (target == "string") != (data[0] == '"') {
				continue
			}
			if d := jsontest.Ref.Same(t, "Reader "+target+" "+strconv.QuoteToASCII(in),
				func() string { return stdValue(data, target) },
				func() string { return readerValue(data, target) }); d != "" {
				t.Errorf("%s into %s:\n%s", strconv.QuoteToASCII(in), target, d)
			}
		}
	}
}

// stdValue prints what Unmarshal stores for data in a value of the target
// type, or that it reports a type error.
func stdValue(data []byte, target string) string {
	var v any
	switch target {
	case "string":
		v = new(string)
	case "float64":
		v = new(float64)
	case "float32":
		v = new(float32)
	case "int64":
		v = new(int64)
	case "uint64":
		v = new(uint64)
	}
	err := stdjson.Unmarshal(data, v)
	var ute *stdjson.UnmarshalTypeError
	switch {
	case errors.As(err, &ute):
		return "out of range"
	case err != nil:
		return jsontest.CanonError(err)
	}
	return printValue(v)
}

// readerValue prints what a Reader reads from data as the target type.
func readerValue(data []byte, target string) string {
	r := wire.NewReader(data)
	var v any
	ok := true
	switch target {
	case "string":
		s := r.ReadString()
		v = &s
	case "float64":
		var f float64
		f, ok = r.ReadFloat(64)
		v = &f
	case "float32":
		var f float64
		f, ok = r.ReadFloat(32)
		f32 := float32(f)
		v = &f32
	case "int64":
		var n int64
		n, ok = r.ReadInt()
		v = &n
	case "uint64":
		var n uint64
		n, ok = r.ReadUint()
		v = &n
	}
	if err := r.Finish(); err != nil {
		return jsontest.CanonError(err)
	}
	if !ok {
		return "out of range"
	}
	return printValue(v)
}

func printValue(v any) string {
	switch x := v.(type) {
	case *string:
		return strconv.QuoteToASCII(*x)
	case *float64:
		return fmt.Sprintf("%#x", math.Float64bits(*x))
	case *float32:
		return fmt.Sprintf("%#x", math.Float32bits(*x))
	case *int64:
		return strconv.FormatInt(*x, 10)
	case *uint64:
		return strconv.FormatUint(*x, 10)
	}
	return "?"
}

// TestReaderMember checks name matching: exact first, then case folded,
// the expected name without reading it, escaped names, unknown names.
func TestReaderMember(t *testing.T) {
	names := wire.NewNames("Name", "name", "Kelvin", "long_field_name_over_eight", "é")
	in := `{"Name":1,"name":2,"NAME":3,"kelvin":4,"\u212Aelvin":5,"long_field_name_over_eight":6,"long_field_name_over_eighT":7,"\u00e9":8,"É":9,"x":10,"Nam":11}`
	want := []string{"0 <nil>", "1 <nil>", "0 NAME", "2 kelvin", "2 \u212Aelvin", "3 <nil>", "3 long_field_name_over_eighT", "4 é", "4 É", "-1 x", "-1 Nam"}
	r := wire.NewReader([]byte(in))
	var got []string
	next := 0
	for more := r.EnterObject(); more; more = r.NextMember() {
		i, text := r.Member(names, next)
		if text == nil {
			got = append(got, fmt.Sprintf("%d <nil>", i))
		} else {
			got = append(got, fmt.Sprintf("%d %s", i, text))
		}
		next = i + 1
		r.Skip()
	}
	if err := r.Finish(); err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(got, want) {
		t.Errorf("Member:\ngot  %q\nwant %q", got, want)
	}
}

// TestReaderMismatch checks what Mismatch reports for each kind of value
// against the Value and Offset of encoding/json's UnmarshalTypeError for
// the same value decoded into a struct field that is a channel.
func TestReaderMismatch(t *testing.T) {
	type target struct{ F chan int }
	for _, v := range []string{`{"a":[1]}`, `[{}, 2]`, `"str\u00e9"`, `true`, `false`, `-12.5e3`, `null`} {
		in := `{"F": ` + v + ` }`
		std := func() string {
			var ute *stdjson.UnmarshalTypeError
			if err := stdjson.Unmarshal([]byte(in), new(target)); errors.As(err, &ute) {
				return fmt.Sprintf("%s at %d", ute.Value, ute.Offset)
			} else if err != nil {
				return jsontest.CanonError(err)
			}
			return "fits"
		}
		ours := func() string {
			r := wire.NewReader([]byte(in))
			r.EnterObject()
			r.Name()
			what, off := r.Mismatch()
			r.NextMember()
			if err := r.Finish(); err != nil {
				return jsontest.CanonError(err)
			}
			if what == "" {
				return "fits"
			}
			return fmt.Sprintf("%s at %d", what, off)
		}
		if d := jsontest.Ref.Same(t, "Reader mismatch "+strconv.QuoteToASCII(in), std, ours); d != "" {
			t.Errorf("%s:\n%s", in, d)
		}
	}
}

// TestReaderAllocs: no Reader method allocates, apart from ReadString's
// new string (less than one allocation per call for a short one), once
// the scratch space has grown to the longest escaped
// string (the first pass). Errors may allocate: ReadFloat of a number out
// of range gets strconv's error.
func TestReaderAllocs(t *testing.T) {
	if raceEnabled {
		t.Skip("allocation counts are meaningless under the race detector")
	}
	names := wire.NewNames("a", "b", "c", "d", "e", "f", "g", "h")
	data := []byte(` {"a": [1, -2, 3.5e10, 18446744073709551615], "b": "plain", "c": "esc\u00e9\n",` +
		` "D": {"x": [true, false, null]}, "e": 1e300, "f": "x", "unknown": {"k": [1]}, "g": true, "h": null} `)
	var r wire.Reader
	// Each read goes over the members with EnterObject, NextMember and
	// Member, then with FirstMember and NextMemberIn.
	read := func() {
		r.Reset(data)
		next := 0
		for more := r.EnterObject(); more; more = r.NextMember() {
			i, _ := r.Member(names, next)
			next = i + 1
			readMember(&r, i)
		}
		if err := r.Finish(); err != nil {
			t.Fatal(err)
		}
		r.Reset(data)
		for i, _, ok := r.FirstMember(names); ok; i, _, ok = r.NextMemberIn(names, i+1) {
			readMember(&r, i)
		}
		if err := r.Finish(); err != nil {
			t.Fatal(err)
		}
	}
	read()
	// "x" is one byte: Go's string conversion of a single byte does not
	// allocate either.
	if n := testing.AllocsPerRun(100, read); n != 0 {
		t.Errorf("%v allocations per read, want 0", n)
	}
	// A string longer than 64 bytes has an allocation of its own; shorter
	// ones share blocks (see ReadString).
	long := []byte(`"a string longer than sixty-four bytes, which has an allocation of its own"`)
	if n := testing.AllocsPerRun(100, func() {
		r.Reset(long)
		_ = r.ReadString()
	}); n != 1 {
		t.Errorf("ReadString: %v allocations, want 1", n)
	}
}

// readMember reads the value of member i of TestReaderAllocs's document.
func readMember(r *wire.Reader, i int) {
	switch i {
	case 0:
		for more := r.EnterArray(); more; more = r.NextElement() {
			r.ReadInt() // 3.5e10 is not an integer: false, and read
		}
	case 1, 2:
		r.ReadStringBytes()
	case 3:
		what, _ := r.Mismatch()
		_ = what
	case 4:
		r.ReadFloat(64)
	case 5:
		_ = r.ReadString()
	case 6:
		r.ReadBool()
	case 7:
		r.ReadNull()
	default:
		r.ReadRaw()
	}
}

// traceNames are the names memberTrace expects: short and long, one with
// exactly 12 and one with 13 bytes (the longest whose comma, quotes and
// colon fit in 16 bytes, and the shortest that does not), one with an
// escape in its JSON form, non-ASCII ones.
var traceNames = []string{"a", "b", "name", "twelve_bytes", "thirteen_byte",
	"long_field_name_over_eight", "tab\there", "é", "K"}

// memberTrace reads the document in data, every object member by member
// with traceNames, and prints the index and text of each name, the offset
// after it, and the Reader's error. fused says whether the loops are
// driven by FirstMember and NextMemberIn or by EnterObject, NextMember and
// Member, which must read the same. Each trace has its own Names, so that
// what the two learn of the order of the members, which decides whether
// the text of a name that is not the one expected is returned, they learn
// at the same steps.
func memberTrace(data []byte, fused bool) string {
	names := wire.NewNames(traceNames...)
	var sb strings.Builder
	r := wire.NewReader(data)
	var value func()
	value = func() {
		switch r.Kind() {
		case wire.Object:
			member := func(i int, name []byte) {
				fmt.Fprintf(&sb, "%d %q @%d\n", i, name, r.Offset())
				value()
			}
			if fused {
				for i, name, ok := r.FirstMember(names); ok; i, name, ok = r.NextMemberIn(names, i+1) {
					member(i, name)
				}
			} else {
				next := 0
				for more := r.EnterObject(); more; more = r.NextMember() {
					i, name := r.Member(names, next)
					next = i + 1
					member(i, name)
				}
			}
			fmt.Fprintf(&sb, "} @%d\n", r.Offset())
		case wire.Array:
			for more := r.EnterArray(); more; more = r.NextElement() {
				value()
			}
		default:
			r.Skip()
		}
	}
	value()
	if err := r.Finish(); err != nil {
		fmt.Fprintf(&sb, "error %s\n", jsontest.CanonError(err))
	}
	return sb.String()
}

// TestReaderFirstMember: FirstMember and NextMemberIn read what EnterObject,
// NextMember and Member read, names, offsets and errors, on the
// JSONTestSuite, on members in and out of order, with and without
// whitespace, near the end of the input, cut off and malformed.
func TestReaderFirstMember(t *testing.T) {
	docs := []string{
		`{"a":1,"b":2,"name":3,"twelve_bytes":4,"thirteen_byte":5,"long_field_name_over_eight":6,"tab\there":7,"é":8,"K":9}`,
		`{"b":1,"a":2,"b":3,"x":4,"a":5}`,
		`{ "a" : 1 , "b":2 ,"name" :3,	"twelve_bytes":4}`,
		`{"a":{"b":{"name":[{"a":1},{"b":2}]}},"b":[]}`,
		`{"A":1,"B":2,"NAME":3,"Twelve_Bytes":4,"\u212A":5,"k":6,"É":7,"tab\u0009here":8}`,
		`{"a":1,"b":2`, `{"a":1,"b"`, `{"a":1,"b":`, `{"a":1,"b":}`, `{"a":1,"twelve_bytes"`,
		`{"a":1,"long_field_name_over_eight":`, `{"a":1,"long_field_name_over_eight":2}`,
		`{"a":1,"long_field_name_over_eighX":2}`, `{"a":1,"b" :2}`, `{"a":1,,"b":2}`,
		`{"a":1,"b":2,}`, `{"a":1 "b":2}`, `{"a":1,b:2}`, `{"a":1,"b":2}}`, `{"a":1,"b":2]`,
		`{"a":1,"name":"x","twelve_bytes":"y"}    `, `{"a":1,"b":tru}`, `{"a":1,"b":2} x`,
	}
	files, err := filepath.Glob(filepath.Join("..", "testdata", "JSONTestSuite", "test_parsing", "*.json"))
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		docs = append(docs, string(data))
	}
	for _, doc := range docs {
		// Every prefix of the short ones: the comparison of sixteen bytes
		// must not run past the end of the input.
		ends := []int{len(doc)}
		if len(doc) < 200 {
			ends = ends[:0]
			for n := range len(doc) + 1 {
				ends = append(ends, n)
			}
		}
		for _, n := range ends {
			data := []byte(doc[:n])
			if got, want := memberTrace(data, true), memberTrace(data, false); got != want {
				t.Errorf("%s:\nFirstMember, NextMemberIn:\n%s\nEnterObject, NextMember, Member:\n%s", jsontest.Quote(data), got, want)
			}
		}
	}
}
