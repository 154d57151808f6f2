package table

import (
	"fmt"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"parlor/game"
	"parlor/game/catalog"
	"parlor/scenes/ui"
)

// players is the settings' WHO PLAYS section: a row for each seat of the
// pending game, its name and who plays it (Person, Invite — a friend on
// another device —, Easy, Medium, Hard),
// and, when there are more than two seats, a button that makes them all
// people. A change takes effect at once, in the game under way.
type players struct {
	title    ui.Rect
	rows     []*ui.Choice
	names    []string
	who      []string // the words of the choices' options: person, easy, …
	everyone ui.Button
	helps    *ui.Choice // hints and values online, while a seat is invited
	madeFor  string
}

// sync rebuilds the rows when the pending options or the seats change.
func (p *players) sync(o catalog.Options, seats []string, helps bool) {
	key := fmt.Sprint(o.String(), "|", strings.Join(seats, " "), "|", helps)
	if p.madeFor == key {
		return
	}
	p.madeFor = key
	p.helps = nil
	for i, w := range seats {
		if w == Invite && i < len(o.Seats()) {
			p.helps = &ui.Choice{Title: "HINTS AND VALUES ONLINE", Options: []string{"Off", "On"}}
			if helps {
				p.helps.Selected = 1
			}
		}
	}
	p.who, p.names, p.rows = []string{catalog.Person, Invite}, o.Seats(), nil
	titles := []string{"Person", "Invite"}
	for _, l := range o.Levels() {
		if !l.Hidden {
			p.who = append(p.who, l.Name)
			titles = append(titles, l.Title)
		}
	}
	all := true
	for i := range p.names {
		c := &ui.Choice{Options: titles}
		for j, w := range p.who {
			if i < len(seats) && seats[i] == w {
				c.Selected = j
			}
		}
		all = all && c.Selected == 0
		p.rows = append(p.rows, c)
	}
	p.everyone = ui.Button{Label: "All people", Disabled: all}
}

// rowHeight is the height of a seat's row.
func (p *players) rowHeight(th *ui.Theme) float64 { return th.Tap(34) }

// titleHeight is the height of the title's line for n seats: a button's
// when it holds All people.
func titleHeight(th *ui.Theme, n int) float64 {
	if n > 2 {
		return th.Tap(30)
	}
	return 22 * th.U
}

// height is how tall the section is.
func (p *players) height(th *ui.Theme) float64 { return p.heightFor(th, len(p.rows)) }

// heightFor is how tall the section is with n seats (and the choice of
// hints online when a seat is invited).
func (p *players) heightFor(th *ui.Theme, n int) float64 {
	h := titleHeight(th, n) + 4*th.U + float64(n)*(p.rowHeight(th)+6*th.U)
	if p.helps != nil {
		h += th.Tap(34) + 30*th.U
	}
	return h
}

// layout places the section from the top of r.
func (p *players) layout(th *ui.Theme, r ui.Rect) {
	u := th.U
	p.title = ui.Rect{X: r.X, Y: r.Y, W: r.W, H: titleHeight(th, len(p.rows))}
	p.everyone.Rect = ui.Rect{}
	if len(p.rows) > 2 {
		bw := min(120*u, r.W/2)
		p.everyone.Rect = ui.Rect{X: r.Right() - bw, Y: r.Y, W: bw, H: p.title.H}
	}
	label := 0.0
	for _, n := range p.names {
		w, _ := th.Measure(n, th.Face(ui.Medium, 15))
		label = max(label, w)
	}
	label = min(label+34*u, r.W*0.35)
	y := p.title.Bottom() + 4*u
	for _, c := range p.rows {
		c.Rect = ui.Rect{X: r.X + label, Y: y, W: r.W - label, H: p.rowHeight(th)}
		y += c.Rect.H + 6*u
	}
	if p.helps != nil {
		p.helps.Rect = ui.Rect{X: r.X, Y: y + 24*u, W: min(r.W, 220*u), H: th.Tap(34)}
	}
}

// update reads a click on the section: the seat changed and its new
// player, or all people.
func (p *players) update(in *ui.Input) (seat int, who string, everyone bool) {
	if p.everyone.Rect.W > 0 && p.everyone.Clicked(in) {
		return -1, "", true
	}
	for i, c := range p.rows {
		if c.Update(in) {
			return i, p.who[c.Selected], false
		}
	}
	return -1, "", false
}

