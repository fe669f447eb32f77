package json_test

import (
	"fmt"
	"os"
	"reflect"

	"github.com/zerojson/json"
	"github.com/zerojson/json/wire"
)

// Point writes and reads itself through the wire layer.
type Point struct {
	Name string
	X    int64
}

var (
	pointType  = reflect.TypeFor[Point]()
	pointNames = wire.NewNames("name", "x") // compiled once, shared
)

func (p *Point) MarshalJSONWire(w *wire.Writer) error {
	w.BeginObject()
	w.Name("name")
	w.String(p.Name)
	w.Name("x")
	w.Int(p.X)
	w.EndObject()
	return nil
}

func (p *Point) UnmarshalJSONWire(r *wire.Reader) error {
	switch r.Kind() {
	case wire.Object:
	case wire.Null:
		r.ReadNull() // leaves p as it is, as encoding/json does
		return nil
	default:
		what, off := r.Mismatch()
		return json.ReportError(r, &json.UnmarshalTypeError{Value: what, Type: pointType, Offset: off}, nil, "")
	}
	// The member expected after member i is i+1: when it comes, its name is
	// recognized in one comparison.
	for i, name, ok := r.FirstMember(pointNames); ok; i, name, ok = r.NextMemberIn(pointNames, i+1) {
		var err error
		switch {
		case i == 0 && r.Kind() == wire.String:
			p.Name = r.ReadString() // the fast path
		case i == 0:
			err = json.UnmarshalWire(r, &p.Name, pointType, "name")
		case i == 1:
			err = json.UnmarshalWire(r, &p.X, pointType, "x")
		default:
			if r.DisallowUnknownFields() {
				err = json.ReportError(r, fmt.Errorf("json: unknown field %q", name), nil, "")
			}
			r.Skip()
		}
		if err != nil {
			return err
		}
	}
	return nil
}

// A type with MarshalJSONWire and UnmarshalJSONWire is encoded and decoded
// through them, with the options of the call: here HTML escaping, and the
// field error encoding/json would report.
func Example_wire() {
	out, _ := json.Marshal(&Point{Name: "<a>", X: 3})
	fmt.Println(string(out))

	enc := json.NewEncoder(os.Stdout)
	enc.SetEscapeHTML(false)
	enc.Encode(&Point{Name: "<a>", X: 3})

	var p Point
	err := json.Unmarshal([]byte(`{"NAME":"b","x":"seven"}`), &p)
	fmt.Printf("%+v\n%v\n", p, err)

	fmt.Println(json.CheckWire(&Point{Name: "c", X: -1}))
	// Output:
	// {"name":"\u003ca\u003e","x":3}
	// {"name":"<a>","x":3}
	// {Name:b X:0}
	// json: cannot unmarshal string into Go struct field Point.x of type int64
	// <nil>
}
