package json

import (
	"reflect"
	"unsafe"

	"github.com/zerojson/json/internal/jsonwire"
)

// This file decodes arrays and slices, and keeps the scratch slices that
// fill a slice without capacity.

// sliceDecoder decodes JSON arrays into slice type t, and strings into
// byte slices as base64.
//
// Like encoding/json, it decodes into the elements the slice already has,
// including those between its length and capacity, and only then grows
// it; an empty array leaves an empty, non-nil slice.
func sliceDecoder(t reflect.Type) func(*decodeState, unsafe.Pointer) error {
	et := t.Elem()
	elem := decoderLocked(et)
	size := et.Size()
	isBytes := et.Kind() == reflect.Uint8
	hint := new(jsonwire.LengthHint)
	vt := newValueType(t)
	return func(d *decodeState, p unsafe.Pointer) error {
		switch d.r.Peek() {
		case '[':
		case '"':
			if !isBytes {
				d.mismatch(t)
				return nil
			}
			d.storeBase64(d.r.ReadStringBytes(), d.values.valueAt(vt, p))
			return nil
		case 'n':
			*(*[]struct{})(p) = nil // the same header for every element type
			d.r.Literal("null")
			return nil
		default:
			d.mismatch(t)
			return nil
		}
		v := d.values.valueAt(vt, p)
		if v.Cap() == 0 && size >= jsonwire.FreshSliceMinSize {
			return d.freshSlice(v, elem, size, hint)
		}
		n, err := d.elementsInto(v, elem, size, hint)
		if err == nil && n == 0 {
			setEmptySlice(p)
		}
		return err
	}
}

// elementsInto decodes the array at the cursor into the addressable slice
// v, element i into v[i]: into the elements v already has, including those
// between its length and capacity, as encoding/json does, and into new
// ones once v is full. It returns the number of elements read. Afterwards v's
// length is that number, or, if an element's decoder failed, at least the
// number of elements touched, as encoding/json leaves it.
//
// A slice without capacity is first grown to the length hint suggests,
// if any, rather than by one element. If the array outgrows that by
// spillMinBytes, the elements move to a scratch slice, which grows
// instead, and v is allocated once at the end, at the final length
// (spillInto).
func (d *decodeState) elementsInto(v reflect.Value, elem *decoder, size uintptr, hint *jsonwire.LengthHint) (int, error) {
	n, c := v.Len(), v.Cap()
	fresh := c == 0 && hint != nil
	dst := v // v, or the scratch slice the elements moved to
	spilled := false
	base := v.UnsafePointer()
	i := 0
	for ok := d.r.Enter(']'); ok; ok = d.r.More(']') {
		if i == c {
			// Grow between elements, when no decoding holds a pointer
			// into dst. Elements past the length were decoded in place;
			// make them part of the slice before it is copied.
			dst.SetLen(i)
			n = i
			k := 1
			switch {
			case !fresh:
			case i == 0:
				k = hint.Get(size)
			case !spilled && uintptr(i)*size >= spillMinBytes:
				dst = d.takeScratchSlice(v.Type(), 2*i, size)
				dst.SetLen(i)
				reflect.Copy(dst, v)
				spilled = true
			}
			dst.Grow(k)
			base, c = dst.UnsafePointer(), dst.Cap()
		}
		if err := elem.decode(d, unsafe.Add(base, uintptr(i)*size)); err != nil {
			dst.SetLen(max(n, i+1))
			if spilled {
				d.spillInto(v, dst)
			}
			return i + 1, err
		}
		i++
	}
	dst.SetLen(i)
	if spilled {
		d.spillInto(v, dst)
	}
	if fresh && i > 0 {
		hint.Set(i)
	}
	return i, nil
}

// spillMinBytes is how many bytes of elements a slice that elementsInto
// allocates must hold before the elements move to a scratch slice.
// Below it, growing the slice costs less than the move.
const spillMinBytes = jsonwire.MaxHintBytes

// spillInto sets v to a new slice of buf's length holding buf's elements,
// or to an empty, non-nil slice if buf has none, buf being a scratch slice
// (takeScratchSlice) into which v's elements were decoded, and gives buf
// back. Against growing v by doubling, that allocates about half as much
// for a long array, and the growth of buf, reused from one decoding to the
// next, allocates nothing once it is long enough.
func (d *decodeState) spillInto(v, buf reflect.Value) {
	if buf.Len() == 0 {
		setEmptySlice(v.Addr().UnsafePointer())
	} else {
		v.SetZero()
		v.Grow(buf.Len())
		v.SetLen(buf.Len())
		reflect.Copy(v, buf)
	}
	buf.Clear() // drop the references the elements hold
	buf.SetLen(0)
	d.putScratchSlice(v.Type(), buf)
}

// setEmptySlice stores an empty, non-nil slice at p, whatever the element
// type: the header is the same for all, so it is written without
// reflect.MakeSlice, which would allocate one.
func setEmptySlice(p unsafe.Pointer) {
	*(*[]struct{})(p) = []struct{}{}
}

