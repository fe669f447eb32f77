package json_test

// Regression tests for defined pointer types (type P *T), compared with
// encoding/json in every entry point and wrapping of the differential
// tables. Decoding through P, encoding/json never looks at the methods of T
// or *T, because P has none: T is decoded by its kind. Encoding through P,
// it does use them, because the value P points to is addressable. The
// types are declared in internal/randtypes (named.go), where the random
// generator takes them from.

import (
	stdjson "encoding/json"
	"testing"
	"time"

	"github.com/zerojson/json"
	"github.com/zerojson/json/internal/jsontest"
	"github.com/zerojson/json/internal/randtypes"
)

// pointerTo is a defined pointer type for any T; its instantiations with
// each library's own Number or RawMessage make pairs of destinations.
type pointerTo[T any] *T

// checkDecodeCases runs the cases with a decodeReporter of t.
func checkDecodeCases(t *testing.T, cases []decodeCase) {
	t.Helper()
	r := &decodeReporter{t: t}
	for _, tc := range cases {
		r.check(tc)
	}
	r.done()
}

// TestUnmarshalDefinedPointerSkipsPromotedMethods guards against calling
// UnmarshalJSON or UnmarshalText promoted from an embedded field into *T
// when decoding through P: with the embedded pointer nil, that call
// dereferenced it and panicked, and otherwise it took input that
// encoding/json decodes into T's fields or reports as a type error.
func TestUnmarshalDefinedPointerSkipsPromotedMethods(t *testing.T) {
	name := jsontest.Name
	withU := prefilled(func() randtypes.PNilEmbed { return &randtypes.NilEmbed{NilU: &randtypes.NilU{U: 7}, A: 1} })
	checkDecodeCases(t, []decodeCase{
		{CaseName: name("nil embedded *U, unknown key"), in: `{"":""}`, new: into[randtypes.PNilEmbed]},
		{CaseName: name("nil embedded *U, its field"), in: `{"U":1,"A":2}`, new: into[randtypes.PNilEmbed]},
		{CaseName: name("set embedded *U, its field"), in: `{"U":1}`, new: withU},
		{CaseName: name("embedded *U, a string"), in: `"x"`, new: withU},
		{CaseName: name("embedded *U, null"), in: `null`, new: withU},
		{CaseName: name("embedded *U, DisallowUnknownFields"), in: `{"":""}`, new: into[randtypes.PNilEmbed],
			opts: decodeOptions{disallowUnknown: true}},
		{CaseName: name("embedded UnmarshalJSON, a number"), in: `2`, new: into[randtypes.PPtrJSONEmbed]},
		{CaseName: name("embedded UnmarshalJSON, a refused bool"), in: `true`, new: into[randtypes.PPtrJSONEmbed]},
		{CaseName: name("embedded UnmarshalJSON, fields"), in: `{"N":3,"B":"b"}`, new: into[randtypes.PPtrJSONEmbed]},
		{CaseName: name("embedded UnmarshalText, a string"), in: `"s"`, new: into[randtypes.PPtrTextEmbed]},
		{CaseName: name("embedded UnmarshalText, fields"), in: `{"S":"s","C":1}`, new: into[randtypes.PPtrTextEmbed]},
		{CaseName: name("embedded UnmarshalText, null"), in: `null`,
			new: prefilled(func() randtypes.PPtrTextEmbed {
				return &randtypes.PtrTextEmbed{PtrTextInner: randtypes.PtrTextInner{S: "s"}, C: 1}
			})},
	})
}

