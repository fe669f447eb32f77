package json_test

// Differential tests of the Decoder: the same script of calls (Decode into
// various destinations, Token, More) runs against encoding/json's Decoder
// and ours over the same stream, read through the same kind of reader, and
// the two transcripts must be identical. A transcript records every result
// (tokens and decoded values with their types, errors with their type chain,
// message and offsets), InputOffset after every call and what Buffered
// holds, so it also pins down how much each Decoder reads and when.

import (
	"bytes"
	stdjson "encoding/json"
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"reflect"
	"strconv"
	"strings"
	"testing"
	"testing/iotest"

	"github.com/zerojson/json"
	"github.com/zerojson/json/internal/jsontest"
)

// streamDecoder is a Decoder of either library seen through plain
// functions, since the two Token methods have different result types.
type streamDecoder struct {
	decode      func(dst streamDst) (any, error) // decodes into a new destination of the kind dst
	token       func() (any, error)
	more        func() bool
	inputOffset func() int64
	buffered    func() io.Reader
}

// streamDst is a kind of destination for Decode.
type streamDst uint8

const (
	dstAny    streamDst = iota // *any
	dstRaw                     // *RawMessage
	dstNonPtr                  // a non-pointer: InvalidUnmarshalError, but the value is consumed
	dstString                  // *string
	dstStruct                  // *streamRecord
	dstFloat                   // *float64
	dstSlice                   // *[]any
	dstNil                     // nil
	dstCount
)

// streamRecord is the struct destination; unknown keys matter with
// DisallowUnknownFields.
type streamRecord struct {
	A int
	B []string `json:"b,omitempty"`
	C any
	D string `json:"-"`
}

// streamNonPointer is handed to Decode, which must consume the value and
// report an InvalidUnmarshalError. (Held in an interface to keep go vet
// from flagging the deliberate mistake.)
var streamNonPointer any = streamRecord{}

// streamNilDst is the nil destination, for the same reason an interface.
var streamNilDst any

func newStdStream(r io.Reader, opts decodeOptions) streamDecoder {
	dec := stdjson.NewDecoder(r)
	return newStream(dec, func() (any, error) { return dec.Token() }, func() any { return new(stdjson.RawMessage) }, opts)
}

func newOurStream(r io.Reader, opts decodeOptions) streamDecoder {
	dec := json.NewDecoder(r)
	return newStream(dec, func() (any, error) { return dec.Token() }, func() any { return new(json.RawMessage) }, opts)
}

// newStream sets dec up as opts says and wraps it; token is its Token
// method and newRaw returns a pointer to a new RawMessage of its package.
func newStream(dec jsonDecoder, token func() (any, error), newRaw func() any, opts decodeOptions) streamDecoder {
	opts.apply(dec)
	return streamDecoder{
		decode: func(dst streamDst) (any, error) {
			var p any
			switch dst {
			case dstRaw:
				p = newRaw()
				err := dec.Decode(p)
				return reflect.ValueOf(p).Elem().Interface(), err
			case dstNonPtr:
				return nil, dec.Decode(streamNonPointer)
			case dstNil:
				return nil, dec.Decode(streamNilDst)
			}
			p = newStreamDst(dst)
			err := dec.Decode(p)
			return p, err
		},
		token:       token,
		more:        dec.More,
		inputOffset: dec.InputOffset,
		buffered:    dec.Buffered,
	}
}

// newStreamDst returns a new pointer destination of a kind both libraries
// share.
func newStreamDst(dst streamDst) any {
	switch dst {
	case dstString:
		return new(string)
	case dstStruct:
		return new(streamRecord)
	case dstFloat:
		return new(float64)
	case dstSlice:
		return new([]any)
	}
	return new(any)
}

// streamOp is one call of a script.
type streamOp struct {
	kind byte      // 'D' Decode, 'T' Token, 'M' More
	dst  streamDst // for 'D'
}

func (op streamOp) String() string {
	if op.kind == 'D' {
		return fmt.Sprintf("Decode(dst%d)", op.dst)
	}
	return map[byte]string{'T': "Token", 'M': "More"}[op.kind]
}

