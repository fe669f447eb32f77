package json

import (
	"reflect"
	"sync"
	"unsafe"

	"github.com/zerojson/json/internal/jsonwire"
	"github.com/zerojson/json/internal/registry"
	"github.com/zerojson/json/wire"
)

// This file is the decoder compiler: it compiles Go types into decoders,
// caches them by type, and builds the decoders of pointers; the decoders of
// the other kinds are in decode_kinds.go (scalars), decode_struct.go,
// decode_slice.go, decode_map.go and decode_any.go, and those that call
// methods in decode_methods.go.
//
// A decoder works on memory: it is given a pointer to a value of its type
// and the decodeState positioned at the first byte of a JSON value, stores
// what it reads through the pointer and leaves the decodeState just past the
// value. Every destination is addressable (Unmarshal takes a pointer), so
// pointer-receiver methods are always reachable, and the decoders never
// need a reflect.Value on the common paths.
//
// A decoder returns an error only when decoding must stop at once, which in
// encoding/json is when an UnmarshalJSON or UnmarshalText method fails or a
// string is not a valid Number; a value of the wrong type is recorded with
// d.typeError and decoding goes on. Malformed input is neither: the
// decoders read through d.r, which checks the syntax of what it reads and
// keeps its first error, after which every read finds the end of the input
// and decoding winds down on its own (see decode.go).

// decoder decodes JSON into values of type typ.
type decoder struct {
	typ reflect.Type

	// decode decodes the value at the cursor into *p.
	decode func(d *decodeState, p unsafe.Pointer) error

	// kind decodes by typ's kind: as decode does, but without the methods
	// of typ's pointer type or the native decoding of time.Time and
	// RawMessage. It is how a pointer type's decoder fills the value it
	// points to (see buildPointer). For pointer and interface types, and
	// for types without such methods, it is decode.
	kind func(d *decodeState, p unsafe.Pointer) error

	// through is set for pointer types only. It decodes a value into the
	// target of pointer e (which is not nil), the way encoding/json
	// continues once it holds a pointer: the methods of the pointer type
	// come first, then the pointed-to value by its kind. orig is the type
	// the decoding started from, which encoding/json names in the type
	// errors of a TextUnmarshaler.
	through func(d *decodeState, e unsafe.Pointer, orig reflect.Type) error

	// plain, if set, decodes the commonest values of typ straight from the
	// reader, where nothing can fail and no decoding state is needed, and
	// reports whether it did; decode tries it first too. It is time.Time's
	// timestamps (jsonwire.ReadTimeAt), which Field.Read so reads before it sets up a
	// state.
	plain func(r *jsonwire.Reader, p unsafe.Pointer) bool

	// own is set for pointer types only: the method of the pointer type
	// through which it decodes, if any (see decodeRoot).
	own ownMethod

	// read, set for pointer types to a type generated code decodes, is
	// that code's reading function (own is then ownRead).
	read func(unsafe.Pointer, *wire.Reader) error

	// target is set for pointer types whose pointee is not a pointer and
	// has no method to decode with: the pointee's decoder, whose kind is
	// all that through does. decode, and Unmarshal for the pointer it is
	// given, call that kind rather than through (a call fewer).
	target *decoder

	// float64s is set when decode is the decoder of float64's kind: the
	// decoder of an array of them reads the numbers itself
	// (float64ArrayDecoder).
	float64s bool
}

// An ownMethod is the method a pointer type decodes with, if it has one.
type ownMethod uint8

const (
	noOwnMethod ownMethod = iota
	ownWire               // UnmarshalJSONWire
	ownJSON               // UnmarshalJSON
	ownRead               // the pointee's generated reading function (decoder.read)
)

var (
	decoders       sync.Map // reflect.Type → *decoder, complete ones only
	decoderMu      sync.Mutex
	decoderPending map[reflect.Type]*decoder // being built, under decoderMu
)

// decoderFor returns the decoder of t, compiling it on first use. A type
// and the types it contains are compiled together under decoderMu and
// published when all are complete, so a recursive type can refer to its own
// decoder while it is being built.
func decoderFor(t reflect.Type) *decoder {
	if c, ok := decoders.Load(t); ok {
		return c.(*decoder)
	}
	var c *decoder
	compileDecoders(func() { c = decoderLocked(t) })
	return c
}

