package jsontest

// Canonical results: one library's result of one comparison, printed the
// same way for encoding/json and for zerojson, so that a result recorded
// from classic encoding/json can be compared with zerojson's later by hash.
// Strings are quoted in ASCII (%+q, strconv.QuoteToASCII): which runes %q
// leaves unescaped depends on the Unicode tables of the toolchain (Go 1.27
// prints U+2FFF, Go 1.26 escapes it), and results and comparison keys must
// be the same on every build.
// Each line starts with a label (err, chain, out, dst, ...), which is what
// [ClassifyV2] reads.

import (
	"bytes"
	"fmt"
	"math"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"time"
	"unsafe"
)

// CanonError prints err's message and chain of json error types.
func CanonError(err error) string {
	if err == nil {
		return "err: <nil>\n"
	}
	return fmt.Sprintf("err: %+q\nchain: %s\n", classicNames(err.Error()), strings.Join(ErrorChain(err), " -> "))
}

// CanonEncode prints the result of encoding in mode m.
func CanonEncode(m Mode, r Result) string {
	if r.Panic != nil {
		return "panic\n"
	}
	s := CanonError(r.Err)
	if r.Err == nil || !m.SkipOutputOnError {
		s += "out: " + strconv.QuoteToASCII(string(r.Out)) + "\n"
	}
	return s
}

// CanonDecode prints the result of decoding into dst: the error and what
// the destination holds, with the memory it kept from before numbered as
// a recorded (nil to print no aliasing).
func CanonDecode(err error, panicked bool, dst any, a *Aliases) string {
	if panicked {
		return "panic\n"
	}
	return CanonError(err) + "dst: " + CanonValue(dst, a) + "\n"
}

// CanonValue prints v in full and deterministically: map entries in key
// order, no addresses, each library's own types (Number, RawMessage) under
// the same name, and each pointer, map and slice array marked old (with its
// number in a) or new.
func CanonValue(v any, a *Aliases) string { return canonOf(reflect.ValueOf(v), a) }

// canonOf is CanonValue of a reflect.Value, which may be one that
// Interface refuses (reached through an unexported field).
func canonOf(v reflect.Value, a *Aliases) string {
	c := canonPrinter{a: a, seen: make(map[unsafe.Pointer]int)}
	c.value(v, 0)
	return c.sb.String()
}

type canonPrinter struct {
	sb   bytes.Buffer
	a    *Aliases
	seen map[unsafe.Pointer]int // pointers on the current path, for cycles
}

var (
	locationPtrType = reflect.TypeFor[*time.Location]()
	timeType        = reflect.TypeFor[time.Time]()
)

// TypeName prints t the same way for both libraries and on every build:
// each package's json types under "json.", and encoding/json's RawMessage
// under its own name also where it is an alias of jsontext.Value (Go
// 1.27's default build), so that comparison keys and results do not depend
// on the build.
func TypeName(t reflect.Type) string {
	if t == nil {
		return "<nil>"
	}
	return TypeNames(t.String())
}

// TypeNames rewrites every type name in s, a type's name or text that names
// types (what fmt prints with %T or %#v), as [TypeName] prints it.
func TypeNames(s string) string {
	s = classicNames(s)
	s = strings.ReplaceAll(s, "github.com/zerojson/json.", "json.")
	s = strings.ReplaceAll(s, "encoding/json.", "json.")
	// zerojson's error types defined in its wire layer
	s = strings.ReplaceAll(s, "jsonwire.SyntaxError", "json.SyntaxError")
	s = strings.ReplaceAll(s, "jsonwire.UnsupportedValueError", "json.UnsupportedValueError")
	return s
}

// classicNames returns s, text of this build that may name types, with
// RawMessage named as classic encoding/json names it. On a build whose
// encoding/json is built on encoding/json/v2, RawMessage is an alias of
// jsontext.Value, and so is zerojson's, which is encoding/json's type: text
// that names the type names it jsontext.Value there, in both libraries
// (README, "Moving from Go 1.27's encoding/json";
// TestV2DifferenceRawMessageName). On a classic build it changes nothing.
func classicNames(s string) string {
	s = strings.ReplaceAll(s, "encoding/json/jsontext.Value", "encoding/json.RawMessage") // in type arguments
	return strings.ReplaceAll(s, "jsontext.Value", "json.RawMessage")
}

