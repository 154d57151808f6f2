package table

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
	"time"

	"parlor/game/clock"
	"parlor/scenes/prefs"
	"parlor/scenes/ui"
)

// The settings as a screen reader's form: the controls the canvas draws
// in the panel or the settings' overlay, in its order, each a form
// control whose action goes through the code of its click. The form's
// ids:
//
//	set:<option>:<value>       a choice of an option, a radio: "set:mode:advanced"
//	set:<option>               a number, a spin button, changed as "set:houses=5"
//	all-people                 the All people button (three seats or more)
//	seat:<n>:<who>             who plays seat n, a radio: "seat:2:medium", "seat:1:invite"
//	helps                      hints and values online, a checkbox (a seat invited)
//	clock:<mode>               the online clock, a radio: none, realtime, days
//	clock-base:<seconds>       a real-time clock's minutes, a radio: "clock-base:300"
//	clock-increment:<seconds>  the seconds it adds a move, a radio: "clock-increment:3"
//	clock-days:<days>          days a move, a radio: "clock-days:3"
//	apply                      New game with these settings, or Invite and start

// settingsForm is the settings as a screen reader's form: the game's
// options, who plays each seat and the choices of a game online, and the
// button that applies them. Online, where the table has no settings, it
// is empty.
func (t *Screen) settingsForm() []ui.Action {
	if !t.showsSettings() {
		return nil
	}
	t.syncSettings()
	s := &t.panel.settings
	var form []ui.Action
	for _, p := range t.pending.Game().Params {
		if c, ok := s.choices[p.Name]; ok {
			for i, v := range p.Choices {
				a := ui.Action{ID: "set:" + p.Name + ":" + v, Label: c.Options[i], Kind: ui.KindRadio, Pressed: i == c.Selected}
				if i == 0 {
					a.Group = legend(p.Label)
				}
				form = append(form, a)
			}
		} else if st, ok := s.steppers[p.Name]; ok {
			form = append(form, ui.Action{ID: "set:" + p.Name, Label: legend(p.Label), Kind: ui.KindNumber,
				Value: strconv.Itoa(st.Value), Min: st.Min, Max: st.Max})
		}
	}
	form = append(form, s.players.form()...)
	apply := ui.Action{ID: "apply", Label: s.apply.Label, Disabled: !t.changed() || t.problem() != ""}
	return append(form, apply)
}

// legend is a control's title as a form's legend: "Players" for
// PLAYERS.
func legend(title string) string { return ui.Sentence(strings.ToLower(title)) }

// form is WHO PLAYS as a form: All people, a radio group a seat, and
// while a seat is invited the choices of the game online.
func (p *players) form() []ui.Action {
	var form []ui.Action
	if len(p.rows) > 2 {
		form = append(form, ui.Action{ID: "all-people", Label: p.everyone.Label, Group: "Who plays", Disabled: p.everyone.Disabled})
	}
	for i, c := range p.rows {
		for j, w := range p.who {
			a := ui.Action{ID: fmt.Sprintf("seat:%d:%s", i+1, w), Label: c.Options[j], Kind: ui.KindRadio, Pressed: j == c.Selected}
			if j == 0 {
				a.Group = "Who plays " + p.names[i]
			}
			form = append(form, a)
		}
	}
	if p.helps != nil {
		form = append(form, ui.Action{ID: "helps", Label: "Hints and values online", Kind: ui.KindCheck, Pressed: p.helps.Selected == 1})
	}
	if p.clock != nil {
		form = append(form, p.clock.form()...)
	}
	return form
}

// form is the clock's choice as a form: its mode, then a real-time
// clock's minutes and seconds a move, or the days a move.
func (c *clockChoice) form() []ui.Action {
	var form []ui.Action
	radios := func(group string, ids, labels []string, chosen int) {
		for i, id := range ids {
			a := ui.Action{ID: id, Label: labels[i], Kind: ui.KindRadio, Pressed: i == chosen}
			if i == 0 {
				a.Group = group
			}
			form = append(form, a)
		}
	}
	var ids []string
	for _, m := range clockModes {
		ids = append(ids, "clock:"+m)
	}
	radios("Clock online", ids, c.mode.Options, c.mode.Selected)
	switch c.mode.Selected {
	case realTime:
		var ids, labels []string
		for _, b := range clock.Bases {
			ids, labels = append(ids, "clock-base:"+seconds(b)), append(labels, minuteWords(b))
		}
		radios("Minutes for the game", ids, labels, c.base.Value)
		ids, labels = nil, nil
		for _, d := range clock.Increments {
			ids, labels = append(ids, "clock-increment:"+seconds(d)), append(labels, secondWords(d))
		}
		radios("Seconds added a move", ids, labels, c.inc.Value)
	case daysAMove:
		var ids, labels []string
		for _, d := range clock.Days {
			ids, labels = append(ids, "clock-days:"+strconv.Itoa(d)), append(labels, plural(d, "day"))
		}
		radios("Days a move", ids, labels, c.days.Selected)
	}
	return form
}

