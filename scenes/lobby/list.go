package lobby

import (
	"fmt"
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"parlor/game/games"
	"parlor/game/online/protocol"
	"parlor/scenes/ui"
)

// filterOption is one of the filter's options: a game's id ("all" for
// every game), its label and its place.
type filterOption struct {
	id, label string
	rect      ui.Rect
}

// tableRow is an open table as the list shows it: its row and its Sit.
type tableRow struct {
	t    protocol.TableInfo
	rect ui.Rect
	sit  ui.Button
	mine bool
}

// familiesOf are game id's families of ratings: "kalah";
// "connectfour-growing", "connectfour-classic".
func familiesOf(id string) []string {
	var fs []string
	for _, f := range games.All().Families() {
		if f == id || strings.HasPrefix(f, id+"-") {
			fs = append(fs, f)
		}
	}
	return fs
}

// shown are the open tables the filter shows, oldest first.
func (l *lobby) shown() []protocol.TableInfo {
	var ts []protocol.TableInfo
	for _, t := range l.view.tables {
		if l.filter == "" || strings.HasPrefix(t.Game, l.filter+" ") || t.Game == l.filter {
			ts = append(ts, t)
		}
	}
	return ts
}

// whoWords are the signed-in name and, with a game filtered, its
// ratings there: "Ann · Kalah 1523?".
func (l *lobby) whoWords() string {
	if l.filter == "" {
		return "Signed in as " + l.view.me.Name
	}
	parts := []string{l.view.me.Name}
	for _, f := range familiesOf(l.filter) {
		parts = append(parts, familyTitle(f)+" "+familyRating(l.view.families, f))
	}
	return strings.Join(parts, " · ")
}

// tablesWords says how many tables are open, for the screen reader.
func (l *lobby) tablesWords() string {
	n := len(l.shown())
	switch {
	case n == 0 && l.filter != "":
		return fmt.Sprintf(lobbyNoneOfGame, gameTitle(l.filter))
	case n == 0:
		return lobbyNoTables
	case n == 1:
		return "1 open table."
	}
	return fmt.Sprintf("%d open tables.", n)
}

// gameTitle is game id's title: "Kalah".
func gameTitle(id string) string {
	if g, err := games.Lookup(id); err == nil {
		return g.Title
	}
	return id
}

// layoutList lays out the list: the name and rating, Profile and
// Leaderboard, the filter, Quick game and Create a table, then a page of
// the open tables.
func (l *lobby) layoutList(ctx *ui.Context) {
	th := ctx.Theme
	u := th.U
	lay := &l.lay
	bh := th.Tap(40)
	lw := max(124*u, th.LabelWidth("Leaderboard", ui.Medium, 16, bh)+16*u)
	lay.leaders = ui.Button{Label: "Leaderboard", Rect: ui.Rect{X: ctx.W - 16*u - lw, Y: 12 * u, W: lw, H: bh}}
	pw := max(96*u, th.LabelWidth("Profile", ui.Medium, 16, bh)+16*u)
	lay.profile = ui.Button{Label: "Profile", Rect: ui.Rect{X: lay.leaders.Rect.X - 8*u - pw, Y: 12 * u, W: pw, H: bh}}
	cw := min(ctx.W-32*u, 860*u)
	x0, cx := (ctx.W-cw)/2, ctx.W/2
	y := lay.menu.Rect.Bottom() + 12*u
	title := block(th, lobbyTitle, ui.Bold, 30, cx, y, cw, ui.AccentColor)
	if tw, _ := th.Measure(lobbyTitle, title.face); cx+tw/2+16*u <= lay.profile.Rect.X {
		// The title in the bar, between Menu and Profile, where it fits.
		title.y = lay.menu.Rect.Y + (lay.menu.Rect.H-title.lh)/2
		y = lay.menu.Rect.Bottom() - 2*u
	} else {
		y = title.bottom() + 2*u
	}
	lay.texts = append(lay.texts, title)
	lay.who = block(th, l.whoWords(), ui.Medium, 16, cx, y, cw, ui.TextColor)
	y = lay.who.bottom() + 14*u
	y = l.layoutFilter(th, x0, y, cw) + 14*u
	bw := min((cw-12*u)/2, 280*u)
	lay.quick = ui.Button{Label: "Quick game", Primary: true, Rect: ui.Rect{X: cx - bw - 6*u, Y: y, W: bw, H: th.Tap(46)}}
	lay.create = ui.Button{Label: "Create a table", Rect: ui.Rect{X: cx + 6*u, Y: y, W: bw, H: th.Tap(46)}}
	y = lay.quick.Rect.Bottom() + 14*u
	if note := l.listNote(); note != "" {
		b := block(th, note, ui.Medium, 15, cx, y, cw, ui.AccentColor)
		lay.texts = append(lay.texts, b)
		y = b.bottom() + 6*u
	}
	lay.head = ui.Rect{X: x0, Y: y, W: cw, H: 22 * u}
	y = lay.head.Bottom() + 6*u
	l.layoutRows(ctx, x0, y, cw)
}

