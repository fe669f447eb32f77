package null

import (
	"database/sql"

	"github.com/zerojson/json"
	"github.com/zerojson/json/wire"
)

// Value is a value of any type T that may be null. Its zero value is null;
// the zero T is a valid value like any other. It embeds [sql.Null], so it
// reads and writes SQL columns through [sql.Null.Scan] and [sql.Null.Value],
// and its fields are V and Valid.
//
// In JSON a null Value is null and a valid one the JSON of V, as
// [json.Marshal] writes it. Like guregu/null's, Value has no text form.
type Value[T any] struct {
	sql.Null[T]
}

var (
	_ json.WireMarshaler   = Value[int]{}
	_ json.WireUnmarshaler = (*Value[int])(nil)
	_ json.MarshalAppender = Value[int]{}
	_ json.Marshaler       = Value[int]{}
)

// NewValue returns a Value holding v, valid or null as valid says.
func NewValue[T any](v T, valid bool) Value[T] {
	return Value[T]{sql.Null[T]{V: v, Valid: valid}}
}

// ValueFrom returns a valid Value holding v.
func ValueFrom[T any](v T) Value[T] { return NewValue(v, true) }

// ValueFromPtr returns a Value holding *p, or a null Value if p is nil.
func ValueFromPtr[T any](p *T) Value[T] { return NewValue(deref(p)) }

// ValueOrZero returns the value, or the zero T if v is null.
func (v Value[T]) ValueOrZero() T { return valueOrZero(v.V, v.Valid) }

// SetValid stores x and marks v valid.
func (v *Value[T]) SetValid(x T) { v.V, v.Valid = x, true }

// Ptr returns a pointer to a copy of the value, or nil if v is null.
func (v Value[T]) Ptr() *T { return pointerTo(v.V, v.Valid) }

// IsZero reports whether v is null, so that a field tagged omitzero is left
// out exactly when it is null. A valid zero T is not zero.
func (v Value[T]) IsZero() bool { return !v.Valid }

// MarshalAppendJSON implements [json.MarshalAppender]: it appends null or
// what [json.MarshalAppend] appends for V. V is passed by value, as
// guregu/null's MarshalJSON passes it to Marshal, so that methods on *T are
// not used; boxing it may allocate.
func (v Value[T]) MarshalAppendJSON(dst []byte) ([]byte, error) {
	if !v.Valid {
		return append(dst, "null"...), nil
	}
	return json.MarshalAppend(dst, v.V)
}

// MarshalJSONWire implements [json.WireMarshaler], which package json
// prefers to the other methods: it writes null or V through w with
// [json.MarshalWire], the bytes of [Value.MarshalAppendJSON], and fails as
// that does. As there, V is passed by value and HTML characters in it are
// escaped whatever w's setting: guregu/null's MarshalJSON marshals V with
// encoding/json's defaults, and encoding/json leaves its output escaped
// even when told not to escape.
func (v Value[T]) MarshalJSONWire(w *wire.Writer) error {
	if !v.Valid {
		w.Null()
		return nil
	}
	escape := w.EscapeHTML()
	w.SetEscapeHTML(true)
	err := json.MarshalWire(w, v.V)
	w.SetEscapeHTML(escape)
	return marshalError[Value[T]](err)
}

// MarshalJSON implements [json.Marshaler] with the bytes of
// [Value.MarshalAppendJSON], for encoders that know only MarshalJSON.
func (v Value[T]) MarshalJSON() ([]byte, error) { return v.MarshalAppendJSON(nil) }

// UnmarshalJSON implements [json.Unmarshaler]. It accepts null, which leaves
// V as it was, and whatever decodes into a T. For compatibility with
// guregu/null, any input that starts with 'n' counts as null; a decoder only
// ever passes valid JSON.
func (v *Value[T]) UnmarshalJSON(data []byte) error {
	if nullJSON(data) {
		v.Valid = false
		return nil
	}
	return decodeJSON(data, &v.V, &v.Valid)
}

// UnmarshalJSONWire implements [json.WireUnmarshaler], which package json
// prefers to UnmarshalJSON: it reads null itself and hands anything else,
// as its text, to [Value.UnmarshalJSON], with its result and its error.
func (v *Value[T]) UnmarshalJSONWire(r *wire.Reader) error {
	if r.Kind() == wire.Null {
		r.ReadNull()
		v.Valid = false
		return nil
	}
	if text := r.ReadRaw(); text != nil {
		return v.UnmarshalJSON(text)
	}
	return nil
}
