package json_test

// What changes for a program that moves from Go 1.27's default
// encoding/json, which is built on encoding/json/v2, to zerojson, which
// keeps classic encoding/json's behaviour (README: "Moving from Go 1.27's
// encoding/json"). Each test runs on both kinds of build: zerojson must
// give classic's result, and this build's encoding/json must give classic's
// result on a classic build and the v2-based result, as measured on Go
// 1.27.4, on the default build of Go 1.27. A new Go release that changes
// one of them fails here.

import (
	"bytes"
	stdjson "encoding/json"
	"errors"
	"fmt"
	"io"
	"reflect"
	"strconv"
	"strings"
	"testing"
	"testing/iotest"

	"github.com/zerojson/json"
	"github.com/zerojson/json/internal/jsontest"
	"github.com/zerojson/json/internal/randtypes"
)

// v2Result prints an error and a value the way these tests compare them.
func v2Result(err error, v any) string {
	s := "<nil>"
	if err != nil {
		s = fmt.Sprintf("%q", err.Error())
		var ute *stdjson.UnmarshalTypeError
		var oute *json.UnmarshalTypeError
		var se *stdjson.SyntaxError
		var ose *json.SyntaxError
		switch {
		case errors.As(err, &ute):
			s += fmt.Sprintf(" UnmarshalTypeError Field=%q Offset=%d", ute.Field, ute.Offset)
		case errors.As(err, &oute):
			s += fmt.Sprintf(" UnmarshalTypeError Field=%q Offset=%d", oute.Field, oute.Offset)
		case errors.As(err, &se):
			s += fmt.Sprintf(" SyntaxError Offset=%d", se.Offset)
		case errors.As(err, &ose):
			s += fmt.Sprintf(" SyntaxError Offset=%d", ose.Offset)
		}
	}
	return fmt.Sprintf("err %s; v %s", s, jsontest.CanonValue(v, nil))
}

// checkV2Difference checks std (this build's encoding/json) and ours
// against classic's result and Go 1.27's v2-based one.
func checkV2Difference(t *testing.T, std, ours, classic, v2 string) {
	t.Helper()
	if ours != classic {
		t.Errorf("zerojson:\n\tgot  %s\n\twant %s (classic encoding/json)", ours, classic)
	}
	want, build := classic, "classic"
	if !jsontest.Classic {
		want, build = v2, "v2-based"
	}
	if std != want {
		t.Errorf("encoding/json (%s build):\n\tgot  %s\n\twant %s", build, std, want)
	}
}

// unmarshalBoth decodes in with both libraries into new values made by mk.
func unmarshalBoth(in string, mk func() any) (std, ours string) {
	vs, vo := mk(), mk()
	return v2Result(stdjson.Unmarshal([]byte(in), vs), vs), v2Result(json.Unmarshal([]byte(in), vo), vo)
}

// An error inside an array names the element as a path (".1") in the
// message and in Field with v2; classic leaves Field empty.
func TestV2DifferenceArrayElementInError(t *testing.T) {
	std, ours := unmarshalBoth(`[1,"x"]`, into[[]int])
	checkV2Difference(t, std, ours,
		`err "json: cannot unmarshal string into Go value of type int" UnmarshalTypeError Field="" Offset=6; v &[1 0]`,
		`err "json: cannot unmarshal string into .1 of type int" UnmarshalTypeError Field="1" Offset=6; v &[1 0]`)
}

// Syntax error texts: v2 drops "invalid character ..." from some of them.
func TestV2DifferenceDepthErrorText(t *testing.T) {
	std, ours := unmarshalBoth(strings.Repeat("[", 10001), into[any])
	checkV2Difference(t, std, ours,
		`err "invalid character '[' exceeded max depth" SyntaxError Offset=10001; v &nil`,
		`err "exceeded max depth" SyntaxError Offset=10001; v &nil`)
}

