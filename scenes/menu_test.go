package scenes

import (
	"fmt"
	"strings"
	"testing"

	"parlor/game/games"
	"parlor/game/record"
	"parlor/scenes/prefs"
	"parlor/scenes/sound"
	"parlor/scenes/table"
	"parlor/scenes/ui/uitest"
)

// newOpener is an opener on a fresh memory host.
func newOpener() (opener, *table.MemoryHost) {
	h := table.NewMemoryHost()
	return opener{host: h}, h
}

func TestMenuListsEveryGameAndFitsEveryWindow(t *testing.T) {
	o, _ := newOpener()
	for _, sz := range [][3]float64{{1000, 700, 1}, {2000, 1400, 2}, {480, 800, 1}, {800, 1200, 2}, {640, 480, 1}, {1920, 1080, 1}, {1170, 2532, 3}} {
		s := uitest.NewScreen(t, sz[0], sz[1], sz[2], newMenu(o, ""))
		targets := s.Scene().Targets()
		cards := 0
		for name := range targets {
			if strings.HasPrefix(name, "game:") {
				cards++
			}
		}
		if cards != len(games.All()) {
			t.Errorf("%v: %d cards for %d games", sz, cards, len(games.All()))
		}
		uitest.CheckTargets(t, fmt.Sprint(sz), targets, sz[0], sz[1])
	}
	for _, g := range games.All() {
		s := uitest.NewScreen(t, 1000, 700, 1, newMenu(o, ""))
		s.Click("game:" + g.ID)
		if s.State("scene") != g.ID {
			t.Errorf("the %s card opens %v", g.ID, s.State("scene"))
		}
		s.Click("menu")
		if s.State("scene") != "menu" {
			t.Errorf("%s: the menu button leads to %v", g.ID, s.State("scene"))
		}
	}
}

// TestContinueResumesTheGameInProgress plays a move, goes to the menu, and
// comes back by Continue and by the game's card: the same game, exactly.
func TestContinueResumesTheGameInProgress(t *testing.T) {
	o, _ := newOpener()
	s := uitest.NewScreen(t, 1280, 800, 1, newMenu(o, ""))
	if _, ok := s.Scene().Targets()["continue"]; ok {
		t.Fatal("continue is offered with no game saved")
	}
	s.Click("game:connectfour")
	s.Settle()
	s.Click("column:1")
	s.Settle()
	s.Click("column:2")
	s.Settle()
	rec := s.State("record")
	s.Click("menu")
	s.Settle()
	s.Click("continue")
	s.Settle()
	if s.State("record") != rec {
		t.Fatalf("continue resumed %v, want\n%v", s.State("record"), rec)
	}
	s.Click("menu")
	s.Settle()
	s.Click("game:connectfour")
	s.Settle()
	if s.State("record") != rec {
		t.Fatal("the game's card did not return to the game in progress")
	}
	// A fresh start of the app (a reload) resumes too.
	s2 := uitest.NewScreen(t, 1280, 800, 1, o.first(""))
	s2.Click("continue")
	s2.Settle()
	if s2.State("record") != rec {
		t.Fatal("a reload did not resume the game")
	}
}

func TestABrokenSaveIsSetAsideWithAMessage(t *testing.T) {
	o, h := newOpener()
	h.Store(prefs.LastKey, "kalah")
	h.Store(prefs.RecordKey("kalah"), "[Game \"kalah\"]\nS9\n")
	s := uitest.NewScreen(t, 1280, 800, 1, newMenu(o, ""))
	msg, _ := s.State("message").(string)
	if !strings.Contains(msg, "saved game of Kalah could not be read and was set aside") || !strings.Contains(msg, "line 2") {
		t.Fatalf("message %q", msg)
	}
	if h.Load(prefs.RecordKey("kalah")+":set-aside") == "" || h.Load(prefs.RecordKey("kalah")) != "" {
		t.Error("the broken record was not set aside")
	}
	s.Click("game:kalah")
	if s.State("scene") != "kalah" || s.State("plies") != 0 {
		t.Error("the game does not start afresh after a broken save")
	}
}

