// Package randtypes holds the random type and value generator of the
// differential tests, and the declared types it draws from.
//
// The randomized tests of package json compare zerojson with encoding/json
// on struct types built with [reflect.StructOf] (fields of every kind, tags,
// embedding), filled with random values. StructOf cannot make everything a
// Go program can declare: it rejects embedded fields of unexported types,
// and embedded types with methods unless they come first in the struct.
// Even then the struct it builds has the promoted methods only on the value
// type, never on the pointer type, which no declared type can do (the
// generator makes such structs too; see [PromotedMethodStructs]). The shapes
// StructOf cannot build come from pools of declared types that the
// generator mixes in: types with marshalling methods, embeddings, options,
// defined pointer types (type P *T) and named types of the kinds reflect
// makes only unnamed. The table tests of package json use many of them by
// name.
//
// [Source] writes drawn types out as Go source, with the declarations of
// this package they use, for cmd/jsongen's end-to-end test.
//
// Only tests import this package. It imports package json, so only
// external tests (package json_test) of the root may import it.
package randtypes

import (
	"encoding"
	stdjson "encoding/json"
	"fmt"
	"math"
	"math/rand/v2"
	"reflect"
	"slices"
	"strconv"
	"time"

	"github.com/zerojson/json"
)

// A Generator builds random types and values from a random source. Its
// results depend only on the source: two generators on sources with the
// same seed draw the same types and values.
type Generator struct {
	r *rand.Rand
	// prefix starts every generated exported field name, so that two
	// generators with different prefixes never build the same type.
	prefix   string
	maxDepth int

	// pool, when set, is where typ and structType take their types from
	// instead of building new ones (see UsePools).
	pool, structPool []reflect.Type
}

// New returns a Generator drawing from src. Every exported field name it
// generates starts with prefix, so that generators with different prefixes
// never build the same struct type.
func New(src rand.Source, prefix string) *Generator {
	return &Generator{r: rand.New(src), prefix: prefix, maxDepth: 4}
}

// UsePools makes g draw its types from types, and its struct types from
// structs, instead of building new ones. A process that draws types without
// end (a fuzzer) must: reflect, encoding/json and zerojson keep every type
// they meet for the life of the process.
func (g *Generator) UsePools(types, structs []reflect.Type) {
	g.pool, g.structPool = types, structs
}

// Type returns a random type: a scalar, a declared type of the pools, a
// pointer, slice, array, map or struct of random types, or any. depth is
// the nesting level the type starts at; below four levels only scalars and
// declared types are drawn.
func (g *Generator) Type(depth int) reflect.Type { return g.typ(depth) }

// StructType returns a random struct type built with reflect.StructOf,
// starting at nesting level depth (see [Generator.Type]).
func (g *Generator) StructType(depth int) reflect.Type { return g.structType(depth) }

// NamedType returns a random defined pointer type or named type of a kind
// reflect makes only unnamed.
func (g *Generator) NamedType() reflect.Type { return g.namedType() }

// Value returns a new addressable value of type t with random contents.
func (g *Generator) Value(t reflect.Type) reflect.Value { return g.value(t) }

// Fill sets v, which must be addressable, to random contents, as a value
// one level below the root.
func (g *Generator) Fill(v reflect.Value) { g.fill(v, 1) }

// Chance reports true with the given probability, in percent.
func (g *Generator) Chance(percent int) bool { return g.chance(percent) }

// DecodeType returns a random type whose random values encoding/json can
// encode, and such a value's encoding.
//
// The encoding is zerojson's, which the encoding tests hold to classic
// encoding/json's: the inputs must be the same on every build, and Go
// 1.27's default encoding/json writes other bytes for some values (invalid
// UTF-8) and panics on some others (inside its method calls). A value
// whose encoding panics (a method of this package's, promoted from a nil
// embedded pointer) is passed over like one that fails.
func (g *Generator) DecodeType() (reflect.Type, []byte) {
	for {
		typ := g.structType(1)
		switch n := g.r.IntN(100); {
		case n < 5:
			// Unmarshal into new(P), which encoding/json decodes without
			// the methods of what P points to.
			typ = pick(g, definedPointerTypes)
		case n < 25:
			typ = g.typ(0)
		}
		v := g.value(typ)
		b, err := marshal(v.Addr().Interface())
		if err == nil {
			return typ, b
		}
	}
}

