package wiretypes

import (
	"reflect"
	"slices"
	"strconv"

	"github.com/zerojson/json"
	"github.com/zerojson/json/jsonimpl"
	"github.com/zerojson/json/wire"
)

// The methods below are written by hand in the shape cmd/jsongen is to
// generate. Per type: MarshalJSONWire, which hands appendWire to
// Writer.AppendCompact; appendWire, which appends the fields in
// declaration order as compact JSON, the member names with their commas,
// colons and braces as constant text, and a nested struct by calling its
// own appendWire (faster than the Writer's token methods, which cost a
// call and a separator check per token, and than the reflective encoder:
// see Writer.AppendCompact); UnmarshalJSONWire, which is readWire at the
// top of the error path; and readWire, which reads the members, matched
// by Reader.FirstMember and NextMemberIn with the type's wire.Names, each
// by the field reader of its kind (fields.go) or, for a struct, by that
// struct's readWire called directly with the position the errors name
// (see wirePath). Nothing is looked up by reflection unless a value does
// not fit its field, which json.UnmarshalWire then decodes as
// encoding/json does, errors included.
// Each type's reflect.Type is kept for the type errors, which name it.

// The conversions fail to compile when a type of records.go gains, loses,
// renames or retypes a field: the methods must then be written again.
func _() {
	_ = AccessLog(struct {
		Timestamp   int64
		ZoneID      uint32
		ZonePlan    int
		HTTP        HTTPRecord
		Origin      Origin
		Country     string
		CacheStatus int
		ServerIP    string
		ServerName  string
		RemoteIP    string
		BytesDlv    uint64
		RayID       string
	}{})
	_ = HTTPRecord(struct {
		Protocol                     int
		Status, HostStatus, UpStatus uint32
		Method, ContentType          string
		UserAgent, Referer           string
		RequestURI                   string
	}{})
	_ = Origin(struct {
		IP       string
		Port     uint32
		Hostname string
		Protocol int
	}{})
	_ = Customer(struct {
		ID, Object            string
		Created               int64
		Livemode              bool
		Description, Email    string
		Delinquent            bool
		AccountBalance        int64
		Currency, DefaultCard string
		Metadata              map[string]string
		Discount              *Discount
		Cards                 CardList
		Subscriptions         SubscriptionList
	}{})
	_ = CardList(struct {
		Object     string
		TotalCount int
		HasMore    bool
		URL        string
		Data       []Card
	}{})
	_ = Card(struct {
		ID, Object, Last4, Brand, Funding             string
		ExpMonth, ExpYear                             int
		Fingerprint, Country                          string
		Name, AddressLine1, AddressLine2, AddressCity *string
		AddressState, AddressZip, AddressCountry      *string
		CVCCheck                                      string
		AddressLine1Check, AddressZipCheck            *string
		Customer                                      string
	}{})
	_ = SubscriptionList(struct {
		Object     string
		TotalCount int
		HasMore    bool
		URL        string
		Data       []Subscription
	}{})
	_ = Subscription(struct {
		ID, Object                                string
		Plan                                      Plan
		Start                                     int64
		Status, Customer                          string
		CancelAtPeriodEnd                         bool
		CurrentPeriodStart, CurrentPeriodEnd      int64
		EndedAt, TrialStart, TrialEnd, CanceledAt *int64
		Quantity                                  int
		ApplicationFeePercent                     *float64
	}{})
	_ = Plan(struct {
		ID, Object         string
		Amount             int64
		Currency, Interval string
		IntervalCount      int
		Name               string
		Livemode           bool
		TrialPeriodDays    *int
		Metadata           map[string]string
	}{})
	_ = Discount(struct {
		Object   string
		Coupon   Coupon
		Customer string
		Start    int64
		End      *int64
	}{})
	_ = Coupon(struct {
		ID, Object       string
		PercentOff       int
		Duration         string
		DurationInMonths *int
		Livemode, Valid  bool
	}{})
}

// A structID numbers the struct types that hold other structs, for
// wirePath.
type structID uint8

const (
	accessLogID structID = iota
	customerID
	cardListID
	subscriptionListID
	subscriptionID
	discountID
)

// structs holds the type and member names of each structID.
var structs = [...]struct {
	typ   reflect.Type
	names *wire.Names
}{
	accessLogID:        {accessLogType, accessLogNames},
	customerID:         {customerType, customerNames},
	cardListID:         {cardListType, cardListNames},
	subscriptionListID: {subscriptionListType, subscriptionListNames},
	subscriptionID:     {subscriptionType, subscriptionNames},
	discountID:         {discountType, discountNames},
}

var (
	accessLogType  = reflect.TypeFor[AccessLog]()
	accessLogNames = wire.NewNames("timestamp", "zoneId", "zonePlan", "http", "origin", "country",
		"cacheStatus", "serverIp", "serverName", "remoteIp", "bytesDlv", "rayId")
)

// MarshalJSONWire writes x as Marshal writes an AccessLog (see
// [json.WireMarshaler]).
func (x *AccessLog) MarshalJSONWire(w *wire.Writer) error {
	if x == nil {
		w.Null()
		return nil
	}
	return w.AppendCompact(x.appendWire)
}

