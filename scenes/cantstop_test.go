package scenes

import (
	"fmt"
	"math/rand/v2"
	"reflect"
	"strings"
	"testing"

	"parlor/game/cantstop"
	"parlor/scenes/ui"
	"parlor/scenes/ui/uitest"
)

func newCantStopScreen(t *testing.T, players int, seed uint64) *uitest.Screen {
	return uitest.NewScreen(t, 1000, 700, 1, newCantStop(cantStopSettings{Players: players, Seed: seed}))
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
	s := uitest.NewScreen(t, 1000, 700, 1, newMenu())
	s.Click("game:cantstop")
	if s.State("scene") != "cantstop" || s.State("players") != 2 {
		t.Fatalf("the Can't Stop card opens %v", s.Scene().State())
	}
}

func TestRollThenChooseByClicking(t *testing.T) {
	s := newCantStopScreen(t, 3, 11)
	if _, ok := s.Scene().Targets()["stop"]; ok {
		t.Fatal("Stop is offered before the first roll")
	}
	x, y := s.Target("roll")
	s.Tick(ui.Input{X: x, Y: y, PressX: x, PressY: y, Down: true, Pressed: true})
	s.Tick(ui.Input{X: x, Y: y, PressX: x, PressY: y, Released: true})
	if s.State("animating") != true {
		t.Fatal("the dice do not tumble")
	}
	s.Settle()
	c := s.Scene().(*cantStopScene)
	var want []string
	for _, o := range c.g.Choices() {
		want = append(want, o.String())
	}
	if got := s.State("options"); !reflect.DeepEqual(got, want) || len(want) == 0 {
		t.Fatalf("options %v, engine %v (last %s)", got, want, c.g.Last())
	}
	if _, ok := s.Scene().Targets()["roll"]; ok {
		t.Fatal("Roll is offered while choosing")
	}
	before := c.g.Clone().(*cantstop.Game)
	s.Click("option:" + want[0])
	if err := before.Play(cantstop.ChooseMove(before.Choices()[0])); err != nil {
		t.Fatal(err)
	}
	if s.State("board") != before.String() {
		t.Fatalf("after choosing %s\n%s\nwant\n%s", want[0], s.State("board"), before)
	}
	for _, b := range []string{"roll", "stop"} {
		if _, ok := s.Scene().Targets()[b]; !ok {
			t.Errorf("%s is not offered after a good roll", b)
		}
	}
}

func TestABustIsShownBeforeTheTurnPasses(t *testing.T) {
	s := newCantStopScreen(t, 2, 1)
	c := s.Scene().(*cantStopScene)
	climbToTops(t, c.g)
	towers := c.g.String()
	s.Tick(ui.Input{X: -1, Y: -1})
	x, y := s.Target("roll")
	s.Tick(ui.Input{X: x, Y: y, PressX: x, PressY: y, Down: true, Pressed: true})
	s.Tick(ui.Input{X: x, Y: y, PressX: x, PressY: y, Released: true})
	s.Idle(rollTicks+5, -1, -1)
	if c.g.Last().Kind != "bust" || c.banner != "Bust!" || s.State("animating") != true {
		t.Fatalf("no bust shown: last %v banner %q", c.g.Last(), c.banner)
	}
	s.Save("cantstop-bust")
	// While the bust shows, the towers are still drawn where they were.
	if c.shown().String() != towers {
		t.Error("the bust is not shown on the board as it was")
	}
	// The top square of 2 is drawn with a tower: white inside its ring.
	r := c.lay.square(2, 3)
	cx, cy := r.Center()
	if px := s.Draw().At(cx, cy); !uitest.Near(px, colTower, 30) {
		t.Errorf("the tower on 2 is drawn %v during the bust", px)
	}
	s.Settle()
	if s.State("turn") != "Yellow" || strings.Contains(s.State("board").(string), "T") {
		t.Errorf("after the bust: turn %v\n%s", s.State("turn"), s.State("board"))
	}
}

func TestStoppingOnThreeTopsWins(t *testing.T) {
	s := newCantStopScreen(t, 4, 1)
	c := s.Scene().(*cantStopScene)
	climbToTops(t, c.g)
	s.Tick(ui.Input{X: -1, Y: -1})
	s.Click("stop")
	s.Settle()
	if s.State("over") != true || s.State("winner") != "Orange" {
		t.Fatalf("state after stopping: %v", s.Scene().State())
	}
	if w := s.State("won").([]int); w[0] != 3 {
		t.Errorf("won %v", w)
	}
	// The captured columns take Orange's colour.
	r := c.lay.square(12, 1)
	want := ui.Mix(colSquare, playerColors[cantstop.Orange], 0.45)
	if px := s.Draw().At(r.X+r.W/2, r.Y+r.H*0.2); !uitest.Near(px, want, 20) {
		t.Errorf("captured square drawn %v, want %v", px, want)
	}
	s.Save("cantstop-won")
}

// TestPlayCantStopToTheEndByClicking plays whole games by clicking: a random
// option each roll, stopping after two good rolls.
func TestPlayCantStopToTheEndByClicking(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	for players := 2; players <= 4; players++ {
		s := newCantStopScreen(t, players, uint64(players))
		good := 0
		for clicks := 0; s.State("over") != true; clicks++ {
			if clicks > 3000 {
				t.Fatalf("%d players: no end after 3000 clicks", players)
			}
			st := s.Scene().State()
			switch {
			case st["canStop"] == true && good >= 2:
				s.Click("stop")
				good = 0
			case st["canRoll"] == true:
				s.Click("roll")
				s.Settle()
				if s.Scene().(*cantStopScene).g.Last().Kind == "bust" {
					good = 0
				}
			default:
				opts := st["options"].([]string)
				s.Click("option:" + opts[r.IntN(len(opts))])
				good++
			}
			s.Settle()
		}
		won := s.State("won").([]int)
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
			s := uitest.NewScreen(t, sz[0], sz[1], sz[2], newCantStop(cantStopSettings{Players: players, Seed: 9}))
			label := fmt.Sprintf("%d players %v", players, sz)
			uitest.CheckTargets(t, label, s.Scene().Targets(), sz[0], sz[1])
			s.Click("roll")
			s.Settle()
			uitest.CheckTargets(t, label+" choosing", s.Scene().Targets(), sz[0], sz[1])
			l := s.Scene().(*cantStopScene).lay
			if l.board.X < 0 || l.board.Right() > sz[0] || l.board.Y < 0 || l.board.Bottom() > sz[1] {
				t.Errorf("%s: board %+v off the screen", label, l.board)
			}
		}
	}
}
