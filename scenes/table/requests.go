package table

import (
	"parlor/game/online"
	"parlor/game/online/client"
	"parlor/scenes/ui"
)

// The requests a seat sends besides its moves: take back, answer, offer
// a draw, resign, rematch.

// free reports whether this seat may send a request now, and says why
// not: a move is on its way to the server.
func (t *Screen) free() bool {
	if t.room.Session().Busy() {
		t.flash("Wait a moment: your last move is on its way to the server.")
		return false
	}
	return true
}

// request sends a request by send (one of the session's typed calls:
// Resign, OfferDraw…) at the room's last event, pending until the server
// answers; cannot says in the player's words what fails while the
// connection is down ("you cannot resign").
func (t *Screen) request(send func(*client.Session) error, cannot string) bool {
	if err := send(t.room.Session()); err != nil {
		t.flash(ui.Sentence(cannot) + " while the connection is down.")
		return false
	}
	return true
}

// offerDraw offers the others a draw.
func (t *Screen) offerDraw() {
	if !t.free() || t.room.Mirror().Asking >= 0 {
		return
	}
	if t.request((*client.Session).OfferDraw, "a draw cannot be offered") {
		t.flash("You offered a draw: waiting for the others.")
	}
}

// resign gives the game up for this seat.
func (t *Screen) resign() {
	t.overlay.kind = noOverlay
	if t.free() {
		t.request((*client.Session).Resign, "you cannot resign")
	}
}

// askRematch asks the server for the next game, in the same seats.
func (t *Screen) askRematch() {
	if t.free() {
		t.request((*client.Session).Rematch, "the rematch cannot be asked for")
	}
}

// askUndo asks the others to take this seat's last move back.
func (t *Screen) askUndo() {
	r := t.room
	switch {
	case r.Mirror().Seat < 0:
		t.flash("You are watching: only the players take moves back.")
		return
	case r.Mirror().Rated:
		t.flash("A rated game has no take-backs: the move stands.")
		return
	case r.Mirror().Asking >= 0 && r.Mirror().Asking != r.Mirror().Seat:
		t.overlay.open(askOverlay) // the question again, to answer it
		return
	case r.Session().Busy() || r.Mirror().Asking >= 0:
		return
	}
	if t.request((*client.Session).Undo, "the move cannot be taken back") && t.othersSeated() {
		t.flash("Asked the others to take your move back…")
	}
}

// othersSeated reports whether another person sits at the room.
func (t *Screen) othersSeated() bool {
	for i, p := range t.room.Mirror().Players {
		if i != t.room.Mirror().Seat && p.Kind == online.KindPerson {
			return true
		}
	}
	return false
}

// answerUndo accepts or refuses the undo or the draw asked.
func (t *Screen) answerUndo(accept bool) {
	t.overlay.kind = noOverlay
	t.request(func(s *client.Session) error { return s.Answer(accept) }, "the answer cannot be sent")
}