// A byte order mark: v2 names the rune and counts its three bytes.
func TestV2DifferenceByteOrderMark(t *testing.T) {
	std, ours := unmarshalBoth("\ufeff{}", into[any])
	checkV2Difference(t, std, ours,
		`err "invalid character 'ï' looking for beginning of value" SyntaxError Offset=1; v &nil`,
		`err "invalid character '\\ufeff' looking for beginning of value" SyntaxError Offset=3; v &nil`)
}

// A number too large for float64 inside an array of any: the offsets differ,
// and v2 stores 0 where classic leaves nil.
func TestV2DifferenceFloatOverflow(t *testing.T) {
	std, ours := unmarshalBoth(`[1e309]`, into[[]any])
	checkV2Difference(t, std, ours,
		`err "json: cannot unmarshal number 1e309 into Go value of type float64" UnmarshalTypeError Field="" Offset=7; v &[nil]`,
		`err "json: cannot unmarshal number 1e309 into .0 of type float64" UnmarshalTypeError Field="0" Offset=6; v &[float64(0x0)]`)
}

type v2Inner struct{ A int }
type v2unexported struct{ B int }
type v2Outer struct {
	v2Inner
	*v2unexported
}

// A field of a nil embedded pointer to an unexported struct: classic
// returns a plain error, v2 an UnmarshalTypeError.
func TestV2DifferenceEmbeddedUnexportedPointer(t *testing.T) {
	std, ours := unmarshalBoth(`{"B":1}`, into[v2Outer])
	checkV2Difference(t, std, ours,
		`err "json: cannot set embedded pointer to unexported struct: json_test.v2unexported"; v &{v2Inner:{A:0} v2unexported:nil}`,
		`err "json: cannot unmarshal number into Go struct field v2Outer.B of type json_test.v2Outer: cannot set embedded pointer to unexported struct type" UnmarshalTypeError Field="B" Offset=5; v &{v2Inner:{A:0} v2unexported:nil}`)
}

type v2Refuser struct{ N int }

func (r *v2Refuser) UnmarshalJSON(b []byte) error {
	if string(b) == "2" {
		return errors.New("refused")
	}
	r.N = 1
	return nil
}

// An UnmarshalJSON error stops classic decoding at once; v2 goes on with
// the rest of the object and returns the error at the end.
func TestV2DifferenceMethodErrorStops(t *testing.T) {
	std, ours := unmarshalBoth(`{"a":1,"b":2,"c":3}`, into[map[string]v2Refuser])
	checkV2Difference(t, std, ours,
		`err "refused"; v &map["a":{N:1}]`,
		`err "refused"; v &map["a":{N:1} "b":{N:0} "c":{N:1}]`)
}

type v2Key struct{ A, B string }

// A map whose key type is neither a string, an integer nor a
// TextUnmarshaler: classic refuses it even for an empty object.
func TestV2DifferenceUnsupportedMapKey(t *testing.T) {
	std, ours := unmarshalBoth(`{}`, into[map[v2Key]int])
	checkV2Difference(t, std, ours,
		`err "json: cannot unmarshal object into Go value of type map[json_test.v2Key]int" UnmarshalTypeError Field="" Offset=1; v &nil`,
		`err <nil>; v &map[]`)
}

// A string that is not a number decoded into a Number field.
func TestV2DifferenceInvalidNumber(t *testing.T) {
	vs, vo := new(struct{ N stdjson.Number }), new(struct{ N json.Number })
	std := v2Result(stdjson.Unmarshal([]byte(`{"N":"x"}`), vs), vs)
	ours := v2Result(json.Unmarshal([]byte(`{"N":"x"}`), vo), vo)
	checkV2Difference(t, std, ours,
		`err "json: invalid number literal, trying to unmarshal \"\\\"x\\\"\" into Number"; v &{N:""}`,
		`err "json: cannot unmarshal string \"x\" into Go value of type json.Number: invalid syntax" UnmarshalTypeError Field="" Offset=0; v &{N:""}`)
}

