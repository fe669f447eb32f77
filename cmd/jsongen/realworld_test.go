package main

// TestRealWorld is the proof that jsongen -all is safe on code its authors
// did not write: published API clients and SDKs that use encoding/json
// heavily, each with a test suite that encodes and decodes its types.
//
// For each module of realWorldModules, it copies the module as published
// (from the module cache, after go mod download) into a temporary
// directory, and runs the tests of the packages named there three times
// (go test -count=1 -json), counting the tests that pass, subtests
// included:
//
//	(a) as published;
//	(b) after jsongen -all on the packages of pkgs, with
//	    github.com/zerojson/json replaced by this checkout;
//	(c) as (b), with the imports of "encoding/json" in the .go files of
//	    those packages, test files included, swapped for
//	    "github.com/zerojson/json", under the same name.
//
// Runs (b) and (c) must pass every test that (a) passes. Each runs the
// packages' internal tests and their external _test packages, and the
// tests of the module's packages named in others, which use the generated
// types: a generated method promoted into a struct of a test file, or of
// another package, shows as a failing test if a test encodes that struct.
// Since one may not, it also loads every package of the module, test
// files included, and fails for each struct type, named or written out,
// to which a generated method is promoted. It reports the types generated
// and those left out, with jsongen's reasons, the lines generated, every
// compiler error when a run does not build (go test -c -gcflags=-e), and
// what go vet finds with the generated code that it does not find without.
// It ends with a summary table, in Markdown, logged.
//
// Requiring the library raises the module's go line to the library's
// when it is lower (go-openai's 1.18, godo's 1.23.0), as it would for a
// user. Some of vet's checks depend on the go line, so go test runs with
// -vet=off, all three times, and go vet runs apart, before and after jsongen
// at the raised go line. The language changes that came with the versions
// skipped (loop variables per iteration, from 1.22) apply to runs (b) and
// (c) and not to (a).
//
// It needs the module proxy (or a module cache that holds the modules and
// their dependencies) and nothing else: the tests chosen run offline, and
// tests that need a network or a binary were left out (see
// realWorldModules). It never writes into this repository. Run it from
// cmd/jsongen, for every module or for some, by name:
//
//	go test -run TestRealWorld -realworld -timeout 2h -v
//	go test -run TestRealWorld -realworld -realworld.only=slack,godo -v
//
// The modules run one after the other. On two cores, with the modules
// downloaded, the whole run takes about half an hour (more than go test's
// default -timeout of ten minutes): go-github, slack and godo (thousands of
// tests, and up to 190,000 generated lines to compile) four to seven
// minutes each, the others up to two and a half.

import (
	"bufio"
	"bytes"
	"cmp"
	"encoding/json"
	"flag"
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"go/types"
	"go/version"
	"maps"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"golang.org/x/tools/go/packages"
)

var (
	realWorld     = flag.Bool("realworld", false, "run TestRealWorld, which downloads published modules, runs jsongen -all on them and runs their tests three times (about half an hour: give -timeout 2h)")
	realWorldOnly = flag.String("realworld.only", "", "the comma-separated names of the modules TestRealWorld runs (see realWorldModules), all by default")
)

// A realWorldModule is a published module and the packages of it that
// TestRealWorld generates for.
type realWorldModule struct {
	name   string   // a short name, for -realworld.only and the subtest
	module string   // module@version
	pkgs   []string // the packages to run jsongen -all on, relative to the module's root
	others []string // other packages of the module whose tests run too, which use the types of pkgs
	why    string   // what the module brings that the others do not
}

