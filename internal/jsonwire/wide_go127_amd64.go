//go:build goexperiment.simd && amd64 && go1.27

package jsonwire

import "simd/archsimd"

// The loads and stores of arrays, 32 bytes (a block) and 16 (a half). Go
// 1.26's archsimd names them LoadUint8x32 and Store, Go 1.27's
// LoadUint8x32Array and StoreArray.
func loadBlock(p *[32]uint8) archsimd.Uint8x32     { return archsimd.LoadUint8x32Array(p) }
func storeBlock(p *[32]uint8, v archsimd.Uint8x32) { v.StoreArray(p) }
func loadHalf(p *[16]uint8) archsimd.Uint8x16      { return archsimd.LoadUint8x16Array(p) }
func storeHalf(p *[16]uint8, v archsimd.Uint8x16)  { v.StoreArray(p) }
