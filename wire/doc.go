// Package wire reads and writes JSON text token by token, with exactly the
// bytes, the grammar and the errors of encoding/json. It is the layer under
// package [github.com/zerojson/json]: the reflective encoder writes through
// the same functions as [Writer], and the reflective decoders read with
// [Reader]. Code written by hand or generated for a type uses the same two
// types (see [github.com/zerojson/json.WireMarshaler] and
// [github.com/zerojson/json.WireUnmarshaler]), so every path produces and
// accepts the same JSON.
//
// A [Writer] appends to a byte slice and carries the encoding options of
// the encoding it is part of: HTML escaping, and the prefix and indent of
// [github.com/zerojson/json.MarshalIndent]. It writes token by token, or
// takes a whole value that code knowing its type appends, already escaped
// ([Writer.AppendCompact], [AppendString]). A [Reader] is a cursor over a
// complete input: it checks the syntax of everything it reads, and its
// first error, which it keeps, is the [*SyntaxError] encoding/json reports
// for the same input.
package wire

import "encoding/json"

// SyntaxError is encoding/json's [json.SyntaxError], the error for input
// that is not valid JSON: Error returns the message encoding/json gives,
// and Offset is the position encoding/json reports, the number of bytes
// read when the problem was found. Package
// [github.com/zerojson/json]'s SyntaxError is the same type.
type SyntaxError = json.SyntaxError
