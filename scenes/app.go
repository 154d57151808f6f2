// Package scenes is the top of Parlor's Ebitengine front end: the app (an
// ebiten.Game, the same in a window and on the page), the menu, the
// opening of a game (saved, new, or from a link), the platforms' storage
// (localStorage on the page, files on the desktop), the page hook, and the
// screen reader's document beside the canvas, kept in step with the scene
// on show. The game screen is parlor/scenes/table, each game's board a
// view in its own package (parlor/scenes/connectfour, …), which
// parlor/scenes/registry lists and the menu finds (boards.go); the keys
// kept on the device are named in parlor/scenes/prefs; the screens of a
// game server (the lobby, profiles, the leaderboard, "Your games", an
// invite) are parlor/scenes/lobby, which reaches the app through
// lobby.App; all are built on the toolkit in parlor/scenes/ui. Scenes ask
// the rule engines in parlor/game what is legal and what happened; they
// never decide a rule themselves.
package scenes

import (
	"math"
	"runtime/debug"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"parlor/scenes/perf"
	"parlor/scenes/prefs"
	"parlor/scenes/sound"
	"parlor/scenes/table"
	"parlor/scenes/ui"
)

// App is Parlor as an ebiten.Game: the same code runs in a desktop window
// and in the browser.
type App struct {
	mgr    *ui.Manager
	open   opener        // what opens the games and the links
	links  <-chan string // links the page's address is given while Parlor runs
	focus  ui.Focus      // the keyboard's place in the scene on show
	reader reader        // the screen reader's document and its buttons
	ctx    ui.Context
	frames int
	clock  frameClock
	title  string // the window's or tab's title as last set
	sound  *sound.Player
	gc     int // the collector's percentage, restored after the first frame
	// gcBackstop restores it if no first frame comes.
	gcBackstop *time.Timer
}

// appTitle is the title away from a game.
const appTitle = "Parlor — classic board games"

// Config is how Parlor starts.
type Config struct {
	// Link is a share link to open at once; in the browser the page's own
	// address is used when it carries one.
	Link string
	// Server is the game server's site on the desktop (Play online, the
	// links made): "" for $PARLOR_URL, else DefaultBase. The page's
	// server is always its own site.
	Server string
	// Sound has the moves make sounds (silent in tests, which leave it
	// off). The audio starts with the first sound, after a click or tap.
	Sound bool
}

// NewApp starts Parlor at its menu, or at the game a link carries.
func NewApp(c Config) (*App, error) {
	// No collection until the first frame is on screen: what start-up
	// allocates mostly lives on, and a collection in the middle of it
	// only delays the menu (Draw turns the collector back on).
	gc := debug.SetGCPercent(-1)
	a, err := newApp(c)
	if err != nil {
		debug.SetGCPercent(gc)
		return nil, err
	}
	a.gc = gc
	// And in any case after a few seconds: a page with no room to draw
	// in (a hidden frame) has no first frame.
	a.gcBackstop = time.AfterFunc(5*time.Second, func() { debug.SetGCPercent(gc) })
	return a, nil
}

// newApp is NewApp, with the collector off.
func newApp(c Config) (*App, error) {
	th, err := ui.NewTheme()
	if err != nil {
		return nil, err
	}
	perf.Mark("theme")
	host, err := newHost(c.Server)
	if err != nil {
		return nil, err
	}
	perf.Mark("host")
	a := &App{ctx: ui.Context{Theme: th, W: 1000, H: 700, Motion: table.LoadMotion(host)}}
	link := c.Link
	if link == "" {
		link = pageLink()
	}
	o := opener{host: host}
	if c.Sound {
		o.sound = &sound.Player{Muted: host.Load(prefs.SoundKey) == "off"}
		a.sound = o.sound
	}
	a.open, a.links = o, watchLinks()
	a.mgr = ui.NewManager(o.first(link))
	perf.Mark("scene")
	installHook(a)
	a.reader.page.install(&a.reader)
	return a, nil
}

