package null

import (
	"database/sql"
	"encoding"
	"errors"

	"github.com/zerojson/json"
	"github.com/zerojson/json/wire"
)

// Bool is a bool that may be null. Its zero value is null; false is a valid
// value like any other. It embeds [sql.NullBool], so it reads and writes SQL
// columns through [sql.NullBool.Scan] and [sql.NullBool.Value], and its
// fields are Bool and Valid.
//
// In JSON a null Bool is null and a valid one true or false.
type Bool struct {
	sql.NullBool
}

var (
	_ json.WireMarshaler       = Bool{}
	_ json.WireUnmarshaler     = (*Bool)(nil)
	_ json.MarshalAppender     = Bool{}
	_ json.Marshaler           = Bool{}
	_ encoding.TextAppender    = Bool{}
	_ encoding.TextUnmarshaler = (*Bool)(nil)
)

// NewBool returns a Bool holding b, valid or null as valid says.
func NewBool(b, valid bool) Bool {
	return Bool{sql.NullBool{Bool: b, Valid: valid}}
}

// BoolFrom returns a valid Bool holding b.
func BoolFrom(b bool) Bool { return NewBool(b, true) }

// BoolFromPtr returns a Bool holding *p, or a null Bool if p is nil.
func BoolFromPtr(p *bool) Bool { return NewBool(deref(p)) }

// ValueOrZero returns the value, or false if b is null.
func (b Bool) ValueOrZero() bool { return valueOrZero(b.Bool, b.Valid) }

// SetValid stores v and marks b valid.
func (b *Bool) SetValid(v bool) { b.Bool, b.Valid = v, true }

// Ptr returns a pointer to a copy of the value, or nil if b is null.
func (b Bool) Ptr() *bool { return pointerTo(b.Bool, b.Valid) }

// IsZero reports whether b is null, so that a field tagged omitzero is left
// out exactly when it is null. A valid false is not zero.
func (b Bool) IsZero() bool { return !b.Valid }

// Equal reports whether b and other are both null or both valid with the
// same value.
func (b Bool) Equal(other Bool) bool {
	return equal(b.Bool, b.Valid, other.Bool, other.Valid)
}

// MarshalAppendJSON implements [json.MarshalAppender]: it appends null, true
// or false.
func (b Bool) MarshalAppendJSON(dst []byte) ([]byte, error) {
	switch {
	case !b.Valid:
		return append(dst, "null"...), nil
	case b.Bool:
		return append(dst, "true"...), nil
	}
	return append(dst, "false"...), nil
}

// MarshalJSONWire implements [json.WireMarshaler], which package json
// prefers to the other methods: it writes null, true or false through w.
func (b Bool) MarshalJSONWire(w *wire.Writer) error {
	if !b.Valid {
		w.Null()
		return nil
	}
	w.Bool(b.Bool)
	return nil
}

// MarshalJSON implements [json.Marshaler] with the bytes of
// [Bool.MarshalAppendJSON], for encoders that know only MarshalJSON.
func (b Bool) MarshalJSON() ([]byte, error) { return b.MarshalAppendJSON(make([]byte, 0, 5)) }

// UnmarshalJSON implements [json.Unmarshaler]. It accepts null, true and
// false. Null leaves the Bool field as it was. For compatibility with
// guregu/null, any input that starts with 'n' counts as null; a decoder only
// ever passes valid JSON.
func (b *Bool) UnmarshalJSON(data []byte) error {
	// The literals as they are: the common inputs, which need no Reader.
	switch string(data) {
	case "true":
		b.Bool, b.Valid = true, true
		return nil
	case "false":
		b.Bool, b.Valid = false, true
		return nil
	}
	if nullJSON(data) {
		b.Valid = false
		return nil
	}
	return decodeJSON(data, &b.Bool, &b.Valid)
}

// UnmarshalJSONWire implements [json.WireUnmarshaler], which package json
// prefers to UnmarshalJSON: it reads the value at r's cursor, with the
// result and the error of [Bool.UnmarshalJSON] on the value's text. Null,
// true and false are read without allocating.
func (b *Bool) UnmarshalJSONWire(r *wire.Reader) error {
	start := r.Offset()
	switch r.Kind() {
	case wire.Null:
		r.ReadNull()
		b.Valid = false
		return nil
	case wire.True, wire.False:
		b.Bool, b.Valid = r.ReadBool(), true
		return nil
	}
	r.Skip()
	if text := textFrom(r, start); text != nil {
		return b.UnmarshalJSON(text)
	}
	return nil
}

// AppendText implements [encoding.TextAppender]: nothing for null, else true
// or false.
func (b Bool) AppendText(dst []byte) ([]byte, error) {
	switch {
	case !b.Valid:
		return dst, nil
	case b.Bool:
		return append(dst, "true"...), nil
	}
	return append(dst, "false"...), nil
}

// MarshalText implements [encoding.TextMarshaler] with the text of
// [Bool.AppendText].
func (b Bool) MarshalText() ([]byte, error) { return b.AppendText([]byte{}) }

// UnmarshalText implements [encoding.TextUnmarshaler]: empty text and "null"
// make b null, "true" and "false" valid; anything else is an error, which
// leaves b as it was.
func (b *Bool) UnmarshalText(text []byte) error {
	switch string(text) {
	case "", "null":
		b.Valid = false
	case "true":
		b.Bool, b.Valid = true, true
	case "false":
		b.Bool, b.Valid = false, true
	default:
		// The message is guregu/null's, missing space included, so that
		// code matching it keeps working.
		return errors.New("null: invalid input for UnmarshalText:" + string(text))
	}
	return nil
}
