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

// News returns the announcements of sp that a reader which has shown shown
// of them has not shown yet.
func News(sp *Speech, shown int) []string {
	n := min(sp.Told-shown, len(sp.Said))
	if n <= 0 {
		return nil
	}
	return sp.Said[len(sp.Said)-n:]
}
