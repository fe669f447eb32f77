package json_test

// Differential tests of decoding: every case below is decoded by
// encoding/json and by this package into two destinations built identically
// (fresh, or pre-filled with old values, pointers, maps and slices), and the
// two must agree on the error (type, message, Offset, Struct, Field, ...),
// on the value left in the destination, and on which parts of the old
// destination were reused (see jsontest.Aliases). Each case also runs
// wrapped (see decodeWrappings): through a second pointer, inside an
// interface, as a struct field, a slice element and a map value, so that the
// rules for pointers, interfaces and error context are exercised everywhere
// without writing every wrapping by hand.

import (
	"bytes"
	"encoding"
	stdjson "encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"math"
	"math/rand/v2"
	"reflect"
	"runtime"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/zerojson/json"
	"github.com/zerojson/json/internal/jsontest"
	"github.com/zerojson/json/internal/randtypes"
)

// decodeOptions are the Decoder settings a case runs with.
type decodeOptions struct {
	useNumber       bool
	disallowUnknown bool
}

func (o decodeOptions) String() string {
	var s []string
	if o.useNumber {
		s = append(s, "UseNumber")
	}
	if o.disallowUnknown {
		s = append(s, "DisallowUnknownFields")
	}
	return strings.Join(s, "+")
}

// decodeLib is the decoding API that encoding/json and zerojson share.
type decodeLib struct {
	name      string
	unmarshal func(data []byte, v any) error
	// decode decodes the first value in data with a new Decoder set up as
	// opts says.
	decode func(data []byte, v any, opts decodeOptions) error
	valid  func(data []byte) bool
}

var stdDecodeLib = &decodeLib{
	name:      "encoding/json",
	unmarshal: stdjson.Unmarshal,
	decode: func(data []byte, v any, opts decodeOptions) error {
		dec := stdjson.NewDecoder(bytes.NewReader(data))
		opts.apply(dec)
		return dec.Decode(v)
	},
	valid: stdjson.Valid,
}

var ourDecodeLib = &decodeLib{
	name:      "zerojson",
	unmarshal: json.Unmarshal,
	decode: func(data []byte, v any, opts decodeOptions) error {
		dec := json.NewDecoder(bytes.NewReader(data))
		opts.apply(dec)
		return dec.Decode(v)
	},
	valid: json.Valid,
}

// jsonDecoder is the Decoder API of encoding/json and zerojson, apart from
// Token, whose result types differ.
type jsonDecoder interface {
	UseNumber()
	DisallowUnknownFields()
	Decode(v any) error
	More() bool
	InputOffset() int64
	Buffered() io.Reader
}

// apply sets dec up as o says.
func (o decodeOptions) apply(dec jsonDecoder) {
	if o.useNumber {
		dec.UseNumber()
	}
	if o.disallowUnknown {
		dec.DisallowUnknownFields()
	}
}

// decodeCase is one table entry: the input, and a function returning a
// fresh destination, called once per library so that both start from equal
// but separate memory.
type decodeCase struct {
	jsontest.CaseName
	in  string
	new func() any
	// newStd, if set, is the reference library's destination, for cases
	// whose types differ between the libraries (each package's own Number
	// or RawMessage); new is then zerojson's.
	newStd func() any
	opts   decodeOptions
	// asIs runs the case only as given, not in decodeWrappings: for
	// destinations that are not pointers and for very large inputs.
	asIs bool
}

// into returns a destination factory for a new zero T.
func into[T any]() any { return new(T) }

// prefilled returns a destination factory for a *T holding what fill
// returns; fill must build new memory on every call.
func prefilled[T any](fill func() T) func() any {
	return func() any {
		p := new(T)
		*p = fill()
		return p
	}
}

// decodeWrapping is one way of reaching a case's destination.
type decodeWrapping struct {
	name string
	in   func(string) string
	// dst wraps the case's destination, a non-nil pointer.
	dst func(p reflect.Value) any
}

// sameInput is the input transformation of wrappings that keep the input.
func sameInput(s string) string { return s }

// decodeWrappings lists the wrappings every case (not marked asIs) runs in.
// Their names say what holds the case's destination v: a pointer to it, a
// pointer to a pointer to it (or to nil), an interface holding its address
// or a copy of it, a struct field (by value, or by pointer among other
// fields), the first element of a slice or array, or a map value next to
// another one.
var decodeWrappings = []decodeWrapping{
	{"*T", sameInput, func(p reflect.Value) any { return p.Interface() }},
	{"**T(&v)", sameInput, func(p reflect.Value) any {
		pp := reflect.New(p.Type())
		pp.Elem().Set(p)
		return pp.Interface()
	}},
	{"**T(nil)", sameInput, func(p reflect.Value) any { return reflect.New(p.Type()).Interface() }},
	{"*any(&v)", sameInput, func(p reflect.Value) any {
		var x any = p.Interface()
		return &x
	}},
	{"*any(v)", sameInput, func(p reflect.Value) any {
		var x any = p.Elem().Interface()
		return &x
	}},
	{"struct{V T}", func(s string) string { return `{"V":` + s + `}` }, func(p reflect.Value) any {
		w := reflect.New(reflect.StructOf([]reflect.StructField{{Name: "V", Type: p.Type().Elem()}}))
		w.Elem().Field(0).Set(p.Elem())
		return w.Interface()
	}},
	{"struct{X; V T}", func(s string) string { return `{"X":{"I":1},"v":` + s + `,"Y":2}` }, func(p reflect.Value) any {
		w := reflect.New(reflect.StructOf([]reflect.StructField{
			{Name: "X", Type: reflect.TypeFor[struct{ I int }]()},
			{Name: "V", Type: p.Type(), Tag: `json:"v"`},
			{Name: "Y", Type: reflect.TypeFor[int]()},
		}))
		w.Elem().Field(1).Set(p)
		return w.Interface()
	}},
	{"[]T{v}", func(s string) string { return "[" + s + "]" }, func(p reflect.Value) any {
		s := reflect.New(reflect.SliceOf(p.Type().Elem()))
		s.Elem().Set(reflect.MakeSlice(s.Elem().Type(), 1, 1))
		s.Elem().Index(0).Set(p.Elem())
		return s.Interface()
	}},
	{"[2]T{v,v}", func(s string) string { return "[ " + s + " ]" }, func(p reflect.Value) any {
		a := reflect.New(reflect.ArrayOf(2, p.Type().Elem()))
		a.Elem().Index(0).Set(p.Elem())
		a.Elem().Index(1).Set(p.Elem())
		return a.Interface()
	}},
	{"map[string]T{k,old}", func(s string) string { return `{"k":` + s + `}` }, func(p reflect.Value) any {
		m := reflect.New(reflect.MapOf(reflect.TypeFor[string](), p.Type().Elem()))
		m.Elem().Set(reflect.MakeMap(m.Elem().Type()))
		m.Elem().SetMapIndex(reflect.ValueOf("k"), p.Elem())
		m.Elem().SetMapIndex(reflect.ValueOf("old"), p.Elem())
		return m.Interface()
	}},
}

// decodeRun is one decoding by one library.
type decodeRun struct {
	err   error
	panic any
	stack string
}

func runDecode(lib *decodeLib, data []byte, v any, opts decodeOptions, viaDecoder bool) (r decodeRun) {
	defer func() {
		if p := recover(); p != nil {
			r.panic = p
			r.stack = string(trimmedStack())
		}
	}()
	if viaDecoder {
		r.err = lib.decode(data, v, opts)
	} else {
		r.err = lib.unmarshal(data, v)
	}
	return r
}

// trimmedStack returns the current goroutine's stack, cut to its first
// frames.
func trimmedStack() []byte {
	buf := make([]byte, 4<<10)
	return buf[:runtime.Stack(buf, false)]
}

// checkDecode decodes data into ours with zerojson and into std with
// encoding/json, in test tb, and describes how the results differ, or
// returns "".
func checkDecode(tb testing.TB, data []byte, ours, std any, opts decodeOptions, viaDecoder bool) string {
	return diffDecodeWith(tb, ourDecodeLib, data, ours, std, opts, viaDecoder)
}

// diffDecodeWith is checkDecode with lib in the place of zerojson.
func diffDecodeWith(tb testing.TB, lib *decodeLib, data []byte, ours, std any, opts decodeOptions, viaDecoder bool) string {
	var key string
	if jsontest.Ref.Keyed() {
		how := "Unmarshal"
		if viaDecoder {
			how = "Decoder " + opts.String()
		}
		key = fmt.Sprintf("decode %s %s %+q into %s %s", lib.name, how, data, jsontest.TypeName(reflect.TypeOf(std)), jsontest.CanonValue(std, nil))
	}
	sa, oa := jsontest.RecordAliases(std), jsontest.RecordAliases(ours)
	var rs, ro decodeRun
	return jsontest.Ref.Check(tb, jsontest.Comparison{
		Key: key,
		Std: func() string {
			rs = runDecode(stdDecodeLib, data, std, opts, viaDecoder)
			return jsontest.CanonDecode(rs.err, rs.panic != nil, std, sa)
		},
		Ours: func() string {
			ro = runDecode(lib, data, ours, opts, viaDecoder)
			return jsontest.CanonDecode(ro.err, ro.panic != nil, ours, oa)
		},
		Explain:   func() string { return describeDecodeDiff(rs, ro, std, ours, sa, oa) },
		StdUnsafe: !jsontest.Classic && jsontest.HasCycle(std),
	})
}

// describeDecodeDiff describes how zerojson's decoding ro into ours differs
// from encoding/json's rs into std, or returns "".
func describeDecodeDiff(rs, ro decodeRun, std, ours any, sa, oa *jsontest.Aliases) string {
	var sb strings.Builder
	switch {
	case rs.panic != nil && ro.panic != nil:
		return "" // both panicked, in the test's own methods
	case rs.panic != nil:
		fmt.Fprintf(&sb, "\tstd panicked (%v), ours returned %v\n", rs.panic, ro.err)
		return sb.String()
	case ro.panic != nil:
		fmt.Fprintf(&sb, "\tours panicked: %v\n\tstd returned %v\n%s\n", ro.panic, rs.err, ro.stack)
		return sb.String()
	}
	switch {
	case (rs.err == nil) != (ro.err == nil):
		fmt.Fprintf(&sb, "\tstd error:  %v\n\tours error: %v\n", rs.err, ro.err)
		if ro.err != nil {
			fmt.Fprintf(&sb, "\tours: %s\n", strings.Join(jsontest.ErrorChain(ro.err), " -> "))
		}
	case rs.err != nil:
		sb.WriteString(jsontest.DiffErrors(rs.err, ro.err))
		sb.WriteString(checkDecodeErrorTypes(rs.err, ro.err))
	}
	if d := jsontest.DiffValues(std, ours, sa, oa); d != "" {
		fmt.Fprintf(&sb, "\tdestination differs (std error %v):\n%s", rs.err, d)
	}
	return sb.String()
}

// checkDecodeErrorTypes checks that errors.As finds the decoding error
// types in ours exactly where it finds encoding/json's in std.
func checkDecodeErrorTypes(std, ours error) string {
	var sb strings.Builder
	as := func(name string, s, o bool) {
		if s != o {
			fmt.Fprintf(&sb, "\terrors.As(*%s): std %v, ours %v\n", name, s, o)
		}
	}
	{
		// An UnmarshalTypeError may come from a test type's own
		// UnmarshalJSON, as encoding/json's type; it must come back as it
		// was made.
		var s, os *stdjson.UnmarshalTypeError
		var o *json.UnmarshalTypeError
		as("UnmarshalTypeError", errors.As(std, &s), errors.As(ours, &o) || errors.As(ours, &os))
	}
	{
		var s *stdjson.SyntaxError
		var o *json.SyntaxError
		as("SyntaxError", errors.As(std, &s), errors.As(ours, &o))
	}
	{
		var s *stdjson.InvalidUnmarshalError
		var o *json.InvalidUnmarshalError
		as("InvalidUnmarshalError", errors.As(std, &s), errors.As(ours, &o))
	}
	for _, sentinel := range decodeSentinels {
		if s, o := errors.Is(std, sentinel), errors.Is(ours, sentinel); s != o {
			fmt.Fprintf(&sb, "\terrors.Is(%q): std %v, ours %v\n", sentinel, s, o)
		}
	}
	return sb.String()
}

// decodeReporter runs cases and reports the first failures in full.
type decodeReporter struct {
	t         *testing.T
	wrappings []decodeWrapping // nil for decodeWrappings
	failed    int
	runs      int
}

// decodeFailuresFlag is how many failures of one decoding test are shown in
// full; raise it to list every failing case.
var decodeFailuresFlag = flag.Int("zerojson.decodefailures", reportLimit, "failures shown in full per decoding test")

func (r *decodeReporter) errorf(format string, args ...any) {
	r.t.Helper()
	if r.failed++; r.failed <= *decodeFailuresFlag {
		r.t.Errorf(format, args...)
	}
}

func (r *decodeReporter) done() {
	r.t.Helper()
	if r.failed > *decodeFailuresFlag {
		r.t.Errorf("... and %d more failures", r.failed-*decodeFailuresFlag)
	}
}

// check runs tc in every wrapping, through Unmarshal and through a
// Decoder (only the Decoder when the case has options). The first failing
// run of a case is reported in full, the case's other failing runs only by
// name, so that one broken rule does not hide the others.
func (r *decodeReporter) check(tc decodeCase) {
	r.t.Helper()
	ws := r.wrappings
	if ws == nil {
		ws = decodeWrappings
	}
	if tc.asIs {
		ws = ws[:1]
	}
	newStd := tc.newStd
	if newStd == nil {
		newStd = tc.new
	}
	hasOpts := tc.opts != decodeOptions{}
	var first string
	var others []string
	for _, w := range ws {
		for _, viaDecoder := range []bool{false, true} {
			if !viaDecoder && hasOpts {
				continue
			}
			if viaDecoder && !hasOpts && w.name != "*T" {
				continue // the Decoder shares Unmarshal's value decoding
			}
			ours, std := tc.new(), newStd()
			if !tc.asIs {
				ours, std = w.dst(reflect.ValueOf(ours)), w.dst(reflect.ValueOf(std))
			}
			in := w.in(tc.in)
			r.runs++
			d := checkDecode(r.t, []byte(in), ours, std, tc.opts, viaDecoder)
			if d == "" {
				continue
			}
			how := "Unmarshal"
			if viaDecoder {
				how = "Decoder"
				if hasOpts {
					how += "/" + tc.opts.String()
				}
			}
			if first == "" {
				first = fmt.Sprintf("%s: %s [%s, %s]\n\tinput %s into %T\n%s", tc.Where, tc.Name, w.name, how,
					jsontest.Quote([]byte(in)), std, d)
			} else {
				others = append(others, w.name+", "+how)
			}
		}
	}
	if first != "" {
		if len(others) > 0 {
			first += "\talso fails in: " + strings.Join(others, "; ") + "\n"
		}
		r.errorf("%s", first)
	}
}

// ---- Types with methods ----

var decodeSentinels = []error{randtypes.ErrUnmarshalJSON, randtypes.ErrUnmarshalText}

// uPtrJSON records what its pointer-receiver UnmarshalJSON was given.
type uPtrJSON struct{ Got string }

func (u *uPtrJSON) UnmarshalJSON(b []byte) error {
	u.Got += "json:" + string(b)
	return nil
}

// uValJSON has UnmarshalJSON on the value receiver: it cannot change the
// destination, but it is still called.
type uValJSON struct{ Got string }

