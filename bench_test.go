package json_test

import (
	"bytes"
	stdjson "encoding/json"
	"fmt"
	"io"
	"reflect"
	"strconv"
	"sync"
	"testing"
	"time"

	"github.com/zerojson/json"
	"github.com/zerojson/json/internal/jsontest"
	"github.com/zerojson/json/internal/testtypes"
	"github.com/zerojson/json/null"
)

// This file compares package json with encoding/json on the same values.
// Every benchmark has one sub-benchmark per library, named lib=std and
// lib=zerojson, so benchstat can pivot on the library:
//
//	go test -run '^$' -bench . -count 6 . > bench.txt
//	benchstat -col /lib bench.txt
//
// TestIdenticalOutput checks that the two libraries write the same bytes for
// every fixture and method the benchmarks use, so the benchmarks compare
// equal work.

// encoder is the part of [json.Encoder] and [stdjson.Encoder] the benchmarks
// use.
type encoder interface {
	Encode(v any) error
	SetEscapeHTML(on bool)
	SetIndent(prefix, indent string)
}

// A library is one of the two implementations being compared.
type library struct {
	name       string
	marshal    func(v any) ([]byte, error)
	newEncoder func(w io.Writer) encoder
	// appendTo appends the encoding of v to dst. encoding/json has no append
	// API, so its appendTo is Marshal, which returns a new slice: that is
	// the best std user code can do, and the comparison MarshalAppend is for.
	appendTo func(dst []byte, v any) ([]byte, error)
}

var libraries = []library{
	{
		name:       "std",
		marshal:    stdjson.Marshal,
		newEncoder: func(w io.Writer) encoder { return stdjson.NewEncoder(w) },
		appendTo:   func(_ []byte, v any) ([]byte, error) { return stdjson.Marshal(v) },
	},
	{
		name:       "zerojson",
		marshal:    json.Marshal,
		newEncoder: func(w io.Writer) encoder { return json.NewEncoder(w) },
		appendTo:   json.MarshalAppend,
	},
}

// A method is one way of encoding a value. Its runner encodes a value and
// writes the bytes to w, keeping its state (an Encoder, a buffer) from one
// call to the next as a long-lived caller would. A runner is not safe for
// concurrent use; parallel benchmarks make one per goroutine.
//
// TestIdenticalOutput runs every method with w a [bytes.Buffer] and compares
// the libraries; the benchmarks run the same runners with w [io.Discard], so
// they time exactly the work the test checks. Writing Marshal's result to
// io.Discard costs both libraries the same few nanoseconds.
type method struct {
	name      string
	newRunner func(lib library, w io.Writer) func(v any) error
}

var (
	methodMarshal = method{"Marshal", func(lib library, w io.Writer) func(any) error {
		return func(v any) error {
			b, err := lib.marshal(v)
			if err != nil {
				return err
			}
			_, err = w.Write(b)
			return err
		}
	}}
	methodEncoder = method{"Encoder", func(lib library, w io.Writer) func(any) error {
		return lib.newEncoder(w).Encode
	}}
	// methodEncoderPerCall makes a new Encoder for every value, as an HTTP
	// handler calling NewEncoder(w).Encode(v) does.
	methodEncoderPerCall = method{"EncoderPerCall", func(lib library, w io.Writer) func(any) error {
		return func(v any) error { return lib.newEncoder(w).Encode(v) }
	}}
	methodMarshalAppend = method{"MarshalAppend", func(lib library, w io.Writer) func(any) error {
		var buf []byte
		return func(v any) error {
			var err error
			if buf, err = lib.appendTo(buf[:0], v); err != nil {
				return err
			}
			_, err = w.Write(buf)
			return err
		}
	}}
	methodEncoderIndent = method{"EncoderIndent", func(lib library, w io.Writer) func(any) error {
		enc := lib.newEncoder(w)
		enc.SetEscapeHTML(false)
		enc.SetIndent("", "\t")
		return enc.Encode
	}}

	methods = []method{methodMarshal, methodEncoder, methodEncoderPerCall, methodMarshalAppend, methodEncoderIndent}
)

// A fixture is a value both libraries encode. value is always a pointer, as
// callers usually pass one, which makes the fields addressable.
type fixture struct {
	name  string
	value any
}

// fixtures returns the fixtures, built once. The benchmarks only read them,
// so goroutines share them.
var fixtures = sync.OnceValue(func() []fixture {
	seed := testtypes.NewSeed()
	small := testtypes.NewSmall()
	medium := testtypes.NewMedium(1)
	large := testtypes.NewLarge()
	return []fixture{
		{"Seed", &seed},
		{"Small", &small},
		{"Medium", &medium},
		{"Large", &large},
		{"Code", testtypes.NewCodeResponse()},
	}
})

