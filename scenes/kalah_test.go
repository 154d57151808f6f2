package scenes

import (
	"fmt"
	"math/rand/v2"
	"reflect"
	"testing"

	"parlor/game"
	"parlor/game/kalah"
	"parlor/scenes/ui"
	"parlor/scenes/ui/uitest"
)

// TestSowingAnimationEndsOnTheEnginesBoard plays random games and checks
// that every move's animation ends showing exactly what the engine holds,
// and that each step moves one seed or makes one capture or sweep.
func TestSowingAnimationEndsOnTheEnginesBoard(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 3))
	for range 300 {
		g, _ := kalah.New(4+r.IntN(5), 3+r.IntN(4))
		k := &kalahScene{g: g}
		for !g.Over() {
			before := k.counts()
			m, _ := game.RandomMove(g, r)
			if err := g.Play(m); err != nil {
				t.Fatal(err)
			}
			a := newSowing(before, g.Last(), g)
			if got, want := a.steps[len(a.steps)-1].counts, k.counts(); !reflect.DeepEqual(got, want) {
				t.Fatalf("the animation ends on %v, the engine has %v", got, want)
			}
			if got := len(a.steps); got < 1+len(g.Last().Sown) {
				t.Fatalf("%d steps for %d seeds", got, len(g.Last().Sown))
			}
		}
	}
}

func newKalahScreen(t *testing.T, w, h, ds float64) *uitest.Screen {
	return uitest.NewScreen(t, w, h, ds, newKalah(kalahSettings{}))
}

func TestMenuOpensKalah(t *testing.T) {
	s := uitest.NewScreen(t, 1000, 700, 1, newMenu())
	s.Click("game:kalah")
	if s.State("scene") != "kalah" || s.State("houses") != 6 || s.State("seeds") != 4 {
		t.Fatalf("the Kalah card opens %v", s.Scene().State())
	}
}

func TestOnlyTheMoversFullHousesRespond(t *testing.T) {
	s := newKalahScreen(t, 1000, 700, 1)
	start := s.State("board")
	for _, p := range []string{"N3", "S0", "N0"} {
		s.Click("pit:" + p)
		if s.State("board") != start || s.State("animating") == true {
			t.Fatalf("clicking %s at the start changed the game", p)
		}
	}
	s.Click("pit:S3") // 4 seeds: S2, S1, S0, N6
	s.Settle()
	if s.State("turn") != "North" || s.State("stores").([]int)[0] != 1 {
		t.Fatalf("after S3: %v", s.Scene().State())
	}
	after := s.State("board")
	for _, p := range []string{"S2", "N0"} { // South's house on North's turn; a store
		s.Click("pit:" + p)
		if s.State("board") != after {
			t.Fatalf("clicking %s on North's turn changed the game", p)
		}
	}
}

func TestAClickSkipsTheSowing(t *testing.T) {
	s := newKalahScreen(t, 1000, 700, 1)
	x, y := s.Target("pit:S4")
	s.Tick(ui.Input{X: x, Y: y, PressX: x, PressY: y, Down: true, Pressed: true})
	s.Tick(ui.Input{X: x, Y: y, PressX: x, PressY: y, Released: true})
	if s.State("animating") != true {
		t.Fatal("sowing is not animated")
	}
	s.Idle(3, 5, 5)
	s.Tick(ui.Input{X: 5, Y: 5, PressX: 5, PressY: 5, Down: true, Pressed: true})
	s.Tick(ui.Input{X: 5, Y: 5, PressX: 5, PressY: 5, Released: true})
	if s.State("animating") != false {
		t.Fatal("a click did not skip the sowing")
	}
	if s.State("turn") != "South" {
		t.Errorf("S4 ends in South's store: turn %v", s.State("turn"))
	}
}

func TestTheExtraTurnAndCaptureAreShown(t *testing.T) {
	g, _ := kalah.New(6, 4)
	k := &kalahScene{g: g}
	before := k.counts()
	g.Play(4) // S4 ends in South's store
	msgs := map[string]bool{}
	for _, st := range newSowing(before, g.Last(), g).steps {
		msgs[st.msg] = true
	}
	if !msgs["South plays again"] {
		t.Errorf("no extra-turn message in %v", msgs)
	}
	// Kalah(2, 1): S1 (again), then S2 captures N2 and the game ends.
	g, _ = kalah.New(2, 1)
	k = &kalahScene{g: g}
	g.Play(1)
	before = k.counts()
	g.Play(2)
	msgs = map[string]bool{}
	for _, st := range newSowing(before, g.Last(), g).steps {
		msgs[st.msg] = true
	}
	if !msgs["South captures 2!"] || !msgs["North takes the last 1"] {
		t.Errorf("capture and sweep messages missing from %v", msgs)
	}
}

func TestPlayKalahToTheEndByClicking(t *testing.T) {
	s := newKalahScreen(t, 1000, 700, 1)
	s.Click("houses:4")
	s.Click("seeds:3")
	if s.State("houses") != 4 || s.State("seeds") != 3 {
		t.Fatalf("settings: %v", s.Scene().State())
	}
	r := rand.New(rand.NewPCG(5, 5))
	for moves := 0; s.State("over") != true; moves++ {
		if moves > 500 {
			t.Fatal("no end after 500 moves")
		}
		g := s.Scene().(*kalahScene).g
		legal := g.Legal()
		m := legal[r.IntN(len(legal))]
		s.Click("pit:" + g.MoveString(m))
		s.Settle()
	}
	if _, ok := s.Scene().State()["winner"]; !ok {
		t.Fatalf("no winner or tie at the end: %v", s.Scene().State())
	}
	st := s.State("stores").([]int)
	if st[0]+st[1] != 2*4*3 {
		t.Errorf("stores %v at the end of Kalah(4, 3)", st)
	}
	s.Save("kalah-over")
}

func TestHoverRingsAPlayableHouse(t *testing.T) {
	s := newKalahScreen(t, 1000, 700, 1)
	r := s.Scene().Targets()["pit:S2"]
	cx, cy := r.Center()
	before := s.Draw().At(cx+r.W/2*0.7071+2, cy+r.H/2*0.7071+2)
	s.Idle(2, cx, cy)
	lit := s.Draw().At(cx+r.W/2*0.7071+2, cy+r.H/2*0.7071+2)
	if before == lit || !uitest.Near(lit, sideColors[kalah.South], 60) {
		t.Errorf("hover ring: %v before, %v while hovering; want South's %v", before, lit, sideColors[kalah.South])
	}
}

func TestKalahLayoutFitsEveryWindow(t *testing.T) {
	for _, h := range kalahHouses {
		for _, sz := range [][3]float64{{1000, 700, 1}, {2000, 1400, 2}, {480, 800, 1}, {800, 1200, 2}, {640, 480, 1}} {
			s := uitest.NewScreen(t, sz[0], sz[1], sz[2], newKalah(kalahSettings{Houses: h, Seeds: 4}))
			targets := s.Scene().Targets()
			if len(targets) != 2+2*h+2+len(kalahHouses)+len(kalahSeeds) {
				t.Fatalf("h=%d: %d targets", h, len(targets))
			}
			uitest.CheckTargets(t, fmt.Sprintf("h=%d %v", h, sz), targets, sz[0], sz[1])
			if s.State("houses") != h {
				t.Errorf("houses %v, want %d", s.State("houses"), h)
			}
		}
	}
}
