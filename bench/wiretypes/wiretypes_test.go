package wiretypes_test

import (
	"bytes"
	stdjson "encoding/json"
	"errors"
	"fmt"
	"math"
	"math/rand/v2"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/zerojson/json"
	"github.com/zerojson/json/bench/types"
	"github.com/zerojson/json/bench/wiretypes"
	"github.com/zerojson/json/internal/jsontest"
	"github.com/zerojson/json/wire"
)

// The methods of package wiretypes are held to encoding/json on the twin
// types of package types, which have the same fields and no methods:
// whatever zerojson does with a wiretypes value through the methods,
// encoding/json must do with the types value through reflection. Values
// cross between the twins with convert; the errors name types of both
// packages, and are compared once "wiretypes." and "wireOuter" are
// renamed to "types." and "stdOuter".

// The comparisons go through jsontest.Ref, which holds them to classic
// encoding/json on every build (on Go 1.27's default build, through the
// classic helper; see internal/jsontest). The documents decoded are written
// by zerojson's Marshal, which the root package holds to classic's, so
// that they are the same in the helper.

// TestMain holds the tests to classic encoding/json on every build.
func TestMain(m *testing.M) { jsontest.Main(m) }

// The outer twins put the records where the errors must name a path that
// starts outside them: in a field, a slice, behind a pointer and in a map.
type stdOuter struct {
	Log   types.AccessLog           `json:"log"`
	Logs  []types.AccessLog         `json:"logs"`
	Cust  *types.Customer           `json:"cust"`
	ByID  map[string]types.Customer `json:"by_id"`
	Count int8                      `json:"count"`
}

type wireOuter struct {
	Log   wiretypes.AccessLog           `json:"log"`
	Logs  []wiretypes.AccessLog         `json:"logs"`
	Cust  *wiretypes.Customer           `json:"cust"`
	ByID  map[string]wiretypes.Customer `json:"by_id"`
	Count int8                          `json:"count"`
}

// A twin is a type of package types (or stdOuter) and its copy.
type twin struct {
	name      string
	std, ours reflect.Type
}

var twins = []twin{
	{"AccessLog", reflect.TypeFor[types.AccessLog](), reflect.TypeFor[wiretypes.AccessLog]()},
	{"Customer", reflect.TypeFor[types.Customer](), reflect.TypeFor[wiretypes.Customer]()},
	{"outer", reflect.TypeFor[stdOuter](), reflect.TypeFor[wireOuter]()},
}

// convert copies src into dst, a value of its twin type (or of the same
// type), keeping what reflect.DeepEqual sees and what decoding can reach:
// nil and empty slices and maps apart, and the elements of a slice
// between its length and its capacity, over which encoding/json decodes.
func convert(dst, src reflect.Value) {
	switch src.Kind() {
	case reflect.Pointer:
		if src.IsNil() {
			dst.SetZero()
			return
		}
		dst.Set(reflect.New(dst.Type().Elem()))
		convert(dst.Elem(), src.Elem())
	case reflect.Struct:
		for i := range src.NumField() {
			convert(dst.Field(i), src.Field(i))
		}
	case reflect.Slice:
		if src.IsNil() {
			dst.SetZero()
			return
		}
		s := reflect.MakeSlice(dst.Type(), src.Cap(), src.Cap())
		full := src.Slice(0, src.Cap())
		for i := range src.Cap() {
			convert(s.Index(i), full.Index(i))
		}
		dst.Set(s.Slice(0, src.Len()))
	case reflect.Map:
		if src.IsNil() {
			dst.SetZero()
			return
		}
		m := reflect.MakeMapWithSize(dst.Type(), src.Len())
		for it := src.MapRange(); it.Next(); {
			v := reflect.New(dst.Type().Elem()).Elem()
			convert(v, it.Value())
			m.SetMapIndex(it.Key().Convert(dst.Type().Key()), v)
		}
		dst.Set(m)
	default:
		dst.Set(src.Convert(dst.Type()))
	}
}

