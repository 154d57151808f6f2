package main

import (
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/input"
	cdppage "github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"

	"parlor/game"
	"parlor/game/cantstop"
	"parlor/game/catalog"
	"parlor/game/games"
	"parlor/game/kalah"
	"parlor/game/mergers"
	"parlor/game/record"
	"parlor/game/yote"
)

// noSkipEnv turns the skip for a missing browser into a failure.
const noSkipEnv = "PARLOR_NO_SKIP"

// long plays the games further and repeats what CI does once: more turns
// of Can't Stop and Mergers, the phone's overlays, more of the computer's
// moves on more games for the frame figures, three first visits for the
// start-up figures and each screen's first click twice. CI runs without
// it; run it with
// go test ./wasm -run TestBrowser -args -browser.long
var long = flag.Bool("browser.long", false, "play longer games in the browser test")

// chromium finds a headless-capable Chromium, or skips the test.
func chromium(t *testing.T) string {
	t.Helper()
	for _, name := range []string{"chromium", "chromium-browser", "google-chrome", "google-chrome-stable"} {
		if p, err := exec.LookPath(name); err == nil {
			return p
		}
	}
	if os.Getenv(noSkipEnv) != "" {
		t.Fatalf("no Chromium found and %s is set: install it (apt-get install chromium)", noSkipEnv)
	}
	t.Skip("no Chromium found: install it (apt-get install chromium) to run the browser test")
	return ""
}

// site is the built site, served, and the browser the subtests share.
type site struct {
	url     string          // the site's address, ending in /
	browser context.Context // Chromium, started
	link    string          // a share link the link subtest took from a page
	watch   *stopwatch      // times the subtests
}

// run runs f as t's subtest name, timed by the site's stopwatch.
func (s *site) run(t *testing.T, name string, f func(*testing.T)) bool {
	return s.watch.run(t, name, f)
}

// screen is a size of browser window and how it is pointed at.
type screen struct {
	name  string
	size  chromedp.Action[chromedp.Void]
	touch bool // click with a finger, not the mouse
}

var (
	desktop = screen{"desktop", chromedp.EmulateViewport(1000, 700), false}
	phone   = screen{"phone", chromedp.EmulateViewport(390, 844, chromedp.EmulateScale(3), chromedp.EmulateTouch, chromedp.EmulateMobile), true}
	// lite is the desktop at half a pixel a CSS pixel: the same layout,
	// targets and reader, in a quarter of the pixels. Software WebGL's
	// frames cost about their pixels (a frame at the desktop's table, 55
	// to 100 ms; lite's, 28), so the subtests whose point is the play and
	// not the pixels (whole games, sessions, rooms online) play here;
	// taking screenshots, it is the desktop.
	lite = screen{"lite", chromedp.EmulateViewport(1000, 700, chromedp.EmulateScale(liteDesktopScale)), false}
	// litePhone is the phone at a pixel a CSS pixel, not three: a ninth of
	// its pixels; taking screenshots, it is the phone.
	litePhone = screen{"lite phone", chromedp.EmulateViewport(390, 844, chromedp.EmulateScale(liteScale(3, 1)), chromedp.EmulateTouch, chromedp.EmulateMobile), true}
)

// liteDesktopScale is lite's device pixels a CSS pixel.
var liteDesktopScale = liteScale(1, 0.5)

// liteScale is the device scale of a lite screen: lite, or full, the
// device's own, while screenshots are taken, so that they show what a
// person sees.
func liteScale(full, lite float64) float64 {
	if shooting() {
		return full
	}
	return lite
}

// open opens url in a new tab of a browser context of its own, so that it
// starts with no saved games, and waits for Parlor's first frame. A person
// plays every seat of every game, as after a click on All people: the
// test clicks both sides.
func (s *site) open(t *testing.T, sc screen, url string) *page {
	t.Helper()
	return s.openSeated(t, sc, url, peopleSeats())
}

// openSeated opens url like open, with the seats of each game in seats
// (its id to its seats as the page keeps them: "person medium") in the
// page's storage before Parlor starts. A game left out has a first-time
// visitor's seats; a seat changed on the page stays changed on a reload.
func (s *site) openSeated(t *testing.T, sc screen, url string, seats map[string]string) *page {
	t.Helper()
	return s.openFor(t, sc, url, seats, tabLife)
}

// tabLife is how long a tab may live: each wait has its own limit, and
// this one only ends a tab that hangs, however slowly a busy machine
// plays the subtest through.
const tabLife = 45 * time.Minute

// openFor opens url like openSeated, for a tab that may live as long as
// life (each wait has its own limit; this one only ends a tab that
// hangs).
func (s *site) openFor(t *testing.T, sc screen, url string, seats map[string]string, life time.Duration) *page {
	t.Helper()
	return s.openStored(t, sc, url, presetSeats(seats), life)
}

// openWith opens url like open, with localStorage holding kv (the page's
// keys, "parlor:seats:kalah") before Parlor starts.
func (s *site) openWith(t *testing.T, sc screen, url string, kv map[string]string) *page {
	t.Helper()
	return s.openStored(t, sc, url, presetStorage(kv), tabLife)
}

// openStored opens url in a new tab after preset, which stores what the
// page is to find in its storage.
func (s *site) openStored(t *testing.T, sc screen, url string, preset chromedp.Action[chromedp.Void], life time.Duration) *page {
	t.Helper()
	ctx, cancel := chromedp.NewContext(s.browser, chromedp.WithNewBrowserContext())
	t.Cleanup(cancel)
	ctx, cancel = context.WithTimeout(ctx, life)
	t.Cleanup(cancel)
	p := &page{t: t, ctx: ctx, touch: sc.touch}
	if err := chromedp.Do(ctx, sc.size, preset, chromedp.Navigate(url)); err != nil {
		t.Fatalf("loading %s: %v", url, err)
	}
	p.firstFrame()
	return p
}

// seatsKey is where the page keeps a game's seats in localStorage: the
// browser host's prefix and the table's key (prefs.SeatsKey).
func seatsKey(id string) string { return "parlor:seats:" + id }

// peopleSeats is a person in every seat of every game.
func peopleSeats() map[string]string {
	seats := map[string]string{}
	for _, g := range games.All() {
		n := len(g.Defaults().Seats())
		if p, ok := g.Param("players"); ok {
			n = max(n, p.Max)
			for _, c := range p.Choices {
				if k, err := strconv.Atoi(c); err == nil {
					n = max(n, k)
				}
			}
		}
		seats[g.ID] = strings.TrimSpace(strings.Repeat(catalog.Person+" ", n))
	}
	return seats
}

// presetSeats stores seats in each new document's localStorage before the
// page's own scripts run, unless the page has stored seats of its own.
func presetSeats(seats map[string]string) chromedp.Action[chromedp.Void] {
	kv := map[string]string{}
	for id, who := range seats {
		kv[seatsKey(id)] = who
	}
	return presetStorage(kv)
}

