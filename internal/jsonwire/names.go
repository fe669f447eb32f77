package jsonwire

import (
	"encoding/binary"
	"sync/atomic"
	"unicode"
	"unicode/utf8"
	"unsafe"
)

// This file matches object member names against the names a decoder
// expects, the way encoding/json matches keys to struct fields: the name
// exactly, or else the first expected name that is equal under case
// folding.

// Names is a compiled list of the member names expected in an object, such
// as the JSON names of a struct's fields, in order.
type Names struct {
	names  []string
	exact  map[string]int // name → index
	folded map[string]int // folded name → index of the first name with it

	// keys[i] is names[i] as compact JSON writes it before a value, if
	// the name needs no escapes (nil otherwise), so that the name
	// expected next is recognized without reading it first.
	keys []*Key

	// follows[h] is the index of the name that came last time the name
	// at index h was expected and another came instead (see
	// Names.follower), and h itself until then.
	follows []atomic.Int32

	// encoded[0][i] and encoded[1][i] are names[i] as a member name
	// written without and with HTML escaping, after the comma that comes
	// before every member but the first: the comma, the quoted name, the
	// colon.
	encoded [2][]string
}

// NewNames compiles names, which must be distinct.
func NewNames(names ...string) *Names {
	n := &Names{
		names:  names,
		exact:  make(map[string]int, len(names)),
		folded: make(map[string]int, len(names)),
		keys:   make([]*Key, len(names)),
	}
	n.follows = make([]atomic.Int32, len(names)+1)
	for i := range n.follows {
		n.follows[i].Store(int32(i))
	}
	n.encoded[0] = make([]string, len(names))
	n.encoded[1] = make([]string, len(names))
	// The encodings share one string, followed by NamePadding bytes, so
	// that NamePadding bytes can be read from the start of any of them
	// (see [Names.Encoded]).
	var all []byte
	var spans [2][][2]int
	for _, name := range names {
		for k, html := range []bool{false, true} {
			start := len(all)
			all = append(AppendQuote(append(all, ','), name, html), ':')
			spans[k] = append(spans[k], [2]int{start, len(all)})
		}
	}
	text := string(append(all, make([]byte, NamePadding)...))
	for k := range n.encoded {
		for i, span := range spans[k] {
			n.encoded[k][i] = text[span[0]:span[1]]
		}
	}
	for i, name := range names {
		n.exact[name] = i
		key := string(AppendFolded(nil, []byte(name)))
		if _, ok := n.folded[key]; !ok {
			n.folded[key] = i
		}
		if !plainName(name) {
			continue
		}
		n.keys[i] = newKey(`"` + name + `":`)
	}
	return n
}

// Encoded returns the name at index i as a member name is written after
// another member, comma, quotes and colon included, with or without HTML
// escaping. At least NamePadding bytes can be read from the start of the
// string, whatever its length: the encodings are stored one after another
// with NamePadding bytes after the last, so that a short one can be copied
// with two word-sized loads (see [AppendEncoded]).
func (n *Names) Encoded(i int, escapeHTML bool) string {
	if escapeHTML {
		return n.encoded[1][i]
	}
	return n.encoded[0][i]
}

// NamePadding is how many bytes can be read from the start of a string
// that [Names.Encoded] returns.
const NamePadding = 16

// AppendEncoded appends s, a string from [Names.Encoded] or a suffix of
// one, to dst. A string of at most NamePadding bytes is copied with two
// word loads and stores, no call to memmove, when dst has room for
// NamePadding bytes; the bytes stored beyond the returned length are
// within dst's capacity. s must have NamePadding readable bytes from its
// start, which only Encoded's strings are known to have.
func AppendEncoded(dst []byte, s string) []byte {
	// Two words rather than memmove: Writer.Member, 70 instructions to 48.
	n := len(dst)
	if len(s) > NamePadding || cap(dst)-n < NamePadding {
		return append(dst, s...)
	}
	// The room was checked just above, and the bytes readable from s are
	// Encoded's promise; the conversions address both without bounds
	// checks.
	out := (*[NamePadding]byte)(unsafe.Add(unsafe.Pointer(unsafe.SliceData(dst)), n))
	in := (*[NamePadding]byte)(unsafe.Pointer(unsafe.StringData(s)))
	binary.LittleEndian.PutUint64(out[:8], binary.LittleEndian.Uint64(in[:8]))
	binary.LittleEndian.PutUint64(out[8:], binary.LittleEndian.Uint64(in[8:]))
	return dst[:n+len(s)]
}

// Len returns the number of names.
func (n *Names) Len() int { return len(n.names) }

// Name returns the name at index i.
func (n *Names) Name(i int) string { return n.names[i] }

// plainName reports whether name is written in JSON as name itself between
// the quotes: no byte of it needs an escape or could be one.
func plainName(name string) bool {
	for _, c := range []byte(name) {
		if c < ' ' || c == '"' || c == '\\' || c >= utf8.RuneSelf {
			return false
		}
	}
	return true
}

