package jsonwire

import "testing"

// TestLengthHint checks the hint's arithmetic: the smallest of the last
// three non-empty lengths, 1 before three are known, bounded in bytes,
// lengths beyond its field width saturated.
func TestLengthHint(t *testing.T) {
	var h LengthHint
	steps := []struct {
		set  int // 0: nothing recorded
		size uintptr
		want int
	}{
		{0, 8, 1},
		{5, 8, 1},
		{7, 8, 1},
		{6, 8, 5},
		{9, 8, 6},
		{2, 8, 2},
		{40, 8, 2},
		{50, 8, 2},
		{60, 8, 40},
		{60, 16, 32},  // 512 bytes at most
		{60, 1024, 1}, // an element above the bound: 1
		{60, 0, 60},   // zero-size elements: no bound
		{hintMax + 10, 0, 60},
		{hintMax + 10, 0, 60},
		{hintMax + 10, 0, hintMax},
	}
	for i, st := range steps {
		if st.set > 0 {
			h.Set(st.set)
		}
		if got := h.Get(st.size); got != st.want {
			t.Fatalf("step %d (set %d): Get(%d) = %d, want %d", i, st.set, st.size, got, st.want)
		}
	}
}
