package json

import (
	"bytes"

	"github.com/zerojson/json/internal/jsonwire"
)

// HTMLEscape writes src to dst with every '<', '>', '&', U+2028 and U+2029
// replaced by its \u escape, which makes encoded JSON safe to place inside
// an HTML <script> element. It does not check that src is valid JSON.
func HTMLEscape(dst *bytes.Buffer, src []byte) {
	dst.Grow(len(src))
	dst.Write(jsonwire.AppendHTMLEscape(dst.AvailableBuffer(), src))
}

// Compact writes src to dst without the whitespace between tokens. If src
// is not one valid JSON value, dst is left as it was and the error is a
// [*SyntaxError].
func Compact(dst *bytes.Buffer, src []byte) error {
	dst.Grow(len(src))
	b, err := jsonwire.AppendCompact(dst.AvailableBuffer(), src, false)
	dst.Write(b)
	return err
}

// Indent writes src to dst laid out one object member or array element per
// line; each such line starts with prefix and then indent repeated once per
// enclosing object or array. The first line gets neither, so the result can
// be placed inside other indented output. Whitespace before the value in
// src is dropped; whitespace after it is copied. If src is not one valid
// JSON value, dst is left as it was and the error is a [*SyntaxError].
func Indent(dst *bytes.Buffer, src []byte, prefix, indent string) error {
	dst.Grow(2 * len(src))
	b, err := jsonwire.AppendIndent(dst.AvailableBuffer(), src, prefix, indent)
	dst.Write(b)
	return err
}

// Valid reports whether data holds exactly one JSON value, optionally
// surrounded by whitespace.
func Valid(data []byte) bool {
	return jsonwire.Valid(data) == nil
}
