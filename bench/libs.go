package bench

import (
	stdjson "encoding/json"
	"errors"
	"io"
	"reflect"

	"github.com/bytedance/sonic"
	jsonv2 "github.com/go-json-experiment/json"
	"github.com/go-json-experiment/json/jsontext"
	jsonv1opts "github.com/go-json-experiment/json/v1"
	goccy "github.com/goccy/go-json"
	jsoniter "github.com/json-iterator/go"
	"github.com/mailru/easyjson"
	"github.com/pquerna/ffjson/ffjson"
	fflib "github.com/pquerna/ffjson/fflib/v1"
	segmentio "github.com/segmentio/encoding/json"

	"github.com/zerojson/json"
	"github.com/zerojson/json/bench/gentypes"
)

// A Flavor says which copy of the workload types a library works on.
type Flavor int

const (
	// FlavorStd is package types with guregu/null in the seed struct: what
	// encoding/json and most peers use.
	FlavorStd Flavor = iota
	// FlavorZero is package types with zerojson/null in the seed struct.
	FlavorZero
	// FlavorFF is package fftypes: the same types carrying ffjson's
	// generated MarshalJSON and UnmarshalJSON methods.
	FlavorFF
	// FlavorWire is package wiretypes for the goser and stripe workloads:
	// the records carrying hand-written MarshalJSONWire and
	// UnmarshalJSONWire methods. Other workloads have no such copy and
	// use package types, which the zerojson-wire row reports as
	// unsupported.
	FlavorWire
	// FlavorGen is package gentypes: the types with the functions
	// cmd/jsongen generates. The string corpora, a map type, have none
	// and are unsupported in the jsongen rows, as the "into any"
	// workloads are.
	FlavorGen
)

// ErrUnsupported is returned by a [Library] function for a value the library
// cannot handle, such as a value without generated code for a code-generating
// library. The cell shows "—" rather than a failure.
var ErrUnsupported = errors.New("unsupported by this library")

// A Library is one row of the comparison: a JSON implementation with the
// API and options it is measured with.
type Library struct {
	// Key is a short name without spaces, used by -run and in benchmark
	// format output ("lib=Key").
	Key string
	// Name is the row label of the table and the chart legend.
	Name string
	// Config says which API and options are used.
	Config string
	// StdCompatible is false for configurations that do not claim
	// encoding/json's output (their ✗ cells are expected).
	StdCompatible bool
	// Flavor selects the Go types the library encodes and decodes.
	Flavor Flavor
	// Marshal returns the encoding of v.
	Marshal func(v any) ([]byte, error)
	// NewEncoder returns a function that encodes one value to w and is
	// called again for every value, as a long-lived encoder would be.
	NewEncoder func(w io.Writer) func(v any) error
	// Unmarshal decodes data into the pointer v. It is nil where the library
	// has no decoder yet; every decode cell of the row then shows "—".
	Unmarshal func(data []byte, v any) error
	// Supports, if not nil, reports whether the library handles values
	// like v, a pointer to a value of the workload's type; the cells of
	// the others show "—". It is asked once per cell, not per call.
	Supports func(v any) bool
}

// supports reports whether lib handles the values like v (see Supports).
func (lib *Library) supports(v any) bool { return lib.Supports == nil || lib.Supports(v) }

// Supported reports whether lib handles the values of w's type in its
// flavour.
func (lib *Library) Supported(w *Workload) bool { return lib.supports(w.NewValue(lib.Flavor)) }

// SIMDBuild returns zerojson's reflective library as jsonbench measures it
// a second time, built with GOEXPERIMENT=simd (the optional build of the
// string paths on Go's SIMD package, internal/jsonwire/wide_amd64.go), in
// a process of its own built so (cmd/jsonbench).
func SIMDBuild() Library {
	for _, l := range Libraries() {
		if l.Key == "zerojson" {
			l.Key, l.Name = "zerojson-simd", "zerojson (SIMD build)"
			l.Config = "zerojson as above, built with GOEXPERIMENT=simd: strings checked 32 bytes at a time with AVX2 " +
				"(simd/archsimd), output identical; measured by a jsonbench built so, in a process of its own, " +
				"its ratios to this report's encoding/json"
			return l
		}
	}
	panic("bench: no zerojson library")
}

