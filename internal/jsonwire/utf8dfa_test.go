package jsonwire

import (
	"math/rand/v2"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/zerojson/json/internal/jsontest"
)

// The automata and what each must accept, written the obvious way.
var utf8DFAs = []struct {
	name   string
	table  *[256]uint64
	accept func([]byte) bool
}{
	{"quoteDFA", quoteDFA, func(b []byte) bool {
		// Valid UTF-8 without U+2028 and U+2029, whose ASCII bytes
		// AppendQuote copies under either escaping option.
		return everyRune(b, func(r rune) bool {
			return r != '\u2028' && r != '\u2029' && (r >= utf8.RuneSelf || quoteClass[r] == '.')
		})
	}},
	{"stringDFA", stringDFA, func(b []byte) bool {
		// Valid UTF-8 without control bytes, quotes and backslashes.
		return everyRune(b, func(r rune) bool { return r >= ' ' && r != '"' && r != '\\' })
	}},
}

// everyRune reports whether b is valid UTF-8 whose every rune passes ok.
func everyRune(b []byte, ok func(rune) bool) bool {
	for len(b) > 0 {
		r, n := utf8.DecodeRune(b)
		if r == utf8.RuneError && n == 1 || !ok(r) {
			return false
		}
		b = b[n:]
	}
	return true
}

// dfaRun runs the automaton of table t over b from the state between runes.
func dfaRun(t *[256]uint64, b []byte) uint64 {
	st := uint64(dfaText)
	for _, c := range b {
		st = t[c] >> (st & 63)
	}
	return st & 63
}

