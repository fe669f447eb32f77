package jsonwire

import (
	"bytes"
	"fmt"
	"math"
	"math/rand/v2"
	"reflect"
	"strings"
	"testing"
	"time"
)

// checkTime compares AppendTime with time.Time.MarshalJSON for t.
func checkTime(t *testing.T, name string, tm time.Time) {
	t.Helper()
	want, wantErr := tm.MarshalJSON()
	prefix := []byte("x:")
	got, err := AppendTime(bytes.Clone(prefix), tm)
	switch {
	case wantErr != nil:
		if !reflect.DeepEqual(err, wantErr) {
			t.Errorf("%s: AppendTime(%v) error = %v, want %v", name, tm, err, wantErr)
		}
		if !bytes.Equal(got, prefix) {
			t.Errorf("%s: AppendTime(%v) = %q on error, want dst unchanged", name, tm, got)
		}
	case err != nil:
		t.Errorf("%s: AppendTime(%v) error = %v, want %s", name, tm, err, want)
	case !bytes.Equal(got, append(prefix, want...)):
		t.Errorf("%s: AppendTime(%v) = %s, want %s", name, tm, got[len(prefix):], want)
	}
}

func TestTimeBounds(t *testing.T) {
	if got := time.Date(0, 1, 1, 0, 0, 0, 0, time.UTC).Unix(); got != year0Unix {
		t.Errorf("0000-01-01 is Unix %d, year0Unix is %d", got, year0Unix)
	}
	if got := time.Date(10000, 1, 1, 0, 0, 0, 0, time.UTC).Unix(); got != year10000Unix {
		t.Errorf("10000-01-01 is Unix %d, year10000Unix is %d", got, year10000Unix)
	}
	longest := time.Date(9999, 12, 31, 23, 59, 59, 999999999, time.FixedZone("", -(23*3600+59*60)))
	if b, err := longest.MarshalJSON(); err != nil || len(b) != maxTimeLen {
		t.Errorf("longest MarshalJSON is %s, %v; maxTimeLen is %d", b, err, maxTimeLen)
	}
}

// TestTimeCivil checks the date of every day that AppendTime formats.
func TestTimeCivil(t *testing.T) {
	step := uint64(1)
	if testing.Short() {
		step = 97
	}
	for d := uint64(0); d < (year10000Unix-year0Unix)/86400; d += step {
		y, m, dd := time.Unix(year0Unix+int64(d)*86400, 0).UTC().Date()
		gy, gm, gd := civilDate(d)
		if gy != uint64(y) || gm != uint64(m) || gd != uint64(dd) {
			t.Fatalf("civilDate(%d) = %04d-%02d-%02d, want %04d-%02d-%02d", d, gy, gm, gd, y, m, dd)
		}
	}
}

// timeZones are the locations the time tests use: UTC, Local, a named zone
// if the system has one, and fixed offsets at and around the limits.
func timeZones(t testing.TB) []*time.Location {
	zones := []*time.Location{time.UTC, time.Local}
	for _, name := range []string{"America/New_York", "Asia/Kolkata", "Australia/Lord_Howe", "Europe/Dublin"} {
		if loc, err := time.LoadLocation(name); err == nil {
			zones = append(zones, loc)
		} else {
			t.Logf("no zone %s: %v", name, err)
		}
	}
	for _, off := range []int{
		0, 1, -1, 30, -30, 59, -59, 60, -60, 90, -90, 3600, -3600, 5*3600 + 30*60, -(9*3600 + 30*60),
		23*3600 + 59*60, -(23*3600 + 59*60), 86399, -86399, 86400, -86400, 86401, -86401,
		100 * 3600, -100 * 3600, 1000 * 3600, math.MaxInt32, math.MinInt32, 1 << 40, -1 << 40,
	} {
		zones = append(zones, time.FixedZone("", off), time.FixedZone("ZZZ", off))
	}
	return zones
}

