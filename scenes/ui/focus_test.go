package ui

import (
	"fmt"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

// grid is a scene of nine targets in three rows of three, "r1c1" to
// "r3c3", 100 pixels apart, that counts the clicks on each.
type grid struct{ clicks map[string]int }

func (g *grid) Targets() Targets {
	t := Targets{}
	for r := 1; r <= 3; r++ {
		for c := 1; c <= 3; c++ {
			t[fmt.Sprintf("r%dc%d", r, c)] = Rect{X: float64(c) * 100, Y: float64(r) * 100, W: 80, H: 60}
		}
	}
	return t
}

func (g *grid) Update(ctx *Context) {
	for name, r := range g.Targets() {
		if ctx.Input.Clicked(r) {
			g.clicks[name]++
		}
	}
}

func (g *grid) Draw(*ebiten.Image, *Context) {}
func (g *grid) Probe() map[string]any        { return nil }

// play runs one tick of keys n through f and g, then one with none.
func play(f *Focus, g *grid, n Nav) {
	for _, in := range []Input{{Nav: n}, {}} {
		f.Update(g, &in)
		g.Update(&Context{Input: in})
	}
}

// TestFocusMovesByTabAndArrowsAndClicksByEnter checks keyboard play over
// a scene's targets: Tab walks them in reading order and round, Shift+Tab
// back; the arrows go to the nearest target that way and stop at the
// edge; Enter and Space click the target in focus, as the mouse would; a
// press of the pointer hides the focus, and Enter then clicks nothing.
func TestFocusMovesByTabAndArrowsAndClicksByEnter(t *testing.T) {
	g := &grid{clicks: map[string]int{}}
	var f Focus
	steps := []struct {
		nav  Nav
		want string
	}{
		{NavNext, "r1c1"}, {NavNext, "r1c2"}, {NavNext, "r1c3"}, {NavNext, "r2c1"},
		{NavPrev, "r1c3"}, {NavDown, "r2c3"}, {NavLeft, "r2c2"}, {NavDown, "r3c2"},
		{NavDown, "r3c2"}, {NavRight, "r3c3"}, {NavRight, "r3c3"}, {NavNext, "r1c1"},
		{NavPrev, "r3c3"}, {NavUp, "r2c3"},
	}
	for i, s := range steps {
		play(&f, g, s.nav)
		if got := f.Focused(); got != s.want {
			t.Fatalf("step %d: focus on %q, want %q", i, got, s.want)
		}
	}
	play(&f, g, NavActivate)
	play(&f, g, NavActivate)
	if g.clicks["r2c3"] != 2 || len(g.clicks) != 1 {
		t.Fatalf("two Enters on r2c3 clicked %v", g.clicks)
	}
	in := Input{X: 5, Y: 5, PressX: 5, PressY: 5, Down: true, Pressed: true}
	f.Update(g, &in)
	if f.Focused() != "" {
		t.Errorf("the focus still shows on %q after the pointer pressed", f.Focused())
	}
	play(&f, g, NavActivate)
	if g.clicks["r2c3"] != 2 || len(g.clicks) != 1 {
		t.Errorf("Enter with the focus hidden clicked %v", g.clicks)
	}
	play(&f, g, NavRight)
	if f.Focused() != "r2c3" {
		t.Errorf("an arrow after the pointer shows the focus on %q, want it back on r2c3", f.Focused())
	}
	h := &grid{clicks: map[string]int{}}
	play(&f, h, NavActivate)
	if f.Focused() != "" || len(h.clicks) != 0 {
		t.Errorf("in a new scene the focus is on %q and Enter clicked %v", f.Focused(), h.clicks)
	}
}

// form is a grid that takes typed text.
type form struct{ grid }

func (f *form) TakesText() bool { return true }

// TestFocusStaysAwayFromText checks that in a scene taking typed text the
// keys are the scene's: Tab shows no ring and Enter clicks nothing.
func TestFocusStaysAwayFromText(t *testing.T) {
	g := &form{grid{clicks: map[string]int{}}}
	var f Focus
	for _, n := range []Nav{NavNext, NavActivate, NavRight, NavActivate} {
		in := Input{Nav: n}
		f.Update(g, &in)
		g.Update(&Context{Input: in})
	}
	if f.Focused() != "" || len(g.clicks) != 0 {
		t.Errorf("in a form the focus is on %q and the keys clicked %v", f.Focused(), g.clicks)
	}
}
