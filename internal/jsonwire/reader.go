package jsonwire

import (
	"bytes"
	"encoding/binary"
	"math/bits"
	"unsafe"
)

// This file is the reading cursor, Reader: the decoders of package json
// and wire.Reader walk the input with it, token by token. Validation
// (Valid, AppendCompact, AppendIndent, the checked skipping of a value) is
// the same cursor stepping over one value on its own: the loop of
// stream.go takes the steps of Enter, More and Colon where a decoder would
// follow the types of its destination. The token scanners (scanString,
// scanNumber, scanLiteral) and the error messages (errorContexts) are in
// scan.go. A syntax error found while decoding therefore has the message
// and offset that encoding/json's validation gives: the cursor checks every
// byte it passes, so the first error it meets is the first in the input.

// Reader is a cursor over a complete JSON input.
//
// A Reader does not panic on malformed input. Its first syntax error is
// kept (see [Reader.Err]); from then on the cursor stands at the end of the
// input, where every method finds nothing to read: Peek returns 0, Enter
// and More report false, reads return zero values. Loops driven by Enter
// and More therefore end, and decoding unwinds on its own.
type Reader struct {
	data []byte // the whole input
	off  int    // the offset of the next byte to read

	// depth is the number of objects and arrays open at off, counted
	// toward encoding/json's nesting limit.
	depth int

	// validated says whether data is known to be valid JSON, which lets
	// SkipValue step over values without checking them.
	validated bool

	// err is the first error: a *SyntaxError, or the error a caller
	// recorded with SetErr.
	err error
	// errAt is the offset of the byte a syntax error the cursor found
	// blames, len(data) if the input ended (the Framer's tests tell a
	// value cut off from a malformed one by it).
	errAt int

	// space is the offset of the first whitespace the cursor skipped, or
	// -1, so that compacting can tell whether there is anything to remove.
	space int

	// useNumber and disallowUnknown are the decoding options of the
	// Decoder the input comes from, for the methods of types that decode
	// themselves.
	useNumber, disallowUnknown bool

	// session is the decoding of package json that the Reader belongs
	// to, if any (see session.go).
	session *Decoding

	// scratch is reused space for the text of strings with escapes.
	scratch []byte

	// strs is the block that MakeString copies short strings into: the
	// bytes up to its length have been handed out and are never written
	// again; the rest of its capacity is free.
	strs []byte
}

// MakeString returns a string holding a copy of b, as string(b) does, for
// the strings the decoders store. A string of 2 to 64 bytes is copied into
// the free space of a 256-byte block that r shares out to the strings it
// makes, one allocation for several strings (a new block when the space
// runs out); a longer one is allocated on its own. The bytes of a block
// that were handed out are never written again, so the strings are as
// immutable as any, whatever r reads next and whoever reads them.
//
// The cost is memory held: a string kept alive keeps its whole block alive,
// at most 256 bytes, where the runtime keeps a 16-byte block for a string
// under 16 bytes and the size class of a longer one. The gain is an
// allocation per short string, the commonest value of JSON documents.
func (r *Reader) MakeString(b []byte) string {
	// stripe Customer: 45 allocations instead of 109, about 15% less time.
	if len(b) > maxShared || len(b) <= 1 {
		return string(b) // the runtime allocates no string of one byte
	}
	n := len(r.strs)
	if cap(r.strs)-n < len(b) {
		r.strs = make([]byte, 0, blockSize)
		n = 0
	}
	// Reslicing r.strs onto itself stores only the length: no write
	// barrier.
	r.strs = r.strs[:n+len(b)]
	copy(r.strs[n:], b)
	return unsafe.String(&r.strs[n], len(b))
}

// Unshare gives back to the block the bytes of s, the string MakeString or
// ReadString returned last, for a caller that drops s for an equal string
// it already has: the next string is stored in their place. s must not be
// used after; a string that is not the last of its block, or that has no
// block, is left alone.
func (r *Reader) Unshare(s string) {
	n := len(r.strs) - len(s)
	if len(s) > 0 && n >= 0 && unsafe.Pointer(unsafe.StringData(s)) == unsafe.Add(unsafe.Pointer(unsafe.SliceData(r.strs)), n) {
		r.strs = r.strs[:n]
	}
}

