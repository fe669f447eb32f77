package wire_test

import (
	"bytes"
	stdjson "encoding/json"
	"errors"
	"fmt"
	"io"
	"math"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/zerojson/json"
	"github.com/zerojson/json/internal/jsontest"
	"github.com/zerojson/json/wire"
)

// The tests here write a value through a Writer and compare the bytes with
// what package json's Marshal, MarshalIndent and Encoder write for an
// equivalent Go value, in every combination of the options; those are held
// to encoding/json by the root package's tests. A few cases are compared
// with encoding/json directly: those where Go 1.27's default encoding/json,
// built on encoding/json/v2, writes what classic encoding/json writes
// (valid UTF-8, no errors).

// node is a JSON value to be written both ways: through a Writer, with
// write, and by Marshal, as the Go value goValue returns.
type node struct {
	kind    nodeKind
	members []member // kindObject, in the order written: sorted by name, as Marshal sorts map keys
	elems   []node   // kindArray
	s       string   // kindString; the text of kindRaw and kindRawChecked
	i       int64
	u       uint64
	f       float64 // kindFloat64, and kindFloat32 as float64(float32)
	b       bool
	t       time.Time
}

type member struct {
	name  string
	value node
}

type nodeKind int

const (
	kindObject nodeKind = iota
	kindArray
	kindString
	kindStringBytes
	kindInt
	kindUint
	kindFloat64
	kindFloat32
	kindBool
	kindNull
	kindTime
	kindRaw        // trusted compact JSON: Writer.Raw, a MarshalAppendJSON method
	kindRawChecked // any valid JSON: Writer.RawChecked, a MarshalJSON method
	kindCompact    // elems[0], appended whole through Writer.AppendCompact
)

// appenderRaw is JSON that its MarshalAppendJSON method appends as it is,
// and that its MarshalJSON method returns for encoding/json, which only
// knows that one.
type appenderRaw string

func (r appenderRaw) MarshalAppendJSON(dst []byte) ([]byte, error) { return append(dst, r...), nil }
func (r appenderRaw) MarshalJSON() ([]byte, error)                 { return []byte(r), nil }

// marshalerRaw is JSON that its MarshalJSON method returns, which the
// encoders check and compact.
type marshalerRaw string

func (r marshalerRaw) MarshalJSON() ([]byte, error) { return []byte(r), nil }

// write writes n through w and returns the first error of a value method.
func (n node) write(w *wire.Writer) error {
	switch n.kind {
	case kindObject:
		w.BeginObject()
		for _, m := range n.members {
			w.Name(m.name)
			if err := m.value.write(w); err != nil {
				return err
			}
		}
		w.EndObject()
	case kindArray:
		w.BeginArray()
		for _, e := range n.elems {
			if err := e.write(w); err != nil {
				return err
			}
		}
		w.EndArray()
	case kindString:
		w.String(n.s)
	case kindStringBytes:
		w.StringBytes([]byte(n.s))
	case kindInt:
		w.Int(n.i)
	case kindUint:
		w.Uint(n.u)
	case kindFloat64:
		return w.Float64(n.f)
	case kindFloat32:
		return w.Float32(float32(n.f))
	case kindBool:
		w.Bool(n.b)
	case kindNull:
		w.Null()
	case kindTime:
		return w.Time(n.t)
	case kindRaw:
		w.Raw([]byte(n.s))
	case kindRawChecked:
		return w.RawChecked([]byte(n.s))
	case kindCompact:
		return w.AppendCompact(n.elems[0].appendCompact)
	}
	return nil
}

// appendCompact appends n to b as Marshal writes it, compact, its strings
// escaped for HTML if html is set: what a method written for one type
// appends through Writer.AppendCompact, with wire.AppendString and the
// appending functions of package json.
func (n node) appendCompact(b []byte, html bool) ([]byte, error) {
	var err error
	switch n.kind {
	case kindObject:
		b = append(b, '{')
		for i, m := range n.members {
			if i > 0 {
				b = append(b, ',')
			}
			b = append(wire.AppendString(b, m.name, html), ':')
			if b, err = m.value.appendCompact(b, html); err != nil {
				return b, err
			}
		}
		return append(b, '}'), nil
	case kindArray:
		b = append(b, '[')
		for i, e := range n.elems {
			if i > 0 {
				b = append(b, ',')
			}
			if b, err = e.appendCompact(b, html); err != nil {
				return b, err
			}
		}
		return append(b, ']'), nil
	case kindString, kindStringBytes:
		return wire.AppendString(b, n.s, html), nil
	case kindInt:
		return strconv.AppendInt(b, n.i, 10), nil
	case kindUint:
		return strconv.AppendUint(b, n.u, 10), nil
	case kindFloat64:
		return json.AppendFloat(b, n.f, 64)
	case kindFloat32:
		return json.AppendFloat(b, n.f, 32)
	case kindBool:
		return strconv.AppendBool(b, n.b), nil
	case kindNull:
		return append(b, "null"...), nil
	case kindTime:
		return json.AppendTime(b, n.t)
	case kindRaw, kindRawChecked:
		var compact bytes.Buffer
		if err := json.Compact(&compact, []byte(n.s)); err != nil {
			return b, err
		}
		if !html {
			return append(b, compact.Bytes()...), nil
		}
		var escaped bytes.Buffer
		json.HTMLEscape(&escaped, compact.Bytes())
		return append(b, escaped.Bytes()...), nil
	case kindCompact:
		return n.elems[0].appendCompact(b, html)
	}
	panic("unknown kind")
}

