package main

import (
	"bytes"
	"flag"
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"reflect"
	"regexp"
	"strings"
	"testing"

	"github.com/zerojson/json/internal/randtypes"
)

var (
	randomSeed = flag.Uint64("seed", 1, "the seed of TestEndToEnd's random types")
	e2eDir     = flag.String("e2edir", "", "write TestEndToEnd's module to this new directory and keep it, to fuzz FuzzGenerated there")
)

// randomCount is the number of random types of randomTypes TestEndToEnd
// generates for, and suiteCount the number of those of the library's
// differential suite (package internal/randtypes there).
const randomCount, suiteCount = 40, 40

// randomFile returns the body of a Go file, after its package clause, that
// declares the random types of seed, with the imports they use.
func randomFile(seed uint64, n int) string {
	decls := randomTypes(seed, n)
	var imports []string
	for _, imp := range []struct{ use, path string }{{"fmt.", `"fmt"`}, {"stdjson.", `stdjson "encoding/json"`}, {"time.", `"time"`}} {
		if strings.Contains(decls, imp.use) {
			imports = append(imports, imp.path)
		}
	}
	if len(imports) == 0 {
		return decls
	}
	return "import (\n\t" + strings.Join(imports, "\n\t") + "\n)\n\n" + decls
}

// suiteFile returns the body of a Go file, after its package clause, that
// declares n random struct types of the library's differential suite, drawn
// from seed, as S0, S1, ..., with the declarations they use (see
// randtypes.Source).
func suiteFile(t *testing.T, seed uint64, n int) string {
	t.Helper()
	g := randtypes.New(rand.NewPCG(seed, 0x7372_6373), "")
	types := make([]reflect.Type, n)
	for i := range types {
		types[i] = g.StructType(0)
	}
	src, err := randtypes.Source(types)
	if err != nil {
		t.Fatal(err)
	}
	return string(src)
}

// The types of the goser and stripe records in bench/wiretypes, which
// have no marker there.
var recordTypes = []string{"AccessLog", "HTTPRecord", "Origin", "Customer", "CardList", "Card",
	"SubscriptionList", "Subscription", "Plan", "Discount", "Coupon"}

