package json

import (
	"encoding/binary"
	"reflect"
	"strings"
	"sync"
	"unsafe"

	"github.com/zerojson/json/internal/jsonwire"
)

// This file holds the decoding API and the state shared by the type
// decoders of decode_*.go.
//
// encoding/json checks the whole input before it decodes anything, so that a
// syntax error leaves the destination untouched, and then walks the input a
// second time with the same byte-at-a-time state machine. Here the type
// decoders check the syntax of everything they read, nesting limit
// included, so one pass can do both jobs; what is left is keeping the
// promise about the destination:
//
//   - Most programs decode into a fresh value: a destination whose memory
//     is all zero holds no pointers, maps or slices, so decoding writes
//     only to it and to memory it allocates. If the single pass meets a
//     syntax error, the Reader keeps it and stands at the end of the input,
//     so the decoders wind down; Unmarshal then zeroes the destination,
//     which restores it exactly, and returns the Reader's error, which is
//     encoding/json's message and offset (see rejectMalformed).
//   - Into a destination that already holds something (or is over
//     singlePassMaxSize), the input is validated first, as encoding/json
//     does, by the fast validator of internal/jsonwire. So are the values
//     a Decoder reads, by the framer that finds where they end.
//   - encoding/json never calls a method of the destination (UnmarshalJSON,
//     UnmarshalText), which may have effects beyond it, with part of a
//     malformed input. The single pass calls the methods of values in the
//     destination's own memory once it has read the whole input, in their
//     order (decode_deferred.go); before any other method it validates
//     the rest of the input (jsonwire.Reader.MustBeValid). UnmarshalJSONWire
//     is the exception: see WireUnmarshaler.

// Unmarshal decodes the JSON value in data into the value v points to, with
// the rules of encoding/json: the same matching of object keys to struct
// fields, the same treatment of null, pointers, interfaces, maps, slices and
// arrays, and the same errors.
//
// If data is not valid JSON, Unmarshal returns a [*SyntaxError] and leaves
// the destination as it found it (see "Decoding" in the package
// documentation for how). A value that does not fit its Go type is
// skipped and reported as an [*UnmarshalTypeError] once decoding has gone as
// far as it can; the first such error is returned. An error returned by an
// [Unmarshaler] or [encoding.TextUnmarshaler] stops decoding at once.
func Unmarshal(data []byte, v any) error {
	d := getDecodeState()
	err := d.unmarshal(data, v, false)
	putDecodeState(d)
	return err
}

// unmarshal decodes the JSON value in data, with optional surrounding
// whitespace, into v: the body of [Unmarshal] and [Decoder.Decode].
// validated says whether data is known to be valid; if not, it decodes
// in a single pass if v points to zero memory, and validates first
// otherwise.
func (d *decodeState) unmarshal(data []byte, v any, validated bool) error {
	rv := reflect.ValueOf(v)
	if rv.Kind() != reflect.Pointer || rv.IsNil() {
		return d.notPointer(data, v, validated)
	}
	// The type, its decoder and the address are found once here, for the
	// test of zero memory and the decoding both.
	t := rv.Type()
	c := d.rootDecoder(t)
	p := rv.UnsafePointer()
	if !validated {
		if d.singlePass(p) {
			d.session.Later = d.rootLater
		} else if err := jsonwire.Valid(data); err != nil {
			return err
		} else {
			validated = true
		}
	}
	// The decoding in this function, not one it calls: a call fewer for
	// every Unmarshal.
	d.r.Reset(data, validated)
	d.err = nil
	d.session.Path = d.session.Path[:0]
	d.r.SkipSpace()
	var err error
	if d.r.Begin() {
		// The cases tested here, each making one call: the function that
		// decodes, not one that chooses it.
		switch c.own {
		case noOwnMethod:
			if c.target != nil {
				err = c.target.kind(d, p) // through's one case, without its call
			} else {
				err = c.through(d, p, t)
			}
		case ownRead:
			err = d.callWireFunc(c.read, p)
		default:
			err = d.decodeRoot(v, c)
		}
		if err != nil {
			err = d.withContext(err)
		} else {
			d.r.End()
			err = d.err
		}
	}
	if validated || err == nil && !d.r.Failed() && !d.session.Later {
		return err
	}
	return d.endSinglePass(err, data, v)
}

// notPointer is unmarshal into v, which is not a non-nil pointer: an
// error, after the syntax error of data if it has one.
func (d *decodeState) notPointer(data []byte, v any, validated bool) error {
	if !validated {
		if err := jsonwire.Valid(data); err != nil {
			return err
		}
	}
	d.r.Reset(data, true)
	return &InvalidUnmarshalError{Type: reflect.TypeOf(v)}
}

// endSinglePass completes a single pass of unmarshal that did not simply
// succeed: err is what the decoding returned.
func (d *decodeState) endSinglePass(err error, data []byte, v any) error {
	if err != nil && !d.r.Failed() && !d.r.Validated() {
		// Decoding may have stopped before the end of the input, which
		// may be malformed further on: that error comes first.
		d.r.MustBeValid()
	}
	if d.r.Failed() {
		return d.rejectMalformed(v)
	}
	if d.session.Later {
		return d.callDeferred(err, data, v)
	}
	return err
}

