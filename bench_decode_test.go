package json_test

import (
	stdjson "encoding/json"
	"reflect"
	"testing"

	"github.com/zerojson/json"
	"github.com/zerojson/json/internal/testtypes"
)

// Decoding benchmarks, in the convention of bench_test.go: one
// sub-benchmark per library, lib=std and lib=zerojson, for
// benchstat -col /lib. The documents are the encoded fixtures; each
// benchmark decodes into a fresh value of the fixture's type (typed) or
// into an empty interface (any).

// unmarshalers are the two Unmarshal functions under comparison.
var unmarshalers = []struct {
	name      string
	unmarshal func([]byte, any) error
}{
	{"std", stdjson.Unmarshal},
	{"zerojson", json.Unmarshal},
}

// benchUnmarshal times decoding data into new values made by newValue.
func benchUnmarshal(b *testing.B, data []byte, newValue func() any) {
	for _, lib := range unmarshalers {
		b.Run("lib="+lib.name, func(b *testing.B) {
			if err := lib.unmarshal(data, newValue()); err != nil {
				b.Fatal(err)
			}
			b.ReportAllocs()
			b.SetBytes(int64(len(data)))
			for b.Loop() {
				if err := lib.unmarshal(data, newValue()); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// encodedFixture returns the fixture's encoding and a constructor of
// fresh values of its type.
func encodedFixture(b *testing.B, name string) ([]byte, func() any) {
	fix := fixtureNamed(b, name)
	data, err := stdjson.Marshal(fix.value)
	if err != nil {
		b.Fatal(err)
	}
	t := reflect.TypeOf(fix.value).Elem()
	return data, func() any { return reflect.New(t).Interface() }
}

func BenchmarkCodeDecoder(b *testing.B) {
	data, err := stdjson.Marshal(testtypes.NewCodeResponse())
	if err != nil {
		b.Fatal(err)
	}
	b.Run("typed", func(b *testing.B) {
		benchUnmarshal(b, data, func() any { return new(testtypes.CodeResponse) })
	})
	b.Run("any", func(b *testing.B) {
		benchUnmarshal(b, data, func() any { return new(any) })
	})
}

func BenchmarkUnmarshal(b *testing.B) {
	// Large holds testtypes.NullInt, which has no UnmarshalJSON.
	for _, name := range []string{"Small", "Medium"} {
		b.Run(name, func(b *testing.B) {
			data, newValue := encodedFixture(b, name)
			benchUnmarshal(b, data, newValue)
		})
	}
}
