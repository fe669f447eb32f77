package jsonwire

import (
	"math/rand/v2"
	"strings"
	"testing"
)

// stepValue checks the value at src[i] with step alone, as skipChecked did
// before checkValue: the reference checkValue is held to.
func stepValue(src []byte, i int) (end, space int, ok bool) {
	r := Reader{data: src, off: i, space: -1}
	var st skipState
	if !r.step(&st, true) {
		return 0, -1, false
	}
	return r.off, r.space, true
}

// nesting returns how deep src nests, counting brackets outside strings
// (for valid input: its depth).
func nesting(src []byte) int {
	depth, deepest, inString := 0, 0, false
	for i := 0; i < len(src); i++ {
		switch c := src[i]; {
		case inString && c == '\\':
			i++
		case c == '"':
			inString = !inString
		case inString:
		case c == '{' || c == '[':
			depth++
			deepest = max(deepest, depth)
		case c == '}' || c == ']':
			depth--
		}
	}
	return deepest
}

// checkAgainstStep holds checkValue to step on the value at src[i]: what
// it accepts, step accepts, ending at the same offset and with the same
// first whitespace; what step accepts and nests at most maxCheckDepth
// levels, it accepts too (or it would send valid input the slow way).
func checkAgainstStep(t *testing.T, src []byte, i int) {
	t.Helper()
	end, space, ok := checkValue(src, i)
	wantEnd, wantSpace, wantOK := stepValue(src, i)
	switch {
	case ok && !wantOK:
		t.Errorf("checkValue(%q, %d) accepts what step rejects", src, i)
	case ok && (end != wantEnd || space != wantSpace):
		t.Errorf("checkValue(%q, %d) = end %d, space %d; step: end %d, space %d", src, i, end, space, wantEnd, wantSpace)
	case !ok && wantOK && nesting(src[i:wantEnd]) <= maxCheckDepth:
		t.Errorf("checkValue(%q, %d) rejects what step accepts", src, i)
	}
}

var checkValueCases = []string{
	`{"a":"b":"c"}`, `{"a":"b","c"}`, `{"a"}`, `{"a":}`, `{:1}`, `{"a"::1}`, `{"a":1:2}`,
	`[}`, `{]`, `[1}`, `{"a":1]`, `[[]}`, `[{]}`, `{[]}`, `[,1]`, `[1,,2]`, `{,}`, `{"a":1,,"b":2}`,
	`{ }`, `[ ]`, "[\n]", `{ "a" : 1 , "b" : [ 1 , 2 ] }`, "{\t\"a\"\r\n:\n1}", `{"a" :1}`, `{"a": 1}`,
	`[1 ,2]`, `[1, 2]`, `[ 1]`, `[1 ]`,
	`0`, `-0`, `-`, `-a`, `01`, `00`, `1.`, `1.5`, `1e`, `1e5`, `1E+5`, `1e-5`, `-1.5e+10`, `1.5e`, `.5`, `+1`,
	`[0]`, `[-0]`, `[01]`, `[1.]`, `[1e]`, `[1.5e3]`, `[-]`, `[-1]`, `[12345678901234567890]`,
	`"abc"`, `""`, `"a"`, `"abcdefg"`, `"abcdefgh"`, `"abcdefghi"`, `"abcdefghijklmnopq"`, `"\n"`, `"\u00e9"`,
	`"\u00"`, `"\x"`, "\"\x01\"", "\"a\x1f\"", `"unterminated`, `"\"`, `"\\"`, `"\\\""`, "\"\xff\xfe\"",
	`true`, `false`, `null`, `tru`, `fals`, `nul`, `trUe`, `nulll`, `[true,false,null]`, `[truee]`, `{"a":nul}`,
	`}`, `]`, `:`, `,`, ``, `x`, "\x00",
	`{"a":{"b":{"c":[1,2,{"d":null}]}}}`, `{"":""}`, `{"a":""}`,
	`[1]x`, `{"a":1} x`, `"a" "b"`,
	strings.Repeat("[", 64) + strings.Repeat("]", 64),
	strings.Repeat("[", 65) + strings.Repeat("]", 65),
	strings.Repeat(`{"a":`, 64) + "1" + strings.Repeat("}", 64),
	strings.Repeat(`{"a":[`, 40) + strings.Repeat("]}", 40),
	// Bytes HTML escaping replaces, or may (0xE2), in names and values,
	// short and long strings, and the last word of the input.
	`{"<":1}`, `{"a":"&"}`, `["x>"]`, `"a<"`, `{"a":"b","c":"d&"}`, `["tom & jerry at <b>"]`,
	`{"abcdefghij":"klmnopq>rstuvw"}`, "[\"\u2028\"]", "[\"\u2029x\"]", "[\"\u2027\"]", "[\"€\"]",
	`["\"<"]`, `["\u0026", "<"]`, `{"a":1,"b":"long string with no candidate in it","c":"<"}`,
}

