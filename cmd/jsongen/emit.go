package main

import (
	"bytes"
	"fmt"
	"go/token"
	"go/types"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"
)

// A kind is how the generated code writes and reads a value of a type.
type kind int

const (
	kindOther  kind = iota // through the reflective codec
	kindString             // a string kind with no methods of its own
	kindBool
	kindInt
	kindUint
	kindFloat32
	kindFloat64
	kindStruct // a struct type whose functions are generated in the same file
	// kindWire is a type of another's with an UnmarshalJSONWire method,
	// such as the null types: decoded by calling it (jsonimpl.ReadWire),
	// encoded through the reflective encoder, which calls its methods.
	kindWire
)

// kindOf returns the kind of t.
func (g *generator) kindOf(t types.Type) kind {
	if isJSONType(t, "Number") {
		return kindOther // a string written and read as a number
	}
	t = types.Unalias(t)
	switch t := t.(type) {
	case *types.TypeParam:
		return kindOther
	case *types.Named:
		obj := t.Origin().Obj()
		if g.selected[obj] && obj.Pkg() == g.pkg.Types {
			return kindStruct
		}
		ms := types.NewMethodSet(types.NewPointer(t))
		if ms.Lookup(t.Obj().Pkg(), "UnmarshalJSONWire") != nil {
			if _, isPtr := t.Underlying().(*types.Pointer); !isPtr {
				return kindWire
			}
		}
		if codecMethod(ms) != nil {
			return kindOther
		}
	}
	b, ok := t.Underlying().(*types.Basic)
	if !ok {
		return kindOther
	}
	switch info := b.Info(); {
	case info&types.IsString != 0:
		return kindString
	case info&types.IsBoolean != 0:
		return kindBool
	case info&types.IsUnsigned != 0:
		return kindUint
	case info&types.IsInteger != 0:
		return kindInt
	case b.Kind() == types.Float32:
		return kindFloat32
	case b.Kind() == types.Float64:
		return kindFloat64
	}
	return kindOther
}

// pointee returns the type an unnamed pointer type t points to, if its
// kind is one the generated code handles itself.
func (g *generator) pointee(t types.Type) (types.Type, bool) {
	p, ok := types.Unalias(t).(*types.Pointer)
	if !ok {
		return nil, false
	}
	if k := g.kindOf(p.Elem()); k == kindOther || k == kindWire {
		return nil, false
	}
	return p.Elem(), true
}

// sliceElem returns the element type of an unnamed slice type t, if the
// generated code writes its elements itself: not bytes, which Marshal
// writes as base64 text.
func (g *generator) sliceElem(t types.Type) (types.Type, bool) {
	s, ok := types.Unalias(t).(*types.Slice)
	if !ok {
		return nil, false
	}
	if b, ok := s.Elem().Underlying().(*types.Basic); ok && b.Kind() == types.Uint8 {
		return nil, false
	}
	if g.kindOf(s.Elem()) == kindOther {
		if _, ok := g.pointee(s.Elem()); !ok {
			return nil, false
		}
	}
	return s.Elem(), true
}

// conv returns expr converted to the basic type named to, unless its type
// t already is that type.
func conv(to string, t types.Type, expr string) string {
	if b, ok := types.Unalias(t).(*types.Basic); ok && b.Name() == to {
		return expr
	}
	return to + "(" + expr + ")"
}

// writeType writes the guard, the variables and the functions of p's type.
func (g *generator) writeType(out *bytes.Buffer, p *plan) {
	// The guard: a type argument satisfies ~struct{...} only if its
	// underlying struct is that one, tags included, and instantiating it
	// copies no value (a struct holding a sync.Mutex, which go vet's
	// copylocks check would not let a guard copy).
	fmt.Fprintf(out, "\n// %s stops compiling when the fields of %s change, tags included,\n", p.guard, p.obj.Name())
	fmt.Fprintf(out, "// until jsongen is run again: the functions below were written for them.\n")
	if p.tparams == "" {
		fmt.Fprintf(out, "func %s[%s ~%s]() {}\n\nvar _ = %s[%s]\n", p.guard, p.guardParam, p.structLit, p.guard, p.recv)
	} else {
		params := strings.TrimSuffix(strings.TrimPrefix(p.tparams, "["), "]")
		args := strings.TrimSuffix(strings.TrimPrefix(p.targs, "["), "]")
		fmt.Fprintf(out, "func %s[%s, %s ~%s]() {}\n\n", p.guard, params, p.guardParam, p.structLit)
		fmt.Fprintf(out, "func _%s() { _ = %s[%s, %s] }\n", p.tparams, p.guard, args, p.recv)
	}

	quoted := make([]string, len(p.fields))
	for i, f := range p.fields {
		quoted[i] = strconv.Quote(f.name)
	}
	names := fmt.Sprintf("%s = %s.NewNames(%s)\n", p.namesVar, g.pkgName(wirePath), strings.Join(quoted, ", "))
	if p.typeVar != "" {
		fmt.Fprintf(out, "\nvar (\n%s%s = %s.TypeFor[%s]()\n)\n", names, p.typeVar, g.pkgName("reflect"), p.recv)
	} else {
		fmt.Fprintf(out, "\nvar %s", names)
	}

	g.writeAppend(out, p)
	g.writeRead(out, p)
}

