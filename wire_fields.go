package json

import (
	"fmt"
	"reflect"
	"unsafe"

	"github.com/zerojson/json/wire"
)

// This file holds the building blocks of the methods cmd/jsongen writes,
// which any MarshalJSONWire or UnmarshalJSONWire written by hand may use
// too: a struct's value checked before its members are read, the readers
// of the fields of each basic kind, an unknown member, and the values
// left to the reflective encoder inside a function given to
// wire.Writer.AppendCompact. Each does what the reflective codec does for
// the same value, errors included, so that a method built from them
// encodes and decodes exactly as Marshal and Unmarshal do.

// AppendField appends the value p points to to dst exactly as [Marshal]
// encodes a struct field of that type, as compact JSON with its strings
// escaped for HTML if escapeHTML is set, or returns the error Marshal
// returns for it: for the fields that a function given to
// [wire.Writer.AppendCompact] leaves to the reflective encoder, such as a
// map, an interface or a type with its own marshalling methods. p is the
// address of the field, &x.F, which costs no allocation to box; the field
// is encoded as one of a struct reached through a pointer, whose methods
// with pointer receivers are called. A p that is not a non-nil pointer is
// encoded as Marshal encodes it.
func AppendField(dst []byte, p any, escapeHTML bool) ([]byte, error) {
	e := getEncodeState(escapeHTML)
	var b []byte
	var err error
	if rv := reflect.ValueOf(p); rv.Kind() == reflect.Pointer && !rv.IsNil() {
		b, err = codecFor(rv.Type().Elem(), addressable).encode(e, dst, rv.UnsafePointer())
	} else {
		b, err = e.encodeAny(dst, p)
	}
	putEncodeState(e)
	if err != nil {
		return dst, methodError(err)
	}
	return b, nil
}

// ReadObject checks that the value at r's cursor is an object, for the
// UnmarshalJSONWire method of struct type t to read its members, and
// reports whether it is. If it is not, the value is read as [Unmarshal]
// reads it into a struct: null leaves the struct unchanged, and any other
// value is skipped and reported as an [*UnmarshalTypeError] for t (see
// [ReportError], whose result ReadObject returns).
func ReadObject(r *wire.Reader, t reflect.Type) (bool, error) {
	switch r.PeekKind() {
	case wire.Object:
		return true, nil
	case wire.Null:
		r.ReadNull()
		return false, nil
	}
	what, offset := r.Mismatch()
	if what == "" {
		return false, nil // a syntax error, which is r's
	}
	return false, ReportError(r, &UnmarshalTypeError{Value: what, Type: t, Offset: offset}, nil, "")
}

// ReadUnknown skips the value of an object member whose name matches no
// field of the struct being read, having reported encoding/json's error
// for it (see [ReportError]) if the decoding disallows unknown fields
// ([wire.Reader.DisallowUnknownFields]).
func ReadUnknown(r *wire.Reader, name []byte) error {
	var err error
	if r.DisallowUnknownFields() {
		err = ReportError(r, fmt.Errorf("json: unknown field %q", name), nil, "")
	}
	r.Skip()
	return err
}

// The field readers below read the value at r's cursor into *dst, the
// field of a basic kind that is member field (its JSON name) of struct
// type in, exactly as [Unmarshal] does: a value of the field's own kind
// directly, and anything else (null, which leaves the field unchanged, or
// a value of another kind, a type error) through [UnmarshalWire]. A number
// out of the field's range is reported as encoding/json reports it. The
// type of the field must have no unmarshalling method of its own
// (UnmarshalJSONWire, UnmarshalJSON, UnmarshalText), which Unmarshal would
// call: decode such a field with UnmarshalWire.

// ReadString is the field reader of a string kind.
func ReadString[T ~string](r *wire.Reader, dst *T, in reflect.Type, field string) error {
	if r.PeekKind() == wire.String {
		*dst = T(r.ReadString())
		return nil
	}
	return UnmarshalWire(r, dst, in, field)
}

// ReadBool is the field reader of a bool kind.
func ReadBool[T ~bool](r *wire.Reader, dst *T, in reflect.Type, field string) error {
	if k := r.PeekKind(); k == wire.True || k == wire.False {
		*dst = T(r.ReadBool())
		return nil
	}
	return UnmarshalWire(r, dst, in, field)
}

// ReadInt is the field reader of a signed integer kind.
func ReadInt[T ~int | ~int8 | ~int16 | ~int32 | ~int64](r *wire.Reader, dst *T, in reflect.Type, field string) error {
	if r.PeekKind() != wire.Number {
		return UnmarshalWire(r, dst, in, field)
	}
	start := r.Offset()
	// n fits T if converting it to T and back gives n again.
	if n, ok := r.ReadInt(); ok && int64(T(n)) == n {
		*dst = T(n)
		return nil
	}
	return numberOutOfRange(r, start, reflect.TypeFor[T](), in, field)
}

// ReadUint is the field reader of an unsigned integer kind.
func ReadUint[T ~uint | ~uint8 | ~uint16 | ~uint32 | ~uint64 | ~uintptr](r *wire.Reader, dst *T, in reflect.Type, field string) error {
	if r.PeekKind() != wire.Number {
		return UnmarshalWire(r, dst, in, field)
	}
	start := r.Offset()
	if n, ok := r.ReadUint(); ok && uint64(T(n)) == n {
		*dst = T(n)
		return nil
	}
	return numberOutOfRange(r, start, reflect.TypeFor[T](), in, field)
}

// ReadFloat is the field reader of a floating-point kind.
func ReadFloat[T ~float32 | ~float64](r *wire.Reader, dst *T, in reflect.Type, field string) error {
	if r.PeekKind() != wire.Number {
		return UnmarshalWire(r, dst, in, field)
	}
	start := r.Offset()
	// The size of T in bits is the precision to read the number with: a
	// constant once the function is instantiated.
	if f, ok := r.ReadFloat(int(unsafe.Sizeof(T(0))) * 8); ok {
		*dst = T(f)
		return nil
	}
	return numberOutOfRange(r, start, reflect.TypeFor[T](), in, field)
}

// numberOutOfRange reports the type error for the number that a field
// reader has read from start to r's cursor and that does not fit type t.
// After a syntax error it reports nothing: the error is r's.
func numberOutOfRange(r *wire.Reader, start int64, t, in reflect.Type, field string) error {
	if r.Err() != nil {
		return nil
	}
	text := r.Input()[start:r.Offset()]
	return ReportError(r, &UnmarshalTypeError{Value: "number " + string(text), Type: t, Offset: r.Offset()}, in, field)
}
