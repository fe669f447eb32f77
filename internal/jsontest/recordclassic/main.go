// Command recordclassic records classic encoding/json's results where a
// v2-based encoding/json differs from it, for the tests to use on v2-based
// builds (see internal/jsontest/reference.go). `go generate` in the module
// root runs it; it needs both toolchains, which the go command fetches
// through GOTOOLCHAIN:
//
//	go run ./internal/jsontest/recordclassic [-classic go1.27.4+nojsonv2] [-v2 go1.27.4,...] [-packages ./null,...]
//
// Classic's results come from the same release built with classic
// encoding/json, since encoding/json's results also depend on the rest of
// the standard library (strconv.ParseFloat changed in Go 1.27 for numbers
// of a million digits). Once a release no longer builds classic, the last
// one that does stands in for it.
//
// It runs the module's tests on the classic toolchain and on each v2-based
// one, in both ways the README's test command runs them (plain, and with
// -race -short, whose inputs are smaller), each run writing every
// comparison's reference result, then
// writes, for each package, testdata/classic.txt: the comparisons where
// some v2-based result differs from classic's, with the hash of classic's
// result and the class of the difference. It fails on a difference that no
// class of jsontest.ClassifyV2 explains, and on a key that stands for two
// different classic results.
package main

import (
	"bufio"
	"flag"
	"fmt"
	"log"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strconv"
	"strings"

	"github.com/zerojson/json/internal/jsontest"
)

var (
	classicFlag = flag.String("classic", "go1.27.4+nojsonv2",
		"toolchain whose encoding/json is classic; +nojsonv2 sets GOEXPERIMENT=nojsonv2")
	v2Flag   = flag.String("v2", "go1.27.4", "comma-separated toolchains whose encoding/json is built on v2")
	skipRun  = flag.Bool("norun", false, "use the records of an earlier run")
	examples = flag.Int("examples", 2, "examples printed per class")
	pkgFlag  = flag.String("packages", strings.Join(allPackages, ","), "comma-separated packages to record")
)

// allPackages are the module's test packages that compare with
// encoding/json.
var allPackages = []string{".", "./internal/jsonwire", "./wire", "./null", "./bench/nullcompat"}

// packages are the ones being recorded (-packages).
var packages []string

type rec struct{ hash, test, text string }

func main() {
	log.SetFlags(0)
	flag.Parse()
	packages = strings.Split(*pkgFlag, ",")
	sides := []string{"classic"}
	toolchains := map[string]string{"classic": *classicFlag}
	for _, tc := range strings.Split(*v2Flag, ",") {
		sides = append(sides, "v2-"+tc)
		toolchains["v2-"+tc] = tc
	}
	if !*skipRun {
		for _, side := range sides {
			run(side, toolchains[side])
		}
	}
	failed := false
	for _, pkg := range packages {
		if !merge(pkg, sides) {
			failed = true
		}
	}
	if failed {
		os.Exit(1)
	}
}

// modes are the ways the test command runs the tests: the suffix of their
// records and the flags.
var modes = []struct {
	suffix string
	flags  []string
}{{"", nil}, {"-race-short", []string{"-race", "-short"}}}

// run runs the tests on toolchain in every mode, recording as side.
func run(side, toolchain string) {
	// The bench module (nullcompat) is tested from its own directory.
	var root, bench []string
	for _, pkg := range packages {
		if rest, ok := strings.CutPrefix(pkg, "./bench/"); ok {
			bench = append(bench, "./"+rest)
		} else {
			root = append(root, pkg)
		}
	}
	for _, mode := range modes {
		log.Printf("recording %s with %s %s", side, toolchain, strings.Join(mode.flags, " "))
		for _, set := range []struct {
			dir  string
			pkgs []string
		}{{".", root}, {"bench", bench}} {
			if len(set.pkgs) == 0 {
				continue
			}
			args := append([]string{"-C", set.dir, "test", "-count=1"}, mode.flags...)
			args = append(args, set.pkgs...)
			args = append(args, "-args", "-zerojson.record="+side+mode.suffix)
			cmd := exec.Command("go", args...)
			tc, experiment, _ := strings.Cut(toolchain, "+")
			cmd.Env = append(os.Environ(), "GOTOOLCHAIN="+tc, "GOEXPERIMENT="+experiment, "GOFLAGS=")
			out, err := cmd.CombinedOutput()
			if err != nil && side == "classic" {
				log.Fatalf("the tests fail on the classic toolchain; fix them first:\n%s", tail(out))
			}
		}
	}
}

func tail(b []byte) string {
	if len(b) > 4000 {
		b = b[len(b)-4000:]
	}
	return string(b)
}

