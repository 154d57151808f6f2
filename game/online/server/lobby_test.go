//go:build !js

package server_test

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/coder/websocket"

	"parlor/game/games"
	"parlor/game/online"
	"parlor/game/online/client"
	onlinelobby "parlor/game/online/lobby"
	"parlor/game/online/protocol"
	"parlor/game/online/server"
)

// profile makes a profile named name on connection c and returns its key
// and id.
func (c *raw) profile(name string) (key, id string) {
	c.t.Helper()
	c.send(protocol.NewProfile{Name: name})
	p := c.until(protocol.TypeProfile)
	if p.Key == "" || p.Profile == nil || p.Profile.Name != name {
		c.t.Fatalf("new-profile %q: %+v", name, p)
	}
	return p.Key, p.Profile.ID
}

// write sends m, and says what went wrong rather than failing the test:
// it may be called on any goroutine.
func (c *raw) write(m protocol.Message) error {
	b, err := protocol.Marshal(m)
	if err != nil {
		return err
	}
	ctx, cancel := context.WithTimeout(context.Background(), patience)
	defer cancel()
	return c.ws.Write(ctx, websocket.MessageText, b)
}

// sitting is where a sitter sits once her table's room is made: the
// table (the room's id), her seat's token, when she heard of the room
// (and what told her: started), and how often she was told of a move to
// another table (a seek paired by the tick) or of her table closing
// before it did.
type sitting struct {
	table, token  string
	at            time.Time
	started       *protocol.TableInfo
	moves, closed int
}

// startedBefore reads c's messages until the table c sits at (s, or
// what a seated message says after) starts, and returns where c sits;
// an error, or none by end, is its error, which names the last messages
// read. It does not fail the test: it may run on any goroutine.
func (c *raw) startedBefore(end time.Time, s sitting) (sitting, error) {
	var trail []string
	for {
		m, err := c.readBefore(end)
		if err != nil {
			return s, fmt.Errorf("waiting for table %q to start: %w; the last messages: %s", s.table, err, strings.Join(trail, ", "))
		}
		brief := m.Type
		if m.Table != nil {
			brief = fmt.Sprintf("%s %s room=%q closed=%v", m.Type, m.Table.ID, m.Table.Room, m.Table.Closed)
		}
		trail = append(trail[max(0, len(trail)-9):], brief)
		switch {
		case m.Type == protocol.TypeError:
			return s, fmt.Errorf("waiting for table %q to start: %s: %s", s.table, m.Code, m.Message)
		case m.Type == protocol.TypeSeated:
			if s.table != "" {
				s.moves++
			}
			s.table, s.token = m.Table.ID, m.Token
		case m.Type == protocol.TypeTable && m.Table.ID == s.table && m.Table.Room != "":
			s.at, s.started = time.Now(), m.Table
			return s, nil
		case m.Type == protocol.TypeTable && m.Table.ID == s.table && m.Table.Closed:
			s.closed++ // a seek told it closes as it moves: seated follows
		}
	}
}

// quickPair pairs two new profiles for a rated game of game through the
// server at url, and returns their connections, in the room, and seats.
func quickPair(t *testing.T, url, game string) (a, b *raw, seatA, seatB int) {
	t.Helper()
	p := pairQuick(t, url, url, game)
	return p.conns[0], p.conns[1], p.seats[0], p.seats[1]
}

// quickPairOn is quickPair with Ann on the server at urlA and Bob on the
// one at urlB.
func quickPairOn(t *testing.T, urlA, urlB, game string) (a, b *raw, seatA, seatB int) {
	t.Helper()
	p := pairQuick(t, urlA, urlB, game)
	return p.conns[0], p.conns[1], p.seats[0], p.seats[1]
}

// pair is two new profiles, Ann and Bob, paired by quick for a rated
// game: their connections, keys and ids, where they sat, and their seats
// in the room, where they are.
type pair struct {
	conns     [2]*raw
	keys, ids [2]string
	sat       [2]sitting
	seats     [2]int
}