// member is the text of one member's name in the generated encoder: its
// comma or opening brace, its quoted name and the colon.
func member(first bool, name string, html bool) string {
	var b strings.Builder
	if first {
		b.WriteByte('{')
	} else {
		b.WriteByte(',')
	}
	b.WriteString(quoteName(name, html))
	b.WriteByte(':')
	return b.String()
}

// appendText returns the expression that appends the constant text to
// dst. The compiler copies a constant of up to 16 bytes with loads and
// stores of its own, and a longer one with a call of memmove (27
// instructions for a member's name, with the call): a longer text is
// appended in parts of at most 16 bytes, cut between runes: encoding
// twitter, whose names run to 40 bytes, and synthea_fhir take 5.6% fewer
// instructions.
func appendText(dst, text string) string {
	for text != "" {
		n := min(len(text), 16)
		for n < len(text) && !utf8.RuneStart(text[n]) {
			n--
		}
		dst = "append(" + dst + ", " + goString(text[:n]) + "...)"
		text = text[n:]
	}
	return dst
}

// quoteName returns name quoted as Marshal quotes a field name: a tag
// name holds no quote, backslash or control character, so only '<', '>'
// and '&' are escaped, and only for HTML.
func quoteName(name string, html bool) string {
	if html {
		name = strings.NewReplacer("<", `\u003c`, ">", `\u003e`, "&", `\u0026`).Replace(name)
	}
	return `"` + name + `"`
}

// writeAppend writes appendJSON, the encoder of p's type.
func (g *generator) writeAppend(out *bytes.Buffer, p *plan) {
	var body bytes.Buffer
	fails := false
	// The members are written with a comma before each. If the first is
	// always written, its comma is an opening brace; if not, the first
	// comma written is made one at the end.
	static := len(p.fields) > 0 && g.condition(p.fields[0]) == ""
	if !static && len(p.fields) > 0 {
		body.WriteString("start := len(b)\n")
	}
	for i, f := range p.fields {
		cond := g.condition(f)
		if cond != "" {
			fmt.Fprintf(&body, "if %s {\n", cond)
		}
		first := static && i == 0
		plain, escaped := member(first, f.name, false), member(first, f.name, true)
		dst := appendText("b", plain)
		if plain != escaped {
			fmt.Fprintf(&body, "if s.EscapeHTML() {\nb = %s\n} else {\nb = %s\n}\n", appendText("b", escaped), appendText("b", plain))
			dst = "b"
		}
		expr := "x." + goPath(f)
		if q := g.quotedField(f); q != "" {
			fmt.Fprintf(&body, "if b, err = %s.Append(%s, &%s, s); err != nil {\nreturn b, err\n}\n", q, dst, expr)
			fails = true
		} else if g.writeAppendValue(&body, dst, expr, f.typ, strings.Contains(cond, expr+" != nil"), "return b, err") {
			fails = true
		}
		if cond != "" {
			body.WriteString("}\n")
		}
	}
	switch {
	case len(p.fields) == 0:
		body.WriteString("return append(b, \"{}\"...), nil\n")
	case static:
		body.WriteString("return append(b, '}'), nil\n")
	default:
		body.WriteString("if len(b) == start {\nreturn append(b, \"{}\"...), nil\n}\nb[start] = '{'\nreturn append(b, '}'), nil\n")
	}

	fmt.Fprintf(out, "\n// %s appends x to b as Marshal writes %s, in the encoding s.\n", p.appendFunc, article(p.obj.Name()))
	fmt.Fprintf(out, "func %s%s(b []byte, x *%s, s *%s.Encoding) ([]byte, error) {\n", p.appendFunc, p.tparams, p.recv, g.pkgName(implPath))
	if fails {
		out.WriteString("var err error\n")
	}
	out.Write(body.Bytes())
	out.WriteString("}\n")
}

