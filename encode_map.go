package json

import (
	"encoding"
	"fmt"
	"reflect"
	"sync"
	"unsafe"

	"github.com/zerojson/json/internal/jsonwire"
)

// A map is written with its keys sorted, so its entries are first collected:
// the key as text and a copy of the value in a slot of a scratch slice.
// Copying the values through reflect.Value.SetIterValue, rather than asking
// for reflect.MapIter.Value, is what keeps map encoding free of allocation:
// MapIter.Value allocates a fresh copy of each value that is not pointer
// shaped.

// mapEntry is one collected map entry, for sorting: its key's first eight
// bytes (keyPrefix) and its index i in the order the map was read. The
// key's text is on encodeState.mapKeys, i places above where the map's
// keys start, and its value in slot i of the map's value slots. While
// integer keys are collected, pre holds where the key's text ends in the
// scratch arena instead.
//
// The entries hold no pointer, so that the sort moves them without write
// barriers.
type mapEntry struct {
	// No key text here: its write barriers, while the collector marked, were 6% of string_unicode.
	pre uint64
	i   int
}

// mapScratch is the reusable working memory of one map type.
type mapScratch struct {
	it    reflect.MapIter
	key   reflect.Value // an addressable key slot
	vals  reflect.Value // a slice of value slots
	arena []byte        // the text of integer keys
}

// How the keys of a map type become JSON object keys, in encoding/json's
// order of preference.
const (
	keyString = iota // string kinds, used as they are
	keyText          // encoding.TextMarshaler
	keyInt           // signed integers in decimal
	keyUint          // unsigned integers in decimal
)

func mapKeyKind(kt reflect.Type) (int, bool) {
	switch kt.Kind() {
	case reflect.String:
		return keyString, true
	}
	if kt.Implements(textMarshalerIface) {
		return keyText, true
	}
	switch kt.Kind() {
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		return keyInt, true
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr:
		return keyUint, true
	}
	return 0, false
}

func (cp *compiler) buildMap(c *codec) {
	t := c.typ
	if buildNativeMap(c) {
		return
	}
	kt, vt := t.Key(), t.Elem()
	kk, ok := mapKeyKind(kt)
	if !ok {
		buildUnsupported(c)
		return
	}
	m := &mapCodec{
		typ:      t,
		keyKind:  kk,
		val:      cp.codec(vt, 0), // map values are never addressable
		valSize:  vt.Size(),
		valSlice: reflect.SliceOf(vt),
	}
	m.scratch.New = func() any {
		return &mapScratch{key: reflect.New(kt).Elem(), vals: reflect.MakeSlice(m.valSlice, 0, 0)}
	}
	c.encode = func(e *encodeState, b []byte, p unsafe.Pointer) ([]byte, error) {
		return m.encode(e, b, reflect.NewAt(t, p).Elem())
	}
	c.encodeValue = m.encode
}

type mapCodec struct {
	typ      reflect.Type
	keyKind  int
	val      *codec
	valSize  uintptr
	valSlice reflect.Type // []V, the type of the value slots
	scratch  sync.Pool    // *mapScratch
}

func (mc *mapCodec) encode(e *encodeState, b []byte, m reflect.Value) ([]byte, error) {
	if m.IsNil() {
		return appendNull(b), nil
	}
	ck := jsonwire.CycleKey{Ptr: m.UnsafePointer(), Len: -1}
	if e.session.Enter(ck) {
		return b, cycleError(m)
	}
	sc := mc.scratch.Get().(*mapScratch)
	b, err := mc.encodeEntries(e, b, m, sc)
	mc.scratch.Put(sc)
	e.session.Leave(ck)
	return b, err
}

