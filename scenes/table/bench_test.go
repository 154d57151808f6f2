package table_test

import (
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"parlor/game/catalog"
	"parlor/game/record"
	"parlor/scenes"
	"parlor/scenes/table"
	"parlor/scenes/table/tabletest"
	"parlor/scenes/ui"
	"parlor/scenes/ui/uitest"
)

// BenchmarkThinkingFrame measures one frame of a table while the computer
// thinks at Hard, natively: an Update (with its slice of thinking,
// table.Slice) and a Draw, at 1280 × 800. A bot that decides is started
// again on the same position, so every frame thinks. The figure is the
// native side of the page's longestThinkingFrameMs: it must stay well
// under 20 ms. Each game is played in its variant with the most seats.
func BenchmarkThinkingFrame(b *testing.B) {
	uitest.NeedDisplay(b)
	for _, bd := range scenes.Boards() {
		o := mostSeats(bd.Game)
		b.Run(o.String(), func(b *testing.B) {
			fresh := func() *table.Screen {
				m, err := record.New(o, 1)
				if err != nil {
					b.Fatal(err)
				}
				tb, _ := tabletest.Seated(table.Config{Match: m, View: bd.New()}, strings.Repeat("hard ", len(o.Seats())))
				return tb
			}
			tb := fresh()
			th, err := ui.NewTheme()
			if err != nil {
				b.Fatal(err)
			}
			th.Fit(1280, 800, 1)
			ctx := &ui.Context{W: 1280, H: 800, Theme: th, Input: ui.Input{X: -1, Y: -1}}
			img, flush := ebiten.NewImage(1280, 800), ebiten.NewImage(1, 1)
			tb.Update(ctx)
			for b.Loop() {
				if !tb.Thinking() {
					b.StopTimer()
					tb = fresh()
					tb.Update(ctx)
					b.StartTimer()
				}
				tb.Update(ctx)
				tb.Draw(img, ctx)
				flush.At(0, 0)
			}
		})
	}
}

// mostSeats is the variant of g with the most seats, the first of them.
func mostSeats(g *catalog.Game) catalog.Options {
	vs := g.Variants()
	o := vs[0]
	for _, v := range vs[1:] {
		if len(v.Seats()) > len(o.Seats()) {
			o = v
		}
	}
	return o
}
