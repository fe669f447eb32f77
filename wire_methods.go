package json

import (
	"bytes"
	"fmt"
	"reflect"

	"github.com/zerojson/json/internal/jsonwire"
	"github.com/zerojson/json/wire"
)

// This file holds what the authors of MarshalJSONWire and UnmarshalJSONWire
// methods (see WireMarshaler and WireUnmarshaler) need from the reflective
// codec: encoding and decoding a value they do not handle themselves, and
// reporting type errors as the decoder reports them.

// MarshalWire writes v through w exactly as [Marshal] encodes it, under w's
// options. It is for the parts of a type encoded by its own
// MarshalJSONWire that the method leaves to the reflective encoder, such
// as a map or an interface. With a Writer that package json handed to the
// method, v is encoded as part of the same encoding, in which a cycle of
// pointers through the method is found as Marshal finds one without it. An
// error is returned as Marshal returns it, and w is then left as it was.
func MarshalWire(w *wire.Writer, v any) error {
	e := writerState(w)
	if e == nil {
		e = getEncodeState(w.EscapeHTML())
		defer putEncodeState(e)
	}
	err := w.AppendValue(func(dst []byte) ([]byte, error) {
		return e.encodeAny(dst, v)
	})
	return methodError(err)
}

// UnmarshalWire decodes the value at r's cursor into the value v points to,
// exactly as [Unmarshal] decodes a member of an object into a field of type
// *v. It is for the fields an UnmarshalJSONWire method leaves to the
// reflective decoder. in and field name the struct type and the member
// (its JSON name) being decoded, which the decoder's type errors name as
// encoding/json's do; a nil in decodes v as a value of no struct.
//
// With a Reader that package json handed to the method, a type error is
// recorded as the decoder records one, and decoding goes on: Unmarshal
// returns the first such error once it has decoded everything it can. With
// any other Reader, UnmarshalWire returns the type error. Other errors,
// such as one returned by an UnmarshalJSON method, are returned for the
// method to return, and stop the decoding.
func UnmarshalWire(r *wire.Reader, v any, in reflect.Type, field string) error {
	rv := reflect.ValueOf(v)
	if rv.Kind() != reflect.Pointer || rv.IsNil() {
		return &InvalidUnmarshalError{Type: reflect.TypeOf(v)}
	}
	t := rv.Type().Elem()
	return withWireState(r, jsonwire.PathFrame{Type: in, Name: field}, func(d *decodeState) error {
		if u, ok := v.(WireUnmarshaler); ok && t.Name() != "" {
			// What the decoder would call for the field, called directly:
			// the common case of code written for a type calling the
			// code written for the type of one of its fields, which
			// costs no lookup of a decoder this way. Only for a named
			// type: encoding/json takes the address of a field to call
			// the methods of its pointer only then, and the methods a
			// struct type written out has are promoted ones.
			return d.callWireUnmarshaler(u)
		}
		// As the struct decoder decodes a field of type *v, not as a
		// value that *v is the pointer to: the methods are those of a
		// field, and a type error names *v's type, not the pointer's.
		return decoderFor(t).decode(d, rv.UnsafePointer())
	})
}

// ReportError records err, met by an UnmarshalJSONWire method in the
// member field of struct type in (nil for no struct), as the decoder
// records the errors that do not stop it, such as an [*UnmarshalTypeError]
// for a value of the wrong type or out of range. An *UnmarshalTypeError is
// completed with the Struct and Field encoding/json would give it (the
// path of member names from the outermost struct), and [Unmarshal] returns
// the first error recorded once it has decoded everything it can.
// ReportError returns nil; with a Reader that package json did not hand
// to the method, it returns err, completed, for the method to return.
func ReportError(r *wire.Reader, err error, in reflect.Type, field string) error {
	return withWireState(r, jsonwire.PathFrame{Type: in, Name: field}, func(d *decodeState) error {
		d.saveError(err)
		return nil
	})
}

