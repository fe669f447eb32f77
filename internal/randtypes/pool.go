//lint:file-ignore U1000 the unexported fields and embeddings are there for encoding/json to leave out

package randtypes

// The declared types the generator draws from, with marshalling methods or
// shapes reflect.StructOf cannot build. The table tests of package json use
// most of them by name.

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/zerojson/json"
)

// The errors the methods of this package's types return when they refuse
// their input.
var (
	ErrUnmarshalJSON = errors.New("UnmarshalJSON refused the input")
	ErrUnmarshalText = errors.New("UnmarshalText refused the input")
)

// The errors the failing marshalling methods of this package's types
// return.
var (
	ErrBoom = errors.New("boom: MarshalJSON failed")
	ErrText = errors.New("MarshalText failed <&>")
)

// ValueMarshaler has MarshalJSON on the value receiver.
type ValueMarshaler struct{ N int }

func (m ValueMarshaler) MarshalJSON() ([]byte, error) {
	return fmt.Appendf(nil, `{"value":%d}`, m.N), nil
}

// PointerMarshaler dereferences its receiver, so it would panic if an
// encoder called it on a nil pointer; encoding/json writes null instead.
type PointerMarshaler struct{ N int }

func (m *PointerMarshaler) MarshalJSON() ([]byte, error) {
	return fmt.Appendf(nil, `{"pointer":%d}`, m.N), nil
}

// ValueText has MarshalText on the value receiver.
type ValueText struct{ N int }

func (m ValueText) MarshalText() ([]byte, error) { return fmt.Appendf(nil, "value<%d>", m.N), nil }

// PointerText has MarshalText on the pointer receiver.
type PointerText struct{ N int }

func (m *PointerText) MarshalText() ([]byte, error) { return fmt.Appendf(nil, "pointer&%d", m.N), nil }

// RawJSON's MarshalJSON returns the string itself, valid JSON or not.
type RawJSON string

func (r RawJSON) MarshalJSON() ([]byte, error) { return []byte(r), nil }

// RawText's MarshalText returns the string with a prefix. It is also of
// kind string, which matters for map keys: there the method is ignored.
type RawText string

func (r RawText) MarshalText() ([]byte, error) { return []byte("text:" + string(r)), nil }

// FailJSON, FailPtrJSON, FailText and FailPtrText fail to marshal, on the
// value or the pointer receiver, with [ErrBoom] or [ErrText].
type FailJSON struct{ N int }

func (FailJSON) MarshalJSON() ([]byte, error) { return nil, ErrBoom }

// FailPtrJSON: see [FailJSON].
type FailPtrJSON struct{ N int }

func (*FailPtrJSON) MarshalJSON() ([]byte, error) { return []byte(`"ignored"`), ErrBoom }

// FailText: see [FailJSON].
type FailText struct{ N int }

func (FailText) MarshalText() ([]byte, error) { return nil, ErrText }

// FailPtrText: see [FailJSON].
type FailPtrText struct{ N int }

func (*FailPtrText) MarshalText() ([]byte, error) { return nil, ErrText }

// NilSafeMarshaler and NilSafeText handle a nil receiver, which encoding/json
// passes them when they sit in an interface of their method's type.
type NilSafeMarshaler struct{ N int }

func (m *NilSafeMarshaler) MarshalJSON() ([]byte, error) {
	if m == nil {
		return []byte(`"nil receiver"`), nil
	}
	return fmt.Appendf(nil, `"non-nil %d"`, m.N), nil
}

// NilSafeText: see [NilSafeMarshaler].
type NilSafeText struct{ N int }

func (m *NilSafeText) MarshalText() ([]byte, error) {
	if m == nil {
		return []byte("nil text receiver"), nil
	}
	return fmt.Appendf(nil, "non-nil text %d", m.N), nil
}

// JSONAndText has both methods: MarshalJSON wins.
type JSONAndText struct{ N int }

func (JSONAndText) MarshalJSON() ([]byte, error) { return []byte(`"from MarshalJSON"`), nil }

func (JSONAndText) MarshalText() ([]byte, error) { return []byte("from MarshalText"), nil }