// appendWire appends x to b as Marshal writes an AccessLog, its strings
// escaped for HTML if html is set: the member names, commas and braces as
// constant text, and its HTTPRecord and Origin by their own appendWire.
func (x *AccessLog) appendWire(b []byte, html bool) ([]byte, error) {
	var err error
	b = strconv.AppendInt(append(b, `{"timestamp":`...), x.Timestamp, 10)
	b = strconv.AppendUint(append(b, `,"zoneId":`...), uint64(x.ZoneID), 10)
	b = strconv.AppendInt(append(b, `,"zonePlan":`...), int64(x.ZonePlan), 10)
	if b, err = x.HTTP.appendWire(append(b, `,"http":`...), html); err != nil {
		return b, err
	}
	if b, err = x.Origin.appendWire(append(b, `,"origin":`...), html); err != nil {
		return b, err
	}
	b = wire.AppendString(append(b, `,"country":`...), x.Country, html)
	b = strconv.AppendInt(append(b, `,"cacheStatus":`...), int64(x.CacheStatus), 10)
	b = wire.AppendString(append(b, `,"serverIp":`...), x.ServerIP, html)
	b = wire.AppendString(append(b, `,"serverName":`...), x.ServerName, html)
	b = wire.AppendString(append(b, `,"remoteIp":`...), x.RemoteIP, html)
	b = strconv.AppendUint(append(b, `,"bytesDlv":`...), x.BytesDlv, 10)
	b = wire.AppendString(append(b, `,"rayId":`...), x.RayID, html)
	return append(b, '}'), nil
}

// UnmarshalJSONWire reads x as Unmarshal reads an AccessLog (see
// [json.WireUnmarshaler]).
func (x *AccessLog) UnmarshalJSONWire(r *wire.Reader) error { return x.readWire(r, nil) }

// readWire is UnmarshalJSONWire for an AccessLog at position p.
func (x *AccessLog) readWire(r *wire.Reader, p *wirePath) error {
	if ok, err := readObjectStart(r, p, accessLogType); !ok {
		return err
	}
	for i, name, ok := r.FirstMember(accessLogNames); ok; i, name, ok = r.NextMemberIn(accessLogNames, i+1) {
		var err error
		switch i {
		case 0:
			err = readInt(r, &x.Timestamp, p, accessLogType, "timestamp")
		case 1:
			err = readUint(r, &x.ZoneID, p, accessLogType, "zoneId")
		case 2:
			err = readInt(r, &x.ZonePlan, p, accessLogType, "zonePlan")
		case 3:
			err = x.HTTP.readWire(r, &wirePath{p, accessLogID, 3}) // "http"
		case 4:
			err = x.Origin.readWire(r, &wirePath{p, accessLogID, 4}) // "origin"
		case 5:
			err = readString(r, &x.Country, p, accessLogType, "country")
		case 6:
			err = readInt(r, &x.CacheStatus, p, accessLogType, "cacheStatus")
		case 7:
			err = readString(r, &x.ServerIP, p, accessLogType, "serverIp")
		case 8:
			err = readString(r, &x.ServerName, p, accessLogType, "serverName")
		case 9:
			err = readString(r, &x.RemoteIP, p, accessLogType, "remoteIp")
		case 10:
			err = readUint(r, &x.BytesDlv, p, accessLogType, "bytesDlv")
		case 11:
			err = readString(r, &x.RayID, p, accessLogType, "rayId")
		default:
			err = jsonimpl.ReadUnknown(r, name)
		}
		if err != nil {
			return err
		}
	}
	return nil
}

var (
	httpRecordType  = reflect.TypeFor[HTTPRecord]()
	httpRecordNames = wire.NewNames("protocol", "status", "hostStatus", "upStatus", "method", "contentType",
		"userAgent", "referer", "requestUri")
)

// MarshalJSONWire writes x as Marshal writes an HTTPRecord (see
// [json.WireMarshaler]).
func (x *HTTPRecord) MarshalJSONWire(w *wire.Writer) error {
	if x == nil {
		w.Null()
		return nil
	}
	return w.AppendCompact(x.appendWire)
}

// appendWire appends x to b as Marshal writes an HTTPRecord (see
// AccessLog's).
func (x *HTTPRecord) appendWire(b []byte, html bool) ([]byte, error) {
	b = strconv.AppendInt(append(b, `{"protocol":`...), int64(x.Protocol), 10)
	b = strconv.AppendUint(append(b, `,"status":`...), uint64(x.Status), 10)
	b = strconv.AppendUint(append(b, `,"hostStatus":`...), uint64(x.HostStatus), 10)
	b = strconv.AppendUint(append(b, `,"upStatus":`...), uint64(x.UpStatus), 10)
	b = wire.AppendString(append(b, `,"method":`...), x.Method, html)
	b = wire.AppendString(append(b, `,"contentType":`...), x.ContentType, html)
	b = wire.AppendString(append(b, `,"userAgent":`...), x.UserAgent, html)
	b = wire.AppendString(append(b, `,"referer":`...), x.Referer, html)
	b = wire.AppendString(append(b, `,"requestUri":`...), x.RequestURI, html)
	return append(b, '}'), nil
}

// UnmarshalJSONWire reads x as Unmarshal reads an HTTPRecord (see
// [json.WireUnmarshaler]).
func (x *HTTPRecord) UnmarshalJSONWire(r *wire.Reader) error { return x.readWire(r, nil) }

