package jsonwire

import (
	"math/rand/v2"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/zerojson/json/internal/jsontest"
)

// The checked readers (ReadString, NumberEnd, ParseFloat64Prefix and
// SkipValueChecked) let the decoder check syntax as it reads instead of
// validating first. Each must accept exactly what Valid accepts for the
// token it reads; these tests compare them with Valid on tokens built from
// pieces that are valid and pieces that are not.

// checkedAgree reports a difference between Valid on src, a single token,
// and the checked readers for it.
func checkedAgree(src []byte) string {
	valid := Valid(src) == nil
	if len(src) == 0 {
		return ""
	}
	switch c := src[0]; {
	case c == '"':
		_, end, ok := ReadString(nil, src, 1)
		if got := ok && skipSpaceFast(src, end+1) == len(src); got != valid {
			return "ReadString disagrees with Valid"
		}
	case c == '-' || '0' <= c && c <= '9':
		end, ok := NumberEnd(src, 0)
		if got := ok && skipSpaceFast(src, end) == len(src); got != valid {
			return "NumberEnd disagrees with Valid"
		}
		if _, n, ok := ParseFloat64Prefix(src); ok && (n > len(src) || Valid(src[:n]) != nil) {
			return "ParseFloat64Prefix accepts a malformed number"
		}
	}
	if c := src[0]; c != ' ' && c != '\t' && c != '\n' && c != '\r' {
		end, ok := SkipValueChecked(src, 0, 0)
		if got := ok && skipSpaceFast(src, end) == len(src); got != valid {
			return "SkipValueChecked disagrees with Valid"
		}
	}
	return ""
}

