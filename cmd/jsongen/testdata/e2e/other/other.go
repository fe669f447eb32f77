// Package other holds types of another package than the generated one,
// whose fields are promoted through unexported embedded structs, which
// the generated code cannot name.
package other

// Outer embeds an unexported struct with exported fields, by value.
type Outer struct {
	inner
	Z int `json:"z"`
}

type inner struct {
	A int    `json:"a"`
	B string `json:"b,omitempty"`
	deeper
}

type deeper struct {
	D bool `json:"d"`
}

// Renamed embeds an unexported struct whose field Go promotes under its
// name and encoding/json under a tag's: the two agree here.
type Renamed struct {
	tagged
}

type tagged struct {
	V string `json:"renamed"`
}