var timeTests = []struct {
	name string
	in   time.Time
}{
	{atLine("zero Time"), time.Time{}},
	{atLine("epoch"), time.Unix(0, 0)},
	{atLine("epoch UTC"), time.Unix(0, 0).UTC()},
	{atLine("now"), time.Now()},
	{atLine("now UTC"), time.Now().UTC()},
	{atLine("year 0"), time.Date(0, 1, 1, 0, 0, 0, 0, time.UTC)},
	{atLine("year -1"), time.Date(-1, 12, 31, 23, 59, 59, 999999999, time.UTC)},
	{atLine("year 9999"), time.Date(9999, 12, 31, 23, 59, 59, 999999999, time.UTC)},
	{atLine("year 10000"), time.Date(10000, 1, 1, 0, 0, 0, 0, time.UTC)},
	{atLine("year -10000"), time.Date(-10000, 1, 1, 0, 0, 0, 0, time.UTC)},
	{atLine("year 100000"), time.Date(100000, 1, 1, 0, 0, 0, 0, time.UTC)},
	{atLine("leap day 2000"), time.Date(2000, 2, 29, 12, 0, 0, 0, time.UTC)},
	{atLine("leap day 0"), time.Date(0, 2, 29, 12, 0, 0, 0, time.UTC)},
	{atLine("1900-03-01"), time.Date(1900, 3, 1, 0, 0, 0, 0, time.UTC)},
	{atLine("year 10000 seen from -01:00"), time.Date(10000, 1, 1, 0, 30, 0, 0, time.UTC).In(time.FixedZone("", -3600))},
	{atLine("year 9999 seen from +01:00"), time.Date(9999, 12, 31, 23, 30, 0, 0, time.UTC).In(time.FixedZone("", 3600))},
	{atLine("year 0 seen from -01:00"), time.Date(0, 1, 1, 0, 30, 0, 0, time.UTC).In(time.FixedZone("", -3600))},
	{atLine("year -1 seen from +01:00"), time.Date(-1, 12, 31, 23, 30, 0, 0, time.UTC).In(time.FixedZone("", 3600))},
	{atLine("max Unix"), time.Unix(math.MaxInt64, 0)},
	{atLine("min Unix"), time.Unix(math.MinInt64, 0)},
	{atLine("max Unix +1h"), time.Unix(math.MaxInt64-1800, 0).In(time.FixedZone("", 3600))},
	{atLine("min Unix -1h"), time.Unix(math.MinInt64+1800, 0).In(time.FixedZone("", -3600))},
	{atLine("min internal"), time.Unix(-1<<63+62135596800, 0).In(time.FixedZone("", -7200))},
	{atLine("max nanoseconds"), time.Unix(1700000000, 999999999)},
	{atLine("one nanosecond"), time.Unix(1700000000, 1).UTC()},
	{atLine("milliseconds"), time.Unix(1700000000, 123000000).UTC()},
	{atLine("microseconds"), time.Unix(1700000000, 123456000).UTC()},
	{atLine("tenths"), time.Unix(1700000000, 500000000).UTC()},
	{atLine("100ns"), time.Unix(1700000000, 100).UTC()},
	{atLine("100000ns"), time.Unix(1700000000, 100000).UTC()},
	{atLine("123456780ns"), time.Unix(1700000000, 123456780).UTC()},
}

func TestAppendTime(t *testing.T) {
	zones := timeZones(t)
	for _, tt := range timeTests {
		checkTime(t, tt.name, tt.in)
		for _, loc := range zones {
			checkTime(t, tt.name+" in "+loc.String(), tt.in.In(loc))
		}
	}
	// Fractions of every length, with zeros inside and at their end.
	base := time.Date(2025, 3, 14, 9, 26, 53, 0, time.UTC)
	for k, p := 0, 1; k < 9; k, p = k+1, p*10 {
		for _, d := range []int{1, 5, 9, 10, 101, 123456789, 900000001} {
			if ns := d * p; ns < 1e9 {
				checkTime(t, fmt.Sprintf("%d ns", ns), base.Add(time.Duration(ns)))
			}
		}
	}
}

