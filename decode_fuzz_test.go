package json_test

// Fuzz targets for decoding, both comparing with encoding/json rather than
// only looking for panics. (Valid is fuzzed against encoding/json's in
// internal/jsonwire, FuzzValid, and FuzzUnmarshalVsStd compares the
// exported Valid on every input too.)

import (
	stdjson "encoding/json"
	"fmt"
	"hash/fnv"
	"math/rand/v2"
	"reflect"
	"strconv"
	"testing"
	"time"

	"github.com/zerojson/json"
	"github.com/zerojson/json/internal/jsontest"
	"github.com/zerojson/json/internal/randtypes"
)

// decodeFuzzSeeds start both fuzz targets; with testdata/fuzz they also run
// as ordinary tests.
var decodeFuzzSeeds = []string{
	``,
	`null`,
	`true`,
	`-0`,
	`1e400`,
	`"\ud800\u00e9\"\\"`,
	"\"\xff\xfe\"",
	`[1,"a",null,true,{"b":[]},-1.5e-7]`,
	`{"A":1,"B":"x","C":true,"D":2.5,"X":3,"Y":4,"Name":"n"}`,
	`{"a":300,"b":"s","c":1,"f":1e39,"F32":1e39,"U8":-1,"i64":"12","S":["x",1],"M":{"k":{}},"MI":{"1":"a","x":"b"},"MU":{"300":{}}}`,
	`{"p":{"p":{"a":1}},"I":{"x":[1.5]},"N":"12x","R":{"raw":[1, 2]},"T":"2024-02-29T23:59:59.123+05:30","Bs":"aGVsbG8","Arr":[1,2,3]}`,
	`{"T":"not a time","Bs":"!!","str":"\"unterminated","i64":12}`,
	`{"A":1,"a":2,"A":3,"ǅ":4,"\u212a":5,"\u017f":6}`,
	`{"Inner":{"N":1,"L":[1,2],"M":{"a":1},"Ptr":{"F":1.5}},"List":[{"A":1}],"Map":{"k":{"B":"x"}},"Any":[{}]}`,
	`{"I":"-5","U":"200","F":"1.5e2","B":"true","S":"\"q\"","P":"7","PP":"null","N":"12.5","A":"x"}`,
	`{"PJ":[1],"VJ":2,"PT":"t","VT":"v","PPJ":{},"PPT":"p","Both":"b","Null":null,"PN":null,"TS":"ts","TI":"n3","SJ":[],"MT":"m","IJ":5,"IT":"it"}`,
	`{"B":1,"R":2,"X":{},"In":"x"}`,
	dDocument,
	`{"a":1,"J":"ab","deep":{"level":"fail","n":[1]},"Arr":["p"],"e":"type","a":2,"deep":{"n":[3]},"t":"f\u0061il"}`,
	`{"2020-01-02T03:04:05Z":1,"-1":2,"a:b":3}`,
	`[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]`,
	`{"a":[{"b":[{"c":[{"d":null}]}]}]}`,
	`{"A":1 "B":2}`,
	`[1,2`,
	`{"A":"x"}garbage`,
	" \t\n{\"A\" :\r\n 1 } \n",
}

// fuzzDecodeTarget is one destination type of FuzzUnmarshalVsStd.
type fuzzDecodeTarget struct {
	name      string
	new, std  func() any // std nil: the same type for both
	opts      decodeOptions
	prefilled bool // fill the destination with values derived from the input
}

func fuzzDecodeTargets() []fuzzDecodeTarget {
	return []fuzzDecodeTarget{
		{name: "any", new: into[any]},
		{name: "any UseNumber", new: into[any], opts: decodeOptions{useNumber: true}},
		{name: "map[string]any", new: into[map[string]any], prefilled: true},
		{name: "[]any", new: into[[]any], prefilled: true},
		{name: "std RawMessage", new: into[stdjson.RawMessage]},
		{name: "RawMessage pair", new: into[json.RawMessage], std: into[stdjson.RawMessage]},
		{name: "fuzzTarget", new: into[fuzzTarget]},
		{name: "fuzzTarget pre-filled", new: into[fuzzTarget], prefilled: true},
		{name: "[]fuzzTarget", new: into[[]fuzzTarget], prefilled: true},
		{name: "map[string]*fuzzTarget", new: into[map[string]*fuzzTarget], prefilled: true},
		{name: "dPlain DisallowUnknownFields", new: into[dPlain], opts: decodeOptions{disallowUnknown: true}, prefilled: true},
		{name: "dNested", new: into[dNested], prefilled: true},
		{name: "dAllKinds", new: into[dAllKinds]},
		{name: "dString", new: into[dString], prefilled: true},
		{name: "dMethods", new: into[dMethods], prefilled: true},
		{name: "dDoc", new: into[dDoc], prefilled: true},
		{name: "dTimes", new: into[dTimes]},
		{name: "dEmbOuter", new: into[dEmbOuter], prefilled: true},
		{name: "dEmbUnexportedPtr", new: into[dEmbUnexportedPtr]},
		{name: "dFold", new: into[dFold]},
		{name: "dTagged", new: into[dTagged]},
		{name: "dByteTypes", new: into[dByteTypes]},
		{name: "map[int8]string", new: into[map[int8]string], prefilled: true},
		{name: "map[uTextKey]int", new: into[map[uTextKey]int]},
		{name: "map[time.Time]int", new: into[map[time.Time]int]},
		{name: "[3]int", new: into[[3]int], prefilled: true},
		{name: "[]uint8", new: into[[]uint8], prefilled: true},
		{name: "*int", new: into[*int], prefilled: true},
		{name: "time.Time", new: into[time.Time]},
		{name: "string", new: into[string]},
		{name: "float32", new: into[float32]},
		{name: "Number pair", new: into[decodeNumberHolder[json.Number]], std: into[decodeNumberHolder[stdjson.Number]]},
		{name: "Number pair UseNumber", new: into[decodeNumberHolder[json.Number]], std: into[decodeNumberHolder[stdjson.Number]], opts: decodeOptions{useNumber: true}},
	}
}

