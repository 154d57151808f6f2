package scenes

import (
	"fmt"
	"math/rand/v2"
	"reflect"
	"strings"
	"testing"

	"parlor/game/cantstop"
)

func newCantStopScreen(t *testing.T, players int, seed uint64) *screen {
	return newScreen(t, 1000, 700, 1, newCantStop(cantStopSettings{Players: players, Seed: seed}))
}

// climbToTops plays Orange's towers, through the engine, onto the top
// squares of 2, 12 and 3: every roll after that is a bust, and stopping
// captures all three.
func climbToTops(t *testing.T, g *cantstop.Game) {
	for _, d := range [][4]int{{1, 1, 1, 1}, {1, 1, 1, 1}, {6, 6, 6, 6}, {6, 6, 6, 6}, {1, 2, 1, 2}, {1, 2, 1, 2}, {1, 2, 1, 2}} {
		if err := g.Play(cantstop.Roll); err != nil {
			t.Fatal(err)
		}
		if err := g.Play(cantstop.DiceMove(d)); err != nil {
			t.Fatal(err)
		}
		opts := g.Choices()
		o := opts[0]
		for _, x := range opts {
			if x.A == 3 || x.A == 2 || x.A == 12 {
				o = x
			}
		}
		if err := g.Play(cantstop.ChooseMove(o)); err != nil {
			t.Fatal(err)
		}
	}
	for _, n := range []int{2, 3, 12} {
		if g.Column(n).State() != cantstop.Pending {
			t.Fatalf("column %d is not pending:\n%s", n, g)
		}
	}
}

func TestMenuOpensCantStop(t *testing.T) {
	s := newScreen(t, 1000, 700, 1, newMenu())
	s.click("game:cantstop")
	if s.state("scene") != "cantstop" || s.state("players") != 2 {
		t.Fatalf("the Can't Stop card opens %v", s.scene().State())
	}
}

func TestRollThenChooseByClicking(t *testing.T) {
	s := newCantStopScreen(t, 3, 11)
	if _, ok := s.scene().Targets()["stop"]; ok {
		t.Fatal("Stop is offered before the first roll")
	}
	x, y := s.target("roll")
	s.tick(Input{X: x, Y: y, PressX: x, PressY: y, Down: true, Pressed: true})
	s.tick(Input{X: x, Y: y, PressX: x, PressY: y, Released: true})
	if s.state("animating") != true {
		t.Fatal("the dice do not tumble")
	}
	s.settle()
	c := s.scene().(*cantStopScene)
	var want []string
	for _, o := range c.g.Choices() {
		want = append(want, o.String())
	}
	if got := s.state("options"); !reflect.DeepEqual(got, want) || len(want) == 0 {
		t.Fatalf("options %v, engine %v (last %s)", got, want, c.g.Last())
	}
	if _, ok := s.scene().Targets()["roll"]; ok {
		t.Fatal("Roll is offered while choosing")
	}
	before := c.g.Clone().(*cantstop.Game)
	s.click("option:" + want[0])
	if err := before.Play(cantstop.ChooseMove(before.Choices()[0])); err != nil {
		t.Fatal(err)
	}
	if s.state("board") != before.String() {
		t.Fatalf("after choosing %s\n%s\nwant\n%s", want[0], s.state("board"), before)
	}
	for _, b := range []string{"roll", "stop"} {
		if _, ok := s.scene().Targets()[b]; !ok {
			t.Errorf("%s is not offered after a good roll", b)
		}
	}
}

