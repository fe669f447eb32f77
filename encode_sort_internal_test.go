package json

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
)

// TestKeyPrefix checks keyPrefix on every length up to 12 against the
// definition: the first eight bytes, big-endian, zero-filled.
func TestKeyPrefix(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	for n := 0; n <= 12; n++ {
		for range 100 {
			b := make([]byte, n)
			for i := range b {
				b[i] = byte(r.Uint32())
			}
			var want uint64
			for i := 0; i < 8; i++ {
				want <<= 8
				if i < n {
					want |= uint64(b[i])
				}
			}
			if got := keyPrefix(string(b)); got != want {
				t.Fatalf("keyPrefix(%q) = %#x, want %#x", b, got, want)
			}
		}
	}
}

// TestSortEntries holds sortEntries to strings.Compare order on keys
// drawn to tie often: from a small alphabet of bytes, including 0 and
// 0xff, in all lengths around eight, in runs of equal keys, and in orders
// that defeat a naive pivot (sorted, reversed, organ pipe, all equal).
func TestSortEntries(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	alphabet := []byte{0, 1, 'a', 'b', 0x7f, 0x80, 0xff}
	randKey := func() string {
		b := make([]byte, r.IntN(12))
		for i := range b {
			b[i] = alphabet[r.IntN(len(alphabet))]
		}
		return string(b)
	}
	check := func(name string, keys []string) {
		t.Helper()
		es := make([]mapEntry, len(keys))
		for i, k := range keys {
			es[i] = mapEntry{pre: keyPrefix(k), i: i}
		}
		sortEntries(es, keys)
		// The fallback for runs partitioning fails to split, alone.
		fallback := slices.Clone(es)
		slices.Reverse(fallback)
		sortEntriesDepth(fallback, keys, 0)
		for i := range fallback {
			if keys[fallback[i].i] != keys[es[i].i] {
				t.Fatalf("%s: %d keys: the fallback puts %q at %d, the sort %q", name, len(keys), keys[fallback[i].i], i, keys[es[i].i])
			}
		}
		want := slices.Clone(keys)
		slices.SortFunc(want, strings.Compare)
		seen := make([]bool, len(keys))
		for i, e := range es {
			if keys[e.i] != want[i] {
				t.Fatalf("%s: %d keys: entry %d is %q, want %q", name, len(keys), i, keys[e.i], want[i])
			}
			if seen[e.i] {
				t.Fatalf("%s: entry %d is a second copy of entry %d", name, i, e.i)
			}
			seen[e.i] = true
		}
	}
	for _, n := range []int{0, 1, 2, 3, 12, 13, 14, 40, 100, 1000, 5000} {
		for range 20 {
			keys := make([]string, n)
			for i := range keys {
				keys[i] = randKey()
			}
			check("random", keys)
			slices.SortFunc(keys, strings.Compare)
			check("sorted", keys)
			slices.Reverse(keys)
			check("reversed", keys)
			pipe := append(slices.Clone(keys[n/2:]), keys[:n/2]...)
			slices.Reverse(pipe[n-n/2:])
			check("organ pipe", pipe)
		}
		same := make([]string, n)
		for i := range same {
			same[i] = "same key"
		}
		check("equal", same)
	}
}

// TestMapStacksReleased checks that the pooled state keeps no key or value
// of the maps it wrote alive: nested maps of every kind, some of which
// grow the stacks while the maps around them are being written.
func TestMapStacksReleased(t *testing.T) {
	inner := make(map[string]any)
	for i := range 100 {
		inner[strings.Repeat("k", i)] = []any{"v", map[string]string{"a": "b", "c": "d"}}
	}
	v := map[string]any{
		"a": inner,
		"b": map[string]string{"x": "y"},
		"c": map[int]string{1: "one", 2: "two"},
		"d": []map[string]any{inner, {"e": inner}},
	}
	e := getEncodeState(true)
	if _, err := e.encodeAny(nil, v); err != nil {
		t.Fatal(err)
	}
	e.clearStacks() // as putEncodeState does
	if len(e.mapEntries)+len(e.mapKeys)+len(e.anyEntries)+len(e.stringEntries) != 0 {
		t.Fatalf("stacks not empty: %d, %d, %d, %d", len(e.mapEntries), len(e.mapKeys), len(e.anyEntries), len(e.stringEntries))
	}
	for i, k := range e.mapKeys[:cap(e.mapKeys)] {
		if k != "" {
			t.Fatalf("mapKeys[%d] keeps key %q", i, k)
		}
	}
	for i, x := range e.anyEntries[:cap(e.anyEntries)] {
		if x != nil {
			t.Fatalf("anyEntries[%d] keeps %v", i, x)
		}
	}
	for i, x := range e.stringEntries[:cap(e.stringEntries)] {
		if x != "" {
			t.Fatalf("stringEntries[%d] keeps %q", i, x)
		}
	}
}
