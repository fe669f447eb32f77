package json

import (
	"fmt"
	"reflect"
	"slices"
	"unsafe"

	"github.com/zerojson/json/internal/jsonwire"
	"github.com/zerojson/json/wire"
)

// This file holds the building blocks of the methods cmd/jsongen writes,
// which any MarshalJSONWire or UnmarshalJSONWire written by hand may use
// too: the state of the encoding that appending functions carry, with the
// counting of pointers and slices that finds cycles, the values they leave
// to the reflective encoder, a struct's value checked before its members
// are read, the readers of the fields of each basic kind, and an unknown
// member. Each does what the reflective codec does for the same value,
// errors included, so that a method built from them encodes and decodes
// exactly as Marshal and Unmarshal do.

// AppendField appends the value p points to to dst exactly as [Marshal]
// encodes a struct field of that type, in the encoding s, or returns the
// error Marshal returns for it: for the fields that an appending function
// (see [AppendCompact]) leaves to the reflective encoder, such as a map,
// an interface or a type with its own marshalling methods. p is the
// address of the field, &x.F, which costs no allocation to box; the field
// is encoded as one of a struct reached through a pointer, whose methods
// with pointer receivers are called. A p that is not a non-nil pointer is
// encoded as Marshal encodes it.
func AppendField(dst []byte, p any, s *Encoding) ([]byte, error) {
	e := (*encodeState)(s)
	var b []byte
	var err error
	if rv := reflect.ValueOf(p); rv.Kind() == reflect.Pointer && !rv.IsNil() {
		b, err = codecFor(rv.Type().Elem(), addressable).encode(e, dst, rv.UnsafePointer())
	} else {
		b, err = e.encodeAny(dst, p)
	}
	if err != nil {
		return dst, methodError(err)
	}
	return b, nil
}

// An Encoding is the state of one encoding in progress, by [Marshal], an
// [Encoder] or a method's call of [AppendCompact] or [AppendNew]: its HTML
// escaping, and the nesting of pointers, slices and maps that the encoder
// counts to find cycles as encoding/json does. The appending functions of
// generated code (see cmd/jsongen) take it and hand it to what they call,
// so that a value is encoded in one state however many methods it goes
// through: a cycle through a type with methods is found and reported as
// Marshal reports it for the type without them, instead of recursing
// until the stack overflows.
type Encoding encodeState

// EscapeHTML reports whether strings are written with '<', '>' and '&'
// escaped, as [wire.AppendString] takes it.
func (s *Encoding) EscapeHTML() bool { return s.escapeHTML }

// AppendCompact writes through w the value that f appends, as
// [wire.Writer.AppendCompact] does, giving f the state of the encoding w
// belongs to: that of the call of Marshal or the Encoder that handed w to
// a MarshalJSONWire method, or, for a Writer of the caller's own, a new
// one with w's escaping. It is how a generated MarshalJSONWire writes its
// type.
func AppendCompact(w *wire.Writer, f func(dst []byte, s *Encoding) ([]byte, error)) error {
	if e := writerState(w); e != nil {
		return w.AppendCompact(func(dst []byte, _ bool) ([]byte, error) { return f(dst, (*Encoding)(e)) })
	}
	e := getEncodeState(w.EscapeHTML())
	err := w.AppendCompact(func(dst []byte, _ bool) ([]byte, error) { return f(dst, (*Encoding)(e)) })
	putEncodeState(e)
	return err
}

// AppendNew returns what f appends to dst in a new encoding, without HTML
// escaping: how a generated MarshalAppendJSON, called by another encoder
// than this package's, writes its type (see [MarshalAppender], whose
// output the encoder escapes). On an error it returns dst unchanged.
func AppendNew(dst []byte, f func(dst []byte, s *Encoding) ([]byte, error)) ([]byte, error) {
	e := getEncodeState(false)
	b, err := f(dst, (*Encoding)(e))
	putEncodeState(e)
	if err != nil {
		return dst, err
	}
	return b, nil
}

