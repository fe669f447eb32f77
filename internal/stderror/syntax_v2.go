//go:build go1.27 && goexperiment.jsonv2

package stderror

import (
	"encoding/json"
	"encoding/json/jsontext"
	"errors"
)

// makeSyntaxError has encoding/json make a SyntaxError with message msg.
//
// On this build (Go 1.27's default) encoding/json is built on
// encoding/json/v2, and its own messages differ from classic's in places
// ("exceeded max depth" without the character, for one), so no input gives
// every classic message. It
// does turn a [jsontext.SyntacticError] that an UnmarshalJSON method
// returns into a SyntaxError with that error's text (adjusting a few
// words of v2's vocabulary, none of which classic's messages contain):
// messageCarrier returns one with msg.
func makeSyntaxError(msg string) *json.SyntaxError {
	err := json.Unmarshal([]byte("0"), &messageCarrier{msg})
	e, _ := err.(*json.SyntaxError)
	return e
}

// messageCarrier's UnmarshalJSON fails with a syntactic error whose text
// is msg.
type messageCarrier struct{ msg string }

func (m *messageCarrier) UnmarshalJSON([]byte) error {
	return &jsontext.SyntacticError{Err: errors.New(m.msg)}
}