// pairQuick pairs Ann, on the server at urlA, and Bob, on the one at
// urlB, for a rated game of game: Ann seeks first. On one server Bob sits
// at her seek at once; on two, he may seek too before her server's news
// reaches his, and the tick then pairs them.
func pairQuick(t *testing.T, urlA, urlB, game string) pair {
	t.Helper()
	var p pair
	p.conns = [2]*raw{dialRaw(t, urlA, nil), dialRaw(t, urlB, nil)}
	p.keys[0], p.ids[0] = p.conns[0].profile("Ann")
	p.keys[1], p.ids[1] = p.conns[1].profile("Bob")
	p.conns[0].send(protocol.Quick{Game: game, Rated: true})
	seek := p.conns[0].until(protocol.TypeSeated)
	p.conns[1].send(protocol.Quick{Game: game, Rated: true})
	p.sat[0] = sitting{table: seek.Table.ID, token: seek.Token} // Bob's seat comes in his own seated
	for i, c := range p.conns {
		var err error
		if p.sat[i], err = c.startedBefore(time.Now().Add(patience), p.sat[i]); err != nil {
			t.Fatalf("%s: %v", []string{"Ann", "Bob"}[i], err)
		}
	}
	if p.sat[0].table != p.sat[1].table {
		t.Fatalf("Ann sits at %s, Bob at %s: not paired", p.sat[0].table, p.sat[1].table)
	}
	if urlA == urlB && p.sat[0].moves+p.sat[1].moves > 0 {
		t.Errorf("on one server Bob sits at Ann's seek at once: they moved %d times", p.sat[0].moves+p.sat[1].moves)
	}
	var w [2]wireMessage
	for i, c := range p.conns {
		c.send(protocol.Hello{Token: p.sat[i].token})
		w[i] = c.until(protocol.TypeWelcome)
		p.seats[i] = *w[i].Seat
	}
	if !w[0].Rated || !w[1].Rated || w[0].Helps {
		t.Errorf("the quick game's room is rated %v/%v, helps %v: want rated, no helps", w[0].Rated, w[1].Rated, w[0].Helps)
	}
	return p
}

// TestQuickPairsARatedGameAndRatesIt: two profiles seeking a rated classic
// Connect Four are paired, play to the end, and the end carries both
// ratings, the winner's up and the loser's down, provisional; a second
// end (a welcome of the finished room) gives the same, rated once.
func TestQuickPairsARatedGameAndRatesIt(t *testing.T) {
	r := start(t, server.Config{}, "")
	a, b, seatA, seatB := quickPair(t, r.url, "connectfour rules=classic")
	conns := map[int]*raw{seatA: a, seatB: b}
	red, yellow := conns[0], conns[1]
	end := redWins(t, red, yellow)
	if len(end.Ratings) != 2 {
		t.Fatalf("end of a rated game: ratings %+v", end.Ratings)
	}
	win, loss := end.Ratings[0], end.Ratings[1]
	if win.Outcome != onlinelobby.OutcomeWin || loss.Outcome != onlinelobby.OutcomeLoss {
		t.Errorf("outcomes %s/%s, want win/loss", win.Outcome, loss.Outcome)
	}
	if !(win.After.R > 1500 && loss.After.R < 1500 && win.Before.R == 1500 && win.After.RD < 350) {
		t.Errorf("ratings after a first game: Red %+v, Yellow %+v", win, loss)
	}
	if s := win.After.String(); !strings.HasSuffix(s, "?") {
		t.Errorf("a rating after one game shows %q: want provisional", s)
	}
	again := yellow.until(protocol.TypeEnd)
	if again.Ratings[0].After != win.After {
		t.Errorf("Yellow's end says %+v, Red's %+v", again.Ratings[0], win)
	}
	a.send(protocol.Whois{Profile: win.Profile})
	p := a.until(protocol.TypeProfile)
	if len(p.Families) != 1 || p.Families[0].Family != "connectfour-classic" || p.Families[0].Wins != 1 || len(p.Families[0].History) != 1 || len(p.Rooms) != 1 {
		t.Errorf("the winner's page after one game: %+v", p)
	}
}

