package table

import (
	"slices"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"

	"parlor/game/clock"
	"parlor/scenes/ui"
)

// The clock's choice, in WHO PLAYS while a seat is invited (beside the
// choice of hints online): no clock, real-time — a base and an increment,
// each a stepper — or days a move.

// The clock's modes, the options of its first row: the kinds of the
// clock's model (clock.Choice), which the lobby's form shares.
const (
	noClock   = int(clock.None)
	realTime  = int(clock.RealTime)
	daysAMove = int(clock.Correspondence)
)

// clockModes name the clock's modes in its targets and the settings'
// form: "clock:none", "clock:realtime", "clock:days".
var clockModes = [...]string{noClock: "none", realTime: "realtime", daysAMove: "days"}

// clockChoice is the choice of the next online game's clock: its mode,
// and the base and increment of a real-time one (steppers whose values
// are places in clock.Bases and clock.Increments) or the days of a
// correspondence one.
type clockChoice struct {
	mode      *ui.Choice
	base, inc ui.Stepper
	days      *ui.Choice
	note      ui.Rect // where "No clock" says so, in the second row
	// button stands for the choice where the panel has no room for it
	// (players.compact): the time control, which opens the settings.
	button ui.Rect
}

// loadClock reads a kept time control: none when missing or unknown.
func loadClock(stored string) clock.Control {
	tc, err := clock.Parse(stored)
	if err != nil {
		return clock.Control{}
	}
	return tc
}

// newClockChoice makes the choice showing tc.
func newClockChoice(tc clock.Control) *clockChoice {
	c := &clockChoice{
		mode: &ui.Choice{Title: "CLOCK", Options: slices.Clone(clock.KindWords[:])},
		base: ui.Stepper{Title: "MINUTES", Max: len(clock.Bases) - 1},
		inc:  ui.Stepper{Title: "ADDED A MOVE", Max: len(clock.Increments) - 1},
		days: &ui.Choice{Title: "DAYS A MOVE"},
	}
	for _, d := range clock.Days {
		c.days.Options = append(c.days.Options, strconv.Itoa(d))
	}
	for _, b := range clock.Bases {
		c.base.Labels = append(c.base.Labels, clock.Minutes(b))
	}
	c.inc.Labels = clock.IncrementWords()
	ch := clock.NewChoice(tc)
	c.mode.Selected, c.base.Value, c.inc.Value, c.days.Selected = int(ch.Kind), ch.Base, ch.Increment, ch.Days
	return c
}

// control is the time control the choice shows.
func (c *clockChoice) control() clock.Control {
	return clock.Choice{Kind: clock.Kind(c.mode.Selected), Base: c.base.Value, Increment: c.inc.Value, Days: c.days.Selected}.Control()
}

// clockHeight is the height of the clock's choice w wide: its rows, with
// their titles, whatever the mode, so that nothing below it moves as the
// mode changes. Two rows, or three where the steppers of a real-time
// clock do not fit side by side.
func clockHeight(th *ui.Theme, w float64) float64 {
	rows := 2.0
	if stacked(th, w) {
		rows = 3
	}
	return rows * (th.Tap(34) + ui.TitleRoom(th, 30))
}

// stepperWidth is the width of the clock's steppers: their buttons and
// room for "+30 s" between.
func stepperWidth(th *ui.Theme) float64 {
	lw, _ := th.Measure("+30 s", th.Face(ui.Bold, 16))
	return max(150*th.U, 2*1.2*th.Tap(34)+lw+12*th.U)
}

// stacked reports whether the steppers of a real-time clock stand one
// over the other, a choice w wide having no room for them side by side.
func stacked(th *ui.Theme, w float64) bool { return 2*stepperWidth(th)+12*th.U > w }

