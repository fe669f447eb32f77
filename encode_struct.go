package json

import (
	"encoding/binary"
	"reflect"
	"strconv"
	"unsafe"

	"github.com/zerojson/json/internal/jsonwire"
)

// encField is a struct field compiled for encoding.
type encField struct {
	// key and keyHTML are `,"name":` with the name as is and HTML-escaped.
	// encoding/json writes names without any other escaping: valid tag
	// names and Go identifiers never need it. Keys of up to 16 bytes are
	// also kept as two little-endian words, written with two stores
	// instead of a call to memmove (see appendKey).
	key, keyHTML           string
	keyWords, keyHTMLWords [2]uint64

	// hops are the offsets of the embedded pointers to follow, each from the
	// start of the struct the previous hop led to; a nil one means the
	// field is absent. offset then locates the field itself.
	hops   []uintptr
	offset uintptr

	codec  *codec
	scalar scalarKind                  // codec.scalar, copied here to save a load
	omit   func(p unsafe.Pointer) bool // omitempty/omitzero test, or nil
}

func (cp *compiler) buildStruct(c *codec, f codecFlags) {
	fields := cp.compileFields(c.typ, f)
	c.encode = func(e *encodeState, b []byte, p unsafe.Pointer) ([]byte, error) {
		// Every member is written with a leading comma; the first comma is
		// then overwritten by the opening brace, which saves tracking
		// which member comes first.
		start := len(b)
		var err error
	fieldLoop:
		for i := range fields {
			fd := &fields[i]
			q := p
			if fd.hops != nil { // rare: only fields promoted through embedded pointers
				for _, hop := range fd.hops {
					if q = *(*unsafe.Pointer)(unsafe.Add(q, hop)); q == nil {
						continue fieldLoop
					}
				}
			}
			q = unsafe.Add(q, fd.offset)
			if fd.omit != nil && fd.omit(q) {
				continue
			}
			if e.escapeHTML {
				b = appendKey(b, fd.keyHTML, &fd.keyHTMLWords)
			} else {
				b = appendKey(b, fd.key, &fd.keyWords)
			}
			// The common scalars are written here rather than through
			// appendScalar: the call costs as much as a short string.
			switch fd.scalar {
			case notScalar:
			case scalarString:
				b = jsonwire.AppendQuote(b, *(*string)(q), e.escapeHTML)
				continue
			case scalarInt64:
				b = jsonwire.AppendInt(b, *(*int64)(q))
				continue
			default:
				if b, err = appendScalar(b, q, fd.scalar, fd.codec, e); err != nil {
					return b, err
				}
				continue
			}
			if b, err = fd.codec.encode(e, b, q); err != nil {
				return b, err
			}
		}
		if len(b) == start {
			return append(b, "{}"...), nil
		}
		b[start] = '{'
		return append(b, '}'), nil
	}
}

// appendKey appends key, using its precomputed words when it is short.
func appendKey(b []byte, key string, words *[2]uint64) []byte {
	n := len(b)
	if len(key) > 16 || cap(b)-n < 16 {
		return append(b, key...)
	}
	w := b[n : n+16]
	binary.LittleEndian.PutUint64(w, words[0])
	binary.LittleEndian.PutUint64(w[8:], words[1])
	return b[:n+len(key)]
}

// keyWords packs a key of up to 16 bytes into two little-endian words.
func keyWords(key string) (w [2]uint64) {
	if len(key) > 16 {
		return w
	}
	var buf [16]byte
	copy(buf[:], key)
	w[0] = binary.LittleEndian.Uint64(buf[:8])
	w[1] = binary.LittleEndian.Uint64(buf[8:])
	return w
}

// scalarKindOf returns the inlinable encoder of a plain scalar kind.
func scalarKindOf(k reflect.Kind) scalarKind {
	switch k {
	case reflect.Bool:
		return scalarBool
	case reflect.String:
		return scalarString
	case reflect.Int:
		if strconv.IntSize == 64 {
			return scalarInt64
		}
		return scalarInt32
	case reflect.Int64:
		return scalarInt64
	case reflect.Int32:
		return scalarInt32
	case reflect.Uint, reflect.Uintptr:
		if strconv.IntSize == 64 {
			return scalarUint64
		}
		return scalarUint32
	case reflect.Uint64:
		return scalarUint64
	case reflect.Uint32:
		return scalarUint32
	case reflect.Float64:
		return scalarFloat64
	case reflect.Float32:
		return scalarFloat32
	}
	return notScalar
}