// randTime returns a random time, mostly within a century of years 0 and
// 9999 and of today, in a random zone, with nanoseconds of random
// precision.
func randTime(r *rand.Rand, zones []*time.Location) time.Time {
	var sec int64
	switch r.IntN(4) {
	case 0:
		sec = year0Unix + r.Int64N(200*366*86400) - 100*366*86400
	case 1:
		sec = year10000Unix + r.Int64N(200*366*86400) - 100*366*86400
	case 2:
		sec = r.Int64N(year10000Unix-year0Unix) + year0Unix
	default:
		sec = 1700000000 + r.Int64N(100*366*86400) - 50*366*86400
	}
	nsec := r.Int64N(1e9)
	switch r.IntN(4) {
	case 0:
		nsec = 0
	case 1:
		nsec -= nsec % 1e6
	case 2:
		nsec -= nsec % 1e3
	}
	loc := zones[r.IntN(len(zones))]
	if r.IntN(3) == 0 {
		loc = time.FixedZone("", r.IntN(2*30*3600)-30*3600)
	}
	return time.Unix(sec, nsec).In(loc)
}

func TestAppendTimeRandom(t *testing.T) {
	zones := timeZones(t)
	r := rand.New(rand.NewPCG(5, 6))
	for range 50000 {
		checkTime(t, "random", randTime(r, zones))
	}
}

func TestAppendTimeAllocs(t *testing.T) {
	buf := make([]byte, 0, 64)
	for _, tt := range timeTests {
		for _, loc := range timeZones(t) {
			tm := tt.in.In(loc)
			if _, err := tm.MarshalJSON(); err != nil {
				continue // the error paths may allocate
			}
			if n := testing.AllocsPerRun(20, func() { buf, _ = AppendTime(buf[:0], tm) }); n != 0 {
				t.Errorf("%s: AppendTime(%v) allocates %v times, want 0", tt.name, tm, n)
			}
		}
	}
}

func BenchmarkAppendTime(b *testing.B) {
	zones := map[string]*time.Location{"UTC": time.UTC, "Fixed": time.FixedZone("", 2*3600), "Local": time.Local}
	if loc, err := time.LoadLocation("America/New_York"); err == nil {
		zones["NewYork"] = loc
	}
	base := time.Date(2024, 7, 14, 12, 34, 56, 789000000, time.UTC)
	for _, zone := range []string{"UTC", "Fixed", "Local", "NewYork"} {
		loc, ok := zones[zone]
		if !ok {
			continue
		}
		tm := base.In(loc)
		b.Run(zone+"/zerojson", func(b *testing.B) {
			buf := make([]byte, 0, 64)
			b.ReportAllocs()
			for b.Loop() {
				buf, _ = AppendTime(buf[:0], tm)
			}
		})
		b.Run(zone+"/MarshalJSON", func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				tm.MarshalJSON()
			}
		})
		b.Run(zone+"/AppendFormat", func(b *testing.B) {
			buf := make([]byte, 0, 64)
			b.ReportAllocs()
			for b.Loop() {
				buf = append(buf[:0], '"')
				buf = tm.AppendFormat(buf, time.RFC3339Nano)
				buf = append(buf, '"')
			}
		})
	}
}