// EnterPointer counts p, a pointer that is not nil and whose target an
// appending function writes itself, in the nesting of s, as the encoder
// counts a pointer it follows, and returns the error Marshal returns if p
// is part of a cycle: past encoding/json's 1000 levels, the pointers being
// written are remembered, and meeting one again is an
// [*UnsupportedValueError]. After writing the target, call LeavePointer;
// after an error, the encoding is over.
func EnterPointer[P ~*T, T any](s *Encoding, p P) error {
	e := (*encodeState)(s)
	e.ptrLevel++
	if e.ptrLevel > cycleCheckDepth && e.enterCycleDeep(cycleKey{ptr: unsafe.Pointer(p), typ: reflect.TypeFor[P]()}) {
		return cycleError(reflect.ValueOf(p))
	}
	return nil
}

// LeavePointer ends what EnterPointer began.
func LeavePointer[P ~*T, T any](s *Encoding, p P) {
	e := (*encodeState)(s)
	if e.ptrLevel > cycleCheckDepth {
		delete(e.ptrSeen, cycleKey{ptr: unsafe.Pointer(p), typ: reflect.TypeFor[P]()})
	}
	e.ptrLevel--
}

// EnterSlice is EnterPointer for a slice that is not nil and whose
// elements an appending function writes itself (not a []byte, which is
// not counted).
func EnterSlice[S ~[]E, E any](s *Encoding, x S) error {
	e := (*encodeState)(s)
	e.ptrLevel++
	if e.ptrLevel > cycleCheckDepth && e.enterCycleDeep(cycleKey{ptr: unsafe.Pointer(unsafe.SliceData(x)), len: len(x)}) {
		return cycleError(reflect.ValueOf(x))
	}
	return nil
}

// LeaveSlice ends what EnterSlice began.
func LeaveSlice[S ~[]E, E any](s *Encoding, x S) {
	e := (*encodeState)(s)
	if e.ptrLevel > cycleCheckDepth {
		delete(e.ptrSeen, cycleKey{ptr: unsafe.Pointer(unsafe.SliceData(x)), len: len(x)})
	}
	e.ptrLevel--
}

// A Field encodes and decodes the values of type T, a struct field's type,
// exactly as [AppendField] and [UnmarshalWire] do, through the codecs the
// reflective encoder and decoder compile for T, which FieldOf finds once:
// those two functions look them up for every value, by the value's type,
// which cost a generated struct made of time.Time and null types (the
// seed benchmark) more than half its time. Generated code keeps one Field
// per field type it leaves to the reflective codec, in a package-level
// variable.
type Field[T any] struct {
	enc    *codec       // T's, for values in addressable memory
	dec    *decoder     // T's, as the struct decoder decodes a field of type T
	quoted *quotedField // T's with the ",string" option, for QuotedFieldOf
}

// FieldOf returns the Field of type T, compiling T's codecs if they are
// not yet compiled.
func FieldOf[T any]() *Field[T] {
	t := reflect.TypeFor[T]()
	return &Field[T]{enc: codecFor(t, addressable), dec: decoderFor(t)}
}

// QuotedFieldOf returns the Field of type T for a struct field tagged
// with the ",string" option, which encoding/json honours for the bool,
// number and string kinds and unnamed pointers to them: Append writes the
// value quoted and Read reads it from a string, with encoding/json's rules
// and errors for the option, as Marshal and Unmarshal do for such a field.
// For any other type the option changes nothing.
func QuotedFieldOf[T any]() *Field[T] {
	t := reflect.TypeFor[T]()
	f := FieldOf[T]()
	if !quotableKind(t.Kind()) && !(t.Kind() == reflect.Pointer && t.Name() == "" && quotableKind(t.Elem().Kind())) {
		return f
	}
	f.enc = codecFor(t, addressable|quoted)
	compileDecoders(func() { f.quoted = newQuotedField(t) })
	return f
}

// Append appends *p to dst as [AppendField](dst, p, s) does.
func (f *Field[T]) Append(dst []byte, p *T, s *Encoding) ([]byte, error) {
	b, err := f.enc.encode((*encodeState)(s), dst, unsafe.Pointer(p))
	if err != nil {
		return dst, methodError(err)
	}
	return b, nil
}