// ReadString reads the string at the cursor, as ReadStringBytes does, and
// returns its text as MakeString would.
func (r *Reader) ReadString() string {
	start, n := r.off+1, len(r.strs)
	// A short ASCII string without escapes, the commonest by far, is copied
	// into the block while it is scanned, a word at a time, rather than
	// found and then copied with memmove: stripe Customer, 60,511
	// instructions down to 57,353.
	// The words are loaded from the input and stored into the free space
	// of the block through unsafe pointers, saving the bounds checks: the
	// conditions check that both have room for maxShared bytes. A word
	// may hold bytes past the closing quote; they are stored past the end
	// of the string, in space not yet handed out, which the next string
	// overwrites.
	if len(r.data)-start >= maxShared && cap(r.strs)-n >= maxShared && r.data[r.off] == '"' {
		src := unsafe.Add(unsafe.Pointer(unsafe.SliceData(r.data)), start)
		dst := unsafe.Add(unsafe.Pointer(unsafe.SliceData(r.strs)), n)
		for k := 0; k < maxShared; k += 8 {
			w := binary.LittleEndian.Uint64((*[8]byte)(unsafe.Add(src, k))[:])
			binary.LittleEndian.PutUint64((*[8]byte)(unsafe.Add(dst, k))[:], w)
			if m := stringStops(w); m != 0 {
				k += bits.TrailingZeros64(m) >> 3
				if *(*byte)(unsafe.Add(src, k)) != '"' {
					break // an escape, a control byte or a multi-byte rune
				}
				r.off = start + k + 1
				if k <= 1 {
					return string(r.data[start : start+k]) // as in MakeString
				}
				r.strs = r.strs[:n+k]
				return unsafe.String((*byte)(dst), k)
			}
		}
	}
	return r.MakeString(r.ReadStringBytes())
}

// The strings MakeString and ReadString share blocks for: up to maxShared
// bytes, in blocks of blockSize.
const (
	maxShared = 64
	blockSize = 256
)

// Reset makes r read data from its start. validated says whether data is
// known to be valid JSON (see [Valid]); the Reader checks what it reads
// either way, but skips values faster if it is. The scratch space is kept.
func (r *Reader) Reset(data []byte, validated bool) {
	r.data, r.off, r.depth = data, 0, 0
	r.validated = validated
	r.err, r.errAt, r.space = nil, 0, -1
}

// AtEmptyArray reports whether the array at the cursor is empty: [], or
// [ ] with whitespace inside.
func (r *Reader) AtEmptyArray() bool {
	rest := r.Rest()
	i := 1
	if i < len(rest) && rest[i] <= ' ' {
		i = SkipSpace(rest, i)
	}
	return i < len(rest) && rest[i] == ']'
}

// Release drops r's reference to its input and, if it has grown large,
// its scratch space, so that a pooled Reader does not pin memory.
func (r *Reader) Release() {
	r.data, r.off, r.err = nil, 0, nil
	if cap(r.scratch) > 64<<10 {
		r.scratch = nil
	}
}

// SetOptions sets the decoding options methods can ask for.
func (r *Reader) SetOptions(useNumber, disallowUnknown bool) {
	r.useNumber, r.disallowUnknown = useNumber, disallowUnknown
}

// UseNumber reports whether numbers in interfaces are to be decoded as
// Numbers (see the Decoder's UseNumber).
func (r *Reader) UseNumber() bool { return r.useNumber }

// DisallowUnknownFields reports whether an object member that matches no
// struct field is an error (see the Decoder's DisallowUnknownFields).
func (r *Reader) DisallowUnknownFields() bool { return r.disallowUnknown }