// Update reads the pointer and advances the current scene. An Update
// that follows another with no Draw between is Late: the scene leaves its
// once-a-frame work (the computer's thinking) to the next.
func (a *App) Update() error {
	start := time.Now()
	if a.frames == 0 && a.clock.updates == 0 {
		perf.Mark("update")
	}
	a.ctx.Input = ui.ReadInput(a.ctx.Input)
	if a.sound != nil && !a.sound.Unlocked && (a.ctx.Input.Pressed || len(ebiten.AppendInputChars(nil)) > 0) {
		a.sound.Unlocked = true // a person has clicked, tapped or typed: sound may start
	}
	a.ctx.Late = a.clock.updates > 0
	select {
	case l := <-a.links:
		a.follow(l)
	default:
	}
	busy := a.working()
	if !a.mgr.Fading() {
		a.ctx.Acts = a.reader.take()
		a.focus.Update(a.mgr.Current(), &a.ctx.Input)
	}
	a.mgr.Update(&a.ctx)
	a.reader.show(a.mgr.Current())
	a.clock.update(time.Since(start), busy || a.working())
	if a.frames == 0 && a.clock.updates == 1 {
		perf.Mark("updated")
	}
	if t := a.sceneTitle(); t != a.title {
		a.title = t
		showTitle(t)
	}
	return nil
}

// follow opens a link the page's address was given while Parlor runs (a
// link pasted into a tab that shows Parlor changes only the fragment), as
// a link opens at load: a table decides (it asks before leaving a game
// under way, and a link to its own game changes nothing); any other scene
// lets go of what it was opening and gives way at once.
func (a *App) follow(link string) {
	open := func() ui.Scene { return a.open.follow(link) }
	switch s := a.mgr.Current().(type) {
	case interface{ Follow(string, func() ui.Scene) }:
		s.Follow(link, open)
	default:
		if l, ok := s.(interface{ Leave() }); ok {
			l.Leave()
		}
		a.mgr.Go(open())
	}
}

// sceneTitle is the title for the scene on show: a game's table names the
// game and whose turn it is.
func (a *App) sceneTitle() string {
	if t, ok := a.mgr.Current().(interface{ Title() string }); ok {
		if s := t.Title(); s != "" {
			return s + " · Parlor"
		}
	}
	return appTitle
}

// Draw draws the current scene.
func (a *App) Draw(screen *ebiten.Image) {
	start := time.Now()
	if a.frames == 0 {
		perf.Mark("draw")
	}
	a.mgr.Draw(screen, &a.ctx)
	if !a.mgr.Fading() {
		a.focus.Draw(screen, a.ctx.Theme)
	}
	if a.frames == 0 {
		firstFrame()
		a.gcBackstop.Stop()
		debug.SetGCPercent(a.gc)
	}
	a.frames++
	a.clock.draw(time.Since(start))
}

// thinking reports whether the scene on show has the computer thinking.
func (a *App) thinking() bool {
	th, ok := a.mgr.Current().(interface{ Thinking() bool })
	return ok && th.Thinking()
}

// working reports whether the scene on show has the computer at work:
// thinking about a move or a hint, or working out the moves' values.
func (a *App) working() bool {
	an, ok := a.mgr.Current().(interface{ Analysing() bool })
	return a.thinking() || ok && an.Analysing()
}

// frameClock keeps the longest frame the app has worked on: a Draw and
// the Updates since the Draw before, timed in Go, overall and while the
// computer was thinking or working out values. It is what the page reports of Parlor's share
// of a frame; the browser's own work comes on top.
type frameClock struct {
	updates  int           // Updates since the last Draw
	pending  time.Duration // their time
	thinking bool          // the computer thought in one of them
	// Longest and LongestThinking are the longest frames so far.
	Longest, LongestThinking time.Duration
}

// update counts an Update that took d.
func (c *frameClock) update(d time.Duration, thinking bool) {
	c.updates++
	c.pending += d
	c.thinking = c.thinking || thinking
}

// draw counts a Draw that took d, ending a frame.
func (c *frameClock) draw(d time.Duration) {
	f := c.pending + d
	c.Longest = max(c.Longest, f)
	if c.thinking {
		c.LongestThinking = max(c.LongestThinking, f)
	}
	c.updates, c.pending, c.thinking = 0, 0, false
}

// Layout is never called: LayoutF takes its place.
func (a *App) Layout(w, h int) (int, int) {
	sw, sh := a.LayoutF(float64(w), float64(h))
	return int(math.Ceil(sw)), int(math.Ceil(sh))
}

// LayoutF makes the screen as many pixels as the device has, so that text
// and shapes are crisp on HiDPI displays, and sizes the theme to fit.
func (a *App) LayoutF(w, h float64) (float64, float64) {
	s := 1.0
	if m := ebiten.Monitor(); m != nil && m.DeviceScaleFactor() > 0 {
		s = m.DeviceScaleFactor()
	}
	a.ctx.W, a.ctx.H = math.Ceil(w*s), math.Ceil(h*s)
	a.ctx.Theme.Fit(a.ctx.W, a.ctx.H, s)
	return a.ctx.W, a.ctx.H
}
