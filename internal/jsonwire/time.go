package jsonwire

import (
	"encoding/binary"
	"math/bits"
	"slices"
	"sync/atomic"
	"time"
	"unsafe"
)

// This file writes and reads time.Time values as their MarshalJSON and
// UnmarshalJSON methods do, for the RFC 3339 layout those use, without the
// general layout machinery of package time. What falls outside the common
// cases is left to the methods themselves, so that the results and errors
// are theirs.

// Unix times of the first instant of year 0 and of year 10000 (proleptic
// Gregorian, UTC), the range [time.Time.MarshalJSON] accepts once the
// zone offset is added. TestTimeBounds checks them against time.Date.
const (
	year0Unix     = -62167219200
	year10000Unix = 253402300800
)

// maxTimeLen is the length of the longest text AppendTime writes:
// "9999-12-31T23:59:59.999999999-23:59" in quotes.
const maxTimeLen = len(`"2006-01-02T15:04:05.999999999-07:00"`)

// AppendTime appends exactly what t.MarshalJSON() returns, an RFC 3339
// timestamp in quotes with the fraction of a second trimmed of trailing
// zeros (and left out when zero), and returns the extended slice.
//
// If [time.Time.MarshalJSON] fails, because the year is outside [0,9999]
// or the zone offset is a day or more, AppendTime returns dst unchanged and
// an error equal to the one MarshalJSON returns.
//
// It does not allocate when it succeeds.
func AppendTime(dst []byte, t time.Time) ([]byte, error) {
	// The fixed layout written here from one zone lookup: 1.6-1.7x the speed
	// of AppendFormat(time.RFC3339Nano), 2.2-2.6x that of MarshalJSON.
	_, offset := t.Zone()
	// This is the same int64 sum, wrapping included, that package time
	// forms before splitting a time into fields, so testing it against the
	// bounds of years 0 and 9999 decides exactly what MarshalJSON decides.
	sec := t.Unix() + int64(offset)
	if sec < year0Unix || sec >= year10000Unix || offset <= -86400 || offset >= 86400 {
		return appendTimeMarshalJSON(dst, t)
	}

	days := uint64(sec-year0Unix) / 86400 // since 0000-01-01
	clock := uint64(sec-year0Unix) % 86400
	year, month, day := civilDate(days)

	n := len(dst)
	dst = slices.Grow(dst, maxTimeLen)[:n+maxTimeLen]
	b := dst[n:]
	_ = b[maxTimeLen-1]
	b[0] = '"'
	putDigitPair(b[1:], uint32(year/100))
	putDigitPair(b[3:], uint32(year%100))
	b[5] = '-'
	putDigitPair(b[6:], uint32(month))
	b[8] = '-'
	putDigitPair(b[9:], uint32(day))
	b[11] = 'T'
	putDigitPair(b[12:], uint32(clock/3600))
	b[14] = ':'
	putDigitPair(b[15:], uint32(clock/60%60))
	b[17] = ':'
	putDigitPair(b[18:], uint32(clock%60))
	i := 20
	if ns := uint32(t.Nanosecond()); ns != 0 {
		// The first digit, then the other eight at once (eightDigits),
		// stored whole; the trailing zeros, which are not written, are the
		// high zero bytes of the digit word. (A digit at a time, nine
		// digits took 139 instructions.)
		first := ns / 1e8
		v := eightDigits(ns - first*1e8)
		digits := 1
		if v != 0 {
			digits = 9 - bits.LeadingZeros64(v)/8
		}
		b[i] = '.'
		b[i+1] = byte('0' + first)
		binary.LittleEndian.PutUint64(b[i+2:], v|asciiZeros)
		i += 1 + digits
	}
	if offset == 0 {
		b[i] = 'Z'
		i++
	} else {
		// Like package time, truncate the offset to whole minutes towards
		// zero before taking its sign: an offset of -30s is written +00:00.
		zone := offset / 60
		b[i] = '+'
		if zone < 0 {
			b[i] = '-'
			zone = -zone
		}
		putDigitPair(b[i+1:], uint32(zone/60))
		b[i+3] = ':'
		putDigitPair(b[i+4:], uint32(zone%60))
		i += 6
	}
	b[i] = '"'
	return dst[:n+i+1], nil
}

// appendTimeMarshalJSON appends t.MarshalJSON() or returns its error. It
// serves the times AppendTime does not format itself, and makes their
// errors those of package time by construction.
func appendTimeMarshalJSON(dst []byte, t time.Time) ([]byte, error) {
	b, err := t.MarshalJSON()
	if err != nil {
		return dst, err
	}
	return append(dst, b...), nil
}

