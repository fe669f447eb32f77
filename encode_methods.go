package json

import (
	"bytes"
	"encoding"
	"errors"
	"fmt"
	"reflect"
	"time"
	"unsafe"

	"github.com/zerojson/json/internal/jsonwire"
	"github.com/zerojson/json/internal/registry"
	"github.com/zerojson/json/wire"
)

var (
	wireMarshalerIface = reflect.TypeFor[WireMarshaler]()
	appenderIface      = reflect.TypeFor[MarshalAppender]()
	marshalerIface     = reflect.TypeFor[Marshaler]()
	textMarshalerIface = reflect.TypeFor[encoding.TextMarshaler]()
	textAppenderIface  = reflect.TypeFor[encoding.TextAppender]()
	timeType           = reflect.TypeFor[time.Time]()
	rawMessageType     = reflect.TypeFor[RawMessage]()
	numberType         = reflect.TypeFor[Number]()
)

// buildNative compiles the types encoded without calling their methods:
// time.Time, RawMessage and Number, and unnamed pointers to the first two.
// Each writes what the method would have given, through encoding/json's
// post-processing, and reports errors under the same type, the pointer
// type included.
//
// A defined pointer type to either (type P *time.Time) has no methods:
// encoding/json encodes the value it points to, whose method fails under
// the name time.Time or RawMessage, so P is left to buildPointer.
func (cp *compiler) buildNative(c *codec, f codecFlags) bool {
	t := c.typ
	unnamedPointer := t.Kind() == reflect.Pointer && t.Name() == ""
	switch {
	case t == timeType:
		c.encode = func(_ *encodeState, b []byte, p unsafe.Pointer) ([]byte, error) {
			return appendTime(b, *(*time.Time)(p), t)
		}
		c.encodeValue = func(_ *encodeState, b []byte, v reflect.Value) ([]byte, error) {
			return appendTime(b, v.Interface().(time.Time), t)
		}
	case unnamedPointer && t.Elem() == timeType:
		setPointerEntries(c, func(_ *encodeState, b []byte, ptr unsafe.Pointer) ([]byte, error) {
			return appendTime(b, *(*time.Time)(ptr), t)
		})
	case t == rawMessageType:
		setSliceEntries(c, func(e *encodeState, b []byte, data unsafe.Pointer, n int) ([]byte, error) {
			return e.appendRaw(b, bytesAt(data, n), t)
		})
	case unnamedPointer && t.Elem() == rawMessageType:
		setPointerEntries(c, func(e *encodeState, b []byte, ptr unsafe.Pointer) ([]byte, error) {
			raw := *(*[]byte)(ptr)
			if raw == nil {
				return appendNull(b), nil
			}
			return e.appendRaw(b, raw, t)
		})
	case t == numberType:
		q := f&quoted != 0
		c.encode = func(_ *encodeState, b []byte, p unsafe.Pointer) ([]byte, error) {
			return appendNumber(b, *(*string)(p), q)
		}
		c.encodeValue = func(_ *encodeState, b []byte, v reflect.Value) ([]byte, error) {
			return appendNumber(b, v.String(), q)
		}
	default:
		return false
	}
	return true
}

func appendTime(b []byte, tm time.Time, t reflect.Type) ([]byte, error) {
	out, err := jsonwire.AppendTime(b, tm)
	if err != nil {
		return b, marshalerError(t, err)
	}
	return out, nil
}

// appendRaw writes a non-nil RawMessage as encoding/json writes what its
// MarshalJSON returns: validated and compacted.
func (e *encodeState) appendRaw(b, raw []byte, t reflect.Type) ([]byte, error) {
	out, err := jsonwire.AppendCompact(b, raw, e.escapeHTML)
	if err != nil {
		return b, marshalerError(t, err)
	}
	return out, nil
}

// appendNumber writes a Number literal; encoding/json writes "" as 0.
func appendNumber(b []byte, s string, q bool) ([]byte, error) {
	if s == "" {
		s = "0"
	}
	if !jsonwire.IsValidNumber(s) {
		return b, fmt.Errorf("json: invalid number literal %q", s)
	}
	if q {
		b = append(b, '"')
	}
	b = append(b, s...)
	if q {
		b = append(b, '"')
	}
	return b, nil
}

