package jsonwire

import (
	"testing"

	"github.com/zerojson/json/internal/jsontest"
)

// TestMain holds the tests to classic encoding/json on every build (see
// internal/jsontest/reference.go).
func TestMain(m *testing.M) { jsontest.Main(m) }

// singleGoroutine skips a test under the race detector: one goroutine's
// computation over many inputs, which the plain run checks in full and in
// which the detector has nothing to find, but which it slows down about
// six times (such tests took 110 of the 148 s of this package's race run).
func singleGoroutine(t *testing.T) {
	t.Helper()
	if jsontest.Race {
		t.Skip("one goroutine's computation, checked in full by the run without the race detector")
	}
}