// TestAppendTimeErrors pins the two messages, so that a change in package
// time shows up here as well as in the comparisons.
func TestAppendTimeErrors(t *testing.T) {
	for _, tt := range []struct {
		in   time.Time
		want string
	}{
		{time.Date(10000, 1, 1, 0, 0, 0, 0, time.UTC), "Time.MarshalJSON: year outside of range [0,9999]"},
		{time.Date(-1, 1, 1, 0, 0, 0, 0, time.UTC), "Time.MarshalJSON: year outside of range [0,9999]"},
		{time.Date(2000, 1, 1, 0, 0, 0, 0, time.FixedZone("", 24*3600)), "Time.MarshalJSON: timezone hour outside of range [0,23]"},
		{time.Date(2000, 1, 1, 0, 0, 0, 0, time.FixedZone("", -24*3600)), "Time.MarshalJSON: timezone hour outside of range [0,23]"},
		{time.Date(10000, 1, 1, 0, 0, 0, 0, time.FixedZone("", 24*3600)), "Time.MarshalJSON: year outside of range [0,9999]"},
	} {
		if _, err := AppendTime(nil, tt.in); err == nil || err.Error() != tt.want {
			t.Errorf("AppendTime(%v) error = %v, want %s", tt.in, err, tt.want)
		}
	}
}

// parseTime is ParseTimeString for the whole text s of a string, quotes
// removed: what the tests hold to UnmarshalJSON.
func parseTime(s []byte) (time.Time, bool) {
	t, n, ok := parseTimePrefix(s)
	return t, ok && n == len(s)
}

// checkParseTime holds parseTime(s) to time.Time.UnmarshalJSON on the
// JSON string of s: where ParseTime accepts s, UnmarshalJSON must give the
// same time, zone included. It reports whether ParseTime accepted s.
func checkParseTime(t testing.TB, s string) bool {
	t.Helper()
	got, ok := parseTime([]byte(s))
	// ParseTimeString reads the same from a string in the input, where s
	// is the whole text of one (a quote in s would end it).
	quoted := []byte(`"` + s + `",`)
	if gotS, n, okS := ParseTimeString(quoted); !strings.Contains(s, `"`) &&
		(okS != ok || ok && (n != len(quoted)-1 || !reflect.DeepEqual(gotS, got))) {
		t.Errorf("ParseTimeString(%q) = %v, %d, %v; parseTime gives %v, %v", quoted, gotS, n, okS, got, ok)
	}
	if !ok {
		return false
	}
	var want time.Time
	if err := want.UnmarshalJSON([]byte(`"` + s + `"`)); err != nil {
		t.Errorf("parseTime(%q) = %v, but UnmarshalJSON fails: %v", s, got, err)
	} else if !reflect.DeepEqual(got, want) {
		t.Errorf("parseTime(%q) = %#v (%v), UnmarshalJSON gives %#v (%v)", s, got, got, want, want)
	} else if _, off := want.Zone(); off%3600 == 0 && -12 <= off/3600 && off/3600 <= 14 && got.Location() != want.Location() {
		// Package time shares the zones of these offsets: the same one.
		t.Errorf("parseTime(%q) has zone %p, UnmarshalJSON %p", s, got.Location(), want.Location())
	}
	return true
}

func TestParseTime(t *testing.T) {
	accepted := []string{
		"2006-01-02T15:04:05Z", "0000-01-01T00:00:00Z", "9999-12-31T23:59:59.999999999Z",
		"2024-02-29T12:00:00.5+01:00", "2025-03-14T10:26:53+01:00", "2025-03-14T09:26:53.589793238Z",
		"1970-01-01T00:00:00-00:00", "1970-01-01T00:00:00+00:00", "2000-02-29T23:59:59.1-23:59",
		"0000-01-01T00:00:00+23:59", "9999-12-31T23:59:59-23:59", "2021-06-30T05:30:00+05:30",
		"1900-03-01T00:00:00.000000001+14:00", "2026-11-26T10:32:14.120-12:00",
		"2026-11-26T10:32:14.12345678+15:00", "2026-11-26T10:32:14.1234567-13:00", "2026-11-26T10:32:14.00000000Z",
	}
	for _, s := range accepted {
		if !checkParseTime(t, s) {
			t.Errorf("parseTime(%q) declined a timestamp of its layout", s)
		}
	}
	declined := []string{
		"", "2006-01-02T15:04:05", "2006-01-02 15:04:05Z", "2006-01-02T15:04:05.Z",
		"2006-01-02T15:04:05.1234567890Z", "2006-01-02T15:04:05,5Z", "2023-02-29T00:00:00Z",
		"1900-02-29T00:00:00Z", "2006-13-02T15:04:05Z", "2006-00-02T15:04:05Z", "2006-04-31T15:04:05Z",
		"2006-01-00T15:04:05Z", "2006-01-02T24:00:00Z", "2006-01-02T15:60:05Z", "2006-01-02T15:04:60Z",
		"2006-01-02T15:04:05+24:00", "2006-01-02T15:04:05+01:60", "2006-01-02T15:04:05+0100",
		"2006-01-02T15:04:05z", "2006-01-02t15:04:05Z", "2006-01-02T15:04:05ZZ", "2006-01-02T15:04:05+01:00Z",
		"2006-01-02T15:04:05 +01:00", "20060-1-02T15:04:05Z", "2006-01-02T1:04:05Z", "-006-01-02T15:04:05Z",
		`2006-01-02T15:04:05\u005a`, "２006-01-02T15:04:05Z", "2006-01-02T15:04:05*01:00",
	}
	for _, s := range declined {
		if checkParseTime(t, s) {
			t.Errorf("parseTime(%q) accepted what it should leave to UnmarshalJSON", s)
		}
	}
}

