package gentypes

// This file holds one Go type per corpus of
// github.com/bytedance/sonic@v1.15.5/testdata. The field lists were drafted
// by a schema-inference pass over each document and then edited by hand
// (recursive shapes folded, always-null fields typed). Every corpus decodes
// into its type with DisallowUnknownFields, which the bench tests check, so
// the typed workloads read every byte of the input into a field.

// GolangSource is golang_source.json: a tree of Go source files with
// per-change statistics, the corpus of encoding/json's CodeEncoder benchmark.
//
//jsongen:generate
type GolangSource struct {
	Tree     *GolangNode `json:"tree"`
	Username string      `json:"username"`
}

// GolangNode is one directory or file of [GolangSource].
//
//jsongen:generate
type GolangNode struct {
	Name     string        `json:"name"`
	Kids     []*GolangNode `json:"kids"`
	CLWeight float64       `json:"cl_weight"`
	Touches  int           `json:"touches"`
	MinT     int64         `json:"min_t"`
	MaxT     int64         `json:"max_t"`
	MeanT    int64         `json:"mean_t"`
}

// Canada is canada_geometry.json: one GeoJSON feature whose polygon rings
// hold about 111,000 coordinates, nearly all of them 16-digit floats.
//
//jsongen:generate
type Canada struct {
	Type     string          `json:"type"`
	Features []CanadaFeature `json:"features"`
}

// CanadaFeature is a GeoJSON feature of [Canada].
//
//jsongen:generate
type CanadaFeature struct {
	Type       string            `json:"type"`
	Properties map[string]string `json:"properties"`
	Geometry   CanadaGeometry    `json:"geometry"`
}

// CanadaGeometry is a polygon: rings of [longitude, latitude] pairs.
//
//jsongen:generate
type CanadaGeometry struct {
	Type        string         `json:"type"`
	Coordinates [][][2]float64 `json:"coordinates"`
}

// CITMCatalog is citm_catalog.json: a venue's event catalogue, mostly
// integer IDs and maps keyed by decimal IDs.
//
//jsongen:generate
type CITMCatalog struct {
	AreaNames                map[string]string    `json:"areaNames"`
	AudienceSubCategoryNames map[string]string    `json:"audienceSubCategoryNames"`
	BlockNames               map[string]string    `json:"blockNames"`
	Events                   map[string]CITMEvent `json:"events"`
	Performances             []CITMPerformance    `json:"performances"`
	SeatCategoryNames        map[string]string    `json:"seatCategoryNames"`
	SubTopicNames            map[string]string    `json:"subTopicNames"`
	SubjectNames             map[string]string    `json:"subjectNames"`
	TopicNames               map[string]string    `json:"topicNames"`
	TopicSubTopics           map[string][]int64   `json:"topicSubTopics"`
	VenueNames               map[string]string    `json:"venueNames"`
}

// CITMEvent is one event of [CITMCatalog].
//
//jsongen:generate
type CITMEvent struct {
	Description *string `json:"description"`
	ID          int64   `json:"id"`
	Logo        *string `json:"logo"`
	Name        string  `json:"name"`
	SubTopicIDs []int64 `json:"subTopicIds"`
	SubjectCode *string `json:"subjectCode"`
	Subtitle    *string `json:"subtitle"`
	TopicIDs    []int64 `json:"topicIds"`
}

// CITMPerformance is one dated performance of an event.
//
//jsongen:generate
type CITMPerformance struct {
	EventID        int64              `json:"eventId"`
	ID             int64              `json:"id"`
	Logo           *string            `json:"logo"`
	Name           *string            `json:"name"`
	Prices         []CITMPrice        `json:"prices"`
	SeatCategories []CITMSeatCategory `json:"seatCategories"`
	SeatMapImage   *string            `json:"seatMapImage"`
	Start          int64              `json:"start"`
	VenueCode      string             `json:"venueCode"`
}

// CITMPrice is the price of one seat category for one audience.
//
//jsongen:generate
type CITMPrice struct {
	Amount                int64 `json:"amount"`
	AudienceSubCategoryID int64 `json:"audienceSubCategoryId"`
	SeatCategoryID        int64 `json:"seatCategoryId"`
}

// CITMSeatCategory lists the areas of one seat category.
//
//jsongen:generate
type CITMSeatCategory struct {
	Areas          []CITMArea `json:"areas"`
	SeatCategoryID int64      `json:"seatCategoryId"`
}

