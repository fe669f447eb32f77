package null

import (
	"database/sql"
	"encoding"

	"github.com/zerojson/json"
	"github.com/zerojson/json/wire"
)

// Int16 is an int16 that may be null. Its zero value is null; 0 is a valid
// value like any other. It embeds [sql.NullInt16], so it reads and writes
// SQL columns through [sql.NullInt16.Scan] and [sql.NullInt16.Value], and
// its fields are Int16 and Valid.
//
// In JSON a null Int16 is null and a valid one a number. Decoding also accepts
// a string holding a base-10 integer ("42"), as guregu/null does.
type Int16 struct {
	sql.NullInt16
}

var (
	_ json.WireMarshaler       = Int16{}
	_ json.WireUnmarshaler     = (*Int16)(nil)
	_ json.MarshalAppender     = Int16{}
	_ json.Marshaler           = Int16{}
	_ encoding.TextAppender    = Int16{}
	_ encoding.TextUnmarshaler = (*Int16)(nil)
)

// NewInt16 returns an Int16 holding n, valid or null as valid says.
func NewInt16(n int16, valid bool) Int16 {
	return Int16{sql.NullInt16{Int16: n, Valid: valid}}
}

// Int16From returns a valid Int16 holding n.
func Int16From(n int16) Int16 { return NewInt16(n, true) }

// Int16FromPtr returns an Int16 holding *p, or a null Int16 if p is nil.
func Int16FromPtr(p *int16) Int16 { return NewInt16(deref(p)) }

// ValueOrZero returns the value, or 0 if i is null.
func (i Int16) ValueOrZero() int16 { return valueOrZero(i.Int16, i.Valid) }

// SetValid stores n and marks i valid.
func (i *Int16) SetValid(n int16) { i.Int16, i.Valid = n, true }

// Ptr returns a pointer to a copy of the value, or nil if i is null.
func (i Int16) Ptr() *int16 { return pointerTo(i.Int16, i.Valid) }

// IsZero reports whether i is null, so that a field tagged omitzero is left
// out exactly when it is null. A valid 0 is not zero.
func (i Int16) IsZero() bool { return !i.Valid }

// Equal reports whether i and other are both null or both valid with the
// same value.
func (i Int16) Equal(other Int16) bool {
	return equal(i.Int16, i.Valid, other.Int16, other.Valid)
}

// MarshalAppendJSON implements [json.MarshalAppender]: it appends null or
// the number, allocating nothing.
func (i Int16) MarshalAppendJSON(dst []byte) ([]byte, error) {
	return appendIntegerJSON(dst, i.Int16, i.Valid), nil
}

// MarshalJSONWire implements [json.WireMarshaler], which package json
// prefers to the other methods: it writes null or the number through w,
// the bytes of [Int16.MarshalAppendJSON].
func (i Int16) MarshalJSONWire(w *wire.Writer) error {
	writeIntegerJSON(w, i.Int16, i.Valid)
	return nil
}

// MarshalJSON implements [json.Marshaler] with the bytes of
// [Int16.MarshalAppendJSON], for encoders that know only MarshalJSON.
func (i Int16) MarshalJSON() ([]byte, error) { return i.MarshalAppendJSON(make([]byte, 0, 6)) }

// UnmarshalJSON implements [json.Unmarshaler]. It accepts null, a JSON
// integer, or a JSON string holding a base-10 integer (with an optional sign)
// that fits in an int16. Null also zeroes Int16. For compatibility with
// guregu/null, any input that starts with 'n' counts as null; a decoder only
// ever passes valid JSON.
func (i *Int16) UnmarshalJSON(data []byte) error {
	return decodeNumberJSON(data, &i.Int16, &i.Valid)
}

// UnmarshalJSONWire implements [json.WireUnmarshaler], which package json
// prefers to UnmarshalJSON: it reads the value at r's cursor, with the
// result and the error of [Int16.UnmarshalJSON] on the value's text. Null,
// numbers and strings holding them are read without allocating.
func (i *Int16) UnmarshalJSONWire(r *wire.Reader) error {
	return unmarshalNumberWire(r, &i.Int16, &i.Valid)
}

// AppendText implements [encoding.TextAppender]: nothing for null, else the
// number in base 10.
func (i Int16) AppendText(dst []byte) ([]byte, error) {
	return appendIntegerText(dst, i.Int16, i.Valid), nil
}

// MarshalText implements [encoding.TextMarshaler]: empty for null, else the
// number in base 10.
func (i Int16) MarshalText() ([]byte, error) { return i.AppendText([]byte{}) }

// UnmarshalText implements [encoding.TextUnmarshaler]: empty text and "null"
// give a null Int16, a base-10 integer a valid one; anything else is an error,
// which leaves i null.
func (i *Int16) UnmarshalText(text []byte) error {
	return decodeIntegerText(text, &i.Int16, &i.Valid)
}
