// Package gentypes is a copy of package [github.com/zerojson/json/bench/types]
// carrying the methods cmd/jsongen generates, for the jsongen row of the
// comparison.
//
// The generated methods include MarshalJSON and UnmarshalJSON, which every
// other library would call too, so they cannot live on the types the other
// libraries are measured on. The copy, with each struct type marked for
// jsongen, is made by go generate (below), which then runs the jsongen tool
// of this module's go.mod (go get -tool); the files are committed, and
// TestGeneratedFresh fails when they are stale.
package gentypes

//go:generate sh -c "for f in corpus records seed seed_zero; do sed 's/^package types$DOLLAR/package gentypes/' ../types/$DOLLAR{f}.go | awk '/^type [A-Za-z]+ struct/ { print \"//jsongen:generate\" } { print }' > $DOLLAR{f}.go; done; gofmt -w corpus.go records.go seed.go seed_zero.go"
//go:generate go tool jsongen
