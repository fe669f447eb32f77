// Package e2e holds the types the end-to-end test generates methods for.
// The test copies this file into two packages, one with jsongen's methods
// and one without, and holds the first to the reflective codec on the
// second, and to encoding/json.
package e2e

import (
	"encoding"
	stdjson "encoding/json"
	"fmt"
	"math"
	"strings"
	"sync/atomic"
	"time"

	"example.com/e2e/other"
	"github.com/zerojson/json"
	"github.com/zerojson/json/null"
)

// Kinds has a field of every basic kind, and named and pointer forms.
//
//jsongen:generate
type Kinds struct {
	S    string
	B    bool
	I    int
	I8   int8
	I16  int16
	I32  int32
	I64  int64
	U    uint
	U8   uint8
	U16  uint16
	U32  uint32
	U64  uint64
	UP   uintptr
	F32  float32
	F64  float64
	NS   Name
	NI   Count
	NF   Ratio
	NB   Flag
	PS   *string
	PI   *int
	PF   *float64
	PB   *bool
	PNS  *Name
	Skip int `json:"-"`
	Dash int `json:"-,"`
	priv int
}

type (
	Name  string
	Count int16
	Ratio float32
	Flag  bool
)

// Tags has names from tags, invalid ones, HTML characters and names that
// differ only in case.
//
//jsongen:generate
type Tags struct {
	A       int    `json:"alpha"`
	B       string `json:"a<b>&c"`
	C       string `json:"名前"`
	D       int    `json:"bad\"name"`
	E       int    `json:",omitempty"`
	Lower   int    `json:"case"`
	Upper   int    `json:"CASE"`
	K       string `json:"K"`
	Kelvin  string `json:"\u212a"`
	Spaces  int    `json:"with space"`
	Unicode string `json:"ſ"`
}

// Omit has omitempty and omitzero on every kind.
//
//jsongen:generate
type Omit struct {
	S    string            `json:"s,omitempty"`
	B    bool              `json:"b,omitempty"`
	I    int               `json:"i,omitempty"`
	U    uint8             `json:"u,omitempty"`
	F    float64           `json:"f,omitempty"`
	F32  float32           `json:"f32,omitempty"`
	P    *int              `json:"p,omitempty"`
	M    map[string]int    `json:"m,omitempty"`
	Sl   []string          `json:"sl,omitempty"`
	A0   [0]int            `json:"a0,omitempty"`
	A2   [2]int            `json:"a2,omitempty"`
	If   any               `json:"if,omitempty"`
	St   Point             `json:"st,omitempty"`
	ZS   string            `json:"zs,omitzero"`
	ZF   float64           `json:"zf,omitzero"`
	ZP   *Point            `json:"zp,omitzero"`
	ZSt  Point             `json:"zst,omitzero"`
	ZA   [2]float64        `json:"za,omitzero"`
	ZT   time.Time         `json:"zt,omitzero"`
	ZV   Zeroer            `json:"zv,omitzero"`
	ZPR  PtrZeroer         `json:"zpr,omitzero"`
	ZPV  *Zeroer           `json:"zpv,omitzero"`
	ZM   map[string]string `json:"zm,omitzero"`
	ZSl  []int             `json:"zsl,omitzero"`
	ZI   fmt.Stringer      `json:"zi,omitzero"`
	Both int               `json:"both,omitempty,omitzero"`
}

// Point is a struct with no methods, not selected.
type Point struct{ X, Y float64 }

// Zeroer is zero, for omitzero, when its N is 7.
type Zeroer struct{ N int }

func (z Zeroer) IsZero() bool { return z.N == 7 }

// PtrZeroer is Zeroer with a pointer receiver.
type PtrZeroer struct{ N int }

func (z *PtrZeroer) IsZero() bool { return z.N == 7 }

// Embeds promotes fields through embedded structs and pointers, with the
// conflicts encoding/json resolves.
//
//jsongen:generate
type Embeds struct {
	Base
	*Extra
	Left
	Right
	Name string `json:"name"`
}

type Base struct {
	ID    uint64
	Note  string `json:"note,omitempty"`
	Inner        // promoted two levels down
}

