package json

import (
	"encoding/base64"
	"errors"
	"fmt"
	"reflect"
	"strconv"
	"time"
	"unicode/utf8"
	"unsafe"

	"github.com/zerojson/json/internal/jsonwire"
	"github.com/zerojson/json/wire"
)

// This file decodes through methods — UnmarshalJSON, UnmarshalText, and
// the native time.Time and RawMessage — and handles the ",string" option,
// whose corner cases encoding/json defines by running its general literal
// decoding on the unquoted text.

var errWireValue = errors.New("UnmarshalJSONWire did not read exactly one value")

// callWireUnmarshaler has u read the value at the cursor with the decoder's
// own Reader, carrying the decoding's options. Unlike callUnmarshalJSON it
// does not validate the input first (see WireUnmarshaler). A syntax error
// the method met is the Reader's and ends the decoding by itself.
func (d *decodeState) callWireUnmarshaler(u WireUnmarshaler) error {
	d.r.SetOptions(d.useNumber, d.disallowUnknown)
	start, depth := d.r.Offset(), d.r.Depth()
	err := u.UnmarshalJSONWire((*wire.Reader)(&d.r))
	if d.r.Failed() {
		return nil
	}
	if err == nil && (d.r.Depth() != depth || d.r.Offset() == start) {
		err = errWireValue
	}
	return err
}

// callUnmarshalJSON hands the value at d.off to u.
func (d *decodeState) callUnmarshalJSON(u Unmarshaler) error {
	if !d.mustBeValid() {
		return nil
	}
	return u.UnmarshalJSON(d.r.RawValue())
}

// textValue decodes the non-null value at d.off with the UnmarshalText
// method of the pointer pv. Only strings fit; anything else is a type error
// naming orig, the type the decoding started from.
func (d *decodeState) textValue(pv reflect.Value, orig reflect.Type) error {
	if !d.mustBeValid() {
		return nil
	}
	start := d.r.Offset()
	switch c := d.r.Peek(); c {
	case '"':
		s := d.r.ReadStringBytes()
		return pv.Interface().(interface{ UnmarshalText([]byte) error }).UnmarshalText(s)
	case '{', '[':
		d.r.SkipValue()
		what := "object"
		if c == '[' {
			what = "array"
		}
		d.typeError(what, orig, start+1)
	default:
		d.r.SkipValue()
		what := "number"
		if c == 't' || c == 'f' {
			what = "bool"
		}
		d.typeError(what, orig, d.r.Offset())
	}
	return nil
}

// decodeTime decodes a time.Time with its own UnmarshalJSON, called
// directly rather than through an interface.
func decodeTime(d *decodeState, p unsafe.Pointer) error {
	return (*time.Time)(p).UnmarshalJSON(d.r.RawValue())
}

// decodeRawMessage copies the value, null included, into a RawMessage
// (ours or encoding/json's), reusing its memory.
func decodeRawMessage(d *decodeState, p unsafe.Pointer) error {
	m := (*[]byte)(p)
	*m = append((*m)[:0], d.r.RawValue()...)
	return nil
}

// quotedValue decodes the value of a field tagged ",string" into the field
// of type t at p. encoding/json accepts null and strings there; a string's
// contents are decoded as if they were the value itself, with no syntax
// check of their own.
func (d *decodeState) quotedValue(t reflect.Type, dec *decoder, p unsafe.Pointer) error {
	// The option is rare, and its decoding reaches methods by many paths.
	if !d.mustBeValid() {
		return nil
	}
	start := d.r.Offset()
	switch c := d.r.Peek(); {
	case c == 'n':
		return dec.decode(d, p)
	case c == '"':
		s := d.r.ReadStringBytes()
		if quotedPlain(t) && d.storeQuotedPlain(t, dec, s, p) {
			return nil
		}
		return d.storeQuoted([]byte(string(s)), reflect.NewAt(t, p).Elem(), d.r.Offset())
	case c == '-' || '0' <= c && c <= '9':
		end := d.r.NumberEnd()
		item := d.r.Data()[start:end]
		d.r.Advance(end - start)
		if !d.useNumber {
			// encoding/json reads the number as it would into an
			// interface first; one out of float64's range is reported as
			// such and then taken for null.
			if _, err := parseFloat(item, 64); err != nil {
				d.typeError("number "+string(item), float64Type, end+1)
				return d.decodeText(nullLiteral, dec, p)
			}
		}
	default:
		d.r.SkipValue()
	}
	d.saveError(fmt.Errorf("json: invalid use of ,string struct tag, trying to unmarshal unquoted value into %v", t))
	return nil
}

// decodeText runs dec on text, a JSON value that is not part of the input,
// and returns to the input.
func (d *decodeState) decodeText(text []byte, dec *decoder, p unsafe.Pointer) error {
	saved := d.r
	d.r.Reset(text, true)
	err := dec.decode(d, p)
	d.r = saved
	return err
}

