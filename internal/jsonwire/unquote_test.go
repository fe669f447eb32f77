package jsonwire

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"strconv"
	"testing"

	"github.com/zerojson/json/internal/jsontest"
)

func TestHexDigitValue(t *testing.T) {
	for c := range 256 {
		want := byte(0xFF)
		if v, err := strconv.ParseUint(string(rune(c)), 16, 8); err == nil && c < 0x80 {
			want = byte(v)
		}
		if hexDigitValue[c] != want {
			t.Errorf("hexDigitValue[%#x] = %#x, want %#x", c, hexDigitValue[c], want)
		}
	}
}

// TestReadStringAndUnquote reads strings with ReadString and their
// contents with AppendUnquote, and compares the text with what
// encoding/json's Unmarshal decodes into a string, on escapes, surrogates
// (paired, lone, reversed) and broken UTF-8.
func TestReadStringAndUnquote(t *testing.T) {
	pieces := []string{
		"a", "plain text ", "é", "日本語", "😀", `\"`, `\\`, `\/`, `\b`, `\f`, `\n`, `\r`, `\t`,
		`\u0041`, `\u00e9`, `\u65E5`, `\ud83d\ude00`, `\ud83d`, `\ude00`, `\ude00\ud83d`, `\ud83dx`,
		`\ud83d\u0041`, "\xff", "\xc3", "\xe6\x97", "\xed\xa0\x80", "\xf4\x90\x80\x80", " ",
	}
	r := rand.New(rand.NewPCG(5, 6))
	failures := 0
	for range 20000 {
		var content []byte
		for range r.IntN(8) {
			content = append(content, pieces[r.IntN(len(pieces))]...)
		}
		src := append(append([]byte{'"'}, content...), '"', ',')
		text, end, ok := ReadString(nil, src, 1)
		if !ok || end != len(src)-2 {
			t.Fatalf("ReadString(%q) ends at %d, %v, want %d", src, end, ok, len(src)-2)
		}
		d := jsontest.Ref.Same(t, fmt.Sprintf("Unmarshal(%+q, *string)", src[:len(src)-1]),
			func() string {
				var s string
				err := json.Unmarshal(src[:len(src)-1], &s)
				return canonError(err) + "dst: " + strconv.QuoteToASCII(s) + "\n"
			},
			func() string { return canonError(nil) + "dst: " + strconv.QuoteToASCII(string(text)) + "\n" })
		// After a few strings that differ the others are still compared,
		// but their differences are only counted.
		if d != "" {
			if failures++; failures <= 10 {
				t.Errorf("ReadString(%q) = %q, but encoding/json's Unmarshal differs:\n%s", src, text, d)
			}
		}
		b, ok := AppendUnquote(nil, content)
		if !ok {
			t.Fatalf("AppendUnquote(%q) failed", content)
		}
		if string(b) != string(text) {
			t.Fatalf("AppendUnquote(%q) = %q, ReadString gives %q", content, b, text)
		}
	}
	if failures > 10 {
		t.Errorf("%d strings differ in all", failures)
	}
}
