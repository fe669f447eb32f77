package jsontest

import (
	"bufio"
	"bytes"
	"math"
	"reflect"
	"slices"
	"strings"
	"testing"
)

func TestFrames(t *testing.T) {
	var buf bytes.Buffer
	w := bufio.NewWriter(&buf)
	h := keyHash("a key")
	writeFrame(w, frameTest, 7, []byte("TestX/sub"), []byte("2"))
	writeFrame(w, frameResult, 7, h[:], []byte("err: <nil>\nout: \"1\"\n"))
	writeFrame(w, frameEnd, 1<<40)
	writeFrame(w, frameDone, 0)
	w.Flush()
	r := bufio.NewReader(&buf)
	for _, want := range []struct {
		kind   byte
		id     uint64
		fields []string
	}{
		{frameTest, 7, []string{"TestX/sub", "2"}},
		{frameResult, 7, []string{string(h[:]), "err: <nil>\nout: \"1\"\n"}},
		{frameEnd, 1 << 40, nil},
		{frameDone, 0, nil},
	} {
		kind, id, fields, err := readFrame(r)
		var got []string
		for _, f := range fields {
			got = append(got, string(f))
		}
		if err != nil || kind != want.kind || id != want.id || !slices.Equal(got, want.fields) {
			t.Errorf("readFrame = %c %d %q %v, want %c %d %q", kind, id, got, err, want.kind, want.id, want.fields)
		}
	}
	if _, _, _, err := readFrame(r); err == nil {
		t.Error("readFrame at the end: no error")
	}
	// A frame cut short is an error, not an end.
	buf.Reset()
	writeFrame(w, frameResult, 1, []byte("0123456789abcdef"), []byte("result"))
	w.Flush()
	cut := bufio.NewReader(bytes.NewReader(buf.Bytes()[:buf.Len()-2]))
	if _, _, _, err := readFrame(cut); err == nil || err.Error() != "unexpected EOF" {
		t.Errorf("readFrame of a cut frame: %v, want unexpected EOF", err)
	}
}

func TestFuzzArgs(t *testing.T) {
	fn := func(*testing.T, []byte, []byte, string, bool, int, int8, uint16, uint64, rune, byte, float32, float64) {
	}
	args := []any{[]byte("a\x00\xff"), []byte(nil), "é\xfe", true, -1 << 62, int8(-128), uint16(65535), uint64(math.MaxUint64),
		'☃', byte(255), float32(math.Inf(-1)), math.Copysign(0, -1)}
	var in []reflect.Value
	for _, a := range args {
		in = append(in, reflect.ValueOf(a))
	}
	out, err := decodeArgs(reflect.TypeOf(fn), encodeArgs(in))
	if err != nil {
		t.Fatal(err)
	}
	for i, v := range out {
		if got := v.Interface(); !reflect.DeepEqual(got, args[i]) || math.Signbit(toFloat(got)) != math.Signbit(toFloat(args[i])) {
			t.Errorf("argument %d: got %#v, want %#v", i, got, args[i])
		}
	}
	enc := encodeArgs(in)
	for n := range len(enc) {
		if _, err := decodeArgs(reflect.TypeOf(fn), enc[:n]); err == nil {
			t.Errorf("decodeArgs of the first %d of %d bytes: no error", n, len(enc))
		}
	}
}

func toFloat(x any) float64 {
	if f, ok := x.(float64); ok {
		return f
	}
	return 1
}

func TestLatestPatches(t *testing.T) {
	list := "golang.org/toolchain v0.0.1-go1.26.0.linux-amd64 v0.0.1-go1.26.9.linux-amd64 v0.0.1-go1.26.10.linux-amd64" +
		" v0.0.1-go1.26.11.darwin-arm64 v0.0.1-go1.27rc1.linux-amd64 v0.0.1-go1.27.2.linux-amd64 v0.0.1-go1.27.4.linux-amd64" +
		" v0.0.1-go1.28.0.linux-amd64 v0.0.1-go1.25.7.linux-amd64"
	if got, want := latestPatches(list, 1, 28, "linux-amd64", 2), []string{"go1.27.4", "go1.26.10"}; !slices.Equal(got, want) {
		t.Errorf("latestPatches for go1.28 = %q, want %q", got, want)
	}
	if got := latestPatches(list, 1, 26, "windows-amd64", 2); len(got) != 0 {
		t.Errorf("latestPatches for another platform = %q, want none", got)
	}
	for v, want := range map[string][2]int{"go1.27.4": {1, 27}, "go1.28rc1": {1, 28}, "go1.30": {1, 30}} {
		if major, minor, ok := goVersion(v); !ok || [2]int{major, minor} != want {
			t.Errorf("goVersion(%q) = %d, %d, %v", v, major, minor, ok)
		}
	}
}

func TestDiffCanon(t *testing.T) {
	classic := "err: \"json: cannot unmarshal string into Go value of type int\"\nchain: *json.UnmarshalTypeError{}\ndst: &[1 0]\n"
	ours := "err: \"json: cannot unmarshal string into .1 of type int\"\nchain: *json.UnmarshalTypeError{}\ndst: &[1 0]\n"
	d := DiffCanon(classic, ours, "test")
	for _, want := range []string{
		"err:   classic  \"json: cannot unmarshal string into Go value of type int\"",
		"       zerojson \"json: cannot unmarshal string into .1 of type int\"",
		"dst:   both     &[1 0]",
	} {
		if !strings.Contains(d, want) {
			t.Errorf("DiffCanon does not show %q:\n%s", want, d)
		}
	}
	long := strings.Repeat("x", 1000)
	d = DiffCanon("out: "+long+"a\n", "out: "+long+"b\n", "test")
	if !strings.Contains(d, "xa (bytes 920 to 1001 of 1001)") || !strings.Contains(d, "xb (bytes 920 to 1001 of 1001)") {
		t.Errorf("DiffCanon of long lines does not show where they differ:\n%s", d)
	}
	if d := DiffCanon("a\nb\n", "c\n", "test"); !strings.Contains(d, "classic:\n\t\ta\n\t\tb") {
		t.Errorf("DiffCanon of results of different shapes:\n%s", d)
	}
}
