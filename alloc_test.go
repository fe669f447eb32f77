package json_test

import (
	"bytes"
	stdjson "encoding/json"
	"fmt"
	"io"
	"reflect"
	"testing"
	"time"

	"github.com/zerojson/json"
	"github.com/zerojson/json/internal/testtypes"
)

// The allocation promises of package json, as tests. Each encodes a value
// once to warm up (building the type's codec and growing the Encoder's
// buffer), then counts the allocations of further calls with
// [testing.AllocsPerRun]. BenchmarkSeed, BenchmarkEncoder,
// BenchmarkMarshalAppend and BenchmarkEncoderIndent show the same numbers as
// allocs/op.

// allocStruct has a field of every kind package json promises to encode
// without allocating when it is addressable.
type allocStruct struct {
	Int      int                  `json:"int"`
	Int64    int64                `json:"int64"`
	Uint8    uint8                `json:"uint8"`
	Str      string               `json:"str"`
	Escaped  string               `json:"escaped"`
	Time     time.Time            `json:"time"`
	TimePtr  *time.Time           `json:"time_ptr"`
	NilTime  *time.Time           `json:"nil_time"`
	Raw      json.RawMessage      `json:"raw"`
	StdRaw   stdjson.RawMessage   `json:"std_raw"`
	Num      json.Number          `json:"num"`
	StdNum   stdjson.Number       `json:"std_num"`
	NullInt  testtypes.NullInt    `json:"null_int"`
	NullStr  testtypes.NullString `json:"null_str"`
	NullNone testtypes.NullInt    `json:"null_none"`
	Float    float64              `json:"float"`
	Float32  float32              `json:"float32"`
	Bool     bool                 `json:"bool"`
}

func newAllocStruct() allocStruct {
	utc := time.Date(2024, time.February, 29, 23, 59, 59, 999_000_000, time.UTC)
	return allocStruct{
		Int:     -42,
		Int64:   1<<53 + 1,
		Uint8:   200,
		Str:     "hello, world",
		Escaped: "<tag> & \"quote\"\n\u2028 café",
		Time:    time.Date(2025, time.March, 14, 9, 26, 53, 589793238, time.FixedZone("IST", 5*3600+1800)),
		TimePtr: &utc,
		Raw:     json.RawMessage(`{"a":[1,2,{"b":null}],"c":"d"}`),
		StdRaw:  stdjson.RawMessage(`[true,false,null]`),
		Num:     json.Number("12.5e3"),
		StdNum:  stdjson.Number("-0.001"),
		NullInt: testtypes.NullInt{Int: 7, Valid: true},
		NullStr: testtypes.NullString{String: "<null> & friends", Valid: true},
		Float:   3.14159,
		Float32: 0.1,
		Bool:    true,
	}
}

func skipUnderRace(t *testing.T) {
	t.Helper()
	if raceEnabled {
		t.Skip("allocation counts are meaningless under the race detector")
	}
}

// allocsPerCall returns the average allocations of encode(v), and the last
// error it returned.
func allocsPerCall(v any, encode func(any) error) (float64, error) {
	var err error
	n := testing.AllocsPerRun(100, func() {
		if e := encode(v); e != nil {
			err = e
		}
	})
	return n, err
}

// checkAllocs fails t unless encode(v), after a warm-up call, makes exactly
// want allocations per call. When v points to a struct and the promise is
// broken, it also encodes each field alone to say which allocate.
func checkAllocs(t *testing.T, want float64, v any, encode func(any) error) {
	t.Helper()
	if err := encode(v); err != nil {
		t.Fatalf("warm-up: %v", err)
	}
	got, err := allocsPerCall(v, encode)
	if err != nil {
		t.Fatal(err)
	}
	if got != want {
		t.Errorf("%v allocations per call, want %v", got, want)
		for _, f := range allocatingFields(v, encode, want) {
			t.Errorf("\t%s", f)
		}
	}
}

// allocatingFields encodes each field of the struct v points to on its own,
// as the only field of a struct made with [reflect.StructOf], and describes
// the fields that take more than want allocations per call.
func allocatingFields(v any, encode func(any) error, want float64) []string {
	rv := reflect.ValueOf(v)
	if rv.Kind() != reflect.Pointer || rv.Elem().Kind() != reflect.Struct {
		return nil
	}
	rv = rv.Elem()
	var out []string
	for i := range rv.NumField() {
		sf := rv.Type().Field(i)
		one := reflect.New(reflect.StructOf([]reflect.StructField{{Name: sf.Name, Type: sf.Type, Tag: sf.Tag}}))
		one.Elem().Field(0).Set(rv.Field(i))
		p := one.Interface()
		if err := encode(p); err != nil {
			out = append(out, fmt.Sprintf("%s %s: %v", sf.Name, sf.Type, err))
			continue
		}
		if n, _ := allocsPerCall(p, encode); n > want {
			out = append(out, fmt.Sprintf("%s %s: %v allocations per call alone", sf.Name, sf.Type, n))
		}
	}
	return out
}