// readWire is UnmarshalJSONWire for an HTTPRecord at position p.
func (x *HTTPRecord) readWire(r *wire.Reader, p *wirePath) error {
	if ok, err := readObjectStart(r, p, httpRecordType); !ok {
		return err
	}
	for i, name, ok := r.FirstMember(httpRecordNames); ok; i, name, ok = r.NextMemberIn(httpRecordNames, i+1) {
		var err error
		switch i {
		case 0:
			err = readInt(r, &x.Protocol, p, httpRecordType, "protocol")
		case 1:
			err = readUint(r, &x.Status, p, httpRecordType, "status")
		case 2:
			err = readUint(r, &x.HostStatus, p, httpRecordType, "hostStatus")
		case 3:
			err = readUint(r, &x.UpStatus, p, httpRecordType, "upStatus")
		case 4:
			err = readString(r, &x.Method, p, httpRecordType, "method")
		case 5:
			err = readString(r, &x.ContentType, p, httpRecordType, "contentType")
		case 6:
			err = readString(r, &x.UserAgent, p, httpRecordType, "userAgent")
		case 7:
			err = readString(r, &x.Referer, p, httpRecordType, "referer")
		case 8:
			err = readString(r, &x.RequestURI, p, httpRecordType, "requestUri")
		default:
			err = jsonimpl.ReadUnknown(r, name)
		}
		if err != nil {
			return err
		}
	}
	return nil
}

var (
	originType  = reflect.TypeFor[Origin]()
	originNames = wire.NewNames("ip", "port", "hostname", "protocol")
)

// MarshalJSONWire writes x as Marshal writes an Origin (see
// [json.WireMarshaler]).
func (x *Origin) MarshalJSONWire(w *wire.Writer) error {
	if x == nil {
		w.Null()
		return nil
	}
	return w.AppendCompact(x.appendWire)
}

// appendWire appends x to b as Marshal writes an Origin (see AccessLog's).
func (x *Origin) appendWire(b []byte, html bool) ([]byte, error) {
	b = wire.AppendString(append(b, `{"ip":`...), x.IP, html)
	b = strconv.AppendUint(append(b, `,"port":`...), uint64(x.Port), 10)
	b = wire.AppendString(append(b, `,"hostname":`...), x.Hostname, html)
	b = strconv.AppendInt(append(b, `,"protocol":`...), int64(x.Protocol), 10)
	return append(b, '}'), nil
}

// UnmarshalJSONWire reads x as Unmarshal reads an Origin (see
// [json.WireUnmarshaler]).
func (x *Origin) UnmarshalJSONWire(r *wire.Reader) error { return x.readWire(r, nil) }

// readWire is UnmarshalJSONWire for an Origin at position p.
func (x *Origin) readWire(r *wire.Reader, p *wirePath) error {
	if ok, err := readObjectStart(r, p, originType); !ok {
		return err
	}
	for i, name, ok := r.FirstMember(originNames); ok; i, name, ok = r.NextMemberIn(originNames, i+1) {
		var err error
		switch i {
		case 0:
			err = readString(r, &x.IP, p, originType, "ip")
		case 1:
			err = readUint(r, &x.Port, p, originType, "port")
		case 2:
			err = readString(r, &x.Hostname, p, originType, "hostname")
		case 3:
			err = readInt(r, &x.Protocol, p, originType, "protocol")
		default:
			err = jsonimpl.ReadUnknown(r, name)
		}
		if err != nil {
			return err
		}
	}
	return nil
}

var (
	customerType  = reflect.TypeFor[Customer]()
	customerNames = wire.NewNames("id", "object", "created", "livemode", "description", "email", "delinquent",
		"account_balance", "currency", "default_card", "metadata", "discount", "cards", "subscriptions")
)

// MarshalJSONWire writes x as Marshal writes a Customer (see
// [json.WireMarshaler]).
func (x *Customer) MarshalJSONWire(w *wire.Writer) error {
	if x == nil {
		w.Null()
		return nil
	}
	return w.AppendCompact(x.appendWire)
}

// appendWire appends x to b as Marshal writes a Customer (see AccessLog's).
func (x *Customer) appendWire(b []byte, html bool) ([]byte, error) {
	var err error
	b = wire.AppendString(append(b, `{"id":`...), x.ID, html)
	b = wire.AppendString(append(b, `,"object":`...), x.Object, html)
	b = strconv.AppendInt(append(b, `,"created":`...), x.Created, 10)
	b = strconv.AppendBool(append(b, `,"livemode":`...), x.Livemode)
	b = wire.AppendString(append(b, `,"description":`...), x.Description, html)
	b = wire.AppendString(append(b, `,"email":`...), x.Email, html)
	b = strconv.AppendBool(append(b, `,"delinquent":`...), x.Delinquent)
	b = strconv.AppendInt(append(b, `,"account_balance":`...), x.AccountBalance, 10)
	b = wire.AppendString(append(b, `,"currency":`...), x.Currency, html)
	b = wire.AppendString(append(b, `,"default_card":`...), x.DefaultCard, html)
	b = appendStringMap(append(b, `,"metadata":`...), x.Metadata, html)
	b = append(b, `,"discount":`...)
	if x.Discount == nil {
		b = append(b, "null"...)
	} else if b, err = x.Discount.appendWire(b, html); err != nil {
		return b, err
	}
	if b, err = x.Cards.appendWire(append(b, `,"cards":`...), html); err != nil {
		return b, err
	}
	if b, err = x.Subscriptions.appendWire(append(b, `,"subscriptions":`...), html); err != nil {
		return b, err
	}
	return append(b, '}'), nil
}

