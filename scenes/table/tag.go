package table

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"parlor/game/ai"
	"parlor/scenes/ui"
)

// Inks of the value tags: the best moves, moves proven to lose, the rest.
var (
	bestTagColor  = color.RGBA{0x3f, 0x9b, 0x62, 0xf0}
	lostTagColor  = color.RGBA{0xa8, 0x44, 0x44, 0xf0}
	plainTagColor = color.RGBA{0x1b, 0x27, 0x36, 0xe8}
)

// ValueTag draws the value v of a move on a small tag centred on (x, y), at
// most w wide: green when it is as good as the best of the position (best
// is the best value's score), red when proven to lose, dark otherwise. An
// estimate's text is lighter than a proven value's.
func ValueTag(dst *ebiten.Image, th *ui.Theme, v ai.Value, best, x, y, w float64) {
	fill := plainTagColor
	switch {
	case v.Score >= best:
		fill = bestTagColor
	case v.Exact && v.Score < 0:
		fill = lostTagColor
	}
	ink := color.Color(ui.TextColor)
	if !v.Exact {
		ink = ui.Mix(ui.TextColor, ui.MutedColor, 0.5)
	}
	face := tagFace(th, v.Text, w)
	tw, h := ValueTagSize(th, v.Text, w)
	r := ui.Rect{X: x - tw/2, Y: y - h/2, W: tw, H: h}
	th.FillRoundRect(dst, r, h/2, fill)
	th.Text(dst, v.Text, face, x, y, ui.Centered, ink)
}

// ValueTagSize is the width and height of the tag ValueTag draws for text
// at most w wide.
func ValueTagSize(th *ui.Theme, text string, w float64) (tw, h float64) {
	tw, _ = th.Measure(text, tagFace(th, text, w))
	return tw + 12*th.U, 24 * th.U
}

// tagFace is the face of a value tag's text, at most w wide with its ends.
func tagFace(th *ui.Theme, text string, w float64) *ui.Face {
	return th.FaceFor(text, ui.Bold, 14, max(10*th.U, w-12*th.U))
}

// BestScore is the best score among vs (sorted best first), or +Inf for
// none, so that no tag shows as best.
func BestScore(vs []ai.Value) float64 {
	if len(vs) == 0 {
		return 1e300
	}
	return vs[0].Score
}
