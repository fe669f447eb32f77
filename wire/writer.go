package wire

import (
	"encoding/json"
	"math"
	"reflect"
	"time"
	"unsafe"

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
type Writer struct {
	buf []byte // everything written so far, after the caller's bytes

	// Options. HTML escaping is stored negated so that the zero Writer
	// has Marshal's default.
	noEscapeHTML   bool
	indented       bool // prefix or indent is set
	prefix, indent string

	// Where the next token goes. Closing an object or array always leaves
	// its parent with a value written, so two flags for the innermost open
	// level are all the state there is, whatever the depth.
	depth int  // the number of open objects and arrays
	more  bool // something was written at this level: the next member or element needs a comma
	named bool // a name was just written: its value follows the colon

	scratch []byte // for AppendValue's indenting

	// owner is the encoding state of package json that hands the Writer
	// to MarshalJSONWire methods, which its functions for those methods
	// find here (see jsonwire.WriterOwner); nil for a Writer of a user's.
	owner unsafe.Pointer
}

func init() {
	jsonwire.WriterOwner = func(w unsafe.Pointer) *unsafe.Pointer { return &(*Writer)(w).owner }
}

// TODO: decide whether Writer should count the depth against
// encoding/json's limit of 10000 nested levels: MarshalIndent fails on a
// value nested deeper (Indent checks it), Marshal does not, and the Writer
// never does.

// NewWriter returns a Writer that appends to dst, with the options of
// [github.com/zerojson/json.Marshal]: HTML escaping on and no
// indentation. It allocates the Writer; a Writer value needs no
// constructor and can be reused with [Writer.Reset].
func NewWriter(dst []byte) *Writer {
	return &Writer{buf: dst}
}

// Reset makes w write a new value, appended to dst, with the options it
// has: what w wrote before is forgotten, and [Writer.Bytes] returns dst.
func (w *Writer) Reset(dst []byte) {
	w.buf = dst
	w.depth = 0
	w.more = false
	w.named = false
}

// SetEscapeHTML sets whether strings, names and raw values are written
// with '<', '>' and '&' escaped as \u003c, \u003e and \u0026, as
// [github.com/zerojson/json.Encoder.SetEscapeHTML] does. It is on for a new
// Writer, as for Marshal. It takes effect from the next token on.
func (w *Writer) SetEscapeHTML(on bool) {
	w.noEscapeHTML = !on
}

// EscapeHTML reports whether w escapes '<', '>' and '&' (see
// [Writer.SetEscapeHTML]).
func (w *Writer) EscapeHTML() bool {
	return !w.noEscapeHTML
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
	// TODO: decide whether to offer MarshalIndent's layout for an empty
	// prefix and indent (line breaks without indentation); Encoder's
	// meaning of "" "" was chosen because a Writer, like an Encoder, is
	// configured once and then reused.
	w.prefix, w.indent = prefix, indent
	w.indented = prefix != "" || indent != ""
}

// Indent returns the prefix and indent set by [Writer.SetIndent]; both are
// empty when w writes compact JSON.
func (w *Writer) Indent() (prefix, indent string) {
	return w.prefix, w.indent
}

// Bytes returns the slice w was given with everything written since
// appended to it. It is the JSON value once the value is complete. The
// slice shares its array with w: writing more may overwrite the bytes
// beyond its length.
func (w *Writer) Bytes() []byte {
	return w.buf
}

// BeginObject starts an object: the next calls write its members, each a
// [Writer.Name] and a value, and [Writer.EndObject] ends it.
func (w *Writer) BeginObject() {
	w.separate()
	w.put('{')
	w.depth++
	w.more = false
}

// EndObject ends the object that the last unmatched [Writer.BeginObject]
// started.
func (w *Writer) EndObject() {
	w.end('}')
}

// BeginArray starts an array: the next calls write its elements, and
// [Writer.EndArray] ends it.
func (w *Writer) BeginArray() {
	w.separate()
	w.put('[')
	w.depth++
	w.more = false
}

// EndArray ends the array that the last unmatched [Writer.BeginArray]
// started.
func (w *Writer) EndArray() {
	w.end(']')
}

// end writes the closing bracket c of the innermost open object or array,
// on a line of its own if it has members or elements and w indents.
func (w *Writer) end(c byte) {
	w.depth--
	if w.more && w.indented {
		w.newline()
	}
	w.put(c)
	w.more = true
	w.named = false
}

// Name writes the name of an object member, quoted as Marshal quotes a
// field name or map key under w's escaping option, and the colon after it
// (": " when indenting). The member's value is written next.
func (w *Writer) Name(name string) {
	w.separate()
	w.set(jsonwire.AppendQuote(w.buf, name, !w.noEscapeHTML))
	if w.indented {
		w.set(append(w.buf, ':', ' '))
	} else {
		w.put(':')
	}
	w.named = true
}

// Member writes the name at index i of names, as [Writer.Name] writes it,
// from the encodings [NewNames] prepared: code that writes the members of a
// struct shares one [Names] with the code that reads them, and quotes no
// name at run time (quoting the names was a third of the time of writing a
// small object with Name).
func (w *Writer) Member(names *Names, i int) {
	if w.indented || w.named {
		w.memberSlow(names, i)
		return
	}
	// The common case in one copy: the comma comes with the name.
	enc := (*jsonwire.Names)(names).Encoded(i, !w.noEscapeHTML) // ,"name":
	if !w.more {
		enc = enc[1:]
	}
	w.set(jsonwire.AppendEncoded(w.buf, enc))
	w.more, w.named = true, true
}

// memberSlow is Member when indenting, or after a name (a wrong sequence
// of calls, written as Name writes it).
func (w *Writer) memberSlow(names *Names, i int) {
	enc := (*jsonwire.Names)(names).Encoded(i, !w.noEscapeHTML)
	w.separate()
	w.set(append(w.buf, enc[1:]...))
	if w.indented {
		w.put(' ')
	}
	w.named = true
}

// String writes s as a JSON string, exactly as Marshal writes a Go string
// under w's escaping option: quotes, backslashes and control characters
// escaped, '<', '>' and '&' escaped if HTML escaping is on, U+2028 and
// U+2029 always escaped, and each byte of invalid UTF-8 written as \ufffd.
func (w *Writer) String(s string) {
	w.separate()
	w.set(jsonwire.AppendQuote(w.buf, s, !w.noEscapeHTML))
}

// StringBytes is [Writer.String] for text held in a byte slice, which it
// writes without converting it to a string. It is not Marshal's encoding
// of a []byte, which is base64 text.
func (w *Writer) StringBytes(b []byte) {
	w.separate()
	w.set(jsonwire.AppendQuoteBytes(w.buf, b, !w.noEscapeHTML))
}

// Int writes x as a JSON number, as Marshal writes any signed integer.
func (w *Writer) Int(x int64) {
	w.separate()
	w.set(jsonwire.AppendInt(w.buf, x))
}

// Uint writes x as a JSON number, as Marshal writes any unsigned integer.
func (w *Writer) Uint(x uint64) {
	w.separate()
	w.set(jsonwire.AppendUint(w.buf, x))
}

// Bool writes true or false.
func (w *Writer) Bool(b bool) {
	w.separate()
	if b {
		w.set(append(w.buf, "true"...))
	} else {
		w.set(append(w.buf, "false"...))
	}
}

// Null writes null, as Marshal writes a nil pointer, slice, map or
// interface.
func (w *Writer) Null() {
	w.separate()
	w.set(append(w.buf, "null"...))
}

// Float64 writes f as Marshal writes a float64: the shortest decimal that
// reads back as f, in exponent form only below 1e-6 or from 1e21 on. A NaN
// or an infinity has no JSON form: Float64 then writes nothing and returns
// the [*UnsupportedValueError] Marshal returns, with Str "NaN", "+Inf" or
// "-Inf".
func (w *Writer) Float64(f float64) error {
	if math.IsNaN(f) || math.IsInf(f, 0) {
		return &UnsupportedValueError{Value: reflect.ValueOf(f), Str: jsonwire.FloatError(f, 64)}
	}
	w.separate()
	w.set(jsonwire.AppendFloat64(w.buf, f))
	return nil
}

// Float32 writes f as Marshal writes a float32, which is not as
// [Writer.Float64] writes float64(f): the shortest decimal that reads back
// as the float32, so float32(0.1) is 0.1, not 0.10000000149011612. A NaN or
// an infinity writes nothing and returns an [*UnsupportedValueError], as
// for Float64.
func (w *Writer) Float32(f float32) error {
	if g := float64(f); math.IsNaN(g) || math.IsInf(g, 0) {
		return &UnsupportedValueError{Value: reflect.ValueOf(f), Str: jsonwire.FloatError(g, 32)}
	}
	w.separate()
	w.set(jsonwire.AppendFloat(w.buf, float64(f), 32))
	return nil
}

// Time writes t as Marshal writes a [time.Time], which is what
// [time.Time.MarshalJSON] returns: a quoted RFC 3339 timestamp with the
// fraction of a second trimmed of trailing zeros. For a time MarshalJSON
// cannot write (a year outside [0,9999], or a zone offset of a day or
// more) Time writes nothing and returns MarshalJSON's error; Marshal
// returns it wrapped in a [github.com/zerojson/json.MarshalerError].
func (w *Writer) Time(t time.Time) error {
	n, more, named := len(w.buf), w.more, w.named
	w.separate()
	b, err := jsonwire.AppendTime(w.buf, t)
	if err != nil {
		w.buf, w.more, w.named = w.buf[:n], more, named
		return err
	}
	w.buf = b
	return nil
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
	w.separate()
	if w.indented {
		// Escaped as it is laid out: the prefix and indent must not be.
		w.set(jsonwire.AppendIndentTrusted(w.buf, value, w.prefix, w.indent, w.depth, !w.noEscapeHTML))
		return
	}
	start := len(w.buf)
	w.set(append(w.buf, value...))
	if !w.noEscapeHTML {
		w.set(jsonwire.EscapeHTMLFrom(w.buf, start))
	}
}

// AppendValue writes one value that f appends to the Writer's buffer, as a
// [github.com/zerojson/json.MarshalAppender] appends to the encoder's: f is
// given the buffer and returns it extended by exactly one valid, compact
// JSON value, which is trusted, then escaped for HTML and laid out as
// [Writer.Raw] does. If f returns an error, nothing is written and
// AppendValue returns it. The value is laid out in place when the Writer
// does not indent; when it does, through scratch space the Writer keeps.
func (w *Writer) AppendValue(f func(dst []byte) ([]byte, error)) error {
	return w.appendValue(!w.noEscapeHTML, f)
}

// appendValue writes one value that f appends to the buffer, compact and
// valid, escaping its strings for HTML afterwards if escape is set, and
// laying it out when w indents. If f fails, w is left as it was.
func (w *Writer) appendValue(escape bool, f func(dst []byte) ([]byte, error)) error {
	n, more, named := len(w.buf), w.more, w.named
	w.separate()
	start := len(w.buf)
	b, err := f(w.buf)
	if err != nil {
		w.buf, w.more, w.named = w.buf[:n], more, named
		return err
	}
	switch {
	case w.indented:
		w.scratch = append(w.scratch[:0], b[start:]...)
		b = jsonwire.AppendIndentTrusted(b[:start], w.scratch, w.prefix, w.indent, w.depth, escape)
	case escape:
		b = jsonwire.EscapeHTMLFrom(b, start)
	}
	w.buf = b
	return nil
}

// AppendCompact writes one value that f appends to the Writer's buffer
// with the escaping already done: f is given the buffer and w's escaping
// option, and returns the buffer extended by exactly one valid, compact
// JSON value whose strings and names are escaped as that option says
// ([AppendString] does it). The value is trusted as it is, not looked at
// again, except to be laid out when w indents, as [Writer.Raw] lays out a
// value. If f returns an error, nothing is written and AppendCompact
// returns it.
//
// It is the fast way for code that writes a type it knows: the member
// names, commas and braces of a struct as constant text, its numbers with
// strconv, its strings with AppendString, and the values of the types it
// also knows by calling their appending functions directly, with no call
// per token. Against the token methods, that took Marshal of the goser
// AccessLog (bench/wiretypes) from 8,384 instructions to 7,071 and of the
// stripe Customer from 35,216 to 26,619, below the 7,437 and 32,937 of the
// reflective encoder.
func (w *Writer) AppendCompact(f func(dst []byte, escapeHTML bool) ([]byte, error)) error {
	escapeHTML := !w.noEscapeHTML
	return w.appendValue(false, func(dst []byte) ([]byte, error) { return f(dst, escapeHTML) })
}

// AppendInt appends x to dst as Marshal writes a signed integer, which is
// what strconv.AppendInt(dst, x, 10) appends, for the values written with
// [Writer.AppendCompact]. It is faster (digits in blocks of eight, stored
// a word at a time: a ten-digit number takes about 55 instructions to
// strconv's 200) and, unlike strconv, may overwrite up to eight bytes of
// the capacity of dst beyond the returned length, as the Writer does.
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
	// TODO: decide whether to report the offset Valid finds rather than
	// Compact's 0; 0 is what Marshal wraps for a MarshalJSON method, which
	// is what generated code replacing one must reproduce.
	if w.indented {
		if jsonwire.Valid(value) != nil {
			_, err := jsonwire.AppendCompact(nil, value, false) // the error, with Compact's offset
			return err
		}
		w.Raw(value) // now known to be valid; indenting drops its whitespace
		return nil
	}
	n, more, named := len(w.buf), w.more, w.named
	w.separate()
	b, err := jsonwire.AppendCompact(w.buf, value, !w.noEscapeHTML)
	if err != nil {
		w.buf, w.more, w.named = w.buf[:n], more, named
		return err
	}
	w.buf = b
	return nil
}

