package table

import (
	"github.com/hajimehoshi/ebiten/v2"

	"parlor/game"
	"parlor/scenes/ui"
)

// The panel's AT THE TABLE section, online: each seat, who sits there and
// whether they are connected, and in a game with a clock its time left.

// atTableRow is the height of a seat's line: taller where a clock shows
// beside its name and the text is large (a phone's).
func (t *Screen) atTableRow(th *ui.Theme) float64 {
	if r := t.room; r != nil && r.Mirror().Clock.Timed() {
		return max(26*th.U, clockFace(th).Size*1.75)
	}
	return 26 * th.U
}

// atTableHeight is how tall the section is.
func (t *Screen) atTableHeight(th *ui.Theme) float64 {
	return 24*th.U + float64(len(t.room.Mirror().Players))*t.atTableRow(th) + 8*th.U
}

// drawAtTable draws the section in r.
func (t *Screen) drawAtTable(dst *ebiten.Image, th *ui.Theme, in *ui.Input, r ui.Rect) {
	u := th.U
	rm := t.room
	room := r.W // the title's, left of the section's buttons
	if b, ok := t.drawButton(th, r); ok {
		room = b.X - r.X - 8*u
	} else if b, ok := t.resignButton(th, r); ok {
		room = b.X - r.X - 8*u
	}
	title := th.Face(ui.Medium, 13)
	th.Text(dst, atTableTitle(th, title, rm.Mirror().Rated, room), title, r.X, r.Y+10*u, ui.MiddleLeft, ui.MutedColor)
	if b, ok := t.resignButton(th, r); ok {
		rb := ui.Button{Label: "Resign", Rect: b}
		rb.DrawSmall(dst, th, in)
	}
	if b, ok := t.drawButton(th, r); ok {
		db := ui.Button{Label: "Offer a draw", Rect: b, Disabled: t.room.Mirror().Asking >= 0 || t.room.Session().InFlight()}
		db.DrawSmall(dst, th, in)
	}
	y := r.Y + 24*u
	row := t.atTableRow(th)
	small := th.Face(ui.Regular, 13)
	left, running := t.clocks()
	for i, p := range rm.Mirror().Players {
		mark := 16 * u
		t.view.Seat(dst, th, game.Player(i), ui.Rect{X: r.X, Y: y + (row-mark)/2, W: mark, H: mark})
		name := p.Name
		if p.Player != "" && p.Player != p.Name {
			name = p.Player + " · " + p.Name
		}
		word, here := rm.SeatState(i)
		if ch, ok := rm.RatingChange(i); ok {
			word = ch
		}
		right := r.Right()
		if b, ok := t.handButtons(th, r)[i]; ok {
			hb := ui.Button{Label: t.handLabel(), Rect: b}
			hb.DrawSmall(dst, th, in)
			right = b.X - 8*u
		}
		ww, _ := th.Measure(word, small)
		x := r.X + mark + 8*u
		end := right - ww - 18*u // where the name ends: before the dot, or the clock
		if i < len(left) {
			end = t.drawClock(dst, th, rm.Mirror().Clock, left[i], i == running, end-4*u, y+row/2) - 8*u
		}
		name, face := th.FitText(name, ui.Medium, 15, end-x)
		th.Text(dst, name, face, x, y+row/2, ui.MiddleLeft, ui.TextColor)
		dot := ui.Fade(ui.MutedColor, 0.6)
		if here {
			dot = ui.AccentColor
		}
		th.FillCircle(dst, right-ww-10*u, y+row/2, 4*u, dot)
		th.Text(dst, word, small, right, y+row/2, ui.MiddleEnd, ui.MutedColor)
		y += row
	}
}

// atTableTitle is the section's title in face, at most room wide: a
// rated game says so ("RATED GAME" where the whole is too wide).
func atTableTitle(th *ui.Theme, face *ui.Face, rated bool, room float64) string {
	if !rated {
		return "AT THE TABLE"
	}
	if w, _ := th.Measure("AT THE TABLE · RATED", face); w <= room {
		return "AT THE TABLE · RATED"
	}
	return "RATED GAME"
}

// handButtons are the Computer buttons of the section, by seat: one for
// each seat whose person is away or still invited, when this screen
// plays a seat and the game goes on.
func (t *Screen) handButtons(th *ui.Theme, r ui.Rect) map[int]ui.Rect {
	rm := t.room
	buttons := map[int]ui.Rect{}
	if rm.Mirror().Seat < 0 || t.over() {
		return buttons
	}
	row := t.atTableRow(th)
	for i := range rm.Mirror().Players {
		if word, _ := rm.SeatState(i); word == "away" || word == "invited" {
			w := smallButtonWidth(th, t.handLabel(), 84, row-4*th.U)
			buttons[i] = ui.Rect{X: r.Right() - w, Y: r.Y + 24*th.U + float64(i)*row + 2*th.U, W: w, H: row - 4*th.U}
		}
	}
	return buttons
}

// handLabel is the label of an away seat's button: Computer, or in a
// rated game of two, where the seat's absence ends the game, Claim win.
func (t *Screen) handLabel() string {
	if t.claims() {
		return "Claim win"
	}
	return "Computer"
}

// resignButton is where Resign is, beside the section's title, while this
// screen plays a seat of a game under way.
func (t *Screen) resignButton(th *ui.Theme, r ui.Rect) (ui.Rect, bool) {
	if t.room.Mirror().Seat < 0 || t.over() {
		return ui.Rect{}, false
	}
	w := smallButtonWidth(th, "Resign", 84, 22*th.U)
	return ui.Rect{X: r.Right() - w, Y: r.Y - 2*th.U, W: w, H: 22 * th.U}, true
}

// smallButtonWidth is the width of a small button (ui.Button.DrawSmall) h
// tall labelled label: units, or what its label needs whole.
func smallButtonWidth(th *ui.Theme, label string, units, h float64) float64 {
	return max(units*th.U, th.LabelWidth(label, ui.Medium, 14, h))
}

// drawButton is where Offer a draw is, left of Resign, in a game that can
// be drawn with another person at the table.
func (t *Screen) drawButton(th *ui.Theme, r ui.Rect) (ui.Rect, bool) {
	rb, ok := t.resignButton(th, r)
	if !ok || !t.match.Options().Game().Draws || !t.room.OthersSeated() {
		return ui.Rect{}, false
	}
	w := smallButtonWidth(th, "Offer a draw", 110, rb.H)
	return ui.Rect{X: rb.X - w - 8*th.U, Y: rb.Y, W: w, H: rb.H}, true
}

// updateAtTable opens the question of giving a seat to the computer when
// its button is clicked, or of resigning.
func (t *Screen) updateAtTable(in *ui.Input) {
	if b, ok := t.resignButton(t.lay.theme, t.panel.atTable); ok && in.Clicked(b) {
		t.overlay.open(resignOverlay)
	}
	if b, ok := t.drawButton(t.lay.theme, t.panel.atTable); ok && in.Clicked(b) {
		t.offerDraw()
	}
	for seat, b := range t.handButtons(t.lay.theme, t.panel.atTable) {
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
	h := t.atTableHeight(th)
	p.atTable = ui.Rect{X: rest.X, Y: rest.Y, W: rest.W, H: h}
	p.hands = t.handButtons(th, p.atTable)
	p.resign, _ = t.resignButton(th, p.atTable)
	p.draw, _ = t.drawButton(th, p.atTable)
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