// rejectMalformed undoes a single-pass decoding into v (a pointer to what
// was zero memory) that met malformed input, and returns the syntax error,
// which is the one encoding/json reports: the reader checks everything it
// reads, so the first error it meets is the first in the input. What the
// stacks gathered is cleared when the state goes back to the pool.
func (d *decodeState) rejectMalformed(v any) error {
	d.session.Later = false
	d.dropDeferred()
	reflect.ValueOf(v).Elem().SetZero()
	return d.r.Err()
}

// singlePassMaxSize is the size of the largest destination Unmarshal
// checks for zero memory; a larger one, such as a big array, could take
// longer to check than the input takes to validate.
const singlePassMaxSize = 64 << 10

// singlePass reports whether Unmarshal may decode into what p, of the
// state's lastType, points to in a single pass: whether it is all zero
// memory.
func (d *decodeState) singlePass(p unsafe.Pointer) bool {
	return d.lastSize <= singlePassMaxSize && isZeroMemory(p, d.lastSize)
}

// isZeroMemory reports whether the n bytes at p are all zero. They are
// read as words, four at a time while 32 bytes remain, then one at a
// time while eight remain: p is the address of a Go value, so reading its
// n bytes stays within it.
func isZeroMemory(p unsafe.Pointer, n uintptr) bool {
	// Or-ed together, no test per word: the seed struct took 76 instructions, not 101.
	var or uint64
	i := uintptr(0)
	// Four words a step: the 264-byte logip record took 110 fewer instructions.
	for ; i+32 <= n; i += 32 {
		or |= wordAt(p, i) | wordAt(p, i+8) | wordAt(p, i+16) | wordAt(p, i+24)
	}
	for ; i+8 <= n; i += 8 {
		or |= wordAt(p, i)
	}
	for ; i < n; i++ {
		or |= uint64(*(*byte)(unsafe.Add(p, i)))
	}
	return or == 0
}

// wordAt returns the eight bytes at p+i as a word.
func wordAt(p unsafe.Pointer, i uintptr) uint64 {
	return binary.NativeEndian.Uint64((*[8]byte)(unsafe.Add(p, i))[:])
}

// decodeState is the state of one decoding of one JSON value.
type decodeState struct {
	// r reads the input. It checks the syntax of everything it reads,
	// nesting limit included, unless the input is known to be valid, and
	// keeps its first error, after which it stands at the end of the
	// input, so that decoding winds down on its own.
	r jsonwire.Reader

	// err is the first error that did not stop decoding (a type error, for
	// example), returned when decoding ends.
	err error

	// completed is the last error withContext completed. An error that
	// stops the decoding passes the functions for wire methods on its way
	// out (UnmarshalWire, jsonimpl's ReadStruct, ReadWire and Field.Read),
	// each of which completes what comes out of the code it called
	// (inField, Complete); it is completed only once, where it happened,
	// as encoding/json completes it.
	completed error

	// values makes the Values of slices and maps (see valueCache).
	values valueCache

	useNumber       bool // numbers in interfaces become Number, not float64
	disallowUnknown bool // an object key matching no struct field is an error

	// anyStack holds the members of the objects and arrays being decoded
	// into an empty interface until each is complete; see anyValue.
	anyStack []any
	keyStack []string
	// stringStack holds the values of the objects being decoded into
	// map[string]string; see decodeStringMap.
	stringStack []string
	// stacksUsed is at least the length the three stacks reached since
	// they were last cleared (see markStacks).
	stacksUsed int

	// scratchSlices holds, per slice type, free scratch slices for
	// decoding arrays into nil slices; see freshSlice.
	scratchSlices map[reflect.Type][]reflect.Value

	// keys interns the keys of objects decoded into maps; see readKey.
	keys [256]string

	// boxes shares the interfaces of equal numbers and strings decoded
	// into any; see boxCache.
	boxes boxCache

	// lastType and lastDecoder are the pointer type Unmarshal last
	// decoded into and its decoder, and lastSize the size of what it points
	// to: a program mostly decodes into the same type again, which then
	// costs a comparison instead of a map lookup (see rootDecoder).
	lastType    reflect.Type
	lastDecoder *decoder
	lastSize    uintptr
	// rootLater says whether the single pass defers the method calls of a
	// decoding into lastType (see deferrableRoot).
	rootLater bool

	// While session.Later is set, the decoders hand the values that go
	// to UnmarshalJSON and UnmarshalText methods to MethodLater, which
	// notes the calls in deferred or, replaying the decoding up to a call
	// that failed, gives their receivers what the calls left, from
	// replay, whose last value is that of the call that failed with
	// replayErr (see decode_deferred.go).
	deferred  []deferredCall
	replay    []reflect.Value
	replayed  int // the calls replayed so far
	replayErr error

	// session is what the Reader carries back to this state (see
	// readerState), with the path: where in the Go value the decoder is,
	// for the Struct and Field of an UnmarshalTypeError (see
	// jsonwire.PathFrame).
	session jsonwire.Decoding
}