// A ,string field whose string does not hold a number.
func TestV2DifferenceStringOption(t *testing.T) {
	std, ours := unmarshalBoth(`{"I":"x"}`, into[struct {
		I int `json:",string"`
	}])
	checkV2Difference(t, std, ours,
		`err "json: invalid use of ,string struct tag, trying to unmarshal \"x\" into int"; v &{I:0}`,
		`err "json: cannot unmarshal number x into Go struct field .I of type int" UnmarshalTypeError Field="I" Offset=8; v &{I:0}`)
}

// Invalid UTF-8 in a string being encoded: classic writes the escape
// \ufffd, v2 the replacement character's own bytes.
func TestV2DifferenceInvalidUTF8Output(t *testing.T) {
	bs, errS := stdjson.Marshal("a\xffb")
	bo, errO := json.Marshal("a\xffb")
	checkV2Difference(t, fmt.Sprintf("%+q %v", bs, errS), fmt.Sprintf("%+q %v", bo, errO),
		`"\"a\\ufffdb\"" <nil>`,
		`"\"a\ufffdb\"" <nil>`)
}

// MarshalJSON output nested 10000 deep inside an array: classic limits the
// depth of each method's output to 10000 levels, v2 the depth of the whole
// document.
func TestV2DifferenceDeepMarshalerOutput(t *testing.T) {
	raw := strings.Repeat("[", 10000) + strings.Repeat("]", 10000)
	bs, errS := stdjson.Marshal([]any{stdjson.RawMessage(raw)})
	bo, errO := json.Marshal([]any{json.RawMessage(raw)})
	checkV2Difference(t, fmt.Sprintf("%d bytes, %v", len(bs), errS), fmt.Sprintf("%d bytes, %v", len(bo), errO),
		`20002 bytes, <nil>`,
		`0 bytes, json: error calling MarshalJSON for type *jsontext.Value: exceeded max depth`)
}

// checkSharedV2Difference checks a difference that zerojson shares with
// this build's encoding/json, because it comes from encoding/json's own
// types: both give classic's result on a classic build and the v2-based
// one on Go 1.27's default build.
func checkSharedV2Difference(t *testing.T, std, ours, classic, v2 string) {
	t.Helper()
	want, build := classic, "classic"
	if !jsontest.Classic {
		want, build = v2, "v2-based"
	}
	if std != want || ours != want {
		t.Errorf("%s build:\n\tencoding/json %s\n\tzerojson      %s\n\twant          %s", build, std, ours, want)
	}
}

// UnmarshalTypeError is encoding/json's own type in zerojson too, so it
// has the field Err where encoding/json's has it: in the v2-based build
// only. zerojson leaves it nil.
func TestV2DifferenceUnmarshalTypeErrorErrField(t *testing.T) {
	_, hasS := reflect.TypeFor[stdjson.UnmarshalTypeError]().FieldByName("Err")
	_, hasO := reflect.TypeFor[json.UnmarshalTypeError]().FieldByName("Err")
	checkSharedV2Difference(t, fmt.Sprint(hasS), fmt.Sprint(hasO), "false", "true")
}

// The Error text of an UnmarshalTypeError is that of encoding/json's
// type, whose v2-based build leaves out "Go struct field " when the last
// part of Field is a number, taking it for an array index: for a member
// named "0", zerojson, which fills in classic's fields, has v2's text on
// Go 1.27's default build.
func TestV2DifferenceUnmarshalTypeErrorNumberField(t *testing.T) {
	type numbered struct {
		N int `json:"0"`
	}
	text := func(err error) string {
		if err == nil {
			return "<nil>"
		}
		return err.Error()
	}
	var s, o numbered
	std := text(stdjson.Unmarshal([]byte(`{"0":"x"}`), &s))
	ours := text(json.Unmarshal([]byte(`{"0":"x"}`), &o))
	checkSharedV2Difference(t, std, ours,
		"json: cannot unmarshal string into Go struct field numbered.0 of type int",
		"json: cannot unmarshal string into numbered.0 of type int")
}

