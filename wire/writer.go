package wire

import (
	"encoding/json"
	"time"

	"github.com/zerojson/json/internal/jsonwire"
)

// UnsupportedValueError is encoding/json's [json.UnsupportedValueError],
// which [Writer] returns for a NaN or infinite float, with Str set to
// "NaN", "+Inf" or "-Inf" as encoding/json sets it, and package json also
// for a cycle of pointers, maps or slices.
type UnsupportedValueError = json.UnsupportedValueError

// A Writer appends JSON text to a byte slice token by token, with the
// bytes [github.com/zerojson/json.Marshal] writes for the same value under
// the same options: whether to escape '<', '>' and '&' in strings
// ([Writer.SetEscapeHTML]) and how to indent ([Writer.SetIndent]).
//
// The caller says what to write, and the Writer writes the punctuation
// between: the commas between members and elements, the colon after a
// name, and, when indenting, the line breaks, prefixes and indents that
// [github.com/zerojson/json.MarshalIndent] writes for the same value. An
// object is written as [Writer.BeginObject], then for each member
// [Writer.Name] followed by one value, then [Writer.EndObject]; an array as
// [Writer.BeginArray], the elements, and [Writer.EndArray]. A value is one
// call of a value method (String, Int, Float64, Raw, ...) or a whole
// object or array.
//
// The Writer checks the sequence of calls only as far as it costs nothing:
// a wrong sequence (EndObject without BeginObject, a value where a name is
// due, a name in an array, two top-level values) writes invalid JSON
// without an error. The caller writes exactly one top-level value; to write
// another, start again with [Writer.Reset]. Methods that can fail (a float
// that is not finite, a time that cannot be formatted, a raw value that is
// not valid JSON) write nothing when they do, not even the comma, and leave
// the Writer as it was, so that the caller may write something else or
// give up.
//
// The Writer appends to the slice it was given and returns the result from
// [Writer.Bytes]. It allocates nothing except when the slice must grow,
// for the errors it returns, and when checking a value for
// [Writer.RawChecked] that nests more than 64 levels deep. Like
// [github.com/zerojson/json.MarshalAppend], it may overwrite the bytes of
// the slice's capacity beyond the length it has written so far: numbers
// and member names are written with word-sized stores that can run past
// their end, and a method that fails leaves there what it had written.
//
// The zero Writer is ready to use, with Marshal's options (HTML escaping
// on, no indentation) and a nil slice. [NewWriter] allocates a Writer; a
// Writer value, for instance a field of a longer-lived struct, can be
// reused for any number of values with [Writer.Reset], which keeps its
// options.
//
// A Writer must not be used by several goroutines at once.
type Writer jsonwire.Writer

// inner returns w as the writer it is (Writer is defined as
// jsonwire.Writer, which implements it).
func (w *Writer) inner() *jsonwire.Writer { return (*jsonwire.Writer)(w) }

// NewWriter returns a Writer that appends to dst, with the options of
// [github.com/zerojson/json.Marshal]: HTML escaping on and no
// indentation. It allocates the Writer; a Writer value needs no
// constructor and can be reused with [Writer.Reset].
func NewWriter(dst []byte) *Writer {
	w := new(Writer)
	w.Reset(dst)
	return w
}

// Reset makes w write a new value, appended to dst, with the options it
// has: what w wrote before is forgotten, and [Writer.Bytes] returns dst.
func (w *Writer) Reset(dst []byte) {
	w.inner().Reset(dst)
}

// SetEscapeHTML sets whether strings, names and raw values are written
// with '<', '>' and '&' escaped as \u003c, \u003e and \u0026, as
// [github.com/zerojson/json.Encoder.SetEscapeHTML] does. It is on for a new
// Writer, as for Marshal. It takes effect from the next token on.
func (w *Writer) SetEscapeHTML(on bool) {
	w.inner().SetEscapeHTML(on)
}

// EscapeHTML reports whether w escapes '<', '>' and '&' (see
// [Writer.SetEscapeHTML]).
func (w *Writer) EscapeHTML() bool {
	return w.inner().EscapeHTML()
}

