// Package yote is the board view of Yote, on the handout's 4 × 5 board and
// the traditional 6 × 5: it lays out and draws the board and the two
// reserves, gathers a whole move from the player's picks (a jump with the
// stone it removes is one move), marks the last move, and animates every
// move the table reports.
package yote

import (
	"fmt"

	"github.com/hajimehoshi/ebiten/v2"

	"parlor/game"
	"parlor/game/yote"
	"parlor/scenes/table"
	"parlor/scenes/ui"
)

// View is the Yote board with its two trays of reserve stones.
type View struct {
	table.Marks // the move pointed out and the moves' values, when shown

	g     *yote.Game
	pick  pick
	press press
	anim  *anim
	toast toast
	ticks int
	lay   layout
	theme *ui.Theme // as of the last layout
	// reduced is the motion policy as of the last layout: a move shows
	// its end at once, and banners and the hint are steady (ui.Motion).
	reduced bool

	face  ui.Layer // the empty board
	still ui.Layer // the board, its stones and the trays between moves
}

// New makes the view; the table shows it a position with Reset.
func New() *View { return &View{} }

// Reset shows s at once, with nothing picked and nothing moving.
func (v *View) Reset(s game.State) {
	v.g = s.(*yote.Game)
	v.pick, v.press, v.anim, v.toast = pick{}, press{}, nil, toast{}
	v.Clear()
}

// Show animates the move the match made: the stone travelling, then the
// stones it captured fading. A jump that earned no second capture says so
// in a banner. With motion reduced the move shows its end at once (its
// squares stay marked as the last move's) and the banner does not fade.
func (v *View) Show(c table.Change) {
	v.Reset(c.After)
	before := c.Before.(*yote.Game)
	m, ok := v.g.Last()
	if !ok {
		return
	}
	if !v.reduced {
		v.anim = &anim{before: before, move: m, mover: before.Mover()}
	}
	if noBonus(v.g) {
		v.toast = toast{msg: noBonusText(v.g), t: 0, on: true, steady: v.reduced}
	}
}

// Busy reports whether a move is being animated.
func (v *View) Busy() bool { return v.anim != nil }

// Finish ends the move's animation at once.
func (v *View) Finish() { v.anim = nil }

// Layout places the board and the trays in r.
func (v *View) Layout(ctx *ui.Context, r ui.Rect) {
	v.theme = ctx.Theme
	v.reduced = ctx.Motion.Reduced()
	v.lay.place(ctx.Theme, r, v.g.Rows())
}

// noBonus reports whether g's last move was a jump that removed nothing
// more, because the opponent had no other stone on the board, with the
// game going on.
func noBonus(g *yote.Game) bool {
	m, ok := g.Last()
	return ok && m.Kind == yote.Jump && m.Remove == 0 && !g.Over()
}

// noBonusText says why the last jump took only one stone.
func noBonusText(g *yote.Game) string {
	return fmt.Sprintf("No second capture: %s had no other stone on the board.", g.Mover())
}

// Status says what to do now, what the last move did when that needs
// saying, or how the game ended.
func (v *View) Status() string {
	g := v.g
	if g == nil {
		return ""
	}
	me := g.Mover()
	switch {
	case g.Over():
		return ui.Sentence(g.Reason()) + "."
	case v.pick.jump != nil:
		return fmt.Sprintf("Jumping takes %d. Pick one more %s stone to remove, or your stone to go back.", v.pick.jump.Over(), me.Other())
	case v.pick.tray:
		return "Pick an empty square for the stone."
	case v.pick.from != 0:
		return "Green: slide there. Red: jump and capture. Anything else cancels."
	case noBonus(g):
		return noBonusText(g)
	case g.Reserve(me) > 0 && g.OnBoard(me) > 0:
		return "Place a stone from your tray, or pick one of your stones to move it."
	case g.Reserve(me) > 0:
		return "Pick your tray, then an empty square, to place a stone."
	}
	return "Your tray is empty: pick one of your stones, then where it goes."
}

// Seat draws seat p's stone in r, ringed so that X's dark stone shows on a
// dark panel.
func (v *View) Seat(dst *ebiten.Image, th *ui.Theme, p game.Player, r ui.Rect) {
	if p < 0 || p > 1 {
		return
	}
	x, y := r.Center()
	rad := min(r.W, r.H) / 2
	drawStone(dst, th, x, y, rad, yote.Side(p), 1)
	if yote.Side(p) == yote.X {
		th.StrokeCircle(dst, x, y, rad, max(1, rad*0.1), ui.Fade(ui.MutedColor, 0.7))
	}
}

// Targets names the squares "square:1"… and the trays "tray:X" and
// "tray:O".
func (v *View) Targets(t ui.Targets) {
	for n := 1; n <= v.g.Squares(); n++ {
		t[fmt.Sprintf("square:%d", n)] = v.lay.square(n)
	}
	t["tray:X"], t["tray:O"] = v.lay.trays[yote.X], v.lay.trays[yote.O]
}

// Probe gives the board in its printed form, the reserves and captures,
// whose turn it is or who won, what is picked, the last move, the status
// line and the move hinted.
func (v *View) Probe(st map[string]any) {
	g := v.g
	st["board"] = g.String()
	st["rows"] = g.Rows()
	st["result"] = g.Result()
	st["reserve"] = []int{g.Reserve(yote.X), g.Reserve(yote.O)}
	st["captured"] = []int{g.Captured(yote.X), g.Captured(yote.O)}
	st["picked"] = v.pick.any()
	st["removing"] = v.pick.jump != nil
	st["status"] = v.Status()
	st["toast"] = v.toast.text()
	if m, ok := g.Last(); ok {
		st["last"] = m.String()
	}
	v.HintState(st, g)
	if !g.Over() {
		st["turn"] = g.Mover().String()
	} else if w := g.Winner(); w != game.Nobody {
		st["winner"] = yote.Side(w).String()
	}
}
