package table

import (
	"fmt"
	"image"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"parlor/game"
	"parlor/scenes/ui"
)

// browseBar is what the panel's headline shows while an earlier position
// is on the board: which move it is, and the way back to the game. It
// stays off the board, which the view has to itself.
func (t *Screen) browseBar(th *ui.Theme) (strip ui.Rect, back ui.Button) {
	u := th.U
	strip = t.panel.head
	h := th.Tap(40)
	back = ui.Button{Label: "Back to the game", Primary: true, Rect: ui.Rect{X: strip.X, Y: strip.Bottom() - h, W: min(strip.W, 220*u), H: h}}
	return strip, back
}

// updateBrowse handles the way back from an earlier position, and reports whether it
// was taken.
func (t *Screen) updateBrowse(ctx *ui.Context) bool {
	if t.browsing < 0 {
		return false
	}
	_, back := t.browseBar(ctx.Theme)
	if back.Clicked(&ctx.Input) {
		t.endBrowse()
		return true
	}
	return false
}

// drawBrowse draws the headline of the position browsed in the panel.
func (t *Screen) drawBrowse(dst *ebiten.Image, ctx *ui.Context) {
	th := ctx.Theme
	strip, back := t.browseBar(th)
	msg, face := th.FitText(t.browseWords(), ui.Bold, 20, strip.W)
	th.Text(dst, msg, face, strip.X, strip.Y+12*th.U, ui.MiddleLeft, ui.AccentColor)
	back.Draw(dst, th, &ctx.Input)
}

// shown is the position the board shows: browsed, as it was after the
// move chosen (before it, for a move the review marked), else the game as
// it stands.
func (t *Screen) shown() game.State {
	if t.browsing < 0 || t.browsing >= len(t.log.turns) {
		return t.match.State()
	}
	turn := t.log.turns[t.browsing]
	if t.before {
		return t.match.At(turn.Ply)
	}
	return t.match.At(turn.End)
}

// browseWords are the headline while an earlier position is on the
// board: "Move 3 of 9, as it was", "Move 3 of 9: the best move".
func (t *Screen) browseWords() string {
	if t.before {
		return fmt.Sprintf("Move %d of %d: the best move", t.browsing+1, len(t.log.turns))
	}
	return fmt.Sprintf("Move %d of %d, as it was", t.browsing+1, len(t.log.turns))
}

// browseFace is the largest face of the line that names the move browsed
// (the line browseWords says).
func browseFace(th *ui.Theme) *ui.Face { return th.Face(ui.Bold, 20) }

// startBrowse shows the board as it was after log entry i; for a move
// the review of the game marked, as it was before it, with the best move
// marked on the board as a hint is.
func (t *Screen) startBrowse(i int) {
	turns := t.log.turns
	if i < 0 || i >= len(turns) {
		return
	}
	m, marked := t.review.At(i)
	marked = marked && m.Mark != ""
	if i == len(turns)-1 && !marked {
		t.endBrowse()
		return
	}
	t.browsing = i
	t.clearHint()
	t.unmarkBest()
	t.before = marked
	if !marked {
		t.view.Reset(t.match.At(turns[i].End))
		return
	}
	t.view.Reset(t.match.At(turns[i].Ply))
	if h, ok := t.view.(Hinter); ok {
		h.Hint(m.Best, true)
	}
}

// stepBrowse shows the entry d from the one browsed (the last when
// none is): Left and Right while a review of the game is shown.
func (t *Screen) stepBrowse(d int) {
	i := t.browsing
	if i < 0 {
		i = len(t.log.turns) - 1
		if m, ok := t.review.At(i); ok && m.Mark != "" && d < 0 {
			d = 0 // the last move first, when it is marked
		}
	}
	t.browseTo(i + d)
}

// browseTo shows entry j, if there is one, and says its review: Home and
// End (the first move, the last) while a review of the game is shown,
// and the steps of the arrows.
func (t *Screen) browseTo(j int) {
	if j >= 0 && j < len(t.log.turns) {
		t.startBrowse(j)
		t.log.show(j)
		if m, ok := t.review.At(j); ok {
			t.speech.Say(m.Said)
		}
	}
}

// endBrowse returns to the game as it stands.
func (t *Screen) endBrowse() {
	if t.browsing < 0 {
		return
	}
	t.unmarkBest()
	t.browsing, t.before = -1, false
	t.view.Reset(t.match.State())
}

// unmarkBest takes the best move of a marked move off the board.
func (t *Screen) unmarkBest() {
	if h, ok := t.view.(Hinter); ok && t.before {
		h.Hint(0, false)
	}
	t.before = false
}

// rectImage is r as an image rectangle, rounded outwards.
func rectImage(r ui.Rect) image.Rectangle {
	return image.Rect(int(math.Floor(r.X)), int(math.Floor(r.Y)), int(math.Ceil(r.Right())), int(math.Ceil(r.Bottom())))
}