// set makes b, which extends w's buffer, the buffer. When b is in the same
// array (there was room), only the length is stored: storing the slice
// header whole writes a pointer, and that costs a write barrier whenever a
// garbage collection is running, which was a fifth of the time of writing
// the stripe Customer with a collection running (bench/wiretypes).
// Appending in place never changes the capacity, and growing always does.
func (w *Writer) set(b []byte) {
	if cap(b) == cap(w.buf) {
		w.buf = w.buf[:len(b)]
		return
	}
	w.buf = b
}

// put appends c, storing only the length when there is room, as set does.
func (w *Writer) put(c byte) {
	if n := len(w.buf); n < cap(w.buf) {
		w.buf = w.buf[:n+1]
		w.buf[n] = c
		return
	}
	w.buf = append(w.buf, c)
}

// separate writes what goes before a name, or before a value that does
// not follow a name: a comma unless it is the first at its level, and
// when indenting the line break and indentation of a member or element.
func (w *Writer) separate() {
	if w.named {
		w.named = false
		return
	}
	if w.more {
		w.put(',')
	}
	w.more = true
	if w.indented && w.depth > 0 {
		w.newline()
	}
}

// newline writes a line break, the prefix and one indent per open object
// or array.
func (w *Writer) newline() {
	w.put('\n')
	w.set(append(w.buf, w.prefix...))
	for range w.depth {
		w.set(append(w.buf, w.indent...))
	}
}
