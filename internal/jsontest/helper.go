package jsontest

// The classic helper: this package's test binary, built again with classic
// encoding/json, run next to the test binary on a build whose encoding/json
// is built on encoding/json/v2 (see reference.go).
//
// The test binary builds it with the go command of its own toolchain (go
// test puts that toolchain's bin directory first in PATH) and
// GOEXPERIMENT=nojsonv2, into a temporary directory; the build cache makes
// every build after the first a link. A toolchain that no longer has the
// experiment, or whose encoding/json stays v2 with it, is replaced by the
// newest earlier release, fetched through GOTOOLCHAIN from the module
// proxy.
//
// The helper runs in one of two roles:
//
//   - "stream": it runs the same tests with the same -run, -skip, -short,
//     -count and package flags and the same seed, concurrently with the test
//     binary, and streams every comparison's result of classic
//     encoding/json, named by its test (name, and how many tests of that name
//     ran before it) and the hash of its key. The test binary waits for
//     the result it needs, or for the helper to finish that test without
//     making the comparison.
//   - "serve": for fuzzing, whose inputs no other process can know, it
//     runs one fuzz target's body on each input the test binary sends
//     (see [Fuzz]) and answers with the comparisons the body made.
//
// The two talk over the helper's standard input and output in frames: a
// kind byte, the id of a test (or of a request), and length-prefixed
// fields. The helper's test output goes to its standard error, whose end
// the test binary shows if the helper dies.

import (
	"bufio"
	"bytes"
	"crypto/sha256"
	"encoding/binary"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"runtime"
	"runtime/debug"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"
)

// Frame kinds.
const (
	frameHello   = 'H' // helper: "classic" or "v2", and its Go version
	frameTest    = 'T' // helper: id names a test: its name and round
	frameResult  = 'R' // helper: a result of test id: the key's hash, classic's canonical result
	frameEnd     = 'E' // helper: test id is over
	frameDone    = 'X' // helper: every test ran
	frameRequest = 'Q' // test binary, to a serving helper: run the body on these arguments
)

func writeFrame(w *bufio.Writer, kind byte, id uint64, fields ...[]byte) error {
	w.WriteByte(kind)
	var buf [binary.MaxVarintLen64]byte
	w.Write(binary.AppendUvarint(buf[:0], id))
	w.Write(binary.AppendUvarint(buf[:0], uint64(len(fields))))
	for _, f := range fields {
		w.Write(binary.AppendUvarint(buf[:0], uint64(len(f))))
		w.Write(f)
	}
	// bufio.Writer keeps its first error.
	_, err := w.Write(nil)
	return err
}

// maxField bounds a field read, so that a stream that is not frames fails
// instead of allocating without limit.
const maxField = 1 << 30

func readFrame(r *bufio.Reader) (kind byte, id uint64, fields [][]byte, err error) {
	if kind, err = r.ReadByte(); err != nil {
		return 0, 0, nil, err
	}
	if id, err = binary.ReadUvarint(r); err != nil {
		return 0, 0, nil, noEOF(err)
	}
	n, err := binary.ReadUvarint(r)
	if err != nil || n > 16 {
		return 0, 0, nil, cmpErr(noEOF(err), "jsontest: bad frame")
	}
	for range n {
		size, err := binary.ReadUvarint(r)
		if err != nil || size > maxField {
			return 0, 0, nil, cmpErr(noEOF(err), "jsontest: bad frame")
		}
		f := make([]byte, size)
		if _, err := io.ReadFull(r, f); err != nil {
			return 0, 0, nil, noEOF(err)
		}
		fields = append(fields, f)
	}
	return kind, id, fields, nil
}

// noEOF turns an end of input inside a frame into an error of its own.
func noEOF(err error) error {
	if err == io.EOF {
		return io.ErrUnexpectedEOF
	}
	return err
}

func cmpErr(err error, msg string) error {
	if err != nil {
		return err
	}
	return errors.New(msg)
}

