package scenes

import (
	"image"
	"image/color"
	"image/png"
	"os"
	"path/filepath"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

// screen is an offscreen stand-in for the window.
type screen struct {
	t   *testing.T
	ctx *Context
	img *ebiten.Image
	mgr *Manager
}

// newScreen makes a w × h screen at device scale ds showing scene s.
func newScreen(t *testing.T, w, h, ds float64, s Scene) *screen {
	t.Helper()
	needDisplay(t)
	th, err := NewTheme()
	if err != nil {
		t.Fatal(err)
	}
	th.Fit(w, h, ds)
	sc := &screen{t: t, ctx: &Context{W: w, H: h, Theme: th}, img: ebiten.NewImage(int(w), int(h)), mgr: NewManager(s)}
	sc.tick(Input{X: -1, Y: -1})
	return sc
}

// tick runs one Update with the given pointer.
func (s *screen) tick(in Input) {
	s.ctx.Input = in
	s.mgr.Update(s.ctx)
}

// idle runs n ticks with the pointer at rest at (x, y).
func (s *screen) idle(n int, x, y float64) {
	for range n {
		s.tick(Input{X: x, Y: y})
	}
}

// scene is the scene on show.
func (s *screen) scene() Scene { return s.mgr.Current() }

// target is the centre of the named click target; the test fails if the
// scene has none by that name.
func (s *screen) target(name string) (x, y float64) {
	s.t.Helper()
	r, ok := s.scene().Targets()[name]
	if !ok {
		s.t.Fatalf("no target %q in %v", name, s.scene().State()["scene"])
	}
	return r.Center()
}

// click presses and releases on the named target, then lets a second pass.
func (s *screen) click(name string) {
	s.t.Helper()
	x, y := s.target(name)
	s.clickAt(x, y)
}

// clickAt presses and releases at (x, y), then lets a second pass.
func (s *screen) clickAt(x, y float64) {
	s.tick(Input{X: x, Y: y, PressX: x, PressY: y, Down: true, Pressed: true})
	s.tick(Input{X: x, Y: y, PressX: x, PressY: y, Released: true})
	s.idle(60, x, y)
}

// settle runs ticks, with the pointer away, until nothing is animating.
func (s *screen) settle() {
	s.t.Helper()
	for range 2000 {
		if s.state("animating") != true && s.state("transition") != true {
			return
		}
		s.tick(Input{X: -1, Y: -1})
	}
	s.t.Fatalf("still animating after 2000 ticks: %v", s.scene().State())
}

// checkTargets fails if a click target is off a w × h screen, too small to
// hit, or overlaps another.
func checkTargets(t *testing.T, label string, targets Targets, w, h float64) {
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

// draw draws the scene and returns its pixels.
func (s *screen) draw() *pixels {
	s.img.Clear()
	s.mgr.Draw(s.img, s.ctx)
	b := s.img.Bounds()
	p := &pixels{w: b.Dx(), h: b.Dy(), buf: make([]byte, 4*b.Dx()*b.Dy())}
	s.img.ReadPixels(p.buf)
	return p
}

// pixels are a drawn frame.
type pixels struct {
	w, h int
	buf  []byte
}

func (p *pixels) at(x, y float64) color.RGBA {
	i := 4 * (int(y)*p.w + int(x))
	return color.RGBA{p.buf[i], p.buf[i+1], p.buf[i+2], p.buf[i+3]}
}

// near reports whether a and b differ by at most tol in each channel.
func near(a, b color.RGBA, tol int) bool {
	d := func(x, y uint8) bool { return int(x)-int(y) <= tol && int(y)-int(x) <= tol }
	return d(a.R, b.R) && d(a.G, b.G) && d(a.B, b.B)
}

// save writes the frame to $PARLOR_SHOTS/scene-NAME.png when that is set,
// for people to look at.
func (s *screen) save(name string) {
	s.t.Helper()
	dir := os.Getenv("PARLOR_SHOTS")
	if dir == "" {
		return
	}
	p := s.draw()
	img := &image.NRGBA{Pix: p.buf, Stride: 4 * p.w, Rect: image.Rect(0, 0, p.w, p.h)}
	// ReadPixels gives premultiplied alpha; the frame is opaque, so it is the same.
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