func (mc *mapCodec) encodeEntries(e *encodeState, b []byte, m reflect.Value, sc *mapScratch) ([]byte, error) {
	n := m.Len()
	if have := sc.vals.Len(); have < n {
		sc.vals = reflect.MakeSlice(mc.valSlice, max(n, 2*have), max(n, 2*have))
	}
	// The slots are reached through Index: reflect.Value.Slice would
	// allocate the header of the sub-slice.
	slots := sc.vals
	base := slots.UnsafePointer()
	sc.arena = sc.arena[:0]

	// Collect. Nested maps push their own entries above ours on the same
	// stack; the slice header we sort and iterate stays valid even if the
	// stack is reallocated meanwhile.
	start, kstart := len(e.mapEntries), len(e.mapKeys)
	var err error
	sc.it.Reset(m)
	for i := 0; i < n && sc.it.Next(); i++ {
		sc.key.SetIterKey(&sc.it)
		slots.Index(i).SetIterValue(&sc.it)
		ent := mapEntry{i: i}
		var key string
		switch mc.keyKind {
		case keyString:
			key = sc.key.String()
		case keyText:
			if key, err = textKey(sc.key); err != nil {
				err = fmt.Errorf("json: encoding error for type %q: %q", mc.typ.String(), err.Error())
			}
		case keyInt:
			sc.arena = jsonwire.AppendInt(sc.arena, sc.key.Int())
			ent.pre = uint64(len(sc.arena))
		case keyUint:
			sc.arena = jsonwire.AppendUint(sc.arena, sc.key.Uint())
			ent.pre = uint64(len(sc.arena))
		}
		if err != nil {
			break
		}
		e.mapEntries = append(e.mapEntries, ent)
		e.mapKeys = append(e.mapKeys, key)
	}
	sc.it.Reset(reflect.Value{}) // drop the iterator's reference to the map
	entries, keys := e.mapEntries[start:], e.mapKeys[kstart:]
	if err != nil {
		e.releaseMap(start, kstart, slots, n)
		return b, err
	}
	if mc.keyKind == keyInt || mc.keyKind == keyUint {
		// The integer keys' text is now complete and stays untouched until
		// this map is written, so the keys can share the arena's memory.
		from := 0
		for i := range entries {
			end := int(entries[i].pre)
			keys[i] = unsafe.String(unsafe.SliceData(sc.arena[from:]), end-from)
			from = end
		}
	}
	for i := range entries {
		entries[i].pre = keyPrefix(keys[i])
	}
	sortEntries(entries, keys)

	b = append(b, '{')
	for i, ent := range entries {
		if i > 0 {
			b = append(b, ',')
		}
		b = jsonwire.AppendQuote(b, keys[ent.i], e.escapeHTML)
		b = append(b, ':')
		if b, err = mc.val.encode(e, b, unsafe.Add(base, uintptr(ent.i)*mc.valSize)); err != nil {
			break
		}
	}
	e.releaseMap(start, kstart, slots, n)
	if err != nil {
		return b, err
	}
	return append(b, '}'), nil
}

// releaseMap pops a map's entries and keys off their stacks, whose slots
// clearStacks clears at the end of the encoding, and clears its n value
// slots, which go back to the map type's pool, so that they keep none of
// the map's values alive.
func (e *encodeState) releaseMap(start, kstart int, slots reflect.Value, n int) {
	e.markStacks(len(e.mapKeys), 0)
	e.mapKeys = e.mapKeys[:kstart]
	e.mapEntries = e.mapEntries[:start]
	for i := range n {
		slots.Index(i).SetZero()
	}
}

// markStacks records the lengths of the stacks of map keys and values
// before a map's members are taken off them, for clearStacks.
func (e *encodeState) markStacks(keys, vals int) {
	e.stacksUsed = max(e.stacksUsed, keys, vals)
}

// clearStacks empties the stacks of map keys and values and clears the
// slots used since the last time, up to the lengths they have or reached,
// so that the pooled state keeps no key or value alive, even after an
// encoding that failed inside a map. It runs once per encoding rather than
// after each map.
func (e *encodeState) clearStacks() {
	// Per map, clearing called the bulk write barrier while the collector marked: string_unicode, 2.2%.
	// The test inlined, for every encoding, which mostly has no map since
	// the last time (the stacks are empty and clear), and the clearing out
	// of line, as in the decoder's clearStacks.
	if e.stacksUsed|len(e.mapKeys)|len(e.anyEntries)|len(e.stringEntries) != 0 {
		e.clearUsedStacks()
	}
}

// clearUsedStacks is clearStacks where a stack was used.
func (e *encodeState) clearUsedStacks() {
	n := max(e.stacksUsed, len(e.mapKeys), len(e.anyEntries), len(e.stringEntries))
	e.mapKeys, e.anyEntries, e.stringEntries = clearUsed(e.mapKeys, n), clearUsed(e.anyEntries, n), clearUsed(e.stringEntries, n)
	e.stacksUsed = 0
}

// textKey calls MarshalText on a key held in an addressable slot. Only the
// key type's value method set is used, as encoding/json does; the call goes
// through a pointer to the slot so the key is not boxed.
func textKey(k reflect.Value) (string, error) {
	var x any
	switch k.Kind() {
	case reflect.Pointer, reflect.Interface:
		if k.IsNil() {
			return "", nil
		}
		x = k.Interface()
	default:
		x = k.Addr().Interface()
	}
	tm, ok := x.(encoding.TextMarshaler)
	if !ok {
		return "", nil
	}
	text, err := tm.MarshalText()
	return string(text), err
}

