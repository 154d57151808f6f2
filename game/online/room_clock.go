package online

import (
	"context"
	"errors"
	"slices"
	"time"

	"parlor/game"
	"parlor/game/clock"
)

// A room's clock. The seat to move's time runs from the event that gave
// it the turn (or from when this process took the room up) until its move
// arrives; every event stores each seat's time left after it, so that a
// room loaded again goes on from there. The computer's seats are not
// timed, and no one's time runs while a seat waits for its player.

// FlagLevel is the computer's level that takes the seat of a player whose
// time ran out in a game of three or more.
const FlagLevel = "medium"

// FirstMove is how long a seat of a real-time game has for its first
// move, on no clock: its time starts to run with that move, and a seat
// that makes none in time aborts the game.
const FirstMove = 30 * time.Second

// times is a room's time: each seat's left as of since, when the seat to
// move's time began to run here (or its first move's grace), read from
// now; moved says which seats have made a move.
type times struct {
	left  []time.Duration
	since time.Time
	now   func() time.Time
	moved []bool
}

// startClock sets a new room's clock: every seat's time the control's
// start, running from now.
func (r *Room) startClock() {
	r.clk.now = time.Now
	r.clk.moved = make([]bool, len(r.rec.Seats))
	r.clk.left = make([]time.Duration, len(r.rec.Seats))
	for i := range r.clk.left {
		r.clk.left[i] = r.rec.Clock.Start()
	}
	r.clk.since = r.clk.now()
}

// UseClock has the room read the time from now (the server's clock, or a
// test's) from here on, as a server takes the room up. The seat to move
// is charged the time from the last event until a server last held the
// room (RoomRecord.Held, as the room was loaded), and from now on; the
// time between, while no server held the room, is charged to no one.
func (r *Room) UseClock(now func() time.Time) {
	r.clk.now = now
	t := now()
	r.clk.since = t
	if n := len(r.events); n > 0 && r.events[n-1].At > 0 && !r.rec.Held.IsZero() {
		last := time.UnixMilli(r.events[n-1].At)
		held := r.rec.Held
		if held.After(t) {
			held = t
		}
		r.clk.since = t.Add(-max(0, held.Sub(last)))
	}
}

// Clock is the room's time control.
func (r *Room) Clock() clock.Control { return r.rec.Clock }

// Clocks are each seat's time left now, in milliseconds, the seat to
// move's charged until now; nil in a game without a clock.
func (r *Room) Clocks() []int64 {
	if !r.rec.Clock.Timed() {
		return nil
	}
	return millis(r.charged(r.clk.now(), r.Turn()))
}

// Deadline is when the seat to move runs out of time, on the room's
// clock — or, before its first move, out of the time for that move
// (Grace); false when no time runs (no clock, the game over, the
// computer to move, a seat still open).
func (r *Room) Deadline() (time.Time, bool) {
	p := r.Turn()
	switch {
	case !r.timing(p):
		return time.Time{}, false
	case r.first(p):
		return r.clk.since.Add(FirstMove), true
	}
	return r.clk.since.Add(r.clk.left[p]), true
}

// Grace is how long the seat to move has left for its first move, in a
// real-time game whose time runs, before the move starts its clock; 0
// once it has moved (or when no time runs).
func (r *Room) Grace() time.Duration {
	if p := r.Turn(); r.timing(p) && r.first(p) {
		return max(0, FirstMove-r.clk.now().Sub(r.clk.since))
	}
	return 0
}

// first reports whether seat p's time waits for its first move: a
// real-time game's seat that has made none. Its clock does not run; the
// grace for that move does.
func (r *Room) first(p int) bool {
	return r.rec.Clock.Timed() && !r.rec.Clock.Correspondence() && p >= 0 && p < len(r.clk.moved) && !r.clk.moved[p]
}

// Timing reports whether the room's clock runs for someone, or will when
// the computer has moved: the room has a clock, the game goes on, and no
// seat waits for its player. A server keeps such a room loaded.
func (r *Room) Timing() bool {
	return r.rec.Clock.Timed() && !r.Over() && !r.seatOpen()
}

// timing reports whether seat p's time runs while it is to move: it is
// clocked, and the game goes on.
func (r *Room) timing(p int) bool { return !r.Over() && r.clocked(p) }

// clocked reports whether seat p's time runs while it is to move, the end
// of the game aside: the room has a clock, a person plays p, and no seat
// waits for its player.
func (r *Room) clocked(p int) bool {
	if !r.rec.Clock.Timed() || p < 0 || p >= len(r.rec.Seats) || !r.people[p] {
		return false
	}
	return !r.seatOpen()
}

