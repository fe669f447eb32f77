//go:build !race

package json

import (
	"reflect"
	"strconv"
	"strings"
	"testing"
	"unsafe"
)

// TestMarshalFreshBuffer checks that Marshal, given a pooled state without
// a buffer (as after the pool let go of it), allocates the buffer once, at
// the size of the last document written into a fresh buffer, and then the
// result: two allocations, where growing the buffer from nothing took
// about a dozen for this document. (This file is not built under the race
// detector, whose instrumentation allocates.)
func TestMarshalFreshBuffer(t *testing.T) {
	s := make([]string, 5000)
	for i := range s {
		s[i] = strings.Repeat("x", i%40)
	}
	var v any = s // boxed once, outside the counted calls
	dropBuffer := func() {
		e := getEncodeState(true)
		e.buf = nil
		putEncodeState(e)
	}
	dropBuffer()
	if _, err := Marshal(v); err != nil { // records the size
		t.Fatal(err)
	}
	// AllocsPerRun runs on one P, where the pool hands back the state just
	// put.
	allocs := testing.AllocsPerRun(20, func() {
		dropBuffer()
		if _, err := Marshal(v); err != nil {
			t.Fatal(err)
		}
	})
	if allocs > 2 {
		t.Errorf("Marshal with a fresh buffer: %v allocations, want 2", allocs)
	}
}

// TestValueCacheAllocs checks that valueAt and pointerAt allocate nothing,
// even for more types than the cache has slots, which then take turns in
// them.
func TestValueCacheAllocs(t *testing.T) {
	types := sliceTypes(2*valueCacheSlots, reflect.TypeFor[[]int]())
	vts := make([]*valueType, len(types))
	ptrs := make([]unsafe.Pointer, len(types))
	for i, typ := range types {
		vts[i] = newValueType(typ)
		ptrs[i] = reflect.New(typ).UnsafePointer()
	}
	var c valueCache
	allocs := testing.AllocsPerRun(10, func() {
		for i, vt := range vts {
			if c.valueAt(vt, ptrs[i]).Len() != 0 {
				t.Fatal("not an empty slice")
			}
		}
	})
	if allocs != 0 {
		t.Errorf("valueAt over %d types: %v allocations, want 0", len(vts), allocs)
	}
	allocs = testing.AllocsPerRun(10, func() {
		for i, vt := range vts {
			if c.pointerAt(vt, ptrs[i]) == nil {
				t.Fatal("no pointer")
			}
		}
	})
	if allocs != 0 {
		t.Errorf("pointerAt over %d types: %v allocations, want 0", len(vts), allocs)
	}
}

// TestBoxCacheAllocs checks that numbers and strings repeated throughout a
// document decoded into any share their boxes: besides the slice and the
// long array's chunks, about boxFrom boxes of each kind are made before
// the cache is used, and one for each distinct value after, where every
// value took one before.
func TestBoxCacheAllocs(t *testing.T) {
	doc := []byte{'['}
	for i := range 4000 {
		if i > 0 {
			doc = append(doc, ',')
		}
		doc = append(doc, `1.5,"ab"`...)
	}
	doc = append(doc, ']')
	var v any
	allocs := testing.AllocsPerRun(20, func() {
		v = nil
		if err := Unmarshal(doc, &v); err != nil {
			t.Fatal(err)
		}
	})
	if allocs > 2*boxFrom+30 {
		t.Errorf("decoding 8000 repeated values into any: %v allocations, want at most %d", allocs, 2*boxFrom+30)
	}
}

// TestSmallFloatsAllocs checks that the small integers decoded into any
// share boxes made once: an array of all of them costs the slice alone.
// The boxes are made at once (smallFloats), without an allocation each.
func TestSmallFloatsAllocs(t *testing.T) {
	doc := []byte{'['}
	for i := range smallFloatCount {
		if i > 0 {
			doc = append(doc, ',')
		}
		doc = strconv.AppendInt(doc, int64(i), 10)
	}
	doc = append(doc, ']')
	var v any
	if allocs := testing.AllocsPerRun(20, func() {
		v = nil
		if err := Unmarshal(doc, &v); err != nil {
			t.Fatal(err)
		}
	}); allocs > 2 {
		t.Errorf("decoding the %d small integers into any: %v allocations, want at most 2", smallFloatCount, allocs)
	}
	var fs [smallFloatCount]float64
	all := reflect.ValueOf(fs)
	if allocs := testing.AllocsPerRun(20, func() {
		for i := range 16 {
			_ = all.Index(i).Interface()
		}
	}); allocs != 0 {
		t.Errorf("Interface of an element of an unaddressable array: %v allocations, want 0", allocs)
	}
}