// Kind returns the first byte of the value at the cursor if it starts
// one: 'n', 't', 'f', '"', '{', '[', or '0' for a number. Otherwise it
// records the syntax error and returns 0, as it does at the end of the
// input or after an error.
func (r *Reader) Kind() byte {
	if r.off < len(r.data) {
		if k := kindOf[r.data[r.off]]; k != 0 {
			return k
		}
		r.fail(r.off, scanBeginValue)
		return 0
	}
	if r.err == nil {
		r.fail(r.off, scanUnexpectedEnd)
	}
	return 0
}

// PeekKind is Kind without the error: it returns 0 where no value starts
// and records nothing. Kind, which must call fail, costs more than the
// inlining budget; PeekKind is inlined.
func (r *Reader) PeekKind() byte { return kindOf[r.Peek()] }

// kindOf maps the first byte of a value to what Kind returns for it, and
// every other byte to 0. step (stream.go) looks up the start of a value
// here too.
var kindOf = [256]byte{
	// One load rather than the comparisons of a switch: a sixth of Kind.
	'n': 'n', 't': 't', 'f': 'f', '"': '"', '{': '{', '[': '[',
	'-': '0', '0': '0', '1': '0', '2': '0', '3': '0', '4': '0',
	'5': '0', '6': '0', '7': '0', '8': '0', '9': '0',
}

// Mismatch moves the cursor past a value that does not fit the Go type
// being decoded and returns how encoding/json describes it in an
// UnmarshalTypeError, "object", "array", "string", "bool" or "number",
// with the offset it reports there: just past the opening bracket of an
// object or array, just past the end of anything else. It returns "" for
// null, which fits every type, and after a syntax error.
func (r *Reader) Mismatch() (what string, offset int) {
	start := r.off
	switch r.Kind() {
	case 'n':
		r.Literal("null")
		return "", r.off
	case '{':
		what = "object"
	case '[':
		what = "array"
	case '"':
		what = "string"
	case 't', 'f':
		what = "bool"
	case '0':
		what = "number"
	default:
		return "", r.off
	}
	r.SkipValue()
	if r.err != nil {
		return "", r.off
	}
	if what == "object" || what == "array" {
		return what, start + 1
	}
	return what, r.off
}

// Data returns the whole input.
func (r *Reader) Data() []byte { return r.data }

// Offset returns the offset of the next byte to read.
func (r *Reader) Offset() int { return r.off }

// Depth returns the number of objects and arrays open at the cursor.
func (r *Reader) Depth() int { return r.depth }

// Validated reports whether the input is known to be valid.
func (r *Reader) Validated() bool { return r.validated }

// Err returns the first error: a [*SyntaxError], one recorded with
// [Reader.SetErr], or nil.
func (r *Reader) Err() error { return r.err }

// Failed reports whether r has met an error.
func (r *Reader) Failed() bool { return r.err != nil }

// fail records a syntax error at offset at (len(data) if the input ended)
// for the reason code, unless an earlier one is recorded, and moves the
// cursor to the end of the input. It is kept out of line: inlined into
// every check it would push the fast paths beyond the inlining budget.
//
//go:noinline
func (r *Reader) fail(at int, code scanCode) {
	if r.err == nil {
		r.err, r.errAt = syntaxErrorAt(r.data, code, at), at
	}
	r.off = len(r.data)
}

// SetErr records err as r's error unless one is recorded, and moves the
// cursor to the end of the input: a [*SyntaxError] the caller found by
// validating the input ([Valid]), or an error of the caller's own.
func (r *Reader) SetErr(err error) {
	if r.err == nil {
		r.err = err
	}
	r.off = len(r.data)
}

// MustBeValid validates the whole input, if that has not been done, and
// reports whether it is valid, recording the error if not. Package json
// calls it before calling a method of the destination that is handed part
// of the input: encoding/json never calls one with part of a malformed
// input.
func (r *Reader) MustBeValid() bool {
	if r.err != nil {
		return false
	}
	if !r.validated {
		if err := Valid(r.data); err != nil {
			r.SetErr(err)
			return false
		}
		r.validated = true
	}
	return true
}

