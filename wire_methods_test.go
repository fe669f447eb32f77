package json_test

import (
	"bytes"
	stdjson "encoding/json"
	"errors"
	"fmt"
	"io"
	"math"
	"reflect"
	"strconv"
	"strings"
	"testing"

	"github.com/zerojson/json"
	"github.com/zerojson/json/internal/jsontest"
	"github.com/zerojson/json/jsonimpl"
	"github.com/zerojson/json/wire"
)

// The methods of WireMarshaler and WireUnmarshaler are held to
// encoding/json by writing them for a type, wirePoint, whose twin
// plainPoint has the same fields and no methods: whatever zerojson does
// with a wirePoint through its methods, encoding/json must do with a
// plainPoint through reflection, bytes, values and errors included, in
// every mode, alone and as the field of a struct.

type plainPoint struct {
	Name string            `json:"name"`
	X    int64             `json:"x"`
	Y    int8              `json:"y"`
	Rate float64           `json:"rate"`
	On   bool              `json:"on"`
	Tags map[string]string `json:"tags"`
	Any  any               `json:"any"`
}

type wirePoint plainPoint

var (
	plainPointType = reflect.TypeFor[plainPoint]() // named in type errors, as encoding/json names the twin
	wirePointNames = wire.NewNames("name", "x", "y", "rate", "on", "tags", "any")
)

func (p *wirePoint) MarshalJSONWire(w *wire.Writer) error {
	w.BeginObject()
	w.Name("name")
	w.String(p.Name)
	w.Name("x")
	w.Int(p.X)
	w.Name("y")
	w.Int(int64(p.Y))
	w.Name("rate")
	if err := w.Float64(p.Rate); err != nil {
		return err
	}
	w.Name("on")
	w.Bool(p.On)
	w.Name("tags")
	if err := json.MarshalWire(w, p.Tags); err != nil {
		return err
	}
	w.Name("any")
	if err := json.MarshalWire(w, p.Any); err != nil {
		return err
	}
	w.EndObject()
	return nil
}

func (p *wirePoint) UnmarshalJSONWire(r *wire.Reader) error {
	switch r.Kind() {
	case wire.Null:
		r.ReadNull()
		return nil
	case wire.Object:
	default:
		what, off := r.Mismatch()
		return json.ReportError(r, &json.UnmarshalTypeError{Value: what, Type: plainPointType, Offset: off}, nil, "")
	}
	next := 0
	for more := r.EnterObject(); more; more = r.NextMember() {
		i, name := r.Member(wirePointNames, next)
		next = i + 1
		var err error
		switch i {
		case 0:
			if r.Kind() == wire.String {
				p.Name = r.ReadString()
				continue
			}
			err = json.UnmarshalWire(r, &p.Name, plainPointType, "name")
		case 1:
			if r.Kind() == wire.Number {
				start := r.Offset()
				if n, ok := r.ReadInt(); ok {
					p.X = n
				} else {
					err = json.ReportError(r, &json.UnmarshalTypeError{Value: "number " + string(r.Input()[start:r.Offset()]), Type: reflect.TypeFor[int64](), Offset: r.Offset()}, plainPointType, "x")
				}
				break
			}
			err = json.UnmarshalWire(r, &p.X, plainPointType, "x")
		case 2:
			err = json.UnmarshalWire(r, &p.Y, plainPointType, "y")
		case 3:
			if r.Kind() == wire.Number {
				start := r.Offset()
				if f, ok := r.ReadFloat(64); ok {
					p.Rate = f
				} else {
					err = json.ReportError(r, &json.UnmarshalTypeError{Value: "number " + string(r.Input()[start:r.Offset()]), Type: reflect.TypeFor[float64](), Offset: r.Offset()}, plainPointType, "rate")
				}
				break
			}
			err = json.UnmarshalWire(r, &p.Rate, plainPointType, "rate")
		case 4:
			err = json.UnmarshalWire(r, &p.On, plainPointType, "on")
		case 5:
			err = json.UnmarshalWire(r, &p.Tags, plainPointType, "tags")
		case 6:
			err = json.UnmarshalWire(r, &p.Any, plainPointType, "any")
		default:
			if r.DisallowUnknownFields() {
				err = json.ReportError(r, fmt.Errorf("json: unknown field %q", name), nil, "")
			}
			r.Skip()
		}
		if err != nil {
			return err
		}
	}
	return nil
}

