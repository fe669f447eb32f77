package json_test

// Differential tests: every value in the tables below is encoded by
// encoding/json and by this package through every entry point (Marshal,
// MarshalIndent, Encoder with and without HTML escaping and indentation,
// MarshalAppend), and the two must agree byte for byte and error for error.
// Each value is also encoded wrapped in a few containers (see variants) so
// that the addressability rules for pointer-receiver methods are exercised
// without writing every wrapping by hand.

import (
	"bytes"
	"encoding"
	stdjson "encoding/json"
	"errors"
	"fmt"
	"go/token"
	"io"
	"math"
	"reflect"
	"runtime"
	"strconv"
	"strings"
	"sync/atomic"
	"testing"
	"time"
	"unsafe"

	"github.com/zerojson/json"
	"github.com/zerojson/json/internal/jsontest"
	"github.com/zerojson/json/internal/randtypes"
)

// encoderAPI is the Encoder method set shared by both libraries.
type encoderAPI interface {
	Encode(v any) error
	SetEscapeHTML(on bool)
	SetIndent(prefix, indent string)
}

func runEncoder(enc encoderAPI, v any, cfg jsontest.EncoderConfig) error {
	if cfg.NoEscapeHTML {
		enc.SetEscapeHTML(false)
	}
	if cfg.Prefix != "" || cfg.Indent != "" {
		enc.SetIndent(cfg.Prefix, cfg.Indent)
	}
	for i := 0; i < max(cfg.Repeat, 1); i++ {
		if err := enc.Encode(v); err != nil {
			return err
		}
	}
	return nil
}

var stdLib = &jsontest.Library{
	Name:          "encoding/json",
	Marshal:       stdjson.Marshal,
	MarshalIndent: stdjson.MarshalIndent,
	Encode: func(w io.Writer, v any, cfg jsontest.EncoderConfig) error {
		return runEncoder(stdjson.NewEncoder(w), v, cfg)
	},
	// encoding/json has no MarshalAppend; appending Marshal's output is
	// what ours must be equivalent to.
	MarshalAppend: func(dst []byte, v any) ([]byte, error) {
		b, err := stdjson.Marshal(v)
		return append(dst, b...), err
	},
}

var ourLib = &jsontest.Library{
	Name:          "zerojson",
	Marshal:       json.Marshal,
	MarshalIndent: json.MarshalIndent,
	Encode: func(w io.Writer, v any, cfg jsontest.EncoderConfig) error {
		return runEncoder(json.NewEncoder(w), v, cfg)
	},
	MarshalAppend: json.MarshalAppend,
}

// Sentinel errors returned by the test types' methods.
var (
	errKey    = errors.New("key cannot be text")
	errAppend = errors.New("MarshalAppendJSON failed")
)

var differ = &jsontest.Differ{
	Std:         stdLib,
	Ours:        ourLib,
	Sentinels:   []error{randtypes.ErrBoom, randtypes.ErrText, errKey, errAppend},
	CheckErrors: checkErrorTypes,
}

// deepDiffer is the differ for values nested past encoding/json's cycle
// check depth (1000). Indented, their output runs to megabytes, as the
// indentation grows with the depth (8.5 MB for a chain of 1100 structs),
// and under the race detector each indenting mode takes seconds to compare
// with no concurrency in it to check. So the race pass (-short) compares
// them in the modes without indentation, and the plain pass in all.
func deepDiffer() *jsontest.Differ {
	if !testing.Short() {
		return differ
	}
	d := *differ
	d.Modes = jsontest.ModesNamed("Marshal", `MarshalIndent("","")`, "Encoder", "Encoder/NoEscapeHTML", "Encoder/Repeat3", "MarshalAppend")
	return &d
}

// checkErrorTypes checks that wherever errors.As finds one of
// encoding/json's error types in std's error, it finds our type of the same
// name in ours, with the same contents.
func checkErrorTypes(std, ours error) string {
	var msgs []string
	as := func(name string, sOK, oOK bool) bool {
		if sOK != oOK {
			msgs = append(msgs, fmt.Sprintf("errors.As(*%s): std %v, ours %v", name, sOK, oOK))
		}
		return sOK && oOK
	}
	{
		var s *stdjson.MarshalerError
		var o *json.MarshalerError
		if as("MarshalerError", errors.As(std, &s), errors.As(ours, &o)) {
			if typeString(s.Type) != typeString(o.Type) {
				msgs = append(msgs, fmt.Sprintf("MarshalerError.Type: std %v, ours %v", s.Type, o.Type))
			}
			if (s.Unwrap() == nil) != (o.Unwrap() == nil) || s.Unwrap() != nil && s.Unwrap().Error() != o.Unwrap().Error() {
				msgs = append(msgs, fmt.Sprintf("MarshalerError.Unwrap(): std %v, ours %v", s.Unwrap(), o.Unwrap()))
			}
		}
	}
	{
		var s *stdjson.UnsupportedTypeError
		var o *json.UnsupportedTypeError
		if as("UnsupportedTypeError", errors.As(std, &s), errors.As(ours, &o)) && typeString(s.Type) != typeString(o.Type) {
			msgs = append(msgs, fmt.Sprintf("UnsupportedTypeError.Type: std %v, ours %v", s.Type, o.Type))
		}
	}
	{
		var s *stdjson.UnsupportedValueError
		var o *json.UnsupportedValueError
		if as("UnsupportedValueError", errors.As(std, &s), errors.As(ours, &o)) && s.Str != o.Str {
			msgs = append(msgs, fmt.Sprintf("UnsupportedValueError.Str: std %q, ours %q", s.Str, o.Str))
		}
	}
	{
		var s *stdjson.SyntaxError
		var o *json.SyntaxError
		if as("SyntaxError", errors.As(std, &s), errors.As(ours, &o)) && (s.Offset != o.Offset || s.Error() != o.Error()) {
			msgs = append(msgs, fmt.Sprintf("SyntaxError: std %q at %d, ours %q at %d", s, s.Offset, o, o.Offset))
		}
	}
	{
		var s *stdjson.InvalidUTF8Error
		var o *json.InvalidUTF8Error
		as("InvalidUTF8Error", errors.As(std, &s), errors.As(ours, &o))
	}
	return strings.Join(msgs, "\n\t")
}

// typeString prints t; types are compared by name because the pair tests
// give each library its own Number and RawMessage, both printed json.X.
func typeString(t reflect.Type) string {
	if t == nil {
		return "<nil>"
	}
	return t.String()
}

// variant is a value wrapped in a container, named after the wrapping.
type variant struct {
	name string
	v    any
}

// variants returns v as given and wrapped in containers that change how it
// is reached: through a pointer and as a slice element (addressable), and as
// an interface, a map value and a struct field passed by value (not
// addressable).
func variants(v any) []variant {
	if v == nil {
		return []variant{{"v", nil}}
	}
	rv := reflect.ValueOf(v)
	t := rv.Type()
	ptr := reflect.New(t)
	ptr.Elem().Set(rv)
	slice := reflect.MakeSlice(reflect.SliceOf(t), 1, 1)
	slice.Index(0).Set(rv)
	m := reflect.MakeMap(reflect.MapOf(reflect.TypeFor[string](), t))
	m.SetMapIndex(reflect.ValueOf("k"), rv)
	st := reflect.New(reflect.StructOf([]reflect.StructField{{Name: "V", Type: t}}))
	st.Elem().Field(0).Set(rv)
	return []variant{
		{"v", v},
		{"&v", ptr.Interface()},
		{"[]T{v}", slice.Interface()},
		{"[]any{v}", []any{v}},
		{"map[string]T{k:v}", m.Interface()},
		{"struct{V T}", st.Elem().Interface()},
		{"&struct{V T}", st.Interface()},
	}
}

// encodeCase is one table entry.
type encodeCase struct {
	jsontest.CaseName
	v any
	// asIs encodes v only as given, not in variants: for values too large
	// or too deep to be worth multiplying.
	asIs bool
}

// pairCase is a table entry whose value has a different type for each
// library: ours is encoded with zerojson and std with encoding/json.
type pairCase struct {
	jsontest.CaseName
	ours, std any
}

// reporter prints the first failures of a test in full and counts the
// rest, so that one systematic divergence does not bury the others.
type reporter struct {
	t      *testing.T
	differ *jsontest.Differ // nil: differ
	failed int
}

const reportLimit = 20

func (r *reporter) errorf(format string, args ...any) {
	r.t.Helper()
	if r.failed++; r.failed <= reportLimit {
		r.t.Errorf(format, args...)
	}
}

func (r *reporter) done() {
	r.t.Helper()
	if r.failed > reportLimit {
		r.t.Errorf("... and %d more failures", r.failed-reportLimit)
	}
}

func (r *reporter) checkCase(tc encodeCase) {
	r.t.Helper()
	vs := variants(tc.v)
	if tc.asIs {
		vs = vs[:1]
	}
	d := r.differ
	if d == nil {
		d = differ
	}
	for _, vr := range vs {
		if d := d.Check(r.t, vr.v); d != "" {
			r.errorf("%s: %s [%s]\n%s", tc.Where, tc.Name, vr.name, d)
		}
	}
}

func (r *reporter) checkPair(tc pairCase) {
	r.t.Helper()
	vo, vs := variants(tc.ours), variants(tc.std)
	for i := range vo {
		if d := differ.CheckPair(r.t, vo[i].v, vs[i].v); d != "" {
			r.errorf("%s: %s [%s]\n%s", tc.Where, tc.Name, vo[i].name, d)
		}
	}
}

// ---- Types with methods ----

// nilJSON's MarshalJSON returns no bytes and no error.
type nilJSON struct{}

func (nilJSON) MarshalJSON() ([]byte, error) { return nil, nil }

// Map key types.
type (
	ptrStringKey string
	failKey      int
)

func (k *ptrStringKey) MarshalText() ([]byte, error) {
	return []byte("never used for keys: " + string(*k)), nil
}

func (k failKey) MarshalText() ([]byte, error) {
	if k < 0 {
		return nil, errKey
	}
	return []byte("fk" + strconv.Itoa(int(k))), nil
}

// Embedding, besides randtypes' Emb types. embHidden and embStr are
// unexported, which a struct embeds only from its own package: randtypes
// declares its own for the generator.
type (
	embHidden struct{ H, h int }
	embStr    string
	EmbMarsh2 struct{ M int }
)

func (e EmbMarsh2) MarshalJSON() ([]byte, error) {
	return fmt.Appendf(nil, `["EmbMarsh2",%d]`, e.M), nil
}

// Cycles and recursion (with randtypes.Tree).
type node struct {
	Next *node `json:",omitempty"`
	N    int
}

// ---- Helpers building values ----

func ptrTo[T any](v T) *T { return &v }

// dynField is one field of a struct built at run time by dynStruct; a name
// starting in lower case makes an unexported field.
type dynField struct {
	name, tag string
	v         any
}

// dynStruct builds a struct value with reflect.StructOf, for struct types
// that go vet rejects as literals (malformed or duplicate tags, tags on
// unexported fields) but that encoders must still handle as std does.
func dynStruct(fields ...dynField) any {
	sfs := make([]reflect.StructField, len(fields))
	for i, f := range fields {
		sfs[i] = reflect.StructField{Name: f.name, Type: reflect.TypeOf(f.v), Tag: reflect.StructTag(f.tag)}
		if !token.IsExported(f.name) {
			sfs[i].PkgPath = "github.com/zerojson/json_test"
		}
	}
	v := reflect.New(reflect.StructOf(sfs)).Elem()
	for i, f := range fields {
		setField(v.Field(i), reflect.ValueOf(f.v))
	}
	return v.Interface()
}

// setField sets an addressable field even when it is unexported, which
// reflect only allows through a pointer made with unsafe: test data only.
func setField(field, v reflect.Value) {
	if !field.CanSet() {
		field = reflect.NewAt(field.Type(), unsafe.Pointer(field.UnsafeAddr())).Elem()
	}
	field.Set(v)
}

func fixedZone(name string, offset int) *time.Location { return time.FixedZone(name, offset) }

// withMonotonic returns the instant t in the local zone with a monotonic
// clock reading, which only time.Now gives and Add keeps: the same instant
// in every process, so that the classic helper compares the same value.
func withMonotonic(t time.Time) time.Time {
	now := time.Now()
	return now.Add(t.Sub(now))
}

func selfPointer() *node {
	n := &node{N: 1}
	n.Next = n
	return n
}

func selfMap() map[string]any {
	m := map[string]any{"a": 1}
	m["self"] = m
	return m
}

// The containers of decoded JSON and named types of them are written
// without reflection (encodeMapNative, encodeSliceAny), which must still
// name the container's own type in the cycle error, as encoding/json does.
// The expected texts are classic encoding/json's, which this package
// reproduces on every build.
type (
	namedAnyMap    map[string]any
	namedAnySlice  []any
	namedStringMap map[string]string
)

func TestNativeContainerCycleErrors(t *testing.T) {
	m := namedAnyMap{"a": 1}
	m["self"] = m
	s := namedAnySlice{1, nil}
	s[1] = s
	for _, tt := range []struct {
		v    any
		want string
	}{
		{selfMap(), "json: unsupported value: encountered a cycle via map[string]interface {}"},
		{selfSlice(), "json: unsupported value: encountered a cycle via []interface {}"},
		{m, "json: unsupported value: encountered a cycle via json_test.namedAnyMap"},
		{struct{ M namedAnyMap }{m}, "json: unsupported value: encountered a cycle via json_test.namedAnyMap"},
		{s, "json: unsupported value: encountered a cycle via json_test.namedAnySlice"},
		{map[string]any{"m": namedAnyMap{"s": s}}, "json: unsupported value: encountered a cycle via json_test.namedAnySlice"},
	} {
		if _, err := json.Marshal(tt.v); err == nil || err.Error() != tt.want {
			t.Errorf("Marshal(%T): %v, want %s", tt.v, err, tt.want)
		}
	}
	// A named map of strings has no cycle to make; it is written as the
	// map it is.
	if out, err := json.Marshal(struct{ M namedStringMap }{namedStringMap{"b": "<", "a": "x"}}); err != nil || string(out) != `{"M":{"a":"x","b":"\u003c"}}` {
		t.Errorf("Marshal(namedStringMap) = %s, %v", out, err)
	}
}

func selfSlice() []any {
	s := []any{1, nil}
	s[1] = s
	return s
}

// prefixSlice holds a shorter slice of itself: same pointer, other length.
func prefixSlice() []any {
	s := make([]any, 2)
	s[0] = s[:1]
	return s
}

// threeCycle goes pointer -> slice -> map -> pointer, so which container
// first repeats decides the type named in the error.
func threeCycle() any {
	p := &randtypes.Tree{}
	m := map[string]any{"p": p}
	p.V = []any{m}
	return p
}

func interfaceCycle() any {
	t := &randtypes.Tree{}
	t.V = t
	return t
}

