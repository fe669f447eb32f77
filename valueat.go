package json

import (
	"reflect"
	"sync/atomic"
	"unsafe"
)

// The codecs work on unsafe pointers, and need a reflect.Value only for
// what reflect alone can do: grow a slice, make or index a map. The usual
// way to get one, reflect.NewAt(t, p).Elem(), looks up the type *t, which
// takes a sync.Map lookup, hashing an interface, whenever the program has
// no *t of its own, as for most slice and map types: []*Node, say, or
// map[string]T. For the slices of the golang_source corpus that lookup
// was 6.8% of the time of decoding it, and 3% for twitter, synthea_fhir
// and citm_catalog.
//
// A valueCache does it without the lookup. For each type it holds a
// variable of type *t and a reflect.Value of that variable, made once;
// valueAt stores p in the variable and takes the Value's Elem, which reads
// it. The codec states, which only one goroutine uses at a time, each have
// their own cache, so that the variables are not shared.

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
// take turns in it; a document seldom has more slice and map types than
// this.
const valueCacheSlots = 32

type valueCache struct {
	slots [valueCacheSlots]valueSlot
}

type valueSlot struct {
	typ *valueType
	ptr reflect.Value   // settable, of type *typ.t: the variable, of which at is the address
	at  *unsafe.Pointer // the variable, a *typ.t seen as an unsafe.Pointer
}

// valueAt returns the addressable Value of type vt.t at p, as
// reflect.NewAt(vt.t, p).Elem() does.
func (c *valueCache) valueAt(vt *valueType, p unsafe.Pointer) reflect.Value {
	s := &c.slots[vt.slot]
	if s.typ != vt {
		// reflect.New gives the variable its type, *vt.t, so that the
		// collector sees the pointer stored in it.
		v := reflect.New(reflect.PointerTo(vt.t))
		s.typ, s.ptr, s.at = vt, v.Elem(), (*unsafe.Pointer)(v.UnsafePointer())
	}
	*s.at = p
	v := s.ptr.Elem()
	*s.at = nil // keep nothing of the caller's alive
	return v
}
