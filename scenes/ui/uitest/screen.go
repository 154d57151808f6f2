package uitest

import (
	"image"
	"image/color"
	"image/png"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"parlor/scenes/ui"
)

// Screen is an offscreen stand-in for the window: a scene manager, a
// context and an image to draw on, driven one tick at a time.
type Screen struct {
	t   testing.TB
	ctx *ui.Context
	img *ebiten.Image
	mgr *ui.Manager
	// focus is the keyboard's place, as the app keeps it.
	focus ui.Focus
}

// NewScreen makes a w × h pixel screen at device scale deviceScale showing
// scene s, and runs one tick with the pointer off the screen. It skips the
// test when there is no display.
func NewScreen(t testing.TB, w, h, deviceScale float64, s ui.Scene) *Screen {
	t.Helper()
	NeedDisplay(t)
	sz := size{w, h, deviceScale}
	shared.Lock()
	r, ok := shared.m[sz]
	if !ok {
		th, err := ui.NewTheme()
		if err != nil {
			shared.Unlock()
			t.Fatal(err)
		}
		th.Fit(w, h, deviceScale)
		r = resources{th, ebiten.NewImage(int(w), int(h))}
		shared.m[sz] = r
	}
	shared.Unlock()
	sc := &Screen{t: t, ctx: &ui.Context{W: w, H: h, Theme: r.theme}, img: r.img, mgr: ui.NewManager(s)}
	sc.Tick(ui.Input{X: -1, Y: -1})
	return sc
}

// size is a screen's size and device scale.
type size struct{ w, h, scale float64 }

// resources are what screens of one size share: the theme, with its caches
// of shapes and text, and the image drawn to.
type resources struct {
	theme *ui.Theme
	img   *ebiten.Image
}

// shared holds the resources of each size for the whole test binary. All
// tests run inside one Ebitengine frame, where no image is ever freed, so a
// theme of its own for every screen would grow without bound (hundreds of
// megabytes for each phone-sized screen).
var shared = struct {
	sync.Mutex
	m map[size]resources
}{m: map[size]resources{}}

// Context is the context the scene is given each tick.
func (s *Screen) Context() *ui.Context { return s.ctx }

// Tick runs one Update with the given input.
func (s *Screen) Tick(in ui.Input) {
	if !s.mgr.Fading() {
		s.focus.Update(s.mgr.Current(), &in)
	}
	s.ctx.Input = in
	s.mgr.Update(s.ctx)
}

// Key runs one tick in which the keys of keyboard play n are pressed, then
// one with none (in which a click by Enter is released), with the pointer
// at rest where it was.
func (s *Screen) Key(n ui.Nav) {
	s.Tick(ui.Input{X: s.ctx.Input.X, Y: s.ctx.Input.Y, Nav: n})
	s.Tick(ui.Input{X: s.ctx.Input.X, Y: s.ctx.Input.Y})
}

// KeyClick moves the keyboard's focus to the named target by Tab, as a
// person without a mouse would — into a group of targets that is one Tab
// stop (ui.Group) by Tab, then through it by the arrows —, clicks it by
// Enter and lets a second pass; the test fails if the keys never reach it.
func (s *Screen) KeyClick(name string) {
	s.t.Helper()
	if s.keyTo(name) {
		s.Key(ui.NavActivate)
		s.Idle(60, s.ctx.Input.X, s.ctx.Input.Y)
		return
	}
	names := make([]string, 0, len(s.Scene().Targets()))
	for n := range s.Scene().Targets() {
		names = append(names, n)
	}
	s.t.Fatalf("the keys never reach %q in %v; its targets are %q", name, s.State("scene"), names)
}

// keyTo moves the focus to the named target by Tab, or by Tab to its
// group and the arrows on (the fewest presses, as ui.Toward goes), and
// reports whether it got there.
func (s *Screen) keyTo(name string) bool {
	group := []string{name}
	for _, st := range ui.Stops(s.Scene(), s.Scene().Targets()) {
		if names := strings.Fields(st); slices.Contains(names, name) {
			group = names
		}
	}
	for range len(s.Scene().Targets()) + 1 {
		if slices.Contains(group, s.Focused()) {
			break
		}
		s.Key(ui.NavNext)
	}
	if s.Focused() == name || !slices.Contains(group, s.Focused()) {
		return s.Focused() == name
	}
	for _, k := range arrowPath(s.Scene().Targets(), s.Focused(), name) {
		s.Key(k)
	}
	return s.Focused() == name
}

