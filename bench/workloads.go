package bench

import (
	"bytes"
	"compress/gzip"
	stdjson "encoding/json"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"reflect"
	"strconv"
	"strings"

	"github.com/zerojson/json/bench/fftypes"
	"github.com/zerojson/json/bench/gentypes"
	"github.com/zerojson/json/bench/types"
	"github.com/zerojson/json/bench/wiretypes"
)

// A Workload is one document and the Go type it is encoded from and decoded
// into. Every workload is measured twice per library: encode (the value
// encoding/json decoded from Doc) and decode (Doc into a fresh value).
type Workload struct {
	// Key is the workload's name in -run filters and benchmark output.
	Key string
	// Name is the label of the table and chart.
	Name string
	// Doc is the JSON document decoded by the decode cells.
	Doc []byte
	// Parallel workloads run on every P, each goroutine with its own
	// encoder, as a server's request handlers do.
	Parallel bool
	// newValue returns a pointer to a fresh zero value of the workload's
	// type in a flavour.
	newValue func(Flavor) any
}

// NewValue returns a pointer to a fresh zero value of the workload's type
// for a library of flavour f.
func (w *Workload) NewValue(f Flavor) any { return w.newValue(f) }

// Value returns a pointer to the value the encode cells encode: Doc decoded
// by encoding/json into the type of flavour f. The flavours other than
// [FlavorStd] get a structural copy of the encoding/json value (the types
// have the same shape), so a bug in a library's generated decoder cannot
// change what its encoder is given.
func (w *Workload) Value(f Flavor) (any, error) {
	std := w.newValue(FlavorStd)
	if err := stdjson.Unmarshal(w.Doc, std); err != nil {
		return nil, fmt.Errorf("%s: encoding/json cannot decode the document: %v", w.Key, err)
	}
	if f == FlavorStd {
		return std, nil
	}
	dst := w.newValue(f)
	if !copyShape(reflect.ValueOf(dst).Elem(), reflect.ValueOf(std).Elem()) {
		return nil, fmt.Errorf("%s: the flavour %d type does not have the shape of %T", w.Key, f, std)
	}
	return dst, nil
}

// copies are the types of a workload in each flavour, given as zero
// pointers; a flavour without a copy of its own (nil) gets std's type.
type copies struct{ std, zero, ff, wire, gen any }

// typed returns the newValue of a workload whose flavours have the types
// of c. The types are looked up here, once: the decode cells call newValue in
// their timed loop, where building a map of the flavours on every call took
// about 120 ns, a third of the time zerojson takes to decode the seed
// struct.
func typed(c copies) func(Flavor) any {
	var types [FlavorGen + 1]reflect.Type
	for f, p := range [...]any{FlavorStd: c.std, FlavorZero: c.zero, FlavorFF: c.ff, FlavorWire: c.wire, FlavorGen: c.gen} {
		if p == nil {
			p = c.std
		}
		types[f] = reflect.TypeOf(p).Elem()
	}
	return func(f Flavor) any {
		return reflect.New(types[f]).Interface()
	}
}

// untyped is the newValue of the "into any" workloads.
func untyped(Flavor) any { return new(any) }

// corpora lists the corpus files of sonic's testdata directory, with the
// types their typed workloads use.
var corpora = []struct {
	key, file string
	newValue  func(Flavor) any
}{
	{"golang_source", "golang_source.json.gz", typed(copies{std: (*types.GolangSource)(nil), zero: (*types.GolangSource)(nil), ff: (*fftypes.GolangSource)(nil), gen: (*gentypes.GolangSource)(nil)})},
	{"twitter", "twitter.json", typed(copies{std: (*types.TwitterSearch)(nil), zero: (*types.TwitterSearch)(nil), ff: (*fftypes.TwitterSearch)(nil), gen: (*gentypes.TwitterSearch)(nil)})},
	{"citm_catalog", "citm_catalog.json.gz", typed(copies{std: (*types.CITMCatalog)(nil), zero: (*types.CITMCatalog)(nil), ff: (*fftypes.CITMCatalog)(nil), gen: (*gentypes.CITMCatalog)(nil)})},
	{"canada", "canada_geometry.json.gz", typed(copies{std: (*types.Canada)(nil), zero: (*types.Canada)(nil), ff: (*fftypes.Canada)(nil), gen: (*gentypes.Canada)(nil)})},
	{"synthea_fhir", "synthea_fhir.json.gz", typed(copies{std: (*types.FHIRBundle)(nil), zero: (*types.FHIRBundle)(nil), ff: (*fftypes.FHIRBundle)(nil), gen: (*gentypes.FHIRBundle)(nil)})},
	{"string_escaped", "string_escaped.json.gz", typed(copies{std: (*types.Strings)(nil), zero: (*types.Strings)(nil), ff: (*fftypes.Strings)(nil), gen: (*gentypes.Strings)(nil)})},
	{"string_unicode", "string_unicode.json.gz", typed(copies{std: (*types.Strings)(nil), zero: (*types.Strings)(nil), ff: (*fftypes.Strings)(nil), gen: (*gentypes.Strings)(nil)})},
}

