package jsonwire

import (
	"encoding/binary"
	"math/bits"
	"slices"
	"unsafe"
)

// This file writes strings as JSON string literals, as encoding/json
// writes them: the two kinds of escapes, the HTML escaping option, U+2028,
// U+2029 and invalid UTF-8. Most strings need no escape. The part of a
// string that needs none is copied eight bytes at a time while it is
// checked (copyVerbatimPrefix); escapes and non-ASCII runes are written by
// appendQuotedRest.

// AppendQuote appends s to dst as a JSON string literal, byte for byte as
// encoding/json writes a Go string, and returns the extended slice:
//
//   - '"' and '\\' are escaped with a backslash;
//   - \b, \f, \n, \r and \t use their two-byte escapes, and every other
//     byte below 0x20 becomes \u00XX with lower-case hex digits; DEL (0x7f)
//     is copied as is;
//   - if escapeHTML is set, '<', '>' and '&' become \u003c, \u003e and
//     \u0026 (see [AppendHTMLEscape] for why);
//   - U+2028 and U+2029 always become \u2028 and \u2029, since JavaScript
//     before ES2019 does not accept them raw inside a string literal;
//   - each byte that does not start a valid UTF-8 encoding (including the
//     bytes of encoded surrogate halves and of truncated sequences) becomes
//     \ufffd, one escape per byte.
//
// AppendQuote does not allocate beyond growing dst, and like strconv's
// Append functions it writes nothing into the capacity of dst beyond the
// returned length.
func AppendQuote(dst []byte, s string, escapeHTML bool) []byte {
	// The opening quote and the longest prefix of s that needs no
	// escaping, which for most strings is all of s, are written here, a
	// word at a time, in a small frame without appendQuotedRest's spills
	// or a generic dictionary (15 instructions a string);
	// appendQuotedRest does the rest, if any. The function is not behind
	// a wrapper: a wrapper inlined into a function that is inlined in
	// turn (wire.AppendString, in generated code) left a no-op
	// instruction at each string field.
	if len(s) == 0 {
		// A third of synthea_fhir's strings; the word path takes about 30
		// instructions to find nothing to copy.
		return append(dst, '"', '"')
	}
	m := len(dst)
	// Room for the quotes and the verbatim text; growing once up front
	// also replaces the several growths that appending run by run would
	// cause for a long string in a small buffer. The stores below never go
	// past the end of the text they write, so that the capacity of dst
	// beyond the returned length is left as it was, as strconv's Append
	// functions leave it (TestQuoteLeavesCapacity).
	if cap(dst)-m < len(s)+2 {
		dst = slices.Grow(dst, len(s)+2)
	}
	out := unsafe.Add(unsafe.Pointer(unsafe.SliceData(dst)), m)
	*(*byte)(out) = '"'
	sp := unsafe.Pointer(unsafe.StringData(s))
	var i int
	if n := len(s); n < 8 {
		// Strings shorter than a word, the commonest, skip the call to
		// copyVerbatimPrefix: 40 of the 140 instructions of quoting "name".
		// Load the bytes as one word and store them, all of them and
		// nothing beyond: two overlapping four-byte loads and stores from
		// four bytes on, or the first, middle and last byte below (the
		// overlapping bytes are the same in both, so OR-ing the loads is
		// harmless). Even if some byte needs escaping they may be stored:
		// each byte of s is written as at least one byte, so
		// appendQuotedRest overwrites them. Storing the word whole, spaces
		// above the string included, would write into the capacity of dst
		// beyond the returned length, and was no faster.
		var w uint64
		switch {
		case n >= 4:
			lo := binary.LittleEndian.Uint32((*[4]byte)(sp)[:])
			hi := binary.LittleEndian.Uint32((*[4]byte)(unsafe.Add(sp, n-4))[:])
			binary.LittleEndian.PutUint32((*[4]byte)(unsafe.Add(out, 1))[:], lo)
			binary.LittleEndian.PutUint32((*[4]byte)(unsafe.Add(out, 1+n-4))[:], hi)
			w = uint64(lo) | uint64(hi)<<(uint(n-4)*8)
		case n > 0:
			b := unsafe.Slice((*byte)(sp), n)
			o := unsafe.Slice((*byte)(unsafe.Add(out, 1)), n)
			b0, b1, b2 := b[0], b[n/2], b[n-1]
			o[0], o[n/2], o[n-1] = b0, b1, b2
			w = uint64(b0) | uint64(b1)<<(uint(n/2)*8) | uint64(b2)<<(uint(n-1)*8)
		}
		// Spaces, which never need escaping, above the bytes of s.
		w |= uint64(' '*lowBits) << (uint(n) * 8)
		var flags uint64
		if escapeHTML {
			flags = stringStopsHTML(w)
		} else {
			flags = stringStops(w)
		}
		i = n
		if flags != 0 {
			i = bits.TrailingZeros64(flags) / 8
		}
	} else if n <= 16 {
		// Eight to sixteen bytes, as common in records as the shorter
		// strings (names, identifiers, short values), skip the call too:
		// the call and the spills around it were half of quoting a
		// ten-byte string. The first word and the last, which overlap
		// below sixteen, are each copied and tested; the last only if
		// the first passed, since appendQuotedRest overwrites what
		// follows a stop, and one after the other keeps the constants of
		// the two tests out of each other's registers (12 instructions of
		// spills when both were computed first). The bytes of the last
		// word that the first holds too passed then: they flag nothing
		// and nothing borrows from them, so its lowest flag is exact (as
		// in copyVerbatimPrefix).
		o := unsafe.Add(out, 1)
		var mlo, mhi uint64
		if escapeHTML {
			if mlo = stringStopsHTML(copyWordAt(o, sp, 0)); mlo == 0 && n > 8 {
				mhi = stringStopsHTML(copyWordAt(o, sp, n-8))
			}
		} else {
			if mlo = stringStops(copyWordAt(o, sp, 0)); mlo == 0 && n > 8 {
				mhi = stringStops(copyWordAt(o, sp, n-8))
			}
		}
		switch {
		case mlo != 0:
			i = bits.TrailingZeros64(mlo) / 8
		case mhi != 0:
			i = n - 8 + bits.TrailingZeros64(mhi)/8
		default:
			i = n
		}
	} else {
		// More than sixteen bytes: the SIMD build copies them in blocks
		// of 32 (copyVerbatimWide): twitter's encoding, a sixth of whose
		// instructions were the words, 7% fewer (jsongen's 10%). The
		// choice is made by the callers, not in copyVerbatimPrefix, which
		// the call would give a frame (appendQuotedRest's runs of 8 to 15
		// bytes, 13 instructions more).
		if haveWide {
			i = copyVerbatimWide(unsafe.Add(out, 1), sp, n, escapeHTML)
		} else {
			i = copyVerbatimPrefix(unsafe.Add(out, 1), sp, n, escapeHTML)
		}
	}
	if i == len(s) {
		*(*byte)(unsafe.Add(out, 1+i)) = '"'
		return dst[:m+i+2]
	}
	return appendQuotedRest(dst[:m+1+i], s, i, escapeHTML)
}