func TestABustIsShownBeforeTheTurnPasses(t *testing.T) {
	s := newCantStopScreen(t, 2, 1)
	c := s.scene().(*cantStopScene)
	climbToTops(t, c.g)
	towers := c.g.String()
	s.tick(Input{X: -1, Y: -1})
	x, y := s.target("roll")
	s.tick(Input{X: x, Y: y, PressX: x, PressY: y, Down: true, Pressed: true})
	s.tick(Input{X: x, Y: y, PressX: x, PressY: y, Released: true})
	s.idle(rollTicks+5, -1, -1)
	if c.g.Last().Kind != "bust" || c.banner != "Bust!" || s.state("animating") != true {
		t.Fatalf("no bust shown: last %v banner %q", c.g.Last(), c.banner)
	}
	s.save("cantstop-bust")
	// While the bust shows, the towers are still drawn where they were.
	if c.shown().String() != towers {
		t.Error("the bust is not shown on the board as it was")
	}
	// The top square of 2 is drawn with a tower: white inside its ring.
	r := c.lay.square(2, 3)
	cx, cy := r.Center()
	if px := s.draw().at(cx, cy); !near(px, colTower, 30) {
		t.Errorf("the tower on 2 is drawn %v during the bust", px)
	}
	s.settle()
	if s.state("turn") != "Yellow" || strings.Contains(s.state("board").(string), "T") {
		t.Errorf("after the bust: turn %v\n%s", s.state("turn"), s.state("board"))
	}
}

func TestStoppingOnThreeTopsWins(t *testing.T) {
	s := newCantStopScreen(t, 4, 1)
	c := s.scene().(*cantStopScene)
	climbToTops(t, c.g)
	s.tick(Input{X: -1, Y: -1})
	s.click("stop")
	s.settle()
	if s.state("over") != true || s.state("winner") != "Orange" {
		t.Fatalf("state after stopping: %v", s.scene().State())
	}
	if w := s.state("won").([]int); w[0] != 3 {
		t.Errorf("won %v", w)
	}
	// The captured columns take Orange's colour.
	r := c.lay.square(12, 1)
	want := mix(colSquare, playerColors[cantstop.Orange], 0.45)
	if px := s.draw().at(r.X+r.W/2, r.Y+r.H*0.2); !near(px, want, 20) {
		t.Errorf("captured square drawn %v, want %v", px, want)
	}
	s.save("cantstop-won")
}

// TestPlayCantStopToTheEndByClicking plays whole games by clicking: a random
// option each roll, stopping after two good rolls.
func TestPlayCantStopToTheEndByClicking(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	for players := 2; players <= 4; players++ {
		s := newCantStopScreen(t, players, uint64(players))
		good := 0
		for clicks := 0; s.state("over") != true; clicks++ {
			if clicks > 3000 {
				t.Fatalf("%d players: no end after 3000 clicks", players)
			}
			st := s.scene().State()
			switch {
			case st["canStop"] == true && good >= 2:
				s.click("stop")
				good = 0
			case st["canRoll"] == true:
				s.click("roll")
				s.settle()
				if s.scene().(*cantStopScene).g.Last().Kind == "bust" {
					good = 0
				}
			default:
				opts := st["options"].([]string)
				s.click("option:" + opts[r.IntN(len(opts))])
				good++
			}
			s.settle()
		}
		won := s.state("won").([]int)
		best := 0
		for _, w := range won {
			best = max(best, w)
		}
		if best < cantstop.Goal {
			t.Errorf("%d players: over with columns won %v", players, won)
		}
	}
}

func TestCantStopLayoutFitsEveryWindow(t *testing.T) {
	for players := 2; players <= 4; players++ {
		for _, sz := range [][3]float64{{1000, 700, 1}, {2000, 1400, 2}, {480, 800, 1}, {800, 1200, 2}, {640, 480, 1}, {1920, 1080, 1}} {
			s := newScreen(t, sz[0], sz[1], sz[2], newCantStop(cantStopSettings{Players: players, Seed: 9}))
			label := fmt.Sprintf("%d players %v", players, sz)
			checkTargets(t, label, s.scene().Targets(), sz[0], sz[1])
			s.click("roll")
			s.settle()
			checkTargets(t, label+" choosing", s.scene().Targets(), sz[0], sz[1])
			l := s.scene().(*cantStopScene).lay
			if l.board.X < 0 || l.board.Right() > sz[0] || l.board.Y < 0 || l.board.Bottom() > sz[1] {
				t.Errorf("%s: board %+v off the screen", label, l.board)
			}
		}
	}
}
