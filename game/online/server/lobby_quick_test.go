//go:build !js

package server_test

import (
	"fmt"
	"testing"
	"time"

	onlinelobby "parlor/game/online/lobby"
	"parlor/game/online/postgres/pgtest"
	"parlor/game/online/protocol"
	"parlor/game/online/server"
	"parlor/game/online/store"
	"parlor/game/rating"
)

// TestAQuickGameStartsInTheRoomsSeats: a quick game's room draws its
// order of seats, and the table message that tells each sitter it
// started shows the room's seats, as the welcome does: on one server,
// and with a sitter on each of two (the server that did not make the
// room tells its sitter of it). Rooms are paired until the draw has put
// the first seeker first and second.
func TestAQuickGameStartsInTheRoomsSeats(t *testing.T) {
	const rooms = 16
	for _, c := range []struct {
		name    string
		servers func(t *testing.T) (urlA, urlB string)
	}{
		{"one server", func(t *testing.T) (string, string) {
			r := start(t, server.Config{}, "")
			return r.url, r.url
		}},
		{"two servers", func(t *testing.T) (string, string) {
			url := pgtest.URL(t)
			one, two := startShared(t, server.Config{Tick: lobbyTick}, url), startShared(t, server.Config{Tick: lobbyTick}, url)
			listening(t, url, listening(t, url))
			return one.url, two.url
		}},
	} {
		t.Run(c.name, func(t *testing.T) {
			urlA, urlB := c.servers(t)
			firstAt := map[int]bool{}
			for range rooms {
				p := pairQuick(t, urlA, urlB, "yote")
				firstAt[p.seats[0]] = true
				for i, s := range p.sat {
					who := []string{"Ann", "Bob"}[i]
					if got := s.started.Seats[p.seats[i]].Profile; got != p.ids[i] {
						t.Errorf("room %s: %s sits at seat %d of the room; its start showed %q there (seats %+v)", s.table, who, p.seats[i], got, s.started.Seats)
					}
				}
			}
			if !firstAt[0] || !firstAt[1] {
				t.Errorf("in %d rooms the first seeker sat only at seats %v: no draw?", rooms, firstAt)
			}
		})
	}
}

// TestQuickPairsTheClosestRating: of three seeks that fit a seeker, all
// within the window, she sits at the one closest to her rating, though
// it is the youngest. The ratings are written in the store, and each
// profile signs in again to have them read.
func TestQuickPairsTheClosestRating(t *testing.T) {
	r := start(t, server.Config{}, "")
	ps := r.store.(store.Profiles)
	seekers := []struct {
		name, game string
		r          float64
	}{
		{"Far", "kalah houses=4", 1450},
		{"Farther", "kalah seeds=3", 1580},
		{"Closest", "kalah houses=4 seeds=3", 1530},
	}
	tables := map[string]string{}
	for i, s := range seekers {
		c := dialRaw(t, r.url, nil)
		key, id := c.profile(s.name)
		change := onlinelobby.RatingChange{Profile: id, Before: rating.Initial(), After: onlinelobby.Glicko{R: s.r, RD: 60, Vol: 0.06}, Outcome: onlinelobby.OutcomeWin}
		if err := ps.Rate(t.Context(), fmt.Sprintf("room%d", i), "kalah", []onlinelobby.RatingChange{change}, time.Now()); err != nil {
			t.Fatal(err)
		}
		c.send(protocol.SignIn{Key: key})
		c.until(protocol.TypeProfile)
		c.send(protocol.Quick{Game: s.game})
		seated := c.until(protocol.TypeSeated)
		if want := fmt.Sprint(s.r); seated.Table.Seats[0].Rating != want {
			t.Fatalf("%s's seek shows her at %q, want %s", s.name, seated.Table.Seats[0].Rating, want)
		}
		tables[seated.Table.ID] = s.name
	}
	seeker := dialRaw(t, r.url, nil)
	seeker.profile("Seeker")
	seeker.send(protocol.Quick{Game: "kalah", Any: true})
	if got := tables[seeker.until(protocol.TypeSeated).Table.ID]; got != "Closest" {
		t.Errorf("a seeker at 1500 sits at %q's seek; want Closest's (1530, of 1450, 1580 and 1530)", got)
	}
}

// TestARematchOfARatedGameIsRated: the rematch of a rated game of two,
// asked for after its end, is rated too, and its end rates it from the
// ratings the first game left.
func TestARematchOfARatedGameIsRated(t *testing.T) {
	r := start(t, server.Config{}, "")
	p := pairQuick(t, r.url, r.url, "connectfour rules=classic")
	red, yellow := p.conns[0], p.conns[1]
	tokens := [2]string{p.sat[0].token, p.sat[1].token}
	if p.seats[0] != 0 {
		red, yellow = yellow, red
		tokens[0], tokens[1] = tokens[1], tokens[0]
	}
	first := redWins(t, red, yellow)
	red.send(protocol.Rematch{})
	red.until(protocol.TypeAck)
	for i, c := range []*raw{red, yellow} {
		next := c.until(protocol.TypeNext)
		c.send(protocol.Hello{Token: tokens[i]})
		w := c.until(protocol.TypeWelcome)
		if w.Room != next.Room || !w.Rated || *w.Seat != i {
			t.Fatalf("the rematch's welcome: room %s (next %s), rated %v, seat %d", w.Room, next.Room, w.Rated, *w.Seat)
		}
	}
	second := redWins(t, red, yellow)
	if len(second.Ratings) != 2 {
		t.Fatalf("the rematch's end: ratings %+v", second.Ratings)
	}
	for i, rc := range second.Ratings {
		if rc.Before != first.Ratings[i].After {
			t.Errorf("seat %d: the rematch rated from %+v; the first game left %+v", i, rc.Before, first.Ratings[i].After)
		}
	}
}