// compileDecoders runs compile, which builds decoders with decoderLocked,
// under decoderMu, and publishes the decoders it built once it is done.
func compileDecoders(compile func()) {
	decoderMu.Lock()
	defer decoderMu.Unlock()
	decoderPending = map[reflect.Type]*decoder{}
	compile()
	for t, c := range decoderPending {
		decoders.Store(t, c)
	}
	decoderPending = nil
}

// decoderLocked is decoderFor for use while compiling.
func decoderLocked(t reflect.Type) *decoder {
	if c, ok := decoders.Load(t); ok {
		return c.(*decoder)
	}
	if c, ok := decoderPending[t]; ok {
		return c
	}
	c := &decoder{typ: t}
	decoderPending[t] = c
	buildDecoder(c)
	return c
}

var (
	wireUnmarshalerIface = reflect.TypeFor[WireUnmarshaler]()
	unmarshalerIface     = reflect.TypeFor[Unmarshaler]()
	textUnmarshalerIface = reflect.TypeFor[interface{ UnmarshalText([]byte) error }]()
)

// buildDecoder fills in c.decode and c.kind (and c.through).
//
// encoding/json looks for UnmarshalJSON and UnmarshalText on the address of
// a value whose type has a name, where it starts from a value, and on every
// pointer type with methods that it follows; methods promoted into an
// unnamed struct type are only found through a pointer. A value reached
// through a pointer is decoded by its kind: its type's methods are the
// pointer type's, already looked at, or, behind a defined pointer type
// (type P *T, which has no methods), not looked at at all.
func buildDecoder(c *decoder) {
	t := c.typ
	if t.Kind() == reflect.Pointer {
		buildPointer(c)
		return
	}
	kind := kindDecoder(t)
	c.kind = kind
	if t.Name() == "" {
		c.decode, c.float64s = kind, t.Kind() == reflect.Float64
		return
	}
	if f := registry.Lookup(t); f != nil && f.Generated && f.Read != nil {
		// The function generated for the type reads it (see package
		// jsonimpl), as the decoder of its kind would: the type has no
		// unmarshalling methods.
		read := f.Read
		c.decode = func(d *decodeState, p unsafe.Pointer) error {
			return d.callWireFunc(read, p)
		}
		c.kind = c.decode
		return
	}
	pt := reflect.PointerTo(t)
	switch {
	case t == timeType:
		c.decode, c.plain = decodeTime, jsonwire.ReadTimeAt
	case t == rawMessageType:
		c.decode = decodeRawMessage
	case pt.Implements(wireUnmarshalerIface):
		// Registered functions need no interface per value: 277 instructions off the seed struct.
		if f := registry.Lookup(t); f != nil {
			c.decode = func(d *decodeState, p unsafe.Pointer) error {
				return d.callWireFunc(f.Read, p)
			}
			break
		}
		vt := newValueType(t)
		c.decode = func(d *decodeState, p unsafe.Pointer) error {
			return d.callWireUnmarshaler(d.values.pointerAt(vt, p).(WireUnmarshaler))
		}
	case pt.Implements(unmarshalerIface):
		vt := newValueType(t)
		c.decode = func(d *decodeState, p unsafe.Pointer) error {
			return d.callUnmarshalJSON(d.values.pointerAt(vt, p).(Unmarshaler))
		}
	case pt.Implements(textUnmarshalerIface):
		vt := newValueType(t)
		c.decode = func(d *decodeState, p unsafe.Pointer) error {
			if d.r.Peek() == 'n' {
				return kind(d, p)
			}
			return d.textValue(vt, p, t)
		}
	default:
		c.decode, c.float64s = kind, t.Kind() == reflect.Float64
	}
}

