//go:build goexperiment.simd && amd64 && go1.27

package jsonwire

import "simd/archsimd"

// loadBlock loads the 32 bytes at p. Go 1.26's archsimd names the load of
// an array LoadUint8x32, Go 1.27's LoadUint8x32Array.
func loadBlock(p *[32]uint8) archsimd.Uint8x32 { return archsimd.LoadUint8x32Array(p) }
