package lobby

import (
	"strconv"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"parlor/game/catalog"
	"parlor/game/clock"
	"parlor/game/games"
	"parlor/game/online"
	onlinelobby "parlor/game/online/lobby"
	"parlor/scenes/table"
	"parlor/scenes/ui"
)

// lobbyForm is the form of Quick game (the game, its options or any of
// its family's, rated or casual, the clock) or of Create a table (the
// game and its options, in the lobby or private, rated or casual, the
// clock of a table in the lobby, the seat to take, and in a casual game
// of three or more the computer's seats). It holds what is chosen; the
// server says whether it may be played.
type lobbyForm struct {
	quick   bool
	opts    catalog.Options
	anyOpts bool   // quick: any options of the family will do
	rated   bool   // the game counts for ratings
	private bool   // create: invite links, not the lobby
	seat    int    // create: the player's seat
	bots    int    // create: the computer's seats, the last ones but hers
	level   string // create: the computer's level
	clock   formClock
	err     string // why these options cannot be played
	// games are the games on offer, the GAME row's options; settings
	// are the options a game was last played with.
	games    []*catalog.Game
	settings func(g *catalog.Game) catalog.Options

	rows   []formRow
	indent float64 // as the rows are placed: the last titled row's title beside its control
	title  textBlock
	submit ui.Button
	notes  []textBlock
}

// formRow is a row of the form: a choice of options, a number, or
// pickers side by side (a real-time clock's minutes and seconds).
type formRow struct {
	title    string
	name     string   // the targets' prefix: "game", "opt:rules", "rated"…
	ids      []string // the options' ids: the targets are name:id
	labels   []string
	selected int
	stepper  *ui.Stepper // a number's: the targets are name:+ and name:-
	pickers  []picker    // the pickers': the targets are each one's name:+ and name:-
	choice   ui.Choice   // where the options are
	// follows says the row goes with the one before it, in its column
	// and under its control, with no title of its own shown (the
	// clock's minutes and seconds, or its days); title is then only the
	// screen reader's.
	follows bool
	// inline says the title is beside the control (titleAt), not above.
	inline  bool
	titleAt ui.Rect
}

// newLobbyForm makes the form of Quick game (quick) or Create a table,
// at the filter's game or else the first, with the settings it was last
// played with.
func newLobbyForm(o opener, quick bool, filter string) lobbyForm {
	gs := o.Games()
	g := gs[0]
	if f, err := games.Lookup(filter); err == nil {
		g = f
	}
	f := lobbyForm{quick: quick, rated: true, anyOpts: quick, games: gs, settings: o.Settings, clock: newFormClock()}
	f.setGame(o.Settings(g))
	return f
}

// setGame takes the game and options o.
func (f *lobbyForm) setGame(o catalog.Options) {
	f.opts = o
	n := len(o.Seats())
	f.seat = min(f.seat, n-1)
	f.bots = min(f.bots, max(0, n-2))
	if f.level == "" || !levelOffered(o, f.level) {
		f.level = ""
		if ls := levels(o); len(ls) > 0 {
			f.level = ls[min(1, len(ls)-1)].Name
		}
	}
	f.err = ""
	if _, err := o.New(); err != nil {
		f.err = ui.Sentence(err.Error()) + "."
	}
}

// levels are the computer's levels offered for o, weakest first.
func levels(o catalog.Options) []catalog.Level {
	var ls []catalog.Level
	for _, l := range o.Levels() {
		if !l.Hidden {
			ls = append(ls, l)
		}
	}
	return ls
}

// levelOffered reports whether level name plays o.
func levelOffered(o catalog.Options, name string) bool {
	for _, l := range levels(o) {
		if l.Name == name {
			return true
		}
	}
	return false
}

// timeable reports whether the form offers a clock: a quick game, or a
// table in the lobby (a private table's clock is its invite's).
func (f *lobbyForm) timeable() bool { return f.quick || !f.private }

// control is the clock chosen: none where the form offers none.
func (f *lobbyForm) control() clock.Control {
	if !f.timeable() {
		return clock.Control{}
	}
	return f.clock.control()
}

// computerSeats reports whether the form offers the computer's seats: a
// casual table of three seats or more (one stays open for the lobby).
func (f *lobbyForm) computerSeats() bool {
	return !f.quick && (!f.rated || f.private) && len(f.opts.Seats()) > 2
}

