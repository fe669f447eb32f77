package null

import (
	"strconv"

	"github.com/zerojson/json/wire"
)

// This file writes the nullable integers, whose methods pass their value
// and validity here: one body for the four types, which the compiler
// instantiates for each integer type, so a method's call is a direct one.
// Every T of [integer] fits in an int64, which strconv and [wire.Writer]
// write with the digits of T's own value.

// appendIntegerJSON appends the JSON of a nullable integer: null, or n in
// base 10.
func appendIntegerJSON[T integer](dst []byte, n T, valid bool) []byte {
	if !valid {
		return append(dst, "null"...)
	}
	return strconv.AppendInt(dst, int64(n), 10)
}

// writeIntegerJSON writes the JSON of a nullable integer through w: the
// bytes of appendIntegerJSON.
func writeIntegerJSON[T integer](w *wire.Writer, n T, valid bool) {
	if !valid {
		w.Null()
		return
	}
	w.Int(int64(n))
}

// appendIntegerText appends the text of a nullable integer: nothing for
// null, else n in base 10.
func appendIntegerText[T integer](dst []byte, n T, valid bool) []byte {
	if !valid {
		return dst
	}
	return strconv.AppendInt(dst, int64(n), 10)
}
