package table

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"parlor/game"
	"parlor/game/catalog"
	"parlor/scenes/ui"
)

// panel is the side panel: whose turn it is and what to do, the settings
// for the next game (inline when there is room, behind a button when not),
// and the move log below.
type panel struct {
	head     ui.Rect         // the headline and status
	atTable  ui.Rect         // online: who sits where
	hands    map[int]ui.Rect // online: its Computer buttons, by seat
	resign   ui.Rect         // online: its Resign button
	draw     ui.Rect         // online: its Draw button
	settings settings
	inline   bool      // the settings are drawn in the panel
	open     ui.Button // opens the settings on a small screen
	values   ui.Button // shows or hides the moves' values
}

// settings are the controls for the next game's options, made from the
// catalog: a choice for a list, a stepper for a number; and who plays
// each seat, which changes at once.
type settings struct {
	rect     ui.Rect
	choices  map[string]*ui.Choice
	steppers map[string]*ui.Stepper
	players  players
	apply    ui.Button
	madeFor  string // the options the controls were made for
}

// sync rebuilds the controls when the pending options or the seats
// change.
func (s *settings) sync(o catalog.Options, seats []string, helps bool, clock string) {
	s.players.sync(o, seats, helps, clock)
	if s.madeFor == o.String() {
		return
	}
	s.madeFor = o.String()
	s.choices, s.steppers = map[string]*ui.Choice{}, map[string]*ui.Stepper{}
	for _, p := range o.Game().Params {
		if p.Hidden {
			continue
		}
		if p.Choices != nil {
			c := &ui.Choice{Title: p.Label}
			for i, v := range p.Choices {
				c.Options = append(c.Options, choiceLabel(o, p, v))
				if v == o.Get(p.Name) {
					c.Selected = i
				}
			}
			s.choices[p.Name] = c
		} else {
			s.steppers[p.Name] = &ui.Stepper{Title: p.Label, Value: o.Int(p.Name), Min: p.Min, Max: p.Max}
		}
	}
	s.apply = ui.Button{Label: "New game with these settings", Primary: true}
}

// choiceLabel is how a choice is shown: as the catalog labels it ("4 × 5"),
// else capitalised ("Growing" for growing); seats by their names ("Red"
// for first=1).
func choiceLabel(o catalog.Options, p catalog.Param, v string) string {
	if p.Role == catalog.FirstSeat {
		if n, err := strconv.Atoi(v); err == nil && n >= 1 && n <= len(o.Seats()) {
			return o.Seats()[n-1]
		}
	}
	if i := slices.Index(p.Choices, v); i >= 0 && i < len(p.Labels) {
		return p.Labels[i]
	}
	return strings.ToUpper(v[:1]) + v[1:]
}

// height is how tall the settings are, w wide.
func (s *settings) height(th *ui.Theme, w float64, changed bool) float64 {
	return s.heightFor(th, w, len(s.players.rows), changed)
}

// heightFor is how tall the settings are w wide with n seats.
func (s *settings) heightFor(th *ui.Theme, w float64, n int, changed bool) float64 {
	h := s.steadyHeight(th, w, n) + s.players.onlineHeight(th, w)
	if changed {
		h += th.Tap(40) + 12*th.U
	}
	return h
}

// steadyHeight is how tall the settings are w wide with n seats, but for
// what comes and goes as they change: the choices of hints online and of
// the clock (while a seat is invited) and the apply button (while they differ from the
// game's).
func (s *settings) steadyHeight(th *ui.Theme, w float64, n int) float64 {
	u := th.U
	return float64(len(s.choices)+len(s.steppers))*(th.Tap(40)+ui.TitleRoom(th, 30)) + s.players.seatsHeight(th, w, n) + 12*u + 20*u
}

// layout places the controls in r, in the catalog's order.
func (s *settings) layout(th *ui.Theme, o catalog.Options, r ui.Rect) {
	u := th.U
	s.rect = r
	y := r.Y + ui.TitleRoom(th, 26)
	for _, p := range o.Game().Params {
		row := ui.Rect{X: r.X, Y: y, W: r.W, H: th.Tap(40)}
		if c, ok := s.choices[p.Name]; ok {
			c.Rect = row
		} else if st, ok := s.steppers[p.Name]; ok {
			st.Rect = ui.Rect{X: r.X, Y: y, W: min(r.W, 200*u), H: row.H}
		} else {
			continue
		}
		y += row.H + ui.TitleRoom(th, 30)
	}
	y -= ui.TitleRoom(th, 30) - 12*u
	s.players.layout(th, ui.Rect{X: r.X, Y: y, W: r.W})
	y += s.players.height(th, r.W) + 12*u
	s.apply.Rect = ui.Rect{X: r.X, Y: y, W: r.W, H: th.Tap(40)}
}

// update applies a click on a control to the pending options, and reports
// whether the apply button was clicked.
func (s *settings) update(in *ui.Input, pending *catalog.Options, changed bool) bool {
	s.updateControls(in, pending)
	return changed && s.apply.Clicked(in)
}

