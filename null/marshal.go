package null

import (
	"reflect"

	"github.com/zerojson/json/internal/stderror"
)

// marshalError wraps err, met while the MarshalJSONWire method of T wrote
// a value, as encoding/json wraps an error returned by guregu/null's
// MarshalJSON: in a *json.MarshalerError naming T and MarshalJSON. The
// encoder returns a *json.MarshalerError from MarshalJSONWire as it is, so
// zerojson reports exactly what encoding/json with guregu/null reports.
func marshalError[T any](err error) error {
	if err == nil {
		return nil
	}
	return stderror.Marshaler(reflect.TypeFor[T](), err, stderror.MarshalJSON)
}