// nullLiteral is the text decodeText is given for a null; decoders never
// write to their input.
var nullLiteral = []byte("null")

var float64Type = reflect.TypeFor[float64]()

// storeQuoted stores the text item, taken from inside a quoted string, into
// v, as encoding/json's literal decoding does for ",string" fields and
// TextUnmarshaler map keys. item has not been checked for syntax. Type
// errors are reported at offset off.
func (d *decodeState) storeQuoted(item []byte, v reflect.Value, off int) error {
	if !d.mustBeValid() {
		return nil
	}
	invalid := func() error {
		return fmt.Errorf("json: invalid use of ,string struct tag, trying to unmarshal %q into %v", item, v.Type())
	}
	if len(item) == 0 {
		d.saveError(invalid())
		return nil
	}
	isNull := item[0] == 'n'
	u, ut, pv := indirect(v, isNull)
	if u != nil {
		return u.UnmarshalJSON(item)
	}
	if ut != nil {
		if item[0] != '"' {
			d.saveError(invalid())
			return nil
		}
		s, ok := unquoteItem(item)
		if !ok {
			return invalid()
		}
		return ut.UnmarshalText(s)
	}
	v = pv
	switch c := item[0]; c {
	case 'n':
		if string(item) != "null" {
			d.saveError(invalid())
			break
		}
		switch v.Kind() {
		case reflect.Interface, reflect.Pointer, reflect.Map, reflect.Slice:
			v.SetZero()
		}
	case 't', 'f':
		if string(item) != "true" && string(item) != "false" {
			d.saveError(invalid())
			break
		}
		switch v.Kind() {
		case reflect.Bool:
			v.SetBool(c == 't')
		case reflect.Interface:
			if v.NumMethod() == 0 {
				v.Set(reflect.ValueOf(c == 't'))
			} else {
				d.typeError("bool", v.Type(), off)
			}
		default:
			d.saveError(invalid())
		}
	case '"':
		s, ok := unquoteItem(item)
		if !ok {
			return invalid()
		}
		switch v.Kind() {
		case reflect.String:
			if isNumber(v.Type()) && !jsonwire.IsValidNumber(string(s)) {
				return fmt.Errorf("json: invalid number literal, trying to unmarshal %q into Number", item)
			}
			v.SetString(string(s))
		case reflect.Interface:
			if v.NumMethod() == 0 {
				v.Set(reflect.ValueOf(string(s)))
			} else {
				d.typeError("string", v.Type(), off)
			}
		case reflect.Slice:
			if v.Type().Elem().Kind() != reflect.Uint8 {
				d.typeError("string", v.Type(), off)
				break
			}
			d.storeBase64(s, v)
		default:
			d.typeError("string", v.Type(), off)
		}
	default:
		if c != '-' && (c < '0' || c > '9') {
			return invalid()
		}
		return d.storeQuotedNumber(item, v, off, invalid)
	}
	return nil
}

// storeQuotedNumber is storeQuoted for item starting with '-' or a digit.
// It parses with strconv exactly as encoding/json does, which accepts some
// text no JSON number has, such as "-Inf" for a float.
func (d *decodeState) storeQuotedNumber(item []byte, v reflect.Value, off int, invalid func() error) error {
	s := string(item)
	switch v.Kind() {
	case reflect.Interface:
		var n any = Number(s)
		if !d.useNumber {
			f, err := strconv.ParseFloat(s, 64)
			if err != nil {
				d.typeError("number "+s, float64Type, off+1)
				return nil
			}
			n = f
		}
		if v.NumMethod() != 0 {
			d.typeError("number", v.Type(), off)
			return nil
		}
		v.Set(reflect.ValueOf(n))
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		n, err := strconv.ParseInt(s, 10, 64)
		if err != nil || v.OverflowInt(n) {
			d.typeError("number "+s, v.Type(), off)
			return nil
		}
		v.SetInt(n)
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr:
		n, err := strconv.ParseUint(s, 10, 64)
		if err != nil || v.OverflowUint(n) {
			d.typeError("number "+s, v.Type(), off)
			return nil
		}
		v.SetUint(n)
	case reflect.Float32, reflect.Float64:
		n, err := strconv.ParseFloat(s, v.Type().Bits())
		if err != nil || v.OverflowFloat(n) {
			d.typeError("number "+s, v.Type(), off)
			return nil
		}
		v.SetFloat(n)
	default:
		if v.Kind() == reflect.String && isNumber(v.Type()) {
			v.SetString(s)
			return nil
		}
		return invalid()
	}
	return nil
}

// unquoteItem returns the text of the quoted string item, or false if item
// is not one.
func unquoteItem(item []byte) ([]byte, bool) {
	if len(item) < 2 || item[0] != '"' || item[len(item)-1] != '"' {
		return nil, false
	}
	return jsonwire.AppendUnquote(nil, item[1:len(item)-1])
}

