package wire

import (
	"strconv"

	"github.com/zerojson/json/internal/jsonwire"
)

// Kind is the kind of a JSON value, named by the byte that starts it; a
// number is '0' whatever its first byte.
type Kind byte

// The kinds of JSON values. Invalid is what [Reader.Kind] reports where no
// value starts: at the end of the input, at a byte that starts none, and
// after an error.
const (
	Invalid Kind = 0
	Null    Kind = 'n'
	True    Kind = 't'
	False   Kind = 'f'
	String  Kind = '"'
	Number  Kind = '0'
	Object  Kind = '{'
	Array   Kind = '['
)

// String returns the kind's name as encoding/json's errors word it:
// "null", "bool", "string", "number", "object", "array", or "invalid".
func (k Kind) String() string {
	switch k {
	case Null:
		return "null"
	case True, False:
		return "bool"
	case String:
		return "string"
	case Number:
		return "number"
	case Object:
		return "object"
	case Array:
		return "array"
	}
	return "invalid"
}

// Reader is a cursor over one complete JSON value, held in memory. It reads
// the value token by token, checks the syntax of everything it passes, as
// encoding/json's validation would, and allocates nothing unless asked for
// a new Go value ([Reader.ReadString]).
//
// The cursor always stands at the start of a value (whitespace skipped):
// after [NewReader] or [Reader.Reset], after [Reader.EnterArray] and
// [Reader.NextElement] report an element, and after [Reader.Member]. What
// the caller does there depends on [Reader.Kind]:
//
//	for more := r.EnterObject(); more; more = r.NextMember() {
//		switch i, _ := r.Member(fields, next); i {
//		case 0:
//			n, ok := r.ReadInt()
//			...
//		default:
//			r.Skip()
//		}
//	}
//
// Every read moves the cursor past what it read, and the methods that read
// a value of one kind expect the cursor to be at a value of that kind, which
// the caller learns from Kind.
//
// The first error is kept ([Reader.Err]): a [*SyntaxError] with
// encoding/json's message and offset for the same input, or the error of a
// read made where the value is of another kind. After it, the cursor stands
// at the end of the input: Kind reports [Invalid], the loops above end, and
// reads return zero values. So a decoder written without an error check
// after every call still finishes, and checks Err once. As in
// encoding/json, at most 10000 objects and arrays may be open at once.
//
// A Reader handed to a type's UnmarshalJSONWire method by package json
// also carries the options of the decoding ([Reader.UseNumber],
// [Reader.DisallowUnknownFields]).
type Reader jsonwire.Reader

// inner returns r as the cursor it is (the two types share their layout by
// definition: Reader is defined as jsonwire.Reader).
func (r *Reader) inner() *jsonwire.Reader { return (*jsonwire.Reader)(r) }

// NewReader returns a Reader at the start of data, which must hold one JSON
// value and nothing but whitespace around it.
func NewReader(data []byte) *Reader {
	r := new(Reader)
	r.Reset(data)
	return r
}

// Reset makes r read data from its start, with default options, keeping
// its scratch space.
func (r *Reader) Reset(data []byte) {
	c := r.inner()
	c.Reset(data, false)
	c.SetOptions(false, false)
	c.SetSession(nil)
	c.SkipSpace()
	c.Begin()
}

// SetOptions sets the options [Reader.UseNumber] and
// [Reader.DisallowUnknownFields] report.
func (r *Reader) SetOptions(useNumber, disallowUnknownFields bool) {
	r.inner().SetOptions(useNumber, disallowUnknownFields)
}

// UseNumber reports whether the decoding asks for numbers stored in
// interfaces to be Numbers rather than float64s, as set by
// [github.com/zerojson/json.Decoder.UseNumber].
func (r *Reader) UseNumber() bool { return r.inner().UseNumber() }

// DisallowUnknownFields reports whether the decoding asks for object
// members that match no field to be an error, as set by
// [github.com/zerojson/json.Decoder.DisallowUnknownFields].
func (r *Reader) DisallowUnknownFields() bool { return r.inner().DisallowUnknownFields() }

// Err returns the first error met: a [*SyntaxError], the error of a read
// made where the value was of another kind, or nil.
func (r *Reader) Err() error { return r.inner().Err() }

// Offset returns the offset in the input of the cursor: the number of
// bytes read so far.
func (r *Reader) Offset() int64 { return int64(r.inner().Offset()) }

// Input returns the whole input; with [Reader.Offset] taken before and
// after a read, it gives the text of what was read.
func (r *Reader) Input() []byte { return r.inner().Data() }

// Finish checks that nothing but whitespace follows the value, once it has
// been read, and returns [Reader.Err].
func (r *Reader) Finish() error {
	c := r.inner()
	if !c.Failed() && c.Depth() == 0 {
		c.End()
	}
	return c.Err()
}

