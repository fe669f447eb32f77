package json

// The tests hold zerojson to classic encoding/json. On a build whose
// encoding/json is built on encoding/json/v2 (Go 1.27's default) they use
// recordings of classic's results where the two differ; this records them
// again, after tests were added or changed (internal/jsontest/reference.go).
//go:generate go run ./internal/jsontest/recordclassic