// realWorldModules are the modules TestRealWorld runs, chosen for using
// encoding/json heavily in different ways, with unit tests that pass
// offline (httptest servers at most) in a minute or so. Tried and left
// out: github.com/stripe/stripe-go/v82 (its tests need stripe-mock on a
// local port), github.com/hashicorp/vault/api (198 tests that sleep for a
// minute and a half), github.com/bwmarrin/discordgo (most of its tests
// need a token and Discord's servers, and skip), mcp-go's package client
// (its tests build and run stdio servers for four minutes), and
// github.com/moby/moby/client (its JSON types are in another module).
var realWorldModules = []realWorldModule{
	{
		name:   "go-github",
		module: "github.com/google/go-github/v74@v74.0.0",
		pkgs:   []string{"github"},
		why:    "a REST client: about 900 flat response types of pointer fields, and 6,000 tests against httptest servers",
	},
	{
		name:   "aws-lambda-go",
		module: "github.com/aws/aws-lambda-go@v1.55.1",
		pkgs:   []string{"events"},
		why:    "event payloads only: deep nesting, maps, time types of its own with methods, tests that round-trip JSON documents",
	},
	{
		name:   "slack",
		module: "github.com/slack-go/slack@v0.35.0",
		pkgs:   []string{"."},
		others: []string{"slackevents", "slacktest", "socketmode"},
		why:    "a REST and events client whose types embed one another, blocks decoded by hand, and packages that embed its types",
	},
	{
		name:   "go-openai",
		module: "github.com/sashabaranov/go-openai@v1.43.0",
		pkgs:   []string{"."},
		why:    "an SDK whose responses embed an unexported header type, streaming decoders, types File and file, go 1.18 in go.mod",
	},
	{
		name:   "godo",
		module: "github.com/digitalocean/godo@v1.237.0",
		pkgs:   []string{"."},
		why:    "a REST client of request and envelope types, with 2,000 tests against httptest servers",
	},
	{
		name:   "kin-openapi",
		module: "github.com/getkin/kin-openapi@v0.153.0",
		pkgs:   []string{"openapi3"},
		others: []string{"openapi3filter"},
		why:    "a document model: extension maps, refs, marshalling methods on most types, and a validator built on it",
	},
	{
		name:   "mcp-go",
		module: "github.com/mark3labs/mcp-go@v1.2.1",
		pkgs:   []string{"mcp"},
		others: []string{"server"},
		why:    "JSON-RPC protocol types: embedded request and result bases, interfaces, and a server that uses them",
	},
	{
		name:   "zitadel-oidc",
		module: "github.com/zitadel/oidc/v3@v3.52.0",
		pkgs:   []string{"pkg/oidc"},
		others: []string{"pkg/op", "pkg/client/rp"},
		why:    "OIDC claims and requests that embed one another, embedded again by the packages op and rp and their test files",
	},
	{
		name:   "go-oidc",
		module: "github.com/coreos/go-oidc/v3@v3.21.0",
		pkgs:   []string{"oidc"},
		why:    "a small client: unexported wire structs beside the exported types, claims decoded into any",
	},
	{
		name:   "go-jose",
		module: "github.com/go-jose/go-jose/v4@v4.1.9",
		pkgs:   []string{"."},
		others: []string{"jwt"},
		why:    "JWS, JWE and JWK through its own fork of encoding/json, which calls MarshalJSON too (nothing to swap in run (c))",
	},
}

// TestRealWorld: see the comment at the top of the file.
func TestRealWorld(t *testing.T) {
	if !*realWorld {
		t.Skip("downloads modules and runs their tests three times: -realworld")
	}
	mods := realWorldModules
	if *realWorldOnly != "" {
		names := strings.Split(*realWorldOnly, ",")
		for _, name := range names {
			if !slices.ContainsFunc(mods, func(m realWorldModule) bool { return m.name == name }) {
				t.Fatalf("-realworld.only: no module %q; the names are %s", name, strings.Join(realWorldNames(), ", "))
			}
		}
		mods = slices.DeleteFunc(slices.Clone(mods), func(m realWorldModule) bool { return !slices.Contains(names, m.name) })
	}
	root, err := filepath.Abs("../..")
	if err != nil {
		t.Fatal(err)
	}
	var reports []*realWorldReport
	for _, m := range mods {
		r := &realWorldReport{mod: m}
		reports = append(reports, r)
		t.Run(m.name, func(t *testing.T) { runRealWorld(t, m, root, r) })
	}
	t.Logf("summary:\n%s", realWorldSummary(reports))
}

func realWorldNames() []string {
	var names []string
	for _, m := range realWorldModules {
		names = append(names, m.name)
	}
	return names
}

