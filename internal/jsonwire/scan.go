package jsonwire

import (
	"encoding/binary"
	"math/bits"
	"strconv"
	"unsafe"
)

// This file holds the grammar's tokens — strings, numbers and literals —
// and encoding/json's syntax error messages, and validates and compacts
// encoded JSON with the Reader of reader.go, whose steps (Enter, More,
// Colon, the token readers) are the only statement of the grammar's
// structure: Valid is a Reader stepping over one value, as a decoder
// reading it would.
//
// encoding/json drives a byte-at-a-time state machine whose every step is an
// indirect call through a function pointer, and reports the same errors from
// Unmarshal, Valid, Compact and Indent. Here strings are searched eight
// bytes at a time, numbers and literals are consumed in tight loops, and
// the open objects and arrays are remembered in a bit stack, so nesting
// never grows the Go stack. Compact and Indent validate first and then
// rewrite the input in a second pass that may assume it is well formed.

// MaxDepth is the deepest nesting of objects and arrays that encoding/json
// accepts; the container that would open level MaxDepth+1 is reported as
// "exceeded max depth".
const MaxDepth = 10000

// scanCode says why scanValue stopped. Apart from scanOK, scanIncomplete
// and scanNoValue, each code names the context in encoding/json's message
// "invalid character 'x' <context>"; scanUnexpectedEnd has a message of its
// own.
type scanCode uint8

const (
	scanOK            scanCode = iota
	scanUnexpectedEnd          // the input ended between two tokens
	scanIncomplete             // stream mode: the input ended inside the value
	scanNoValue                // stream mode: the input holds only whitespace
	scanBeginValue
	scanBeginKey
	scanAfterKey
	scanAfterPair
	scanAfterElement
	scanAfterTop
	scanInString
	scanInEscape
	scanInHex
	scanInNumber
	scanAfterDot
	scanInExponent
	scanMaxDepthExceeded
	scanTrueR // in literal true, expecting 'r'; the next two expect 'u' and 'e'
	scanTrueU
	scanTrueE
	scanFalseA // in literal false, expecting 'a'; the next three expect 'l', 's' and 'e'
	scanFalseL
	scanFalseS
	scanFalseE
	scanNullU // in literal null, expecting 'u'; the next two expect 'l'
	scanNullL1
	scanNullL2
)

// errorContexts completes "invalid character 'x' " for each scanCode.
var errorContexts = [...]string{
	scanBeginValue:       "looking for beginning of value",
	scanBeginKey:         "looking for beginning of object key string",
	scanAfterKey:         "after object key",
	scanAfterPair:        "after object key:value pair",
	scanAfterElement:     "after array element",
	scanAfterTop:         "after top-level value",
	scanInString:         "in string literal",
	scanInEscape:         "in string escape code",
	scanInHex:            `in \u hexadecimal character escape`,
	scanInNumber:         "in numeric literal",
	scanAfterDot:         "after decimal point in numeric literal",
	scanInExponent:       "in exponent of numeric literal",
	scanMaxDepthExceeded: "exceeded max depth",
	scanTrueR:            "in literal true (expecting 'r')",
	scanTrueU:            "in literal true (expecting 'u')",
	scanTrueE:            "in literal true (expecting 'e')",
	scanFalseA:           "in literal false (expecting 'a')",
	scanFalseL:           "in literal false (expecting 'l')",
	scanFalseS:           "in literal false (expecting 's')",
	scanFalseE:           "in literal false (expecting 'e')",
	scanNullU:            "in literal null (expecting 'u')",
	scanNullL1:           "in literal null (expecting 'l')",
	scanNullL2:           "in literal null (expecting 'l')",
}

// syntaxErrorAt builds the error encoding/json reports for r.
//
// encoding/json reads the end of the input as if it were one more space, so
// a value cut off in the middle of a token is blamed on the character ' ' at
// offset len(src), while one cut off between tokens is "unexpected end of
// JSON input" at the same offset. An offending byte src[i] is reported at
// offset i+1, the number of bytes read when it was rejected.
func syntaxErrorAt(src []byte, code scanCode, at int) *SyntaxError {
	if code == scanUnexpectedEnd {
		return NewSyntaxError("unexpected end of JSON input", int64(len(src)))
	}
	c, off := byte(' '), len(src)
	if at < len(src) {
		c, off = src[at], at+1
	}
	return NewSyntaxError("invalid character "+quoteChar(c)+" "+errorContexts[code], int64(off))
}

