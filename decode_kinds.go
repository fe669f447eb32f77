package json

import (
	"encoding/binary"
	"fmt"
	"reflect"
	"unsafe"

	"github.com/zerojson/json/internal/jsonwire"
)

// This file holds the decoders of scalar kinds — booleans are in
// kindDecoder — and the reading of strings and object keys they share with
// the decoders of compound kinds.

// mismatch skips a value that does not fit type t and records the type
// error encoding/json reports for it; null fits everything and is skipped
// silently. Objects and arrays are reported at the offset just past their
// opening bracket, scalars at the offset just past their end.
func (d *decodeState) mismatch(t reflect.Type) {
	if what, off := d.r.Mismatch(); what != "" {
		d.typeError(what, t, off)
	}
}

// readString reads the string at the cursor and returns its text.
func (d *decodeState) readString() string {
	return d.r.ReadString()
}

// readKey reads the object key at the cursor, for use as a map key. Short
// keys are interned in d.keys: real documents repeat the same few keys in
// object after object, and each string saved is an allocation saved.
func (d *decodeState) readKey() string {
	b := d.r.ReadStringBytes()
	if len(b) == 0 || len(b) > 32 {
		return string(b)
	}
	slot := &d.keys[keySlot(b)]
	if *slot != string(b) {
		*slot = string(b)
	}
	return *slot
}

// keySlot picks the slot of d.keys for a key of 1 to 32 bytes; a collision
// just replaces the key in it. The hash reads every byte of a key of up to
// sixteen bytes, and the first and last eight of a longer one, with at
// most four loads, whatever the key's length.
func keySlot(b []byte) uint8 {
	n := len(b)
	var x, y uint64
	switch {
	case n >= 8:
		x, y = binary.LittleEndian.Uint64(b), binary.LittleEndian.Uint64(b[n-8:])
	case n >= 4:
		x = uint64(binary.LittleEndian.Uint32(b)) | uint64(binary.LittleEndian.Uint32(b[n-4:]))<<32
	default:
		x = uint64(b[0]) | uint64(b[n/2])<<8 | uint64(b[n-1])<<16
	}
	h := (x ^ uint64(n)) * 0x9E3779B97F4A7C15
	h = (h ^ y) * 0xC2B2AE3D27D4EB4F
	return uint8(h >> 56)
}

// integerDecoder decodes numbers into the integer type t, signed or not:
// a fraction, an exponent, a value out of t's range (or a minus sign for an
// unsigned type) is a type error quoting the number.
func integerDecoder(t reflect.Type) func(*decodeState, unsafe.Pointer) error {
	size := t.Bits()
	signed := t.Kind() >= reflect.Int && t.Kind() <= reflect.Int64
	return func(d *decodeState, p unsafe.Pointer) error {
		c := d.r.Peek()
		if c != '-' && (c < '0' || c > '9') {
			d.mismatch(t)
			return nil
		}
		start := d.r.Offset()
		var (
			bits uint64 // the value, two's complement if signed
			ok   bool
		)
		if signed {
			var n int64
			n, ok = d.r.ReadInt()
			ok = ok && (size == 64 || -1<<(size-1) <= n && n < 1<<(size-1))
			bits = uint64(n)
		} else {
			bits, ok = d.r.ReadUint()
			ok = ok && (size == 64 || bits < 1<<size)
		}
		if !ok {
			if end := d.r.Offset(); !d.r.Failed() {
				d.typeError("number "+string(d.r.Data()[start:end]), t, end)
			}
			return nil
		}
		// Signed and unsigned integers of one size store the same bits.
		switch size {
		case 8:
			*(*uint8)(p) = uint8(bits)
		case 16:
			*(*uint16)(p) = uint16(bits)
		case 32:
			*(*uint32)(p) = uint32(bits)
		default:
			*(*uint64)(p) = bits
		}
		return nil
	}
}

// floatDecoder decodes numbers into the floating-point type t.
func floatDecoder(t reflect.Type) func(*decodeState, unsafe.Pointer) error {
	size := t.Bits()
	return func(d *decodeState, p unsafe.Pointer) error {
		c := d.r.Peek()
		if c != '-' && (c < '0' || c > '9') {
			d.mismatch(t)
			return nil
		}
		if size == 64 {
			// The fast parser, called directly: through a Reader method
			// that cannot be inlined it cost canada 10%.
			if f, n, ok := jsonwire.ParseFloat64Prefix(d.r.Rest()); ok {
				*(*float64)(p) = f
				d.r.Advance(n)
				return nil
			}
		}
		start, end := d.r.Offset(), d.r.NumberEnd()
		if d.r.Failed() {
			return nil
		}
		item := d.r.Data()[start:end]
		f, err := jsonwire.ParseFloat(item, size)
		d.r.Advance(end - start)
		if err != nil {
			d.typeError("number "+string(item), t, end)
			return nil
		}
		if size == 32 {
			*(*float32)(p) = float32(f)
		} else {
			*(*float64)(p) = f
		}
		return nil
	}
}

// numberDecoder decodes into a Number (ours or encoding/json's, t): a number
// is kept as its text, and so is a string holding a valid number.
func numberDecoder(t reflect.Type) func(*decodeState, unsafe.Pointer) error {
	return func(d *decodeState, p unsafe.Pointer) error {
		switch c := d.r.Peek(); {
		case c == '-' || '0' <= c && c <= '9':
			start, end := d.r.Offset(), d.r.NumberEnd()
			*(*string)(p) = d.r.MakeString(d.r.Data()[start:end])
			d.r.Advance(end - start)
		case c == '"':
			start := d.r.Offset()
			s := d.readString()
			if !d.r.Failed() && !jsonwire.IsValidNumber(s) {
				return fmt.Errorf("json: invalid number literal, trying to unmarshal %q into Number", d.r.Data()[start:d.r.Offset()])
			}
			*(*string)(p) = s
		default:
			d.mismatch(t)
		}
		return nil
	}
}