// presetStorage stores each value of kv under its key in each new
// document's localStorage before the page's own scripts run, unless the
// page has stored a value there itself.
func presetStorage(kv map[string]string) chromedp.Action[chromedp.Void] {
	var js strings.Builder
	js.WriteString("try {\n")
	for key, value := range kv {
		k, _ := json.Marshal(key)
		v, _ := json.Marshal(value)
		fmt.Fprintf(&js, "if (localStorage.getItem(%s) === null) localStorage.setItem(%s, %s);\n", k, k, v)
	}
	js.WriteString("} catch (e) {}\n")
	return chromedp.Func(func(ctx context.Context, t *chromedp.Target) error {
		_, err := cdp.Call(ctx, t, cdppage.AddScriptToEvaluateOnNewDocument, cdppage.AddScriptToEvaluateOnNewDocumentParams{Source: js.String()})
		return err
	})
}

// page is Parlor running in a tab of headless Chromium.
type page struct {
	t     *testing.T
	ctx   context.Context
	touch bool // click with a finger, not the mouse
}

// firstFrame waits for the page's first frame.
func (p *page) firstFrame() {
	p.t.Helper()
	ms, err := chromedp.Run(p.ctx, chromedp.Poll[float64](`window.parlor && window.parlor.firstFrame`, chromedp.WithPollingTimeout(waitMost)))
	if err != nil {
		p.t.Fatalf("waiting for the first frame: %v", err)
	}
	p.t.Logf("navigation to first frame: %.0f ms", ms)
}

// reload reloads the page and waits for its first frame.
func (p *page) reload() {
	p.t.Helper()
	if err := chromedp.Do(p.ctx, chromedp.Reload()); err != nil {
		p.t.Fatalf("reloading: %v", err)
	}
	p.firstFrame()
}

// eval evaluates a JavaScript expression in the page.
func eval[T any](p *page, expr string) T {
	p.t.Helper()
	v, err := chromedp.Run(p.ctx, chromedp.Evaluate[T](expr))
	if err != nil {
		p.t.Fatalf("evaluating %s: %v", expr, err)
	}
	return v
}

// state reads window.parlor.state().
func (p *page) state() map[string]any {
	p.t.Helper()
	raw := eval[string](p, `window.parlor.state()`)
	var st map[string]any
	if err := json.Unmarshal([]byte(raw), &st); err != nil {
		p.t.Fatalf("state %q: %v", raw, err)
	}
	return st
}

// A wait for a state of the page is counted in the page's frames: on a
// busy machine the page draws a few frames a second (software WebGL draws
// a dozen on a quiet one), and its animations, the computer's thinking and
// the values are all worked out a frame at a time. A wait fails once
// waitLeast has passed, which is for what the page waits on beside itself
// (the game server, the network), and the page has drawn waitFrames frames
// since; or after waitMost, however few frames it drew. A wait that ends
// costs nothing of these: its frames are counted only once waitLeast has
// passed.
const (
	waitFrames = 1200 // 20 s of frames at 60 a second
	waitLeast  = time.Minute
	waitMost   = 10 * time.Minute
)

// framesJS counts the page's frames from the first time it runs (again
// after a reload), and returns the count.
const framesJS = `(() => {
	if (!window.parlorTestFrames) {
		const c = window.parlorTestFrames = {n: 0};
		const f = () => { c.n++; requestAnimationFrame(f); };
		requestAnimationFrame(f);
	}
	return window.parlorTestFrames.n;
})()`

// frames is the page's frame count, as framesJS counts it.
func (p *page) frames() int {
	p.t.Helper()
	return eval[int](p, framesJS)
}

// patience is one wait's limit: it runs out once least has passed and the
// page has drawn frames frames since, or once most has passed.
type patience struct {
	p           *page
	least, most time.Duration
	frames      int
	start       time.Time
	seen, last  int // frames seen drawn since least; the count at the last look (-1 before)
}

// patience starts a wait with the limits of every wait for a state.
func (p *page) patience() *patience {
	return p.patienceOf(waitLeast, waitFrames, waitMost)
}

// patienceFor starts a wait for what takes a quiet machine's page up to
// d: d and then its frames at 60 a second, never less than every wait's
// limits.
func (p *page) patienceFor(d time.Duration) *patience {
	return p.patienceOf(max(d, waitLeast), max(int(d.Seconds()*60), waitFrames), waitMost+d)
}

// patienceOf starts a wait with other limits.
func (p *page) patienceOf(least time.Duration, frames int, most time.Duration) *patience {
	return &patience{p: p, least: least, most: most, frames: frames, start: time.Now(), last: -1}
}

// out reports whether the wait has run out.
func (w *patience) out() bool {
	w.p.t.Helper()
	since := time.Since(w.start)
	if since < w.least {
		return false
	}
	n := w.p.frames()
	switch {
	case w.last < 0: // the first look
		w.last = n
	case n < w.last: // reloaded: counted afresh
		w.last = 0
	}
	w.seen, w.last = w.seen+n-w.last, n
	return w.seen >= w.frames || since >= w.most
}

func (w *patience) String() string {
	return fmt.Sprintf("%v and %d frames of the page", time.Since(w.start).Round(time.Second), w.seen)
}

// waitFor polls the state until ok accepts it.
func (p *page) waitFor(what string, ok func(map[string]any) bool) map[string]any {
	p.t.Helper()
	w := p.patience()
	for {
		st := p.state()
		if ok(st) {
			return st
		}
		if w.out() {
			p.t.Fatalf("waiting for %s, %v; state is %v", what, w, brief(st))
		}
		time.Sleep(50 * time.Millisecond)
	}
}

// pollFor polls the state for d at most, until ok accepts it, and returns
// the state last read and whether ok accepted it.
func (p *page) pollFor(d time.Duration, ok func(map[string]any) bool) (map[string]any, bool) {
	p.t.Helper()
	for end := time.Now().Add(d); ; time.Sleep(50 * time.Millisecond) {
		st := p.state()
		if ok(st) || time.Now().After(end) {
			return st, ok(st)
		}
	}
}

// holdJS waits until the page has begun %d frames and %d ms have passed.
const holdJS = `new Promise((resolve) => {
	const t0 = performance.now();
	let n = 0;
	const f = () => (++n >= %d && performance.now() - t0 >= %d) ? resolve(n) : requestAnimationFrame(f);
	requestAnimationFrame(f);
})`

// hold waits until d has passed and the page has drawn frames frames: how
// long a key or a button is held down, so that the page's ticks see it
// however slowly it draws (a key down and up within one tick is lost).
func hold(d time.Duration, frames int) chromedp.Action[chromedp.Void] {
	return chromedp.Evaluate[chromedp.Void](fmt.Sprintf(holdJS, frames, d.Milliseconds()), chromedp.EvalAwaitPromise)
}

