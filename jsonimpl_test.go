package json_test

import (
	stdjson "encoding/json"
	"errors"
	"fmt"
	"math/rand/v2"
	"reflect"
	"strconv"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/zerojson/json"
	"github.com/zerojson/json/internal/jsontest"
	"github.com/zerojson/json/jsonimpl"
	"github.com/zerojson/json/wire"
)

// The building blocks of generated code (package jsonimpl), held to
// encoding/json through package json, whose test helpers this file shares:
// fieldPoint registers functions made of them, in the shape cmd/jsongen
// writes, and must encode and decode as encoding/json does its twin
// plainFields, which has none.

type plainFields struct {
	Name string            `json:"name"`
	N    int8              `json:"n"`
	U    uint16            `json:"u,omitempty"`
	F    float32           `json:"f"`
	On   bool              `json:"on"`
	T    time.Time         `json:"t"`
	Text upperText         `json:"text"`
	Tags map[string]string `json:"tags"`
	Any  any               `json:"any"`
	Q    int64             `json:"q,string"`
	QS   *string           `json:"qs,string,omitempty"`
	Up   upperText         `json:"up"`
	Len  lenJSON           `json:"len"`
	Mj   markJSON          `json:"mj"`
	Pt   ptrText           `json:"pt"`
	TP   *time.Time        `json:"tp"`
	UpP  *upperText        `json:"upp"`
	LenP *lenJSON          `json:"lenp"`
	MjP  *markJSON         `json:"mjp"`
	PtP  *ptrText          `json:"ptp"`
	St   stampTime         `json:"st"`
	StP  *stampTime        `json:"stp"`
	Hx   hexText           `json:"hx"`
	HxP  *hexText          `json:"hxp"`
}

type fieldPoint plainFields

// upperText is written as text in upper case, and read as it is.
type upperText string

func (u upperText) MarshalText() ([]byte, error) { return []byte(strings.ToUpper(string(u))), nil }
func (u *upperText) UnmarshalText(b []byte) error {
	methodCalls.Add(1)
	*u = upperText(b)
	return nil
}

// lenJSON is read as the length of its JSON value; false is a type error
// and "bad" an error of its own.
type lenJSON int

func (l *lenJSON) UnmarshalJSON(b []byte) error {
	methodCalls.Add(1)
	switch string(b) {
	case "false":
		return &json.UnmarshalTypeError{Value: "bool", Type: reflect.TypeFor[lenJSON]()}
	case `"bad"`:
		return errors.New("lenJSON: bad")
	}
	*l = lenJSON(len(b))
	return nil
}

// markJSON is written by its MarshalJSON as an object with whitespace and
// HTML's special characters, which Marshal compacts and escapes; 13 is an
// error of the method's own and 7 is output that is not JSON.
type markJSON int

func (m markJSON) MarshalJSON() ([]byte, error) {
	switch m {
	case 13:
		return nil, errors.New("markJSON: 13")
	case 7:
		return []byte(`{"n": 7`), nil
	}
	if m == 0 {
		return markZero, nil // no allocation, for TestAllocFieldBlocks
	}
	return fmt.Appendf(nil, ` { "n" : %d, "h": "<&>" } `, int(m)), nil
}

var markZero = []byte(` { "n" : 0, "h": "<&>" } `)

// ptrText is written by the MarshalText of its pointer, which encoding/json
// calls only where the value is addressable; 13 is an error.
type ptrText struct{ V int }

func (p *ptrText) MarshalText() ([]byte, error) {
	if p.V == 13 {
		return nil, errors.New("ptrText: 13")
	}
	if p.V == 0 {
		return ptrZero, nil
	}
	return fmt.Appendf(nil, "<p%d>", p.V), nil
}

var ptrZero = []byte("<p0>")

// stampTime has the methods of the time.Time it embeds, which it is
// written as (AppendTimeOf).
type stampTime struct{ time.Time }

// hexText is written in hexadecimal by its AppendText, which package json
// calls rather than MarshalText (AppendTextAppender); 13 fails there and
// MarshalText writes "thirteen", and 14 fails in both.
type hexText uint16

func (h hexText) AppendText(b []byte) ([]byte, error) {
	if h == 13 || h == 14 {
		return b, errors.New("hexText: AppendText")
	}
	return strconv.AppendUint(b, uint64(h), 16), nil
}

func (h hexText) MarshalText() ([]byte, error) {
	switch h {
	case 13:
		return []byte("thirteen"), nil
	case 14:
		return nil, errors.New("hexText: MarshalText")
	}
	return h.AppendText(nil)
}

// methodCalls counts the calls of upperText's and lenJSON's decoding
// methods.
var methodCalls atomic.Int64