// goValue returns the Go value that Marshal encodes as n.
func (n node) goValue() any {
	switch n.kind {
	case kindObject:
		m := make(map[string]any, len(n.members))
		for _, mb := range n.members {
			m[mb.name] = mb.value.goValue()
		}
		return m
	case kindArray:
		a := make([]any, len(n.elems))
		for i, e := range n.elems {
			a[i] = e.goValue()
		}
		return a
	case kindString, kindStringBytes:
		return n.s
	case kindInt:
		return n.i
	case kindUint:
		return n.u
	case kindFloat64:
		return n.f
	case kindFloat32:
		return float32(n.f)
	case kindBool:
		return n.b
	case kindNull:
		return nil
	case kindTime:
		return n.t
	case kindRaw:
		return appenderRaw(n.s)
	case kindRawChecked:
		return marshalerRaw(n.s)
	case kindCompact:
		return n.elems[0].goValue()
	}
	panic("unknown kind")
}

// Constructors for the tables.
func obj(kv ...any) node {
	n := node{kind: kindObject}
	for i := 0; i < len(kv); i += 2 {
		n.members = append(n.members, member{kv[i].(string), kv[i+1].(node)})
	}
	if !slices.IsSortedFunc(n.members, func(a, b member) int { return strings.Compare(a.name, b.name) }) {
		panic("obj: names must be sorted, as Marshal sorts map keys")
	}
	return n
}
func arr(elems ...node) node   { return node{kind: kindArray, elems: elems} }
func str(s string) node        { return node{kind: kindString, s: s} }
func strBytes(s string) node   { return node{kind: kindStringBytes, s: s} }
func integer(i int64) node     { return node{kind: kindInt, i: i} }
func unsigned(u uint64) node   { return node{kind: kindUint, u: u} }
func f64(f float64) node       { return node{kind: kindFloat64, f: f} }
func f32(f float32) node       { return node{kind: kindFloat32, f: float64(f)} }
func boolean(b bool) node      { return node{kind: kindBool, b: b} }
func null() node               { return node{kind: kindNull} }
func tm(t time.Time) node      { return node{kind: kindTime, t: t} }
func raw(s string) node        { return node{kind: kindRaw, s: s} }
func rawChecked(s string) node { return node{kind: kindRawChecked, s: s} }
func compact(n node) node      { return node{kind: kindCompact, elems: []node{n}} }

// mode is one combination of the Writer's options.
type mode struct {
	escapeHTML     bool
	prefix, indent string
}

func (m mode) String() string {
	return fmt.Sprintf("escapeHTML=%v,indent=%q%q", m.escapeHTML, m.prefix, m.indent)
}

// modes are the combinations every test runs: escaping on and off, and
// compact or indented with prefixes and indents of several kinds (an empty
// indent with a prefix still breaks lines).
var modes = func() []mode {
	var ms []mode
	for _, esc := range []bool{true, false} {
		for _, pi := range [][2]string{{"", ""}, {"", "\t"}, {"", "  "}, {"> ", "  "}, {"#", ""}} {
			ms = append(ms, mode{esc, pi[0], pi[1]})
		}
	}
	return ms
}()

// library is the API that encoding/json and package json share, through
// which marshalWant runs either.
type library struct {
	name          string
	marshal       func(any) ([]byte, error)
	marshalIndent func(any, string, string) ([]byte, error)
	newEncoder    func(io.Writer) encoder
}

type encoder interface {
	Encode(any) error
	SetEscapeHTML(bool)
	SetIndent(string, string)
}

var (
	zerojson = library{"zerojson", json.Marshal, json.MarshalIndent,
		func(w io.Writer) encoder { return json.NewEncoder(w) }}
	classic = library{"encoding/json", stdjson.Marshal, stdjson.MarshalIndent,
		func(w io.Writer) encoder { return stdjson.NewEncoder(w) }}
)

// marshalWant returns what lib writes for v in mode m: with escaping on,
// what Marshal or MarshalIndent returns; with escaping off, what an
// Encoder writes, without its newline. useEncoder asks for the Encoder
// with escaping on too.
func marshalWant(lib library, v any, m mode, useEncoder bool) ([]byte, error) {
	indented := m.prefix != "" || m.indent != ""
	if m.escapeHTML && !useEncoder {
		if indented {
			return lib.marshalIndent(v, m.prefix, m.indent)
		}
		return lib.marshal(v)
	}
	var buf bytes.Buffer
	enc := lib.newEncoder(&buf)
	enc.SetEscapeHTML(m.escapeHTML)
	enc.SetIndent(m.prefix, m.indent)
	if err := enc.Encode(v); err != nil {
		return nil, err
	}
	return bytes.TrimSuffix(buf.Bytes(), []byte("\n")), nil
}

