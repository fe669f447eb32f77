package bench

import (
	"bytes"
	stdjson "encoding/json"
	"errors"
	"fmt"
	"io"
	"reflect"
	"runtime"
	"sync"
	"sync/atomic"
	"time"
)

// An Op is the direction of a cell: encoding a value or decoding a document.
type Op string

// The two directions measured for every workload.
const (
	Encode Op = "encode"
	Decode Op = "decode"
)

// A Verdict is a cell's correctness mark.
type Verdict int

const (
	// Identical: the library's output bytes (encode) or decoded value
	// (decode) equal encoding/json's.
	Identical Verdict = iota
	// Differs: the library succeeded but its result is not encoding/json's.
	Differs
	// Failed: the library returned an error or panicked where encoding/json
	// succeeded. Failed cells are not timed.
	Failed
	// Unsupported: the library has no code for this workload (no generated
	// code for the type, no decoder yet). Not timed.
	Unsupported
)

// Mark returns the verdict's symbol in the table.
func (v Verdict) Mark() string {
	return [...]string{"✓", "✗", "✗ error", "—"}[v]
}

// A Result is one measured cell: a library doing one operation on one
// workload.
type Result struct {
	Workload *Workload `json:"-"`
	Op       Op
	Lib      *Library `json:"-"`
	Verdict  Verdict
	// Detail explains a verdict other than Identical.
	Detail string
	// The measurement of the last (timed) batch, zero for cells not timed.
	N           int
	NsPerOp     float64
	BytesPerOp  float64 // bytes allocated per op
	AllocsPerOp float64
	// MBPerS is the document size (encoding/json's output for encode, the
	// input for decode) over the time per op.
	MBPerS float64
	// Ratio is encoding/json's ns/op in the same run over this cell's: 2
	// means twice as fast. Zero when either is missing.
	Ratio float64
}

// Timed reports whether the cell has a measurement.
func (r *Result) Timed() bool { return r.N > 0 }

// A cellRunner runs one operation. Runners are made per goroutine.
type cellRunner func() error

// cell prepares one cell: it checks the library's result against
// encoding/json's and returns the runner factory to time, or a verdict
// without one.
type cell struct {
	newRunner func() cellRunner
	size      int
	verdict   Verdict
	detail    string
}

// reference is encoding/json's result for a workload, the yardstick of
// every cell's verdict.
type reference struct {
	encoded []byte  // what encoding/json's encode cell writes
	decoded any     // pointer to the value encoding/json decodes Doc into
	probes  []probe // its answers to the probes of op (probe.go)
}

func newReference(w *Workload, op Op) (*reference, error) {
	v, err := w.Value(FlavorStd)
	if err != nil {
		return nil, err
	}
	enc, err := encodeOnce(stdLibrary(), w, v)
	if err != nil {
		return nil, fmt.Errorf("%s: encoding/json: %v", w.Key, err)
	}
	probes, err := newProbes(w, op)
	if err != nil {
		return nil, err
	}
	return &reference{encoded: enc, decoded: v, probes: probes}, nil
}

func stdLibrary() *Library { l := Libraries()[0]; return &l }

// encodeOnce returns what lib's encode cell writes for v: the output of a
// reused Encoder for parallel workloads, of Marshal for the others. The
// trailing newline an Encoder writes is dropped.
func encodeOnce(lib *Library, w *Workload, v any) ([]byte, error) {
	if w.Parallel {
		var buf bytes.Buffer
		if err := lib.NewEncoder(&buf)(v); err != nil {
			return nil, err
		}
		return bytes.TrimSuffix(buf.Bytes(), newline), nil
	}
	return lib.Marshal(v)
}

// prepare builds the cell of lib doing op on w, with its verdict. Panics
// in the library become a Failed verdict.
func prepare(lib *Library, w *Workload, op Op, ref *reference) (c cell) {
	defer func() {
		if p := recover(); p != nil {
			c = cell{verdict: Failed, detail: fmt.Sprintf("panic: %v", p)}
		}
	}()
	c = prepareCell(lib, w, op, ref)
	for i := 0; i < len(ref.probes) && c.verdict == Identical; i++ {
		why, err := ref.probes[i].check(lib, w, op)
		if err != nil {
			return cell{verdict: Failed, detail: err.Error()}
		}
		if why != "" {
			c.verdict, c.detail = Differs, why
		}
	}
	return c
}

// prepareCell is prepare on the workload itself, without the probes.
func prepareCell(lib *Library, w *Workload, op Op, ref *reference) (c cell) {
	if !lib.Supported(w) {
		return cell{verdict: Unsupported, detail: ErrUnsupported.Error()}
	}
	if op == Encode {
		v, err := w.Value(lib.Flavor)
		if err != nil {
			return cell{verdict: Failed, detail: err.Error()}
		}
		c = cell{size: len(ref.encoded)}
		// Encode more than once: a library that does not sort map keys
		// writes a different order each time and may match encoding/json
		// by chance once.
		tries := 2
		if len(ref.encoded) < 1<<16 {
			tries = 5
		}
		var first []byte
		for i := range tries {
			out, err := encodeOnce(lib, w, v)
			if c, bad := errorCell(err); bad {
				return c
			}
			if i == 0 {
				first = out
			}
			if !bytes.Equal(out, ref.encoded) {
				c.verdict, c.detail = Differs, firstDifference(out, ref.encoded)
				if !bytes.Equal(out, first) {
					c.detail = "output changes from call to call; " + c.detail
				}
				break
			}
		}
		c.newRunner = func() cellRunner { return lib.Runner(w, op, v) }
		return c
	}
	if lib.Unmarshal == nil {
		return cell{verdict: Unsupported, detail: "no decoder"}
	}
	// Decode a copy of the document, and compare the value again after
	// overwriting the copy: encoding/json's values own their memory, and
	// a program may reuse its input buffer once Unmarshal returns (a
	// bufio.Reader's, a pooled one). A value that still points into the
	// input changes with it.
	doc := bytes.Clone(w.Doc)
	got := w.NewValue(lib.Flavor)
	if c, bad := errorCell(lib.Unmarshal(doc, got)); bad {
		return c
	}
	c = cell{size: len(w.Doc)}
	if !decodedEqual(got, ref.decoded) {
		c.verdict, c.detail = Differs, "decoded value differs from encoding/json's"
	} else if clear(doc); !decodedEqual(got, ref.decoded) {
		c.verdict, c.detail = Differs, "decoded value changes when the input is overwritten: it points into the input, which encoding/json's never does"
	}
	c.newRunner = func() cellRunner { return lib.Runner(w, op, nil) }
	return c
}

