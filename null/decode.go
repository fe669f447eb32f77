package null

import (
	"errors"
	"fmt"
	"strconv"
	"unicode/utf8"
)

// This file decodes the inputs a service sees nearly always — plain numbers,
// true and false, null, strings without escapes — without the general
// decoder and without allocating (a decoded String allocates its text).
// Each fast path accepts only inputs on which it provably agrees with the
// general path of unmarshal.go; everything else, errors included, takes the
// general path, which reproduces guregu/null step by step. The tests check
// the two paths against each other on every input of their corpus.
//
// Converting a short []byte to a string to hand it to strconv costs nothing:
// strconv copies its input before keeping it in an error, so the string
// does not escape and the compiler builds it on the stack (for up to 32
// bytes; longer numbers are rare and allocate).

// errNoData is what UnmarshalJSON returns for empty input, which only a
// direct call can pass. The text is guregu/null's.
var errNoData = errors.New("UnmarshalJSON: no data")

// integer is the set of values the nullable integer types hold.
type integer interface {
	~int64 | ~int32 | ~int16 | ~uint8
}

// parseInteger parses s in base 10 as a value of T, which has the given bit
// size and is unsigned exactly when unsigned is set. Like strconv, it
// returns the clamped value of an out-of-range s beside its error.
func parseInteger[T integer](s string, bits int, unsigned bool) (T, error) {
	if unsigned {
		n, err := strconv.ParseUint(s, 10, bits)
		return T(n), err
	}
	n, err := strconv.ParseInt(s, 10, bits)
	return T(n), err
}

// decodeIntegerJSON is UnmarshalJSON for the nullable integers. It accepts
// null (any input starting with 'n', as guregu/null does), a JSON integer in
// range, and a JSON string holding a base-10 integer in range, with an
// optional sign for the signed types. On null it zeroes the value.
func decodeIntegerJSON[T integer](data []byte, v *T, valid *bool, bits int, unsigned bool) error {
	if len(data) == 0 {
		return errNoData
	}
	switch data[0] {
	case 'n':
		*v, *valid = 0, false
		return nil
	case '"':
		if digits, ok := plainQuoted(data, isSignOrDigit); ok {
			if n, err := parseInteger[T](string(digits), bits, unsigned); err == nil {
				*v, *valid = n, true
				return nil
			}
		}
		var s string
		if err := unmarshalJSON(data, &s); err != nil {
			return fmt.Errorf("null: couldn't unmarshal number string: %w", err)
		}
		n, err := parseInteger[T](s, bits, unsigned)
		if err != nil {
			return fmt.Errorf("null: couldn't convert string to int: %w", err)
		}
		*v, *valid = n, true
		return nil
	}
	// encoding/json parses a JSON number into an integer with strconv too,
	// so a valid JSON integer that strconv takes in range is exactly what
	// the general path would accept.
	if isJSONInteger(data) {
		if n, err := parseInteger[T](string(data), bits, unsigned); err == nil {
			*v, *valid = n, true
			return nil
		}
	}
	err := unmarshalJSON(data, v)
	*valid = err == nil
	return err
}

// decodeIntegerText is UnmarshalText for the nullable integers: empty text
// and "null" are null, anything else must be a base-10 integer in range. As
// in guregu/null, a failed parse still stores what strconv returned (zero,
// or the clamped value) and marks the value null.
func decodeIntegerText[T integer](text []byte, v *T, valid *bool, bits int, unsigned bool) error {
	if len(text) == 0 || string(text) == "null" {
		*v, *valid = 0, false
		return nil
	}
	n, err := parseInteger[T](string(text), bits, unsigned)
	*v = n
	if err != nil {
		*valid = false
		return fmt.Errorf("null: couldn't unmarshal text: %w", err)
	}
	*valid = true
	return nil
}

