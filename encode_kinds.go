package json

import (
	"encoding/base64"
	"math"
	"reflect"
	"unsafe"

	"github.com/zerojson/json/internal/jsonwire"
	"github.com/zerojson/json/internal/registry"
)

// The encoders of this file read values straight from memory. Each read
// converts p to a pointer of the Go type the codec was compiled for (or of a
// type with the same memory layout, such as []byte for the header of any
// slice), so the conversions follow the rules of package unsafe.

func appendNull(b []byte) []byte { return append(b, "null"...) }

func buildBool(c *codec, q bool) {
	c.encode = func(_ *encodeState, b []byte, p unsafe.Pointer) ([]byte, error) {
		return appendBool(b, *(*bool)(p), q), nil
	}
	c.encodeValue = func(_ *encodeState, b []byte, v reflect.Value) ([]byte, error) {
		return appendBool(b, v.Bool(), q), nil
	}
}

func appendBool(b []byte, x, q bool) []byte {
	if q {
		b = append(b, '"')
	}
	if x {
		b = append(b, "true"...)
	} else {
		b = append(b, "false"...)
	}
	if q {
		b = append(b, '"')
	}
	return b
}

func buildInt(c *codec, q bool) {
	switch c.typ.Kind() {
	case reflect.Int:
		setInt[int](c, q)
	case reflect.Int8:
		setInt[int8](c, q)
	case reflect.Int16:
		setInt[int16](c, q)
	case reflect.Int32:
		setInt[int32](c, q)
	default:
		setInt[int64](c, q)
	}
	c.encodeValue = func(_ *encodeState, b []byte, v reflect.Value) ([]byte, error) {
		return appendInt(b, v.Int(), q), nil
	}
}

func setInt[T int | int8 | int16 | int32 | int64](c *codec, q bool) {
	c.encode = func(_ *encodeState, b []byte, p unsafe.Pointer) ([]byte, error) {
		return appendInt(b, int64(*(*T)(p)), q), nil
	}
}

func appendInt(b []byte, x int64, q bool) []byte {
	if !q {
		return jsonwire.AppendInt(b, x)
	}
	b = append(b, '"')
	b = jsonwire.AppendInt(b, x)
	return append(b, '"')
}

func buildUint(c *codec, q bool) {
	switch c.typ.Kind() {
	case reflect.Uint:
		setUint[uint](c, q)
	case reflect.Uint8:
		setUint[uint8](c, q)
	case reflect.Uint16:
		setUint[uint16](c, q)
	case reflect.Uint32:
		setUint[uint32](c, q)
	case reflect.Uintptr:
		setUint[uintptr](c, q)
	default:
		setUint[uint64](c, q)
	}
	c.encodeValue = func(_ *encodeState, b []byte, v reflect.Value) ([]byte, error) {
		return appendUint(b, v.Uint(), q), nil
	}
}

func setUint[T uint | uint8 | uint16 | uint32 | uint64 | uintptr](c *codec, q bool) {
	c.encode = func(_ *encodeState, b []byte, p unsafe.Pointer) ([]byte, error) {
		return appendUint(b, uint64(*(*T)(p)), q), nil
	}
}

func appendUint(b []byte, x uint64, q bool) []byte {
	if !q {
		return jsonwire.AppendUint(b, x)
	}
	b = append(b, '"')
	b = jsonwire.AppendUint(b, x)
	return append(b, '"')
}

func buildFloat(c *codec, q bool) {
	if c.typ.Kind() == reflect.Float32 {
		setFloat[float32](c, 32, q)
	} else {
		setFloat[float64](c, 64, q)
	}
	bits := c.typ.Bits()
	c.encodeValue = func(_ *encodeState, b []byte, v reflect.Value) ([]byte, error) {
		f := v.Float()
		if !isFinite(f) {
			return b, floatError(v, f, bits)
		}
		return appendFloat(b, f, bits, q), nil
	}
}

func setFloat[T float32 | float64](c *codec, bits int, q bool) {
	t := c.typ
	c.encode = func(_ *encodeState, b []byte, p unsafe.Pointer) ([]byte, error) {
		f := float64(*(*T)(p))
		if !isFinite(f) {
			return b, floatError(reflect.NewAt(t, p).Elem(), f, bits)
		}
		return appendFloat(b, f, bits, q), nil
	}
}

func isFinite(f float64) bool { return !math.IsNaN(f) && !math.IsInf(f, 0) }

// floatError is encoding/json's error for a NaN or infinite float.
func floatError(v reflect.Value, f float64, bits int) error {
	return &UnsupportedValueError{Value: v, Str: jsonwire.FloatError(f, bits)}
}

