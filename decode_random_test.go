package json_test

// Randomized differential tests of decoding: random types from the
// generator of internal/randtypes, random values encoded by
// encoding/json, and that JSON, mutated and corrupted, decoded by both
// libraries into fresh and pre-filled destinations. The mutations keep the
// input valid but make it disagree with the type (values swapped between
// fields, values of other kinds, keys deleted, duplicated, renamed or
// re-cased); the corruptions make it invalid (truncated, bytes flipped,
// inserted or deleted).

import (
	"bytes"
	"fmt"
	"math/rand/v2"
	"reflect"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"

	"github.com/zerojson/json/internal/jsontest"
	"github.com/zerojson/json/internal/randtypes"
)

// jsonSpan is one value of a valid JSON text, located by byte offsets, with
// its members (objects) or elements (arrays).
type jsonSpan struct {
	start, end int
	kind       byte        // '{', '[', '"', or 'l' for other literals
	keys       [][2]int    // for objects: each key's offsets, quotes included
	vals       []*jsonSpan // object member values or array elements
}

// spanParser locates the values of a JSON text known to be valid.
type spanParser struct {
	b   []byte
	off int
	all []*jsonSpan // every value, in document order
}

func parseSpans(b []byte) (root *jsonSpan, all []*jsonSpan) {
	p := &spanParser{b: b}
	defer func() {
		if recover() != nil {
			root, all = nil, nil // not valid JSON after all
		}
	}()
	root = p.value()
	return root, p.all
}

func (p *spanParser) space() {
	for p.off < len(p.b) && strings.IndexByte(" \t\r\n", p.b[p.off]) >= 0 {
		p.off++
	}
}

func (p *spanParser) str() [2]int {
	start := p.off
	p.off++ // opening quote
	for p.b[p.off] != '"' {
		if p.b[p.off] == '\\' {
			p.off++
		}
		p.off++
	}
	p.off++
	return [2]int{start, p.off}
}

func (p *spanParser) value() *jsonSpan {
	p.space()
	s := &jsonSpan{start: p.off}
	p.all = append(p.all, s)
	switch c := p.b[p.off]; c {
	case '{':
		s.kind = c
		p.off++
		p.space()
		for p.b[p.off] != '}' {
			p.space()
			s.keys = append(s.keys, p.str())
			p.space()
			p.off++ // colon
			s.vals = append(s.vals, p.value())
			p.space()
			if p.b[p.off] == ',' {
				p.off++
			}
		}
		p.off++
	case '[':
		s.kind = c
		p.off++
		p.space()
		for p.b[p.off] != ']' {
			s.vals = append(s.vals, p.value())
			p.space()
			if p.b[p.off] == ',' {
				p.off++
			}
		}
		p.off++
	case '"':
		s.kind = c
		p.str()
	default:
		s.kind = 'l'
		for p.off < len(p.b) && strings.IndexByte(",]} \t\r\n", p.b[p.off]) < 0 {
			p.off++
		}
	}
	s.end = p.off
	return s
}

// splice returns b with b[start:end] replaced by repl.
func splice(b []byte, start, end int, repl []byte) []byte {
	out := make([]byte, 0, len(b)-(end-start)+len(repl))
	out = append(out, b[:start]...)
	out = append(out, repl...)
	return append(out, b[end:]...)
}

// replacementValues are values of every kind and edge, put in place of
// values of the input.
var replacementValues = []string{
	`null`, `true`, `false`, `0`, `-1`, `1.5`, `1e400`, `-9223372036854775809`, `18446744073709551616`, `256`,
	`""`, `"x"`, `"12"`, `"true"`, `"null"`, `"AQID"`, `"2024-02-29T12:00:00Z"`, `"\ud800"`, "\"\xff\"",
	`[]`, `[1,"a"]`, `{}`, `{"A":1,"X":"y"}`, `{"1":2}`, `[[{}]]`,
}

// mutation is one change to a valid JSON text that keeps it valid.
type mutation struct {
	name  string
	apply func(r *rand.Rand, b []byte, root *jsonSpan, all []*jsonSpan) []byte
}

// objectsIn returns the objects among all with at least min members.
func objectsIn(all []*jsonSpan, min int) []*jsonSpan {
	var out []*jsonSpan
	for _, s := range all {
		if s.kind == '{' && len(s.keys) >= min {
			out = append(out, s)
		}
	}
	return out
}

// rebuildObject returns the text of object s with the members listed in
// order (indices into s's members), each key possibly replaced.
func rebuildObject(b []byte, s *jsonSpan, order []int, keyText func(i int) []byte) []byte {
	var out []byte
	out = append(out, '{')
	for n, i := range order {
		if n > 0 {
			out = append(out, ',')
		}
		out = append(out, keyText(i)...)
		out = append(out, ':')
		out = append(out, b[s.vals[i].start:s.vals[i].end]...)
	}
	return append(out, '}')
}

func originalKey(b []byte, s *jsonSpan) func(int) []byte {
	return func(i int) []byte { return b[s.keys[i][0]:s.keys[i][1]] }
}

