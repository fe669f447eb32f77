package jsonwire

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
)

// atLine prefixes name with the file and line of its caller, so that a
// failing case in a table names the line that defines it.
func atLine(name string) string {
	_, file, line, ok := runtime.Caller(1)
	if !ok {
		return name
	}
	return fmt.Sprintf("%s:%d/%s", filepath.Base(file), line, name)
}

// checkQuote compares AppendQuote for s with what encoding/json writes for
// the Go string s, and AppendQuoteBytes and NeedsEscape with AppendQuote,
// appending after a prefix that must survive.
func checkQuote(t *testing.T, name, s string, escapeHTML bool) {
	t.Helper()
	want := AppendQuote(nil, s, escapeHTML)
	d := sameOutput(t, fmt.Sprintf("Encoder(SetEscapeHTML(%v)).Encode(%+q)", escapeHTML, s),
		func() ([]byte, error) {
			var buf bytes.Buffer
			enc := json.NewEncoder(&buf)
			enc.SetEscapeHTML(escapeHTML)
			err := enc.Encode(s)
			return bytes.TrimSuffix(buf.Bytes(), []byte("\n")), err
		},
		func() ([]byte, error) { return want, nil })
	if d != "" {
		t.Errorf("%s: AppendQuote(%q, %v) = %q, but an Encoder differs:\n%s", name, s, escapeHTML, want, d)
	}
	if escapeHTML {
		// json.Marshal escapes HTML as a default Encoder does.
		d := sameOutput(t, fmt.Sprintf("Marshal(%+q)", s),
			func() ([]byte, error) { return json.Marshal(s) },
			func() ([]byte, error) { return want, nil })
		if d != "" {
			t.Errorf("%s: AppendQuote(%q, true) = %q, but json.Marshal differs:\n%s", name, s, want, d)
		}
	}
	prefix := []byte("pre")
	if got := AppendQuote(bytes.Clone(prefix), s, escapeHTML); !bytes.Equal(got, append(prefix, want...)) {
		t.Errorf("%s: AppendQuote(%q, %v):\n got %q\nwant %q", name, s, escapeHTML, got, append(prefix, want...))
	}
	if got := AppendQuoteBytes(nil, []byte(s), escapeHTML); !bytes.Equal(got, want) {
		t.Errorf("%s: AppendQuoteBytes(%q, %v):\n got %q\nwant %q", name, s, escapeHTML, got, want)
	}
	verbatim := len(want) == len(s)+2 && string(want[1:len(want)-1]) == s
	if got := NeedsEscape(s, escapeHTML); got != !verbatim {
		t.Errorf("%s: NeedsEscape(%q, %v) = %v, want %v", name, s, escapeHTML, got, !verbatim)
	}
}

var quoteTests = []struct {
	name string
	in   string
}{
	{atLine("empty"), ""},
	{atLine("short"), "id"},
	{atLine("seven"), "abcdefg"},
	{atLine("eight"), "abcdefgh"},
	{atLine("nine"), "abcdefghi"},
	{atLine("sentence"), "The quick brown fox jumps over the lazy dog."},
	{atLine("quote"), `say "hi"`},
	{atLine("backslash"), `C:\dir\file`},
	{atLine("short escapes"), "\b\f\n\r\t"},
	{atLine("vertical tab"), "\v"},
	{atLine("all controls"), "\x00\x01\x02\x03\x04\x05\x06\x07\x08\x09\x0a\x0b\x0c\x0d\x0e\x0f" +
		"\x10\x11\x12\x13\x14\x15\x16\x17\x18\x19\x1a\x1b\x1c\x1d\x1e\x1f"},
	{atLine("DEL"), "a\x7fb"},
	{atLine("space and tilde"), " ~"},
	{atLine("html"), "<script>alert('x&y')</script>"},
	{atLine("html at end of long"), "0123456789abcdef<"},
	{atLine("html in tail"), "0123456789>"},
	{atLine("escape before tail"), "01234567\n89ab"},
	{atLine("escape as last byte"), "0123456789abcde\""},
	{atLine("escape as first byte"), "\"0123456789abcde"},
	{atLine("latin"), "café, naïve, Ærø"},
	{atLine("cjk"), "日本語のテキストです"},
	{atLine("emoji"), "smile 😀 wink 😉"},
	{atLine("U+2028"), "line\u2028sep"},
	{atLine("U+2029"), "para\u2029sep"},
	{atLine("U+2028 alone"), "\u2028"},
	{atLine("U+202A"), "\u202a"},
	{atLine("U+2027"), "\u2027"},
	{atLine("U+FFFD"), "\ufffd"},
	{atLine("invalid 0x80"), "a\x80b"},
	{atLine("invalid 0xff"), "\xff"},
	{atLine("invalid 0xc0 0x80"), "\xc0\x80"},
	{atLine("overlong 3"), "\xe0\x80\x80"},
	{atLine("overlong 4"), "\xf0\x80\x80\x80"},
	{atLine("above U+10FFFF"), "\xf4\x90\x80\x80"},
	{atLine("U+10FFFF"), "\xf4\x8f\xbf\xbf"},
	{atLine("0xf5"), "\xf5\x80\x80\x80"},
	{atLine("surrogate high"), "\xed\xa0\x80"},
	{atLine("surrogate low"), "\xed\xbf\xbf"},
	{atLine("U+D7FF"), "\xed\x9f\xbf"},
	{atLine("truncated 2"), "\xc3"},
	{atLine("truncated 3"), "\xe2\x80"},
	{atLine("truncated 4"), "\xf0\x9f\x98"},
	{atLine("truncated U+2028 at end"), "0123456789\xe2\x80"},
	{atLine("bad continuation"), "\xe2\x28\xa1"},
	{atLine("invalid then U+2028"), "\xe2\xe2\x80\xa8"},
	{atLine("long ascii"), strings.Repeat("abcdefghijklmnopqrstuvwxyz", 40)},
	{atLine("long escaped"), strings.Repeat("a\"b\\c\nd<e>f&g", 30)},
}