func appendFloat(b []byte, f float64, bits int, q bool) []byte {
	if !q {
		return jsonwire.AppendFloat(b, f, bits)
	}
	b = append(b, '"')
	b = jsonwire.AppendFloat(b, f, bits)
	return append(b, '"')
}

func buildString(c *codec, q bool) {
	c.encode = func(e *encodeState, b []byte, p unsafe.Pointer) ([]byte, error) {
		return e.appendString(b, *(*string)(p), q), nil
	}
	c.encodeValue = func(e *encodeState, b []byte, v reflect.Value) ([]byte, error) {
		return e.appendString(b, v.String(), q), nil
	}
}

// appendString writes s as a JSON string. Under ",string" encoding/json
// quotes the already quoted string again, without HTML escaping the second
// time; so do we, through the scratch buffer.
func (e *encodeState) appendString(b []byte, s string, q bool) []byte {
	if !q {
		return jsonwire.AppendQuote(b, s, e.escapeHTML)
	}
	e.session.Scratch = jsonwire.AppendQuote(e.session.Scratch[:0], s, e.escapeHTML)
	return jsonwire.AppendQuoteBytes(b, e.session.Scratch, false)
}

func (cp *compiler) buildPointer(c *codec, f codecFlags) {
	t := c.typ
	c.plainPointer = true // before compiling the pointee, which may refer back to c
	elem := cp.codec(t.Elem(), addressable|f&quoted)
	c.deref = elem
	if g := registry.Lookup(t.Elem()); g != nil && g.Generated && g.Append != nil {
		// The pointee's generated appending function, called without
		// its codec's call in between.
		c.pointee, c.pointerOf = g.Append, g.PointerOf
		setPointerEntries(c, func(e *encodeState, b []byte, ptr unsafe.Pointer) ([]byte, error) {
			return e.appendPointee(b, c.pointee, ptr, t)
		})
		return
	}
	setPointerEntries(c, func(e *encodeState, b []byte, ptr unsafe.Pointer) ([]byte, error) {
		key := jsonwire.CycleKey{Ptr: ptr, Type: t}
		if e.session.Enter(key) {
			return b, cycleError(reflect.NewAt(t.Elem(), ptr).Convert(t))
		}
		b, err := elem.encode(e, b, ptr)
		e.session.Leave(key)
		return b, err
	})
}

// appendPointee appends the value that ptr, a pointer of type t that is
// not nil, points to, with appendValue, the function generated for its
// type, counting the pointer as the pointer codec counts it.
func (e *encodeState) appendPointee(b []byte, appendValue func([]byte, unsafe.Pointer, *jsonwire.Encoding) ([]byte, error), ptr unsafe.Pointer, t reflect.Type) ([]byte, error) {
	key := jsonwire.CycleKey{Ptr: ptr, Type: t}
	if e.session.Enter(key) {
		return b, cycleError(reflect.NewAt(t.Elem(), ptr).Convert(t))
	}
	b, err := appendValue(b, ptr, &e.session)
	e.session.Leave(key)
	return b, err
}

// setPointerEntries sets both entry points of the codec of a pointer type
// from one function of the pointer's value. A nil pointer is written as
// null before f is called, which is encoding/json's rule for pointers,
// marshalling methods and cycle counting alike.
func setPointerEntries(c *codec, f func(e *encodeState, b []byte, ptr unsafe.Pointer) ([]byte, error)) {
	c.encode = func(e *encodeState, b []byte, p unsafe.Pointer) ([]byte, error) {
		if ptr := *(*unsafe.Pointer)(p); ptr != nil {
			return f(e, b, ptr)
		}
		return appendNull(b), nil
	}
	c.encodeValue = func(e *encodeState, b []byte, v reflect.Value) ([]byte, error) {
		if ptr := v.UnsafePointer(); ptr != nil {
			return f(e, b, ptr)
		}
		return appendNull(b), nil
	}
}

// setSliceEntries is setPointerEntries for slice types: f gets the data
// pointer and length of a non-nil slice; a nil one is written as null.
func setSliceEntries(c *codec, f func(e *encodeState, b []byte, data unsafe.Pointer, n int) ([]byte, error)) {
	c.encode = func(e *encodeState, b []byte, p unsafe.Pointer) ([]byte, error) {
		// All slice headers share one layout; reading the header as a
		// []byte gives the data pointer and length of any slice type.
		if s := *(*[]byte)(p); s != nil {
			return f(e, b, unsafe.Pointer(unsafe.SliceData(s)), len(s))
		}
		return appendNull(b), nil
	}
	c.encodeValue = func(e *encodeState, b []byte, v reflect.Value) ([]byte, error) {
		if !v.IsNil() {
			return f(e, b, v.UnsafePointer(), v.Len())
		}
		return appendNull(b), nil
	}
}

