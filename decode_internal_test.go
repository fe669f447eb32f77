package json

import (
	"encoding/json"
	"fmt"
	"math"
	"math/rand/v2"
	"reflect"
	"strconv"
	"strings"
	"sync"
	"testing"
	"unsafe"

	"github.com/zerojson/json/internal/jsonwire"
)

// TestIsZeroMemory sets each byte of buffers of every length up to 24 in
// turn, at every alignment, and checks that isZeroMemory notices it.
func TestIsZeroMemory(t *testing.T) {
	var buf [32]byte
	for off := 0; off < 8; off++ {
		for n := 0; n <= 24; n++ {
			p := unsafe.Pointer(&buf[off])
			if !isZeroMemory(p, uintptr(n)) {
				t.Fatalf("offset %d, length %d, all zero: reported non-zero", off, n)
			}
			for i := 0; i < n; i++ {
				buf[off+i] = 1
				if isZeroMemory(p, uintptr(n)) {
					t.Fatalf("offset %d, length %d, byte %d set: reported zero", off, n, i)
				}
				buf[off+i] = 0
			}
			buf[off+n] = 1 // just past the end: not looked at
			if !isZeroMemory(p, uintptr(n)) {
				t.Fatalf("offset %d, length %d: looked past the end", off, n)
			}
			buf[off+n] = 0
		}
	}
}

// TestKeySlotSpreads: the keys of one object shape must not share slots,
// or interning them would allocate on every object. These are the keys of
// encoding/json's code corpus, two of which ("min_t", "mean_t") once
// collided and cost 25,000 allocations per decoding.
func TestKeySlotSpreads(t *testing.T) {
	seen := map[uint8]string{}
	for _, k := range []string{"tree", "username", "name", "kids", "cl_weight", "touches", "min_t", "max_t", "mean_t"} {
		s := keySlot([]byte(k))
		if other, ok := seen[s]; ok {
			t.Errorf("%q and %q share slot %d", k, other, s)
		}
		seen[s] = k
	}
}

// TestLengthHintDecoding decodes arrays of lengths that go up and down
// into fresh slices of one type, after which the hint is above or below
// the length, and into slices that already have elements and capacity,
// where it is not used, from several goroutines at once (which -race
// checks); the values must be encoding/json's every time.
func TestLengthHintDecoding(t *testing.T) {
	type point struct{ X, Y int }
	type doc struct {
		Ints   []int64
		Points []point
		Names  []string
	}
	lengths := []int{3, 3, 3, 1, 0, 12, 40, 40, 40, 2, 100, 7, 7, 1, 1, 1, 64}
	input := func(n int) string {
		var b strings.Builder
		b.WriteString(`{"Ints":[`)
		for i := range n {
			if i > 0 {
				b.WriteByte(',')
			}
			fmt.Fprintf(&b, "%d", i*7)
		}
		b.WriteString(`],"Points":[`)
		for i := range n {
			if i > 0 {
				b.WriteByte(',')
			}
			fmt.Fprintf(&b, `{"X":%d,"Y":%d}`, i, -i)
		}
		b.WriteString(`],"Names":[`)
		for i := range n {
			if i > 0 {
				b.WriteByte(',')
			}
			fmt.Fprintf(&b, `"n%d"`, i)
		}
		b.WriteString(`]}`)
		return b.String()
	}
	var wg sync.WaitGroup
	for g := range 4 {
		wg.Go(func() {
			for k := range 50 {
				n := lengths[(g*5+k)%len(lengths)]
				in := input(n)
				starts := []func() doc{
					func() doc { return doc{} },
					func() doc {
						return doc{Ints: make([]int64, 2, 5), Points: []point{{9, 9}}, Names: []string{"x", "y", "z", "w"}}
					},
				}
				for _, start := range starts {
					got, want := start(), start()
					errGot, errWant := Unmarshal([]byte(in), &got), json.Unmarshal([]byte(in), &want)
					if (errGot == nil) != (errWant == nil) || !reflect.DeepEqual(got, want) {
						t.Errorf("length %d, start %+v: got %+v, %v; encoding/json %+v, %v", n, start(), got, errGot, want, errWant)
						return
					}
				}
			}
		})
	}
	wg.Wait()
}

