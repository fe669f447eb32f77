package json_test

// Mixed programs: a program that imports zerojson still depends on code
// written against encoding/json (internal/dependency stands for it), which
// receives the values and errors zerojson returns, and calls the methods of
// the program's types. Each comparison below hands the dependency what
// zerojson returns and what encoding/json returns for the same call, and
// requires it to see the same, on random types and values: same types
// under its type switches, same errors.As and errors.Is, same texts and
// fields, same bytes.

import (
	"bytes"
	stdjson "encoding/json"
	"fmt"
	"math/rand/v2"
	"reflect"
	"strings"
	"testing"

	"github.com/zerojson/json"
	"github.com/zerojson/json/internal/dependency"
	"github.com/zerojson/json/internal/jsontest"
	"github.com/zerojson/json/internal/randtypes"
)

// The shared types are one: these compile only because they are.
var (
	_ stdjson.RawMessage          = json.RawMessage(nil)
	_ stdjson.Number              = json.Number("")
	_ stdjson.Delim               = json.Delim('[')
	_ dependency.TokenSource      = (*json.Decoder)(nil)
	_ stdjson.Marshaler           = json.Marshaler(nil)
	_ *stdjson.SyntaxError        = (*json.SyntaxError)(nil)
	_ *stdjson.UnmarshalTypeError = (*json.UnmarshalTypeError)(nil)
)

// byLib is a value of the program's whose JSON methods go through one
// library: what a type with methods built on zerojson (such as jsongen's)
// looks like to encoding/json, or, with zero false, the same type before
// the import was changed.
type byLib struct {
	zero bool
	v    any // a pointer to the value
}

func (x *byLib) UnmarshalJSON(b []byte) error {
	if x.zero {
		return json.Unmarshal(b, x.v)
	}
	return stdjson.Unmarshal(b, x.v)
}

func (x *byLib) MarshalJSON() ([]byte, error) {
	if x.zero {
		return json.Marshal(x.v)
	}
	return stdjson.Marshal(x.v)
}

// mixedCall runs f, which hands a library's results to the dependency and
// returns what it saw, and reports a panic as such (some random types'
// methods panic, in both libraries).
func mixedCall(f func() string) (s string) {
	defer func() {
		if recover() != nil {
			s = "panic"
		}
	}()
	return f()
}

// mixedCheck compares what the dependency sees of one call made with each
// library, through the reference (classic encoding/json on every build).
func mixedCheck(t *testing.T, key string, run func(zero bool) string) bool {
	t.Helper()
	d := jsontest.Ref.Check(t, jsontest.Comparison{
		Key:        key,
		Std:        func() string { return mixedCall(func() string { return run(false) }) },
		Ours:       func() string { return mixedCall(func() string { return run(true) }) },
		Dependency: strings.HasSuffix(key, "called by encoding/json"),
	})
	if d != "" {
		t.Errorf("%s:\n%s", key, d)
		return false
	}
	return true
}

// unmarshalWith decodes in into dst with a library.
func unmarshalWith(zero bool, in []byte, dst any) error {
	if zero {
		return json.Unmarshal(in, dst)
	}
	return stdjson.Unmarshal(in, dst)
}

// decodeAny decodes the first value of in into an any with a library's
// Decoder, with UseNumber.
func decodeAny(zero bool, in []byte) (any, error) {
	var v any
	if zero {
		d := json.NewDecoder(bytes.NewReader(in))
		d.UseNumber()
		return v, d.Decode(&v)
	}
	d := stdjson.NewDecoder(bytes.NewReader(in))
	d.UseNumber()
	return v, d.Decode(&v)
}

// tokenSource returns a library's Decoder over in, as the dependency takes
// it.
func tokenSource(zero, useNumber bool, in []byte) dependency.TokenSource {
	if zero {
		d := json.NewDecoder(bytes.NewReader(in))
		if useNumber {
			d.UseNumber()
		}
		return d
	}
	d := stdjson.NewDecoder(bytes.NewReader(in))
	if useNumber {
		d.UseNumber()
	}
	return d
}