// makeRows makes the form's rows for what is chosen now.
func (f *lobbyForm) makeRows() {
	f.rows = f.rows[:0]
	g := formRow{title: "GAME", name: "game"}
	for i, gm := range f.games {
		g.ids, g.labels = append(g.ids, gm.ID), append(g.labels, gm.Title)
		if gm == f.opts.Game() {
			g.selected = i
		}
	}
	f.rows = append(f.rows, g)
	if f.quick {
		f.rows = append(f.rows, choiceRow("OPTIONS", "any", []string{"any", "these"}, []string{"Any options", "These options"}, pick(!f.anyOpts)))
	}
	for _, p := range f.opts.Game().Params {
		if p.Hidden || f.quick && f.anyOpts && p.Role != catalog.Variant {
			continue
		}
		if p.Choices == nil {
			f.rows = append(f.rows, formRow{title: p.Label, name: "opt:" + p.Name,
				stepper: &ui.Stepper{Title: p.Label, Value: f.opts.Int(p.Name), Min: p.Min, Max: p.Max}})
			continue
		}
		r := formRow{title: p.Label, name: "opt:" + p.Name, ids: p.Choices}
		if r.title == g.title {
			r.title = "VARIANT" // Mergers' GAME: simple or advanced
		}
		for i, v := range p.Choices {
			r.labels = append(r.labels, optionLabel(f.opts, p, v))
			if v == f.opts.Get(p.Name) {
				r.selected = i
			}
		}
		f.rows = append(f.rows, r)
	}
	if !f.quick {
		f.rows = append(f.rows, choiceRow("WHO CAN SIT", "where", []string{"lobby", "private"}, []string{"Anyone in the lobby", "Private: invite links"}, pick(f.private)))
	}
	if f.timeable() {
		f.rows = append(f.rows, choiceRow("RATING", "rated", []string{"rated", "casual"}, []string{"Rated", "Casual"}, pick(!f.rated)))
		f.rows = append(f.rows, f.clock.rows()...)
	}
	if f.quick {
		return
	}
	seats := f.opts.Seats()
	ids := make([]string, len(seats))
	for i := range ids {
		ids[i] = strconv.Itoa(i)
	}
	title, labels := seatLabels(seats)
	f.rows = append(f.rows, choiceRow(title, "seat", ids, labels, f.seat))
	if f.computerSeats() {
		f.rows = append(f.rows, formRow{title: "COMPUTER SEATS", name: "bots", stepper: &ui.Stepper{Title: "COMPUTER SEATS", Value: f.bots, Max: len(seats) - 2}})
		if f.bots > 0 {
			r := formRow{title: "COMPUTER LEVEL", name: "level"}
			for i, l := range levels(f.opts) {
				r.ids, r.labels = append(r.ids, l.Name), append(r.labels, l.Title)
				if l.Name == f.level {
					r.selected = i
				}
			}
			f.rows = append(f.rows, r)
		}
	}
}

// seatLabels are the title and the options of the choice of a seat: the
// seats' names, or where they all start alike ("Player 1", "Player 2")
// what sets them apart, the rest in the title.
func seatLabels(seats []string) (string, []string) {
	i := strings.LastIndexByte(seats[0], ' ')
	if i < 0 {
		return "YOUR SEAT", seats
	}
	prefix := seats[0][:i+1]
	labels := make([]string, len(seats))
	for j, s := range seats {
		if !strings.HasPrefix(s, prefix) {
			return "YOUR SEAT", seats
		}
		labels[j] = strings.TrimPrefix(s, prefix)
	}
	return "YOUR SEAT: " + strings.ToUpper(strings.TrimSpace(prefix)), labels
}

// choiceRow is a row of options.
func choiceRow(title, name string, ids, labels []string, selected int) formRow {
	return formRow{title: title, name: name, ids: ids, labels: labels, selected: selected}
}

// pick is 1 for true, 0 for false: the second of two options, or the
// first.
func pick(second bool) int {
	if second {
		return 1
	}
	return 0
}