// A realWorldReport is what TestRealWorld found on one module.
type realWorldReport struct {
	mod            realWorldModule
	runs           [3]*testRun // (a), (b) and (c); nil if not run
	goLine         [2]string   // the go line of go.mod as published and with the library required
	generated      int         // the types generated for
	lines          int         // the lines generated
	leftOut        []string    // jsongen's notes on the types it left out
	jsongenErr     string      // jsongen's complaints, if it failed
	vet            []string    // go vet's findings with the generated code that it does not report without
	vetKnown       int         // go vet's findings without the generated code
	compileErrs    [3][]string // by run, every compiler error, if the tests did not build
	importsSwapped int         // the imports of encoding/json swapped for run (c)
	promoted       []string    // the struct types of the module to which generated methods are promoted
	elapsed        time.Duration
}

// runNames name the three runs of each module's tests.
var runNames = [3]string{"(a) as published", "(b) generated", "(c) generated, import swapped"}

// runRealWorld runs the module m, recording what it finds in r; root is
// the directory of this repository, which the module's go.mod points at.
func runRealWorld(t *testing.T, m realWorldModule, root string, r *realWorldReport) {
	start := time.Now()
	defer func() { r.elapsed = time.Since(start) }()
	dir := copyModule(t, m.module)
	r.goLine[0] = goLine(t, dir)
	tested := slices.Concat(m.pkgs, m.others)

	r.runs[0] = r.test(t, 0, dir, tested)
	if r.runs[0].passed() == 0 {
		t.Fatalf("no test passed as published")
	}
	for _, name := range r.runs[0].failed() {
		t.Errorf("%s: %s fails as published:\n%s", m.module, name, r.runs[0].excerpt(name))
	}

	goCommand(t, dir, "mod", "edit", "-require=github.com/zerojson/json@v0.0.0", "-replace=github.com/zerojson/json="+root)
	// Requiring the library raises the module's go line to the library's
	// if it is lower, as go mod tidy does below. Raise it first, so that
	// go vet's findings without the generated code, with which those with
	// it are compared, are those of the same language version: some of
	// vet's checks depend on it (printf's non-constant format strings).
	if lib := goLine(t, root); version.Compare("go"+r.goLine[0], "go"+lib) < 0 {
		goCommand(t, dir, "mod", "edit", "-go="+lib)
	}
	var patterns []string
	for _, p := range m.pkgs {
		patterns = append(patterns, "./"+filepath.ToSlash(p))
	}
	vetArgs := slices.Concat([]string{"vet"}, patterns)
	vetBefore, _ := goRun(dir, vetArgs...)
	r.vetKnown = len(vetFindings(vetBefore, ""))

	status, _, stderr := runIn(dir, config{patterns: patterns, all: true})
	r.leftOut, r.jsongenErr = parseJsongenOutput(stderr)
	t.Logf("jsongen -all %s: status %d\n%s", strings.Join(patterns, " "), status, stderr)
	if status != 0 {
		t.Fatalf("jsongen -all failed")
	}
	for _, p := range m.pkgs {
		n, lines := generatedTypes(t, filepath.Join(dir, p, defaultOutput))
		r.generated += n
		r.lines += lines
	}
	t.Logf("%d types generated (%d lines), %d left out", r.generated, r.lines, len(r.leftOut))
	goCommand(t, dir, "mod", "tidy")
	r.goLine[1] = goLine(t, dir)
	if out, err := goRun(dir, vetArgs...); err != nil {
		if r.vet = vetFindings(out, vetBefore); len(r.vet) > 0 {
			t.Errorf("go vet with the generated code: %v\n%s", err, firstLines(strings.Join(r.vet, "\n"), 20))
		}
	}
	r.promoted = promotedMethods(t, dir, m.pkgs)
	for _, p := range r.promoted {
		t.Errorf("a generated method is promoted: %s", p)
	}
	r.runs[1] = r.test(t, 1, dir, tested)
	r.compare(t, 1)

	r.importsSwapped = swapImports(t, dir, m.pkgs)
	t.Logf("%d imports of encoding/json swapped", r.importsSwapped)
	r.runs[2] = r.test(t, 2, dir, tested)
	r.compare(t, 2)
}

