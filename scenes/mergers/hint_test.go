package mergers

import (
	"math/rand/v2"
	"strings"
	"testing"

	"parlor/game"
	"parlor/game/mergers"
	"parlor/scenes/table"
	"parlor/scenes/table/tabletest"
	"parlor/scenes/ui"
	"parlor/scenes/ui/uitest"
)

var _ table.Hinter = (*View)(nil)

// buyingRig sets a table for an advanced game, played at random from seed
// until the mover is to buy with a choice of at least two companies.
func buyingRig(t *testing.T, sz [3]float64, seed uint64) *rig {
	t.Helper()
	uitest.NeedDisplay(t)
	m := tabletest.Match(t, "mergers mode=advanced players=3", seed)
	rnd := rand.New(rand.NewPCG(seed, 7))
	for {
		g := m.State().(*mergers.Game)
		if g.Over() {
			t.Fatal("the game ended before a buy of two companies")
		}
		if g.Buying() && len(g.Groups()) >= 2 && len(g.Legal()) > 4 {
			break
		}
		legal := g.Legal()
		if err := m.Play(legal[rnd.IntN(len(legal))]); err != nil {
			t.Fatal(err)
		}
	}
	v := New()
	tb, host := tabletest.New(m, v)
	return &rig{t: t, s: uitest.NewScreen(t, sz[0], sz[1], sz[2], tb), tb: tb, v: v, host: host}
}

// ringed reports whether something was drawn just outside r's left edge,
// where a hint's ring goes, between two frames.
func ringed(before, after *uitest.Pixels, r ui.Rect, u float64) bool {
	x, y := r.X-3*u+1, r.Y+r.H/2
	return !uitest.Near(before.At(x, y), after.At(x, y), 12)
}

// TestHintMarksAPlacement checks that a hinted placement is reported in
// the state and drawn on its square, and in the advanced game on its
// offered position's button too.
func TestHintMarksAPlacement(t *testing.T) {
	for _, tc := range []struct {
		name, options string
		sz            [3]float64
	}{
		{"simple", "mergers", desktop},
		{"simple phone", "mergers", phone},
		{"advanced", "mergers mode=advanced players=3", desktop},
		{"advanced phone", "mergers mode=advanced players=4", phone},
	} {
		t.Run(tc.name, func(t *testing.T) {
			r := newRig(t, tc.options, tc.sz, 3)
			g := r.game()
			m := g.Legal()[len(g.Legal())/2]
			p, _ := mergers.ParsePos(g.MoveString(m))
			before := r.s.Draw()
			r.v.Hint(m, true)
			if got := r.state("hint"); got != p.String() {
				t.Fatalf("hint is %v, want %s", got, p)
			}
			after := r.s.Draw()
			sq, ok := r.v.lay.view.square(p)
			if !ok {
				t.Fatalf("%s is not on show", p)
			}
			c := r.v.lay.view.cell
			x, y := sq.X-0.03*c+1, sq.Y+sq.H/2 // on the ring, just outside the square
			if uitest.Near(before.At(x, y), after.At(x, y), 12) {
				t.Errorf("nothing drawn on %s: %v before, %v after", p, before.At(x, y), after.At(x, y))
			}
			if strings.Contains(tc.options, "advanced") {
				found := false
				for _, o := range r.v.lay.offers {
					if o.p == p {
						found = true
						if !ringed(before, after, o.r, r.s.Context().Theme.U) {
							t.Errorf("the offered position %s is not ringed", p)
						}
					}
				}
				if !found {
					t.Errorf("%s is not among the offered positions", p)
				}
			}
			r.s.Save("hint-mergers-place-" + tc.name)
		})
	}
}

