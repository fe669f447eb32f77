package json

import (
	"errors"
	"reflect"
	"unsafe"

	"github.com/zerojson/json/internal/jsonwire"
	"github.com/zerojson/json/wire"
)

// This file is the engine's side of the sessions (internal/jsonwire's
// session.go): what the code written for a type, through package jsonimpl,
// asks of the encoding or decoding state whose Writer or Reader it was
// handed.

// FieldEncoder implements jsonwire.EncodeEngine: the codec of t as the
// struct encoder encodes a field of type t, in addressable memory, with
// the ",string" option if withString is set and t takes it.
func (e *encodeState) FieldEncoder(t reflect.Type, withString bool) *jsonwire.FieldEncoder {
	f := addressable
	if withString && quotable(t) {
		f |= quoted
	}
	c := codecFor(t, f)
	if fe := c.field.Load(); fe != nil {
		return fe
	}
	fe := &jsonwire.FieldEncoder{
		Append: func(s *jsonwire.Encoding, dst []byte, p unsafe.Pointer) ([]byte, error) {
			e, ok := s.Engine().(*encodeState)
			if !ok {
				return dst, errNoEncoding
			}
			b, err := c.encode(e, dst, p)
			if err != nil {
				return dst, err
			}
			return b, nil
		},
	}
	c.field.Store(fe)
	return fe
}

// errNoEncoding is the error of a field encoder called with an Encoding
// that package json did not make.
var errNoEncoding = errors.New("json: a field encoder called outside an encoding of package json")

// FieldDecoder implements jsonwire.DecodeEngine: t's decoder as the struct
// decoder decodes a field of type t, with the ",string" option if
// withString is set and t takes it. A field is decoded as the struct
// decoder decodes it: a time.Time, say, by the decoder's own parsing
// (Plain), not through UnmarshalJSON, which would need the whole input
// checked first.
func (d *decodeState) FieldDecoder(t reflect.Type, withString bool) *jsonwire.FieldDecoder {
	dec := decoderFor(t)
	var q *quotedField
	if withString && quotable(t) {
		compileDecoders(func() { q = newQuotedField(t) })
	}
	decode := dec.decode
	if q != nil {
		decode = q.decode
	}
	fd := &jsonwire.FieldDecoder{
		Decode: func(r *jsonwire.Reader, p unsafe.Pointer, in reflect.Type, field string) error {
			// Generated code reads fields in the loop over an object's
			// members: the frame says so (PathFrame.Generated).
			at := jsonwire.PathFrame{Type: in, Name: field, Generated: true}
			if d := readerState(r); d != nil && in != nil {
				// In the decoding's state, where jsonimpl's Field.Read
				// calls it: inField's frame without withWireState's
				// function value (61 instructions a field).
				depth := d.session.Push(at)
				return d.leaveField(depth, decode(d, p))
			}
			return withWireState((*wire.Reader)(r), at, func(d *decodeState) error { return decode(d, p) })
		},
	}
	if q == nil {
		fd.Plain = dec.plain
	}
	return fd
}

// Complete implements jsonwire.DecodeEngine: err, which stops the
// decoding, completed where the path is, unless the Reader met a syntax
// error, which it keeps.
func (d *decodeState) Complete(err error) error {
	if d.r.Failed() {
		return nil
	}
	return d.completeError(err)
}

// TakeScratchSlice and PutScratchSlice implement jsonwire.DecodeEngine
// with the scratch slices of freshSlice.
func (d *decodeState) TakeScratchSlice(t reflect.Type, n int, size uintptr) reflect.Value {
	return d.takeScratchSlice(t, n, size)
}

func (d *decodeState) PutScratchSlice(t reflect.Type, v reflect.Value) {
	d.putScratchSlice(t, v)
}