// cycleAfter leads through n distinct pointers into a cycle of a pointer,
// a slice and a map, so that the container encoding/json first sees twice
// after its 1000th pointer, slice or map level depends on n exactly.
func cycleAfter(n int) any {
	var v any = threeCycle()
	for i := 0; i < n; i++ {
		v = &randtypes.Tree{V: v}
	}
	return v
}

// selfEmbedding embeds a pointer to its own type.
type selfEmbedding struct {
	*selfEmbedding
	N int
}

// mapRec reaches its own map type through a struct value.
type mapRec struct {
	M map[string]mapRec `json:",omitempty"`
	N int
}

// valueNest holds values of its own type in an interface, by value, with
// fields after it: each level is a non-addressable copy of the same type.
type valueNest struct {
	Before int
	Inner  any
	After  string
}

func sameTypeNest(n int) any {
	var v any
	for i := 0; i < n; i++ {
		v = valueNest{i, v, strings.Repeat("x", i)}
	}
	return v
}

func deepPointers(n int) *node {
	var head *node
	for i := 0; i < n; i++ {
		head = &node{Next: head, N: i}
	}
	return head
}

func deepSlices(n int) any {
	var v any = "bottom"
	for i := 0; i < n; i++ {
		v = []any{v}
	}
	return v
}

func deepMaps(n int) any {
	var v any = 0
	for i := 0; i < n; i++ {
		v = map[string]any{"m": v, "i": i}
	}
	return v
}

// sharedBelow nests n levels and then refers twice to the same pointer, map
// and slice: a DAG, not a cycle, found past the depth where encoding/json
// starts tracking pointers.
func sharedBelow(n int) any {
	leaf := &node{N: 7}
	m := map[string]int{"x": 1}
	s := []int{1, 2}
	var v any = []any{leaf, leaf, m, m, s, s, []any{leaf, m, s}}
	for i := 0; i < n; i++ {
		v = &randtypes.Tree{V: v}
	}
	return v
}

func longString(n int) string {
	var sb strings.Builder
	parts := []string{"abc", "<&>", "\u2028", "é", "\x00", "\"", "\\", "\xff", "日本", "\U0001F600", " ", "\t"}
	for i := 0; sb.Len() < n; i++ {
		sb.WriteString(parts[i%len(parts)])
	}
	return sb.String()
}

func manyKeys(n int) map[string]int {
	m := make(map[string]int, n)
	for i := 0; i < n; i++ {
		m[fmt.Sprintf("key%d", i*7919%n)] = i
	}
	return m
}

func seq(n int) []int {
	s := make([]int, n)
	for i := range s {
		s[i] = i * i
	}
	return s
}

func allBytes() []byte {
	b := make([]byte, 256)
	for i := range b {
		b[i] = byte(i)
	}
	return b
}

// ---- The tables ----

func scalarCases() []encodeCase {
	name := jsontest.Name
	type (
		myBool    bool
		myInt     int
		myUint16  uint16
		myFloat32 float32
		myFloat64 float64
		myString  string
	)
	return []encodeCase{
		{name("nil"), nil, false},
		{name("true"), true, false},
		{name("false"), false, false},
		{name("named bool"), myBool(true), false},

		{name("int zero"), 0, false},
		{name("int 1"), 1, false},
		{name("int -1"), -1, false},
		{name("int min"), math.MinInt, false},
		{name("int max"), math.MaxInt, false},
		{name("int8 min"), int8(math.MinInt8), false},
		{name("int8 max"), int8(math.MaxInt8), false},
		{name("int16 min"), int16(math.MinInt16), false},
		{name("int16 max"), int16(math.MaxInt16), false},
		{name("int32 min"), int32(math.MinInt32), false},
		{name("int32 max"), int32(math.MaxInt32), false},
		{name("int64 min"), int64(math.MinInt64), false},
		{name("int64 max"), int64(math.MaxInt64), false},
		{name("int64 -10"), int64(-10), false},
		{name("int64 1e15"), int64(1e15), false},
		{name("uint zero"), uint(0), false},
		{name("uint max"), uint(math.MaxUint), false},
		{name("uint8 max"), uint8(math.MaxUint8), false},
		{name("uint8 7"), uint8(7), false},
		{name("uint16 max"), uint16(math.MaxUint16), false},
		{name("uint32 max"), uint32(math.MaxUint32), false},
		{name("uint64 max"), uint64(math.MaxUint64), false},
		{name("uint64 1<<63"), uint64(1 << 63), false},
		{name("uintptr"), uintptr(0xdeadbeef), false},
		{name("uintptr max"), ^uintptr(0), false},
		{name("named int"), myInt(-42), false},
		{name("named uint16"), myUint16(65535), false},
		{name("time.Duration"), 90 * time.Second, false},
		{name("time.Month"), time.March, false},

		{name("float64 0"), 0.0, false},
		{name("float64 -0"), math.Copysign(0, -1), false},
		{name("float64 1"), 1.0, false},
		{name("float64 -1.5"), -1.5, false},
		{name("float64 0.1"), 0.1, false},
		{name("float64 1/3"), 1.0 / 3, false},
		{name("float64 1e20"), 1e20, false},
		{name("float64 1e21"), 1e21, false},
		{name("float64 -1e21"), -1e21, false},
		{name("float64 999999999999999999999"), 999999999999999999999.0, false},
		{name("float64 123456789e12"), 123456789e12, false},
		{name("float64 1e-6"), 1e-6, false},
		{name("float64 -1e-6"), -1e-6, false},
		{name("float64 1e-7"), 1e-7, false},
		{name("float64 9.99999e-7"), 9.99999e-7, false},
		{name("float64 1.5e-7"), 1.5e-7, false},
		{name("float64 1e-10"), 1e-10, false},
		{name("float64 1e-100"), 1e-100, false},
		{name("float64 1e100"), 1e100, false},
		{name("float64 1e300"), 1e300, false},
		{name("float64 2^53"), float64(1 << 53), false},
		{name("float64 2^53+2"), float64(1<<53 + 2), false},
		{name("float64 max"), math.MaxFloat64, false},
		{name("float64 -max"), -math.MaxFloat64, false},
		{name("float64 smallest subnormal"), math.SmallestNonzeroFloat64, false},
		{name("float64 subnormal"), 2.5e-310, false},
		{name("float64 smallest normal"), 2.2250738585072014e-308, false},
		{name("float64 NaN"), math.NaN(), false},
		{name("float64 +Inf"), math.Inf(1), false},
		{name("float64 -Inf"), math.Inf(-1), false},
		{name("float32 0"), float32(0), false},
		{name("float32 -0"), float32(math.Copysign(0, -1)), false},
		{name("float32 0.1"), float32(0.1), false},
		{name("float32 1/3"), float32(1.0 / 3), false},
		{name("float32 3.4e38"), float32(3.4e38), false},
		{name("float32 max"), float32(math.MaxFloat32), false},
		{name("float32 smallest subnormal"), float32(math.SmallestNonzeroFloat32), false},
		{name("float32 1e21"), float32(1e21), false},
		{name("float32 1e20"), float32(1e20), false},
		{name("float32 9.999999e20"), float32(9.999999e20), false},
		{name("float32 1e-6"), float32(1e-6), false},
		{name("float32 1e-7"), float32(1e-7), false},
		{name("float32 9.99999e-7"), float32(9.99999e-7), false},
		{name("float32 16777217"), float32(16777217), false},
		{name("float32 NaN"), float32(math.NaN()), false},
		{name("float32 +Inf"), float32(math.Inf(1)), false},
		{name("float32 -Inf"), float32(math.Inf(-1)), false},
		{name("named float32"), myFloat32(2.5), false},
		{name("named float64 NaN"), myFloat64(math.NaN()), false},
		{name("named float64 1e-9"), myFloat64(1e-9), false},

		{name("complex64"), complex64(1 + 2i), false},
		{name("complex128"), complex(1, -1), false},
		{name("chan"), make(chan int), false},
		{name("nil chan"), (chan int)(nil), false},
		{name("func"), func() {}, false},
		{name("nil func"), (func())(nil), false},

		{name("named string"), myString("<named>"), false},
	}
}

func stringCases() []encodeCase {
	name := jsontest.Name
	cases := []encodeCase{
		{name("empty"), "", false},
		{name("ascii"), "hello, world", false},
		{name("quote and backslash"), `say "hi" \ bye \\`, false},
		{name("slash"), "a/b</script>", false},
		{name("short escapes"), "\b\f\n\r\t", false},
		{name("NUL"), "\x00", false},
		{name("DEL"), "\x7f", false},
		{name("HTML"), "<b>Tom & Jerry</b>", false},
		{name("only HTML"), "<>&", false},
		{name("U+2028 U+2029"), "line\u2028para\u2029end", false},
		{name("U+2027 U+202A"), "\u2027\u202a", false},
		{name("latin"), "Grüße, café", false},
		{name("CJK"), "日本語", false},
		{name("emoji"), "\U0001F600 \U0001F44D\U0001F3FD", false},
		{name("U+FFFD"), "\uFFFD", false},
		{name("BOM"), "\uFEFFbom", false},
		{name("invalid byte"), "a\xffb", false},
		{name("lone continuation"), "\x80", false},
		{name("truncated 2-byte"), "x\xc3", false},
		{name("truncated 3-byte"), "\xe2\x80", false},
		{name("truncated 3-byte before U+2028"), "\xe2\xe2\x80\xa8", false},
		{name("truncated 4-byte"), "\xf0\x9f\x98", false},
		{name("overlong NUL"), "\xc0\x80", false},
		{name("overlong slash"), "\xe0\x80\xaf", false},
		{name("surrogate half"), "\xed\xa0\x80", false},
		{name("above U+10FFFF"), "\xf4\x90\x80\x80", false},
		{name("invalid then HTML"), "\xff<\xfe>", false},
		{name("long mixed"), longString(10000), true},
		{name("long ascii"), strings.Repeat("abcdefghij", 5000), true},
		{name("long HTML"), strings.Repeat("<&>", 3000), true},
		{name("all bytes"), string(allBytes()), false},
	}
	for c := rune(0); c < 0x20; c++ {
		cases = append(cases, encodeCase{name(fmt.Sprintf("control %#x", c)), "x" + string(c) + "y", false})
	}
	return cases
}

func byteCases() []encodeCase {
	name := jsontest.Name
	return []encodeCase{
		{name("nil []byte"), []byte(nil), false},
		{name("empty []byte"), []byte{}, false},
		{name("[]byte 1"), []byte{0xff}, false},
		{name("[]byte 2"), []byte{0xff, 0xfe}, false},
		{name("[]byte 3"), []byte{0xff, 0xfe, 0xfd}, false},
		{name("[]byte text"), []byte("hello <world>"), false},
		{name("[]byte all"), allBytes(), false},
		{name("[]byte long"), bytes.Repeat([]byte("0123456789"), 1000), true},
		{name("named byte slice"), randtypes.ByteSlice("named"), false},
		{name("nil named byte slice"), randtypes.ByteSlice(nil), false},
		{name("slice of named byte"), []randtypes.PlainByte{1, 2, 3}, false},
		{name("named slice of named byte"), randtypes.PlainByteSlice{4, 5}, false},
		{name("[]uint8"), []uint8{1, 2}, false},
		{name("byte array"), [3]byte{1, 2, 3}, false},
		{name("empty byte array"), [0]byte{}, false},
		{name("named byte array"), randtypes.ByteArray{9, 8, 7, 6}, false},
		{name("*[]byte"), ptrTo([]byte("p")), false},
		{name("[]*byte"), []*byte{ptrTo(byte(1)), nil}, false},
		{name("elem with pointer MarshalJSON"), []randtypes.BytePtrMarshaler{1, 2}, false},
		{name("elem with value MarshalJSON"), []randtypes.ByteValMarshaler{1, 2}, false},
		{name("elem with pointer MarshalText"), []randtypes.BytePtrText{1, 2}, false},
		{name("nil slice of elem with MarshalJSON"), []randtypes.BytePtrMarshaler(nil), false},
		{name("empty slice of elem with MarshalJSON"), []randtypes.BytePtrMarshaler{}, false},
		{name("array of elem with pointer MarshalJSON"), [2]randtypes.BytePtrMarshaler{1, 2}, false},
		{name("byte slice with MarshalJSON"), randtypes.ByteSliceJSON("abc"), false},
		{name("nil byte slice with MarshalJSON"), randtypes.ByteSliceJSON(nil), false},
		{name("byte slice with pointer MarshalText"), randtypes.ByteSliceText("abcd"), false},
		{name("[][]byte"), [][]byte{nil, {}, {1}}, false},
		{name("map of []byte"), map[string][]byte{"a": {1, 2}, "b": nil}, false},
		{name("[]byte in any"), []any{[]byte("x"), randtypes.ByteSlice("y")}, false},
		{name("[]byte with ,string"), struct {
			B []byte `json:",string"`
		}{[]byte("q")}, false},
	}
}