// updateControls applies a click on a choice or a stepper to the pending
// options.
func (s *settings) updateControls(in *ui.Input, pending *catalog.Options) {
	for _, p := range pending.Game().Params {
		v := ""
		if c, ok := s.choices[p.Name]; ok && c.Update(in) {
			v = p.Choices[c.Selected]
		} else if st, ok := s.steppers[p.Name]; ok && st.Update(in) {
			v = strconv.Itoa(st.Value)
		}
		if v != "" {
			setOption(pending, p.Name, v) // the control offers only allowed values
		}
	}
}

// setOption sets option name of the pending options to v, as a click on
// its control does, or leaves them as they were and says why v is not
// allowed.
func setOption(pending *catalog.Options, name, v string) error {
	o, err := pending.With(name, v)
	if err != nil {
		return err
	}
	*pending = o
	return nil
}

// draw draws the controls, and the apply button when the pending options
// differ from the game's; seat draws a seat's mark.
func (s *settings) draw(dst *ebiten.Image, th *ui.Theme, in *ui.Input, changed bool, problem string, inviting bool, seat func(game.Player, ui.Rect)) {
	s.drawControls(dst, th, in, seat)
	s.drawApply(dst, th, in, changed, problem, inviting)
}

// drawControls draws the choices, the steppers and WHO PLAYS.
func (s *settings) drawControls(dst *ebiten.Image, th *ui.Theme, in *ui.Input, seat func(game.Player, ui.Rect)) {
	for _, c := range s.choices {
		c.Draw(dst, th, in)
	}
	for _, st := range s.steppers {
		st.Draw(dst, th, in)
	}
	s.players.draw(dst, th, in, seat)
}

// drawApply draws the apply button, when the pending options differ from
// the game's, and a line under it: why they cannot start a game, or what
// the button does.
func (s *settings) drawApply(dst *ebiten.Image, th *ui.Theme, in *ui.Input, changed bool, problem string, inviting bool) {
	if !changed {
		return
	}
	s.apply.Disabled = problem != ""
	s.apply.Draw(dst, th, in)
	msg := "Settings apply to the next game."
	switch {
	case problem != "":
		msg = problem
	case inviting:
		msg = "Starts the game online, with its invites."
	}
	msg, face := th.FitText(msg, ui.Regular, 13, s.apply.Rect.W)
	th.Text(dst, msg, face, s.apply.Rect.X, s.apply.Rect.Bottom()+6*th.U, ui.TopLeft, ui.MutedColor)
}

// targets adds the controls to tg: "houses:+", "rules:classic", "apply".
func (s *settings) targets(tg ui.Targets, o catalog.Options, changed bool) {
	for _, p := range o.Game().Params {
		if c, ok := s.choices[p.Name]; ok {
			for i, v := range p.Choices {
				tg[p.Name+":"+v] = c.Option(i)
			}
		}
		if st, ok := s.steppers[p.Name]; ok {
			tg[p.Name+":-"], tg[p.Name+":+"] = st.Minus(), st.Plus()
		}
	}
	s.players.targets(tg)
	if changed {
		tg["apply"] = s.apply.Rect
	}
}

// layoutPanel places the panel's parts in t.lay.side.
func (t *Screen) layoutPanel(ctx *ui.Context) {
	th := ctx.Theme
	u := th.U
	p := &t.panel
	t.syncSettings()
	in := t.lay.side.Inset(18 * u)
	p.head = ui.Rect{X: in.X, Y: in.Y, W: in.W, H: headHeight(th)}
	rest := ui.Rect{X: in.X, Y: p.head.Bottom() + 8*u, W: in.W, H: in.Bottom() - p.head.Bottom() - 8*u}
	p.settings.players.tight = true // in the panel; the overlay has room
	// Inline when the settings fit with the game's most seats and room
	// for three moves of the log, so that they stay put while the number
	// of players changes; the choices of hints and clock online (while a
	// seat is invited) and the apply button, while they show, take from
	// the log, so that choosing Invite leaves Invite and start where it
	// was chosen. Where the log would have too little left, the clock is
	// a button beside the hints, which opens the settings' overlay.
	spare := rest.H - p.settings.steadyHeight(th, rest.W, mostSeats(t.pending.Game()))
	p.inline = t.lay.wide && spare > 160*u && !t.review.Shown() // a review shown has the room
	p.settings.players.compact = p.inline && spare-helpsHeight(th)-clockHeight(th, rest.W)-th.Tap(40)-12*u-applyNote(th) < 60*u
	sh := p.settings.height(th, rest.W, t.changed())
	head := in.Right() // the head's buttons end here, from the right
	t.sounds.toggle.Rect = ui.Rect{}
	if t.sounds.player != nil {
		bw := th.Tap(40)
		t.sounds.toggle.Rect = ui.Rect{X: head - bw, Y: in.Y, W: bw, H: th.Tap(36)}
		head -= bw + 8*u
		p.head.W -= bw + 8*u
	}
	if bw := t.review.LayoutEnd(th, in.Y, head, t.lay.wide); bw > 0 {
		p.head.W -= bw + 8*u
		head = head - bw - 8*u
	}
	p.atTable, p.hands, p.resign, p.draw = ui.Rect{}, nil, ui.Rect{}, ui.Rect{}
	if t.room != nil {
		t.layoutAtTable(th, rest)
		return
	}
	if p.inline {
		p.settings.layout(th, t.pending, ui.Rect{X: rest.X, Y: rest.Y, W: rest.W, H: sh})
		rest.Y += sh
		rest.H -= sh
		p.open.Rect = ui.Rect{}
	}
	// Settings behind a button: beside the headline where the head has
	// room for both, else at the start of a row under the head (with Show
	// values, when that is in the panel too).
	row := 0.0 // how far along the row under the head its buttons reach
	if !p.inline {
		p.open = ui.Button{Label: "Settings"}
		bw := settingsWidth * u
		if !t.settingsUnderHead(th, t.lay.side.W) {
			p.open.Rect = ui.Rect{X: head - bw, Y: in.Y, W: bw, H: th.Tap(36)}
			p.head.W -= bw + 8*u
		} else {
			p.open.Rect = ui.Rect{X: rest.X, Y: rest.Y, W: bw, H: th.Tap(34)}
			row = bw + 8*u
		}
	}
	p.values = ui.Button{Label: "Show values"}
	if t.analysis.on {
		p.values.Label = "Hide values"
	}
	if t.valuesInPanel() {
		p.values.Rect = ui.Rect{X: rest.X + row, Y: rest.Y, W: min(rest.W-row, 160*u), H: th.Tap(34)}
		row = rest.W
	} else {
		p.values.Rect = ui.Rect{}
	}
	if row > 0 {
		h := th.Tap(34) + 8*u
		rest.Y += h
		rest.H -= h
	}
	t.layoutLog(th, rest)
}

