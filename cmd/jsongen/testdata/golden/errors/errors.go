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

// Clash shares a name with a variable of the package's, which its
// generated reading function would need.
//
//jsongen:generate
type Clash struct{ Z int }

var jsonRead_Clash = 1

// TestClash shares a name with a function of the package's tests.
//
//jsongen:generate
type TestClash struct{ Z int }

var _ json.Marshaler = HasMarshaler{}

// Wrapper has its own MarshalJSON and embeds Wrapped: with -all, Wrapper
// is left out, and Wrapped is generated (nothing is promoted).
type Wrapper struct {
	Wrapped
}

func (Wrapper) MarshalJSON() ([]byte, error) { return []byte("{}"), nil }

type Wrapped struct{ Z int }

// Behind embeds other.Ptr, whose field A is behind a pointer to an
// unexported struct of another package.
//
//jsongen:generate
type Behind struct {
	other.Ptr
}
