//go:build goexperiment.simd && amd64

package jsonwire

import (
	"math/bits"
	"simd/archsimd"
	"unsafe"
)

// This file is the optional build of the string paths on Go's SIMD package
// (GOEXPERIMENT=simd): the text of strings checked 32 bytes at a time with
// AVX2, where the default build takes a step of an automaton per byte
// (utf8dfa.go). What is accepted is exactly what the automata accept, so
// the output is the default build's; wide_test.go holds the two to it.

// haveWide says whether the CPU can run the 32-byte loops; without AVX2,
// the default build's code runs.
var haveWide = archsimd.X86.AVX2()

// The UTF-8 check of a block, after Keiser and Lemire ("Validating UTF-8 in
// less than one instruction per byte", 2021): every error of UTF-8 shows in
// a byte and the one before it, or, for a continuation byte after another,
// in whether one of the two or three bytes before it leads a longer rune.
// The errors of a pair of bytes are looked up by the high and low half of
// the first byte and the high half of the second, each in a table of
// sixteen bit sets, one bit per kind of error; an error is a bit set in all
// three. The kinds, with the halves they need:
//
//	wideTooShort    a lead (C-F) followed by a byte that is not a continuation byte (0-7, C-F)
//	wideTooLong     ASCII (0-7) followed by a continuation byte (8-B)
//	wideOverlong2   C0 or C1 (C; 0, 1) followed by a continuation byte
//	wideOverlong3   E0 (E; 0) followed by 80-9F (8, 9)
//	wideSurrogate   ED (E; D) followed by A0-BF (A, B)
//	wideOverlong4   F0 (F; 0) followed by 80-8F (8)
//	wideTooLarge    F4 (F; 4) followed by 90-BF (9, A, B)
//	wideTwoConts    a continuation byte followed by another (8-B; 8-B)
//
// wideTwoConts is no error when the second byte is the third or fourth of a
// rune: when the byte two before it leads a rune of three or four bytes (E0
// and above) or the byte three before it one of four (F0 and above). That
// bit is flipped where this holds, which also flags the byte where a third
// or fourth byte is missing. The bytes that are never valid, F5 to FF, are
// flagged on their own, with the ASCII bytes that end the text.
const (
	wideTooShort  = 1 << 0
	wideTooLong   = 1 << 1
	wideOverlong2 = 1 << 2
	wideOverlong3 = 1 << 3
	wideSurrogate = 1 << 4
	wideOverlong4 = 1 << 5
	wideTooLarge  = 1 << 6
	wideTwoConts  = 1 << 7
)

// The tables, each sixteen entries twice: the shuffle that looks them up
// (VPSHUFB) indexes each 16-byte half of a register on its own.
var (
	widePrev1High = wideTable(func(n int) uint8 {
		switch {
		case n < 0x8:
			return wideTooLong
		case n < 0xC:
			return wideTwoConts
		case n == 0xC:
			return wideTooShort | wideOverlong2
		case n == 0xD:
			return wideTooShort
		case n == 0xE:
			return wideTooShort | wideOverlong3 | wideSurrogate
		}
		return wideTooShort | wideOverlong4 | wideTooLarge
	})
	widePrev1Low = wideTable(func(n int) uint8 {
		b := uint8(wideTooShort | wideTooLong | wideTwoConts)
		switch n {
		case 0x0:
			b |= wideOverlong2 | wideOverlong3 | wideOverlong4
		case 0x1:
			b |= wideOverlong2
		case 0x4:
			b |= wideTooLarge
		case 0xD:
			b |= wideSurrogate
		}
		return b
	})
	wideCurHigh = wideTable(func(n int) uint8 {
		switch n {
		case 0x8:
			return wideTooLong | wideTwoConts | wideOverlong2 | wideOverlong3 | wideOverlong4
		case 0x9:
			return wideTooLong | wideTwoConts | wideOverlong2 | wideOverlong3 | wideTooLarge
		case 0xA, 0xB:
			return wideTooLong | wideTwoConts | wideOverlong2 | wideSurrogate | wideTooLarge
		}
		return wideTooShort
	})
)

