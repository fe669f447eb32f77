package jsonwire

import "io"

// This file frames the values of a stream that arrives in pieces.
//
// [ValueEnd] looks at its whole input on every call, so a decoder that calls
// it after each read of a slow reader (one byte per Read, say) does work
// quadratic in the size of the value. A [Framer] remembers how far it got
// and where in the grammar, and each call checks only the bytes that
// arrived since the last one. It resumes at token boundaries, inside
// strings and inside numbers, so no byte is looked at more than a bounded
// number of times; only a literal cut off in the middle (at most four bytes)
// is matched again from its first byte.
//
// The tokens are read by the scanners the Reader uses (scanString,
// scanNumberFrom, scanLiteral), which can stop at the end of the input and
// resume there; what is the Framer's own is the resumable form of the
// structure (which token may come next), which the Reader, reading
// complete input from calls its callers make, states as Enter, More and
// Colon. The Framer only tells complete, incomplete and malformed apart.
// When the input is malformed, it leaves the message and offset to
// ValueEnd, the Reader: errors end a stream, so this costs one extra pass
// per stream at most, and the two can never disagree about what the error
// says.

// frameState is where a Framer stopped: the grammar state at Framer.pos.
type frameState uint8

const (
	frameBeginValue frameState = iota // before a value: at the top, after "," in an array or after ":"
	frameOpenArray                    // after '[': a value or ']'
	frameOpenObject                   // after '{': a key or '}'
	frameBeginKey                     // after ',' in an object: a key
	frameInKey                        // inside a key string, outside any escape
	frameInString                     // inside a string value, outside any escape
	frameAfterKey                     // after a key: ':'
	frameAfterValue                   // after a value inside a container: ',' or the closing bracket
	frameAfterTop                     // after a top-level scalar: waiting for one more byte or the end
	frameLiteral                      // inside true, false or null, which starts at Framer.lit
	frameNumber                       // inside a number, in state Framer.num of scanNumberFrom
)

// Framer finds the end of the first JSON value of a buffer that grows
// between calls, exactly as [ValueEnd] would for the buffer as it is at each
// call, but in time linear in the final size of the buffer. The zero Framer
// is ready to frame a value; call [Framer.Reset] before framing the next.
type Framer struct {
	pos     int        // src[:pos] has been checked
	state   frameState // the grammar state at pos
	lit     int        // for frameLiteral, the offset of its first byte
	num     numState   // for frameNumber, where scanNumberFrom stopped
	depth   int        // the number of open objects and arrays
	object  bool       // whether the innermost open container is an object
	shallow uint64     // bit d-1 tells whether open container d (1..64) is an object
	deep    []uint64   // the same for containers deeper than 64, as in Reader.skipChecked
}

// Reset prepares f to frame a new value. It keeps the memory f used for
// deeply nested containers.
func (f *Framer) Reset() {
	*f = Framer{deep: f.deep[:0]}
}