// quoteChar quotes c the way encoding/json's error messages do: as a Go
// character literal of the rune with c's value, so that 0xE9 reads 'é' and
// 0x85 reads '\u0085'. strconv.QuoteRune gives exactly that, including the
// escaped single quote and the unescaped double quote.
func quoteChar(c byte) string {
	return strconv.QuoteRune(rune(c))
}

// Valid reports whether src is exactly one JSON value, optionally surrounded
// by whitespace. It returns nil or a [*SyntaxError] with the same message
// and offset that encoding/json's Unmarshal, Valid and Indent compute for
// src, including "exceeded max depth" for more than 10000 nested objects and
// arrays. Valid does not allocate unless it fails or the input nests more
// than 64 levels deep.
func Valid(src []byte) error {
	r := newValidator(src)
	r.validateDocument()
	return r.Err()
}

// newValidator returns a Reader at the start of src, which it is to check.
// It is built here, by value, rather than by Reset: storing src through a
// pointer would make every input escape to the heap, and callers with a
// buffer on the stack allocate.
func newValidator(src []byte) Reader {
	return Reader{data: src, space: -1}
}

// validateDocument makes r read its input as a whole document: one value
// and nothing but whitespace around it, checked.
func (r *Reader) validateDocument() {
	r.SkipSpace()
	if r.Begin() {
		r.skipChecked()
	}
	r.End()
}

// isSpace reports whether c is whitespace in the JSON grammar.
func isSpace(c byte) bool {
	// One bit per whitespace byte, ' ' being bit 32: a bit test rather
	// than up to four comparisons, of which a newline took three.
	const spaces uint64 = 1<<' ' | 1<<'\t' | 1<<'\n' | 1<<'\r'
	return c <= ' ' && spaces>>(c&63)&1 != 0
}

// skipSpaceFast returns the offset of the first non-whitespace byte of src
// at or after i, or len(src).
func skipSpaceFast(src []byte, i int) int {
	if i < len(src) && src[i] > ' ' {
		return i // compact JSON: no whitespace between tokens
	}
	return SkipSpace(src, i)
}

// SkipSpace returns the offset of the first non-whitespace byte of src at
// or after i, or len(src).
func SkipSpace(src []byte, i int) int {
	// Indented documents start most lines with a newline and a long run of
	// spaces, skipped eight bytes at a time: xor-ed with spaces, a word has
	// a zero byte for each space, and the count of its trailing zero bits
	// finds the first byte that is not one. Unchecked loads: 9 instructions
	// a word instead of 20, 8% of decoding citm_catalog.
	for i < len(src) && isSpace(src[i]) {
		i++
		for i+8 <= len(src) {
			if w := loadWord(src, i) ^ ' '*lowBits; w != 0 {
				i += bits.TrailingZeros64(w) >> 3
				break
			}
			i += 8
		}
	}
	return i
}

// scanString validates the rest of a string whose opening quote is at i-1.
// It returns the offset just past the closing quote, or the offset of the
// offending byte (len(src) if the string is cut off) and the reason.
func scanString(src []byte, i int) (int, scanCode) {
	n := len(src)
	for {
		// Ordinary bytes eight at a time: 4 GB/s on long ASCII, 1.7 byte by byte.
		if i+8 <= n {
			m := syntaxStops(loadWord(src, i))
			if m == 0 {
				i += 8
				continue
			}
			i += bits.TrailingZeros64(m) >> 3
		} else {
			for i < n && src[i] >= 0x20 && src[i] != '"' && src[i] != '\\' {
				i++
			}
			if i >= n {
				return n, scanUnexpectedEnd
			}
		}
		switch src[i] {
		case '"':
			return i + 1, scanOK
		case '\\':
			i++
			if i >= n {
				return n, scanInEscape
			}
			switch src[i] {
			case '"', '\\', '/', 'b', 'f', 'n', 'r', 't':
				i++
			case 'u':
				i++
				// Text in non-Latin scripts is often all \u escapes, so
				// the four digits are checked with table lookups and one
				// branch.
				if i+4 <= n && hexDigitValue[src[i]]|hexDigitValue[src[i+1]]|hexDigitValue[src[i+2]]|hexDigitValue[src[i+3]] < 0x10 {
					i += 4
					continue
				}
				for end := i + 4; i < end; i++ {
					if i >= n || !isHex(src[i]) {
						return i, scanInHex
					}
				}
			default:
				return i, scanInEscape
			}
		default:
			return i, scanInString
		}
	}
}