// streamScript returns the calls a script makes: "decode" (Decode into
// dst until an error, and then some), "token" (More and Token until an
// error, and then some), or "mixed" with the given seed (a random mix).
// Its length is bounded by n so that it stops even on a stream that never
// runs dry.
func streamScript(kind string, dst streamDst, seed uint64, n int) []streamOp {
	ops := make([]streamOp, 0, n)
	rng := rand.New(rand.NewPCG(seed, 7))
	for len(ops) < n {
		switch kind {
		case "decode":
			ops = append(ops, streamOp{kind: 'D', dst: dst})
		case "token":
			ops = append(ops, streamOp{kind: 'M'}, streamOp{kind: 'T'})
		default:
			ops = append(ops, streamOpFromByte(byte(rng.Uint32())))
		}
	}
	return ops
}

// streamOpFromByte maps a byte to a call, for random and fuzzed scripts:
// mostly Token, with Decode and More mixed in.
func streamOpFromByte(b byte) streamOp {
	switch {
	case b%8 < 4:
		return streamOp{kind: 'T'}
	case b%8 < 6:
		return streamOp{kind: 'D', dst: streamDst(b/8) % dstCount}
	}
	return streamOp{kind: 'M'}
}

// streamTranscript runs ops on dec and records what happens, one line per
// call. It stops early after six errors in a row (the rest would repeat
// them). A panic ends the transcript with a line saying so.
func streamTranscript(dec streamDecoder, ops []streamOp, withBuffered bool) (t transcript) {
	defer func() {
		if p := recover(); p != nil {
			t.lines = append(t.lines, fmt.Sprintf("PANIC: %v", p))
			t.panicked = true
		}
	}()
	errorsInARow := 0
	for _, op := range ops {
		var call string
		var err error
		switch op.kind {
		case 'D':
			var v any
			v, err = dec.decode(op.dst)
			call = fmt.Sprintf("%v -> %s", op, streamShow(v))
		case 'T':
			var tok any
			tok, err = dec.token()
			call = fmt.Sprintf("Token -> %s", streamShow(tok))
		case 'M':
			call = fmt.Sprintf("More -> %v", dec.more())
		}
		offset := fmt.Sprintf(" @%d", dec.inputOffset())
		line := call
		if op.kind != 'M' {
			line += ", " + streamShowError(err)
			t.errs = append(t.errs, fmt.Sprint(err))
			t.chains = append(t.chains, strings.Join(jsontest.ErrorChain(err), " -> "))
		}
		line += offset
		t.calls = append(t.calls, fmt.Sprintf("%s error=%v%s", call, err != nil, offset))
		if withBuffered {
			b, _ := io.ReadAll(dec.buffered())
			line += fmt.Sprintf(" buffered %q", b)
			t.buffered = append(t.buffered, string(b))
		}
		t.lines = append(t.lines, line)
		if err != nil {
			errorsInARow++
			if errorsInARow >= 6 {
				break
			}
		} else if op.kind != 'M' {
			errorsInARow = 0
		}
	}
	return t
}

// transcript is what streamTranscript records: the lines a failing test
// prints, and the same split by aspect for the reference, each in call
// order, so that jsontest.ClassifyV2 can name what two transcripts differ
// in (results and offsets, error texts, error types, what Buffered holds).
type transcript struct {
	lines                         []string
	calls, errs, chains, buffered []string
	panicked                      bool
}

// canon prints t as the reference compares and records it.
func (t transcript) canon() string {
	join := func(xs []string) string { return strconv.QuoteToASCII(strings.Join(xs, "\n")) }
	s := "out: " + join(t.calls) + "\nerr: " + join(t.errs) + "\nchain: " + join(t.chains) + "\nbuffered: " + join(t.buffered) + "\n"
	if t.panicked {
		s += "panic\n"
	}
	return s
}

// streamShow prints a token or decoded value with its type; pointers are
// followed.
func streamShow(v any) string {
	switch x := v.(type) {
	case *any:
		v = *x
	case *string:
		v = *x
	case *float64:
		v = *x
	case *[]any:
		v = *x
	case *streamRecord:
		v = *x
	}
	return jsontest.TypeNames(fmt.Sprintf("%T(%#v)", v, v))
}

