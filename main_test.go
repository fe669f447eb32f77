package json_test

import (
	"testing"

	"github.com/zerojson/json/internal/jsontest"
)

// TestMain holds the tests to classic encoding/json on every build (see
// internal/jsontest/reference.go).
func TestMain(m *testing.M) { jsontest.Main(m) }

// raceEnabled reports whether the tests run under the race detector, whose
// instrumentation allocates (so allocation tests skip) and slows the
// longest tests down; in the classic helper, whether the test binary that
// started it does, so that the two take the same paths.
var raceEnabled = jsontest.Race

// singleGoroutine skips a test under the race detector: one goroutine's
// decoding or encoding of many inputs, which the plain run checks in full
// and in which the detector has nothing to find, but which it slows down
// about six times (such tests took 67 of the 94 s of this package's race
// run on a 2.45 GHz AMD EPYC).
func singleGoroutine(t *testing.T) {
	t.Helper()
	if raceEnabled {
		t.Skip("one goroutine's work, checked in full by the run without the race detector")
	}
}
