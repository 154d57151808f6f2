package table

import (
	"github.com/hajimehoshi/ebiten/v2"

	"parlor/game"
	"parlor/game/online"
	"parlor/scenes/ui"
)

// The panel's AT THE TABLE section, online: each seat, who sits there and
// whether they are connected.

// atTableRow is the height of a seat's line.
func atTableRow(th *ui.Theme) float64 { return 26 * th.U }

// atTableHeight is how tall the section is.
func (t *Table) atTableHeight(th *ui.Theme) float64 {
	return 24*th.U + float64(len(t.remote.tab.Players))*atTableRow(th) + 8*th.U
}

// seatState says how a seat is held: "you", "here", "away", "invited",
// "computer, Hard".
func (r *Remote) seatState(i int) (word string, here bool) {
	p := r.tab.Players[i]
	switch {
	case p.Kind == online.KindComputer:
		if l, ok := r.tab.Match.Options().Level(p.Level); ok {
			return "computer, " + l.Title, true
		}
		return "computer", true
	case p.Kind == online.KindOpen:
		return "invited", false
	case i == r.tab.Seat:
		return "you", r.down == nil
	case p.Online:
		return "here", true
	}
	return "away", false
}

// drawAtTable draws the section in r.
func (t *Table) drawAtTable(dst *ebiten.Image, th *ui.Theme, r ui.Rect) {
	u := th.U
	rm := t.remote
	th.Text(dst, "AT THE TABLE", th.Face(ui.Medium, 13), r.X, r.Y+10*u, ui.MiddleLeft, ui.MutedColor)
	y := r.Y + 24*u
	row := atTableRow(th)
	small := th.Face(ui.Regular, 13)
	for i, p := range rm.tab.Players {
		mark := 16 * u
		t.view.Seat(dst, th, game.Player(i), ui.Rect{X: r.X, Y: y + (row-mark)/2, W: mark, H: mark})
		name := p.Name
		if p.Player != "" && p.Player != p.Name {
			name = p.Player + " · " + p.Name
		}
		word, here := rm.seatState(i)
		ww, _ := th.Measure(word, small)
		x := r.X + mark + 8*u
		th.Text(dst, name, th.FaceFor(name, ui.Medium, 15, r.Right()-x-ww-26*u), x, y+row/2, ui.MiddleLeft, ui.TextColor)
		dot := ui.Fade(ui.MutedColor, 0.6)
		if here {
			dot = ui.AccentColor
		}
		th.FillCircle(dst, r.Right()-ww-10*u, y+row/2, 4*u, dot)
		th.Text(dst, word, small, r.Right(), y+row/2, ui.MiddleEnd, ui.MutedColor)
		y += row
	}
}

// drawBanner draws, across the top of the board, what is wrong with the
// connection while it is: "Reconnecting…", with what happens to a move
// made meanwhile.
func (t *Table) drawBanner(dst *ebiten.Image, th *ui.Theme) {
	r := t.remote
	if r == nil || r.down == nil && r.broken == nil {
		return
	}
	u := th.U
	msg := t.remoteStatus()
	face := th.FaceFor(msg, ui.Medium, 15, t.lay.board.W-32*u)
	w, _ := th.Measure(msg, face)
	b := ui.Rect{X: t.lay.board.X + (t.lay.board.W-w)/2 - 16*u, Y: t.lay.board.Y, W: w + 32*u, H: 36 * u}
	th.FillRoundRect(dst, b, 10*u, ui.AccentColor)
	cx, cy := b.Center()
	th.Text(dst, msg, face, cx, cy, ui.Centered, ui.BackgroundColor)
}
