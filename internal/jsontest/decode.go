package jsontest

// Helpers for the decoding differential tests: comparing what two
// libraries left in two destinations that started identical, including
// which of the destination's pointers, maps and slice arrays each library
// kept and which it replaced.

import (
	"fmt"
	"math"
	"reflect"
	"slices"
	"sort"
	"strconv"
	"strings"
	"unsafe"
)

// Aliases records the memory a destination referred to before decoding:
// every pointer target, map and slice backing array reachable from it, each
// numbered in the order a walk finds it. After decoding, [DiffValues] uses
// the numbers to tell whether each library reused a piece of the old
// destination (and which) or allocated a new one.
//
// The keys are unsafe.Pointer rather than uintptr so that they keep the old
// memory alive: otherwise a block a library dropped could be freed and its
// address handed to a new allocation, which would then look reused.
type Aliases struct {
	ids map[unsafe.Pointer]int
}

// RecordAliases walks v and numbers the memory it refers to.
func RecordAliases(v any) *Aliases {
	a := &Aliases{ids: make(map[unsafe.Pointer]int)}
	a.walk(reflect.ValueOf(v), 0)
	return a
}

// id returns the number of p, or -1 if p was not reachable before.
func (a *Aliases) id(p unsafe.Pointer) int {
	if a == nil || p == nil {
		return -1
	}
	if id, ok := a.ids[p]; ok {
		return id
	}
	return -1
}

// add numbers p and reports whether it is new.
func (a *Aliases) add(p unsafe.Pointer) bool {
	if p == nil {
		return false
	}
	if _, ok := a.ids[p]; ok {
		return false
	}
	a.ids[p] = len(a.ids)
	return true
}

// maxWalkDepth bounds the recursion of the walks over decoded values, which
// for hostile input can be as deep as the decoder's own nesting limit.
const maxWalkDepth = 12000

func (a *Aliases) walk(v reflect.Value, depth int) {
	if !v.IsValid() || depth > maxWalkDepth {
		return
	}
	switch v.Kind() {
	case reflect.Pointer:
		if v.IsNil() || v.Type().Elem().Size() == 0 {
			return // all zero-size allocations share one address
		}
		if a.add(v.UnsafePointer()) {
			a.walk(v.Elem(), depth+1)
		}
	case reflect.Interface:
		a.walk(v.Elem(), depth+1)
	case reflect.Map:
		if v.IsNil() || !a.add(v.UnsafePointer()) {
			return
		}
		// Number in a fixed order: map iteration order is random, and both
		// libraries' destinations, in this process and in the classic
		// helper, must be numbered alike. Keys that print alike
		// (pointers to equal values) are ordered by their values.
		keys := v.MapKeys()
		names := make([]string, len(keys))
		for i, k := range keys {
			names[i] = canonOf(k, nil)
		}
		sort.Sort(keysByName{keys, names})
		for i := 0; i < len(keys); {
			j := i + 1
			for j < len(keys) && names[j] == names[i] {
				j++
			}
			if j-i > 1 {
				for n := i; n < j; n++ {
					names[n] += "\x00" + canonOf(v.MapIndex(keys[n]), nil)
				}
				sort.Sort(keysByName{keys[i:j], names[i:j]})
			}
			i = j
		}
		for _, k := range keys {
			a.walk(k, depth+1)
			a.walk(v.MapIndex(k), depth+1)
		}
	case reflect.Slice:
		if v.Cap() == 0 || v.Type().Elem().Size() == 0 || !a.add(v.UnsafePointer()) {
			return
		}
		full := v.Slice3(0, v.Cap(), v.Cap())
		for i := 0; i < full.Len(); i++ {
			a.walk(full.Index(i), depth+1)
		}
	case reflect.Array:
		for i := 0; i < v.Len(); i++ {
			a.walk(v.Index(i), depth+1)
		}
	case reflect.Struct:
		for i := 0; i < v.NumField(); i++ {
			a.walk(v.Field(i), depth+1)
		}
	}
}

// keysByName sorts map keys by their printed form.
type keysByName struct {
	keys  []reflect.Value
	names []string
}

