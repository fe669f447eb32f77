// Package testtypes holds the fixture types and deterministic corpora that
// the tests and benchmarks of package json share: appender types in the style
// of github.com/guregu/null, the seed struct the project was started for,
// small, medium and large API-shaped structs, and a generated stand-in for
// encoding/json's golang_source ("code.json") benchmark corpus.
//
// It is an ordinary package so that several test files (and later the tests
// of other packages such as null/ or cmd/jsongen) can share it, but nothing
// outside tests should import it. It imports package json for
// [json.AppendString], so only external tests (package json_test) may import
// it; an internal test of package json that did would form an import cycle.
//
// Every constructor returns the same value on every call: randomness comes
// from math/rand/v2's PCG with fixed seeds, and no constructor reads the clock
// or the local time zone.
package testtypes

import (
	stdjson "encoding/json"
	"math"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/zerojson/json"
)

// NullInt is an int64 that may be null, shaped like guregu/null's Int. It has
// both kinds of marshaller so that one value exercises both paths: encoding/json
// calls the allocating [NullInt.MarshalJSON], while package json prefers
// [NullInt.MarshalAppendJSON] and reaches it through a pointer when the value
// is addressable.
type NullInt struct {
	Int   int64
	Valid bool // Valid is false when the value is null
}

// MarshalJSON implements [stdjson.Marshaler] the way guregu/null does: a
// fresh slice per call, "null" when not valid.
func (n NullInt) MarshalJSON() ([]byte, error) {
	if !n.Valid {
		return []byte("null"), nil
	}
	return []byte(strconv.FormatInt(n.Int, 10)), nil
}

// MarshalAppendJSON implements [json.MarshalAppender], appending exactly the
// bytes [NullInt.MarshalJSON] returns.
func (n *NullInt) MarshalAppendJSON(dst []byte) ([]byte, error) {
	if !n.Valid {
		return append(dst, "null"...), nil
	}
	return strconv.AppendInt(dst, n.Int, 10), nil
}

// NullString is a string that may be null, shaped like guregu/null's String;
// see [NullInt] for why it has both marshallers.
type NullString struct {
	String string
	Valid  bool // Valid is false when the value is null
}

// MarshalJSON implements [stdjson.Marshaler] the way guregu/null does: "null"
// when not valid, else encoding/json's encoding of the string.
func (s NullString) MarshalJSON() ([]byte, error) {
	if !s.Valid {
		return []byte("null"), nil
	}
	return stdjson.Marshal(s.String)
}

// MarshalAppendJSON implements [json.MarshalAppender], appending exactly the
// bytes [NullString.MarshalJSON] returns: [json.AppendString] escapes as
// encoding/json.Marshal does, HTML characters included.
func (s *NullString) MarshalAppendJSON(dst []byte) ([]byte, error) {
	if !s.Valid {
		return append(dst, "null"...), nil
	}
	return json.AppendString(dst, s.String), nil
}

// Seed is the case zerojson was started for: a row with a nullable int, two
// times and a nullable string, encoded by a long-lived [json.Encoder] in a
// request handler. encoding/json spends most of its time here allocating in
// the fields' MarshalJSON methods.
type Seed struct {
	A NullInt    `json:"a"`
	B time.Time  `json:"b"`
	C time.Time  `json:"c"`
	D NullString `json:"d"`
}

// NewSeed returns a realistic [Seed]: every field valid, one time in UTC with
// nanoseconds and one with a fixed non-UTC offset.
func NewSeed() Seed {
	return Seed{
		A: NullInt{Int: 48213, Valid: true},
		B: time.Date(2025, time.March, 14, 9, 26, 53, 589793238, time.UTC),
		C: time.Date(2025, time.March, 14, 10, 26, 53, 0, time.FixedZone("CET", 3600)),
		D: NullString{String: "order shipped", Valid: true},
	}
}

// Small is a handful of scalars: the cost of a Marshal call that does almost
// no encoding work.
type Small struct {
	ID     int64   `json:"id"`
	Name   string  `json:"name"`
	Score  float64 `json:"score"`
	Active bool    `json:"active"`
	Count  uint16  `json:"count"`
}

