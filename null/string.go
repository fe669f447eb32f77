package null

import (
	"database/sql"
	"encoding"

	"github.com/zerojson/json"
	"github.com/zerojson/json/wire"
)

// String is a string that may be null. Its zero value is null; "" is a
// valid value like any other, except in text (see [String.UnmarshalText]).
// It embeds [sql.NullString], so it reads and writes SQL columns through
// [sql.NullString.Scan] and [sql.NullString.Value], and its fields are
// String and Valid.
//
// In JSON a null String is null and a valid one a string, escaped as
// [json.Marshal] escapes strings by default: the HTML characters <, > and &
// as \u003c, \u003e and \u0026 too, whatever the encoder's setting, as
// guregu/null does.
type String struct {
	sql.NullString
}

var (
	_ json.WireMarshaler       = String{}
	_ json.WireUnmarshaler     = (*String)(nil)
	_ json.MarshalAppender     = String{}
	_ json.Marshaler           = String{}
	_ encoding.TextAppender    = String{}
	_ encoding.TextUnmarshaler = (*String)(nil)
)

// NewString returns a String holding s, valid or null as valid says.
func NewString(s string, valid bool) String {
	return String{sql.NullString{String: s, Valid: valid}}
}

// StringFrom returns a valid String holding s, even if s is "".
func StringFrom(s string) String { return NewString(s, true) }

// StringFromPtr returns a String holding *p, or a null String if p is nil.
func StringFromPtr(p *string) String { return NewString(deref(p)) }

// ValueOrZero returns the value, or "" if s is null.
func (s String) ValueOrZero() string { return valueOrZero(s.String, s.Valid) }

// SetValid stores v and marks s valid.
func (s *String) SetValid(v string) { s.String, s.Valid = v, true }

// Ptr returns a pointer to a copy of the value, or nil if s is null.
func (s String) Ptr() *string { return pointerTo(s.String, s.Valid) }

// IsZero reports whether s is null, so that a field tagged omitzero is left
// out exactly when it is null. A valid "" is not zero.
func (s String) IsZero() bool { return !s.Valid }

// Equal reports whether s and other are both null or both valid with the
// same value.
func (s String) Equal(other String) bool {
	return equal(s.String, s.Valid, other.String, other.Valid)
}

// MarshalAppendJSON implements [json.MarshalAppender]: it appends null or
// the string, escaped by [json.AppendString], allocating nothing.
func (s String) MarshalAppendJSON(dst []byte) ([]byte, error) {
	if !s.Valid {
		return append(dst, "null"...), nil
	}
	return json.AppendString(dst, s.String), nil
}

// MarshalJSONWire implements [json.WireMarshaler], which package json
// prefers to the other methods: it writes null or the string through w,
// the bytes of [String.MarshalAppendJSON]. Like those, the string has '<',
// '>' and '&' escaped whatever w's setting: guregu/null's MarshalJSON
// escapes them, and encoding/json leaves its output escaped even when told
// not to escape.
func (s String) MarshalJSONWire(w *wire.Writer) error {
	if !s.Valid {
		w.Null()
		return nil
	}
	escape := w.EscapeHTML()
	w.SetEscapeHTML(true)
	w.String(s.String)
	w.SetEscapeHTML(escape)
	return nil
}

// MarshalJSON implements [json.Marshaler] with the bytes of
// [String.MarshalAppendJSON], for encoders that know only MarshalJSON.
func (s String) MarshalJSON() ([]byte, error) {
	return s.MarshalAppendJSON(make([]byte, 0, len(s.String)+2))
}

// UnmarshalJSON implements [json.Unmarshaler]. It accepts null and JSON
// strings. Null leaves the String field as it was. For compatibility with
// guregu/null, any input that starts with 'n' counts as null; a decoder only
// ever passes valid JSON. A string without escape sequences is decoded
// without any allocation but that of its text.
func (s *String) UnmarshalJSON(data []byte) error {
	if nullJSON(data) {
		s.Valid = false
		return nil
	}
	var r wire.Reader
	r.Reset(data)
	if r.Kind() == wire.String {
		// The text is decoded as encoding/json decodes a string: escapes,
		// invalid UTF-8 and lone surrogates alike.
		if text := r.ReadStringBytes(); r.Finish() == nil {
			s.String, s.Valid = string(text), true
			return nil
		}
	}
	return decodeJSON(data, &s.String, &s.Valid)
}

// UnmarshalJSONWire implements [json.WireUnmarshaler], which package json
// prefers to UnmarshalJSON: it reads the value at r's cursor, with the
// result and the error of [String.UnmarshalJSON] on the value's text. Null
// and strings are read without any allocation but that of the text.
func (s *String) UnmarshalJSONWire(r *wire.Reader) error {
	start := r.Offset()
	switch r.Kind() {
	case wire.Null:
		r.ReadNull()
		s.Valid = false
		return nil
	case wire.String:
		s.String, s.Valid = r.ReadString(), true
		return nil
	}
	r.Skip()
	if text := textFrom(r, start); text != nil {
		return s.UnmarshalJSON(text)
	}
	return nil
}

// AppendText implements [encoding.TextAppender]: nothing for null, else the
// string as it is.
func (s String) AppendText(dst []byte) ([]byte, error) {
	if !s.Valid {
		return dst, nil
	}
	return append(dst, s.String...), nil
}

// MarshalText implements [encoding.TextMarshaler] with the text of
// [String.AppendText].
func (s String) MarshalText() ([]byte, error) { return s.AppendText([]byte{}) }

// UnmarshalText implements [encoding.TextUnmarshaler]. Text cannot say null,
// so empty text stands for it: s is valid exactly when text is not empty.
func (s *String) UnmarshalText(text []byte) error {
	s.String = string(text)
	s.Valid = s.String != ""
	return nil
}
