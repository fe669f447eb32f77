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
	"encoding/json"

	"github.com/zerojson/json/internal/stderror"
)

// hexDigits are the lower-case hexadecimal digits used in \u00XX escapes,
// the case encoding/json emits.
const hexDigits = "0123456789abcdef"

// SyntaxError is encoding/json's [json.SyntaxError], the type of every
// syntax error the wire layer reports, with encoding/json's message and
// offset for the same input and function.
type SyntaxError = json.SyntaxError

// NewSyntaxError returns a SyntaxError with message msg, one that classic
// encoding/json reports, at offset off.
func NewSyntaxError(msg string, off int64) *SyntaxError {
	return stderror.Syntax(msg, off)
}

// UnsupportedValueError is encoding/json's [json.UnsupportedValueError]: a
// value of a supported type that has no JSON form, a NaN or infinite float
// (Str is then [FloatError]'s text) or a cycle of pointers, maps or
// slices.
type UnsupportedValueError = json.UnsupportedValueError
