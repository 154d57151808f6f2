// Package mergers is the board view of Mergers, the simple and the advanced
// game: it lays out and draws the board, the offered positions, the buy
// panel, the players' holdings and each merger step by step; it turns
// clicks and taps into placements and buys, and animates what the table
// reports: the tile placed, the tiles that change company, the positions
// drawn from the pile.
package mergers

import (
	"slices"

	"github.com/hajimehoshi/ebiten/v2"

	"parlor/game"
	"parlor/game/mergers"
	"parlor/scenes/table"
	"parlor/scenes/ui"
)

// autoTicks is how long the view waits, 0.4 s, before it hands over the
// empty buy on its own when nothing can be bought.
const autoTicks = 24

// View is the Mergers board.
type View struct {
	table.Marks // the move pointed out and the moves' values, when shown

	g *mergers.Game
	// before is the position before the placement whose merger is on show,
	// one step at a time; step counts the steps seen.
	before *mergers.Game
	step   int
	cart   map[byte]int
	focus  *mergers.Pos // the square the board is zoomed in on, or nil
	// sent is the last move handed to the table, until the table shows it.
	sent    game.Move
	hasSent bool
	auto    int // ticks before the empty buy goes by itself; -1 when none is due
	anim    anim
	note    string // what just happened, for the panel
	touch   bool
	ticks   int
	// reduced is the motion policy as of the last layout: what the match
	// did shows at once, and the marks are steady (ui.Motion).
	reduced bool

	th    *ui.Theme
	area  ui.Rect
	lay   layout
	board ui.Layer
	cache cache
}

// New makes the view; the table shows it a position with Reset.
func New() *View { return &View{auto: -1, cart: map[byte]int{}} }

// Reset shows s at once: no merger on show, nothing in the cart, nothing
// animating.
func (v *View) Reset(s game.State) {
	v.g = s.(*mergers.Game)
	v.before, v.step, v.focus, v.hasSent, v.auto, v.note = nil, 0, nil, false, -1, ""
	v.Clear()
	v.cart = map[byte]int{}
	v.anim = anim{}
	v.relayout()
}

// Show animates what the match did: a placement (the tile, the tiles that
// change company, each merger step by step), or a buy and the positions
// the pile gave after it. After a placement of this view's own that leaves
// nothing to buy, the empty buy goes by itself after a short pause.
func (v *View) Show(c table.Change) {
	prev := c.Before.(*mergers.Game)
	mine := v.hasSent && len(c.Moves) > 0 && c.Moves[0] == v.sent
	v.Reset(c.After)
	g := v.g
	if prev.Buying() {
		v.note = drawNote(g)
		var fresh []mergers.Pos
		for _, p := range g.Offered() {
			if !slices.Contains(prev.Offered(), p) {
				fresh = append(fresh, p)
			}
		}
		v.anim = anim{fresh: fresh}
		v.anim.start(22, v.reduced)
		return
	}
	pl := g.Last()
	if pl == nil {
		return
	}
	staged := len(pl.Merges) > 0 && !g.Over()
	absorbed := map[byte]bool{}
	for _, mg := range pl.Merges {
		absorbed[mg.Absorbed.Symbol] = true
	}
	var fading []fadeTile
	for i := range mergers.Rows * mergers.Cols {
		p := mergers.Pos{Row: i / mergers.Cols, Col: i % mergers.Cols}
		old := prev.At(p)
		if p == pl.Pos || old == g.At(p) || staged && absorbed[old] {
			continue
		}
		fading = append(fading, fadeTile{p, old})
	}
	v.anim = anim{pop: true, at: pl.Pos, fading: fading}
	v.anim.start(18, v.reduced)
	if staged {
		v.before = prev
	}
	v.note = placeNote(prev, g)
	if mine && g.Buying() && len(g.Legal()) == 1 {
		v.auto = autoTicks
	}
	v.relayout()
}

// Cancel drops what is half done: a board zoomed in goes back to the whole
// board, shares picked go back out of the cart. Undo and Esc ask for this
// first.
func (v *View) Cancel() bool {
	switch {
	case v.focus != nil:
		v.focus = nil
	case len(v.cart) > 0:
		v.cart = map[byte]int{}
	default:
		return false
	}
	v.relayout()
	return true
}

// Busy reports whether an animation is running. A merger on show waits
// for the player and is not an animation.
func (v *View) Busy() bool { return v.anim.busy() }

// Finish ends the animation at once.
func (v *View) Finish() { v.anim.finish() }

// staging reports whether a merger is on show.
func (v *View) staging() bool {
	return v.before != nil && v.g.Last() != nil && v.step < len(v.g.Last().Merges)
}

// placeable lists the squares the player may place on now: none while a
// merger is on show or a tile lands.
func (v *View) placeable() []mergers.Pos {
	if v.g == nil || v.staging() || v.anim.busy() {
		return nil
	}
	return v.cache.placeable(v.g)
}

// send hands mv to the table and remembers it, to know the change it
// makes for the view's own when it is shown.
func (v *View) send(mv game.Move) (game.Move, bool) {
	v.sent, v.hasSent = mv, true
	return mv, true
}

