package jsonwire

import (
	"math/rand/v2"
	"strconv"
	"testing"
)

// TestReaderIntegers checks the one-pass integer readers against strconv
// on integers of every length, with and without a sign, followed by a
// delimiter, a fraction or an exponent.
func TestReaderIntegers(t *testing.T) {
	rnd := rand.New(rand.NewPCG(7, 8))
	var inputs []string
	for digits := 1; digits <= 21; digits++ {
		for range 200 {
			b := []byte{byte('1' + rnd.IntN(9))}
			for range digits - 1 {
				b = append(b, byte('0'+rnd.IntN(10)))
			}
			inputs = append(inputs, string(b), "-"+string(b))
		}
	}
	inputs = append(inputs, "0", "-0", "9223372036854775807", "9223372036854775808", "-9223372036854775808",
		"-9223372036854775809", "18446744073709551615", "18446744073709551616", "12345678", "99999999")
	for _, in := range inputs {
		for _, suffix := range []string{"", ",", "}", " ", ".5", "e3", "E-1"} {
			data := []byte(in + suffix)
			end := len(in)
			if suffix == ".5" || suffix == "e3" || suffix == "E-1" {
				end = len(data)
			}
			var r Reader
			r.Reset(data, false)
			wantI, errI := strconv.ParseInt(string(data[:end]), 10, 64)
			if n, ok := r.ReadInt(); r.Offset() != end || ok != (errI == nil) || ok && n != wantI || r.Failed() {
				t.Errorf("ReadInt(%q) = %d, %v at %d (err %v); want %d, %v at %d", data, n, ok, r.Offset(), r.Err(), wantI, errI == nil, end)
			}
			r.Reset(data, false)
			wantU, errU := strconv.ParseUint(string(data[:end]), 10, 64)
			if n, ok := r.ReadUint(); r.Offset() != end || ok != (errU == nil) || ok && n != wantU || r.Failed() {
				t.Errorf("ReadUint(%q) = %d, %v at %d (err %v); want %d, %v at %d", data, n, ok, r.Offset(), r.Err(), wantU, errU == nil, end)
			}
		}
	}
}