// storeBase64 decodes s as base64 into the byte slice v.
func (d *decodeState) storeBase64(s []byte, v reflect.Value) {
	b := make([]byte, base64.StdEncoding.DecodedLen(len(s)))
	n, err := base64.StdEncoding.Decode(b, s)
	if err != nil {
		d.saveError(err)
		return
	}
	v.SetBytes(b[:n])
}

// indirect follows v the way encoding/json does before storing a literal:
// through the address of a named value, through interfaces holding non-nil
// pointers, and through pointers, allocating nil ones, until it reaches a
// pointer with an UnmarshalJSON or UnmarshalText method (returned as u or
// ut; UnmarshalText is not looked for when decoding null) or a value that
// is neither. When decoding null it stops at the first pointer it can set,
// so that the pointer itself becomes nil.
func indirect(v reflect.Value, decodingNull bool) (u Unmarshaler, ut interface{ UnmarshalText([]byte) error }, pv reflect.Value) {
	// Going through v.Addr() and back with Elem() can lose the right to
	// set v (for fields promoted from unexported embedded structs), so the
	// original is restored after the method check.
	orig := v
	viaAddr := false
	if v.Kind() != reflect.Pointer && v.Type().Name() != "" && v.CanAddr() {
		v, viaAddr = v.Addr(), true
	}
	for {
		if v.Kind() == reflect.Interface && !v.IsNil() {
			if e := v.Elem(); e.Kind() == reflect.Pointer && !e.IsNil() && (!decodingNull || e.Elem().Kind() == reflect.Pointer) {
				v, viaAddr = e, false
				continue
			}
		}
		if v.Kind() != reflect.Pointer || decodingNull && v.CanSet() {
			return nil, nil, v
		}
		// An interface holding a pointer to itself would be followed
		// forever; decode into the interface instead.
		if v.Elem().Kind() == reflect.Interface && v.Elem().Elem().Equal(v) {
			return nil, nil, v.Elem()
		}
		if v.IsNil() {
			v.Set(reflect.New(v.Type().Elem()))
		}
		if v.Type().NumMethod() > 0 && v.CanInterface() {
			if m, ok := v.Interface().(Unmarshaler); ok {
				return m, nil, reflect.Value{}
			}
			if !decodingNull {
				if m, ok := v.Interface().(interface{ UnmarshalText([]byte) error }); ok {
					return nil, m, reflect.Value{}
				}
			}
		}
		if viaAddr {
			v, viaAddr = orig, false
		} else {
			v = v.Elem()
		}
	}
}

// quotedPlain reports whether the ",string" field type t may take the
// shortcut of storeQuotedPlain: a bool, number or string kind with no
// decoding methods.
func quotedPlain(t reflect.Type) bool {
	switch t.Kind() {
	case reflect.Bool, reflect.String,
		reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64,
		reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr,
		reflect.Float32, reflect.Float64:
	default:
		return false
	}
	pt := reflect.PointerTo(t)
	return !isNumber(t) && !pt.Implements(unmarshalerIface) && !pt.Implements(textUnmarshalerIface)
}

// storeQuotedPlain stores the contents s of a ",string" field's string into
// the field of type t (see quotedPlain), whose decoder is dec, when they are what the field
// expects, without allocating: a valid number for a number, true or false
// for a bool, a string without escapes for a string. It reports false,
// having stored nothing, for anything else, which storeQuoted handles.
func (d *decodeState) storeQuotedPlain(t reflect.Type, dec *decoder, s []byte, p unsafe.Pointer) bool {
	switch t.Kind() {
	case reflect.Bool:
		switch string(s) {
		case "true":
			*(*bool)(p) = true
		case "false":
			*(*bool)(p) = false
		default:
			return false
		}
		return true
	case reflect.String:
		if len(s) < 2 || s[0] != '"' || s[len(s)-1] != '"' {
			return false
		}
		inner := s[1 : len(s)-1]
		for _, c := range inner {
			if c < ' ' || c == '"' || c == '\\' || c >= utf8.RuneSelf {
				return false
			}
		}
		*(*string)(p) = string(inner)
		return true
	}
	// The contents are checked as a number through a string sharing their
	// memory; the string does not outlive the call.
	if len(s) == 0 || !jsonwire.IsValidNumber(unsafe.String(unsafe.SliceData(s), len(s))) {
		return false
	}
	// A number in a string gets the same treatment as a bare one, apart
	// from where its errors are reported: at the end of the string.
	off, saved := d.r.Offset(), d.err
	d.decodeText(s, dec, p) // t's kind decoder, which returns no errors: t has no methods
	if d.err != saved {
		// Report the type error where encoding/json does.
		if ute, ok := d.err.(*UnmarshalTypeError); ok {
			ute.Offset = int64(off)
		}
	}
	return true
}
