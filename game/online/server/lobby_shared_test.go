//go:build !js

package server_test

import (
	"fmt"
	"slices"
	"sync"
	"testing"
	"time"

	"parlor/game/online"
	onlinelobby "parlor/game/online/lobby"
	"parlor/game/online/postgres/pgtest"
	"parlor/game/online/protocol"
	"parlor/game/online/server"
	"parlor/game/online/store"
)

// lobbyTick is the lobby's tick in the tests of several servers: seeks
// are paired again, and sitters marked seen, this often.
const lobbyTick = 50 * time.Millisecond

// lobbyServers runs two servers with config c on one new PostgreSQL
// database, and returns once both listen to its changes (a server hears
// of nothing before it does: on a busy machine the first moments of a
// test could pass unheard, to be caught up with only after CatchUp).
func lobbyServers(t *testing.T, c server.Config) (one, two *running, url string) {
	url = pgtest.URL(t)
	one, two = startShared(t, c, url), startShared(t, c, url)
	listening(t, url, listening(t, url))
	return one, two, url
}

// TestOneLobbyAcrossServers: a table opened on one server reaches a
// watcher on the other (the delay is logged: the issue asks for less
// than a second); a profile on the other server sits at it, its room
// starts, and both sitters and the watcher hear it, and each says hello
// on her own server; a table closed on one server closes on the other.
func TestOneLobbyAcrossServers(t *testing.T) {
	one, two, _ := lobbyServers(t, server.Config{Tick: lobbyTick})
	watcher := dialRaw(t, two.url, nil)
	watcher.send(protocol.WatchLobby{})
	watcher.until(protocol.TypeLobby)
	host, guest := dialRaw(t, one.url, nil), dialRaw(t, two.url, nil)
	_, hostID := host.profile("Host")
	_, guestID := guest.profile("Guest")

	sent := time.Now()
	host.send(protocol.Open{Game: "yote", Seats: []string{"you", "open"}})
	seated := host.until(protocol.TypeSeated)
	id := seated.Table.ID
	opened := watcher.await("the table opened on the other server", func(m wireMessage) bool {
		return m.Type == protocol.TypeTable && m.Table.ID == id
	})
	delay := time.Since(sent)
	t.Logf("a table opened on one server reached a watcher on the other %v after its open was sent", delay)
	if opened.Table.Closed || opened.Table.Seats[0].Profile != hostID || opened.Table.Seats[1].Kind != online.KindOpen {
		t.Fatalf("the watcher on the other server sees %+v", opened.Table)
	}
	if delay > time.Second {
		t.Logf("over the second the issue asks for: a busy machine?")
	}

	guest.send(protocol.Sit{Table: id})
	gs := guest.until(protocol.TypeSeated)
	for _, c := range []*raw{watcher, host, guest} {
		c.await("the table started", func(m wireMessage) bool {
			return m.Type == protocol.TypeTable && m.Table.ID == id && m.Table.Room == id && m.Table.Closed
		})
	}
	host.send(protocol.Hello{Token: seated.Token})
	hw := host.until(protocol.TypeWelcome)
	guest.send(protocol.Hello{Token: gs.Token})
	gw := guest.until(protocol.TypeWelcome)
	for _, w := range []wireMessage{hw, gw} {
		if w.Room != id || w.Players[0].Profile != hostID || w.Players[1].Profile != guestID {
			t.Errorf("the room of the table: %s, seats %+v", w.Room, w.Players)
		}
	}

	host.send(protocol.Open{Game: "kalah", Seats: []string{"open", "you"}})
	second := host.until(protocol.TypeSeated)
	watcher.await("the second table", func(m wireMessage) bool {
		return m.Type == protocol.TypeTable && m.Table.ID == second.Table.ID && !m.Table.Closed
	})
	host.send(protocol.Stand{Table: second.Table.ID})
	host.until(protocol.TypeAck)
	watcher.await("the second table closed", func(m wireMessage) bool {
		return m.Type == protocol.TypeTable && m.Table.ID == second.Table.ID && m.Table.Closed && m.Table.Room == ""
	})
}

