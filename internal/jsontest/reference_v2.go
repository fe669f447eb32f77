//go:build goexperiment.jsonv2

package jsontest

// StdIsReference: see reference_classic.go.
const StdIsReference = false