// AppendQuoteBytes is [AppendQuote] for a byte slice, so that callers
// holding []byte need not convert it to a string.
func AppendQuoteBytes(dst []byte, s []byte, escapeHTML bool) []byte {
	// The bytes are only read, and not kept, while the string is in use.
	return AppendQuote(dst, unsafe.String(unsafe.SliceData(s), len(s)), escapeHTML)
}

// NeedsEscape reports whether [AppendQuote] would write anything other than
// s itself between the quotes. A caller that gets false may write
// '"' + s + '"' directly, for instance when precomputing struct field names.
func NeedsEscape(s string, escapeHTML bool) bool {
	for i := 0; ; {
		i = verbatimEnd(s, i, escapeHTML)
		if i == len(s) {
			return false
		}
		if quoteClass[s[i]] != 'm' {
			return true
		}
		n := validRuneLen(s, i)
		if n == 0 || isLineSeparator(s, i, n) {
			return true
		}
		i += n
	}
}

// quoteClass says how AppendQuote treats each byte value:
//
//	'.'                verbatim
//	'h'                verbatim, or \u00XX when escaping HTML
//	'u'                \u00XX
//	'"' '\\' b f n r t a backslash followed by this letter
//	'm'                first byte of a multi-byte sequence, or an invalid byte
//
// A constant string rather than a computed array keeps the table out of
// package initialisation; indexing it with a byte needs no bounds check.
const quoteClass = "" +
	"uuuuuuuubtnufruu" + // 0x00
	"uuuuuuuuuuuuuuuu" + // 0x10
	"..\"...h........." + // 0x20   " &
	"............h.h." + // 0x30   < >
	"................" + // 0x40
	"............\\..." + // 0x50  \
	"................" + // 0x60
	"................" + // 0x70   DEL is verbatim
	"mmmmmmmmmmmmmmmm" + // 0x80
	"mmmmmmmmmmmmmmmm" + // 0x90
	"mmmmmmmmmmmmmmmm" + // 0xa0
	"mmmmmmmmmmmmmmmm" + // 0xb0
	"mmmmmmmmmmmmmmmm" + // 0xc0
	"mmmmmmmmmmmmmmmm" + // 0xd0
	"mmmmmmmmmmmmmmmm" + // 0xe0
	"mmmmmmmmmmmmmmmm" //   0xf0

