package main

import (
	"cmp"
	"go/types"
	"reflect"
	"slices"
	"strings"
	"unicode"
)

// A field is a member of a struct's JSON object: a struct field, maybe
// promoted from an embedded struct, found by encoding/json's rules.
type field struct {
	name   string       // the JSON name
	tagged bool         // the name comes from a tag
	path   []*types.Var // the struct fields from the outer struct's to this one
	index  []int        // the indexes of path's fields in their structs

	// access is the selector by which the generated code reaches the
	// field: path, or, where path goes through an unexported embedded
	// field of another package, which the code cannot name, the part
	// before it and then the field by promotion (see plan).
	access []*types.Var
	typ    types.Type // the declared type of the last field

	omitEmpty, omitZero, quoted bool
}

// structFields returns the JSON fields of the struct type t in the order
// encoding/json writes them, chosen as encoding/json chooses them: the
// exported fields of t and of the structs embedded in it, breadth first,
// a field at a shallower depth hiding the ones of the same name deeper
// down, a tagged field hiding an untagged one at the same depth, and two
// at the same depth with nothing to choose between them hiding each
// other. It is encoding/json's typeFields, on go/types' types.
func structFields(t types.Type) []field {
	type level struct {
		typ   types.Type
		path  []*types.Var
		index []int
	}
	var fields []field
	next := []level{{typ: t}}
	var count, nextCount map[string]int
	visited := map[string]bool{}
	for len(next) > 0 {
		current := next
		next = nil
		count, nextCount = nextCount, map[string]int{}
		for _, l := range current {
			key := typeKey(l.typ)
			if visited[key] {
				continue
			}
			visited[key] = true
			st := l.typ.Underlying().(*types.Struct)
			for i := range st.NumFields() {
				v := st.Field(i)
				if v.Embedded() {
					et := types.Unalias(v.Type())
					if p, ok := et.(*types.Pointer); ok {
						et = types.Unalias(p.Elem())
					}
					if _, isStruct := et.Underlying().(*types.Struct); !v.Exported() && !isStruct {
						continue // an unexported embedded non-struct has no fields to promote
					}
				} else if !v.Exported() {
					continue
				}
				tag := reflect.StructTag(st.Tag(i)).Get("json")
				if tag == "-" {
					continue
				}
				name, opts, _ := strings.Cut(tag, ",")
				if !validTagName(name) {
					name = ""
				}
				path := append(slices.Clip(l.path), v)
				index := append(slices.Clip(l.index), i)

				ft := types.Unalias(v.Type())
				if p, ok := ft.(*types.Pointer); ok {
					ft = types.Unalias(p.Elem())
				}
				quoted := false
				if hasOption(opts, "string") {
					if b, ok := ft.Underlying().(*types.Basic); ok && b.Info()&(types.IsBoolean|types.IsNumeric|types.IsString) != 0 && b.Info()&types.IsComplex == 0 {
						quoted = true
					}
				}
				_, isStruct := ft.Underlying().(*types.Struct)
				if name != "" || !v.Embedded() || !isStruct {
					f := field{
						name:      name,
						tagged:    name != "",
						path:      path,
						index:     index,
						access:    path,
						typ:       v.Type(),
						omitEmpty: hasOption(opts, "omitempty"),
						omitZero:  hasOption(opts, "omitzero"),
						quoted:    quoted,
					}
					if f.name == "" {
						f.name = v.Name()
					}
					fields = append(fields, f)
					if count[key] > 1 {
						// The struct was met more than once at this depth:
						// a second copy makes its fields cancel out below,
						// as encoding/json's do.
						fields = append(fields, f)
					}
					continue
				}
				k := typeKey(ft)
				nextCount[k]++
				if nextCount[k] == 1 {
					next = append(next, level{typ: ft, path: path, index: index})
				}
			}
		}
	}

	slices.SortStableFunc(fields, func(a, b field) int {
		if c := strings.Compare(a.name, b.name); c != 0 {
			return c
		}
		if c := cmp.Compare(len(a.index), len(b.index)); c != 0 {
			return c
		}
		if a.tagged != b.tagged {
			if a.tagged {
				return -1
			}
			return 1
		}
		return slices.Compare(a.index, b.index)
	})
	out := fields[:0]
	for i := 0; i < len(fields); {
		j := i + 1
		for j < len(fields) && fields[j].name == fields[i].name {
			j++
		}
		// The first of a run of the same name dominates, unless the
		// second is as shallow and as tagged as it.
		if j-i == 1 || len(fields[i].index) != len(fields[i+1].index) || fields[i].tagged != fields[i+1].tagged {
			out = append(out, fields[i])
		}
		i = j
	}
	slices.SortFunc(out, func(a, b field) int { return slices.Compare(a.index, b.index) })
	return out
}

// typeKey identifies a type for structFields' bookkeeping.
func typeKey(t types.Type) string { return types.TypeString(t, nil) }

// hasOption reports whether the comma-separated options of a tag include
// opt.
func hasOption(opts, opt string) bool {
	for opts != "" {
		var o string
		o, opts, _ = strings.Cut(opts, ",")
		if o == opt {
			return true
		}
	}
	return false
}

// validTagName reports whether encoding/json accepts name as the name in a
// tag: letters, digits and the punctuation other than quotes, backslash
// and comma.
func validTagName(name string) bool {
	if name == "" {
		return false
	}
	for _, c := range name {
		if !strings.ContainsRune("!#$%&()*+-./:;<=>?@[]^_{|}~ ", c) && !unicode.IsLetter(c) && !unicode.IsDigit(c) {
			return false
		}
	}
	return true
}
