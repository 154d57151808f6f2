package table

import (
	"fmt"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"parlor/game"
	"parlor/game/catalog"
	"parlor/scenes/prefs"
	"parlor/scenes/ui"
)

// players is the settings' WHO PLAYS section: a row for each seat of the
// pending game, its name and who plays it (Person, Invite — a friend on
// another device —, Easy, Medium, Hard),
// and, when there are more than two seats, a button that makes them all
// people. A change takes effect at once, in the game under way.
type players struct {
	title ui.Rect
	// tight is set where height is short (the settings in the panel): a
	// seat's choice goes beside its mark alone rather than under its name
	// when its name leaves the choice too little room.
	tight bool
	// compact is set where the panel has too little room for the clock's
	// choice: a button beside the hints' choice stands for it, and opens
	// the settings' overlay.
	compact bool
	mode    seatMode // as of the last layout
	// every is each choice a seat's row may offer in this game, whatever
	// its options: how the rows stand does not change with the settings.
	every    []string
	rows     []*ui.Choice
	names    []string
	who      []string // the words of the choices' options: person, easy, …
	everyone ui.Button
	helps    *ui.Choice   // hints and values online, while a seat is invited
	clock    *clockChoice // the online game's clock, while a seat is invited
	madeFor  string
}

// sync rebuilds the rows when the pending options, the seats or the
// choices for a game online (hints, the clock as kept) change.
func (p *players) sync(o catalog.Options, seats []string, helps bool, clock string) {
	key := fmt.Sprint(o.String(), "|", strings.Join(seats, " "), "|", helps, "|", clock)
	if p.madeFor == key {
		return
	}
	p.madeFor = key
	p.helps, p.clock = nil, nil
	for i, w := range seats {
		if w == Invite && i < len(o.Seats()) {
			p.helps = &ui.Choice{Title: "HINTS AND VALUES ONLINE", Options: []string{"Off", "On"}}
			if helps {
				p.helps.Selected = 1
			}
			p.clock = newClockChoice(loadClock(clock))
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
	p.every = []string{"Person", "Invite"}
	for _, l := range o.Game().Levels() {
		if !l.Hidden {
			p.every = append(p.every, l.Title)
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
func (p *players) height(th *ui.Theme, w float64) float64 { return p.heightFor(th, w, len(p.rows)) }

// seatMode is how a seat's row stands: its choice beside its mark and
// name, beside its mark alone, or under its name.
type seatMode int

const (
	besideName seatMode = iota
	besideMark
	underName
)

// heightFor is how tall the section is w wide with n seats (and the
// choices of hints online and of the clock when a seat is invited).
func (p *players) heightFor(th *ui.Theme, w float64, n int) float64 {
	return p.seatsHeight(th, w, n) + p.onlineHeight(th, w)
}

// onlineHeight is the height of the choices for a game online, hints and
// the clock, w wide, while a seat is invited; 0 else.
func (p *players) onlineHeight(th *ui.Theme, w float64) float64 {
	switch {
	case p.helps == nil:
		return 0
	case p.compact:
		return helpsHeight(th)
	}
	return helpsHeight(th) + clockHeight(th, w)
}

// seatsHeight is how tall the section is w wide with n seats, without
// the choice of hints online.
func (p *players) seatsHeight(th *ui.Theme, w float64, n int) float64 {
	row := p.rowHeight(th) + 6*th.U
	if p.modeFor(th, w) == underName {
		row += nameLine(th)
	}
	return titleHeight(th, n) + 4*th.U + float64(n)*row
}

// helpsHeight is the height of the choice of hints online, with its
// title.
func helpsHeight(th *ui.Theme) float64 { return th.Tap(34) + ui.TitleRoom(th, 30) }

// labelWidth is the room beside the seats' choices for their names, in a
// section w wide.
func (p *players) labelWidth(th *ui.Theme, w float64) float64 {
	label := 0.0
	for _, n := range p.names {
		nw, _ := th.Measure(n, th.Face(ui.Medium, 15))
		label = max(label, nw)
	}
	return min(label+34*th.U, w*0.35)
}

// markWidth is the room beside the seats' choices for their marks alone.
func markWidth(th *ui.Theme) float64 { return seatMark(th) + 10*th.U }

// seatMark is the size of a seat's mark.
func seatMark(th *ui.Theme) float64 { return max(16*th.U, th.Face(ui.Medium, 15).Size) }

// modeFor is how the seats' rows stand in a section w wide: beside the
// names where the choices' labels (every one the game may offer) fit
// beside them even at the smallest text; else, when tight, beside the marks alone if they fit so; else
// under the names.
func (p *players) modeFor(th *ui.Theme, w float64) seatMode {
	if len(p.rows) == 0 {
		return besideName
	}
	fits := func(room float64) bool {
		opts := p.every
		each := room/float64(len(opts)) - 6*th.U
		small := th.Face(ui.Medium, 13*0.6) // as small as drawChoice goes
		for _, o := range opts {
			if ow, _ := th.Measure(o, small); ow > each {
				return false
			}
		}
		return true
	}
	switch {
	case fits(w - p.labelWidth(th, w)):
		return besideName
	case p.tight && fits(w-markWidth(th)):
		return besideMark
	}
	return underName
}

// nameLine is the height of a seat's name over its choice.
func nameLine(th *ui.Theme) float64 { return max(22*th.U, th.Face(ui.Medium, 15).Size*1.35) }

// layout places the section from the top of r.
func (p *players) layout(th *ui.Theme, r ui.Rect) {
	u := th.U
	p.title = ui.Rect{X: r.X, Y: r.Y, W: r.W, H: titleHeight(th, len(p.rows))}
	p.everyone.Rect = ui.Rect{}
	if len(p.rows) > 2 {
		bw := min(120*u, r.W/2)
		p.everyone.Rect = ui.Rect{X: r.Right() - bw, Y: r.Y, W: bw, H: p.title.H}
	}
	p.mode = p.modeFor(th, r.W)
	label := p.labelWidth(th, r.W)
	if p.mode == besideMark {
		label = markWidth(th)
	}
	y := p.title.Bottom() + 4*u
	for _, c := range p.rows {
		if p.mode == underName {
			y += nameLine(th)
			c.Rect = ui.Rect{X: r.X, Y: y, W: r.W, H: p.rowHeight(th)}
		} else {
			c.Rect = ui.Rect{X: r.X + label, Y: y, W: r.W - label, H: p.rowHeight(th)}
		}
		c.FitWidths(th, ui.Medium, 13)
		y += c.Rect.H + 6*u
	}
	if p.helps != nil {
		p.helps.Rect = ui.Rect{X: r.X, Y: y + ui.TitleRoom(th, 30) - 6*u, W: min(r.W, 220*u), H: th.Tap(34)}
	}
	if p.clock != nil {
		p.clock.layout(th, r.X, y+helpsHeight(th), r.W)
		p.clock.button = ui.Rect{}
		if p.compact { // the hints' choice and the clock's button, side by side
			p.helps.Rect.W = min(p.helps.Rect.W, (r.W-12*u)*0.42)
			p.clock.button = ui.Rect{X: p.helps.Rect.Right() + 12*u, Y: p.helps.Rect.Y, W: r.Right() - p.helps.Rect.Right() - 12*u, H: p.helps.Rect.H}
		}
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
		p.everyone.DrawSmall(dst, th, in)
	}
	if p.helps != nil {
		title := p.helps.Title
		if p.compact {
			title = "HINTS ONLINE"
		}
		th.Text(dst, title, th.Face(ui.Medium, 13), p.helps.Rect.X, p.helps.Rect.Y-6*u, ui.BottomLeft, ui.MutedColor)
		drawChoice(dst, th, in, p.helps)
	}
	switch {
	case p.clock != nil && p.compact:
		p.clock.drawButton(dst, th, in)
	case p.clock != nil:
		p.clock.draw(dst, th, in)
	}
	for i, c := range p.rows {
		r := c.Rect
		mark := seatMark(th)
		cy, right := r.Y+r.H/2, r.X-6*u // the name's middle, and where it must end
		if p.mode == underName {
			cy, right = r.Y-nameLine(th)/2-2*u, r.Right()
		}
		seat(game.Player(i), ui.Rect{X: p.title.X, Y: cy - mark/2, W: mark, H: mark})
		if x := p.title.X + mark + 8*u; p.mode != besideMark {
			name, face := th.FitText(p.names[i], ui.Medium, 15, right-x)
			th.Text(dst, name, face, x, cy, ui.MiddleLeft, ui.TextColor)
		}
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
	switch {
	case p.clock != nil && p.compact:
		tg["clock"] = p.clock.button
	case p.clock != nil:
		p.clock.targets(tg)
	}
}

// drawChoice draws a seat's choice without a title, its labels made
// smaller when the row is narrow.
func drawChoice(dst *ebiten.Image, th *ui.Theme, in *ui.Input, c *ui.Choice) {
	u := th.U
	th.FillRoundRect(dst, c.Rect, 9*u, ui.BackgroundColor)
	face := th.Face(ui.Medium, 13)
	pad := th.LabelPad()
	for i, o := range c.Options { // one size for all: the one the longest fits at
		if f := th.FaceFor(o, ui.Medium, 13, c.Option(i).W-2*pad); f.Size < face.Size {
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
		th.Text(dst, th.Clip(o, face, c.Option(i).W-2*pad), face, x, y, ui.Centered, ink)
	}
}

// updatePlayers acts on a click in the WHO PLAYS section.
func (t *Screen) updatePlayers(in *ui.Input) {
	if h := t.panel.settings.players.helps; h != nil && h.Update(in) {
		t.keepHelps(h.Selected == 1)
		return
	}
	if c := t.panel.settings.players.clock; c != nil && t.panel.settings.players.compact {
		if in.Clicked(c.button) {
			t.overlay.open(settingsOverlay)
			return
		}
	} else if c != nil && c.update(in) {
		t.keepClock(c)
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

// keepHelps keeps the choice of hints and values in the game online.
func (t *Screen) keepHelps(on bool) {
	v := ""
	if on {
		v = "on"
	}
	t.keep(prefs.HelpsKey, v, "your choice of hints online")
}

// keepClock keeps the time control clock c shows for the game online.
func (t *Screen) keepClock(c *clockChoice) {
	t.keep(prefs.ClockKey, c.control().String(), "your choice of clock")
}