// UnmarshalJSONWire reads x as Unmarshal reads a Customer (see
// [json.WireUnmarshaler]).
func (x *Customer) UnmarshalJSONWire(r *wire.Reader) error { return x.readWire(r, nil) }

// readWire is UnmarshalJSONWire for a Customer at position p.
func (x *Customer) readWire(r *wire.Reader, p *wirePath) error {
	if ok, err := readObjectStart(r, p, customerType); !ok {
		return err
	}
	for i, name, ok := r.FirstMember(customerNames); ok; i, name, ok = r.NextMemberIn(customerNames, i+1) {
		var err error
		switch i {
		case 0:
			err = readString(r, &x.ID, p, customerType, "id")
		case 1:
			err = readString(r, &x.Object, p, customerType, "object")
		case 2:
			err = readInt(r, &x.Created, p, customerType, "created")
		case 3:
			err = readBool(r, &x.Livemode, p, customerType, "livemode")
		case 4:
			err = readString(r, &x.Description, p, customerType, "description")
		case 5:
			err = readString(r, &x.Email, p, customerType, "email")
		case 6:
			err = readBool(r, &x.Delinquent, p, customerType, "delinquent")
		case 7:
			err = readInt(r, &x.AccountBalance, p, customerType, "account_balance")
		case 8:
			err = readString(r, &x.Currency, p, customerType, "currency")
		case 9:
			err = readString(r, &x.DefaultCard, p, customerType, "default_card")
		case 10:
			err = readStringMap(r, &x.Metadata, p, customerType, "metadata")
		case 11:
			switch r.PeekKind() {
			case wire.Object:
				if x.Discount == nil {
					x.Discount = new(Discount)
				}
				err = x.Discount.readWire(r, &wirePath{p, customerID, 11}) // "discount"
			case wire.Null:
				r.ReadNull()
				x.Discount = nil
			default:
				err = json.UnmarshalWire(r, &x.Discount, customerType, p.field("discount"))
			}
		case 12:
			err = x.Cards.readWire(r, &wirePath{p, customerID, 12}) // "cards"
		case 13:
			err = x.Subscriptions.readWire(r, &wirePath{p, customerID, 13}) // "subscriptions"
		default:
			err = jsonimpl.ReadUnknown(r, name)
		}
		if err != nil {
			return err
		}
	}
	return nil
}

var (
	cardListType  = reflect.TypeFor[CardList]()
	cardListNames = wire.NewNames("object", "total_count", "has_more", "url", "data")
)

// MarshalJSONWire writes x as Marshal writes a CardList (see
// [json.WireMarshaler]).
func (x *CardList) MarshalJSONWire(w *wire.Writer) error {
	if x == nil {
		w.Null()
		return nil
	}
	return w.AppendCompact(x.appendWire)
}

// appendWire appends x to b as Marshal writes a CardList (see AccessLog's).
func (x *CardList) appendWire(b []byte, html bool) ([]byte, error) {
	b = wire.AppendString(append(b, `{"object":`...), x.Object, html)
	b = strconv.AppendInt(append(b, `,"total_count":`...), int64(x.TotalCount), 10)
	b = strconv.AppendBool(append(b, `,"has_more":`...), x.HasMore)
	b = wire.AppendString(append(b, `,"url":`...), x.URL, html)
	b, err := appendStructs(append(b, `,"data":`...), x.Data, html, (*Card).appendWire)
	if err != nil {
		return b, err
	}
	return append(b, '}'), nil
}

// UnmarshalJSONWire reads x as Unmarshal reads a CardList (see
// [json.WireUnmarshaler]).
func (x *CardList) UnmarshalJSONWire(r *wire.Reader) error { return x.readWire(r, nil) }

// readWire is UnmarshalJSONWire for a CardList at position p.
func (x *CardList) readWire(r *wire.Reader, p *wirePath) error {
	if ok, err := readObjectStart(r, p, cardListType); !ok {
		return err
	}
	for i, name, ok := r.FirstMember(cardListNames); ok; i, name, ok = r.NextMemberIn(cardListNames, i+1) {
		var err error
		switch i {
		case 0:
			err = readString(r, &x.Object, p, cardListType, "object")
		case 1:
			err = readInt(r, &x.TotalCount, p, cardListType, "total_count")
		case 2:
			err = readBool(r, &x.HasMore, p, cardListType, "has_more")
		case 3:
			err = readString(r, &x.URL, p, cardListType, "url")
		case 4:
			switch r.PeekKind() {
			case wire.Array:
				// Into the slice there is, as encoding/json decodes an
				// array: the elements up to its length are decoded over,
				// those up to its capacity too (with what they held), and
				// beyond that it grows; it is cut to the elements read,
				// and an empty array makes it empty and not nil.
				n := 0
				at := &wirePath{p, cardListID, 4} // "data"
				for more := r.EnterArray(); more; more = r.NextElement() {
					if n == cap(x.Data) {
						x.Data = slices.Grow(x.Data, 1)
					}
					if n == len(x.Data) {
						x.Data = x.Data[:n+1]
					}
					if err := x.Data[n].readWire(r, at); err != nil {
						return err
					}
					n++
				}
				if n == 0 {
					x.Data = []Card{}
				} else {
					x.Data = x.Data[:n]
				}
			case wire.Null:
				r.ReadNull()
				x.Data = nil
			default:
				err = json.UnmarshalWire(r, &x.Data, cardListType, p.field("data"))
			}
		default:
			err = jsonimpl.ReadUnknown(r, name)
		}
		if err != nil {
			return err
		}
	}
	return nil
}

