package jsonwire

import "encoding/binary"

// Integers are formatted here rather than by strconv.AppendInt because they
// are the largest single cost of encoding real documents: four of the seven
// fields of every node of the golang_source corpus are integers, and
// strconv's general routine (any base, digits built backwards in a side
// buffer, then copied) takes about 200 instructions for a ten-digit number.
// This one splits the number into independent groups of four digits with
// multiplicative inverses instead of chained divisions, and writes the
// digits straight into the destination; it takes about a quarter of that.

// AppendInt appends the decimal form of x, as strconv.AppendInt(dst, x, 10).
func AppendInt(dst []byte, x int64) []byte {
	if x >= 0 {
		return AppendUint(dst, uint64(x))
	}
	dst = append(dst, '-')
	return AppendUint(dst, -uint64(x)) // two's complement: right for MinInt64 too
}

// AppendUint appends the decimal form of x, as strconv.AppendUint(dst, x, 10).
func AppendUint(dst []byte, x uint64) []byte {
	if x < 10 {
		return append(dst, byte('0'+x))
	}
	n := len(dst)
	if cap(dst)-n < 20 {
		dst = append(dst, make([]byte, 20)...)[:n]
	}
	b := dst[n : n+20 : n+20]
	var k int
	if x < 1e8 {
		k = intPutUpTo8(b, uint32(x))
		return dst[:n+k]
	}
	// Nine digits or more: the last eight are written by the same code as
	// intPut8, spelled out here because the call is a tenth of the cost of
	// a ten-digit number (a Unix time, the most common large integer).
	hi := x / 1e8
	lo := uint32(x - hi*1e8)
	switch {
	case hi < 10:
		b[0] = byte('0' + hi)
		k = 1
	case hi < 100:
		intPut2(b, uint32(hi))
		k = 2
	case hi < 1e8:
		k = intPutUpTo8(b, uint32(hi))
	default:
		top := hi / 1e8 // at most 184467
		k = intPutUpTo8(b, uint32(top))
		intPut8(b[k:], uint32(hi-top*1e8))
		k += 8
	}
	h := intDiv1e4(lo)
	l := lo - h*10000
	p, q := intDiv100(h), intDiv100(l)
	binary.LittleEndian.PutUint64(b[k:], uint64(digitPairWords[p])|uint64(digitPairWords[h-p*100])<<16|
		uint64(digitPairWords[q])<<32|uint64(digitPairWords[l-q*100])<<48)
	k += 8
	return dst[:n+k]
}

// intDiv100 is x/100 for x < 10000: 5243 is 2^19/100 rounded up, and the
// rounding error stays below 1/100 of a unit over that range.
func intDiv100(x uint32) uint32 { return x * 5243 >> 19 }

// intDiv1e4 is x/10000 for x < 1e8: 109951163 is 2^40/1e4 rounded up, with
// an error below 1/10000 of a unit over that range.
func intDiv1e4(x uint32) uint32 { return uint32(uint64(x) * 109951163 >> 40) }

// digitPairWords holds the same pairs as little-endian 16-bit words, so
// that four pairs can be assembled in a register and stored at once.
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

// intPut2 writes x < 100 as two digits.
func intPut2(b []byte, x uint32) {
	binary.LittleEndian.PutUint16(b, digitPairWords[x])
}

// intPut4 writes x < 10000 as exactly four digits.
func intPut4(b []byte, x uint32) {
	hi := intDiv100(x)
	binary.LittleEndian.PutUint32(b, uint32(digitPairWords[hi])|uint32(digitPairWords[x-hi*100])<<16)
}

// intPut8 writes x < 1e8 as exactly eight digits, with one store.
func intPut8(b []byte, x uint32) {
	hi := intDiv1e4(x)
	lo := x - hi*10000
	a, c := intDiv100(hi), intDiv100(lo)
	w := uint64(digitPairWords[a]) | uint64(digitPairWords[hi-a*100])<<16 |
		uint64(digitPairWords[c])<<32 | uint64(digitPairWords[lo-c*100])<<48
	binary.LittleEndian.PutUint64(b, w)
}

// intPutUpTo4 writes 0 < x < 10000 without leading zeros and returns how
// many digits it wrote.
func intPutUpTo4(b []byte, x uint32) int {
	switch {
	case x < 10:
		b[0] = byte('0' + x)
		return 1
	case x < 100:
		intPut2(b, x)
		return 2
	case x < 1000:
		hi := intDiv100(x)
		b[0] = byte('0' + hi)
		intPut2(b[1:], x-hi*100)
		return 3
	}
	intPut4(b, x)
	return 4
}

// intPutUpTo8 writes 0 < x < 1e8 without leading zeros and returns how many
// digits it wrote.
func intPutUpTo8(b []byte, x uint32) int {
	if x < 10000 {
		return intPutUpTo4(b, x)
	}
	hi := intDiv1e4(x)
	k := intPutUpTo4(b, hi)
	intPut4(b[k:], x-hi*10000)
	return k + 4
}
