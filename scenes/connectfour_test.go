package scenes

import (
	"fmt"
	"strings"
	"testing"
)

func newC4Screen(t *testing.T, w, h, ds float64) *screen {
	return newScreen(t, w, h, ds, newConnectFour(connectFourSettings{}))
}

func (s *screen) state(key string) any { return s.scene().State()[key] }

// cellCenter is where square (col, row) is drawn.
func (s *screen) cellCenter(col, row int) (x, y float64) {
	return s.scene().(*connectFour).lay.center(col, float64(row))
}

func TestMenuOpensConnectFourAndBack(t *testing.T) {
	s := newScreen(t, 1000, 700, 1, newMenu())
	if s.state("scene") != "menu" {
		t.Fatalf("starts at %v", s.state("scene"))
	}
	s.click("game:connectfour")
	if s.state("scene") != "connectfour" {
		t.Fatalf("clicking the card shows %v", s.state("scene"))
	}
	s.click("menu")
	if s.state("scene") != "menu" {
		t.Fatalf("the menu button shows %v", s.state("scene"))
	}
}

func TestClickDropsTokenWithAnimation(t *testing.T) {
	s := newC4Screen(t, 1000, 700, 1)
	x, y := s.cellCenter(0, 0)
	if c := s.draw().at(x, y); !near(c, colSlot, 12) {
		t.Fatalf("empty square drawn %v, want the slot colour", c)
	}
	cx, cy := s.target("column:0")
	s.tick(Input{X: cx, Y: cy, PressX: cx, PressY: cy, Down: true, Pressed: true})
	s.tick(Input{X: cx, Y: cy, PressX: cx, PressY: cy, Released: true})
	if !strings.HasSuffix(s.state("board").(string), "R . . .\n") {
		t.Fatalf("board after a click on column 0:\n%s", s.state("board"))
	}
	if s.state("animating") != true {
		t.Fatal("the token did not fall")
	}
	if c := s.draw().at(x, y); near(c, tokenColors[0].base, 30) {
		t.Errorf("the token is already in place at the start of its fall")
	}
	s.idle(90, 0, 0)
	if s.state("animating") != false {
		t.Fatal("the fall did not end")
	}
	if c := s.draw().at(x, y); !near(c, tokenColors[0].base, 30) {
		t.Errorf("the landed token is drawn %v, want red %v", c, tokenColors[0].base)
	}
	if s.state("turn") != "p2" {
		t.Errorf("turn %v after red's move", s.state("turn"))
	}
}

func TestHoverShowsTheMoversToken(t *testing.T) {
	s := newC4Screen(t, 1000, 700, 1)
	cx, _ := s.target("column:2")
	l := s.scene().(*connectFour).lay
	hy := l.board.Y - l.cell*0.55
	s.idle(2, cx, hy)
	if c := s.draw().at(cx, hy); !near(c, tokenColors[0].base, 30) {
		t.Errorf("hovering column 2 shows %v above it, want red", c)
	}
	s.idle(2, 5, 5)
	if c := s.draw().at(cx, hy); near(c, tokenColors[0].base, 60) {
		t.Errorf("the token is still shown once the pointer leaves")
	}
}

func TestWinIsHighlightedAndEndsTheGame(t *testing.T) {
	s := newC4Screen(t, 1000, 700, 1)
	for _, col := range []int{0, 0, 1, 1, 2, 2, 3} {
		s.click(fmt.Sprintf("column:%d", col))
	}
	if s.state("winner") != "p1" || s.state("over") != true {
		t.Fatalf("state after red's four: %v", s.scene().State())
	}
	before := s.state("board")
	s.click("column:3")
	if s.state("board") != before {
		t.Error("a click after the end changed the board")
	}
	// The winning tokens are ringed in the light text colour.
	l := s.scene().(*connectFour).lay
	x, y := s.cellCenter(1, 0)
	found := false
	p := s.draw()
	for dx := l.cell * 0.24; dx < l.cell*0.36; dx++ {
		if near(p.at(x+dx, y), colText, 40) {
			found = true
		}
	}
	if !found {
		t.Error("no highlight ring on a winning token")
	}
	if _, ok := s.scene().Targets()["column:4"]; ok {
		t.Error("the widening column is still offered after the end")
	}
	s.click("new")
	if s.state("over") != false || s.state("cols") != 4 {
		t.Errorf("new game: %v", s.scene().State())
	}
}

func TestTheBoardGrowsUpAndRight(t *testing.T) {
	s := newC4Screen(t, 1000, 700, 1)
	s.click("column:4") // the extra column at the right edge
	if s.state("cols") != 5 {
		t.Fatalf("cols %v after the + column", s.state("cols"))
	}
	for range 6 {
		s.click("column:1")
	}
	if s.state("rows") != 6 {
		t.Fatalf("rows %v after six tokens in one column\n%s", s.state("rows"), s.state("board"))
	}
	// The new top square is on screen and shows its token.
	x, y := s.cellCenter(1, 5)
	if c := s.draw().at(x, y); !near(c, tokenColors[0].base, 30) {
		t.Errorf("top token drawn %v", c)
	}
	if _, ok := s.scene().Targets()["column:5"]; !ok {
		t.Error("no widening column after the board widened")
	}
}

func TestClassicRulesAndAFullColumn(t *testing.T) {
	s := newC4Screen(t, 1000, 700, 1)
	s.click("rules:classic")
	if s.state("rules") != "classic" || s.state("cols") != 7 || s.state("rows") != 6 {
		t.Fatalf("classic: %v", s.scene().State())
	}
	if _, ok := s.scene().Targets()["column:7"]; ok {
		t.Error("classic rules offer a widening column")
	}
	for range 6 {
		s.click("column:0")
	}
	before := s.state("board")
	s.click("column:0")
	if s.state("board") != before {
		t.Error("a full classic column took a token")
	}
	if e, _ := s.state("error").(string); !strings.Contains(e, "full") {
		t.Errorf("error shown: %q", e)
	}
}

func TestYellowCanMoveFirst(t *testing.T) {
	s := newC4Screen(t, 1000, 700, 1)
	s.click("first:p2")
	if s.state("turn") != "p2" {
		t.Fatalf("turn %v", s.state("turn"))
	}
	s.click("column:0")
	if !strings.HasSuffix(s.state("board").(string), "Y . . .\n") {
		t.Errorf("board:\n%s", s.state("board"))
	}
}

// TestLayoutFitsEveryWindow checks, for wide, tall, small and HiDPI screens,
// that every click target lies on the screen and that targets do not overlap.
func TestLayoutFitsEveryWindow(t *testing.T) {
	for _, sz := range [][3]float64{{1000, 700, 1}, {2000, 1400, 2}, {480, 800, 1}, {800, 1200, 2}, {1920, 1080, 1}, {640, 480, 1}} {
		s := newC4Screen(t, sz[0], sz[1], sz[2])
		targets := s.scene().Targets()
		checkTargets(t, fmt.Sprint(sz), targets, sz[0], sz[1])
		// Layout follows the device scale: the same window at twice the
		// pixels has buttons twice the size.
		if sz[2] == 2 {
			one := newC4Screen(t, sz[0]/2, sz[1]/2, 1)
			a, b := targets["new"], one.scene().Targets()["new"]
			if a.W < 1.9*b.W || a.W > 2.1*b.W {
				t.Errorf("%v: the button is %.0f px wide, %.0f px at scale 1", sz, a.W, b.W)
			}
		}
	}
}
