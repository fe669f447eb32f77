package json

import (
	"reflect"
	"sync"
	"sync/atomic"
	"unsafe"

	"github.com/zerojson/json/internal/jsonwire"
	"github.com/zerojson/json/internal/registry"
)

// This file is the encoder compiler: it compiles Go types into codecs,
// functions over memory that append a value's encoding, and caches them by
// type and context. The codecs of each kind are built in encode_kinds.go,
// encode_struct.go and encode_map.go, and those that call methods or
// encode native types in encode_methods.go.

// encodeFunc appends the encoding of the value of a fixed type stored at p.
type encodeFunc func(e *encodeState, b []byte, p unsafe.Pointer) ([]byte, error)

// encodeValueFunc appends the encoding of v, a value that is not
// addressable: the content of an interface, or the argument of Marshal.
type encodeValueFunc func(e *encodeState, b []byte, v reflect.Value) ([]byte, error)

// A codec is the compiled encoder of one Go type in one context.
//
// Its functions are reached through the *codec rather than copied into the
// closures that use them: the codec of a recursive type is referenced while
// it is still being built.
type codec struct {
	typ reflect.Type

	// encode encodes the value at a pointer. It is always set.
	encode encodeFunc

	// encodeValue encodes a non-addressable reflect.Value of typ. It is set
	// only for codecs compiled without the addressable flag, which are the
	// only ones used on such values.
	encodeValue encodeValueFunc

	// plainPointer is set in the codecs of pointer types without
	// marshalling methods (buildPointer), and deref to the pointee's codec:
	// encode writes null for a nil pointer and otherwise deref.encode of
	// the pointee, counting the level for cycle detection. Slices of such
	// pointers do that inline (appendPointees). plainPointer is set before
	// the pointee is compiled, deref only after.
	plainPointer bool
	deref        *codec

	// scalar, when set, says that encode is the plain encoder of a bool,
	// number or string kind, which a struct can write inline (see
	// appendScalar) instead of making an indirect call.
	scalar scalarKind

	// wire is set when the type encodes itself with MarshalJSONWire
	// called on its boxed value, which encodeAny then calls directly.
	wire bool

	// pointee, set for pointer types to a type generated code encodes,
	// is that code's appending function, which encodeAny calls directly,
	// and pointerOf the registry's (see registry.Funcs.PointerOf).
	pointee   func(dst []byte, p unsafe.Pointer, s *jsonwire.Encoding) ([]byte, error)
	pointerOf func(any) unsafe.Pointer

	// field is the codec as a jsonwire.FieldEncoder, for generated code,
	// made the first time it is asked for (encodeState.FieldEncoder).
	field atomic.Pointer[jsonwire.FieldEncoder]
}

// scalarKind names the plain scalar encoders a struct field may inline.
type scalarKind uint8

const (
	notScalar scalarKind = iota
	scalarBool
	scalarString
	scalarInt64
	scalarInt32
	scalarUint64
	scalarUint32
	scalarFloat64
)

// codecFlags say in which context a type is encoded; each combination is a
// separate compiled codec.
type codecFlags uint8

const (
	// addressable: the value lives in memory encoding/json would consider
	// addressable (behind a pointer, in a slice, or a field or element of
	// such a value), so pointer-receiver marshalling methods apply.
	addressable codecFlags = 1 << iota
	// quoted: the ",string" option is in force.
	quoted

	numCodecFlags = 1 << iota
)

// codecs caches compiled codecs, one map per flag combination: keying by the
// reflect.Type alone keeps a lookup free of allocation (a struct key would
// be boxed into an interface on every call).
var codecs [numCodecFlags]sync.Map // reflect.Type → *codec

// compileMu serialises compilation, so that a type's codec and the codecs it
// depends on are built once and published together.
var compileMu sync.Mutex

// codecFor returns the compiled codec of t in the context f.
func codecFor(t reflect.Type, f codecFlags) *codec {
	if c, ok := codecs[f].Load(t); ok {
		return c.(*codec)
	}
	compileMu.Lock()
	defer compileMu.Unlock()
	cp := compiler{pending: make(map[codecKey]*codec)}
	c := cp.codec(t, f)
	for k, pc := range cp.pending {
		codecs[k.flags].Store(k.typ, pc)
	}
	return c
}

type codecKey struct {
	typ   reflect.Type
	flags codecFlags
}

// compiler builds codecs. Codecs under construction are kept in pending
// until the whole graph is built, which is what lets recursive types refer
// to themselves.
type compiler struct {
	pending map[codecKey]*codec
}

func (cp *compiler) codec(t reflect.Type, f codecFlags) *codec {
	f = normalizeFlags(t, f)
	if c, ok := codecs[f].Load(t); ok {
		return c.(*codec)
	}
	k := codecKey{t, f}
	if c := cp.pending[k]; c != nil {
		return c
	}
	c := &codec{typ: t}
	cp.pending[k] = c
	cp.build(c, f)
	return c
}

// normalizeFlags drops flags that cannot change how t is encoded, so that
// equivalent contexts share one codec.
func normalizeFlags(t reflect.Type, f codecFlags) codecFlags {
	if f&quoted != 0 && !quotableKind(t.Kind()) && t.Kind() != reflect.Pointer {
		f &^= quoted
	}
	return f
}

