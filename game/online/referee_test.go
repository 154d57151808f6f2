package online_test

import (
	"context"
	"errors"
	"strings"
	"testing"

	"parlor/game/games"
	"parlor/game/online"
	"parlor/game/online/lobby"
	"parlor/game/online/memstore"
)

var ctx = context.Background()

// TestTheRefereeRefusesAndChangesNothing sends the moves a room must
// refuse, each with its error code, and checks that the room and its
// store are as they were after each.
func TestTheRefereeRefusesAndChangesNothing(t *testing.T) {
	store := memstore.New()
	r, _ := create(t, store, "kalah houses=6 seeds=4", []string{online.SeatYou, online.SeatInvite})
	if _, _, e := r.Move(ctx, 0, 0, "S3"); e != nil {
		t.Fatal(e)
	}
	for _, c := range []struct {
		name       string
		seat, n    int
		move, code string
	}{
		{"a spectator moves", -1, 1, "N1", online.ErrSpectator},
		{"out of turn", 0, 1, "S1", online.ErrNotYourTurn},
		{"stale: decided before the last event", 1, 0, "N1", online.ErrStale},
		{"ahead of the room", 1, 5, "N1", online.ErrStale},
		{"not the game's notation", 1, 1, "Q9", online.ErrIllegal},
		{"an empty house", 1, 1, "N99", online.ErrIllegal},
		{"two lines", 1, 1, "N1\nN2", online.ErrIllegal},
	} {
		before := r.Match().Text()
		_, _, e := r.Move(ctx, c.seat, c.n, c.move)
		if e == nil || e.Code != c.code {
			t.Errorf("%s: got %v, want code %s", c.name, e, c.code)
		}
		if _, log, _ := store.Room(ctx, r.ID()); r.Match().Text() != before || r.N() != 1 || len(log) != 1 {
			t.Errorf("%s: the room changed", c.name)
		}
	}
}

// TestAMoveSentAgainIsAnsweredNotPlayedTwice resends a move after it was
// taken, as a client does after a reconnect.
func TestAMoveSentAgainIsAnsweredNotPlayedTwice(t *testing.T) {
	r, _ := create(t, memstore.New(), "connectfour rules=classic", people(t, "connectfour rules=classic"))
	first, _, e := r.Move(ctx, 0, 0, "p1 4")
	if e != nil {
		t.Fatal(e)
	}
	again, twice, e := r.Move(ctx, 0, 0, "p1 4")
	if e != nil || !twice || again.N != first.N || r.N() != 1 || r.Match().Plies() != 1 {
		t.Fatalf("resent: %v, again %v, event %d, room at %d with %d plies", e, twice, again.N, r.N(), r.Match().Plies())
	}
	if _, _, e := r.Move(ctx, 0, 0, "p1 3"); e == nil || e.Code != online.ErrStale {
		t.Errorf("another move at the same n: %v, want stale", e)
	}
}

// failing is a store whose writes fail, to check that a room takes back
// what it could not make durable.
type failing struct{ *memstore.Store }

func (failing) Append(context.Context, string, online.Event) error {
	return errors.New("disk full")
}

// TestAMoveNotStoredIsNotPlayed checks that a move whose event the store
// refuses leaves the room as it was, and is not acknowledged.
func TestAMoveNotStoredIsNotPlayed(t *testing.T) {
	r, _ := create(t, failing{memstore.New()}, "cantstop players=2", people(t, "cantstop players=2"))
	before := r.Match().Text()
	if _, _, e := r.Move(ctx, 0, 0, "r"); e == nil || e.Code != online.ErrInternal {
		t.Fatalf("got %v, want %s", e, online.ErrInternal)
	}
	if r.Match().Text() != before || r.N() != 0 {
		t.Errorf("the room changed:\n%s", r.Match().Text())
	}
}