// MustBeValidAt is MustBeValid for a decoding whose path at the cursor is
// path (Decoding.Path). Everything before the cursor has been read by r,
// and so checked; when each container open at the cursor is an object
// whose members a struct decoder or generated code is reading, which is
// when path holds as many frames that say so (PathFrame.InObject) as r has
// levels open, the kinds of the levels are known and only the rest of the
// input needs checking.
func (r *Reader) MustBeValidAt(path []PathFrame) bool {
	if r.validated {
		return r.err == nil
	}
	return r.mustRestBeValidAt(path, 0)
}

// MemberMustBeValidAt is MustBeValidAt for generated code that reads a
// member of the object open at the cursor and has not pushed the member's
// frame: the path counts as if it had (a frame that PathFrame.InObject
// holds for).
func (r *Reader) MemberMustBeValidAt(path []PathFrame) bool {
	if r.validated {
		return r.err == nil
	}
	return r.mustRestBeValidAt(path, 1)
}

// mustRestBeValidAt is MustBeValidAt for input not yet validated, with
// objects more levels than path's frames known to be objects; it is kept
// out of line so that its callers inline. When every level open at the
// cursor is an object, the rest is checked with their closing braces
// expected, a bit a level (64 levels make every bit, as 1<<64 is 0 in
// Go). Anything that check does not accept is checked again from the
// start, as MustBeValid does, so that the error recorded is the first in
// the input.
func (r *Reader) mustRestBeValidAt(path []PathFrame, objects int) bool {
	for i := range path {
		if path[i].InObject() {
			objects++
		}
	}
	if r.err == nil && objects == r.depth && r.depth <= maxCheckDepth {
		end, _, ok := checkValueIn(r.data, r.off, r.depth, uint64(1)<<r.depth-1)
		if ok && skipSpaceFast(r.data, end) == len(r.data) {
			r.validated = true
			return true
		}
	}
	return r.MustBeValid()
}

// Peek returns the byte at the cursor, the first of a value, or 0 at the
// end of the input (and after an error).
func (r *Reader) Peek() byte {
	if r.off < len(r.data) {
		return r.data[r.off]
	}
	return 0
}

// Advance moves the cursor n bytes forward, past bytes the caller has
// checked. After an error it does nothing: the cursor stays at the end of
// the input.
func (r *Reader) Advance(n int) {
	if r.err == nil {
		r.off += n
	}
}

// SkipSpace moves the cursor past whitespace.
func (r *Reader) SkipSpace() {
	if r.off < len(r.data) && r.data[r.off] > ' ' {
		return // compact JSON: no whitespace between tokens
	}
	r.skipSpace()
}

// skipSpace is SkipSpace where there may be whitespace to skip.
//
//go:noinline
func (r *Reader) skipSpace() {
	j := SkipSpace(r.data, r.off)
	if j != r.off && r.space < 0 {
		r.space = r.off
	}
	r.off = j
}

// Begin checks that a value follows at the cursor, where one must start
// (at the top, after '[', ',' or ':'), and reports whether it does; the
// input ending there is "unexpected end of JSON input". What starts the
// value is checked by whoever reads it.
func (r *Reader) Begin() bool {
	if r.off < len(r.data) {
		return true
	}
	r.fail(len(r.data), scanUnexpectedEnd)
	return false
}

// End checks that nothing but whitespace follows the top-level value.
func (r *Reader) End() {
	if r.off != len(r.data) { // inlined for the common case, a value that ends the input
		r.endAfterValue()
	}
}

// endAfterValue is End where something follows the value.
func (r *Reader) endAfterValue() {
	r.SkipSpace()
	if r.off < len(r.data) {
		r.fail(r.off, scanAfterTop)
	}
}