// civilDate converts a day count since 0000-01-01, for a date in years 0
// to 9999, to its proleptic Gregorian year, month and day.
//
// It counts in years that start on 1 March, so that the leap day falls at
// the end of a year, and shifts the origin back 400 years (146097 days)
// so that every quantity stays non-negative. Months from March on then
// have lengths 31 30 31 30 31 31 30 31 30 31 31 28/29, which (153*m+2)/5
// reproduces as the day of the year a month starts on.
func civilDate(days uint64) (year, month, day uint64) {
	d := days + 146097 - 60 // 0000-01-01 is 60 days before 0000-03-01
	cycle := d / 146097
	doc := d % 146097                                      // day of the 400-year cycle
	yoc := (doc - doc/1460 + doc/36524 - doc/146096) / 365 // year of the cycle
	doy := doc - (365*yoc + yoc/4 - yoc/100)               // day of the March-based year
	m := (5*doy + 2) / 153                                 // month, 0 is March
	day = doy - (153*m+2)/5 + 1
	year = cycle*400 + yoc - 400
	if m < 10 {
		month = m + 3
	} else {
		month = m - 9
		year++ // January and February belong to the next calendar year
	}
	return year, month, day
}

// ParseTimeString parses the JSON string at the start of s, quotes
// included, as [time.Time.UnmarshalJSON] parses it when it succeeds, for
// the layout nearly every timestamp has: "2006-01-02T15:04:05", a fraction
// of one to nine digits, and "Z" or a zone offset "±hh:mm", with no escape.
// It returns the time and the length of the string, or false for anything
// else, valid or not (other fractions, escapes, errors), which the caller
// leaves to UnmarshalJSON; FuzzParseTime holds it to UnmarshalJSON.
func ParseTimeString(s []byte) (time.Time, int, bool) {
	// The layout is checked a word at a time, the fields as package time
	// checks them, and the instant computed from them directly, with the
	// zone chosen as time chooses it: 1.6 times the speed of UnmarshalJSON.
	if len(s) == 0 || s[0] != '"' {
		return time.Time{}, 0, false
	}
	t, n, ok := parseTimePrefix(s[1:])
	if !ok || n+1 >= len(s) || s[n+1] != '"' {
		return time.Time{}, 0, false
	}
	return t, n + 2, true
}

// ReadTimeAt reads the string at r's cursor into the time.Time at p if it
// is a timestamp of the layout ParseTimeString parses, and reports whether
// it was. If not, it leaves r and the time unchanged, for time.Time's
// UnmarshalJSON to read. It has the signature of the reflective decoder's
// plain readers, which call it without a function in between (a method
// of the Reader behind package json's readTime cost timetext decode 42
// instructions).
func ReadTimeAt(r *Reader, p unsafe.Pointer) bool {
	t, n, ok := ParseTimeString(r.Rest())
	if !ok || r.Failed() {
		return false
	}
	*(*time.Time)(p) = t
	r.Advance(n)
	return true
}

// parseTimePrefix parses the timestamp of ParseTimeString's layout at the
// start of s, quotes removed, and returns it and its length.
func parseTimePrefix(s []byte) (time.Time, int, bool) {
	if len(s) < len("2006-01-02T15:04:05Z") {
		return time.Time{}, 0, false
	}
	// The layout's digits and separators are checked a word at a time:
	// "2006-01-" and "02T15:04", then ":05" a byte at a time.
	w0 := binary.LittleEndian.Uint64(s)
	w1 := binary.LittleEndian.Uint64(s[8:])
	const (
		digits0 = 0x00ff_ff00_ffff_ffff // bytes 0-3, 5, 6 ("2006", "01")
		seps0   = 0x2d00_002d_0000_0000 // "-" at bytes 4 and 7
		digits1 = 0xffff_00ff_ff00_ffff // bytes 0, 1, 3, 4, 6, 7 ("02", "15", "04")
		seps1   = 0x0000_3a00_0054_0000 // "T" at byte 2, ":" at byte 5
	)
	if !allDigits(w0, digits0) || w0&^digits0 != seps0 ||
		!allDigits(w1, digits1) || w1&^digits1 != seps1 ||
		s[16] != ':' || s[17]-'0' > 9 || s[18]-'0' > 9 {
		return time.Time{}, 0, false
	}
	// The values of the pairs of digits, from the words: byte k of
	// pairValues holds the pair at bytes k and k+1.
	p0, p1 := pairValues(w0, digits0), pairValues(w1, digits1)
	year := p0&0xff*100 + p0>>16&0xff
	month := p0 >> 40 & 0xff
	day := p1 & 0xff
	hour := p1 >> 24 & 0xff
	minute := p1 >> 48 & 0xff
	second := parseTwoDigits(s[17:])
	if month < 1 || month > 12 || day < 1 || day > daysInMonth(month, year) || hour > 23 || minute > 59 || second > 59 {
		return time.Time{}, 0, false
	}
	size := len(s)
	s = s[19:]
	var nsec uint64
	if s[0] == '.' {
		n := 1
		if len(s) >= 9 {
			// Up to eight digits at once, as addDigitWords takes them (not
			// shared: its helper cost canada 4.6%): 47 instructions fewer.
			v := binary.LittleEndian.Uint64(s[1:])
			if k := leadingDigits(v); k > 0 {
				nsec = digitsValue((v - asciiZeros) << (64 - 8*k))
				n += k
			}
		}
		for n < len(s) && s[n]-'0' <= 9 {
			nsec = nsec*10 + uint64(s[n]-'0')
			n++
		}
		if n == 1 || n > 10 {
			return time.Time{}, 0, false // no digit, or more than nine
		}
		nsec *= fractionScale[n-2]
		s = s[n:]
	}
	sec := int64(daysFromCivil(year, month, day)*86400+hour*3600+minute*60+second) + year0Unix
	if len(s) >= 1 && s[0] == 'Z' {
		return time.Unix(sec, int64(nsec)).UTC(), size - len(s) + 1, true
	}
	if len(s) < len("-07:00") || s[3] != ':' || (s[0] != '+' && s[0] != '-') {
		return time.Time{}, 0, false
	}
	if s[1]-'0' > 9 || s[2]-'0' > 9 || s[4]-'0' > 9 || s[5]-'0' > 9 {
		return time.Time{}, 0, false
	}
	zh, zm := parseTwoDigits(s[1:]), parseTwoDigits(s[4:])
	if zh > 23 || zm > 59 {
		return time.Time{}, 0, false
	}
	offset := int(zh*3600 + zm*60)
	if s[0] == '-' {
		offset = -offset
	}
	// As package time does: the local zone if its offset at that instant
	// is the one written, else an unnamed fixed zone (which time.FixedZone
	// returns shared for whole hours). time.Unix returns a local time.
	n := size - len(s) + len("-07:00")
	t := time.Unix(sec-int64(offset), int64(nsec))
	if _, local := t.Zone(); local == offset {
		return t, n, true
	}
	h := int(zh) // the offset's hours, signed, for fixedZone
	if s[0] == '-' {
		h = -h
	}
	return t.In(fixedZone(offset, h, zm == 0)), n, true
}