// seconds writes d in whole seconds, as the clock's ids name it: "300".
func seconds(d time.Duration) string { return strconv.Itoa(int(d / time.Second)) }

// minuteWords is a real-time clock's minutes in words: "¼ minute", "5
// minutes".
func minuteWords(b time.Duration) string {
	if b <= time.Minute {
		return clock.Minutes(b) + " minute"
	}
	return clock.Minutes(b) + " minutes"
}

// secondWords is the time a real-time clock adds a move in words:
// "none", "3 seconds".
func secondWords(d time.Duration) string {
	if d == 0 {
		return "None"
	}
	return plural(int(d/time.Second), "second")
}

// plural is n things: "1 day", "3 days".
func plural(n int, thing string) string {
	if n == 1 {
		return "1 " + thing
	}
	return strconv.Itoa(n) + " " + thing + "s"
}

// choose sets the clock's choice to what a control of its form names
// ("clock:days", "clock-base:300"), as a click on the canvas's control
// does, and reports whether the time control changed.
func (c *clockChoice) choose(id string) bool {
	before := c.control()
	name, v, _ := strings.Cut(id, ":")
	at := func(ds []time.Duration) int {
		return slices.IndexFunc(ds, func(d time.Duration) bool { return seconds(d) == v })
	}
	switch name {
	case "clock":
		if i := slices.Index(clockModes[:], v); i >= 0 {
			c.mode.Selected = i
		}
	case "clock-base":
		if i := at(clock.Bases); i >= 0 && c.mode.Selected == realTime {
			c.base.Value = i
		}
	case "clock-increment":
		if i := at(clock.Increments); i >= 0 && c.mode.Selected == realTime {
			c.inc.Value = i
		}
	case "clock-days":
		if i := slices.Index(clock.Days, atoi(v)); i >= 0 && c.mode.Selected == daysAMove {
			c.days.Selected = i
		}
	}
	return c.control() != before
}

// atoi is s as a number, or -1.
func atoi(s string) int {
	n, err := strconv.Atoi(s)
	if err != nil {
		return -1
	}
	return n
}

// settingsID reports whether id names a control of the settings' form.
func settingsID(id string) bool {
	control, _, _ := ui.Valued(id)
	if control == "apply" || control == "all-people" || control == "helps" {
		return true
	}
	prefix, _, _ := strings.Cut(control, ":")
	switch prefix {
	case "set", "seat", "clock", "clock-base", "clock-increment", "clock-days":
		return true
	}
	return false
}

// settingsOffered reports whether the settings' form may be used now: at
// a table that has settings (not online), with no overlay but the
// settings' own open.
func (t *Screen) settingsOffered() bool {
	return t.showsSettings() && (t.overlay.kind == noOverlay || t.overlay.kind == settingsOverlay)
}

// actSettings does a control of the settings' form, as its click on the
// canvas does, and reports whether id was one. A control not on offer
// now (disabled, gone with the seats, the settings not shown) is
// ignored; a number the game does not allow is refused, and said.
func (t *Screen) actSettings(id string) bool {
	if !settingsID(id) {
		return false
	}
	if !t.settingsOffered() {
		return true
	}
	control, value, valued := ui.Valued(id)
	offered := slices.ContainsFunc(t.settingsForm(), func(a ui.Action) bool {
		return a.ID == control && !a.Disabled && valued == (a.Kind == ui.KindNumber)
	})
	if !offered {
		return true
	}
	s := &t.panel.settings
	prefix, rest, _ := strings.Cut(control, ":")
	switch {
	case control == "apply":
		t.applySettings()
	case control == "all-people":
		t.allPeople()
	case control == "helps":
		t.keepHelps(s.players.helps.Selected != 1)
	case prefix == "seat":
		n, who, _ := strings.Cut(rest, ":")
		t.setSeat(atoi(n)-1, who)
	case prefix == "set" && valued:
		if err := setOption(&t.pending, rest, value); err != nil {
			// Shown on the canvas, and said at once, each time: the
			// same refusal twice is still news.
			msg := ui.Sentence(err.Error()) + "."
			t.flash(msg)
			t.speech.note = msg
			t.speech.alerts.Say(msg)
		}
	case prefix == "set":
		name, v, _ := strings.Cut(rest, ":")
		setOption(&t.pending, name, v) // a choice offered is allowed
	default: // the clock's
		if c := s.players.clock; c.choose(control) {
			t.keepClock(c)
		}
	}
	return true
}

// settingsKey is what the settings' form depends on, for the speech's
// key: when it is unchanged, so is the form.
func (t *Screen) settingsKey() string {
	return fmt.Sprint(t.pending.String(), "|", strings.Join(t.computer.seats, " "), "|", t.host.Load(prefs.HelpsKey), "|", t.host.Load(prefs.ClockKey),
		"|", t.changed(), t.goesOnline(), t.showsSettings(), t.overlay.kind)
}