// Read reads the value at r's cursor into *p as [UnmarshalWire](r, p, in,
// field) does, and as [Unmarshal] reads a struct field of type T.
func (f *Field[T]) Read(r *wire.Reader, p *T, in reflect.Type, field string) error {
	if f.quoted == nil && f.dec.plain != nil && f.dec.plain((*jsonwire.Reader)(r), unsafe.Pointer(p)) {
		return nil // no state needed (see decoder.plain)
	}
	return withWireState(r, in, field, func(d *decodeState) error {
		// As the struct decoder decodes a field: a time.Time, say, by the
		// decoder's own parsing, not through UnmarshalJSON, which needs
		// the whole input checked first (a third of the time of decoding
		// the seed struct, before).
		if f.quoted != nil {
			return f.quoted.decode(d, unsafe.Pointer(p))
		}
		return f.dec.decode(d, unsafe.Pointer(p))
	})
}

// ReadObject checks that the value at r's cursor is an object, for the
// UnmarshalJSONWire method of struct type t to read its members, and
// reports whether it is. If it is not, the value is read as [Unmarshal]
// reads it into a struct: null leaves the struct unchanged, and any other
// value is skipped and reported as an [*UnmarshalTypeError] for t (see
// [ReportError], whose result ReadObject returns).
func ReadObject(r *wire.Reader, t reflect.Type) (bool, error) {
	switch r.PeekKind() {
	case wire.Object:
		return true, nil
	case wire.Null:
		r.ReadNull()
		return false, nil
	}
	what, offset := r.Mismatch()
	if what == "" {
		return false, nil // a syntax error, which is r's
	}
	return false, ReportError(r, &UnmarshalTypeError{Value: what, Type: t, Offset: offset}, nil, "")
}

// ReadField has u read the value at r's cursor as member field (its JSON
// name) of struct type in, as [UnmarshalWire] does for a field whose type
// has an UnmarshalJSONWire method, with the type errors u reports naming
// the member and the ones around it as encoding/json names them, but
// without looking anything up by reflection: u is the address of the
// field, &x.F, whose method is called directly. It is how a generated
// UnmarshalJSONWire reads a field of a struct type generated with it.
func ReadField(r *wire.Reader, u WireUnmarshaler, in reflect.Type, field string) error {
	d := readerState((*jsonwire.Reader)(r))
	if d == nil {
		return UnmarshalWire(r, u, in, field)
	}
	// inField's work, written out: through its closure, each field of
	// the seed struct read here took 37 more instructions.
	if in == nil {
		return d.completeError(d.callWireUnmarshaler(u))
	}
	depth := d.pushFrame(pathFrame{t: in, name: field})
	err := d.completeError(d.callWireUnmarshaler(u))
	d.path = d.path[:depth]
	return err
}

// ReadSlice reads the value at r's cursor into *s, member field of struct
// type in, as [Unmarshal] reads it into a slice: null makes *s nil, an
// array is read element by element by readElem, and anything else is a
// type error (see [UnmarshalWire]). The elements are read as encoding/json
// reads them: into those *s has, then into its spare capacity, then into
// new room, grown as append grows a slice; the length is then the number
// read, an empty array makes an empty slice, not nil, and after an error
// that stops the decoding the length is what encoding/json leaves.
//
// hint, if not nil, holds the lengths of the last arrays read through it
// into slices without capacity, and gives such a slice room as the
// reflective decoder does: its first growth makes room for as many
// elements as the shortest of the last three arrays had, within 512
// bytes, rather than for one. If its elements are of 128 bytes or more,
// they are read into scratch space that the decoding keeps and copied
// into a slice allocated once, at their number, rather than grown element
// by element, which for the large structs of the synthea corpus halved
// the memory decoding allocates; and when the last three such arrays had
// one length, the slice is allocated at it and read into directly.
// Generated code keeps a hint for each slice field.
func ReadSlice[E any](r *wire.Reader, s *[]E, in reflect.Type, field string, hint *SliceHint, readElem func(r *wire.Reader, e *E) error) error {
	switch r.PeekKind() {
	case wire.Null:
		r.ReadNull()
		*s = nil
		return nil
	case wire.Array:
	default:
		return UnmarshalWire(r, s, in, field)
	}
	var h *lengthHint
	if cap(*s) == 0 && hint != nil {
		h = &hint.h
		if unsafe.Sizeof(*new(E)) >= freshSliceMinSize {
			if d := readerState((*jsonwire.Reader)(r)); d != nil {
				return readFreshSlice(d, r, s, h, readElem)
			}
		}
	}
	v, n, err := readElements(r, *s, h, readElem)
	setSlice(s, v, n, err)
	return err
}

