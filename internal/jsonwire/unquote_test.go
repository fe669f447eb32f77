package jsonwire

import (
	"encoding/json"
	"math/rand/v2"
	"strconv"
	"testing"
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
// contents with AppendUnquote, and compares the text with encoding/json's,
// on escapes, surrogates (paired, lone, reversed) and broken UTF-8.
func TestReadStringAndUnquote(t *testing.T) {
	pieces := []string{
		"a", "plain text ", "é", "日本語", "😀", `\"`, `\\`, `\/`, `\b`, `\f`, `\n`, `\r`, `\t`,
		`\u0041`, `\u00e9`, `\u65E5`, `\ud83d\ude00`, `\ud83d`, `\ude00`, `\ude00\ud83d`, `\ud83dx`,
		`\ud83d\u0041`, "\xff", "\xc3", "\xe6\x97", "\xed\xa0\x80", "\xf4\x90\x80\x80", " ",
	}
	r := rand.New(rand.NewPCG(5, 6))
	for range 20000 {
		var content []byte
		for range r.IntN(8) {
			content = append(content, pieces[r.IntN(len(pieces))]...)
		}
		src := append(append([]byte{'"'}, content...), '"', ',')
		var want string
		if err := json.Unmarshal(src[:len(src)-1], &want); err != nil {
			t.Fatalf("encoding/json rejects %q: %v", src, err)
		}
		text, end, ok := ReadString(nil, src, 1)
		if !ok || end != len(src)-2 {
			t.Fatalf("ReadString(%q) ends at %d, %v, want %d", src, end, ok, len(src)-2)
		}
		if string(text) != want {
			t.Fatalf("ReadString(%q) = %q, encoding/json gives %q", src, text, want)
		}
		b, ok := AppendUnquote(nil, content)
		if !ok {
			t.Fatalf("AppendUnquote(%q) failed", content)
		}
		if string(b) != want {
			t.Fatalf("AppendUnquote(%q) = %q, encoding/json gives %q", content, b, want)
		}
	}
}
