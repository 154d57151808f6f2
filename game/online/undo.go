package online

import (
	"context"
	"slices"

	"parlor/game"
)

// UndoOutcome is what came of an undo asked for or answered.
type UndoOutcome int

const (
	// UndoTaken: the moves are taken back; the event says how far.
	UndoTaken UndoOutcome = iota
	// UndoAsked: the other people are asked (send them undo-asked).
	UndoAsked
	// UndoWaiting: an answer counted; others have still to answer.
	UndoWaiting
	// UndoRefused: someone refused (send undo-refused).
	UndoRefused
)

// AskUndo asks, for seat, to take back moves as the match's undo policy
// says (record.Match.UndoTurn: against the computer, back to the asker's
// side's last decision; among people only, the last decision). With no
// other person seated it is done at once; otherwise each other person is
// asked and it is done when all accept. An undo never draws the dice
// again: the same move played again meets the same dice.
func (r *Room) AskUndo(ctx context.Context, seat, n int) (Event, UndoOutcome, *Error) {
	if err := r.undoable(seat, n, "take moves back"); err != nil {
		return Event{}, 0, err
	}
	if r.rec.Rated {
		return Event{}, 0, Errorf(ErrRated, "a rated game has no take-backs")
	}
	plies, err := r.undoTarget()
	if err != nil {
		return Event{}, 0, err
	}
	r.asked = r.newAsk(seat, n, plies, false)
	return r.settle(ctx)
}

// OfferDraw offers, for seat, to end the game in a draw, in a game that
// can be drawn: it is one when every other person seated accepts. With
// no other person seated it is refused: the computer plays on.
func (r *Room) OfferDraw(ctx context.Context, seat, n int) (Event, UndoOutcome, *Error) {
	if err := r.undoable(seat, n, "offer draws"); err != nil {
		return Event{}, 0, err
	}
	if !r.opts.Game().Draws {
		return Event{}, 0, Errorf(ErrBadMessage, "%s has no draws", r.opts.Game().Title)
	}
	others := false
	for i, s := range r.rec.Seats {
		others = others || i != seat && s.Level == "" && s.TokenHash != ""
	}
	if !others {
		return Event{}, 0, Errorf(ErrBadMessage, "a draw is agreed between people: no other person sits at this table")
	}
	r.asked = r.newAsk(seat, n, r.g.Match.Plies(), true)
	return r.settle(ctx)
}

// newAsk is seat's request at event n, accepted by it and the seats no
// person holds.
func (r *Room) newAsk(seat, n, plies int, draw bool) *undoAsk {
	a := &undoAsk{n: n, by: seat, plies: plies, draw: draw, accepted: make([]bool, len(r.rec.Seats))}
	for i, s := range r.rec.Seats {
		a.accepted[i] = i == seat || s.Level != "" || s.TokenHash == ""
	}
	return a
}

// settle settles a request just made: done if no one else need accept.
func (r *Room) settle(ctx context.Context) (Event, UndoOutcome, *Error) {
	e, done, err := r.settleUndo(ctx)
	switch {
	case err != nil:
		r.asked = nil // nothing changed
		return e, 0, err
	case !done:
		return e, UndoAsked, nil
	}
	return e, UndoTaken, nil
}

// Answer counts seat's answer to the undo asked for at event n.
func (r *Room) Answer(ctx context.Context, seat, n int, accept bool) (Event, UndoOutcome, *Error) {
	if err := r.checkSeat(seat, "answer"); err != nil {
		return Event{}, 0, err
	}
	if r.asked == nil || r.asked.n != n {
		return Event{}, 0, Errorf(ErrNoUndo, "no one is asking to take a move back or offering a draw")
	}
	if !accept {
		r.asked = nil
		return Event{}, UndoRefused, nil
	}
	was := r.asked.accepted[seat]
	r.asked.accepted[seat] = true
	e, done, err := r.settleUndo(ctx)
	switch {
	case err != nil:
		if r.asked != nil {
			r.asked.accepted[seat] = was // nothing changed
		}
		return e, 0, err
	case !done:
		return e, UndoWaiting, nil
	}
	return e, UndoTaken, nil
}

// Asking is the seat asking for an undo, or offering a draw, if one is.
func (r *Room) Asking() (seat int, ok bool) {
	if r.asked == nil {
		return 0, false
	}
	return r.asked.by, true
}

// Offer names what is asked: "draw" for a draw offered, "" for an undo.
func (r *Room) Offer() string {
	if r.asked != nil && r.asked.draw {
		return KindDraw
	}
	return ""
}

// undoable checks that seat may ask for an undo at event n.
func (r *Room) undoable(seat, n int, do string) *Error {
	if err := r.checkSeat(seat, do); err != nil {
		return err
	}
	switch {
	case n != len(r.events):
		return Errorf(ErrStale, "the game has moved on: you have seen %d events of %d", n, len(r.events))
	case r.Over():
		return Errorf(ErrOver, "the game is over: %s", r.Result())
	case r.asked != nil:
		return Errorf(ErrNoUndo, "%s is already asking the others", r.seatName(game.Player(r.asked.by)))
	}
	return nil
}

// undoTarget is the record's length after the undo policy takes back
// what it would, tried on a copy of the match.
func (r *Room) undoTarget() (int, *Error) {
	m := r.g.Match.Clone()
	if err := m.UndoTurn(r.people); err != nil {
		return 0, Errorf(ErrNoUndo, "%v", err)
	}
	return m.Plies(), nil
}

// Settle settles the request under way once no one is left to answer it
// (after a seat went to the computer): its event, and whether it was done.
func (r *Room) Settle(ctx context.Context) (Event, bool, *Error) {
	if r.asked == nil {
		return Event{}, false, nil
	}
	return r.settleUndo(ctx)
}

// settleUndo takes the moves back once everyone asked has accepted, and
// reports whether it did.
func (r *Room) settleUndo(ctx context.Context) (Event, bool, *Error) {
	if slices.Contains(r.asked.accepted, false) {
		return Event{}, false, nil
	}
	a := r.asked
	if a.draw {
		e := Event{N: len(r.events) + 1, Kind: KindDraw, Seat: a.by, Plies: a.plies, Over: true}
		r.stamp(&e, r.Turn(), -1)
		if err := r.store.Append(ctx, r.rec.ID, e); err != nil {
			return Event{}, false, r.stored(ctx, err, "the draw")
		}
		r.asked = nil
		r.g.Apply(e) // a draw cannot fail
		return r.keep(e), true, nil
	}
	e := Event{N: len(r.events) + 1, Kind: KindUndo, Seat: a.by, Plies: a.plies}
	after := Game{Match: r.g.Match.Clone(), Resigned: -1, Flagged: -1}
	if after.undoTo(a.plies) == nil {
		r.stampUndo(&e, a.plies, after.Turn())
	}
	if err := r.store.Append(ctx, r.rec.ID, e); err != nil {
		return Event{}, false, r.stored(ctx, err, "the undo")
	}
	r.asked = nil
	// Back to the length the policy gave when the undo was asked: a seat
	// given to the computer since may have changed what it would give
	// now, and the event stored says this length.
	if err := r.g.Apply(e); err != nil {
		return Event{}, false, Errorf(ErrInternal, "the undo went astray: %v", err) // cannot happen: a length this record had
	}
	return r.keep(e), true, nil
}
