package jsonwire

import (
	"encoding/binary"
	"math/bits"
	"slices"
	"unsafe"
)

// This file formats integers, the largest single cost of encoding real
// documents, with the digits of strconv.AppendInt but not its general
// routine (any base, digits built backwards in a side buffer, then
// copied): the number is cut into blocks of eight digits, each turned into
// a word of digits with a few multiplications (eightDigits) and stored
// straight into the destination, about 55 instructions for ten digits
// against strconv's 200.

// AppendInt appends the decimal form of x, as strconv.AppendInt(dst, x, 10).
// It is inlined, so that writing an integer costs one call.
func AppendInt(dst []byte, x int64) []byte {
	// Inlined: the call of a wrapper was a fifth of a ten-digit number.
	// The magnitude is taken in appendInteger, which keeps this body
	// small enough for wire.AppendInt, which generated code calls, to
	// inline in turn (15 instructions a number).
	return appendInteger(dst, uint64(x), x < 0)
}

// AppendUint appends the decimal form of x, as strconv.AppendUint(dst, x, 10).
func AppendUint(dst []byte, x uint64) []byte {
	return appendInteger(dst, x, false)
}

// appendInteger appends x, preceded by a minus sign if neg is set, when x
// is then the two's complement of the magnitude (uint64 of a negative
// int64), as the negation takes it: right for MinInt64 too.
func appendInteger(dst []byte, x uint64, neg bool) []byte {
	if neg {
		dst = append(dst, '-')
		x = -x
	}
	if x < 10 {
		return append(dst, byte('0'+x))
	}
	n := len(dst)
	if cap(dst)-n < 24 {
		dst = slices.Grow(dst, 24)
	}
	// The digits are written with whole-word stores, which may run up to
	// eight bytes past the last digit into the spare capacity; hence 24
	// bytes of room for at most 20 digits. The room is addressed as an
	// array through an unsafe pointer, its size checked just above, so
	// that the constant offsets below need no bounds checks: slicing dst
	// and its parts cost about 20 instructions a number.
	b := (*[24]byte)(unsafe.Add(unsafe.Pointer(unsafe.SliceData(dst)), n))
	if x < 1e8 {
		k := putUpToEightDigits(b[:8], uint32(x))
		return dst[:n+k]
	}
	hi := x / 1e8
	lo := uint32(x - hi*1e8)
	// Ten digits, a Unix time, are the commonest large integer: the leading
	// digit or pair is a byte or a table lookup rather than a whole word.
	switch {
	case hi < 10:
		b[0] = byte('0' + hi)
		putEightDigits(b[1:9], lo)
		return dst[:n+9]
	case hi < 100:
		putDigitPair(b[:2], uint32(hi))
		putEightDigits(b[2:10], lo)
		return dst[:n+10]
	case hi < 1e8:
		k := putUpToEightDigits(b[:8], uint32(hi))
		putEightDigits(b[k:k+8], lo)
		return dst[:n+k+8]
	}
	top := hi / 1e8 // at most 184467
	k := putUpToEightDigits(b[:8], uint32(top))
	putEightDigits(b[k:k+8], uint32(hi-top*1e8))
	putEightDigits(b[k+8:k+16], lo)
	return dst[:n+k+16]
}

// div1e4 is x/10000 for x < 1e8: 109951163 is 2^40/1e4 rounded up, with
// an error below 1/10000 of a unit over that range.
func div1e4(x uint32) uint32 { return uint32(uint64(x) * 109951163 >> 40) }

// digitPairWords[x] is the two digits of x < 100 as a little-endian 16-bit
// word: one load and one store for a pair.
var digitPairWords = [100]uint16{
	0x3030, 0x3130, 0x3230, 0x3330, 0x3430, 0x3530, 0x3630, 0x3730, 0x3830, 0x3930,
	0x3031, 0x3131, 0x3231, 0x3331, 0x3431, 0x3531, 0x3631, 0x3731, 0x3831, 0x3931,
	0x3032, 0x3132, 0x3232, 0x3332, 0x3432, 0x3532, 0x3632, 0x3732, 0x3832, 0x3932,
	0x3033, 0x3133, 0x3233, 0x3333, 0x3433, 0x3533, 0x3633, 0x3733, 0x3833, 0x3933,
	0x3034, 0x3134, 0x3234, 0x3334, 0x3434, 0x3534, 0x3634, 0x3734, 0x3834, 0x3934,
	0x3035, 0x3135, 0x3235, 0x3335, 0x3435, 0x3535, 0x3635, 0x3735, 0x3835, 0x3935,
	0x3036, 0x3136, 0x3236, 0x3336, 0x3436, 0x3536, 0x3636, 0x3736, 0x3836, 0x3936,
	0x3037, 0x3137, 0x3237, 0x3337, 0x3437, 0x3537, 0x3637, 0x3737, 0x3837, 0x3937,
	0x3038, 0x3138, 0x3238, 0x3338, 0x3438, 0x3538, 0x3638, 0x3738, 0x3838, 0x3938,
	0x3039, 0x3139, 0x3239, 0x3339, 0x3439, 0x3539, 0x3639, 0x3739, 0x3839, 0x3939,
}

// appendDigitPair appends x < 100 as two digits.
func appendDigitPair(dst []byte, x uint32) []byte {
	w := digitPairWords[x]
	return append(dst, byte(w), byte(w>>8))
}

// putDigitPair writes x < 100 as two digits.
func putDigitPair(b []byte, x uint32) {
	binary.LittleEndian.PutUint16(b, digitPairWords[x])
}

// eightDigits returns the eight decimal digits of x < 1e8, leading zeros
// included, as byte values 0 to 9 packed into a word whose lowest byte is
// the most significant digit, ready for a little-endian store.
//
// It divides all the parts of x at once ("SIMD within a register"): x is
// split into two four-digit halves held in the two 32-bit lanes of a word,
// each lane into two pairs held in 16-bit lanes, and each pair into two
// digits held in bytes. A division by 100 or 10 of every lane at once is a
// multiplication by a scaled inverse, a shift and a mask; the products stay
// inside their lanes (below 2^26 and 2^14), and the inverses are exact over
// the lane ranges (TestEightDigits).
func eightDigits(x uint32) uint64 {
	// Rather than four lookups of digit pairs, each with a bounds check: a
	// ten-digit integer, about 85 instructions down to 55.
	hi := div1e4(x)
	v := uint64(hi) | uint64(x-hi*10000)<<32
	q := v * 5243 >> 19 & 0x0000007f_0000007f // each 32-bit lane / 100
	v = q | (v-q*100)<<16
	q = v * 103 >> 10 & 0x000f_000f_000f_000f // each 16-bit lane / 10
	return q | (v-q*10)<<8
}

// putEightDigits writes x < 1e8 as exactly eight digits, with one store.
func putEightDigits(b []byte, x uint32) {
	binary.LittleEndian.PutUint64(b, eightDigits(x)|asciiZeros)
}

// putUpToEightDigits writes 0 < x < 1e8 without leading zeros and returns
// how many digits it wrote. It always stores eight bytes: the leading zero
// digits are the lowest zero bytes of the digit word, which are shifted out.
func putUpToEightDigits(b []byte, x uint32) int {
	v := eightDigits(x)
	z := uint(bits.TrailingZeros64(v)) &^ 7 // 8 × the number of leading zeros
	binary.LittleEndian.PutUint64(b, v>>z|asciiZeros)
	return 8 - int(z/8)
}