// Workloads returns every workload: the seed struct, the access log and
// customer records, the records with fields that marshal themselves, then
// each corpus into its struct type and into any.
// corpusDir is sonic's testdata directory (see [FindCorpusDir]).
func Workloads(corpusDir string) ([]*Workload, error) {
	seed := &Workload{
		Key: "seed", Name: "seed (parallel)", Parallel: true,
		newValue: typed(copies{std: (*types.Seed)(nil), zero: (*types.SeedZero)(nil), ff: (*fftypes.Seed)(nil), gen: (*gentypes.SeedZero)(nil)}),
	}
	goser := &Workload{
		Key: "goser", Name: "goser Log",
		newValue: typed(copies{std: (*types.AccessLog)(nil), zero: (*types.AccessLog)(nil), ff: (*fftypes.AccessLog)(nil), wire: (*wiretypes.AccessLog)(nil), gen: (*gentypes.AccessLog)(nil)}),
	}
	stripe := &Workload{
		Key: "stripe", Name: "stripe Customer",
		newValue: typed(copies{std: (*types.Customer)(nil), zero: (*types.Customer)(nil), ff: (*fftypes.Customer)(nil), wire: (*wiretypes.Customer)(nil), gen: (*gentypes.Customer)(nil)}),
	}
	// The records whose fields marshal themselves with methods of their
	// own (types/methods.go): what a library costs around each call.
	logIP := &Workload{
		Key: "logip", Name: "log with IP",
		newValue: typed(copies{std: (*types.IPLog)(nil), zero: (*types.IPLog)(nil), ff: (*fftypes.IPLog)(nil), gen: (*gentypes.IPLog)(nil)}),
	}
	rawMsg := &Workload{
		Key: "rawmsg", Name: "raw message",
		newValue: typed(copies{std: (*types.RawRecord)(nil), zero: (*types.RawRecord)(nil), ff: (*fftypes.RawRecord)(nil), gen: (*gentypes.RawRecord)(nil)}),
	}
	timeText := &Workload{
		Key: "timetext", Name: "time and text",
		newValue: typed(copies{std: (*types.LogEvent)(nil), zero: (*types.LogEvent)(nil), ff: (*fftypes.LogEvent)(nil), gen: (*gentypes.LogEvent)(nil)}),
	}
	var err error
	if seed.Doc, err = stdjson.Marshal(types.NewSeed()); err != nil {
		return nil, err
	}
	if goser.Doc, err = stdjson.Marshal(types.NewAccessLog()); err != nil {
		return nil, err
	}
	if stripe.Doc, err = stdjson.Marshal(types.NewCustomer()); err != nil {
		return nil, err
	}
	// By pointer, as the encode cells marshal it: RayID's MarshalJSON has a
	// pointer receiver.
	ipLog := types.NewIPLog()
	if logIP.Doc, err = stdjson.Marshal(&ipLog); err != nil {
		return nil, err
	}
	if rawMsg.Doc, err = stdjson.Marshal(types.NewRawRecord()); err != nil {
		return nil, err
	}
	if timeText.Doc, err = stdjson.Marshal(types.NewLogEvent()); err != nil {
		return nil, err
	}
	ws := []*Workload{seed, goser, stripe, logIP, rawMsg, timeText}
	for _, c := range corpora {
		doc, err := readCorpus(filepath.Join(corpusDir, c.file))
		if err != nil {
			return nil, err
		}
		ws = append(ws,
			&Workload{Key: c.key, Name: c.key, Doc: doc, newValue: c.newValue},
			&Workload{Key: c.key + "-any", Name: c.key + " (any)", Doc: doc, newValue: untyped},
		)
	}
	return append(ws, flatWorkloads()...), nil
}

// flatWorkloads returns the large flat documents, decoded into any, where
// the cost of each value and the memory that follows the input (rather
// than the result) show: an array of 100,000 short strings, an array of
// 1,000,000 small integers, and an object of 100,000 members under the same
// two keys, of which the decoded map keeps two.
func flatWorkloads() []*Workload {
	var strs, ints, dups bytes.Buffer
	strs.WriteByte('[')
	for i := range 100_000 {
		if i > 0 {
			strs.WriteByte(',')
		}
		fmt.Fprintf(&strs, `"item-%d"`, i*7919%100_000)
	}
	strs.WriteByte(']')
	ints.WriteByte('[')
	for i := range 1_000_000 {
		if i > 0 {
			ints.WriteByte(',')
		}
		ints.WriteString(strconv.Itoa(i * 7919 % 1000))
	}
	ints.WriteByte(']')
	dups.WriteByte('{')
	for i := range 50_000 {
		if i > 0 {
			dups.WriteByte(',')
		}
		fmt.Fprintf(&dups, `"id":%d,"name":"n%d"`, i, i)
	}
	dups.WriteByte('}')
	return []*Workload{
		{Key: "strings100k-any", Name: "100,000 strings (any)", Doc: strs.Bytes(), newValue: untyped},
		{Key: "ints1m-any", Name: "1,000,000 integers (any)", Doc: ints.Bytes(), newValue: untyped},
		{Key: "dupkeys100k-any", Name: "two keys 50,000 times (any)", Doc: dups.Bytes(), newValue: untyped},
	}
}

