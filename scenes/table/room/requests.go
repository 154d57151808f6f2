package room

import (
	"parlor/game/online"
	"parlor/game/online/client"
	"parlor/scenes/ui"
)

// The requests a seat sends besides its moves: take back, answer, offer
// a draw, resign, rematch, give a seat to the computer. Each returns
// what the table says of it ("" for nothing): why it was not sent, or
// what happens now.

// busy says why a request waits: a move is on its way to the server.
const busy = "Wait a moment: your last move is on its way to the server."

// send sends a request by send (one of the session's typed calls:
// Resign, OfferDraw…), pending until the server answers, unless a move
// is on its way; it returns why it was not sent, cannot saying in the
// player's words what fails while the connection is down ("you cannot
// resign").
func (r *Room) send(send func(*client.Session) error, cannot string) string {
	if r.s.Busy() {
		return busy
	}
	return r.ask(send, cannot)
}

// ask sends a request by send whether or not a move is on its way, and
// returns why it could not be sent ("" once sent).
func (r *Room) ask(send func(*client.Session) error, cannot string) string {
	if err := send(r.s); err != nil {
		return ui.Sentence(cannot) + " while the connection is down."
	}
	return ""
}

// OfferDraw offers the others a draw, unless a question is already
// asked.
func (r *Room) OfferDraw() string {
	if r.s.Busy() {
		return busy
	}
	if r.tab.Asking >= 0 {
		return ""
	}
	if why := r.ask((*client.Session).OfferDraw, "a draw cannot be offered"); why != "" {
		return why
	}
	return "You offered a draw: waiting for the others."
}

// Resign gives the game up for this seat.
func (r *Room) Resign() string { return r.send((*client.Session).Resign, "you cannot resign") }

// Rematch asks the server for the next game, in the same seats.
func (r *Room) Rematch() string {
	return r.send((*client.Session).Rematch, "the rematch cannot be asked for")
}

// Hand asks the server to give seat to the computer at level (or, where
// the seat's absence ends the game, Claims, to end it).
func (r *Room) Hand(seat int, level string) string {
	return r.send(func(s *client.Session) error { return s.Hand(seat, level) }, "the seat cannot be given away")
}

// Answer accepts or refuses the undo or the draw asked.
func (r *Room) Answer(accept bool) string {
	return r.ask(func(s *client.Session) error { return s.Answer(accept) }, "the answer cannot be sent")
}

// AskUndo asks the others to take this seat's last move back; again
// reports that another seat's question is open instead, for the table
// to show it again, to answer it.
func (r *Room) AskUndo() (say string, again bool) {
	m := r.tab
	switch {
	case m.Seat < 0:
		return "You are watching: only the players take moves back.", false
	case m.Rated:
		return "A rated game has no take-backs: the move stands.", false
	case m.Asking >= 0 && m.Asking != m.Seat:
		return "", true
	case r.s.Busy() || m.Asking >= 0:
		return "", false
	}
	if why := r.ask((*client.Session).Undo, "the move cannot be taken back"); why != "" {
		return why, false
	}
	if r.OthersSeated() {
		return "Asked the others to take your move back…", false
	}
	return "", false
}

// OthersSeated reports whether another person sits at the room.
func (r *Room) OthersSeated() bool {
	for i, p := range r.tab.Players {
		if i != r.tab.Seat && p.Kind == online.KindPerson {
			return true
		}
	}
	return false
}

// Claims reports whether giving an away seat to the computer ends the
// game instead, as the seat's resignation (online.HandResigns).
func (r *Room) Claims() bool { return online.HandResigns(r.tab.Rated, len(r.tab.Players)) }
