package main

import (
	"bytes"
	"flag"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

var update = flag.Bool("update", false, "write the golden files of TestGolden anew")

// A goldenCase is a package jsongen is run on, and what it must write:
// testdata/golden/<name>.golden holds the generated file, or the exit
// status and the messages when jsongen refuses.
type goldenCase struct {
	name  string
	src   string // the directory of the package's files
	types []string
	tags  []string
	all   bool
}

var goldenCases = []goldenCase{
	{name: "e2e", src: "testdata/e2e"},
	{name: "main", src: "testdata/golden/main"},
	{name: "names", src: "testdata/golden/names"},
	{name: "errors", src: "testdata/golden/errors", types: []string{"Missing"}},
	{name: "tags", src: "testdata/golden/tags", types: []string{"Special", "Plain"}, tags: []string{"special"}},
	{name: "tags-absent", src: "testdata/golden/tags", types: []string{"Special", "Plain"}},
	{name: "errors-all", src: "testdata/golden/errors", all: true},
}

// TestGolden runs jsongen on each case and compares what it writes, or
// what it says, with the golden file; go test -run TestGolden -update
// writes the files anew. The generated files must also pass go vet.
func TestGolden(t *testing.T) {
	for _, c := range goldenCases {
		t.Run(c.name, func(t *testing.T) {
			dir := newModule(t, "example.com/"+filepath.Base(c.src))
			copyPackage(t, c.src, dir)
			status, stdout, stderr := runIn(dir, config{types: c.types, tags: c.tags, all: c.all})
			got := readGenerated(t, dir)
			if status != 0 || got == "" {
				got = "status " + string(rune('0'+status)) + "\n" + stdout + stderr
			} else {
				if stderr != "" {
					// What -all leaves out, then the file.
					got = stderr + "\n" + got
				}
				goCommand(t, dir, append([]string{"vet"}, tagFlags(c.tags)...)...)
			}
			golden := filepath.Join("testdata", "golden", c.name+".golden")
			if *update {
				writeFile(t, golden, got)
				return
			}
			if want := readFile(t, golden); got != want {
				t.Errorf("jsongen wrote what %s does not hold:\n%s", golden, lineDiff(golden, []byte(want), []byte(got)))
			}
		})
	}
}

// TestDeterministic: generating again, with the types named in another
// order, writes the same bytes.
func TestDeterministic(t *testing.T) {
	// Types in several files, which go/packages parses in parallel, and
	// two imported packages of the same name (null).
	dir := newModule(t, "example.com/e2e")
	copyPackage(t, "../../bench/wiretypes", dir, "records.go")
	writePackageFile(t, filepath.Join(dir, "more.go"), "testdata/e2e/types.go", "wiretypes")
	copyPackage(t, "testdata/e2e/other", filepath.Join(dir, "other"))
	writeFile(t, filepath.Join(dir, "null", "null.go"), "package null\n\ntype Int struct{ V int }\n")
	writeFile(t, filepath.Join(dir, "seed.go"), "package wiretypes\n\nimport \"github.com/zerojson/json/null\"\n\n//jsongen:generate\ntype NullSeed struct{ A null.Int }\n")
	writeFile(t, filepath.Join(dir, "local.go"), "package wiretypes\n\nimport \"example.com/e2e/null\"\n\n//jsongen:generate\ntype Local struct{ A null.Int }\n")
	if status, _, stderr := runIn(dir, config{types: recordTypes}); status != 0 {
		t.Fatal(stderr)
	}
	first := readGenerated(t, dir)
	reversed := make([]string, len(recordTypes))
	for i, name := range recordTypes {
		reversed[len(recordTypes)-1-i] = name
	}
	for range 5 {
		if status, _, stderr := runIn(dir, config{types: reversed}); status != 0 {
			t.Fatal(stderr)
		}
		if again := readGenerated(t, dir); again != first {
			t.Fatalf("a second run wrote another file:\n%s", lineDiff(defaultOutput, []byte(first), []byte(again)))
		}
	}
}

// TestCheck: -check passes on a fresh file and fails, with a diff, on a
// stale one, a missing one and an edited one, writing nothing.
func TestCheck(t *testing.T) {
	dir := newModule(t, "example.com/check")
	copyPackage(t, "testdata/golden/main", dir)
	path := filepath.Join(dir, defaultOutput)

	if status, stdout, _ := runIn(dir, config{check: true}); status != 1 || !strings.Contains(stdout, "is stale") {
		t.Errorf("no file yet: -check exited %d saying %q, want 1 and a diff", status, stdout)
	}
	if _, err := os.Stat(path); err == nil {
		t.Fatal("-check wrote the file")
	}
	if status, _, stderr := runIn(dir, config{}); status != 0 {
		t.Fatal(stderr)
	}
	if status, stdout, stderr := runIn(dir, config{check: true}); status != 0 {
		t.Errorf("fresh file: -check exited %d: %s%s", status, stdout, stderr)
	}

	// The type gains a field: the file is stale, and no longer compiles.
	src := readFile(t, filepath.Join(dir, "main.go"))
	writeFile(t, filepath.Join(dir, "main.go"), strings.Replace(src, "Limit   *float64 `json:\"limit\"`", "Limit   *float64 `json:\"limit\"`\n\tRetries int", 1))
	fresh := readFile(t, path)
	status, stdout, _ := runIn(dir, config{check: true})
	if status != 1 || !strings.Contains(stdout, "+\tRetries int") {
		t.Errorf("stale file: -check exited %d saying\n%s\nwant 1 and a diff adding the field", status, stdout)
	}
	if readFile(t, path) != fresh {
		t.Error("-check changed the file")
	}
	if out, err := goBuild(dir); err == nil {
		t.Errorf("the stale file still compiles; the guard should have stopped it:\n%s", out)
	}
	// Generating again mends it, although the package did not compile.
	if status, _, stderr := runIn(dir, config{}); status != 0 {
		t.Fatalf("generating over a stale file: %s", stderr)
	}
	goCommand(t, dir, "vet")
}

// TestGuard: the guard fails to compile on every kind of change to a
// type's fields that the methods depend on.
func TestGuard(t *testing.T) {
	dir := newModule(t, "example.com/guard")
	copyPackage(t, "testdata/golden/main", dir)
	if status, _, stderr := runIn(dir, config{}); status != 0 {
		t.Fatal(stderr)
	}
	src := readFile(t, filepath.Join(dir, "main.go"))
	for _, change := range []struct{ what, old, new string }{
		{"a renamed field", "Name    string", "Title   string"},
		{"a retyped field", "Ports   []uint16", "Ports   []uint32"},
		{"a changed tag", "`json:\"name\"`", "`json:\"title\"`"},
		{"a removed field", "Verbose bool     `json:\"verbose,omitempty\"`", ""},
		{"reordered fields", "Name    string   `json:\"name\"`\n\tVerbose bool     `json:\"verbose,omitempty\"`", "Verbose bool     `json:\"verbose,omitempty\"`\n\tName    string   `json:\"name\"`"},
	} {
		changed := strings.Replace(src, change.old, change.new, 1)
		if changed == src {
			t.Fatalf("%s: the test's change does not apply", change.what)
		}
		writeFile(t, filepath.Join(dir, "main.go"), changed)
		if _, err := goBuild(dir); err == nil {
			t.Errorf("%s: the package still compiles", change.what)
		}
	}
	writeFile(t, filepath.Join(dir, "main.go"), src)
	if out, err := goBuild(dir); err != nil {
		t.Errorf("the package as generated does not compile:\n%s", out)
	}
}

// TestVendor: jsongen loads a package of a vendored module, whose field
// types come from a vendored dependency.
func TestVendor(t *testing.T) {
	dir := newModule(t, "example.com/app")
	dep := filepath.Join(dir, "dep")
	writeFile(t, filepath.Join(dep, "go.mod"), "module example.com/dep\n\ngo 1.26\n")
	writeFile(t, filepath.Join(dep, "dep.go"), "package dep\n\n// Level is a named integer of another module.\ntype Level int\n")
	mod := readFile(t, filepath.Join(dir, "go.mod"))
	writeFile(t, filepath.Join(dir, "go.mod"), strings.Replace(mod, "require github.com/zerojson/json v0.0.0", "require (\n\tgithub.com/zerojson/json v0.0.0\n\texample.com/dep v0.0.0\n)", 1)+"\nreplace example.com/dep => ./dep\n")
	writeFile(t, filepath.Join(dir, "app.go"), "package app\n\nimport \"example.com/dep\"\n\n//jsongen:generate\ntype Event struct {\n\tLevel dep.Level `json:\"level\"`\n}\n")
	// The generated code needs packages jsonimpl and wire; an importing
	// file makes go mod vendor copy them before the first generation.
	writeFile(t, filepath.Join(dir, "tools.go"), "package app\n\nimport (\n\t_ \"github.com/zerojson/json/jsonimpl\"\n\t_ \"github.com/zerojson/json/wire\"\n)\n")
	goCommand(t, dir, "mod", "vendor")
	if _, err := os.Stat(filepath.Join(dir, "vendor", "example.com", "dep", "dep.go")); err != nil {
		t.Fatal("go mod vendor did not vendor the dependency")
	}
	if status, _, stderr := runIn(dir, config{}); status != 0 {
		t.Fatal(stderr)
	}
	if got := readGenerated(t, dir); !strings.Contains(got, "jsonimpl.ReadInt(r, &x.Level") {
		t.Errorf("the vendored named integer is not read as an integer:\n%s", got)
	}
	goCommand(t, dir, "vet", "-mod=vendor")
}

// runIn runs jsongen in dir, as from the command line there.
func runIn(dir string, cfg config) (status int, stdout, stderr string) {
	cfg.dir = dir
	if len(cfg.patterns) == 0 {
		cfg.patterns = []string{"."}
	}
	var out, errs bytes.Buffer
	status = run(cfg, &out, &errs)
	return status, out.String(), errs.String()
}

// readGenerated returns the file jsongen wrote in dir, or "".
func readGenerated(t *testing.T, dir string) string {
	t.Helper()
	b, err := os.ReadFile(filepath.Join(dir, defaultOutput))
	if err != nil && !os.IsNotExist(err) {
		t.Fatal(err)
	}
	return string(b)
}

// copyPackage copies the Go files of the directory src, or only those
// named, into dir, with their package clause unchanged, and the packages
// in its subdirectories (which the package may import) whole.
func copyPackage(t *testing.T, src, dir string, only ...string) {
	t.Helper()
	entries, err := os.ReadDir(src)
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range entries {
		if e.IsDir() && len(only) == 0 {
			copyPackage(t, filepath.Join(src, e.Name()), filepath.Join(dir, e.Name()))
		}
		if !strings.HasSuffix(e.Name(), ".go") || len(only) > 0 && !contains(only, e.Name()) {
			continue
		}
		writeFile(t, filepath.Join(dir, e.Name()), readFile(t, filepath.Join(src, e.Name())))
	}
}

func contains(names []string, name string) bool {
	for _, n := range names {
		if n == name {
			return true
		}
	}
	return false
}

func tagFlags(tags []string) []string {
	if len(tags) == 0 {
		return nil
	}
	return []string{"-tags=" + strings.Join(tags, ",")}
}

// goBuild builds the package in dir, returning the compiler's output.
func goBuild(dir string) (string, error) {
	out, err := goRun(dir, "build", "-o", os.DevNull, ".")
	return regexp.MustCompile(`(?m)^#.*\n`).ReplaceAllString(out, ""), err
}
