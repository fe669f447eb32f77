package json

import (
	"reflect"
	"sync"
	"sync/atomic"

	"github.com/zerojson/json/internal/jsonwire"
	"github.com/zerojson/json/wire"
)

// Marshal encodes v as JSON and returns the bytes, which are exactly those
// encoding/json's Marshal produces for v, as are the errors. See the
// package documentation for [MarshalAppender], which Marshal prefers to
// [Marshaler].
//
// Marshal allocates only the slice it returns, apart from what the
// marshalling methods of v's types allocate.
func Marshal(v any) ([]byte, error) {
	e := getEncodeState(true)
	b, err := e.encodePooled(v)
	if err != nil {
		putEncodeState(e)
		return nil, err
	}
	// make and copy: one allocation without zeroing; append to nil went through growslice, 80 instructions more.
	out := make([]byte, len(b))
	copy(out, b)
	// Put back without defer: a state that a marshalling method's panic
	// leaves behind is dropped, not reused, which is harmless (the pool
	// makes another), and the deferred call cost every Marshal 27
	// instructions, 1.4% of encoding the raw-message record.
	putEncodeState(e)
	return out, nil
}

// encodePooled encodes v into e's pooled buffer and returns it, for
// Marshal and MarshalIndent to copy.
//
// A state without a buffer, new or one whose buffer the pool let go of,
// starts with one the size of the last document written into such a
// buffer (freshBufSize), rather than growing one from nothing. The pool
// misses more often than one would think: after each garbage collection,
// a goroutine that has moved to another P finds nothing in it.
func (e *encodeState) encodePooled(v any) ([]byte, error) {
	fresh := cap(e.buf) == 0
	// Buffers grown from nothing after pool misses added up to 15% to Marshal's bytes (golang_source).
	if fresh {
		if n := freshBufSize.Load(); n > 0 {
			// Room beyond the size: the encoders reserve some for the
			// word-sized stores of their last value.
			e.buf = make([]byte, 0, n+n/16+512)
		}
	}
	b, err := e.encodeAny(e.buf[:0], v)
	e.buf = b
	if err != nil {
		return nil, err
	}
	if fresh {
		freshBufSize.Store(int64(min(len(b), maxFreshBufSize)))
	}
	return b, nil
}

// freshBufSize is the size of the document last written into a fresh
// buffer by encodePooled. It is stored only then, seldom, so that calls
// on several cores do not contend for it.
var freshBufSize atomic.Int64

// maxFreshBufSize bounds the buffer a fresh state starts with.
const maxFreshBufSize = 4 << 20

// MarshalAppend appends the JSON encoding of v to dst, exactly as [Marshal]
// would encode it, and returns the extended slice. It does not allocate when
// dst has room for the encoding. On error it returns dst unchanged in length.
// The bytes of dst's capacity beyond the returned length may be overwritten:
// the encoder uses them as scratch space for word-sized stores.
func MarshalAppend(dst []byte, v any) ([]byte, error) {
	e := getEncodeState(true)
	b, err := e.encodeAny(dst, v)
	putEncodeState(e) // without defer, as in Marshal
	if err != nil {
		return dst, err
	}
	return b, nil
}

// MarshalIndent returns what [Marshal] returns, laid out by [Indent] with
// the given prefix and indent.
func MarshalIndent(v any, prefix, indent string) ([]byte, error) {
	e := getEncodeState(true)
	defer putEncodeState(e)
	b, err := e.encodePooled(v)
	if err != nil {
		return nil, err
	}
	out, err := jsonwire.AppendIndent(make([]byte, 0, 2*len(b)), b, prefix, indent)
	if err != nil {
		return nil, err
	}
	return out, nil
}

// encodeState holds what one Marshal, MarshalAppend or Encode call needs,
// the output buffer included. It is pooled, so that steady-state encoding
// allocates nothing.
type encodeState struct {
	escapeHTML bool

	// The codec of the last dynamic type looked up. A reused Encoder or a
	// pooled state mostly sees one type over and over; comparing two type
	// words is much cheaper than the sync.Map lookup (which hashes the
	// interface: a tenth of the time of encoding a small struct).
	lastType  reflect.Type
	lastCodec *codec

	// The Writers handed to MarshalJSONWire methods, one per level of
	// methods called while another's is running (through MarshalWire,
	// AppendField or AppendCompact, which carry on with this state), so
	// that a nested method does not reset the Writer of the one around it.
	// Each belongs to session, through which the functions for methods
	// find the state (writerState). writerDepth of them are in use.
	writers     []*wire.Writer
	writerDepth int

	// session is the encoding the state's Writers carry: it counts the
	// nesting of pointers, slices and maps, to find cycles, for the
	// reflective encoder and the code written for types alike.
	session jsonwire.Encoding

	buf        []byte     // Marshal's output buffer, reused across calls
	mapEntries []mapEntry // a stack of map entries being sorted, see mapEntry
	mapKeys    []string   // their keys
	// The values of the map[string]any and map[string]string members on
	// mapEntries, see encodeMapNative.
	anyEntries    []any
	stringEntries []string
	// stacksUsed is at least the length mapKeys, anyEntries and
	// stringEntries reached since they were last cleared (see
	// clearStacks).
	stacksUsed int
	// values makes the receivers of marshalling methods (see valueCache).
	values valueCache
}

