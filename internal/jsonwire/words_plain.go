//go:build amd64 || arm64

package jsonwire

// plainWords says that the words of words.go may be loaded and stored as
// plain uint64s: the architecture is little-endian and accesses memory at
// any alignment, so a plain load is the load binary.LittleEndian makes.
// Written that way there is no inlined call in a word loop: each inlined
// call whose instructions all belong to the callee costs its caller a
// no-op instruction (the compiler's mark of where the call was), four a
// word in copyVerbatimPrefix, 5% of the instructions of encoding twitter.
const plainWords = true