// PtrJSONValueText has MarshalJSON on the pointer and MarshalText on the
// value: addressable values use the first, others the second.
type PtrJSONValueText struct{ N int }

func (*PtrJSONValueText) MarshalJSON() ([]byte, error) { return []byte(`"pointer MarshalJSON"`), nil }

func (PtrJSONValueText) MarshalText() ([]byte, error) { return []byte("value MarshalText"), nil }

// Named byte types: a []T of these is base64 only if *T has neither method.
type (
	PlainByte        uint8
	BytePtrMarshaler uint8
	ByteValMarshaler uint8
	BytePtrText      uint8
	ByteSlice        []byte
	PlainByteSlice   []PlainByte
	ByteSliceJSON    []byte
	ByteSliceText    []byte
	ByteArray        [4]byte
)

func (b *BytePtrMarshaler) MarshalJSON() ([]byte, error) { return fmt.Appendf(nil, `"p%d"`, *b), nil }

func (b ByteValMarshaler) MarshalJSON() ([]byte, error) { return fmt.Appendf(nil, `"v%d"`, b), nil }

func (b *BytePtrText) MarshalText() ([]byte, error) { return fmt.Appendf(nil, "t%d", *b), nil }

func (b ByteSliceJSON) MarshalJSON() ([]byte, error) {
	return fmt.Appendf(nil, `{"len":%d}`, len(b)), nil
}

func (b *ByteSliceText) MarshalText() ([]byte, error) {
	return fmt.Appendf(nil, "len=%d", len(*b)), nil
}

// Map key types.
type (
	NamedStringKey string
	NamedIntKey    int16
	NamedUintKey   uint8
	TextKey        struct{ S string }
	PtrTextKey     struct{ S string }
	IntTextKey     int
)

func (k TextKey) MarshalText() ([]byte, error) { return []byte("tk:" + k.S), nil }

func (k *PtrTextKey) MarshalText() ([]byte, error) { return []byte("ptk:" + k.S), nil }

func (k IntTextKey) MarshalText() ([]byte, error) { return []byte("i" + strconv.Itoa(int(k))), nil }

// IsZero implementations for omitzero; "zero" is N == 42 so that the method,
// not reflection, is visibly what decides.
type (
	ValueZeroer   struct{ N int }
	PointerZeroer struct{ N int }
	ZeroerMap     map[string]int
	ZeroerInt     int
)

func (z ValueZeroer) IsZero() bool { return z.N == 42 }

func (z *PointerZeroer) IsZero() bool { return z.N == 42 }

func (z ZeroerMap) IsZero() bool { return len(z) == 1 }

func (z ZeroerInt) IsZero() bool { return z%2 == 1 }

// IsZeroer is the interface omitzero asks for.
type IsZeroer interface{ IsZero() bool }

// Embedded types: the generator embeds them in its StructOf structs, and
// the pool types embed them beside types reflect cannot embed.
type (
	EmbA       struct{ A, X int }
	EmbB       struct{ B, X int }
	EmbTaggedX struct {
		Y int `json:"X"`
	}
	EmbOuterA   struct{ EmbA }
	EmbOuterA2  struct{ EmbA }
	Str         string
	Int         int
	EmbMarsh    struct{ N int }
	EmbPtrMarsh struct{ N int }
	EmbText     struct{ T string }
	EmbTagged   struct {
		A int `json:"a,omitempty"`
		B int `json:"b,string"`
	}
)

func (e EmbMarsh) MarshalJSON() ([]byte, error) { return fmt.Appendf(nil, `["EmbMarsh",%d]`, e.N), nil }

func (e *EmbPtrMarsh) MarshalJSON() ([]byte, error) {
	if e == nil {
		return []byte(`"nil EmbPtrMarsh"`), nil
	}
	return fmt.Appendf(nil, `["EmbPtrMarsh",%d]`, e.N), nil
}

func (e EmbText) MarshalText() ([]byte, error) { return []byte("EmbText:" + e.T), nil }

// Tree makes cycles and recursion through pointers, slices, maps and
// interfaces.
type Tree struct {
	L, R *Tree `json:",omitempty"`
	V    any   `json:",omitempty"`
}

