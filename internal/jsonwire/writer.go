package jsonwire

import (
	"math"
	"reflect"
	"time"
)

// This file is the writing half of the wire layer: the Writer that package
// wire exports (as wire.Writer, whose documentation is the reference) and
// that package json hands to the methods it calls. The reading half is
// reader.go.

// Writer appends JSON text to a byte slice token by token, with the bytes
// package json's Marshal writes for the same value under the same options.
// See wire.Writer.
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

	// session is the encoding of package json that the Writer belongs
	// to, if package json handed it to a method; nil for a Writer of a
	// user's (see session.go).
	session *Encoding
}

// TODO: decide whether Writer should count the depth against
// encoding/json's limit of 10000 nested levels: MarshalIndent fails on a
// value nested deeper (Indent checks it), Marshal does not, and the Writer
// never does.

// Reset: see wire.Writer.Reset.
func (w *Writer) Reset(dst []byte) {
	w.buf = dst
	w.depth = 0
	w.more = false
	w.named = false
}

// SetEscapeHTML: see wire.Writer.SetEscapeHTML.
func (w *Writer) SetEscapeHTML(on bool) {
	w.noEscapeHTML = !on
}

// EscapeHTML: see wire.Writer.EscapeHTML.
func (w *Writer) EscapeHTML() bool {
	return !w.noEscapeHTML
}

// SetIndent: see wire.Writer.SetIndent.
func (w *Writer) SetIndent(prefix, indent string) {
	// TODO: decide whether to offer MarshalIndent's layout for an empty
	// prefix and indent (line breaks without indentation); Encoder's
	// meaning of "" "" was chosen because a Writer, like an Encoder, is
	// configured once and then reused.
	w.prefix, w.indent = prefix, indent
	w.indented = prefix != "" || indent != ""
}

// Indent: see wire.Writer.Indent.
func (w *Writer) Indent() (prefix, indent string) {
	return w.prefix, w.indent
}

// Bytes: see wire.Writer.Bytes.
func (w *Writer) Bytes() []byte {
	return w.buf
}

// BeginObject: see wire.Writer.BeginObject.
func (w *Writer) BeginObject() {
	w.separate()
	w.put('{')
	w.depth++
	w.more = false
}

// EndObject: see wire.Writer.EndObject.
func (w *Writer) EndObject() {
	w.end('}')
}

// BeginArray: see wire.Writer.BeginArray.
func (w *Writer) BeginArray() {
	w.separate()
	w.put('[')
	w.depth++
	w.more = false
}

// EndArray: see wire.Writer.EndArray.
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

// Name: see wire.Writer.Name.
func (w *Writer) Name(name string) {
	w.separate()
	w.set(AppendQuote(w.buf, name, !w.noEscapeHTML))
	if w.indented {
		w.set(append(w.buf, ':', ' '))
	} else {
		w.put(':')
	}
	w.named = true
}

// Member: see wire.Writer.Member.
func (w *Writer) Member(names *Names, i int) {
	if w.indented || w.named {
		w.memberSlow(names, i)
		return
	}
	// The common case in one copy: the comma comes with the name.
	enc := (*Names)(names).Encoded(i, !w.noEscapeHTML) // ,"name":
	if !w.more {
		enc = enc[1:]
	}
	w.set(AppendEncoded(w.buf, enc))
	w.more, w.named = true, true
}

// memberSlow is Member when indenting, or after a name (a wrong sequence
// of calls, written as Name writes it).
func (w *Writer) memberSlow(names *Names, i int) {
	enc := (*Names)(names).Encoded(i, !w.noEscapeHTML)
	w.separate()
	w.set(append(w.buf, enc[1:]...))
	if w.indented {
		w.put(' ')
	}
	w.named = true
}

// String: see wire.Writer.String.
func (w *Writer) String(s string) {
	w.separate()
	w.set(AppendQuote(w.buf, s, !w.noEscapeHTML))
}

// StringBytes: see wire.Writer.StringBytes.
func (w *Writer) StringBytes(b []byte) {
	w.separate()
	w.set(AppendQuoteBytes(w.buf, b, !w.noEscapeHTML))
}

