package wiretypes_test

import (
	"bytes"
	stdjson "encoding/json"
	"strconv"
	"testing"

	"github.com/zerojson/json"
	"github.com/zerojson/json/bench/wiretypes"
)

// The floor of encoding an AccessLog through Marshal. appendAccessLog is
// the least code that writes it: its member names, commas and braces as
// constant text, its integers with strconv, its strings with AppendString
// (zerojson's quoting, eight bytes at a time), nothing checked, no options,
// no Writer. BenchmarkGoserFloor times it appending to a reused buffer
// and, as Marshal must, copying the result into a new slice, next to
// encoding/json's Marshal: no encoder of an AccessLog through Marshal,
// generated or hand-written, in pure Go, can be much faster than the
// second, which is the measure of what the Writer costs.
//
//	go test -run '^$' -bench GoserFloor -benchmem -count 8 . > floor.txt
//	benchstat -col /lib floor.txt

// appendAccessLog appends x as Marshal writes it, with HTML escaping.
func appendAccessLog(b []byte, x *wiretypes.AccessLog) []byte {
	b = strconv.AppendInt(append(b, `{"timestamp":`...), x.Timestamp, 10)
	b = strconv.AppendUint(append(b, `,"zoneId":`...), uint64(x.ZoneID), 10)
	b = strconv.AppendInt(append(b, `,"zonePlan":`...), int64(x.ZonePlan), 10)
	h := &x.HTTP
	b = strconv.AppendInt(append(b, `,"http":{"protocol":`...), int64(h.Protocol), 10)
	b = strconv.AppendUint(append(b, `,"status":`...), uint64(h.Status), 10)
	b = strconv.AppendUint(append(b, `,"hostStatus":`...), uint64(h.HostStatus), 10)
	b = strconv.AppendUint(append(b, `,"upStatus":`...), uint64(h.UpStatus), 10)
	b = json.AppendString(append(b, `,"method":`...), h.Method)
	b = json.AppendString(append(b, `,"contentType":`...), h.ContentType)
	b = json.AppendString(append(b, `,"userAgent":`...), h.UserAgent)
	b = json.AppendString(append(b, `,"referer":`...), h.Referer)
	b = json.AppendString(append(b, `,"requestUri":`...), h.RequestURI)
	o := &x.Origin
	b = json.AppendString(append(b, `},"origin":{"ip":`...), o.IP)
	b = strconv.AppendUint(append(b, `,"port":`...), uint64(o.Port), 10)
	b = json.AppendString(append(b, `,"hostname":`...), o.Hostname)
	b = strconv.AppendInt(append(b, `,"protocol":`...), int64(o.Protocol), 10)
	b = json.AppendString(append(b, `},"country":`...), x.Country)
	b = strconv.AppendInt(append(b, `,"cacheStatus":`...), int64(x.CacheStatus), 10)
	b = json.AppendString(append(b, `,"serverIp":`...), x.ServerIP)
	b = json.AppendString(append(b, `,"serverName":`...), x.ServerName)
	b = json.AppendString(append(b, `,"remoteIp":`...), x.RemoteIP)
	b = strconv.AppendUint(append(b, `,"bytesDlv":`...), x.BytesDlv, 10)
	b = json.AppendString(append(b, `,"rayId":`...), x.RayID)
	return append(b, '}')
}

// TestGoserFloor: the floor writes what encoding/json writes.
func TestGoserFloor(t *testing.T) {
	x := wiretypes.NewAccessLog()
	want, err := stdjson.Marshal(&x)
	if err != nil {
		t.Fatal(err)
	}
	if got := appendAccessLog(nil, &x); !bytes.Equal(got, want) {
		t.Errorf("got  %s\nwant %s", got, want)
	}
}

func BenchmarkGoserFloor(b *testing.B) {
	x := wiretypes.NewAccessLog()
	doc, err := stdjson.Marshal(&x)
	if err != nil {
		b.Fatal(err)
	}
	buf := make([]byte, 0, 2*len(doc))
	for _, r := range []struct {
		lib string
		run func()
	}{
		{"std", func() { stdjson.Marshal(&x) }},
		{"zerojson-wire", func() { json.Marshal(&x) }},
		{"floor-reused", func() { buf = appendAccessLog(buf[:0], &x) }},
		{"floor-copied", func() {
			buf = appendAccessLog(buf[:0], &x)
			_ = bytes.Clone(buf)
		}},
	} {
		b.Run("encode/lib="+r.lib, func(b *testing.B) {
			b.ReportAllocs()
			b.SetBytes(int64(len(doc)))
			for b.Loop() {
				r.run()
			}
		})
	}
}
