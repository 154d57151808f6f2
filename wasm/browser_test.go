package main

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/chromedp"

	"parlor/game/cantstop"
	"parlor/game/kalah"
	"parlor/game/mergers"
	"parlor/game/yote"
)

// noSkipEnv turns the skip for a missing browser into a failure.
const noSkipEnv = "PARLOR_NO_SKIP"

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

// page is Parlor running in headless Chromium.
type page struct {
	t     *testing.T
	ctx   context.Context
	touch bool // click with a finger, not the mouse
}

// state reads window.parlor.state().
func (p *page) state() map[string]any {
	p.t.Helper()
	raw, err := chromedp.Run(p.ctx, chromedp.Evaluate[string](`window.parlor.state()`))
	if err != nil {
		p.t.Fatalf("reading the state: %v", err)
	}
	var st map[string]any
	if err := json.Unmarshal([]byte(raw), &st); err != nil {
		p.t.Fatalf("state %q: %v", raw, err)
	}
	return st
}

// waitFor polls the state until ok accepts it.
func (p *page) waitFor(what string, ok func(map[string]any) bool) map[string]any {
	p.t.Helper()
	deadline := time.Now().Add(20 * time.Second)
	for {
		st := p.state()
		if ok(st) {
			return st
		}
		if time.Now().After(deadline) {
			p.t.Fatalf("waiting for %s; state is %v", what, st)
		}
		time.Sleep(50 * time.Millisecond)
	}
}

// settled reports a state with no transition or animation under way.
func settled(st map[string]any) bool {
	return st["transition"] == false && st["animating"] != true
}

// fingerprint is the state without what changes by itself (animation,
// transitions, frame rate, click targets): it changes when a click does
// something.
func fingerprint(st map[string]any) string {
	c := map[string]any{}
	for k, v := range st {
		switch k {
		case "targets", "fps", "animating", "transition":
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
	before := fingerprint(p.waitFor("a settled scene", settled))
	p.clickNow(name)
	p.waitFor("the click on "+name+" to take effect", func(st map[string]any) bool { return fingerprint(st) != before })
}

// tap touches the screen at (x, y) with one finger, holds it for a few
// ticks, and lifts it.
func (p *page) tap(x, y float64) {
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
		chromedp.Sleep(80*time.Millisecond),
		touch(input.DispatchTouchEventTypeTouchEnd, []*input.TouchPoint{}),
		chromedp.Sleep(80*time.Millisecond),
	)
	if err != nil {
		p.t.Fatalf("tapping at %.0f, %.0f: %v", x, y, err)
	}
}

// drag presses on one target, moves across to another and releases there.
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
		chromedp.Sleep(30 * time.Millisecond),
		chromedp.MouseEvent(input.DispatchMouseEventTypeMousePressed, x0, y0, chromedp.ButtonLeft, chromedp.ClickCount(1)),
		chromedp.Sleep(60 * time.Millisecond),
	}
	for i := 1; i <= 5; i++ {
		f := float64(i) / 5
		steps = append(steps, chromedp.MouseEvent(input.DispatchMouseEventTypeMouseMoved, x0+(x1-x0)*f, y0+(y1-y0)*f, chromedp.ButtonLeft),
			chromedp.Sleep(20*time.Millisecond))
	}
	steps = append(steps, chromedp.MouseEvent(input.DispatchMouseEventTypeMouseReleased, x1, y1, chromedp.ButtonLeft, chromedp.ClickCount(1)),
		chromedp.Sleep(60*time.Millisecond))
	if err := chromedp.Do(p.ctx, steps...); err != nil {
		p.t.Fatalf("dragging %s to %s: %v", from, to, err)
	}
}

// clickNow presses the mouse on the named target, holds it for a tick or
// three, and releases it: a press and release in one tick would be lost.
func (p *page) clickNow(name string) {
	p.t.Helper()
	st := p.state()
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
	err := chromedp.Do(p.ctx,
		chromedp.MouseEvent(input.DispatchMouseEventTypeMouseMoved, x, y),
		chromedp.Sleep(30*time.Millisecond),
		chromedp.MouseEvent(input.DispatchMouseEventTypeMousePressed, x, y, chromedp.ButtonLeft, chromedp.ClickCount(1)),
		chromedp.Sleep(60*time.Millisecond),
		chromedp.MouseEvent(input.DispatchMouseEventTypeMouseReleased, x, y, chromedp.ButtonLeft, chromedp.ClickCount(1)),
		chromedp.Sleep(60*time.Millisecond),
	)
	if err != nil {
		p.t.Fatalf("clicking %s: %v", name, err)
	}
}

