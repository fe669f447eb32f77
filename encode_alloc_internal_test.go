//go:build !race

package json

import (
	"strings"
	"testing"
)

// TestMarshalFreshBuffer checks that Marshal, given a pooled state without
// a buffer (as after the pool let go of it), allocates the buffer once, at
// the size of the last document written into a fresh buffer, and then the
// result: two allocations, where growing the buffer from nothing took
// about a dozen for this document. (The file is not built under the race
// detector, whose instrumentation allocates.)
func TestMarshalFreshBuffer(t *testing.T) {
	s := make([]string, 5000)
	for i := range s {
		s[i] = strings.Repeat("x", i%40)
	}
	var v any = s // boxed once, outside the counted calls
	dropBuffer := func() {
		e := getEncodeState(true)
		e.buf = nil
		putEncodeState(e)
	}
	dropBuffer()
	if _, err := Marshal(v); err != nil { // records the size
		t.Fatal(err)
	}
	// AllocsPerRun runs on one P, where the pool hands back the state just
	// put.
	allocs := testing.AllocsPerRun(20, func() {
		dropBuffer()
		if _, err := Marshal(v); err != nil {
			t.Fatal(err)
		}
	})
	if allocs > 2 {
		t.Errorf("Marshal with a fresh buffer: %v allocations, want 2", allocs)
	}
}
