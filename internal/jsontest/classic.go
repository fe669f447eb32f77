package jsontest

import (
	"encoding/json"
	"os"
	"reflect"
	"strings"
	"testing"
)

// Classic reports whether this build's encoding/json is classic
// encoding/json, the one zerojson is held to (Go 1.26; Go 1.27 with
// GOEXPERIMENT=nojsonv2). It asks the package itself rather than the
// goexperiment build tags, which a release that makes encoding/json/v2
// permanent would drop: an encoding/json built on encoding/json/v2
// declares RawMessage as an alias of jsontext.Value.
var Classic = reflect.TypeFor[json.RawMessage]().PkgPath() == "encoding/json"

// Race reports whether the tests run under the race detector, whose
// instrumentation allocates (so allocation tests skip) and slows the
// longest tests down (so they do less). In the classic helper, which is
// built without the race detector, it is the test binary's that started
// it: the helper must take the same paths through the tests.
var Race = raceBuild || helperRace

// SingleGoroutine skips a test under the race detector: one goroutine's
// computation over many inputs, which the plain run checks in full and in
// which the detector has nothing to find, but which it slows down about
// six times (such tests took 110 of the 148 s of internal/jsonwire's race
// run and 67 of the 94 s of package json's, on a 2.45 GHz AMD EPYC).
func SingleGoroutine(t testing.TB) {
	t.Helper()
	if Race {
		t.Skip("one goroutine's computation, checked in full by the run without the race detector")
	}
}

// helperEnv is the environment variable that makes a test binary the
// classic helper of the test binary that started it (see helper.go): its
// value is the helper's role, "stream" or "serve", and ",race" when its
// parent runs under the race detector.
const helperEnv = "ZEROJSON_CLASSIC_HELPER"

// helperRole is this process's role as a classic helper, or "" when it is
// not one.
var helperRole, helperRace = strings.CutSuffix(os.Getenv(helperEnv), ",race")

// InHelper reports whether this process is the classic helper of another
// test binary. A test that writes files skips in it, so that the two
// processes do not write the same file at once.
func InHelper() bool { return helperRole != "" }