func containerCases() []encodeCase {
	name := jsontest.Name
	type intSlice []int
	type stringMap map[string]string
	type elemString string
	return []encodeCase{
		{name("nil []int"), []int(nil), false},
		{name("empty []int"), []int{}, false},
		{name("[]int"), []int{1, -2, 3}, false},
		{name("named slice"), intSlice{1}, false},
		{name("nil named slice"), intSlice(nil), false},
		{name("[]string"), []string{"a", "<b>", ""}, false},
		{name("[]float64"), []float64{0.5, 1e21, math.Copysign(0, -1)}, false},
		{name("[]float64 NaN"), []float64{1, math.NaN()}, false},
		// Every plain scalar kind as elements, which appendScalarElems
		// writes itself, in slices and arrays, with a non-finite float
		// after a finite one.
		{name("[2]float64 +Inf"), [2]float64{1.5, math.Inf(1)}, false},
		{name("[][2]float64"), [][2]float64{{-65.613616999999977, 43.420273000000009}, {0, math.Copysign(0, -1)}}, false},
		{name("[]float32"), []float32{0.1, 1e20}, false},
		{name("[]bool"), []bool{true, false}, false},
		{name("[3]int8 int16 int32"), []any{[3]int8{-128, 0, 127}, []int16{-1}, [2]int32{math.MinInt32, math.MaxInt32}}, false},
		{name("[]int64 []uint64"), []any{[]int64{math.MinInt64, 0, math.MaxInt64}, []uint64{math.MaxUint64}}, false},
		{name("[]uint []uint32 []uint16 []uintptr"), []any{[]uint{7}, [2]uint32{0, math.MaxUint32}, []uint16{65535}, []uintptr{1}}, false},
		{name("[]string escapes"), [3]string{"<&>", "\u2028\u2029\x00", "日本"}, false},
		{name("named string elements"), []elemString{"a", "<"}, false},
		{name("[]any"), []any{nil, 1, "a", true, 2.5, []any{}, map[string]any{}}, false},
		{name("[][]int"), [][]int{nil, {}, {1, 2}}, false},
		{name("[0]int"), [0]int{}, false},
		{name("[3]int"), [3]int{1, 2, 3}, false},
		{name("[2][2]string"), [2][2]string{{"a", "b"}, {"c", "d"}}, false},
		{name("[2]any"), [2]any{nil, 1}, false},
		{name("long slice"), seq(10000), true},
		{name("[]chan empty"), []chan int{}, false},
		{name("[]chan nil"), []chan int(nil), false},
		{name("[]chan"), []chan int{nil}, false},
		{name("[0]func"), [0]func(){}, false},
		{name("[1]func nil"), [1]func(){}, false},

		{name("nil map"), map[string]int(nil), false},
		{name("empty map"), map[string]int{}, false},
		{name("map sorted"), map[string]int{"b": 2, "a": 1, "c": 3, "": 0, "B": 4, "aa": 5}, false},
		{name("map byte order"), map[string]int{"é": 1, "e": 2, "z": 3, "\x7f": 4, "\xff": 5, "\u2028": 6, "日": 7}, false},
		{name("map keys need escaping"), map[string]int{"<b>": 1, "a&b": 2, "\"q\"": 3, "\\": 4, "\n": 5, "\u2028": 6, "\x00": 7, "\xff": 8}, false},
		{name("map keys invalid UTF-8 sort by raw bytes"), map[string]int{"\xff": 1, "\xfe": 2, "\uFFFD": 3}, false},
		{name("named map"), stringMap{"x": "y"}, false},
		{name("map[string]any"), map[string]any{"n": nil, "m": map[string]any{"z": 1}, "s": []any{"t"}}, false},
		{name("map int keys"), map[int]string{10: "ten", 9: "nine", -1: "m1", -20: "m20", 0: "zero"}, false},
		{name("map int8 keys"), map[int8]int{math.MinInt8: 1, math.MaxInt8: 2}, false},
		{name("map int64 keys"), map[int64]int{math.MinInt64: 1, math.MaxInt64: 2}, false},
		{name("map uint keys"), map[uint]int{1: 1, 100: 2, 20: 3}, false},
		{name("map uint8 keys"), map[uint8]bool{255: true, 0: false}, false},
		{name("map uint64 keys"), map[uint64]int{math.MaxUint64: 1}, false},
		{name("map uintptr keys"), map[uintptr]int{7: 1}, false},
		{name("map named string keys"), map[randtypes.NamedStringKey]int{"k<": 1, "a": 2}, false},
		{name("map named int keys"), map[randtypes.NamedIntKey]int{-3: 1, 3: 2}, false},
		{name("map named uint8 keys"), map[randtypes.NamedUintKey]int{3: 1}, false},
		{name("map TextMarshaler keys"), map[randtypes.TextKey]int{{S: "b"}: 1, {S: "a"}: 2, {S: "<"}: 3}, false},
		{name("map pointer TextMarshaler keys"), map[*randtypes.PtrTextKey]int{{S: "b"}: 1, {S: "a"}: 2}, false},
		{name("map nil pointer TextMarshaler key"), map[*randtypes.PtrTextKey]int{nil: 1, {S: "x"}: 2}, false},
		{name("map value-receiver TextMarshaler pointer keys"), map[*randtypes.TextKey]int{{S: "p"}: 1}, false},
		{name("map int TextMarshaler keys"), map[randtypes.IntTextKey]int{1: 1, 20: 2, 3: 3}, false},
		{name("map string-kind TextMarshaler keys use the string"), map[randtypes.RawText]int{"raw": 1, "<x>": 2}, false},
		{name("map string-kind pointer TextMarshaler keys"), map[ptrStringKey]int{"s": 1}, false},
		{name("map TextMarshaler interface keys"), map[encoding.TextMarshaler]int{randtypes.TextKey{S: "i"}: 1, randtypes.IntTextKey(5): 2}, false},
		{name("map time keys"), map[time.Time]int{time.Date(2020, 1, 2, 3, 4, 5, 6, time.UTC): 1}, false},
		{name("map MarshalText key error"), map[failKey]int{1: 1, -1: 2}, false},
		{name("map MarshalText key error in value position"), map[string]failKey{"a": -1}, false},
		{name("map key error before value error"), map[failKey]float64{-1: 1, 1: math.NaN()}, false},
		{name("map time key error"), map[time.Time]int{time.Date(10000, 1, 1, 0, 0, 0, 0, time.UTC): 1}, false},
		{name("map value errors come in key order"), map[string]any{"b": randtypes.FailJSON{}, "a": math.Inf(1), "c": make(chan int)}, false},
		{name("map unsupported key struct"), map[randtypes.PtrTextKey]int{{S: "v"}: 1}, false},
		{name("map unsupported key struct nil"), map[randtypes.PtrTextKey]int(nil), false},
		{name("map unsupported key float"), map[float64]int{1.5: 1}, false},
		{name("map unsupported key bool"), map[bool]int{true: 1}, false},
		{name("map unsupported key array"), map[[2]int]int{{1, 2}: 3}, false},
		{name("map unsupported key interface"), map[any]int{"a": 1}, false},
		{name("map unsupported key empty"), map[any]int{}, false},
		{name("map unsupported value"), map[string]chan int{"c": nil}, false},
		{name("map unsupported value empty"), map[string]chan int{}, false},
		{name("map unsupported value nil"), (map[string]func())(nil), false},
		{name("map of pointer Marshalers"), map[string]*randtypes.PointerMarshaler{"a": {N: 1}, "nil": nil}, false},
		{name("map values not addressable: pointer MarshalJSON not called"), map[string]randtypes.PointerMarshaler{"a": {N: 1}}, false},
		{name("map values not addressable: pointer MarshalText not called"), map[string]randtypes.PointerText{"a": {N: 1}}, false},
		{name("map values not addressable: value MarshalText"), map[string]randtypes.PtrJSONValueText{"a": {N: 1}}, false},
		{name("map struct values with pointer Marshaler fields"), map[string]struct{ P randtypes.PointerMarshaler }{"a": {randtypes.PointerMarshaler{N: 2}}}, false},
		{name("map array values"), map[string][1]randtypes.PointerMarshaler{"a": {{N: 3}}}, false},
		{name("map slice values are addressable"), map[string][]randtypes.PointerMarshaler{"a": {{N: 3}}}, false},
		{name("same-type map nested before later entries"), map[string]any{"a": map[string]any{"x": 1, "y": 2, "z": 3}, "b": "outer b", "c": 3}, false},
		{name("same-type map through struct before later entries"), map[string]mapRec{"a": {M: map[string]mapRec{"x": {N: 1}, "y": {N: 2}}}, "b": {N: 10}, "c": {N: 11}}, false},
		{name("same-type maps in slices before later entries"), map[string][]map[string]int{"a": {{"x": 1, "y": 2}, {"q": 9}}, "b": {{"z": 3}}}, false},
		{name("same-type struct values nested in interfaces"), sameTypeNest(4), false},
		{name("same-type arrays nested in interfaces"), [2]any{[2]any{[2]any{1, 2}, "x"}, "y"}, false},
		{name("large map"), manyKeys(3000), true},
	}
}

func pointerInterfaceCases() []encodeCase {
	name := jsontest.Name
	var nilAny any
	one := 1
	return []encodeCase{
		{name("*int"), &one, false},
		{name("nil *int"), (*int)(nil), false},
		{name("**int"), ptrTo(&one), false},
		{name("**int to nil"), ptrTo((*int)(nil)), false},
		{name("***string"), ptrTo(ptrTo(ptrTo("deep"))), false},
		{name("*[]int"), ptrTo([]int{1}), false},
		{name("*[]int nil slice"), ptrTo([]int(nil)), false},
		{name("*map"), ptrTo(map[string]int{"a": 1}), false},
		{name("*struct"), &struct{ A int }{1}, false},
		{name("nil *struct"), (*struct{ A int })(nil), false},
		{name("*any nil"), &nilAny, false},
		{name("*any int"), ptrTo[any](3), false},
		{name("*any pointer"), ptrTo[any](&one), false},
		{name("*chan nil"), (*chan int)(nil), false},
		{name("*chan"), ptrTo(make(chan int)), false},
		{name("*float NaN"), ptrTo(math.NaN()), false},

		{name("any nil"), []any{nil}, false},
		{name("any bool"), []any{true}, false},
		{name("any int kinds"), []any{int8(-1), int16(2), int32(3), int64(4), uint(5), uint8(6), uint16(7), uint32(8), uint64(9), uintptr(10)}, false},
		{name("any floats"), []any{float32(0.1), 0.1, 1e21, float32(1e-7)}, false},
		{name("any string"), []any{"<s>"}, false},
		{name("any nil pointer"), []any{(*int)(nil), (*struct{})(nil), (*randtypes.PointerMarshaler)(nil), (*randtypes.ValueMarshaler)(nil)}, false},
		{name("any pointer"), []any{&one}, false},
		{name("any struct"), []any{struct{ A, b int }{1, 2}}, false},
		{name("any nil map"), []any{map[string]int(nil)}, false},
		{name("any nil slice"), []any{[]int(nil)}, false},
		{name("any slice of any"), []any{[]any{[]any{}}}, false},
		{name("any complex"), []any{complex64(1)}, false},
		{name("any func"), []any{func() {}}, false},
		{name("any holding any pointer"), []any{ptrTo[any](nil)}, false},
		{name("fmt.Stringer field"), struct{ S fmt.Stringer }{time.Second}, false},
		{name("fmt.Stringer field nil"), struct{ S fmt.Stringer }{}, false},
		{name("error field nil"), struct{ E error }{}, false},
		{name("error field"), struct{ E error }{errors.New("x")}, false},
		{name("json.Marshaler field nil"), struct{ M stdjson.Marshaler }{}, false},
		{name("json.Marshaler field holding nil pointer"), struct{ M stdjson.Marshaler }{(*randtypes.NilSafeMarshaler)(nil)}, false},
		{name("json.Marshaler field holding value"), struct{ M stdjson.Marshaler }{randtypes.ValueMarshaler{N: 5}}, false},
		{name("json.Marshaler field holding RawMessage"), struct{ M stdjson.Marshaler }{stdjson.RawMessage(`[ 1 ]`)}, false},
		{name("TextMarshaler field nil"), struct{ T encoding.TextMarshaler }{}, false},
		{name("TextMarshaler field holding nil pointer"), struct{ T encoding.TextMarshaler }{(*randtypes.NilSafeText)(nil)}, false},
		{name("TextMarshaler field holding value"), struct{ T encoding.TextMarshaler }{randtypes.ValueText{N: 2}}, false},
		{name("TextMarshaler field holding pointer"), struct{ T encoding.TextMarshaler }{&randtypes.PointerText{N: 3}}, false},
		{name("TextMarshaler field holding failing"), struct{ T encoding.TextMarshaler }{randtypes.FailText{}}, false},
		{name("isZeroer field holding Marshaler"), struct{ Z randtypes.IsZeroer }{time.Time{}}, false},
	}
}

