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
	l.row = max(46*u, th.Tap(0))
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
		x := r.X + 8*u
		seat(turn.Player, ui.Rect{X: x, Y: r.Y + 8*u, W: 14 * u, H: 14 * u})
		x += 22 * u
		head := fmt.Sprintf("%d.  %s", i+1, turn.Text)
		th.Text(dst, head, th.FaceFor(head, ui.Medium, 14, r.Right()-x-8*u), x, r.Y+15*u, ui.MiddleLeft, ui.TextColor)
		face := th.FaceFor(turn.Words, ui.Regular, 13, r.Right()-x-8*u)
		th.Text(dst, clip(th, turn.Words, face, r.Right()-x-8*u), face, x, r.Y+33*u, ui.MiddleLeft, ui.MutedColor)
	}
}

// targets names the visible entries "log:1", "log:2", … from the first move.
func (l *moveLog) targets(tg ui.Targets) {
	for i := range l.turns {
		if l.visible(i) {
			tg[fmt.Sprintf("log:%d", i+1)] = l.entry(i)
		}
	}
}

// clip shortens s with an ellipsis until it fits in width.
func clip(th *ui.Theme, s string, face *ui.Face, width float64) string {
	if w, _ := th.Measure(s, face); w <= width {
		return s
	}
	r := []rune(s)
	for len(r) > 1 {
		r = r[:len(r)-1]
		if w, _ := th.Measure(string(r)+"…", face); w <= width {
			break
		}
	}
	return string(r) + "…"
}