// streamShowError prints an error with the chain of its types and their
// exported fields (Offset for a SyntaxError), which both libraries must
// match.
func streamShowError(err error) string {
	if err == nil {
		return "<nil>"
	}
	return fmt.Sprintf("%q %v", err.Error(), jsontest.ErrorChain(err))
}

// errStreamBroke is the error of the failing readers.
var errStreamBroke = errors.New("stream broke")

// failingReader returns its data a few bytes at a time and then err on
// every call; with atData set it returns err together with the last bytes.
type failingReader struct {
	data   []byte
	step   int
	err    error
	atData bool
}

func (r *failingReader) Read(p []byte) (int, error) {
	if len(r.data) == 0 {
		return 0, r.err
	}
	n := copy(p, r.data[:min(r.step, len(r.data))])
	r.data = r.data[n:]
	if r.atData && len(r.data) == 0 {
		return n, r.err
	}
	return n, nil
}

// streamReader makes a reader of a stream: each call a new one.
type streamReader struct {
	name string
	make func(data []byte) io.Reader
}

// streamReaders are the readers every stream is read through.
var streamReaders = []streamReader{
	{"bytes", func(b []byte) io.Reader { return bytes.NewReader(b) }},
	{"OneByte", func(b []byte) io.Reader { return iotest.OneByteReader(bytes.NewReader(b)) }},
	{"Half", func(b []byte) io.Reader { return iotest.HalfReader(bytes.NewReader(b)) }},
	{"DataErr", func(b []byte) io.Reader { return iotest.DataErrReader(bytes.NewReader(b)) }},
	{"DataErr/OneByte", func(b []byte) io.Reader { return iotest.DataErrReader(iotest.OneByteReader(bytes.NewReader(b))) }},
	{"Timeout/OneByte", func(b []byte) io.Reader { return iotest.TimeoutReader(iotest.OneByteReader(bytes.NewReader(b))) }},
	{"Broken", func(b []byte) io.Reader { return &failingReader{data: b, step: 3, err: errStreamBroke} }},
	{"BrokenWithData", func(b []byte) io.Reader {
		return &failingReader{data: b, step: 5, err: errStreamBroke, atData: true}
	}},
	{"BrokenHalfway", func(b []byte) io.Reader {
		return &failingReader{data: b[:len(b)/2], step: 2, err: errStreamBroke}
	}},
}

// streamDiff runs ops over data through a reader r with both libraries,
// in test tb, and describes the first difference between the transcripts,
// or returns "". The transcript is held to classic encoding/json's through
// jsontest.Ref, on every build.
func streamDiff(tb testing.TB, data []byte, r streamReader, opts decodeOptions, ops []streamOp) string {
	withBuffered := len(data) <= 4096
	var key string
	if jsontest.Ref.Keyed() {
		key = fmt.Sprintf("stream %+q reader %s options %v script %v", data, r.name, opts, ops)
	}
	var want, got transcript
	return jsontest.Ref.Check(tb, jsontest.Comparison{
		Key: key,
		Std: func() string {
			want = streamTranscript(newStdStream(r.make(data), opts), ops, withBuffered)
			return want.canon()
		},
		Ours: func() string {
			got = streamTranscript(newOurStream(r.make(data), opts), ops, withBuffered)
			return got.canon()
		},
		Explain: func() string { return diffTranscripts(want.lines, got.lines) },
	})
}

// diffTranscripts describes the first difference between encoding/json's
// transcript want and ours got, or returns "".
func diffTranscripts(want, got []string) string {
	for i := range max(len(want), len(got)) {
		var w, g string
		if i < len(want) {
			w = want[i]
		}
		if i < len(got) {
			g = got[i]
		}
		if w != g {
			from := max(0, i-3)
			return fmt.Sprintf("transcripts differ at call %d (earlier calls: %q)\n\tstd:  %s\n\tours: %s\n",
				i, want[from:i], w, g)
		}
	}
	return ""
}