func TestLinksOpenThePositionOrSayWhyNot(t *testing.T) {
	o, _ := newOpener()
	opts, _ := games.Parse("connectfour rules=classic")
	m, _ := record.New(opts, 3)
	m.PlayText("p1 3")
	m.PlayText("p2 4")
	s := uitest.NewScreen(t, 1280, 800, 1, o.first(m.Link("https://x.example/")))
	if s.State("record") != m.Text() || s.State("rules") != "classic" {
		t.Fatalf("the link opened %v", s.State("record"))
	}
	s.Click("undo") // Yellow is the computer's: back to Red's move
	if s.State("plies") != 0 {
		t.Errorf("undo against the computer left %v plies, want 0", s.State("plies"))
	}
	o.host.Store(prefs.SeatsKey("connectfour"), "person person")
	s = uitest.NewScreen(t, 1280, 800, 1, o.first(m.Link("https://x.example/")))
	s.Click("undo")
	if s.State("plies") != 1 {
		t.Error("a linked game cannot be stepped back")
	}
	link := m.Link("https://x.example/")
	bad := uitest.NewScreen(t, 1280, 800, 1, o.first(link[:len(link)-10]))
	msg, _ := bad.State("message").(string)
	if bad.State("scene") != "menu" || !strings.HasPrefix(msg, "That link could not be opened: ") {
		t.Errorf("a truncated link gave %v %q", bad.State("scene"), msg)
	}
}

func TestEachGameRemembersItsLastSettings(t *testing.T) {
	o, h := newOpener()
	h.Store(prefs.SettingsKey("kalah"), "kalah houses=4 seeds=3")
	s := uitest.NewScreen(t, 1280, 800, 1, newMenu(o, ""))
	s.Click("game:kalah")
	if s.State("options") != "kalah houses=4 seeds=3" {
		t.Errorf("kalah started with %v", s.State("options"))
	}
}

// TestMenuSound checks the menu's sound button: it turns sound off and on,
// the tables follow, and the choice is stored.
func TestMenuSound(t *testing.T) {
	o, h := newOpener()
	o.sound, _ = sound.Recording()
	s := uitest.NewScreen(t, 1000, 700, 1, newMenu(o, ""))
	if s.State("sound") != true {
		t.Fatalf("sound %v at the start", s.State("sound"))
	}
	s.Click("sound")
	if s.State("sound") != false || h.Load(prefs.SoundKey) != "off" || !o.sound.Muted {
		t.Fatalf("after a click sound %v, stored %q", s.State("sound"), h.Load(prefs.SoundKey))
	}
	s.Click("game:kalah")
	if s.State("sound") != false {
		t.Errorf("the table plays sound the menu turned off")
	}
	s.Click("menu")
	s.Click("sound")
	if s.State("sound") != true || h.Load(prefs.SoundKey) != "" {
		t.Errorf("after a second click sound %v, stored %q", s.State("sound"), h.Load(prefs.SoundKey))
	}
}

// TestMenuUsesAPhonesScreen checks the menu on a phone held upright
// (390 × 844 CSS pixels): the cards take nearly the whole width, the first
// starts right under the title (no empty band), and together they fill
// most of the height below it.
func TestMenuUsesAPhonesScreen(t *testing.T) {
	o, _ := newOpener()
	for _, sz := range [][3]float64{{1170, 2532, 3}, {750, 1334, 2}, {1080, 2400, 3}} {
		s := uitest.NewScreen(t, sz[0], sz[1], sz[2], newMenu(o, ""))
		m := s.Scene().(*menu)
		ctx := s.Context()
		first, last := m.cards[0], m.cards[len(m.cards)-1]
		under := m.titleY(ctx) + 78*ctx.Theme.U // the title and its line
		if first.W < 0.85*sz[0] {
			t.Errorf("%v: the cards are %.0f wide of %.0f", sz, first.W, sz[0])
		}
		if gap := first.Y - under; gap > 0.06*sz[1] {
			t.Errorf("%v: %.0f pixels empty between the title and the first card", sz, gap)
		}
		if used := (last.Bottom() - first.Y) / (sz[1] - under); used < 0.75 {
			t.Errorf("%v: the cards fill %.0f%% of the height under the title", sz, 100*used)
		}
		s.Save(fmt.Sprintf("menu-phone-%.0fx%.0f", sz[0], sz[1]))
	}
}