// redWins plays a classic Connect Four to Red's win (column 0 four times;
// Yellow plays column 1), and returns the end Red is sent.
func redWins(t *testing.T, red, yellow *raw) wireMessage {
	t.Helper()
	n := 0
	for i := range 4 {
		red.send(protocol.Move{N: n, Move: "p1 0"})
		red.until(protocol.TypeAck)
		n++
		if i == 3 {
			break
		}
		yellow.await("Red's move", func(m wireMessage) bool { return m.Type == protocol.TypeEvent && m.N == n })
		yellow.send(protocol.Move{N: n, Move: "p2 1"})
		yellow.until(protocol.TypeAck)
		n++
		red.await("Yellow's move", func(m wireMessage) bool { return m.Type == protocol.TypeEvent && m.N == n })
	}
	return red.until(protocol.TypeEnd)
}

// TestRatedGamesRefuseTakeBacks: a rated room answers undo with rated.
func TestRatedGamesRefuseTakeBacks(t *testing.T) {
	r := start(t, server.Config{}, "")
	a, b, seatA, _ := quickPair(t, r.url, "kalah")
	first := a
	if seatA != 0 {
		first = b
	}
	first.send(protocol.Move{N: 0, Move: "S1"})
	first.until(protocol.TypeAck)
	first.send(protocol.Undo{N: 1})
	if e := first.until(protocol.TypeError); e.Code != online.ErrRated {
		t.Errorf("undo in a rated game: %+v, want %s", e, online.ErrRated)
	}
}

// TestTheLobbyShowsTablesLive: a table opened by one profile reaches a
// watcher as a table message; sat at by another, it starts, and both
// sitters and the watcher hear it; the host's stand closes another.
func TestTheLobbyShowsTablesLive(t *testing.T) {
	r := start(t, server.Config{}, "")
	watcher, host, guest := dialRaw(t, r.url, nil), dialRaw(t, r.url, nil), dialRaw(t, r.url, nil)
	watcher.send(protocol.WatchLobby{})
	if l := watcher.until(protocol.TypeLobby); len(l.Tables) != 0 {
		t.Fatalf("a new server's lobby: %+v", l.Tables)
	}
	host.profile("Host")
	guest.profile("Guest")
	host.send(protocol.Open{Game: "yote", Seats: []string{"you", "open"}})
	seated := host.until(protocol.TypeSeated)
	opened := watcher.until(protocol.TypeTable)
	if opened.Table.ID != seated.Table.ID || opened.Table.Seats[0].Player != "Host" || opened.Table.Seats[1].Kind != online.KindOpen || opened.Table.Seats[0].Rating != "1500?" {
		t.Fatalf("the watcher sees %+v", opened.Table)
	}
	guest.send(protocol.Sit{Table: seated.Table.ID})
	gs := guest.until(protocol.TypeSeated)
	for _, c := range []*raw{watcher, host, guest} {
		c.await("the table started", func(m wireMessage) bool {
			return m.Type == protocol.TypeTable && m.Table.Room == seated.Table.ID && m.Table.Closed
		})
	}
	guest.send(protocol.Hello{Token: gs.Token})
	if w := guest.until(protocol.TypeWelcome); w.Players[0].Profile == "" || w.Players[1].Player != "Guest" {
		t.Errorf("the room of a full table seats %+v", w.Players)
	}
	host.send(protocol.Open{Game: "kalah", Seats: []string{"open", "you"}})
	second := host.until(protocol.TypeSeated)
	host.send(protocol.Stand{Table: second.Table.ID})
	host.until(protocol.TypeAck)
	watcher.await("the table closed", func(m wireMessage) bool {
		return m.Type == protocol.TypeTable && m.Table.ID == second.Table.ID && m.Table.Closed && m.Table.Room == ""
	})
}

