package ui

import (
	"slices"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

// page is a scene of targets in a row, 100 pixels apart, in the order
// given, whose Tab order is order and which counts its clicks.
type page struct {
	names  []string
	order  []string
	clicks map[string]int
}

func (p *page) Targets() Targets {
	t := Targets{}
	for i, n := range p.names {
		t[n] = Rect{X: float64(i) * 100, Y: 100, W: 80, H: 60}
	}
	return t
}

func (p *page) Order() []string { return p.order }

func (p *page) Update(ctx *Context) {
	for name, r := range p.Targets() {
		if ctx.Input.Clicked(r) {
			p.clicks[name]++
		}
	}
}

func (p *page) Draw(*ebiten.Image, *Context) {}
func (p *page) Probe() map[string]any        { return nil }

// tabs presses Tab (Shift+Tab when back) n times through f over s and
// lists where the focus was after each.
func tabs(f *Focus, s Scene, n int, back bool) []string {
	nav := NavNext
	if back {
		nav = NavPrev
	}
	var out []string
	for range n {
		for _, in := range []Input{{Nav: nav}, {}} {
			f.Update(s, &in)
		}
		out = append(out, f.Focused())
	}
	return out
}

// TestTabFollowsTheOrder checks the entries of an Order: names in the
// order given, wherever they stand on the screen; Each's targets each a
// stop, in screen order; a Group one stop, entered where the ring last
// was in it; Skip's targets no stops; a name given exactly placed there
// though a pattern matches it; the targets no entry takes last, in screen
// order; entries that match nothing passed over. Shift+Tab goes back the
// same way, and a scene with no Order is read in screen order.
func TestTabFollowsTheOrder(t *testing.T) {
	names := []string{"x", "b:2", "c", "sq:1", "a", "sq:2", "b:1", "sq:3", "y", "z", "b:3"}
	for _, tc := range []struct {
		name  string
		order []string
		want  []string // Tab from nothing, round once and one more
	}{
		{"names", []string{"a", "c", "x"},
			[]string{"a", "c", "x", "b:2", "sq:1", "sq:2", "b:1", "sq:3", "y", "z", "b:3", "a"}},
		{"each", []string{Each("b:"), "a"},
			[]string{"b:2", "b:1", "b:3", "a", "x", "c", "sq:1", "sq:2", "sq:3", "y", "z", "b:2"}},
		{"exact beats a pattern", []string{Each("b:"), "b:2", "a"},
			[]string{"b:1", "b:3", "b:2", "a", "x", "c", "sq:1", "sq:2", "sq:3", "y", "z", "b:1"}},
		{"group", []string{"a", Group("sq:"), Skip(Each("b:")), Skip("y"), "gone", "c"},
			[]string{"a", "sq:1", "c", "x", "z", "a"}},
		{"the rest before the last", []string{"z", Each(""), "a"},
			[]string{"z", "x", "b:2", "c", "sq:1", "sq:2", "b:1", "sq:3", "y", "b:3", "a", "z"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			p := &page{names: names, order: tc.order, clicks: map[string]int{}}
			var f Focus
			if got := tabs(&f, p, len(tc.want), false); !slices.Equal(got, tc.want) {
				t.Errorf("Tab goes %q, want %q", got, tc.want)
			}
			var b Focus
			back := slices.Clone(tc.want[:len(tc.want)-1])
			slices.Reverse(back)
			if got := tabs(&b, p, len(back), true); !slices.Equal(got, back) {
				t.Errorf("Shift+Tab goes %q, want %q", got, back)
			}
		})
	}
	var f Focus
	if got, want := tabs(&f, &grid{clicks: map[string]int{}}, 4, false), []string{"r1c1", "r1c2", "r1c3", "r2c1"}; !slices.Equal(got, want) {
		t.Errorf("with no Order Tab goes %q, want %q", got, want)
	}
}

// TestAGroupIsEnteredWhereItWasLeft checks a Group: the arrows move
// through it, Tab leaves it for the next stop, and Tab back into it lands
// on the member it was left from; the arrows still reach a target Skip
// takes out of Tab's round, and Enter clicks it.
func TestAGroupIsEnteredWhereItWasLeft(t *testing.T) {
	p := &page{names: []string{"a", "sq:1", "sq:2", "sq:3", "b"}, order: []string{"a", Group("sq:"), Skip("b")}, clicks: map[string]int{}}
	var f Focus
	steps := []struct {
		nav  Nav
		want string
	}{
		{NavNext, "a"}, {NavNext, "sq:1"}, {NavRight, "sq:2"}, {NavRight, "sq:3"},
		{NavNext, "a"}, {NavNext, "sq:3"}, {NavLeft, "sq:2"}, {NavPrev, "a"}, {NavPrev, "sq:2"},
		{NavRight, "sq:3"}, {NavRight, "b"}, {NavNext, "a"},
	}
	for i, s := range steps {
		for _, in := range []Input{{Nav: s.nav}, {}} {
			f.Update(p, &in)
			p.Update(&Context{Input: in})
		}
		if got := f.Focused(); got != s.want {
			t.Fatalf("step %d: focus on %q, want %q", i, got, s.want)
		}
	}
	for _, n := range []Nav{NavRight, NavRight, NavRight, NavRight, NavActivate} {
		for _, in := range []Input{{Nav: n}, {}} {
			f.Update(p, &in)
			p.Update(&Context{Input: in})
		}
	}
	if p.clicks["b"] != 1 || len(p.clicks) != 1 {
		t.Errorf("Enter on b, reached by the arrows, clicked %v", p.clicks)
	}
}
