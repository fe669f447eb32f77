//go:build race

package jsontest

// raceBuild reports whether this test binary runs under the race detector.
const raceBuild = true