// hexDigitValue maps each hexadecimal digit of either case to its value and
// every other byte to 0xFF.
var hexDigitValue = [256]byte{
	0x00: 0xFF, 0x01: 0xFF, 0x02: 0xFF, 0x03: 0xFF, 0x04: 0xFF, 0x05: 0xFF, 0x06: 0xFF, 0x07: 0xFF,
	0x08: 0xFF, 0x09: 0xFF, 0x0A: 0xFF, 0x0B: 0xFF, 0x0C: 0xFF, 0x0D: 0xFF, 0x0E: 0xFF, 0x0F: 0xFF,
	0x10: 0xFF, 0x11: 0xFF, 0x12: 0xFF, 0x13: 0xFF, 0x14: 0xFF, 0x15: 0xFF, 0x16: 0xFF, 0x17: 0xFF,
	0x18: 0xFF, 0x19: 0xFF, 0x1A: 0xFF, 0x1B: 0xFF, 0x1C: 0xFF, 0x1D: 0xFF, 0x1E: 0xFF, 0x1F: 0xFF,
	0x20: 0xFF, 0x21: 0xFF, 0x22: 0xFF, 0x23: 0xFF, 0x24: 0xFF, 0x25: 0xFF, 0x26: 0xFF, 0x27: 0xFF,
	0x28: 0xFF, 0x29: 0xFF, 0x2A: 0xFF, 0x2B: 0xFF, 0x2C: 0xFF, 0x2D: 0xFF, 0x2E: 0xFF, 0x2F: 0xFF,
	'0': 0, '1': 1, '2': 2, '3': 3, '4': 4, '5': 5, '6': 6, '7': 7, '8': 8, '9': 9,
	0x3A: 0xFF, 0x3B: 0xFF, 0x3C: 0xFF, 0x3D: 0xFF, 0x3E: 0xFF, 0x3F: 0xFF, 0x40: 0xFF,
	'A': 10, 'B': 11, 'C': 12, 'D': 13, 'E': 14, 'F': 15,
	0x47: 0xFF, 0x48: 0xFF, 0x49: 0xFF, 0x4A: 0xFF, 0x4B: 0xFF, 0x4C: 0xFF, 0x4D: 0xFF, 0x4E: 0xFF,
	0x4F: 0xFF, 0x50: 0xFF, 0x51: 0xFF, 0x52: 0xFF, 0x53: 0xFF, 0x54: 0xFF, 0x55: 0xFF, 0x56: 0xFF,
	0x57: 0xFF, 0x58: 0xFF, 0x59: 0xFF, 0x5A: 0xFF, 0x5B: 0xFF, 0x5C: 0xFF, 0x5D: 0xFF, 0x5E: 0xFF,
	0x5F: 0xFF, 0x60: 0xFF,
	'a': 10, 'b': 11, 'c': 12, 'd': 13, 'e': 14, 'f': 15,
	0x67: 0xFF, 0x68: 0xFF, 0x69: 0xFF, 0x6A: 0xFF, 0x6B: 0xFF, 0x6C: 0xFF, 0x6D: 0xFF, 0x6E: 0xFF,
	0x6F: 0xFF, 0x70: 0xFF, 0x71: 0xFF, 0x72: 0xFF, 0x73: 0xFF, 0x74: 0xFF, 0x75: 0xFF, 0x76: 0xFF,
	0x77: 0xFF, 0x78: 0xFF, 0x79: 0xFF, 0x7A: 0xFF, 0x7B: 0xFF, 0x7C: 0xFF, 0x7D: 0xFF, 0x7E: 0xFF,
	0x7F: 0xFF, 0x80: 0xFF, 0x81: 0xFF, 0x82: 0xFF, 0x83: 0xFF, 0x84: 0xFF, 0x85: 0xFF, 0x86: 0xFF,
	0x87: 0xFF, 0x88: 0xFF, 0x89: 0xFF, 0x8A: 0xFF, 0x8B: 0xFF, 0x8C: 0xFF, 0x8D: 0xFF, 0x8E: 0xFF,
	0x8F: 0xFF, 0x90: 0xFF, 0x91: 0xFF, 0x92: 0xFF, 0x93: 0xFF, 0x94: 0xFF, 0x95: 0xFF, 0x96: 0xFF,
	0x97: 0xFF, 0x98: 0xFF, 0x99: 0xFF, 0x9A: 0xFF, 0x9B: 0xFF, 0x9C: 0xFF, 0x9D: 0xFF, 0x9E: 0xFF,
	0x9F: 0xFF, 0xA0: 0xFF, 0xA1: 0xFF, 0xA2: 0xFF, 0xA3: 0xFF, 0xA4: 0xFF, 0xA5: 0xFF, 0xA6: 0xFF,
	0xA7: 0xFF, 0xA8: 0xFF, 0xA9: 0xFF, 0xAA: 0xFF, 0xAB: 0xFF, 0xAC: 0xFF, 0xAD: 0xFF, 0xAE: 0xFF,
	0xAF: 0xFF, 0xB0: 0xFF, 0xB1: 0xFF, 0xB2: 0xFF, 0xB3: 0xFF, 0xB4: 0xFF, 0xB5: 0xFF, 0xB6: 0xFF,
	0xB7: 0xFF, 0xB8: 0xFF, 0xB9: 0xFF, 0xBA: 0xFF, 0xBB: 0xFF, 0xBC: 0xFF, 0xBD: 0xFF, 0xBE: 0xFF,
	0xBF: 0xFF, 0xC0: 0xFF, 0xC1: 0xFF, 0xC2: 0xFF, 0xC3: 0xFF, 0xC4: 0xFF, 0xC5: 0xFF, 0xC6: 0xFF,
	0xC7: 0xFF, 0xC8: 0xFF, 0xC9: 0xFF, 0xCA: 0xFF, 0xCB: 0xFF, 0xCC: 0xFF, 0xCD: 0xFF, 0xCE: 0xFF,
	0xCF: 0xFF, 0xD0: 0xFF, 0xD1: 0xFF, 0xD2: 0xFF, 0xD3: 0xFF, 0xD4: 0xFF, 0xD5: 0xFF, 0xD6: 0xFF,
	0xD7: 0xFF, 0xD8: 0xFF, 0xD9: 0xFF, 0xDA: 0xFF, 0xDB: 0xFF, 0xDC: 0xFF, 0xDD: 0xFF, 0xDE: 0xFF,
	0xDF: 0xFF, 0xE0: 0xFF, 0xE1: 0xFF, 0xE2: 0xFF, 0xE3: 0xFF, 0xE4: 0xFF, 0xE5: 0xFF, 0xE6: 0xFF,
	0xE7: 0xFF, 0xE8: 0xFF, 0xE9: 0xFF, 0xEA: 0xFF, 0xEB: 0xFF, 0xEC: 0xFF, 0xED: 0xFF, 0xEE: 0xFF,
	0xEF: 0xFF, 0xF0: 0xFF, 0xF1: 0xFF, 0xF2: 0xFF, 0xF3: 0xFF, 0xF4: 0xFF, 0xF5: 0xFF, 0xF6: 0xFF,
	0xF7: 0xFF, 0xF8: 0xFF, 0xF9: 0xFF, 0xFA: 0xFF, 0xFB: 0xFF, 0xFC: 0xFF, 0xFD: 0xFF, 0xFE: 0xFF,
	0xFF: 0xFF,
}

