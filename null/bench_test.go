package null_test

import (
	"io"
	"testing"
	"time"

	"github.com/zerojson/json"
	"github.com/zerojson/json/null"
	"github.com/zerojson/json/wire"
)

// The benchmarks time the paths a service takes: a row of the types decoded
// by Unmarshal and written by a reused Encoder, and each type's
// UnmarshalJSON called directly on its common inputs; and each method that
// writes or reads one value, called directly. The allocation tests
// (decode_test.go, encode_test.go) hold the same work to its promises.

// benchRow is a row of every type, as an API returns one: mostly valid,
// two fields null.
type benchRow struct {
	ID      null.Int    `json:"id"`
	Count   null.Int32  `json:"count"`
	Small   null.Int16  `json:"small"`
	Flags   null.Byte   `json:"flags"`
	Price   null.Float  `json:"price"`
	Active  null.Bool   `json:"active"`
	Name    null.String `json:"name"`
	Created null.Time   `json:"created"`
	Deleted null.Time   `json:"deleted"`
	Note    null.String `json:"note"`
}

var (
	benchValue = benchRow{
		ID: null.IntFrom(48213), Count: null.Int32From(-7), Small: null.Int16From(300), Flags: null.ByteFrom(200),
		Price: null.FloatFrom(1234.5), Active: null.BoolFrom(true), Name: null.StringFrom("order <shipped>"),
		Created: null.TimeFrom(time.Date(2025, 3, 14, 9, 26, 53, 589793238, time.UTC)),
	}
	benchDoc = []byte(`{"id":48213,"count":-7,"small":300,"flags":200,"price":1234.5,"active":true,` +
		`"name":"order \u003cshipped\u003e","created":"2025-03-14T09:26:53.589793238Z","deleted":null,"note":null}`)
)

// BenchmarkUnmarshal decodes benchDoc into a benchRow with Unmarshal.
func BenchmarkUnmarshal(b *testing.B) {
	b.ReportAllocs()
	b.SetBytes(int64(len(benchDoc)))
	for b.Loop() {
		var row benchRow
		if err := json.Unmarshal(benchDoc, &row); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkEncode writes benchValue with a reused Encoder, with HTML
// escaping on (the default) and off.
func BenchmarkEncode(b *testing.B) {
	for _, escape := range []bool{true, false} {
		name := "escape"
		if !escape {
			name = "noescape"
		}
		b.Run(name, func(b *testing.B) {
			enc := json.NewEncoder(io.Discard)
			enc.SetEscapeHTML(escape)
			b.ReportAllocs()
			b.SetBytes(int64(len(benchDoc)))
			for b.Loop() {
				if err := enc.Encode(&benchValue); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// directInputs are common inputs of UnmarshalJSON called directly.
var directInputs = []struct {
	name string
	u    func() unmarshaler
	in   string
}{
	{"Int/number", func() unmarshaler { return new(null.Int) }, `48213`},
	{"Int/min", func() unmarshaler { return new(null.Int) }, `-9223372036854775808`},
	{"Int/string", func() unmarshaler { return new(null.Int) }, `"42"`},
	{"Int/null", func() unmarshaler { return new(null.Int) }, `null`},
	{"Byte/number", func() unmarshaler { return new(null.Byte) }, `255`},
	{"Float/number", func() unmarshaler { return new(null.Float) }, `1234.5`},
	{"Float/tiny", func() unmarshaler { return new(null.Float) }, `-1.5e-300`},
	{"Float/string", func() unmarshaler { return new(null.Float) }, `"2.5"`},
	{"Bool/true", func() unmarshaler { return new(null.Bool) }, `true`},
	{"String/plain", func() unmarshaler { return new(null.String) }, `"some text é"`},
	{"Time/UTC", func() unmarshaler { return new(null.Time) }, `"2026-03-14T09:26:53.589793238Z"`},
}

// BenchmarkUnmarshalJSON calls each type's UnmarshalJSON on its common
// inputs.
func BenchmarkUnmarshalJSON(b *testing.B) {
	for _, tc := range directInputs {
		b.Run(tc.name, func(b *testing.B) {
			u, data := tc.u(), []byte(tc.in)
			b.ReportAllocs()
			for b.Loop() {
				if err := u.UnmarshalJSON(data); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// encodeInputs are a valid value of each type with a text form, for the
// benchmarks of the methods that write one value.
var encodeInputs = []struct {
	name string
	v    interface {
		json.MarshalAppender
		json.WireMarshaler
		AppendText([]byte) ([]byte, error)
	}
}{
	{"Int", null.IntFrom(48213)},
	{"Int32", null.Int32From(-7)},
	{"Int16", null.Int16From(300)},
	{"Byte", null.ByteFrom(200)},
	{"Float", null.FloatFrom(1234.5)},
	{"Bool", null.BoolFrom(true)},
	{"String", null.StringFrom("order <shipped>")},
	{"Time", null.TimeFrom(time.Date(2025, 3, 14, 9, 26, 53, 589793238, time.UTC))},
	{"Int/null", null.Int{}},
}

// BenchmarkMarshalAppendJSON calls each type's MarshalAppendJSON on a
// reused buffer.
func BenchmarkMarshalAppendJSON(b *testing.B) {
	for _, tc := range encodeInputs {
		b.Run(tc.name, func(b *testing.B) {
			buf := make([]byte, 0, 64)
			b.ReportAllocs()
			for b.Loop() {
				if _, err := tc.v.MarshalAppendJSON(buf); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// BenchmarkMarshalJSONWire calls each type's MarshalJSONWire with a reused
// Writer.
func BenchmarkMarshalJSONWire(b *testing.B) {
	for _, tc := range encodeInputs {
		b.Run(tc.name, func(b *testing.B) {
			w := wire.NewWriter(make([]byte, 0, 64))
			b.ReportAllocs()
			for b.Loop() {
				w.Reset(w.Bytes()[:0])
				if err := tc.v.MarshalJSONWire(w); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// BenchmarkAppendText calls each type's AppendText on a reused buffer.
func BenchmarkAppendText(b *testing.B) {
	for _, tc := range encodeInputs {
		b.Run(tc.name, func(b *testing.B) {
			buf := make([]byte, 0, 64)
			b.ReportAllocs()
			for b.Loop() {
				if _, err := tc.v.AppendText(buf); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// BenchmarkUnmarshalText calls each type's UnmarshalText on the text of a
// valid value.
func BenchmarkUnmarshalText(b *testing.B) {
	for _, tc := range []struct {
		name string
		u    interface{ UnmarshalText([]byte) error }
		in   string
	}{
		{"Int", new(null.Int), "48213"},
		{"Int32", new(null.Int32), "-7"},
		{"Int16", new(null.Int16), "300"},
		{"Byte", new(null.Byte), "200"},
		{"Float", new(null.Float), "1234.5"},
		{"Bool", new(null.Bool), "true"},
		{"Time", new(null.Time), "2025-03-14T09:26:53.589793238Z"},
	} {
		b.Run(tc.name, func(b *testing.B) {
			text := []byte(tc.in)
			b.ReportAllocs()
			for b.Loop() {
				if err := tc.u.UnmarshalText(text); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
