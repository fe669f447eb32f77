package gentypes

import (
	"time"

	"github.com/guregu/null/v5"
)

// Seed is the struct zerojson was started for: a nullable integer, two
// times and a nullable string, encoded by a long-lived Encoder in a request
// handler. This flavour uses github.com/guregu/null/v5 and is what the peer
// libraries encode; zerojson encodes [SeedZero], the same shape built on
// github.com/zerojson/json/null, whose types write the same bytes.
//
//jsongen:generate
type Seed struct {
	ID        null.Int    `json:"id"`
	CreatedAt time.Time   `json:"created_at"`
	UpdatedAt time.Time   `json:"updated_at"`
	Note      null.String `json:"note"`
}

// NewSeed returns a realistic [Seed]: every field valid, one time in UTC
// with nanoseconds and one at a fixed non-UTC offset.
func NewSeed() Seed {
	created, updated, id, note := seedFields()
	return Seed{ID: null.IntFrom(id), CreatedAt: created, UpdatedAt: updated, Note: null.StringFrom(note)}
}

func seedFields() (created, updated time.Time, id int64, note string) {
	created = time.Date(2025, time.March, 14, 9, 26, 53, 589793238, time.UTC)
	updated = time.Date(2025, time.March, 14, 10, 26, 53, 0, time.FixedZone("CET", 3600))
	return created, updated, 48213, "order shipped"
}
