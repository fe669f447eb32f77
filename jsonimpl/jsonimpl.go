// Package jsonimpl is what the code cmd/jsongen generates calls: the
// registration of a type's generated functions, through which package
// [github.com/zerojson/json] encodes and decodes the type's values without
// reflection, and the building blocks of those functions.
//
// Generated code gives a type no methods. A method would be promoted into
// every struct that embeds the type, in the type's package or any other,
// and change how that struct encodes and decodes, through encoding/json as
// much as through zerojson. MarshalJSON would also make encoding/json
// slower, as it checks and compacts what the method returns. A
// registration changes nothing but the speed of zerojson: it is found by
// the exact type of the value being encoded or decoded, never through
// embedding, and encoding/json does not see it.
//
// The functions of a type T are an appending function, which appends a T
// to a buffer as Marshal writes it, and a reading function, which reads a
// T from a [wire.Reader] as Unmarshal reads it. Both are handed, by
// package json, a Writer or Reader of its own, which carries the encoding
// or decoding in progress: its options, the counting of pointers that
// finds cycles, the path of struct fields that type errors name. What they
// leave to the reflective codec (a map, an interface, a type with
// marshalling methods of its own) goes through [Field] or [AppendField] in
// the same encoding or decoding, so that the result is the reflective
// codec's own, byte for byte and error for error.
//
// The API of this package follows the generator and may change with it. A
// type written by hand implements [github.com/zerojson/json.WireMarshaler]
// and [github.com/zerojson/json.WireUnmarshaler] instead.
package jsonimpl

import (
	"errors"
	"reflect"
	"unsafe"

	"github.com/zerojson/json/internal/jsonwire"
	"github.com/zerojson/json/internal/registry"
	"github.com/zerojson/json/wire"
)

// Register records the functions generated for type T, which has no
// marshalling methods of its own. Package json then encodes a T with
// appendJSON, and decodes one with readJSON, wherever it meets a T: on its
// own or in a field, element or map value, through every entry point. A
// nil function leaves its direction to the reflective codec. Generated
// code calls Register from its package's init, for every type it writes.
func Register[T any](appendJSON func(b []byte, x *T, s *Encoding) ([]byte, error), readJSON func(r *wire.Reader, x *T) error) {
	f := &registry.Funcs{Generated: true, PointerOf: func(v any) unsafe.Pointer { return unsafe.Pointer(v.(*T)) }}
	if appendJSON != nil {
		f.Append = func(b []byte, p unsafe.Pointer, s *jsonwire.Encoding) ([]byte, error) {
			return appendJSON(b, (*T)(p), (*Encoding)(s))
		}
	}
	if readJSON != nil {
		f.Read = func(p unsafe.Pointer, r *wire.Reader) error {
			return readJSON(r, (*T)(p))
		}
	}
	registry.Register(reflect.TypeFor[T](), f)
}

// An Encoding is the encoding in progress that an appending function is
// handed, and hands on to what it calls. It carries the HTML escaping, and
// the counting of the pointers and slices followed, which finds cycles as
// encoding/json does. So a value is encoded in one encoding however many
// generated functions and reflective encoders it goes through. Only
// package json makes one.
type Encoding jsonwire.Encoding

// EscapeHTML reports whether strings are written with '<', '>' and '&'
// escaped, as [wire.AppendString] takes it.
func (s *Encoding) EscapeHTML() bool { return (*jsonwire.Encoding)(s).EscapeHTML() }

// errNoSession is returned by the building blocks that need the encoding
// or decoding in progress when given an Encoding or a Reader that package
// json did not make: generated functions are called by package json, and
// by each other with what they were given.
var errNoSession = errors.New("jsonimpl: a generated function was called outside an encoding or decoding of package json")

// decoding returns the decoding r belongs to, or nil.
func decoding(r *wire.Reader) *jsonwire.Decoding {
	return (*jsonwire.Reader)(r).Session()
}