// converted returns a pointer to a new value of type t holding v, a value
// or pointer of t's twin.
func converted(t reflect.Type, v any) any {
	src := reflect.ValueOf(v)
	if src.Kind() == reflect.Pointer {
		src = src.Elem()
	}
	dst := reflect.New(t)
	convert(dst.Elem(), src)
	return dst.Interface()
}

// testRand returns the test's random source, of the run's seed (see
// jsontest.RandomSeed).
func testRand(t *testing.T, stream uint64) *rand.Rand {
	return rand.New(rand.NewPCG(jsontest.RandomSeed(t), stream))
}

// randomString returns a string of the kinds that encoding treats apart:
// ASCII, HTML characters, quotes and control characters, multi-byte
// UTF-8, U+2028 and U+2029, and invalid UTF-8.
func randomString(r *rand.Rand) string {
	if r.IntN(8) == 0 {
		return ""
	}
	var b []byte
	for range r.IntN(12) {
		switch r.IntN(10) {
		case 0:
			b = append(b, "<>&"[r.IntN(3)])
		case 1:
			b = append(b, "\"\\/\b\f\n\r\t\x00\x1f\x7f"[r.IntN(11)])
		case 2:
			b = utf8.AppendRune(b, rune(0x80+r.IntN(0x2800)))
		case 3:
			b = utf8.AppendRune(b, []rune{'\u2028', '\u2029', '\ufffd', '😀', 'é', 'K'}[r.IntN(6)])
		case 4:
			b = append(b, []string{"\xff", "\x80", "\xc3", "\xe2\x80", "\xed\xa0\x80", "\xf4\x90\x80\x80"}[r.IntN(6)]...)
		default:
			b = append(b, "abcXYZ 019-_.:"[r.IntN(14)])
		}
	}
	return string(b)
}

// randomInt returns an integer of bits bits, often at an edge of the range.
func randomInt(r *rand.Rand, bits int) int64 {
	lo, hi := int64(-1)<<(bits-1), int64(1)<<(bits-1)-1
	switch r.IntN(6) {
	case 0:
		return []int64{lo, hi, 0, -1, 1}[r.IntN(5)]
	case 1:
		return r.Int64N(2000) - 1000
	default:
		n := int64(r.Uint64())
		return n >> (64 - bits) // spread over the range
	}
}

// randomUint returns an unsigned integer of bits bits, often at an edge.
func randomUint(r *rand.Rand, bits int) uint64 {
	switch r.IntN(6) {
	case 0:
		return []uint64{0, 1, 1<<bits - 1}[r.IntN(3)]
	case 1:
		return r.Uint64N(2000)
	default:
		return r.Uint64() >> (64 - bits)
	}
}

// randomFloat returns a finite float64 of any magnitude.
func randomFloat(r *rand.Rand) float64 {
	switch r.IntN(4) {
	case 0:
		return []float64{0, math.Copysign(0, -1), 1e21, 1e-7, 1e20, 1e-6, math.MaxFloat64, math.SmallestNonzeroFloat64}[r.IntN(8)]
	case 1:
		return float64(r.IntN(10000)) / 100
	default:
		f := math.Float64frombits(r.Uint64())
		if math.IsNaN(f) || math.IsInf(f, 0) {
			return 0.5
		}
		return f
	}
}

