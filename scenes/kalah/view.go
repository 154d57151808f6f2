// Package kalah is the board view of Kalah(h, s): it lays out and draws the
// wooden board, lying flat on a wide screen and turned upright on a tall
// one, turns a click on one of the mover's houses into a move, and sows
// every move the table reports seed by seed.
package kalah

import (
	"fmt"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"parlor/game"
	"parlor/game/kalah"
	"parlor/scenes/table"
	"parlor/scenes/ui"
)

// View is the Kalah board.
type View struct {
	table.Marks // the move pointed out and the moves' values, when shown

	g     *kalah.Game
	anim  *sowing // the move being sown, or nil
	lay   layout
	layer ui.Layer // the board, its pits and seeds
	ticks int
	// reduced is the motion policy as of the last layout: moves show
	// their end at once, and the hint is steady (ui.Motion).
	reduced bool
}

// New makes the view; the table shows it a position with Reset.
func New() *View { return &View{} }

// Reset shows s at once, dropping any sowing in progress.
func (v *View) Reset(s game.State) {
	v.g, v.anim = s.(*kalah.Game), nil
	v.Clear()
}

// Show sows the move the match played, seed by seed, whatever asked for
// it: a click or a redo. With motion reduced it shows the position after
// the move at once: the panel's status says what the sowing did (a
// capture, the extra turn, the sweep) and the house sown keeps its ring.
func (v *View) Show(c table.Change) {
	after := c.After.(*kalah.Game)
	v.g, v.anim = after, nil
	v.Clear()
	before, ok := c.Before.(*kalah.Game)
	if !ok || len(c.Moves) != 1 || after.Last() == nil || v.reduced {
		return
	}
	v.anim = newSowing(countsOf(before), after.Last(), after)
}

// Busy reports whether seeds are being sown.
func (v *View) Busy() bool { return v.anim != nil }

// Finish ends the sowing at once, showing the position after it.
func (v *View) Finish() { v.anim = nil }

// Layout places the board in r, lying flat or turned upright, whichever
// gives the larger pits.
func (v *View) Layout(ctx *ui.Context, r ui.Rect) {
	v.reduced = ctx.Motion.Reduced()
	v.lay.place(ctx.Theme, r, v.g.Houses())
}

// playable reports whether pit p may be sown now.
func (v *View) playable(p kalah.Pit) bool {
	return v.anim == nil && !p.IsStore() && game.Player(p.Owner) == v.g.Turn() && v.g.CanSow(p.Num)
}

// Update sows on and, when live, returns the house of the mover's that was
// clicked. An empty house is returned too, so that the table says why it
// cannot be sown; the other side's houses and the stores do nothing.
func (v *View) Update(ctx *ui.Context, live bool) (game.Move, bool) {
	v.ticks++
	if v.anim != nil && (v.reduced || v.anim.step()) {
		v.anim = nil
	}
	if !live || v.anim != nil || v.g.Over() {
		return 0, false
	}
	in := &ctx.Input
	mover := v.g.Mover()
	for n := 1; n <= v.g.Houses(); n++ {
		if in.Clicked(v.lay.hits[kalah.Pit{Owner: mover, Num: n}]) {
			return game.Move(n), true
		}
	}
	return 0, false
}

// where names the part of the board that is side s's.
func (v *View) where(s kalah.Side) string {
	switch {
	case v.lay.vertical && s == kalah.South:
		return "the left column"
	case v.lay.vertical:
		return "the right column"
	case s == kalah.South:
		return "the bottom row"
	}
	return "the top row"
}

// Status says what the move being sown is, what the last one did, or what
// the mover is to do.
func (v *View) Status() string {
	g := v.g
	if v.anim != nil {
		m := v.anim.move
		return fmt.Sprintf("%s sows %s.", m.Mover, m.From)
	}
	l := g.Last()
	if g.Over() {
		var said []string
		for _, s := range []kalah.Side{kalah.South, kalah.North} {
			if l != nil && l.Swept[s] > 0 {
				said = append(said, fmt.Sprintf("%s takes the last %s.", s, seeds(l.Swept[s])))
			}
		}
		said = append(said, fmt.Sprintf("Stores: South %d, North %d.", g.Store(kalah.South), g.Store(kalah.North)))
		return strings.Join(said, " ")
	}
	mover := g.Mover()
	switch {
	case l != nil && l.Capture != nil:
		k := l.Capture
		return fmt.Sprintf("%s captured %s from %s and %s.", l.Mover, seeds(k.Seeds), k.House, k.Opposite)
	case l != nil && l.Extra:
		return fmt.Sprintf("The last seed fell in %s's store: %s plays again.", l.Mover, l.Mover)
	}
	return fmt.Sprintf("Sow one of %s's houses, %s.", mover, v.where(mover))
}

// seeds counts seeds in words: "1 seed", "5 seeds".
func seeds(n int) string {
	if n == 1 {
		return "1 seed"
	}
	return fmt.Sprintf("%d seeds", n)
}

// Seat draws side p's mark in r: a bead of its colour, and a triangle
// pointing to its edge of the board.
func (v *View) Seat(dst *ebiten.Image, th *ui.Theme, p game.Player, r ui.Rect) {
	if p < 0 || int(p) >= len(sideColors) {
		return
	}
	drawSeat(dst, th, kalah.Side(p), r)
}

// Targets names every pit "pit:S3", "pit:N0", … by where a click picks it.
func (v *View) Targets(t ui.Targets) {
	for p, r := range v.lay.hits {
		t["pit:"+p.Label()] = r
	}
}

// Probe gives the board in the handout's printed form, its size, the
// stores, the engine's status lines, whose turn it is or who won, and the
// move hinted.
func (v *View) Probe(st map[string]any) {
	g := v.g
	st["board"] = g.String()
	st["houses"], st["seeds"] = g.Houses(), g.Seeds()
	st["status"] = g.Status()
	st["stores"] = []int{g.Store(kalah.South), g.Store(kalah.North)}
	st["vertical"] = v.lay.vertical
	if l := g.Last(); l != nil {
		st["last"] = l.From.Label()
	}
	if v.anim != nil {
		st["sowing"] = v.anim.move.From.Label()
	}
	v.HintState(st, g)
	switch w, ok := g.Winner(); {
	case !g.Over():
		st["turn"] = g.Mover().String()
	case ok:
		st["winner"] = w.String()
	default:
		st["winner"] = "tie"
	}
}
