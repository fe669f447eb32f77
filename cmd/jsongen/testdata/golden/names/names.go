// Types whose generated names once collided, and types embedded in
// others, which generated code must leave as they are.
package names

// File and file differ only in case.
//
//jsongen:generate
type File struct{ Name string }

//jsongen:generate
type file struct{ name string }

// Type is an interface, the type of a field of Field.
type Type interface{}

//jsongen:generate
type Field struct{ T Type }

// Methods has fields named like the methods of encoding/json's
// interfaces.
//
//jsongen:generate
type Methods struct {
	UnmarshalJSON string
	MarshalJSON   int
}

//jsongen:generate
type Embedded struct{ X int }

// Embedder is not selected: it keeps its own fields, Embedded's promoted
// ones and Y, whatever is generated for Embedded.
type Embedder struct {
	Embedded
	Y int
}

// Request is sent in a struct written out in a function, which embeds it.
//
//jsongen:generate
type Request struct{ ID int }

func send() any {
	return &struct {
		*Request
		IDs []string `json:"ids"`
	}{}
}

var _ = send
