// Package dependency stands for a library written against encoding/json
// that a program using zerojson depends on: a JSON Schema validator, an
// SDK, a framework's error mapper. It imports encoding/json and nothing of
// zerojson, and looks at the values and errors it is handed the way such
// code does: with type switches and type assertions on encoding/json's
// types, errors.As and errors.Is, and by decoding and encoding its own
// structs with encoding/json around values of the program's types.
//
// The mixed-program tests (mixed_test.go in the module root) hand it what
// zerojson returns and what encoding/json returns for the same call, and
// require it to see the same.
package dependency

import (
	"cmp"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"time"
)

// Inspect describes a decoded value as code that switches on its dynamic
// types sees it: encoding/json's Number, RawMessage and Delim by type
// assertion, the types decoding into an interface makes, and the rest
// through reflection, field by field (exported fields only, as a
// dependency sees them). Pointers are followed to a limited depth, so a
// cyclic value ends.
func Inspect(v any) string {
	var sb strings.Builder
	inspect(&sb, reflect.ValueOf(v), 0)
	return sb.String()
}

const maxDepth = 64

func inspect(sb *strings.Builder, v reflect.Value, depth int) {
	if !v.IsValid() {
		sb.WriteString("nil")
		return
	}
	if depth > maxDepth {
		sb.WriteString("…")
		return
	}
	if v.CanInterface() {
		switch x := v.Interface().(type) {
		case json.Number:
			// What a validator does with a number it is given.
			i, ierr := x.Int64()
			f, ferr := x.Float64()
			fmt.Fprintf(sb, "json.Number(%q: int %d %v, float %v %v)", x.String(), i, ierr != nil, f, ferr != nil)
			return
		case json.RawMessage:
			fmt.Fprintf(sb, "json.RawMessage(%+q, valid %v)", []byte(x), x == nil || json.Valid(x))
			return
		case json.Delim:
			fmt.Fprintf(sb, "json.Delim(%s)", x.String())
			return
		case time.Time:
			fmt.Fprintf(sb, "time.Time(%s)", x.Format(time.RFC3339Nano))
			return
		}
	}
	switch v.Kind() {
	case reflect.Pointer, reflect.Interface:
		if v.IsNil() {
			fmt.Fprintf(sb, "%s(nil)", v.Type())
			return
		}
		fmt.Fprintf(sb, "%s→", v.Type())
		inspect(sb, v.Elem(), depth+1)
	case reflect.Struct:
		fmt.Fprintf(sb, "%s{", v.Type())
		for i := range v.NumField() {
			if f := v.Type().Field(i); f.IsExported() {
				fmt.Fprintf(sb, "%s: ", f.Name)
				inspect(sb, v.Field(i), depth+1)
				sb.WriteString("; ")
			}
		}
		sb.WriteString("}")
	case reflect.Slice, reflect.Array:
		if v.Kind() == reflect.Slice && v.IsNil() {
			fmt.Fprintf(sb, "%s(nil)", v.Type())
			return
		}
		fmt.Fprintf(sb, "%s[", v.Type())
		for i := range v.Len() {
			inspect(sb, v.Index(i), depth+1)
			sb.WriteString(", ")
		}
		sb.WriteString("]")
	case reflect.Map:
		if v.IsNil() {
			fmt.Fprintf(sb, "%s(nil)", v.Type())
			return
		}
		fmt.Fprintf(sb, "%s{", v.Type())
		type entry struct{ k, v string }
		var entries []entry
		for it := v.MapRange(); it.Next(); {
			var k, e strings.Builder
			inspect(&k, it.Key(), depth+1)
			inspect(&e, it.Value(), depth+1)
			entries = append(entries, entry{k.String(), e.String()})
		}
		slices.SortFunc(entries, func(a, b entry) int {
			return cmp.Or(strings.Compare(a.k, b.k), strings.Compare(a.v, b.v))
		})
		for _, e := range entries {
			fmt.Fprintf(sb, "%s: %s, ", e.k, e.v)
		}
		sb.WriteString("}")
	case reflect.Float32, reflect.Float64:
		fmt.Fprintf(sb, "%s(%s)", v.Type(), strconv.FormatFloat(v.Float(), 'g', -1, v.Type().Bits()))
	case reflect.String:
		fmt.Fprintf(sb, "%s(%+q)", v.Type(), v.String())
	default:
		if v.CanInterface() {
			fmt.Fprintf(sb, "%s(%v)", v.Type(), v.Interface())
		} else {
			fmt.Fprintf(sb, "%s(unexported)", v.Type())
		}
	}
}

