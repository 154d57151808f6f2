package ui

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

// dialog is a scene with an overlay: "a", "open" (which opens the
// overlay) and "done" (which goes once clicked) in a row; the overlay
// shows "ok" and "cancel" alone, and either closes it. While typing is
// set it takes typed text.
type dialog struct {
	open, done, typing bool
}

func (d *dialog) Targets() Targets {
	row := func(names ...string) Targets {
		t := Targets{}
		for i, n := range names {
			t[n] = Rect{X: 100 + float64(i)*100, Y: 100, W: 80, H: 60}
		}
		return t
	}
	switch {
	case d.open:
		return row("ok", "cancel")
	case d.done:
		return row("a", "open")
	}
	return row("a", "open", "done")
}

func (d *dialog) Update(ctx *Context) {
	for name, r := range d.Targets() {
		if !ctx.Input.Clicked(r) {
			continue
		}
		switch name {
		case "open":
			d.open = true
		case "ok", "cancel":
			d.open = false
		case "done":
			d.done = true
		}
	}
}

func (d *dialog) TakesText() bool              { return d.typing }
func (d *dialog) Draw(*ebiten.Image, *Context) {}
func (d *dialog) Probe() map[string]any        { return nil }

// TestTheRingNeverVanishes checks that the ring stays on something: when
// the target it is on opens an overlay, on the overlay's first control;
// when the overlay closes, back on the target that opened it; when a
// button it is on goes, on the first stop of what is there; while text is
// typed it hides, and shows again where it was; the pointer takes it away.
func TestTheRingNeverVanishes(t *testing.T) {
	d := &dialog{}
	var f Focus
	key := func(n Nav) {
		for _, in := range []Input{{Nav: n}, {}, {}} {
			f.Update(d, &in)
			d.Update(&Context{Input: in})
		}
	}
	steps := []struct {
		nav  Nav
		want string
	}{
		{NavNext, "a"}, {NavNext, "open"},
		{NavActivate, "ok"},   // the overlay opened: its first control
		{NavNext, "cancel"},   // moved in it
		{NavActivate, "open"}, // closed: back on what opened it
		{NavNext, "done"},     //
		{NavActivate, "a"},    // the button went: the first stop
		{NavNext, "open"},     //
		{NavActivate, "ok"},   // again
		{NavActivate, "open"}, // and back, from the first control too
	}
	for i, s := range steps {
		key(s.nav)
		if got := f.Focused(); got != s.want {
			t.Fatalf("step %d: the ring is on %q, want %q", i, got, s.want)
		}
	}
	d.typing = true
	in := Input{}
	f.Update(d, &in)
	if f.Focused() != "" || in.Ring != "" {
		t.Errorf("while text is typed the ring shows on %q (Ring %q)", f.Focused(), in.Ring)
	}
	d.typing = false
	in = Input{}
	f.Update(d, &in)
	if f.Focused() != "open" || in.Ring != "open" {
		t.Errorf("after the text the ring is on %q (Ring %q), want it back on open", f.Focused(), in.Ring)
	}
	in = Input{X: 5, Y: 5, PressX: 5, PressY: 5, Down: true, Pressed: true}
	f.Update(d, &in)
	d.open = true
	in = Input{X: 5, Y: 5}
	f.Update(d, &in)
	if f.Focused() != "" {
		t.Errorf("after the pointer took over the ring shows on %q", f.Focused())
	}
}

// TestTheRingStaysFirstWhileTheSceneChanges checks that a ring put on the
// first stop when its target went follows the first stop as the targets
// change (dice that land and offer their choices), until keys move it.
func TestTheRingStaysFirstWhileTheSceneChanges(t *testing.T) {
	p := &page{names: []string{"roll", "menu"}, order: []string{"roll", "menu"}, clicks: map[string]int{}}
	var f Focus
	tick := func(n Nav) {
		in := Input{Nav: n}
		f.Update(p, &in)
	}
	tick(NavNext)
	if f.Focused() != "roll" {
		t.Fatalf("Tab went to %q", f.Focused())
	}
	p.names, p.order = []string{"menu"}, []string{"menu"} // rolling
	tick(0)
	if f.Focused() != "menu" {
		t.Fatalf("with roll gone the ring is on %q, want menu", f.Focused())
	}
	p.names, p.order = []string{"option:1", "option:2", "menu"}, []string{Each("option:"), "menu"} // the dice landed
	tick(0)
	if f.Focused() != "option:1" {
		t.Fatalf("with the choices shown the ring is on %q, want the first", f.Focused())
	}
	tick(NavNext)
	p.names, p.order = []string{"option:2", "option:3", "menu"}, []string{Each("option:"), "menu"}
	tick(0)
	if f.Focused() != "option:2" {
		t.Errorf("moved by Tab, the ring went on to %q, want it to stay on option:2", f.Focused())
	}
}

// scroller is a grid that scrolls by keys while the ring is on nothing.
type scroller struct{ grid }

func (s *scroller) KeyScrolls(ring string) bool { return ring == "" }

// TestUpAndDownAreAScrollersOffTheControls checks that in a KeyScroller
// Up and Down are left to the scene while it says so — the ring shows on
// nothing and the keys stay in Input.Nav — and move the ring once Tab has
// put it on a target; the page keys never move it. Input.Ring is where
// the ring was as the keys came.
func TestUpAndDownAreAScrollersOffTheControls(t *testing.T) {
	s := &scroller{grid{clicks: map[string]int{}}}
	var f Focus
	for _, n := range []Nav{NavDown, NavUp, NavPageDown, NavHome, NavEnd} {
		in := Input{Nav: n}
		f.Update(s, &in)
		if f.Focused() != "" || in.Nav != n || in.Ring != "" {
			t.Fatalf("key %b: the ring is on %q, the keys left are %b", n, f.Focused(), in.Nav)
		}
	}
	before := ""
	for _, st := range []struct {
		nav  Nav
		want string
	}{{NavNext, "r1c1"}, {NavDown, "r2c1"}, {NavPageDown, "r2c1"}, {NavEnd, "r2c1"}} {
		in := Input{Nav: st.nav}
		f.Update(s, &in)
		if f.Focused() != st.want || in.Ring != before {
			t.Fatalf("key %b: the ring is on %q (Ring %q), want %q (Ring %q, where the key found it)", st.nav, f.Focused(), in.Ring, st.want, before)
		}
		before = st.want
	}
}

// TestTheScrollerScrollsByKeys checks the keys of a Scroller: a line by
// Up and Down when lines are the scroller's, a page less a line by Page
// Up and Page Down, the ends by Home and End, never past them.
func TestTheScrollerScrollsByKeys(t *testing.T) {
	s := Scroller{Max: 1000}
	for i, tc := range []struct {
		nav   Nav
		lines bool
		want  float64
		took  bool
	}{
		{NavDown, true, 40, true},
		{NavDown, false, 40, false},
		{NavPageDown, false, 400, true},
		{NavUp, true, 360, true},
		{NavEnd, false, 1000, true},
		{NavPageDown, true, 1000, true},
		{NavDown, true, 1000, true},
		{NavPageUp, true, 640, true},
		{NavHome, false, 0, true},
		{NavUp, true, 0, true},
		{NavLeft, true, 0, false},
	} {
		if took := s.Keys(tc.nav, tc.lines, 40, 400); took != tc.took || s.Offset != tc.want {
			t.Fatalf("step %d: key %b scrolled to %v (took %v), want %v (%v)", i, tc.nav, s.Offset, took, tc.want, tc.took)
		}
	}
}
