//go:build race

package nullcompat

// raceEnabled reports whether the tests run under the race detector, whose
// instrumentation allocates and so makes testing.AllocsPerRun meaningless.
const raceEnabled = true