// brief is a state without its click targets, for messages.
func brief(st map[string]any) map[string]any {
	c := map[string]any{}
	for k, v := range st {
		if k != "targets" {
			c[k] = v
		}
	}
	return c
}

// settled reports a state with no transition, animation or move of its
// own under way: Mergers hands over an empty buy by itself when nothing
// can be bought, once any merger on show has been stepped through.
func settled(st map[string]any) bool {
	return st["transition"] == false && st["animating"] != true && (st["autoBuy"] != true || st["merging"] == true)
}

// inGame reports a settled state of game id's table.
func inGame(id string) func(map[string]any) bool {
	return func(st map[string]any) bool { return st["scene"] == id && settled(st) }
}

// fingerprint is the state without what changes by itself (animation,
// transitions, frame rate and times, click targets): it changes when a
// click does something.
func fingerprint(st map[string]any) string {
	c := map[string]any{}
	for k, v := range st {
		switch k {
		case "targets", "fps", "animating", "transition", "longestFrameMs", "longestThinkingFrameMs":
		default:
			c[k] = v
		}
	}
	b, _ := json.Marshal(c)
	return string(b)
}

// act clicks the named target, waits until the click has changed the
// game, and returns the state once the scene has settled.
func (p *page) act(name string) map[string]any {
	p.t.Helper()
	p.clickChanges(name)
	return p.waitFor("the scene to settle after "+name, settled)
}

// clickChanges clicks the named target in a settled scene and waits until
// the click has changed the game, without waiting for animations to end.
func (p *page) clickChanges(name string) {
	p.t.Helper()
	st := p.waitFor("a settled scene", settled)
	before := fingerprint(st)
	p.clickIn(st, name)
	p.waitFor("the click on "+name+" to take effect", func(st map[string]any) bool { return fingerprint(st) != before })
}

// tap touches the screen at (x, y) with one finger, holds it for a few
// ticks (80 ms and two of the page's frames at least), and lifts it.
func (p *page) tap(x, y float64) {
	p.t.Helper()
	p.tapHeld(x, y, hold(80*time.Millisecond, 2))
}

// tapFor touches the screen at (x, y) with one finger for d, however few
// frames the page draws meanwhile: a quick tap, as people make them.
func (p *page) tapFor(x, y float64, d time.Duration) {
	p.t.Helper()
	p.tapHeld(x, y, chromedp.Sleep(d))
}

// tapHeld touches the screen at (x, y) with one finger for as long as
// held lasts.
func (p *page) tapHeld(x, y float64, held chromedp.Action[chromedp.Void]) {
	p.t.Helper()
	touch := func(typ input.DispatchTouchEventType, points []*input.TouchPoint) chromedp.Action[chromedp.Void] {
		return chromedp.Func(func(ctx context.Context, t *chromedp.Target) error {
			_, err := cdp.Call(ctx, t, input.DispatchTouchEvent, input.DispatchTouchEventParams{Type: typ, TouchPoints: points})
			return err
		})
	}
	finger := []*input.TouchPoint{{X: x, Y: y, ID: new(1.0)}}
	err := chromedp.Do(p.ctx,
		touch(input.DispatchTouchEventTypeTouchStart, finger),
		held,
		touch(input.DispatchTouchEventTypeTouchEnd, []*input.TouchPoint{}),
	)
	if err != nil {
		p.t.Fatalf("tapping at %.0f, %.0f: %v", x, y, err)
	}
}

// drag presses on one target, moves across to another and releases there,
// each step seen by a frame of the page at least.
func (p *page) drag(from, to string) {
	p.t.Helper()
	st := p.waitFor("a settled scene", settled)
	targets, _ := st["targets"].(map[string]any)
	a, ok1 := targets[from].([]any)
	b, ok2 := targets[to].([]any)
	if !ok1 || !ok2 {
		p.t.Fatalf("no target %q or %q", from, to)
	}
	x0, y0, x1, y1 := a[0].(float64), a[1].(float64), b[0].(float64), b[1].(float64)
	steps := []chromedp.Action[chromedp.Void]{
		chromedp.MouseEvent(input.DispatchMouseEventTypeMouseMoved, x0, y0),
		hold(30*time.Millisecond, 1),
		chromedp.MouseEvent(input.DispatchMouseEventTypeMousePressed, x0, y0, chromedp.ButtonLeft, chromedp.ClickCount(1)),
		hold(60*time.Millisecond, 2),
	}
	for i := 1; i <= 5; i++ {
		f := float64(i) / 5
		steps = append(steps, chromedp.MouseEvent(input.DispatchMouseEventTypeMouseMoved, x0+(x1-x0)*f, y0+(y1-y0)*f, chromedp.ButtonLeft),
			hold(20*time.Millisecond, 1))
	}
	steps = append(steps, chromedp.MouseEvent(input.DispatchMouseEventTypeMouseReleased, x1, y1, chromedp.ButtonLeft, chromedp.ClickCount(1)),
		hold(60*time.Millisecond, 1))
	if err := chromedp.Do(p.ctx, steps...); err != nil {
		p.t.Fatalf("dragging %s to %s: %v", from, to, err)
	}
}

// clickNow presses the mouse on the named target, holds it for a tick or
// three, and releases it: a press and release in one tick would be lost.
func (p *page) clickNow(name string) { p.clickIn(p.state(), name) }

// clickIn clicks the named target of state st.
func (p *page) clickIn(st map[string]any, name string) {
	p.t.Helper()
	targets, _ := st["targets"].(map[string]any)
	xy, ok := targets[name].([]any)
	if !ok {
		p.t.Fatalf("no target %q in %v", name, targets)
	}
	x, y := xy[0].(float64), xy[1].(float64)
	if p.touch {
		p.tap(x, y)
		return
	}
	p.click(x, y)
}

// click clicks the mouse at (x, y): move, press, a pause, release. (A
// press and release within one tick make a click, as the first-click
// subtest shows: the pause need not last a frame.)
func (p *page) click(x, y float64) {
	p.t.Helper()
	p.clickFor(x, y, 60*time.Millisecond)
}

// clickFor clicks the mouse at (x, y), holding the button down for d.
func (p *page) clickFor(x, y float64, d time.Duration) {
	p.t.Helper()
	err := chromedp.Do(p.ctx,
		chromedp.MouseEvent(input.DispatchMouseEventTypeMouseMoved, x, y),
		chromedp.Sleep(30*time.Millisecond),
		chromedp.MouseEvent(input.DispatchMouseEventTypeMousePressed, x, y, chromedp.ButtonLeft, chromedp.ClickCount(1)),
		chromedp.Sleep(d),
		chromedp.MouseEvent(input.DispatchMouseEventTypeMouseReleased, x, y, chromedp.ButtonLeft, chromedp.ClickCount(1)),
	)
	if err != nil {
		p.t.Fatalf("clicking at %.0f, %.0f: %v", x, y, err)
	}
}