// NewSmall returns a deterministic [Small].
func NewSmall() Small {
	return Small{ID: 90210, Name: "gopher", Score: 97.25, Active: true, Count: 12}
}

// Medium is a realistic API object, a user record as a REST service would
// return it, using every kind of field such objects commonly have: strings
// (some needing escapes), integers, floats, bools, times, pointers, a slice,
// a nested struct, a map, a [json.RawMessage], a [stdjson.Number] and the
// appender types.
//
// The Number is encoding/json's because encoding/json knows only its own:
// it would quote a [json.Number], which has no MarshalJSON method, and the
// benchmarks need both libraries to write the same bytes. Package json
// encodes both kinds natively. [json.RawMessage] has a MarshalJSON method,
// which encoding/json calls.
type Medium struct {
	ID         int64             `json:"id"`
	NodeID     string            `json:"node_id"`
	Login      string            `json:"login"`
	Name       *string           `json:"name"`
	Company    *string           `json:"company"`
	Bio        string            `json:"bio,omitempty"`
	HTMLURL    string            `json:"html_url"`
	Score      float64           `json:"score"`
	Ratio      float32           `json:"ratio"`
	Followers  int               `json:"followers"`
	Following  uint32            `json:"following"`
	SiteAdmin  bool              `json:"site_admin"`
	Hireable   bool              `json:"hireable,omitempty"`
	CreatedAt  time.Time         `json:"created_at"`
	UpdatedAt  time.Time         `json:"updated_at"`
	Topics     []string          `json:"topics"`
	Plan       Plan              `json:"plan"`
	Labels     map[string]string `json:"labels"`
	Extra      json.RawMessage   `json:"extra"`
	Balance    stdjson.Number    `json:"balance"`
	ReferrerID NullInt           `json:"referrer_id"`
	Nickname   NullString        `json:"nickname"`
}

// Plan is the nested struct of [Medium].
type Plan struct {
	Name          string     `json:"name"`
	Space         int64      `json:"space"`
	Collaborators int        `json:"collaborators"`
	PrivateRepos  int        `json:"private_repos"`
	Expires       *time.Time `json:"expires,omitempty"`
}

var (
	mediumLogins = []string{"gopher", "rob", "ken", "russ", "ian", "brad", "andrew", "dmitri", "austin", "cherry"}
	mediumNames  = []string{"Gopher Gopherson", "Zoë Ångström", "Ada <admin> & co", "Li Wei 李伟", "José \"Pepe\" Núñez"}
	mediumTopics = []string{"go", "json", "performance", "zero-allocation", "encoding", "reflection", "benchmarks", "api"}
	mediumPlans  = []string{"free", "pro", "team", "enterprise"}
	mediumBios   = []string{
		"",
		"Writes Go at work & at home.\nLikes <b>bold</b> claims.",
		"Tabs\tvs spaces; \"quotes\" and back\\slashes",
		"Émigré café owner — ☕ all day 🐹",
	}
)

// NewMedium returns the i'th deterministic [Medium]: different indices give
// different but equally shaped values, so a [Large] of them is not one value
// repeated.
func NewMedium(i int) Medium {
	rng := rand.New(rand.NewPCG(uint64(i), 0x6d656469756d))
	login := mediumLogins[i%len(mediumLogins)] + strconv.Itoa(i)
	name := mediumNames[rng.IntN(len(mediumNames))]
	m := Medium{
		ID:        1_000_000 + int64(i)*7919,
		NodeID:    "MDQ6VXNlcj" + strconv.FormatUint(rng.Uint64(), 36),
		Login:     login,
		Name:      &name,
		Bio:       mediumBios[i%len(mediumBios)],
		HTMLURL:   "https://example.com/users/" + login + "?tab=repos&sort=updated",
		Score:     math.Round(rng.Float64()*1e6) / 1e4,
		Ratio:     float32(rng.Float64()),
		Followers: rng.IntN(50000),
		Following: uint32(rng.IntN(900)),
		SiteAdmin: i%17 == 0,
		Hireable:  i%3 == 0,
		CreatedAt: time.Date(2010+i%14, time.Month(1+i%12), 1+i%28, i%24, i%60, i%60, 0, time.UTC),
		UpdatedAt: time.Date(2025, time.June, 1+i%30, 12, 0, 0, rng.IntN(1e9), time.FixedZone("", -7*3600)),
		Topics:    mediumTopics[:1+i%len(mediumTopics)],
		Plan: Plan{
			Name:          mediumPlans[i%len(mediumPlans)],
			Space:         976562499 - int64(i),
			Collaborators: i % 50,
			PrivateRepos:  10000,
		},
		Labels: map[string]string{
			"team":   "platform",
			"region": "eu-west-" + strconv.Itoa(1+i%3),
			"tier":   mediumPlans[(i+1)%len(mediumPlans)],
		},
		Extra:      json.RawMessage(`{"theme":"dark","beta":[1,2,3],"ratio":0.5}`),
		Balance:    stdjson.Number(strconv.Itoa(i*131) + ".75"),
		ReferrerID: NullInt{Int: int64(i) * 31, Valid: i%2 == 0},
		Nickname:   NullString{String: "nick " + login, Valid: i%4 != 1},
	}
	if i%5 != 0 {
		company := "@golang & friends"
		m.Company = &company
	}
	if i%2 == 1 {
		expires := time.Date(2026, time.January, 1+i%28, 0, 0, 0, 0, time.UTC)
		m.Plan.Expires = &expires
	}
	return m
}

