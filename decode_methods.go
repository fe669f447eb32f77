package json

import (
	"encoding"
	"encoding/base64"
	"fmt"
	"reflect"
	"strconv"
	"time"
	"unicode/utf8"
	"unsafe"

	"github.com/zerojson/json/internal/jsonwire"
	"github.com/zerojson/json/wire"
)

// This file decodes through methods — UnmarshalJSONWire, UnmarshalJSON,
// UnmarshalText, and the native time.Time and RawMessage — and handles the
// ",string" option, whose corner cases encoding/json defines by running its
// literal decoding on the unquoted text; here each field's share of those
// rules is compiled once (quotedField).

// callWireUnmarshaler has u read the value at the cursor with the decoder's
// own Reader, carrying the decoding's options. Unlike callUnmarshalJSON it
// does not validate the input first (see WireUnmarshaler). A syntax error
// the method met is the Reader's and ends the decoding by itself.
func (d *decodeState) callWireUnmarshaler(u WireUnmarshaler) error {
	start, depth := d.beginWire()
	return d.endWire(u.UnmarshalJSONWire((*wire.Reader)(&d.r)), start, depth)
}

// callWireFunc is callWireUnmarshaler for the value at p of a type whose
// UnmarshalJSONWire read calls (see package registry).
func (d *decodeState) callWireFunc(read func(unsafe.Pointer, *wire.Reader) error, p unsafe.Pointer) error {
	start, depth := d.beginWire()
	return d.endWire(read(p, (*wire.Reader)(&d.r)), start, depth)
}

// beginWire readies the Reader for a method and returns where it starts.
func (d *decodeState) beginWire() (start, depth int) {
	d.r.SetOptions(d.useNumber, d.disallowUnknown)
	return d.r.Offset(), d.r.Depth()
}

// endWire returns what a method that started at start and depth and
// returned err leaves to the decoding: nil if it met a syntax error, which
// the Reader keeps, and jsonwire.ErrWireValue if it did not read one value
// whole.
func (d *decodeState) endWire(err error, start, depth int) error {
	if d.r.Failed() {
		return nil
	}
	if err == nil && (d.r.Depth() != depth || d.r.Offset() == start) {
		err = jsonwire.ErrWireValue
	}
	return err
}

// mustBeValid validates the input before a method of the destination is
// handed the value at the cursor (see jsonwire.Reader.MustBeValid): the
// single pass has checked what it has read, and the path tells whether
// only the rest of the input needs checking (MustBeValidAt). The struct's
// other methods find it validated.
func (d *decodeState) mustBeValid() bool {
	return d.r.MustBeValidAt(d.session.Path)
}

// callUnmarshalJSON hands the value at the cursor to u, now or, in the
// single pass, once the input has been read (see decode_deferred.go).
func (d *decodeState) callUnmarshalJSON(u Unmarshaler) error {
	if d.session.Later {
		return d.MethodLater(u, nil)
	}
	if !d.mustBeValid() {
		return nil
	}
	return u.UnmarshalJSON(d.r.RawValue())
}

