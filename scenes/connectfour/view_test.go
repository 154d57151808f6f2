package connectfour

import (
	"fmt"
	"strings"
	"testing"

	"parlor/scenes/prefs"
	"parlor/scenes/table"
	"parlor/scenes/table/tabletest"
	"parlor/scenes/ui"
	"parlor/scenes/ui/uitest"
)

// newTable shows a table for a new game with options on a w × h screen at
// device scale ds, with a home scene that is just a marker.
func newTable(t *testing.T, options string, w, h, ds float64) (*uitest.Screen, *table.Screen, *table.MemoryHost) {
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
	if host.Load(prefs.RecordKey("connectfour")) != tb.Match().Text() {
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

// TestTargetsFitEveryScreen checks the targets at desktop and phone sizes:
// on the screen, apart, and at least 44 CSS pixels on a phone.
func TestTargetsFitEveryScreen(t *testing.T) {
	for _, sz := range [][3]float64{{1280, 800, 1}, {1920, 1080, 1}, {1170, 2532, 3}, {800, 600, 1}} {
		s, _, _ := newTable(t, "connectfour", sz[0], sz[1], sz[2])
		s.Click("column:0")
		s.Settle()
		uitest.CheckTargetsAt(t, fmt.Sprint(sz), s.Scene().Targets(), sz)
		s.Save(fmt.Sprintf("connectfour-%.0fx%.0f", sz[0], sz[1]))
	}
}