// Update advances the animations and, when live, reads the pointer: the
// next merger step, the buy panel, the offered positions, the board.
func (v *View) Update(ctx *ui.Context, live bool) (game.Move, bool) {
	v.ticks++
	v.touch = ctx.Input.Touch
	defer v.relayout()
	v.anim.step()
	if v.reduced {
		v.anim.finish()
	}
	if v.auto > 0 && !v.staging() && !v.anim.busy() {
		v.auto--
	}
	if !live || v.g == nil {
		return 0, false
	}
	if v.auto == 0 && !v.staging() && v.g.Buying() {
		v.auto = -1
		return v.send(mergers.BuyMove(nil))
	}
	in := &ctx.Input
	l := &v.lay
	switch {
	case v.staging():
		if in.Clicked(l.next) {
			v.nextStep()
		}
	case v.g.Buying():
		for _, c := range l.cards {
			if c.on && in.Clicked(c.r) {
				v.cart[c.s]++
			}
		}
		for _, c := range l.minus {
			if in.Clicked(c.r) {
				if v.cart[c.s]--; v.cart[c.s] <= 0 {
					delete(v.cart, c.s)
				}
			}
		}
		if in.Clicked(l.confirm) {
			v.auto = -1
			return v.send(mergers.BuyMove(v.cart))
		}
	default:
		for _, o := range l.offers {
			if o.on && in.Clicked(o.r) {
				return v.send(mergers.PlaceMove(o.p))
			}
		}
		if l.zoomOut.W > 0 && in.Clicked(l.zoomOut) {
			v.focus = nil
			return 0, false
		}
		if l.squares {
			p, ok := l.view.at(in.X, in.Y)
			if r, in2 := l.view.square(p); ok && in2 && in.Clicked(r) && v.g.CanPlace(p) {
				return v.send(mergers.PlaceMove(p))
			}
		} else if l.zoomable && in.Clicked(l.view.sq) {
			if p, ok := l.view.at(in.X, in.Y); ok {
				v.focus = &p
			}
		}
	}
	return 0, false
}

// nextStep shows the next step of the merger: the absorbed company's tiles
// take the colour of the one that absorbs it.
func (v *View) nextStep() {
	mg := v.g.Last().Merges[v.step]
	var fading []fadeTile
	for i := range mergers.Rows * mergers.Cols {
		p := mergers.Pos{Row: i / mergers.Cols, Col: i % mergers.Cols}
		if v.before.At(p) == mg.Absorbed.Symbol {
			fading = append(fading, fadeTile{p, mg.Absorbed.Symbol})
		}
	}
	v.step++
	v.anim = anim{fading: fading}
	v.anim.start(20, v.reduced)
}

// Draw draws the board and the view's controls.
func (v *View) Draw(dst *ebiten.Image, ctx *ui.Context, live bool) {
	if v.g == nil {
		return
	}
	v.th = ctx.Theme
	v.drawBoard(dst, ctx.Theme, &ctx.Input, live)
	v.drawStrip(dst, ctx.Theme, &ctx.Input, live)
	v.drawHint(dst, ctx.Theme)
	v.drawValues(dst, ctx.Theme)
}

// Seat draws player p's mark: a disc with her number.
func (v *View) Seat(dst *ebiten.Image, th *ui.Theme, p game.Player, r ui.Rect) {
	drawSeat(dst, th, p, r, false)
}

// Targets names the squares that can be placed on ("square:C3"), the
// board to zoom in on ("zoom") and back out ("zoom:out"), the offered
// positions ("offer:C3"), the buy panel ("buy:+A", "buy:-A": a count
// the keyboard's Up and Down set, see ui.CountUp; "buy:confirm") and the
// next merger step ("merge:next").
func (v *View) Targets(t ui.Targets) {
	l := &v.lay
	if v.g == nil {
		return
	}
	if l.squares {
		for _, p := range v.placeable() {
			if r, ok := l.view.square(p); ok {
				t["square:"+p.String()] = r
			}
		}
	}
	if l.zoomable {
		t["zoom"] = l.view.sq
	}
	if l.zoomOut.W > 0 {
		t["zoom:out"] = l.zoomOut
	}
	for _, o := range l.offers {
		if o.on {
			t["offer:"+o.p.String()] = o.r
		}
	}
	for _, c := range l.cards {
		if c.on {
			t[ui.CountUp("buy", string(c.s))] = c.r
		}
	}
	for _, c := range l.minus {
		t[ui.CountDown("buy", string(c.s))] = c.r
	}
	if l.confirm.W > 0 {
		t["buy:confirm"] = l.confirm
	}
	if l.next.W > 0 {
		t["merge:next"] = l.next
	}
}

// Probe gives the game as the terminal prints it, the mode and players,
// the phase (buying, a merger on show and its step), the offered positions
// and the last draws, the cart, whose turn or who won, the move hinted, and
// the view's own (zoomed in, an empty buy about to go by itself).
func (v *View) Probe(st map[string]any) {
	g := v.g
	if g == nil {
		return
	}
	var offered, draws []string
	for _, p := range g.Offered() {
		offered = append(offered, p.String())
	}
	for _, d := range g.Draws() {
		draws = append(draws, d.Pos.String())
	}
	st["mode"] = g.Options().Mode.String()
	st["players"] = g.Players()
	st["board"] = g.String()
	st["buying"] = g.Buying()
	st["merging"] = v.staging()
	st["step"] = v.step
	st["offered"] = offered
	st["draws"] = draws
	st["cart"] = cartSize(v.cart)
	st["zoomed"] = v.focus != nil
	st["autoBuy"] = v.auto >= 0
	v.HintState(st, g)
	if !g.Over() {
		st["turn"] = g.Mover() + 1
	} else {
		var ws []int
		for _, w := range g.Winners() {
			ws = append(ws, w+1)
		}
		st["winners"] = ws
	}
}

// cartSize is the number of shares in the cart.
func cartSize(c map[byte]int) int {
	n := 0
	for _, k := range c {
		n += k
	}
	return n
}
