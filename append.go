package json

import (
	"bytes"
	"fmt"
	"reflect"
	"time"

	"github.com/zerojson/json/internal/jsonwire"
)

// This file holds the building blocks for [MarshalAppender] implementations:
// each writes a value exactly as [Marshal] writes it, so an appender made
// from them reproduces the bytes of the MarshalJSON method it replaces.

// AppendString appends s to dst as a JSON string, escaped exactly as
// [Marshal] escapes a Go string: quotes, backslashes and control characters,
// the HTML-sensitive <, > and &, U+2028 and U+2029, and each byte of invalid
// UTF-8 replaced by U+FFFD. The result is the same as that of
// encoding/json.Marshal(s), which is what most MarshalJSON methods call.
//
// The HTML characters are escaped whatever the encoder's setting: an
// appender's output is only ever escaped further, never unescaped, so with
// [Encoder.SetEscapeHTML](false) a string written by AppendString keeps its
// \u003c where Marshal of a plain Go string would write '<'. That is what a
// MarshalJSON method calling encoding/json.Marshal gives too.
//
// Like [strconv.AppendQuote], AppendString writes nothing into the
// capacity of dst beyond the returned length.
func AppendString(dst []byte, s string) []byte {
	return jsonwire.AppendQuote(dst, s, true)
}

// AppendTime appends t to dst as [time.Time.MarshalJSON] writes it: a quoted
// RFC 3339 timestamp with nanoseconds, trailing zeros trimmed. A time that
// RFC 3339 cannot represent gives the same error as MarshalJSON and leaves
// dst unchanged. It writes nothing into the capacity of dst beyond the
// returned length.
func AppendTime(dst []byte, t time.Time) ([]byte, error) {
	return jsonwire.AppendTime(dst, t)
}

// AppendFloat appends f to dst as [Marshal] writes a float of the given bit
// size (32 or 64): the shortest decimal that reads back as f, in exponent
// form only below 1e-6 or from 1e21 on. NaN and infinities cannot be
// represented and give an [*UnsupportedValueError], leaving dst unchanged.
//
// Unlike [strconv.AppendFloat], AppendFloat may overwrite the bytes of
// dst's capacity beyond the returned length: the digits are laid out with
// word-sized stores that run past the end of the number, as in the
// encoder, rather than formatted elsewhere and copied.
func AppendFloat(dst []byte, f float64, bits int) ([]byte, error) {
	if bits != 32 && bits != 64 {
		panic("json: AppendFloat: bits must be 32 or 64")
	}
	if !isFinite(f) {
		return dst, floatError(reflect.ValueOf(f), f, bits)
	}
	// In place: formatting into a buffer and copying made AppendFloat 16-25% slower.
	return jsonwire.AppendFloat(dst, f, bits), nil
}

// CheckAppender verifies that v's MarshalAppendJSON keeps the
// [MarshalAppender] contract for v's current value, for use in the tests of
// the type's author. It checks that the method appends without touching
// what is already in the buffer, that it appends one valid and compact JSON
// value, and, when the type also has a MarshalJSON method, that the two
// methods agree byte for byte (after compacting what MarshalJSON returns, as
// the encoder would). It returns nil if everything holds, or an error that
// says what does not.
func CheckAppender(v MarshalAppender) error {
	out, err := v.MarshalAppendJSON(nil)
	if err != nil {
		return fmt.Errorf("json: %T.MarshalAppendJSON failed: %w", v, err)
	}

	const prefix = "prefix:"
	dst := make([]byte, len(prefix), len(prefix)+len(out)+8)
	copy(dst, prefix)
	again, err := v.MarshalAppendJSON(dst)
	switch {
	case err != nil:
		return fmt.Errorf("json: %T.MarshalAppendJSON failed on a non-empty buffer: %w", v, err)
	case len(again) < len(prefix) || string(again[:len(prefix)]) != prefix:
		return fmt.Errorf("json: %T.MarshalAppendJSON changed the bytes already in the buffer: got %q, want it to start with %q", v, again, prefix)
	case !bytes.Equal(again[len(prefix):], out):
		return fmt.Errorf("json: %T.MarshalAppendJSON appended %q to a non-empty buffer but %q to an empty one", v, again[len(prefix):], out)
	}

	if err := jsonwire.Valid(out); err != nil {
		return fmt.Errorf("json: %T.MarshalAppendJSON appended invalid JSON %q: %w", v, out, err)
	}
	compact, _ := jsonwire.AppendCompact(nil, out, false)
	if !bytes.Equal(compact, out) {
		return fmt.Errorf("json: %T.MarshalAppendJSON appended %q, which is not compact (want %q)", v, out, compact)
	}

	m, ok := v.(Marshaler)
	if !ok {
		return nil
	}
	js, err := m.MarshalJSON()
	if err != nil {
		return fmt.Errorf("json: %T.MarshalJSON failed where MarshalAppendJSON succeeded: %w", v, err)
	}
	want, err := jsonwire.AppendCompact(nil, js, false)
	if err != nil {
		return fmt.Errorf("json: %T.MarshalJSON returned invalid JSON %q: %w", v, js, err)
	}
	if !bytes.Equal(out, want) {
		return fmt.Errorf("json: %T.MarshalAppendJSON appended %q but MarshalJSON returns %q", v, out, want)
	}
	return nil
}
