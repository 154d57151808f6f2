package cantstop

import (
	"fmt"
	"image/color"
	"strings"
	"testing"

	"parlor/game/cantstop"
	"parlor/game/games"
	"parlor/game/record"
	"parlor/scenes/table"
	"parlor/scenes/table/tabletest"
	"parlor/scenes/ui"
	"parlor/scenes/ui/uitest"
)

// Screens the tests run on: width, height and device scale.
var (
	desktop = [3]float64{1280, 800, 1}
	phone   = [3]float64{1170, 2532, 3}
)

// newMatch starts a match for players with the dice drawn from seed.
func newMatch(t testing.TB, players int, seed uint64) *record.Match {
	t.Helper()
	return tabletest.Match(t, fmt.Sprintf("cantstop players=%d", players), seed)
}

// scripted loads a match for players whose record is lines, dice included
// ("r", "dice 1 1 1 1", "2 twice", "s"): the tests choose the dice, as a
// game server does. No seed draws them, so the record is a mirror's, its
// seed secret: its dice are taken as written, and a roll played on it is
// refused (a test that rolls on scripts the roll, or starts from a seed).
func scripted(t *testing.T, players int, lines ...string) *record.Match {
	t.Helper()
	text := fmt.Sprintf("[Game \"cantstop players=%d\"]\n[Seed \"secret\"]\n\n%s\n", players, strings.Join(lines, "\n"))
	m, err := record.Load(games.All(), text)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

// climb is Orange's first turn up to the top squares of 2, 12 and 3: every
// roll after it is a bust unless it makes 2, 3 or 12 (and those columns
// are pending), and stopping captures all three.
var climb = []string{
	"r", "dice 1 1 1 1", "2 twice", "r", "dice 1 1 1 1", "only 2",
	"r", "dice 6 6 6 6", "12 twice", "r", "dice 6 6 6 6", "only 12",
	"r", "dice 1 2 1 2", "3 twice", "r", "dice 1 2 1 2", "3 twice", "r", "dice 1 2 1 2", "only 3",
}

// twoTops is Orange's first turn up to the tops of 2 and 12.
var twoTops = climb[:12]

// bust is a roll after climb that cannot be used: 8 and 8, no tower left.
var bust = []string{"r", "dice 4 4 4 4"}

// rig is a table showing a match on an offscreen screen, with its view
// and its host.
type rig struct {
	*uitest.Screen
	tb   *table.Screen
	v    *View
	host *table.MemoryHost
}

// open shows match m on a table on a screen of size sz.
func open(t *testing.T, m *record.Match, sz [3]float64) *rig {
	t.Helper()
	uitest.NeedDisplay(t)
	r := &rig{v: New()}
	r.tb, r.host = tabletest.New(m, r.v)
	r.Screen = uitest.NewScreen(t, sz[0], sz[1], sz[2], r.tb)
	r.Context().Theme = theme(t, sz)
	return r
}

// themes are the themes of the screens, one a size, shared by the tests.
var themes = map[[3]float64]*ui.Theme{}

// theme is the shared theme for screens of size sz. Inside the tests'
// single frame Ebitengine frees no image, and every theme caches its own
// text and shapes as images: a theme for each table would hold hundreds
// of megabytes each on a phone's screen.
func theme(t testing.TB, sz [3]float64) *ui.Theme {
	if th, ok := themes[sz]; ok {
		return th
	}
	th, err := ui.NewTheme()
	if err != nil {
		t.Fatal(err)
	}
	th.Fit(sz[0], sz[1], sz[2])
	themes[sz] = th
	return th
}

// pos is the match's position.
func pos(tb *table.Screen) *cantstop.Game { return tb.Match().State().(*cantstop.Game) }

// has reports whether the scene offers target name.
func has(s *rig, name string) bool {
	_, ok := s.Scene().Targets()[name]
	return ok
}

// tap presses and lifts at (x, y) in two ticks, with no rest after.
func tap(s *rig, x, y float64) {
	s.Tick(ui.Input{X: x, Y: y, PressX: x, PressY: y, Down: true, Pressed: true})
	s.Tick(ui.Input{X: x, Y: y, PressX: x, PressY: y, Released: true})
}

// agree fails the test unless the view shows what the match holds: the
// board, the columns won, whose turn, the choices, and what can be pressed.
func agree(t *testing.T, s *rig, what string) {
	t.Helper()
	g := pos(s.tb)
	st := s.Scene().Probe()
	if st["board"] != g.String() || st["shown"] != g.String() {
		t.Fatalf("after %s the view shows\n%v\nthe match holds\n%s", what, st["board"], g)
	}
	for i := range g.Players() {
		if w := st["won"].([]int)[i]; w != g.Won(cantstop.Color(i)) {
			t.Fatalf("after %s: %s has won %d columns, the view says %d", what, cantstop.Color(i), g.Won(cantstop.Color(i)), w)
		}
	}
	var want []string
	for _, c := range g.Choices() {
		want = append(want, c.String())
	}
	if fmt.Sprint(st["choices"]) != fmt.Sprint(want) {
		t.Fatalf("after %s: choices %v, the engine's %v", what, st["choices"], want)
	}
	if g.Over() {
		if st["winner"] != cantstop.Color(g.Winner()).String() {
			t.Fatalf("after %s: winner %v", what, st["winner"])
		}
	} else if st["turn"] != g.Mover().String() {
		t.Fatalf("after %s: turn %v, the match's %v", what, st["turn"], g.Mover())
	}
	if has(s, "roll") != g.CanRoll() || has(s, "stop") != g.CanStop() {
		t.Fatalf("after %s: roll %v stop %v offered, the engine says %v %v", what, has(s, "roll"), has(s, "stop"), g.CanRoll(), g.CanStop())
	}
	for _, c := range want {
		if !has(s, "option:"+c) {
			t.Fatalf("after %s: no target for %q", what, c)
		}
	}
}

// size names a screen size in file names: "1280x800".
func size(sz [3]float64) string { return fmt.Sprintf("%.0fx%.0f", sz[0], sz[1]) }

// rgba is c as premultiplied RGBA bytes.
func rgba(c interface{ RGBA() (r, g, b, a uint32) }) color.RGBA {
	r, g, b, a := c.RGBA()
	return color.RGBA{uint8(r >> 8), uint8(g >> 8), uint8(b >> 8), uint8(a >> 8)}
}