// writeNode writes n through a Writer in mode m, after the bytes of pre,
// and returns what it wrote.
func writeNode(n node, m mode, pre string) ([]byte, error) {
	w := wire.NewWriter([]byte(pre))
	w.SetEscapeHTML(m.escapeHTML)
	w.SetIndent(m.prefix, m.indent)
	if err := n.write(w); err != nil {
		return nil, err
	}
	out := w.Bytes()
	if !strings.HasPrefix(string(out), pre) {
		return nil, fmt.Errorf("the Writer changed the bytes it was given: %q", out)
	}
	return out[len(pre):], nil
}

// checkNode compares the Writer's bytes for n with lib's in every mode.
func checkNode(t *testing.T, lib library, where string, n node) {
	t.Helper()
	v := n.goValue()
	for _, m := range modes {
		want, err := marshalWant(lib, v, m, false)
		if err != nil {
			t.Errorf("%s: %s: %s: %v", where, m, lib.name, err)
			continue
		}
		for _, pre := range []string{"", "[1,"} {
			got, err := writeNode(n, m, pre)
			if err != nil {
				t.Errorf("%s: %s: Writer: %v", where, m, err)
			} else if !bytes.Equal(got, want) {
				t.Errorf("%s: %s: after %q:\n\tWriter:     %q\n\t%s: %q\n%s", where, m, pre, got, lib.name, want, jsontest.DiffBytes(want, got))
			}
		}
	}
}

// Inputs with characters each option treats differently.
const (
	htmlChars    = `<a href="x">&amp;</a>`
	controlChars = "\x00\x01\b\t\n\f\r\x1f\x7f\"\\/"
	lineSeps     = "a\u2028b\u2029c"
	unicodeText  = "日本語 español ☃ 😀"
	invalidUTF8  = "a\xffb\xc3(\xed\xa0\x80z\xf0\x9f\x98"
)

var (
	time1 = time.Date(2024, 2, 29, 13, 4, 5, 120000000, time.UTC)
	time2 = time.Date(1999, 12, 31, 23, 59, 59, 999999999, time.FixedZone("", -(7*3600+30*60)))
	time3 = time.Date(2000, 1, 1, 0, 0, 0, 0, time.FixedZone("", 5*3600))
)

// writerCases are values whose bytes encoding/json of any Go release
// writes as classic encoding/json does; the values with invalid UTF-8 are
// in writerCasesZerojson.
var writerCases = []struct {
	name jsontest.CaseName
	n    node
}{
	{jsontest.Name("EmptyObject"), obj()},
	{jsontest.Name("EmptyArray"), arr()},
	{jsontest.Name("EmptyString"), str("")},
	{jsontest.Name("Scalars"), arr(integer(0), integer(-1), integer(math.MinInt64), integer(math.MaxInt64),
		unsigned(0), unsigned(math.MaxUint64), boolean(true), boolean(false), null())},
	{jsontest.Name("Strings"), obj("control", str(controlChars), "html", str(htmlChars), "lines", str(lineSeps),
		"unicode", str(unicodeText), "word", strBytes("a longer string of text"))},
	{jsontest.Name("HTMLNames"), obj("<b>", integer(1), "a&b", obj("\u2028", arr()), "x>y", arr(integer(2)))},
	{jsontest.Name("Floats64"), arr(f64(0), f64(math.Copysign(0, -1)), f64(1), f64(-1.5), f64(0.1), f64(math.Pi),
		f64(1e20), f64(1e21), f64(123456789e13), f64(1e-6), f64(1e-7), f64(-1.2345e-7), f64(5e-324),
		f64(math.MaxFloat64), f64(-math.SmallestNonzeroFloat64), f64(1<<53), f64(1<<53+2), f64(100), f64(12345.678))},
	{jsontest.Name("Floats32"), arr(f32(0), f32(float32(math.Copysign(0, -1))), f32(0.1), f32(1.1), f32(16777216),
		f32(16777217), f32(1e20), f32(1e21), f32(1e-6), f32(1e-7), f32(math.MaxFloat32),
		f32(math.SmallestNonzeroFloat32), f32(-3.4028235e38), f32(1.0000001), f32(123456.79))},
	{jsontest.Name("Times"), arr(tm(time1), tm(time2), tm(time3), tm(time.Time{}),
		tm(time.Date(9999, 12, 31, 23, 59, 59, 1000, time.UTC)))},
	{jsontest.Name("Nested"), obj(
		"a", obj("b", obj("c", arr(arr(), obj(), arr(integer(1), arr(integer(2), obj("d", null()))))), "e", str("f")),
		"g", arr(obj(), obj("h", arr()), integer(3)),
		"i", obj())},
	{jsontest.Name("DeepArrays"), arr(arr(arr(arr(arr(arr(integer(1), integer(2))), arr()))))},
	{jsontest.Name("Raw"), obj(
		"a", raw(`{"x":[1,2,{"y":"<z>"}],"e":{},"f":[]}`),
		"b", raw(`"\u003c already escaped \u2028"`),
		"c", raw(`"<raw & unescaped \u2028>"`),
		"d", arr(raw(`[]`), raw(`{}`), raw(`1e+300`), raw(`true`), raw(`null`), raw(`[[[]]]`)),
		"e", raw(`{"a":{"b":[{"c":[]}]}}`))},
	{jsontest.Name("RawChecked"), obj(
		"a", rawChecked(" { \"x\" : [ 1 , 2, {\"y\":\"<z>\"} ] ,\n\t\"e\": { }, \"f\":[ ] }\r\n"),
		"b", rawChecked(`"<tag> & \u2028"`),
		"c", arr(rawChecked(" [] "), rawChecked("\t{}\n"), rawChecked(" -0.5e-3 "), rawChecked("null")),
		"d", rawChecked(`{"a":{"b":[{"c":[]}]}}`))},
	{jsontest.Name("TopLevelRaw"), raw(`{"a":[1,{"b":"<"}],"c":{}}`)},
	{jsontest.Name("TopLevelRawChecked"), rawChecked(`  [ 1, {"b" : "<"} , [ ] ]  `)},
	{jsontest.Name("TopLevelTime"), tm(time1)},
	{jsontest.Name("Mixed"), obj(
		"created", tm(time1), "id", unsigned(1257894000), "name", str("Gopher <admin>"),
		"ratio", f64(0.75), "score", f32(98.6), "tags", arr(str("a"), str("b&c")), "valid", boolean(true))},
}