// Types implementing MarshalAppender. Those that also implement MarshalJSON
// or MarshalText produce the same bytes both ways, so encoding/json (which
// calls the older method) and ours (which prefers MarshalAppendJSON) must
// agree.
type appendBoth struct {
	N int
	S string
}

func (a appendBoth) MarshalJSON() ([]byte, error) { return a.MarshalAppendJSON(nil) }

func (a appendBoth) MarshalAppendJSON(dst []byte) ([]byte, error) {
	dst = fmt.Appendf(dst, `{"n":%d,"s":`, a.N)
	dst = json.AppendString(dst, a.S)
	return append(dst, '}'), nil
}

// AppendBothPtr has both methods on the pointer receiver.
type AppendBothPtr struct{ N int }

func (a *AppendBothPtr) MarshalJSON() ([]byte, error) { return a.MarshalAppendJSON(nil) }

func (a *AppendBothPtr) MarshalAppendJSON(dst []byte) ([]byte, error) {
	return fmt.Appendf(dst, `["ptr",%d]`, a.N), nil
}

// AppendText has MarshalText and MarshalAppendJSON, which write the same
// string.
type AppendText struct{ S string }

// Sanitize keeps HTML characters out of a: its appender writes them
// escaped whatever the encoder's setting, which it cannot know, where
// encoding/json, through MarshalText, writes them raw under
// SetEscapeHTML(false). The random values of the differential suite and
// of cmd/jsongen's end-to-end test, which declares this type too, are
// sanitized.
func (a *AppendText) Sanitize() {
	a.S = strings.Map(func(r rune) rune {
		if r == '<' || r == '>' || r == '&' {
			return '_'
		}
		return r
	}, a.S)
}

func (a AppendText) MarshalText() ([]byte, error) { return []byte(a.S), nil }

func (a AppendText) MarshalAppendJSON(dst []byte) ([]byte, error) {
	return json.AppendString(dst, a.S), nil
}

// Pool types with shapes StructOf cannot build.
type (
	poolUnexported struct {
		a int
		B string
		c []int
		D *int `json:"d"`
	}
	poolEmbedMix struct {
		EmbA
		*EmbB
		embHidden
		*EmbTaggedX
		embStr
		Z int `json:"X,omitempty"`
	}
	poolEmbedMarshaler struct {
		EmbMarsh
		Other int
	}
	poolEmbedPtrMarshaler struct {
		*EmbPtrMarsh
		Other int
	}
	poolEmbedText struct {
		EmbText
	}
	poolOptions struct {
		I  int            `json:"i,string"`
		F  float32        `json:"f,string,omitempty"`
		S  string         `json:",string"`
		P  *bool          `json:"p,string"`
		Z  ValueZeroer    `json:"z,omitzero"`
		PZ *PointerZeroer `json:"pz,omitzero"`
		IZ IsZeroer       `json:",omitzero"`
		T  time.Time      `json:"t,omitzero"`
		E  []int          `json:"e,omitempty"`
		C  chan int       `json:"-"`
		//lint:ignore SA5008 "-," names the field "-", the case
		D int `json:"-,"`
	}
	poolConflicts struct {
		EmbA
		EmbB
		EmbOuterA2
		EmbTaggedX
		Y int
	}
	// PoolWide is exported so StructOf can embed it.
	PoolWide struct {
		A, B, X, Y, Name string
		T                *time.Time
		Q                any `json:"q,omitempty"`
	}
)

// embHidden and embStr are unexported types for poolEmbedMix to embed,
// which only a struct of their own package can do: encoding/json promotes
// the fields of the first and leaves out the second. The table tests of
// package json declare their own for the same reason.
type (
	embHidden struct{ H, h int }
	embStr    string
)

// AppendBoth names appendBoth for the table tests of package json.
//
// TODO: decide whether to export appendBoth itself. reflect.StructOf
// refuses to embed a type of unexported name, so the generator's
// embeddings of it (see embeddableFirst) fall back to structs without
// their embedded fields; exported, it would change the random types of
// every seed.
type AppendBoth = appendBoth