// appendScalar writes the plain scalar at p, exactly as the codec c of its
// kind would, for the kinds the struct loop does not write itself; it saves
// an indirect call per field.
func appendScalar(b []byte, p unsafe.Pointer, k scalarKind, c *codec, e *encodeState) ([]byte, error) {
	switch k {
	case scalarInt32:
		return jsonwire.AppendInt(b, int64(*(*int32)(p))), nil
	case scalarUint64:
		return jsonwire.AppendUint(b, *(*uint64)(p)), nil
	case scalarUint32:
		return jsonwire.AppendUint(b, uint64(*(*uint32)(p))), nil
	case scalarBool:
		return appendBool(b, *(*bool)(p), false), nil
	case scalarFloat64:
		if f := *(*float64)(p); isFinite(f) {
			return jsonwire.AppendFloat(b, f, 64), nil
		}
	}
	return c.encode(e, b, p) // float32, and the error path of float64
}

func (cp *compiler) compileFields(t reflect.Type, f codecFlags) []encField {
	sfs := structFields(t)
	fields := make([]encField, len(sfs))
	for i, sf := range sfs {
		fd := &fields[i]
		fd.key = `,"` + sf.name + `":`
		fd.keyHTML = `,"` + string(jsonwire.AppendHTMLEscape(nil, []byte(sf.name))) + `":`
		fd.keyWords, fd.keyHTMLWords = keyWords(fd.key), keyWords(fd.keyHTML)

		// Walk the index path, turning it into byte offsets.
		st := t
		for _, x := range sf.index[:len(sf.index)-1] {
			field := st.Field(x)
			fd.offset += field.Offset
			st = field.Type
			if st.Kind() == reflect.Pointer {
				fd.hops = append(fd.hops, fd.offset)
				fd.offset = 0
				st = st.Elem()
			}
		}
		fd.offset += st.Field(sf.index[len(sf.index)-1]).Offset

		// A field behind an embedded pointer is addressable even when the
		// outer struct is not.
		ff := f & addressable
		if len(fd.hops) > 0 {
			ff = addressable
		}
		if sf.quoted {
			ff |= quoted
		}
		fd.codec = cp.codec(sf.typ, ff)
		fd.scalar = fd.codec.scalar
		fd.omit = omitFunc(sf)
	}
	return fields
}

// omitFunc returns the test for the field's omitempty and omitzero options.
func omitFunc(sf structField) func(unsafe.Pointer) bool {
	var empty, zero func(unsafe.Pointer) bool
	if sf.omitEmpty {
		empty = emptyFunc(sf.typ)
	}
	if sf.omitZero {
		zero = zeroFunc(sf.typ)
	}
	switch {
	case empty == nil:
		return zero
	case zero == nil:
		return empty
	}
	return func(p unsafe.Pointer) bool { return empty(p) || zero(p) }
}

// never is the omitempty test of kinds encoding/json never considers empty.
func never(unsafe.Pointer) bool { return false }

// emptyFunc returns encoding/json's omitempty test for type t: false, 0,
// a nil pointer or interface, and an empty array, slice, map or string.
func emptyFunc(t reflect.Type) func(unsafe.Pointer) bool {
	switch t.Kind() {
	case reflect.Array:
		if t.Len() == 0 {
			return func(unsafe.Pointer) bool { return true }
		}
		return never
	case reflect.Map:
		return func(p unsafe.Pointer) bool { return reflect.NewAt(t, p).Elem().Len() == 0 }
	case reflect.Slice:
		return func(p unsafe.Pointer) bool { return len(*(*[]byte)(p)) == 0 }
	case reflect.String:
		return func(p unsafe.Pointer) bool { return len(*(*string)(p)) == 0 }
	case reflect.Interface:
		return func(p unsafe.Pointer) bool { return reflect.NewAt(t, p).Elem().IsNil() }
	case reflect.Pointer:
		return func(p unsafe.Pointer) bool { return *(*unsafe.Pointer)(p) == nil }
	}
	if quotableKind(t.Kind()) { // the remaining scalars: bools and numbers
		return scalarZeroFunc(t)
	}
	return never
}