func (u uValJSON) UnmarshalJSON(b []byte) error {
	if string(b) == `"fail"` {
		return randtypes.ErrUnmarshalJSON
	}
	return nil
}

type uPtrText struct{ Got string }

func (u *uPtrText) UnmarshalText(b []byte) error {
	u.Got += "text:" + string(b)
	return nil
}

type uValText struct{ Got string }

func (u uValText) UnmarshalText(b []byte) error { return nil }

// uFailJSON and uFailText refuse "bad", stopping the decoding.
type uFailJSON struct{ N int }

func (u *uFailJSON) UnmarshalJSON(b []byte) error {
	if bytes.Contains(b, []byte("bad")) {
		return randtypes.ErrUnmarshalJSON
	}
	u.N++
	return nil
}

type uFailText struct{ N int }

func (u *uFailText) UnmarshalText(b []byte) error {
	if bytes.Contains(b, []byte("bad")) {
		return randtypes.ErrUnmarshalText
	}
	u.N++
	return nil
}

// uTypeErrJSON returns an UnmarshalTypeError of its own, which encoding/json
// completes with the Struct and Field where it happened.
type uTypeErrJSON struct{}

func (*uTypeErrJSON) UnmarshalJSON(b []byte) error {
	return &stdjson.UnmarshalTypeError{Value: "custom " + string(b), Type: reflect.TypeFor[int](), Offset: 7, Field: "inner"}
}

// uCtxErr returns an UnmarshalTypeError of the package of E, for pair
// cases: each library must complete its own type as encoding/json
// completes its own.
type uCtxErr[E error] struct{}

func (*uCtxErr[E]) UnmarshalJSON(b []byte) error {
	var e E
	if _, ours := any(e).(*json.UnmarshalTypeError); ours {
		return &json.UnmarshalTypeError{Value: "custom " + string(b), Type: reflect.TypeFor[int](), Offset: 7, Field: "inner"}
	}
	return &stdjson.UnmarshalTypeError{Value: "custom " + string(b), Type: reflect.TypeFor[int](), Offset: 7, Field: "inner"}
}

// uBoth has both methods: UnmarshalJSON wins.
type uBoth struct{ Got string }

func (u *uBoth) UnmarshalJSON(b []byte) error { u.Got = "json:" + string(b); return nil }
func (u *uBoth) UnmarshalText(b []byte) error { u.Got = "text:" + string(b); return nil }

// uTextString is a string kind with UnmarshalText, which map keys and
// values use instead of the plain string decoding.
type uTextString string

func (u *uTextString) UnmarshalText(b []byte) error {
	*u = uTextString("T(" + string(b) + ")")
	return nil
}

// uTextInt is an integer kind with UnmarshalText.
type uTextInt int

func (u *uTextInt) UnmarshalText(b []byte) error {
	n, err := strconv.Atoi(strings.TrimPrefix(string(b), "n"))
	if err != nil {
		return randtypes.ErrUnmarshalText
	}
	*u = uTextInt(n * 10)
	return nil
}

// uTextKey is a struct used as a map key through UnmarshalText.
type uTextKey struct{ A, B string }

func (k *uTextKey) UnmarshalText(b []byte) error {
	a, c, ok := strings.Cut(string(b), ":")
	if !ok {
		return randtypes.ErrUnmarshalText
	}
	k.A, k.B = a, c
	return nil
}

// uValTextKey has UnmarshalText on the value receiver only, which makes
// it no key type for encoding/json (the key must implement it through a
// pointer, and then it cannot store anything).
type uValTextKey struct{ A string }

func (uValTextKey) UnmarshalText(b []byte) error { return nil }

// uNullJSON counts the calls of its UnmarshalJSON, to show whether null
// reaches it.
type uNullJSON struct{ Calls []string }

func (u *uNullJSON) UnmarshalJSON(b []byte) error {
	u.Calls = append(u.Calls, string(b))
	return nil
}

// uSliceJSON is a slice type with UnmarshalJSON.
type uSliceJSON []int

func (u *uSliceJSON) UnmarshalJSON(b []byte) error {
	*u = append(*u, len(b))
	return nil
}

// uMapText is a map type with UnmarshalText.
type uMapText map[string]int

func (u *uMapText) UnmarshalText(b []byte) error {
	if *u == nil {
		*u = uMapText{}
	}
	(*u)[string(b)]++
	return nil
}

// uEmbedJSON promotes UnmarshalJSON from an embedded pointer-method type,
// so the whole struct decodes through it.
type uEmbedJSON struct {
	uPtrJSON
	Other int
}

type uEmbedPtrJSON struct {
	*uPtrJSON
	Other int
}

// uEmbedText promotes UnmarshalText.
type uEmbedText struct {
	*uPtrText
	Other int
}

// Interfaces for destinations.
type (
	uUnmarshaler interface{ UnmarshalJSON([]byte) error }
	uTexter      interface{ UnmarshalText([]byte) error }
)

// ---- Struct types ----

type (
	dPlain struct {
		A int
		B string
		C bool
		D float64
	}
	dTagged struct {
		A     int     `json:"a"`
		B     string  `json:"bee"`
		C     bool    `json:"-"`
		D     int     `json:"-,"`
		E     float64 `json:",omitempty"`
		F     int     `json:"f,omitzero"`
		G     int     `json:"ǅ"`
		H     int     `json:"k"`
		Kk    int     `json:"s"`
		Quote string  `json:"q\"x"`
		x     int
		y     int
	}
	dFold struct {
		Name  string
		NAME  string
		NaMe2 string `json:"naMe"`
		K     int
		S     int
		AbC   int
		Aé    int `json:"AÉ"`
		Sigma int `json:"Σx"`
		Sharp int `json:"straße"`
		Dž    int `json:"ǆ"`
	}
	dEmbInner struct {
		A, X int
		In   *int
	}
	dEmbInner2 struct {
		B, X int
	}
	dEmbTagged struct {
		Z int `json:"X"`
	}
	dEmbOuter struct {
		dEmbInner
		*dEmbInner2
		Y int
	}
	DEmbExportedPtr struct {
		P, Q int
	}
	dEmbExported struct {
		*DEmbExportedPtr
		R int
	}
	dEmbUnexportedPtr struct {
		*dEmbInner2
		R int
	}
	dEmbConflict struct {
		dEmbInner
		dEmbInner2
		dEmbTagged
	}
	dEmbNamed struct {
		dEmbInner `json:"inner"`
		B         int
	}
	DEmbDeep1 struct{ DEmbDeep2 }
	DEmbDeep2 struct{ *DEmbDeep3 }
	DEmbDeep3 struct {
		Deep int
		N    int8
	}
	dEmbDeep struct {
		DEmbDeep1
		Top int
	}
	dString struct {
		I   int            `json:",string"`
		U   uint8          `json:",string"`
		F   float64        `json:",string"`
		B   bool           `json:",string"`
		S   string         `json:",string"`
		P   *int           `json:",string"`
		PP  **bool         `json:",string"`
		N   stdjson.Number `json:",string"`
		T   time.Time      `json:",string"`
		A   any            `json:",string"`
		Sl  []int          `json:",string"`
		M   map[string]int `json:",string"`
		UT  uPtrText       `json:",string"`
		UJ  uPtrJSON       `json:",string"`
		NS  dStrName       `json:",string"`
		Arr [1]int         `json:",string"`
	}
	dStrName string
	dDegrees float64 // a named float64 without methods: arrays of it are read as float64's are
	dNested  struct {
		Name  string
		Inner struct {
			N   int8
			L   []uint
			M   map[string]int16
			Ptr *struct{ F float32 }
		}
		List []dPlain
		Map  map[string]dPlain
		Any  any
	}
	dAllKinds struct {
		B    bool
		I    int
		I8   int8
		I16  int16
		I32  int32
		I64  int64
		U    uint
		U8   uint8
		U16  uint16
		U32  uint32
		U64  uint64
		UP   uintptr
		F32  float32
		F64  float64
		C64  complex64
		S    string
		Bs   []byte
		Sl   []string
		Ar   [2]int
		M    map[string]int
		P    *int
		Any  any
		Ch   chan int
		Fn   func()
		Err  error
		Strt struct{ X int }
	}
	dTimes struct {
		T  time.Time
		P  *time.Time
		D  time.Duration
		M  map[time.Time]int
		L  []time.Time
		TS time.Time `json:",string"`
	}
	dRecursive struct {
		Name string
		Next *dRecursive
		Kids []dRecursive
		Map  map[string]*dRecursive
	}
	dMethods struct {
		PJ   uPtrJSON
		VJ   uValJSON
		PT   uPtrText
		VT   uValText
		PPJ  *uPtrJSON
		PPT  *uPtrText
		Both uBoth
		Null uNullJSON
		PN   *uNullJSON
		TS   uTextString
		TI   uTextInt
		SJ   uSliceJSON
		MT   uMapText
		IJ   uUnmarshaler
		IT   uTexter
	}
	dByteTypes struct {
		B   []byte
		NB  dBytes
		MB  []dByte
		AB  [3]byte
		PB  *[]byte
		BB  [][]byte
		RB  stdjson.RawMessage
		PRB *stdjson.RawMessage
	}
	dBytes []byte
	dByte  byte
)

// decodeNumberHolder puts a Number type everywhere, for pair cases. It is
// an alias of an unnamed struct type so that both instantiations print the
// same (struct { N json.Number; ... }) in error messages: a defined generic
// type would print its type argument's full package path.
type decodeNumberHolder[N ~string] = struct {
	N  N
	S  N `json:",string"`
	P  *N
	L  []N
	M  map[string]N
	K  map[N]int
	A  any
	AR [1]N
}

// decodeRawHolder is decodeNumberHolder for RawMessage types.
type decodeRawHolder[R ~[]byte] = struct {
	R  R
	P  *R
	L  []R
	M  map[string]R
	A  any
	AR [1]R
}

// ---- Helpers for the tables ----

func intPtr(n int) *int { return &n }

func anyPtr(v any) *any { return &v }

// staleSlice returns a slice of length n and capacity c whose elements,
// including those between the length and the capacity, hold values.
func staleSlice[T any](n, c int, fill func(i int) T) []T {
	s := make([]T, c)
	for i := range s {
		s[i] = fill(i)
	}
	return s[:n]
}

func timeIn(s string) time.Time {
	t, err := time.Parse(time.RFC3339Nano, s)
	if err != nil {
		panic(err)
	}
	return t
}

// deepArray returns n '[' then n ']'.
func deepArray(n int) string { return strings.Repeat("[", n) + strings.Repeat("]", n) }

func deepObject(n int) string {
	return strings.Repeat(`{"a":`, n) + "null" + strings.Repeat("}", n)
}

// ---- The tables ----

func decodeSyntaxCases() []decodeCase {
	name := jsontest.Name
	pre := prefilled(func() dPlain { return dPlain{A: 1, B: "old", C: true, D: 2.5} })
	preAny := func() any {
		var v any = map[string]any{"old": []any{1.0, "x"}}
		return &v
	}
	preSlice := prefilled(func() []int { return staleSlice(2, 4, func(i int) int { return i + 10 }) })
	return []decodeCase{
		{CaseName: name("empty input"), in: ``, new: into[any]},
		{CaseName: name("only space"), in: " \t\r\n", new: into[any]},
		{CaseName: name("unclosed object"), in: `{"A":1`, new: pre},
		{CaseName: name("unclosed object after comma"), in: `{"A":1,`, new: pre},
		{CaseName: name("unclosed array"), in: `[1,2`, new: preSlice},
		{CaseName: name("unclosed string"), in: `"abc`, new: into[string]},
		{CaseName: name("trailing comma in object"), in: `{"A":1,}`, new: pre},
		{CaseName: name("trailing comma in array"), in: `[1,]`, new: preSlice},
		{CaseName: name("missing colon"), in: `{"A" 1}`, new: pre},
		{CaseName: name("missing value"), in: `{"A":}`, new: pre},
		{CaseName: name("number key"), in: `{1:2}`, new: preAny},
		{CaseName: name("single-quoted"), in: `{'A':1}`, new: pre},
		{CaseName: name("two values"), in: `1 2`, new: into[int]},
		{CaseName: name("value then garbage"), in: `{"A":2}x`, new: pre},
		{CaseName: name("value then ]"), in: `[1]]`, new: preSlice},
		{CaseName: name("valid then syntax error deep"), in: `{"A":5,"B":"new","C":false,"D":[1,2,{"x":tru}]}`, new: pre},
		{CaseName: name("syntax error after type error"), in: `{"A":"str","B":1,"C":nul}`, new: pre},
		{CaseName: name("leading zero"), in: `01`, new: into[int]},
		{CaseName: name("leading zero in array"), in: `[00]`, new: preSlice},
		{CaseName: name("minus alone"), in: `-`, new: into[float64]},
		{CaseName: name("plus sign"), in: `+1`, new: into[float64]},
		{CaseName: name("dot first"), in: `.5`, new: into[float64]},
		{CaseName: name("dot last"), in: `1.`, new: into[float64]},
		{CaseName: name("exponent without digits"), in: `1e`, new: into[float64]},
		{CaseName: name("exponent sign only"), in: `1e+`, new: into[float64]},
		{CaseName: name("hex"), in: `0x10`, new: into[int]},
		{CaseName: name("NaN"), in: `NaN`, new: into[float64]},
		{CaseName: name("Infinity"), in: `-Infinity`, new: into[float64]},
		{CaseName: name("truncated true"), in: `tru`, new: into[bool]},
		{CaseName: name("truncated null"), in: `nul`, new: preAny},
		{CaseName: name("TRUE"), in: `TRUE`, new: into[bool]},
		{CaseName: name("bad escape"), in: `"\x"`, new: into[string]},
		{CaseName: name("short unicode escape"), in: `"\u12"`, new: into[string]},
		{CaseName: name("unicode escape bad hex"), in: `"\u12g4"`, new: into[string]},
		{CaseName: name("raw newline in string"), in: "\"a\nb\"", new: into[string]},
		{CaseName: name("raw tab in string"), in: "\"a\tb\"", new: into[string]},
		{CaseName: name("NUL in string"), in: "\"a\x00b\"", new: into[string]},
		{CaseName: name("NUL outside"), in: "\x001", new: into[int]},
		{CaseName: name("comment"), in: `/* c */ 1`, new: into[int]},
		{CaseName: name("BOM"), in: "\ufeff1", new: into[int]},
		{CaseName: name("object in key position"), in: `{{}:1}`, new: preAny},
		{CaseName: name("array close in object"), in: `{"a":1]`, new: preAny},
		{CaseName: name("object close in array"), in: `[1}`, new: preAny},
		{CaseName: name("colon in array"), in: `[1:2]`, new: preAny},
		{CaseName: name("comma first"), in: `[,1]`, new: preAny},
		{CaseName: name("double comma"), in: `[1,,2]`, new: preAny},
		{CaseName: name("bare word"), in: `abc`, new: preAny},
		{CaseName: name("invalid UTF-8 outside strings"), in: "[1,\xff]", new: preAny},
		{CaseName: name("syntax error keeps pre-filled map"), in: `{"a":1,"b":[}`, new: prefilled(func() map[string]int { return map[string]int{"old": 1} })},
		{CaseName: name("syntax error keeps non-nil pointer"), in: `{"A":1 "B":2}`, new: prefilled(func() *dPlain { return &dPlain{A: 9} })},
		{CaseName: name("syntax error keeps interface holding pointer"), in: `{"A":1,]`, new: func() any { return anyPtr(&dPlain{B: "kept"}) }},
		{CaseName: name("nesting 10000 arrays"), in: deepArray(10000), new: into[any], asIs: true},
		{CaseName: name("nesting 10001 arrays"), in: deepArray(10001), new: into[any], asIs: true},
		{CaseName: name("nesting 10001 arrays into struct"), in: deepArray(10001), new: pre, asIs: true},
		{CaseName: name("nesting 10000 objects"), in: deepObject(10000), new: into[any], asIs: true},
		{CaseName: name("nesting 10001 objects"), in: deepObject(10001), new: into[any], asIs: true},
		{CaseName: name("nesting 10001 objects skipped as unknown field"), in: `{"unknown":` + deepObject(10000) + `}`, new: pre, asIs: true},
		{CaseName: name("nesting 9999 in unknown field"), in: `{"unknown":` + deepObject(9998) + `,"A":3}`, new: pre, asIs: true},
		{CaseName: name("nesting 10001 mixed"), in: strings.Repeat(`[{"a":`, 5000) + "[1]" + strings.Repeat("}]", 5000), new: into[any], asIs: true},
	}
}

