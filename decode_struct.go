package json

import (
	"fmt"
	"reflect"
	"unsafe"

	"github.com/zerojson/json/internal/jsonwire"
)

// decField is one member of a struct's JSON object, as the decoder needs
// it: how to reach the Go field from the outer struct and how to decode it.
type decField struct {
	name   string
	quoted *quotedField // ",string", nil without it
	typ    reflect.Type
	dec    *decoder

	// offset is the field's offset from the struct that holds it directly:
	// the outer struct, or the last embedded struct of via.
	offset uintptr

	// via lists the embedded struct fields between the outer struct and the
	// one holding the field; empty for a field of the outer struct itself.
	via []embeddedHop
}

// embeddedHop is one step through an embedded struct field.
type embeddedHop struct {
	name   string       // the embedded field's Go name, for error paths
	offset uintptr      // its offset in the struct that holds it
	ptr    reflect.Type // the pointed-to struct type if the field is a pointer, else nil
	canSet bool         // whether a nil pointer may be replaced (the field is exported)
}

// structFieldsDec is the compiled field table of a struct type.
type structFieldsDec struct {
	fields []decField
	names  *jsonwire.Names // the fields' JSON names, in the same order
}

// structDecoder decodes JSON objects into struct type t.
func structDecoder(t reflect.Type) func(*decodeState, unsafe.Pointer) error {
	sf := decodeFields(t)
	// The members decoded here rather than in a method the function
	// calls: a call fewer for every struct.
	return func(d *decodeState, p unsafe.Pointer) error {
		if d.r.Peek() != '{' {
			d.mismatch(t)
			return nil
		}
		// The table of fields as the frame's Fields (see fieldsOf).
		depth := d.session.PushFields(t, unsafe.Pointer(sf))
		next := 0 // the field expected next, the one after the last matched
		for i, key, ok := d.r.FirstMember(sf.names); ok; i, key, ok = d.r.MoreMember(sf.names, next) {
			if i < 0 {
				if d.disallowUnknown && !d.r.Failed() {
					d.saveError(fmt.Errorf("json: unknown field %q", key))
				}
				d.r.SkipValue()
				continue
			}
			next = i + 1
			d.session.Path[depth].Member = i
			f := &sf.fields[i]
			fp := p
			if len(f.via) > 0 {
				fp = d.embedded(f.via, p)
			}
			var err error
			switch {
			case fp == nil:
				d.r.SkipValue()
			case f.quoted != nil:
				err = f.quoted.decode(d, unsafe.Add(fp, f.offset))
			default:
				err = f.dec.decode(d, unsafe.Add(fp, f.offset))
			}
			if err != nil {
				// The path is left as it is, for the error's context,
				// which whoever stops the decoding completes.
				return err
			}
		}
		d.session.Path = d.session.Path[:depth]
		return nil
	}
}

// embedded returns the address of the struct that holds a field reached
// through the embedded fields via from the struct at p, allocating the
// structs of nil embedded pointers on the way, or nil, with the error
// saved, where such a pointer cannot be set.
func (d *decodeState) embedded(via []embeddedHop, p unsafe.Pointer) unsafe.Pointer {
	for _, hop := range via {
		p = unsafe.Add(p, hop.offset)
		if hop.ptr == nil {
			continue
		}
		pp := (*unsafe.Pointer)(p)
		if *pp == nil {
			if !hop.canSet {
				d.saveError(fmt.Errorf("json: cannot set embedded pointer to unexported struct: %v", hop.ptr))
				return nil
			}
			*pp = reflect.New(hop.ptr).UnsafePointer()
		}
		p = *pp
	}
	return p
}

// decodeFields compiles the table of fields of struct type t.
func decodeFields(t reflect.Type) *structFieldsDec {
	sf := &structFieldsDec{}
	var names []string
	for _, f := range structFields(t) {
		df := decField{name: f.name, typ: f.typ, dec: decoderLocked(f.typ)}
		if f.quoted {
			df.quoted = newQuotedField(f.typ)
		}
		names = append(names, f.name)
		st := t
		for i, ind := range f.index {
			gf := st.Field(ind)
			if i == len(f.index)-1 {
				df.offset = gf.Offset
				break
			}
			hop := embeddedHop{name: gf.Name, offset: gf.Offset, canSet: gf.IsExported()}
			st = gf.Type
			if st.Kind() == reflect.Pointer {
				st = st.Elem()
				hop.ptr = st
			}
			df.via = append(df.via, hop)
		}
		sf.fields = append(sf.fields, df)
	}
	sf.names = jsonwire.NewNames(names...)
	return sf
}
