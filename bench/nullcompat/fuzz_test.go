package nullcompat

import (
	"math/rand/v2"
	"reflect"
	"testing"
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
		for _, k := range ks {
			g, o := reflect.New(k.g), reflect.New(k.o)
			gerr := g.Interface().(unmarshaler).UnmarshalJSON(in)
			oerr := o.Interface().(unmarshaler).UnmarshalJSON(in)
			if !sameError(k, gerr, oerr) {
				t.Errorf("%s.UnmarshalJSON(%#q):\n  guregu error %v\nzerojson error %v", k.name, in, gerr, oerr)
			}
			if gs, os := state(g.Elem()), state(o.Elem()); gs != os {
				t.Errorf("%s.UnmarshalJSON(%#q):\n  guregu %s\nzerojson %s", k.name, in, gs, os)
			}
			if !k.text {
				continue
			}
			gerr = g.Interface().(texter).UnmarshalText(in)
			oerr = o.Interface().(texter).UnmarshalText(in)
			if !sameError(k, gerr, oerr) {
				t.Errorf("%s.UnmarshalText(%q):\n  guregu error %v\nzerojson error %v", k.name, in, gerr, oerr)
			}
			if gs, os := state(g.Elem()), state(o.Elem()); gs != os {
				t.Errorf("%s.UnmarshalText(%q):\n  guregu %s\nzerojson %s", k.name, in, gs, os)
			}
		}
	})
}
