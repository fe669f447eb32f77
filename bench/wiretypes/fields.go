package wiretypes

import (
	"reflect"
	"slices"
	"strconv"
	"strings"

	"github.com/zerojson/json"
	"github.com/zerojson/json/wire"
)

// This file holds what the methods of records_wire.go share: the field
// readers of each Go kind, the map writer and reader, and the position of
// the value being decoded that the type errors name. They were written
// before package json had the building blocks of generated methods
// (wire_fields.go: ReadObject, ReadUnknown, ReadString and the other field
// readers, ReadField, ReadSlice), which cmd/jsongen's code uses; the
// readers here take the position of the struct (wirePath) that those keep
// in the decoder instead (ReadField), and stay as the record of the design
// test that led to them.

// A wirePath is the position of the struct being decoded, for the type
// errors met in it: the struct holding it (a structID, see
// records_wire.go) and the index of the member it is the value of, then
// the same for the struct holding that one, and so on out to the struct
// whose UnmarshalJSONWire package json called, whose position is nil (the
// decoder keeps that one).
//
// The methods call the methods of the structs nested in theirs directly,
// not through json.UnmarshalWire, which goes through the reflective
// decoder for each nested value and costs about 300 ns a call on the
// benchmark machine: 13-15% of the time of decoding the goser and stripe
// records (BenchmarkGoser/decode 4.48 → 3.89 µs, BenchmarkStripe/decode
// 22.7 → 19.9 µs). The path, kept on the stack and turned into text only
// when an error is reported, gives the errors the Struct and Field
// encoding/json gives them (Field "cards.data.exp_month"), as
// json.UnmarshalWire would.
//
// The path holds numbers rather than the reflect.Type and name of the
// struct and member: an interface or a string read from a path and handed
// to json.ReportError would make escape analysis move every path to the
// heap (an allocation per nested struct and per slice of structs: 4 of
// the stripe Customer's 115).
//
// jsonimpl.ReadStruct, which cmd/jsongen's code calls, keeps this path in
// the decoder instead, where json.ReportError and json.UnmarshalWire find
// it.
type wirePath struct {
	parent *wirePath
	in     structID // the struct holding the value
	member int      // the index of its member in the struct's names
}

// field returns the Field of an error in member name of the struct at p:
// the JSON names from the outermost struct, joined by dots.
func (p *wirePath) field(name string) string {
	if p == nil {
		return name
	}
	return p.parent.field(structs[p.in].names.Name(p.member)) + "." + name
}

// reportAt records err, met in the value at p itself (a value that is not
// an object), with the Struct and Field of p's member.
func (p *wirePath) reportAt(r *wire.Reader, err error) error {
	if p == nil {
		return json.ReportError(r, err, nil, "")
	}
	s := structs[p.in]
	return json.ReportError(r, err, s.typ, p.parent.field(s.names.Name(p.member)))
}

// readObjectStart checks that the value at r's cursor is an object, which
// the caller then reads, and reports false otherwise: null, which leaves a
// struct as it is, is read, and any other value is skipped and reported as
// a type error for type t at p, as encoding/json reports it.
//
// jsonimpl.ReadObject is this for generated code, whose position the decoder
// keeps.
func readObjectStart(r *wire.Reader, p *wirePath, t reflect.Type) (bool, error) {
	switch r.PeekKind() {
	case wire.Object:
		return true, nil
	case wire.Null:
		r.ReadNull()
		return false, nil
	}
	what, off := r.Mismatch()
	if what == "" {
		return false, nil // a syntax error, which is the Reader's
	}
	return false, p.reportAt(r, &json.UnmarshalTypeError{Value: what, Type: t, Offset: off})
}

// outOfRange records the type error for the number that a field reader
// has read from start to the cursor and that does not fit type t: member
// name of struct type in at p. After a syntax error it records nothing.
func outOfRange(r *wire.Reader, start int64, t reflect.Type, p *wirePath, in reflect.Type, name string) error {
	if r.Err() != nil {
		return nil
	}
	text := r.Input()[start:r.Offset()]
	return json.ReportError(r, &json.UnmarshalTypeError{Value: "number " + string(text), Type: t, Offset: r.Offset()}, in, p.field(name))
}

