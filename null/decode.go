package null

import (
	"errors"
	"fmt"
	"strconv"
	"unsafe"

	"github.com/zerojson/json/wire"
)

// This file reads the JSON of the nullable numbers, in one body over the
// number's type for the five of them; bool.go, string.go, time.go and
// value.go read theirs the same way, with the helpers here (but for Bool's
// UnmarshalJSON, which compares its input with true and false and needs no
// Reader for that). The grammar is package wire's: a [wire.Reader] reads
// the inputs a service sees nearly always — numbers, strings, true, false
// and null — without allocating (a decoded String allocates its text).
// Each type handles on this fast path only what it provably decodes as the
// general path would. Everything else, errors included, takes the general
// path, which reproduces guregu/null step by step through a general JSON
// decoder (unmarshal.go), so that what is accepted and rejected, and the
// errors, are guregu/null's under encoding/json.
//
// There are two ways in:
//
//   - UnmarshalJSONWire, which package json calls with its own Reader at a
//     value of the document it decodes. The value is then valid JSON (or
//     the Reader meets a syntax error, which ends the decoding by itself),
//     but of any kind. The method reads it on the fast path, or reads past
//     it and hands its text to the type's UnmarshalJSON, exactly what
//     encoding/json does with guregu/null's.
//   - UnmarshalJSON, called with a value's text by encoding/json and other
//     decoders, or directly with anything at all. It reads with a Reader of
//     its own, on the stack, and keeps guregu/null's quirks for inputs no
//     decoder passes: any input that starts with 'n' is null, a number's
//     empty input is errNoData, and a string holding a number is one only
//     if its quote is the input's first byte (after whitespace it is a
//     string where a number was expected, a type error). Setting up the
//     Reader and checking that the value ends the input take about 20 ns a
//     call, the price of one grammar, which package json, calling
//     UnmarshalJSONWire, does not pay.
//
// Converting a short []byte to a string to hand it to strconv costs
// nothing: strconv copies its input before keeping it in an error, so the
// string does not escape and the compiler builds it on the stack (for up to
// 32 bytes; longer numbers are rare and allocate).

// errNoData is what UnmarshalJSON returns for empty input, which only a
// direct call can pass. The text is guregu/null's.
var errNoData = errors.New("UnmarshalJSON: no data")

// textFrom returns the text of the value r has just read, which started at
// offset start, for the general path; or nil if r met a syntax error, which
// ends the decoding with the Reader's error.
func textFrom(r *wire.Reader, start int64) []byte {
	if r.Err() != nil {
		return nil
	}
	return r.Input()[start:r.Offset()]
}

// nullJSON reports whether UnmarshalJSON takes data for null: any input
// that starts with 'n', as guregu/null does. A decoder only ever passes
// valid JSON, where that is null.
func nullJSON(data []byte) bool {
	return len(data) > 0 && data[0] == 'n'
}

// decodeJSON is the general path of UnmarshalJSON for [Bool], [String],
// [Time] and [Value], guregu/null's: it decodes data into *v with the
// general decoder and then sets valid, or returns the decoder's error,
// wrapped, and leaves valid as it was.
func decodeJSON[T any](data []byte, v *T, valid *bool) error {
	if err := unmarshalJSON(data, v); err != nil {
		return fmt.Errorf("null: couldn't unmarshal JSON: %w", err)
	}
	*valid = true
	return nil
}

// integer is the set of values the nullable integer types hold.
type integer interface {
	~int64 | ~int32 | ~int16 | ~uint8
}

// number is the set of values the nullable numbers hold: the integers'
// and [Float]'s.
type number interface {
	integer | ~float64
}

// numberKind describes T for strconv: its size in bits, and whether it is
// an unsigned integer or a floating-point number (zero-1 wraps around only
// in an unsigned T, and one/2 keeps its half only in a floating-point
// one). The answers are constants in each instantiation.
func numberKind[T number]() (bits int, unsigned, float bool) {
	var zero, one T = 0, 1
	return 8 * int(unsafe.Sizeof(zero)), zero-1 > zero, one/2 != zero
}

