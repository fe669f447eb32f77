package jsonwire

import "io"

// This file steps over one value, checking it, in input that may arrive in
// pieces: the Reader's skipChecked (the validator, for complete input) and
// the Framer (the values of a stream) are the same loop, step.
//
// step takes the Reader's steps of Enter, More and Colon one at a time
// (open, first, separator, item, colon: reader.go), with the whitespace
// before each skipped first, and reads the tokens with the scanners the
// Reader uses (scanString, scanNumberFrom, scanLiteral), which stop at the
// end of the input and can resume there. When the input runs out, step
// saves where it is in a skipState and returns; called again with more
// input, it goes on from there. So a Decoder reading a slow reader (one byte
// per Read, say) looks at each byte a bounded number of times, not once per
// read: it resumes between tokens, inside strings and inside numbers, and
// only a literal cut off (at most four bytes) is matched again from its
// first byte. Errors are the Reader's, recorded by the steps and scanners
// that find them, with encoding/json's messages.

// skipPhase is where step stopped: what it looks for next.
type skipPhase uint8

const (
	skipValue   skipPhase = iota // the first byte of a value
	skipFirst                    // after an opening bracket: the first item or the closing bracket
	skipItem                     // after a comma: an element, or a member's name
	skipAfter                    // after an element or a member's value: a comma or the closing bracket
	skipColon                    // after a member's name: the colon
	skipString                   // inside a string (a name if skipState.name), outside any escape
	skipNumber                   // inside a number, in state skipState.num
	skipLiteral                  // in true, false or null, which starts at skipState.lit
)

// skipState is where step stopped in a value: the phase, and the containers
// it opened and has not closed, as a bit stack (one bit per level, whether
// it is an object: a uint64 for the first 64 levels, a slice beyond), so
// that stepping never recurses and allocates nothing in the common case.
type skipState struct {
	phase   skipPhase
	name    bool     // for skipString: the string is a member's name
	num     numState // for skipNumber: where scanNumberFrom stopped
	lit     int      // for skipLiteral: the offset of the literal's first byte
	levels  int      // containers opened and still open
	shallow uint64   // bit k-1 for open level k ≤ 64
	deep    []uint64 // bit (k-65)%64 of deep[(k-65)/64] for level k > 64

	// cut is the error for the input ending where step stopped, for
	// complete input: "unexpected end of JSON input" mostly, but a number,
	// a literal or an escape cut off is reported as encoding/json's
	// scanner reports it at the end of its input.
	cut scanCode
}

// pushDeep records a container opened at level k > 64, an object or an
// array (step keeps the first 64 levels in a local).
func (st *skipState) pushDeep(k int, object bool) {
	k -= 65
	if k>>6 == len(st.deep) {
		st.deep = append(st.deep, 0)
	}
	st.deep[k>>6] = st.deep[k>>6]&^(1<<(k&63)) | boolBit(object)<<(k&63)
}

// boolBit converts b to 0 or 1, a bit of skipState's stack.
func boolBit(b bool) uint64 {
	if b {
		return 1
	}
	return 0
}

// closeOf returns the closing bracket of the container open at level k >
// 0, whose bit is in shallow or, beyond 64, in st.deep.
func (st *skipState) closeOf(k int, shallow uint64) byte {
	var object bool
	if k <= 64 {
		object = shallow>>(k-1)&1 != 0
	} else {
		k -= 65
		object = st.deep[k>>6]>>(k&63)&1 != 0
	}
	if object {
		return '}'
	}
	return ']'
}