// Enter and More drive the loops of the decoders of arrays and objects:
//
//	for ok := r.Enter(']'); ok; ok = r.More(']') {
//		// read the element at the cursor
//	}
//
// Enter steps past the opening bracket at the cursor, which the caller has
// seen, and the whitespace after it, and reports whether a first element or
// member follows, or steps past the closing bracket close and reports
// false. It counts the container toward encoding/json's nesting limit.
// Before a member it checks that a name starts; before an element, only
// that the input goes on.
//
// Enter, More and Colon are made of the steps below (open, first,
// separator, item, colon), each of which looks at one token after the
// whitespace before it has been skipped; the Framer takes the same steps
// one at a time, over input that arrives in pieces (stream.go).
func (r *Reader) Enter(close byte) bool {
	if !r.open() {
		return false
	}
	r.SkipSpace()
	return r.first(close)
}

// open steps past the opening bracket at the cursor and counts the
// container toward the nesting limit. It reports false, having recorded
// the error, beyond the limit, and after an error.
func (r *Reader) open() bool {
	if r.err != nil || r.depth >= MaxDepth {
		return r.badOpen()
	}
	r.depth++
	r.off++
	return true
}

// badOpen is open after an error or at the nesting limit: it records the
// error for the bracket beyond the limit, and reports false.
//
//go:noinline
func (r *Reader) badOpen() bool {
	if r.err == nil {
		r.depth++
		r.fail(r.off, scanMaxDepthExceeded)
	}
	return false
}

// first checks what follows an opening bracket and its whitespace: the
// closing bracket close, which it steps past, reporting false, or the first
// element or member's name, reporting true.
func (r *Reader) first(close byte) bool {
	if r.off < len(r.data) {
		if c := r.data[r.off]; c == '"' || close == ']' && c != ']' {
			return true
		}
	}
	return r.firstClose(close)
}

// firstClose is first where no item follows: it steps past the closing
// bracket close, or records the error.
func (r *Reader) firstClose(close byte) bool {
	if r.off < len(r.data) && r.data[r.off] == close {
		r.off++
		r.depth--
		return false
	}
	return r.beginItem(close)
}

// item checks what follows a comma and its whitespace, an element or a
// member's name (close is ']' or '}'), and reports whether it is there.
func (r *Reader) item(close byte) bool {
	// One expression, which keeps item within the inlining budget.
	return r.off < len(r.data) && (close == ']' || r.data[r.off] == '"') || r.beginItem(close)
}

// beginItem records the error for what is at the cursor where an element
// (close is ']') or a member's name (close is '}') must start, and
// reports false; for an element, only the end of the input is an error
// here, and it reports true otherwise (its first byte is checked by its
// reader).
//
//go:noinline
func (r *Reader) beginItem(close byte) bool {
	switch {
	case r.off >= len(r.data):
		r.fail(r.off, scanUnexpectedEnd)
		return false
	case close == '}' && r.data[r.off] != '"':
		r.fail(r.off, scanBeginKey)
		return false
	}
	return true
}

// More is called after each element or member: it steps over whitespace
// and a comma and reports that another one follows, or steps past the
// closing bracket close and reports false.
func (r *Reader) More(close byte) bool {
	// The separator right after the value, the commonest case, is looked
	// at here, and in compact input the next item right after the comma.
	// The offset is kept in a local and stored once: a store to r.off
	// between the reads of r.data made the compiler load r.data again
	// after each.
	if i := r.off; i < len(r.data) {
		switch r.data[i] {
		case ',':
			i++
			if i < len(r.data) && r.data[i] > ' ' {
				r.off = i
				if close == ']' || r.data[i] == '"' {
					return true
				}
				return r.beginItem(close)
			}
			r.off = i
			r.SkipSpace()
			return r.item(close)
		case close:
			r.off = i + 1
			r.depth--
			return false
		}
	}
	// Whitespace before the separator, or an error.
	r.SkipSpace()
	if !r.separator(close) {
		return false // the closing bracket, or an error
	}
	r.SkipSpace()
	return r.item(close)
}

