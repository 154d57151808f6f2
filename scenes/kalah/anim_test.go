package kalah

import (
	"fmt"
	"math"
	"math/rand/v2"
	"reflect"
	"slices"
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
		g, _ := kalah.New(1+r.IntN(12), 1+r.IntN(12))
		for !g.Over() {
			before := countsOf(g)
			m, _ := game.RandomMove(g, r)
			if err := g.Play(m); err != nil {
				t.Fatal(err)
			}
			a := newSowing(before, g.Last(), g)
			if got, want := a.steps[len(a.steps)-1].counts, countsOf(g); !reflect.DeepEqual(got, want) {
				t.Fatalf("the animation ends on %v, the engine has %v", got, want)
			}
			if got := len(a.steps); got < 1+len(g.Last().Sown) {
				t.Fatalf("%d steps for %d seeds", got, len(g.Last().Sown))
			}
		}
	}
}

func TestTheExtraTurnCaptureAndSweepAreShown(t *testing.T) {
	msgs := func(before map[kalah.Pit]int, g *kalah.Game) map[string]bool {
		m := map[string]bool{}
		for _, st := range newSowing(before, g.Last(), g).steps {
			m[st.msg] = true
		}
		return m
	}
	g, _ := kalah.New(6, 4)
	before := countsOf(g)
	g.Play(4) // S4 ends in South's store
	if m := msgs(before, g); !m["South plays again"] {
		t.Errorf("no extra-turn message in %v", m)
	}
	// Kalah(2, 1): S1 (again), then S2 captures N2 and the game ends.
	g, _ = kalah.New(2, 1)
	g.Play(1)
	before = countsOf(g)
	g.Play(2)
	if m := msgs(before, g); !m["South captures 2!"] || !m["North takes the last 1"] {
		t.Errorf("capture and sweep messages missing from %v", m)
	}
}

// tap presses and releases at the centre of target name, in two ticks.
func tap(s *uitest.Screen, name string) {
	x, y := s.Target(name)
	s.Tick(ui.Input{X: x, Y: y, PressX: x, PressY: y, Down: true, Pressed: true})
	s.Tick(ui.Input{X: x, Y: y, PressX: x, PressY: y, Released: true})
}

// TestAClickDuringTheSowingIsNotAMove checks that a click on the board
// while seeds are sown only ends the sowing, on a house or on a store.
func TestAClickDuringTheSowingIsNotAMove(t *testing.T) {
	for _, target := range []string{"pit:S5", "pit:N2", "pit:S0"} {
		s, tb, _ := newTable(t, "kalah seeds=6", desktop)
		tap(s, "pit:S4")
		if tb.Match().Plies() != 1 || s.State("animating") != true {
			t.Fatalf("the first click did not sow: %d plies", tb.Match().Plies())
		}
		s.Idle(3, -1, -1)
		tap(s, target)
		if tb.Match().Plies() != 1 {
			t.Fatalf("a click on %s during the sowing played a move", target)
		}
		if s.State("animating") != false {
			t.Fatalf("a click on %s did not end the sowing", target)
		}
		if board(s) != tb.Match().State().String() {
			t.Fatalf("the sowing ended on\n%s", board(s))
		}
		tap(s, "pit:N2")
		if tb.Match().Plies() != 2 {
			t.Errorf("a click after the sowing did not play: %d plies", tb.Match().Plies())
		}
	}
}

// TestControlsRespondWhileSowing checks that undo, new game and the menu act
// at once while seeds are being sown.
func TestControlsRespondWhileSowing(t *testing.T) {
	s, tb, _ := newTable(t, "kalah seeds=12", desktop)
	tap(s, "pit:S6")
	s.Click("undo")
	if tb.Match().Plies() != 0 || s.State("animating") != false || s.State("sowing") != nil {
		t.Fatalf("undo during the sowing: %d plies, %v", tb.Match().Plies(), s.Scene().Probe())
	}
	tap(s, "pit:S6")
	s.Click("new")
	if s.State("overlay") != "confirm" {
		t.Fatal("new game during the sowing did not ask")
	}
	s.Click("confirm")
	if tb.Match().Plies() != 0 || s.State("animating") != false {
		t.Fatalf("the new game is still sowing: %v", s.Scene().Probe())
	}
	tap(s, "pit:S6")
	s.Click("menu")
	if s.State("scene") != "home" {
		t.Fatal("the menu button did nothing during the sowing")
	}
}

// ringColor is c drawn at alpha a over under.
func ringColor(c, under [4]uint8, a float64) [4]uint8 {
	var out [4]uint8
	for i := range 3 {
		out[i] = uint8(float64(c[i])*a + float64(under[i])*(1-a))
	}
	return out
}

func rgb(c interface{ RGBA() (r, g, b, a uint32) }) [4]uint8 {
	r, g, b, _ := c.RGBA()
	return [4]uint8{uint8(r >> 8), uint8(g >> 8), uint8(b >> 8), 255}
}

func near(a [4]uint8, b [4]uint8, tol int) bool {
	for i := range 3 {
		if d := int(a[i]) - int(b[i]); d > tol || d < -tol {
			return false
		}
	}
	return true
}

