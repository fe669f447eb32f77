package jsonwire

import "unsafe"

// The non-ASCII text of strings, written (AppendQuote) and read
// (ReadStringBytes), is checked by a finite automaton run a byte at a
// time: valid UTF-8 and the ASCII bytes that pass unchanged lead back to
// the state between runes; everything else leads to an error state that
// never leaves. Each state is a bit offset into a 64-bit row of the table,
// one row per byte value, that holds there the offset of the state the
// byte leads to, so that a step is one table load and one shift:
//
//	state = table[b] >> (state & 63)
//
// (the shift count is masked by the hardware too, so the mask costs no
// instruction, and the bits above the six of the state need not be
// cleared). Unlike the loops that recognized a rune at a time from its
// lead byte, it takes no branch in eight bytes: quoting Japanese text went
// from 1351 ns to 430.
//
// The states, named by what they wait for. The error state is 0, so that
// the low bits of every row, its transition, are 0: once in it, the
// automaton stays. Eleven states of six bits need 66 bits; the last one,
// dfaE280, has only four, which hold its only transitions, to dfaErr and
// dfaText.
const (
	dfaErr  = 0  // an invalid byte, a byte that does not pass, or U+2028 or U+2029 (quoteDFA)
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

// quoteDFA accepts what AppendQuote copies verbatim under either escaping
// option: valid UTF-8 but U+2028 and U+2029, and no ASCII byte that is
// escaped.
var quoteDFA = newUTF8DFA(func(b byte) bool { return quoteClass[b] == '.' }, true)

// stringDFA accepts the contents of a string that ReadStringBytes returns
// as they are: valid UTF-8, and no control byte, quote or backslash.
var stringDFA = newUTF8DFA(func(b byte) bool { return b >= ' ' && b != '"' && b != '\\' }, false)

// newUTF8DFA returns the table of an automaton that accepts valid UTF-8
// whose ASCII bytes all pass ascii, and, if lineSeps, without U+2028 and
// U+2029.
func newUTF8DFA(ascii func(byte) bool, lineSeps bool) (t *[256]uint64) {
	t = new([256]uint64)
	for b := range 256 {
		var row uint64
		to := func(from, next uint64) { row |= next << from }
		switch {
		case b < 0x80:
			if ascii(byte(b)) {
				to(dfaText, dfaText)
			}
		case 0xc2 <= b && b <= 0xdf:
			to(dfaText, dfaC1)
		case b == 0xe0:
			to(dfaText, dfaE0)
		case b == 0xe2 && lineSeps:
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
}

// utf8Prefix returns the end of the text from s[i], a rune boundary, that
// the automaton of table t accepts, as far as it can tell in whole steps of
// eight bytes: the rune boundary just before the first eight bytes that
// hold something it does not accept or, near the end of s, before the last
// few bytes. The caller goes on from there a rune at a time.
//
// Eight steps are taken between two tests of the state, which is exact
// because the error state never leaves, and two words a turn of the loop
// where there are sixteen bytes. The bytes are read through an unsafe
// pointer, the loop condition being their bounds check.
func utf8Prefix(t *[256]uint64, s string, i int) int {
	p := unsafe.Pointer(unsafe.StringData(s))
	st := uint64(dfaText)
	// The SIMD build (haveWide) goes on after the first word of steps in
	// blocks of 32 bytes while they are accepted (utf8PrefixWide), then
	// with the steps again from where they stopped. Their check of a byte
	// looks at the three before it, which before s[i] may be an invalid
	// sequence that the caller replaced (its continuation bytes would pass
	// as text): the word of steps comes first, and the blocks look back
	// into it.
	wide := haveWide
	// Sixteen bytes a turn while there are sixteen: the loop's own
	// instructions, about ten, once for two words. Not in the SIMD build,
	// whose steps run near the end of what the blocks accept, where that
	// saved less than the second word cost (twitter encode +0.9%). Each
	// call of dfaSteps is in the test of its result, whose instructions
	// stand for the call: on a line of its own, the inlined call left a
	// no-op instruction.
	for !wide && i+16 <= len(s) {
		c := (*[4][4]byte)(unsafe.Add(p, i))
		var mid, next uint64
		if mid = dfaSteps(t, &c[1], dfaSteps(t, &c[0], st)); mid&63 == dfaErr {
			goto end
		}
		if next = dfaSteps(t, &c[3], dfaSteps(t, &c[2], mid)); next&63 == dfaErr {
			st, i = mid, i+8
			goto end
		}
		st = next
		i += 16
	}
	for i+8 <= len(s) {
		c := (*[2][4]byte)(unsafe.Add(p, i))
		var next uint64
		if next = dfaSteps(t, &c[1], dfaSteps(t, &c[0], st)); next&63 == dfaErr {
			break
		}
		st = next
		i += 8
		if wide {
			wide = false
			if j := utf8PrefixWide(t, s, i); j > i {
				st, i = dfaText, j // a rune boundary
			}
		}
	}
end:
	if st&63 != dfaText {
		// i is inside a rune that started before it: back to its lead.
		for i--; s[i]&0xc0 == 0x80; i-- {
		}
	}
	return i
}

// dfaSteps takes the automaton of table t through the four bytes of c
// from state st and returns the state it ends in. The rows of the four
// bytes are loaded before their shifts: a step written as one expression
// loaded its row into CX, the shift's count register, and moved it out
// again, five instructions a byte for four (string_unicode's quoting 6%
// fewer). Eight rows at once ran out of registers.
func dfaSteps(t *[256]uint64, c *[4]byte, st uint64) uint64 {
	r0, r1, r2, r3 := t[c[0]], t[c[1]], t[c[2]], t[c[3]]
	st = r0 >> (st & 63)
	st = r1 >> (st & 63)
	st = r2 >> (st & 63)
	return r3 >> (st & 63)
}

// dfaAccepts reports whether the automaton of table t accepts all of s,
// ending between runes: utf8Prefix, eight steps between two tests of the
// state, then a step a byte from the rune boundary where it stopped.
func dfaAccepts(t *[256]uint64, s []byte) bool {
	// Used instead of utf8.Valid, which decodes rune by rune: decoding
	// twitter, 1.9% fewer instructions. utf8Prefix only reads s, through
	// a string header over the same bytes, as stringEndPlainFrom does.
	st := uint64(dfaText)
	for i := utf8Prefix(t, unsafe.String(unsafe.SliceData(s), len(s)), 0); i < len(s); i++ {
		st = t[s[i]] >> (st & 63)
	}
	return st&63 == dfaText
}