var mutations = []mutation{
	{"replace a value", func(r *rand.Rand, b []byte, _ *jsonSpan, all []*jsonSpan) []byte {
		s := all[r.IntN(len(all))]
		return splice(b, s.start, s.end, []byte(replacementValues[r.IntN(len(replacementValues))]))
	}},
	{"swap two values", func(r *rand.Rand, b []byte, _ *jsonSpan, all []*jsonSpan) []byte {
		objs := objectsIn(all, 2)
		if len(objs) == 0 {
			return nil
		}
		s := objs[r.IntN(len(objs))]
		i, j := r.IntN(len(s.vals)), r.IntN(len(s.vals))
		if i == j {
			j = (i + 1) % len(s.vals)
		}
		vals := make([][]byte, len(s.vals))
		for k, v := range s.vals {
			vals[k] = b[v.start:v.end]
		}
		vals[i], vals[j] = vals[j], vals[i]
		var out []byte
		out = append(out, '{')
		for k := range s.keys {
			if k > 0 {
				out = append(out, ',')
			}
			out = append(out, b[s.keys[k][0]:s.keys[k][1]]...)
			out = append(out, ':')
			out = append(out, vals[k]...)
		}
		out = append(out, '}')
		return splice(b, s.start, s.end, out)
	}},
	{"delete a member", func(r *rand.Rand, b []byte, _ *jsonSpan, all []*jsonSpan) []byte {
		objs := objectsIn(all, 1)
		if len(objs) == 0 {
			return nil
		}
		s := objs[r.IntN(len(objs))]
		drop := r.IntN(len(s.keys))
		var order []int
		for i := range s.keys {
			if i != drop {
				order = append(order, i)
			}
		}
		return splice(b, s.start, s.end, rebuildObject(b, s, order, originalKey(b, s)))
	}},
	{"duplicate a member", func(r *rand.Rand, b []byte, _ *jsonSpan, all []*jsonSpan) []byte {
		objs := objectsIn(all, 1)
		if len(objs) == 0 {
			return nil
		}
		s := objs[r.IntN(len(objs))]
		i := r.IntN(len(s.keys))
		dup := append([]byte(nil), b[s.keys[i][0]:s.keys[i][1]]...)
		dup = append(dup, ':')
		if r.IntN(2) == 0 {
			dup = append(dup, b[s.vals[i].start:s.vals[i].end]...)
		} else {
			dup = append(dup, replacementValues[r.IntN(len(replacementValues))]...)
		}
		// Before or after the original, so both orders of a duplicate are
		// seen.
		if r.IntN(2) == 0 {
			return splice(b, s.start+1, s.start+1, append(dup, ','))
		}
		return splice(b, s.end-1, s.end-1, append([]byte{','}, dup...))
	}},
	{"change the case of a key", func(r *rand.Rand, b []byte, _ *jsonSpan, all []*jsonSpan) []byte {
		objs := objectsIn(all, 1)
		if len(objs) == 0 {
			return nil
		}
		s := objs[r.IntN(len(objs))]
		i := r.IntN(len(s.keys))
		key := b[s.keys[i][0]:s.keys[i][1]]
		if bytes.IndexByte(key, '\\') >= 0 {
			return nil
		}
		var out []byte
		for _, c := range string(key) {
			switch {
			case c == 'k' || c == 'K':
				c = []rune{'k', 'K', '\u212a'}[r.IntN(3)] // Kelvin sign folds to k
			case c == 's' || c == 'S':
				c = []rune{'s', 'S', '\u017f'}[r.IntN(3)] // long s folds to s
			case unicode.IsUpper(c):
				c = unicode.ToLower(c)
			case unicode.IsLower(c):
				c = unicode.ToUpper(c)
			}
			out = utf8.AppendRune(out, c)
		}
		return splice(b, s.keys[i][0], s.keys[i][1], out)
	}},
	{"rename a key", func(r *rand.Rand, b []byte, _ *jsonSpan, all []*jsonSpan) []byte {
		objs := objectsIn(all, 1)
		if len(objs) == 0 {
			return nil
		}
		s := objs[r.IntN(len(objs))]
		i := r.IntN(len(s.keys))
		names := []string{`"unknown"`, `""`, `"-"`, `"1"`, `"-5"`, `"300"`, `"a:b"`, `"A"`, `"X"`, `"Name"`, `"2024-01-01T00:00:00Z"`}
		return splice(b, s.keys[i][0], s.keys[i][1], []byte(names[r.IntN(len(names))]))
	}},
	{"wrap a value", func(r *rand.Rand, b []byte, _ *jsonSpan, all []*jsonSpan) []byte {
		s := all[r.IntN(len(all))]
		v := b[s.start:s.end]
		if r.IntN(2) == 0 {
			return splice(b, s.start, s.end, []byte("["+string(v)+"]"))
		}
		return splice(b, s.start, s.end, []byte(`{"A":`+string(v)+`}`))
	}},
	{"empty a container", func(r *rand.Rand, b []byte, _ *jsonSpan, all []*jsonSpan) []byte {
		var cs []*jsonSpan
		for _, s := range all {
			if s.kind == '{' || s.kind == '[' {
				cs = append(cs, s)
			}
		}
		if len(cs) == 0 {
			return nil
		}
		s := cs[r.IntN(len(cs))]
		return splice(b, s.start, s.end, []byte{s.kind, s.kind + 2}) // {} or []
	}},
}