// TestUndoAmongPeopleIsAskedAndNeverRerolls asks for an undo in a game of
// two people: the other is asked; a refusal changes nothing; an
// acceptance takes the roll back, and the same roll again meets the same
// dice.
func TestUndoAmongPeopleIsAskedAndNeverRerolls(t *testing.T) {
	r, _ := create(t, memstore.New(), "cantstop players=2", people(t, "cantstop players=2"))
	roll, _, e := r.Move(ctx, 0, 0, "r")
	if e != nil {
		t.Fatal(e)
	}
	if _, _, e := r.AskUndo(ctx, -1, 1); e == nil || e.Code != online.ErrSpectator {
		t.Errorf("a spectator asks: %v", e)
	}
	if _, out, e := r.AskUndo(ctx, 0, 1); e != nil || out != online.UndoAsked {
		t.Fatalf("asked: %v, %v", out, e)
	}
	if _, _, e := r.AskUndo(ctx, 1, 1); e == nil || e.Code != online.ErrNoUndo {
		t.Errorf("asked twice: %v", e)
	}
	if _, out, e := r.Answer(ctx, 1, 1, false); e != nil || out != online.UndoRefused || r.Match().Plies() != len(roll.Lines) {
		t.Fatalf("refused: %v, %v, %d plies", out, e, r.Match().Plies())
	}
	if _, _, e := r.Answer(ctx, 1, 1, true); e == nil || e.Code != online.ErrNoUndo {
		t.Errorf("answered with nothing asked: %v", e)
	}
	r.AskUndo(ctx, 0, 1)
	undo, out, e := r.Answer(ctx, 1, 1, true)
	if e != nil || out != online.UndoTaken || undo.Kind != online.KindUndo || undo.Plies != 0 || r.Match().Plies() != 0 {
		t.Fatalf("accepted: %v, %v, %+v", out, e, undo)
	}
	again, _, e := r.Move(ctx, 0, 2, "r")
	if e != nil || again.Lines[1] != roll.Lines[1] {
		t.Errorf("rolled again after the undo: %v, dice %q then %q", e, roll.Lines, again.Lines)
	}
}

// TestUndoAgainstTheComputerFollowsTheMatchPolicy takes back, at once,
// the person's last move and the computer's reply (record.UndoTurn).
func TestUndoAgainstTheComputerFollowsTheMatchPolicy(t *testing.T) {
	r, _ := create(t, memstore.New(), "connectfour rules=classic", []string{online.SeatYou, "easy"})
	if _, _, e := r.AskUndo(ctx, 0, 0); e == nil || e.Code != online.ErrNoUndo {
		t.Errorf("undo before any move: %v", e)
	}
	r.Move(ctx, 0, 0, "p1 4")
	if _, ok := r.Computer(); !ok {
		t.Fatal("the computer is not to move")
	}
	mv, _ := r.Match().State().ParseMove("p2 3")
	if _, e := r.PlayComputer(ctx, mv); e != nil {
		t.Fatal(e)
	}
	ev, out, e := r.AskUndo(ctx, 0, 2)
	if e != nil || out != online.UndoTaken || ev.Plies != 0 || r.Match().Plies() != 0 {
		t.Fatalf("undo: %v, %v, %d plies", out, e, r.Match().Plies())
	}
}

// TestInvitesSeatOnceAndTokensStayApart claims a seat by its invite: the
// invite then seats no one, the new token holds the seat, and no token
// or id of the room is another's.
func TestInvitesSeatOnceAndTokensStayApart(t *testing.T) {
	store := memstore.New()
	r, sec, e := online.Create(ctx, store, games.All(), online.Spec{Game: "yote rows=4", Seats: []string{online.SeatYou, online.SeatInvite}, Name: "Ann"}, "", newSeeded(3), timeNow())
	if e != nil {
		t.Fatal(e)
	}
	invite := sec.Invites[1]
	seat, token, e := r.Claim(ctx, online.Hash(invite), " Bob ", "", newSeeded(9))
	if e != nil || seat != 1 {
		t.Fatalf("claim: seat %d, %v", seat, e)
	}
	if _, _, e := r.Claim(ctx, online.Hash(invite), "", "", newSeeded(10)); e == nil || e.Code != online.ErrBadToken {
		t.Errorf("the invite claimed twice: %v", e)
	}
	if s, ok := r.Role(online.Hash(token)); !ok || s != 1 {
		t.Errorf("the new token holds seat %d, %v", s, ok)
	}
	if ps := r.Seats(nil); ps[0].Player != "Ann" || ps[1].Player != "Bob" || ps[1].Kind != online.KindPerson {
		t.Errorf("the players are %+v, want Ann and Bob", ps)
	}
	if _, _, e := r.Claim(ctx, online.Hash(sec.Invites[1]), strings.Repeat("x", online.MaxName+1), "", newSeeded(11)); e == nil || e.Code != online.ErrBadMessage {
		t.Errorf("a name too long: %v", e)
	}
	if s, ok := r.Role(online.Hash(sec.Watch)); !ok || s != -1 {
		t.Errorf("the spectators' token is seat %d, %v", s, ok)
	}
	if _, ok := r.Role(online.Hash(invite)); ok {
		t.Error("the invite is a role")
	}
	seen := map[string]bool{}
	for _, v := range []string{r.ID(), sec.Tokens[0], invite, token, sec.Watch} {
		if len(v) != 22 || seen[v] {
			t.Errorf("token %q is not 128 bits apart from the others", v)
		}
		seen[v] = true
	}
	again, err := online.Load(ctx, store, games.All(), r.ID())
	if err != nil {
		t.Fatal(err)
	}
	if s, ok := again.Role(online.Hash(token)); !ok || s != 1 {
		t.Errorf("after loading again the token holds seat %d, %v", s, ok)
	}
}