// Outer types put the point in a field, behind a pointer and in a slice.
type plainOuter struct {
	P  plainPoint   `json:"p"`
	PP *plainPoint  `json:"pp"`
	L  []plainPoint `json:"l"`
}

type wireOuter struct {
	P  wirePoint   `json:"p"`
	PP *wirePoint  `json:"pp"`
	L  []wirePoint `json:"l"`
}

var wirePoints = []plainPoint{
	{},
	{Name: "a <b> & c\u2028", X: -1 << 63, Y: -128, Rate: 1e21, On: true, Tags: map[string]string{"z": "1", "a": "<>", "m": ""}, Any: []any{1.5, "x", nil, map[string]any{"k": false}}},
	{Name: "\xff\xfe", X: 1<<63 - 1, Y: 127, Rate: 1e-7, Tags: map[string]string{}},
	{Rate: math.Copysign(0, -1), Any: "é"},
	{Any: stdjson.Number("x")}, // the reflective encoder's error, unwrapped
}

// TestWireMarshalerModes compares every mode of encoding a wirePoint with
// encoding/json's of its twin.
func TestWireMarshalerModes(t *testing.T) {
	for i, p := range wirePoints {
		wp := wirePoint(p)
		values := []struct {
			name        string
			ours, plain any
		}{
			{"value", &wp, &p},
			{"outer", &wireOuter{P: wp, PP: &wp, L: []wirePoint{wp, wp}}, &plainOuter{P: p, PP: &p, L: []plainPoint{p, p}}},
		}
		for _, v := range values {
			for _, mode := range []string{"Marshal", "MarshalIndent", "Encoder", "Encoder/noescape", "Encoder/indent"} {
				key := fmt.Sprintf("wire marshaler %d %s %s", i, v.name, mode)
				if d := jsontest.Ref.Same(t, key,
					func() string { return encodeMode(mode, v.plain, true) },
					func() string { return encodeMode(mode, v.ours, false) }); d != "" {
					t.Errorf("%s:\n%s", key, d)
				}
			}
		}
	}
}

// encodeMode encodes v in one of the modes of TestWireMarshalerModes, with
// encoding/json or zerojson, and prints the result.
func encodeMode(mode string, v any, std bool) string {
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
		prefix, indent := "", ""
		if mode == "Encoder/indent" {
			prefix, indent = "", "  "
		}
		if std {
			enc := stdjson.NewEncoder(&buf)
			enc.SetEscapeHTML(escape)
			enc.SetIndent(prefix, indent)
			err = enc.Encode(v)
		} else {
			enc := json.NewEncoder(&buf)
			enc.SetEscapeHTML(escape)
			enc.SetIndent(prefix, indent)
			err = enc.Encode(v)
		}
		out = buf.Bytes()
	}
	return jsontest.CanonError(err) + "out: " + strconv.QuoteToASCII(string(out)) + "\n"
}

// TestWireMarshalerErrors: the encoder's own errors come out of
// MarshalJSONWire as encoding/json reports them for the twin (a NaN is an
// *UnsupportedValueError, not wrapped), and other errors are wrapped in a
// *MarshalerError naming the method.
func TestWireMarshalerErrors(t *testing.T) {
	// Classic encoding/json's error for the twin (Go 1.27's default
	// build words it differently, so it is written out here).
	const want = "json: unsupported value: NaN"
	_, err := json.Marshal(&wirePoint{Rate: nanValue()})
	var uve *json.UnsupportedValueError
	if !errors.As(err, &uve) || err.Error() != want {
		t.Errorf("NaN: got %v (%T), want *json.UnsupportedValueError %q", err, err, want)
	}
	var me *json.MarshalerError
	if _, err := json.Marshal(wireNothing{}); err == nil || !errors.As(err, &me) || !strings.Contains(err.Error(), "MarshalJSONWire") {
		t.Errorf("a MarshalJSONWire that writes nothing: got %v, want a *MarshalerError naming the method", err)
	}
}

func nanValue() float64 {
	zero := 0.0
	return zero / zero
}

type wireNothing struct{}

func (wireNothing) MarshalJSONWire(*wire.Writer) error { return nil }

