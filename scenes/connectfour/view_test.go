package connectfour

import (
	"fmt"
	"strings"
	"testing"

	"parlor/game/record"
	"parlor/scenes/table"
	"parlor/scenes/table/tabletest"
	"parlor/scenes/ui"
	"parlor/scenes/ui/uitest"
)

// newTable shows a table for a new game with options on a w × h screen at
// device scale ds, with a home scene that is just a marker.
func newTable(t *testing.T, options string, w, h, ds float64) (*uitest.Screen, *table.Table, *table.MemoryHost) {
	t.Helper()
	uitest.NeedDisplay(t)
	tb, host := tabletest.New(tabletest.Match(t, options, 1), New())
	return uitest.NewScreen(t, w, h, ds, tb), tb, host
}

func board(s *uitest.Screen) string { return s.State("board").(string) }

func TestClickingColumnsPlaysThroughTheMatch(t *testing.T) {
	s, tb, host := newTable(t, "connectfour rules=classic", 1280, 800, 1)
	s.Click("column:3")
	s.Settle()
	s.Click("column:3")
	s.Settle()
	if got := tb.Match().Text(); !strings.HasSuffix(got, "p1 3\np2 3\n") {
		t.Fatalf("record:\n%s", got)
	}
	if host.Load(table.RecordKey("connectfour")) != tb.Match().Text() {
		t.Error("the record was not autosaved after the move")
	}
}

// TestAClickDuringTheFallIsNotAMove checks that a second click while the
// token falls only lands it.
func TestAClickDuringTheFallIsNotAMove(t *testing.T) {
	s, tb, _ := newTable(t, "connectfour", 1280, 800, 1)
	x, y := s.Target("column:1")
	tap := func() {
		s.Tick(ui.Input{X: x, Y: y, PressX: x, PressY: y, Down: true, Pressed: true})
		s.Tick(ui.Input{X: x, Y: y, PressX: x, PressY: y, Released: true})
	}
	tap()
	if tb.Match().Plies() != 1 || s.State("animating") != true {
		t.Fatalf("the first click did not drop a token: %d plies", tb.Match().Plies())
	}
	tap() // 150 ms later, while the token falls
	if tb.Match().Plies() != 1 {
		t.Fatalf("a click during the fall played a move: %d plies", tb.Match().Plies())
	}
	if s.State("animating") == true {
		t.Error("a click during the fall did not land the token")
	}
	tap()
	if tb.Match().Plies() != 2 {
		t.Errorf("a click after the fall did not play: %d plies", tb.Match().Plies())
	}
}

func TestUndoAndRedoByButtonAndKey(t *testing.T) {
	s, tb, _ := newTable(t, "connectfour", 1280, 800, 1)
	for _, c := range []int{0, 1, 2} {
		s.Click(fmt.Sprintf("column:%d", c))
		s.Settle()
	}
	after := board(s)
	s.Click("undo")
	s.Press(ui.IntentUndo)
	if tb.Match().Plies() != 1 {
		t.Fatalf("two undos left %d plies", tb.Match().Plies())
	}
	s.Click("redo")
	s.Settle()
	s.Press(ui.IntentRedo)
	s.Settle()
	if board(s) != after || tb.Match().CanRedo() {
		t.Errorf("redo did not restore the board:\n%s", board(s))
	}
}

func TestLogReviewAndReturn(t *testing.T) {
	s, _, _ := newTable(t, "connectfour", 1280, 800, 1)
	for _, c := range []int{0, 1, 2} {
		s.Click(fmt.Sprintf("column:%d", c))
		s.Settle()
	}
	now := board(s)
	s.Click("log:1")
	if s.State("reviewing") != 0 || strings.Count(board(s), "R")+strings.Count(board(s), "Y") != 1 {
		t.Fatalf("review of move 1 shows:\n%s", board(s))
	}
	s.Click("column:3") // the board does not play while under review
	s.Click("return")
	if board(s) != now || s.State("reviewing") != -1 || s.State("plies") != 3 {
		t.Errorf("return did not bring the game back:\n%s", board(s))
	}
}

func TestRulesOverlay(t *testing.T) {
	s, _, _ := newTable(t, "connectfour", 1280, 800, 1)
	s.Click("rules")
	if s.State("overlay") != "rules" {
		t.Fatal("the rules did not open")
	}
	x, y := s.Target("close")
	s.Scroll(x, y+200, -5)
	s.Press(ui.IntentBack)
	if s.State("overlay") != "" {
		t.Fatal("Esc did not close the rules")
	}
	s.Press(ui.IntentHelp)
	if s.State("overlay") != "rules" {
		t.Fatal("? did not open the rules")
	}
	s.Click("close")
	if s.State("overlay") != "" {
		t.Fatal("close did not close the rules")
	}
}

func TestShareCopiesALinkThatOpensThePosition(t *testing.T) {
	s, tb, host := newTable(t, "connectfour", 1280, 800, 1)
	s.Click("column:2")
	s.Settle()
	s.Click("share")
	if s.State("overlay") != "share" {
		t.Fatal("share did not open")
	}
	m, err := record.ParseLink(host.Clipboard)
	if err != nil || m.Text() != tb.Match().Text() {
		t.Fatalf("the clipboard's link %q opens %v", host.Clipboard, err)
	}
	s.Click("copy-record")
	if host.Clipboard != tb.Match().Text() {
		t.Error("copy the record did not copy it")
	}
}

// TestSettingsApplyToTheNextGame checks a setting touched mid-game does not
// throw the game away: it asks first.
func TestSettingsApplyToTheNextGame(t *testing.T) {
	s, tb, host := newTable(t, "connectfour", 1280, 800, 1)
	s.Click("column:2")
	s.Settle()
	s.Click("rules:classic")
	if tb.Match().Plies() != 1 || s.State("rules") != "growing" {
		t.Fatal("touching a setting changed the game in progress")
	}
	s.Click("apply")
	if s.State("overlay") != "confirm" {
		t.Fatal("a new game mid-game did not ask first")
	}
	s.Click("cancel")
	if tb.Match().Plies() != 1 {
		t.Fatal("keep playing threw the game away")
	}
	s.Click("new")
	s.Click("confirm")
	if tb.Match().Plies() != 0 || s.State("rules") != "classic" {
		t.Fatalf("the new game is %v with %d plies", s.State("options"), tb.Match().Plies())
	}
	if host.Load(table.SettingsKey("connectfour")) != tb.Match().Options().String() {
		t.Error("the settings were not remembered")
	}
}

// TestTargetsFitEveryScreen checks the targets at desktop and phone sizes:
// on the screen, apart, and at least 44 CSS pixels on a phone.
func TestTargetsFitEveryScreen(t *testing.T) {
	for _, sz := range [][3]float64{{1280, 800, 1}, {1920, 1080, 1}, {1170, 2532, 3}, {800, 600, 1}} {
		s, _, _ := newTable(t, "connectfour", sz[0], sz[1], sz[2])
		s.Click("column:0")
		s.Settle()
		targets := s.Scene().Targets()
		uitest.CheckTargets(t, fmt.Sprint(sz), targets, sz[0], sz[1])
		if sz[2] == 3 {
			for name, r := range targets {
				if min(r.W, r.H) < 44*3-0.5 {
					t.Errorf("%v: %s is %.0f × %.0f CSS px", sz, name, r.W/3, r.H/3)
				}
			}
		}
		s.Save(fmt.Sprintf("connectfour-%.0fx%.0f", sz[0], sz[1]))
	}
}