// layout places the choice from y, w wide, at x.
func (c *clockChoice) layout(th *ui.Theme, x, y, w float64) {
	u := th.U
	h := th.Tap(34)
	c.mode.Rect = ui.Rect{X: x, Y: y + ui.TitleRoom(th, 30) - 6*u, W: min(w, 420*u), H: h}
	c.mode.FitWidths(th, ui.Medium, 13)
	y2 := c.mode.Rect.Bottom() + ui.TitleRoom(th, 30)
	sw := min(stepperWidth(th), w)
	c.base.Rect = ui.Rect{X: x, Y: y2, W: sw, H: h}
	c.inc.Rect = ui.Rect{X: x + sw + 12*u, Y: y2, W: sw, H: h}
	if stacked(th, w) {
		c.inc.Rect.X, c.inc.Rect.Y = x, y2+h+ui.TitleRoom(th, 30)
	}
	c.days.Rect = ui.Rect{X: x, Y: y2, W: min(w, 280*u), H: h}
	c.note = ui.Rect{X: x, Y: y2, W: w, H: h}
}

// update reads a click on the choice, and reports whether it changed the
// time control.
func (c *clockChoice) update(in *ui.Input) bool {
	before := c.control()
	c.mode.Update(in)
	switch c.mode.Selected {
	case realTime:
		c.base.Update(in)
		c.inc.Update(in)
	case daysAMove:
		c.days.Update(in)
	}
	return c.control() != before
}

// draw draws the choice: its mode, and under it what the mode takes.
func (c *clockChoice) draw(dst *ebiten.Image, th *ui.Theme, in *ui.Input) {
	u := th.U
	title := th.Face(ui.Medium, 13)
	th.Text(dst, c.mode.Title, title, c.mode.Rect.X, c.mode.Rect.Y-6*u, ui.BottomLeft, ui.MutedColor)
	drawChoice(dst, th, in, c.mode)
	switch c.mode.Selected {
	case realTime:
		c.base.Draw(dst, th, in)
		c.inc.Draw(dst, th, in)
	case daysAMove:
		th.Text(dst, c.days.Title, title, c.days.Rect.X, c.days.Rect.Y-6*u, ui.BottomLeft, ui.MutedColor)
		drawChoice(dst, th, in, c.days)
	default:
		msg, face := th.FitText("Each player takes the time they like.", ui.Regular, 13, c.note.W)
		th.Text(dst, msg, face, c.note.X, c.note.Y+c.note.H/2, ui.MiddleLeft, ui.MutedColor)
	}
}

// drawButton draws the button that stands for the choice, titled CLOCK
// and saying the time control: "5 min + 3 s".
func (c *clockChoice) drawButton(dst *ebiten.Image, th *ui.Theme, in *ui.Input) {
	u := th.U
	r := c.button
	th.Text(dst, c.mode.Title, th.Face(ui.Medium, 13), r.X, r.Y-6*u, ui.BottomLeft, ui.MutedColor)
	fill := ui.ButtonColor
	if in.Hovering(r) {
		fill = ui.ButtonHotColor
	}
	th.FillRoundRect(dst, r, 9*u, fill)
	label, face := th.FitText(c.control().Label()+"  ›", ui.Medium, 14, r.W-16*u)
	cx, cy := r.Center()
	th.Text(dst, label, face, cx, cy, ui.Centered, ui.TextColor)
}

// targets names the choice's controls: "clock:none", "clock:realtime",
// "clock:days", and the mode's: "clock-base:+", "clock-increment:-",
// "clock-days:3".
func (c *clockChoice) targets(tg ui.Targets) {
	for i, name := range clockModes {
		tg["clock:"+name] = c.mode.Option(i)
	}
	switch c.mode.Selected {
	case realTime:
		for _, s := range []struct {
			name string
			st   *ui.Stepper
		}{{"clock-base", &c.base}, {"clock-increment", &c.inc}} {
			if s.st.Value > s.st.Min {
				tg[s.name+":-"] = s.st.Minus()
			}
			if s.st.Value < s.st.Max {
				tg[s.name+":+"] = s.st.Plus()
			}
		}
	case daysAMove:
		for i, d := range clock.Days {
			tg["clock-days:"+strconv.Itoa(d)] = c.days.Option(i)
		}
	}
}

// probe says the choice for tests: the time control it shows.
func (c *clockChoice) probe() string { return c.control().String() }
