package bench

import (
	"bytes"
	stdjson "encoding/json"
	"fmt"
	"reflect"
)

// This file holds the probes of a cell's verdict. A library's result on the
// workload itself can equal encoding/json's while it skips a check that
// encoding/json makes on every input of that shape, a check that costs
// time; its cell would then be timed as correct for work it does not do.
// So each workload is also run once with the defects those checks are
// there for, and the library must answer as encoding/json does:
//
//   - decoding, every string value gets a byte that is not UTF-8, which
//     encoding/json decodes as U+FFFD;
//   - encoding, every string gets such a byte, which encoding/json writes
//     as \ufffd, and, in a second probe, every json.RawMessage loses its
//     last byte, which encoding/json reports as an error.
//
// A probe's results are compared as the workload's are; of an error only
// its presence counts, not its text.

// The probes' names, which the report's detail starts with.
const (
	notUTF8Probe  = "with a byte that is not UTF-8 in every string"
	shortRawProbe = "with every RawMessage cut short by a byte"
)

// A probe is encoding/json's answer to one defective variant of a workload.
type probe struct {
	name    string
	poison  func(reflect.Value) bool // makes an encode probe's value from the workload's
	doc     []byte                   // a decode probe's document
	encoded []byte                   // encoding/json's output, or nil with failed
	decoded any                      // encoding/json's value, or nil with failed
	failed  bool                     // encoding/json returned an error
}

// newProbes returns encoding/json's answers to the probes of w for op; a
// probe whose defect has nowhere to go in w (no string, no RawMessage) is
// left out.
func newProbes(w *Workload, op Op) ([]probe, error) {
	if op == Decode {
		doc := poisonStringValues(w.Doc)
		if bytes.Equal(doc, w.Doc) {
			return nil, nil
		}
		p := probe{name: notUTF8Probe, doc: doc, decoded: w.NewValue(FlavorStd)}
		if err := stdjson.Unmarshal(doc, p.decoded); err != nil {
			p.decoded, p.failed = nil, true
		}
		return []probe{p}, nil
	}
	var candidates []probe
	if classicInvalidUTF8 {
		candidates = append(candidates, probe{name: notUTF8Probe, poison: poisonStrings})
	}
	candidates = append(candidates, probe{name: shortRawProbe, poison: poisonRawMessages})
	var ps []probe
	for _, p := range candidates {
		v, err := w.Value(FlavorStd)
		if err != nil {
			return nil, err
		}
		if !p.poison(reflect.ValueOf(v)) {
			continue
		}
		if p.encoded, err = encodeOnce(stdLibrary(), w, v); err != nil {
			p.encoded, p.failed = nil, true
		}
		ps = append(ps, p)
	}
	return ps, nil
}

// check returns why lib's answer to p is not encoding/json's, or "" if it
// is.
func (p *probe) check(lib *Library, w *Workload, op Op) (why string, err error) {
	defer func() {
		if r := recover(); r != nil {
			why = fmt.Sprintf("%s: panics: %v", p.name, r)
		}
	}()
	var got []byte
	var failed bool
	var decoded any
	if op == Encode {
		v, err := w.Value(lib.Flavor)
		if err != nil {
			return "", err
		}
		p.poison(reflect.ValueOf(v))
		got, err = encodeOnce(lib, w, v)
		failed = err != nil
	} else {
		decoded = w.NewValue(lib.Flavor)
		failed = lib.Unmarshal(bytes.Clone(p.doc), decoded) != nil
	}
	switch {
	case failed && !p.failed:
		return fmt.Sprintf("%s: returns an error, encoding/json does not", p.name), nil
	case !failed && p.failed:
		return fmt.Sprintf("%s: succeeds, encoding/json returns an error", p.name), nil
	case failed:
		return "", nil
	case op == Encode && !bytes.Equal(got, p.encoded):
		return p.name + ": " + firstDifference(got, p.encoded), nil
	case op == Decode && !decodedEqual(decoded, p.decoded):
		return p.name + ": decoded value differs from encoding/json's", nil
	}
	return "", nil
}