// The generic map codec above reaches keys and values through reflect,
// which costs a slot copy per value and an interface conversion per key.
// The maps of decoded JSON and of most hand-built documents,
// map[string]any and map[string]string (or a named type of either), are
// common enough to be written natively: ranged over, sorted and encoded
// with no reflection, exactly as the codec writes them.

var (
	mapAnyType    = reflect.TypeFor[map[string]any]()
	mapStringType = reflect.TypeFor[map[string]string]()
)

// buildNativeMap compiles a map type whose underlying type is
// map[string]any or map[string]string, and reports whether t is one.
func buildNativeMap(c *codec) bool {
	t := c.typ
	// A map type with these key and element types has the underlying
	// type, and so the layout, of one of the two, and is read as one; its
	// methods, if any, were compiled first. t is kept for the cycle error,
	// which names it.
	switch {
	case t.Key() == mapAnyType.Key() && t.Elem() == mapAnyType.Elem():
		c.encode = func(e *encodeState, b []byte, p unsafe.Pointer) ([]byte, error) {
			return encodeMapNative(e, b, *(*map[string]any)(p), t, &e.anyEntries, (*encodeState).encodeAny)
		}
		c.encodeValue = func(e *encodeState, b []byte, v reflect.Value) ([]byte, error) {
			m := v.Convert(mapAnyType).Interface().(map[string]any)
			return encodeMapNative(e, b, m, t, &e.anyEntries, (*encodeState).encodeAny)
		}
	case t.Key() == mapStringType.Key() && t.Elem() == mapStringType.Elem():
		c.encode = func(e *encodeState, b []byte, p unsafe.Pointer) ([]byte, error) {
			return encodeMapNative(e, b, *(*map[string]string)(p), t, &e.stringEntries, appendStringValue)
		}
		c.encodeValue = func(e *encodeState, b []byte, v reflect.Value) ([]byte, error) {
			m := v.Convert(mapStringType).Interface().(map[string]string)
			return encodeMapNative(e, b, m, t, &e.stringEntries, appendStringValue)
		}
	default:
		return false
	}
	return true
}

// encodeMapAny writes m as the codec of map[string]any writes it.
func (e *encodeState) encodeMapAny(b []byte, m map[string]any) ([]byte, error) {
	return encodeMapNative(e, b, m, mapAnyType, &e.anyEntries, (*encodeState).encodeAny)
}

// appendStringValue writes a string map value.
func appendStringValue(e *encodeState, b []byte, s string) ([]byte, error) {
	return jsonwire.AppendQuote(b, s, e.escapeHTML), nil
}

// encodeMapNative writes m, a map of type t read as a map[string]V, as
// the codec of t writes it: null if nil, else the members sorted by key,
// keys escaped as strings, values by encodeValue, with the codec's cycle
// check and error. stack is the encodeState's stack of members of maps of
// this value type; the entries on e.mapEntries index it.
func encodeMapNative[V any](e *encodeState, b []byte, m map[string]V, t reflect.Type, stack *[]V,
	encodeValue func(*encodeState, []byte, V) ([]byte, error)) ([]byte, error) {
	if m == nil {
		return appendNull(b), nil
	}
	rv := reflect.ValueOf(m) // a map is pointer-shaped: no allocation
	ck := jsonwire.CycleKey{Ptr: rv.UnsafePointer(), Len: -1}
	if e.session.Enter(ck) {
		return b, cycleError(rv.Convert(t))
	}
	// As in encodeEntries, nested maps push their members above these on
	// the same stack; the members are read through the stack, which may
	// move meanwhile.
	start, kstart, vstart := len(e.mapEntries), len(e.mapKeys), len(*stack)
	for k, v := range m {
		e.mapEntries = append(e.mapEntries, mapEntry{pre: keyPrefix(k), i: len(e.mapKeys) - kstart})
		e.mapKeys = append(e.mapKeys, k)
		*stack = append(*stack, v)
	}
	entries, keys := e.mapEntries[start:], e.mapKeys[kstart:]
	sortEntries(entries, keys)
	b = append(b, '{')
	var err error
	for i, ent := range entries {
		if i > 0 {
			b = append(b, ',')
		}
		b = jsonwire.AppendQuote(b, keys[ent.i], e.escapeHTML)
		b = append(b, ':')
		if b, err = encodeValue(e, b, (*stack)[vstart+ent.i]); err != nil {
			break
		}
	}
	// The slots are cleared at the end of the encoding (clearStacks).
	e.markStacks(len(e.mapKeys), len(*stack))
	e.mapKeys = e.mapKeys[:kstart]
	e.mapEntries = e.mapEntries[:start]
	*stack = (*stack)[:vstart]
	e.session.Leave(ck)
	if err != nil {
		return b, err
	}
	return append(b, '}'), nil
}