// CITMArea is one area of a seat category.
//
//jsongen:generate
type CITMArea struct {
	AreaID   int64   `json:"areaId"`
	BlockIDs []int64 `json:"blockIds"`
}

// Strings is string_escaped.json and string_unicode.json: one object mapping
// a Unicode block name to a run of characters from that block, escaped as
// \uXXXX in the first corpus and written as UTF-8 in the second.
type Strings map[string]string

// TwitterSearch is twitter.json: one page of a search API answer, 100
// statuses in Japanese and English with their users and entities.
//
//jsongen:generate
type TwitterStatusMetadata struct {
	ResultType      string `json:"result_type"`
	IsoLanguageCode string `json:"iso_language_code"`
}

// TwitterURL is a shortened link inside a tweet or profile text.
//
//jsongen:generate
type TwitterURL struct {
	URL         string  `json:"url"`
	ExpandedURL string  `json:"expanded_url"`
	DisplayURL  string  `json:"display_url"`
	Indices     []int64 `json:"indices"`
}

// TwitterURLEntities lists the links of a profile field.
//
//jsongen:generate
type TwitterURLEntities struct {
	Urls []TwitterURL `json:"urls"`
}

// TwitterUserEntities holds the links of a user's description and URL.
//
//jsongen:generate
type TwitterUserEntities struct {
	Description TwitterURLEntities `json:"description"`
	URL         TwitterURLEntities `json:"url"`
}

// TwitterUser is the author of a [TwitterStatus].
//
//jsongen:generate
type TwitterUser struct {
	ID                             int64               `json:"id"`
	IDStr                          string              `json:"id_str"`
	Name                           string              `json:"name"`
	ScreenName                     string              `json:"screen_name"`
	Location                       string              `json:"location"`
	Description                    string              `json:"description"`
	URL                            *string             `json:"url"`
	Entities                       TwitterUserEntities `json:"entities"`
	Protected                      bool                `json:"protected"`
	FollowersCount                 int64               `json:"followers_count"`
	FriendsCount                   int64               `json:"friends_count"`
	ListedCount                    int64               `json:"listed_count"`
	CreatedAt                      string              `json:"created_at"`
	FavouritesCount                int64               `json:"favourites_count"`
	UtcOffset                      *int64              `json:"utc_offset"`
	TimeZone                       *string             `json:"time_zone"`
	GeoEnabled                     bool                `json:"geo_enabled"`
	Verified                       bool                `json:"verified"`
	StatusesCount                  int64               `json:"statuses_count"`
	Lang                           string              `json:"lang"`
	ContributorsEnabled            bool                `json:"contributors_enabled"`
	IsTranslator                   bool                `json:"is_translator"`
	IsTranslationEnabled           bool                `json:"is_translation_enabled"`
	ProfileBackgroundColor         string              `json:"profile_background_color"`
	ProfileBackgroundImageURL      string              `json:"profile_background_image_url"`
	ProfileBackgroundImageURLHTTPS string              `json:"profile_background_image_url_https"`
	ProfileBackgroundTile          bool                `json:"profile_background_tile"`
	ProfileImageURL                string              `json:"profile_image_url"`
	ProfileImageURLHTTPS           string              `json:"profile_image_url_https"`
	ProfileBannerURL               string              `json:"profile_banner_url"`
	ProfileLinkColor               string              `json:"profile_link_color"`
	ProfileSidebarBorderColor      string              `json:"profile_sidebar_border_color"`
	ProfileSidebarFillColor        string              `json:"profile_sidebar_fill_color"`
	ProfileTextColor               string              `json:"profile_text_color"`
	ProfileUseBackgroundImage      bool                `json:"profile_use_background_image"`
	DefaultProfile                 bool                `json:"default_profile"`
	DefaultProfileImage            bool                `json:"default_profile_image"`
	Following                      bool                `json:"following"`
	FollowRequestSent              bool                `json:"follow_request_sent"`
	Notifications                  bool                `json:"notifications"`
}

// TwitterHashtag is a hashtag and where it sits in the text.
//
//jsongen:generate
type TwitterHashtag struct {
	Text    string  `json:"text"`
	Indices []int64 `json:"indices"`
}