// A methodCall marshals x, the receiver of a marshalling method, which the
// codec has found to implement the method's interface.
type methodCall func(e *encodeState, b []byte, x any) ([]byte, error)

// buildMethods compiles types that marshal themselves. It follows
// encoding/json's choice of method, with MarshalAppendJSON ranked above
// MarshalJSON: for each interface in turn, the pointer method set is
// consulted when the value is addressable, then the value method set.
func (cp *compiler) buildMethods(c *codec, f codecFlags) bool {
	t := c.typ
	isValue := t.Kind() != reflect.Pointer && t.Kind() != reflect.Interface
	pt := reflect.PointerTo(t)
	implements := func(iface reflect.Type) bool {
		return isValue && f&addressable != 0 && pt.Implements(iface) || t.Implements(iface)
	}

	var call methodCall
	var iface reflect.Type
	var appendText bool
	switch {
	case implements(wireMarshalerIface):
		iface = wireMarshalerIface
		c.wire = t.Implements(wireMarshalerIface) && t.Kind() != reflect.Interface
		call = func(e *encodeState, b []byte, x any) ([]byte, error) {
			return e.callWireMarshaler(b, x.(WireMarshaler), t)
		}
	case implements(appenderIface):
		iface = appenderIface
		call = func(e *encodeState, b []byte, x any) ([]byte, error) {
			return e.callAppender(b, x.(MarshalAppender), t)
		}
	case implements(marshalerIface):
		iface = marshalerIface
		call = func(e *encodeState, b []byte, x any) ([]byte, error) {
			return e.callMarshaler(b, x.(Marshaler), t)
		}
	case implements(textMarshalerIface):
		iface = textMarshalerIface
		// AppendText is used only from the same method set as MarshalText.
		appendText = t.Implements(textAppenderIface) ||
			isValue && f&addressable != 0 && pt.Implements(textAppenderIface) && pt.Implements(textMarshalerIface)
		call = func(e *encodeState, b []byte, x any) ([]byte, error) {
			return e.callTextMarshaler(b, x, appendText, t)
		}
	default:
		return false
	}

	// The wire methods of types that registered functions calling them
	// are called through those, on the value's address (see package
	// registry): no interface per value, 373 instructions off the seed struct.
	var write func(unsafe.Pointer, *wire.Writer) error
	if iface == wireMarshalerIface {
		et := t
		if t.Kind() == reflect.Pointer {
			et = t.Elem()
		}
		if f := registry.Lookup(et); f != nil {
			write = f.Write
		}
	}

	switch t.Kind() {
	case reflect.Pointer:
		// Only unnamed pointer types have methods, so a *Elem built from the
		// pointer has type t.
		elem := t.Elem()
		if write != nil {
			setPointerEntries(c, func(e *encodeState, b []byte, ptr unsafe.Pointer) ([]byte, error) {
				return e.callWireFunc(b, write, ptr, t)
			})
			return true
		}
		vt := newValueType(elem)
		setPointerEntries(c, func(e *encodeState, b []byte, ptr unsafe.Pointer) ([]byte, error) {
			return call(e, b, e.values.pointerAt(vt, ptr))
		})
		return true
	case reflect.Interface:
		c.encode = func(e *encodeState, b []byte, p unsafe.Pointer) ([]byte, error) {
			v := reflect.NewAt(t, p).Elem()
			if v.IsNil() {
				return appendNull(b), nil
			}
			return call(e, b, v.Interface())
		}
	default:
		if write != nil {
			c.encode = func(e *encodeState, b []byte, p unsafe.Pointer) ([]byte, error) {
				return e.callWireFunc(b, write, p, t)
			}
			break
		}
		// One closure, not three: logip encode (four MarshalJSON), 9,334 instructions to 9,214.
		if c.encode = pointerMethodEncoder(t, iface, appendText, call); c.encode != nil {
			break
		}
		// *T lacks the method, which only a type made by reflect.StructOf
		// can do (see methodReceiver): the value is boxed.
		c.encode = func(e *encodeState, b []byte, p unsafe.Pointer) ([]byte, error) {
			return call(e, b, reflect.NewAt(t, p).Elem().Interface())
		}
	}
	// Values reach encodeValue from interfaces and the argument of Marshal,
	// never as interface kinds and never addressable, so Interface does not
	// copy them.
	c.encodeValue = func(e *encodeState, b []byte, v reflect.Value) ([]byte, error) {
		return call(e, b, v.Interface())
	}
	return true
}