// arrowPath is the shortest run of arrow keys that takes the focus from
// one target to another, or nil when none does.
func arrowPath(targets ui.Targets, from, to string) []ui.Nav {
	type step struct {
		prev string
		key  ui.Nav
	}
	came := map[string]step{from: {}}
	queue := []string{from}
	for len(queue) > 0 && queue[0] != to {
		at := queue[0]
		queue = queue[1:]
		for _, k := range []ui.Nav{ui.NavLeft, ui.NavRight, ui.NavUp, ui.NavDown} {
			next := ui.Toward(targets, at, k)
			if _, seen := came[next]; !seen {
				came[next] = step{at, k}
				queue = append(queue, next)
			}
		}
	}
	if _, ok := came[to]; !ok {
		return nil
	}
	var keys []ui.Nav
	for at := to; at != from; at = came[at].prev {
		keys = append([]ui.Nav{came[at].key}, keys...)
	}
	return keys
}

// Type runs one tick in which chars are typed, then one at rest, with the
// pointer where it was.
func (s *Screen) Type(chars string) {
	s.Tick(ui.Input{X: s.ctx.Input.X, Y: s.ctx.Input.Y, Chars: []rune(chars)})
	s.Tick(ui.Input{X: s.ctx.Input.X, Y: s.ctx.Input.Y})
}

// Focused is the target the keyboard's ring is on, or "".
func (s *Screen) Focused() string { return s.focus.Focused() }

// Idle runs n ticks with the pointer at rest at (x, y).
func (s *Screen) Idle(n int, x, y float64) {
	for range n {
		s.Tick(ui.Input{X: x, Y: y})
	}
}

// Press runs one tick in which the keyboard asks for intents i, with the
// pointer at rest where it was.
func (s *Screen) Press(i ui.Intent) {
	s.Tick(ui.Input{X: s.ctx.Input.X, Y: s.ctx.Input.Y, Intents: i})
}

// Scroll runs one tick with the pointer at rest at (x, y) and the wheel
// turned by wheel (positive asks to see what lies above: see ui.Input).
func (s *Screen) Scroll(x, y, wheel float64) {
	s.Tick(ui.Input{X: x, Y: y, WheelY: wheel})
}

// Scene is the scene on show.
func (s *Screen) Scene() ui.Scene { return s.mgr.Current() }

// State is the value of key in the scene's Probe.
func (s *Screen) State(key string) any { return s.Scene().Probe()[key] }

// Target is the centre of the named click target; the test fails if the
// scene has none by that name.
func (s *Screen) Target(name string) (x, y float64) {
	s.t.Helper()
	r, ok := s.Scene().Targets()[name]
	if !ok {
		s.t.Fatalf("no target %q in %v", name, s.State("scene"))
	}
	return r.Center()
}

// Click presses and releases on the named target, then lets a second pass
// with the pointer at rest there.
func (s *Screen) Click(name string) {
	s.t.Helper()
	x, y := s.Target(name)
	s.ClickAt(x, y)
}

// ClickAt presses and releases at (x, y), then lets a second pass with the
// pointer at rest there.
func (s *Screen) ClickAt(x, y float64) {
	s.Tick(ui.Input{X: x, Y: y, PressX: x, PressY: y, Down: true, Pressed: true})
	s.Tick(ui.Input{X: x, Y: y, PressX: x, PressY: y, Released: true})
	s.Idle(60, x, y)
}

// Settle runs ticks, with the pointer off the screen, until the scene's
// State no longer says "animating" and no transition is under way; the test
// fails after 2000 ticks.
func (s *Screen) Settle() {
	s.t.Helper()
	for range 2000 {
		if s.State("animating") != true && s.State("transition") != true && !s.mgr.Fading() {
			return
		}
		s.Tick(ui.Input{X: -1, Y: -1})
	}
	s.t.Fatalf("still animating after 2000 ticks: %v", s.Scene().Probe())
}

