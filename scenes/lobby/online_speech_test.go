//go:build !js

package lobby

import (
	"net"
	"slices"
	"testing"

	"parlor/game/games"
	"parlor/game/online"
	"parlor/game/online/client"
	"parlor/game/online/onlinetest"
	"parlor/game/online/protocol"
	"parlor/scenes/prefs"
	"parlor/scenes/table/room"
	"parlor/scenes/ui"
	"parlor/scenes/ui/uitest"
)

// stalledSite is the site of a server that takes connections and never
// answers, until the test ends.
func stalledSite(t *testing.T) string {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	var held []net.Conn
	done := make(chan struct{})
	go func() {
		defer close(done)
		for {
			c, err := ln.Accept()
			if err != nil {
				for _, c := range held {
					c.Close()
				}
				return
			}
			held = append(held, c)
		}
	}()
	t.Cleanup(func() { ln.Close(); <-done })
	return "http://" + ln.Addr().String() + "/"
}

// invitation makes a room of game on site, Bo in its first seat and its
// second invited, and returns the invite's link.
func invitation(t *testing.T, site, game string) client.Link {
	t.Helper()
	op, err := client.OpenAs(t.Context(), site, games.All(), "", protocol.Create{Game: game,
		Seats: []string{online.SeatYou, online.SeatInvite}, Name: "Bo"})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(op.Close)
	key := op.Created.Invites[1]
	if key == "" {
		t.Fatalf("no invite made: %+v", op.Created)
	}
	return client.Link{Kind: client.LinkJoin, Site: site, Key: key}
}

// TestTheJoinScreenByScreenReader opens an invitation of a real server
// and takes its seat through the screen reader's document alone: the
// invitation said as it is looked at, then the game, who sits where and
// the hints; the name typed in its field, Play as Yellow; the seat taken,
// the name kept, the game on show.
func TestTheJoinScreenByScreenReader(t *testing.T) {
	site := lobbyOnMemory(t)
	link := invitation(t, site, "connectfour rules=classic first=1")
	o, h := newOpener()
	// While the invitation is looked at (here at a server that never
	// answers, so that the look lasts), there is no field and no Play.
	stalled := link
	stalled.Site = stalledSite(t)
	s := uitest.NewScreen(t, 1280, 800, 1, newJoin(o, stalled))
	j := s.Scene().(*join)
	sp := speechOf(s)
	if sp.Title != "You are invited to play" || !slices.Equal(ui.News(sp, 0), []string{"Looking at the invitation…"}) {
		t.Fatalf("while looking, the join screen says %q, %q", sp.Title, ui.News(sp, 0))
	}
	act(s, "name=Early") // no field before the invitation is seen
	act(s, "play")
	if j.field.Name != "" || j.joining != nil {
		t.Fatalf("the name or Play were taken before the invitation was seen: %q", j.field.Name)
	}
	s = uitest.NewScreen(t, 1280, 800, 1, newJoin(o, link))
	j = s.Scene().(*join)
	tickUntil(t, s, onlinetest.Wait, "the invitation", func() bool { return j.room != nil })
	sp = speechOf(s)
	if sp.Title != "You are invited to play Connect Four – Classic" {
		t.Errorf("the invitation's title is %q", sp.Title)
	}
	wantLines := []string{"Red: Bo.", "Yellow: offered to you.", "Hints and values are off in this game."}
	if !slices.Equal(sp.Position, wantLines) {
		t.Errorf("the invitation reads %q, want %q", sp.Position, wantLines)
	}
	if got, want := uitest.ActionIDs(sp), []string{"name", "play", "menu"}; !slices.Equal(got, want) {
		t.Fatalf("the invitation's controls are %q, want %q", got, want)
	}
	if a := sp.Actions[0]; a.Kind != ui.KindText || a.Label != "Your name" || a.Value != "" {
		t.Errorf("the name's field is %+v", a)
	}
	if a := sp.Actions[1]; a.Label != "Play as Yellow" {
		t.Errorf("the play button says %q", a.Label)
	}
	act(s, "name=  Ann  ")
	if sp := speechOf(s); j.field.Name != "Ann" || sp.Actions[0].Value != "Ann" {
		t.Fatalf("the name typed is %q, the field shows %q", j.field.Name, sp.Actions[0].Value)
	}
	told := speechOf(s).Told
	j.Act(s.Context(), "play") // as the page's press, before the tick that follows it
	sp = j.Speech()
	if got := ui.News(sp, told); !slices.Equal(got, []string{"Taking the seat…"}) {
		t.Errorf("taking the seat says %q", got)
	}
	if got := uitest.ActionIDs(sp); !slices.Contains(got, "play (disabled)") {
		t.Errorf("while the seat is taken the controls are %q", got)
	}
	tickUntil(t, s, onlinetest.Wait, "the game", func() bool { return s.State("scene") == "connectfour" })
	if h.Load(prefs.NameKey) != "Ann" {
		t.Errorf("after Play the name kept is %q", h.Load(prefs.NameKey))
	}
	if held := room.LoadHeld(h); len(held) != 1 || held[0].Seat != 1 {
		t.Errorf("the seats held are %+v", held)
	}
}