// marshal is json.Marshal with a panic turned into an error.
func marshal(v any) (b []byte, err error) {
	defer func() {
		if p := recover(); p != nil {
			err = fmt.Errorf("panic: %v", p)
		}
	}()
	return json.Marshal(v)
}

// PromotedMethodStructs returns struct types built by reflect.StructOf that
// embed a type with methods in their first field, alone and with another
// field. reflect promotes the methods to the struct type but not to its
// pointer type, unlike the compiler for declared types. Embeddings that
// reflect refuses are left out.
func PromotedMethodStructs() []reflect.Type {
	var types []reflect.Type
	for _, et := range embeddableFirst {
		name := et.Name()
		if et.Kind() == reflect.Pointer {
			name = et.Elem().Name()
		}
		for _, fields := range [][]reflect.StructField{
			{{Name: name, Type: et, Anonymous: true}},
			{{Name: name, Type: et, Anonymous: true}, {Name: "Other", Type: reflect.TypeFor[int]()}},
		} {
			if typ := structOf(fields); typ.NumField() == len(fields) {
				types = append(types, typ)
			}
		}
	}
	return types
}

func (g *Generator) chance(percent int) bool { return g.r.IntN(100) < percent }

// length returns the length of a slice or map to fill, or -1 to leave it
// nil: none below the depth where values stop growing (deep).
func (g *Generator) length(deep bool) int {
	if g.chance(15) {
		return -1
	}
	n := g.r.IntN(4)
	if deep {
		n = 0
	}
	return n
}

func pick[T any](g *Generator, xs []T) T { return xs[g.r.IntN(len(xs))] }

// Types the generator draws from.
var (
	scalarTypes = []reflect.Type{
		reflect.TypeFor[bool](), reflect.TypeFor[int](), reflect.TypeFor[int8](), reflect.TypeFor[int16](),
		reflect.TypeFor[int32](), reflect.TypeFor[int64](), reflect.TypeFor[uint](), reflect.TypeFor[uint8](),
		reflect.TypeFor[uint16](), reflect.TypeFor[uint32](), reflect.TypeFor[uint64](), reflect.TypeFor[uintptr](),
		reflect.TypeFor[float32](), reflect.TypeFor[float64](), reflect.TypeFor[string](), reflect.TypeFor[string](),
		reflect.TypeFor[Str](), reflect.TypeFor[Int](), reflect.TypeFor[time.Duration](), reflect.TypeFor[NamedUintKey](),
		reflect.TypeFor[ZeroerInt](), reflect.TypeFor[PlainByte](), reflect.TypeFor[NamedBool](), reflect.TypeFor[NamedFloat](),
	}
	unsupportedTypes = []reflect.Type{
		reflect.TypeFor[complex64](), reflect.TypeFor[complex128](), reflect.TypeFor[chan int](), reflect.TypeFor[func()](),
		reflect.TypeFor[NamedComplex](), reflect.TypeFor[NamedFunc](), reflect.TypeFor[NamedChan](),
	}
	// poolTypes are declared types with shapes StructOf cannot build or
	// with methods; each must have a value filler below or be fillable
	// field by field.
	poolTypes = []reflect.Type{
		reflect.TypeFor[ValueMarshaler](), reflect.TypeFor[PointerMarshaler](), reflect.TypeFor[*PointerMarshaler](),
		reflect.TypeFor[ValueText](), reflect.TypeFor[PointerText](), reflect.TypeFor[*PointerText](),
		reflect.TypeFor[RawJSON](), reflect.TypeFor[RawText](), reflect.TypeFor[JSONAndText](),
		reflect.TypeFor[PtrJSONValueText](), reflect.TypeFor[*NilSafeMarshaler](), reflect.TypeFor[*NilSafeText](),
		reflect.TypeFor[ByteSlice](), reflect.TypeFor[ByteSliceJSON](), reflect.TypeFor[ByteSliceText](),
		reflect.TypeFor[[]BytePtrMarshaler](), reflect.TypeFor[[]ByteValMarshaler](), reflect.TypeFor[[]BytePtrText](),
		reflect.TypeFor[PlainByteSlice](), reflect.TypeFor[ByteArray](), reflect.TypeFor[[]byte](),
		reflect.TypeFor[time.Time](), reflect.TypeFor[*time.Time](), reflect.TypeFor[stdjson.Number](),
		reflect.TypeFor[stdjson.RawMessage](), reflect.TypeFor[EmbA](), reflect.TypeFor[EmbOuterA](),
		reflect.TypeFor[embHidden](), reflect.TypeFor[poolUnexported](), reflect.TypeFor[poolEmbedMix](),
		reflect.TypeFor[poolEmbedMarshaler](), reflect.TypeFor[poolEmbedPtrMarshaler](), reflect.TypeFor[poolEmbedText](),
		reflect.TypeFor[ValueZeroer](), reflect.TypeFor[PointerZeroer](), reflect.TypeFor[ZeroerMap](),
		reflect.TypeFor[appendBoth](), reflect.TypeFor[AppendBothPtr](), reflect.TypeFor[AppendText](), reflect.TypeFor[KeptText](),
		reflect.TypeFor[Tree](), reflect.TypeFor[poolOptions](), reflect.TypeFor[poolConflicts](),
		reflect.TypeFor[encoding.TextMarshaler](), reflect.TypeFor[stdjson.Marshaler](), reflect.TypeFor[IsZeroer](),
		reflect.TypeFor[map[string]any](), reflect.TypeFor[[]any](),
	}
	// failingTypes make the encoding fail whenever they are reached.
	failingTypes = []reflect.Type{
		reflect.TypeFor[FailJSON](), reflect.TypeFor[FailText](), reflect.TypeFor[FailPtrJSON](), reflect.TypeFor[FailPtrText](),
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
		reflect.TypeFor[uint16](), reflect.TypeFor[uint64](), reflect.TypeFor[NamedStringKey](), reflect.TypeFor[NamedIntKey](),
		reflect.TypeFor[TextKey](), reflect.TypeFor[*PtrTextKey](), reflect.TypeFor[IntTextKey](), reflect.TypeFor[RawText](),
		reflect.TypeFor[*TextKey](), reflect.TypeFor[time.Time](), reflect.TypeFor[TextInt](), reflect.TypeFor[PTextInt](),
	}
	fieldNames = []string{"A", "B", "X", "Y", "Name", "T", "Q"}
	tagNames   = []string{"", "", "a", "A", "X", "x", "-", "<x>", "a&b", "é", "😀", "n b", "Y", "Name", "name"}
	tagOptions = []string{"omitempty", "omitzero", "string", "omitempty,omitzero", "string,omitempty", "bogus"}
)

