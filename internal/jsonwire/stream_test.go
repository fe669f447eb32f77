package jsonwire

import (
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/zerojson/json/internal/jsontest"
)

// ValueEnd is [Framer.Next] on complete input, called afresh: it scans src
// from its start each time (skipChecked, the validator's loop over the
// same steps), with Next's results for the same src and atEOF. The tests
// hold the Framer, which resumes where its previous call stopped, to it;
// the library does not call it.
func ValueEnd(src []byte, atEOF bool) (n int, err error) {
	r := newValidator(src)
	r.SkipSpace()
	if r.Peek() == 0 && r.Offset() == len(src) {
		return 0, io.EOF
	}
	r.skipChecked()
	switch {
	case r.err != nil && r.errAt >= len(src):
		// Cut off: the bytes that would decide are still to come.
		return 0, io.ErrUnexpectedEOF
	case r.err != nil:
		return 0, r.err
	case !atEOF && r.off == len(src) && src[r.off-1] != '}' && src[r.off-1] != ']':
		// encoding/json's Decoder knows that a scalar has ended only
		// when it sees the next byte or the end of the input.
		return 0, io.ErrUnexpectedEOF
	}
	return r.off, nil
}

// framerSeeds add cases that stop in every state of a Framer to the
// validator's seeds.
var framerSeeds = []string{
	`-`, `-0`, `-01`, `0.`, `0.5`, `0e`, `0e+`, `0E-1`, `12.5e7x`, `1.e`, `-a`, `1e+x`, `1ex`, `1.x`,
	`[-1,0,0.25,1e3,"",true,false,null]`, `[0]`, `[1.5]`, `[1e5]`, `{"":0}`,
	`"\u00e9\ud83d\ude00\\\"\/"`, `"ab\`, `"ab\u`, `"ab\u12`, `"ab\u123`, `"ab\u1234`, `"\\`, `"\\\`,
	`"\u12x4"`, `"\q"`, "\"a\tb\"", "\"\xff\"",
	`{`, `{"a"`, `{"a":`, `{"a":1`, `{"a":1,`, `{"a":1,"b"`, `{"a":1 "b"}`, `{,}`, `{"a",}`, `{"a"}`,
	`[`, `[1`, `[1,`, `[,`, `[]`, `{}`, `[ ]`, `{ }`, `[1,2,]`, `[{]`, `[}`, `{]`, `{"a":1]`, `[1}`,
	`tr`, `true`, `truex`, `trUe`, `f`, `fal`, `falsy`, `n`, `nu`, `nulL`, `x`, `]`, `}`, `,`, `:`,
	"  \t\r\n", " \v", "\n1 ", `"a"b`, `1 2`, `{}x`, `[]]`, `"x"`,
	strings.Repeat("[", 70) + strings.Repeat("]", 70),
	strings.Repeat(`{"k":[`, 40) + `0` + strings.Repeat("]}", 40),
	strings.Repeat("[", 70) + strings.Repeat("]", 69) + "}",
}

// framerDiff feeds src to a Framer in pieces whose lengths come from
// chunks (cycled), and compares each answer with ValueEnd's for the same
// prefix. It describes the first difference, or returns "".
func framerDiff(f *Framer, src []byte, chunks []int) string {
	f.Reset()
	k := 0
	for step := 0; ; step++ {
		atEOF := k == len(src)
		gotN, gotErr := f.Next(src[:k], atEOF)
		wantN, wantErr := ValueEnd(src[:k], atEOF)
		if gotN != wantN || !framerSameError(gotErr, wantErr) {
			return fmt.Sprintf("Next(src[:%d], %v) = %d, %v; ValueEnd gives %d, %v", k, atEOF, gotN, gotErr, wantN, wantErr)
		}
		if atEOF || (gotErr != io.EOF && gotErr != io.ErrUnexpectedEOF) {
			return ""
		}
		k = min(k+chunks[step%len(chunks)], len(src))
	}
}

// framerSameError reports whether two ValueEnd errors are the same: the
// same sentinel, or syntax errors with the same message and offset.
func framerSameError(a, b error) bool {
	var sa, sb *SyntaxError
	if errors.As(a, &sa) && errors.As(b, &sb) {
		return *sa == *sb
	}
	return a == b
}

// framerChunkings are the ways framerCheck cuts its input.
var framerChunkings = [][]int{{1}, {2}, {3}, {7}, {1, 5, 2}, {64}, {1 << 20}}

func framerCheck(t *testing.T, f *Framer, src []byte) {
	t.Helper()
	for _, chunks := range framerChunkings {
		if d := framerDiff(f, src, chunks); d != "" {
			t.Errorf("src %q in pieces %v: %s", src, chunks, d)
		}
	}
	// The first call may also come with part of the input already there.
	for k := 0; k <= len(src) && k <= 300; k++ {
		f.Reset()
		f.Next(src[:k], false)
		gotN, gotErr := f.Next(src, true)
		wantN, wantErr := ValueEnd(src, true)
		if gotN != wantN || !framerSameError(gotErr, wantErr) {
			if _, err := ValueEnd(src[:k], false); err == io.EOF || err == io.ErrUnexpectedEOF {
				t.Errorf("src %q after src[:%d]: Next = %d, %v; ValueEnd gives %d, %v", src, k, gotN, gotErr, wantN, wantErr)
			}
		}
	}
}

func TestFramer(t *testing.T) {
	jsontest.SingleGoroutine(t)
	var f Framer
	for _, s := range append(scanFuzzSeeds, framerSeeds...) {
		framerCheck(t, &f, []byte(s))
	}
}

// TestFramerRandom frames random concatenations of JSON fragments, which
// reach nested states the hand-written cases miss.
func TestFramerRandom(t *testing.T) {
	pieces := []string{"[", "]", "{", "}", ",", ":", `"k"`, `"\u00e9\n"`, "-1.5e+3", "0", "12", "true", "null", " ", "\n", `"`, `\`, "x"}
	rng := rand.New(rand.NewPCG(1, 2))
	var f Framer
	var b strings.Builder
	for range 3000 {
		b.Reset()
		for range rng.IntN(20) {
			b.WriteString(pieces[rng.IntN(len(pieces))])
		}
		framerCheck(t, &f, []byte(b.String()))
	}
}

// TestFramerLinear frames a megabyte string, a megabyte number and a
// megabyte of nested arrays one byte at a time. With ValueEnd alone each
// would take about 5e11 steps; a Framer takes a few million. The test checks
// only the results: a quadratic Framer shows up as a test timeout.
func TestFramerLinear(t *testing.T) {
	const size = 1 << 20
	inputs := []string{
		`"` + strings.Repeat(`ab\"\u00e9`, size/10) + `"`,
		"-" + strings.Repeat("1", size) + ".5e" + strings.Repeat("0", 100) + " ",
		"[" + strings.Repeat(`{"a":[1,"x",{}]},`, size/18) + "true]",
		"  " + strings.Repeat("[", 5000) + strings.Repeat("]", 5000),
	}
	var f Framer
	for _, s := range inputs {
		src := []byte(s)
		f.Reset()
		n, err := 0, io.ErrUnexpectedEOF
		for k := 0; (err == io.EOF || err == io.ErrUnexpectedEOF) && k <= len(src); k++ {
			n, err = f.Next(src[:k], k == len(src))
		}
		wantN, wantErr := ValueEnd(src, true)
		if n != wantN || err != wantErr {
			t.Errorf("framing %q byte by byte: %d, %v; want %d, %v", s[:20], n, err, wantN, wantErr)
		}
	}
}

// TestFramerDepth: the container that opens level 10001 is an error, as
// in encoding/json, however the input arrives.
func TestFramerDepth(t *testing.T) {
	src := []byte(strings.Repeat("[", 1_000_000))
	var f Framer
	n, err := 0, io.ErrUnexpectedEOF
	for k := 0; (err == io.EOF || err == io.ErrUnexpectedEOF) && k <= len(src); k += 1000 {
		n, err = f.Next(src[:k], false)
	}
	var se *SyntaxError
	if !errors.As(err, &se) || se.Error() != "invalid character '[' exceeded max depth" || se.Offset != 10001 || n != 0 {
		t.Errorf("Next on a million '[' = %d, %v; want the max depth error at 10001", n, err)
	}
}

func FuzzFramer(f *testing.F) {
	for _, s := range append(scanFuzzSeeds, framerSeeds...) {
		// Long seeds (the 10001 '[') make the fuzzer spend minutes
		// minimizing their mutations; TestFramerDepth covers them.
		if len(s) <= 1000 {
			f.Add([]byte(s), uint8(1), uint8(3))
		}
	}
	f.Fuzz(func(t *testing.T, src []byte, c1, c2 uint8) {
		// framerDiff calls ValueEnd on every piece, which is quadratic;
		// long inputs are cut into fewer, longer pieces to keep each run
		// short (the fuzzer minimizes slow inputs very slowly).
		scale := len(src)/256 + 1
		var fr Framer
		chunks := []int{(int(c1%16) + 1) * scale, (int(c2%16) + 1) * scale}
		if d := framerDiff(&fr, src, chunks); d != "" {
			t.Errorf("src %q in pieces %v: %s", src, chunks, d)
		}
		if d := framerDiff(&fr, src, []int{scale}); d != "" {
			t.Errorf("src %q in pieces of %d: %s", src, scale, d)
		}
	})
}

// framerBenchData is a document of many small objects, some strings with
// escapes and numbers of every shape.
var framerBenchData = []byte("[" + strings.Repeat(`{"id":12345,"name":"a \"quoted\" name","tags":["x","y\u00e9"],"score":-1.25e3,"ok":true,"p":null},`, 2000) + "{}]")

// BenchmarkFramer compares framing a value that is all in the buffer with
// a Framer and with ValueEnd, the common case of a Decoder.
func BenchmarkFramer(b *testing.B) {
	b.Run("ValueEnd", func(b *testing.B) {
		b.SetBytes(int64(len(framerBenchData)))
		for b.Loop() {
			if _, err := ValueEnd(framerBenchData, false); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("Framer", func(b *testing.B) {
		b.SetBytes(int64(len(framerBenchData)))
		var f Framer
		for b.Loop() {
			f.Reset()
			if _, err := f.Next(framerBenchData, false); err != nil {
				b.Fatal(err)
			}
		}
	})
}