// TwitterUserMention is an @-mention and where it sits in the text.
//
//jsongen:generate
type TwitterUserMention struct {
	ScreenName string  `json:"screen_name"`
	Name       string  `json:"name"`
	ID         int64   `json:"id"`
	IDStr      string  `json:"id_str"`
	Indices    []int64 `json:"indices"`
}

// TwitterMediaSize is one rendition size of a [TwitterMedia].
//
//jsongen:generate
type TwitterMediaSize struct {
	W      int64  `json:"w"`
	H      int64  `json:"h"`
	Resize string `json:"resize"`
}

// TwitterMediaSizes lists the rendition sizes of a [TwitterMedia].
//
//jsongen:generate
type TwitterMediaSizes struct {
	Medium TwitterMediaSize `json:"medium"`
	Small  TwitterMediaSize `json:"small"`
	Thumb  TwitterMediaSize `json:"thumb"`
	Large  TwitterMediaSize `json:"large"`
}

// TwitterMedia is a photo attached to a tweet.
//
//jsongen:generate
type TwitterMedia struct {
	ID                int64             `json:"id"`
	IDStr             string            `json:"id_str"`
	Indices           []int64           `json:"indices"`
	MediaURL          string            `json:"media_url"`
	MediaURLHTTPS     string            `json:"media_url_https"`
	URL               string            `json:"url"`
	DisplayURL        string            `json:"display_url"`
	ExpandedURL       string            `json:"expanded_url"`
	Type              string            `json:"type"`
	Sizes             TwitterMediaSizes `json:"sizes"`
	SourceStatusID    int64             `json:"source_status_id"`
	SourceStatusIDStr string            `json:"source_status_id_str"`
}

// TwitterEntities holds the hashtags, links, mentions and media of a tweet.
//
//jsongen:generate
type TwitterEntities struct {
	Hashtags     []TwitterHashtag     `json:"hashtags"`
	Symbols      []any                `json:"symbols"`
	Urls         []TwitterURL         `json:"urls"`
	UserMentions []TwitterUserMention `json:"user_mentions"`
	Media        []TwitterMedia       `json:"media"`
}

// TwitterStatus is one tweet; a retweet carries the original in RetweetedStatus.
//
//jsongen:generate
type TwitterStatus struct {
	Metadata             TwitterStatusMetadata `json:"metadata"`
	CreatedAt            string                `json:"created_at"`
	ID                   int64                 `json:"id"`
	IDStr                string                `json:"id_str"`
	Text                 string                `json:"text"`
	Source               string                `json:"source"`
	Truncated            bool                  `json:"truncated"`
	InReplyToStatusID    *int64                `json:"in_reply_to_status_id"`
	InReplyToStatusIDStr *string               `json:"in_reply_to_status_id_str"`
	InReplyToUserID      *int64                `json:"in_reply_to_user_id"`
	InReplyToUserIDStr   *string               `json:"in_reply_to_user_id_str"`
	InReplyToScreenName  *string               `json:"in_reply_to_screen_name"`
	User                 TwitterUser           `json:"user"`
	Geo                  any                   `json:"geo"`
	Coordinates          any                   `json:"coordinates"`
	Place                any                   `json:"place"`
	Contributors         any                   `json:"contributors"`
	RetweetCount         int64                 `json:"retweet_count"`
	FavoriteCount        int64                 `json:"favorite_count"`
	Entities             TwitterEntities       `json:"entities"`
	Favorited            bool                  `json:"favorited"`
	Retweeted            bool                  `json:"retweeted"`
	Lang                 string                `json:"lang"`
	RetweetedStatus      *TwitterStatus        `json:"retweeted_status"`
	PossiblySensitive    bool                  `json:"possibly_sensitive"`
}

// TwitterSearchMetadata describes the search that produced a [TwitterSearch].
//
//jsongen:generate
type TwitterSearchMetadata struct {
	CompletedIn float64 `json:"completed_in"`
	MaxID       int64   `json:"max_id"`
	MaxIDStr    string  `json:"max_id_str"`
	NextResults string  `json:"next_results"`
	Query       string  `json:"query"`
	RefreshURL  string  `json:"refresh_url"`
	Count       int64   `json:"count"`
	SinceID     int64   `json:"since_id"`
	SinceIDStr  string  `json:"since_id_str"`
}