// settingsWidth is the width of the Settings button, in layout units.
const settingsWidth = 120

// settingsUnderHead reports whether the Settings button of a panel w wide
// stands in a row under the head, the head having no room for it beside
// the headline (at least 250 units). Online there is no such button.
func (t *Screen) settingsUnderHead(th *ui.Theme, w float64) bool {
	if !t.showsSettings() {
		return false
	}
	u := th.U
	head := w - 36*u // the panel's margins
	if t.sounds.player != nil {
		head -= th.Tap(40) + 8*u
	}
	return head-(settingsWidth+8)*u < 250*u
}

// valuesInPanel reports whether the values button is in the panel: the
// view shows values and the bar had no room for the button.
func (t *Screen) valuesInPanel() bool {
	_, ok := t.view.(Valuer)
	return ok && t.bar.values.Rect.W == 0
}

// updatePanel handles clicks in the panel.
func (t *Screen) updatePanel(ctx *ui.Context) {
	in := &ctx.Input
	p := &t.panel
	if p.atTable.W > 0 {
		t.updateAtTable(in)
	}
	if p.inline {
		t.updatePlayers(in)
		if p.settings.update(in, &t.pending, t.changed()) {
			t.applySettings()
		}
	} else if p.open.Clicked(in) {
		t.overlay.open(settingsOverlay)
	}
	if p.values.Rect.W > 0 && p.values.Clicked(in) {
		t.toggleValues()
	}
	if t.sounds.toggle.Rect.W > 0 && t.sounds.toggle.Clicked(in) {
		t.toggleSound()
	}
	if t.review.Update(in) {
		return
	}
	if i, ok := t.log.update(in); ok {
		t.startBrowse(i)
	}
}

// drawPanel draws the panel.
func (t *Screen) drawPanel(dst *ebiten.Image, ctx *ui.Context) {
	th, in := ctx.Theme, &ctx.Input
	p := &t.panel
	th.Panel(dst, t.lay.side)
	if t.browsing >= 0 {
		t.drawBrowse(dst, ctx)
	} else {
		t.drawHeadline(dst, th)
	}
	seat := func(pl game.Player, r ui.Rect) { t.view.Seat(dst, th, pl, r) }
	switch {
	case p.atTable.W > 0:
		t.atTable().Draw(dst, th, in, p.atTable)
	case p.inline:
		p.settings.draw(dst, th, in, t.changed(), t.problem(), t.goesOnline(), seat)
	case p.open.Rect.W > 0:
		p.open.Draw(dst, th, in)
	}
	if p.values.Rect.W > 0 {
		p.values.Draw(dst, th, in)
	}
	if t.sounds.toggle.Rect.W > 0 {
		DrawSoundToggle(dst, th, in, &t.sounds.toggle, t.sounds.player.Muted)
	}

	t.review.Draw(dst, th, in)
	t.log.draw(dst, th, in, t.browsing, seat)
}

// targets adds the panel's controls to tg.
func (p *panel) targets(tg ui.Targets) {
	for seat, b := range p.hands {
		tg[fmt.Sprintf("computer:%d", seat+1)] = b
	}
	if p.resign.W > 0 {
		tg["resign"] = p.resign
	}
	if p.draw.W > 0 {
		tg["draw"] = p.draw
	}
	if p.open.Rect.W > 0 {
		tg["settings"] = p.open.Rect
	}
	if p.values.Rect.W > 0 {
		tg["values"] = p.values.Rect
	}
}