var (
	plainFieldsType = reflect.TypeFor[plainFields]()
	fieldPointNames = wire.NewNames("name", "n", "u", "f", "on", "t", "text", "tags", "any", "q", "qs", "up", "len", "mj", "pt", "tp", "upp", "lenp", "mjp", "ptp", "st", "stp", "hx", "hxp")

	// T and Tags go through Fields, Text and Any through AppendField and
	// UnmarshalWire: both ways are held to encoding/json.
	timeField = jsonimpl.FieldOf[time.Time]()
	tagsField = jsonimpl.FieldOf[map[string]string]()

	// The ",string" fields.
	quotedInt    = jsonimpl.QuotedFieldOf[int64]()
	quotedString = jsonimpl.QuotedFieldOf[*string]()

	// Up and Len are read by their methods, called directly (ReadText,
	// ReadJSON).
	upField  = jsonimpl.FieldOf[upperText]()
	lenField = jsonimpl.FieldOf[lenJSON]()

	// Mj and Pt are written by their methods, called directly (AppendJSON,
	// AppendText), as Up is, and read through Fields.
	mjField = jsonimpl.FieldOf[markJSON]()
	ptField = jsonimpl.FieldOf[ptrText]()

	// The pointer members: TP, UpP, MjP and PtP are written by
	// AppendTimePointer, AppendTextPointer and AppendJSONPointer; TP, UpP
	// and LenP read by ReadTimePointer, ReadTextPointer and
	// ReadJSONPointer, and the rest through Fields.
	tpField   = jsonimpl.FieldOf[*time.Time]()
	uppField  = jsonimpl.FieldOf[*upperText]()
	lenpField = jsonimpl.FieldOf[*lenJSON]()
	mjpField  = jsonimpl.FieldOf[*markJSON]()
	ptpField  = jsonimpl.FieldOf[*ptrText]()
	stField   = jsonimpl.FieldOf[stampTime]()
	stpField  = jsonimpl.FieldOf[*stampTime]()
	hxField   = jsonimpl.FieldOf[hexText]()
	hxpField  = jsonimpl.FieldOf[*hexText]()
)

func init() {
	jsonimpl.Register(appendFieldPoint, readFieldPoint)
	jsonimpl.Register(appendWireNode, nil)
	jsonimpl.Register(nil, readFieldPointPair)
	jsonimpl.Register(nil, readBigElems)
	jsonimpl.Register(nil, readReadRuns)
}

func appendFieldPoint(b []byte, p *fieldPoint, s *jsonimpl.Encoding) ([]byte, error) {
	var err error
	b = wire.AppendString(append(b, `{"name":`...), p.Name, s.EscapeHTML())
	b = strconv.AppendInt(append(b, `,"n":`...), int64(p.N), 10)
	if p.U != 0 {
		b = strconv.AppendUint(append(b, `,"u":`...), uint64(p.U), 10)
	}
	if b, err = json.AppendFloat(append(b, `,"f":`...), float64(p.F), 32); err != nil {
		return b, err
	}
	b = strconv.AppendBool(append(b, `,"on":`...), p.On)
	if b, err = timeField.Append(append(b, `,"t":`...), &p.T, s); err != nil {
		return b, err
	}
	if b, err = jsonimpl.AppendField(append(b, `,"text":`...), &p.Text, s); err != nil {
		return b, err
	}
	if b, err = tagsField.Append(append(b, `,"tags":`...), &p.Tags, s); err != nil {
		return b, err
	}
	if b, err = jsonimpl.AppendField(append(b, `,"any":`...), &p.Any, s); err != nil {
		return b, err
	}
	if b, err = quotedInt.Append(append(b, `,"q":`...), &p.Q, s); err != nil {
		return b, err
	}
	if p.QS != nil {
		if b, err = quotedString.Append(append(b, `,"qs":`...), &p.QS, s); err != nil {
			return b, err
		}
	}
	if b, err = jsonimpl.AppendText(append(b, `,"up":`...), &p.Up, s); err != nil {
		return b, err
	}
	if b, err = lenField.Append(append(b, `,"len":`...), &p.Len, s); err != nil {
		return b, err
	}
	if b, err = jsonimpl.AppendJSON(append(b, `,"mj":`...), &p.Mj, s); err != nil {
		return b, err
	}
	if b, err = jsonimpl.AppendText(append(b, `,"pt":`...), &p.Pt, s); err != nil {
		return b, err
	}
	if b, err = jsonimpl.AppendTimePointer(append(b, `,"tp":`...), p.TP, s); err != nil {
		return b, err
	}
	if b, err = jsonimpl.AppendTextPointer(append(b, `,"upp":`...), p.UpP, s); err != nil {
		return b, err
	}
	if b, err = lenpField.Append(append(b, `,"lenp":`...), &p.LenP, s); err != nil {
		return b, err
	}
	if b, err = jsonimpl.AppendJSONPointer(append(b, `,"mjp":`...), p.MjP, s); err != nil {
		return b, err
	}
	if b, err = jsonimpl.AppendTextPointer(append(b, `,"ptp":`...), p.PtP, s); err != nil {
		return b, err
	}
	if b, err = jsonimpl.AppendTimeOf[stampTime](append(b, `,"st":`...), &p.St.Time, s); err != nil {
		return b, err
	}
	b = append(b, `,"stp":`...)
	if p.StP == nil {
		b = append(b, "null"...)
	} else if b, err = jsonimpl.AppendTimeOf[*stampTime](b, &p.StP.Time, s); err != nil {
		return b, err
	}
	if b, err = jsonimpl.AppendTextAppender(append(b, `,"hx":`...), &p.Hx, s); err != nil {
		return b, err
	}
	if b, err = jsonimpl.AppendTextAppenderPointer(append(b, `,"hxp":`...), p.HxP, s); err != nil {
		return b, err
	}
	return append(b, '}'), nil
}

