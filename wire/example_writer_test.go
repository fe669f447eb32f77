package wire_test

import (
	"fmt"
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
