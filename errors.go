package json

import (
	stdjson "encoding/json"
	"reflect"

	"github.com/zerojson/json/internal/stderror"
)

// The errors this package returns are of encoding/json's own types, with
// the fields and the Error text encoding/json gives for the same call, so
// that code written against encoding/json (errors.As with its types, a
// type switch in a dependency or a framework's error mapper) handles them
// as its own, and encoding/json completes the Struct and Field of an
// [UnmarshalTypeError] that an UnmarshalJSON method built on this package
// returns to it. Errors from methods of the caller's types are returned
// as those methods return them, as encoding/json does.
type (
	// SyntaxError is [encoding/json.SyntaxError]: input that is not
	// valid JSON, with the message and the Offset encoding/json reports
	// for the same input and function.
	SyntaxError = stdjson.SyntaxError

	// UnmarshalTypeError is [encoding/json.UnmarshalTypeError]: a JSON
	// value that cannot be stored in the Go type it was decoded into,
	// such as a string decoded into an int or a number too large for an
	// int8. Struct and Field say where it was, as encoding/json says it.
	UnmarshalTypeError = stdjson.UnmarshalTypeError

	// InvalidUnmarshalError is [encoding/json.InvalidUnmarshalError]: a
	// destination [Unmarshal] cannot decode into, anything other than a
	// non-nil pointer.
	InvalidUnmarshalError = stdjson.InvalidUnmarshalError

	// UnsupportedTypeError is [encoding/json.UnsupportedTypeError]: a value
	// whose type JSON cannot represent at all, such as a channel, a
	// function, a complex number, or a map with keys that are not
	// strings, integers or text marshalers.
	UnsupportedTypeError = stdjson.UnsupportedTypeError

	// UnsupportedValueError is [encoding/json.UnsupportedValueError]: a
	// value of a supported type that still has no JSON form, a NaN or
	// infinite float or a cycle of pointers, maps or slices. Its Str
	// field says which. It is also the error of [wire.Writer.Float64].
	UnsupportedValueError = stdjson.UnsupportedValueError

	// MarshalerError is [encoding/json.MarshalerError]: the failure of a
	// type's own marshalling, an error its MarshalJSON or MarshalText
	// method returned or the syntax error in what MarshalJSON returned.
	// Type is the type whose method failed. The methods encoding/json does
	// not know stand in for the one it names in its text: MarshalJSON for
	// MarshalAppendJSON and MarshalJSONWire, MarshalText for AppendText.
	MarshalerError = stdjson.MarshalerError

	// UnmarshalFieldError is [encoding/json.UnmarshalFieldError], which
	// nothing returns any more.
	//
	// Deprecated: Nothing returns it; the name stays so that code naming
	// it compiles.
	//lint:ignore SA1019 the alias keeps encoding/json's deprecated name
	UnmarshalFieldError = stdjson.UnmarshalFieldError

	// InvalidUTF8Error is [encoding/json.InvalidUTF8Error], which nothing
	// returns: the encoder writes U+FFFD for invalid UTF-8, as
	// encoding/json has done since Go 1.2.
	//
	// Deprecated: Nothing returns it; the name stays so that code naming
	// it compiles.
	//lint:ignore SA1019 the alias keeps encoding/json's deprecated name
	InvalidUTF8Error = stdjson.InvalidUTF8Error
)

// marshalerError returns the MarshalerError encoding/json reports for err,
// returned by the MarshalJSON method of type t (or the method standing in
// for it).
func marshalerError(t reflect.Type, err error) error {
	return stderror.Marshaler(t, err, stderror.MarshalJSON)
}

// textMarshalerError is marshalerError for a MarshalText method.
func textMarshalerError(t reflect.Type, err error) error {
	return stderror.Marshaler(t, err, stderror.MarshalText)
}