func (k keysByName) Len() int           { return len(k.keys) }
func (k keysByName) Less(i, j int) bool { return k.names[i] < k.names[j] }
func (k keysByName) Swap(i, j int) {
	k.keys[i], k.keys[j] = k.keys[j], k.keys[i]
	k.names[i], k.names[j] = k.names[j], k.names[i]
}

// EquivalentTypes reports whether values of type a (from the reference
// library's side) and b (from the side under test) are comparable by
// [DiffValues]: the same type, or types that differ only where each side
// uses its own library's type of the same name, such as encoding/json's
// Number and zerojson's Number, at any depth.
func EquivalentTypes(a, b reflect.Type) bool {
	return equivalentTypes(a, b, 0)
}

func equivalentTypes(a, b reflect.Type, depth int) bool {
	if a == b {
		return true
	}
	if a == nil || b == nil || a.Kind() != b.Kind() || depth > 32 {
		return false
	}
	if a.Name() != "" || b.Name() != "" {
		if a.Name() == b.Name() {
			return isJSONPackage(a.PkgPath()) && isJSONPackage(b.PkgPath())
		}
		// Two instantiations of one generic type, such as
		// holder[encoding/json.Number] and holder[zerojson's Number]:
		// compare what they are made of.
		ga, _, oka := strings.Cut(a.Name(), "[")
		gb, _, okb := strings.Cut(b.Name(), "[")
		if !oka || !okb || ga != gb || a.PkgPath() != b.PkgPath() {
			return false
		}
	}
	switch a.Kind() {
	case reflect.Pointer, reflect.Slice:
		return equivalentTypes(a.Elem(), b.Elem(), depth+1)
	case reflect.Array:
		return a.Len() == b.Len() && equivalentTypes(a.Elem(), b.Elem(), depth+1)
	case reflect.Map:
		return equivalentTypes(a.Key(), b.Key(), depth+1) && equivalentTypes(a.Elem(), b.Elem(), depth+1)
	case reflect.Struct:
		if a.NumField() != b.NumField() {
			return false
		}
		for i := 0; i < a.NumField(); i++ {
			fa, fb := a.Field(i), b.Field(i)
			if fa.Name != fb.Name || fa.Tag != fb.Tag || fa.Anonymous != fb.Anonymous ||
				!equivalentTypes(fa.Type, fb.Type, depth+1) {
				return false
			}
		}
		return true
	}
	return false
}

// isJSONPackage reports whether path is the import path of a package named
// json: encoding/json or github.com/zerojson/json.
func isJSONPackage(path string) bool {
	return path == "json" || strings.HasSuffix(path, "/json")
}

// DiffValues compares std and ours, the destinations the reference library
// and the library under test decoded into, and describes every difference
// (up to a limit), or returns "" if there is none. The values must have
// equivalent types (see [EquivalentTypes]); floats are compared bit for bit
// (so -0 differs from 0), and unexported fields are compared too.
//
// With the [Aliases] recorded before decoding (both nil to skip the check),
// each pointer, map and slice array found must be old memory for both
// libraries or new memory for both, and the same old memory; where both
// reused a slice's array, the elements between its length and capacity,
// which a later append would expose, must agree too.
func DiffValues(std, ours any, stdAliases, ourAliases *Aliases) string {
	c := valueComparer{sa: stdAliases, oa: ourAliases, seen: make(map[[2]unsafe.Pointer]bool)}
	c.path = append(c.path, "v")
	c.compare(reflect.ValueOf(std), reflect.ValueOf(ours), 0)
	if len(c.diffs) == 0 {
		return ""
	}
	if c.truncated {
		c.diffs = append(c.diffs, fmt.Sprintf("... (stopped after %d differences)", maxDiffs))
	}
	return "\t" + strings.Join(c.diffs, "\n\t") + "\n"
}

type valueComparer struct {
	sa, oa *Aliases
	// seen holds the pointer pairs already compared, so that cyclic
	// destinations (an interface holding a pointer to itself) end.
	seen  map[[2]unsafe.Pointer]bool
	diffs []string
	// truncated is set once the walk stops at maxDiffs differences.
	truncated bool
	// path is where the walk is, one segment per step, joined only when a
	// difference is reported (joining at every step is quadratic in the
	// depth, and decoded values can be 10000 levels deep).
	path []string
}