// The field readers read the value at r's cursor into the field *dst,
// member name of struct type in at p: the value of the field's own kind
// directly, null into a pointer as nil, and anything else (null into a
// non-pointer, which leaves it unchanged, and the values of other kinds,
// type errors) through json.UnmarshalWire, which does what encoding/json
// does. A number out of the field's range is a type error too.
//
// Package jsonimpl has them for generated code (jsonimpl.ReadString(r, &x.F,
// in, "name"), ...), which needs no p.

func readString(r *wire.Reader, dst *string, p *wirePath, in reflect.Type, name string) error {
	if r.PeekKind() == wire.String {
		*dst = r.ReadString()
		return nil
	}
	return json.UnmarshalWire(r, dst, in, p.field(name))
}

func readStringPtr(r *wire.Reader, dst **string, p *wirePath, in reflect.Type, name string) error {
	switch r.PeekKind() {
	case wire.String:
		if *dst == nil {
			*dst = new(string)
		}
		**dst = r.ReadString()
		return nil
	case wire.Null:
		r.ReadNull()
		*dst = nil
		return nil
	}
	return json.UnmarshalWire(r, dst, in, p.field(name))
}

func readBool(r *wire.Reader, dst *bool, p *wirePath, in reflect.Type, name string) error {
	if k := r.PeekKind(); k == wire.True || k == wire.False {
		*dst = r.ReadBool()
		return nil
	}
	return json.UnmarshalWire(r, dst, in, p.field(name))
}

// signed is the constraint of the integer types read with Reader.ReadInt.
type signed interface {
	~int | ~int8 | ~int16 | ~int32 | ~int64
}

// unsigned is the constraint of the integer types read with
// Reader.ReadUint.
type unsigned interface {
	~uint | ~uint8 | ~uint16 | ~uint32 | ~uint64 | ~uintptr
}

func readInt[T signed](r *wire.Reader, dst *T, p *wirePath, in reflect.Type, name string) error {
	if r.PeekKind() != wire.Number {
		return json.UnmarshalWire(r, dst, in, p.field(name))
	}
	start := r.Offset()
	// n fits T if converting it to T and back gives n again.
	if n, ok := r.ReadInt(); ok && int64(T(n)) == n {
		*dst = T(n)
		return nil
	}
	return outOfRange(r, start, reflect.TypeFor[T](), p, in, name)
}

func readIntPtr[T signed](r *wire.Reader, dst **T, p *wirePath, in reflect.Type, name string) error {
	switch r.PeekKind() {
	case wire.Number:
		if *dst == nil {
			*dst = new(T) // allocated before the number is read, as encoding/json does
		}
		return readInt(r, *dst, p, in, name)
	case wire.Null:
		r.ReadNull()
		*dst = nil
		return nil
	}
	return json.UnmarshalWire(r, dst, in, p.field(name))
}

func readUint[T unsigned](r *wire.Reader, dst *T, p *wirePath, in reflect.Type, name string) error {
	if r.PeekKind() != wire.Number {
		return json.UnmarshalWire(r, dst, in, p.field(name))
	}
	start := r.Offset()
	if n, ok := r.ReadUint(); ok && uint64(T(n)) == n {
		*dst = T(n)
		return nil
	}
	return outOfRange(r, start, reflect.TypeFor[T](), p, in, name)
}

func readFloat64Ptr(r *wire.Reader, dst **float64, p *wirePath, in reflect.Type, name string) error {
	switch r.PeekKind() {
	case wire.Number:
		if *dst == nil {
			*dst = new(float64)
		}
		start := r.Offset()
		if f, ok := r.ReadFloat(64); ok {
			**dst = f
			return nil
		}
		return outOfRange(r, start, reflect.TypeFor[float64](), p, in, name)
	case wire.Null:
		r.ReadNull()
		*dst = nil
		return nil
	}
	return json.UnmarshalWire(r, dst, in, p.field(name))
}