// Next reports where the first value of src ends, with the results of
// [ValueEnd](src, atEOF). Between two calls without a Reset, src may only
// have grown at its end: the bytes seen before must still be at the same
// offsets (the slice may have moved). Once Next has returned a length or an
// error other than [io.EOF] and [io.ErrUnexpectedEOF], f must be reset.
func (f *Framer) Next(src []byte, atEOF bool) (n int, err error) {
	i, n := f.pos, len(src)
	state := f.state
	var code scanCode

	// Each case either moves on to another state (continue) or returns.
	// Running out of input saves the state and position in f.
	for {
		switch state {
		case frameBeginValue, frameOpenArray:
			if i < n && src[i] <= ' ' {
				i = SkipSpace(src, i)
			}
			if i >= n {
				f.pos, f.state = i, state
				if f.depth == 0 {
					return 0, io.EOF
				}
				return 0, io.ErrUnexpectedEOF
			}
			c := src[i]
			if state == frameOpenArray && c == ']' {
				i++
				goto closeContainer
			}
			switch kindOf[c] {
			case '"':
				i++
				state = frameInString
			case '{', '[':
				if f.depth >= scanMaxDepth {
					goto malformed
				}
				f.push(c == '{')
				i++
				state = frameOpenArray
				if c == '{' {
					state = frameOpenObject
				}
			case '0':
				f.num = numStart
				state = frameNumber
			case 't', 'f', 'n':
				if literalAt(src, i, frameLiteralOf(c)) {
					i += len(frameLiteralOf(c))
					goto valueDone
				}
				f.lit = i // cut off or malformed
				state = frameLiteral
			default:
				goto malformed
			}

		case frameOpenObject, frameBeginKey:
			if i < n && src[i] <= ' ' {
				i = SkipSpace(src, i)
			}
			if i >= n {
				goto incomplete
			}
			if state == frameOpenObject && src[i] == '}' {
				i++
				goto closeContainer
			}
			if src[i] != '"' {
				goto malformed
			}
			i++
			state = frameInKey

		case frameInKey, frameInString:
			i, code = scanString(src, i)
			switch code {
			case scanOK:
				if state == frameInKey {
					state = frameAfterKey
					continue
				}
				goto valueDone
			case scanUnexpectedEnd:
				goto incomplete
			case scanInEscape, scanInHex:
				if i < n {
					goto malformed
				}
				// Cut off inside an escape: resume at its backslash, the
				// last one in the input, since a partial escape holds no
				// other backslash and is at most six bytes long.
				i = n - 1
				for src[i] != '\\' {
					i--
				}
				goto incomplete
			}
			goto malformed

		case frameAfterKey:
			if i < n && src[i] <= ' ' {
				i = SkipSpace(src, i)
			}
			if i >= n {
				goto incomplete
			}
			if src[i] != ':' {
				goto malformed
			}
			i++
			state = frameBeginValue

		case frameAfterValue:
			if i < n && src[i] <= ' ' {
				i = SkipSpace(src, i)
			}
			if i >= n {
				goto incomplete
			}
			switch c := src[i]; {
			case c == ',':
				i++
				state = frameBeginValue
				if f.object {
					state = frameBeginKey
				}
			case c == '}' && f.object, c == ']' && !f.object:
				i++
				goto closeContainer
			default:
				goto malformed
			}

		case frameAfterTop:
			// The byte after a top-level scalar is not part of the value,
			// but encoding/json waits for it (or for the end of the input)
			// before it calls the value complete.
			if i < n || atEOF {
				f.pos, f.state = i, state
				return i, nil
			}
			goto incomplete

		case frameLiteral:
			// A literal cut off is matched again from its first byte
			// (at most four bytes) when more input comes.
			lit := frameLiteralOf(src[f.lit])
			if literalAt(src, f.lit, lit) {
				i = f.lit + len(lit)
				goto valueDone
			}
			if i, _ = scanLiteral(src, f.lit, lit, scanOK); i < n {
				goto malformed
			}
			goto incomplete

		case frameNumber:
			var st numState
			if i, st, code = scanNumberFrom(src, i, f.num); code != scanOK {
				goto malformed
			}
			if i < n {
				goto valueDone
			}
			// A number may go on in the next piece, unless there is none:
			// then a number at the top level that may end here is
			// complete.
			f.num = st
			if atEOF && f.depth == 0 && st.cutCode() == scanOK {
				f.pos, f.state = i, frameAfterTop
				return i, nil
			}
			goto incomplete
		}
		continue

	valueDone: // a string, number or literal ended just before src[i]
		state = frameAfterValue
		if f.depth == 0 {
			state = frameAfterTop
		}
		continue

	closeContainer: // just past the bracket that closes the innermost container
		f.pop()
		if f.depth == 0 {
			f.pos, f.state = i, frameAfterTop
			return i, nil
		}
		state = frameAfterValue
	}

incomplete:
	f.pos, f.state = i, state
	return 0, io.ErrUnexpectedEOF

malformed:
	// ValueEnd finds the same error and knows how to word it.
	f.pos, f.state = i, state
	return ValueEnd(src, atEOF)
}

// frameLiteralOf returns the literal that starts with c: true, false or
// null.
func frameLiteralOf(c byte) string {
	switch c {
	case 't':
		return "true"
	case 'f':
		return "false"
	}
	return "null"
}

// push opens a container one level deeper.
func (f *Framer) push(object bool) {
	f.depth++
	f.object = object
	if d := f.depth; d <= 64 {
		f.shallow = f.shallow&^(1<<(d-1)) | scanBit(object)<<(d-1)
		return
	}
	k := f.depth - 65
	if k>>6 == len(f.deep) {
		f.deep = append(f.deep, 0)
	}
	f.deep[k>>6] = f.deep[k>>6]&^(1<<(k&63)) | scanBit(object)<<(k&63)
}

// pop closes the innermost container.
func (f *Framer) pop() {
	f.depth--
	switch d := f.depth; {
	case d == 0:
		f.object = false
	case d <= 64:
		f.object = f.shallow>>(d-1)&1 != 0
	default:
		k := d - 65
		f.object = f.deep[k>>6]>>(k&63)&1 != 0
	}
}