// The bytes that end the text by themselves, by the high and low half of
// the byte (a byte is flagged if the two entries share a bit): for both
// automata, the control bytes (bit 0), '"' (bit 1), '\\' (bit 3) and F5 to
// FF (bit 4); for quoteDFA also '&' (bit 1), '<' and '>' (bit 2).
var (
	quoteStopsHigh  = wideTable(func(n int) uint8 { return [16]uint8{0: 1, 1: 1, 2: 2, 3: 4, 5: 8, 0xF: 16}[n] })
	quoteStopsLow   = wideTable(func(n int) uint8 { return 1 | [16]uint8{2: 2, 6: 2, 0xC: 4 | 8, 0xE: 4}[n] | wideTable5F(n) })
	stringStopsHigh = wideTable(func(n int) uint8 { return [16]uint8{0: 1, 1: 1, 2: 2, 5: 8, 0xF: 16}[n] })
	stringStopsLow  = wideTable(func(n int) uint8 { return 1 | [16]uint8{2: 2, 0xC: 8}[n] | wideTable5F(n) })
)

// wideTable5F is bit 4 of the low-half tables of the stops: F5 to FF.
func wideTable5F(n int) uint8 {
	if n >= 5 {
		return 16
	}
	return 0
}

// wideTable returns the sixteen values of f, twice.
func wideTable(f func(int) uint8) *[32]uint8 {
	t := new([32]uint8)
	for n := range 16 {
		t[n], t[n+16] = f(n), f(n)
	}
	return t
}

// utf8PrefixWide returns the end of the text from s[i] that the automaton
// of table t accepts, as far as it can tell in blocks of 32 bytes: the byte
// that stops it, if the first block that holds something it does not
// accept shows exactly where its text ends (at a byte that ends the text
// by itself, such as a quote, with no invalid UTF-8 before it), and
// otherwise the rune boundary at or just before that block; i if there is
// no such block or the CPU lacks AVX2. The last bytes, fewer than 32, are
// checked as the last 32 of s. The three bytes before s[i] are part of
// text the automaton accepted from a rune boundary: a block's check looks
// at them, as at the bytes before every byte.
func utf8PrefixWide(t *[256]uint64, s string, i int) int {
	if !haveWide || len(s)-i < 32 {
		return i
	}
	var j int
	if t == quoteDFA {
		j = prefixWide(s, i, quoteStopsHigh, quoteStopsLow, true)
	} else {
		j = prefixWide(s, i, stringStopsHigh, stringStopsLow, false)
	}
	// The upper halves of the vector registers are cleared (VZEROUPPER)
	// before the code that follows, whose SSE instructions (the compiler's
	// copies and zeroing) some CPUs run hundreds of cycles slower while
	// the halves hold data (TestWideVEXOnly).
	archsimd.ClearAVXUpperBits()
	return j
}

