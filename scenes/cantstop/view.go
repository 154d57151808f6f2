// Package cantstop is the board view of Can't Stop for two to four players:
// it lays out and draws the eleven columns with their tiles and towers, the
// dice, Roll and Stop, and the ways to use a roll; turns a press on those
// into moves; tumbles the dice the match draws, shows a bust on the board
// as it was before the towers fall, announces a stop, and lets the towers
// climb.
package cantstop

import (
	"fmt"

	"github.com/hajimehoshi/ebiten/v2"

	"parlor/game"
	"parlor/game/cantstop"
	"parlor/scenes/table"
	"parlor/scenes/ui"
)

// View is the Can't Stop board and its controls.
type View struct {
	table.Marks // the move pointed out and the moves' values, when shown

	g     *cantstop.Game // the position shown; it belongs to the match
	anim  anim
	lay   layout
	ticks int
	// open reports whether the board took input at the last Update, or
	// would have but for an animation ending: what Targets offers.
	open    bool
	board   ui.Layer // the columns, squares and tiles
	panel   ui.Layer // the controls between animations
	peek    preview  // the hovered choice played on a copy
	oddsOf  oddsCache
	th      *ui.Theme      // as of the last layout
	laidU   [2]float64     // the theme's scales at the last layout
	laidFor *cantstop.Game // the position of the last layout
	// reduced is the motion policy as of the last layout: a change shows
	// its end at once (no tumbling dice, no bust held on the board, no
	// climb), and the marks are steady (ui.Motion).
	reduced bool
	// ended are the words of an end the position does not show (a
	// resignation online), or "": the board then says it, and nothing of
	// whose turn it was.
	ended string
}

// New makes the view; the table shows it a position with Reset.
func New() *View { return &View{} }

// Reset shows s at once.
func (v *View) Reset(s game.State) {
	v.g = s.(*cantstop.Game)
	v.anim = anim{}
	v.peek = preview{}
	v.Clear()
	v.relayout()
}

// Show animates change c: the dice tumbling for a roll (then the bust, if
// it was one), the towers climbing for a choice, a stop announced.
func (v *View) Show(c table.Change) {
	v.g = c.After.(*cantstop.Game)
	v.anim.start(c, v.g)
	if v.reduced {
		v.anim = anim{} // the status line says what the dice did
	}
	v.peek = preview{}
	v.Clear()
	v.relayout()
}

// End says that the game ended with words though its position goes on,
// or with "" that it goes on (table.Ender): the banner says the end, and
// the dice, their choices and the mover's lit chip give way.
func (v *View) End(words string) { v.ended = words }

// Busy reports whether the dice tumble, a bust or a stop is on show, or
// towers climb.
func (v *View) Busy() bool { return v.anim.kind != still }

// Finish ends the animation at once.
func (v *View) Finish() { v.anim = anim{} }

// Update advances the animation and, when live, returns Roll, Stop or the
// choice pressed.
func (v *View) Update(ctx *ui.Context, live bool) (game.Move, bool) {
	v.ticks++
	busy := v.Busy()
	v.anim.step(v.g)
	if v.reduced {
		v.anim = anim{}
	}
	v.open = live || busy
	if !live || v.Busy() {
		return 0, false
	}
	in := &ctx.Input
	l := &v.lay
	// Each by a click, or by its key: R rolls, S stops, 1 to 3 pick a
	// choice for the dice, from the top.
	switch {
	case v.g.CanRoll() && (l.roll.Clicked(in) || in.Typed('r')):
		return cantstop.Roll, true
	case v.g.CanStop() && (l.stop.Clicked(in) || in.Typed('s')):
		return cantstop.Stop, true
	}
	if v.g.Choosing() {
		for i, b := range l.choices {
			if in.Clicked(b.rect) || i < 9 && in.Typed(rune('1'+i)) {
				return cantstop.ChooseMove(b.choice), true
			}
		}
	}
	return 0, false
}

// Keys lists Can't Stop's own keys.
func (v *View) Keys() string {
	return "- R: roll the dice\n- S: stop and keep your climb\n- 1 to 3: use the dice the first, second or third way offered"
}

// shown is the position to draw: while a bust is shown, the board as it
// was before the towers fell.
func (v *View) shown() *cantstop.Game {
	if v.anim.kind == busting || (v.anim.kind == rolling && v.g.Last().Kind == "bust") {
		return v.anim.before
	}
	return v.g
}