func fixtureNamed(tb testing.TB, name string) fixture {
	for _, f := range fixtures() {
		if f.name == name {
			return f
		}
	}
	tb.Fatalf("no fixture named %q", name)
	panic("unreachable")
}

// countingWriter counts the bytes written to it and drops them.
type countingWriter int64

func (w *countingWriter) Write(p []byte) (int, error) {
	*w += countingWriter(len(p))
	return len(p), nil
}

// benchLibraries times m encoding fix, as one sub-benchmark per library.
// With parallel it runs under [testing.B.RunParallel] with a runner per
// goroutine, like a server's handlers, else serially with [testing.B.Loop].
// It is the one place that sets ReportAllocs and SetBytes: the bytes are
// those m writes for fix, counted in an untimed first call that also builds
// the library's caches for the type.
func benchLibraries(b *testing.B, m method, fix fixture, parallel bool) {
	for _, lib := range libraries {
		b.Run("lib="+lib.name, func(b *testing.B) {
			var n countingWriter
			if err := m.newRunner(lib, &n)(fix.value); err != nil {
				b.Fatalf("%s %s: %v", m.name, fix.name, err)
			}
			b.ReportAllocs()
			b.SetBytes(int64(n))
			if parallel {
				b.ResetTimer() // forget the first call; b.Loop does this itself
				b.RunParallel(func(pb *testing.PB) {
					run := m.newRunner(lib, io.Discard)
					for pb.Next() {
						if err := run(fix.value); err != nil {
							b.Error(err) // not Fatal: this is not the benchmark's goroutine
							return
						}
					}
				})
				return
			}
			run := m.newRunner(lib, io.Discard)
			for b.Loop() {
				if err := run(fix.value); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// benchSizes runs benchLibraries serially for the Small, Medium and Large
// fixtures, as sub-benchmarks named after them.
func benchSizes(b *testing.B, m method) {
	for _, name := range []string{"Small", "Medium", "Large"} {
		b.Run(name, func(b *testing.B) { benchLibraries(b, m, fixtureNamed(b, name), false) })
	}
}

// BenchmarkSeed is the case zerojson exists for: a reused Encoder per
// goroutine writing [nullSeed] (a [null.Int], two times, a [null.String]).
// The std side encodes the same type, through the MarshalJSON methods of
// package null; bench/nullcompat has the same benchmark against
// encoding/json with guregu/null.
func BenchmarkSeed(b *testing.B) {
	benchLibraries(b, methodEncoder, fixture{"Seed", newNullSeed()}, true)
}

// nullSeed is the seed struct over package null, the types its service
// uses: a nullable int, two times and a nullable string.
type nullSeed struct {
	A null.Int    `json:"a"`
	B time.Time   `json:"b"`
	C time.Time   `json:"c"`
	D null.String `json:"d"`
}

// newNullSeed returns the values of [testtypes.NewSeed] as a [nullSeed].
func newNullSeed() *nullSeed {
	s := testtypes.NewSeed()
	return &nullSeed{A: null.NewInt(s.A.Int, s.A.Valid), B: s.B, C: s.C, D: null.NewString(s.D.String, s.D.Valid)}
}

// BenchmarkCodeEncoder mirrors encoding/json's benchmark of the same name on
// the generated stand-in for its golang_source corpus.
func BenchmarkCodeEncoder(b *testing.B) {
	benchLibraries(b, methodEncoder, fixtureNamed(b, "Code"), true)
}

// BenchmarkCodeMarshal mirrors encoding/json's benchmark of the same name.
func BenchmarkCodeMarshal(b *testing.B) {
	benchLibraries(b, methodMarshal, fixtureNamed(b, "Code"), true)
}

func BenchmarkMarshal(b *testing.B) { benchSizes(b, methodMarshal) }

func BenchmarkEncoder(b *testing.B) { benchSizes(b, methodEncoder) }

// BenchmarkEncoderPerCall times a new Encoder per value, the common pattern
// in HTTP handlers, where the Encoder cannot carry its buffer over.
func BenchmarkEncoderPerCall(b *testing.B) { benchSizes(b, methodEncoderPerCall) }

// BenchmarkMarshalAppend times [json.MarshalAppend] into a reused buffer
// against [stdjson.Marshal], which is all encoding/json offers.
func BenchmarkMarshalAppend(b *testing.B) { benchSizes(b, methodMarshalAppend) }

// BenchmarkEncoderIndent backs TestAllocEncoderIndent: a reused Encoder with
// SetEscapeHTML(false) and SetIndent.
func BenchmarkEncoderIndent(b *testing.B) {
	benchLibraries(b, methodEncoderIndent, fixtureNamed(b, "Medium"), false)
}

// encodeWith encodes v once with a fresh runner of m for lib and returns the
// output.
func encodeWith(lib library, m method, v any) ([]byte, error) {
	var buf bytes.Buffer
	err := m.newRunner(lib, &buf)(v)
	return buf.Bytes(), err
}

// TestIdenticalOutput checks that encoding/json and package json write the
// same bytes for every fixture and method the benchmarks time, both through
// a pointer and for the value itself (whose fields are not addressable, so
// package json must fall back from MarshalAppendJSON to MarshalJSON).
func TestIdenticalOutput(t *testing.T) {
	for _, fix := range fixtures() {
		if fix.name == "Code" && testing.Short() {
			// The race pass (-short) takes 20 s to encode this 1.9 MB
			// corpus in every way, with no concurrency in it to check;
			// the plain pass compares it.
			continue
		}
		values := []struct {
			name string
			v    any
		}{
			{"pointer", fix.value},
			{"value", reflect.ValueOf(fix.value).Elem().Interface()},
		}
		for _, m := range methods {
			for _, val := range values {
				t.Run(fix.name+"/"+m.name+"/"+val.name, func(t *testing.T) {
					want, err := encodeWith(libraries[0], m, val.v)
					if err != nil {
						t.Fatalf("encoding/json: %v", err)
					}
					got, err := encodeWith(libraries[1], m, val.v)
					if err != nil {
						t.Fatalf("zerojson: %v", err)
					}
					if !bytes.Equal(got, want) {
						t.Errorf("output differs from encoding/json (%d bytes, want %d): %s",
							len(got), len(want), firstDiff(got, want))
					}
				})
			}
		}
	}
}

// firstDiff describes where got and want first differ, with some context:
// the code corpus is too long to print whole.
func firstDiff(got, want []byte) string {
	i := 0
	for i < len(got) && i < len(want) && got[i] == want[i] {
		i++
	}
	from := max(i-40, 0)
	return fmt.Sprintf("first difference at byte %d:\n\tgot:  …%q\n\twant: …%q",
		i, got[from:min(i+40, len(got))], want[from:min(i+40, len(want))])
}

// TestIdenticalAppenderBytes checks that the appender fixture types append
// exactly what their MarshalJSON methods return, so benchmarks that encode
// them through different methods in the two libraries still compare equal
// work.
func TestIdenticalAppenderBytes(t *testing.T) {
	strs := []string{"", "plain", "<b>&amp;</b>", "quote\" back\\slash", "ctl\x00\x1f\n\t",
		"\u2028\u2029", "invalid \xff utf-8", "日本語 🐹"}
	var values []any
	for _, s := range strs {
		values = append(values, &testtypes.NullString{String: s, Valid: true})
	}
	values = append(values, &testtypes.NullString{String: "ignored", Valid: false})
	for _, n := range []int64{0, -1, 1 << 62, -1 << 63} {
		values = append(values, &testtypes.NullInt{Int: n, Valid: true})
	}
	values = append(values, &testtypes.NullInt{Int: 7, Valid: false})

	prefix := []byte("prefix:")
	for _, v := range values {
		// MarshalJSON calls the reference's Marshal, so the two must agree
		// as the reference would.
		if d := jsontest.Ref.Same(t, fmt.Sprintf("MarshalJSON vs MarshalAppendJSON %#v", v),
			func() string {
				b, err := v.(stdjson.Marshaler).MarshalJSON()
				return jsontest.CanonError(err) + "out: " + strconv.QuoteToASCII(string(b)) + "\n"
			},
			func() string {
				got, err := v.(json.MarshalAppender).MarshalAppendJSON(bytes.Clone(prefix))
				if !bytes.HasPrefix(got, prefix) {
					return fmt.Sprintf("MarshalAppendJSON changed the prefix: %q", got)
				}
				return jsontest.CanonError(err) + "out: " + strconv.QuoteToASCII(string(got[len(prefix):])) + "\n"
			}); d != "" {
			t.Errorf("%#v: MarshalAppendJSON and MarshalJSON differ:\n%s", v, d)
		}
	}
}

// TestCodeCorpusShape checks that the generated code corpus is deterministic
// and about the size of encoding/json's golang_source.json (1,940,472
// bytes), which the CodeEncoder and CodeMarshal benchmarks assume.
func TestCodeCorpusShape(t *testing.T) {
	a, err := stdjson.Marshal(testtypes.NewCodeResponse())
	if err != nil {
		t.Fatal(err)
	}
	b, err := stdjson.Marshal(testtypes.NewCodeResponse())
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(a, b) {
		t.Errorf("two builds of the code corpus differ: %s", firstDiff(a, b))
	}
	if len(a) < 1_800_000 || len(a) > 2_100_000 {
		t.Errorf("code corpus encodes to %d bytes, want about 1.9 MB", len(a))
	}
	if n := bytes.Count(a, []byte(`"name":`)); n < 12_000 || n > 13_500 {
		t.Errorf("code corpus has %d nodes, want about 12,800", n)
	}
}