// writerCasesZerojson are values compared with package json only: Go
// 1.27's default encoding/json writes invalid UTF-8 differently.
var writerCasesZerojson = []struct {
	name jsontest.CaseName
	n    node
}{
	{jsontest.Name("InvalidUTF8"), obj("s", str(invalidUTF8), "t", strBytes(invalidUTF8), "\xff<", str("x"))},
	{jsontest.Name("InvalidUTF8Raw"), arr(raw("\"a\xffb\""), rawChecked(" \"a\xffb<\" "))},
}

func TestWriter(t *testing.T) {
	for _, tt := range writerCases {
		checkNode(t, zerojson, tt.name.String(), tt.n)
	}
	for _, tt := range writerCasesZerojson {
		checkNode(t, zerojson, tt.name.String(), tt.n)
	}
}

// TestWriterClassic compares with encoding/json directly, on the inputs
// where every release's encoding/json agrees with classic's.
func TestWriterClassic(t *testing.T) {
	for _, tt := range writerCases {
		checkNode(t, classic, tt.name.String(), tt.n)
	}
}

// TestWriterEncoderEscaping checks that with escaping on the Writer also
// matches the Encoder, not only Marshal.
func TestWriterEncoderEscaping(t *testing.T) {
	for _, tt := range writerCases {
		v := tt.n.goValue()
		for _, m := range modes {
			if !m.escapeHTML {
				continue
			}
			want, err := marshalWant(zerojson, v, m, true)
			if err != nil {
				t.Fatal(err)
			}
			if got, err := writeNode(tt.n, m, ""); err != nil || !bytes.Equal(got, want) {
				t.Errorf("%s: %s:\n\tWriter:  %q, %v\n\tEncoder: %q", tt.name, m, got, err, want)
			}
		}
	}
}

