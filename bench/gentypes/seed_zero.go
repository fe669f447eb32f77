package gentypes

import (
	"time"

	"github.com/zerojson/json/null"
)

// SeedZero is the zerojson flavour of [Seed]: the same fields on
// github.com/zerojson/json/null, whose types implement
// json.MarshalAppender and so let zerojson encode the struct without
// allocating.
//
//jsongen:generate
type SeedZero struct {
	ID        null.Int    `json:"id"`
	CreatedAt time.Time   `json:"created_at"`
	UpdatedAt time.Time   `json:"updated_at"`
	Note      null.String `json:"note"`
}

// NewSeedZero returns the zerojson flavour of [NewSeed]'s value.
func NewSeedZero() SeedZero {
	created, updated, id, note := seedFields()
	return SeedZero{ID: null.IntFrom(id), CreatedAt: created, UpdatedAt: updated, Note: null.StringFrom(note)}
}