// keyHash is what names a comparison within its test. Keys print types,
// and RawMessage prints as jsontext.Value on a v2-based build: both sides
// hash the classic name (see classicNames).
func keyHash(key string) [16]byte {
	sum := sha256.Sum256([]byte(classicNames(key)))
	return [16]byte(sum[:16])
}

// testKey names one run of a test: its name and how many runs of a test of
// that name came before (-count, -cpu).
func testKey(name string, round uint64) string {
	return name + "\x00" + strconv.FormatUint(round, 10)
}

// requestTest names the test that a serving helper answers request id in.
func requestTest(id uint64) string { return "#" + strconv.FormatUint(id, 10) }

// The helper's side.

// answers is where the helper writes its results.
var answers struct {
	mu      sync.Mutex
	w       *bufio.Writer
	ids     map[testing.TB]uint64
	rounds  map[string]uint64
	next    uint64
	request uint64 // the request being served
}

// serveAsHelper runs the tests as the classic helper and returns the exit
// code.
func serveAsHelper(m *testing.M) int {
	// The frames go to the standard output; the tests' own output,
	// which the testing package writes to os.Stdout, to the standard
	// error.
	out := os.Stdout
	os.Stdout = os.Stderr
	answers.w = bufio.NewWriterSize(out, 1<<16)
	answers.ids = make(map[testing.TB]uint64)
	answers.rounds = make(map[string]uint64)
	hello := "v2"
	if Classic {
		hello = "classic"
	}
	writeFrame(answers.w, frameHello, 0, []byte(hello+" "+runtime.Version()))
	answers.w.Flush()
	if !Classic {
		return 1
	}
	if helperRole == "stream" {
		// The test binary closes the pipe when it is done, or dies.
		go func() {
			io.Copy(io.Discard, os.Stdin)
			os.Exit(0)
		}()
	}
	// A result the test binary waits for is sent within a millisecond;
	// results made faster than that go out together.
	go func() {
		for {
			time.Sleep(time.Millisecond)
			answers.mu.Lock()
			if answers.w.Buffered() > 0 {
				answers.w.Flush()
			}
			answers.mu.Unlock()
		}
	}()
	m.Run()
	answers.mu.Lock()
	writeFrame(answers.w, frameDone, 0)
	answers.w.Flush()
	answers.mu.Unlock()
	return 0
}

// answer sends classic's result of the comparison key in test tb.
func answer(tb testing.TB, key string, result string) {
	a := &answers
	a.mu.Lock()
	defer a.mu.Unlock()
	id := a.request
	if helperRole == "stream" {
		var ok bool
		if id, ok = a.ids[tb]; !ok {
			id = a.next
			a.next++
			a.ids[tb] = id
			name := tb.Name()
			round := a.rounds[name]
			a.rounds[name]++
			writeFrame(a.w, frameTest, id, []byte(name), []byte(strconv.FormatUint(round, 10)))
			tb.Cleanup(func() {
				a.mu.Lock()
				defer a.mu.Unlock()
				delete(a.ids, tb)
				writeFrame(a.w, frameEnd, id)
			})
		}
	}
	h := keyHash(key)
	writeFrame(a.w, frameResult, id, h[:], []byte(result))
}

// The test binary's side.

// helperProcess is a running classic helper, seen from the test binary.
type helperProcess struct {
	// name says which toolchain built it, for failure messages.
	name string
	// unavailable, if set, says why there is no classic helper: no
	// toolchain could build classic encoding/json.
	unavailable string
	// failure, if set, says why the helper that should be there is not:
	// its build failed, or it could not start.
	failure string

	role   string
	dir    string
	cmd    *exec.Cmd
	stdin  *bufio.Writer
	pipe   io.WriteCloser
	out    *bufio.Reader // its frames
	stderr *os.File      // its standard error, whose end a failure shows

	// The frames are read by the tests that wait for a result, one test
	// at a time, and by no goroutine of the package's own: a goroutine
	// reading in the background would allocate while allocation tests
	// count (testing.AllocsPerRun counts every goroutine's). The helper
	// waits on its pipe meanwhile.
	mu       sync.Mutex
	cond     sync.Cond
	reading  bool                    // a test reads frames
	tests    map[string]*testResults // by testKey, the helper's results not yet taken
	ids      map[uint64]string       // the helper's test ids
	finished map[string]bool         // tests this process finished: their results are dropped
	ended    bool                    // the helper's output ended
	clean    bool                    // after every test ran
	mine     map[testing.TB]string   // this process's tests, by testKey
	rounds   map[string]uint64
	request  uint64 // serve: the id of the last request
}

