package main

import (
	"fmt"
	"strings"
)

// lineDiff returns the differences between the file at path as it is, old,
// and as jsongen would write it, new: the lines to remove (-) and to add
// (+), with up to three lines of context around them, for -check.
func lineDiff(path string, old, new []byte) string {
	a, b := splitLines(string(old)), splitLines(string(new))
	// The longest common subsequence of lines, by dynamic programming
	// from the ends: lcs[i][j] is its length for a[i:] and b[j:]. The files
	// are a few thousand lines at most.
	lcs := make([][]int32, len(a)+1)
	for i := range lcs {
		lcs[i] = make([]int32, len(b)+1)
	}
	for i := len(a) - 1; i >= 0; i-- {
		for j := len(b) - 1; j >= 0; j-- {
			if a[i] == b[j] {
				lcs[i][j] = lcs[i+1][j+1] + 1
			} else {
				lcs[i][j] = max(lcs[i+1][j], lcs[i][j+1])
			}
		}
	}
	type line struct {
		op   byte // ' ', '-' or '+'
		text string
	}
	var lines []line
	i, j := 0, 0
	for i < len(a) || j < len(b) {
		switch {
		case i < len(a) && j < len(b) && a[i] == b[j]:
			lines = append(lines, line{' ', a[i]})
			i, j = i+1, j+1
		case j < len(b) && (i == len(a) || lcs[i][j+1] >= lcs[i+1][j]):
			lines = append(lines, line{'+', b[j]})
			j++
		default:
			lines = append(lines, line{'-', a[i]})
			i++
		}
	}
	// Each change is shown with up to three unchanged lines on each side.
	const context = 3
	show := make([]bool, len(lines))
	for k, l := range lines {
		if l.op != ' ' {
			for n := max(k-context, 0); n <= min(k+context, len(lines)-1); n++ {
				show[n] = true
			}
		}
	}
	var out strings.Builder
	fmt.Fprintf(&out, "--- %s\n+++ %s (jsongen)\n", path, path)
	for k, l := range lines {
		if !show[k] {
			continue
		}
		if k == 0 || !show[k-1] {
			out.WriteString("@@\n")
		}
		fmt.Fprintf(&out, "%c%s\n", l.op, l.text)
	}
	return out.String()
}

// splitLines splits s into lines, without their line breaks.
func splitLines(s string) []string {
	if s == "" {
		return nil
	}
	return strings.Split(strings.TrimSuffix(s, "\n"), "\n")
}
