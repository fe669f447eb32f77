package nullcompat

import (
	"fmt"
	"math/rand/v2"
	"reflect"
	"testing"

	"github.com/zerojson/json/internal/jsontest"
)

// FuzzDecode feeds one input to UnmarshalJSON and UnmarshalText of every
// kind on both sides, which must leave the same state and the same error:
//
//	go test -run '^$' -fuzz FuzzDecode -fuzztime 1m ./nullcompat/
func FuzzDecode(f *testing.F) {
	for _, in := range jsonInputs(rand.New(rand.NewPCG(41, 42))) {
		f.Add([]byte(in))
	}
	ks := kinds()
	f.Fuzz(func(t *testing.T, in []byte) {
		jsontest.Ref.Tolerant(t)
		for _, k := range ks {
			g, o := reflect.New(k.g), reflect.New(k.o)
			if d := jsontest.Ref.Same(t, fmt.Sprintf("%s.UnmarshalJSON(%+q)", k.name, in),
				func() string {
					return canonDecode(k, g.Interface().(unmarshaler).UnmarshalJSON(in), state(g.Elem()), true)
				},
				func() string {
					return canonDecode(k, o.Interface().(unmarshaler).UnmarshalJSON(in), state(o.Elem()), false)
				}); d != "" {
				t.Errorf("%s.UnmarshalJSON(%#q):\n%s", k.name, in, d)
			}
			if !k.text {
				continue
			}
			if d := jsontest.Ref.Same(t, fmt.Sprintf("%s.UnmarshalText(%+q)", k.name, in),
				func() string {
					return canonDecode(k, g.Interface().(texter).UnmarshalText(in), state(g.Elem()), true)
				},
				func() string {
					return canonDecode(k, o.Interface().(texter).UnmarshalText(in), state(o.Elem()), false)
				}); d != "" {
				t.Errorf("%s.UnmarshalText(%q):\n%s", k.name, in, d)
			}
		}
	})
}