//jsongen:generate
type TwitterSearch struct {
	Statuses       []TwitterStatus       `json:"statuses"`
	SearchMetadata TwitterSearchMetadata `json:"search_metadata"`
}

// FHIRBundle is synthea_fhir.json: one synthetic patient record as an HL7 FHIR
// transaction bundle. Its entries hold resources of many kinds; FHIRResource is
// the union of their fields.
//
//jsongen:generate
type FHIRNarrative struct {
	Status string `json:"status"`
	Div    string `json:"div"`
}

// FHIRCoding is one code from a terminology system.
//
//jsongen:generate
type FHIRCoding struct {
	System  string `json:"system"`
	Code    string `json:"code"`
	Display string `json:"display"`
}

// FHIRSubExtension is a nested extension of a [FHIRExtension].
//
//jsongen:generate
type FHIRSubExtension struct {
	URL         string     `json:"url"`
	ValueCoding FHIRCoding `json:"valueCoding"`
	ValueString string     `json:"valueString"`
}

// FHIRPlace is a city, state and country.
//
//jsongen:generate
type FHIRPlace struct {
	City    string `json:"city"`
	State   string `json:"state"`
	Country string `json:"country"`
}

// FHIRExtension is a FHIR extension: a URL and one typed value.
//
//jsongen:generate
type FHIRExtension struct {
	URL          string             `json:"url"`
	Extension    []FHIRSubExtension `json:"extension"`
	ValueString  string             `json:"valueString"`
	ValueCode    string             `json:"valueCode"`
	ValueAddress FHIRPlace          `json:"valueAddress"`
	ValueDecimal float64            `json:"valueDecimal"`
}

// FHIRCodeableConcept is a concept given by codes and a text.
//
//jsongen:generate
type FHIRCodeableConcept struct {
	Coding []FHIRCoding `json:"coding"`
	Text   string       `json:"text"`
}

// FHIRIdentifier is an identifier of a patient or organisation.
//
//jsongen:generate
type FHIRIdentifier struct {
	System string              `json:"system"`
	Value  string              `json:"value"`
	Type   FHIRCodeableConcept `json:"type"`
	Use    string              `json:"use"`
}

// FHIRContactPoint is a phone number or e-mail address.
//
//jsongen:generate
type FHIRContactPoint struct {
	System string `json:"system"`
	Value  string `json:"value"`
	Use    string `json:"use"`
}

// FHIRGeoExtension is a latitude or longitude of an address.
//
//jsongen:generate
type FHIRGeoExtension struct {
	URL          string  `json:"url"`
	ValueDecimal float64 `json:"valueDecimal"`
}

// FHIRAddressExtension carries the geolocation of an address.
//
//jsongen:generate
type FHIRAddressExtension struct {
	URL       string             `json:"url"`
	Extension []FHIRGeoExtension `json:"extension"`
}

// FHIRAddress is a postal address.
//
//jsongen:generate
type FHIRAddress struct {
	Extension  []FHIRAddressExtension `json:"extension"`
	Line       []string               `json:"line"`
	City       string                 `json:"city"`
	State      string                 `json:"state"`
	PostalCode string                 `json:"postalCode"`
	Country    string                 `json:"country"`
}

// FHIRCommunication is a language the patient speaks.
//
//jsongen:generate
type FHIRCommunication struct {
	Language FHIRCodeableConcept `json:"language"`
}

// FHIRCode is a code without display text.
//
//jsongen:generate
type FHIRCode struct {
	System string `json:"system"`
	Code   string `json:"code"`
}

// FHIRDisplayReference is a reference to another resource with a display text.
//
//jsongen:generate
type FHIRDisplayReference struct {
	Reference string `json:"reference"`
	Display   string `json:"display"`
}

// FHIRParticipant is a person taking part in an encounter or care team.
//
//jsongen:generate
type FHIRParticipant struct {
	Individual FHIRDisplayReference  `json:"individual"`
	Role       []FHIRCodeableConcept `json:"role"`
	Member     FHIRDisplayReference  `json:"member"`
}

// FHIRPeriod is a start and end time.
//
//jsongen:generate
type FHIRPeriod struct {
	Start string `json:"start"`
	End   string `json:"end"`
}

// FHIRCodeList is a concept given only by codes.
//
//jsongen:generate
type FHIRCodeList struct {
	Coding []FHIRCode `json:"coding"`
}

