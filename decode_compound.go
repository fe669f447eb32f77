package json

import (
	"reflect"
	"slices"
	"strconv"
	"unsafe"

	"github.com/zerojson/json/internal/jsonwire"
)

// This file decodes arrays, slices, maps and interfaces.

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

// elementsInto decodes the array at d.off into the addressable slice v,
// element i into v[i]: into the elements v already has, including those
// between its length and capacity, as encoding/json does, and into new ones
// once v is full. It returns the number of elements read. Afterwards v's
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

// freshSlice decodes the array at d.off into the slice v, which has no
// capacity (it is nil, most often), so that no element of it can be
// decoded into. The elements are decoded into a scratch slice of v's type
// and then copied into v, allocated once at the right length, instead of
// growing v element by element: for a slice of large structs that halves
// the memory decoding allocates, and the copying the growth needs.
//
// The scratch slice is addressable, so that growing it, setting its length
// and clearing it allocate nothing beyond its own growth.
//
// When the last three arrays decoded into such slices by this decoder had
// the same length (hint.Steady), v is allocated at that length and the
// elements are decoded into it directly, which saves the copy and the
// clearing of the scratch slice; an array of another length wastes the
// difference, or grows v as elementsInto grows a full slice. Decoding
// synthea_fhir took 7.9% less time, twitter 3.0%, for 0.1% more bytes.
// An empty array, which hints leave out, allocates nothing either way.
func (d *decodeState) freshSlice(v reflect.Value, elem *decoder, size uintptr, hint *jsonwire.LengthHint) error {
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
// elements have the given size, that no decoding in progress uses, with
// room for n elements (at least 8, within the bound putScratchSlice
// keeps); nested arrays of the same type get different ones. Made at the
// expected length rather than grown from nothing, as after the pool let go
// of the state, the scratch slices of the synthea_fhir corpus allocated up
// to 17% fewer bytes per decoding.
func (d *decodeState) takeScratchSlice(t reflect.Type, n int, size uintptr) reflect.Value {
	var buf reflect.Value
	if free := d.scratchSlices[t]; len(free) > 0 {
		buf = free[len(free)-1]
		d.scratchSlices[t] = free[:len(free)-1]
	} else {
		buf = reflect.New(t).Elem()
	}
	if room := max(8, min(n, maxScratchBytes/max(int(size), 1))); buf.Cap() < room {
		buf.Grow(room)
	}
	return buf
}

// maxScratchBytes bounds the scratch slices a decodeState keeps.
const maxScratchBytes = 8 << 20

// putScratchSlice gives back a slice from takeScratchSlice, cleared. It is
// kept, up to 8 MB, with the pooled decodeState, which the pool drops
// within two garbage collections if it goes unused; decoding the synthea
// corpus (entries of several kilobytes) needs a megabyte, and dropping it
// after each decoding would undo the gain.
func (d *decodeState) putScratchSlice(t reflect.Type, buf reflect.Value) {
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

// mapDecoder decodes JSON objects into map type t, adding to the map if it
// already exists. Keys are decoded by UnmarshalText (or UnmarshalJSON) if
// the key type has it, or else as strings or integers; each value is
// decoded into a fresh zero value before it is stored.
func mapDecoder(t reflect.Type) func(*decodeState, unsafe.Pointer) error {
	kt, et := t.Key(), t.Elem()
	elem := decoderLocked(et)
	textKey := reflect.PointerTo(kt).Implements(textUnmarshalerIface)
	// A key type with UnmarshalText is decoded by it, unless it also has
	// UnmarshalJSON, which encoding/json then gives the quoted key.
	keyJSON := textKey && reflect.PointerTo(kt).Implements(unmarshalerIface)
	switch kt.Kind() {
	case reflect.String,
		reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64,
		reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr:
	default:
		if !textKey {
			return func(d *decodeState, p unsafe.Pointer) error {
				if d.r.Peek() == 'n' {
					reflect.NewAt(t, p).Elem().SetZero()
					d.r.Literal("null")
					return nil
				}
				if d.r.Peek() == '{' {
					d.typeError("object", t, d.r.Offset()+1)
					d.r.SkipValue()
					return nil
				}
				d.mismatch(t)
				return nil
			}
		}
	}
	stringKeys := kt == stringType && !textKey
	vt := newValueType(t)
	return func(d *decodeState, p unsafe.Pointer) error {
		if d.r.Peek() != '{' {
			if d.r.Peek() == 'n' {
				d.values.valueAt(vt, p).SetZero()
				d.r.Literal("null")
				return nil
			}
			d.mismatch(t)
			return nil
		}
		switch {
		case stringKeys && et == stringType:
			return decodeStringMap(d, elem, (*map[string]string)(p), &d.stringStack)
		case stringKeys && et == anyType:
			return decodeStringMap(d, elem, (*map[string]any)(p), &d.anyStack)
		}
		m := d.values.valueAt(vt, p)
		if m.IsNil() {
			m.Set(reflect.MakeMap(t))
		}
		ev := reflect.New(et).Elem()
		ep := ev.Addr().UnsafePointer()
		var kv reflect.Value
		if !textKey {
			kv = reflect.New(kt).Elem()
		}
		first := true
		for ok := d.r.Enter('}'); ok; ok = d.r.More('}') {
			start := d.r.Offset()
			key := d.readKey()
			item := d.r.Data()[start:d.r.Offset()]
			d.r.Colon()
			if !first {
				ev.SetZero()
			}
			first = false
			if err := elem.decode(d, ep); err != nil {
				return err
			}

			ok := true
			switch {
			case textKey:
				if !d.r.MustBeValid() {
					return nil
				}
				k := reflect.New(kt)
				var err error
				if keyJSON {
					err = k.Interface().(Unmarshaler).UnmarshalJSON(item)
				} else {
					// A copy of the text: UnmarshalText may keep it.
					err = k.Interface().(interface{ UnmarshalText([]byte) error }).UnmarshalText([]byte(key))
				}
				if err != nil {
					return err
				}
				kv = k.Elem()
			case kt.Kind() == reflect.String:
				kv.SetString(key)
			case kt.Kind() >= reflect.Int && kt.Kind() <= reflect.Int64:
				n, err := strconv.ParseInt(key, 10, 64)
				if ok = err == nil && !kv.OverflowInt(n); ok {
					kv.SetInt(n)
				} else {
					d.typeError("number "+key, kt, start+1)
				}
			default:
				n, err := strconv.ParseUint(key, 10, 64)
				if ok = err == nil && !kv.OverflowUint(n); ok {
					kv.SetUint(n)
				} else {
					d.typeError("number "+key, kt, start+1)
				}
			}
			if ok {
				m.SetMapIndex(kv, ev)
			}
		}
		return nil
	}
}

var (
	anyType    = reflect.TypeFor[any]()
	stringType = reflect.TypeFor[string]()
)

// decodeStringMap is the map decoder for the two most common map types,
// map[string]string and map[string]any, and types defined as them, without
// reflection: a pointer to such a map may be converted to a pointer to its
// underlying type. It has the semantics of the general map decoder: each
// value is decoded into a zero V, and stored even after a type error.
//
// As in anyValue, the members are gathered first, the keys on d.keyStack
// and the values on vals, so that a new map is made once with its final
// size instead of growing; beyond maxGathered of them, into a map of their
// own (see maxGathered), which is then stored into *m.
func decodeStringMap[V any](d *decodeState, elem *decoder, m *map[string]V, vals *[]V) error {
	keyBase, valBase := len(d.keyStack), len(*vals)
	var err error
	var many map[string]V
	for ok := d.r.Enter('}'); ok; ok = d.r.More('}') {
		key := d.readKey()
		d.r.Colon()
		var v V
		if err = elem.decode(d, unsafe.Pointer(&v)); err != nil {
			break
		}
		d.keyStack = append(d.keyStack, key)
		*vals = append(*vals, v)
		if len(d.keyStack)-keyBase == maxGathered {
			many = storeGathered(d, many, vals, keyBase, valBase)
		}
	}
	if many == nil {
		*m = storeMembers(d, *m, vals, keyBase, valBase)
		return err
	}
	many = storeMembers(d, many, vals, keyBase, valBase)
	switch {
	case d.r.Failed(): // the destination is left alone, as storeMembers leaves it
	case *m == nil:
		*m = many
	default:
		// Last one wins, as it would member by member: the keys of many
		// are distinct, and each holds its last value.
		for k, v := range many {
			(*m)[k] = v
		}
	}
	return err
}

// maxGathered bounds the members of one object that the decoders of maps
// gather before storing them. An object may repeat a key any number of
// times, and the map then holds it once: gathering every member would make
// the memory used follow the input rather than the result (an object of
// 100,000 members under two keys took 24.7 MB into any, encoding/json
// 1.6 MB). Beyond
// this many, the members gathered are stored into a map of their own,
// which grows as it must, and gathering starts again.
const maxGathered = 1024

// storeMembers stores the object members gathered since keyBase and
// valBase, the keys on d.keyStack and the values on vals, into m, which it
// makes at its final size if it is nil, and takes them off the stacks.
func storeMembers[V any](d *decodeState, m map[string]V, vals *[]V, keyBase, valBase int) map[string]V {
	keys, values := d.keyStack[keyBase:], (*vals)[valBase:]
	d.markStacks(len(d.keyStack), len(*vals))
	d.keyStack, *vals = d.keyStack[:keyBase], (*vals)[:valBase]
	if d.r.Failed() {
		// The input is malformed and the destination will be reset:
		// build nothing, at any of the levels that are unwinding.
		return m
	}
	if m == nil {
		m = make(map[string]V, len(keys))
	}
	for i, k := range keys {
		m[k] = values[i]
	}
	return m
}

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

// anyValue decodes the value at d.off into the Go value encoding/json
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
		// own, but the text is not. Decoding an array of 100,000 short
		// strings took 27% less time and half the allocations; the
		// corpora decoded into any, 1 to 16% fewer allocations and no
		// change in time (CodeDecoder/any included, where an earlier
		// version of the shared copy had cost 6.5% more instructions).
		// A string equal to one boxed recently shares its box (boxCache)
		// and gives its bytes back to the block.
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
// longArrayChunk elements are on d.anyStack from base: it gathers the
// elements in chunks, each as long as all before it, so that they are as
// few as the stack's growths, and then copies them into a slice of their
// number. The chunks are allocated once each and never copied; the stack,
// which grows by doubling, copied its elements at each growth, allocated
// up to twice the final size besides the slice, and was then too large for
// the pooled state to keep (see putDecodeState). An array of 1,000,000
// numbers took 54 MB; the chunks, 40.
//
//go:noinline
func (d *decodeState) longArray(base int) any {
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

// push appends v to the stack *s, doubling its capacity when it is full.
// append grows a large slice by a quarter, which for the stack of a large
// array (the elements of an array of 1,000,000 numbers decoded into any)
// allocated five times its final size in all, 84 MB; doubling allocates
// twice.
func push[T any](s *[]T, v T) {
	n := len(*s)
	if n == cap(*s) {
		*s = slices.Grow(*s, max(n, 16))
	}
	*s = (*s)[:n+1]
	(*s)[n] = v
}

// markStacks records the lengths of the stacks of keys and values (the
// values being on anyStack or stringStack) before their tops are taken off,
// so that the slots above are cleared once, when the state goes back to
// the pool (clearStacks), rather than each time. Clearing the members of every
// object as it was stored called the runtime's bulk write barrier, which
// while the collector marks took 7% of decoding synthea_fhir into any.
// What the slots hold until then is in the values being built, or is
// garbage of a decoding that failed.
func (d *decodeState) markStacks(keys, vals int) {
	d.stacksUsed = max(d.stacksUsed, keys, vals)
}

// clearStacks empties the stacks of keys and values and clears the slots
// used since the last time, up to the lengths they have or reached, so
// that the pooled state keeps no value alive.
func (d *decodeState) clearStacks() {
	n := max(d.stacksUsed, len(d.anyStack), len(d.keyStack), len(d.stringStack))
	d.anyStack, d.keyStack, d.stringStack = clearUsed(d.anyStack, n), clearUsed(d.keyStack, n), clearUsed(d.stringStack, n)
	d.stacksUsed = 0
}

// clearUsed clears the first n slots of the capacity of s, all of it if
// that is less, and returns s emptied: a stack whose slots above its
// length hold what markStacks recorded.
func clearUsed[T any](s []T, n int) []T {
	s = s[:min(n, cap(s))]
	clear(s)
	return s[:0]
}

// storeGathered is storeMembers for the members of one object when
// maxGathered of them are gathered: into m, made if it is nil, without a
// size (its keys may be few). It is kept out of line, away from the loops
// of decodeStringMap and anyValue.
//
//go:noinline
func storeGathered[V any](d *decodeState, m map[string]V, vals *[]V, keyBase, valBase int) map[string]V {
	if m == nil {
		m = make(map[string]V)
	}
	return storeMembers(d, m, vals, keyBase, valBase)
}

// anyNumber decodes the number at d.off as encoding/json does into an
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
