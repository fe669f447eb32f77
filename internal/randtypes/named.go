package randtypes

// Declared types for the generator and for the tests of package json's
// defined_pointer_test.go, which reflect cannot make at run time: defined pointer types (type P *T) and named types of the kinds
// reflect builds only unnamed (maps, slices, arrays, funcs, chans,
// interfaces).
//
// A defined pointer type has no methods, and encoding/json treats it
// accordingly in each direction. Decoding through P it looks for
// UnmarshalJSON and UnmarshalText only on pointer types that have methods,
// so it never calls T's or *T's (not even value-receiver ones, time.Time's
// or RawMessage's) and decodes T by its kind; if T is itself an unnamed
// pointer type, that pointer's methods count as usual. Encoding through P it
// encodes the pointed-to value, which is addressable, so T's and *T's
// marshalling methods apply. Each T below is chosen for what a library
// could wrongly do through P: methods promoted from embedded fields (one of
// them a nil-able pointer), the native types, named scalars with methods,
// pointers to pointers, containers.

import (
	stdjson "encoding/json"
	"errors"
	"fmt"
	"reflect"
	"strconv"
	"strings"
	"time"
)

// errNilReceiver is what NilU's UnmarshalJSON returns when it is called
// through a nil embedded pointer.
var errNilReceiver = errors.New("UnmarshalJSON called on a nil *NilU")

// NilU has pointer-receiver methods, which a struct embedding a *NilU
// promotes whether the pointer is set or not. Both handle a nil receiver
// so that a wrong call shows as a difference, not as a panic in both
// libraries.
type NilU struct{ U int }

func (u *NilU) UnmarshalJSON(b []byte) error {
	if u == nil {
		return errNilReceiver
	}
	u.U = len(b)
	return nil
}

func (u *NilU) MarshalJSON() ([]byte, error) {
	if u == nil {
		return []byte(`"nil NilU"`), nil
	}
	return fmt.Appendf(nil, `{"U":%d}`, u.U), nil
}

// NilEmbed promotes NilU's methods through an embedded pointer that may be
// nil; its own kind is a struct with the fields U and A.
type NilEmbed struct {
	*NilU
	A int
}

// TimeEmbed promotes time.Time's methods: it encodes as a time, but
// through a defined pointer it decodes as a struct whose only field is N.
type TimeEmbed struct {
	time.Time
	N int `json:",omitempty"`
}

// PtrJSONInner decodes and encodes itself with pointer-receiver methods;
// its UnmarshalJSON refuses true and false.
type PtrJSONInner struct{ N int }

func (p *PtrJSONInner) UnmarshalJSON(b []byte) error {
	if b[0] == 't' || b[0] == 'f' {
		return ErrUnmarshalJSON
	}
	p.N = len(b)
	return nil
}

func (p *PtrJSONInner) MarshalJSON() ([]byte, error) { return fmt.Appendf(nil, "[%d]", p.N), nil }

// PtrJSONEmbed promotes PtrJSONInner's methods to its pointer type only.
type PtrJSONEmbed struct {
	PtrJSONInner
	B string
}

// PtrTextInner decodes and encodes itself as text, with pointer-receiver
// methods.
type PtrTextInner struct{ S string }

func (p *PtrTextInner) UnmarshalText(b []byte) error {
	p.S = string(b)
	return nil
}

func (p *PtrTextInner) MarshalText() ([]byte, error) { return []byte(p.S), nil }

// PtrTextEmbed promotes PtrTextInner's methods to its pointer type only.
type PtrTextEmbed struct {
	PtrTextInner
	C int
}

// TextInt is an integer written as the text "n<number>", which its
// UnmarshalText reads back; it also serves as a map key.
type TextInt int

func (n TextInt) MarshalText() ([]byte, error) { return fmt.Appendf(nil, "n%d", int(n)), nil }

func (n *TextInt) UnmarshalText(b []byte) error {
	k, err := strconv.Atoi(strings.TrimPrefix(string(b), "n"))
	if err != nil {
		return ErrUnmarshalText
	}
	*n = TextInt(k)
	return nil
}

// KeptText keeps the text its UnmarshalText is handed, which the method's
// contract forbids and encoding/json allows: the text is part of the input
// or, if it needed decoding, memory of its own.
type KeptText []byte

func (k KeptText) MarshalText() ([]byte, error) { return k, nil }

func (k *KeptText) UnmarshalText(b []byte) error {
	*k = b
	return nil
}

// JSONStr is a string that encodes as an object and keeps whatever JSON it
// is given.
type JSONStr string

func (s JSONStr) MarshalJSON() ([]byte, error) { return fmt.Appendf(nil, `{"len":%d}`, len(s)), nil }

func (s *JSONStr) UnmarshalJSON(b []byte) error {
	*s = JSONStr(b)
	return nil
}

// ValJSON has its methods on the value receiver, which the pointer type
// shares; its UnmarshalJSON cannot store anything and refuses strings.
type ValJSON struct{ N int }

func (v ValJSON) MarshalJSON() ([]byte, error) { return fmt.Appendf(nil, "[%d]", v.N), nil }

func (v ValJSON) UnmarshalJSON(b []byte) error {
	if b[0] == '"' {
		return ErrUnmarshalJSON
	}
	return nil
}

// AppendTextInt has MarshalText on the value and AppendText, which
// agrees with it, on the pointer: an encoder may use AppendText only where
// the value is addressable, as through a defined pointer.
type AppendTextInt int

func (n AppendTextInt) MarshalText() ([]byte, error) { return fmt.Appendf(nil, "a%d", int(n)), nil }

