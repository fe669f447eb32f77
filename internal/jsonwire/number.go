package jsonwire

import (
	"math"
	"strconv"
)

// This file formats floats as encoding/json does, with the shortest digits
// of ftoa.go for float64, and checks number literals, as encoding/json's
// encoder of json.Number does.

// AppendFloat appends f formatted as encoding/json formats a float64
// (bits 64) or float32 (bits 32) value, and returns the extended slice.
//
// The format follows ES6 number-to-string conversion, as encoding/json
// does: the shortest decimal that reads back as the same value, in
// positional notation unless the magnitude is below 1e-6 or at least 1e21,
// and otherwise in exponent notation with no zero padding of the exponent
// ("1e-7", "1e+21"). For bits 32 the cut-offs are compared in float32
// precision, as encoding/json does, and f is formatted as float32(f).
//
// f must be neither NaN nor an infinity: encoding/json rejects those with
// an [encoding/json.UnsupportedValueError] whose Str is [FloatError].
func AppendFloat(dst []byte, f float64, bits int) []byte {
	if bits != 32 {
		// Same digits and layout as the strconv path below, in about a
		// third of the time (ftoa.go, BenchmarkFtoa).
		return appendFloat64(dst, f)
	}
	// Integers below 2^24 (2^53 for float64, see appendFloat64) are common
	// in JSON, and AppendInt writes them several times as fast as the
	// shortest-float algorithm does (BenchmarkAppendFloat/Integer). The
	// digits are the same: below that bound neighbouring floats are at most
	// 1 apart, so no decimal shorter than the integer itself reads back as
	// f. Negative zero must keep its sign, so zero takes the general path.
	if i := int64(f); float64(i) == f && i != 0 && -(1<<24) < i && i < 1<<24 && float64(float32(f)) == f {
		return AppendInt(dst, i)
	}

	format := byte('f')
	// The comparisons must be made in float32 precision: float32(1e-6) and
	// float32(1e21) differ from their float64 values. The test for zero
	// must not be: encoding/json tests the float64.
	if a := math.Abs(f); a != 0 && (float32(a) < 1e-6 || float32(a) >= 1e21) {
		format = 'e'
	}
	n := len(dst)
	dst = strconv.AppendFloat(dst, f, format, -1, bits)
	if format == 'e' {
		// strconv pads the exponent to two digits; JSON output does not:
		// "1e-07" becomes "1e-7". Positive exponents here are at least 21
		// and so never padded.
		if m := len(dst); m-n >= 4 && dst[m-4] == 'e' && dst[m-3] == '-' && dst[m-2] == '0' {
			dst[m-2] = dst[m-1]
			dst = dst[:m-1]
		}
	}
	return dst
}

// AppendFloat64 is [AppendFloat](dst, f, 64), for callers that know the
// size statically: it is inlined, which saves a call per float.
func AppendFloat64(dst []byte, f float64) []byte {
	return appendFloat64(dst, f)
}

// FloatError returns the text encoding/json puts in the Str field of the
// [encoding/json.UnsupportedValueError] it returns for a NaN or infinite
// float of the given bit size: "NaN", "+Inf" or "-Inf".
func FloatError(f float64, bits int) string {
	return strconv.FormatFloat(f, 'g', -1, bits)
}

// IsValidNumber reports whether s is a number literal in the JSON grammar
// (RFC 8259, section 6): an optional '-', an integer part without leading
// zeros, an optional fraction and an optional exponent, and nothing else.
//
// When encoding a [encoding/json.Number], encoding/json writes the empty
// Number as 0 and fails on any other invalid one with the error
// fmt.Errorf("json: invalid number literal %q", s). Both are left to the
// caller: IsValidNumber("") is false.
func IsValidNumber(s string) bool {
	i := 0
	if i < len(s) && s[i] == '-' {
		i++
	}
	switch {
	case i == len(s):
		return false
	case s[i] == '0':
		i++
	case '1' <= s[i] && s[i] <= '9':
		i = skipDigits(s, i+1)
	default:
		return false
	}
	if i < len(s) && s[i] == '.' {
		j := skipDigits(s, i+1)
		if j == i+1 {
			return false // a fraction needs a digit
		}
		i = j
	}
	if i < len(s) && s[i]|0x20 == 'e' { // 'e' or 'E'
		i++
		if i < len(s) && (s[i] == '+' || s[i] == '-') {
			i++
		}
		j := skipDigits(s, i)
		if j == i {
			return false // an exponent needs a digit
		}
		i = j
	}
	return i == len(s)
}

// skipDigits returns the index of the first byte of s at or after i that
// is not a decimal digit, or len(s).
func skipDigits(s string, i int) int {
	for i < len(s) && '0' <= s[i] && s[i] <= '9' {
		i++
	}
	return i
}
