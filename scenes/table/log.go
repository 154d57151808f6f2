package table

import (
	"fmt"
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"parlor/game"
	"parlor/game/record"
	"parlor/scenes/table/gamereview"
	"parlor/scenes/ui"
)

// The log's fills and faint inks: the selected entry's and the one under
// the pointer's, over the panel; the word that there is more to scroll
// to, and the empty log's.
var (
	logNowFill    = ui.Fade(ui.AccentColor, 0.18)
	logHotFill    = ui.Fade(ui.ButtonHotColor, 0.6)
	scrollHintInk = ui.Fade(ui.MutedColor, 0.8)
	noMovesInk    = ui.Fade(ui.MutedColor, 0.8)
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
	gen    int  // counts the refreshes: the turns read

	// The title's row: its words ("MOVES", the review's progress), the
	// progress from 0 to 1 (below 0 for none), and a button (Review,
	// Cancel, Close) when action is set.
	heading  string
	progress float64
	action   *ui.Button
	marks    []gamereview.Entry // the review's marks of the entries, when shown
}

// refresh reads the match's moves.
func (l *moveLog) refresh(m *record.Match) { l.turns, l.stale, l.gen = m.Turns(), false, l.gen+1 }

// layout places the log in r.
func (l *moveLog) layout(th *ui.Theme, r ui.Rect) {
	u := th.U
	th0 := 26 * u
	if l.action != nil {
		th0 = max(th0, th.Tap(30)+6*u)
		bw := max(90*u, th.LabelWidth(l.action.Label, ui.Medium, 15, th.Tap(30)))
		l.action.Rect = ui.Rect{X: r.Right() - bw, Y: r.Y, W: bw, H: th.Tap(30)}
	}
	l.title = ui.Rect{X: r.X, Y: r.Y, W: r.W, H: th0}
	l.rect = ui.Rect{X: r.X, Y: r.Y + th0, W: r.W, H: max(0, r.H-th0)}
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
	l.drawTitle(dst, th, in)
	if len(l.turns) == 0 {
		th.Text(dst, "No moves yet.", th.Face(ui.Regular, 14), l.rect.X, l.rect.Y+4*u, ui.TopLeft, noMovesInk)
		return
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
			th.FillRoundRect(dst, box, 8*u, logNowFill)
		case in.Hovering(r) && !in.Touch:
			th.FillRoundRect(dst, box, 8*u, logHotFill)
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
		right := r.Right() - 8*u
		var m gamereview.Entry
		if i < len(l.marks) {
			m = l.marks[i]
			right = l.drawMark(dst, th, m, right, y0)
		}
		head, face := th.FitText(fmt.Sprintf("%d.  %s", i+1, turn.Text), ui.Medium, 14, right-x)
		th.Text(dst, head, face, x, y0, ui.MiddleLeft, ui.TextColor)
		line, ink := turn.Words, color.Color(ui.MutedColor)
		if m.Mark != "" {
			_, c := gamereview.Sign(m.Mark)
			line, ink = ui.Sentence(m.Mark)+": "+m.BestWords, c
		}
		said, face := th.FitText(line, ui.Regular, 13, r.Right()-x-8*u)
		th.Text(dst, said, face, x, y1, ui.MiddleLeft, ink)
	}
}

// drawTitle draws the title's row: its words, the progress of a review
// under way, the button, and a word that there is more to scroll to.
func (l *moveLog) drawTitle(dst *ebiten.Image, th *ui.Theme, in *ui.Input) {
	u := th.U
	heading := l.heading
	if heading == "" {
		heading = "MOVES"
	}
	right := l.title.Right()
	if l.action != nil {
		l.action.Draw(dst, th, in)
		right = l.action.Rect.X - 10*u
	}
	cy := l.title.Y + 11*u
	if l.action != nil {
		cy = l.action.Rect.Y + l.action.Rect.H/2
	}
	face := th.Face(ui.Medium, 13)
	tw, _ := th.Measure(heading, face)
	th.Text(dst, heading, face, l.title.X, cy, ui.MiddleLeft, ui.MutedColor)
	if l.progress >= 0 {
		bar := ui.Rect{X: l.title.X, Y: l.title.Bottom() - 5*u, W: right - l.title.X, H: 4 * u}
		th.FillRoundRect(dst, bar, 2*u, ui.BackgroundColor)
		bar.W *= min(1, l.progress)
		th.FillRoundRect(dst, bar, 2*u, ui.AccentColor)
		return
	}
	if l.scroll.Max > 0 {
		hint := "scroll for more"
		f := th.Face(ui.Regular, 12)
		if hw, _ := th.Measure(hint, f); right-hw > l.title.X+tw+8*u {
			th.Text(dst, hint, f, right, cy, ui.MiddleEnd, scrollHintInk)
		}
	}
}

// drawMark draws a reviewed entry's mark and value at the right of its
// first line, ending at right, and returns where they begin.
func (l *moveLog) drawMark(dst *ebiten.Image, th *ui.Theme, m gamereview.Entry, right, y float64) float64 {
	if !m.Reviewed {
		return right
	}
	u := th.U
	x := right
	if m.Value != "" {
		f := th.Face(ui.Regular, 13)
		w, _ := th.Measure(m.Value, f)
		th.Text(dst, m.Value, f, x, y, ui.MiddleEnd, ui.MutedColor)
		x -= w + 8*u
	}
	if sign, ink := gamereview.Sign(m.Mark); sign != "" {
		f := th.Face(ui.Bold, 15)
		w, _ := th.Measure(sign, f)
		th.Text(dst, sign, f, x, y, ui.MiddleEnd, ink)
		x -= w + 8*u
	}
	return x
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

// show scrolls entry i into view.
func (l *moveLog) show(i int) {
	r := l.entry(i)
	switch {
	case r.Y < l.rect.Y:
		l.scroll.Offset -= l.rect.Y - r.Y
	case r.Bottom() > l.rect.Bottom():
		l.scroll.Offset += r.Bottom() - l.rect.Bottom()
	}
	l.scroll.Offset = max(0, min(l.scroll.Offset, l.scroll.Max))
}