// RawMessage is encoding/json's own type in zerojson too, and the v2-based
// build declares it as an alias of jsontext.Value: an error that names the
// type names it jsontext.Value there, from either library.
func TestV2DifferenceRawMessageName(t *testing.T) {
	text := func(err error) string {
		if err == nil {
			return "<nil>"
		}
		return err.Error()
	}
	_, errS := stdjson.Marshal(stdjson.RawMessage(`{`))
	_, errO := json.Marshal(json.RawMessage(`{`))
	const format = "json: error calling MarshalJSON for type %s: unexpected end of JSON input"
	// v2 names the pointer it calls the method through; classic, and
	// zerojson, the type.
	std, ours := fmt.Sprintf(format, "json.RawMessage"), fmt.Sprintf(format, "json.RawMessage")
	if !jsontest.Classic {
		std, ours = fmt.Sprintf(format, "*jsontext.Value"), fmt.Sprintf(format, "jsontext.Value")
	}
	if text(errS) != std || text(errO) != ours {
		t.Errorf("encoding/json %s, want %s\nzerojson      %s, want %s", text(errS), std, text(errO), ours)
	}
}

// A destination that refers to itself: classic decodes into it; v2
// overflows the stack, which kills the program (so it is not run here on
// a v2-based build).
func TestV2DifferenceCyclicDestination(t *testing.T) {
	mk := func() any {
		var x any
		x = &x
		return &x
	}
	ours := v2Result(json.Unmarshal([]byte(`{"a":1}`), mk()), nil)
	std := "stack overflow"
	if jsontest.Classic {
		std = v2Result(stdjson.Unmarshal([]byte(`{"a":1}`), mk()), nil)
	}
	checkV2Difference(t, std, ours, `err <nil>; v <invalid>`, "stack overflow")
}

// Through a defined pointer type (type P *T), which has no methods of its
// own, classic looks for no UnmarshalJSON at all and decodes T by its kind,
// even where *T has the method (here promoted from an embedded time.Time);
// v2 calls *T's method.
func TestV2DifferenceDefinedPointerMethods(t *testing.T) {
	std, ours := unmarshalBoth(`"2020-01-01T00:00:00Z"`, into[randtypes.PTimeEmbed])
	checkV2Difference(t, std, ours,
		`err "json: cannot unmarshal string into Go value of type randtypes.TimeEmbed" UnmarshalTypeError Field="" Offset=22; v &&{Time:Time(-62135596800.000000000 Location("UTC" 0)) N:0}`,
		`err <nil>; v &&{Time:Time(1577836800.000000000 Location("UTC" 0)) N:0}`)
}

// A map whose key type is a defined pointer type (type P *T) is no
// TextMarshaler even if *T is one: classic refuses to encode it (even
// empty); v2 encodes it.
func TestV2DifferenceDefinedPointerMapKey(t *testing.T) {
	v := map[randtypes.PTextInt]int{}
	b, err := stdjson.Marshal(v)
	std := v2Result(err, string(b))
	b, err = json.Marshal(v)
	ours := v2Result(err, string(b))
	checkV2Difference(t, std, ours,
		`err "json: unsupported type: map[randtypes.PTextInt]int"; v ""`,
		`err <nil>; v "{}"`)
}

// Decoders read ahead differently: reading a byte at a time, classic's
// Decoder has read the space after a string when Decode returns it, and
// Buffered holds it; v2's has not read it.
func TestV2DifferenceDecoderBuffered(t *testing.T) {
	const in = `"a" ""`
	buffered := func(dec interface {
		Decode(any) error
		Buffered() io.Reader
	}) string {
		var s string
		err := dec.Decode(&s)
		rest, _ := io.ReadAll(dec.Buffered())
		return fmt.Sprintf("err %v; v %q; buffered %q", err, s, rest)
	}
	std := buffered(stdjson.NewDecoder(iotest.OneByteReader(strings.NewReader(in))))
	ours := buffered(json.NewDecoder(iotest.OneByteReader(strings.NewReader(in))))
	checkV2Difference(t, std, ours, `err <nil>; v "a"; buffered " "`, `err <nil>; v "a"; buffered ""`)
}

