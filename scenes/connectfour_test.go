package scenes

import (
	"fmt"
	"strings"
	"testing"

	"parlor/scenes/ui"
	"parlor/scenes/ui/uitest"
)

func newC4Screen(t *testing.T, w, h, ds float64) *uitest.Screen {
	return uitest.NewScreen(t, w, h, ds, newConnectFour(connectFourSettings{}))
}

// cellCenter is where square (col, row) is drawn.
func cellCenter(s *uitest.Screen, col, row int) (x, y float64) {
	return s.Scene().(*connectFour).lay.center(col, float64(row))
}

func TestMenuOpensConnectFourAndBack(t *testing.T) {
	s := uitest.NewScreen(t, 1000, 700, 1, newMenu())
	if s.State("scene") != "menu" {
		t.Fatalf("starts at %v", s.State("scene"))
	}
	s.Click("game:connectfour")
	if s.State("scene") != "connectfour" {
		t.Fatalf("clicking the card shows %v", s.State("scene"))
	}
	s.Click("menu")
	if s.State("scene") != "menu" {
		t.Fatalf("the menu button shows %v", s.State("scene"))
	}
}

func TestClickDropsTokenWithAnimation(t *testing.T) {
	s := newC4Screen(t, 1000, 700, 1)
	x, y := cellCenter(s, 0, 0)
	if c := s.Draw().At(x, y); !uitest.Near(c, colSlot, 12) {
		t.Fatalf("empty square drawn %v, want the slot colour", c)
	}
	cx, cy := s.Target("column:0")
	s.Tick(ui.Input{X: cx, Y: cy, PressX: cx, PressY: cy, Down: true, Pressed: true})
	s.Tick(ui.Input{X: cx, Y: cy, PressX: cx, PressY: cy, Released: true})
	if !strings.HasSuffix(s.State("board").(string), "R . . .\n") {
		t.Fatalf("board after a click on column 0:\n%s", s.State("board"))
	}
	if s.State("animating") != true {
		t.Fatal("the token did not fall")
	}
	if c := s.Draw().At(x, y); uitest.Near(c, tokenColors[0].base, 30) {
		t.Errorf("the token is already in place at the start of its fall")
	}
	s.Idle(90, 0, 0)
	if s.State("animating") != false {
		t.Fatal("the fall did not end")
	}
	if c := s.Draw().At(x, y); !uitest.Near(c, tokenColors[0].base, 30) {
		t.Errorf("the landed token is drawn %v, want red %v", c, tokenColors[0].base)
	}
	if s.State("turn") != "p2" {
		t.Errorf("turn %v after red's move", s.State("turn"))
	}
}

func TestHoverShowsTheMoversToken(t *testing.T) {
	s := newC4Screen(t, 1000, 700, 1)
	cx, _ := s.Target("column:2")
	l := s.Scene().(*connectFour).lay
	hy := l.board.Y - l.cell*0.55
	s.Idle(2, cx, hy)
	if c := s.Draw().At(cx, hy); !uitest.Near(c, tokenColors[0].base, 30) {
		t.Errorf("hovering column 2 shows %v above it, want red", c)
	}
	s.Idle(2, 5, 5)
	if c := s.Draw().At(cx, hy); uitest.Near(c, tokenColors[0].base, 60) {
		t.Errorf("the token is still shown once the pointer leaves")
	}
}

