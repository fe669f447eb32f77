package jsontest

import (
	"bufio"
	"encoding/binary"
	"fmt"
	"math"
	"os"
	"reflect"
	"regexp"
	"sync"
	"testing"
)

// Fuzz is f.Fuzz(fn) for a fuzz target that compares with classic
// encoding/json. Without -fuzz it is just that: the seed corpus runs as
// tests, in the classic helper too. While fuzzing on a build whose
// encoding/json is not classic, each worker starts a classic helper in
// the serve role, sends it every input before running fn on it, and the
// helper runs fn on the same input, answering the comparisons fn makes.
func Fuzz(f *testing.F, fn any) {
	switch {
	case helperRole == "serve":
		serveFuzz(f, fn)
	case Classic || !fuzzWorker():
		f.Fuzz(fn)
	default:
		fv := reflect.ValueOf(fn)
		f.Fuzz(reflect.MakeFunc(fv.Type(), func(args []reflect.Value) []reflect.Value {
			if h := requestClassic(f.Name(), args[1:]); h != nil {
				// Also after t.Fatal, which ends the goroutine.
				defer h.awaitRequest()
			}
			return fv.Call(args)
		}).Interface())
	}
}

// fuzzHelpers are the helpers serving this fuzz worker, by fuzz target,
// and the one answering the input being run.
var fuzzHelpers struct {
	sync.Mutex
	byTarget map[string]*helperProcess
	current  *helperProcess
}

// requestClassic has the helper serving target run it on args, the input
// that this process runs next, and returns the helper, or nil if there is
// none.
func requestClassic(target string, args []reflect.Value) *helperProcess {
	fuzzHelpers.Lock()
	h := fuzzHelpers.byTarget[target]
	if h == nil {
		h = startHelper("serve", append(helperArgs([]string{"test.short"}), "-test.run=^"+regexp.QuoteMeta(target)+"$"))
		if fuzzHelpers.byTarget == nil {
			fuzzHelpers.byTarget = make(map[string]*helperProcess)
		}
		fuzzHelpers.byTarget[target] = h
	}
	fuzzHelpers.current = h
	fuzzHelpers.Unlock()
	if h.failure != "" || h.unavailable != "" {
		return nil
	}
	h.mu.Lock()
	h.request++
	id := h.request
	h.mu.Unlock()
	if writeFrame(h.stdin, frameRequest, id, encodeArgs(args)) == nil {
		h.stdin.Flush()
	}
	return h
}

// awaitRequest waits for the helper to finish the current request, whose
// comparisons this process has made, and drops what is left of it: the
// helper writes only while this process reads (see helperProcess), so
// requests are served one at a time.
func (h *helperProcess) awaitRequest() {
	h.mu.Lock()
	defer h.mu.Unlock()
	k := testKey(requestTest(h.request), 0)
	for {
		if t := h.tests[k]; h.ended || t != nil && t.over {
			break
		}
		h.awaitFrame()
	}
	h.drop(k)
}

// serveFuzz is Fuzz in the serving helper: it runs fn on each input the
// test binary sends, until it sends no more.
func serveFuzz(f *testing.F, fn any) {
	fv := reflect.ValueOf(fn)
	ft := fv.Type()
	// f.Fuzz calls its function once for each seed: a seed is added to be
	// sure of one call, in which the requests are served.
	var zeros []any
	for i := 1; i < ft.NumIn(); i++ {
		zeros = append(zeros, reflect.Zero(ft.In(i)).Interface())
	}
	f.Add(zeros...)
	f.Fuzz(reflect.MakeFunc(ft, func(args []reflect.Value) []reflect.Value {
		serveRequests(args[0], fv)
		return nil
	}).Interface())
}