// bytesAt is the []byte with the given data pointer and length.
func bytesAt(data unsafe.Pointer, n int) []byte { return unsafe.Slice((*byte)(data), n) }

func buildInterface(c *codec) {
	t := c.typ
	if t.NumMethod() == 0 {
		// Every interface type without methods has the memory layout of any.
		c.encode = func(e *encodeState, b []byte, p unsafe.Pointer) ([]byte, error) {
			return e.encodeAny(b, *(*any)(p))
		}
		return
	}
	c.encode = func(e *encodeState, b []byte, p unsafe.Pointer) ([]byte, error) {
		v := reflect.NewAt(t, p).Elem()
		if v.IsNil() {
			return appendNull(b), nil
		}
		return e.encodeReflect(b, v.Elem())
	}
}

func (cp *compiler) buildArray(c *codec, f codecFlags) {
	t := c.typ
	n := t.Len()
	elem := cp.codec(t.Elem(), f&addressable)
	size := t.Elem().Size()
	appendElems := elemsWriter(elem)
	c.encode = func(e *encodeState, b []byte, p unsafe.Pointer) ([]byte, error) {
		return appendElems(e, b, elem, p, n, size)
	}
}

// elemsWriter returns the function that writes arrays of elem's type:
// appendScalarElems for a plain scalar kind, else appendElems. The choice
// is final: a scalar's codec is complete when cp.codec returns it.
func elemsWriter(elem *codec) func(e *encodeState, b []byte, elem *codec, p unsafe.Pointer, n int, size uintptr) ([]byte, error) {
	if elem.scalar != notScalar {
		return (*encodeState).appendScalarElems
	}
	return (*encodeState).appendElems
}

// appendElems writes a JSON array of n values of elem's type stored
// contiguously from p.
func (e *encodeState) appendElems(b []byte, elem *codec, p unsafe.Pointer, n int, size uintptr) ([]byte, error) {
	b = append(b, '[')
	var err error
	for i := range n {
		if i > 0 {
			b = append(b, ',')
		}
		if b, err = elem.encode(e, b, unsafe.Add(p, uintptr(i)*size)); err != nil {
			return b, err
		}
	}
	return append(b, ']'), nil
}

// appendScalarElems is appendElems for elements of a plain scalar kind,
// which it writes itself, as the struct loop writes such fields, rather
// than through elem.encode.
func (e *encodeState) appendScalarElems(b []byte, elem *codec, p unsafe.Pointer, n int, size uintptr) ([]byte, error) {
	b = append(b, '[')
	k := elem.scalar
	// elem.encode's indirect call cost as much as a short number: 11% of canada's instructions.
	for i := range n {
		q := unsafe.Add(p, uintptr(i)*size)
		if i > 0 {
			b = append(b, ',')
		}
		switch k {
		case scalarString:
			b = jsonwire.AppendQuote(b, *(*string)(q), e.escapeHTML)
		case scalarInt64:
			b = jsonwire.AppendInt(b, *(*int64)(q))
		case scalarFloat64:
			x := *(*float64)(q)
			if !isFinite(x) {
				return elem.encode(e, b, q) // its error
			}
			b = jsonwire.AppendFloat64(b, x)
		default:
			b = appendScalar(b, q, k)
		}
	}
	return append(b, ']'), nil
}

var sliceAnyType = reflect.TypeFor[[]any]()

// encodeSliceAny writes s as the codec of []any writes it, elements by
// encodeAny, without reflection: null if nil, else the array, with the
// codec's cycle check and error (see encodeMapAny).
func (e *encodeState) encodeSliceAny(b []byte, s []any) ([]byte, error) {
	if s == nil {
		return appendNull(b), nil
	}
	ck := jsonwire.CycleKey{Ptr: unsafe.Pointer(unsafe.SliceData(s)), Len: len(s)}
	if e.session.Enter(ck) {
		return b, cycleError(reflect.ValueOf(s))
	}
	b = append(b, '[')
	var err error
	for i, v := range s {
		if i > 0 {
			b = append(b, ',')
		}
		// The commonest elements of decoded JSON, strings and numbers,
		// are written here as encodeAny writes them, without its frame
		// and spills: a fifth of the instructions of an element (a
		// ten-byte string, a small number).
		switch x := v.(type) {
		case string:
			b = jsonwire.AppendQuote(b, x, e.escapeHTML)
			continue
		case float64:
			if isFinite(x) {
				b = jsonwire.AppendFloat64(b, x)
				continue
			}
		}
		if b, err = e.encodeAny(b, v); err != nil {
			break
		}
	}
	e.session.Leave(ck)
	if err != nil {
		return b, err
	}
	return append(b, ']'), nil
}

