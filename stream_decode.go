package json

import (
	"bytes"
	"io"
	"reflect"
	"strconv"

	"github.com/zerojson/json/internal/jsonwire"
)

// This file holds the Decoder: framing values out of a stream, and the
// Token API on top of it.
//
// The Decoder behaves as encoding/json's does down to details programs can
// observe: how much it asks each Read for (so that Buffered returns the same
// bytes), when it stops reading (a number at the end of the buffer needs one
// more byte, a closing bracket does not, so an interactive stream never
// blocks where encoding/json would not), which errors stick, and what
// offsets errors and InputOffset report. Where encoding/json's behaviour is
// surprising, the comments below say so.

// Decoder reads a stream of JSON values from an [io.Reader]: whole values
// with [Decoder.Decode], or piece by piece with [Decoder.Token].
//
// A Decoder reads ahead into a buffer of its own, so it may take bytes from
// the reader beyond the value asked for; [Decoder.Buffered] returns them.
// A Decoder must not be used from several goroutines at once.
type Decoder struct {
	r     io.Reader
	buf   []byte // buf[scanp:] has been read but not consumed
	scanp int
	// dropped counts the bytes slid off the front of buf, so that
	// dropped+scanp is the offset of buf[scanp] in the stream.
	dropped int64
	// framed counts the bytes of every value framed so far, leading
	// whitespace included. encoding/json offsets a syntax error by this
	// count rather than by the stream offset, so the two differ once
	// Token has stepped over delimiters or whitespace; we do the same.
	framed int64
	frame  jsonwire.Framer // how far framing the value at buf[scanp:] got

	// err is the first framing or read error of Decode, returned by every
	// later Decode. Errors found while decoding a framed value do not
	// stick: the value was consumed and the stream goes on after it.
	err error

	useNumber       bool
	disallowUnknown bool

	// tokenState is the place in the grammar where Token stands, and
	// tokenStack holds the states of the enclosing arrays and objects, to
	// return to when they close.
	tokenState tokenState
	tokenStack []tokenState
}

// tokenState is a position in the grammar between two tokens.
type tokenState uint8

const (
	tokenTopValue    tokenState = iota // before a value at the top of the stream
	tokenArrayStart                    // after '[': a value or ']'
	tokenArrayValue                    // after ',' in an array: a value
	tokenArrayComma                    // after an element: ',' or ']'
	tokenObjectStart                   // after '{': a key or '}'
	tokenObjectKey                     // after ',' in an object: a key
	tokenObjectColon                   // after a key: ':'
	tokenObjectValue                   // after ':': a value
	tokenObjectComma                   // after a member: ',' or '}'
)

// NewDecoder returns a [Decoder] that reads from r.
func NewDecoder(r io.Reader) *Decoder {
	return &Decoder{r: r}
}

// UseNumber makes the Decoder store numbers decoded into interface values
// as [Number] rather than float64, keeping their digits exactly.
func (dec *Decoder) UseNumber() { dec.useNumber = true }

// DisallowUnknownFields makes [Decoder.Decode] report an object key that
// matches no field of the struct being filled (ignored fields, tagged "-",
// do not count) as an error rather than skip it.
func (dec *Decoder) DisallowUnknownFields() { dec.disallowUnknown = true }

// Decode reads the next JSON value of the stream and stores it in the value
// v points to, following the rules of [Unmarshal]. At the end of the stream
// it returns [io.EOF]; a stream that ends inside a value gives
// [io.ErrUnexpectedEOF].
//
// Malformed input ([*SyntaxError]) and read errors end the stream: every
// later Decode returns the same error. An error about the value itself,
// such as an [*UnmarshalTypeError] or an [*InvalidUnmarshalError] for a v
// that is not a non-nil pointer, does not: the value has been read and
// skipped, and the next Decode reads the one after it.
//
// Between calls to [Decoder.Token], Decode reads the next value of the
// array or object Token has opened, with its separator.
func (dec *Decoder) Decode(v any) error {
	data, err := dec.nextValue()
	if err != nil {
		return err
	}
	d := getDecodeState()
	d.useNumber, d.disallowUnknown = dec.useNumber, dec.disallowUnknown
	err = d.unmarshal(data, v, true)
	putDecodeState(d)
	return err
}

