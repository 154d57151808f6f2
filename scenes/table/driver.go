package table

import (
	"parlor/game"
	"parlor/game/catalog"
	"parlor/scenes/ui"
)

// driver is how the table plays its game: here, on this device (here),
// or at a room on a game server (remote). The table holds one, chosen
// when it is made and again when it goes online (Join) or leaves its room
// (leave); what plays, takes back and seats a game asks it. What else
// differs online — the room's words, its screens — the table asks its
// room (t.room, nil for a game here).
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
	// people reports which seats people play; level the computer's level
	// at seat p (ok false for a person's seat, or the server's computer);
	// personToMove whether the person at this screen may move now.
	people(t *Screen) []bool
	level(t *Screen, p game.Player) (l catalog.Level, ok bool)
	personToMove(t *Screen) bool
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
	t.showTakenBack()
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

// showTakenBack shows the match as it stands once moves were taken back
// (an undo here or in the room, or a move shown ahead that the room did
// not confirm): the computer stops thinking, the hint goes, the view and
// the log start again from the match, the log following its end, and the
// game is saved. show is its counterpart for moves played.
func (t *Screen) showTakenBack() {
	t.stopThinking()
	t.clearHint()
	t.view.Reset(t.match.State())
	t.log.refresh(t.match)
	t.log.follow = true
	t.save()
}
