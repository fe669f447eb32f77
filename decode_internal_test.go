package json

import (
	"testing"
	"unsafe"
)

// TestIsZeroMemory sets each byte of buffers of every length up to 24 in
// turn, at every alignment, and checks that isZeroMemory notices it.
func TestIsZeroMemory(t *testing.T) {
	var buf [32]byte
	for off := 0; off < 8; off++ {
		for n := 0; n <= 24; n++ {
			p := unsafe.Pointer(&buf[off])
			if !isZeroMemory(p, uintptr(n)) {
				t.Fatalf("offset %d, length %d, all zero: reported non-zero", off, n)
			}
			for i := 0; i < n; i++ {
				buf[off+i] = 1
				if isZeroMemory(p, uintptr(n)) {
					t.Fatalf("offset %d, length %d, byte %d set: reported zero", off, n, i)
				}
				buf[off+i] = 0
			}
			buf[off+n] = 1 // just past the end: not looked at
			if !isZeroMemory(p, uintptr(n)) {
				t.Fatalf("offset %d, length %d: looked past the end", off, n)
			}
			buf[off+n] = 0
		}
	}
}

// TestKeySlotSpreads: the keys of one object shape must not share slots,
// or interning them would allocate on every object. These are the keys of
// encoding/json's code corpus, two of which ("min_t", "mean_t") once
// collided and cost 25,000 allocations per decoding.
func TestKeySlotSpreads(t *testing.T) {
	seen := map[uint8]string{}
	for _, k := range []string{"tree", "username", "name", "kids", "cl_weight", "touches", "min_t", "max_t", "mean_t"} {
		s := keySlot([]byte(k))
		if other, ok := seen[s]; ok {
			t.Errorf("%q and %q share slot %d", k, other, s)
		}
		seen[s] = k
	}
}
