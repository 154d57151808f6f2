package table

import (
	"slices"
	"strconv"
	"strings"
	"time"

	"parlor/game"
	"parlor/game/catalog"
	"parlor/game/record"
	"parlor/scenes/ui"
)

// speech is what the table tells a screen reader: its announcements, and
// the speech made for the table as it last was.
type speech struct {
	ui.Announcer
	alerts   ui.Announcer  // the urgent ones: the connection lost
	match    *record.Match // the match the announcements follow
	epoch    int           // the games shown: a new match is a new one
	turns    int           // the turns of the log announced
	headline string        // the headline last announced
	note     string        // the note last announced
	banner   string        // what was last said of the connection
	made     ui.Speech
	key      speechKey // what made was made from
}

// speechKey is what the table's speech depends on: when none of it has
// changed, neither has the speech.
type speechKey struct {
	match          *record.Match
	plies          int
	stale, actions bool
	canUndo        bool
	clockAt        time.Time // online, when the clocks were last set
	review         string    // the review.s state: its actions depend on it
	browsing       int       // the log entry whose position is on the board, or -1 (browse.go)
	before         bool      // a marked move's position before it is shown
	epoch          int
	overlay        overlayKind
	dialog         string    // the open overlay's state (dialogKey)
	seats          string    // who holds each seat: here WHO PLAYS, online the room (seatKey)
	game           gameKey   // the state of the table's own actions
	values         valuesKey // the values shown
}

// gameKey is the state the table's own actions depend on, beyond the
// match and the room.
type gameKey struct {
	hint, redo, muted bool
}

// key is what the speech depends on now.
func (t *Screen) key() speechKey {
	k := speechKey{match: t.match, plies: t.match.Plies(), stale: t.log.stale, actions: t.live() && !t.view.Busy() && !t.log.stale,
		canUndo: t.match.CanUndo(), review: t.review.Key(), browsing: t.browsing, before: t.before, epoch: t.speech.epoch, overlay: t.overlay.kind, dialog: t.dialogKey(),
		seats: t.seatsText() + "|" + t.seatKey(), values: t.valuesState()}
	k.game = gameKey{hint: t.hintOffered(), redo: t.drv.canRedo(t), muted: t.sounds.player != nil && t.sounds.player.Muted}
	if r := t.room; r != nil {
		k.clockAt = r.Mirror().ClockAt
	}
	return k
}

// dialogKey is the state of the open overlay its dialog depends on: its
// message, the seat asked of, the name typed, the motion, and for the
// settings the settings pending.
func (t *Screen) dialogKey() string { return t.overlay.kind.dialog().key(t) }

// tell announces what the log has shown since it last did: each move as
// the log words it, then whose turn it is; a new game, with who plays
// which seat, moves taken back, and the table's notes too. Moves wait for
// the view to show them, as the log does, so a screen reader never hears
// a roll before it is seen. The connection lost is told at once, urgently.
func (t *Screen) tell() {
	sp := &t.speech
	t.tellConnection()
	if t.log.stale {
		return
	}
	var said []string
	n := len(t.log.turns)
	switch {
	case sp.match != t.match:
		if sp.match != nil {
			said = append(said, "New game of "+t.match.Options().Heading()+".")
			sp.epoch++
		}
		if w := t.seatWords(); w != "" {
			said = append(said, w)
		}
		sp.match = t.match
	case n > sp.turns:
		for _, turn := range t.log.turns[sp.turns:] {
			said = append(said, ui.Stop(ui.Sentence(turn.Words)))
		}
	case n < sp.turns:
		said = append(said, "Taken back to move "+strconv.Itoa(n+1)+".")
	}
	sp.turns = n
	if h, _ := t.headline(); h != sp.headline || len(said) > 0 {
		// Once over, the last move's words often say it already ("North
		// wins 17–7"): not twice.
		if !t.match.State().Over() || !strings.Contains(strings.Join(said, " "), h) {
			said = append(said, ui.Stop(h))
		}
		sp.headline = h
	}
	if t.note.text != sp.note {
		sp.note = t.note.text
		said = append(said, t.note.text)
	}
	sp.Say(strings.TrimSpace(strings.Join(said, " ")))
}

// tellConnection says what goes wrong with the connection online
// (urgently: "Reconnecting to the game server…"), and that it is back.
func (t *Screen) tellConnection() {
	sp := &t.speech
	b := t.banner()
	switch {
	case b == sp.banner:
		return
	case b != "":
		sp.alerts.Say(b)
	case t.room != nil:
		sp.Say("Connected again.")
	}
	sp.banner = b
}

