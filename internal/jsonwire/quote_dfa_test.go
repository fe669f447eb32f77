package jsonwire

import (
	"math/rand/v2"
	"strings"
	"testing"
	"unicode/utf8"
)

// dfaVerbatim is what the automaton must accept, written the obvious way:
// valid UTF-8 without U+2028 and U+2029, whose ASCII bytes AppendQuote
// copies under either escaping option.
func dfaVerbatim(b []byte) bool {
	for len(b) > 0 {
		r, n := utf8.DecodeRune(b)
		switch {
		case r == utf8.RuneError && n == 1, r == '\u2028', r == '\u2029':
			return false
		case r < utf8.RuneSelf && quoteClass[r] != '.':
			return false
		}
		b = b[n:]
	}
	return true
}

// dfaRun runs the automaton over b from the state between runes.
func dfaRun(b []byte) uint64 {
	st := uint64(dfaText)
	for _, c := range b {
		st = quoteDFA[c] >> (st & 63)
	}
	return st & 63
}

// TestQuoteDFA checks the automaton against dfaVerbatim on every sequence
// of one to three bytes, and on four-byte sequences of every first byte
// with each later byte from the values at the edges of the ranges that
// matter. It also checks that a run that fails ends in the error state,
// and one that is cut off in a state waiting for more.
func TestQuoteDFA(t *testing.T) {
	check := func(b []byte) {
		st := dfaRun(b)
		if want := dfaVerbatim(b); (st == dfaText) != want {
			t.Fatalf("% x: the automaton ends in state %d; verbatim: %v", b, st, want)
		}
		if st != dfaText && st != dfaErr && utf8.FullRune(b[len(b)-1:]) && dfaVerbatim(b[:len(b)-1]) && b[len(b)-1] < utf8.RuneSelf {
			t.Fatalf("% x: an ASCII byte leaves the automaton waiting (state %d)", b, st)
		}
	}
	for a := range 256 {
		check([]byte{byte(a)})
		for b := range 256 {
			check([]byte{byte(a), byte(b)})
			for c := range 256 {
				check([]byte{byte(a), byte(b), byte(c)})
			}
		}
	}
	edges := []byte{0x00, 0x22, 0x3c, 0x41, 0x7f, 0x80, 0x8f, 0x90, 0x9f, 0xa0, 0xa7, 0xa8, 0xa9, 0xaa, 0xbf, 0xc0, 0xc2, 0xe0, 0xe2, 0xed, 0xf0, 0xf4, 0xf5, 0xff}
	for a := range 256 {
		for _, b := range edges {
			for _, c := range edges {
				for _, d := range edges {
					check([]byte{byte(a), b, c, d})
				}
			}
		}
	}
}

// TestQuoteUTF8Prefix checks that quoteUTF8Prefix stops at a rune
// boundary, takes only verbatim text, and stops within eight bytes of the
// first byte that is not, or of the end.
func TestQuoteUTF8Prefix(t *testing.T) {
	pieces := []string{"a", " ", "é", "ж", "日本", "😀", "\u2028", "\"", "<", "\xff", "\xe2\x80", "\xf0\x9f", "\xed\xa0\x80"}
	rnd := rand.New(rand.NewPCG(3, 4))
	for range 100000 {
		var sb strings.Builder
		// Mostly verbatim pieces, so that long verbatim runs occur.
		for n := rnd.IntN(30); n > 0; n-- {
			if k := rnd.IntN(len(pieces) + 20); k < len(pieces) {
				sb.WriteString(pieces[k])
			} else {
				sb.WriteString(pieces[k%5])
			}
		}
		s := sb.String()
		j := quoteUTF8Prefix(s, 0)
		if j < 0 || j > len(s) || j < len(s) && !utf8.RuneStart(s[j]) {
			t.Fatalf("%q: stopped at %d, not at a rune boundary", s, j)
		}
		if !dfaVerbatim([]byte(s[:j])) {
			t.Fatalf("%q: took %q, which is not verbatim", s, s[:j])
		}
		// The longest verbatim prefix, rune by rune.
		full := 0
		for full < len(s) {
			_, size := utf8.DecodeRuneInString(s[full:])
			if !dfaVerbatim([]byte(s[full : full+size])) {
				break
			}
			full += size
		}
		if full-j >= 8+3 {
			t.Fatalf("%q: stopped at %d, the verbatim text goes on to %d", s, j, full)
		}
	}
}