// streamCases are the streams of the table tests.
var streamCases = []struct {
	jsontest.CaseName
	data string
}{
	{jsontest.Name("empty"), ""},
	{jsontest.Name("whitespace"), " \t\r\n "},
	{jsontest.Name("one number"), "1"},
	{jsontest.Name("numbers"), "1 -2.5e3\n0 -0 1E+2 12345678901234567890123"},
	{jsontest.Name("literals"), "true false null"},
	{jsontest.Name("literals run together"), "truefalsenull"},
	{jsontest.Name("strings"), `"a" "" "\u00e9\ud83d\ude00\ud800x\"\\\/\b\f\n\r\t" "` + "\xff\xe2\x80" + `"`},
	{jsontest.Name("objects"), `{"a":1}{"b":[true,null]} {"c":{"d":"e"}}`},
	{jsontest.Name("arrays"), `[1,2] [] [[]] [{}] [1,[2,[3,{"k":[4]}]]]`},
	{jsontest.Name("spaced"), "  {  \"a\" : [ 1 , \"x\" , { } ] , \"b\" : { \"c\" : null } }  \n [ ]\t"},
	{jsontest.Name("record"), `{"A":1,"b":["x","y"],"C":{"z":1.5},"D":"skip"} {"A":2,"E":0} {"A":"no"} {"A":1e400}`},
	{jsontest.Name("big numbers"), `1e400 [1e400, 2] {"a":-1e999} 1e-400 123456789012345678901234567890`},
	{jsontest.Name("garbage after a value"), `{"a":1} x`},
	{jsontest.Name("garbage after a number"), `123x 4`},
	{jsontest.Name("number then bracket"), `1]`},
	{jsontest.Name("leading zero"), `01`},
	{jsontest.Name("bad literal"), `trux`},
	{jsontest.Name("cut array"), `[1,2,3`},
	{jsontest.Name("cut object"), `{"a"`},
	{jsontest.Name("cut string"), `"abc`},
	{jsontest.Name("cut escape"), `"ab\u00`},
	{jsontest.Name("cut number"), `[-`},
	{jsontest.Name("trailing comma in object"), `{"a":1,}`},
	{jsontest.Name("trailing comma in array"), `[1,]`},
	{jsontest.Name("missing comma"), `[1 2]`},
	{jsontest.Name("number key"), `{1:2}`},
	{jsontest.Name("missing colon"), `{"a" 1}`},
	{jsontest.Name("colon in array"), `[1:2]`},
	{jsontest.Name("comma in object key"), `{,"a":1}`},
	{jsontest.Name("stray closers"), `] } , : ]`},
	{jsontest.Name("mismatched closers"), `[} {]`},
	{jsontest.Name("value after key"), `{"a":1 "b":2}`},
	{jsontest.Name("control character in string"), "\"a\x01b\""},
	{jsontest.Name("bad escape"), `"a\qb"`},
	{jsontest.Name("second value broken"), `{"a":[1,2]} {"b":[1,}`},
	{jsontest.Name("nested empty"), `{"a":{},"b":[],"c":[{},[]],"d":{"e":{}}}`},
	{jsontest.Name("many values"), strings.Repeat(`{"k":[1,"v",true]} `, 60)},
	{jsontest.Name("long string across refills"), `["` + strings.Repeat("0123456789", 120) + `", 1]`},
	{jsontest.Name("value across the first read"), strings.Repeat(" ", 505) + `{"key":"value"} 7`},
	{jsontest.Name("number across the first read"), strings.Repeat(" ", 509) + `123456 7`},
	{jsontest.Name("deep"), strings.Repeat(`[{"a":`, 40) + "0" + strings.Repeat("}]", 40)},
}

// TestDecoderStreams runs the Decode, Token and mixed scripts over every
// stream of streamCases, whole and cut off at every byte, through every
// reader, and compares the transcripts with encoding/json's.
func TestDecoderStreams(t *testing.T) {
	jsontest.SingleGoroutine(t)
	for _, tc := range streamCases {
		t.Run(tc.Name, func(t *testing.T) {
			data := []byte(tc.data)
			// Cutting only the short streams at every byte keeps the test
			// within a few seconds (ten times slower under the race
			// detector, hence the lower limit there).
			cutLimit := 120
			if raceEnabled || testing.Short() {
				cutLimit = 40
			}
			cuts := []int{len(data)}
			if len(data) <= cutLimit {
				cuts = cuts[:0]
				for k := 0; k <= len(data); k++ {
					cuts = append(cuts, k)
				}
			}
			for _, k := range cuts {
				streamCheckAll(t, tc.CaseName, data[:k], k == len(data))
			}
		})
	}
}

