// Package json is a drop-in replacement for the standard library's
// encoding/json that does not make garbage when types marshal themselves.
//
// Replace the import of "encoding/json" with "github.com/zerojson/json" and a
// program keeps its output bytes, its errors and its behaviour: the
// reference is the classic encoding/json of Go 1.26 (and of Go 1.27 built
// with GOEXPERIMENT=nojsonv2), and the tests of this module compare every
// result with it byte for byte. Values of encoding/json's own [RawMessage]
// and [Number] types are understood too, since programs mix them.
//
// # What is different
//
// Custom marshalling in encoding/json goes through
// MarshalJSON() ([]byte, error): every call allocates a fresh slice, which the
// encoder then validates and compacts a second time. This package adds
// [MarshalAppender], which appends to the encoder's own buffer instead, and
// [MarshalAppend], which appends a whole value to the caller's buffer. The
// types every service uses — [time.Time], [RawMessage], [Number] and types
// implementing [encoding.TextAppender] — are encoded natively, so a reused
// [Encoder] writing a struct of numbers, strings, times and appenders
// allocates nothing at all.
//
// Types are compiled once into encoders that work on memory directly and are
// cached per type, so repeated encoding costs no reflection.
//
// # Decoding
//
// [Unmarshal], [Decoder] and [Decoder.Token] follow encoding/json's rules
// and report its errors, offsets included. The decoders are compiled per
// type like the encoders, and check the syntax of everything they read.
//
// encoding/json validates the whole input before it stores anything, so
// that a syntax error leaves the destination untouched; Unmarshal keeps
// that promise without the second pass where it can. Into a destination
// whose memory is all zero (a fresh value, the common case) it decodes in a
// single pass, and if that meets a syntax error it sets the destination
// back to zero before returning encoding/json's error. Into a destination
// that already holds something it validates first, with a fast validator.
// Either way, no UnmarshalJSON or UnmarshalText method is called before the
// whole input is known to be valid, as in encoding/json.
//
// [time.Time], [RawMessage] and [Number] (again ours and encoding/json's)
// are decoded without reflection.
//
// Decoded strings of 2 to 64 bytes are copied into shared 256-byte blocks,
// one allocation for several strings; a short string kept alive keeps its
// block alive, up to 256 bytes, which only a memory profile can tell.
//
// # The MarshalAppender contract
//
// A type that implements [MarshalAppender] is encoded by calling
// MarshalAppendJSON with the encoder's buffer. In preference order the
// encoder uses MarshalAppendJSON, then MarshalJSON ([Marshaler]), then
// MarshalText ([encoding.TextMarshaler]); pointer-receiver methods are used
// when the value is addressable, as encoding/json does for MarshalJSON, and
// through a pointer, so calling them does not allocate.
//
// MarshalAppendJSON must append exactly one valid, compact JSON value to its
// argument and return the extended slice, leaving the bytes already there
// untouched. The encoder trusts that output: it neither validates nor
// compacts it. It does apply its HTML-escaping policy, as encoding/json does
// to MarshalJSON output: while escaping is on (the default; see
// [Encoder.SetEscapeHTML]) any '<', '>', '&', U+2028 and U+2029 in the
// appended bytes are rewritten as \u003c, \u003e, \u0026, \u2028 and \u2029,
// in place, without allocating. An error returned by MarshalAppendJSON is
// wrapped in a [*MarshalerError], as encoding/json wraps MarshalJSON errors.
//
// [AppendString], [AppendTime] and [AppendFloat] write strings, times and
// floating-point numbers exactly as [Marshal] does, so an appender built
// from them produces the same bytes as the MarshalJSON it replaces.
// [CheckAppender] verifies an appender in its author's tests.
//
// # Types that read and write themselves through the wire layer
//
// A type can also encode itself through a [wire.Writer] ([WireMarshaler])
// and decode itself from a [wire.Reader] ([WireUnmarshaler]): the methods
// hand-written or generated code implements to go as fast as the
// reflective codec without reflection. The encoder and the decoder prefer
// them to every other method, and they see the options of the call:
//
//   - MarshalJSONWire writes with the encoder's own Writer, appending to its
//     buffer with the HTML escaping of the call ([Marshal], [MarshalAppend],
//     [MarshalIndent], and the [Encoder] with its [Encoder.SetEscapeHTML]);
//     the encoder takes what it writes as written, neither validating nor
//     compacting it. It must write exactly one value. The indentation of
//     MarshalIndent and [Encoder.SetIndent] is applied to the whole output
//     after encoding, as for every other type.
//   - UnmarshalJSONWire reads with the decoder's own Reader, positioned at
//     the value, which it must read whole (or return an error). The Reader
//     checks the syntax of what it reads and carries the Decoder's options
//     ([Decoder.UseNumber], [Decoder.DisallowUnknownFields]). Unlike
//     UnmarshalJSON, the method may be called before the rest of the input
//     has been validated: if the input turns out to be malformed, Unmarshal
//     still returns encoding/json's [*SyntaxError] and sets a destination
//     that was all zero back to zero, but the method must not have made
//     changes outside its receiver that matter.
//
// The names differ from encoding/json/v2's MarshalJSONTo and
// UnmarshalJSONFrom, so one type can implement both families.
package json