// TestLobbyRefusals: the lobby's messages without a profile, a wrong key,
// a second seek of a family, a table with no open seat, a computer at a
// rated table, a seat taken, a table gone.
func TestLobbyRefusals(t *testing.T) {
	r := start(t, server.Config{}, "")
	c := dialRaw(t, r.url, nil)
	expect := func(m protocol.Message, code string) {
		t.Helper()
		c.send(m)
		if e := c.until(protocol.TypeError); e.Code != code {
			t.Errorf("%+v: %s (%s), want %s", m, e.Code, e.Message, code)
		}
	}
	expect(protocol.Quick{Game: "kalah"}, online.ErrProfileNeeded)
	expect(protocol.SignIn{Key: "AAAAAAAAAAAAAAAAAAAAAA"}, online.ErrBadToken)
	expect(protocol.NewProfile{Name: "  "}, online.ErrBadMessage)
	c.profile("Cy")
	c.send(protocol.Quick{Game: "kalah"})
	seek := c.until(protocol.TypeSeated)
	expect(protocol.Quick{Game: "kalah houses=4"}, online.ErrTooMany)
	expect(protocol.Open{Game: "kalah", Seats: []string{"you", "hard"}}, online.ErrBadGame)
	expect(protocol.Open{Game: "kalah", Seats: []string{"you", "hard"}, Rated: true}, online.ErrRated)
	expect(protocol.Sit{Table: seek.Table.ID}, online.ErrTaken)
	expect(protocol.Sit{Table: "nothere"}, online.ErrGone)
	expect(protocol.Create{Game: "kalah", Seats: []string{"you", "hard"}, Rated: true}, online.ErrRated)
	expect(protocol.Leaders{Game: "chess"}, online.ErrBadGame)
}

// TestADeletedProfileKeepsItsGames: a profile deleted by its owner signs
// in no more (its key is bad-token, as a key never issued), its tables
// close, its page stays with its games, and its name shows as deleted
// there.
func TestADeletedProfileKeepsItsGames(t *testing.T) {
	r := start(t, server.Config{}, "")
	a := dialRaw(t, r.url, nil)
	key, id := a.profile("Ann")
	b := dialRaw(t, r.url, nil)
	b.profile("Bob")
	a.send(protocol.Open{Game: "yote", Seats: []string{"you", "open"}})
	table := a.until(protocol.TypeSeated).Table.ID
	b.send(protocol.Sit{Table: table})
	b.until(protocol.TypeSeated)
	a.send(protocol.Open{Game: "kalah", Seats: []string{"you", "open"}})
	a.until(protocol.TypeSeated)
	a.send(protocol.DeleteProfile{})
	a.until(protocol.TypeAck)
	a.send(protocol.SignIn{Key: key})
	gone := a.until(protocol.TypeError)
	a.send(protocol.SignIn{Key: "BBBBBBBBBBBBBBBBBBBBBB"})
	never := a.until(protocol.TypeError)
	if gone.Code != online.ErrBadToken || gone.Code != never.Code || gone.Message != never.Message {
		t.Errorf("a deleted profile's key: %+v; a key never issued: %+v", gone, never)
	}
	b.send(protocol.Whois{Profile: id})
	p := b.until(protocol.TypeProfile)
	if !p.Profile.Deleted || p.Profile.Name != onlinelobby.DeletedName {
		t.Errorf("a deleted profile's page: %+v", p.Profile)
	}
	if len(p.Rooms) != 1 || p.Rooms[0].Room != table || p.Rooms[0].Players[0].Player != onlinelobby.DeletedName || p.Rooms[0].Players[1].Player != "Bob" {
		t.Errorf("a deleted profile's games: %+v", p.Rooms)
	}
	b.send(protocol.WatchLobby{})
	if l := b.until(protocol.TypeLobby); len(l.Tables) != 0 {
		t.Errorf("a deleted profile's table is still open: %+v", l.Tables)
	}
}