var (
	cardType  = reflect.TypeFor[Card]()
	cardNames = wire.NewNames("id", "object", "last4", "brand", "funding", "exp_month", "exp_year", "fingerprint",
		"country", "name", "address_line1", "address_line2", "address_city", "address_state", "address_zip",
		"address_country", "cvc_check", "address_line1_check", "address_zip_check", "customer")
)

// MarshalJSONWire writes x as Marshal writes a Card (see
// [json.WireMarshaler]).
func (x *Card) MarshalJSONWire(w *wire.Writer) error {
	if x == nil {
		w.Null()
		return nil
	}
	return w.AppendCompact(x.appendWire)
}

// appendWire appends x to b as Marshal writes a Card (see AccessLog's).
func (x *Card) appendWire(b []byte, html bool) ([]byte, error) {
	b = wire.AppendString(append(b, `{"id":`...), x.ID, html)
	b = wire.AppendString(append(b, `,"object":`...), x.Object, html)
	b = wire.AppendString(append(b, `,"last4":`...), x.Last4, html)
	b = wire.AppendString(append(b, `,"brand":`...), x.Brand, html)
	b = wire.AppendString(append(b, `,"funding":`...), x.Funding, html)
	b = strconv.AppendInt(append(b, `,"exp_month":`...), int64(x.ExpMonth), 10)
	b = strconv.AppendInt(append(b, `,"exp_year":`...), int64(x.ExpYear), 10)
	b = wire.AppendString(append(b, `,"fingerprint":`...), x.Fingerprint, html)
	b = wire.AppendString(append(b, `,"country":`...), x.Country, html)
	b = appendStringPtr(append(b, `,"name":`...), x.Name, html)
	b = appendStringPtr(append(b, `,"address_line1":`...), x.AddressLine1, html)
	b = appendStringPtr(append(b, `,"address_line2":`...), x.AddressLine2, html)
	b = appendStringPtr(append(b, `,"address_city":`...), x.AddressCity, html)
	b = appendStringPtr(append(b, `,"address_state":`...), x.AddressState, html)
	b = appendStringPtr(append(b, `,"address_zip":`...), x.AddressZip, html)
	b = appendStringPtr(append(b, `,"address_country":`...), x.AddressCountry, html)
	b = wire.AppendString(append(b, `,"cvc_check":`...), x.CVCCheck, html)
	b = appendStringPtr(append(b, `,"address_line1_check":`...), x.AddressLine1Check, html)
	b = appendStringPtr(append(b, `,"address_zip_check":`...), x.AddressZipCheck, html)
	b = wire.AppendString(append(b, `,"customer":`...), x.Customer, html)
	return append(b, '}'), nil
}

// UnmarshalJSONWire reads x as Unmarshal reads a Card (see
// [json.WireUnmarshaler]).
func (x *Card) UnmarshalJSONWire(r *wire.Reader) error { return x.readWire(r, nil) }

// readWire is UnmarshalJSONWire for a Card at position p.
func (x *Card) readWire(r *wire.Reader, p *wirePath) error {
	if ok, err := readObjectStart(r, p, cardType); !ok {
		return err
	}
	for i, name, ok := r.FirstMember(cardNames); ok; i, name, ok = r.NextMemberIn(cardNames, i+1) {
		var err error
		switch i {
		case 0:
			err = readString(r, &x.ID, p, cardType, "id")
		case 1:
			err = readString(r, &x.Object, p, cardType, "object")
		case 2:
			err = readString(r, &x.Last4, p, cardType, "last4")
		case 3:
			err = readString(r, &x.Brand, p, cardType, "brand")
		case 4:
			err = readString(r, &x.Funding, p, cardType, "funding")
		case 5:
			err = readInt(r, &x.ExpMonth, p, cardType, "exp_month")
		case 6:
			err = readInt(r, &x.ExpYear, p, cardType, "exp_year")
		case 7:
			err = readString(r, &x.Fingerprint, p, cardType, "fingerprint")
		case 8:
			err = readString(r, &x.Country, p, cardType, "country")
		case 9:
			err = readStringPtr(r, &x.Name, p, cardType, "name")
		case 10:
			err = readStringPtr(r, &x.AddressLine1, p, cardType, "address_line1")
		case 11:
			err = readStringPtr(r, &x.AddressLine2, p, cardType, "address_line2")
		case 12:
			err = readStringPtr(r, &x.AddressCity, p, cardType, "address_city")
		case 13:
			err = readStringPtr(r, &x.AddressState, p, cardType, "address_state")
		case 14:
			err = readStringPtr(r, &x.AddressZip, p, cardType, "address_zip")
		case 15:
			err = readStringPtr(r, &x.AddressCountry, p, cardType, "address_country")
		case 16:
			err = readString(r, &x.CVCCheck, p, cardType, "cvc_check")
		case 17:
			err = readStringPtr(r, &x.AddressLine1Check, p, cardType, "address_line1_check")
		case 18:
			err = readStringPtr(r, &x.AddressZipCheck, p, cardType, "address_zip_check")
		case 19:
			err = readString(r, &x.Customer, p, cardType, "customer")
		default:
			err = jsonimpl.ReadUnknown(r, name)
		}
		if err != nil {
			return err
		}
	}
	return nil
}

