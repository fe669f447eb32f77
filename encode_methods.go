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
)

var (
	appenderType      = reflect.TypeFor[MarshalAppender]()
	marshalerType     = reflect.TypeFor[Marshaler]()
	textMarshalerType = reflect.TypeFor[encoding.TextMarshaler]()
	textAppenderType  = reflect.TypeFor[encoding.TextAppender]()
	timeType          = reflect.TypeFor[time.Time]()
	rawMessageType    = reflect.TypeFor[RawMessage]()
	numberType        = reflect.TypeFor[Number]()
)

// isStdType reports whether t is the type encoding/json declares as name.
// Naming it, rather than importing encoding/json, keeps that package out of
// programs that have switched to this one.
func isStdType(t reflect.Type, name string) bool {
	return t.Name() == name && t.PkgPath() == "encoding/json"
}

func isRawMessage(t reflect.Type) bool { return t == rawMessageType || isStdType(t, "RawMessage") }
func isNumber(t reflect.Type) bool     { return t == numberType || isStdType(t, "Number") }

// buildNative compiles the types encoded without calling their methods:
// time.Time, RawMessage and Number (ours and encoding/json's), and pointers
// to the first two. Each writes what the method would have given, through
// encoding/json's post-processing, and reports errors under the same type,
// the pointer type included.
func (cp *compiler) buildNative(c *codec, f codecFlags) bool {
	t := c.typ
	switch {
	case t == timeType:
		c.encode = func(_ *encodeState, b []byte, p unsafe.Pointer) ([]byte, error) {
			return appendTime(b, *(*time.Time)(p), t)
		}
		c.encodeValue = func(_ *encodeState, b []byte, v reflect.Value) ([]byte, error) {
			return appendTime(b, v.Interface().(time.Time), t)
		}
	case t.Kind() == reflect.Pointer && t.Elem() == timeType:
		c.encode = func(_ *encodeState, b []byte, p unsafe.Pointer) ([]byte, error) {
			tp := *(**time.Time)(p)
			if tp == nil {
				return appendNull(b), nil
			}
			return appendTime(b, *tp, t)
		}
		c.encodeValue = func(_ *encodeState, b []byte, v reflect.Value) ([]byte, error) {
			tp := (*time.Time)(v.UnsafePointer())
			if tp == nil {
				return appendNull(b), nil
			}
			return appendTime(b, *tp, t)
		}
	case isRawMessage(t):
		c.encode = func(e *encodeState, b []byte, p unsafe.Pointer) ([]byte, error) {
			return e.appendRaw(b, *(*[]byte)(p), t)
		}
		c.encodeValue = func(e *encodeState, b []byte, v reflect.Value) ([]byte, error) {
			return e.appendRaw(b, v.Bytes(), t)
		}
	case t.Kind() == reflect.Pointer && isRawMessage(t.Elem()):
		c.encode = func(e *encodeState, b []byte, p unsafe.Pointer) ([]byte, error) {
			rp := *(**[]byte)(p)
			if rp == nil {
				return appendNull(b), nil
			}
			return e.appendRaw(b, *rp, t)
		}
		c.encodeValue = func(e *encodeState, b []byte, v reflect.Value) ([]byte, error) {
			rp := (*[]byte)(v.UnsafePointer())
			if rp == nil {
				return appendNull(b), nil
			}
			return e.appendRaw(b, *rp, t)
		}
	case isNumber(t):
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
		return b, &MarshalerError{Type: t, Err: err, sourceFunc: "MarshalJSON"}
	}
	return out, nil
}

