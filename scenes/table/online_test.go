//go:build !js

package table_test

import (
	"context"
	"math/rand/v2"
	"net/http"
	"net/http/httptest"
	"slices"
	"strings"
	"testing"
	"time"

	"parlor/game/games"
	"parlor/game/online/client"
	"parlor/game/online/memstore"
	"parlor/game/online/onlinetest"
	"parlor/game/online/protocol"
	"parlor/game/online/server"
	"parlor/scenes"
	"parlor/scenes/prefs"
	"parlor/scenes/sound"
	"parlor/scenes/table"
	"parlor/scenes/table/room"
	"parlor/scenes/table/tabletest"
	"parlor/scenes/ui"
	"parlor/scenes/ui/uitest"
)

// A table online is tested here against a real game server (its memory
// store) over real WebSockets: two tables, as on two devices, play through
// it. The browser test plays the same through the page.

// gameServer runs a game server and returns the site it serves.
func gameServer(t *testing.T) string { return gameServerWith(t, server.Config{}) }

// gameServerWith runs a game server with config c (its store a memory).
func gameServerWith(t *testing.T, c server.Config) string {
	t.Helper()
	c.Store, c.Games, c.Logf = memstore.New(), games.All(), t.Logf
	srv := server.New(c)
	mux := http.NewServeMux()
	mux.Handle("/online", srv)
	hs := httptest.NewServer(mux)
	t.Cleanup(func() {
		hs.CloseClientConnections()
		hs.Close()
		srv.Close()
	})
	return hs.URL + "/"
}

// online is a table at a room, on a screen, with a hand for its moves.
type onlineSeat struct {
	setting
	conn *client.Session // the guest's session (a host's is the table's own)
}

// host sets a table of options on site whose seats are seats ("person
// invite easy"), and starts the online game from its settings.
func hostOnline(t *testing.T, site, options, seats string, clicks ...string) *onlineSeat {
	t.Helper()
	return hostOnlineWith(t, site, options, seats, nil, clicks...)
}

// hostOnlineWith is hostOnline with the table's sounds played by player
// (nil for none).
func hostOnlineWith(t *testing.T, site, options, seats string, player *sound.Player, clicks ...string) *onlineSeat {
	t.Helper()
	m := tabletest.Match(t, options, 7)
	b := boardOf(t, m.Options())
	h := &tabletest.Hand{View: b.New()}
	host := table.NewMemoryHost()
	host.Site = site
	host.Store(prefs.SeatsKey(m.Options().Game().ID), seats)
	host.Store(prefs.NameKey, "Ann")
	tb := table.New(table.Config{Match: m, View: h, Host: host, Home: func() ui.Scene { return tabletest.Home{} }, Sound: player})
	st := &onlineSeat{setting{s: uitest.NewScreen(t, 1280, 800, 1, tb), tb: tb, hand: h, host: host, board: b}, nil}
	for _, c := range clicks {
		st.setSeat(c)
	}
	st.setSeat("apply")
	st.until(t, "the room", func() bool { return st.online() != nil })
	if st.s.State("overlay") != "invite" { // closed with the settings overlay, on a board that has no room for them
		st.s.Click("share")
	}
	if st.s.State("overlay") != "invite" {
		t.Fatalf("the invite overlay is not open: %v", st.s.State("overlay"))
	}
	st.s.Click("close")
	return st
}

// joinOnline takes the seat of an invite link, as Bo.
func joinOnline(t *testing.T, link string) *onlineSeat {
	t.Helper()
	l, err := client.ParseLink(link)
	if err != nil {
		t.Fatal(err)
	}
	op, err := client.Open(context.Background(), l.Site, games.All(), protocol.Join{Invite: l.Key, Name: "Bo"})
	if err != nil {
		t.Fatal(err)
	}
	b := boardOf(t, op.Match().Options())
	h := &tabletest.Hand{View: b.New()}
	host := table.NewMemoryHost()
	host.Site = l.Site
	tb := table.New(table.Config{Match: op.Match(), View: h, Host: host, Home: func() ui.Scene { return tabletest.Home{} },
		Room: room.New(op, l.Site)})
	return &onlineSeat{setting{s: uitest.NewScreen(t, 1170, 2532, 3, tb), tb: tb, hand: h, host: host, board: b}, op} // a phone: 390 × 844 CSS pixels at device scale 3
}

