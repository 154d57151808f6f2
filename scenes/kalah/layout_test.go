package kalah

import (
	"fmt"
	"testing"

	"parlor/game/kalah"
	"parlor/scenes/ui"
	"parlor/scenes/ui/uitest"
)

// sizeName names a screen size in screenshots: "1280x800".
func sizeName(sz [3]float64) string { return fmt.Sprintf("%.0fx%.0f", sz[0], sz[1]) }

// checkTargets checks every target of the screen: on it, apart, and at
// least 44 CSS pixels each way on a touch-sized screen (device scale 3).
func checkTargets(t *testing.T, label string, s *uitest.Screen, sz [3]float64) {
	t.Helper()
	uitest.CheckTargetsAt(t, label, s.Scene().Targets(), sz)
}

// TestTargetsFitEveryScreen checks the targets at desktop and phone sizes,
// from 4 to 8 houses, at the start and after a few moves, with every
// house's target in the count.
func TestTargetsFitEveryScreen(t *testing.T) {
	for _, sz := range [][3]float64{{1280, 800, 1}, {1920, 1080, 1}, {800, 600, 1}, phone} {
		for _, h := range []int{4, 6, 8} {
			s, tb, _ := newTable(t, fmt.Sprintf("kalah houses=%d seeds=4", h), sz)
			label := fmt.Sprintf("%s h=%d", sizeName(sz), h)
			checkTargets(t, label, s, sz)
			pits := 0
			for name := range s.Scene().Targets() {
				if len(name) > 4 && name[:4] == "pit:" {
					pits++
				}
			}
			if pits != 2*h+2 {
				t.Errorf("%s: %d pits", label, pits)
			}
			for _, n := range []int{1, 2, 3} {
				sow(t, s, tb, n)
			}
			checkTargets(t, label+" after 3 moves", s, sz)
			if h == 8 || sz == phone {
				s.Save(fmt.Sprintf("kalah-h%d-%s", h, sizeName(sz)))
			}
		}
	}
}

// TestTwelveHousesFit checks the largest board the engine allows still
// lays out on every screen without overlaps.
func TestTwelveHousesFit(t *testing.T) {
	for _, sz := range [][3]float64{{1280, 800, 1}, {800, 600, 1}, phone} {
		s, _, _ := newTable(t, "kalah houses=12 seeds=12", sz)
		uitest.CheckTargets(t, "h=12 "+sizeName(sz), s.Scene().Targets(), sz[0], sz[1])
		s.Save("kalah-h12-" + sizeName(sz))
	}
}

// TestPortraitTurnsTheBoardAndFillsTheArea checks that on a phone in
// portrait the board stands upright, its houses at least 44 CSS pixels
// wide up to 8 houses, and that it spans the area the table gives it.
func TestPortraitTurnsTheBoardAndFillsTheArea(t *testing.T) {
	for h := 1; h <= 8; h++ {
		s, _, _, v := open(t, fmt.Sprintf("kalah houses=%d", h), phone)
		l := &v.lay
		if !l.vertical || s.State("vertical") != true {
			t.Fatalf("h=%d: the board lies flat in portrait", h)
		}
		for p, r := range l.hits {
			if !p.IsStore() && (r.W < 44*3 || r.H < 44*3) {
				t.Errorf("h=%d: %s is %.0f × %.0f CSS px", h, p, r.W/3, r.H/3)
			}
		}
		if h >= 6 && l.frame.H < 0.85*l.area.H {
			t.Errorf("h=%d: the board is %.0f px high in an area %.0f px high", h, l.frame.H, l.area.H)
		}
		if l.frame.W < 0.7*l.area.W {
			t.Errorf("h=%d: the board is %.0f px wide in an area %.0f px wide", h, l.frame.W, l.area.W)
		}
	}
	s, _, _, v := open(t, "kalah", desktop)
	if v.lay.vertical || s.State("vertical") != false {
		t.Error("the board stands upright on a desktop")
	}
}

// TestShots saves the board in its interesting states, on a desktop and a
// phone: the start, mid-sowing, a capture, the extra turn, a position with
// the last move marked and a house hovered, and the end.
func TestShots(t *testing.T) {
	for _, sz := range [][3]float64{desktop, phone} {
		name := sizeName(sz)
		s, tb, _, v := open(t, "kalah", sz)
		s.Save("kalah-start-" + name)
		// South: S4 (again), S1; North: N3 … until a capture shows.
		sow(t, s, tb, 4)
		tap(s, "pit:S1")
		s.Idle(4, -1, -1)
		s.Save("kalah-sowing-" + name)
		s.Settle()
		for _, n := range []int{1, 6, 2} {
			sow(t, s, tb, n)
		}
		x, y := s.Target("pit:" + position(tb).MoveString(position(tb).Legal()[0]))
		s.Idle(3, x, y)
		s.Save("kalah-midgame-" + name)
		// Play on until a capture can be made, and stop on its banner.
		captured := false
		for range 40 {
			g := position(tb)
			if g.Over() {
				break
			}
			mv := g.Legal()[0]
			for _, m := range g.Legal() {
				try := g.Clone().(*kalah.Game)
				if err := try.Play(m); err == nil && try.Last().Capture != nil {
					mv, captured = m, true
					break
				}
			}
			tap(s, "pit:"+g.MoveString(mv))
			if captured {
				for v.Busy() && v.anim.now().msg == "" {
					s.Tick(ui.Input{X: -1, Y: -1})
				}
				s.Save("kalah-capture-" + name)
				s.Settle()
				break
			}
			s.Settle()
		}
		if !captured {
			t.Error("no capture came up to show")
		}
		s.Save("kalah-after-" + name)
		s.Click(firstLog(s))
		s.Save("kalah-review-" + name)
		s.Click("return")
	}
}

// firstLog is the earliest move of the log in view.
func firstLog(s *uitest.Screen) string {
	best := ""
	for n := 1; n < 1000 && best == ""; n++ {
		if _, ok := s.Scene().Targets()[fmt.Sprintf("log:%d", n)]; ok {
			best = fmt.Sprintf("log:%d", n)
		}
	}
	return best
}