func readFieldPoint(r *wire.Reader, p *fieldPoint) error {
	if ok, err := jsonimpl.ReadObject(r, plainFieldsType); !ok {
		return err
	}
	for i, name, ok := r.FirstMember(fieldPointNames); ok; i, name, ok = r.NextMemberIn(fieldPointNames, i+1) {
		var err error
		switch i {
		case 0:
			err = jsonimpl.ReadString(r, &p.Name, plainFieldsType, "name")
		case 1:
			err = jsonimpl.ReadInt(r, &p.N, plainFieldsType, "n")
		case 2:
			err = jsonimpl.ReadUint(r, &p.U, plainFieldsType, "u")
		case 3:
			err = jsonimpl.ReadFloat(r, &p.F, plainFieldsType, "f")
		case 4:
			err = jsonimpl.ReadBool(r, &p.On, plainFieldsType, "on")
		case 5:
			err = timeField.Read(r, &p.T, plainFieldsType, "t")
		case 6:
			err = json.UnmarshalWire(r, &p.Text, plainFieldsType, "text")
		case 7:
			err = tagsField.Read(r, &p.Tags, plainFieldsType, "tags")
		case 8:
			err = json.UnmarshalWire(r, &p.Any, plainFieldsType, "any")
		case 9:
			err = quotedInt.Read(r, &p.Q, plainFieldsType, "q")
		case 10:
			err = quotedString.Read(r, &p.QS, plainFieldsType, "qs")
		case 11:
			err = jsonimpl.ReadText(r, &p.Up, upField, plainFieldsType, "up")
		case 12:
			err = jsonimpl.ReadJSON(r, &p.Len, lenField, plainFieldsType, "len")
		case 13:
			err = mjField.Read(r, &p.Mj, plainFieldsType, "mj")
		case 14:
			err = ptField.Read(r, &p.Pt, plainFieldsType, "pt")
		case 15:
			err = jsonimpl.ReadTimePointer(r, &p.TP, tpField, plainFieldsType, "tp")
		case 16:
			err = jsonimpl.ReadTextPointer(r, &p.UpP, uppField, plainFieldsType, "upp")
		case 17:
			err = jsonimpl.ReadJSONPointer(r, &p.LenP, lenpField, plainFieldsType, "lenp")
		case 18:
			err = mjpField.Read(r, &p.MjP, plainFieldsType, "mjp")
		case 19:
			err = ptpField.Read(r, &p.PtP, plainFieldsType, "ptp")
		case 20:
			err = jsonimpl.ReadJSON(r, &p.St, stField, plainFieldsType, "st")
		case 21:
			err = jsonimpl.ReadJSONPointer(r, &p.StP, stpField, plainFieldsType, "stp")
		case 22:
			err = hxField.Read(r, &p.Hx, plainFieldsType, "hx")
		case 23:
			err = hxpField.Read(r, &p.HxP, plainFieldsType, "hxp")
		default:
			err = jsonimpl.ReadUnknown(r, name)
		}
		if err != nil {
			return err
		}
	}
	return nil
}

type plainFieldsOuter struct {
	P  plainFields   `json:"p"`
	PP *plainFields  `json:"pp"`
	L  []plainFields `json:"l"`
}

type fieldPointOuter struct {
	P  fieldPoint   `json:"p"`
	PP *fieldPoint  `json:"pp"`
	L  []fieldPoint `json:"l"`
}

// TestFieldBlocksEncode compares every mode of encoding a fieldPoint with
// encoding/json's of its twin, errors included: the field appenders' are
// the encoder's, not wrapped as the method's.
func TestFieldBlocksEncode(t *testing.T) {
	when := time.Date(2024, 5, 2, 13, 7, 41, 120000000, time.FixedZone("", 3600))
	points := []plainFields{
		{},
		{Name: "a <b> & c\u2028", Q: -5, QS: new(string), N: -128, U: 65535, F: 0.1, On: true, T: when, Text: "<up>", Tags: map[string]string{"z": "1", "a": "<>"}, Any: []any{1.5, "x", nil}},
		{Name: "\xff", F: float32(nanValue())},
		{T: time.Date(10000, 1, 1, 0, 0, 0, 0, time.UTC)}, // cannot be written
		{Any: stdjson.Number("x")},                        // an invalid number, the reflective encoder's error
		{Any: func() {}},                                  // an unsupported type
		{Mj: 13},                                          // the method's error
		{Mj: 7},                                           // its output is not JSON
		{Pt: ptrText{13}},                                 // the pointer method's error
		// The pointer members, and their errors, which name the pointers.
		{TP: &when, UpP: ptr(upperText("<p>")), LenP: ptr(lenJSON(3)), MjP: ptr(markJSON(2)), PtP: &ptrText{4}},
		{TP: &time.Time{}, UpP: ptr(upperText("")), LenP: ptr(lenJSON(0)), MjP: ptr(markJSON(0)), PtP: &ptrText{}},
		{TP: ptr(time.Date(-1, 1, 1, 0, 0, 0, 0, time.UTC))},
		{MjP: ptr(markJSON(13))},
		{MjP: ptr(markJSON(7))},
		{PtP: &ptrText{13}},
		{St: stampTime{when}, StP: &stampTime{when}},
		{St: stampTime{time.Date(10000, 1, 1, 0, 0, 0, 0, time.UTC)}},
		{StP: &stampTime{time.Date(-1, 1, 1, 0, 0, 0, 0, time.UTC)}},
		{Hx: 0xbeef, HxP: ptr(hexText(13))},
		{Hx: 13},
		{Hx: 14},
		{HxP: ptr(hexText(14))},
	}
	for i, p := range points {
		fp := fieldPoint(p)
		values := []struct {
			name        string
			ours, plain any
		}{
			{"value", &fp, &p},
			// Not addressable: ptrText's method is not called.
			{"bare", fp, p},
			{"outer", &fieldPointOuter{P: fp, PP: &fp, L: []fieldPoint{fp}}, &plainFieldsOuter{P: p, PP: &p, L: []plainFields{p}}},
		}
		for _, v := range values {
			for _, mode := range []string{"Marshal", "MarshalIndent", "Encoder", "Encoder/noescape", "Encoder/indent"} {
				key := fmt.Sprintf("field blocks %d %s %s", i, v.name, mode)
				if d := jsontest.Ref.Same(t, key,
					func() string { return encodeMode(mode, v.plain, true) },
					func() string { return twinNames(encodeMode(mode, v.ours, false)) }); d != "" {
					t.Errorf("%s:\n%s", key, d)
				}
			}
		}
	}
}

