package jsonwire

import (
	"bytes"
	"strings"
	"testing"
)

// TestAppendIndentTrusted checks AppendIndentTrusted against AppendIndent:
// a value laid out at depth d must come out as AppendIndent lays it out
// nested in d arrays, whitespace in the value dropped, and with escapeHTML
// its strings escaped as AppendHTMLEscape escapes them but the prefix and
// indent left as they are.
func TestAppendIndentTrusted(t *testing.T) {
	values := []string{
		`1`, `-0.5e+10`, `true`, `null`, `""`, `"<a & b>\u2028"`, "\"\u2028\u2029\"",
		`{}`, `[]`, `[[]]`, `{"a":{}}`, `[1,[2,[3,{}]],{"b":[]}]`,
		`{"a":1,"b":[true,false,null],"c":{"d":"e<f>","g":[{}]}}`,
		" \t\n{ \"a\" : [ 1 , 2 ] ,\r\n \"b\" : { } }\n ",
		`["\"quoted\" and \\ backslash", "]", "}", ",", ":"]`,
	}
	layouts := [][2]string{{"", "\t"}, {"", "  "}, {"> ", "  "}, {"<", ""}, {"", ""}}
	for _, v := range values {
		for _, pi := range layouts {
			prefix, indent := pi[0], pi[1]
			for depth := range 4 {
				for _, escapeHTML := range []bool{false, true} {
					src := []byte(strings.TrimSpace(v))
					if escapeHTML {
						src = AppendHTMLEscape(nil, src)
					}
					want := indentNested(t, src, prefix, indent, depth)
					got := AppendIndentTrusted([]byte("pre"), []byte(v), prefix, indent, depth, escapeHTML)
					if string(got) != "pre"+want {
						t.Errorf("AppendIndentTrusted(%q, %q, %q, %d, %v) = %q, want %q", v, prefix, indent, depth, escapeHTML, got[3:], want)
					}
				}
			}
		}
	}
}

// indentNested returns what AppendIndent writes for src nested in depth
// arrays, without the arrays' brackets and the lines they take.
func indentNested(t *testing.T, src []byte, prefix, indent string, depth int) string {
	t.Helper()
	doc := strings.Repeat("[", depth) + string(src) + strings.Repeat("]", depth)
	out, err := AppendIndent(nil, []byte(doc), prefix, indent)
	if err != nil {
		t.Fatalf("AppendIndent(%q): %v", doc, err)
	}
	var head, tail bytes.Buffer
	for k := 1; k <= depth; k++ {
		head.WriteString("[\n" + prefix + strings.Repeat(indent, k))
	}
	for k := depth - 1; k >= 0; k-- {
		tail.WriteString("\n" + prefix + strings.Repeat(indent, k) + "]")
	}
	s := string(out)
	if !strings.HasPrefix(s, head.String()) || !strings.HasSuffix(s, tail.String()) {
		t.Fatalf("AppendIndent(%q) = %q: not the expected nesting", doc, s)
	}
	return s[head.Len() : len(s)-tail.Len()]
}
