package lobby

import (
	"slices"
	"strconv"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"parlor/game/clock"
	"parlor/scenes/ui"
)

// The form's clock: none, real-time (the minutes each player has for the
// game and the seconds added after each move) or correspondence (days a
// move). Its rows are CLOCK, the kind, then the minutes and seconds side
// by side, or the days.

// clockIDs are the kinds of clock as the CLOCK row's ids name them.
var clockIDs = [...]string{clock.None: "none", clock.RealTime: "real", clock.Correspondence: "days"}

// formClock is the clock chosen on the form (the model the table's
// settings share).
type formClock struct{ clock.Choice }

// newFormClock is the form's clock at first: none, with five minutes and
// three seconds ready for real-time and three days for correspondence.
func newFormClock() formClock { return formClock{clock.NewChoice(clock.Control{})} }

// control is the time control chosen.
func (c formClock) control() clock.Control { return c.Control() }

// rows are the clock's rows of the form: the kind, and the kind's own.
func (c formClock) rows() []formRow {
	rows := []formRow{choiceRow("CLOCK", "clock", clockIDs[:], clock.KindWords[:], int(c.Kind))}
	switch c.Kind {
	case clock.RealTime:
		var mins []string
		for _, b := range clock.Bases {
			mins = append(mins, baseLabel(b))
		}
		rows = append(rows, formRow{title: "MINUTES + SECONDS A MOVE", name: "time", follows: true, pickers: []picker{
			{name: "base", title: "Minutes", labels: mins, at: c.Base},
			{name: "inc", title: "Seconds added a move", labels: clock.IncrementWords(), at: c.Increment},
		}})
	case clock.Correspondence:
		r := formRow{title: "DAYS A MOVE", name: "days", selected: c.Days, follows: true}
		for _, d := range clock.Days {
			r.ids, r.labels = append(r.ids, strconv.Itoa(d)), append(r.labels, plural(d, "day"))
		}
		rows = append(rows, r)
	}
	return rows
}

// baseLabel is a real-time clock's minutes: "¼ min", "5 min".
func baseLabel(b time.Duration) string {
	return clock.Control{Base: b}.Label()
}

// do takes a click on the clock's target prefix:id, and reports whether
// it was the clock's.
func (c *formClock) do(prefix, id string) bool {
	step := func(at *int, n int) {
		if id == "+" || id == "-" {
			clock.Step(at, n, id == "+")
		}
	}
	switch prefix {
	case "clock":
		if k := slices.Index(clockIDs[:], id); k >= 0 {
			c.Kind = clock.Kind(k)
		}
	case "base":
		step(&c.Base, len(clock.Bases))
	case "inc":
		step(&c.Increment, len(clock.Increments))
	case "days":
		if d, err := strconv.Atoi(id); err == nil && slices.Contains(clock.Days, d) {
			c.Days = slices.Index(clock.Days, d)
		}
	default:
		return false
	}
	return true
}

// note says what the clock means for a game of seats players (0 when
// not known: a quick game of any options), "" for none.
func (c formClock) note(seats int) string {
	tc := c.control()
	out := "who runs out of time loses"
	switch {
	case seats > 2:
		out = "the computer takes the seat of whoever runs out of time"
	case seats == 0:
		out += " (in a game of three or more, the computer takes the seat)"
	}
	switch {
	case tc.Correspondence():
		return "Each move is due within " + plural(tc.Days, "day") + "; " + out + "."
	case tc.Timed() && tc.Increment > 0:
		return "Each player has " + minuteWords(tc.Base) + " for the game, and " + plural(int(tc.Increment/time.Second), "second") + " more after each move; " + out + "."
	case tc.Timed():
		return "Each player has " + minuteWords(tc.Base) + " for the game; " + out + "."
	}
	return ""
}

// minuteWords is a real-time clock's minutes in words: "¼ minute",
// "5 minutes".
func minuteWords(b time.Duration) string {
	if b <= time.Minute {
		return clock.Minutes(b) + " minute"
	}
	return clock.Minutes(b) + " minutes"
}

// clockWords is a table's time control as its row says it: "5 min + 3 s",
// "3 days a move"; "" for none.
func clockWords(tc clock.Control) string {
	if !tc.Timed() {
		return ""
	}
	return tc.Label()
}

// picker steps through labelled values with a minus and a plus, as a
// ui.Stepper steps through numbers: a real-time clock's minutes, its
// seconds a move.
type picker struct {
	name   string // its targets: ui.CountDown(name, "") and ui.CountUp(name, "")
	title  string // for the screen reader: "Minutes"
	labels []string
	at     int
	rect   ui.Rect
}

// stepper is the picker as a ui.Stepper, which draws it and places its
// buttons.
func (p *picker) stepper() *ui.Stepper {
	return &ui.Stepper{Value: p.at, Max: len(p.labels) - 1, Rect: p.rect, Labels: p.labels}
}

// minus is the rectangle of the minus button.
func (p *picker) minus() ui.Rect { return p.stepper().Minus() }

// plus is the rectangle of the plus button.
func (p *picker) plus() ui.Rect { return p.stepper().Plus() }

// least is the width the picker needs: its buttons, and its widest label
// between them.
func (p *picker) least(th *ui.Theme, h float64) float64 {
	w := 0.0
	for _, l := range p.labels {
		lw, _ := th.Measure(l, th.Face(ui.Bold, 16))
		w = max(w, lw)
	}
	return 2*1.2*h + w + 16*th.U
}

// draw draws the picker as a ui.Stepper: the value between a minus and a
// plus, each dimmed at its end.
func (p *picker) draw(dst *ebiten.Image, th *ui.Theme, in *ui.Input) { p.stepper().Draw(dst, th, in) }

// targets adds the picker's buttons that step somewhere to t.
func (p *picker) targets(t ui.Targets) {
	if p.at > 0 {
		t[ui.CountDown(p.name, "")] = p.minus()
	}
	if p.at < len(p.labels)-1 {
		t[ui.CountUp(p.name, "")] = p.plus()
	}
}

// speech is the picker's two buttons for the screen reader, grouped
// under its title and value: "Minutes: 5 min", Less, More.
func (p *picker) speech() []ui.Action {
	v := p.labels[p.at]
	return []ui.Action{
		{ID: ui.CountDown(p.name, ""), Label: "Less (" + v + ")", Group: p.title + ": " + v, Disabled: p.at <= 0},
		{ID: ui.CountUp(p.name, ""), Label: "More (" + v + ")", Disabled: p.at >= len(p.labels)-1},
	}
}

// clockPart is a table's time control after sep ("· 5 min + 3 s"), or
// nothing for none: a table with no clock says nothing of it.
func clockPart(sep string, tc clock.Control) string {
	if c := clockWords(tc); c != "" {
		return sep + c
	}
	return ""
}