// typ returns a random type; depth limits nesting.
func (g *Generator) typ(depth int) reflect.Type {
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

// namedType returns one of the declared types of named.go: a defined
// pointer type more often than not.
func (g *Generator) namedType() reflect.Type {
	if g.chance(60) {
		return pick(g, definedPointerTypes)
	}
	return pick(g, namedTypes)
}

// structType returns a random struct type built with reflect.StructOf.
func (g *Generator) structType(depth int) reflect.Type {
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
			f = reflect.StructField{Name: fmt.Sprintf("u%d", i), PkgPath: thisPackage, Type: g.typ(depth)}
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

func (g *Generator) tag() reflect.StructTag {
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

func (g *Generator) str() string {
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

func (g *Generator) float(bits int) float64 {
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

func (g *Generator) int(bits int) int64 {
	switch g.r.IntN(4) {
	case 0:
		return pick(g, []int64{0, 1, -1, math.MinInt64 >> (64 - bits), math.MaxInt64 >> (64 - bits)})
	case 1:
		return g.r.Int64() >> (64 - bits)
	default:
		return int64(g.r.IntN(200) - 100)
	}
}

func (g *Generator) uint(bits int) uint64 {
	switch g.r.IntN(4) {
	case 0:
		return pick(g, []uint64{0, 1, math.MaxUint64 >> (64 - bits)})
	case 1:
		return g.r.Uint64() >> (64 - bits)
	default:
		return uint64(g.r.IntN(300))
	}
}

func (g *Generator) time() time.Time {
	sec := g.r.Int64N(400*365*86400) - 100*365*86400
	t := time.Unix(sec, int64(g.r.IntN(1e9))*int64(g.r.IntN(2)))
	switch g.r.IntN(5) {
	case 0:
		return t.In(time.FixedZone("Z", (g.r.IntN(48)-24)*1800))
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
var fillers = map[reflect.Type]func(g *Generator, v reflect.Value, depth int){
	reflect.TypeFor[time.Time](): func(g *Generator, v reflect.Value, _ int) { v.Set(reflect.ValueOf(g.time())) },
	reflect.TypeFor[stdjson.Number](): func(g *Generator, v reflect.Value, _ int) {
		s := pick(g, interestingNumbers)
		if g.chance(3) {
			s = pick(g, badNumbers)
		}
		v.SetString(s)
	},
	reflect.TypeFor[stdjson.RawMessage](): func(g *Generator, v reflect.Value, _ int) {
		switch {
		case g.chance(20):
			v.SetBytes(nil)
		case g.chance(3):
			v.SetBytes([]byte(pick(g, badRaw)))
		default:
			v.SetBytes([]byte(pick(g, interestingRaw)))
		}
	},
	reflect.TypeFor[AppendText](): func(g *Generator, v reflect.Value, _ int) {
		a := AppendText{g.str()}
		a.Sanitize()
		v.Set(reflect.ValueOf(a))
	},
	reflect.TypeFor[RawJSON](): func(g *Generator, v reflect.Value, _ int) {
		s := pick(g, interestingRaw)
		if g.chance(3) {
			s = pick(g, badRaw)
		}
		v.SetString(s)
	},
}

// interfaceFillers list, per non-empty interface type, values to put in it.
var interfaceFillers = map[reflect.Type][]func(g *Generator) any{
	reflect.TypeFor[encoding.TextMarshaler](): {
		func(g *Generator) any { return TextKey{g.str()} },
		func(g *Generator) any { return &PointerText{g.r.IntN(9)} },
		func(g *Generator) any { return ValueText{g.r.IntN(9)} },
		func(g *Generator) any { return IntTextKey(g.r.IntN(9)) },
		func(g *Generator) any { return (*NilSafeText)(nil) },
		func(g *Generator) any { return g.time() },
	},
	reflect.TypeFor[stdjson.Marshaler](): {
		func(g *Generator) any { return ValueMarshaler{g.r.IntN(9)} },
		func(g *Generator) any { return &PointerMarshaler{g.r.IntN(9)} },
		func(g *Generator) any { return RawJSON(pick(g, interestingRaw)) },
		func(g *Generator) any { return stdjson.RawMessage(pick(g, interestingRaw)) },
		func(g *Generator) any { return appendBoth{g.r.IntN(9), g.str()} },
		func(g *Generator) any { return (*NilSafeMarshaler)(nil) },
	},
	reflect.TypeFor[IsZeroer](): {
		func(g *Generator) any { return ValueZeroer{40 + g.r.IntN(4)} },
		func(g *Generator) any { return &PointerZeroer{40 + g.r.IntN(4)} },
		func(g *Generator) any { return (*ValueZeroer)(nil) },
		func(g *Generator) any { return g.time() },
		func(g *Generator) any { return ZeroerInt(g.r.IntN(3)) },
	},
	reflect.TypeFor[NamedIface](): namedIfaceFillers,
}

// value returns a new addressable value of type t with random contents.
func (g *Generator) value(t reflect.Type) reflect.Value {
	v := reflect.New(t).Elem()
	g.fill(v, 0)
	return v
}

// fill sets the addressable v to random contents.
func (g *Generator) fill(v reflect.Value, depth int) {
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
		n := g.length(deep)
		if n < 0 {
			return
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
		n := g.length(deep)
		if n < 0 {
			return
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
func (g *Generator) mapKey(t reflect.Type, i int) reflect.Value {
	k := reflect.New(t).Elem()
	switch t {
	case reflect.TypeFor[TextKey]():
		k.Set(reflect.ValueOf(TextKey{strconv.Itoa(i) + g.str()}))
	case reflect.TypeFor[*TextKey]():
		k.Set(reflect.ValueOf(&TextKey{strconv.Itoa(i) + g.str()}))
	case reflect.TypeFor[*PtrTextKey]():
		if i == 0 && g.chance(30) {
			return k // the nil key, which encodes as ""
		}
		k.Set(reflect.ValueOf(&PtrTextKey{strconv.Itoa(i) + g.str()}))
	case reflect.TypeFor[IntTextKey](), reflect.TypeFor[TextInt]():
		k.SetInt(int64(i*7 - 10))
	case reflect.TypeFor[time.Time]():
		k.Set(reflect.ValueOf(time.Unix(int64(i)*86400+g.r.Int64N(86400), 0).UTC()))
	default:
		g.fill(k, g.maxDepth)
	}
	return k
}