// Kind returns the kind of the value at the cursor, or [Invalid], having
// recorded the syntax error, if no value starts there.
func (r *Reader) Kind() Kind { return Kind(r.inner().Kind()) }

// PeekKind is [Reader.Kind] without the error: where no value starts, it
// returns [Invalid] and records nothing, leaving the syntax error to the
// read or [Reader.Skip] that must follow. Unlike Kind it is inlined, so it
// costs no call where the kind of each value is checked before the value
// is read, as in methods written for one type:
//
//	if r.PeekKind() == wire.String {
//		x.Name = r.ReadString()
//	} else {
//		err = json.UnmarshalWire(r, &x.Name, ...) // null, or a type error
//	}
func (r *Reader) PeekKind() Kind { return Kind(r.inner().PeekKind()) }

// EnterObject steps into the object at the cursor and reports whether it
// has a member, whose name the cursor is then at; if it is empty,
// EnterObject steps past it and reports false.
func (r *Reader) EnterObject() bool {
	c := r.inner()
	if c.PeekKind() != '{' {
		return r.misuse()
	}
	return c.Enter('}')
}

// NextMember steps past the separator after an object member and reports
// whether another member follows, whose name the cursor is then at, or
// steps past the end of the object and reports false.
func (r *Reader) NextMember() bool { return r.inner().More('}') }

// EnterArray steps into the array at the cursor and reports whether it has
// an element, which the cursor is then at; if it is empty, EnterArray steps
// past it and reports false.
func (r *Reader) EnterArray() bool {
	c := r.inner()
	if c.PeekKind() != '[' {
		return r.misuse()
	}
	return c.Enter(']')
}

// NextElement steps past the separator after an array element and reports
// whether another element follows, which the cursor is then at, or steps
// past the end of the array and reports false.
func (r *Reader) NextElement() bool { return r.inner().More(']') }

// misuse handles a call made where the value is not of the kind the method
// reads: it records a [kindError] (the input may be valid: the mistake is
// the caller's) and the cursor skips everything from then on, as after a
// syntax error. Where no value starts at all, the syntax error is reported
// instead, as Kind reports it (the methods look at the kind with PeekKind,
// which records nothing); after an error Kind finds no value either. It
// returns false.
func (r *Reader) misuse() bool {
	c := r.inner()
	if c.Kind() != 0 {
		c.SetErr(&kindError{off: c.Offset()})
	}
	return false
}

// kindError is the error of a read made where the value at the cursor is
// of another kind than the method reads.
type kindError struct{ off int }

func (e *kindError) Error() string {
	return "wire: read of the wrong kind of value at offset " + strconv.Itoa(e.off)
}

// Names is a compiled list of the member names a decoder expects in an
// object, such as the JSON names of a struct's fields, for
// [Reader.Member]. Build it once, with [NewNames], and share it.
type Names jsonwire.Names

// NewNames compiles names, which must be distinct, in the order their
// indexes will be reported.
func NewNames(names ...string) *Names {
	return (*Names)(jsonwire.NewNames(names...))
}

// Len returns the number of names.
func (n *Names) Len() int { return (*jsonwire.Names)(n).Len() }

// Name returns the name at index i.
func (n *Names) Name(i int) string { return (*jsonwire.Names)(n).Name(i) }

// Member reads the name of the object member at the cursor and the colon
// after it, leaving the cursor at the member's value. It returns the index
// in names of the name it matches, as encoding/json matches object keys to
// struct fields: the name equal to it, or else the first one equal to it
// under Unicode case folding ("NAME" and "name" match "Name"). It returns
// -1 if none does.
//
// next is the index of the name expected next (members usually come in
// order: pass the index after the last match). If the member's name is
// exactly that one, written without escapes, Member recognizes it in one
// comparison and returns nil for the name's text. So it does for the name
// that came instead of that one the last time names expected it, as where
// a document leaves out fields. Otherwise it returns the text too,
// unescaped and valid until the next read: always for a name that matches
// none (-1), for example for an "unknown field" error.
func (r *Reader) Member(names *Names, next int) (int, []byte) {
	return r.inner().Member((*jsonwire.Names)(names), next)
}

// FirstMember and NextMemberIn drive the loop of a decoder over the members
// of an object whose names it knows, [Reader.EnterObject],
// [Reader.NextMember] and [Reader.Member] in one call each:
//
//	for i, name, ok := r.FirstMember(names); ok; i, name, ok = r.NextMemberIn(names, i+1) {
//		switch i {
//		case 0: // read the value of names.Name(0)
//		case -1: // name is an unknown member's
//		}
//	}
//
// i and name are what Member returns; ok is false past the end of the
// object. Passing i+1 as next says that the member after the one just read
// is expected next (after an unknown one, -1+1, the first). In compact
// input, the comma and the expected name are recognized together, which
// saves a call per member.
//
// FirstMember steps into the object at the cursor and reads the name of
// its first member, or steps past the object if it is empty and reports
// false.
func (r *Reader) FirstMember(names *Names) (i int, name []byte, ok bool) {
	c := r.inner()
	if c.PeekKind() != '{' {
		return -1, nil, r.misuse()
	}
	return c.FirstMember((*jsonwire.Names)(names))
}

