package cantstop

import (
	"fmt"
	"testing"

	"parlor/scenes/ui"
	"parlor/scenes/ui/uitest"
)

// positions are the moments whose layout is checked, each a record of a
// game: the start, a roll with three choices, a roll with six (the most
// there can be), a climb that may stop, and the turn after a bust.
var positions = []struct {
	name  string
	lines []string
}{
	{"start", nil},
	{"choosing", []string{"r", "dice 1 5 2 6"}},
	{"six-choices", []string{"r", "dice 1 1 1 2", "2 and 3", "r", "dice 1 3 4 5"}},
	{"can-stop", twoTops},
	{"after-bust", append(climb[:len(climb):len(climb)], bust...)},
}

// screens are the sizes checked: desktop, full HD, a small window, and a
// phone of 390 × 844 CSS pixels at device scale 3.
var screens = [][3]float64{desktop, {1920, 1080, 1}, {800, 600, 1}, phone}

// TestTargetsFitEveryScreen checks, for 2, 3 and 4 players, in each
// position and on each screen, that the targets are on the screen and
// apart, at least 44 CSS pixels on the phone, and that the board and its
// controls stay inside the area the table gives the view and do not
// overlap.
func TestTargetsFitEveryScreen(t *testing.T) {
	for _, sz := range screens {
		for players := 2; players <= 4; players++ {
			for _, p := range positions {
				label := fmt.Sprintf("%s %d players %s", size(sz), players, p.name)
				s := open(t, scripted(t, players, p.lines...), sz)
				s.Tick(ui.Input{X: -1, Y: -1})
				uitest.CheckTargetsAt(t, label, s.Scene().Targets(), sz)
				checkLayout(t, label, s.v)
				if players == 3 || p.name == "six-choices" {
					s.Save(fmt.Sprintf("cantstop-%s-%dp-%s", p.name, players, size(sz)))
				}
			}
		}
	}
}

// checkLayout fails the test if a part of the view is outside its area,
// if the columns overlap the controls or the controls each other, or if
// on a tall screen the board leaves much of its area unused.
func checkLayout(t *testing.T, label string, v *View) {
	t.Helper()
	l := &v.lay
	parts := map[string]ui.Rect{"columns": l.cols, "caption": l.caption, "roll": l.roll.Rect, "stop": l.stop.Rect}
	for i, r := range l.score {
		parts[fmt.Sprintf("score:%d", i)] = r
	}
	for i, r := range l.dice {
		parts[fmt.Sprintf("die:%d", i)] = r
	}
	for _, b := range l.choices {
		parts["choice:"+b.choice.String()] = b.rect
	}
	const eps = 0.5
	inside := func(r, in ui.Rect) bool {
		return r.X >= in.X-eps && r.Y >= in.Y-eps && r.Right() <= in.Right()+eps && r.Bottom() <= in.Bottom()+eps
	}
	for name, r := range parts {
		if !inside(r, l.area) {
			t.Errorf("%s: %s %+v is outside the view's area %+v", label, name, r, l.area)
		}
		for other, q := range parts {
			if name < other && !(name == "roll" || name == "stop") == !(other == "roll" || other == "stop") &&
				r.X < q.Right()-eps && q.X < r.Right()-eps && r.Y < q.Bottom()-eps && q.Y < r.Bottom()-eps {
				t.Errorf("%s: %s and %s overlap", label, name, other)
			}
		}
	}
	if !l.side && (l.cols.Y-l.area.Y > 0.1*l.area.H || l.area.Bottom()-l.actions.Bottom() > 0.1*l.area.H) {
		t.Errorf("%s: the board leaves its area unused: columns from %.0f, actions to %.0f, in %+v", label, l.cols.Y, l.actions.Bottom(), l.area)
	}
	if l.cellH < 18 || l.colW < 30 {
		t.Errorf("%s: squares of %.0f × %.0f are too small", label, l.colW, l.cellH)
	}
}