// Lookup returns the index of the name that key matches, or -1: the name
// equal to key, or else the first that is equal to it under case folding.
// hint is the index tried first, the name expected next: members usually
// come in order.
func (n *Names) Lookup(key []byte, hint int) int {
	if hint < len(n.names) && n.names[hint] == string(key) {
		return hint
	}
	if i, ok := n.exact[string(key)]; ok {
		return i
	}
	var buf [64]byte
	if i, ok := n.folded[string(AppendFolded(buf[:0], key))]; ok {
		return i
	}
	return -1
}

// Member reads the name of an object member and the colon after it, and
// returns the index in n of the name it matches (see [Names.Lookup]), or
// -1. hint is the index of the name expected next; a name that is exactly
// that one, written without escapes, is recognized in two comparisons
// (see [Reader.atKey]), and so is the name that came instead of it last
// time (see [Names.follower]). The name's text is returned only when it
// was read, always for -1, and is valid until the next read.
func (r *Reader) Member(n *Names, hint int) (int, []byte) {
	if k := n.key(hint); k != nil && r.atKey(k) {
		return hint, nil
	}
	return r.otherMember(n, hint)
}

// otherMember is Member where the name at the cursor has been tried as
// hint's and is not.
func (r *Reader) otherMember(n *Names, hint int) (int, []byte) {
	if f := n.follower(hint); f != hint {
		if k := n.key(f); k != nil && r.atKey(k) {
			return f, nil
		}
	}
	key := r.ReadStringBytes()
	i := n.Lookup(key, hint)
	if i >= 0 {
		n.follow(hint, i)
	}
	r.Colon()
	return i, key
}

// follower returns the index of the name that came instead of the one at
// index hint last time that one was expected, or hint. Objects of one
// type mostly have the same members in the same order, and where the
// order of the names skips some, as where the struct has fields a
// document leaves out, the name that came after the skipped ones last
// time is likely to come again: tried after hint, it is recognized as
// hint is, without reading it and looking it up.
func (n *Names) follower(hint int) int {
	// synthea_fhir: 87% of the names other than hint are this one; 3.6% fewer instructions.
	if hint < 0 || hint >= len(n.follows) {
		return hint
	}
	return int(n.follows[hint].Load())
}

// follow records that the name at index i came when the one at index
// hint was expected. The record is shared by every goroutine decoding
// with n, and only advice: it is stored only when it changes, so that
// documents of a steady shape do not make the cores contend for it.
func (n *Names) follow(hint, i int) {
	if hint >= 0 && hint < len(n.follows) && n.follows[hint].Load() != int32(i) {
		n.follows[hint].Store(int32(i))
	}
}

// key returns the name at index i as [Reader.atKey] recognizes it, or nil
// if i is out of range or the name has escapes.
func (n *Names) key(i int) *Key {
	if i < 0 || i >= len(n.keys) {
		return nil
	}
	return n.keys[i]
}

// A Key is a member name as compact JSON writes it before the value,
// quotes and colon included, with its first sixteen bytes as two
// little-endian words and the masks of the bytes that count; and the same
// with the comma that comes before every member but the first.
type Key struct {
	text              string
	word, mask        [2]uint64
	commaWord, commaM [2]uint64
}

// newKey returns the Key for text, a quoted name and its colon.
func newKey(text string) *Key {
	k := &Key{text: text}
	k.word, k.mask = keyWords(text)
	k.commaWord, k.commaM = keyWords("," + text)
	return k
}

// keyWords returns the first sixteen bytes of text as two little-endian
// words, and the masks of the bytes text has.
func keyWords(text string) (word, mask [2]uint64) {
	for i := 0; i < len(text) && i < 16; i++ {
		word[i/8] |= uint64(text[i]) << (8 * (i % 8))
		mask[i/8] |= 0xFF << (8 * (i % 8))
	}
	return word, mask
}

// atKey reports whether the input at the cursor starts with k, a member
// name and its colon, and if so steps past them and the whitespace after
// the colon, as [Reader.Colon] does: the member's value is next. A name
// of up to 13 bytes, 16 with its quotes and colon, is compared in two word
// operations when 16 bytes of input are left; a longer one, or one near
// the end of the input, is compared whole. A name followed by whitespace
// before its colon, which encoding/json never writes, is not matched, and
// the caller then reads it as any other.
func (r *Reader) atKey(k *Key) bool {
	// The colon matched with the name saves the call to Colon, a third of
	// the cost of a member of a small struct.
	if len(r.data)-r.off >= 16 && len(k.text) <= 16 {
		// The sixteen bytes at the cursor, checked to be there just
		// above, loaded without the bounds checks of slicing r.data.
		in := (*[16]byte)(unsafe.Add(unsafe.Pointer(unsafe.SliceData(r.data)), r.off))
		if binary.LittleEndian.Uint64(in[:8])&k.mask[0] != k.word[0] ||
			binary.LittleEndian.Uint64(in[8:])&k.mask[1] != k.word[1] {
			return false
		}
	} else if rest := r.data[r.off:]; len(rest) < len(k.text) || string(rest[:len(k.text)]) != k.text {
		return false
	}
	r.off += len(k.text)
	if r.off < len(r.data) && r.data[r.off] > ' ' {
		return true // compact input: the value starts here
	}
	return r.afterColon()
}