func decodeInvalidTargetCases() []decodeCase {
	name := jsontest.Name
	return []decodeCase{
		{CaseName: name("nil"), in: `1`, new: func() any { return nil }, asIs: true},
		{CaseName: name("nil with syntax error"), in: `{`, new: func() any { return nil }, asIs: true},
		{CaseName: name("non-pointer int"), in: `1`, new: func() any { return 5 }, asIs: true},
		{CaseName: name("non-pointer struct"), in: `{}`, new: func() any { return dPlain{} }, asIs: true},
		{CaseName: name("non-pointer map"), in: `{"a":1}`, new: func() any { return map[string]int{} }, asIs: true},
		{CaseName: name("non-pointer slice"), in: `[1]`, new: func() any { return []int{} }, asIs: true},
		{CaseName: name("nil *int"), in: `1`, new: func() any { return (*int)(nil) }, asIs: true},
		{CaseName: name("nil *struct"), in: `{}`, new: func() any { return (*dPlain)(nil) }, asIs: true},
		{CaseName: name("nil **int"), in: `null`, new: func() any { return (**int)(nil) }, asIs: true},
		{CaseName: name("non-pointer with invalid JSON"), in: `{"a"`, new: func() any { return 1 }, asIs: true},
	}
}

func decodeScalarCases() []decodeCase {
	name := jsontest.Name
	type (
		myBool    bool
		myInt     int32
		myUint    uint16
		myFloat   float32
		myString  string
		myStrings []myString
	)
	return []decodeCase{
		{CaseName: name("true"), in: `true`, new: into[bool]},
		{CaseName: name("false over true"), in: `false`, new: prefilled(func() bool { return true })},
		{CaseName: name("named bool"), in: `true`, new: into[myBool]},
		{CaseName: name("null into true bool"), in: `null`, new: prefilled(func() bool { return true })},
		{CaseName: name("int"), in: `-123`, new: into[int]},
		{CaseName: name("int spaces"), in: " \n\t 42 \r\n", new: into[int]},
		{CaseName: name("null into int"), in: `null`, new: prefilled(func() int { return 7 })},
		{CaseName: name("named int"), in: `2147483647`, new: into[myInt]},
		{CaseName: name("named int overflow"), in: `2147483648`, new: prefilled(func() myInt { return 3 })},
		{CaseName: name("int8 min"), in: `-128`, new: into[int8]},
		{CaseName: name("int8 below min"), in: `-129`, new: into[int8]},
		{CaseName: name("int8 max"), in: `127`, new: into[int8]},
		{CaseName: name("int8 above max"), in: `128`, new: prefilled(func() int8 { return 1 })},
		{CaseName: name("int16 above max"), in: `32768`, new: into[int16]},
		{CaseName: name("int32 below min"), in: `-2147483649`, new: into[int32]},
		{CaseName: name("int64 max"), in: `9223372036854775807`, new: into[int64]},
		{CaseName: name("int64 above max"), in: `9223372036854775808`, new: into[int64]},
		{CaseName: name("int64 min"), in: `-9223372036854775808`, new: into[int64]},
		{CaseName: name("int64 below min"), in: `-9223372036854775809`, new: into[int64]},
		{CaseName: name("int huge"), in: `123456789012345678901234567890`, new: into[int]},
		{CaseName: name("int fraction"), in: `1.5`, new: into[int]},
		{CaseName: name("int integral fraction"), in: `1.0`, new: into[int]},
		{CaseName: name("int exponent"), in: `1e2`, new: into[int]},
		{CaseName: name("int negative zero"), in: `-0`, new: into[int]},
		{CaseName: name("uint negative"), in: `-1`, new: prefilled(func() uint { return 9 })},
		{CaseName: name("uint negative zero"), in: `-0`, new: into[uint]},
		{CaseName: name("uint8 max"), in: `255`, new: into[uint8]},
		{CaseName: name("uint8 above max"), in: `256`, new: into[uint8]},
		{CaseName: name("uint16 named"), in: `65535`, new: into[myUint]},
		{CaseName: name("uint16 named overflow"), in: `65536`, new: into[myUint]},
		{CaseName: name("uint32 above max"), in: `4294967296`, new: into[uint32]},
		{CaseName: name("uint64 max"), in: `18446744073709551615`, new: into[uint64]},
		{CaseName: name("uint64 above max"), in: `18446744073709551616`, new: into[uint64]},
		{CaseName: name("uintptr"), in: `12345`, new: into[uintptr]},
		{CaseName: name("uint exponent"), in: `1E1`, new: into[uint]},
		{CaseName: name("float64"), in: `-1.25e-3`, new: into[float64]},
		{CaseName: name("float64 negative zero"), in: `-0`, new: into[float64]},
		{CaseName: name("float64 negative zero fraction"), in: `-0.0e5`, new: into[float64]},
		{CaseName: name("float64 max"), in: `1.7976931348623157e308`, new: into[float64]},
		{CaseName: name("float64 overflow"), in: `1.8e308`, new: prefilled(func() float64 { return 4 })},
		{CaseName: name("float64 huge exponent"), in: `1e99999999999999999999`, new: into[float64]},
		{CaseName: name("float64 huge negative exponent"), in: `1e-99999999999999999999`, new: into[float64]},
		{CaseName: name("float64 underflow to zero"), in: `1e-400`, new: prefilled(func() float64 { return 4 })},
		{CaseName: name("float64 subnormal"), in: `4.9e-324`, new: into[float64]},
		{CaseName: name("float64 rounding halfway"), in: `9007199254740993`, new: into[float64]},
		{CaseName: name("float64 many digits"), in: `0.1000000000000000055511151231257827021181583404541015625`, new: into[float64]},
		{CaseName: name("float64 long mantissa"), in: "1." + strings.Repeat("9", 800), new: into[float64]},
		{CaseName: name("float64 big integer"), in: "1" + strings.Repeat("0", 400), new: into[float64]},
		{CaseName: name("float32"), in: `3.4028234e38`, new: into[float32]},
		{CaseName: name("float32 overflow"), in: `3.5e38`, new: into[float32]},
		{CaseName: name("float32 rounding"), in: `0.1`, new: into[float32]},
		{CaseName: name("float32 subnormal"), in: `1e-45`, new: into[float32]},
		{CaseName: name("float32 underflow"), in: `1e-50`, new: into[float32]},
		{CaseName: name("named float32"), in: `16777217`, new: into[myFloat]},
		{CaseName: name("complex128"), in: `1`, new: into[complex128]},
		{CaseName: name("complex64 from string"), in: `"1+2i"`, new: into[complex64]},
		{CaseName: name("string"), in: `"hello"`, new: into[string]},
		{CaseName: name("string over old"), in: `"new"`, new: prefilled(func() string { return "old" })},
		{CaseName: name("null into string"), in: `null`, new: prefilled(func() string { return "old" })},
		{CaseName: name("named string"), in: `"x"`, new: into[myString]},
		{CaseName: name("named strings"), in: `["x","y"]`, new: into[myStrings]},
		{CaseName: name("string escapes"), in: `"\"\\\/\b\f\n\r\t\u0041\u00e9\u20AC\ud83d\ude00"`, new: into[string]},
		{CaseName: name("string NUL escape"), in: `"a\u0000b"`, new: into[string]},
		{CaseName: name("string lone high surrogate"), in: `"a\ud800b"`, new: into[string]},
		{CaseName: name("string lone low surrogate"), in: `"\udc00"`, new: into[string]},
		{CaseName: name("string high surrogate at end"), in: `"\ud83d"`, new: into[string]},
		{CaseName: name("string two high surrogates"), in: `"\ud83d\ud83d\ude00"`, new: into[string]},
		{CaseName: name("string reversed pair"), in: `"\ude00\ud83d"`, new: into[string]},
		{CaseName: name("string surrogate then escape"), in: `"\ud800\n"`, new: into[string]},
		{CaseName: name("string surrogate then BMP escape"), in: `"\ud800\u0041"`, new: into[string]},
		{CaseName: name("string uppercase surrogates"), in: `"\uD834\uDD1E"`, new: into[string]},
		{CaseName: name("string invalid UTF-8 byte"), in: "\"a\xffb\"", new: into[string]},
		{CaseName: name("string invalid UTF-8 bytes"), in: "\"\xfe\xfe\xff\xff\"", new: into[string]},
		{CaseName: name("string truncated UTF-8"), in: "\"\xe6\x97\"", new: into[string]},
		{CaseName: name("string overlong UTF-8"), in: "\"\xc0\xaf\"", new: into[string]},
		{CaseName: name("string encoded surrogate"), in: "\"\xed\xa0\x80\"", new: into[string]},
		{CaseName: name("string beyond U+10FFFF"), in: "\"\xf4\x90\x80\x80\"", new: into[string]},
		{CaseName: name("string latin-1"), in: "\"caf\xe9\"", new: into[string]},
		{CaseName: name("string invalid UTF-8 and escape"), in: "\"\xff\\n\xff\"", new: into[string]},
		{CaseName: name("string U+2028 raw"), in: "\"\u2028\u2029\"", new: into[string]},
		{CaseName: name("string DEL"), in: "\"\x7f\"", new: into[string]},
		{CaseName: name("string long with escapes"), in: `"` + strings.Repeat(`abc\n\u00e9`, 500) + `"`, new: into[string]},
		{CaseName: name("string invalid UTF-8 into any"), in: "[\"\xff\",\"\\udfff\"]", new: into[any]},
		{CaseName: name("string invalid UTF-8 key"), in: "{\"\xff\":1,\"\\ud800\":2}", new: into[map[string]int]},
		{CaseName: name("number into string"), in: `123`, new: prefilled(func() string { return "old" })},
		{CaseName: name("bool into string"), in: `true`, new: into[string]},
		{CaseName: name("string into int"), in: `"123"`, new: prefilled(func() int { return 4 })},
		{CaseName: name("string into bool"), in: `"true"`, new: into[bool]},
		{CaseName: name("string into float"), in: `"1.5"`, new: into[float64]},
		{CaseName: name("bool into int"), in: `false`, new: into[int]},
		{CaseName: name("bool into float"), in: `true`, new: into[float32]},
		{CaseName: name("number into bool"), in: `1`, new: prefilled(func() bool { return true })},
		{CaseName: name("array into int"), in: `[1]`, new: prefilled(func() int { return 4 })},
		{CaseName: name("object into int"), in: `{"a":1}`, new: into[int]},
		{CaseName: name("object into string"), in: `{}`, new: into[string]},
		{CaseName: name("array into string"), in: `["a"]`, new: into[string]},
		{CaseName: name("array into bool"), in: `[]`, new: into[bool]},
		{CaseName: name("object into float"), in: ` { } `, new: into[float64]},
	}
}

func decodeAnyCases() []decodeCase {
	name := jsontest.Name
	useNumber := decodeOptions{useNumber: true}
	return []decodeCase{
		{CaseName: name("null"), in: `null`, new: into[any]},
		{CaseName: name("null over value"), in: `null`, new: func() any { return anyPtr(12.5) }},
		{CaseName: name("bool"), in: `true`, new: into[any]},
		{CaseName: name("number"), in: `-12.5e1`, new: into[any]},
		{CaseName: name("number negative zero"), in: `-0`, new: into[any]},
		{CaseName: name("number big integer"), in: `12345678901234567890123`, new: into[any]},
		{CaseName: name("number out of range"), in: `1e400`, new: func() any { return anyPtr("old") }},
		{CaseName: name("number out of range in array"), in: `[1, 1e400, 2, -1e400]`, new: into[any]},
		{CaseName: name("number out of range in object"), in: `{"a":1,"b":1e400,"c":"x"}`, new: into[any]},
		{CaseName: name("number out of range then type error"), in: `{"a":1e400,"b":[1]}`, new: into[map[string]any]},
		{CaseName: name("string"), in: `"s\u00e9"`, new: into[any]},
		{CaseName: name("array"), in: `[1,"a",true,null,[],{}]`, new: into[any]},
		{CaseName: name("empty array"), in: `[]`, new: into[any]},
		{CaseName: name("object"), in: `{"a":{"b":[1,{"c":null}]},"d":"e"}`, new: into[any]},
		{CaseName: name("empty object"), in: `{}`, new: into[any]},
		{CaseName: name("duplicate keys"), in: `{"a":1,"a":2,"b":{"x":1},"b":{"y":2}}`, new: into[any]},
		{CaseName: name("object replaces old map"), in: `{"a":1}`, new: func() any { return anyPtr(map[string]any{"old": 1.0}) }},
		{CaseName: name("array replaces old slice"), in: `[1]`, new: func() any { return anyPtr([]any{"old", "old2"}) }},
		{CaseName: name("into interface holding pointer to int"), in: `5`, new: func() any { return anyPtr(intPtr(3)) }},
		{CaseName: name("string into interface holding pointer to int"), in: `"x"`, new: func() any { return anyPtr(intPtr(3)) }},
		{CaseName: name("null into interface holding pointer"), in: `null`, new: func() any { return anyPtr(intPtr(3)) }},
		{CaseName: name("into interface holding pointer to pointer"), in: `null`, new: func() any { p := intPtr(3); return anyPtr(&p) }},
		{CaseName: name("into interface holding pointer to struct"), in: `{"A":2,"Z":1}`, new: func() any { return anyPtr(&dPlain{B: "old"}) }},
		{CaseName: name("into interface holding struct value"), in: `{"A":2}`, new: func() any { return anyPtr(dPlain{B: "old"}) }},
		{CaseName: name("into interface holding nil pointer"), in: `{"A":2}`, new: func() any { return anyPtr((*dPlain)(nil)) }},
		{CaseName: name("into interface holding map"), in: `{"A":2}`, new: func() any { return anyPtr(map[string]int{"old": 1}) }},
		{CaseName: name("into interface holding pointer to map"), in: `{"A":2}`, new: func() any { return anyPtr(&map[string]int{"old": 1}) }},
		{CaseName: name("into interface holding pointer to slice"), in: `[7]`, new: func() any { return anyPtr(&[]int{1, 2, 3}) }},
		{CaseName: name("into interface holding pointer to any"), in: `[7]`, new: func() any { var x any = "old"; return anyPtr(&x) }},
		{CaseName: name("into interface pointing to itself"), in: `{"a":1}`, new: func() any {
			var x any
			x = &x
			return &x
		}},
		{CaseName: name("null into interface pointing to itself"), in: `null`, new: func() any {
			var x any
			x = &x
			return &x
		}},
		{CaseName: name("into interface holding pointer to Unmarshaler"), in: `[1]`, new: func() any { return anyPtr(&uPtrJSON{Got: "old;"}) }},
		{CaseName: name("into interface holding Unmarshaler value"), in: `[1]`, new: func() any { return anyPtr(uPtrJSON{Got: "old;"}) }},
		{CaseName: name("[]any"), in: `[1,"a",{}]`, new: into[[]any]},
		{CaseName: name("[]any stale"), in: `[{"new":1},2]`, new: prefilled(func() []any {
			return staleSlice(1, 3, func(i int) any { return map[string]any{"old": i} })
		})},
		{CaseName: name("[]any holding pointers"), in: `[5,"x",null]`, new: prefilled(func() []any { return []any{intPtr(1), intPtr(2), intPtr(3)} })},
		{CaseName: name("map[string]any merge"), in: `{"a":1,"b":[2]}`, new: prefilled(func() map[string]any { return map[string]any{"a": "old", "c": true} })},
		{CaseName: name("map[string]any holding pointer"), in: `{"a":1}`, new: prefilled(func() map[string]any { return map[string]any{"a": intPtr(5)} })},
		{CaseName: name("UseNumber number"), in: `-12.50e+1`, new: into[any], opts: useNumber},
		{CaseName: name("UseNumber out of range"), in: `1e400`, new: into[any], opts: useNumber},
		{CaseName: name("UseNumber nested"), in: `{"a":[1,2.0,{"b":3e4}]}`, new: into[any], opts: useNumber},
		{CaseName: name("UseNumber into float field"), in: `{"D":1.5,"A":2}`, new: into[dPlain], opts: useNumber},
		{CaseName: name("UseNumber into map[string]any"), in: `{"a":1}`, new: into[map[string]any], opts: useNumber},
		{CaseName: name("UseNumber into []any"), in: `[0.1,-0]`, new: into[[]any], opts: useNumber},
		{CaseName: name("UseNumber into std Number"), in: `12`, new: into[stdjson.Number], opts: useNumber},
		{CaseName: name("UseNumber ,string any"), in: `{"A":"12"}`, new: into[dString], opts: useNumber},
		{CaseName: name("non-empty interface error"), in: `1`, new: into[error]},
		{CaseName: name("non-empty interface string"), in: `"x"`, new: into[fmt.Stringer]},
		{CaseName: name("non-empty interface object"), in: `{}`, new: into[fmt.Stringer]},
		{CaseName: name("non-empty interface array"), in: `[]`, new: into[fmt.Stringer]},
		{CaseName: name("non-empty interface bool"), in: `true`, new: into[fmt.Stringer]},
		{CaseName: name("non-empty interface null"), in: `null`, new: func() any { var s fmt.Stringer = time.Second; return &s }},
		{CaseName: name("non-empty interface holding pointer"), in: `"2s"`, new: func() any {
			d := time.Duration(1)
			var s fmt.Stringer = &d
			return &s
		}},
		{CaseName: name("Unmarshaler interface holding pointer"), in: `{"x":1}`, new: func() any {
			var u uUnmarshaler = &uPtrJSON{}
			return &u
		}},
		{CaseName: name("Unmarshaler interface nil"), in: `{"x":1}`, new: into[uUnmarshaler]},
		{CaseName: name("TextUnmarshaler interface holding pointer"), in: `"t"`, new: func() any {
			var u uTexter = &uPtrText{}
			return &u
		}},
		{CaseName: name("encoding.TextUnmarshaler holding time"), in: `"2020-01-02T03:04:05Z"`, new: func() any {
			var u encoding.TextUnmarshaler = &time.Time{}
			return &u
		}},
	}
}