// step moves the cursor past the value at it, or what is left of it from
// where st says a previous call stopped, checking it. It reports true when
// the value is complete. It reports false after recording an error, or,
// with r.err nil, when the input ran out inside the value: then st says
// where, r.off is where to go on, and st.cut is the error for complete
// input. atEOF says that no input follows, so that a number at the end of
// it is complete (elsewhere the next byte would say).
//
// Each phase is a label, and the commonest tokens (a comma, a colon, an
// item after a bracket or a comma, a string or number that ends in the
// input) are taken in line, going from label to label; whatever else, the
// closing brackets and every error, by the Reader's steps.
func (r *Reader) step(st *skipState, atEOF bool) (done bool) {
	// The offset, the phase and the first 64 levels are kept in locals,
	// stored only on the way out: a loop over a switch of the phases, with
	// the state in st and r, took 17% more instructions to validate.
	// The offset is kept in i and stored in r.off around the calls of the
	// Reader's steps, which read and move it, and on the way out.
	var (
		phase   = st.phase
		levels  = st.levels
		shallow = st.shallow
		data    = r.data
		n       = len(data)
		i       = r.off
		j       int
		c       byte
		code    scanCode
		num     numState
	)
	switch phase {
	case skipValue:
		goto value // the commonest: a value from its start
	case skipFirst:
		goto first
	case skipItem:
		goto item
	case skipAfter:
		goto after
	case skipColon:
		goto colon
	case skipString:
		goto str
	case skipNumber:
		goto number
	case skipLiteral:
		goto literal
	}

value: // the first byte of a value
	if i < n && data[i] <= ' ' {
		i = r.spaceAt(i)
	}
	if i >= n {
		phase, st.cut = skipValue, scanUnexpectedEnd
		goto out
	}
	switch c = data[i]; kindOf[c] {
	case '{', '[':
		r.off = i
		if !r.open() {
			goto failed
		}
		i = r.off
		levels++
		if levels <= 64 {
			shallow = shallow&^(1<<(levels-1)) | boolBit(c == '{')<<(levels-1)
		} else {
			st.pushDeep(levels, c == '{')
		}
		goto first
	case '"':
		// The string read whole here, and a name below, each with its own
		// next label: through str for both, 5% more instructions.
		if j, code = scanString(data, i+1); code == scanOK {
			i = j
			goto complete
		}
		i++
		st.name = false
		goto str
	case '0':
		st.num = numStart
		goto number
	case 't', 'f', 'n':
		if lit := literalOf(c); literalAt(data, i, lit) {
			i += len(lit)
			goto complete
		}
		st.lit = i
		goto literal
	}
	r.fail(i, scanBeginValue)
	goto failed

first: // after an opening bracket: the first item or the closing bracket
	phase = skipFirst
	goto itemOrClose
item: // after a comma: an element, or a member's name
	phase = skipItem
itemOrClose:
	if i < n && data[i] <= ' ' {
		i = r.spaceAt(i)
	}
	if i >= n {
		st.cut = scanUnexpectedEnd
		goto out
	}
	c = data[i]
	if st.closeOf(levels, shallow) == '}' {
		if c == '"' {
			// A member's name.
			if j, code = scanString(data, i+1); code == scanOK {
				i = j
				goto colon
			}
			i++
			st.name = true
			goto str
		}
		// After the bracket, the closing bracket closes the object; the
		// Reader's steps record the error for anything else.
		r.off = i
		if phase == skipItem {
			r.item('}')
		} else if !r.first('}') && r.err == nil {
			i = r.off
			goto closed
		}
		goto failed
	}
	if phase == skipItem || c != ']' {
		goto value // an element
	}
	r.off = i
	r.first(']') // the closing bracket
	i = r.off
	goto closed

after: // after an element or a member's value: a comma or the closing bracket
	if i < n && data[i] <= ' ' {
		i = r.spaceAt(i)
	}
	if i >= n {
		phase, st.cut = skipAfter, scanUnexpectedEnd
		goto out
	}
	if data[i] == ',' {
		i++
		goto item
	}
	r.off = i
	if r.separator(st.closeOf(levels, shallow)) || r.err != nil {
		goto failed // the separator cannot be a comma here
	}
	i = r.off
	goto closed

colon: // after a member's name: the colon
	if i < n && data[i] <= ' ' {
		i = r.spaceAt(i)
	}
	if i < n && data[i] == ':' {
		i++
		goto value
	}
	phase = skipColon
	if i >= n {
		st.cut = scanUnexpectedEnd
		goto out
	}
	r.off = i
	r.colon() // the error
	goto failed

str: // inside a string, outside any escape
	phase = skipString
	j, code = scanString(data, i)
	switch code {
	case scanOK:
		i = j
		if st.name {
			goto colon
		}
		goto complete
	case scanUnexpectedEnd:
		i, st.cut = n, code
		goto out
	case scanInEscape, scanInHex:
		if j >= n {
			// Cut off inside an escape: go on from its backslash, the
			// last one in the input, since a partial escape holds no
			// other backslash and is at most six bytes long.
			for i = n - 1; data[i] != '\\'; i-- {
			}
			st.cut = code
			goto out
		}
	}
	r.fail(j, code)
	goto failed

number: // inside a number, in state st.num
	phase = skipNumber
	j, num, code = scanNumberFrom(data, i, st.num)
	if code != scanOK {
		r.fail(j, code)
		goto failed
	}
	i = j
	if i < n {
		goto complete
	}
	// A number may go on in the next piece, unless there is none: then a
	// number at the top level that may end here is complete.
	st.num = num
	if st.cut = num.cutCode(); atEOF && levels == 0 && st.cut == scanOK {
		goto complete
	}
	if st.cut == scanOK {
		st.cut = scanUnexpectedEnd
	}
	goto out

literal: // in true, false or null, which starts at st.lit
	phase = skipLiteral
	if lit := literalOf(data[st.lit]); literalAt(data, st.lit, lit) {
		i = st.lit + len(lit)
	} else {
		if j, code = scanLiteral(data, st.lit, lit, literalCode(lit)); j < n {
			r.fail(j, code)
			goto failed
		}
		i, st.cut = st.lit, code
		goto out
	}
	goto complete

closed: // a container closed
	levels--
complete: // a value is complete: the whole value, if it was the outermost
	if levels > 0 {
		goto after
	}
	phase, done = skipValue, true

out:
	r.off = i
failed: // an error is recorded, and the cursor is at the end of the input
	st.phase, st.levels, st.shallow = phase, levels, shallow
	return done
}