type Inner struct {
	Deep  int
	Clash string // hidden: Left and Right both have one at depth 1
}

type Extra struct {
	X    bool   `json:"x"`
	Name string `json:"name"` // hidden by Embeds.Name
}

type Left struct {
	Clash  string
	Tagged int `json:"tagged"`
	Same   int
}

type Right struct {
	Clash  string
	Tagged int // hidden by Left's tagged one
	Same   int // both untagged at the same depth: neither is written
}

// Nested holds selected and unselected structs, by value and pointer,
// and slices, arrays and maps of them.
//
//jsongen:generate
type Nested struct {
	K     Kinds
	KP    *Kinds
	T     Tags
	Pt    Point
	PtP   *Point
	Ks    []Kinds
	Arr   [2]Omit
	Map   map[string]Kinds
	Bytes []byte
	Any   any
	Iface fmt.Stringer
}

// Methods holds types with marshalling methods of their own, which the
// generated code must call.
//
//jsongen:generate
type Methods struct {
	T     time.Time
	TP    *time.Time
	Raw   json.RawMessage
	SRaw  stdjson.RawMessage
	Num   stdjson.Number
	Text  Upper
	TextP *Upper
	JSON  Quoted
	JSONP *Quoted
	St    Stamp
	StP   *Stamp
	StN   StampIn
	Keys  map[Upper]int
	IKeys map[int8]string
	Words []Upper
}

// Upper marshals itself as text, in upper case.
// Stamp marshals itself with the MarshalJSON of the time.Time it embeds,
// and reads a number of seconds as well as a timestamp.
type Stamp struct{ time.Time }

func (s *Stamp) UnmarshalJSON(b []byte) error {
	var sec int64
	if err := stdjson.Unmarshal(b, &sec); err == nil {
		s.Time = time.Unix(sec, 0).UTC()
		return nil
	}
	return s.Time.UnmarshalJSON(b)
}

// StampIn has Stamp's methods one level further down.
type StampIn struct{ Stamp }

type Upper string

func (u Upper) MarshalText() ([]byte, error) { return []byte(strings.ToUpper(string(u))), nil }

func (u *Upper) UnmarshalText(b []byte) error {
	*u = Upper(strings.ToLower(string(b)))
	return nil
}

var _ encoding.TextMarshaler = Upper("")

// Quoted marshals itself as JSON, with a pointer receiver for decoding.
type Quoted struct{ V int }

func (q Quoted) MarshalJSON() ([]byte, error) { return []byte(fmt.Sprintf(`{"v": %d}`, q.V)), nil }

func (q *Quoted) UnmarshalJSON(b []byte) error {
	var m map[string]int
	if err := stdjson.Unmarshal(b, &m); err != nil {
		return err
	}
	q.V = m["v"]
	return nil
}

// Generic is a generic type, generated for every instantiation.
//
//jsongen:generate
type Generic[T any, N ~int | ~int16] struct {
	V    T   `json:"v"`
	N    N   `json:"n"`
	List []T `json:"list"`
}

// UsesGeneric has fields of instantiated generic types.
//
//jsongen:generate
type UsesGeneric struct {
	G  Generic[string, int]
	GP *Generic[Kinds, Count]
}

// Empty has no fields.
//
//jsongen:generate
type Empty struct{}

// AllOmitted has only fields that may be left out.
//
//jsongen:generate
type AllOmitted struct {
	A int    `json:"a,omitempty"`
	B string `json:"b,omitempty"`
	*Extra
}

// Ours has zerojson's types that encoding/json sees otherwise, which the
// test compares with the reflective codec only: zerojson's Number, a
// string to encoding/json, and the null types, whose type errors
// encoding/json does not complete with the field's name.
//
//jsongen:generate
type Ours struct {
	N  json.Number
	NP *json.Number `json:",omitempty"`
	NI null.Int
	NS null.String
	NT null.Time
}

// Tree is recursive, through a pointer, a slice of pointers, a map and an
// interface.
//
//jsongen:generate
type Tree struct {
	Name  string           `json:"name"`
	Next  *Tree            `json:"next,omitempty"`
	Kids  []*Tree          `json:"kids"`
	ByKey map[string]*Tree `json:"byKey,omitempty"`
	Any   any              `json:"any"`
}

