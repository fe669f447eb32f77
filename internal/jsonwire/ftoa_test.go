package jsonwire

import (
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"math"
	"math/big"
	"math/rand/v2"
	"runtime"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"testing"

	"github.com/zerojson/json/internal/jsontest"
)

var (
	ftoaPatterns = flag.Int64("ftoa.patterns", 20<<20,
		"number of random float64 bit patterns TestFtoaRandomBits compares with strconv (a quarter of it with -short)")
	ftoaSeed       = flag.Uint64("ftoa.seed", 1, "seed of the randomized TestFtoa tests")
	ftoaPrintTable = flag.Bool("ftoa.printtable", false, "make TestFtoaPow10Table print pow10Approx as Go source")
)

// ftoaWant appends what encoding/json writes for the float64 f, computed
// the way encoding/json computes it (encode.go, floatEncoder) but without
// allocating, so that the sweeps below can afford hundreds of millions of
// values. checkFtoa compares it with json.Marshal itself on a sample.
func ftoaWant(dst []byte, f float64) []byte {
	format := byte('f')
	if a := math.Abs(f); a != 0 && (a < 1e-6 || a >= 1e21) {
		format = 'e'
	}
	dst = strconv.AppendFloat(dst, f, format, -1, 64)
	if n := len(dst); format == 'e' && n >= 4 && dst[n-4] == 'e' && dst[n-3] == '-' && dst[n-2] == '0' {
		dst[n-2] = dst[n-1]
		dst = dst[:n-1]
	}
	return dst
}

// ftoaChecker compares AppendFloat(…, 64), and appendFloat64 called
// directly, with encoding/json for one finite float64 at a time. It reuses
// its buffers, so one checker serves one goroutine.
type ftoaChecker struct {
	want, got, direct []byte
	marshalEvery      uint64 // also compare with json.Marshal every this many checks (1: always)
	n                 uint64
}

// check returns a description of the first difference, or "". The
// comparisons with json.Marshal go through the reference, in test tb.
func (c *ftoaChecker) check(tb testing.TB, f float64) string {
	c.want = ftoaWant(c.want[:0], f)
	c.got = AppendFloat(append(c.got[:0], '['), f, 64)
	c.direct = appendFloat64(c.direct[:0], f)
	c.n++
	if c.marshalEvery != 0 && c.n%c.marshalEvery == 0 {
		if d := sameOutput(tb, fmt.Sprintf("Marshal(float64(%#x))", math.Float64bits(f)),
			func() ([]byte, error) { return json.Marshal(f) },
			func() ([]byte, error) { return c.want, nil }); d != "" {
			return fmt.Sprintf("test reference: ftoaWant(%v [%#x]) = %q, but json.Marshal differs:\n%s", f, math.Float64bits(f), c.want, d)
		}
	}
	if !bytes.Equal(c.got[1:], c.want) || c.got[0] != '[' {
		return fmt.Sprintf("AppendFloat(%v [%#x], 64) = %q, want %q", f, math.Float64bits(f), c.got, append([]byte{'['}, c.want...))
	}
	if !bytes.Equal(c.direct, c.want) {
		return fmt.Sprintf("appendFloat64(%v [%#x]) = %q, want %q", f, math.Float64bits(f), c.direct, c.want)
	}
	return ""
}

// ftoaMarshalBatch is how many values checkFtoaAll compares with
// json.Marshal in one comparison through the reference. A comparison per
// value costs more than formatting the value (the reference hashes each
// comparison's key and result): it tripled the time of these tests, and
// would record a million comparisons.
const ftoaMarshalBatch = 4096

// sameMarshalFloats compares json.Marshal with ftoaWant on each of fs, in
// one comparison through the reference, and describes the values on which
// they differ, or returns "".
func sameMarshalFloats(tb testing.TB, fs []float64) string {
	key := []byte("Marshal(float64(…)) of each of")
	for _, f := range fs {
		key = append(key, " 0x"...)
		key = strconv.AppendUint(key, math.Float64bits(f), 16)
	}
	// canon prints each value's output on a line of its own, labelled
	// with the value's bits, so that a failure shows the values that
	// differ.
	canon := func(out func(f float64) ([]byte, error)) string {
		var sb strings.Builder
		for _, f := range fs {
			b, err := out(f)
			fmt.Fprintf(&sb, "%#x: ", math.Float64bits(f))
			if err != nil {
				sb.WriteString(strings.ReplaceAll(canonError(err), "\n", " "))
			}
			sb.Write(b)
			sb.WriteByte('\n')
		}
		return sb.String()
	}
	return jsontest.Ref.Same(tb, string(key),
		func() string { return canon(func(f float64) ([]byte, error) { return json.Marshal(f) }) },
		func() string {
			return canon(func(f float64) ([]byte, error) { return ftoaWant(nil, f), nil })
		})
}

