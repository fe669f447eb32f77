package bench

import (
	"bytes"
	stdjson "encoding/json"
	"encoding/xml"
	"errors"
	"fmt"
	"go/format"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"reflect"
	"regexp"
	"runtime"
	"strings"
	"sync"
	"testing"
	"unsafe"

	"github.com/zerojson/json/bench/fftypes"
	"github.com/zerojson/json/bench/types"
	"github.com/zerojson/json/bench/wiretypes"
	"github.com/zerojson/json/internal/registry"
)

var (
	loadOnce   sync.Once
	loaded     []*Workload
	loadErr    error
	reportOnce sync.Once
	report     *Report
	reportErr  error
)

func workloads(t *testing.T) []*Workload {
	t.Helper()
	loadOnce.Do(func() {
		dir, err := FindCorpusDir()
		if err != nil {
			loadErr = err
			return
		}
		loaded, loadErr = Workloads(dir)
	})
	if loadErr != nil {
		t.Fatal(loadErr)
	}
	return loaded
}

func libraries() []*Library {
	var libs []*Library
	for _, l := range Libraries() {
		libs = append(libs, &l)
	}
	return libs
}

// crossCheck runs every cell once: the correctness check and a one-batch
// measurement, as jsonbench does with a tiny -benchtime. Under the race
// detector it keeps the small workloads only.
func crossCheck(t *testing.T) *Report {
	t.Helper()
	ws := workloads(t)
	reportOnce.Do(func() {
		if raceEnabled {
			ws = ws[:6]
		}
		report, reportErr = Run(libraries(), ws, Options{Target: 0, Rounds: 1, Jobs: runtime.GOMAXPROCS(0)})
	})
	if reportErr != nil {
		t.Fatal(reportErr)
	}
	return report
}

// TestCrossCheck is the correctness cross-check of every workload ×
// library × direction. encoding/json must agree with itself and zerojson
// must be identical to it; the peers' verdicts are logged, not asserted:
// a peer's difference is a finding the table reports, not a test failure.
// No cell may panic.
func TestCrossCheck(t *testing.T) {
	rep := crossCheck(t)
	if len(rep.Runs) == 0 {
		t.Fatal("no cells ran")
	}
	for _, c := range rep.Runs {
		if strings.HasPrefix(c.Detail, "panic") {
			t.Errorf("%s %s %s: %s", c.Op, c.Workload.Key, c.Lib.Key, c.Detail)
		}
		switch c.Lib.Key {
		case "std":
			if c.Verdict != Identical || !c.Timed() || c.Ratio != 1 {
				t.Errorf("%s %s encoding/json: verdict %s (%s), timed %v, ratio %v",
					c.Op, c.Workload.Key, c.Verdict.Mark(), c.Detail, c.Timed(), c.Ratio)
			}
		case "zerojson":
			if c.Verdict != Identical && !(c.Op == Decode && c.Verdict == Unsupported) {
				t.Errorf("%s %s zerojson: %s %s", c.Op, c.Workload.Key, c.Verdict.Mark(), c.Detail)
			}
		case "zerojson-wire", "jsongen":
			want := Unsupported
			if c.Lib.Key == "zerojson-wire" && hasWireTypes(c.Workload) || c.Lib.Key == "jsongen" && hasStructType(c.Workload) {
				want = Identical
			}
			if c.Verdict != want {
				t.Errorf("%s %s %s: %s %s, want %s", c.Op, c.Workload.Key, c.Lib.Key, c.Verdict.Mark(), c.Detail, want.Mark())
			}
		}
		if c.Verdict != Identical {
			t.Logf("%s %s %s: %s %s", c.Op, c.Workload.Key, c.Lib.Key, c.Verdict.Mark(), c.Detail)
		}
		if c.Timed() && (c.NsPerOp <= 0 || c.MBPerS <= 0) {
			t.Errorf("%s %s %s: bad figures %+v", c.Op, c.Workload.Key, c.Lib.Key, c)
		}
	}
}

// hasStructType reports whether a workload's type is a struct type, for
// which the jsongen row runs generated code: not an "into any" workload
// and not a string corpus, a map type.
func hasStructType(w *Workload) bool {
	return !strings.HasSuffix(w.Key, "-any") && !strings.HasPrefix(w.Key, "string_")
}

// hasWireTypes reports whether a workload has a copy of its type with
// wire methods, in package wiretypes.
func hasWireTypes(w *Workload) bool { return w.Key == "goser" || w.Key == "stripe" }

