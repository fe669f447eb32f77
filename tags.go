package json

import (
	"reflect"
	"slices"
	"strings"
	"sync"
	"unicode"
)

// structField is one member of the JSON object a struct type encodes to,
// after encoding/json's rules for tags, embedding and name dominance have
// been applied. The encoder and the decoder both work from this list, so the
// two can never disagree about which Go field a JSON key names.
type structField struct {
	name   string       // the JSON key
	tagged bool         // name came from a `json` tag rather than the Go name
	index  []int        // field indexes from the outer struct, through embedded structs
	typ    reflect.Type // the Go field's declared type

	omitEmpty bool // ",omitempty"
	omitZero  bool // ",omitzero"
	quoted    bool // ",string", only kept where encoding/json honours it
}

// tagOpts is the part of a `json` tag after the first comma.
type tagOpts string

// splitTag splits a `json` struct tag into the key name and its options.
func splitTag(tag string) (string, tagOpts) {
	name, opts, _ := strings.Cut(tag, ",")
	return name, tagOpts(opts)
}

// has reports whether the comma-separated options include name exactly.
func (o tagOpts) has(name string) bool {
	for s := string(o); s != ""; {
		var opt string
		opt, s, _ = strings.Cut(s, ",")
		if opt == name {
			return true
		}
	}
	return false
}

// validTagName reports whether a tag's name part may be used as a key;
// encoding/json silently falls back to the Go field name otherwise. Quotes
// and backslashes are excluded, so a valid name never needs JSON escaping
// beyond the HTML-safe escapes.
func validTagName(s string) bool {
	if s == "" {
		return false
	}
	for _, r := range s {
		if unicode.IsLetter(r) || unicode.IsDigit(r) {
			continue
		}
		if !strings.ContainsRune("!#$%&()*+-./:;<=>?@[]^_{|}~ ", r) {
			return false
		}
	}
	return true
}

// quotableKind reports whether ",string" applies to a field of kind k.
func quotableKind(k reflect.Kind) bool {
	switch k {
	case reflect.Bool, reflect.String,
		reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64,
		reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr,
		reflect.Float32, reflect.Float64:
		return true
	}
	return false
}

// embeddedStruct is a struct type reached through anonymous fields, waiting
// to have its own fields collected one embedding level deeper.
type embeddedStruct struct {
	typ   reflect.Type
	index []int
}

// structFields lists the JSON members of struct type t in field order.
//
// The walk is breadth-first over embedding depth, exactly as encoding/json
// resolves Go's promotion rules: a name defined at a shallower depth hides
// deeper ones; among equally shallow fields a single tagged one wins, and
// otherwise all of them are dropped. A struct type embedded more than once
// at the same depth contributes each of its fields twice, so that those
// fields always conflict and vanish.
func structFields(t reflect.Type) []structField {
	if fs, ok := structFieldsCache.Load(t); ok {
		return fs.([]structField)
	}
	fs, _ := structFieldsCache.LoadOrStore(t, listStructFields(t))
	return fs.([]structField)
}

// structFieldsCache holds the member list of every struct type compiled,
// which the encoder and the decoder compilers share: reflect.Type →
// []structField, never modified once stored.
var structFieldsCache sync.Map

// listStructFields is structFields without the cache.
func listStructFields(t reflect.Type) []structField {
	var found []structField
	visited := map[reflect.Type]bool{}
	level := []embeddedStruct{{typ: t}}
	var repeats map[reflect.Type]int // how often each type of level was embedded

	for len(level) > 0 {
		var next []embeddedStruct
		nextRepeats := map[reflect.Type]int{}
		for _, es := range level {
			if visited[es.typ] {
				continue // already collected at a shallower depth
			}
			visited[es.typ] = true
			for i := range es.typ.NumField() {
				sf := es.typ.Field(i)
				if !fieldIsVisible(sf) {
					continue
				}
				tag := sf.Tag.Get("json")
				if tag == "-" {
					continue
				}
				name, opts := splitTag(tag)
				if !validTagName(name) {
					name = ""
				}
				index := append(slices.Clip(es.index), i)

				// encoding/json looks through one unnamed pointer level
				// when deciding whether a field is an embedded struct (and
				// whether ",string" applies: see quotable).
				ft := sf.Type
				if ft.Kind() == reflect.Pointer && ft.Name() == "" {
					ft = ft.Elem()
				}

				if sf.Anonymous && name == "" && ft.Kind() == reflect.Struct {
					nextRepeats[ft]++
					if nextRepeats[ft] == 1 {
						next = append(next, embeddedStruct{typ: ft, index: index})
					}
					continue
				}

				f := structField{
					name:      name,
					tagged:    name != "",
					index:     index,
					typ:       sf.Type,
					omitEmpty: opts.has("omitempty"),
					omitZero:  opts.has("omitzero"),
					quoted:    opts.has("string") && quotable(sf.Type),
				}
				if f.name == "" {
					f.name = sf.Name
				}
				found = append(found, f)
				if repeats[es.typ] > 1 {
					found = append(found, f) // guarantees a conflict, see above
				}
			}
		}
		level, repeats = next, nextRepeats
	}
	return resolveNames(found)
}

// fieldIsVisible reports whether encoding/json considers sf at all:
// exported fields, and embedded fields of (pointers to) unexported struct
// types, whose exported fields are promoted.
func fieldIsVisible(sf reflect.StructField) bool {
	if !sf.Anonymous {
		return sf.IsExported()
	}
	if sf.IsExported() {
		return true
	}
	t := sf.Type
	if t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	return t.Kind() == reflect.Struct
}

// resolveNames settles name conflicts among the collected fields and
// returns the survivors ordered by their index paths, which is the order of
// the keys in the encoded object.
func resolveNames(fields []structField) []structField {
	byName := make(map[string][]int, len(fields))
	var names []string
	for i, f := range fields {
		if _, ok := byName[f.name]; !ok {
			names = append(names, f.name)
		}
		byName[f.name] = append(byName[f.name], i)
	}

	out := make([]structField, 0, len(names))
	for _, name := range names {
		if f, ok := winner(fields, byName[name]); ok {
			out = append(out, f)
		}
	}
	slices.SortFunc(out, func(a, b structField) int { return slices.Compare(a.index, b.index) })
	return out
}

// winner picks the field that wins among candidates sharing one name:
// the shallowest, provided it is alone at its depth or the only tagged one
// there.
func winner(fields []structField, candidates []int) (structField, bool) {
	depth := len(fields[candidates[0]].index)
	for _, i := range candidates[1:] {
		depth = min(depth, len(fields[i].index))
	}
	var best structField
	shallow, tagged := 0, 0
	for _, i := range candidates {
		f := fields[i]
		if len(f.index) != depth {
			continue
		}
		shallow++
		if f.tagged {
			tagged++
			best = f
		} else if tagged == 0 {
			best = f
		}
	}
	switch {
	case tagged == 1:
		return best, true
	case tagged == 0 && shallow == 1:
		return best, true
	}
	return structField{}, false
}

// quotable reports whether the ",string" option applies to a field of type
// t: encoding/json honours it for the bool, number and string kinds and
// unnamed pointers to them.
func quotable(t reflect.Type) bool {
	return quotableKind(t.Kind()) || t.Kind() == reflect.Pointer && t.Name() == "" && quotableKind(t.Elem().Kind())
}