// test runs the tests of the packages pkgs of the module in dir as run i,
// and when they do not build, records every compiler error.
func (r *realWorldReport) test(t *testing.T, i int, dir string, pkgs []string) *testRun {
	t.Helper()
	run := runTests(t, dir, pkgs)
	t.Logf("%s: %d tests passed, %d failed, %d skipped, in %v", runNames[i], run.passed(), len(run.failed()), len(run.tests("skip")), run.elapsed.Round(time.Second))
	if len(run.buildFailed) > 0 {
		r.compileErrs[i] = compileErrors(dir, run.buildFailed)
		t.Errorf("%s: does not build:\n%s", runNames[i], strings.Join(r.compileErrs[i], "\n"))
	}
	return run
}

// compare fails t for each test that passed as published and does not in
// run i, at most 20 of them with their output.
func (r *realWorldReport) compare(t *testing.T, i int) {
	t.Helper()
	got := r.runs[i]
	lost := r.lost(i)
	switch {
	case len(lost) == 0:
	case len(got.buildFailed) > 0:
		t.Errorf("%s: %d tests that pass as published did not run: the tests do not build", runNames[i], len(lost))
	default:
		for j, name := range lost {
			if j == 20 {
				t.Errorf("%s: and %d more tests that pass as published", runNames[i], len(lost)-j)
				break
			}
			t.Errorf("%s: %s passes as published, not here (%s):\n%s", runNames[i], name, cmp.Or(got.outcome[name], "not run"), got.excerpt(name))
		}
	}
	for _, p := range got.pkgFailures {
		t.Errorf("%s: %s", runNames[i], p)
	}
}

// lost returns the tests that passed as published and do not in run i.
func (r *realWorldReport) lost(i int) []string {
	var names []string
	for _, name := range r.runs[0].tests("pass") {
		if r.runs[i].outcome[name] != "pass" {
			names = append(names, name)
		}
	}
	return names
}

// promotedMethods loads every package of the module at dir, test files
// included, and returns the struct types, named or not, to which a method
// of the files generated in the packages pkgs is promoted, which
// encoding/json would then call (if it is one of those it looks for) in
// place of encoding the struct field by field: the changes that tests
// may not see.
func promotedMethods(t *testing.T, dir string, pkgs []string) []string {
	t.Helper()
	generated := map[string]bool{}
	for _, p := range pkgs {
		generated[filepath.Join(dir, p, defaultOutput)] = true
	}
	cfg := &packages.Config{
		Mode:  packages.NeedName | packages.NeedFiles | packages.NeedSyntax | packages.NeedTypes | packages.NeedTypesInfo,
		Dir:   dir,
		Tests: true,
		Env:   append(os.Environ(), "GOWORK=off"),
	}
	loaded, err := packages.Load(cfg, "./...")
	if err != nil {
		t.Fatalf("loading the module's packages: %v", err)
	}
	found := map[string]bool{}
	check := func(pkg *packages.Package, pos token.Pos, name string, typ types.Type) {
		ms := types.NewMethodSet(types.NewPointer(typ))
		var names []string
		for sel := range ms.Methods() {
			if len(sel.Index()) > 1 && sel.Obj().Exported() && generated[pkg.Fset.Position(sel.Obj().Pos()).Filename] {
				names = append(names, sel.Obj().Name())
			}
		}
		if p := pkg.Fset.Position(pos); len(names) > 0 && !generated[p.Filename] {
			rel, _ := filepath.Rel(dir, p.Filename)
			found[fmt.Sprintf("%s:%d: %s gains %s", rel, p.Line, name, strings.Join(names, ", "))] = true
		}
	}
	for _, pkg := range loaded {
		if pkg.TypesInfo == nil {
			continue
		}
		for id, obj := range pkg.TypesInfo.Defs {
			if tn, ok := obj.(*types.TypeName); ok && !tn.IsAlias() {
				if _, ok := tn.Type().Underlying().(*types.Struct); ok {
					check(pkg, id.Pos(), "type "+tn.Name(), tn.Type())
				}
			}
		}
		declared := map[ast.Expr]bool{} // the struct types of type declarations, checked above
		for _, f := range pkg.Syntax {
			ast.Inspect(f, func(n ast.Node) bool {
				if ts, ok := n.(*ast.TypeSpec); ok {
					declared[ts.Type] = true
				}
				return true
			})
		}
		for e, tv := range pkg.TypesInfo.Types {
			if _, ok := e.(*ast.StructType); ok && !declared[e] {
				check(pkg, e.Pos(), "a struct type written out", tv.Type)
			}
		}
	}
	return slices.Sorted(maps.Keys(found))
}

