package jsonimpl

import (
	"encoding"
	"fmt"
	"reflect"
	"time"
	"unsafe"

	"github.com/zerojson/json"
	"github.com/zerojson/json/internal/jsonwire"
	"github.com/zerojson/json/internal/stderror"
)

// AppendField appends the value p points to to b, exactly as
// [json.Marshal] encodes a struct field of that type, in the encoding s,
// or returns the error Marshal returns for it (and b). It is for a field
// the appending function leaves to the reflective encoder. p is the
// field's address, &x.F, which costs no allocation to box. A [Field] does
// the same without looking the field's type up each time.
func AppendField(b []byte, p any, s *Encoding) ([]byte, error) {
	e := (*jsonwire.Encoding)(s).Engine()
	if e == nil {
		return b, errNoSession
	}
	rv := reflect.ValueOf(p)
	if rv.Kind() != reflect.Pointer || rv.IsNil() {
		return b, fmt.Errorf("jsonimpl: AppendField of a %T, not the address of a field", p)
	}
	return e.FieldEncoder(rv.Type().Elem(), false).Append((*jsonwire.Encoding)(s), b, rv.UnsafePointer())
}

// AppendRawMessage appends raw to b as [json.Marshal] encodes a struct
// field of type [json.RawMessage], in the encoding s: null if raw is nil,
// and otherwise raw checked and compacted, escaped for HTML if s escapes
// it, or the [*json.MarshalerError] Marshal returns for it (and b). The
// commonest type an appending function would leave to the reflective
// encoder, written without its call: a [Field] costs a RawMessage about
// 110 instructions more.
func AppendRawMessage(b []byte, raw json.RawMessage, s *Encoding) ([]byte, error) {
	if raw == nil {
		return append(b, "null"...), nil
	}
	out, err := jsonwire.AppendCompact(b, raw, s.EscapeHTML())
	if err != nil {
		return b, stderror.Marshaler(rawMessageType, err, stderror.MarshalJSON)
	}
	return out, nil
}

var rawMessageType = reflect.TypeFor[json.RawMessage]()

// AppendJSON appends *p to b as [json.Marshal] encodes a struct field
// of type T, in the encoding s, for a type T that marshals itself with
// MarshalJSON (its pointer has it, and not MarshalJSONWire or
// MarshalAppendJSON), or returns the [*json.MarshalerError] Marshal returns
// (and b): the method's output is checked and compacted, and escaped for
// HTML if s escapes it. The method is called directly, not through the
// interface a [Field] makes from the field's address. The field must be
// addressable where encoding/json encodes it, if only *T has the method:
// package json runs generated code only where it is.
func AppendJSON[T any, P interface {
	*T
	json.Marshaler
}](b []byte, p P, s *Encoding) ([]byte, error) {
	js, err := p.MarshalJSON()
	if err == nil {
		var out []byte
		if out, err = jsonwire.AppendCompact(b, js, s.EscapeHTML()); err == nil {
			return out, nil
		}
	}
	return b, stderror.Marshaler(reflect.TypeFor[T](), err, stderror.MarshalJSON)
}

// AppendTime appends *t to b as [json.Marshal] encodes a struct field of
// type time.Time, as its MarshalJSON method writes it, or returns the
// [*json.MarshalerError] Marshal returns for a time MarshalJSON cannot
// write (and b). It writes without the call through a [Field].
func AppendTime(b []byte, t *time.Time, s *Encoding) ([]byte, error) {
	out, err := jsonwire.AppendTime(b, *t)
	if err != nil {
		return b, stderror.Marshaler(timeType, err, stderror.MarshalJSON)
	}
	return out, nil
}

var timeType = reflect.TypeFor[time.Time]()

// AppendTimeOf is [AppendTime] for a struct field of type T whose
// MarshalJSON method is time.Time's, promoted from a time.Time it embeds,
// t: its output is the same, and its errors name T, as encoding/json's
// do. For a field of type *U that is not nil, U the type that embeds the
// time, T is *U.
func AppendTimeOf[T any](b []byte, t *time.Time, s *Encoding) ([]byte, error) {
	out, err := AppendTime(b, t, s)
	return out, naming[T](err)
}

// AppendText is [AppendJSON] for a type T that marshals itself with
// MarshalText (and has neither MarshalJSON nor AppendText, which the
// reflective encoder would call instead): the text is written as a JSON
// string, escaped for HTML if s escapes it.
func AppendText[T any, P interface {
	*T
	encoding.TextMarshaler
}](b []byte, p P, s *Encoding) ([]byte, error) {
	text, err := p.MarshalText()
	if err != nil {
		return b, stderror.Marshaler(reflect.TypeFor[T](), err, stderror.MarshalText)
	}
	return jsonwire.AppendQuoteBytes(b, text, s.EscapeHTML()), nil
}

// AppendJSONPointer appends p to b as [json.Marshal] encodes a struct
// field of type *T, for the T of [AppendJSON]: null if p is nil, and
// otherwise what AppendJSON writes, or its error, which names *T, the
// field's type, as encoding/json names it.
func AppendJSONPointer[T any, P interface {
	*T
	json.Marshaler
}](b []byte, p P, s *Encoding) ([]byte, error) {
	if p == nil {
		return append(b, "null"...), nil
	}
	out, err := AppendJSON[T](b, p, s)
	return out, naming[P](err)
}

