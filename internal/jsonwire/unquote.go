package jsonwire

import (
	"math/bits"
	"slices"
	"unicode/utf16"
	"unicode/utf8"
	"unsafe"
)

// This file reads strings back: finding where a string ends and turning its
// escapes into the bytes they stand for, with encoding/json's repairs of
// broken text.

// AppendUnquote appends the text the string contents s (without the quotes)
// stand for: escapes decoded, and invalid UTF-8 and unpaired UTF-16
// surrogates replaced by U+FFFD, one replacement per bad byte or surrogate,
// as encoding/json does. It reports false if s is not the contents of a
// string, such as for an unknown escape, a bare quote or a control
// character; like encoding/json it accepts the escape \' there.
func AppendUnquote(dst, s []byte) ([]byte, bool) {
	// The text is never longer than its escaped form: an escape of two,
	// six or twelve bytes stands for one to four.
	dst = slices.Grow(dst, len(s))
	dst, _, ok := unquote(dst, s, false)
	return dst, ok
}

// ReadString reads the string whose contents start at src[i], just after
// the opening quote, and returns its text and the offset of its closing
// quote. The text is part of src if the contents need no decoding (no
// escapes, valid UTF-8), and otherwise appended to dst, which it then
// extends. Escaped strings are decoded in the same pass that finds their
// end. ReadString checks the string as [Valid] would and reports false if
// it is cut off or holds a control character or a malformed escape.
func ReadString(dst, src []byte, i int) (text []byte, end int, ok bool) {
	return readStringFrom(dst, src, i, asciiRunEnd(src, i))
}

// readStringFrom is ReadString for a string whose contents start at src[i]
// and are plain ASCII text (asciiRunEnd) up to src[j].
func readStringFrom(dst, src []byte, i, j int) (text []byte, end int, ok bool) {
	stop, plain := stringEndPlainFrom(src, j)
	if plain {
		return src[i:stop], stop, true
	}
	// What stringEndPlainFrom passed over is text as it stands; decoding goes
	// on from where it stopped, rather than from the start again.
	dst = append(dst, src[i:stop]...)
	dst, n, ok := unquote(dst, src[stop:], true)
	return dst, stop + n, ok
}

// stringEndPlainFrom finds the closing quote of a string whose contents
// need no decoding (no escapes, valid UTF-8) and are plain ASCII text up to
// src[i], where asciiRunEnd stopped. For any other string, a malformed one
// included, it reports false and the offset where it stopped, at the first
// backslash, control character, invalid UTF-8 or the end of the input: the
// bytes before it are text that needs no decoding.
func stringEndPlainFrom(src []byte, i int) (end int, plain bool) {
	if i < len(src) && src[i] == '"' {
		return i, true
	}
	if i >= len(src) || src[i] < utf8.RuneSelf {
		return i, false
	}
	// Non-ASCII text: eight bytes at a time while they are plain text
	// (utf8Prefix, which only reads the bytes through the string); then,
	// where something else is, or in the last few bytes, check the UTF-8
	// rune by rune while looking for the end. A rune is valid if its
	// continuation bytes have the top bits 10 and it is not an overlong
	// form (leads C0, C1, and E0 or F0 followed by a byte that is too
	// small), a surrogate (ED followed by A0 or more) or beyond U+10FFFF
	// (F4 followed by 90 or more, and leads from F5).
	i = utf8Prefix(stringDFA, unsafe.String(unsafe.SliceData(src), len(src)), i)
	for i+3 <= len(src) {
		c := src[i]
		if c < utf8.RuneSelf {
			if c == '"' {
				return i, true
			}
			if c < ' ' || c == '\\' {
				return i, false
			}
			i++
			continue
		}
		switch c1 := src[i+1]; {
		case c < 0xE0:
			if c >= 0xC2 && c1&utf8ContMask == 0x80 {
				i += 2
				continue
			}
		case c < 0xF0:
			if c1&utf8ContMask == 0x80 && src[i+2]&utf8ContMask == 0x80 && (c != 0xE0 || c1 >= 0xA0) && (c != 0xED || c1 < 0xA0) {
				i += 3
				continue
			}
		default:
			if validRune4(src[i:]) {
				i += 4
				continue
			}
		}
		return i, false
	}
	// In the last two bytes of the input, only ASCII text followed by the
	// closing quote can end a plain string.
	for ; i < len(src) && ' ' <= src[i] && src[i] < utf8.RuneSelf && src[i] != '\\'; i++ {
		if src[i] == '"' {
			return i, true
		}
	}
	return i, false
}

// asciiRunEnd returns the end of the run of ASCII text at src[i:] that
// needs no decoding: bytes from ' ' to 0x7F other than '"' and '\\'. It
// tests eight bytes at a time, then the last few one by one.
func asciiRunEnd(src []byte, i int) int {
	for i+8 <= len(src) {
		w := loadWord(src, i)
		if m := stringStops(w); m != 0 {
			return i + bits.TrailingZeros64(m)>>3
		}
		i += 8
	}
	for i < len(src) && ' ' <= src[i] && src[i] < utf8.RuneSelf && src[i] != '"' && src[i] != '\\' {
		i++
	}
	return i
}