// fillRandom sets v, a value of a record type, to random contents: nil or
// empty or full slices and maps (some larger than the methods sort in
// place), nil pointers, and, if spare, slices with elements beyond their
// length, as a destination decoded over may have.
func fillRandom(r *rand.Rand, v reflect.Value, spare bool) {
	switch v.Kind() {
	case reflect.Pointer:
		if r.IntN(3) == 0 {
			v.SetZero()
			return
		}
		v.Set(reflect.New(v.Type().Elem()))
		fillRandom(r, v.Elem(), spare)
	case reflect.Struct:
		for i := range v.NumField() {
			fillRandom(r, v.Field(i), spare)
		}
	case reflect.Slice:
		switch r.IntN(4) {
		case 0:
			v.SetZero()
			return
		case 1:
			v.Set(reflect.MakeSlice(v.Type(), 0, 0))
			return
		}
		n := 1 + r.IntN(3)
		c := n
		if spare && r.IntN(2) == 0 {
			c += 1 + r.IntN(2)
		}
		s := reflect.MakeSlice(v.Type(), c, c)
		for i := range c {
			fillRandom(r, s.Index(i), spare)
		}
		v.Set(s.Slice(0, n))
	case reflect.Map:
		switch r.IntN(4) {
		case 0:
			v.SetZero()
			return
		case 1:
			v.Set(reflect.MakeMap(v.Type()))
			return
		}
		n := 1 + r.IntN(5)
		if r.IntN(4) == 0 {
			n = 15 + r.IntN(5) // around the in-place sorting limit
		}
		m := reflect.MakeMap(v.Type())
		for range n {
			val := reflect.New(v.Type().Elem()).Elem()
			fillRandom(r, val, spare)
			m.SetMapIndex(reflect.ValueOf(randomString(r)), val)
		}
		v.Set(m)
	case reflect.String:
		v.SetString(randomString(r))
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		v.SetInt(randomInt(r, v.Type().Bits()))
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		v.SetUint(randomUint(r, v.Type().Bits()))
	case reflect.Float64:
		v.SetFloat(randomFloat(r))
	case reflect.Bool:
		v.SetBool(r.IntN(2) == 0)
	default:
		panic("fillRandom: unexpected kind " + v.Kind().String())
	}
}

// encodeModes are the ways of encoding compared.
var encodeModes = []string{"Marshal", "MarshalIndent", "Encoder", "Encoder/noescape", "Encoder/indent"}

// encode encodes v in mode with encoding/json or zerojson and prints the
// error and the output.
func encode(mode string, v any, std bool) string {
	var out []byte
	var err error
	switch mode {
	case "Marshal":
		if std {
			out, err = stdjson.Marshal(v)
		} else {
			out, err = json.Marshal(v)
		}
	case "MarshalIndent":
		if std {
			out, err = stdjson.MarshalIndent(v, "> ", "\t")
		} else {
			out, err = json.MarshalIndent(v, "> ", "\t")
		}
	default:
		var buf bytes.Buffer
		escape := mode != "Encoder/noescape"
		indent := ""
		if mode == "Encoder/indent" {
			indent = "  "
		}
		if std {
			enc := stdjson.NewEncoder(&buf)
			enc.SetEscapeHTML(escape)
			enc.SetIndent("", indent)
			err = enc.Encode(v)
		} else {
			enc := json.NewEncoder(&buf)
			enc.SetEscapeHTML(escape)
			enc.SetIndent("", indent)
			err = enc.Encode(v)
		}
		out = buf.Bytes()
	}
	if err != nil {
		return "error: " + err.Error()
	}
	return string(out)
}

// checkEncode compares the encodings of v, a pointer to a value of tw.std,
// with those of its copy.
func checkEncode(t *testing.T, tw twin, v any) bool {
	t.Helper()
	ours := converted(tw.ours, v)
	for _, mode := range encodeModes {
		if d := jsontest.Ref.Same(t, fmt.Sprintf("%s %s %s", tw.name, mode, jsontest.CanonValue(v, nil)),
			func() string { return canonOutput(encode(mode, v, true)) },
			func() string { return canonOutput(encode(mode, ours, false)) }); d != "" {
			t.Errorf("%s %s:\n%s", tw.name, mode, d)
			return false
		}
	}
	return true
}

// canonOutput prints encode's result for jsontest.Ref.
func canonOutput(s string) string { return "out: " + strconv.QuoteToASCII(s) + "\n" }

