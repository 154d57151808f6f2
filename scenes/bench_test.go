package scenes

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"parlor/game/mergers"
	"parlor/game/yote"
	"parlor/scenes/ui"
	"parlor/scenes/ui/uitest"
)

// BenchmarkFrame measures the CPU's share of one frame of each scene —
// Update and Draw, which queue the frame's draw commands — in a game under
// way, at 1920 × 1080 with the pointer over the board. Inside the test's
// single game-loop tick the queue is never handed to the GPU, so it grows
// from frame to frame; the figure is an upper bound on the CPU's share.
// Forcing a real flush instead would time Mesa's software rasteriser. The
// queue carries over between sub-benchmarks: run one at a time
// (-bench Frame/kalah) for figures that compare.
func BenchmarkFrame(b *testing.B) {
	uitest.NeedDisplay(b)
	for _, tc := range []struct {
		name  string
		scene func() ui.Scene
		setup func(s *benchScreen)
	}{
		{"menu", func() ui.Scene { return newMenu() }, nil},
		{"connectfour", func() ui.Scene { return newConnectFour(connectFourSettings{}) }, func(s *benchScreen) {
			c := s.scene.(*connectFour)
			for i := range 40 {
				c.play(i % 16)
			}
			c.fall = nil
		}},
		{"kalah", func() ui.Scene { return newKalah(kalahSettings{Houses: 8, Seeds: 6}) }, nil},
		{"yote", func() ui.Scene { return newYote(6) }, func(s *benchScreen) {
			y := s.scene.(*yoteScene)
			for _, n := range []int{7, 8, 12, 13, 14, 2, 20, 19} {
				y.play(yote.Move{Kind: yote.Place, To: n})
			}
			y.anim = nil
		}},
		{"cantstop", func() ui.Scene { return newCantStop(cantStopSettings{Players: 4, Seed: 1}) }, nil},
		{"mergers", func() ui.Scene { return newMergers(mergersSettings{Mode: mergers.Advanced, Players: 6, Seed: 1}) }, nil},
	} {
		b.Run(tc.name, func(b *testing.B) {
			s := newBenchScreen(b, tc.scene())
			if tc.setup != nil {
				tc.setup(s)
			}
			s.scene.Update(s.ctx)
			s.ctx.Input = ui.Input{X: 800, Y: 500}
			for b.Loop() {
				s.scene.Update(s.ctx)
				s.scene.Draw(s.img, s.ctx)
				s.flush.At(0, 0)
			}
		})
	}
}

// benchScreen is a 1920 × 1080 screen for benchmarks.
type benchScreen struct {
	ctx        *ui.Context
	img, flush *ebiten.Image
	scene      ui.Scene
}

func newBenchScreen(b *testing.B, sc ui.Scene) *benchScreen {
	th, err := ui.NewTheme()
	if err != nil {
		b.Fatal(err)
	}
	th.Fit(1920, 1080, 1)
	return &benchScreen{ctx: &ui.Context{W: 1920, H: 1080, Theme: th}, img: ebiten.NewImage(1920, 1080), flush: ebiten.NewImage(1, 1), scene: sc}
}