// TestTheJoinScreenSaysWhyNot: an invitation the server does not know is
// said at once, as an alert; there is nothing to do but go back, which
// goes to the menu.
func TestTheJoinScreenSaysWhyNot(t *testing.T) {
	site := lobbyOnMemory(t)
	o, _ := newOpener()
	s := uitest.NewScreen(t, 1280, 800, 1, newJoin(o, client.Link{Kind: client.LinkJoin, Site: site, Key: "no-such-invite"}))
	j := s.Scene().(*join)
	tickUntil(t, s, onlinetest.Wait, "the server's answer", func() bool { return j.failed })
	sp := speechOf(s)
	if alerts := ui.AlertNews(sp, 0); len(alerts) != 1 || alerts[0] != j.message || j.message == "" {
		t.Errorf("the refusal %q is alerted as %q", j.message, alerts)
	}
	if slices.Contains(ui.News(sp, 0), j.message) {
		t.Errorf("the refusal is said politely too: %q", ui.News(sp, 0))
	}
	if got := uitest.ActionIDs(sp); !slices.Equal(got, []string{"menu"}) {
		t.Errorf("with no invitation the controls are %q", got)
	}
	act(s, "menu")
	s.Settle()
	if s.State("scene") != "menu" {
		t.Errorf("Back to the games shows %v", s.State("scene"))
	}
}

// TestConnectingSpeaks: while a game online opens, the screen says so,
// once, and Back to the games goes to the menu as Esc does.
func TestConnectingSpeaks(t *testing.T) {
	ln, err := net.Listen("tcp", "127.0.0.1:0") // a server that never answers
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { ln.Close() })
	o, _ := newOpener()
	s := uitest.NewScreen(t, 1280, 800, 1, newConnecting(o, "http://"+ln.Addr().String()+"/", protocol.Hello{Token: "t"}, "Opening the game…"))
	sp := speechOf(s)
	if sp.Title != "Parlor" || !slices.Equal(sp.Position, []string{"Opening the game…"}) || !slices.Equal(ui.News(sp, 0), []string{"Opening the game…"}) {
		t.Errorf("connecting says %q, %q, %q", sp.Title, sp.Position, ui.News(sp, 0))
	}
	if got := uitest.ActionIDs(sp); !slices.Equal(got, []string{"menu"}) {
		t.Errorf("connecting offers %q", got)
	}
	act(s, "menu")
	s.Settle()
	if s.State("scene") != "menu" || s.State("message") != "" {
		t.Errorf("Back to the games shows %v, %q", s.State("scene"), s.State("message"))
	}
}