// start clicks game id's card on the menu and waits for its table.
func (p *page) start(id string) map[string]any {
	p.t.Helper()
	if st := p.state(); st["scene"] != "menu" {
		p.t.Fatalf("the page is at %v, not the menu", st["scene"])
	}
	p.act("game:" + id)
	return p.waitFor(id+"'s table", inGame(id))
}

// configure starts a new game with other settings by clicking them, then
// apply, and confirm when a game is under way. The clicks change only the
// next game's settings: the game in progress goes on until apply. On a
// small screen the settings are behind their button.
func (p *page) configure(want string, clicks ...string) map[string]any {
	p.t.Helper()
	st := p.waitFor("a settled table", settled)
	opts, rec := st["options"], st["record"]
	if _, ok := st["targets"].(map[string]any)["settings"]; ok {
		if st = p.act("settings"); st["overlay"] != "settings" {
			p.t.Fatalf("the settings button opened %q", st["overlay"])
		}
	}
	for _, c := range clicks {
		st = p.act(c)
		if st["options"] != opts || st["record"] != rec {
			p.t.Fatalf("clicking %s changed the game in progress: options %v, record\n%s", c, st["options"], st["record"])
		}
	}
	if st["pending"] != want {
		p.t.Fatalf("after %v the next game's settings are %q, want %q", clicks, st["pending"], want)
	}
	if st = p.act("apply"); st["overlay"] == "confirm" {
		st = p.act("confirm")
	}
	if st["options"] != want || st["overlay"] != "" || st["canUndo"] != false {
		p.t.Fatalf("apply started %v (overlay %q, undo %v), want a new game of %s", st["options"], st["overlay"], st["canUndo"], want)
	}
	return st
}

// lines splits a record into its lines.
func lines(rec any) []string {
	s, _ := rec.(string)
	return strings.Split(strings.TrimSuffix(s, "\n"), "\n")
}

// undoRedo clicks undo and checks that the record loses its last decision
// (with the chance outcomes after it) and the board goes back to before;
// then clicks redo and checks that the same record and board come back —
// the same dice and tiles, not new ones. before is the board before the
// last decision, or "" not to check it.
func (p *page) undoRedo(before string) map[string]any {
	p.t.Helper()
	t := p.t
	st := p.waitFor("a settled table", settled)
	rec, board := st["record"].(string), st["board"]
	if st["canUndo"] != true {
		t.Fatalf("undo is not offered: %v", brief(st))
	}
	undone := p.act("undo")
	after := undone["record"].(string)
	if !strings.HasPrefix(rec, after) || len(lines(after)) >= len(lines(rec)) {
		t.Fatalf("undo changed the record from\n%s\nto\n%s", rec, after)
	}
	if before != "" && undone["board"] != before {
		t.Fatalf("after undo the board is\n%s\nwant\n%s", undone["board"], before)
	}
	if undone["canRedo"] != true {
		t.Fatalf("redo is not offered after undo: %v", brief(undone))
	}
	redone := p.act("redo")
	if redone["record"] != rec || redone["board"] != board {
		t.Fatalf("redo gave the record\n%s\nboard\n%s\nwant\n%s\n%s", redone["record"], redone["board"], rec, board)
	}
	if redone["canRedo"] != false {
		t.Errorf("redo is still offered after redoing the only move undone")
	}
	return redone
}

// local is an engine on the test's side that follows the page's game: the
// test plays on it the moves it clicked, and takes the chance outcomes —
// the dice rolled, the tiles drawn — from the page's record, which must
// agree with it move for move.
type local struct {
	t *testing.T
	g game.State
	n int // the moves of the page's record played on g
}

// follow checks the page's state st after the clicks that made moves mv:
// the record's next moves must be mv, in the game's notation, and any after
// them chance outcomes, which follow plays on g too. Then the page's board
// must be g's.
func (l *local) follow(st map[string]any, what string, mv ...game.Move) {
	l.t.Helper()
	moves := lines(st["record"])[3:]
	for _, m := range mv {
		want := l.g.MoveString(m)
		if l.n >= len(moves) || moves[l.n] != want {
			l.t.Fatalf("after %s the record's move %d is not %q:\n%s", what, l.n+1, want, st["record"])
		}
		if err := l.g.Play(m); err != nil {
			l.t.Fatalf("%s: %v", what, err)
		}
		l.n++
	}
	for ; l.n < len(moves); l.n++ {
		if l.g.Turn() != game.Chance {
			l.t.Fatalf("after %s the record has a move %q that was not clicked:\n%s", what, moves[l.n], st["record"])
		}
		m, err := l.g.ParseMove(moves[l.n])
		if err == nil {
			err = l.g.Play(m)
		}
		if err != nil {
			l.t.Fatalf("after %s, the record's chance outcome %q: %v", what, moves[l.n], err)
		}
	}
	if st["board"] != l.g.String() {
		l.t.Fatalf("after %s the page shows\n%s\nthe engine\n%s", what, st["board"], l.g.String())
	}
}

