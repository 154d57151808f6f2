package table

import (
	"errors"

	"parlor/game"
	"parlor/game/catalog"
	"parlor/game/online"
	"parlor/game/online/client"
	"parlor/game/online/protocol"
	"parlor/scenes/perf"
	"parlor/scenes/table/room"
	"parlor/scenes/ui"
)

// remote is the table's driver online, at its room (t.room): every move
// goes through the room's server, the server's computer plays its seats,
// and moves taken back stay taken back.
type remote struct{ room *room.Room }

// errClosed says the connection was closed for good.
var errClosed = errors.New("the connection to the game server is closed")

// receive plays what the server sent since the last tick.
func (d remote) receive(t *Screen) {
	s := d.room.Session()
	for range 64 {
		select {
		case m, ok := <-s.Incoming():
			if !ok {
				s.Take(client.Message{Down: errClosed})
				return
			}
			t.take(d.room, m)
		default:
			return
		}
	}
}

// take plays one message of the server on the table. A move shown ahead
// is taken back first; when the server's event is that move, the board
// does not change; when it is not, or the server refused the move, the
// board goes back to the room's game and says why.
func (t *Screen) take(r *room.Room, m client.Message) {
	s := r.Session()
	n := s.AheadFrom()
	shown := t.match.At(n) // the board before any move shown ahead
	u := s.Take(m)
	t.match = s.Match()
	_, welcome := u.Payload.(protocol.Welcome)
	_, ack := u.Payload.(protocol.Ack)
	_, refusal := u.Payload.(protocol.Error)
	switch {
	case u.Down:
		perf.Mark("online:down")
	case welcome:
		perf.Mark("online:live")
	}
	switch {
	case u.Down || ack:
		return
	case u.Broken != nil && refusal: // the seat refused after a reconnect
		t.flash(ui.Sentence(u.Broken.Error()) + ".")
		return
	case u.Broken != nil:
		t.view.Reset(t.match.State())
		t.log.refresh(t.match)
		t.flash("This game is out of step with the server (" + u.Broken.Error() + "): open it again from the menu.")
		return
	case u.Restarted: // a rematch, or a server that lost its place
		t.Join(r)
		if u.Rematch {
			t.flash("The rematch: same seats, new dice and tiles.")
		}
		return
	case u.Kept:
		return
	}
	switch u.Payload.(type) {
	case protocol.Welcome, protocol.Event, protocol.Error:
		t.took(r, u, shown, n)
	default:
		t.takeNews(r, u)
	}
}

// took shows what the room's events did on the board.
func (t *Screen) took(r *room.Room, u client.Update, shown game.State, n int) {
	was := u.Ahead >= 0
	undone := false
	for _, e := range u.Played {
		undone = undone || e.Kind == online.KindUndo
	}
	switch {
	case undone || (was && !u.Confirmed):
		t.showTakenBack()
	case u.Confirmed && t.match.Plies() == n+1:
		t.log.stale = true
	case u.Confirmed:
		t.cue(t.show(t.match.At(n+1), n+1))
	case t.match.Plies() > n:
		t.cue(t.show(shown, n))
	case len(u.Played) > 0: // a resignation or a draw: nothing moves on the board
		t.log.stale = true
		t.note = note{} // a note of the game under way ("You offered a draw…") is over too
		t.stopThinking()
		t.clearHint()
	}
	if u.Refused != nil {
		if !was {
			t.view.Reset(t.match.State())
		}
		t.flash(ui.Sentence(u.Refused.Message) + ".")
	}
	t.closeStaleQuestion(r)
}

// closeStaleQuestion closes the question of an undo or a draw once no one
// is asking any more (a move dropped the request, or it was settled).
func (t *Screen) closeStaleQuestion(r *room.Room) {
	if t.overlay.kind == askOverlay && r.Mirror().Asking < 0 {
		t.overlay.kind = noOverlay
	}
}

// takeNews shows a message that is not the game's (the room's News):
// who sits where, an undo asked or refused, the end, the next game.
func (t *Screen) takeNews(r *room.Room, u client.Update) {
	say, ask := r.News(u)
	if ask {
		t.overlay.open(askOverlay)
	}
	if _, ok := u.Payload.(protocol.UndoRefused); ok {
		t.closeStaleQuestion(r)
	}
	t.say(say)
}

// play plays a move of this seat on the server: the engine checks it
// first; a move that sets off no chance shows at once, ahead of the
// server, and one that does waits for the server's dice or tiles.
func (d remote) play(t *Screen, mv game.Move) {
	before, n := t.match.State(), t.match.Plies()
	shown, _, err := d.room.Session().Play(mv)
	if err != nil {
		t.flash(ui.Sentence(err.Error()))
		return
	}
	if !shown {
		t.view.Reset(before)
		return
	}
	t.cue(t.show(before, n))
}

// undo asks the others to take this seat's last move back.
func (remote) undo(t *Screen) { t.askUndo() }

// canRedo: online, moves taken back stay taken back.
func (remote) canRedo(*Screen) bool { return false }

func (remote) redo(*Screen) {}

// people are the seats people play, as the room says.
func (d remote) people(*Screen) []bool { return d.room.Mirror().People() }

// level: the server plays its computer's seats.
func (remote) level(*Screen, game.Player) (catalog.Level, bool) { return catalog.Level{}, false }

// personToMove reports whether this seat may move: its turn, nothing on
// its way to the server, the game in step.
func (d remote) personToMove(*Screen) bool { return d.room.MayMove() }