// online is the table's probe of its room, or nil.
func (st *onlineSeat) online() map[string]any {
	o, _ := st.s.State("online").(map[string]any)
	return o
}

// link is one of the room's links: "invite:2", "watch", "seat".
func (st *onlineSeat) link(t *testing.T, name string) string {
	t.Helper()
	l, _ := st.online()["links"].(map[string]string)[name]
	if l == "" {
		t.Fatalf("no %s link in %v", name, st.online()["links"])
	}
	return l
}

// until ticks the screen (and waits a little for the network) until ok,
// for at most onlinetest.Wait: generous, for a busy machine.
func (st *onlineSeat) until(t *testing.T, what string, ok func() bool, others ...*onlineSeat) {
	t.Helper()
	deadline := time.Now().Add(onlinetest.Wait)
	for !ok() {
		if time.Now().After(deadline) {
			for _, o := range others {
				t.Logf("other: %v, animating %v, headline %q, note %q\n%s", o.online(), o.s.State("animating"), o.s.State("headline"), o.s.State("note"), o.tb.Match().Text())
			}
			p := st.tb.Probe()
			t.Fatalf("no %s: %v\nheadline %q, note %q, overlay %q, animating %v, hand waiting %v\n%s", what, st.online(), p["headline"], p["note"], p["overlay"], p["animating"], st.hand.Waiting(), st.tb.Match().Text())
		}
		st.s.Tick(ui.Input{X: -1, Y: -1})
		for _, o := range others {
			o.s.Tick(ui.Input{X: -1, Y: -1})
		}
		time.Sleep(time.Millisecond)
	}
}

// settled reports whether the table has nothing on its way to the server
// and is at event n.
func (st *onlineSeat) settled(n int) bool {
	o := st.online()
	return o["n"] == n && o["pending"] == false && o["ahead"] == false && st.s.State("animating") == false
}

// TestFriendsPlayEveryGameOnline plays a whole game of every game between
// two tables, as on two devices, through a real game server: the host
// invites from WHO PLAYS (Can't Stop and Mergers with a third seat the
// server's computer plays), the guest takes the invite as Bo; each person's
// moves are made on the board of the seat to move; the waiting side's
// headline names who it waits for; both tables end with the same record.
func TestFriendsPlayEveryGameOnline(t *testing.T) {
	site := gameServer(t)
	for _, b := range scenes.Boards() {
		t.Run(b.Game.ID, func(t *testing.T) {
			o := quickest(t, b.Game)
			seats := "person invite"
			if _, ok := o.Game().Param("players"); ok {
				if opts, err := o.With("players", "3"); err == nil {
					o, seats = opts, "person invite easy"
				}
			}
			a := hostOnline(t, site, o.String(), seats)
			guest := joinOnline(t, a.link(t, "invite:2"))
			a.until(t, "Bo seated", func() bool { return strings.Contains(strings.Join(a.players(), " "), ":Bo:here") }, guest)
			r := rand.New(rand.NewPCG(3, uint64(len(b.Game.ID))))
			tables := []*onlineSeat{a, guest}
			for moves := 0; !a.tb.Match().State().Over(); moves++ {
				if moves > 3000 {
					t.Fatalf("no end after %d moves", moves)
				}
				s := a.tb.Match().State()
				turn := int(s.Turn())
				if turn < 2 {
					mover, other := tables[turn], tables[1-turn]
					if h, _ := other.s.State("headline").(string); h != "Waiting for "+[]string{"Ann", "Bo"}[turn]+"…" {
						t.Fatalf("the other table's headline: %q", h)
					}
					legal := mover.tb.Match().State().Legal()
					mover.hand.Move(legal[r.IntN(len(legal))])
				}
				n := a.online()["n"].(int)
				a.until(t, "the move on both tables", func() bool {
					k, _ := a.online()["n"].(int)
					return k > n && a.settled(k) && guest.settled(k)
				}, guest)
			}
			if a.tb.Match().Text() != guest.tb.Match().Text() {
				t.Fatalf("the tables' records differ:\n%s\n---\n%s", a.tb.Match().Text(), guest.tb.Match().Text())
			}
			a.until(t, "the end", func() bool { return a.online()["over"] == true && guest.online()["over"] == true }, guest)
		})
	}
}