// checkFtoaAll checks every finite value of fs, and each with its sign
// flipped, against encoding/json, always including json.Marshal itself.
func checkFtoaAll(t *testing.T, name string, fs ...float64) {
	t.Helper()
	var c ftoaChecker
	// After 20 errors the values are still checked, but the errors are
	// only counted.
	errs := 0
	report := func(msg string) {
		t.Helper()
		if errs++; errs <= 20 {
			t.Errorf("%s: %s", name, msg)
		}
	}
	var batch []float64
	marshalBatch := func() {
		t.Helper()
		if d := sameMarshalFloats(t, batch); d != "" {
			report("test reference: ftoaWant differs from json.Marshal:\n" + d)
		}
		batch = batch[:0]
	}
	for _, f := range fs {
		for _, f := range [2]float64{f, -f} {
			if math.IsNaN(f) || math.IsInf(f, 0) {
				continue
			}
			if msg := c.check(t, f); msg != "" {
				report(msg)
			}
			if batch = append(batch, f); len(batch) == ftoaMarshalBatch {
				marshalBatch()
			}
		}
	}
	if len(batch) > 0 {
		marshalBatch()
	}
	if errs > 20 {
		t.Errorf("%s: %d errors in all", name, errs)
	}
}

// ftoaStreams is the number of random streams a sweep draws its values
// from, whatever the number of goroutines that check them, so that a seed
// gives the same values, and the same comparisons with json.Marshal, on
// every machine and in the classic helper (see jsontest.Reference).
const ftoaStreams = 64

// ftoaSweep checks n values made by next from ftoaStreams random streams,
// spread over GOMAXPROCS goroutines, and returns how many it checked.
// Every 1024th value of a stream is also compared with json.Marshal.
func ftoaSweep(t *testing.T, n int64, next func(r *rand.Rand) float64) int64 {
	t.Helper()
	var (
		wg      sync.WaitGroup
		errs    atomic.Int32
		checked atomic.Int64
		stream  atomic.Int64 // the next stream to check
	)
	for range runtime.GOMAXPROCS(0) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for s := stream.Add(1) - 1; s < ftoaStreams; s = stream.Add(1) - 1 {
				r := rand.New(rand.NewPCG(*ftoaSeed, uint64(s)))
				c := ftoaChecker{marshalEvery: 1024}
				m := n / ftoaStreams
				if s < n%ftoaStreams {
					m++
				}
				for range m {
					f := next(r)
					if math.IsNaN(f) || math.IsInf(f, 0) {
						continue
					}
					// After 20 errors the values are still checked,
					// as in checkFtoaAll, but the errors only counted.
					if msg := c.check(t, f); msg != "" && errs.Add(1) <= 20 {
						t.Error(msg)
					}
				}
				checked.Add(int64(c.n))
			}
		}()
	}
	wg.Wait()
	if n := errs.Load(); n > 20 {
		t.Errorf("%d errors in all", n)
	}
	return checked.Load()
}

func TestFtoaRandomBits(t *testing.T) {
	jsontest.SingleGoroutine(t)
	n := *ftoaPatterns
	if testing.Short() {
		n /= 4
	}
	checked := ftoaSweep(t, n, func(r *rand.Rand) float64 {
		return math.Float64frombits(r.Uint64())
	})
	t.Logf("checked %d random finite float64 bit patterns", checked)
}

// TestFtoaRandomDecimals checks floats read from random decimals of 1 to 17
// significant digits with random exponents, and their neighbours: values
// whose shortest form is short, or just fails to be.
func TestFtoaRandomDecimals(t *testing.T) {
	n := int64(1 << 20)
	if testing.Short() {
		n /= 4
	}
	checked := ftoaSweep(t, n, func(r *rand.Rand) float64 {
		digits := 1 + r.IntN(17)
		m := r.Uint64N(uint64(math.Pow10(digits)))
		var buf [40]byte
		b := strconv.AppendUint(buf[:0], m, 10)
		b = append(b, 'e')
		b = strconv.AppendInt(b, int64(r.IntN(650)-340), 10)
		f, _ := strconv.ParseFloat(string(b), 64)
		switch r.IntN(4) {
		case 0:
			f = math.Nextafter(f, 0)
		case 1:
			f = math.Nextafter(f, math.Inf(1))
		}
		return f
	})
	t.Logf("checked %d floats near random decimals", checked)
}