// seatOpen reports whether a seat waits for its player.
func (r *Room) seatOpen() bool {
	return slices.ContainsFunc(r.rec.Seats, func(s SeatRecord) bool { return s.Level == "" && s.TokenHash == "" })
}

// charged is the seats' time left at now, with seat p's running since
// the clock's since if it is clocked (its last move too, which may end
// the game) and has made its first move.
func (r *Room) charged(now time.Time, p int) []time.Duration {
	left := slices.Clone(r.clk.left)
	if r.clocked(p) && !r.first(p) {
		left[p] -= now.Sub(r.clk.since)
	}
	return left
}

// stamp sets the clock fields of e, an event about to be stored that
// passes the turn from seat from to seat to (-1 for none): each seat's time
// left after it, and when it was made; the room's clock takes them when
// the event is kept.
func (r *Room) stamp(e *Event, from, to int) {
	if !r.rec.Clock.Timed() {
		return
	}
	now := r.clk.now()
	left := r.charged(now, from)
	if e.Kind == KindFlag {
		left[e.Seat] = 0
	}
	// The turn passes: the increment for a move, a correspondence
	// turn's days for whoever is to move; a seat the computer plays is
	// not timed, and its time never moves.
	if to != from && e.Kind == KindMove {
		r.rec.Clock.Pass(left, r.person(from), r.person(to))
	}
	r.set(e, left, to, now)
}

// set gives e, an event about to be stored after which seat to is to
// move, the seats' times left after it, made at now.
func (r *Room) set(e *Event, left []time.Duration, to int, now time.Time) {
	e.Clocks, e.At = millis(left), now.UnixMilli()
	if !r.clocked(to) {
		return
	}
	if r.first(to) && (e.Kind != KindMove || e.Seat != to) { // its first move still to come
		e.Deadline = now.Add(FirstMove).UnixMilli()
		return
	}
	e.Deadline = now.Add(left[to]).UnixMilli()
}

// stampUndo sets the clock fields of e, an undo about to be stored that
// takes the record back to plies, after which seat to is to move: every
// seat a person plays has the time it had at that position again (the
// increments earned since taken back with the moves), and the seat to
// move's runs from now; the computer's seats keep theirs.
func (r *Room) stampUndo(e *Event, plies, to int) {
	if !r.rec.Clock.Timed() {
		return
	}
	now := r.clk.now()
	left := r.charged(now, r.Turn())
	back := r.clocksAt(plies)
	for i := range left {
		if r.people[i] {
			left[i] = back[i]
		}
	}
	r.set(e, left, to, now)
}

// clocksAt is the seats' times left as the record last reached plies:
// those stored with the latest event that left it at that length, or
// every seat's start before any did.
func (r *Room) clocksAt(plies int) []time.Duration {
	for i := len(r.events) - 1; i >= 0; i-- {
		if e := r.events[i]; e.Plies == plies && len(e.Clocks) == len(r.rec.Seats) {
			left := make([]time.Duration, len(e.Clocks))
			for j, ms := range e.Clocks {
				left[j] = time.Duration(ms) * time.Millisecond
			}
			return left
		}
	}
	left := make([]time.Duration, len(r.rec.Seats))
	for i := range left {
		left[i] = r.rec.Clock.Start()
	}
	return left
}

// person is seat p if a person plays it, else -1: the seat whose time
// Pass may change.
func (r *Room) person(p int) int {
	if p < 0 || p >= len(r.people) || !r.people[p] {
		return -1
	}
	return p
}

// tock takes the clocks of event e, just kept: the times it carries, the
// seat to move's running from when it was made (for an event another
// process made, from as long ago as its At says); a move's seat has moved.
func (r *Room) tock(e Event) {
	if e.Kind == KindMove && e.Seat >= 0 && e.Seat < len(r.clk.moved) {
		r.clk.moved[e.Seat] = true
	}
	if !r.rec.Clock.Timed() || len(e.Clocks) != len(r.clk.left) {
		return
	}
	for i, ms := range e.Clocks {
		r.clk.left[i] = time.Duration(ms) * time.Millisecond
	}
	now := r.clk.now()
	r.clk.since = now.Add(-max(0, now.Sub(time.UnixMilli(e.At))))
}