// shots saves the table as it is, when $PARLOR_SHOTS is set
// (uitest.Screen.Save): the host's on a desktop, the guest's on a phone.
func (st *onlineSeat) shots(t *testing.T, name string) {
	t.Helper()
	st.s.Save(name)
}

// players is the probe's line for each seat: "Yellow:Bo:here".
func (st *onlineSeat) players() []string {
	p, _ := st.online()["players"].([]string)
	return p
}

// TestTakingBackOnlineIsAskedOfTheOthers asks to take a move back: the
// other player sees the question and declines (the move stands), then
// accepts (both tables go back).
func TestTakingBackOnlineIsAskedOfTheOthers(t *testing.T) {
	site := gameServer(t)
	a := hostOnline(t, site, "kalah houses=6 seeds=4", "person invite")
	guest := joinOnline(t, a.link(t, "invite:2"))
	a.hand.Move(a.tb.Match().State().Legal()[0])
	a.until(t, "the move", func() bool { return a.settled(1) && guest.settled(1) }, guest)
	for _, accept := range []bool{false, true} {
		a.s.Click("undo")
		guest.until(t, "the question", func() bool { return guest.s.State("overlay") == "ask" }, a)
		if accept {
			guest.shots(t, "online-take-back")
			guest.s.Click("accept")
			a.until(t, "the move taken back", func() bool { return a.tb.Match().Plies() == 0 && guest.tb.Match().Plies() == 0 }, guest)
		} else {
			guest.s.Click("decline")
			a.until(t, "the refusal", func() bool { return strings.Contains(a.s.State("note").(string), "said no") }, guest)
			if a.tb.Match().Plies() != 1 {
				t.Fatalf("declined, yet the move is gone")
			}
		}
	}
}

// TestAMoveTheServerRefusesGoesBack has the server refuse a move shown
// ahead on the board (the guest's connection has sent more messages than
// the server takes in a second): the board goes back to the room's game
// and says why.
func TestAMoveTheServerRefusesGoesBack(t *testing.T) {
	site := gameServerWith(t, server.Config{Rate: 0.01, Burst: 3})
	a := hostOnline(t, site, "connectfour rules=classic", "person invite")
	guest := joinOnline(t, a.link(t, "invite:2"))
	a.hand.Move(a.tb.Match().State().Legal()[0])
	a.until(t, "the first move", func() bool { return a.settled(1) && guest.settled(1) }, guest)
	for range 5 {
		if err := guest.conn.Send(protocol.Ping{}); err != nil {
			t.Fatal(err)
		}
	}
	guest.hand.Move(guest.tb.Match().State().Legal()[0])
	guest.until(t, "the move shown ahead", func() bool { return guest.tb.Match().Plies() == 2 })
	guest.until(t, "the refusal", func() bool { return guest.online()["pending"] == false })
	if guest.tb.Match().Plies() != 1 || guest.online()["n"] != 1 {
		t.Errorf("after the refusal the board shows %d plies at event %v, not the room's 1", guest.tb.Match().Plies(), guest.online()["n"])
	}
	if note, _ := guest.s.State("note").(string); !strings.Contains(note, "second") {
		t.Errorf("the note says %q, not why", note)
	}
	if h, _ := guest.s.State("headline").(string); h != "Your move" {
		t.Errorf("after the refusal, the headline says %q", h)
	}
}