// TestFieldBlocksDecode decodes inputs of every kind into a fieldPoint and
// its twin, alone, in an outer struct and with the Decoder's options.
func TestFieldBlocksDecode(t *testing.T) {
	inputs := []string{
		`{"name":"n","n":-5,"u":7,"f":0.25,"on":true,"t":"2024-05-02T13:07:41Z","text":"x","tags":{"b":"2"},"any":[1,{"z":null}]}`,
		`{"NAME":"case","N":1,"F":2,"TEXT":"t"}`,
		`{"name":1,"n":"str","u":-1,"f":"r","on":1,"t":5,"text":7,"tags":[],"any":{}}`,
		`{"n":128,"u":65536,"f":1e39}`,
		`{"n":-129,"u":1.5,"f":-1e400}`,
		`{"q":"12","qs":"\"a<b\""}`, `{"q":12,"qs":"x"}`, `{"q":"null","qs":null}`, `{"q":null,"qs":"null"}`, `{"q":"1e3","qs":"\"\\u00e9\""}`, `{"q":" 5","qs":7}`,
		`{"n":null,"name":null,"on":null,"text":null,"t":null}`,
		`{"unknown":[1,2,{"a":3}],"name":"after"}`,
		`{"t":"not a time"}`,
		`{"up":"a\u00e9b","len":[1, 2]}`, `{"up":null,"len":null}`, `{"up":1,"len":"s"}`, `{"up":{},"len":false}`,
		`{"up":[],"len":"bad","n":1}`, `{"up":"x","n":1,}`, `{"len":1,"n":1`, `{"len":true,"up":"y"}]`,
		`{"tp":"2024-05-02T13:07:41.5+01:00","upp":"a\u00e9b","lenp":[1, 2],"mjp":{"n":1},"ptp":"p"}`,
		`{"tp":"2024-05-02T13:07:41Z","upp":"","lenp":{}}`, `{"tp":null,"upp":null,"lenp":null,"mjp":null,"ptp":null}`,
		`{"tp":5,"upp":1,"lenp":false}`, `{"tp":"no","upp":{},"lenp":"bad","n":1}`, `{"upp":[1],"lenp":"bad"}`,
		`{"tp":"2024-05-02T13:07:41Z" , "upp" : "x" , "lenp" : [ 1 ] }`, `{"upp":"x","n":1,}`, `{"lenp":1,"n":1`,
		`{"st":"2024-05-02T13:07:41Z","stp":"2024-05-02T13:07:41.5-07:00"}`, `{"st":null,"stp":null}`, `{"st":1,"stp":"x"}`,
		`null`, `[]`, `"str"`, `12`, `true`,
		`{"n":1,}`, `{"n":1`, `{"name":"\x"}`, `{"n":01}`,
	}
	for _, in := range inputs {
		for _, opts := range []string{"", "UseNumber", "DisallowUnknownFields"} {
			outerIn := `{"p":` + in + `,"pp":` + in + `,"l":[` + in + `]}`
			check := func(what, data string, plain, ours func() any) {
				key := fmt.Sprintf("field blocks %s %s %+q", what, opts, data)
				if d := jsontest.Ref.Same(t, key,
					func() string { return decodeTwin([]byte(data), plain(), opts, true) },
					func() string { return twinNames(decodeTwin([]byte(data), ours(), opts, false)) }); d != "" {
					t.Errorf("%s:\n%s", key, d)
				}
			}
			check("point", in, func() any { return new(plainFields) }, func() any { return new(fieldPoint) })
			check("outer", outerIn, func() any { return new(plainFieldsOuter) }, func() any { return new(fieldPointOuter) })
			check("filled point", in,
				func() any { return &plainFields{Name: "old", N: 7, Tags: map[string]string{"old": "1"}} },
				func() any { return &fieldPoint{Name: "old", N: 7, Tags: map[string]string{"old": "1"}} })
			// Pointers that are not nil: what they point to is read into,
			// or they are made nil.
			old := time.Unix(5, 0).UTC()
			check("filled pointers", in,
				func() any { return &plainFields{TP: ptr(old), UpP: ptr(upperText("old")), LenP: ptr(lenJSON(9))} },
				func() any { return &fieldPoint{TP: ptr(old), UpP: ptr(upperText("old")), LenP: ptr(lenJSON(9))} })
		}
	}
}