// Libraries returns every library of the comparison, encoding/json first.
// The order is the row order of the table and the chart.
func Libraries() []Library {
	v1 := jsonv1opts.DefaultOptionsV1()
	return []Library{
		{
			Key: "std", Name: "encoding/json", StdCompatible: true,
			Config:     "Go's classic encoding/json: Marshal, Unmarshal, a reused Encoder",
			Marshal:    stdjson.Marshal,
			Unmarshal:  stdjson.Unmarshal,
			NewEncoder: func(w io.Writer) func(any) error { return stdjson.NewEncoder(w).Encode },
		},
		{
			Key: "zerojson", Name: "zerojson", StdCompatible: true, Flavor: FlavorZero,
			Config:     "reflective: Marshal, Unmarshal, a reused Encoder; zerojson/null in the seed struct",
			Marshal:    json.Marshal,
			NewEncoder: func(w io.Writer) func(any) error { return json.NewEncoder(w).Encode },
			// ZEROJSON DECODER: to measure zerojson without its decoder,
			// set Unmarshal to nil; its decode cells then show "—".
			Unmarshal: json.Unmarshal,
		},
		{
			Key: "std-jsongen", Name: "encoding/json (jsongen)", StdCompatible: true, Flavor: FlavorGen,
			Config:     "encoding/json's Marshal, Unmarshal, a reused Encoder on gentypes, for which cmd/jsongen generated code, which must cost it nothing; struct types only",
			Marshal:    stdjson.Marshal,
			Unmarshal:  stdjson.Unmarshal,
			NewEncoder: func(w io.Writer) func(any) error { return stdjson.NewEncoder(w).Encode },
			Supports:   generated,
		},
		{
			Key: "jsongen", Name: "zerojson (jsongen)", StdCompatible: true, Flavor: FlavorGen,
			Config:     "zerojson's Marshal, Unmarshal, a reused Encoder on gentypes, whose functions cmd/jsongen generated; struct types only",
			Marshal:    json.Marshal,
			Unmarshal:  json.Unmarshal,
			NewEncoder: func(w io.Writer) func(any) error { return json.NewEncoder(w).Encode },
			Supports:   generated,
		},
		{
			Key: "zerojson-wire", Name: "zerojson (hand-written wire methods)", StdCompatible: true, Flavor: FlavorWire,
			Config:     "zerojson's Marshal, Unmarshal, a reused Encoder on wiretypes, whose MarshalJSONWire and UnmarshalJSONWire are written by hand as cmd/jsongen is to generate them; goser and stripe only",
			Marshal:    wireMarshal,
			Unmarshal:  wireUnmarshal,
			NewEncoder: wireEncoder,
		},
		{
			Key: "jsonv2-v1opts", Name: "go-json-experiment (v1 options)", StdCompatible: true,
			Config:    "github.com/go-json-experiment/json v2 API (Marshal, Unmarshal, MarshalEncode on a reused jsontext.Encoder) with v1.DefaultOptionsV1()",
			Marshal:   func(v any) ([]byte, error) { return jsonv2.Marshal(v, v1) },
			Unmarshal: func(data []byte, v any) error { return jsonv2.Unmarshal(data, v, v1) },
			NewEncoder: func(w io.Writer) func(any) error {
				enc := jsontext.NewEncoder(w, v1)
				return func(v any) error { return jsonv2.MarshalEncode(enc, v, v1) }
			},
		},
		{
			Key: "jsonv2", Name: "go-json-experiment (v2 defaults)", StdCompatible: false,
			Config:    "github.com/go-json-experiment/json v2 API with its default options (no HTML escaping, nil slices and maps as [] and {}, unsorted map keys, ...)",
			Marshal:   func(v any) ([]byte, error) { return jsonv2.Marshal(v) },
			Unmarshal: func(data []byte, v any) error { return jsonv2.Unmarshal(data, v) },
			NewEncoder: func(w io.Writer) func(any) error {
				enc := jsontext.NewEncoder(w)
				return func(v any) error { return jsonv2.MarshalEncode(enc, v) }
			},
		},
		{
			Key: "goccy", Name: "goccy/go-json", StdCompatible: true,
			Config:     "github.com/goccy/go-json Marshal, Unmarshal, a reused Encoder, default options",
			Marshal:    goccy.Marshal,
			Unmarshal:  goccy.Unmarshal,
			NewEncoder: func(w io.Writer) func(any) error { return goccy.NewEncoder(w).Encode },
		},
		{
			Key: "sonic-std", Name: "sonic (ConfigStd)", StdCompatible: true,
			Config:     "github.com/bytedance/sonic ConfigStd (sorted map keys, HTML escaping, UTF-8 validation)",
			Marshal:    sonic.ConfigStd.Marshal,
			Unmarshal:  sonic.ConfigStd.Unmarshal,
			NewEncoder: func(w io.Writer) func(any) error { return sonic.ConfigStd.NewEncoder(w).Encode },
		},
		{
			Key: "sonic-default", Name: "sonic (ConfigDefault)", StdCompatible: false,
			Config:     "github.com/bytedance/sonic ConfigDefault (unsorted map keys, no HTML escaping, no UTF-8 validation)",
			Marshal:    sonic.ConfigDefault.Marshal,
			Unmarshal:  sonic.ConfigDefault.Unmarshal,
			NewEncoder: func(w io.Writer) func(any) error { return sonic.ConfigDefault.NewEncoder(w).Encode },
		},
		{
			Key: "sonic-fastest", Name: "sonic (ConfigFastest)", StdCompatible: false,
			Config:     "github.com/bytedance/sonic ConfigFastest (ConfigDefault, and MarshalJSON output and skipped values not validated)",
			Marshal:    sonic.ConfigFastest.Marshal,
			Unmarshal:  sonic.ConfigFastest.Unmarshal,
			NewEncoder: func(w io.Writer) func(any) error { return sonic.ConfigFastest.NewEncoder(w).Encode },
		},
		{
			Key: "jsoniter", Name: "json-iterator", StdCompatible: true,
			Config:    "github.com/json-iterator/go ConfigCompatibleWithStandardLibrary",
			Marshal:   jsoniter.ConfigCompatibleWithStandardLibrary.Marshal,
			Unmarshal: jsoniter.ConfigCompatibleWithStandardLibrary.Unmarshal,
			NewEncoder: func(w io.Writer) func(any) error {
				return jsoniter.ConfigCompatibleWithStandardLibrary.NewEncoder(w).Encode
			},
		},
		{
			Key: "segmentio", Name: "segmentio/encoding", StdCompatible: true,
			Config:     "github.com/segmentio/encoding/json Marshal, Unmarshal, a reused Encoder",
			Marshal:    segmentio.Marshal,
			Unmarshal:  segmentio.Unmarshal,
			NewEncoder: func(w io.Writer) func(any) error { return segmentio.NewEncoder(w).Encode },
		},
		{
			Key: "easyjson", Name: "easyjson (generated)", StdCompatible: true,
			Config:     "github.com/mailru/easyjson code generated with -all -no_std_marshalers: easyjson.Marshal, easyjson.Unmarshal, easyjson.MarshalToWriter",
			Marshal:    easyjsonMarshal,
			Unmarshal:  easyjsonUnmarshal,
			NewEncoder: easyjsonEncoder,
		},
		{
			Key: "ffjson", Name: "ffjson (generated)", StdCompatible: true, Flavor: FlavorFF,
			Config:     "github.com/pquerna/ffjson generated code: MarshalFast, UnmarshalFast, a reused Encoder's EncodeFast",
			Marshal:    ffjsonMarshal,
			Unmarshal:  ffjsonUnmarshal,
			NewEncoder: ffjsonEncoder,
		},
	}
}

