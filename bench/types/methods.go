package types

import (
	"encoding/json"
	"errors"
	"fmt"
	"net/netip"
	"strconv"
	"time"
)

// The records of this file have fields whose types marshal themselves
// with methods written as an application would write them, so that what
// a library costs around a method call shows: calling it, checking and
// copying what MarshalJSON returns, validating the input before
// UnmarshalJSON sees its part of it, a RawMessage, time.Time, and the
// text methods.

// IPLog is the [AccessLog] record with its IP addresses and its ray ID as
// types of their own, as a program that parses them on the way in keeps
// them: an [IP] marshals itself through a value receiver, a [RayID]
// through a pointer receiver.
type IPLog struct {
	Timestamp   int64      `json:"timestamp"`
	ZoneID      uint32     `json:"zoneId"`
	ZonePlan    int        `json:"zonePlan"`
	HTTP        HTTPRecord `json:"http"`
	Origin      IPOrigin   `json:"origin"`
	Country     string     `json:"country"`
	CacheStatus int        `json:"cacheStatus"`
	ServerIP    IP         `json:"serverIp"`
	ServerName  string     `json:"serverName"`
	RemoteIP    IP         `json:"remoteIp"`
	BytesDlv    uint64     `json:"bytesDlv"`
	RayID       RayID      `json:"rayId"`
}

// IPOrigin is the upstream server an [IPLog] request went to.
type IPOrigin struct {
	IP       IP     `json:"ip"`
	Port     uint32 `json:"port"`
	Hostname string `json:"hostname"`
	Protocol int    `json:"protocol"`
}

// IP is an IPv4 or IPv6 address in its 16-byte form (IPv4 mapped),
// written in JSON as a string in the usual notation.
type IP [16]byte

// MarshalJSON writes the address as a JSON string.
func (ip IP) MarshalJSON() ([]byte, error) {
	b := make([]byte, 0, len(`""`)+len("ffff:ffff:ffff:ffff:ffff:ffff:ffff:ffff"))
	b = append(b, '"')
	b = netip.AddrFrom16(ip).Unmap().AppendTo(b)
	return append(b, '"'), nil
}

// UnmarshalJSON reads an address from a JSON string; null leaves ip as it
// is.
func (ip *IP) UnmarshalJSON(data []byte) error {
	if string(data) == "null" {
		return nil
	}
	if len(data) < 2 || data[0] != '"' || data[len(data)-1] != '"' {
		return fmt.Errorf("types: IP address %s is not a JSON string", data)
	}
	a, err := netip.ParseAddr(string(data[1 : len(data)-1]))
	if err != nil {
		return err
	}
	*ip = a.As16()
	return nil
}

// RayID is the 64-bit identifier of a request, written in JSON as a string
// of 16 hexadecimal digits.
type RayID uint64

// MarshalJSON writes the ID as a string of 16 hexadecimal digits.
func (id *RayID) MarshalJSON() ([]byte, error) {
	const digits = "0123456789abcdef"
	b := make([]byte, 18)
	b[0], b[17] = '"', '"'
	for i, n := 16, uint64(*id); i > 0; i, n = i-1, n>>4 {
		b[i] = digits[n&15]
	}
	return b, nil
}

// UnmarshalJSON reads an ID from a string of hexadecimal digits; null
// leaves id as it is.
func (id *RayID) UnmarshalJSON(data []byte) error {
	if string(data) == "null" {
		return nil
	}
	if len(data) < 2 || data[0] != '"' || data[len(data)-1] != '"' {
		return fmt.Errorf("types: ray ID %s is not a JSON string", data)
	}
	n, err := strconv.ParseUint(string(data[1:len(data)-1]), 16, 64)
	if err != nil {
		return fmt.Errorf("types: ray ID: %w", err)
	}
	*id = RayID(n)
	return nil
}

// NewIPLog returns [NewAccessLog]'s record with its addresses and ray ID
// parsed.
func NewIPLog() IPLog {
	l := NewAccessLog()
	ip := func(s string) IP { return netip.MustParseAddr(s).As16() }
	return IPLog{
		Timestamp: l.Timestamp, ZoneID: l.ZoneID, ZonePlan: l.ZonePlan, HTTP: l.HTTP,
		Origin: IPOrigin{
			IP: ip(l.Origin.IP), Port: l.Origin.Port, Hostname: l.Origin.Hostname, Protocol: l.Origin.Protocol,
		},
		Country: l.Country, CacheStatus: l.CacheStatus,
		ServerIP: ip(l.ServerIP), ServerName: l.ServerName, RemoteIP: ip(l.RemoteIP),
		BytesDlv: l.BytesDlv, RayID: 0x8a1f3c2b9d4e7051,
	}
}

// RawRecord is the shape of encoding/json's own benchmark of a
// RawMessage: a number and a member kept as raw JSON, here an event
// envelope whose payload is decoded later, by whoever knows its type.
type RawRecord struct {
	A int
	B json.RawMessage
}

// NewRawRecord returns a [RawRecord] with a small object as its payload.
func NewRawRecord() RawRecord {
	return RawRecord{
		A: 1714655261,
		B: json.RawMessage(`{"event":"checkout","cart":"c_7Hq2","items":3,"total":129.95,"currency":"EUR"}`),
	}
}

// LogEvent is one line of a structured application log: a time, and a
// level and a duration that marshal themselves as text.
type LogEvent struct {
	Time    time.Time `json:"time"`
	Level   Level     `json:"level"`
	Message string    `json:"msg"`
	Service string    `json:"service"`
	Status  int       `json:"status"`
	Elapsed Duration  `json:"elapsed"`
}

// Level is the severity of a [LogEvent], written in JSON as its name.
type Level int8

// The levels of a [LogEvent].
const (
	LevelDebug Level = iota
	LevelInfo
	LevelWarn
	LevelError
)

var levelNames = [...]string{"debug", "info", "warn", "error"}

// MarshalText returns the level's name.
func (l Level) MarshalText() ([]byte, error) {
	if l < 0 || int(l) >= len(levelNames) {
		return nil, fmt.Errorf("types: unknown level %d", l)
	}
	return []byte(levelNames[l]), nil
}

// UnmarshalText reads a level's name.
func (l *Level) UnmarshalText(text []byte) error {
	for i, name := range levelNames {
		if string(text) == name {
			*l = Level(i)
			return nil
		}
	}
	return fmt.Errorf("types: unknown level %q", text)
}

// Duration is a time.Duration written in JSON as its text ("183.2ms").
type Duration time.Duration

// MarshalText returns the duration as time.Duration's String writes it.
func (d Duration) MarshalText() ([]byte, error) {
	return []byte(time.Duration(d).String()), nil
}

// UnmarshalText reads a duration as time.ParseDuration does.
func (d *Duration) UnmarshalText(text []byte) error {
	if len(text) == 0 {
		return errors.New("types: empty duration")
	}
	v, err := time.ParseDuration(string(text))
	if err != nil {
		return err
	}
	*d = Duration(v)
	return nil
}

// NewLogEvent returns a fixed, realistic [LogEvent].
func NewLogEvent() LogEvent {
	return LogEvent{
		Time:    time.Date(2025, time.March, 14, 9, 26, 53, 589793238, time.UTC),
		Level:   LevelWarn,
		Message: "slow response from inventory service",
		Service: "checkout",
		Status:  200,
		Elapsed: Duration(1843 * time.Millisecond / 10),
	}
}