// separator steps past what follows an element or member and its
// whitespace: a comma, reporting true, or the closing bracket close,
// reporting false. Anything else is an error, recorded (false).
func (r *Reader) separator(close byte) bool {
	if r.off < len(r.data) {
		switch r.data[r.off] {
		case ',':
			r.off++
			return true
		case close:
			r.off++
			r.depth--
			return false
		}
	}
	r.badSeparator(close)
	return false
}

// badSeparator records the error for what follows an element or member
// where a comma or the closing bracket close must come.
//
//go:noinline
func (r *Reader) badSeparator(close byte) {
	switch {
	case r.err != nil:
	case r.off >= len(r.data):
		r.fail(r.off, scanUnexpectedEnd)
	case close == '}':
		r.fail(r.off, scanAfterPair)
	default:
		r.fail(r.off, scanAfterElement)
	}
}

// Colon steps over the colon after a member's name, and the whitespace
// around it, and checks that a value follows.
func (r *Reader) Colon() {
	// As in More, compact input is looked at first, then the colon and
	// the one space MarshalIndent writes after it.
	if i := r.off; i+1 < len(r.data) && r.data[i] == ':' {
		if c := r.data[i+1]; c > ' ' {
			r.off = i + 1
			return
		} else if c == ' ' && i+2 < len(r.data) && r.data[i+2] > ' ' {
			r.off = i + 2
			return
		}
	}
	r.SkipSpace()
	if !r.colon() {
		return
	}
	r.SkipSpace()
	if r.off >= len(r.data) {
		r.badColon()
	}
}

// colon steps past the colon after a member's name and its whitespace,
// reporting true; anything else is an error, recorded (false).
func (r *Reader) colon() bool {
	if r.off < len(r.data) && r.data[r.off] == ':' {
		r.off++
		return true
	}
	r.badColon()
	return false
}

// badColon records the error for what follows a member's name where the
// colon and a value must come.
//
//go:noinline
func (r *Reader) badColon() {
	switch {
	case r.err != nil:
	case r.off >= len(r.data):
		r.fail(r.off, scanUnexpectedEnd)
	default:
		r.fail(r.off, scanAfterKey)
	}
}

// Literal steps over the literal lit (true, false or null), whose first
// byte is at the cursor.
func (r *Reader) Literal(lit string) {
	if !literalAt(r.data, r.off, lit) {
		r.badLiteral()
		return
	}
	r.off += len(lit)
}

// badLiteral records the error for the malformed literal at the cursor,
// whose first byte is that of true, false or null.
//
//go:noinline
func (r *Reader) badLiteral() {
	if r.err != nil {
		return
	}
	lit := literalOf(r.data[r.off])
	r.fail(scanLiteral(r.data, r.off, lit, literalCode(lit)))
}

// SkipValue moves the cursor past the value at it, checking the value
// unless the whole input is known to be valid.
func (r *Reader) SkipValue() {
	if r.err != nil {
		return
	}
	if r.validated {
		r.off = SkipValue(r.data, r.off)
		return
	}
	r.skipChecked()
}

// skipString moves the cursor past the string at it, checking it.
func (r *Reader) skipString() {
	end, code := scanString(r.data, r.off+1)
	if code != scanOK {
		r.fail(end, code)
		return
	}
	r.off = end
}

// RawValue moves the cursor past the value at it and returns the value's
// text, part of the input.
func (r *Reader) RawValue() []byte {
	start := r.off
	r.SkipValue()
	if r.err != nil {
		return nil
	}
	return r.data[start:r.off]
}

// ReadRawInto moves the cursor past the value at it and copies its text,
// null included, into *m, as the UnmarshalJSON method of encoding/json's
// RawMessage does: into *m's memory if it has room, and otherwise into
// memory made at the value's length (make and copy into a local, which the
// compiler makes one allocation without zeroing: through *m it zeroed the
// memory first, 26 instructions more; append went through growslice, 50
// more). After a syntax error *m is left empty.
func (r *Reader) ReadRawInto(m *[]byte) {
	raw := r.RawValue()
	if cap(*m) < len(raw) {
		b := make([]byte, len(raw))
		copy(b, raw)
		*m = b
		return
	}
	*m = append((*m)[:0], raw...)
}