func structCases() []encodeCase {
	name := jsontest.Name
	type intPtr *int
	n := 7
	f := 2.5
	bl := true
	s := "<s>"
	var nilTime *time.Time
	return []encodeCase{
		{name("empty struct"), struct{}{}, false},
		{name("only unexported"), struct{ a, b int }{1, 2}, false},
		{name("unexported skipped, even tagged"), dynStruct(dynField{"A", "", 1}, dynField{"b", "", 2}, dynField{"c", `json:"c"`, "x"}), false},
		{name("field order kept"), struct{ Z, A, M int }{1, 2, 3}, false},
		{name("all kinds"), struct {
			B   bool
			I   int
			I8  int8
			U64 uint64
			F32 float32
			F64 float64
			S   string
			P   *int
			Sl  []string
			M   map[string]int
			A   [2]bool
			Ifc any
			St  struct{ X int }
		}{true, -1, -8, 64, 0.5, 1e-7, "s", &n, []string{"x"}, map[string]int{"k": 1}, [2]bool{true, false}, "i", struct{ X int }{9}}, false},

		// Names from tags.
		{name("rename"), struct {
			A int `json:"renamed"`
		}{1}, false},
		{name("rename to empty keeps Go name"), struct {
			A int `json:""`
		}{1}, false},
		{name("options only"), struct {
			A int `json:",omitempty"`
		}{1}, false},
		{name("dash skips"), struct {
			A int `json:"-"`
			B int
		}{1, 2}, false},
		{name("dash comma names field -"), struct {
			A int `json:"-,"`
		}{1}, false},
		{name("dash comma omitempty"), struct {
			A int `json:"-,omitempty"`
		}{0}, false},
		{name("unknown option ignored"), struct {
			A int `json:"a,bogus"`
		}{1}, false},
		{name("other tag keys ignored"), struct {
			A int `xml:"x" json:"j" yaml:"y"`
		}{1}, false},
		{name("malformed tag"), dynStruct(dynField{"A", "json:a", 1}), false},
		{name("tag with unquoted key"), dynStruct(dynField{"A", `json "a"`, 1}), false},
		{name("valid punctuation in name"), struct {
			A int `json:"!#$%&()*+-./:;<=>?@[]^_{|}~ "`
		}{1}, false},
		{name("HTML chars in name"), struct {
			A int `json:"<tag>&amp"`
		}{1}, false},
		{name("space in name"), struct {
			A int `json:"a b"`
		}{1}, false},
		{name("unicode letters in name"), struct {
			A int `json:"café_日本"`
		}{1}, false},
		{name("unicode digits in name"), struct {
			A int `json:"١٢٣"`
		}{1}, false},
		{name("invalid name: quote"), struct {
			A int `json:"a\"b"`
		}{1}, false},
		{name("invalid name: backslash"), struct {
			A int `json:"a\\b"`
		}{1}, false},
		{name("invalid name: emoji"), struct {
			A int `json:"😀"`
		}{1}, false},
		{name("invalid name: U+2028"), struct {
			A int `json:"a\u2028"`
		}{1}, false},
		{name("invalid name: apostrophe"), struct {
			A int `json:"it's"`
		}{1}, false},
		{name("invalid name: control"), struct {
			A int `json:"a\tb"`
		}{1}, false},
		{name("invalid name: comma is a separator"), struct {
			A int `json:"a,b,c"`
		}{1}, false},
		{name("unicode Go field name"), struct{ Ünïcödé int }{1}, false},

		// omitempty.
		{name("omitempty zero values"), struct {
			B  bool           `json:",omitempty"`
			I  int            `json:",omitempty"`
			U  uint8          `json:",omitempty"`
			F  float64        `json:",omitempty"`
			S  string         `json:",omitempty"`
			P  *int           `json:",omitempty"`
			Sl []int          `json:",omitempty"`
			ES []int          `json:",omitempty"`
			M  map[string]int `json:",omitempty"`
			EM map[string]int `json:",omitempty"`
			A0 [0]int         `json:",omitempty"`
			I0 any            `json:",omitempty"`
			St struct{}       `json:",omitempty"`
			T  time.Time      `json:",omitempty"`
			C  chan int       `json:"-"`
		}{ES: []int{}, EM: map[string]int{}}, false},
		{name("omitempty non-zero values"), struct {
			B  bool           `json:",omitempty"`
			I  int            `json:",omitempty"`
			F  float64        `json:",omitempty"`
			S  string         `json:",omitempty"`
			P  *int           `json:",omitempty"`
			PZ *int           `json:",omitempty"`
			Sl []int          `json:",omitempty"`
			M  map[string]int `json:",omitempty"`
			A1 [1]int         `json:",omitempty"`
			I0 any            `json:",omitempty"`
		}{true, 1, 0.5, "s", &n, ptrTo(0), []int{0}, map[string]int{"": 0}, [1]int{}, 0}, false},
		{name("omitempty negative zero is not empty"), struct {
			F float64 `json:",omitempty"`
			G float32 `json:",omitempty"`
		}{math.Copysign(0, -1), float32(math.Copysign(0, -1))}, false},
		{name("omitempty nil func is not skipped"), struct {
			F func() `json:",omitempty"`
		}{}, false},
		{name("omitempty nil chan is not skipped"), struct {
			C chan int `json:",omitempty"`
		}{}, false},
		{name("omitempty on Marshaler"), struct {
			M randtypes.ValueMarshaler    `json:",omitempty"`
			P *randtypes.PointerMarshaler `json:",omitempty"`
			R randtypes.RawJSON           `json:",omitempty"`
		}{}, false},

		// omitzero.
		{name("omitzero zero values"), struct {
			B  bool            `json:",omitzero"`
			I  int             `json:",omitzero"`
			F  float64         `json:",omitzero"`
			S  string          `json:",omitzero"`
			P  *int            `json:",omitzero"`
			Sl []int           `json:",omitzero"`
			M  map[string]int  `json:",omitzero"`
			A  [2]int          `json:",omitzero"`
			St struct{ X int } `json:",omitzero"`
			T  time.Time       `json:",omitzero"`
			TP *time.Time      `json:",omitzero"`
			C  chan int        `json:",omitzero"`
			Fn func()          `json:",omitzero"`
			X  complex128      `json:",omitzero"`
			I0 any             `json:",omitzero"`
		}{}, false},
		{name("omitzero keeps empty non-nil"), struct {
			Sl []int          `json:",omitzero"`
			M  map[string]int `json:",omitzero"`
			P  *int           `json:",omitzero"`
			A  [2]int         `json:",omitzero"`
			I0 any            `json:",omitzero"`
		}{[]int{}, map[string]int{}, ptrTo(0), [2]int{0, 1}, 0}, false},
		{name("omitzero negative zero is not zero"), struct {
			F float64 `json:",omitzero"`
		}{math.Copysign(0, -1)}, false},
		{name("omitzero time zero in other zone"), struct {
			T time.Time `json:",omitzero"`
		}{time.Time{}.In(fixedZone("Z1", 3600))}, false},
		{name("omitzero value IsZero"), struct {
			Z  randtypes.ValueZeroer `json:",omitzero"`
			NZ randtypes.ValueZeroer `json:",omitzero"`
			RZ randtypes.ValueZeroer `json:",omitzero"`
		}{randtypes.ValueZeroer{N: 42}, randtypes.ValueZeroer{N: 1}, randtypes.ValueZeroer{}}, false},
		{name("omitzero pointer-receiver IsZero"), struct {
			Z  randtypes.PointerZeroer `json:",omitzero"`
			NZ randtypes.PointerZeroer `json:",omitzero"`
			RZ randtypes.PointerZeroer `json:",omitzero"`
		}{randtypes.PointerZeroer{N: 42}, randtypes.PointerZeroer{N: 1}, randtypes.PointerZeroer{}}, false},
		{name("omitzero pointer to value IsZero"), struct {
			Nil *randtypes.ValueZeroer `json:",omitzero"`
			Z   *randtypes.ValueZeroer `json:",omitzero"`
			NZ  *randtypes.ValueZeroer `json:",omitzero"`
		}{nil, &randtypes.ValueZeroer{N: 42}, &randtypes.ValueZeroer{N: 0}}, false},
		{name("omitzero pointer to pointer IsZero"), struct {
			Nil *randtypes.PointerZeroer `json:",omitzero"`
			Z   *randtypes.PointerZeroer `json:",omitzero"`
			NZ  *randtypes.PointerZeroer `json:",omitzero"`
		}{nil, &randtypes.PointerZeroer{N: 42}, &randtypes.PointerZeroer{N: 0}}, false},
		{name("omitzero isZeroer interface"), struct {
			Nil    randtypes.IsZeroer `json:",omitzero"`
			NilPtr randtypes.IsZeroer `json:",omitzero"`
			Z      randtypes.IsZeroer `json:",omitzero"`
			NZ     randtypes.IsZeroer `json:",omitzero"`
			PZ     randtypes.IsZeroer `json:",omitzero"`
			T      randtypes.IsZeroer `json:",omitzero"`
		}{nil, (*randtypes.ValueZeroer)(nil), randtypes.ValueZeroer{N: 42}, randtypes.ValueZeroer{N: 1}, &randtypes.PointerZeroer{N: 42}, time.Time{}}, false},
		{name("omitzero any holding zero is not zero"), struct {
			A any `json:",omitzero"`
			B any `json:",omitzero"`
		}{randtypes.ValueZeroer{N: 42}, (*int)(nil)}, false},
		{name("omitzero map and int IsZero"), struct {
			M  randtypes.ZeroerMap `json:",omitzero"`
			M2 randtypes.ZeroerMap `json:",omitzero"`
			N  randtypes.ZeroerMap `json:",omitzero"`
			I  randtypes.ZeroerInt `json:",omitzero"`
			I2 randtypes.ZeroerInt `json:",omitzero"`
		}{randtypes.ZeroerMap{"a": 1}, randtypes.ZeroerMap{}, nil, 3, 0}, false},
		{name("omitempty and omitzero"), struct {
			A []int                 `json:",omitempty,omitzero"`
			B randtypes.ValueZeroer `json:",omitzero,omitempty"`
			C int                   `json:",omitzero,omitempty"`
		}{[]int{}, randtypes.ValueZeroer{N: 42}, 0}, false},
		{name("omitzero in array element struct"), [2]struct {
			P randtypes.PointerZeroer `json:",omitzero"`
		}{{randtypes.PointerZeroer{N: 42}}, {randtypes.PointerZeroer{N: 1}}}, false},

		// ,string.
		{name("string option on scalars"), struct {
			I   int     `json:",string"`
			I8  int8    `json:",string"`
			U   uint64  `json:",string"`
			Up  uintptr `json:",string"`
			F   float64 `json:",string"`
			F32 float32 `json:",string"`
			FE  float64 `json:",string"`
			B   bool    `json:",string"`
			S   string  `json:",string"`
			SE  string  `json:",string"`
		}{-1, 8, math.MaxUint64, 3, 0.25, 1.5, 1e-9, true, "str", `<"\>` + "\u2028"}, false},
		{name("string option on pointers"), struct {
			PI  *int     `json:",string"`
			PF  *float64 `json:",string"`
			PB  *bool    `json:",string"`
			PS  *string  `json:",string"`
			Nil *int     `json:",string"`
			PP  **int    `json:",string"`
			NP  intPtr   `json:",string"`
		}{&n, &f, &bl, &s, nil, ptrTo(&n), &n}, false},
		{name("string option ignored on other kinds"), struct {
			Sl []int           `json:",string"`
			M  map[string]int  `json:",string"`
			A  [1]int          `json:",string"`
			St struct{ X int } `json:",string"`
			I  any             `json:",string"`
			T  time.Time       `json:",string"`
		}{[]int{1}, map[string]int{"a": 1}, [1]int{2}, struct{ X int }{3}, 4, time.Time{}}, false},
		{name("string option on named scalars"), struct {
			D time.Duration `json:",string"`
			M time.Month    `json:",string"`
			S randtypes.Str `json:",string"`
		}{time.Second, time.May, "named"}, false},
		{name("string option on Marshalers is ignored"), struct {
			R randtypes.RawJSON           `json:",string"`
			T randtypes.RawText           `json:",string"`
			B randtypes.ByteValMarshaler  `json:",string"`
			P *randtypes.BytePtrMarshaler `json:",string"`
			I randtypes.IntTextKey        `json:",string"`
		}{`[1]`, "t", 3, ptrTo(randtypes.BytePtrMarshaler(4)), 5}, false},
		{name("string option with omitempty"), struct {
			I int    `json:",omitempty,string"`
			J int    `json:",string,omitempty"`
			S string `json:",string,omitempty"`
		}{0, 1, ""}, false},
		{name("string option float errors"), struct {
			F float64 `json:",string"`
		}{math.Inf(-1)}, false},
		{name("string option std Number"), struct {
			N  stdjson.Number `json:",string"`
			NE stdjson.Number `json:",string"`
		}{"1.5e3", ""}, false},

		// Unsupported fields.
		{name("chan field"), struct{ C chan int }{}, false},
		{name("func field"), struct{ F func() }{func() {}}, false},
		{name("complex field"), struct{ C complex64 }{}, false},
		{name("unsupported after output"), struct {
			A string
			C chan int
		}{A: "first"}, false},
		{name("unexported chan is ignored"), struct {
			c chan int
			A int
		}{nil, 1}, false},
		{name("*time.Time nil field"), struct{ T *time.Time }{nilTime}, false},
	}
}

func embeddingCases() []encodeCase {
	name := jsontest.Name
	type EmbY struct{ Y int }
	type EmbC struct{ randtypes.EmbA }
	type EmbD struct{ randtypes.EmbA }
	type EmbInner struct{ I int }
	type EmbMid struct {
		EmbInner
		M int
	}
	type EmbTop struct {
		EmbMid
		T int
	}
	type EmbSelf struct {
		*EmbSelf
		S int
	}
	type embUnexportedPtr struct{ P int }
	type EmbNamedTag struct{ Q int }
	return []encodeCase{
		{name("embedded struct"), struct {
			randtypes.EmbA
			Z int
		}{randtypes.EmbA{A: 1, X: 2}, 3}, false},
		{name("embedded struct fields come in order"), struct {
			Z int
			randtypes.EmbA
			Y int
		}{1, randtypes.EmbA{A: 2, X: 3}, 4}, false},
		{name("embedded conflict at same depth annihilates"), struct {
			randtypes.EmbA
			randtypes.EmbB
		}{randtypes.EmbA{A: 1, X: 2}, randtypes.EmbB{B: 3, X: 4}}, false},
		{name("shallower field wins"), struct {
			randtypes.EmbA
			X string
		}{randtypes.EmbA{A: 1, X: 2}, "outer"}, false},
		{name("tagged field wins at same depth"), struct {
			randtypes.EmbA
			randtypes.EmbB
			randtypes.EmbTaggedX
		}{randtypes.EmbA{A: 1, X: 2}, randtypes.EmbB{B: 3, X: 4}, randtypes.EmbTaggedX{Y: 5}}, false},
		{name("tag naming a Go name at same depth"), struct {
			A int
			B int `json:"A"`
		}{1, 2}, false},
		{name("two tags with the same name annihilate"), dynStruct(dynField{"A", `json:"x"`, 1}, dynField{"B", `json:"x"`, 2}, dynField{"C", "", 3}), false},
		{name("two tags with the same name, one omitted"), dynStruct(dynField{"A", `json:"x,omitempty"`, 0}, dynField{"B", `json:"x"`, 2}), false},
		{name("two tags same name, shallower untagged wins"), struct {
			X int
			randtypes.EmbTaggedX
		}{1, randtypes.EmbTaggedX{Y: 2}}, false},
		{name("deeper field loses"), struct {
			randtypes.EmbOuterA
			A string
		}{randtypes.EmbOuterA{EmbA: randtypes.EmbA{A: 1, X: 2}}, "top"}, false},
		{name("same type embedded at two depths"), struct {
			randtypes.EmbA
			randtypes.EmbOuterA
		}{randtypes.EmbA{A: 1, X: 2}, randtypes.EmbOuterA{EmbA: randtypes.EmbA{A: 3, X: 4}}}, false},
		{name("same type embedded twice at same depth annihilates"), struct {
			EmbC
			EmbD
		}{EmbC{randtypes.EmbA{A: 1, X: 2}}, EmbD{randtypes.EmbA{A: 3, X: 4}}}, false},
		{name("same type embedded twice plus direct field"), struct {
			EmbC
			EmbD
			A int
		}{EmbC{randtypes.EmbA{A: 1, X: 2}}, EmbD{randtypes.EmbA{A: 3, X: 4}}, 9}, false},
		{name("three levels"), EmbTop{EmbMid{EmbInner{1}, 2}, 3}, false},
		{name("embedded with tag is a named field"), struct {
			randtypes.EmbA `json:"emb"`
			B              int
		}{randtypes.EmbA{A: 1, X: 2}, 3}, false},
		{name("embedded with empty-name tag options is still embedded"), struct {
			randtypes.EmbA `json:",omitempty"`
		}{randtypes.EmbA{A: 1, X: 2}}, false},
		{name("embedded dashed"), struct {
			randtypes.EmbA `json:"-"`
			B              int
		}{randtypes.EmbA{A: 1, X: 2}, 3}, false},
		{name("embedded pointer"), struct {
			*randtypes.EmbA
			Y int
		}{&randtypes.EmbA{A: 1, X: 2}, 3}, false},
		{name("embedded nil pointer"), struct {
			*randtypes.EmbA
			Y int
		}{nil, 3}, false},
		{name("embedded nil pointer two levels"), struct {
			*EmbY
			randtypes.EmbOuterA
		}{nil, randtypes.EmbOuterA{EmbA: randtypes.EmbA{A: 1, X: 2}}}, false},
		{name("embedded pointer with tag"), struct {
			*randtypes.EmbA `json:"p"`
		}{nil}, false},
		{name("embedded unexported struct with exported fields"), struct {
			embHidden
		}{embHidden{1, 2}}, false},
		{name("embedded unexported struct pointer"), struct {
			*embHidden
			Z int
		}{&embHidden{3, 4}, 5}, false},
		{name("embedded unexported struct nil pointer"), struct {
			*embHidden
		}{}, false},
		{name("embedded unexported local pointer"), struct {
			*embUnexportedPtr
		}{&embUnexportedPtr{1}}, false},
		{name("embedded non-struct"), struct {
			randtypes.Str
			randtypes.Int
		}{"s", 1}, false},
		{name("embedded non-struct with tag and string option"), struct {
			randtypes.Int `json:"n,string"`
		}{5}, false},
		{name("embedded pointer to non-struct"), struct {
			*randtypes.Str
			*randtypes.Int
		}{ptrTo(randtypes.Str("p")), nil}, false},
		{name("embedded unexported non-struct skipped"), struct {
			embStr
			A int
		}{"hidden", 1}, false},
		{name("embedded unexported pointer to non-struct skipped"), struct {
			*embStr
			A int
		}{ptrTo(embStr("hidden")), 1}, false},
		{name("embedded unexported interface skipped"), struct {
			error
			A int
		}{errors.New("x"), 1}, false},
		{name("embedded exported interface"), struct {
			fmt.Stringer
		}{time.Minute}, false},
		{name("embedded exported interface nil"), struct {
			fmt.Stringer
			A int
		}{nil, 1}, false},
		{name("embedded time.Time promotes MarshalJSON"), struct {
			time.Time
			A int
		}{time.Date(2001, 2, 3, 4, 5, 6, 0, time.UTC), 1}, false},
		{name("embedded Marshaler promotes"), struct {
			randtypes.EmbMarsh
			A int
		}{randtypes.EmbMarsh{N: 1}, 2}, false},
		{name("two embedded Marshalers do not promote"), struct {
			randtypes.EmbMarsh
			EmbMarsh2
		}{randtypes.EmbMarsh{N: 1}, EmbMarsh2{2}}, false},
		{name("embedded pointer-receiver Marshaler by value"), struct {
			randtypes.EmbPtrMarsh
			A int
		}{randtypes.EmbPtrMarsh{N: 1}, 2}, false},
		{name("embedded pointer-receiver Marshaler by pointer"), struct {
			*randtypes.EmbPtrMarsh
			A int
		}{&randtypes.EmbPtrMarsh{N: 1}, 2}, false},
		{name("embedded nil pointer-receiver Marshaler"), struct {
			*randtypes.EmbPtrMarsh
		}{}, false},
		{name("embedded TextMarshaler promotes"), struct {
			randtypes.EmbText
			B int
		}{randtypes.EmbText{T: "t"}, 2}, false},
		{name("embedded Marshaler with tag is a field"), struct {
			randtypes.EmbMarsh `json:"m"`
		}{randtypes.EmbMarsh{N: 1}}, false},
		{name("embedded Marshaler one level down"), struct {
			EmbOuter struct{ randtypes.EmbMarsh }
		}{}, false},
		{name("recursive embedded pointer type"), EmbSelf{&EmbSelf{nil, 1}, 2}, false},
		{name("embedded struct with tagged fields"), struct {
			randtypes.EmbTagged
			A int
		}{randtypes.EmbTagged{A: 0, B: 5}, 1}, false},
		{name("embedded named field tag wins over embedded"), struct {
			EmbNamedTag `json:"Q"`
			EmbInner
		}{EmbNamedTag{1}, EmbInner{2}}, false},
	}
}

