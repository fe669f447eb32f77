package randtypes

import (
	"go/parser"
	"go/token"
	"math/rand/v2"
	"reflect"
	"slices"
	"strconv"
	"testing"
)

// TestGeneratorFillsNamedTypes checks that the generator gives the declared
// types that can be nil both nil and other values, so that the randomized
// tests meet both, and that it reaches them through Type.
func TestGeneratorFillsNamedTypes(t *testing.T) {
	g := New(rand.NewPCG(1, 2), "")
	for _, typ := range slices.Concat(definedPointerTypes, namedTypes) {
		switch typ.Kind() {
		case reflect.Pointer, reflect.Map, reflect.Slice, reflect.Interface:
		default:
			continue
		}
		nils := 0
		const n = 200
		for range n {
			if g.Value(typ).IsNil() {
				nils++
			}
		}
		if nils == 0 || nils == n {
			t.Errorf("%v: %d of %d values nil", typ, nils, n)
		}
	}
	seen := map[reflect.Type]bool{}
	for range 5000 {
		seen[g.Type(0)] = true
	}
	for _, typ := range slices.Concat(definedPointerTypes, namedTypes) {
		if !seen[typ] {
			t.Errorf("Type never returned %v", typ)
		}
	}
}

// TestSource checks that Source writes random struct types, drawn as
// cmd/jsongen's end-to-end test draws them, as Go that parses and declares
// the types and the pool types they use.
func TestSource(t *testing.T) {
	g := New(rand.NewPCG(1, 0x7372_6373), "")
	var types []reflect.Type
	for range 40 {
		types = append(types, g.StructType(0))
	}
	src, err := Source(types)
	if err != nil {
		t.Fatal(err)
	}
	f, err := parser.ParseFile(token.NewFileSet(), "random.go", append([]byte("package p\n\n"), src...), 0)
	if err != nil {
		t.Fatalf("%v\n%s", err, src)
	}
	declared := map[string]bool{}
	for _, d := range f.Decls {
		for _, name := range declNames(d) {
			declared[name] = true
		}
	}
	for i := range types {
		if name := "S" + strconv.Itoa(i); !declared[name] {
			t.Errorf("%s not declared", name)
		}
	}
	if len(declared) < len(types)+10 {
		t.Errorf("only %d declarations for %d types: the pool types are missing", len(declared), len(types))
	}
}
