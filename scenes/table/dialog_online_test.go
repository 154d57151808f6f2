//go:build !js

package table_test

import (
	"net"
	"net/http"
	"net/http/httptest"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"parlor/game/games"
	"parlor/game/online/memstore"
	"parlor/game/online/server"
	"parlor/scenes/prefs"
	"parlor/scenes/table"
	"parlor/scenes/table/room"
	"parlor/scenes/table/tabletest"
	"parlor/scenes/ui"
	"parlor/scenes/ui/uitest"
)

// position0 is the first line of the position sp tells: who plays what.
func position0(sp *ui.Speech) string {
	if len(sp.Position) == 0 {
		return ""
	}
	return sp.Position[0]
}

// dialogTitled reports whether st's reader has the dialog titled title.
func dialogTitled(st *onlineSeat, title string) bool {
	d := st.tb.Speech().Dialog
	return d != nil && d.Title == title
}

// TestTheOnlineDialogs plays through the screen reader's document alone
// what is around the moves online: the invite's links copied, the seats
// said, a take back asked and answered (no, then yes), a draw offered and
// refused, and a resignation, each question an alert dialog.
func TestTheOnlineDialogs(t *testing.T) {
	site := gameServer(t)
	a := hostOnline(t, site, "kalah houses=6 seeds=4", "person invite")
	a.s.Tick(ui.Input{X: -1, Y: -1})
	if got := position0(a.tb.Speech()); got != "You play South; North is invited." {
		t.Errorf("the host's seats: %q", got)
	}
	sp := a.act("invite")
	if sp.Dialog == nil || sp.Dialog.Title != "Invite your friends" || !slices.Equal(dialogIDs(sp), []string{"copy:invite:2", "copy:watch", "copy:seat", "close"}) {
		t.Fatalf("the invite's dialog: %+v", sp.Dialog)
	}
	link := a.link(t, "invite:2")
	if c := control(t, sp, "copy:invite:2"); c.Kind != ui.KindCopy || c.Label != "Copy North's link" || c.Value != link {
		t.Errorf("North's link: %+v", c)
	}
	if !slices.Contains(sp.Dialog.Text, ui.Block{Text: "The screen shows a QR code of North's link, for a phone's camera."}) {
		t.Errorf("the QR code is not described: %v", sp.Dialog.Text)
	}
	if sp = a.act("copy:invite:2"); a.host.Clipboard != link || sp.Dialog.Message != "North: the link is on the clipboard." || sp.Dialog.Error {
		t.Errorf("Copy: clipboard %q, message %q", a.host.Clipboard, sp.Dialog.Message)
	}
	a.act("close")

	guest := joinOnline(t, link)
	a.until(t, "Bo seated, said", func() bool { return position0(a.tb.Speech()) == "You play South; Bo plays North." }, guest)
	guest.until(t, "the guest's seats", func() bool { return position0(guest.tb.Speech()) == "You play North; Ann plays South." }, a)

	a.hand.Move(a.tb.Match().State().Legal()[0])
	a.until(t, "the move", func() bool { return a.settled(1) && guest.settled(1) }, guest)
	for _, accept := range []bool{false, true} {
		a.act("takeback")
		guest.until(t, "the question", func() bool { return dialogTitled(guest, "Take a move back?") }, a)
		sp := guest.tb.Speech()
		if d := sp.Dialog; !d.Alert || !slices.Equal(d.Text, []ui.Block{{Text: "Ann asks to take their last move back."}}) || !slices.Equal(dialogIDs(sp), []string{"accept", "decline"}) || d.Actions[0].Label != "Take it back" {
			t.Fatalf("the question: %+v", d)
		}
		if accept {
			guest.act("accept")
			a.until(t, "the move taken back", func() bool { return a.tb.Match().Plies() == 0 && guest.tb.Match().Plies() == 0 }, guest)
		} else {
			guest.act("decline")
			a.until(t, "the refusal", func() bool { return strings.Contains(a.s.State("note").(string), "said no") }, guest)
		}
	}
	if sp := guest.tb.Speech(); sp.Dialog != nil {
		t.Errorf("answered, the guest still has the dialog %+v", sp.Dialog)
	}

	a.act("draw")
	guest.until(t, "the draw offered", func() bool { return dialogTitled(guest, "A draw?") }, a)
	if c := control(t, guest.tb.Speech(), "accept"); c.Label != "Agree to a draw" {
		t.Errorf("the draw's answer is labelled %q", c.Label)
	}
	guest.act("decline")
	a.until(t, "the draw refused", func() bool { return strings.Contains(a.s.State("note").(string), "said no to a draw") }, guest)

	sp = guest.act("resign")
	if d := sp.Dialog; d == nil || d.Title != "Resign this game?" || !d.Alert || !slices.Equal(dialogIDs(sp), []string{"confirm", "cancel"}) {
		t.Fatalf("the resignation's dialog: %+v", d)
	}
	if sp = guest.act("cancel"); sp.Dialog != nil || guest.online()["over"] == true {
		t.Fatalf("Play on: dialog %+v, over %v", sp.Dialog, guest.online()["over"])
	}
	guest.act("resign")
	guest.act("confirm")
	a.until(t, "the end", func() bool { return a.online()["over"] == true }, guest)
	a.s.Tick(ui.Input{X: -1, Y: -1})
	ids := actionIDs(a.tb.Speech())
	if slices.Contains(ids, "resign") || !slices.ContainsFunc(a.tb.Speech().Actions, func(x ui.Action) bool { return x.ID == "new" && x.Label == "Rematch" }) {
		t.Errorf("at the end the actions are %q", ids)
	}
}

