package online_test

import (
	"context"
	"math/rand/v2"
	"strings"
	"testing"
	"time"

	"parlor/game"
	"parlor/game/games"
	"parlor/game/online"
	"parlor/game/online/lobby"
	"parlor/game/online/memstore"
)

// The clock's rules for seats the computer plays, take-backs and seats
// given away (PROTOCOL.md, Time controls).

// seated makes a room of gameText with seats (SeatYou for a person, or
// a level) and time control tc, timed by clk; it returns the room and
// the people's tokens by seat.
func seated(t *testing.T, gameText string, seats []string, tc string, clk *fakeNow) (*online.Room, map[int]string) {
	t.Helper()
	r, sec, e := online.Create(context.Background(), memstore.New(), games.All(), online.Spec{Game: gameText, Seats: seats, Clock: tc}, "", newSeeded(3), clk.now())
	if e != nil {
		t.Fatalf("create %s %v %s: %v", gameText, seats, tc, e)
	}
	r.UseClock(clk.now)
	return r, sec.Tokens
}

// play plays move text for the seat to move, a person's.
func play(t *testing.T, r *online.Room, text string) online.Event {
	t.Helper()
	e, _, oe := r.Move(context.Background(), r.Turn(), r.N(), text)
	if oe != nil {
		t.Fatalf("move %q: %v", text, oe)
	}
	return e
}

// computerMoves plays the computer's seats until a person is to move or
// the game is over, and returns their events.
func computerMoves(t *testing.T, r *online.Room, rng *rand.Rand) []online.Event {
	t.Helper()
	var evs []online.Event
	for {
		if _, ok := r.Computer(); !ok {
			return evs
		}
		mv, err := game.RandomMove(r.Match().State(), rng)
		if err != nil {
			t.Fatal(err)
		}
		e, oe := r.PlayComputer(context.Background(), mv)
		if oe != nil {
			t.Fatalf("the computer's move: %v", oe)
		}
		evs = append(evs, e)
	}
}

// TestAComputerSeatsClockNeverMoves: the computer's seats are not timed:
// they gain no increment when their turn passes, and a seat that ran out
// of time in a game of three stays at 0 while the computer plays it.
func TestAComputerSeatsClockNeverMoves(t *testing.T) {
	clk := newFakeNow()
	rng := rand.New(rand.NewPCG(4, 4))
	r, _ := seated(t, "connectfour rules=classic", []string{online.SeatYou, "easy"}, "5+3", clk)
	for range 4 {
		clk.advance(2 * time.Second)
		randomMove(t, r, rng)
		for _, e := range computerMoves(t, r, rng) {
			if e.Clocks[1] != 300_000 {
				t.Fatalf("the computer's seat has %d ms after its move, want 300000 as it began", e.Clocks[1])
			}
		}
	}

	// Can't Stop for three with an increment: a seat runs out, and the
	// computer plays it on at 0.
	r, _ = seated(t, "cantstop players=3", []string{online.SeatYou, online.SeatYou, online.SeatYou}, "1/4+3", clk)
	openings(t, r, rng)
	p := r.Turn()
	clk.advance(time.Duration(r.Clocks()[p]) * time.Millisecond)
	if _, ok, e := r.Flag(context.Background()); !ok || e != nil {
		t.Fatalf("no flag: %v", e)
	}
	turns := 0
	for turns < 3 && !r.Over() {
		if _, ok := r.Computer(); ok {
			for _, e := range computerMoves(t, r, rng) {
				if e.Clocks[p] != 0 {
					t.Fatalf("the flagged seat, the computer's now, has %d ms after its move, want 0", e.Clocks[p])
				}
			}
			turns++
			continue
		}
		randomMove(t, r, rng)
	}
}

