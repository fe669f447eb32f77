package jsonwire

import "sync/atomic"

// This file holds the advice that decoders share about the slices they
// fill: how long the arrays decoded into one have been (LengthHint), and
// from which element size reading the elements into scratch space first
// pays (FreshSliceMinSize).

// A LengthHint suggests the capacity to give a slice without any, before
// its first element is decoded, from the lengths of the last three
// non-empty arrays its decoder decoded into such slices: the smallest of
// them. The arrays of one field tend to have similar lengths, and growing
// a slice from nothing element by element allocates 1, 2, 4, ... elements,
// about twice what it ends up holding, in as many allocations.
//
// A hint above the length wastes its excess. Taking the smallest of
// three lengths keeps a long array among short ones from making the next
// short one allocate as much, as does the bound MaxHintBytes.
//
// Decoders on several goroutines share a hint: it is only advice, so its
// loads and stores may interleave in any order, and it is stored only when
// it changes, so that arrays of a steady length do not make the cores
// contend for its cache line.
type LengthHint struct {
	n atomic.Uint64 // the last three lengths, hintBits each, the last lowest
}

const (
	hintBits = 21
	hintMax  = 1<<hintBits - 1
)

// MaxHintBytes bounds what a LengthHint makes a slice allocate before
// its first element is decoded.
const MaxHintBytes = 512

// Get returns how many elements of the given size to allocate for a slice
// without capacity: the hint, bounded, or 1.
func (h *LengthHint) Get(size uintptr) int {
	k := h.Length()
	if size > 0 && uintptr(k)*size > MaxHintBytes {
		k = int(MaxHintBytes / size)
	}
	return max(k, 1)
}

// lengths returns the three lengths h holds, the last first; 0 for those
// it does not hold yet.
func (h *LengthHint) lengths() (a, b, c int) {
	v := h.n.Load()
	return int(v & hintMax), int(v >> hintBits & hintMax), int(v >> (2 * hintBits) & hintMax)
}

// Length returns the smallest of the lengths h holds, unbounded; 0 if it
// holds none yet.
func (h *LengthHint) Length() int {
	// The smallest of three: canada's rings, 2% less memory than growing them.
	a, b, c := h.lengths()
	return min(a, b, c)
}

// Steady returns the length h holds if its last three lengths are the
// same, and 0 otherwise.
func (h *LengthHint) Steady() int {
	if a, b, c := h.lengths(); a == b && a == c {
		return a
	}
	return 0
}

// Set records n, the length of an array just decoded into a slice without
// capacity.
func (h *LengthHint) Set(n int) {
	v := h.n.Load()
	if w := (v<<hintBits | uint64(min(n, hintMax))) & (1<<(3*hintBits) - 1); w != v {
		h.n.Store(w)
	}
}

// FreshSliceMinSize is the element size from which reading a slice
// without capacity through scratch space (package json's freshSlice) pays:
// for smaller elements its bookkeeping costs more than growing the slice.
const FreshSliceMinSize = 128 // golang_source's []*Node: 6.5 ms without, 7.5 with