// build fills in c for its type. The order of the checks is encoding/json's,
// with the native types and MarshalAppender first: each native encoder
// produces exactly what the type's own marshalling method would.
func (cp *compiler) build(c *codec, f codecFlags) {
	t := c.typ
	if cp.buildNative(c, f) || cp.buildMethods(c, f) {
		return
	}
	// Generated code encodes a value as the reflective encoder encodes it
	// in addressable memory. Elsewhere it would call the methods of
	// pointers that encoding/json does not call there.
	if (f&addressable != 0 || !pointerMethodsInside(t)) && buildGenerated(c) {
		if f&addressable == 0 {
			c.encodeValue = copyingEncodeValue(c)
		}
		return
	}
	if f&quoted == 0 {
		c.scalar = scalarKindOf(t.Kind())
	}
	switch t.Kind() {
	case reflect.Bool:
		buildBool(c, f&quoted != 0)
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		buildInt(c, f&quoted != 0)
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr:
		buildUint(c, f&quoted != 0)
	case reflect.Float32, reflect.Float64:
		buildFloat(c, f&quoted != 0)
	case reflect.String:
		buildString(c, f&quoted != 0)
	case reflect.Pointer:
		cp.buildPointer(c, f)
	case reflect.Interface:
		buildInterface(c)
	case reflect.Struct:
		cp.buildStruct(c, f)
	case reflect.Array:
		cp.buildArray(c, f)
	case reflect.Slice:
		cp.buildSlice(c)
	case reflect.Map:
		cp.buildMap(c)
	default: // Chan, Func, Complex64, Complex128, UnsafePointer
		buildUnsupported(c)
	}
	if c.encodeValue == nil && f&addressable == 0 {
		c.encodeValue = copyingEncodeValue(c)
	}
}

// buildGenerated compiles a type that code generated by jsongen encodes,
// having registered its appending function (see package jsonimpl), and
// reports whether t is one. Such a type has no marshalling methods: the
// function appends exactly what the reflective encoder would, and
// returns its errors.
func buildGenerated(c *codec) bool {
	f := registry.Lookup(c.typ)
	if f == nil || !f.Generated || f.Append == nil {
		return false
	}
	appendValue := f.Append
	c.encode = func(e *encodeState, b []byte, p unsafe.Pointer) ([]byte, error) {
		return appendValue(b, p, &e.session)
	}
	return true
}

// pointerMethodsInside reports whether a value of t holds, in a field or an
// element, or in those of the structs and arrays among them however deep,
// a value whose type marshals itself with a method of its pointer only.
// encoding/json calls such a method on an addressable value alone, and so
// encodes a t that is not addressable (a value Marshal is given, a map's
// value) otherwise than one that is. What pointers, slices and maps lead
// to is not in t's memory, and interfaces are encoded by their content's
// codec.
func pointerMethodsInside(t reflect.Type) bool {
	switch t.Kind() {
	case reflect.Struct:
		for i := range t.NumField() {
			if ft := t.Field(i).Type; pointerMethodOnly(ft) || pointerMethodsInside(ft) {
				return true
			}
		}
	case reflect.Array:
		return pointerMethodOnly(t.Elem()) || pointerMethodsInside(t.Elem())
	}
	return false
}

// pointerMethodOnly reports whether the pointer of t has a marshalling
// method that t, neither a pointer nor an interface, has not (see
// buildMethods for how they are chosen).
func pointerMethodOnly(t reflect.Type) bool {
	if t.Kind() == reflect.Pointer || t.Kind() == reflect.Interface {
		return false
	}
	pt := reflect.PointerTo(t)
	for _, iface := range [...]reflect.Type{wireMarshalerIface, appenderIface, marshalerIface, textMarshalerIface, textAppenderIface} {
		if pt.Implements(iface) && !t.Implements(iface) {
			return true
		}
	}
	return false
}

// copyingEncodeValue encodes a non-addressable value by copying it into a
// pooled, typed slot and encoding the slot. reflect offers no way to reach
// the memory of a non-addressable value, and copying into a pooled slot
// keeps this path (a struct or array inside an interface) free of
// allocation.
func copyingEncodeValue(c *codec) encodeValueFunc {
	t := c.typ
	slots := &sync.Pool{New: func() any { return reflect.New(t).UnsafePointer() }}
	return func(e *encodeState, b []byte, v reflect.Value) ([]byte, error) {
		slot := slots.Get().(unsafe.Pointer)
		sv := reflect.NewAt(t, slot).Elem()
		sv.Set(v)
		b, err := c.encode(e, b, slot)
		sv.SetZero() // do not keep the value's references alive
		slots.Put(slot)
		return b, err
	}
}

func buildUnsupported(c *codec) {
	t := c.typ
	c.encode = func(_ *encodeState, b []byte, _ unsafe.Pointer) ([]byte, error) {
		return b, &UnsupportedTypeError{Type: t}
	}
	c.encodeValue = func(_ *encodeState, b []byte, _ reflect.Value) ([]byte, error) {
		return b, &UnsupportedTypeError{Type: t}
	}
}