// TestWireUnmarshalerInputs decodes inputs of every kind into a wirePoint
// and its twin, alone, in an outer struct and with the Decoder's options.
func TestWireUnmarshalerInputs(t *testing.T) {
	inputs := []string{
		`{"name":"n","x":5,"y":-3,"rate":0.25,"on":true,"tags":{"b":"2","a":"1"},"any":[1,{"z":null}]}`,
		`{"NAME":"case","X":1,"Rate":2}`,
		`{"x":"str","y":300,"rate":"r","on":1,"tags":[],"any":{}}`,
		`{"x":1e3,"y":1.5,"rate":1e400}`,
		`{"x":9223372036854775808}`,
		`{"unknown":[1,2,{"a":3}],"name":"after"}`,
		`{"any":12345678901234567890}`,
		`null`, `[]`, `"str"`, `12`, `true`,
		`{"x":1,}`, `{"x":1`, `{"x":1}x`, `{"name":"\x"}`, `{"x":01}`, `{"tags":{"a":1,"b":"2"}}`,
	}
	for _, in := range inputs {
		for _, opts := range []string{"", "UseNumber", "DisallowUnknownFields"} {
			outerIn := `{"p":` + in + `,"pp":` + in + `,"l":[` + in + `,` + in + `]}`
			check := func(what, data string, plain, ours func() any) {
				key := fmt.Sprintf("wire unmarshaler %s %s %+q", what, opts, data)
				if d := jsontest.Ref.Same(t, key,
					func() string { return decodeTwin([]byte(data), plain(), opts, true) },
					func() string { return decodeTwin([]byte(data), ours(), opts, false) }); d != "" {
					t.Errorf("%s:\n%s", key, d)
				}
			}
			check("point", in, func() any { return new(plainPoint) }, func() any { return new(wirePoint) })
			check("outer", outerIn, func() any { return new(plainOuter) }, func() any { return new(wireOuter) })
			check("filled point", in,
				func() any { return &plainPoint{Name: "old", X: 7, Tags: map[string]string{"old": "1"}} },
				func() any { return &wirePoint{Name: "old", X: 7, Tags: map[string]string{"old": "1"}} })
		}
	}
}

// decodeTwin decodes data into v with Unmarshal, or with a Decoder when
// opts names its options, and prints the error and the value, in which a
// wirePoint is printed as its twin.
func decodeTwin(data []byte, v any, opts string, std bool) string {
	var err error
	switch {
	case opts == "" && std:
		err = stdjson.Unmarshal(data, v)
	case opts == "":
		err = json.Unmarshal(data, v)
	case std:
		dec := stdjson.NewDecoder(bytes.NewReader(data))
		if opts == "UseNumber" {
			dec.UseNumber()
		} else {
			dec.DisallowUnknownFields()
		}
		err = dec.Decode(v)
	default:
		dec := json.NewDecoder(bytes.NewReader(data))
		if opts == "UseNumber" {
			dec.UseNumber()
		} else {
			dec.DisallowUnknownFields()
		}
		err = dec.Decode(v)
	}
	s := jsontest.CanonDecode(err, false, v, nil)
	s = strings.ReplaceAll(s, "wirePoint", "plainPoint")
	return strings.ReplaceAll(s, "wireOuter", "plainOuter")
}

// TestWireUnmarshalerSinglePass: the method is called before the rest of
// the input is checked, and a syntax error after it still leaves a fresh
// destination zero and reports encoding/json's error.
func TestWireUnmarshalerSinglePass(t *testing.T) {
	var o wireOuter
	err := json.Unmarshal([]byte(`{"p":{"name":"seen","x":1},"l":[}`), &o)
	var se *json.SyntaxError
	if !errors.As(err, &se) || se.Offset != 33 || !reflect.DeepEqual(o, wireOuter{}) {
		t.Errorf("got %v (offset %v), %+v; want a SyntaxError at 33 and a zero destination", err, se, o)
	}
}

// TestWireUnmarshalerContract: a method that does not read its value is an
// error, not a misaligned decoding.
func TestWireUnmarshalerContract(t *testing.T) {
	var v struct{ A wireLazy }
	if err := json.Unmarshal([]byte(`{"A":[1,2]}`), &v); err == nil || !strings.Contains(err.Error(), "UnmarshalJSONWire") {
		t.Errorf("got %v, want an error about UnmarshalJSONWire", err)
	}
}

type wireLazy struct{}

func (*wireLazy) UnmarshalJSONWire(*wire.Reader) error { return nil }

