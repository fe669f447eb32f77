package jsonwire

import (
	"encoding"
	"encoding/json"
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

// An Encoding is the encoding in progress that a Writer belongs to, and
// that the appending functions of generated code are handed (package
// jsonimpl's Encoding is this type): the HTML escaping, the counting of
// the pointers, slices and maps being followed, which finds a cycle where
// encoding/json finds one, and package json's state. Its fields are
// unexported: package jsonimpl exports the type under its own name.
type Encoding struct {
	escapeHTML bool

	// level is the nesting of pointers, slices and maps being encoded.
	// Past encoding/json's threshold of CycleDepth levels, each one's
	// key is remembered in seen while it is encoded, and meeting it again
	// is a cycle; below it, the common case pays a counter increment.
	level int
	seen  map[CycleKey]struct{}

	engine EncodeEngine

	// Scratch is memory for text that is written quoted once it is
	// complete: a value's AppendText output, the inner quoting of a
	// ",string" string. Whoever uses it copies what it needs from it
	// before anything else can.
	Scratch []byte
}

// Engine returns package json's state of the encoding, nil for an
// Encoding package json did not make.
func (s *Encoding) Engine() EncodeEngine { return s.engine }

// SetEngine makes e the state of the encoding.
func (s *Encoding) SetEngine(e EncodeEngine) { s.engine = e }

// EscapeHTML reports whether strings are written with '<', '>' and '&'
// escaped.
func (s *Encoding) EscapeHTML() bool { return s.escapeHTML }

// SetEscapeHTML sets what EscapeHTML reports.
func (s *Encoding) SetEscapeHTML(on bool) { s.escapeHTML = on }

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
	if s.Deep() {
		s.Forget(key)
	}
	s.Up()
}

// Deep reports whether the nesting is past CycleDepth, where what is left
// must be forgotten (Forget) before the level is left (Up): Leave in two
// steps, for a caller whose key costs something to make.
func (s *Encoding) Deep() bool { return s.level > CycleDepth }

// Forget forgets key, which Seen remembered.
func (s *Encoding) Forget(key CycleKey) { delete(s.seen, key) }

// Up leaves a level of nesting.
func (s *Encoding) Up() { s.level-- }

// ResetCycles forgets the nesting, for an encoding that starts afresh.
func (s *Encoding) ResetCycles() {
	s.level = 0
	// Seldom anything to forget: only values nested past CycleDepth are
	// remembered, and clear calls into the runtime even for an empty map.
	if len(s.seen) > 0 {
		clear(s.seen)
	}
}

// EncodeEngine is package json's encoding state, as a session's code
// reaches it.
type EncodeEngine interface {
	// FieldEncoder returns the encoder of values of type t as the struct
	// encoder encodes a field of that type, with the ",string" option if
	// quoted. It compiles the encoder the first time, and is not for
	// every value.
	FieldEncoder(t reflect.Type, quoted bool) *FieldEncoder
}

// A FieldEncoder encodes the values of one type as struct fields.
type FieldEncoder struct {
	// Append appends the value at p to dst, in the encoding s, as Marshal
	// encodes a struct field of its type, or returns the error Marshal
	// returns for it (and dst).
	Append func(s *Encoding, dst []byte, p unsafe.Pointer) ([]byte, error)
}

// A Decoding is the decoding in progress that a Reader belongs to: where
// in the Go value the decoder is, for the Struct and Field of the type
// errors it meets, and package json's state.
type Decoding struct {
	// Path holds the structs being filled, from the outermost, each with
	// the member being decoded in it. The frames beyond its length are
	// those of earlier decodings, which Push reuses.
	Path []PathFrame

	// Engine is package json's state of the decoding.
	Engine DecodeEngine

	// Later says that the engine takes the calls of UnmarshalJSON and
	// UnmarshalText methods (DecodeEngine.MethodLater) rather than that
	// they be made once the input is known to be valid.
	Later bool
}

// A PathFrame is a struct on the decoder's path: its type, and the member
// of it being decoded. The reflective decoder names the member by its
// index in the struct's table of fields, which it stores for each member,
// and the path is made from the frames only for an error. Other frames
// name their member.
type PathFrame struct {
	// An index stored, not a name pushed and popped: 35 instructions a member.

	Type reflect.Type
	// Fields is package json's table of Type's fields, or nil for a frame
	// that names its member. It is an unsafe.Pointer because this
	// package cannot name package json's type; package json alone sets
	// and reads it, always with that type.
	Fields unsafe.Pointer
	Member int    // the member's index in Fields, -1 before the first
	Name   string // the member's JSON name, for a frame without Fields
	// Generated is set on a frame without Fields that code generated for
	// struct type Type pushed from the loop reading its members (through
	// package jsonimpl): its level is then an object, as a frame with
	// Fields promises. Other frames without Fields, such as those of
	// UnmarshalWire calls in hand-written methods, promise nothing about
	// their level.
	Generated bool
}