// streamCheckAll runs every script over data; all readers are used for
// the whole stream, two for cut-off ones.
func streamCheckAll(t *testing.T, name jsontest.CaseName, data []byte, whole bool) {
	t.Helper()
	n := 2*len(data) + 12
	scripts := []struct {
		name string
		ops  []streamOp
		opts decodeOptions
	}{
		{"Decode(any)", streamScript("decode", dstAny, 0, n), decodeOptions{}},
		{"Decode(any)/UseNumber", streamScript("decode", dstAny, 0, n), decodeOptions{useNumber: true}},
		{"Decode(raw)", streamScript("decode", dstRaw, 0, n), decodeOptions{}},
		{"Decode(nonptr)", streamScript("decode", dstNonPtr, 0, n), decodeOptions{}},
		{"Decode(struct)", streamScript("decode", dstStruct, 0, n), decodeOptions{}},
		{"Decode(struct)/DisallowUnknownFields", streamScript("decode", dstStruct, 0, n), decodeOptions{disallowUnknown: true}},
		{"Token", streamScript("token", 0, 0, n), decodeOptions{}},
		{"Token/UseNumber", streamScript("token", 0, 0, n), decodeOptions{useNumber: true}},
		{"mixed1", streamScript("mixed", 0, 1, n), decodeOptions{}},
		{"mixed2", streamScript("mixed", 0, 2, n), decodeOptions{useNumber: true}},
	}
	readers := streamReaders
	if !whole {
		readers = readers[:2]
	}
	for _, s := range scripts {
		for _, r := range readers {
			if d := streamDiff(t, data, r, s.opts, s.ops); d != "" {
				t.Errorf("%s: stream %s, script %s, reader %s:\n%s", name, jsontest.Quote(data), s.name, r.name, d)
				return
			}
		}
	}
}

// TestDecoderTokenWalk mixes Token and Decode inside arrays and objects in
// the ways programs do: open with Token, Decode the elements while More,
// close with Token.
func TestDecoderTokenWalk(t *testing.T) {
	data := []byte(` {"items": [ {"A":1}, {"A":2,"b":["x"]} , [3] ], "n": 4, "o": {"p": "q"}} [1, 2] `)
	ops := []streamOp{
		{kind: 'T'}, {kind: 'T'}, {kind: 'T'}, // { "items" [
		{kind: 'M'}, {kind: 'D', dst: dstStruct}, {kind: 'M'}, {kind: 'D', dst: dstRaw}, {kind: 'M'}, {kind: 'D', dst: dstStruct},
		{kind: 'M'}, {kind: 'T'}, // ]
		{kind: 'T'}, {kind: 'D', dst: dstFloat}, // "n" 4
		{kind: 'T'}, {kind: 'D', dst: dstAny}, // "o" {...}
		{kind: 'M'}, {kind: 'T'}, {kind: 'M'}, // }
		{kind: 'D', dst: dstSlice}, {kind: 'M'}, {kind: 'T'}, {kind: 'D'},
	}
	for _, r := range streamReaders {
		if d := streamDiff(t, data, r, decodeOptions{}, ops); d != "" {
			t.Errorf("reader %s:\n%s", r.name, d)
		}
	}
	// Decode where Token expects a separator, or a key; a syntax error in
	// a value decoded after Token has skipped brackets and separators (its
	// offset counts only the bytes of decoded values, as in encoding/json).
	for _, s := range []string{`[1 2]`, `{"a" 1}`, `{"a":1 "b"}`, `{"a":1,"b":2}`, `[1,2]`, `{"a":[1]}`,
		` [ 1 , {"x": tru} ]`, ` { "k" : 1 , "l" : [1, }`} {
		for _, ops := range [][]streamOp{
			{{kind: 'T'}, {kind: 'D'}, {kind: 'D'}, {kind: 'D'}, {kind: 'T'}, {kind: 'D'}},
			{{kind: 'T'}, {kind: 'T'}, {kind: 'D'}, {kind: 'D'}, {kind: 'T'}, {kind: 'T'}, {kind: 'D'}},
			{{kind: 'T'}, {kind: 'T'}, {kind: 'T'}, {kind: 'D'}, {kind: 'T'}, {kind: 'M'}, {kind: 'T'}},
		} {
			if d := streamDiff(t, []byte(s), streamReaders[0], decodeOptions{}, ops); d != "" {
				t.Errorf("stream %q, script %v:\n%s", s, ops, d)
			}
		}
	}
}