// TestParseTimeRandom parses what MarshalJSON writes for random times in
// several zones, the local one among them: ParseTime must accept all of it
// and agree with UnmarshalJSON.
func TestParseTimeRandom(t *testing.T) {
	zones := timeZones(t)
	r := rand.New(rand.NewPCG(7, 8))
	for i := range 50000 {
		tm := randTime(r, zones)
		b, err := tm.MarshalJSON()
		if err != nil {
			continue
		}
		if s := string(b[1 : len(b)-1]); !checkParseTime(t, s) {
			t.Errorf("parseTime(%q) declined what MarshalJSON wrote", s)
		}
		if i%100 == 0 {
			// The fields edited one at a time, mostly to invalid ones.
			e := bytes.Clone(b[1 : len(b)-1])
			e[r.IntN(len(e))] = "0123456789+-:.TZ"[r.IntN(16)]
			checkParseTime(t, string(e))
		}
	}
}

func TestParseTimeLocal(t *testing.T) {
	// ParseTime's choice of the local zone, with a local zone that has
	// offsets other than zero.
	loc, err := time.LoadLocation("Europe/Dublin")
	if err != nil {
		t.Skipf("no zone Europe/Dublin: %v", err)
	}
	saved := time.Local
	time.Local = loc
	defer func() { time.Local = saved }()
	for _, s := range []string{
		"2025-07-01T12:00:00+01:00", "2025-01-01T12:00:00+01:00", "2025-01-01T12:00:00+00:00",
		"2025-07-01T12:00:00+00:00", "2025-07-01T12:00:00Z", "1916-05-21T02:00:00+00:25",
	} {
		if !checkParseTime(t, s) {
			t.Errorf("parseTime(%q) declined a timestamp of its layout", s)
		}
	}
}

func FuzzParseTime(f *testing.F) {
	for _, s := range []string{
		"2006-01-02T15:04:05Z", "2025-03-14T10:26:53+01:00", "2025-03-14T09:26:53.589793238Z",
		"2024-02-29T12:00:00.5-05:30", "2023-02-29T00:00:00Z", "2006-01-02T15:04:05.1234567890Z",
		"2006-01-02T15:04:05+24:00", "2006-01-02T15:04:05,5Z",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) { checkParseTime(t, s) })
}

func BenchmarkParseTime(b *testing.B) {
	q := []byte(`"2025-03-14T10:26:53.589793238+01:00"`)
	b.Run("ParseTimeString", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			if _, _, ok := ParseTimeString(q); !ok {
				b.Fatal("declined")
			}
		}
	})
	b.Run("UnmarshalJSON", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			var t time.Time
			if err := t.UnmarshalJSON(q); err != nil {
				b.Fatal(err)
			}
		}
	})
}