// TestWriterErrors checks the methods that can fail: each returns the
// error Marshal reports for the same value (unwrapped from its
// MarshalerError where Marshal wraps it), writes nothing, and leaves the
// Writer able to go on, so that the value written in the end is the one
// without the failed member.
func TestWriterErrors(t *testing.T) {
	failing := []struct {
		name  jsontest.CaseName
		n     node
		value any // what Marshal fails on
	}{
		{jsontest.Name("NaN"), f64(math.NaN()), math.NaN()},
		{jsontest.Name("+Inf"), f64(math.Inf(1)), math.Inf(1)},
		{jsontest.Name("-Inf"), f64(math.Inf(-1)), math.Inf(-1)},
		{jsontest.Name("NaN32"), f32(float32(math.NaN())), float32(math.NaN())},
		{jsontest.Name("+Inf32"), f32(float32(math.Inf(1))), float32(math.Inf(1))},
		{jsontest.Name("-Inf32"), f32(float32(math.Inf(-1))), float32(math.Inf(-1))},
		{jsontest.Name("Year10000"), tm(time.Date(10000, 1, 1, 0, 0, 0, 0, time.UTC)), time.Date(10000, 1, 1, 0, 0, 0, 0, time.UTC)},
		{jsontest.Name("YearMinus1"), tm(time.Date(-1, 1, 1, 0, 0, 0, 0, time.UTC)), time.Date(-1, 1, 1, 0, 0, 0, 0, time.UTC)},
		{jsontest.Name("ZoneOffsetDay"), tm(time.Date(2000, 1, 1, 0, 0, 0, 0, time.FixedZone("", 24*3600))),
			time.Date(2000, 1, 1, 0, 0, 0, 0, time.FixedZone("", 24*3600))},
		{jsontest.Name("RawCheckedEmpty"), rawChecked(""), marshalerRaw("")},
		{jsontest.Name("RawCheckedTrailing"), rawChecked(`{"a":1}}`), marshalerRaw(`{"a":1}}`)},
		{jsontest.Name("RawCheckedBadChar"), rawChecked(`[1, 2, x]`), marshalerRaw(`[1, 2, x]`)},
		{jsontest.Name("RawCheckedCut"), rawChecked(`{"a":`), marshalerRaw(`{"a":`)},
		{jsontest.Name("RawCheckedTwo"), rawChecked(`1 2`), marshalerRaw(`1 2`)},
		// Appended whole: nothing of it is written.
		{jsontest.Name("CompactNaN"), compact(arr(integer(1), f64(math.NaN()))), []any{1, math.NaN()}},
		{jsontest.Name("CompactYear10000"), compact(obj("t", tm(time.Date(10000, 1, 1, 0, 0, 0, 0, time.UTC)))),
			map[string]any{"t": time.Date(10000, 1, 1, 0, 0, 0, 0, time.UTC)}},
	}
	for _, tt := range failing {
		_, merr := json.Marshal(tt.value)
		if merr == nil {
			t.Fatalf("%s: Marshal(%v) did not fail", tt.name, tt.value)
		}
		want := merr
		var me *json.MarshalerError
		if errors.As(merr, &me) {
			want = me.Err
		}
		for _, m := range modes {
			// The failing value as a member and as an element, between
			// others: the output must be what it is without it.
			for _, shape := range []func(node) node{
				func(x node) node { return obj("a", integer(1), "b", x) },
				func(x node) node { return arr(integer(1), x) },
				func(x node) node { return x },
			} {
				w := wire.NewWriter(nil)
				w.SetEscapeHTML(m.escapeHTML)
				w.SetIndent(m.prefix, m.indent)
				err := writeShape(w, shape(tt.n))
				if err == nil || err.Error() != want.Error() {
					t.Errorf("%s: %s: error %v, want %v", tt.name, m, err, want)
					continue
				}
				checkSameError(t, tt.name.String(), err, want)
				// Finish as if the failed value had not been attempted.
				w.String("after")
				finishShape(w, shape(tt.n))
				expect := shapeWithout(shape(tt.n))
				wantOut, merr := marshalWant(zerojson, expect.goValue(), m, false)
				if merr != nil {
					t.Fatal(merr)
				}
				if got := w.Bytes(); !bytes.Equal(got, wantOut) {
					t.Errorf("%s: %s: after the error the Writer wrote %q, want %q", tt.name, m, got, wantOut)
				}
			}
		}
	}
}

// writeShape writes the containers of n and its members up to and
// including the last one, which fails; it returns that failure. After an
// object's last name it leaves the name written.
func writeShape(w *wire.Writer, n node) error {
	switch n.kind {
	case kindObject:
		w.BeginObject()
		for i, m := range n.members {
			w.Name(m.name)
			if err := m.value.write(w); err != nil || i == len(n.members)-1 {
				return err
			}
		}
	case kindArray:
		w.BeginArray()
		for _, e := range n.elems {
			if err := e.write(w); err != nil {
				return err
			}
		}
	default:
		return n.write(w)
	}
	return nil
}

// finishShape closes what writeShape opened.
func finishShape(w *wire.Writer, n node) {
	switch n.kind {
	case kindObject:
		w.EndObject()
	case kindArray:
		w.EndArray()
	}
}

// shapeWithout is n with its last member or element replaced by the string
// "after", which TestWriterErrors writes instead.
func shapeWithout(n node) node {
	switch n.kind {
	case kindObject:
		n.members = slices.Clone(n.members)
		n.members[len(n.members)-1].value = str("after")
	case kindArray:
		n.elems = slices.Clone(n.elems)
		n.elems[len(n.elems)-1] = str("after")
	default:
		return str("after")
	}
	return n
}

// checkSameError checks that the Writer's error has the type package json
// and encoding/json use for it, with the same fields.
func checkSameError(t *testing.T, name string, got, want error) {
	t.Helper()
	var wu *json.UnsupportedValueError
	if errors.As(want, &wu) {
		// The same type, by alias; compared field by field all the same.
		var gu *wire.UnsupportedValueError
		if !errors.As(got, &gu) || gu.Str != wu.Str || gu.Value.Kind() != wu.Value.Kind() ||
			!(gu.Value.Float() == wu.Value.Float() || math.IsNaN(gu.Value.Float()) && math.IsNaN(wu.Value.Float())) {
			t.Errorf("%s: error %#v, want %#v", name, got, want)
		}
		return
	}
	var ws *json.SyntaxError
	if errors.As(want, &ws) {
		var gs *wire.SyntaxError
		if !errors.As(got, &gs) || gs.Offset != ws.Offset {
			t.Errorf("%s: error %#v, want %#v", name, got, want)
		}
	}
}

// TestWriterErrorsClassic compares the error texts with encoding/json's,
// for the float errors, which every release words alike.
func TestWriterErrorsClassic(t *testing.T) {
	w := wire.NewWriter(nil)
	for _, f := range []float64{math.NaN(), math.Inf(1), math.Inf(-1)} {
		_, want := stdjson.Marshal(f)
		if err := w.Float64(f); err == nil || err.Error() != want.Error() {
			t.Errorf("Float64(%v) = %v, want %v", f, err, want)
		}
		_, want = stdjson.Marshal(float32(f))
		if err := w.Float32(float32(f)); err == nil || err.Error() != want.Error() {
			t.Errorf("Float32(%v) = %v, want %v", f, err, want)
		}
	}
	if len(w.Bytes()) != 0 {
		t.Errorf("the failed calls wrote %q", w.Bytes())
	}
}