// TestUnmarshalDefinedPointerSkipsNativeTypes guards against decoding a
// time.Time, a struct embedding one, a RawMessage or a Number as such
// through P: encoding/json decodes them by their kind (a struct without
// exported fields, a byte slice, a string).
func TestUnmarshalDefinedPointerSkipsNativeTypes(t *testing.T) {
	name := jsontest.Name
	checkDecodeCases(t, []decodeCase{
		{CaseName: name("embedded time, bad time"), in: `"0001-01-01T0:00:00Z"`, new: into[randtypes.PTimeEmbed]},
		{CaseName: name("embedded time, good time"), in: `"2020-01-01T00:00:00Z"`, new: into[randtypes.PTimeEmbed]},
		{CaseName: name("embedded time, empty string"), in: `""`, new: into[randtypes.PTimeEmbed]},
		{CaseName: name("embedded time, number"), in: `1`, new: into[randtypes.PTimeEmbed]},
		{CaseName: name("embedded time, its field"), in: `{"N":1}`, new: into[randtypes.PTimeEmbed]},
		{CaseName: name("time, string"), in: `"2020-01-01T00:00:00Z"`, new: into[randtypes.PTime]},
		{CaseName: name("time, object"), in: `{"wall":1}`, new: into[randtypes.PTime]},
		{CaseName: name("time, null"), in: `null`,
			new: prefilled(func() randtypes.PTime { t := timeIn("2001-01-01T00:00:00Z"); return &t })},
		{CaseName: name("std RawMessage, base64"), in: `"AQID"`, new: into[randtypes.PRawMessage]},
		{CaseName: name("std RawMessage, bad base64"), in: `"!"`, new: into[randtypes.PRawMessage]},
		{CaseName: name("std RawMessage, array"), in: `[1,2]`, new: into[randtypes.PRawMessage]},
		{CaseName: name("std RawMessage, object"), in: `{"a":1}`, new: into[randtypes.PRawMessage]},
		{CaseName: name("std Number, string"), in: `"12"`, new: into[randtypes.PNumber]},
		{CaseName: name("std Number, bad string"), in: `"x"`, new: into[randtypes.PNumber]},
		{CaseName: name("std Number, bool"), in: `true`, new: into[randtypes.PNumber]},
		{CaseName: name("RawMessage pair, base64"), in: `"AQID"`,
			new: into[pointerTo[json.RawMessage]], newStd: into[pointerTo[stdjson.RawMessage]]},
		{CaseName: name("RawMessage pair, object"), in: `{"a":[1]}`,
			new: into[pointerTo[json.RawMessage]], newStd: into[pointerTo[stdjson.RawMessage]]},
		{CaseName: name("Number pair, number"), in: `1.5`,
			new: into[pointerTo[json.Number]], newStd: into[pointerTo[stdjson.Number]]},
		{CaseName: name("Number pair, bad string"), in: `"1."`,
			new: into[pointerTo[json.Number]], newStd: into[pointerTo[stdjson.Number]]},
	})
}

// TestUnmarshalDefinedPointerSkipsOwnMethods guards against calling the
// UnmarshalJSON or UnmarshalText of *T, or of T, through P; the methods of
// what T holds (map values, slice elements, an interface's pointer) still
// count.
func TestUnmarshalDefinedPointerSkipsOwnMethods(t *testing.T) {
	name := jsontest.Name
	checkDecodeCases(t, []decodeCase{
		{CaseName: name("UnmarshalText on *T, text"), in: `"n5"`, new: into[randtypes.PTextInt]},
		{CaseName: name("UnmarshalText on *T, number"), in: `5`, new: into[randtypes.PTextInt]},
		{CaseName: name("UnmarshalJSON on *T, object"), in: `{"len":1}`, new: into[randtypes.PJSONStr]},
		{CaseName: name("UnmarshalJSON on *T, string"), in: `"s"`, new: into[randtypes.PJSONStr]},
		{CaseName: name("UnmarshalJSON on *T, struct"), in: `[1]`, new: into[randtypes.PPtrJSONInner]},
		{CaseName: name("UnmarshalJSON on T, refused string"), in: `"s"`, new: into[randtypes.PValJSON]},
		{CaseName: name("UnmarshalJSON on T, fields"), in: `{"N":1}`, new: into[randtypes.PValJSON]},
		{CaseName: name("AppendText and MarshalText only"), in: `"a5"`, new: into[randtypes.PAppendTextInt]},
		{CaseName: name("named map of text values"), in: `{"a":"n1","b":"x"}`, new: into[randtypes.PNamedMap]},
		{CaseName: name("map of defined pointers"), in: `{"a":"n1","b":2}`, new: into[randtypes.PMap]},
		{CaseName: name("slice of text values"), in: `["n1",2]`, new: into[randtypes.PSlice]},
		{CaseName: name("named slice of defined pointers"), in: `["2020-01-01T00:00:00Z",{"N":1},null]`, new: into[randtypes.PNamedSlice]},
		{CaseName: name("any"), in: `{"a":[1]}`, new: into[randtypes.PAny]},
		{CaseName: name("named interface, empty"), in: `[1]`, new: into[randtypes.PNamedIface]},
		{CaseName: name("named interface holding a pointer with UnmarshalJSON"), in: `[1]`,
			new: prefilled(func() randtypes.PNamedIface { var i randtypes.NamedIface = &randtypes.PtrJSONInner{}; return &i })},
		{CaseName: name("named interface holding a nil pointer"), in: `[1]`,
			new: prefilled(func() randtypes.PNamedIface { var i randtypes.NamedIface = (*randtypes.NilU)(nil); return &i })},
	})
}

