package table

import (
	"parlor/game"
	"parlor/game/catalog"
	"parlor/game/online"
	"parlor/game/record"
	"parlor/scenes/prefs"
	"parlor/scenes/ui"
)

// driver is how the table plays its game: here, on this device (here),
// or at a room on a game server (*Remote). The table holds one, chosen
// when it is made and again when it goes online (Join) or leaves its room
// (leave); everything that plays, takes back, seats or ends a game asks
// it, never which one it has.
type driver interface {
	// receive takes what came for the game since the last tick.
	receive(t *Screen)
	// play plays mv, a person's or the computer's, and shows what it did.
	play(t *Screen, mv game.Move)
	// undo takes moves back, or asks the others to.
	undo(t *Screen)
	// canRedo reports whether redo replays anything; redo does.
	canRedo(t *Screen) bool
	redo(t *Screen)
	// rematch plays the next game in the same seats when the end of this
	// one offers it (New game is then Rematch), and reports whether it
	// did.
	rematch(t *Screen) bool
	// underWay reports whether going elsewhere leaves a game under way.
	underWay(t *Screen) bool
	// save keeps the game on show: here, for Continue; online, the
	// record shown (the server keeps the game).
	save(t *Screen)
	// people reports which seats people play; level the computer's level
	// at seat p (ok false for a person's seat, or the server's computer);
	// personToMove whether the person at this screen may move now.
	people(t *Screen) []bool
	level(t *Screen, p game.Player) (l catalog.Level, ok bool)
	personToMove(t *Screen) bool
	// ended says how the players ended the game, if they did: the seat
	// that resigned (-1 for none) and whether they agreed to a draw.
	ended() (resigned int, drawn bool)
	// endHeadline is the headline of a game over, when the driver words
	// it; turnHeadline says whose turn it is (p to move).
	endHeadline(t *Screen) (string, bool)
	turnHeadline(t *Screen, p game.Player) string
	// status is the driver's line under the headline ("" for none): the
	// connection, a move on its way, an undo asked.
	status(t *Screen) string
	// banner is what is wrong with the connection while it is, for the
	// banner across the board ("" for nothing).
	banner(t *Screen) string
	// labels sets the bar's labels for the game on show.
	labels(t *Screen, b *bar)
	// share opens the bar's Share (here) or Invite (online).
	share(t *Screen)
	// holds reports whether link opens the game on show.
	holds(t *Screen, link string) bool
	// words are what the table says that depends on where the game is
	// played.
	words() words
	// settings reports whether the panel offers the next game's settings
	// (here), rather than who sits at the room (online: layoutSide).
	settings() bool
	// layoutSide lays the panel out in rest, when the driver has its own
	// (who sits at the room), and reports whether it did.
	layoutSide(t *Screen, th *ui.Theme, rest ui.Rect) bool
	// helpsOff reports whether hints and values are off for the players.
	helpsOff() bool
	// offersUndo reports whether the reader's actions offer Undo.
	offersUndo(t *Screen) bool
	// goesOnline reports whether New game takes the next game online: a
	// seat of it is to be invited.
	goesOnline(t *Screen) bool
	// probe adds the driver's state to the table's probe.
	probe(st map[string]any)
	// close lets go of the game's connection, if it has one.
	close()
}

// words are the table's words that depend on where the game is played.
type words struct {
	// confirmTitle, confirmYes and confirmMessage ask before New game
	// throws a game under way away, or leaves a room.
	confirmTitle, confirmYes, confirmMessage string
	// leaveForLink says what becomes of the game left for a link.
	leaveForLink string
}

// here is the driver of a game played on this device: the match is the
// table's own, moves are played on it at once, and undo and redo follow
// the undo policy.
type here struct{}

func (here) receive(*Screen) {}

func (here) play(t *Screen, mv game.Move) {
	before, n := t.match.State(), t.match.Plies()
	if err := t.match.Play(mv); err != nil {
		if t.computerToMove() {
			// Said once, not tried every frame: a move the match refuses
			// (the dice of a game online, whose seed is secret) stays
			// refused until the position changes.
			t.stopThinking()
			t.computer.cannotThinkAt = n
		}
		t.flash(ui.Sentence(err.Error()))
		return
	}
	t.cue(t.show(before, n))
}

func (here) undo(t *Screen) {
	if err := t.match.UndoTurn(t.people()); err != nil {
		t.flash(ui.Sentence(err.Error()))
		return
	}
	t.note = note{}
	t.stopThinking()
	t.clearHint()
	t.view.Reset(t.match.State())
	t.log.refresh(t.match)
	t.log.follow = true
	t.save()
}

func (here) canRedo(t *Screen) bool { return t.match.CanRedo() }

func (here) redo(t *Screen) {
	last, err := t.match.RedoTurn(t.people())
	if err != nil {
		t.flash(ui.Sentence(err.Error()))
		return
	}
	t.show(t.match.At(last), last)
}