func marshalerCases() []encodeCase {
	name := jsontest.Name
	return []encodeCase{
		{name("value Marshaler"), randtypes.ValueMarshaler{N: 1}, false},
		{name("nil *value Marshaler"), (*randtypes.ValueMarshaler)(nil), false},
		{name("pointer Marshaler"), randtypes.PointerMarshaler{N: 2}, false},
		{name("*pointer Marshaler"), &randtypes.PointerMarshaler{N: 3}, false},
		{name("nil *pointer Marshaler"), (*randtypes.PointerMarshaler)(nil), false},
		{name("**pointer Marshaler"), ptrTo(&randtypes.PointerMarshaler{N: 4}), false},
		{name("value TextMarshaler"), randtypes.ValueText{N: 1}, false},
		{name("nil *value TextMarshaler"), (*randtypes.ValueText)(nil), false},
		{name("pointer TextMarshaler"), randtypes.PointerText{N: 2}, false},
		{name("*pointer TextMarshaler"), &randtypes.PointerText{N: 3}, false},
		{name("nil *pointer TextMarshaler"), (*randtypes.PointerText)(nil), false},
		{name("MarshalJSON beats MarshalText"), randtypes.JSONAndText{}, false},
		{name("pointer MarshalJSON, value MarshalText"), randtypes.PtrJSONValueText{}, false},
		{name("pointer Marshalers in slice are addressable"), []randtypes.PointerMarshaler{{N: 1}, {N: 2}}, false},
		{name("pointer TextMarshalers in slice"), []randtypes.PointerText{{N: 1}}, false},
		{name("pointer Marshalers in array by value"), struct{ A [2]randtypes.PointerMarshaler }{}, false},
		{name("pointer Marshalers in array by pointer"), &struct{ A [2]randtypes.PointerMarshaler }{}, false},
		{name("pointer Marshalers in array field of slice element"), []struct{ A [1]randtypes.PointerMarshaler }{{}}, false},
		{name("pointer Marshaler field by value"), struct{ P randtypes.PointerMarshaler }{randtypes.PointerMarshaler{N: 5}}, false},
		{name("pointer Marshaler field by pointer"), &struct{ P randtypes.PointerMarshaler }{randtypes.PointerMarshaler{N: 5}}, false},
		{name("pointer Marshaler behind interface"), []any{randtypes.PointerMarshaler{N: 1}, &randtypes.PointerMarshaler{N: 2}}, false},
		{name("nil pointers of Marshalers in containers"), struct {
			P  *randtypes.PointerMarshaler
			V  *randtypes.ValueMarshaler
			T  *randtypes.PointerText
			VT *randtypes.ValueText
			S  []*randtypes.PointerMarshaler
			M  map[string]*randtypes.PointerText
		}{S: []*randtypes.PointerMarshaler{nil}, M: map[string]*randtypes.PointerText{"n": nil}}, false},
		{name("nil-safe pointer Marshalers"), []any{(*randtypes.NilSafeMarshaler)(nil), (*randtypes.NilSafeText)(nil), &randtypes.NilSafeMarshaler{N: 1}}, false},

		{name("MarshalJSON whitespace is compacted"), randtypes.RawJSON(" \t\n{ \"a\" : [ 1 , 2 ] , \"b\" : { } }\r\n "), false},
		{name("MarshalJSON HTML"), randtypes.RawJSON(`{"<a>":"&<>\u003c"}`), false},
		{name("MarshalJSON U+2028"), randtypes.RawJSON("\"\u2028\u2029\""), false},
		{name("MarshalJSON invalid UTF-8 inside string kept"), randtypes.RawJSON("\"\xff\xfe\""), false},
		{name("MarshalJSON escapes kept"), randtypes.RawJSON(`"\u00e9\n\/\ud83d\ude00"`), false},
		{name("MarshalJSON number"), randtypes.RawJSON(`-1.5e+10`), false},
		{name("MarshalJSON literals"), randtypes.RawJSON(` [true,false,null] `), false},
		{name("MarshalJSON empty output"), randtypes.RawJSON(""), false},
		{name("MarshalJSON nil output"), nilJSON{}, false},
		{name("MarshalJSON only whitespace"), randtypes.RawJSON("   "), false},
		{name("MarshalJSON unterminated object"), randtypes.RawJSON(`{"a":1`), false},
		{name("MarshalJSON bad literal"), randtypes.RawJSON(`nope`), false},
		{name("MarshalJSON bad character"), randtypes.RawJSON(`{"a":1,}`), false},
		{name("MarshalJSON two values"), randtypes.RawJSON(`1 2`), false},
		{name("MarshalJSON trailing garbage"), randtypes.RawJSON(`{}x`), false},
		{name("MarshalJSON control char in string"), randtypes.RawJSON("\"a\tb\""), false},
		{name("MarshalJSON bad escape"), randtypes.RawJSON(`"\x"`), false},
		{name("MarshalJSON single quotes"), randtypes.RawJSON(`'a'`), false},
		{name("MarshalJSON leading zero"), randtypes.RawJSON(`01`), false},
		{name("MarshalJSON BOM"), randtypes.RawJSON("\uFEFF1"), false},
		{name("MarshalJSON NaN"), randtypes.RawJSON(`NaN`), false},
		{name("MarshalJSON deep"), randtypes.RawJSON(strings.Repeat("[", 500) + strings.Repeat("]", 500)), false},
		{name("MarshalJSON past max depth"), randtypes.RawJSON(strings.Repeat(`{"a":[`, 5001) + strings.Repeat("]}", 5001)), true},
		{name("RawMessage past max depth"), stdjson.RawMessage(strings.Repeat("[", 10001) + strings.Repeat("]", 10001)), true},
		{name("MarshalJSON error"), randtypes.FailJSON{}, false},
		{name("MarshalJSON pointer error"), &randtypes.FailPtrJSON{}, false},
		{name("MarshalJSON pointer error not addressable"), randtypes.FailPtrJSON{}, false},
		{name("MarshalJSON error after output"), struct {
			A int
			F randtypes.FailJSON
		}{1, randtypes.FailJSON{}}, false},
		{name("MarshalJSON error in slice"), []any{1, randtypes.FailJSON{}}, false},
		{name("MarshalText error"), randtypes.FailText{}, false},
		{name("MarshalText pointer error"), &randtypes.FailPtrText{}, false},
		{name("MarshalText pointer error in slice"), []randtypes.FailPtrText{{}}, false},
		{name("MarshalText HTML"), randtypes.RawText("<b>&amp;</b>"), false},
		{name("MarshalText needs escaping"), randtypes.RawText("\"\\\n\x01\u2028\xff"), false},
		{name("MarshalText empty"), randtypes.RawText(""), false},
	}
}

func timeCases() []encodeCase {
	name := jsontest.Name
	base := time.Date(2024, 2, 29, 23, 59, 59, 123456789, time.UTC)
	return []encodeCase{
		{name("zero time"), time.Time{}, false},
		{name("UTC with nanoseconds"), base, false},
		{name("trailing zeros trimmed"), time.Date(2024, 1, 1, 0, 0, 0, 100, time.UTC), false},
		{name("milliseconds"), time.Date(2024, 1, 1, 0, 0, 0, 5e6, time.UTC), false},
		{name("whole seconds"), time.Date(1999, 12, 31, 23, 59, 59, 0, time.UTC), false},
		{name("fixed zone +05:30"), base.In(fixedZone("IST", 5*3600+1800)), false},
		{name("fixed zone -08:00"), base.In(fixedZone("PST", -8*3600)), false},
		{name("fixed zone zero offset named"), base.In(fixedZone("GMT", 0)), false},
		{name("fixed zone seconds offset"), base.In(fixedZone("LMT", 3600+59)), false},
		{name("fixed zone -00:01"), base.In(fixedZone("", -60)), false},
		{name("fixed zone +23:59"), base.In(fixedZone("", 23*3600+59*60)), false},
		{name("fixed zone 24h offset error"), base.In(fixedZone("", 24*3600)), false},
		{name("local"), base.In(time.Local), false},
		{name("year 0"), time.Date(0, 1, 1, 0, 0, 0, 0, time.UTC), false},
		{name("year 9999"), time.Date(9999, 12, 31, 23, 59, 59, 999999999, time.UTC), false},
		{name("year 10000 error"), time.Date(10000, 1, 1, 0, 0, 0, 0, time.UTC), false},
		{name("year -1 error"), time.Date(-1, 1, 1, 0, 0, 0, 0, time.UTC), false},
		{name("year 9999 in zone that moves to 10000"), time.Date(9999, 12, 31, 23, 0, 0, 0, time.UTC).In(fixedZone("", 2*3600)), false},
		{name("unix epoch"), time.Unix(0, 0).UTC(), false},
		{name("monotonic reading"), withMonotonic(base), false},
		{name("*time.Time"), &base, false},
		{name("nil *time.Time"), (*time.Time)(nil), false},
		{name("times in slice"), []time.Time{base, {}}, false},
		{name("time field and pointer"), struct {
			T  time.Time
			P  *time.Time
			NP *time.Time
			O  time.Time `json:",omitempty"`
			Z  time.Time `json:",omitzero"`
		}{base, &base, nil, time.Time{}, time.Time{}}, false},
		{name("time error in struct"), struct{ T time.Time }{time.Date(12345, 1, 1, 0, 0, 0, 0, time.UTC)}, false},
		{name("time in any"), []any{base, &base}, false},
		{name("time.Location is a struct"), struct{ L *time.Location }{nil}, false},
	}
}

func numberRawCases() []encodeCase {
	name := jsontest.Name
	return []encodeCase{
		{name("std Number"), stdjson.Number("12.5e-3"), false},
		{name("std Number empty is 0"), stdjson.Number(""), false},
		{name("std Number negative"), stdjson.Number("-0"), false},
		{name("std Number big"), stdjson.Number("123456789012345678901234567890"), false},
		{name("std Number invalid"), stdjson.Number("1.2.3"), false},
		{name("std Number hex"), stdjson.Number("0x10"), false},
		{name("std Number leading zero"), stdjson.Number("01"), false},
		{name("std Number NaN"), stdjson.Number("NaN"), false},
		{name("std Number space"), stdjson.Number(" 1"), false},
		{name("std Number trailing dot"), stdjson.Number("1."), false},
		{name("std Number exponent sign only"), stdjson.Number("1e+"), false},
		{name("std Number exponent only"), stdjson.Number("1e"), false},
		{name("std Number HTML"), stdjson.Number("<1>"), false},
		{name("std Number as map key"), map[stdjson.Number]int{"1.5": 1, "x": 2}, false},
		{name("std Number in map values"), map[string]stdjson.Number{"a": "1", "b": ""}, false},
		{name("std Number omitempty"), struct {
			N stdjson.Number `json:",omitempty"`
		}{}, false},
		{name("std RawMessage"), stdjson.RawMessage(`{"a":[1,2]}`), false},
		{name("std RawMessage nil"), stdjson.RawMessage(nil), false},
		{name("std RawMessage empty"), stdjson.RawMessage{}, false},
		{name("std RawMessage whitespace"), stdjson.RawMessage(" [ 1 ,\n2 ] "), false},
		{name("std RawMessage HTML"), stdjson.RawMessage(`"<&>"`), false},
		{name("std RawMessage invalid"), stdjson.RawMessage(`{"a"}`), false},
		{name("std RawMessage null"), stdjson.RawMessage(`null`), false},
		{name("std *RawMessage nil"), (*stdjson.RawMessage)(nil), false},
		{name("std RawMessage fields"), struct {
			R  stdjson.RawMessage
			N  stdjson.RawMessage
			O  stdjson.RawMessage `json:",omitempty"`
			P  *stdjson.RawMessage
			S  []stdjson.RawMessage
			St stdjson.RawMessage `json:",string"`
		}{R: stdjson.RawMessage(`1`), P: ptrTo(stdjson.RawMessage(`"p"`)), S: []stdjson.RawMessage{nil, []byte(`true`)}, St: stdjson.RawMessage(`2`)}, false},
	}
}