// TestUnmarshalDefinedPointerToPointerKeepsMethods guards the other side
// of the rule: behind P, an unnamed pointer type's methods are looked for
// as at every level, and a defined pointer to a defined pointer has none at
// either level.
func TestUnmarshalDefinedPointerToPointerKeepsMethods(t *testing.T) {
	name := jsontest.Name
	full := prefilled(func() randtypes.PPtrPtr {
		p := &randtypes.PtrJSONEmbed{PtrJSONInner: randtypes.PtrJSONInner{N: 4}, B: "b"}
		return &p
	})
	checkDecodeCases(t, []decodeCase{
		{CaseName: name("pointer to pointer, number"), in: `2`, new: into[randtypes.PPtrPtr]},
		{CaseName: name("pointer to pointer, refused bool"), in: `false`, new: full},
		{CaseName: name("pointer to pointer, object"), in: `{"N":3,"B":"c"}`, new: full},
		{CaseName: name("pointer to pointer, null"), in: `null`, new: full},
		{CaseName: name("defined pointer to defined pointer, text"), in: `"n5"`, new: into[randtypes.PPTextInt]},
		{CaseName: name("defined pointer to defined pointer, number"), in: `5`, new: into[randtypes.PPTextInt]},
		{CaseName: name("defined pointer to defined pointer, null"), in: `null`,
			new: prefilled(func() randtypes.PPTextInt { n := randtypes.TextInt(3); p := randtypes.PTextInt(&n); return &p })},
	})
}

// TestUnmarshalDefinedPointerOptionsAndKeys decodes defined pointers in
// struct fields with options (",string" never applies to them) and as map
// keys and values: a defined pointer is no key type, having no
// UnmarshalText, while its pointed-to type may be.
func TestUnmarshalDefinedPointerOptionsAndKeys(t *testing.T) {
	name := jsontest.Name
	checkDecodeCases(t, []decodeCase{
		{CaseName: name("fields, issue's time"), in: `{"b":"2020-01-01T00:00:00Z"}`, new: into[randtypes.PHolder]},
		{CaseName: name("fields, ,string numbers unquoted"), in: `{"c":5,"e":7,"f":3}`, new: into[randtypes.PHolder]},
		{CaseName: name("fields, ,string numbers quoted"), in: `{"c":"5","e":"7","f":"3"}`, new: into[randtypes.PHolder]},
		{CaseName: name("fields, all"), in: `{"a":{"":""},"b":{"N":2},"c":"n1","d":2,"g":{"N":42},"H":{"S":"x"}}`, new: into[randtypes.PHolder]},
		{CaseName: name("defined pointer key"), in: `{"n1":1}`, new: into[map[randtypes.PTextInt]int]},
		{CaseName: name("defined pointer key, empty object"), in: `{}`, new: into[map[randtypes.PTextInt]int]},
		{CaseName: name("unnamed pointer key"), in: `{"n1":1}`, new: into[map[*randtypes.TextInt]int]},
		{CaseName: name("text key, defined pointer value"), in: `{"n1":2,"n3":"n4"}`, new: into[map[randtypes.TextInt]randtypes.PTextInt]},
		{CaseName: name("named string key, defined pointer value"), in: `{"k":{"U":1},"l":null}`, new: into[randtypes.NamedPtrMap]},
	})
}

