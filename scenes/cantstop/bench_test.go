package cantstop

import (
	"math/rand/v2"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"parlor/scenes/table/tabletest"
	"parlor/scenes/ui"
	"parlor/scenes/ui/uitest"
)

// BenchmarkFrame measures the CPU's share of a frame — Update and Draw —
// of a four-player game thirty moves in, on a desktop and on a phone, with
// the pointer over the first choice of the dice when there is one (the
// preview) or over the board. As in the scenes' benchmark, the draw
// commands are queued and never handed to the GPU: an upper bound.
func BenchmarkFrame(b *testing.B) {
	uitest.NeedDisplay(b)
	for _, sz := range [][3]float64{desktop, phone} {
		b.Run(size(sz), func(b *testing.B) {
			th, err := ui.NewTheme()
			if err != nil {
				b.Fatal(err)
			}
			th.Fit(sz[0], sz[1], sz[2])
			m := newMatch(b, 4, 1)
			r := rand.New(rand.NewPCG(1, 2))
			for range 30 {
				if legal := m.State().Legal(); !m.State().Over() {
					m.Play(legal[r.IntN(len(legal))])
				}
			}
			v := New()
			tb, _ := tabletest.New(m, v)
			ctx := &ui.Context{W: sz[0], H: sz[1], Theme: th}
			img, flush := ebiten.NewImage(int(sz[0]), int(sz[1])), ebiten.NewImage(1, 1)
			tb.Update(ctx)
			x, y := v.lay.cols.Center()
			if len(v.lay.choices) > 0 {
				x, y = v.lay.choices[0].rect.Center()
			}
			ctx.Input = ui.Input{X: x, Y: y}
			for b.Loop() {
				tb.Update(ctx)
				tb.Draw(img, ctx)
				flush.At(0, 0)
			}
		})
	}
}