// TestDecodeStacksReleased checks that a state given back to the pool
// keeps no key or value it gathered alive: documents decoded into any and
// into maps of strings, nested, with an object of more members than are
// gathered at once, with type errors, and malformed.
func TestDecodeStacksReleased(t *testing.T) {
	var big strings.Builder
	big.WriteString(`{"many":{`)
	for i := range 3000 {
		if i > 0 {
			big.WriteByte(',')
		}
		fmt.Fprintf(&big, `"k%d":"v%d"`, i%1500, i)
	}
	big.WriteString(`}}`)
	// Values that repeat, for the box cache to keep.
	var repeats strings.Builder
	repeats.WriteByte('[')
	for i := range 3000 {
		fmt.Fprintf(&repeats, `%d,"s%d",`, i%10, i%10)
	}
	repeats.WriteString(`{"a":[1.5,"x"]}]`)
	docs := []struct {
		in string
		v  func() any
	}{
		{`{"a":[1,"x",{"b":null,"c":["d"]}],"e":{"f":{"g":"h"}}}`, func() any { return new(any) }},
		{big.String(), func() any { return new(any) }},
		{repeats.String(), func() any { return new(any) }},
		{repeats.String()[:len(repeats.String())/2], func() any { return new([]any) }},
		{big.String(), func() any { return new(map[string]map[string]string) }},
		{`{"a":{"b":"c","d":1,"e":"f"},"g":{"h":"i"}}`, func() any { return new(map[string]map[string]string) }},
		{`{"a":{"b":["c",{"d":"e"}]},"f":[1,2,{"g":`, func() any { return new(any) }},
		{`{"a":{"b":"c"},"d":{"e":"f"`, func() any { return new(map[string]map[string]any) }},
	}
	for _, doc := range docs {
		d := getDecodeState()
		_ = d.unmarshal([]byte(doc.in), doc.v(), false)
		putDecodeState(d)
		if len(d.anyStack)+len(d.keyStack)+len(d.stringStack) != 0 || d.stacksUsed != 0 {
			t.Fatalf("%.40s: stacks not empty: %d, %d, %d, used %d", doc.in, len(d.anyStack), len(d.keyStack), len(d.stringStack), d.stacksUsed)
		}
		for i, x := range d.anyStack[:cap(d.anyStack)] {
			if x != nil {
				t.Fatalf("%.40s: anyStack[%d] keeps %v", doc.in, i, x)
			}
		}
		for i, k := range d.keyStack[:cap(d.keyStack)] {
			if k != "" {
				t.Fatalf("%.40s: keyStack[%d] keeps %q", doc.in, i, k)
			}
		}
		for i, s := range d.stringStack[:cap(d.stringStack)] {
			if s != "" {
				t.Fatalf("%.40s: stringStack[%d] keeps %q", doc.in, i, s)
			}
		}
		for i := range boxSlots {
			if d.boxes.nums[i] != (numBox{}) || d.boxes.strs[i] != nil {
				t.Fatalf("%.40s: box slot %d keeps %v, %v", doc.in, i, d.boxes.nums[i], d.boxes.strs[i])
			}
		}
		if c := d.boxes; c.num != (boxCounts{}) || c.str != (boxCounts{}) || c.small != smallFloats() {
			t.Fatalf("%.40s: box counts not reset: %+v, %+v", doc.in, c.num, c.str)
		}
	}
}