// TestCheckWire: wirePoint keeps the contract; a type whose two methods
// disagree does not.
func TestCheckWire(t *testing.T) {
	for _, p := range wirePoints {
		if p.Any != nil {
			continue // numbers in interfaces come back as float64s, ints in []any do not
		}
		wp := wirePoint(p)
		if err := json.CheckWire(&wp); err != nil {
			t.Error(err)
		}
	}
	if err := json.CheckWire(&wireLossy{N: 3}); err == nil {
		t.Error("CheckWire accepted a type that does not read back what it writes")
	}
}

type wireLossy struct{ N int64 }

func (x *wireLossy) MarshalJSONWire(w *wire.Writer) error { w.Int(x.N); return nil }
func (x *wireLossy) UnmarshalJSONWire(r *wire.Reader) error {
	r.Skip()
	return nil
}

// wireCounter has only numbers and bools, for the allocation tests.
type wireCounter struct {
	A, B int64
	C    float64
	D    bool
}

var wireCounterNames = wire.NewNames("A", "B", "C", "D")

func (c *wireCounter) MarshalJSONWire(w *wire.Writer) error {
	w.BeginObject()
	w.Name("A")
	w.Int(c.A)
	w.Name("B")
	w.Int(c.B)
	w.Name("C")
	if err := w.Float64(c.C); err != nil {
		return err
	}
	w.Name("D")
	w.Bool(c.D)
	w.EndObject()
	return nil
}

func (c *wireCounter) UnmarshalJSONWire(r *wire.Reader) error {
	next := 0
	for more := r.EnterObject(); more; more = r.NextMember() {
		i, _ := r.Member(wireCounterNames, next)
		next = i + 1
		switch i {
		case 0:
			c.A, _ = r.ReadInt()
		case 1:
			c.B, _ = r.ReadInt()
		case 2:
			c.C, _ = r.ReadFloat(64)
		case 3:
			c.D = r.ReadBool()
		default:
			r.Skip()
		}
	}
	return nil
}

// TestAllocWireMethods: a type writing and reading itself through the
// wire layer, in a reused Encoder and Decoder and through Marshal and
// Unmarshal, allocates nothing beyond what Marshal returns.
func TestAllocWireMethods(t *testing.T) {
	skipUnderRace(t)
	v := &wireCounter{A: 1, B: -2, C: 0.5, D: true}
	enc := json.NewEncoder(io.Discard)
	checkAllocs(t, 0, v, func(v any) error { return enc.Encode(v) })
	buf := make([]byte, 0, 256)
	checkAllocs(t, 0, v, func(v any) error {
		_, err := json.MarshalAppend(buf[:0], v)
		return err
	})
	data := []byte(`{"A":1,"B":-2,"C":0.5,"D":true}`)
	var dst wireCounter
	if n := testing.AllocsPerRun(100, func() {
		if err := json.Unmarshal(data, &dst); err != nil {
			t.Fatal(err)
		}
	}); n != 0 {
		t.Errorf("Unmarshal: %v allocations per call, want 0", n)
	}
	stream := bytes.Repeat(append(data, '\n'), 200)
	r := bytes.NewReader(stream)
	dec := json.NewDecoder(r)
	for range 10 { // warm up the Decoder's buffer
		_ = dec.Decode(&dst)
	}
	if n := testing.AllocsPerRun(100, func() {
		if err := dec.Decode(&dst); err != nil {
			t.Fatal(err)
		}
	}); n != 0 {
		t.Errorf("Decoder.Decode: %v allocations per call, want 0", n)
	}
}

// A stopInner's UnmarshalJSON fails on anything but a number, with
// encoding/json's type error (one without a Field on every build): an
// error that stops the decoding.
type stopInner struct{ V int }

func (s *stopInner) UnmarshalJSON(b []byte) error {
	return stdjson.Unmarshal(b, &s.V)
}

type plainStop struct {
	Q stopInner `json:"q"`
}

// wireStop is plainStop with a method that reads Q through UnmarshalWire.
type wireStop plainStop

var plainStopType = reflect.TypeFor[plainStop]()

func (x *wireStop) UnmarshalJSONWire(r *wire.Reader) error {
	if ok, err := jsonimpl.ReadObject(r, plainStopType); !ok {
		return err
	}
	for more := r.EnterObject(); more; more = r.NextMember() {
		if string(r.Name()) != "q" {
			r.Skip()
			continue
		}
		if err := json.UnmarshalWire(r, &x.Q, plainStopType, "q"); err != nil {
			return err
		}
	}
	return nil
}