// TestBrowser builds the site, serves it on 127.0.0.1, and plays each game
// in its own tab of headless Chromium by clicking the canvas, checking the
// game through window.parlor.state().
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
	if err := build(root, dir); err != nil {
		t.Fatal(err)
	}
	t.Logf("wasm: %s", sizes(dir))
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
	t.Run("no-webgl", func(t *testing.T) {
		// A browser without WebGL gets a message, not a blank page.
		actx, cancel := chromedp.NewExecAllocator(context.Background(), append(opts[:len(opts):len(opts)],
			chromedp.UserDataDir(t.TempDir()), chromedp.Flag("disable-webgl", true), chromedp.Flag("disable-webgl2", true))...)
		defer cancel()
		ctx, cancel := chromedp.NewContext(actx)
		defer cancel()
		ctx, cancel = context.WithTimeout(ctx, time.Minute)
		defer cancel()
		if err := chromedp.Do(ctx, chromedp.Navigate(srv.URL+"/")); err != nil {
			t.Fatal(err)
		}
		msg, err := chromedp.Run(ctx, chromedp.Poll[string](`document.querySelector('#loader.failed') && document.getElementById('message').textContent`))
		if err != nil {
			t.Fatalf("no message without WebGL: %v", err)
		}
		if !strings.Contains(msg, "WebGL") {
			t.Errorf("the message without WebGL says %q", msg)
		}
	})
	desktop := chromedp.EmulateViewport(1000, 700)
	phone := chromedp.EmulateViewport(390, 844, chromedp.EmulateScale(3), chromedp.EmulateTouch, chromedp.EmulateMobile)
	for _, tc := range []struct {
		name, game string
		screen     chromedp.Action[chromedp.Void]
		touch      bool
		play       func(*page)
	}{
		{"connectfour", "connectfour", desktop, false, playConnectFour},
		{"kalah", "kalah", desktop, false, playKalah},
		{"yote", "yote", desktop, false, playYote},
		{"cantstop", "cantstop", desktop, false, playCantStop},
		{"mergers", "mergers", desktop, false, playMergers},
		{"phone", "connectfour", phone, true, playByTouch},
	} {
		t.Run(tc.name, func(t *testing.T) {
			ctx, cancel := chromedp.NewContext(browser)
			defer cancel()
			ctx, cancel = context.WithTimeout(ctx, 3*time.Minute)
			defer cancel()
			p := &page{t: t, ctx: ctx, touch: tc.touch}
			if err := chromedp.Do(ctx, tc.screen, chromedp.Navigate(srv.URL+"/")); err != nil {
				t.Fatalf("loading the page: %v", err)
			}
			firstFrame, err := chromedp.Run(ctx, chromedp.Poll[float64](`window.parlor && window.parlor.firstFrame`, chromedp.WithPollingTimeout(90*time.Second)))
			if err != nil {
				t.Fatalf("waiting for the first frame: %v", err)
			}
			t.Logf("navigation to first frame: %.0f ms", firstFrame)
			if st := p.state(); st["scene"] != "menu" {
				t.Fatalf("the page starts at %v", st["scene"])
			}
			p.act("game:" + tc.game)
			p.waitFor("the game's scene", func(st map[string]any) bool { return st["scene"] == tc.game && settled(st) })
			tc.play(p)
		})
	}
}

// playConnectFour plays a game to a win through the widening column.
func playConnectFour(p *page) {
	t := p.t
	shot(t, p, "menu")
	// Column 4 is the + column: it widens the board to five columns.
	var st map[string]any
	for _, col := range []int{0, 0, 1, 1, 4, 4, 2, 2} {
		st = p.act(fmt.Sprintf("column:%d", col))
	}
	want := ". . . . .\n. . . . .\n. . . . .\nY Y Y . Y\nR R R . R\n"
	if st["board"] != want {
		t.Fatalf("board after eight clicks:\n%s\nwant\n%s", st["board"], want)
	}
	if st["cols"] != 5.0 {
		t.Errorf("the + column did not widen the board: %v columns", st["cols"])
	}
	st = p.act("column:3")
	if st["winner"] != "p1" {
		t.Fatalf("winner %v, board\n%s", st["winner"], st["board"])
	}
	if !strings.HasSuffix(st["board"].(string), "R R R R R\n") {
		t.Errorf("final board\n%s", st["board"])
	}
	time.Sleep(2 * time.Second)
	t.Logf("frames a second while the win pulses: %.0f", p.state()["fps"])
	shot(t, p, "connectfour-won")
}