// writeAppendValue writes the statements that append expr, of type t, to
// dst, and reports whether they can fail, in which case they run onErr
// ("return b, err", or "break" in a loop). nonNil says that expr, if a
// pointer, is known not to be nil.
//
// A pointer and a slice are counted in the encoding's nesting, as the
// reflective encoder counts them, so that a cycle is found where
// encoding/json finds it, with its error (see jsonimpl.EnterPointer); the
// count is left on every path, errors included.
func (g *generator) writeAppendValue(out *bytes.Buffer, dst, expr string, t types.Type, nonNil bool, onErr string) bool {
	impl := g.pkgName(implPath)
	if elem, ok := g.pointee(t); ok {
		deref := "*" + expr
		if dst != "b" {
			fmt.Fprintf(out, "b = %s\n", dst)
		}
		if !nonNil {
			fmt.Fprintf(out, "if %s == nil {\nb = append(b, \"null\"...)\n} else {\n", expr)
		}
		fmt.Fprintf(out, "if err = %s.EnterPointer(s, %s); err != nil {\n%s\n}\n", impl, expr, onErr)
		stmt, fails := g.appendExpr("b", deref, elem)
		out.WriteString(stmt)
		fmt.Fprintf(out, "%s.LeavePointer(s, %s)\n", impl, expr)
		if fails {
			fmt.Fprintf(out, "if err != nil {\n%s\n}\n", onErr)
		}
		if !nonNil {
			out.WriteString("}\n")
		}
		return true
	}
	if elem, ok := g.sliceElem(t); ok {
		if dst != "b" {
			fmt.Fprintf(out, "b = %s\n", dst)
		}
		fmt.Fprintf(out, "if %s == nil {\nb = append(b, \"null\"...)\n} else {\n", expr)
		fmt.Fprintf(out, "if err = %s.EnterSlice(s, %s); err != nil {\n%s\n}\n", impl, expr, onErr)
		fmt.Fprintf(out, "b = append(b, '[')\nfor i := range %s {\nif i > 0 {\nb = append(b, ',')\n}\n", expr)
		fails := g.writeAppendValue(out, "b", expr+"[i]", elem, false, "break")
		out.WriteString("}\n")
		fmt.Fprintf(out, "%s.LeaveSlice(s, %s)\n", impl, expr)
		if fails {
			fmt.Fprintf(out, "if err != nil {\n%s\n}\n", onErr)
		}
		out.WriteString("b = append(b, ']')\n}\n")
		return true
	}
	if g.nilIsNull(t) {
		// A nil interface, map or pointer is null, written without the
		// call that the value would need.
		if dst != "b" {
			fmt.Fprintf(out, "b = %s\n", dst)
		}
		stmt, _ := g.appendExpr("b", expr, t)
		fmt.Fprintf(out, "if %s == nil {\nb = append(b, \"null\"...)\n} else if %s; err != nil {\n%s\n}\n", expr, strings.TrimSuffix(stmt, "\n"), onErr)
		return true
	}
	stmt, fails := g.appendExpr(dst, expr, t)
	if fails {
		fmt.Fprintf(out, "if %s; err != nil {\n%s\n}\n", strings.TrimSuffix(stmt, "\n"), onErr)
	} else {
		out.WriteString(stmt)
	}
	return fails
}

// nilIsNull reports whether a nil value of type t, which the generated
// code leaves to the reflective encoder or writes by a call, is written as
// null without calling anything: an interface type, whose nil holds no
// method to call, a map type without marshalling methods, and a pointer to
// a type written as the time it embeds (embeddedTime).
func (g *generator) nilIsNull(t types.Type) bool {
	if g.kindOf(t) != kindOther || hasTypeParam(t, map[types.Type]bool{}) {
		return false
	}
	switch t.Underlying().(type) {
	case *types.Interface:
		return true
	case *types.Map:
		return codecMethod(types.NewMethodSet(types.NewPointer(t))) == nil
	case *types.Pointer:
		return g.embeddedTime(t) != ""
	}
	return false
}

// appendExpr returns the statement that appends expr, of type t, which is
// not a pointer or slice the generated code writes itself, to dst, and
// whether it can fail, setting err.
func (g *generator) appendExpr(dst, expr string, t types.Type) (string, bool) {
	impl := g.pkgName(implPath)
	switch k := g.kindOf(t); k {
	case kindString:
		return fmt.Sprintf("b = %s.AppendString(%s, %s, s.EscapeHTML())\n", g.pkgName(wirePath), dst, conv("string", t, expr)), false
	case kindBool:
		return fmt.Sprintf("b = %s.AppendBool(%s, %s)\n", g.pkgName("strconv"), dst, conv("bool", t, expr)), false
	case kindInt:
		return fmt.Sprintf("b = %s.AppendInt(%s, %s)\n", g.pkgName(wirePath), dst, conv("int64", t, expr)), false
	case kindUint:
		return fmt.Sprintf("b = %s.AppendUint(%s, %s)\n", g.pkgName(wirePath), dst, conv("uint64", t, expr)), false
	case kindFloat32:
		return fmt.Sprintf("b, err = %s.AppendFloat(%s, %s, 32)\n", impl, dst, conv("float64", t, expr)), true
	case kindFloat64:
		return fmt.Sprintf("b, err = %s.AppendFloat(%s, %s, 64)\n", impl, dst, conv("float64", t, expr)), true
	case kindStruct:
		return fmt.Sprintf("b, err = %s(%s, %s, s)\n", g.funcOf(roleAppend, t), dst, addr(expr)), true
	}
	if isJSONType(t, "RawMessage") {
		return fmt.Sprintf("b, err = %s.AppendRawMessage(%s, %s, s)\n", impl, dst, expr), true
	}
	if isTimeType(t) {
		return fmt.Sprintf("b, err = %s.AppendTime(%s, %s, s)\n", impl, dst, addr(expr)), true
	}
	if path := g.embeddedTime(t); path != "" {
		return fmt.Sprintf("b, err = %s.AppendTimeOf[%s](%s, &%s%s, s)\n", impl, g.typeString(t), dst, expr, path), true
	}
	if w := methodWriter(t); w != "" {
		// The method called directly; the generated function runs where
		// the value is addressable if only the pointer has the method.
		return fmt.Sprintf("b, err = %s.%s(%s, %s, s)\n", impl, w, dst, addr(expr)), true
	}
	if w := pointerCodec(roleAppend, t); w != "" {
		// A pointer to such a type: null if it is nil.
		return fmt.Sprintf("b, err = %s.%s(%s, %s, s)\n", impl, w, dst, expr), true
	}
	if f := g.field(t); f != "" {
		return fmt.Sprintf("b, err = %s.Append(%s, %s, s)\n", f, dst, addr(expr)), true
	}
	return fmt.Sprintf("b, err = %s.AppendField(%s, %s, s)\n", impl, dst, addr(expr)), true
}