// listNote is the line over the tables: the connection down, or the
// player's message.
func (l *lobby) listNote() string {
	if l.down {
		return lobbyDown
	}
	return l.message
}

// layoutFilter lays out the filter's options from y across cw, on one
// row where their labels fit, else on two; it returns the y under them.
func (l *lobby) layoutFilter(th *ui.Theme, x0, y, cw float64) float64 {
	u := th.U
	opts := []filterOption{{id: "all", label: "All"}}
	for _, g := range l.open.Games() {
		opts = append(opts, filterOption{id: g.ID, label: g.Title})
	}
	h := th.Tap(36)
	need := 0.0
	for _, o := range opts {
		need += th.LabelWidth(o.label, ui.Medium, 14, h) + 4*u
	}
	rows := [][]filterOption{opts}
	if need > cw {
		half := (len(opts) + 1) / 2
		rows = [][]filterOption{opts[:half], opts[half:]}
	}
	l.lay.filters = l.lay.filters[:0]
	for _, row := range rows {
		c := ui.Choice{Rect: ui.Rect{X: x0, Y: y, W: cw, H: h}}
		for _, o := range row {
			c.Options = append(c.Options, o.label)
		}
		c.FitWidths(th, ui.Medium, 14)
		for i, o := range row {
			o.rect = c.Option(i)
			l.lay.filters = append(l.lay.filters, o)
		}
		y += h + 6*u
	}
	return y - 6*u
}

// tableRowHeight is the height of a table's row: its game, then what kind of
// table it is and who waits, on one line (wide) or two.
func tableRowHeight(th *ui.Theme, wide bool) float64 {
	u := th.U
	lines := 2.0
	if wide {
		lines = 1
	}
	return max(th.Tap(64), 24*u+rowLine(th, 18)+lines*rowLine(th, 14))
}

// wideRows reports whether a row cw wide says what kind of table it is
// and who waits on one line.
func wideRows(th *ui.Theme, cw float64) bool { return cw >= 720*th.U }

// rowLine is the height of a row's line of text at size.
func rowLine(th *ui.Theme, size float64) float64 {
	return max(size*1.35*th.U, th.Face(ui.Regular, size).Size*1.3)
}

