package roomview

import (
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"parlor/game"
	"parlor/game/clock"
	"parlor/scenes/table/room"
	"parlor/scenes/ui"
)

// AtTable is the panel's AT THE TABLE section, online: each seat, who
// sits there and whether they are connected, and in a game with a clock
// its time left; beside the title Resign and Offer a draw, and beside an
// away seat its Computer (or Claim win) button. The table makes one as
// it lays out, handles and draws the section, with what of its own the
// section shows.
type AtTable struct {
	Room  *room.Room
	Over  bool // the game has ended: no Resign, Offer a draw or Computer
	Draws bool // the game can be drawn: Offer a draw, with another person seated
	// ClockFace is the face of the seats' clocks in th, whose height
	// sets a seat's line where it is large (a phone's).
	ClockFace func(th *ui.Theme) *ui.Face
	// Mark draws seat p's mark in r, as the board shows the seat.
	Mark func(dst *ebiten.Image, th *ui.Theme, p game.Player, r ui.Rect)
	// Clock draws a seat's clock, of time control tc with left to go
	// (running if it runs), ending at right in a line whose middle is
	// cy, and returns where it begins.
	Clock func(dst *ebiten.Image, th *ui.Theme, tc clock.Control, left time.Duration, running bool, right, cy float64) float64
}

// Row is the height of a seat's line: taller where a clock shows beside
// its name and the text is large (a phone's).
func (a AtTable) Row(th *ui.Theme) float64 {
	if a.Room != nil && a.Room.Mirror().Clock.Timed() {
		return max(26*th.U, a.ClockFace(th).Size*1.75)
	}
	return 26 * th.U
}

// Height is how tall the section is.
func (a AtTable) Height(th *ui.Theme) float64 {
	return 24*th.U + float64(len(a.Room.Mirror().Players))*a.Row(th) + 8*th.U
}

// clocks are the seats' times left now, and the seat whose clock runs
// (-1 for none); nil where the game has no clock.
func (a AtTable) clocks() (left []time.Duration, running int) {
	r := a.Room
	if !r.Mirror().Clock.Timed() {
		return nil, -1
	}
	return r.Mirror().Left(r.Now()), r.Mirror().Running()
}

// Draw draws the section in r.
func (a AtTable) Draw(dst *ebiten.Image, th *ui.Theme, in *ui.Input, r ui.Rect) {
	u := th.U
	rm := a.Room
	room := r.W // the title's, left of the section's buttons
	if b, ok := a.DrawButton(th, r); ok {
		room = b.X - r.X - 8*u
	} else if b, ok := a.ResignButton(th, r); ok {
		room = b.X - r.X - 8*u
	}
	title := th.Face(ui.Medium, 13)
	th.Text(dst, atTableTitle(th, title, rm.Mirror().Rated, room), title, r.X, r.Y+10*u, ui.MiddleLeft, ui.MutedColor)
	if b, ok := a.ResignButton(th, r); ok {
		rb := ui.Button{Label: "Resign", Rect: b}
		rb.DrawSmall(dst, th, in)
	}
	if b, ok := a.DrawButton(th, r); ok {
		db := ui.Button{Label: "Offer a draw", Rect: b, Disabled: rm.Mirror().Asking >= 0 || rm.Session().InFlight()}
		db.DrawSmall(dst, th, in)
	}
	y := r.Y + 24*u
	row := a.Row(th)
	small := th.Face(ui.Regular, 13)
	left, running := a.clocks()
	for i, p := range rm.Mirror().Players {
		mark := 16 * u
		a.Mark(dst, th, game.Player(i), ui.Rect{X: r.X, Y: y + (row-mark)/2, W: mark, H: mark})
		name := p.Name
		if p.Player != "" && p.Player != p.Name {
			name = p.Player + " · " + p.Name
		}
		word, here := rm.SeatState(i)
		if ch, ok := rm.RatingChange(i); ok {
			word = ch
		}
		right := r.Right()
		if b, ok := a.HandButtons(th, r)[i]; ok {
			hb := ui.Button{Label: a.HandLabel(), Rect: b}
			hb.DrawSmall(dst, th, in)
			right = b.X - 8*u
		}
		ww, _ := th.Measure(word, small)
		x := r.X + mark + 8*u
		end := right - ww - 18*u // where the name ends: before the dot, or the clock
		if i < len(left) {
			end = a.Clock(dst, th, rm.Mirror().Clock, left[i], i == running, end-4*u, y+row/2) - 8*u
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

// atTableTitle is the section's title in face, at most room wide: a rated
// game says so ("RATED GAME" where the whole is too wide).
func atTableTitle(th *ui.Theme, face *ui.Face, rated bool, room float64) string {
	if !rated {
		return "AT THE TABLE"
	}
	if w, _ := th.Measure("AT THE TABLE · RATED", face); w <= room {
		return "AT THE TABLE · RATED"
	}
	return "RATED GAME"
}

// HandButtons are the Computer buttons of the section in r, by seat: one
// for each seat whose person is away or still invited, when this screen
// plays a seat and the game goes on.
func (a AtTable) HandButtons(th *ui.Theme, r ui.Rect) map[int]ui.Rect {
	rm := a.Room
	buttons := map[int]ui.Rect{}
	if rm.Mirror().Seat < 0 || a.Over {
		return buttons
	}
	row := a.Row(th)
	for i := range rm.Mirror().Players {
		if word, _ := rm.SeatState(i); word == "away" || word == "invited" {
			w := smallButtonWidth(th, a.HandLabel(), 84, row-4*th.U)
			buttons[i] = ui.Rect{X: r.Right() - w, Y: r.Y + 24*th.U + float64(i)*row + 2*th.U, W: w, H: row - 4*th.U}
		}
	}
	return buttons
}

// HandLabel is the label of an away seat's button: Computer, or in a
// rated game of two, where the seat's absence ends the game, Claim win.
func (a AtTable) HandLabel() string {
	if a.Room.Claims() {
		return "Claim win"
	}
	return "Computer"
}

// ResignButton is where Resign is in the section in r, beside its title,
// while this screen plays a seat of a game under way.
func (a AtTable) ResignButton(th *ui.Theme, r ui.Rect) (ui.Rect, bool) {
	if a.Room.Mirror().Seat < 0 || a.Over {
		return ui.Rect{}, false
	}
	w := smallButtonWidth(th, "Resign", 84, 22*th.U)
	return ui.Rect{X: r.Right() - w, Y: r.Y - 2*th.U, W: w, H: 22 * th.U}, true
}

// smallButtonWidth is the width of a small button (ui.Button.DrawSmall)
// h tall labelled label: units, or what its label needs whole.
func smallButtonWidth(th *ui.Theme, label string, units, h float64) float64 {
	return max(units*th.U, th.LabelWidth(label, ui.Medium, 14, h))
}

// DrawButton is where Offer a draw is in the section in r, left of
// Resign, in a game that can be drawn with another person at the table.
func (a AtTable) DrawButton(th *ui.Theme, r ui.Rect) (ui.Rect, bool) {
	rb, ok := a.ResignButton(th, r)
	if !ok || !a.Draws || !a.Room.OthersSeated() {
		return ui.Rect{}, false
	}
	w := smallButtonWidth(th, "Offer a draw", 110, rb.H)
	return ui.Rect{X: rb.X - w - 8*th.U, Y: rb.Y, W: w, H: rb.H}, true
}