// TestDecoderDeepNesting: a million '[' give encoding/json's max depth
// error from Decode, without exhausting the stack, however the bytes
// arrive; Token, which has no depth limit in encoding/json, returns them
// all.
func TestDecoderDeepNesting(t *testing.T) {
	data := []byte(strings.Repeat("[", 1_000_000))
	for _, r := range streamReaders[:2] {
		ops := streamScript("decode", dstAny, 0, 3)
		if d := streamDiff(t, data, r, decodeOptions{}, ops); d != "" {
			t.Errorf("reader %s:\n%s", r.name, d)
		}
	}
	shallower := []byte(strings.Repeat("[", 20_000) + strings.Repeat("]", 20_000))
	ops := streamScript("token", 0, 0, 2*len(shallower)+4)
	if d := streamDiff(t, shallower, streamReaders[0], decodeOptions{}, ops); d != "" {
		t.Errorf("Token walk of %d nested arrays:\n%s", len(shallower)/2, d)
	}
}

// TestDecoderSlowReaderBigValue decodes a megabyte value delivered one
// byte per Read. Framing it with ValueEnd after every read would take about
// 5e11 steps; the test passes only if framing resumes where it stopped (a
// quadratic Decoder shows up as a timeout, not as a timed assertion).
func TestDecoderSlowReaderBigValue(t *testing.T) {
	jsontest.SingleGoroutine(t)
	scale := 1 // megabyte values
	if raceEnabled || testing.Short() {
		scale = 8 // 128 KB values, still 1e10 steps for a quadratic Decoder
	}
	values := []string{
		`"` + strings.Repeat(`abc\n\u00e9`, 100_000/scale) + `"`,
		"[" + strings.Repeat(`{"a":[1.5,"x",null]},`, 50_000/scale) + "{}]",
		strings.Repeat("9", 1_000_000/scale) + " ",
	}
	for _, v := range values {
		data := []byte(v + " 1")
		for _, r := range streamReaders[:2] {
			ops := streamScript("decode", dstRaw, 0, 3)
			if d := streamDiff(t, data, r, decodeOptions{}, ops); d != "" {
				t.Errorf("value %s, reader %s:\n%s", jsontest.Quote([]byte(v)), r.name, d)
			}
		}
	}
}

// TestDecoderTokenStrings compares the strings Token returns for keys and
// values, escapes and broken UTF-8 included, without going through Decode.
func TestDecoderTokenStrings(t *testing.T) {
	strs := []string{``, `a`, `\u00e9`, `\ud83d\ude00`, `\ud800`, `\ud800\u0041`, `\udc00\ud800`, `\ud83d\ud83d\ude00`,
		"\xff", "\xe2\x80", "\xed\xa0\x80", `\"\\\/\b\f\n\r\t`, `\u0000`, "é😀", `\uFFFD`}
	var b strings.Builder
	b.WriteString("{")
	for i, s := range strs {
		if i > 0 {
			b.WriteString(",")
		}
		fmt.Fprintf(&b, `"%s":["%s"]`, s, s)
	}
	b.WriteString("}")
	data := []byte(b.String())
	ops := streamScript("token", 0, 0, 6*len(strs)+6)
	if d := streamDiff(t, data, streamReaders[0], decodeOptions{}, ops); d != "" {
		t.Error(d)
	}
}

// TestDecoderBufferedAfterDecode checks what Buffered holds after values
// of several sizes, which shows that both libraries read the same amounts.
func TestDecoderBufferedAfterDecode(t *testing.T) {
	for _, size := range []int{1, 100, 510, 511, 512, 513, 1023, 1024, 1535, 1536, 3000, 9000} {
		data := []byte(`"` + strings.Repeat("x", size) + `" {"tail":true} [1]`)
		ops := streamScript("decode", dstRaw, 0, 5)
		for _, r := range streamReaders[:3] {
			if d := streamDiff(t, data, r, decodeOptions{}, ops); d != "" {
				t.Errorf("value of %d bytes, reader %s:\n%s", size, r.name, d)
			}
		}
	}
}

