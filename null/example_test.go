package null_test

import (
	"fmt"
	"os"
	"time"

	"github.com/zerojson/json"
	"github.com/zerojson/json/null"
)

// Reading is a nullable type of our own: a measurement with its unit, or
// null when the sensor gave none. It is written like the types of package
// null, from package json's building blocks.
type Reading struct {
	Value float64
	Unit  string
	Valid bool
}

// MarshalAppendJSON appends {"value":...,"unit":"..."} or null to dst.
// AppendFloat and AppendString write exactly what json.Marshal would, and
// refuse NaN and the infinities with Marshal's error.
func (r Reading) MarshalAppendJSON(dst []byte) ([]byte, error) {
	if !r.Valid {
		return append(dst, "null"...), nil
	}
	out := append(dst, `{"value":`...)
	out, err := json.AppendFloat(out, r.Value, 64)
	if err != nil {
		return dst, err // leave dst as it was
	}
	out = append(out, `,"unit":`...)
	out = json.AppendString(out, r.Unit)
	return append(out, '}'), nil
}

// MarshalJSON serves encoders that do not know MarshalAppendJSON (such as
// encoding/json) with the same bytes.
func (r Reading) MarshalJSON() ([]byte, error) { return r.MarshalAppendJSON(nil) }

// Row mixes the types of package null with our own.
type Row struct {
	ID       null.Int    `json:"id"`
	Note     null.String `json:"note"`
	Taken    time.Time   `json:"taken"`
	Reading  Reading     `json:"reading"`
	Fallback Reading     `json:"fallback,omitzero"`
}

// This example writes a nullable type of its own and checks it as a test
// would. json.CheckAppender verifies the MarshalAppender contract (one
// valid, compact JSON value, appended without touching what was in the
// buffer) and that MarshalAppendJSON and MarshalJSON agree; call it in a
// test for each value that takes a different path through the method.
func Example_customType() {
	for _, r := range []Reading{
		{},
		{Value: 21.5, Unit: "°C", Valid: true},
		{Value: 1e-7, Unit: "<kg>", Valid: true},
	} {
		if err := json.CheckAppender(r); err != nil {
			fmt.Println(err) // in a test: t.Error(err)
		}
	}

	row := Row{
		ID:      null.IntFrom(7),
		Taken:   time.Date(2026, time.March, 14, 9, 26, 53, 0, time.UTC),
		Reading: Reading{Value: 21.5, Unit: "°C", Valid: true},
	}
	enc := json.NewEncoder(os.Stdout)
	if err := enc.Encode(row); err != nil {
		fmt.Println(err)
	}
	// Output:
	// {"id":7,"note":null,"taken":"2026-03-14T09:26:53Z","reading":{"value":21.5,"unit":"°C"}}
}
