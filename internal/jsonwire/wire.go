// Package jsonwire is the syntax layer of zerojson: stateless functions that
// quote and escape strings, format numbers and times, and validate, compact
// and indent encoded JSON. It knows nothing about Go types; the reflective
// encoder in package json and the code written by jsongen both call it, so
// the two paths produce the same bytes.
//
// Every function here reproduces the byte-level behaviour of encoding/json
// (Go 1.26, classic implementation) exactly, including error messages and
// offsets; the tests in this directory compare against it.
package jsonwire

import (
	"reflect"
	"unsafe"
)

// hexDigits are the lower-case hexadecimal digits used in \u00XX escapes,
// the case encoding/json emits.
const hexDigits = "0123456789abcdef"

// SyntaxError reports input that is not valid JSON. Its message, and Offset,
// the position at which the problem was found, are those encoding/json gives
// for the same input and function. It is defined here, where every syntax
// error is made, and is the type that packages json and wire export under
// the same name.
type SyntaxError struct {
	msg    string // the message, identical to encoding/json's
	Offset int64  // the offset encoding/json reports for the same input
}

func (e *SyntaxError) Error() string { return e.msg }

// NewSyntaxError returns a SyntaxError with message msg at offset off.
func NewSyntaxError(msg string, off int64) *SyntaxError {
	return &SyntaxError{msg: msg, Offset: off}
}

// UnsupportedValueError reports a value of a supported type that has no
// JSON form: a NaN or infinite float (Str is then [FloatError]'s text), or
// a cycle of pointers, maps or slices. Error returns encoding/json's
// message. It is defined here so that every layer can return it, and is
// the type that packages json and wire export under the same name.
type UnsupportedValueError struct {
	Value reflect.Value // the value, as encoding/json reports it
	Str   string        // what is wrong with it, as encoding/json words it
}

func (e *UnsupportedValueError) Error() string {
	return "json: unsupported value: " + e.Str
}

// WriterOwner returns the address of the field of a wire.Writer that holds
// its owner: the encoding state of package json that hands the Writer to
// MarshalJSONWire methods, which package json's functions for those
// methods carry on with, or nil for a Writer of a user's. Package wire
// sets it in its init, as the field is its own; package json, which
// imports wire, reads and sets owners through it, and the field stays out
// of the public API.
var WriterOwner func(w unsafe.Pointer) *unsafe.Pointer