// vetFindings returns the lines of go vet's output out that are not in
// before, leaving out the lines that name the package.
func vetFindings(out, before string) []string {
	known := strings.Split(before, "\n")
	var lines []string
	for _, l := range strings.Split(out, "\n") {
		if l != "" && !strings.HasPrefix(l, "# ") && !slices.Contains(known, l) {
			lines = append(lines, l)
		}
	}
	return lines
}

// copyModule downloads module@version and returns a writable copy of it in
// a temporary directory.
func copyModule(t *testing.T, module string) string {
	t.Helper()
	out, err := exec.Command("go", "mod", "download", "-json", module).Output()
	if err != nil {
		t.Fatalf("go mod download %s: %v\n%s", module, err, out)
	}
	var mod struct{ Dir, Error string }
	if err := json.Unmarshal(out, &mod); err != nil {
		t.Fatal(err)
	}
	if mod.Error != "" {
		t.Fatalf("go mod download %s: %s", module, mod.Error)
	}
	dir := filepath.Join(t.TempDir(), "module")
	for _, args := range [][]string{{"cp", "-r", mod.Dir, dir}, {"chmod", "-R", "u+w", dir}} {
		if out, err := exec.Command(args[0], args[1:]...).CombinedOutput(); err != nil {
			t.Fatalf("%s: %v\n%s", strings.Join(args, " "), err, out)
		}
	}
	return dir
}

// goLine returns the go version of the go.mod in dir.
func goLine(t *testing.T, dir string) string {
	t.Helper()
	var mod struct{ Go string }
	if err := json.Unmarshal([]byte(goCommand(t, dir, "mod", "edit", "-json")), &mod); err != nil {
		t.Fatal(err)
	}
	return mod.Go
}

// A testRun is what go test -json said of one run of the tests of some
// packages.
type testRun struct {
	outcome     map[string]string   // "package TestName/sub" → pass, fail or skip
	output      map[string][]string // the output of each test, and of each package under its path
	buildFailed []string            // the packages whose tests did not build
	pkgFailures []string            // the packages that failed outside any test, with their last lines
	elapsed     time.Duration
}

// tests returns the sorted names of the tests whose outcome is action:
// pass, fail or skip.
func (r *testRun) tests(action string) []string {
	var names []string
	for name, a := range r.outcome {
		if a == action {
			names = append(names, name)
		}
	}
	slices.Sort(names)
	return names
}

func (r *testRun) passed() int { return len(r.tests("pass")) }

func (r *testRun) failed() []string { return r.tests("fail") }

// excerpt returns the first lines the test name printed, without the
// lines go test writes around them.
func (r *testRun) excerpt(name string) string {
	var lines []string
	for _, l := range r.output[name] {
		if !strings.HasPrefix(strings.TrimSpace(l), "=== ") {
			lines = append(lines, "\t"+strings.TrimRight(l, "\n"))
		}
	}
	return firstLines(strings.Join(lines, "\n"), 12)
}