// TestUTF8DFA checks each automaton against what it must accept on every
// sequence of one to three bytes, and on four-byte sequences of every
// first byte with each later byte from the values at the edges of the
// ranges that matter. It also checks that an ASCII byte after accepted
// text never leaves the automaton waiting for more.
func TestUTF8DFA(t *testing.T) {
	jsontest.SingleGoroutine(t)
	for _, dfa := range utf8DFAs {
		check := func(b []byte) {
			st := dfaRun(dfa.table, b)
			if want := dfa.accept(b); (st == dfaText) != want {
				t.Fatalf("%s: % x: the automaton ends in state %d; accept: %v", dfa.name, b, st, want)
			}
			if last := b[len(b)-1]; st != dfaText && st != dfaErr && last < utf8.RuneSelf && dfa.accept(b[:len(b)-1]) {
				t.Fatalf("%s: % x: an ASCII byte leaves the automaton waiting (state %d)", dfa.name, b, st)
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
		edges := []byte{0x00, 0x22, 0x3c, 0x41, 0x5c, 0x7f, 0x80, 0x8f, 0x90, 0x9f, 0xa0, 0xa7, 0xa8, 0xa9, 0xaa, 0xbf, 0xc0, 0xc2, 0xe0, 0xe2, 0xed, 0xf0, 0xf4, 0xf5, 0xff}
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
}

// TestUTF8Prefix checks that utf8Prefix stops at a rune boundary, takes
// only text its automaton accepts, and stops within eight bytes (and the
// three of a rune cut off) of the first text it does not accept, or of the
// end.
func TestUTF8Prefix(t *testing.T) {
	// Latin and markup, then non-Latin text in long runs, with the leads
	// whose second bytes are narrower (E0, ED), E2 of the line
	// separators, valid or not, and overlong forms.
	pieceSets := [][]string{
		{"a", " ", "é", "ж", "日本", "😀", "\u2028", "\"", "<", "\\", "\x01", "\xff", "\xe2\x80", "\xf0\x9f", "\xed\xa0\x80"},
		{"жжжж", "日本語", "ж", "日", "한국", "ठ", "…", "\u2028", "\xe0\x80\x80", "\xed\xa0\x80", "\xc1\xbf", "\xc0\x80", "a", "\xe6\x97", "😀"},
	}
	rnd := rand.New(rand.NewPCG(3, 4))
	for _, dfa := range utf8DFAs {
		for n := range 200000 {
			s := randomPieces(rnd, pieceSets[n%2], 30, 6)
			j := utf8Prefix(dfa.table, s, 0)
			if j < 0 || j > len(s) || j < len(s) && !utf8.RuneStart(s[j]) {
				t.Fatalf("%s: %q: stopped at %d, not at a rune boundary", dfa.name, s, j)
			}
			if !dfa.accept([]byte(s[:j])) {
				t.Fatalf("%s: %q: took %q, which it does not accept", dfa.name, s, s[:j])
			}
			full := acceptedEnd(dfa.accept, s, 0)
			if full-j >= 8+3 {
				t.Fatalf("%s: %q: stopped at %d, the accepted text goes on to %d", dfa.name, s, j, full)
			}
		}
	}
}

// TestDFAAccepts checks dfaAccepts against what each automaton must
// accept, on random strings of pieces that are accepted or not, of every
// length around the eight bytes of a step.
func TestDFAAccepts(t *testing.T) {
	pieces := []string{"a", "é", "ж", "日本", "😀", "\u2028", "\"", "\\", "\x01", "\xff", "\xe2\x80", "\xf0\x9f", "\xed\xa0\x80", "\xc0\xaf"}
	rnd := rand.New(rand.NewPCG(5, 6))
	for _, dfa := range utf8DFAs {
		for range 100000 {
			b := []byte(randomPieces(rnd, pieces, 12, 5))
			if got, want := dfaAccepts(dfa.table, b), dfa.accept(b); got != want {
				t.Fatalf("%s: dfaAccepts(%q) = %v, want %v", dfa.name, b, got, want)
			}
		}
	}
}

// acceptedEnd returns the end of the longest text from s[i] that accept
// accepts, found rune by rune.
func acceptedEnd(accept func([]byte) bool, s string, i int) int {
	for i < len(s) {
		_, size := utf8.DecodeRuneInString(s[i:])
		if !accept([]byte(s[i : i+size])) {
			break
		}
		i += size
	}
	return i
}

// randomPieces joins up to max-1 pieces drawn at random, mostly among the
// first common ones (accepted text), so that long accepted runs occur.
func randomPieces(rnd *rand.Rand, pieces []string, max, common int) string {
	var sb strings.Builder
	for n := rnd.IntN(max); n > 0; n-- {
		if k := rnd.IntN(len(pieces) + 4*common); k < len(pieces) {
			sb.WriteString(pieces[k])
		} else {
			sb.WriteString(pieces[k%common])
		}
	}
	return sb.String()
}

// TestUTF8PrefixLong is TestUTF8Prefix on text long enough to be taken in
// two halves, with at most a few pieces the automata do not accept, so
// that they fall in either half, at the middle, or nowhere.
func TestUTF8PrefixLong(t *testing.T) {
	jsontest.SingleGoroutine(t)
	good := []string{"a", " ", "é", "ж", "жжжж", "日本語", "한국", "ठ", "…", "😀", "\xef\xbf\xbf", "\xed\x9f\xbf", "\xe0\xa0\x80"}
	bad := []string{"\u2028", "\"", "<", "\\", "\x01", "\xff", "\xe2\x80", "\xf0\x9f", "\xed\xa0\x80", "\xe0\x80\x80", "\xc1\xbf", "\x80", "\xbf\xbf\xbf\xbf"}
	rnd := rand.New(rand.NewPCG(7, 8))
	for _, dfa := range utf8DFAs {
		for range 50000 {
			var sb strings.Builder
			for n := 16 + rnd.IntN(120); n > 0; n-- {
				if rnd.IntN(60) == 0 {
					sb.WriteString(bad[rnd.IntN(len(bad))])
				} else {
					sb.WriteString(good[rnd.IntN(len(good))])
				}
			}
			s := sb.String()
			for _, i := range []int{0, 1, 5} {
				if i > len(s) || i > 0 && !utf8.RuneStart(s[i]) {
					continue
				}
				// Accepted text ends between runes, so j is a rune
				// boundary, though a stray continuation byte may follow.
				j := utf8Prefix(dfa.table, s, i)
				if j < i || j > len(s) || !dfa.accept([]byte(s[i:j])) {
					t.Fatalf("%s: %q from %d: took %q, which it does not accept", dfa.name, s, i, s[i:j])
				}
				full := acceptedEnd(dfa.accept, s, i)
				if full-j >= 8+3 {
					t.Fatalf("%s: %q from %d: stopped at %d, the accepted text goes on to %d", dfa.name, s, i, j, full)
				}
			}
		}
	}
}
