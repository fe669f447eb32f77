package jsonimpl

import (
	"encoding"
	"reflect"
	"sync/atomic"
	"time"
	"unsafe"

	"github.com/zerojson/json"
	"github.com/zerojson/json/internal/jsonwire"
	"github.com/zerojson/json/wire"
)

// A Field encodes and decodes the values of type T, a struct field's type,
// exactly as the reflective encoder and decoder do for a field of that
// type. It is for the fields that generated functions leave to them.
// Unlike [AppendField] and [json.UnmarshalWire], which look T's compiled
// codecs up by the value's type for every value, a Field keeps them.
// Generated code keeps one Field per such field type, in a package-level
// variable.
type Field[T any] struct {
	withString bool                                  // the field has the ",string" option
	enc        atomic.Pointer[jsonwire.FieldEncoder] // set on first use
	dec        atomic.Pointer[jsonwire.FieldDecoder] // set on first use
}

// FieldOf returns the Field of type T. Its codecs are compiled when it is
// first used.
func FieldOf[T any]() *Field[T] {
	return new(Field[T])
}

// QuotedFieldOf returns the Field of type T for a struct field tagged
// with the ",string" option, which encoding/json honours for the bool,
// number and string kinds and unnamed pointers to them. Append writes the
// value quoted and Read reads it from a string, with encoding/json's rules
// and errors for the option, as [json.Marshal] and [json.Unmarshal] do for
// such a field. For any other type the option changes nothing.
func QuotedFieldOf[T any]() *Field[T] {
	return &Field[T]{withString: true}
}

// Append appends *p to b as [json.Marshal] encodes a struct field of type
// T, in the encoding s, or returns the error Marshal returns for it (and
// b).
func (f *Field[T]) Append(b []byte, p *T, s *Encoding) ([]byte, error) {
	enc := f.enc.Load()
	if enc == nil {
		e := (*jsonwire.Encoding)(s).Engine()
		if e == nil {
			return b, errNoSession
		}
		enc = e.FieldEncoder(reflect.TypeFor[T](), f.withString)
		f.enc.Store(enc)
	}
	return enc.Append((*jsonwire.Encoding)(s), b, unsafe.Pointer(p))
}

// Read reads the value at r's cursor into *p as [json.Unmarshal] reads
// member field (its JSON name) of struct type in into a field of type T,
// as json.UnmarshalWire(r, p, in, field) does.
func (f *Field[T]) Read(r *wire.Reader, p *T, in reflect.Type, field string) error {
	s := decoding(r)
	if s == nil {
		if f.withString {
			return errNoSession
		}
		return json.UnmarshalWire(r, p, in, field)
	}
	dec := f.dec.Load()
	if dec == nil {
		dec = s.Engine.FieldDecoder(reflect.TypeFor[T](), f.withString)
		f.dec.Store(dec)
	}
	c := (*jsonwire.Reader)(r)
	if dec.Plain != nil && dec.Plain(c, unsafe.Pointer(p)) {
		return nil
	}
	return dec.Decode(c, unsafe.Pointer(p), in, field)
}

// ReadTime reads the value at r's cursor into *p, a time.Time, as f.Read
// does: a timestamp in the layout time.Time's MarshalJSON writes, the
// commonest, is parsed here, as the reflective decoder parses it, and
// everything else is left to f.Read.
func ReadTime(r *wire.Reader, p *time.Time, f *Field[time.Time], in reflect.Type, field string) error {
	if jsonwire.ReadTimeAt((*jsonwire.Reader)(r), unsafe.Pointer(p)) {
		return nil
	}
	return f.Read(r, p, in, field)
}

// ReadText reads the value at r's cursor into *p as f.Read does, for a
// type T whose pointer has the method UnmarshalText and not UnmarshalJSON
// or UnmarshalJSONWire, and member field (its JSON name) of struct type in,
// not nil. A string, once the input is known to be valid, is handed to
// the method, called directly, or to the decoding, which calls it later
// (jsonwire.Decoding.Later); null and the values that are not strings are
// left to f.Read.
func ReadText[T any, P interface {
	*T
	encoding.TextUnmarshaler
}](r *wire.Reader, p *T, f *Field[T], in reflect.Type, field string) error {
	c := (*jsonwire.Reader)(r)
	s := decoding(r)
	if s == nil || in == nil || c.Peek() != '"' {
		return f.Read(r, p, in, field)
	}
	if s.Later {
		return methodError(s, s.Engine.MethodLater(nil, P(p)), in, field)
	}
	if !c.MemberMustBeValidAt(s.Path) {
		return nil // the syntax error is r's
	}
	return methodError(s, P(p).UnmarshalText(c.ReadText()), in, field)
}

