package json

import (
	"math/rand/v2"
	"strconv"
	"testing"
)

// TestParseFloatExact checks the shortcut of parseFloat against
// strconv.ParseFloat on numbers near its limits and on random ones.
func TestParseFloatExact(t *testing.T) {
	cases := []string{
		"0", "-0", "0.0", "-0.0", "1", "-1", "0.1", "1e22", "1e23", "1e-22", "1e-23",
		"9007199254740992", "9007199254740993", "9007199254740993e-5", "123456789012345678",
		"1234567890123456789", "12345678901234567890", "0.000001", "1.5E+3", "2e-0", "1E0",
		"4.35", "0.30000000000000004", "179769313486231570000000000000000000000", "1e400", "1e-400",
	}
	r := rand.New(rand.NewPCG(1, 2))
	for range 20000 {
		m := r.Uint64N(1 << uint(r.IntN(64)))
		s := strconv.FormatUint(m, 10)
		if k := r.IntN(len(s) + 1); k < len(s) {
			s = s[:k] + "." + s[k:]
			if s[0] == '.' {
				s = "0" + s
			}
		}
		if r.IntN(3) == 0 {
			s += "e" + strconv.Itoa(r.IntN(60)-30)
		}
		if r.IntN(2) == 0 {
			s = "-" + s
		}
		cases = append(cases, s)
	}
	for _, s := range cases {
		want, werr := strconv.ParseFloat(s, 64)
		got, gerr := parseFloat([]byte(s), 64)
		if got != want || (werr == nil) != (gerr == nil) || strconv.FormatFloat(got, 'g', -1, 64) != strconv.FormatFloat(want, 'g', -1, 64) {
			t.Errorf("parseFloat(%q) = %v, %v; strconv gives %v, %v", s, got, gerr, want, werr)
		}
	}
}
