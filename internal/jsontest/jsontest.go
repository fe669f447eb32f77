// Package jsontest holds helpers for the differential tests that hold
// zerojson to encoding/json byte for byte: table-case names that remember
// where they were written, and a [Differ] that runs one value through every
// encoding entry point of two libraries and describes any difference.
//
// The package deliberately does not import github.com/zerojson/json: the
// library under test is described by a [Library] of plain functions, so that
// tests inside package json can use these helpers without an import cycle.
package jsontest

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"path/filepath"
	"reflect"
	"runtime"
	"runtime/debug"
	"slices"
	"strconv"
	"strings"
	"testing"
	"unicode/utf8"
)

// CaseName is the name of one table case together with the file and line
// that declared it, so that a failure points at the case, not at the loop.
type CaseName struct {
	Name  string
	Where Pos
}

// Pos is a source position printed as "file.go:123".
type Pos struct {
	File string // base name of the file
	Line int
}

func (p Pos) String() string {
	if p.File == "" {
		return "?:0"
	}
	return fmt.Sprintf("%s:%d", p.File, p.Line)
}

// Name returns a [CaseName] for s that records the file and line of the
// caller, which is where the table entry is written.
func Name(s string) CaseName {
	return CaseName{Name: s, Where: Caller(1)}
}

// Caller returns the position of the caller skip frames above the caller of
// Caller (Caller(0) is the line that calls Caller).
func Caller(skip int) Pos {
	_, file, line, ok := runtime.Caller(skip + 1)
	if !ok {
		return Pos{}
	}
	return Pos{File: filepath.Base(file), Line: line}
}

func (c CaseName) String() string { return c.Where.String() + ": " + c.Name }

// EncoderConfig is how a [Library.Encode] call sets up its Encoder.
type EncoderConfig struct {
	NoEscapeHTML   bool   // call SetEscapeHTML(false)
	Prefix, Indent string // call SetIndent(Prefix, Indent) when either is set
	Repeat         int    // encode the value this many times (at least once) on one Encoder
}

// Library is a JSON encoder seen through the API that encoding/json and
// zerojson share.
type Library struct {
	Name          string
	Marshal       func(v any) ([]byte, error)
	MarshalIndent func(v any, prefix, indent string) ([]byte, error)
	// Encode creates one Encoder writing to w, configures it as cfg says
	// and calls Encode(v) cfg.Repeat times, stopping at the first error.
	Encode func(w io.Writer, v any, cfg EncoderConfig) error
	// MarshalAppend appends the encoding of v to dst. For encoding/json it
	// is emulated with Marshal; leave it nil to skip the mode.
	MarshalAppend func(dst []byte, v any) ([]byte, error)
}

// Result is what one mode produced for one value.
type Result struct {
	Out   []byte
	Err   error
	Panic any    // non-nil if the library panicked
	Stack string // the goroutine stack at the panic, trimmed
}

// Mode is one way of encoding a value.
type Mode struct {
	Name string
	// SkipOutputOnError is set for modes whose output bytes are unspecified
	// when an error is returned.
	SkipOutputOnError bool
	run               func(l *Library, v any) ([]byte, error)
}

// appendPrefix is the non-empty destination handed to MarshalAppend; its
// spare capacity lets a careless implementation overwrite it in place.
const appendPrefix = `[0,"dst",`

func encodeMode(name string, cfg EncoderConfig) Mode {
	return Mode{Name: name, run: func(l *Library, v any) ([]byte, error) {
		var buf bytes.Buffer
		err := l.Encode(&buf, v, cfg)
		return buf.Bytes(), err
	}}
}

// Modes lists every mode a [Differ] compares, in order.
var Modes = []Mode{
	{Name: "Marshal", run: func(l *Library, v any) ([]byte, error) { return l.Marshal(v) }},
	{Name: `MarshalIndent("","\t")`, run: func(l *Library, v any) ([]byte, error) { return l.MarshalIndent(v, "", "\t") }},
	{Name: `MarshalIndent("> ","  ")`, run: func(l *Library, v any) ([]byte, error) { return l.MarshalIndent(v, "> ", "  ") }},
	// Empty prefix and indent still break lines, unlike SetIndent("", "").
	{Name: `MarshalIndent("","")`, run: func(l *Library, v any) ([]byte, error) { return l.MarshalIndent(v, "", "") }},
	encodeMode("Encoder", EncoderConfig{}),
	encodeMode("Encoder/NoEscapeHTML", EncoderConfig{NoEscapeHTML: true}),
	encodeMode(`Encoder/SetIndent("","  ")`, EncoderConfig{Indent: "  "}),
	encodeMode(`Encoder/NoEscapeHTML/SetIndent("#","\t")`, EncoderConfig{NoEscapeHTML: true, Prefix: "#", Indent: "\t"}),
	encodeMode("Encoder/Repeat3", EncoderConfig{Repeat: 3}),
	{Name: "MarshalAppend", SkipOutputOnError: true, run: func(l *Library, v any) ([]byte, error) {
		if l.MarshalAppend == nil {
			return nil, errSkip
		}
		dst := make([]byte, len(appendPrefix), len(appendPrefix)+64)
		copy(dst, appendPrefix)
		out, err := l.MarshalAppend(dst, v)
		if string(dst) != appendPrefix {
			return out, fmt.Errorf("jsontest: MarshalAppend modified dst[:len(dst)] to %q", dst)
		}
		return out, err
	}},
}