// runTests runs go test -count=1 -json on the packages pkgs of the module
// in dir and collects the outcome of each test.
func runTests(t *testing.T, dir string, pkgs []string) *testRun {
	t.Helper()
	// go vet runs apart (see runRealWorld): the checks go test runs depend
	// on the module's go line, which requiring the library can raise.
	args := []string{"test", "-count=1", "-json", "-vet=off"}
	for _, p := range pkgs {
		args = append(args, "./"+filepath.ToSlash(p))
	}
	cmd := exec.Command("go", args...)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "GOWORK=off")
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	start := time.Now()
	out, err := cmd.Output()
	run := &testRun{outcome: map[string]string{}, output: map[string][]string{}, elapsed: time.Since(start)}
	testFailed := map[string]bool{} // the packages with a failed test
	scanner := bufio.NewScanner(bytes.NewReader(out))
	scanner.Buffer(nil, 16<<20)
	for scanner.Scan() {
		var e struct{ Action, Package, ImportPath, Test, Output, FailedBuild string }
		if json.Unmarshal(scanner.Bytes(), &e) != nil {
			continue
		}
		key := cmp.Or(e.Package, e.ImportPath)
		if e.Test != "" {
			key += " " + e.Test
		}
		switch e.Action {
		case "output", "build-output":
			run.output[key] = append(run.output[key], e.Output)
		case "pass", "fail", "skip":
			if e.Test != "" {
				run.outcome[key] = e.Action
				testFailed[e.Package] = testFailed[e.Package] || e.Action == "fail"
				break
			}
			switch {
			case e.Action != "fail":
			case e.FailedBuild != "":
				run.buildFailed = append(run.buildFailed, e.FailedBuild)
			case !testFailed[key]:
				// No test failed, yet the package did: a panic in init or
				// TestMain, a timeout, a vet check.
				run.pkgFailures = append(run.pkgFailures, fmt.Sprintf("%s failed outside its tests:\n%s", key, lastLines(strings.Join(run.output[key], ""), 12)))
			}
		}
	}
	slices.Sort(run.buildFailed)
	run.buildFailed = slices.Compact(run.buildFailed)
	if err != nil && len(run.outcome) == 0 && len(run.buildFailed) == 0 && len(run.pkgFailures) == 0 {
		t.Fatalf("go %s: %v\n%s%s", strings.Join(args, " "), err, lastLines(string(out), 20), stderr.String())
	}
	return run
}

// compileErrors compiles the tests of the packages pkgs, which go test
// could not build, in the module at dir, and returns every error the
// compiler reports (-gcflags=-e), not only the first ten.
func compileErrors(dir string, pkgs []string) []string {
	var errs []string
	for _, pkg := range pkgs {
		// FailedBuild names the package as built for its tests:
		// "path [path.test]", or "path_test [path.test]".
		path, _, _ := strings.Cut(pkg, " ")
		path = strings.TrimSuffix(path, "_test")
		out, _ := goRun(dir, "test", "-c", "-o", os.DevNull, "-vet=off", "-gcflags=-e", path)
		for _, l := range strings.Split(out, "\n") {
			if l != "" && !strings.HasPrefix(l, "#") && !slices.Contains(errs, l) {
				errs = append(errs, l)
			}
		}
	}
	return errs
}

// parseJsongenOutput returns, from what jsongen -all wrote to stderr, its
// notes on the types it left out, and the rest.
func parseJsongenOutput(stderr string) (notes []string, rest string) {
	var other []string
	inNotes := false
	for _, l := range strings.Split(strings.TrimRight(stderr, "\n"), "\n") {
		switch {
		case l == "":
		case strings.HasPrefix(l, "jsongen: ") && strings.Contains(l, ": left out "):
			inNotes = true
		case inNotes && strings.HasPrefix(l, "\t"):
			notes = append(notes, strings.TrimPrefix(l, "\t"))
		default:
			inNotes = false
			other = append(other, l)
		}
	}
	return notes, strings.Join(other, "\n")
}

// generatedTypes returns the number of types the generated file at path
// has code for (a reading function each, jsonRead_T), and its number of
// lines.
func generatedTypes(t *testing.T, path string) (types, lines int) {
	t.Helper()
	src := readFile(t, path)
	f, err := parser.ParseFile(token.NewFileSet(), path, src, parser.SkipObjectResolution)
	if err != nil {
		t.Fatal(err)
	}
	for _, d := range f.Decls {
		if fd, ok := d.(*ast.FuncDecl); ok && fd.Recv == nil && strings.HasPrefix(fd.Name.Name, "jsonRead_") {
			types++
		}
	}
	return types, strings.Count(src, "\n")
}