func TestWriterOptions(t *testing.T) {
	var zero wire.Writer
	if !zero.EscapeHTML() {
		t.Error("the zero Writer does not escape HTML")
	}
	if p, i := zero.Indent(); p != "" || i != "" {
		t.Errorf("the zero Writer indents with %q %q", p, i)
	}
	zero.String("<")
	if got := string(zero.Bytes()); got != `"\u003c"` {
		t.Errorf("the zero Writer wrote %q", got)
	}

	w := wire.NewWriter(nil)
	if !w.EscapeHTML() {
		t.Error("NewWriter does not escape HTML")
	}
	w.SetEscapeHTML(false)
	w.SetIndent("> ", "\t")
	if w.EscapeHTML() {
		t.Error("SetEscapeHTML(false) did not take")
	}
	if p, i := w.Indent(); p != "> " || i != "\t" {
		t.Errorf("Indent() = %q %q", p, i)
	}

	// Reset forgets the value, not the options.
	w.BeginArray()
	w.String("<")
	w.Reset([]byte("x"))
	w.BeginArray()
	w.String("<")
	w.EndArray()
	if got, want := string(w.Bytes()), "x[\n> \t\"<\"\n> ]"; got != want {
		t.Errorf("after Reset: %q, want %q", got, want)
	}
}

// TestWriterRandom writes random trees and compares with package json's
// Marshal, MarshalIndent and Encoder in every mode.
func TestWriterRandom(t *testing.T) {
	seed := jsontest.RandomSeed(t)
	rng := rand.New(rand.NewPCG(seed, seed))
	n := 300
	if testing.Short() {
		n = 50
	}
	for i := range n {
		tree := randomNode(rng, 6)
		checkNode(t, zerojson, fmt.Sprintf("tree %d (seed %d)", i, seed), tree)
		if t.Failed() {
			return
		}
	}
}

// randomNode returns a random tree at most depth levels deep.
func randomNode(rng *rand.Rand, depth int) node {
	k := rng.IntN(14)
	if depth <= 0 && k < 2 {
		k += 2
	}
	switch k {
	case 0:
		var members []member
		seen := map[string]bool{}
		for range rng.IntN(5) {
			name := randomString(rng)
			if !seen[name] {
				seen[name] = true
				members = append(members, member{name, randomNode(rng, depth-1)})
			}
		}
		slices.SortFunc(members, func(a, b member) int { return strings.Compare(a.name, b.name) })
		return maybeCompact(rng, node{kind: kindObject, members: members})
	case 1:
		var elems []node
		for range rng.IntN(5) {
			elems = append(elems, randomNode(rng, depth-1))
		}
		return maybeCompact(rng, arr(elems...))
	case 2:
		return str(randomString(rng))
	case 3:
		return strBytes(randomString(rng))
	case 4:
		return integer(int64(rng.Uint64()) >> rng.IntN(64))
	case 5:
		return unsigned(rng.Uint64() >> rng.IntN(64))
	case 6:
		return f64(randomFloat(rng))
	case 7:
		f := float32(randomFloat(rng))
		for math.IsInf(float64(f), 0) { // too large for a float32
			f = float32(randomFloat(rng))
		}
		return f32(f)
	case 8:
		return boolean(rng.IntN(2) == 0)
	case 9:
		return null()
	case 10:
		// From year 1 to 9998, which no zone offset takes out of [0,9999].
		const year1, year9999 = -62135596800, 253370764800
		return tm(time.Unix(year1+rng.Int64N(year9999-year1), rng.Int64N(1e9)).
			In(time.FixedZone("", (rng.IntN(48)-24)*1800)))
	case 11, 12:
		// A JSON value as Marshal writes it, written again raw.
		sub := randomNode(rng, min(depth-1, 2))
		b, err := json.Marshal(sub.goValue())
		if err != nil {
			panic(err)
		}
		if k == 11 {
			return raw(string(b))
		}
		// Untrusted: with whitespace, which the encoders remove.
		var sp bytes.Buffer
		json.Indent(&sp, b, " ", "\t")
		return rawChecked("\n" + sp.String() + " ")
	}
	return str(strings.Repeat("<&>", rng.IntN(3)))
}

// maybeCompact returns n, or for one in four n appended whole through
// Writer.AppendCompact.
func maybeCompact(rng *rand.Rand, n node) node {
	if rng.IntN(4) == 0 {
		return compact(n)
	}
	return n
}

// randomString returns a short string that often holds bytes each option
// treats differently.
func randomString(rng *rand.Rand) string {
	pieces := []string{"a", "name", "<", ">", "&", "\"", "\\", "\n", "\x00", "\x1f", "\x7f", "é", "\u2028", "\u2029",
		"日本", "😀", "\xff", "\xed\xa0\x80", "/", " ", "longer piece of text "}
	var sb strings.Builder
	for range rng.IntN(6) {
		sb.WriteString(pieces[rng.IntN(len(pieces))])
	}
	return sb.String()
}

