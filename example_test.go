package json_test

import (
	"fmt"
	"os"
	"strconv"
	"time"

	"github.com/zerojson/json"
)

// Event's fields marshal themselves without allocating.
type Event struct {
	ID    OptionalInt    `json:"id"`
	Title OptionalString `json:"title"`
	At    time.Time      `json:"at"`
}

// OptionalInt is an integer that may be absent, encoded as null then.
type OptionalInt struct {
	N     int64
	Valid bool
}

// MarshalAppendJSON appends the number, or null.
func (o OptionalInt) MarshalAppendJSON(dst []byte) ([]byte, error) {
	if !o.Valid {
		return append(dst, "null"...), nil
	}
	return strconv.AppendInt(dst, o.N, 10), nil
}

// OptionalString is a string that may be absent, encoded as null then.
type OptionalString struct {
	S     string
	Valid bool
}

// MarshalAppendJSON appends the string exactly as Marshal would write it.
func (o OptionalString) MarshalAppendJSON(dst []byte) ([]byte, error) {
	if !o.Valid {
		return append(dst, "null"...), nil
	}
	return json.AppendString(dst, o.S), nil
}

// MarshalJSON is kept for code that still calls it; CheckAppender verifies
// that the two methods agree.
func (o OptionalString) MarshalJSON() ([]byte, error) {
	return o.MarshalAppendJSON(nil)
}

// A type marshals itself without garbage by appending to the encoder's
// buffer. The encoder uses MarshalAppendJSON in preference to MarshalJSON.
func Example_appender() {
	enc := json.NewEncoder(os.Stdout)
	e := Event{
		ID:    OptionalInt{N: 42, Valid: true},
		Title: OptionalString{S: "<launch>"},
		At:    time.Date(2026, 11, 21, 9, 30, 0, 0, time.UTC),
	}
	if err := enc.Encode(&e); err != nil {
		fmt.Println(err)
	}
	e.Title = OptionalString{S: "<launch>", Valid: true}
	if err := enc.Encode(&e); err != nil {
		fmt.Println(err)
	}
	// Output:
	// {"id":42,"title":null,"at":"2026-11-21T09:30:00Z"}
	// {"id":42,"title":"\u003claunch\u003e","at":"2026-11-21T09:30:00Z"}
}

// CheckAppender belongs in the tests of a type with an appender: it checks
// the output is one valid, compact JSON value, appended without disturbing
// the buffer, and equal to what MarshalJSON returns.
func ExampleCheckAppender() {
	for _, v := range []json.MarshalAppender{
		OptionalString{S: "tab\there", Valid: true},
		OptionalString{},
		badAppender{},
	} {
		fmt.Println(json.CheckAppender(v))
	}
	// Output:
	// <nil>
	// <nil>
	// json: json_test.badAppender.MarshalAppendJSON appended "{ \"a\": 1 }", which is not compact (want "{\"a\":1}")
}

type badAppender struct{}

func (badAppender) MarshalAppendJSON(dst []byte) ([]byte, error) {
	return append(dst, `{ "a": 1 }`...), nil
}

func ExampleAppendString() {
	b := json.AppendString([]byte("name="), "Ann <ann@example.com>\n")
	fmt.Println(string(b))
	// Output:
	// name="Ann \u003cann@example.com\u003e\n"
}

func ExampleAppendTime() {
	t := time.Date(2026, 11, 21, 9, 30, 0, 123456000, time.FixedZone("", 3600))
	b, err := json.AppendTime(nil, t)
	fmt.Println(string(b), err)
	_, err = json.AppendTime(nil, time.Date(10000, 1, 1, 0, 0, 0, 0, time.UTC))
	fmt.Println(err)
	// Output:
	// "2026-11-21T09:30:00.123456+01:00" <nil>
	// Time.MarshalJSON: year outside of range [0,9999]
}

func ExampleAppendFloat() {
	for _, f := range []float64{1, 0.1, 1e21, 1e-7} {
		b, _ := json.AppendFloat(nil, f, 64)
		fmt.Println(string(b))
	}
	// Output:
	// 1
	// 0.1
	// 1e+21
	// 1e-7
}

// MarshalAppend appends to a buffer the caller reuses; with room in the
// buffer it does not allocate.
func ExampleMarshalAppend() {
	buf := make([]byte, 0, 256)
	for i := range 3 {
		var err error
		buf, err = json.MarshalAppend(buf[:0], map[string]int{"i": i})
		if err != nil {
			fmt.Println(err)
		}
		fmt.Println(string(buf))
	}
	// Output:
	// {"i":0}
	// {"i":1}
	// {"i":2}
}