// TestUnmarshalDefinedPointerArgument passes Unmarshal a P itself, and an
// interface holding one, rather than a pointer to a P.
func TestUnmarshalDefinedPointerArgument(t *testing.T) {
	name := jsontest.Name
	checkDecodeCases(t, []decodeCase{
		{CaseName: name("P to a struct embedding *U"), in: `{"":""}`, new: func() any { return randtypes.PNilEmbed(new(randtypes.NilEmbed)) }, asIs: true},
		{CaseName: name("P to a struct embedding time"), in: `"2020-01-01T00:00:00Z"`, new: func() any { return randtypes.PTimeEmbed(new(randtypes.TimeEmbed)) }, asIs: true},
		{CaseName: name("P to a text int"), in: `"n5"`, new: func() any { return randtypes.PTextInt(new(randtypes.TextInt)) }, asIs: true},
		{CaseName: name("P to a text int, null"), in: `null`, new: func() any { return randtypes.PTextInt(new(randtypes.TextInt)) }, asIs: true},
		{CaseName: name("P to a pointer"), in: `2`, new: func() any { return randtypes.PPtrPtr(new(*randtypes.PtrJSONEmbed)) }, asIs: true},
		{CaseName: name("*any holding P"), in: `"n5"`, new: func() any { return anyPtr(randtypes.PTextInt(new(randtypes.TextInt))) }, asIs: true},
	})
}

// TestMarshalDefinedPointerNativeErrorType guards the type a failing
// time.Time or RawMessage is reported under when reached through P: the
// pointed-to type, whose MarshalJSON encoding/json calls, not P.
func TestMarshalDefinedPointerNativeErrorType(t *testing.T) {
	name := jsontest.Name
	year10000 := time.Date(10000, 1, 1, 0, 0, 0, 0, time.UTC)
	bad := stdjson.RawMessage(`{`)
	ourBad := json.RawMessage(`{`)
	r := &reporter{t: t}
	for _, tc := range []encodeCase{
		{CaseName: name("time"), v: randtypes.PTime(&year10000)},
		{CaseName: name("time, nil"), v: randtypes.PTime(nil)},
		{CaseName: name("time in a struct"), v: randtypes.PHolder{B: &randtypes.TimeEmbed{Time: year10000}}},
		{CaseName: name("std RawMessage"), v: randtypes.PRawMessage(&bad)},
		{CaseName: name("std RawMessage, nil slice"), v: randtypes.PRawMessage(new(stdjson.RawMessage))},
		{CaseName: name("std RawMessage, slice of them"), v: []randtypes.PRawMessage{nil, &bad}},
	} {
		r.checkCase(tc)
	}
	for _, tc := range []pairCase{
		{name("RawMessage pair"), pointerTo[json.RawMessage](&ourBad), pointerTo[stdjson.RawMessage](&bad)},
		{name("RawMessage pair, nil slice"), pointerTo[json.RawMessage](new(json.RawMessage)), pointerTo[stdjson.RawMessage](new(stdjson.RawMessage))},
	} {
		r.checkPair(tc)
	}
	r.done()
}