func TestAppendQuote(t *testing.T) {
	for _, tt := range quoteTests {
		for _, escapeHTML := range []bool{false, true} {
			checkQuote(t, tt.name, tt.in, escapeHTML)
			// Shift the string against the eight-byte words.
			for k := 1; k < 9; k++ {
				checkQuote(t, tt.name, strings.Repeat("x", k)+tt.in, escapeHTML)
			}
		}
	}
}

// quotePieces are the building blocks of random quote inputs: every class
// of byte AppendQuote treats differently, and the ways UTF-8 goes wrong.
var quotePieces = []string{
	"a", "Z", "0", " ", "~", "hello", "abcdefghij", "\x7f",
	"\x00", "\x01", "\x1f", "\b", "\f", "\n", "\r", "\t", "\v",
	`"`, `\`, "<", ">", "&", "/", "'",
	"é", "ß", "日", "本", "😀", "\U0010ffff", "\u0800", "\u07ff", "\ufffd",
	"\u2028", "\u2029", "\u2027", "\u202a", "\u2000",
	"\x80", "\xbf", "\xc0", "\xc1", "\xc2", "\xe0", "\xe2", "\xe2\x80", "\xed", "\xf0", "\xf4", "\xf5", "\xff",
	"\xed\xa0\x80", "\xed\xbf\xbf", "\xe0\x80\x80", "\xf0\x80\x80\x80", "\xf4\x90\x80\x80",
}

// randQuoteInput returns a random string of up to 40 pieces.
func randQuoteInput(r *rand.Rand) string {
	var sb strings.Builder
	for n := r.IntN(41); n > 0; n-- {
		if r.IntN(4) == 0 {
			sb.WriteByte(byte(r.IntN(256)))
		} else {
			sb.WriteString(quotePieces[r.IntN(len(quotePieces))])
		}
	}
	return sb.String()
}

func TestAppendQuoteRandom(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	for i := 0; i < 20000; i++ {
		s := randQuoteInput(r)
		checkQuote(t, fmt.Sprintf("random %d", i), s, i%2 == 0)
	}
}

func TestAppendQuoteAllocs(t *testing.T) {
	s := "a fairly ordinary string with \"quotes\", <html> & a newline\n, \u2028 and \xff"
	buf := make([]byte, 0, 4*len(s))
	for _, escapeHTML := range []bool{false, true} {
		if n := testing.AllocsPerRun(100, func() { buf = AppendQuote(buf[:0], s, escapeHTML) }); n != 0 {
			t.Errorf("AppendQuote(escapeHTML=%v) allocates %v times, want 0", escapeHTML, n)
		}
		if n := testing.AllocsPerRun(100, func() { buf = AppendQuoteBytes(buf[:0], []byte("bytes\n"), escapeHTML) }); n != 0 {
			t.Errorf("AppendQuoteBytes(escapeHTML=%v) allocates %v times, want 0", escapeHTML, n)
		}
		if n := testing.AllocsPerRun(100, func() { NeedsEscape(s, escapeHTML) }); n != 0 {
			t.Errorf("NeedsEscape(escapeHTML=%v) allocates %v times, want 0", escapeHTML, n)
		}
	}
}

// quoteBenchInputs are the strings the quote benchmarks format.
var quoteBenchInputs = []struct{ name, in string }{
	{"Short", "name"},
	{"Field", "created_at_timestamp"},
	{"URL", "https://www.example.com/search?q=json+benchmarks&page=2"},
	{"ASCII1K", strings.Repeat("The quick brown fox jumps over the lazy dog. ", 23)},
	{"Escaped", strings.Repeat("<a href=\"x\">\ttab & \\slash</a>\n", 32)},
	{"Unicode", strings.Repeat("日本語のテキストと español ", 32)},
	{"Cyrillic", strings.Repeat("Съешь же ещё этих мягких французских булок, да выпей чаю. ", 16)},
	{"Japanese", strings.Repeat("いろはにほへと、ちりぬるを。わかよたれそ「つねならむ」", 16)},
	{"Scripts", strings.Repeat("देवनागरी 한국어 ภาษาไทย 😀🎉 ", 16)},
}

// quoteBytewise is a byte-at-a-time quoter with the same output as
// AppendQuote, written the obvious way. It exists only so that
// BenchmarkAppendQuote can show what the eight-byte scan buys.
func quoteBytewise(dst []byte, s string, escapeHTML bool) []byte {
	dst = append(dst, '"')
	run := 0
	for i := 0; i < len(s); {
		c := quoteClass[s[i]]
		switch {
		case c == '.' || c == 'h' && !escapeHTML:
			i++
			continue
		case c == 'u' || c == 'h':
			dst = append(dst, s[run:i]...)
			dst = append(dst, '\\', 'u', '0', '0', hexDigits[s[i]>>4], hexDigits[s[i]&0xf])
			i++
		case c != 'm':
			dst = append(dst, s[run:i]...)
			dst = append(dst, '\\', c)
			i++
		default:
			n := validRuneLen(s, i)
			switch {
			case n == 0:
				dst = append(dst, s[run:i]...)
				dst = append(dst, `\ufffd`...)
				i++
			case isLineSeparator(s, i, n):
				dst = append(dst, s[run:i]...)
				dst = append(dst, '\\', 'u', '2', '0', '2', hexDigits[s[i+2]&0xf])
				i += n
			default:
				i += n
				continue
			}
		}
		run = i
	}
	dst = append(dst, s[run:]...)
	return append(dst, '"')
}

func TestQuoteBytewise(t *testing.T) {
	for _, tt := range quoteBenchInputs {
		for _, escapeHTML := range []bool{false, true} {
			if got, want := quoteBytewise(nil, tt.in, escapeHTML), AppendQuote(nil, tt.in, escapeHTML); !bytes.Equal(got, want) {
				t.Errorf("%s: quoteBytewise = %q, want %q", tt.name, got, want)
			}
		}
	}
}

func BenchmarkAppendQuote(b *testing.B) {
	for _, in := range quoteBenchInputs {
		buf := make([]byte, 0, 8*len(in.in)+2)
		// Direct calls, not through a func value, so that the wrapper
		// AppendQuote is inlined as it is for real callers.
		b.Run(in.name+"/zerojson", func(b *testing.B) {
			b.ReportAllocs()
			b.SetBytes(int64(len(in.in)))
			for b.Loop() {
				buf = AppendQuote(buf[:0], in.in, true)
			}
		})
		b.Run(in.name+"/bytewise", func(b *testing.B) {
			b.ReportAllocs()
			b.SetBytes(int64(len(in.in)))
			for b.Loop() {
				buf = quoteBytewise(buf[:0], in.in, true)
			}
		})
	}
}

// TestQuoteLeavesCapacity checks that AppendQuote, whose fast paths store
// whole words, writes nothing into the capacity of dst beyond the length
// it returns, for every length around the word size and every position of
// a byte that stops the verbatim copy.
func TestQuoteLeavesCapacity(t *testing.T) {
	const sentinel = 0xAA
	var inputs []string
	for n := 0; n <= 40; n++ {
		base := strings.Repeat("abcdefghij", 4)[:n]
		inputs = append(inputs, base)
		for i := 0; i < n; i++ {
			for _, c := range []string{"<", "\"", "\n", "é", "\xff", "\u2028"} {
				inputs = append(inputs, base[:i]+c+base[i+1:])
			}
		}
	}
	for _, s := range inputs {
		for _, escapeHTML := range []bool{false, true} {
			for _, pre := range []int{0, 3, 8} {
				buf := make([]byte, pre, pre+8*len(s)+32)
				for i := range buf[:cap(buf)] {
					buf[:cap(buf)][i] = sentinel
				}
				out := AppendQuote(buf, s, escapeHTML)
				if want := quoteBytewise(bytes.Repeat([]byte{sentinel}, pre), s, escapeHTML); !bytes.Equal(out, want) {
					t.Fatalf("AppendQuote(%q, %v) = %q, want %q", s, escapeHTML, out, want)
				}
				for i, c := range out[len(out):cap(out)] {
					if c != sentinel {
						t.Fatalf("AppendQuote(%d bytes, %q, %v) wrote %q at %d bytes past the %d it returned", pre, s, escapeHTML, c, i, len(out))
					}
				}
			}
		}
	}
}
