package null

import (
	"database/sql"
	"encoding"

	"github.com/zerojson/json"
	"github.com/zerojson/json/wire"
)

// Int32 is an int32 that may be null. Its zero value is null; 0 is a valid
// value like any other. It embeds [sql.NullInt32], so it reads and writes
// SQL columns through [sql.NullInt32.Scan] and [sql.NullInt32.Value], and
// its fields are Int32 and Valid.
//
// In JSON a null Int32 is null and a valid one a number. Decoding also accepts
// a string holding a base-10 integer ("42"), as guregu/null does.
type Int32 struct {
	sql.NullInt32
}

var (
	_ json.WireMarshaler       = Int32{}
	_ json.WireUnmarshaler     = (*Int32)(nil)
	_ json.MarshalAppender     = Int32{}
	_ json.Marshaler           = Int32{}
	_ encoding.TextAppender    = Int32{}
	_ encoding.TextUnmarshaler = (*Int32)(nil)
)

// NewInt32 returns an Int32 holding n, valid or null as valid says.
func NewInt32(n int32, valid bool) Int32 {
	return Int32{sql.NullInt32{Int32: n, Valid: valid}}
}

// Int32From returns a valid Int32 holding n.
func Int32From(n int32) Int32 { return NewInt32(n, true) }

// Int32FromPtr returns an Int32 holding *p, or a null Int32 if p is nil.
func Int32FromPtr(p *int32) Int32 { return NewInt32(deref(p)) }

// ValueOrZero returns the value, or 0 if i is null.
func (i Int32) ValueOrZero() int32 { return valueOrZero(i.Int32, i.Valid) }

// SetValid stores n and marks i valid.
func (i *Int32) SetValid(n int32) { i.Int32, i.Valid = n, true }

// Ptr returns a pointer to a copy of the value, or nil if i is null.
func (i Int32) Ptr() *int32 { return pointerTo(i.Int32, i.Valid) }

// IsZero reports whether i is null, so that a field tagged omitzero is left
// out exactly when it is null. A valid 0 is not zero.
func (i Int32) IsZero() bool { return !i.Valid }

// Equal reports whether i and other are both null or both valid with the
// same value.
func (i Int32) Equal(other Int32) bool {
	return equal(i.Int32, i.Valid, other.Int32, other.Valid)
}

// MarshalAppendJSON implements [json.MarshalAppender]: it appends null or
// the number, allocating nothing.
func (i Int32) MarshalAppendJSON(dst []byte) ([]byte, error) {
	return appendIntegerJSON(dst, i.Int32, i.Valid), nil
}

// MarshalJSONWire implements [json.WireMarshaler], which package json
// prefers to the other methods: it writes null or the number through w,
// the bytes of [Int32.MarshalAppendJSON].
func (i Int32) MarshalJSONWire(w *wire.Writer) error {
	writeIntegerJSON(w, i.Int32, i.Valid)
	return nil
}

// MarshalJSON implements [json.Marshaler] with the bytes of
// [Int32.MarshalAppendJSON], for encoders that know only MarshalJSON.
func (i Int32) MarshalJSON() ([]byte, error) { return i.MarshalAppendJSON(make([]byte, 0, 11)) }

// UnmarshalJSON implements [json.Unmarshaler]. It accepts null, a JSON
// integer, or a JSON string holding a base-10 integer (with an optional sign)
// that fits in an int32. Null also zeroes Int32. For compatibility with
// guregu/null, any input that starts with 'n' counts as null; a decoder only
// ever passes valid JSON.
func (i *Int32) UnmarshalJSON(data []byte) error {
	return decodeNumberJSON(data, &i.Int32, &i.Valid)
}

// UnmarshalJSONWire implements [json.WireUnmarshaler], which package json
// prefers to UnmarshalJSON: it reads the value at r's cursor, with the
// result and the error of [Int32.UnmarshalJSON] on the value's text. Null,
// numbers and strings holding them are read without allocating.
func (i *Int32) UnmarshalJSONWire(r *wire.Reader) error {
	return unmarshalNumberWire(r, &i.Int32, &i.Valid)
}

// AppendText implements [encoding.TextAppender]: nothing for null, else the
// number in base 10.
func (i Int32) AppendText(dst []byte) ([]byte, error) {
	return appendIntegerText(dst, i.Int32, i.Valid), nil
}

// MarshalText implements [encoding.TextMarshaler]: empty for null, else the
// number in base 10.
func (i Int32) MarshalText() ([]byte, error) { return i.AppendText([]byte{}) }

// UnmarshalText implements [encoding.TextUnmarshaler]: empty text and "null"
// give a null Int32, a base-10 integer a valid one; anything else is an error,
// which leaves i null.
func (i *Int32) UnmarshalText(text []byte) error {
	return decodeIntegerText(text, &i.Int32, &i.Valid)
}