// TestFieldBlocksMethodsBrokenInput breaks documents of fieldPointOuter,
// whose methods ReadText and ReadJSON call directly in a struct member,
// behind a pointer member and in slice elements, at every byte, by cutting
// them there and by replacing the byte. No method may be called when the
// input is malformed, as encoding/json calls none; errors and values are
// encoding/json's for the twin.
func TestFieldBlocksMethodsBrokenInput(t *testing.T) {
	docs := []string{
		`{"p":{"up":"a","n":1,"len":[2]},"pp":{"len":{"k":"v"},"up":"b"},"l":[{"up":"c"},{"len":3,"up":"d"}]}`,
		// The first method inside the array.
		`{"l":[{"n":1},{"up":"c","len":[1]}],"p":{"len":2}}`,
		// Behind pointer members.
		`{"p":{"n":1,"upp":"a","lenp":[2]},"pp":{"lenp":{"k":"v"}},"l":[{"upp":"c","n":2}]}`,
	}
	inputs := 0
	check := func(in []byte) {
		t.Helper()
		inputs++
		methodCalls.Store(0)
		var v fieldPointOuter
		err := json.Unmarshal(in, &v)
		var se *json.SyntaxError
		if errors.As(err, &se) && methodCalls.Load() != 0 {
			t.Fatalf("%s: %v after %d method calls, want none", in, err, methodCalls.Load())
		}
		key := fmt.Sprintf("field blocks broken %+q", in)
		if d := jsontest.Ref.Same(t, key,
			func() string { return decodeTwin(in, new(plainFieldsOuter), "", true) },
			func() string { return twinNames(decodeTwin(in, new(fieldPointOuter), "", false)) }); d != "" {
			t.Fatalf("%s:\n%s", key, d)
		}
	}
	for _, doc := range docs {
		check([]byte(doc))
		jsontest.Breaks([]byte(doc), []byte{'x', '"', ']', '}', ',', ':', '0', '['}, 1, check)
	}
	t.Logf("%d broken inputs decoded", inputs)
}

// ptr returns a pointer to a copy of v.
func ptr[T any](v T) *T { return &v }

// twinNames prints the names of fieldPoint types as their twins'.
func twinNames(s string) string {
	return strings.NewReplacer("fieldPointOuter", "plainFieldsOuter", "fieldPoint", "plainFields").Replace(s)
}

// TestAllocFieldBlocks: the building blocks allocate nothing for a value
// of the basic kinds, the field appender nothing for a field it is given
// the address of, and the readers nothing but the strings they return.
func TestAllocFieldBlocks(t *testing.T) {
	if raceEnabled {
		t.Skip("the race detector's instrumentation allocates")
	}
	// Text and Up are left empty: upperText's MarshalText allocates its
	// result. Mj and Pt are zero, whose methods do not, and Hx's
	// AppendText writes into the encoding's memory.
	p := fieldPoint{Name: "abc", N: 5, U: 6, F: 1.5, On: true, T: time.Unix(1, 0).UTC(), Hx: 0xbeef}
	buf := make([]byte, 0, 1024)
	if n := testing.AllocsPerRun(100, func() {
		var err error
		if buf, err = json.MarshalAppend(buf[:0], &p); err != nil {
			t.Fatal(err)
		}
	}); n != 0 {
		t.Errorf("encoding: %v allocations, want 0", n)
	}
	data := []byte(`{"name":"abc","n":5,"u":6,"f":1.5,"on":true,"nope":[1,{"a":"b"}]}`)
	var q fieldPoint
	if n := testing.AllocsPerRun(100, func() {
		if err := json.Unmarshal(data, &q); err != nil {
			t.Fatal(err)
		}
	}); n > 1 {
		t.Errorf("decoding: %v allocations, want at most 1 (a 3-byte string goes into a shared block)", n)
	}
}

// A node is a recursive type whose appending function, in the shape
// cmd/jsongen writes, counts the pointers and slices it follows in the
// encoding (EnterPointer, EnterSlice), as the reflective encoder does: a
// cycle through them is reported as encoding/json reports it for the twin
// plainNode, not followed until the stack overflows, also when it goes
// through the reflective encoder (an interface) and back.
type plainNode struct {
	Name string       `json:"name"`
	Next *plainNode   `json:"next"`
	Kids []*plainNode `json:"kids"`
	Any  any          `json:"any"`
}

type wireNode struct {
	Name string      `json:"name"`
	Next *wireNode   `json:"next"`
	Kids []*wireNode `json:"kids"`
	Any  any         `json:"any"`
}