type testResults struct {
	byKey map[[16]byte][]string
	over  bool // the helper ran the whole test
}

// classicHelper returns this test binary's classic helper in the stream
// role, building and starting it on the first call.
func (r *Reference) classicHelper() *helperProcess {
	r.helperOnce.Do(func() {
		r.helper = startHelper("stream", streamArgs())
	})
	return r.helper
}

// stopHelper stops the helpers this process started.
func (r *Reference) stopHelper() {
	if r.helper != nil {
		r.helper.stop()
	}
	fuzzHelpers.Lock()
	for _, h := range fuzzHelpers.byTarget {
		h.stop()
	}
	fuzzHelpers.Unlock()
}

// flagValue returns the value of a command-line flag, or "".
func flagValue(name string) string {
	if f := flag.Lookup(name); f != nil {
		return f.Value.String()
	}
	return ""
}

// helperUseless reports whether this test binary was run for something
// that compares nothing in the stream role: listing the tests, or fuzzing
// as a worker of the fuzzing coordinator (see [Fuzz]).
func helperUseless() bool {
	return flagValue("test.list") != "" || fuzzWorker()
}

// passedTestFlags are the testing package's flags that the helper is given
// as the test binary was: those that choose what runs.
var passedTestFlags = []string{"test.run", "test.skip", "test.short", "test.count", "test.cpu"}

// helperArgs returns the command-line flags that make the helper build the
// values this process builds: the package's own flags as given, the
// testing flags in tests, and the seed.
func helperArgs(tests []string) []string {
	var args []string
	flag.Visit(func(f *flag.Flag) {
		if strings.HasPrefix(f.Name, "test.") && !slices.Contains(tests, f.Name) || f.Name == "zerojson.seed" {
			return
		}
		args = append(args, "-"+f.Name+"="+f.Value.String())
	})
	return append(args, "-zerojson.seed="+strconv.FormatUint(seed(), 10))
}

func streamArgs() []string { return helperArgs(passedTestFlags) }

// startHelper builds the helper and starts it with args in role.
func startHelper(role string, args []string) *helperProcess {
	h := &helperProcess{role: role}
	dir, err := os.MkdirTemp("", "zerojson-classic-")
	if err != nil {
		h.failure = "jsontest: " + err.Error()
		return h
	}
	h.dir = dir
	var cannot []string // why each toolchain tried cannot build classic
	for tc := range classicToolchains(&cannot) {
		exe := filepath.Join(dir, "classic.test")
		if msg := tc.buildTest(exe); msg != "" {
			h.failure = msg
			return h
		}
		classic, version, err := h.launch(exe, role, args)
		switch {
		case err != nil:
			h.failure = fmt.Sprintf("jsontest: starting the classic helper built by %s: %v\n%s", tc.name, err, h.stderrTail())
			return h
		case classic:
			// The version says "X:nojsonv2".
			h.name = version + " in the classic helper process"
			if tc.name != "this toolchain" {
				h.name += ", as this toolchain cannot build classic encoding/json: " + strings.Join(cannot, "; ")
			}
			// The running helper needs its file no more (where a running
			// program's file cannot be removed, stop removes it).
			os.RemoveAll(dir)
			return h
		}
		cannot = append(cannot, fmt.Sprintf("%s builds encoding/json on encoding/json/v2 even with GOEXPERIMENT=nojsonv2", version))
	}
	h.unavailable = strings.Join(cannot, "; ")
	return h
}

