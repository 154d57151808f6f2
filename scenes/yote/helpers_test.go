package yote

import (
	"fmt"
	"strings"
	"testing"

	"parlor/game/yote"
	"parlor/scenes/table"
	"parlor/scenes/table/tabletest"
	"parlor/scenes/ui"
	"parlor/scenes/ui/uitest"
)

// Screens the tests run at: width, height and device scale.
var (
	desktop = [3]float64{1280, 800, 1}
	phone   = [3]float64{1170, 2532, 3}
	screens = [][3]float64{desktop, {1920, 1080, 1}, {800, 600, 1}, phone}
)

// newTable shows a table for a new game with options on a screen of size
// sz, with a home scene that is just a marker, and returns the screen, the
// table, the host and the board view.
func newTable(t *testing.T, options string, sz [3]float64) (*uitest.Screen, *table.Screen, *table.MemoryHost, *View) {
	t.Helper()
	uitest.NeedDisplay(t)
	v := New()
	tb, host := tabletest.New(tabletest.Match(t, options, 1), v)
	return uitest.NewScreen(t, sz[0], sz[1], sz[2], tb), tb, host, v
}

// engineBoard is the engine's board after the moves, for comparing.
func engineBoard(t *testing.T, rows int, moves ...string) string {
	t.Helper()
	g, err := yote.New(rows)
	if err != nil {
		t.Fatal(err)
	}
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

// position is the match's position.
func position(tb *table.Screen) *yote.Game { return tb.Match().State().(*yote.Game) }

// clickMove makes move m by clicks: the tray or the stone, the square,
// and the stone to remove after a jump.
func clickMove(s *uitest.Screen, m yote.Move) { playMove(s, m, s.Click) }

// playMove plays m through its targets, each clicked by click (the
// mouse's, or Tab and Enter).
func playMove(s *uitest.Screen, m yote.Move, click func(string)) {
	if m.Kind == yote.Place {
		click(fmt.Sprintf("tray:%s", s.State("turn")))
	} else {
		click(fmt.Sprintf("square:%d", m.From))
	}
	click(fmt.Sprintf("square:%d", m.To))
	if m.Remove != 0 {
		click(fmt.Sprintf("square:%d", m.Remove))
	}
}

// drag presses on target from, moves to target to in a few steps and
// releases there.
func drag(s *uitest.Screen, from, to string) {
	fx, fy := s.Target(from)
	tx, ty := s.Target(to)
	s.Tick(ui.Input{X: fx, Y: fy, PressX: fx, PressY: fy, Down: true, Pressed: true})
	for i := 1; i <= 4; i++ {
		k := float64(i) / 4
		s.Tick(ui.Input{X: fx + (tx-fx)*k, Y: fy + (ty-fy)*k, PressX: fx, PressY: fy, Down: true})
	}
	s.Tick(ui.Input{X: tx, Y: ty, PressX: fx, PressY: fy, Released: true})
	s.Idle(60, tx, ty)
}

// tap presses and releases on target name in two ticks, with no pause
// after.
func tap(s *uitest.Screen, name string) {
	x, y := s.Target(name)
	s.Tick(ui.Input{X: x, Y: y, PressX: x, PressY: y, Down: true, Pressed: true})
	s.Tick(ui.Input{X: x, Y: y, PressX: x, PressY: y, Released: true})
}

// playText plays the moves in the handout's notation by clicks.
func playText(t *testing.T, s *uitest.Screen, tb *table.Screen, moves ...string) {
	t.Helper()
	for _, text := range moves {
		m, err := yote.ParseMove(text)
		if err != nil {
			t.Fatal(err)
		}
		n := tb.Match().Plies()
		clickMove(s, m)
		s.Settle()
		if tb.Match().Plies() != n+1 {
			t.Fatalf("%s by clicks did not play: the record is\n%s", text, tb.Match().Text())
		}
	}
}

// lastLine is the record's last line.
func lastLine(tb *table.Screen) string {
	lines := strings.Split(strings.TrimSpace(tb.Match().Text()), "\n")
	return lines[len(lines)-1]
}

// sizeName names a screen size in file names: "1280x800".
func sizeName(sz [3]float64) string { return fmt.Sprintf("%.0fx%.0f", sz[0], sz[1]) }
