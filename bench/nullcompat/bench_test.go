package nullcompat

import (
	"bytes"
	stdjson "encoding/json"
	"io"
	"testing"
	"time"

	gnull "github.com/guregu/null/v5"

	"github.com/zerojson/json"
	"github.com/zerojson/json/null"
)

// The seed case, the struct this project was started for, on the two
// stacks it compares: encoding/json with guregu/null, and zerojson with
// package null.
type (
	seedGuregu struct {
		A gnull.Int    `json:"a"`
		B time.Time    `json:"b"`
		C time.Time    `json:"c"`
		D gnull.String `json:"d"`
	}
	seedNull struct {
		A null.Int    `json:"a"`
		B time.Time   `json:"b"`
		C time.Time   `json:"c"`
		D null.String `json:"d"`
	}
)

// The values are those of the root package's seed benchmark: every field
// valid, one time in UTC with nanoseconds, one at a fixed offset.
var (
	seedB = time.Date(2025, time.March, 14, 9, 26, 53, 589793238, time.UTC)
	seedC = time.Date(2025, time.March, 14, 10, 26, 53, 0, time.FixedZone("CET", 3600))

	seedG = seedGuregu{gnull.IntFrom(48213), seedB, seedC, gnull.StringFrom("order shipped")}
	seedO = seedNull{null.IntFrom(48213), seedB, seedC, null.StringFrom("order shipped")}
)

// A seedLib is one stack: how it makes an Encoder and the value it encodes.
type seedLib struct {
	name   string
	encode func(w io.Writer) func(v any) error
	value  any // a pointer, as a handler passes it
}

var seedLibs = []seedLib{
	{"std+guregu", func(w io.Writer) func(any) error { return stdjson.NewEncoder(w).Encode }, &seedG},
	{"zerojson+null", func(w io.Writer) func(any) error { return json.NewEncoder(w).Encode }, &seedO},
}

// TestSeedSameBytes: the two stacks write the same bytes for the seed, so
// BenchmarkSeed compares equal work.
func TestSeedSameBytes(t *testing.T) {
	var out [2]bytes.Buffer
	for i, lib := range seedLibs {
		if err := lib.encode(&out[i])(lib.value); err != nil {
			t.Fatalf("%s: %v", lib.name, err)
		}
	}
	if !bytes.Equal(out[0].Bytes(), out[1].Bytes()) {
		t.Errorf("std+guregu:    %s\nzerojson+null: %s", out[0].Bytes(), out[1].Bytes())
	}
}

// TestAllocSeed guards what BenchmarkSeed shows: zerojson with package null
// writes the seed without allocating.
func TestAllocSeed(t *testing.T) {
	if raceEnabled {
		t.Skip("allocation counts are meaningless under the race detector")
	}
	encode := json.NewEncoder(io.Discard).Encode
	if err := encode(&seedO); err != nil {
		t.Fatal(err)
	}
	if n := testing.AllocsPerRun(100, func() { _ = encode(&seedO) }); n != 0 {
		t.Errorf("Encode(seed) makes %v allocations, want 0", n)
	}
}

// BenchmarkSeed times a reused Encoder per goroutine writing the seed to
// io.Discard, on each stack. Compare with
//
//	benchstat -col /lib
func BenchmarkSeed(b *testing.B) {
	for _, lib := range seedLibs {
		b.Run("lib="+lib.name, func(b *testing.B) {
			var n countingWriter
			if err := lib.encode(&n)(lib.value); err != nil {
				b.Fatal(err)
			}
			b.SetBytes(int64(n))
			b.ReportAllocs()
			b.ResetTimer()
			b.RunParallel(func(pb *testing.PB) {
				encode := lib.encode(io.Discard)
				for pb.Next() {
					if err := encode(lib.value); err != nil {
						b.Error(err)
						return
					}
				}
			})
		})
	}
}

// seedDecoders are the two stacks decoding the seed: encoding/json into
// guregu/null's types, zerojson into ours.
var seedDecoders = []struct {
	name   string
	decode func(data []byte) error
}{
	{"std+guregu", func(data []byte) error { var v seedGuregu; return stdjson.Unmarshal(data, &v) }},
	{"zerojson+null", func(data []byte) error { var v seedNull; return json.Unmarshal(data, &v) }},
}

// BenchmarkSeedDecode times Unmarshal of the seed's JSON into a fresh
// value on each stack, in parallel as BenchmarkSeed runs. Compare with
//
//	benchstat -col /lib
func BenchmarkSeedDecode(b *testing.B) {
	data, err := json.Marshal(&seedO)
	if err != nil {
		b.Fatal(err)
	}
	for _, lib := range seedDecoders {
		b.Run("lib="+lib.name, func(b *testing.B) {
			b.SetBytes(int64(len(data)))
			b.ReportAllocs()
			b.RunParallel(func(pb *testing.PB) {
				for pb.Next() {
					if err := lib.decode(data); err != nil {
						b.Error(err)
						return
					}
				}
			})
		})
	}
}

// countingWriter counts the bytes written to it and drops them.
type countingWriter int64

func (w *countingWriter) Write(p []byte) (int, error) {
	*w += countingWriter(len(p))
	return len(p), nil
}