// Status says what the player is to do, or what just happened: a bust or
// a stop stays on the panel until the next roll.
func (v *View) Status() string {
	g := v.g
	last := g.Last()
	switch {
	case v.ended != "":
		return ui.Sentence(v.ended) + "."
	case v.anim.kind == rolling:
		return last.Player.String() + " rolls the dice…"
	case g.Over():
		return ui.Sentence(g.Prompt()) + "."
	case g.Choosing():
		return fmt.Sprintf("%s rolled %s: pick which columns to climb.", last.Player, diceWords(g.Dice()))
	case g.CanStop():
		return "Roll again, or stop to keep this climb as tiles. A bust loses it."
	case last.Kind == "bust":
		return fmt.Sprintf("%s went bust with %s and lost this turn's climb. %s to roll.", last.Player, diceWords(last.Dice), g.Mover())
	case last.Kind == "stop":
		return fmt.Sprintf("%s. %s to roll.", stopWords(last), g.Mover())
	}
	return fmt.Sprintf("%s to roll: pair the four dice to climb the columns.", g.Mover())
}

// stopWords announces a stop: "Orange stops: columns 7 and 9 are hers".
func stopWords(e cantstop.Event) string {
	head, tail := stopParts(e, false)
	return head + ": " + tail
}

// stopParts are the two halves of a stop's announcement, in the present
// ("Orange stops", "columns 7 and 9 are hers") or the past ("Orange
// stopped", "her towers became tiles").
func stopParts(e cantstop.Event, past bool) (head, tail string) {
	verb, become := " stops", "become"
	if past {
		verb, become = " stopped", "became"
	}
	switch len(e.Captured) {
	case 0:
		return e.Player.String() + verb, "her towers " + become + " tiles"
	case 1:
		return e.Player.String() + verb, fmt.Sprintf("column %d is hers", e.Captured[0])
	}
	return e.Player.String() + verb, fmt.Sprintf("columns %s are hers", numberList(e.Captured))
}

// diceWords writes dice as "3, 4, 1 and 5".
func diceWords(d [4]int) string { return numberList(d[:]) }

// numberList writes numbers as "7", "7 and 9", "2, 7 and 12".
func numberList(ns []int) string {
	s := ""
	for i, n := range ns {
		switch {
		case i == 0:
		case i == len(ns)-1:
			s += " and "
		default:
			s += ", "
		}
		s += fmt.Sprint(n)
	}
	return s
}

// wonColumns are the columns player k has captured, in order.
func wonColumns(g *cantstop.Game, k cantstop.Color) []int {
	var ns []int
	for n := 2; n <= 12; n++ {
		if o, ok := g.Column(n).Owner(); ok && o == k {
			ns = append(ns, n)
		}
	}
	return ns
}

// Seat draws seat p's tile in r.
func (v *View) Seat(dst *ebiten.Image, th *ui.Theme, p game.Player, r ui.Rect) {
	if p < 0 || int(p) >= len(playerColors) {
		return
	}
	x, y := r.Center()
	drawTile(dst, th, x, y, min(r.W, r.H)*0.45, cantstop.Color(p))
}

// Targets names "roll" and "stop" when they can be pressed, and each
// choice of the dice as "option:7 and 9", "option:only 5", "option:8 twice".
func (v *View) Targets(t ui.Targets) {
	if !v.open || v.Busy() {
		return
	}
	l := &v.lay
	if v.g.CanRoll() {
		t["roll"] = l.roll.Rect
	}
	if v.g.CanStop() {
		t["stop"] = l.stop.Rect
	}
	if v.g.Choosing() {
		for _, b := range l.choices {
			t["option:"+b.choice.String()] = b.rect
		}
	}
}

// Probe gives the board in its printed form (and "shown", the board drawn,
// which during a bust is the board before it), the players, what may be
// done (canRoll, canStop, and the choices of the dice as "choices": the
// table's "options" are the game's settings), the columns each player won,
// the last event and its dice, the status and banner, whose turn it is or
// who won, and the move hinted.
func (v *View) Probe(st map[string]any) {
	g := v.g
	var choices []string
	for _, c := range g.Choices() {
		choices = append(choices, c.String())
	}
	won := make([]int, g.Players())
	for i := range won {
		won[i] = g.Won(cantstop.Color(i))
	}
	st["board"] = g.String()
	st["shown"] = v.shown().String()
	st["players"] = g.Players()
	st["prompt"] = g.Prompt()
	st["status"] = v.Status()
	st["choices"] = choices
	st["canRoll"], st["canStop"] = g.CanRoll(), g.CanStop()
	st["won"] = won
	st["last"] = g.Last().String()
	st["dice"] = g.Last().Dice
	st["banner"] = v.bannerTitle()
	v.HintState(st, g)
	if g.Over() {
		st["winner"] = cantstop.Color(g.Winner()).String()
	} else {
		st["turn"] = g.Mover().String()
	}
}
