package gentypes

import "time"

// AccessLog is one HTTP request as logged by a CDN edge: the shape of the
// CloudFlare "goser" log record that the ffjson announcement benchmarked,
// written out as a JSON struct with small enums kept as integers.
//
//jsongen:generate
type AccessLog struct {
	Timestamp   int64      `json:"timestamp"`
	ZoneID      uint32     `json:"zoneId"`
	ZonePlan    int        `json:"zonePlan"`
	HTTP        HTTPRecord `json:"http"`
	Origin      Origin     `json:"origin"`
	Country     string     `json:"country"`
	CacheStatus int        `json:"cacheStatus"`
	ServerIP    string     `json:"serverIp"`
	ServerName  string     `json:"serverName"`
	RemoteIP    string     `json:"remoteIp"`
	BytesDlv    uint64     `json:"bytesDlv"`
	RayID       string     `json:"rayId"`
}

// HTTPRecord is the request and response part of an [AccessLog].
//
//jsongen:generate
type HTTPRecord struct {
	Protocol    int    `json:"protocol"`
	Status      uint32 `json:"status"`
	HostStatus  uint32 `json:"hostStatus"`
	UpStatus    uint32 `json:"upStatus"`
	Method      string `json:"method"`
	ContentType string `json:"contentType"`
	UserAgent   string `json:"userAgent"`
	Referer     string `json:"referer"`
	RequestURI  string `json:"requestUri"`
}

// Origin is the upstream server an [AccessLog] request went to.
//
//jsongen:generate
type Origin struct {
	IP       string `json:"ip"`
	Port     uint32 `json:"port"`
	Hostname string `json:"hostname"`
	Protocol int    `json:"protocol"`
}

// NewAccessLog returns a fixed, realistic [AccessLog].
func NewAccessLog() AccessLog {
	return AccessLog{
		Timestamp: time.Date(2024, time.May, 2, 13, 7, 41, 0, time.UTC).UnixNano(),
		ZoneID:    3146025,
		ZonePlan:  2,
		HTTP: HTTPRecord{
			Protocol:    2,
			Status:      200,
			HostStatus:  200,
			UpStatus:    200,
			Method:      "GET",
			ContentType: "text/html; charset=utf-8",
			UserAgent:   "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36",
			Referer:     "https://www.example.com/search?q=json+benchmarks&page=2",
			RequestURI:  "/articles/2024/05/fast-json-in-go?utm_source=newsletter&utm_medium=email",
		},
		Origin: Origin{
			IP:       "198.51.100.27",
			Port:     443,
			Hostname: "origin-eu-3.example.net",
			Protocol: 2,
		},
		Country:     "DE",
		CacheStatus: 3,
		ServerIP:    "203.0.113.9",
		ServerName:  "fra-edge-41",
		RemoteIP:    "192.0.2.144",
		BytesDlv:    48213,
		RayID:       "8a1f3c2b9d4e7051-FRA",
	}
}

// Customer is a payment provider's customer object with its cards and
// subscriptions: the shape of the go.stripe Customer that the ffjson
// announcement benchmarked.
//
//jsongen:generate
type Customer struct {
	ID             string            `json:"id"`
	Object         string            `json:"object"`
	Created        int64             `json:"created"`
	Livemode       bool              `json:"livemode"`
	Description    string            `json:"description"`
	Email          string            `json:"email"`
	Delinquent     bool              `json:"delinquent"`
	AccountBalance int64             `json:"account_balance"`
	Currency       string            `json:"currency"`
	DefaultCard    string            `json:"default_card"`
	Metadata       map[string]string `json:"metadata"`
	Discount       *Discount         `json:"discount"`
	Cards          CardList          `json:"cards"`
	Subscriptions  SubscriptionList  `json:"subscriptions"`
}

// CardList is one page of a [Customer]'s cards.
//
//jsongen:generate
type CardList struct {
	Object     string `json:"object"`
	TotalCount int    `json:"total_count"`
	HasMore    bool   `json:"has_more"`
	URL        string `json:"url"`
	Data       []Card `json:"data"`
}

// Card is a payment card on file.
//
//jsongen:generate
type Card struct {
	ID                string  `json:"id"`
	Object            string  `json:"object"`
	Last4             string  `json:"last4"`
	Brand             string  `json:"brand"`
	Funding           string  `json:"funding"`
	ExpMonth          int     `json:"exp_month"`
	ExpYear           int     `json:"exp_year"`
	Fingerprint       string  `json:"fingerprint"`
	Country           string  `json:"country"`
	Name              *string `json:"name"`
	AddressLine1      *string `json:"address_line1"`
	AddressLine2      *string `json:"address_line2"`
	AddressCity       *string `json:"address_city"`
	AddressState      *string `json:"address_state"`
	AddressZip        *string `json:"address_zip"`
	AddressCountry    *string `json:"address_country"`
	CVCCheck          string  `json:"cvc_check"`
	AddressLine1Check *string `json:"address_line1_check"`
	AddressZipCheck   *string `json:"address_zip_check"`
	Customer          string  `json:"customer"`
}

// SubscriptionList is one page of a [Customer]'s subscriptions.
//
//jsongen:generate
type SubscriptionList struct {
	Object     string         `json:"object"`
	TotalCount int            `json:"total_count"`
	HasMore    bool           `json:"has_more"`
	URL        string         `json:"url"`
	Data       []Subscription `json:"data"`
}

