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
	"github.com/zerojson/json/jsonimpl"
	"github.com/zerojson/json/wire"
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

// dGen is read by a function such as jsongen writes (readDGen), which
// hands its members with methods to jsonimpl.ReadText and ReadJSON, and
// the others to the reflective decoders (Field.Read). encoding/json, which
// does not know it, decodes it by reflection.
type dGen struct {
	A    int `json:"a"`
	J    dJSON
	Deep dDeep `json:"deep"`
	Arr  [2]dText
	When time.Time `json:"when"`
	T    dText     `json:"t"`
	Last string    `json:"last"`
}

var (
	dGenType  = reflect.TypeFor[dGen]()
	dGenNames = wire.NewNames("a", "J", "deep", "Arr", "when", "t", "last")
	dGenJ     = jsonimpl.FieldOf[dJSON]()
	dGenDeep  = jsonimpl.FieldOf[dDeep]()
	dGenArr   = jsonimpl.FieldOf[[2]dText]()
	dGenWhen  = jsonimpl.FieldOf[time.Time]()
	dGenT     = jsonimpl.FieldOf[dText]()
)

func init() { jsonimpl.Register(nil, readDGen) }

func readDGen(r *wire.Reader, x *dGen) error {
	if ok, err := jsonimpl.ReadObject(r, dGenType); !ok {
		return err
	}
	for i, name, ok := r.FirstMember(dGenNames); ok; i, name, ok = r.NextMemberIn(dGenNames, i+1) {
		var err error
		switch i {
		case 0:
			err = jsonimpl.ReadInt(r, &x.A, dGenType, "a")
		case 1:
			err = jsonimpl.ReadJSON(r, &x.J, dGenJ, dGenType, "J")
		case 2:
			err = dGenDeep.Read(r, &x.Deep, dGenType, "deep")
		case 3:
			err = dGenArr.Read(r, &x.Arr, dGenType, "Arr")
		case 4:
			err = jsonimpl.ReadTime(r, &x.When, dGenWhen, dGenType, "when")
		case 5:
			err = jsonimpl.ReadText(r, &x.T, dGenT, dGenType, "t")
		case 6:
			err = jsonimpl.ReadString(r, &x.Last, dGenType, "last")
		default:
			err = jsonimpl.ReadUnknown(r, name)
		}
		if err != nil {
			return err
		}
	}
	return nil
}

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
	// Into dDoc and dGen, fresh (deferred calls) and filled (calls made
	// once the input is validated).
	check := func(in []byte) {
		t.Helper()
		for _, newDoc := range []func() any{
			func() any { return new(dDoc) },
			func() any { return &dDoc{Last: "before"} },
			func() any { return new(dGen) },
			func() any { return &dGen{Last: "before"} },
		} {
			ours, std := newDoc(), newDoc()
			run := func(unmarshal func([]byte, any) error, v any) string {
				dCalls, dRoot = nil, reflect.ValueOf(v).Pointer()
				err := unmarshal(in, v)
				return strings.Join(dCalls, " ") + "\n" + jsontest.CanonDecode(err, false, v, nil)
			}
			key := ""
			if jsontest.Ref.Keyed() {
				key = fmt.Sprintf("deferred %+q into %T %s", in, std, jsontest.CanonValue(std, nil))
			}
			if d := jsontest.Ref.Check(t, jsontest.Comparison{
				Key:  key,
				Std:  func() string { return run(stdjson.Unmarshal, std) },
				Ours: func() string { return run(json.Unmarshal, ours) },
			}); d != "" {
				t.Fatalf("Unmarshal(%s) into %T %+v:\n%s", jsontest.Quote(in), std, newDoc(), d)
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
		jsontest.Breaks([]byte(doc), replacements, 1, check)
	}
}