func cycleDepthCases() []encodeCase {
	name := jsontest.Name
	return []encodeCase{
		{name("self pointer"), selfPointer(), true},
		{name("self map"), selfMap(), true},
		{name("self slice"), selfSlice(), true},
		{name("slice holding a shorter slice of itself"), prefixSlice(), true},
		{name("pointer-slice-map cycle"), threeCycle(), true},
		{name("cycle through interface"), interfaceCycle(), true},
		{name("cycle below a struct"), struct{ N *node }{selfPointer()}, true},
		{name("cycle in map value"), map[string]any{"a": 1, "z": selfSlice()}, true},
		{name("cycle after 995 pointers"), cycleAfter(995), true},
		{name("cycle after 997 pointers"), cycleAfter(997), true},
		{name("cycle after 998 pointers"), cycleAfter(998), true},
		{name("cycle after 999 pointers"), cycleAfter(999), true},
		{name("cycle after 1000 pointers"), cycleAfter(1000), true},
		{name("cycle after 1001 pointers"), cycleAfter(1001), true},
		{name("cycle after 1002 pointers"), cycleAfter(1002), true},
		{name("self-embedding pointer cycle is not followed"), func() any {
			s := &selfEmbedding{N: 1}
			s.selfEmbedding = s
			return s
		}(), false},
		{name("recursive type, finite value"), &randtypes.Tree{L: &randtypes.Tree{V: 1}, R: &randtypes.Tree{R: &randtypes.Tree{V: "x"}}}, false},
		{name("1001 pointers"), deepPointers(1001), true},
		{name("1100 pointers"), deepPointers(1100), true},
		{name("1500 nested slices"), deepSlices(1500), true},
		{name("1050 nested maps"), deepMaps(1050), true},
		{name("shared pointers, maps and slices past depth 1000"), sharedBelow(1010), true},
		{name("shared pointers at shallow depth"), sharedBelow(3), false},
	}
}

// appenderBothCases hold types with MarshalAppendJSON and an older method
// that agree, so ours (which calls MarshalAppendJSON) must match std.
func appenderBothCases() []encodeCase {
	name := jsontest.Name
	return []encodeCase{
		{name("appender and MarshalJSON"), randtypes.AppendBoth{N: 1, S: "<s>"}, false},
		{name("appender and MarshalJSON nil pointer"), (*randtypes.AppendBoth)(nil), false},
		{name("appender and MarshalJSON in slice"), []randtypes.AppendBoth{{N: 1, S: "a"}, {N: 2, S: "\u2028"}}, false},
		{name("appender and MarshalJSON in map"), map[string]randtypes.AppendBoth{"k": {N: 3, S: "&"}}, false},
		{name("pointer appender and MarshalJSON"), randtypes.AppendBothPtr{N: 1}, false},
		{name("pointer appender and MarshalJSON addressable"), &randtypes.AppendBothPtr{N: 2}, false},
		{name("pointer appender and MarshalJSON nil"), (*randtypes.AppendBothPtr)(nil), false},
		{name("pointer appender in array by value"), struct{ A [1]randtypes.AppendBothPtr }{}, false},
		// An appender cannot know whether the encoder escapes HTML, and
		// AppendString always does, so text with <, > or & would differ
		// from MarshalText's under SetEscapeHTML(false); see
		// TestMarshalAppenderEscaping.
		{name("appender and MarshalText"), randtypes.AppendText{S: "text é \u2028 \x00"}, false},
		{name("appender and MarshalText as map key"), map[randtypes.AppendText]int{{S: "k<"}: 1}, false},
		{name("appender with omitempty and string"), struct {
			A randtypes.AppendBoth `json:",omitempty,string"`
		}{}, false},
	}
}

// Types of kinds that are otherwise unsupported or special, with methods:
// the methods decide, not the kind.
type (
	mapMarshaler   map[string]int
	sliceText      []int
	funcMarshaler  func() int
	chanText       chan int
	complexText    complex128
	byteValText    uint8
	floatTextKey   float64
	embMarshHidden struct{ N int }
)

func (m mapMarshaler) MarshalJSON() ([]byte, error) {
	return fmt.Appendf(nil, `{"len":%d,"nil":%v}`, len(m), m == nil), nil
}
func (s sliceText) MarshalText() ([]byte, error) {
	return fmt.Appendf(nil, "len %d nil %v", len(s), s == nil), nil
}
func (f funcMarshaler) MarshalJSON() ([]byte, error) {
	return fmt.Appendf(nil, `"func nil=%v"`, f == nil), nil
}
func (c chanText) MarshalText() ([]byte, error) {
	return fmt.Appendf(nil, "chan nil=%v", c == nil), nil
}
func (c complexText) MarshalText() ([]byte, error) { return fmt.Appendf(nil, "%g", complex128(c)), nil }
func (b byteValText) MarshalText() ([]byte, error) { return fmt.Appendf(nil, "b%d", b), nil }
func (f floatTextKey) MarshalText() ([]byte, error) {
	return strconv.AppendFloat(nil, float64(f), 'g', -1, 64), nil
}
func (e embMarshHidden) MarshalJSON() ([]byte, error) {
	return fmt.Appendf(nil, `["hidden",%d]`, e.N), nil
}

// arrayCycle reaches itself through a pointer in an array.
type arrayCycle [1]*arrayCycle

// More embedding shapes for the dominance rules.
type (
	EmbOuterTagged struct{ randtypes.EmbTaggedX }
	EmbTaggedX2    struct {
		Z2 int `json:"X"`
	}
)

// gcMarshaler runs the garbage collector and grows the goroutine stack
// (which moves it) while the encoder waits for it, so that an encoder
// keeping a pointer it should not across the call shows it.
type gcMarshaler struct{ N int }

var gcCalls atomic.Int64

func (g gcMarshaler) MarshalJSON() ([]byte, error) {
	if gcCalls.Add(1)%8 == 0 { // a collection costs milliseconds
		runtime.GC()
	}
	growStack(2000)
	return fmt.Appendf(nil, `{"gc":%d}`, g.N), nil
}

//go:noinline
func growStack(n int) int {
	var pad [64]byte
	if n == 0 {
		return int(pad[0])
	}
	return growStack(n-1) + int(pad[n%64])
}

// Types derived from the ones encoders special-case: only the exact types
// are special; a defined type has none of their methods.
type (
	timeDefined   time.Time
	timeEmbedded  struct{ time.Time }
	rawDefined    stdjson.RawMessage
	numberDefined stdjson.Number
	RawAlias      = stdjson.RawMessage
)

func extraCases() []encodeCase {
	name := jsontest.Name
	type EmbPtrChain struct{ *randtypes.EmbA }
	type (
		Z0 struct{}
		Z1 [0]int
	)
	base := time.Date(2020, 1, 2, 3, 4, 5, 6, time.UTC)
	return []encodeCase{
		{name("map kind with MarshalJSON"), mapMarshaler{"a": 1}, false},
		{name("nil map kind with MarshalJSON is called"), mapMarshaler(nil), false},
		{name("nil slice kind with MarshalText is called"), sliceText(nil), false},
		{name("slice kind with MarshalText"), sliceText{1, 2}, false},
		{name("func kind with MarshalJSON"), funcMarshaler(func() int { return 1 }), false},
		{name("nil func kind with MarshalJSON"), funcMarshaler(nil), false},
		{name("chan kind with MarshalText"), chanText(nil), false},
		{name("complex kind with MarshalText"), complexText(1 + 2i), false},
		{name("byte slice whose elem has value MarshalText"), []byteValText{1, 2}, false},
		{name("float key with MarshalText"), map[floatTextKey]int{1.5: 1, -2: 2}, false},
		{name("complex key with MarshalText"), map[complexText]int{1i: 1}, false},
		{name("unexported embedded Marshaler promotes"), struct {
			embMarshHidden
			A int
		}{embMarshHidden{3}, 4}, false},
		{name("defined time type has no methods"), timeDefined(base), false},
		{name("struct embedding time"), timeEmbedded{base}, false},
		{name("struct embedding time plus field"), struct {
			timeEmbedded
			B int
		}{timeEmbedded{base}, 1}, false},
		{name("defined RawMessage type is bytes"), rawDefined(`{"a":1}`), false},
		{name("defined Number type is a string"), numberDefined("1.5"), false},
		{name("defined Number type with string option"), struct {
			N numberDefined `json:",string"`
		}{"12"}, false},
		{name("RawMessage alias"), RawAlias(`[1]`), false},
		{name("embedded Number"), struct {
			stdjson.Number
			A int
		}{"3.5", 1}, false},
		{name("embedded RawMessage"), struct {
			stdjson.RawMessage
		}{stdjson.RawMessage(`{"x":1}`)}, false},
		{name("embedded invalid Number"), struct {
			stdjson.Number
		}{"x"}, false},
		{name("*Number with string option"), struct {
			N *stdjson.Number `json:",string"`
		}{ptrTo(stdjson.Number("7"))}, false},
		{name("embedded pointer chain with nil"), struct {
			EmbPtrChain
			B int
		}{EmbPtrChain{nil}, 2}, false},
		{name("embedded pointer chain"), struct {
			*EmbPtrChain
		}{&EmbPtrChain{&randtypes.EmbA{A: 1, X: 2}}}, false},
		{name("zero-size field last"), struct {
			A int
			Z Z0
		}{1, Z0{}}, false},
		{name("zero-size array field last"), struct {
			A int
			Z Z1
		}{1, Z1{}}, false},
		{name("zero-size fields first"), struct {
			Z Z0
			Y [0]string
			A int
		}{A: 1}, false},
		{name("slice of zero-size"), []struct{}{{}, {}}, false},
		{name("array of zero-size arrays"), [3][0]int{}, false},
		{name("large array"), [100]int{99: 1}, false},
		{name("many fields"), struct {
			F00, F01, F02, F03, F04, F05, F06, F07, F08, F09 int
			F10, F11, F12, F13, F14, F15, F16, F17, F18, F19 string
			F20, F21, F22, F23, F24, F25, F26, F27, F28, F29 *int
			F30, F31, F32, F33, F34, F35, F36, F37, F38, F39 bool
		}{F05: 5, F15: "x", F25: ptrTo(1), F35: true}, false},
		{name("bool field then int64 then bool"), struct {
			A bool
			B int64
			C bool
			D float32
			E uint16
		}{true, -1, true, 0.5, 7}, false},
		{name("invalid UTF-8 tag name"), dynStruct(dynField{"A", "json:\"a\xffb\"", 1}), false},
		{name("invalid UTF-8 only tag name"), dynStruct(dynField{"A", "json:\"\xff\"", 1}), false},
		{name("uintptr and -0 float32 with string option"), struct {
			U uintptr `json:",string"`
			F float32 `json:",string"`
		}{7, float32(math.Copysign(0, -1))}, false},
		{name("nil pointer with string and omitempty"), struct {
			P *int `json:",string,omitempty"`
			Q *int `json:",string"`
		}{}, false},
		{name("map of nil value-Marshaler pointers"), map[string]*randtypes.ValueMarshaler{"a": nil, "b": {N: 1}}, false},
		{name("nested maps"), map[string]map[string]map[int]string{"a": {"b": {1: "c"}}, "z": nil}, false},
		{name("interface holding map with pointer keys"), []any{map[*randtypes.PtrTextKey]string{{S: "a"}: "b"}}, false},
		{name("interface holding func kind Marshaler"), []any{funcMarshaler(nil)}, false},
		{name("GC and stack growth inside MarshalJSON"), map[string]any{
			"a": gcMarshaler{1},
			"b": []any{gcMarshaler{2}, strings.Repeat("s", 100), map[string]gcMarshaler{"x": {3}, "y": {4}}},
			"c": struct {
				G gcMarshaler
				S string
				P *gcMarshaler
			}{gcMarshaler{5}, "after", &gcMarshaler{6}},
		}, true},
		{name("embedded Marshaler interface promotes its method"), struct {
			stdjson.Marshaler
			A int
		}{randtypes.ValueMarshaler{N: 1}, 2}, false},
		{name("embedded Marshaler interface holding a pointer"), struct {
			stdjson.Marshaler
		}{&randtypes.PointerMarshaler{N: 3}}, false},
		{name("embedded TextMarshaler interface promotes its method"), struct {
			encoding.TextMarshaler
		}{randtypes.TextKey{S: "emb"}}, false},
		{name("embedded TextMarshaler interface as map key"), map[struct{ encoding.TextMarshaler }]int{{randtypes.TextKey{S: "k"}}: 1}, false},
		{name("tagged deeper loses to untagged shallower"), struct {
			EmbOuterTagged
			randtypes.EmbA
		}{EmbOuterTagged{randtypes.EmbTaggedX{Y: 1}}, randtypes.EmbA{A: 2, X: 3}}, false},
		// Built at run time: go vet rejects the repeated tag in a literal.
		{name("two tagged at same depth annihilate"), func() any {
			v := reflect.New(reflect.StructOf([]reflect.StructField{
				{Name: "EmbTaggedX", Type: reflect.TypeFor[randtypes.EmbTaggedX](), Anonymous: true},
				{Name: "EmbTaggedX2", Type: reflect.TypeFor[EmbTaggedX2](), Anonymous: true},
				{Name: "Z", Type: reflect.TypeFor[int]()},
			})).Elem()
			v.Field(0).Set(reflect.ValueOf(randtypes.EmbTaggedX{Y: 1}))
			v.Field(1).Set(reflect.ValueOf(EmbTaggedX2{2}))
			v.Field(2).SetInt(3)
			return v.Interface()
		}(), false},
		{name("empty []byte with omitempty"), struct {
			B []byte `json:",omitempty"`
			C []byte `json:",omitzero"`
		}{[]byte{}, []byte{}}, false},
		{name("pointer to byte array"), ptrTo([3]byte{1, 2, 3}), false},
		{name("pointer to array of strings"), ptrTo([2]string{"a", "<"}), false},
		{name("map chan key"), map[chan int]int{}, false},
		{name("map with unsupported inner key"), map[string]any{"a": map[bool]int{true: 1}}, false},
		{name("map nil pointer value-receiver TextMarshaler key"), map[*randtypes.TextKey]int{nil: 1, {S: "a"}: 2}, false},
		{name("map nil pointer key sorts first"), map[*randtypes.PtrTextKey]int{nil: 0, {S: ""}: 1}, false},
		{name("cycle through *any"), func() any {
			var x any
			x = &x
			return x
		}(), true},
		{name("cycle through array of pointers"), func() any {
			var a arrayCycle
			a[0] = &a
			return &a
		}(), true},
	}
}

func allEncodeCases() map[string][]encodeCase {
	return map[string][]encodeCase{
		"Scalars":    scalarCases(),
		"Strings":    stringCases(),
		"Bytes":      byteCases(),
		"Containers": containerCases(),
		"Pointers":   pointerInterfaceCases(),
		"Structs":    structCases(),
		"Embedding":  embeddingCases(),
		"Marshalers": marshalerCases(),
		"Time":       timeCases(),
		"NumberRaw":  numberRawCases(),
		"CycleDepth": cycleDepthCases(),
		"Appenders":  appenderBothCases(),
		"Extra":      extraCases(),
	}
}