// A SliceHint holds the lengths of the last arrays [ReadSlice] read
// through it into slices without capacity, from which it sizes the next
// such slice before reading its first element. Its zero value is ready to
// use. It is only advice, so it may be shared by decodings running at the
// same time.
type SliceHint struct {
	h lengthHint
}

// setSlice stores in *s the slice v into which n elements were read,
// which err, if not nil, stopped: an empty array makes an empty slice, not
// nil, and after an error v keeps the length readElements gave it.
func setSlice[E any](s *[]E, v []E, n int, err error) {
	switch {
	case err != nil:
		*s = v
	case n == 0:
		*s = []E{}
	default:
		*s = v[:n]
	}
}

// readElements reads the elements of the array at r's cursor into v, as
// ReadSlice describes, and returns v, extended as needed, and the number
// of elements read. If hint is not nil, v has no capacity: its first
// growth is to the length hint suggests, which the array's length then
// updates.
func readElements[E any](r *wire.Reader, v []E, hint *lengthHint, readElem func(*wire.Reader, *E) error) ([]E, int, error) {
	n := 0
	var err error
	for more := r.EnterArray(); more; more = r.NextElement() {
		if n == len(v) {
			k := 1
			if n == 0 && hint != nil {
				k = hint.get(unsafe.Sizeof(*new(E)))
			}
			v = slices.Grow(v, k)[:n+1]
		}
		err = readElem(r, &v[n])
		n++
		if err != nil {
			return v, n, err
		}
	}
	if hint != nil && n > 0 {
		hint.set(n)
	}
	return v, n, nil
}

// readFreshSlice is ReadSlice for a slice with no capacity, of elements of
// freshSliceMinSize bytes or more, as decodeState.freshSlice reads one: at
// the steady length of hint if it has one, else into a scratch slice of
// d's (see decodeState.takeScratchSlice), then into *s, allocated at the
// number of elements.
func readFreshSlice[E any](d *decodeState, r *wire.Reader, s *[]E, hint *lengthHint, readElem func(*wire.Reader, *E) error) error {
	if k := hint.steady(); k > 0 && !atEmptyArray((*jsonwire.Reader)(r)) {
		v, n, err := readElements(r, make([]E, 0, k), nil, readElem)
		setSlice(s, v, n, err)
		if err == nil && n > 0 {
			hint.set(n) // an empty array ([ ]) leaves the hint alone
		}
		return err
	}
	t := reflect.TypeFor[[]E]()
	buf := d.takeScratchSlice(t, hint.length(), unsafe.Sizeof(*new(E)))
	// The scratch slice is addressable: its header is used as a []E.
	scratch := (*[]E)(buf.Addr().UnsafePointer())
	v, n, err := readElements(r, *scratch, nil, readElem)
	if n == 0 {
		*s = []E{}
	} else {
		*s = append([]E(nil), v[:n]...)
	}
	if err == nil && n > 0 {
		hint.set(n)
	}
	clear(v[:n]) // drop the references the elements hold
	*scratch = v[:0]
	d.putScratchSlice(t, buf)
	return err
}

// SkipUnsettable skips the value at r's cursor, that of a member whose
// field encoding/json reaches through a nil pointer to an unexported
// struct type t, embedded, which it cannot allocate, and reports the error
// encoding/json reports for it (see [ReportError]).
func SkipUnsettable(r *wire.Reader, t reflect.Type) error {
	err := ReportError(r, fmt.Errorf("json: cannot set embedded pointer to unexported struct: %v", t), nil, "")
	r.Skip()
	return err
}