// TestTheMenuByKeyboard opens every game from the menu with the keyboard
// only (Tab to its card, Enter) and comes back the same way (Tab to Menu,
// Enter; Escape works too).
func TestTheMenuByKeyboard(t *testing.T) {
	o, _ := newOpener()
	s := uitest.NewScreen(t, 1000, 700, 1, newMenu(o, ""))
	for _, g := range games.All() {
		s.KeyClick("game:" + g.ID)
		s.Settle()
		if s.State("scene") != g.ID {
			t.Fatalf("Enter on the %s card opens %v", g.ID, s.State("scene"))
		}
		s.KeyClick("menu")
		s.Settle()
		if s.State("scene") != "menu" {
			t.Fatalf("%s: Enter on Menu leads to %v", g.ID, s.State("scene"))
		}
	}
}

// TestALinkOfAGameOnlineUnderWay opens links copied during a game of Can't
// Stop online, whose seed is secret: the table plays on as far as no die
// is rolled; a roll, a person's or the computer's, is refused once with
// the reason; a link cut where the dice are due does not open.
func TestALinkOfAGameOnlineUnderWay(t *testing.T) {
	const secret = "The seed of this online game is secret until it ends: its dice and tiles cannot be drawn here"
	o, h := newOpener()
	h.Store(prefs.SeatsKey("cantstop"), "person easy")
	opts, _ := games.Parse("cantstop players=2")
	mirror := func(lines ...string) *record.Match {
		m, err := record.NewMirror(opts)
		for _, l := range lines {
			if err == nil {
				err = m.Append(l)
			}
		}
		if err != nil {
			t.Fatal(err)
		}
		return m
	}
	m := mirror("r", "dice 1 1 1 1", "2 twice")
	s := uitest.NewScreen(t, 1280, 800, 1, o.first(m.Link("https://x.example/")))
	if s.State("scene") != "cantstop" || s.State("record") != m.Text() || !strings.Contains(m.Text(), "[Seed \"secret\"]") {
		t.Fatalf("the link opened %v %v", s.State("scene"), s.State("record"))
	}
	s.Click("roll")
	if s.State("note") != secret || s.State("plies") != 3 {
		t.Fatalf("a roll: note %q, %v plies", s.State("note"), s.State("plies"))
	}
	s.Settle()
	s.Click("stop") // Yellow, the computer, is to roll
	for i := 0; s.State("note") != secret; i++ {
		if i > 3000 {
			t.Fatalf("the computer's roll was not refused: note %q, %v plies", s.State("note"), s.State("plies"))
		}
		s.Idle(1, -1, -1)
	}
	s.Idle(6*60, -1, -1) // a note shows for 5 seconds: said once, not again every frame
	if s.State("note") != "" || s.State("thinking") != false || s.State("plies") != 4 {
		t.Errorf("after the computer's roll was refused: note %q, thinking %v, %v plies", s.State("note"), s.State("thinking"), s.State("plies"))
	}

	cut := uitest.NewScreen(t, 1280, 800, 1, o.first(mirror("r").Link("https://x.example/")))
	if msg, _ := cut.State("message").(string); cut.State("scene") != "menu" || msg != "That link could not be opened: "+strings.ToLower(secret[:1])+secret[1:]+"." {
		t.Errorf("a link cut at the dice: %v %q", cut.State("scene"), msg)
	}
}

// TestALinkedGameIsKeptOncePlayedOn opens a share link of a game that has
// a game saved: the saved one stays the menu's Continue until a move is
// played in the link's game, which is kept from then on.
func TestALinkedGameIsKeptOncePlayedOn(t *testing.T) {
	o, h := newOpener()
	opts, _ := games.Parse("connectfour rules=classic")
	saved, _ := record.New(opts, 1)
	saved.PlayText("p1 0")
	h.Store(prefs.RecordKey("connectfour"), saved.Text())
	h.Store(prefs.LastKey, "connectfour")
	h.Store(prefs.SeatsKey("connectfour"), "person person")
	linked, _ := record.New(opts, 3)
	linked.PlayText("p1 3")
	s := uitest.NewScreen(t, 1280, 800, 1, o.first(linked.Link("https://x.example/")))
	if s.State("record") != linked.Text() || h.Load(prefs.RecordKey("connectfour")) != saved.Text() {
		t.Fatalf("opening the link replaced the game saved: %q", h.Load(prefs.RecordKey("connectfour")))
	}
	s.Click("column:4")
	s.Settle()
	if got := h.Load(prefs.RecordKey("connectfour")); got != s.State("record") || !strings.HasSuffix(got, "p1 3\np2 4\n") {
		t.Errorf("after a move in the link's game the game saved is %q", got)
	}
}