// SetIndent makes w lay out what it writes as
// [github.com/zerojson/json.Encoder.SetIndent] does with the same prefix
// and indent: each member and element on a new line starting with prefix
// and one copy of indent per enclosing object or array, ": " after names,
// empty objects and arrays as {} and [], and no prefix before the first
// line. With two empty strings the output is compact, as for a new Writer.
// Set it before writing a value: a change in the middle of one lays out
// the rest differently.
//
// The output is that of MarshalIndent with the same prefix and indent,
// except for two empty strings, with which MarshalIndent still breaks
// lines and the Writer, like the Encoder, does not.
func (w *Writer) SetIndent(prefix, indent string) {
	w.inner().SetIndent(prefix, indent)
}

// Indent returns the prefix and indent set by [Writer.SetIndent]; both are
// empty when w writes compact JSON.
func (w *Writer) Indent() (prefix, indent string) {
	return w.inner().Indent()
}

// Bytes returns the slice w was given with everything written since
// appended to it. It is the JSON value once the value is complete. The
// slice shares its array with w: writing more may overwrite the bytes
// beyond its length.
func (w *Writer) Bytes() []byte {
	return w.inner().Bytes()
}

// BeginObject starts an object: the next calls write its members, each a
// [Writer.Name] and a value, and [Writer.EndObject] ends it.
func (w *Writer) BeginObject() {
	w.inner().BeginObject()
}

// EndObject ends the object that the last unmatched [Writer.BeginObject]
// started.
func (w *Writer) EndObject() {
	w.inner().EndObject()
}

// BeginArray starts an array: the next calls write its elements, and
// [Writer.EndArray] ends it.
func (w *Writer) BeginArray() {
	w.inner().BeginArray()
}

// EndArray ends the array that the last unmatched [Writer.BeginArray]
// started.
func (w *Writer) EndArray() {
	w.inner().EndArray()
}

// Name writes the name of an object member, quoted as Marshal quotes a
// field name or map key under w's escaping option, and the colon after it
// (": " when indenting). The member's value is written next.
func (w *Writer) Name(name string) {
	w.inner().Name(name)
}

// Member writes the name at index i of names, as [Writer.Name] writes it,
// from the encodings [NewNames] prepared. Code that writes the members of a
// struct can share one [Names] with the code that reads them. No name is
// quoted at run time, which makes Member faster than Name.
func (w *Writer) Member(names *Names, i int) {
	// Quoting the names at run time was 29% of writing a small object (BenchmarkWriter).
	w.inner().Member((*jsonwire.Names)(names), i)
}

// String writes s as a JSON string, exactly as Marshal writes a Go string
// under w's escaping option: quotes, backslashes and control characters
// escaped, '<', '>' and '&' escaped if HTML escaping is on, U+2028 and
// U+2029 always escaped, and each byte of invalid UTF-8 written as \ufffd.
func (w *Writer) String(s string) {
	w.inner().String(s)
}

// StringBytes is [Writer.String] for text held in a byte slice, which it
// writes without converting it to a string. It is not Marshal's encoding
// of a []byte, which is base64 text.
func (w *Writer) StringBytes(b []byte) {
	w.inner().StringBytes(b)
}

// Int writes x as a JSON number, as Marshal writes any signed integer.
func (w *Writer) Int(x int64) {
	w.inner().Int(x)
}

// Uint writes x as a JSON number, as Marshal writes any unsigned integer.
func (w *Writer) Uint(x uint64) {
	w.inner().Uint(x)
}

// Bool writes true or false.
func (w *Writer) Bool(b bool) {
	w.inner().Bool(b)
}

// Null writes null, as Marshal writes a nil pointer, slice, map or
// interface.
func (w *Writer) Null() {
	w.inner().Null()
}

// Float64 writes f as Marshal writes a float64: the shortest decimal that
// reads back as f, in exponent form only below 1e-6 or from 1e21 on. A NaN
// or an infinity has no JSON form: Float64 then writes nothing and returns
// the [*UnsupportedValueError] Marshal returns, with Str "NaN", "+Inf" or
// "-Inf".
func (w *Writer) Float64(f float64) error {
	return w.inner().Float64(f)
}

// Float32 writes f as Marshal writes a float32, which is not as
// [Writer.Float64] writes float64(f): the shortest decimal that reads back
// as the float32, so float32(0.1) is 0.1, not 0.10000000149011612. A NaN or
// an infinity writes nothing and returns an [*UnsupportedValueError], as
// for Float64.
func (w *Writer) Float32(f float32) error {
	return w.inner().Float32(f)
}

