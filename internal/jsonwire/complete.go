package jsonwire

import "math/bits"

// This file is the fast path of checking a value in complete input:
// checkValue, which the Reader's skipChecked (and so Valid, MustBeValid and
// the checked SkipValue) and AppendCompact try first. It only says yes or
// "not here": for anything it does not accept, malformed input or nesting
// deeper than its one-word stack, its callers go on through step, which
// finds the error and reports it as encoding/json does. So it holds no
// error messages, and it reads the tokens with the scanners the Reader
// uses (scanString, scanNumber, literalAt, scanDigits), taking only the
// commonest cases in line: the plain run of a string, a number of one
// digit; numberEnd, which compactValue shares, takes the other numbers
// without an exponent. What it adds to the grammar is the structure, which
// step also walks; the tests hold the two to the same answers
// (complete_test.go).
//
// step serves input that comes in pieces too: its labels carry the state
// of a scan that can stop and resume anywhere, and every call it makes
// spills about ten registers at the label before it. checkValue carries
// five values (see PERFORMANCE.md, "Reading").

// maxCheckDepth is how many levels of nesting checkValue follows: its
// stack of open containers is one word, a bit per level.
const maxCheckDepth = 64

// checkValue reports whether a valid JSON value starts at src[i], its first
// byte (not whitespace), in input that ends with src, nesting at most
// maxCheckDepth levels; if so, it returns the offset just past the value,
// and that of the first whitespace between its tokens, or -1 if there is
// none (see Reader.space). If not, or if it nests deeper, it returns ok
// false.
func checkValue(src []byte, i int) (end, space int, ok bool) {
	return checkValueIn(src, i, 0, 0)
}

// checkValueIn is checkValue for a value inside depth open containers,
// objects or arrays as the low depth bits of objects say (the bit of the
// innermost is the lowest, set for an object): it checks the value and
// the rest of those containers, and returns the offset after the last
// one's closing bracket.
func checkValueIn(src []byte, i, depth int, objects uint64) (end, space int, ok bool) {
	n, space := len(src), -1
	var (
		c    byte
		name bool // the string being read is a member's name
	)

value: // the first byte of a value, or whitespace before it
	if i >= n {
		return
	}
	if c = src[i]; c <= ' ' {
		if space < 0 {
			space = i
		}
		if i = SkipSpace(src, i); i >= n {
			return
		}
		c = src[i]
	}
	switch c {
	case '"':
		i++
		name = false
		goto str
	case '{':
		if depth == maxCheckDepth {
			return
		}
		depth++
		objects = objects<<1 | 1
		if i++; i < n && src[i] <= ' ' {
			if space < 0 {
				space = i
			}
			i = SkipSpace(src, i)
		}
		if i < n && src[i] == '}' {
			i++
			goto closed
		}
		goto name
	case '[':
		if depth == maxCheckDepth {
			return
		}
		depth++
		objects <<= 1
		if i++; i < n && src[i] <= ' ' {
			if space < 0 {
				space = i
			}
			i = SkipSpace(src, i)
		}
		if i < n && src[i] == ']' {
			i++
			goto closed
		}
		goto value
	case 't':
		if !literalAt(src, i, "true") {
			return
		}
		i += 4
	case 'f':
		if !literalAt(src, i, "false") {
			return
		}
		i += 5
	case 'n':
		if !literalAt(src, i, "null") {
			return
		}
		i += 4
	default:
		if c != '-' && !isDigit(c) {
			return
		}
		// A digit followed by a comma or whitespace, a number of one
		// digit, in line ('.', the digits and 'e' are above those).
		if i+1 < n && src[i+1] < '.' && c != '-' {
			i++
			break
		}
		if i = numberEnd(src, i); i < 0 {
			return
		}
	}
	goto after

str: // the contents of a string, from i; name says whether it is a member's name
	// A word a step, two to a loop, until a stop, where scanString takes
	// over unless it is the closing quote. The trailing zeros of a word are
	// counted where it has just been tested not to be zero, so that the
	// compiler knows it: GOAMD64=v1's BSF then goes without the
	// conditional move for zero, which was on the way to the next token.
	for i+8 <= n {
		if m := syntaxStops(loadWord(src, i)); m != 0 {
			i += bits.TrailingZeros64(m) >> 3
			goto stop
		}
		if i += 8; i+8 > n {
			break
		}
		if m := syntaxStops(loadWord(src, i)); m != 0 {
			i += bits.TrailingZeros64(m) >> 3
			goto stop
		}
		i += 8
	}
	if i < n && n >= 8 {
		// Fewer than eight bytes left: the last word of the input, with
		// the bytes before i shifted out (padTail's spaces stop nothing).
		if m := syntaxStops(padTail(loadWord(src, n-8), uint(i-(n-8))*8)); m != 0 {
			i += bits.TrailingZeros64(m) >> 3
			goto stop
		}
	}
	goto scan
stop:
	if src[i] == '"' {
		i++
		goto strEnd
	}
scan:
	{
		var code scanCode
		if i, code = scanString(src, i); code != scanOK {
			return
		}
	}
strEnd:
	if name {
		goto colon
	}

after: // a value is complete
	if depth == 0 {
		return i, space, true
	}
	if i < n && src[i] <= ' ' {
		if space < 0 {
			space = i
		}
		i = SkipSpace(src, i)
	}
	if i >= n {
		return
	}
	switch c = src[i]; c {
	case ',':
		i++
		if objects&1 != 0 {
			goto name
		}
		goto value
	case '}', ']':
		if objects&1 != uint64(c>>5&1) { // '}' is 0x7D, ']' 0x5D: bit 5 tells them apart
			return
		}
		i++
		goto closed
	}
	return

name: // a member's name, after '{' and its whitespace or after a comma
	if i < n && src[i] <= ' ' {
		if space < 0 {
			space = i
		}
		i = SkipSpace(src, i)
	}
	if i >= n || src[i] != '"' {
		return
	}
	i++
	name = true
	goto str

colon:
	if i < n && src[i] == ':' {
		i++
		goto value
	}
	if i < n && src[i] <= ' ' {
		if space < 0 {
			space = i
		}
		i = SkipSpace(src, i)
	}
	if i >= n || src[i] != ':' {
		return
	}
	i++
	goto value

closed: // a container closed
	depth--
	objects >>= 1
	goto after
}

