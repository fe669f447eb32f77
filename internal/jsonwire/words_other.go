//go:build !(amd64 || arm64)

package jsonwire

// plainWords is false: the words of words.go go through
// binary.LittleEndian, which is correct at any byte order and alignment.
const plainWords = false