// methodWriter returns the name of package jsonimpl's function that calls
// the marshalling method of t, a type left to the reflective encoder,
// directly: AppendJSON if t's pointer has MarshalJSON, else, if it has
// MarshalText, AppendTextAppender if it has AppendText too, which package
// json calls instead, or AppendText, as package json chooses between
// them. It returns "" for the types package json encodes by other means:
// time.Time (written by the encoder itself), those with MarshalJSONWire or
// MarshalAppendJSON, which come first, and unnamed types, which have no
// methods.
func methodWriter(t types.Type) string {
	pt := methodPointer(t)
	if pt == nil {
		return ""
	}
	ms := types.NewMethodSet(pt)
	switch {
	case ms.Lookup(nil, "MarshalJSONWire") != nil || ms.Lookup(nil, "MarshalAppendJSON") != nil:
		return ""
	case types.Implements(pt, marshalerJSON):
		return "AppendJSON"
	case !types.Implements(pt, marshalerText):
		return ""
	case types.Implements(pt, appenderText):
		return "AppendTextAppender"
	}
	return "AppendText"
}

// embeddedTime returns the selector, such as ".Time", of the time.Time that
// t, a named type or an unnamed pointer to one, embeds, if its MarshalJSON
// is time.Time's, promoted from it through struct fields embedded by value
// that the generated code can name, or "". A value of t is written as that
// time (jsonimpl.AppendTimeOf), without the call of the method, which
// allocates its result; a pointer, once nilIsNull has tested it for nil.
func (g *generator) embeddedTime(t types.Type) string {
	if p, ok := types.Unalias(t).(*types.Pointer); ok {
		t = p.Elem()
	}
	// MarshalJSON is the method package json calls: not MarshalJSONWire
	// or MarshalAppendJSON.
	if methodWriter(t) != "AppendJSON" {
		return ""
	}
	pt := methodPointer(t)
	sel := types.NewMethodSet(pt).Lookup(nil, "MarshalJSON")
	if sel == nil || sel.Obj().(*types.Func).FullName() != "(time.Time).MarshalJSON" {
		return ""
	}
	var path strings.Builder
	cur := pt.Elem()
	for _, i := range sel.Index()[:len(sel.Index())-1] {
		st, ok := cur.Underlying().(*types.Struct)
		if !ok {
			return ""
		}
		f := st.Field(i)
		if _, isPtr := f.Type().Underlying().(*types.Pointer); isPtr || !f.Exported() && f.Pkg() != g.pkg.Types {
			return "" // a pointer may be nil; an unexported field of another package cannot be named
		}
		path.WriteString("." + f.Name())
		cur = f.Type()
	}
	return path.String()
}

// pointerCodec returns the name of package jsonimpl's function that
// writes (role roleAppend) or reads (roleRead) a value of t, an unnamed
// pointer to a type whose method methodWriter or methodReader calls, or to
// time.Time, as package json does: null for nil, nil for null, and
// otherwise what it points to, allocated first if it is nil, with errors
// that name the pointer type. It returns "" for any other type.
func pointerCodec(role string, t types.Type) string {
	p, ok := types.Unalias(t).(*types.Pointer)
	var name string
	switch {
	case !ok:
		return ""
	case isTimeType(p.Elem()):
		name = role + "Time"
	case role == roleAppend:
		name = methodWriter(p.Elem())
	default:
		name = methodReader(p.Elem())
	}
	if name == "" {
		return ""
	}
	return name + "Pointer"
}

