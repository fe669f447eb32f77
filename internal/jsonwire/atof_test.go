package jsonwire

import (
	"math"
	"math/rand/v2"
	"strconv"
	"strings"
	"testing"
)

// checkParseFloat64 compares ParseFloat64 with strconv.ParseFloat on s,
// bit for bit, when ParseFloat64 gives an answer.
func checkParseFloat64(t *testing.T, s string) (decided bool) {
	t.Helper()
	got, ok := ParseFloat64([]byte(s))
	if !ok {
		return false
	}
	want, err := strconv.ParseFloat(s, 64)
	if err != nil {
		t.Errorf("ParseFloat64(%q) = %v, but strconv fails: %v", s, got, err)
	} else if math.Float64bits(got) != math.Float64bits(want) {
		t.Errorf("ParseFloat64(%q) = %v (%#x), strconv gives %v (%#x)", s, got, math.Float64bits(got), want, math.Float64bits(want))
	}
	return true
}

func TestParseFloat64Cases(t *testing.T) {
	for _, s := range []string{
		"0", "-0", "0.0", "-0.0", "0e5", "1", "-1", "0.1", "0.3", "1e22", "1e23", "1e-22", "1e-23",
		"9007199254740992", "9007199254740993", "9007199254740993e-5", "123456789012345678",
		"1234567890123456789", "0.000001", "1.5E+3", "2e-0", "1E0", "4.35", "0.30000000000000004",
		"1.7976931348623157e308", "1.7976931348623159e308", "2.2250738585072014e-308",
		"5e-324", "1e-300", "1e300", "123456789e-300", "8.98846567431158e307", "2.5e-5",
		"0.9999999999999999", "1.0869565217391304", "89255.0", "1e-292", "1e324",
		"7.0064923216240854e-46", "4.9406564584124654e-324", "100000000000000000000000",
	} {
		checkParseFloat64(t, s)
	}
}

// TestParseFloat64Random tries the shapes JSON documents hold: shortest
// representations of random float64s (17 digits and fewer), random digit
// strings with random exponents, and numbers halfway between two float64s,
// which must be left to strconv or decided correctly.
func TestParseFloat64Random(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	n := 200000
	if testing.Short() {
		n = 20000
	}
	decided := 0
	for range n {
		var s string
		switch r.IntN(4) {
		case 0: // the shortest form of any float64
			f := math.Float64frombits(r.Uint64())
			if math.IsNaN(f) || math.IsInf(f, 0) {
				continue
			}
			s = strconv.FormatFloat(f, 'g', -1, 64)
		case 1: // a float64 in an ordinary range, in JSON's layout
			f := (r.Float64() - 0.5) * math.Pow(10, float64(r.IntN(40)-20))
			s = strconv.FormatFloat(f, 'f', -1, 64)
		case 2: // random digits and exponent
			var b strings.Builder
			for range 1 + r.IntN(19) {
				b.WriteByte(byte('0' + r.IntN(10)))
			}
			digits := strings.TrimLeft(b.String(), "0")
			if digits == "" {
				digits = "0"
			}
			s = digits
			if k := r.IntN(len(s) + 1); k > 0 && k < len(s) {
				s = s[:k] + "." + s[k:]
			}
			s += "e" + strconv.Itoa(r.IntN(700)-350)
		case 3: // halfway between a float64 and the next one
			f := math.Float64frombits(r.Uint64() &^ (1 << 63))
			if math.IsNaN(f) || math.IsInf(f, 0) || f == math.MaxFloat64 {
				continue
			}
			next := math.Nextafter(f, math.Inf(1))
			// f + (next-f)/2 has at most 17+ digits only in rare cases;
			// its exact decimal is long, so use a 19-digit rounding.
			s = strconv.FormatFloat(f/2+next/2, 'e', 18, 64)
		}
		s = strings.Replace(s, "e+", "e", 1)
		if checkParseFloat64(t, s) {
			decided++
		}
	}
	t.Logf("%d of %d inputs decided without strconv", decided, n)
}

// TestAddDigitWords compares addDigitWords with AddDigits' loop on runs of
// 0 to 40 digits followed by every byte value that is not a digit, with
// 0 to 9 bytes after that, from a random starting value: the same result
// and the same end. Runs over 19 digits wrap around in both.
func TestAddDigitWords(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 6))
	for n := range 41 {
		for stop := range 256 {
			if '0' <= stop && stop <= '9' {
				continue
			}
			b := make([]byte, 0, n+10)
			for range n {
				b = append(b, byte('0'+r.IntN(10)))
			}
			b = append(b, byte(stop))
			for range r.IntN(10) {
				b = append(b, byte(r.IntN(256)))
			}
			w := r.Uint64() >> r.IntN(64)
			for _, s := range [][]byte{b, b[:n]} { // also cut at the run's end
				gotW, gotI := addDigitWords(s, 0, w)
				wantW, wantI := AddDigits(s, 0, w)
				if gotW != wantW || gotI != wantI {
					t.Fatalf("%q from %d: addDigitWords gives %d, %d; AddDigits %d, %d", s, w, gotW, gotI, wantW, wantI)
				}
			}
		}
	}
}

// FuzzParseFloat64 compares ParseFloat64 with strconv on arbitrary JSON
// numbers.
func FuzzParseFloat64(f *testing.F) {
	for _, s := range []string{"0", "-1.5e-300", "1.0869565217391304", "9007199254740993", "123456789012345678e-30"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if !IsValidNumber(s) {
			return
		}
		checkParseFloat64(t, s)
	})
}
