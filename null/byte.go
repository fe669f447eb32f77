package null

import (
	"database/sql"
	"encoding"

	"github.com/zerojson/json"
	"github.com/zerojson/json/wire"
)

// Byte is a byte that may be null. Its zero value is null; 0 is a valid
// value like any other. It embeds [sql.NullByte], so it reads and writes
// SQL columns through [sql.NullByte.Scan] and [sql.NullByte.Value], and
// its fields are Byte and Valid.
//
// In JSON a null Byte is null and a valid one a number. Decoding also accepts
// a string holding a base-10 integer ("42"), as guregu/null does.
type Byte struct {
	sql.NullByte
}

var (
	_ json.WireMarshaler       = Byte{}
	_ json.WireUnmarshaler     = (*Byte)(nil)
	_ json.MarshalAppender     = Byte{}
	_ json.Marshaler           = Byte{}
	_ encoding.TextAppender    = Byte{}
	_ encoding.TextUnmarshaler = (*Byte)(nil)
)

// NewByte returns a Byte holding n, valid or null as valid says.
func NewByte(n byte, valid bool) Byte {
	return Byte{sql.NullByte{Byte: n, Valid: valid}}
}

// ByteFrom returns a valid Byte holding n.
func ByteFrom(n byte) Byte { return NewByte(n, true) }

// ByteFromPtr returns a Byte holding *p, or a null Byte if p is nil.
func ByteFromPtr(p *byte) Byte { return NewByte(deref(p)) }

// ValueOrZero returns the value, or 0 if i is null.
func (i Byte) ValueOrZero() byte { return valueOrZero(i.Byte, i.Valid) }

// SetValid stores n and marks i valid.
func (i *Byte) SetValid(n byte) { i.Byte, i.Valid = n, true }

// Ptr returns a pointer to a copy of the value, or nil if i is null.
func (i Byte) Ptr() *byte { return pointerTo(i.Byte, i.Valid) }

// IsZero reports whether i is null, so that a field tagged omitzero is left
// out exactly when it is null. A valid 0 is not zero.
func (i Byte) IsZero() bool { return !i.Valid }

// Equal reports whether i and other are both null or both valid with the
// same value.
func (i Byte) Equal(other Byte) bool {
	return equal(i.Byte, i.Valid, other.Byte, other.Valid)
}

// MarshalAppendJSON implements [json.MarshalAppender]: it appends null or
// the number, allocating nothing.
func (i Byte) MarshalAppendJSON(dst []byte) ([]byte, error) {
	return appendIntegerJSON(dst, i.Byte, i.Valid), nil
}

// MarshalJSONWire implements [json.WireMarshaler], which package json
// prefers to the other methods: it writes null or the number through w,
// the bytes of [Byte.MarshalAppendJSON].
func (i Byte) MarshalJSONWire(w *wire.Writer) error {
	writeIntegerJSON(w, i.Byte, i.Valid)
	return nil
}

// MarshalJSON implements [json.Marshaler] with the bytes of
// [Byte.MarshalAppendJSON], for encoders that know only MarshalJSON.
func (i Byte) MarshalJSON() ([]byte, error) { return i.MarshalAppendJSON(make([]byte, 0, 4)) }

// UnmarshalJSON implements [json.Unmarshaler]. It accepts null, a JSON
// integer, or a JSON string holding a base-10 integer (without a sign)
// that fits in a byte. Null also zeroes Byte. For compatibility with
// guregu/null, any input that starts with 'n' counts as null; a decoder only
// ever passes valid JSON.
func (i *Byte) UnmarshalJSON(data []byte) error {
	return decodeNumberJSON(data, &i.Byte, &i.Valid)
}

// UnmarshalJSONWire implements [json.WireUnmarshaler], which package json
// prefers to UnmarshalJSON: it reads the value at r's cursor, with the
// result and the error of [Byte.UnmarshalJSON] on the value's text. Null,
// numbers and strings holding them are read without allocating.
func (i *Byte) UnmarshalJSONWire(r *wire.Reader) error {
	return unmarshalNumberWire(r, &i.Byte, &i.Valid)
}

// AppendText implements [encoding.TextAppender]: nothing for null, else the
// number in base 10.
func (i Byte) AppendText(dst []byte) ([]byte, error) {
	return appendIntegerText(dst, i.Byte, i.Valid), nil
}

// MarshalText implements [encoding.TextMarshaler]: empty for null, else the
// number in base 10.
func (i Byte) MarshalText() ([]byte, error) { return i.AppendText([]byte{}) }

// UnmarshalText implements [encoding.TextUnmarshaler]: empty text and "null"
// give a null Byte, a base-10 integer a valid one; anything else is an error,
// which leaves i null.
func (i *Byte) UnmarshalText(text []byte) error {
	return decodeIntegerText(text, &i.Byte, &i.Valid)
}