// TestEncodeFixed compares the benchmarks' values.
func TestEncodeFixed(t *testing.T) {
	log, cust := types.NewAccessLog(), types.NewCustomer()
	checkEncode(t, twins[0], &log)
	checkEncode(t, twins[1], &cust)
	checkEncode(t, twins[2], &stdOuter{Log: log, Logs: []types.AccessLog{log, {}}, Cust: &cust,
		ByID: map[string]types.Customer{"b": cust, "a": {}}})
	checkEncode(t, twins[1], &types.Customer{}) // nil slices, maps and pointers
	checkEncode(t, twins[1], &types.Customer{Metadata: map[string]string{},
		Cards: types.CardList{Data: []types.Card{}}, Subscriptions: types.SubscriptionList{Data: []types.Subscription{}}})
}

// TestEncodeRandom compares random values of every twin.
func TestEncodeRandom(t *testing.T) {
	r := testRand(t, 1)
	n := 300
	if testing.Short() {
		n = 60
	}
	for i := 0; i < n; i++ {
		tw := twins[i%len(twins)]
		v := reflect.New(tw.std)
		fillRandom(r, v.Elem(), false)
		if !checkEncode(t, tw, v.Interface()) {
			return
		}
	}
}

// TestEncodeNaN: a NaN fails both encodings with the same
// *UnsupportedValueError, which the Writer returns and package json passes
// through from a MarshalJSONWire method as it is, as the reflective encoder
// reports a NaN field. (encoding/json on Go 1.27's default build words it
// differently; classic's message is compared.)
func TestEncodeNaN(t *testing.T) {
	nan := math.NaN()
	c := wiretypes.NewCustomer()
	c.Subscriptions.Data[1].ApplicationFeePercent = &nan
	_, err := json.Marshal(&c)
	var uve *json.UnsupportedValueError
	var me *json.MarshalerError
	if !errors.As(err, &uve) || errors.As(err, &me) || err.Error() != "json: unsupported value: NaN" {
		t.Errorf("got %v (%T), want encoding/json's *UnsupportedValueError for NaN, not wrapped", err, err)
	}
	std := types.NewCustomer()
	std.Subscriptions.Data[1].ApplicationFeePercent = &nan
	if d := jsontest.Ref.Same(t, "Marshal of a Customer with a NaN",
		func() string {
			_, err := stdjson.Marshal(&std)
			return jsontest.CanonError(err)
		},
		func() string { return jsontest.CanonError(err) }); d != "" {
		t.Error(d)
	}
}

// TestCheckWire runs json.CheckWire on the fixed values and random ones.
func TestCheckWire(t *testing.T) {
	log, cust := wiretypes.NewAccessLog(), wiretypes.NewCustomer()
	values := []any{&log, &cust, &log.HTTP, &log.Origin, &cust.Cards, &cust.Cards.Data[0],
		&cust.Subscriptions, &cust.Subscriptions.Data[0], &cust.Subscriptions.Data[0].Plan, cust.Discount,
		&cust.Discount.Coupon, new(wiretypes.Customer), new(wiretypes.AccessLog)}
	r := testRand(t, 2)
	for range 10 {
		c := new(wiretypes.Customer)
		fillRandom(r, reflect.ValueOf(c).Elem(), false)
		values = append(values, c)
	}
	for _, v := range values {
		if err := json.CheckWire(v); err != nil {
			t.Error(err)
		}
	}
}

// decodeModes are the ways of decoding compared, each into a fresh value
// and into one holding a random value.
var decodeModes = []string{"Unmarshal", "Decoder/UseNumber", "Decoder/DisallowUnknownFields"}