// decodeFloatJSON is [Float.UnmarshalJSON]; see there.
func decodeFloatJSON(data []byte, v *float64, valid *bool) error {
	if len(data) == 0 {
		return errNoData
	}
	switch data[0] {
	case 'n':
		*v, *valid = 0, false
		return nil
	case '"':
		// Restricted to these bytes the string is its own unescaped text,
		// and strconv decides as it would on the general path.
		if num, ok := plainQuoted(data, isDecimalByte); ok {
			if f, err := strconv.ParseFloat(string(num), 64); err == nil {
				*v, *valid = f, true
				return nil
			}
		}
		var s string
		if err := unmarshalJSON(data, &s); err != nil {
			return fmt.Errorf("null: couldn't unmarshal number string: %w", err)
		}
		f, err := strconv.ParseFloat(s, 64)
		if err != nil {
			return fmt.Errorf("null: couldn't convert string to float: %w", err)
		}
		*v, *valid = f, true
		return nil
	}
	if isJSONNumber(data) {
		if f, err := strconv.ParseFloat(string(data), 64); err == nil {
			*v, *valid = f, true
			return nil
		}
	}
	err := unmarshalJSON(data, v)
	*valid = err == nil
	return err
}

// plainQuoted reports whether data is a JSON string of at least one byte,
// every byte of which passes ok, and returns its contents. ok must reject
// '"', '\\' and control characters, so that the contents are the string's
// value, byte for byte.
func plainQuoted(data []byte, ok func(byte) bool) ([]byte, bool) {
	if len(data) < 3 || data[0] != '"' || data[len(data)-1] != '"' {
		return nil, false
	}
	inner := data[1 : len(data)-1]
	for _, c := range inner {
		if !ok(c) {
			return nil, false
		}
	}
	return inner, true
}

func isSignOrDigit(c byte) bool { return '0' <= c && c <= '9' || c == '-' || c == '+' }

func isDecimalByte(c byte) bool { return isSignOrDigit(c) || c == '.' || c == 'e' || c == 'E' }

// isPrintableASCII accepts the bytes that stand for themselves inside a JSON
// string and are ASCII.
func isPrintableASCII(c byte) bool { return ' ' <= c && c < utf8.RuneSelf && c != '"' && c != '\\' }

// plainString reports whether data is exactly one JSON string without
// escape sequences, whose value is therefore its contents, and returns them.
// Invalid UTF-8 is refused: encoding/json would replace it.
func plainString(data []byte) ([]byte, bool) {
	if len(data) < 2 || data[0] != '"' || data[len(data)-1] != '"' {
		return nil, false
	}
	inner := data[1 : len(data)-1]
	ascii := true
	for _, c := range inner {
		switch {
		case c >= utf8.RuneSelf:
			ascii = false
		case c < ' ' || c == '"' || c == '\\':
			return nil, false
		}
	}
	if !ascii && !utf8.Valid(inner) {
		return nil, false
	}
	return inner, true
}

// isJSONInteger reports whether b is a JSON number without fraction or
// exponent: an optional minus, then 0 or digits not starting with 0.
func isJSONInteger(b []byte) bool {
	if len(b) > 0 && b[0] == '-' {
		b = b[1:]
	}
	n := leadingDigits(b)
	return n == len(b) && n > 0 && (b[0] != '0' || n == 1)
}

// isJSONNumber reports whether b is exactly one JSON number.
func isJSONNumber(b []byte) bool {
	if len(b) > 0 && b[0] == '-' {
		b = b[1:]
	}
	n := leadingDigits(b)
	if n == 0 || b[0] == '0' && n > 1 {
		return false
	}
	b = b[n:]
	if len(b) > 0 && b[0] == '.' {
		b = b[1:]
		n = leadingDigits(b)
		if n == 0 {
			return false
		}
		b = b[n:]
	}
	if len(b) > 0 && (b[0] == 'e' || b[0] == 'E') {
		b = b[1:]
		if len(b) > 0 && (b[0] == '+' || b[0] == '-') {
			b = b[1:]
		}
		n = leadingDigits(b)
		if n == 0 {
			return false
		}
		b = b[n:]
	}
	return len(b) == 0
}

func leadingDigits(b []byte) int {
	for i, c := range b {
		if c < '0' || c > '9' {
			return i
		}
	}
	return len(b)
}