// TestBrowser builds the site, serves it on 127.0.0.1, and plays each game
// in its own tab of headless Chromium by clicking the canvas, checking the
// game through window.parlor.state(). Each tab has a browser context of its
// own: it starts with no saved games.
func TestBrowser(t *testing.T) {
	exe := chromium(t)
	if testing.Short() {
		t.Skip("the browser test builds the wasm; skipped with -short")
	}
	root, err := moduleRoot()
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	start := time.Now()
	if err := build(root, dir); err != nil {
		t.Fatal(err)
	}
	t.Logf("wasm built in %.1fs: %s", time.Since(start).Seconds(), sizes(dir))
	srv := httptest.NewServer(handler(dir))
	defer srv.Close()

	opts := []chromedp.ExecAllocatorOption{
		chromedp.ExecPath(exe),
		chromedp.Headless,
		chromedp.NoSandbox,
		chromedp.DisableGPU,
		chromedp.NoFirstRun,
		chromedp.NoDefaultBrowserCheck,
		chromedp.UserDataDir(t.TempDir()),
		chromedp.Flag("use-angle", "swiftshader"),
		chromedp.Flag("enable-unsafe-swiftshader", true),
		chromedp.Flag("disable-background-networking", true),
		chromedp.Flag("disable-component-update", true),
		chromedp.Flag("disable-sync", true),
	}
	actx, cancel := chromedp.NewExecAllocator(context.Background(), opts...)
	defer cancel()
	browser, cancel := chromedp.NewContext(actx)
	defer cancel()
	if err := chromedp.Do(browser); err != nil {
		t.Fatalf("starting Chromium: %v", err)
	}
	s := &site{url: srv.URL + "/", browser: browser, watch: newStopwatch(t)}
	// First, one at a time, the subtests whose figures are the point (a
	// page beside them would take the CPU their times and frames measure),
	// those whose rule runs on the wall clock (a 30 s first move, a 15 s
	// clock, reconnection's backoff: a page slowed by another beside it
	// misses them), and link, whose link broken-link cuts short.
	for _, tc := range []subtest{
		{"startup", startup},
		{"first-click", firstClick},
		{"frames", frameFigures},
		{"clocks", func(t *testing.T, s *site) { playTimed(t, s, dir) }},
		{"reconnect", func(t *testing.T, s *site) { reconnectTimes(t, s, dir) }},
		{"link", openLink},
	} {
		s.run(t, tc.name, func(t *testing.T) { tc.play(t, s) })
	}
	// Then the rest side by side, -browser.parallel at once: each has
	// tabs, browser contexts and servers of its own, and most of its time
	// is waiting on its pages' frames and servers. They start slowest
	// first, so that the last to end is a short one.
	s.runSideBySide(t, *parallel, []subtest{
		{"online-games", func(t *testing.T, s *site) { onlineGames(t, s, dir) }},
		{"keyboard-games", playGamesByKeyboard},
		{"reader", playByReader},
		{"passkeys", func(t *testing.T, s *site) { usePasskeys(t, s, dir) }},
		{"friends", func(t *testing.T, s *site) { befriendOnline(t, s, dir) }},
		{"session", longSession},
		{"lobby", func(t *testing.T, s *site) { meetOnline(t, s, dir) }},
		{"online", func(t *testing.T, s *site) { playOnline(t, s, dir) }},
		{"axe", auditPages},
		{"axe-online", func(t *testing.T, s *site) { auditOnline(t, s, dir) }},
		{"computer", playComputer},
		{"values", showValues},
		{"mergers", playMergers},
		{"cantstop", playCantStop},
		{"phone", playByTouch},
		{"online-desktop", func(t *testing.T, s *site) { desktopJoins(t, s, dir) }},
		{"keyboard", playByKeyboard},
		{"reader-settings", setUpByReader},
		{"rules-keys", rulesByKeys},
		{"connectfour", playConnectFour},
		{"table", useTable},
		{"reload", resumeAfterReload},
		{"kalah", playKalah},
		{"yote", playYote},
		{"link-change", followLinks},
		{"broken-link", openBrokenLink},
		{"static-host", func(t *testing.T, s *site) { staticHost(t, s, dir) }},
		{"first-visit", func(t *testing.T, s *site) { firstVisit(t, s, dir) }},
		{"manners", pageManners},
		{"loading", func(t *testing.T, s *site) { loadingBar(t, s, dir) }},
		{"no-webgl", func(t *testing.T, s *site) { noWebGL(t, s, opts) }},
	})
}

// subtest is a subtest of TestBrowser: its name and what it plays.
type subtest struct {
	name string
	play func(*testing.T, *site)
}

// noWebGL checks that a browser without WebGL gets a message, not a blank
// page: a Chromium of its own, started with opts and WebGL turned off.
func noWebGL(t *testing.T, s *site, opts []chromedp.ExecAllocatorOption) {
	actx, cancel := chromedp.NewExecAllocator(context.Background(), append(opts[:len(opts):len(opts)],
		chromedp.UserDataDir(t.TempDir()), chromedp.Flag("disable-webgl", true), chromedp.Flag("disable-webgl2", true))...)
	defer cancel()
	ctx, cancel := chromedp.NewContext(actx)
	defer cancel()
	ctx, cancel = context.WithTimeout(ctx, tabLife)
	defer cancel()
	if err := chromedp.Do(ctx, chromedp.Navigate(s.url)); err != nil {
		t.Fatal(err)
	}
	msg, err := chromedp.Run(ctx, chromedp.Poll[string](`document.querySelector('#loader.failed') && document.getElementById('message').textContent`,
		chromedp.WithPollingTimeout(waitMost)))
	if err != nil {
		t.Fatalf("no message without WebGL: %v", err)
	}
	if !strings.Contains(msg, "WebGL") {
		t.Errorf("the message without WebGL says %q", msg)
	}
}

// playConnectFour plays a game to a win through the widening column,
// taking the last move back and playing it again by clicking undo and redo.
func playConnectFour(t *testing.T, s *site) {
	p := s.open(t, desktop, s.url)
	shot(t, p, "menu")
	if st := p.start("connectfour"); st["options"] != "connectfour rules=growing first=1 rows=16 cols=16" || st["plies"] != 0.0 {
		t.Fatalf("a new game of %v with %v plies", st["options"], st["plies"])
	}
	// Column 4 is the + column: it widens the board to five columns.
	var st map[string]any
	for _, col := range []int{0, 0, 1, 1, 4, 4, 2} {
		st = p.act(fmt.Sprintf("column:%d", col))
	}
	before := st["board"].(string)
	st = p.act("column:2")
	want := ". . . . .\n. . . . .\n. . . . .\nY Y Y . Y\nR R R . R\n"
	if st["board"] != want {
		t.Fatalf("board after eight clicks:\n%s\nwant\n%s", st["board"], want)
	}
	if st["cols"] != 5.0 || st["plies"] != 8.0 {
		t.Errorf("the + column did not widen the board: %v columns, %v plies", st["cols"], st["plies"])
	}
	if got := lines(st["record"]); len(got) != 11 || got[0] != `[Game "connectfour rules=growing first=1 rows=16 cols=16"]` || got[10] != "p2 2" {
		t.Errorf("the record after eight moves:\n%s", st["record"])
	}
	p.undoRedo(before)
	st = p.act("column:3")
	if st["winner"] != "p1" || st["over"] != true || st["headline"] != "Red wins" {
		t.Fatalf("winner %v, over %v, headline %q, board\n%s", st["winner"], st["over"], st["headline"], st["board"])
	}
	if !strings.HasSuffix(st["board"].(string), "R R R R R\n") {
		t.Errorf("final board\n%s", st["board"])
	}
	time.Sleep(2 * time.Second)
	t.Logf("frames a second while the win pulses: %.0f", p.state()["fps"])
	shot(t, p, "connectfour-won")
}

