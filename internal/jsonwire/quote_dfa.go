package jsonwire

import "unsafe"

// The non-ASCII text of a string is checked by a finite automaton run a byte
// at a time: valid UTF-8, except U+2028 and U+2029, and the ASCII bytes that
// AppendQuote copies verbatim under either escaping option, all lead back to
// the state between runes; everything else leads to an error state that
// never leaves. Each state is a bit offset into a 64-bit row of
// quoteDFA, one row per byte value, that holds there the offset of the
// state the byte leads to, so that a step is one table load and one shift:
//
//	state = quoteDFA[b] >> (state & 63)
//
// (the shift count is masked by the hardware too, so the mask costs no
// instruction, and the bits above the six of the state need not be
// cleared). The loop of appendQuotedRest that recognized a rune at a time
// from its lead byte took about as many instructions for three-byte runes
// and twice as many for two-byte ones, but branched on every rune; with no
// branch in eight bytes, BenchmarkAppendQuote went from 1351 ns to 430 on
// Japanese, 2857 to 513 on Cyrillic, 1467 to 369 on Unicode and 964 to 331
// on Scripts.
//
// The states, named by what they wait for. The error state is 0, so that
// the low bits of every row, its transition, are 0: once in it, the
// automaton stays. Eleven states of six bits need 66 bits; the last one,
// dfaE280, has only four, which hold its only transitions, to dfaErr and
// dfaText.
const (
	dfaErr  = 0  // an invalid byte, a byte to escape, or U+2028 or U+2029
	dfaText = 6  // between runes
	dfaC1   = 12 // one continuation byte, any
	dfaC2   = 18 // two
	dfaC3   = 24 // three
	dfaE0   = 30 // after E0: A0-BF (no overlong forms), then one more
	dfaED   = 36 // after ED: 80-9F (no surrogates), then one more
	dfaF0   = 42 // after F0: 90-BF (no overlong forms), then two more
	dfaF4   = 48 // after F4: 80-8F (nothing above U+10FFFF), then two more
	dfaE2   = 54 // after E2: 80 (U+2000-U+203F) or any other, then one more
	dfaE280 = 60 // after E2 80: any but A8 and A9 (U+2028, U+2029)
)

// quoteDFA is the transition table of the automaton, one row per byte.
var quoteDFA = func() (t [256]uint64) {
	for b := range 256 {
		var row uint64
		to := func(from, next uint64) { row |= next << from }
		switch {
		case b < 0x80:
			if quoteClass[b] == '.' {
				to(dfaText, dfaText)
			}
		case 0xc2 <= b && b <= 0xdf:
			to(dfaText, dfaC1)
		case b == 0xe0:
			to(dfaText, dfaE0)
		case b == 0xe2:
			to(dfaText, dfaE2)
		case b == 0xed:
			to(dfaText, dfaED)
		case 0xe1 <= b && b <= 0xef:
			to(dfaText, dfaC2)
		case b == 0xf0:
			to(dfaText, dfaF0)
		case 0xf1 <= b && b <= 0xf3:
			to(dfaText, dfaC3)
		case b == 0xf4:
			to(dfaText, dfaF4)
		}
		if b&0xc0 == 0x80 { // a continuation byte
			to(dfaC1, dfaText)
			to(dfaC2, dfaC1)
			to(dfaC3, dfaC2)
			if b >= 0xa0 {
				to(dfaE0, dfaC1)
			} else {
				to(dfaED, dfaC1)
			}
			if b >= 0x90 {
				to(dfaF0, dfaC2)
			} else {
				to(dfaF4, dfaC2)
			}
			if b == 0x80 {
				to(dfaE2, dfaE280)
			} else {
				to(dfaE2, dfaC1)
			}
			if b != 0xa8 && b != 0xa9 {
				to(dfaE280, dfaText)
			}
		}
		t[b] = row
	}
	return t
}()

// quoteUTF8Prefix returns the end of the text from s[i], a rune boundary,
// that AppendQuote copies verbatim, as far as the automaton can tell in
// whole steps of eight bytes: the rune boundary just before the first
// eight bytes that hold something else (a byte to escape, U+2028 or
// U+2029, invalid UTF-8) or, near the end of s, before the last few bytes.
// The caller goes on from there a rune at a time.
//
// Eight steps are taken between two tests of the state, which is exact
// because the error state never leaves. The bytes are read through an
// unsafe pointer, the loop condition being their bounds check.
func quoteUTF8Prefix(s string, i int) int {
	p := unsafe.Pointer(unsafe.StringData(s))
	st := uint64(dfaText)
	for i+8 <= len(s) {
		c := (*[8]byte)(unsafe.Add(p, i))
		next := quoteDFA[c[0]] >> (st & 63)
		next = quoteDFA[c[1]] >> (next & 63)
		next = quoteDFA[c[2]] >> (next & 63)
		next = quoteDFA[c[3]] >> (next & 63)
		next = quoteDFA[c[4]] >> (next & 63)
		next = quoteDFA[c[5]] >> (next & 63)
		next = quoteDFA[c[6]] >> (next & 63)
		next = quoteDFA[c[7]] >> (next & 63)
		if next&63 == dfaErr {
			break
		}
		st = next
		i += 8
	}
	if st&63 != dfaText {
		// i is inside a rune that started before it: back to its lead.
		for i--; s[i]&0xc0 == 0x80; i-- {
		}
	}
	return i
}