// parseNumber parses s as a value of T: a base-10 integer for an integer
// type, what [strconv.ParseFloat] reads for a float. Like strconv, it
// returns the value strconv gives an out-of-range s beside its error.
func parseNumber[T number](s string) (T, error) {
	switch bits, unsigned, float := numberKind[T](); {
	case float:
		f, err := strconv.ParseFloat(s, bits)
		return T(f), err
	case unsigned:
		n, err := strconv.ParseUint(s, 10, bits)
		return T(n), err
	default:
		n, err := strconv.ParseInt(s, 10, bits)
		return T(n), err
	}
}

// readNumber is the fast path of the nullable numbers: it reads the value
// at r's cursor as a T if it is a JSON number T holds (an integer in
// range, or any number in range for a float), or, when strings is set, a
// JSON string whose text parseNumber reads (for an integer, with an
// optional sign only if T is signed). It reports false if it did not: the
// cursor is then past the value if it was a number or a string (read for
// nothing), and at it otherwise.
//
// encoding/json parses a JSON number into a Go number as strconv does,
// and package wire as encoding/json does, and guregu/null parses a
// string's text with strconv, so whatever this accepts the general path
// accepts with the same value, and the general path rejects the rest.
func readNumber[T number](r *wire.Reader, strings bool) (T, bool) {
	switch r.Kind() {
	case wire.Number:
		switch bits, unsigned, float := numberKind[T](); {
		case float:
			f, ok := r.ReadFloat(bits)
			return T(f), ok
		case unsigned:
			n, ok := r.ReadUint()
			return T(n), ok && uint64(T(n)) == n
		default:
			n, ok := r.ReadInt()
			return T(n), ok && int64(T(n)) == n
		}
	case wire.String:
		if strings {
			n, err := parseNumber[T](string(r.ReadStringBytes()))
			return n, err == nil && r.Err() == nil
		}
	}
	return 0, false
}

// unmarshalNumberWire is UnmarshalJSONWire for the nullable numbers: null
// zeroes the value, the fast path of readNumber stores one, and anything
// else goes to the type's UnmarshalJSON, decodeNumberJSON.
func unmarshalNumberWire[T number](r *wire.Reader, v *T, valid *bool) error {
	start := r.Offset()
	switch r.Kind() {
	case wire.Null:
		r.ReadNull()
		*v, *valid = 0, false
		return nil
	case wire.Number, wire.String:
		if n, ok := readNumber[T](r, true); ok {
			*v, *valid = n, true
			return nil
		}
	default:
		r.Skip()
	}
	if text := textFrom(r, start); text != nil {
		return decodeNumberJSON(text, v, valid)
	}
	return nil
}

// decodeNumberJSON is UnmarshalJSON for the nullable numbers. It accepts
// null (see nullJSON), a JSON number T holds, and a JSON string holding
// one that parseNumber reads. On null it zeroes the value.
func decodeNumberJSON[T number](data []byte, v *T, valid *bool) error {
	if len(data) == 0 {
		return errNoData
	}
	if nullJSON(data) {
		*v, *valid = 0, false
		return nil
	}
	var r wire.Reader
	r.Reset(data)
	if n, ok := readNumber[T](&r, data[0] == '"'); ok && r.Finish() == nil {
		*v, *valid = n, true
		return nil
	}
	// The general path, guregu/null's.
	if data[0] == '"' {
		var s string
		if err := unmarshalJSON(data, &s); err != nil {
			return fmt.Errorf("null: couldn't unmarshal number string: %w", err)
		}
		n, err := parseNumber[T](s)
		if err != nil {
			if _, _, float := numberKind[T](); float {
				return fmt.Errorf("null: couldn't convert string to float: %w", err)
			}
			return fmt.Errorf("null: couldn't convert string to int: %w", err)
		}
		*v, *valid = n, true
		return nil
	}
	err := unmarshalJSON(data, v)
	*valid = err == nil
	return err
}

// decodeIntegerText is UnmarshalText for the nullable integers: empty text
// and "null" are null, anything else must be a base-10 integer in range. As
// in guregu/null, a failed parse still stores what strconv returned (zero,
// or the clamped value) and marks the value null.
func decodeIntegerText[T integer](text []byte, v *T, valid *bool) error {
	if len(text) == 0 || string(text) == "null" {
		*v, *valid = 0, false
		return nil
	}
	n, err := parseNumber[T](string(text))
	*v = n
	if err != nil {
		*valid = false
		return fmt.Errorf("null: couldn't unmarshal text: %w", err)
	}
	*valid = true
	return nil
}
