package json_test

import (
	stdjson "encoding/json"
	"slices"
	"strconv"
	"strings"
	"testing"
	"unsafe"

	"github.com/zerojson/json"
	"github.com/zerojson/json/internal/jsontest"
	"github.com/zerojson/json/wire"
)

// This file has one test per intentional difference from encoding/json.
// Each says what encoding/json does, what this package does, and why. None
// of them changes the output of a program written for encoding/json: every
// difference needs a MarshalAppendJSON, MarshalJSONWire, UnmarshalJSONWire
// or AppendText method that encoding/json does not know about, but for the
// last, which is seen only in the memory that decoded strings hold.

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

// wireOnly has MarshalJSONWire and UnmarshalJSONWire methods and none that
// encoding/json knows.
type wireOnly struct{ N int64 }

func (x *wireOnly) MarshalJSONWire(w *wire.Writer) error {
	w.BeginObject()
	w.Name("n")
	w.Int(x.N * 10)
	w.EndObject()
	return nil
}

func (x *wireOnly) UnmarshalJSONWire(r *wire.Reader) error {
	for more := r.EnterObject(); more; more = r.NextMember() {
		r.Name()
		n, _ := r.ReadInt()
		x.N = n / 10
	}
	return nil
}

// encoding/json ignores MarshalJSONWire and UnmarshalJSONWire and goes by
// the struct's fields; this package calls the methods, as it does
// MarshalAppendJSON: that is the point of the interfaces.
func TestDifferenceWireMethodsAreUsed(t *testing.T) {
	std, _ := stdjson.Marshal(&wireOnly{N: 1})
	ours, _ := json.Marshal(&wireOnly{N: 1})
	if string(std) != `{"N":1}` || string(ours) != `{"n":10}` {
		t.Errorf("Marshal: encoding/json %s, zerojson %s", std, ours)
	}
	var s, o wireOnly
	_ = stdjson.Unmarshal([]byte(`{"n":30}`), &s)
	_ = json.Unmarshal([]byte(`{"n":30}`), &o)
	if s.N != 30 || o.N != 3 {
		t.Errorf("Unmarshal: encoding/json %d, zerojson %d", s.N, o.N)
	}
}

// encoding/json allocates each decoded string on its own; this package
// copies strings of up to 64 bytes into shared 256-byte blocks, which saves
// an allocation per short string, and a short string kept alive keeps its
// block alive. Only the memory held shows it: the strings are independent
// values, whatever is decoded after them.
func TestDifferenceShortStringsShareBlocks(t *testing.T) {
	// Ten strings of six bytes cross the end of a block at most once (the
	// block in use may have been partly filled before): most are next to
	// each other in memory.
	var v [10]string
	if err := json.Unmarshal([]byte(`["str 0","str 1","str 2","str 3","str 4","str 5","str 6","str 7","str 8","str 9"]`), &v); err != nil {
		t.Fatal(err)
	}
	adjacent := 0
	for i := 1; i < len(v); i++ {
		if unsafe.Add(unsafe.Pointer(unsafe.StringData(v[i-1])), len(v[i-1])) == unsafe.Pointer(unsafe.StringData(v[i])) {
			adjacent++
		}
	}
	if adjacent < len(v)-2 {
		t.Errorf("%d of %d decoded strings follow the one before in memory, want at least %d", adjacent, len(v)-1, len(v)-2)
	}

	// Strings kept from many decodings, through Unmarshal, a Decoder and a
	// wire.Reader, hold what was decoded into them.
	var kept []string
	var r wire.Reader
	dec := json.NewDecoder(strings.NewReader(strings.Repeat(`"stream text" `, 200)))
	for i := range 200 {
		var s, d string
		if err := json.Unmarshal([]byte(`"short `+strconv.Itoa(i)+`"`), &s); err != nil {
			t.Fatal(err)
		}
		if err := dec.Decode(&d); err != nil {
			t.Fatal(err)
		}
		r.Reset([]byte(`"wire ` + strconv.Itoa(i) + `"`))
		kept = append(kept, s, d, r.ReadString())
	}
	for i := range 200 {
		want := []string{"short " + strconv.Itoa(i), "stream text", "wire " + strconv.Itoa(i)}
		if got := kept[3*i : 3*i+3]; !slices.Equal(got, want) {
			t.Fatalf("decoding %d: kept %q, want %q", i, got, want)
		}
	}
}
