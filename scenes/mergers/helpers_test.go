package mergers

import (
	"math/rand/v2"
	"sort"
	"strings"
	"testing"

	"parlor/game/mergers"
	"parlor/scenes/table"
	"parlor/scenes/table/tabletest"
	"parlor/scenes/ui"
	"parlor/scenes/ui/uitest"
)

// Screen sizes the tests use: w, h and the device scale.
var (
	desktop = [3]float64{1280, 800, 1}
	phone   = [3]float64{1170, 2532, 3}
)

// rig is a table showing a Mergers view on an offscreen screen.
type rig struct {
	t    *testing.T
	s    *uitest.Screen
	tb   *table.Screen
	v    *View
	host *table.MemoryHost
	keys bool // decide plays by the keyboard (Tab, Enter), not the mouse
}

// click clicks the named target: with the mouse, or by Tab and Enter when
// the rig plays by the keyboard.
func (r *rig) click(name string) {
	r.t.Helper()
	if r.keys {
		r.s.KeyClick(name)
		return
	}
	r.s.Click(name)
}

// newRig sets a table for a new game with options on a screen of size sz,
// the pile shuffled by seed, after the moves given in the game's notation
// and then as many random decisions as random says.
func newRig(t *testing.T, options string, sz [3]float64, seed uint64, moves ...string) *rig {
	t.Helper()
	return prePlayed(t, options, sz, seed, 0, moves...)
}

// prePlayed is newRig after the moves and then n random decisions, played
// on the match before the table is set.
func prePlayed(t *testing.T, options string, sz [3]float64, seed uint64, n int, moves ...string) *rig {
	t.Helper()
	uitest.NeedDisplay(t)
	m := tabletest.Match(t, options, seed)
	for _, mv := range moves {
		if err := m.PlayText(mv); err != nil {
			t.Fatalf("%s: %v", mv, err)
		}
	}
	rnd := rand.New(rand.NewPCG(seed, 11))
	for range n {
		if m.State().Over() {
			break
		}
		legal := m.State().Legal()
		if err := m.Play(legal[rnd.IntN(len(legal))]); err != nil {
			t.Fatal(err)
		}
	}
	v := New()
	tb, host := tabletest.New(m, v)
	return &rig{t: t, s: uitest.NewScreen(t, sz[0], sz[1], sz[2], tb), tb: tb, v: v, host: host}
}

// game is the position the match is at.
func (r *rig) game() *mergers.Game { return r.tb.Match().State().(*mergers.Game) }

// state is the value of key in the table's state.
func (r *rig) state(key string) any { return r.s.State(key) }

// has reports whether the named target is there now.
func (r *rig) has(name string) bool {
	_, ok := r.s.Scene().Targets()[name]
	return ok
}

// named lists the targets whose names begin with prefix, sorted.
func (r *rig) named(prefix string) []string {
	var out []string
	for name := range r.s.Scene().Targets() {
		if strings.HasPrefix(name, prefix) {
			out = append(out, name)
		}
	}
	sort.Strings(out)
	return out
}

// settle waits for the animations to end and for an empty buy the view
// hands over by itself (which waits for a merger on show).
func (r *rig) settle() {
	r.t.Helper()
	for range 200 {
		r.s.Settle()
		if r.state("autoBuy") != true || r.state("merging") == true {
			return
		}
		r.s.Idle(1, -1, -1)
	}
	r.t.Fatal("the empty buy never went")
}

// check fails unless the view shows the match's position.
func (r *rig) check(what string) {
	r.t.Helper()
	if got, want := r.state("board"), r.game().String(); got != want {
		r.t.Fatalf("after %s the view shows\n%s\nthe match is at\n%s", what, got, want)
	}
}

