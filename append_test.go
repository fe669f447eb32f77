package json_test

import (
	"bytes"
	"fmt"
	"math"
	"strings"
	"testing"
	"time"

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
		{[]any{"a", nothingAppender{}}, "json: error calling MarshalJSON for type json_test.nothingAppender: MarshalAppendJSON appended nothing"},
		{[]any{"a", detachedAppender{}}, "json: error calling MarshalJSON for type json_test.detachedAppender: MarshalAppendJSON did not append to the buffer it was given"},
	} {
		b, err := json.Marshal(c.v)
		if err == nil || err.Error() != c.want {
			t.Errorf("Marshal(%#v) = %s, %v; want error %q", c.v, b, err, c.want)
		}
	}
}

// TestAppendLeavesCapacity pins that AppendString and AppendTime, like
// strconv's Append functions, write nothing into the capacity of dst
// beyond the length they return, as they document: a caller may keep bytes
// there. (AppendFloat documents that it may, as MarshalAppend does.)
func TestAppendLeavesCapacity(t *testing.T) {
	const sentinel = 0xAA
	check := func(name string, appendTo func([]byte) []byte) {
		t.Helper()
		for _, pre := range []int{0, 1, 5} {
			buf := bytes.Repeat([]byte{sentinel}, pre+96)[:pre]
			want := appendTo(bytes.Repeat([]byte{sentinel}, pre)) // in a buffer of its own
			got := appendTo(buf)
			if !bytes.Equal(got, want) {
				t.Errorf("%s after %d bytes = %q, want %q", name, pre, got, want)
				continue
			}
			if &got[0] != &buf[:1][0] {
				t.Errorf("%s after %d bytes: grew a buffer of %d spare bytes", name, pre, cap(buf)-pre)
				continue
			}
			for i, c := range got[len(got):cap(got)] {
				if c != sentinel {
					t.Errorf("%s after %d bytes: wrote %#x at %d bytes past the %d it returned", name, pre, c, i, len(got))
					break
				}
			}
		}
	}
	for _, s := range []string{"", "a", "abc", "name", "abcdefg", "abcdefgh", "created_at", "created_at_timestamp",
		"<", "a<b", "tab\t", "\"quoted\"", "é", "abcdefgh\u2028", "\xff", strings.Repeat("x", 40) + "&"} {
		check(fmt.Sprintf("AppendString(%q)", s), func(b []byte) []byte { return json.AppendString(b, s) })
	}
	for _, tm := range []time.Time{
		time.Date(2020, 1, 2, 3, 4, 5, 0, time.UTC),
		time.Date(2020, 1, 2, 3, 4, 5, 120000000, time.FixedZone("", -7*3600)),
		time.Date(9999, 12, 31, 23, 59, 59, 999999999, time.FixedZone("", 23*3600+59*60)),
	} {
		check("AppendTime("+tm.String()+")", func(b []byte) []byte {
			out, err := json.AppendTime(b, tm)
			if err != nil {
				t.Fatal(err)
			}
			return out
		})
	}
}

// appendBenchStrings and appendBenchFloats are what BenchmarkAppendString
// and BenchmarkAppendFloat format: a short field value, a longer one with
// a tail shorter than a word, and one with escapes; an integer, a decimal
// with a few digits, one with seventeen, and a float32.
var (
	appendBenchStrings = []struct{ name, in string }{
		{"Short", "name"},
		{"Field", "created_at_timestamp"},
		{"Escaped", `say "hi" <b>`},
	}
	appendBenchFloats = []struct {
		name string
		in   float64
		bits int
	}{
		{"Integer", 1234567, 64},
		{"Decimal", 1234.5678, 64},
		{"Pi", math.Pi, 64},
		{"Float32", float64(float32(0.1)), 32},
	}
)

func BenchmarkAppendString(b *testing.B) {
	for _, in := range appendBenchStrings {
		b.Run(in.name, func(b *testing.B) {
			buf := make([]byte, 0, 64)
			b.ReportAllocs()
			for b.Loop() {
				buf = json.AppendString(buf[:0], in.in)
			}
		})
	}
}

func BenchmarkAppendFloat(b *testing.B) {
	for _, in := range appendBenchFloats {
		b.Run(in.name, func(b *testing.B) {
			buf := make([]byte, 0, 64)
			b.ReportAllocs()
			for b.Loop() {
				buf, _ = json.AppendFloat(buf[:0], in.in, in.bits)
			}
		})
	}
}