// playKalah plays Kalah(4, 3) to the end, always sowing the mover's first
// non-empty house, and checks the page's board against a local engine after
// every move. A click on a store skips each sowing animation.
func playKalah(p *page) {
	t := p.t
	p.act("houses:4")
	p.act("seeds:3")
	g, _ := kalah.New(4, 3)
	if st := p.waitFor("Kalah(4, 3)", settled); st["board"] != g.String() {
		t.Fatalf("board\n%s\nwant\n%s", st["board"], g.String())
	}
	for moves := 0; !g.Over(); moves++ {
		m := g.Legal()[0]
		p.clickChanges("pit:" + g.MoveString(m))
		if err := g.Play(m); err != nil {
			t.Fatal(err)
		}
		if moves == 3 {
			time.Sleep(200 * time.Millisecond)
			shot(t, p, "kalah-sowing")
		}
		p.clickNow("pit:S0")
		if st := p.waitFor("the sowing to end", settled); st["board"] != g.String() {
			t.Fatalf("after %d moves the page shows\n%s\nthe engine\n%s", moves+1, st["board"], g.String())
		}
	}
	st := p.state()
	if st["over"] != true {
		t.Fatalf("the page's game is not over: %v", st)
	}
	t.Logf("Kalah(4, 3) ended: %s", strings.Join(g.Status(), "; "))
	shot(t, p, "kalah-over")
}

