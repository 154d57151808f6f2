package table

import (
	"parlor/game/ai"
	"parlor/game/record"
	"parlor/scenes/prefs"
	"parlor/scenes/ui"
)

// Valuer is a View that can label the moves of its board with their
// values: the "show values" view. ShowValues(vs) labels the moves in vs (of
// the position last Reset or Shown; best first) until the next call;
// ShowValues(nil) takes the labels away.
type Valuer interface {
	ShowValues(vs []ai.Value)
}

// analysis works out the value of every legal move of the position for
// the person to move, in slices like the computer's thinking, while the
// values are shown.
type analysis struct {
	on      bool
	analyst ai.Analyst
	match   *record.Match
	plies   int
	done    bool
	shown   bool       // the view has labels
	pulled  int        // the tick the values were last read
	kept    ai.Analyst // the analyst, kept with the memory it holds
	keptFor string     // the options it was made for
}

// toggleValues shows or hides the values, and remembers the choice.
func (t *Screen) toggleValues() {
	if t.helpsOff() {
		t.flash("Values are off in this online game.")
		return
	}
	a := &t.analysis
	a.on = !a.on
	on := ""
	if a.on {
		on = "on"
		t.flash("Values: exact where proven, else the chance of winning.")
	}
	t.keep(prefs.ValuesKey, on, "your choice to show values")
	if !a.on {
		t.hideValues()
	}
}

// valuesWanted reports whether values are to be worked out now: shown, a
// person to move on the game as it stands, and a view that can show them.
func (t *Screen) valuesWanted() bool {
	_, ok := t.view.(Valuer)
	return ok && t.analysis.on && t.browsing < 0 && t.personToMove() && !t.match.State().Over()
}

// hideValues takes the labels off the board and forgets the analysis.
func (t *Screen) hideValues() {
	a := &t.analysis
	if v, ok := t.view.(Valuer); ok && a.shown {
		v.ShowValues(nil)
	}
	a.analyst, a.match, a.shown, a.done = nil, nil, false, false
}

// analyse runs once a tick: it starts the analysis of a new position,
// works for a slice once a drawn frame (not while the computer thinks,
// which has the frame), and passes the values found to the view.
func (t *Screen) analyse(ctx *ui.Context) {
	a := &t.analysis
	if !t.valuesWanted() {
		if a.analyst != nil {
			t.hideValues()
		}
		return
	}
	if a.analyst != nil && (a.match != t.match || a.plies != t.match.Plies()) {
		t.hideValues()
	}
	if a.analyst == nil {
		o := t.match.Options()
		if a.kept == nil || a.keptFor != o.String() {
			a.kept, a.keptFor = o.Analyst(), o.String()
		}
		an := a.kept
		if err := an.Start(t.match.State()); err != nil {
			a.on = false
			t.flash("No values here: " + err.Error() + ".")
			return
		}
		a.analyst, a.match, a.plies, a.done, a.pulled = an, t.match, t.match.Plies(), false, t.ticks
	}
	if a.done || ctx.Late || t.Thinking() || t.Reviewing() || t.view.Busy() {
		return
	}
	a.done = a.analyst.Step(Slice)
	if a.done || t.ticks-a.pulled >= valuesEvery {
		a.pulled = t.ticks
		t.view.(Valuer).ShowValues(a.analyst.Values())
		a.shown = true
	}
}

// valuesEvery is how often, in ticks, the values found so far are passed
// to the view while the analysis goes on.
const valuesEvery = 20

// Analysing reports whether values are being worked out.
func (t *Screen) Analysing() bool { return t.analysis.analyst != nil && !t.analysis.done }