// serveRequests runs fn with t on each input read from the standard input,
// answering its comparisons, and ends the process when the input ends.
func serveRequests(t reflect.Value, fn reflect.Value) {
	a := &answers
	in := bufio.NewReader(os.Stdin)
	for {
		kind, id, fields, err := readFrame(in)
		if err != nil {
			os.Exit(0)
		}
		if kind != frameRequest || len(fields) != 1 {
			continue
		}
		args, err := decodeArgs(fn.Type(), fields[0])
		if err != nil {
			panic(err)
		}
		a.mu.Lock()
		a.request = id
		writeFrame(a.w, frameTest, id, []byte(requestTest(id)), []byte("0"))
		a.mu.Unlock()
		// In a goroutine of its own, so that t.Fatal or t.Skip ends
		// only this input.
		done := make(chan struct{})
		go func() {
			defer close(done)
			fn.Call(append([]reflect.Value{t}, args...))
		}()
		<-done
		a.mu.Lock()
		writeFrame(a.w, frameEnd, id)
		a.w.Flush()
		a.mu.Unlock()
	}
}

// encodeArgs encodes a fuzz input: values of the types the fuzzing engine
// supports.
func encodeArgs(args []reflect.Value) []byte {
	var b []byte
	for _, v := range args {
		switch v.Kind() {
		case reflect.Slice:
			if v.IsNil() {
				b = append(b, 0)
				continue
			}
			b = append(b, 1)
			b = binary.AppendUvarint(b, uint64(v.Len()))
			b = append(b, v.Bytes()...)
		case reflect.String:
			b = binary.AppendUvarint(b, uint64(v.Len()))
			b = append(b, v.String()...)
		case reflect.Bool:
			if v.Bool() {
				b = append(b, 1)
			} else {
				b = append(b, 0)
			}
		case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
			b = binary.AppendVarint(b, v.Int())
		case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr:
			b = binary.AppendUvarint(b, v.Uint())
		case reflect.Float32:
			b = binary.LittleEndian.AppendUint32(b, math.Float32bits(float32(v.Float())))
		case reflect.Float64:
			b = binary.LittleEndian.AppendUint64(b, math.Float64bits(v.Float()))
		default:
			panic("jsontest: a fuzz argument of kind " + v.Kind().String())
		}
	}
	return b
}

// decodeArgs decodes the arguments that encodeArgs encoded for a fuzz
// function of type ft.
func decodeArgs(ft reflect.Type, b []byte) ([]reflect.Value, error) {
	d := argDecoder{b: b}
	var args []reflect.Value
	for i := 1; i < ft.NumIn(); i++ {
		v := reflect.New(ft.In(i)).Elem()
		switch v.Kind() {
		case reflect.Slice:
			if d.take(1)[0] == 1 {
				v.SetBytes(append([]byte{}, d.take(d.uvarint())...))
			}
		case reflect.String:
			v.SetString(string(d.take(d.uvarint())))
		case reflect.Bool:
			v.SetBool(d.take(1)[0] == 1)
		case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
			x, n := binary.Varint(d.b)
			if n <= 0 {
				n = len(d.b) + 1
			}
			d.take(uint64(n))
			v.SetInt(x)
		case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr:
			v.SetUint(d.uvarint())
		case reflect.Float32:
			v.SetFloat(float64(math.Float32frombits(binary.LittleEndian.Uint32(d.take(4)))))
		case reflect.Float64:
			v.SetFloat(math.Float64frombits(binary.LittleEndian.Uint64(d.take(8))))
		default:
			return nil, fmt.Errorf("jsontest: a fuzz argument of kind %s", v.Kind())
		}
		args = append(args, v)
	}
	if d.bad || len(d.b) != 0 {
		return nil, fmt.Errorf("jsontest: bad fuzz input for %v", ft)
	}
	return args, nil
}

// argDecoder reads encodeArgs's encoding; past its end it reads zeros
// and remembers it.
type argDecoder struct {
	b   []byte
	bad bool
}

func (d *argDecoder) take(n uint64) []byte {
	if n > uint64(len(d.b)) {
		d.bad = true
		d.b = nil
		return make([]byte, min(n, 8))
	}
	p := d.b[:n]
	d.b = d.b[n:]
	return p
}

func (d *argDecoder) uvarint() uint64 {
	x, n := binary.Uvarint(d.b)
	if n <= 0 {
		d.take(uint64(len(d.b)) + 1)
		return 0
	}
	d.b = d.b[n:]
	return x
}