// TestASeekEndsWhenItsSeekerIsGone: a seeker whose connection closes
// loses her seek once she has been gone SeekGone (a watcher sees it
// closed); one who comes back and signs in again within SeekGone keeps
// it past SeekGone, and is paired on it after.
func TestASeekEndsWhenItsSeekerIsGone(t *testing.T) {
	for _, c := range []struct {
		name string
		gone time.Duration // SeekGone: longer where the seeker must be back within it
		back bool
	}{
		{"gone", time.Second, false},
		{"back", 3 * time.Second, true},
	} {
		t.Run(c.name, func(t *testing.T) {
			r := start(t, server.Config{SeekGone: c.gone, Tick: 50 * time.Millisecond}, "")
			watcher, ann := dialRaw(t, r.url, nil), dialRaw(t, r.url, nil)
			watcher.send(protocol.WatchLobby{})
			watcher.until(protocol.TypeLobby)
			key, _ := ann.profile("Ann")
			ann.send(protocol.Quick{Game: "kalah"})
			seek := ann.until(protocol.TypeSeated)
			id := seek.Table.ID
			watcher.await("the seek opened", func(m wireMessage) bool { return m.Type == protocol.TypeTable && m.Table.ID == id })
			ann.ws.CloseNow()
			left := time.Now()
			if !c.back {
				m := watcher.await("the seek closed", func(m wireMessage) bool { return m.Type == protocol.TypeTable && m.Table.ID == id })
				if since := time.Since(left); !m.Table.Closed || m.Table.Room != "" || since < c.gone {
					t.Fatalf("%v after its seeker left, the seek is %+v", since, m.Table)
				}
				t.Logf("the seek closed %v after its seeker left (SeekGone %v)", time.Since(left), c.gone)
				return
			}
			ann = dialRaw(t, r.url, nil)
			ann.send(protocol.SignIn{Key: key})
			ann.until(protocol.TypeProfile)
			t.Logf("the seeker signed in again %v after she left", time.Since(left))
			// Past SeekGone and a few ticks after she left, a sweep would have
			// closed the seek had she not come back (a table gone never comes
			// back): it is still in the lobby.
			waitFor(t, "SeekGone and three ticks past since she left", func() bool { return time.Since(left) > c.gone+150*time.Millisecond })
			watcher.send(protocol.WatchLobby{})
			if l := watcher.until(protocol.TypeLobby); !slices.ContainsFunc(l.Tables, func(tb protocol.TableInfo) bool { return tb.ID == id }) {
				t.Fatalf("the seek of a seeker back in time is gone: %+v", l.Tables)
			}
			bob := dialRaw(t, r.url, nil)
			bob.profile("Bob")
			bob.send(protocol.Quick{Game: "kalah"})
			if s := bob.until(protocol.TypeSeated); s.Table.ID != id {
				t.Fatalf("Bob seeks at %s, not at Ann's seek %s", s.Table.ID, id)
			}
			s, err := ann.startedBefore(time.Now().Add(patience), sitting{table: id, token: seek.Token})
			if err != nil {
				t.Fatal(err)
			}
			ann.send(protocol.Hello{Token: s.token})
			if w := ann.until(protocol.TypeWelcome); w.Room != id {
				t.Errorf("Ann's token opens %s, not the room of her seek", w.Room)
			}
		})
	}
}

// TestASeatCarriesTheProfileSignedIn: a game made and joined by players
// signed in as profiles (client.OpenAs) seats them as those profiles, so
// it is in their history; a key the server does not know joins without
// one.
func TestASeatCarriesTheProfileSignedIn(t *testing.T) {
	r := start(t, server.Config{}, "")
	site := "http" + strings.TrimSuffix(strings.TrimPrefix(r.url, "ws"), "/online") + "/"
	ann := dialRaw(t, r.url, nil)
	key, id := ann.profile("Ann")
	host, err := client.OpenAs(t.Context(), site, games.All(), key, protocol.Create{Game: "yote", Seats: []string{"you", "invite"}, Name: "Ann"})
	if err != nil {
		t.Fatal(err)
	}
	defer host.Close()
	if p := host.Mirror().Players[0].Profile; p != id {
		t.Errorf("the creator's seat carries profile %q, want %q", p, id)
	}
	guest, err := client.OpenAs(t.Context(), site, games.All(), "CCCCCCCCCCCCCCCCCCCCCC", protocol.Join{Invite: host.Created.Invites[1]})
	if err != nil {
		t.Fatalf("a join with a key the server does not know: %v", err)
	}
	defer guest.Close()
	if p := guest.Mirror().Players[1].Profile; p != "" {
		t.Errorf("a join with an unknown key carries profile %q", p)
	}
	ann.send(protocol.Whois{Profile: id})
	if p := ann.until(protocol.TypeProfile); len(p.Rooms) != 1 || p.Rooms[0].Room != host.Mirror().Room {
		t.Errorf("Ann's games: %+v", p.Rooms)
	}
}
