package json

import (
	"math/rand/v2"
	"strconv"
	"testing"
	"unsafe"
)

// TestScanIntegers checks the one-pass integer readers against strconv on
// integers of every length, with and without a sign, followed by a
// delimiter, a fraction or an exponent.
func TestScanIntegers(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 8))
	var inputs []string
	for digits := 1; digits <= 21; digits++ {
		for range 200 {
			b := []byte{byte('1' + r.IntN(9))}
			for range digits - 1 {
				b = append(b, byte('0'+r.IntN(10)))
			}
			inputs = append(inputs, string(b), "-"+string(b))
		}
	}
	inputs = append(inputs, "0", "-0", "9223372036854775807", "9223372036854775808", "-9223372036854775808",
		"-9223372036854775809", "18446744073709551615", "18446744073709551616", "12345678", "99999999")
	for _, in := range inputs {
		for _, suffix := range []string{"", ",", "}", " ", ".5", "e3", "E-1"} {
			data := []byte(in + suffix)
			end := len(in)
			if suffix == ".5" || suffix == "e3" || suffix == "E-1" {
				end = len(data)
			}
			d := &decodeState{data: data}
			wantI, errI := strconv.ParseInt(string(data[:end]), 10, 64)
			if n, e, ok := d.scanInt(); e != end || ok != (errI == nil) || ok && n != wantI {
				t.Errorf("scanInt(%q) = %d, %d, %v; want %d, %d, %v", data, n, e, ok, wantI, end, errI == nil)
			}
			wantU, errU := strconv.ParseUint(string(data[:end]), 10, 64)
			if n, e, ok := d.scanUint(); e != end || ok != (errU == nil) || ok && n != wantU {
				t.Errorf("scanUint(%q) = %d, %d, %v; want %d, %d, %v", data, n, e, ok, wantU, end, errU == nil)
			}
		}
	}
}

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
