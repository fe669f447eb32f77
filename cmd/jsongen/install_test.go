package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"golang.org/x/mod/module"
	"golang.org/x/mod/zip"
)

// TestInstall publishes the library and the generator, as they are, as
// version v0.0.1 in a module proxy made of files, and from a user's module
// runs jsongen in each way the README gives: go run pkg@version, go get
// -tool with go tool, and go install. Each must generate the user's file,
// which must build. Other modules (golang.org/x/tools) come from the
// GOPROXY in force.
func TestInstall(t *testing.T) {
	if testing.Short() {
		t.Skip("publishes to a proxy in a directory and builds jsongen three times: not in -short")
	}
	proxy := t.TempDir()
	root, err := filepath.Abs("../..")
	if err != nil {
		t.Fatal(err)
	}
	publish(t, proxy, "github.com/zerojson/json", root)
	publish(t, proxy, "github.com/zerojson/json/cmd/jsongen", filepath.Join(root, "cmd", "jsongen"))

	gobin := t.TempDir()
	goproxy := os.Getenv("GOPROXY")
	if goproxy == "" || goproxy == "off" {
		goproxy = "https://proxy.golang.org"
	}
	env := []string{
		"GOPROXY=file://" + filepath.ToSlash(proxy) + "," + goproxy,
		"GONOSUMDB=github.com/zerojson", // the versions published here are not in the checksum database
		"GOFLAGS=-mod=mod",
		"GOBIN=" + gobin,
	}
	const src = "package app\n\n//go:generate go tool jsongen\n\n//jsongen:generate\ntype Event struct {\n\tID   int64  `json:\"id\"`\n\tName string `json:\"name,omitempty\"`\n}\n"
	for _, way := range []struct {
		name string
		run  [][]string
	}{
		{"go run pkg@version", [][]string{{"run", "github.com/zerojson/json/cmd/jsongen@v0.0.1"}}},
		{"go get -tool, go generate", [][]string{{"get", "-tool", "github.com/zerojson/json/cmd/jsongen@v0.0.1"}, {"generate", "./..."}}},
		{"go install", [][]string{{"install", "github.com/zerojson/json/cmd/jsongen@v0.0.1"}, {"exec:" + filepath.Join(gobin, "jsongen")}}},
	} {
		t.Run(way.name, func(t *testing.T) {
			dir := t.TempDir()
			writeFile(t, filepath.Join(dir, "go.mod"), "module example.com/app\n\ngo 1.26\n\nrequire github.com/zerojson/json v0.0.1\n")
			writeFile(t, filepath.Join(dir, "app.go"), src)
			for _, args := range way.run {
				var out string
				var err error
				if bin, ok := strings.CutPrefix(args[0], "exec:"); ok {
					out, err = runEnv(dir, env, bin)
				} else {
					out, err = runEnv(dir, env, "go", args...)
				}
				if err != nil {
					t.Fatalf("%s: %v\n%s", strings.Join(args, " "), err, out)
				}
			}
			if got := readGenerated(t, dir); !strings.Contains(got, "func (x *Event) UnmarshalJSONWire(") {
				t.Fatalf("no generated methods:\n%s", got)
			}
			if out, err := runEnv(dir, env, "go", "build", "./..."); err != nil {
				t.Fatalf("go build: %v\n%s", err, out)
			}
		})
	}
}

// publish writes the module at dir as version v0.0.1 of path into the
// module proxy in the directory proxy.
func publish(t *testing.T, proxy, path, dir string) {
	t.Helper()
	v := module.Version{Path: path, Version: "v0.0.1"}
	base := filepath.Join(proxy, filepath.FromSlash(path), "@v")
	if err := os.MkdirAll(base, 0o777); err != nil {
		t.Fatal(err)
	}
	f, err := os.Create(filepath.Join(base, "v0.0.1.zip"))
	if err != nil {
		t.Fatal(err)
	}
	if err := zip.CreateFromDir(f, v, dir); err != nil {
		t.Fatalf("zip of %s: %v", path, err)
	}
	if err := f.Close(); err != nil {
		t.Fatal(err)
	}
	writeFile(t, filepath.Join(base, "v0.0.1.mod"), readFile(t, filepath.Join(dir, "go.mod")))
	writeFile(t, filepath.Join(base, "v0.0.1.info"), `{"Version":"v0.0.1","Time":"2026-11-26T00:00:00Z"}`)
	writeFile(t, filepath.Join(base, "list"), "v0.0.1\n")
}
