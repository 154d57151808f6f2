package kalah

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"parlor/game"
	"parlor/scenes/ui"
	"parlor/scenes/ui/uitest"
)

// iconScene shows the menu card's picture at a few sizes.
type iconScene struct{}

func (iconScene) Update(*ui.Context) {}
func (iconScene) Draw(dst *ebiten.Image, ctx *ui.Context) {
	ctx.Theme.Background(dst)
	x := 20.0
	for _, size := range []float64{48, 96, 160} {
		Icon(dst, ctx.Theme, ui.Rect{X: x, Y: 20, W: size, H: size})
		x += size + 20
	}
}
func (iconScene) Targets() ui.Targets   { return ui.Targets{} }
func (iconScene) Probe() map[string]any { return map[string]any{"scene": "icon"} }

func TestIcon(t *testing.T) {
	s := uitest.NewScreen(t, 400, 200, 1, iconScene{})
	px := s.Draw()
	if c := px.At(88+48, 20+48); uitest.Near(c, ui.BackgroundColor, 12) {
		t.Error("the icon drew nothing")
	}
	s.Save("kalah-icon")
}

// BenchmarkFrame is the CPU's share of one frame — Update and Draw, which
// queue the draw commands — of a game in progress on a phone, the pointer
// over a house (see scenes' BenchmarkFrame for what the figure means).
func BenchmarkFrame(b *testing.B) {
	uitest.NeedDisplay(b)
	s, tb, _ := newTable(b, "kalah houses=8 seeds=6", phone)
	for _, n := range []int{3, 1, 5, 2} {
		s.Click("pit:" + position(tb).MoveString(game.Move(n)))
		s.Settle()
	}
	ctx := s.Context()
	img, flush := ebiten.NewImage(int(ctx.W), int(ctx.H)), ebiten.NewImage(1, 1)
	x, y := s.Target("pit:N3")
	ctx.Input = ui.Input{X: x, Y: y}
	for b.Loop() {
		tb.Update(ctx)
		tb.Draw(img, ctx)
		flush.At(0, 0)
	}
}