// corrupt returns b made invalid (most of the time) in one of a few ways.
func corrupt(r *rand.Rand, b []byte) (string, []byte) {
	if len(b) == 0 {
		return "empty", []byte("{")
	}
	i := r.IntN(len(b))
	switch r.IntN(5) {
	case 0:
		return "truncate", bytes.Clone(b[:i])
	case 1:
		out := bytes.Clone(b)
		out[i] ^= 1 << r.IntN(8)
		return "flip a bit", out
	case 2:
		junk := []string{"{", "}", "[", "]", ",", ":", `"`, `\`, "x", "\x00", "\xff", " "}
		return "insert", splice(b, i, i, []byte(junk[r.IntN(len(junk))]))
	case 3:
		return "delete a byte", splice(b, i, i+1, nil)
	default:
		return "append", append(bytes.Clone(b), []byte(replacementValues[r.IntN(len(replacementValues))])...)
	}
}

// TestUnmarshalRandom decodes the encoding of random values of random
// types, mutated and corrupted, into fresh and pre-filled destinations.
func TestUnmarshalRandom(t *testing.T) {
	seed := randomSeed(t)
	types := 400
	if testing.Short() {
		types = 100
	}
	if *randTypesFlag > 0 {
		types = *randTypesFlag
	}
	g := randtypes.New(rand.NewPCG(seed, 0xdec0), "D")
	mr := rand.New(rand.NewPCG(seed, 0x5eed))
	r := &decodeReporter{t: t}
	where := jsontest.Caller(0)
	inputs := 0
	for i := 0; i < types; i++ {
		typ, in := g.DecodeType()
		// Pre-filled destinations come from a generator of their own,
		// seeded per type, so that the two libraries get equal values.
		prefillSeed := mr.Uint64()
		fresh := func() any { return reflect.New(typ).Interface() }
		old := func() any {
			pg := randtypes.New(rand.NewPCG(prefillSeed, 1), "D")
			p := reflect.New(typ)
			pg.Fill(p.Elem())
			return p.Interface()
		}
		type input struct {
			how string
			in  []byte
		}
		ins := []input{{"as encoded", in}}
		root, all := parseSpans(in)
		if root == nil {
			t.Fatalf("seed %d: cannot parse encoding/json's output %q", seed, in)
		}
		for j := 0; j < 6; j++ {
			m := mutations[mr.IntN(len(mutations))]
			if b := m.apply(mr, in, root, all); b != nil {
				ins = append(ins, input{m.name, b})
			}
		}
		for j := 0; j < 2; j++ {
			how, b := corrupt(mr, in)
			ins = append(ins, input{how, b})
		}
		for _, x := range ins {
			inputs++
			name := fmt.Sprintf("seed %d, type #%d %v, %s", seed, i, typ, x.how)
			for _, mk := range []func() any{fresh, old} {
				r.check(decodeCase{CaseName: jsontest.CaseName{Name: name, Where: where}, in: string(x.in), new: mk, asIs: true})
			}
			r.check(decodeCase{CaseName: jsontest.CaseName{Name: name + " into any", Where: where}, in: string(x.in), new: into[any], asIs: true})
			if x.how == "as encoded" {
				r.check(decodeCase{CaseName: jsontest.CaseName{Name: name + ", Decoder", Where: where}, in: string(x.in), new: old,
					opts: decodeOptions{useNumber: mr.IntN(2) == 0, disallowUnknown: true}, asIs: true})
			}
		}
		if r.failed >= *decodeFailuresFlag {
			break
		}
	}
	r.done()
	t.Logf("%d types, %d inputs, %d decodings compared", types, inputs, r.runs)
}

// TestUnmarshalRandomWrapped decodes the encoding of random values of
// random types in every wrapping of the table tests (through pointers,
// interfaces, struct fields, slices, arrays and maps).
func TestUnmarshalRandomWrapped(t *testing.T) {
	seed := randomSeed(t)
	g := randtypes.New(rand.NewPCG(seed, 0x7219), "R")
	r := &decodeReporter{t: t}
	where := jsontest.Caller(0)
	n := 300
	if testing.Short() {
		n = 60
	}
	for i := 0; i < n; i++ {
		typ, in := g.DecodeType()
		r.check(decodeCase{CaseName: jsontest.CaseName{Name: fmt.Sprintf("seed %d, type #%d %v", seed, i, typ), Where: where},
			in: string(in), new: func() any { return reflect.New(typ).Interface() }})
	}
	r.done()
}