// FHIRReference is a reference to another resource.
//
//jsongen:generate
type FHIRReference struct {
	Reference string `json:"reference"`
}

// FHIRDiagnosis is a diagnosis listed on a claim.
//
//jsongen:generate
type FHIRDiagnosis struct {
	Sequence           int64          `json:"sequence"`
	DiagnosisReference FHIRReference  `json:"diagnosisReference"`
	Type               []FHIRCodeList `json:"type"`
}

// FHIRCoverage is the insurance coverage a claim is billed to.
//
//jsongen:generate
type FHIRCoverage struct {
	Display   string `json:"display"`
	Reference string `json:"reference"`
}

// FHIRInsurance is one insurance entry of a claim.
//
//jsongen:generate
type FHIRInsurance struct {
	Sequence int64        `json:"sequence"`
	Focal    bool         `json:"focal"`
	Coverage FHIRCoverage `json:"coverage"`
}

// FHIRCodings is a concept given by full codings.
//
//jsongen:generate
type FHIRCodings struct {
	Coding []FHIRCoding `json:"coding"`
}

// FHIRMoney is an amount and its currency.
//
//jsongen:generate
type FHIRMoney struct {
	Value    float64 `json:"value"`
	Currency string  `json:"currency"`
}

// FHIRAdjudication is one adjudicated amount of a claim item.
//
//jsongen:generate
type FHIRAdjudication struct {
	Category FHIRCodings `json:"category"`
	Amount   FHIRMoney   `json:"amount"`
}

// FHIRClaimItem is one billed line of a claim.
//
//jsongen:generate
type FHIRClaimItem struct {
	Sequence                int64               `json:"sequence"`
	ProductOrService        FHIRCodeableConcept `json:"productOrService"`
	Encounter               []FHIRReference     `json:"encounter"`
	DiagnosisSequence       []int64             `json:"diagnosisSequence"`
	Category                FHIRCodings         `json:"category"`
	ServicedPeriod          FHIRPeriod          `json:"servicedPeriod"`
	LocationCodeableConcept FHIRCodings         `json:"locationCodeableConcept"`
	ProcedureSequence       []int64             `json:"procedureSequence"`
	Net                     FHIRMoney           `json:"net"`
	Adjudication            []FHIRAdjudication  `json:"adjudication"`
	InformationSequence     []int64             `json:"informationSequence"`
}

// FHIRText is a concept given only by text.
//
//jsongen:generate
type FHIRText struct {
	Text string `json:"text"`
}

// FHIRDisplay is a display text standing for a resource.
//
//jsongen:generate
type FHIRDisplay struct {
	Display string `json:"display"`
}

// FHIRContained is a resource embedded in another one.
//
//jsongen:generate
type FHIRContained struct {
	ResourceType string          `json:"resourceType"`
	ID           string          `json:"id"`
	Status       string          `json:"status"`
	Intent       string          `json:"intent"`
	Subject      FHIRReference   `json:"subject"`
	Requester    FHIRReference   `json:"requester"`
	Performer    []FHIRReference `json:"performer"`
	Type         FHIRText        `json:"type"`
	Beneficiary  FHIRReference   `json:"beneficiary"`
	Payor        []FHIRDisplay   `json:"payor"`
}

// FHIRCareTeamMember is a provider on a claim's care team.
//
//jsongen:generate
type FHIRCareTeamMember struct {
	Sequence  int64         `json:"sequence"`
	Provider  FHIRReference `json:"provider"`
	Role      FHIRCodings   `json:"role"`
	Reference string        `json:"reference"`
}

// FHIRPayment is the payment of a benefit explanation.
//
//jsongen:generate
type FHIRPayment struct {
	Amount FHIRMoney `json:"amount"`
}

// FHIRActivityDetail is what a care plan activity does.
//
//jsongen:generate
type FHIRActivityDetail struct {
	Code     FHIRCodeableConcept `json:"code"`
	Status   string              `json:"status"`
	Location FHIRDisplay         `json:"location"`
}

// FHIRActivity is one activity of a care plan.
//
//jsongen:generate
type FHIRActivity struct {
	Detail FHIRActivityDetail `json:"detail"`
}

// FHIRQuantity is a measured value with its unit.
//
//jsongen:generate
type FHIRQuantity struct {
	Value  float64 `json:"value"`
	Unit   string  `json:"unit"`
	System string  `json:"system"`
	Code   string  `json:"code"`
}

