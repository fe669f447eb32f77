package json_test

// Randomized differential tests: random struct types built with
// reflect.StructOf (fields of every kind, tags, embedding), filled with
// random values, encoded by encoding/json and by this package in every mode.
//
// reflect.StructOf cannot make everything a Go program can declare: it
// rejects embedded fields of unexported types, and embedded types with
// methods unless they come first in the struct. Even then the struct it
// builds has the promoted methods only on the value type, never on the
// pointer type, which no declared type can do (the generator makes such
// structs too, and TestMarshalStructOfPromotedMethods checks them on their
// own). The shapes StructOf cannot build come from pools of
// declared types that the generator mixes in (see poolTypes, and
// random_named_test.go for defined pointer types, type P *T, and named
// types of the kinds reflect makes only unnamed).

import (
	"bytes"
	"encoding"
	stdjson "encoding/json"
	"flag"
	"fmt"
	"hash/fnv"
	"math"
	"math/rand/v2"
	"reflect"
	"slices"
	"strconv"
	"sync"
	"testing"
	"time"

	"github.com/zerojson/json"
	"github.com/zerojson/json/internal/jsontest"
)

var (
	randTypesFlag    = flag.Int("zerojson.types", 0, "number of random types in TestMarshalRandom; 0 for the default")
	randFailuresFlag = flag.Int("zerojson.randomfailures", 10, "failures after which TestMarshalRandom stops; 0 for no limit")
)

// randomSeed returns the seed for a randomized test (see
// jsontest.RandomSeed).
func randomSeed(t *testing.T) uint64 { return jsontest.RandomSeed(t) }

// generator builds random types and values from a random source.
type generator struct {
	r *rand.Rand
	// prefix starts every generated exported field name, so that two
	// generators with different prefixes never build the same type.
	prefix   string
	maxDepth int

	// pool, when set, is where typ and structType take their types from
	// instead of building new ones (see fuzzTypePool).
	pool, structPool []reflect.Type
}

func newGenerator(src rand.Source, prefix string) *generator {
	return &generator{r: rand.New(src), prefix: prefix, maxDepth: 4}
}

func (g *generator) chance(percent int) bool { return g.r.IntN(100) < percent }

func pick[T any](g *generator, xs []T) T { return xs[g.r.IntN(len(xs))] }

