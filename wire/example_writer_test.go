package wire_test

import (
	"fmt"
	"strconv"
	"time"

	"github.com/zerojson/json/wire"
)

// A Writer writes an object member by member: the names, the values, and
// the punctuation and layout MarshalIndent would write for the same value.
func ExampleWriter() {
	var w wire.Writer // ready to use: Marshal's options, appending to nil
	w.SetIndent("", "  ")

	w.BeginObject()
	w.Name("name")
	w.String("Gopher <gopher@example.com>")
	w.Name("joined")
	if err := w.Time(time.Date(2009, 11, 10, 23, 0, 0, 0, time.UTC)); err != nil {
		panic(err)
	}
	w.Name("scores")
	w.BeginArray()
	w.Int(10)
	if err := w.Float64(9.5); err != nil {
		panic(err)
	}
	w.EndArray()
	w.Name("profile")
	w.Raw([]byte(`{"lang":"Go","tags":[]}`)) // trusted JSON, laid out in place
	w.EndObject()

	fmt.Println(string(w.Bytes()))

	// Reset starts a new value with the same options.
	w.Reset(nil)
	w.BeginArray()
	w.EndArray()
	fmt.Println(string(w.Bytes()))

	// Output:
	// {
	//   "name": "Gopher \u003cgopher@example.com\u003e",
	//   "joined": "2009-11-10T23:00:00Z",
	//   "scores": [
	//     10,
	//     9.5
	//   ],
	//   "profile": {
	//     "lang": "Go",
	//     "tags": []
	//   }
	// }
	// []
}

// Contact is a type that writes itself with AppendCompact, as code written
// for one type does: its member names, commas and braces as constant text.
type Contact struct {
	Name  string
	Email string
	Age   int
}

// appendJSON appends c as Marshal writes it, compact, escaping its strings
// as html says.
func (c *Contact) appendJSON(b []byte, html bool) ([]byte, error) {
	b = wire.AppendString(append(b, `{"Name":`...), c.Name, html)
	b = wire.AppendString(append(b, `,"Email":`...), c.Email, html)
	b = strconv.AppendInt(append(b, `,"Age":`...), int64(c.Age), 10)
	return append(b, '}'), nil
}

// AppendCompact takes a value appended whole, escaped under the Writer's
// option, and lays it out when the Writer indents.
func ExampleWriter_AppendCompact() {
	c := &Contact{"Gopher", "<gopher@example.com>", 16}

	var w wire.Writer
	w.BeginArray()
	w.AppendCompact(c.appendJSON)
	w.EndArray()
	fmt.Println(string(w.Bytes()))

	w.Reset(nil)
	w.SetEscapeHTML(false)
	w.SetIndent("", "  ")
	w.AppendCompact(c.appendJSON)
	fmt.Println(string(w.Bytes()))

	// Output:
	// [{"Name":"Gopher","Email":"\u003cgopher@example.com\u003e","Age":16}]
	// {
	//   "Name": "Gopher",
	//   "Email": "<gopher@example.com>",
	//   "Age": 16
	// }
}