// TestMarshalThroughDefinedPointer encodes defined pointers in every
// position with every kind of marshalling method: through P,
// encoding/json calls the methods of T and, the value being addressable,
// of *T (zerojson's MarshalAppendJSON and AppendText included, which must
// agree with MarshalJSON and MarshalText); a defined pointer is no map key,
// and omitempty and omitzero only test it for nil.
func TestMarshalThroughDefinedPointer(t *testing.T) {
	name := jsontest.Name
	n := randtypes.TextInt(5)
	pn := randtypes.PTextInt(&n)
	a := randtypes.AppendTextInt(6)
	holder := randtypes.PHolder{
		A: &randtypes.NilEmbed{A: 1},
		B: &randtypes.TimeEmbed{Time: time.Date(2020, 1, 1, 0, 0, 0, 0, time.UTC), N: 2},
		C: &n,
		D: &randtypes.PtrJSONEmbed{PtrJSONInner: randtypes.PtrJSONInner{N: 3}, B: "d"},
		E: &pn,
		F: new(int),
		G: &randtypes.PointerZeroer{N: 42},
		H: &randtypes.AppendText{S: "h"},
	}
	r := &reporter{t: t}
	for _, tc := range []encodeCase{
		{CaseName: name("nil embedded *U"), v: randtypes.PNilEmbed(&randtypes.NilEmbed{A: 1})},
		{CaseName: name("set embedded *U"), v: randtypes.PNilEmbed(&randtypes.NilEmbed{NilU: &randtypes.NilU{U: 2}})},
		{CaseName: name("nil"), v: randtypes.PNilEmbed(nil)},
		{CaseName: name("embedded time"), v: randtypes.PTimeEmbed(holder.B)},
		{CaseName: name("embedded pointer-receiver MarshalJSON"), v: randtypes.PPtrJSONEmbed(holder.D)},
		{CaseName: name("embedded pointer-receiver MarshalText"), v: randtypes.PPtrTextEmbed(&randtypes.PtrTextEmbed{PtrTextInner: randtypes.PtrTextInner{S: "<t>"}, C: 1})},
		{CaseName: name("value MarshalText"), v: pn},
		{CaseName: name("value MarshalJSON"), v: randtypes.PJSONStr(ptrTo(randtypes.JSONStr("abc")))},
		{CaseName: name("value MarshalJSON of a struct"), v: randtypes.PValJSON(&randtypes.ValJSON{N: 4})},
		{CaseName: name("value MarshalText of a struct"), v: randtypes.PValueText(&randtypes.ValueText{N: 5})},
		{CaseName: name("pointer to pointer"), v: randtypes.PPtrPtr(ptrTo((*randtypes.PtrJSONEmbed)(holder.D)))},
		{CaseName: name("defined pointer to defined pointer"), v: randtypes.PPTextInt(&pn)},
		{CaseName: name("slice"), v: randtypes.PSlice(&[]randtypes.TextInt{1, 2})},
		{CaseName: name("map of defined pointers"), v: randtypes.PMap(&map[string]randtypes.PTextInt{"a": pn, "b": nil})},
		{CaseName: name("MarshalAppendJSON on *T"), v: randtypes.PAppendBothPtr(&randtypes.AppendBothPtr{N: 7})},
		{CaseName: name("MarshalAppendJSON and MarshalText on T"), v: randtypes.PAppendText(&randtypes.AppendText{S: "x"})},
		{CaseName: name("AppendText on *T"), v: randtypes.PAppendTextInt(&a)},
		{CaseName: name("AppendText on *T, in a slice"), v: []randtypes.PAppendTextInt{&a, nil}},
		{CaseName: name("IsZero on *T, in a slice"), v: []randtypes.PPointerZeroer{&randtypes.PointerZeroer{N: 42}}},
		{CaseName: name("fields with options"), v: holder},
		{CaseName: name("fields with options, nil"), v: randtypes.PHolder{}},
		{CaseName: name("text key, defined pointer value"), v: map[randtypes.TextInt]randtypes.PTextInt{1: pn, 2: nil}},
		{CaseName: name("defined pointer key"), v: map[randtypes.PTextInt]int{pn: 1}},
		{CaseName: name("defined pointer key, nil map"), v: map[randtypes.PTextInt]int(nil)},
		{CaseName: name("array"), v: [2]randtypes.PTextInt{pn, nil}},
		{CaseName: name("named array"), v: randtypes.NamedArray{holder.D, nil}},
		{CaseName: name("in any"), v: []any{pn, randtypes.PNilEmbed(nil), holder.A}},
	} {
		r.checkCase(tc)
	}
	r.checkPair(pairCase{name("MarshalAppendJSON only, on *T"),
		pointerTo[appendRawPtr](&appendRawPtr{`{"a":"<b>"}`}), pointerTo[jsonRawPtr](&jsonRawPtr{`{"a":"<b>"}`})})
	r.done()
}