var (
	subscriptionListType  = reflect.TypeFor[SubscriptionList]()
	subscriptionListNames = wire.NewNames("object", "total_count", "has_more", "url", "data")
)

// MarshalJSONWire writes x as Marshal writes a SubscriptionList (see
// [json.WireMarshaler]).
func (x *SubscriptionList) MarshalJSONWire(w *wire.Writer) error {
	if x == nil {
		w.Null()
		return nil
	}
	return w.AppendCompact(x.appendWire)
}

// appendWire appends x to b as Marshal writes a SubscriptionList (see AccessLog's).
func (x *SubscriptionList) appendWire(b []byte, html bool) ([]byte, error) {
	b = wire.AppendString(append(b, `{"object":`...), x.Object, html)
	b = strconv.AppendInt(append(b, `,"total_count":`...), int64(x.TotalCount), 10)
	b = strconv.AppendBool(append(b, `,"has_more":`...), x.HasMore)
	b = wire.AppendString(append(b, `,"url":`...), x.URL, html)
	b, err := appendStructs(append(b, `,"data":`...), x.Data, html, (*Subscription).appendWire)
	if err != nil {
		return b, err
	}
	return append(b, '}'), nil
}

// UnmarshalJSONWire reads x as Unmarshal reads a SubscriptionList (see
// [json.WireUnmarshaler]).
func (x *SubscriptionList) UnmarshalJSONWire(r *wire.Reader) error { return x.readWire(r, nil) }

// readWire is UnmarshalJSONWire for a SubscriptionList at position p.
func (x *SubscriptionList) readWire(r *wire.Reader, p *wirePath) error {
	if ok, err := readObjectStart(r, p, subscriptionListType); !ok {
		return err
	}
	for i, name, ok := r.FirstMember(subscriptionListNames); ok; i, name, ok = r.NextMemberIn(subscriptionListNames, i+1) {
		var err error
		switch i {
		case 0:
			err = readString(r, &x.Object, p, subscriptionListType, "object")
		case 1:
			err = readInt(r, &x.TotalCount, p, subscriptionListType, "total_count")
		case 2:
			err = readBool(r, &x.HasMore, p, subscriptionListType, "has_more")
		case 3:
			err = readString(r, &x.URL, p, subscriptionListType, "url")
		case 4:
			switch r.PeekKind() {
			case wire.Array:
				// As CardList's Data.
				n := 0
				at := &wirePath{p, subscriptionListID, 4} // "data"
				for more := r.EnterArray(); more; more = r.NextElement() {
					if n == cap(x.Data) {
						x.Data = slices.Grow(x.Data, 1)
					}
					if n == len(x.Data) {
						x.Data = x.Data[:n+1]
					}
					if err := x.Data[n].readWire(r, at); err != nil {
						return err
					}
					n++
				}
				if n == 0 {
					x.Data = []Subscription{}
				} else {
					x.Data = x.Data[:n]
				}
			case wire.Null:
				r.ReadNull()
				x.Data = nil
			default:
				err = json.UnmarshalWire(r, &x.Data, subscriptionListType, p.field("data"))
			}
		default:
			err = jsonimpl.ReadUnknown(r, name)
		}
		if err != nil {
			return err
		}
	}
	return nil
}

var (
	subscriptionType  = reflect.TypeFor[Subscription]()
	subscriptionNames = wire.NewNames("id", "object", "plan", "start", "status", "customer", "cancel_at_period_end",
		"current_period_start", "current_period_end", "ended_at", "trial_start", "trial_end", "canceled_at",
		"quantity", "application_fee_percent")
)

// MarshalJSONWire writes x as Marshal writes a Subscription (see
// [json.WireMarshaler]).
func (x *Subscription) MarshalJSONWire(w *wire.Writer) error {
	if x == nil {
		w.Null()
		return nil
	}
	return w.AppendCompact(x.appendWire)
}

// appendWire appends x to b as Marshal writes a Subscription (see AccessLog's).
func (x *Subscription) appendWire(b []byte, html bool) ([]byte, error) {
	var err error
	b = wire.AppendString(append(b, `{"id":`...), x.ID, html)
	b = wire.AppendString(append(b, `,"object":`...), x.Object, html)
	if b, err = x.Plan.appendWire(append(b, `,"plan":`...), html); err != nil {
		return b, err
	}
	b = strconv.AppendInt(append(b, `,"start":`...), x.Start, 10)
	b = wire.AppendString(append(b, `,"status":`...), x.Status, html)
	b = wire.AppendString(append(b, `,"customer":`...), x.Customer, html)
	b = strconv.AppendBool(append(b, `,"cancel_at_period_end":`...), x.CancelAtPeriodEnd)
	b = strconv.AppendInt(append(b, `,"current_period_start":`...), x.CurrentPeriodStart, 10)
	b = strconv.AppendInt(append(b, `,"current_period_end":`...), x.CurrentPeriodEnd, 10)
	b = appendIntPtr(append(b, `,"ended_at":`...), x.EndedAt)
	b = appendIntPtr(append(b, `,"trial_start":`...), x.TrialStart)
	b = appendIntPtr(append(b, `,"trial_end":`...), x.TrialEnd)
	b = appendIntPtr(append(b, `,"canceled_at":`...), x.CanceledAt)
	b = strconv.AppendInt(append(b, `,"quantity":`...), int64(x.Quantity), 10)
	b = append(b, `,"application_fee_percent":`...)
	if x.ApplicationFeePercent == nil {
		b = append(b, "null"...)
	} else if b, err = json.AppendFloat(b, *x.ApplicationFeePercent, 64); err != nil {
		return b, err
	}
	return append(b, '}'), nil
}

