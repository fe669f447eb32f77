package jsonwire

import (
	"encoding/json"
	"math/rand/v2"
	"strings"
	"testing"
)

// compactValueCases add to checkValueCases what compactValue tells apart:
// the bytes it passes over ('^', '|', '~') and those HTML escaping may
// replace, before and after escapes and bytes >= 0x80 and at every place
// in a word, one-digit numbers and what may follow them, and short input.
var compactValueCases = []string{
	`{"a^b":"x|y~z"}`, `"abcdefg^hijklmn|opq~"`, `["^","|","~"]`, `"^"`,
	`["a\nb<c"]`, `["\u00e9<"]`, `{"a\"":"&"}`, `["\\",">"]`, `["a\"bcdefghijk&"]`,
	`["é<"]`, `["ééééééé<"]`, `["é","<"]`, `["é","x"]`, "[\"é\u2028\"]", "[\"é\u2027x\"]", "[\"é\x01\"]",
	`["é\"x"]`, `["é\q"]`, `{"é":1,"b":"<"}`, `{"<":"é>"}`,
	`["<b>&amp;</b>", "tom & jerry"]`, `["12345678<", "1234567>", "123456&"]`,
	`"a"`, `"<"`, `[1]`, `"é"`, `1`, `-1`, `[-]`,
	`[1,2]`, `[1-]`, `[1+]`, `[1 ]`, `{"a":1}`, `[-,1]`, `[0,1]`, `[9.5]`, `[1e5]`, `[1,22,333]`, `[0-1]`,
	strings.Repeat("[", 63) + strings.Repeat("]", 63),
	strings.Repeat(`{"a":`, 63) + `"<"` + strings.Repeat("}", 63),
}

// checkCompactValue holds compactValue to step and a byte search on src:
// it accepts what step accepts whole, with no whitespace, and but for
// values nesting 64 levels or more, nothing else; and, escaping HTML, it
// reports the bytes that escaping may replace.
func checkCompactValue(t *testing.T, src []byte) {
	t.Helper()
	end, space, ok := stepValue(src, 0)
	want := len(src) > 0 && src[0] > ' ' && ok && space < 0 && end == len(src)
	wantHTML := strings.ContainsAny(string(src), "<>&") || strings.IndexByte(string(src), 0xe2) >= 0
	for _, escapeHTML := range []bool{false, true} {
		got, html := compactValue(src, escapeHTML)
		switch {
		case got != want && !(want && nesting(src) >= 64):
			t.Errorf("compactValue(%q, %v) = %v, want %v", src, escapeHTML, got, want)
		case got && html != (escapeHTML && wantHTML):
			t.Errorf("compactValue(%q, %v) reports HTML candidates %v, want %v", src, escapeHTML, html, escapeHTML && wantHTML)
		}
	}
}

func TestCompactValue(t *testing.T) {
	for _, s := range append(append(checkValueCases, scanFuzzSeeds...), compactValueCases...) {
		for _, src := range []string{s, "[" + s + "]", `{"k":` + s + `}`, `["12345",` + s + `]`, s + ","} {
			checkCompactValue(t, []byte(src))
		}
	}
	rng := rand.New(rand.NewPCG(3, 4))
	for range 20000 {
		doc, bad := randomDocument(rng, 0)
		checkCompactValue(t, doc)
		checkCompactValue(t, bad)
		checkCompactValue(t, doc[:rng.IntN(len(doc))])
	}
}

func FuzzCompactValue(f *testing.F) {
	for _, s := range append(append(checkValueCases, scanFuzzSeeds...), compactValueCases...) {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, src []byte) {
		checkCompactValue(t, src)
	})
}

// BenchmarkCompactRawMessage is the encoder's path for the RawMessage of
// rawmsg, compact and escaped for HTML, against encoding/json's, which
// also copies the result once.
func BenchmarkCompactRawMessage(b *testing.B) {
	src := []byte(`{"event":"checkout","cart":"c_7Hq2","items":3,"total":129.95,"currency":"EUR"}`)
	b.Run("zerojson", func(b *testing.B) {
		b.ReportAllocs()
		b.SetBytes(int64(len(src)))
		dst := make([]byte, 0, 2*len(src))
		for b.Loop() {
			dst, _ = AppendCompact(dst[:0], src, true)
		}
	})
	b.Run("std", func(b *testing.B) {
		b.ReportAllocs()
		b.SetBytes(int64(len(src)))
		for b.Loop() {
			if _, err := json.Marshal(json.RawMessage(src)); err != nil {
				b.Fatal(err)
			}
		}
	})
}
