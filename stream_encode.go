package json

import (
	"io"

	"github.com/zerojson/json/internal/jsonwire"
)

// Encoder writes a stream of JSON values to an [io.Writer]: each call to
// [Encoder.Encode] writes one value and a newline.
//
// Each Encode borrows its working buffer from a pool shared with [Marshal]
// and gives it back, so a new Encoder per value (the usual pattern in HTTP
// handlers) starts with a warm buffer, and a reused Encoder allocates
// nothing once values of its size have been encoded. An Encoder must not be
// used from several goroutines at once.
type Encoder struct {
	w          io.Writer
	err        error // the first write error, returned by every later Encode
	escapeHTML bool

	indented       bool // SetIndent was given a non-empty prefix or indent
	prefix, indent string
	indentBuf      []byte
}

// NewEncoder returns an [Encoder] whose output goes to w.
func NewEncoder(w io.Writer) *Encoder {
	return &Encoder{w: w, escapeHTML: true}
}

// Encode encodes v as [Marshal] does, adds a newline and hands the result to
// the writer in a single Write. When encoding fails, nothing is written.
func (enc *Encoder) Encode(v any) error {
	if enc.err != nil {
		return enc.err
	}
	e := getEncodeState(enc.escapeHTML)
	defer putEncodeState(e)
	b, err := e.encodeAny(e.buf[:0], v)
	e.buf = b
	if err != nil {
		return err
	}
	b = append(b, '\n')
	e.buf = b
	if enc.indented {
		enc.indentBuf, err = jsonwire.AppendIndent(enc.indentBuf[:0], b, enc.prefix, enc.indent)
		if err != nil {
			return err
		}
		b = enc.indentBuf
	}
	if _, err := enc.w.Write(b); err != nil {
		enc.err = err
		return err
	}
	return nil
}

// SetIndent makes later calls to [Encoder.Encode] lay out their output as
// [Indent] does with the same prefix and indent; with two empty strings the
// output is compact again.
func (enc *Encoder) SetIndent(prefix, indent string) {
	enc.prefix, enc.indent = prefix, indent
	enc.indented = prefix != "" || indent != ""
}

// SetEscapeHTML turns the escaping of '<', '>' and '&' in strings (as
// \u003c, \u003e and \u0026) on or off. It is on for a new Encoder, which
// keeps the output safe to put in HTML. The setting covers what
// [MarshalAppender] and [Marshaler] implementations write as well.
func (enc *Encoder) SetEscapeHTML(on bool) {
	enc.escapeHTML = on
}