// FHIRRepeat is how often a dose repeats.
//
//jsongen:generate
type FHIRRepeat struct {
	Frequency  int64   `json:"frequency"`
	Period     float64 `json:"period"`
	PeriodUnit string  `json:"periodUnit"`
}

// FHIRTiming is the schedule of a dose.
//
//jsongen:generate
type FHIRTiming struct {
	Repeat FHIRRepeat `json:"repeat"`
}

// FHIRDose is the amount of one dose.
//
//jsongen:generate
type FHIRDose struct {
	Value float64 `json:"value"`
}

// FHIRDoseAndRate is a dose amount and its kind.
//
//jsongen:generate
type FHIRDoseAndRate struct {
	Type         FHIRCodings `json:"type"`
	DoseQuantity FHIRDose    `json:"doseQuantity"`
}

// FHIRDosage is one dosage instruction of a prescription.
//
//jsongen:generate
type FHIRDosage struct {
	Sequence        int64             `json:"sequence"`
	Timing          FHIRTiming        `json:"timing"`
	AsNeededBoolean bool              `json:"asNeededBoolean"`
	DoseAndRate     []FHIRDoseAndRate `json:"doseAndRate"`
}

// FHIRImagingInstance is one image of an imaging series.
//
//jsongen:generate
type FHIRImagingInstance struct {
	Uid      string   `json:"uid"`
	SopClass FHIRCode `json:"sopClass"`
	Number   int64    `json:"number"`
	Title    string   `json:"title"`
}

// FHIRImagingSeries is one series of an imaging study.
//
//jsongen:generate
type FHIRImagingSeries struct {
	Uid               string                `json:"uid"`
	Number            int64                 `json:"number"`
	Modality          FHIRCoding            `json:"modality"`
	NumberOfInstances int64                 `json:"numberOfInstances"`
	BodySite          FHIRCoding            `json:"bodySite"`
	Started           string                `json:"started"`
	Instance          []FHIRImagingInstance `json:"instance"`
}

// FHIRProcedureRef is a procedure listed on a claim.
//
//jsongen:generate
type FHIRProcedureRef struct {
	Sequence           int64         `json:"sequence"`
	ProcedureReference FHIRReference `json:"procedureReference"`
}

// FHIRSupportingInfo is supporting information listed on a claim.
//
//jsongen:generate
type FHIRSupportingInfo struct {
	Sequence       int64         `json:"sequence"`
	Category       FHIRCodeList  `json:"category"`
	ValueReference FHIRReference `json:"valueReference"`
}

// FHIRComponent is one component of a multi-part observation.
//
//jsongen:generate
type FHIRComponent struct {
	Code          FHIRCodeableConcept `json:"code"`
	ValueQuantity FHIRQuantity        `json:"valueQuantity"`
}