// readerState returns the state that r, a Reader it handed to a method,
// belongs to, or nil for any other Reader.
func readerState(r *jsonwire.Reader) *decodeState {
	if s := r.Session(); s != nil {
		return s.Engine.(*decodeState)
	}
	return nil
}

// rootDecoder returns the decoder of pointer type t, the type of what
// Unmarshal decodes into, and makes t the state's lastType.
func (d *decodeState) rootDecoder(t reflect.Type) *decoder {
	if t != d.lastType {
		d.setRoot(t)
	}
	return d.lastDecoder
}

// setRoot is rootDecoder's lookup of a type other than lastType, kept out
// of line so that rootDecoder inlines.
func (d *decodeState) setRoot(t reflect.Type) {
	d.lastType, d.lastDecoder, d.lastSize = t, decoderFor(t), t.Elem().Size()
	d.rootLater = deferrableRoot(t)
}

// saveError records err if it is the first error of this decoding; decoding
// goes on.
func (d *decodeState) saveError(err error) {
	if d.err == nil {
		d.err = d.withContext(err)
	}
}

// typeError records an UnmarshalTypeError for a JSON value described by
// what that does not fit type t.
func (d *decodeState) typeError(what string, t reflect.Type, offset int) {
	if d.err == nil {
		d.err = d.withContext(&UnmarshalTypeError{Value: what, Type: t, Offset: int64(offset)})
	}
}

// withContext fills in the Struct and Field of an UnmarshalTypeError from
// the decoder's position, as encoding/json does for every error it reports,
// including those returned by UnmarshalJSON methods; other errors are
// returned unchanged.
func (d *decodeState) withContext(err error) error {
	// The innermost struct may have no member reached yet: only it.
	frames := d.session.Path
	if n := len(frames); n > 0 && frames[n-1].Member < 0 {
		frames = frames[:n-1]
	}
	if len(frames) == 0 {
		return err
	}
	ute, ok := err.(*UnmarshalTypeError)
	if !ok {
		return err
	}
	if err == d.completed {
		return err
	}
	d.completed = err
	var path []string
	for i := range frames {
		fr := &frames[i]
		if fr.Fields == nil {
			path = append(path, fr.Name)
		} else {
			f := &fieldsOf(fr).fields[fr.Member]
			for _, hop := range f.via {
				path = append(path, hop.name)
			}
			path = append(path, f.name)
		}
	}
	ute.Struct = frames[len(frames)-1].Type.Name()
	if ute.Field != "" {
		path = append(path, ute.Field)
	}
	ute.Field = strings.Join(path, ".")
	return err
}

// fieldsOf returns the table of fields of a frame the struct decoder
// pushed (see jsonwire.PathFrame.Fields, which holds only these).
func fieldsOf(fr *jsonwire.PathFrame) *structFieldsDec { return (*structFieldsDec)(fr.Fields) }

var decodeStatePool = sync.Pool{New: func() any {
	d := new(decodeState)
	d.boxes.small = smallFloats()
	// The Reader knows the state it is part of, for the helpers of
	// wire_methods.go that methods reading with it call.
	d.session.Engine = d
	d.r.SetSession(&d.session)
	return d
}}

// getDecodeState takes a decodeState from the pool, with default options.
func getDecodeState() *decodeState {
	d := decodeStatePool.Get().(*decodeState)
	d.useNumber, d.disallowUnknown = false, false
	return d
}

// putDecodeState returns d to the pool, dropping its references to the
// input and to the destination's types.
func putDecodeState(d *decodeState) {
	d.r.Release()
	d.err, d.completed = nil, nil
	// Frames beyond the length, of earlier decodings, name only compiled
	// struct types and field tables, which the decoder cache keeps anyway.
	clear(d.session.Path)
	d.session.Path = d.session.Path[:0]
	if len(d.scratchSlices) > 64 {
		d.scratchSlices = nil // a program decoding many types keeps few
	}
	d.clearStacks()
	d.boxes.clear()
	decodeStatePool.Put(d)
}

// decodeRoot decodes into the value v, a non-nil pointer whose decoder is
// c, with the method of v's type (c.own is ownWire or ownJSON), as
// Unmarshal does; unmarshal decodes through other pointers, and calls the
// reading function of generated code (ownRead), itself.
//
// The pointer is handed to the method as its decoder would hand it (see
// buildPointer), but as v itself, not as an interface made again from it.
func (d *decodeState) decodeRoot(v any, c *decoder) error {
	// v as it is: reflect.NewAt and Interface cost the generated seed struct 180 instructions.
	if c.own == ownWire {
		return d.callWireUnmarshaler(v.(WireUnmarshaler))
	}
	return d.callUnmarshalJSON(v.(Unmarshaler))
}