// TestWireStopErrorContext: an error that stops the decoding inside a
// wire method, completed with its Struct and Field where it happened, is
// not completed again on its way out (which made its Field "w.w.q").
func TestWireStopErrorContext(t *testing.T) {
	data := []byte(`{"w":{"q":{"v":"x"}}}`)
	if d := jsontest.Ref.Same(t, "Unmarshal "+string(data)+" into plainStop and wireStop",
		func() string {
			var plain struct {
				W plainStop `json:"w"`
			}
			return fmt.Sprint(stdjson.Unmarshal(data, &plain))
		},
		func() string {
			var ours struct {
				W wireStop `json:"w"`
			}
			return fmt.Sprint(json.Unmarshal(data, &ours))
		}); d != "" {
		t.Error(d)
	}
}

// UnmarshalWire decodes as the decoder decodes a field: encoding/json
// calls the pointer methods of a field's type only if the type has a name,
// so a struct type written out that embeds a type with such methods is
// decoded member by member, not by the promoted method, and so is one
// whose embedded type has an UnmarshalJSONWire method. (Given the pointer
// &x.F as the value to decode, it once called them, as Unmarshal does for
// the pointer it is given; cmd/jsongen's end-to-end test found it.)

type PtrTextIn struct{ S string }

func (p *PtrTextIn) UnmarshalText(b []byte) error { p.S = "text " + string(b); return nil }

type PtrJSONIn struct{ S string }

func (p *PtrJSONIn) UnmarshalJSON(b []byte) error { p.S = "json " + string(b); return nil }

type PtrWireIn struct{ S string }

func (p *PtrWireIn) UnmarshalJSONWire(r *wire.Reader) error {
	p.S = "wire " + string(r.ReadRaw())
	return nil
}

type plainUnnamed struct {
	T struct{ PtrTextIn }
	J struct {
		PtrJSONIn
		N int
	}
	W struct{ PtrWireIn }
	P *struct{ PtrTextIn }
	N PtrTextIn
}

type wireUnnamed plainUnnamed

var wireUnnamedNames = wire.NewNames("T", "J", "W", "P", "N")

func (u *wireUnnamed) UnmarshalJSONWire(r *wire.Reader) error {
	if ok, err := jsonimpl.ReadObject(r, reflect.TypeFor[plainUnnamed]()); !ok {
		return err
	}
	in := reflect.TypeFor[plainUnnamed]()
	for i, name, ok := r.FirstMember(wireUnnamedNames); ok; i, name, ok = r.NextMemberIn(wireUnnamedNames, i+1) {
		var err error
		switch i {
		case 0:
			err = json.UnmarshalWire(r, &u.T, in, "T")
		case 1:
			err = json.UnmarshalWire(r, &u.J, in, "J")
		case 2:
			err = json.UnmarshalWire(r, &u.W, in, "W")
		case 3:
			err = json.UnmarshalWire(r, &u.P, in, "P")
		case 4:
			err = json.UnmarshalWire(r, &u.N, in, "N")
		default:
			err = jsonimpl.ReadUnknown(r, name)
		}
		if err != nil {
			return err
		}
	}
	return nil
}

func TestUnmarshalWireUnnamedFields(t *testing.T) {
	for _, in := range []string{
		`{"T":"x","J":"y","W":"z","P":"p","N":"n"}`,
		`{"T":{"S":"a"},"J":{"S":"b","N":1},"W":{"S":"c"},"P":{"S":"d"},"N":{"S":"e"}}`,
		`{"T":null,"J":null,"W":null,"P":null,"N":null}`,
		`{"J":5,"T":[1]}`,
	} {
		key := fmt.Sprintf("UnmarshalWire unnamed fields %+q", in)
		canon := func(err error, v any) string {
			return strings.ReplaceAll(jsontest.CanonDecode(err, false, v, nil), "wireUnnamed", "plainUnnamed")
		}
		if d := jsontest.Ref.Same(t, key,
			func() string { v := new(plainUnnamed); return canon(stdjson.Unmarshal([]byte(in), v), v) },
			func() string { v := new(wireUnnamed); return canon(json.Unmarshal([]byte(in), v), v) }); d != "" {
			t.Errorf("%s:\n%s", key, d)
		}
	}
}
