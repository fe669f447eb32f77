package jsonimpl

import (
	"fmt"
	"reflect"
	"slices"
	"unsafe"

	"github.com/zerojson/json"
	"github.com/zerojson/json/internal/jsonwire"
	"github.com/zerojson/json/wire"
)

// ReadObject checks that the value at r's cursor is an object, for the
// reading function of struct type t to read its members, and reports
// whether it is. If it is not, the value is read as [json.Unmarshal] reads
// it into a struct: null leaves the struct unchanged, and any other value
// is skipped and reported as a [json.UnmarshalTypeError] for t. The error
// ReadObject returns is then [json.ReportError]'s.
func ReadObject(r *wire.Reader, t reflect.Type) (bool, error) {
	if (*jsonwire.Reader)(r).Peek() == '{' {
		return true, nil
	}
	return false, readNotObject(r, t)
}

// readNotObject is ReadObject for a value that is not an object.
func readNotObject(r *wire.Reader, t reflect.Type) error {
	if r.PeekKind() == wire.Null {
		r.ReadNull()
		return nil
	}
	what, offset := r.Mismatch()
	if what == "" {
		return nil // a syntax error, which is r's
	}
	return json.ReportError(r, &json.UnmarshalTypeError{Value: what, Type: t, Offset: offset}, nil, "")
}

// ReadStruct reads the value at r's cursor into *x with read, the
// reading function generated for T, as member field (its JSON name) of
// struct type in (nil for an element of a slice, which names no member):
// the type errors met inside name the member and the ones around it as
// encoding/json names them.
func ReadStruct[T any](r *wire.Reader, x *T, in reflect.Type, field string, read func(*wire.Reader, *T) error) error {
	s := decoding(r)
	if s == nil {
		return json.UnmarshalWire(r, x, in, field)
	}
	depth := enter(s, in, field)
	return leave(s, depth, read(r, x))
}

// enter puts the decoding s in member field of struct type in, if in is
// not nil, for the Struct and Field of the type errors met until leave,
// to which it returns what to pass.
func enter(s *jsonwire.Decoding, in reflect.Type, field string) int {
	if in == nil {
		return -1
	}
	return s.Push(jsonwire.PathFrame{Type: in, Name: field, Generated: true})
}

// leave leaves where enter entered, and returns err, if it stops the
// decoding, with the Struct and Field encoding/json gives an error there.
func leave(s *jsonwire.Decoding, depth int, err error) error {
	if err != nil {
		err = s.Engine.Complete(err)
	}
	if depth >= 0 {
		s.Path = s.Path[:depth]
	}
	return err
}

// ReadWire reads the value at r's cursor into *x with read, the
// UnmarshalJSONWire method of x's type ((*T).UnmarshalJSONWire), as member
// field (its JSON name) of struct type in: for the fields of the types
// that read themselves through the wire layer, such as package null's. As
// package json does for such a method, it reports a method that did not
// read exactly one value.
func ReadWire[T any](r *wire.Reader, x *T, in reflect.Type, field string, read func(*T, *wire.Reader) error) error {
	s := decoding(r)
	if s == nil {
		return json.UnmarshalWire(r, x, in, field)
	}
	c := (*jsonwire.Reader)(r)
	start, level := c.Offset(), c.Depth()
	depth := enter(s, in, field)
	err := read(x, r)
	if err == nil && (c.Depth() != level || c.Offset() == start) {
		err = jsonwire.ErrWireValue // Complete drops it after a syntax error
	}
	return leave(s, depth, err)
}

// ReadSlice reads the value at r's cursor into *s, member field of struct
// type in, as [json.Unmarshal] reads it into a slice: null makes *s nil,
// an array is read element by element by readElem, and anything else is a
// type error (see [json.UnmarshalWire]). The elements are read as
// encoding/json reads them: into those *s has, then into its spare
// capacity, then into new room, grown as append grows a slice. The length
// is then the number read, and an empty array makes an empty slice, not
// nil. After an error that stops the decoding, the length is what
// encoding/json leaves.
//
// hint, if not nil, holds the lengths of the last arrays read through it
// into slices without capacity, and gives such a slice room as the
// reflective decoder does. Its first growth makes room for as many
// elements as the shortest of the last three arrays had, within 512 bytes,
// rather than for one. If the elements are of 128 bytes or more, they are
// read into scratch space that the decoding keeps, then copied into a
// slice allocated once at their number; when the last three such arrays
// had one length, the slice is allocated at it and read into directly.
// Generated code keeps a [SliceHint] for each slice field.
func ReadSlice[E any](r *wire.Reader, s *[]E, in reflect.Type, field string, hint *SliceHint, readElem func(r *wire.Reader, e *E) error) error {
	switch r.PeekKind() {
	case wire.Null:
		r.ReadNull()
		*s = nil
		return nil
	case wire.Array:
	default:
		return json.UnmarshalWire(r, s, in, field)
	}
	hint = FreshHint(*s, hint)
	if hint != nil && unsafe.Sizeof(*new(E)) >= jsonwire.FreshSliceMinSize {
		if d := decoding(r); d != nil {
			return readFreshSlice(d, r, s, &hint.h, readElem)
		}
	}
	v, n, err := readElements(r, *s, hint, readElem)
	setSlice(s, v, n, err)
	return err
}