func appendWireNode(b []byte, x *wireNode, s *jsonimpl.Encoding) ([]byte, error) {
	var err error
	b = wire.AppendString(append(b, `{"name":`...), x.Name, s.EscapeHTML())
	b = append(b, `,"next":`...)
	if x.Next == nil {
		b = append(b, "null"...)
	} else {
		if err = jsonimpl.EnterPointer(s, x.Next); err != nil {
			return b, err
		}
		b, err = appendWireNode(b, x.Next, s)
		jsonimpl.LeavePointer(s, x.Next)
		if err != nil {
			return b, err
		}
	}
	b = append(b, `,"kids":`...)
	if x.Kids == nil {
		b = append(b, "null"...)
	} else {
		if err = jsonimpl.EnterSlice(s, x.Kids); err != nil {
			return b, err
		}
		b = append(b, '[')
		for i := range x.Kids {
			if i > 0 {
				b = append(b, ',')
			}
			if x.Kids[i] == nil {
				b = append(b, "null"...)
				continue
			}
			if err = jsonimpl.EnterPointer(s, x.Kids[i]); err != nil {
				break
			}
			b, err = appendWireNode(b, x.Kids[i], s)
			jsonimpl.LeavePointer(s, x.Kids[i])
			if err != nil {
				break
			}
		}
		jsonimpl.LeaveSlice(s, x.Kids)
		if err != nil {
			return b, err
		}
		b = append(b, ']')
	}
	if b, err = jsonimpl.AppendField(append(b, `,"any":`...), &x.Any, s); err != nil {
		return b, err
	}
	return append(b, '}'), nil
}

// TestFieldBlocksCycles encodes cyclic and deep acyclic values through the
// appending function of wireNode and compares with encoding/json on
// plainNode.
func TestFieldBlocksCycles(t *testing.T) {
	jsontest.SingleGoroutine(t)
	type pair struct {
		name        string
		plain, ours any
	}
	var pairs []pair
	{
		p, w := &plainNode{Name: "self"}, &wireNode{Name: "self"}
		p.Next, w.Next = p, w
		pairs = append(pairs, pair{"a node pointing to itself", p, w})
	}
	{
		p, w := &plainNode{Name: "a"}, &wireNode{Name: "a"}
		p.Kids, w.Kids = []*plainNode{{Name: "b"}, p}, []*wireNode{{Name: "b"}, w}
		pairs = append(pairs, pair{"a node among its kids", p, w})
	}
	{
		p, w := &plainNode{Name: "i"}, &wireNode{Name: "i"}
		p.Any, w.Any = p, w
		pairs = append(pairs, pair{"a node in its own interface", p, w})
	}
	{
		p, w := &plainNode{Name: "m"}, &wireNode{Name: "m"}
		p.Any, w.Any = map[string]any{"back": []any{p}}, map[string]any{"back": []any{w}}
		pairs = append(pairs, pair{"a node through a map and a slice", p, w})
	}
	{
		// 1500 nodes deep, no cycle: past encoding/json's 1000 levels,
		// where the pointers are remembered.
		p, w := &plainNode{}, &wireNode{}
		for i := range 1500 {
			p = &plainNode{Name: strconv.Itoa(i), Kids: []*plainNode{p}}
			w = &wireNode{Name: strconv.Itoa(i), Kids: []*wireNode{w}}
		}
		pairs = append(pairs, pair{"a deep chain", p, w})
	}
	for _, c := range pairs {
		for _, mode := range []string{"Marshal", "Encoder/indent"} {
			key := fmt.Sprintf("field blocks cycle %s %s", c.name, mode)
			if d := jsontest.Ref.Same(t, key,
				func() string { return encodeMode(mode, c.plain, true) },
				func() string {
					return strings.ReplaceAll(encodeMode(mode, c.ours, false), "wireNode", "plainNode")
				}); d != "" {
				t.Errorf("%s:\n%s", key, d)
			}
		}
	}
}

// fieldPointPair reads its fields of type fieldPoint with ReadStruct,
// which calls their reading function directly; it must decode as
// fieldPointOuter, whose fields the reflective decoder reads through the
// same function, errors and their Struct and Field included.
type fieldPointPair fieldPointOuter

var (
	fieldPointOuterType = reflect.TypeFor[fieldPointOuter]()
	fieldPointPairNames = wire.NewNames("p", "pp", "l")
	fieldPointHints     [1]jsonimpl.SliceHint
)

func readFieldPointPair(r *wire.Reader, x *fieldPointPair) error {
	if ok, err := jsonimpl.ReadObject(r, fieldPointOuterType); !ok {
		return err
	}
	for i, name, ok := r.FirstMember(fieldPointPairNames); ok; i, name, ok = r.NextMemberIn(fieldPointPairNames, i+1) {
		var err error
		switch i {
		case 0:
			err = jsonimpl.ReadStruct(r, &x.P, fieldPointOuterType, "p", readFieldPoint)
		case 1:
			if r.PeekKind() == wire.Null {
				r.ReadNull()
				x.PP = nil
			} else {
				if x.PP == nil {
					x.PP = new(fieldPoint)
				}
				err = jsonimpl.ReadStruct(r, x.PP, fieldPointOuterType, "pp", readFieldPoint)
			}
		case 2:
			err = jsonimpl.ReadSlice(r, &x.L, fieldPointOuterType, "l", &fieldPointHints[0], func(r *wire.Reader, e *fieldPoint) error {
				return jsonimpl.ReadStruct(r, e, fieldPointOuterType, "l", readFieldPoint)
			})
		default:
			err = jsonimpl.ReadUnknown(r, name)
		}
		if err != nil {
			return err
		}
	}
	return nil
}