// FHIRResource is the union of the fields of every resource kind in the
// bundle (patient, encounter, condition, observation, claim, ...); a field
// whose type differs between kinds is an any.
//
//jsongen:generate
type FHIRResource struct {
	ResourceType              string                 `json:"resourceType"`
	ID                        string                 `json:"id"`
	Text                      FHIRNarrative          `json:"text"`
	Extension                 []FHIRExtension        `json:"extension"`
	Identifier                []FHIRIdentifier       `json:"identifier"`
	Name                      any                    `json:"name"`
	Telecom                   []FHIRContactPoint     `json:"telecom"`
	Gender                    string                 `json:"gender"`
	BirthDate                 string                 `json:"birthDate"`
	DeceasedDateTime          string                 `json:"deceasedDateTime"`
	Address                   []FHIRAddress          `json:"address"`
	MaritalStatus             FHIRCodeableConcept    `json:"maritalStatus"`
	MultipleBirthBoolean      bool                   `json:"multipleBirthBoolean"`
	Communication             []FHIRCommunication    `json:"communication"`
	Active                    bool                   `json:"active"`
	Type                      any                    `json:"type"`
	Status                    string                 `json:"status"`
	Class                     FHIRCode               `json:"class"`
	Subject                   FHIRDisplayReference   `json:"subject"`
	Participant               []FHIRParticipant      `json:"participant"`
	Period                    FHIRPeriod             `json:"period"`
	ServiceProvider           FHIRDisplayReference   `json:"serviceProvider"`
	ClinicalStatus            FHIRCodeList           `json:"clinicalStatus"`
	VerificationStatus        FHIRCodeList           `json:"verificationStatus"`
	Code                      FHIRCodeableConcept    `json:"code"`
	Encounter                 FHIRReference          `json:"encounter"`
	OnsetDateTime             string                 `json:"onsetDateTime"`
	RecordedDate              string                 `json:"recordedDate"`
	Use                       string                 `json:"use"`
	Patient                   FHIRDisplayReference   `json:"patient"`
	BillablePeriod            FHIRPeriod             `json:"billablePeriod"`
	Created                   string                 `json:"created"`
	Provider                  FHIRDisplayReference   `json:"provider"`
	Priority                  FHIRCodeList           `json:"priority"`
	Diagnosis                 []FHIRDiagnosis        `json:"diagnosis"`
	Insurance                 []FHIRInsurance        `json:"insurance"`
	Item                      []FHIRClaimItem        `json:"item"`
	Total                     any                    `json:"total"`
	Contained                 []FHIRContained        `json:"contained"`
	Insurer                   FHIRDisplay            `json:"insurer"`
	Referral                  FHIRReference          `json:"referral"`
	Claim                     FHIRReference          `json:"claim"`
	Outcome                   string                 `json:"outcome"`
	CareTeam                  []FHIRCareTeamMember   `json:"careTeam"`
	Payment                   FHIRPayment            `json:"payment"`
	ReasonCode                []FHIRCodeableConcept  `json:"reasonCode"`
	ManagingOrganization      []FHIRDisplayReference `json:"managingOrganization"`
	Intent                    string                 `json:"intent"`
	Category                  []FHIRCodeableConcept  `json:"category"`
	Addresses                 []FHIRReference        `json:"addresses"`
	Activity                  []FHIRActivity         `json:"activity"`
	MedicationCodeableConcept FHIRCodeableConcept    `json:"medicationCodeableConcept"`
	AuthoredOn                string                 `json:"authoredOn"`
	Requester                 FHIRDisplayReference   `json:"requester"`
	ReasonReference           []FHIRDisplayReference `json:"reasonReference"`
	Prescription              FHIRReference          `json:"prescription"`
	LifecycleStatus           string                 `json:"lifecycleStatus"`
	AchievementStatus         FHIRCodeList           `json:"achievementStatus"`
	Description               FHIRText               `json:"description"`
	Goal                      []FHIRReference        `json:"goal"`
	AbatementDateTime         string                 `json:"abatementDateTime"`
	EffectiveDateTime         string                 `json:"effectiveDateTime"`
	Issued                    string                 `json:"issued"`
	ValueQuantity             FHIRQuantity           `json:"valueQuantity"`
	PerformedPeriod           FHIRPeriod             `json:"performedPeriod"`
	DosageInstruction         []FHIRDosage           `json:"dosageInstruction"`
	Started                   string                 `json:"started"`
	NumberOfSeries            int64                  `json:"numberOfSeries"`
	NumberOfInstances         int64                  `json:"numberOfInstances"`
	Series                    []FHIRImagingSeries    `json:"series"`
	Procedure                 []FHIRProcedureRef     `json:"procedure"`
	VaccineCode               FHIRCodeableConcept    `json:"vaccineCode"`
	OccurrenceDateTime        string                 `json:"occurrenceDateTime"`
	PrimarySource             bool                   `json:"primarySource"`
	SupportingInfo            []FHIRSupportingInfo   `json:"supportingInfo"`
	Component                 []FHIRComponent        `json:"component"`
	ValueCodeableConcept      FHIRCodeableConcept    `json:"valueCodeableConcept"`
	Result                    []FHIRDisplayReference `json:"result"`
}

// FHIRRequest is the HTTP request that would store an entry.
//
//jsongen:generate
type FHIRRequest struct {
	Method string `json:"method"`
	URL    string `json:"url"`
}

// FHIREntry is one resource of a [FHIRBundle].
//
//jsongen:generate
type FHIREntry struct {
	FullURL  string       `json:"fullUrl"`
	Resource FHIRResource `json:"resource"`
	Request  FHIRRequest  `json:"request"`
}

//jsongen:generate
type FHIRBundle struct {
	ResourceType string      `json:"resourceType"`
	Type         string      `json:"type"`
	Entry        []FHIREntry `json:"entry"`
}
