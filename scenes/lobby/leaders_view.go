package lobby

import (
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"

	onlinelobby "parlor/game/online/lobby"
	"parlor/game/rating"
	"parlor/scenes/ui"
)

// leadersView is where the board puts things, as of its last layout.
type leadersView struct {
	back    ui.Button
	titleY  float64
	caption float64  // the y of the caption's line
	mine    float64  // the y of the line that says where the player stands
	table   ui.Rect  // the table: its heads, rows and pager
	head    ui.Rect  // the columns' heads
	rows    []placed // the rows on the page
	notes   []placed // the other lines on the page: the heading of the provisional ratings, the note that none is settled
	message ui.Rect
}

// line is a line of the board's list: a settled rating's row (i in
// rows), the note that none is settled yet, the heading of the
// provisional ratings, or one of their rows (i in prov).
type line struct {
	kind lineKind
	i    int
}

// lineKind is what a line of the board's list is.
type lineKind int

const (
	settledLine lineKind = iota // a settled rating
	noneLine                    // no rating is settled yet
	headLine                    // the provisional ratings' heading
	provLine                    // a provisional rating
)

// placed is a line of the list where the layout put it.
type placed struct {
	line
	ui.Rect
}

// lines are the board's lines in order: the settled ratings (or the note
// that none is, when some are provisional), then the provisional ones
// under their heading.
func (l *leaderboard) lines() []line {
	var ls []line
	for i := range l.rows {
		ls = append(ls, line{settledLine, i})
	}
	if len(l.prov) == 0 {
		return ls
	}
	if len(l.rows) == 0 {
		ls = append(ls, line{kind: noneLine})
	}
	ls = append(ls, line{kind: headLine})
	for i := range l.prov {
		ls = append(ls, line{provLine, i})
	}
	return ls
}

// standingOf is the rating of a row's line; false for a line that is no
// row.
func (l *leaderboard) standingOf(n line) (onlinelobby.Standing, bool) {
	switch {
	case n.kind == settledLine && n.i >= 0 && n.i < len(l.rows):
		return l.rows[n.i], true
	case n.kind == provLine && n.i >= 0 && n.i < len(l.prov):
		return l.prov[n.i], true
	}
	return onlinelobby.Standing{}, false
}

// target is a row's click target: "row:3" for the third settled rating,
// "prov:2" for the second provisional one.
func (n line) target() string {
	if n.kind == provLine {
		return "prov:" + strconv.Itoa(n.i+1)
	}
	return "row:" + strconv.Itoa(n.i+1)
}

// layout places the board's parts for the screen.
func (l *leaderboard) layout(ctx *ui.Context) {
	th := ctx.Theme
	u := th.U
	v := &l.v
	v.back = backButton(th, l.back)
	list := l.lines()
	v.titleY = v.back.Rect.Bottom() + 30*u
	cw := min(ctx.W-32*u, 1040*u)
	x := (ctx.W - cw) / 2
	y := v.titleY + 34*u
	if ctx.W >= 900*u { // the families in a column beside the table
		side := 230 * u
		l.picker.column(th, ui.Rect{X: x, Y: y, W: side})
		x, cw = x+side+28*u, cw-side-28*u
	} else {
		y += l.picker.layout(th, ui.Rect{X: x, Y: y, W: cw}, 2) + 22*u
	}
	v.caption = y + 8*u
	v.mine = v.caption + 28*u
	f := th.Face(ui.Medium, 15)
	lines := max(1, len(th.Wrap(l.message, f, cw)))
	mh := float64(lines)*max(21*u, f.Size*1.35) + 12*u
	v.message = ui.Rect{X: x, Y: ctx.H - mh, W: cw, H: mh}
	v.table = ui.Rect{X: x, Y: v.mine + 26*u, W: cw, H: v.message.Y - v.mine - 26*u}
	v.head = ui.Rect{X: x, Y: v.table.Y, W: cw, H: 28 * u}
	top := v.head.Bottom() + 4*u
	first, end, at := l.pages.layout(th, len(list), ui.Rect{X: x, Y: top, W: cw, H: v.table.Bottom() - top}, th.Tap(42), 4*u, th.Tap(40)+12*u, 8*u)
	v.rows, v.notes = v.rows[:0], v.notes[:0]
	for i := first; i < end; i++ {
		p := placed{list[i], at(i)}
		if _, ok := l.standingOf(p.line); ok {
			v.rows = append(v.rows, p)
		} else {
			v.notes = append(v.notes, p)
		}
	}
}

// columns are the x of the table's columns in r: the rank's right
// edge, the name's left, the rating's right and the games' right.
func columns(th *ui.Theme, r ui.Rect) (rank, name, rat, games float64) {
	u := th.U
	in := r.Inset(14 * u)
	wr, _ := th.Measure("50", th.Face(ui.Bold, 17))
	wg, _ := th.Measure("Games", th.Face(ui.Medium, 13))
	games = in.Right()
	rat = games - max(wg, 60*u) - 16*u
	rank = in.X + wr
	name = rank + 18*u
	return rank, name, rat, games
}

