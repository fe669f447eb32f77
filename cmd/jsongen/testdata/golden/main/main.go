// A command whose types are generated for: package main is a package like
// any other to jsongen, which never builds or runs it.
package main

import (
	"fmt"
	"time"
)

func init() { fmt.Println("an init that prints must not disturb the generator") }

//jsongen:generate
type config struct {
	Name    string   `json:"name"`
	Verbose bool     `json:"verbose,omitempty"`
	Ports   []uint16 `json:"ports"`
	Limit   *float64 `json:"limit"`
	Started stamp    `json:"started"`
	Seen    seen     `json:"seen"`
}

// seen is written as the time it embeds, whose MarshalJSON it has.
type seen struct{ time.Time }

// stamp has a MarshalAppendJSON of its own, which zerojson calls rather
// than the MarshalJSON of the time it embeds: it is left to the Field.
type stamp struct{ time.Time }

func (s stamp) MarshalAppendJSON(dst []byte) ([]byte, error) {
	return s.AppendFormat(dst, `"`+time.RFC3339Nano+`"`), nil
}

func main() { fmt.Println(config{}) }