// TestAnAwaySeatGoesToTheComputerByTheReader gives an away player's seat
// to the computer by the reader's buttons: the seat's button, then a
// level in its dialog.
func TestAnAwaySeatGoesToTheComputerByTheReader(t *testing.T) {
	site := gameServerWith(t, server.Config{Away: time.Nanosecond})
	a := hostOnline(t, site, "kalah houses=4 seeds=2", "person invite")
	guest := joinOnline(t, a.link(t, "invite:2"))
	a.until(t, "Bo seated", func() bool { return slices.Contains(a.players(), "North:Bo:here") }, guest)
	guest.conn.Close()
	a.until(t, "Bo away, offered to the computer", func() bool { return slices.Contains(actionIDs(a.tb.Speech()), "computer:2") })
	sp := a.act("computer:2")
	if d := sp.Dialog; d == nil || d.Title != "Let the computer play?" || len(d.Actions) < 2 || d.Actions[0].ID != "level:easy" || !strings.Contains(d.Text[0].Text, "Bo's seat") {
		t.Fatalf("the seat's dialog: %+v", d)
	}
	a.act("level:easy")
	a.until(t, "the computer in Bo's seat", func() bool { return slices.Contains(a.players(), "North:North:computer, Easy") })
	if got := position0(a.tb.Speech()); got != "You play South; the computer plays North at Easy." {
		t.Errorf("the seats then: %q", got)
	}
}