// A SliceHint holds the lengths of the last arrays [ReadSlice] read
// through it into slices without capacity, from which it sizes the next
// such slice before reading its first element. Its zero value is ready to
// use. It is only advice, so it may be shared by decodings running at the
// same time.
type SliceHint struct {
	h jsonwire.LengthHint
}

// FreshHint returns hint if s has no capacity, as a nil slice has none, and
// nil otherwise: an array read into a slice with room is read into that
// room, whatever the hint says. Generated code reads an array of a basic
// kind in a loop of its own, which sizes the slice as [ReadSlice] does
// through FreshHint, [GrowSlice] and [SliceHint.Done].
func FreshHint[E any](s []E, hint *SliceHint) *SliceHint {
	if cap(s) == 0 {
		return hint
	}
	return nil
}

// GrowSlice returns v, into which n elements were read and whose length is
// n, extended by one element for the next: within its capacity if it has
// room, else grown as append grows a slice, except that the first growth
// of a slice that hint (from [FreshHint]), if not nil, sizes makes room
// for as many elements as the shortest of the last three arrays read
// through hint had, within 512 bytes.
func GrowSlice[E any](v []E, n int, hint *SliceHint) []E {
	if n < cap(v) {
		return v[:n+1] // in line in the loops that call it, for every element
	}
	return growSlice(v, n, hint)
}

// growSlice is GrowSlice for a full slice.
func growSlice[E any](v []E, n int, hint *SliceHint) []E {
	k := 1
	if n == 0 && hint != nil {
		k = hint.h.Get(unsafe.Sizeof(*new(E)))
	}
	return slices.Grow(v, k)[:n+1]
}