// UnmarshalJSONWire reads x as Unmarshal reads a Subscription (see
// [json.WireUnmarshaler]).
func (x *Subscription) UnmarshalJSONWire(r *wire.Reader) error { return x.readWire(r, nil) }

// readWire is UnmarshalJSONWire for a Subscription at position p.
func (x *Subscription) readWire(r *wire.Reader, p *wirePath) error {
	if ok, err := readObjectStart(r, p, subscriptionType); !ok {
		return err
	}
	for i, name, ok := r.FirstMember(subscriptionNames); ok; i, name, ok = r.NextMemberIn(subscriptionNames, i+1) {
		var err error
		switch i {
		case 0:
			err = readString(r, &x.ID, p, subscriptionType, "id")
		case 1:
			err = readString(r, &x.Object, p, subscriptionType, "object")
		case 2:
			err = x.Plan.readWire(r, &wirePath{p, subscriptionID, 2}) // "plan"
		case 3:
			err = readInt(r, &x.Start, p, subscriptionType, "start")
		case 4:
			err = readString(r, &x.Status, p, subscriptionType, "status")
		case 5:
			err = readString(r, &x.Customer, p, subscriptionType, "customer")
		case 6:
			err = readBool(r, &x.CancelAtPeriodEnd, p, subscriptionType, "cancel_at_period_end")
		case 7:
			err = readInt(r, &x.CurrentPeriodStart, p, subscriptionType, "current_period_start")
		case 8:
			err = readInt(r, &x.CurrentPeriodEnd, p, subscriptionType, "current_period_end")
		case 9:
			err = readIntPtr(r, &x.EndedAt, p, subscriptionType, "ended_at")
		case 10:
			err = readIntPtr(r, &x.TrialStart, p, subscriptionType, "trial_start")
		case 11:
			err = readIntPtr(r, &x.TrialEnd, p, subscriptionType, "trial_end")
		case 12:
			err = readIntPtr(r, &x.CanceledAt, p, subscriptionType, "canceled_at")
		case 13:
			err = readInt(r, &x.Quantity, p, subscriptionType, "quantity")
		case 14:
			err = readFloat64Ptr(r, &x.ApplicationFeePercent, p, subscriptionType, "application_fee_percent")
		default:
			err = jsonimpl.ReadUnknown(r, name)
		}
		if err != nil {
			return err
		}
	}
	return nil
}

var (
	planType  = reflect.TypeFor[Plan]()
	planNames = wire.NewNames("id", "object", "amount", "currency", "interval", "interval_count", "name",
		"livemode", "trial_period_days", "metadata")
)

// MarshalJSONWire writes x as Marshal writes a Plan (see
// [json.WireMarshaler]).
func (x *Plan) MarshalJSONWire(w *wire.Writer) error {
	if x == nil {
		w.Null()
		return nil
	}
	return w.AppendCompact(x.appendWire)
}

// appendWire appends x to b as Marshal writes a Plan (see AccessLog's).
func (x *Plan) appendWire(b []byte, html bool) ([]byte, error) {
	b = wire.AppendString(append(b, `{"id":`...), x.ID, html)
	b = wire.AppendString(append(b, `,"object":`...), x.Object, html)
	b = strconv.AppendInt(append(b, `,"amount":`...), x.Amount, 10)
	b = wire.AppendString(append(b, `,"currency":`...), x.Currency, html)
	b = wire.AppendString(append(b, `,"interval":`...), x.Interval, html)
	b = strconv.AppendInt(append(b, `,"interval_count":`...), int64(x.IntervalCount), 10)
	b = wire.AppendString(append(b, `,"name":`...), x.Name, html)
	b = strconv.AppendBool(append(b, `,"livemode":`...), x.Livemode)
	b = appendIntPtr(append(b, `,"trial_period_days":`...), x.TrialPeriodDays)
	b = appendStringMap(append(b, `,"metadata":`...), x.Metadata, html)
	return append(b, '}'), nil
}

// UnmarshalJSONWire reads x as Unmarshal reads a Plan (see
// [json.WireUnmarshaler]).
func (x *Plan) UnmarshalJSONWire(r *wire.Reader) error { return x.readWire(r, nil) }

// readWire is UnmarshalJSONWire for a Plan at position p.
func (x *Plan) readWire(r *wire.Reader, p *wirePath) error {
	if ok, err := readObjectStart(r, p, planType); !ok {
		return err
	}
	for i, name, ok := r.FirstMember(planNames); ok; i, name, ok = r.NextMemberIn(planNames, i+1) {
		var err error
		switch i {
		case 0:
			err = readString(r, &x.ID, p, planType, "id")
		case 1:
			err = readString(r, &x.Object, p, planType, "object")
		case 2:
			err = readInt(r, &x.Amount, p, planType, "amount")
		case 3:
			err = readString(r, &x.Currency, p, planType, "currency")
		case 4:
			err = readString(r, &x.Interval, p, planType, "interval")
		case 5:
			err = readInt(r, &x.IntervalCount, p, planType, "interval_count")
		case 6:
			err = readString(r, &x.Name, p, planType, "name")
		case 7:
			err = readBool(r, &x.Livemode, p, planType, "livemode")
		case 8:
			err = readIntPtr(r, &x.TrialPeriodDays, p, planType, "trial_period_days")
		case 9:
			err = readStringMap(r, &x.Metadata, p, planType, "metadata")
		default:
			err = jsonimpl.ReadUnknown(r, name)
		}
		if err != nil {
			return err
		}
	}
	return nil
}

