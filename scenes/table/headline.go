package table

import (
	"image/color"
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"parlor/game"
	"parlor/scenes/ui"
)

// headline says whose turn it is, or how the game ended, and whose mark to
// show beside it (game.Nobody for none).
func (t *Screen) headline() (string, game.Player) {
	s := t.match.State()
	seats := t.match.Options().Seats()
	if h, ok := t.endHeadline(); ok {
		return h, t.winner()
	}
	if !s.Over() {
		if p := s.Turn(); p >= 0 && int(p) < len(seats) {
			return t.turnHeadline(p), p
		}
		return "", game.Nobody
	}
	var won []string
	for p, r := range s.Returns() {
		if r > 0 {
			won = append(won, seats[p])
		}
	}
	switch {
	case len(won) == 0:
		return "A draw", game.Nobody
	case len(won) == 1:
		return won[0] + " wins", t.winner()
	}
	return strings.Join(won, " and ") + " tie", game.Nobody
}

// winner is the one seat that won the game over, or game.Nobody: a draw,
// a win shared, or a resignation that leaves more than one winner.
func (t *Screen) winner() game.Player {
	s := t.match.State()
	resigned, drawn := t.endedBy()
	switch {
	case drawn:
		return game.Nobody
	case resigned >= 0 && len(t.match.Options().Seats()) == 2:
		return game.Player(1 - resigned)
	case resigned >= 0:
		return game.Nobody
	}
	who := game.Nobody
	for p, r := range s.Returns() {
		if r > 0 && who != game.Nobody {
			return game.Nobody
		}
		if r > 0 {
			who = game.Player(p)
		}
	}
	return who
}

// endWords are the words of an end the position does not show (a
// resignation, a draw agreed: "Bo resigned: Ann wins"), or "".
func (t *Screen) endWords() string {
	if !t.over() || t.match.State().Over() {
		return ""
	}
	h, _ := t.headline()
	return h
}

// status is the line under the headline, and its ink: the table's note
// while one shows, online what the connection or the room is doing, the
// computer's level while it is to move, else the view's words. Once the
// game is over by a resignation or a draw agreed (which the view cannot
// know), the view's words — whose turn it was — are not said.
func (t *Screen) status() (string, color.Color) {
	if t.note.text != "" {
		return t.note.text, ui.AccentColor
	}
	if s := t.roomStatus(); s != "" {
		return s, ui.MutedColor
	}
	if t.over() && !t.match.State().Over() {
		return "The game is over.", ui.MutedColor
	}
	if p := t.match.State().Turn(); !t.over() {
		if l, ok := t.seatLevel(p); ok {
			return "The computer plays " + t.match.Options().Seats()[p] + " at " + l.Title + ".", ui.MutedColor
		}
	}
	return t.view.Status(), ui.MutedColor
}

// drawHeadline draws whose turn it is, or how the game ended, and the
// view's status or a note under it.
func (t *Screen) drawHeadline(dst *ebiten.Image, th *ui.Theme) {
	u := th.U
	p := &t.panel
	head, who := t.headline()
	x := p.head.X
	if who >= 0 {
		mark := ui.Rect{X: x, Y: p.head.Y, W: 36 * u, H: 36 * u}
		if t.computerThinking() {
			// A ring that breathes while the computer thinks (steady
			// with motion reduced).
			k := 0.5 + 0.5*math.Sin(float64(t.ticks)*2*math.Pi/60)
			if t.lay.reduced {
				k = 1
			}
			cx, cy := mark.Center()
			th.StrokeCircle(dst, cx, cy, 22*u, 2.5*u, ui.Fade(ui.AccentColor, 0.25+0.6*k))
		}
		t.view.Seat(dst, th, who, mark)
		x += 48 * u
	}
	head, face := th.FitText(head, ui.Bold, 24, p.head.Right()-x)
	th.Text(dst, head, face, x, p.head.Y+18*u, ui.MiddleLeft, ui.TextColor)
	status, ink := t.status()
	face = statusFace(th)
	lines := th.Wrap(status, face, p.head.W)
	if len(lines) > 2 { // two lines, the second cut short
		lines = []string{lines[0], th.Clip(strings.Join(lines[1:], " "), face, p.head.W)}
	}
	for i, line := range lines {
		th.Text(dst, line, face, p.head.X, p.head.Y+44*u+float64(i)*statusLine(th), ui.TopLeft, ink)
	}
}

// statusFace is the face of the status under the headline.
func statusFace(th *ui.Theme) *ui.Face { return th.Face(ui.Regular, 14) }

// statusLine is the distance between the status's lines: 19 units, or
// more when the text is larger (held to ui.MinText on a phone).
func statusLine(th *ui.Theme) float64 { return max(19*th.U, statusFace(th).Size*1.3) }

// headHeight is the height of the panel's head: the headline and two
// lines of status, or while browsing the move browsed and the way back.
func headHeight(th *ui.Theme) float64 {
	u := th.U
	return max(84*u, 46*u+2*statusLine(th), 20*u+browseFace(th).Size*0.7+th.Tap(40))
}

// Title names the table for the window or the browser tab: the game, and
// whose turn it is or how it ended.
func (t *Screen) Title() string {
	title := t.match.Options().Heading()
	if h, _ := t.headline(); h != "" {
		title += ": " + h
	}
	return title
}
