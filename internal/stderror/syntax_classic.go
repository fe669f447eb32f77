//go:build !go1.27 || !goexperiment.jsonv2

package stderror

// This file serves classic encoding/json. Go 1.25 and 1.26 built with
// GOEXPERIMENT=jsonv2, an experiment, use it too, on their v2-based
// encoding/json, which gives classic's message for most inputs but not
// all: the few that differ get the fallback message.

import (
	"bytes"
	"encoding/json"
	"strconv"
	"strings"
)

// makeSyntaxError has classic encoding/json make a SyntaxError with message
// msg, which it does for every message it has: its scanner rejects the
// byte after an input that leads to the state the message names, and its
// Decoder reports the rest when tokens come out of order. It returns nil
// for a message classic encoding/json does not make.
func makeSyntaxError(msg string) *json.SyntaxError {
	var err error
	switch msg {
	case "unexpected end of JSON input":
		err = compact("")
	case "expected comma after array element":
		err = decodeAfter(`[0 0`, 2)
	case "expected colon after object key":
		err = decodeAfter(`{"" 0`, 2)
	case "not at beginning of value":
		err = decodeAfter(`{`, 1)
	default:
		c, context, ok := cutInvalidCharacter(msg)
		switch {
		case !ok:
		case context == "":
			// The Decoder's Token names no context for a byte that
			// cannot start a member's name right after '{'.
			err = tokenAfter(string([]byte{'{', c}), 1)
		default:
			prefix, ok := statePrefixes[context]
			if context == maxDepthContext {
				prefix, ok = strings.Repeat("[", maxDepth), true
			}
			if ok {
				err = compact(prefix + string([]byte{c}))
			}
		}
	}
	e, _ := err.(*json.SyntaxError)
	return e
}

// cutInvalidCharacter splits a message "invalid character 'c' context"
// into the byte c and the context, "" if the message ends with the byte.
// The byte is quoted as strconv.QuoteRune quotes the rune of its value.
func cutInvalidCharacter(msg string) (c byte, context string, ok bool) {
	rest, ok := strings.CutPrefix(msg, "invalid character ")
	if !ok {
		return 0, "", false
	}
	for b := range 256 {
		if q := strconv.QuoteRune(rune(b)); strings.HasPrefix(rest, q) {
			rest = rest[len(q):]
			if rest == "" {
				return byte(b), "", true
			}
			context, ok = strings.CutPrefix(rest, " ")
			return byte(b), context, ok
		}
	}
	return 0, "", false
}

// maxDepth is the nesting classic encoding/json accepts; one more level
// is "exceeded max depth".
const (
	maxDepth        = 10000
	maxDepthContext = "exceeded max depth"
)

// statePrefixes holds, for each context of the scanner's messages, an
// input after which the scanner is in that state: the next byte, if it
// cannot come there, is reported with that context.
var statePrefixes = map[string]string{
	"looking for beginning of value":             ``,
	"looking for beginning of object key string": `{"":0,`,
	"after object key":                           `{""`,
	"after object key:value pair":                `{"":""`,
	"after array element":                        `[""`,
	"after top-level value":                      `""`,
	"in string literal":                          `"`,
	"in string escape code":                      `"\`,
	`in \u hexadecimal character escape`:         `"\u`,
	"in numeric literal":                         `-`,
	"after decimal point in numeric literal":     `0.`,
	"in exponent of numeric literal":             `0e+`,
	"in literal true (expecting 'r')":            `t`,
	"in literal true (expecting 'u')":            `tr`,
	"in literal true (expecting 'e')":            `tru`,
	"in literal false (expecting 'a')":           `f`,
	"in literal false (expecting 'l')":           `fa`,
	"in literal false (expecting 's')":           `fal`,
	"in literal false (expecting 'e')":           `fals`,
	"in literal null (expecting 'u')":            `n`,
	"in literal null (expecting 'l')":            `nu`,
}

// compact returns the error encoding/json's scanner reports for src.
func compact(src string) error {
	var dst bytes.Buffer
	return json.Compact(&dst, []byte(src))
}

// tokenAfter returns the error of the Token call that follows n good ones
// on the stream src.
func tokenAfter(src string, n int) error {
	d := json.NewDecoder(strings.NewReader(src))
	for range n {
		if _, err := d.Token(); err != nil {
			return nil
		}
	}
	_, err := d.Token()
	return err
}

// decodeAfter returns the error of the Decode call that follows n good
// Token calls on the stream src.
func decodeAfter(src string, n int) error {
	d := json.NewDecoder(strings.NewReader(src))
	for range n {
		if _, err := d.Token(); err != nil {
			return nil
		}
	}
	var v any
	return d.Decode(&v)
}