// nextValue is Decode up to the decoding: it steps over the separator the
// token state asks for, frames the next value and consumes it. The value is
// valid until the next read.
func (dec *Decoder) nextValue() ([]byte, error) {
	if dec.err != nil {
		return nil, dec.err
	}
	if err := dec.tokenSeparator(); err != nil {
		return nil, err
	}
	if !dec.tokenValueAllowed() {
		return nil, jsonwire.NewSyntaxError("not at beginning of value", dec.InputOffset())
	}
	n, err := dec.frameValue()
	if err != nil {
		return nil, err
	}
	data := dec.buf[dec.scanp : dec.scanp+n]
	dec.scanp += n
	dec.framed += int64(n)
	dec.tokenValueDone()
	return data, nil
}

// frameValue reads until buf[scanp:] holds a whole value and returns its
// length, leading whitespace included. Framing errors stick.
//
// As in encoding/json, what is in the buffer is framed before an error
// from the reader is looked at, and an error that came with the bytes
// completing the value is dropped: the next read will most likely return it
// again.
func (dec *Decoder) frameValue() (int, error) {
	dec.frame.Reset()
	var readErr error
	for {
		n, err := dec.frame.Next(dec.buf[dec.scanp:], false)
		if (err == io.EOF || err == io.ErrUnexpectedEOF) && readErr != nil {
			err = readErr
			if readErr == io.EOF {
				n, err = dec.frame.Next(dec.buf[dec.scanp:], true)
			}
		}
		switch err {
		case nil:
			return n, nil
		case io.EOF, io.ErrUnexpectedEOF:
			if readErr == nil {
				readErr = dec.refill()
				continue
			}
		}
		if se, ok := err.(*SyntaxError); ok {
			se.Offset += dec.framed // the framer counts from the value's start
		}
		dec.err = err
		return 0, err
	}
}

// refill reads more of the stream into buf, first sliding the unconsumed
// bytes to its front. It grows buf the way encoding/json does (reading at
// least 512 bytes at a time into a buffer that doubles plus 512 when it is
// short of room), so that both issue the same Reads and leave the same bytes
// in Buffered.
func (dec *Decoder) refill() error {
	if dec.scanp > 0 {
		dec.dropped += int64(dec.scanp)
		dec.buf = dec.buf[:copy(dec.buf, dec.buf[dec.scanp:])]
		dec.scanp = 0
	}
	const minRead = 512
	if cap(dec.buf)-len(dec.buf) < minRead {
		grown := make([]byte, len(dec.buf), 2*cap(dec.buf)+minRead)
		copy(grown, dec.buf)
		dec.buf = grown
	}
	n, err := dec.r.Read(dec.buf[len(dec.buf):cap(dec.buf)])
	dec.buf = dec.buf[:len(dec.buf)+n]
	return err
}

// peek returns the next byte of the stream that is not whitespace, reading
// more if needed, and leaves scanp on it. The whitespace stays in the
// buffer if the stream ends (or fails) first. Read errors do not stick.
func (dec *Decoder) peek() (byte, error) {
	var err error
	for {
		for i := dec.scanp; i < len(dec.buf); i++ {
			switch c := dec.buf[i]; c {
			case ' ', '\t', '\r', '\n':
			default:
				dec.scanp = i
				return c, nil
			}
		}
		if err != nil {
			return 0, err
		}
		err = dec.refill()
	}
}

// Buffered returns a reader of the bytes the Decoder has read from its
// reader but not consumed yet. The reader shares the Decoder's buffer, so it
// is good only until the next call of a Decoder method.
func (dec *Decoder) Buffered() io.Reader {
	return bytes.NewReader(dec.buf[dec.scanp:])
}

