package jsonwire

import (
	"encoding/binary"
	"unsafe"
)

// This file holds what the word-at-a-time code of the package shares
// ("SWAR", SIMD within a register): the loads and stores of eight bytes as
// one little-endian word, so that byte k of the word is byte i+k of the
// text and the lowest flagged byte of a test is the first one in the text;
// the masks that repeat a byte in every byte of a word; and the byte tests
// that more than one file uses. A test that only one file uses stays in
// that file.
//
// The loads and stores take no bounds checks: the caller has checked that
// the eight bytes are there, which in the word loops is the loop condition
// i+8 <= len(s), and the bounds checks of the equivalent slice expressions,
// which the compiler cannot prove away in those loops, cost as much as the
// test of a word.

const (
	lowBits    = 0x0101010101010101 // the low bit of every byte; c*lowBits is c in every byte
	highBits   = 0x8080808080808080 // the high bit of every byte
	asciiZeros = '0' * lowBits      // "00000000"; OR-ed onto digit values 0-9 it writes them, subtracted it reads them
)

// loadWord returns the eight bytes b[i:i+8], which must be there, as a
// little-endian word. The words of a string are read with loadWordAt.
func loadWord(b []byte, i int) uint64 {
	// Not generic over string and []byte: that cost each caller two more
	// units of inlining budget and took scanDigits over the limit. And
	// loadWordAt is written out, not called: an inlined call inside an
	// inlined call can leave a no-op instruction in the caller's loop.
	// Not a plain load where plainWords holds: that changed the register
	// allocation of checkValueIn (a frame of 0x88 bytes for 0x58), and
	// decoding the small records ran up to 1.9% more instructions.
	return binary.LittleEndian.Uint64((*[8]byte)(unsafe.Add(unsafe.Pointer(unsafe.SliceData(b)), i))[:])
}

// loadWordAt returns the eight bytes at p+i as a little-endian word, for
// code that copies between memory it addresses by pointer.
func loadWordAt(p unsafe.Pointer, i int) uint64 {
	if plainWords {
		return *(*uint64)(unsafe.Add(p, i))
	}
	return binary.LittleEndian.Uint64((*[8]byte)(unsafe.Add(p, i))[:])
}

// copyWordAt copies the eight bytes at src+i to dst+i and returns them as
// a little-endian word, for the loops that copy text while they test it.
// Called inside the test, as in stringStops(copyWordAt(out, sp, i)), it
// adds no no-op instruction: the compiler marks where an inlined call was
// with an instruction of the caller's on the same line, or with a no-op if
// there is none, as for a load or a store on a line of its own (two a word
// in copyVerbatimPrefix).
func copyWordAt(dst, src unsafe.Pointer, i int) uint64 {
	if plainWords {
		w := *(*uint64)(unsafe.Add(src, i))
		*(*uint64)(unsafe.Add(dst, i)) = w
		return w
	}
	b := (*[8]byte)(unsafe.Add(src, i))
	*(*[8]byte)(unsafe.Add(dst, i)) = *b
	return binary.LittleEndian.Uint64(b[:])
}

// padTail returns last, the last eight bytes of a text as a word, with its
// lowest k/8 bytes shifted out, those already examined, and spaces, which
// no test here flags, shifted in at the top. 8 <= k <= 56. The tests of
// the few bytes at the end of a text of at least eight are made this way,
// on one word, rather than byte by byte.
func padTail(last uint64, k uint) uint64 {
	return last>>k | (' '*lowBits)<<(64-k)
}

// equalBytes sets the high bit of the lowest byte of w equal to c, and
// possibly of higher bytes; it is zero if no byte of w equals c.
//
// It is the classic zero-byte test on w^c: subtracting 1 from a zero byte
// borrows and sets its high bit, and &^x discards bytes that had it set
// already. A borrow only starts at a byte that really is zero, so a false
// positive can only appear above a true one, and the lowest flagged byte is
// always exact.
func equalBytes(w uint64, c byte) uint64 {
	x := w ^ (lowBits * uint64(c))
	return (x - lowBits) &^ x
}

// stringStops returns a word whose lowest set bit is the high bit of the
// first byte of w that is '"', '\\', a control character or >= 0x80, or 0
// if there is none: the bytes that end a run of ASCII text a string holds
// as it is, which both quoting (AppendQuote without HTML escaping) and
// unquoting copy.
//
// For a byte b, (b - k) & 0x80 is set when b < k <= 0x80, since then the
// subtraction borrows into the high bit, and when b >= k + 0x80. So
// b - ' ' flags the control characters, and (b^'"') - 1 flags '"' (the
// only b for which b^'"' < 1) and every b >= 0x80 but 0xA2, which
// (b^'\\') - 1 flags as it flags '\\'. A borrow also flags some bytes
// above the first hit but never below it, so the lowest set bit is exact.
// The textbook test and-s each term with its ^(b^k), to keep the bytes
// >= 0x80 out; here they are wanted, so the and-nots go, and syntaxStops,
// which does not want them, and-s with ^b once.
func stringStops(w uint64) uint64 {
	return stopCandidates(w) & highBits
}

// syntaxStops returns a word whose lowest set bit is the high bit of the
// first byte of w that is '"', '\\' or a control character, or 0 if there
// is none: the bytes where the grammar of a string has something to check.
// It is stringStops without the bytes >= 0x80.
func syntaxStops(w uint64) uint64 {
	return stopCandidates(w) &^ w & highBits
}

// stopCandidates is stringStops before the mask.
func stopCandidates(w uint64) uint64 {
	lt := w - ' '*lowBits              // < ' '
	q := (w ^ '"'*lowBits) - lowBits   // '"'
	bs := (w ^ '\\'*lowBits) - lowBits // '\\'
	return lt | q | bs
}