// freshSlice decodes the array at the cursor into the slice v, which has
// no capacity (it is nil, most often), so that no element of it can be
// decoded into. The elements are decoded into a scratch slice of v's type
// and then copied into v, allocated once at the right length, instead of
// growing v element by element. For a slice of large structs, that halves
// the memory decoding allocates, and the copying the growth needs.
//
// The scratch slice is addressable, so that growing it, setting its length
// and clearing it allocate nothing beyond its own growth.
//
// When the last three arrays decoded into such slices by this decoder had
// the same length (hint.Steady), v is allocated at that length and the
// elements are decoded into it directly, which saves the copy and the
// clearing of the scratch slice. An array of another length wastes the
// difference, or grows v as elementsInto grows a full slice. An empty
// array, which hints leave out, allocates nothing either way.
func (d *decodeState) freshSlice(v reflect.Value, elem *decoder, size uintptr, hint *jsonwire.LengthHint) error {
	// At the steady length: synthea_fhir 7.9% less time, twitter 3.0%, for 0.1% more bytes.
	if k := hint.Steady(); k > 0 && !d.r.AtEmptyArray() {
		v.Grow(k)
		n, err := d.elementsInto(v, elem, size, nil)
		if n > 0 {
			hint.Set(n)
		}
		return err
	}
	buf := d.takeScratchSlice(v.Type(), hint.Length(), size)
	n, err := d.elementsInto(buf, elem, size, nil)
	d.spillInto(v, buf)
	if n > 0 {
		hint.Set(n)
	}
	return err
}

// takeScratchSlice returns an empty, addressable slice of type t, whose
// elements have the given size, that no decoding in progress uses: nested
// arrays of the same type get different ones. It has room for n elements
// (at least 8, within the bound putScratchSlice keeps), so that a new one
// is made at the expected length rather than grown from nothing.
func (d *decodeState) takeScratchSlice(t reflect.Type, n int, size uintptr) reflect.Value {
	var buf reflect.Value
	if free := d.scratchSlices[t]; len(free) > 0 {
		buf = free[len(free)-1]
		d.scratchSlices[t] = free[:len(free)-1]
	} else {
		buf = reflect.New(t).Elem()
	}
	// At the expected length: synthea_fhir's scratch slices, up to 17% fewer bytes a decoding.
	if room := max(8, min(n, maxScratchBytes/max(int(size), 1))); buf.Cap() < room {
		buf.Grow(room)
	}
	return buf
}

// maxScratchBytes bounds the scratch slices a decodeState keeps.
const maxScratchBytes = 8 << 20

// putScratchSlice gives back a slice from takeScratchSlice, cleared. It is
// kept with the pooled decodeState, up to maxScratchBytes, and goes when
// the pool drops the state, within two garbage collections if it goes
// unused: dropping it after each decoding would undo the gain.
func (d *decodeState) putScratchSlice(t reflect.Type, buf reflect.Value) {
	// synthea_fhir, with entries of several kilobytes, needs a megabyte of them.
	if buf.Cap()*int(t.Elem().Size()) > maxScratchBytes {
		return
	}
	if d.scratchSlices == nil {
		d.scratchSlices = map[reflect.Type][]reflect.Value{}
	}
	d.scratchSlices[t] = append(d.scratchSlices[t], buf)
}

// arrayDecoder decodes JSON arrays into array type t: extra elements are
// skipped, and missing ones are zeroed.
func arrayDecoder(t reflect.Type) func(*decodeState, unsafe.Pointer) error {
	et := t.Elem()
	elem := decoderLocked(et)
	if elem.float64s {
		return float64ArrayDecoder(t, elem)
	}
	size := et.Size()
	n := t.Len()
	return func(d *decodeState, p unsafe.Pointer) error {
		if d.r.Peek() != '[' {
			d.mismatch(t)
			return nil
		}
		i := 0
		for ok := d.r.Enter(']'); ok; ok = d.r.More(']') {
			if i < n {
				if err := elem.decode(d, unsafe.Add(p, uintptr(i)*size)); err != nil {
					return err
				}
			} else {
				d.r.SkipValue()
			}
			i++
		}
		for ; i < n; i++ {
			reflect.NewAt(et, unsafe.Add(p, uintptr(i)*size)).Elem().SetZero()
		}
		return nil
	}
}

// float64ArrayDecoder is arrayDecoder for arrays of float64, whose
// element decoder is elem (see decoder.float64s): it reads the numbers
// itself. Coordinates are arrays of two or three, and the call through the
// element's decoder, to a function that calls the parser in turn, was 6%
// of the instructions of decoding canada.
func float64ArrayDecoder(t reflect.Type, elem *decoder) func(*decodeState, unsafe.Pointer) error {
	n := t.Len()
	return func(d *decodeState, p unsafe.Pointer) error {
		if d.r.Peek() != '[' {
			d.mismatch(t)
			return nil
		}
		a := unsafe.Slice((*float64)(p), n)
		i := 0
		for ok := d.r.Enter(']'); ok; ok = d.r.More(']') {
			// Parsed before the test of the length, which seldom fails:
			// 1.2% fewer instructions than testing it first.
			if f, m, ok := jsonwire.ParseFloat64Prefix(d.r.Rest()); ok && i < n {
				a[i] = f
				d.r.Advance(m)
			} else if i >= n {
				d.r.SkipValue()
			} else if err := elem.decode(d, unsafe.Pointer(&a[i])); err != nil {
				// Not a number ParseFloat64Prefix takes: the element's
				// decoder reads it the long way or reports what it is.
				return err
			}
			i++
		}
		clear(a[min(i, n):])
		return nil
	}
}