// TestTheNameAskedAndAServerMissingAreDialogs starts a game that invites
// a friend with no name kept, on a site without a game server: the name
// is asked in a dialog whose field takes it, and the invite's dialog says
// urgently that online play needs the server.
func TestTheNameAskedAndAServerMissingAreDialogs(t *testing.T) {
	static := httptest.NewServer(http.NotFoundHandler())
	defer static.Close()
	m := tabletest.Match(t, "kalah houses=6 seeds=4", 7)
	h := &tabletest.Hand{View: boardOf(t, m.Options()).New()}
	host := table.NewMemoryHost()
	host.Site = static.URL + "/"
	host.Store(prefs.SeatsKey("kalah"), "person invite")
	tb := table.New(table.Config{Match: m, View: h, Host: host, Home: func() ui.Scene { return tabletest.Home{} }})
	st := &onlineSeat{setting{s: uitest.NewScreen(t, 1280, 800, 1, tb), tb: tb, hand: h, host: host}, nil}
	sp := st.act("new")
	if d := sp.Dialog; d == nil || d.Title != "Your name" || !slices.Equal(dialogIDs(sp), []string{"name", "confirm", "close"}) || d.Actions[0].Kind != ui.KindText {
		t.Fatalf("New game, inviting with no name: %+v", d)
	}
	if sp = st.act("name=Ann"); sp.Dialog == nil || sp.Dialog.Title != "Your name" || sp.Dialog.Actions[0].Value != "Ann" {
		t.Fatalf("the name typed, not yet sent: %+v", sp.Dialog)
	}
	sp = st.act("confirm") // Enter in the field, or Invite and start
	if host.Load(prefs.NameKey) != "Ann" || sp.Dialog == nil || sp.Dialog.Title != "Invite your friends" {
		t.Fatalf("the name typed: kept %q, the dialog %+v", host.Load(prefs.NameKey), sp.Dialog)
	}
	st.until(t, "the message", func() bool { d := st.tb.Speech().Dialog; return d != nil && d.Message == room.NoServer })
	if !st.tb.Speech().Dialog.Error {
		t.Errorf("that online play needs the server is not said as an error")
	}
}

// gate is a game server's door: while shut it turns every connection
// away; drop cuts those open.
type gate struct {
	shut  atomic.Bool
	mu    sync.Mutex
	conns []net.Conn
}

// tracked is a listener that keeps its connections with its gate, so
// that they can be cut (a WebSocket is hijacked: the server forgets it).
type tracked struct {
	net.Listener
	g *gate
}

func (l tracked) Accept() (net.Conn, error) {
	c, err := l.Listener.Accept()
	if err == nil {
		l.g.mu.Lock()
		l.g.conns = append(l.g.conns, c)
		l.g.mu.Unlock()
	}
	return c, err
}

// drop cuts every connection open.
func (g *gate) drop() {
	g.mu.Lock()
	defer g.mu.Unlock()
	for _, c := range g.conns {
		c.Close()
	}
	g.conns = nil
}

// gatedServer runs a game server behind a gate and returns the site.
func gatedServer(t *testing.T) (string, *gate) {
	t.Helper()
	srv := server.New(server.Config{Store: memstore.New(), Games: games.All(), Logf: t.Logf})
	g := &gate{}
	mux := http.NewServeMux()
	mux.Handle("/online", http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if g.shut.Load() {
			http.Error(w, "shut", http.StatusServiceUnavailable)
			return
		}
		srv.ServeHTTP(w, r)
	}))
	hs := httptest.NewUnstartedServer(mux)
	hs.Listener = tracked{hs.Listener, g}
	hs.Start()
	t.Cleanup(func() {
		g.drop()
		hs.Close()
		srv.Close()
	})
	return hs.URL + "/", g
}

// TestLosingTheConnectionIsSaid drops the connection of a table online:
// the reader is told at once, urgently, that it reconnects, and told
// when the connection is back.
func TestLosingTheConnectionIsSaid(t *testing.T) {
	site, g := gatedServer(t)
	a := hostOnline(t, site, "kalah houses=6 seeds=4", "person invite")
	a.s.Tick(ui.Input{X: -1, Y: -1})
	alerts, told := a.tb.Speech().AlertsTold, a.tb.Speech().Told
	g.shut.Store(true)
	g.drop()
	a.until(t, "the loss said", func() bool {
		return slices.ContainsFunc(ui.AlertNews(a.tb.Speech(), alerts), func(s string) bool { return strings.HasPrefix(s, "Reconnecting") })
	})
	g.shut.Store(false)
	a.until(t, "the connection back, said", func() bool { return slices.Contains(ui.News(a.tb.Speech(), told), "Connected again.") })
}
