package jsonwire

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"
)

// sameHTMLEscape compares got, what AppendHTMLEscape appended for src,
// with what json.HTMLEscape writes.
func sameHTMLEscape(tb testing.TB, src, got []byte) string {
	return sameOutput(tb, fmt.Sprintf("HTMLEscape(%+q)", src),
		func() ([]byte, error) {
			var std bytes.Buffer
			json.HTMLEscape(&std, src)
			return std.Bytes(), nil
		},
		func() ([]byte, error) { return got, nil })
}

// checkHTMLEscape compares AppendHTMLEscape with json.HTMLEscape for src,
// and EscapeHTMLFrom with AppendHTMLEscape for every split of src.
func checkHTMLEscape(t *testing.T, name string, src []byte) {
	t.Helper()
	prefix := []byte("<&>")
	if got := AppendHTMLEscape(bytes.Clone(prefix), src); !bytes.HasPrefix(got, prefix) {
		t.Errorf("%s: AppendHTMLEscape(%q) = %q, overwriting dst %q", name, src, got, prefix)
	} else if d := sameHTMLEscape(t, src, got[len(prefix):]); d != "" {
		t.Errorf("%s: AppendHTMLEscape(%q):\n%s", name, src, d)
	}
	// Every split of a short input; some sixteen of a long one, plus the
	// last few, where the eight-byte scan ends.
	step := max(1, len(src)/16)
	for start := 0; start <= len(src); start += step {
		checkEscapeHTMLFrom(t, name, src, start)
	}
	for start := max(0, len(src)-9); start <= len(src); start++ {
		checkEscapeHTMLFrom(t, name, src, start)
	}
}

// checkEscapeHTMLFrom checks EscapeHTMLFrom(b, start) against
// AppendHTMLEscape of b[start:], with b at its exact length and with room
// to spare, and that a call with nothing to escape returns b itself.
func checkEscapeHTMLFrom(t *testing.T, name string, b []byte, start int) {
	t.Helper()
	want := AppendHTMLEscape(bytes.Clone(b[:start]), b[start:])
	for _, spare := range []int{0, 64} {
		in := append(make([]byte, 0, len(b)+spare), b...)
		got := EscapeHTMLFrom(in, start)
		if !bytes.Equal(got, want) {
			t.Errorf("%s: EscapeHTMLFrom(%q, %d) with %d spare:\n got %q\nwant %q", name, b, start, spare, got, want)
			return
		}
		if unchanged := len(want) == len(b); unchanged && len(in) > 0 && (&got[0] != &in[0] || cap(got) != cap(in)) {
			t.Errorf("%s: EscapeHTMLFrom(%q, %d) with nothing to escape did not return b", name, b, start)
		}
	}
}

var htmlTests = []struct {
	name string
	in   string
}{
	{atLine("empty"), ""},
	{atLine("plain"), `{"a":"b"}`},
	{atLine("script"), `{"html":"<script>alert(1)</script>"}`},
	{atLine("amp"), `"a&b"`},
	{atLine("all three"), "<>&"},
	{atLine("U+2028"), "\"\u2028\""},
	{atLine("U+2029"), "\"\u2029\""},
	{atLine("U+2028 at end"), "0123456789\u2028"},
	{atLine("U+202A"), "\u202a"},
	{atLine("E2 alone"), "\xe2"},
	{atLine("E2 80 at end"), "abc\xe2\x80"},
	{atLine("E2 E2 80 A8"), "\xe2\xe2\x80\xa8"},
	{atLine("E2 80 E2 80 A9"), "\xe2\x80\xe2\x80\xa9"},
	{atLine("ellipsis"), "wait\u2026 and \u20ac"},
	{atLine("controls untouched"), "\x00\n\t\"\\"},
	{atLine("long plain"), strings.Repeat(`{"key":"value","n":12345}`, 20)},
	{atLine("long marked up"), strings.Repeat(`"<b>bold</b> & more \u2028"`, 20)},
}

func TestAppendHTMLEscape(t *testing.T) {
	for _, tt := range htmlTests {
		checkHTMLEscape(t, tt.name, []byte(tt.in))
		for k := 1; k < 9; k++ {
			checkHTMLEscape(t, tt.name, []byte(strings.Repeat(" ", k)+tt.in))
		}
	}
}

// htmlPieces are the building blocks of random HTML escape inputs.
var htmlPieces = []string{
	"a", "bcdefghijk", " ", `"`, `\`, "\n", "{", "}", ":", ",",
	"<", ">", "&", "\u2028", "\u2029", "\u2026", "\u20ac", "\xe2", "\xe2\x80", "\x80", "\xa8", "\xa9", "é", "日",
}

// randHTMLInput returns a random byte string of up to 40 pieces.
func randHTMLInput(r *rand.Rand) []byte {
	var b []byte
	for n := r.IntN(41); n > 0; n-- {
		if r.IntN(5) == 0 {
			b = append(b, byte(r.IntN(256)))
		} else {
			b = append(b, htmlPieces[r.IntN(len(htmlPieces))]...)
		}
	}
	return b
}

func TestAppendHTMLEscapeRandom(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 8))
	for i := range 5000 {
		checkHTMLEscape(t, fmt.Sprintf("random %d", i), randHTMLInput(r))
	}
}

func TestEscapeHTMLFromAllocs(t *testing.T) {
	plain := []byte(strings.Repeat(`{"key":"value \u2026","n":12345}`, 8))
	escaped := []byte(strings.Repeat(`"<b>x</b> & \u2028"`, 8))
	buf := make([]byte, 0, 8*len(escaped))
	for _, src := range [][]byte{plain, escaped} {
		if n := testing.AllocsPerRun(100, func() { buf = EscapeHTMLFrom(append(buf[:0], src...), 3) }); n != 0 {
			t.Errorf("EscapeHTMLFrom(%.20q...) allocates %v times, want 0", src, n)
		}
		if n := testing.AllocsPerRun(100, func() { buf = AppendHTMLEscape(buf[:0], src) }); n != 0 {
			t.Errorf("AppendHTMLEscape(%.20q...) allocates %v times, want 0", src, n)
		}
	}
}

func BenchmarkEscapeHTMLFrom(b *testing.B) {
	for _, in := range []struct{ name, src string }{
		{"Plain", strings.Repeat(`{"key":"value","n":12345}`, 40)},
		{"Escaped", strings.Repeat(`{"html":"<b>bold</b> & more"}`, 40)},
	} {
		buf := make([]byte, 0, 8*len(in.src))
		b.Run(in.name+"/zerojson", func(b *testing.B) {
			b.ReportAllocs()
			b.SetBytes(int64(len(in.src)))
			for b.Loop() {
				buf = EscapeHTMLFrom(append(buf[:0], in.src...), 0)
			}
		})
		// encoding/json escapes a Marshaler's output while compacting it;
		// json.HTMLEscape is the nearest stand-alone equivalent.
		b.Run(in.name+"/std", func(b *testing.B) {
			var out bytes.Buffer
			src := []byte(in.src)
			b.ReportAllocs()
			b.SetBytes(int64(len(in.src)))
			for b.Loop() {
				out.Reset()
				json.HTMLEscape(&out, src)
			}
		})
	}
}