// TestServersNeverPairASeekTwice races two servers: profiles, each on
// its own connection, half on one server and half on the other, send
// quick for the same game at the same moment — 40 at once, and pairs
// (one on each server) again and again, who often both open a seek for
// the tick to join. Every one ends in exactly one room of two (her last
// seat's token finds it; the database holds one seat of hers), no table
// is left, and the time it took is logged, in the lobby's ticks.
func TestServersNeverPairASeekTwice(t *testing.T) {
	for _, c := range []struct {
		name            string
		seekers, rounds int
		games           []string // the seekers' games, in turn
		any, rated      bool
	}{
		{"40 rated", 40, 1, []string{"connectfour rules=classic"}, false, true},
		{"40 any options", 40, 1, []string{"kalah", "kalah houses=4", "kalah seeds=3"}, true, false},
		{"2 at once, 15 times", 2, 15, []string{"yote"}, false, true},
	} {
		t.Run(c.name, func(t *testing.T) {
			one, two, url := lobbyServers(t, server.Config{Tick: lobbyTick})
			servers := []*running{one, two}
			var last time.Duration
			moves, crossed := 0, 0
			for range c.rounds {
				conns := make([]*raw, c.seekers)
				ids := make([]string, c.seekers)
				for i := range conns {
					conns[i] = dialRaw(t, servers[i%2].url, nil)
					_, ids[i] = conns[i].profile(fmt.Sprintf("Seeker %d", i))
				}
				got := make([]sitting, c.seekers)
				errs := make([]error, c.seekers)
				gate := make(chan struct{})
				var wg sync.WaitGroup
				for i, conn := range conns {
					wg.Go(func() {
						<-gate
						m := protocol.Quick{Game: c.games[i%len(c.games)], Any: c.any, Rated: c.rated}
						if errs[i] = conn.write(m); errs[i] == nil {
							got[i], errs[i] = conn.startedBefore(time.Now().Add(patience), sitting{})
						}
					})
				}
				begin := time.Now()
				close(gate)
				wg.Wait()
				for i, err := range errs {
					if err != nil {
						room, ferr := servers[0].store.Find(t.Context(), online.Hash(got[i].token))
						t.Errorf("seeker %d (on server %d; moved %d times; her token finds room %q, %v): %v", i, i%2+1, got[i].moves, room, ferr, err)
					}
				}
				if t.Failed() {
					logTables(t, servers[0])
					t.FailNow()
				}
				for _, s := range got {
					last = max(last, s.at.Sub(begin))
					moves += s.moves
				}
				crossed += checkPairs(t, servers[0], url, ids, got)
			}
			t.Logf("%d rounds of %d seekers on two servers, each round paired within %v (%.1f ticks of %v); %d rooms of one seeker on each server, %d seeks moved by the tick",
				c.rounds, c.seekers, last, float64(last)/float64(lobbyTick), lobbyTick, crossed, moves)
		})
	}
}

// checkPairs checks the rooms seekers ids were paired in, got: each
// seeker's token finds the room her last seat said, each room seats two
// of them, and the database at url holds one seat of each and no table
// left. It returns the number of rooms that seat a seeker of each
// server (seeker i is on server i%2).
func checkPairs(t *testing.T, r *running, url string, ids []string, got []sitting) (crossed int) {
	t.Helper()
	rooms := map[string][]int{}
	for i, s := range got {
		room, err := r.store.Find(t.Context(), online.Hash(s.token))
		if err != nil || room != s.table {
			t.Fatalf("seeker %d's token finds room %q (%v), her table was %s", i, room, err, s.table)
		}
		rooms[room] = append(rooms[room], i)
	}
	if len(rooms) != len(ids)/2 {
		t.Errorf("%d seekers in %d rooms", len(ids), len(rooms))
	}
	for room, in := range rooms {
		rec, _, err := r.store.Room(t.Context(), room)
		if err != nil {
			t.Fatal(err)
		}
		var seated, found []string
		for _, s := range rec.Seats {
			seated = append(seated, s.Profile)
		}
		for _, i := range in {
			found = append(found, ids[i])
		}
		slices.Sort(seated)
		slices.Sort(found)
		if !slices.Equal(seated, found) || len(in) != 2 {
			t.Errorf("room %s seats %v; the seekers it found are %v", room, seated, found)
		}
		if len(in) == 2 && in[0]%2 != in[1]%2 {
			crossed++
		}
	}
	db := pgConn(t, url)
	seats := map[string]int{}
	rows, err := db.Query(t.Context(), `SELECT profile, count(*) FROM seats WHERE profile != '' GROUP BY profile`)
	if err != nil {
		t.Fatal(err)
	}
	for rows.Next() {
		var p string
		var n int
		if err := rows.Scan(&p, &n); err != nil {
			t.Fatal(err)
		}
		seats[p] = n
	}
	rows.Close()
	for i, id := range ids {
		if seats[id] != 1 {
			t.Errorf("seeker %d holds %d seats in the database", i, seats[id])
		}
	}
	waitFor(t, "the lobby's tables all gone", func() bool { return count(t, db, `SELECT count(*) FROM lobby_tables`) == 0 })
	return crossed
}