// withWireState runs f with the decoding state that r belongs to, or, for a
// Reader of the user's, with a state that reads through r and whose first
// recorded error f's result is then; in either, for the time of f, the
// decoder is in member at.Name of struct type at.Type (if at.Type is not
// nil).
func withWireState(r *wire.Reader, at jsonwire.PathFrame, f func(d *decodeState) error) error {
	c := (*jsonwire.Reader)(r)
	if d := readerState(c); d != nil {
		return inField(d, at, f)
	}
	d := getDecodeState()
	d.useNumber, d.disallowUnknown = c.UseNumber(), c.DisallowUnknownFields()
	d.err, d.session.Path, d.completed = nil, d.session.Path[:0], nil
	// The state reads with a copy of the cursor, which goes back to r
	// afterwards: it is a value field, and r is the user's.
	d.r = *c
	d.r.SetSession(&d.session)
	err := inField(d, at, f)
	if err == nil {
		err = d.err
	}
	*c = d.r
	c.SetSession(nil)
	d.r = jsonwire.Reader{}
	d.r.SetSession(&d.session)
	putDecodeState(d)
	return err
}

// CheckWire verifies that v's MarshalJSONWire and UnmarshalJSONWire, as far
// as v has them, keep their contracts for v's current value, for use in the
// tests of the type's author, as [CheckAppender] does for MarshalAppendJSON:
//
//   - MarshalJSONWire writes one valid JSON value, the same under every
//     option of the Writer once compacted (HTML escaping and indentation
//     only change the layout), and the same as its MarshalJSON and
//     MarshalAppendJSON, if the type has them, after compacting;
//   - UnmarshalJSONWire reads back what MarshalJSONWire wrote, whole, into a
//     value that writes the same bytes again, and reads the same value as
//     UnmarshalJSON does, if the type has it.
//
// v must be a pointer if the methods have pointer receivers. CheckWire
// returns nil if everything holds, or an error that says what does not.
func CheckWire(v any) error {
	m, isMarshaler := v.(WireMarshaler)
	if !isMarshaler {
		return fmt.Errorf("json: %T has no MarshalJSONWire method", v)
	}
	var outputs [][]byte
	for _, escape := range []bool{true, false} {
		for _, indent := range []string{"", "\t"} {
			var w wire.Writer
			w.SetEscapeHTML(escape)
			w.SetIndent("", indent)
			w.Reset([]byte("prefix:"))
			if err := m.MarshalJSONWire(&w); err != nil {
				return fmt.Errorf("json: %T.MarshalJSONWire failed: %w", v, err)
			}
			out := w.Bytes()
			if string(out[:7]) != "prefix:" {
				return fmt.Errorf("json: %T.MarshalJSONWire changed the bytes already in the buffer", v)
			}
			out = out[7:]
			if err := jsonwire.Valid(out); err != nil {
				return fmt.Errorf("json: %T.MarshalJSONWire wrote invalid JSON %q: %w", v, out, err)
			}
			compact, _ := jsonwire.AppendCompact(nil, out, true)
			outputs = append(outputs, compact)
		}
	}
	for _, o := range outputs[1:] {
		if !bytes.Equal(o, outputs[0]) {
			return fmt.Errorf("json: %T.MarshalJSONWire writes %q under some options and %q under others", v, outputs[0], o)
		}
	}
	want := outputs[0]
	if a, ok := v.(MarshalAppender); ok {
		out, err := a.MarshalAppendJSON(nil)
		if err != nil {
			return fmt.Errorf("json: %T.MarshalAppendJSON failed where MarshalJSONWire succeeded: %w", v, err)
		}
		if got := jsonwire.EscapeHTMLFrom(out, 0); !bytes.Equal(got, want) {
			return fmt.Errorf("json: %T.MarshalJSONWire writes %q but MarshalAppendJSON appends %q", v, want, got)
		}
	}
	if mj, ok := v.(Marshaler); ok {
		js, err := mj.MarshalJSON()
		if err != nil {
			return fmt.Errorf("json: %T.MarshalJSON failed where MarshalJSONWire succeeded: %w", v, err)
		}
		got, err := jsonwire.AppendCompact(nil, js, true)
		if err != nil {
			return fmt.Errorf("json: %T.MarshalJSON returned invalid JSON %q: %w", v, js, err)
		}
		if !bytes.Equal(got, want) {
			return fmt.Errorf("json: %T.MarshalJSONWire writes %q but MarshalJSON returns %q", v, want, got)
		}
	}

	rv := reflect.ValueOf(v)
	if _, ok := v.(WireUnmarshaler); !ok || rv.Kind() != reflect.Pointer {
		return nil
	}
	// What is read back writes what was written, except where writing
	// is not one to one (invalid UTF-8 is written as \ufffd, which reads
	// back as U+FFFD): the two outputs must hold the same JSON values, and
	// a second round trip must read the value the first one did.
	fresh, err := readWire(rv.Type().Elem(), want)
	if err != nil {
		return fmt.Errorf("json: %T.UnmarshalJSONWire failed on %q: %w", v, want, err)
	}
	var w wire.Writer
	if err := fresh.Interface().(WireMarshaler).MarshalJSONWire(&w); err != nil {
		return fmt.Errorf("json: %T.MarshalJSONWire failed on the value UnmarshalJSONWire read: %w", v, err)
	}
	again, err := readWire(rv.Type().Elem(), w.Bytes())
	if err != nil {
		return fmt.Errorf("json: %T.UnmarshalJSONWire failed on %q: %w", v, w.Bytes(), err)
	}
	var wrote, rewrote any
	if Unmarshal(want, &wrote) != nil || Unmarshal(w.Bytes(), &rewrote) != nil || !reflect.DeepEqual(wrote, rewrote) {
		return fmt.Errorf("json: %T.UnmarshalJSONWire reads %q as a value that writes %q", v, want, w.Bytes())
	}
	if !reflect.DeepEqual(again.Interface(), fresh.Interface()) {
		return fmt.Errorf("json: %T.UnmarshalJSONWire reads %q as a value that reads back differently (from %q)", v, want, w.Bytes())
	}
	if _, ok := v.(Unmarshaler); ok {
		viaJSON := reflect.New(rv.Type().Elem())
		if err := viaJSON.Interface().(Unmarshaler).UnmarshalJSON(want); err != nil {
			return fmt.Errorf("json: %T.UnmarshalJSON failed on %q where UnmarshalJSONWire succeeded: %w", v, want, err)
		}
		if !reflect.DeepEqual(viaJSON.Elem().Interface(), fresh.Elem().Interface()) {
			return fmt.Errorf("json: %T.UnmarshalJSON and UnmarshalJSONWire read %q into different values", v, want)
		}
	}
	return nil
}

