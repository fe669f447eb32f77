package json

import (
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
func (e *encodeState) FieldEncoder(t reflect.Type, withString bool) jsonwire.FieldEncoder {
	if withString && quotable(t) {
		return codecFor(t, addressable|quoted)
	}
	return codecFor(t, addressable)
}

// quotable reports whether the ",string" option applies to a field of type
// t: encoding/json honours it for the bool, number and string kinds and
// unnamed pointers to them.
func quotable(t reflect.Type) bool {
	return quotableKind(t.Kind()) || t.Kind() == reflect.Pointer && t.Name() == "" && quotableKind(t.Elem().Kind())
}

// AppendField implements jsonwire.FieldEncoder: c appends the value at p,
// in the encoding s, and returns what the encoder returns for it.
func (c *codec) AppendField(s *jsonwire.Encoding, dst []byte, p unsafe.Pointer) ([]byte, error) {
	b, err := c.encode(s.Engine.(*encodeState), dst, p)
	if err != nil {
		return dst, err
	}
	return b, nil
}

// FieldDecoder implements jsonwire.DecodeEngine: t's decoder as the struct
// decoder decodes a field of type t, with the ",string" option if
// withString is set and t takes it.
func (d *decodeState) FieldDecoder(t reflect.Type, withString bool) jsonwire.FieldDecoder {
	f := &fieldDecoder{dec: decoderFor(t)}
	if withString && quotable(t) {
		compileDecoders(func() { f.quoted = newQuotedField(t) })
	}
	return f
}

// A fieldDecoder decodes the values of one type as struct fields.
type fieldDecoder struct {
	dec    *decoder
	quoted *quotedField // for the ",string" option
}

// DecodeField implements jsonwire.FieldDecoder, as the struct decoder
// decodes a field: a time.Time, say, by the decoder's own parsing, not
// through UnmarshalJSON, which would need the whole input checked first.
func (f *fieldDecoder) DecodeField(r *jsonwire.Reader, p unsafe.Pointer, in reflect.Type, field string) error {
	if f.quoted == nil && f.dec.plain != nil && f.dec.plain(r, p) {
		return nil // no state needed (see decoder.plain)
	}
	return withWireState((*wire.Reader)(r), in, field, func(d *decodeState) error {
		if f.quoted != nil {
			return f.quoted.decode(d, p)
		}
		return f.dec.decode(d, p)
	})
}

// EnterField implements jsonwire.DecodeEngine: d is then in member field
// of struct type in, as inField puts it, until LeaveField.
func (d *decodeState) EnterField(in reflect.Type, field string) int {
	if in == nil {
		return -1
	}
	return d.pushFrame(pathFrame{t: in, name: field})
}

// LeaveField implements jsonwire.DecodeEngine: it leaves the member
// EnterField entered and completes err there, unless the Reader met a
// syntax error, which it keeps.
func (d *decodeState) LeaveField(depth int, err error) error {
	if d.r.Failed() {
		err = nil
	}
	err = d.completeError(err)
	if depth >= 0 {
		d.path = d.path[:depth]
	}
	return err
}

// TakeScratchSlice and PutScratchSlice implement jsonwire.DecodeEngine
// with the scratch slices of freshSlice.
func (d *decodeState) TakeScratchSlice(t reflect.Type, n int, size uintptr) reflect.Value {
	return d.takeScratchSlice(t, n, size)
}

func (d *decodeState) PutScratchSlice(t reflect.Type, v reflect.Value) {
	d.putScratchSlice(t, v)
}