func decodeStructCases() []decodeCase {
	name := jsontest.Name
	disallow := decodeOptions{disallowUnknown: true}
	pre := prefilled(func() dPlain { return dPlain{A: 1, B: "old", C: true, D: 2.5} })
	return []decodeCase{
		{CaseName: name("plain"), in: `{"A":1,"B":"b","C":true,"D":-0.5}`, new: into[dPlain]},
		{CaseName: name("over pre-filled"), in: `{"B":"new"}`, new: pre},
		{CaseName: name("empty object keeps fields"), in: `{}`, new: pre},
		{CaseName: name("null keeps struct"), in: `null`, new: pre},
		{CaseName: name("null fields keep values"), in: `{"A":null,"B":null,"C":null,"D":null}`, new: pre},
		{CaseName: name("case-insensitive"), in: `{"a":1,"b":"x","c":true,"d":2}`, new: into[dPlain]},
		{CaseName: name("exact beats fold, either order"), in: `{"name":"fold","Name":"exact","NAME":"upper"}`, new: into[dFold]},
		{CaseName: name("fold picks first declared"), in: `{"nAmE":"x"}`, new: into[dFold]},
		{CaseName: name("fold tag"), in: `{"NAME2":1,"naMe":"tag"}`, new: into[dFold]},
		{CaseName: name("fold Kelvin sign"), in: `{"\u212a":7}`, new: into[dFold]},
		{CaseName: name("fold long s"), in: `{"\u017f":8}`, new: into[dFold]},
		{CaseName: name("fold lower k s"), in: `{"k":1,"s":2}`, new: into[dFold]},
		{CaseName: name("fold non-ASCII"), in: `{"aé":1}`, new: into[dFold]},
		{CaseName: name("fold non-ASCII upper"), in: `{"AÉ":2}`, new: into[dFold]},
		{CaseName: name("fold escaped key"), in: `{"\u0041\u0062C":3}`, new: into[dFold]},
		{CaseName: name("no match with extra char"), in: `{"AbC ":3,"Ab":4}`, new: into[dFold]},
		{CaseName: name("fold final sigma"), in: `{"ςX":1}`, new: into[dFold]},
		{CaseName: name("fold lower sigma"), in: `{"σx":2}`, new: into[dFold]},
		{CaseName: name("fold sharp s upper"), in: `{"STRASSE":3,"STRAßE":4}`, new: into[dFold]},
		{CaseName: name("fold title-case digraph"), in: `{"ǅ":5}`, new: into[dFold]},
		{CaseName: name("fold upper digraph"), in: `{"Ǆ":6}`, new: into[dFold]},
		{CaseName: name("key with invalid UTF-8"), in: "{\"Na\xffme\":1,\"\xff\":2}", new: into[dFold]},
		{CaseName: name("key with lone surrogate escape"), in: `{"Name\ud800":1}`, new: into[dFold]},
		{CaseName: name("key with NUL escape"), in: `{"Name\u0000":1}`, new: into[dFold]},
		{CaseName: name("duplicate keys last wins"), in: `{"A":1,"A":2,"a":3}`, new: into[dPlain]},
		{CaseName: name("duplicate keys merge objects"), in: `{"Inner":{"N":1},"Inner":{"L":[1]}}`, new: into[dNested]},
		{CaseName: name("duplicate keys type error then value"), in: `{"A":"x","A":5}`, new: into[dPlain]},
		{CaseName: name("unknown fields ignored"), in: `{"Z":{"deep":[1,{"x":null}]},"A":3,"Y":"s"}`, new: pre},
		{CaseName: name("unknown fields disallowed"), in: `{"A":3,"Z":1,"B":"after"}`, new: pre, opts: disallow},
		{CaseName: name("unknown fields disallowed twice"), in: `{"Z":1,"Y":2}`, new: pre, opts: disallow},
		{CaseName: name("unknown fields disallowed after type error"), in: `{"A":"x","Z":1}`, new: pre, opts: disallow},
		{CaseName: name("unknown fields disallowed before type error"), in: `{"Z":1,"A":"x"}`, new: pre, opts: disallow},
		{CaseName: name("unknown fields disallowed nested"), in: `{"Inner":{"N":1,"Q":2},"Name":"n"}`, new: into[dNested], opts: disallow},
		{CaseName: name("unknown fields disallowed in map is fine"), in: `{"Map":{"k":{"A":1}},"Any":{"q":1}}`, new: into[dNested], opts: disallow},
		{CaseName: name("unknown field disallowed escaped name"), in: `{"\u00e9\"":1}`, new: pre, opts: disallow},
		{CaseName: name("disallowed tags are unknown"), in: `{"C":true,"-":5}`, new: into[dTagged], opts: disallow},
		{CaseName: name("unexported field disallowed"), in: `{"x":1}`, new: into[dTagged], opts: disallow},
		{CaseName: name("folded key allowed when disallowing"), in: `{"a":1,"NAME":"n"}`, new: into[dPlain], opts: disallow},
		{CaseName: name("ambiguous embedded field is unknown"), in: `{"X":1,"A":2}`, new: into[dEmbOuter], opts: disallow},
		{CaseName: name("embedded fields known when disallowing"), in: `{"A":1,"B":2,"Y":3,"In":4}`, new: into[dEmbOuter], opts: disallow},
		{CaseName: name("unexported embedded pointer then unknown"), in: `{"B":1,"Z":2}`, new: into[dEmbUnexportedPtr], opts: disallow},
		{CaseName: name("unknown then unexported embedded pointer"), in: `{"Z":2,"B":1}`, new: into[dEmbUnexportedPtr], opts: disallow},
		{CaseName: name("unknown field in Unmarshaler is its business"), in: `{"PJ":{"zz":1},"Zz":1}`, new: into[dMethods], opts: disallow},
		{CaseName: name("unknown field inside time is its error"), in: `{"T":{"x":1}}`, new: into[dTimes], opts: disallow},
		{CaseName: name("unknown fields disallowed with UseNumber"), in: `{"Any":{"n":1.50},"Q":1}`, new: into[dNested], opts: decodeOptions{disallowUnknown: true, useNumber: true}},
		{CaseName: name("tags"), in: `{"a":1,"bee":"b","C":true,"-":4,"E":1.5,"f":6,"ǅ":7,"k":8,"s":9,"q\"x":"q"}`, new: into[dTagged]},
		{CaseName: name("tags by field name ignored"), in: `{"A":1,"B":"b","D":4,"F":6,"G":7,"H":8}`, new: into[dTagged]},
		{CaseName: name("tag fold"), in: `{"BEE":"b","Ǆ":7,"ǆ":8,"K":1,"S":2,"Q\"X":"q"}`, new: into[dTagged]},
		{CaseName: name("unexported fields ignored"), in: `{"x":1,"y":2,"Y":3}`, new: into[dTagged]},
		{CaseName: name("struct from array"), in: `[1,2]`, new: pre},
		{CaseName: name("struct from string"), in: `"A"`, new: pre},
		{CaseName: name("struct from number"), in: `1`, new: pre},
		{CaseName: name("struct from bool"), in: `false`, new: pre},
		{CaseName: name("type errors keep decoding"), in: `{"A":"x","B":2,"C":"y","D":true}`, new: pre},
		{CaseName: name("first type error reported"), in: `{"B":2,"A":"x"}`, new: into[dPlain]},
		{CaseName: name("type error offsets"), in: "{\n  \"A\" :\t[ 1 ],\n\"B\":{}}", new: into[dPlain]},
		{CaseName: name("nested type error path"), in: `{"Inner":{"N":300}}`, new: into[dNested]},
		{CaseName: name("nested type error in slice"), in: `{"Inner":{"L":[1,-2]}}`, new: into[dNested]},
		{CaseName: name("nested type error in map"), in: `{"Inner":{"M":{"a":1,"b":"x"}}}`, new: into[dNested]},
		{CaseName: name("nested type error in pointer"), in: `{"Inner":{"Ptr":{"F":"s"}}}`, new: into[dNested]},
		{CaseName: name("nested type error in list of structs"), in: `{"List":[{"A":1},{"B":true}]}`, new: into[dNested]},
		{CaseName: name("nested type error in map of structs"), in: `{"Map":{"k":{"C":1}}}`, new: into[dNested]},
		{CaseName: name("nested type error after field"), in: `{"Inner":{"N":1},"Name":5}`, new: into[dNested]},
		{CaseName: name("nested type error in any"), in: `{"Any":{"x":1e999}}`, new: into[dNested]},
		{CaseName: name("nested object into field of wrong kind"), in: `{"Name":{"a":[1]},"Inner":{"N":2}}`, new: into[dNested]},
		{CaseName: name("nested recursive"), in: `{"Name":"a","Next":{"Name":"b","Next":{"Name":1}},"Kids":[{"Name":"k","Kids":[{"Next":{}}]}],"Map":{"m":{"Name":"v"},"n":null}}`, new: into[dRecursive]},
		{CaseName: name("recursive reuse"), in: `{"Next":{"Name":"x"},"Kids":[{}],"Map":{"a":{"Kids":[]}}}`, new: prefilled(func() dRecursive {
			return dRecursive{Next: &dRecursive{Name: "old", Next: &dRecursive{}}, Kids: []dRecursive{{Name: "k0"}, {Name: "k1"}}, Map: map[string]*dRecursive{"a": {Name: "old"}, "b": nil}}
		})},
		{CaseName: name("all kinds"), in: `{"B":true,"I":-1,"I8":-8,"I16":-16,"I32":-32,"I64":-64,"U":1,"U8":8,"U16":16,"U32":32,"U64":64,"UP":99,"F32":3.25,"F64":6.5,"S":"s","Bs":"AQID","Sl":["a"],"Ar":[1,2],"M":{"k":1},"P":7,"Any":[1],"Strt":{"X":1}}`, new: into[dAllKinds]},
		{CaseName: name("all kinds errors"), in: `{"C64":1,"Ch":1,"Fn":{},"Err":"x","B":1,"Strt":[]}`, new: into[dAllKinds]},
		{CaseName: name("all kinds null"), in: `{"B":null,"I":null,"C64":null,"S":null,"Bs":null,"Sl":null,"Ar":null,"M":null,"P":null,"Any":null,"Ch":null,"Fn":null,"Err":null,"Strt":null}`, new: prefilled(func() dAllKinds {
			return dAllKinds{B: true, I: 1, C64: 1, S: "s", Bs: []byte("b"), Sl: []string{"x"}, Ar: [2]int{1, 2}, M: map[string]int{"a": 1}, P: intPtr(1), Any: 1, Ch: make(chan int), Fn: func() {}, Err: randtypes.ErrUnmarshalJSON, Strt: struct{ X int }{3}}
		})},
		{CaseName: name("chan from null and func from null"), in: `{"Ch":null,"Fn":null}`, new: into[dAllKinds]},
	}
}

