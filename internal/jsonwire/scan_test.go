package jsonwire

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math/bits"
	"math/rand/v2"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"testing"
	"testing/iotest"

	"github.com/zerojson/json/internal/jsontest"
)

// scanWhere is the file:line of a test case, so that a failure points at
// the line that defines the case.
type scanWhere string

// scanHere returns the file:line of its caller.
func scanHere() scanWhere {
	_, file, line, _ := runtime.Caller(1)
	return scanWhere(fmt.Sprintf("%s:%d", filepath.Base(file), line))
}

// scanStdValid returns the error encoding/json's Unmarshal gives for src:
// nil or a *json.SyntaxError. Decoding into a RawMessage checks the syntax
// without adding errors about values (such as 1e400 into a float64).
func scanStdValid(src []byte) error {
	var raw json.RawMessage
	return json.Unmarshal(src, &raw)
}

// scanStdCompact runs encoding/json's Compact on src, appending to a buffer
// that already holds "#", and returns what it appended.
func scanStdCompact(src []byte) ([]byte, error) {
	var buf bytes.Buffer
	buf.WriteString("#")
	err := json.Compact(&buf, src)
	return buf.Bytes()[1:], err
}

// scanStdEscaped returns the encoder's output for json.RawMessage(src),
// which is src compacted with HTML escaping, or the syntax error the
// encoder wraps in a *json.MarshalerError.
func scanStdEscaped(src []byte) ([]byte, error) {
	if src == nil {
		src = []byte{} // a nil RawMessage is encoded as null
	}
	out, err := json.Marshal(json.RawMessage(src))
	if merr := (*json.MarshalerError)(nil); errors.As(err, &merr) {
		return out, merr.Unwrap()
	}
	return out, err
}

// scanStdIndent runs encoding/json's Indent like scanStdCompact.
func scanStdIndent(src []byte, prefix, indent string) ([]byte, error) {
	var buf bytes.Buffer
	buf.WriteString("#")
	err := json.Indent(&buf, src, prefix, indent)
	return buf.Bytes()[1:], err
}

// scanDstPrefix is what dst holds when the tests call an append function.
const scanDstPrefix = "dst:"

// scanAppended calls f, an append function named what, with a dst that
// holds scanDstPrefix, and returns what it appended, and a description of
// the damage if it changed what dst held.
func scanAppended(what string, f func(dst []byte) ([]byte, error)) (out []byte, damage string, err error) {
	got, err := f([]byte(scanDstPrefix))
	if !bytes.HasPrefix(got, []byte(scanDstPrefix)) {
		return got, fmt.Sprintf("%s = %q, overwriting dst %q", what, got, scanDstPrefix), err
	}
	return got[len(scanDstPrefix):], "", err
}

// The scanCompare functions compare a function of this file on src with
// encoding/json, through the reference, and return the differences. q is
// src quoted in ASCII, as the comparisons' keys name it.

// scanCompareValid compares Valid with Unmarshal's error and with
// json.Valid.
func scanCompareValid(tb testing.TB, src []byte, q string) []string {
	var diffs []string
	err := Valid(src)
	if d := jsontest.Ref.Same(tb, "Valid: Unmarshal("+q+", *RawMessage)",
		func() string { return canonError(scanStdValid(src)) },
		func() string { return canonError(err) }); d != "" {
		diffs = append(diffs, "Valid, against Unmarshal's error:\n"+d)
	}
	if d := jsontest.Ref.Same(tb, "Valid: json.Valid("+q+")",
		func() string { return canonBool(json.Valid(src)) },
		func() string { return canonBool(err == nil) }); d != "" {
		diffs = append(diffs, "Valid, against json.Valid:\n"+d)
	}
	return diffs
}

// scanCompareCompact compares AppendCompact with Compact, or with
// escapeHTML with the encoder's output for a RawMessage.
func scanCompareCompact(tb testing.TB, src []byte, q string, escapeHTML bool) []string {
	what := "AppendCompact"
	key, std := what+": Compact("+q+")", scanStdCompact
	if escapeHTML {
		what += "(escapeHTML)"
		key, std = what+": Marshal(RawMessage("+q+"))", scanStdEscaped
	}
	got, damage, err := scanAppended(what, func(dst []byte) ([]byte, error) { return AppendCompact(dst, src, escapeHTML) })
	var diffs []string
	if damage != "" {
		diffs = append(diffs, damage)
	}
	if d := sameOutput(tb, key,
		func() ([]byte, error) { return std(src) },
		func() ([]byte, error) { return got, err }); d != "" {
		diffs = append(diffs, what+":\n"+d)
	}
	return diffs
}

// scanCompareIndent compares AppendIndent with Indent.
func scanCompareIndent(tb testing.TB, src []byte, q, prefix, indent string) []string {
	what := fmt.Sprintf("AppendIndent(%q, %q)", prefix, indent)
	got, damage, err := scanAppended(what, func(dst []byte) ([]byte, error) { return AppendIndent(dst, src, prefix, indent) })
	var diffs []string
	if damage != "" {
		diffs = append(diffs, damage)
	}
	if d := sameOutput(tb, fmt.Sprintf("AppendIndent: Indent(%s, %+q, %+q)", q, prefix, indent),
		func() ([]byte, error) { return scanStdIndent(src, prefix, indent) },
		func() ([]byte, error) { return got, err }); d != "" {
		diffs = append(diffs, what+":\n"+d)
	}
	return diffs
}

