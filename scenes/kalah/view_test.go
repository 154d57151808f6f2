package kalah

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"parlor/game"
	"parlor/game/kalah"
	"parlor/scenes/table"
	"parlor/scenes/table/tabletest"
	"parlor/scenes/ui"
	"parlor/scenes/ui/uitest"
)

// The screens the tests play on: a desktop window and a phone in portrait
// (390 × 844 CSS pixels at device scale 3).
var (
	desktop = [3]float64{1280, 800, 1}
	phone   = [3]float64{1170, 2532, 3}
)

// newTable shows a table for a new game with options on a screen of size
// sz (width, height, device scale), with a home scene that is a marker.
func newTable(t testing.TB, options string, sz [3]float64) (*uitest.Screen, *table.Screen, *table.MemoryHost) {
	t.Helper()
	s, tb, host, _ := open(t, options, sz)
	return s, tb, host
}

// open is newTable that also returns the view.
func open(t testing.TB, options string, sz [3]float64) (*uitest.Screen, *table.Screen, *table.MemoryHost, *View) {
	t.Helper()
	uitest.NeedDisplay(t)
	v := New()
	tb, host := tabletest.New(tabletest.Match(t, options, 1), v)
	return uitest.NewScreen(t, sz[0], sz[1], sz[2], tb), tb, host, v
}

func board(s *uitest.Screen) string { return s.State("board").(string) }

// position is the match's position.
func position(tb *table.Screen) *kalah.Game { return tb.Match().State().(*kalah.Game) }

// sow clicks the mover's house n and lets the sowing end.
func sow(t *testing.T, s *uitest.Screen, tb *table.Screen, n int) {
	t.Helper()
	s.Click("pit:" + position(tb).MoveString(game.Move(n)))
	s.Settle()
}

// TestPlayWholeGamesByTapping plays seeded random games to the end on a
// desktop and a phone, picking each move by its target, and checks after
// every move that the view shows the match's board.
func TestPlayWholeGamesByTapping(t *testing.T) {
	for _, tc := range []struct {
		options string
		sz      [3]float64
	}{
		{"kalah houses=4 seeds=3", desktop},
		{"kalah", desktop},
		{"kalah houses=6 seeds=4", phone},
		{"kalah houses=8 seeds=3", phone},
	} {
		t.Run(fmt.Sprintf("%s@%v", tc.options, tc.sz), func(t *testing.T) {
			s, tb, _, v := open(t, tc.options, tc.sz)
			r := rand.New(rand.NewPCG(5, uint64(len(tc.options))))
			for moves := 0; s.State("over") != true; moves++ {
				if moves > 500 {
					t.Fatal("no end after 500 moves")
				}
				g := position(tb)
				legal := g.Legal()
				m := legal[r.IntN(len(legal))]
				s.Click("pit:" + g.MoveString(m))
				if tb.Match().Plies() != moves+1 {
					t.Fatalf("clicking %s did not play it: %d plies", g.MoveString(m), tb.Match().Plies())
				}
				checkWords(t, v.Status())
				s.Settle()
				checkWords(t, v.Status())
				if want := tb.Match().State().String(); board(s) != want {
					t.Fatalf("after %d moves the view shows\n%s\nthe match has\n%s", moves+1, board(s), want)
				}
			}
			if _, ok := s.Scene().Probe()["winner"]; !ok {
				t.Fatalf("no winner or tie at the end: %v", s.Scene().Probe())
			}
			g := position(tb)
			st := s.State("stores").([]int)
			if st[0]+st[1] != 2*g.Houses()*g.Seeds() {
				t.Errorf("stores %v at the end of %s", st, tc.options)
			}
			s.Save(fmt.Sprintf("kalah-over-%.0fx%.0f-h%d", tc.sz[0], tc.sz[1], g.Houses()))
		})
	}
}

// TestPlayWholeGamesByKeyboard plays seeded random games to the end on a
// desktop and a phone with the keyboard only: Tab to the house, Enter.
func TestPlayWholeGamesByKeyboard(t *testing.T) {
	for _, sz := range [][3]float64{desktop, phone} {
		t.Run(fmt.Sprint(sz), func(t *testing.T) {
			s, tb, _, _ := open(t, "kalah houses=4 seeds=3", sz)
			r := rand.New(rand.NewPCG(7, 1))
			for moves := 0; s.State("over") != true; moves++ {
				if moves > 300 {
					t.Fatal("no end after 300 moves")
				}
				g := position(tb)
				legal := g.Legal()
				m := legal[r.IntN(len(legal))]
				s.KeyClick("pit:" + g.MoveString(m))
				if tb.Match().Plies() != moves+1 {
					t.Fatalf("Enter on %s did not play it: %d plies", g.MoveString(m), tb.Match().Plies())
				}
				s.Settle()
			}
			s.Key(ui.NavNext)
			s.Save(fmt.Sprintf("kalah-keyboard-over-%.0fx%.0f", sz[0], sz[1]))
		})
	}
}

// TestOnlyTheMoversHousesPlay checks that the other side's houses and the
// stores do nothing, and that an empty house of the mover's says why.
func TestOnlyTheMoversHousesPlay(t *testing.T) {
	s, tb, _ := newTable(t, "kalah", desktop)
	start := board(s)
	for _, p := range []string{"N3", "S0", "N0"} {
		s.Click("pit:" + p)
		if board(s) != start || s.State("animating") == true || tb.Match().Plies() != 0 {
			t.Fatalf("clicking %s at the start changed the game", p)
		}
	}
	s.Click("pit:S3") // 4 seeds: S2, S1, S0, N6
	s.Settle()
	if s.State("turn") != "North" || s.State("stores").([]int)[0] != 1 {
		t.Fatalf("after S3: %v", s.Scene().Probe())
	}
	s.Click("pit:N6") // 5 seeds, round to S4
	s.Settle()
	s.Click("pit:S3") // South's, now empty
	if tb.Match().Plies() != 2 {
		t.Fatal("an empty house was sown")
	}
	if note := s.State("note").(string); !strings.Contains(note, "S3 is empty") {
		t.Errorf("an empty house says %q", note)
	}
}

// TestSowingIsShownAlikeFromAClickAndARedo checks that a redo sows its move
// as a click does, and that undo shows the position at once.
func TestSowingIsShownAlikeFromAClickAndARedo(t *testing.T) {
	s, tb, _ := newTable(t, "kalah", desktop)
	tap(s, "pit:S2")
	clicked := s.State("sowing")
	if s.State("animating") != true || clicked != "S2" {
		t.Fatalf("a click does not sow: %v", s.Scene().Probe())
	}
	s.Settle()
	after := board(s)
	s.Press(ui.IntentUndo)
	if s.State("animating") == true || tb.Match().Plies() != 0 {
		t.Fatal("undo did not show the start at once")
	}
	s.Press(ui.IntentRedo)
	if s.State("animating") != true || s.State("sowing") != clicked {
		t.Fatalf("redo is not sown like the click: %v", s.Scene().Probe())
	}
	s.Settle()
	if board(s) != after || s.State("last") != "S2" {
		t.Errorf("redo ends on\n%s", board(s))
	}
}

// checkWords fails the test if a line for the panel speaks of clicking,
// which a touch screen cannot do, or uses the "·" the Go fonts draw raised.
func checkWords(t *testing.T, line string) {
	t.Helper()
	if strings.Contains(strings.ToLower(line), "click") || strings.Contains(line, "·") || line == "" {
		t.Errorf("status %q", line)
	}
}