// Done records that an array of n elements was read into a slice that h,
// from [FreshHint], sized; a nil h, from a slice that had room, or an
// empty array leaves the hint as it is.
func (h *SliceHint) Done(n int) {
	if h != nil && n > 0 {
		h.h.Set(n)
	}
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
// updates (GrowSlice, SliceHint.Done).
func readElements[E any](r *wire.Reader, v []E, hint *SliceHint, readElem func(*wire.Reader, *E) error) ([]E, int, error) {
	n := 0
	var err error
	for more := r.EnterArray(); more; more = r.NextElement() {
		if n == len(v) {
			v = GrowSlice(v, n, hint)
		}
		err = readElem(r, &v[n])
		n++
		if err != nil {
			return v, n, err
		}
	}
	hint.Done(n)
	return v, n, nil
}

// readFreshSlice is ReadSlice for a slice with no capacity, of elements of
// jsonwire.FreshSliceMinSize bytes or more, as the reflective decoder
// reads one: at the steady length of hint if it has one, else into a
// scratch slice of the decoding's, then into *s, allocated at the number
// of elements.
func readFreshSlice[E any](d *jsonwire.Decoding, r *wire.Reader, s *[]E, hint *jsonwire.LengthHint, readElem func(*wire.Reader, *E) error) error {
	if k := hint.Steady(); k > 0 && !(*jsonwire.Reader)(r).AtEmptyArray() {
		v, n, err := readElements(r, make([]E, 0, k), nil, readElem)
		setSlice(s, v, n, err)
		if err == nil && n > 0 {
			hint.Set(n) // an empty array ([ ]) leaves the hint alone
		}
		return err
	}
	t := reflect.TypeFor[[]E]()
	buf := d.Engine.TakeScratchSlice(t, hint.Length(), unsafe.Sizeof(*new(E)))
	// The scratch slice is addressable: its header is used as a []E.
	scratch := (*[]E)(buf.Addr().UnsafePointer())
	v, n, err := readElements(r, *scratch, nil, readElem)
	if n == 0 {
		*s = []E{}
	} else {
		*s = append([]E(nil), v[:n]...)
	}
	if err == nil && n > 0 {
		hint.Set(n)
	}
	clear(v[:n]) // drop the references the elements hold
	*scratch = v[:0]
	d.Engine.PutScratchSlice(t, buf)
	return err
}

// SkipUnsettable skips the value at r's cursor, that of a member whose
// field encoding/json reaches through a nil pointer to an embedded,
// unexported struct type t, which it cannot allocate. It reports the error
// encoding/json reports for it (see [json.ReportError]).
func SkipUnsettable(r *wire.Reader, t reflect.Type) error {
	err := json.ReportError(r, fmt.Errorf("json: cannot set embedded pointer to unexported struct: %v", t), nil, "")
	r.Skip()
	return err
}

// ReadUnknown skips the value of an object member whose name matches no
// field of the struct being read. If the decoding disallows unknown fields
// ([wire.Reader.DisallowUnknownFields]), it first reports encoding/json's
// error for it (see [json.ReportError]).
func ReadUnknown(r *wire.Reader, name []byte) error {
	var err error
	if r.DisallowUnknownFields() {
		err = json.ReportError(r, fmt.Errorf("json: unknown field %q", name), nil, "")
	}
	r.Skip()
	return err
}

// ReadRawMessage reads the value at r's cursor into *dst as [json.Unmarshal]
// reads it into a [json.RawMessage]: its text, null included, copied into
// *dst's memory if it has room and into new memory otherwise. It cannot
// fail but for a syntax error, which is r's. A [Field] costs a RawMessage
// about 200 instructions more: the decoder's lookup, a frame of the path
// for errors that cannot happen, and the reflective codec's call.
func ReadRawMessage(r *wire.Reader, dst *json.RawMessage) {
	(*jsonwire.Reader)(r).ReadRawInto((*[]byte)(dst))
}

// The field readers below read the value at r's cursor into *dst, the
// field of a basic kind that is member field (its JSON name) of struct
// type in, exactly as Unmarshal does: a value of the field's own kind
// directly, and anything else (null, which leaves the field unchanged, or
// a value of another kind, a type error) through json.UnmarshalWire. A
// number out of the field's range is reported as encoding/json reports
// it. The type of the field must have no unmarshalling method of its own
// (UnmarshalJSON, UnmarshalText), which Unmarshal would call: generated
// code reads such a field through a [Field].

// ReadString is the field reader of a string kind.
func ReadString[T ~string](r *wire.Reader, dst *T, in reflect.Type, field string) error {
	if c := (*jsonwire.Reader)(r); c.Peek() == '"' {
		*dst = T(c.ReadString())
		return nil
	}
	return json.UnmarshalWire(r, dst, in, field)
}

// ReadBool is the field reader of a bool kind.
func ReadBool[T ~bool](r *wire.Reader, dst *T, in reflect.Type, field string) error {
	c := (*jsonwire.Reader)(r)
	if k := c.PeekKind(); k == 't' || k == 'f' {
		*dst = T(c.ReadBool())
		return nil
	}
	return json.UnmarshalWire(r, dst, in, field)
}

// ReadInt is the field reader of a signed integer kind.
func ReadInt[T ~int | ~int8 | ~int16 | ~int32 | ~int64](r *wire.Reader, dst *T, in reflect.Type, field string) error {
	c := (*jsonwire.Reader)(r)
	if c.PeekKind() != '0' {
		return json.UnmarshalWire(r, dst, in, field)
	}
	start := int64(c.Offset())
	// n fits T if converting it to T and back gives n again.
	if n, ok := c.ReadInt(); ok && int64(T(n)) == n {
		*dst = T(n)
		return nil
	}
	return numberOutOfRange(r, start, reflect.TypeFor[T](), in, field)
}

// ReadUint is the field reader of an unsigned integer kind.
func ReadUint[T ~uint | ~uint8 | ~uint16 | ~uint32 | ~uint64 | ~uintptr](r *wire.Reader, dst *T, in reflect.Type, field string) error {
	c := (*jsonwire.Reader)(r)
	if c.PeekKind() != '0' {
		return json.UnmarshalWire(r, dst, in, field)
	}
	start := int64(c.Offset())
	if n, ok := c.ReadUint(); ok && uint64(T(n)) == n {
		*dst = T(n)
		return nil
	}
	return numberOutOfRange(r, start, reflect.TypeFor[T](), in, field)
}

// ReadFloat is the field reader of a floating-point kind.
func ReadFloat[T ~float32 | ~float64](r *wire.Reader, dst *T, in reflect.Type, field string) error {
	c := (*jsonwire.Reader)(r)
	if c.PeekKind() != '0' {
		return json.UnmarshalWire(r, dst, in, field)
	}
	start := int64(c.Offset())
	// The size of T in bits is the precision to read the number with: a
	// constant once the function is instantiated.
	if f, ok := c.ReadFloat(int(unsafe.Sizeof(T(0))) * 8); ok {
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
	return json.ReportError(r, &json.UnmarshalTypeError{Value: "number " + string(text), Type: t, Offset: r.Offset()}, in, field)
}