func (cp *compiler) buildSlice(c *codec) {
	t := c.typ
	et := t.Elem()
	if t == sliceAnyType {
		setSliceEntries(c, func(e *encodeState, b []byte, data unsafe.Pointer, n int) ([]byte, error) {
			return e.encodeSliceAny(b, unsafe.Slice((*any)(data), n))
		})
		return
	}
	if et.Kind() == reflect.Uint8 && !implementsAny(reflect.PointerTo(et), appenderIface, marshalerIface, textMarshalerIface) {
		// []byte is base64; encoding/json checks the element's pointer
		// method set so that an addressable element would marshal itself.
		setSliceEntries(c, func(_ *encodeState, b []byte, data unsafe.Pointer, n int) ([]byte, error) {
			return appendBase64(b, bytesAt(data, n)), nil
		})
		return
	}
	elem := cp.codec(et, addressable) // slice elements are always addressable
	if elem.plainPointer {
		// A slice of plain pointers, such as the []*Node of a tree. The
		// pointee's codec may still be being compiled: load it when used.
		setSliceEntries(c, func(e *encodeState, b []byte, data unsafe.Pointer, n int) ([]byte, error) {
			return e.appendPointees(b, unsafe.Slice((*unsafe.Pointer)(data), n), elem.deref, t)
		})
		// What setSliceEntries sets, with the work of its f done here and
		// one level of calls fewer, which is one per node of a tree.
		c.encode = func(e *encodeState, b []byte, p unsafe.Pointer) ([]byte, error) {
			s := *(*[]unsafe.Pointer)(p)
			if len(s) == 0 {
				// The leaves of a tree. An empty slice holds nothing that
				// could lead back to it, so it needs no cycle counting.
				if s == nil {
					return appendNull(b), nil
				}
				return append(b, "[]"...), nil
			}
			return e.appendPointees(b, s, elem.deref, t)
		}
		return
	}
	size := et.Size()
	appendElems := elemsWriter(elem)
	setSliceEntries(c, func(e *encodeState, b []byte, data unsafe.Pointer, n int) ([]byte, error) {
		key := jsonwire.CycleKey{Ptr: data, Len: n}
		if e.session.Enter(key) {
			return b, cycleError(reflect.SliceAt(et, data, n).Convert(t))
		}
		b, err := appendElems(e, b, elem, data, n, size)
		e.session.Leave(key)
		return b, err
	})
}

// appendPointees writes ptrs, a non-nil slice of type t whose elements are
// plain pointers, as a JSON array of the values they point to, each
// encoded by target, or null for a nil one. It does what the codec of t
// would do with appendElems and the pointer codec (see buildPointer), the
// cycle counting included, with the pointer codec's two indirect calls per
// element written inline.
func (e *encodeState) appendPointees(b []byte, ptrs []unsafe.Pointer, target *codec, t reflect.Type) ([]byte, error) {
	data := unsafe.Pointer(unsafe.SliceData(ptrs))
	sliceKey := jsonwire.CycleKey{Ptr: data, Len: len(ptrs)}
	if e.session.Enter(sliceKey) {
		return b, cycleError(reflect.SliceAt(t.Elem(), data, len(ptrs)).Convert(t))
	}
	if len(ptrs) == 0 {
		e.session.Leave(sliceKey)
		return append(b, "[]"...), nil
	}
	// As in a struct, every element gets a leading comma and the first one
	// is overwritten by the opening bracket.
	pt := t.Elem()
	start := len(b)
	var err error
	// The pointer codec's calls written out: golang_source's []*Node, 190 instructions a node to 90.
	for _, ptr := range ptrs {
		b = append(b, ',')
		if ptr == nil {
			b = appendNull(b)
			continue
		}
		key := jsonwire.CycleKey{Ptr: ptr, Type: pt}
		if e.session.Enter(key) {
			err = cycleError(reflect.NewAt(pt.Elem(), ptr).Convert(pt))
			break
		}
		b, err = target.encode(e, b, ptr)
		e.session.Leave(key)
		if err != nil {
			break
		}
	}
	e.session.Leave(sliceKey)
	if err != nil {
		return b, err
	}
	b[start] = '['
	return append(b, ']'), nil
}

func appendBase64(b, s []byte) []byte {
	b = append(b, '"')
	b = base64.StdEncoding.AppendEncode(b, s)
	return append(b, '"')
}

func implementsAny(t reflect.Type, ifaces ...reflect.Type) bool {
	for _, it := range ifaces {
		if t.Implements(it) {
			return true
		}
	}
	return false
}

func cycleError(v reflect.Value) error {
	return &UnsupportedValueError{Value: v, Str: "encountered a cycle via " + v.Type().String()}
}