// Int: see wire.Writer.Int.
func (w *Writer) Int(x int64) {
	w.separate()
	w.set(AppendInt(w.buf, x))
}

// Uint: see wire.Writer.Uint.
func (w *Writer) Uint(x uint64) {
	w.separate()
	w.set(AppendUint(w.buf, x))
}

// Bool: see wire.Writer.Bool.
func (w *Writer) Bool(b bool) {
	w.separate()
	if b {
		w.set(append(w.buf, "true"...))
	} else {
		w.set(append(w.buf, "false"...))
	}
}

// Null: see wire.Writer.Null.
func (w *Writer) Null() {
	w.separate()
	w.set(append(w.buf, "null"...))
}

// Float64: see wire.Writer.Float64.
func (w *Writer) Float64(f float64) error {
	if math.IsNaN(f) || math.IsInf(f, 0) {
		return &UnsupportedValueError{Value: reflect.ValueOf(f), Str: FloatError(f, 64)}
	}
	w.separate()
	w.set(AppendFloat64(w.buf, f))
	return nil
}

// Float32: see wire.Writer.Float32.
func (w *Writer) Float32(f float32) error {
	if g := float64(f); math.IsNaN(g) || math.IsInf(g, 0) {
		return &UnsupportedValueError{Value: reflect.ValueOf(f), Str: FloatError(g, 32)}
	}
	w.separate()
	w.set(AppendFloat(w.buf, float64(f), 32))
	return nil
}

// Time: see wire.Writer.Time.
func (w *Writer) Time(t time.Time) error {
	n, more, named := len(w.buf), w.more, w.named
	w.separate()
	b, err := AppendTime(w.buf, t)
	if err != nil {
		w.buf, w.more, w.named = w.buf[:n], more, named
		return err
	}
	w.buf = b
	return nil
}

// Raw: see wire.Writer.Raw.
func (w *Writer) Raw(value []byte) {
	w.separate()
	if w.indented {
		// Escaped as it is laid out: the prefix and indent must not be.
		w.set(AppendIndentTrusted(w.buf, value, w.prefix, w.indent, w.depth, !w.noEscapeHTML))
		return
	}
	start := len(w.buf)
	w.set(append(w.buf, value...))
	if !w.noEscapeHTML {
		w.set(EscapeHTMLFrom(w.buf, start))
	}
}

// AppendValue: see wire.Writer.AppendValue.
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
		b = AppendIndentTrusted(b[:start], w.scratch, w.prefix, w.indent, w.depth, escape)
	case escape:
		b = EscapeHTMLFrom(b, start)
	}
	w.buf = b
	return nil
}

// AppendCompact: see wire.Writer.AppendCompact.
func (w *Writer) AppendCompact(f func(dst []byte, escapeHTML bool) ([]byte, error)) error {
	escapeHTML := !w.noEscapeHTML
	return w.appendValue(false, func(dst []byte) ([]byte, error) { return f(dst, escapeHTML) })
}

// RawChecked: see wire.Writer.RawChecked.
func (w *Writer) RawChecked(value []byte) error {
	// TODO: decide whether to report the offset Valid finds rather than
	// Compact's 0; 0 is what Marshal wraps for a MarshalJSON method, which
	// is what generated code replacing one must reproduce.
	if w.indented {
		if Valid(value) != nil {
			_, err := AppendCompact(nil, value, false) // the error, with Compact's offset
			return err
		}
		w.Raw(value) // now known to be valid; indenting drops its whitespace
		return nil
	}
	n, more, named := len(w.buf), w.more, w.named
	w.separate()
	b, err := AppendCompact(w.buf, value, !w.noEscapeHTML)
	if err != nil {
		w.buf, w.more, w.named = w.buf[:n], more, named
		return err
	}
	w.buf = b
	return nil
}

// set makes b, which extends w's buffer, the buffer.
func (w *Writer) set(b []byte) {
	// When b is in the same array (there was room), only the length is
	// stored: the whole header writes a pointer, with a write barrier while
	// the collector runs, a fifth of writing the stripe Customer then.
	// Appending in place never changes the capacity; growing always does.
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
