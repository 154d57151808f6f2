package table

import (
	"fmt"

	"github.com/hajimehoshi/ebiten/v2"

	"parlor/game"
	"parlor/game/record"
	"parlor/scenes/ui"
)

// moveLog is the list of moves played: numbered, in notation, with a few
// words each, the latest in view. A click on a move shows the board as it
// was after it.
type moveLog struct {
	turns  []record.Turn
	rect   ui.Rect // the list, below its title
	title  ui.Rect
	row    float64
	scroll ui.Scroller
	follow bool // scroll to the latest move at the next layout
	stale  bool // the match has moved on since the last refresh
}

// refresh reads the match's moves.
func (l *moveLog) refresh(m *record.Match) { l.turns, l.stale = m.Turns(), false }

// layout places the log in r.
func (l *moveLog) layout(th *ui.Theme, r ui.Rect) {
	u := th.U
	l.title = ui.Rect{X: r.X, Y: r.Y, W: r.W, H: 26 * u}
	l.rect = ui.Rect{X: r.X, Y: r.Y + 26*u, W: r.W, H: max(0, r.H-26*u)}
	heads, words := logFaces(th)
	l.row = max(46*u, th.Tap(0), 8*u+1.25*(heads.Size+words.Size))
	l.scroll.Max = max(0, float64(len(l.turns))*l.row-l.rect.H)
	if l.follow {
		l.scroll.ToEnd()
		l.follow = false
	}
	l.scroll.Offset = min(l.scroll.Offset, l.scroll.Max)
}

// entry is the rectangle of entry i on the screen.
func (l *moveLog) entry(i int) ui.Rect {
	return ui.Rect{X: l.rect.X, Y: l.rect.Y + float64(i)*l.row - l.scroll.Offset, W: l.rect.W, H: l.row}
}

// visible reports whether entry i is wholly in view.
func (l *moveLog) visible(i int) bool {
	r := l.entry(i)
	return r.Y >= l.rect.Y-0.5 && r.Bottom() <= l.rect.Bottom()+0.5
}

// update scrolls the log and returns the entry clicked, if any.
func (l *moveLog) update(in *ui.Input) (int, bool) {
	l.scroll.Update(in, l.rect, float64(len(l.turns))*l.row, l.row)
	for i := range l.turns {
		if l.visible(i) && l.scroll.Clicked(in, l.entry(i)) {
			return i, true
		}
	}
	return 0, false
}

// draw draws the visible entries; review is the entry under review or -1.
func (l *moveLog) draw(dst *ebiten.Image, th *ui.Theme, in *ui.Input, review int, seat func(game.Player, ui.Rect)) {
	u := th.U
	th.Text(dst, "MOVES", th.Face(ui.Medium, 13), l.title.X, l.title.Y+4*u, ui.TopLeft, ui.MutedColor)
	if len(l.turns) == 0 {
		th.Text(dst, "No moves yet.", th.Face(ui.Regular, 14), l.rect.X, l.rect.Y+4*u, ui.TopLeft, ui.Fade(ui.MutedColor, 0.8))
		return
	}
	if l.scroll.Max > 0 {
		hint := "scroll for more"
		th.Text(dst, hint, th.Face(ui.Regular, 12), l.title.Right(), l.title.Y+5*u, ui.Align{H: ui.MiddleEnd.H, V: ui.TopLeft.V}, ui.Fade(ui.MutedColor, 0.7))
	}
	current := len(l.turns) - 1
	if review >= 0 {
		current = review
	}
	for i, turn := range l.turns {
		r := l.entry(i)
		if r.Bottom() < l.rect.Y || r.Y > l.rect.Bottom() || !l.visible(i) {
			continue
		}
		box := r.Inset(2 * u)
		switch {
		case i == current:
			th.FillRoundRect(dst, box, 8*u, ui.Fade(ui.AccentColor, 0.18))
		case in.Hovering(r) && !in.Touch:
			th.FillRoundRect(dst, box, 8*u, ui.Fade(ui.ButtonHotColor, 0.6))
		}
		// The two lines, centred in the row: the move, and its words.
		heads, words := logFaces(th)
		pad := (r.H - 1.2*(heads.Size+words.Size)) / 2
		y0 := r.Y + pad + 0.6*heads.Size
		y1 := y0 + 0.6*(heads.Size+words.Size)
		x := r.X + 8*u
		mark := max(14*u, heads.Size*1.1)
		seat(turn.Player, ui.Rect{X: x, Y: y0 - mark/2, W: mark, H: mark})
		x += mark + 8*u
		head, face := th.FitText(fmt.Sprintf("%d.  %s", i+1, turn.Text), ui.Medium, 14, r.Right()-x-8*u)
		th.Text(dst, head, face, x, y0, ui.MiddleLeft, ui.TextColor)
		said, face := th.FitText(turn.Words, ui.Regular, 13, r.Right()-x-8*u)
		th.Text(dst, said, face, x, y1, ui.MiddleLeft, ui.MutedColor)
	}
}

// logFaces are the largest faces of an entry's move and of its words.
func logFaces(th *ui.Theme) (heads, words *ui.Face) {
	return th.Face(ui.Medium, 14), th.Face(ui.Regular, 13)
}

// targets names the visible entries "log:1", "log:2", … from the first move.
func (l *moveLog) targets(tg ui.Targets) {
	for i := range l.turns {
		if l.visible(i) {
			tg[fmt.Sprintf("log:%d", i+1)] = l.entry(i)
		}
	}
}
