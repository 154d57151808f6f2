//go:build !js

package server_test

import (
	"testing"

	"parlor/game/online/postgres/pgtest"
	"parlor/game/online/server"
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
