package null

import (
	"database/sql"
	"database/sql/driver"
	"encoding"
	"fmt"
	"time"

	"github.com/zerojson/json"
	"github.com/zerojson/json/wire"
)

// Time is a [time.Time] that may be null. Its zero value is null; the zero
// time is a valid value like any other. It embeds [sql.NullTime], so it reads
// SQL columns through [sql.NullTime.Scan], and its fields are Time and
// Valid.
//
// In JSON a null Time is null and a valid one what [time.Time.MarshalJSON]
// writes, an RFC 3339 string with nanoseconds.
type Time struct {
	sql.NullTime
}

var (
	_ json.WireMarshaler       = Time{}
	_ json.WireUnmarshaler     = (*Time)(nil)
	_ json.MarshalAppender     = Time{}
	_ json.Marshaler           = Time{}
	_ encoding.TextAppender    = Time{}
	_ encoding.TextUnmarshaler = (*Time)(nil)
	_ driver.Valuer            = Time{}
)

// NewTime returns a Time holding t, valid or null as valid says.
func NewTime(t time.Time, valid bool) Time {
	return Time{sql.NullTime{Time: t, Valid: valid}}
}

// TimeFrom returns a valid Time holding t, even if t is the zero time.
func TimeFrom(t time.Time) Time { return NewTime(t, true) }

// TimeFromPtr returns a Time holding *p, or a null Time if p is nil.
func TimeFromPtr(p *time.Time) Time { return NewTime(deref(p)) }

// Value implements [driver.Valuer]: nil for null, else the [time.Time].
func (t Time) Value() (driver.Value, error) {
	if !t.Valid {
		return nil, nil
	}
	return t.Time, nil
}

// ValueOrZero returns the value, or the zero time if t is null.
func (t Time) ValueOrZero() time.Time { return valueOrZero(t.Time, t.Valid) }

// SetValid stores v and marks t valid.
func (t *Time) SetValid(v time.Time) { t.Time, t.Valid = v, true }

// Ptr returns a pointer to a copy of the value, or nil if t is null.
func (t Time) Ptr() *time.Time { return pointerTo(t.Time, t.Valid) }

// IsZero reports whether t is null, so that a field tagged omitzero is left
// out exactly when it is null. A valid zero time is not zero.
func (t Time) IsZero() bool { return !t.Valid }

// Equal reports whether t and other are both null or both valid with
// values that are the same instant ([time.Time.Equal]), whatever their
// locations.
func (t Time) Equal(other Time) bool {
	return t.Valid == other.Valid && (!t.Valid || t.Time.Equal(other.Time))
}

// ExactEqual reports whether t and other are both null or both valid with
// values that are identical, location and monotonic clock reading included
// (time.Time's ==).
func (t Time) ExactEqual(other Time) bool {
	return equal(t.Time, t.Valid, other.Time, other.Valid)
}

// MarshalAppendJSON implements [json.MarshalAppender]: it appends null or
// the time as [json.AppendTime] writes it, allocating nothing. A time whose
// year RFC 3339 cannot hold gives time.Time's own error and leaves dst as it
// was.
func (t Time) MarshalAppendJSON(dst []byte) ([]byte, error) {
	if !t.Valid {
		return append(dst, "null"...), nil
	}
	return json.AppendTime(dst, t.Time)
}

// MarshalJSONWire implements [json.WireMarshaler], which package json
// prefers to the other methods: it writes null or the time through w, the
// bytes of [Time.MarshalAppendJSON], and fails as that does.
func (t Time) MarshalJSONWire(w *wire.Writer) error {
	if !t.Valid {
		w.Null()
		return nil
	}
	return marshalError[Time](w.Time(t.Time))
}

// MarshalJSON implements [json.Marshaler] with the bytes of
// [Time.MarshalAppendJSON], for encoders that know only MarshalJSON.
func (t Time) MarshalJSON() ([]byte, error) {
	return t.MarshalAppendJSON(make([]byte, 0, len(`"2006-01-02T15:04:05.999999999-07:00"`)))
}

// UnmarshalJSON implements [json.Unmarshaler]. It accepts null and the
// strings [time.Time.UnmarshalJSON] accepts (RFC 3339). Null leaves the Time
// field as it was. For compatibility with guregu/null, any input that starts
// with 'n' counts as null; a decoder only ever passes valid JSON. A time in
// UTC or in the local zone is decoded without allocating.
func (t *Time) UnmarshalJSON(data []byte) error {
	if nullJSON(data) {
		t.Valid = false
		return nil
	}
	var r wire.Reader
	r.Reset(data)
	// A valid JSON string reaches time.Time.UnmarshalJSON as it is, escapes
	// and all, on the general path too; errors go that way for their
	// wrapping.
	if r.Kind() == wire.String {
		if text := r.ReadRaw(); r.Finish() == nil && t.Time.UnmarshalJSON(text) == nil {
			t.Valid = true
			return nil
		}
	}
	return decodeJSON(data, &t.Time, &t.Valid)
}

// UnmarshalJSONWire implements [json.WireUnmarshaler], which package json
// prefers to UnmarshalJSON: it reads the value at r's cursor, with the
// result and the error of [Time.UnmarshalJSON] on the value's text. Null
// and times in UTC or in the local zone are read without allocating.
func (t *Time) UnmarshalJSONWire(r *wire.Reader) error {
	start := r.Offset()
	switch r.Kind() {
	case wire.Null:
		r.ReadNull()
		t.Valid = false
		return nil
	case wire.String:
		if text := r.ReadRaw(); text != nil && t.Time.UnmarshalJSON(text) == nil {
			t.Valid = true
			return nil
		}
	default:
		r.Skip()
	}
	if text := textFrom(r, start); text != nil {
		return t.UnmarshalJSON(text)
	}
	return nil
}

// AppendText implements [encoding.TextAppender]: nothing for null, else what
// [time.Time.AppendText] writes.
func (t Time) AppendText(dst []byte) ([]byte, error) {
	if !t.Valid {
		return dst, nil
	}
	out, err := t.Time.AppendText(dst)
	if err != nil {
		// time.Time names the failing method in its error; report it as
		// MarshalText, the method an encoder that ignores AppendText calls.
		_, err = t.Time.MarshalText()
		return dst, err
	}
	return out, nil
}

// MarshalText implements [encoding.TextMarshaler]: empty for null, else what
// [time.Time.MarshalText] returns.
func (t Time) MarshalText() ([]byte, error) {
	if !t.Valid {
		return []byte{}, nil
	}
	return t.Time.MarshalText()
}

// UnmarshalText implements [encoding.TextUnmarshaler]: empty text and "null"
// make t null, an RFC 3339 time valid. On an error t keeps its validity.
func (t *Time) UnmarshalText(text []byte) error {
	if len(text) == 0 || string(text) == "null" {
		t.Valid = false
		return nil
	}
	if err := t.Time.UnmarshalText(text); err != nil {
		return fmt.Errorf("null: couldn't unmarshal text: %w", err)
	}
	t.Valid = true
	return nil
}