// isJSONType reports whether t is encoding/json's type of that name (or
// zerojson's), or an alias of it: Number, written and read as a number, and
// RawMessage, which jsonimpl.AppendRawMessage writes and
// jsonimpl.ReadRawMessage reads as the reflective codecs do.
// encoding/json's RawMessage is itself an alias of jsontext.Value when it
// is built on encoding/json/v2 (Go 1.27's default), so the aliases are
// followed one at a time, and the type is recognized by its name on every
// toolchain. A type defined from one of them has none of its methods and
// is not it.
func isJSONType(t types.Type, name string) bool {
	for t != nil {
		var obj *types.TypeName
		switch u := t.(type) {
		case *types.Alias:
			obj, t = u.Obj(), u.Rhs()
		case *types.Named:
			obj, t = u.Obj(), nil
		default:
			return false
		}
		if obj.Name() == name && obj.Pkg() != nil && (obj.Pkg().Path() == "encoding/json" || obj.Pkg().Path() == jsonPath) {
			return true
		}
	}
	return false
}

// addr returns the address of the value of expr: &expr, or the pointer
// expr dereferences.
func addr(expr string) string {
	if p, ok := strings.CutPrefix(expr, "*"); ok {
		return p
	}
	return "&" + expr
}

// The roles of the functions generated for a type, in their names.
const (
	roleAppend = "Append"
	roleRead   = "Read"
)

// funcOf returns the name of the appending or reading function (role
// roleAppend or roleRead) of t, a struct type generated in this file, with its
// type arguments; an instantiation of a generic type that holds no type
// parameter is registered too, as the file uses it.
func (g *generator) funcOf(role string, t types.Type) string {
	n := types.Unalias(t).(*types.Named)
	name := n.Origin().Obj().Name()
	var args []string
	for a := range n.TypeArgs().Types() {
		args = append(args, g.typeString(a))
	}
	if len(args) == 0 {
		return generatedName(role, name)
	}
	targs := "[" + strings.Join(args, ", ") + "]"
	if !hasTypeParam(n, map[types.Type]bool{}) {
		reg := generatedName(roleAppend, name) + targs + ", " + generatedName(roleRead, name) + targs
		if !slices.Contains(g.registered, reg) {
			g.registered = append(g.registered, reg)
		}
	}
	return generatedName(role, name) + targs
}

// condition returns the condition on which field f is written, or "" if it
// always is: the embedded pointers it is reached through are not nil, and
// it is not empty (omitempty) or zero (omitzero).
func (g *generator) condition(f field) string {
	var conds []string
	for i, v := range f.access[:len(f.access)-1] {
		if _, ok := types.Unalias(v.Type()).(*types.Pointer); ok {
			conds = append(conds, "x."+accessPath(f, i+1)+" != nil")
		}
	}
	expr := "x." + goPath(f)
	if f.omitEmpty {
		if c := g.nonEmpty(expr, f.typ); c != "" {
			conds = append(conds, c)
		}
	}
	if f.omitZero {
		if c := g.nonZero(expr, f.typ); !slices.Contains(conds, c) {
			conds = append(conds, c)
		}
	}
	return strings.Join(conds, " && ")
}

// nonEmpty returns the condition that expr, of type t, is not empty as
// omitempty means it, or "" if it never is.
func (g *generator) nonEmpty(expr string, t types.Type) string {
	switch u := t.Underlying().(type) {
	case *types.Basic:
		if u.Info()&types.IsComplex != 0 || u.Kind() == types.UnsafePointer {
			return "" // encoding/json's omitempty does not look at these kinds
		}
		return g.basicNonZero(expr, t, u)
	case *types.Array, *types.Map, *types.Slice:
		return "len(" + expr + ") != 0"
	case *types.Pointer, *types.Interface:
		return expr + " != nil"
	}
	return ""
}

// basicNonZero returns the condition that expr, of basic type t, is not its
// zero value as reflect.Value.IsZero sees it, which is ==: a negative zero
// float is zero, a NaN is not.
func (g *generator) basicNonZero(expr string, t types.Type, u *types.Basic) string {
	switch info := u.Info(); {
	case info&types.IsString != 0:
		return expr + ` != ""`
	case info&types.IsBoolean != 0:
		return expr
	case u.Kind() == types.UnsafePointer:
		return expr + " != nil"
	}
	return expr + " != 0"
}

// nonZero returns the condition that expr, of type t, is not zero as
// omitzero means it: by its IsZero method if it has one, else by its
// value.
func (g *generator) nonZero(expr string, t types.Type) string {
	if hasIsZero(types.NewMethodSet(t)) {
		switch t.Underlying().(type) {
		case *types.Interface:
			reflect := g.pkgName("reflect")
			return fmt.Sprintf("!(%[1]s == nil || %[2]s.ValueOf(%[1]s).Kind() == %[2]s.Pointer && %[2]s.ValueOf(%[1]s).IsNil() || %[1]s.IsZero())", expr, reflect)
		case *types.Pointer:
			return fmt.Sprintf("!(%[1]s == nil || %[1]s.IsZero())", expr)
		}
		return "!" + expr + ".IsZero()"
	}
	if _, isPtr := t.Underlying().(*types.Pointer); !isPtr && hasIsZero(types.NewMethodSet(types.NewPointer(t))) {
		return "!" + expr + ".IsZero()" // the field is addressable
	}
	switch u := t.Underlying().(type) {
	case *types.Basic:
		return g.basicNonZero(expr, t, u)
	case *types.Pointer, *types.Interface, *types.Map, *types.Slice, *types.Chan, *types.Signature:
		return expr + " != nil"
	}
	return "!" + g.pkgName("reflect") + ".ValueOf(&" + expr + ").Elem().IsZero()"
}

