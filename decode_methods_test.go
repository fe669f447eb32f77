package json_test

import (
	stdjson "encoding/json"
	"errors"
	"sync/atomic"
	"testing"

	"github.com/zerojson/json"
	"github.com/zerojson/json/internal/jsontest"
)

// The single pass validates the rest of the input, from the value a
// method is to be handed, when the levels open there are all objects of
// struct decoders, and the whole input otherwise (decodeState.mustBeValid).
// These tests break a document with methods at several depths, behind
// structs, slices and maps, in every place, and hold the result to
// encoding/json's, and the methods to never seeing any part of a malformed
// input.

// mCalls counts the calls of the methods below.
var mCalls atomic.Int64

// mLen records the length of what its UnmarshalJSON is handed; "fail"
// fails.
type mLen int

func (m *mLen) UnmarshalJSON(b []byte) error {
	mCalls.Add(1)
	if string(b) == `"fail"` {
		return errors.New("mLen: fail")
	}
	*m = mLen(len(b))
	return nil
}

// mText records the text its UnmarshalText is handed; "fail" fails.
type mText string

func (m *mText) UnmarshalText(b []byte) error {
	mCalls.Add(1)
	if string(b) == "fail" {
		return errors.New("mText: fail")
	}
	*m = mText(b)
	return nil
}

type mInner struct {
	N    int    `json:"n"`
	IP   mLen   `json:"ip"`
	Name string `json:"name"`
	Deep struct {
		Level mText  `json:"level"`
		S     string `json:"s"`
	} `json:"deep"`
	After []int `json:"after"`
}

type mDoc struct {
	A     int               `json:"a"`
	In    mInner            `json:"in"`
	Ptr   *mInner           `json:"ptr"`
	List  []mInner          `json:"list"`
	ByKey map[string]mInner `json:"byKey"`
	Tail  mLen              `json:"tail"`
	Last  string            `json:"last"`
}

const mDocument = `{"a":1,"in":{"n":2,"ip":"10.0.0.1","name":"x","deep":{"level":"warn","s":"y"},"after":[1,2]},` +
	`"ptr":{"ip":[1,{"x":null}],"deep":{"level":"info"}},"list":[{"ip":3,"deep":{"level":"a"}},{"ip":"fail"}],` +
	`"byKey":{"k":{"ip":true,"deep":{"level":"e"}}},"tail":{"t":[]},"last":"end"}`

func TestUnmarshalMethodsRestValidated(t *testing.T) {
	replacements := []byte{'x', '"', ']', '}', ',', ':', '\\', '0', ' ', '[', '{', 0}
	check := func(in []byte) {
		t.Helper()
		mCalls.Store(0)
		err := json.Unmarshal(in, new(mDoc))
		var se *json.SyntaxError
		if errors.As(err, &se) && mCalls.Load() != 0 {
			t.Fatalf("Unmarshal(%s) = %v after %d method calls, want none", jsontest.Quote(in), err, mCalls.Load())
		}
		if d := checkDecode(t, in, new(mDoc), new(mDoc), decodeOptions{}, false); d != "" {
			t.Fatalf("Unmarshal(%s):\n%s", jsontest.Quote(in), d)
		}
	}
	// The first document fails in the second element of "list"; in the
	// others the methods' values end their objects, where a bracket of
	// the wrong kind is the only error after them.
	for _, doc := range []string{
		mDocument,
		`{"a":1,"in":{"n":2,"ip":"x"},"tail":3}`,
		`{"in":{"deep":{"level":"w"}},"last":"z"}`,
	} {
		check([]byte(doc))
		jsontest.Breaks([]byte(doc), replacements, 1, check)
	}
}

// TestUnmarshalMethodsNoCallsClassic: encoding/json itself never calls a
// method with part of a malformed input, wherever the error is.
func TestUnmarshalMethodsNoCallsClassic(t *testing.T) {
	if !jsontest.Classic {
		t.Skip("a property of classic encoding/json, the reference")
	}
	for _, in := range []string{
		`{"in":{"ip":1},"last":}`,
		`{"in":{"deep":{"level":"w"}},"last":"z"]`,
		`{"list":[{"ip":1}],"last":"z",}`,
		`{"in":{"ip":1,"after":[1,]}}`,
	} {
		for _, unmarshal := range []func([]byte, any) error{stdjson.Unmarshal, json.Unmarshal} {
			mCalls.Store(0)
			if err := unmarshal([]byte(in), new(mDoc)); err == nil || mCalls.Load() != 0 {
				t.Errorf("Unmarshal(%s) = %v after %d method calls, want a syntax error and none", in, err, mCalls.Load())
			}
		}
	}
}