// Draw draws the scene and returns its pixels.
func (s *Screen) Draw() *Pixels {
	s.img.Clear()
	s.mgr.Draw(s.img, s.ctx)
	if !s.mgr.Fading() {
		s.focus.Draw(s.img, s.ctx.Theme)
	}
	b := s.img.Bounds()
	p := &Pixels{w: b.Dx(), h: b.Dy(), buf: make([]byte, 4*b.Dx()*b.Dy())}
	s.img.ReadPixels(p.buf)
	return p
}

// Pixels are a drawn frame, premultiplied RGBA.
type Pixels struct {
	w, h int
	buf  []byte
}

// At is the colour of the pixel that contains (x, y).
func (p *Pixels) At(x, y float64) color.RGBA {
	i := 4 * (int(y)*p.w + int(x))
	return color.RGBA{p.buf[i], p.buf[i+1], p.buf[i+2], p.buf[i+3]}
}

// Near reports whether a and b differ by at most tol in each colour channel
// (alpha is not compared).
func Near(a, b color.RGBA, tol int) bool {
	d := func(x, y uint8) bool { return int(x)-int(y) <= tol && int(y)-int(x) <= tol }
	return d(a.R, b.R) && d(a.G, b.G) && d(a.B, b.B)
}

// CheckTargets fails the test if a click target is off a w × h screen, too
// small to hit, or overlaps another. label says which case in the messages.
func CheckTargets(t testing.TB, label string, targets ui.Targets, w, h float64) {
	t.Helper()
	const eps = 0.01
	for name, r := range targets {
		if r.X < -eps || r.Y < -eps || r.Right() > w+eps || r.Bottom() > h+eps || r.W < 8 || r.H < 8 {
			t.Errorf("%s: target %s at %+v is off the screen or too small", label, name, r)
		}
		for other, q := range targets {
			if name < other && r.X < q.Right()-eps && q.X < r.Right()-eps && r.Y < q.Bottom()-eps && q.Y < r.Bottom()-eps {
				t.Errorf("%s: targets %s and %s overlap", label, name, other)
			}
		}
	}
}

// CheckTargetsAt is CheckTargets on a screen of size sz (width, height,
// device scale), and, on a phone's screen (a device scale of 2 or more),
// it fails the test too if a target is under 44 CSS pixels either way.
func CheckTargetsAt(t testing.TB, label string, targets ui.Targets, sz [3]float64) {
	t.Helper()
	CheckTargets(t, label, targets, sz[0], sz[1])
	if sz[2] < 2 {
		return
	}
	for name, r := range targets {
		if min(r.W, r.H) < 44*sz[2]-0.5 {
			t.Errorf("%s: %s is %.0f × %.0f CSS px", label, name, r.W/sz[2], r.H/sz[2])
		}
	}
}

// Save writes the frame to $PARLOR_SHOTS/scene-NAME.png when that variable
// is set, for people to look at; otherwise it does nothing.
func (s *Screen) Save(name string) {
	s.t.Helper()
	if os.Getenv("PARLOR_SHOTS") == "" {
		return
	}
	s.write(name, s.Draw())
}

// write writes frame p to $PARLOR_SHOTS/scene-NAME.png when that variable
// is set.
func (s *Screen) write(name string, p *Pixels) {
	s.t.Helper()
	dir := os.Getenv("PARLOR_SHOTS")
	if dir == "" {
		return
	}
	// ReadPixels gives premultiplied alpha; the frame is opaque, so it is the same.
	img := &image.NRGBA{Pix: p.buf, Stride: 4 * p.w, Rect: image.Rect(0, 0, p.w, p.h)}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		s.t.Fatal(err)
	}
	f, err := os.Create(filepath.Join(dir, "scene-"+name+".png"))
	if err != nil {
		s.t.Fatal(err)
	}
	defer f.Close()
	if err := png.Encode(f, img); err != nil {
		s.t.Fatal(err)
	}
}

// Differ counts the pixels inside r whose colours differ by more than tol
// in some channel between frames a and b.
func Differ(a, b *Pixels, r ui.Rect, tol int) int {
	n := 0
	for y := max(0, int(r.Y)); y < min(a.h, int(r.Bottom())); y++ {
		for x := max(0, int(r.X)); x < min(a.w, int(r.Right())); x++ {
			if !Near(a.At(float64(x), float64(y)), b.At(float64(x), float64(y)), tol) {
				n++
			}
		}
	}
	return n
}
