package scenes

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

// BenchmarkConnectFourFrame measures the CPU's share of one frame of the
// Connect Four scene — Update, Draw, and sending the frame's draw commands to
// the GPU — on a 16-column board at 1920 × 1080, with the pointer hovering.
// Reading back a 1 × 1 image flushes the commands each time, as the end of a
// frame does; reading the screen itself would time the software renderer's
// readback instead.
func BenchmarkConnectFourFrame(b *testing.B) {
	if displayErr != nil {
		b.Skip("no display for Ebitengine:", displayErr)
	}
	th, err := NewTheme()
	if err != nil {
		b.Fatal(err)
	}
	th.Fit(1920, 1080, 1)
	ctx := &Context{W: 1920, H: 1080, Theme: th}
	c := newConnectFour(connectFourSettings{})
	for i := range 40 {
		c.play(i % 16)
	}
	c.fall = nil
	c.Update(ctx)
	x, y := c.lay.columns[3].Center()
	ctx.Input = Input{X: x, Y: y}
	img, flush := ebiten.NewImage(1920, 1080), ebiten.NewImage(1, 1)
	for b.Loop() {
		c.Update(ctx)
		c.Draw(img, ctx)
		flush.At(0, 0)
	}
	b.ReportMetric(float64(c.g.Rows()*c.g.Cols()), "squares")
}
