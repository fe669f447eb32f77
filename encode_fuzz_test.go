package json_test

import (
	"bytes"
	stdjson "encoding/json"
	"fmt"
	"math/rand/v2"
	"reflect"
	"strconv"
	"sync"
	"testing"
	"time"
	"unicode/utf8"

	"github.com/zerojson/json"
	"github.com/zerojson/json/internal/jsontest"
	"github.com/zerojson/json/internal/randtypes"
)

// fuzzTarget is a rich type for encoding/json to decode fuzz input into,
// so that the values the encoders then compare have the shapes of real
// documents: tags, embedding, pointers, maps, Number, RawMessage, time.
type fuzzTarget struct {
	A   int     `json:"a,omitempty"`
	B   string  `json:"b"`
	C   bool    `json:"c,omitzero"`
	F   float64 `json:"f"`
	F32 float32
	U8  uint8
	I64 int64 `json:"i64,string"`
	S   []string
	M   map[string]any
	MI  map[int]string
	MU  map[uint8]*fuzzTarget
	P   *fuzzTarget `json:"p,omitempty"`
	I   any
	N   stdjson.Number
	R   stdjson.RawMessage
	T   *time.Time `json:",omitempty"`
	Bs  []byte
	Arr [2]int
	Str string `json:"str,string"`
	randtypes.EmbA
	*randtypes.EmbB
	Z  randtypes.ValueZeroer      `json:",omitzero"`
	PZ *randtypes.PointerZeroer   `json:",omitzero"`
	V  randtypes.ValueMarshaler   `json:"v"`
	PM randtypes.PointerMarshaler `json:"pm"`
	PT []randtypes.PointerText    `json:"pt"`
	L  []fuzzTarget               `json:"l,omitempty"`
	x  int
}

