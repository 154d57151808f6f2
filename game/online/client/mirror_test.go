package client

import (
	"testing"

	"parlor/game/games"
	"parlor/game/online"
	"parlor/game/online/protocol"
)

// welcome is a room of Kalah (4, 3) with these events.
func welcome(events ...online.Event) protocol.Welcome {
	turn := 0 // South's, at the start
	if len(events) > 0 {
		turn = events[len(events)-1].Turn
	}
	return protocol.Welcome{Room: "r", N: len(events), Game: "kalah houses=4 seeds=3", Seat: 0,
		Players: []online.SeatInfo{{Name: "South", Kind: online.KindPerson}, {Name: "North", Kind: online.KindPerson}}, Turn: turn, Events: events}
}

// TestAMoveLostInADropIsSentAgainOnlyIfStillDue settles the move pending
// when the connection dropped, from the welcome after it: taken (its
// event is there), still due (sent again), or overtaken (refused, stale).
func TestAMoveLostInADropIsSentAgainOnlyIfStillDue(t *testing.T) {
	s1 := online.Event{N: 1, Kind: online.KindMove, Seat: 0, Lines: []string{"S1"}, Plies: 1, Turn: 1}
	n1 := online.Event{N: 2, Kind: online.KindMove, Seat: 1, Lines: []string{"N1"}, Plies: 2, Turn: 0}
	for _, c := range []struct {
		name        string
		pending     protocol.Message
		back        protocol.Message
		resend      bool
		refusedCode string
	}{
		{"taken before the drop", protocol.Move{N: 0, Move: "S1"}, welcome(s1), false, ""},
		{"lost: the room is where it was", protocol.Move{N: 0, Move: "S1"}, welcome(), true, ""},
		{"overtaken", protocol.Move{N: 1, Move: "S2"}, welcome(s1, n1), false, online.ErrStale},
		{"an undo is not asked again", protocol.Undo{N: 0}, welcome(), false, ""},
	} {
		tab, err := newMirror(games.All(), welcome())
		if err != nil {
			t.Fatal(err)
		}
		tab.pending = c.pending
		_, refused, err := tab.apply(c.back)
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		again, ok := tab.resent()
		if ok != c.resend || (ok && again != c.pending) {
			t.Errorf("%s: resend %v %+v, want %v", c.name, ok, again, c.resend)
		}
		if got := refusedCode(refused); got != c.refusedCode {
			t.Errorf("%s: refused %v, want %q", c.name, refused, c.refusedCode)
		}
		if _, ok := tab.resent(); ok {
			t.Errorf("%s: sent again twice", c.name)
		}
	}
}

// TestAMoveWhoseEventCameBeforeTheDropIsDone: the player's own event
// arrives, the connection drops before the ack; the welcome after it
// must neither send the move again nor call it refused.
func TestAMoveWhoseEventCameBeforeTheDropIsDone(t *testing.T) {
	s1 := online.Event{N: 1, Kind: online.KindMove, Seat: 0, Lines: []string{"S1"}, Plies: 1, Turn: 1}
	tab, err := newMirror(games.All(), welcome())
	if err != nil {
		t.Fatal(err)
	}
	tab.pending = protocol.Move{N: 0, Move: "S1"}
	if _, _, err := tab.apply(protocol.Event{N: 1, Event: s1}); err != nil {
		t.Fatal(err)
	}
	_, refused, err := tab.apply(welcome(s1))
	if _, again := tab.resent(); err != nil || refused != nil || again || tab.N != 1 {
		t.Errorf("after the drop: %v, refused %v, sent again %v, at event %d", err, refused, again, tab.N)
	}
}

func refusedCode(e *online.Error) string {
	if e == nil {
		return ""
	}
	return e.Code
}

// TestATurnTheEngineDoesNotGiveIsRefused: an event or a welcome that gives
// the turn to a seat the client's engine does not is the server and the
// client out of step: an error, not a table.
func TestATurnTheEngineDoesNotGiveIsRefused(t *testing.T) {
	s1 := online.Event{N: 1, Kind: online.KindMove, Seat: 0, Lines: []string{"S1"}, Plies: 1, Turn: 0} // North's turn, in truth
	tab, err := newMirror(games.All(), welcome())
	if err != nil {
		t.Fatal(err)
	}
	if _, _, err := tab.apply(protocol.Event{N: 1, Event: s1}); err == nil {
		t.Error("an event giving the turn to the wrong seat was taken")
	}
	w := welcome()
	w.Turn = 1
	if _, err := newMirror(games.All(), w); err == nil {
		t.Error("a welcome giving the turn to the wrong seat was taken")
	}
}

// TestAWelcomeSaysWhetherTheGameIsRated keeps the welcome's rated on the
// table, which the front ends read (no take-back, "Rated").
func TestAWelcomeSaysWhetherTheGameIsRated(t *testing.T) {
	for _, rated := range []bool{false, true} {
		w := welcome()
		w.Rated = rated
		tab, err := newMirror(games.All(), w)
		if err != nil {
			t.Fatal(err)
		}
		if tab.Rated != rated {
			t.Errorf("a welcome rated %v makes a table rated %v", rated, tab.Rated)
		}
	}
}