// decode decodes data in mode with encoding/json or zerojson into dst and
// returns the error, printed with every field of a type error.
func decode(mode string, data []byte, dst any, std bool) string {
	var err error
	switch {
	case mode == "Unmarshal" && std:
		err = stdjson.Unmarshal(data, dst)
	case mode == "Unmarshal":
		err = json.Unmarshal(data, dst)
	case std:
		dec := stdjson.NewDecoder(bytes.NewReader(data))
		if mode == "Decoder/UseNumber" {
			dec.UseNumber()
		} else {
			dec.DisallowUnknownFields()
		}
		err = dec.Decode(dst)
	default:
		dec := json.NewDecoder(bytes.NewReader(data))
		if mode == "Decoder/UseNumber" {
			dec.UseNumber()
		} else {
			dec.DisallowUnknownFields()
		}
		err = dec.Decode(dst)
	}
	return canonError(err)
}

// canonError prints err with the fields of a type or syntax error (both
// packages return encoding/json's types).
func canonError(err error) string {
	var s string
	switch e := err.(type) {
	case nil:
		return "<nil>"
	case *stdjson.UnmarshalTypeError:
		s = fmt.Sprintf("UnmarshalTypeError{Value: %q, Type: %v, Offset: %d, Struct: %q, Field: %q}", e.Value, e.Type, e.Offset, e.Struct, e.Field)
	case *stdjson.SyntaxError:
		s = fmt.Sprintf("SyntaxError{Offset: %d}", e.Offset)
	default:
		s = "error"
	}
	s += " " + strconv.Quote(err.Error())
	s = strings.ReplaceAll(s, "wiretypes.", "types.")
	return strings.ReplaceAll(s, "wireOuter", "stdOuter")
}

// checkDecode decodes data into tw's types with both packages in every
// mode, into fresh values and into copies of prior (a pointer to a value
// of tw.std, or nil), and compares the errors and the values.
func checkDecode(t *testing.T, tw twin, data []byte, prior any) bool {
	t.Helper()
	starts := []any{nil}
	if prior != nil {
		starts = append(starts, prior)
	}
	for _, mode := range decodeModes {
		for _, start := range starts {
			newDst := func(t reflect.Type) any {
				if start != nil {
					return converted(t, start)
				}
				return reflect.New(t).Interface()
			}
			// The error, and the value decoded, in tw.std's type.
			if d := jsontest.Ref.Same(t, fmt.Sprintf("%s %s %+q into %s", tw.name, mode, data, jsontest.CanonValue(start, nil)),
				func() string {
					dst := newDst(tw.std)
					err := decode(mode, data, dst, true)
					return "err: " + strconv.QuoteToASCII(err) + "\ndst: " + jsontest.CanonValue(dst, nil) + "\n"
				},
				func() string {
					dst := newDst(tw.ours)
					err := decode(mode, data, dst, false)
					return "err: " + strconv.QuoteToASCII(err) + "\ndst: " + jsontest.CanonValue(converted(tw.std, dst), nil) + "\n"
				}); d != "" {
				t.Errorf("%s %s (prior %v) of %s:\n%s", tw.name, mode, start != nil, jsontest.Quote(data), d)
				return false
			}
		}
	}
	return true
}