func (n *AppendTextInt) AppendText(dst []byte) ([]byte, error) {
	return fmt.Appendf(dst, "a%d", int(*n)), nil
}

// Defined pointer types.
type (
	PNilEmbed      *NilEmbed
	PTimeEmbed     *TimeEmbed
	PPtrJSONEmbed  *PtrJSONEmbed
	PPtrTextEmbed  *PtrTextEmbed
	PPtrJSONInner  *PtrJSONInner
	PTextInt       *TextInt
	PJSONStr       *JSONStr
	PValJSON       *ValJSON
	PTime          *time.Time
	PRawMessage    *stdjson.RawMessage
	PNumber        *stdjson.Number
	PPtrPtr        **PtrJSONEmbed // the element's methods count: it is an unnamed pointer
	PPTextInt      *PTextInt      // a pointer to a defined pointer
	PSlice         *[]TextInt
	PNamedSlice    *NamedSlice
	PMap           *map[string]PTextInt
	PNamedMap      *NamedMap
	PAny           *any
	PNamedIface    *NamedIface
	PAppendBothPtr *AppendBothPtr
	PAppendText    *AppendText
	PValueText     *ValueText
	PPointerZeroer *PointerZeroer
	PInt           *int
	PEmbA          *EmbA
	PAppendTextInt *AppendTextInt
)

// Named types of the kinds the generator otherwise makes only unnamed.
type (
	NamedBool    bool
	NamedFloat   float32
	NamedComplex complex64
	NamedFunc    func()
	NamedChan    chan int
	NamedMap     map[string]TextInt
	NamedPtrMap  map[NamedStringKey]PNilEmbed
	NamedSlice   []PTimeEmbed
	NamedArray   [2]PPtrJSONEmbed
	NamedAny     any
	NamedIface   interface{ UnmarshalJSON([]byte) error }
)

// PHolder holds defined pointers in fields with options: ",string" does
// not apply to them (encoding/json looks through unnamed pointers only),
// omitempty and omitzero test them for nil.
type PHolder struct {
	A PNilEmbed     `json:"a"`
	B PTimeEmbed    `json:"b,omitempty"`
	C PTextInt      `json:"c,string"`
	D PPtrJSONEmbed `json:"d,omitzero"`
	//lint:ignore SA5008 ,string on a pointer to a defined pointer, which encoding/json leaves alone, is the case
	E *PTextInt      `json:"e,string"`
	F PInt           `json:"f,string,omitempty"`
	G PPointerZeroer `json:"g,omitzero"`
	H PAppendText    `json:",omitempty"`
}

var (
	// definedPointerTypes are the defined pointer types the generator
	// draws from.
	definedPointerTypes = []reflect.Type{
		reflect.TypeFor[PNilEmbed](), reflect.TypeFor[PTimeEmbed](), reflect.TypeFor[PPtrJSONEmbed](),
		reflect.TypeFor[PPtrTextEmbed](), reflect.TypeFor[PPtrJSONInner](), reflect.TypeFor[PTextInt](),
		reflect.TypeFor[PJSONStr](), reflect.TypeFor[PValJSON](), reflect.TypeFor[PTime](),
		reflect.TypeFor[PRawMessage](), reflect.TypeFor[PNumber](), reflect.TypeFor[PPtrPtr](),
		reflect.TypeFor[PPTextInt](), reflect.TypeFor[PSlice](), reflect.TypeFor[PNamedSlice](),
		reflect.TypeFor[PMap](), reflect.TypeFor[PNamedMap](), reflect.TypeFor[PAny](),
		reflect.TypeFor[PNamedIface](), reflect.TypeFor[PAppendBothPtr](), reflect.TypeFor[PAppendText](),
		reflect.TypeFor[PValueText](), reflect.TypeFor[PPointerZeroer](), reflect.TypeFor[PInt](),
		reflect.TypeFor[PEmbA](), reflect.TypeFor[PAppendTextInt](),
	}
	// namedTypes are the other named types the generator draws from, with
	// the pointed-to types of definedPointerTypes, so that they are also
	// met directly and behind unnamed pointers.
	namedTypes = []reflect.Type{
		reflect.TypeFor[NamedMap](), reflect.TypeFor[NamedPtrMap](), reflect.TypeFor[NamedSlice](),
		reflect.TypeFor[NamedArray](), reflect.TypeFor[NamedAny](), reflect.TypeFor[NamedIface](),
		reflect.TypeFor[PHolder](), reflect.TypeFor[NilEmbed](), reflect.TypeFor[TimeEmbed](),
		reflect.TypeFor[PtrJSONEmbed](), reflect.TypeFor[PtrTextEmbed](), reflect.TypeFor[TextInt](),
		reflect.TypeFor[JSONStr](), reflect.TypeFor[ValJSON](), reflect.TypeFor[*NilEmbed](),
		reflect.TypeFor[*PtrJSONEmbed](), reflect.TypeFor[*TextInt](),
	}
)

// namedIfaceFillers are the values the generator puts in a NamedIface.
var namedIfaceFillers = []func(g *Generator) any{
	func(g *Generator) any { return &PtrJSONInner{g.r.IntN(9)} },
	func(g *Generator) any { return &NilEmbed{A: g.r.IntN(9)} },
	func(g *Generator) any { return &NilEmbed{NilU: &NilU{g.r.IntN(9)}} },
	func(g *Generator) any { return (*NilU)(nil) },
	func(g *Generator) any { return ValJSON{g.r.IntN(9)} },
	func(g *Generator) any { s := JSONStr(g.str()); return &s },
}
