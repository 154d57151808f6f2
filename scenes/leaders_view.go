package scenes

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"parlor/game/rating"
	"parlor/scenes/ui"
)

// leadersView is where the board puts things, as of its last layout.
type leadersView struct {
	back       ui.Button
	titleY     float64
	caption    float64 // the y of the caption's line
	mine       float64 // the y of the line that says where the player stands
	table      ui.Rect // the table: its heads, rows and pager
	head       ui.Rect // the columns' heads
	rows       []ui.Rect
	first      int // the row of the first on the page
	prev, next ui.Button
	paged      bool
	message    ui.Rect
}

// layout places the board's parts for the screen.
func (l *leaderboard) layout(ctx *ui.Context) {
	th := ctx.Theme
	u := th.U
	v := &l.v
	v.back = ui.Button{Label: "‹ Back", Rect: ui.Rect{X: 16 * u, Y: 12 * u, W: 104 * u, H: th.Tap(40)}}
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
	h, gap := th.Tap(42), 4*u
	pager := th.Tap(40) + 12*u
	fit := max(1, int((v.table.Bottom()-top+gap)/(h+gap)))
	v.paged = fit < len(l.rows)
	if v.paged {
		fit = max(1, int((v.table.Bottom()-top-pager+gap)/(h+gap)))
	}
	l.page = min(max(l.page, 0), max(0, (len(l.rows)-1)/fit))
	v.first = l.page * fit
	v.rows = v.rows[:0]
	for i := v.first; i < min(len(l.rows), v.first+fit); i++ {
		v.rows = append(v.rows, ui.Rect{X: x, Y: top + float64(i-v.first)*(h+gap), W: cw, H: h})
	}
	bw := min(150*u, cw/3)
	py := top + float64(fit)*(h+gap) + 8*u
	v.prev = ui.Button{Label: "‹ Previous", Disabled: l.page == 0, Rect: ui.Rect{X: x, Y: py, W: bw, H: th.Tap(40)}}
	v.next = ui.Button{Label: "Next ›", Disabled: v.first+fit >= len(l.rows), Rect: ui.Rect{X: x + cw - bw, Y: py, W: bw, H: th.Tap(40)}}
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
	me := l.mine() - 1
	for i, r := range v.rows {
		n := v.first + i
		s := l.rows[n]
		fill := ui.PanelColor
		if n%2 == 1 {
			fill = ui.Mix(ui.PanelColor, ui.BackgroundColor, 0.45)
		}
		switch {
		case n == me:
			th.OutlineRoundRect(dst, r, 10*u, 2*u, ui.AccentColor, ui.PanelColor)
		case in.Hovering(r):
			th.FillRoundRect(dst, r, 10*u, ui.ButtonHotColor)
		default:
			th.FillRoundRect(dst, r, 10*u, fill)
		}
		cy := r.Y + r.H/2
		bold := th.Face(ui.Bold, 17)
		th.Text(dst, strconv.Itoa(n+1), bold, rank, cy, ui.MiddleEnd, ui.MutedColor)
		who := s.Name
		if n == me {
			who += " (you)"
		}
		who, f := th.FitText(who, ui.Medium, 17, rat-name-70*u)
		ink := ui.TextColor
		if n == me {
			ink = ui.AccentColor
		}
		th.Text(dst, who, f, name, cy, ui.MiddleLeft, ink)
		th.Text(dst, rating.Rating{R: s.R, RD: s.RD}.String(), bold, rat, cy, ui.MiddleEnd, ui.AccentColor)
		th.Text(dst, strconv.Itoa(s.Games), th.Face(ui.Regular, 16), games, cy, ui.MiddleEnd, ui.TextColor)
	}
	if v.paged {
		v.prev.Draw(dst, th, in)
		v.next.Draw(dst, th, in)
		span, f := th.FitText(fmt.Sprintf("%d–%d of %d", v.first+1, v.first+len(v.rows), len(l.rows)), ui.Regular, 14, v.next.Rect.X-v.prev.Rect.Right()-8*u)
		x, y := (v.prev.Rect.Right()+v.next.Rect.X)/2, v.prev.Rect.Y+v.prev.Rect.H/2
		th.Text(dst, span, f, x, y, ui.Centered, ui.MutedColor)
	}
}