// TestATakeBackRestoresTheClocks: a take-back returns the game to a
// position with the clocks it had there: the increment the seat earned
// with the move taken back is gone, and the time spent since is given
// back; the seat to move's time runs from the undo.
func TestATakeBackRestoresTheClocks(t *testing.T) {
	clk := newFakeNow()
	r, _ := seated(t, "connectfour rules=classic", []string{online.SeatYou, online.SeatYou}, "5+3", clk)
	play(t, r, "p1 0") // the first moves: 303000 each
	play(t, r, "p2 0")
	clk.advance(10 * time.Second)
	red := play(t, r, "p1 3")
	if red.Clocks[0] != 296_000 {
		t.Fatalf("Red spent 10 s and gained 3: %v", red.Clocks)
	}
	clk.advance(20 * time.Second)
	play(t, r, "p2 3") // Yellow: 286000
	clk.advance(5 * time.Second)
	if _, out, e := r.AskUndo(context.Background(), 1, r.N()); e != nil || out != online.UndoAsked {
		t.Fatalf("Yellow asks: %v, %v", out, e)
	}
	undo, out, e := r.Answer(context.Background(), 0, r.N(), true)
	if e != nil || out != online.UndoTaken {
		t.Fatalf("Red accepts: %v, %v", out, e)
	}
	if want := []int64{296_000, 303_000}; undo.Clocks[0] != want[0] || undo.Clocks[1] != want[1] {
		t.Fatalf("after the take-back the clocks are %v, want %v: as they were after Red's move", undo.Clocks, want)
	}
	clk.advance(4 * time.Second)
	if got := r.Clocks(); got[1] != 299_000 || got[0] != 296_000 {
		t.Fatalf("4 s into Yellow's turn again: %v, want [296000 299000]", got)
	}

	// Back to the start: every seat's time as the game began.
	r, _ = seated(t, "connectfour rules=classic", []string{online.SeatYou, "easy"}, "1+2", clk)
	clk.advance(7 * time.Second)
	play(t, r, "p1 0")
	computerMoves(t, r, rand.New(rand.NewPCG(1, 1)))
	clk.advance(9 * time.Second)
	undo, out, e = r.AskUndo(context.Background(), 0, r.N())
	if e != nil || out != online.UndoTaken {
		t.Fatalf("the undo against the computer: %v, %v", out, e)
	}
	if undo.Clocks[0] != 60_000 || undo.Clocks[1] != 60_000 || undo.Plies != 0 {
		t.Fatalf("back to the first move the clocks are %v at ply %d, want [60000 60000] at 0", undo.Clocks, undo.Plies)
	}
}

// TestASeatGivenAwayIsChargedNoMore: a seat given to the computer while
// it is to move keeps the time it had when its turn began — the time its
// person spent on that turn is charged to no one — and is timed no more.
func TestASeatGivenAwayIsChargedNoMore(t *testing.T) {
	clk := newFakeNow()
	r, _ := seated(t, "connectfour rules=classic", []string{online.SeatYou, online.SeatYou}, "5+3", clk)
	for _, mv := range []string{"p1 3", "p2 3", "p1 4"} { // the first moves: 303000 each
		play(t, r, mv)
	}
	clk.advance(90 * time.Second) // Yellow is away
	if e := r.ToComputer(context.Background(), 0, 1, "easy"); e != nil {
		t.Fatal(e)
	}
	if _, ok := r.Deadline(); ok {
		t.Fatal("the seat given away still has a deadline")
	}
	clk.advance(time.Second)
	for _, e := range computerMoves(t, r, rand.New(rand.NewPCG(2, 2))) {
		if e.Clocks[1] != 303_000 {
			t.Fatalf("Yellow, given to the computer 90 s into her turn, has %d ms, want 303000", e.Clocks[1])
		}
	}
}

// TestAGivenAwaySeatsTokenWatches: the token of a seat given to the
// computer, out of time or away, no longer holds the seat but still
// watches the room.
func TestAGivenAwaySeatsTokenWatches(t *testing.T) {
	clk := newFakeNow()
	r, tokens := seated(t, "cantstop players=3", []string{online.SeatYou, online.SeatYou, online.SeatYou}, "1/4+0", clk)
	openings(t, r, rand.New(rand.NewPCG(6, 6)))
	p := r.Turn()
	clk.advance(15 * time.Second)
	if _, ok, e := r.Flag(context.Background()); !ok || e != nil {
		t.Fatalf("no flag: %v", e)
	}
	if seat, ok := r.Role(online.Hash(tokens[p])); !ok || seat != -1 {
		t.Fatalf("the flagged seat's token: seat %d, %v; want a spectator's", seat, ok)
	}
	by, away := (p+1)%3, (p+2)%3
	if e := r.ToComputer(context.Background(), by, away, "easy"); e != nil {
		t.Fatal(e)
	}
	if seat, ok := r.Role(online.Hash(tokens[away])); !ok || seat != -1 {
		t.Fatalf("the token of the seat given away: seat %d, %v; want a spectator's", seat, ok)
	}
	if seat, ok := r.Role(online.Hash(tokens[by])); !ok || seat != by {
		t.Fatalf("the token of seat %d: seat %d, %v", by, seat, ok)
	}
}

