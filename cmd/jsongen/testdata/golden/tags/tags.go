//go:build special

// A file built only with a tag: jsongen sees its types only when given
// the tag, as go build does.
package tags

type Special struct {
	On bool `json:"on"`
}