// read reads the records of side in every mode into one map and counts the
// keys that stand for two different results.
func read(pkg, side string) (map[string]rec, int) {
	m := make(map[string]rec)
	conflicts := 0
	for _, mode := range modes {
		conflicts += readInto(m, recordName(pkg, side+mode.suffix))
	}
	return m, conflicts
}

func recordName(pkg, name string) string {
	return filepath.Join(pkg, "testdata", "classic-"+name+".record")
}

// readInto reads one record file into m. A test binary that made no
// comparison writes none; one that died (a stack overflow, a panic in a
// test) leaves its record without the end line, and is fatal: the
// comparisons after the crash would silently go unrecorded.
func readInto(m map[string]rec, name string) (conflicts int) {
	f, err := os.Open(name)
	if os.IsNotExist(err) {
		return 0
	}
	if err != nil {
		log.Fatal(err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 64<<20)
	complete := false
	for sc.Scan() {
		if sc.Text() == jsontest.RecordEnd {
			complete = true
			continue
		}
		key, rest, _ := strings.Cut(sc.Text(), " ")
		hash, rest, _ := strings.Cut(rest, " ")
		test, text, _ := strings.Cut(rest, " ")
		if old, ok := m[key]; ok && old.hash != hash {
			if conflicts < *examples {
				log.Printf("%s: %s: one key stands for two results:\n  %.300s\n  %.300s", name, test, old.text, text)
			}
			conflicts++
			continue
		}
		m[key] = rec{hash, test, text}
	}
	if err := sc.Err(); err != nil {
		log.Fatal(err)
	}
	if !complete {
		log.Fatalf("%s: the test binary that wrote it did not finish; run its tests with the same toolchain to see why", name)
	}
	return conflicts
}

func unquote(s string) string {
	u, err := strconv.Unquote(s)
	if err != nil {
		return s
	}
	return u
}

// merge writes pkg's classic.txt from its records and reports whether
// every difference was classified.
func merge(pkg string, sides []string) bool {
	if _, err := os.Stat(recordName(pkg, "classic")); err != nil {
		log.Printf("%s: no comparisons recorded", pkg)
		return true
	}
	classic, conflicts := read(pkg, "classic")
	ok := true
	if conflicts > 0 {
		log.Printf("%s: %d keys stand for two different classic results; make their comparisons' keys say more", pkg, conflicts)
		ok = false
	}
	type entry struct{ hash, class string }
	entries := make(map[string]entry)
	counts := make(map[string]int)
	shown := make(map[string]int)
	for _, side := range sides[1:] {
		v2, _ := read(pkg, side)
		missing := make(map[string]int) // by test
		for key, r := range v2 {
			c, found := classic[key]
			if !found {
				missing[r.test]++
				continue
			}
			if c.hash == r.hash {
				continue
			}
			ct, vt := unquote(c.text), unquote(r.text)
			class := jsontest.ClassifyV2(ct, vt)
			if class == "" {
				class = "unknown"
				ok = false
			}
			if _, dup := entries[key]; !dup {
				counts[side+": "+class]++
			}
			entries[key] = entry{c.hash, class}
			if shown[class] < *examples {
				shown[class]++
				log.Printf("%s %s: %s\n  classic: %.600q\n  v2:      %.600q", pkg, side, class, ct, vt)
			}
		}
		for _, test := range jsontest.SortedClasses(missing) {
			log.Printf("%s: %s: %d comparisons ran on %s only (not on classic): they stay unrecorded", pkg, test, missing[test], side)
		}
	}
	keys := make([]string, 0, len(entries))
	for k := range entries {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	var sb strings.Builder
	sb.WriteString("# Classic encoding/json's results where a v2-based encoding/json differs from it:\n")
	sb.WriteString("# comparison key hash, classic result hash, class. Written by internal/jsontest/recordclassic (go generate).\n")
	fmt.Fprintf(&sb, "# classic: %s; v2-based: %s\n", *classicFlag, *v2Flag)
	for _, k := range keys {
		e := entries[k]
		fmt.Fprintf(&sb, "%s %s %s\n", k, e.hash, e.class)
	}
	if err := os.WriteFile(filepath.Join(pkg, jsontest.RecordFile), []byte(sb.String()), 0o644); err != nil {
		log.Fatal(err)
	}
	log.Printf("%s: %d of %d comparisons differ", pkg, len(entries), len(classic))
	for _, c := range jsontest.SortedClasses(counts) {
		log.Printf("\t%6d  %s", counts[c], c)
	}
	if ok {
		for _, side := range sides {
			for _, mode := range modes {
				os.Remove(recordName(pkg, side+mode.suffix))
			}
		}
	}
	return ok
}
