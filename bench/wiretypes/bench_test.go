package wiretypes_test

import (
	"bytes"
	stdjson "encoding/json"
	"reflect"
	"testing"

	"github.com/mailru/easyjson"

	"github.com/zerojson/json"
	"github.com/zerojson/json/bench/types"
	"github.com/zerojson/json/bench/wiretypes"
	"github.com/zerojson/json/internal/jsontest"
)

// The benchmarks compare the wire methods with the rows of the main job
// (bench/libs.go) on the goser and stripe workloads, with the same API:
// Marshal to encode, Unmarshal into a fresh value to decode.
//
//	go test -run '^$' -bench 'Goser|Stripe' -benchmem -count 8 . > wire.txt
//	benchstat -col /lib wire.txt

// A row is one library: how it encodes a value and decodes a document
// into a fresh value, and whether on the wiretypes copy.
type row struct {
	lib       string
	wiretypes bool
	marshal   func(v any) ([]byte, error)
	unmarshal func(data []byte, v any) error
}

var rows = []row{
	{"std", false, stdjson.Marshal, stdjson.Unmarshal},
	{"zerojson", false, json.Marshal, json.Unmarshal},
	{"zerojson-wire", true, json.Marshal, json.Unmarshal},
	{"easyjson", false,
		func(v any) ([]byte, error) { return easyjson.Marshal(v.(easyjson.Marshaler)) },
		func(data []byte, v any) error { return easyjson.Unmarshal(data, v.(easyjson.Unmarshaler)) }},
}

// A record is a benchmark workload: the value encoded, in both copies, and
// fresh values of both to decode into.
type record struct {
	tw          twin
	value, wire any // pointers to the same value in types and wiretypes
	fresh       func(wiretypes bool) any
}

func goser() record {
	v := types.NewAccessLog()
	w := wiretypes.NewAccessLog()
	return record{twins[0], &v, &w, func(wt bool) any {
		if wt {
			return new(wiretypes.AccessLog)
		}
		return new(types.AccessLog)
	}}
}

func stripe() record {
	v := types.NewCustomer()
	w := wiretypes.NewCustomer()
	return record{twins[1], &v, &w, func(wt bool) any {
		if wt {
			return new(wiretypes.Customer)
		}
		return new(types.Customer)
	}}
}

// value returns the value row encodes.
func (rec record) valueFor(r row) any {
	if r.wiretypes {
		return rec.wire
	}
	return rec.value
}

// TestRows checks what the benchmarks time: zerojson's rows write
// encoding/json's bytes and decode encoding/json's value. easyjson's
// differences are logged, not asserted, as the main job marks them (it
// writes map keys unsorted).
func TestRows(t *testing.T) {
	for _, rec := range []record{goser(), stripe()} {
		// Classic encoding/json's bytes, from the classic helper on a
		// v2-based build.
		classic, _, ok := jsontest.Ref.Classic(t, rec.tw.name+" Marshal", func() string {
			out, err := stdjson.Marshal(rec.value)
			if err != nil {
				return "error: " + err.Error()
			}
			return string(out)
		})
		if !ok {
			t.Skip("no classic encoding/json to compare with")
		}
		want := []byte(classic)
		if got := converted(rec.tw.std, rec.wire); !reflect.DeepEqual(got, rec.value) {
			t.Fatalf("%s: the values of types and wiretypes differ", rec.tw.name)
		}
		for _, r := range rows {
			errorf := t.Errorf
			if r.lib == "easyjson" {
				errorf = t.Logf
			}
			out, err := r.marshal(rec.valueFor(r))
			if err != nil || !bytes.Equal(out, want) {
				errorf("%s %s encode: %v\n%s\nwant\n%s", rec.tw.name, r.lib, err, out, want)
			}
			dst := rec.fresh(r.wiretypes)
			if err := r.unmarshal(want, dst); err != nil {
				errorf("%s %s decode: %v", rec.tw.name, r.lib, err)
			}
			if got := converted(rec.tw.std, dst); !reflect.DeepEqual(got, rec.value) {
				errorf("%s %s decode: got %+v, want %+v", rec.tw.name, r.lib, got, rec.value)
			}
		}
	}
}

func BenchmarkGoser(b *testing.B)  { benchRecord(b, goser()) }
func BenchmarkStripe(b *testing.B) { benchRecord(b, stripe()) }

func benchRecord(b *testing.B, rec record) {
	doc, err := stdjson.Marshal(rec.value)
	if err != nil {
		b.Fatal(err)
	}
	for _, r := range rows {
		b.Run("encode/lib="+r.lib, func(b *testing.B) {
			v := rec.valueFor(r)
			b.ReportAllocs()
			b.SetBytes(int64(len(doc)))
			for b.Loop() {
				if _, err := r.marshal(v); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
	for _, r := range rows {
		b.Run("decode/lib="+r.lib, func(b *testing.B) {
			b.ReportAllocs()
			b.SetBytes(int64(len(doc)))
			for b.Loop() {
				if err := r.unmarshal(doc, rec.fresh(r.wiretypes)); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