// TestFtoaPowers checks every power of two and of ten a float64 can hold
// or approach, and a few neighbours of each. The powers of two include
// every float whose rounding interval is lopsided (a quarter unit below,
// a half above), for which the algorithm has its own case.
func TestFtoaPowers(t *testing.T) {
	jsontest.SingleGoroutine(t)
	var fs []float64
	add := func(f float64) {
		fs = append(fs, f)
		lo, hi := f, f
		for range 3 {
			lo, hi = math.Nextafter(lo, 0), math.Nextafter(hi, math.Inf(1))
			fs = append(fs, lo, hi)
		}
	}
	for e := -1074; e <= 1023; e++ {
		add(math.Ldexp(1, e))
		add(math.Ldexp(3, e-1)) // halfway between powers of two
	}
	for e := -325; e <= 309; e++ {
		f, _ := strconv.ParseFloat("1e"+strconv.Itoa(e), 64)
		add(f)
		for _, m := range []string{"5", "9", "25", "123456789", "99999999999999999", "12345678901234567"} {
			f, _ := strconv.ParseFloat(m+"e"+strconv.Itoa(e), 64)
			add(f)
		}
	}
	checkFtoaAll(t, "powers", fs...)
}

// TestFtoaBoundaries checks the ends of the float64 range, the subnormals,
// and the values around encoding/json's switches to exponent notation.
func TestFtoaBoundaries(t *testing.T) {
	jsontest.SingleGoroutine(t)
	var fs []float64
	near := func(f float64, n int) {
		lo, hi := f, f
		fs = append(fs, f)
		for range n {
			lo, hi = math.Nextafter(lo, math.Inf(-1)), math.Nextafter(hi, math.Inf(1))
			fs = append(fs, lo, hi)
		}
	}
	for c := uint64(1); c <= 1<<16; c++ { // the smallest subnormals
		fs = append(fs, math.Float64frombits(c))
	}
	near(math.Float64frombits(1<<52-1<<15), 1<<15) // the largest subnormals and smallest normals
	near(math.MaxFloat64, 1000)
	near(math.SmallestNonzeroFloat64*1e16, 100)
	for _, f := range []float64{1e-6, 1e21, 1e-7, 1e-5, 1e20, 1e22, 0x1p53, 0x1p63, 0x1p64, 1, 0.1, 0.5} {
		near(f, 2000)
	}
	fs = append(fs, 0, math.Copysign(0, -1), 5e-324, 1e-323, 2.2250738585072014e-308, 4.9406564584124654e-324,
		0.004195804195804196, 690.7304761905477, 9007199254740993, 123456789012345680000)
	checkFtoaAll(t, "boundaries", fs...)
}

// TestFtoaTies checks the floats that are exactly halfway between the two
// closest shortest decimals, where strconv picks the even one. For
// f = c·2^q, f·10^-k is a half-integer only for q = -2 and odd c: the
// floats N+1/4 and N+3/4 for 2^50 <= N < 2^51, whose shortest forms have
// one fraction digit, N.2 (not N.3) and N.8 (not N.7).
func TestFtoaTies(t *testing.T) {
	jsontest.SingleGoroutine(t)
	r := rand.New(rand.NewPCG(*ftoaSeed, 99))
	var fs []float64
	for i := range 1 << 16 {
		n := float64(1<<50 + r.Uint64N(1<<50))
		if i < 64 {
			n = float64(1<<50 + i)
		}
		fs = append(fs, n+0.25, n+0.75, n+0.5)
	}
	checkFtoaAll(t, "ties", fs...)
	// Make sure the set really has ties: strconv rounds them to even.
	if got := strconv.FormatFloat(1<<50+0.25, 'f', -1, 64); got != "1125899906842624.2" {
		t.Errorf("strconv formats 2^50+0.25 as %s; TestFtoaTies's tie analysis expects 1125899906842624.2", got)
	}
}