// TestDecodeFixed decodes the benchmarks' documents and a few in which
// each kind of error happens at a known place.
func TestDecodeFixed(t *testing.T) {
	logDoc, _ := json.Marshal(types.NewAccessLog())
	custDoc, _ := json.Marshal(types.NewCustomer())
	log, cust := types.NewAccessLog(), types.NewCustomer()
	for _, c := range []struct {
		tw   twin
		doc  string
		prev any
	}{
		{twins[0], string(logDoc), &log},
		{twins[1], string(custDoc), &cust},
		{twins[2], `{"log":` + string(logDoc) + `,"logs":[` + string(logDoc) + `,{}],"cust":` + string(custDoc) + `,"by_id":{"x":` + string(custDoc) + `}}`, nil},
		{twins[0], `{"http":{"status":"200","hostStatus":4294967296,"upStatus":-1},"zoneId":1.5,"origin":[1]}`, &log},
		{twins[0], `{"HTTP":{"STATUS":1,"Method":2},"Origin":"x","RayID":null,"zonePlan":1e3,"unknown":{"a":[]}}`, &log},
		{twins[1], `{"cards":{"data":[{"exp_month":"x","name":5},"card",null,{"name":null}]},"subscriptions":{"data":{}}}`, &cust},
		{twins[1], `{"metadata":{"a":1,"b":null,"c":"d"},"discount":{"coupon":{"percent_off":true,"duration_in_months":1e400}}}`, &cust},
		{twins[1], `{"discount":7,"subscriptions":{"data":[{"plan":{"metadata":[],"trial_period_days":"1"},"application_fee_percent":1e999}]}}`, &cust},
		{twins[2], `{"log":{"http":{"status":true}},"logs":[{"origin":{"port":-5}}],"cust":{"cards":{"data":[{"exp_year":{}}]}},"by_id":{"k":{"discount":{"end":"x"}}},"count":300}`, nil},
		{twins[2], `{"by_id":{"k":null},"cust":null,"logs":null,"log":null}`, nil},
		{twins[1], `{"cards":{"data":[]},"subscriptions":{"data":null}}`, &cust},
		{twins[1], `{"cards":{"data":[{"name":null,"address_zip":null}]},"discount":null,"metadata":null}`, &cust},
		{twins[1], `{"subscriptions":{"data":[{"trial_start":null,"plan":{"trial_period_days":null}}]},"discount":{"end":null}}`, &cust},
		{twins[1], `{"id":"a","id":"b","ID":"c","metadata":{"x":"1"},"metadata":{"y":"2"}}`, &cust},
		{twins[1], `{"cards":{"data":[{"id":"x"}]},"cards":{"data":[{"brand":"y"},{}]}}`, &cust},
		{twins[0], `{"http":{"method":"GET"`, &log},
		{twins[0], `{"http":{"method":"GET"}}}`, &log},
		{twins[0], `[]`, &log},
		{twins[0], `null`, &log},
		{twins[0], `"log"`, nil},
	} {
		checkDecode(t, c.tw, []byte(c.doc), c.prev)
	}
}

// TestDecodeRandom decodes the encodings of random values, into fresh
// values and over other random values.
func TestDecodeRandom(t *testing.T) {
	r := testRand(t, 3)
	n := 200
	if testing.Short() {
		n = 40
	}
	for i := 0; i < n; i++ {
		tw := twins[i%len(twins)]
		v, prior := reflect.New(tw.std), reflect.New(tw.std)
		fillRandom(r, v.Elem(), false)
		fillRandom(r, prior.Elem(), true)
		doc, err := json.Marshal(v.Interface())
		if err != nil {
			t.Fatal(err)
		}
		if !checkDecode(t, tw, doc, prior.Interface()) {
			return
		}
	}
}

// TestDecodeHostile decodes documents of the records' shape in which any
// value may be of the wrong kind, out of range or null, members come in
// any order, twice, with names in other cases or escaped, or unknown, and
// some of which have a syntax error at a random place.
func TestDecodeHostile(t *testing.T) {
	r := testRand(t, 4)
	n := 500
	if testing.Short() {
		n = 100
	}
	failures := 0
	for i := 0; i < n && failures < 5; i++ {
		tw := twins[i%len(twins)]
		h := hostile{r: r, misfit: 4 + r.IntN(60)}
		doc := h.value(nil, tw.std, 0)
		if r.IntN(4) == 0 {
			doc = mutate(r, doc)
		}
		var prior any
		if r.IntN(2) == 0 {
			p := reflect.New(tw.std)
			fillRandom(r, p.Elem(), true)
			prior = p.Interface()
		}
		if !checkDecode(t, tw, doc, prior) {
			failures++
		}
	}
}

// hostile writes documents for TestDecodeHostile.
type hostile struct {
	r      *rand.Rand
	misfit int // one value in misfit is one of misfits
}