// TestHoverAndTheLastMoveAreRinged checks that a playable house under the
// pointer wears its side's ring, and that once the sowing ends the house
// sown from is outlined.
func TestHoverAndTheLastMoveAreRinged(t *testing.T) {
	s, _, _, v := open(t, "kalah", desktop)
	p := kalah.Pit{Owner: kalah.South, Num: 2}
	r := v.lay.pits[p]
	cx, cy := r.Center()
	w := 0.05 * v.lay.cell
	at := func() [4]uint8 { // a point on the ring, at the lower right
		d := r.W/2 + w/2
		px := s.Draw().At(cx+d*math.Sqrt2/2, cy+d*math.Sqrt2/2)
		return [4]uint8{px.R, px.G, px.B, 255}
	}
	before := at()
	s.Idle(2, cx, cy)
	if lit := at(); lit == before || !near(lit, rgb(sideColors[kalah.South]), 60) {
		t.Errorf("hover ring: %v before, %v while hovering; want South's %v", before, lit, sideColors[kalah.South])
	}
	s.ClickAt(cx, cy)
	if v.Busy() {
		t.Fatal("the sowing of S2 takes more than a second")
	}
	s.Idle(2, -1, -1)
	w = 0.025 * v.lay.cell
	want := ringColor(rgb(ui.TextColor), rgb(colWood), 0.75)
	if got := at(); !near(got, want, 40) {
		t.Errorf("the house sown from: %v at its rim, want about %v", got, want)
	}
}

// TestTheStoreRingIsWhole checks the ring that lights a store is unbroken
// all round, where its round ends meet its straight sides too, at device
// scales 1 and 3.
func TestTheStoreRingIsWhole(t *testing.T) {
	for _, sz := range [][3]float64{desktop, phone, {1000, 700, 1.5}} {
		s, _, _, v := open(t, "kalah", sz)
		tap(s, "pit:S4") // the last seed falls in S0: South plays again
		for v.Busy() && v.anim.now().msg == "" {
			s.Tick(ui.Input{X: -1, Y: -1})
		}
		store := kalah.Pit{Owner: kalah.South}
		if !v.Busy() || !slices.Contains(v.anim.now().hot, store) {
			t.Fatal("S0 is not lit for the extra turn")
		}
		px := s.Draw()
		r := v.lay.pits[store]
		w := max(1, math.Round(0.035*v.lay.cell))
		// Walk the middle of the ring: a stadium w/2 outside the store.
		m := r.Inset(-w / 2)
		rad := min(m.W, m.H) / 2
		bad := 0
		for i := range 400 {
			x, y := stadiumPoint(m, rad, float64(i)/400)
			if c := px.At(x, y); !uitest.Near(c, ui.TextColor, 50) {
				bad++
				if bad < 5 {
					t.Errorf("%v: the ring at (%.1f, %.1f) is %v", sz, x, y, c)
				}
			}
		}
		checkEven(t, fmt.Sprint(sz), px, r, w)
		s.Save("kalah-store-ring-" + sizeName(sz))
	}
}

// checkEven fails the test if the ring of width w round the store r is
// thicker or thinner anywhere than beside it: where a rounded end meets a
// straight side, and at the middle of each end. It sums the blue of each
// line of pixels across the ring (the ring is light, the wood and the pit
// dark), which changes smoothly along a whole ring.
func checkEven(t *testing.T, label string, px *uitest.Pixels, r ui.Rect, w float64) {
	t.Helper()
	// u runs across the store's long sides, v along them.
	wide := r.W > r.H
	at := func(u, v int) int {
		if wide {
			return int(px.At(float64(v), float64(u)).B)
		}
		return int(px.At(float64(u), float64(v)).B)
	}
	x0, y0, short, long := int(r.X), int(r.Y), int(r.W), int(r.H)
	if wide {
		x0, y0, short, long = int(r.Y), int(r.X), int(r.H), int(r.W)
	}
	ww := int(w)
	rad := short/2 + ww
	smooth := func(what string, sums []int) {
		for i := 1; i < len(sums); i++ {
			if d := sums[i] - sums[i-1]; d > 25 || d < -25 {
				t.Errorf("%s: the ring jumps by %d at %s, line %d: %v", label, d, what, i, sums)
				return
			}
		}
	}
	for _, end := range []struct {
		name    string
		v0, dir int
	}{{"the first end", y0 - ww, 1}, {"the second end", y0 + long + ww - 1, -1}} {
		// A long side, across the junction with the rounded end.
		var sums []int
		for dv := rad - 6; dv < rad+6; dv++ {
			sum := 0
			for u := x0 - ww - 2; u < x0+2; u++ {
				sum += at(u, end.v0+end.dir*dv)
			}
			sums = append(sums, sum)
		}
		smooth(end.name+"'s junction", sums)
		// The middle of the end.
		sums = sums[:0]
		for u := x0 + short/2 - 6; u < x0+short/2+6; u++ {
			sum := 0
			for dv := -2; dv < ww+2; dv++ {
				sum += at(u, end.v0+end.dir*dv)
			}
			sums = append(sums, sum)
		}
		smooth(end.name+"'s middle", sums)
	}
}

// stadiumPoint is the point a fraction f of the way round the outline of a
// stadium filling r with ends of radius rad, clockwise from the top left
// of its straight part.
func stadiumPoint(r ui.Rect, rad, f float64) (x, y float64) {
	wide := r.W >= r.H
	straight := max(r.W, r.H) - 2*rad
	total := 2*straight + 2*math.Pi*rad
	d := f * total
	cx, cy := r.Center()
	// Work in a frame where the stadium lies wide, then turn it back.
	sx, sy := cx-straight/2, cy
	ex := cx + straight/2
	var px, py float64
	switch {
	case d < straight:
		px, py = sx+d, cy-rad
	case d < straight+math.Pi*rad:
		a := -math.Pi/2 + (d-straight)/rad
		px, py = ex+rad*math.Cos(a), sy+rad*math.Sin(a)
	case d < 2*straight+math.Pi*rad:
		px, py = ex-(d-straight-math.Pi*rad), cy+rad
	default:
		a := math.Pi/2 + (d-2*straight-math.Pi*rad)/rad
		px, py = sx+rad*math.Cos(a), sy+rad*math.Sin(a)
	}
	if wide {
		return px, py
	}
	return cx + (py - cy), cy + (px - cx)
}