// TestARatedGameAcrossServersIsRatedOnce: a rated game paired with one
// player on each server, finished on the first: both ends carry the same
// ratings, and the database rated the room once.
func TestARatedGameAcrossServersIsRatedOnce(t *testing.T) {
	one, two, url := lobbyServers(t, server.Config{Tick: lobbyTick})
	a, b, seatA, seatB := quickPairOn(t, one.url, two.url, "connectfour rules=classic")
	conns := map[int]*raw{seatA: a, seatB: b}
	red, yellow := conns[0], conns[1]
	end := redWins(t, red, yellow)
	other := yellow.until(protocol.TypeEnd)
	if len(end.Ratings) != 2 || len(other.Ratings) != 2 {
		t.Fatalf("the ends' ratings: %+v and %+v", end.Ratings, other.Ratings)
	}
	for i := range end.Ratings {
		if end.Ratings[i] != other.Ratings[i] {
			t.Errorf("seat %d: one end says %+v, the other %+v", i, end.Ratings[i], other.Ratings[i])
		}
	}
	if end.Ratings[0].Outcome != onlinelobby.OutcomeWin || end.Ratings[1].Outcome != onlinelobby.OutcomeLoss {
		t.Errorf("outcomes %+v", end.Ratings)
	}
	db := pgConn(t, url)
	for _, q := range []struct {
		query string
		want  int
	}{
		{`SELECT count(*) FROM rated`, 1},
		{`SELECT count(*) FROM history`, 2},
		{`SELECT sum(games) FROM ratings`, 2},
	} {
		if n := count(t, db, q.query); n != q.want {
			t.Errorf("%s: %d, want %d", q.query, n, q.want)
		}
	}
}

// logTables logs the lobby's tables as r's store has them, full or not.
func logTables(t *testing.T, r *running) {
	t.Helper()
	ts, err := r.store.(store.Profiles).Tables(t.Context())
	if err != nil {
		t.Fatal(err)
	}
	for _, tb := range ts {
		t.Logf("table %s (host %s, created %v, full %v): %+v", tb.ID, tb.Host, tb.Created.Format(time.StampMicro), tb.Full, tb.Seats)
	}
}

// TestTheLobbyCatchesUp: a change to the tables that no server is told of
// (as when the store drops a notification the server is too slow for) is
// caught up with within CatchUp: a table deleted in the database behind
// the servers' backs is closed to a watcher and to its host.
func TestTheLobbyCatchesUp(t *testing.T) {
	one, two, url := lobbyServers(t, server.Config{Tick: lobbyTick, CatchUp: 200 * time.Millisecond})
	watcher, host := dialRaw(t, two.url, nil), dialRaw(t, one.url, nil)
	watcher.send(protocol.WatchLobby{})
	watcher.until(protocol.TypeLobby)
	host.profile("Host")
	host.send(protocol.Open{Game: "kalah", Seats: []string{"you", "open"}})
	id := host.until(protocol.TypeSeated).Table.ID
	watcher.await("the table opened", func(m wireMessage) bool { return m.Type == protocol.TypeTable && m.Table.ID == id })
	db := pgConn(t, url)
	for _, q := range []string{`DELETE FROM lobby_seats WHERE tbl = $1`, `DELETE FROM lobby_tables WHERE id = $1`} {
		if _, err := db.Exec(t.Context(), q, id); err != nil {
			t.Fatal(err)
		}
	}
	for _, c := range []*raw{watcher, host} {
		c.await("the table closed", func(m wireMessage) bool {
			return m.Type == protocol.TypeTable && m.Table.ID == id && m.Table.Closed && m.Table.Room == ""
		})
	}
}