// layoutRows lays out a page of the tables from y across cw, and the
// pager under them when there is more than one page.
func (l *lobby) layoutRows(ctx *ui.Context, x0, y, cw float64) {
	th := ctx.Theme
	u := th.U
	lay := &l.lay
	ts := l.shown()
	rh, gap := tableRowHeight(th, wideRows(th, cw)), 10*u
	pager := th.Tap(40) + 12*u
	room := ctx.H - 16*u - y
	per := max(1, int(math.Floor((room+gap)/(rh+gap))))
	if len(ts) > per {
		per = max(1, int(math.Floor((room-pager+gap)/(rh+gap))))
	}
	lay.pages = max(1, (len(ts)+per-1)/per)
	l.page = min(l.page, lay.pages-1)
	lay.rows = lay.rows[:0]
	lay.empty = ui.Rect{X: x0, Y: y, W: cw, H: max(0, ctx.H-16*u-y)}
	for i := l.page * per; i < min(len(ts), (l.page+1)*per); i++ {
		r := ui.Rect{X: x0, Y: y, W: cw, H: rh}
		mine := l.mine(ts[i])
		bw := max(96*u, th.LabelWidth("Yours", ui.Medium, 16, th.Tap(40))+12*u)
		sit := ui.Button{Label: "Sit", Primary: !mine, Disabled: mine || l.asking,
			Rect: ui.Rect{X: r.Right() - 14*u - bw, Y: r.Y + (rh-th.Tap(40))/2, W: bw, H: th.Tap(40)}}
		if mine {
			sit.Label = "Yours"
		}
		lay.rows = append(lay.rows, tableRow{t: ts[i], rect: r, sit: sit, mine: mine})
		y += rh + gap
	}
	lay.prev, lay.next = ui.Button{}, ui.Button{}
	if lay.pages > 1 {
		by := ctx.H - 16*u - th.Tap(40)
		bw := min(150*u, (cw-100*u)/2)
		lay.prev = ui.Button{Label: "‹ Previous", Disabled: l.page == 0, Rect: ui.Rect{X: x0, Y: by, W: bw, H: th.Tap(40)}}
		lay.next = ui.Button{Label: "Next ›", Disabled: l.page >= lay.pages-1, Rect: ui.Rect{X: x0 + cw - bw, Y: by, W: bw, H: th.Tap(40)}}
	}
}

// drawList draws the list.
func (l *lobby) drawList(dst *ebiten.Image, ctx *ui.Context) {
	th, in := ctx.Theme, &ctx.Input
	u := th.U
	lay := &l.lay
	lay.menu.Draw(dst, th, in)
	lay.profile.Draw(dst, th, in)
	lay.leaders.Draw(dst, th, in)
	for _, b := range lay.texts {
		b.draw(dst, th)
	}
	lay.who.draw(dst, th)
	l.drawFilter(dst, th, in)
	lay.quick.Draw(dst, th, in)
	lay.create.Draw(dst, th, in)
	small := th.Face(ui.Medium, 13)
	th.Text(dst, "OPEN TABLES", small, lay.head.X, lay.head.Y+lay.head.H/2, ui.MiddleLeft, ui.MutedColor)
	count := l.tablesCount()
	th.Text(dst, count, small, lay.head.Right(), lay.head.Y+lay.head.H/2, ui.MiddleEnd, ui.MutedColor)
	if len(lay.rows) == 0 {
		b := block(th, l.tablesWords(), ui.Regular, 16, lay.empty.X+lay.empty.W/2, lay.empty.Y+24*u, min(lay.empty.W, 560*u), ui.MutedColor)
		b.draw(dst, th)
	}
	for _, r := range lay.rows {
		l.drawNameHover(dst, th, in, r)
		l.drawRow(dst, th, in, r)
	}
	if lay.pages > 1 {
		lay.prev.Draw(dst, th, in)
		lay.next.Draw(dst, th, in)
		x, y := (lay.prev.Rect.Right()+lay.next.Rect.X)/2, lay.prev.Rect.Y+lay.prev.Rect.H/2
		th.Text(dst, fmt.Sprintf("%d / %d", l.page+1, lay.pages), th.Face(ui.Medium, 15), x, y, ui.Centered, ui.MutedColor)
	}
}

// tablesCount says how many tables there are, and which of them show.
func (l *lobby) tablesCount() string {
	n := len(l.shown())
	if l.lay.pages <= 1 || len(l.lay.rows) == 0 {
		switch n {
		case 0:
			return "none"
		case 1:
			return "1 table"
		}
		return fmt.Sprintf("%d tables", n)
	}
	first := 0
	for i, t := range l.shown() {
		if t.ID == l.lay.rows[0].t.ID {
			first = i
		}
	}
	return fmt.Sprintf("%d–%d of %d", first+1, first+len(l.lay.rows), n)
}