// draw draws the section; seat draws a seat's mark.
func (p *players) draw(dst *ebiten.Image, th *ui.Theme, in *ui.Input, seat func(game.Player, ui.Rect)) {
	u := th.U
	th.Text(dst, "WHO PLAYS", th.Face(ui.Medium, 13), p.title.X, p.title.Y+p.title.H/2, ui.MiddleLeft, ui.MutedColor)
	if p.everyone.Rect.W > 0 {
		drawSmallButton(dst, th, in, &p.everyone)
	}
	if p.helps != nil {
		th.Text(dst, p.helps.Title, th.Face(ui.Medium, 13), p.helps.Rect.X, p.helps.Rect.Y-12*u, ui.MiddleLeft, ui.MutedColor)
		drawChoice(dst, th, in, p.helps)
	}
	for i, c := range p.rows {
		r := c.Rect
		mark := 16 * u
		seat(game.Player(i), ui.Rect{X: p.title.X, Y: r.Y + (r.H-mark)/2, W: mark, H: mark})
		x := p.title.X + mark + 8*u
		name := p.names[i]
		th.Text(dst, name, th.FaceFor(name, ui.Medium, 15, r.X-x-6*u), x, r.Y+r.H/2, ui.MiddleLeft, ui.TextColor)
		drawChoice(dst, th, in, c)
	}
}

// targets names the section's controls: "seat:2:medium", "all-people".
func (p *players) targets(tg ui.Targets) {
	for i, c := range p.rows {
		for j, w := range p.who {
			tg[fmt.Sprintf("seat:%d:%s", i+1, w)] = c.Option(j)
		}
	}
	if p.everyone.Rect.W > 0 {
		tg["all-people"] = p.everyone.Rect
	}
	if p.helps != nil {
		tg["helps:off"], tg["helps:on"] = p.helps.Option(0), p.helps.Option(1)
	}
}

// drawChoice draws a seat's choice without a title, its labels made
// smaller when the row is narrow.
func drawChoice(dst *ebiten.Image, th *ui.Theme, in *ui.Input, c *ui.Choice) {
	u := th.U
	th.FillRoundRect(dst, c.Rect, 9*u, ui.BackgroundColor)
	face := th.Face(ui.Medium, 13)
	for i, o := range c.Options { // one size for all: the one the longest fits at
		if f := th.FaceFor(o, ui.Medium, 13, c.Option(i).W-10*u); f.Size < face.Size {
			face = f
		}
	}
	for i, o := range c.Options {
		r := c.Option(i).Inset(3 * u)
		ink := ui.MutedColor
		switch {
		case i == c.Selected:
			th.FillRoundRect(dst, r, 7*u, ui.AccentColor)
			ink = ui.BackgroundColor
		case in.Hovering(r):
			th.FillRoundRect(dst, r, 7*u, ui.ButtonHotColor)
			ink = ui.TextColor
		}
		x, y := r.Center()
		th.Text(dst, o, face, x, y, ui.Centered, ink)
	}
}

// drawSmallButton draws a button with a smaller label than ui.Button's.
func drawSmallButton(dst *ebiten.Image, th *ui.Theme, in *ui.Input, b *ui.Button) {
	u := th.U
	hot := !b.Disabled && in.Hovering(b.Rect)
	fill, ink := ui.ButtonColor, ui.TextColor
	switch {
	case b.Disabled:
		fill, ink = ui.Fade(ui.ButtonColor, 0.5), ui.MutedColor
	case hot:
		fill = ui.ButtonHotColor
	}
	th.FillRoundRect(dst, b.Rect, 8*u, fill)
	x, y := b.Rect.Center()
	th.Text(dst, b.Label, th.FaceFor(b.Label, ui.Medium, 14, b.Rect.W-12*u), x, y, ui.Centered, ink)
}

// updatePlayers acts on a click in the WHO PLAYS section.
func (t *Table) updatePlayers(in *ui.Input) {
	if h := t.panel.settings.players.helps; h != nil && h.Update(in) {
		on := ""
		if h.Selected == 1 {
			on = "on"
		}
		t.keep(HelpsKey, on, "your choice of hints online")
		return
	}
	seat, who, everyone := t.panel.settings.players.update(in)
	switch {
	case everyone:
		t.allPeople()
	case seat >= 0:
		t.setSeat(seat, who)
	}
}
