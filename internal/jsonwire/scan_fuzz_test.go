package jsonwire

import (
	"bytes"
	"strconv"
	"strings"
	"testing"

	"github.com/zerojson/json/internal/jsontest"
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

// The fuzz targets compare with classic encoding/json through the
// reference, on every build (jsontest.Fuzz).

func FuzzValid(f *testing.F) {
	for _, s := range scanFuzzSeeds {
		f.Add([]byte(s))
	}
	jsontest.Fuzz(f, func(t *testing.T, src []byte) {
		q := strconv.QuoteToASCII(string(src))
		for _, d := range scanCompareValid(t, src, q) {
			t.Errorf("input %q: %s", src, d)
		}
		if d := scanCheckValueEnd(t, src, q); d != "" {
			t.Errorf("input %q: %s", src, d)
		}
	})
}

func FuzzCompact(f *testing.F) {
	for _, s := range scanFuzzSeeds {
		f.Add([]byte(s))
	}
	jsontest.Fuzz(f, func(t *testing.T, src []byte) {
		q := strconv.QuoteToASCII(string(src))
		for _, escapeHTML := range []bool{false, true} {
			for _, d := range scanCompareCompact(t, src, q, escapeHTML) {
				t.Errorf("input %q: %s", src, d)
			}
		}
	})
}

func FuzzIndent(f *testing.F) {
	for i, s := range scanFuzzSeeds {
		style := scanIndentStyles[i%len(scanIndentStyles)]
		f.Add([]byte(s), style[0], style[1])
	}
	jsontest.Fuzz(f, func(t *testing.T, src []byte, prefix, indent string) {
		if bytes.Count(src, []byte("["))+bytes.Count(src, []byte("{")) > 1000 {
			// Deep input makes encoding/json's Indent quadratic;
			// TestDeepNesting covers it.
			indent = ""
		}
		for _, d := range scanCompareIndent(t, src, strconv.QuoteToASCII(string(src)), prefix, indent) {
			t.Errorf("input %q: %s", src, d)
		}
	})
}