// Types the generator draws from.
var (
	scalarTypes = []reflect.Type{
		reflect.TypeFor[bool](), reflect.TypeFor[int](), reflect.TypeFor[int8](), reflect.TypeFor[int16](),
		reflect.TypeFor[int32](), reflect.TypeFor[int64](), reflect.TypeFor[uint](), reflect.TypeFor[uint8](),
		reflect.TypeFor[uint16](), reflect.TypeFor[uint32](), reflect.TypeFor[uint64](), reflect.TypeFor[uintptr](),
		reflect.TypeFor[float32](), reflect.TypeFor[float64](), reflect.TypeFor[string](), reflect.TypeFor[string](),
		reflect.TypeFor[Str](), reflect.TypeFor[Int](), reflect.TypeFor[time.Duration](), reflect.TypeFor[namedUintKey](),
		reflect.TypeFor[zeroerInt](), reflect.TypeFor[plainByte](), reflect.TypeFor[NamedBool](), reflect.TypeFor[NamedFloat](),
	}
	unsupportedTypes = []reflect.Type{
		reflect.TypeFor[complex64](), reflect.TypeFor[complex128](), reflect.TypeFor[chan int](), reflect.TypeFor[func()](),
		reflect.TypeFor[NamedComplex](), reflect.TypeFor[NamedFunc](), reflect.TypeFor[NamedChan](),
	}
	// poolTypes are declared types with shapes StructOf cannot build or
	// with methods; each must have a value filler below or be fillable
	// field by field.
	poolTypes = []reflect.Type{
		reflect.TypeFor[valueMarshaler](), reflect.TypeFor[pointerMarshaler](), reflect.TypeFor[*pointerMarshaler](),
		reflect.TypeFor[valueText](), reflect.TypeFor[pointerText](), reflect.TypeFor[*pointerText](),
		reflect.TypeFor[rawJSON](), reflect.TypeFor[rawText](), reflect.TypeFor[jsonAndText](),
		reflect.TypeFor[ptrJSONValueText](), reflect.TypeFor[*nilSafeMarshaler](), reflect.TypeFor[*nilSafeText](),
		reflect.TypeFor[byteSlice](), reflect.TypeFor[byteSliceJSON](), reflect.TypeFor[byteSliceText](),
		reflect.TypeFor[[]bytePtrMarshaler](), reflect.TypeFor[[]byteValMarshaler](), reflect.TypeFor[[]bytePtrText](),
		reflect.TypeFor[plainByteSlice](), reflect.TypeFor[byteArray](), reflect.TypeFor[[]byte](),
		reflect.TypeFor[time.Time](), reflect.TypeFor[*time.Time](), reflect.TypeFor[stdjson.Number](),
		reflect.TypeFor[stdjson.RawMessage](), reflect.TypeFor[EmbA](), reflect.TypeFor[EmbOuterA](),
		reflect.TypeFor[embHidden](), reflect.TypeFor[poolUnexported](), reflect.TypeFor[poolEmbedMix](),
		reflect.TypeFor[poolEmbedMarshaler](), reflect.TypeFor[poolEmbedPtrMarshaler](), reflect.TypeFor[poolEmbedText](),
		reflect.TypeFor[valueZeroer](), reflect.TypeFor[pointerZeroer](), reflect.TypeFor[zeroerMap](),
		reflect.TypeFor[appendBoth](), reflect.TypeFor[appendBothPtr](), reflect.TypeFor[appendText](),
		reflect.TypeFor[tree](), reflect.TypeFor[poolOptions](), reflect.TypeFor[poolConflicts](),
		reflect.TypeFor[encoding.TextMarshaler](), reflect.TypeFor[stdjson.Marshaler](), reflect.TypeFor[isZeroer](),
		reflect.TypeFor[map[string]any](), reflect.TypeFor[[]any](),
	}
	// failingTypes make the encoding fail whenever they are reached.
	failingTypes = []reflect.Type{
		reflect.TypeFor[failJSON](), reflect.TypeFor[failText](), reflect.TypeFor[failPtrJSON](), reflect.TypeFor[failPtrText](),
	}
	// embeddable types may be embedded anywhere in a StructOf struct.
	embeddable = []reflect.Type{
		reflect.TypeFor[EmbA](), reflect.TypeFor[EmbB](), reflect.TypeFor[EmbTaggedX](), reflect.TypeFor[EmbOuterA](),
		reflect.TypeFor[EmbOuterA2](), reflect.TypeFor[EmbTagged](), reflect.TypeFor[*EmbA](), reflect.TypeFor[*EmbB](),
		reflect.TypeFor[*EmbTagged](), reflect.TypeFor[*EmbOuterA](), reflect.TypeFor[Str](), reflect.TypeFor[Int](),
		reflect.TypeFor[*Str](), reflect.TypeFor[PoolWide](), reflect.TypeFor[PtrJSONEmbed](), reflect.TypeFor[PtrTextEmbed](),
	}
	// embeddableFirst have methods, which StructOf accepts only in the
	// first field, and then promotes to the struct but not to its pointer.
	embeddableFirst = []reflect.Type{
		reflect.TypeFor[EmbMarsh](), reflect.TypeFor[EmbText](), reflect.TypeFor[*EmbPtrMarsh](), reflect.TypeFor[appendBoth](),
		reflect.TypeFor[*NilU](),
	}
	mapKeyTypes = []reflect.Type{
		reflect.TypeFor[string](), reflect.TypeFor[string](), reflect.TypeFor[int](), reflect.TypeFor[int8](),
		reflect.TypeFor[uint16](), reflect.TypeFor[uint64](), reflect.TypeFor[namedStringKey](), reflect.TypeFor[namedIntKey](),
		reflect.TypeFor[textKey](), reflect.TypeFor[*ptrTextKey](), reflect.TypeFor[intTextKey](), reflect.TypeFor[rawText](),
		reflect.TypeFor[*textKey](), reflect.TypeFor[time.Time](), reflect.TypeFor[TextInt](), reflect.TypeFor[PTextInt](),
	}
	fieldNames = []string{"A", "B", "X", "Y", "Name", "T", "Q"}
	tagNames   = []string{"", "", "a", "A", "X", "x", "-", "<x>", "a&b", "é", "😀", "n b", "Y", "Name", "name"}
	tagOptions = []string{"omitempty", "omitzero", "string", "omitempty,omitzero", "string,omitempty", "bogus"}
)

