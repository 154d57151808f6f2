// Package online is the referee of games played on several devices: a
// Room holds one record.Match, its seats and its log of events, checks
// every move a player sends (her seat, the turn, the engine), runs its
// clocks, takes moves back and settles draws, makes each event durable in
// a Log (a store) and only then says it happened. It draws each room's
// seed itself and keeps it until the game is over, so no player can know
// the dice or the tiles before they fall, and Verify checks a finished
// game's record against its commitment.
//
// The package is pure Go, with no HTTP and no goroutines of its own: a
// Room is used by one goroutine at a time (the server's, one a room), and
// is tested like the engines. It never sees a message of the wire: a
// room is made from a Spec and ends with an Ending; package protocol
// (PROTOCOL.md) carries its events and refusals to the clients, and the
// server translates. It knows nothing of storage beyond Log, the little
// it needs kept: package store is the stores' contract (it uses this
// package's records), package lobby the tables and seeks that become
// rooms and the ratings they are played for.
package online

import (
	"context"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"parlor/game"
	"parlor/game/catalog"
	"parlor/game/record"
)

// Room is one game played online.
type Room struct {
	rec    RoomRecord
	games  catalog.Catalog // the games its record may name
	opts   catalog.Options
	g      Game // the match, and how the players ended it
	events []Event
	people []bool // seats people play (open seats too): the undo policy's
	asked  *undoAsk
	store  Log
	// news are the events Refresh learned from the store, and seatsNews
	// whether it found the seats changed, until News hands them out.
	news      []Event
	seatsNews bool
	// broken is why the room may not be served any more, if it may not.
	broken error
	clk    times // room_clock.go
}

// undoAsk is an undo asked for and not yet answered by every other person.
type undoAsk struct {
	n, by    int
	plies    int    // the record's length once taken back
	draw     bool   // a draw offered, not an undo
	accepted []bool // by seat
}

// Watch is the spectators' token, which every seated player may hand
// out; "" for a room made before the server kept it.
func (r *Room) Watch() string { return r.rec.Watch }

// Helps reports whether hints and values are on for the room's players.
func (r *Room) Helps() bool { return r.rec.Helps }

// SeatHash is the hash of the token that holds seat, or "" for a seat no
// person holds.
func (r *Room) SeatHash(seat int) string {
	if seat < 0 || seat >= len(r.rec.Seats) {
		return ""
	}
	return r.rec.Seats[seat].TokenHash
}

// Load reads room id from the store and replays its log through the
// engine, checking that every event comes out as it was stored; its game
// is one of games.
func Load(ctx context.Context, store Log, games catalog.Catalog, id string) (*Room, error) {
	rec, events, err := store.Room(ctx, id)
	if err != nil {
		return nil, err
	}
	return open(store, games, rec, events)
}

// open makes the room of rec, a game of games, and replays events.
func open(store Log, games catalog.Catalog, rec RoomRecord, events []Event) (*Room, error) {
	o, err := games.Parse(rec.Game)
	if err != nil {
		return nil, fmt.Errorf("room %s: %w", rec.ID, err)
	}
	m, err := record.New(o, rec.Seed)
	if err != nil {
		return nil, fmt.Errorf("room %s: %w", rec.ID, err)
	}
	r := &Room{rec: rec, games: games, opts: o, g: NewGame(m), store: store}
	for _, s := range rec.Seats {
		r.people = append(r.people, s.Level == "")
	}
	r.startClock()
	for _, e := range events {
		if err := r.replay(e); err != nil {
			return nil, fmt.Errorf("room %s, event %d: %w", rec.ID, e.N, err)
		}
		r.keep(e)
	}
	return r, nil
}

// keep adds e, just played, to the room's events, with the seat to move
// after it, and returns it so.
func (r *Room) keep(e Event) Event {
	e.Turn = r.Turn()
	r.tock(e)
	e.Grace = 0
	if r.timing(e.Turn) && r.first(e.Turn) {
		e.Grace = FirstMove.Milliseconds()
	}
	r.events = append(r.events, e)
	return e
}

// replay plays a stored event again.
func (r *Room) replay(e Event) error {
	if e.N != len(r.events)+1 {
		return fmt.Errorf("event %d where %d was due", e.N, len(r.events)+1)
	}
	return r.g.Apply(e)
}

// Start is the record's lines before its first event: the chance the game
// begins with (advanced Mergers' first eight tiles), none in most games.
// An undo never takes them back.
func (r *Room) Start() []string {
	var ls []string
	for i := 0; i < r.g.Match.Plies() && r.g.Match.IsChance(i); i++ {
		_, t := r.g.Match.Ply(i)
		ls = append(ls, t)
	}
	return ls
}

// ID is the room's id.
func (r *Room) ID() string { return r.rec.ID }

// Options are the room's game and options.
func (r *Room) Options() catalog.Options { return r.opts }

// N is the room's last event, 0 before the first.
func (r *Room) N() int { return len(r.events) }

// Events are the events after event n, for a client that has n.
func (r *Room) Events(n int) []Event {
	if n < 0 || n > len(r.events) {
		n = 0
	}
	return slices.Clone(r.events[n:])
}

// Match is the room's match: read it, never play on it.
func (r *Room) Match() *record.Match { return r.g.Match }

// Over reports whether the game has ended.
func (r *Room) Over() bool { return r.g.Over() }