// utf8ContMask masks the top two bits of a byte, which are 10 in a
// continuation byte of UTF-8.
const utf8ContMask = 0b1100_0000

// validRune4 reports whether s starts with a valid four-byte UTF-8
// sequence: a lead from F0 to F4, three continuation bytes, and neither an
// overlong form (F0 then below 90) nor a rune beyond U+10FFFF (F4 then 90
// or more). Such runes are rare enough to be checked out of line.
func validRune4(s []byte) bool {
	if len(s) < 4 || s[0] < 0xF0 || s[0] > 0xF4 {
		return false
	}
	c, c1 := s[0], s[1]
	return c1&utf8ContMask == 0x80 && s[2]&utf8ContMask == 0x80 && s[3]&utf8ContMask == 0x80 && (c != 0xF0 || c1 >= 0x90) && (c != 0xF4 || c1 < 0x90)
}

// unquote decodes string contents at the start of s into dst, as
// AppendUnquote describes. If untilQuote is set, s is the rest of the input
// after an opening quote, the first unescaped quote ends the string (n is
// its offset), and the escape \' is an error, as it is in JSON text; false
// then means the string is malformed or cut off. Otherwise s is the whole
// contents, a quote is an error, and n is len(s).
func unquote(dst, s []byte, untilQuote bool) (_ []byte, n int, ok bool) {
	for i := 0; i < len(s); {
		c := s[i]
		switch {
		case c == '\\':
			if i+6 <= len(s) && s[i+1] == 'u' {
				// The common escape, \uXXXX outside the surrogates
				// (text in non-Latin scripts is often all of them),
				// decoded and written as UTF-8 inline.
				if r := hex4(s[i+2:]); r >= 0 && !utf16.IsSurrogate(r) {
					switch {
					case r < utf8.RuneSelf:
						dst = append(dst, byte(r))
					case r < 0x800:
						dst = append(dst, 0xC0|byte(r>>6), 0x80|byte(r)&0x3F)
					default:
						dst = append(dst, 0xE0|byte(r>>12), 0x80|byte(r>>6)&0x3F, 0x80|byte(r)&0x3F)
					}
					i += 6
					continue
				}
			}
			if i+1 >= len(s) {
				return dst, i, false
			}
			switch e := s[i+1]; e {
			case '\'':
				if untilQuote {
					return dst, i, false
				}
				dst = append(dst, e)
			case '"', '\\', '/':
				dst = append(dst, e)
			case 'b':
				dst = append(dst, '\b')
			case 'f':
				dst = append(dst, '\f')
			case 'n':
				dst = append(dst, '\n')
			case 'r':
				dst = append(dst, '\r')
			case 't':
				dst = append(dst, '\t')
			case 'u':
				r := hex4(s[i+2:])
				if r < 0 {
					return dst, i, false
				}
				i += 6
				if utf16.IsSurrogate(r) {
					// A surrogate counts only as the first half of a pair
					// written as two escapes; otherwise it alone is
					// replaced and what follows is read on its own.
					if len(s) >= i+2 && s[i] == '\\' && s[i+1] == 'u' {
						if r2 := hex4(s[i+2:]); r2 >= 0 {
							if p := utf16.DecodeRune(r, r2); p != utf8.RuneError {
								dst = utf8.AppendRune(dst, p)
								i += 6
								continue
							}
						}
					}
					r = utf8.RuneError
				}
				dst = utf8.AppendRune(dst, r)
				continue
			default:
				return dst, i, false
			}
			i += 2
		case c == '"' && untilQuote:
			return dst, i, true
		case c == '"' || c < ' ':
			return dst, i, false
		case c < utf8.RuneSelf:
			j := asciiRunEnd(s, i+1)
			dst = append(dst, s[i:j]...)
			i = j
		default:
			// A run of non-ASCII bytes is copied at once if it is valid
			// UTF-8, and rune by rune, with repairs, if not.
			j := i + 1
			for j < len(s) && s[j] >= utf8.RuneSelf {
				j++
			}
			if dfaAccepts(stringDFA, s[i:j]) {
				dst = append(dst, s[i:j]...)
				i = j
				continue
			}
			for i < j {
				r, n := utf8.DecodeRune(s[i:j])
				if r == utf8.RuneError && n == 1 {
					dst = append(dst, "\uFFFD"...)
				} else {
					dst = append(dst, s[i:i+n]...)
				}
				i += n
			}
		}
	}
	return dst, len(s), !untilQuote
}

// hex4 decodes the four hexadecimal digits that start s, or returns -1.
func hex4(s []byte) rune {
	if len(s) < 4 {
		return -1
	}
	a, b, c, d := hexDigitValue[s[0]], hexDigitValue[s[1]], hexDigitValue[s[2]], hexDigitValue[s[3]]
	if a|b|c|d > 0xF {
		return -1
	}
	return rune(a)<<12 | rune(b)<<8 | rune(c)<<4 | rune(d)
}