// place places a tile on p through the targets: the square, the offered
// position's button, or on a phone a tap that zooms in and then the square.
func (r *rig) place(p mergers.Pos, rnd *rand.Rand) {
	r.t.Helper()
	sq, offer := "square:"+p.String(), "offer:"+p.String()
	switch {
	case r.has(sq) && r.has(offer):
		if rnd.IntN(2) == 0 {
			r.click(sq)
		} else {
			r.click(offer)
		}
	case r.has(offer) && (!r.has("zoom") || rnd.IntN(2) == 0):
		r.click(offer)
	case r.has(sq):
		r.click(sq)
	case r.has("zoom"):
		q, _ := r.v.lay.view.square(p)
		r.s.ClickAt(q.Center())
		if r.state("zoomed") != true {
			r.t.Fatalf("a tap on the board did not zoom in")
		}
		r.click(sq)
	default:
		r.t.Fatalf("no way to place %s: %v", p, r.s.Scene().Targets())
	}
}

// checkTargets checks the click targets: on the screen, apart, and on a
// phone at least 44 CSS pixels across.
func (r *rig) checkTargets(label string, sz [3]float64) {
	r.t.Helper()
	uitest.CheckTargetsAt(r.t, label, r.s.Scene().Targets(), sz)
}

// checkTexts fails if two lines of the view's text overlap, or a line runs
// into a control or out of the view's area.
func (r *rig) checkTexts(label string) {
	r.t.Helper()
	l := &r.v.lay
	th := r.v.th
	var boxes []ui.Rect
	for _, t := range l.texts {
		w, h := th.Measure(t.s, t.face)
		x := t.x - w*alignK(t.align.H)
		y := t.y - h*alignK(t.align.V)
		boxes = append(boxes, ui.Rect{X: x, Y: y, W: w, H: h}.Inset(1))
	}
	overlap := func(a, b ui.Rect) bool {
		return a.X < b.Right() && b.X < a.Right() && a.Y < b.Bottom() && b.Y < a.Bottom()
	}
	controls := []ui.Rect{l.next, l.confirm, l.zoomOut}
	for _, o := range l.offers {
		controls = append(controls, o.r)
	}
	for _, c := range append(append(append([]chip{}, l.cards...), l.minus...), l.groups...) {
		controls = append(controls, c.r)
	}
	for _, p := range l.players {
		controls = append(controls, p.r)
	}
	area := r.v.area
	for i, a := range boxes {
		if a.X < area.X-1 || a.Right() > area.Right()+1 || a.Bottom() > area.Bottom()+1 {
			r.t.Errorf("%s: %q runs out of the view's area", label, l.texts[i].s)
		}
		for j, b := range boxes[:i] {
			if overlap(a, b) {
				r.t.Errorf("%s: %q and %q overlap", label, l.texts[i].s, l.texts[j].s)
			}
		}
		for _, c := range controls {
			if c.W > 0 && overlap(a, c) {
				r.t.Errorf("%s: %q runs into a control at %+v", label, l.texts[i].s, c)
			}
		}
	}
	for i, a := range controls {
		if a.W > 0 && (a.Bottom() > area.Bottom()+1 || a.Right() > area.Right()+1) {
			r.t.Errorf("%s: a control at %+v runs out of the view's area %+v", label, a, area)
		}
		for _, b := range controls[:i] {
			if a.W > 0 && b.W > 0 && overlap(a, b) && a != b {
				r.t.Errorf("%s: controls at %+v and %+v overlap", label, a, b)
			}
		}
	}
}

// alignK is how far along its extent an alignment puts the anchor.
func alignK(a ui.Anchor) float64 {
	switch a {
	case ui.Middle:
		return 0.5
	case ui.End:
		return 1
	}
	return 0
}

// decide makes one random decision by clicking, as a player would: the
// next merger step, a buy, or a placement.
func (r *rig) decide(rnd *rand.Rand) string {
	r.t.Helper()
	g := r.game()
	switch {
	case r.state("merging") == true:
		r.click("merge:next")
		return "merge:next"
	case g.Buying():
		for {
			plus := r.named("buy:+")
			if len(plus) == 0 || rnd.IntN(3) == 0 {
				break
			}
			r.click(plus[rnd.IntN(len(plus))])
			if minus := r.named("buy:-"); len(minus) > 0 && rnd.IntN(5) == 0 {
				r.click(minus[0])
			}
		}
		r.click("buy:confirm")
		return "buy"
	}
	ps := g.Placeable()
	p := ps[rnd.IntN(len(ps))]
	r.place(p, rnd)
	return "place " + p.String()
}