// randomFloat returns a finite float64 of a random magnitude, often an
// integer, a short decimal or a value at one of the format's cut-offs.
func randomFloat(rng *rand.Rand) float64 {
	switch rng.IntN(5) {
	case 0:
		return float64(rng.IntN(2000) - 1000)
	case 1:
		return float64(rng.IntN(100000)) / 1000
	case 2:
		return []float64{1e-6, 1e-7, 1e20, 1e21, 0, math.Copysign(0, -1), 5e-324}[rng.IntN(7)]
	}
	for {
		f := math.Float64frombits(rng.Uint64())
		if !math.IsNaN(f) && !math.IsInf(f, 0) {
			return f
		}
	}
}

// TestWriterAllocs checks that no method allocates on a Writer whose
// buffer has room.
// compactValue is what TestWriterAllocs appends through AppendCompact.
var compactValue = obj("a", arr(str("<b>"), integer(1), f64(0.5)), "c", boolean(true))

func TestWriterAllocs(t *testing.T) {
	if raceEnabled {
		t.Skip("the race detector's instrumentation allocates")
	}
	buf := make([]byte, 0, 4096)
	methods := []struct {
		name string
		call func(w *wire.Writer)
	}{
		{"BeginObject/Name/EndObject", func(w *wire.Writer) { w.BeginObject(); w.Name("a<b"); w.Null(); w.EndObject() }},
		{"BeginArray/EndArray", func(w *wire.Writer) { w.BeginArray(); w.Null(); w.Null(); w.EndArray() }},
		{"String", func(w *wire.Writer) { w.String("text with <html> and \u2028 and \xff") }},
		{"StringBytes", func(w *wire.Writer) { w.StringBytes([]byte("bytes")) }},
		{"Int", func(w *wire.Writer) { w.Int(math.MinInt64) }},
		{"Uint", func(w *wire.Writer) { w.Uint(math.MaxUint64) }},
		{"Bool", func(w *wire.Writer) { w.Bool(true) }},
		{"Null", func(w *wire.Writer) { w.Null() }},
		{"Float64", func(w *wire.Writer) { w.Float64(-1.2345678901234567e-300) }},
		{"Float32", func(w *wire.Writer) { w.Float32(1e-7) }},
		{"Time", func(w *wire.Writer) { w.Time(time2) }},
		{"Raw", func(w *wire.Writer) { w.Raw([]byte(`{"a":["<b>",{"c":1}],"d":{}}`)) }},
		{"RawChecked", func(w *wire.Writer) { w.RawChecked([]byte(` {"a" : ["<b>", {"c":1}]} `)) }},
		{"AppendValue", func(w *wire.Writer) { w.AppendValue(appenderRaw(`{"a":["<b>",1]}`).MarshalAppendJSON) }},
		{"AppendCompact/AppendString", func(w *wire.Writer) { w.AppendCompact(compactValue.appendCompact) }},
		{"Bytes/Reset", func(w *wire.Writer) { w.Reset(w.Bytes()[:0]) }},
		{"Options", func(w *wire.Writer) { w.SetEscapeHTML(w.EscapeHTML()); w.SetIndent(w.Indent()) }},
	}
	for _, m := range modes {
		for _, mt := range methods {
			w := wire.NewWriter(buf[:0])
			w.SetEscapeHTML(m.escapeHTML)
			w.SetIndent(m.prefix, m.indent)
			n := testing.AllocsPerRun(100, func() {
				w.Reset(buf[:0])
				w.BeginArray()
				w.BeginObject()
				w.Name("x")
				mt.call(w)
				w.EndObject()
				w.EndArray()
			})
			if n != 0 {
				t.Errorf("%s: %s allocates %v times", m, mt.name, n)
			}
		}
	}
}

// writeSmallObject writes the object of BenchmarkWriter and
// TestWriterSmallObject: a record of the kind an API returns.
func writeSmallObject(w *wire.Writer) {
	w.BeginObject()
	w.Name("id")
	w.Int(1257894000)
	w.Name("name")
	w.String("Gopher")
	w.Name("email")
	w.String("gopher@example.com")
	w.Name("score")
	w.Float64(98.25)
	w.Name("active")
	w.Bool(true)
	w.Name("created")
	w.Time(time1)
	w.Name("tags")
	w.BeginArray()
	w.String("admin")
	w.String("dev")
	w.EndArray()
	w.Name("manager")
	w.Null()
	w.EndObject()
}

// smallObject is what writeSmallObject writes, as a Go value.
type smallObject struct {
	ID      int64     `json:"id"`
	Name    string    `json:"name"`
	Email   string    `json:"email"`
	Score   float64   `json:"score"`
	Active  bool      `json:"active"`
	Created time.Time `json:"created"`
	Tags    []string  `json:"tags"`
	Manager *string   `json:"manager"`
}

var smallObjectValue = smallObject{1257894000, "Gopher", "gopher@example.com", 98.25, true, time1, []string{"admin", "dev"}, nil}

