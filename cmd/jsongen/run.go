package main

import (
	"bytes"
	"cmp"
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"go/types"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"golang.org/x/tools/go/packages"
)

// marker is the comment that selects the type it documents.
const marker = "//jsongen:generate"

// defaultOutput is the name of the file written in each package's
// directory.
const defaultOutput = "json_generated.go"

// A config is what the command line asks for.
type config struct {
	patterns []string // the packages, as the go command takes them
	types    []string // the names given with -type
	tags     []string // the build tags
	output   string   // the file name, if not defaultOutput
	check    bool     // compare instead of writing
	all      bool     // every struct type jsongen can generate for
	dir      string   // the directory to run in, if not the current one (for tests)
}

// run does what cfg asks, writing what it has to say to stdout and its
// complaints to stderr, and returns the exit status: 0, or 1 if it could
// not do it all or, with -check, if a file is stale.
func run(cfg config, stdout, stderr io.Writer) int {
	if cfg.output == "" {
		cfg.output = defaultOutput
	}
	if filepath.Base(cfg.output) != cfg.output || !strings.HasSuffix(cfg.output, ".go") || strings.HasSuffix(cfg.output, "_test.go") {
		fmt.Fprintf(stderr, "jsongen: -output %q must be the name of a .go file, not a test, with no directory\n", cfg.output)
		return 1
	}
	pkgs, err := load(cfg)
	if err != nil {
		fmt.Fprintf(stderr, "jsongen: %v\n", err)
		return 1
	}
	status := 0
	for _, name := range cfg.types {
		if !slices.ContainsFunc(pkgs, func(pkg *packages.Package) bool { return declaresType(pkg, name) }) {
			fmt.Fprintf(stderr, "jsongen: -type %s: no package loaded declares a type %s\n", name, name)
			status = 1
		}
	}
	for _, pkg := range pkgs {
		path := filepath.Join(packageDir(pkg), cfg.output)
		src, errs, notes := generate(pkg, cfg.types, cfg.dir, cfg.all)
		if len(notes) > 0 {
			fmt.Fprintf(stderr, "jsongen: %s: left out %d types:\n", pkg.PkgPath, len(notes))
			for _, n := range notes {
				fmt.Fprintf(stderr, "\t%s\n", n)
			}
		}
		if len(errs) > 0 {
			for _, e := range errs {
				fmt.Fprintln(stderr, e)
			}
			status = 1
			continue
		}
		if src == nil {
			continue // nothing selected in this package
		}
		old, err := os.ReadFile(path)
		if err != nil && !os.IsNotExist(err) {
			fmt.Fprintf(stderr, "jsongen: %v\n", err)
			status = 1
			continue
		}
		if bytes.Equal(old, src) {
			continue
		}
		if cfg.check {
			fmt.Fprintf(stdout, "%s is stale: run jsongen again\n%s", relative(cfg.dir, path), lineDiff(path, old, src))
			status = 1
			continue
		}
		if err := os.WriteFile(path, src, 0o666); err != nil {
			fmt.Fprintf(stderr, "jsongen: %v\n", err)
			status = 1
		}
	}
	return status
}

// load loads the packages cfg names, with their syntax and types, reading
// each package's generated file, if it has one, as if it held nothing but
// its package clause: jsongen sees the package as it is without the
// code it writes, and loads it even when a stale file no longer
// compiles.
func load(cfg config) ([]*packages.Package, error) {
	var buildFlags []string
	if len(cfg.tags) > 0 {
		buildFlags = []string{"-tags=" + strings.Join(cfg.tags, ",")}
	}
	lc := &packages.Config{Mode: packages.NeedName | packages.NeedFiles, Dir: cfg.dir, BuildFlags: buildFlags}
	listed, err := packages.Load(lc, cfg.patterns...)
	if err != nil {
		return nil, err
	}
	overlay := map[string][]byte{}
	for _, pkg := range listed {
		path := filepath.Join(packageDir(pkg), cfg.output)
		if name, ok := packageClause(path); ok {
			overlay[path] = []byte("package " + name + "\n")
		}
	}
	c := &packages.Config{
		Mode:       packages.NeedName | packages.NeedFiles | packages.NeedSyntax | packages.NeedTypes | packages.NeedTypesInfo,
		Dir:        cfg.dir,
		BuildFlags: buildFlags,
		Overlay:    overlay,
	}
	pkgs, err := packages.Load(c, cfg.patterns...)
	if err != nil {
		return nil, err
	}
	var problems []string
	for _, pkg := range pkgs {
		// A package with errors is generated for as long as it was parsed
		// and type-checked: the errors may be the generated code's own,
		// called by the package's code while jsongen reads the package
		// without it. The fields of the selected types are checked for
		// types that did not compile (see plan).
		if pkg.Types == nil || pkg.TypesInfo == nil || len(pkg.Syntax) == 0 {
			for _, e := range pkg.Errors {
				problems = append(problems, e.Error())
			}
			if len(pkg.Errors) == 0 {
				problems = append(problems, fmt.Sprintf("%s: no Go files", pkg.PkgPath))
			}
		}
	}
	if len(problems) > 0 {
		return nil, fmt.Errorf("cannot load the packages:\n\t%s", strings.Join(problems, "\n\t"))
	}
	slices.SortFunc(pkgs, func(a, b *packages.Package) int { return cmp.Compare(a.PkgPath, b.PkgPath) })
	return pkgs, nil
}

