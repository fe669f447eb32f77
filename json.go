// Package json is a drop-in replacement for the standard library's
// encoding/json that does not make garbage when types marshal themselves.
//
// Replace the import of "encoding/json" with "github.com/zerojson/json" and a
// program keeps its output bytes, its errors and its behaviour: the
// reference is the classic encoding/json of Go 1.26 (and of Go 1.27 built
// with GOEXPERIMENT=nojsonv2), and the tests of this module compare every
// result with it byte for byte.
//
// Programs mix the two packages: their dependencies keep using
// encoding/json. So the types the two share in name are encoding/json's
// own here ([Number], [RawMessage], [Delim], [Token], [Marshaler],
// [Unmarshaler] and every error type), and values and errors cross
// between them unchanged: errors.As with encoding/json's
// [encoding/json.UnmarshalTypeError] finds this package's type errors,
// and a Number decoded here is an encoding/json.Number.
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
// whole input is known to be valid, as in encoding/json: in the single pass,
// the methods of fields held in the destination's own memory (not behind
// pointers, in slices or in maps) are called in their order once the pass
// has read the whole input, and a method that fails leaves the destination
// as encoding/json leaves it. A method that panics does so with the rest of
// the input decoded.
//
// [time.Time], [RawMessage] and [Number] are decoded without reflection.
//
// Decoded strings of 2 to 64 bytes are copied into shared 256-byte blocks,
// one allocation for several strings; a short string kept alive keeps its
// block alive, up to 256 bytes, which only a memory profile can tell.
//
// # The MarshalAppender contract
//
// A type that implements [MarshalAppender] is encoded by calling
// MarshalAppendJSON with the encoder's buffer. In preference order the
// encoder uses MarshalJSONWire ([WireMarshaler], below), then
// MarshalAppendJSON, then MarshalJSON ([Marshaler]), then MarshalText
// ([encoding.TextMarshaler]); pointer-receiver methods are used
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
	stdjson "encoding/json"

	"github.com/zerojson/json/wire"
)

// The types below are encoding/json's own, under the same names. Values
// and errors pass between this package and code written against
// encoding/json unchanged: a [Number] decoded here into an any is what a
// dependency that switches on encoding/json.Number expects, a
// [RawMessage] can be assigned to a field of encoding/json's type, and
// errors.As with encoding/json's error types finds this package's errors
// (see errors.go).
type (
	// Marshaler is [encoding/json.Marshaler]: a type that supplies its
	// own JSON. The encoder calls MarshalJSON, then checks and compacts
	// the bytes it returns. New code should implement [MarshalAppender]
	// instead, which costs neither the check nor an allocation.
	Marshaler = stdjson.Marshaler

	// Unmarshaler is [encoding/json.Unmarshaler]: a type that decodes
	// itself. UnmarshalJSON receives one complete, valid JSON value (null
	// included) and must copy it if it keeps it after returning.
	Unmarshaler = stdjson.Unmarshaler

	// RawMessage is [encoding/json.RawMessage]: JSON that is already
	// encoded, for passing a value through unchanged or deciding later
	// how to decode it. The encoder copies it into its output compacted
	// (and HTML-escaped when escaping is on) without calling its
	// MarshalJSON, so without allocating; a nil RawMessage is written as
	// null. The decoder stores a copy of the value's text.
	RawMessage = stdjson.RawMessage

	// Number is [encoding/json.Number]: the text of a JSON number. The
	// encoder writes the text as it is, once it has checked that it is a
	// valid number; an empty Number is written as 0. Decoding into an
	// interface stores Numbers rather than float64s after
	// [Decoder.UseNumber].
	Number = stdjson.Number

	// Token is [encoding/json.Token], one token of a JSON stream as
	// returned by [Decoder.Token]:
	//
	//   - a [Delim] for each of [ ] { and },
	//   - a bool for true and false,
	//   - a float64, or a [Number] after [Decoder.UseNumber], for a number,
	//   - a string for a string (an object key or a value),
	//   - nil for null.
	Token = stdjson.Token

	// Delim is [encoding/json.Delim], one of the four brackets [ ] { and }
	// returned by [Decoder.Token].
	Delim = stdjson.Delim
)

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
// value to w, or return an error instead. The errors of the encoder's own
// types, [*UnsupportedValueError] (from the Writer, for a NaN),
// [*UnsupportedTypeError] and [*MarshalerError] (from [MarshalWire] or a
// method called from there), are returned as they are, as the encoder
// returns them for the same value without the method. Any other error is
// wrapped in a [*MarshalerError].
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