// TestDecoderRandomStreams runs random scripts over random concatenations
// of JSON fragments, valid or not.
func TestDecoderRandomStreams(t *testing.T) {
	pieces := []string{"[", "]", "{", "}", ",", ":", `"k"`, `"\u00e9"`, "-1.5e+3", "0", "12", "1e400", "true", "null", " ", "\n", `"`, "x"}
	rng := rand.New(rand.NewPCG(3, 4))
	n := 1500
	if testing.Short() {
		n = 200
	}
	var b strings.Builder
	for i := range n {
		b.Reset()
		for range rng.IntN(24) {
			b.WriteString(pieces[rng.IntN(len(pieces))])
		}
		data := []byte(b.String())
		ops := streamScript("mixed", 0, uint64(i), 2*len(data)+8)
		r := streamReaders[rng.IntN(len(streamReaders))]
		opts := decodeOptions{useNumber: i%3 == 0}
		if d := streamDiff(t, data, r, opts, ops); d != "" {
			t.Fatalf("stream %q, reader %s, script %v:\n%s", data, r.name, ops, d)
		}
	}
}

// TestDelimString: a Delim prints as its bracket.
func TestDelimString(t *testing.T) {
	for _, d := range []json.Delim{'[', ']', '{', '}'} {
		if got, want := d.String(), stdjson.Delim(d).String(); got != want {
			t.Errorf("Delim(%q).String() = %q, want %q", rune(d), got, want)
		}
	}
}

// FuzzDecoderVsStd runs the script spelled by ops (one call per byte, see
// streamOpFromByte) over data, read through the reader picked by reader,
// with both libraries, and compares the transcripts.
func FuzzDecoderVsStd(f *testing.F) {
	for i, tc := range streamCases {
		if len(tc.data) <= 300 {
			f.Add([]byte(tc.data), []byte{0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 0x3c, 0x5c}, uint8(i))
		}
	}
	jsontest.Fuzz(f, func(t *testing.T, data, ops []byte, reader uint8) {
		if len(ops) > 200 {
			ops = ops[:200]
		}
		script := make([]streamOp, len(ops))
		for i, b := range ops {
			script[i] = streamOpFromByte(b)
		}
		r := streamReaders[int(reader)%len(streamReaders)]
		opts := decodeOptions{useNumber: reader&0x80 != 0, disallowUnknown: reader&0x40 != 0}
		if d := streamDiff(t, data, r, opts, script); d != "" {
			t.Errorf("stream %q, reader %s, script %v:\n%s", data, r.name, script, d)
		}
	})
}

// streamBenchData is a stream of 200 small API-like objects.
var streamBenchData = func() []byte {
	var b bytes.Buffer
	for i := range 200 {
		fmt.Fprintf(&b, `{"id":%d,"name":"user %d","tags":["a","b\u00e9"],"score":%d.25,"active":true,"parent":null}`+"\n", i, i, i)
	}
	return b.Bytes()
}()

// BenchmarkDecoder reads streamBenchData with encoding/json's Decoder and
// ours: every value with Decode into a RawMessage and into an interface,
// and every token with Token.
func BenchmarkDecoder(b *testing.B) {
	libs := []struct {
		name string
		make func(io.Reader, decodeOptions) streamDecoder
	}{{"lib=std", newStdStream}, {"lib=zerojson", newOurStream}}
	for _, mode := range []string{"Decode(raw)", "Decode(any)", "Token"} {
		for _, lib := range libs {
			b.Run(mode+"/"+lib.name, func(b *testing.B) {
				b.ReportAllocs()
				b.SetBytes(int64(len(streamBenchData)))
				for b.Loop() {
					dec := lib.make(bytes.NewReader(streamBenchData), decodeOptions{})
					var err error
					for err == nil {
						switch mode {
						case "Decode(raw)":
							_, err = dec.decode(dstRaw)
						case "Decode(any)":
							_, err = dec.decode(dstAny)
						default:
							_, err = dec.token()
						}
					}
					if err != io.EOF {
						b.Fatal(err)
					}
				}
			})
		}
	}
}
