package json

import (
	"fmt"
	"reflect"
	"unicode"
	"unicode/utf8"
	"unsafe"
)

// decField is one member of a struct's JSON object, as the decoder needs
// it: how to reach the Go field from the outer struct and how to decode it.
type decField struct {
	name   string
	quoted bool // ",string"
	typ    reflect.Type
	dec    *decoder

	// key is the object key as JSON writes it, quotes included, if the
	// name needs no escapes ("" otherwise), and keyWord and keyMask hold
	// its first eight bytes as a little-endian word, for atKey.
	key              string
	keyWord, keyMask uint64

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
	exact  map[string]int // JSON name → index in fields
	folded map[string]int // folded JSON name → index of the first field with it
}

// structDecoder decodes JSON objects into struct type t.
func structDecoder(t reflect.Type) func(*decodeState, unsafe.Pointer) error {
	sf := &structFieldsDec{
		exact:  map[string]int{},
		folded: map[string]int{},
	}
	for _, f := range structFields(t) {
		df := decField{name: f.name, quoted: f.quoted, typ: f.typ, dec: decoderLocked(f.typ)}
		if plainKey(f.name) {
			df.key = `"` + f.name + `"`
			for i := 0; i < len(df.key) && i < 8; i++ {
				df.keyWord |= uint64(df.key[i]) << (8 * i)
				df.keyMask |= 0xFF << (8 * i)
			}
		}
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
		sf.exact[df.name] = len(sf.fields)
		key := string(appendFolded(nil, []byte(df.name)))
		if _, ok := sf.folded[key]; !ok {
			sf.folded[key] = len(sf.fields)
		}
		sf.fields = append(sf.fields, df)
	}
	return func(d *decodeState, p unsafe.Pointer) error {
		if d.r.Peek() != '{' {
			d.mismatch(t)
			return nil
		}
		return d.object(t, sf, p)
	}
}

// object decodes the object at d.off into the struct of type t at p.
func (d *decodeState) object(t reflect.Type, sf *structFieldsDec, p unsafe.Pointer) error {
	outerStruct, outerDepth := d.inStruct, len(d.fieldPath)
	next := 0 // the field expected next; see lookup
	for ok := d.r.Enter('}'); ok; ok = d.r.More('}') {
		i := -1
		if next < len(sf.fields) && d.atKey(&sf.fields[next]) {
			// The key expected next, read without a search for its end.
			i = next
			d.r.Advance(len(sf.fields[next].key))
		} else {
			key := d.r.ReadStringBytes()
			i = sf.lookup(key, next)
			if i < 0 && d.disallowUnknown {
				d.saveError(fmt.Errorf("json: unknown field %q", key))
			}
		}
		d.r.Colon()

		if i < 0 {
			d.r.SkipValue()
		} else {
			next = i + 1
			f := &sf.fields[i]
			fp := p
			for _, hop := range f.via {
				d.fieldPath = append(d.fieldPath, hop.name)
				fp = unsafe.Add(fp, hop.offset)
				if hop.ptr != nil {
					pp := (*unsafe.Pointer)(fp)
					if *pp == nil {
						if !hop.canSet {
							d.saveError(fmt.Errorf("json: cannot set embedded pointer to unexported struct: %v", hop.ptr))
							fp = nil
							break
						}
						*pp = reflect.New(hop.ptr).UnsafePointer()
					}
					fp = *pp
				}
			}
			d.inStruct = t
			d.fieldPath = append(d.fieldPath, f.name)
			var err error
			switch {
			case fp == nil:
				d.r.SkipValue()
			case f.quoted:
				err = d.quotedValue(f.typ, f.dec, unsafe.Add(fp, f.offset))
			default:
				err = f.dec.decode(d, unsafe.Add(fp, f.offset))
			}
			if err != nil {
				return err
			}
			d.inStruct, d.fieldPath = outerStruct, d.fieldPath[:outerDepth]
		}
	}
	return nil
}

// plainKey reports whether an object key whose text is name is written in
// JSON as name itself: no byte of it needs an escape or could be one.
func plainKey(name string) bool {
	for _, c := range []byte(name) {
		if c < ' ' || c == '"' || c == '\\' || c >= utf8.RuneSelf {
			return false
		}
	}
	return true
}

// atKey reports whether the object key at d.off is f's, written as is. A
// name of up to six bytes is compared in one word operation, and the first
// eight bytes of a longer one.
func (d *decodeState) atKey(f *decField) bool {
	return f.key != "" && d.r.HasPrefix(f.key, f.keyWord, f.keyMask)
}

// lookup returns the index of the field the object key names, or -1: the
// field with exactly that name, or else the first whose name folds to the
// same text. next is the field expected, tried first: keys usually come in
// field order.
func (sf *structFieldsDec) lookup(key []byte, next int) int {
	if next < len(sf.fields) && sf.fields[next].name == string(key) {
		return next
	}
	if i, ok := sf.exact[string(key)]; ok {
		return i
	}
	var buf [64]byte
	if i, ok := sf.folded[string(appendFolded(buf[:0], key))]; ok {
		return i
	}
	return -1
}

// appendFolded appends the case-folded form of the object key s, under
// which keys that differ only in case compare equal: ASCII letters are
// upper-cased, and every other rune is replaced by the smallest rune of
// its Unicode simple-folding orbit (so 'K', 'k' and the Kelvin sign K all
// become 'K'). Invalid UTF-8 becomes U+FFFD.
func appendFolded(dst, s []byte) []byte {
	for i := 0; i < len(s); {
		c := s[i]
		if c < utf8.RuneSelf {
			if 'a' <= c && c <= 'z' {
				c -= 'a' - 'A'
			}
			dst = append(dst, c)
			i++
			continue
		}
		r, n := utf8.DecodeRune(s[i:])
		dst = utf8.AppendRune(dst, smallestFold(r))
		i += n
	}
	return dst
}

// smallestFold returns the smallest rune that simple-folds to the same
// orbit as r.
func smallestFold(r rune) rune {
	min := r
	for f := unicode.SimpleFold(r); f != r; f = unicode.SimpleFold(f) {
		if f < min {
			min = f
		}
	}
	return min
}