func (c *canonPrinter) mem(p unsafe.Pointer) {
	if c.a == nil {
		return
	}
	if id := c.a.id(p); id >= 0 {
		fmt.Fprintf(&c.sb, "old#%d", id)
	} else {
		c.sb.WriteString("new")
	}
}

func (c *canonPrinter) value(v reflect.Value, depth int) {
	if !v.IsValid() {
		c.sb.WriteString("<invalid>")
		return
	}
	if depth > maxWalkDepth {
		c.sb.WriteString("…")
		return
	}
	switch v.Kind() {
	case reflect.Bool:
		c.sb.WriteString(strconv.FormatBool(v.Bool()))
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		c.sb.WriteString(strconv.FormatInt(v.Int(), 10))
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr:
		c.sb.WriteString(strconv.FormatUint(v.Uint(), 10))
	case reflect.Float32, reflect.Float64:
		fmt.Fprintf(&c.sb, "%#x", math.Float64bits(v.Float()))
	case reflect.Complex64, reflect.Complex128:
		x := v.Complex()
		fmt.Fprintf(&c.sb, "(%#x,%#x)", math.Float64bits(real(x)), math.Float64bits(imag(x)))
	case reflect.String:
		c.sb.WriteString(strconv.QuoteToASCII(v.String()))
	case reflect.Chan, reflect.Func, reflect.UnsafePointer:
		if v.IsNil() {
			c.sb.WriteString("nil")
		} else {
			c.sb.WriteString("non-nil")
		}
	case reflect.Interface:
		if v.IsNil() {
			c.sb.WriteString("nil")
			return
		}
		e := v.Elem()
		c.sb.WriteString(TypeName(e.Type()) + "(")
		c.value(e, depth+1)
		c.sb.WriteString(")")
	case reflect.Pointer:
		if v.IsNil() {
			c.sb.WriteString("nil")
			return
		}
		if v.Type() == locationPtrType {
			// By name and offset: a Location's fields hold a cache of
			// its last lookup, which depends on what used it before.
			loc := (*time.Location)(v.UnsafePointer())
			_, offset := time.Unix(0, 0).In(loc).Zone()
			fmt.Fprintf(&c.sb, "Location(%+q %d", loc.String(), offset)
			if c.a != nil && loc != time.Local && loc != time.UTC {
				c.sb.WriteString(" ")
				c.mem(v.UnsafePointer())
			}
			c.sb.WriteString(")")
			return
		}
		p := v.UnsafePointer()
		if at, ok := c.seen[p]; ok {
			fmt.Fprintf(&c.sb, "cycle^%d", depth-at)
			return
		}
		c.sb.WriteString("&")
		if v.Type().Elem().Size() != 0 {
			c.mem(p)
		}
		c.seen[p] = depth
		c.value(v.Elem(), depth+1)
		delete(c.seen, p)
	case reflect.Struct:
		if v.Type() == timeType && (v.CanInterface() || v.CanAddr()) {
			c.time(v)
			return
		}
		c.sb.WriteString("{")
		for i := 0; i < v.NumField(); i++ {
			if i > 0 {
				c.sb.WriteString(" ")
			}
			c.sb.WriteString(v.Type().Field(i).Name + ":")
			c.value(v.Field(i), depth+1)
		}
		c.sb.WriteString("}")
	case reflect.Array:
		c.sb.WriteString("[")
		for i := 0; i < v.Len(); i++ {
			if i > 0 {
				c.sb.WriteString(" ")
			}
			c.value(v.Index(i), depth+1)
		}
		c.sb.WriteString("]")
	case reflect.Slice:
		if v.IsNil() {
			c.sb.WriteString("nil")
			return
		}
		n := v.Len()
		if v.Cap() > 0 && v.Type().Elem().Size() != 0 {
			c.mem(v.UnsafePointer())
			if c.a != nil && c.a.id(v.UnsafePointer()) >= 0 {
				// Old memory: what lies past the length is visible to a
				// later append, so it is part of the result.
				fmt.Fprintf(&c.sb, "(len %d cap %d)", v.Len(), v.Cap())
				n = v.Cap()
				v = v.Slice3(0, n, n)
			}
		}
		c.sb.WriteString("[")
		for i := 0; i < n; i++ {
			if i > 0 {
				c.sb.WriteString(" ")
			}
			c.value(v.Index(i), depth+1)
		}
		c.sb.WriteString("]")
	case reflect.Map:
		if v.IsNil() {
			c.sb.WriteString("nil")
			return
		}
		c.mem(v.UnsafePointer())
		c.sb.WriteString("map[")
		c.entries(v, depth)
		c.sb.WriteString("]")
	default:
		c.sb.WriteString("<" + v.Kind().String() + ">")
	}
}

