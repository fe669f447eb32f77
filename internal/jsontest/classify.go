package jsontest

import (
	"regexp"
	"slices"
	"strings"
)

// ClassifyV2 names the known difference between classic encoding/json's
// canonical result and the result of a v2-based encoding/json for the same
// comparison, or returns "" if the difference is not one of the known ones.
// The classes are the ones README.md lists under "Moving from Go 1.27's
// encoding/json", each with its test in v2differences_test.go.
func ClassifyV2(classic, v2 string) string {
	if classic == v2 {
		return ""
	}
	c, v := canonLines(classic), canonLines(v2)
	var classes []string
	add := func(s string) {
		if !slices.Contains(classes, s) {
			classes = append(classes, s)
		}
	}
	for _, label := range []string{"err", "chain", "out", "dst", "buffered", "panic"} {
		if c[label] == v[label] {
			continue
		}
		switch label {
		case "err", "chain":
			if (c["err"] == `<nil>`) != (v["err"] == `<nil>`) {
				add("error or not")
				continue
			}
			if label == "chain" {
				if normalizeChain(c["chain"]) == normalizeChain(v["chain"]) {
					add("error fields")
				} else {
					add("error types")
				}
				continue
			}
			add("error text")
		case "out":
			add("output")
		case "dst":
			add("destination")
		case "buffered":
			add("Decoder buffering")
		case "panic":
			add("panic")
		}
	}
	return strings.Join(classes, ", ")
}

var chainFields = regexp.MustCompile(`\{[^{}]*\}`)

// normalizeChain drops the fields of the error types in a chain.
func normalizeChain(s string) string { return chainFields.ReplaceAllString(s, "{}") }

// canonLines returns the text of each label's first line in a canonical
// result (see canonLineList).
func canonLines(s string) map[string]string {
	m := make(map[string]string)
	for _, l := range canonLineList(s) {
		if _, dup := m[l.label]; !dup {
			m[l.label] = l.text
		}
	}
	return m
}