// useTable works the table around a game of Connect Four: the rules and
// share overlays open and close, a click on the log reviews an earlier
// position and return ends the review, a new game offers neither undo nor
// redo, settings wait for apply, and a new game while one is under way
// asks first.
func useTable(t *testing.T, s *site) {
	p := s.open(t, desktop, s.url)
	st := p.start("connectfour")
	if st["canUndo"] != false || st["canRedo"] != false {
		t.Errorf("a new game offers undo %v, redo %v", st["canUndo"], st["canRedo"])
	}
	if st = p.act("rules"); st["overlay"] != "rules" {
		t.Fatalf("rules opened %q", st["overlay"])
	}
	shot(t, p, "desktop-rules")
	if st = p.act("close"); st["overlay"] != "" {
		t.Fatalf("close left %q open", st["overlay"])
	}
	var boards []string
	for _, col := range []int{3, 3, 2} {
		st = p.act(fmt.Sprintf("column:%d", col))
		boards = append(boards, st["board"].(string))
	}
	rec := st["record"]
	if st = p.act("log:1"); st["reviewing"] != 0.0 || st["board"] != boards[0] {
		t.Fatalf("log:1 shows entry %v, board\n%s\nwant\n%s", st["reviewing"], st["board"], boards[0])
	}
	if st["record"] != rec || st["plies"] != 3.0 {
		t.Fatalf("reviewing changed the game: %v plies, record\n%s", st["plies"], st["record"])
	}
	if st = p.act("log:2"); st["reviewing"] != 1.0 || st["board"] != boards[1] {
		t.Fatalf("log:2 shows entry %v, board\n%s", st["reviewing"], st["board"])
	}
	shot(t, p, "desktop-review")
	if st = p.act("return"); st["reviewing"] != -1.0 || st["board"] != boards[2] {
		t.Fatalf("return left entry %v, board\n%s", st["reviewing"], st["board"])
	}
	if st = p.act("share"); st["overlay"] != "share" {
		t.Fatalf("share opened %q", st["overlay"])
	}
	if link, _ := st["link"].(string); !strings.HasPrefix(link, p.siteURL()+"#game=") {
		t.Errorf("the link %q is not to this page", link)
	}
	shot(t, p, "desktop-share")
	if st = p.act("close"); st["overlay"] != "" {
		t.Fatalf("close left %q open", st["overlay"])
	}
	// Settings wait for apply; a new game under way asks first, and
	// cancel keeps it. (At this size the settings are behind their
	// button, the panel too narrow for them at the text's floor.)
	if _, ok := st["targets"].(map[string]any)["settings"]; ok {
		p.act("settings")
		p.act("rules:classic")
		p.act("close")
	} else {
		p.act("rules:classic")
	}
	if st = p.act("new"); st["overlay"] != "confirm" {
		t.Fatalf("a new game while one is under way opened %q", st["overlay"])
	}
	if st = p.act("cancel"); st["overlay"] != "" || st["record"] != rec {
		t.Fatalf("cancel left overlay %q, record\n%s", st["overlay"], st["record"])
	}
	p.act("new")
	if st = p.act("confirm"); st["plies"] != 0.0 || st["options"] != "connectfour rules=classic first=1 rows=16 cols=16" {
		t.Fatalf("confirm started %v with %v plies", st["options"], st["plies"])
	}
	if st["rows"] != 6.0 || st["cols"] != 7.0 {
		t.Errorf("the classic board is %v × %v", st["rows"], st["cols"])
	}
	// Red first again, then Yellow first through the settings.
	st = p.configure("connectfour rules=classic first=2 rows=16 cols=16", "first:2")
	if st["turn"] != "p2" {
		t.Errorf("with Yellow first, %v is to play", st["turn"])
	}
	if st = p.act("column:0"); st["board"].(string)[len(st["board"].(string))-14:] != "Y . . . . . .\n" {
		t.Errorf("Yellow's first token:\n%s", st["board"])
	}
}

// siteURL is the page's address without its fragment.
func (p *page) siteURL() string {
	return eval[string](p, `location.origin + location.pathname + location.search`)
}

// resumeAfterReload plays a few moves, reloads the page, and continues the
// same game from the menu.
func resumeAfterReload(t *testing.T, s *site) {
	p := s.open(t, desktop, s.url)
	p.start("connectfour")
	var st map[string]any
	for _, col := range []int{0, 1, 0} {
		st = p.act(fmt.Sprintf("column:%d", col))
	}
	rec, board := st["record"], st["board"]
	p.reload()
	st = p.waitFor("the menu", func(st map[string]any) bool { return st["scene"] == "menu" && settled(st) })
	if _, ok := st["targets"].(map[string]any)["continue"]; !ok || st["continue"] != recordGame(rec) {
		t.Fatalf("after a reload the menu offers no Continue for %q: %v", recordGame(rec), brief(st))
	}
	shot(t, p, "menu-continue")
	p.act("continue")
	st = p.waitFor("the game continued", inGame("connectfour"))
	if st["record"] != rec || st["board"] != board || st["turn"] != "p2" {
		t.Fatalf("continued with record\n%s\nboard\n%s\nwant\n%s\n%s", st["record"], st["board"], rec, board)
	}
	st = p.act("column:1")
	if st["plies"] != 4.0 || st["record"] != rec.(string)+"p2 1\n" {
		t.Fatalf("the move after continuing: %v plies, record\n%s", st["plies"], st["record"])
	}
	// The card of a game in progress returns to it too.
	rec = st["record"]
	p.act("menu")
	p.waitFor("the menu", func(st map[string]any) bool { return st["scene"] == "menu" && settled(st) })
	if st = p.start("connectfour"); st["record"] != rec {
		t.Fatalf("the card opened the record\n%s\nwant\n%s", st["record"], rec)
	}
}

// recordGame is the options a record's Game tag holds.
func recordGame(rec any) string {
	first := lines(rec)[0]
	return strings.TrimSuffix(strings.TrimPrefix(first, `[Game "`), `"]`)
}

// openLink takes a game's share link and opens it in a fresh browser
// context, with no saved game: the same board and record appear, the
// address bar loses the fragment, and undo steps back through the game.
func openLink(t *testing.T, s *site) {
	p := s.open(t, desktop, s.url)
	p.start("connectfour")
	var st map[string]any
	for _, col := range []int{2, 2, 3, 4} {
		st = p.act(fmt.Sprintf("column:%d", col))
	}
	link, rec, board := st["link"].(string), st["record"].(string), st["board"]
	if !strings.HasPrefix(link, s.url+"#game=") {
		t.Fatalf("the link %q is not to %s", link, s.url)
	}
	q := s.open(t, desktop, link)
	st = q.waitFor("the linked game", inGame("connectfour"))
	if st["record"] != rec || st["board"] != board || st["plies"] != 4.0 {
		t.Fatalf("the link opened record\n%s\nboard\n%s\nwant\n%s\n%s", st["record"], st["board"], rec, board)
	}
	if !strings.Contains(st["note"].(string), "link") {
		t.Errorf("the linked game's note says %q", st["note"])
	}
	if hash := eval[string](q, `location.hash`); hash != "" {
		t.Errorf("the address bar still holds the link's fragment %.20q…", hash)
	}
	// Back through the link's game, one move at a time.
	for n := 3; n >= 2; n-- {
		st = q.act("undo")
		if st["plies"] != float64(n) || st["record"] != strings.Join(lines(rec)[:3+n], "\n")+"\n" {
			t.Fatalf("undo in the linked game: %v plies, record\n%s", st["plies"], st["record"])
		}
	}
	if st = q.act("column:0"); st["plies"] != 3.0 || st["canRedo"] != false {
		t.Fatalf("a new move in the linked game: %v plies, canRedo %v", st["plies"], st["canRedo"])
	}
	// A reload, with the fragment gone, resumes the game saved since.
	rec = st["record"].(string)
	q.reload()
	q.waitFor("the menu", func(st map[string]any) bool { return st["scene"] == "menu" && settled(st) })
	q.act("continue")
	if st = q.waitFor("the game continued", inGame("connectfour")); st["record"] != rec {
		t.Fatalf("after a reload the linked game continued with\n%s\nwant\n%s", st["record"], rec)
	}
	s.link = link
}

