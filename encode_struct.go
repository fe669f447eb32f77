package json

import (
	"encoding/binary"
	"reflect"
	"slices"
	"strconv"
	"unsafe"

	"github.com/zerojson/json/internal/jsonwire"
)

// encField is a struct field compiled for encoding.
type encField struct {
	// key is `,"name":`, with the name HTML-escaped in the fields used
	// when escaping HTML and as is in the others. encoding/json writes
	// names without any other escaping: valid tag names and Go identifiers
	// never need it. A key of up to 16 bytes is also kept as two
	// little-endian words, written with two stores instead of a call to
	// memmove (see appendKey).
	key      string
	keyWords [2]uint64

	// hops are the offsets of the embedded pointers to follow, each from the
	// start of the struct the previous hop led to; a nil one means the
	// field is absent. offset then locates the field itself.
	hops   []uintptr
	offset uintptr

	codec  *codec
	scalar scalarKind                  // codec.scalar, copied here to save a load
	omit   func(p unsafe.Pointer) bool // omitempty/omitzero test, or nil

	// op is what the struct loop switches on: scalar, or opUnusual if hops
	// or omit is set, so that the common field costs no test for them.
	op scalarKind
}

// opUnusual is the encField.op of a field behind embedded pointers or with
// the omitempty or omitzero option.
const opUnusual scalarKind = 255

func (cp *compiler) buildStruct(c *codec, f codecFlags) {
	// Two copies of the fields, one per HTML mode, so that the loop picks
	// the right keys once per struct rather than testing the mode per
	// field.
	plain, html := cp.compileFields(c.typ, f)
	c.encode = func(e *encodeState, b []byte, p unsafe.Pointer) ([]byte, error) {
		fields := plain
		if e.escapeHTML {
			fields = html
		}
		// Every member is written with a leading comma; the first comma is
		// then overwritten by the opening brace, which saves tracking
		// which member comes first.
		start := len(b)
		for i := range fields {
			fd := &fields[i]
			// The common scalars are written here rather than through
			// their codec: the indirect call costs as much as a short
			// string. Fields with options or behind embedded pointers have
			// their own case, so that the others need no test for them,
			// and each case continues the loop itself, so that only the
			// cases that can fail test an error.
			switch fd.op {
			case scalarString:
				b = appendKey(b, fd)
				b = jsonwire.AppendQuote(b, *(*string)(unsafe.Add(p, fd.offset)), e.escapeHTML)
				continue
			case scalarInt64:
				b = appendKey(b, fd)
				b = jsonwire.AppendInt(b, *(*int64)(unsafe.Add(p, fd.offset)))
				continue
			case scalarFloat64:
				if x := *(*float64)(unsafe.Add(p, fd.offset)); isFinite(x) {
					b = appendKey(b, fd)
					b = jsonwire.AppendFloat64(b, x)
					continue
				}
			case opUnusual:
				var err error
				if b, err = e.appendUnusualField(b, p, fd); err != nil {
					return b, err
				}
				continue
			case notScalar:
			default:
				b = appendScalar(appendKey(b, fd), unsafe.Add(p, fd.offset), fd.scalar)
				continue
			}
			var err error
			if b, err = fd.codec.encode(e, appendKey(b, fd), unsafe.Add(p, fd.offset)); err != nil {
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

// appendUnusualField appends the member for the field fd of the struct at
// p, which is promoted through embedded pointers or has the omitempty or
// omitzero option: nothing if a pointer on the way is nil or the option
// says to leave the field out.
func (e *encodeState) appendUnusualField(b []byte, p unsafe.Pointer, fd *encField) ([]byte, error) {
	for _, hop := range fd.hops {
		if p = *(*unsafe.Pointer)(unsafe.Add(p, hop)); p == nil {
			return b, nil
		}
	}
	q := unsafe.Add(p, fd.offset)
	if fd.omit != nil && fd.omit(q) {
		return b, nil
	}
	b = appendKey(b, fd)
	switch fd.scalar {
	case scalarString:
		return jsonwire.AppendQuote(b, *(*string)(q), e.escapeHTML), nil
	case scalarInt64:
		return jsonwire.AppendInt(b, *(*int64)(q)), nil
	case notScalar, scalarFloat64:
		return fd.codec.encode(e, b, q)
	}
	return appendScalar(b, q, fd.scalar), nil
}

// appendKey appends the key of fd. A short key is written as its two
// precomputed words, stored through a pointer into the spare capacity once
// the capacity is checked, which saves a call to memmove and the bounds
// checks of slicing b.
func appendKey(b []byte, fd *encField) []byte {
	n := len(b)
	if len(fd.key) > 16 || cap(b)-n < 16 {
		return append(b, fd.key...)
	}
	w := (*[16]byte)(unsafe.Add(unsafe.Pointer(unsafe.SliceData(b)), n))
	binary.LittleEndian.PutUint64(w[:8], fd.keyWords[0])
	binary.LittleEndian.PutUint64(w[8:], fd.keyWords[1])
	return b[:n+len(fd.key)]
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
	}
	return notScalar
}

// appendScalar writes the plain scalar at p, exactly as the codec of its
// kind would, for the scalar kinds the struct loop does not write itself.
// It saves an indirect call per field.
func appendScalar(b []byte, p unsafe.Pointer, k scalarKind) []byte {
	switch k {
	case scalarInt32:
		return jsonwire.AppendInt(b, int64(*(*int32)(p)))
	case scalarUint64:
		return jsonwire.AppendUint(b, *(*uint64)(p))
	case scalarUint32:
		return jsonwire.AppendUint(b, uint64(*(*uint32)(p)))
	}
	return appendBool(b, *(*bool)(p), false) // scalarBool
}

// compileFields compiles the fields of struct type t, twice: with the keys
// as they are written without and with HTML escaping.
func (cp *compiler) compileFields(t reflect.Type, f codecFlags) (plain, html []encField) {
	sfs := structFields(t)
	fields := make([]encField, len(sfs))
	for i, sf := range sfs {
		fd := &fields[i]
		fd.key = `,"` + sf.name + `":`
		fd.keyWords = keyWords(fd.key)

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
		fd.op = fd.scalar
		if fd.hops != nil || fd.omit != nil {
			fd.op = opUnusual
		}
	}
	html = slices.Clone(fields)
	for i, sf := range sfs {
		html[i].key = `,"` + string(jsonwire.AppendHTMLEscape(nil, []byte(sf.name))) + `":`
		html[i].keyWords = keyWords(html[i].key)
	}
	return fields, html
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