// isHex reports whether c is a hexadecimal digit of either case.
func isHex(c byte) bool {
	return '0' <= c && c <= '9' || 'a' <= c|0x20 && c|0x20 <= 'f'
}

// isDigit reports whether c is a decimal digit.
func isDigit(c byte) bool {
	return '0' <= c && c <= '9'
}

// scanNumber validates the number that starts at src[i], which is '-' or a
// digit, in input that ends with src. It returns the offset just past the
// number, or the offset of the offending byte (len(src) if the number is
// cut off) and the reason. A number ends at the first byte that cannot
// continue it, so "01" is the number 0 followed by a stray '1', as in
// encoding/json.
func scanNumber(src []byte, i int) (int, scanCode) {
	end, st, code := scanNumberFrom(src, i, numStart)
	if code == scanOK && end == len(src) {
		code = st.cutCode()
	}
	return end, code
}

// numState is where in a number the scanning of scanNumberFrom stopped
// when the input ran out: the one statement of the number grammar, which
// both the Reader (complete input) and the Framer (input arriving in
// pieces, resumed where it stopped) use.
type numState uint8

const (
	numStart numState = iota // before the number: '-' or a digit
	numMinus                 // after '-': a digit
	numZero                  // after a leading '0': '.', 'e' or the end
	numInt                   // in the integer digits
	numDot                   // after '.': a digit
	numFrac                  // in the fraction digits
	numE                     // after 'e' or 'E': a sign or a digit
	numESign                 // after the exponent's sign: a digit
	numExp                   // in the exponent digits
)

