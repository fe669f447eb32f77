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

// hexDigits are the lower-case hexadecimal digits used in \u00XX escapes,
// the case encoding/json emits.
const hexDigits = "0123456789abcdef"

// SyntaxError describes malformed JSON. Package json converts it into its
// exported *SyntaxError, which carries the same message and offset.
type SyntaxError struct {
	Msg    string // the message, identical to encoding/json's
	Offset int64  // the offset encoding/json reports for the same input
}

func (e *SyntaxError) Error() string { return e.Msg }