// AppendTextPointer is [AppendJSONPointer] for the T of [AppendText].
func AppendTextPointer[T any, P interface {
	*T
	encoding.TextMarshaler
}](b []byte, p P, s *Encoding) ([]byte, error) {
	if p == nil {
		return append(b, "null"...), nil
	}
	out, err := AppendText[T](b, p, s)
	return out, naming[P](err)
}

// AppendTimePointer is [AppendJSONPointer] for a field of type *time.Time,
// written as [AppendTime] writes a time.Time.
func AppendTimePointer(b []byte, t *time.Time, s *Encoding) ([]byte, error) {
	if t == nil {
		return append(b, "null"...), nil
	}
	return AppendTimeOf[*time.Time](b, t, s)
}

// naming returns err, nil or a [*json.MarshalerError] just made, with T
// as its type: that of the field whose value's method failed, where it is
// not the method's type (a pointer to it, or a type the method is
// promoted to).
func naming[T any](err error) error {
	if e, ok := err.(*json.MarshalerError); ok {
		e.Type = reflect.TypeFor[T]()
	}
	return err
}

// AppendTextAppender is [AppendText] for a type T whose pointer has
// AppendText too (encoding.TextAppender), which the reflective encoder
// calls rather than MarshalText: the text goes into memory of the
// encoding s rather than into a new slice. If AppendText fails,
// MarshalText is called after all, and its result or error is the one
// written or returned, as package json does.
func AppendTextAppender[T any, P interface {
	*T
	encoding.TextMarshaler
	encoding.TextAppender
}](b []byte, p P, s *Encoding) ([]byte, error) {
	e := (*jsonwire.Encoding)(s)
	text, err := p.AppendText(e.Scratch[:0])
	e.Scratch = text
	if err != nil {
		return AppendText[T](b, p, s)
	}
	return jsonwire.AppendQuoteBytes(b, text, e.EscapeHTML()), nil
}

// AppendTextAppenderPointer is [AppendJSONPointer] for the T of
// [AppendTextAppender].
func AppendTextAppenderPointer[T any, P interface {
	*T
	encoding.TextMarshaler
	encoding.TextAppender
}](b []byte, p P, s *Encoding) ([]byte, error) {
	if p == nil {
		return append(b, "null"...), nil
	}
	out, err := AppendTextAppender[T](b, p, s)
	return out, naming[P](err)
}

// AppendFloat appends f to b as [json.Marshal] writes a float of the
// given size in bits (32 or 64), or returns the error Marshal returns for
// a NaN or an infinity, and b. It is [json.AppendFloat], and like it may
// overwrite the bytes of b's capacity beyond the returned length.
func AppendFloat(b []byte, f float64, bits int) ([]byte, error) {
	return json.AppendFloat(b, f, bits)
}

// EnterPointer counts p, a pointer that is not nil and whose target the
// appending function writes itself, in the nesting of the encoding s, as
// the encoder counts a pointer it follows. It returns the error
// [json.Marshal] returns if p is part of a cycle: past encoding/json's
// 1000 levels, the pointers being written are remembered, and meeting one
// again is a [json.UnsupportedValueError]. After writing the target, call
// [LeavePointer]; after an error, the encoding is over.
func EnterPointer[P ~*T, T any](s *Encoding, p P) error {
	e := (*jsonwire.Encoding)(s)
	if e.Deeper() && e.Seen(jsonwire.CycleKey{Ptr: unsafe.Pointer(p), Type: reflect.TypeFor[P]()}) {
		return cycleError(reflect.ValueOf(p))
	}
	return nil
}

// LeavePointer ends what [EnterPointer] began.
func LeavePointer[P ~*T, T any](s *Encoding, p P) {
	e := (*jsonwire.Encoding)(s)
	if e.Deep() { // the key only then: reflect.TypeFor is a call
		e.Forget(jsonwire.CycleKey{Ptr: unsafe.Pointer(p), Type: reflect.TypeFor[P]()})
	}
	e.Up()
}

// EnterSlice is [EnterPointer] for a slice that is not nil and whose
// elements the appending function writes itself (not a []byte, which is
// not counted). After writing the elements, call [LeaveSlice].
func EnterSlice[S ~[]E, E any](s *Encoding, x S) error {
	e := (*jsonwire.Encoding)(s)
	if e.Deeper() && e.Seen(jsonwire.CycleKey{Ptr: unsafe.Pointer(unsafe.SliceData(x)), Len: len(x)}) {
		return cycleError(reflect.ValueOf(x))
	}
	return nil
}

// LeaveSlice ends what [EnterSlice] began.
func LeaveSlice[S ~[]E, E any](s *Encoding, x S) {
	e := (*jsonwire.Encoding)(s)
	if e.Deep() {
		e.Forget(jsonwire.CycleKey{Ptr: unsafe.Pointer(unsafe.SliceData(x)), Len: len(x)})
	}
	e.Up()
}

// cycleError is the error Marshal returns for the cyclic value v.
func cycleError(v reflect.Value) error {
	return &json.UnsupportedValueError{Value: v, Str: "encountered a cycle via " + v.Type().String()}
}