// TestGeneratedCodeUsed checks that the code-generating libraries run their
// generated code on every struct workload (not a silent fallback to
// reflection) and report the map-typed string corpora as unsupported, and
// that the zerojson-wire row runs the wire methods on goser and stripe and
// nothing else. The jsongen rows' code is generated for every struct type,
// and registered for it.
func TestGeneratedCodeUsed(t *testing.T) {
	for _, w := range workloads(t) {
		for _, l := range libraries() {
			if l.Key != "easyjson" && l.Key != "ffjson" && l.Key != "zerojson-wire" && l.Key != "jsongen" && l.Key != "std-jsongen" {
				continue
			}
			v, err := w.Value(l.Flavor)
			if err != nil {
				t.Fatal(err)
			}
			unsupported := !l.Supported(w)
			if !unsupported {
				_, err = l.Marshal(v)
				unsupported = errors.Is(err, ErrUnsupported)
			}
			wantUnsupported := !hasStructType(w)
			if l.Key == "zerojson-wire" {
				wantUnsupported = !hasWireTypes(w)
			}
			if unsupported != wantUnsupported {
				t.Errorf("%s on %s: unsupported = %v (%v), want %v", l.Key, w.Key, unsupported, err, wantUnsupported)
			}
			if strings.HasSuffix(l.Key, "jsongen") && !unsupported && registry.Lookup(reflect.TypeOf(v).Elem()) == nil {
				t.Errorf("%s on %s: no generated code registered for %T", l.Key, w.Key, v)
			}
		}
	}
}

// TestCorpusTypesCoverFields checks that each corpus decodes into its Go
// type with no unknown field, so the typed workloads carry the whole
// document.
func TestCorpusTypesCoverFields(t *testing.T) {
	for _, w := range workloads(t) {
		if strings.HasSuffix(w.Key, "-any") {
			continue
		}
		dec := stdjson.NewDecoder(bytes.NewReader(w.Doc))
		dec.DisallowUnknownFields()
		if err := dec.Decode(w.NewValue(FlavorStd)); err != nil {
			t.Errorf("%s: %v", w.Key, err)
		}
	}
}

// TestFlavoursHaveTheSameShape checks the structural copy and comparison
// that let ffjson work on its own copy of the types.
func TestFlavoursHaveTheSameShape(t *testing.T) {
	for _, w := range workloads(t) {
		std, err := w.Value(FlavorStd)
		if err != nil {
			t.Fatal(err)
		}
		ff, err := w.Value(FlavorFF)
		if err != nil {
			t.Fatal(err)
		}
		if !sameShapeEqual(reflect.ValueOf(ff), reflect.ValueOf(std)) {
			t.Errorf("%s: the fftypes copy is not equal to the original", w.Key)
		}
		wt, err := w.Value(FlavorWire)
		if err != nil {
			t.Fatal(err)
		}
		if !sameShapeEqual(reflect.ValueOf(wt), reflect.ValueOf(std)) {
			t.Errorf("%s: the wiretypes copy is not equal to the original", w.Key)
		}
	}
	if !sameShapeEqual(reflect.ValueOf(wiretypes.NewCustomer()), reflect.ValueOf(types.NewCustomer())) ||
		!sameShapeEqual(reflect.ValueOf(wiretypes.NewAccessLog()), reflect.ValueOf(types.NewAccessLog())) {
		t.Error("NewCustomer or NewAccessLog differs between types and wiretypes")
	}
	a := fftypes.NewCustomer()
	b := types.NewCustomer()
	if !sameShapeEqual(reflect.ValueOf(a), reflect.ValueOf(b)) {
		t.Error("NewCustomer differs between types and fftypes")
	}
	a.Subscriptions.Data[1].Plan.Amount++
	if sameShapeEqual(reflect.ValueOf(a), reflect.ValueOf(b)) {
		t.Error("a changed field went unnoticed")
	}
}