// readStringMap reads the value at r's cursor into the map *dst as
// encoding/json reads an object into a map[string]string: into the map
// there is, made if it is nil, member by member. A member value that is
// not a string stores "", after the type error json.UnmarshalWire records
// for it (none for null), as encoding/json stores the zero value of the
// element it failed to decode into.
//
// The members are gathered on the stack first, up to mapInPlace of them,
// so that a new map is made at its final size.
func readStringMap(r *wire.Reader, dst *map[string]string, p *wirePath, in reflect.Type, name string) error {
	switch r.PeekKind() {
	case wire.Object:
	case wire.Null:
		r.ReadNull()
		*dst = nil
		return nil
	default:
		return json.UnmarshalWire(r, dst, in, p.field(name))
	}
	var members [mapInPlace]stringMember
	n := 0
	for more := r.EnterObject(); more; more = r.NextMember() {
		if n == len(members) {
			*dst = storeMembers(*dst, members[:n])
			n = 0
		}
		m := &members[n]
		n++
		m.key = string(r.Name())
		if r.PeekKind() == wire.String {
			m.value = r.ReadString()
			continue
		}
		var s string // declared here: it moves to the heap, as UnmarshalWire takes its address
		err := json.UnmarshalWire(r, &s, in, p.field(name))
		m.value = s
		if err != nil {
			*dst = storeMembers(*dst, members[:n])
			return err
		}
	}
	*dst = storeMembers(*dst, members[:n])
	return nil
}

// A stringMember is a member of a map[string]string.
type stringMember struct{ key, value string }

// storeMembers stores members in m, in order, and returns m, made with
// room for them if it is nil.
func storeMembers(m map[string]string, members []stringMember) map[string]string {
	if m == nil {
		m = make(map[string]string, len(members))
	}
	for _, kv := range members {
		m[kv.key] = kv.value
	}
	return m
}

// mapInPlace is how many members readStringMap gathers on the stack before
// storing them, and how many appendStringMap sorts there (a larger map's
// members are sorted in a slice grown on the heap).
const mapInPlace = 16

// The appenders below write the values of fields as Marshal writes them,
// for the appendWire functions of records_wire.go, with strings escaped
// for HTML if html is set; booleans are strconv.AppendBool's, which writes
// what Marshal writes.
//
// cmd/jsongen writes pointers inline, as appendStringPtr and appendIntPtr
// do, and leaves maps to the reflective encoder (jsonimpl.Field), which
// sorts their keys as appendStringMap does.

func appendStringPtr(b []byte, s *string, html bool) []byte {
	if s == nil {
		return append(b, "null"...)
	}
	return wire.AppendString(b, *s, html)
}

func appendIntPtr[T signed](b []byte, n *T) []byte {
	if n == nil {
		return append(b, "null"...)
	}
	return strconv.AppendInt(b, int64(*n), 10)
}

// appendStructs appends s as Marshal writes a slice of structs: null if it
// is nil, else an array of its elements, each appended by appendElem (the
// element type's appendWire).
func appendStructs[T any](b []byte, s []T, html bool, appendElem func(*T, []byte, bool) ([]byte, error)) ([]byte, error) {
	if s == nil {
		return append(b, "null"...), nil
	}
	b = append(b, '[')
	for i := range s {
		if i > 0 {
			b = append(b, ',')
		}
		var err error
		if b, err = appendElem(&s[i], b, html); err != nil {
			return b, err
		}
	}
	return append(b, ']'), nil
}

// appendStringMap appends m as Marshal writes a map[string]string: null if
// it is nil, else an object with the members sorted by key. The members of
// a map of up to mapInPlace are sorted in an array on the stack.
func appendStringMap(b []byte, m map[string]string, html bool) []byte {
	if m == nil {
		return append(b, "null"...)
	}
	var members [mapInPlace]stringMember
	sorted := members[:0]
	for k, v := range m {
		sorted = append(sorted, stringMember{k, v})
	}
	slices.SortFunc(sorted, func(a, b stringMember) int { return strings.Compare(a.key, b.key) })
	b = append(b, '{')
	for i, kv := range sorted {
		if i > 0 {
			b = append(b, ',')
		}
		b = append(wire.AppendString(b, kv.key, html), ':')
		b = wire.AppendString(b, kv.value, html)
	}
	return append(b, '}')
}
