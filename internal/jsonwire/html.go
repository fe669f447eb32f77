package jsonwire

import (
	"math/bits"
	"slices"
)

// This file escapes encoded JSON for embedding in HTML, as encoding/json's
// HTMLEscape does, and as its encoder does to the output of MarshalJSON
// methods and to RawMessage values: '<', '>', '&', U+2028 and U+2029
// become \u escapes.

// AppendHTMLEscape appends src to dst with every '<', '>' and '&' replaced
// by \u003c, \u003e and \u0026 and every U+2028 and U+2029 by \u2028 and
// \u2029, as [encoding/json.HTMLEscape] does, and returns the extended
// slice. src is meant to be JSON, where those bytes can only occur inside
// strings, so that the result is the same JSON and can be embedded in an
// HTML <script> element. No other byte is changed and src is not
// validated: an E2 80 A8 sequence is replaced even where it does not
// encode a whole rune.
func AppendHTMLEscape(dst, src []byte) []byte {
	dst = slices.Grow(dst, len(src))
	run := 0 // start of the bytes scanned but not yet copied
	for i := nextHTMLCandidate(src, 0); i < len(src); i = nextHTMLCandidate(src, i) {
		n := htmlEscapeLen(src, i)
		if n == 0 {
			i++ // an E2 that does not start U+2028 or U+2029
			continue
		}
		dst = append(dst, src[run:i]...)
		dst = appendHTMLEscapeAt(dst, src, i)
		i += n
		run = i
	}
	return append(dst, src[run:]...)
}

// EscapeHTMLFrom applies [AppendHTMLEscape] to b[start:] in place: it
// returns b[:start] followed by the escaped b[start:]. It is meant for the
// output of a custom marshaler, appended to b, when HTML escaping is on.
//
// When b[start:] contains nothing to escape, EscapeHTMLFrom returns b
// itself after a single scan, eight bytes at a time, and does not
// allocate. Otherwise it uses b's array if b has room for the escaped text
// after its end, and allocates a larger one if not.
func EscapeHTMLFrom(b []byte, start int) []byte {
	_ = b[start:] // 0 <= start <= len(b), with the panic of a bad slice
	first := nextHTMLCandidate(b, start)
	for first < len(b) && htmlEscapeLen(b, first) == 0 {
		first = nextHTMLCandidate(b, first+1) // an E2 that does not start U+2028/9
	}
	if first == len(b) {
		return b
	}
	// Escape the text from the first match on into the room after b, then
	// move it back over the original. That needs room for both, but runs
	// at the speed of AppendHTMLEscape; escaping in place, with a pass to
	// count the growth and one to spread the text out, took 1.7x as long.
	//
	// If AppendHTMLEscape has to move b to a larger array, the b[first:end]
	// it reads from is still the old one, which it does not write to.
	end := len(b)
	b = AppendHTMLEscape(b, b[first:end])
	n := copy(b[first:], b[end:])
	return b[:first+n]
}

// appendHTMLEscapeAt appends the escape for the match at src[i], which
// htmlEscapeLen has found. It reads src[i:i+3] before writing, so dst may
// share src's array.
func appendHTMLEscapeAt(dst, src []byte, i int) []byte {
	if c := src[i]; c != 0xe2 {
		return append(dst, '\\', 'u', '0', '0', hexDigits[c>>4], hexDigits[c&0xf])
	}
	return append(dst, '\\', 'u', '2', '0', '2', hexDigits[src[i+2]&0xf])
}

// htmlEscapeLen returns how many bytes the escape of src[i] replaces: 1 for
// '<', '>' and '&', 3 for an E2 80 A8 or E2 80 A9 sequence, and 0 for
// anything else. Like encoding/json it looks at the bytes alone, with no
// regard to where runes start.
func htmlEscapeLen(src []byte, i int) int {
	switch src[i] {
	case '<', '>', '&':
		return 1
	case 0xe2:
		if i+2 < len(src) && src[i+1] == 0x80 && src[i+2]&^1 == 0xa8 {
			return 3
		}
	}
	return 0
}

// nextHTMLCandidate returns the index of the first byte of s at or after i
// that is '<', '>', '&' or 0xE2, or len(s) if there is none, eight bytes
// at a time (htmlCandidates), the last few with padTail.
func nextHTMLCandidate(s []byte, i int) int {
	for ; i+8 <= len(s); i += 8 {
		if m := htmlCandidates(loadWord(s, i)); m != 0 {
			return i + bits.TrailingZeros64(m)/8
		}
	}
	if i == len(s) {
		return i
	}
	if len(s) >= 8 {
		k := uint(i-(len(s)-8)) * 8 // 8..56
		// Spaces shifted in at the top are never candidates.
		w := padTail(loadWord(s, len(s)-8), k)
		if m := htmlCandidates(w); m != 0 {
			return i + bits.TrailingZeros64(m)/8
		}
		return len(s)
	}
	for ; i < len(s); i++ {
		if c := s[i]; c == '<' || c == '>' || c == '&' || c == 0xe2 {
			return i
		}
	}
	return i
}

// htmlCandidates flags the bytes of w that nextHTMLCandidate stops at; the
// lowest flagged byte is exact.
func htmlCandidates(w uint64) uint64 {
	// w|0x02 maps '<' (0x3c) onto '>' (0x3e) and no other byte onto either.
	return (equalBytes(w|0x02*lowBits, '>') | equalBytes(w, '&') | equalBytes(w, 0xe2)) & highBits
}