// LargeLen is the number of [Medium] values in a [Large].
const LargeLen = 100

// Large is a search-result page: [LargeLen] [Medium] values plus the maps
// such a response carries beside them.
type Large struct {
	TotalCount int              `json:"total_count"`
	Incomplete bool             `json:"incomplete_results"`
	Items      []Medium         `json:"items"`
	ByLogin    map[string]int64 `json:"by_login"`
	Facets     map[string]int   `json:"facets"`
	Meta       map[string]any   `json:"meta"`
}

// NewLarge returns a deterministic [Large].
func NewLarge() Large {
	l := Large{
		TotalCount: 4 * LargeLen,
		Items:      make([]Medium, LargeLen),
		ByLogin:    make(map[string]int64, LargeLen),
		Facets:     make(map[string]int, len(mediumTopics)),
		Meta: map[string]any{
			"query":     "language:go stars:>100",
			"took_ms":   12.5,
			"cached":    false,
			"next_page": nil,
			"shards":    []any{"a", "b", float64(3)},
		},
	}
	for i := range l.Items {
		l.Items[i] = NewMedium(i)
		l.ByLogin[l.Items[i].Login] = l.Items[i].ID
	}
	for i, topic := range mediumTopics {
		l.Facets[topic] = (i + 1) * 37
	}
	return l
}

// CodeResponse is the top level of the code corpus, with the same shape as
// the type encoding/json's CodeEncoder benchmark decodes golang_source.json
// into.
type CodeResponse struct {
	Tree     *CodeNode `json:"tree"`
	Username string    `json:"username"`
}

// CodeNode is one file or directory of the code corpus. Kids is empty, not
// nil, for files, as it is in the decoded original.
type CodeNode struct {
	Name     string      `json:"name"`
	Kids     []*CodeNode `json:"kids"`
	CLWeight float64     `json:"cl_weight"`
	Touches  int         `json:"touches"`
	MinT     int64       `json:"min_t"`
	MaxT     int64       `json:"max_t"`
	MeanT    int64       `json:"mean_t"`
}

// The sizes of the code corpus, taken from golang_source.json, which has
// 12806 nodes of which 12106 are files and encodes to 1,940,472 bytes.
const (
	codeDirs     = 700
	codeFiles    = 12100
	codeMaxDepth = 13
	// codeTouchesPerFile is the mean number of changes touching a file.
	codeTouchesPerFile = 2.2
	// codeFirstT and codeLastT bound the change times, in Unix seconds as in
	// the original (October 2008 to September 2011).
	codeFirstT = 1224189829
	codeLastT  = 1316547546
)

