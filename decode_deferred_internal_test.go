package json

import (
	"reflect"
	"testing"
	"time"

	"github.com/zerojson/json/wire"
)

type deferText string

func (*deferText) UnmarshalText([]byte) error { return nil }

type deferJSON int

func (*deferJSON) UnmarshalJSON([]byte) error { return nil }

type deferWire int

func (*deferWire) UnmarshalJSONWire(*wire.Reader) error { return nil }

type deferInline struct {
	A  int
	T  deferText
	In struct{ J [2]deferJSON }
}

type deferEmbedPtr struct {
	*deferInline
}

// TestDeferrableRoot: the single pass defers the calls of types whose
// methods are called only on values in the destination's own memory, and
// of no other.
func TestDeferrableRoot(t *testing.T) {
	for _, c := range []struct {
		v    any
		want bool
	}{
		{new(deferInline), true},
		{new(deferText), true}, // the root itself
		{new(struct{ deferInline }), true},
		{new([3]deferJSON), true},
		{new(struct {
			A deferText
			S []int
			M map[string]string
			P *int
			X any
			W time.Time
			R RawMessage
		}), true},
		// No method to defer.
		{new(struct{ A []int }), false},
		{new(time.Time), false},
		// Behind a pointer, in a slice or a map, as a map key, through an
		// embedded pointer, with ",string", or read by a wire method.
		{new(struct{ P *deferText }), false},
		{new(*deferInline), false},
		{new(struct{ S []deferInline }), false},
		{new(struct{ M map[string]deferJSON }), false},
		{new(struct{ M map[deferText]int }), false},
		{new(deferEmbedPtr), false},
		{new(struct {
			T deferText
			N int `json:",string"`
		}), false},
		{new(struct {
			T deferText
			W deferWire
		}), false},
	} {
		if got := deferrableRoot(reflect.TypeOf(c.v)); got != c.want {
			t.Errorf("deferrableRoot(%T) = %v, want %v", c.v, got, c.want)
		}
	}
}