// appendRaw writes a RawMessage as encoding/json writes what its MarshalJSON
// returns: null when nil, else validated and compacted.
func (e *encodeState) appendRaw(b, raw []byte, t reflect.Type) ([]byte, error) {
	if raw == nil {
		return appendNull(b), nil
	}
	out, err := jsonwire.AppendCompact(b, raw, e.escapeHTML)
	if err != nil {
		return b, &MarshalerError{Type: t, Err: wireError(err), sourceFunc: "MarshalJSON"}
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
	switch {
	case implements(appenderType):
		iface = appenderType
		call = func(e *encodeState, b []byte, x any) ([]byte, error) {
			return e.callAppender(b, x.(MarshalAppender), t)
		}
	case implements(marshalerType):
		iface = marshalerType
		call = func(e *encodeState, b []byte, x any) ([]byte, error) {
			return e.callMarshaler(b, x.(Marshaler), t)
		}
	case implements(textMarshalerType):
		iface = textMarshalerType
		// AppendText is used only from the same method set as MarshalText.
		appendText := t.Implements(textAppenderType) ||
			isValue && f&addressable != 0 && pt.Implements(textAppenderType) && pt.Implements(textMarshalerType)
		call = func(e *encodeState, b []byte, x any) ([]byte, error) {
			return e.callTextMarshaler(b, x, appendText, t)
		}
	default:
		return false
	}

	switch {
	case t.Kind() == reflect.Pointer:
		// encoding/json writes null for a nil pointer without calling the
		// method. Only unnamed pointer types have methods, so a *Elem built
		// from the pointer has type t.
		elem := t.Elem()
		c.encode = func(e *encodeState, b []byte, p unsafe.Pointer) ([]byte, error) {
			ptr := *(*unsafe.Pointer)(p)
			if ptr == nil {
				return appendNull(b), nil
			}
			return call(e, b, reflect.NewAt(elem, ptr).Interface())
		}
	case t.Kind() == reflect.Interface:
		c.encode = func(e *encodeState, b []byte, p unsafe.Pointer) ([]byte, error) {
			v := reflect.NewAt(t, p).Elem()
			if v.IsNil() {
				return appendNull(b), nil
			}
			return call(e, b, v.Interface())
		}
	case pt.Implements(iface):
		// A *T receiver reaches both of T's method sets without copying or
		// boxing the value; which set may be used was decided above.
		c.encode = func(e *encodeState, b []byte, p unsafe.Pointer) ([]byte, error) {
			return call(e, b, reflect.NewAt(t, p).Interface())
		}
	default:
		// Only types made by reflect.StructOf have a method on T that *T
		// lacks (reflect does not promote it to the pointer). Box a copy.
		c.encode = func(e *encodeState, b []byte, p unsafe.Pointer) ([]byte, error) {
			return call(e, b, reflect.NewAt(t, p).Elem().Interface())
		}
	}
	c.encodeValue = func(e *encodeState, b []byte, v reflect.Value) ([]byte, error) {
		if (v.Kind() == reflect.Pointer || v.Kind() == reflect.Interface) && v.IsNil() {
			return appendNull(b), nil
		}
		// v is not addressable, so Interface does not copy it.
		return call(e, b, v.Interface())
	}
	return true
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
		return b, &MarshalerError{Type: t, Err: err, sourceFunc: "MarshalAppendJSON"}
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
		err = wireError(err)
	}
	return b, &MarshalerError{Type: t, Err: err, sourceFunc: "MarshalJSON"}
}

// callTextMarshaler writes the text of x as a JSON string. When the type
// also implements encoding.TextAppender, its AppendText writes into scratch
// memory instead of a fresh slice; the two methods are required to agree.
func (e *encodeState) callTextMarshaler(b []byte, x any, appendText bool, t reflect.Type) ([]byte, error) {
	var text []byte
	var err error
	if appendText {
		e.scratch, err = x.(encoding.TextAppender).AppendText(e.scratch[:0])
		text = e.scratch
	} else {
		text, err = x.(encoding.TextMarshaler).MarshalText()
	}
	if err != nil {
		return b, &MarshalerError{Type: t, Err: err, sourceFunc: "MarshalText"}
	}
	return jsonwire.AppendQuoteBytes(b, text, e.escapeHTML), nil
}