func decodeEmbeddingCases() []decodeCase {
	name := jsontest.Name
	return []decodeCase{
		{CaseName: name("embedded fields promoted"), in: `{"A":1,"B":2,"Y":3}`, new: into[dEmbOuter]},
		{CaseName: name("embedded pointer allocated"), in: `{"B":2}`, new: into[dEmbOuter]},
		{CaseName: name("embedded pointer not allocated without its fields"), in: `{"A":2,"Y":1}`, new: into[dEmbOuter]},
		{CaseName: name("embedded pointer reused"), in: `{"B":5}`, new: prefilled(func() dEmbOuter {
			return dEmbOuter{dEmbInner2: &dEmbInner2{B: 1, X: 2}}
		})},
		{CaseName: name("embedded conflict X ignored"), in: `{"X":9,"A":1}`, new: into[dEmbOuter]},
		{CaseName: name("embedded conflict with tag wins"), in: `{"X":9,"A":1,"B":2,"Z":3}`, new: into[dEmbConflict]},
		{CaseName: name("embedded named by tag"), in: `{"inner":{"A":1,"X":2},"A":3,"B":4}`, new: into[dEmbNamed]},
		{CaseName: name("embedded exported pointer"), in: `{"P":1,"Q":2,"R":3}`, new: into[dEmbExported]},
		{CaseName: name("embedded exported pointer as object key"), in: `{"DEmbExportedPtr":{"P":1}}`, new: into[dEmbExported]},
		{CaseName: name("embedded unexported pointer error"), in: `{"B":1,"R":2}`, new: into[dEmbUnexportedPtr]},
		{CaseName: name("embedded unexported pointer error then type error"), in: `{"B":1,"R":"x","X":{}}`, new: into[dEmbUnexportedPtr]},
		{CaseName: name("embedded unexported pointer set"), in: `{"B":1,"R":2}`, new: prefilled(func() dEmbUnexportedPtr {
			return dEmbUnexportedPtr{dEmbInner2: &dEmbInner2{X: 5}}
		})},
		{CaseName: name("embedded unexported pointer null"), in: `{"B":null}`, new: into[dEmbUnexportedPtr]},
		{CaseName: name("embedded deep pointers"), in: `{"Deep":1,"N":2,"Top":3}`, new: into[dEmbDeep]},
		{CaseName: name("embedded deep type error path"), in: `{"N":300}`, new: into[dEmbDeep]},
		{CaseName: name("embedded type error path"), in: `{"B":"x"}`, new: into[dEmbOuter]},
		{CaseName: name("embedded pointer field type error path"), in: `{"In":"x"}`, new: into[dEmbOuter]},
		{CaseName: name("embedded Unmarshaler promoted"), in: `{"Other":1,"Got":"x"}`, new: into[uEmbedJSON]},
		{CaseName: name("embedded pointer Unmarshaler nil"), in: `{"Other":1}`, new: into[uEmbedPtrJSON]},
		{CaseName: name("embedded pointer Unmarshaler set"), in: `{"Other":1}`, new: prefilled(func() uEmbedPtrJSON { return uEmbedPtrJSON{uPtrJSON: &uPtrJSON{}} })},
		{CaseName: name("embedded pointer TextUnmarshaler nil"), in: `"text"`, new: into[uEmbedText]},
		{CaseName: name("embedded pointer TextUnmarshaler nil from object"), in: `{"Other":2}`, new: into[uEmbedText]},
	}
}

func decodeStringOptionCases() []decodeCase {
	name := jsontest.Name
	type intStr struct {
		N int `json:",string"`
	}
	return []decodeCase{
		{CaseName: name("all quoted"), in: `{"I":"-5","U":"200","F":"1.5e2","B":"true","S":"\"q\"","P":"7","PP":"false","N":"12.5","A":"x","NS":"\"n\""}`, new: into[dString]},
		{CaseName: name("quoted with spaces"), in: `{"I":" 5"}`, new: into[dString]},
		{CaseName: name("quoted trailing space"), in: `{"I":"5 "}`, new: into[dString]},
		{CaseName: name("unquoted number"), in: `{"I":5}`, new: into[dString]},
		{CaseName: name("unquoted bool"), in: `{"B":true}`, new: into[dString]},
		{CaseName: name("unquoted string"), in: `{"S":"plain"}`, new: into[dString]},
		{CaseName: name("quoted string ok"), in: `{"S":"\"quoted\""}`, new: into[dString]},
		{CaseName: name("quoted string escapes"), in: `{"S":"\"\\u00e9\\n\""}`, new: into[dString]},
		{CaseName: name("quoted string bad inner"), in: `{"S":"\"abc"}`, new: into[dString]},
		{CaseName: name("quoted string inner not string"), in: `{"S":"123"}`, new: into[dString]},
		{CaseName: name("empty quoted int"), in: `{"I":""}`, new: into[dString]},
		{CaseName: name("empty quoted string"), in: `{"S":""}`, new: into[dString]},
		{CaseName: name("quoted null"), in: `{"I":"null","P":"null","S":"null","PP":"null"}`, new: prefilled(func() dString {
			b := true
			pb := &b
			return dString{I: 1, P: intPtr(2), S: "old", PP: &pb}
		})},
		{CaseName: name("null itself"), in: `{"I":null,"P":null,"PP":null}`, new: prefilled(func() dString { return dString{I: 1, P: intPtr(2)} })},
		{CaseName: name("quoted nul"), in: `{"I":"nul"}`, new: into[dString]},
		{CaseName: name("quoted nullx"), in: `{"P":"nullx"}`, new: into[dString]},
		{CaseName: name("quoted truex"), in: `{"B":"truex"}`, new: into[dString]},
		{CaseName: name("quoted tru"), in: `{"B":"tru"}`, new: into[dString]},
		{CaseName: name("quoted bool into int"), in: `{"I":"true"}`, new: into[dString]},
		{CaseName: name("quoted number into bool"), in: `{"B":"1"}`, new: into[dString]},
		{CaseName: name("quoted overflow"), in: `{"U":"256"}`, new: into[dString]},
		{CaseName: name("quoted float into int"), in: `{"I":"1.5"}`, new: into[dString]},
		{CaseName: name("quoted bad number"), in: `{"F":"1.5x"}`, new: into[dString]},
		{CaseName: name("quoted hex"), in: `{"I":"0x10"}`, new: into[dString]},
		{CaseName: name("quoted leading zero"), in: `{"I":"01"}`, new: into[dString]},
		{CaseName: name("quoted negative uint"), in: `{"U":"-1"}`, new: into[dString]},
		{CaseName: name("quoted object"), in: `{"I":"{}"}`, new: into[dString]},
		{CaseName: name("quoted array"), in: `{"I":"[1]"}`, new: into[dString]},
		{CaseName: name("quoted escaped digits"), in: `{"I":"\u0031\u0032"}`, new: into[dString]},
		{CaseName: name("quoted invalid UTF-8"), in: "{\"I\":\"1\xff\"}", new: into[dString]},
		{CaseName: name("object into ,string"), in: `{"I":{"a":1},"F":2}`, new: into[dString]},
		{CaseName: name("quoted bool into float continues"), in: `{"F":"false","I":"7"}`, new: into[dString]},
		{CaseName: name("quoted bool into int then number into bool"), in: `{"I":"true","B":"1","U":"7"}`, new: into[dString]},
		{CaseName: name("quoted number into string stops"), in: `{"S":"123","I":"7"}`, new: into[dString]},
		{CaseName: name("quoted word into int stops"), in: `{"I":"x","U":"7"}`, new: into[dString]},
		{CaseName: name("quoted string into int continues"), in: `{"I":"\"5\"","U":"7"}`, new: into[dString]},
		{CaseName: name("quoted empty continues"), in: `{"I":"","U":"7"}`, new: into[dString]},
		{CaseName: name("quoted bad escape stops"), in: `{"S":"\"\\x\"","U":"7"}`, new: into[dString]},
		{CaseName: name("array into ,string"), in: `{"I":[1],"F":"2"}`, new: into[dString]},
		{CaseName: name("Number quoted"), in: `{"N":"-1e5"}`, new: into[dString]},
		{CaseName: name("Number quoted invalid"), in: `{"N":"abc"}`, new: into[dString]},
		{CaseName: name("Number quoted quoted"), in: `{"N":"\"12\""}`, new: into[dString]},
		{CaseName: name("Number unquoted"), in: `{"N":12}`, new: into[dString]},
		{CaseName: name("time quoted"), in: `{"T":"\"2020-01-01T00:00:00Z\""}`, new: into[dString]},
		{CaseName: name("time unquoted string"), in: `{"T":"2020-01-01T00:00:00Z"}`, new: into[dString]},
		{CaseName: name("any quoted"), in: `{"A":"1"}`, new: into[dString]},
		{CaseName: name("any unquoted"), in: `{"A":1}`, new: into[dString]},
		{CaseName: name("slice with string option"), in: `{"Sl":[1,2]}`, new: into[dString]},
		{CaseName: name("slice with string option quoted"), in: `{"Sl":"[1,2]"}`, new: into[dString]},
		{CaseName: name("map with string option"), in: `{"M":{"a":1}}`, new: into[dString]},
		{CaseName: name("array with string option"), in: `{"Arr":"1"}`, new: into[dString]},
		{CaseName: name("TextUnmarshaler with string option"), in: `{"UT":"x"}`, new: into[dString]},
		{CaseName: name("TextUnmarshaler with string option quoted"), in: `{"UT":"\"x\""}`, new: into[dString]},
		{CaseName: name("Unmarshaler with string option"), in: `{"UJ":"x"}`, new: into[dString]},
		{CaseName: name("Unmarshaler with string option number"), in: `{"UJ":"12"}`, new: into[dString]},
		{CaseName: name("Unmarshaler with string option object"), in: `{"UJ":{"a":1}}`, new: into[dString]},
		{CaseName: name("pointer quoted reused"), in: `{"P":"9"}`, new: prefilled(func() dString { return dString{P: intPtr(1)} })},
		{CaseName: name("int ,string in slice"), in: `[{"N":"1"},{"N":2},{"N":"3"}]`, new: into[[]intStr]},
	}
}

