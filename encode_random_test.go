package json_test

// Randomized differential tests: random struct types built with
// reflect.StructOf (fields of every kind, tags, embedding) and declared
// types mixed in, filled with random values, encoded by encoding/json and
// by this package in every mode. The generator and the declared types are
// package internal/randtypes.

import (
	"bytes"
	stdjson "encoding/json"
	"flag"
	"fmt"
	"hash/fnv"
	"math/rand/v2"
	"reflect"
	"strconv"
	"sync"
	"testing"

	"github.com/zerojson/json"
	"github.com/zerojson/json/internal/jsontest"
	"github.com/zerojson/json/internal/randtypes"
)

var (
	randTypesFlag    = flag.Int("zerojson.types", 0, "number of random types in TestMarshalRandom; 0 for the default")
	randFailuresFlag = flag.Int("zerojson.randomfailures", 10, "failures after which TestMarshalRandom stops; 0 for no limit")
)

// randomSeed returns the seed for a randomized test (see
// jsontest.RandomSeed).
func randomSeed(t *testing.T) uint64 { return jsontest.RandomSeed(t) }

// TestMarshalRandom compares random values of random types with std.
func TestMarshalRandom(t *testing.T) {
	seed := randomSeed(t)
	types, values := 1500, 3
	if testing.Short() {
		types = 300
	}
	if *randTypesFlag > 0 {
		types = *randTypesFlag
	}
	g := randtypes.New(rand.NewPCG(seed, 0x5eed), "")
	failures, compared := 0, 0
	// One long-lived Encoder per library sees every value too, so that
	// state an Encoder keeps between calls (buffers, per-type caches) is
	// exercised across thousands of types.
	var stdBuf, ourBuf bytes.Buffer
	stdEnc, ourEnc := stdjson.NewEncoder(&stdBuf), json.NewEncoder(&ourBuf)
	stdEnc.SetEscapeHTML(false)
	ourEnc.SetEscapeHTML(false)
	for i := 0; i < types; i++ {
		typ := g.Type(0)
		switch {
		case g.Chance(75):
			typ = g.StructType(1)
		case g.Chance(20):
			typ = g.NamedType() // as the root: defined pointers and named kinds are rarer deeper down
		}
		for j := 0; j < values; j++ {
			v := g.Value(typ)
			for k, x := range []any{v.Interface(), v.Addr().Interface()} {
				compared++
				d := differ.Check(t, x)
				if d == "" {
					// Go 1.27's default encoding/json panics on a few
					// values, hence the recover.
					encode := func(enc interface{ Encode(any) error }, buf *bytes.Buffer) string {
						buf.Reset()
						err := encodeRecoverWith(enc.Encode, x)
						return jsontest.CanonError(err) + "out: " + strconv.QuoteToASCII(buf.String()) + "\n"
					}
					if ld := jsontest.Ref.Same(t, fmt.Sprintf("long-lived Encoder type #%d value #%d.%d", i, j, k),
						func() string { return encode(stdEnc, &stdBuf) },
						func() string { return encode(ourEnc, &ourBuf) }); ld != "" {
						d = "long-lived Encoder:\n" + ld
					}
				}
				if d != "" {
					t.Errorf("seed %d, type #%d %v, value #%d:\n%s", seed, i, typ, j, d)
					if failures++; failures == *randFailuresFlag {
						t.Fatalf("stopping after %d failures (-zerojson.randomfailures=N for more, 0 for all)", failures)
					}
				}
			}
		}
	}
	t.Logf("%d types, %d values compared in %d modes", types, compared, len(jsontest.Modes))
}

