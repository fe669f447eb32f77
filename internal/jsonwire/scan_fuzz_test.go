package jsonwire

import (
	"bytes"
	"strings"
	"testing"
)

// scanFuzzSeeds are the starting inputs of the fuzz targets; with the files
// in testdata/fuzz they also run as ordinary tests.
var scanFuzzSeeds = []string{
	``,
	` `,
	`0`,
	`-1.5e+10`,
	`01`,
	`1.`,
	`1e`,
	`"a\u00e9\"\\\/\b\f\n\r\t"`,
	"\"<a>&\u2028\u2029\xe2\x80\"",
	`"\u12`,
	`"\x"`,
	"\"\x00\"",
	`true`,
	`fals`,
	`nul`,
	` {"a" : [1, {}, [], null, false, "x"] } `,
	`{"a":1,}`,
	`[1,]`,
	`[1 2]`,
	`{"a" 1}`,
	`{1:2}`,
	`[1}`,
	"1 2",
	strings.Repeat("[", 10001),
	strings.Repeat(`{"a":[`, 70) + strings.Repeat("]}", 70),
}

func FuzzValid(f *testing.F) {
	for _, s := range scanFuzzSeeds {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, src []byte) {
		if d := scanSameError(Valid(src), scanStdValid(src)); d != "" {
			t.Errorf("Valid(%q): %s", src, d)
		}
		if d := scanCheckValueEnd(src); d != "" {
			t.Errorf("input %q: %s", src, d)
		}
	})
}

func FuzzCompact(f *testing.F) {
	for _, s := range scanFuzzSeeds {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, src []byte) {
		const dstPrefix = "dst"
		want, wantErr := scanStdCompact(src)
		got, err := AppendCompact([]byte(dstPrefix), src, false)
		if d := scanSameError(err, wantErr); d != "" {
			t.Errorf("AppendCompact(%q, false): %s", src, d)
		}
		if !bytes.Equal(got, append([]byte(dstPrefix), want...)) {
			t.Errorf("AppendCompact(%q, false) = %q, want %q", src, got, dstPrefix+string(want))
		}

		want, wantErr = scanStdEscaped(src)
		got, err = AppendCompact([]byte(dstPrefix), src, true)
		if d := scanSameError(err, wantErr); d != "" {
			t.Errorf("AppendCompact(%q, true): %s", src, d)
		}
		if !bytes.Equal(got, append([]byte(dstPrefix), want...)) {
			t.Errorf("AppendCompact(%q, true) = %q, want %q", src, got, dstPrefix+string(want))
		}
	})
}

func FuzzIndent(f *testing.F) {
	for i, s := range scanFuzzSeeds {
		style := scanIndentStyles[i%len(scanIndentStyles)]
		f.Add([]byte(s), style[0], style[1])
	}
	f.Fuzz(func(t *testing.T, src []byte, prefix, indent string) {
		if bytes.Count(src, []byte("["))+bytes.Count(src, []byte("{")) > 1000 {
			// Deep input makes encoding/json's Indent quadratic;
			// TestDeepNesting covers it.
			indent = ""
		}
		const dstPrefix = "dst"
		want, wantErr := scanStdIndent(src, prefix, indent)
		got, err := AppendIndent([]byte(dstPrefix), src, prefix, indent)
		if d := scanSameError(err, wantErr); d != "" {
			t.Errorf("AppendIndent(%q, %q, %q): %s", src, prefix, indent, d)
		}
		if !bytes.Equal(got, append([]byte(dstPrefix), want...)) {
			t.Errorf("AppendIndent(%q, %q, %q) = %q, want %q", src, prefix, indent, got, dstPrefix+string(want))
		}
	})
}
