package jsonwire

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math"
	"math/rand/v2"
	"reflect"
	"strconv"
	"testing"

	"github.com/zerojson/json/internal/jsontest"
)

// checkFloat compares AppendFloat, or FloatError for NaN and infinities,
// with what encoding/json's Marshal writes for f as a float64 (bits 64) or
// as float32(f) (bits 32). For bits 32, f must be a float32 value: that is
// all encoding/json ever passes.
func checkFloat(t *testing.T, name string, f float64, bits int) {
	t.Helper()
	prefix := []byte("1,")
	var got []byte
	if !math.IsNaN(f) && !math.IsInf(f, 0) {
		got = AppendFloat(bytes.Clone(prefix), f, bits)
		if !bytes.HasPrefix(got, prefix) {
			t.Errorf("%s: AppendFloat(%v [%#x], %d) = %q, overwriting dst %q", name, f, math.Float64bits(f), bits, got, prefix)
			return
		}
	}
	d := sameOutput(t, fmt.Sprintf("Marshal(float%d(%#x))", bits, math.Float64bits(f)),
		func() ([]byte, error) {
			if bits == 32 {
				return json.Marshal(float32(f))
			}
			return json.Marshal(f)
		},
		func() ([]byte, error) {
			if got == nil {
				// What the encoder returns for the float: the error
				// encoding/json returns, with FloatError's text.
				return nil, &json.UnsupportedValueError{Value: reflect.ValueOf(f), Str: FloatError(f, bits)}
			}
			return got[len(prefix):], nil
		})
	if d != "" {
		if got == nil {
			t.Errorf("%s: FloatError(%v, %d) = %q:\n%s", name, f, bits, FloatError(f, bits), d)
		} else {
			t.Errorf("%s: AppendFloat(%v [%#x], %d) = %q:\n%s", name, f, math.Float64bits(f), bits, got[len(prefix):], d)
		}
	}
}

var floatTests = []struct {
	name string
	in   float64
}{
	{atLine("zero"), 0},
	{atLine("negative zero"), math.Copysign(0, -1)},
	{atLine("one"), 1},
	{atLine("minus one"), -1},
	{atLine("half"), 0.5},
	{atLine("tenth"), 0.1},
	{atLine("pi"), math.Pi},
	{atLine("1e-6"), 1e-6},
	{atLine("below 1e-6"), math.Nextafter(1e-6, 0)},
	{atLine("above 1e-6"), math.Nextafter(1e-6, 1)},
	{atLine("1e-7"), 1e-7},
	{atLine("-1e-7"), -1e-7},
	{atLine("1e-10"), 1e-10},
	{atLine("1.5e-100"), 1.5e-100},
	{atLine("1e20"), 1e20},
	{atLine("1e21"), 1e21},
	{atLine("below 1e21"), math.Nextafter(1e21, 0)},
	{atLine("above 1e21"), math.Nextafter(1e21, math.Inf(1))},
	{atLine("-1e21"), -1e21},
	{atLine("1e100"), 1e100},
	{atLine("max float64"), math.MaxFloat64},
	{atLine("-max float64"), -math.MaxFloat64},
	{atLine("max float32"), math.MaxFloat32},
	{atLine("smallest normal"), 0x1p-1022},
	{atLine("smallest subnormal"), math.SmallestNonzeroFloat64},
	{atLine("largest subnormal"), math.Float64frombits(0x000fffffffffffff)},
	{atLine("smallest float32 subnormal"), math.SmallestNonzeroFloat32},
	{atLine("2^24"), 1 << 24},
	{atLine("2^24+1"), 1<<24 + 1},
	{atLine("2^24-1"), 1<<24 - 1},
	{atLine("2^53"), 1 << 53},
	{atLine("2^53-1"), 1<<53 - 1},
	{atLine("-(2^53-1)"), -(1<<53 - 1)},
	{atLine("2^53+2"), 1<<53 + 2},
	{atLine("2^60"), 1 << 60},
	{atLine("2^63"), 1 << 63},
	{atLine("-2^63"), -(1 << 63)},
	{atLine("2^64"), 1 << 64},
	{atLine("123456789"), 123456789},
	{atLine("16777217 rounds in float32"), 16777217},
	{atLine("1e15"), 1e15},
	{atLine("integral large"), 123456789012345678},
	{atLine("NaN"), math.NaN()},
	{atLine("+Inf"), math.Inf(1)},
	{atLine("-Inf"), math.Inf(-1)},
}

