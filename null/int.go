package null

import (
	"database/sql"
	"encoding"

	"github.com/zerojson/json"
	"github.com/zerojson/json/wire"
)

// Int is an int64 that may be null. Its zero value is null; 0 is a valid
// value like any other. It embeds [sql.NullInt64], so it reads and writes
// SQL columns through [sql.NullInt64.Scan] and [sql.NullInt64.Value], and
// its fields are Int64 and Valid.
//
// In JSON a null Int is null and a valid one a number. Decoding also accepts
// a string holding a base-10 integer ("42"), as guregu/null does.
type Int struct {
	sql.NullInt64
}

// Int64 is another name for [Int].
type Int64 = Int

var (
	_ json.WireMarshaler       = Int{}
	_ json.WireUnmarshaler     = (*Int)(nil)
	_ json.MarshalAppender     = Int{}
	_ json.Marshaler           = Int{}
	_ encoding.TextAppender    = Int{}
	_ encoding.TextUnmarshaler = (*Int)(nil)
)

// NewInt returns an Int holding n, valid or null as valid says.
func NewInt(n int64, valid bool) Int {
	return Int{sql.NullInt64{Int64: n, Valid: valid}}
}

// IntFrom returns a valid Int holding n.
func IntFrom(n int64) Int { return NewInt(n, true) }

// IntFromPtr returns an Int holding *p, or a null Int if p is nil.
func IntFromPtr(p *int64) Int { return NewInt(deref(p)) }

// ValueOrZero returns the value, or 0 if i is null.
func (i Int) ValueOrZero() int64 { return valueOrZero(i.Int64, i.Valid) }

// SetValid stores n and marks i valid.
func (i *Int) SetValid(n int64) { i.Int64, i.Valid = n, true }

// Ptr returns a pointer to a copy of the value, or nil if i is null.
func (i Int) Ptr() *int64 { return pointerTo(i.Int64, i.Valid) }

// IsZero reports whether i is null, so that a field tagged omitzero is left
// out exactly when it is null. A valid 0 is not zero.
func (i Int) IsZero() bool { return !i.Valid }

// Equal reports whether i and other are both null or both valid with the
// same value.
func (i Int) Equal(other Int) bool {
	return equal(i.Int64, i.Valid, other.Int64, other.Valid)
}

// MarshalAppendJSON implements [json.MarshalAppender]: it appends null or
// the number, allocating nothing.
func (i Int) MarshalAppendJSON(dst []byte) ([]byte, error) {
	return appendIntegerJSON(dst, i.Int64, i.Valid), nil
}

// MarshalJSONWire implements [json.WireMarshaler], which package json
// prefers to the other methods: it writes null or the number through w,
// the bytes of [Int.MarshalAppendJSON].
func (i Int) MarshalJSONWire(w *wire.Writer) error {
	writeIntegerJSON(w, i.Int64, i.Valid)
	return nil
}

// MarshalJSON implements [json.Marshaler] with the bytes of
// [Int.MarshalAppendJSON], for encoders that know only MarshalJSON.
func (i Int) MarshalJSON() ([]byte, error) { return i.MarshalAppendJSON(make([]byte, 0, 20)) }

// UnmarshalJSON implements [json.Unmarshaler]. It accepts null, a JSON
// integer, or a JSON string holding a base-10 integer (with an optional sign)
// that fits in an int64. Null also zeroes Int64. For compatibility with
// guregu/null, any input that starts with 'n' counts as null; a decoder only
// ever passes valid JSON.
func (i *Int) UnmarshalJSON(data []byte) error {
	return decodeNumberJSON(data, &i.Int64, &i.Valid)
}

// UnmarshalJSONWire implements [json.WireUnmarshaler], which package json
// prefers to UnmarshalJSON: it reads the value at r's cursor, with the
// result and the error of [Int.UnmarshalJSON] on the value's text. Null,
// numbers and strings holding them are read without allocating.
func (i *Int) UnmarshalJSONWire(r *wire.Reader) error {
	return unmarshalNumberWire(r, &i.Int64, &i.Valid)
}

// AppendText implements [encoding.TextAppender]: nothing for null, else the
// number in base 10.
func (i Int) AppendText(dst []byte) ([]byte, error) {
	return appendIntegerText(dst, i.Int64, i.Valid), nil
}

// MarshalText implements [encoding.TextMarshaler]: empty for null, else the
// number in base 10.
func (i Int) MarshalText() ([]byte, error) { return i.AppendText([]byte{}) }

// UnmarshalText implements [encoding.TextUnmarshaler]: empty text and "null"
// give a null Int, a base-10 integer a valid one; anything else is an error,
// which leaves i null.
func (i *Int) UnmarshalText(text []byte) error {
	return decodeIntegerText(text, &i.Int64, &i.Valid)
}