// hasIsZero reports whether ms has the method IsZero() bool.
func hasIsZero(ms *types.MethodSet) bool {
	for sel := range ms.Methods() {
		if sel.Obj().Name() != "IsZero" {
			continue
		}
		sig := sel.Type().(*types.Signature)
		if sig.Params().Len() == 0 && sig.Results().Len() == 1 && types.Identical(sig.Results().At(0).Type(), types.Typ[types.Bool]) {
			return true
		}
	}
	return false
}

// writeRead writes the reading function of p's type.
func (g *generator) writeRead(out *bytes.Buffer, p *plan) {
	impl, wire := g.pkgName(implPath), g.pkgName(wirePath)
	fmt.Fprintf(out, "\n// %s reads x as Unmarshal reads %s.\n", p.readFunc, article(p.obj.Name()))
	fmt.Fprintf(out, "func %s%s(r *%s.Reader, x *%s) error {\n", p.readFunc, p.tparams, wire, p.recv)
	typ := p.typeExpr
	if p.typeVar == "" {
		out.WriteString("t := " + p.typeExpr + "\n")
		typ = "t"
	}
	fmt.Fprintf(out, "if ok, err := %s.ReadObject(r, %s); !ok {\nreturn err\n}\n", impl, typ)
	fmt.Fprintf(out, "for i, name, ok := r.FirstMember(%[1]s); ok; i, name, ok = r.NextMemberIn(%[1]s, i+1) {\n", p.namesVar)
	out.WriteString("var err error\nswitch i {\n")
	for i, f := range p.fields {
		fmt.Fprintf(out, "case %d:\n", i)
		// The embedded pointers on the way are allocated, as encoding/json
		// allocates them, whatever the value.
		for j, v := range f.access[:len(f.access)-1] {
			if pt, ok := types.Unalias(v.Type()).(*types.Pointer); ok {
				e := "x." + accessPath(f, j+1)
				if !v.Exported() {
					// encoding/json cannot set an unexported field: it
					// reports the nil pointer and skips the value.
					fmt.Fprintf(out, "if %s == nil {\nerr = %s.SkipUnsettable(r, %s.TypeFor[%s]())\nbreak\n}\n", e, impl, g.pkgName("reflect"), g.typeString(pt.Elem()))
					continue
				}
				fmt.Fprintf(out, "if %s == nil {\n%s = new(%s)\n}\n", e, e, g.typeString(pt.Elem()))
			}
		}
		if q := g.quotedField(f); q != "" {
			fmt.Fprintf(out, "err = %s.Read(r, &x.%s, %s, %s)\n", q, goPath(f), typ, strconv.Quote(errorField(f)))
		} else {
			g.writeReadValue(out, p, "x."+goPath(f), f.typ, typ, strconv.Quote(errorField(f)))
		}
	}
	fmt.Fprintf(out, "default:\nerr = %s.ReadUnknown(r, name)\n}\n", impl)
	out.WriteString("if err != nil {\nreturn err\n}\n}\nreturn nil\n}\n")
	if p.readSlices > 0 {
		fmt.Fprintf(out, "\n// %s size the slices %s reads.\n", p.hintsVar, p.readFunc)
		fmt.Fprintf(out, "var %s [%d]%s.SliceHint\n", p.hintsVar, p.readSlices, impl)
	}
}

// quotedField returns the jsonimpl.QuotedFieldOf variable of field f if it has
// the ",string" option, which the reflective codec applies for it, or "".
// TODO: write the quoted kinds in the generated code too; the option is
// rare enough that the lookup-free Field was the first step.
func (g *generator) quotedField(f field) string {
	if !f.quoted {
		return ""
	}
	if v := g.fieldOf(f.typ, true); v != "" {
		return v
	}
	return "" // a type parameter: not quotable, as no basic kind is known
}

// errorField returns the Field that encoding/json's type errors give for
// a value of f: the JSON name, after the Go names of the embedded structs
// it is promoted from.
func errorField(f field) string {
	var names []string
	for _, v := range f.path[:len(f.path)-1] {
		names = append(names, v.Name())
	}
	return strings.Join(append(names, f.name), ".")
}