// Pool types with shapes StructOf cannot build.
type (
	poolUnexported struct {
		a int
		B string
		c []int
		D *int `json:"d"`
	}
	poolEmbedMix struct {
		EmbA
		*EmbB
		embHidden
		*EmbTaggedX
		embStr
		Z int `json:"X,omitempty"`
	}
	poolEmbedMarshaler struct {
		EmbMarsh
		Other int
	}
	poolEmbedPtrMarshaler struct {
		*EmbPtrMarsh
		Other int
	}
	poolEmbedText struct {
		EmbText
	}
	poolOptions struct {
		I  int            `json:"i,string"`
		F  float32        `json:"f,string,omitempty"`
		S  string         `json:",string"`
		P  *bool          `json:"p,string"`
		Z  valueZeroer    `json:"z,omitzero"`
		PZ *pointerZeroer `json:"pz,omitzero"`
		IZ isZeroer       `json:",omitzero"`
		T  time.Time      `json:"t,omitzero"`
		E  []int          `json:"e,omitempty"`
		C  chan int       `json:"-"`
		D  int            `json:"-,"`
	}
	poolConflicts struct {
		EmbA
		EmbB
		EmbOuterA2
		EmbTaggedX
		Y int
	}
	// PoolWide is exported so StructOf can embed it.
	PoolWide struct {
		A, B, X, Y, Name string
		T                *time.Time
		Q                any `json:"q,omitempty"`
	}
)

// typ returns a random type; depth limits nesting.
func (g *generator) typ(depth int) reflect.Type {
	if g.pool != nil {
		return pick(g, g.pool)
	}
	if depth >= g.maxDepth {
		switch n := g.r.IntN(100); {
		case n < 65:
			return pick(g, scalarTypes)
		case n < 85:
			return pick(g, poolTypes)
		}
		return g.namedType()
	}
	switch n := g.r.IntN(100); {
	case n < 26:
		return pick(g, scalarTypes)
	case n < 39:
		return pick(g, poolTypes)
	case n < 47:
		return g.namedType()
	case n < 48:
		return pick(g, failingTypes)
	case n < 49:
		return pick(g, unsupportedTypes)
	case n < 56:
		return reflect.PointerTo(g.typ(depth + 1))
	case n < 64:
		return reflect.SliceOf(g.typ(depth + 1))
	case n < 69:
		return reflect.ArrayOf(g.r.IntN(4), g.typ(depth+1))
	case n < 77:
		return reflect.MapOf(pick(g, mapKeyTypes), g.typ(depth+1))
	case n < 83:
		return reflect.TypeFor[any]()
	default:
		return g.structType(depth + 1)
	}
}

// namedType returns one of the declared types of random_named_test.go: a
// defined pointer type more often than not.
func (g *generator) namedType() reflect.Type {
	if g.chance(60) {
		return pick(g, definedPointerTypes)
	}
	return pick(g, namedTypes)
}

// structType returns a random struct type built with reflect.StructOf.
func (g *generator) structType(depth int) reflect.Type {
	if g.structPool != nil {
		return pick(g, g.structPool)
	}
	n := 1 + g.r.IntN(8)
	used := map[string]bool{}
	var fields []reflect.StructField
	for i := 0; i < n; i++ {
		var f reflect.StructField
		switch {
		case g.chance(12):
			// Embedded: a field named after its type's name.
			et := pick(g, embeddable)
			if i == 0 && g.chance(25) {
				et = pick(g, embeddableFirst)
			}
			base := et
			if base.Kind() == reflect.Pointer {
				base = base.Elem()
			}
			f = reflect.StructField{Name: base.Name(), Type: et, Anonymous: true}
		case g.chance(12):
			f = reflect.StructField{Name: fmt.Sprintf("u%d", i), PkgPath: "github.com/zerojson/json_test", Type: g.typ(depth)}
		default:
			name := g.prefix + "F" + strconv.Itoa(i)
			if g.chance(35) {
				name = g.prefix + pick(g, fieldNames)
				if g.prefix == "" || g.chance(50) {
					name = pick(g, fieldNames)
				}
			}
			f = reflect.StructField{Name: name, Type: g.typ(depth)}
		}
		if used[f.Name] {
			continue
		}
		used[f.Name] = true
		if g.chance(45) {
			f.Tag = g.tag()
		}
		fields = append(fields, f)
	}
	// Keep a method-bearing embedding only where StructOf allows it.
	for i := 1; i < len(fields); i++ {
		if fields[i].Anonymous && slices.Contains(embeddableFirst, fields[i].Type) {
			fields = slices.Delete(fields, i, i+1)
			i--
		}
	}
	return structOf(fields)
}

