package json

import (
	"encoding"
	"reflect"
	"sync"

	"github.com/zerojson/json/internal/registry"
)

// This file lets the single pass of Unmarshal call UnmarshalJSON and
// UnmarshalText after it has read the whole input rather than when it meets
// their values, so that it need not validate the rest of the input first
// (see decode.go): the single pass checks it as it goes.
//
// encoding/json calls the methods in the order of their values, only once
// the whole input is known to be valid, and stops at the first that fails,
// leaving what it decoded before it. Calling them later keeps the order,
// and no method sees a malformed input, which the single pass rejects
// before any call. What a method's failure leaves is the one difference:
// by then the single pass has decoded what comes after the method's value.
// The decoding is then done again, from a zeroed destination, up to that
// value, with each method's receiver given back the value its call left
// rather than calling the method twice (replayTo).
//
// That is sound only where each receiver stays where it was called and is
// the same memory in the second decoding: inside the destination's own
// memory, reached through struct fields and arrays, not behind a pointer
// the decoding allocated, in a slice's array or a map. Types with methods
// anywhere else, and those whose values a method of the wire layer or
// generated code reads (which call methods themselves), are decoded with
// the methods called in place, as before (deferrableRoot).

// deferredCall is a method call the single pass left for later: of
// UnmarshalJSON with the value in the input, or of UnmarshalText with the
// text.
type deferredCall struct {
	u   Unmarshaler // nil for UnmarshalText
	t   encoding.TextUnmarshaler
	raw []byte
}

// recv returns the call's receiver.
func (c *deferredCall) recv() any {
	if c.u != nil {
		return c.u
	}
	return c.t
}

// MethodLater implements jsonwire.DecodeEngine: it stands for the call of
// u's UnmarshalJSON or, if u is nil, of t's UnmarshalText on the value at
// the cursor, a string for t, while the session's Later is set: it notes
// the call, or in a replay gives the receiver what the call left (see
// replayTo).
func (d *decodeState) MethodLater(u Unmarshaler, t encoding.TextUnmarshaler) error {
	call := deferredCall{u: u, t: t}
	if d.replay != nil {
		return d.replayCall(call.recv())
	}
	if u != nil {
		call.raw = d.r.RawValue()
	} else {
		call.raw = d.r.ReadText()
	}
	if !d.r.Failed() {
		d.deferred = append(d.deferred, call)
	}
	return nil
}

// replayCall gives recv what its call left in the decoding replayTo
// replays, and moves past its value.
func (d *decodeState) replayCall(recv any) error {
	j := d.replayed
	d.replayed++
	reflect.ValueOf(recv).Elem().Set(d.replay[j])
	d.r.SkipValue()
	if j == len(d.replay)-1 {
		return d.replayErr // the call that failed
	}
	return nil
}

// callDeferred makes the calls the single pass left, in their order, once
// the input is known to be valid; err is what the pass returned. If a
// method fails, the decoding is done again up to its value (replayTo);
// data and v are unmarshal's.
func (d *decodeState) callDeferred(err error, data []byte, v any) error {
	d.session.Later = false
	for k := range d.deferred {
		call := &d.deferred[k]
		var merr error
		if call.u != nil {
			merr = call.u.UnmarshalJSON(call.raw)
		} else {
			merr = call.t.UnmarshalText(call.raw)
		}
		if merr != nil {
			return d.replayTo(k, merr, data, v)
		}
	}
	d.dropDeferred()
	return err
}

// replayTo leaves the destination as encoding/json does when the method of
// the deferred call k fails with err: the decoding is done again from a
// zeroed destination, the calls up to k giving their receivers the values
// they hold now, and stops at call k with err. The receivers are the same
// memory in both decodings (see deferrableRoot).
func (d *decodeState) replayTo(k int, err error, data []byte, v any) error {
	saved := make([]reflect.Value, k+1)
	for j := range saved {
		recv := reflect.ValueOf(d.deferred[j].recv()).Elem()
		saved[j] = reflect.New(recv.Type()).Elem()
		saved[j].Set(recv)
	}
	d.dropDeferred()
	reflect.ValueOf(v).Elem().SetZero()
	d.session.Later, d.replay, d.replayed, d.replayErr = true, saved, 0, err
	err = d.unmarshal(data, v, true)
	d.session.Later, d.replay, d.replayErr = false, nil, nil
	return err
}

// dropDeferred forgets the deferred calls, and with them the receivers and
// the input; a state keeps little memory for them.
func (d *decodeState) dropDeferred() {
	clear(d.deferred)
	d.deferred = d.deferred[:0]
	if cap(d.deferred) > 1<<10 {
		d.deferred = nil
	}
}

// deferrableRoots caches deferrableRoot: reflect.Type → bool.
var deferrableRoots sync.Map

// deferrableRoot reports whether the single pass may defer the method
// calls of a decoding into what pointer type t points to: whether it calls
// any, and only on values in that memory (see methodSites).
func deferrableRoot(t reflect.Type) bool {
	if ok, found := deferrableRoots.Load(t); found {
		return ok.(bool)
	}
	w := methodSites{seen: map[siteKey]bool{}}
	w.walk(t.Elem(), true)
	ok := w.inline && !w.other
	deferrableRoots.Store(t, ok)
	return ok
}

// methodSites walks the types a decoding may reach for the values it hands
// to methods. It errs on the side of finding too many: a type with methods
// counts even where its decoder might decode it by its kind, and its
// contents are walked too.
type methodSites struct {
	seen   map[siteKey]bool
	inline bool // a method is called on a value in the destination's memory
	other  bool // a method may be called elsewhere, or by code that calls it itself
}

type siteKey struct {
	t      reflect.Type
	inline bool
}

// walk walks type t, reached in the destination's memory if inline.
func (w *methodSites) walk(t reflect.Type, inline bool) {
	if w.other || w.seen[siteKey{t, inline}] {
		return
	}
	w.seen[siteKey{t, inline}] = true
	if t == timeType || t == rawMessageType {
		return // decoded natively; time.Time's own method is called at once, as before
	}
	pt := reflect.PointerTo(t)
	f := registry.Lookup(t)
	switch {
	case f != nil && f.Generated:
		// Generated code reads a member with methods as MethodLater
		// wants (jsonimpl.ReadText, ReadJSON) or through the reflective
		// decoders; it reads the others as those of its kind.
	case f != nil || pt.Implements(wireUnmarshalerIface):
		w.other = true
		return
	case pt.Implements(unmarshalerIface) || pt.Implements(textUnmarshalerIface):
		if !inline {
			w.other = true
			return
		}
		w.inline = true
	}
	switch t.Kind() {
	case reflect.Struct:
		for _, sf := range structFields(t) {
			if sf.quoted {
				w.other = true // ",string" may store through a method, at once
				return
			}
			// Through embedded pointers, the decoding allocates.
			here, st := inline, t
			for _, i := range sf.index[:len(sf.index)-1] {
				if st = st.Field(i).Type; st.Kind() == reflect.Pointer {
					here, st = false, st.Elem()
				}
			}
			w.walk(sf.typ, here)
		}
	case reflect.Array:
		w.walk(t.Elem(), inline)
	case reflect.Pointer, reflect.Slice:
		w.walk(t.Elem(), false)
	case reflect.Map:
		w.walk(t.Key(), false)
		w.walk(t.Elem(), false)
	}
}
