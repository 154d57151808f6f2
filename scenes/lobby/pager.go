package lobby

import (
	"fmt"

	"github.com/hajimehoshi/ebiten/v2"

	"parlor/scenes/ui"
)

// pager pages a list too long for the room it has — the leaderboard's
// rows, a profile's recent games: as many lines a page as fit, and under
// them, when they do not all fit, the buttons to the page before and the
// page after, with which lines of how many are on show between them.
type pager struct {
	labels [2]string // the buttons' labels: the page before, the page after
	names  [2]string // their targets' names
	page   int       // the page on show, from 0
	first  int       // the list's index of the page's first line
	paged  bool      // the list takes more than a page: the buttons show
	prev   ui.Button
	next   ui.Button
}

// newPager is a pager whose buttons say labels and whose targets are
// named names.
func newPager(labels, names [2]string) pager { return pager{labels: labels, names: names} }

// layout lays out a list of n lines, each h high and gap apart, from r's
// top down to its bottom across its width: as many a page as fit, and,
// when they do not all fit, the buttons room high under them, their top
// drop below the page's last line. It keeps the page on show within the
// list and returns the list's lines on it, first to end (not included),
// and the rectangle of the line at i.
func (p *pager) layout(th *ui.Theme, n int, r ui.Rect, h, gap, room, drop float64) (first, end int, line func(i int) ui.Rect) {
	u := th.U
	fit := max(1, int((r.H+gap)/(h+gap)))
	p.paged = fit < n
	if p.paged {
		fit = max(1, int((r.H-room+gap)/(h+gap)))
	}
	p.page = min(max(p.page, 0), max(0, (n-1)/fit))
	p.first = p.page * fit
	bw := min(150*u, r.W/3)
	y := r.Y + float64(fit)*(h+gap) + drop
	p.prev = ui.Button{Label: p.labels[0], Disabled: p.page == 0, Rect: ui.Rect{X: r.X, Y: y, W: bw, H: th.Tap(40)}}
	p.next = ui.Button{Label: p.labels[1], Disabled: p.first+fit >= n, Rect: ui.Rect{X: r.Right() - bw, Y: y, W: bw, H: th.Tap(40)}}
	first = p.first
	return first, min(n, first+fit), func(i int) ui.Rect {
		return ui.Rect{X: r.X, Y: r.Y + float64(i-first)*(h+gap), W: r.W, H: h}
	}
}

// update turns the page when a button is clicked, and reports whether
// one was.
func (p *pager) update(in *ui.Input) bool {
	switch {
	case p.paged && p.prev.Clicked(in):
		p.page--
	case p.paged && p.next.Clicked(in):
		p.page++
	default:
		return false
	}
	return true
}

// draw draws the buttons, when the list is paged, and between them the
// lines on show, from to to of of ("11–20 of 45").
func (p *pager) draw(dst *ebiten.Image, th *ui.Theme, in *ui.Input, from, to, of int) {
	if !p.paged {
		return
	}
	p.prev.Draw(dst, th, in)
	p.next.Draw(dst, th, in)
	span, f := th.FitText(fmt.Sprintf("%d–%d of %d", from, to, of), ui.Regular, 14, p.next.Rect.X-p.prev.Rect.Right()-8*th.U)
	x, y := (p.prev.Rect.Right()+p.next.Rect.X)/2, p.prev.Rect.Y+p.prev.Rect.H/2
	th.Text(dst, span, f, x, y, ui.Centered, ui.MutedColor)
}

// targets names the buttons that turn a page, in t.
func (p *pager) targets(t ui.Targets) {
	if p.paged && !p.prev.Disabled {
		t[p.names[0]] = p.prev.Rect
	}
	if p.paged && !p.next.Disabled {
		t[p.names[1]] = p.next.Rect
	}
}