// TestFtoaExactProducts checks floats that are exact integers or have few
// fraction bits across the range where f·10^-k or the ends of the rounding
// interval times 10^-k can be exact, which is where mulPow10RoundOdd must
// not set its inexact flag.
func TestFtoaExactProducts(t *testing.T) {
	jsontest.SingleGoroutine(t)
	r := rand.New(rand.NewPCG(*ftoaSeed, 100))
	var fs []float64
	for q := -60; q <= 80; q++ {
		for range 2000 {
			c := 1<<52 | r.Uint64N(1<<52)
			if r.IntN(2) == 0 {
				// Multiples of large powers of five make f·10^-k exact.
				p := uint64(1)
				for p*5 < 1<<53 && r.IntN(8) != 0 {
					p *= 5
				}
				c = (1<<52 + p - 1) / p * p
				c += p * r.Uint64N((1<<53-c)/p)
			}
			fs = append(fs, math.Ldexp(float64(c), q))
		}
	}
	checkFtoaAll(t, "exact products", fs...)
}

func TestFtoaDecimalLen(t *testing.T) {
	for n := 1; n <= 20; n++ {
		p := uint64(1)
		for range n - 1 {
			p *= 10
		}
		// p is the smallest n-digit number; try it, the largest, and a
		// spread of bit lengths in between.
		last := uint64(math.MaxUint64)
		if n < 20 {
			last = p*10 - 1
		}
		for _, d := range []uint64{p, p + 1, last, last - 1, p + (last-p)/2, p + (last-p)/3} {
			if got := decimalLen(d); got != n {
				t.Errorf("decimalLen(%d) = %d, want %d", d, got, n)
			}
		}
	}
	for l := range 64 {
		for _, d := range []uint64{1 << l, 1<<l - 1, 1<<l + 1} {
			if d == 0 {
				continue
			}
			if got, want := decimalLen(d), len(strconv.FormatUint(d, 10)); got != want {
				t.Errorf("decimalLen(%d) = %d, want %d", d, got, want)
			}
		}
	}
}

// TestFtoaShiftRange checks the claim in shortestDecimal that the shift
// that scales the significands lies in [1, 4] for every float64 exponent.
func TestFtoaShiftRange(t *testing.T) {
	for q := minExp2; q <= 971; q++ {
		ks := []int{floorLog10Pow2(q)}
		if q > minExp2 {
			ks = append(ks, floorLog10ThreeQuartersPow2(q))
		}
		for _, k := range ks {
			if -k < pow10MinExp || -k > pow10MaxExp {
				t.Errorf("q=%d: k=%d outside the table", q, k)
			}
			if s := q + floorLog2Pow10(-k) + 1; s < 1 || s > 4 {
				t.Errorf("q=%d k=%d: shift %d outside [1, 4]", q, k, s)
			}
		}
	}
}

// TestFtoaLogApproximations checks the fixed-point logarithms exactly with
// math/big over the ranges their comments promise.
func TestFtoaLogApproximations(t *testing.T) {
	pow := func(b int64, e int) *big.Rat { // b^e as a rational
		x := new(big.Int).Exp(big.NewInt(b), big.NewInt(int64(max(e, -e))), nil)
		if e < 0 {
			return new(big.Rat).SetFrac(big.NewInt(1), x)
		}
		return new(big.Rat).SetInt(x)
	}
	// isFloorLog reports whether b^k <= x < b^(k+1).
	isFloorLog := func(x *big.Rat, b int64, k int) bool {
		return pow(b, k).Cmp(x) <= 0 && x.Cmp(pow(b, k+1)) < 0
	}
	for q := -1650; q <= 1650; q++ {
		if k := floorLog10Pow2(q); !isFloorLog(pow(2, q), 10, k) {
			t.Errorf("floorLog10Pow2(%d) = %d", q, k)
		}
	}
	for q := minExp2; q <= 971; q++ {
		x := new(big.Rat).Mul(pow(2, q), big.NewRat(3, 4))
		if k := floorLog10ThreeQuartersPow2(q); !isFloorLog(x, 10, k) {
			t.Errorf("floorLog10ThreeQuartersPow2(%d) = %d", q, k)
		}
	}
	for e := -1000; e <= 1000; e++ {
		if k := floorLog2Pow10(e); !isFloorLog(pow(10, e), 2, k) {
			t.Errorf("floorLog2Pow10(%d) = %d", e, k)
		}
	}
}