// value appends a JSON value meant for a Go value of type t, which often
// is not one that fits it, and whitespace around it.
func (h hostile) value(b []byte, t reflect.Type, depth int) []byte {
	b = space(h.r, b)
	b = h.bare(b, t, depth)
	return space(h.r, b)
}

// bare is value without the whitespace.
func (h hostile) bare(b []byte, t reflect.Type, depth int) []byte {
	r := h.r
	if r.IntN(h.misfit) == 0 || depth > 6 {
		return append(b, misfits[r.IntN(len(misfits))]...)
	}
	switch t.Kind() {
	case reflect.Pointer:
		if r.IntN(4) == 0 {
			return append(b, "null"...)
		}
		return h.bare(b, t.Elem(), depth)
	case reflect.Struct:
		fields := reflect.VisibleFields(t)
		order := r.Perm(len(fields))
		if r.IntN(2) == 0 {
			slices.Sort(order) // mostly in order, as the methods expect
		}
		b = append(b, '{')
		first := true
		member := func(name string, ft reflect.Type) {
			if !first {
				b = append(b, ',')
			}
			first = false
			b = space(r, b)
			b = memberName(r, b, name)
			b = space(r, b)
			b = append(b, ':')
			b = h.value(b, ft, depth+1)
		}
		for _, i := range order {
			f := fields[i]
			if r.IntN(10) == 0 {
				continue
			}
			name, _, _ := strings.Cut(f.Tag.Get("json"), ",")
			member(name, f.Type)
			if r.IntN(15) == 0 {
				member(name, f.Type) // again
			}
			if r.IntN(20) == 0 {
				member("unknown_"+name, reflect.TypeFor[any]())
			}
		}
		return append(b, '}')
	case reflect.Slice:
		b = append(b, '[')
		for i := range r.IntN(4) {
			if i > 0 {
				b = append(b, ',')
			}
			b = h.value(b, t.Elem(), depth+1)
		}
		return append(b, ']')
	case reflect.Map:
		b = append(b, '{')
		for i := range r.IntN(4) {
			if i > 0 {
				b = append(b, ',')
			}
			if r.IntN(3) == 0 {
				b = append(b, `"k"`...) // a key that repeats
			} else {
				b = appendJSONString(r, b)
			}
			b = append(b, ':')
			b = h.value(b, t.Elem(), depth+1)
		}
		return append(b, '}')
	case reflect.String:
		return appendJSONString(r, b)
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		return strconv.AppendInt(b, randomInt(r, t.Bits()), 10)
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		return strconv.AppendUint(b, randomUint(r, t.Bits()), 10)
	case reflect.Float64:
		return strconv.AppendFloat(b, randomFloat(r), "gef"[r.IntN(3)], -1, 64)
	case reflect.Bool:
		return strconv.AppendBool(b, r.IntN(2) == 0)
	case reflect.Interface:
		return append(b, misfits[r.IntN(len(misfits))]...)
	}
	panic("hostile: unexpected kind " + t.Kind().String())
}

// misfits are values of every kind, and numbers out of the records'
// ranges.
var misfits = []string{
	`null`, `true`, `false`, `""`, `"str"`, `"\u00e9\ud83d\ude00"`, `"123"`, `{}`, `{"a":1,"b":[null]}`, `[]`, `[1,"x",{}]`,
	`0`, `-0`, `-1`, `1.5`, `1e3`, `1E+2`, `2.0`, `1e400`, `-1e400`, `4294967296`, `-2147483649`,
	`9223372036854775807`, `9223372036854775808`, `-9223372036854775809`, `18446744073709551616`,
	`123456789012345678901234567890`, `0.000001`, `5e-324`, `128`, `-129`, `300`,
}