// packageClause returns the package name of the Go file at path, if
// there is one with a package clause.
func packageClause(path string) (string, bool) {
	f, err := parser.ParseFile(token.NewFileSet(), path, nil, parser.PackageClauseOnly)
	if err != nil || f.Name == nil {
		return "", false
	}
	return f.Name.Name, true
}

// packageDir returns the directory of pkg's files.
func packageDir(pkg *packages.Package) string {
	for _, files := range [][]string{pkg.GoFiles, pkg.CompiledGoFiles, pkg.OtherFiles, pkg.IgnoredFiles} {
		if len(files) > 0 {
			return filepath.Dir(files[0])
		}
	}
	return pkg.Dir
}

// relative returns path relative to dir (the current directory if dir is
// empty) if it is inside it.
func relative(dir, path string) string {
	if dir == "" {
		dir, _ = os.Getwd()
	}
	if rel, err := filepath.Rel(dir, path); err == nil && !strings.HasPrefix(rel, "..") {
		return rel
	}
	return path
}

// selection returns the struct types of pkg to generate for, in the order
// of their declarations, file by file: those named in names and those whose
// declaration carries the marker. A selected type that is not a struct
// type is an error, reported with its position relative to dir.
func selection(pkg *packages.Package, names []string, dir string) ([]*types.TypeName, []string) {
	scope := pkg.Types.Scope()
	chosen := map[*types.TypeName]bool{}
	var errs []string
	for _, name := range names {
		if obj, ok := scope.Lookup(name).(*types.TypeName); ok {
			chosen[obj] = true
		}
	}
	for _, file := range pkg.Syntax {
		for _, decl := range file.Decls {
			gd, ok := decl.(*ast.GenDecl)
			if !ok || gd.Tok != token.TYPE {
				continue
			}
			for _, spec := range gd.Specs {
				ts := spec.(*ast.TypeSpec)
				doc := ts.Doc
				if doc == nil && len(gd.Specs) == 1 {
					doc = gd.Doc
				}
				if hasMarker(doc) {
					if obj, ok := pkg.TypesInfo.Defs[ts.Name].(*types.TypeName); ok {
						chosen[obj] = true
					}
				}
			}
		}
	}
	var out []*types.TypeName
	for obj := range chosen {
		if obj.IsAlias() {
			errs = append(errs, fmt.Sprintf("%s: type %s: an alias; select the type it stands for", position(pkg, obj.Pos(), dir), obj.Name()))
			continue
		}
		if _, ok := obj.Type().Underlying().(*types.Struct); !ok {
			errs = append(errs, fmt.Sprintf("%s: type %s: not a struct type; jsongen writes the functions of struct types, and leaves the others to the reflective path", position(pkg, obj.Pos(), dir), obj.Name()))
			continue
		}
		out = append(out, obj)
	}
	sortByFile(pkg, out)
	slices.Sort(errs)
	return out, errs
}

// sortByFile sorts types by file and position in it (see comparePos).
func sortByFile(pkg *packages.Package, objs []*types.TypeName) {
	slices.SortFunc(objs, func(a, b *types.TypeName) int { return comparePos(pkg, a.Pos(), b.Pos()) })
}

// comparePos orders positions of pkg by file name, then offset: the
// token.Pos of files parsed in parallel follow no fixed order.
func comparePos(pkg *packages.Package, a, b token.Pos) int {
	pa, pb := pkg.Fset.Position(a), pkg.Fset.Position(b)
	return cmp.Or(cmp.Compare(filepath.Base(pa.Filename), filepath.Base(pb.Filename)), cmp.Compare(pa.Offset, pb.Offset))
}

// declaresType reports whether pkg declares a type of that name.
func declaresType(pkg *packages.Package, name string) bool {
	_, ok := pkg.Types.Scope().Lookup(name).(*types.TypeName)
	return ok
}

// hasMarker reports whether doc holds the marker line.
func hasMarker(doc *ast.CommentGroup) bool {
	if doc == nil {
		return false
	}
	for _, c := range doc.List {
		if strings.TrimSpace(c.Text) == marker {
			return true
		}
	}
	return false
}

// position returns pos as file:line, the file relative to dir (the
// current directory if empty) when inside it.
func position(pkg *packages.Package, pos token.Pos, dir string) string {
	p := pkg.Fset.Position(pos)
	return fmt.Sprintf("%s:%d", relative(dir, p.Filename), p.Line)
}