func TestCheckValue(t *testing.T) {
	for _, s := range append(checkValueCases, scanFuzzSeeds...) {
		for _, src := range []string{s, "[" + s + "]", `{"k":` + s + `}`, s + ",", " " + s} {
			checkAgainstStep(t, []byte(src), 0)
			if len(src) > 1 {
				checkAgainstStep(t, []byte(src), 1)
			}
		}
	}
}

// TestCheckValueRandom checks random documents, valid ones and the same
// with one byte changed, against step.
func TestCheckValueRandom(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for range 20000 {
		doc, bad := randomDocument(rng, 6)
		checkAgainstStep(t, doc, 0)
		checkAgainstStep(t, bad, 0)
		if len(doc) > 1 {
			checkAgainstStep(t, doc[:rng.IntN(len(doc))], 0)
		}
	}
}

// randomDocument returns a random valid document, with whitespace between
// a sixth of its tokens if spaceOdds is 6 and none if it is 0, and the
// same with one byte changed.
func randomDocument(rng *rand.Rand, spaceOdds int) (doc, bad []byte) {
	var gen func(b []byte, depth int) []byte
	gen = func(b []byte, depth int) []byte {
		space := func(b []byte) []byte {
			if spaceOdds > 0 && rng.IntN(spaceOdds) == 0 {
				return append(b, " \n\t\r"[rng.IntN(4)])
			}
			return b
		}
		switch k := rng.IntN(8); {
		case k == 0 && depth < 70:
			b = append(b, '[')
			for i := range rng.IntN(4) {
				if i > 0 {
					b = append(space(b), ',')
				}
				b = gen(space(b), depth+1)
			}
			return append(space(b), ']')
		case k == 1 && depth < 70:
			b = append(b, '{')
			for i := range rng.IntN(4) {
				if i > 0 {
					b = append(space(b), ',')
				}
				b = append(space(b), `"k`...)
				b = append(b, strings.Repeat("x", rng.IntN(12))...)
				b = append(space(append(b, '"')), ':')
				b = gen(space(b), depth+1)
			}
			return append(space(b), '}')
		case k == 2:
			return append(b, []string{`"a\"b"`, `"\u0041"`, `"long string with spaces"`, `""`, `"é"`, `"<a & b>"`, `"x|y^z~"`}[rng.IntN(7)]...)
		case k == 3:
			return append(b, []string{`0`, `-12`, `3.25`, `1e9`, `-0.5E-3`, `123456789012`}[rng.IntN(6)]...)
		case k == 4:
			return append(b, []string{`true`, `false`, `null`}[rng.IntN(3)]...)
		}
		return append(b, `"s"`...)
	}
	mutations := []byte("{}[],:\" \\0-.eE1tfnux\x00\x1f\xff")
	doc = gen(nil, 0)
	bad = append([]byte(nil), doc...)
	bad[rng.IntN(len(bad))] = mutations[rng.IntN(len(mutations))]
	return doc, bad
}

func FuzzCheckValue(f *testing.F) {
	for _, s := range append(checkValueCases, scanFuzzSeeds...) {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, src []byte) {
		for i := 0; i < len(src) && i < 3; i++ {
			checkAgainstStep(t, src, i)
		}
	})
}

// valueStarts returns the offset of the first byte of each value in the
// valid document src, with the containers open there (as checkValueIn
// takes them: the innermost lowest, set for an object) and how many.
func valueStarts(src []byte) (starts []int, stacks []uint64, depths []int) {
	var objects uint64
	depth := 0
	expectValue := true
	for i := 0; i < len(src); i++ {
		c := src[i]
		if isSpace(c) {
			continue
		}
		if expectValue && c != ']' && c != '}' {
			starts, stacks, depths = append(starts, i), append(stacks, objects), append(depths, depth)
			expectValue = false
		}
		switch c {
		case '"':
			i++
			for src[i] != '"' {
				if src[i] == '\\' {
					i++
				}
				i++
			}
		case '{', '[':
			objects = objects<<1 | uint64(c>>5&1)
			depth++
			expectValue = c == '['
		case '}', ']':
			objects >>= 1
			depth--
			expectValue = false
		case ',':
			expectValue = objects&1 == 0
		case ':':
			expectValue = true
		}
	}
	return starts, stacks, depths
}