// Subscription is a customer's subscription to a [Plan].
//
//jsongen:generate
type Subscription struct {
	ID                    string   `json:"id"`
	Object                string   `json:"object"`
	Plan                  Plan     `json:"plan"`
	Start                 int64    `json:"start"`
	Status                string   `json:"status"`
	Customer              string   `json:"customer"`
	CancelAtPeriodEnd     bool     `json:"cancel_at_period_end"`
	CurrentPeriodStart    int64    `json:"current_period_start"`
	CurrentPeriodEnd      int64    `json:"current_period_end"`
	EndedAt               *int64   `json:"ended_at"`
	TrialStart            *int64   `json:"trial_start"`
	TrialEnd              *int64   `json:"trial_end"`
	CanceledAt            *int64   `json:"canceled_at"`
	Quantity              int      `json:"quantity"`
	ApplicationFeePercent *float64 `json:"application_fee_percent"`
}

// Plan is a priced billing plan.
//
//jsongen:generate
type Plan struct {
	ID              string            `json:"id"`
	Object          string            `json:"object"`
	Amount          int64             `json:"amount"`
	Currency        string            `json:"currency"`
	Interval        string            `json:"interval"`
	IntervalCount   int               `json:"interval_count"`
	Name            string            `json:"name"`
	Livemode        bool              `json:"livemode"`
	TrialPeriodDays *int              `json:"trial_period_days"`
	Metadata        map[string]string `json:"metadata"`
}

// Discount is a coupon applied to a [Customer].
//
//jsongen:generate
type Discount struct {
	Object   string `json:"object"`
	Coupon   Coupon `json:"coupon"`
	Customer string `json:"customer"`
	Start    int64  `json:"start"`
	End      *int64 `json:"end"`
}

// Coupon is a percentage-off coupon.
//
//jsongen:generate
type Coupon struct {
	ID               string `json:"id"`
	Object           string `json:"object"`
	PercentOff       int    `json:"percent_off"`
	Duration         string `json:"duration"`
	DurationInMonths *int   `json:"duration_in_months"`
	Livemode         bool   `json:"livemode"`
	Valid            bool   `json:"valid"`
}

// NewCustomer returns a fixed, realistic [Customer] with two cards, two
// subscriptions and a discount.
func NewCustomer() Customer {
	const id = "cus_Q4x8mZ1vTnB7yL"
	str := func(s string) *string { return &s }
	i64 := func(n int64) *int64 { return &n }
	trial := 14
	months := 3
	card := func(last4, brand string, month, year int) Card {
		return Card{
			ID: "card_1P" + last4 + "kJ3eZvKYlo2C", Object: "card", Last4: last4, Brand: brand,
			Funding: "credit", ExpMonth: month, ExpYear: year, Fingerprint: "Xt5EWLLDS7FJjR1" + last4[:1],
			Country: "US", Name: str("Ada Lovelace"), AddressLine1: str("12 St James's Square"),
			AddressCity: str("London"), AddressZip: str("SW1Y 4JH"), AddressCountry: str("GB"),
			CVCCheck: "pass", AddressLine1Check: str("pass"), AddressZipCheck: str("unavailable"),
			Customer: id,
		}
	}
	plan := func(pid, name string, amount int64, interval string) Plan {
		return Plan{
			ID: pid, Object: "plan", Amount: amount, Currency: "usd", Interval: interval, IntervalCount: 1,
			Name: name, TrialPeriodDays: &trial, Metadata: map[string]string{"tier": name, "seats": "5"},
		}
	}
	sub := func(sid string, p Plan, start int64) Subscription {
		return Subscription{
			ID: sid, Object: "subscription", Plan: p, Start: start, Status: "active", Customer: id,
			CurrentPeriodStart: start + 30*86400, CurrentPeriodEnd: start + 60*86400,
			TrialStart: i64(start), TrialEnd: i64(start + 14*86400), Quantity: 1,
		}
	}
	return Customer{
		ID: id, Object: "customer", Created: 1714655261, Description: "Analytical Engine Ltd., annual contract",
		Email: "billing@analytical-engine.example", AccountBalance: -2500, Currency: "usd",
		DefaultCard: "card_1P4242kJ3eZvKYlo2C",
		Metadata:    map[string]string{"crm_id": "0015g00000XyZ12", "region": "emea", "signup": "referral"},
		Discount: &Discount{
			Object: "discount", Customer: id, Start: 1714655261, End: i64(1722604061),
			Coupon: Coupon{ID: "SPRING25", Object: "coupon", PercentOff: 25, Duration: "repeating",
				DurationInMonths: &months, Valid: true},
		},
		Cards: CardList{
			Object: "list", TotalCount: 2, URL: "/v1/customers/" + id + "/cards",
			Data: []Card{card("4242", "Visa", 8, 2027), card("5555", "MasterCard", 11, 2028)},
		},
		Subscriptions: SubscriptionList{
			Object: "list", TotalCount: 2, URL: "/v1/customers/" + id + "/subscriptions",
			Data: []Subscription{
				sub("sub_Q4x9aB2cD3eF4g", plan("pro-monthly", "Pro", 4900, "month"), 1714655261),
				sub("sub_Q4xAhI5jK6lM7n", plan("storage-addon", "Storage add-on", 900, "month"), 1714741661),
			},
		},
	}
}