// TestAFirstMoveIsUntimedButDue: in a real-time game a seat's clock does
// not run before its first move, which must come within FirstMove of the
// turn coming to it; a seat that makes none aborts the game, which no one
// wins or loses, a rated one rated for no one, and its record checks.
// A correspondence game has no such grace, and no grace runs while a
// seat waits for its player.
func TestAFirstMoveIsUntimedButDue(t *testing.T) {
	ctx := context.Background()
	clk := newFakeNow()
	store := memstore.New()
	r, sec, e := online.Create(ctx, store, games.All(), online.Spec{Game: "connectfour rules=classic", Seats: []string{online.SeatYou, online.SeatInvite}, Clock: "1+0", Rated: true}, "ann", newSeeded(5), clk.now())
	if e != nil {
		t.Fatal(e)
	}
	r.UseClock(clk.now)
	clk.advance(time.Hour) // Yellow's seat waits for its player: no grace runs
	if _, ok := r.Deadline(); ok || r.Grace() != 0 {
		t.Fatal("a grace runs while a seat waits for its player")
	}
	if _, _, e := r.Claim(ctx, online.Hash(sec.Invites[1]), "Bo", "bo", newSeeded(6)); e != nil {
		t.Fatal(e)
	}
	if g := r.Grace(); g != online.FirstMove {
		t.Fatalf("Red's first move, as the game starts: %v to make it, want %v", g, online.FirstMove)
	}
	clk.advance(20 * time.Second)
	if got := r.Clocks(); got[0] != 60_000 {
		t.Fatalf("20 s before Red's first move her clock says %d ms: it ran", got[0])
	}
	if d, ok := r.Deadline(); !ok || !d.Equal(clk.now().Add(10*time.Second)) || r.Grace() != 10*time.Second {
		t.Fatalf("20 s into Red's first turn: deadline %v (%v), grace %v; want 10 s for her first move", d, ok, r.Grace())
	}
	red := play(t, r, "p1 3")
	if red.Clocks[0] != 60_000 || red.Grace != online.FirstMove.Milliseconds() {
		t.Fatalf("Red's first move: clocks %v, grace %d; want her time whole and Yellow's first move's grace", red.Clocks, red.Grace)
	}
	clk.advance(online.FirstMove - time.Millisecond)
	if _, ok, _ := r.Flag(ctx); ok || r.Clocks()[1] != 60_000 {
		t.Fatalf("aborted with a millisecond left, or Yellow's clock ran: %v", r.Clocks())
	}
	clk.advance(time.Millisecond)
	abort, ok, oe := r.Flag(ctx)
	if !ok || oe != nil || abort.Kind != online.KindAbort || abort.Seat != 1 || !r.Over() || abort.Turn != -1 {
		t.Fatalf("Yellow made no first move in time: %+v, %v, %v; over %v", abort, ok, oe, r.Over())
	}
	if want := "Yellow made no first move: the game is aborted"; r.Result() != want {
		t.Fatalf("the result %q, want %q", r.Result(), want)
	}
	if ranks := r.Ranks(); ranks[0] != 0 || ranks[1] != 0 {
		t.Fatalf("an aborted game ranks %v: no one wins or loses", ranks)
	}
	if changes, err := lobby.Rate(ctx, r, store, clk.now()); err != nil || changes != nil {
		t.Fatalf("the aborted rated game was rated: %v, %v", changes, err)
	}
	end := r.End()
	if _, err := online.Verify(games.All(), end.Record, r.Commitment(), end.Salt); err != nil {
		t.Fatalf("the aborted game's record does not check: %v\n%s", err, end.Record)
	}
	// Red's result after Red had moved is no abort of hers.
	forged := strings.Replace(end.Record, "Yellow made no first move", "Red made no first move", 1)
	if _, err := online.Verify(games.All(), forged, r.Commitment(), end.Salt); err == nil {
		t.Fatal("a record saying Red, to move, aborted checks")
	}

	// Correspondence: no grace, the days run from the start.
	c, _ := seated(t, "kalah", []string{online.SeatYou, online.SeatYou}, "1d", clk)
	clk.advance(time.Hour)
	if c.Grace() != 0 || c.Clocks()[0] != 23*3_600_000 {
		t.Fatalf("a correspondence game an hour in: grace %v, clocks %v", c.Grace(), c.Clocks())
	}
}