// poisonStringValues returns doc, valid JSON, with the byte 0xFF put at the
// start of every string that is not a member's name.
func poisonStringValues(doc []byte) []byte {
	out := make([]byte, 0, len(doc)+len(doc)/8)
	for i := 0; i < len(doc); i++ {
		c := doc[i]
		out = append(out, c)
		if c != '"' {
			continue
		}
		// The string's contents, to the closing quote.
		j := i + 1
		for ; doc[j] != '"'; j++ {
			if doc[j] == '\\' {
				j++
			}
		}
		k := j + 1
		for k < len(doc) && (doc[k] == ' ' || doc[k] == '\t' || doc[k] == '\n' || doc[k] == '\r') {
			k++
		}
		if k == len(doc) || doc[k] != ':' {
			out = append(out, 0xff)
		}
		out = append(out, doc[i+1:j+1]...)
		i = j
	}
	return out
}

// classicInvalidUTF8 reports whether this toolchain's encoding/json writes
// a byte that is not UTF-8 as classic encoding/json does, as \ufffd. Go
// 1.27's default build, whose encoding/json runs on encoding/json/v2,
// writes the character U+FFFD itself; there the encode probe of strings
// would hold every library to that, zerojson included, which writes what
// classic encoding/json writes. It is left out there.
var classicInvalidUTF8 = func() bool {
	b, err := stdjson.Marshal("\xff")
	return err == nil && string(b) == `"\ufffd"`
}()

var rawMessageType = reflect.TypeFor[stdjson.RawMessage]()

// poisonStrings appends the byte 0xFF to every string v holds (not to map
// keys) and reports whether there was one.
func poisonStrings(v reflect.Value) bool {
	return walkSettable(v, func(v reflect.Value) bool {
		if v.Kind() != reflect.String {
			return false
		}
		v.SetString(v.String() + "\xff")
		return true
	})
}

// poisonRawMessages cuts every non-empty json.RawMessage v holds short by
// its last byte and reports whether there was one.
func poisonRawMessages(v reflect.Value) bool {
	return walkSettable(v, func(v reflect.Value) bool {
		if v.Type() != rawMessageType || v.Len() == 0 {
			return false
		}
		v.SetBytes(bytes.Clone(v.Bytes()[:v.Len()-1]))
		return true
	})
}

// walkSettable calls f on every value reachable from v through pointers,
// exported struct fields, elements of slices and arrays, map values and
// interfaces, as a settable copy where it is not one (map values and the
// contents of interfaces are set back); f reports whether it changed the
// value, and walkSettable whether any call did. It does not descend into a
// value f changed, nor into []byte.
func walkSettable(v reflect.Value, f func(reflect.Value) bool) bool {
	if v.CanSet() && f(v) {
		return true
	}
	changed := false
	switch v.Kind() {
	case reflect.Pointer:
		if !v.IsNil() {
			changed = walkSettable(v.Elem(), f)
		}
	case reflect.Interface:
		if !v.IsNil() {
			e := reflect.New(v.Elem().Type()).Elem()
			e.Set(v.Elem())
			if changed = walkSettable(e, f); changed {
				v.Set(e)
			}
		}
	case reflect.Struct:
		for i := range v.NumField() {
			if v.Type().Field(i).IsExported() {
				changed = walkSettable(v.Field(i), f) || changed
			}
		}
	case reflect.Slice, reflect.Array:
		if v.Type().Elem().Kind() == reflect.Uint8 {
			break
		}
		for i := range v.Len() {
			changed = walkSettable(v.Index(i), f) || changed
		}
	case reflect.Map:
		for it := v.MapRange(); it.Next(); {
			e := reflect.New(v.Type().Elem()).Elem()
			e.Set(it.Value())
			if walkSettable(e, f) {
				v.SetMapIndex(it.Key(), e)
				changed = true
			}
		}
	}
	return changed
}