func TestWriterSmallObject(t *testing.T) {
	for _, lib := range []library{zerojson, classic} {
		for _, m := range modes {
			want, err := marshalWant(lib, smallObjectValue, m, false)
			if err != nil {
				t.Fatal(err)
			}
			w := wire.NewWriter(nil)
			w.SetEscapeHTML(m.escapeHTML)
			w.SetIndent(m.prefix, m.indent)
			writeSmallObject(w)
			if got := w.Bytes(); !bytes.Equal(got, want) {
				t.Errorf("%s: Writer wrote %q, %s %q", m, got, lib.name, want)
			}
		}
	}
}

func BenchmarkWriter(b *testing.B) {
	w := wire.NewWriter(make([]byte, 0, 512))
	writeSmallObject(w)
	b.SetBytes(int64(len(w.Bytes())))
	b.ReportAllocs()
	for b.Loop() {
		w.Reset(w.Bytes()[:0])
		writeSmallObject(w)
	}
}

// smallObjectNames are smallObject's member names, for writeSmallObjectMembers.
var smallObjectNames = wire.NewNames("id", "name", "email", "score", "active", "created", "tags", "manager")

// writeSmallObjectMembers is writeSmallObject with prepared names.
func writeSmallObjectMembers(w *wire.Writer) {
	w.BeginObject()
	w.Member(smallObjectNames, 0)
	w.Int(1257894000)
	w.Member(smallObjectNames, 1)
	w.String("Gopher")
	w.Member(smallObjectNames, 2)
	w.String("gopher@example.com")
	w.Member(smallObjectNames, 3)
	w.Float64(98.25)
	w.Member(smallObjectNames, 4)
	w.Bool(true)
	w.Member(smallObjectNames, 5)
	w.Time(time1)
	w.Member(smallObjectNames, 6)
	w.BeginArray()
	w.String("admin")
	w.String("dev")
	w.EndArray()
	w.Member(smallObjectNames, 7)
	w.Null()
	w.EndObject()
}

// TestWriterMember: a prepared name is written as Name writes it, in every
// mode, names that need escapes included, and without allocating.
func TestWriterMember(t *testing.T) {
	names := []string{"plain", "<html>&", "quote\"back\\slash", "ctl\x01\n", "é ☃ 😀", "\u2028", "bad\xff", ""}
	prepared := wire.NewNames(names...)
	for _, m := range modes {
		byName, byMember := wire.NewWriter(nil), wire.NewWriter(nil)
		for _, w := range []*wire.Writer{byName, byMember} {
			w.SetEscapeHTML(m.escapeHTML)
			w.SetIndent(m.prefix, m.indent)
			w.BeginObject()
		}
		for i, name := range names {
			byName.Name(name)
			byName.Int(int64(i))
			byMember.Member(prepared, i)
			byMember.Int(int64(i))
		}
		byName.EndObject()
		byMember.EndObject()
		if !bytes.Equal(byName.Bytes(), byMember.Bytes()) {
			t.Errorf("%s: Member wrote %q, Name %q", m, byMember.Bytes(), byName.Bytes())
		}
	}
	w := wire.NewWriter(make([]byte, 0, 512))
	writeSmallObjectMembers(w)
	if !raceEnabled {
		if n := testing.AllocsPerRun(100, func() {
			w.Reset(w.Bytes()[:0])
			writeSmallObjectMembers(w)
		}); n != 0 {
			t.Errorf("%v allocations per object, want 0", n)
		}
	}
	want := wire.NewWriter(nil)
	writeSmallObject(want)
	if !bytes.Equal(w.Bytes(), want.Bytes()) {
		t.Errorf("writeSmallObjectMembers wrote %q, writeSmallObject %q", w.Bytes(), want.Bytes())
	}
}

func BenchmarkWriterMember(b *testing.B) {
	w := wire.NewWriter(make([]byte, 0, 512))
	writeSmallObjectMembers(w)
	b.SetBytes(int64(len(w.Bytes())))
	b.ReportAllocs()
	for b.Loop() {
		w.Reset(w.Bytes()[:0])
		writeSmallObjectMembers(w)
	}
}

// TestAppendInteger: AppendInt and AppendUint append what strconv
// appends, at the edges of each number of digits and of the types.
func TestAppendInteger(t *testing.T) {
	ints := []int64{0, 1, -1, 9, 10, -10, math.MaxInt64, math.MinInt64, math.MaxInt32, math.MinInt32}
	for p := int64(1); p <= 1e18; p *= 10 {
		ints = append(ints, p, p-1, -p, 1-p, p+1)
	}
	for _, x := range ints {
		prefix := []byte("pre")
		if got, want := wire.AppendInt(prefix, x), strconv.AppendInt([]byte("pre"), x, 10); !bytes.Equal(got, want) {
			t.Errorf("AppendInt(%d) = %q, want %q", x, got, want)
		}
		u := uint64(x)
		if got, want := wire.AppendUint(prefix, u), strconv.AppendUint([]byte("pre"), u, 10); !bytes.Equal(got, want) {
			t.Errorf("AppendUint(%d) = %q, want %q", u, got, want)
		}
	}
	if got := wire.AppendUint(nil, math.MaxUint64); string(got) != "18446744073709551615" {
		t.Errorf("AppendUint(MaxUint64) = %q", got)
	}
}