// TestCreateRefusesBadSeats checks create's checks.
func TestCreateRefusesBadSeats(t *testing.T) {
	for _, c := range []struct {
		game  string
		seats []string
	}{
		{"chess", []string{"you", "invite"}},
		{"kalah houses=99", []string{"you", "invite"}},
		{"kalah", []string{"you"}},
		{"kalah", []string{"you", "grandmaster"}},
		{"kalah", []string{"invite", "hard"}},
	} {
		if _, _, e := online.Create(ctx, memstore.New(), games.All(), online.Spec{Game: c.game, Seats: c.seats}, "", newSeeded(1), timeNow()); e == nil || e.Code != online.ErrBadGame {
			t.Errorf("%s %v: %v, want %s", c.game, c.seats, e, online.ErrBadGame)
		}
	}
}

// TestAnUndoKeepsTheLengthItWasAskedFor: among three people, Player 1
// asks to take back the last move (Player 3's); Player 3's seat is then
// given to the computer, after which the policy, asked again, would take
// back to Player 2's move. The undo, once accepted, goes back to the length
// it was asked for, as its stored event says and a replay does.
func TestAnUndoKeepsTheLengthItWasAskedFor(t *testing.T) {
	store := memstore.New()
	const game = "mergers mode=simple players=3"
	r, _ := create(t, store, game, people(t, game))
	for i, sq := range []string{"A1", "C5", "E9"} {
		if _, _, e := r.Move(ctx, i, i, sq); e != nil {
			t.Fatal(e)
		}
	}
	if _, out, e := r.AskUndo(ctx, 0, 3); e != nil || out != online.UndoAsked {
		t.Fatalf("asked: %v, %v", out, e)
	}
	if e := r.ToComputer(ctx, 1, 2, "easy"); e != nil {
		t.Fatal(e)
	}
	ev, out, e := r.Answer(ctx, 1, 3, true)
	if e != nil || out != online.UndoTaken || ev.Plies != 2 || r.Match().Plies() != 2 {
		t.Fatalf("answered: %v, %v, the event at %d plies, the room at %d; want 2", out, e, ev.Plies, r.Match().Plies())
	}
	again, err := online.Load(ctx, store, games.All(), r.ID())
	if err != nil || again.Match().Text() != r.Match().Text() {
		t.Fatalf("the room loaded again: %v\n%s", err, again.Match().Text())
	}
}

// TestAQuickGameDrawsItsSeats: the sitters of a quick game take the
// room's seats in an order drawn for it (both orders come up), a table's
// host keeps the seat she chose.
func TestAQuickGameDrawsItsSeats(t *testing.T) {
	seats := []lobby.TableSeat{{Profile: "a", TokenHash: "ta"}, {Profile: "b", TokenHash: "tb"}}
	first := map[string]int{}
	for i := range 40 {
		rec, err := lobby.TableRoom(games.All(), lobby.Table{ID: "t", Game: "kalah", Quick: true, Seats: seats}, newSeeded(uint64(i)), timeNow())
		if err != nil {
			t.Fatal(err)
		}
		first[rec.Seats[0].Profile]++
	}
	if first["a"] == 0 || first["b"] == 0 {
		t.Errorf("who sits first in 40 quick games: %v", first)
	}
	rec, err := lobby.TableRoom(games.All(), lobby.Table{ID: "t", Game: "kalah", Seats: seats}, newSeeded(1), timeNow())
	if err != nil || rec.Seats[0].Profile != "a" || rec.Seats[1].TokenHash != "tb" {
		t.Errorf("a table's seats moved: %+v, %v", rec.Seats, err)
	}
}