// prefixWide is utf8PrefixWide for the automaton whose ASCII stops are the
// tables stopsHigh and stopsLow and which, if lineSeps, does not accept
// U+2028 and U+2029 either (quoteDFA).
func prefixWide(s string, i int, stopsHigh, stopsLow *[32]uint8, lineSeps bool) int {
	// The tables and constants, loaded once.
	p1High := loadBlock(widePrev1High)
	p1Low := loadBlock(widePrev1Low)
	curHigh := loadBlock(wideCurHigh)
	sHigh, sLow := loadBlock(stopsHigh), loadBlock(stopsLow)
	nibble := archsimd.BroadcastUint8x32(0x0F)
	third := archsimd.BroadcastUint8x32(0xE0 - 0x80) // below E0, nothing is left of a byte by this subtraction but less than 0x80
	fourth := archsimd.BroadcastUint8x32(0xF0 - 0x80)
	x80 := archsimd.BroadcastUint8x32(0x80)
	// The high four bits of each byte come from the high half of its
	// 16-bit lane times 2^12 (VPMULHUW), which is the lane shifted right by
	// four: the compiler loads ShiftAllRight's count into a vector register
	// with the legacy SSE MOVQ, which in this loop took the blocks of 1.2 KB
	// of Japanese text 4.7 µs on an AMD EPYC, against 0.23 µs
	// (TestWideVEXOnly).
	by16 := archsimd.BroadcastUint16x16(1 << 12)
	e2, a8, notLow := archsimd.BroadcastUint8x32(0xE2), archsimd.BroadcastUint8x32(0xA8), archsimd.BroadcastUint8x32(0xFE)

	// The loads: of the block, and of the three blocks that start one,
	// two and three bytes before it, whose bytes are the ones before each
	// byte of the block. The loop condition is their bounds check, with
	// j >= 3 (the last block, in the loop or after it, is the last 32
	// bytes of s, which the test at entry leaves room for).
	p := unsafe.Pointer(unsafe.StringData(s))
	j := i
	for {
		last := j+32 > len(s)
		if last {
			j = len(s) - 32
		}
		q := unsafe.Add(p, j)
		cur := loadBlock((*[32]uint8)(q))
		prev1 := loadBlock((*[32]uint8)(unsafe.Add(q, -1)))
		prev2 := loadBlock((*[32]uint8)(unsafe.Add(q, -2)))
		prev3 := loadBlock((*[32]uint8)(unsafe.Add(q, -3)))
		curHi := cur.AsUint16x16().MulHigh(by16).AsUint8x32().And(nibble).AsInt8x32()
		curLo := cur.And(nibble).AsInt8x32()
		p1Hi := prev1.AsUint16x16().MulHigh(by16).AsUint8x32().And(nibble).AsInt8x32()
		p1Lo := prev1.And(nibble).AsInt8x32()
		errs := p1High.PermuteOrZeroGrouped(p1Hi).
			And(p1Low.PermuteOrZeroGrouped(p1Lo)).
			And(curHigh.PermuteOrZeroGrouped(curHi)).
			Xor(prev2.SubSaturated(third).Or(prev3.SubSaturated(fourth)).And(x80))
		if lineSeps {
			// U+2028 and U+2029, E2 80 A8 and E2 80 A9, count as errors:
			// the text ends at their first byte, two before the one
			// flagged.
			sep := prev2.Equal(e2).And(prev1.Equal(x80)).And(cur.And(notLow).Equal(a8))
			errs = errs.Or(sep.ToInt8x32().AsUint8x32())
		}
		stops := sHigh.PermuteOrZeroGrouped(curHi).And(sLow.PermuteOrZeroGrouped(curLo))
		if !errs.Or(stops).IsZero() {
			return wideStop(s, j, errs, stops)
		}
		if last || j+32 == len(s) {
			return wideEnd(s, len(s))
		}
		j += 32
	}
}

// wideStop returns where the text ends in the block at s[j], whose bytes
// errs flags the errors and stops the bytes that end the text by
// themselves, some of them non-zero; the bytes before it are accepted
// text. A stop that comes before every error ends the text exactly: an
// error of UTF-8 is flagged at the byte where it shows, never before, and
// a rune cut off by the stop shows at the stop. Otherwise, where the error
// is is left to the automaton, from the rune boundary at or before j.
func wideStop(s string, j int, errs, stops archsimd.Uint8x32) int {
	var zero archsimd.Uint8x32
	e := bits.TrailingZeros32(^errs.Equal(zero).ToBits())
	k := bits.TrailingZeros32(^stops.Equal(zero).ToBits())
	if k < e {
		return j + k
	}
	return wideEnd(s, j)
}

// wideEnd returns j if the accepted text up to s[j] ends there between
// runes, and otherwise the start of its last rune, which goes on past j.
func wideEnd(s string, j int) int {
	r := j - 1
	for s[r]&0xc0 == 0x80 {
		r--
	}
	if r+max(1, bits.LeadingZeros8(^s[r])) > j {
		return r
	}
	return j
}

// The bytes that AppendQuote does not copy verbatim, as the stops above
// (the same low-half tables): the stops of stringDFA when not escaping HTML,
// those of quoteDFA when escaping it, and every byte from 0x80 (bit 0 in
// all the high halves from 8, and in every low half), which the copy leaves
// to appendQuotedRest.
var (
	verbatimStopsHigh     = wideTable(func(n int) uint8 { return stringStopsHigh[n] | uint8(n>>3) })
	verbatimStopsHighHTML = wideTable(func(n int) uint8 { return quoteStopsHigh[n] | uint8(n>>3) })
)