// TestReadStruct decodes the inputs of TestFieldBlocksDecode, in an outer
// object, with Unmarshal and with a user's Reader, into a fieldPointPair
// and a fieldPointOuter.
func TestReadStruct(t *testing.T) {
	inputs := []string{
		`{"name":"n","n":-5,"u":7,"f":0.25,"on":true,"t":"2024-05-02T13:07:41Z","text":"x","tags":{"b":"2"},"any":[1,{"z":null}]}`,
		`{"name":1,"n":"str","u":-1,"f":"r","on":1,"t":5,"text":7,"tags":[],"any":{}}`,
		`{"n":128,"u":65536,"f":1e39}`,
		`null`, `[]`, `"str"`, `{"n":1,}`, `{"n":1`,
	}
	for _, in := range inputs {
		data := []byte(`{"p":` + in + `,"pp":` + in + `,"l":[` + in + `]}`)
		for _, opts := range []string{"", "UseNumber", "DisallowUnknownFields"} {
			want := twinNames(decodeTwin(data, new(fieldPointOuter), opts, false))
			got := twinNames(decodeTwin(data, new(fieldPointPair), opts, false))
			got = strings.ReplaceAll(got, "fieldPointPair", "plainFieldsOuter")
			if got != want {
				t.Errorf("%s %s:\nthrough the reflective decoder: %s\nthrough ReadStruct:             %s", opts, data, want, got)
			}
		}
		// With a Reader of the caller's, the first error is returned.
		var a fieldPointOuter
		var b fieldPointPair
		werr := wire.NewReader(data)
		errA := json.UnmarshalWire(werr, &a, nil, "")
		errB := json.UnmarshalWire(wire.NewReader(data), &b, nil, "")
		if fmt.Sprint(errA) != fmt.Sprint(errB) {
			t.Errorf("%s with a caller's Reader:\nreflective: %v\nReadStruct: %v", data, errA, errB)
		}
	}
}

// bigElems reads a slice of elements of 128 bytes or more with ReadSlice,
// which fills a slice with no capacity through scratch space; it must
// decode as its twin plainBigElems, through the reflective decoder.
type bigElem struct {
	Pad  [16]int64 `json:"-"`
	Name string    `json:"name"`
	N    int       `json:"n"`
}

type plainBigElems struct {
	L []bigElem `json:"l"`
}

type bigElems plainBigElems

var (
	plainBigElemsType = reflect.TypeFor[plainBigElems]()
	bigElemsNames     = wire.NewNames("l")
	bigElemsHint      jsonimpl.SliceHint
)

func readBigElems(r *wire.Reader, x *bigElems) error {
	if ok, err := jsonimpl.ReadObject(r, plainBigElemsType); !ok {
		return err
	}
	for i, name, ok := r.FirstMember(bigElemsNames); ok; i, name, ok = r.NextMemberIn(bigElemsNames, i+1) {
		var err error
		if i == 0 {
			err = jsonimpl.ReadSlice(r, &x.L, plainBigElemsType, "l", &bigElemsHint, func(r *wire.Reader, e *bigElem) error {
				return json.UnmarshalWire(r, e, plainBigElemsType, "l")
			})
		} else {
			err = jsonimpl.ReadUnknown(r, name)
		}
		if err != nil {
			return err
		}
	}
	return nil
}

// TestReadSlice decodes arrays into empty, nil and filled slices, with
// spare capacity, through ReadSlice and through the reflective decoder.
func TestReadSlice(t *testing.T) {
	inputs := []string{
		`{"l":[]}`, `{"l":null}`, `{"l":[{"name":"a","n":1}]}`,
		`{"l":[{"name":"a"},{"n":2},{"name":"c","n":3},{"n":4}]}`,
		`{"l":[{"name":1},{"n":"x"},{"n":1.5}]}`, `{"l":{}}`, `{"l":"x"}`, `{"l":[{"n":1},]}`, `{"l":[1,true,null]}`,
	}
	starts := map[string]func() []bigElem{
		"nil":   func() []bigElem { return nil },
		"empty": func() []bigElem { return []bigElem{} },
		"filled": func() []bigElem {
			s := make([]bigElem, 2, 3)
			s[0].Name, s[1].N = "old", 7
			return s
		},
		"spare": func() []bigElem {
			s := make([]bigElem, 3)
			s[0].Name, s[1].N, s[2].Name = "old", 7, "stale"
			return s[:1]
		},
	}
	for _, in := range inputs {
		for start, make := range starts {
			want := &plainBigElems{L: make()}
			got := &bigElems{L: make()}
			werr := json.Unmarshal([]byte(in), want)
			gerr := json.Unmarshal([]byte(in), got)
			if fmt.Sprint(werr) != fmt.Sprint(gerr) || !reflect.DeepEqual(want.L, got.L) || len(want.L) != len(got.L) {
				t.Errorf("%s into a %s slice:\nreflective: %+v %v\nReadSlice:  %+v %v", in, start, want.L, werr, got.L, gerr)
			}
		}
	}
}