func decodeContainerCases() []decodeCase {
	name := jsontest.Name
	type (
		namedKey  string
		intKey    int8
		uintKey   uint16
		floatKey  float64
		boolKey   bool
		structKey struct{ A int }
	)
	return []decodeCase{
		// Slices.
		{CaseName: name("slice"), in: `[1,2,3]`, new: into[[]int]},
		{CaseName: name("slice reuses array"), in: `[1,2]`, new: prefilled(func() []int { return staleSlice(3, 5, func(i int) int { return 100 + i }) })},
		{CaseName: name("slice grows into capacity"), in: `[1,2,3,4]`, new: prefilled(func() []int { return staleSlice(1, 5, func(i int) int { return 100 + i }) })},
		{CaseName: name("slice grows beyond capacity"), in: `[1,2,3,4,5,6,7]`, new: prefilled(func() []int { return staleSlice(1, 2, func(i int) int { return 100 + i }) })},
		{CaseName: name("slice empty array keeps nothing"), in: `[]`, new: prefilled(func() []int { return staleSlice(2, 3, func(i int) int { return 100 + i }) })},
		{CaseName: name("slice empty into nil"), in: `[]`, new: into[[]int]},
		{CaseName: name("slice null"), in: `null`, new: prefilled(func() []int { return []int{1} })},
		{CaseName: name("slice of structs merges stale elements"), in: `[{"A":1},{"B":"x"},{"C":true}]`, new: prefilled(func() []dPlain {
			return staleSlice(1, 3, func(i int) dPlain { return dPlain{A: i, B: "stale", D: 1.5} })
		})},
		{CaseName: name("slice of pointers reuses stale pointers"), in: `[{"A":1},null,{"B":"x"}]`, new: prefilled(func() []*dPlain {
			return staleSlice(1, 4, func(i int) *dPlain { return &dPlain{A: i, B: "stale"} })
		})},
		{CaseName: name("slice of maps merges stale maps"), in: `[{"a":1},{"b":2}]`, new: prefilled(func() []map[string]int {
			return staleSlice(0, 2, func(i int) map[string]int { return map[string]int{"old": i} })
		})},
		{CaseName: name("slice of slices"), in: `[[1],[2,3],[]]`, new: prefilled(func() [][]int {
			return staleSlice(1, 3, func(i int) []int { return staleSlice(1, 3, func(j int) int { return i*10 + j }) })
		})},
		{CaseName: name("slice type error keeps going"), in: `[1,"x",3,{},5]`, new: into[[]int]},
		{CaseName: name("slice type error into stale"), in: `[1,"x"]`, new: prefilled(func() []int { return staleSlice(0, 2, func(i int) int { return 100 + i }) })},
		{CaseName: name("slice from object"), in: `{"a":1}`, new: prefilled(func() []int { return []int{1} })},
		{CaseName: name("slice from string"), in: `"abc"`, new: into[[]int]},
		{CaseName: name("slice from number"), in: `1`, new: into[[]string]},
		{CaseName: name("slice of any stale"), in: `[1]`, new: prefilled(func() []any { return staleSlice(0, 1, func(i int) any { return intPtr(i) }) })},
		{CaseName: name("large slice"), in: "[" + strings.TrimSuffix(strings.Repeat("1,", 3000), ",") + "]", new: into[[]uint8]},
		// Arrays.
		{CaseName: name("array exact"), in: `[1,2,3]`, new: into[[3]int]},
		{CaseName: name("array short input zero-fills"), in: `[1]`, new: prefilled(func() [3]int { return [3]int{7, 8, 9} })},
		{CaseName: name("array long input skipped"), in: `[1,2,3,4,{"x":[5]}]`, new: into[[3]int]},
		{CaseName: name("array long input type error in skipped part"), in: `[1,2,3,"x"]`, new: into[[3]int]},
		{CaseName: name("array empty zero-fills"), in: `[]`, new: prefilled(func() [2]string { return [2]string{"a", "b"} })},
		{CaseName: name("array null keeps"), in: `null`, new: prefilled(func() [2]string { return [2]string{"a", "b"} })},
		{CaseName: name("array zero length"), in: `[1,2]`, new: into[[0]int]},
		{CaseName: name("array of pointers zero-fill drops pointers"), in: `[{"A":1}]`, new: prefilled(func() [2]*dPlain { return [2]*dPlain{{B: "a"}, {B: "b"}} })},
		{CaseName: name("array of structs merges"), in: `[{"A":1}]`, new: prefilled(func() [2]dPlain { return [2]dPlain{{B: "a"}, {B: "b"}} })},
		{CaseName: name("array from object"), in: `{}`, new: into[[2]int]},
		{CaseName: name("array type error"), in: `[1,true]`, new: prefilled(func() [2]int { return [2]int{5, 6} })},
		{CaseName: name("byte array from string"), in: `"AQID"`, new: into[[3]byte]},
		{CaseName: name("byte array from numbers"), in: `[1,2,3]`, new: into[[3]byte]},
		// Maps.
		{CaseName: name("map string"), in: `{"a":1,"b":2}`, new: into[map[string]int]},
		{CaseName: name("map merges"), in: `{"a":1,"b":2}`, new: prefilled(func() map[string]int { return map[string]int{"a": 9, "c": 3} })},
		{CaseName: name("map empty object keeps map"), in: `{}`, new: prefilled(func() map[string]int { return map[string]int{"c": 3} })},
		{CaseName: name("map empty object allocates"), in: `{}`, new: into[map[string]int]},
		{CaseName: name("map null"), in: `null`, new: prefilled(func() map[string]int { return map[string]int{"c": 3} })},
		{CaseName: name("map values start from zero"), in: `{"a":{"B":"x"}}`, new: prefilled(func() map[string]dPlain { return map[string]dPlain{"a": {A: 1, B: "old"}} })},
		{CaseName: name("map pointer values replaced"), in: `{"a":{"B":"x"}}`, new: prefilled(func() map[string]*dPlain { return map[string]*dPlain{"a": {A: 1, B: "old"}} })},
		{CaseName: name("map slice values replaced"), in: `{"a":[1]}`, new: prefilled(func() map[string][]int { return map[string][]int{"a": {5, 6}} })},
		{CaseName: name("map null value"), in: `{"a":null,"b":null}`, new: prefilled(func() map[string]*int { return map[string]*int{"a": intPtr(1)} })},
		{CaseName: name("map null value for int"), in: `{"a":null}`, new: prefilled(func() map[string]int { return map[string]int{"a": 1} })},
		{CaseName: name("map duplicate keys"), in: `{"a":1,"a":2}`, new: into[map[string]int]},
		{CaseName: name("map type error value stored as zero"), in: `{"a":"x","b":2}`, new: prefilled(func() map[string]int { return map[string]int{"a": 1} })},
		{CaseName: name("map escaped keys"), in: `{"\u0061\n":1,"\ud83d\ude00":2,"":3}`, new: into[map[string]int]},
		{CaseName: name("map named string key"), in: `{"a":1}`, new: into[map[namedKey]int]},
		{CaseName: name("map int key"), in: `{"-128":1,"127":2,"0":3}`, new: into[map[intKey]int]},
		{CaseName: name("map int key overflow"), in: `{"1":1,"128":2,"3":3}`, new: into[map[intKey]int]},
		{CaseName: name("map int key not a number"), in: `{"x":1,"2":2}`, new: into[map[int]int]},
		{CaseName: name("map int key with plus"), in: `{"+1":1}`, new: into[map[int]int]},
		{CaseName: name("map int key with spaces"), in: `{" 1":1}`, new: into[map[int]int]},
		{CaseName: name("map int key fraction"), in: `{"1.0":1}`, new: into[map[int]int]},
		{CaseName: name("map int key leading zero"), in: `{"01":1,"-0":2}`, new: into[map[int]int]},
		{CaseName: name("map int key escaped"), in: `{"\u0031":1}`, new: into[map[int64]int]},
		{CaseName: name("map uint key"), in: `{"65535":1}`, new: into[map[uintKey]int]},
		{CaseName: name("map uint key negative"), in: `{"-1":1}`, new: into[map[uintKey]int]},
		{CaseName: name("map uint key overflow"), in: `{"65536":1}`, new: into[map[uintKey]int]},
		{CaseName: name("map uintptr key"), in: `{"5":1}`, new: into[map[uintptr]int]},
		{CaseName: name("map float key"), in: `{"1.5":1}`, new: into[map[floatKey]int]},
		{CaseName: name("map bool key"), in: `{"true":1}`, new: into[map[boolKey]int]},
		{CaseName: name("map struct key"), in: `{"a":1}`, new: into[map[structKey]int]},
		{CaseName: name("map struct key empty"), in: `{}`, new: into[map[structKey]int]},
		{CaseName: name("map struct key null clears"), in: `null`, new: prefilled(func() map[structKey]int { return map[structKey]int{{1}: 1} })},
		{CaseName: name("map struct key object keeps"), in: `{"a":1}`, new: prefilled(func() map[structKey]int { return map[structKey]int{{1}: 1} })},
		{CaseName: name("map float key null clears"), in: `null`, new: prefilled(func() map[floatKey]int { return map[floatKey]int{1.5: 1} })},
		{CaseName: name("map pointer text key null clears"), in: `null`, new: prefilled(func() map[*uTextKey]int { return map[*uTextKey]int{{A: "a"}: 1} })},
		{CaseName: name("map any key null clears"), in: `null`, new: prefilled(func() map[any]int { return map[any]int{"a": 1} })},
		{CaseName: name("map any key"), in: `{"a":1}`, new: into[map[any]int]},
		{CaseName: name("map text key"), in: `{"a:b":1,"c:d":2}`, new: into[map[uTextKey]int]},
		{CaseName: name("map text key error"), in: `{"a:b":1,"nocolon":2,"c:d":3}`, new: into[map[uTextKey]int]},
		{CaseName: name("map text key escaped"), in: `{"a\u003ab":1}`, new: into[map[uTextKey]int]},
		{CaseName: name("map value-receiver text key"), in: `{"a":1}`, new: into[map[uValTextKey]int]},
		{CaseName: name("map string-kind text key"), in: `{"a":1}`, new: into[map[uTextString]int]},
		{CaseName: name("map int-kind text key"), in: `{"n5":1,"7":2}`, new: into[map[uTextInt]int]},
		{CaseName: name("map int-kind text key error"), in: `{"x":1}`, new: into[map[uTextInt]int]},
		{CaseName: name("map pointer text key"), in: `{"a:b":1}`, new: into[map[*uTextKey]int]},
		{CaseName: name("map time key"), in: `{"2020-01-02T03:04:05Z":1,"2021-01-02T03:04:05.5+01:00":2}`, new: into[map[time.Time]int]},
		{CaseName: name("map time key invalid"), in: `{"2020-01-02":1}`, new: into[map[time.Time]int]},
		{CaseName: name("map from array"), in: `[1]`, new: prefilled(func() map[string]int { return map[string]int{"c": 3} })},
		{CaseName: name("map from string"), in: `"x"`, new: into[map[string]int]},
		{CaseName: name("map of maps"), in: `{"a":{"b":{"c":1}}}`, new: prefilled(func() map[string]map[string]any {
			return map[string]map[string]any{"a": {"old": 1}}
		})},
		{CaseName: name("map of interface values"), in: `{"a":{"x":1}}`, new: prefilled(func() map[string]any { return map[string]any{"a": &dPlain{}} })},
		{CaseName: name("map of std Number"), in: `{"a":1.50,"b":"2"}`, new: into[map[string]stdjson.Number]},
		{CaseName: name("map many keys"), in: "{" + manyKeysJSON(500) + "}", new: into[map[string]int]},
		// Pointers.
		{CaseName: name("pointer allocated"), in: `5`, new: into[*int]},
		{CaseName: name("pointer reused"), in: `5`, new: prefilled(func() *int { return intPtr(1) })},
		{CaseName: name("pointer null"), in: `null`, new: prefilled(func() *int { return intPtr(1) })},
		{CaseName: name("pointer to pointer"), in: `5`, new: into[**int]},
		{CaseName: name("pointer to pointer null"), in: `null`, new: prefilled(func() **int { p := intPtr(1); return &p })},
		{CaseName: name("pointer type error allocates"), in: `"x"`, new: into[*int]},
		{CaseName: name("pointer type error reused"), in: `"x"`, new: prefilled(func() *int { return intPtr(1) })},
		{CaseName: name("pointer to struct reused"), in: `{"A":5}`, new: prefilled(func() *dPlain { return &dPlain{B: "old"} })},
		{CaseName: name("pointer to array"), in: `[1]`, new: prefilled(func() *[2]int { return &[2]int{3, 4} })},
		{CaseName: name("pointer to slice"), in: `[1]`, new: prefilled(func() *[]int { return &[]int{3, 4} })},
		{CaseName: name("pointer to map"), in: `{"a":1}`, new: prefilled(func() *map[string]int { return &map[string]int{"b": 2} })},
		{CaseName: name("pointer to any"), in: `{"a":1}`, new: into[*any]},
		{CaseName: name("pointer to any reused"), in: `{"a":1}`, new: prefilled(func() *any { var x any = "old"; return &x })},
		{CaseName: name("pointer to empty struct"), in: `{"a":1}`, new: into[*struct{}]},
	}
}

// manyKeysJSON returns n members "k0":0,"k1":1,... of an object.
func manyKeysJSON(n int) string {
	var sb strings.Builder
	for i := 0; i < n; i++ {
		if i > 0 {
			sb.WriteByte(',')
		}
		fmt.Fprintf(&sb, `"k%d":%d`, i, i)
	}
	return sb.String()
}

func decodeMethodCases() []decodeCase {
	name := jsontest.Name
	return []decodeCase{
		{CaseName: name("Unmarshaler object"), in: `{"a": [1, 2]}`, new: into[uPtrJSON]},
		{CaseName: name("Unmarshaler gets exact bytes"), in: " [ 1 ,\n2 ] ", new: into[uPtrJSON]},
		{CaseName: name("Unmarshaler string"), in: `"s\u00e9"`, new: into[uPtrJSON]},
		{CaseName: name("Unmarshaler number"), in: `-1.5e3`, new: into[uPtrJSON]},
		{CaseName: name("Unmarshaler null"), in: `null`, new: prefilled(func() uPtrJSON { return uPtrJSON{Got: "old;"} })},
		{CaseName: name("Unmarshaler true"), in: `true`, new: into[uPtrJSON]},
		{CaseName: name("Unmarshaler pointer null"), in: `null`, new: prefilled(func() *uPtrJSON { return &uPtrJSON{Got: "old;"} })},
		{CaseName: name("Unmarshaler pointer reused"), in: `1`, new: prefilled(func() *uPtrJSON { return &uPtrJSON{Got: "old;"} })},
		{CaseName: name("value Unmarshaler"), in: `{"Got":"x"}`, new: into[uValJSON]},
		{CaseName: name("value Unmarshaler fails"), in: `"fail"`, new: into[uValJSON]},
		{CaseName: name("value Unmarshaler pointer"), in: `"x"`, new: into[*uValJSON]},
		{CaseName: name("value Unmarshaler null pointer"), in: `null`, new: prefilled(func() *uValJSON { return &uValJSON{} })},
		{CaseName: name("Unmarshaler error stops decoding"), in: `[{"N":1},"bad",{"N":2}]`, new: into[[]uFailJSON]},
		{CaseName: name("Unmarshaler error after type error"), in: `{"A":"x","F":"bad"}`, new: into[struct {
			A int
			F uFailJSON
		}]},
		{CaseName: name("Unmarshaler error in map"), in: `{"a":1,"b":"bad","c":3}`, new: into[map[string]uFailJSON]},
		{CaseName: name("Unmarshaler type error gets context"), in: `{"F":{"x":1}}`, new: into[struct{ F uTypeErrJSON }]},
		{CaseName: name("Unmarshaler type error gets context nested"), in: `{"O":{"F":1}}`, new: into[struct{ O struct{ F uTypeErrJSON } }]},
		{CaseName: name("Unmarshaler own type error gets context"), in: `{"O":{"F":{"x":1}}}`,
			new: into[struct {
				O struct {
					F uCtxErr[*json.UnmarshalTypeError]
				}
			}],
			newStd: into[struct {
				O struct {
					F uCtxErr[*stdjson.UnmarshalTypeError]
				}
			}]},
		{CaseName: name("Unmarshaler type error top level"), in: `1`, new: into[uTypeErrJSON]},
		{CaseName: name("TextUnmarshaler string"), in: `"abc\u00e9\n"`, new: into[uPtrText]},
		{CaseName: name("TextUnmarshaler invalid UTF-8"), in: "\"a\xffb\"", new: into[uPtrText]},
		{CaseName: name("TextUnmarshaler number"), in: `12`, new: into[uPtrText]},
		{CaseName: name("TextUnmarshaler bool"), in: `true`, new: into[uPtrText]},
		{CaseName: name("TextUnmarshaler null"), in: `null`, new: prefilled(func() uPtrText { return uPtrText{Got: "old;"} })},
		{CaseName: name("TextUnmarshaler pointer null"), in: `null`, new: prefilled(func() *uPtrText { return &uPtrText{Got: "old;"} })},
		{CaseName: name("TextUnmarshaler object"), in: `{"Got":"x"}`, new: into[uPtrText]},
		{CaseName: name("TextUnmarshaler array"), in: `["x"]`, new: into[uPtrText]},
		{CaseName: name("TextUnmarshaler value receiver"), in: `"x"`, new: into[uValText]},
		{CaseName: name("TextUnmarshaler error stops"), in: `["a","bad","c"]`, new: into[[]uFailText]},
		{CaseName: name("TextUnmarshaler type error continues"), in: `[1,"x",{}]`, new: into[[]uFailText]},
		{CaseName: name("both methods: JSON wins"), in: `"x"`, new: into[uBoth]},
		{CaseName: name("string-kind TextUnmarshaler"), in: `"x"`, new: into[uTextString]},
		{CaseName: name("string-kind TextUnmarshaler number"), in: `1`, new: into[uTextString]},
		{CaseName: name("int-kind TextUnmarshaler string"), in: `"n4"`, new: into[uTextInt]},
		{CaseName: name("int-kind TextUnmarshaler number"), in: `4`, new: into[uTextInt]},
		{CaseName: name("slice Unmarshaler"), in: `[1,2]`, new: prefilled(func() uSliceJSON { return uSliceJSON{9} })},
		{CaseName: name("slice Unmarshaler null"), in: `null`, new: prefilled(func() uSliceJSON { return uSliceJSON{9} })},
		{CaseName: name("map TextUnmarshaler"), in: `"k"`, new: prefilled(func() uMapText { return uMapText{"k": 1} })},
		{CaseName: name("map TextUnmarshaler object"), in: `{"k":1}`, new: into[uMapText]},
		{CaseName: name("null reaches UnmarshalJSON of values only"), in: `{"Null":null,"PN":null}`, new: prefilled(func() dMethods {
			return dMethods{PN: &uNullJSON{Calls: []string{"old"}}}
		})},
		{CaseName: name("methods struct"), in: `{"PJ":[1],"VJ":2,"PT":"t","VT":"v","PPJ":{},"PPT":"p","Both":"b","Null":3,"PN":4,"TS":"ts","TI":"n3","SJ":[],"MT":"m","IJ":5,"IT":"it"}`, new: into[dMethods]},
		{CaseName: name("methods struct pre-filled"), in: `{"PPJ":1,"PPT":"p","IJ":5,"IT":"it","PN":null}`, new: prefilled(func() dMethods {
			return dMethods{PPJ: &uPtrJSON{Got: "old;"}, PPT: &uPtrText{Got: "old;"}, IJ: &uPtrJSON{}, IT: &uPtrText{}, PN: &uNullJSON{}}
		})},
		{CaseName: name("methods struct nulls"), in: `{"PJ":null,"VJ":null,"PT":null,"VT":null,"PPJ":null,"PPT":null,"Both":null,"TS":null,"TI":null,"SJ":null,"MT":null,"IJ":null,"IT":null}`, new: prefilled(func() dMethods {
			return dMethods{PJ: uPtrJSON{"a"}, PT: uPtrText{"b"}, PPJ: &uPtrJSON{}, PPT: &uPtrText{}, Both: uBoth{"c"}, TS: "ts", TI: 5, SJ: uSliceJSON{1}, MT: uMapText{"x": 1}, IJ: &uPtrJSON{}, IT: &uPtrText{}}
		})},
		{CaseName: name("methods struct type errors"), in: `{"PT":1,"VT":true,"PPT":[],"TS":{},"TI":2.5,"MT":{},"IT":1}`, new: into[dMethods]},
		{CaseName: name("Unmarshaler in []any"), in: `[1]`, new: prefilled(func() []any { return []any{&uPtrJSON{}} })},
	}
}

