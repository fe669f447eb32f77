package main

import (
	"bytes"
	"crypto/sha256"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"golang.org/x/mod/module"
	"golang.org/x/mod/zip"
)

// TestInstall publishes the library and the generator, as they are, in a
// module proxy made of files, and from a user's module runs jsongen in each
// way the README gives: go run pkg@version, go get -tool with go tool, and
// go install. Each must generate the user's file, which must build. Other
// modules (golang.org/x/tools) come from the GOPROXY in force.
//
// The versions are made of the modules' contents (see publish): the go
// command keeps a version it has downloaded in its module cache for good,
// and a version fixed once served the first tree published under it to
// every later run on the machine, so that the test went on passing on a
// generator that had long stopped writing what it checked.
func TestInstall(t *testing.T) {
	if testing.Short() {
		t.Skip("publishes to a proxy in a directory and builds jsongen three times: not in -short")
	}
	proxy := t.TempDir()
	root, err := filepath.Abs("../..")
	if err != nil {
		t.Fatal(err)
	}
	lib := publish(t, proxy, "github.com/zerojson/json", root)
	gen := publish(t, proxy, "github.com/zerojson/json/cmd/jsongen", filepath.Join(root, "cmd", "jsongen"))

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
		{"go run pkg@version", [][]string{{"run", "github.com/zerojson/json/cmd/jsongen@" + gen}}},
		{"go get -tool, go generate", [][]string{{"get", "-tool", "github.com/zerojson/json/cmd/jsongen@" + gen}, {"generate", "./..."}}},
		{"go install", [][]string{{"install", "github.com/zerojson/json/cmd/jsongen@" + gen}, {"exec:" + filepath.Join(gobin, "jsongen")}}},
	} {
		t.Run(way.name, func(t *testing.T) {
			dir := t.TempDir()
			writeFile(t, filepath.Join(dir, "go.mod"), "module example.com/app\n\ngo 1.26\n\nrequire github.com/zerojson/json "+lib+"\n")
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
			if got := readGenerated(t, dir); !strings.Contains(got, "jsonimpl.Register(jsonAppend_Event, jsonRead_Event)") {
				t.Fatalf("Event's functions not generated and registered:\n%s", got)
			}
			if out, err := runEnv(dir, env, "go", "build", "./..."); err != nil {
				t.Fatalf("go build: %v\n%s", err, out)
			}
		})
	}
}

// publish writes the module at dir into the module proxy in the directory
// proxy, as the version it returns: v0.0.1 with the first twelve hex digits
// of the SHA-256 of its zip as a pre-release, so that a tree is published
// under a version of its own, which no module cache holds from an earlier
// tree.
func publish(t *testing.T, proxy, path, dir string) string {
	t.Helper()
	var probe bytes.Buffer
	if err := zip.CreateFromDir(&probe, module.Version{Path: path, Version: "v0.0.1"}, dir); err != nil {
		t.Fatalf("zip of %s: %v", path, err)
	}
	version := fmt.Sprintf("v0.0.1-h%x", sha256.Sum256(probe.Bytes()))[:len("v0.0.1-h")+12]
	base := filepath.Join(proxy, filepath.FromSlash(path), "@v")
	if err := os.MkdirAll(base, 0o777); err != nil {
		t.Fatal(err)
	}
	f, err := os.Create(filepath.Join(base, version+".zip"))
	if err != nil {
		t.Fatal(err)
	}
	if err := zip.CreateFromDir(f, module.Version{Path: path, Version: version}, dir); err != nil {
		t.Fatalf("zip of %s: %v", path, err)
	}
	if err := f.Close(); err != nil {
		t.Fatal(err)
	}
	writeFile(t, filepath.Join(base, version+".mod"), readFile(t, filepath.Join(dir, "go.mod")))
	writeFile(t, filepath.Join(base, version+".info"), `{"Version":"`+version+`","Time":"2026-11-26T00:00:00Z"}`)
	writeFile(t, filepath.Join(base, "list"), version+"\n")
	return version
}
