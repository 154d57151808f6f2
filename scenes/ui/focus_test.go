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
// press of the pointer hides the focus, and Enter then clicks nothing; in
// a new scene reached by keys the ring is on its first stop
// (TestTheRingFollowsTheKeysToAnotherScene).
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
	play(&f, h, 0)
	if f.Focused() != "r1c1" || len(h.clicks) != 0 {
		t.Errorf("in a new scene reached by keys the focus is on %q (want its first stop) and clicked %v", f.Focused(), h.clicks)
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

// cart is a scene with a count of each of two goods, A and B, from 0 to
// 3, and a button under them: "buy:+A" adds one while there are fewer
// than 3, "buy:-A" takes one away while there are some, "done" is
// counted.
type cart struct {
	n    map[string]int
	done int
}

func (c *cart) Targets() Targets {
	t := Targets{"done": {X: 100, Y: 300, W: 80, H: 40}}
	for i, k := range []string{"A", "B"} {
		x := 100 + float64(i)*200
		if c.n[k] < 3 {
			t[CountUp("buy", k)] = Rect{X: x, Y: 100, W: 80, H: 40}
		}
		if c.n[k] > 0 {
			t[CountDown("buy", k)] = Rect{X: x, Y: 200, W: 80, H: 40}
		}
	}
	return t
}

func (c *cart) Update(ctx *Context) {
	t := c.Targets()
	for _, k := range []string{"A", "B"} {
		if r, ok := t[CountUp("buy", k)]; ok && ctx.Input.Clicked(r) {
			c.n[k]++
		}
		if r, ok := t[CountDown("buy", k)]; ok && ctx.Input.Clicked(r) {
			c.n[k]--
		}
	}
	if ctx.Input.Clicked(t["done"]) {
		c.done++
	}
}

func (c *cart) Draw(*ebiten.Image, *Context) {}
func (c *cart) Probe() map[string]any        { return nil }

// TestUpAndDownSetACount checks the counts of keyboard play: with the
// focus on a count's plus or minus, Up clicks the plus and Down the minus
// and the focus stays; when the one in focus goes (the count at its end)
// the focus goes to the other; on any other target Up and Down move the
// focus, and Left, Right and Tab move it off a count as ever.
func TestUpAndDownSetACount(t *testing.T) {
	c := &cart{n: map[string]int{}}
	var f Focus
	steps := []struct {
		nav   Nav
		focus string
		a, b  int
	}{
		{NavNext, "buy:+A", 0, 0},
		{NavUp, "buy:+A", 1, 0},
		{NavUp, "buy:+A", 2, 0},
		{NavDown, "buy:+A", 1, 0},
		{NavUp, "buy:+A", 2, 0},
		{NavUp, "buy:-A", 3, 0}, // no more to add: the plus is gone
		{NavUp, "buy:-A", 3, 0},
		{NavRight, "buy:+B", 3, 0},
		{NavDown, "buy:+B", 3, 0}, // none to take away
		{NavUp, "buy:+B", 3, 1},
		{NavLeft, "buy:-A", 3, 1},
		{NavDown, "buy:-A", 2, 1},
		{NavDown, "buy:-A", 1, 1},
		{NavDown, "buy:+A", 0, 1}, // none left: the minus is gone
		{NavNext, "buy:+B", 0, 1},
		{NavNext, "buy:-B", 0, 1},
		{NavNext, "done", 0, 1},
		{NavUp, "buy:+A", 0, 1}, // not a count: Up moves the focus
	}
	for i, s := range steps {
		for _, in := range []Input{{Nav: s.nav}, {}, {}} {
			f.Update(c, &in)
			c.Update(&Context{Input: in})
		}
		if got := f.Focused(); got != s.focus || c.n["A"] != s.a || c.n["B"] != s.b {
			t.Fatalf("step %d: focus on %q with A %d, B %d; want %q with %d, %d", i, got, c.n["A"], c.n["B"], s.focus, s.a, s.b)
		}
	}
	if c.done != 0 {
		t.Errorf("Up and Down clicked done %d times", c.done)
	}
}

// TestACountIsNamedByItsSign checks which targets are a count's controls:
// a "+" or a "-" right after the name's last colon, with a key after it
// or none (a stepper's "seeds:+").
func TestACountIsNamedByItsSign(t *testing.T) {
	for _, tc := range []struct {
		name, up, down string
		ok             bool
	}{
		{"buy:+A", "buy:+A", "buy:-A", true},
		{"buy:-A", "buy:+A", "buy:-A", true},
		{"seeds:+", "seeds:+", "seeds:-", true},
		{"seat:2:-", "seat:2:+", "seat:2:-", true},
		{"buy:confirm", "", "", false},
		{"option:7 and 9", "", "", false},
		{"log:5", "", "", false},
		{"zoom", "", "", false},
		{"", "", "", false},
	} {
		up, down, ok := countOf(tc.name)
		if up != tc.up || down != tc.down || ok != tc.ok {
			t.Errorf("countOf(%q) = %q, %q, %v; want %q, %q, %v", tc.name, up, down, ok, tc.up, tc.down, tc.ok)
		}
	}
}
