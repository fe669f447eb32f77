//go:build goexperiment.simd && amd64

package jsonwire

import (
	"math/rand/v2"
	"os"
	"os/exec"
	"regexp"
	"strings"
	"testing"
	"unsafe"
)

// The SIMD build's blocks must accept exactly what the automata accept;
// these tests hold utf8PrefixWide to the automata run a byte at a time
// (dfaRun), which the default build uses, on every sequence of up to four
// bytes from the values at the edges of the ranges that matter, in every
// position of a block, and on long random text.

// wideEdges are byte values at the edges of the classes of both the UTF-8
// check and the stops.
var wideEdges = []byte{
	0x00, 0x1F, 0x20, 0x21, '"', '&', '<', '>', '\\', 'a', 0x7F,
	0x80, 0x8F, 0x90, 0x9F, 0xA0, 0xA8, 0xA9, 0xBF,
	0xC0, 0xC1, 0xC2, 0xDF, 0xE0, 0xE1, 0xE2, 0xEC, 0xED, 0xEE, 0xEF,
	0xF0, 0xF1, 0xF3, 0xF4, 0xF5, 0xF7, 0xF8, 0xFF,
}

// checkWide checks utf8PrefixWide(t, s, from), for s whose bytes before
// from the automaton accepts, against the automaton: the text it takes is
// accepted, and it stops no earlier than the 32-byte block (or the last 32
// bytes) that holds the first byte the automaton fails at, less the three
// bytes of a rune cut off.
func checkWide(tb testing.TB, name string, t *[256]uint64, s string, from int) {
	tb.Helper()
	j := utf8PrefixWide(t, s, from)
	if j < from-3 || j > len(s) || dfaRun(t, []byte(s[:j])) != dfaText {
		tb.Fatalf("%s: utf8PrefixWide(% x, %d) = %d: not accepted text", name, s, from, j)
	}
	// The first byte at which the automaton fails, or len(s).
	st, fail := uint64(dfaText), len(s)
	for k := 0; k < len(s); k++ {
		if st = t[s[k]] >> (st & 63); st&63 == dfaErr {
			fail = k
			break
		}
	}
	if len(s)-from < 32 {
		if j != from {
			tb.Fatalf("%s: utf8PrefixWide(% x, %d) = %d, want %d: fewer than 32 bytes", name, s, from, j, from)
		}
		return
	}
	// The block that holds the failure: blocks start at from, from+32, ...
	// and the last is the last 32 bytes.
	block := from + (fail-from)/32*32
	if block+32 > len(s) {
		block = len(s) - 32
	}
	if fail == len(s) {
		block = len(s)
	}
	if j < block-3 {
		tb.Fatalf("%s: utf8PrefixWide(% x, %d) = %d; the automaton fails at %d", name, s, from, j, fail)
	}
}

func TestWideEdges(t *testing.T) {
	if !haveWide {
		t.Skip("no AVX2")
	}
	for _, dfa := range utf8DFAs {
		var seq []byte
		var walk func(n int)
		walk = func(n int) {
			if n > 0 {
				for _, b := range wideEdges {
					seq = append(seq, b)
					walk(n - 1)
					seq = seq[:len(seq)-1]
				}
				return
			}
			// The sequence after eight bytes of ASCII, at an offset in
			// the block that varies with it (across the end of the
			// first block too), then ASCII to a length of three
			// blocks.
			pad := len(seq)
			for _, b := range seq {
				pad += int(b)
			}
			pad %= 40
			s := strings.Repeat("a", 8+pad) + string(seq)
			s += strings.Repeat("b", 8+3*32-len(s))
			checkWide(t, dfa.name, dfa.table, s, 8)
			// And as the last bytes of s.
			checkWide(t, dfa.name, dfa.table, strings.Repeat("c", 40)+string(seq), 8)
		}
		for n := 1; n <= 4; n++ {
			walk(n)
		}
	}
}

func TestWideRandom(t *testing.T) {
	if !haveWide {
		t.Skip("no AVX2")
	}
	good := []string{"a", " ", "é", "ж", "жжжж", "日本語", "한국", "ठ", "…", "😀", "\xef\xbf\xbf", "\xed\x9f\xbf", "\xe0\xa0\x80", "\xf4\x8f\xbf\xbf", "\u2027", "\u202a"}
	bad := []string{"\u2028", "\u2029", "\"", "<", "&", ">", "\\", "\x01", "\x1f", "\xff", "\xf5", "\xe2\x80", "\xf0\x9f", "\xed\xa0\x80", "\xe0\x80\x80", "\xf0\x80\x80\x80", "\xf4\x90\x80\x80", "\xc1\xbf", "\xc0\x80", "\x80", "\xbf\xbf\xbf\xbf"}
	rnd := rand.New(rand.NewPCG(11, 12))
	for _, dfa := range utf8DFAs {
		for range 100000 {
			var sb strings.Builder
			sb.WriteString("01234567")
			for n := 1 + rnd.IntN(100); n > 0; n-- {
				if rnd.IntN(40) == 0 {
					sb.WriteString(bad[rnd.IntN(len(bad))])
				} else {
					sb.WriteString(good[rnd.IntN(len(good))])
				}
			}
			checkWide(t, dfa.name, dfa.table, sb.String(), 8)
		}
	}
}