func TestWinIsHighlightedAndEndsTheGame(t *testing.T) {
	s := newC4Screen(t, 1000, 700, 1)
	for _, col := range []int{0, 0, 1, 1, 2, 2, 3} {
		s.Click(fmt.Sprintf("column:%d", col))
	}
	if s.State("winner") != "p1" || s.State("over") != true {
		t.Fatalf("state after red's four: %v", s.Scene().State())
	}
	before := s.State("board")
	s.Click("column:3")
	if s.State("board") != before {
		t.Error("a click after the end changed the board")
	}
	// The winning tokens are ringed in the light text colour.
	l := s.Scene().(*connectFour).lay
	x, y := cellCenter(s, 1, 0)
	found := false
	p := s.Draw()
	for dx := l.cell * 0.24; dx < l.cell*0.36; dx++ {
		if uitest.Near(p.At(x+dx, y), ui.TextColor, 40) {
			found = true
		}
	}
	if !found {
		t.Error("no highlight ring on a winning token")
	}
	if _, ok := s.Scene().Targets()["column:4"]; ok {
		t.Error("the widening column is still offered after the end")
	}
	s.Click("new")
	if s.State("over") != false || s.State("cols") != 4 {
		t.Errorf("new game: %v", s.Scene().State())
	}
}

func TestTheBoardGrowsUpAndRight(t *testing.T) {
	s := newC4Screen(t, 1000, 700, 1)
	s.Click("column:4") // the extra column at the right edge
	if s.State("cols") != 5 {
		t.Fatalf("cols %v after the + column", s.State("cols"))
	}
	for range 6 {
		s.Click("column:1")
	}
	if s.State("rows") != 6 {
		t.Fatalf("rows %v after six tokens in one column\n%s", s.State("rows"), s.State("board"))
	}
	// The new top square is on screen and shows its token.
	x, y := cellCenter(s, 1, 5)
	if c := s.Draw().At(x, y); !uitest.Near(c, tokenColors[0].base, 30) {
		t.Errorf("top token drawn %v", c)
	}
	if _, ok := s.Scene().Targets()["column:5"]; !ok {
		t.Error("no widening column after the board widened")
	}
}

func TestClassicRulesAndAFullColumn(t *testing.T) {
	s := newC4Screen(t, 1000, 700, 1)
	s.Click("rules:classic")
	if s.State("rules") != "classic" || s.State("cols") != 7 || s.State("rows") != 6 {
		t.Fatalf("classic: %v", s.Scene().State())
	}
	if _, ok := s.Scene().Targets()["column:7"]; ok {
		t.Error("classic rules offer a widening column")
	}
	for range 6 {
		s.Click("column:0")
	}
	before := s.State("board")
	s.Click("column:0")
	if s.State("board") != before {
		t.Error("a full classic column took a token")
	}
	if e, _ := s.State("error").(string); !strings.Contains(e, "full") {
		t.Errorf("error shown: %q", e)
	}
}

func TestYellowCanMoveFirst(t *testing.T) {
	s := newC4Screen(t, 1000, 700, 1)
	s.Click("first:p2")
	if s.State("turn") != "p2" {
		t.Fatalf("turn %v", s.State("turn"))
	}
	s.Click("column:0")
	if !strings.HasSuffix(s.State("board").(string), "Y . . .\n") {
		t.Errorf("board:\n%s", s.State("board"))
	}
}

// TestLayoutFitsEveryWindow checks, for wide, tall, small and HiDPI screens,
// that every click target lies on the screen and that targets do not overlap.
func TestLayoutFitsEveryWindow(t *testing.T) {
	for _, sz := range [][3]float64{{1000, 700, 1}, {2000, 1400, 2}, {480, 800, 1}, {800, 1200, 2}, {1920, 1080, 1}, {640, 480, 1}} {
		s := newC4Screen(t, sz[0], sz[1], sz[2])
		targets := s.Scene().Targets()
		uitest.CheckTargets(t, fmt.Sprint(sz), targets, sz[0], sz[1])
		// Layout follows the device scale: the same window at twice the
		// pixels has buttons twice the size.
		if sz[2] == 2 {
			one := newC4Screen(t, sz[0]/2, sz[1]/2, 1)
			a, b := targets["new"], one.Scene().Targets()["new"]
			if a.W < 1.9*b.W || a.W > 2.1*b.W {
				t.Errorf("%v: the button is %.0f px wide, %.0f px at scale 1", sz, a.W, b.W)
			}
		}
	}
}
