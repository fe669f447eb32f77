package json_test

import (
	stdjson "encoding/json"
	"errors"
	"fmt"
	"reflect"
	"strings"
	"testing"
	"time"
	"unsafe"

	"github.com/zerojson/json"
	"github.com/zerojson/json/internal/jsontest"
)

// The single pass calls the methods of values in the destination's own
// memory once it has read the whole input (decode_deferred.go). These tests
// hold each call, its receiver, what it is handed and its order, and what
// a failing call leaves, to encoding/json's: documents with methods at
// every depth of inline structs and arrays, each method failing in turn,
// with type errors and duplicate members before and after it, and every
// document broken in every place.

// dCalls logs the calls of the methods below, each as the receiver's offset
// in the destination that starts at dRoot and what the method was handed,
// while dRoot is set (FuzzUnmarshalVsStd decodes into dDoc too).
var (
	dCalls []string
	dRoot  uintptr
)

func dLog(recv unsafe.Pointer, what string, b []byte) {
	if dRoot != 0 {
		dCalls = append(dCalls, fmt.Sprintf("%s@%d(%s)", what, uintptr(recv)-dRoot, b))
	}
}

// dJSON stores the length of what its UnmarshalJSON is handed; "fail"
// fails, "type" fails with an UnmarshalTypeError.
type dJSON int

func (m *dJSON) UnmarshalJSON(b []byte) error {
	dLog(unsafe.Pointer(m), "json", b)
	switch string(b) {
	case `"fail"`:
		*m = -1 // what a method leaves when it fails is kept
		return errors.New("dJSON: fail")
	case `"type"`:
		return &json.UnmarshalTypeError{Value: "type", Type: reflect.TypeFor[dJSON](), Offset: 7}
	}
	*m = dJSON(len(b))
	return nil
}

// dText stores the text its UnmarshalText is handed; "fail" fails.
type dText string

func (m *dText) UnmarshalText(b []byte) error {
	dLog(unsafe.Pointer(m), "text", b)
	if string(b) == "fail" {
		*m = "failed"
		return errors.New("dText: fail")
	}
	*m = dText(b)
	return nil
}

type dDeep struct {
	Level dText `json:"level"`
	S     string
	N     []int `json:"n"`
}

type dEmbed struct {
	E dJSON `json:"e"`
}

type dDoc struct {
	A    int `json:"a"`
	J    dJSON
	Deep dDeep `json:"deep"`
	Arr  [2]dText
	dEmbed
	M    map[string]int `json:"m"`
	P    *int           `json:"p"`
	Any  any            `json:"any"`
	When time.Time      `json:"when"`
	T    dText          `json:"t"`
	Last string         `json:"last"`
}

// dDocument has a value for every method, and members of every other kind
// between them.
const dDocument = `{"a":1,"J":"ab","deep":{"level":"warn","S":"x","n":[1,2]},"Arr":["p","q"],"e":{"k":[true]},` +
	`"m":{"x":1},"p":2,"any":{"y":[1]},"when":"2024-05-02T13:07:41Z","t":"c\u0041t","last":"end"}`

func TestUnmarshalDeferredCalls(t *testing.T) {
	var docs []string
	// Each method's value failing in turn, each with what comes before
	// and after it, in the document and with members repeated after it.
	for _, v := range []string{`"ab"`, `"warn"`, `"p"`, `"q"`, `{"k":[true]}`, `"c\u0041t"`} {
		for _, bad := range []string{`"fail"`, `"type"`, `"f\u0061il"`} {
			doc := strings.Replace(dDocument, v, bad, 1)
			docs = append(docs, doc,
				strings.TrimSuffix(doc, "}")+`,"a":9,"deep":{"n":[3],"level":"x"},"m":{"z":3},"p":4,"J":"again","when":"bogus","Arr":[1]}`)
		}
	}
	docs = append(docs,
		dDocument,
		// The same receiver twice, the second call failing.
		`{"t":"one","a":1,"t":"fail","a":2}`,
		`{"J":1,"J":"fail","deep":{"level":"fail"}}`,
		// Type errors before and after a failing call, and a value that
		// is not text for UnmarshalText (a type error, no call).
		`{"a":"x","J":"fail","a":true}`,
		`{"t":1,"a":[],"Arr":["fail"],"a":{}}`,
		`{"t":{},"J":2,"last":3}`,
		// null: UnmarshalJSON is handed it, UnmarshalText is not called.
		`{"J":null,"t":null,"Arr":[null,"fail"]}`,
		// A time that fails after the calls noted, and before them.
		`{"J":3,"t":"ok","when":"2024","last":"x"}`,
		`{"J":3,"t":"fail","when":"2024","last":"x"}`,
		`{"when":"2024","J":"fail"}`,
		// Trailing whitespace and an object that is the whole input.
		" {\"e\":\"fail\"} \n",
		`{}`,
	)
	check := func(in []byte) {
		t.Helper()
		for _, prefill := range []bool{false, true} {
			newDoc := func() *dDoc {
				d := new(dDoc)
				if prefill {
					d.Last = "before"
				}
				return d
			}
			ours, std := newDoc(), newDoc()
			run := func(unmarshal func([]byte, any) error, v *dDoc) string {
				dCalls, dRoot = nil, uintptr(unsafe.Pointer(v))
				err := unmarshal(in, v)
				return strings.Join(dCalls, " ") + "\n" + jsontest.CanonDecode(err, false, v, nil)
			}
			key := ""
			if jsontest.Ref.Keyed() {
				key = fmt.Sprintf("deferred %+q prefilled %v", in, prefill)
			}
			if d := jsontest.Ref.Check(t, jsontest.Comparison{
				Key:  key,
				Std:  func() string { return run(stdjson.Unmarshal, std) },
				Ours: func() string { return run(json.Unmarshal, ours) },
			}); d != "" {
				t.Fatalf("Unmarshal(%s) prefilled %v:\n%s", jsontest.Quote(in), prefill, d)
			}
		}
	}
	defer func() { dRoot = 0 }()
	for _, doc := range docs {
		check([]byte(doc))
	}
	// Every document broken in every place: no call at all before the
	// syntax error, whose destination is left as it was.
	replacements := []byte{'x', '"', ']', '}', ',', ':', '\\', '0', ' ', '{', 0}
	for _, doc := range docs[:3] {
		broken := []byte(doc)
		for i := range doc {
			check(broken[:i])
			for _, c := range replacements {
				if c != doc[i] {
					broken[i] = c
					check(broken)
				}
			}
			broken[i] = doc[i]
		}
	}
}