// copyVerbatimWide is copyVerbatimPrefix for n >= 16 in the SIMD build: the
// same copy and result, checking 32 bytes a step, or, below 32 bytes, 16 at
// each end. Like the words of the default build, each block is stored as
// it is checked, and the last, fewer than a block, is taken as the block
// that ends at n, so that nothing is loaded or stored past n bytes.
func copyVerbatimWide(out, sp unsafe.Pointer, n int, escapeHTML bool) int {
	high, low := verbatimStopsHigh, stringStopsLow
	if escapeHTML {
		high, low = verbatimStopsHighHTML, quoteStopsLow
	}
	if n < 32 {
		// 16-byte registers (VEX.128, which clears the upper halves).
		return copyVerbatimHalves(out, sp, n, (*[16]uint8)(high[:16]), (*[16]uint8)(low[:16]))
	}
	k := copyVerbatimBlocks(out, sp, n, high, low)
	archsimd.ClearAVXUpperBits() // as in utf8PrefixWide
	return k
}

// copyVerbatimBlocks is copyVerbatimWide for n >= 32.
func copyVerbatimBlocks(out, sp unsafe.Pointer, n int, high, low *[32]uint8) int {
	tHigh, tLow := loadBlock(high), loadBlock(low)
	nibble := archsimd.BroadcastUint8x32(0x0F)
	by16 := archsimd.BroadcastUint16x16(1 << 12) // the high halves, as in prefixWide
	i := 0
	for ; i+32 <= n; i += 32 {
		v := loadBlock((*[32]uint8)(unsafe.Add(sp, i)))
		storeBlock((*[32]uint8)(unsafe.Add(out, i)), v)
		if m := blockStops(v, tHigh, tLow, nibble, by16); m != 0 {
			return i + bits.TrailingZeros32(m)
		}
	}
	if i == n {
		return n
	}
	// The last block, whose first i-(n-32) bytes passed in the block
	// before: they flag nothing, so its lowest flag is the first stop.
	v := loadBlock((*[32]uint8)(unsafe.Add(sp, n-32)))
	storeBlock((*[32]uint8)(unsafe.Add(out, n-32)), v)
	if m := blockStops(v, tHigh, tLow, nibble, by16); m != 0 {
		return n - 32 + bits.TrailingZeros32(m)
	}
	return n
}

// blockStops flags, a bit per byte, the bytes of v that the tables tHigh
// and tLow stop at, looked up by their high halves (by16 and nibble, as in
// prefixWide) and low halves.
func blockStops(v, tHigh, tLow, nibble archsimd.Uint8x32, by16 archsimd.Uint16x16) uint32 {
	hi := v.AsUint16x16().MulHigh(by16).AsUint8x32().And(nibble).AsInt8x32()
	stops := tHigh.PermuteOrZeroGrouped(hi).And(tLow.PermuteOrZeroGrouped(v.And(nibble).AsInt8x32()))
	var zero archsimd.Uint8x32
	return ^stops.Equal(zero).ToBits()
}

// copyVerbatimHalves is copyVerbatimWide for 16 <= n < 32: the first and
// the last 16 bytes, which overlap.
func copyVerbatimHalves(out, sp unsafe.Pointer, n int, high, low *[16]uint8) int {
	tHigh, tLow := loadHalf(high), loadHalf(low)
	nibble := archsimd.BroadcastUint8x16(0x0F)
	by16 := archsimd.BroadcastUint16x8(1 << 12)
	a := loadHalf((*[16]uint8)(sp))
	b := loadHalf((*[16]uint8)(unsafe.Add(sp, n-16)))
	storeHalf((*[16]uint8)(out), a)
	storeHalf((*[16]uint8)(unsafe.Add(out, n-16)), b)
	m := uint32(halfStops(a, tHigh, tLow, nibble, by16)) | uint32(halfStops(b, tHigh, tLow, nibble, by16))<<uint(n-16)
	if m != 0 {
		return bits.TrailingZeros32(m)
	}
	return n
}

// halfStops is blockStops for 16 bytes.
func halfStops(v, tHigh, tLow, nibble archsimd.Uint8x16, by16 archsimd.Uint16x8) uint16 {
	hi := v.AsUint16x8().MulHigh(by16).AsUint8x16().And(nibble).AsInt8x16()
	stops := tHigh.PermuteOrZero(hi).And(tLow.PermuteOrZero(v.And(nibble).AsInt8x16()))
	var zero archsimd.Uint8x16
	return ^stops.Equal(zero).ToBits()
}
