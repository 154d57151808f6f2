//go:build !js

package server_test

import (
	"testing"

	onlinelobby "parlor/game/online/lobby"
	"parlor/game/online/protocol"
	"parlor/game/online/server"
	"parlor/game/rating"
)

// TestLeadersListsProvisionalRatingsApart: after one rated game on a new
// server no rating is settled, and leaders answers with an empty board
// and the two provisional ratings apart, the winner's first, each with
// its game and about how many more games settle it.
func TestLeadersListsProvisionalRatingsApart(t *testing.T) {
	r := start(t, server.Config{}, "")
	a, b, seatA, seatB := quickPair(t, r.url, "connectfour rules=classic")
	conns := map[int]*raw{seatA: a, seatB: b}
	end := redWins(t, conns[0], conns[1])
	win, loss := end.Ratings[0], end.Ratings[1]
	a.send(protocol.Leaders{Game: "connectfour rules=classic"})
	m := a.until(protocol.TypeLeaders)
	if m.Game != "connectfour-classic" || len(m.Leaders) != 0 {
		t.Fatalf("leaders after one game: %+v", m)
	}
	if len(m.Unsettled) != 2 {
		t.Fatalf("provisional after one game: %+v", m.Unsettled)
	}
	for i, rc := range []onlinelobby.RatingChange{win, loss} {
		s := m.Unsettled[i]
		more := rating.GamesToSettle(rc.After)
		if s.Profile != rc.Profile || s.R != rc.After.R || s.RD != rc.After.RD || s.Vol != rc.After.Vol || s.Games != 1 || s.More != more || more < 5 {
			t.Errorf("provisional row %d: %+v; want %s's %+v after 1 game, %d more to settle", i+1, s, rc.Profile, rc.After, more)
		}
	}
}
