package nullcompat

import (
	stdjson "encoding/json"
	"fmt"
	"math/rand/v2"
	"reflect"
	"testing"

	"github.com/zerojson/json"
	"github.com/zerojson/json/internal/jsontest"
)

// FuzzDecode feeds one input to UnmarshalJSON and UnmarshalText of every
// kind on both sides, and to Unmarshal as the member of an object (which
// reads ours with UnmarshalJSONWire), which must leave the same state and
// the same error:
//
//	go test -run '^$' -fuzz FuzzDecode -fuzztime 1m ./nullcompat/
func FuzzDecode(f *testing.F) {
	for _, in := range jsonInputs(rand.New(rand.NewPCG(41, 42))) {
		f.Add([]byte(in))
	}
	ks := kinds()
	jsontest.Fuzz(f, func(t *testing.T, in []byte) {
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
			gw := reflect.New(reflect.StructOf([]reflect.StructField{{Name: "V", Type: k.g, Tag: `json:"v"`}}))
			ow := reflect.New(reflect.StructOf([]reflect.StructField{{Name: "V", Type: k.o, Tag: `json:"v"`}}))
			doc := append(append([]byte(`{"v":`), in...), '}')
			if d := jsontest.Ref.Same(t, fmt.Sprintf("%s Unmarshal(%+q)", k.name, doc),
				func() string {
					return canonDecode(k, stdjson.Unmarshal(doc, gw.Interface()), state(gw.Elem().Field(0)), true)
				},
				func() string {
					return canonDecode(k, json.Unmarshal(doc, ow.Interface()), state(ow.Elem().Field(0)), false)
				}); d != "" {
				t.Errorf("Unmarshal(%#q) into %s:\n%s", doc, k.name, d)
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
