package yote

import (
	"fmt"
	"strings"
	"testing"

	"parlor/game/yote"
	"parlor/scenes/ui"
	"parlor/scenes/ui/uitest"
)

// checkTargets checks the screen's targets: on the screen, apart, and at
// least 44 CSS pixels on a phone.
func checkTargets(t *testing.T, s *uitest.Screen, sz [3]float64, label string) {
	t.Helper()
	uitest.CheckTargetsAt(t, label, s.Scene().Targets(), sz)
}

// TestTargetsFitEveryScreen checks the targets on both boards at desktop
// and phone sizes in a few positions, and saves each for people to look
// at.
func TestTargetsFitEveryScreen(t *testing.T) {
	for _, rows := range []int{yote.Rows, yote.BigRows} {
		for _, sz := range screens {
			label := fmt.Sprintf("rows%d-%s", rows, sizeName(sz))
			s, tb, _, _ := newTable(t, fmt.Sprintf("yote rows=%d", rows), sz)
			save := func(name string) {
				// Every state at desktop and phone sizes; the start at the others.
				if sz == desktop || sz == phone || strings.HasPrefix(name, "yote-start") {
					s.Save(name)
				}
			}
			checkTargets(t, s, sz, label+" start")
			save("yote-start-" + label)
			playText(t, s, tb, "p 7", "p 8", "p 14", "p 2", "p 6", "p 3")
			s.Click("tray:X")
			checkTargets(t, s, sz, label+" tray picked")
			save("yote-tray-picked-" + label)
			s.Click("square:7")
			checkTargets(t, s, sz, label+" stone picked")
			save("yote-stone-picked-" + label)
			s.Click("square:9")
			checkTargets(t, s, sz, label+" removing")
			save("yote-removing-" + label)
			s.Click("square:2")
			s.Settle()
			checkTargets(t, s, sz, label+" after the jump")
			save("yote-after-jump-" + label)
		}
	}
}

// TestTheBoardUsesTheWholeArea checks that the board and the trays fill
// the area the table gives them, across or down, on both boards: trays at
// the sides on a wide screen, above and below on a phone.
func TestTheBoardUsesTheWholeArea(t *testing.T) {
	for _, rows := range []int{yote.Rows, yote.BigRows} {
		for _, sz := range screens {
			_, _, _, v := newTable(t, fmt.Sprintf("yote rows=%d", rows), sz)
			l := &v.lay
			content := l.rim()
			for _, r := range l.trays {
				content = union(content, r)
			}
			label := fmt.Sprintf("rows%d-%s", rows, sizeName(sz))
			if content.W < 0.94*l.area.W && content.H < 0.94*l.area.H {
				t.Errorf("%s: the board fills %.0f × %.0f of %.0f × %.0f", label, content.W, content.H, l.area.W, l.area.H)
			}
			if !inside(content, l.area) {
				t.Errorf("%s: the board %+v is outside its area %+v", label, content, l.area)
			}
			if sz == phone && l.side {
				t.Errorf("%s: the trays stand beside the board on a phone", label)
			}
		}
	}
}

// TestBannersFit checks that every banner the view draws fits the area at
// every size, and that a draw shows no side's stone.
func TestBannersFit(t *testing.T) {
	msgs := []string{"X wins", "O wins", "A draw", "No second capture: X had no other stone on the board."}
	for _, sz := range screens {
		s, _, _, v := newTable(t, "yote rows=6", sz)
		th := s.Context().Theme
		for _, msg := range msgs {
			side := yote.Side(-1)
			if strings.HasSuffix(msg, "wins") {
				side = yote.Side(strings.Index("XO", msg[:1]))
			}
			pill, _, stone := bannerPill(th, v.noteAt(th, msg, side), msg, side)
			if !inside(pill, v.lay.area) {
				t.Errorf("%s: the banner %q at %+v leaves the area %+v", sizeName(sz), msg, pill, v.lay.area)
			}
			if msg == "A draw" && stone != 0 {
				t.Errorf("the draw's banner shows a stone")
			}
		}
	}
}

// TestStatusFitsThePanel checks every kind of status line fits the panel's
// two lines at 1280 × 800 and never says "click".
func TestStatusFitsThePanel(t *testing.T) {
	s, tb, _, v := newTable(t, "yote", desktop)
	th := s.Context().Theme
	u := th.U
	area := 1280 - 24*u
	width := min(340*u, area*0.38) - 36*u
	face := th.Face(ui.Regular, 14)
	check := func(what string) {
		t.Helper()
		st := v.Status()
		if n := len(th.Wrap(st, face, width)); n > 2 {
			t.Errorf("%s: the status %q takes %d lines", what, st, n)
		}
		if strings.Contains(strings.ToLower(st), "click") {
			t.Errorf("%s: the status %q says click", what, st)
		}
	}
	check("start")
	s.Click("tray:X")
	check("tray picked")
	s.Click("square:7")
	s.Settle()
	check("placed")
	playText(t, s, tb, "p 8", "p 14", "p 2")
	s.Click("square:7")
	check("stone picked")
	s.Click("square:9")
	check("removing")
	for _, pos := range []struct {
		what  string
		moves []string
	}{
		{"no second capture", []string{"p 7", "p 8", "m 7 9"}},
		{"stuck", stuck()},
	} {
		g, _ := yote.New(yote.Rows)
		for _, m := range pos.moves {
			e, err := g.ParseMove(m)
			if err == nil {
				err = g.Play(e)
			}
			if err != nil {
				t.Fatal(err)
			}
		}
		v.Reset(g)
		check(pos.what)
	}
}

// stuck is a game that ends with a side unable to move: the board filled.
func stuck() []string {
	var ms []string
	for n := 1; n <= 20; n++ {
		ms = append(ms, fmt.Sprintf("p %d", n))
	}
	return ms
}

// union is the smallest rectangle holding a and b.
func union(a, b ui.Rect) ui.Rect {
	x, y := min(a.X, b.X), min(a.Y, b.Y)
	return ui.Rect{X: x, Y: y, W: max(a.Right(), b.Right()) - x, H: max(a.Bottom(), b.Bottom()) - y}
}

// inside reports whether a lies within b.
func inside(a, b ui.Rect) bool {
	const eps = 0.5
	return a.X >= b.X-eps && a.Y >= b.Y-eps && a.Right() <= b.Right()+eps && a.Bottom() <= b.Bottom()+eps
}