var errSkip = errors.New("jsontest: mode not supported")

// ModesNamed returns the modes of [Modes] with the given names, in the
// order given; it panics on an unknown name.
func ModesNamed(names ...string) []Mode {
	var out []Mode
	for _, name := range names {
		i := slices.IndexFunc(Modes, func(m Mode) bool { return m.Name == name })
		if i < 0 {
			panic("jsontest: no mode named " + strconv.Quote(name))
		}
		out = append(out, Modes[i])
	}
	return out
}

// Run encodes v in mode m with l, turning a panic into a Result.
func (m Mode) Run(l *Library, v any) (r Result) {
	defer func() {
		if p := recover(); p != nil {
			r.Panic = p
			r.Stack = trimStack(string(debug.Stack()))
		}
	}()
	r.Out, r.Err = m.run(l, v)
	return r
}

func trimStack(s string) string {
	lines := strings.Split(s, "\n")
	if len(lines) > 24 {
		lines = append(lines[:24], "\t...")
	}
	return strings.Join(lines, "\n")
}

// Differ compares a library under test with a reference library.
type Differ struct {
	Std, Ours *Library
	// Modes to compare; nil means all of [Modes].
	Modes []Mode
	// Sentinels are error values the tests create; for each, errors.Is
	// must answer the same for both libraries' errors.
	Sentinels []error
	// CheckErrors, if set, is called when both libraries fail and returns a
	// description of how the errors differ (empty if they agree). It is
	// where the caller checks errors.As against each library's own types.
	CheckErrors func(std, ours error) string
}

// Check encodes v with both libraries in every mode, in test tb, and
// returns a readable description of every difference from the reference
// (see [Reference]), or "" if there is none.
func (d *Differ) Check(tb testing.TB, v any) string { return d.CheckPair(tb, v, v) }

// CheckPair is like [Differ.Check] but gives the library under test ours
// and the reference library std, for values whose types differ between the
// two (such as each package's own Number or RawMessage).
func (d *Differ) CheckPair(tb testing.TB, ours, std any) string {
	var sb strings.Builder
	modes := d.Modes
	if modes == nil {
		modes = Modes
	}
	// The first few differing modes are shown in full; the rest, which
	// usually repeat the same difference, only by name.
	const detailed = 2
	shown := 0
	var more []string
	var valueKey string
	unsafe := !Classic && HasCycle(std)
	for _, m := range modes {
		if m.Name == "MarshalAppend" && (d.Ours.MarshalAppend == nil || d.Std.MarshalAppend == nil) {
			continue
		}
		if valueKey == "" && Ref.Keyed() {
			valueKey = TypeName(reflect.TypeOf(std)) + " " + CanonValue(std, nil)
		}
		var rs, ro Result
		msg := Ref.Check(tb, Comparison{
			Key:       "encode " + m.Name + " " + valueKey,
			Std:       func() string { rs = m.Run(d.Std, std); return CanonEncode(m, rs) },
			Ours:      func() string { ro = m.Run(d.Ours, ours); return CanonEncode(m, ro) },
			Explain:   func() string { return d.compare(m, rs, ro) },
			StdUnsafe: unsafe,
		})
		switch {
		case msg == "":
		case shown < detailed:
			fmt.Fprintf(&sb, "%s:\n%s", m.Name, msg)
			shown++
		default:
			more = append(more, m.Name)
		}
	}
	if sb.Len() == 0 {
		return ""
	}
	if len(more) > 0 {
		fmt.Fprintf(&sb, "also differs in: %s\n", strings.Join(more, ", "))
	}
	return fmt.Sprintf("value %s\n%s", Describe(std), sb.String())
}