var statePool = sync.Pool{New: func() any {
	e := new(encodeState)
	e.session.SetEngine(e)
	return e
}}

// pushWriter returns a Writer for a MarshalJSONWire method called at the
// current level of methods, owned by e, and enters the next level;
// popWriter leaves it. A state makes one Writer per level the first time
// it gets there and keeps it.
func (e *encodeState) pushWriter() *wire.Writer {
	if e.writerDepth == len(e.writers) {
		w := new(wire.Writer)
		(*jsonwire.Writer)(w).SetSession(&e.session)
		e.writers = append(e.writers, w)
	}
	w := e.writers[e.writerDepth]
	e.writerDepth++
	return w
}

func (e *encodeState) popWriter() { e.writerDepth-- }

// writerState returns the state that w, a Writer it handed to a
// MarshalJSONWire method, belongs to, or nil for any other Writer.
func writerState(w *wire.Writer) *encodeState {
	if s := (*jsonwire.Writer)(w).Session(); s != nil {
		return s.Engine().(*encodeState)
	}
	return nil
}

func getEncodeState(escapeHTML bool) *encodeState {
	e := statePool.Get().(*encodeState)
	e.escapeHTML = escapeHTML
	e.session.SetEscapeHTML(escapeHTML)
	return e
}

func putEncodeState(e *encodeState) {
	e.session.ResetCycles()
	// The buffer is the reason Marshal allocates only its result: a state
	// that goes back to the pool without it makes the next large document
	// grow a buffer again, a quarter at a time (1,000,000 numbers: 25 MB a
	// call). The pool lets go of what is not used again within two garbage
	// collections; only a buffer beyond any ordinary document is dropped
	// at once.
	if cap(e.buf) > 32<<20 {
		e.buf = nil
	}
	for _, w := range e.writers {
		w.Reset(nil) // do not keep the last output alive
	}
	e.writerDepth = 0
	e.clearStacks()
	statePool.Put(e)
}

// encodeAny encodes the dynamic value of v. The dynamic types of decoded
// JSON (nil, string, bool, float64, map[string]any and []any) are written
// directly, and so are int and int64; the rest go through their codec.
func (e *encodeState) encodeAny(b []byte, v any) ([]byte, error) {
	switch x := v.(type) {
	case nil:
		return appendNull(b), nil
	case string:
		return jsonwire.AppendQuote(b, x, e.escapeHTML), nil
	case bool:
		return appendBool(b, x, false), nil
	case float64:
		if !isFinite(x) {
			return b, floatError(reflect.ValueOf(x), x, 64)
		}
		return jsonwire.AppendFloat64(b, x), nil
	case int:
		return jsonwire.AppendInt(b, int64(x)), nil
	case int64:
		return jsonwire.AppendInt(b, x), nil
	case map[string]any:
		return e.encodeMapAny(b, x)
	case []any:
		return e.encodeSliceAny(b, x)
	}
	rv := reflect.ValueOf(v)
	t := rv.Type()
	c := e.codecOf(t)
	if c.pointee != nil {
		if ptr := c.pointerOf(v); ptr != nil {
			// A pointer to a generated type, the commonest argument of
			// Marshal when there is generated code: its appending
			// function, without the pointer codec's calls in between.
			return e.appendPointee(b, c.pointee, ptr, t)
		}
	}
	if c.wire && (rv.Kind() != reflect.Pointer || !rv.IsNil()) {
		// What the codec would call, called without boxing the value
		// again (a fifth of the time of a small struct marshalled by its
		// own method). The codec writes a nil pointer as null, without
		// the call. Asking whether v is a WireMarshaler of every value
		// instead cost every other type a lookup (5% of a small struct).
		return e.callWireMarshaler(b, v.(WireMarshaler), t)
	}
	return c.encodeValue(e, b, rv)
}

// encodeReflect encodes v, a non-addressable value.
func (e *encodeState) encodeReflect(b []byte, v reflect.Value) ([]byte, error) {
	return e.codecOf(v.Type()).encodeValue(e, b, v)
}

// codecOf returns the codec of t for non-addressable values, remembering
// the last one looked up.
func (e *encodeState) codecOf(t reflect.Type) *codec {
	if t != e.lastType {
		e.lastType, e.lastCodec = t, codecFor(t, 0)
	}
	return e.lastCodec
}