// readWire reads data into a new value of type t with its UnmarshalJSONWire
// method, which must read the whole input.
func readWire(t reflect.Type, data []byte) (reflect.Value, error) {
	p := reflect.New(t)
	r := wire.NewReader(data)
	if err := p.Interface().(WireUnmarshaler).UnmarshalJSONWire(r); err != nil {
		return p, err
	}
	if err := r.Finish(); err != nil {
		return p, fmt.Errorf("did not read the value whole: %w", err)
	}
	return p, nil
}

// inField runs f with d in member at.Name of struct type at.Type, if
// at.Type is not nil, as the struct decoder is while it decodes a member's
// value. An error f returns is completed with its Struct and Field there,
// before the path unwinds (see decodeState.withContext).
func inField(d *decodeState, at jsonwire.PathFrame, f func(d *decodeState) error) error {
	if at.Type == nil {
		return d.completeError(f(d))
	}
	depth := d.session.Push(at)
	return d.leaveField(depth, f(d))
}

// leaveField leaves the member entered at path depth depth, returning
// err, the result of decoding it, completed with its Struct and Field
// before the path unwinds.
func (d *decodeState) leaveField(depth int, err error) error {
	// completeError written out: through it, leaveField costs 83 of the
	// inliner's 80.
	if err != nil {
		err = d.withContext(err)
	}
	d.session.Path = d.session.Path[:depth]
	return err
}

// completeError is withContext for an error that may be nil.
func (d *decodeState) completeError(err error) error {
	if err != nil {
		return d.withContext(err)
	}
	return nil
}
