package jsonwire

import (
	"fmt"
	"math"
	"math/rand/v2"
	"os"
	"strconv"
	"testing"
)

func TestAppendIntMatchesStrconv(t *testing.T) {
	check := func(x int64) {
		t.Helper()
		if got, want := string(AppendInt([]byte("x"), x)), "x"+strconv.FormatInt(x, 10); got != want {
			t.Fatalf("AppendInt(%d) = %q, want %q", x, got, want)
		}
		u := uint64(x)
		if got, want := string(AppendUint(nil, u)), strconv.FormatUint(u, 10); got != want {
			t.Fatalf("AppendUint(%d) = %q, want %q", u, got, want)
		}
	}
	// Every power of ten and its neighbours, where digit counts change.
	for p := int64(1); ; p *= 10 {
		for _, d := range []int64{-1, 0, 1} {
			check(p + d)
			check(-(p + d))
		}
		if p > math.MaxInt64/10 {
			break
		}
	}
	for _, x := range []int64{0, math.MaxInt64, math.MinInt64, math.MaxInt32, math.MinInt32} {
		check(x)
	}
	if got := string(AppendUint(nil, math.MaxUint64)); got != strconv.FormatUint(math.MaxUint64, 10) {
		t.Fatalf("AppendUint(MaxUint64) = %q", got)
	}
	r := rand.New(rand.NewPCG(1, 2))
	for range 200000 {
		x := int64(r.Uint64())
		check(x)
		check(x >> r.IntN(64)) // every magnitude
	}
}

// TestIntDivisionByInverse checks the multiplicative inverse of div1e4
// over its whole range on a stride (every value with ZEROJSON_LONG=1; about
// a second). The inverses inside div1e4's lanes are TestEightDigits's.
func TestIntDivisionByInverse(t *testing.T) {
	step := uint32(97)
	if os.Getenv("ZEROJSON_LONG") == "1" {
		step = 1
	}
	for x := uint32(0); x < 1e8; x += step {
		if div1e4(x) != x/10000 {
			t.Fatalf("div1e4(%d) = %d", x, div1e4(x))
		}
	}
	for x := uint32(1e8 - 20000); x < 1e8; x++ { // where the error is largest
		if div1e4(x) != x/10000 {
			t.Fatalf("div1e4(%d) = %d", x, div1e4(x))
		}
	}
}

// TestEightDigits checks the lane arithmetic of eightDigits: exhaustively for
// each four-digit half (the lanes only ever hold a half, a pair or a digit),
// and on random eight-digit values.
func TestEightDigits(t *testing.T) {
	check := func(x uint32) {
		t.Helper()
		var b [8]byte
		putEightDigits(b[:], x)
		if got, want := string(b[:]), fmt.Sprintf("%08d", x); got != want {
			t.Fatalf("putEightDigits(%d) = %q, want %q", x, got, want)
		}
		if x == 0 {
			return
		}
		k := putUpToEightDigits(b[:], x)
		if got, want := string(b[:k]), strconv.FormatUint(uint64(x), 10); got != want {
			t.Fatalf("putUpToEightDigits(%d) = %q, want %q", x, got, want)
		}
	}
	for y := uint32(0); y < 10000; y++ {
		check(y)
		check(y * 10000)
		check(y*10000 + 9999 - y)
	}
	r := rand.New(rand.NewPCG(3, 4))
	for range 100000 {
		check(r.Uint32N(1e8))
	}
}

func FuzzAppendInt(f *testing.F) {
	for _, x := range []int64{0, 9, 10, 99, 100, 1e8 - 1, 1e8, 1e16, math.MinInt64, math.MaxInt64} {
		f.Add(x)
	}
	f.Fuzz(func(t *testing.T, x int64) {
		if got, want := string(AppendInt(nil, x)), strconv.FormatInt(x, 10); got != want {
			t.Fatalf("AppendInt(%d) = %q, want %q", x, got, want)
		}
		if got, want := string(AppendUint(nil, uint64(x))), strconv.FormatUint(uint64(x), 10); got != want {
			t.Fatalf("AppendUint(%d) = %q, want %q", uint64(x), got, want)
		}
	})
}

func TestAppendIntAllocs(t *testing.T) {
	buf := make([]byte, 0, 64)
	if n := testing.AllocsPerRun(100, func() { buf = AppendInt(buf[:0], -1234567890123) }); n != 0 {
		t.Errorf("AppendInt allocates %v times", n)
	}
}

func BenchmarkAppendInt(b *testing.B) {
	for _, c := range []struct {
		name string
		x    int64
	}{{"1digit", 7}, {"4digits", 1234}, {"10digits", 1257894000}, {"19digits", math.MaxInt64}} {
		buf := make([]byte, 0, 32)
		b.Run(c.name+"/lib=strconv", func(b *testing.B) {
			for i := 0; b.Loop(); i++ {
				buf = strconv.AppendInt(buf[:0], c.x-int64(i&1), 10)
			}
		})
		b.Run(c.name+"/lib=jsonwire", func(b *testing.B) {
			for i := 0; b.Loop(); i++ {
				buf = AppendInt(buf[:0], c.x-int64(i&1))
			}
		})
	}
}