// InObject reports whether the frame's level is known to be an object
// whose members are being read: a frame of package json's struct decoder,
// or of generated code.
func (f *PathFrame) InObject() bool { return f.Fields != nil || f.Generated }

// Push pushes fr onto the path and returns its depth, the length to cut
// the path back to when leaving it.
func (s *Decoding) Push(fr PathFrame) int {
	// Only the fields of the reused frame that differ are stored, seldom
	// the pointers: storing the whole frame moved it with the runtime's bulk
	// write barrier while the collector marked, 6% of decoding citm_catalog.
	depth := s.grow()
	f := &s.Path[depth]
	// A table of fields belongs to one type: compared alone, no ifaceeq call (20 instructions).
	if f.Fields != fr.Fields || fr.Fields == nil && f.Type != fr.Type {
		f.Type, f.Fields = fr.Type, fr.Fields
	}
	// The same string, not equal bytes: a memequal call (10 instructions) saved.
	if len(f.Name) != len(fr.Name) || unsafe.StringData(f.Name) != unsafe.StringData(fr.Name) {
		f.Name = fr.Name
	}
	f.Member, f.Generated = fr.Member, fr.Generated
	return depth
}

// PushFields is Push of the frame of package json's struct decoder: a
// struct of type t whose table of fields is fields, no member reached.
func (s *Decoding) PushFields(t reflect.Type, fields unsafe.Pointer) int {
	// A frame of seven words passed and compared as Push does cost every object 30 instructions.
	depth := s.grow()
	f := &s.Path[depth]
	if f.Fields != fields {
		f.Type, f.Fields = t, fields
	}
	if f.Name != "" {
		f.Name = ""
	}
	f.Member, f.Generated = -1, false
	return depth
}

// grow lengthens the path by a frame, the one an earlier decoding left
// there if there is one, and returns its depth.
func (s *Decoding) grow() int {
	depth := len(s.Path)
	if depth == cap(s.Path) {
		s.Path = append(s.Path, PathFrame{})
	} else {
		s.Path = s.Path[:depth+1]
	}
	return depth
}

// DecodeEngine is package json's decoding state, as a session's code
// reaches it.
type DecodeEngine interface {
	// FieldDecoder returns the decoder of values of type t as the struct
	// decoder decodes a field of that type, with the ",string" option if
	// quoted. It compiles the decoder the first time, and is not for
	// every value.
	FieldDecoder(t reflect.Type, quoted bool) *FieldDecoder

	// Complete returns err, which stops the decoding where the path is,
	// with the Struct and Field encoding/json gives it there, or nil if
	// the Reader met a syntax error, which it keeps.
	Complete(err error) error

	// TakeScratchSlice returns a free addressable slice of type t, of
	// elements of the given size, with room for n of them, for elements
	// to be read into before a slice is allocated at their number; give
	// it back, empty, with PutScratchSlice.
	TakeScratchSlice(t reflect.Type, n int, size uintptr) reflect.Value
	PutScratchSlice(t reflect.Type, v reflect.Value)

	// MethodLater, while the session's Later is set, takes the call of
	// u's UnmarshalJSON with the value at the cursor or, if u is nil, of
	// t's UnmarshalText with the string at the cursor, and moves past the
	// value. It returns the error to return as the method's.
	MethodLater(u json.Unmarshaler, t encoding.TextUnmarshaler) error
}

// A FieldDecoder decodes the values of one type as struct fields.
type FieldDecoder struct {
	// Plain, if not nil, reads the commonest values of the type (such as
	// time.Time's timestamps) from r into the value at p, where nothing
	// can fail and no decoding state is needed, and reports whether it
	// did; otherwise it reads nothing.
	Plain func(r *Reader, p unsafe.Pointer) bool
	// Decode decodes the value at r's cursor into the value at p, as
	// Unmarshal decodes member field (its JSON name) of struct type in
	// (nil for none) into a field of its type: type errors are recorded
	// (ReportError's way) and decoding goes on; other errors are returned.
	Decode func(r *Reader, p unsafe.Pointer, in reflect.Type, field string) error
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
