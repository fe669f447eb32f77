package jsonwire

import (
	"fmt"
	"math/rand/v2"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"testing"
	"unsafe"
)

// TestReaderIntegers checks the one-pass integer readers against strconv
// on integers of every length, with and without a sign, followed by a
// delimiter, a fraction or an exponent.
func TestReaderIntegers(t *testing.T) {
	rnd := rand.New(rand.NewPCG(7, 8))
	var inputs []string
	for digits := 1; digits <= 21; digits++ {
		for range 200 {
			b := []byte{byte('1' + rnd.IntN(9))}
			for range digits - 1 {
				b = append(b, byte('0'+rnd.IntN(10)))
			}
			inputs = append(inputs, string(b), "-"+string(b))
		}
	}
	inputs = append(inputs, "0", "-0", "9223372036854775807", "9223372036854775808", "-9223372036854775808",
		"-9223372036854775809", "18446744073709551615", "18446744073709551616", "12345678", "99999999")
	for _, in := range inputs {
		for _, suffix := range []string{"", ",", "}", " ", ".5", "e3", "E-1"} {
			data := []byte(in + suffix)
			end := len(in)
			if suffix == ".5" || suffix == "e3" || suffix == "E-1" {
				end = len(data)
			}
			var r Reader
			r.Reset(data, false)
			wantI, errI := strconv.ParseInt(string(data[:end]), 10, 64)
			if n, ok := r.ReadInt(); r.Offset() != end || ok != (errI == nil) || ok && n != wantI || r.Failed() {
				t.Errorf("ReadInt(%q) = %d, %v at %d (err %v); want %d, %v at %d", data, n, ok, r.Offset(), r.Err(), wantI, errI == nil, end)
			}
			r.Reset(data, false)
			wantU, errU := strconv.ParseUint(string(data[:end]), 10, 64)
			if n, ok := r.ReadUint(); r.Offset() != end || ok != (errU == nil) || ok && n != wantU || r.Failed() {
				t.Errorf("ReadUint(%q) = %d, %v at %d (err %v); want %d, %v at %d", data, n, ok, r.Offset(), r.Err(), wantU, errU == nil, end)
			}
		}
	}
}

// TestReaderReadString checks ReadString, which copies short strings into
// its block while scanning them, against MakeString(ReadStringBytes()):
// arrays of strings of every length up to past the shared limit, some with
// an escape, a control byte, a multi-byte rune or invalid UTF-8 at some
// position, and single strings, which leave fewer bytes of input after
// them than the word copy reads; and prefixes of the arrays, which end
// inside a string. The strings are compared after the whole
// array is read, so that a copy writing into bytes already handed out
// would show, and so are the errors.
func TestReaderReadString(t *testing.T) {
	rnd := rand.New(rand.NewPCG(9, 10))
	specials := []string{`\n`, `\u00e9`, `\"`, "\x01", "é", "\xff", "\u2028"}
	var texts []string
	for n := 0; n <= 2*maxShared+2; n++ {
		b := make([]byte, n)
		for i := range b {
			b[i] = byte('a' + rnd.IntN(26))
		}
		texts = append(texts, string(b))
		for _, sp := range specials {
			if n > 0 {
				at := rnd.IntN(n)
				texts = append(texts, string(b[:at])+sp+string(b[at:]))
			}
		}
	}
	read := func(doc []byte, readString func(*Reader) string) ([]string, error) {
		var r Reader
		r.Reset(doc, false)
		var got []string
		for more := r.Enter(']'); more; more = r.More(']') {
			got = append(got, readString(&r))
		}
		return got, r.Err()
	}
	for round := range 2000 {
		count := 1 + rnd.IntN(12)
		if round%4 == 0 {
			count = 1
		}
		doc := []byte{'['}
		for i := range count {
			if i > 0 {
				doc = append(doc, ',')
			}
			doc = append(doc, '"')
			doc = append(doc, texts[rnd.IntN(len(texts))]...)
			doc = append(doc, '"')
		}
		doc = append(doc, ']')
		// The whole document, and a prefix of it, which ends inside a
		// string or between strings.
		for _, doc := range [][]byte{doc, doc[:rnd.IntN(len(doc))]} {
			got, err := read(doc, (*Reader).ReadString)
			want, wantErr := read(doc, func(r *Reader) string { return r.MakeString(r.ReadStringBytes()) })
			if fmt.Sprint(err) != fmt.Sprint(wantErr) || !slices.Equal(got, want) {
				t.Fatalf("%s:\ngot  %q, %v\nwant %q, %v", doc, got, err, want, wantErr)
			}
			// Every other string given back (Unshare) for a copy: the
			// strings kept must not change as the next ones take the
			// space given back.
			i := 0
			got, err = read(doc, func(r *Reader) string {
				s := r.ReadString()
				if i++; i%2 == 0 {
					c := strings.Clone(s)
					r.Unshare(s)
					return c
				}
				return s
			})
			if fmt.Sprint(err) != fmt.Sprint(wantErr) || !slices.Equal(got, want) {
				t.Fatalf("%s, with Unshare:\ngot  %q, %v\nwant %q, %v", doc, got, err, want, wantErr)
			}
		}
	}
}