import (
	"errors"
	"reflect"
	"strconv"

	"github.com/zerojson/json/internal/jsonwire"
	"github.com/zerojson/json/wire"
)

var errRawMessageNil = errors.New("json.RawMessage: UnmarshalJSON on nil pointer")

// A type that implements Marshaler supplies its own JSON: the encoder calls
// MarshalJSON, then checks and compacts the bytes it returns. New code should
// implement [MarshalAppender] instead, which costs neither the check nor an
// allocation.
type Marshaler interface {
	MarshalJSON() ([]byte, error)
}

// MarshalAppender is the interface implemented by types that can append
// themselves, as one valid and compact JSON value, to a buffer. The encoder
// uses it in preference to [Marshaler] and [encoding.TextMarshaler]; see the
// package documentation for the contract.
type MarshalAppender interface {
	MarshalAppendJSON(dst []byte) ([]byte, error)
}

// WireMarshaler is implemented by types that write themselves through the
// wire layer; the encoder uses MarshalJSONWire in preference to every other
// method (see the package documentation). It must write exactly one JSON
// value to w and may return an error instead. The encoder returns the
// errors of its own types, [*UnsupportedValueError] (from the Writer, for a
// NaN), [*UnsupportedTypeError] and [*MarshalerError] (from [MarshalWire]
// or a method called from there), as they are, as it would for the same
// value without the method, and wraps any other in a [*MarshalerError].
type WireMarshaler interface {
	MarshalJSONWire(w *wire.Writer) error
}

// WireUnmarshaler is implemented by types that read themselves through the
// wire layer; the decoder uses UnmarshalJSONWire in preference to
// UnmarshalJSON and UnmarshalText (see the package documentation). It is
// called with the cursor of r at the value, null included, which it must
// read whole, leaving the cursor just past it; an error it returns stops
// the decoding, as one from UnmarshalJSON does.
type WireUnmarshaler interface {
	UnmarshalJSONWire(r *wire.Reader) error
}

// UnsupportedTypeError is the error for a value whose type JSON cannot
// represent at all: channels, functions, complex numbers, and maps with keys
// that are not strings, integers or text marshalers.
type UnsupportedTypeError struct {
	Type reflect.Type
}

func (e *UnsupportedTypeError) Error() string {
	return "json: unsupported type: " + e.Type.String()
}

// UnsupportedValueError is the error for a value of a supported type that
// still has no JSON form: a NaN or infinite float, or a cycle of pointers,
// maps or slices. Its Str field says which. It is the type the wire layer
// reports for floats (see [wire.Writer.Float64]).
type UnsupportedValueError = jsonwire.UnsupportedValueError

// InvalidUTF8Error exists so that code naming encoding/json's type still
// compiles. Nothing returns it: the encoder writes U+FFFD for invalid UTF-8,
// as encoding/json has done since Go 1.2.
//
// Deprecated: Never returned.
type InvalidUTF8Error struct {
	S string // the string, as it was given
}

func (e *InvalidUTF8Error) Error() string {
	return "json: invalid UTF-8 in string: " + strconv.Quote(e.S)
}

// MarshalerError carries the failure of a type's own marshalling: an error
// its MarshalAppendJSON, MarshalJSON or MarshalText method returned, or the
// syntax error in what MarshalJSON returned. Type is the type whose method
// failed.
type MarshalerError struct {
	Type       reflect.Type
	Err        error
	sourceFunc string // the method that failed; "" means MarshalJSON
}

func (e *MarshalerError) Error() string {
	src := e.sourceFunc
	if src == "" {
		src = "MarshalJSON"
	}
	return "json: error calling " + src + " for type " + e.Type.String() + ": " + e.Err.Error()
}

// Unwrap returns Err, for errors.Is and errors.As.
func (e *MarshalerError) Unwrap() error { return e.Err }

// SyntaxError reports input that is not valid JSON. Its message, and Offset,
// the position at which the problem was found, are those encoding/json gives
// for the same input and function. It is the type the wire layer reports
// (see [wire.SyntaxError]).
type SyntaxError = wire.SyntaxError

// RawMessage holds JSON that is already encoded, for passing a value through
// unchanged or deciding later how to decode it. The encoder copies it into
// its output compacted (and HTML-escaped when escaping is on), without
// allocating; a nil RawMessage is written as null.
type RawMessage []byte

// MarshalJSON returns m itself, or null for a nil m.
func (m RawMessage) MarshalJSON() ([]byte, error) {
	if m == nil {
		return []byte("null"), nil
	}
	return m, nil
}

// UnmarshalJSON stores a copy of data in *m, reusing its memory.
func (m *RawMessage) UnmarshalJSON(data []byte) error {
	if m == nil {
		return errRawMessageNil
	}
	*m = append((*m)[:0], data...)
	return nil
}

// Number holds the text of a JSON number. The encoder writes the text as it
// is, once it has checked that it is a valid number; an empty Number is
// written as 0.
type Number string

// String returns n's text.
func (n Number) String() string { return string(n) }

// Float64 parses n as a float64.
func (n Number) Float64() (float64, error) {
	return strconv.ParseFloat(string(n), 64)
}

// Int64 parses n as an int64.
func (n Number) Int64() (int64, error) {
	return strconv.ParseInt(string(n), 10, 64)
}