// appendQuotedRest is the rest of AppendQuote and AppendQuoteBytes after
// the verbatim prefix stopped at s[i], the first byte that needs escaping or
// starts a multi-byte rune. It alternates between writing the escape or
// the runes that stopped the copy and copying the verbatim bytes that
// follow, a word at a time (copyVerbatimPrefix), never byte by byte.
func appendQuotedRest(dst []byte, s string, i int, escapeHTML bool) []byte {
	run := i // start of the bytes passed over but not yet copied
	for {
		switch b := s[i]; quoteClass[b] {
		case 'm':
			// Valid multi-byte runes are verbatim except U+2028 and U+2029.
			// Stay here while runes follow one another, as in non-Latin
			// text, instead of going back to the copy for each.
			for {
				// Eight bytes at a time while they are verbatim, runes
				// and ASCII alike (utf8Prefix); a rune at a time from
				// the eight bytes that are not, or the last few.
				i = utf8Prefix(quoteDFA, s, i)
				// Valid runes other than U+2028 and U+2029, and the ASCII
				// between them, are recognized in this loop from their
				// lead byte (runeStep) and their continuation bytes,
				// on one four-byte load. validRuneLen does the rest:
				// invalid bytes, the line separators, and the last three
				// bytes of s. Japanese: 29 instructions a byte down to 7.
				for i+4 <= len(s) {
					// The four bytes at i, loaded through an unsafe pointer
					// without the bounds checks of slicing s (the loop
					// condition is the check): a sixth of the loop.
					w := binary.LittleEndian.Uint32((*[4]byte)(unsafe.Add(unsafe.Pointer(unsafe.StringData(s)), i))[:])
					k := runeStep[byte(w)]
					if k == 3 && w&0xc0c000 == 0x808000 ||
						k == 2 && w&0xc000 == 0x8000 ||
						k == 1 && w&0x80808080 != 0 {
						i += int(k)
						continue
					}
					// The leads whose second byte has a narrower range, as
					// utf8.DecodeRune takes them: E0 (no overlong forms),
					// ED (no surrogates), F0 (no overlong forms), F4 (not
					// beyond U+10FFFF); F1-F3 are four-byte leads without;
					// E2 leads U+2028 and U+2029, which are escaped.
					b1 := byte(w >> 8)
					switch k {
					case stepE2:
						if w&0xc0c000 == 0x808000 && w&0xfeff00 != 0xa88000 {
							i += 3
							continue
						}
					case stepE0:
						if w&0xc0c000 == 0x808000 && b1 >= 0xa0 {
							i += 3
							continue
						}
					case stepED:
						if w&0xc0c000 == 0x808000 && b1 < 0xa0 {
							i += 3
							continue
						}
					case stepF0, stepF1, stepF4:
						if w&0xc0c0c000 == 0x80808000 && (k != stepF0 || b1 >= 0x90) && (k != stepF4 || b1 < 0x90) {
							i += 4
							continue
						}
					}
					break
				}
				if i == len(s) || s[i] < 0x80 {
					break
				}
				if n := validRuneLen(s, i); n == 0 {
					dst = appendRun(dst, s[run:i])
					dst = append(dst, `\ufffd`...)
					i++
					run = i
				} else if isLineSeparator(s, i, n) {
					dst = appendRun(dst, s[run:i])
					dst = append(dst, '\\', 'u', '2', '0', '2', hexDigits[s[i+2]&0xf])
					i += n
					run = i
				} else {
					i += n
				}
				if i == len(s) || s[i] < 0x80 {
					break
				}
			}
		case 'u', 'h': // the copy stops at 'h' only when escaping HTML
			dst = appendRun(dst, s[run:i])
			dst = append(dst, '\\', 'u', '0', '0', hexDigits[b>>4], hexDigits[b&0xf])
			i++
			run = i
		default: // '"', '\\', b, f, n, r or t: the two-byte escapes
			dst = appendRun(dst, s[run:i])
			dst = append(dst, '\\', quoteClass[b])
			i++
			run = i
		}
		// Escapes come in clusters, as in markup, and short runs of ASCII
		// separate the words of non-Latin text: pass over the next few
		// bytes one by one, going back to the switch at once for one that
		// is not verbatim, before the word copy, which would stop at it.
		// Escaped text: 48,100 instructions down to 30,500.
		lim := min(i+8, len(s))
		for i < lim && isVerbatim(s[i], escapeHTML) {
			i++
		}
		if i < lim {
			continue
		}
		if len(s)-i < 8 {
			// Fewer than a word left: passed over the same way, so that
			// the word copy below always has a word.
			for i < len(s) && isVerbatim(s[i], escapeHTML) {
				i++
			}
			if i < len(s) {
				continue
			}
			break
		}
		dst = appendRun(dst, s[run:i])
		// Room for the rest verbatim and the closing quote, as in
		// AppendQuote; an escape grows dst again if need be.
		m, rest := len(dst), len(s)-i
		if cap(dst)-m < rest+1 {
			dst = slices.Grow(dst, rest+1)
		}
		out, sp := unsafe.Add(unsafe.Pointer(unsafe.SliceData(dst)), m), unsafe.Add(unsafe.Pointer(unsafe.StringData(s)), i)
		var k int
		if rest >= 16 && haveWide { // as in AppendQuote
			k = copyVerbatimWide(out, sp, rest, escapeHTML)
		} else {
			k = copyVerbatimPrefix(out, sp, rest, escapeHTML)
		}
		dst = dst[:m+k]
		i += k
		run = i
		if i == len(s) {
			break
		}
	}
	dst = appendRun(dst, s[run:])
	return append(dst, '"')
}

