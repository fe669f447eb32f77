package jsonwire

import (
	"errors"
	"reflect"
	"unsafe"
)

// Package json hands Writers and Readers of its own to the methods it
// calls, and to the code jsongen writes (through package jsonimpl); through
// them, those carry on the encoding or decoding in progress: a Writer it
// hands out carries an Encoding, a Reader a Decoding. This is the one way
// from a Writer or a Reader back to package json's state, and what the code
// written for a type needs of the reflective codec goes through the
// interfaces below, which package json's states implement. A Writer or a
// Reader of a user's carries neither.

// An Encoding is the encoding in progress that a Writer belongs to: the
// counting of the pointers, slices and maps it follows, which finds a
// cycle where encoding/json finds one, and package json's state.
type Encoding struct {
	// level is the nesting of pointers, slices and maps being encoded.
	// Past encoding/json's threshold of CycleDepth levels, each one's
	// key is remembered in seen while it is encoded, and meeting it again
	// is a cycle; below it, the common case pays a counter increment.
	level int
	seen  map[CycleKey]struct{}

	// Engine is package json's state of the encoding.
	Engine EncodeEngine
}

// CycleDepth is encoding/json's threshold: cycles are looked for only in
// values nested deeper, so a cyclic value fails with its message, naming
// the same type.
const CycleDepth = 1000

// A CycleKey identifies a pointer, map or slice being encoded; it tells
// apart the same things encoding/json tells apart.
type CycleKey struct {
	Ptr  unsafe.Pointer
	Type reflect.Type // set for pointers only
	Len  int          // a slice's length; -1 for maps
}

// Deeper counts one more level of nesting and reports whether it is past
// CycleDepth, where the key of what is entered must be remembered. Each
// call is paired with one of Leave.
func (s *Encoding) Deeper() bool {
	s.level++
	return s.level > CycleDepth
}

// Seen remembers key, at a level past CycleDepth, and reports whether it
// was being encoded already: a cycle.
//
//go:noinline
func (s *Encoding) Seen(key CycleKey) bool {
	if _, ok := s.seen[key]; ok {
		return true
	}
	if s.seen == nil {
		s.seen = make(map[CycleKey]struct{})
	}
	s.seen[key] = struct{}{}
	return false
}

// Enter is Deeper and, past CycleDepth, Seen: it reports whether key is
// already being encoded further up. Small enough to be inlined; the map
// work is out of line.
func (s *Encoding) Enter(key CycleKey) bool {
	return s.Deeper() && s.Seen(key)
}

// Leave ends what Enter or Deeper began for key.
func (s *Encoding) Leave(key CycleKey) {
	if s.level > CycleDepth {
		delete(s.seen, key)
	}
	s.level--
}

// ResetCycles forgets the nesting, for an encoding that starts afresh.
func (s *Encoding) ResetCycles() {
	s.level = 0
	clear(s.seen)
}

// EncodeEngine is package json's encoding state, as a session's code
// reaches it.
type EncodeEngine interface {
	// FieldEncoder returns the encoder of values of type t as the struct
	// encoder encodes a field of that type, with the ",string" option if
	// quoted. It compiles the encoder the first time, and is not for
	// every value.
	FieldEncoder(t reflect.Type, quoted bool) FieldEncoder
}

// A FieldEncoder encodes the values of one type as struct fields.
type FieldEncoder interface {
	// AppendField appends the value at p to dst, in the encoding s, as
	// Marshal encodes a struct field of its type, or returns the error
	// Marshal returns for it (and dst).
	AppendField(s *Encoding, dst []byte, p unsafe.Pointer) ([]byte, error)
}

// A Decoding is the decoding in progress that a Reader belongs to.
type Decoding struct {
	// Engine is package json's state of the decoding.
	Engine DecodeEngine
}

// DecodeEngine is package json's decoding state, as a session's code
// reaches it.
type DecodeEngine interface {
	// FieldDecoder returns the decoder of values of type t as the struct
	// decoder decodes a field of that type, with the ",string" option if
	// quoted. It compiles the decoder the first time, and is not for
	// every value.
	FieldDecoder(t reflect.Type, quoted bool) FieldDecoder

	// EnterField puts the decoder in member field (its JSON name) of
	// struct type in, if in is not nil, for the Struct and Field of the
	// type errors met until LeaveField, to which it returns what to pass.
	EnterField(in reflect.Type, field string) int
	// LeaveField leaves where EnterField entered, and returns err with
	// the Struct and Field encoding/json gives an error met there, if it
	// stops the decoding.
	LeaveField(depth int, err error) error

	// TakeScratchSlice returns a free addressable slice of type t, of
	// elements of the given size, with room for n of them, for elements
	// to be read into before a slice is allocated at their number; give
	// it back, empty, with PutScratchSlice.
	TakeScratchSlice(t reflect.Type, n int, size uintptr) reflect.Value
	PutScratchSlice(t reflect.Type, v reflect.Value)
}

// A FieldDecoder decodes the values of one type as struct fields.
type FieldDecoder interface {
	// DecodeField decodes the value at r's cursor into the value at p, as
	// Unmarshal decodes member field (its JSON name) of struct type in
	// (nil for none) into a field of its type: type errors are recorded
	// (ReportError's way) and decoding goes on; other errors are returned.
	DecodeField(r *Reader, p unsafe.Pointer, in reflect.Type, field string) error
}

// ErrWireValue is the error of an UnmarshalJSONWire method that returned
// without reading exactly one value.
var ErrWireValue = errors.New("UnmarshalJSONWire did not read exactly one value")

// Session returns the encoding w belongs to, or nil.
func (w *Writer) Session() *Encoding { return w.session }

// SetSession makes w belong to the encoding s (nil for none).
func (w *Writer) SetSession(s *Encoding) { w.session = s }

// Session returns the decoding r belongs to, or nil.
func (r *Reader) Session() *Decoding { return r.session }

// SetSession makes r belong to the decoding s (nil for none).
func (r *Reader) SetSession(s *Decoding) { r.session = s }