// NewCodeResponse returns a deterministic stand-in for encoding/json's
// golang_source.json corpus, a summary of one reviewer's changes over the
// source trees of three projects. It has the original's number of nodes,
// depth, share of files, name lengths and kinds of numbers, and encodes to
// about the same 1.9 MB; encoding/json's corpus itself is not importable.
//
// It is built as the original was: a directory tree is grown, files are
// spread over it, and simulated changes (CLs) each touch a run of adjacent
// files. A file's cl_weight is the sum over the changes touching it of one
// over the change's size; a directory's fields aggregate its subtree. So the
// floats have the original's mix of short (0.1, 1) and 17-digit values.
//
// Building it takes a few milliseconds; callers that use it often should
// build it once.
func NewCodeResponse() *CodeResponse {
	g := &codeGen{rng: rand.New(rand.NewPCG(0x676f6c616e67, 0x736f75726365))}
	g.growDirs()
	g.addFiles()
	g.collectFiles(0)
	g.commitAll()
	g.link()
	return &CodeResponse{Tree: g.nodes[0], Username: "gopher"}
}

// A codeFlavor is the kind of project a directory belongs to, which decides
// how its names look.
type codeFlavor int

const (
	flavorGo     codeFlavor = iota // Go sources: handshake_client_test.go
	flavorWebKit                   // layout tests: reflection-masks-expected.png
	flavorChrome                   // C++: tab_strip_model_unittest.cc
)

var (
	codeTop      = []string{"go", "webkit", "chromium"}
	codeDirWords = [...][]string{
		flavorGo: {"src", "pkg", "cmd", "crypto", "tls", "x509", "net", "http", "encoding", "json", "xml",
			"gob", "image", "png", "jpeg", "runtime", "syscall", "os", "exec", "signal", "reflect", "strconv",
			"bufio", "compress", "flate", "gzip", "archive", "tar", "zip", "testdata", "exp", "template",
			"ast", "parser", "printer", "token", "types", "build", "debug", "elf", "dwarf", "math", "big",
			"rand", "sort", "sync", "atomic", "time", "unicode", "utf8", "openpgp", "packet", "armor"},
		flavorWebKit: {"LayoutTests", "platform", "chromium-linux", "chromium-win", "mac-leopard", "fast",
			"css", "dom", "html", "svg", "text", "images", "js", "resources", "editing", "selection",
			"inserting", "deleting", "transforms", "compositing", "reflections", "lists", "forms", "tables",
			"mozilla", "bugs", "overflow", "repaint", "block", "float", "positioning", "backgrounds",
			"borders", "canvas", "frames", "events", "xmlhttprequest", "workers", "storage", "media",
			"W3C-SVG-1.1", "custom", "batik", "filters", "gradients", "masking", "hixie", "Source", "WebCore",
			"rendering", "style", "loader", "inspector", "bindings", "v8"},
		flavorChrome: {"src", "chrome", "browser", "renderer", "common", "ui", "views", "gfx", "base",
			"net", "url_request", "disk_cache", "third_party", "skia", "webkit", "glue", "plugins", "tools",
			"gpu", "content", "ipc", "sandbox", "media", "audio", "resources", "test", "data", "extensions",
			"sync", "history", "bookmarks", "autofill", "tabs", "download", "printing", "cocoa", "gtk"},
	}
	codeFileWords = [...][]string{
		flavorGo: {"handshake", "client", "server", "conn", "common", "cipher", "suites", "messages",
			"transport", "reader", "writer", "decode", "encode", "scanner", "parser", "print", "format",
			"buffer", "hash", "table", "cache", "sort", "search", "mutex", "signal", "exec", "file", "path",
			"url", "cookie", "header", "request", "response", "proxy", "chunked", "fs", "sniff", "status",
			"doc", "example", "util", "zsyscall", "linux", "amd64", "arm", "windows", "darwin", "key",
			"agreement", "prf", "alert", "stream", "block", "errors"},
		flavorWebKit: {"reflection", "masks", "opacity", "direction", "nesting", "overflow", "hidden",
			"inline", "crash", "alpha", "list", "wrap", "olstart", "styles", "float", "clear", "margin",
			"collapse", "table", "cell", "border", "radius", "shadow", "gradient", "background", "repeat",
			"position", "fixed", "absolute", "relative", "zoom", "scroll", "text", "decoration", "selection",
			"caret", "focus", "image", "clip", "path", "transform", "animation", "transition", "font", "size",
			"line", "height", "letter", "spacing", "bidi", "unicode", "whitespace", "pre", "first", "letter"},
		flavorChrome: {"tab", "strip", "model", "browser", "window", "view", "controller", "delegate",
			"observer", "manager", "service", "profile", "render", "widget", "host", "process", "impl",
			"message", "filter", "resource", "dispatcher", "url", "fetcher", "cookie", "store", "history",
			"backend", "database", "bookmark", "autocomplete", "edit", "popup", "toolbar", "location", "bar",
			"download", "item", "extension", "install", "sync", "session", "plugin", "gpu", "channel"},
	}
	codeSuffixes = [...][]string{
		flavorGo:     {".go", "_test.go", "_linux.go", "_windows.go", ".s"},
		flavorWebKit: {"-expected.png", "-expected.checksum", "-expected.txt", ".html", ".svg"},
		flavorChrome: {".cc", ".h", "_unittest.cc", "_mac.mm", "_win.cc", "_gtk.cc"},
	}
)