// NextMemberIn steps past the separator after an object member and reads
// the name of the next member, with next the index of the name expected
// (see [Reader.FirstMember]), or steps past the end of the object and
// reports false.
func (r *Reader) NextMemberIn(names *Names, next int) (i int, name []byte, ok bool) {
	return r.inner().MoreMember((*jsonwire.Names)(names), next)
}

// Name reads the name of the object member at the cursor and the colon
// after it, leaving the cursor at the member's value, and returns the
// name's text, unescaped as [Reader.ReadStringBytes] does.
func (r *Reader) Name() []byte {
	c := r.inner()
	name := c.ReadStringBytes()
	c.Colon()
	return name
}

// ReadStringBytes reads the string at the cursor and returns its text:
// escapes decoded, and invalid UTF-8 and unpaired surrogates replaced by
// U+FFFD as encoding/json does. The text is part of the input if the
// string needs no decoding and in r's scratch space otherwise: either way
// it is valid only until the next read, and must be copied to be kept.
func (r *Reader) ReadStringBytes() []byte {
	c := r.inner()
	if c.Peek() != '"' {
		r.misuse()
		return nil
	}
	return c.ReadStringBytes()
}

// ReadString reads the string at the cursor and returns its text as a new
// string (see [Reader.ReadStringBytes]). Like the strings Unmarshal
// decodes, a text of 2 to 64 bytes is copied into a 256-byte block that r
// shares among the strings it returns, saving their allocations; a string
// kept alive keeps its block alive.
func (r *Reader) ReadString() string {
	c := r.inner()
	if c.Peek() != '"' {
		r.misuse()
		return ""
	}
	return c.ReadString()
}

// ReadInt reads the number at the cursor as an int64. It reports false,
// having moved past the number, if the number is not an integer in int64's
// range (a fraction, an exponent, too large), the cases in which
// encoding/json reports an UnmarshalTypeError for an int64; a narrower
// type's range is the caller's to check.
func (r *Reader) ReadInt() (int64, bool) {
	c := r.inner()
	if c.PeekKind() != '0' {
		return 0, r.misuse()
	}
	return c.ReadInt()
}

// ReadUint reads the number at the cursor as a uint64, as [Reader.ReadInt]
// does; a minus sign is out of range.
func (r *Reader) ReadUint() (uint64, bool) {
	c := r.inner()
	if c.PeekKind() != '0' {
		return 0, r.misuse()
	}
	return c.ReadUint()
}

// ReadFloat reads the number at the cursor as encoding/json does into a
// float of the given bit size (32 or 64). It reports false, having moved
// past the number, if the number is beyond that type's range.
func (r *Reader) ReadFloat(bits int) (float64, bool) {
	c := r.inner()
	if c.PeekKind() != '0' {
		return 0, r.misuse()
	}
	return c.ReadFloat(bits)
}

// ReadNumber reads the number at the cursor and returns its text, part of
// the input: what a Number holds.
func (r *Reader) ReadNumber() []byte {
	c := r.inner()
	if c.PeekKind() != '0' {
		r.misuse()
		return nil
	}
	return c.ReadNumber()
}

// ReadBool reads the literal true or false at the cursor.
func (r *Reader) ReadBool() bool {
	c := r.inner()
	if k := c.PeekKind(); k != 't' && k != 'f' {
		return r.misuse()
	}
	return c.ReadBool()
}

// ReadNull reads the literal null at the cursor.
func (r *Reader) ReadNull() {
	c := r.inner()
	if c.PeekKind() != 'n' {
		r.misuse()
		return
	}
	c.Literal("null")
}

// Skip moves the cursor past the value at it, checking its syntax.
func (r *Reader) Skip() { r.inner().SkipValue() }

// ReadRaw moves the cursor past the value at it and returns its text, part
// of the input, as an UnmarshalJSON method would receive it.
func (r *Reader) ReadRaw() []byte { return r.inner().RawValue() }

// Mismatch moves the cursor past a value that does not fit the Go type
// being decoded and returns what encoding/json's UnmarshalTypeError says
// about it: its kind ("object", "array", "string", "bool" or "number"; a
// number's text is the caller's to add, as encoding/json does for values
// out of range) and the offset it reports, just past the opening bracket of
// an object or array and just past the end of anything else. For null,
// which fits every type and leaves the destination unchanged, and after a
// syntax error, it returns "".
func (r *Reader) Mismatch() (what string, offset int64) {
	what, off := r.inner().Mismatch()
	return what, int64(off)
}
