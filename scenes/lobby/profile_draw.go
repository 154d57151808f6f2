package lobby

import (
	"fmt"

	"github.com/hajimehoshi/ebiten/v2"

	onlinelobby "parlor/game/online/lobby"
	"parlor/scenes/ui"
)

// drawPlot draws the rating history of the family on show, the point
// told marked, and the line that tells it under the plot.
func (p *profile) drawPlot(dst *ebiten.Image, th *ui.Theme) {
	u := th.U
	v := &p.v
	pl := &v.plot
	if len(pl.Points) == 0 {
		return
	}
	key := fmt.Sprint(th.U, v.plotBox, p.shown, p.picker.family(), len(pl.Points), pl.Cut)
	p.plotLayer.Draw(dst, v.plotBox.Inset(-8*u), key, func(img *ebiten.Image) { pl.draw(img, th) })
	i := p.shownPoint()
	pl.mark(dst, th, i)
	pt := pl.Points[i]
	words := ui.Sentence(pointWords(pt))
	if pt.Outcome != "" {
		words += " · " + day(pt.At)
	}
	legend := legendWidth(th)
	room := v.plotBox.W
	if room-legend > 200*u {
		room -= legend + 12*u
		drawLegend(dst, th, v.plotBox.Right()-legend, v.readout)
	}
	words, f := th.FitText(words, ui.Medium, 15, room)
	th.Text(dst, words, f, v.plotBox.X, v.readout, ui.MiddleLeft, ui.TextColor)
}

// legendOutcomes are the outcomes the legend names, in its order.
func legendOutcomes() []string {
	return []string{onlinelobby.OutcomeWin, onlinelobby.OutcomeLoss, onlinelobby.OutcomeDraw}
}

// legendWidth is how wide the plot's legend is.
func legendWidth(th *ui.Theme) float64 {
	w := 0.0
	for _, o := range legendOutcomes() {
		tw, _ := th.Measure(outcomeWord(o), th.Face(ui.Regular, 13))
		w += tw + 26*th.U
	}
	return w
}

// drawLegend draws the dots' colours and their outcomes, from x, on the
// line through y.
func drawLegend(dst *ebiten.Image, th *ui.Theme, x, y float64) {
	u := th.U
	f := th.Face(ui.Regular, 13)
	for _, o := range legendOutcomes() {
		th.FillCircle(dst, x+6*u, y, 5*u, outcomeColor(o))
		th.Text(dst, outcomeWord(o), f, x+16*u, y, ui.MiddleLeft, ui.MutedColor)
		tw, _ := th.Measure(outcomeWord(o), f)
		x += tw + 26*u
	}
}

// drawGames draws the recent games: each a row, and the pager's buttons
// when they take more than a page.
func (p *profile) drawGames(dst *ebiten.Image, th *ui.Theme, in *ui.Input) {
	u := th.U
	v := &p.v
	th.Text(dst, "Recent games", th.Face(ui.Bold, 20), v.games.X, v.games.Y, ui.TopLeft, ui.TextColor)
	if len(p.games) == 0 {
		th.Text(dst, "No games yet.", th.Face(ui.Regular, 16), v.games.X, v.games.Y+44*u, ui.TopLeft, ui.MutedColor)
		return
	}
	for i, r := range v.rows {
		w := p.rowOf(p.games[p.pages.first+i])
		th.Panel(dst, r)
		if w.open && in.Hovering(r) {
			th.OutlineRoundRect(dst, r, 14*u, 2*u, ui.AccentColor, ui.PanelColor)
		}
		box := r.Inset(12 * u)
		right := min(box.W*0.34, 140*u)
		left := box.W - right - 10*u
		title, f := th.FitText(w.game, ui.Bold, 16, left)
		th.Text(dst, title, f, box.X, box.Y, ui.TopLeft, ui.TextColor)
		against, f := th.FitText(w.against, ui.Regular, 14, left)
		th.Text(dst, against, f, box.X, box.Bottom(), ui.BottomLeft, ui.MutedColor)
		ink := ui.TextColor
		switch w.result {
		case "Won":
			ink = outcomeColor(onlinelobby.OutcomeWin)
		case "Lost":
			ink = outcomeColor(onlinelobby.OutcomeLoss)
		case "Under way":
			ink = ui.MutedColor
		}
		result, f := th.FitText(w.result, ui.Medium, 15, right)
		th.Text(dst, result, f, box.Right(), box.Y, ui.Align{H: ui.End, V: ui.Start}, ink)
		when, f := th.FitText(w.when, ui.Regular, 13, right)
		th.Text(dst, when, f, box.Right(), box.Bottom(), ui.Align{H: ui.End, V: ui.End}, ui.MutedColor)
	}
	p.pages.draw(dst, th, in, p.pages.first+1, p.pages.first+len(v.rows), len(p.games))
}
