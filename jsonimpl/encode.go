package jsonimpl

import (
	"fmt"
	"reflect"
	"unsafe"

	"github.com/zerojson/json"
	"github.com/zerojson/json/internal/jsonwire"
	"github.com/zerojson/json/wire"
)

// AppendField appends the value p points to to b exactly as Marshal
// encodes a struct field of that type, in the encoding w belongs to, or
// returns the error Marshal returns for it (and b): for a field the
// appending function leaves to the reflective encoder. p is the field's
// address, &x.F, which costs no allocation to box. A [Field] does the same
// without looking the field's type up each time.
func AppendField(b []byte, p any, w *wire.Writer) ([]byte, error) {
	s := encoding(w)
	if s == nil {
		return b, errNoSession
	}
	rv := reflect.ValueOf(p)
	if rv.Kind() != reflect.Pointer || rv.IsNil() {
		return b, fmt.Errorf("jsonimpl: AppendField of a %T, not the address of a field", p)
	}
	return s.Engine.FieldEncoder(rv.Type().Elem(), false).AppendField(s, b, rv.UnsafePointer())
}

// AppendFloat appends f to b as Marshal writes a float of the given size
// in bits (32 or 64), or returns the error Marshal returns for a NaN or an
// infinity, and b.
func AppendFloat(b []byte, f float64, bits int) ([]byte, error) {
	return json.AppendFloat(b, f, bits)
}

// EnterPointer counts p, a pointer that is not nil and whose target the
// appending function writes itself, in the nesting of the encoding w
// belongs to, as the encoder counts a pointer it follows, and returns the
// error Marshal returns if p is part of a cycle: past encoding/json's 1000
// levels, the pointers being written are remembered, and meeting one
// again is a [json.UnsupportedValueError]. After writing the target, call
// LeavePointer; after an error, the encoding is over.
func EnterPointer[P ~*T, T any](w *wire.Writer, p P) error {
	s := encoding(w)
	if s == nil {
		return errNoSession
	}
	if s.Deeper() && s.Seen(jsonwire.CycleKey{Ptr: unsafe.Pointer(p), Type: reflect.TypeFor[P]()}) {
		return cycleError(reflect.ValueOf(p))
	}
	return nil
}

// LeavePointer ends what EnterPointer began.
func LeavePointer[P ~*T, T any](w *wire.Writer, p P) {
	encoding(w).Leave(jsonwire.CycleKey{Ptr: unsafe.Pointer(p), Type: reflect.TypeFor[P]()})
}

// EnterSlice is EnterPointer for a slice that is not nil and whose
// elements the appending function writes itself (not a []byte, which is
// not counted).
func EnterSlice[S ~[]E, E any](w *wire.Writer, x S) error {
	s := encoding(w)
	if s == nil {
		return errNoSession
	}
	if s.Deeper() && s.Seen(jsonwire.CycleKey{Ptr: unsafe.Pointer(unsafe.SliceData(x)), Len: len(x)}) {
		return cycleError(reflect.ValueOf(x))
	}
	return nil
}

// LeaveSlice ends what EnterSlice began.
func LeaveSlice[S ~[]E, E any](w *wire.Writer, x S) {
	encoding(w).Leave(jsonwire.CycleKey{Ptr: unsafe.Pointer(unsafe.SliceData(x)), Len: len(x)})
}

// cycleError is the error Marshal returns for the cyclic value v.
func cycleError(v reflect.Value) error {
	return &json.UnsupportedValueError{Value: v, Str: "encountered a cycle via " + v.Type().String()}
}