// cutCode returns the error for a number cut off in state st by the end of
// the input, or scanOK if the number may end there.
func (st numState) cutCode() scanCode {
	switch st {
	case numMinus:
		return scanInNumber
	case numDot:
		return scanAfterDot
	case numE, numESign:
		return scanInExponent
	}
	return scanOK
}

// scanNumberFrom scans a number from src[i] in state st (numStart at its
// first byte, which is '-' or a digit). It returns, with scanOK, the offset
// just past the number if it ends before len(src), or len(src) and the state
// there if the input runs out first (whether the number may end there is
// st.cutCode's to say); otherwise the offset of the offending byte and the
// reason.
func scanNumberFrom(src []byte, i int, st numState) (int, numState, scanCode) {
	n := len(src)
	switch st {
	case numMinus:
		goto minus
	case numZero:
		goto zero
	case numInt:
		goto intDigits
	case numDot:
		goto dot
	case numFrac:
		goto frac
	case numE:
		goto exponent
	case numESign:
		goto exponentSign
	case numExp:
		goto exponentDigits
	}
	if src[i] == '-' {
		i++
		goto minus
	}
	goto firstDigit

minus:
	if i >= n {
		return i, numMinus, scanOK
	}
	if !isDigit(src[i]) {
		return i, numMinus, scanInNumber
	}
firstDigit:
	if src[i] == '0' {
		i++
		goto zero
	}
	i++
intDigits:
	if i = scanDigits(src, i); i >= n {
		return i, numInt, scanOK
	}
	goto fractionOrExponent
zero:
	if i >= n {
		return i, numZero, scanOK
	}
fractionOrExponent:
	switch {
	case src[i] == '.':
		i++
		goto dot
	case src[i]|0x20 == 'e':
		i++
		goto exponent
	}
	return i, numStart, scanOK
dot:
	if i >= n {
		return i, numDot, scanOK
	}
	if !isDigit(src[i]) {
		return i, numDot, scanAfterDot
	}
	i++
frac:
	if i = scanDigits(src, i); i >= n {
		return i, numFrac, scanOK
	}
	if src[i]|0x20 == 'e' {
		i++
		goto exponent
	}
	return i, numStart, scanOK
exponent:
	if i >= n {
		return i, numE, scanOK
	}
	if src[i] == '+' || src[i] == '-' {
		i++
		goto exponentSign
	}
	goto exponentFirst
exponentSign:
	if i >= n {
		return i, numESign, scanOK
	}
exponentFirst:
	if !isDigit(src[i]) {
		return i, numE, scanInExponent
	}
	i++
exponentDigits:
	for i < n && isDigit(src[i]) {
		i++
	}
	if i >= n {
		return i, numExp, scanOK
	}
	return i, numStart, scanOK
}

// scanDigits returns the offset of the first byte at or after i that is
// not a decimal digit, or len(src).
func scanDigits(src []byte, i int) int {
	// Eight bytes at a time: a byte is a digit when its high nibble is 3
	// and adding 6 to it does not carry out of the low nibble, and the
	// lowest byte that is not one is the end (a carry out of a byte above
	// 0xF9 only reaches bytes above it, past the end). A 17-digit fraction
	// takes two steps, not seventeen: golang_source, 7% fewer instructions.
	for i+8 <= len(src) {
		w := loadWord(src, i)
		if m := (w&(0xF0*lowBits) ^ asciiZeros) | ((w+0x06*lowBits)&(0xF0*lowBits) ^ asciiZeros); m != 0 {
			return i + bits.TrailingZeros64(m)/8
		}
		i += 8
	}
	for i < len(src) && isDigit(src[i]) {
		i++
	}
	return i
}