// Stops holds a slice of structs whose field's UnmarshalJSON fails on
// some inputs, which stops the decoding with the slice's length as
// encoding/json leaves it.
//
//jsongen:generate
type Stops struct {
	Items []Holder `json:"items"`
	After int      `json:"after"`
}

//jsongen:generate
type Holder struct {
	Q Quoted `json:"q"`
	N int    `json:"n"`
}

// PtrMethods has fields whose types marshal themselves with methods of
// their pointers only, which encoding/json calls on addressable values
// alone: not on a value handed to Marshal, nor on a map's values, whose
// fields it encodes as plain structs. The elements of a slice are
// addressable either way, and so is what a pointer member points to.
//
//jsongen:generate
type PtrMethods struct {
	J  PtrJSON    `json:"j"`
	T  PtrText    `json:"t"`
	A  [2]PtrText `json:"a"`
	In PtrHolder  `json:"in"`
	S  []PtrJSON  `json:"s"`
	JP *PtrJSON   `json:"jp"`
	TP *PtrText   `json:"tp"`
	N  int        `json:"n"`
}

// PtrFails has pointer members whose types' methods fail for some values:
// encoding/json's errors name the members' type, the pointer, which the
// generated code must name too.
//
//jsongen:generate
type PtrFails struct {
	T    *Signed     `json:"t"`
	J    *SignedJSON `json:"j"`
	Omit *Signed     `json:"omit,omitempty"`
	H    Hex         `json:"h"`
	HP   *Hex        `json:"hp"`
	N    int         `json:"n"`
}

// InlineFails has members whose types' methods fail for some values, all
// in its own memory: package json calls them once it has read the whole
// input when it decodes into a fresh value, and a call that fails must
// leave the value as encoding/json leaves it.
//
//jsongen:generate
type InlineFails struct {
	N int            `json:"n"`
	T Signed         `json:"t"`
	J SignedJSON     `json:"j"`
	A [2]Signed      `json:"a"`
	H Hex            `json:"h"`
	S string         `json:"s"`
	M map[string]int `json:"m"`
}

// Hex is written in hexadecimal by AppendText, which package json calls
// rather than MarshalText. From 200 to 299 AppendText fails, and
// MarshalText writes the number with a prefix instead; for the largest
// value both fail.
type Hex uint32

func (h Hex) AppendText(b []byte) ([]byte, error) {
	if h >= 200 {
		return b, fmt.Errorf("e2e: Hex %d", h)
	}
	return fmt.Appendf(b, "%x", uint32(h)), nil
}

func (h Hex) MarshalText() ([]byte, error) {
	if h == math.MaxUint32 {
		return nil, fmt.Errorf("e2e: Hex %d", h)
	}
	if h >= 200 {
		return fmt.Appendf(nil, "big:%x", uint32(h)), nil
	}
	return h.AppendText(nil)
}

func (h *Hex) UnmarshalText(b []byte) error {
	_, err := fmt.Sscanf(strings.TrimPrefix(string(b), "big:"), "%x", (*uint32)(h))
	return err
}

// Signed is written as the text of its number, which must not be
// negative, and read back from it.
type Signed struct{ V int8 }

func (s *Signed) MarshalText() ([]byte, error) {
	if s.V < 0 {
		return nil, fmt.Errorf("e2e: Signed %d", s.V)
	}
	return fmt.Appendf(nil, "%d", s.V), nil
}

func (s *Signed) UnmarshalText(b []byte) error {
	_, err := fmt.Sscanf(string(b), "%d", &s.V)
	if err == nil && s.V < 0 {
		err = fmt.Errorf("e2e: Signed %d", s.V)
	}
	return err
}

// SignedJSON is written as its number, and as malformed JSON if it is
// negative; reading a negative number fails.
type SignedJSON struct{ V int8 }

func (s SignedJSON) MarshalJSON() ([]byte, error) {
	if s.V < 0 {
		return []byte("{neg"), nil
	}
	return fmt.Appendf(nil, "%d", s.V), nil
}

