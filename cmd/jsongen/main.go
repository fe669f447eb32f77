// Command jsongen writes static code that encodes and decodes Go struct
// types exactly as github.com/zerojson/json's Marshal and Unmarshal do
// through reflection, byte for byte, value for value and error for error,
// for zerojson to use in their place.
//
// Usage:
//
//	jsongen [-type A,B | -all] [-tags tag,list] [-output file] [-check] [packages]
//
// jsongen loads the packages named (the current directory's by default)
// with go/packages, as the go command would build them with the build tags
// given, and never builds or runs their code. In each, it writes the code
// of the struct types named by -type (a generic type by its bare name) and
// of those whose declaration carries the comment
//
//	//jsongen:generate
//
// to one file per package, json_generated.go in the package's directory
// unless -output names another. The file is gofmt'd and the same for the
// same input; generating again replaces it.
//
// With -all, it generates for every struct type of the packages, leaving
// out (and listing, with the reason) those it cannot generate for: a type
// with marshalling methods of its own or promoted ones, which encoding/json
// and zerojson call instead.
//
// With -check, jsongen writes nothing: it exits with status 1 and prints a
// diff for each file that is not what it would write, for CI.
//
// The code of each type T is two functions, jsonAppend_T and jsonRead_T,
// which the file's init registers with package
// github.com/zerojson/json/jsonimpl; zerojson's Marshal, Encoder,
// Unmarshal and Decoder find them by the exact type of a value. T gets no
// methods: nothing is promoted into the structs that embed it, and
// encoding/json, which sees nothing, encodes and decodes T as before. A T
// that encoding/json does not take as addressable (the value Marshal is
// given, a map's value) is encoded by the reflective encoder if a marshalling
// method only T's fields' pointers have would be called otherwise. The
// fields whose types jsongen does not write itself (maps, interfaces,
// types with marshalling methods of their own, ...) are handed to the
// reflective encoder and decoder, through jsonimpl.Field, in the same
// encoding or decoding, which also counts the pointers and slices the
// generated code follows, so that a cyclic value of a recursive type is
// reported as Marshal reports it. A field whose type decodes itself with
// UnmarshalJSON or UnmarshalText is decoded by calling the method
// directly, once the input is known to be valid, as Unmarshal calls it
// (jsonimpl.ReadJSON, jsonimpl.ReadText); one whose type encodes itself
// with MarshalJSON, MarshalText or AppendText is encoded by calling the
// method directly (jsonimpl.AppendJSON, jsonimpl.AppendText,
// jsonimpl.AppendTextAppender), and a time.Time is written
// and read as the reflective codec does without a call into it
// (jsonimpl.AppendTime, jsonimpl.ReadTime); the time a type embeds whose
// MarshalJSON is the time's is written so too (jsonimpl.AppendTimeOf). A
// pointer to one of those types is written and read the same way when it
// is not nil or null (jsonimpl.AppendJSONPointer, jsonimpl.ReadJSONPointer,
// and so on). A compile-time guard stops the package from compiling when
// a type's fields change and the file was not generated again. The names
// of the file's functions and variables join a role and the type's name
// with an underscore; a type one of whose names the package (or a test of
// the same package) declares is refused, with the position of the
// declaration.
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
	flag.BoolVar(&cfg.all, "all", false, "generate for every struct type of the packages that jsongen can generate for, and list those left out")
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