var (
	discountType  = reflect.TypeFor[Discount]()
	discountNames = wire.NewNames("object", "coupon", "customer", "start", "end")
)

// MarshalJSONWire writes x as Marshal writes a Discount (see
// [json.WireMarshaler]).
func (x *Discount) MarshalJSONWire(w *wire.Writer) error {
	if x == nil {
		w.Null()
		return nil
	}
	return w.AppendCompact(x.appendWire)
}

// appendWire appends x to b as Marshal writes a Discount (see AccessLog's).
func (x *Discount) appendWire(b []byte, html bool) ([]byte, error) {
	var err error
	b = wire.AppendString(append(b, `{"object":`...), x.Object, html)
	if b, err = x.Coupon.appendWire(append(b, `,"coupon":`...), html); err != nil {
		return b, err
	}
	b = wire.AppendString(append(b, `,"customer":`...), x.Customer, html)
	b = strconv.AppendInt(append(b, `,"start":`...), x.Start, 10)
	b = appendIntPtr(append(b, `,"end":`...), x.End)
	return append(b, '}'), nil
}

// UnmarshalJSONWire reads x as Unmarshal reads a Discount (see
// [json.WireUnmarshaler]).
func (x *Discount) UnmarshalJSONWire(r *wire.Reader) error { return x.readWire(r, nil) }

// readWire is UnmarshalJSONWire for a Discount at position p.
func (x *Discount) readWire(r *wire.Reader, p *wirePath) error {
	if ok, err := readObjectStart(r, p, discountType); !ok {
		return err
	}
	for i, name, ok := r.FirstMember(discountNames); ok; i, name, ok = r.NextMemberIn(discountNames, i+1) {
		var err error
		switch i {
		case 0:
			err = readString(r, &x.Object, p, discountType, "object")
		case 1:
			err = x.Coupon.readWire(r, &wirePath{p, discountID, 1}) // "coupon"
		case 2:
			err = readString(r, &x.Customer, p, discountType, "customer")
		case 3:
			err = readInt(r, &x.Start, p, discountType, "start")
		case 4:
			err = readIntPtr(r, &x.End, p, discountType, "end")
		default:
			err = jsonimpl.ReadUnknown(r, name)
		}
		if err != nil {
			return err
		}
	}
	return nil
}

var (
	couponType  = reflect.TypeFor[Coupon]()
	couponNames = wire.NewNames("id", "object", "percent_off", "duration", "duration_in_months", "livemode", "valid")
)

// MarshalJSONWire writes x as Marshal writes a Coupon (see
// [json.WireMarshaler]).
func (x *Coupon) MarshalJSONWire(w *wire.Writer) error {
	if x == nil {
		w.Null()
		return nil
	}
	return w.AppendCompact(x.appendWire)
}

// appendWire appends x to b as Marshal writes a Coupon (see AccessLog's).
func (x *Coupon) appendWire(b []byte, html bool) ([]byte, error) {
	b = wire.AppendString(append(b, `{"id":`...), x.ID, html)
	b = wire.AppendString(append(b, `,"object":`...), x.Object, html)
	b = strconv.AppendInt(append(b, `,"percent_off":`...), int64(x.PercentOff), 10)
	b = wire.AppendString(append(b, `,"duration":`...), x.Duration, html)
	b = appendIntPtr(append(b, `,"duration_in_months":`...), x.DurationInMonths)
	b = strconv.AppendBool(append(b, `,"livemode":`...), x.Livemode)
	b = strconv.AppendBool(append(b, `,"valid":`...), x.Valid)
	return append(b, '}'), nil
}

// UnmarshalJSONWire reads x as Unmarshal reads a Coupon (see
// [json.WireUnmarshaler]).
func (x *Coupon) UnmarshalJSONWire(r *wire.Reader) error { return x.readWire(r, nil) }

// readWire is UnmarshalJSONWire for a Coupon at position p.
func (x *Coupon) readWire(r *wire.Reader, p *wirePath) error {
	if ok, err := readObjectStart(r, p, couponType); !ok {
		return err
	}
	for i, name, ok := r.FirstMember(couponNames); ok; i, name, ok = r.NextMemberIn(couponNames, i+1) {
		var err error
		switch i {
		case 0:
			err = readString(r, &x.ID, p, couponType, "id")
		case 1:
			err = readString(r, &x.Object, p, couponType, "object")
		case 2:
			err = readInt(r, &x.PercentOff, p, couponType, "percent_off")
		case 3:
			err = readString(r, &x.Duration, p, couponType, "duration")
		case 4:
			err = readIntPtr(r, &x.DurationInMonths, p, couponType, "duration_in_months")
		case 5:
			err = readBool(r, &x.Livemode, p, couponType, "livemode")
		case 6:
			err = readBool(r, &x.Valid, p, couponType, "valid")
		default:
			err = jsonimpl.ReadUnknown(r, name)
		}
		if err != nil {
			return err
		}
	}
	return nil
}