// A field whose type is a struct written out that embeds a type with a
// pointer UnmarshalText: classic takes the address of a field to call its
// pointer methods only for named types, and decodes the struct by its
// kind; v2 calls the promoted method (see TestUnmarshalWireUnnamedFields).
func TestV2DifferenceUnnamedFieldPointerMethods(t *testing.T) {
	type holder struct{ T struct{ PtrTextIn } }
	std, ours := unmarshalBoth(`{"T":"x"}`, into[holder])
	checkV2Difference(t, std, ours,
		`err "json: cannot unmarshal string into Go struct field holder.T of type struct { json_test.PtrTextIn }" UnmarshalTypeError Field="T" Offset=8; v &{T:{PtrTextIn:{S:""}}}`,
		`err <nil>; v &{T:{PtrTextIn:{S:"text x"}}}`)
}

// TestV2DifferencesClassified runs the JSONTestSuite's documents through
// this build's encoding/json (decoding into several types, Valid, Compact,
// Indent, and encoding them as strings) and through classic encoding/json,
// which on a v2-based build runs in the classic helper, and holds every
// difference between the two to the kinds that jsontest.ClassifyV2 knows
// (the items of the README's section on Go 1.27): a difference of another
// kind, in a new Go release, needs an item there and a test above. On a
// classic build the two are one.
func TestV2DifferencesClassified(t *testing.T) {
	jsontest.SingleGoroutine(t)
	targets := []struct {
		name string
		new  func() any
	}{
		{"any", into[any]}, {"[]any", into[[]any]}, {"map[string]any", into[map[string]any]},
		{"[]int", into[[]int]}, {"string", into[string]}, {"float64", into[float64]},
		{"struct", into[struct {
			A int
			B string
			C []float64
		}]},
	}
	counts := make(map[string]int)
	compare := func(c suiteCase, what string, std func() string) {
		classic, this, ok := jsontest.Ref.Classic(t, "v2 difference: "+what+" "+strconv.QuoteToASCII(string(c.in)), std)
		if !ok || classic == this {
			return
		}
		class := jsontest.ClassifyV2(classic, this)
		if class == "" {
			t.Errorf("%s: %s: a difference of an unknown kind:\n\tclassic:          %q\n\tthis build's:     %q", c.name, what, classic, this)
			return
		}
		counts[class]++
	}
	for _, c := range loadSuite(t) {
		for _, tg := range targets {
			compare(c, "Unmarshal into "+tg.name, func() string {
				v := tg.new()
				err := stdjson.Unmarshal(c.in, v)
				return jsontest.CanonDecode(err, false, v, nil)
			})
		}
		compare(c, "Valid", func() string { return "out: " + strconv.FormatBool(stdjson.Valid(c.in)) + "\n" })
		compare(c, "Compact", func() string {
			var b bytes.Buffer
			err := stdjson.Compact(&b, c.in)
			return jsontest.CanonError(err) + "out: " + strconv.QuoteToASCII(b.String()) + "\n"
		})
		compare(c, "Indent", func() string {
			var b bytes.Buffer
			err := stdjson.Indent(&b, c.in, "> ", "\t")
			return jsontest.CanonError(err) + "out: " + strconv.QuoteToASCII(b.String()) + "\n"
		})
		compare(c, "Marshal as a string", func() string {
			b, err := stdjson.Marshal(string(c.in))
			return jsontest.CanonError(err) + "out: " + strconv.QuoteToASCII(string(b)) + "\n"
		})
	}
	for _, class := range jsontest.SortedKeys(counts) {
		t.Logf("%5d differences from classic: %s", counts[class], class)
	}
}