// InputOffset returns the offset in the stream of the end of the last value
// or token consumed, which is where the next one begins (whitespace
// included).
func (dec *Decoder) InputOffset() int64 {
	return dec.dropped + int64(dec.scanp)
}

// More reports whether the array or object being read has another element,
// that is whether the next token exists and is not a closing bracket. At the
// top level it reports whether another value follows.
func (dec *Decoder) More() bool {
	c, err := dec.peek()
	return err == nil && c != ']' && c != '}'
}

// Token returns the next token of the stream, or nil and [io.EOF] at its
// end. Commas and colons are checked and skipped, never returned.
//
// Token keeps track of the arrays and objects it has opened, so brackets it
// returns are always balanced, and a token that is out of place (a ']'
// closing an object, a number where a key belongs) is a [*SyntaxError].
// Such errors, and errors from the reader, do not stick the way Decode's
// do; Token may be called again.
//
// Token and [Decoder.Decode] can be mixed: after Token has returned '[', for
// example, Decode reads the elements one by one.
func (dec *Decoder) Token() (Token, error) {
	for {
		c, err := dec.peek()
		if err != nil {
			return nil, err
		}
		switch c {
		case '[', '{':
			if !dec.tokenValueAllowed() {
				return dec.tokenError(c)
			}
			dec.scanp++
			dec.tokenStack = append(dec.tokenStack, dec.tokenState)
			dec.tokenState = tokenArrayStart
			if c == '{' {
				dec.tokenState = tokenObjectStart
			}
			return Delim(c), nil

		case ']', '}':
			if c == ']' && dec.tokenState != tokenArrayStart && dec.tokenState != tokenArrayComma ||
				c == '}' && dec.tokenState != tokenObjectStart && dec.tokenState != tokenObjectComma {
				return dec.tokenError(c)
			}
			dec.scanp++
			dec.tokenState = dec.tokenStack[len(dec.tokenStack)-1]
			dec.tokenStack = dec.tokenStack[:len(dec.tokenStack)-1]
			dec.tokenValueDone()
			return Delim(c), nil

		case ':':
			if dec.tokenState != tokenObjectColon {
				return dec.tokenError(c)
			}
			dec.scanp++
			dec.tokenState = tokenObjectValue

		case ',':
			switch dec.tokenState {
			case tokenArrayComma:
				dec.tokenState = tokenArrayValue
			case tokenObjectComma:
				dec.tokenState = tokenObjectKey
			default:
				return dec.tokenError(c)
			}
			dec.scanp++

		case '"':
			key := dec.tokenState == tokenObjectStart || dec.tokenState == tokenObjectKey
			if key || dec.tokenValueAllowed() {
				if s, ok := dec.tokenStringWhole(); ok {
					if key {
						dec.tokenState = tokenObjectColon
					} else {
						dec.tokenValueDone()
					}
					return s, nil
				}
			}
			if key {
				// A key is read as a value at the top level, which leaves
				// the token state alone; the colon comes next.
				saved := dec.tokenState
				dec.tokenState = tokenTopValue
				data, err := dec.nextValue()
				dec.tokenState = saved
				if err != nil {
					return nil, err
				}
				dec.tokenState = tokenObjectColon
				return tokenString(data), nil
			}
			fallthrough

		default:
			if !dec.tokenValueAllowed() {
				return dec.tokenError(c)
			}
			return dec.tokenValue()
		}
	}
}