// TestAllocStructIdentical checks that allocStruct encodes to what
// encoding/json writes, so that the allocation tests below measure real
// work. The one expected difference: encoding/json quotes a [json.Number],
// which it does not know.
func TestAllocStructIdentical(t *testing.T) {
	v := newAllocStruct()
	want, err := stdjson.Marshal(&v)
	if err != nil {
		t.Fatal(err)
	}
	want = bytes.Replace(want, []byte(`"num":"12.5e3"`), []byte(`"num":12.5e3`), 1)
	got, err := json.Marshal(&v)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, want) {
		t.Errorf("got  %s\nwant %s\n%s", got, want, firstDiff(got, want))
	}
}

// TestAllocEncoderReused: a reused Encoder writing an addressable struct
// allocates nothing once warm.
func TestAllocEncoderReused(t *testing.T) {
	skipUnderRace(t)
	v := newAllocStruct()
	checkAllocs(t, 0, &v, json.NewEncoder(io.Discard).Encode)
}

// TestAllocMarshalAppend: MarshalAppend into a buffer with room allocates
// nothing.
func TestAllocMarshalAppend(t *testing.T) {
	skipUnderRace(t)
	v := newAllocStruct()
	buf := make([]byte, 0, 4096)
	checkAllocs(t, 0, &v, func(v any) error {
		var err error
		buf, err = json.MarshalAppend(buf[:0], v)
		return err
	})
	if cap(buf) != 4096 {
		t.Errorf("MarshalAppend grew the buffer to %d, want it reused", cap(buf))
	}
}

// TestAllocMarshal: Marshal allocates only the slice it returns.
func TestAllocMarshal(t *testing.T) {
	skipUnderRace(t)
	v := newAllocStruct()
	checkAllocs(t, 1, &v, func(v any) error {
		_, err := json.Marshal(v)
		return err
	})
}

// TestAllocSeedEncoder: the seed case, a reused Encoder writing
// [nullSeed] (the fixture of BenchmarkSeed), allocates nothing once warm.
func TestAllocSeedEncoder(t *testing.T) {
	skipUnderRace(t)
	checkAllocs(t, 0, newNullSeed(), json.NewEncoder(io.Discard).Encode)
}

// TestAllocEncoderIndent: an Encoder with SetEscapeHTML(false) and SetIndent
// keeps its indentation buffer as it keeps its encoding buffer, so it too
// allocates nothing once warm.
func TestAllocEncoderIndent(t *testing.T) {
	skipUnderRace(t)
	for _, tc := range []struct {
		name string
		v    any
	}{
		{"allocStruct", func() any { v := newAllocStruct(); return &v }()},
		{"Seed", func() any { v := testtypes.NewSeed(); return &v }()},
	} {
		t.Run(tc.name, func(t *testing.T) {
			enc := json.NewEncoder(io.Discard)
			enc.SetEscapeHTML(false)
			enc.SetIndent(">", "\t")
			checkAllocs(t, 0, tc.v, enc.Encode)
		})
	}
}

// allocMaps has the kinds of map encode_map.go writes from reused scratch
// memory: string keys, integer keys (whose text goes to an arena) and maps
// nested in maps.
type allocMaps struct {
	Strings map[string]string         `json:"strings"`
	Ints    map[int]int64             `json:"ints"`
	Nested  map[string]map[string]int `json:"nested"`
	Any     map[string]any            `json:"any"`
}

// TestAllocMapEncoder: a reused Encoder writing maps allocates nothing once
// warm, as encode_map.go promises, so neither do the [testtypes.Medium] and
// [testtypes.Large] fixtures.
func TestAllocMapEncoder(t *testing.T) {
	skipUnderRace(t)
	maps := allocMaps{
		Strings: map[string]string{"team": "platform", "region": "eu-west-1", "tier": "pro"},
		Ints:    map[int]int64{-3: 9, 10: 100, 2: 4},
		Nested:  map[string]map[string]int{"b": {"y": 2, "x": 1}, "a": {"z": 26}},
		Any:     map[string]any{"s": "str", "f": 1.5, "b": true, "n": nil},
	}
	medium := testtypes.NewMedium(1)
	for _, tc := range []struct {
		name string
		v    any
	}{
		{"allocMaps", &maps},
		{"Medium", &medium},
	} {
		t.Run(tc.name, func(t *testing.T) {
			checkAllocs(t, 0, tc.v, json.NewEncoder(io.Discard).Encode)
		})
	}
}
