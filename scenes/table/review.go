package table

import (
	"fmt"
	"image"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"parlor/scenes/ui"
)

// reviewBar is the strip over the board while an earlier position is
// shown: which move it is, and the way back to the game.
func (t *Table) reviewBar(th *ui.Theme) (strip ui.Rect, back ui.Button) {
	u := th.U
	h := th.Tap(40)
	strip = ui.Rect{X: t.board.X, Y: t.board.Y, W: t.board.W, H: h + 16*u}
	back = ui.Button{Label: "Back to the game", Primary: true, Rect: ui.Rect{X: strip.Right() - 190*u - 8*u, Y: strip.Y + 8*u, W: 190 * u, H: h}}
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

// drawReview draws the review strip.
func (t *Table) drawReview(dst *ebiten.Image, ctx *ui.Context) {
	th := ctx.Theme
	u := th.U
	strip, back := t.reviewBar(th)
	th.FillRoundRect(dst, strip, 12*u, ui.Fade(ui.PanelColor, 0.95))
	th.StrokeRoundRect(dst, strip, 12*u, max(1, 2*u), ui.AccentColor)
	msg := fmt.Sprintf("Move %d of %d, as it was", t.review+1, len(t.log.turns))
	th.Text(dst, msg, th.FaceFor(msg, ui.Bold, 18, back.Rect.X-strip.X-28*u), strip.X+16*u, strip.Y+strip.H/2, ui.MiddleLeft, ui.AccentColor)
	back.Draw(dst, th, &ctx.Input)
}

// rectImage is r as an image rectangle, rounded outwards.
func rectImage(r ui.Rect) image.Rectangle {
	return image.Rect(int(math.Floor(r.X)), int(math.Floor(r.Y)), int(math.Ceil(r.Right())), int(math.Ceil(r.Bottom())))
}
