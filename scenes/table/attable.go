package table

import (
	"github.com/hajimehoshi/ebiten/v2"

	"parlor/scenes/table/roomview"
	"parlor/scenes/ui"
)

// The panel's AT THE TABLE section, online (roomview.AtTable draws it):
// each seat, who sits there and whether they are connected, and in a
// game with a clock its time left.

// atTable is the section as the table shows it now.
func (t *Screen) atTable() roomview.AtTable {
	return roomview.AtTable{
		Room:      t.room,
		Over:      t.over(),
		Draws:     t.match.Options().Game().Draws,
		ClockFace: clockFace,
		Mark:      t.view.Seat,
		Clock:     t.drawClock,
	}
}

// updateAtTable opens the question of giving a seat to the computer when
// its button is clicked, or of resigning.
func (t *Screen) updateAtTable(in *ui.Input) {
	a, th := t.atTable(), t.lay.theme
	if b, ok := a.ResignButton(th, t.panel.atTable); ok && in.Clicked(b) {
		t.overlay.open(resignOverlay)
	}
	if b, ok := a.DrawButton(th, t.panel.atTable); ok && in.Clicked(b) {
		t.offerDraw()
	}
	for seat, b := range a.HandButtons(th, t.panel.atTable) {
		if in.Clicked(b) {
			t.overlay.open(handOverlay)
			t.overlay.seat = seat
		}
	}
}

// drawBanner draws, across the top of the board, what is wrong with the
// connection while it is: "Reconnecting…", with what happens to a move
// made meanwhile.
func (t *Screen) drawBanner(dst *ebiten.Image, th *ui.Theme) {
	msg := t.banner()
	if msg == "" {
		return
	}
	u := th.U
	msg, face := th.FitText(msg, ui.Medium, 15, t.lay.board.W-32*u)
	w, _ := th.Measure(msg, face)
	b := ui.Rect{X: t.lay.board.X + (t.lay.board.W-w)/2 - 16*u, Y: t.lay.board.Y, W: w + 32*u, H: max(36*u, face.Size*1.6)}
	th.FillRoundRect(dst, b, 10*u, ui.AccentColor)
	cx, cy := b.Center()
	th.Text(dst, msg, face, cx, cy, ui.Centered, ui.BackgroundColor)
}

// layoutAtTable lays out the panel online in rest: who sits where in place
// of the settings (which are for a game here), then the log.
func (t *Screen) layoutAtTable(th *ui.Theme, rest ui.Rect) {
	u := th.U
	p := &t.panel
	a := t.atTable()
	h := a.Height(th)
	p.atTable = ui.Rect{X: rest.X, Y: rest.Y, W: rest.W, H: h}
	p.hands = a.HandButtons(th, p.atTable)
	p.resign, _ = a.ResignButton(th, p.atTable)
	p.draw, _ = a.DrawButton(th, p.atTable)
	p.inline, p.open.Rect, p.values.Rect = false, ui.Rect{}, ui.Rect{}
	rest.Y += h
	rest.H -= h
	if t.valuesInPanel() && !t.helpsOff() {
		p.values = ui.Button{Label: "Show values"}
		if t.analysis.on {
			p.values.Label = "Hide values"
		}
		bh := th.Tap(34)
		p.values.Rect = ui.Rect{X: rest.X, Y: rest.Y, W: min(rest.W, 160*u), H: bh}
		rest.Y += bh + 8*u
		rest.H -= bh + 8*u
	}
	t.layoutLog(th, rest)
}