// TestUnshare checks that the next string takes the place of one given
// back, and that a string which is not the last of the block is left
// where it is.
func TestUnshare(t *testing.T) {
	var r Reader
	r.Reset([]byte(`["abcdef","ghijkl","mnopqr","stuvwx"]`), false)
	r.Enter(']')
	a := r.ReadString()
	r.More(']')
	b := r.ReadString()
	r.Unshare(a) // not the last: kept
	r.Unshare(b)
	r.More(']')
	c := r.ReadString()
	if unsafe.StringData(c) != unsafe.StringData(b) || a != "abcdef" || c != "mnopqr" {
		t.Fatalf("after Unshare of %q: next string %q at %p, want %p; first %q", "ghijkl", c, unsafe.StringData(c), unsafe.StringData(b), a)
	}
	r.More(']')
	next := unsafe.Add(unsafe.Pointer(unsafe.StringData(c)), len(c))
	if d := r.ReadString(); unsafe.Pointer(unsafe.StringData(d)) != next || d != "stuvwx" {
		t.Fatalf("string after %q: %q at %p, want %p", c, d, unsafe.StringData(d), next)
	}
}

// TestMoreMemberWhitespace checks that MoreMember, which takes indented
// input (a comma, whitespace and a name) on a path of its own, steps
// through objects exactly as More and then Member do: the same member
// indices and names, the same errors at the same offsets. The objects are
// made of members in and out of the expected order, unknown and escaped
// names, with whitespace of every kind inserted and bytes replaced at
// random places.
func TestMoreMemberWhitespace(t *testing.T) {
	// Each walk has its own Names, so that what one learns of the order
	// of the members (Names.follower) the other learns too, at the same
	// steps.
	var names *Names
	type step struct {
		i    int
		name string
		ok   bool
		off  int
	}
	walk := func(data []byte, more func(*Reader, int) (int, []byte, bool)) ([]step, string) {
		names = NewNames("A", "B", "C", "Long_member_name_x")
		var r Reader
		r.Reset(data, false)
		var steps []step
		i, name, ok := r.FirstMember(names)
		for ok {
			steps = append(steps, step{i, string(name), ok, r.Offset()})
			r.SkipValue()
			if r.Err() != nil {
				break
			}
			i, name, ok = more(&r, i+1)
		}
		steps = append(steps, step{i, string(name), ok, r.Offset()})
		return steps, fmt.Sprint(r.Err())
	}
	reference := func(r *Reader, hint int) (int, []byte, bool) {
		if !r.More('}') {
			return -1, nil, false
		}
		i, name := r.Member(names, hint)
		return i, name, true
	}
	members := []string{`"A":1`, `"B":[2]`, `"C":"c"`, `"Long_member_name_x":{}`, `"D":null`, `"\u0041":5`, `"b":true`}
	spaces := []string{" ", "\n", "\t", "\r\n", "\n        ", ""}
	rnd := rand.New(rand.NewPCG(7, 8))
	for range 20000 {
		var b []byte
		b = append(b, '{')
		for k, n := 0, rnd.IntN(6); k < n; k++ {
			if k > 0 {
				b = append(b, spaces[rnd.IntN(len(spaces))]...)
				b = append(b, ',')
			}
			b = append(b, spaces[rnd.IntN(len(spaces))]...)
			b = append(b, members[rnd.IntN(len(members))]...)
		}
		b = append(b, spaces[rnd.IntN(len(spaces))]...)
		b = append(b, '}')
		switch rnd.IntN(4) {
		case 0: // a byte replaced
			b[rnd.IntN(len(b))] = ",}:\" 5x\n"[rnd.IntN(8)]
		case 1: // cut short
			b = b[:rnd.IntN(len(b))]
		}
		got, gotErr := walk(b, func(r *Reader, hint int) (int, []byte, bool) { return r.MoreMember(names, hint) })
		want, wantErr := walk(b, reference)
		if !reflect.DeepEqual(got, want) || gotErr != wantErr {
			t.Fatalf("%q:\nMoreMember:     %v %s\nMore + Member:  %v %s", b, got, gotErr, want, wantErr)
		}
	}
}

