//go:build goexperiment.jsonv2

package jsontest

// classicBuild: see [Classic] and reference_classic.go.
const classicBuild = false