func TestCheckedReaders(t *testing.T) {
	stringPieces := []string{
		"a", "é", "日本", `\"`, `\\`, `\/`, `\b`, `\n`, `\u00e9`, `\ud83d\ude00`, `\ud83d`,
		"\xff", // broken UTF-8 is not a syntax error
		`\'`, `\x`, `\u12`, `\u12g4`, "\x00", "\x1f", "\t", `"`, `\`,
	}
	numberPieces := []string{"-", "0", "1", "9", "00", ".", "e", "E", "+", "-", "x"}
	r := rand.New(rand.NewPCG(7, 8))
	for range 50000 {
		var b strings.Builder
		if r.IntN(2) == 0 {
			b.WriteByte('"')
			for range r.IntN(6) {
				b.WriteString(stringPieces[r.IntN(len(stringPieces))])
			}
			if r.IntN(8) != 0 {
				b.WriteByte('"')
			}
		} else {
			b.WriteString(numberPieces[r.IntN(3)])
			for range r.IntN(7) {
				b.WriteString(numberPieces[r.IntN(len(numberPieces))])
			}
		}
		if d := checkedAgree([]byte(b.String())); d != "" {
			t.Fatalf("%q: %s", b.String(), d)
		}
	}
	for _, s := range scanFuzzSeeds {
		if d := checkedAgree([]byte(s)); d != "" {
			t.Errorf("%q: %s", s, d)
		}
	}
}

// TestSkipValueCheckedDepth checks that the containers open around a value
// count toward the nesting limit.
func TestSkipValueCheckedDepth(t *testing.T) {
	v := []byte(strings.Repeat("[", 10) + strings.Repeat("]", 10))
	if _, ok := SkipValueChecked(v, 0, MaxDepth-10); !ok {
		t.Errorf("10 levels inside %d: rejected", MaxDepth-10)
	}
	if _, ok := SkipValueChecked(v, 0, MaxDepth-9); ok {
		t.Errorf("10 levels inside %d: accepted", MaxDepth-9)
	}
}

// FuzzCheckedReaders compares the checked readers with Valid.
func FuzzCheckedReaders(f *testing.F) {
	for _, s := range scanFuzzSeeds {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, src []byte) {
		if d := checkedAgree(src); d != "" {
			t.Errorf("%q: %s", src, d)
		}
	})
}

// TestStringEndPlainUTF8 checks the UTF-8 verdict of stringEndPlainFrom on
// every sequence of up to four bytes from a set of boundary values, between
// ASCII text and the closing quote, at the end of the input and before
// more of it: a string is plain exactly when its contents are valid UTF-8.
func TestStringEndPlainUTF8(t *testing.T) {
	jsontest.SingleGoroutine(t)
	edges := []byte{0x41, 0x7F, 0x80, 0x8F, 0x90, 0x9F, 0xA0, 0xBF, 0xC0, 0xC1, 0xC2, 0xDF, 0xE0, 0xE1, 0xEC, 0xED, 0xEE, 0xEF, 0xF0, 0xF1, 0xF3, 0xF4, 0xF5, 0xF7, 0xF8, 0xFF}
	for _, a := range edges {
		for _, b := range edges {
			for _, c := range edges {
				for _, d := range edges {
					for n := 1; n <= 4; n++ {
						content := []byte{a, b, c, d}[:n]
						for _, tail := range []string{``, `,"more text"]`} {
							src := append(append([]byte(`"ab`), content...), `"`+tail...)
							end, plain := stringEndPlainFrom(src, asciiRunEnd(src, 1))
							want := utf8.Valid(content)
							if plain != want || plain && end != 3+n || !plain && !utf8.Valid(src[1:end]) {
								t.Fatalf("stringEndPlainFrom(%q) = %d, %v; want plain %v", src, end, plain, want)
							}
						}
					}
				}
			}
		}
	}
}

// SkipValueChecked is the Reader's checked skipping of one value, for the
// tests: a Reader at src[i] with open containers around it. It
// checks the value that starts at src[i] as [Valid] would, counting open
// containers already open around it toward the nesting limit, and reports
// false if the value is malformed, cut off or nested too deeply.
func SkipValueChecked(src []byte, i, open int) (end int, ok bool) {
	r := newValidator(src)
	r.off, r.depth = i, open
	r.skipChecked()
	return r.off, r.err == nil
}

// NumberEnd is the Reader's number scanning, for the tests: the offset
// just past the JSON number that starts at
// src[i], or false if no valid number starts there. Like encoding/json it
// takes the longest prefix the grammar allows, so in "01" the number is
// "0"; what follows is the caller's to check.
func NumberEnd(src []byte, i int) (end int, ok bool) {
	if i >= len(src) {
		return i, false
	}
	if c := src[i]; c != '-' && !isDigit(c) {
		return i, false
	}
	end, code := scanNumber(src, i)
	return end, code == scanOK
}

// TestStringEndPlainLong checks stringEndPlainFrom on strings long enough
// for its search of the closing quote and its two halves: plain exactly
// when the contents are valid UTF-8 without escapes or control bytes, and
// otherwise stopped exactly at the first thing that is not plain text.
func TestStringEndPlainLong(t *testing.T) {
	jsontest.SingleGoroutine(t)
	good := []string{"a", " ", "é", "ж", "жжжж", "日本語", "한국", "ठ", "…", "😀", "\u2028", "<"}
	bad := []string{`\n`, `\u00e9`, "\x01", "\xff", "\xe2\x80", "\xf0\x9f", "\xed\xa0\x80", "\xe0\x80\x80", "\xc1\xbf", "\x80"}
	rnd := rand.New(rand.NewPCG(9, 10))
	for range 50000 {
		var content []byte
		for n := 1 + rnd.IntN(150); n > 0; n-- {
			if rnd.IntN(80) == 0 {
				content = append(content, bad[rnd.IntN(len(bad))]...)
			} else {
				content = append(content, good[rnd.IntN(len(good))]...)
			}
		}
		stop := 0
		for stop < len(content) {
			r, size := utf8.DecodeRune(content[stop:])
			if r == utf8.RuneError && size == 1 || r < ' ' || r == '\\' {
				break
			}
			stop += size
		}
		for _, tail := range []string{``, `,"more text"]`} {
			src := append(append([]byte(`"ж`), content...), `"`+tail...)
			end, plain := stringEndPlainFrom(src, asciiRunEnd(src, 1))
			if want := stop == len(content); plain != want || end != 3+stop {
				t.Fatalf("stringEndPlainFrom(%q) = %d, %v; want %d, %v", src, end, plain, 3+stop, want)
			}
		}
	}
}