// scanIndentStyles are the prefix and indent pairs the tests try.
var scanIndentStyles = [][2]string{
	{"", "\t"},
	{"", "  "},
	{"> ", "\t"},
	{"", ""},
	{"\n", "<&>"},
}

// scanCheckAll compares every function of this file on src with
// encoding/json and returns the differences.
func scanCheckAll(tb testing.TB, src []byte) []string {
	return scanCheck(tb, src, scanIndentStyles)
}

// scanCheck is scanCheckAll with the indent styles to compare. If there are
// none, AppendIndent is only checked to agree with AppendCompact: the cost
// of encoding/json's Indent grows with the square of the depth even when
// indent is empty, which takes seconds at the maximum depth.
func scanCheck(tb testing.TB, src []byte, styles [][2]string) []string {
	q := strconv.QuoteToASCII(string(src))
	diffs := scanCompareValid(tb, src, q)
	diffs = append(diffs, scanCompareCompact(tb, src, q, false)...)
	diffs = append(diffs, scanCompareCompact(tb, src, q, true)...)
	for _, style := range styles {
		diffs = append(diffs, scanCompareIndent(tb, src, q, style[0], style[1])...)
	}

	if len(styles) == 0 {
		indented, err := AppendIndent(nil, src, "", "")
		if d := jsontest.Ref.Same(tb, `AppendIndent(…, "", "") error: Unmarshal(`+q+", *RawMessage)",
			func() string { return canonError(scanStdValid(src)) },
			func() string { return canonError(err) }); d != "" {
			diffs = append(diffs, "AppendIndent, against Unmarshal's error:\n"+d)
		}
		compact, _ := AppendCompact(nil, src, false)
		if recompacted, _ := AppendCompact(nil, indented, false); !bytes.Equal(recompacted, compact) {
			diffs = append(diffs, "AppendIndent output does not compact to AppendCompact's")
		}
	}

	if d := scanCheckValueEnd(tb, src, q); d != "" {
		diffs = append(diffs, d)
	}
	return diffs
}

// scanCheckValueEnd compares ValueEnd(src, true) with how encoding/json's
// Decoder frames the first value of src, through the reference, and checks
// that ValueEnd on every prefix of src that is not at the end of the input
// either asks for more or gives the same answer. q is src quoted in ASCII.
func scanCheckValueEnd(tb testing.TB, src []byte, q string) string {
	n, err := ValueEnd(src, true)
	// The Decoder reads src a byte at a time, so that it refills its
	// buffer at every byte, unless src is long: a v2-based Decoder reading
	// a long value a byte at a time takes time quadratic in its length
	// under the race detector (each refill copies its buffer onto itself,
	// which the race detector checks byte by byte), more than ten minutes
	// for TestHugeInput's.
	var rd io.Reader = bytes.NewReader(src)
	key := "ValueEnd(…, true): Decoder(Reader(" + q + ")).Decode(*RawMessage)"
	if len(src) <= 64<<10 {
		rd = iotest.OneByteReader(rd)
		key = "ValueEnd(…, true): Decoder(OneByteReader(" + q + ")).Decode(*RawMessage)"
	}
	// Each side's result is the error, or the end of the value and the
	// value itself.
	d := sameOutput(tb, key,
		func() ([]byte, error) {
			dec := json.NewDecoder(rd)
			var raw json.RawMessage
			if err := dec.Decode(&raw); err != nil {
				return nil, err
			}
			return fmt.Appendf(nil, "%d %s", dec.InputOffset(), raw), nil
		},
		func() ([]byte, error) {
			if err != nil {
				return nil, err
			}
			return fmt.Appendf(nil, "%d %s", n, bytes.TrimLeft(src[:n], " \t\r\n")), nil
		})
	if d != "" {
		return fmt.Sprintf("ValueEnd = %d, %v; the Decoder frames the value differently:\n%s", n, err, d)
	}

	if len(src) > 200 {
		return "" // keep the quadratic prefix check cheap
	}
	for k := 0; k <= len(src); k++ {
		pn, perr := ValueEnd(src[:k], false)
		if perr == io.EOF || perr == io.ErrUnexpectedEOF {
			continue
		}
		if pn != n || fmt.Sprint(perr) != fmt.Sprint(err) || pn > k {
			return fmt.Sprintf("ValueEnd(src[:%d], false) = %d, %v; with all of src: %d, %v", k, pn, perr, n, err)
		}
		var se1, se2 *SyntaxError
		if errors.As(perr, &se1) && errors.As(err, &se2) && se1.Offset != se2.Offset {
			return fmt.Sprintf("ValueEnd(src[:%d], false) offset %d; with all of src: %d", k, se1.Offset, se2.Offset)
		}
	}
	return ""
}