// FuzzMarshalVsStd decodes its input two ways and compares every encoding
// mode with encoding/json: as JSON decoded by std into several Go types,
// and as a program for the random generator of internal/randtypes, each
// byte making one choice of type or value. The raw input is also encoded
// as a string, as bytes, as a RawMessage and Number of both packages, and
// (when valid) as the output of a MarshalAppender.
func FuzzMarshalVsStd(f *testing.F) {
	for _, seed := range []string{
		``,
		`null`,
		`0`,
		`-1.5e300`,
		`"<html> & \u2028 \ud800 \/"`,
		`[1,"a",null,true,{"b":[]}]`,
		`{"a":1,"b":"x","c":true,"f":1e21,"F32":0.1,"U8":255,"i64":"-9","S":["<"],"M":{"k":[{}]},"MI":{"-3":"m"},"MU":{"7":{"a":2}}}`,
		`{"p":{"p":{"b":"deep"}},"I":{"x":[1.5]},"N":12.5,"R":{"raw": [1, 2]},"T":"2024-02-29T23:59:59.123+05:30","Bs":"aGVsbG8=","Arr":[1,2]}`,
		`{"A":3,"X":4,"B":5,"Z":{"N":42},"PZ":{"N":1},"v":{"N":3},"pm":{"N":4},"pt":[{"N":5}],"l":[{"a":1},{}],"str":"\"s\""}`,
		`{"EmbB":{"B":1},"b":"\u0000\u001f\u007f\u00ff"}`,
		"\"\xff\xfe invalid utf8\"",
		`{"é":"日本","\u2028":"\u2029"}`,
		`[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[1]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]`,
		`{"f":5e-324,"F32":3.4e38}`,
		`{"T":"10000-01-01T00:00:00Z"}`,
		"\x00\x01\x02\x03\x04\x05\x06\x07\x08\x09",
		"\xff\xfe\xfd\xfc\xfb\xfa\xf9\xf8\xf7\xf6\xf5\xf4\xf3\xf2\xf1",
		"\x90\x10\x33\x80\x07\xc1\x55\x21\x44\x9a\x3b\x02\x01\x00\xee\x63\x70\x81\x12\x05",
		"random generator seed: 0123456789abcdefghijklmnopqrstuvwxyz",
	} {
		f.Add([]byte(seed))
	}
	jsontest.Fuzz(f, func(t *testing.T, data []byte) {
		if len(data) > 16<<10 {
			return // large inputs add time, not coverage
		}
		check := func(what string, v any) {
			t.Helper()
			if d := differ.Check(t, v); d != "" {
				t.Errorf("%s of input %q:\n%s", what, data, d)
			}
		}
		checkPair := func(what string, ours, std any) {
			t.Helper()
			if d := differ.CheckPair(t, ours, std); d != "" {
				t.Errorf("%s of input %q:\n%s", what, data, d)
			}
		}

		// The input as a program for the random generator.
		g := randtypes.New(newByteSource(data), "")
		g.UsePools(fuzzTypePool())
		typ := g.Type(0)
		if len(data) > 0 && data[0]&1 == 0 {
			typ = g.StructType(1)
		}
		v := g.Value(typ)
		check("generated "+typ.String(), v.Interface())
		check("generated *"+typ.String(), v.Addr().Interface())

		// The input as raw bytes.
		if len(data) <= 4096 {
			check("string", string(data))
			check("[]byte", data)
			check("std RawMessage", stdjson.RawMessage(data))
			checkPair("RawMessage", json.RawMessage(data), stdjson.RawMessage(data))
			checkPair("Number", json.Number(data), stdjson.Number(data))
			check("map key", map[string]int{string(data): 1, "": 0})
		}

		if !stdjson.Valid(data) {
			return
		}

		// The input as a MarshalAppender's output, which ours trusts: it
		// must come out as std makes the same bytes from MarshalJSON.
		var compact bytes.Buffer
		if err := stdjson.Compact(&compact, data); err == nil && utf8.Valid(compact.Bytes()) {
			s := compact.String()
			checkPair("appender output", appendRaw(s), jsonRaw(s))
		}

		// The input decoded by std into several types.
		decode := func(what string, target any, useNumber bool) {
			dec := stdjson.NewDecoder(bytes.NewReader(data))
			if useNumber {
				dec.UseNumber()
			}
			if dec.Decode(target) == nil {
				check(what, target)
			}
		}
		decode("any", new(any), false)
		decode("any with Number", new(any), true)
		decode("map[string]any", new(map[string]any), true)
		decode("[]any", new([]any), false)
		decode("fuzzTarget", new(fuzzTarget), false)
		decode("[]fuzzTarget", new([]fuzzTarget), true)
		decode("map[string]*fuzzTarget", new(map[string]*fuzzTarget), false)
		decode("[]string", new([]string), false)
		decode("map[string]float32", new(map[string]float32), false)
		var ft fuzzTarget
		if stdjson.Unmarshal(data, &ft) == nil {
			check("fuzzTarget by value", ft)
			check("fuzzTarget in any", []any{ft, &ft})
		}

		// Indentation with arbitrary prefix and indent strings taken from
		// the input itself.
		var doc any
		if stdjson.Unmarshal(data, &doc) == nil {
			prefix, indent := string(data[:min(len(data), 3)]), string(data[len(data)-min(len(data), 2):])
			indented := func(marshalIndent func(any, string, string) ([]byte, error)) func() string {
				return func() string {
					b, err := marshalIndent(doc, prefix, indent)
					return jsontest.CanonError(err) + "out: " + strconv.QuoteToASCII(string(b)) + "\n"
				}
			}
			if d := jsontest.Ref.Same(t, fmt.Sprintf("MarshalIndent %+q %+q %+q", data, prefix, indent),
				indented(stdjson.MarshalIndent), indented(json.MarshalIndent)); d != "" {
				t.Errorf("MarshalIndent(%q, %q, %q):\n%s", data, prefix, indent, d)
			}
		}
	})
}

// fuzzTypePool returns the types the fuzz target draws from: 256 random
// types and 256 random struct types, built once from a fixed seed. Every
// reflect type lives as long as the process (reflect, encoding/json and
// zerojson all cache per type), so building new ones for every input made a
// long fuzzing run grow by hundreds of megabytes a minute until its worker
// died. New types are explored by TestMarshalRandom instead.
var fuzzTypePool = sync.OnceValues(func() (types, structs []reflect.Type) {
	g := randtypes.New(rand.NewPCG(0x66757a7a, 0x706f6f6c), "F")
	for range 256 {
		types = append(types, g.Type(0))
		structs = append(structs, g.StructType(1))
	}
	return types, structs
})
