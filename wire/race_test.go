//go:build race

package wire_test

// raceEnabled reports whether the tests run under the race detector,
// which allocates as it instruments, so that allocation counts mean
// nothing there.
const raceEnabled = true