// openBrokenLink opens a share link cut short — the link subtest's, or
// one made here — and links that are damaged or hold a move that cannot be
// played: each opens the menu, which says why.
func openBrokenLink(t *testing.T, s *site) {
	link := s.link
	if link == "" {
		m, err := record.Load(games.All(), "[Game \"connectfour rules=classic\"]\n[Seed \"1\"]\n\np1 3\np2 3\np1 4\n")
		if err != nil {
			t.Fatal(err)
		}
		link = m.Link(s.url)
	}
	for _, tc := range []struct{ name, link, want string }{
		{"cut short", link[:len(link)-len(link)/4], "the link is cut short"},
		{"damaged", s.url + "#game=" + strings.Repeat("*", 40), "the link is damaged: it has characters"},
		{"with a move that cannot be played", s.url + "#game=" + record.EncodeLink("[Game \"connectfour rules=classic\"]\n[Seed \"1\"]\n\np1 3\np1 3\n"),
			"the link's game cannot be played: line 5"},
	} {
		q := s.open(t, desktop, tc.link)
		st := q.waitFor("the menu", func(st map[string]any) bool { return st["scene"] == "menu" && settled(st) })
		msg, _ := st["message"].(string)
		if !strings.Contains(msg, "That link could not be opened: "+tc.want) {
			t.Errorf("the menu's message for a link %s is %q", tc.name, msg)
		}
		t.Logf("a link %s: %s", tc.name, msg)
		if _, ok := st["targets"].(map[string]any)["continue"]; ok {
			t.Errorf("the menu offers to continue a game after a link %s", tc.name)
		}
		if tc.name == "cut short" {
			shot(t, q, "broken-link")
		}
	}
}

// playKalah plays Kalah(4, 3) to the end, always sowing the mover's first
// non-empty house, and checks the page's record and board against a local
// engine after every move; then undo takes back the last sowing and redo
// sows it again. A click on a store skips each sowing animation.
func playKalah(t *testing.T, s *site) {
	p := s.open(t, desktop, s.url)
	p.start("kalah")
	st := p.configure("kalah houses=4 seeds=3", "houses:-", "houses:-", "seeds:-")
	g, _ := kalah.New(4, 3)
	l := &local{t: t, g: g}
	l.follow(st, "starting Kalah(4, 3)")
	before := ""
	for moves := 0; !g.Over(); moves++ {
		m := g.Legal()[0]
		before = g.String()
		p.clickChanges("pit:" + g.MoveString(m))
		if moves == 3 && shooting() {
			time.Sleep(200 * time.Millisecond) // into the sowing
			shot(t, p, "kalah-sowing")
		}
		p.clickNow("pit:S0")
		l.follow(p.waitFor("the sowing to end", settled), fmt.Sprintf("move %d", moves+1), m)
	}
	if st := p.state(); st["over"] != true {
		t.Fatalf("the page's game is not over: %v", brief(st))
	}
	t.Logf("Kalah(4, 3) ended: %s", strings.Join(g.Status(), "; "))
	shot(t, p, "kalah-over")
	p.undoRedo(before)
}

// playYote deploys by clicking the tray and by dragging from it, moves,
// and jumps with a removal, checking the record and board against the
// engine after every move; undo takes back the jump with its removal, redo
// plays both again.
func playYote(t *testing.T, s *site) {
	p := s.open(t, desktop, s.url)
	p.start("yote")
	g, _ := yote.New(yote.Rows)
	l := &local{t: t, g: g}
	expect := func(move string) {
		t.Helper()
		m, err := g.ParseMove(move)
		if err != nil {
			t.Fatal(err)
		}
		want := g.Clone()
		if err := want.Play(m); err != nil {
			t.Fatal(err)
		}
		st := p.waitFor("the move to land", func(st map[string]any) bool { return settled(st) && st["board"] == want.String() })
		l.follow(st, move, m)
	}
	p.act("tray:X")
	p.act("square:7")
	expect("p 7")
	p.drag("tray:O", "square:8")
	expect("p 8")
	p.act("tray:X")
	p.act("square:14")
	expect("p 14")
	p.drag("tray:O", "square:2")
	expect("p 2")
	before := g.String()
	p.act("square:7")
	if st := p.act("square:9"); st["removing"] != true {
		t.Fatalf("the jump did not ask for a removal: %v", brief(st))
	}
	if shooting() {
		time.Sleep(200 * time.Millisecond) // the removal drawn
		shot(t, p, "yote-removing")
	}
	p.act("square:2")
	expect("m 7 9 2")
	shot(t, p, "yote-after-jump")
	p.undoRedo(before)
}

// playCantStop plays a few turns for three players. The page rolls its
// own dice; a local engine takes them from the page's record, and its
// choices and board must match the page's after every roll, choice and
// stop. Undo takes back a roll with its dice, and redo brings the same
// dice back.
func playCantStop(t *testing.T, s *site) {
	p := s.open(t, desktop, s.url)
	p.start("cantstop")
	st := p.configure("cantstop players=3", "players:3")
	g, _ := cantstop.New(3)
	l := &local{t: t, g: g}
	l.follow(st, "the new game")
	turns := 3
	if *long {
		turns = 20
	}
	undone := false
	for turn := 0; turn < turns && !g.Over(); turn++ {
		for rolls := 0; rolls < 2; rolls++ {
			before := g.String()
			st := p.act("roll")
			l.follow(st, "rolling", cantstop.Roll)
			d := g.Last().Dice
			if fmt.Sprint(st["dice"]) != fmt.Sprint(d[:]) {
				t.Fatalf("the page shows the dice %v; its record rolled %v", st["dice"], d)
			}
			if !undone {
				// The same dice come back.
				if st := p.undoRedo(before); fmt.Sprint(st["dice"]) != fmt.Sprint(d[:]) {
					t.Fatalf("redo rolled %v, not %v", st["dice"], d)
				}
				undone = true
			}
			if g.Last().Kind == "bust" {
				break
			}
			var want []any
			for _, o := range g.Choices() {
				want = append(want, o.String())
			}
			if got := st["choices"]; fmt.Sprint(got) != fmt.Sprint(want) {
				t.Fatalf("dice %v: the page offers %v, the engine %v", d, got, want)
			}
			if turn == 0 && rolls == 0 {
				shot(t, p, "cantstop-choosing")
			}
			o := g.Choices()[len(g.Choices())-1]
			l.follow(p.act("option:"+o.String()), "choosing "+o.String(), cantstop.ChooseMove(o))
		}
		if g.CanStop() {
			l.follow(p.act("stop"), "stopping", cantstop.Stop)
		}
	}
	shot(t, p, "cantstop")
}