func (d *Differ) compare(m Mode, rs, ro Result) string {
	var sb strings.Builder
	switch {
	case rs.Panic != nil && ro.Panic != nil:
		return "" // both panicked, in user code: nothing to compare
	case rs.Panic != nil:
		fmt.Fprintf(&sb, "\tstd panicked (%v) but ours did not: out %s err %v\n", rs.Panic, Quote(ro.Out), ro.Err)
		return sb.String()
	case ro.Panic != nil:
		fmt.Fprintf(&sb, "\tours panicked: %v\n\tstd: out %s err %v\n%s\n", ro.Panic, Quote(rs.Out), rs.Err, indentLines(ro.Stack))
		return sb.String()
	}
	if (rs.Err == nil) != (ro.Err == nil) {
		fmt.Fprintf(&sb, "\tstd:  %s  err %v\n\tours: %s  err %v\n", Quote(rs.Out), rs.Err, Quote(ro.Out), ro.Err)
		return sb.String()
	}
	if rs.Err != nil {
		if msg := DiffErrors(rs.Err, ro.Err); msg != "" {
			sb.WriteString(msg)
		}
		if d.CheckErrors != nil {
			if msg := d.CheckErrors(rs.Err, ro.Err); msg != "" {
				fmt.Fprintf(&sb, "\t%s\n", msg)
			}
		}
		for _, s := range d.Sentinels {
			if is, io := errors.Is(rs.Err, s), errors.Is(ro.Err, s); is != io {
				fmt.Fprintf(&sb, "\terrors.Is(err, %q): std %v, ours %v\n", s, is, io)
			}
		}
		if !m.SkipOutputOnError && !bytes.Equal(rs.Out, ro.Out) {
			fmt.Fprintf(&sb, "\toutput with the error differs:\n\tstd:  %s\n\tours: %s\n", Quote(rs.Out), Quote(ro.Out))
		}
		return sb.String()
	}
	if !bytes.Equal(rs.Out, ro.Out) {
		sb.WriteString(DiffBytes(rs.Out, ro.Out))
	}
	return sb.String()
}

// DiffBytes describes how got differs from want around their first
// differing byte, or returns "" if they are equal.
func DiffBytes(want, got []byte) string {
	if bytes.Equal(want, got) {
		return ""
	}
	i := 0
	for i < len(want) && i < len(got) && want[i] == got[i] {
		i++
	}
	const context = 60
	lo := max(i-context, 0)
	cut := func(b []byte) string {
		hi := min(i+context, len(b))
		s := Quote(b[lo:hi])
		if lo > 0 {
			s = "…" + s
		}
		if hi < len(b) {
			s += "…"
		}
		return s
	}
	return fmt.Sprintf("\tfirst difference at byte %d (std %d bytes, ours %d bytes)\n\tstd:  %s\n\tours: %s\n",
		i, len(want), len(got), cut(want), cut(got))
}

// DiffErrors compares two non-nil errors the way a drop-in replacement must
// match: the same message, and the same chain of error types from package
// json (by printed type name, which is the same for both libraries because
// both packages are called json). Errors of other packages in the chain
// are compared by message only.
func DiffErrors(std, ours error) string {
	var sb strings.Builder
	if std.Error() != ours.Error() {
		fmt.Fprintf(&sb, "\terror message differs:\n\tstd:  %q\n\tours: %q\n", std.Error(), ours.Error())
	}
	cs, co := ErrorChain(std), ErrorChain(ours)
	if strings.Join(cs, " -> ") != strings.Join(co, " -> ") {
		fmt.Fprintf(&sb, "\terror chain differs:\n\tstd:  %s\n\tours: %s\n", strings.Join(cs, " -> "), strings.Join(co, " -> "))
	}
	return sb.String()
}

// ErrorChain describes err and everything it wraps, one entry per error.
// Errors whose type comes from a package named json are described by type
// name and exported fields; others only as "error".
func ErrorChain(err error) []string {
	var out []string
	for err != nil && len(out) < 16 {
		out = append(out, describeError(err))
		switch u := err.(type) {
		case interface{ Unwrap() error }:
			err = u.Unwrap()
		case interface{ Unwrap() []error }:
			errs := u.Unwrap()
			err = nil
			if len(errs) > 0 {
				out = append(out, fmt.Sprintf("(joined %d)", len(errs)))
				err = errs[0]
			}
		default:
			err = nil
		}
	}
	return out
}

var errorType = reflect.TypeFor[error]()

