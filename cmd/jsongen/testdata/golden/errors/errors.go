// Types that jsongen must refuse, each with its reason.
package errors

import (
	"encoding/json"
	"time"

	"example.com/errors/other"
)

//jsongen:generate
type HasMarshaler struct{ A int }

func (HasMarshaler) MarshalJSON() ([]byte, error) { return []byte("1"), nil }

//jsongen:generate
type PromotesTime struct {
	time.Time
	Note string
}

//jsongen:generate
type NotStruct []int

//jsongen:generate
type Recursive struct {
	Next *Recursive
}

//jsongen:generate
type Quoted struct {
	N int `json:",string"`
}

//jsongen:generate
type Embedded struct{ X int }

// Embedder is not selected, and would gain Embedded's methods.
type Embedder struct {
	Embedded
	Y int
}

//jsongen:generate
type HasAppendJSON struct{ Z int }

func (HasAppendJSON) appendJSON() {}

var _ json.Marshaler = HasMarshaler{}

// Wrapper has its own MarshalJSON and embeds Wrapped: with -all, Wrapped
// is left out, as its methods would be promoted to Wrapper.
type Wrapper struct {
	Wrapped
}

func (Wrapper) MarshalJSON() ([]byte, error) { return []byte("{}"), nil }

type Wrapped struct{ Z int }

// Request is sent in a struct written out in a function, which embeds it:
// the struct would gain Request's methods.
//
//jsongen:generate
type Request struct{ ID int }

func send() any {
	return &struct {
		*Request
		IDs []string `json:"ids"`
	}{}
}

// Behind embeds other.Ptr, whose field A is behind a pointer to an
// unexported struct of another package.
//
//jsongen:generate
type Behind struct {
	other.Ptr
}