// launch starts the helper exe and reads its hello.
func (h *helperProcess) launch(exe, role string, args []string) (classic bool, version string, err error) {
	env := role
	if raceBuild {
		env += ",race"
	}
	h.cmd = exec.Command(exe, args...)
	h.cmd.Env = append(os.Environ(), helperEnv+"="+env)
	// A file, not a pipe, so that no goroutine of this process copies it;
	// the one of a build tried before, which was not classic, is done with.
	if h.stderr != nil {
		h.stderr.Close()
	}
	if h.stderr, err = os.CreateTemp(h.dir, "stderr"); err != nil {
		return false, "", err
	}
	h.cmd.Stderr = h.stderr
	if h.pipe, err = h.cmd.StdinPipe(); err != nil {
		return false, "", err
	}
	h.stdin = bufio.NewWriter(h.pipe)
	out, err := h.cmd.StdoutPipe()
	if err != nil {
		return false, "", err
	}
	if err := h.cmd.Start(); err != nil {
		return false, "", err
	}
	h.out = bufio.NewReaderSize(out, 1<<20)
	kind, _, fields, err := readFrame(h.out)
	if err != nil || kind != frameHello || len(fields) != 1 {
		h.end()
		return false, "", fmt.Errorf("no hello (%v)", err)
	}
	what, version, _ := strings.Cut(string(fields[0]), " ")
	if what != "classic" {
		h.end()
		return false, version, nil
	}
	h.cond.L = &h.mu
	h.tests = make(map[string]*testResults)
	h.ids = make(map[uint64]string)
	h.finished = make(map[string]bool)
	h.mine = make(map[testing.TB]string)
	h.rounds = make(map[string]uint64)
	return true, version, nil
}

// end stops the helper process and waits for it.
func (h *helperProcess) end() {
	if h.cmd != nil && h.cmd.Process != nil {
		h.pipe.Close()
		h.cmd.Process.Kill()
		h.cmd.Wait()
		h.cmd = nil
	}
}

// stop ends the helper and removes its files.
func (h *helperProcess) stop() {
	h.end()
	if h.stderr != nil {
		h.stderr.Close()
	}
	if h.dir != "" {
		os.RemoveAll(h.dir)
	}
}

// stderrTail returns the end of the helper's standard error.
func (h *helperProcess) stderrTail() string {
	const keep = 16 << 10
	if h.stderr == nil {
		return ""
	}
	fi, err := h.stderr.Stat()
	if err != nil {
		return err.Error()
	}
	from := max(fi.Size()-keep, 0)
	b := make([]byte, fi.Size()-from)
	n, _ := h.stderr.ReadAt(b, from)
	return string(b[:n])
}

// readOne reads the helper's next frame and takes it in. h.mu is held, and
// released while reading.
func (h *helperProcess) readOne() {
	h.reading = true
	h.mu.Unlock()
	kind, id, fields, err := readFrame(h.out)
	h.mu.Lock()
	h.reading = false
	defer h.cond.Broadcast()
	switch {
	case err != nil:
		h.ended = true
	case kind == frameTest && len(fields) == 2:
		round, _ := strconv.ParseUint(string(fields[1]), 10, 64)
		k := testKey(string(fields[0]), round)
		h.ids[id] = k
		if !h.finished[k] && h.tests[k] == nil {
			h.tests[k] = &testResults{byKey: make(map[[16]byte][]string)}
		}
	case kind == frameResult && len(fields) == 2 && len(fields[0]) == 16:
		if t := h.tests[h.ids[id]]; t != nil {
			k := [16]byte(fields[0])
			t.byKey[k] = append(t.byKey[k], string(fields[1]))
		}
	case kind == frameEnd:
		if t := h.tests[h.ids[id]]; t != nil {
			t.over = true
		}
		delete(h.ids, id)
	case kind == frameDone:
		h.clean = true
	}
}

// testOf returns the testKey of tb, naming it on its first comparison.
func (h *helperProcess) testOf(tb testing.TB) string {
	h.mu.Lock()
	defer h.mu.Unlock()
	if h.role == "serve" {
		return testKey(requestTest(h.request), 0)
	}
	if k, ok := h.mine[tb]; ok {
		return k
	}
	name := tb.Name()
	k := testKey(name, h.rounds[name])
	h.rounds[name]++
	h.mine[tb] = k
	tb.Cleanup(func() {
		h.mu.Lock()
		defer h.mu.Unlock()
		delete(h.mine, tb)
		h.drop(k)
	})
	return k
}

