// A command whose types are generated for: package main is a package like
// any other to jsongen, which never builds or runs it.
package main

import "fmt"

func init() { fmt.Println("an init that prints must not disturb the generator") }

//jsongen:generate
type config struct {
	Name    string   `json:"name"`
	Verbose bool     `json:"verbose,omitempty"`
	Ports   []uint16 `json:"ports"`
	Limit   *float64 `json:"limit"`
}

func main() { fmt.Println(config{}) }