// scanLiteral validates the literal lit (true, false or null) at src[i],
// whose first byte has been checked. On failure it returns the offset of
// the first wrong byte (len(src) if the literal is cut off) and the code
// that follows code by the index of that byte in lit, minus one.
func scanLiteral(src []byte, i int, lit string, code scanCode) (int, scanCode) {
	if literalAt(src, i, lit) {
		return i + len(lit), scanOK
	}
	k := 1
	for i+k < len(src) && src[i+k] == lit[k] {
		k++
	}
	return i + k, code + scanCode(k-1)
}

// literalOf returns the literal that starts with c: true, false or
// null.
func literalOf(c byte) string {
	switch c {
	case 't':
		return "true"
	case 'f':
		return "false"
	}
	return "null"
}

// literalCode returns the scanCode scanLiteral reports from for lit.
func literalCode(lit string) scanCode {
	switch lit {
	case "true":
		return scanTrueR
	case "false":
		return scanFalseA
	}
	return scanNullU
}

// literalAt reports whether src[i:] starts with lit, true, false or null.
func literalAt(src []byte, i int, lit string) bool {
	// One comparison of four bytes, and of the fifth for false, rather than
	// memequal: framing a literal, 43 instructions down to 20.
	if len(src)-i < len(lit) {
		return false
	}
	// lit has at least four bytes; its first four, read through its data
	// pointer, fold to a constant where lit is one.
	head := binary.LittleEndian.Uint32(unsafe.Slice(unsafe.StringData(lit), 4))
	return binary.LittleEndian.Uint32(src[i:]) == head && (len(lit) == 4 || src[i+4] == lit[4])
}

// AppendCompact appends src to dst without its insignificant whitespace,
// as encoding/json's Compact does. If escapeHTML is set, it also writes
// '<', '>', '&', U+2028 and U+2029 as \u003c, \u003e, \u0026, \u2028 and
// \u2029, as the encoder does with the output of a [json.Marshaler] and
// with a [json.RawMessage].
//
// If src is not one valid JSON value, AppendCompact returns dst unchanged
// and a [*SyntaxError] with the message [Valid] would give but offset 0:
// encoding/json never counts the bytes it reads while compacting, so that
// is the offset Compact and the encoder report.
func AppendCompact(dst, src []byte, escapeHTML bool) ([]byte, error) {
	// Marshaler output and RawMessage values are usually one compact
	// value: checked, and copied whole, through AppendHTMLEscape only if
	// it holds a byte to escape. The commonest, a string with nothing to
	// escape, in one pass of its own.
	if plainString(src, escapeHTML) {
		return append(dst, src...), nil
	}
	if ok, html := compactValue(src, escapeHTML); ok {
		if html {
			return AppendHTMLEscape(dst, src), nil
		}
		return append(dst, src...), nil
	}
	// With whitespace, compacted from the first, which checkValue finds.
	// The validator takes the rest: whitespace before the value, nesting
	// deeper than checkValue follows, and malformed input, whose error it
	// reports.
	if len(src) > 0 && src[0] > ' ' {
		if end, space, ok := checkValue(src, 0); ok && skipSpaceFast(src, end) == len(src) {
			if space < 0 {
				space = end // whitespace after the value only
			}
			return compactValid(dst, src, space, escapeHTML), nil
		}
	}
	r := newValidator(src)
	r.validateDocument()
	if r.err != nil {
		err := r.err.(*SyntaxError)
		err.Offset = 0
		return dst, err
	}
	if r.space < 0 {
		return compactAppend(dst, src, escapeHTML), nil // compact, but nesting deeply
	}
	return compactValid(dst, src, r.space, escapeHTML), nil
}

