package json

import (
	"math"
	"reflect"
	"sync"
	"unsafe"

	"github.com/zerojson/json/internal/jsonwire"
)

// A number or a string decoded into an empty interface is boxed: the
// interface points to a copy of the float64 or of the string header,
// allocated for it. Documents repeat values, though — the same counts,
// flags, codes and coordinates of a grid, object after object — and an
// interface holding a float64 or a string cannot be changed through, so
// two equal values may share a box, as the runtime's own boxes of small
// integers are shared. boxCache remembers the last box made for each of
// boxSlots hashes of the values, per kind, and hands it out again for an
// equal value.
//
// A decoding that has tried the cache boxTrial times and found a box for
// fewer than one value in boxMinHit stops trying for that kind, so that a
// document of distinct values pays for little more than the tries. The
// first boxFrom values of each kind are boxed without the cache, so that
// small documents pay nothing, not even the clearing of the slots when the
// state goes back to the pool (clear).
type boxCache struct {
	// small is smallFloats(), set when the state is made.
	small *[smallFloatCount]any

	// Into any, 93% of golang_source's numbers found a box here; canada's, almost none.
	nums [boxSlots]numBox
	strs [boxSlots]any
	// num and str count what each kind did in this decoding.
	num, str boxCounts
}

// boxCounts counts the values of one kind boxed in a decoding: skip, those
// boxed without the cache, up to boxFrom, and set far below zero when the
// cache is given up, so that the rest are boxed without it too; tries,
// those boxed through the cache; hits, those that found a box there.
type boxCounts struct {
	skip, tries, hits int
}

// hit records a value that found a box in the cache.
func (n *boxCounts) hit() {
	n.tries++
	n.hits++
}

// miss records a value that found no box, and gives the cache up if after
// boxTrial tries fewer than one in boxMinHit found one.
func (n *boxCounts) miss() {
	n.tries++
	if n.tries >= boxTrial && n.hits*boxMinHit < n.tries {
		n.skip = math.MinInt
	}
}

// numBox is a slot of boxCache.nums: a box and its number's bits, which
// are compared without loading the box, wherever it is in memory.
type numBox struct {
	// Comparing through the box had 3% of the profile of golang_source into any.
	bits uint64
	box  any
}

const (
	boxSlots  = 256
	boxFrom   = 64
	boxTrial  = 1024
	boxMinHit = 8
	// boxMaxString is the length beyond which a string is boxed without
	// the cache: long strings repeat less, and cost more to compare.
	boxMaxString = 32
)

// float returns f in an interface. It is small enough to be inlined, so
// that a value boxed without the cache costs a test and an increment more;
// the caller looks for a small integer's shared box first (smallFloat).
func (c *boxCache) float(f float64) any {
	// The test of skip is written out, here and in string: through a
	// method it took float over the inlining budget.
	if c.num.skip < boxFrom {
		c.num.skip++
		return f
	}
	return c.cachedFloat(f)
}

// smallFloat returns the shared box of f if f is an integer from 0 to
// smallFloatCount-1, and nil otherwise.
func (c *boxCache) smallFloat(f float64) any {
	if i := int64(f); uint64(i) < smallFloatCount && math.Float64bits(float64(i)) == math.Float64bits(f) {
		return c.small[i] // -0 has other bits than 0, and is not here
	}
	return nil
}

// cachedFloat is float through the cache.
//
//go:noinline
func (c *boxCache) cachedFloat(f float64) any {
	bits := math.Float64bits(f)
	slot := &c.nums[(bits*0x9E3779B97F4A7C15)>>56]
	if slot.bits == bits && slot.box != nil {
		c.num.hit()
		return slot.box
	}
	c.num.miss()
	x := any(f)
	slot.bits, slot.box = bits, x
	return x
}

// smallFloatCount is how many of the integers from 0 have a box made once
// for all decodings (smallFloats).
const smallFloatCount = 1024

// smallFloats returns the boxes of the float64s 0 to smallFloatCount-1,
// which every decoding into any shares: counts, indices, flags and codes
// are small integers, in every corpus. All the numbers are boxed at once,
// as an array, in one allocation: the elements of an array that
// reflect.Value does not address are handed out by Interface without a
// copy, pointing into the array's box.
var smallFloats = sync.OnceValue(func() *[smallFloatCount]any {
	var fs [smallFloatCount]float64
	for i := range fs {
		fs[i] = float64(i)
	}
	all := reflect.ValueOf(fs)
	boxes := new([smallFloatCount]any)
	for i := range boxes {
		boxes[i] = all.Index(i).Interface()
	}
	return boxes
})

// string returns s, which r returned last, in an interface; if the cache
// has an equal string, s's bytes go back to r's block (Unshare).
func (c *boxCache) string(s string, r *jsonwire.Reader) any {
	if len(s) == 0 || len(s) > boxMaxString {
		return s // "" is boxed without allocating
	}
	if c.str.skip < boxFrom {
		c.str.skip++
		return s
	}
	return c.cachedString(s, r)
}

// cachedString is string through the cache.
//
//go:noinline
func (c *boxCache) cachedString(s string, r *jsonwire.Reader) any {
	// keySlot only reads the bytes.
	slot := &c.strs[keySlot(unsafe.Slice(unsafe.StringData(s), len(s)))]
	if t, ok := (*slot).(string); ok && t == s {
		c.str.hit()
		r.Unshare(s)
		return *slot
	}
	c.str.miss()
	x := any(s)
	*slot = x
	return x
}

// clear drops the boxes, if any were cached, so that the pooled state
// keeps no value of the decoding, and resets the counts.
func (c *boxCache) clear() {
	if c.num.tries > 0 {
		clear(c.nums[:])
	}
	if c.str.tries > 0 {
		clear(c.strs[:])
	}
	c.num, c.str = boxCounts{}, boxCounts{}
}
