package table

import (
	"fmt"
	"image"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"parlor/scenes/ui"
)

// reviewBar is what the panel's headline shows while an earlier position
// is on the board: which move it is, and the way back to the game. It
// stays off the board, which the view has to itself.
func (t *Table) reviewBar(th *ui.Theme) (strip ui.Rect, back ui.Button) {
	u := th.U
	strip = t.panel.head
	h := th.Tap(40)
	back = ui.Button{Label: "Back to the game", Primary: true, Rect: ui.Rect{X: strip.X, Y: strip.Bottom() - h, W: min(strip.W, 220*u), H: h}}
	return strip, back
}

// updateReview handles the way back from a review, and reports whether it
// was taken.
func (t *Table) updateReview(ctx *ui.Context) bool {
	if t.review < 0 {
		return false
	}
	_, back := t.reviewBar(ctx.Theme)
	if back.Clicked(&ctx.Input) {
		t.endReview()
		return true
	}
	return false
}

// drawReview draws the review's headline in the panel.
func (t *Table) drawReview(dst *ebiten.Image, ctx *ui.Context) {
	th := ctx.Theme
	strip, back := t.reviewBar(th)
	msg := fmt.Sprintf("Move %d of %d, as it was", t.review+1, len(t.log.turns))
	msg, face := th.FitText(msg, ui.Bold, 20, strip.W)
	th.Text(dst, msg, face, strip.X, strip.Y+12*th.U, ui.MiddleLeft, ui.AccentColor)
	back.Draw(dst, th, &ctx.Input)
}

// reviewFace is the largest face of the line that names the move under
// review.
func reviewFace(th *ui.Theme) *ui.Face { return th.Face(ui.Bold, 20) }

// startReview shows the board as it was after log entry i.
func (t *Table) startReview(i int) {
	turns := t.log.turns
	if i < 0 || i >= len(turns) {
		return
	}
	if i == len(turns)-1 {
		t.endReview()
		return
	}
	t.review = i
	t.clearHint()
	t.view.Reset(t.match.At(turns[i].End))
}

// endReview returns to the game as it stands.
func (t *Table) endReview() {
	if t.review < 0 {
		return
	}
	t.review = -1
	t.view.Reset(t.match.State())
}

// rectImage is r as an image rectangle, rounded outwards.
func rectImage(r ui.Rect) image.Rectangle {
	return image.Rect(int(math.Floor(r.X)), int(math.Floor(r.Y)), int(math.Ceil(r.Right())), int(math.Ceil(r.Bottom())))
}
