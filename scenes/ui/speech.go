package ui

import "strings"

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
	// Actions are what may be done now, each a button or a form's
	// control.
	Actions []Action
	// Focus is the action the keyboard goes to when the one it was on is
	// gone (a move played): the first move of the player's next turn. ""
	// sends it to the heading.
	Focus string
	// Lists are lists to read under headings of their own, after the
	// position: the moves' values, when they are on.
	Lists []List
	// Dialog is the dialog open over the scene (an overlay: the rules,
	// the settings, a question), or nil. While one is open the reader
	// shows it alone, and the keyboard is in it.
	Dialog *Dialog
	// Epoch counts the games the scene has shown: when it changes, what
	// was said of the last one is cleared.
	Epoch int
}

// List is a list to read, under its heading.
type List struct {
	Title string
	Items []string
}

// Dialog is an overlay as a screen reader has it: a dialog with its
// title, its text, a message and its controls. Opened, it is said and
// takes the keyboard; closed, the keyboard goes back where it was.
type Dialog struct {
	// Title names the dialog: "Settings", "Take a move back?".
	Title string
	// Alert marks a question that waits for an answer (take a move back,
	// a draw, resign): an alert dialog, its text read with its title.
	Alert bool
	// Text is the dialog's text, a block each: paragraphs, and headings
	// of the rules.
	Text []Block
	// Message is what the dialog has to say now (a link copied, why the
	// settings cannot start a game), said as it changes; Error says it
	// urgently.
	Message string
	Error   bool
	// Actions are the dialog's controls and buttons, in reading order.
	Actions []Action
	// Cancel is the action Esc does (closing it): "close".
	Cancel string
}

// Block is one block of a dialog's text: a paragraph, or a heading at
// Level (2 or 3).
type Block struct {
	Level int
	Text  string
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
	// Kind is the control the action is: a button unless set.
	Kind Kind
	// Value is a KindNumber's or a KindText's value, or the text a
	// KindCopy copies
	// (shown before its button).
	Value string
	// Min and Max bound a KindNumber.
	Min, Max int
	// Submit is the action Enter in a KindText does once its text is
	// set: the form's button ("play"). "" for none.
	Submit string
}

// Kind is the kind of control an Action is.
type Kind int

// The kinds of control. A control that changes a value names it to Act
// as ID=value.
const (
	// KindButton is pressed: Act(ID).
	KindButton Kind = iota
	// KindRadio is one of a set, Pressed saying whether it is the one chosen;
	// the radios in a row form the set, its legend the first one's Group.
	// Choosing it is Act(ID).
	KindRadio
	// KindCheck is a checkbox, Pressed saying whether it is ticked; a click
	// is Act(ID).
	KindCheck
	// KindNumber is a spin button from Min to Max: a change is
	// Act(ID+"="+value).
	KindNumber
	// KindText is a field of text, labelled Label: leaving it, or Enter,
	// is Act(ID+"="+text); Enter then does Act(Submit), when set.
	KindText
	// KindCopy shows Value as text, and a button labelled Label that copies
	// it: Act(ID).
	KindCopy
)

// Valued splits the id of a change of value, "players=3", into the
// control's ID and the value.
func Valued(id string) (control, value string, ok bool) {
	return strings.Cut(id, "=")
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
