package jsonwire

import (
	"math"
	"math/bits"
	"strconv"
	"unsafe"
)

// This file reads floating-point numbers, the inverse of ftoa.go: the
// common cases by the exact path and by Eisel-Lemire, the rest by
// strconv.ParseFloat, which spends most of its time on syntax JSON does not
// have (underscores, hex, "inf") and is several times slower.

// exactPow10 holds the powers of ten that float64 represents exactly.
var exactPow10 = [...]float64{
	1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11,
	1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
}

// ParseFloat64 parses s, a valid JSON number, to the float64 nearest to it
// (ties to even), the result of strconv.ParseFloat(s, 64). It reports false
// when it cannot be sure of that result cheaply — more than 19 significant
// digits, a result that overflows or is subnormal, or a rare product too
// close to a rounding boundary — and the caller must then use strconv.
func ParseFloat64(s []byte) (float64, bool) {
	f, n, ok := ParseFloat64Prefix(s)
	return f, ok && n == len(s)
}

// ParseFloat64Prefix is ParseFloat64 for the number that starts s, followed
// by anything. It also returns the number's length when it succeeds, so
// that the caller need not look for the end of the number first. It reports
// false, with a meaningless length, if s does not start with a valid JSON
// number; the caller then finds out why with [Reader.NumberEnd].
func ParseFloat64Prefix(s []byte) (f float64, n int, ok bool) {
	i := 0
	neg := len(s) > 0 && s[0] == '-'
	if neg {
		i++
	}
	// The significant digits, read as the integer w, and the power of ten
	// q that scales w to the number. Leading zeros do not count as digits.
	var w uint64
	digits, q := 0, 0
	intStart := i
	if i < len(s) && s[i] == '0' {
		i++
		if i < len(s) && '0' <= s[i] && s[i] <= '9' {
			return 0, i, false // a leading zero
		}
	} else {
		w, i = AddDigits(s, i, w)
		digits = i - intStart
		if digits == 0 {
			return 0, i, false // no integer part
		}
	}
	if i < len(s) && s[i] == '.' {
		i++
		fracStart := i
		if w == 0 {
			for i < len(s) && s[i] == '0' {
				i++
			}
		}
		sigStart := i
		w, i = addDigitWords(s, i, w)
		digits += i - sigStart
		if i == fracStart {
			return 0, i, false // no digit after the point
		}
		q -= i - fracStart
	}
	if i < len(s) && s[i]|0x20 == 'e' { // [eE][+-]?digits
		i++
		eneg := false
		if i < len(s) && (s[i] == '-' || s[i] == '+') {
			eneg = s[i] == '-'
			i++
		}
		expStart := i
		e := 0
		for ; i < len(s) && '0' <= s[i] && s[i] <= '9'; i++ {
			if e < 100000 {
				e = e*10 + int(s[i]-'0')
			}
		}
		if i == expStart {
			return 0, i, false
		}
		if eneg {
			e = -e
		}
		q += e
	}
	if digits > 19 { // w may have overflowed
		return 0, i, false
	}
	switch {
	case w == 0:
		f = 0
	case w <= 1<<53 && -22 <= q && q <= 22:
		// w and 10^|q| are exact, so one rounding gives the nearest.
		f = float64(w)
		if q < 0 {
			f /= exactPow10[-q]
		} else {
			f *= exactPow10[q]
		}
	default:
		if f, ok = scaleByPow10(w, q); !ok {
			return 0, i, false
		}
	}
	if neg {
		f = -f
	}
	return f, i, true
}

// AddDigits adds the run of decimal digits at s[i:] to w, as more digits
// of the same number, and returns the result and the offset just past the
// run. w wraps around after 19 digits; the caller counts them.
func AddDigits(s []byte, i int, w uint64) (uint64, int) {
	for i < len(s) {
		c := s[i] - '0'
		if c > 9 {
			break
		}
		w = w*10 + uint64(c)
		i++
	}
	return w, i
}

// addDigitWords is AddDigits for the digits of a fraction, which run long
// (-65.613616999999977 in the canada corpus).
func addDigitWords(s []byte, i int, w uint64) (uint64, int) {
	// Eight bytes at a time, as a word: the digits at its start are counted
	// from the mask of the bytes that are not digits (nonDigits) and
	// converted together (digitsValue), which breaks the chain of a
	// multiplication and an addition per digit: canada, 14% fewer instructions.
	for i+8 <= len(s) {
		v := loadWord(s, i)
		x := v - asciiZeros // the digits' values, in their bytes
		m := nonDigits(v)
		if m == 0 {
			w = w*100000000 + digitsValue(x)
			i += 8
			continue
		}
		n := uint(bits.TrailingZeros64(m)) / 8 // digits before the flag
		if n == 0 {
			return w, i
		}
		// The n digits moved to the top of the word, below them zeros,
		// which read as leading zeros.
		return w*smallPow10[n] + digitsValue(x<<(64-8*n)), i + int(n)
	}
	return AddDigits(s, i, w)
}

