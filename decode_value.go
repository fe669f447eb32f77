package json

import (
	"encoding/binary"
	"fmt"
	"reflect"
	"strconv"
	"sync"
	"unsafe"

	"github.com/zerojson/json/internal/jsonwire"
)

// This file compiles Go types into decoders and holds the decoders of
// scalar kinds.
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
// decoders check the syntax of what they read and call d.fail, which
// unwinds the whole decoding (see decode.go).

// decoder decodes JSON into values of type typ.
type decoder struct {
	typ reflect.Type

	// decode decodes the value at d.off into *p.
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
}

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
	decoderMu.Lock()
	defer decoderMu.Unlock()
	decoderPending = map[reflect.Type]*decoder{}
	c := decoderLocked(t)
	for t, c := range decoderPending {
		decoders.Store(t, c)
	}
	decoderPending = nil
	return c
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
		c.decode = kind
		return
	}
	pt := reflect.PointerTo(t)
	switch {
	case t == timeType:
		c.decode = decodeTime
	case isRawMessage(t):
		c.decode = decodeRawMessage
	case pt.Implements(wireUnmarshalerIface):
		c.decode = func(d *decodeState, p unsafe.Pointer) error {
			return d.callWireUnmarshaler(reflect.NewAt(t, p).Interface().(WireUnmarshaler))
		}
	case pt.Implements(unmarshalerIface):
		c.decode = func(d *decodeState, p unsafe.Pointer) error {
			return d.callUnmarshalJSON(reflect.NewAt(t, p).Interface().(Unmarshaler))
		}
	case pt.Implements(textUnmarshalerIface):
		c.decode = func(d *decodeState, p unsafe.Pointer) error {
			if d.r.Peek() == 'n' {
				return kind(d, p)
			}
			return d.textValue(reflect.NewAt(t, p), t)
		}
	default:
		c.decode = kind
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
		if isNumber(t) {
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
	c.through = func(d *decodeState, e unsafe.Pointer, orig reflect.Type) error {
		switch {
		case hasWire:
			return d.callWireUnmarshaler(reflect.NewAt(et, e).Interface().(WireUnmarshaler))
		case hasJSON:
			return d.callUnmarshalJSON(reflect.NewAt(et, e).Interface().(Unmarshaler))
		case d.r.Peek() == 'n':
			return elem.kind(d, e)
		case hasText:
			return d.textValue(reflect.NewAt(et, e), orig)
		case et.Kind() == reflect.Interface:
			return d.decodeInterface(et, e, orig)
		case elem.through != nil:
			// A pointer to a pointer: allocate the next level too, still
			// on behalf of orig.
			pp := (*unsafe.Pointer)(e)
			if *pp == nil {
				*pp = reflect.New(et.Elem()).UnsafePointer()
			}
			return elem.through(d, *pp, orig)
		}
		return elem.kind(d, e)
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
		return c.through(d, *pp, t)
	}
	c.kind = c.decode
}

// decodeRoot decodes into the value rv points to, as Unmarshal does.
func (d *decodeState) decodeRoot(rv reflect.Value) error {
	return decoderFor(rv.Type()).through(d, rv.UnsafePointer(), rv.Type())
}

// mismatch skips a value that does not fit type t and records the type
// error encoding/json reports for it; null fits everything and is skipped
// silently. Objects and arrays are reported at the offset just past their
// opening bracket, scalars at the offset just past their end.
func (d *decodeState) mismatch(t reflect.Type) {
	if what, off := d.r.Mismatch(); what != "" {
		d.typeError(what, t, off)
	}
}

// readString reads the string at d.off and returns its text.
func (d *decodeState) readString() string {
	b := d.r.ReadStringBytes()
	return string(b)
}

// readKey reads the object key at d.off, for use as a map key: short keys
// are interned in d.keys, because real documents repeat the same few keys
// in object after object and each string saved is an allocation saved.
func (d *decodeState) readKey() string {
	b := d.r.ReadStringBytes()
	if len(b) == 0 || len(b) > 32 {
		return string(b)
	}
	slot := &d.keys[keySlot(b)]
	if *slot != string(b) {
		*slot = string(b)
	}
	return *slot
}

// keySlot picks the slot of d.keys for a key of 1 to 32 bytes; a collision
// just replaces the key in it. The hash reads every byte of a key of up to
// sixteen bytes, and the first and last eight of a longer one, with at
// most four loads, whatever the key's length.
func keySlot(b []byte) uint8 {
	n := len(b)
	var x, y uint64
	switch {
	case n >= 8:
		x, y = binary.LittleEndian.Uint64(b), binary.LittleEndian.Uint64(b[n-8:])
	case n >= 4:
		x = uint64(binary.LittleEndian.Uint32(b)) | uint64(binary.LittleEndian.Uint32(b[n-4:]))<<32
	default:
		x = uint64(b[0]) | uint64(b[n/2])<<8 | uint64(b[n-1])<<16
	}
	h := (x ^ uint64(n)) * 0x9E3779B97F4A7C15
	h = (h ^ y) * 0xC2B2AE3D27D4EB4F
	return uint8(h >> 56)
}

// integerDecoder decodes numbers into the integer type t, signed or not:
// a fraction, an exponent, a value out of t's range (or a minus sign for an
// unsigned type) is a type error quoting the number.
func integerDecoder(t reflect.Type) func(*decodeState, unsafe.Pointer) error {
	size := t.Bits()
	signed := t.Kind() >= reflect.Int && t.Kind() <= reflect.Int64
	return func(d *decodeState, p unsafe.Pointer) error {
		c := d.r.Peek()
		if c != '-' && (c < '0' || c > '9') {
			d.mismatch(t)
			return nil
		}
		start := d.r.Offset()
		var (
			bits uint64 // the value, two's complement if signed
			ok   bool
		)
		if signed {
			var n int64
			n, ok = d.r.ReadInt()
			ok = ok && (size == 64 || -1<<(size-1) <= n && n < 1<<(size-1))
			bits = uint64(n)
		} else {
			bits, ok = d.r.ReadUint()
			ok = ok && (size == 64 || bits < 1<<size)
		}
		if !ok {
			if end := d.r.Offset(); !d.r.Failed() {
				d.typeError("number "+string(d.r.Data()[start:end]), t, end)
			}
			return nil
		}
		// Signed and unsigned integers of one size store the same bits.
		switch size {
		case 8:
			*(*uint8)(p) = uint8(bits)
		case 16:
			*(*uint16)(p) = uint16(bits)
		case 32:
			*(*uint32)(p) = uint32(bits)
		default:
			*(*uint64)(p) = bits
		}
		return nil
	}
}

// floatDecoder decodes numbers into the floating-point type t.
func floatDecoder(t reflect.Type) func(*decodeState, unsafe.Pointer) error {
	size := t.Bits()
	return func(d *decodeState, p unsafe.Pointer) error {
		c := d.r.Peek()
		if c != '-' && (c < '0' || c > '9') {
			d.mismatch(t)
			return nil
		}
		if size == 64 {
			if f, ok := d.r.ReadFloat64(); ok {
				*(*float64)(p) = f
				return nil
			}
		}
		start, end := d.r.Offset(), d.r.NumberEnd()
		if d.r.Failed() {
			return nil
		}
		item := d.r.Data()[start:end]
		f, err := parseFloat(item, size)
		d.r.Advance(end - start)
		if err != nil {
			d.typeError("number "+string(item), t, end)
			return nil
		}
		if size == 32 {
			*(*float32)(p) = float32(f)
		} else {
			*(*float64)(p) = f
		}
		return nil
	}
}

// parseFloat parses a JSON number as strconv.ParseFloat does. Most
// float64s are read by the wire layer's faster parser; the rest go to
// strconv, with a string that shares the input's memory rather than copying
// it: ParseFloat keeps no reference to its argument (its errors carry a
// copy).
func parseFloat(s []byte, size int) (float64, error) {
	if size == 64 {
		if f, ok := jsonwire.ParseFloat64(s); ok {
			return f, nil
		}
	}
	return strconv.ParseFloat(unsafe.String(unsafe.SliceData(s), len(s)), size)
}

// numberDecoder decodes into a Number (ours or encoding/json's, t): a number
// is kept as its text, and so is a string holding a valid number.
func numberDecoder(t reflect.Type) func(*decodeState, unsafe.Pointer) error {
	return func(d *decodeState, p unsafe.Pointer) error {
		switch c := d.r.Peek(); {
		case c == '-' || '0' <= c && c <= '9':
			start, end := d.r.Offset(), d.r.NumberEnd()
			*(*string)(p) = string(d.r.Data()[start:end])
			d.r.Advance(end - start)
		case c == '"':
			start := d.r.Offset()
			s := d.readString()
			if !d.r.Failed() && !jsonwire.IsValidNumber(s) {
				return fmt.Errorf("json: invalid number literal, trying to unmarshal %q into Number", d.r.Data()[start:d.r.Offset()])
			}
			*(*string)(p) = s
		default:
			d.mismatch(t)
		}
		return nil
	}
}