// TestInvitingWithoutAServerSaysWhatItNeeds starts an online game on a
// site that serves no rooms: the table says that online play needs the
// Parlor server, and the game at the table is untouched.
func TestInvitingWithoutAServerSaysWhatItNeeds(t *testing.T) {
	static := httptest.NewServer(http.NotFoundHandler())
	defer static.Close()
	m := tabletest.Match(t, "kalah houses=6 seeds=4", 7)
	h := &tabletest.Hand{View: boardOf(t, m.Options()).New()}
	host := table.NewMemoryHost()
	host.Site = static.URL + "/"
	host.Store(prefs.SeatsKey("kalah"), "person invite")
	host.Store(prefs.NameKey, "Ann")
	tb := table.New(table.Config{Match: m, View: h, Host: host, Home: func() ui.Scene { return tabletest.Home{} }})
	st := &onlineSeat{setting{s: uitest.NewScreen(t, 1280, 800, 1, tb), tb: tb, hand: h, host: host}, nil}
	before := tb.Match()
	st.setSeat("apply")
	st.until(t, "the message", func() bool {
		return tb.Probe()["overlayMessage"] == room.NoServer
	})
	if tb.Match() != before || st.online() != nil {
		t.Errorf("the game changed: online %v", st.online())
	}
}

// TestAnAwayPlayerIsReplacedByTheComputer closes the guest's connection
// for good: the host's table marks the guest away, offers her seat to the
// computer, and once given the game goes on to its end with the
// computer playing it.
func TestAnAwayPlayerIsReplacedByTheComputer(t *testing.T) {
	site := gameServerWith(t, server.Config{Away: 50 * time.Millisecond})
	a := hostOnline(t, site, "kalah houses=4 seeds=2", "person invite")
	guest := joinOnline(t, a.link(t, "invite:2"))
	a.until(t, "Bo seated", func() bool { return slices.Contains(a.players(), "North:Bo:here") }, guest)
	guest.conn.Close()
	a.until(t, "Bo away", func() bool { return slices.Contains(a.players(), "North:Bo:away") })
	time.Sleep(100 * time.Millisecond) // twice Away since the server saw her go: never too short, however busy the machine
	a.shots(t, "online-away")
	a.s.Click("computer:2")
	if a.s.State("overlay") != "hand" {
		t.Fatalf("the Computer button opened %q", a.s.State("overlay"))
	}
	a.shots(t, "online-hand")
	a.s.Click("level:easy")
	a.until(t, "the computer in Bo's seat", func() bool { return slices.Contains(a.players(), "North:North:computer, Easy") })
	for !a.tb.Match().State().Over() {
		n := a.online()["n"].(int)
		if a.tb.Match().State().Turn() == 0 {
			a.hand.Move(a.tb.Match().State().Legal()[0])
		}
		a.until(t, "the next move", func() bool {
			k, _ := a.online()["n"].(int)
			return k > n && a.settled(k)
		})
	}
}

// TestARematchOnlineKeepsTheSeats plays a game to its end, and Rematch on
// the host's table brings both tables to the next game, in the same seats,
// kept in the host's list of online games beside the first.
func TestARematchOnlineKeepsTheSeats(t *testing.T) {
	site := gameServer(t)
	a := hostOnline(t, site, "kalah houses=1 seeds=1", "person invite")
	guest := joinOnline(t, a.link(t, "invite:2"))
	first := a.online()["room"]
	a.hand.Move(a.tb.Match().State().Legal()[0])
	a.until(t, "the end", func() bool { return a.online()["over"] == true && guest.online()["over"] == true }, guest)
	if a.s.State("headline") == "" {
		t.Fatal("no headline at the end")
	}
	a.s.Click("new")
	a.until(t, "the rematch on both tables", func() bool {
		return a.online()["room"] != first && guest.online()["room"] == a.online()["room"] && a.settled(0) && guest.settled(0)
	}, guest)
	if a.online()["seat"] != 0 || guest.online()["seat"] != 1 || a.tb.Match().Plies() != 0 {
		t.Errorf("after the rematch: seats %v and %v, %d plies", a.online()["seat"], guest.online()["seat"], a.tb.Match().Plies())
	}
	if held := room.LoadHeld(a.host); len(held) != 2 || held[0].Room != a.online()["room"] {
		t.Errorf("the host holds %+v", held)
	}
}