// kindDecoder returns the decoder for t's kind, ignoring its methods.
func kindDecoder(t reflect.Type) func(*decodeState, unsafe.Pointer) error {
	switch t.Kind() {
	case reflect.Bool:
		return func(d *decodeState, p unsafe.Pointer) error {
			switch d.r.Peek() {
			case 't':
				*(*bool)(p) = true
				d.r.Literal("true")
			case 'f':
				*(*bool)(p) = false
				d.r.Literal("false")
			default:
				d.mismatch(t)
			}
			return nil
		}
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64,
		reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr:
		return integerDecoder(t)
	case reflect.Float32, reflect.Float64:
		return floatDecoder(t)
	case reflect.String:
		if t == numberType {
			return numberDecoder(t)
		}
		return func(d *decodeState, p unsafe.Pointer) error {
			if d.r.Peek() != '"' {
				d.mismatch(t)
				return nil
			}
			*(*string)(p) = d.readString()
			return nil
		}
	case reflect.Interface:
		return interfaceDecoder(t)
	case reflect.Struct:
		return structDecoder(t)
	case reflect.Map:
		return mapDecoder(t)
	case reflect.Slice:
		return sliceDecoder(t)
	case reflect.Array:
		return arrayDecoder(t)
	}
	return func(d *decodeState, p unsafe.Pointer) error {
		d.mismatch(t)
		return nil
	}
}

// buildPointer compiles a pointer type: null sets the pointer to nil, and
// anything else is decoded into the pointed-to value, allocated if the
// pointer is nil and reused otherwise.
//
// The methods looked for are those of t itself. A defined pointer type has
// none, so through one encoding/json decodes the pointed-to value by its
// kind even if that value's pointer type has UnmarshalJSON or UnmarshalText
// (promoted from an embedded field, say), or is time.Time or RawMessage;
// only if the pointed-to type is itself a pointer type are that pointer's
// methods looked at, as at every level.
func buildPointer(c *decoder) {
	t := c.typ
	et := t.Elem()
	hasWire := t.Implements(wireUnmarshalerIface)
	hasJSON := !hasWire && t.Implements(unmarshalerIface)
	hasText := !hasWire && !hasJSON && t.Implements(textUnmarshalerIface)
	elem := decoderLocked(et)
	switch {
	case hasWire:
		c.own = ownWire
	case hasJSON:
		c.own = ownJSON
	}
	var read func(unsafe.Pointer, *wire.Reader) error
	if f := registry.Lookup(et); f != nil && f.Read != nil && (hasWire || f.Generated) {
		read = f.Read
		if f.Generated {
			c.own, c.read = ownRead, read
		}
	}
	var evt *valueType // of et: pointerAt makes the receivers of t's methods, *et values
	if read == nil && (hasWire || hasJSON || hasText) {
		evt = newValueType(et)
	}
	if read != nil || hasWire || hasJSON || hasText || et.Kind() == reflect.Interface {
		c.through = func(d *decodeState, e unsafe.Pointer, orig reflect.Type) error {
			switch {
			case read != nil:
				return d.callWireFunc(read, e)
			case hasWire:
				return d.callWireUnmarshaler(d.values.pointerAt(evt, e).(WireUnmarshaler))
			case hasJSON:
				return d.callUnmarshalJSON(d.values.pointerAt(evt, e).(Unmarshaler))
			case d.r.Peek() == 'n':
				return elem.kind(d, e)
			case hasText:
				return d.textValue(evt, e, orig)
			}
			return d.decodeInterface(et, e, orig)
		}
	} else if et.Kind() != reflect.Pointer {
		// What most pointers point to, which has no method to decode
		// with: the cases above tested once here, not at each value (a
		// pointer to a struct, 55 instructions to 16). Through them is
		// the target's kind, which decode and Unmarshal call directly.
		c.target = elem
		c.through = func(d *decodeState, e unsafe.Pointer, orig reflect.Type) error {
			return elem.kind(d, e)
		}
	} else {
		// A pointer to a pointer: allocate the next level too, still on
		// behalf of orig.
		c.through = func(d *decodeState, e unsafe.Pointer, orig reflect.Type) error {
			if d.r.Peek() == 'n' {
				return elem.kind(d, e)
			}
			pp := (*unsafe.Pointer)(e)
			if *pp == nil {
				*pp = reflect.New(et.Elem()).UnsafePointer()
			}
			return elem.through(d, *pp, orig)
		}
	}
	c.decode = func(d *decodeState, p unsafe.Pointer) error {
		pp := (*unsafe.Pointer)(p)
		if d.r.Peek() == 'n' {
			*pp = nil
			d.r.Literal("null")
			return nil
		}
		if *pp == nil {
			*pp = reflect.New(et).UnsafePointer()
		}
		if target := c.target; target != nil {
			return target.kind(d, *pp)
		}
		return c.through(d, *pp, t)
	}
	c.kind = c.decode
}
