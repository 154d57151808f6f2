//go:build !js

package table_test

import (
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"slices"
	"strings"
	"testing"
	"time"

	"parlor/game/clock"
	"parlor/game/games"
	"parlor/game/online/memstore"
	"parlor/game/online/onlinetest"
	"parlor/game/online/server"
	"parlor/game/online/store"
	"parlor/scenes/prefs"
	"parlor/scenes/sound"
	"parlor/scenes/table"
	"parlor/scenes/table/tabletest"
	"parlor/scenes/ui"
	"parlor/scenes/ui/uitest"
)

// TestClockText checks the clocks' texts and their spoken words: m:ss,
// tenths under ten seconds, h:mm:ss past an hour, a correspondence
// game's days, hours and minutes left, and 0:00 once out.
func TestClockText(t *testing.T) {
	rt := clock.Control{Base: 5 * time.Minute, Increment: 3 * time.Second}
	cd := clock.Control{Days: 3}
	for _, c := range []struct {
		tc          clock.Control
		left        time.Duration
		text, words string
	}{
		{rt, 5 * time.Minute, "5:00", "5:00"},
		{rt, 4*time.Minute + 32*time.Second + 900*time.Millisecond, "4:32", "4:32"},
		{rt, 10 * time.Second, "0:10", "0:10"},
		{rt, 9*time.Second + 990*time.Millisecond, "0:09.9", "9 seconds"},
		{rt, 7*time.Second + 350*time.Millisecond, "0:07.3", "7 seconds"},
		{rt, 1500 * time.Millisecond, "0:01.5", "1 second"},
		{rt, 50 * time.Millisecond, "0:00.0", "0 seconds"},
		{rt, 0, "0:00", "no time left"},
		{rt, -time.Second, "0:00", "no time left"},
		{rt, 59*time.Minute + 59*time.Second, "59:59", "59:59"},
		{rt, time.Hour + 2*time.Minute + 3*time.Second, "1:02:03", "1:02:03"},
		{rt, 10*time.Hour + 5*time.Second, "10:00:05", "10:00:05"},
		{cd, 72 * time.Hour, "3 days left", "3 days left"},
		{cd, 49 * time.Hour, "2 days left", "2 days left"},
		{cd, 47*time.Hour + 59*time.Minute, "47 h left", "47 h left"},
		{cd, 5*time.Hour + 40*time.Minute, "5 h left", "5 h left"},
		{cd, 40*time.Minute + 30*time.Second, "40 min left", "40 min left"},
		{cd, 30 * time.Second, "30 s left", "30 s left"},
		{cd, 5 * time.Second, "5 s left", "5 s left"},
		{cd, 0, "0:00", "no time left"},
	} {
		if got := table.ClockText(c.tc, c.left); got != c.text {
			t.Errorf("ClockText(%s, %v) = %q, want %q", c.tc, c.left, got, c.text)
		}
		if got := table.ClockWords(c.tc, c.left); got != c.words {
			t.Errorf("ClockWords(%s, %v) = %q, want %q", c.tc, c.left, got, c.words)
		}
	}
}