// tokenValue reads a string, number or literal as a Token. peek has left
// scanp on its first byte.
//
// encoding/json decodes the value into an interface through Unmarshal's
// machinery; the value is known to be valid and a scalar, so here it is
// read by the wire layer directly, which skips the reflection and
// the decodeState.
func (dec *Decoder) tokenValue() (Token, error) {
	data, err := dec.nextValue()
	if err != nil {
		return nil, err
	}
	switch data[0] {
	case '"':
		return tokenString(data), nil
	case 't':
		return true, nil
	case 'f':
		return false, nil
	case 'n':
		return nil, nil
	}
	if dec.useNumber {
		return Number(data), nil
	}
	f, err := jsonwire.ParseFloat(data, 64)
	if err != nil {
		// Out of the range of float64. encoding/json reports the offset
		// one past the end of the number, counted from the start of the
		// value.
		return nil, &UnmarshalTypeError{Value: "number " + string(data), Type: tokenFloatType, Offset: int64(len(data) + 1)}
	}
	return f, nil
}

var tokenFloatType = reflect.TypeFor[float64]()

// tokenStringWhole reads the string at buf[scanp] as a token, checking it
// as it reads it, when framing it would succeed at once: when it is whole
// in the buffer and valid, with a byte after it. Otherwise it reports
// false, having read nothing, and the framer takes the string, with its
// errors and its reads.
func (dec *Decoder) tokenStringWhole() (string, bool) {
	if dec.err != nil {
		return "", false // the error is the framer's to return
	}
	// One pass, not framing then reading: BenchmarkDecoder/Token, 2.67M instructions to 2.07M.
	text, end, ok := jsonwire.ReadString(nil, dec.buf, dec.scanp+1)
	if !ok || end+1 >= len(dec.buf) {
		return "", false
	}
	n := end + 1 - dec.scanp
	dec.scanp += n
	dec.framed += int64(n)
	return string(text), true
}

// tokenString returns the text of the valid JSON string data, quotes
// included, with its escapes decoded as [Unmarshal] decodes them.
func tokenString(data []byte) string {
	// The string was checked when it was framed: read it with the
	// Reader's string reader directly, without a Reader around it.
	text, _, _ := jsonwire.ReadString(nil, data, 1)
	return string(text)
}

// tokenSeparator steps over the ',' or ':' that must come before a value
// decoded in the middle of an array or object, when Decode is called where
// Token would expect one.
func (dec *Decoder) tokenSeparator() error {
	var want byte
	var next tokenState
	var msg string
	switch dec.tokenState {
	case tokenArrayComma:
		want, next, msg = ',', tokenArrayValue, "expected comma after array element"
	case tokenObjectColon:
		want, next, msg = ':', tokenObjectValue, "expected colon after object key"
	default:
		return nil
	}
	c, err := dec.peek()
	if err != nil {
		return err
	}
	if c != want {
		return jsonwire.NewSyntaxError(msg, dec.InputOffset())
	}
	dec.scanp++
	dec.tokenState = next
	return nil
}

// tokenValueAllowed reports whether a value may come next.
func (dec *Decoder) tokenValueAllowed() bool {
	switch dec.tokenState {
	case tokenTopValue, tokenArrayStart, tokenArrayValue, tokenObjectValue:
		return true
	}
	return false
}

// tokenValueDone moves the token state past a value that has been read.
func (dec *Decoder) tokenValueDone() {
	switch dec.tokenState {
	case tokenArrayStart, tokenArrayValue:
		dec.tokenState = tokenArrayComma
	case tokenObjectValue:
		dec.tokenState = tokenObjectComma
	}
}

// tokenError reports the byte c, which may not come in the current token
// state, at the offset of c in the stream.
func (dec *Decoder) tokenError(c byte) (Token, error) {
	var where string
	switch dec.tokenState {
	case tokenTopValue, tokenArrayStart, tokenArrayValue, tokenObjectValue:
		where = " looking for beginning of value"
	case tokenArrayComma:
		where = " after array element"
	case tokenObjectKey:
		where = " looking for beginning of object key string"
	case tokenObjectColon:
		where = " after object key"
	case tokenObjectComma:
		where = " after object key:value pair"
	case tokenObjectStart:
		// A value other than a string right after '{': encoding/json
		// names no context here, so the message ends with the character.
	}
	return nil, jsonwire.NewSyntaxError("invalid character "+strconv.QuoteRune(rune(c))+where, dec.InputOffset())
}