func TestAppendFloat(t *testing.T) {
	for _, tt := range floatTests {
		checkFloat(t, tt.name, tt.in, 64)
		checkFloat(t, tt.name, float64(float32(tt.in)), 32)
	}
	// The float32 cut-offs and their neighbours, which differ from the
	// float64 ones.
	for _, c := range []float32{1e-6, 1e21} {
		for _, f := range []float32{c, math.Nextafter32(c, 0), math.Nextafter32(c, math.MaxFloat32)} {
			checkFloat(t, "float32 cut-off", float64(f), 32)
			checkFloat(t, "float32 cut-off", float64(-f), 32)
		}
	}
}

func TestAppendFloatRandom(t *testing.T) {
	jsontest.SingleGoroutine(t)
	r := rand.New(rand.NewPCG(3, 4))
	for i := 0; i < 20000; i++ {
		checkFloat(t, "random bits", math.Float64frombits(r.Uint64()), 64)
		checkFloat(t, "random bits", float64(math.Float32frombits(r.Uint32())), 32)
		// Random bits are almost never integers or near the cut-offs.
		n := float64(r.Int64N(1<<55) - 1<<54)
		checkFloat(t, "random integer", n, 64)
		checkFloat(t, "random integer", float64(float32(n)), 32)
		checkFloat(t, "random integer", float64(int32(n)), 64)
		checkFloat(t, "random scaled", n*math.Pow(10, float64(r.IntN(60)-40)), 64)
		checkFloat(t, "random scaled", float64(float32(n*math.Pow(10, float64(r.IntN(60)-40)))), 32)
	}
}

// TestAppendFloatNotFloat32 checks that AppendFloat follows encoding/json's
// formula even for a bits-32 argument that is not a float32 value, which
// encoding/json never passes but a caller of AppendFloat could.
func TestAppendFloatNotFloat32(t *testing.T) {
	for _, f := range []float64{1e-50, -1e-50, 1e300, 0.1, 16777217, 1<<24 + 0.5, 1e-6, 9.999999e20} {
		want := []byte(stdFloatFormula(f, 32))
		if got := AppendFloat(nil, f, 32); !bytes.Equal(got, want) {
			t.Errorf("AppendFloat(%v, 32) = %q, want %q", f, got, want)
		}
	}
}

// stdFloatFormula restates encoding/json's float formatting as documented:
// 'f' format unless the magnitude is below 1e-6 or from 1e21 on, compared
// in the precision of bits, and exponents without zero padding.
func stdFloatFormula(f float64, bits int) string {
	format := byte('f')
	a := math.Abs(f)
	if a != 0 && (bits == 64 && (a < 1e-6 || a >= 1e21) || bits == 32 && (float32(a) < 1e-6 || float32(a) >= 1e21)) {
		format = 'e'
	}
	s := strconv.FormatFloat(f, format, -1, bits)
	if n := len(s); format == 'e' && n >= 4 && s[n-4:n-1] == "e-0" {
		s = s[:n-2] + s[n-1:]
	}
	return s
}

func TestAppendFloatAllocs(t *testing.T) {
	buf := make([]byte, 0, 64)
	for _, f := range []float64{0, 1, 1e300, 1.5e-7, math.Pi, -12345} {
		for _, bits := range []int{32, 64} {
			if n := testing.AllocsPerRun(100, func() { buf = AppendFloat(buf[:0], f, bits) }); n != 0 {
				t.Errorf("AppendFloat(%v, %d) allocates %v times, want 0", f, bits, n)
			}
		}
	}
}