// numberEnd returns the offset just past the number that starts at src[i],
// '-' or a digit, or -1 if it is malformed. An integer, with or without a
// fraction, is read here; anything else from its first byte by scanNumber.
// Where a word is left at the start of each part, the part's digits are
// counted in it (leadingDigits); what is not read that way, malformed
// numbers among it, is numberEndSlow's.
func numberEnd(src []byte, i int) int {
	n, j := len(src), i
	if src[i] == '-' {
		j++
	}
	if j+8 <= n {
		if k := leadingDigits(loadWord(src, j)); k > 0 && (k == 1 || src[j] != '0') {
			if j += k; k == 8 {
				j = scanDigits(src, j)
			}
			if j+9 <= n && src[j] == '.' {
				// A point without a digit after it stays at j, and is
				// left to numberEndSlow.
				if f := leadingDigits(loadWord(src, j+1)); f > 0 {
					if j += 1 + f; f == 8 {
						j = scanDigits(src, j)
					}
				}
			}
			if j < n && src[j]|0x20 != 'e' && src[j] != '.' {
				return j
			}
		}
	}
	return numberEndSlow(src, i)
}

// numberEndSlow is numberEnd with the first digit of each part tested on
// its own and the rest read by scanDigits, for the numbers near the end of
// the input and those numberEnd's words do not take.
func numberEndSlow(src []byte, i int) int {
	n, j := len(src), i
	if src[i] == '-' {
		j++
	}
	switch {
	case j < n && '1' <= src[j] && src[j] <= '9':
		if j++; j < n && isDigit(src[j]) {
			j = scanDigits(src, j+1)
		}
	case j < n && src[j] == '0':
		j++
	default:
		j = n // not an integer: scanNumber decides
	}
	if j < n && src[j] == '.' && j+1 < n && isDigit(src[j+1]) {
		if j += 2; j < n && isDigit(src[j]) {
			j = scanDigits(src, j+1) // a fraction
		}
	}
	if j < n && src[j]|0x20 != 'e' && src[j] != '.' {
		return j
	}
	if end, code := scanNumber(src, i); code == scanOK {
		return end
	}
	return -1
}