// InspectError describes err as an error mapper written against
// encoding/json sees it: its text, the type switch such code writes on
// the error as it is, what errors.As finds for each of encoding/json's
// error types with the fields it reads, and errors.Is with the io errors
// encoding/json returns unwrapped.
func InspectError(err error) string {
	if err == nil {
		return "<nil>"
	}
	var sb strings.Builder
	fmt.Fprintf(&sb, "text %+q\n", err.Error())
	switch e := err.(type) {
	case *json.SyntaxError:
		sb.WriteString("switch: *json.SyntaxError\n")
	case *json.UnmarshalTypeError:
		sb.WriteString("switch: *json.UnmarshalTypeError\n")
	case *json.InvalidUnmarshalError:
		sb.WriteString("switch: *json.InvalidUnmarshalError\n")
	case *json.UnsupportedTypeError:
		sb.WriteString("switch: *json.UnsupportedTypeError\n")
	case *json.UnsupportedValueError:
		sb.WriteString("switch: *json.UnsupportedValueError\n")
	case *json.MarshalerError:
		sb.WriteString("switch: *json.MarshalerError\n")
	default:
		fmt.Fprintf(&sb, "switch: other (%s)\n", typeName(e))
	}
	var (
		syntax      *json.SyntaxError
		typ         *json.UnmarshalTypeError
		invalid     *json.InvalidUnmarshalError
		unsupported *json.UnsupportedTypeError
		value       *json.UnsupportedValueError
		marshaler   *json.MarshalerError
	)
	if errors.As(err, &syntax) {
		fmt.Fprintf(&sb, "as *json.SyntaxError: Offset %d, text %+q\n", syntax.Offset, syntax.Error())
	}
	if errors.As(err, &typ) {
		fmt.Fprintf(&sb, "as *json.UnmarshalTypeError: Value %+q, Type %v, Offset %d, Struct %+q, Field %+q\n",
			typ.Value, typ.Type, typ.Offset, typ.Struct, typ.Field)
	}
	if errors.As(err, &invalid) {
		fmt.Fprintf(&sb, "as *json.InvalidUnmarshalError: Type %v\n", invalid.Type)
	}
	if errors.As(err, &unsupported) {
		fmt.Fprintf(&sb, "as *json.UnsupportedTypeError: Type %v\n", unsupported.Type)
	}
	if errors.As(err, &value) {
		fmt.Fprintf(&sb, "as *json.UnsupportedValueError: Str %+q, Value of type %v\n", value.Str, valueType(value.Value))
	}
	if errors.As(err, &marshaler) {
		fmt.Fprintf(&sb, "as *json.MarshalerError: Type %v, Err %+q, text %+q\n", marshaler.Type, marshaler.Err, marshaler.Error())
	}
	fmt.Fprintf(&sb, "is io.EOF %v, io.ErrUnexpectedEOF %v\n", errors.Is(err, io.EOF), errors.Is(err, io.ErrUnexpectedEOF))
	return sb.String()
}

func typeName(x any) string { return fmt.Sprintf("%T", x) }

func valueType(v reflect.Value) string {
	if !v.IsValid() {
		return "<invalid>"
	}
	return v.Type().String()
}

// TokenSource is what this package reads tokens from: encoding/json's
// *Decoder, or any other decoder whose Token method has its signature.
type TokenSource interface {
	Token() (json.Token, error)
}

// ReadTokens reads the tokens of src to its end or its first error, and
// describes each as code switching on encoding/json's token types sees it.
func ReadTokens(src TokenSource) string {
	var sb strings.Builder
	for range 10000 {
		t, err := src.Token()
		if err != nil {
			sb.WriteString("error: " + InspectError(err))
			return sb.String()
		}
		switch x := t.(type) {
		case json.Delim:
			fmt.Fprintf(&sb, "delim %s\n", x)
		case json.Number:
			fmt.Fprintf(&sb, "number %s\n", x)
		case float64:
			fmt.Fprintf(&sb, "float64 %v\n", x)
		case string:
			fmt.Fprintf(&sb, "string %+q\n", x)
		case bool:
			fmt.Fprintf(&sb, "bool %v\n", x)
		case nil:
			sb.WriteString("null\n")
		default:
			fmt.Fprintf(&sb, "other %T\n", x)
		}
	}
	return sb.String()
}

// Envelope is a struct of the dependency's own that carries a value of the
// program's type, as an SDK's request or event type does: encoding/json
// decodes and encodes it, and calls the methods of the value's type.
type Envelope struct {
	Kind string          `json:"kind"`
	Meta json.RawMessage `json:"meta"`
	Data struct {
		ID      int `json:"id"`
		Payload any `json:"payload"`
	} `json:"data"`
}

// Decode decodes doc, an envelope around a payload, with encoding/json
// into an Envelope whose Payload holds payload, a pointer to a value of
// the program's: encoding/json decodes into what the pointer points to,
// through the type's UnmarshalJSON if it has one, and completes the
// Struct and Field of an UnmarshalTypeError it returns.
func Decode(doc []byte, payload any) (Envelope, error) {
	var e Envelope
	e.Data.Payload = payload
	err := json.Unmarshal(doc, &e)
	return e, err
}

// Encode encodes an Envelope around payload with encoding/json, which
// calls payload's MarshalJSON if it has one and wraps its errors.
func Encode(payload any) ([]byte, error) {
	var e Envelope
	e.Kind = "event"
	e.Meta = json.RawMessage(`{"v":1}`)
	e.Data.ID = 7
	e.Data.Payload = payload
	return json.Marshal(e)
}

// Wrap is the document Decode expects, around the payload's encoding.
func Wrap(payload []byte) []byte {
	return fmt.Appendf(nil, `{"kind":"event","meta":{"v":1},"data":{"id":7,"payload":%s}}`, payload)
}