// TestBoxCache decodes into any arrays of numbers and strings drawn from
// pools of a few to many distinct values, so that the box cache finds
// most values, some or almost none and gives up, and checks every value:
// floats bit for bit (0 and -0 share no box), strings of every length
// around boxMaxString, among them many that share a slot.
func TestBoxCache(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	randomFloat := func() float64 {
		switch rng.IntN(6) {
		case 0:
			return float64(rng.IntN(20) - 10)
		case 1:
			return []float64{0, math.Copysign(0, -1), 5e-324, 1e308, -1e-7}[rng.IntN(5)]
		case 2:
			return math.Float64frombits(rng.Uint64() & 0x7fefffffffffffff)
		default:
			return float64(rng.IntN(1000)) / 8
		}
	}
	pieces := []string{"a", "b", "é", "\\", "\"", "\n", "\u2028"}
	randomString := func() string {
		var b strings.Builder
		for n := rng.IntN(boxMaxString + 4); b.Len() < n; {
			b.WriteString(pieces[rng.IntN(len(pieces))])
		}
		return b.String()
	}
	for _, distinct := range []int{1, 10, 100, 300, 5000} {
		pool := make([]any, distinct+2)
		pool[0], pool[1] = 0.0, math.Copysign(0, -1)
		for i := 2; i < len(pool); i++ {
			if i%2 == 0 {
				pool[i] = randomFloat()
			} else {
				pool[i] = randomString()
			}
		}
		for _, n := range []int{boxFrom, boxFrom + 1, 3 * boxTrial} {
			want := make([]any, n)
			for i := range want {
				want[i] = pool[rng.IntN(len(pool))]
			}
			doc := appendTestValues(nil, want)
			var got any
			if err := Unmarshal(doc, &got); err != nil {
				t.Fatalf("%d of %d: %v", n, distinct, err)
			}
			for i, g := range got.([]any) {
				w := want[i]
				if f, ok := w.(float64); ok {
					if h, ok := g.(float64); !ok || math.Float64bits(h) != math.Float64bits(f) {
						t.Fatalf("%d of %d: element %d is %#v, want %#v", n, distinct, i, g, w)
					}
				} else if g != w {
					t.Fatalf("%d of %d: element %d is %#v, want %#v", n, distinct, i, g, w)
				}
			}
		}
	}
}

// TestSmallFloats checks the shared boxes of the small integers, and that
// the numbers around them, -0 among them, are boxed as they are.
func TestSmallFloats(t *testing.T) {
	for i, x := range smallFloats() {
		if f, ok := x.(float64); !ok || f != float64(i) {
			t.Fatalf("smallFloats()[%d] = %#v", i, x)
		}
	}
	var c boxCache
	c.small = smallFloats()
	for _, f := range []float64{0, math.Copysign(0, -1), 0.5, 1, -1, 1023, 1023.5, 1024, 1e300, -1e300, 5e-324} {
		x := c.smallFloat(f)
		if x == nil {
			x = c.float(f)
		}
		if g, ok := x.(float64); !ok || math.Float64bits(g) != math.Float64bits(f) {
			t.Errorf("%v boxed as %#v", f, x)
		}
	}
}

// appendTestValues appends the float64s and strings of vs as a JSON array,
// the strings quoted by AppendQuote, the floats as strconv writes them.
func appendTestValues(b []byte, vs []any) []byte {
	b = append(b, '[')
	for i, v := range vs {
		if i > 0 {
			b = append(b, ',')
		}
		switch v := v.(type) {
		case float64:
			if v == 0 && math.Signbit(v) {
				b = append(b, "-0"...)
			} else {
				b = strconv.AppendFloat(b, v, 'g', -1, 64)
			}
		case string:
			b = jsonwire.AppendQuote(b, v, false)
		}
	}
	return append(b, ']')
}

// TestLongArrayIntoAny decodes arrays into any around the lengths where
// longArray takes over and fills its chunks, with arrays and objects among
// the elements, whole and cut short, and compares with encoding/json: the
// value, or that both fail with the destination left alone.
func TestLongArrayIntoAny(t *testing.T) {
	for _, n := range []int{0, 1, longArrayChunk - 1, longArrayChunk, longArrayChunk + 1, 2 * longArrayChunk, 2*longArrayChunk + 1, 3*longArrayChunk + 7} {
		var b strings.Builder
		b.WriteByte('[')
		for i := range n {
			if i > 0 {
				b.WriteByte(',')
			}
			switch i % 5 {
			case 0:
				fmt.Fprintf(&b, "%d", i)
			case 1:
				fmt.Fprintf(&b, `"s%d"`, i)
			case 2:
				fmt.Fprintf(&b, `[%d,{"k":%d}]`, i, i)
			case 3:
				fmt.Fprintf(&b, `{"a":[%d],"b":null}`, i)
			default:
				b.WriteString("true")
			}
		}
		b.WriteByte(']')
		full := b.String()
		for _, in := range []string{full, full[:len(full)/2], full[:len(full)-1], "[[" + full[1:]} {
			var got, want any = "untouched", "untouched"
			errGot, errWant := Unmarshal([]byte(in), &got), json.Unmarshal([]byte(in), &want)
			if (errGot == nil) != (errWant == nil) || !reflect.DeepEqual(got, want) {
				t.Fatalf("%d elements, %d bytes of input: got %.80v, %v; encoding/json %.80v, %v", n, len(in), got, errGot, want, errWant)
			}
		}
	}
}