func TestValidErrors(t *testing.T) {
	// Each error encoding/json can report, with its message and offset
	// written out, and a few valid inputs around the edges of the grammar.
	tests := []struct {
		where   scanWhere
		in      string
		wantMsg string // "" if valid
		wantOff int64
	}{
		{scanHere(), ``, "unexpected end of JSON input", 0},
		{scanHere(), ` 	
 `, "unexpected end of JSON input", 4},
		{scanHere(), `x`, "invalid character 'x' looking for beginning of value", 1},
		{scanHere(), `  }`, "invalid character '}' looking for beginning of value", 3},
		{scanHere(), `[,`, "invalid character ',' looking for beginning of value", 2},
		{scanHere(), `[1,]`, "invalid character ']' looking for beginning of value", 4},
		{scanHere(), `{"a":}`, "invalid character '}' looking for beginning of value", 6},
		{scanHere(), `{1}`, "invalid character '1' looking for beginning of object key string", 2},
		{scanHere(), `{"a":1,}`, "invalid character '}' looking for beginning of object key string", 8},
		{scanHere(), `{"a" 1}`, "invalid character '1' after object key", 6},
		{scanHere(), `{"a":1 "b"}`, "invalid character '\"' after object key:value pair", 8},
		{scanHere(), `{"a":1]`, "invalid character ']' after object key:value pair", 7},
		{scanHere(), `[1 2]`, "invalid character '2' after array element", 4},
		{scanHere(), `[1}`, "invalid character '}' after array element", 3},
		{scanHere(), `[01]`, "invalid character '1' after array element", 3},
		{scanHere(), `[truex]`, "invalid character 'x' after array element", 6},
		{scanHere(), `1 2`, "invalid character '2' after top-level value", 3},
		{scanHere(), `01`, "invalid character '1' after top-level value", 2},
		{scanHere(), `{}}`, "invalid character '}' after top-level value", 3},
		{scanHere(), `nullx`, "invalid character 'x' after top-level value", 5},
		{scanHere(), `"a"x`, "invalid character 'x' after top-level value", 4},
		{scanHere(), `1.5.`, "invalid character '.' after top-level value", 4},
		{scanHere(), `1e5e`, "invalid character 'e' after top-level value", 4},
		{scanHere(), "\"a\x00\"", "invalid character '\\x00' in string literal", 3},
		{scanHere(), "\"\n\"", "invalid character '\\n' in string literal", 2},
		{scanHere(), "\"\x1f\"", "invalid character '\\x1f' in string literal", 2},
		{scanHere(), `"\x"`, "invalid character 'x' in string escape code", 3},
		{scanHere(), `"\U0041"`, "invalid character 'U' in string escape code", 3},
		{scanHere(), `"\u00g0"`, "invalid character 'g' in \\u hexadecimal character escape", 6},
		{scanHere(), `"\u"`, "invalid character '\"' in \\u hexadecimal character escape", 4},
		{scanHere(), `-`, "invalid character ' ' in numeric literal", 1},
		{scanHere(), `-x`, "invalid character 'x' in numeric literal", 2},
		{scanHere(), `[-]`, "invalid character ']' in numeric literal", 3},
		{scanHere(), `--1`, "invalid character '-' in numeric literal", 2},
		{scanHere(), `1.`, "invalid character ' ' after decimal point in numeric literal", 2},
		{scanHere(), `1.e5`, "invalid character 'e' after decimal point in numeric literal", 3},
		{scanHere(), `[1.]`, "invalid character ']' after decimal point in numeric literal", 4},
		{scanHere(), `1e`, "invalid character ' ' in exponent of numeric literal", 2},
		{scanHere(), `1e+`, "invalid character ' ' in exponent of numeric literal", 3},
		{scanHere(), `1E-x`, "invalid character 'x' in exponent of numeric literal", 4},
		{scanHere(), `1e+-1`, "invalid character '-' in exponent of numeric literal", 4},
		{scanHere(), `tx`, "invalid character 'x' in literal true (expecting 'r')", 2},
		{scanHere(), `trx`, "invalid character 'x' in literal true (expecting 'u')", 3},
		{scanHere(), `tru`, "invalid character ' ' in literal true (expecting 'e')", 3},
		{scanHere(), `fx`, "invalid character 'x' in literal false (expecting 'a')", 2},
		{scanHere(), `fax`, "invalid character 'x' in literal false (expecting 'l')", 3},
		{scanHere(), `falx`, "invalid character 'x' in literal false (expecting 's')", 4},
		{scanHere(), `[fals]`, "invalid character ']' in literal false (expecting 'e')", 6},
		{scanHere(), `nx`, "invalid character 'x' in literal null (expecting 'u')", 2},
		{scanHere(), `nux`, "invalid character 'x' in literal null (expecting 'l')", 3},
		{scanHere(), `nul`, "invalid character ' ' in literal null (expecting 'l')", 3},
		{scanHere(), `nulL`, "invalid character 'L' in literal null (expecting 'l')", 4},
		{scanHere(), `"abc`, "unexpected end of JSON input", 4},
		{scanHere(), `"abc\`, "invalid character ' ' in string escape code", 5},
		{scanHere(), `"\u12`, "invalid character ' ' in \\u hexadecimal character escape", 5},
		{scanHere(), `[`, "unexpected end of JSON input", 1},
		{scanHere(), `[1`, "unexpected end of JSON input", 2},
		{scanHere(), `[1,`, "unexpected end of JSON input", 3},
		{scanHere(), `{`, "unexpected end of JSON input", 1},
		{scanHere(), `{"a"`, "unexpected end of JSON input", 4},
		{scanHere(), `{"a":`, "unexpected end of JSON input", 5},
		{scanHere(), `{"a":1 `, "unexpected end of JSON input", 7},
		{scanHere(), "\xe9", "invalid character 'é' looking for beginning of value", 1},
		{scanHere(), "\x85", "invalid character '\\u0085' looking for beginning of value", 1},
		{scanHere(), "'", "invalid character '\\'' looking for beginning of value", 1},
		{scanHere(), "\\", "invalid character '\\\\' looking for beginning of value", 1},
		{scanHere(), "\x7f", "invalid character '\\x7f' looking for beginning of value", 1},
		{scanHere(), "\ufeff1", "invalid character 'ï' looking for beginning of value", 1},
		{scanHere(), strings.Repeat("[", 10001), "invalid character '[' exceeded max depth", 10001},
		{scanHere(), strings.Repeat(`{"":`, 10001), "invalid character '{' exceeded max depth", 40001},
		{scanHere(), strings.Repeat("[", 10000), "unexpected end of JSON input", 10000},
		{scanHere(), strings.Repeat("[", 10000) + strings.Repeat("]", 10000), "", 0},
		{scanHere(), ` {"a" : [ 1 , -0.5e+10 , "\u00e9\n" , true , false , null , { } , [ ] ] } `, "", 0},
		{scanHere(), `-0`, "", 0},
		{scanHere(), `0E-0`, "", 0},
		{scanHere(), "\"\xff\xfe invalid UTF-8 is accepted\"", "", 0},
	}
	for _, tt := range tests {
		var want error
		if tt.wantMsg != "" {
			want = NewSyntaxError(tt.wantMsg, tt.wantOff)
		}
		got := Valid([]byte(tt.in))
		if fmt.Sprintf("%#v", got) != fmt.Sprintf("%#v", want) {
			t.Errorf("%s: Valid(%.40q) = %#v, want %#v", tt.where, tt.in, got, want)
		}
		styles := scanIndentStyles
		if len(tt.in) > 1000 {
			styles = nil // deep input; TestDeepNesting compares its indentation
		}
		for _, d := range scanCheck(t, []byte(tt.in), styles) {
			t.Errorf("%s: input %.40q: %s", tt.where, tt.in, d)
		}
	}
}

func TestScanEveryByte(t *testing.T) {
	// Every byte value in every position where the grammar treats it
	// differently, which covers how each one is quoted in messages.
	contexts := []string{
		"%c", "[%c", "[1%c", "{%c", `{"a"%c`, `{"a":1%c`, `{"a":%c`, "1 %c", `"%c"`,
		`"\%c"`, `"\u0%c`, "-%c", "1%c", "0%c", "1.%c", "1.5%c", "1e%c", "1e+%c", "1e5%c",
		"t%c", "tr%c", "tru%c", "true%c", "f%c", "fa%c", "fal%c", "fals%c", "n%c", "nu%c", "nul%c",
	}
	for _, context := range contexts {
		for c := 0; c < 256; c++ {
			src := []byte(strings.Replace(context, "%c", string([]byte{byte(c)}), 1))
			for _, d := range scanCheckAll(t, src) {
				t.Errorf("input %q: %s", src, d)
			}
		}
	}
}

func TestCompactAndIndent(t *testing.T) {
	tests := []struct {
		where       scanWhere
		in          string
		wantCompact string
		wantEscaped string
		wantIndent  string // with prefix "> " and indent "\t"
	}{
		{scanHere(), `1`, `1`, `1`, `1`},
		{scanHere(), " \n1 \n", `1`, `1`, "1 \n"},
		{scanHere(), `{}`, `{}`, `{}`, `{}`},
		{scanHere(), `[ ]`, `[]`, `[]`, `[]`},
		{scanHere(), ` { "a" : [ 1 , { } ] } `, `{"a":[1,{}]}`, `{"a":[1,{}]}`,
			"{\n> \t\"a\": [\n> \t\t1,\n> \t\t{}\n> \t]\n> } "},
		{scanHere(), `["<a href=\"x\">&amp;</a>", " \t "]`, `["<a href=\"x\">&amp;</a>"," \t "]`,
			`["\u003ca href=\"x\"\u003e\u0026amp;\u003c/a\u003e"," \t "]`,
			"[\n> \t\"<a href=\\\"x\\\">&amp;</a>\",\n> \t\" \\t \"\n> ]"},
		{scanHere(), "\"\u2028\u2029\u2027\"", "\"\u2028\u2029\u2027\"", "\"\\u2028\\u2029\u2027\"", "\"\u2028\u2029\u2027\""},
		{scanHere(), "\"\\\\<\\\"&\"", "\"\\\\<\\\"&\"", "\"\\\\\\u003c\\\"\\u0026\"", "\"\\\\<\\\"&\""},
	}
	for _, tt := range tests {
		got, err := AppendCompact(nil, []byte(tt.in), false)
		if err != nil || string(got) != tt.wantCompact {
			t.Errorf("%s: AppendCompact(%q, false) = %q, %v, want %q", tt.where, tt.in, got, err, tt.wantCompact)
		}
		got, err = AppendCompact(nil, []byte(tt.in), true)
		if err != nil || string(got) != tt.wantEscaped {
			t.Errorf("%s: AppendCompact(%q, true) = %q, %v, want %q", tt.where, tt.in, got, err, tt.wantEscaped)
		}
		got, err = AppendIndent(nil, []byte(tt.in), "> ", "\t")
		if err != nil || string(got) != tt.wantIndent {
			t.Errorf("%s: AppendIndent(%q) = %q, %v, want %q", tt.where, tt.in, got, err, tt.wantIndent)
		}
		for _, d := range scanCheckAll(t, []byte(tt.in)) {
			t.Errorf("%s: input %q: %s", tt.where, tt.in, d)
		}
	}
}

func TestCompactErrorOffsetIsZero(t *testing.T) {
	// encoding/json's Compact and the encoder never advance the scanner's
	// byte count, so every error they report is at offset 0, while Indent
	// and Unmarshal report the real offset.
	for _, in := range []string{`[1,]`, `[1`, `1 2`, `"\q"`, `1.`, strings.Repeat("[", 10001)} {
		_, err := AppendCompact([]byte("keep"), []byte(in), false)
		var se *SyntaxError
		if !errors.As(err, &se) || se.Offset != 0 {
			t.Errorf("AppendCompact(%.20q) error = %#v, want offset 0", in, err)
		}
		_, err = AppendIndent(nil, []byte(in), "", "\t")
		if !errors.As(err, &se) || se.Offset == 0 {
			t.Errorf("AppendIndent(%.20q) error = %#v, want nonzero offset", in, err)
		}
		for _, d := range scanCheck(t, []byte(in), nil) {
			t.Errorf("input %.20q: %s", in, d)
		}
	}
}

func TestValueEnd(t *testing.T) {
	tests := []struct {
		where scanWhere
		in    string
		atEOF bool
		wantN int
		err   string // "" for nil
	}{
		{scanHere(), ``, false, 0, "EOF"},
		{scanHere(), ` `, true, 0, "EOF"},
		{scanHere(), ` [1, 2] 3`, false, 7, ""},
		{scanHere(), ` {}`, false, 3, ""},
		{scanHere(), ` 12`, false, 0, "unexpected EOF"},
		{scanHere(), ` 12`, true, 3, ""},
		{scanHere(), ` 12 `, false, 3, ""},
		{scanHere(), `true`, false, 0, "unexpected EOF"},
		{scanHere(), `truex`, false, 4, ""},
		{scanHere(), `"a"`, true, 3, ""},
		{scanHere(), `[1.`, true, 0, "unexpected EOF"},
		{scanHere(), `[1.x`, false, 0, "invalid character 'x' after decimal point in numeric literal"},
		{scanHere(), `]`, false, 0, "invalid character ']' looking for beginning of value"},
	}
	for _, tt := range tests {
		n, err := ValueEnd([]byte(tt.in), tt.atEOF)
		gotErr := ""
		if err != nil {
			gotErr = err.Error()
		}
		if n != tt.wantN || gotErr != tt.err {
			t.Errorf("%s: ValueEnd(%q, %v) = %d, %v, want %d, %s", tt.where, tt.in, tt.atEOF, n, err, tt.wantN, tt.err)
		}
		if tt.atEOF {
			if d := scanCheckValueEnd(t, []byte(tt.in), strconv.QuoteToASCII(tt.in)); d != "" {
				t.Errorf("%s: input %q: %s", tt.where, tt.in, d)
			}
		}
	}
}

func TestSkipValue(t *testing.T) {
	src := []byte(` [ {"a\"]" : [1, "}", true ] } , 2.5e3 , "x\\" ,null] `)
	if end := SkipValue(src, 1); end != len(src)-1 {
		t.Errorf("SkipValue(src, 1) = %d, want %d", end, len(src)-1)
	}
	if end := SkipValue(src, 3); src[end-1] != '}' || src[end] != ' ' {
		t.Errorf("SkipValue(src, 3) = %d, want the end of the object", end)
	}
	if i := bytes.Index(src, []byte("2.5")); SkipValue(src, i) != i+5 {
		t.Errorf("SkipValue at number = %d, want %d", SkipValue(src, i), i+5)
	}
}

func TestDeepNesting(t *testing.T) {
	// Neither a million open brackets nor the deepest valid mix of objects
	// and arrays may grow the stack with the depth.
	for _, tt := range []struct {
		where scanWhere
		in    string
	}{
		{scanHere(), strings.Repeat("[", 1_000_000)},
		{scanHere(), strings.Repeat("[", 1_000_000) + strings.Repeat("]", 1_000_000)},
		{scanHere(), strings.Repeat(`{"a":`, 1_000_000)},
		{scanHere(), strings.Repeat("[", 10001) + strings.Repeat("]", 10001)},
		{scanHere(), strings.Repeat(`[{"k":`, 5000) + "0" + strings.Repeat("}]", 5000)},
		{scanHere(), strings.Repeat(`[{"k":`, 5000) + "0" + strings.Repeat("}]", 4999) + "]]"},
		{scanHere(), strings.Repeat(`[{"k":[],"l":`, 4999) + "[{}]" + strings.Repeat("}]", 4999)},
		{scanHere(), strings.Repeat(`{"k":[`, 4999) + "[{}]" + strings.Repeat("]}", 4998) + "}]"},
	} {
		for _, d := range scanCheck(t, []byte(tt.in), nil) {
			t.Errorf("%s: %s", tt.where, d)
		}
	}
	// One deep comparison with encoding/json's Indent, which takes a while.
	deep := strings.Repeat(`[{"k":`, 5000) + "0" + strings.Repeat("}]", 5000)
	for _, d := range scanCheck(t, []byte(deep), [][2]string{{"", ""}}) {
		t.Errorf("%s", d)
	}
}

func TestHugeInput(t *testing.T) {
	jsontest.SingleGoroutine(t)
	// A long string and a long array are handled in loops, not recursion.
	big := make([]byte, 0, 8<<20)
	big = append(big, '[')
	for i := 0; i < 50_000; i++ {
		big = append(big, `"abcdefghijklmnopqrstuvwxyz\n\u00e9", 123.5e-7, `...)
	}
	big = append(big, "null]"...)
	if err := Valid(big); err != nil {
		t.Fatalf("Valid: %v", err)
	}
	for _, d := range scanCheckAll(t, big[:len(big)-1]) {
		t.Error(d)
	}
}

func TestScanAllocs(t *testing.T) {
	src := []byte(`{"a": [1, 2.5, "x<y"], "b": {"c": null, "d": [true, false]}}`)
	dst := make([]byte, 0, 4*len(src))
	for _, tt := range []struct {
		name string
		f    func()
	}{
		{"Valid", func() { _ = Valid(src) }},
		{"AppendCompact", func() { _, _ = AppendCompact(dst, src, false) }},
		{"AppendCompact/escapeHTML", func() { _, _ = AppendCompact(dst, src, true) }},
		{"AppendIndent", func() { _, _ = AppendIndent(dst, src, "", "\t") }},
		{"ValueEnd", func() { _, _ = ValueEnd(src, false) }},
	} {
		if n := testing.AllocsPerRun(100, tt.f); n != 0 {
			t.Errorf("%s allocates %v times, want 0", tt.name, n)
		}
	}
}

// scanGen generates random JSON documents that use every part of the
// grammar, with random whitespace wherever it is allowed.
type scanGen struct {
	r *rand.Rand
}

func (g scanGen) space(dst []byte) []byte {
	if g.r.IntN(3) != 0 {
		return dst
	}
	for n := g.r.IntN(4); n >= 0; n-- {
		dst = append(dst, " \t\r\n"[g.r.IntN(4)])
	}
	return dst
}

var scanGenStringPieces = []string{
	"a", "hello", " ", "é", "日本", "\u2028", "\u2029", "\xe2\x80", "\xe2", "<", ">", "&", "</script>",
	`\"`, `\\`, `\/`, `\b`, `\f`, `\n`, `\r`, `\t`, `\u0041`, `\uD83D\uDE00`, `\uabcd`, `\uABCD`,
	"\xff", "\x80", "'", "{", "}", "[", "]", ",", ":", "0123456789", "\x7f", "😀",
}

func (g scanGen) string(dst []byte) []byte {
	dst = append(dst, '"')
	for n := g.r.IntN(6); n > 0; n-- {
		dst = append(dst, scanGenStringPieces[g.r.IntN(len(scanGenStringPieces))]...)
	}
	return append(dst, '"')
}

func (g scanGen) number(dst []byte) []byte {
	if g.r.IntN(2) == 0 {
		dst = append(dst, '-')
	}
	if g.r.IntN(4) == 0 {
		dst = append(dst, '0')
	} else {
		dst = append(dst, byte('1'+g.r.IntN(9)))
		for n := g.r.IntN(5); n > 0; n-- {
			dst = append(dst, byte('0'+g.r.IntN(10)))
		}
	}
	if g.r.IntN(3) == 0 {
		dst = append(dst, '.')
		for n := g.r.IntN(4); n >= 0; n-- {
			dst = append(dst, byte('0'+g.r.IntN(10)))
		}
	}
	if g.r.IntN(3) == 0 {
		dst = append(dst, "eE"[g.r.IntN(2)])
		if k := g.r.IntN(3); k > 0 {
			dst = append(dst, "+-"[k-1])
		}
		for n := g.r.IntN(3); n >= 0; n-- {
			dst = append(dst, byte('0'+g.r.IntN(10)))
		}
	}
	return dst
}

func (g scanGen) value(dst []byte, depth int) []byte {
	k := g.r.IntN(8)
	if depth <= 0 && k >= 6 {
		k = g.r.IntN(6)
	}
	switch k {
	case 0:
		return append(dst, []string{"true", "false", "null"}[g.r.IntN(3)]...)
	case 1, 2:
		return g.number(dst)
	case 3, 4, 5:
		return g.string(dst)
	case 6:
		dst = append(dst, '[')
		for i, n := 0, g.r.IntN(5); i < n; i++ {
			if i > 0 {
				dst = append(dst, ',')
			}
			dst = g.space(dst)
			dst = g.value(dst, depth-1)
			dst = g.space(dst)
		}
		if dst[len(dst)-1] == '[' {
			dst = g.space(dst)
		}
		return append(dst, ']')
	default:
		dst = append(dst, '{')
		for i, n := 0, g.r.IntN(5); i < n; i++ {
			if i > 0 {
				dst = append(dst, ',')
			}
			dst = g.space(dst)
			dst = g.string(dst)
			dst = g.space(dst)
			dst = append(dst, ':')
			dst = g.space(dst)
			dst = g.value(dst, depth-1)
			dst = g.space(dst)
		}
		if dst[len(dst)-1] == '{' {
			dst = g.space(dst)
		}
		return append(dst, '}')
	}
}

func (g scanGen) document(maxDepth int) []byte {
	dst := g.space(nil)
	dst = g.value(dst, g.r.IntN(maxDepth+1))
	return g.space(dst)
}

// scanMutationBytes are the bytes worth inserting into JSON to break it.
const scanMutationBytes = "{}[],:\"\\ \t\n\r0123456789-+.eEtrufalsn\x00\x1f\x7f\xe2\x80\xa8\xff'<&xu"

// mutate damages src in one of several ways.
func (g scanGen) mutate(src []byte) []byte {
	if len(src) == 0 {
		return append(src, scanMutationBytes[g.r.IntN(len(scanMutationBytes))])
	}
	i := g.r.IntN(len(src))
	switch g.r.IntN(6) {
	case 0: // truncate
		return src[:i]
	case 1: // replace a byte
		src[i] = scanMutationBytes[g.r.IntN(len(scanMutationBytes))]
		return src
	case 2: // insert a byte
		c := scanMutationBytes[g.r.IntN(len(scanMutationBytes))]
		return append(src[:i], append([]byte{c}, src[i:]...)...)
	case 3: // delete a byte
		return append(src[:i], src[i+1:]...)
	case 4: // random byte
		src[i] = byte(g.r.IntN(256))
		return src
	default: // append a second value or junk
		return g.value(g.space(src), 1)
	}
}

func TestScanRandomized(t *testing.T) {
	n := 20000
	if testing.Short() {
		n = 2000
	}
	seed := randomSeed(t)
	g := scanGen{rand.New(rand.NewPCG(seed, 1))}
	valid, failed, failures := 0, -1, 0 // failed: the first input that failed
	for i := 0; i < n; i++ {
		src := g.document(5)
		for m := g.r.IntN(3); m > 0; m-- {
			src = g.mutate(src)
		}
		if Valid(src) == nil {
			valid++
		}
		// The inputs after the first that fails are still compared, but
		// their differences are not reported.
		if diffs := scanCheckAll(t, src); len(diffs) > 0 {
			failures++
			for _, d := range diffs {
				if failed < 0 || failed == i {
					failed = i
					t.Errorf("input %q: %s", src, d)
				}
			}
		}
	}
	if failures > 1 {
		t.Errorf("%d inputs differ in all", failures)
	}
	t.Logf("%d inputs, %d valid", n, valid)
}

// scanCorpus returns about size bytes of generated JSON: an array of
// records resembling API responses, compact or indented.
func scanCorpus(size int, indented bool) []byte {
	g := scanGen{rand.New(rand.NewPCG(1, 2))}
	var doc []byte
	doc = append(doc, '[')
	for len(doc) < size {
		if len(doc) > 1 {
			doc = append(doc, ',')
		}
		doc = fmt.Appendf(doc, `{"id":%d,"name":"user%d","email":"user%d@example.com","active":%v,`+
			`"score":%g,"tags":["alpha","beta","gamma"],"bio":"A long description of the user, with \"quotes\" and \\ slashes and \u00e9 accents.",`+
			`"address":{"street":"123 Main St","city":"Springfield","zip":"12345","geo":{"lat":37.7749,"lng":-122.4194}},"extra":`,
			len(doc), len(doc)%1000, len(doc), len(doc)%2 == 0, float64(len(doc))/7)
		doc = g.value(doc, 3)
		doc = append(doc, '}')
	}
	doc = append(doc, ']')
	// g.value adds random whitespace; remove it, then indent if asked.
	doc, err := AppendCompact(nil, doc, false)
	if err == nil && indented {
		doc, err = AppendIndent(nil, doc, "", "  ")
	}
	if err != nil {
		panic(err)
	}
	return doc
}

func TestScanCorpus(t *testing.T) {
	for _, indented := range []bool{false, true} {
		src := scanCorpus(1<<18, indented)
		for _, d := range scanCheckAll(t, src) {
			t.Errorf("corpus (indented %v): %.500s", indented, d)
		}
	}
}

func BenchmarkValid(b *testing.B) {
	for _, corpus := range []struct {
		name string
		src  []byte
	}{
		{"compact", scanCorpus(4<<20, false)},
		{"indented", scanCorpus(4<<20, true)},
	} {
		src := corpus.src
		b.Run(corpus.name+"/zerojson", func(b *testing.B) {
			b.ReportAllocs()
			b.SetBytes(int64(len(src)))
			for b.Loop() {
				if Valid(src) != nil {
					b.Fatal("invalid")
				}
			}
		})
		b.Run(corpus.name+"/std", func(b *testing.B) {
			b.ReportAllocs()
			b.SetBytes(int64(len(src)))
			for b.Loop() {
				if !json.Valid(src) {
					b.Fatal("invalid")
				}
			}
		})
	}
}

func BenchmarkCompact(b *testing.B) {
	for _, corpus := range []struct {
		name string
		src  []byte
	}{
		{"compact", scanCorpus(4<<20, false)},
		{"indented", scanCorpus(4<<20, true)},
	} {
		src := corpus.src
		for _, escapeHTML := range []bool{false, true} {
			name := corpus.name
			if escapeHTML {
				name += "/escapeHTML"
			}
			b.Run(name+"/zerojson", func(b *testing.B) {
				b.ReportAllocs()
				b.SetBytes(int64(len(src)))
				dst := make([]byte, 0, len(src)+len(src)/8)
				for b.Loop() {
					var err error
					if dst, err = AppendCompact(dst[:0], src, escapeHTML); err != nil {
						b.Fatal(err)
					}
				}
			})
			b.Run(name+"/std", func(b *testing.B) {
				b.ReportAllocs()
				b.SetBytes(int64(len(src)))
				if escapeHTML {
					// The encoder's path for a json.RawMessage, which
					// also copies the result once.
					for b.Loop() {
						if _, err := json.Marshal(json.RawMessage(src)); err != nil {
							b.Fatal(err)
						}
					}
					return
				}
				var buf bytes.Buffer
				buf.Grow(len(src) + len(src)/8)
				for b.Loop() {
					buf.Reset()
					if err := json.Compact(&buf, src); err != nil {
						b.Fatal(err)
					}
				}
			})
		}
	}
}

func BenchmarkIndent(b *testing.B) {
	src := scanCorpus(4<<20, false)
	b.Run("zerojson", func(b *testing.B) {
		b.ReportAllocs()
		b.SetBytes(int64(len(src)))
		dst := make([]byte, 0, 3*len(src))
		for b.Loop() {
			var err error
			if dst, err = AppendIndent(dst[:0], src, "", "\t"); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("std", func(b *testing.B) {
		b.ReportAllocs()
		b.SetBytes(int64(len(src)))
		var buf bytes.Buffer
		buf.Grow(3 * len(src))
		for b.Loop() {
			buf.Reset()
			if err := json.Indent(&buf, src, "", "\t"); err != nil {
				b.Fatal(err)
			}
		}
	})
}

func BenchmarkSmallCompact(b *testing.B) {
	// The typical output of a MarshalJSON method.
	src := []byte(`{"id":12345,"name":"example","ok":true}`)
	b.Run("zerojson", func(b *testing.B) {
		b.ReportAllocs()
		b.SetBytes(int64(len(src)))
		dst := make([]byte, 0, 2*len(src))
		for b.Loop() {
			dst, _ = AppendCompact(dst[:0], src, false)
		}
	})
	b.Run("std", func(b *testing.B) {
		b.ReportAllocs()
		b.SetBytes(int64(len(src)))
		var buf bytes.Buffer
		for b.Loop() {
			buf.Reset()
			_ = json.Compact(&buf, src)
		}
	})
}

// TestStopMasks checks the word tests against their byte predicates: the
// lowest flagged byte of every word must be the first byte the predicate
// holds for, whatever the bytes around it. Each byte value is tried at
// each position, with bytes the predicate rejects below it (or the value
// 0x00, 0x20, 0x80 or 0xff, which make borrows and high bits) and random
// bytes above, and then words of random bytes.
func TestStopMasks(t *testing.T) {
	isCtlQuote := func(b byte) bool { return b < ' ' || b == '"' || b == '\\' }
	masks := []struct {
		name string
		mask func(uint64) uint64
		stop func(byte) bool
	}{
		{"syntaxStops", syntaxStops, isCtlQuote},
		{"stringStops", stringStops, func(b byte) bool { return isCtlQuote(b) || b >= 0x80 }},
		{"stringStops, quoting", stringStops, func(b byte) bool { return !isVerbatim(b, false) }},
		{"stringStopsHTML", stringStopsHTML, func(b byte) bool { return !isVerbatim(b, true) }},
		{"htmlCandidates", htmlCandidates, func(b byte) bool { return b == '<' || b == '>' || b == '&' || b == 0xe2 }},
		{"asciiStops", asciiStops, func(b byte) bool { return isCtlQuote(b) || b >= 0x80 || strings.IndexByte("<>&^|~", b) >= 0 }},
	}
	r := rand.New(rand.NewPCG(1, 2))
	for _, m := range masks {
		var passes []byte // the bytes the predicate rejects
		for b := range 256 {
			if !m.stop(byte(b)) {
				passes = append(passes, byte(b))
			}
		}
		check := func(w uint64) {
			want := 8
			for k := range 8 {
				if m.stop(byte(w >> (8 * k))) {
					want = k
					break
				}
			}
			got := 8
			if f := m.mask(w); f != 0 {
				got = bits.TrailingZeros64(f) / 8
			}
			if got != want {
				t.Fatalf("%s(%#016x): first stop at byte %d, want %d", m.name, w, got, want)
			}
		}
		for pos := range 8 {
			for v := range 256 {
				for range 16 {
					var w uint64
					for k := range 8 {
						var b byte
						switch {
						case k < pos:
							b = passes[r.IntN(len(passes))]
						case k == pos:
							b = byte(v)
						default:
							b = []byte{0x00, 0x20, 0x80, 0xff, byte(r.Uint32())}[r.IntN(5)]
						}
						w |= uint64(b) << (8 * k)
					}
					check(w)
				}
			}
		}
		for range 1 << 16 {
			check(r.Uint64())
		}
	}
}

// TestSkipSpace checks SkipSpace, word loop and bit test included, against
// a byte loop: every byte value after runs of whitespace of every length
// up to 40, starting anywhere in the input, and random mixes of the four
// whitespace bytes with other bytes.
func TestSkipSpace(t *testing.T) {
	isSpaceRef := func(c byte) bool { return c == ' ' || c == '\t' || c == '\n' || c == '\r' }
	for c := range 256 {
		if got, want := isSpace(byte(c)), isSpaceRef(byte(c)); got != want {
			t.Errorf("isSpace(%#x) = %v, want %v", c, got, want)
		}
	}
	naive := func(src []byte, i int) int {
		for i < len(src) && isSpaceRef(src[i]) {
			i++
		}
		return i
	}
	check := func(src []byte, i int) {
		t.Helper()
		if got, want := SkipSpace(src, i), naive(src, i); got != want {
			t.Fatalf("SkipSpace(%q, %d) = %d, want %d", src, i, got, want)
		}
	}
	for n := range 41 {
		for c := range 256 {
			src := append(bytes.Repeat([]byte{' '}, n), byte(c), ' ', 'x')
			for i := range src {
				check(src, i)
			}
			check(src[:n], 0) // the input ends in the run
		}
	}
	r := rand.New(rand.NewPCG(3, 4))
	alphabet := []byte(" \t\n\r\x00x\x0b\x1f!\xa0")
	for range 20000 {
		src := make([]byte, r.IntN(48))
		for k := range src {
			if r.IntN(4) == 0 {
				src[k] = alphabet[r.IntN(len(alphabet))]
			} else {
				src[k] = alphabet[r.IntN(4)]
			}
		}
		check(src, r.IntN(len(src)+1))
	}
}