func decodeByteCases() []decodeCase {
	name := jsontest.Name
	return []decodeCase{
		{CaseName: name("base64"), in: `"aGVsbG8="`, new: into[[]byte]},
		{CaseName: name("base64 empty"), in: `""`, new: prefilled(func() []byte { return []byte("old") })},
		{CaseName: name("base64 no padding"), in: `"aGVsbG8"`, new: into[[]byte]},
		{CaseName: name("base64 url alphabet"), in: `"_-8="`, new: into[[]byte]},
		{CaseName: name("base64 with newlines"), in: `"aGVs\nbG8=\r\n"`, new: into[[]byte]},
		{CaseName: name("base64 invalid char"), in: `"aGV*bG8="`, new: prefilled(func() []byte { return []byte("old") })},
		{CaseName: name("base64 invalid then type error"), in: `{"B":"!!","NB":1}`, new: into[dByteTypes]},
		{CaseName: name("base64 reuses nothing"), in: `"AQID"`, new: prefilled(func() []byte { return make([]byte, 1, 64) })},
		{CaseName: name("bytes null"), in: `null`, new: prefilled(func() []byte { return []byte("old") })},
		{CaseName: name("bytes from numbers"), in: `[1,2,255]`, new: into[[]byte]},
		{CaseName: name("bytes from numbers overflow"), in: `[1,256]`, new: into[[]byte]},
		{CaseName: name("bytes types"), in: `{"B":"AQ==","NB":"Ag==","MB":"Aw==","AB":"BAUG","PB":"Bw==","BB":["CA=="],"RB":{"x":[1]},"PRB":[2]}`, new: into[dByteTypes]},
		{CaseName: name("bytes types from arrays"), in: `{"B":[1],"NB":[2],"MB":[3],"AB":[4,5],"PB":[6],"BB":[[7]]}`, new: into[dByteTypes]},
		{CaseName: name("bytes types null"), in: `{"B":null,"NB":null,"MB":null,"AB":null,"PB":null,"BB":null,"RB":null,"PRB":null}`, new: prefilled(func() dByteTypes {
			b := []byte("p")
			r := stdjson.RawMessage("1")
			return dByteTypes{B: []byte("b"), NB: dBytes("n"), MB: []dByte{1}, AB: [3]byte{1}, PB: &b, BB: [][]byte{{1}}, RB: stdjson.RawMessage(`"r"`), PRB: &r}
		})},
		{CaseName: name("std RawMessage"), in: ` { "a" : [ 1 ] } `, new: into[stdjson.RawMessage]},
		{CaseName: name("std RawMessage reused"), in: `[1,2]`, new: prefilled(func() stdjson.RawMessage { return make(stdjson.RawMessage, 1, 64) })},
		{CaseName: name("std RawMessage null"), in: `null`, new: prefilled(func() stdjson.RawMessage { return stdjson.RawMessage("old") })},
		{CaseName: name("std RawMessage pointer null"), in: `null`, new: prefilled(func() *stdjson.RawMessage { r := stdjson.RawMessage("old"); return &r })},
		{CaseName: name("std RawMessage string"), in: `"\u00e9\n"`, new: into[stdjson.RawMessage]},
		{CaseName: name("std RawMessage in map"), in: `{"a":{"b":1},"c":null,"d":"s"}`, new: into[map[string]stdjson.RawMessage]},
		{CaseName: name("std RawMessage in struct with type error"), in: `{"RB":[1,2],"B":1}`, new: into[dByteTypes]},
		{CaseName: name("std Number"), in: `-12.5e+3`, new: into[stdjson.Number]},
		{CaseName: name("std Number from string"), in: `"12"`, new: into[stdjson.Number]},
		{CaseName: name("std Number from invalid string"), in: `"12a"`, new: prefilled(func() stdjson.Number { return "1" })},
		{CaseName: name("std Number from empty string"), in: `""`, new: into[stdjson.Number]},
		{CaseName: name("std Number from string with spaces"), in: `" 1"`, new: into[stdjson.Number]},
		{CaseName: name("std Number from bool"), in: `true`, new: into[stdjson.Number]},
		{CaseName: name("std Number from null"), in: `null`, new: prefilled(func() stdjson.Number { return "1" })},
		{CaseName: name("std Number from object"), in: `{}`, new: into[stdjson.Number]},
		{CaseName: name("std Number huge"), in: `1e99999`, new: into[stdjson.Number]},
		{CaseName: name("std Number invalid string stops decoding"), in: `[1,"x",2]`, new: into[[]stdjson.Number]},
		{CaseName: name("std Number in any"), in: `1`, new: func() any { return anyPtr(stdjson.Number("0")) }},
	}
}

func decodeTimeCases() []decodeCase {
	name := jsontest.Name
	return []decodeCase{
		{CaseName: name("time UTC"), in: `"2024-02-29T23:59:59Z"`, new: into[time.Time]},
		{CaseName: name("time nanoseconds"), in: `"2024-02-29T23:59:59.123456789Z"`, new: into[time.Time]},
		{CaseName: name("time offset"), in: `"2024-02-29T23:59:59.5+05:30"`, new: into[time.Time]},
		{CaseName: name("time negative offset"), in: `"1999-12-31T23:59:59-08:00"`, new: into[time.Time]},
		{CaseName: name("time lowercase t z"), in: `"2024-02-29t23:59:59z"`, new: into[time.Time]},
		{CaseName: name("time comma fraction"), in: `"2024-02-29T23:59:59,5Z"`, new: into[time.Time]},
		{CaseName: name("time date only"), in: `"2024-02-29"`, new: prefilled(func() time.Time { return timeIn("2001-01-01T00:00:00Z") })},
		{CaseName: name("time no zone"), in: `"2024-02-29T23:59:59"`, new: into[time.Time]},
		{CaseName: name("time bad month"), in: `"2024-13-01T00:00:00Z"`, new: into[time.Time]},
		{CaseName: name("time bad day"), in: `"2023-02-29T00:00:00Z"`, new: into[time.Time]},
		{CaseName: name("time hour 24"), in: `"2024-01-01T24:00:00Z"`, new: into[time.Time]},
		{CaseName: name("time offset hours 24"), in: `"2024-01-01T00:00:00+24:00"`, new: into[time.Time]},
		{CaseName: name("time offset without colon"), in: `"2024-01-01T00:00:00+0100"`, new: into[time.Time]},
		{CaseName: name("time year 10000"), in: `"10000-01-01T00:00:00Z"`, new: into[time.Time]},
		{CaseName: name("time year 0"), in: `"0000-01-01T00:00:00Z"`, new: into[time.Time]},
		{CaseName: name("time leap second"), in: `"2016-12-31T23:59:60Z"`, new: into[time.Time]},
		{CaseName: name("time too many fraction digits"), in: `"2024-01-01T00:00:00.1234567891Z"`, new: into[time.Time]},
		{CaseName: name("time fraction without digits"), in: `"2024-01-01T00:00:00.Z"`, new: into[time.Time]},
		{CaseName: name("time escaped"), in: `"2024-01-01T00:00:00\u005a"`, new: into[time.Time]},
		{CaseName: name("time spaces inside"), in: `" 2024-01-01T00:00:00Z"`, new: into[time.Time]},
		{CaseName: name("time empty string"), in: `""`, new: into[time.Time]},
		{CaseName: name("time number"), in: `1700000000`, new: prefilled(func() time.Time { return timeIn("2001-01-01T00:00:00Z") })},
		{CaseName: name("time bool"), in: `true`, new: into[time.Time]},
		{CaseName: name("time object"), in: `{"sec":1}`, new: into[time.Time]},
		{CaseName: name("time array"), in: `["2024-01-01T00:00:00Z"]`, new: into[time.Time]},
		{CaseName: name("time null keeps"), in: `null`, new: prefilled(func() time.Time { return timeIn("2001-01-01T00:00:00Z") })},
		{CaseName: name("time pointer null"), in: `null`, new: prefilled(func() *time.Time { t := timeIn("2001-01-01T00:00:00Z"); return &t })},
		{CaseName: name("time pointer reused"), in: `"2024-01-01T00:00:00Z"`, new: prefilled(func() *time.Time { t := timeIn("2001-01-01T00:00:00Z"); return &t })},
		{CaseName: name("time struct"), in: `{"T":"2024-01-01T00:00:00Z","P":"2024-01-01T00:00:00.5+01:00","D":1000,"M":{"2024-01-01T00:00:00Z":1},"L":["2024-01-01T00:00:00Z"],"TS":"\"2024-01-01T00:00:00Z\""}`, new: into[dTimes]},
		{CaseName: name("time struct error stops decoding"), in: `{"D":1,"T":"nope","P":"2024-01-01T00:00:00Z"}`, new: into[dTimes]},
		{CaseName: name("time struct type error then time error"), in: `{"D":"x","T":5,"P":"2024-01-01T00:00:00Z"}`, new: into[dTimes]},
		{CaseName: name("time in list error"), in: `{"L":["2024-01-01T00:00:00Z","bad"]}`, new: into[dTimes]},
		{CaseName: name("time in any"), in: `"2024-01-01T00:00:00Z"`, new: func() any { return anyPtr(&time.Time{}) }},
	}
}

func decodeNumberRawPairCases() []decodeCase {
	name := jsontest.Name
	pairN := func(n string, in string, opts decodeOptions) decodeCase {
		return decodeCase{
			CaseName: jsontest.CaseName{Name: n, Where: jsontest.Caller(1)},
			in:       in,
			new:      into[decodeNumberHolder[json.Number]],
			newStd:   into[decodeNumberHolder[stdjson.Number]],
			opts:     opts,
		}
	}
	pairR := func(n string, in string) decodeCase {
		return decodeCase{
			CaseName: jsontest.CaseName{Name: n, Where: jsontest.Caller(1)},
			in:       in,
			new:      into[decodeRawHolder[json.RawMessage]],
			newStd:   into[decodeRawHolder[stdjson.RawMessage]],
		}
	}
	useNumber := decodeOptions{useNumber: true}
	return []decodeCase{
		pairN("Number everywhere", `{"N":1.5,"S":"-2","P":3e3,"L":[4,"5"],"M":{"a":6},"K":{"7":7},"A":8,"AR":[9]}`, decodeOptions{}),
		pairN("Number everywhere UseNumber", `{"N":1.5,"S":"-2","P":3e3,"L":[4,"5"],"M":{"a":6},"K":{"7":7},"A":8,"AR":[9]}`, useNumber),
		pairN("Number from strings", `{"N":"1","P":"2","L":["3"],"M":{"a":"4"},"AR":["5"]}`, decodeOptions{}),
		pairN("Number invalid string", `{"N":"x","P":"2"}`, decodeOptions{}),
		pairN("Number invalid string in slice", `{"L":["1","1.","2"]}`, decodeOptions{}),
		pairN("Number quoted invalid", `{"S":"abc"}`, decodeOptions{}),
		pairN("Number quoted empty", `{"S":""}`, decodeOptions{}),
		pairN("Number type errors", `{"N":true,"P":{},"L":[[]],"M":{"a":false},"A":null}`, decodeOptions{}),
		pairN("Number null", `{"N":null,"P":null,"L":null}`, decodeOptions{}),
		pairN("Number in any UseNumber", `{"A":[1,{"b":2.5}]}`, useNumber),
		pairN("Number huge", `{"N":123456789012345678901234567890e-99999}`, decodeOptions{}),
		pairR("RawMessage everywhere", `{"R":{"a": 1},"P":[ 2 ],"L":[3,"x",null],"M":{"a":{"b":[]}},"A":4,"AR":[true]}`),
		pairR("RawMessage null", `{"R":null,"P":null,"L":[null],"M":{"a":null},"A":null,"AR":[null]}`),
		pairR("RawMessage strings", `{"R":"\u00e9\"","P":"\ud800","L":["\n"]}`),
		pairR("RawMessage with spaces", "{\"R\" : \t[ 1 , 2 ]\n}"),
		pairR("RawMessage type error elsewhere", `{"R":1,"L":{}}`),
		{CaseName: name("Number top level"), in: `12.5`, new: into[json.Number], newStd: into[stdjson.Number]},
		{CaseName: name("Number top level from string"), in: `"-1"`, new: into[json.Number], newStd: into[stdjson.Number]},
		{CaseName: name("Number top level invalid"), in: `"0x1"`, new: into[json.Number], newStd: into[stdjson.Number]},
		{CaseName: name("Number top level bool"), in: `false`, new: into[json.Number], newStd: into[stdjson.Number]},
		{CaseName: name("RawMessage top level"), in: ` [1, 2] `, new: into[json.RawMessage], newStd: into[stdjson.RawMessage]},
		{CaseName: name("RawMessage top level null"), in: `null`, new: prefilled(func() json.RawMessage { return json.RawMessage("1") }),
			newStd: prefilled(func() stdjson.RawMessage { return stdjson.RawMessage("1") })},
		{CaseName: name("RawMessage reuses capacity"), in: `{"a":1}`, new: prefilled(func() json.RawMessage { return make(json.RawMessage, 2, 32) }),
			newStd: prefilled(func() stdjson.RawMessage { return make(stdjson.RawMessage, 2, 32) })},
		{CaseName: name("UseNumber into any"), in: `[1, -0.5e-5, 1e999]`, new: into[any], opts: useNumber},
	}
}

// allDecodeCases returns the tables by group.
func allDecodeCases() map[string][]decodeCase {
	return map[string][]decodeCase{
		"syntax":        decodeSyntaxCases(),
		"invalidTarget": decodeInvalidTargetCases(),
		"scalars":       decodeScalarCases(),
		"any":           decodeAnyCases(),
		"structs":       decodeStructCases(),
		"embedding":     decodeEmbeddingCases(),
		"stringOption":  decodeStringOptionCases(),
		"containers":    decodeContainerCases(),
		"methods":       decodeMethodCases(),
		"bytes":         decodeByteCases(),
		"time":          decodeTimeCases(),
		"numberRaw":     decodeNumberRawPairCases(),
	}
}

func TestUnmarshalDiff(t *testing.T) {
	total, runs := 0, 0
	for group, cases := range allDecodeCases() {
		t.Run(group, func(t *testing.T) {
			r := &decodeReporter{t: t}
			for _, tc := range cases {
				r.check(tc)
			}
			r.done()
			runs += r.runs
		})
		total += len(cases)
	}
	t.Logf("%d cases, %d decodings compared", total, runs)
}

// ---- The kinds matrix: every literal into every kind ----

// matrixInputs are JSON values of every kind and edge, each decoded into
// every type of matrixTypes.
var matrixInputs = []string{
	`null`, `true`, `false`, `0`, `-0`, `1`, `-1`, `1.5`, `-1.5e-3`, `1e3`, `127`, `128`, `-129`, `255`, `256`,
	`65536`, `4294967296`, `9223372036854775807`, `9223372036854775808`, `-9223372036854775809`,
	`18446744073709551615`, `18446744073709551616`, `3.5e38`, `1e309`, `""`, `"a"`, `"1"`, `"true"`, `"null"`,
	`"aGk="`, `"2006-01-02T15:04:05Z"`, `"\u00e9\ud800x"`, "\"\xff\"", `[]`, `[1,2]`, `[1,2,3]`, `["a",null]`, `{}`,
	`{"A":1}`, `{"1":"x","a":[2]}`, ` 2 `,
	`[1.5,-2e-3,3]`, `[-65.61361699999998,43.42027300000001]`, `[1e400,2]`, `[0.1,"x",2]`, `[ 1 , null ]`, `[1,2.5e]`,
	`[01]`, `[-]`, `[1.5}`,
}