// Runner returns the function that does op on w once with lib, as Run
// times it: for Encode, lib's Marshal of v, or for a parallel workload an
// Encoder of lib's, made by this call and reused by the function, writing
// v to io.Discard; for Decode, lib's Unmarshal of w's document into a
// fresh value, and v is not used.
func (lib *Library) Runner(w *Workload, op Op, v any) func() error {
	switch {
	case op == Decode:
		return func() error { return lib.Unmarshal(w.Doc, w.NewValue(lib.Flavor)) }
	case w.Parallel:
		enc := lib.NewEncoder(io.Discard)
		return func() error { return enc(v) }
	}
	return func() error { _, err := lib.Marshal(v); return err }
}

func errorCell(err error) (cell, bool) {
	switch {
	case err == nil:
		return cell{}, false
	case errors.Is(err, ErrUnsupported):
		return cell{verdict: Unsupported, detail: err.Error()}, true
	default:
		return cell{verdict: Failed, detail: err.Error()}, true
	}
}

// decodedEqual compares a library's decoded value with encoding/json's.
// Values of the same shape are compared field by field; values of
// different shapes (the seed struct on guregu/null and on zerojson/null)
// are compared by encoding/json's encoding of them.
func decodedEqual(got, want any) bool {
	g, w := reflect.ValueOf(got), reflect.ValueOf(want)
	if sameShapeEqual(g, w) {
		return true
	}
	if g.Type() == w.Type() {
		return false
	}
	gb, err1 := stdjson.Marshal(got)
	wb, err2 := stdjson.Marshal(want)
	return err1 == nil && err2 == nil && bytes.Equal(gb, wb)
}

// firstDifference describes where got first differs from want.
func firstDifference(got, want []byte) string {
	i := 0
	for i < len(got) && i < len(want) && got[i] == want[i] {
		i++
	}
	excerpt := func(b []byte) string {
		lo, hi := max(i-20, 0), min(i+20, len(b))
		return fmt.Sprintf("%q", b[lo:hi])
	}
	return fmt.Sprintf("output differs at byte %d (%d vs %d bytes): %s, encoding/json %s",
		i, len(got), len(want), excerpt(got), excerpt(want))
}

// measure times newRunner's runners for at least target, starting with
// startN iterations and growing the count as testing.B does, and returns
// the last batch's count, duration and allocation totals. Parallel cells
// run GOMAXPROCS goroutines taking work from a shared counter.
func measure(newRunner func() cellRunner, parallel bool, target time.Duration, startN int) (n int, d time.Duration, bytes, allocs uint64, err error) {
	n = startN
	for {
		d, bytes, allocs, err = runBatch(newRunner, parallel, n)
		if err != nil || d >= target || n >= 1e9 {
			return n, d, bytes, allocs, err
		}
		// Aim 20% past the target, growing at most 100× and at least by
		// one, so a slow first run (cold caches) cannot make a batch huge.
		next := int(float64(n) * 1.2 * float64(target) / float64(max(d, time.Microsecond)))
		n = min(max(next, n+1), 100*n)
	}
}

func runBatch(newRunner func() cellRunner, parallel bool, n int) (time.Duration, uint64, uint64, error) {
	procs := 1
	if parallel {
		procs = runtime.GOMAXPROCS(0)
	}
	runners := make([]cellRunner, procs)
	for i := range runners {
		runners[i] = newRunner()
	}
	runtime.GC()
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	start := time.Now()
	var (
		left    atomic.Int64
		wg      sync.WaitGroup
		errOnce sync.Once
		first   error
	)
	left.Store(int64(n))
	for _, run := range runners {
		wg.Add(1)
		go func() {
			defer wg.Done()
			defer func() {
				// A panic on this goroutine cannot be recovered by the
				// caller; turn it into the batch's error.
				if p := recover(); p != nil {
					errOnce.Do(func() { first = fmt.Errorf("panic: %v", p) })
				}
			}()
			// Take work in grains so the counter is not contended.
			const grain = 64
			for {
				k := left.Add(-grain)
				todo := int64(grain)
				if k < 0 {
					todo += k
				}
				if todo <= 0 {
					return
				}
				for range todo {
					if err := run(); err != nil {
						errOnce.Do(func() { first = err })
						return
					}
				}
			}
		}()
	}
	wg.Wait()
	d := time.Since(start)
	runtime.ReadMemStats(&after)
	return d, after.TotalAlloc - before.TotalAlloc, after.Mallocs - before.Mallocs, first
}