// do takes a click on the form's target name.
func (f *lobbyForm) do(name string) {
	prefix, id, ok := cut(name)
	if !ok {
		return
	}
	switch {
	case prefix == "game":
		if g, err := games.Lookup(id); err == nil && g != f.opts.Game() {
			f.setGame(f.settings(g))
		}
	case prefix == "any":
		f.anyOpts = id == "any"
	case prefix == "where":
		f.private = id == "private"
	case prefix == "rated":
		f.rated = id == "rated"
	case prefix == "seat":
		if n, err := strconv.Atoi(id); err == nil && n >= 0 && n < len(f.opts.Seats()) {
			f.seat = n
		}
	case prefix == "bots" && id == "+" && f.bots < len(f.opts.Seats())-2:
		f.bots++
	case prefix == "bots" && id == "-" && f.bots > 0:
		f.bots--
	case prefix == "level" && levelOffered(f.opts, id):
		f.level = id
	case strings.HasPrefix(prefix, "opt:"):
		f.setOption(strings.TrimPrefix(prefix, "opt:"), id)
	case f.timeable():
		f.clock.do(prefix, id)
	}
}

// setOption sets option p to v, or steps a number by "+" or "-".
func (f *lobbyForm) setOption(p, v string) {
	if v == "+" || v == "-" {
		n := f.opts.Int(p) + 1
		if v == "-" {
			n -= 2
		}
		v = strconv.Itoa(n)
	}
	if o, err := f.opts.With(p, v); err == nil {
		f.setGame(o)
	}
}

// cut splits a target's name at its last colon: "opt:rules:classic" is
// "opt:rules" and "classic".
func cut(name string) (prefix, id string, ok bool) {
	i := strings.LastIndexByte(name, ':')
	if i < 0 {
		return "", "", false
	}
	return name[:i], name[i+1:], true
}

// specs are the seats open asks for: the player's, the computer's (the
// last ones but hers) and the others open.
func (f *lobbyForm) specs() []string {
	n := len(f.opts.Seats())
	specs := make([]string, n)
	bots := 0
	if f.computerSeats() {
		bots = f.bots
	}
	for i := n - 1; i >= 0; i-- {
		switch {
		case i == f.seat:
			specs[i] = online.SeatYou
		case bots > 0:
			specs[i], bots = f.level, bots-1
		default:
			specs[i] = onlinelobby.SeatOpen
		}
	}
	return specs
}

// privateSeats are the private table's seats as the table keeps them
// (prefs.SeatsKey): the player's a person's, the open ones invited.
func (f *lobbyForm) privateSeats() string {
	words := f.specs()
	for i, w := range words {
		switch w {
		case online.SeatYou:
			words[i] = catalog.Person
		case onlinelobby.SeatOpen:
			words[i] = table.Invite
		}
	}
	return strings.Join(words, " ")
}

// note says what the form's choice means, and its clock.
func (f *lobbyForm) note() string {
	seats := len(f.opts.Seats())
	if f.quick && f.anyOpts {
		seats = 0 // the options are the other player's
	}
	if c := f.clock.note(seats); c != "" && f.timeable() {
		return f.kindNote() + " " + c
	}
	return f.kindNote()
}

// kindNote says what the form's choice of a kind of game means.
func (f *lobbyForm) kindNote() string {
	switch {
	case f.quick && f.anyOpts:
		return quickNote + " " + quickAnyNote
	case f.quick:
		return quickNote
	case f.private:
		return privateNote
	case f.rated:
		return openNote + " " + ratedNote
	}
	return openNote
}

// submitLabel is the form's button.
func (f *lobbyForm) submitLabel() string {
	switch {
	case f.quick:
		return "Find a player"
	case f.private:
		return "Make the invite links"
	}
	return "Open the table"
}

// probe describes the form for tests.
func (f *lobbyForm) probe() map[string]any {
	return map[string]any{"quick": f.quick, "game": f.opts.String(), "any": f.anyOpts, "rated": f.rated, "private": f.private,
		"seats": strings.Join(f.specs(), " "), "clock": f.control().String(), "error": f.err}
}

// drawForm draws the form.
func (l *lobby) drawForm(dst *ebiten.Image, ctx *ui.Context) {
	th, in := ctx.Theme, &ctx.Input
	f := &l.form
	l.lay.menu.Draw(dst, th, in)
	f.title.draw(dst, th)
	for i := range f.rows {
		f.rows[i].draw(dst, th, in)
	}
	f.submit.Draw(dst, th, in)
	for _, b := range f.notes {
		b.draw(dst, th)
	}
}
