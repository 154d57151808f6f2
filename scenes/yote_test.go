package scenes

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"parlor/game"
	"parlor/game/yote"
	"parlor/scenes/ui"
	"parlor/scenes/ui/uitest"
)

func newYoteScreen(t *testing.T) *uitest.Screen { return uitest.NewScreen(t, 1000, 700, 1, newYote(0)) }

// yoteBoard is the engine's board after the moves, for comparing.
func yoteBoard(t *testing.T, moves ...string) string {
	g, _ := yote.New(yote.Rows)
	for _, m := range moves {
		e, err := g.ParseMove(m)
		if err == nil {
			err = g.Play(e)
		}
		if err != nil {
			t.Fatal(err)
		}
	}
	return g.String()
}

func TestMenuOpensYote(t *testing.T) {
	s := uitest.NewScreen(t, 1000, 700, 1, newMenu())
	s.Click("game:yote")
	if s.State("scene") != "yote" || s.State("rows") != 4 {
		t.Fatalf("the Yote card opens %v", s.Scene().State())
	}
}

func TestDeployByClickAndByDrag(t *testing.T) {
	s := newYoteScreen(t)
	s.Click("tray:X")
	if s.State("picked") != true {
		t.Fatal("clicking the tray did not pick a piece")
	}
	s.Click("square:7")
	// O drags from its tray to square 2.
	tx, ty := s.Target("tray:O")
	x, y := s.Target("square:2")
	s.Tick(ui.Input{X: tx, Y: ty, PressX: tx, PressY: ty, Down: true, Pressed: true})
	s.Tick(ui.Input{X: x, Y: y, PressX: tx, PressY: ty, Down: true})
	s.Tick(ui.Input{X: x, Y: y, PressX: tx, PressY: ty, Released: true})
	s.Settle()
	if want := yoteBoard(t, "p 7", "p 2"); s.State("board") != want {
		t.Fatalf("board\n%s\nwant\n%s", s.State("board"), want)
	}
	if r := s.State("reserve").([]int); r[0] != 11 || r[1] != 11 {
		t.Errorf("reserves %v", r)
	}
}

func TestOnlyTheMoverResponds(t *testing.T) {
	s := newYoteScreen(t)
	s.Click("tray:O") // X is to move
	if s.State("picked") == true {
		t.Fatal("O's tray responded on X's turn")
	}
	s.Click("tray:X")
	s.Click("square:7")
	s.Click("square:7") // X's stone, but it is O's turn
	if s.State("picked") == true {
		t.Fatal("X's stone responded on O's turn")
	}
	s.Click("square:12") // an empty square with nothing picked
	if s.State("board") != yoteBoard(t, "p 7") {
		t.Error("a click on an empty square with nothing picked changed the board")
	}
}

func TestSlideAndJumpWithRemoval(t *testing.T) {
	s := newYoteScreen(t)
	for _, c := range []string{"tray:X", "square:7", "tray:O", "square:8", "tray:X", "square:14", "tray:O", "square:2"} {
		s.Click(c)
	}
	s.Click("square:7")
	targets := s.Scene().(*yoteScene).targets()
	if targets[6] != yote.Slide || targets[9] != yote.Jump || len(targets) != 3 {
		t.Fatalf("targets from 7: %v", targets) // 6 and 12 slide, 9 jumps
	}
	s.Click("square:13") // not a target: the pick is dropped
	if s.State("picked") == true {
		t.Fatal("a click off the targets kept the pick")
	}
	s.Click("square:7")
	s.Click("square:9")
	if s.State("removing") != true {
		t.Fatal("a jump did not ask for a removal")
	}
	before := s.State("board")
	for _, bad := range []string{"square:14", "square:1", "square:8"} { // own, empty, the captured one
		s.Click(bad)
		if s.State("removing") != true || s.State("board") != before {
			t.Fatalf("clicking %s while choosing a removal", bad)
		}
	}
	s.Click("square:2")
	s.Settle()
	want := yoteBoard(t, "p 7", "p 8", "p 14", "p 2", "m 7 9 2")
	if s.State("board") != want {
		t.Fatalf("after the jump\n%s\nwant\n%s", s.State("board"), want)
	}
	if c := s.State("captured").([]int); c[1] != 2 {
		t.Errorf("captured %v", c)
	}
}

// TestPlayYoteToTheEndByClicking replays finished random games by clicks
// and checks the scene ends where the engine does.
func TestPlayYoteToTheEndByClicking(t *testing.T) {
	r := rand.New(rand.NewPCG(6, 1))
	played := 0
	for played < 3 {
		g, _ := yote.New(yote.Rows)
		var moves []yote.Move
		for i := 0; i < 120 && !g.Over(); i++ {
			e, _ := game.RandomMove(g, r)
			moves = append(moves, yote.Decode(e))
			g.Play(e)
		}
		if !g.Over() {
			continue
		}
		played++
		s := newYoteScreen(t)
		for _, m := range moves {
			mover := s.State("turn")
			switch m.Kind {
			case yote.Place:
				s.Click(fmt.Sprintf("tray:%s", mover))
			default:
				s.Click(fmt.Sprintf("square:%d", m.From))
			}
			s.Click(fmt.Sprintf("square:%d", m.To))
			if m.Remove != 0 {
				s.Click(fmt.Sprintf("square:%d", m.Remove))
			}
		}
		s.Settle()
		if s.State("board") != g.String() || s.State("over") != true || s.State("result") != g.Result() {
			t.Fatalf("the scene ends\n%s%v\nthe engine\n%s%v", s.State("board"), s.State("result"), g, g.Result())
		}
		if played == 1 {
			s.Save("yote-over")
		}
	}
}

func TestYoteLayoutFitsEveryWindow(t *testing.T) {
	for _, rows := range []int{yote.Rows, yote.BigRows} {
		for _, sz := range [][3]float64{{1000, 700, 1}, {2000, 1400, 2}, {480, 800, 1}, {800, 1200, 2}, {640, 480, 1}} {
			s := uitest.NewScreen(t, sz[0], sz[1], sz[2], newYote(rows))
			uitest.CheckTargets(t, fmt.Sprintf("rows=%d %v", rows, sz), s.Scene().Targets(), sz[0], sz[1])
			if !strings.Contains(s.State("result").(string), "X to move") {
				t.Errorf("result %v", s.State("result"))
			}
		}
	}
}