// afterColon steps over the whitespace after the colon of a member name
// matched whole, where the value does not start right after the colon (its
// callers look at that first), checking that a value follows; it reports
// true.
func (r *Reader) afterColon() bool {
	if r.off+1 < len(r.data) && r.data[r.off] == ' ' && r.data[r.off+1] > ' ' {
		r.off++ // the one space MarshalIndent writes
		return true
	}
	r.SkipSpace()
	if r.off >= len(r.data) {
		r.badColon()
	}
	return true
}

// MoreMember is More('}') and then, if a member follows, Member(n,
// hint), for the loop of a decoder over the members of an object:
//
//	for i, _, ok := r.FirstMember(n); ok; i, _, ok = r.MoreMember(n, i+1) {
//
// It reports false, with -1, past the end of the object.
func (r *Reader) MoreMember(n *Names, hint int) (int, []byte, bool) {
	// Compact input: the comma and the name expected next, if it has no
	// escapes, are recognized together, the first sixteen bytes in one
	// comparison of two words, the rest of a longer name as a string.
	// Against More and Member: stripe Customer 79,232 instructions to 75,075.
	if k := n.key(hint); k != nil && len(r.data)-r.off >= 16 {
		// As in atKey, with the comma.
		in := (*[16]byte)(unsafe.Add(unsafe.Pointer(unsafe.SliceData(r.data)), r.off))
		if binary.LittleEndian.Uint64(in[:8])&k.commaM[0] == k.commaWord[0] &&
			binary.LittleEndian.Uint64(in[8:])&k.commaM[1] == k.commaWord[1] {
			if m := 1 + len(k.text); m <= 16 || len(r.data)-r.off >= m && string(r.data[r.off+16:r.off+m]) == k.text[15:] {
				r.off += m
				if r.off < len(r.data) && r.data[r.off] > ' ' {
					return hint, nil, true // compact input: the value starts here
				}
				return hint, nil, r.afterColon()
			}
		}
	}
	// Indented input: the comma, then whitespace and the name, which
	// Member matches with the hint as in compact input, without the call
	// to More, which would look at the comma again: twitter, 4.0% fewer
	// instructions.
	if i := r.off; i+1 < len(r.data) && r.data[i] == ',' && r.data[i+1] <= ' ' {
		r.off = i + 1
		r.skipSpace()
		if !r.item('}') {
			return -1, nil, false
		}
	} else if i < len(r.data) && r.data[i] == '}' {
		// The end of the object, in line: a call fewer for every object.
		r.off = i + 1
		r.depth--
		return -1, nil, false
	} else if !r.More('}') {
		return -1, nil, false
	}
	i, name := r.Member(n, hint)
	return i, name, true
}

// FirstMember is Enter('}') and then, if a member follows, Member(n, 0):
// the start of the loop of [Reader.MoreMember]. The cursor is at '{'.
func (r *Reader) FirstMember(n *Names) (int, []byte, bool) {
	// Enter's steps and Member's first test in line, where the object
	// has a first member: three calls fewer.
	if !r.open() {
		return -1, nil, false
	}
	r.SkipSpace()
	if r.off >= len(r.data) || r.data[r.off] != '"' {
		r.firstClose('}') // the empty object, or an error
		return -1, nil, false
	}
	if k := n.key(0); k != nil && r.atKey(k) {
		return 0, nil, true
	}
	i, name := r.otherMember(n, 0)
	return i, name, true
}

// AppendFolded appends the case-folded form of the name s, under which
// names that differ only in case compare equal: ASCII letters are
// upper-cased, and every other rune is replaced by the smallest rune of
// its Unicode simple-folding orbit (so 'K', 'k' and the Kelvin sign K all
// become 'K'). Invalid UTF-8 becomes U+FFFD.
func AppendFolded(dst, s []byte) []byte {
	for i := 0; i < len(s); {
		c := s[i]
		if c < utf8.RuneSelf {
			if 'a' <= c && c <= 'z' {
				c -= 'a' - 'A'
			}
			dst = append(dst, c)
			i++
			continue
		}
		r, n := utf8.DecodeRune(s[i:])
		dst = utf8.AppendRune(dst, smallestFold(r))
		i += n
	}
	return dst
}

// smallestFold returns the smallest rune that simple-folds to the same
// orbit as r.
func smallestFold(r rune) rune {
	min := r
	for f := unicode.SimpleFold(r); f != r; f = unicode.SimpleFold(f) {
		if f < min {
			min = f
		}
	}
	return min
}
