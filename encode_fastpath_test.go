package json_test

import (
	"fmt"
	"math"
	"testing"
)

// This file checks, against encoding/json in every mode of the differ, the
// shortcuts the encoder takes for speed: slices of plain pointers, written
// without the pointer codec (appendPointees) and, when empty, without cycle
// counting; and the struct loop's per-field cases, including the fields
// with options or behind embedded pointers that it sends elsewhere.

// pnode is a tree node in the shape of the code corpus's nodes.
type pnode struct {
	Name string   `json:"name"`
	Kids []*pnode `json:"kids"`
	W    float64  `json:"w"`
	N    int64    `json:"n"`
}

// pnodeChain returns a chain of n nodes, each the only kid of the one
// before, and its last node.
func pnodeChain(n int) (head, last *pnode) {
	head = &pnode{Name: "0", Kids: []*pnode{}}
	last = head
	for i := 1; i < n; i++ {
		k := &pnode{Name: fmt.Sprint(i), Kids: []*pnode{}, W: 1 / float64(i), N: int64(i) * 1e9}
		last.Kids = []*pnode{k}
		last = k
	}
	return head, last
}

// pnodeCycleAfter returns a chain of n nodes whose last kid is the node
// back steps up, so that encoding/json's cycle check, which starts after
// 1000 levels of pointers and slices, finds the cycle at a depth that
// depends on n exactly.
func pnodeCycleAfter(n, back int) *pnode {
	head, last := pnodeChain(n)
	target := head
	for range n - 1 - back {
		target = target.Kids[0]
	}
	last.Kids = []*pnode{nil, target}
	return head
}

type pnodes []*pnode

func TestEncodePointerSlicesDiff(t *testing.T) {
	self := &pnode{Name: "self"}
	self.Kids = []*pnode{self}
	leaf := &pnode{Name: "leaf", Kids: []*pnode{}}
	deep, deepLast := pnodeChain(1100)
	deepLast.Kids = nil // a nil slice at the bottom
	shared, sharedLast := pnodeChain(1005)
	sharedLast.Kids = []*pnode{leaf, leaf, nil, leaf} // a DAG, not a cycle
	one, two := 1, 2

	cases := []struct {
		name string
		v    any
	}{
		{"nil kids", &pnode{Name: "a"}},
		{"empty kids", &pnode{Name: "a", Kids: []*pnode{}}},
		{"nil and empty kids", &pnode{Kids: []*pnode{nil, {}, nil, {Kids: []*pnode{}}}}},
		{"top-level slice", []*pnode{leaf, nil, leaf}},
		{"top-level empty slice", []*pnode{}},
		{"top-level nil slice", []*pnode(nil)},
		{"named slice type", pnodes{leaf, nil}},
		{"in an interface", []any{[]*pnode{leaf}, pnodes{}, []*pnode(nil)}},
		{"pointers to ints", []*int{&one, nil, &two}},
		{"pointers to pointers", []**int{nil, ptrTo(&one), ptrTo((*int)(nil))}},
		{"self cycle", self},
		{"deep chain", deep},
		{"shared below the cycle check depth", shared},
		{"float errors below", &pnode{Kids: []*pnode{leaf, {W: math.NaN()}}}},
		{"infinity below", []*pnode{{W: math.Inf(-1)}}},
	}
	// Cycles that close around encoding/json's cycle check depth (1000).
	for n := 995; n <= 1005; n++ {
		for _, back := range []int{0, 1, 7} {
			cases = append(cases, struct {
				name string
				v    any
			}{fmt.Sprintf("cycle after %d nodes, %d back", n, back), pnodeCycleAfter(n, back)})
		}
	}
	differ := deepDiffer()
	for _, c := range cases {
		if d := differ.Check(t, c.v); d != "" {
			t.Errorf("%s:\n%s", c.name, d)
		}
	}
}

// fieldKinds has a field of every kind the struct loop handles itself, with
// and without options.
type fieldKinds struct {
	S   string  `json:"s"`
	I   int64   `json:"i"`
	N   int     `json:"n"`
	F   float64 `json:"f"`
	F32 float32 `json:"f32"`
	I32 int32   `json:"i32"`
	U   uint    `json:"u"`
	U32 uint32  `json:"u32"`
	U16 uint16  `json:"u16"`
	B   bool    `json:"b"`
	P   *int    `json:"p"`

	OS   string  `json:"os,omitempty"`
	OI   int64   `json:"oi,omitempty"`
	OF   float64 `json:"of,omitempty"`
	OI32 int32   `json:"oi32,omitempty"`
	OU   uint64  `json:"ou,omitempty"`
	OB   bool    `json:"ob,omitempty"`
	ZS   string  `json:"zs,omitzero"`
	ZF   float64 `json:"zf,omitzero"`
	QS   string  `json:"qs,string"`
	QI   int64   `json:"qi,string"`
	QF   float64 `json:"qf,string"`

	// A key longer than the 16 bytes written as two words.
	LongLongLongName string `json:"a_rather_long_field_name"`
	HTML             int    `json:"<&>"`
}

type embeddedKinds struct {
	*fieldKinds
	Own string `json:"own"`
}

func TestEncodeStructFieldKindsDiff(t *testing.T) {
	seven := 7
	full := fieldKinds{
		S: "s<&>", I: -1 << 62, N: -12, F: 0.1, F32: 1.5, I32: -7, U: 1 << 63, U32: 42, U16: 9, B: true, P: &seven,
		OS: "o", OI: 99, OF: -0.5, OI32: 3, OU: 1, OB: true, ZS: "z", ZF: 2e-7, QS: `"q"`, QI: 1234567890123, QF: 1e21,
		LongLongLongName: "long", HTML: 1,
	}
	cases := []struct {
		name string
		v    any
	}{
		{"zero", fieldKinds{}},
		{"full", full},
		{"full pointer", &full},
		{"negative zero omitted", fieldKinds{OF: math.Copysign(0, -1), ZF: math.Copysign(0, -1)}},
		{"NaN", fieldKinds{F: math.NaN()}},
		{"NaN omitempty", fieldKinds{OF: math.NaN()}},
		{"infinity omitzero", fieldKinds{ZF: math.Inf(1)}},
		{"infinity string", fieldKinds{QF: math.Inf(1)}},
		{"embedded nil", embeddedKinds{Own: "x"}},
		{"embedded", embeddedKinds{fieldKinds: &full, Own: "x"}},
		{"embedded pointer", &embeddedKinds{fieldKinds: &fieldKinds{OS: "only"}}},
	}
	for _, c := range cases {
		if d := differ.Check(t, c.v); d != "" {
			t.Errorf("%s:\n%s", c.name, d)
		}
	}
}
