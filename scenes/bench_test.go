package scenes

import (
	"math/rand/v2"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"parlor/game/games"
	"parlor/game/record"
	"parlor/scenes/ui"
	"parlor/scenes/ui/uitest"
)

// BenchmarkFrame measures the CPU's share of one frame of each scene —
// Update and Draw, which queue the frame's draw commands — in a game under
// way (thirty random moves in), at 1920 × 1080 with the pointer over the
// board. Inside the test's single game-loop tick the queue is never handed
// to the GPU, so it grows from frame to frame; the figure is an upper bound
// on the CPU's share. Forcing a real flush instead would time Mesa's
// software rasteriser. The queue carries over between sub-benchmarks: run
// one at a time (-bench Frame/kalah) for figures that compare.
func BenchmarkFrame(b *testing.B) {
	uitest.NeedDisplay(b)
	o, _ := newOpener()
	scenes := map[string]func() ui.Scene{"menu": func() ui.Scene { return newMenu(o, "") }}
	for _, text := range []string{"connectfour", "kalah houses=8 seeds=6", "yote rows=6", "cantstop players=4", "mergers mode=advanced players=6"} {
		opts, err := games.Parse(text)
		if err != nil {
			b.Fatal(err)
		}
		scenes[opts.Game().ID] = func() ui.Scene {
			m, _ := record.New(opts, 1)
			r := rand.New(rand.NewPCG(1, 2))
			for range 30 {
				if legal := m.State().Legal(); !m.State().Over() {
					m.Play(legal[r.IntN(len(legal))])
				}
			}
			return o.table(m, "", false)
		}
	}
	for _, name := range []string{"menu", "connectfour", "kalah", "yote", "cantstop", "mergers"} {
		b.Run(name, func(b *testing.B) {
			th, err := ui.NewTheme()
			if err != nil {
				b.Fatal(err)
			}
			th.Fit(1920, 1080, 1)
			ctx := &ui.Context{W: 1920, H: 1080, Theme: th}
			img, flush := ebiten.NewImage(1920, 1080), ebiten.NewImage(1, 1)
			sc := scenes[name]()
			sc.Update(ctx)
			ctx.Input = ui.Input{X: 700, Y: 500}
			for b.Loop() {
				sc.Update(ctx)
				sc.Draw(img, ctx)
				flush.At(0, 0)
			}
		})
	}
}