var numberTests = []struct {
	name string
	in   string
}{
	{atLine("empty"), ""},
	{atLine("zero"), "0"},
	{atLine("negative zero"), "-0"},
	{atLine("minus"), "-"},
	{atLine("plus"), "+1"},
	{atLine("leading zero"), "01"},
	{atLine("negative leading zero"), "-01"},
	{atLine("integer"), "1234567890"},
	{atLine("negative"), "-42"},
	{atLine("fraction"), "3.14"},
	{atLine("zero fraction"), "0.0"},
	{atLine("dot without digits"), "1."},
	{atLine("dot first"), ".5"},
	{atLine("dot then exponent"), "1.e5"},
	{atLine("exponent"), "1e5"},
	{atLine("upper exponent"), "1E5"},
	{atLine("signed exponents"), "1e+5"},
	{atLine("negative exponent"), "1.5e-05"},
	{atLine("exponent without digits"), "1e"},
	{atLine("exponent sign only"), "1e+"},
	{atLine("exponent minus only"), "1e-"},
	{atLine("exponent then letter"), "1ex"},
	{atLine("double exponent"), "1e5e5"},
	{atLine("double dot"), "1.2.3"},
	{atLine("space"), " 1"},
	{atLine("trailing space"), "1 "},
	{atLine("hex"), "0x10"},
	{atLine("NaN"), "NaN"},
	{atLine("Inf"), "Inf"},
	{atLine("letter"), "a"},
	{atLine("zero exponent"), "0e0"},
	{atLine("big"), "123456789012345678901234567890e123456789"},
}

// numberMarshalDoc is what the documentation of IsValidNumber says
// encoding/json's Marshal does with Number(s): it writes a valid s as it
// is and the empty Number as 0, and fails on any other.
func numberMarshalDoc(s string) ([]byte, error) {
	switch {
	case IsValidNumber(s):
		return []byte(s), nil
	case s == "":
		return []byte("0"), nil
	}
	return nil, fmt.Errorf("json: invalid number literal %q", s)
}

// checkValidNumber compares what IsValidNumber's documentation says
// Marshal does with Number(s) with what encoding/json's does.
func checkValidNumber(t *testing.T, name, s string) {
	t.Helper()
	d := sameOutput(t, fmt.Sprintf("Marshal(Number(%+q))", s),
		func() ([]byte, error) { return json.Marshal(json.Number(s)) },
		func() ([]byte, error) { return numberMarshalDoc(s) })
	if d != "" {
		t.Errorf("%sIsValidNumber(%q) = %v; Marshal(Number) differs from what IsValidNumber's documentation says (ours):\n%s", name, s, IsValidNumber(s), d)
	}
}

func TestIsValidNumber(t *testing.T) {
	for _, tt := range numberTests {
		checkValidNumber(t, tt.name+": ", tt.in)
	}
	// Every string of up to four bytes from an alphabet of number bytes.
	const alphabet = "019-+.eE x"
	var walk func(prefix string)
	walk = func(prefix string) {
		checkValidNumber(t, "", prefix)
		if len(prefix) == 4 {
			return
		}
		for i := range len(alphabet) {
			walk(prefix + alphabet[i:i+1])
		}
	}
	walk("")
}

// floatBenchInputs are the values the float benchmarks format.
var floatBenchInputs = []struct {
	name string
	in   float64
}{
	{"Integer", 1234567},
	{"Decimal", 1234.5678},
	{"Pi", math.Pi},
	{"Exponent", 6.02214076e23},
}

func BenchmarkAppendFloat(b *testing.B) {
	for _, in := range floatBenchInputs {
		b.Run(in.name+"/zerojson", func(b *testing.B) {
			buf := make([]byte, 0, 64)
			b.ReportAllocs()
			for b.Loop() {
				buf = AppendFloat(buf[:0], in.in, 64)
			}
		})
		b.Run(in.name+"/strconv", func(b *testing.B) {
			buf := make([]byte, 0, 64)
			b.ReportAllocs()
			for b.Loop() {
				buf = strconv.AppendFloat(buf[:0], in.in, 'f', -1, 64)
			}
		})
	}
}