func easyjsonMarshal(v any) ([]byte, error) {
	m, ok := v.(easyjson.Marshaler)
	if !ok {
		return nil, ErrUnsupported
	}
	return easyjson.Marshal(m)
}

func easyjsonUnmarshal(data []byte, v any) error {
	u, ok := v.(easyjson.Unmarshaler)
	if !ok {
		return ErrUnsupported
	}
	return easyjson.Unmarshal(data, u)
}

// easyjsonEncoder writes a newline after each value, as the other
// encoders do, so the outputs compare equal.
func easyjsonEncoder(w io.Writer) func(any) error {
	return func(v any) error {
		m, ok := v.(easyjson.Marshaler)
		if !ok {
			return ErrUnsupported
		}
		if _, err := easyjson.MarshalToWriter(m, w); err != nil {
			return err
		}
		_, err := w.Write(newline)
		return err
	}
}

var newline = []byte{'\n'}

// wireMarshal, wireUnmarshal and wireEncoder are zerojson's for the
// types with wire methods, and report the others as unsupported rather
// than encode them by reflection, which the zerojson row measures.
func wireMarshal(v any) ([]byte, error) {
	if _, ok := v.(json.WireMarshaler); !ok {
		return nil, ErrUnsupported
	}
	return json.Marshal(v)
}

