package mergers

import (
	"math/rand/v2"
	"sort"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"parlor/game/catalog"
	"parlor/game/mergers"
	"parlor/game/record"
	"parlor/scenes/table"
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
	tb   *table.Table
	v    *View
	host *table.MemoryHost
}

// newRig sets a table for a new game with options on a screen of size sz,
// the pile shuffled by seed.
func newRig(t *testing.T, options string, sz [3]float64, seed uint64) *rig {
	t.Helper()
	uitest.NeedDisplay(t)
	o, err := catalog.Parse(options)
	if err != nil {
		t.Fatal(err)
	}
	m, err := record.New(o, seed)
	if err != nil {
		t.Fatal(err)
	}
	host := table.NewMemoryHost()
	v := New()
	tb := table.New(table.Config{Match: m, View: v, Host: host, Home: func() ui.Scene { return home{} }})
	return &rig{t: t, s: uitest.NewScreen(t, sz[0], sz[1], sz[2], tb), tb: tb, v: v, host: host}
}

// home stands in for the menu.
type home struct{}

func (home) Update(*ui.Context)              {}
func (home) Draw(*ebiten.Image, *ui.Context) {}
func (home) Targets() ui.Targets             { return ui.Targets{} }
func (home) State() map[string]any           { return map[string]any{"scene": "home"} }

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
			r.s.Click(sq)
		} else {
			r.s.Click(offer)
		}
	case r.has(offer) && (!r.has("zoom") || rnd.IntN(2) == 0):
		r.s.Click(offer)
	case r.has(sq):
		r.s.Click(sq)
	case r.has("zoom"):
		q, _ := r.v.lay.view.square(p)
		r.s.ClickAt(q.Center())
		if r.state("zoomed") != true {
			r.t.Fatalf("a tap on the board did not zoom in")
		}
		r.s.Click(sq)
	default:
		r.t.Fatalf("no way to place %s: %v", p, r.s.Scene().Targets())
	}
}

// decide makes one random decision by clicking, as a player would: the
// next merger step, a buy, or a placement.
func (r *rig) decide(rnd *rand.Rand) string {
	r.t.Helper()
	g := r.game()
	switch {
	case r.state("merging") == true:
		r.s.Click("merge:next")
		return "merge:next"
	case g.Buying():
		for {
			plus := r.named("buy:+")
			if len(plus) == 0 || rnd.IntN(3) == 0 {
				break
			}
			r.s.Click(plus[rnd.IntN(len(plus))])
			if minus := r.named("buy:-"); len(minus) > 0 && rnd.IntN(5) == 0 {
				r.s.Click(minus[0])
			}
		}
		r.s.Click("buy:confirm")
		return "buy"
	}
	ps := g.Placeable()
	p := ps[rnd.IntN(len(ps))]
	r.place(p, rnd)
	return "place " + p.String()
}