// TestEndToEnd generates the functions of the types of testdata/e2e, of the
// bench records and of random types in a module of their own, compiles
// them, and runs there the test of testdata/e2e/check_test.go.txt, which
// holds the generated types, and types of another package that embed
// them, to the reflective codec and to encoding/json.
func TestEndToEnd(t *testing.T) {
	if testing.Short() {
		t.Skip("builds and tests a module: not in -short")
	}
	dir := newModule(t, "example.com/e2e")
	if *e2eDir != "" {
		// Kept for the fuzz target (see FuzzGenerated in check_test.go.txt).
		abs, err := filepath.Abs(*e2eDir)
		if err != nil {
			t.Fatal(err)
		}
		if err := os.CopyFS(abs, os.DirFS(dir)); err != nil {
			t.Fatal(err)
		}
		dir = abs
	}
	sources := map[string]string{
		"types.go":   "testdata/e2e/types.go",
		"records.go": "../../bench/wiretypes/records.go",
	}
	writeFile(t, filepath.Join(dir, "other", "other.go"), readFile(t, "testdata/e2e/other/other.go"))
	random := randomFile(*randomSeed, randomCount)
	t.Logf("%d random types from seed %d (-seed N draws others)", randomCount, *randomSeed)
	for _, pkg := range []string{"ref", "gen"} {
		for name, src := range sources {
			writePackageFile(t, filepath.Join(dir, pkg, name), src, pkg)
		}
		writeFile(t, filepath.Join(dir, pkg, "random.go"), "package "+pkg+"\n\n"+random)
	}
	// The random types of the library's differential suite, drawn there
	// and written out with the declarations they use, in packages of
	// their own (the names of those declarations would clash).
	suite := suiteFile(t, *randomSeed, suiteCount)
	t.Logf("%d random types of the differential suite from seed %d", suiteCount, *randomSeed)
	for _, pkg := range []string{"suiteref", "suitegen"} {
		writeFile(t, filepath.Join(dir, pkg, "suite.go"), "package "+pkg+"\n\n"+suite)
	}
	suiteNames := make([]string, suiteCount)
	for i := range suiteCount {
		suiteNames[i] = fmt.Sprintf("S%d", i)
	}
	var stderr bytes.Buffer
	if status := run(config{dir: filepath.Join(dir, "gen"), patterns: []string{"."}, types: recordTypes}, os.Stdout, &stderr); status != 0 {
		t.Fatalf("jsongen: status %d\n%s", status, &stderr)
	}
	if status := run(config{dir: filepath.Join(dir, "suitegen"), patterns: []string{"."}}, os.Stdout, &stderr); status != 0 {
		t.Fatalf("jsongen on the suite's types: status %d\n%s", status, &stderr)
	}

	// The types to compare: every struct type of the sources that is not
	// generic, and instantiations of the generic ones, as written (ref)
	// and generated (gen), and each embedded by a type of another package
	// that nothing is generated for (embref, embgen).
	type triple struct{ name, ref, gen string }
	var triples []triple
	for _, src := range []string{"testdata/e2e/types.go", "../../bench/wiretypes/records.go"} {
		for _, name := range structTypes(t, src) {
			triples = append(triples, triple{name, "ref." + name, "gen." + name})
		}
	}
	for i := range randomCount {
		name := fmt.Sprintf("R%d", i)
		triples = append(triples, triple{name, "ref." + name, "gen." + name})
	}
	for _, name := range suiteNames {
		triples = append(triples, triple{name, "suiteref." + name, "suitegen." + name})
	}
	for _, inst := range []string{"Generic[int, int]", "Generic[*Kinds, Count]", "Generic[map[string]Tags, int16]"} {
		both := regexp.MustCompile(`\b([A-Z]\w*)`).ReplaceAllStringFunc(inst, func(s string) string {
			if s == "Generic" || strings.Contains("Kinds Count Tags", s) {
				return "PKG." + s
			}
			return s
		})
		triples = append(triples, triple{inst, strings.ReplaceAll(both, "PKG.", "ref."), strings.ReplaceAll(both, "PKG.", "gen.")})
	}
	embFile := func(pkg string) *strings.Builder {
		var b strings.Builder
		fmt.Fprintf(&b, "// Package %s holds types that embed those of the packages it\n// imports, and have nothing generated themselves.\npackage %s\n\n", pkg, pkg)
		b.WriteString("import (\n\t\"example.com/e2e/gen\"\n\t\"example.com/e2e/ref\"\n\t\"example.com/e2e/suitegen\"\n\t\"example.com/e2e/suiteref\"\n)\n\n")
		b.WriteString("var (\n\t_ ref.Kinds\n\t_ gen.Kinds\n\t_ suiteref.S0\n\t_ suitegen.S0\n)\n\n")
		return &b
	}
	embref, embgen := embFile("embref"), embFile("embgen")
	var pairs strings.Builder
	pairs.WriteString("package check\n\nimport (\n\t\"example.com/e2e/embgen\"\n\t\"example.com/e2e/embref\"\n\t\"example.com/e2e/gen\"\n\t\"example.com/e2e/ref\"\n\t\"example.com/e2e/suitegen\"\n\t\"example.com/e2e/suiteref\"\n)\n\nvar pairs = []pair{\n")
	for i, tr := range triples {
		fmt.Fprintf(embref, "type E%d struct{ %s }\n", i, tr.ref)
		fmt.Fprintf(embgen, "type E%d struct{ %s }\n", i, tr.gen)
		fmt.Fprintf(&pairs, "\tpairOf[%s, %s](%q),\n", tr.ref, tr.gen, tr.name)
		fmt.Fprintf(&pairs, "\tpairOf[embref.E%[1]d, embgen.E%[1]d](\"E%[1]d, embedding %[2]s\"),\n", i, tr.name)
	}
	writeFile(t, filepath.Join(dir, "embref", "embref.go"), embref.String())
	writeFile(t, filepath.Join(dir, "embgen", "embgen.go"), embgen.String())
	pairs.WriteString("}\n")
	writeFile(t, filepath.Join(dir, "check", "pairs_test.go"), pairs.String())
	for name, src := range map[string]string{
		"check_test.go": "testdata/e2e/check_test.go.txt",
		"classic_v1.go": "testdata/e2e/classic_v1.go.txt",
		"classic_v2.go": "testdata/e2e/classic_v2.go.txt",
	} {
		writeFile(t, filepath.Join(dir, "check", name), readFile(t, src))
	}

	// The random types' tags are not all vet-clean (an unexported field
	// with a tag, a name twice), on purpose; the generated file repeats
	// them in its guards. The golden tests run go vet whole.
	goCommand(t, dir, "vet", "-structtag=false", "./...")
	out := goCommand(t, dir, "test", "-count=1", "-v", "./check")
	for _, m := range regexp.MustCompile(`\d+ encodings and \d+ decodings compared|\d+ broken inputs of Layers decoded|decoding an? \w+: .*`).FindAllString(out, -1) {
		t.Log(m)
	}
}

