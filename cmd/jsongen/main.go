// Command jsongen writes the JSON encoding and decoding methods of Go
// types as static code, for github.com/zerojson/json and encoding/json
// alike: the methods encode and decode exactly as Marshal and Unmarshal do
// through reflection, byte for byte and value for value, without it.
//
// Usage:
//
//	jsongen [-type A,B | -all] [-tags tag,list] [-output file] [-check] [packages]
//
// jsongen loads the packages named (the current directory's by default)
// with go/packages, as the go command would build them with the build tags
// given, and never builds or runs their code. In each, it writes the
// methods of the struct types named by -type (a generic type by its bare
// name) and of those whose declaration carries the comment
//
//	//jsongen:generate
//
// to one file per package, json_generated.go in the package's directory
// unless -output names another. The file is gofmt'd and the same for the
// same input; generating again replaces it.
//
// With -all, it generates for every struct type of the packages, leaving
// out (and listing, with the reason) those it cannot give methods, as
// described below, and those whose methods would be promoted to a type it
// leaves out.
//
// With -check, jsongen writes nothing: it exits with status 1 and prints a
// diff for each file that is not what it would write, for CI.
//
// The methods of each type T are those package json looks for:
// MarshalJSONWire and UnmarshalJSONWire (see json.WireMarshaler), which
// zerojson's Marshal, Encoder, Unmarshal and Decoder call under every one of
// their options; MarshalAppendJSON (json.MarshalAppender); and MarshalJSON
// and UnmarshalJSON, through which encoding/json gains too. The fields
// whose types jsongen does not write itself (maps, interfaces, types with
// marshalling methods of their own, ...) are handed to the reflective
// encoder and decoder, through json.AppendField and json.UnmarshalWire,
// which do what Marshal and Unmarshal do for them, in the same encoding
// state (json.Encoding), which also counts the pointers and slices the
// generated code follows, so that a cyclic value of a recursive type is
// reported as Marshal reports it. A compile-time guard
// stops the package from compiling when a type's fields change and the
// file was not generated again.
//
// A type that jsongen cannot give these methods without changing how
// encoding/json encodes it is reported, with its position, and left out:
// one that already has marshalling methods, own or promoted, and one
// whose methods would be promoted to a struct embedding it that is not
// generated too.
package main

import (
	"flag"
	"fmt"
	"os"
	"strings"
)

func main() {
	var cfg config
	var types, tags string
	flag.StringVar(&types, "type", "", "comma-separated names of the types to generate for, besides those marked //jsongen:generate")
	flag.StringVar(&tags, "tags", "", "comma-separated build tags, as go build -tags takes them")
	flag.StringVar(&cfg.output, "output", "", "the name of the file to write in each package's directory (default json_generated.go)")
	flag.BoolVar(&cfg.check, "check", false, "write nothing; exit 1 with a diff if a file is not what jsongen would write")
	flag.BoolVar(&cfg.all, "all", false, "generate for every struct type of the packages that jsongen can give methods, and list those left out")
	flag.Usage = func() {
		fmt.Fprintf(os.Stderr, "usage: jsongen [-type A,B | -all] [-tags tag,list] [-output file] [-check] [packages]\n")
		flag.PrintDefaults()
	}
	flag.Parse()
	if types != "" {
		cfg.types = strings.Split(types, ",")
	}
	if tags != "" {
		cfg.tags = strings.Split(tags, ",")
	}
	cfg.patterns = flag.Args()
	if len(cfg.patterns) == 0 {
		cfg.patterns = []string{"."}
	}
	os.Exit(run(cfg, os.Stdout, os.Stderr))
}