// Speech tells a screen reader the game: who plays which seat, the
// position in words, the latest announcements, the moves when a person
// here is to move, the table's own actions, the values when shown, and
// the overlay open as a dialog.
func (t *Screen) Speech() *ui.Speech {
	sp := &t.speech
	k := t.key()
	sp.Fill(&sp.made)
	sp.alerts.FillAlerts(&sp.made)
	if k == sp.key && sp.made.Title != "" {
		return &sp.made
	}
	sp.key = k
	o := t.match.Options()
	s := t.match.State()
	sp.made.Title = o.Heading()
	sp.made.Picture = o.Game().Title + " board; the position and your moves are told below it"
	if !t.log.stale { // the position as the board shows it: a move is told once shown
		var seats []string
		if w := t.seatWords(); w != "" {
			seats = []string{w}
		}
		var review []string
		if t.browsing >= 0 {
			review = []string{ui.Stop(t.browseWords())}
		}
		sp.made.Position = slices.Concat(seats, review, o.Game().Tell(t.shown()), t.clockPosition(), t.review.Position())
	}
	sp.made.Epoch = sp.epoch
	sp.made.ActionsTitle = "At the table" // with no moves to make: the clocks, the table's own actions
	sp.made.Actions, sp.made.Focus = nil, ""
	if k.actions {
		sp.made.Actions = moveActions(o.Game(), s, o.Seats())
	}
	if len(sp.made.Actions) > 0 {
		sp.made.ActionsTitle = "Your moves"
	}
	if len(sp.made.Actions) > 0 { // after a move, to the first of the next turn's: never Undo
		sp.made.Focus = sp.made.Actions[0].ID
	}
	sp.made.Lists = append(t.valuesList(sp.made.Actions), t.review.List()...)
	if len(t.clockPosition()) > 0 {
		sp.made.Actions = append(sp.made.Actions, ui.Action{ID: "clocks", Label: "Time left (C)"})
	}
	if t.offersUndo() {
		sp.made.Actions = append(sp.made.Actions, ui.Action{ID: "undo", Label: "Undo"})
	}
	sp.made.Actions = append(sp.made.Actions, t.review.Actions()...)
	sp.made.Actions = append(sp.made.Actions, t.gameActions()...)
	sp.made.Dialog = t.dialog()
	return &sp.made
}

// moveActions lists the legal moves of s as buttons, each labelled by the
// game's Label, else with the words the log will use for it, less the
// mover's name: "Sows S3, captures 5".
func moveActions(g *catalog.Game, s game.State, seats []string) []ui.Action {
	who := ""
	if p := s.Turn(); p >= 0 && int(p) < len(seats) {
		who = seats[p] + " "
	}
	var as []ui.Action
	for _, m := range s.Legal() {
		if g.Label != nil {
			as = append(as, ui.Action{ID: "move:" + s.MoveString(m), Label: ui.Sentence(g.Label(s, m))})
			continue
		}
		after := s.Clone()
		if after.Play(m) != nil {
			continue
		}
		as = append(as, ui.Action{ID: "move:" + s.MoveString(m), Label: ui.Sentence(strings.TrimPrefix(g.Describe(s, m, after), who))})
	}
	return as
}

// Act plays the move or does the action a screen reader's button names,
// through the same path as a click: a move through the match, when a
// person here may move now. While an overlay is open, only its dialog's
// controls are on offer, as only the overlay takes clicks.
func (t *Screen) Act(ctx *ui.Context, id string) {
	if t.overlay.kind != noOverlay {
		t.actDialog(ctx, id)
		return
	}
	switch id {
	case "undo":
		if t.offersUndo() { // as the document offers it
			t.undo()
		}
		return
	case "clocks":
		t.sayClocks()
		return
	case "review", "review:cancel", "review:close", "review:back":
		t.review.Act(id)
		return
	}
	if t.actGame(ctx, id) {
		return
	}
	if strings.HasPrefix(id, "review:move:") {
		t.review.Act(id)
		return
	}
	text, ok := strings.CutPrefix(id, "move:")
	if !ok || !t.live() || t.view.Busy() {
		return
	}
	s := t.match.State()
	mv, err := s.ParseMove(text)
	if err != nil {
		t.flash(ui.Sentence(err.Error()))
		return
	}
	t.cancel()
	t.play(mv)
}