// codeGen builds the code corpus. Nodes are referred to by index; index 0 is
// the root, and a node's parent always has a smaller index.
type codeGen struct {
	rng    *rand.Rand
	nodes  []*CodeNode
	parent []int
	kids   [][]int
	depth  []int
	flavor []codeFlavor
	dirs   []int // indices of the directories, in creation order
	files  []int // indices of the files, in depth-first order

	// Aggregation state for commit: the last change that touched each node,
	// and the sum of the times of the changes that did.
	lastCL []int
	sumT   []int64
}

func (g *codeGen) add(name string, parent int, flavor codeFlavor) int {
	i := len(g.nodes)
	g.nodes = append(g.nodes, &CodeNode{Name: name})
	g.parent = append(g.parent, parent)
	g.kids = append(g.kids, nil)
	g.flavor = append(g.flavor, flavor)
	if parent < 0 {
		g.depth = append(g.depth, 0)
	} else {
		g.depth = append(g.depth, g.depth[parent]+1)
		g.kids[parent] = append(g.kids[parent], i)
	}
	return i
}

// growDirs grows the directory tree: the root, one directory per project,
// then directories that mostly deepen the most recent one, which gives the
// long narrow paths (LayoutTests/platform/chromium-linux/fast/...) that put
// most of the original's nodes ten to thirteen levels down. The constants
// were tuned against the original's statistics (node count, depth profile,
// float lengths, name lengths); the result encodes to 1,939,513 bytes.
func (g *codeGen) growDirs() {
	g.dirs = append(g.dirs, g.add("/", -1, flavorGo))
	for f, name := range codeTop {
		g.dirs = append(g.dirs, g.add(name, 0, codeFlavor(f)))
	}
	for len(g.dirs) < codeDirs {
		var p int
		switch r := g.rng.Float64(); {
		case r < 0.40: // deepen the newest directory
			p = g.dirs[len(g.dirs)-1]
		case r < 0.8: // a sibling of the newest directory
			p = g.parent[g.dirs[len(g.dirs)-1]]
		default: // start a new branch anywhere below the projects
			p = g.dirs[1+g.rng.IntN(len(g.dirs)-1)]
		}
		if g.depth[p] >= codeMaxDepth-1 {
			p = g.parent[p]
		}
		words := codeDirWords[g.flavor[p]]
		g.dirs = append(g.dirs, g.add(words[g.rng.IntN(len(words))], p, g.flavor[p]))
	}
}

// addFiles spreads codeFiles files over the directories. Each directory's
// share is Pareto-distributed, favouring directories without subdirectories,
// so a few directories hold hundreds of files and most hold a handful; every
// directory without subdirectories gets at least one.
func (g *codeGen) addFiles() {
	cum := make([]float64, len(g.dirs))
	total := 0.0
	for i, d := range g.dirs {
		if d == 0 || g.depth[d] == 1 {
			cum[i] = total // the root and the projects hold no files
			continue
		}
		w := math.Min(math.Pow(1-g.rng.Float64(), -1/1.1), 200)
		if len(g.kids[d]) == 0 {
			w *= 4
		}
		total += w
		cum[i] = total
	}
	counts := make([]int, len(g.dirs))
	n := 0
	for i, d := range g.dirs {
		if len(g.kids[d]) == 0 {
			counts[i]++
			n++
		}
	}
	for ; n < codeFiles; n++ {
		i, _ := slices.BinarySearch(cum, g.rng.Float64()*total)
		counts[i]++
	}
	for i, d := range g.dirs {
		g.addFileGroups(d, counts[i])
	}
}