// drop forgets the results of test k, which this process will not ask for.
// h.mu is held.
func (h *helperProcess) drop(k string) {
	if h.role == "stream" {
		// Not for a serving helper, which is done with a request when
		// this process is (awaitRequest).
		h.finished[k] = true
	}
	delete(h.tests, k)
}

// result returns classic's result of the comparison key in test tb, or ""
// and a description of why there is none.
func (h *helperProcess) result(tb testing.TB, key string) (classic, missing string) {
	if h.failure != "" {
		return "", "\t" + strings.ReplaceAll(h.failure, "\n", "\n\t") + "\n"
	}
	k := h.testOf(tb)
	hk := keyHash(key)
	h.mu.Lock()
	defer h.mu.Unlock()
	for {
		t := h.tests[k]
		if t != nil {
			if rs := t.byKey[hk]; len(rs) > 0 {
				if len(rs) == 1 {
					delete(t.byKey, hk)
				} else {
					t.byKey[hk] = rs[1:]
				}
				return rs[0], ""
			}
		}
		if t != nil && t.over || h.ended && h.clean {
			return "", fmt.Sprintf("\tclassic encoding/json's run of this test (%s) made no comparison with this key: on a classic build the test "+
				"takes another path (a branch on jsontest.Classic, a random choice not drawn from jsontest.RandomSeed, a value made "+
				"by this build's encoding/json, a comparison whose Std or Ours leaves something the test uses later)\n\tkey: %s\n",
				h.name, excerpt(strconv.QuoteToASCII(key), 0))
		}
		if h.ended {
			return "", fmt.Sprintf("\tthe classic helper (%s) died before it made this comparison; the end of its output:\n%s\n",
				h.name, indentLines(h.stderrTail()))
		}
		h.awaitFrame()
	}
}

// awaitFrame waits for the helper's next frame: it reads the frame, or
// waits for the test that reads one. h.mu is held.
func (h *helperProcess) awaitFrame() {
	if h.reading {
		h.cond.Wait()
	} else {
		h.readOne()
	}
}

// Building.

// toolchain is a go command that may build classic encoding/json.
type toolchain struct {
	name  string // "this toolchain", or its version
	goCmd string
}

// classicToolchains yields the toolchains to build the helper with, in
// order: this test binary's own, then, if it cannot build classic
// encoding/json, the newest earlier releases. It appends to cannot why
// each one it passes over cannot.
func classicToolchains(cannot *[]string) func(yield func(toolchain) bool) {
	return func(yield func(toolchain) bool) {
		goCmd, err := exec.LookPath("go")
		if err != nil {
			*cannot = append(*cannot, "no go command to build it: "+err.Error())
			return
		}
		this := toolchain{"this toolchain", goCmd}
		if msg := this.noClassic(); msg != "" {
			*cannot = append(*cannot, msg)
		} else if !yield(this) {
			return
		}
		releases, err := earlierReleases(goCmd)
		if err != nil {
			*cannot = append(*cannot, "no earlier release to fall back on: "+err.Error())
			return
		}
		for _, v := range releases {
			out, err := goOutput(exec.Command(goCmd, "env", "GOROOT"), "GOTOOLCHAIN="+v)
			if err != nil {
				*cannot = append(*cannot, fmt.Sprintf("fetching %s: %v", v, firstLine(out, err)))
				continue
			}
			tc := toolchain{v, filepath.Join(strings.TrimSpace(out), "bin", "go")}
			if msg := tc.noClassic(); msg != "" {
				*cannot = append(*cannot, msg)
			} else if !yield(tc) {
				return
			}
		}
	}
}

// noClassic returns why tc cannot build with GOEXPERIMENT=nojsonv2, or "".
func (tc toolchain) noClassic() string {
	out, err := goOutput(exec.Command(tc.goCmd, "env", "GOVERSION"), "GOTOOLCHAIN=local", "GOEXPERIMENT=nojsonv2")
	if err != nil {
		return fmt.Sprintf("%s has no GOEXPERIMENT=nojsonv2 (%s)", tc.name, firstLine(out, err))
	}
	return ""
}

