package jsonwire

// Every comparison with encoding/json in this package's tests goes through
// jsontest.Ref, which holds it to classic encoding/json on every build: on
// a classic build it compares with encoding/json directly; on a build whose
// encoding/json is built on encoding/json/v2 (Go 1.27's default) it
// compares with the toolchain where that gives classic's result, and with
// classic's result recorded in testdata/classic.txt where it does not
// (internal/jsontest/reference.go; `go generate` in the module root records
// them again). Each side of a comparison prints its result with the
// helpers below, the same way for both libraries, and the comparison's key
// names the call and its input: both must be the same on every build.
// Strings in keys and results are quoted in ASCII (%+q,
// strconv.QuoteToASCII): %q prints the characters that the toolchain's
// Unicode tables call printable as they are, and Go 1.27's tables know
// characters that Go 1.26's do not (U+2FFF, for one), so a key or a result
// quoted with %q can differ between the builds.

import (
	"encoding/json"
	"fmt"
	"io"
	"strconv"
	"strings"
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
// of the difference: the errors, and the bytes around the first one that
// differs.
func sameOutput(tb testing.TB, key string, std, ours func() ([]byte, error)) string {
	return jsontest.Ref.Check(tb, jsontest.Comparison{
		Key: key,
		Run: func(callStd bool) (string, string, string) {
			ob, oerr := ours()
			o := canonOutput(ob, oerr)
			if !callStd {
				return "", o, ""
			}
			sb, serr := std()
			s := canonOutput(sb, serr)
			if s == o {
				return s, o, ""
			}
			var d strings.Builder
			if se, oe := canonError(serr), canonError(oerr); se != oe {
				fmt.Fprintf(&d, "\terror differs:\n\tstd:  %s\n\tours: %s\n",
					strings.ReplaceAll(strings.TrimSuffix(se, "\n"), "\n", "\n\t      "),
					strings.ReplaceAll(strings.TrimSuffix(oe, "\n"), "\n", "\n\t      "))
			}
			d.WriteString(jsontest.DiffBytes(sb, ob))
			return s, o, d.String()
		},
	})
}

// recordedSeed is the seed of TestScanRandomized on a build whose
// encoding/json is not classic, and while recording, so that its
// comparisons are the recorded ones.
const recordedSeed = 0x5ca1_0001

// randomSeed returns the seed of a randomized test (see
// jsontest.RandomSeed).
func randomSeed(t *testing.T) uint64 { return jsontest.RandomSeed(t, recordedSeed) }
