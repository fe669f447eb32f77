// Package stderror makes values of encoding/json's error types that code
// outside encoding/json cannot build with a composite literal.
//
// zerojson's errors are encoding/json's own types, so that code written
// against encoding/json (errors.As with its types, a type switch, the error
// mapper of a framework) handles them as its own. Most of those types are
// structs of exported fields. Two are not: [json.SyntaxError] keeps its
// message in an unexported field, and [json.MarshalerError] keeps there the
// name of the method that failed, which its Error text names. Only
// encoding/json can set those fields, so this package has it set them: it
// asks encoding/json, through its public API, for an error with the message
// or the method wanted, keeps that error as a template, and returns copies
// of it with the exported fields set. Copying a struct value copies its
// unexported fields with the rest; nothing here touches encoding/json's
// memory.
//
// Templates are made when an error is first needed and kept. There are few
// of them: the syntax error messages are about 25 contexts times 256
// bytes, the method names two. Paths that return no error never come here.
package stderror

import (
	"encoding/json"
	"errors"
	"reflect"
	"sync"
)

// syntaxTemplates holds a *json.SyntaxError for each message asked for.
var syntaxTemplates sync.Map // string -> *json.SyntaxError

// Syntax returns a [json.SyntaxError] with message msg and offset off. msg
// must be one classic encoding/json reports. For a message it cannot make
// (none of zerojson's, as TestSyntax and TestSyntaxTokens check), the
// error has the message "unexpected end of JSON input" instead, so that
// its type is still right.
func Syntax(msg string, off int64) *json.SyntaxError {
	t, ok := syntaxTemplates.Load(msg)
	if !ok {
		t, _ = syntaxTemplates.LoadOrStore(msg, syntaxTemplate(msg))
	}
	e := *t.(*json.SyntaxError)
	e.Offset = off
	return &e
}

// syntaxTemplate has encoding/json make a SyntaxError with message msg, or
// one as close as it can when no input gives msg.
func syntaxTemplate(msg string) *json.SyntaxError {
	if e := makeSyntaxError(msg); e != nil && e.Error() == msg {
		return e
	}
	if e := makeSyntaxError(fallbackMessage); e != nil {
		return e
	}
	return new(json.SyntaxError) // no message at all; not reached
}

// fallbackMessage is a message every build of encoding/json can make.
const fallbackMessage = "unexpected end of JSON input"

// The method names a [json.MarshalerError] can give, its only unexported
// field: the method whose error it carries.
const (
	MarshalJSON = "MarshalJSON"
	MarshalText = "MarshalText"
)

var marshalerTemplates struct {
	once       sync.Once
	json, text *json.MarshalerError
}

// Marshaler returns a [json.MarshalerError] for err, returned by the
// method of type t that method names: [MarshalJSON] or [MarshalText], the
// two encoding/json calls and names in its Error text.
func Marshaler(t reflect.Type, err error, method string) *json.MarshalerError {
	m := &marshalerTemplates
	m.once.Do(func() {
		m.json = marshalerTemplate(failingMarshaler{})
		m.text = marshalerTemplate(failingTextMarshaler{})
	})
	e := *m.json
	if method == MarshalText {
		e = *m.text
	}
	e.Type, e.Err = t, err
	return &e
}

// marshalerTemplate returns the MarshalerError encoding/json reports for v,
// whose marshalling method fails.
func marshalerTemplate(v any) *json.MarshalerError {
	_, err := json.Marshal(v)
	if e, ok := err.(*json.MarshalerError); ok {
		return e
	}
	return new(json.MarshalerError) // not reached: both builds wrap the error
}

// failingMarshaler and failingTextMarshaler fail in the only method
// encoding/json can call on them, which it names in its MarshalerError.
type (
	failingMarshaler     struct{}
	failingTextMarshaler struct{}
)

var errTemplate = errors.New("template") // the copies replace it

func (failingMarshaler) MarshalJSON() ([]byte, error)     { return nil, errTemplate }
func (failingTextMarshaler) MarshalText() ([]byte, error) { return nil, errTemplate }
