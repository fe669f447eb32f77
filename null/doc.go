// Package null provides nullable values for SQL and JSON that encode without
// allocating: [Int] (also called [Int64]), [Int32], [Int16], [Byte], [Float],
// [Bool], [String], [Time] and the generic [Value].
//
// It is a drop-in replacement for the null package of
// github.com/guregu/null/v5: the same types, fields (each type embeds its
// database/sql counterpart, so x.Int64, x.Valid and x.V work as before),
// constructors (IntFrom, IntFromPtr, NewInt, ...) and methods (ValueOrZero,
// Ptr, IsZero, Equal, SetValid, ...), and the same JSON, text and SQL
// behaviour, checked by a differential test against guregu/null:
//
//   - A null value encodes as JSON null; a valid one as its JSON value, even
//     when that is 0, false, "" or the zero time. The bytes are those
//     guregu/null's MarshalJSON gives under encoding/json's default settings,
//     HTML escaping in strings included, and a [Float] is written in plain
//     decimal notation as guregu/null writes it.
//   - Decoding accepts null, the value, and for the numbers a JSON string
//     holding one ("42"), and rejects exactly what guregu/null rejects, with
//     its errors. The one difference in wording: where a string holding a
//     float fails to parse, the error says "float" where guregu/null's says
//     "int". A value that cannot be encoded (a NaN [Float], a [Time]
//     outside years 0–9999) is reported as encoding/json reports
//     guregu/null's: a *json.MarshalerError naming MarshalJSON.
//   - In text (MarshalText, UnmarshalText) a null value is the empty string;
//     "null" also decodes as null, except for a [String], which can hold it.
//   - IsZero reports null, so a field tagged omitzero is left out exactly when
//     it is null.
//
// # Reading and writing through the wire layer
//
// Every type implements [json.WireMarshaler] and [json.WireUnmarshaler],
// which github.com/zerojson/json prefers to every other method: it hands
// MarshalJSONWire its own [wire.Writer], which appends to the encoder's
// buffer, and UnmarshalJSONWire its own [wire.Reader], at the value in the
// input. A reused [json.Encoder] writing a struct of these types (and
// [time.Time], numbers and strings) allocates nothing, whatever its
// options, and writes the bytes encoding/json writes with guregu/null in
// every mode; a [Value] writes its payload with [json.MarshalWire], which
// may have to box it. The types keep MarshalAppendJSON and MarshalJSON,
// which write the same bytes, for other encoders.
//
// Decoding reads the common inputs — numbers, strings holding numbers,
// true and false, null, strings, and RFC 3339 times in UTC or the local
// zone — with the Reader, without allocating apart from a decoded string's
// text, and hands anything else, as its text, to the type's UnmarshalJSON,
// which goes through a general JSON decoder, so that the value and the
// error are those encoding/json gives with guregu/null. UnmarshalJSON,
// called by other decoders or directly, reads its input with a Reader of
// its own the same way.
//
// # Writing your own
//
// A nullable type of your own can be written the same way from the building
// blocks of package json — [json.AppendString], [json.AppendTime] and
// [json.AppendFloat] write exactly what [json.Marshal] writes — and
// [json.CheckAppender] checks it in a test; see the example.
package null
