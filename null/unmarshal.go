package null

import "github.com/zerojson/json"

// unmarshalJSON is the one door to a general JSON decoder. The types of this
// package decode their common inputs themselves (see decode.go) and come here
// only for the rest: escaped strings, whitespace, malformed input and every
// error, so that what they accept and reject is exactly what guregu/null
// accepts and rejects through encoding/json, whose rules json.Unmarshal
// follows.
func unmarshalJSON(data []byte, v any) error {
	return json.Unmarshal(data, v)
}