// playMergers scripts a merger in the simple game, then plays the advanced
// game for three players by clicking offered positions and buying shares.
// The page draws its own tiles; a local engine takes them from the page's
// record, and its board must match the page's after every placement,
// merger step and buy. Undo takes back a buy with the tiles drawn after
// it, and redo draws the same tiles.
func playMergers(t *testing.T, s *site) {
	p := s.open(t, desktop, s.url)
	p.start("mergers")
	// The simple game first, to script a merger: A at C3-C4, B at C6-C7-D6,
	// and C5 joins them.
	sg, _ := mergers.New(mergers.Options{Mode: mergers.Simple, Players: 2})
	sl := &local{t: t, g: sg}
	for _, sq := range []string{"C3", "C4", "C6", "C7", "D6", "E8", "C5"} {
		pos, _ := mergers.ParsePos(sq)
		sl.follow(p.act("square:"+sq), sq, mergers.PlaceMove(pos))
	}
	if st := p.state(); st["merging"] != true {
		t.Fatalf("the merger is not shown: %v", brief(st))
	}
	shot(t, p, "mergers-merger")
	if st := p.act("merge:next"); st["merging"] != false || !strings.Contains(st["board"].(string), "groups: B 6") {
		t.Fatalf("after the merger: %v", brief(st))
	}

	st := p.configure("mergers mode=advanced players=3", "mode:advanced", "players:3")
	g, _ := mergers.New(mergers.Options{Mode: mergers.Advanced, Players: 3})
	l := &local{t: t, g: g}
	l.follow(st, "the first draws")
	turns := 6
	if *long {
		turns = 30
	}
	// Play on, a few more turns at most, until someone has bought shares.
	bought, undone, turn, before := 0, false, 0, ""
	for ; (turn < turns || bought == 0 && turn < 3*turns) && !g.Over(); turn++ {
		pos := growing(g)
		st := p.act("offer:" + pos.String())
		for st["merging"] == true {
			st = p.act("merge:next")
		}
		// When nothing can be bought, the empty buy goes by itself.
		placed := g.Clone().(*mergers.Game)
		if err := placed.Play(mergers.PlaceMove(pos)); err != nil {
			t.Fatal(err)
		}
		buy := map[byte]int{}
		if placed.Buying() && len(placed.Legal()) == 1 {
			l.follow(st, "placing "+pos.String()+" and the empty buy", mergers.PlaceMove(pos), mergers.BuyMove(nil))
		} else {
			l.follow(st, "placing "+pos.String(), mergers.PlaceMove(pos))
			if gs := g.Groups(); len(gs) > 0 && g.Player(g.Mover()).Cash >= mergers.Value(gs[0].Size) {
				p.act("buy:+" + string(gs[0].Symbol))
				buy[gs[0].Symbol] = 1
				bought++
			}
			if bought == 1 {
				shot(t, p, "mergers-buying")
			}
			l.follow(p.act("buy:confirm"), "buying and drawing", mergers.BuyMove(buy))
		}
		before = placed.String()
		if !undone && len(buy) > 0 {
			// Undo takes back the buy and the tiles drawn after it; redo
			// draws the same tiles.
			p.undoRedo(before)
			undone = true
		}
	}
	if !undone {
		p.undoRedo(before) // the empty buy and its draws
	}
	t.Logf("%d buys of shares in %d turns", bought, turn)
	shot(t, p, "mergers")
}

// growing is a position the mover may place on that touches a tile on
// the board, so that companies are founded and shares can be bought, or
// else the first position the mover may place on.
func growing(g *mergers.Game) mergers.Pos {
	ps := g.Placeable()
	for _, p := range ps {
		for _, d := range []mergers.Pos{{Row: -1}, {Row: 1}, {Col: -1}, {Col: 1}} {
			n := mergers.Pos{Row: p.Row + d.Row, Col: p.Col + d.Col}
			if n.OnBoard() && g.At(n) != mergers.Empty {
				return p
			}
		}
	}
	return ps[0]
}

// playByTouch plays Connect Four on a phone-sized touch screen at three
// device pixels a CSS pixel, by tapping: the settings open in an overlay,
// the + column widens the board, undo and redo take a move back and play
// it again, and a row of four wins. A frame takes long at this size in
// software, and every tap costs a few, so the rules and share overlays are
// opened here only for screenshots or with -browser.long; the desktop
// subtests open them by clicking.
func playByTouch(t *testing.T, s *site) {
	p := s.open(t, phone, s.url)
	shot(t, p, "phone-menu")
	st := p.start("connectfour")
	if _, ok := st["targets"].(map[string]any)["settings"]; !ok {
		t.Fatalf("no settings button on a phone: %v", st["targets"])
	}
	if st = p.act("settings"); st["overlay"] != "settings" {
		t.Fatalf("settings opened %q", st["overlay"])
	}
	shot(t, p, "phone-settings")
	p.act("close")
	// Yellow's first token widens the board to five columns.
	for _, col := range []int{0, 4, 1, 4, 2} {
		st = p.act(fmt.Sprintf("column:%d", col))
	}
	if st["cols"] != 5.0 {
		t.Fatalf("the + column did not widen the board: %v columns\n%s", st["cols"], st["board"])
	}
	before := st["board"].(string)
	p.act("column:4")
	p.undoRedo(before)
	if shooting() || *long {
		for _, name := range []string{"rules", "share"} {
			if st = p.act(name); st["overlay"] != name {
				t.Fatalf("%s opened %q", name, st["overlay"])
			}
			shot(t, p, "phone-"+name)
			if st = p.act("close"); st["overlay"] != "" {
				t.Fatalf("close left %q open", st["overlay"])
			}
		}
	}
	st = p.act("column:3")
	if st["winner"] != "p1" || !strings.Contains(st["board"].(string), "R R R R Y\n") {
		t.Fatalf("after the winning tap: winner %v\n%s", st["winner"], st["board"])
	}
	shot(t, p, "phone-touch-won")
}

// shooting reports whether screenshots are asked for ($PARLOR_SHOTS set).
func shooting() bool { return os.Getenv("PARLOR_SHOTS") != "" }

// shot saves a screenshot into $PARLOR_SHOTS; without it, it takes none.
func shot(t *testing.T, p *page, name string) {
	t.Helper()
	if !shooting() {
		return
	}
	dir := os.Getenv("PARLOR_SHOTS")
	png, err := chromedp.Run(p.ctx, chromedp.CaptureScreenshot())
	if err != nil {
		t.Fatalf("screenshot: %v", err)
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(dir, "browser-"+name+".png")
	if err := os.WriteFile(path, png, 0o644); err != nil {
		t.Fatal(err)
	}
	t.Logf("screenshot: %s", path)
}