// TestMarshalConcurrent encodes many types that neither library has seen
// from many goroutines at once, so that building and caching a type's
// encoder races with using it; run it with -race.
func TestMarshalConcurrent(t *testing.T) {
	seed := randomSeed(t)
	g := randtypes.New(rand.NewPCG(seed, 0xc0c0), fmt.Sprintf("C%x_", seed&0xffff))
	const numTypes, goroutines = 120, 8
	var items []any
	for i := 0; i < numTypes; i++ {
		typ := g.StructType(1)
		for j := 0; j < 2; j++ {
			v := g.Value(typ)
			items = append(items, v.Interface(), v.Addr().Interface(), []any{v.Interface()})
		}
	}
	// ours holds each item's result from the first goroutine to encode it;
	// every other goroutine's must be the same.
	var (
		wg       sync.WaitGroup
		mu       sync.Mutex
		ours     = make([]string, len(items))
		failures []string
	)
	for w := 0; w < goroutines; w++ {
		wg.Add(1)
		go func(w int) {
			defer wg.Done()
			r := rand.New(rand.NewPCG(seed, uint64(w)))
			var buf bytes.Buffer
			enc := json.NewEncoder(&buf) // reused for every value
			for _, i := range r.Perm(len(items)) {
				it := items[i]
				got, err := marshalRecover(it)
				buf.Reset()
				encErr := encodeRecover(enc, it)
				for _, res := range []struct {
					how string
					out string
				}{{"Marshal", canonEncoded(got, err)}, {"Encoder", canonEncoded(bytes.TrimSuffix(buf.Bytes(), []byte("\n")), encErr)}} {
					mu.Lock()
					if ours[i] == "" {
						ours[i] = res.out
					} else if ours[i] != res.out {
						failures = append(failures, fmt.Sprintf("goroutine %d, %s %T:\n\tfirst: %s\n\tnow:   %s", w, res.how, it, ours[i], res.out))
					}
					mu.Unlock()
				}
			}
		}(w)
	}
	wg.Wait()
	for i, it := range items {
		if d := jsontest.Ref.Same(t, fmt.Sprintf("item %d", i),
			func() string { return canonEncoded(marshalRecoverWith(stdjson.Marshal, it)) },
			func() string { return ours[i] }); d != "" {
			failures = append(failures, fmt.Sprintf("%T:\n%s", it, d))
		}
	}
	for i, f := range failures {
		if i == 10 {
			t.Errorf("... and %d more", len(failures)-10)
			break
		}
		t.Error(f)
	}
	t.Logf("%d values encoded by %d goroutines each", len(items), goroutines)
}

// canonEncoded prints an encoding's result for TestMarshalConcurrent: the
// error (see jsontest.CanonError), or the output.
func canonEncoded(out []byte, err error) string {
	if err != nil {
		return jsontest.CanonError(err)
	}
	return "out: " + strconv.QuoteToASCII(string(out)) + "\n"
}

// encodeRecover is enc.Encode with a panic turned into an error.
func encodeRecover(enc *json.Encoder, v any) error { return encodeRecoverWith(enc.Encode, v) }

// encodeRecoverWith is encode(v) with a panic turned into an error.
func encodeRecoverWith(encode func(any) error, v any) (err error) {
	defer func() {
		if p := recover(); p != nil {
			err = fmt.Errorf("panic: %v", p)
		}
	}()
	return encode(v)
}

// marshalRecover is json.Marshal with a panic turned into an error, so that
// one failing goroutine does not end the whole test binary.
func marshalRecover(v any) ([]byte, error) { return marshalRecoverWith(json.Marshal, v) }

// marshalRecoverWith is marshal(v) with a panic turned into an error. (Go
// 1.27's default encoding/json panics on some values that classic encodes.)
func marshalRecoverWith(marshal func(any) ([]byte, error), v any) (b []byte, err error) {
	defer func() {
		if p := recover(); p != nil {
			err = fmt.Errorf("panic: %v", p)
		}
	}()
	return marshal(v)
}

// TestMarshalStructOfPromotedMethods encodes structs built by
// reflect.StructOf that embed a type with methods. reflect promotes the
// methods to the struct type but not to its pointer type, unlike the
// compiler for declared types; encoding/json only asks reflect, so it calls
// the promoted method on values and encodes the fields through pointers'
// elements the same way.
func TestMarshalStructOfPromotedMethods(t *testing.T) {
	for _, typ := range randtypes.PromotedMethodStructs() {
		for _, vr := range variants(reflect.New(typ).Elem().Interface()) {
			if d := differ.Check(t, vr.v); d != "" {
				t.Errorf("StructOf %v [%s]:\n%s", typ, vr.name, d)
			}
		}
	}
}

// byteSource is a rand.Source driven by fuzz input: each byte decides one
// random choice, so that the fuzzer's mutations change the types and values
// generated locally. After the input runs out it continues with a PCG seeded
// from the input.
type byteSource struct {
	data     []byte
	fallback *rand.PCG
}

func newByteSource(data []byte) *byteSource {
	h := fnv.New64a()
	h.Write(data)
	sum := h.Sum64()
	return &byteSource{data: data, fallback: rand.NewPCG(sum, sum>>1|1)}
}

func (s *byteSource) Uint64() uint64 {
	if len(s.data) > 0 {
		b := s.data[0]
		s.data = s.data[1:]
		// Spread the byte over the word so that both the high bits (used
		// for bounded choices) and the low bits follow it.
		return uint64(b) * 0x0101010101010101
	}
	return s.fallback.Uint64()
}