// TestMixedRandom hands the dependency what each library makes of random
// documents of random types, valid, mutated and broken: the decoded values
// and errors, the tokens, the errors of Marshal, and the envelope of its
// own that it decodes and encodes with encoding/json around a value whose
// methods go through each library.
func TestMixedRandom(t *testing.T) {
	seed := randomSeed(t)
	types := 300
	if testing.Short() {
		types = 60
	}
	if *randTypesFlag > 0 {
		types = *randTypesFlag
	}
	g := randtypes.New(rand.NewPCG(seed, 0x313c), "M")
	mr := rand.New(rand.NewPCG(seed, 0x313d))
	compared, failures := 0, 0
	check := func(key string, run func(zero bool) string) {
		compared++
		if !mixedCheck(t, key, run) {
			if failures++; failures >= *decodeFailuresFlag {
				t.Fatalf("stopping after %d failures", failures)
			}
		}
	}
	for i := range types {
		typ, in := g.DecodeType()
		ins := [][]byte{in}
		root, all := parseSpans(in)
		if root == nil {
			t.Fatalf("seed %d: cannot parse %q", seed, in)
		}
		for range 3 {
			m := mutations[mr.IntN(len(mutations))]
			if b := m.apply(mr, in, root, all); b != nil {
				ins = append(ins, b)
			}
		}
		_, broken := corrupt(mr, in)
		ins = append(ins, broken)
		useNumber := mr.IntN(2) == 0
		for j, in := range ins {
			key := fmt.Sprintf("type #%d %v, input #%d %+q", i, typ, j, in)
			check(key+": Unmarshal", func(zero bool) string {
				dst := reflect.New(typ).Interface()
				err := unmarshalWith(zero, in, dst)
				return dependency.InspectError(err) + dependency.Inspect(dst)
			})
			check(key+": Decoder.UseNumber into any", func(zero bool) string {
				v, err := decodeAny(zero, in)
				return dependency.InspectError(err) + dependency.Inspect(v)
			})
			check(fmt.Sprintf("%s: Token (UseNumber %v)", key, useNumber), func(zero bool) string {
				return dependency.ReadTokens(tokenSource(zero, useNumber, in))
			})
			check(key+": UnmarshalJSON called by encoding/json", func(zero bool) string {
				env, err := dependency.Decode(dependency.Wrap(in), &byLib{zero, reflect.New(typ).Interface()})
				return dependency.InspectError(err) + dependency.Inspect(env)
			})
		}
		// Values that may not encode: NaNs, cycles, failing methods.
		v := g.Value(g.Type(0))
		key := fmt.Sprintf("type #%d value of %v", i, v.Type())
		check(key+": Marshal", func(zero bool) string {
			var out []byte
			var err error
			if zero {
				out, err = json.Marshal(v.Addr().Interface())
			} else {
				out, err = stdjson.Marshal(v.Addr().Interface())
			}
			return dependency.InspectError(err) + fmt.Sprintf("out %+q", out)
		})
		check(key+": MarshalJSON called by encoding/json", func(zero bool) string {
			out, err := dependency.Encode(&byLib{zero, v.Addr().Interface()})
			return dependency.InspectError(err) + fmt.Sprintf("out %+q", out)
		})
	}
	t.Logf("%d types, %d comparisons", types, compared)
}

// TestMixedTable hands the dependency the results of calls chosen for what
// they return: every error type, each kind of token, and errors with a
// path that encoding/json completes.
func TestMixedTable(t *testing.T) {
	type inner struct {
		A int
		B []struct {
			C bool `json:"c"`
		}
	}
	type outer struct {
		In  inner `json:"in"`
		Raw json.RawMessage
		Num json.Number
		Any any
	}
	name := jsontest.Name
	decodes := []struct {
		jsontest.CaseName
		in  string
		new func() any
	}{
		{name("values"), `{"in":{"A":1},"Raw":{"x":[1, 2]},"Num":-1.5e3,"Any":[1,{"a":null}]}`, into[outer]},
		{name("type error in a nested field"), `{"in":{"B":[{"c":"no"}]}}`, into[outer]},
		{name("type error at the root"), `"x"`, into[outer]},
		{name("number out of range"), `{"in":{"A":1e30}}`, into[outer]},
		{name("syntax error"), `{"in":{"A":1,}}`, into[outer]},
		{name("cut off"), `{"in":{"A":1`, into[outer]},
		{name("empty"), ``, into[outer]},
		{name("invalid Number"), `{"Num":"x"}`, into[outer]},
		{name("into any"), `[1,2.5,"s",true,null,{"k":[]}]`, into[any]},
		{name("too deep"), strings.Repeat("[", 10001), into[any]},
		{name("not a pointer"), `1`, func() any { return 0 }},
		{name("nil pointer"), `1`, func() any { return (*int)(nil) }},
	}
	for _, c := range decodes {
		in := []byte(c.in)
		mixedCheck(t, c.String()+": Unmarshal", func(zero bool) string {
			dst := c.new()
			return dependency.InspectError(unmarshalWith(zero, in, dst)) + dependency.Inspect(dst)
		})
		mixedCheck(t, c.String()+": Decoder.UseNumber into any", func(zero bool) string {
			v, err := decodeAny(zero, in)
			return dependency.InspectError(err) + dependency.Inspect(v)
		})
		mixedCheck(t, c.String()+": Token", func(zero bool) string {
			return dependency.ReadTokens(tokenSource(zero, true, in))
		})
		mixedCheck(t, c.String()+": UnmarshalJSON called by encoding/json", func(zero bool) string {
			dst := c.new()
			if reflect.TypeOf(dst).Kind() != reflect.Pointer || reflect.ValueOf(dst).IsNil() {
				return "not a destination"
			}
			env, err := dependency.Decode(dependency.Wrap(in), &byLib{zero, dst})
			return dependency.InspectError(err) + dependency.Inspect(env)
		})
	}
	cyclic := &cycleNode{}
	cyclic.Next = cyclic
	encodes := []struct {
		jsontest.CaseName
		v any
	}{
		{name("values"), outer{Raw: json.RawMessage(`[1, 2]`), Num: "12", Any: map[string]any{"n": json.Number("3")}}},
		{name("NaN"), map[string]float64{"x": nanValue()}},
		{name("cycle"), cyclic},
		{name("unsupported type"), struct{ C chan int }{}},
		{name("invalid Number"), json.Number("1x")},
		{name("invalid RawMessage"), json.RawMessage(`{`)},
		{name("failing MarshalJSON"), randtypes.FailJSON{}},
		{name("failing MarshalText"), randtypes.FailText{}},
	}
	for _, c := range encodes {
		mixedCheck(t, c.String()+": Marshal", func(zero bool) string {
			var out []byte
			var err error
			if zero {
				out, err = json.Marshal(c.v)
			} else {
				out, err = stdjson.Marshal(c.v)
			}
			return dependency.InspectError(err) + fmt.Sprintf("out %+q", out)
		})
		mixedCheck(t, c.String()+": MarshalJSON called by encoding/json", func(zero bool) string {
			out, err := dependency.Encode(&byLib{zero, c.v})
			return dependency.InspectError(err) + fmt.Sprintf("out %+q", out)
		})
	}
}

type cycleNode struct{ Next *cycleNode }