// pow10ApproxEntry computes pow10Approx's entry for 10^e with math/big:
// floor(10^e / 2^r) + 1 for the r that puts it in [2^127, 2^128).
func pow10ApproxEntry(e int) [2]uint64 {
	g := new(big.Int)
	ten := new(big.Int).Exp(big.NewInt(10), big.NewInt(int64(max(e, -e))), nil)
	r := floorLog2Pow10(e) - 127
	if e >= 0 {
		if r >= 0 {
			g.Rsh(ten, uint(r))
		} else {
			g.Lsh(ten, uint(-r))
		}
	} else {
		g.Lsh(big.NewInt(1), uint(-r)) // 10^e / 2^r = 2^-r / 10^-e
		g.Quo(g, ten)
	}
	g.Add(g, big.NewInt(1))
	if g.BitLen() != 128 {
		panic(fmt.Sprintf("10^%d: g has %d bits", e, g.BitLen()))
	}
	lo := new(big.Int).And(g, new(big.Int).SetUint64(math.MaxUint64)).Uint64()
	return [2]uint64{new(big.Int).Rsh(g, 64).Uint64(), lo}
}

func TestFtoaPow10Table(t *testing.T) {
	var src bytes.Buffer
	for e := pow10MinExp; e <= pow10MaxExp; e++ {
		want := pow10ApproxEntry(e)
		fmt.Fprintf(&src, "\t{%#016x, %#016x}, // 1e%d\n", want[0], want[1], e)
		if got := pow10Approx[e-pow10MinExp]; got != want {
			t.Errorf("pow10Approx entry for 1e%d = %#x, want %#x", e, got, want)
		}
	}
	if *ftoaPrintTable {
		fmt.Print(src.String())
	}
}

func TestFtoaAllocs(t *testing.T) {
	buf := make([]byte, 0, 64)
	for _, f := range []float64{0.004195804195804196, 690.7304761905477, 0.25, 1e300, 5e-324, -1.5e-7, 1e20} {
		if n := testing.AllocsPerRun(100, func() { buf = AppendFloat(buf[:0], f, 64) }); n != 0 {
			t.Errorf("AppendFloat(%v, 64) allocates %v times, want 0", f, n)
		}
		if n := testing.AllocsPerRun(100, func() { buf = appendFloat64(buf[:0], f) }); n != 0 {
			t.Errorf("appendFloat64(%v) allocates %v times, want 0", f, n)
		}
	}
}

// FuzzAppendFloat64 compares AppendFloat(…, 64) with json.Marshal on any
// finite float64 the fuzzer finds.
func FuzzAppendFloat64(f *testing.F) {
	for _, x := range []float64{0, 1, 0.1, 0.25, 3.5, math.Pi, 1e-6, 1e21, 1e-7, 9.999999999999999e20,
		0.004195804195804196, 690.7304761905477, 1<<50 + 0.25, 5e-324, math.MaxFloat64, 0x1p-1022, 6.02214076e23} {
		f.Add(x)
	}
	jsontest.Fuzz(f, func(t *testing.T, x float64) {
		if math.IsNaN(x) || math.IsInf(x, 0) {
			return
		}
		c := ftoaChecker{marshalEvery: 1}
		if msg := c.check(t, x); msg != "" {
			t.Error(msg)
		}
	})
}

// ftoaBenchInputs are the float64s BenchmarkFtoa formats: what real
// documents hold (16- and 17-digit quotients, short decimals) and the
// extremes of the exponent range.
var ftoaBenchInputs = []struct {
	name string
	in   float64
}{
	{"Digits16", 690.7304761905477},
	{"Digits17", 0.004195804195804196},
	{"Pi", math.Pi},
	{"Third", 1.0 / 3},
	{"Short0.25", 0.25},
	{"Short3.5", 3.5},
	{"Short0.1", 0.1},
	{"Big1e300", 1.2345678901234567e300},
	{"Tiny5e-324", 5e-324},
	{"Small1.6e-19", 1.602176634e-19},
	{"Avogadro", 6.02214076e23},
}

// BenchmarkFtoa times AppendFloat on float64s against strconv.AppendFloat
// with precision -1 in the format encoding/json picks for the value ('f',
// or 'e' below 1e-6 and from 1e21 on).
func BenchmarkFtoa(b *testing.B) {
	for _, in := range ftoaBenchInputs {
		format := byte('f')
		if a := math.Abs(in.in); a < 1e-6 || a >= 1e21 {
			format = 'e'
		}
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
				buf = strconv.AppendFloat(buf[:0], in.in, format, -1, 64)
			}
		})
	}
}