// appendRun appends run, bytes of a string passed over as verbatim,
// to dst. An empty run, as between the escapes of markup, costs no call to
// memmove.
func appendRun(dst []byte, run string) []byte {
	if len(run) == 0 {
		return dst
	}
	return append(dst, run...)
}

// copyVerbatimPrefix copies the longest prefix of the n >= 8 bytes at sp
// that AppendQuote writes verbatim to out, and returns its length. out must
// have room for n bytes: the copy is made eight bytes at a time, each word
// stored as it is checked, which may store up to seven bytes of the string
// after the prefix, but never a byte beyond out+n. The caller overwrites
// them, since each byte of the string is written as at least one byte.
// The loads never go past the n bytes at sp.
func copyVerbatimPrefix(out, sp unsafe.Pointer, n int, escapeHTML bool) int {
	// Copying while checking, with unchecked words, rather than finding
	// the end and calling memmove: a 28-byte name, 360 instructions to 230.
	// The loop is written twice so that the word test is inlined; a call
	// per word cost more than the test itself. It leaves one to eight
	// bytes, always, for the last word.
	i := 0
	if escapeHTML {
		for ; i+8 < n; i += 8 {
			if m := stringStopsHTML(copyWordAt(out, sp, i)); m != 0 {
				return i + bits.TrailingZeros64(m)/8
			}
		}
	} else {
		for ; i+8 < n; i += 8 {
			if m := stringStops(copyWordAt(out, sp, i)); m != 0 {
				return i + bits.TrailingZeros64(m)/8
			}
		}
	}
	// The last eight bytes, stored where they go, which rewrites those
	// before i with the same values and ends exactly at out+n. Those bytes
	// passed the test in the word before, so they flag nothing, and since
	// a borrow only starts at a byte that is flagged, nothing above them
	// is flagged because of them: the lowest flag is exact without
	// shifting them out, which the tail of a ten-byte string paid 15
	// instructions for.
	if escapeHTML {
		if m := stringStopsHTML(copyWordAt(out, sp, n-8)); m != 0 {
			return n - 8 + bits.TrailingZeros64(m)/8
		}
	} else if m := stringStops(copyWordAt(out, sp, n-8)); m != 0 {
		return n - 8 + bits.TrailingZeros64(m)/8
	}
	return n
}