// TestMarshalDiff compares every table value with encoding/json in every
// mode and wrapping.
func TestMarshalDiff(t *testing.T) {
	jsontest.SingleGoroutine(t)
	total := 0
	for group, cases := range allEncodeCases() {
		t.Run(group, func(t *testing.T) {
			r := &reporter{t: t}
			if group == "CycleDepth" {
				r.differ = deepDiffer()
			}
			for _, tc := range cases {
				r.checkCase(tc)
			}
			r.done()
		})
		total += len(cases)
	}
	t.Logf("%d cases, each in up to %d wrappings and %d modes", total, len(variants(0)), len(jsontest.Modes))
}

// numberHolder and rawHolder put a Number or RawMessage type in every
// position, so one pair case covers fields, options, pointers, containers
// and interfaces for each library's own type.
type numberHolder[N ~string] struct {
	N N
	S N `json:",string"`
	O N `json:",omitempty"`
	P *N
	L []N
	M map[string]N
	K map[N]int
	A any
}

func newNumberHolder[N ~string](s string) numberHolder[N] {
	n := N(s)
	return numberHolder[N]{N: n, S: n, O: n, P: &n, L: []N{n, ""}, M: map[string]N{"m": n}, K: map[N]int{n: 1}, A: n}
}

type rawHolder[R ~[]byte] struct {
	R R
	S R `json:",string"`
	O R `json:",omitempty"`
	P *R
	L []R
	M map[string]R
	A any
	N R
}

func newRawHolder[R ~[]byte](s *string) rawHolder[R] {
	var r R
	if s != nil {
		r = R(*s)
	}
	return rawHolder[R]{R: r, S: r, O: r, P: &r, L: []R{r}, M: map[string]R{"m": r}, A: r, N: R("null")}
}

// appendRaw and appendRawPtr implement only MarshalAppendJSON and append
// their string unchanged; jsonRaw and jsonRawPtr return the same bytes
// from MarshalJSON. For compact valid JSON, ours encoding the first must
// equal std encoding the second, escaping and indentation included.
type (
	appendRaw    string
	jsonRaw      string
	appendRawPtr struct{ S string }
	jsonRawPtr   struct{ S string }
)

func (a appendRaw) MarshalAppendJSON(dst []byte) ([]byte, error) { return append(dst, a...), nil }
func (j jsonRaw) MarshalJSON() ([]byte, error)                   { return []byte(j), nil }
func (a *appendRawPtr) MarshalAppendJSON(dst []byte) ([]byte, error) {
	return append(dst, a.S...), nil
}
func (j *jsonRawPtr) MarshalJSON() ([]byte, error) { return []byte(j.S), nil }

// compactAppenderOutputs are valid, compact JSON texts for the appender pairs.
var compactAppenderOutputs = []string{
	`null`, `true`, `0`, `-1.5e+300`, `""`, `"plain"`, `[]`, `{}`, `[1,"a",null]`,
	`{"a":{"b":[{}]}}`, `"<b>&amp;</b>"`, `{"<k>":"v&"}`, "\"\u2028\u2029\"", `"\u003c\n\"\\"`,
	"\"\xff\"", `"日本"`, `[[[[[[[[1]]]]]]]]`,
}

func pairCases() []pairCase {
	name := jsontest.Name
	var cases []pairCase
	for _, s := range []string{"0", "", "-1.5e+300", "123456789012345678901234567890", "1.2.3", "0x1", "+1", "NaN", "1e", ".5", "-", "00", "1E5", "<1>", " 1"} {
		cases = append(cases,
			pairCase{name("Number " + strconv.Quote(s)), json.Number(s), stdjson.Number(s)},
			pairCase{name("Number everywhere " + strconv.Quote(s)), newNumberHolder[json.Number](s), newNumberHolder[stdjson.Number](s)})
	}
	raws := []*string{nil}
	for _, s := range []string{"null", "", `{"a":[1,2]}`, " [ 1 ,\t2 ] ", `"<&>"`, "\"\u2028\"", "{", `{"a" 1}`, "1 2", "\"\xff\""} {
		raws = append(raws, &s)
	}
	for _, s := range raws {
		q := "nil"
		if s != nil {
			q = strconv.Quote(*s)
		}
		r, sr := json.RawMessage(nil), stdjson.RawMessage(nil)
		if s != nil {
			r, sr = json.RawMessage(*s), stdjson.RawMessage(*s)
		}
		cases = append(cases,
			pairCase{name("RawMessage " + q), r, sr},
			pairCase{name("RawMessage everywhere " + q), newRawHolder[json.RawMessage](s), newRawHolder[stdjson.RawMessage](s)})
	}
	for _, s := range compactAppenderOutputs {
		cases = append(cases,
			pairCase{name("appender value receiver " + strconv.Quote(s)), appendRaw(s), jsonRaw(s)},
			pairCase{name("appender pointer receiver " + strconv.Quote(s)), appendRawPtr{s}, jsonRawPtr{s}},
			pairCase{name("appender in struct " + strconv.Quote(s)),
				struct {
					A appendRaw
					P *appendRawPtr
					N *appendRawPtr
					L []appendRawPtr
					R [1]appendRawPtr
					I any
				}{appendRaw(s), &appendRawPtr{s}, nil, []appendRawPtr{{s}}, [1]appendRawPtr{{s}}, &appendRawPtr{s}},
				struct {
					A jsonRaw
					P *jsonRawPtr
					N *jsonRawPtr
					L []jsonRawPtr
					R [1]jsonRawPtr
					I any
				}{jsonRaw(s), &jsonRawPtr{s}, nil, []jsonRawPtr{{s}}, [1]jsonRawPtr{{s}}, &jsonRawPtr{s}}})
	}
	return cases
}

// TestMarshalDiffPairs compares values whose types differ between the
// libraries: each package's own Number and RawMessage, and MarshalAppender
// implementations against MarshalJSON twins.
func TestMarshalDiffPairs(t *testing.T) {
	cases := pairCases()
	r := &reporter{t: t}
	for _, tc := range cases {
		r.checkPair(tc)
	}
	r.done()
	t.Logf("%d pair cases", len(cases))
}

// ---- MarshalAppender and the append API: ours only ----

type appendFail struct{ N int }

func (appendFail) MarshalAppendJSON(dst []byte) ([]byte, error) { return dst, errAppend }

// appendFailPtr fails only when called, which needs an addressable value.
type appendFailPtr struct{ N int }

func (*appendFailPtr) MarshalAppendJSON(dst []byte) ([]byte, error) {
	return append(dst, "garbage"...), errAppend
}

// appendFailJSON fails from MarshalAppendJSON but not from MarshalJSON, so
// the error names the method that ours must prefer.
type appendFailJSON struct{}

func (appendFailJSON) MarshalJSON() ([]byte, error) { return []byte(`"json"`), nil }
func (appendFailJSON) MarshalAppendJSON(dst []byte) ([]byte, error) {
	return dst, fmt.Errorf("wrapped: %w", errAppend)
}

// ptrAppendValueJSON has MarshalAppendJSON on the pointer and MarshalJSON on
// the value: addressable values use the first, others the second, as std
// does for a pointer MarshalJSON beside a value MarshalText.
type ptrAppendValueJSON struct{ N int }

func (*ptrAppendValueJSON) MarshalAppendJSON(dst []byte) ([]byte, error) {
	return append(dst, `"pointer appender"`...), nil
}
func (ptrAppendValueJSON) MarshalJSON() ([]byte, error) { return []byte(`"value MarshalJSON"`), nil }

// appendMismatch disagrees with its own MarshalJSON.
type appendMismatch struct{}

func (appendMismatch) MarshalJSON() ([]byte, error) { return []byte(`{"a":1}`), nil }
func (appendMismatch) MarshalAppendJSON(dst []byte) ([]byte, error) {
	return append(dst, `{"a":2}`...), nil
}

// Appenders that break the append contract.
type (
	freshAppender      struct{}
	emptyAppender      struct{}
	truncatingAppender struct{}
)

func (freshAppender) MarshalAppendJSON([]byte) ([]byte, error)          { return []byte(`"fresh"`), nil }
func (emptyAppender) MarshalAppendJSON(dst []byte) ([]byte, error)      { return dst, nil }
func (truncatingAppender) MarshalAppendJSON(dst []byte) ([]byte, error) { return dst[:0], nil }

// ourModes runs v through every entry point of ours alone.
func ourModes(t *testing.T, v any, check func(mode string, out []byte, err error)) {
	t.Helper()
	for _, m := range jsontest.Modes {
		r := m.Run(ourLib, v)
		if r.Panic != nil {
			t.Errorf("%s: %T: panic: %v\n%s", m.Name, v, r.Panic, r.Stack)
			continue
		}
		check(m.Name, r.Out, r.Err)
	}
}

func TestMarshalAppenderError(t *testing.T) {
	name := jsontest.Name
	tests := []struct {
		jsontest.CaseName
		v        any
		typ      reflect.Type // the type named in the MarshalerError
		wrapped  bool         // the appender wrapped errAppend itself
		prefixOK bool         // the error may come after some output
	}{
		{name("value receiver"), appendFail{}, reflect.TypeFor[appendFail](), false, false},
		{name("value receiver through pointer"), &appendFail{}, reflect.TypeFor[*appendFail](), false, false},
		{name("pointer receiver"), &appendFailPtr{}, reflect.TypeFor[*appendFailPtr](), false, false},
		{name("pointer receiver in slice"), []appendFailPtr{{}}, reflect.TypeFor[appendFailPtr](), false, true},
		{name("in struct field after output"), struct {
			A int
			F appendFail
		}{}, reflect.TypeFor[appendFail](), false, true},
		{name("in map value"), map[string]appendFail{"k": {}}, reflect.TypeFor[appendFail](), false, true},
		{name("in interface"), []any{appendFail{}}, reflect.TypeFor[appendFail](), false, true},
		{name("preferred over MarshalJSON"), appendFailJSON{}, reflect.TypeFor[appendFailJSON](), true, false},
	}
	for _, tc := range tests {
		ourModes(t, tc.v, func(mode string, out []byte, err error) {
			var me *json.MarshalerError
			if !errors.As(err, &me) {
				t.Errorf("%s: %s: %s: error %v (%T), want *json.MarshalerError", tc.Where, tc.Name, mode, err, err)
				return
			}
			if me.Type != tc.typ {
				t.Errorf("%s: %s: %s: MarshalerError.Type = %v, want %v", tc.Where, tc.Name, mode, me.Type, tc.typ)
			}
			if !errors.Is(err, errAppend) {
				t.Errorf("%s: %s: %s: errors.Is(err, errAppend) = false for %v", tc.Where, tc.Name, mode, err)
			}
			if !tc.wrapped && me.Unwrap() != errAppend {
				t.Errorf("%s: %s: %s: Unwrap() = %v, want the appender's own error", tc.Where, tc.Name, mode, me.Unwrap())
			}
			want := "json: error calling MarshalJSON for type " + tc.typ.String() + ": " + me.Err.Error()
			if err.Error() != want {
				t.Errorf("%s: %s: %s: message\n got %q\nwant %q", tc.Where, tc.Name, mode, err.Error(), want)
			}
			if strings.HasPrefix(mode, "Encoder") && len(out) > 0 {
				t.Errorf("%s: %s: %s: Encoder wrote %q before failing", tc.Where, tc.Name, mode, out)
			}
			if mode == "Marshal" && out != nil {
				t.Errorf("%s: %s: %s: Marshal returned %q with its error, std returns nil", tc.Where, tc.Name, mode, out)
			}
		})
	}
}

// textTime has both text methods of its time.Time: zerojson calls
// AppendText, encoding/json MarshalText, and time.Time's errors name the
// method that failed.
type textTime struct{ t time.Time }

func (x textTime) MarshalText() ([]byte, error)        { return x.t.MarshalText() }
func (x textTime) AppendText(b []byte) ([]byte, error) { return x.t.AppendText(b) }

// TestAppendTextErrorIsMarshalText: when AppendText fails, the error is the
// one MarshalText returns, which encoding/json calls and reports, wrapped in
// a MarshalerError that names MarshalText.
func TestAppendTextErrorIsMarshalText(t *testing.T) {
	late := textTime{time.Date(10000, 1, 1, 0, 0, 0, 0, time.UTC)}
	for _, c := range []struct {
		v   any
		typ string // the type that failed
	}{
		{late, "json_test.textTime"},
		{&late, "*json_test.textTime"},
		{struct{ T textTime }{late}, "json_test.textTime"},
		{[]any{late}, "json_test.textTime"},
	} {
		v := c.v
		want := "json: error calling MarshalText for type " + c.typ + ": Time.MarshalText: year outside of range [0,9999]"
		_, err := json.Marshal(v)
		var me *stdjson.MarshalerError
		if !errors.As(err, &me) || err.Error() != want {
			t.Errorf("Marshal(%T) = %v (%T), want %q", v, err, err, want)
		}
		if jsontest.Classic {
			if _, serr := stdjson.Marshal(v); !reflect.DeepEqual(err, serr) {
				t.Errorf("Marshal(%T) = %#v, encoding/json %#v", v, err, serr)
			}
		}
	}
}

// TestMarshalAppenderAddressability checks that pointer-receiver appenders
// follow std's rule for pointer-receiver Marshalers: called only on
// addressable values, otherwise the value is encoded as if the method did
// not exist, exactly as std encodes it.
func TestMarshalAppenderAddressability(t *testing.T) {
	name := jsontest.Name
	pa := `"pointer appender"`
	vj := `"value MarshalJSON"`
	tests := []struct {
		jsontest.CaseName
		v    any
		want string
	}{
		{name("addressable through pointer"), &ptrAppendValueJSON{}, pa},
		{name("not addressable"), ptrAppendValueJSON{}, vj},
		{name("slice element"), []ptrAppendValueJSON{{}}, "[" + pa + "]"},
		{name("array in struct by value"), struct{ A [1]ptrAppendValueJSON }{}, `{"A":[` + vj + `]}`},
		{name("array in struct by pointer"), &struct{ A [1]ptrAppendValueJSON }{}, `{"A":[` + pa + `]}`},
		{name("map value"), map[string]ptrAppendValueJSON{"k": {}}, `{"k":` + vj + `}`},
		{name("interface holding value"), []any{ptrAppendValueJSON{}}, "[" + vj + "]"},
		{name("interface holding pointer"), []any{&ptrAppendValueJSON{}}, "[" + pa + "]"},
		{name("nil pointer"), (*ptrAppendValueJSON)(nil), "null"},
		{name("failing appender not addressable is not called"), appendFailPtr{1}, `{"N":1}`},
		{name("failing appender in map value is not called"), map[string]appendFailPtr{"k": {2}}, `{"k":{"N":2}}`},
	}
	for _, tc := range tests {
		got, err := json.Marshal(tc.v)
		if err != nil || string(got) != tc.want {
			t.Errorf("%s: %s: Marshal = %s, %v; want %s", tc.Where, tc.Name, got, err, tc.want)
		}
	}
	// Where the appender is not called, std's encoding is the reference.
	for _, v := range []any{appendFailPtr{3}, map[string]appendFailPtr{"k": {4}}, struct{ A [2]appendFailPtr }{}} {
		if d := differ.Check(t, v); d != "" {
			t.Errorf("pointer appender on a non-addressable value:\n%s", d)
		}
	}
}

