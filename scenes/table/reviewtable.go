package table

import (
	"parlor/game/record"
	"parlor/scenes/ui"
)

// The table's Review button (issue 38) analyses every position of the game
// and marks the moves that threw value away: the review of the game, the
// one thing "review" means here, in scenes/table/gamereview. The table
// holds one (t.review) and is its gamereview.Table through reviewTable.
// Browsing an earlier position from the log (t.browsing, browse.go) is
// apart; the review uses it to show a marked move's best.

// reviewTable is the table as its review sees it.
type reviewTable struct{ t *Screen }

// Match is the match at the table.
func (r reviewTable) Match() *record.Match { return r.t.match }

// Log is the log's entries and its count of refreshes.
func (r reviewTable) Log() ([]record.Turn, int) { return r.t.log.turns, r.t.log.gen }

// Offered reports whether the game may be reviewed now: online, while
// the game goes on with hints and values off, it may not.
func (r reviewTable) Offered() bool {
	t := r.t
	return len(t.log.turns) > 0 && !(t.helpsOff() && !t.over())
}

// Over reports whether the game is over.
func (r reviewTable) Over() bool { return r.t.over() }

// Browsing is the log entry browsed, or -1.
func (r reviewTable) Browsing() int { return r.t.browsing }

// Browse shows log entry i, scrolled into view, and says its review.
func (r reviewTable) Browse(i int) { r.t.browseTo(i) }

// EndBrowse returns to the game as it stands.
func (r reviewTable) EndBrowse() { r.t.endBrowse() }

// Flash shows note for a while.
func (r reviewTable) Flash(note string) { r.t.flash(note) }

// Note shows note for a while, and has a screen reader told said in its
// place.
func (r reviewTable) Note(note, said string) {
	t := r.t
	t.flash(note)
	t.speech.note = t.note.text // said below, with the rest
	t.speech.Say(said)
}

// Say tells a screen reader said.
func (r reviewTable) Say(said string) { r.t.speech.Say(said) }

// Load is the value the host keeps under key.
func (r reviewTable) Load(key string) string { return r.t.host.Load(key) }

// Keep stores value under key, saying what was lost if it cannot.
func (r reviewTable) Keep(key, value, what string) { r.t.keep(key, value, what) }

// Reviewing reports whether a review of the game is under way.
func (t *Screen) Reviewing() bool { return t.review.Running() }

// layoutLog lays out the log in rest: its title's row as the review has
// it (Review; the progress and Cancel; Close), and above the log, while a
// review is shown, the players' accuracy, the line on luck and the graph.
func (t *Screen) layoutLog(th *ui.Theme, rest ui.Rect) {
	title, rest := t.review.Layout(th, rest, t.lay.wide)
	l := &t.log
	l.heading, l.progress, l.action, l.marks = title.Heading, title.Progress, title.Action, t.review.Entries()
	l.layout(th, rest)
}
