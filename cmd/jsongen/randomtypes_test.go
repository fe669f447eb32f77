package main

import (
	"fmt"
	"math/rand/v2"
	"strconv"
	"strings"
)

// randomTypes returns the Go declarations of n random struct types, R0 to
// Rn-1, for the end-to-end test: jsongen generates their methods (a few
// are left to the reflective codec, unmarked), and the test holds them to
// the reflective codec and encoding/json on random values.
//
// They complement the random types of the library's differential suite,
// which TestEndToEnd also generates for (randtypes.Source writes them
// out): those are built with reflect.StructOf, so they never
// refer to one another, embed a generated type, or refer to themselves.
// These do, and draw the rest from the same distributions: scalars and
// named scalars, types with marshalling methods, time.Time, Number,
// RawMessage and []byte, pointers, slices, arrays, maps with string,
// integer and TextMarshaler keys, interfaces, nested and embedded
// structs, and tags from the same names and options.
func randomTypes(seed uint64, n int) string {
	g := &typeGen{r: rand.New(rand.NewPCG(seed, 0x6a736f6e)), n: n}
	var b strings.Builder
	g.marked = make([]bool, n)
	for i := range n {
		g.cur = i
		if g.marked[i] = g.chance(85); g.marked[i] {
			b.WriteString("//jsongen:generate\n")
		}
		fmt.Fprintf(&b, "type R%d struct {\n", i)
		used := map[string]bool{}
		for f := range 1 + g.r.IntN(8) {
			name, typ, embedded := g.field(f)
			if used[name] {
				continue
			}
			used[name] = true
			if embedded {
				b.WriteString("\t" + typ)
			} else {
				b.WriteString("\t" + name + " " + typ)
			}
			if g.chance(45) {
				b.WriteString(" " + g.tag())
			}
			b.WriteString("\n")
		}
		b.WriteString("}\n\n")
	}
	return b.String()
}

// A typeGen draws the parts of random struct types.
type typeGen struct {
	r      *rand.Rand
	n      int    // the number of types
	cur    int    // the type being drawn
	marked []bool // which types are marked for jsongen
}

func (g *typeGen) chance(percent int) bool { return g.r.IntN(100) < percent }

func pickOne[T any](g *typeGen, xs []T) T { return xs[g.r.IntN(len(xs))] }

var (
	randScalars = []string{
		"bool", "int", "int8", "int16", "int32", "int64", "uint", "uint8", "uint16", "uint32", "uint64", "uintptr",
		"float32", "float64", "string", "string", "Name", "Count", "Ratio", "Flag", "time.Duration",
	}
	randPool = []string{
		"time.Time", "*time.Time", "stdjson.Number", "stdjson.RawMessage", "[]byte", "Upper", "*Upper", "Quoted",
		"Point", "*Point", "Zeroer", "PtrZeroer", "*Zeroer", "Kinds", "*Tags", "any", "map[string]any", "[]any",
		"fmt.Stringer", "[]Upper", "map[Upper]int", "Base", "hidden",
	}
	randUnsupported = []string{"complex128", "func()", "chan int"}
	randMapKeys     = []string{"string", "string", "int", "int8", "uint16", "uint64", "Name", "Count", "Upper"}
	randEmbeddable  = []string{"Point", "*Point", "Base", "*Base", "Extra", "*Extra", "Left", "Right", "Inner", "hidden", "*hidden", "Name", "Count"}
	randFieldNames  = []string{"A", "B", "X", "Y", "Name", "T", "Q", "ID", "Note", "Clash"}
	randTagNames    = []string{"", "", "a", "A", "X", "x", "-", "<x>", "a&b", "é", "😀", "n b", "Y", "Name", "name", "ID", "note"}
	randTagOptions  = []string{"omitempty", "omitzero", "string", "omitempty,omitzero", "string,omitempty", "bogus"}
)

// field returns a field of the type being drawn: its name, its type, and
// whether it is embedded (then the name is its type's).
func (g *typeGen) field(i int) (name, typ string, embedded bool) {
	switch {
	case g.chance(12):
		typ = pickOne(g, randEmbeddable)
		if j := g.r.IntN(g.cur + 1); j < g.cur && g.chance(30) && (g.marked[g.cur] || !g.marked[j]) {
			// An earlier random type, whose methods, if generated, are
			// shadowed by this one's; a type left unmarked embeds none
			// with methods, which jsongen refuses.
			typ = "R" + strconv.Itoa(j)
			if g.chance(40) {
				typ = "*" + typ
			}
		}
		return strings.TrimPrefix(typ, "*"), typ, true
	case g.chance(10):
		return "u" + strconv.Itoa(i), g.typ(0), false
	case g.chance(35):
		return pickOne(g, randFieldNames), g.typ(0), false
	}
	return "F" + strconv.Itoa(i), g.typ(0), false
}

// typ returns a random type expression; depth limits nesting.
func (g *typeGen) typ(depth int) string {
	if depth >= 3 {
		if g.chance(70) {
			return pickOne(g, randScalars)
		}
		return pickOne(g, randPool)
	}
	switch n := g.r.IntN(100); {
	case n < 30:
		return pickOne(g, randScalars)
	case n < 46:
		return pickOne(g, randPool)
	case n < 47:
		return pickOne(g, randUnsupported)
	case n < 56:
		return "*" + g.typ(depth+1)
	case n < 66:
		return "[]" + g.typ(depth+1)
	case n < 70:
		return fmt.Sprintf("[%d]%s", g.r.IntN(3), g.typ(depth+1))
	case n < 78:
		return "map[" + pickOne(g, randMapKeys) + "]" + g.typ(depth+1)
	case n < 88:
		// Another random type: by value only if declared before this one,
		// as a struct cannot hold itself.
		j := g.r.IntN(g.n)
		if j < g.cur {
			return "R" + strconv.Itoa(j)
		}
		return pickOne(g, []string{"*", "[]", "[]*", "map[string]*"}) + "R" + strconv.Itoa(j)
	}
	// A struct written out, with a field or two.
	var b strings.Builder
	b.WriteString("struct {")
	for k := range 1 + g.r.IntN(2) {
		fmt.Fprintf(&b, " S%d %s", k, g.typ(depth+1))
		if g.chance(40) {
			b.WriteString(" " + g.tag())
		}
		b.WriteString(";")
	}
	b.WriteString(" }")
	return b.String()
}

// tag returns a random struct tag.
func (g *typeGen) tag() string {
	switch g.r.IntN(10) {
	case 0:
		return "`json:\"-\"`"
	case 1:
		return "`json:\"-,\"`"
	}
	v := pickOne(g, randTagNames)
	if g.chance(50) {
		v += "," + pickOne(g, randTagOptions)
	}
	return "`json:" + strconv.Quote(v) + "`"
}
