// Package wiretypes is a copy of the access-log and customer records of
// package [github.com/zerojson/json/bench/types] carrying MarshalJSONWire
// and UnmarshalJSONWire methods written by hand against packages
// [github.com/zerojson/json/wire] and [github.com/zerojson/json]: the code
// zerojson's generator, cmd/jsongen, is to emit, written before it exists
// to test the API it will call.
//
// The methods make zerojson's Marshal and Unmarshal skip reflection for
// these types, so the records cannot share the types the other libraries
// are measured on: encoding/json knows nothing of the methods and would
// still encode the same types, but zerojson's reflective row would then
// run the methods too. records.go is made from the original by go generate
// (below) and committed; records_wire.go holds the methods.
//
// The tests hold the methods to encoding/json on the original types, byte
// for byte and error for error, and the benchmarks compare them with
// encoding/json, zerojson's reflective codec and easyjson's generated code.
package wiretypes

//go:generate sh -c "sed 's/^package types$DOLLAR/package wiretypes/' ../types/records.go > records.go"