// Targets names the board's click targets: "back", the families
// ("family:kalah", or "family:prev" and "family:next"), the rows on the
// page by rank ("row:1") and the pager ("page:prev", "page:next").
func (l *leaderboard) Targets() ui.Targets {
	v := &l.v
	t := ui.Targets{"back": v.back.Rect}
	l.picker.targets(t)
	for i, r := range v.rows {
		t["row:"+strconv.Itoa(v.first+i+1)] = r
	}
	if v.paged && !v.prev.Disabled {
		t["page:prev"] = v.prev.Rect
	}
	if v.paged && !v.next.Disabled {
		t["page:next"] = v.next.Rect
	}
	return t
}

// Probe describes the board for tests: the family, whether its answer
// has come, the rows (all, and on the page), the player's rank, the
// empty board's words and the message.
func (l *leaderboard) Probe() map[string]any {
	st := map[string]any{"scene": "leaders", "family": l.picker.family(), "loaded": l.loaded, "leaders": len(l.rows),
		"rows": len(l.v.rows), "first": l.v.first + 1, "mine": l.mine(), "message": l.message, "standing": l.standing()}
	if l.loaded && len(l.rows) == 0 {
		st["empty"] = "No settled ratings yet"
	}
	return st
}

// Speech tells a screen reader the board: a line a row (rank, name,
// rating, games), with a button for each row's page and each other
// family.
func (l *leaderboard) Speech() *ui.Speech {
	key := fmt.Sprint(l.picker.selected, l.loaded, len(l.rows), l.asked)
	if key != l.spoken || l.speech.Title == "" {
		l.spoken = key
		l.speech = l.makeSpeech()
	}
	l.said.Fill(&l.speech)
	return &l.speech
}

// makeSpeech makes the board's speech.
func (l *leaderboard) makeSpeech() ui.Speech {
	fam := familyName(l.picker.family())
	sp := ui.Speech{Title: "Leaderboard: " + fam, Picture: "The leaderboard of " + fam, ActionsTitle: "Players and games"}
	switch {
	case !l.loaded:
		sp.Position = []string{"Asking the server…"}
	case len(l.rows) == 0:
		sp.Position = []string{"No settled ratings yet: a rating settles once its RD is 110 or under.", l.standing()}
	default:
		sp.Position = []string{fmt.Sprintf("The best settled ratings of %s, %d players: rank, name, rating, games.", fam, len(l.rows)), l.standing()}
		for i, s := range l.rows {
			sp.Position = append(sp.Position, fmt.Sprintf("%d. %s: %s, %s.", i+1, s.Name, rating.Rating{R: s.R, RD: s.RD}, plural(s.Games, "game")))
			sp.Actions = append(sp.Actions, ui.Action{ID: "row:" + strconv.Itoa(i+1), Label: fmt.Sprintf("%d. %s's page", i+1, s.Name)})
		}
	}
	sp.Actions = append(sp.Actions, l.picker.actions("Show")...)
	sp.Actions = append(sp.Actions, ui.Action{ID: "back", Label: "Back"})
	return sp
}

// Act does what a screen reader's button names, as its click would.
func (l *leaderboard) Act(ctx *ui.Context, id string) {
	switch {
	case id == "back":
		l.leave(ctx)
	case l.picker.act(id):
		l.ask()
	case strings.HasPrefix(id, "row:"):
		n, _ := strconv.Atoi(strings.TrimPrefix(id, "row:"))
		l.openRow(ctx, n-1)
	}
}