// Time writes t as Marshal writes a [time.Time], which is what
// [time.Time.MarshalJSON] returns: a quoted RFC 3339 timestamp with the
// fraction of a second trimmed of trailing zeros. For a time MarshalJSON
// cannot write (a year outside [0,9999], or a zone offset of a day or
// more) Time writes nothing and returns MarshalJSON's error; Marshal
// returns it wrapped in a [github.com/zerojson/json.MarshalerError].
func (w *Writer) Time(t time.Time) error {
	return w.inner().Time(t)
}

// Raw writes value, which must be one valid and compact JSON value, and
// which it trusts: it is copied as it is, as Marshal copies what a
// MarshalAppendJSON method appends (see
// [github.com/zerojson/json.MarshalAppender]). As with that output, '<',
// '>', '&', U+2028 and U+2029 in value are escaped if HTML escaping is on,
// and when indenting value is laid out at the depth where it is written,
// exactly as MarshalIndent lays it out. Raw does not check value; invalid
// JSON makes the output invalid. Use [Writer.RawChecked] for a value from
// elsewhere.
func (w *Writer) Raw(value []byte) {
	w.inner().Raw(value)
}

// AppendValue writes one value that f appends to the Writer's buffer, as a
// [github.com/zerojson/json.MarshalAppender] appends to the encoder's: f is
// given the buffer and returns it extended by exactly one valid, compact
// JSON value, which is trusted, then escaped for HTML and laid out as
// [Writer.Raw] does. If f returns an error, nothing is written and
// AppendValue returns it. The value is laid out in place when the Writer
// does not indent; when it does, through scratch space the Writer keeps.
func (w *Writer) AppendValue(f func(dst []byte) ([]byte, error)) error {
	return w.inner().AppendValue(f)
}

// AppendCompact writes one value that f appends to the Writer's buffer,
// with the escaping already done. f is given the buffer and w's escaping
// option, and returns the buffer extended by exactly one valid, compact
// JSON value whose strings and names are escaped as that option says
// ([AppendString] escapes them so). The value is trusted as it is: it is
// not looked at again, except to be laid out when w indents, as
// [Writer.Raw] lays out a value. If f returns an error, nothing is written
// and AppendCompact returns it.
//
// It is the fast way for code that writes a type it knows. f writes the
// member names, commas and braces of a struct as constant text, its
// numbers with [AppendInt] or strconv, its strings with AppendString, and
// the values of other types it knows by calling their appending functions
// directly. With no call per token, that is faster than the token methods
// and than the reflective encoder.
func (w *Writer) AppendCompact(f func(dst []byte, escapeHTML bool) ([]byte, error)) error {
	// No call per token: the stripe Customer took 24% fewer instructions than with the token methods.
	return w.inner().AppendCompact(f)
}

// AppendInt appends x to dst as Marshal writes a signed integer, which is
// what strconv.AppendInt(dst, x, 10) appends, for the values written with
// [Writer.AppendCompact]. It is faster than strconv.AppendInt, and unlike
// it may overwrite up to eight bytes of the capacity of dst beyond the
// returned length, as the Writer does.
func AppendInt(dst []byte, x int64) []byte { return jsonwire.AppendInt(dst, x) }

// AppendUint is [AppendInt] for unsigned integers.
func AppendUint(dst []byte, x uint64) []byte { return jsonwire.AppendUint(dst, x) }

// AppendString appends s to dst as a JSON string, exactly as Marshal
// writes a Go string: escaping '<', '>' and '&' if escapeHTML is set, as
// [Writer.String] does under a Writer's escaping option. It is for the
// values written with [Writer.AppendCompact]. Like strconv's Append
// functions it writes nothing into the capacity of dst beyond the returned
// length.
func AppendString(dst []byte, s string, escapeHTML bool) []byte {
	return jsonwire.AppendQuote(dst, s, escapeHTML)
}

// RawChecked writes value, JSON from a source that is not trusted, as
// Marshal writes what a MarshalJSON method returns (see
// [github.com/zerojson/json.Marshaler]): it checks that value is one valid
// JSON value, removes the whitespace between its tokens, as
// [github.com/zerojson/json.Compact] does, escapes it for HTML if escaping
// is on, and lays it out when indenting.
//
// If value is not valid JSON, RawChecked writes nothing and returns the
// [*SyntaxError] that Compact returns for it, whose Offset is 0 (as
// encoding/json's is); Marshal returns it wrapped in a
// [github.com/zerojson/json.MarshalerError].
func (w *Writer) RawChecked(value []byte) error {
	return w.inner().RawChecked(value)
}