// NumberEnd returns the offset just past the number at the cursor without
// moving the cursor; if no valid number starts there it records the error
// and returns the cursor's offset.
func (r *Reader) NumberEnd() int {
	if r.off < len(r.data) {
		if c := r.data[r.off]; c == '-' || isDigit(c) {
			if end, code := scanNumber(r.data, r.off); code == scanOK {
				return end
			}
		}
	}
	return r.badNumber()
}

// Rest returns the input from the cursor on.
func (r *Reader) Rest() []byte { return r.data[r.off:] }

// badNumber records the error for the malformed number at the cursor, or
// for no number at all, and returns the cursor's offset.
//
//go:noinline
func (r *Reader) badNumber() int {
	if r.off >= len(r.data) {
		if r.err == nil { // a value was due where the input ended
			r.fail(r.off, scanUnexpectedEnd)
		}
		return r.off
	}
	if c := r.data[r.off]; c != '-' && !isDigit(c) {
		// The decoder of an empty interface sends here whatever is not
		// another kind of value.
		r.fail(r.off, scanBeginValue)
		return r.off
	}
	end, code := scanNumber(r.data, r.off)
	r.fail(end, code)
	return r.off
}

// ReadStringBytes reads the string at the cursor and returns its text,
// which is either part of the input or in r's scratch space, and valid
// only until the next call. A value that is not a string is reported as
// malformed: the caller checks the kind first where another kind would be
// a type error; for object names it is "looking for beginning of object
// key string", which is checked before the name is read.
func (r *Reader) ReadStringBytes() []byte {
	if r.off >= len(r.data) || r.data[r.off] != '"' {
		if r.err == nil {
			r.fail(r.off, scanBeginValue)
		}
		return nil
	}
	// Plain ASCII text up to the closing quote, the commonest string,
	// without the two calls of ReadString.
	start := r.off + 1
	j := asciiRunEnd(r.data, start)
	if j < len(r.data) && r.data[j] == '"' {
		r.off = j + 1
		return r.data[start:j]
	}
	text, end, ok := readStringFrom(r.scratch[:0], r.data, start, j)
	if !ok {
		r.badString()
		return nil
	}
	if len(text) > 0 && &text[0] != &r.data[start] {
		r.scratch = text // decoded into the scratch space, which may have grown
	}
	r.off = end + 1
	return text
}

// ReadText is ReadStringBytes for a text handed to an UnmarshalText
// method, which may keep it, as encoding/json hands it over: part of the
// input if it needs no decoding, as ReadStringBytes returns it, and
// otherwise in memory of its own rather than the Reader's scratch space,
// which the next string would overwrite.
func (r *Reader) ReadText() []byte {
	start := r.off
	s := r.ReadStringBytes()
	if len(s) > 0 && &s[0] != &r.data[start+1] {
		return bytes.Clone(s)
	}
	return s
}

// badString records the error in the string at the cursor.
//
//go:noinline
func (r *Reader) badString() { r.skipString() }

// ReadUint reads the number at the cursor, whose first byte is '-' or a
// digit, as a uint64 in one pass: digits are accumulated while the end is
// looked for. It returns false, having moved past the number, if the
// number is not an integer in uint64's range (a minus sign, a fraction or
// an exponent, or too large), as strconv.ParseUint would; the number's
// text is then r.Data()[start:r.Offset()].
func (r *Reader) ReadUint() (uint64, bool) {
	data, start := r.data, r.off
	n, i := addDigits(data, start)
	if i-start > 19 || i == start || data[start] == '0' && i > start+1 ||
		i < len(data) && (data[i] == '.' || data[i]|0x20 == 'e' || data[i] == '-') {
		// Too many digits to have been added up safely, not an integer,
		// or malformed: parse the whole number the careful way.
		end := r.NumberEnd()
		if r.err != nil {
			return 0, false
		}
		r.off = end
		return parseUint(data[start:end])
	}
	r.off = i
	return n, true
}