// scalarZeroFunc tests a number or bool for its zero value; -0 counts as
// zero, as reflect.Value.IsZero has it.
func scalarZeroFunc(t reflect.Type) func(unsafe.Pointer) bool {
	switch t.Kind() {
	case reflect.Bool, reflect.Int8, reflect.Uint8:
		return func(p unsafe.Pointer) bool { return *(*uint8)(p) == 0 }
	case reflect.Int16, reflect.Uint16:
		return func(p unsafe.Pointer) bool { return *(*uint16)(p) == 0 }
	case reflect.Int32, reflect.Uint32:
		return func(p unsafe.Pointer) bool { return *(*uint32)(p) == 0 }
	case reflect.Float32:
		return func(p unsafe.Pointer) bool { return *(*float32)(p) == 0 }
	case reflect.Float64:
		return func(p unsafe.Pointer) bool { return *(*float64)(p) == 0 }
	}
	// int, uint, uintptr and the 64-bit integers: the size of a word or 8.
	if t.Size() == 8 {
		return func(p unsafe.Pointer) bool { return *(*uint64)(p) == 0 }
	}
	return func(p unsafe.Pointer) bool { return *(*uint32)(p) == 0 }
}

type zeroReporter interface{ IsZero() bool }

var zeroReporterIface = reflect.TypeFor[zeroReporter]()

// zeroFunc returns encoding/json's omitzero test for a field of type t: the
// type's own IsZero method when it has one (used as encoding/json uses it,
// guarding nil pointers and interfaces), else reflect's notion of zero.
func zeroFunc(t reflect.Type) func(unsafe.Pointer) bool {
	switch {
	case t.Kind() == reflect.Interface && t.Implements(zeroReporterIface):
		return func(p unsafe.Pointer) bool {
			v := reflect.NewAt(t, p).Elem()
			if v.IsNil() {
				return true
			}
			if d := v.Elem(); d.Kind() == reflect.Pointer && d.IsNil() {
				return true
			}
			return v.Interface().(zeroReporter).IsZero()
		}
	case t.Kind() == reflect.Pointer && t.Implements(zeroReporterIface):
		return func(p unsafe.Pointer) bool {
			ptr := *(*unsafe.Pointer)(p)
			return ptr == nil || reflect.NewAt(t.Elem(), ptr).Interface().(zeroReporter).IsZero()
		}
	case t.Implements(zeroReporterIface) || reflect.PointerTo(t).Implements(zeroReporterIface):
		// For a pointer-receiver IsZero on a non-addressable value
		// encoding/json calls it on a copy; a well-behaved IsZero does not
		// modify its receiver, so calling it in place gives the same answer.
		receiver := methodReceiver(t, zeroReporterIface)
		return func(p unsafe.Pointer) bool { return receiver(p).(zeroReporter).IsZero() }
	}
	switch t.Kind() {
	case reflect.String:
		return func(p unsafe.Pointer) bool { return len(*(*string)(p)) == 0 }
	case reflect.Slice:
		return func(p unsafe.Pointer) bool { return *(*[]byte)(p) == nil }
	case reflect.Pointer, reflect.UnsafePointer:
		return func(p unsafe.Pointer) bool { return *(*unsafe.Pointer)(p) == nil }
	}
	if quotableKind(t.Kind()) { // the remaining scalars: bools and numbers
		return scalarZeroFunc(t)
	}
	// Structs, arrays, maps, interfaces and the rest: reflect knows the
	// rules (float fields compare with ==, blank fields are ignored).
	return func(p unsafe.Pointer) bool { return reflect.NewAt(t, p).Elem().IsZero() }
}
