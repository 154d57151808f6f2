//go:build !js

package lobby

import (
	"slices"
	"strings"
	"testing"

	"parlor/game/clock"
	"parlor/game/online/client"
	"parlor/game/online/onlinetest"
	"parlor/game/online/protocol"
	"parlor/game/online/server"
	"parlor/scenes/table/room"
	"parlor/scenes/ui/uitest"
)

// TestYourOnlineGamesFromTheServerPutYourTimedMovesFirst: Ann holds four
// games of a real server, whose clock stands still: one with no clock
// and one where it is Di's move, held first, then her moves with three
// days and with one minute. Your online games lists her one-minute move
// first, then her three days, then the others as held, each timed one
// with its time left.
func TestYourOnlineGamesFromTheServerPutYourTimedMovesFirst(t *testing.T) {
	clk := onlinetest.NewClock()
	// The memory store, which keeps a room's clock (the SQL stores do
	// not yet).
	site := lobbyOnMemoryWith(t, server.Config{Clock: clk})
	ann := player(t, site, "Ann")
	o, h := newOpener()
	for _, g := range []struct {
		host, game, clock string
		seats             []string // the host's "you", Ann's "open"
	}{ // held last first: listed in the order held, the last held first
		{"Ed", "yote", "1+0", []string{"open", "you"}},
		{"Cy", "kalah", "3d", []string{"open", "you"}},
		{"Di", "connectfour", "5+3", []string{"you", "open"}},
		{"Bo", "kalah", "", []string{"open", "you"}},
	} {
		p := player(t, site, g.host)
		if err := p.Send(protocol.Open{Game: g.game, Seats: g.seats, Clock: clock.MustParse(g.clock)}); err != nil {
			t.Fatal(err)
		}
		seated(t, p)
		s := sitDown(t, site, ann.Key, p.Sitting.Table.ID)
		if err := room.Hold(h, room.Held{Room: s.Room, Site: site, Token: s.Token, Seat: s.Seat, Game: s.Table.Game}); err != nil {
			t.Fatal(err)
		}
	}
	s := uitest.NewScreen(t, 1280, 800, 1, newYours(o))
	y := s.Scene().(*yours)
	y.now = clk.Now
	tickUntil(t, s, onlinetest.Wait, "the server's answer", func() bool { return y.waiting == 0 })
	games := s.State("games").([]string)
	// No one has moved: a real-time game's time is its first move's, 30 s
	// (online.FirstMove), before the clock starts.
	want := []string{"Your move · 0:30 left", "Your move · 3 days left", "Your move", "Waiting for Di · 0:30 left"}
	var got []string
	for _, g := range games {
		_, st, _ := strings.Cut(g, " · ")
		got = append(got, st)
	}
	if !slices.Equal(got, want) {
		t.Errorf("Your online games lists\n%s\nnot in the order of\n%s", strings.Join(games, "\n"), strings.Join(want, "\n"))
	}
	uitest.CheckTargets(t, "your online games", s.Scene().Targets(), 1280, 800)
	uitest.CheckText(t, "your online games", s)
	s.Save("yours-clocks-1280x800")
	phone := uitest.NewScreen(t, 1170, 2532, 3, newYours(o))
	phone.Scene().(*yours).now = clk.Now
	tickUntil(t, phone, onlinetest.Wait, "the server's answer", func() bool { return phone.Scene().(*yours).waiting == 0 })
	uitest.CheckTargets(t, "your online games on a phone", phone.Scene().Targets(), 1170, 2532)
	uitest.CheckText(t, "your online games on a phone", phone)
	phone.Save("yours-clocks-390x844")
}

// sitDown sits the profile whose key is key at table id, on a lobby of
// its own, and returns its seat once the table's game has started.
func sitDown(t *testing.T, site, key, id string) client.Sitting {
	t.Helper()
	l, err := client.OpenLobby(t.Context(), site, key, "")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(l.Close)
	if err := l.Send(protocol.Sit{Table: id}); err != nil {
		t.Fatal(err)
	}
	watch(t, l, "the game to start", func(u client.LobbyUpdate) bool {
		if u.Refused != nil {
			t.Fatalf("refused: %v", u.Refused)
		}
		return u.Started
	})
	return l.Sitting
}