// drawFilter draws the filter's options, the one shown lit.
func (l *lobby) drawFilter(dst *ebiten.Image, th *ui.Theme, in *ui.Input) {
	u := th.U
	for i, o := range l.lay.filters {
		if i == 0 || o.rect.Y != l.lay.filters[i-1].rect.Y {
			row := o.rect
			for _, p := range l.lay.filters[i:] {
				if p.rect.Y == o.rect.Y {
					row.W = p.rect.Right() - row.X
				}
			}
			th.FillRoundRect(dst, row, 9*u, ui.BackgroundColor)
		}
		r := o.rect.Inset(3 * u)
		ink := ui.MutedColor
		switch {
		case o.id == l.filter || o.id == "all" && l.filter == "":
			th.FillRoundRect(dst, r, 7*u, ui.AccentColor)
			ink = ui.BackgroundColor
		case in.Hovering(r):
			th.FillRoundRect(dst, r, 7*u, ui.ButtonHotColor)
			ink = ui.TextColor
		}
		th.Label(dst, o.label, ui.Medium, 14, o.rect, ink)
	}
}

// drawRow draws a table's row: its game, rated or casual, its clock, the
// kind of table and its seats free, who waits, and Sit.
func (l *lobby) drawRow(dst *ebiten.Image, th *ui.Theme, in *ui.Input, r tableRow) {
	u := th.U
	th.Panel(dst, r.rect)
	if r.mine {
		th.OutlineRoundRect(dst, r.rect, 14*u, 2*u, mineColor, ui.PanelColor)
	}
	x := r.rect.X + 16*u
	w := r.sit.Rect.X - 14*u - x
	y := r.rect.Y + 12*u
	l1, l2 := rowLine(th, 18), rowLine(th, 14)
	title, face := th.FitText(describe(r.t.Game, r.t.Any), ui.Bold, 18, w)
	th.Text(dst, title, face, x, y+l1/2, ui.MiddleLeft, ui.TextColor)
	y += l1
	tag, ink := ratedWord(r.t.Rated), casualColor
	if r.t.Rated {
		ink = ratedColor
	}
	tf := th.Face(ui.Bold, 14)
	th.Text(dst, tag, tf, x, y+l2/2, ui.MiddleLeft, ink)
	tw, _ := th.Measure(tag, tf)
	if c := clockWords(r.t.Clock); c != "" {
		// The clock beside the tag, in the text's ink: it says how the
		// game is played as much as the tag does.
		c, cf := th.FitText(" · "+c, ui.Medium, 14, w-tw)
		th.Text(dst, c, cf, x+tw, y+l2/2, ui.MiddleLeft, ui.TextColor)
		cw, _ := th.Measure(c, cf)
		tw += cw
	}
	kind := " · " + kindWord(r.t) + " · " + seatsFree(r.t)
	who := waiters(r.t)
	if r.mine {
		who += " (you)"
	}
	if wideRows(th, r.rect.W) {
		// One line: the kind muted, then who waits.
		rf := th.Face(ui.Regular, 14)
		kw, _ := th.Measure(kind+" · ", rf)
		th.Text(dst, kind+" · ", rf, x+tw, y+l2/2, ui.MiddleLeft, ui.MutedColor)
		who, wf := th.FitText(who, ui.Medium, 14, w-tw-kw)
		th.Text(dst, who, wf, x+tw+kw, y+l2/2, ui.MiddleLeft, ui.TextColor)
		r.sit.Draw(dst, th, in)
		return
	}
	rest, rf := th.FitText(kind, ui.Regular, 14, w-tw)
	th.Text(dst, rest, rf, x+tw, y+l2/2, ui.MiddleLeft, ui.MutedColor)
	y += l2
	who, wf := th.FitText(who, ui.Medium, 14, w)
	th.Text(dst, who, wf, x, y+l2/2, ui.MiddleLeft, ui.TextColor)
	r.sit.Draw(dst, th, in)
}

// listTargets adds the list's controls to t.
func (l *lobby) listTargets(t ui.Targets) {
	lay := &l.lay
	t["menu"], t["profile"], t["leaders"] = lay.menu.Rect, lay.profile.Rect, lay.leaders.Rect
	for _, o := range lay.filters {
		t["filter:"+o.id] = o.rect
	}
	t["quick"], t["create"] = lay.quick.Rect, lay.create.Rect
	for _, r := range lay.rows {
		t["sit:"+r.t.ID] = r.sit.Rect
	}
	l.nameTargets(t)
	if lay.pages > 1 {
		t["page:prev"], t["page:next"] = lay.prev.Rect, lay.next.Rect
	}
}