// writeReadValue writes the statements that read the value at the cursor
// into expr, of type t, member name of the struct type typ, in the decoder
// of p's type.
func (g *generator) writeReadValue(out *bytes.Buffer, p *plan, expr string, t types.Type, typ, name string) {
	impl, wire := g.pkgName(implPath), g.pkgName(wirePath)
	if elem, ok := g.pointee(t); ok {
		// null makes the pointer nil; anything else is read into what it
		// points to, allocated first if it is nil, as encoding/json does.
		fmt.Fprintf(out, "if r.PeekKind() == %s.Null {\nr.ReadNull()\n%s = nil\n} else {\n", wire, expr)
		fmt.Fprintf(out, "if %s == nil {\n%s = new(%s)\n}\n", expr, expr, g.typeString(elem))
		if k := g.kindOf(elem); k == kindStruct {
			fmt.Fprintf(out, "err = %s.ReadStruct(r, %s, %s, %s, %s)\n}\n", impl, expr, typ, name, g.funcOf(roleRead, elem))
		} else {
			fmt.Fprintf(out, "err = %s.%s(r, %s, %s, %s)\n}\n", impl, reader(k), expr, typ, name)
		}
		return
	}
	if elem, ok := g.sliceElem(t); ok && g.kindOf(elem) == kindStruct {
		// A slice of structs goes through jsonimpl.ReadSlice, which fills
		// a slice with no capacity as the reflective decoder does, sized
		// by a hint of its own, with one allocation.
		fmt.Fprintf(out, "err = %s.ReadSlice(r, &%s, %s, %s, &%s[%d], func(r *%s.Reader, e *%s) error {\nreturn %s.ReadStruct(r, e, %s, %s, %s)\n})\n",
			impl, expr, typ, name, p.hintsVar, p.readSlices, wire, g.typeString(elem), impl, typ, name, g.funcOf(roleRead, elem))
		p.readSlices++
		return
	}
	if elem, ok := g.sliceElem(t); ok {
		// An array is read into the slice there is, as encoding/json
		// reads it: element by element into the elements it has, then
		// into its spare capacity, then into new room (grown as append
		// grows it, but for a slice without capacity first to the
		// length of the last arrays, as ReadSlice and the reflective
		// decoder grow it); the length is set to the number read, and an
		// empty array makes an empty slice, not nil.
		fmt.Fprintf(out, "switch r.PeekKind() {\ncase %s.Array:\n", wire)
		fmt.Fprintf(out, "s, n := %s, 0\n", expr)
		fmt.Fprintf(out, "hint := %s.FreshHint(s, &%s[%d])\n", impl, p.hintsVar, p.readSlices)
		p.readSlices++
		out.WriteString("for more := r.EnterArray(); more; more = r.NextElement() {\n")
		fmt.Fprintf(out, "if n == len(s) {\ns = %s.GrowSlice(s, n, hint)\n}\n", impl)
		g.writeReadValue(out, p, "s[n]", elem, typ, name)
		out.WriteString("n++\nif err != nil {\nbreak\n}\n}\n")
		// After an error that stops the decoding, the slice keeps the
		// length it had, or the number of elements touched, as
		// encoding/json leaves it.
		fmt.Fprintf(out, "switch {\ncase err != nil:\n%[1]s = s\ncase n == 0:\n%[1]s = %[2]s{}\ndefault:\n%[1]s = s[:n]\nhint.Done(n)\n}\n", expr, g.typeString(t))
		fmt.Fprintf(out, "case %s.Null:\nr.ReadNull()\n%s = nil\n", wire, expr)
		fmt.Fprintf(out, "default:\nerr = %s.UnmarshalWire(r, &%s, %s, %s)\n}\n", g.pkgName(jsonPath), expr, typ, name)
		return
	}
	switch k := g.kindOf(t); k {
	case kindString, kindBool, kindInt, kindUint, kindFloat32, kindFloat64:
		fmt.Fprintf(out, "err = %s.%s(r, &%s, %s, %s)\n", impl, reader(k), expr, typ, name)
	case kindStruct:
		fmt.Fprintf(out, "err = %s.ReadStruct(r, &%s, %s, %s, %s)\n", impl, expr, typ, name, g.funcOf(roleRead, t))
	case kindWire:
		fmt.Fprintf(out, "err = %s.ReadWire(r, &%s, %s, %s, (*%s).UnmarshalJSONWire)\n", impl, expr, typ, name, g.typeString(t))
	default:
		if isJSONType(t, "RawMessage") {
			fmt.Fprintf(out, "%s.ReadRawMessage(r, &%s)\n", impl, expr)
		} else if f := g.field(t); f != "" {
			if isTimeType(t) {
				// A timestamp of the layout MarshalJSON writes parsed
				// here; the rest goes to the Field.
				fmt.Fprintf(out, "err = %s.ReadTime(r, &%s, %s, %s, %s)\n", impl, expr, f, typ, name)
			} else if read := pointerCodec(roleRead, t); read != "" {
				// A pointer to such a type: nil for null, and otherwise
				// what it points to, allocated if it is nil, read so.
				fmt.Fprintf(out, "err = %s.%s(r, &%s, %s, %s, %s)\n", impl, read, expr, f, typ, name)
			} else if read := methodReader(t); read != "" {
				// The method is called directly once the input is known
				// to be valid; what it does not take goes to the Field.
				fmt.Fprintf(out, "err = %s.%s(r, &%s, %s, %s, %s)\n", impl, read, expr, f, typ, name)
			} else {
				fmt.Fprintf(out, "err = %s.Read(r, &%s, %s, %s)\n", f, expr, typ, name)
			}
		} else {
			fmt.Fprintf(out, "err = %s.UnmarshalWire(r, &%s, %s, %s)\n", g.pkgName(jsonPath), expr, typ, name)
		}
	}
}

