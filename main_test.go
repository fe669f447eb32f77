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
