// Package nullcompat holds, in its tests, the proof that
// github.com/zerojson/json/null is a drop-in replacement for
// github.com/guregu/null/v5: random values of every type, alone and inside
// structs, encoded by encoding/json with guregu/null and by zerojson with
// ours give the same bytes; a corpus of JSON, text and SQL inputs decodes to
// the same values and is accepted or rejected alike. It also has the seed
// benchmark of the two stacks side by side:
//
//	go test -run '^$' -bench Seed -count 6 ./nullcompat/ > seed.txt
//	benchstat -col /lib seed.txt
package nullcompat
