package ui

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"
)

// Banner draws a message in a rounded pill centred on (cx, cy), edged in ink.
func Banner(dst *ebiten.Image, th *Theme, msg string, cx, cy float64, ink color.Color) {
	u := th.U
	face := th.Face(Bold, 26)
	tw, _ := th.Measure(msg, face)
	r := Rect{cx - tw/2 - 24*u, cy - 24*u, tw + 48*u, 48 * u}
	th.FillRoundRect(dst, Rect{r.X, r.Y + 3*u, r.W, r.H}, 24*u, ShadowColor)
	th.OutlineRoundRect(dst, r, 24*u, 2*u, ink, PanelColor)
	th.Text(dst, msg, face, cx, cy, Centered, ink)
}