func wireUnmarshal(data []byte, v any) error {
	if _, ok := v.(json.WireUnmarshaler); !ok {
		return ErrUnsupported
	}
	return json.Unmarshal(data, v)
}

func wireEncoder(w io.Writer) func(any) error {
	enc := json.NewEncoder(w)
	return func(v any) error {
		if _, ok := v.(json.WireMarshaler); !ok {
			return ErrUnsupported
		}
		return enc.Encode(v)
	}
}

// gentypesPath is the import path of package gentypes.
var gentypesPath = reflect.TypeFor[gentypes.Seed]().PkgPath()

// generated reports whether v points to a type jsongen generated code for:
// a struct type of package gentypes. The others are reported unsupported
// in the jsongen rows rather than measured by reflection (see Supports).
func generated(v any) bool {
	t := reflect.TypeOf(v)
	return t != nil && t.Kind() == reflect.Pointer && t.Elem().Kind() == reflect.Struct && t.Elem().PkgPath() == gentypesPath
}

// ffjsonMarshaler and ffjsonUnmarshaler are the methods ffjson generates.
// The wrappers below check for them so a type without generated code shows
// as unsupported instead of silently running encoding/json.
type (
	ffjsonMarshaler interface {
		MarshalJSONBuf(buf fflib.EncodingBuffer) error
	}
	ffjsonUnmarshaler interface {
		UnmarshalJSONFFLexer(l *fflib.FFLexer, state fflib.FFParseState) error
	}
)

// ffjsonMarshal uses MarshalFast. The result is not handed back with
// ffjson.Pool: the caller owns it, as with every other library's Marshal.
func ffjsonMarshal(v any) ([]byte, error) {
	if _, ok := v.(ffjsonMarshaler); !ok {
		return nil, ErrUnsupported
	}
	return ffjson.MarshalFast(v)
}

func ffjsonUnmarshal(data []byte, v any) error {
	if _, ok := v.(ffjsonUnmarshaler); !ok {
		return ErrUnsupported
	}
	return ffjson.UnmarshalFast(data, v)
}

func ffjsonEncoder(w io.Writer) func(any) error {
	enc := ffjson.NewEncoder(w)
	return func(v any) error {
		if _, ok := v.(ffjsonMarshaler); !ok {
			return ErrUnsupported
		}
		return enc.EncodeFast(v)
	}
}
