package null

import (
	"database/sql"
	"encoding"
	"fmt"
	"math"
	"strconv"

	"github.com/zerojson/json"
	"github.com/zerojson/json/wire"
)

// Float is a float64 that may be null. Its zero value is null; 0 is a valid
// value like any other. It embeds [sql.NullFloat64], so it reads and writes
// SQL columns through [sql.NullFloat64.Scan] and [sql.NullFloat64.Value],
// and its fields are Float64 and Valid.
//
// In JSON a null Float is null and a valid one a number, written in plain
// decimal notation without an exponent (1e21 is written with all its 22
// digits), as guregu/null writes it. NaN and the infinities cannot be
// written. Decoding also accepts a string holding a number ("1.5").
type Float struct {
	sql.NullFloat64
}

var (
	_ json.WireMarshaler       = Float{}
	_ json.WireUnmarshaler     = (*Float)(nil)
	_ json.MarshalAppender     = Float{}
	_ json.Marshaler           = Float{}
	_ encoding.TextAppender    = Float{}
	_ encoding.TextUnmarshaler = (*Float)(nil)
)

// NewFloat returns a Float holding f, valid or null as valid says.
func NewFloat(f float64, valid bool) Float {
	return Float{sql.NullFloat64{Float64: f, Valid: valid}}
}

// FloatFrom returns a valid Float holding f.
func FloatFrom(f float64) Float { return NewFloat(f, true) }

// FloatFromPtr returns a Float holding *p, or a null Float if p is nil.
func FloatFromPtr(p *float64) Float { return NewFloat(deref(p)) }

// ValueOrZero returns the value, or 0 if f is null.
func (f Float) ValueOrZero() float64 { return valueOrZero(f.Float64, f.Valid) }

// SetValid stores v and marks f valid.
func (f *Float) SetValid(v float64) { f.Float64, f.Valid = v, true }

// Ptr returns a pointer to a copy of the value, or nil if f is null.
func (f Float) Ptr() *float64 { return pointerTo(f.Float64, f.Valid) }

// IsZero reports whether f is null, so that a field tagged omitzero is left
// out exactly when it is null. A valid 0 is not zero.
func (f Float) IsZero() bool { return !f.Valid }

// Equal reports whether f and other are both null or both valid with values
// that compare equal with ==, so a valid NaN equals nothing.
func (f Float) Equal(other Float) bool {
	return equal(f.Float64, f.Valid, other.Float64, other.Valid)
}

// MarshalAppendJSON implements [json.MarshalAppender]: it appends null or
// the number in plain decimal notation, allocating nothing. NaN and the
// infinities give the [*json.UnsupportedValueError] that [json.Marshal]
// gives for them, and leave dst as it was.
func (f Float) MarshalAppendJSON(dst []byte) ([]byte, error) {
	if !f.Valid {
		return append(dst, "null"...), nil
	}
	if math.IsNaN(f.Float64) || math.IsInf(f.Float64, 0) {
		// AppendFloat refuses these values with the error we want.
		return json.AppendFloat(dst, f.Float64, 64)
	}
	return strconv.AppendFloat(dst, f.Float64, 'f', -1, 64), nil
}

// MarshalJSONWire implements [json.WireMarshaler], which package json
// prefers to the other methods: it writes null or the number through w,
// the bytes of [Float.MarshalAppendJSON], and fails as that does.
func (f Float) MarshalJSONWire(w *wire.Writer) error {
	if !f.Valid {
		w.Null()
		return nil
	}
	// Marshal writes a float64 in plain decimal notation, as guregu/null
	// writes every one, from 1e-6 up to 1e21 (and 0): there w.Float64 writes
	// the same bytes, 2-3 times as fast as strconv's 'f' format through
	// AppendValue. Beyond, Marshal switches to exponents, and
	// MarshalAppendJSON writes the digits, or refuses NaN and the
	// infinities.
	// TODO: decide whether wire.Writer should offer plain decimal notation,
	// so that Marshal's range need not be repeated here.
	if abs := math.Abs(f.Float64); abs == 0 || 1e-6 <= abs && abs < 1e21 {
		return w.Float64(f.Float64)
	}
	return marshalError[Float](w.AppendValue(f.MarshalAppendJSON))
}

// MarshalJSON implements [json.Marshaler] with the bytes of
// [Float.MarshalAppendJSON], for encoders that know only MarshalJSON.
func (f Float) MarshalJSON() ([]byte, error) { return f.MarshalAppendJSON(nil) }

// UnmarshalJSON implements [json.Unmarshaler]. It accepts null, a JSON
// number, or a JSON string holding anything [strconv.ParseFloat] reads as a
// float64 (including "NaN" and "Inf"). Null also zeroes Float64. For
// compatibility with guregu/null, any input that starts with 'n' counts as
// null; a decoder only ever passes valid JSON.
func (f *Float) UnmarshalJSON(data []byte) error {
	return decodeNumberJSON(data, &f.Float64, &f.Valid)
}

// UnmarshalJSONWire implements [json.WireUnmarshaler], which package json
// prefers to UnmarshalJSON: it reads the value at r's cursor, with the
// result and the error of [Float.UnmarshalJSON] on the value's text. Null,
// numbers and strings holding them are read without allocating.
func (f *Float) UnmarshalJSONWire(r *wire.Reader) error {
	return unmarshalNumberWire(r, &f.Float64, &f.Valid)
}

// AppendText implements [encoding.TextAppender]: nothing for null, else the
// number in plain decimal notation. Unlike JSON, text has room for NaN, +Inf
// and -Inf.
func (f Float) AppendText(dst []byte) ([]byte, error) {
	if !f.Valid {
		return dst, nil
	}
	return strconv.AppendFloat(dst, f.Float64, 'f', -1, 64), nil
}

// MarshalText implements [encoding.TextMarshaler] with the text of
// [Float.AppendText].
func (f Float) MarshalText() ([]byte, error) { return f.AppendText([]byte{}) }

// UnmarshalText implements [encoding.TextUnmarshaler]: empty text and "null"
// make f null, anything [strconv.ParseFloat] reads makes it valid. On an
// error f keeps its validity, and Float64 holds what ParseFloat returned, as
// in guregu/null.
func (f *Float) UnmarshalText(text []byte) error {
	if len(text) == 0 || string(text) == "null" {
		f.Valid = false
		return nil
	}
	v, err := strconv.ParseFloat(string(text), 64)
	f.Float64 = v
	if err != nil {
		return fmt.Errorf("null: couldn't unmarshal text: %w", err)
	}
	f.Valid = true
	return nil
}