// runElem and runBig are the small and the large elements of the slices
// TestReadSliceRuns reads with ReadSlice: runBig is large enough for its
// scratch space and steady lengths (128 bytes or more), runElem is not.
// Both have a spillFailer, which stops the decoding when it reads -1.
type runElem struct {
	Name string      `json:"name"`
	F    spillFailer `json:"f"`
}

type runBig struct {
	Pad  [16]int64   `json:"-"`
	Name string      `json:"name"`
	F    spillFailer `json:"f"`
}

type plainRuns struct {
	S []runElem `json:"s"`
	B []runBig  `json:"b"`
}

type readRuns plainRuns

var (
	plainRunsType = reflect.TypeFor[plainRuns]()
	readRunsNames = wire.NewNames("s", "b")
	readRunsHints [2]jsonimpl.SliceHint
)

func readReadRuns(r *wire.Reader, x *readRuns) error {
	if ok, err := jsonimpl.ReadObject(r, plainRunsType); !ok {
		return err
	}
	for i, name, ok := r.FirstMember(readRunsNames); ok; i, name, ok = r.NextMemberIn(readRunsNames, i+1) {
		var err error
		switch i {
		case 0:
			err = jsonimpl.ReadSlice(r, &x.S, plainRunsType, "s", &readRunsHints[0], func(r *wire.Reader, e *runElem) error {
				return json.UnmarshalWire(r, e, plainRunsType, "s")
			})
		case 1:
			err = jsonimpl.ReadSlice(r, &x.B, plainRunsType, "b", &readRunsHints[1], func(r *wire.Reader, e *runBig) error {
				return json.UnmarshalWire(r, e, plainRunsType, "b")
			})
		default:
			err = jsonimpl.ReadUnknown(r, name)
		}
		if err != nil {
			return err
		}
	}
	return nil
}

// TestReadSliceRuns reads arrays into slices without capacity through
// ReadSlice, whose length hints make their first room and, for large
// elements, decode at a steady length in place, and through the reflective
// decoder, which does the same with hints of its own (TestSpilledSlices
// compares it with encoding/json): in runs of one length broken by
// shorter, longer and empty arrays, some with an element of the wrong
// type, after which the decoding goes on, or one that stops it, and into
// slices that already have elements. The values, lengths and errors must
// be the same.
func TestReadSliceRuns(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	last := map[string]int{}
	for range 600 {
		var b strings.Builder
		b.WriteByte('{')
		empty := map[string]bool{}
		for k, field := range []string{"s", "b"} {
			n := last[field]
			switch r.IntN(6) {
			case 0:
				n = r.IntN(300)
			case 1, 2:
				n = r.IntN(12)
			}
			last[field] = n
			empty[field] = n == 0
			bad, stop := -1, -1
			if n > 0 && r.IntN(5) == 0 {
				bad = r.IntN(n)
			}
			if n > 0 && r.IntN(5) == 0 {
				stop = r.IntN(n)
			}
			if k > 0 {
				b.WriteByte(',')
			}
			fmt.Fprintf(&b, "%q:[", field)
			if n == 0 && r.IntN(2) == 0 {
				b.WriteByte(' ') // an empty array that does not look empty at first
			}
			for i := range n {
				if i > 0 {
					b.WriteByte(',')
				}
				switch i {
				case stop:
					b.WriteString(`{"name":"stop","f":-1}`)
				case bad:
					b.WriteString(`{"name":7,"f":1}`)
				default:
					fmt.Fprintf(&b, `{"name":"e%d","f":%d}`, i, i)
				}
			}
			b.WriteByte(']')
		}
		b.WriteByte('}')
		in := []byte(b.String())
		filled := r.IntN(4) == 0
		want, got := &plainRuns{}, &readRuns{}
		if filled {
			want.S, want.B = []runElem{{Name: "old"}}, make([]runBig, 2, 5)
			got.S, got.B = []runElem{{Name: "old"}}, make([]runBig, 2, 5)
		}
		werr := json.Unmarshal(in, want)
		gerr := json.Unmarshal(in, got)
		if fmt.Sprint(werr) != fmt.Sprint(gerr) || !reflect.DeepEqual(want.S, got.S) || !reflect.DeepEqual(want.B, got.B) ||
			(want.S == nil) != (got.S == nil) || (want.B == nil) != (got.B == nil) {
			t.Fatalf("%s (filled %v):\nreflective: %d %d %v\nReadSlice:  %d %d %v", in, filled, len(want.S), len(want.B), werr, len(got.S), len(got.B), gerr)
		}
		// An empty array makes a slice without room, as encoding/json's
		// reflect.MakeSlice(t, 0, 0), whatever the hints say.
		if !filled && werr == nil && (empty["s"] && cap(want.S)+cap(got.S) != 0 || empty["b"] && cap(want.B)+cap(got.B) != 0) {
			t.Fatalf("%s: an empty array allocated: reflective cap %d %d, ReadSlice cap %d %d", in, cap(want.S), cap(want.B), cap(got.S), cap(got.B))
		}
	}
}
