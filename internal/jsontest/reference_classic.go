//go:build !goexperiment.jsonv2

package jsontest

// classicBuild: see [Classic]. From Go 1.27, encoding/json is classic only
// with GOEXPERIMENT=nojsonv2; by default it is built on encoding/json/v2.
const classicBuild = true