// swapImports rewrites, in the .go files of the packages pkgs of the module
// at dir (test files included, the generated file not), each import of
// "encoding/json" into one of "github.com/zerojson/json", keeping its name
// if it has one, and returns how many it rewrote.
func swapImports(t *testing.T, dir string, pkgs []string) int {
	t.Helper()
	swapped := 0
	for _, p := range pkgs {
		paths, err := filepath.Glob(filepath.Join(dir, p, "*.go"))
		if err != nil {
			t.Fatal(err)
		}
		for _, path := range paths {
			if filepath.Base(path) == defaultOutput {
				continue
			}
			src := []byte(readFile(t, path))
			fset := token.NewFileSet()
			f, err := parser.ParseFile(fset, path, src, parser.ImportsOnly)
			if err != nil {
				t.Fatal(err)
			}
			// Rewrite from the last import up, so that the offsets of
			// those before stay right.
			for _, spec := range slices.Backward(f.Imports) {
				if p, err := strconv.Unquote(spec.Path.Value); err != nil || p != "encoding/json" {
					continue
				}
				start, end := fset.Position(spec.Path.Pos()).Offset, fset.Position(spec.Path.End()).Offset
				src = slices.Concat(src[:start], []byte(strconv.Quote(jsonPath)), src[end:])
				swapped++
			}
			writeFile(t, path, string(src))
		}
	}
	return swapped
}

// realWorldSummary returns the Markdown table of the reports, and under it
// the left-out types by reason, the compiler errors and the tests that
// failed.
func realWorldSummary(reports []*realWorldReport) string {
	var b strings.Builder
	b.WriteString("| module | packages (tested too) | (a) published | (b) generated | (c) + import swapped | types generated | left out | lines | go vet | types gaining generated methods | time |\n")
	b.WriteString("|---|---|---|---|---|---|---|---|---|---|---|\n")
	for _, r := range reports {
		pkgs := strings.Join(r.mod.pkgs, ", ")
		if len(r.mod.others) > 0 {
			pkgs += " (" + strings.Join(r.mod.others, ", ") + ")"
		}
		var cells [3]string
		for i, run := range r.runs {
			cells[i] = r.runCell(i, run)
		}
		vet := "ok"
		switch {
		case len(r.vet) > 0 && len(r.compileErrs[1]) > 0:
			vet = "does not compile"
		case len(r.vet) > 0:
			vet = fmt.Sprintf("%d findings", countErrors(r.vet))
		}
		if r.runs[1] == nil {
			vet = "-"
		}
		fmt.Fprintf(&b, "| %s | %s | %s | %s | %s | %d | %d | %d | %s | %d | %v |\n",
			r.mod.module, pkgs, cells[0], cells[1], cells[2], r.generated, len(r.leftOut), r.lines, vet, len(r.promoted), r.elapsed.Round(time.Second))
	}
	for _, r := range reports {
		fmt.Fprintf(&b, "\n%s:\n", r.mod.module)
		if r.goLine[1] != "" && r.goLine[1] != r.goLine[0] {
			fmt.Fprintf(&b, "- go.mod's go line: %s as published, %s once it requires the library\n", r.goLine[0], r.goLine[1])
		}
		if r.jsongenErr != "" {
			fmt.Fprintf(&b, "- jsongen failed:\n%s\n", indent(firstLines(r.jsongenErr, 20)))
		}
		for _, g := range groupReasons(r.leftOut) {
			fmt.Fprintf(&b, "- left out %d: %s\n", len(g.types), g.reason)
			fmt.Fprintf(&b, "  (%s)\n", strings.Join(g.types, ", "))
		}
		for _, p := range r.promoted {
			fmt.Fprintf(&b, "- generated methods promoted: %s\n", p)
		}
		if len(r.vet) > 0 && len(r.compileErrs[1]) == 0 {
			fmt.Fprintf(&b, "- go vet, on the generated code:\n%s\n", indent(firstLines(strings.Join(r.vet, "\n"), 10)))
		}
		if r.vetKnown > 0 {
			fmt.Fprintf(&b, "- go vet reports %d lines without the generated code too, at go %s (left out above)\n", r.vetKnown, cmp.Or(r.goLine[1], r.goLine[0]))
		}
		for i, run := range r.runs {
			if run == nil {
				continue
			}
			if errs := r.compileErrs[i]; len(errs) > 0 {
				if i == 2 && slices.Equal(errs, r.compileErrs[1]) {
					fmt.Fprintf(&b, "- %s: does not build: the same compiler errors as (b)\n", runNames[i])
				} else {
					fmt.Fprintf(&b, "- %s: %d compiler errors:\n%s\n", runNames[i], countErrors(errs), indent(strings.Join(errs, "\n")))
				}
				continue
			}
			if i == 0 {
				for _, name := range run.failed() {
					fmt.Fprintf(&b, "- %s: %s fails:\n%s\n", runNames[i], name, indent(run.excerpt(name)))
				}
			}
			lost := r.lost(i)
			for j, name := range lost {
				if j == 10 {
					fmt.Fprintf(&b, "- %s: and %d more tests that pass as published\n", runNames[i], len(lost)-j)
					break
				}
				fmt.Fprintf(&b, "- %s: %s: %s\n%s\n", runNames[i], name, cmp.Or(run.outcome[name], "not run"), indent(run.excerpt(name)))
			}
			for _, p := range run.pkgFailures {
				fmt.Fprintf(&b, "- %s: %s\n", runNames[i], indent(p))
			}
		}
	}
	return b.String()
}