// spaceAt returns the offset of the first byte at or after i that is not
// whitespace, as SkipSpace moves the cursor, recording where the first
// whitespace was (Reader.space).
//
//go:noinline
func (r *Reader) spaceAt(i int) int {
	r.off = i
	r.skipSpace()
	return r.off
}

// skipChecked moves the cursor past the value at it, checking it: it is
// the validator, the steps a decoder reading the value would take (those
// of Enter, More and Colon, the token scanners), driven by step instead of
// by the types of a destination.
func (r *Reader) skipChecked() {
	// The fast path, when the nesting it follows cannot reach the limit;
	// step finds and reports whatever it does not accept.
	if r.depth <= MaxDepth-maxCheckDepth {
		if end, space, ok := checkValue(r.data, r.off); ok {
			if space >= 0 && r.space < 0 {
				r.space = space
			}
			r.off = end
			return
		}
	}
	var st skipState
	if !r.step(&st, true) && r.err == nil {
		r.fail(len(r.data), st.cut)
	}
}

// Framer finds the end of the first JSON value of a buffer that grows
// between calls, the way encoding/json's Decoder frames the values of a
// stream, in time linear in the final size of the buffer: each call goes
// on where the previous one stopped. The zero Framer is ready to frame a
// value; call [Framer.Reset] before framing the next.
type Framer struct {
	// r reads the buffer of the latest call: its offset is how far the
	// value has been checked, its depth the containers open there. It is
	// kept, rather than made by each call, because zeroing a Reader was
	// a tenth of the cost of framing a small value.
	r       Reader
	started bool // the value's first byte has been seen
	ended   bool // a top-level scalar ended at r.off: waiting for one more byte or the end
	st      skipState
}

// Reset prepares f to frame a new value. It keeps the memory f used for
// deeply nested containers.
func (f *Framer) Reset() {
	// Field by field: zeroing the Framer whole was a fifth of the cost of
	// framing a short token for Decoder.Token. The Reader's other fields
	// are set by Next or unused, and the bits of levels not open are
	// rewritten before they are read.
	f.r.off, f.r.depth, f.r.err = 0, 0, nil
	f.started, f.ended = false, false
	f.st.phase, f.st.levels = skipValue, 0
}

// Next reports where the first value of src ends: the offset just past
// it, the value being src[:n] with its leading whitespace. atEOF says
// whether src holds the rest of the input. If src ends inside the value,
// Next returns [io.ErrUnexpectedEOF], or [io.EOF] if src holds nothing but
// whitespace, and the caller that is not at the end of its input reads
// more and calls again. Like the Decoder, Next reports an object or array
// complete at its closing bracket, but a top-level string, number or
// literal only once the byte after it is in src or atEOF is set. A
// malformed value yields a [*SyntaxError] whose offset is relative to the
// start of src; bytes after the value are not examined, so "after
// top-level value" is never reported.
//
// Between two calls without a Reset, src may only have grown at its end:
// the bytes seen before must still be at the same offsets (the slice may
// have moved). Once Next has returned a length or an error other than
// [io.EOF] and [io.ErrUnexpectedEOF], f must be reset.
func (f *Framer) Next(src []byte, atEOF bool) (n int, err error) {
	r := &f.r
	if r.err != nil {
		return 0, r.err // called again after an error, without a Reset
	}
	r.data = src
	if !f.started {
		// Whitespace before the value; a stream that ends here has no
		// more values.
		r.SkipSpace()
		if r.off == len(src) {
			return 0, io.EOF
		}
		f.started = true
	}
	if !f.ended {
		done := r.step(&f.st, atEOF)
		if r.err != nil {
			return 0, r.err
		}
		if !done {
			return 0, io.ErrUnexpectedEOF
		}
		if c := src[r.off-1]; c == '}' || c == ']' {
			return r.off, nil
		}
		f.ended = true
	}
	// The byte after a top-level scalar is not part of the value, but
	// encoding/json waits for it (or for the end of the input) before it
	// calls the value complete.
	if r.off < len(src) || atEOF {
		return r.off, nil
	}
	return 0, io.ErrUnexpectedEOF
}
