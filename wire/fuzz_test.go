package wire_test

import (
	"bytes"
	"fmt"
	"maps"
	"slices"
	"strconv"
	"testing"

	"github.com/zerojson/json"
	"github.com/zerojson/json/internal/jsontest"
	"github.com/zerojson/json/wire"
)

// The fuzz targets compare with encoding/json on inputs the fuzzer makes:
//
//	go test -run '^$' -fuzz FuzzReader ./wire
//	go test -run '^$' -fuzz FuzzWriter ./wire
//
// Without -fuzz they run their seeds, as part of the test suite.

var fuzzSeeds = []string{
	`{"a":[1,2.5e-3,"x\u00e9\ud83d\ude00",true,false,null],"b":{}}`,
	` [ {"k" : -0.0 } , [] , "\"\\\/\b\f\n\r\t" ] `,
	`"\ud800\udc00\udbff\udfff\ud800"`, "\"\xff\x80\xc3\"", `1e400`, `-12345678901234567890`,
	`{"a":1,}`, `[1 2]`, `{"a" 1}`, `tru`, `nul`, `[`, `{"`, `"\u00`, `01`, `1.`, `-`, `.5`,
	`{"<html>":"&amp;","\u2028":"\u2029"}`, `[[[[[[[[[[]]]]]]]]]]`,
	`{"a":1,"twelve_bytes":2,"thirteen_byte":3,"long_field_name_over_eight":{"b":4,"name":5}}`,
}

// FuzzReader holds the Reader's tokens, end offsets and errors to
// encoding/json's on any input (see checkTokens), and the members that
// FirstMember and NextMemberIn read to those of EnterObject, NextMember and
// Member (see memberTrace).
func FuzzReader(f *testing.F) {
	for _, s := range fuzzSeeds {
		f.Add([]byte(s))
	}
	jsontest.Fuzz(f, func(t *testing.T, data []byte) {
		if d := jsontest.Ref.Same(t, "Reader tokens "+strconv.QuoteToASCII(string(data)),
			func() string { return stdTokens(data) },
			func() string { return readerTokens(data) }); d != "" {
			t.Errorf("%s\n%s", jsontest.Quote(data), d)
		}
		if got, want := memberTrace(data, true), memberTrace(data, false); got != want {
			t.Errorf("%s:\nFirstMember, NextMemberIn:\n%s\nEnterObject, NextMember, Member:\n%s", jsontest.Quote(data), got, want)
		}
	})
}

// FuzzWriter writes the value an input holds through a Writer, in the
// option mode the fuzzer picks, and holds the bytes to what encoding/json
// writes for the same Go value (decoded by encoding/json's rules into an
// interface) in the same mode.
func FuzzWriter(f *testing.F) {
	for i, s := range fuzzSeeds {
		f.Add([]byte(s), uint8(i))
	}
	jsontest.Fuzz(f, func(t *testing.T, data []byte, modeIndex uint8) {
		var v any
		if json.Unmarshal(data, &v) != nil {
			return
		}
		m := modes[int(modeIndex)%len(modes)]
		ours := func() string {
			w := wire.NewWriter(nil)
			w.SetEscapeHTML(m.escapeHTML)
			w.SetIndent(m.prefix, m.indent)
			if err := writeAny(w, v); err != nil {
				return jsontest.CanonError(err)
			}
			return "out: " + strconv.QuoteToASCII(string(w.Bytes())) + "\n"
		}
		std := func() string {
			out, err := marshalWant(classic, v, m, false)
			if err != nil {
				return jsontest.CanonError(err)
			}
			return "out: " + strconv.QuoteToASCII(string(out)) + "\n"
		}
		if d := jsontest.Ref.Same(t, fmt.Sprintf("Writer %s %+q", m, data), std, ours); d != "" {
			t.Errorf("%s: %s\n%s", m, jsontest.Quote(data), d)
		}
		// zerojson's own encoder writes the same, through its Writer-free
		// path.
		want, err := marshalWant(zerojson, v, m, false)
		if err == nil {
			var w wire.Writer
			w.SetEscapeHTML(m.escapeHTML)
			w.SetIndent(m.prefix, m.indent)
			if werr := writeAny(&w, v); werr != nil || !bytes.Equal(w.Bytes(), want) {
				t.Errorf("%s: %s: Writer %q (%v), Marshal %q", m, jsontest.Quote(data), w.Bytes(), werr, want)
			}
			// And so does the value appended whole.
			var wc wire.Writer
			wc.SetEscapeHTML(m.escapeHTML)
			wc.SetIndent(m.prefix, m.indent)
			werr := wc.AppendCompact(func(b []byte, html bool) ([]byte, error) { return appendAny(b, v, html) })
			if werr != nil || !bytes.Equal(wc.Bytes(), want) {
				t.Errorf("%s: %s: AppendCompact %q (%v), Marshal %q", m, jsontest.Quote(data), wc.Bytes(), werr, want)
			}
		}
	})
}

// writeAny writes v, a value that Unmarshal stores in an interface, as
// Marshal writes it: object members in the order of their sorted names.
// appendAny appends v, a value decoded into any, as Marshal writes it,
// compact, escaped as html says: what Writer.AppendCompact is given.
func appendAny(b []byte, v any, html bool) ([]byte, error) {
	var err error
	switch x := v.(type) {
	case nil:
		return append(b, "null"...), nil
	case bool:
		return strconv.AppendBool(b, x), nil
	case float64:
		return json.AppendFloat(b, x, 64)
	case string:
		return wire.AppendString(b, x, html), nil
	case []any:
		b = append(b, '[')
		for i, e := range x {
			if i > 0 {
				b = append(b, ',')
			}
			if b, err = appendAny(b, e, html); err != nil {
				return b, err
			}
		}
		return append(b, ']'), nil
	case map[string]any:
		for i, k := range slices.Sorted(maps.Keys(x)) {
			if i == 0 {
				b = append(b, '{')
			} else {
				b = append(b, ',')
			}
			if b, err = appendAny(append(wire.AppendString(b, k, html), ':'), x[k], html); err != nil {
				return b, err
			}
		}
		if len(x) == 0 {
			b = append(b, '{')
		}
		return append(b, '}'), nil
	}
	return b, fmt.Errorf("unexpected %T", v)
}

func writeAny(w *wire.Writer, v any) error {
	switch x := v.(type) {
	case nil:
		w.Null()
	case bool:
		w.Bool(x)
	case float64:
		return w.Float64(x)
	case string:
		w.String(x)
	case []any:
		w.BeginArray()
		for _, e := range x {
			if err := writeAny(w, e); err != nil {
				return err
			}
		}
		w.EndArray()
	case map[string]any:
		names := make([]string, 0, len(x))
		for k := range x {
			names = append(names, k)
		}
		slices.Sort(names)
		w.BeginObject()
		for _, k := range names {
			w.Name(k)
			if err := writeAny(w, x[k]); err != nil {
				return err
			}
		}
		w.EndObject()
	default:
		return fmt.Errorf("unexpected %T", v)
	}
	return nil
}
