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
	match    *record.Match // the match the announcements follow
	turns    int           // the turns of the log announced
	headline string        // the headline last announced
	note     string        // the note last announced
	question string        // the question last announced (a link's)
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
	asking         bool      // the question of a link is open
	clockAt        time.Time // online, when the clocks were last set
	critique       string    // the review's state: its actions depend on it
}

// tell announces what the log has shown since it last did: each move as
// the log words it, then whose turn it is; a new game, moves taken back,
// and the table's notes too. Moves wait for the view to show them, as the
// log does, so a screen reader never hears a roll before it is seen.
func (t *Table) tell() {
	sp := &t.speech
	if t.log.stale {
		return
	}
	var said []string
	n := len(t.log.turns)
	switch {
	case sp.match != t.match:
		if sp.match != nil {
			said = append(said, "New game of "+t.match.Options().Heading()+".")
		}
		sp.match = t.match
	case n > sp.turns:
		for _, turn := range t.log.turns[sp.turns:] {
			said = append(said, stop(ui.Sentence(turn.Words)))
		}
	case n < sp.turns:
		said = append(said, "Taken back to move "+strconv.Itoa(n+1)+".")
	}
	sp.turns = n
	if h, _ := t.headline(); h != sp.headline || len(said) > 0 {
		// Once over, the last move's words often say it already ("North
		// wins 17–7"): not twice.
		if !t.match.State().Over() || !strings.Contains(strings.Join(said, " "), h) {
			said = append(said, stop(h))
		}
		sp.headline = h
	}
	if t.note.text != sp.note {
		sp.note = t.note.text
		said = append(said, t.note.text)
	}
	if q := t.question(); q != sp.question {
		sp.question = q
		said = append(said, q)
	}
	sp.Say(strings.TrimSpace(strings.Join(said, " ")))
}

// question is the question open that a screen reader is told, with its
// words: a link's, asked before leaving a game under way, or the name
// asked before a game online starts; or "".
func (t *Table) question() string {
	switch t.overlay.kind {
	case linkOverlay:
		return t.overlayTitle() + " " + t.linkWords()
	case nameOverlay:
		return "Your name? " + nameWords + " Type it, then press Enter."
	}
	return ""
}

// stop ends a sentence with a full stop, unless it has its own.
func stop(s string) string {
	if s == "" || strings.HasSuffix(s, ".") || strings.HasSuffix(s, "…") || strings.HasSuffix(s, "!") || strings.HasSuffix(s, "?") {
		return s
	}
	return s + "."
}

// Speech tells a screen reader the game, the position in words, the
// latest announcements and, when a person here is to move, the moves.
func (t *Table) Speech() *ui.Speech {
	sp := &t.speech
	act := t.live() && !t.view.Busy() && !t.log.stale
	k := speechKey{match: t.match, plies: t.match.Plies(), stale: t.log.stale, actions: act, canUndo: t.match.CanUndo(), asking: t.overlay.kind == linkOverlay,
		critique: t.critiqueKey()}
	if r := t.online(); r != nil {
		k.clockAt = r.tab.ClockAt
	}
	sp.Fill(&sp.made)
	if k == sp.key && sp.made.Title != "" {
		return &sp.made
	}
	sp.key = k
	o := t.match.Options()
	s := t.match.State()
	sp.made.Title = o.Heading()
	sp.made.Picture = o.Game().Title + " board; the position and your moves are told below it"
	if !t.log.stale { // the position as the board shows it: a move is told once shown
		sp.made.Position = slices.Concat(o.Game().Tell(s), t.clockPosition(), t.critiquePosition())
	}
	sp.made.ActionsTitle = "Your moves"
	sp.made.Actions = nil
	if k.asking {
		sp.made.ActionsTitle = t.overlayTitle()
		sp.made.Actions = []ui.Action{{ID: "link:open", Label: "Open the link"}, {ID: "link:stay", Label: "Stay here"}}
		return &sp.made
	}
	if act {
		sp.made.Actions = moveActions(o.Game(), s, o.Seats())
	}
	if len(t.clockPosition()) > 0 {
		sp.made.Actions = append(sp.made.Actions, ui.Action{ID: "clocks", Label: "Time left (C)"})
	}
	if t.drv.offersUndo(t) {
		sp.made.Actions = append(sp.made.Actions, ui.Action{ID: "undo", Label: "Undo"})
	}
	sp.made.Actions = append(sp.made.Actions, t.critiqueActions()...)
	sp.made.Actions = append(sp.made.Actions, ui.Action{ID: "menu", Label: "Back to the games"})
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
// person here may move now.
func (t *Table) Act(ctx *ui.Context, id string) {
	switch id {
	case "undo":
		t.undo()
		return
	case "clocks":
		t.sayClocks()
		return
	case "menu":
		t.leave()
		ctx.Go(t.home())
		return
	case "review", "review:cancel", "review:close", "review:back":
		t.actCritique(id)
		return
	case "link:open", "link:stay":
		if t.overlay.kind == linkOverlay {
			t.answerLink(id == "link:open")
		}
		return
	}
	if n, ok := strings.CutPrefix(id, "review:move:"); ok {
		if i, err := strconv.Atoi(n); err == nil && t.critiqueShown() {
			t.chooseMove(i - 1)
		}
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