// methodReader returns the name of package jsonimpl's reader that calls
// the decoding method of t, a struct member's type left to the reflective
// decoder, directly: ReadJSON if t's pointer has UnmarshalJSON, else
// ReadText if it has UnmarshalText, as package json chooses between them.
// It returns "" for the types package json decodes by other means: those
// with UnmarshalJSONWire, time.Time (parsed by the decoder itself) and
// unnamed types, whose methods encoding/json does not call.
func methodReader(t types.Type) string {
	pt := methodPointer(t)
	if pt == nil {
		return ""
	}
	switch {
	case types.NewMethodSet(pt).Lookup(nil, "UnmarshalJSONWire") != nil:
		return ""
	case types.Implements(pt, unmarshalerJSON):
		return "ReadJSON"
	case types.Implements(pt, unmarshalerText):
		return "ReadText"
	}
	return ""
}

// methodPointer returns the pointer to t, whose method set methodReader
// and methodWriter look in, or nil if t is unnamed, whose methods
// encoding/json does not call, or time.Time, which package json reads and
// writes itself.
func methodPointer(t types.Type) *types.Pointer {
	named, ok := types.Unalias(t).(*types.Named)
	if !ok || isTime(named) {
		return nil
	}
	return types.NewPointer(named)
}

// isTimeType reports whether t is time.Time or an alias of it.
func isTimeType(t types.Type) bool {
	named, ok := types.Unalias(t).(*types.Named)
	return ok && isTime(named)
}

// isTime reports whether t is time.Time.
func isTime(t *types.Named) bool {
	obj := t.Obj()
	return obj.Name() == "Time" && obj.Pkg() != nil && obj.Pkg().Path() == "time"
}

// unmarshalerJSON and unmarshalerText are the interfaces of the methods
// methodReader looks for: json.Unmarshaler and encoding.TextUnmarshaler.
var (
	unmarshalerJSON = methodInterface("UnmarshalJSON")
	unmarshalerText = methodInterface("UnmarshalText")
)

// marshalerJSON and marshalerText are the interfaces of the methods
// methodWriter looks for: json.Marshaler and encoding.TextMarshaler.
var (
	marshalerJSON = marshalInterface("MarshalJSON")
	marshalerText = marshalInterface("MarshalText")
)

// appenderText is the interface encoding.TextAppender, whose method package
// json calls rather than MarshalText.
var appenderText = oneMethod("AppendText", types.NewTuple(types.NewParam(token.NoPos, nil, "", byteSlice)),
	types.NewTuple(types.NewParam(token.NoPos, nil, "", byteSlice), errorResult()))

// methodInterface returns interface{ name([]byte) error }.
func methodInterface(name string) *types.Interface {
	param := types.NewParam(token.NoPos, nil, "", byteSlice)
	return oneMethod(name, types.NewTuple(param), types.NewTuple(errorResult()))
}

// marshalInterface returns interface{ name() ([]byte, error) }.
func marshalInterface(name string) *types.Interface {
	out := types.NewParam(token.NoPos, nil, "", byteSlice)
	return oneMethod(name, nil, types.NewTuple(out, errorResult()))
}

// byteSlice is []byte.
var byteSlice = types.NewSlice(types.Typ[types.Byte])

// errorResult is an unnamed result of type error.
func errorResult() *types.Var {
	return types.NewParam(token.NoPos, nil, "", types.Universe.Lookup("error").Type())
}

// oneMethod returns the interface of the one method name(params) results.
func oneMethod(name string, params, results *types.Tuple) *types.Interface {
	sig := types.NewSignatureType(nil, nil, nil, params, results, false)
	return types.NewInterfaceType([]*types.Func{types.NewFunc(token.NoPos, nil, name, sig)}, nil).Complete()
}

// reader returns the name of package jsonimpl's field reader of kind k.
func reader(k kind) string {
	switch k {
	case kindString:
		return "ReadString"
	case kindBool:
		return "ReadBool"
	case kindInt:
		return "ReadInt"
	case kindUint:
		return "ReadUint"
	}
	return "ReadFloat"
}
