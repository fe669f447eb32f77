package stderror_test

import (
	"bytes"
	stdjson "encoding/json"
	"errors"
	"reflect"
	"strconv"
	"strings"
	"testing"

	"github.com/zerojson/json/internal/jsontest"
	"github.com/zerojson/json/internal/stderror"
)

// scannerStates are inputs after which encoding/json's scanner is in each
// of its states, nested in other values unlike the ones the package
// itself uses, each with the context of its messages.
var scannerStates = []struct{ prefix, context string }{
	{`[{"a":[`, "looking for beginning of value"},
	{`{"a":{"b":1,`, "looking for beginning of object key string"},
	{`[{`, "looking for beginning of object key string"},
	{`[[{"a"`, "after object key"},
	{`{"a":[true,{"b":null`, "after object key:value pair"},
	{`{"a":[[1],2`, "after array element"},
	{` {"a":[]} `, "after top-level value"},
	{`[1,"ab`, "in string literal"},
	{`{"\`, "in string escape code"},
	{`["\u1`, `in \u hexadecimal character escape`},
	{`["\u12`, `in \u hexadecimal character escape`},
	{`[-`, "in numeric literal"},
	{`[12.`, "after decimal point in numeric literal"},
	{`{"a":1e`, "in exponent of numeric literal"},
	{`{"a":1E-`, "in exponent of numeric literal"},
	{`[t`, "in literal true (expecting 'r')"},
	{`[tr`, "in literal true (expecting 'u')"},
	{`[tru`, "in literal true (expecting 'e')"},
	{`[f`, "in literal false (expecting 'a')"},
	{`[fa`, "in literal false (expecting 'l')"},
	{`[fal`, "in literal false (expecting 's')"},
	{`[fals`, "in literal false (expecting 'e')"},
	{`[n`, "in literal null (expecting 'u')"},
	{`[nu`, "in literal null (expecting 'l')"},
	{`[nul`, "in literal null (expecting 'l')"},
	{`[[`, "exceeded max depth"},
}

// syntaxMessages returns every message encoding/json's scanner gives for
// the byte after each of scannerStates: on a classic build the ones it
// gives for real, on a v2-based build (whose own messages differ) the
// classic messages composed from the context.
func syntaxMessages() []string {
	msgs := []string{"unexpected end of JSON input"}
	for _, s := range scannerStates {
		prefix := s.prefix
		if s.context == "exceeded max depth" {
			prefix = strings.Repeat("[", 10000)
		}
		for c := range 256 {
			msg := "invalid character " + strconv.QuoteRune(rune(c)) + " " + s.context
			if jsontest.Classic {
				err := stdjson.Compact(new(bytes.Buffer), []byte(prefix+string([]byte{byte(c)})))
				if err == nil || err.Error() != msg {
					continue // c may come there, or another state reports it
				}
			}
			msgs = append(msgs, msg)
		}
	}
	return msgs
}

// Every message the scanner gives comes back with its text and the offset
// asked for, as encoding/json's own type.
func TestSyntax(t *testing.T) {
	msgs := syntaxMessages()
	if len(msgs) < 1000 {
		t.Fatalf("only %d messages: the scanner states are wrong", len(msgs))
	}
	for i, msg := range msgs {
		e := stderror.Syntax(msg, int64(i))
		if e.Error() != msg || e.Offset != int64(i) {
			t.Errorf("Syntax(%q, %d) = %q at %d", msg, i, e.Error(), e.Offset)
		}
	}
}

// The Decoder's messages about tokens out of order come back too.
func TestSyntaxTokens(t *testing.T) {
	msgs := []string{
		"expected comma after array element",
		"expected colon after object key",
		"not at beginning of value",
		"invalid character '1'", // Token after '{' names no context
		"invalid character '\\x00'",
	}
	for _, msg := range msgs {
		if e := stderror.Syntax(msg, 3); e.Error() != msg || e.Offset != 3 {
			t.Errorf("Syntax(%q, 3) = %q at %d", msg, e.Error(), e.Offset)
		}
	}
}

// A message encoding/json cannot make still gives its type.
func TestSyntaxUnknown(t *testing.T) {
	const msg = "not a message of encoding/json's"
	e := stderror.Syntax(msg, 5)
	if e == nil || e.Offset != 5 || e.Error() == "" {
		t.Fatalf("Syntax(%q, 5) = %#v", msg, e)
	}
	if !jsontest.Classic && e.Error() != msg {
		t.Errorf("v2-based build: Syntax(%q, 5) = %q; every text can be had there", msg, e.Error())
	}
}

// Each call returns a new error, allocating only it once the template is
// made.
func TestSyntaxAllocs(t *testing.T) {
	const msg = "invalid character 'x' looking for beginning of value"
	a, b := stderror.Syntax(msg, 1), stderror.Syntax(msg, 2)
	if a == b || a.Offset != 1 {
		t.Fatalf("Syntax returned %p and %p, offset %d", a, b, a.Offset)
	}
	if n := testing.AllocsPerRun(100, func() { stderror.Syntax(msg, 7) }); n != 1 {
		t.Errorf("Syntax allocates %v times, want 1", n)
	}
}

type textFails struct{}

func (textFails) MarshalText() ([]byte, error) { return nil, errBoom }

type jsonFails struct{}

func (jsonFails) MarshalJSON() ([]byte, error) { return nil, errBoom }

var errBoom = errors.New("boom")

// A MarshalerError is the one encoding/json returns for the same failure:
// equal field by field, unexported ones included, and so in its text. (The
// v2-based build names the pointer type where classic names the type.)
func TestMarshaler(t *testing.T) {
	for _, c := range []struct {
		v      any
		method string
	}{
		{textFails{}, stderror.MarshalText},
		{jsonFails{}, stderror.MarshalJSON},
	} {
		_, err := stdjson.Marshal(c.v)
		want, ok := err.(*stdjson.MarshalerError)
		if !ok {
			t.Fatalf("%s: encoding/json returned %#v", c.method, err)
		}
		got := stderror.Marshaler(reflect.TypeOf(c.v), errBoom, c.method)
		if w := *want; !jsontest.Classic {
			w.Type = got.Type
			want = &w
		}
		if !reflect.DeepEqual(got, want) {
			t.Errorf("%s: got %#v (%q)\nwant %#v (%q)", c.method, got, got, want, want)
		}
		if !errors.Is(got, errBoom) {
			t.Errorf("%s: errors.Is(%v, errBoom) is false", c.method, got)
		}
	}
}