// memberName appends name quoted, sometimes in another case (with the
// Kelvin sign and the long s, which fold to k and s), with escapes, or
// both.
func memberName(r *rand.Rand, b []byte, name string) []byte {
	if r.IntN(6) == 0 {
		var sb strings.Builder
		for _, c := range name {
			switch {
			case (c == 'k' || c == 'K') && r.IntN(2) == 0:
				sb.WriteRune('\u212a')
			case (c == 's' || c == 'S') && r.IntN(3) == 0:
				sb.WriteRune('\u017f')
			case 'a' <= c && c <= 'z' && r.IntN(2) == 0:
				sb.WriteRune(c - 'a' + 'A')
			default:
				sb.WriteRune(c)
			}
		}
		name = sb.String()
	}
	if r.IntN(8) == 0 {
		b = append(b, '"')
		for _, c := range name {
			if r.IntN(3) == 0 {
				b = fmt.Appendf(b, `\u%04x`, c)
			} else {
				b = utf8.AppendRune(b, c)
			}
		}
		return append(b, '"')
	}
	return strconv.AppendQuote(b, name)
}

// appendJSONString appends a JSON string with escapes of every form,
// surrogates paired and not, and invalid UTF-8.
func appendJSONString(r *rand.Rand, b []byte) []byte {
	b = append(b, '"')
	for range r.IntN(10) {
		switch r.IntN(8) {
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

// space appends whitespace, sometimes.
func space(r *rand.Rand, b []byte) []byte {
	for r.IntN(6) == 0 {
		b = append(b, " \t\r\n"[r.IntN(4)])
	}
	return b
}

// mutate makes a small random change to a copy of doc, which often makes
// it malformed: a byte flipped, removed, doubled or replaced by a JSON
// delimiter, or the document cut short.
func mutate(r *rand.Rand, doc []byte) []byte {
	b := slices.Clone(doc)
	i := r.IntN(len(b))
	switch r.IntN(5) {
	case 0:
		b[i] ^= 1 << r.IntN(8)
	case 1:
		b = slices.Delete(b, i, i+1)
	case 2:
		b = slices.Insert(b, i, b[i])
	case 3:
		b = b[:i]
	default:
		const delims = "{[]}\":,\\ 0e-n"
		b[i] = delims[r.IntN(len(delims))]
	}
	return b
}

// TestUserReader: the methods also read with a Reader of the caller's,
// outside package json, where json.ReportError and json.UnmarshalWire
// return the type errors they record: a document decodes to encoding/json's
// value, the first type error is encoding/json's first one (and ends the
// decoding), and a syntax error is the Reader's, with encoding/json's text.
func TestUserReader(t *testing.T) {
	want := types.NewCustomer()
	doc, _ := json.Marshal(want)
	var c wiretypes.Customer
	r := wire.NewReader(doc)
	if err := c.UnmarshalJSONWire(r); err != nil || r.Finish() != nil {
		t.Fatalf("UnmarshalJSONWire: %v; Finish: %v", err, r.Finish())
	}
	if got := converted(twins[1].std, &c); !reflect.DeepEqual(got, &want) {
		t.Errorf("got %+v\nwant %+v", got, &want)
	}
	for _, doc := range []string{
		`{"cards":{"data":[{"exp_month":"x"}]},"created":"y"}`,
		`{"discount":{"coupon":5}}`,
		`{"metadata":{"a":1}}`,
		`{"subscriptions":{"data":[{},{"plan":{"trial_period_days":1e3}}]}}`,
		`{"created":01}`,
		`{"created":-}`,
		`{"account_balance":1.}`,
		`{"cards":x}`,
		`{"discount":{"end":-x}}`,
		`{"delinquent":tru}`,
		`{"created":1,}`,
	} {
		r := wire.NewReader([]byte(doc))
		err := new(wiretypes.Customer).UnmarshalJSONWire(r)
		if err == nil {
			err = r.Finish()
		}
		if d := jsontest.Ref.Same(t, "Reader "+doc,
			func() string { return "err: " + canonError(stdjson.Unmarshal([]byte(doc), new(types.Customer))) + "\n" },
			func() string { return "err: " + canonError(err) + "\n" }); d != "" {
			t.Errorf("%s:\n%s", doc, d)
		}
	}
}