// TestWrongAnswersAreMarked feeds the runner libraries that get things
// wrong and checks that the table says so.
func TestWrongAnswersAreMarked(t *testing.T) {
	ws := workloads(t)[1:2] // goser
	std := Libraries()[0]
	wrong := std
	wrong.Key, wrong.Name = "wrong", "wrong"
	wrong.Marshal = func(v any) ([]byte, error) {
		b, err := stdjson.Marshal(v)
		return bytes.Replace(b, []byte("GET"), []byte("PUT"), 1), err
	}
	wrong.Unmarshal = func(data []byte, v any) error {
		err := stdjson.Unmarshal(data, v)
		v.(*types.AccessLog).BytesDlv++
		return err
	}
	failing := std
	failing.Key, failing.Name = "failing", "failing"
	failing.Marshal = func(any) ([]byte, error) { return nil, io.ErrUnexpectedEOF }
	failing.Unmarshal = func([]byte, any) error { panic("boom") }
	// flaky is right on its first call only, like a library that does not
	// sort map keys and matches encoding/json's order by chance.
	flaky := std
	flaky.Key, flaky.Name = "flaky", "flaky"
	calls := 0
	flaky.Marshal = func(v any) ([]byte, error) {
		calls++
		if calls == 1 {
			return stdjson.Marshal(v)
		}
		return wrong.Marshal(v)
	}
	// aliasing decodes right, but its strings point into the input.
	aliasing := std
	aliasing.Key, aliasing.Name = "aliasing", "aliasing"
	aliasing.Unmarshal = func(data []byte, v any) error {
		err := stdjson.Unmarshal(data, v)
		l := v.(*types.AccessLog)
		if i := bytes.Index(data, []byte(l.RayID)); i >= 0 {
			l.RayID = unsafe.String(&data[i], len(l.RayID))
		}
		return err
	}
	rep, err := Run([]*Library{&std, &wrong, &failing, &flaky, &aliasing}, ws, Options{})
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]Verdict{
		"encode/wrong": Differs, "decode/wrong": Differs,
		"encode/failing": Failed, "decode/failing": Failed,
		"encode/std": Identical, "decode/std": Identical,
		"encode/flaky": Differs, "decode/flaky": Identical,
		"encode/aliasing": Identical, "decode/aliasing": Differs,
	}
	for _, c := range rep.Runs {
		k := string(c.Op) + "/" + c.Lib.Key
		if c.Verdict != want[k] {
			t.Errorf("%s: verdict %s (%s), want %s", k, c.Verdict.Mark(), c.Detail, want[k].Mark())
		}
	}
}

// TestProbesMarkSkippedChecks feeds the runner libraries that answer the
// workloads as encoding/json does but skip its checks: of UTF-8 in
// strings, decoding and encoding, and of RawMessage values.
func TestProbesMarkSkippedChecks(t *testing.T) {
	var ws []*Workload
	for _, w := range workloads(t) {
		if w.Key == "goser" || w.Key == "rawmsg" {
			ws = append(ws, w)
		}
	}
	std := Libraries()[0]
	// lax writes and keeps the bytes that are not UTF-8 as they are, and
	// a RawMessage unchecked.
	lax := std
	lax.Key, lax.Name = "lax", "lax"
	lax.Marshal = func(v any) ([]byte, error) {
		if r, ok := v.(*types.RawRecord); ok {
			return fmt.Appendf(nil, `{"A":%d,"B":%s}`, r.A, r.B), nil
		}
		b, err := stdjson.Marshal(v)
		return bytes.ReplaceAll(b, []byte(`\ufffd`), []byte("\xff")), err
	}
	lax.Unmarshal = func(data []byte, v any) error {
		err := stdjson.Unmarshal(data, v)
		if l, ok := v.(*types.AccessLog); ok && bytes.IndexByte(data, 0xff) >= 0 {
			l.Country = strings.ReplaceAll(l.Country, "\ufffd", "\xff")
		}
		return err
	}
	rep, err := Run([]*Library{&std, &lax}, ws, Options{})
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]string{
		"encode/goser/lax":  "not UTF-8",
		"decode/goser/lax":  "not UTF-8",
		"encode/rawmsg/lax": "RawMessage cut short by a byte: succeeds, encoding/json returns an error",
		"decode/rawmsg/lax": "",
	}
	if !classicInvalidUTF8 {
		want["encode/goser/lax"] = "" // the probe is left out (see classicInvalidUTF8)
	}
	for _, c := range rep.Runs {
		k := string(c.Op) + "/" + c.Workload.Key + "/" + c.Lib.Key
		if w := want[k]; c.Lib.Key == "std" && c.Verdict != Identical ||
			w == "" && c.Verdict != Identical || w != "" && (c.Verdict != Differs || !strings.Contains(c.Detail, w)) {
			t.Errorf("%s: verdict %s (%s), want the detail to say %q", k, c.Verdict.Mark(), c.Detail, w)
		}
	}
	if got, want := string(poisonStringValues([]byte(`{"a" : "b\"c", "d":["e", 1, {"f":"g"}]}`))),
		"{\"a\" : \"\xffb\\\"c\", \"d\":[\"\xffe\", 1, {\"f\":\"\xffg\"}]}"; got != want {
		t.Errorf("poisonStringValues: %q, want %q", got, want)
	}
}