// TestWideVerbatim holds the SIMD build's copy (copyVerbatimWide) to
// copyVerbatimPrefix's contract, byte by byte: every byte value in every
// position of every length from 16 to 96, with and without HTML escaping,
// returns the first byte that isVerbatim rejects, copies the bytes before
// it, and stores nothing past n bytes.
func TestWideVerbatim(t *testing.T) {
	if !haveWide {
		t.Skip("no AVX2")
	}
	const guard = 0xEE
	src := make([]byte, 96)
	out := make([]byte, 96+32)
	for n := 16; n <= 96; n++ {
		for pos := range n {
			for b := range 256 {
				for _, html := range []bool{false, true} {
					for i := range src {
						src[i] = 'a' + byte(i%26)
					}
					src[pos] = byte(b)
					for i := range out {
						out[i] = guard
					}
					want := n
					if !isVerbatim(byte(b), html) {
						want = pos
					}
					got := copyVerbatimWide(unsafe.Pointer(&out[0]), unsafe.Pointer(&src[0]), n, html)
					if got != want {
						t.Fatalf("n %d, byte %#x at %d, html %v: %d, want %d", n, b, pos, html, got, want)
					}
					if string(out[:got]) != string(src[:got]) {
						t.Fatalf("n %d, byte %#x at %d, html %v: copied %q, want %q", n, b, pos, html, out[:got], src[:got])
					}
					for i := n; i < len(out); i++ {
						if out[i] != guard {
							t.Fatalf("n %d, byte %#x at %d, html %v: stored past n, at %d", n, b, pos, html, i)
						}
					}
				}
			}
		}
	}
}

// TestWideVEXOnly compiles this package as the test runs (go build
// -gcflags=-S, on the toolchain and experiment of the test) and checks the
// instructions of wide_amd64.go: none that uses a vector register may be a
// legacy SSE instruction (its mnemonic does not start with V), and
// utf8PrefixWide and copyVerbatimWide must clear the upper halves of the
// registers (VZEROUPPER) before they return to code that is not vector code.
// An SSE instruction run while the upper halves of the registers hold data
// costs some CPUs hundreds of cycles: on the AMD EPYC of 2026-11-28, the
// legacy MOVQ the compiler used to load the count of ShiftAllRight(4) took
// the blocks of 1.2 KB of Japanese text 4.7 µs, against 0.23 µs without it.
func TestWideVEXOnly(t *testing.T) {
	if testing.Short() {
		t.Skip("compiles the package: not in -short")
	}
	goCmd, err := exec.LookPath("go")
	if err != nil {
		t.Skip("no go command:", err)
	}
	cmd := exec.Command(goCmd, "build", "-gcflags=-S", "-o", os.DevNull, ".")
	cmd.Env = append(os.Environ(), "GOFLAGS=") // the experiment and toolchain of this test, from its environment
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("go build -gcflags=-S: %v\n%s", err, out)
	}
	// Lines of the listing: "\t0x0045 00069 (/path/wide_amd64.go:170)\tVPSRLW\tX13, Y12, Y14".
	vector := regexp.MustCompile(`\b[XYZ]([0-9]|1[0-5])\b`)
	wideFile := regexp.MustCompile(`/wide_[a-z0-9_]*amd64\.go:`) // wide_amd64.go and the toolchains' files
	var fn string
	seen := 0
	// The functions that return from 32-byte vector code to the rest.
	zeroUpper := map[string]bool{"utf8PrefixWide": false, "copyVerbatimWide": false}
	for line := range strings.SplitSeq(string(out), "\n") {
		if !strings.HasPrefix(line, "\t") {
			if name, _, ok := strings.Cut(line, " STEXT"); ok {
				fn = name
			}
			continue
		}
		fields := strings.Split(line, "\t")
		if len(fields) < 3 || !wideFile.MatchString(fields[1]) {
			continue
		}
		op, args := fields[2], strings.Join(fields[3:], " ")
		if op == "VZEROUPPER" {
			name := fn[strings.LastIndex(fn, ".")+1:]
			if _, listed := zeroUpper[name]; listed {
				zeroUpper[name] = true
			}
		}
		if !vector.MatchString(args) {
			continue
		}
		seen++
		if !strings.HasPrefix(op, "V") {
			t.Errorf("%s: legacy SSE instruction in the vector code:%s", fn, line)
		}
	}
	if seen == 0 {
		t.Fatalf("no vector instruction of wide_amd64.go in the listing:\n%s", out)
	}
	for name, ok := range zeroUpper {
		if !ok {
			t.Errorf("%s has no VZEROUPPER (archsimd.ClearAVXUpperBits)", name)
		}
	}
}