// runCell returns what the summary table says of run i: the tests passed,
// and what went wrong.
func (r *realWorldReport) runCell(i int, run *testRun) string {
	if run == nil {
		return "not run"
	}
	if len(run.buildFailed) > 0 {
		return fmt.Sprintf("does not build (%d errors)", countErrors(r.compileErrs[i]))
	}
	s := strconv.Itoa(run.passed())
	if f := len(run.failed()); f > 0 {
		s += fmt.Sprintf(", %d failed", f)
	}
	if lost := len(r.lost(i)); i > 0 && lost > 0 {
		s += fmt.Sprintf(" (%d lost)", lost)
	}
	if len(run.pkgFailures) > 0 {
		s += ", package failed"
	}
	return s
}

// countErrors returns the number of compiler errors in lines, leaving out
// the indented lines that go on with the error above them.
func countErrors(lines []string) int {
	n := 0
	for _, l := range lines {
		if !strings.HasPrefix(l, "\t") && !strings.HasPrefix(l, " ") {
			n++
		}
	}
	return n
}

// A reasonGroup is the types jsongen left out for one reason.
type reasonGroup struct {
	reason string
	types  []string
}

var (
	// notePattern splits a note of jsongen's into the type and the reason.
	notePattern = regexp.MustCompile(`^\S+:\d+: type (\S+): (.*)$`)
	// positionPattern matches a position in a reason, to group the notes
	// that differ only there.
	positionPattern = regexp.MustCompile(` (at )?\S+\.go:\d+`)
	// embeddedPattern matches the reason of a type left out because a
	// type left out embeds it.
	embeddedPattern = regexp.MustCompile(`^embedded in .*, to which its methods would be promoted$`)
)

// groupReasons groups jsongen's notes by reason, leaving out of the reason
// what differs from type to type, the biggest group first.
func groupReasons(notes []string) []reasonGroup {
	byReason := map[string][]string{}
	for _, n := range notes {
		typ, reason := "?", n
		if m := notePattern.FindStringSubmatch(n); m != nil {
			typ, reason = m[1], m[2]
		}
		reason = positionPattern.ReplaceAllString(reason, "")
		if embeddedPattern.MatchString(reason) {
			reason = "embedded in a type left out, to which its methods would be promoted"
		}
		byReason[reason] = append(byReason[reason], typ)
	}
	var groups []reasonGroup
	for reason, types := range byReason {
		groups = append(groups, reasonGroup{reason, types})
	}
	slices.SortFunc(groups, func(a, b reasonGroup) int {
		return cmp.Or(cmp.Compare(len(b.types), len(a.types)), cmp.Compare(a.reason, b.reason))
	})
	return groups
}

func firstLines(s string, n int) string {
	lines := strings.Split(strings.TrimRight(s, "\n"), "\n")
	if len(lines) > n {
		lines = append(lines[:n], fmt.Sprintf("[%d more lines]", len(lines)-n))
	}
	return strings.Join(lines, "\n")
}

func lastLines(s string, n int) string {
	lines := strings.Split(strings.TrimRight(s, "\n"), "\n")
	if len(lines) > n {
		lines = append([]string{fmt.Sprintf("[%d lines before]", len(lines)-n)}, lines[len(lines)-n:]...)
	}
	return strings.Join(lines, "\n")
}

func indent(s string) string {
	return "    " + strings.ReplaceAll(s, "\n", "\n    ")
}
