package ui

// Speech is what a screen reader is told of a scene: on the page it is kept
// in step in a small document beside the canvas (a heading, the position in
// words, a list of buttons and a polite live region); the desktop draws
// only.
type Speech struct {
	// Title is the scene's heading: "Kalah (6, 4)".
	Title string
	// Picture labels the canvas, the scene's picture: "Kalah board".
	Picture string
	// Position says what is on show in words, a sentence a line.
	Position []string
	// Said holds the scene's latest announcements, oldest first; Told counts
	// every announcement the scene has made, so a reader that keeps count
	// knows which of Said are new.
	Said []string
	Told int
	// Alerts hold the scene's latest urgent announcements (a refusal, an
	// error), which a reader tells at once, cutting in; AlertsTold counts
	// them all, as Told counts Said.
	Alerts     []string
	AlertsTold int
	// ActionsTitle heads the list of actions: "Your moves".
	ActionsTitle string
	// Actions are what may be done now, each a button.
	Actions []Action
}

// Action is one button of a scene's speech.
type Action struct {
	// ID names the action to the scene's Act: a move in the game's
	// notation, "undo", a game's id.
	ID string
	// Label is the button's words: "Sow S3, capture 5".
	Label string
	// Group, when set, starts a list of its own at this action, under
	// this heading: "Open tables", "Game".
	Group string
	// Option says the action is one of a set of options, one chosen (a
	// filter, a game's setting): the reader shows it as a button pressed
	// or not, Pressed saying which.
	Option, Pressed bool
	// Disabled actions are shown, and cannot be pressed now (Act ignores
	// them).
	Disabled bool
}

// Speaker is a scene that tells a screen reader what it shows, and takes
// the actions it offers.
type Speaker interface {
	// Speech is the scene's speech as of the last Update; it is asked for
	// every tick, so it must be cheap.
	Speech() *Speech
	// Act does the action named id, exactly as its click would, and
	// ignores an id that is not on offer now.
	Act(ctx *Context, id string)
}

// Announcer keeps a scene's announcements: the latest few, and the count
// of all.
type Announcer struct {
	said []string
	told int
}

// keepSaid is how many announcements an Announcer keeps.
const keepSaid = 20

// Say announces s (nothing for "").
func (a *Announcer) Say(s string) {
	if s == "" {
		return
	}
	a.said = append(a.said, s)
	if len(a.said) > keepSaid {
		a.said = a.said[len(a.said)-keepSaid:]
	}
	a.told++
}

// Fill sets sp's Said and Told.
func (a *Announcer) Fill(sp *Speech) { sp.Said, sp.Told = a.said, a.told }

// FillAlerts sets sp's Alerts and AlertsTold: a's announcements are
// urgent.
func (a *Announcer) FillAlerts(sp *Speech) { sp.Alerts, sp.AlertsTold = a.said, a.told }

// News returns the announcements of sp that a reader which has shown shown
// of them has not shown yet.
func News(sp *Speech, shown int) []string { return news(sp.Said, sp.Told, shown) }

// AlertNews returns the alerts of sp that a reader which has shown shown
// of them has not shown yet.
func AlertNews(sp *Speech, shown int) []string { return news(sp.Alerts, sp.AlertsTold, shown) }

// news are the last of said, of told all told, after the first shown.
func news(said []string, told, shown int) []string {
	n := min(told-shown, len(said))
	if n <= 0 {
		return nil
	}
	return said[len(said)-n:]
}