// playYote deploys by clicking the tray and by dragging from it, moves,
// and jumps with a removal, checking the board against the engine after
// every move.
func playYote(p *page) {
	t := p.t
	g, _ := yote.New(yote.Rows)
	expect := func(move string) {
		t.Helper()
		e, err := g.ParseMove(move)
		if err == nil {
			err = g.Play(e)
		}
		if err != nil {
			t.Fatal(err)
		}
		if st := p.waitFor("the move to land", func(st map[string]any) bool { return settled(st) && st["board"] == g.String() }); st["board"] != g.String() {
			t.Fatalf("after %s the page shows\n%s\nthe engine\n%s", move, st["board"], g.String())
		}
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
	p.act("square:7")
	if st := p.act("square:9"); st["removing"] != true {
		t.Fatalf("the jump did not ask for a removal: %v", st)
	}
	time.Sleep(200 * time.Millisecond)
	shot(t, p, "yote-removing")
	p.act("square:2")
	expect("m 7 9 2")
	shot(t, p, "yote-after-jump")
}

// playCantStop plays a few turns for three players. The page's dice are
// its own; each roll's dice are read from the page and replayed on a local
// engine, whose options and board must match the page's after every roll,
// choice and stop.
func playCantStop(p *page) {
	t := p.t
	p.act("players:3")
	g, _ := cantstop.New(3)
	check := func(what string) {
		t.Helper()
		st := p.waitFor(what, settled)
		if st["board"] != g.String() {
			t.Fatalf("after %s the page shows\n%s\nthe engine\n%s", what, st["board"], g.String())
		}
	}
	check("the new game")
	for turn := 0; turn < 6; turn++ {
		for rolls := 0; rolls < 2; rolls++ {
			st := p.act("roll")
			var d [4]int
			for i, v := range st["dice"].([]any) {
				d[i] = int(v.(float64))
			}
			if err := g.Play(cantstop.Roll); err != nil {
				t.Fatal(err)
			}
			if err := g.Play(cantstop.DiceMove(d)); err != nil {
				t.Fatal(err)
			}
			check(fmt.Sprintf("rolling %v", d))
			if g.Last().Kind == "bust" {
				break
			}
			var want []any
			for _, o := range g.Choices() {
				want = append(want, o.String())
			}
			if got := st["options"]; fmt.Sprint(got) != fmt.Sprint(want) {
				t.Fatalf("dice %v: the page offers %v, the engine %v", d, got, want)
			}
			if turn == 0 && rolls == 0 {
				shot(t, p, "cantstop-choosing")
			}
			o := g.Choices()[len(g.Choices())-1]
			p.act("option:" + o.String())
			if err := g.Play(cantstop.ChooseMove(o)); err != nil {
				t.Fatal(err)
			}
			check("choosing " + o.String())
		}
		if g.CanStop() {
			p.act("stop")
			if err := g.Play(cantstop.Stop); err != nil {
				t.Fatal(err)
			}
			check("stopping")
		}
	}
	shot(t, p, "cantstop-after-six-turns")
}

// playMergers scripts a merger in the simple game, then plays the advanced
// game for three players by clicking offered positions and buying shares.
// The advanced pile is the page's own; what it drew is read from the page
// and replayed on a local engine, whose board must match the page's after
// every placement, merger step and buy.
func playMergers(p *page) {
	t := p.t
	// The simple game first, to script a merger: A at C3-C4, B at C6-C7-D6,
	// and C5 joins them.
	sg, _ := mergers.New(mergers.Options{Mode: mergers.Simple, Players: 2})
	for _, sq := range []string{"C3", "C4", "C6", "C7", "D6", "E8", "C5"} {
		st := p.act("square:" + sq)
		pos, _ := mergers.ParsePos(sq)
		if err := sg.Play(mergers.PlaceMove(pos)); err != nil {
			t.Fatal(err)
		}
		if st["board"] != sg.String() {
			t.Fatalf("simple game after %s:\n%s\nwant\n%s", sq, st["board"], sg)
		}
	}
	if st := p.state(); st["merging"] != true {
		t.Fatalf("the merger is not shown: %v", st)
	}
	shot(t, p, "mergers-merger")
	if st := p.act("merge:next"); st["merging"] != false || !strings.Contains(st["board"].(string), "groups: B 6") {
		t.Fatalf("after the merger: %v", st)
	}

	p.act("mode:advanced") // the advanced game starts at its least, three players
	g, _ := mergers.New(mergers.Options{Mode: mergers.Advanced, Players: 3})
	replayDraws := func(st map[string]any) {
		t.Helper()
		draws, _ := st["draws"].([]any)
		for _, d := range draws {
			pos, err := mergers.ParsePos(d.(string))
			if err != nil {
				t.Fatal(err)
			}
			if err := g.Play(mergers.DrawMove(pos)); err != nil {
				t.Fatalf("draw %s: %v", pos, err)
			}
		}
	}
	check := func(what string) map[string]any {
		t.Helper()
		st := p.waitFor(what, settled)
		if st["board"] != g.String() {
			t.Fatalf("after %s the page shows\n%s\nthe engine\n%s", what, st["board"], g.String())
		}
		return st
	}
	replayDraws(p.waitFor("the first draws", func(st map[string]any) bool { return st["mode"] == "advanced" && st["players"] == 3.0 }))
	check("the first draws")
	for turn := 0; turn < 12 && !g.Over(); turn++ {
		pos := g.Placeable()[turn%len(g.Placeable())]
		p.act("offer:" + pos.String())
		if err := g.Play(mergers.PlaceMove(pos)); err != nil {
			t.Fatal(err)
		}
		st := check("placing " + pos.String())
		for st["merging"] == true {
			p.act("merge:next")
			st = check("a merger step")
		}
		buy := map[byte]int{}
		if gs := g.Groups(); len(gs) > 0 && g.Player(g.Mover()).Cash >= mergers.Value(gs[0].Size) {
			p.act("buy:+" + string(gs[0].Symbol))
			buy[gs[0].Symbol] = 1
		}
		if turn == 5 {
			shot(t, p, "mergers-buying")
		}
		p.act("buy:confirm")
		if err := g.Play(mergers.BuyMove(buy)); err != nil {
			t.Fatal(err)
		}
		replayDraws(p.waitFor("the next draws", settled))
		check("buying and drawing")
	}
	shot(t, p, "mergers-after-twelve-turns")
}

// playByTouch plays Connect Four on a phone-sized touch screen at three
// device pixels a CSS pixel, by tapping: the + column widens the board and
// a row of four wins.
func playByTouch(p *page) {
	t := p.t
	var st map[string]any
	for _, col := range []int{0, 0, 1, 1, 4, 4, 2, 2, 3} {
		st = p.act(fmt.Sprintf("column:%d", col))
	}
	if st["winner"] != "p1" || !strings.HasSuffix(st["board"].(string), "R R R R R\n") {
		t.Fatalf("after nine taps: winner %v\n%s", st["winner"], st["board"])
	}
	shot(t, p, "phone-touch-won")
}

// shot saves a screenshot into $PARLOR_SHOTS (or the test's temp folder).
func shot(t *testing.T, p *page, name string) {
	t.Helper()
	png, err := chromedp.Run(p.ctx, chromedp.CaptureScreenshot())
	if err != nil {
		t.Fatalf("screenshot: %v", err)
	}
	dir := os.Getenv("PARLOR_SHOTS")
	if dir == "" {
		dir = t.TempDir()
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