func readCorpus(path string) ([]byte, error) {
	data, err := os.ReadFile(path)
	if err != nil || !strings.HasSuffix(path, ".gz") {
		return data, err
	}
	zr, err := gzip.NewReader(bytes.NewReader(data))
	if err != nil {
		return nil, fmt.Errorf("%s: %v", path, err)
	}
	return io.ReadAll(zr)
}

// FindCorpusDir returns the testdata directory of the sonic module the bench
// module depends on, asking the go command where the module cache put it
// (and downloading it if it is not there yet).
func FindCorpusDir() (string, error) {
	out, err := exec.Command("go", "list", "-m", "-f", "{{.Dir}}", "github.com/bytedance/sonic").Output()
	dir := strings.TrimSpace(string(out))
	if err != nil || dir == "" {
		if ee, ok := err.(*exec.ExitError); ok {
			err = fmt.Errorf("%v: %s", err, ee.Stderr)
		}
		return "", fmt.Errorf("locating github.com/bytedance/sonic (run from the bench module, or pass -corpus DIR): %v", err)
	}
	return filepath.Join(dir, "testdata"), nil
}

// copyShape copies src into dst where the two types have the same shape
// (same kinds, field counts and element shapes) but may be different named
// types, as the types and fftypes copies are. Values of identical types are
// assigned directly, which also covers structs with unexported fields such
// as time.Time. It reports false if the shapes differ.
func copyShape(dst, src reflect.Value) bool {
	if dst.Type() == src.Type() {
		dst.Set(src)
		return true
	}
	if dst.Kind() != src.Kind() {
		return false
	}
	switch src.Kind() {
	case reflect.Pointer:
		if src.IsNil() {
			return true
		}
		dst.Set(reflect.New(dst.Type().Elem()))
		return copyShape(dst.Elem(), src.Elem())
	case reflect.Struct:
		if dst.NumField() != src.NumField() {
			return false
		}
		for i := range src.NumField() {
			if !copyShape(dst.Field(i), src.Field(i)) {
				return false
			}
		}
		return true
	case reflect.Slice:
		if src.IsNil() {
			return true
		}
		dst.Set(reflect.MakeSlice(dst.Type(), src.Len(), src.Len()))
		fallthrough
	case reflect.Array:
		for i := range src.Len() {
			if !copyShape(dst.Index(i), src.Index(i)) {
				return false
			}
		}
		return true
	case reflect.Map:
		if src.IsNil() {
			return true
		}
		dst.Set(reflect.MakeMapWithSize(dst.Type(), src.Len()))
		for it := src.MapRange(); it.Next(); {
			k := reflect.New(dst.Type().Key()).Elem()
			v := reflect.New(dst.Type().Elem()).Elem()
			if !copyShape(k, it.Key()) || !copyShape(v, it.Value()) {
				return false
			}
			dst.SetMapIndex(k, v)
		}
		return true
	case reflect.Interface:
		return false
	default:
		if !src.Type().ConvertibleTo(dst.Type()) {
			return false
		}
		dst.Set(src.Convert(dst.Type()))
		return true
	}
}

// sameShapeEqual reports whether a and b hold equal values, comparing
// values of different named types with the same shape field by field (see
// [copyShape]) and values of identical types with reflect.DeepEqual.
func sameShapeEqual(a, b reflect.Value) bool {
	if a.Type() == b.Type() {
		return reflect.DeepEqual(a.Interface(), b.Interface())
	}
	if a.Kind() != b.Kind() {
		return false
	}
	switch a.Kind() {
	case reflect.Pointer:
		if a.IsNil() || b.IsNil() {
			return a.IsNil() == b.IsNil()
		}
		return sameShapeEqual(a.Elem(), b.Elem())
	case reflect.Struct:
		if a.NumField() != b.NumField() {
			return false
		}
		for i := range a.NumField() {
			if !sameShapeEqual(a.Field(i), b.Field(i)) {
				return false
			}
		}
		return true
	case reflect.Slice, reflect.Array:
		if a.Kind() == reflect.Slice && a.IsNil() != b.IsNil() {
			return false
		}
		if a.Len() != b.Len() {
			return false
		}
		for i := range a.Len() {
			if !sameShapeEqual(a.Index(i), b.Index(i)) {
				return false
			}
		}
		return true
	case reflect.Map:
		if a.IsNil() != b.IsNil() || a.Len() != b.Len() {
			return false
		}
		for it := a.MapRange(); it.Next(); {
			k := reflect.New(b.Type().Key()).Elem()
			if !copyShape(k, it.Key()) {
				return false
			}
			bv := b.MapIndex(k)
			if !bv.IsValid() || !sameShapeEqual(it.Value(), bv) {
				return false
			}
		}
		return true
	default:
		if !a.Type().ConvertibleTo(b.Type()) {
			return false
		}
		return reflect.DeepEqual(a.Convert(b.Type()).Interface(), b.Interface())
	}
}