func TestMarshalAppenderEscaping(t *testing.T) {
	raw := `{"<a>":"b&c` + "\u2028\u2029" + `"}`
	escaped := `{"\u003ca\u003e":"b\u0026c\u2028\u2029"}`
	got, err := json.Marshal(appendRaw(raw))
	if err != nil || string(got) != escaped {
		t.Errorf("Marshal escapes appender output:\n got %s, %v\nwant %s", got, err, escaped)
	}
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(appendRaw(raw)); err != nil || buf.String() != raw+"\n" {
		t.Errorf("Encoder without HTML escaping changed appender output:\n got %q, %v\nwant %q", buf.String(), err, raw+"\n")
	}
	buf.Reset()
	enc = json.NewEncoder(&buf)
	if err := enc.Encode(appendRaw(raw)); err != nil || buf.String() != escaped+"\n" {
		t.Errorf("Encoder with HTML escaping:\n got %q, %v\nwant %q", buf.String(), err, escaped+"\n")
	}
}

func TestMarshalAppendDst(t *testing.T) {
	values := []any{
		nil, 1, "<s>", []int{1, 2}, map[string]any{"a": []any{1.5, "x"}},
		randtypes.AppendBoth{N: 1, S: "a"}, &randtypes.AppendBothPtr{N: 2}, appendRaw(`{"k":"<v>"}`),
		struct{ T time.Time }{time.Date(2020, 5, 6, 7, 8, 9, 10, time.UTC)},
	}
	for _, v := range values {
		want, err := stdjson.Marshal(v)
		if _, ok := v.(appendRaw); ok {
			want, err = stdjson.Marshal(jsonRaw(v.(appendRaw)))
		}
		if err != nil {
			t.Fatal(err)
		}
		got, err := json.MarshalAppend(nil, v)
		if err != nil || !bytes.Equal(got, want) {
			t.Errorf("MarshalAppend(nil, %#v) = %q, %v; want %q", v, got, err, want)
		}
		for _, spare := range []int{0, 1, 64, 4096} {
			backing := make([]byte, 5, 5+spare)
			copy(backing, "head:")
			view := backing[:cap(backing)] // sees the spare capacity too
			for i := 5; i < len(view); i++ {
				view[i] = '#'
			}
			got, err := json.MarshalAppend(backing, v)
			if err != nil {
				t.Errorf("MarshalAppend(dst, %#v): %v", v, err)
				continue
			}
			if string(backing) != "head:" {
				t.Errorf("MarshalAppend(dst, %#v) overwrote dst[:len(dst)]: %q", v, backing)
			}
			if string(got) != "head:"+string(want) {
				t.Errorf("MarshalAppend(dst with %d spare, %#v) = %q; want %q", spare, v, got, "head:"+string(want))
			}
		}
	}
	// Appending must extend, not restart: the result's prefix is dst itself
	// when dst has room.
	dst := make([]byte, 3, 1024)
	copy(dst, "abc")
	got, err := json.MarshalAppend(dst, []int{1})
	if err != nil || string(got) != "abc[1]" || &got[0] != &dst[0] {
		t.Errorf("MarshalAppend with room = %q, %v, same backing array %v; want \"abc[1]\" in place", got, err, err == nil && len(got) > 0 && &got[0] == &dst[0])
	}
}

func TestCheckAppender(t *testing.T) {
	name := jsontest.Name
	good := []struct {
		jsontest.CaseName
		v json.MarshalAppender
	}{
		{name("value appender with MarshalJSON"), randtypes.AppendBoth{N: 1, S: "<x>"}},
		{name("pointer appender with MarshalJSON"), &randtypes.AppendBothPtr{N: 2}},
		{name("appender with MarshalText"), randtypes.AppendText{S: "t"}},
		{name("appender only, object"), appendRaw(`{"a":[1,{"b":null}]}`)},
		{name("appender only, string"), appendRaw(`"<&>"`)},
		{name("appender only, number"), appendRaw(`-0.5e-10`)},
		{name("pointer appender only"), &appendRawPtr{`[true,false]`}},
	}
	for _, tc := range good {
		if err := json.CheckAppender(tc.v); err != nil {
			t.Errorf("%s: %s: CheckAppender = %v, want nil", tc.Where, tc.Name, err)
		}
	}
	bad := []struct {
		jsontest.CaseName
		v json.MarshalAppender
	}{
		{name("unterminated"), appendRaw(`{"a":1`)},
		{name("not JSON"), appendRaw(`nope`)},
		{name("empty"), appendRaw(``)},
		{name("two values"), appendRaw(`1 2`)},
		{name("trailing comma"), appendRaw(`[1,]`)},
		{name("space inside"), appendRaw(`{"a": 1}`)},
		{name("leading space"), appendRaw(` 1`)},
		{name("trailing newline"), appendRaw("[1]\n")},
		{name("mismatches MarshalJSON"), appendMismatch{}},
		{name("returns an error"), appendFail{}},
		{name("pointer returns an error"), &appendFailPtr{}},
		{name("returns a fresh slice instead of appending"), freshAppender{}},
		{name("appends nothing"), emptyAppender{}},
		{name("truncates dst"), truncatingAppender{}},
	}
	for _, tc := range bad {
		if err := json.CheckAppender(tc.v); err == nil {
			t.Errorf("%s: %s: CheckAppender = nil, want an error", tc.Where, tc.Name)
		}
	}
}

func TestAppendString(t *testing.T) {
	var strs []string
	for _, tc := range stringCases() {
		strs = append(strs, tc.v.(string))
	}
	strs = append(strs, compactAppenderOutputs...)
	for _, s := range strs {
		if d := checkAppendString(t, s); d != "" {
			t.Errorf("AppendString(nil, %q):\n%s", s, d)
		}
		want := json.AppendString(nil, s)
		dst := append(make([]byte, 0, 8), "pre"...)
		if got := json.AppendString(dst, s); string(got) != "pre"+string(want) || string(dst) != "pre" {
			t.Errorf("AppendString(%q, %q) = %q", "pre", s, got)
		}
	}
}

func TestAppendTime(t *testing.T) {
	for _, tc := range timeCases() {
		tm, ok := tc.v.(time.Time)
		if !ok {
			continue
		}
		want, wantErr := tm.MarshalJSON()
		got, err := json.AppendTime([]byte("t="), tm)
		switch {
		case (err == nil) != (wantErr == nil):
			t.Errorf("%s: %s: AppendTime error %v, Time.MarshalJSON error %v", tc.Where, tc.Name, err, wantErr)
		case err != nil:
			if err.Error() != wantErr.Error() {
				t.Errorf("%s: %s: AppendTime error %q, want %q", tc.Where, tc.Name, err, wantErr)
			}
		case string(got) != "t="+string(want):
			t.Errorf("%s: %s: AppendTime = %q, want %q", tc.Where, tc.Name, got, "t="+string(want))
		}
	}
}

// failingWriter accepts n writes and then fails.
type failingWriter struct {
	n      int
	writes []string
}

var errWrite = errors.New("write failed")

func (w *failingWriter) Write(p []byte) (int, error) {
	if w.n == 0 {
		return 0, errWrite
	}
	w.n--
	w.writes = append(w.writes, string(p))
	return len(p), nil
}

// TestEncoderWriterError checks that a write error is returned and then
// sticks, as std's Encoder does.
func TestEncoderWriterError(t *testing.T) {
	type result struct {
		errs   []string
		writes []string
	}
	run := func(newEnc func(io.Writer) encoderAPI) result {
		w := &failingWriter{n: 1}
		enc := newEnc(w)
		var r result
		for _, v := range []any{1, "two", []int{3}, math.NaN(), 5} {
			err := enc.Encode(v)
			r.errs = append(r.errs, fmt.Sprint(err))
		}
		r.writes = w.writes
		return r
	}
	std := run(func(w io.Writer) encoderAPI { return stdjson.NewEncoder(w) })
	ours := run(func(w io.Writer) encoderAPI { return json.NewEncoder(w) })
	if !reflect.DeepEqual(std, ours) {
		t.Errorf("Encoder on a failing writer:\nstd:  %q\nours: %q", std, ours)
	}
}

// reentrantJSON and reentrantAppend encode their field with this package
// from inside a method the encoder is calling, so a nested encoding shares
// whatever pooled state the outer one holds; reentrantAppend even appends
// into the outer encoder's own buffer.
type (
	reentrantJSON   struct{ V any }
	reentrantAppend struct{ V any }
)

func (r reentrantJSON) MarshalJSON() ([]byte, error) { return json.Marshal(r.V) }
func (r reentrantAppend) MarshalAppendJSON(dst []byte) ([]byte, error) {
	return json.MarshalAppend(dst, r.V)
}

// TestMarshalReentrant checks encodings started from inside methods called
// by an encoding in progress.
func TestMarshalReentrant(t *testing.T) {
	inner := []any{
		1, "<s>", []int{1, 2}, map[string]any{"k": []any{"v", 2.5}},
		randtypes.AppendBoth{N: 1, S: "x"}, &randtypes.AppendBothPtr{N: 2}, randtypes.ValueMarshaler{N: 3}, longString(3000),
		map[string]any{"deep": reentrantJSON{reentrantJSON{[]any{"in", reentrantAppend{"most"}}}}},
	}
	r := &reporter{t: t}
	for _, v := range inner {
		outerJSON := []any{"before", reentrantJSON{v}, map[string]any{"a": reentrantJSON{v}, "b": "after"}}
		outerAppend := []any{"before", reentrantAppend{v}, map[string]any{"a": reentrantAppend{v}, "b": "after"}}
		if d := differ.Check(t, outerJSON); d != "" {
			r.errorf("MarshalJSON calling Marshal on %T:\n%s", v, d)
		}
		if d := differ.CheckPair(t, outerAppend, outerJSON); d != "" {
			r.errorf("MarshalAppendJSON calling MarshalAppend on %T:\n%s", v, d)
		}
	}
	r.done()
}

// TestEncoderReconfigure changes one Encoder's settings between values, as
// a long-lived stream writer might.
func TestEncoderReconfigure(t *testing.T) {
	values := []any{map[string]any{"<a>": []any{1, "&"}}, "x<y", []int{}, struct{ A []int }{[]int{1}}}
	steps := []func(enc encoderAPI){
		func(encoderAPI) {},
		func(enc encoderAPI) { enc.SetEscapeHTML(false) },
		func(enc encoderAPI) { enc.SetIndent(">", "\t") },
		func(enc encoderAPI) { enc.SetEscapeHTML(true) },
		func(enc encoderAPI) { enc.SetIndent("", "") },
		func(enc encoderAPI) { enc.SetIndent("", " ") },
		func(enc encoderAPI) { enc.SetIndent("-", "") },
	}
	run := func(enc encoderAPI, buf *bytes.Buffer) string {
		for _, step := range steps {
			step(enc)
			for _, v := range values {
				if err := enc.Encode(v); err != nil {
					return err.Error()
				}
			}
		}
		return buf.String()
	}
	var sb, ob bytes.Buffer
	std := run(stdjson.NewEncoder(&sb), &sb)
	ours := run(json.NewEncoder(&ob), &ob)
	if std != ours {
		t.Errorf("one Encoder reconfigured between values:\n%s", jsontest.DiffBytes([]byte(std), []byte(ours)))
	}
}

// TestMarshalSpecialBytePositions puts each byte that needs attention at
// every position of short strings, so that word-at-a-time scanning has to
// handle it at every offset and across every boundary, in strings, map
// keys, and MarshalJSON output that is compacted (or rejected) and escaped.
func TestMarshalSpecialBytePositions(t *testing.T) {
	jsontest.SingleGoroutine(t)
	specials := []string{`"`, `\`, "<", ">", "&", "\x00", "\x1f", "\n", "\x7f", "\x80", "\xff", "\xc3\xa9", "\xe2\x80\xa8", "\xe2\x80\xa9", "\xe2\x80", "\xf0\x9f\x98\x80", "\xed\xa0\x80"}
	fast := &jsontest.Differ{Std: stdLib, Ours: ourLib, CheckErrors: checkErrorTypes, Modes: jsontest.ModesNamed("Marshal", "Encoder/NoEscapeHTML")}
	r := &reporter{t: t}
	count := 0
	for _, sp := range specials {
		for n := 0; n <= 34; n++ {
			for pos := 0; pos <= n; pos++ {
				s := strings.Repeat("a", pos) + sp + strings.Repeat("b", n-pos)
				count++
				for _, v := range []any{s, map[string]int{s: 1}, randtypes.RawJSON(`"` + s + `"`), randtypes.RawJSON(`{"` + s + `":[ ` + strconv.Quote(s) + ` ]}`)} {
					if d := fast.Check(t, v); d != "" {
						r.errorf("special %q at %d of %d:\n%s", sp, pos, n+len(sp), d)
					}
				}
				if d := checkAppendString(t, s); d != "" {
					r.errorf("AppendString(%q):\n%s", s, d)
				}
			}
		}
	}
	r.done()
	t.Logf("%d strings", count)
}

// TestMarshalMaxDepth checks MarshalJSON output and RawMessages nested as
// deep as encoding/json's scanner allows, without the indenting modes
// (whose output grows with the square of the depth).
func TestMarshalMaxDepth(t *testing.T) {
	fast := &jsontest.Differ{Std: stdLib, Ours: ourLib, CheckErrors: checkErrorTypes, Modes: jsontest.ModesNamed("Marshal", "Encoder/NoEscapeHTML")}
	for _, n := range []int{9999, 10000, 10001} {
		arrays := strings.Repeat("[", n) + strings.Repeat("]", n)
		objects := strings.Repeat(`{"<":`, n) + "0" + strings.Repeat("}", n)
		for _, v := range []any{randtypes.RawJSON(arrays), randtypes.RawJSON(objects), stdjson.RawMessage(arrays), []any{stdjson.RawMessage(objects)}} {
			if d := fast.Check(t, v); d != "" {
				t.Errorf("depth %d:\n%s", n, d)
			}
		}
	}
}

// checkAppendString compares AppendString(nil, s) with what the reference
// Marshal writes for s.
func checkAppendString(t *testing.T, s string) string {
	return jsontest.Ref.Same(t, fmt.Sprintf("AppendString %+q", s),
		func() string {
			b, err := stdjson.Marshal(s)
			return jsontest.CanonError(err) + "out: " + strconv.QuoteToASCII(string(b)) + "\n"
		},
		func() string {
			return jsontest.CanonError(nil) + "out: " + strconv.QuoteToASCII(string(json.AppendString(nil, s))) + "\n"
		})
}