func (here) rematch(*Screen) bool { return false }

func (here) underWay(t *Screen) bool { return t.match.CanUndo() && !t.match.State().Over() }

func (here) save(t *Screen) {
	id := t.match.Options().Game().ID
	t.saved = saved{record: t.match.Text()}
	if t.keep(prefs.RecordKey(id), t.saved.record, "your game") {
		t.keep(prefs.LastKey, id, "your game")
	}
}

func (here) people(t *Screen) []bool {
	people := make([]bool, len(t.match.Options().Seats()))
	for i := range people {
		people[i] = i < len(t.computer.seats) && isPerson(t.computer.seats[i])
	}
	return people
}

func (here) level(t *Screen, p game.Player) (catalog.Level, bool) {
	if p < 0 || int(p) >= len(t.computer.seats) || isPerson(t.computer.seats[p]) {
		return catalog.Level{}, false
	}
	return t.match.Options().Level(t.computer.seats[p])
}

func (here) personToMove(t *Screen) bool {
	s := t.match.State()
	p := s.Turn()
	return !t.over() && p >= 0 && int(p) < len(t.computer.seats) && isPerson(t.computer.seats[p])
}

func (here) ended() (int, bool) { return -1, false }

func (here) endHeadline(t *Screen) (string, bool) {
	w := t.endedWords()
	return w, w != ""
}

func (h here) turnHeadline(t *Screen, p game.Player) string {
	seats := t.match.Options().Seats()
	if _, ok := h.level(t, p); ok {
		return seats[p] + " is thinking…"
	}
	return seats[p] + " to play"
}

func (here) status(*Screen) string { return "" }

func (here) banner(*Screen) string { return "" }

func (here) labels(t *Screen, b *bar) {
	b.undo.Label, b.share.Label, b.restart.Label = "Undo", "Share", "New game"
	if t.match.State().Over() {
		b.restart.Label = "Play again"
	}
}

func (here) share(t *Screen) { t.openShare() }

func (here) holds(t *Screen, link string) bool {
	m, err := record.ParseLink(catalog.Catalog{t.match.Options().Game()}, link) // another game's link is not this game
	return err == nil && m.Text() == t.match.Text()
}

func (here) words() words {
	return words{
		confirmTitle:   "Start a new game?",
		confirmYes:     "Start a new game",
		confirmMessage: "The game in progress ends here, and undo cannot bring it back.",
		leaveForLink:   "This game stays as it is: Continue, on the menu, brings it back (until you play on in the link's game).",
	}
}

func (here) settings() bool { return true }

func (here) layoutSide(*Screen, *ui.Theme, ui.Rect) bool { return false }

func (here) helpsOff() bool { return false }

func (here) offersUndo(t *Screen) bool { return t.match.CanUndo() }

func (here) goesOnline(t *Screen) bool { return t.inviting() }

func (here) probe(map[string]any) {}

func (here) close() {}

// over reports whether the game at the table has ended: by its rules,
// online by a resignation or a draw agreed, or as its record was opened
// (Config.Ended).
func (t *Screen) over() bool {
	resigned, drawn := t.drv.ended()
	return t.match.State().Over() || resigned >= 0 || drawn || t.endedWords() != ""
}

// endedWords are Config.Ended while the game it was given for is on show
// as it ended (no move taken back, no new game), and the table is not
// online; else "".
func (t *Screen) endedWords() string {
	if t.online() != nil || t.match.State().Over() || t.match.Plies() != t.endedAt {
		return ""
	}
	return t.ended
}

// helpsOff reports whether hints and values are off: online, unless the
// room has them on.
func (t *Screen) helpsOff() bool { return t.drv.helpsOff() }

// online is the table's room, for the screens only a room has and only
// a room opens — who sits where, the questions of a take back, a draw, a
// seat for the computer — and the invite's links (before the room exists
// the invite says that it is being made, or why it could not be); nil for
// a game here. It is the one place the table looks at which driver it has.
func (t *Screen) online() *Remote {
	r, _ := t.drv.(*Remote)
	return r
}

// rated reports whether the game on show is a rated game online: no
// take-backs, no hints or values, the computer at no seat.
func (t *Screen) rated() bool {
	r := t.online()
	return r != nil && r.tab.Rated
}

// claims reports whether giving an away seat to the computer ends the
// game instead, as the seat's resignation (online.HandResigns).
func (t *Screen) claims() bool {
	r := t.online()
	return r != nil && online.HandResigns(r.tab.Rated, len(r.tab.Players))
}

// takeBackOffered reports whether Undo (online, Take back) is on offer: a
// move to take back, in no rated game, and online only while the game
// is under way.
func (t *Screen) takeBackOffered() bool {
	return t.match.CanUndo() && !t.rated() && (t.online() == nil || !t.over())
}