// pointerMethodEncoder returns the encoder of the values of type t (not a
// pointer or interface type) that call the method of iface through a *T
// receiver, which reaches both method sets (see methodReceiver), made by
// the state's value cache: MarshalJSON, and MarshalText (or AppendText if
// appendText), in one closure with the receiver, the others through call.
// It returns nil if *T lacks the method.
func pointerMethodEncoder(t, iface reflect.Type, appendText bool, call methodCall) encodeFunc {
	if !reflect.PointerTo(t).Implements(iface) {
		return nil
	}
	vt := newValueType(t)
	switch iface {
	case marshalerIface:
		return func(e *encodeState, b []byte, p unsafe.Pointer) ([]byte, error) {
			return e.callMarshaler(b, e.values.pointerAt(vt, p).(Marshaler), t)
		}
	case textMarshalerIface:
		return func(e *encodeState, b []byte, p unsafe.Pointer) ([]byte, error) {
			return e.callTextMarshaler(b, e.values.pointerAt(vt, p), appendText, t)
		}
	}
	return func(e *encodeState, b []byte, p unsafe.Pointer) ([]byte, error) {
		return call(e, b, e.values.pointerAt(vt, p))
	}
}

// methodReceiver returns how to call a method of iface, which type t (not a
// pointer or interface type) implements through its value or pointer method
// set, on the value of type t at p. A *T receiver reaches both method sets
// without copying or boxing the value. Only types made by reflect.StructOf
// can have a method on T that *T lacks (reflect does not promote it to the
// pointer); their value is boxed instead.
func methodReceiver(t, iface reflect.Type) func(p unsafe.Pointer) any {
	if reflect.PointerTo(t).Implements(iface) {
		return func(p unsafe.Pointer) any { return reflect.NewAt(t, p).Interface() }
	}
	return func(p unsafe.Pointer) any { return reflect.NewAt(t, p).Elem().Interface() }
}

var errWireEmpty = errors.New("MarshalJSONWire wrote nothing")

// callWireMarshaler has m write itself through a Writer of e's, which
// appends to b with the call's HTML escaping, and which the functions for
// methods (MarshalWire, AppendCompact) recognize as e's: what m encodes
// through them is part of this encoding. Each level of methods running
// inside another's gets a Writer of its own (pushWriter), so nothing of
// the outer one is saved or restored, which would store its pointers,
// each a write barrier while a collection runs.
//
// A receiver that is a pointer, of type t, is counted in the nesting, as
// the pointer codec counts the pointer to a type without the method, so
// that a cycle through the methods' types (which they stand for, see
// cmd/jsongen) is found where encoding/json finds it without them.
func (e *encodeState) callWireMarshaler(b []byte, m WireMarshaler, t reflect.Type) ([]byte, error) {
	return e.callWire(b, m, nil, nil, t)
}

// callWireFunc is callWireMarshaler for the value at p of a type whose
// MarshalJSONWire write calls (see package registry); t is the type of
// the receiver, p itself if it is a pointer type.
func (e *encodeState) callWireFunc(b []byte, write func(unsafe.Pointer, *wire.Writer) error, p unsafe.Pointer, t reflect.Type) ([]byte, error) {
	return e.callWire(b, nil, write, p, t)
}

// callWire is callWireMarshaler with m, or callWireFunc with write and p.
func (e *encodeState) callWire(b []byte, m WireMarshaler, write func(unsafe.Pointer, *wire.Writer) error, p unsafe.Pointer, t reflect.Type) ([]byte, error) {
	pointer := t.Kind() == reflect.Pointer
	var key jsonwire.CycleKey
	if pointer && e.session.Deeper() {
		var v reflect.Value
		if m != nil {
			v = reflect.ValueOf(m)
		} else {
			v = reflect.NewAt(t.Elem(), p)
		}
		key = jsonwire.CycleKey{Ptr: v.UnsafePointer(), Type: t}
		if e.session.Seen(key) {
			return b, cycleError(v)
		}
	}
	w := e.pushWriter()
	w.Reset(b)
	w.SetEscapeHTML(e.escapeHTML)
	var err error
	if write != nil {
		err = write(p, w)
	} else {
		err = m.MarshalJSONWire(w)
	}
	out := w.Bytes()
	e.popWriter()
	if pointer {
		e.session.Leave(key)
	}
	if err == nil && len(out) == len(b) {
		err = errWireEmpty
	}
	switch err := err.(type) {
	case nil:
		return out, nil
	case *UnsupportedValueError, *UnsupportedTypeError, *MarshalerError:
		// The encoder's own errors, from the Writer (a NaN) or from
		// MarshalWire, AppendField and nested methods, come out as the
		// reflective encoder reports them for the same value, which is
		// what code written for a type in place of reflection must
		// reproduce.
		return b, err
	case *encoderError:
		return b, err.err
	}
	return b, marshalerError(t, err)
}

