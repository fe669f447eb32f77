package jsonwire

import (
	"testing"

	"github.com/zerojson/json/internal/jsontest"
)

// TestMain holds the tests to classic encoding/json on every build (see
// internal/jsontest/reference.go).
func TestMain(m *testing.M) { jsontest.Main(m) }