// Overdue reports whether the seat to move has run out of time, or of
// the time for its first move: Flag is due.
func (r *Room) Overdue() bool {
	p := r.Turn()
	switch {
	case !r.timing(p):
		return false
	case r.first(p):
		return r.Grace() <= 0
	}
	return r.charged(r.clk.now(), p)[p] <= 0
}

// Flag ends the turn of the seat to move once its time has run out: in a
// game of two the game ends there (lost on time, or drawn if the other
// side can no longer win); in a larger game the computer takes the seat
// at FlagLevel and the game goes on, the seat ranking last in a rated
// game. It returns the event, and false with no error when no time has
// run out.
func (r *Room) Flag(ctx context.Context) (Event, bool, *Error) {
	if !r.Overdue() {
		return Event{}, false, nil
	}
	p := r.Turn()
	if r.first(p) {
		return r.abort(ctx, p)
	}
	if n := len(r.events); n > 0 && r.events[n-1].Kind == KindFlag && r.events[n-1].Seat == p {
		// Flagged already, and the seat not yet the computer's (the store
		// failed then): give it now.
		return Event{}, false, r.flagSeat(ctx, p)
	}
	e := Event{N: len(r.events) + 1, Kind: KindFlag, Seat: p, Plies: r.g.Match.Plies(), Over: len(r.rec.Seats) == 2}
	to := p
	if e.Over {
		to = -1
	}
	r.stamp(&e, p, to)
	if err := r.store.Append(ctx, r.rec.ID, e); err != nil {
		return Event{}, false, r.stored(ctx, err, "the time run out")
	}
	if e.Over {
		r.asked = nil
	}
	r.g.Apply(e) // a flag cannot fail
	e = r.keep(e)
	if !e.Over {
		if err := r.flagSeat(ctx, p); err != nil {
			return e, true, err
		}
	}
	return e, true, nil
}

// abort ends the game for seat p, which made no first move in time: no
// one wins or loses, and a rated game is not rated.
func (r *Room) abort(ctx context.Context, p int) (Event, bool, *Error) {
	e := Event{N: len(r.events) + 1, Kind: KindAbort, Seat: p, Plies: r.g.Match.Plies(), Over: true}
	r.stamp(&e, p, -1)
	if err := r.store.Append(ctx, r.rec.ID, e); err != nil {
		return Event{}, false, r.stored(ctx, err, "the game aborted")
	}
	r.asked = nil
	r.g.Apply(e) // an abort cannot fail
	return r.keep(e), true, nil
}

// flagSeat gives seat p, whose time has run out in a game of three or
// more, to the computer at FlagLevel.
func (r *Room) flagSeat(ctx context.Context, p int) *Error {
	if err := r.store.ToComputer(ctx, r.rec.ID, p, FlagLevel); err != nil {
		if errors.Is(err, ErrConflict) && r.Refresh(ctx) == nil { // given through another server
			return nil
		}
		return Errorf(ErrInternal, "the seat could not be given to the computer: %v", err)
	}
	r.rec.Seats[p] = SeatRecord{Level: FlagLevel, TokenHash: r.rec.Seats[p].TokenHash, Profile: r.rec.Seats[p].Profile}
	r.people[p] = false
	if r.asked != nil {
		r.asked.accepted[p] = true
	}
	return nil
}

// millis are durations in whole milliseconds.
func millis(ds []time.Duration) []int64 {
	ms := make([]int64, len(ds))
	for i, d := range ds {
		ms[i] = d.Milliseconds()
	}
	return ms
}

// AbortText says how a game ended when seat aborted made no first move in
// time: "Red made no first move: the game is aborted".
func AbortText(seats []string, aborted int) string {
	if aborted < 0 || aborted >= len(seats) {
		return ""
	}
	return seats[aborted] + " made no first move: the game is aborted"
}

// FlagText says how a game of two ended on time: "South lost on time:
// North wins", or, when the other side could no longer win, "South ran
// out of time, but North could no longer win: a draw on time".
func FlagText(seats []string, flagged int, draw bool) string {
	if flagged < 0 || flagged >= len(seats) || len(seats) != 2 {
		return ""
	}
	other := seats[1-flagged]
	if draw {
		return seats[flagged] + " ran out of time, but " + other + " could no longer win: a draw on time"
	}
	return seats[flagged] + " lost on time: " + other + " wins"
}

// flagDraws reports whether a flag of seat p in s, a game of two, is a
// draw: the other side can no longer win.
func flagDraws(s game.State, p int) bool {
	return !game.CanWin(s, game.Player(1-p))
}