// TestMarkdownTable checks the shape of the tables: every row of a table
// has its header's number of columns, and every cell appears.
func TestMarkdownTable(t *testing.T) {
	rep := crossCheck(t)
	var buf bytes.Buffer
	rep.WriteMarkdown(&buf)
	out := buf.String()
	cols := -1
	rows := 0
	for _, line := range strings.Split(out, "\n") {
		if !strings.HasPrefix(line, "|") {
			cols = -1
			continue
		}
		n := strings.Count(line, "|")
		if cols < 0 {
			cols = n
			continue
		}
		if n != cols {
			t.Errorf("row with %d separators in a table with %d: %s", n, cols, line)
		}
		rows++
	}
	if min := len(rep.Cells()); rows < min {
		t.Errorf("%d table rows for %d cells", rows, min)
	}
	for _, want := range []string{"### encode", "### decode", "| encoding/json |", "**(not std-compatible)**", "1.00×"} {
		if !strings.Contains(out, want) {
			t.Errorf("the markdown has no %q", want)
		}
	}
	buf.Reset()
	rep.WriteBenchfmt(&buf)
	for _, line := range strings.Split(strings.TrimSpace(buf.String()), "\n")[3:] {
		if f := strings.Fields(line); len(f) != 10 || !strings.HasPrefix(f[0], "Benchmark") || f[3] != "ns/op" {
			t.Errorf("bad benchmark line %q", line)
		}
	}
}

// TestSVGWellFormed parses the chart as XML.
func TestSVGWellFormed(t *testing.T) {
	rep := crossCheck(t)
	rep.Header = []string{`a header with <, & and "quotes"`}
	var buf bytes.Buffer
	if err := rep.WriteSVG(&buf); err != nil {
		t.Fatal(err)
	}
	dec := xml.NewDecoder(&buf)
	rects := 0
	for {
		tok, err := dec.Token()
		if err == io.EOF {
			break
		}
		if err != nil {
			t.Fatalf("chart is not well-formed XML: %v", err)
		}
		if se, ok := tok.(xml.StartElement); ok && se.Name.Local == "rect" {
			rects++
		}
	}
	if rects < len(rep.Cells())/2 {
		t.Errorf("%d rects for %d cells", rects, len(rep.Cells()))
	}
}

// TestGeneratedFresh checks that package gentypes is what its go generate
// makes: the copies of package types with their struct types marked, and
// the file jsongen writes for them (jsongen -check, through the tool of
// this module's go.mod).
func TestGeneratedFresh(t *testing.T) {
	if testing.Short() {
		t.Skip("builds and runs jsongen: not in -short")
	}
	pkgClause := regexp.MustCompile(`(?m)^package types$`)
	structDecl := regexp.MustCompile(`(?m)^type [A-Za-z]+ struct`)
	for _, name := range []string{"corpus.go", "methods.go", "records.go", "seed.go", "seed_zero.go"} {
		src, err := os.ReadFile(filepath.Join("types", name))
		if err != nil {
			t.Fatal(err)
		}
		want := pkgClause.ReplaceAllLiteral(src, []byte("package gentypes"))
		want = append([]byte("// Code generated by go generate from ../types/"+name+". DO NOT EDIT.\n\n"), want...)
		want = structDecl.ReplaceAllFunc(want, func(decl []byte) []byte { return append([]byte("//jsongen:generate\n"), decl...) })
		if want, err = format.Source(want); err != nil {
			t.Fatal(err)
		}
		got, err := os.ReadFile(filepath.Join("gentypes", name))
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(got, want) {
			t.Errorf("gentypes/%s is not the copy of types/%s: run go generate in gentypes", name, name)
		}
	}
	if out, err := exec.Command("go", "tool", "jsongen", "-check", "./gentypes").CombinedOutput(); err != nil {
		t.Errorf("jsongen -check: %v\n%s", err, out)
	}
}

// TestCellsMedianRatio: a cell measured several times reports its median
// run's figures with the median of its runs' ratios, which may come from
// another run, and leaves the runs as they were.
func TestCellsMedianRatio(t *testing.T) {
	w := &Workload{Key: "w", Name: "w"}
	lib := stdLibrary()
	rep := &Report{Libraries: []*Library{lib}, Workloads: []*Workload{w}}
	for _, r := range []struct{ ns, ratio float64 }{{90, 3}, {100, 1}, {110, 2}} {
		rep.Runs = append(rep.Runs, &Result{Workload: w, Op: Encode, Lib: lib, N: 1, NsPerOp: r.ns, Ratio: r.ratio})
	}
	cells := rep.Cells()
	if len(cells) != 1 {
		t.Fatalf("%d cells, want 1", len(cells))
	}
	if c := cells[0]; c.NsPerOp != 100 || c.Ratio != 2 {
		t.Errorf("cell: %v ns/op, ratio %v; want 100 (the median run's) and 2 (the median ratio)", c.NsPerOp, c.Ratio)
	}
	if rep.Runs[1].Ratio != 1 {
		t.Errorf("the median run's own ratio changed to %v", rep.Runs[1].Ratio)
	}
}
