package json

import (
	"reflect"
	"sync/atomic"
	"unsafe"
)

// The codecs work on unsafe pointers, and need a reflect.Value only for
// what reflect alone can do: grow a slice, make or index a map, and make
// the receiver of a marshalling method as an interface. The usual
// way to get one, reflect.NewAt(t, p).Elem(), looks up the type *t, which
// takes a sync.Map lookup, hashing an interface, whenever the program has
// no *t of its own, as for most slice and map types: []*Node, say, or
// map[string]T. For the slices of golang_source, that lookup was 6.8% of
// the time of decoding it.
//
// A valueCache does it without the lookup. Each of its slots holds a
// pointer variable and a reflect.Value of that variable as a *t, made once
// for the type the slot serves; valueAt stores p in the variable and takes
// the Value's Elem, which reads it. The codec states, which only one
// goroutine uses at a time, each have their own cache, so that the
// variables are not shared. pointerAt makes the receivers of methods,
// interfaces holding a *t, from the same Value; for the method fields of
// logip and timetext that took 2% of the instructions of encoding and of
// decoding them.

// A valueType is a type that codecs make Values of with a valueCache,
// with the slot of the caches it takes. Codecs make one when they are
// built, and keep it.
type valueType struct {
	t    reflect.Type
	slot uint32
}

// valueTypes counts the valueTypes made, to spread them over the slots.
var valueTypes atomic.Uint32

func newValueType(t reflect.Type) *valueType {
	return &valueType{t: t, slot: valueTypes.Add(1) % valueCacheSlots}
}

// valueCacheSlots is the size of a valueCache. Types that share a slot
// take turns in it, at the cost of the lookups valueAt saves, but no
// allocation; a document seldom has more slice and map types than this.
const valueCacheSlots = 64

type valueCache struct {
	slots [valueCacheSlots]valueSlot
}

type valueSlot struct {
	typ *valueType
	at  unsafe.Pointer // the variable: a pointer, which the collector sees as one
	ptr reflect.Value  // settable, of type *typ.t, at the address of at
}

// valueAt returns the addressable Value of type vt.t at p, as
// reflect.NewAt(vt.t, p).Elem() does.
func (c *valueCache) valueAt(vt *valueType, p unsafe.Pointer) reflect.Value {
	s := c.slot(vt)
	s.at = p
	v := s.ptr.Elem()
	s.at = nil // keep nothing of the caller's alive
	return v
}

// pointerAt returns p as an interface holding a *vt.t, as
// reflect.NewAt(vt.t, p).Interface() does, for the decoders that call a
// method of *vt.t: Interface reads the variable as a *vt.t.
func (c *valueCache) pointerAt(vt *valueType, p unsafe.Pointer) any {
	s := c.slot(vt)
	s.at = p
	i := s.ptr.Interface()
	s.at = nil
	return i
}

// slot returns the slot of vt, made to serve it.
func (c *valueCache) slot(vt *valueType) *valueSlot {
	s := &c.slots[vt.slot]
	if s.typ != vt {
		// The variable, an unsafe.Pointer, has the layout of a *vt.t.
		s.typ, s.ptr = vt, reflect.NewAt(reflect.PointerTo(vt.t), unsafe.Pointer(&s.at)).Elem()
	}
	return s
}