// at compares s and o with seg appended to the path.
func (c *valueComparer) at(seg string, s, o reflect.Value, depth int) {
	c.path = append(c.path, seg)
	c.compare(s, o, depth)
	c.path = c.path[:len(c.path)-1]
}

// maxDiffs is how many differences DiffValues describes.
const maxDiffs = 8

func (c *valueComparer) errorf(format string, args ...any) {
	if len(c.diffs) >= maxDiffs {
		c.truncated = true
		return
	}
	c.diffs = append(c.diffs, strings.Join(c.path, "")+": "+fmt.Sprintf(format, args...))
}

// aliasing reports a difference if the two sides' memory at the current
// path is not the same old memory or new memory for both, and reports
// whether both reused the same old memory.
func (c *valueComparer) aliasing(what string, ps, po unsafe.Pointer) (bothOld bool) {
	if c.sa == nil && c.oa == nil {
		return false
	}
	is, io := c.sa.id(ps), c.oa.id(po)
	if is != io {
		describe := func(id int) string {
			if id < 0 {
				return "new " + what
			}
			return fmt.Sprintf("the destination's old %s #%d", what, id)
		}
		c.errorf("std holds %s, ours %s", describe(is), describe(io))
	}
	return is >= 0 && is == io
}

func (c *valueComparer) compare(s, o reflect.Value, depth int) {
	if len(c.diffs) >= maxDiffs {
		c.truncated = true
		return
	}
	if !s.IsValid() || !o.IsValid() {
		if s.IsValid() != o.IsValid() {
			c.errorf("std %s, ours %s", Describe(valueOrNil(s)), Describe(valueOrNil(o)))
		}
		return
	}
	if !EquivalentTypes(s.Type(), o.Type()) {
		c.errorf("std has type %v, ours %v: std %s, ours %s", s.Type(), o.Type(), Describe(valueOrNil(s)), Describe(valueOrNil(o)))
		return
	}
	if depth > maxWalkDepth {
		return
	}
	switch s.Kind() {
	case reflect.Bool:
		if s.Bool() != o.Bool() {
			c.errorf("std %v, ours %v", s.Bool(), o.Bool())
		}
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		if s.Int() != o.Int() {
			c.errorf("std %d, ours %d", s.Int(), o.Int())
		}
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr:
		if s.Uint() != o.Uint() {
			c.errorf("std %d, ours %d", s.Uint(), o.Uint())
		}
	case reflect.Float32, reflect.Float64:
		if math.Float64bits(s.Float()) != math.Float64bits(o.Float()) {
			c.errorf("std %v, ours %v", s.Float(), o.Float())
		}
	case reflect.Complex64, reflect.Complex128:
		cs, co := s.Complex(), o.Complex()
		if math.Float64bits(real(cs)) != math.Float64bits(real(co)) || math.Float64bits(imag(cs)) != math.Float64bits(imag(co)) {
			c.errorf("std %v, ours %v", s.Complex(), o.Complex())
		}
	case reflect.String:
		if s.String() != o.String() {
			c.errorf("std %s, ours %s", Quote([]byte(s.String())), Quote([]byte(o.String())))
		}
	case reflect.Chan, reflect.Func, reflect.UnsafePointer:
		if s.IsNil() != o.IsNil() {
			c.errorf("std nil %v, ours nil %v", s.IsNil(), o.IsNil())
		}
	case reflect.Interface:
		if s.IsNil() || o.IsNil() {
			if s.IsNil() != o.IsNil() {
				c.errorf("std %s, ours %s", Describe(valueOrNil(s)), Describe(valueOrNil(o)))
			}
			return
		}
		c.at(".("+s.Elem().Type().String()+")", s.Elem(), o.Elem(), depth+1)
	case reflect.Pointer:
		if s.IsNil() || o.IsNil() {
			if s.IsNil() != o.IsNil() {
				c.errorf("std %s, ours %s", Describe(valueOrNil(s)), Describe(valueOrNil(o)))
			}
			return
		}
		if s.Type().Elem().Size() != 0 {
			c.aliasing("pointer target", s.UnsafePointer(), o.UnsafePointer())
		}
		key := [2]unsafe.Pointer{s.UnsafePointer(), o.UnsafePointer()}
		if c.seen[key] {
			return
		}
		c.seen[key] = true
		c.at(".*", s.Elem(), o.Elem(), depth+1)
	case reflect.Struct:
		for i := 0; i < s.NumField(); i++ {
			c.at("."+s.Type().Field(i).Name, s.Field(i), o.Field(i), depth+1)
		}
	case reflect.Array:
		for i := 0; i < s.Len(); i++ {
			c.at("["+strconv.Itoa(i)+"]", s.Index(i), o.Index(i), depth+1)
		}
	case reflect.Slice:
		if s.IsNil() != o.IsNil() {
			c.errorf("std %s, ours %s", Describe(valueOrNil(s)), Describe(valueOrNil(o)))
			return
		}
		if s.Len() != o.Len() {
			c.errorf("std has length %d, ours %d: std %s, ours %s", s.Len(), o.Len(), Describe(valueOrNil(s)), Describe(valueOrNil(o)))
			return
		}
		n := s.Len()
		if s.Cap() > 0 && o.Cap() > 0 && s.Type().Elem().Size() != 0 {
			if c.aliasing("slice array", s.UnsafePointer(), o.UnsafePointer()) && s.Cap() == o.Cap() {
				n = s.Cap()
				s, o = s.Slice3(0, n, n), o.Slice3(0, n, n)
			}
		}
		for i := 0; i < n; i++ {
			c.at("["+strconv.Itoa(i)+"]", s.Index(i), o.Index(i), depth+1)
		}
	case reflect.Map:
		if s.IsNil() != o.IsNil() {
			c.errorf("std %s, ours %s", Describe(valueOrNil(s)), Describe(valueOrNil(o)))
			return
		}
		if s.IsNil() {
			return
		}
		c.aliasing("map", s.UnsafePointer(), o.UnsafePointer())
		if s.Len() != o.Len() {
			c.errorf("std has %d entries, ours %d: std %s, ours %s", s.Len(), o.Len(), Describe(valueOrNil(s)), Describe(valueOrNil(o)))
			return
		}
		if k := s.Type().Key().Kind(); k == reflect.Pointer || k == reflect.Interface {
			return // keys compared by identity cannot match across libraries
		}
		for it := s.MapRange(); it.Next(); {
			k := it.Key()
			ok := k
			if k.Type() != o.Type().Key() {
				if !k.Type().ConvertibleTo(o.Type().Key()) {
					c.errorf("cannot compare keys of types %v and %v", k.Type(), o.Type().Key())
					return
				}
				ok = k.Convert(o.Type().Key())
			}
			ov := o.MapIndex(ok)
			kp := "[" + describeValue(k) + "]"
			if !ov.IsValid() {
				c.path = append(c.path, kp)
				c.errorf("missing from ours")
				c.path = c.path[:len(c.path)-1]
				continue
			}
			c.at(kp, it.Value(), ov, depth+1)
		}
	}
}

// describeValue prints v like [Describe], even when v was reached through
// an unexported field.
func describeValue(v reflect.Value) string {
	var sb strings.Builder
	p := printer{sb: &sb, budget: 300}
	p.value(v, 0)
	return sb.String()
}

// valueOrNil returns what v holds for printing, even when v was reached
// through an unexported field.
func valueOrNil(v reflect.Value) any {
	if !v.IsValid() {
		return nil
	}
	if !v.CanInterface() {
		if v.CanAddr() {
			v = reflect.NewAt(v.Type(), v.Addr().UnsafePointer()).Elem()
		} else {
			return fmt.Sprintf("<unexported %v>", v.Type())
		}
	}
	return v.Interface()
}

// Breaks calls f with every prefix of doc shorter than doc, and with doc
// with the byte at each place replaced by each of replacements that
// differs from it, for every step-th place. f must not keep its argument,
// which is changed afterwards.
func Breaks(doc []byte, replacements []byte, step int, f func([]byte)) {
	broken := slices.Clone(doc)
	for i := 0; i < len(doc); i += step {
		f(broken[:i])
		for _, c := range replacements {
			if c != doc[i] {
				broken[i] = c
				f(broken)
			}
		}
		broken[i] = doc[i]
	}
}