// buildTest builds the test binary of the package in the current directory
// with classic encoding/json into exe, with this binary's build tags, and
// returns "" or why it failed.
func (tc toolchain) buildTest(exe string) string {
	args := []string{"test", "-c", "-vet=off", "-o", exe}
	if info, ok := debug.ReadBuildInfo(); ok {
		for _, s := range info.Settings {
			if s.Key == "-tags" && s.Value != "" {
				args = append(args, "-tags="+s.Value)
			}
		}
	}
	args = append(args, ".")
	out, err := goOutput(exec.Command(tc.goCmd, args...), "GOTOOLCHAIN=local", "GOEXPERIMENT=nojsonv2")
	if err != nil {
		return fmt.Sprintf("jsontest: building the tests with classic encoding/json (%s, GOEXPERIMENT=nojsonv2) failed: %v\n%s", tc.name, err, out)
	}
	return ""
}

// goOutput runs a go command with env added to this process's environment
// and returns its combined output.
func goOutput(cmd *exec.Cmd, env ...string) (string, error) {
	cmd.Env = append(os.Environ(), env...)
	var out bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &out
	err := cmd.Run()
	return out.String(), err
}

func firstLine(out string, err error) string {
	line, _, _ := strings.Cut(strings.TrimSpace(out), "\n")
	if line == "" {
		return err.Error()
	}
	return line
}

// earlierReleases lists, newest first, the latest patch release of each of
// the two Go versions before this test binary's, as GOTOOLCHAIN names
// them, asking the module proxy.
func earlierReleases(goCmd string) ([]string, error) {
	major, minor, ok := goVersion(runtime.Version())
	if !ok {
		return nil, fmt.Errorf("cannot read Go version %q", runtime.Version())
	}
	cmd := exec.Command(goCmd, "list", "-m", "-versions", "golang.org/toolchain@latest")
	cmd.Dir = os.TempDir() // outside any module
	out, err := goOutput(cmd, "GOTOOLCHAIN=local", "GOFLAGS=")
	if err != nil {
		return nil, fmt.Errorf("go list -m -versions golang.org/toolchain: %s", firstLine(out, err))
	}
	return latestPatches(out, major, minor, runtime.GOOS+"-"+runtime.GOARCH, 2), nil
}

// toolchainVersion matches a release of module golang.org/toolchain.
var toolchainVersion = regexp.MustCompile(`^v0\.0\.1-go(\d+)\.(\d+)\.(\d+)\.(.+)$`)

// latestPatches picks from the versions of golang.org/toolchain in list the
// latest patch release of each of the n Go versions before major.minor, for
// platform, newest first, named as GOTOOLCHAIN names them ("go1.27.4").
func latestPatches(list string, major, minor int, platform string, n int) []string {
	latest := make(map[int]int) // minor → patch
	for _, v := range strings.Fields(list) {
		m := toolchainVersion.FindStringSubmatch(v)
		if m == nil || m[4] != platform {
			continue
		}
		ma, _ := strconv.Atoi(m[1])
		mi, _ := strconv.Atoi(m[2])
		pa, _ := strconv.Atoi(m[3])
		if ma == major && mi < minor && mi >= minor-n {
			if p, ok := latest[mi]; !ok || pa > p {
				latest[mi] = pa
			}
		}
	}
	var out []string
	for mi := minor - 1; mi >= minor-n; mi-- {
		if p, ok := latest[mi]; ok {
			out = append(out, fmt.Sprintf("go%d.%d.%d", major, mi, p))
		}
	}
	return out
}

// goVersion reads the major and minor version from a Go version such as
// "go1.27.4" or "go1.28rc1".
func goVersion(v string) (major, minor int, ok bool) {
	m := regexp.MustCompile(`^go(\d+)\.(\d+)`).FindStringSubmatch(v)
	if m == nil {
		return 0, 0, false
	}
	major, _ = strconv.Atoi(m[1])
	minor, _ = strconv.Atoi(m[2])
	return major, minor, true
}