// newModule makes a module at a new directory that requires this
// repository's library, and returns the directory.
func newModule(t *testing.T, path string) string {
	t.Helper()
	root, err := filepath.Abs("../..")
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	writeFile(t, filepath.Join(dir, "go.mod"), fmt.Sprintf("module %s\n\ngo 1.26\n\nrequire github.com/zerojson/json v0.0.0\n\nreplace github.com/zerojson/json => %s\n", path, root))
	return dir
}

// writePackageFile writes the Go file src to path with its package clause
// naming pkg.
func writePackageFile(t *testing.T, path, src, pkg string) {
	t.Helper()
	text := readFile(t, src)
	text = regexp.MustCompile(`(?m)^package \w+$`).ReplaceAllString(text, "package "+pkg)
	writeFile(t, path, text)
}

// structTypes returns the names of the exported struct types declared in
// the Go file src that have no type parameters.
func structTypes(t *testing.T, src string) []string {
	t.Helper()
	f, err := parser.ParseFile(token.NewFileSet(), src, nil, 0)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, decl := range f.Decls {
		gd, ok := decl.(*ast.GenDecl)
		if !ok || gd.Tok != token.TYPE {
			continue
		}
		for _, spec := range gd.Specs {
			ts := spec.(*ast.TypeSpec)
			if _, ok := ts.Type.(*ast.StructType); ok && ts.TypeParams == nil && ts.Name.IsExported() {
				names = append(names, ts.Name.Name)
			}
		}
	}
	return names
}

func readFile(t *testing.T, path string) string {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

func writeFile(t *testing.T, path, text string) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(path), 0o777); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, []byte(text), 0o666); err != nil {
		t.Fatal(err)
	}
}

// goCommand runs the go command in dir and returns its output, failing
// the test if it fails.
func goCommand(t *testing.T, dir string, args ...string) string {
	t.Helper()
	out, err := goRun(dir, args...)
	if err != nil {
		t.Fatalf("go %s: %v\n%s", strings.Join(args, " "), err, out)
	}
	return out
}

// goRun runs the go command in dir and returns its output.
func goRun(dir string, args ...string) (string, error) {
	return runEnv(dir, nil, "go", args...)
}

// runEnv runs a command in dir with env added to the environment and
// returns its output.
func runEnv(dir string, env []string, name string, args ...string) (string, error) {
	cmd := exec.Command(name, args...)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), env...)
	out, err := cmd.CombinedOutput()
	return string(out), err
}