// An encoderError is an error of the reflective encoder of another type
// than its own (such as the one for a Number that is not a number),
// returned by MarshalWire or AppendField to a method: the encoder that
// called the method returns it unwrapped, as it would for the same value
// without the method, rather than as the method's error.
type encoderError struct{ err error }

func (e *encoderError) Error() string { return e.err.Error() }
func (e *encoderError) Unwrap() error { return e.err }

// methodError returns err, an error of the reflective encoder, as it is
// returned to a method: as it is if of the encoder's own types, and as an
// encoderError otherwise.
func methodError(err error) error {
	switch err.(type) {
	case nil, *UnsupportedValueError, *UnsupportedTypeError, *MarshalerError, *encoderError:
		return err
	}
	return &encoderError{err}
}

var (
	errAppenderEmpty    = errors.New("MarshalAppendJSON appended nothing")
	errAppenderDetached = errors.New("MarshalAppendJSON did not append to the buffer it was given")
)

func (e *encodeState) callAppender(b []byte, m MarshalAppender, t reflect.Type) ([]byte, error) {
	start := len(b)
	out, err := m.MarshalAppendJSON(b)
	if err == nil {
		err = checkAppended(b, out)
	}
	if err != nil {
		return b, marshalerError(t, err)
	}
	if e.escapeHTML {
		out = jsonwire.EscapeHTMLFrom(out, start)
	}
	return out, nil
}

// checkAppended catches the cheap-to-see breaches of the MarshalAppender
// contract, which would otherwise produce invalid JSON or lose output
// silently: appending nothing (encoding/json reports the equivalent empty
// MarshalJSON result as a syntax error), and returning a slice that does not
// begin with the buffer given. The second test compares bytes only when the
// appender moved to a new array; growing one copied the whole buffer anyway,
// so the comparison costs no more than that copy did.
func checkAppended(b, out []byte) error {
	switch {
	case len(out) <= len(b):
		if len(out) == len(b) {
			return errAppenderEmpty
		}
		return errAppenderDetached
	case len(b) > 0 && unsafe.SliceData(out) != unsafe.SliceData(b) && !bytes.Equal(out[:len(b)], b):
		return errAppenderDetached
	}
	return nil
}

func (e *encodeState) callMarshaler(b []byte, m Marshaler, t reflect.Type) ([]byte, error) {
	js, err := m.MarshalJSON()
	if err == nil {
		var out []byte
		if out, err = jsonwire.AppendCompact(b, js, e.escapeHTML); err == nil {
			return out, nil
		}
	}
	return b, marshalerError(t, err)
}

// callTextMarshaler writes the text of x as a JSON string. When the type
// also implements encoding.TextAppender, its AppendText writes into scratch
// memory instead of a fresh slice; the two methods are required to agree.
// If AppendText fails, MarshalText is called after all, whose result and
// error are the ones encoding/json reports (time.Time's errors name the
// method that failed).
func (e *encodeState) callTextMarshaler(b []byte, x any, appendText bool, t reflect.Type) ([]byte, error) {
	var text []byte
	var err error
	if appendText {
		e.session.Scratch, err = x.(encoding.TextAppender).AppendText(e.session.Scratch[:0])
		text = e.session.Scratch
	}
	if !appendText || err != nil {
		text, err = x.(encoding.TextMarshaler).MarshalText()
	}
	if err != nil {
		return b, textMarshalerError(t, err)
	}
	return jsonwire.AppendQuoteBytes(b, text, e.escapeHTML), nil
}
