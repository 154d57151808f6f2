package table_test

import (
	"fmt"
	"testing"

	"parlor/game/ai"
	"parlor/game/catalog"
	"parlor/game/games"
	"parlor/scenes"
	"parlor/scenes/prefs"
	"parlor/scenes/table"
	"parlor/scenes/table/tabletest"
	"parlor/scenes/ui"
	"parlor/scenes/ui/uitest"
)

func TestParseSeats(t *testing.T) {
	cf, _ := games.Lookup("connectfour")
	cs, _ := games.Lookup("cantstop")
	mg, _ := games.Lookup("mergers")
	for _, tc := range []struct {
		g      *catalog.Game
		stored string
		want   string
	}{
		{cf, "", "person medium"},
		{cf, "easy hard", "easy hard"},
		{cf, "hard", "hard medium"},
		{cf, "person wizard", "person medium"},
		{cf, "person random", "person medium"}, // the hidden level is not a seat's
		{cf, "Person EASY", "person medium"},
		{cs, "", "person medium medium medium"},
		{cs, "person person person person", "person person person person"},
		{mg, "easy", "easy medium medium medium medium medium"},
	} {
		got := fmt.Sprint(table.ParseSeats(tc.g, tc.stored))
		if got != "["+tc.want+"]" {
			t.Errorf("%s %q: %s, want [%s]", tc.g.ID, tc.stored, got, tc.want)
		}
	}
}

// TestSeatsAreKept checks a first-time visitor's seats, that a change is
// stored at once and survives a new game and a new table (a reload), and
// that the rows follow the pending number of players.
func TestSeatsAreKept(t *testing.T) {
	st := seat(t, "connectfour rules=classic", "", quick)
	if st.s.State("seats") != "person medium" {
		t.Fatalf("a first-time visitor's seats are %v", st.s.State("seats"))
	}
	st.s.Click("seat:2:person")
	if got := st.host.Load(prefs.SeatsKey("connectfour")); got != "person person" {
		t.Fatalf("stored seats %q", got)
	}
	st.s.Click("seat:1:hard")
	st.s.Click("new")
	st.s.Settle()
	if st.s.State("seats") != "hard person" {
		t.Errorf("after a new game the seats are %v", st.s.State("seats"))
	}
	again := uitest.NewScreen(t, 1280, 800, 1, table.New(table.Config{Match: tabletest.Match(t, "connectfour", 2), View: st.board.New(), Host: st.host,
		Home: func() ui.Scene { return tabletest.Home{} }}))
	if again.State("seats") != "hard person" {
		t.Errorf("a new table on the same host has seats %v", again.State("seats"))
	}

	cs := seat(t, "cantstop players=2", "person hard easy medium", quick)
	if cs.s.State("seats") != "person hard" {
		t.Fatalf("two players' seats are %v", cs.s.State("seats"))
	}
	cs.s.Click("players:4")
	if _, ok := cs.s.Scene().Targets()["settings"]; ok {
		cs.s.Click("settings") // four seats do not fit in the panel
	}
	if cs.s.State("seats") != "person hard easy medium" || cs.s.State("options") != "cantstop players=2" {
		t.Fatalf("four pending players' seats are %v in %v", cs.s.State("seats"), cs.s.State("options"))
	}
	cs.s.Click("seat:4:easy")
	cs.s.Click("all-people")
	if got := cs.host.Load(prefs.SeatsKey("cantstop")); got != "person person person person" {
		t.Errorf("after all people the seats are %q", got)
	}
}

// TestASeatChangeTakesEffectAtOnce checks that a seat handed to the
// computer mid-game plays on in the same game, and that a seat handed back
// to a person drops the computer's thinking.
func TestASeatChangeTakesEffectAtOnce(t *testing.T) {
	b := &slow{n: 1000}
	st := seat(t, "connectfour rules=classic", "person person", func(catalog.Level, catalog.Options) ai.Bot { return b })
	st.hand.Move(3)
	st.plies(t, 1)
	rec, opts := st.tb.Match().Text(), st.s.State("options")
	st.s.Click("seat:2:easy")
	if st.s.State("thinking") != true || st.s.State("record") != rec || st.s.State("headline") != "Yellow is thinking…" {
		t.Fatalf("after the change: thinking %v, %v", st.s.State("thinking"), st.s.State("headline"))
	}
	st.s.Click("seat:2:person")
	if st.s.State("thinking") != false || st.s.State("headline") != "Yellow to play" {
		t.Fatalf("after the change back: thinking %v, %v", st.s.State("thinking"), st.s.State("headline"))
	}
	b.n = 2
	st.s.Click("seat:2:medium")
	st.plies(t, 2)
	if st.s.State("options") != opts {
		t.Errorf("the game changed: %v", st.s.State("options"))
	}
	if p, _ := st.tb.Match().Ply(0); p != 3 {
		t.Error("the game was not the same game")
	}
}

// TestSeatsFitEveryScreen checks the settings of every board's game with
// the most seats, inline and in the overlay, at desktop and phone sizes,
// and saves them.
func TestSeatsFitEveryScreen(t *testing.T) {
	for _, b := range scenes.Boards() {
		options := mostSeats(b.Game).String()
		for _, sz := range [][3]float64{{1280, 800, 1}, {1920, 1080, 1}, {1000, 700, 1}, {1170, 2532, 3}, {480, 800, 1}} {
			m := tabletest.Match(t, options, 1)
			tb, _ := tabletest.Seated(table.Config{Match: m, View: boardOf(t, m.Options()).New(), Bot: quick}, "person easy medium hard easy person")
			s := uitest.NewScreen(t, sz[0], sz[1], sz[2], tb)
			label := fmt.Sprintf("%s %.0fx%.0f", options, sz[0], sz[1])
			tg := s.Scene().Targets()
			if _, ok := tg["settings"]; ok {
				uitest.CheckTargets(t, label, tg, sz[0], sz[1])
				s.Click("settings")
				label += " overlay"
				tg = s.Scene().Targets()
			}
			if _, ok := tg[fmt.Sprintf("seat:%d:hard", len(m.Options().Seats()))]; !ok {
				t.Errorf("%s: no row for the last seat", label)
			}
			uitest.CheckTargets(t, label, tg, sz[0], sz[1])
			s.Save(fmt.Sprintf("seats-%s-%.0fx%.0f", m.Options().Game().ID, sz[0], sz[1]))
			// A setting changed: the apply button shows, and still all fits.
			target, _ := change(t, m.Options())
			s.Click(target)
			if _, ok := s.Scene().Targets()["apply"]; !ok {
				t.Errorf("%s: no apply button after a change", label)
			}
			uitest.CheckTargets(t, label+" changed", s.Scene().Targets(), sz[0], sz[1])
		}
	}
}

// TestTitle checks the window's or tab's title: the game and whose turn it
// is, the computer thinking, and the end.
func TestTitle(t *testing.T) {
	st := seat(t, "connectfour rules=classic", "person person", quick)
	if got, want := st.tb.Title(), "Connect Four – Classic: Red to play"; got != want {
		t.Errorf("title %q, want %q", got, want)
	}
	st.s.Click("column:3")
	st.s.Settle()
	if got, want := st.tb.Title(), "Connect Four – Classic: Yellow to play"; got != want {
		t.Errorf("after a move, title %q, want %q", got, want)
	}
}
