//go:build !goexperiment.jsonv2

package jsontest

// StdIsReference reports whether encoding/json in this build is the classic
// implementation, the reference zerojson is compared with. From Go 1.27 it
// is only with GOEXPERIMENT=nojsonv2; by default encoding/json is built on
// encoding/json/v2, whose messages and corner cases differ.
const StdIsReference = true
