//go:build !(goexperiment.simd && amd64)

package jsonwire

import "unsafe"

// haveWide says whether this build has the 32-byte loops of the SIMD
// build (GOEXPERIMENT=simd, wide_amd64.go); it has not, and the code that
// calls them compiles away.
const haveWide = false

// utf8PrefixWide is the SIMD build's; here it takes nothing.
func utf8PrefixWide(t *[256]uint64, s string, i int) int { return i }

// copyVerbatimWide is the SIMD build's; here it is never called.
func copyVerbatimWide(out, sp unsafe.Pointer, n int, escapeHTML bool) int { return 0 }
