package json

import (
	"reflect"
	"testing"
	"unsafe"
)

// TestValueCache makes Values of more types than a valueCache has slots,
// so that types take turns in slots, at several addresses each, and checks
// each against reflect.NewAt: type, address, settability, and that the
// cache keeps no pointer to the memory afterwards; and the same of the
// pointers pointerAt makes.
func TestValueCache(t *testing.T) {
	types := sliceTypes(3*valueCacheSlots, reflect.TypeFor[[]int](), reflect.TypeFor[map[string]int](), reflect.TypeFor[[]*string]())
	vts := make([]*valueType, len(types))
	for i, typ := range types {
		vts[i] = newValueType(typ)
	}
	var c valueCache
	for round := range 3 {
		for _, vt := range vts {
			p := reflect.New(vt.t).UnsafePointer()
			got, want := c.valueAt(vt, p), reflect.NewAt(vt.t, p).Elem()
			if got.Type() != want.Type() || got.Addr().UnsafePointer() != p || !got.CanSet() {
				t.Fatalf("round %d, type %v: got a %v at %p (settable %v), want a %v at %p", round, vt.t, got.Type(), got.Addr().UnsafePointer(), got.CanSet(), want.Type(), p)
			}
			if s := c.slots[vt.slot]; s.at != nil {
				t.Fatalf("type %v: the cache still holds %p", vt.t, s.at)
			}
			// pointerAt: p as an interface holding a *vt.t, as
			// reflect.NewAt(vt.t, p).Interface() makes it.
			pi := reflect.ValueOf(c.pointerAt(vt, p))
			if pi.Type() != reflect.PointerTo(vt.t) || pi.UnsafePointer() != p {
				t.Fatalf("round %d, type %v: pointerAt gave a %v to %p, want a %v to %p", round, vt.t, pi.Type(), pi.UnsafePointer(), reflect.PointerTo(vt.t), p)
			}
			if s := c.slots[vt.slot]; s.at != nil {
				t.Fatalf("type %v: pointerAt left the cache holding %p", vt.t, s.at)
			}
		}
	}
	// A Value from the cache is the memory, not a copy.
	s := []int{1}
	v := c.valueAt(vts[0], unsafe.Pointer(&s))
	v.Set(reflect.ValueOf([]int{2, 3}))
	if len(s) != 2 {
		t.Fatalf("setting the Value left the slice %v", s)
	}
}

// sliceTypes returns n distinct types: the seeds, then slices of them,
// slices of those, and so on.
func sliceTypes(n int, seeds ...reflect.Type) []reflect.Type {
	types := seeds
	for len(types) < n {
		types = append(types, reflect.SliceOf(types[len(types)-len(seeds)]))
	}
	return types
}