// isVerbatim reports whether AppendQuote copies byte b as it is.
func isVerbatim(b byte, escapeHTML bool) bool {
	c := quoteClass[b]
	return c == '.' || c == 'h' && !escapeHTML
}

// stringStopsHTML flags the bytes of w that AppendQuote must not copy
// verbatim when escaping HTML: those of stringStops, which are the ones
// when not escaping it, and '<', '>' and '&'; the lowest flagged byte is
// exact. Setting bit 2 maps '"' (0x22) onto '&' (0x26), and setting bit 1
// maps '<' (0x3c) onto '>' (0x3e), with no other byte landing on either,
// which saves a test each. As in stringStops, the bytes >= 0x80 are
// flagged by the equality tests themselves, without the and-nots of
// equalBytes: of (b|4)^'&' and b^'\\', at least one is above 0x80.
func stringStopsHTML(w uint64) uint64 {
	lt := w - ' '*lowBits                              // < ' '
	bs := (w ^ '\\'*lowBits) - lowBits                 // '\\'
	qa := ((w | 0x04*lowBits) ^ '&'*lowBits) - lowBits // '"' and '&'
	gt := ((w | 0x02*lowBits) ^ '>'*lowBits) - lowBits // '<' and '>'
	return (lt | bs | qa | gt) & highBits
}

// verbatimEnd returns the index of the first byte of s at or after i that
// AppendQuote cannot copy verbatim, or len(s) if there is none.
func verbatimEnd(s string, i int, escapeHTML bool) int {
	// Eight bytes a step: a long ASCII string 1.8x as fast as byte by byte.
	// The loop is written twice so that the test for each word is inlined
	// and escapeHTML is not looked at in it.
	p := unsafe.Pointer(unsafe.StringData(s))
	if escapeHTML {
		for ; i+8 <= len(s); i += 8 {
			if m := stringStopsHTML(loadWordAt(p, i)); m != 0 {
				return i + bits.TrailingZeros64(m)/8
			}
		}
	} else {
		for ; i+8 <= len(s); i += 8 {
			if m := stringStops(loadWordAt(p, i)); m != 0 {
				return i + bits.TrailingZeros64(m)/8
			}
		}
	}
	if len(s) >= 8 {
		return verbatimEndInTail(s, i, escapeHTML)
	}
	for i < len(s) && isVerbatim(s[i], escapeHTML) {
		i++
	}
	return i
}