// ReadUnknown skips the value of an object member whose name matches no
// field of the struct being read, having reported encoding/json's error
// for it (see [ReportError]) if the decoding disallows unknown fields
// ([wire.Reader.DisallowUnknownFields]).
func ReadUnknown(r *wire.Reader, name []byte) error {
	var err error
	if r.DisallowUnknownFields() {
		err = ReportError(r, fmt.Errorf("json: unknown field %q", name), nil, "")
	}
	r.Skip()
	return err
}

// The field readers below read the value at r's cursor into *dst, the
// field of a basic kind that is member field (its JSON name) of struct
// type in, exactly as [Unmarshal] does: a value of the field's own kind
// directly, and anything else (null, which leaves the field unchanged, or
// a value of another kind, a type error) through [UnmarshalWire]. A number
// out of the field's range is reported as encoding/json reports it. The
// type of the field must have no unmarshalling method of its own
// (UnmarshalJSONWire, UnmarshalJSON, UnmarshalText), which Unmarshal would
// call: decode such a field with UnmarshalWire.

// ReadString is the field reader of a string kind.
func ReadString[T ~string](r *wire.Reader, dst *T, in reflect.Type, field string) error {
	if r.PeekKind() == wire.String {
		*dst = T(r.ReadString())
		return nil
	}
	return UnmarshalWire(r, dst, in, field)
}

// ReadBool is the field reader of a bool kind.
func ReadBool[T ~bool](r *wire.Reader, dst *T, in reflect.Type, field string) error {
	if k := r.PeekKind(); k == wire.True || k == wire.False {
		*dst = T(r.ReadBool())
		return nil
	}
	return UnmarshalWire(r, dst, in, field)
}

// ReadInt is the field reader of a signed integer kind.
func ReadInt[T ~int | ~int8 | ~int16 | ~int32 | ~int64](r *wire.Reader, dst *T, in reflect.Type, field string) error {
	if r.PeekKind() != wire.Number {
		return UnmarshalWire(r, dst, in, field)
	}
	start := r.Offset()
	// n fits T if converting it to T and back gives n again.
	if n, ok := r.ReadInt(); ok && int64(T(n)) == n {
		*dst = T(n)
		return nil
	}
	return numberOutOfRange(r, start, reflect.TypeFor[T](), in, field)
}

// ReadUint is the field reader of an unsigned integer kind.
func ReadUint[T ~uint | ~uint8 | ~uint16 | ~uint32 | ~uint64 | ~uintptr](r *wire.Reader, dst *T, in reflect.Type, field string) error {
	if r.PeekKind() != wire.Number {
		return UnmarshalWire(r, dst, in, field)
	}
	start := r.Offset()
	if n, ok := r.ReadUint(); ok && uint64(T(n)) == n {
		*dst = T(n)
		return nil
	}
	return numberOutOfRange(r, start, reflect.TypeFor[T](), in, field)
}

// ReadFloat is the field reader of a floating-point kind.
func ReadFloat[T ~float32 | ~float64](r *wire.Reader, dst *T, in reflect.Type, field string) error {
	if r.PeekKind() != wire.Number {
		return UnmarshalWire(r, dst, in, field)
	}
	start := r.Offset()
	// The size of T in bits is the precision to read the number with: a
	// constant once the function is instantiated.
	if f, ok := r.ReadFloat(int(unsafe.Sizeof(T(0))) * 8); ok {
		*dst = T(f)
		return nil
	}
	return numberOutOfRange(r, start, reflect.TypeFor[T](), in, field)
}

// numberOutOfRange reports the type error for the number that a field
// reader has read from start to r's cursor and that does not fit type t.
// After a syntax error it reports nothing: the error is r's.
func numberOutOfRange(r *wire.Reader, start int64, t, in reflect.Type, field string) error {
	if r.Err() != nil {
		return nil
	}
	text := r.Input()[start:r.Offset()]
	return ReportError(r, &UnmarshalTypeError{Value: "number " + string(text), Type: t, Offset: r.Offset()}, in, field)
}