// fixedZones holds the unnamed fixed zones of whole hours from UTC−12 to
// UTC+14 that fixedZone has handed out.
var fixedZones [27]atomic.Pointer[time.Location]

// fixedZone returns time.FixedZone("", offset) for an offset of the given
// hours (signed), and minutes unless whole. The zones of whole hours,
// which package time shares, are kept here too.
func fixedZone(offset, hours int, whole bool) *time.Location {
	// Kept here, found without package time's divisions and sync.Once: a
	// timestamp with an offset, 16 instructions fewer.
	i := hours + 12
	if !whole || uint(i) >= uint(len(fixedZones)) {
		return time.FixedZone("", offset)
	}
	if loc := fixedZones[i].Load(); loc != nil {
		return loc
	}
	loc := time.FixedZone("", offset)
	fixedZones[i].Store(loc)
	return loc
}

// allDigits reports whether the bytes of w that mask selects (0xff
// each) are all ASCII digits: their high nibble is 3, and stays 3 when 6 is
// added, which carries into no other byte as none of them exceeds 0x3f.
func allDigits(w, mask uint64) bool {
	const highs, threes, sixes = 0xf0 * lowBits, asciiZeros, 0x06 * lowBits
	return w&mask&highs == mask&threes && (w+mask&sixes)&mask&highs == mask&threes
}

// pairValues returns, in byte k of its result, the value of the two
// digits at bytes k and k+1 of w where mask selects both bytes (0xff
// each), which must then be digits. A pair is at most 99: neither the
// product nor the sum carries out of its byte. The bytes mask leaves out
// count as zero, so the other bytes of the result are not pairs' values.
// It is digitsValue's first step without the mask that keeps every other
// lane: here the pairs start at odd bytes too.
func pairValues(w, mask uint64) uint64 {
	v := w&mask - asciiZeros&mask // the digits' values; the other bytes zero
	return v*10 + v>>8
}

// parseTwoDigits returns the value of the two digits at s[0:2].
func parseTwoDigits(s []byte) uint64 {
	_ = s[1]
	return uint64(s[0]-'0')*10 + uint64(s[1]-'0')
}

// fractionScale[k] turns a fraction of k+1 digits into nanoseconds.
var fractionScale = [9]uint64{1e8, 1e7, 1e6, 1e5, 1e4, 1e3, 1e2, 1e1, 1}

// daysInMonth returns the number of days of month in year.
func daysInMonth(month, year uint64) uint64 {
	switch month {
	case 2:
		if year%4 == 0 && (year%100 != 0 || year%400 == 0) {
			return 29
		}
		return 28
	case 4, 6, 9, 11:
		return 30
	}
	return 31
}

// daysFromCivil is the inverse of civilDate: the number of days from
// 0000-01-01 to the date, for years 0 to 9999, in the same March-based
// years shifted back 400 years.
func daysFromCivil(year, month, day uint64) uint64 {
	y := year + 400
	m := month - 3 // March is 0
	if month < 3 {
		y--
		m = month + 9
	}
	cycle := y / 400
	yoc := y % 400
	doy := (153*m+2)/5 + day - 1
	return cycle*146097 + 365*yoc + yoc/4 - yoc/100 + doy - 146097 + 60
}
