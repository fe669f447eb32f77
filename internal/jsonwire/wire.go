// Package jsonwire is the wire layer of zerojson: JSON text, written and
// read, with no knowledge of Go types. The reflective codec of package json
// and the code jsongen writes (through packages jsonimpl and wire) both
// call it, so that both paths write and read the same bytes.
//
// Its contract is classic encoding/json's behaviour (Go 1.26), byte for
// byte: what it writes for a value under given options is what
// encoding/json writes, and input that encoding/json rejects it rejects
// with encoding/json's error, a [*SyntaxError] with the same message at
// the same offset. The tests of this directory compare with encoding/json.
// Malformed input never makes it panic, except where a function says its
// input must be valid ([SkipValue], [AppendIndentTrusted]).
//
// What each file holds:
//
//   - wire.go: this overview and the error types shared with encoding/json.
//   - quote.go: quoting strings ([AppendQuote], [NeedsEscape]).
//   - html.go: HTML escaping of encoded JSON ([AppendHTMLEscape],
//     [EscapeHTMLFrom]).
//   - unquote.go: reading strings back ([AppendUnquote], [ReadString]).
//   - utf8dfa.go: the UTF-8 automaton that checks the text of strings, eight
//     bytes at a time, when quoting and when reading.
//   - integer.go: integers ([AppendInt], [AppendUint]).
//   - number.go, ftoa.go: floats as encoding/json writes them
//     ([AppendFloat]), and the check of number literals ([IsValidNumber]).
//   - atof.go: floats read ([ParseFloat], [ParseFloat64Prefix]).
//   - time.go: [time.Time] as its MarshalJSON writes it ([AppendTime]) and
//     its UnmarshalJSON reads it ([ParseTimeString]).
//   - scan.go: the grammar's tokens and encoding/json's syntax error
//     messages; validation ([Valid]), compaction ([AppendCompact]) and the
//     skipping of a valid value ([SkipValue]).
//   - indent.go: indentation ([AppendIndent], [AppendIndentTrusted]).
//   - reader.go: [Reader], the reading cursor the decoders walk the input
//     with, token by token, checking it.
//   - stream.go: the stepping over one value, checked, that resumes where
//     input arriving in pieces ran out: the validator's loop, and the
//     [Framer] that finds where each value of a stream ends.
//   - complete.go: the check of one value in complete input, which the
//     validator, [AppendCompact] and [Reader.MustBeValidAt] try before
//     stepping.
//   - plain.go: the check of a compact value that [AppendCompact] tries
//     first, which also finds whether HTML escaping would change it.
//   - names.go: [Names], the member names a decoder expects, matched as
//     they are read ([Reader.Member], [Reader.MoreMember]) and written
//     ([AppendEncoded]).
//   - writer.go: [Writer], which writes JSON token by token.
//   - session.go: [Encoding] and [Decoding], the encoding or decoding of
//     package json in progress that a Writer or a Reader it hands out
//     carries.
//   - hint.go: [LengthHint], the capacity to give a slice decoded without
//     one.
//   - words.go: what the code that works eight bytes at a time shares.
//   - wide_amd64.go, wide_go126_amd64.go, wide_go127_amd64.go,
//     wide_other.go: the optional SIMD build (GOEXPERIMENT=simd), which
//     checks the text of strings 32 bytes at a time; elsewhere a constant
//     false turns it off.
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
