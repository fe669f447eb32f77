package jsonwire

// Every comparison with encoding/json in this package's tests goes through
// jsontest.Ref, which holds it to classic encoding/json on every build: on
// a classic build it compares with encoding/json directly; on a build whose
// encoding/json is built on encoding/json/v2 (Go 1.27's default) it
// compares with the classic helper, this package's tests built with
// classic encoding/json and run next to them (internal/jsontest). Each
// side of a comparison prints its result with the helpers below, the same
// way for both libraries, and the comparison's key names the call and its
// input: both must be the same on every build. Strings in keys and results
// are quoted in ASCII (%+q, strconv.QuoteToASCII): %q prints the
// characters that the toolchain's Unicode tables call printable as they
// are, and Go 1.27's tables know characters that Go 1.26's do not (U+2FFF,
// for one), so a key or a result quoted with %q can differ between the
// builds.

import (
	"encoding/json"
	"fmt"
	"io"
	"strconv"
	"testing"

	"github.com/zerojson/json/internal/jsontest"
)

// canonError prints err, ours or encoding/json's, as jsontest.CanonError
// prints encoding/json's errors: the message, then the chain of error
// types: a *json.SyntaxError with its message and offset, and io.EOF and
// io.ErrUnexpectedEOF, which both libraries return as they are, by
// identity rather than by message.
func canonError(err error) string {
	if e, ok := err.(*json.SyntaxError); ok {
		return canonSyntaxError(e.Error(), e.Offset)
	}
	switch err {
	case io.EOF:
		return "err: \"EOF\"\nchain: io.EOF\n"
	case io.ErrUnexpectedEOF:
		return "err: \"unexpected EOF\"\nchain: io.ErrUnexpectedEOF\n"
	}
	return jsontest.CanonError(err)
}

func canonSyntaxError(msg string, offset int64) string {
	return fmt.Sprintf("err: %+q\nchain: *json.SyntaxError{Offset=%d}\n", msg, offset)
}

// canonOutput prints what a call wrote and the error it returned.
func canonOutput(out []byte, err error) string {
	return canonError(err) + "out: " + strconv.QuoteToASCII(string(out)) + "\n"
}

// canonBool prints a call's boolean result.
func canonBool(b bool) string { return "out: " + strconv.FormatBool(b) + "\n" }

// sameOutput compares the bytes written and the error returned by ours
// with encoding/json's equivalent call, std, through the reference. key
// names the call and its input in full. It returns "" or a description
// of the difference.
func sameOutput(tb testing.TB, key string, std, ours func() ([]byte, error)) string {
	return jsontest.Ref.Same(tb, key,
		func() string { return canonOutput(std()) },
		func() string { return canonOutput(ours()) })
}

// randomSeed returns the seed of a randomized test (see
// jsontest.RandomSeed).
func randomSeed(t *testing.T) uint64 { return jsontest.RandomSeed(t) }
