package json_test

import (
	"testing"

	"github.com/zerojson/json"
)

type nothingAppender struct{}

func (nothingAppender) MarshalAppendJSON(dst []byte) ([]byte, error) { return dst, nil }

type detachedAppender struct{}

func (detachedAppender) MarshalAppendJSON([]byte) ([]byte, error) {
	return []byte(`"a fresh slice, longer than what it was given"`), nil
}

// Appenders that break the contract in ways that are cheap to see fail with
// a MarshalerError instead of producing invalid JSON or losing output.
func TestAppenderContractBreaches(t *testing.T) {
	for _, c := range []struct {
		v    any
		want string
	}{
		{[]any{"a", nothingAppender{}}, "json: error calling MarshalAppendJSON for type json_test.nothingAppender: MarshalAppendJSON appended nothing"},
		{[]any{"a", detachedAppender{}}, "json: error calling MarshalAppendJSON for type json_test.detachedAppender: MarshalAppendJSON did not append to the buffer it was given"},
	} {
		b, err := json.Marshal(c.v)
		if err == nil || err.Error() != c.want {
			t.Errorf("Marshal(%#v) = %s, %v; want error %q", c.v, b, err, c.want)
		}
	}
}