// Resign gives the game up for seat, sent when the client's last event
// was n: the game ends there, the others winning.
func (r *Room) Resign(ctx context.Context, seat, n int) (Event, *Error) {
	if err := r.checkSeat(seat, "resign"); err != nil {
		return Event{}, err
	}
	switch { // n before the end, as for every message of the room
	case n != len(r.events):
		return Event{}, Errorf(ErrStale, "the game has moved on: you have seen %d events of %d", n, len(r.events))
	case r.Over():
		return Event{}, Errorf(ErrOver, "the game is over: %s", r.Result())
	}
	e := Event{N: len(r.events) + 1, Kind: KindResign, Seat: seat, Plies: r.g.Match.Plies(), Over: true}
	r.stamp(&e, r.Turn(), -1)
	if err := r.store.Append(ctx, r.rec.ID, e); err != nil {
		return Event{}, r.stored(ctx, err, "the resignation")
	}
	r.asked = nil
	r.g.Apply(e) // a resignation cannot fail
	return r.keep(e), nil
}

// Commitment is the room's published commitment to its seed.
func (r *Room) Commitment() string { return Commitment(r.rec.Seed, r.rec.Salt) }

// Reveal gives the seed and the salt once the game is over.
func (r *Room) Reveal() (seed uint64, salt string, ok bool) {
	if !r.Over() {
		return 0, "", false
	}
	return r.rec.Seed, r.rec.Salt, true
}

// Computer is the level of the computer to move, if the computer plays
// the seat to move in a game not over.
func (r *Room) Computer() (catalog.Level, bool) {
	s := r.g.Match.State()
	p := s.Turn()
	if r.Over() || p < 0 || int(p) >= len(r.rec.Seats) || r.rec.Seats[p].Level == "" {
		return catalog.Level{}, false
	}
	return r.opts.Level(r.rec.Seats[p].Level)
}

// BotSeed seeds the computer's decision at the record's current length:
// the same room replays the same computer moves.
func (r *Room) BotSeed() uint64 {
	return (r.rec.Seed ^ 0x5851F42D4C957F2D) + uint64(r.g.Match.Plies())*0x9E3779B97F4A7C15
}

// Result says how the game ended, in words (see ResultText); "" while it
// goes on.
func (r *Room) Result() string {
	return r.g.Result(r.opts.Seats())
}

// Ending is what closes a game: the room and its last event, the seed
// and the salt that hash to the commitment, the whole record and the
// result.
type Ending struct {
	Room   string
	N      int
	Seed   string
	Salt   string
	Record string
	Result string
}

// End is what closes a game: seed, salt, the record and the result. The
// record says the result too, in a Result tag after its seed ([Result
// "North resigned: South wins"]): a resignation or a draw agreed is not
// among its moves. parlor -verify checks it all (Verify).
func (r *Room) End() Ending {
	result := r.Result()
	return Ending{Room: r.rec.ID, N: r.N(), Seed: strconv.FormatUint(r.rec.Seed, 10),
		Salt: r.rec.Salt, Record: r.g.Match.TextWith(record.Tag{Name: ResultTag, Value: result}), Result: result}
}

// Move plays a move for seat (-1 for a spectator), sent when the client's
// last event was n, in the game's notation. It checks the seat, the turn
// and the engine, stores the event, and returns it. A move sent again
// after it was taken (the same seat, the same n, the same move) returns
// the event it made with again true: answer it, never apply it twice.
func (r *Room) Move(ctx context.Context, seat, n int, text string) (e Event, again bool, err *Error) {
	if err := r.checkSeat(seat, "move"); err != nil {
		return e, false, err
	}
	if n >= 0 && n < len(r.events) && r.events[n].Repeats(seat, text) {
		return r.events[n], true, nil
	}
	if n != len(r.events) {
		return e, false, Errorf(ErrStale, "the game has moved on: you have seen %d events of %d", n, len(r.events))
	}
	if r.Over() {
		return e, false, Errorf(ErrOver, "the game is over: %s", r.Result())
	}
	if p := r.g.Match.State().Turn(); int(p) != seat {
		return e, false, Errorf(ErrNotYourTurn, "it is %s's turn, not yours", r.seatName(p))
	}
	if !cleanLine(text) {
		return e, false, Errorf(ErrIllegal, "a move is one line of text")
	}
	mv, perr := r.g.Match.State().ParseMove(strings.TrimSpace(text))
	if perr != nil {
		return e, false, Errorf(ErrIllegal, "%v", perr)
	}
	e, err = r.play(ctx, seat, mv)
	if err != nil && err.Code == ErrStale && n < len(r.events) {
		// Another server took event n first: it may be this very move,
		// sent to both (a client of the seat on each).
		if r.events[n].Repeats(seat, text) {
			return r.events[n], true, nil
		}
	}
	return e, false, err
}

// PlayComputer plays mv, the computer's decision for the seat to move.
func (r *Room) PlayComputer(ctx context.Context, mv game.Move) (Event, *Error) {
	if _, ok := r.Computer(); !ok {
		return Event{}, Errorf(ErrNotYourTurn, "the computer is not to move")
	}
	return r.play(ctx, int(r.g.Match.State().Turn()), mv)
}

// play plays mv for seat through the match and stores it; if the store
// fails, the move is taken back and nothing has changed.
func (r *Room) play(ctx context.Context, seat int, mv game.Move) (Event, *Error) {
	before := r.g.Match.Plies()
	if err := r.g.Match.Play(mv); err != nil {
		return Event{}, Errorf(ErrIllegal, "%v", err)
	}
	e := Event{N: len(r.events) + 1, Kind: KindMove, Seat: seat, Lines: lines(r.g.Match, before), Plies: r.g.Match.Plies(), Over: r.Over()}
	r.stamp(&e, seat, r.Turn())
	if err := r.store.Append(ctx, r.rec.ID, e); err != nil {
		r.g.Match.Undo() // the move just played: there is one to take back
		return Event{}, r.stored(ctx, err, "the move")
	}
	r.asked = nil
	return r.keep(e), nil
}