// matrixTypes are the destination types of the matrix.
var matrixTypes = []reflect.Type{
	reflect.TypeFor[bool](), reflect.TypeFor[int](), reflect.TypeFor[int8](), reflect.TypeFor[int16](),
	reflect.TypeFor[int32](), reflect.TypeFor[int64](), reflect.TypeFor[uint](), reflect.TypeFor[uint8](),
	reflect.TypeFor[uint16](), reflect.TypeFor[uint32](), reflect.TypeFor[uint64](), reflect.TypeFor[uintptr](),
	reflect.TypeFor[float32](), reflect.TypeFor[float64](), reflect.TypeFor[complex128](), reflect.TypeFor[string](),
	reflect.TypeFor[dStrName](), reflect.TypeFor[[]byte](), reflect.TypeFor[[2]byte](), reflect.TypeFor[[]int](),
	reflect.TypeFor[[2]int](), reflect.TypeFor[[0]int](), reflect.TypeFor[[2]float64](), reflect.TypeFor[[3]float64](),
	reflect.TypeFor[[1]float64](), reflect.TypeFor[[2]dDegrees](), reflect.TypeFor[[2]float32](), reflect.TypeFor[[][2]float64](), reflect.TypeFor[[]string](), reflect.TypeFor[map[string]int](),
	reflect.TypeFor[map[int]string](), reflect.TypeFor[map[string]any](), reflect.TypeFor[[]any](), reflect.TypeFor[dPlain](),
	reflect.TypeFor[*int](), reflect.TypeFor[**string](), reflect.TypeFor[any](), reflect.TypeFor[error](),
	reflect.TypeFor[stdjson.Number](), reflect.TypeFor[stdjson.RawMessage](), reflect.TypeFor[time.Time](),
	reflect.TypeFor[*time.Time](), reflect.TypeFor[time.Duration](), reflect.TypeFor[chan int](), reflect.TypeFor[func()](),
	reflect.TypeFor[uPtrJSON](), reflect.TypeFor[uPtrText](), reflect.TypeFor[*uPtrText](), reflect.TypeFor[uTextString](),
	reflect.TypeFor[uTextInt](), reflect.TypeFor[struct{}](), reflect.TypeFor[randtypes.Str](), reflect.TypeFor[randtypes.Int](),
	reflect.TypeFor[randtypes.PNilEmbed](), reflect.TypeFor[randtypes.PTimeEmbed](), reflect.TypeFor[randtypes.PTextInt](), reflect.TypeFor[randtypes.PRawMessage](),
	reflect.TypeFor[randtypes.PPtrPtr](),
}

// matrixWrappings are the wrappings the matrix uses: fewer than the table,
// since it is large.
var matrixWrappings = []string{"*T", "*any(&v)", "struct{V T}", "[]T{v}"}

// TestUnmarshalKindsMatrix decodes every input of matrixInputs into every
// type of matrixTypes, fresh and pre-filled with a fixed pseudo-random
// value.
func TestUnmarshalKindsMatrix(t *testing.T) {
	jsontest.SingleGoroutine(t)
	where := jsontest.Caller(0)
	var ws []decodeWrapping
	for _, name := range matrixWrappings {
		for _, w := range decodeWrappings {
			if w.name == name {
				ws = append(ws, w)
			}
		}
	}
	r := &decodeReporter{t: t, wrappings: ws}
	cases := 0
	for ti, typ := range matrixTypes {
		fresh := func() any { return reflect.New(typ).Interface() }
		seed := uint64(ti + 1)
		old := func() any {
			g := randtypes.New(rand.NewPCG(seed, 0xdec0de), "")
			p := reflect.New(typ)
			g.Fill(p.Elem())
			return p.Interface()
		}
		for _, in := range matrixInputs {
			for _, mk := range []struct {
				what string
				new  func() any
			}{{"fresh", fresh}, {"pre-filled", old}} {
				cases++
				r.check(decodeCase{
					CaseName: jsontest.CaseName{Name: fmt.Sprintf("%s into %s %v", in, mk.what, typ), Where: where},
					in:       in,
					new:      mk.new,
				})
			}
		}
	}
	r.done()
	t.Logf("%d cases, %d decodings compared", cases, r.runs)
}

// ---- Other behaviour ----

// TestUnmarshalValidDiff compares Valid on the table inputs.
func TestUnmarshalValidDiff(t *testing.T) {
	for _, cases := range allDecodeCases() {
		for _, tc := range cases {
			in := []byte(tc.in)
			if s, o := stdDecodeLib.valid(in), ourDecodeLib.valid(in); s != o {
				t.Errorf("%s: Valid(%s): std %v, ours %v", tc.CaseName, jsontest.Quote(in), s, o)
			}
		}
	}
}

// TestUnmarshalInputUnchanged checks that decoding does not write to its
// input, not even to unescape strings in place.
func TestUnmarshalInputUnchanged(t *testing.T) {
	in := []byte(`{"A":1,"B":"a\n\u00e9\ud83d\ude00","Inner":{"L":[1,2],"M":{"k\t":3}},"Any":{"x":"\"q\""}}`)
	orig := bytes.Clone(in)
	for _, v := range []any{new(dNested), new(dPlain), new(any), new(map[string]stdjson.RawMessage)} {
		_ = json.Unmarshal(in, v)
		if !bytes.Equal(in, orig) {
			t.Fatalf("Unmarshal into %T changed its input:\n\tbefore %q\n\tafter  %q", v, orig, in)
		}
	}
}

// TestUnmarshalRawMessageNotAliased checks that a RawMessage holds a copy
// of its bytes, not a window on the input, which the caller may reuse.
func TestUnmarshalRawMessageNotAliased(t *testing.T) {
	in := []byte(`{"R":[1,2,3]}`)
	var ours struct{ R json.RawMessage }
	var std struct{ R stdjson.RawMessage }
	errO, errS := json.Unmarshal(in, &ours), stdjson.Unmarshal(in, &std)
	if errO != nil || errS != nil {
		t.Fatalf("ours %v, std %v", errO, errS)
	}
	copy(in, bytes.Repeat([]byte("x"), len(in)))
	if string(ours.R) != string(std.R) {
		t.Errorf("RawMessage aliases the input: ours %q, std %q", ours.R, std.R)
	}
}

// TestUnmarshalTypeErrorFields spells out, for a few cases, the fields of
// the UnmarshalTypeError both libraries return, so that a reader sees what
// the table compares.
func TestUnmarshalTypeErrorFields(t *testing.T) {
	for _, tc := range []struct {
		in string
		v  func() any
	}{
		{`{"Inner":{"N":300}}`, func() any { return new(dNested) }},
		{`{"List":[{"A":1},{"B":true}]}`, func() any { return new(dNested) }},
		{`{"N":300}`, func() any { return new(dEmbDeep) }},
		{`[1,"x"]`, func() any { return new([]int) }},
		{`{"128":1}`, func() any { return new(map[int8]int) }},
		{`{"a":1e400}`, func() any { return new(any) }},
	} {
		// fields prints the UnmarshalTypeError in err, which both
		// libraries must return.
		fields := func(err error) string {
			var s *stdjson.UnmarshalTypeError
			var o *json.UnmarshalTypeError
			switch {
			case errors.As(err, &s):
				return fmt.Sprintf("chain: UnmarshalTypeError{Value %q Type %v Offset %d Struct %q Field %q}", s.Value, typeString(s.Type), s.Offset, s.Struct, s.Field)
			case errors.As(err, &o):
				return fmt.Sprintf("chain: UnmarshalTypeError{Value %q Type %v Offset %d Struct %q Field %q}", o.Value, typeString(o.Type), o.Offset, o.Struct, o.Field)
			}
			return fmt.Sprintf("not an UnmarshalTypeError: %v", err)
		}
		if d := jsontest.Ref.Same(t, fmt.Sprintf("UnmarshalTypeError %+q into %T", tc.in, tc.v()),
			func() string { return fields(stdjson.Unmarshal([]byte(tc.in), tc.v())) },
			func() string { return fields(json.Unmarshal([]byte(tc.in), tc.v())) }); d != "" {
			t.Errorf("%s:\n%s", tc.in, d)
		}
	}
}

// TestUnmarshalFloatBits decodes many random floats, printed in several
// ways, into float32 and float64, and compares the bits.
func TestUnmarshalFloatBits(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	var inputs []string
	for i := 0; i < 2000; i++ {
		f := math.Float64frombits(r.Uint64())
		if math.IsNaN(f) || math.IsInf(f, 0) {
			continue
		}
		inputs = append(inputs, strconv.FormatFloat(f, 'g', -1, 64), strconv.FormatFloat(f, 'e', 25, 64),
			strconv.FormatFloat(float64(float32(f)), 'g', -1, 32), strconv.FormatFloat(f, 'g', 17, 64))
	}
	for _, in := range inputs {
		for _, v := range [][2]any{{new(float64), new(float64)}, {new(float32), new(float32)}, {new(any), new(any)}} {
			if d := checkDecode(t, []byte(in), v[0], v[1], decodeOptions{}, false); d != "" {
				t.Fatalf("input %s into %T:\n%s", in, v[0], d)
			}
		}
	}
}

// TestDecodeHarnessCatches checks that the comparison of this file is not
// vacuous: libraries that differ from encoding/json in small ways, each
// built on encoding/json itself, must be caught.
func TestDecodeHarnessCatches(t *testing.T) {
	// decodeFresh decodes into a new value and copies it over the
	// destination, so it reuses no pointer, map or slice.
	decodeFresh := func(data []byte, v any) error {
		rv := reflect.ValueOf(v)
		if rv.Kind() != reflect.Pointer || rv.IsNil() {
			return stdjson.Unmarshal(data, v)
		}
		fresh := reflect.New(rv.Type().Elem())
		err := stdjson.Unmarshal(data, fresh.Interface())
		rv.Elem().Set(fresh.Elem())
		return err
	}
	// shiftOffsets moves the Offset of type errors by one.
	shiftOffsets := func(data []byte, v any) error {
		err := stdjson.Unmarshal(data, v)
		var ute *stdjson.UnmarshalTypeError
		if errors.As(err, &ute) {
			ute.Offset++
		}
		return err
	}
	// clearStale zeroes the elements past a decoded slice's length.
	clearStale := func(data []byte, v any) error {
		err := stdjson.Unmarshal(data, v)
		if s, ok := v.(*[]int); ok {
			clear((*s)[len(*s):cap(*s)])
		}
		return err
	}
	// positiveZero turns a decoded -0 into 0.
	positiveZero := func(data []byte, v any) error {
		err := stdjson.Unmarshal(data, v)
		if f, ok := v.(*float64); ok && *f == 0 {
			*f = 0
		}
		return err
	}
	for _, tc := range []struct {
		name      string
		unmarshal func([]byte, any) error
		in        string
		new       func() any
	}{
		{"pointer not reused", decodeFresh, `5`, prefilled(func() *int { return intPtr(1) })},
		{"map not merged", decodeFresh, `{"a":1}`, prefilled(func() map[string]int { return map[string]int{"b": 2} })},
		{"slice array not reused", decodeFresh, `[1]`, prefilled(func() []int { return make([]int, 2, 4) })},
		{"interface's pointer not followed", decodeFresh, `1`, func() any { return anyPtr(intPtr(3)) }},
		{"offset", shiftOffsets, `{"A":"x"}`, into[dPlain]},
		{"stale elements", clearStale, `[1]`, prefilled(func() []int { return staleSlice(2, 3, func(i int) int { return i + 7 }) })},
		{"negative zero", positiveZero, `-0`, into[float64]},
	} {
		lib := &decodeLib{name: tc.name, unmarshal: tc.unmarshal, decode: stdDecodeLib.decode, valid: stdjson.Valid}
		if d := diffDecodeWith(t, lib, []byte(tc.in), tc.new(), tc.new(), decodeOptions{}, false); d == "" {
			t.Errorf("a library differing by %q was not caught on %s", tc.name, tc.in)
		}
		// On a v2-based build this encoding/json is not the reference;
		// how it differs from classic is tested in v2differences_test.go.
		if jsontest.Classic {
			if d := diffDecodeWith(t, stdDecodeLib, []byte(tc.in), tc.new(), tc.new(), decodeOptions{}, false); d != "" {
				t.Errorf("encoding/json differs from itself on %s:\n%s", tc.in, d)
			}
		}
	}
}

// spillFailer fails to decode -1, which stops the decoding.
type spillFailer int

func (f *spillFailer) UnmarshalJSON(b []byte) error {
	if string(b) == "-1" {
		return fmt.Errorf("minus one")
	}
	return stdjson.Unmarshal(b, (*int)(f))
}

// TestSpilledSlices decodes arrays long enough to move to a scratch slice
// (the spill of the slice decoder) and shorter ones, in random order so that the length
// hints go up and down, or in runs of one length that make a hint steady,
// of elements with and without pointers, small and large, some with a
// type error, which the decoding goes on after, or an element whose
// UnmarshalJSON fails, which stops it, with whitespace inside the brackets
// or not ("[ ]" is as empty as "[]"), and compares the values, the
// memory they were given (an empty array allocates nothing) and the
// errors with encoding/json's.
func TestSpilledSlices(t *testing.T) {
	jsontest.SingleGoroutine(t)
	type pair struct {
		A string
		B []int
	}
	// big is large enough for the slice decoder's freshSlice (128 bytes
	// and more), whose steady length hints decode in place.
	type big struct {
		A string
		N [16]int
		F spillFailer
	}
	type doc struct {
		Ints    []int64
		Strings []string
		Ptrs    []*int
		Pairs   []pair
		Failers []spillFailer
		Bigs    []big
	}
	r := rand.New(rand.NewPCG(1, 2))
	bigs := 0 // the length of the last Bigs, which is often repeated
	element := func(field string, i int) string {
		switch field {
		case "Ints", "Ptrs", "Failers":
			return fmt.Sprint(i)
		case "Strings":
			return fmt.Sprintf(`"s%d"`, i)
		case "Bigs":
			return fmt.Sprintf(`{"A":"a%d","N":[%d,%d],"F":%d}`, i, i, -i, i)
		default:
			return fmt.Sprintf(`{"A":"a%d","B":[%d,%d]}`, i, i, -i)
		}
	}
	for range 400 {
		var b strings.Builder
		b.WriteByte('{')
		for k, field := range []string{"Ints", "Strings", "Ptrs", "Pairs", "Failers", "Bigs"} {
			n := r.IntN(8)
			if r.IntN(3) == 0 {
				n = r.IntN(400)
			}
			if field == "Bigs" {
				// Runs of the same length, which make the hint steady,
				// then a shorter or a longer one; between them empty
				// arrays, which leave the hint as it is and must not
				// allocate at its length.
				switch k := r.IntN(8); {
				case k == 0:
					n = 0
				case k > 2 && bigs > 0:
					n = bigs
				}
				if n > 0 {
					bigs = n
				}
			}
			bad := -1 // the element that is a string where a number is expected
			if r.IntN(4) == 0 && n > 0 {
				bad = r.IntN(n)
			}
			stop := -1 // the Failers or Bigs element that fails
			if r.IntN(2) == 0 && n > 0 {
				stop = r.IntN(n)
			}
			if k > 0 {
				b.WriteByte(',')
			}
			fmt.Fprintf(&b, "%q:[", field)
			space := [...]string{"", " ", " ", "\n\t"}[r.IntN(4)]
			b.WriteString(space)
			for i := range n {
				if i > 0 {
					b.WriteByte(',')
				}
				switch {
				case i == bad && field != "Strings":
					b.WriteString(`"x"`)
				case field == "Failers" && i == stop:
					b.WriteString("-1")
				case field == "Bigs" && i == stop:
					b.WriteString(`{"A":"stop","F":-1}`)
				default:
					b.WriteString(element(field, i))
				}
			}
			if n > 0 {
				b.WriteString(space)
			}
			b.WriteByte(']')
		}
		b.WriteByte('}')
		in := []byte(b.String())
		decode := func(unmarshal func([]byte, any) error) string {
			var v doc
			a := jsontest.RecordAliases(&v)
			return jsontest.CanonDecode(unmarshal(in, &v), false, &v, a)
		}
		if d := jsontest.Ref.Same(t, fmt.Sprintf("spilled slices %s", in),
			func() string { return decode(stdjson.Unmarshal) },
			func() string { return decode(json.Unmarshal) }); d != "" {
			t.Fatalf("%s:\n%s", in, d)
		}
	}
}
