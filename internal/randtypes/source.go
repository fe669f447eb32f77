package randtypes

// The random types as Go source, for cmd/jsongen's end-to-end test, which
// generates code for them: Source writes drawn types out with the
// declarations of this package they use (the pool types, their methods,
// what those use), so that the file compiles in a package of its own.

import (
	"bytes"
	stdjson "encoding/json"
	"errors"
	"fmt"
	"go/ast"
	"go/format"
	"go/parser"
	"go/printer"
	"go/token"
	"maps"
	"os"
	"path/filepath"
	"reflect"
	"runtime"
	"slices"
	"strconv"
	"strings"
)

// Source returns a gofmt'd Go file, without its package clause, that
// declares types S0, S1, ... as types[0], types[1], ..., with a
// "//jsongen:generate" line above each one cmd/jsongen can generate code
// for, followed by the declarations of this package they use, and imports.
//
// It reads those declarations from this package's source files, found
// where the package was built from: it works in tests, not in a binary
// moved away from its source.
func Source(types []reflect.Type) ([]byte, error) {
	p := &sourcePrinter{local: map[string]bool{}, imports: map[string]string{}}
	var decls bytes.Buffer
	for i, t := range types {
		if generable(t) {
			decls.WriteString("//jsongen:generate\n")
		}
		fmt.Fprintf(&decls, "type S%d %s\n\n", i, p.typ(t))
	}
	pool, err := p.declarations()
	if err != nil {
		return nil, err
	}
	var out bytes.Buffer
	out.WriteString("import (\n")
	for _, path := range slices.Sorted(maps.Keys(p.imports)) {
		// Named always: a package's name need not be the last element of
		// its path (encoding/json/v2 is package json, whose types stand
		// for encoding/json's on Go 1.27's default build).
		fmt.Fprintf(&out, "\t%s %q\n", p.imports[path], path)
	}
	out.WriteString(")\n\n")
	out.Write(decls.Bytes())
	out.Write(pool)
	// Formatted as a file, with a package clause that is then dropped.
	file, err := format.Source(append([]byte("package p\n\n"), out.Bytes()...))
	if err != nil {
		return nil, fmt.Errorf("%v\n%s", err, out.Bytes())
	}
	return bytes.TrimPrefix(file, []byte("package p\n\n")), nil
}

// generable reports whether cmd/jsongen generates code for struct type t
// when it is declared: whether none of its embedded fields brings
// marshalling methods, which jsongen leaves to the reflective codec.
func generable(t reflect.Type) bool {
	for i := range t.NumField() {
		f := t.Field(i)
		if !f.Anonymous {
			continue
		}
		pt := f.Type
		if pt.Kind() != reflect.Pointer {
			pt = reflect.PointerTo(pt)
		}
		for _, m := range []string{"MarshalJSON", "UnmarshalJSON", "MarshalText", "UnmarshalText", "AppendText",
			"MarshalAppendJSON", "MarshalJSONWire", "UnmarshalJSONWire"} {
			if _, ok := pt.MethodByName(m); ok {
				return false
			}
		}
	}
	return true
}

// thisPackage is the path reflect gives the types of this package.
var thisPackage = reflect.TypeFor[EmbA]().PkgPath()

// A sourcePrinter writes reflect types as Go source, and collects the
// named types of this package and the imports they need.
type sourcePrinter struct {
	local   map[string]bool   // names of this package's types used
	imports map[string]string // path to name
}

// The names the imports of the printed source go by.
var importNames = map[string]string{
	"encoding/json":            "stdjson",
	"github.com/zerojson/json": "json",
}

// stdjsonNames names the types of encoding/json that Go 1.27's default
// build declares as aliases of encoding/json/v2's and jsontext's, whose
// own names would need go1.27 in the module that compiles the source.
var stdjsonNames = map[reflect.Type]string{
	reflect.TypeFor[stdjson.Marshaler]():   "Marshaler",
	reflect.TypeFor[stdjson.Unmarshaler](): "Unmarshaler",
	reflect.TypeFor[stdjson.RawMessage]():  "RawMessage",
	reflect.TypeFor[stdjson.Number]():      "Number",
}

func (p *sourcePrinter) typ(t reflect.Type) string {
	if name, ok := stdjsonNames[t]; ok {
		p.imports["encoding/json"] = importNames["encoding/json"]
		return importNames["encoding/json"] + "." + name
	}
	if t.Name() != "" {
		switch t.PkgPath() {
		case "":
			return t.Name() // predeclared
		case thisPackage:
			p.local[t.Name()] = true
			return t.Name()
		}
		path := t.PkgPath()
		name, ok := importNames[path]
		if !ok {
			name = path[strings.LastIndex(path, "/")+1:]
		}
		p.imports[path] = name
		return name + "." + t.Name()
	}
	switch t.Kind() {
	case reflect.Pointer:
		return "*" + p.typ(t.Elem())
	case reflect.Slice:
		return "[]" + p.typ(t.Elem())
	case reflect.Array:
		return "[" + strconv.Itoa(t.Len()) + "]" + p.typ(t.Elem())
	case reflect.Map:
		return "map[" + p.typ(t.Key()) + "]" + p.typ(t.Elem())
	case reflect.Chan:
		return "chan " + p.typ(t.Elem())
	case reflect.Func:
		if t.NumIn() != 0 || t.NumOut() != 0 {
			panic("no source for " + t.String())
		}
		return "func()"
	case reflect.Interface:
		if t.NumMethod() != 0 {
			panic("no source for " + t.String())
		}
		return "any"
	case reflect.Struct:
		var b strings.Builder
		b.WriteString("struct {\n")
		for i := range t.NumField() {
			f := t.Field(i)
			if !f.Anonymous {
				b.WriteString(f.Name + " ")
			}
			b.WriteString(p.typ(f.Type))
			switch tag := string(f.Tag); {
			case tag == "":
			case strings.Contains(tag, "`"):
				b.WriteString(" " + strconv.Quote(tag))
			default:
				b.WriteString(" `" + tag + "`")
			}
			b.WriteString("\n")
		}
		b.WriteString("}")
		return b.String()
	}
	panic("no source for " + t.String())
}