// TestMemberFollower walks objects whose members come in a few orders,
// with members left out, unknown and escaped names, compact and indented,
// through MoreMember with one Names, which learns what follows what
// (Names.follower) from one object to the next, and checks each step
// against reading every name and looking it up without a hint.
func TestMemberFollower(t *testing.T) {
	all := []string{"id", "kind", "Long_member_name_x", "value", "status", "extra_field_name_that_is_long", "z"}
	names := NewNames(all...)
	orders := [][]int{{0, 1, 2, 3, 4, 5, 6}, {0, 3, 6, 1}, {4, 0, 5}, {6, 5, 4, 3, 2, 1, 0}}
	rnd := rand.New(rand.NewPCG(9, 10))
	for range 20000 {
		order := orders[rnd.IntN(len(orders))]
		sep := []string{"", "\n  ", " "}[rnd.IntN(3)]
		var b []byte
		b = append(b, '{')
		var keys []string
		for _, k := range order {
			if rnd.IntN(4) == 0 {
				continue // left out
			}
			name := all[k]
			switch rnd.IntN(20) {
			case 0:
				name = "unknown"
			case 1:
				name = `\u0069d`
			case 2:
				name = strings.ToUpper(name)
			}
			if len(keys) > 0 {
				b = append(b, ',')
			}
			b = append(b, sep...)
			b = fmt.Appendf(b, `"%s":%d`, name, len(keys))
			keys = append(keys, name)
		}
		b = append(b, sep...)
		b = append(b, '}')

		var r Reader
		r.Reset(b, false)
		var got []int
		for i, _, ok := r.FirstMember(names); ok; i, _, ok = r.MoreMember(names, i+1) {
			got = append(got, i)
			r.SkipValue()
		}
		var want []int
		var ref Reader
		ref.Reset(b, false)
		for ok := ref.Enter('}'); ok; ok = ref.More('}') {
			key := ref.ReadStringBytes()
			want = append(want, names.Lookup(key, len(all))) // no hint
			ref.Colon()
			ref.SkipValue()
		}
		if !reflect.DeepEqual(got, want) || r.Err() != nil || ref.Err() != nil || r.Offset() != ref.Offset() {
			t.Fatalf("%s:\nMoreMember %v, %v at %d\nLookup     %v, %v at %d", b, got, r.Err(), r.Offset(), want, ref.Err(), ref.Offset())
		}
	}
}
