//go:build !js

package server_test

import (
	"math/rand/v2"
	"testing"
	"time"

	"parlor/game/games"
	onlinelobby "parlor/game/online/lobby"
	"parlor/game/online/onlinetest"
	"parlor/game/online/protocol"
	"parlor/game/online/server"
)

// away is how long a seat's person is away before the others may hand it
// to the computer, in the tests of rated games: short, since a test waits
// for it by asking again (handOnceAway).
const away = 200 * time.Millisecond

// TestAHandedSeatResignsARatedGameOfTwo: in a rated game of two, the seat
// of a player gone Away handed to the computer ends the game as her
// resignation: the result says she resigned, and the ratings count it
// as her loss and the other's win.
func TestAHandedSeatResignsARatedGameOfTwo(t *testing.T) {
	for _, game := range []string{"kalah", "connectfour rules=classic"} {
		t.Run(game, func(t *testing.T) {
			r := start(t, server.Config{Away: away}, "")
			a, b, seatA, seatB := quickPair(t, r.url, game)
			b.ws.CloseNow()
			if m := handOnceAway(t, a, protocol.Hand{Seat: seatB, Level: "easy"}); m.Type != protocol.TypeAck {
				t.Fatalf("handing a rated game's seat away: %+v", m)
			}
			end := a.until(protocol.TypeEnd)
			o, _ := games.Parse(game)
			names := o.Seats()
			if want := names[seatB] + " resigned: " + names[seatA] + " wins"; end.Result != want {
				t.Errorf("result %q, want %q", end.Result, want)
			}
			if len(end.Ratings) != 2 {
				t.Fatalf("ratings %+v", end.Ratings)
			}
			gone, here := end.Ratings[seatB], end.Ratings[seatA]
			if gone.Outcome != onlinelobby.OutcomeLoss || here.Outcome != onlinelobby.OutcomeWin || gone.After.R >= 1500 || here.After.R <= 1500 {
				t.Errorf("the seat handed away: %+v; the other: %+v", gone, here)
			}
		})
	}
}

// TestAHandedSeatRanksLastInARatedGameOfThree: three profiles at a rated
// table of Can't Stop for three (opened, and sat at twice); the third
// never comes, and her seat is handed to the computer, which plays it on
// to the end. Whatever the computer made of it, that seat ranks last (a
// loss); the others rank by the game.
func TestAHandedSeatRanksLastInARatedGameOfThree(t *testing.T) {
	const game = "cantstop players=3"
	r := start(t, server.Config{Away: away, Rate: fast.Rate, Burst: fast.Burst}, "") // the players are bots
	conns := [3]*raw{dialRaw(t, r.url, nil), dialRaw(t, r.url, nil), dialRaw(t, r.url, nil)}
	ids := [3]string{}
	for i, name := range []string{"Ann", "Bob", "Cy"} {
		_, ids[i] = conns[i].profile(name)
	}
	conns[0].send(protocol.Open{Game: game, Seats: []string{"you", "open", "open"}, Rated: true})
	opened := conns[0].until(protocol.TypeSeated)
	id := opened.Table.ID
	tokens := [3]string{opened.Token}
	for i := 1; i < 3; i++ {
		conns[i].send(protocol.Sit{Table: id})
		m := conns[i].until(protocol.TypeSeated)
		if *m.Seat != i {
			t.Fatalf("%s sits at seat %d", ids[i], *m.Seat)
		}
		tokens[i] = m.Token
	}
	for _, c := range conns {
		c.await("the table started", func(m wireMessage) bool {
			return m.Type == protocol.TypeTable && m.Table.Room == id
		})
	}
	const handed = 2 // Cy never says hello
	players := []*onlinetest.Player{
		onlinetest.Dial(t, r.url, protocol.Hello{Token: tokens[0]}),
		onlinetest.Dial(t, r.url, protocol.Hello{Token: tokens[1]}),
	}
	conns[0].send(protocol.Hello{Token: tokens[0]})
	if w := conns[0].until(protocol.TypeWelcome); !w.Rated {
		t.Fatal("the room of a rated table is not rated")
	}
	seat := handed
	if m := handOnceAway(t, conns[0], protocol.Hand{Seat: seat, Level: "easy"}); m.Type != protocol.TypeAck {
		t.Fatalf("handing the third seat away: %+v", m)
	}
	playToTheEnd(t, rand.New(rand.NewPCG(36, 3)), players)
	end := players[0].Table.End
	if len(end.Ratings) != 3 {
		t.Fatalf("ratings %+v", end.Ratings)
	}
	score := players[0].Table.Match.State().Returns()
	score[handed] = -2 // below anything the game gives
	ranks := make([]int, 3)
	for i := range ranks {
		for j := range ranks {
			if score[j] > score[i] {
				ranks[i]++
			}
		}
	}
	want := onlinelobby.Outcomes(ranks)
	for i, rc := range end.Ratings {
		if rc.Seat != i || rc.Profile != ids[i] || rc.Outcome != want[i] {
			t.Errorf("seat %d: %+v, want profile %s, %s (the game's returns %v)", i, rc, ids[i], want[i], players[0].Table.Match.State().Returns())
		}
	}
	if rc := end.Ratings[handed]; rc.Outcome != onlinelobby.OutcomeLoss || rc.After.R >= rc.Before.R {
		t.Errorf("the seat handed away: %+v", rc)
	}
	t.Logf("the game's returns %v; result %q", players[0].Table.Match.State().Returns(), end.Result)
}
