package main

import (
	"bufio"
	"encoding/json"
	"flag"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

var realWorld = flag.Bool("realworld", false, "run TestRealWorld, which downloads go-github and runs its tests twice (about 3 minutes)")

// realWorldModule is a published API client with hundreds of JSON types
// that jsongen's authors did not write, and a test suite of thousands of
// tests that encode and decode them through encoding/json.
const realWorldModule = "github.com/google/go-github/v74@v74.0.0"

// TestRealWorld runs jsongen -all on go-github's package github and its own
// test suite before and after, through encoding/json, which calls the
// generated MarshalJSON and UnmarshalJSON: the same tests must pass.
//
//	go test -run TestRealWorld -realworld -v
func TestRealWorld(t *testing.T) {
	if !*realWorld {
		t.Skip("downloads a module and runs its tests: -realworld")
	}
	out, err := exec.Command("go", "mod", "download", "-json", realWorldModule).Output()
	if err != nil {
		t.Fatalf("go mod download %s: %v", realWorldModule, err)
	}
	var mod struct{ Dir string }
	if err := json.Unmarshal(out, &mod); err != nil {
		t.Fatal(err)
	}
	dir := filepath.Join(t.TempDir(), "go-github")
	if out, err := exec.Command("cp", "-r", mod.Dir, dir).CombinedOutput(); err != nil {
		t.Fatalf("cp: %v\n%s", err, out)
	}
	if out, err := exec.Command("chmod", "-R", "u+w", dir).CombinedOutput(); err != nil {
		t.Fatalf("chmod: %v\n%s", err, out)
	}

	before := passedTests(t, dir)
	root, err := filepath.Abs("../..")
	if err != nil {
		t.Fatal(err)
	}
	goCommand(t, dir, "mod", "edit", "-require=github.com/zerojson/json@v0.0.0", "-replace=github.com/zerojson/json="+root)
	status, _, stderr := runIn(dir, config{patterns: []string{"./github"}, all: true})
	if status != 0 {
		t.Fatalf("jsongen: %s", stderr)
	}
	t.Logf("jsongen -all:\n%s", stderr)
	src := readFile(t, filepath.Join(dir, "github", defaultOutput))
	t.Logf("%d types generated, %d lines", strings.Count(src, ") UnmarshalJSONWire(r *wire.Reader) error {"), strings.Count(src, "\n"))
	goCommand(t, dir, "mod", "tidy")
	goCommand(t, dir, "vet", "./github")
	after := passedTests(t, dir)
	t.Logf("go-github's tests: %d passed before, %d after", before, after)
	if after != before {
		t.Errorf("%d tests passed with the generated methods, %d without", after, before)
	}
}

// passedTests runs the tests of package github in the module at dir and
// returns how many passed, subtests included; any failure fails t.
func passedTests(t *testing.T, dir string) int {
	t.Helper()
	cmd := exec.Command("go", "test", "-count=1", "-json", "./github")
	cmd.Dir = dir
	out, _ := cmd.Output()
	passed := 0
	scanner := bufio.NewScanner(strings.NewReader(string(out)))
	scanner.Buffer(nil, 1<<20)
	for scanner.Scan() {
		var e struct{ Action, Test, Output string }
		if json.Unmarshal(scanner.Bytes(), &e) != nil || e.Test == "" {
			continue
		}
		switch e.Action {
		case "pass":
			passed++
		case "fail":
			t.Errorf("go-github's %s failed", e.Test)
		}
	}
	if passed == 0 {
		t.Fatalf("no test of go-github passed:\n%s", out)
	}
	return passed
}