// TestCheckValueIn checks the rest of random documents from each value of
// theirs, with one byte changed after it: what checkValueIn accepts with
// the containers open there, followed by whitespace alone, must be a
// valid document, the prefix being valid; and a valid document must be
// accepted from each of its values.
func TestCheckValueIn(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	docs := []string{`{"a":[1,{"b":"c"}],"d":{"e":[[]],"f":"g"},"h":null}`, `[1,[2,[3,{"x":[4]}]],"y"]`}
	mutations := []byte("{}[],:\" \\0-.etn\x00\x1f")
	for _, doc := range docs {
		src := []byte(doc)
		starts, stacks, depths := valueStarts(src)
		rest := func(src []byte, k int) bool {
			end, _, ok := checkValueIn(src, starts[k], depths[k], stacks[k])
			return ok && SkipSpace(src, end) == len(src)
		}
		for k := range starts {
			if !rest(src, k) {
				t.Errorf("checkValueIn(%q) rejects the valid document from offset %d", src, starts[k])
			}
		}
		for range 5000 {
			k := rng.IntN(len(starts))
			bad := []byte(doc)
			bad[starts[k]+rng.IntN(len(bad)-starts[k])] = mutations[rng.IntN(len(mutations))]
			if _, _, valid := stepValue(bad, 0); rest(bad, k) && !(valid && func() bool { end, _, _ := stepValue(bad, 0); return SkipSpace(bad, end) == len(bad) }()) {
				t.Errorf("checkValueIn(%q) accepts the rest of an invalid document from offset %d", bad, starts[k])
			}
		}
	}
}

// TestPlainString holds plainString to its definition on every string of
// up to 24 bytes over a small alphabet at each length, in random draws.
func TestPlainString(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	alphabet := []byte("ab\"\\<>&\xe2\x80\xa8\x1f \x7f\xff")
	want := func(src []byte, html bool) bool {
		end, _, ok := checkValue(src, 0)
		if !ok || end != len(src) || src[0] != '"' {
			return false
		}
		for _, c := range src[1 : len(src)-1] {
			if c == '\\' || html && (c == '<' || c == '>' || c == '&' || c == 0xe2) {
				return false
			}
		}
		return true
	}
	for n := 1; n <= 40; n++ {
		for range 3000 {
			src := make([]byte, n)
			for i := range src {
				src[i] = 'x'
				if rng.IntN(4) == 0 {
					src[i] = alphabet[rng.IntN(len(alphabet))]
				}
			}
			src[0] = '"'
			if rng.IntN(3) > 0 {
				src[n-1] = '"'
			}
			for _, html := range []bool{false, true} {
				if got := plainString(src, html); got != want(src, html) {
					t.Fatalf("plainString(%q, %v) = %v", src, html, got)
				}
			}
		}
	}
}

// BenchmarkCheckValue: checkValue on a small object, the payload of the
// bench's rawmsg workload, which a RawMessage holds: its time is set by
// the path from one token to the next more than by its instructions
// (PERFORMANCE.md, "Reading").
func BenchmarkCheckValue(b *testing.B) {
	src := []byte(`{"event":"checkout","cart":"c_7Hq2","items":3,"total":129.95,"currency":"EUR"}`)
	b.ReportAllocs()
	b.SetBytes(int64(len(src)))
	for b.Loop() {
		if end, _, ok := checkValue(src, 0); !ok || end != len(src) {
			b.Fatal("rejected")
		}
	}
}

// TestNumberEnd holds numberEnd to scanNumber on numbers of every length
// of integer part and fraction up to past two words, well formed or not,
// followed by each byte that can end one or continue it wrongly, at every
// distance from the end of the input: the word paths and the byte path
// meet at those distances.
func TestNumberEnd(t *testing.T) {
	digits := func(k int) string { return strings.Repeat("7", k) }
	var nums []string
	for _, sign := range []string{"", "-"} {
		for _, lead := range []string{"", "0", "1"} {
			for k := 0; k <= 18; k++ {
				ip := lead + digits(k)
				nums = append(nums, sign+ip)
				for f := 0; f <= 18; f++ {
					nums = append(nums, sign+ip+"."+digits(f), sign+ip+"."+digits(f)+"e5", sign+ip+"."+digits(f)+".")
				}
				nums = append(nums, sign+ip+"e", sign+ip+"E+1", sign+ip+"-")
			}
		}
	}
	for _, num := range nums {
		for _, end := range []string{"", ",", "}", " ", "\"", "x", ".", "e", "0"} {
			for pad := 0; pad <= 10; pad++ {
				src := []byte(num + end + strings.Repeat(" ", pad))
				if len(src) == 0 || src[0] != '-' && !isDigit(src[0]) {
					continue // numberEnd starts at '-' or a digit
				}
				want := -1
				if e, code := scanNumber(src, 0); code == scanOK {
					want = e
				}
				if got := numberEnd(src, 0); got != want {
					t.Errorf("numberEnd(%q) = %d, want %d", src, got, want)
				}
			}
		}
	}
}