// plainString reports whether src is one JSON string, quotes included,
// with no escape sequence and no control character, and, if escapeHTML is
// set, no byte that HTML escaping replaces or may replace ('<', '>', '&',
// 0xE2): valid and compact text that AppendCompact copies as it is. Its
// contents, between the quotes, must hold none of those bytes nor a quote:
// they are tested eight at a time, the last eight overlapping the word
// before, with no need to find where a stop is.
func plainString(src []byte, escapeHTML bool) bool {
	// One pass: through checkValue and AppendHTMLEscape a 15-byte string took 390 instructions.
	n := len(src)
	if n < 2 || src[0] != '"' || src[n-1] != '"' {
		return false
	}
	// The bytes of syntaxStops, and those of htmlCandidates if and-ed
	// with html: written out, the tests of both classes (a function of
	// both is too large to be inlined, and its calls cost 84 instructions
	// for a 15-byte string).
	var html uint64
	if escapeHTML {
		html = highBits
	}
	if n-2 < 8 {
		// Fewer than eight bytes of contents, gathered into a word above
		// spaces, which stop nothing.
		w := uint64(' ' * lowBits)
		for k := n - 2; k >= 1; k-- {
			w = w<<8 | uint64(src[k])
		}
		return syntaxStops(w)|htmlCandidates(w)&html == 0
	}
	for i := 1; i < n-9; i += 8 {
		if w := loadWord(src, i); syntaxStops(w)|htmlCandidates(w)&html != 0 {
			return false
		}
	}
	w := loadWord(src, n-9)
	return syntaxStops(w)|htmlCandidates(w)&html == 0
}

// compactAppend appends text that has no whitespace to remove, escaping it
// for HTML if asked. In valid JSON the bytes that escaping replaces occur
// only inside strings, and never next to the whitespace that separates
// such texts, so escaping them piece by piece is the same as escaping the
// whole.
func compactAppend(dst, text []byte, escapeHTML bool) []byte {
	if escapeHTML {
		return AppendHTMLEscape(dst, text)
	}
	return append(dst, text...)
}

// compactValid is AppendCompact for valid src whose first whitespace
// outside strings is at src[space].
func compactValid(dst, src []byte, space int, escapeHTML bool) []byte {
	dst = compactAppend(dst, src[:space], escapeHTML)
	for i := space; i < len(src); {
		i = skipSpaceFast(src, i)
		start := i
		for i < len(src) {
			c := src[i]
			if c == '"' {
				i = stringEndValid(src, i+1)
				continue
			}
			if isSpace(c) {
				break
			}
			i++
		}
		dst = compactAppend(dst, src[start:i], escapeHTML)
	}
	return dst
}

// stringEndValid returns the offset just past the closing quote of a
// string in valid JSON whose contents start at src[i]. The validator has
// checked the escapes, so only '"' and '\\' matter here.
func stringEndValid(src []byte, i int) int {
	for {
		for i+8 <= len(src) {
			w := loadWord(src, i)
			// The and-not of both tests is that of w, as in
			// syntaxStops.
			q := (w ^ '"'*lowBits) - lowBits
			b := (w ^ '\\'*lowBits) - lowBits
			if m := (q | b) &^ w & highBits; m != 0 {
				i += bits.TrailingZeros64(m) >> 3
				break
			}
			i += 8
		}
		for src[i] != '"' && src[i] != '\\' {
			i++
		}
		if src[i] == '"' {
			return i + 1
		}
		i += 2
	}
}

// scalarEndValid returns the offset just past a number or literal in
// valid JSON that starts at src[i].
func scalarEndValid(src []byte, i int) int {
	for i++; i < len(src); i++ {
		if c := src[i]; c == ',' || c == ']' || c == '}' || isSpace(c) {
			break
		}
	}
	return i
}

// SkipValue returns the offset just past the JSON value that starts at
// src[i], which must be the first byte of a value (not whitespace) in input
// that [Valid] has accepted; on other input the result is unspecified and
// SkipValue may panic. It is the cheap way to step over a value once the
// whole input is known to be well formed.
func SkipValue(src []byte, i int) int {
	depth := 0
	for {
		switch src[i] {
		case '"':
			i = stringEndValid(src, i+1)
		case '{', '[':
			depth++
			i++
		case '}', ']':
			depth--
			i++
		case ' ', '\t', '\n', '\r', ',', ':':
			i++
			continue
		default:
			i = scalarEndValid(src, i)
		}
		if depth == 0 {
			return i
		}
	}
}
