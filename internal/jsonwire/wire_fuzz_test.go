package jsonwire

import (
	"math"
	"testing"
	"time"

	"github.com/zerojson/json/internal/jsontest"
)

// The fuzz targets compare with encoding/json and package time, not only
// look for panics. Their seeds run with every go test; the fuzzer's inputs
// are held to classic encoding/json on every build (jsontest.Fuzz).

func FuzzQuote(f *testing.F) {
	for _, s := range []string{
		"", "plain", "0123456789abcdef", "a\"b\\c\n\t\x00\x1f\x7f", "<>&", "日本\u2028\u2029😀",
		"\xff\xc0\x80\xed\xa0\x80\xe2\x80", "01234567\xe2\x80\xa8",
	} {
		f.Add(s, false)
		f.Add(s, true)
	}
	jsontest.Fuzz(f, func(t *testing.T, s string, escapeHTML bool) {
		checkQuote(t, "fuzz", s, escapeHTML)
	})
}

func FuzzFloat(f *testing.F) {
	for _, v := range []float64{0, math.Copysign(0, -1), 1, -1.5, 1e-6, 1e-7, 1e20, 1e21, math.MaxFloat64,
		math.SmallestNonzeroFloat64, math.MaxFloat32, 1 << 53, math.NaN(), math.Inf(-1)} {
		f.Add(math.Float64bits(v))
	}
	f.Add(uint64(math.Float32bits(1e-6)))
	f.Add(uint64(math.Float32bits(1e21)))
	jsontest.Fuzz(f, func(t *testing.T, bits uint64) {
		checkFloat(t, "fuzz", math.Float64frombits(bits), 64)
		// The low half as a float32, and the float64 rounded to float32.
		checkFloat(t, "fuzz", float64(math.Float32frombits(uint32(bits))), 32)
		checkFloat(t, "fuzz", float64(float32(math.Float64frombits(bits))), 32)
	})
}

func FuzzTime(f *testing.F) {
	f.Add(int64(0), int64(0), 0)
	f.Add(int64(1700000000), int64(123456789), 3600)
	f.Add(int64(year0Unix), int64(0), -1)
	f.Add(int64(year10000Unix-1), int64(999999999), 1)
	f.Add(int64(1700000000), int64(500), -(23*3600 + 59*60))
	f.Add(int64(1700000000), int64(1e6), 24*3600)
	f.Add(int64(math.MaxInt64), int64(0), 7200)
	f.Add(int64(math.MinInt64), int64(-1), -7200)
	f.Fuzz(func(t *testing.T, sec, nsec int64, offset int) {
		tm := time.Unix(sec, nsec)
		checkTime(t, "fuzz", tm.In(time.FixedZone("", offset)))
		checkTime(t, "fuzz UTC", tm.UTC())
	})
}

func FuzzHTMLEscape(f *testing.F) {
	for _, s := range []string{
		"", `{"a":"<b>&amp;</b>"}`, "\u2028\u2029", "\xe2\xe2\x80\xa8", "0123456789abc\xe2\x80", "\u2026<",
	} {
		f.Add([]byte(s), 0)
		f.Add([]byte(s), 3)
	}
	jsontest.Fuzz(f, func(t *testing.T, src []byte, start int) {
		if d := sameHTMLEscape(t, src, AppendHTMLEscape(nil, src)); d != "" {
			t.Fatalf("AppendHTMLEscape(%q):\n%s", src, d)
		}
		if start < 0 || start > len(src) {
			start = int(uint(start) % uint(len(src)+1))
		}
		checkEscapeHTMLFrom(t, "fuzz", src, start)
	})
}