// textValue decodes the non-null value at the cursor with the
// UnmarshalText method of p, a *vt.t. Only strings fit; anything else is a
// type error naming orig, the type the decoding started from.
func (d *decodeState) textValue(vt *valueType, p unsafe.Pointer, orig reflect.Type) error {
	later := d.session.Later
	if !later && !d.mustBeValid() {
		return nil
	}
	start := d.r.Offset()
	switch c := d.r.Peek(); c {
	case '"':
		u := d.values.pointerAt(vt, p).(encoding.TextUnmarshaler)
		if later {
			return d.MethodLater(nil, u)
		}
		return u.UnmarshalText(d.r.ReadText())
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

// decodeTime decodes a time.Time as its own UnmarshalJSON does: the common
// layout of timestamp by jsonwire.ReadTimeAt, anything else by the method, called
// directly rather than through an interface.
func decodeTime(d *decodeState, p unsafe.Pointer) error {
	if jsonwire.ReadTimeAt(&d.r, p) {
		return nil
	}
	return (*time.Time)(p).UnmarshalJSON(d.r.RawValue())
}

// decodeRawMessage copies the value, null included, into a RawMessage
// (ours or encoding/json's), reusing its memory.
func decodeRawMessage(d *decodeState, p unsafe.Pointer) error {
	d.r.ReadRawInto((*[]byte)(p))
	return nil
}

// quotedField is the compiled decoding of a struct field tagged ",string",
// which encoding/json honours for fields of bool, number and string kinds
// and unnamed pointers to them (see tags.go). Everything that depends on
// the field's type — the pointer to follow, the method of the pointed-to
// type to call, the kind to store — is decided once, here.
type quotedField struct {
	t   reflect.Type // the field's type
	vt  reflect.Type // t, or what t points to
	ptr bool         // t is an unnamed pointer type

	hasJSON, hasText bool // *vt has UnmarshalJSON; *vt has UnmarshalText and not UnmarshalJSON

	// plain says that the contents of a string may be decoded by vt's own
	// decoder when they are a JSON number, true or false (see
	// storeQuotedPlain): vt has no methods and is not a Number.
	plain bool

	dec *decoder // t's decoder, which also decodes null as without the option
}

func newQuotedField(t reflect.Type) *quotedField {
	q := &quotedField{t: t, vt: t, dec: decoderLocked(t)}
	if t.Kind() == reflect.Pointer {
		q.ptr, q.vt = true, t.Elem()
	}
	pt := reflect.PointerTo(q.vt)
	q.hasJSON = pt.Implements(unmarshalerIface)
	q.hasText = !q.hasJSON && pt.Implements(textUnmarshalerIface)
	q.plain = !q.ptr && !q.hasJSON && !q.hasText && q.vt != numberType
	return q
}

// decode decodes the value at the cursor into the field at p. encoding/json
// accepts null and strings there; a string's contents are stored as if
// they were the value itself (see store).
func (q *quotedField) decode(d *decodeState, p unsafe.Pointer) error {
	// The option is rare, and what it stores may call methods.
	if !d.mustBeValid() {
		return nil
	}
	start := d.r.Offset()
	switch c := d.r.Peek(); {
	case c == 'n':
		return q.dec.decode(d, p)
	case c == '"':
		s := d.r.ReadStringBytes()
		if q.plain && d.storeQuotedPlain(q.vt, q.dec, s, p) {
			return nil
		}
		// A copy: a method may keep what it is given.
		return q.store(d, []byte(string(s)), p, d.r.Offset())
	case c == '-' || '0' <= c && c <= '9':
		end := d.r.NumberEnd()
		item := d.r.Data()[start:end]
		d.r.Advance(end - start)
		if !d.useNumber {
			// encoding/json reads the number as it would into an
			// interface first; one out of float64's range is reported as
			// such and then taken for null.
			if _, err := jsonwire.ParseFloat(item, 64); err != nil {
				d.typeError("number "+string(item), float64Type, end+1)
				return d.decodeText(nullLiteral, q.dec, p)
			}
		}
	default:
		d.r.SkipValue()
	}
	d.saveError(fmt.Errorf("json: invalid use of ,string struct tag, trying to unmarshal unquoted value into %v", q.t))
	return nil
}

// store stores item, the contents of the field's string, into the field at
// p as encoding/json stores a literal it has read "from quotes": item has
// had no syntax check, so whatever is not null, true, false, a quoted
// string or text starting with '-' or a digit (which strconv parses, so
// that "-Inf" reads into a float) is an "invalid use of ,string" error.
// Type errors are reported at offset off, the end of the string.
//
// The steps and the errors follow encoding/json's: a pointer is set to nil
// by null and allocated otherwise; UnmarshalJSON, if the pointed-to type
// has it, receives item whatever it is, and UnmarshalText receives the
// contents of a quoted item (not null); anything else is stored by kind.
// The type named by an "invalid use" error is the field's up to the
// methods and the pointed-to type's after them.
func (q *quotedField) store(d *decodeState, item []byte, p unsafe.Pointer, off int) error {
	invalid := func(t reflect.Type) error {
		return fmt.Errorf("json: invalid use of ,string struct tag, trying to unmarshal %q into %v", item, t)
	}
	if len(item) == 0 {
		d.saveError(invalid(q.t))
		return nil
	}
	isNull := item[0] == 'n'
	target := p
	if q.ptr {
		pp := (*unsafe.Pointer)(p)
		if isNull {
			if string(item) != "null" {
				d.saveError(invalid(q.t))
				return nil
			}
			*pp = nil
			return nil
		}
		if *pp == nil {
			*pp = reflect.New(q.vt).UnsafePointer()
		}
		target = *pp
	}
	switch {
	case q.hasJSON:
		return reflect.NewAt(q.vt, target).Interface().(Unmarshaler).UnmarshalJSON(item)
	case q.hasText && !isNull:
		if item[0] != '"' {
			d.saveError(invalid(q.t))
			return nil
		}
		s, ok := unquoteItem(item)
		if !ok {
			return invalid(q.t)
		}
		return reflect.NewAt(q.vt, target).Interface().(interface{ UnmarshalText([]byte) error }).UnmarshalText(s)
	}
	vt := q.vt
	switch c := item[0]; c {
	case 'n':
		// null leaves a bool, number or string as it is.
		if string(item) != "null" {
			d.saveError(invalid(vt))
		}
	case 't', 'f':
		switch {
		case string(item) != "true" && string(item) != "false", vt.Kind() != reflect.Bool:
			d.saveError(invalid(vt))
		default:
			*(*bool)(target) = c == 't'
		}
	case '"':
		s, ok := unquoteItem(item)
		switch {
		case !ok:
			return invalid(vt)
		case vt.Kind() != reflect.String:
			d.typeError("string", vt, off)
		case vt == numberType && !jsonwire.IsValidNumber(string(s)):
			return fmt.Errorf("json: invalid number literal, trying to unmarshal %q into Number", item)
		default:
			*(*string)(target) = d.r.MakeString(s)
		}
	default:
		if c != '-' && (c < '0' || c > '9') {
			return invalid(vt)
		}
		return d.storeQuotedNumber(item, reflect.NewAt(vt, target).Elem(), off, func() error { return invalid(vt) })
	}
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

// storeQuotedNumber is quotedField.store for item starting with '-' or a
// digit, into v, a bool, number or string. It parses with strconv exactly
// as encoding/json does, which accepts some text no JSON number has, such
// as "-Inf" for a float.
func (d *decodeState) storeQuotedNumber(item []byte, v reflect.Value, off int, invalid func() error) error {
	s := string(item)
	switch v.Kind() {
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
		if v.Kind() == reflect.String && v.Type() == numberType {
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

// storeQuotedPlain stores the contents s of a ",string" field's string into
// the field of type t (one without methods: see quotedField.plain), whose
// decoder is dec, when they are what the field expects, without
// allocating: a valid number for a number, true or false for a bool, a
// string without escapes for a string. It reports false, having stored
// nothing, for anything else, which quotedField.store handles.
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
		*(*string)(p) = d.r.MakeString(inner)
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