// addFileGroups adds n files to directory d in groups sharing a stem, as a
// source file comes with its test and a layout test with its expectations.
func (g *codeGen) addFileGroups(d, n int) {
	flavor := g.flavor[d]
	words, suffixes := codeFileWords[flavor], codeSuffixes[flavor]
	sep := "_"
	if flavor == flavorWebKit {
		sep = "-"
	}
	var stem strings.Builder
	for n > 0 {
		stem.Reset()
		if flavor == flavorWebKit && g.rng.IntN(4) == 0 {
			stem.WriteString(strconv.Itoa(1000 + g.rng.IntN(30))[1:]) // 000 to 029
		} else {
			for k := 1 + g.rng.IntN(4); k > 0; k-- {
				if stem.Len() > 0 {
					stem.WriteString(sep)
				}
				stem.WriteString(words[g.rng.IntN(len(words))])
			}
		}
		for _, suffix := range suffixes[:min(n, 1+g.rng.IntN(3))] {
			g.add(stem.String()+suffix, d, flavor)
			n--
		}
	}
}

// collectFiles lists the files below node i in depth-first order, so that
// the files of a directory's subtree are adjacent in g.files. Directories are
// all made before the first file, so they are the nodes below len(g.dirs).
func (g *codeGen) collectFiles(i int) {
	if i < len(g.dirs) {
		for _, k := range g.kids[i] {
			g.collectFiles(k)
		}
		return
	}
	g.files = append(g.files, i)
}

// commitAll simulates the changes: first a sweep that touches every file
// once, then changes over random runs of adjacent files until files have
// been touched codeTouchesPerFile times on average. Change sizes are mostly
// one to ten files with a long tail up to 1500 (mass renames and
// regenerated test expectations), as in the original, whose commonest
// cl_weight is about 1/1431.
func (g *codeGen) commitAll() {
	g.lastCL = make([]int, len(g.nodes))
	for i := range g.lastCL {
		g.lastCL[i] = -1
	}
	g.sumT = make([]int64, len(g.nodes))
	cl := 0
	for start := 0; start < len(g.files); cl++ {
		end := min(start+g.changeSize(), len(g.files))
		g.commit(cl, g.files[start:end])
		start = end
	}
	for touched := len(g.files); touched < int(codeTouchesPerFile*float64(len(g.files))); cl++ {
		start := g.rng.IntN(len(g.files))
		end := min(start+g.changeSize(), len(g.files))
		g.commit(cl, g.files[start:end])
		touched += end - start
	}
	for i, n := range g.nodes {
		if n.Touches > 0 {
			n.MeanT = g.sumT[i] / int64(n.Touches)
		}
	}
}

func (g *codeGen) changeSize() int {
	if g.rng.IntN(100) < 85 {
		return 1 + g.rng.IntN(10)
	}
	return int(math.Exp(g.rng.Float64() * math.Log(1500)))
}

// commit records change cl, made at a random time, touching files.
func (g *codeGen) commit(cl int, files []int) {
	t := int64(codeFirstT + g.rng.IntN(codeLastT-codeFirstT+1))
	w := 1 / float64(len(files))
	for _, f := range files {
		for i := f; i >= 0; i = g.parent[i] {
			n := g.nodes[i]
			n.CLWeight += w
			if g.lastCL[i] == cl {
				continue
			}
			g.lastCL[i] = cl
			if n.Touches == 0 || t < n.MinT {
				n.MinT = t
			}
			if n.Touches == 0 || t > n.MaxT {
				n.MaxT = t
			}
			n.Touches++
			g.sumT[i] += t
		}
	}
}

// link fills in the Kids slices, empty but not nil for files.
func (g *codeGen) link() {
	for i, n := range g.nodes {
		n.Kids = make([]*CodeNode, len(g.kids[i]))
		for j, k := range g.kids[i] {
			n.Kids[j] = g.nodes[k]
		}
	}
}