// storedServer runs a game server on store and returns its site.
func storedServer(t *testing.T, store store.Store) string {
	t.Helper()
	srv := server.New(server.Config{Store: store, Games: games.All(), Logf: t.Logf})
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

// TestTheClockChosenGoesInTheCreate chooses the next game's clock in WHO
// PLAYS, which offers it while a seat is invited, and starts the game
// online: the room is made with that clock (the store's record says what
// the create message asked for), and the choice is kept for the next.
func TestTheClockChosenGoesInTheCreate(t *testing.T) {
	store := memstore.New()
	site := storedServer(t, store)
	for _, c := range []struct {
		clicks []string
		want   string
	}{
		{[]string{"clock:realtime", "clock-base:+", "clock-increment:+"}, "10+5"},
		{[]string{"clock:realtime", "clock-base:-", "clock-base:-", "clock-base:-", "clock-base:-", "clock-base:-", "clock-increment:-", "clock-increment:-", "clock-increment:-"}, "1/4+0"},
		{[]string{"clock:days", "clock-days:5"}, "5d"},
		{[]string{"clock:none"}, ""},
	} {
		a := hostOnline(t, site, "kalah houses=4 seeds=3", "person invite", c.clicks...)
		if got := a.host.Load(prefs.ClockKey); got != c.want {
			t.Errorf("after %v the clock kept is %q, want %q", c.clicks, got, c.want)
		}
		room, _ := a.online()["room"].(string)
		rec, _, err := store.Room(context.Background(), room)
		if err != nil {
			t.Fatal(err)
		}
		if got := rec.Clock.String(); got != c.want {
			t.Errorf("after %v the room was made with the clock %q, want %q", c.clicks, got, c.want)
		}
	}
}

// TestTheClockIsOfferedOnlyToInvite checks that WHO PLAYS offers the
// clock only while a seat is invited: a game here has none.
func TestTheClockIsOfferedOnlyToInvite(t *testing.T) {
	for _, seats := range []string{"person medium", "person person"} {
		m := tabletest.Match(t, "kalah houses=4 seeds=3", 7)
		h := &tabletest.Hand{View: boardOf(t, m.Options()).New()}
		tb, host := tabletest.Seated(table.Config{Match: m, View: h}, seats)
		st := &setting{s: uitest.NewScreen(t, 1280, 800, 1, tb), tb: tb, hand: h, host: host}
		if st.offered("clock:realtime") {
			t.Errorf("seats %q: the clock is offered", seats)
		}
		st.setSeat("seat:2:invite")
		if !st.offered("clock:realtime") || !st.offered("clock:days") || !st.offered("clock:none") {
			t.Errorf("seats %q then invite: no clock offered", seats)
		}
	}
}

// TestTheClockChoiceShows shows the choice of the clock in WHO PLAYS on
// a desktop, where the settings are in the panel, and on a phone, in the
// settings' overlay (scrolled to it), each mode in turn: saved when
// $PARLOR_SHOTS is set.
func TestTheClockChoiceShows(t *testing.T) {
	for _, sz := range [][3]float64{{1280, 800, 1}, {1170, 2532, 3}} {
		m := tabletest.Match(t, "kalah houses=4 seeds=3", 7)
		h := &tabletest.Hand{View: boardOf(t, m.Options()).New()}
		tb, host := tabletest.Seated(table.Config{Match: m, View: h}, "person invite")
		st := &setting{s: uitest.NewScreen(t, sz[0], sz[1], sz[2], tb), tb: tb, hand: h, host: host}
		for mode, want := range map[string]string{"realtime": "5+3", "days": "3d", "none": ""} {
			label := fmt.Sprintf("clock-choice-%s-%.0fx%.0f", mode, sz[0], sz[1])
			if st.has("clock") {
				st.s.Save(label + "-panel")
				st.s.Click("clock")
			}
			if st.has("settings") {
				st.s.Click("settings")
			}
			if st.has("close") {
				for i := 0; i < 30 && !st.has("clock-days:1"); i++ { // scrolled down to the clock's second row
					st.s.Scroll(sz[0]/2, sz[1]/2, -1)
				}
			}
			st.s.Click("clock:" + mode)
			st.s.Idle(2, -1, -1)
			if got := st.s.State("clockChoice"); got != want || host.Load(prefs.ClockKey) != want {
				t.Errorf("%s: the choice shows %q, kept %q; want %q", label, got, host.Load(prefs.ClockKey), want)
			}
			uitest.CheckTargets(t, label, st.s.Scene().Targets(), sz[0], sz[1])
			st.s.Save(label)
			if _, ok := st.s.Scene().Targets()["close"]; ok {
				st.s.Click("close")
			}
		}
	}
}

// has reports whether target name is on show.
func (st *setting) has(name string) bool {
	_, ok := st.s.Scene().Targets()[name]
	return ok
}

// offered reports whether the table offers target name, in the panel or
// behind Settings.
func (st *setting) offered(name string) bool {
	if st.has(name) {
		return true
	}
	open := "settings"
	if !st.has(open) {
		open = "clock" // the clock's button, in a panel short of room
	}
	if !st.has(open) {
		return false
	}
	st.s.Click(open)
	defer st.s.Click("close")
	_, ok := st.s.Scene().Targets()[name]
	return ok
}

// timed checks that a's room has clock tc as the server told its client
// (the welcome's clock and each seat's time, near the control's start),
// then sets every seat's time to the start exactly, the first move's
// grace behind it (the clock of the seat to move running, as once every
// seat has moved), and freezes the client's time there: at moves it on
// by d from then.
func timed(t *testing.T, a *onlineSeat, tc clock.Control) (at func(d time.Duration)) {
	t.Helper()
	tab := a.tb.ClientTable()
	if tab.Clock != tc || len(tab.Clocks) != len(tab.Players) {
		t.Fatalf("the client's clock is %q with times %v, want %q", tab.Clock, tab.Clocks, tc)
	}
	for i, d := range tab.Clocks {
		if d > tc.Start() || d < tc.Start()-2*time.Second {
			t.Fatalf("seat %d has %v left at the start of a %q game", i, d, tc)
		}
		tab.Clocks[i] = tc.Start()
	}
	tab.Grace = 0
	t0 := time.Now()
	tab.ClockAt = t0
	now := t0
	tab.Now = func() time.Time { return now }
	return func(d time.Duration) { now = t0.Add(d) }
}

// TestClocksAtTheTable plays a timed Kalah between Ann and Bo through a
// real game server: both tables show each seat's time beside its name,
// Ann's running; under ten seconds Ann's table ticks once a second and
// tells a screen reader so, once; C says every seat's time.
func TestClocksAtTheTable(t *testing.T) {
	site := gameServer(t)
	player, heard := sound.Recording()
	a := hostOnlineWith(t, site, "kalah houses=4 seeds=3", "person invite", player, "clock:realtime", "clock-base:-", "clock-base:-", "clock-base:-", "clock-base:-", "clock-base:-", "clock-increment:-", "clock-increment:-", "clock-increment:-")
	guest := joinOnline(t, a.link(t, "invite:2"))
	a.until(t, "Bo seated", func() bool { return strings.Contains(strings.Join(a.players(), " "), ":Bo:here") }, guest)
	tc := clock.Control{Base: 15 * time.Second}
	at, gat := timed(t, a, tc), timed(t, guest, tc)
	a.s.Idle(2, -1, -1)
	if got := a.s.State("clocks"); !slices.Equal(got.([]string), []string{"0:15", "0:15"}) || a.s.State("running") != 0 {
		t.Fatalf("at the start Ann's table shows the clocks %v, running %v", got, a.s.State("running"))
	}
	at(7700 * time.Millisecond)
	gat(7700 * time.Millisecond)
	told := a.tb.Speech().Told
	a.s.Idle(1, -1, -1)
	guest.s.Idle(1, -1, -1)
	for _, st := range []*onlineSeat{a, guest} {
		if got := st.s.State("clocks"); !slices.Equal(got.([]string), []string{"0:07.3", "0:15"}) {
			t.Errorf("7.7 s on, the clocks read %v", got)
		}
	}
	a.shots(t, "online-clocks-desktop")
	guest.shots(t, "online-clocks-phone")
	if said := ui.News(a.tb.Speech(), told); !slices.Contains(said, "10 seconds left.") {
		t.Errorf("under ten seconds, Ann's reader heard %q", said)
	}
	if !slices.Equal(*heard, []sound.Kind{sound.Tick}) {
		t.Errorf("under ten seconds, Ann heard %v", *heard)
	}
	if said := strings.Join(ui.News(guest.tb.Speech(), 0), " "); strings.Contains(said, "seconds left") {
		t.Errorf("Bo, whose clock has time, heard %q", said)
	}
	told = a.tb.Speech().Told
	for _, d := range []time.Duration{7900, 8100, 8500, 9050} {
		at(d * time.Millisecond)
		a.s.Idle(1, -1, -1)
	}
	if said := ui.News(a.tb.Speech(), told); len(said) != 0 {
		t.Errorf("the warning is said again: %q", said)
	}
	if !slices.Equal(*heard, []sound.Kind{sound.Tick, sound.Tick, sound.Tick}) {
		t.Errorf("from 7.3 s to 5.95 s left, Ann heard %v, want three ticks", *heard)
	}
	a.s.Type("c")
	said := ui.News(a.tb.Speech(), told)
	if want := "South 5 seconds, North 0:15, your move."; !slices.Contains(said, want) {
		t.Errorf("C said %q, want %q", said, want)
	}
	guest.s.Type("C")
	if said, want := ui.News(guest.tb.Speech(), 0), "South 7 seconds, North 0:15, South to move."; !slices.Contains(said, want) {
		t.Errorf("C said %q to Bo, want %q", said, want)
	}
	if pos := strings.Join(a.tb.Speech().Position, " "); !strings.Contains(pos, "Clock: ¼ min. At the last move: South 0:15, North 0:15.") {
		t.Errorf("the position does not tell the clocks: %q", pos)
	}

	// Out of time: 0:00, and no more ticks.
	at(16 * time.Second)
	a.s.Idle(3, -1, -1)
	if got := a.s.State("clocks"); !slices.Equal(got.([]string), []string{"0:00", "0:15"}) {
		t.Errorf("out of time, the clocks read %v", got)
	}
	if len(*heard) > 3+6 {
		t.Errorf("heard %d ticks in ten seconds", len(*heard))
	}
}

// TestTimeRunsOutAtTheTable plays a timed Kalah through a server whose
// clock the test moves: Ann, to move, runs out of time; both tables end
// the game so, Ann's clock reading 0:00 and stopped.
func TestTimeRunsOutAtTheTable(t *testing.T) {
	clk := onlinetest.NewClock()
	site := gameServerWith(t, server.Config{Clock: clk})
	a := hostOnline(t, site, "kalah houses=4 seeds=3", "person invite", "clock:realtime", "clock-base:-", "clock-base:-", "clock-base:-", "clock-increment:-", "clock-increment:-", "clock-increment:-")
	guest := joinOnline(t, a.link(t, "invite:2"))
	a.until(t, "Bo seated", func() bool { return strings.Contains(strings.Join(a.players(), " "), ":Bo:here") }, guest)
	if got := a.tb.ClientTable().Clock.String(); got != "1+0" {
		t.Fatalf("the room's clock is %q, want 1+0", got)
	}
	// The first moves, each seat's clock starting with its own; then Bo's
	// runs out.
	for n := 1; n <= 3; n++ {
		mover := []*onlineSeat{a, guest}[a.tb.Match().State().Turn()]
		mover.hand.Move(mover.tb.Match().State().Legal()[0])
		a.until(t, fmt.Sprintf("move %d", n), func() bool { return a.settled(n) && guest.settled(n) }, guest)
	}
	if a.tb.Match().State().Turn() != 1 {
		t.Skip("an extra turn left Ann to move")
	}
	clk.Advance(61 * time.Second)
	guest.until(t, "the end on time", func() bool { return guest.online()["over"] == true && a.online()["over"] == true }, a)
	for _, st := range []*onlineSeat{a, guest} {
		if h := st.s.State("headline"); h != "Bo lost on time: Ann wins" {
			t.Errorf("the headline: %q", h)
		}
		if c, _ := st.s.State("clocks").([]string); len(c) != 2 || c[1] != "0:00" || st.s.State("running") != -1 {
			t.Errorf("the clocks at the end: %v, running %v", c, st.s.State("running"))
		}
	}
	guest.shots(t, "online-clocks-lost-on-time-phone")
	a.shots(t, "online-clocks-lost-on-time-desktop")
}

// TestCorrespondenceClocks starts a game of three days a move: each
// seat's clock says the days left, on a desktop and on a phone, and a
// screen reader hears them so.
func TestCorrespondenceClocks(t *testing.T) {
	site := gameServer(t)
	a := hostOnline(t, site, "kalah houses=4 seeds=3", "person invite", "clock:days", "clock-days:3")
	guest := joinOnline(t, a.link(t, "invite:2"))
	a.until(t, "Bo seated", func() bool { return strings.Contains(strings.Join(a.players(), " "), ":Bo:here") }, guest)
	tc := clock.Control{Days: 3}
	at, gat := timed(t, a, tc), timed(t, guest, tc)
	at(26 * time.Hour)
	gat(26 * time.Hour)
	for _, st := range []*onlineSeat{a, guest} {
		st.s.Idle(1, -1, -1)
		if got, _ := st.s.State("clocks").([]string); !slices.Equal(got, []string{"46 h left", "3 days left"}) {
			t.Errorf("a day on, the clocks read %v", got)
		}
	}
	a.shots(t, "online-clocks-days-desktop")
	guest.shots(t, "online-clocks-days-phone")
	told := guest.tb.Speech().Told
	guest.s.Type("c")
	if said, want := ui.News(guest.tb.Speech(), told), "South 46 h left, North 3 days left, South to move."; !slices.Contains(said, want) {
		t.Errorf("C said %q, want %q", said, want)
	}
}

// TestTheFirstMoveIsDueAtTheTable: in a real-time game a seat's clock
// waits for its first move. Ann's table, hers to move, says how long she
// has for it, and Bo's whose first move is awaited; C says it too. Once
// Ann has moved, her clock stays whole and Bo's first move is due.
func TestTheFirstMoveIsDueAtTheTable(t *testing.T) {
	site := gameServer(t)
	a := hostOnline(t, site, "kalah houses=4 seeds=3", "person invite", "clock:realtime", "clock-base:-", "clock-base:-", "clock-base:-", "clock-increment:-", "clock-increment:-", "clock-increment:-")
	guest := joinOnline(t, a.link(t, "invite:2"))
	a.until(t, "Bo seated", func() bool { return strings.Contains(strings.Join(a.players(), " "), ":Bo:here") }, guest)
	a.s.Idle(2, -1, -1)
	guest.s.Idle(2, -1, -1)
	mine, theirs := a.s.State("statusLine").(string), guest.s.State("statusLine").(string)
	if !strings.HasPrefix(mine, "Make your first move within 0:") || !strings.HasSuffix(mine, ": your clock starts when you move.") {
		t.Errorf("Ann's status, her first move due: %q", mine)
	}
	if !strings.Contains(theirs, "first move within 0:") || !strings.HasSuffix(theirs, ", or the game is aborted.") {
		t.Errorf("Bo's status, Ann's first move due: %q", theirs)
	}
	if c, _ := a.s.State("clocks").([]string); !slices.Equal(c, []string{"1:00", "1:00"}) || a.s.State("running") != -1 {
		t.Errorf("before the first move the clocks read %v, running %v; want both whole, none running", c, a.s.State("running"))
	}
	told := a.tb.Speech().Told
	a.s.Type("c")
	said := strings.Join(ui.News(a.tb.Speech(), told), " ")
	if !strings.Contains(said, "South 1:00, North 1:00. Make your first move within ") || !strings.Contains(said, " seconds: your clock starts when you move.") {
		t.Errorf("C said %q", said)
	}
	a.shots(t, "online-first-move-desktop")
	guest.shots(t, "online-first-move-phone")

	a.hand.Move(a.tb.Match().State().Legal()[0]) // S1: no extra turn
	a.until(t, "Ann's move", func() bool { return a.settled(1) && guest.settled(1) }, guest)
	guest.s.Idle(1, -1, -1)
	if s := guest.s.State("statusLine").(string); !strings.HasPrefix(s, "Make your first move within 0:") {
		t.Errorf("Bo's status, his first move due: %q", s)
	}
	if c, _ := guest.s.State("clocks").([]string); !slices.Equal(c, []string{"1:00", "1:00"}) || guest.s.State("running") != -1 {
		t.Errorf("after Ann's first move the clocks read %v, running %v; want both whole, none running", c, guest.s.State("running"))
	}
}