// nonDigits returns the high bit of each byte of v that is not a decimal
// digit: below '0', v-0x30 borrows in that byte; above '9' and below 0xba,
// v+0x46 reaches 0x80; from 0xb0, v-0x30 is at least 0x80. A carry or a
// borrow only starts at a byte that is flagged itself, and only changes
// the bytes above it, so the lowest flag is exact.
func nonDigits(v uint64) uint64 {
	return ((v + 0x46*lowBits) | (v - asciiZeros)) & highBits
}

// leadingDigits returns how many of the bytes of w, from the lowest, are
// ASCII digits before the first that is not: 8 if all are.
func leadingDigits(w uint64) int {
	return bits.TrailingZeros64(nonDigits(w)) >> 3
}

// smallPow10 holds 10^n for the digit counts of addDigitWords' partial
// words.
var smallPow10 = [8]uint64{1, 10, 100, 1000, 10000, 100000, 1000000, 10000000}

// digitsValue returns the number written by the eight decimal digit values
// in the bytes of x, the most significant in byte 0: three
// multiply-and-add steps merge them into pairs, then fours, then all
// eight, each step keeping every other lane, whose sums are too small to
// carry into the next lane.
func digitsValue(x uint64) uint64 {
	x = (x*10 + x>>8) & 0x00FF00FF00FF00FF   // 4 lanes of 2 digits
	x = (x*100 + x>>16) & 0x0000FFFF0000FFFF // 2 lanes of 4 digits
	return (x*10000 + x>>32) & 0xFFFFFFFF    // 8 digits
}

// scaleByPow10 returns the float64 nearest to w·10^q for w > 0, or false
// if it cannot decide. It multiplies w by a 128-bit approximation of 10^q
// and rounds the top bits of the product, checking that the error of the
// approximation cannot have changed the rounding (the method of Clinger
// refined by Eisel and Lemire).
func scaleByPow10(w uint64, q int) (float64, bool) {
	if q < pow10MinExp || q > pow10MaxExp {
		return 0, false
	}
	// 10^q = t·2^(e2−127) with 2^127 <= t < 2^128; pow10Approx holds t+1.
	g := &pow10Approx[q-pow10MinExp]
	tHi, tLo := g[0], g[1]-1
	if g[1] == 0 {
		tHi--
	}
	e2 := floorLog2Pow10(q)

	// Normalize w to 2^63 <= w < 2^64: w·10^q = w·t·2^(e2−127−lz).
	lz := bits.LeadingZeros64(w)
	w <<= uint(lz)

	// The top 128 bits of the 192-bit w·t, from w·tHi alone. Leaving out
	// w·tLo (and t's own truncation) makes them too small by less than
	// 2^64 in the low word, which matters only if it could carry into the
	// bits kept: then w·tLo is added, and if that still leaves a carry
	// possible, we give up.
	hi, lo := bits.Mul64(w, tHi)
	if hi&0x1FF == 0x1FF && lo+w < lo {
		midHi, _ := bits.Mul64(w, tLo)
		var c uint64
		lo, c = bits.Add64(lo, midHi, 0)
		hi += c
		if hi&0x1FF == 0x1FF && lo == math.MaxUint64 {
			return 0, false
		}
	}

	// hi >= 2^62. Keep 54 bits: 53 for the result and one to round with.
	// w·10^q ≈ hi·2^(e2+1−lz) = m·2^(e2+1−lz+shift).
	shift := 9 + uint(hi>>63)
	m := hi >> shift
	// Exactly halfway, as far as we can see: strconv rounds to even, which
	// the rounding below would not do, and the unseen bits could still tip
	// it. Leave it to strconv.
	if lo == 0 && hi&(1<<shift-1) == 0 && m&3 == 1 {
		return 0, false
	}
	m = (m + m&1) >> 1 // round half up to 53 bits
	exp := e2 + 1 - lz + int(shift) + 1
	if m == 1<<53 {
		m >>= 1
		exp++
	}
	// m·2^exp with 2^52 <= m < 2^53 has the biased exponent exp+52+1023.
	biased := exp + 52 + 1023
	if biased <= 0 || biased >= 0x7FF {
		return 0, false // subnormal or infinite: strconv knows
	}
	return math.Float64frombits(uint64(biased)<<52 | m&(1<<52-1)), true
}

// ParseFloat parses the JSON number s as strconv.ParseFloat(s, bits) does,
// bits being 32 or 64: most float64s by ParseFloat64, the rest by strconv,
// with a string that shares s's memory rather than copying it (ParseFloat
// keeps no reference to its argument; its errors carry a copy). It is how
// the decoders and wire.Reader.ReadFloat read every number they cannot
// read with ParseFloat64Prefix.
func ParseFloat(s []byte, bits int) (float64, error) {
	if bits == 64 {
		if f, ok := ParseFloat64(s); ok {
			return f, nil
		}
	}
	return strconv.ParseFloat(unsafe.String(unsafe.SliceData(s), len(s)), bits)
}
