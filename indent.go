package json

import (
	"bytes"

	"github.com/zerojson/json/internal/jsonwire"
)

// HTMLEscape appends to dst the JSON-encoded src with <, >, &, U+2028 and
// U+2029 changed to \u003c, \u003e, \u0026, \u2028 and \u2029, so that the
// JSON is safe to embed inside an HTML <script> element.
func HTMLEscape(dst *bytes.Buffer, src []byte) {
	dst.Grow(len(src))
	dst.Write(jsonwire.AppendHTMLEscape(dst.AvailableBuffer(), src))
}

// Compact appends to dst the JSON-encoded src with insignificant space
// characters elided. If src is not valid JSON, nothing is appended and the
// error is a [*SyntaxError].
func Compact(dst *bytes.Buffer, src []byte) error {
	dst.Grow(len(src))
	b, err := jsonwire.AppendCompact(dst.AvailableBuffer(), src, false)
	dst.Write(b)
	return wireError(err)
}

// Indent appends to dst an indented form of the JSON-encoded src. Each
// element of an object or array begins on a new line starting with prefix
// followed by one copy of indent per level of nesting. What is appended
// starts with neither prefix nor indentation, so that it can be embedded in
// other formatted JSON. Leading space characters in src are dropped and
// trailing ones kept. If src is not valid JSON, nothing is appended and the
// error is a [*SyntaxError].
func Indent(dst *bytes.Buffer, src []byte, prefix, indent string) error {
	dst.Grow(2 * len(src))
	b, err := jsonwire.AppendIndent(dst.AvailableBuffer(), src, prefix, indent)
	dst.Write(b)
	return wireError(err)
}

// Valid reports whether data is a valid JSON encoding.
func Valid(data []byte) bool {
	return jsonwire.Valid(data) == nil
}