// verbatimEndInTail is verbatimEnd for fewer than eight bytes left at the end
// of a string of at least eight. Rather than test them one by one, it loads
// the last eight bytes, shifts out those before i, which may need escaping
// but have been dealt with, and fills the top with spaces, which never do.
func verbatimEndInTail(s string, i int, escapeHTML bool) int {
	if i == len(s) {
		return i
	}
	k := uint(i-(len(s)-8)) * 8 // 8..56
	w := padTail(loadWordAt(unsafe.Pointer(unsafe.StringData(s)), len(s)-8), k)
	var m uint64
	if escapeHTML {
		m = stringStopsHTML(w)
	} else {
		m = stringStops(w)
	}
	if m == 0 {
		return len(s)
	}
	return i + bits.TrailingZeros64(m)/8
}

// validRuneLen returns the length of the UTF-8 encoding starting at s[i], a
// byte >= 0x80, or 0 if s[i] does not start a valid encoding. It accepts
// exactly what utf8.DecodeRune accepts: no overlong forms, no surrogate
// halves, nothing above U+10FFFF and no truncated sequences.
func validRuneLen[T string | []byte](s T, i int) int {
	b0 := s[i]
	rest := len(s) - i
	switch {
	case b0 < 0xc2: // continuation byte, or a 2-byte form that is overlong
		return 0
	case b0 < 0xe0:
		if rest >= 2 && isContinuation(s[i+1]) {
			return 2
		}
	case b0 < 0xf0:
		if rest < 3 {
			return 0
		}
		lo, hi := byte(0x80), byte(0xbf)
		if b0 == 0xe0 {
			lo = 0xa0 // overlong below
		} else if b0 == 0xed {
			hi = 0x9f // surrogate halves above
		}
		if b1 := s[i+1]; lo <= b1 && b1 <= hi && isContinuation(s[i+2]) {
			return 3
		}
	case b0 < 0xf5:
		if rest < 4 {
			return 0
		}
		lo, hi := byte(0x80), byte(0xbf)
		if b0 == 0xf0 {
			lo = 0x90 // overlong below
		} else if b0 == 0xf4 {
			hi = 0x8f // beyond U+10FFFF above
		}
		if b1 := s[i+1]; lo <= b1 && b1 <= hi && isContinuation(s[i+2]) && isContinuation(s[i+3]) {
			return 4
		}
	}
	return 0
}

// runeStep classifies bytes for the fast loop of appendQuotedRest: 2
// for the leads C2-DF and 3 for E1, E3-EC, EE and EF, whose continuation
// bytes may take any value from 80 to BF; 1 for the ASCII bytes that are
// verbatim whether or not HTML is escaped, which the loop passes over
// between runes as long as a non-ASCII byte follows within four (the
// spaces and punctuation of non-Latin text); the seq constants for the
// leads whose second byte has a narrower range and for E2, which leads
// U+2028 and U+2029; and 0 for every other byte, which appendQuotedRest
// leaves to its other paths.
var runeStep = func() (t [256]byte) {
	for b := 0x20; b < 0x80; b++ {
		if quoteClass[b] == '.' {
			t[b] = 1
		}
	}
	for b := 0xc2; b <= 0xdf; b++ {
		t[b] = 2
	}
	for b := 0xe1; b <= 0xef; b++ {
		t[b] = 3
	}
	t[0xe0], t[0xe2], t[0xed] = stepE0, stepE2, stepED
	t[0xf0], t[0xf1], t[0xf2], t[0xf3], t[0xf4] = stepF0, stepF1, stepF1, stepF1, stepF4
	return t
}()

// The classes of runeStep for leads with a narrower second byte, for
// E2, and for F1-F3.
const (
	stepE0 = 4 + iota
	stepE2
	stepED
	stepF0
	stepF1
	stepF4
)

// isContinuation reports whether b is a UTF-8 continuation byte.
func isContinuation(b byte) bool { return b&0xc0 == 0x80 }

// isLineSeparator reports whether the valid n-byte rune at s[i] is U+2028 or
// U+2029 (E2 80 A8 or E2 80 A9).
func isLineSeparator[T string | []byte](s T, i, n int) bool {
	return n == 3 && s[i] == 0xe2 && s[i+1] == 0x80 && s[i+2]&^1 == 0xa8
}
