package json_test

import (
	stdjson "encoding/json"
	"strconv"
	"testing"

	"github.com/zerojson/json"
	"github.com/zerojson/json/internal/jsontest"
)

// This file has one test per intentional difference from encoding/json.
// Each says what encoding/json does, what this package does, and why. None
// of them changes the output of a program written for encoding/json: every
// difference needs a MarshalAppendJSON or AppendText method that
// encoding/json does not know about.

// appendOnly has a MarshalAppendJSON method and no MarshalJSON.
type appendOnly struct{ N int }

func (a appendOnly) MarshalAppendJSON(dst []byte) ([]byte, error) {
	dst = strconv.AppendInt(append(dst, `{"n":`...), int64(a.N), 10)
	return append(dst, '}'), nil
}

// encoding/json ignores MarshalAppendJSON and encodes the struct's fields;
// this package calls the method. That is the point of the interface.
func TestDifferenceAppenderIsUsed(t *testing.T) {
	v := appendOnly{N: 1}
	std, _ := stdjson.Marshal(v)
	ours, _ := json.Marshal(v)
	if string(std) != `{"N":1}` {
		t.Errorf("encoding/json: got %s", std)
	}
	if string(ours) != `{"n":1}` {
		t.Errorf("zerojson: got %s", ours)
	}
}

// appendByte is a byte whose pointer type has only MarshalAppendJSON.
type appendByte byte

func (b *appendByte) MarshalAppendJSON(dst []byte) ([]byte, error) {
	return strconv.AppendInt(dst, int64(*b)*10, 10), nil
}

// encoding/json writes a []T of a byte type T as base64 unless *T has
// MarshalJSON or MarshalText, in which case it writes an array whose
// elements marshal themselves. This package counts MarshalAppendJSON among
// those methods, so that an appender is never silently bypassed.
func TestDifferenceByteSliceOfAppenders(t *testing.T) {
	v := []appendByte{1, 2}
	std, _ := stdjson.Marshal(v)
	ours, err := json.Marshal(v)
	if string(std) != `"AQI="` {
		t.Errorf("encoding/json: got %s", std)
	}
	if err != nil || string(ours) != `[10,20]` {
		t.Errorf("zerojson: got %s, %v", ours, err)
	}
}

// textBoth disagrees between MarshalText and AppendText, which the
// encoding.TextAppender documentation forbids.
type textBoth struct{}

func (textBoth) MarshalText() ([]byte, error)          { return []byte("marshal"), nil }
func (textBoth) AppendText(dst []byte) ([]byte, error) { return append(dst, "append"...), nil }

// encoding/json calls MarshalText; this package calls AppendText when a type
// has both, which writes into reused memory instead of a fresh slice. The
// two methods are required to produce the same text, so only a type that
// breaks that rule sees a difference.
func TestDifferenceTextAppenderIsUsed(t *testing.T) {
	std, _ := stdjson.Marshal(textBoth{})
	ours, _ := json.Marshal(textBoth{})
	want := `"marshal"`
	if !jsontest.Classic {
		want = `"append"` // Go 1.27's default encoding/json calls AppendText too
	}
	if string(std) != want {
		t.Errorf("encoding/json: got %s, want %s", std, want)
	}
	if string(ours) != `"append"` {
		t.Errorf("zerojson: got %s", ours)
	}
}
