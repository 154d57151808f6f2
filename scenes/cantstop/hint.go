package cantstop

import (
	"slices"

	"github.com/hajimehoshi/ebiten/v2"

	"parlor/game"
	"parlor/game/cantstop"
	"parlor/scenes/table"
	"parlor/scenes/ui"
)

// hinted is the hinted move when there is one to show: Roll, Stop, or a
// choice of the dice (with ok and isChoice true).
func (v *View) hinted() (m game.Move, c cantstop.Choice, isChoice, ok bool) {
	g := v.g
	if !v.Hinting || v.Busy() || g.Over() || !slices.Contains(g.Legal(), v.Hinted) {
		return 0, cantstop.Choice{}, false, false
	}
	if g.Choosing() {
		for _, c := range g.Choices() {
			if cantstop.ChooseMove(c) == v.Hinted {
				return v.Hinted, c, true, true
			}
		}
		return 0, cantstop.Choice{}, false, false
	}
	return v.Hinted, cantstop.Choice{}, false, v.Hinted == cantstop.Roll || v.Hinted == cantstop.Stop
}

// hintedChoice is the choice of the dice hinted, if that is the hint.
func (v *View) hintedChoice() (cantstop.Choice, bool) {
	_, c, isChoice, ok := v.hinted()
	return c, ok && isChoice
}

// drawHint rings the button of the hinted move, Roll or Stop or a choice
// of the dice, in a soft glow just outside it, and lights it, breathing.
func (v *View) drawHint(dst *ebiten.Image, th *ui.Theme) {
	m, c, isChoice, ok := v.hinted()
	if !ok {
		return
	}
	l := &v.lay
	var r ui.Rect
	switch {
	case isChoice:
		for _, b := range l.choices {
			if b.choice == c {
				r = b.rect
			}
		}
	case m == cantstop.Roll:
		r = l.roll.Rect
	default:
		r = l.stop.Rect
	}
	if r.W == 0 {
		return
	}
	u := th.U
	pulse := ui.Breath(v.ticks, v.reduced)
	th.FillRoundRect(dst, r, 10*u, ui.Fade(colShine, 0.06+0.12*pulse))
	th.GlowRoundRect(dst, r.Inset(-4*u), 14*u, max(2, 3*u), ui.HintColor, pulse)
}

// drawValues writes each move's value at the foot of its button: Roll,
// Stop, or a choice of the dice.
func (v *View) drawValues(dst *ebiten.Image, th *ui.Theme) {
	g := v.g
	if len(v.Vals) == 0 || v.Busy() || g.Over() {
		return
	}
	l := &v.lay
	best := table.BestScore(v.Vals)
	for _, val := range v.Vals {
		var r ui.Rect
		switch {
		case g.Choosing():
			for _, b := range l.choices {
				if cantstop.ChooseMove(b.choice) == val.Move {
					r = b.rect
				}
			}
		case val.Move == cantstop.Roll:
			r = l.roll.Rect
		case val.Move == cantstop.Stop:
			r = l.stop.Rect
		}
		if r.W == 0 {
			continue
		}
		// At the button's right end, but within it: a roll's value is long
		// ("49%, banks 7.6, bust 14%").
		w, x := 64*th.U, r.Right()-34*th.U
		if tw, _ := table.ValueTagSize(th, val.Text, w); x+tw/2 > r.Right() {
			x = r.Right() - tw/2
		}
		table.ValueTag(dst, th, val, best, x, r.Bottom(), w)
	}
}
