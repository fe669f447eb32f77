package json

import (
	"reflect"
	"slices"
	"strconv"
	"unsafe"
)

// This file decodes maps, and gathers the members of objects decoded into
// maps and into any on stacks before storing them.

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
	// One element value for the map, as encoding/json: one per member escaped (60 of string_unicode's 141 allocations).
	var v *V
	for ok := d.r.Enter('}'); ok; ok = d.r.More('}') {
		key := d.readKey()
		d.r.Colon()
		if v == nil {
			v = new(V)
		} else {
			var zero V
			*v = zero
		}
		if err = elem.decode(d, unsafe.Pointer(v)); err != nil {
			break
		}
		d.keyStack = append(d.keyStack, key)
		*vals = append(*vals, *v)
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
// the memory used follow the input rather than the result. Beyond this
// many, the members gathered are stored into a map of their own, which
// grows as it must, and gathering starts again.
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

// push appends v to the stack *s, doubling its capacity when it is full.
// append grows a large slice by a quarter, which for the stack of a long
// array allocates about five times its final size in all; doubling
// allocates twice.
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
// the pool (clearStacks), rather than at every object. What the slots hold
// until then is in the values being built, or is garbage of a decoding
// that failed.
func (d *decodeState) markStacks(keys, vals int) {
	// Clearing each object's members called the bulk write barrier: 7% of synthea_fhir into any.
	d.stacksUsed = max(d.stacksUsed, keys, vals)
}

// clearStacks empties the stacks of keys and values and clears the slots
// used since the last time, up to the lengths they have or reached, so
// that the pooled state keeps no value alive.
func (d *decodeState) clearStacks() {
	// The test inlined, for every decoding, which mostly has no object
	// into a map or any since the last time (20 instructions as a call),
	// and the clearing out of line.
	if d.stacksUsed|len(d.anyStack)|len(d.keyStack)|len(d.stringStack) != 0 {
		d.clearUsedStacks()
	}
}

// clearUsedStacks is clearStacks where a stack was used.
func (d *decodeState) clearUsedStacks() {
	n := max(d.stacksUsed, len(d.anyStack), len(d.keyStack), len(d.stringStack))
	d.anyStack, d.keyStack, d.stringStack = clearUsed(d.anyStack, n), clearUsed(d.keyStack, n), clearUsed(d.stringStack, n)
	d.stacksUsed = 0
	// Only a stack used can have grown: a pooled state keeps small ones.
	if cap(d.anyStack) > 4<<10 || cap(d.keyStack) > 4<<10 || cap(d.stringStack) > 4<<10 {
		d.anyStack, d.keyStack, d.stringStack = nil, nil, nil
	}
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

var (
	anyType    = reflect.TypeFor[any]()
	stringType = reflect.TypeFor[string]()
)