// FuzzUnmarshalVsStd decodes arbitrary bytes into a fixed pool of types,
// fresh and pre-filled, with both libraries, and compares the errors (type,
// message, offsets), the destinations and the memory they reuse; it also
// compares Valid, and decodes into one random type of the encoding fuzz
// pool chosen by the input.
func FuzzUnmarshalVsStd(f *testing.F) {
	for _, s := range decodeFuzzSeeds {
		f.Add([]byte(s))
	}
	targets := fuzzDecodeTargets()
	jsontest.Fuzz(f, func(t *testing.T, data []byte) {
		if len(data) > 64<<10 {
			return // large inputs add time, not coverage
		}
		if d := jsontest.Ref.Same(t, fmt.Sprintf("Valid %+q", data),
			func() string { return fmt.Sprint(stdjson.Valid(data)) },
			func() string { return fmt.Sprint(json.Valid(data)) }); d != "" {
			t.Errorf("Valid(%s):\n%s", jsontest.Quote(data), d)
		}
		h := fnv.New64a()
		h.Write(data)
		sum := h.Sum64()
		types, structs := fuzzTypePool()
		for _, tg := range append(targets,
			fuzzDecodeTarget{name: "pool type", new: newOf(types[sum%uint64(len(types))]), prefilled: true},
			fuzzDecodeTarget{name: "pool struct", new: newOf(structs[(sum>>8)%uint64(len(structs))]), prefilled: true},
		) {
			newStd := tg.std
			if newStd == nil {
				newStd = tg.new
			}
			mk := []func() (any, any){func() (any, any) { return tg.new(), newStd() }}
			if tg.prefilled && tg.std == nil {
				mk = append(mk, func() (any, any) { return prefillFrom(sum, tg.new), prefillFrom(sum, tg.new) })
			}
			for _, m := range mk {
				ours, std := m()
				hasOpts := tg.opts != decodeOptions{}
				if d := checkDecode(t, data, ours, std, tg.opts, hasOpts); d != "" {
					t.Errorf("input %s into %s (%T):\n%s", jsontest.Quote(data), tg.name, std, d)
				}
			}
		}
	})
}

func newOf(t reflect.Type) func() any {
	return func() any { return reflect.New(t).Interface() }
}

// prefillFrom returns a destination from mk filled with values from a
// generator seeded with seed, drawing types only from the fuzz type pool.
func prefillFrom(seed uint64, mk func() any) any {
	g := randtypes.New(rand.NewPCG(seed, 0xf111), "F")
	g.UsePools(fuzzTypePool())
	p := reflect.ValueOf(mk())
	g.Fill(p.Elem())
	return p.Interface()
}

// FuzzRoundTrip decodes valid input with zerojson, encodes the result with
// zerojson and compares each step with encoding/json: the decoded value,
// the encoded bytes, and the value decoded from those bytes again must be
// the same as encoding/json's.
func FuzzRoundTrip(f *testing.F) {
	for _, s := range decodeFuzzSeeds {
		f.Add([]byte(s))
	}
	jsontest.Fuzz(f, func(t *testing.T, data []byte) {
		if len(data) > 64<<10 || !json.Valid(data) {
			return // FuzzUnmarshalVsStd compares Valid
		}
		for _, tg := range []struct {
			name string
			new  func() any
		}{
			{"any", into[any]},
			{"fuzzTarget", into[fuzzTarget]},
			{"[]fuzzTarget", into[[]fuzzTarget]},
			{"dNested", into[dNested]},
			{"dMethods", into[dMethods]},
			{"dTimes", into[dTimes]},
			{"map[string]stdjson.RawMessage", into[map[string]stdjson.RawMessage]},
			{"map[int8]string", into[map[int8]string]},
		} {
			if d := jsontest.Ref.Same(t, fmt.Sprintf("round trip %+q into %s", data, tg.name),
				func() string { return roundTrip(data, tg.new, stdjson.Unmarshal, stdjson.Marshal) },
				func() string { return roundTrip(data, tg.new, json.Unmarshal, json.Marshal) }); d != "" {
				t.Errorf("%s: Unmarshal, Marshal and Unmarshal again of %s:\n%s", tg.name, jsontest.Quote(data), d)
			}
		}
	})
}

// roundTrip decodes data into a new value with unmarshal, encodes it with
// marshal and decodes that again, and prints every step's result.
func roundTrip(data []byte, newValue func() any, unmarshal func([]byte, any) error, marshal func(any) ([]byte, error)) string {
	v := newValue()
	err := unmarshal(data, v)
	out := jsontest.CanonError(err)
	if err != nil {
		return out // FuzzUnmarshalVsStd compares errors
	}
	out += "decoded: " + jsontest.CanonValue(v, nil) + "\n"
	enc, err := marshal(v)
	out += "encoded: " + strconv.QuoteToASCII(string(enc)) + "\n" + jsontest.CanonError(err)
	if err != nil {
		return out
	}
	again := newValue()
	err = unmarshal(enc, again)
	return out + jsontest.CanonError(err) + "decoded again: " + jsontest.CanonValue(again, nil) + "\n"
}