// drawTable draws the column heads, the rows on the page (the player's
// own lit) and the pager.
func (l *leaderboard) drawTable(dst *ebiten.Image, th *ui.Theme, in *ui.Input) {
	u := th.U
	v := &l.v
	standing, sf := th.FitText(l.standing(), ui.Medium, 16, v.table.W)
	th.Text(dst, standing, sf, v.table.X, v.mine, ui.MiddleLeft, ui.TextColor)
	hf := th.Face(ui.Medium, 13)
	rank, name, rat, games := columns(th, v.head)
	y := v.head.Y + v.head.H/2
	th.Text(dst, "#", hf, rank, y, ui.MiddleEnd, ui.MutedColor)
	th.Text(dst, "Player", hf, name, y, ui.MiddleLeft, ui.MutedColor)
	th.Text(dst, "Rating", hf, rat, y, ui.MiddleEnd, ui.MutedColor)
	th.Text(dst, "Games", hf, games, y, ui.MiddleEnd, ui.MutedColor)
	me, meProv := l.mine()-1, l.mineProvisional()-1
	for k, r := range v.rows {
		s, _ := l.standingOf(r.line)
		own := r.kind == settledLine && r.i == me || r.kind == provLine && r.i == meProv
		fill := ui.PanelColor
		if (l.pages.first+k)%2 == 1 {
			fill = ui.Mix(ui.PanelColor, ui.BackgroundColor, 0.45)
		}
		switch {
		case own:
			th.OutlineRoundRect(dst, r.Rect, 10*u, 2*u, ui.AccentColor, ui.PanelColor)
		case in.Hovering(r.Rect):
			th.FillRoundRect(dst, r.Rect, 10*u, ui.ButtonHotColor)
		default:
			th.FillRoundRect(dst, r.Rect, 10*u, fill)
		}
		cy := r.Y + r.H/2
		bold := th.Face(ui.Bold, 17)
		who := s.Name
		if own {
			who += " (you)"
		}
		ink := ui.TextColor
		if own {
			ink = ui.AccentColor
		}
		if r.kind == settledLine {
			th.Text(dst, strconv.Itoa(r.i+1), bold, rank, cy, ui.MiddleEnd, ui.MutedColor)
			who, f := th.FitText(who, ui.Medium, 17, rat-name-70*u)
			th.Text(dst, who, f, name, cy, ui.MiddleLeft, ink)
		} else { // unranked: the name over how many more games settle it
			who, f := th.FitText(who, ui.Medium, 16, rat-name-70*u)
			more, mf := th.FitText(fewMore(s.More), ui.Regular, 13, rat-name-70*u)
			gap := (r.H - f.Size - mf.Size) / 3
			th.Text(dst, who, f, name, r.Y+gap, ui.TopLeft, ink)
			th.Text(dst, more, mf, name, r.Bottom()-gap, ui.BottomLeft, ui.MutedColor)
		}
		th.Text(dst, rating.Rating{R: s.R, RD: s.RD}.String(), bold, rat, cy, ui.MiddleEnd, ui.AccentColor)
		th.Text(dst, strconv.Itoa(s.Games), th.Face(ui.Regular, 16), games, cy, ui.MiddleEnd, ui.TextColor)
	}
	for _, r := range v.notes {
		in := r.Inset(14 * u)
		cy := r.Y + r.H/2
		if r.kind == noneLine {
			words, f := th.FitText("No settled ratings yet", ui.Medium, 16, in.W)
			why, wf := th.FitText("A rating settles once its RD is 110 or under.", ui.Regular, 13, in.W)
			gap := (r.H - f.Size - wf.Size) / 3
			th.Text(dst, words, f, in.X, r.Y+gap, ui.TopLeft, ui.TextColor)
			th.Text(dst, why, wf, in.X, r.Bottom()-gap, ui.BottomLeft, ui.MutedColor)
			continue
		}
		hf := th.Face(ui.Bold, 18)
		th.Text(dst, "Provisional", hf, in.X, cy, ui.MiddleLeft, ui.TextColor)
		w, _ := th.Measure("Provisional", hf)
		words, f := th.FitText("marked ?: RD over 110, not yet ranked", ui.Regular, 14, in.W-w-14*u)
		th.Text(dst, words, f, in.X+w+14*u, cy, ui.MiddleLeft, ui.MutedColor)
	}
	before := 0 // the rows on the pages before
	for _, n := range l.lines()[:l.pages.first] {
		if _, ok := l.standingOf(n); ok {
			before++
		}
	}
	l.pages.draw(dst, th, in, before+1, before+len(v.rows), len(l.rows)+len(l.prov))
}

// Targets names the board's click targets: "back", the families
// ("family:kalah", or "family:prev" and "family:next"), the rows on the
// page (line.target: "row:1" by rank, "prov:1") and the pager
// ("page:prev", "page:next").
func (l *leaderboard) Targets() ui.Targets {
	v := &l.v
	t := ui.Targets{"back": v.back.Rect}
	l.picker.targets(t)
	for _, r := range v.rows {
		t[r.target()] = r.Rect
	}
	l.pages.targets(t)
	return t
}

// Probe describes the board for tests: the family, whether its answer
// has come, the settled and provisional ratings, the rows on the page and
// its first line, the player's rank and provisional place, the words of
// a board with no settled rating, the back button's label and the
// message.
func (l *leaderboard) Probe() map[string]any {
	st := map[string]any{"scene": "leaders", "family": l.picker.family(), "loaded": l.loaded, "leaders": len(l.rows), "provisional": len(l.prov),
		"rows": len(l.v.rows), "first": l.pages.first + 1, "mine": l.mine(), "mineProvisional": l.mineProvisional(), "message": l.message,
		"standing": l.standing(), "back": l.v.back.Label}
	if l.loaded && len(l.rows) == 0 {
		st["empty"] = "No settled ratings yet"
	}
	return st
}