// TestResigningOnlineEndsTheGame resigns from the guest's table: after the
// question, both tables say so and the game is over.
func TestResigningOnlineEndsTheGame(t *testing.T) {
	site := gameServer(t)
	a := hostOnline(t, site, "connectfour rules=classic", "person invite")
	guest := joinOnline(t, a.link(t, "invite:2"))
	a.hand.Move(a.tb.Match().State().Legal()[0])
	a.until(t, "the move", func() bool { return a.settled(1) && guest.settled(1) }, guest)
	board := a.s.Draw()
	guest.s.Click("resign")
	if guest.s.State("overlay") != "resign" {
		t.Fatalf("Resign opened %q", guest.s.State("overlay"))
	}
	guest.shots(t, "online-resign")
	guest.s.Click("confirm")
	a.until(t, "the resignation", func() bool {
		return a.s.State("headline") == "Bo resigned: Ann wins" && guest.s.State("headline") == "Bo resigned: Ann wins" && a.online()["over"] == true
	}, guest)
	a.shots(t, "online-resigned")
	if n := uitest.Differ(board, a.s.Draw(), a.hand.Board, 8); n > 50 {
		t.Errorf("the resignation changed %d pixels of the board: it should stay as it was", n)
	}
	if a.s.State("over") != true || a.tb.Probe()["online"].(map[string]any)["pending"] != false {
		t.Errorf("after the resignation the game is not over: %v", a.online())
	}
}

// TestADrawOnlineIsAgreed offers a draw from the host's table: the guest
// declines (the game goes on), then agrees, and both tables say so.
func TestADrawOnlineIsAgreed(t *testing.T) {
	site := gameServer(t)
	a := hostOnline(t, site, "kalah houses=6 seeds=4", "person invite")
	guest := joinOnline(t, a.link(t, "invite:2"))
	a.until(t, "Bo seated", func() bool { return slices.Contains(a.players(), "North:Bo:here") }, guest)
	for _, accept := range []bool{false, true} {
		a.s.Click("draw")
		guest.until(t, "the offer", func() bool { return guest.s.State("overlay") == "ask" && guest.s.State("overlayTitle") == "A draw?" }, a)
		if accept {
			guest.shots(t, "online-draw-offered")
			guest.s.Click("accept")
		} else {
			guest.s.Click("decline")
			a.until(t, "the refusal", func() bool { return strings.Contains(a.s.State("note").(string), "said no to a draw") }, guest)
		}
	}
	a.until(t, "the draw", func() bool {
		return a.s.State("headline") == "A draw, agreed" && guest.s.State("headline") == "A draw, agreed" && a.s.State("over") == true
	}, guest)
}

// TestHintsOnlineAreTheRoomsChoice starts one game online with hints and
// values off (the default) and one with them on: the guest, to move, is
// offered a hint only in the second, and the join screen's peek says so.
func TestHintsOnlineAreTheRoomsChoice(t *testing.T) {
	site := gameServer(t)
	for _, on := range []bool{false, true} {
		var clicks []string
		if on {
			clicks = []string{"helps:on"}
		}
		a := hostOnline(t, site, "kalah houses=6 seeds=4", "person invite", clicks...)
		l, _ := client.ParseLink(a.link(t, "invite:2"))
		if room, err := client.Peek(context.Background(), l.Site, l.Key); err != nil || room.Helps != on {
			t.Fatalf("peek: helps %v, %v; want %v", room.Helps, err, on)
		}
		guest := joinOnline(t, a.link(t, "invite:2"))
		a.hand.Move(a.tb.Match().State().Legal()[0])
		a.until(t, "the move", func() bool { return a.settled(1) && guest.settled(1) }, guest)
		if got := guest.s.State("canHint"); got != on {
			t.Errorf("helps %v: the guest may ask for a hint: %v", on, got)
		}
	}
}

// TestLeavingTheTableClosesItsConnection goes back to the menu from the
// guest's table: the host sees the guest away (her seat stays hers).
func TestLeavingTheTableClosesItsConnection(t *testing.T) {
	site := gameServer(t)
	a := hostOnline(t, site, "kalah houses=6 seeds=4", "person invite")
	guest := joinOnline(t, a.link(t, "invite:2"))
	a.until(t, "Bo seated", func() bool { return slices.Contains(a.players(), "North:Bo:here") }, guest)
	guest.s.Click("menu")
	if guest.s.State("scene") != "home" {
		t.Fatalf("the menu button went to %v", guest.s.State("scene"))
	}
	a.until(t, "Bo away", func() bool { return slices.Contains(a.players(), "North:Bo:away") })
}
