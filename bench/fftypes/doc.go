// Package fftypes is a copy of package [github.com/zerojson/json/bench/types]
// carrying ffjson's generated code.
//
// ffjson gives each type MarshalJSON and UnmarshalJSON methods, which every
// other library would call too, so it cannot share the types the other
// libraries are measured on. The copy is made by go generate (below) and the
// generated files are committed; ffjson's generator still runs with Go 1.26.
// ffjson generates nothing for a named map type, so the string corpora have
// no ffjson code and their ffjson cells show as unsupported.
package fftypes

//go:generate sh -c "for f in corpus records seed; do sed 's/^package types$DOLLAR/package fftypes/' ../types/$DOLLAR{f}.go > $DOLLAR{f}.go; done"
//go:generate go run github.com/pquerna/ffjson corpus.go
//go:generate go run github.com/pquerna/ffjson records.go
//go:generate go run github.com/pquerna/ffjson seed.go