// ReadInt is [Reader.ReadUint] for a signed integer.
func (r *Reader) ReadInt() (int64, bool) {
	data, i := r.data, r.off
	if i < len(data) && data[i] == '-' {
		i++
	}
	start := i
	n, i := addDigits(data, start)
	if i-start > 18 || i == start || data[start] == '0' && i > start+1 ||
		i < len(data) && (data[i] == '.' || data[i]|0x20 == 'e') {
		end := r.NumberEnd()
		if r.err != nil {
			return 0, false
		}
		n, ok := parseInt(data[r.off:end])
		r.off = end
		return n, ok
	}
	// At most 18 digits: below 2^63 either way.
	neg := start > r.off
	r.off = i
	if neg {
		return -int64(n), true
	}
	return int64(n), true
}

// ReadFloat reads the number at the cursor, whose first byte is '-' or a
// digit, as encoding/json reads it into a float of the given bit size (32
// or 64). It returns false, having moved past the number, if the number
// is beyond that type's range, and after a syntax error.
func (r *Reader) ReadFloat(bits int) (float64, bool) {
	if bits == 64 {
		if f, n, ok := ParseFloat64Prefix(r.data[r.off:]); ok {
			r.off += n
			return f, true
		}
	}
	text := r.ReadNumber()
	if text == nil {
		return 0, false
	}
	f, err := ParseFloat(text, bits)
	return f, err == nil
}

// ReadNumber moves the cursor past the number at it, whose first byte is
// '-' or a digit, and returns its text, part of the input; nil after a
// syntax error.
func (r *Reader) ReadNumber() []byte {
	start := r.off
	end := r.NumberEnd()
	if r.err != nil {
		return nil
	}
	r.off = end
	return r.data[start:end]
}

// ReadBool steps over the literal true or false at the cursor, whose first
// byte is 't' or 'f', and returns its value; false after a syntax error.
func (r *Reader) ReadBool() bool {
	if r.data[r.off] == 't' {
		r.Literal("true")
		return r.err == nil
	}
	r.Literal("false")
	return false
}

// addDigits reads the run of decimal digits at data[i:] as a number, which
// wraps around if the run has more than 19 digits, and returns it with the
// offset just past the run. Eight digits at its start are read as a word
// (nonDigits, digitsValue).
func addDigits(data []byte, i int) (uint64, int) {
	var n uint64
	if i+8 <= len(data) {
		if w := loadWord(data, i); nonDigits(w) == 0 {
			n, i = digitsValue(w-asciiZeros), i+8
		}
	}
	return AddDigits(data, i, n)
}

// parseInt parses a JSON number as strconv.ParseInt(s, 10, 64) would,
// reporting false for fractions, exponents and values out of range.
func parseInt(s []byte) (int64, bool) {
	neg := s[0] == '-'
	if neg {
		s = s[1:]
	}
	u, ok := parseUint(s)
	switch {
	case !ok:
		return 0, false
	case neg:
		if u > 1<<63 {
			return 0, false
		}
		return -int64(u), true
	case u >= 1<<63:
		return 0, false
	}
	return int64(u), true
}

// parseUint parses a JSON number as strconv.ParseUint(s, 10, 64) would: a
// minus sign, a fraction or an exponent makes it fail, as does a value above
// the uint64 range.
func parseUint(s []byte) (uint64, bool) {
	if len(s) == 0 {
		return 0, false
	}
	var n uint64
	if len(s) <= 19 { // cannot overflow
		for _, c := range s {
			if c < '0' || c > '9' {
				return 0, false
			}
			n = n*10 + uint64(c-'0')
		}
		return n, true
	}
	for _, c := range s {
		if c < '0' || c > '9' {
			return 0, false
		}
		hi, lo := bits.Mul64(n, 10)
		sum, carry := bits.Add64(lo, uint64(c-'0'), 0)
		if hi != 0 || carry != 0 {
			return 0, false
		}
		n = sum
	}
	return n, true
}