// ReadJSON reads the value at r's cursor into *p as f.Read does, for a
// type T whose pointer has the method UnmarshalJSON and not
// UnmarshalJSONWire, and member field (its JSON name) of struct type in,
// not nil: once the input is known to be valid, the value, null included,
// is handed to the method, called directly, or to the decoding, which
// calls it later (jsonwire.Decoding.Later).
func ReadJSON[T any, P interface {
	*T
	json.Unmarshaler
}](r *wire.Reader, p *T, f *Field[T], in reflect.Type, field string) error {
	c := (*jsonwire.Reader)(r)
	s := decoding(r)
	if s == nil || in == nil {
		return f.Read(r, p, in, field)
	}
	if s.Later {
		return methodError(s, s.Engine.MethodLater(P(p), nil), in, field)
	}
	if !c.MemberMustBeValidAt(s.Path) {
		return nil // the syntax error is r's
	}
	return methodError(s, P(p).UnmarshalJSON(c.RawValue()), in, field)
}

// ReadJSONPointer reads the value at r's cursor into *p as f.Read does,
// for a member field of struct type in whose type is *T, with T as in
// [ReadJSON]: null makes *p nil, as encoding/json makes it without calling
// the method; anything else, once the input is known to be valid, is
// handed to the method of *p, allocated first if it is nil.
func ReadJSONPointer[T any, P interface {
	*T
	json.Unmarshaler
}](r *wire.Reader, p **T, f *Field[*T], in reflect.Type, field string) error {
	if readNull(r, p) {
		return nil
	}
	c := (*jsonwire.Reader)(r)
	s := decoding(r)
	if s == nil || in == nil {
		return f.Read(r, p, in, field)
	}
	if !c.MemberMustBeValidAt(s.Path) {
		return nil // the syntax error is r's
	}
	if *p == nil {
		*p = new(T)
	}
	return methodError(s, P(*p).UnmarshalJSON(c.RawValue()), in, field)
}

// ReadTextPointer is [ReadJSONPointer] for the T of [ReadText]: a string
// is handed to the method, and the values that are neither null nor
// strings are left to f.Read, whose errors name *T.
func ReadTextPointer[T any, P interface {
	*T
	encoding.TextUnmarshaler
}](r *wire.Reader, p **T, f *Field[*T], in reflect.Type, field string) error {
	if readNull(r, p) {
		return nil
	}
	c := (*jsonwire.Reader)(r)
	s := decoding(r)
	if s == nil || in == nil || c.Peek() != '"' {
		return f.Read(r, p, in, field)
	}
	if !c.MemberMustBeValidAt(s.Path) {
		return nil // the syntax error is r's
	}
	if *p == nil {
		*p = new(T)
	}
	return methodError(s, P(*p).UnmarshalText(c.ReadText()), in, field)
}

// ReadTimePointer is [ReadJSONPointer] for a member of type *time.Time,
// read as [ReadTime] reads a time.Time into what *p points to, allocated
// first if it is nil, as encoding/json allocates it before calling
// UnmarshalJSON.
func ReadTimePointer(r *wire.Reader, p **time.Time, f *Field[*time.Time], in reflect.Type, field string) error {
	if readNull(r, p) {
		return nil
	}
	c := (*jsonwire.Reader)(r)
	if *p == nil {
		*p = new(time.Time)
	}
	if jsonwire.ReadTimeAt(c, unsafe.Pointer(*p)) {
		return nil
	}
	return f.Read(r, p, in, field)
}

// readNull reads null at r's cursor, if it is there, into *p, a member of
// a pointer type, which encoding/json makes nil, and reports whether it
// was.
func readNull[T any](r *wire.Reader, p **T) bool {
	if (*jsonwire.Reader)(r).Peek() != 'n' {
		return false
	}
	r.ReadNull()
	*p = nil
	return true
}

// methodError returns err, which a method returned for member field of
// struct type in, completed as package json completes it there.
func methodError(s *jsonwire.Decoding, err error, in reflect.Type, field string) error {
	if err == nil { // inlined: the call for an error only, 18 instructions a method
		return nil
	}
	return methodErrorAt(s, err, in, field)
}

// methodErrorAt is methodError for an error.
func methodErrorAt(s *jsonwire.Decoding, err error, in reflect.Type, field string) error {
	return leave(s, enter(s, in, field), err)
}
