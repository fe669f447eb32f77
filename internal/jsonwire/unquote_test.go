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

// TestStringEndAndUnquote reads strings with StringEnd and AppendUnquote
// and compares the text with encoding/json's, on escapes, surrogates
// (paired, lone, reversed) and broken UTF-8.
func TestStringEndAndUnquote(t *testing.T) {
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
		end, plain := StringEnd(src, 1)
		if end != len(src)-2 {
			t.Fatalf("StringEnd(%q) = %d, want %d", src, end, len(src)-2)
		}
		var want string
		if err := json.Unmarshal(src[:len(src)-1], &want); err != nil {
			t.Fatalf("encoding/json rejects %q: %v", src, err)
		}
		got := string(content)
		if !plain {
			b, ok := AppendUnquote(nil, content)
			if !ok {
				t.Fatalf("AppendUnquote(%q) failed", content)
			}
			got = string(b)
		}
		if got != want {
			t.Fatalf("text of %q = %q (plain %v), encoding/json gives %q", src, got, plain, want)
		}
		text, rend := ReadString(nil, src, 1)
		if string(text) != want || rend != end {
			t.Fatalf("ReadString(%q) = %q, %d; want %q, %d", src, text, rend, want, end)
		}
	}
}
