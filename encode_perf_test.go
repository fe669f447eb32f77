package json_test

import (
	stdjson "encoding/json"
	"io"
	"os"
	"strconv"
	"testing"

	"github.com/zerojson/json"
	"github.com/zerojson/json/internal/testtypes"
)

// TestPerfEncoder is a harness for counting instructions, not a test: it
// runs only when ZEROJSON_PERF_N is set, and then encodes a fixture that
// many times with a reused Encoder, as BenchmarkCodeEncoder does.
// ZEROJSON_PERF_LIB picks the library (std or zerojson, the default) and
// ZEROJSON_PERF_FIX the fixture (Code, the default, Small, Medium or
// Large). Run the compiled test binary under callgrind and compare a run
// with N encodings with one with none:
//
//	go test -c -o /tmp/json.test .
//	ZEROJSON_PERF_N=10 GOGC=off GODEBUG=asyncpreemptoff=1 \
//		valgrind --tool=callgrind /tmp/json.test -test.run '^TestPerfEncoder$'
func TestPerfEncoder(t *testing.T) {
	n, err := strconv.Atoi(os.Getenv("ZEROJSON_PERF_N"))
	if err != nil {
		t.Skip("set ZEROJSON_PERF_N to run")
	}
	var v any
	switch fix := os.Getenv("ZEROJSON_PERF_FIX"); fix {
	case "", "Code":
		v = testtypes.NewCodeResponse()
	case "Small":
		s := testtypes.NewSmall()
		v = &s
	case "Medium":
		m := testtypes.NewMedium(1)
		v = &m
	case "Large":
		l := testtypes.NewLarge()
		v = &l
	default:
		t.Fatalf("unknown fixture %q", fix)
	}
	var enc interface{ Encode(any) error } = json.NewEncoder(io.Discard)
	if os.Getenv("ZEROJSON_PERF_LIB") == "std" {
		enc = stdjson.NewEncoder(io.Discard)
	}
	if err := enc.Encode(v); err != nil { // warm the caches
		t.Fatal(err)
	}
	for range n {
		if err := enc.Encode(v); err != nil {
			t.Fatal(err)
		}
	}
}
