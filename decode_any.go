package json

import (
	"reflect"
	"unsafe"

	"github.com/zerojson/json/internal/jsonwire"
)

// This file decodes into interfaces: any, and the interfaces that hold a
// value to decode into.

// interfaceDecoder decodes into interface type t. An interface holding a
// non-nil pointer is decoded through that pointer; otherwise an empty
// interface receives a fresh value (map[string]any, []any, string,
// float64 or Number, bool, nil) and any other interface can only be set
// to nil.
func interfaceDecoder(t reflect.Type) func(*decodeState, unsafe.Pointer) error {
	return func(d *decodeState, p unsafe.Pointer) error {
		return d.decodeInterface(t, p, t)
	}
}

// decodeInterface decodes into the interface of type t at p; orig is the
// type the decoding started from (t itself, or a pointer to it), which is
// named in type errors of a TextUnmarshaler the interface holds.
func (d *decodeState) decodeInterface(t reflect.Type, p unsafe.Pointer, orig reflect.Type) error {
	v := reflect.NewAt(t, p).Elem()
	if !v.IsNil() {
		e := v.Elem()
		if e.Kind() == reflect.Pointer && !e.IsNil() && (d.r.Peek() != 'n' || e.Elem().Kind() == reflect.Pointer) {
			if e.Elem().Kind() == reflect.Interface && e.Elem().Elem().Equal(e) {
				// The interface holds a pointer to itself.
				return d.plainInterface(e.Elem())
			}
			return decoderFor(e.Type()).through(d, e.UnsafePointer(), orig)
		}
	}
	return d.plainInterface(v)
}

// plainInterface decodes into the settable interface v without looking at
// what it holds.
func (d *decodeState) plainInterface(v reflect.Value) error {
	c := d.r.Peek()
	if c == 'n' {
		v.SetZero()
		d.r.Literal("null")
		return nil
	}
	if c == '-' || '0' <= c && c <= '9' {
		x, ok := d.anyNumber()
		switch {
		case !ok:
		case v.NumMethod() != 0:
			d.typeError("number", v.Type(), d.r.Offset())
		default:
			v.Set(reflect.ValueOf(x))
		}
		return nil
	}
	if v.NumMethod() != 0 {
		d.mismatch(v.Type())
		return nil
	}
	x := d.anyValue()
	if d.r.Failed() {
		return nil // x may be a nil that v's type cannot hold
	}
	if v.Type() == anyType {
		*(*any)(v.Addr().UnsafePointer()) = x
	} else {
		v.Set(reflect.ValueOf(x))
	}
	return nil
}

// anyValue decodes the value at the cursor into the Go value encoding/json
// gives an empty interface.
func (d *decodeState) anyValue() any {
	switch c := d.r.Peek(); c {
	case '{':
		// The members are gathered on d.anyStack first, so that the map
		// is made once with its final size instead of growing.
		// (Keys go on d.keyStack: boxing a string in an interface would
		// allocate.) Beyond maxGathered members, those gathered are stored
		// into the map, which then grows.
		base, keyBase := len(d.anyStack), len(d.keyStack)
		var m map[string]any
		for ok := d.r.Enter('}'); ok; ok = d.r.More('}') {
			key := d.readKey()
			d.r.Colon()
			d.keyStack = append(d.keyStack, key)
			d.anyStack = append(d.anyStack, d.anyValue())
			if len(d.keyStack)-keyBase == maxGathered {
				m = storeGathered(d, m, &d.anyStack, keyBase, base)
			}
		}
		return storeMembers(d, m, &d.anyStack, keyBase, base)
	case '[':
		// Likewise, the elements are gathered on d.anyStack and copied
		// into a slice of the right length: one allocation per array.
		base := len(d.anyStack)
		for ok := d.r.Enter(']'); ok; ok = d.r.More(']') {
			push(&d.anyStack, d.anyValue())
			if len(d.anyStack)-base == longArrayChunk {
				return d.longArray(base)
			}
		}
		elems := d.anyStack[base:]
		d.markStacks(0, len(d.anyStack))
		d.anyStack = d.anyStack[:base]
		if d.r.Failed() {
			return nil
		}
		a := make([]any, len(elems))
		copy(a, elems)
		return a
	case '"':
		// Short strings share the Reader's blocks, as in typed fields:
		// the header an interface needs is still an allocation of its
		// own, but the text is not (100,000 short strings: half the
		// allocations). A string equal to one boxed recently shares its
		// box (boxCache) and gives its bytes back to the block.
		return d.boxes.string(d.readString(), &d.r)
	case 't':
		d.r.Literal("true")
		return true
	case 'f':
		d.r.Literal("false")
		return false
	case 'n':
		d.r.Literal("null")
		return nil
	}
	x, _ := d.anyNumber()
	return x
}

// longArrayChunk is the number of elements of an array decoded into any
// from which the rest of them are gathered in chunks (longArray) rather
// than on the stack.
const longArrayChunk = 4096

// longArray goes on with the array being decoded into any whose first
// longArrayChunk elements are on d.anyStack from base. It gathers the
// elements in chunks, each as long as all before it, so that they are as
// few as the stack's growths, and then copies them into a slice of their
// number. The chunks are allocated once each and never copied, where the
// stack, which grows by doubling, copied its elements at each growth,
// allocated up to twice the final size besides the slice, and was then too
// large for the pooled state to keep (see putDecodeState).
//
//go:noinline
func (d *decodeState) longArray(base int) any {
	// Chunks, not the stack: an array of 1,000,000 numbers took 40 MB rather than 54.
	cur := make([]any, longArrayChunk, 2*longArrayChunk)
	copy(cur, d.anyStack[base:])
	d.markStacks(0, len(d.anyStack))
	d.anyStack = d.anyStack[:base]
	var chunks [40][]any // more than any array in memory needs
	full := chunks[:0]
	total := 0 // the elements in full
	for d.r.More(']') {
		if len(cur) == cap(cur) {
			full = append(full, cur)
			total += len(cur)
			cur = make([]any, 0, total)
		}
		cur = append(cur, d.anyValue())
	}
	if d.r.Failed() {
		return nil
	}
	a := make([]any, total+len(cur))
	n := 0
	for _, c := range full {
		n += copy(a[n:], c)
	}
	copy(a[n:], cur)
	return a
}

// anyNumber decodes the number at the cursor as encoding/json does into an
// empty interface: as a float64, or as a Number with UseNumber. A number
// beyond float64's range is a type error; it yields nil and false.
func (d *decodeState) anyNumber() (any, bool) {
	if !d.useNumber {
		if f, n, ok := jsonwire.ParseFloat64Prefix(d.r.Rest()); ok {
			d.r.Advance(n)
			if x := d.boxes.smallFloat(f); x != nil {
				return x, true
			}
			return d.boxes.float(f), true
		}
	}
	start, end := d.r.Offset(), d.r.NumberEnd()
	if d.r.Failed() {
		return nil, false
	}
	item := d.r.Data()[start:end]
	d.r.Advance(end - start)
	if d.useNumber {
		return Number(item), true
	}
	f, err := jsonwire.ParseFloat(item, 64)
	if err != nil {
		d.typeError("number "+string(item), float64Type, end+1)
		return nil, false
	}
	return d.boxes.float(f), true
}
