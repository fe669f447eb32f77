package json_test

import (
	"flag"
	"math/rand/v2"
	"os"
	"reflect"
	"testing"

	"github.com/zerojson/json/internal/jsontest"
	"github.com/zerojson/json/internal/randtypes"
)

var (
	typeSourceFile  = flag.String("zerojson.typesource", "", "write TestRandomTypesSource's `file`: random struct types and what they use, as Go source")
	typeSourceSeed  = flag.Uint64("zerojson.typesourceseed", 1, "the seed of TestRandomTypesSource")
	typeSourceCount = flag.Int("zerojson.typesourcecount", 40, "the number of types TestRandomTypesSource draws")
)

// TestRandomTypesSource draws random struct types and writes them as Go
// source (see randtypes.Source) to the file -zerojson.typesource names, for
// cmd/jsongen's end-to-end test.
func TestRandomTypesSource(t *testing.T) {
	if *typeSourceFile == "" {
		t.Skip("no -zerojson.typesource file (randtypes.TestSource checks the source)")
	}
	if jsontest.InHelper() {
		t.Skip("the classic helper writes no files")
	}
	g := randtypes.New(rand.NewPCG(*typeSourceSeed, 0x7372_6373), "")
	var types []reflect.Type
	for range *typeSourceCount {
		types = append(types, g.StructType(0))
	}
	src, err := randtypes.Source(types)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(*typeSourceFile, src, 0o666); err != nil {
		t.Fatal(err)
	}
}