// entries prints the entries of map v as "key:value", in the order of
// their printed text: keys alone can print alike (pointers to equal
// values), and the order must not be the map's. Each entry is printed in
// place, and the map's text is moved only when the order is not already
// right, so that deep nests of maps print in linear time.
func (c *canonPrinter) entries(v reflect.Value, depth int) {
	start := c.sb.Len()
	var spans [][2]int
	a := c.a
	for it := v.MapRange(); it.Next(); {
		if len(spans) > 0 {
			c.sb.WriteString(" ")
		}
		from := c.sb.Len()
		c.a = nil // a key's pointers are not the destination's
		c.value(it.Key(), depth+1)
		c.a = a
		c.sb.WriteString(":")
		c.value(it.Value(), depth+1)
		spans = append(spans, [2]int{from, c.sb.Len()})
	}
	text := func(s [2]int) []byte { return c.sb.Bytes()[s[0]:s[1]] }
	byText := func(x, y [2]int) int { return bytes.Compare(text(x), text(y)) }
	if slices.IsSortedFunc(spans, byText) {
		return
	}
	printed := bytes.Clone(c.sb.Bytes()[start:])
	slices.SortFunc(spans, byText)
	c.sb.Truncate(start)
	for i, s := range spans {
		if i > 0 {
			c.sb.WriteString(" ")
		}
		c.sb.Write(printed[s[0]-start : s[1]-start])
	}
}

// time prints a time.Time by its instant and location, and whether it
// has a monotonic clock reading, but not the reading, which is a
// different one in every process.
func (c *canonPrinter) time(v reflect.Value) {
	var t time.Time
	if v.CanInterface() {
		t = v.Interface().(time.Time)
	} else {
		// An unexported field reached through a pointer.
		t = *(*time.Time)(unsafe.Pointer(v.UnsafeAddr()))
	}
	fmt.Fprintf(&c.sb, "Time(%d.%09d ", t.Unix(), t.Nanosecond())
	c.value(reflect.ValueOf(t.Location()), 0)
	if t != t.Round(0) {
		c.sb.WriteString(" monotonic")
	}
	c.sb.WriteString(")")
}

// HasCycle reports whether v refers to itself: a pointer, map or slice
// array reached again below itself. Classic encoding/json reports an error
// for such values (or, decoding, stops); a v2-based encoding/json can
// overflow the stack, which no test can recover from.
func HasCycle(v any) bool {
	return hasCycle(reflect.ValueOf(v), make(map[unsafe.Pointer]bool), 0)
}

func hasCycle(v reflect.Value, path map[unsafe.Pointer]bool, depth int) bool {
	if !v.IsValid() || depth > maxWalkDepth {
		return false
	}
	switch v.Kind() {
	case reflect.Pointer, reflect.Map, reflect.Slice:
		if v.IsNil() || (v.Kind() == reflect.Slice && v.Cap() == 0) {
			return false
		}
		p := v.UnsafePointer()
		if path[p] {
			return true
		}
		path[p] = true
		defer delete(path, p)
		switch v.Kind() {
		case reflect.Pointer:
			return hasCycle(v.Elem(), path, depth+1)
		case reflect.Map:
			for it := v.MapRange(); it.Next(); {
				if hasCycle(it.Value(), path, depth+1) {
					return true
				}
			}
		default:
			for i := 0; i < v.Len(); i++ {
				if hasCycle(v.Index(i), path, depth+1) {
					return true
				}
			}
		}
	case reflect.Interface:
		return hasCycle(v.Elem(), path, depth+1)
	case reflect.Struct:
		for i := 0; i < v.NumField(); i++ {
			if hasCycle(v.Field(i), path, depth+1) {
				return true
			}
		}
	case reflect.Array:
		for i := 0; i < v.Len(); i++ {
			if hasCycle(v.Index(i), path, depth+1) {
				return true
			}
		}
	}
	return false
}
