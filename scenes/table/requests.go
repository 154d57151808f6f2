package table

// The requests a seat sends besides its moves (the room's: take back,
// answer, offer a draw, resign, rematch, give a seat to the computer),
// with what the table says of them.

// say flashes msg, unless it is "" (nothing to say).
func (t *Screen) say(msg string) {
	if msg != "" {
		t.flash(msg)
	}
}

// offerDraw offers the others a draw.
func (t *Screen) offerDraw() { t.say(t.room.OfferDraw()) }

// resign gives the game up for this seat.
func (t *Screen) resign() {
	t.overlay.kind = noOverlay
	t.say(t.room.Resign())
}

// askRematch asks the server for the next game, in the same seats.
func (t *Screen) askRematch() { t.say(t.room.Rematch()) }

// askUndo asks the others to take this seat's last move back, or shows
// another seat's question again, to answer it.
func (t *Screen) askUndo() {
	say, again := t.room.AskUndo()
	if again {
		t.overlay.open(askOverlay)
	}
	t.say(say)
}

// answerUndo accepts or refuses the undo or the draw asked.
func (t *Screen) answerUndo(accept bool) {
	t.overlay.kind = noOverlay
	t.say(t.room.Answer(accept))
}

// handSeat asks the server to give the overlay's seat to the computer at
// level.
func (t *Screen) handSeat(level string) {
	seat := t.overlay.seat
	t.overlay.kind = noOverlay
	t.say(t.room.Hand(seat, level))
}