// TestHintLeadsABuy checks that a hinted buy rings the cards of the shares
// to put in the cart, then, once they are in it, the button that buys.
func TestHintLeadsABuy(t *testing.T) {
	for _, sz := range [][3]float64{desktop, phone} {
		t.Run(sizeName(sz), func(t *testing.T) {
			r := buyingRig(t, sz, 4)
			g := r.game()
			legal := g.Legal()
			var m game.Move
			var shares map[byte]int
			for _, e := range legal { // the buy of the most shares of the most companies
				s, ok := sharesOf(g.MoveString(e))
				if !ok {
					t.Fatalf("%q does not read back", g.MoveString(e))
				}
				if len(s) > len(shares) || len(s) == len(shares) && cartSize(s) > cartSize(shares) {
					m, shares = e, s
				}
			}
			before := r.s.Draw()
			r.v.Hint(m, true)
			if got := r.state("hint"); got != g.MoveString(m) {
				t.Fatalf("hint is %v, want %q", got, g.MoveString(m))
			}
			u := r.s.Context().Theme.U
			after := r.s.Draw()
			for _, c := range r.v.lay.cards {
				if want := shares[c.s] > 0; ringed(before, after, c.r, u) != want {
					t.Errorf("%c's card ringed: %v, want %v", c.s, !want, want)
				}
			}
			if ringed(before, after, r.v.lay.confirm, u) {
				t.Error("the buy button is ringed before the cart holds the shares")
			}
			r.s.Save("hint-mergers-buy-" + sizeName(sz))
			for s, n := range shares {
				for range n {
					r.s.Click("buy:+" + string(s))
				}
			}
			if r.state("hint") != g.MoveString(m) {
				t.Fatal("filling the cart took the hint away")
			}
			full := r.s.Draw()
			if !ringed(before, full, r.v.lay.confirm, u) {
				t.Error("the buy button is not ringed once the cart holds the shares")
			}
			r.s.Save("hint-mergers-bought-" + sizeName(sz))
		})
	}
}

// TestSharesOfReadsTheEnginesNotation checks the reading of a buy back
// from its notation against the engine's own writing.
func TestSharesOfReadsTheEnginesNotation(t *testing.T) {
	g, err := mergers.New(mergers.Options{Mode: mergers.Advanced, Players: 3})
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []map[byte]int{{}, {'A': 1}, {'A': 2, 'C': 1}, {'B': 3}, {'A': 1, 'B': 1, 'D': 1}} {
		text := g.MoveString(mergers.BuyMove(want))
		got, ok := sharesOf(text)
		if !ok || mergers.BuyMove(got) != mergers.BuyMove(want) {
			t.Errorf("%q reads as %v, %v; want %v", text, got, ok, want)
		}
	}
	for _, bad := range []string{"C3", "draw C3", "buy A", "buy A x", "buy AB 2", "buy A 0"} {
		if got, ok := sharesOf(bad); ok {
			t.Errorf("%q reads as %v", bad, got)
		}
	}
}

// TestHintGoesWithTheBoard checks that Hint(0, false), a move shown and a
// position reset (an undo) each take the hint away.
func TestHintGoesWithTheBoard(t *testing.T) {
	for _, tc := range []struct {
		name  string
		clear func(r *rig)
	}{
		{"hint off", func(r *rig) { r.v.Hint(0, false) }},
		{"a move", func(r *rig) { r.s.Click("square:D4"); r.settle() }},
		{"undo", func(r *rig) { r.s.Press(ui.IntentUndo) }},
	} {
		t.Run(tc.name, func(t *testing.T) {
			r := newRig(t, "mergers", desktop, 1, "A1")
			r.v.Hint(mergers.PlaceMove(mergers.Pos{Row: 1, Col: 1}), true)
			if r.state("hint") != "B2" {
				t.Fatalf("hint is %v", r.state("hint"))
			}
			tc.clear(r)
			if got, ok := r.s.Scene().Probe()["hint"]; ok {
				t.Errorf("the hint %v stayed", got)
			}
			if _, _, _, ok := r.v.hinted(); ok {
				t.Error("the view still marks a move")
			}
			r.s.Draw()
		})
	}
}
