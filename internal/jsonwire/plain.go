package jsonwire

import "math/bits"

// compactValue reports whether src is one valid JSON value, nesting fewer
// than 64 levels, with no whitespace between its tokens: text that
// AppendCompact copies as it is, as Marshaler output and RawMessage values
// mostly are. If escapeHTML is set, html reports whether src holds a byte
// that HTML escaping replaces or may replace ('<', '>', '&', 0xE2), and so
// needs AppendHTMLEscape. For anything else, malformed or not, ok is
// false, and AppendCompact goes on through checkValue and the validator.
//
// It is checkValue's walk without whitespace, with the bytes of HTML
// escaping looked for in the words of the strings it reads anyway: checking
// and then searching read every byte twice, and looking for them in
// checkValue's own pass cost the checks that do not (see PERFORMANCE.md).
// Its state is kept small enough for registers: the open containers are a
// stack of bits above a sentinel bit, which also counts them. The scalars
// are read as checkValueIn reads them, written out again: a function of
// both would cost every literal and number a call and the spills of the
// walk's registers, as numberEnd's call costs timetext decode's check 19
// instructions.
func compactValue(src []byte, escapeHTML bool) (ok, html bool) {
	// mask is what the HTML candidates of a word are and-ed with: highBits
	// while they are looked for (escaping HTML, none met yet); 1 once one
	// is met, which lets none through and is what html reports; 0 without
	// escaping. It is its own flag: one value fewer for the registers.
	var (
		n    = len(src)
		i    int
		open uint64 = 1 // a bit per open container, set for an object, the innermost's the lowest, above a 1
		name bool       // the string being read is a member's name
		mask uint64
	)
	if escapeHTML {
		mask = highBits
	}

value:
	if i >= n {
		return
	}
	switch c := src[i]; c {
	case '"':
		i++
		name = false
		goto str
	case '{', '[':
		if open>>63 != 0 {
			return // 64 levels: left to checkValue
		}
		open = open<<1 | uint64(c>>5&1)  // '{' is 0x7B, '[' 0x5B
		if i++; i < n && src[i] == c+2 { // '}' and ']'
			i++
			goto closed
		}
		if c == '[' {
			goto value
		}
		goto name
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
		if i+1 < n && src[i+1] < '.' && c != '-' {
			i++ // a number of one digit, as in checkValueIn
			break
		}
		if i = numberEnd(src, i); i < 0 {
			return
		}
	}

after: // a value is complete
	if open == 1 {
		return i == n, mask == 1
	}
	if i >= n {
		return
	}
	switch c := src[i]; c {
	case ',':
		i++
		if open&1 != 0 {
			goto name
		}
		goto value
	case '}', ']':
		if open&1 != uint64(c>>5&1) {
			return
		}
		i++
		goto closed
	}
	return

name:
	if i >= n || src[i] != '"' {
		return
	}
	i++
	name = true

str: // the contents of a string, from i
	if mask != highBits {
		goto text // no HTML candidates to look for: checkValue's test
	}
	for ; i+8 <= n; i += 8 {
		if m := asciiStops(loadWord(src, i)); m != 0 {
			i += bits.TrailingZeros64(m) >> 3
			goto stop
		}
	}
	if i < n && n >= 8 {
		if m := asciiStops(padTail(loadWord(src, n-8), uint(i-(n-8))*8)); m != 0 {
			i += bits.TrailingZeros64(m) >> 3
			goto stop
		}
		return
	}
	for ; i < n; i++ {
		if asciiStops(uint64(src[i])|' '*lowBits&^0xff) != 0 {
			goto stop
		}
	}
	return
stop:
	switch c := src[i]; {
	case c == '"':
		goto quote
	case c == '\\':
		goto escape
	case c == '<' || c == '>' || c == '&':
		mask = 1
		fallthrough
	case c == '^' || c == '|' || c == '~':
		i++
		goto str
	case c >= 0x80:
		goto text
	}
	return // a control character

text: // the rest of a string, tested as checkValue tests it and, while mask is highBits, for HTML candidates:
	// without them to look for, or from a byte >= 0x80, which asciiStops does not tell from 0xE2
	for ; i+8 <= n; i += 8 {
		w := loadWord(src, i)
		m := syntaxStops(w)
		if mask == highBits {
			m |= htmlCandidates(w)
		}
		if m != 0 {
			i += bits.TrailingZeros64(m) >> 3
			goto textStop
		}
	}
	if i < n && n >= 8 {
		w := padTail(loadWord(src, n-8), uint(i-(n-8))*8)
		if m := syntaxStops(w) | htmlCandidates(w)&mask; m != 0 {
			i += bits.TrailingZeros64(m) >> 3
			goto textStop
		}
		return
	}
	for ; i < n; i++ {
		if w := uint64(src[i]) | ' '*lowBits&^0xff; syntaxStops(w)|htmlCandidates(w)&mask != 0 {
			goto textStop
		}
	}
	return
textStop:
	switch c := src[i]; {
	case c == '"':
		goto quote
	case c == '\\':
		goto escape
	case c >= ' ': // an HTML candidate
		mask = 1
		i++
		goto text
	}
	return // a control character

escape: // a backslash at i: the rest of the string is scanString's
	{
		end, code := scanString(src, i)
		if code != scanOK {
			return
		}
		if mask == highBits && nextHTMLCandidate(src[:end], i) < end {
			mask = 1
		}
		i = end - 1
	}

quote: // the closing quote of a string, at i
	i++
	if !name {
		goto after
	}
	if i < n && src[i] == ':' {
		i++
		goto value
	}
	return

closed:
	open >>= 1
	goto after
}

// asciiStops flags the bytes of w that compactValue's strings stop at: '"',
// '\\', a control character, '&', '<', '>' and every byte >= 0x80, but also
// '^', '|' and '~', which it passes over. The lowest flagged byte is exact.
func asciiStops(w uint64) uint64 {
	ctl := w - ' '*lowBits                              // < ' ' (and >= 0xA0)
	qa := (w&^(0x04*lowBits) ^ '"'*lowBits) - lowBits   // '"' and '&' (0x22, 0x26)
	lgb := (w&^(0x62*lowBits) ^ 0x1c*lowBits) - lowBits // '<', '>', '\\', '^', '|', '~' (0x3C, 0x3E, 0x5C, 0x5E, 0x7C, 0x7E)
	return (ctl | qa | lgb | w) & highBits
}