func describeError(err error) string {
	name := TypeName(reflect.TypeOf(err))
	if !strings.HasPrefix(strings.TrimLeft(name, "*"), "json.") {
		return "error"
	}
	v := reflect.ValueOf(err)
	for v.Kind() == reflect.Pointer && !v.IsNil() {
		v = v.Elem()
	}
	if v.Kind() != reflect.Struct {
		return name
	}
	var fields []string
	for i := 0; i < v.NumField(); i++ {
		sf := v.Type().Field(i)
		if !sf.IsExported() {
			continue
		}
		if sf.Type.Kind() == reflect.Interface && sf.Type.Implements(errorType) {
			// A wrapped error is compared through the chain and the
			// message; a nil one is no part of the result (Go 1.27's
			// UnmarshalTypeError has an Err field, classic's has none).
			continue
		}
		fv := v.Field(i)
		switch x := fv.Interface().(type) {
		case reflect.Type:
			if x == nil {
				fields = append(fields, sf.Name+"=<nil>")
			} else {
				fields = append(fields, sf.Name+"="+TypeName(x))
			}
		case reflect.Value:
			// Compared through the message.
		case string:
			fields = append(fields, sf.Name+"="+strconv.QuoteToASCII(x))
		default:
			fields = append(fields, fmt.Sprintf("%s=%#v", sf.Name, x))
		}
	}
	return name + "{" + strings.Join(fields, " ") + "}"
}

// Quote prints b as a Go-quoted string, shortened in the middle when long.
func Quote(b []byte) string {
	if b == nil {
		return "nil"
	}
	const limit = 400
	if len(b) > limit {
		return fmt.Sprintf("%q…(%d bytes)…%q", b[:limit/2], len(b)-limit, b[len(b)-limit/2:])
	}
	return fmt.Sprintf("%q", b)
}

// Describe prints v's type and a bounded rendering of its value for
// failure messages. Unlike %#v it stops at a fixed depth, so cyclic maps and
// slices print instead of recursing forever.
func Describe(v any) string {
	var sb strings.Builder
	p := printer{sb: &sb, budget: 600}
	p.value(reflect.ValueOf(v), 0)
	return fmt.Sprintf("(%T) %s", v, sb.String())
}

type printer struct {
	sb     *strings.Builder
	budget int // bytes left before the output is cut
}

func (p *printer) printf(format string, args ...any) {
	if p.budget <= 0 {
		return
	}
	s := fmt.Sprintf(format, args...)
	if len(s) > p.budget {
		cut := p.budget
		for cut > 0 && !utf8.RuneStart(s[cut]) {
			cut--
		}
		s = s[:cut] + "…"
	}
	p.budget -= len(s)
	p.sb.WriteString(s)
}

func (p *printer) value(v reflect.Value, depth int) {
	if p.budget <= 0 {
		return
	}
	if !v.IsValid() {
		p.printf("nil")
		return
	}
	if depth > 8 {
		p.printf("…")
		return
	}
	switch v.Kind() {
	case reflect.Pointer:
		if v.IsNil() {
			p.printf("(%s)(nil)", v.Type())
			return
		}
		p.printf("&")
		p.value(v.Elem(), depth+1)
	case reflect.Interface:
		if v.IsNil() {
			p.printf("nil")
			return
		}
		p.value(v.Elem(), depth+1)
	case reflect.Struct:
		p.printf("%s{", v.Type())
		for i := 0; i < v.NumField(); i++ {
			if i > 0 {
				p.printf(", ")
			}
			p.printf("%s:", v.Type().Field(i).Name)
			p.value(v.Field(i), depth+1)
		}
		p.printf("}")
	case reflect.Map:
		if v.IsNil() {
			p.printf("%s(nil)", v.Type())
			return
		}
		p.printf("%s{", v.Type())
		for i, it := 0, v.MapRange(); it.Next(); i++ {
			if i > 0 {
				p.printf(", ")
			}
			p.value(it.Key(), depth+1)
			p.printf(":")
			p.value(it.Value(), depth+1)
		}
		p.printf("}")
	case reflect.Slice, reflect.Array:
		if v.Kind() == reflect.Slice && v.IsNil() {
			p.printf("%s(nil)", v.Type())
			return
		}
		p.printf("%s{", v.Type())
		for i := 0; i < v.Len(); i++ {
			if i > 0 {
				p.printf(", ")
			}
			p.value(v.Index(i), depth+1)
		}
		p.printf("}")
	case reflect.String:
		p.printf("%q", v.String())
	case reflect.Chan, reflect.Func, reflect.UnsafePointer:
		p.printf("%s(%#x)", v.Type(), v.Pointer())
	case reflect.Bool:
		p.printf("%v", v.Bool())
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		p.printf("%d", v.Int())
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr:
		p.printf("%d", v.Uint())
	case reflect.Float32, reflect.Float64:
		p.printf("%v", v.Float())
	case reflect.Complex64, reflect.Complex128:
		p.printf("%v", v.Complex())
	default:
		p.printf("<%s>", v.Type())
	}
}

func indentLines(s string) string {
	return "\t\t" + strings.ReplaceAll(strings.TrimRight(s, "\n"), "\n", "\n\t\t")
}
