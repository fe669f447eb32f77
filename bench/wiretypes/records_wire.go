package wiretypes

import (
	"reflect"
	"slices"

	"github.com/zerojson/json"
	"github.com/zerojson/json/wire"
)

// The methods below are written by hand in the shape cmd/jsongen is to
// generate. Per type: MarshalJSONWire, which writes the fields in
// declaration order, each member name from the type's wire.Names
// (Writer.Member, quoted once), and a nested struct by calling its own
// MarshalJSONWire; UnmarshalJSONWire, which is readWire at the top of the
// error path; and readWire, which reads the members, matched by
// Reader.Member with the same wire.Names, each by the field reader of its
// kind (fields.go) or, for a struct, by that struct's readWire called
// directly with the position the errors name (see wirePath). Nothing is
// looked up by reflection unless a value does not fit its field, which
// json.UnmarshalWire then decodes as encoding/json does, errors included.
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
	w.BeginObject()
	w.Member(accessLogNames, 0) // "timestamp"
	w.Int(x.Timestamp)
	w.Member(accessLogNames, 1) // "zoneId"
	w.Uint(uint64(x.ZoneID))
	w.Member(accessLogNames, 2) // "zonePlan"
	w.Int(int64(x.ZonePlan))
	w.Member(accessLogNames, 3) // "http"
	if err := x.HTTP.MarshalJSONWire(w); err != nil {
		return err
	}
	w.Member(accessLogNames, 4) // "origin"
	if err := x.Origin.MarshalJSONWire(w); err != nil {
		return err
	}
	w.Member(accessLogNames, 5) // "country"
	w.String(x.Country)
	w.Member(accessLogNames, 6) // "cacheStatus"
	w.Int(int64(x.CacheStatus))
	w.Member(accessLogNames, 7) // "serverIp"
	w.String(x.ServerIP)
	w.Member(accessLogNames, 8) // "serverName"
	w.String(x.ServerName)
	w.Member(accessLogNames, 9) // "remoteIp"
	w.String(x.RemoteIP)
	w.Member(accessLogNames, 10) // "bytesDlv"
	w.Uint(x.BytesDlv)
	w.Member(accessLogNames, 11) // "rayId"
	w.String(x.RayID)
	w.EndObject()
	return nil
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
			err = unknownMember(r, name)
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
	w.BeginObject()
	w.Member(httpRecordNames, 0) // "protocol"
	w.Int(int64(x.Protocol))
	w.Member(httpRecordNames, 1) // "status"
	w.Uint(uint64(x.Status))
	w.Member(httpRecordNames, 2) // "hostStatus"
	w.Uint(uint64(x.HostStatus))
	w.Member(httpRecordNames, 3) // "upStatus"
	w.Uint(uint64(x.UpStatus))
	w.Member(httpRecordNames, 4) // "method"
	w.String(x.Method)
	w.Member(httpRecordNames, 5) // "contentType"
	w.String(x.ContentType)
	w.Member(httpRecordNames, 6) // "userAgent"
	w.String(x.UserAgent)
	w.Member(httpRecordNames, 7) // "referer"
	w.String(x.Referer)
	w.Member(httpRecordNames, 8) // "requestUri"
	w.String(x.RequestURI)
	w.EndObject()
	return nil
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
			err = unknownMember(r, name)
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
	w.BeginObject()
	w.Member(originNames, 0) // "ip"
	w.String(x.IP)
	w.Member(originNames, 1) // "port"
	w.Uint(uint64(x.Port))
	w.Member(originNames, 2) // "hostname"
	w.String(x.Hostname)
	w.Member(originNames, 3) // "protocol"
	w.Int(int64(x.Protocol))
	w.EndObject()
	return nil
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
			err = unknownMember(r, name)
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
	w.BeginObject()
	w.Member(customerNames, 0) // "id"
	w.String(x.ID)
	w.Member(customerNames, 1) // "object"
	w.String(x.Object)
	w.Member(customerNames, 2) // "created"
	w.Int(x.Created)
	w.Member(customerNames, 3) // "livemode"
	w.Bool(x.Livemode)
	w.Member(customerNames, 4) // "description"
	w.String(x.Description)
	w.Member(customerNames, 5) // "email"
	w.String(x.Email)
	w.Member(customerNames, 6) // "delinquent"
	w.Bool(x.Delinquent)
	w.Member(customerNames, 7) // "account_balance"
	w.Int(x.AccountBalance)
	w.Member(customerNames, 8) // "currency"
	w.String(x.Currency)
	w.Member(customerNames, 9) // "default_card"
	w.String(x.DefaultCard)
	w.Member(customerNames, 10) // "metadata"
	if err := writeStringMap(w, x.Metadata); err != nil {
		return err
	}
	w.Member(customerNames, 11) // "discount"
	// A nil *Discount writes null.
	if err := x.Discount.MarshalJSONWire(w); err != nil {
		return err
	}
	w.Member(customerNames, 12) // "cards"
	if err := x.Cards.MarshalJSONWire(w); err != nil {
		return err
	}
	w.Member(customerNames, 13) // "subscriptions"
	if err := x.Subscriptions.MarshalJSONWire(w); err != nil {
		return err
	}
	w.EndObject()
	return nil
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
			err = unknownMember(r, name)
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
	w.BeginObject()
	w.Member(cardListNames, 0) // "object"
	w.String(x.Object)
	w.Member(cardListNames, 1) // "total_count"
	w.Int(int64(x.TotalCount))
	w.Member(cardListNames, 2) // "has_more"
	w.Bool(x.HasMore)
	w.Member(cardListNames, 3) // "url"
	w.String(x.URL)
	w.Member(cardListNames, 4) // "data"
	if x.Data == nil {
		w.Null()
	} else {
		w.BeginArray()
		for i := range x.Data {
			if err := x.Data[i].MarshalJSONWire(w); err != nil {
				return err
			}
		}
		w.EndArray()
	}
	w.EndObject()
	return nil
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
			err = unknownMember(r, name)
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
	w.BeginObject()
	w.Member(cardNames, 0) // "id"
	w.String(x.ID)
	w.Member(cardNames, 1) // "object"
	w.String(x.Object)
	w.Member(cardNames, 2) // "last4"
	w.String(x.Last4)
	w.Member(cardNames, 3) // "brand"
	w.String(x.Brand)
	w.Member(cardNames, 4) // "funding"
	w.String(x.Funding)
	w.Member(cardNames, 5) // "exp_month"
	w.Int(int64(x.ExpMonth))
	w.Member(cardNames, 6) // "exp_year"
	w.Int(int64(x.ExpYear))
	w.Member(cardNames, 7) // "fingerprint"
	w.String(x.Fingerprint)
	w.Member(cardNames, 8) // "country"
	w.String(x.Country)
	w.Member(cardNames, 9) // "name"
	writeStringPtr(w, x.Name)
	w.Member(cardNames, 10) // "address_line1"
	writeStringPtr(w, x.AddressLine1)
	w.Member(cardNames, 11) // "address_line2"
	writeStringPtr(w, x.AddressLine2)
	w.Member(cardNames, 12) // "address_city"
	writeStringPtr(w, x.AddressCity)
	w.Member(cardNames, 13) // "address_state"
	writeStringPtr(w, x.AddressState)
	w.Member(cardNames, 14) // "address_zip"
	writeStringPtr(w, x.AddressZip)
	w.Member(cardNames, 15) // "address_country"
	writeStringPtr(w, x.AddressCountry)
	w.Member(cardNames, 16) // "cvc_check"
	w.String(x.CVCCheck)
	w.Member(cardNames, 17) // "address_line1_check"
	writeStringPtr(w, x.AddressLine1Check)
	w.Member(cardNames, 18) // "address_zip_check"
	writeStringPtr(w, x.AddressZipCheck)
	w.Member(cardNames, 19) // "customer"
	w.String(x.Customer)
	w.EndObject()
	return nil
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
			err = unknownMember(r, name)
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
	w.BeginObject()
	w.Member(subscriptionListNames, 0) // "object"
	w.String(x.Object)
	w.Member(subscriptionListNames, 1) // "total_count"
	w.Int(int64(x.TotalCount))
	w.Member(subscriptionListNames, 2) // "has_more"
	w.Bool(x.HasMore)
	w.Member(subscriptionListNames, 3) // "url"
	w.String(x.URL)
	w.Member(subscriptionListNames, 4) // "data"
	if x.Data == nil {
		w.Null()
	} else {
		w.BeginArray()
		for i := range x.Data {
			if err := x.Data[i].MarshalJSONWire(w); err != nil {
				return err
			}
		}
		w.EndArray()
	}
	w.EndObject()
	return nil
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
			err = unknownMember(r, name)
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
	w.BeginObject()
	w.Member(subscriptionNames, 0) // "id"
	w.String(x.ID)
	w.Member(subscriptionNames, 1) // "object"
	w.String(x.Object)
	w.Member(subscriptionNames, 2) // "plan"
	if err := x.Plan.MarshalJSONWire(w); err != nil {
		return err
	}
	w.Member(subscriptionNames, 3) // "start"
	w.Int(x.Start)
	w.Member(subscriptionNames, 4) // "status"
	w.String(x.Status)
	w.Member(subscriptionNames, 5) // "customer"
	w.String(x.Customer)
	w.Member(subscriptionNames, 6) // "cancel_at_period_end"
	w.Bool(x.CancelAtPeriodEnd)
	w.Member(subscriptionNames, 7) // "current_period_start"
	w.Int(x.CurrentPeriodStart)
	w.Member(subscriptionNames, 8) // "current_period_end"
	w.Int(x.CurrentPeriodEnd)
	w.Member(subscriptionNames, 9) // "ended_at"
	writeIntPtr(w, x.EndedAt)
	w.Member(subscriptionNames, 10) // "trial_start"
	writeIntPtr(w, x.TrialStart)
	w.Member(subscriptionNames, 11) // "trial_end"
	writeIntPtr(w, x.TrialEnd)
	w.Member(subscriptionNames, 12) // "canceled_at"
	writeIntPtr(w, x.CanceledAt)
	w.Member(subscriptionNames, 13) // "quantity"
	w.Int(int64(x.Quantity))
	w.Member(subscriptionNames, 14) // "application_fee_percent"
	if x.ApplicationFeePercent == nil {
		w.Null()
	} else if err := w.Float64(*x.ApplicationFeePercent); err != nil {
		return err
	}
	w.EndObject()
	return nil
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
			err = unknownMember(r, name)
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
	w.BeginObject()
	w.Member(planNames, 0) // "id"
	w.String(x.ID)
	w.Member(planNames, 1) // "object"
	w.String(x.Object)
	w.Member(planNames, 2) // "amount"
	w.Int(x.Amount)
	w.Member(planNames, 3) // "currency"
	w.String(x.Currency)
	w.Member(planNames, 4) // "interval"
	w.String(x.Interval)
	w.Member(planNames, 5) // "interval_count"
	w.Int(int64(x.IntervalCount))
	w.Member(planNames, 6) // "name"
	w.String(x.Name)
	w.Member(planNames, 7) // "livemode"
	w.Bool(x.Livemode)
	w.Member(planNames, 8) // "trial_period_days"
	writeIntPtr(w, x.TrialPeriodDays)
	w.Member(planNames, 9) // "metadata"
	if err := writeStringMap(w, x.Metadata); err != nil {
		return err
	}
	w.EndObject()
	return nil
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
			err = unknownMember(r, name)
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
	w.BeginObject()
	w.Member(discountNames, 0) // "object"
	w.String(x.Object)
	w.Member(discountNames, 1) // "coupon"
	if err := x.Coupon.MarshalJSONWire(w); err != nil {
		return err
	}
	w.Member(discountNames, 2) // "customer"
	w.String(x.Customer)
	w.Member(discountNames, 3) // "start"
	w.Int(x.Start)
	w.Member(discountNames, 4) // "end"
	writeIntPtr(w, x.End)
	w.EndObject()
	return nil
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
			err = unknownMember(r, name)
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
	w.BeginObject()
	w.Member(couponNames, 0) // "id"
	w.String(x.ID)
	w.Member(couponNames, 1) // "object"
	w.String(x.Object)
	w.Member(couponNames, 2) // "percent_off"
	w.Int(int64(x.PercentOff))
	w.Member(couponNames, 3) // "duration"
	w.String(x.Duration)
	w.Member(couponNames, 4) // "duration_in_months"
	writeIntPtr(w, x.DurationInMonths)
	w.Member(couponNames, 5) // "livemode"
	w.Bool(x.Livemode)
	w.Member(couponNames, 6) // "valid"
	w.Bool(x.Valid)
	w.EndObject()
	return nil
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
			err = unknownMember(r, name)
		}
		if err != nil {
			return err
		}
	}
	return nil
}