func (s *SignedJSON) UnmarshalJSON(b []byte) error {
	if err := stdjson.Unmarshal(b, &s.V); err != nil {
		return err
	}
	if s.V < 0 {
		return fmt.Errorf("e2e: SignedJSON %d", s.V)
	}
	return nil
}

// PtrHolder holds a PtrJSON, one level down in a PtrMethods.
type PtrHolder struct{ J PtrJSON }

// PtrJSON marshals itself as JSON, with a pointer receiver.
type PtrJSON struct{ V int }

func (p *PtrJSON) MarshalJSON() ([]byte, error) { return []byte(fmt.Sprintf(`{"ptr": %d}`, p.V)), nil }

// PtrText marshals itself as text, with a pointer receiver.
type PtrText struct{ V int }

func (p *PtrText) MarshalText() ([]byte, error) { return []byte(fmt.Sprintf("ptr%d", p.V)), nil }

// Layers has fields with methods at several depths, in a nested struct
// and in the elements of a slice, between fields the generated code reads
// itself: the input after a method's value must be validated before the
// method is handed it (TestMethodsBrokenInput).
//
//jsongen:generate
type Layers struct {
	A    int           `json:"a"`
	Text CountedText   `json:"text"`
	In   LayersInner   `json:"in"`
	List []LayersInner `json:"list"`
	Tail Counted       `json:"tail"`
	Last string        `json:"last"`
}

//jsongen:generate
type LayersInner struct {
	N    int        `json:"n"`
	C    Counted    `json:"c"`
	Deep LayersDeep `json:"deep"`
}

//jsongen:generate
type LayersDeep struct {
	Level CountedText `json:"level"`
	S     string      `json:"s"`
}

// MethodCalls counts the calls of the decoding methods of Counted and
// CountedText.
var MethodCalls atomic.Int64

// Counted decodes itself as the length of its JSON value.
type Counted int

func (c *Counted) UnmarshalJSON(b []byte) error {
	MethodCalls.Add(1)
	*c = Counted(len(b))
	return nil
}

// CountedText decodes itself from text.
type CountedText string

func (c *CountedText) UnmarshalText(b []byte) error {
	MethodCalls.Add(1)
	*c = CountedText(b)
	return nil
}

// Quotes has the ",string" option on every kind that honours it, and on
// some that do not.
//
//jsongen:generate
type Quotes struct {
	S   string         `json:"s,string"`
	B   bool           `json:"b,string"`
	I   int            `json:"i,string"`
	I8  int8           `json:"i8,string"`
	U   uint64         `json:"u,string"`
	F   float64        `json:"f,string"`
	F32 float32        `json:"f32,string"`
	NS  Name           `json:"ns,string"`
	NI  Count          `json:"ni,string"`
	PI  *int           `json:"pi,string"`
	PS  *string        `json:"ps,string,omitempty"`
	PB  *bool          `json:"pb,string"`
	T   Upper          `json:"t,string"`
	Num stdjson.Number `json:"num,string"`
	Sl  []int          `json:"sl,string"`
	St  Point          `json:"st,string"`
	M   map[string]int `json:"m,string"`
}

// Seed is the seed benchmark's struct, whose generated encoding must
// allocate nothing.
//
//jsongen:generate
type Seed struct {
	ID        null.Int    `json:"id"`
	CreatedAt time.Time   `json:"created_at"`
	UpdatedAt time.Time   `json:"updated_at"`
	Note      null.String `json:"note"`
}

// hidden is an unexported struct type with exported fields, embedded by
// value and by pointer: encoding/json cannot allocate the pointer.
type hidden struct {
	H    int
	Name string `json:"hname"`
}

// Hides embeds hidden by pointer.
//
//jsongen:generate
type Hides struct {
	*hidden
	N int
}

// CrossPkg embeds a struct of another package whose fields are promoted
// through unexported embedded structs.
//
//jsongen:generate
type CrossPkg struct {
	other.Outer
	other.Renamed
	N int `json:"n"`
}

// OmitComplex has omitempty on a complex number, which encoding/json's
// omitempty does not look at: the field is always written, and fails.
//
//jsongen:generate
type OmitComplex struct {
	C complex64 `json:"c,omitempty"`
	N int       `json:"n,omitempty"`
}