// structOf calls reflect.StructOf, falling back to dropping embedded fields
// if reflect refuses the combination.
func structOf(fields []reflect.StructField) (t reflect.Type) {
	defer func() {
		if recover() != nil {
			var plain []reflect.StructField
			for _, f := range fields {
				if !f.Anonymous {
					plain = append(plain, f)
				}
			}
			t = reflect.StructOf(plain)
		}
	}()
	return reflect.StructOf(fields)
}

func (g *generator) tag() reflect.StructTag {
	switch g.r.IntN(10) {
	case 0:
		return `json:"-"`
	case 1:
		return `json:"-,"`
	}
	v := pick(g, tagNames)
	if g.chance(50) {
		v += "," + pick(g, tagOptions)
	}
	return reflect.StructTag("json:" + strconv.Quote(v))
}

// Values the generator favours.
var (
	interestingStrings = []string{
		"", "a", "hello world", "<script>", "a&b", "\u2028", "\u2029", "é", "日本", "\U0001F600", "\x00", "\x1f",
		"\t\n", `"`, `\`, "\xff", "\xed\xa0\x80", "\uFFFD", "null", "123", "\x7f", "</", "tk:", "",
	}
	interestingFloats = []float64{
		0, math.Copysign(0, -1), 1, -1, 0.1, 0.5, 1.0 / 3, 1e20, 1e21, 1e-6, 1e-7, 123456789.125, 1e300,
		math.MaxFloat64, math.SmallestNonzeroFloat64, 2.5e-310, math.MaxFloat32, math.SmallestNonzeroFloat32,
		-1e21, 9.999999e20, 1 << 53, 1e15, 3.4e38,
	}
	interestingNumbers = []string{"0", "", "-1", "1.5e-7", "12345678901234567890", "1e400", "-0.0"}
	badNumbers         = []string{"1.", "0x1", "NaN", "--1", " 1"}
	interestingRaw     = []string{"null", "1", `"s"`, `{"a":[1,2]}`, " [ true , false ] ", `"<&>"`, `{}`, `[]`}
	badRaw             = []string{"", "{", "1 2", "nul"}
)

func (g *generator) str() string {
	if g.chance(60) {
		return pick(g, interestingStrings)
	}
	n := g.r.IntN(12)
	b := make([]byte, 0, n*2)
	for i := 0; i < n; i++ {
		switch g.r.IntN(8) {
		case 0:
			b = append(b, byte(g.r.IntN(256)))
		case 1:
			b = append(b, pick(g, interestingStrings)...)
		default:
			b = append(b, byte(' '+g.r.IntN(95)))
		}
	}
	return string(b)
}

func (g *generator) float(bits int) float64 {
	switch n := g.r.IntN(100); {
	case n < 1:
		return pick(g, []float64{math.NaN(), math.Inf(1), math.Inf(-1)})
	case n < 50:
		f := pick(g, interestingFloats)
		if bits == 32 {
			f = float64(float32(f))
		}
		return f
	case n < 75:
		f := float64(g.r.IntN(2000)-1000) / float64(int(1)<<g.r.IntN(20))
		if bits == 32 {
			f = float64(float32(f))
		}
		return f
	default:
		for {
			if bits == 32 {
				f := math.Float32frombits(g.r.Uint32())
				if !math.IsNaN(float64(f)) && !math.IsInf(float64(f), 0) {
					return float64(f)
				}
			} else {
				f := math.Float64frombits(g.r.Uint64())
				if !math.IsNaN(f) && !math.IsInf(f, 0) {
					return f
				}
			}
		}
	}
}

func (g *generator) int(bits int) int64 {
	switch g.r.IntN(4) {
	case 0:
		return pick(g, []int64{0, 1, -1, math.MinInt64 >> (64 - bits), math.MaxInt64 >> (64 - bits)})
	case 1:
		return g.r.Int64() >> (64 - bits)
	default:
		return int64(g.r.IntN(200) - 100)
	}
}

func (g *generator) uint(bits int) uint64 {
	switch g.r.IntN(4) {
	case 0:
		return pick(g, []uint64{0, 1, math.MaxUint64 >> (64 - bits)})
	case 1:
		return g.r.Uint64() >> (64 - bits)
	default:
		return uint64(g.r.IntN(300))
	}
}

func (g *generator) time() time.Time {
	sec := g.r.Int64N(400*365*86400) - 100*365*86400
	t := time.Unix(sec, int64(g.r.IntN(1e9))*int64(g.r.IntN(2)))
	switch g.r.IntN(5) {
	case 0:
		return t.In(fixedZone("Z", (g.r.IntN(48)-24)*1800))
	case 1:
		return time.Time{}
	case 2:
		if g.chance(10) {
			return time.Date(10000+g.r.IntN(5), 1, 1, 0, 0, 0, 0, time.UTC)
		}
	}
	return t.UTC()
}

// fillers make valid values of types whose fields must not be random.
var fillers = map[reflect.Type]func(g *generator, v reflect.Value, depth int){
	reflect.TypeFor[time.Time](): func(g *generator, v reflect.Value, _ int) { v.Set(reflect.ValueOf(g.time())) },
	reflect.TypeFor[stdjson.Number](): func(g *generator, v reflect.Value, _ int) {
		s := pick(g, interestingNumbers)
		if g.chance(3) {
			s = pick(g, badNumbers)
		}
		v.SetString(s)
	},
	reflect.TypeFor[stdjson.RawMessage](): func(g *generator, v reflect.Value, _ int) {
		switch {
		case g.chance(20):
			v.SetBytes(nil)
		case g.chance(3):
			v.SetBytes([]byte(pick(g, badRaw)))
		default:
			v.SetBytes([]byte(pick(g, interestingRaw)))
		}
	},
	reflect.TypeFor[appendText](): func(g *generator, v reflect.Value, _ int) {
		a := appendText{g.str()}
		a.Sanitize()
		v.Set(reflect.ValueOf(a))
	},
	reflect.TypeFor[rawJSON](): func(g *generator, v reflect.Value, _ int) {
		s := pick(g, interestingRaw)
		if g.chance(3) {
			s = pick(g, badRaw)
		}
		v.SetString(s)
	},
}

// interfaceFillers list, per non-empty interface type, values to put in it.
var interfaceFillers = map[reflect.Type][]func(g *generator) any{
	reflect.TypeFor[encoding.TextMarshaler](): {
		func(g *generator) any { return textKey{g.str()} },
		func(g *generator) any { return &pointerText{g.r.IntN(9)} },
		func(g *generator) any { return valueText{g.r.IntN(9)} },
		func(g *generator) any { return intTextKey(g.r.IntN(9)) },
		func(g *generator) any { return (*nilSafeText)(nil) },
		func(g *generator) any { return g.time() },
	},
	reflect.TypeFor[stdjson.Marshaler](): {
		func(g *generator) any { return valueMarshaler{g.r.IntN(9)} },
		func(g *generator) any { return &pointerMarshaler{g.r.IntN(9)} },
		func(g *generator) any { return rawJSON(pick(g, interestingRaw)) },
		func(g *generator) any { return stdjson.RawMessage(pick(g, interestingRaw)) },
		func(g *generator) any { return appendBoth{g.r.IntN(9), g.str()} },
		func(g *generator) any { return (*nilSafeMarshaler)(nil) },
	},
	reflect.TypeFor[isZeroer](): {
		func(g *generator) any { return valueZeroer{40 + g.r.IntN(4)} },
		func(g *generator) any { return &pointerZeroer{40 + g.r.IntN(4)} },
		func(g *generator) any { return (*valueZeroer)(nil) },
		func(g *generator) any { return g.time() },
		func(g *generator) any { return zeroerInt(g.r.IntN(3)) },
	},
	reflect.TypeFor[NamedIface](): namedIfaceFillers,
}

// value returns a new addressable value of type t with random contents.
func (g *generator) value(t reflect.Type) reflect.Value {
	v := reflect.New(t).Elem()
	g.fill(v, 0)
	return v
}

// fill sets the addressable v to random contents.
func (g *generator) fill(v reflect.Value, depth int) {
	if !v.CanSet() {
		// An unexported field: write through its address (test data only).
		v = reflect.NewAt(v.Type(), v.Addr().UnsafePointer()).Elem()
	}
	t := v.Type()
	if f := fillers[t]; f != nil {
		f(g, v, depth)
		return
	}
	deep := depth >= g.maxDepth+2
	switch t.Kind() {
	case reflect.Bool:
		v.SetBool(g.chance(50))
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		v.SetInt(g.int(t.Bits()))
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr:
		v.SetUint(g.uint(t.Bits()))
	case reflect.Float32, reflect.Float64:
		v.SetFloat(g.float(t.Bits()))
	case reflect.Complex64, reflect.Complex128:
		v.SetComplex(complex(g.float(64), 0))
	case reflect.String:
		v.SetString(g.str())
	case reflect.Pointer:
		if deep || g.chance(20) {
			return
		}
		p := reflect.New(t.Elem())
		g.fill(p.Elem(), depth+1)
		v.Set(p)
	case reflect.Slice:
		if g.chance(15) {
			return
		}
		n := g.r.IntN(4)
		if deep {
			n = 0
		}
		s := reflect.MakeSlice(t, n, n)
		for i := 0; i < n; i++ {
			g.fill(s.Index(i), depth+1)
		}
		v.Set(s)
	case reflect.Array:
		for i := 0; i < v.Len(); i++ {
			g.fill(v.Index(i), depth+1)
		}
	case reflect.Map:
		if g.chance(15) {
			return
		}
		n := g.r.IntN(4)
		if deep {
			n = 0
		}
		m := reflect.MakeMapWithSize(t, n)
		for i := 0; i < n; i++ {
			k := g.mapKey(t.Key(), i)
			e := reflect.New(t.Elem()).Elem()
			g.fill(e, depth+1)
			m.SetMapIndex(k, e)
		}
		v.Set(m)
	case reflect.Interface:
		if g.chance(15) {
			return
		}
		if fs := interfaceFillers[t]; fs != nil {
			v.Set(reflect.ValueOf(pick(g, fs)(g)))
			return
		}
		if t.NumMethod() != 0 {
			return
		}
		var et reflect.Type
		if deep {
			et = pick(g, scalarTypes)
		} else {
			et = g.typ(depth + 2)
		}
		e := reflect.New(et).Elem()
		g.fill(e, depth+1)
		v.Set(e)
	case reflect.Struct:
		for i := 0; i < v.NumField(); i++ {
			g.fill(v.Field(i), depth+1)
		}
	case reflect.Chan:
		if g.chance(10) {
			v.Set(reflect.MakeChan(t, 0))
		}
	}
}

// mapKey returns a key of type t. Keys whose text comes from MarshalText
// are made from i so that one map never holds two keys with the same
// text: encoding/json's order between equal texts is not deterministic.
func (g *generator) mapKey(t reflect.Type, i int) reflect.Value {
	k := reflect.New(t).Elem()
	switch t {
	case reflect.TypeFor[textKey]():
		k.Set(reflect.ValueOf(textKey{strconv.Itoa(i) + g.str()}))
	case reflect.TypeFor[*textKey]():
		k.Set(reflect.ValueOf(&textKey{strconv.Itoa(i) + g.str()}))
	case reflect.TypeFor[*ptrTextKey]():
		if i == 0 && g.chance(30) {
			return k // the nil key, which encodes as ""
		}
		k.Set(reflect.ValueOf(&ptrTextKey{strconv.Itoa(i) + g.str()}))
	case reflect.TypeFor[intTextKey](), reflect.TypeFor[TextInt]():
		k.SetInt(int64(i*7 - 10))
	case reflect.TypeFor[time.Time]():
		k.Set(reflect.ValueOf(time.Unix(int64(i)*86400+g.r.Int64N(86400), 0).UTC()))
	default:
		g.fill(k, g.maxDepth)
	}
	return k
}

// TestMarshalRandom compares random values of random types with std.
func TestMarshalRandom(t *testing.T) {
	seed := randomSeed(t)
	types, values := 1500, 3
	if testing.Short() {
		types = 300
	}
	if *randTypesFlag > 0 {
		types = *randTypesFlag
	}
	g := newGenerator(rand.NewPCG(seed, 0x5eed), "")
	failures, compared := 0, 0
	// One long-lived Encoder per library sees every value too, so that
	// state an Encoder keeps between calls (buffers, per-type caches) is
	// exercised across thousands of types.
	var stdBuf, ourBuf bytes.Buffer
	stdEnc, ourEnc := stdjson.NewEncoder(&stdBuf), json.NewEncoder(&ourBuf)
	stdEnc.SetEscapeHTML(false)
	ourEnc.SetEscapeHTML(false)
	for i := 0; i < types; i++ {
		typ := g.typ(0)
		switch {
		case g.chance(75):
			typ = g.structType(1)
		case g.chance(20):
			typ = g.namedType() // as the root: defined pointers and named kinds are rarer deeper down
		}
		for j := 0; j < values; j++ {
			v := g.value(typ)
			for k, x := range []any{v.Interface(), v.Addr().Interface()} {
				compared++
				d := differ.Check(t, x)
				if d == "" {
					// Go 1.27's default encoding/json panics on a few
					// values, hence the recover.
					encode := func(enc interface{ Encode(any) error }, buf *bytes.Buffer) string {
						buf.Reset()
						err := encodeRecoverWith(enc.Encode, x)
						return jsontest.CanonError(err) + "out: " + strconv.QuoteToASCII(buf.String()) + "\n"
					}
					if ld := jsontest.Ref.Same(t, fmt.Sprintf("long-lived Encoder type #%d value #%d.%d", i, j, k),
						func() string { return encode(stdEnc, &stdBuf) },
						func() string { return encode(ourEnc, &ourBuf) }); ld != "" {
						d = "long-lived Encoder:\n" + ld
					}
				}
				if d != "" {
					t.Errorf("seed %d, type #%d %v, value #%d:\n%s", seed, i, typ, j, d)
					if failures++; failures == *randFailuresFlag {
						t.Fatalf("stopping after %d failures (-zerojson.randomfailures=N for more, 0 for all)", failures)
					}
				}
			}
		}
	}
	t.Logf("%d types, %d values compared in %d modes", types, compared, len(jsontest.Modes))
}

// TestMarshalConcurrent encodes many types that neither library has seen
// from many goroutines at once, so that building and caching a type's
// encoder races with using it; run it with -race.
func TestMarshalConcurrent(t *testing.T) {
	seed := randomSeed(t)
	g := newGenerator(rand.NewPCG(seed, 0xc0c0), fmt.Sprintf("C%x_", seed&0xffff))
	const numTypes, goroutines = 120, 8
	var items []any
	for i := 0; i < numTypes; i++ {
		typ := g.structType(1)
		for j := 0; j < 2; j++ {
			v := g.value(typ)
			for _, x := range []any{v.Interface(), v.Addr().Interface(), []any{v.Interface()}} {
				items = append(items, x)
			}
		}
	}
	// ours holds each item's result from the first goroutine to encode it;
	// every other goroutine's must be the same.
	var (
		wg       sync.WaitGroup
		mu       sync.Mutex
		ours     = make([]string, len(items))
		failures []string
	)
	for w := 0; w < goroutines; w++ {
		wg.Add(1)
		go func(w int) {
			defer wg.Done()
			r := rand.New(rand.NewPCG(seed, uint64(w)))
			var buf bytes.Buffer
			enc := json.NewEncoder(&buf) // reused for every value
			for _, i := range r.Perm(len(items)) {
				it := items[i]
				got, err := marshalRecover(it)
				buf.Reset()
				encErr := encodeRecover(enc, it)
				for _, res := range []struct {
					how string
					out string
				}{{"Marshal", canonEncoded(got, err)}, {"Encoder", canonEncoded(bytes.TrimSuffix(buf.Bytes(), []byte("\n")), encErr)}} {
					mu.Lock()
					if ours[i] == "" {
						ours[i] = res.out
					} else if ours[i] != res.out {
						failures = append(failures, fmt.Sprintf("goroutine %d, %s %T:\n\tfirst: %s\n\tnow:   %s", w, res.how, it, ours[i], res.out))
					}
					mu.Unlock()
				}
			}
		}(w)
	}
	wg.Wait()
	for i, it := range items {
		if d := jsontest.Ref.Same(t, fmt.Sprintf("item %d", i),
			func() string { return canonEncoded(marshalRecoverWith(stdjson.Marshal, it)) },
			func() string { return ours[i] }); d != "" {
			failures = append(failures, fmt.Sprintf("%T:\n%s", it, d))
		}
	}
	for i, f := range failures {
		if i == 10 {
			t.Errorf("... and %d more", len(failures)-10)
			break
		}
		t.Error(f)
	}
	t.Logf("%d values encoded by %d goroutines each", len(items), goroutines)
}

// canonEncoded prints an encoding's result for TestMarshalConcurrent: the
// error (see jsontest.CanonError), or the output.
func canonEncoded(out []byte, err error) string {
	if err != nil {
		return jsontest.CanonError(err)
	}
	return "out: " + strconv.QuoteToASCII(string(out)) + "\n"
}

// encodeRecover is enc.Encode with a panic turned into an error.
func encodeRecover(enc *json.Encoder, v any) error { return encodeRecoverWith(enc.Encode, v) }

// encodeRecoverWith is encode(v) with a panic turned into an error.
func encodeRecoverWith(encode func(any) error, v any) (err error) {
	defer func() {
		if p := recover(); p != nil {
			err = fmt.Errorf("panic: %v", p)
		}
	}()
	return encode(v)
}

// marshalRecover is json.Marshal with a panic turned into an error, so that
// one failing goroutine does not end the whole test binary.
func marshalRecover(v any) ([]byte, error) { return marshalRecoverWith(json.Marshal, v) }

// marshalRecoverWith is marshal(v) with a panic turned into an error. (Go
// 1.27's default encoding/json panics on some values that classic encodes.)
func marshalRecoverWith(marshal func(any) ([]byte, error), v any) (b []byte, err error) {
	defer func() {
		if p := recover(); p != nil {
			err = fmt.Errorf("panic: %v", p)
		}
	}()
	return marshal(v)
}

// TestMarshalStructOfPromotedMethods encodes structs built by
// reflect.StructOf that embed a type with methods. reflect promotes the
// methods to the struct type but not to its pointer type, unlike the
// compiler for declared types; encoding/json only asks reflect, so it calls
// the promoted method on values and encodes the fields through pointers'
// elements the same way.
func TestMarshalStructOfPromotedMethods(t *testing.T) {
	for _, et := range embeddableFirst {
		name := et.Name()
		if et.Kind() == reflect.Pointer {
			name = et.Elem().Name()
		}
		for _, fields := range [][]reflect.StructField{
			{{Name: name, Type: et, Anonymous: true}},
			{{Name: name, Type: et, Anonymous: true}, {Name: "Other", Type: reflect.TypeFor[int]()}},
		} {
			typ := structOf(fields)
			if typ.NumField() != len(fields) {
				continue // reflect refused this embedding
			}
			for _, vr := range variants(reflect.New(typ).Elem().Interface()) {
				if d := differ.Check(t, vr.v); d != "" {
					t.Errorf("StructOf %v [%s]:\n%s", typ, vr.name, d)
				}
			}
		}
	}
}

// byteSource is a rand.Source driven by fuzz input: each byte decides one
// random choice, so that the fuzzer's mutations change the types and values
// generated locally. After the input runs out it continues with a PCG seeded
// from the input.
type byteSource struct {
	data     []byte
	fallback *rand.PCG
}

func newByteSource(data []byte) *byteSource {
	h := fnv.New64a()
	h.Write(data)
	sum := h.Sum64()
	return &byteSource{data: data, fallback: rand.NewPCG(sum, sum>>1|1)}
}

func (s *byteSource) Uint64() uint64 {
	if len(s.data) > 0 {
		b := s.data[0]
		s.data = s.data[1:]
		// Spread the byte over the word so that both the high bits (used
		// for bounded choices) and the low bits follow it.
		return uint64(b) * 0x0101010101010101
	}
	return s.fallback.Uint64()
}
