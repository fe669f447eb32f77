package wire_test

import (
	"os"
	"testing"

	"github.com/zerojson/json/internal/jsontest"
)

func TestMain(m *testing.M) { os.Exit(jsontest.RunAgainstReference(m.Run)) }