// declarations returns the declarations of this package that the printed
// types use, with what those use in turn (methods, functions, variables),
// and adds their imports.
func (p *sourcePrinter) declarations() ([]byte, error) {
	fset := token.NewFileSet()
	files, err := sourceFiles()
	if err != nil {
		return nil, err
	}
	type decl struct {
		node    ast.Node
		imports map[string]string // name to path, of its file
	}
	byName := map[string][]decl{} // top-level name, or the receiver's type name for a method
	for _, name := range files {
		f, err := parser.ParseFile(fset, name, nil, parser.SkipObjectResolution)
		if err != nil {
			return nil, err
		}
		if f.Name.Name != "randtypes" {
			continue
		}
		imports := map[string]string{}
		for _, imp := range f.Imports {
			path, _ := strconv.Unquote(imp.Path.Value)
			name := path[strings.LastIndex(path, "/")+1:]
			if imp.Name != nil {
				name = imp.Name.Name
			}
			imports[name] = path
		}
		for _, d := range f.Decls {
			if fd, ok := d.(*ast.FuncDecl); ok && fd.Recv != nil {
				recv := fd.Recv.List[0].Type
				for {
					switch r := recv.(type) {
					case *ast.StarExpr:
						recv = r.X
						continue
					case *ast.IndexExpr:
						recv = r.X
						continue
					}
					break
				}
				byName[recv.(*ast.Ident).Name] = append(byName[recv.(*ast.Ident).Name], decl{d, imports})
				continue
			}
			if gd, ok := d.(*ast.GenDecl); ok && gd.Tok != token.IMPORT {
				for _, s := range gd.Specs {
					one := &ast.GenDecl{Tok: gd.Tok, Specs: []ast.Spec{s}}
					for _, name := range declNames(one) {
						byName[name] = append(byName[name], decl{one, imports})
					}
				}
				continue
			}
			for _, name := range declNames(d) {
				byName[name] = append(byName[name], decl{d, imports})
			}
		}
	}

	// The closure, from the names the types use: every identifier in a
	// declaration taken that names a declaration of the package is
	// taken too. An identifier that only shadows one takes a declaration
	// more than needed, which does no harm.
	var out bytes.Buffer
	done := map[ast.Node]bool{}
	queue := slices.Sorted(maps.Keys(p.local))
	for len(queue) > 0 {
		name := queue[0]
		queue = queue[1:]
		for _, d := range byName[name] {
			if done[d.node] {
				continue
			}
			done[d.node] = true
			ast.Inspect(d.node, func(n ast.Node) bool {
				switch n := n.(type) {
				case *ast.SelectorExpr:
					if x, ok := n.X.(*ast.Ident); ok {
						if path, ok := d.imports[x.Name]; ok {
							if name, ok := importNames[path]; ok && name != x.Name {
								return false // not in the file's own naming
							}
							p.imports[path] = x.Name
							return false
						}
					}
				case *ast.Ident:
					if _, ok := byName[n.Name]; ok {
						queue = append(queue, n.Name)
					}
				}
				return true
			})
			if err := printer.Fprint(&out, fset, d.node); err != nil {
				return nil, err
			}
			out.WriteString("\n\n")
		}
	}
	return out.Bytes(), nil
}

// sourceFiles returns the paths of this package's Go files, tests left out,
// in the directory this file was compiled from.
func sourceFiles() ([]string, error) {
	_, file, _, ok := runtime.Caller(0)
	if !ok {
		return nil, errors.New("randtypes: no path for the package's source")
	}
	entries, err := os.ReadDir(filepath.Dir(file))
	if err != nil {
		return nil, fmt.Errorf("randtypes: the package's source: %w", err)
	}
	var files []string
	for _, e := range entries {
		if name := e.Name(); strings.HasSuffix(name, ".go") && !strings.HasSuffix(name, "_test.go") {
			files = append(files, filepath.Join(filepath.Dir(file), name))
		}
	}
	return files, nil
}

// declNames returns the names a top-level declaration declares.
func declNames(d ast.Decl) []string {
	var names []string
	switch d := d.(type) {
	case *ast.FuncDecl:
		if d.Recv == nil {
			names = append(names, d.Name.Name)
		}
	case *ast.GenDecl:
		for _, s := range d.Specs {
			switch s := s.(type) {
			case *ast.TypeSpec:
				names = append(names, s.Name.Name)
			case *ast.ValueSpec:
				for _, n := range s.Names {
					names = append(names, n.Name)
				}
			}
		}
	}
	return names
}
