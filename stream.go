package json

import (
	"io"

	"github.com/zerojson/json/internal/jsonwire"
)

// An Encoder writes JSON values to an output stream, one per call to
// [Encoder.Encode], each followed by a newline.
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

	indentBuf                 []byte
	indentPrefix, indentValue string
}

// NewEncoder returns a new encoder that writes to w.
func NewEncoder(w io.Writer) *Encoder {
	return &Encoder{w: w, escapeHTML: true}
}

// Encode writes the JSON encoding of v to the stream, followed by a newline,
// with one call to the writer. See [Marshal] for how values are encoded.
// If encoding fails, nothing is written.
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
	if enc.indentPrefix != "" || enc.indentValue != "" {
		enc.indentBuf, err = jsonwire.AppendIndent(enc.indentBuf[:0], b, enc.indentPrefix, enc.indentValue)
		if err != nil {
			return wireError(err)
		}
		b = enc.indentBuf
	}
	if _, err := enc.w.Write(b); err != nil {
		enc.err = err
		return err
	}
	return nil
}

// SetIndent instructs the encoder to format each subsequent encoded value as
// if indented by [Indent] with prefix and indent. Calling SetIndent("", "")
// disables indentation.
func (enc *Encoder) SetIndent(prefix, indent string) {
	enc.indentPrefix = prefix
	enc.indentValue = indent
}

// SetEscapeHTML specifies whether problematic HTML characters should be
// escaped inside JSON strings. The default is to escape &, <, and > as
// \u0026, \u003c, and \u003e, so that the JSON is safe to embed in HTML.
// The setting applies to the output of [MarshalAppender] and [Marshaler]
// implementations too.
func (enc *Encoder) SetEscapeHTML(on bool) {
	enc.escapeHTML = on
}
