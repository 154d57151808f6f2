package scenes

import (
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"
	"testing"

	"parlor/game/games"
	"parlor/game/record"
	"parlor/scenes/prefs"
	"parlor/scenes/ui"
	"parlor/scenes/ui/uitest"
)

// phones are the screens held upright the phone tests use (w, h, device
// scale): 390 × 844, 375 × 667 and 411 × 914 CSS pixels.
var phones = [][3]float64{{1170, 2532, 3}, {750, 1334, 2}, {1080, 2400, 2.625}}

// excused reports whether target name of a phone screen (its name, its
// targets, the phone sz) may be under 44 CSS pixels because the board has
// no room for that many places of 44: Kalah with more than 8 houses a side
// (or 8 on a phone under 700 CSS pixels tall: ten pits down a board
// that has about 360), and Connect Four's growing board once its columns
// (with the one past the edge) would need more than the width, less 40
// CSS pixels of margins, at 44 each, or its rows (with the row above the
// board) more than the board's share of the height, about half.
func excused(screen, name string, s *uitest.Screen, sz [3]float64) bool {
	targets := s.Scene().Targets()
	w, h := sz[0]/sz[2], sz[1]/sz[2]
	switch {
	case strings.HasPrefix(screen, "kalah houses=") && strings.HasPrefix(name, "pit:"):
		houses, _ := strconv.Atoi(strings.Fields(strings.TrimPrefix(screen, "kalah houses="))[0])
		return houses > 8 || houses == 8 && h < 700
	case strings.HasPrefix(screen, "connectfour") && strings.HasPrefix(name, "column:"):
		n := 0
		for t := range targets {
			if strings.HasPrefix(t, "column:") {
				n++
			}
		}
		rows, _ := s.State("rows").(int)
		return float64(n)*44 > w-40 || (float64(rows)+1.3)*44 > 0.53*h
	}
	return false
}

// phoneScreen is a screen to check: its name and how to reach it on a
// fresh screen of size sz.
type phoneScreen struct {
	name string
	open func(t *testing.T, o opener, sz [3]float64) *uitest.Screen
}

// tableAt opens a table of options, between two people, after n moves
// (the middle legal move each time).
func tableAt(options string, n int) func(t *testing.T, o opener, sz [3]float64) *uitest.Screen {
	return func(t *testing.T, o opener, sz [3]float64) *uitest.Screen {
		opts, err := games.Parse(options)
		if err != nil {
			t.Fatal(err)
		}
		o.host.Store(prefs.SeatsKey(opts.Game().ID), "person person person person person person")
		m, err := record.New(opts, 5)
		if err != nil {
			t.Fatal(err)
		}
		for range n {
			if m.State().Over() {
				break
			}
			l := m.State().Legal()
			if err := m.Play(l[len(l)/2]); err != nil {
				t.Fatal(err)
			}
		}
		s := uitest.NewScreen(t, sz[0], sz[1], sz[2], o.table(m, "", false))
		s.Settle()
		return s
	}
}

// then is a screen reached from another by clicking targets in turn.
func then(open func(t *testing.T, o opener, sz [3]float64) *uitest.Screen, clicks ...string) func(t *testing.T, o opener, sz [3]float64) *uitest.Screen {
	return func(t *testing.T, o opener, sz [3]float64) *uitest.Screen {
		s := open(t, o, sz)
		for _, c := range clicks {
			s.Click(c)
			s.Settle()
		}
		return s
	}
}

// settingsOf is a screen's settings: behind the Settings button, or in
// the panel where it has room for them.
func settingsOf(open func(t *testing.T, o opener, sz [3]float64) *uitest.Screen) func(t *testing.T, o opener, sz [3]float64) *uitest.Screen {
	return func(t *testing.T, o opener, sz [3]float64) *uitest.Screen {
		s := open(t, o, sz)
		if _, ok := s.Scene().Targets()["settings"]; ok {
			s.Click("settings")
			s.Settle()
		}
		return s
	}
}

// review is a screen reached from another by clicking the earliest move
// of the log on show, after scrolling the log back a move when only the
// last is in view.
func review(open func(t *testing.T, o opener, sz [3]float64) *uitest.Screen) func(t *testing.T, o opener, sz [3]float64) *uitest.Screen {
	return func(t *testing.T, o opener, sz [3]float64) *uitest.Screen {
		s := open(t, o, sz)
		last := 0 // the last move in the log, in view when it follows the game
		for name := range s.Scene().Targets() {
			if n, err := strconv.Atoi(strings.TrimPrefix(name, "log:")); err == nil {
				last = max(last, n)
			}
		}
		for range 2 {
			for i := 1; i < last; i++ {
				if _, ok := s.Scene().Targets()[fmt.Sprintf("log:%d", i)]; ok {
					s.Click(fmt.Sprintf("log:%d", i))
					s.Settle()
					return s
				}
			}
			x, y := s.Target(fmt.Sprintf("log:%d", last))
			s.Scroll(x, y, 1)
		}
		t.Fatalf("no earlier move of the log to click in %v", s.State("scene"))
		return s
	}
}

// phoneScreens are every screen a phone shows: the menu, each game's table
// in its tall layout (early, and later with a longer log), the rules, the
// settings, the share and new-game overlays, and the log's review.
func phoneScreens() []phoneScreen {
	out := []phoneScreen{{"menu", func(t *testing.T, o opener, sz [3]float64) *uitest.Screen {
		return uitest.NewScreen(t, sz[0], sz[1], sz[2], newMenu(o, ""))
	}}}
	for _, g := range []string{"connectfour", "connectfour rules=classic", "connectfour cols=8", "kalah", "kalah houses=8", "kalah houses=12", "yote", "yote rows=6", "cantstop", "cantstop players=4", "mergers", "mergers mode=advanced players=6"} {
		out = append(out, phoneScreen{g, tableAt(g, 7)}, phoneScreen{g + " later", tableAt(g, 30)})
	}
	for _, g := range []string{"connectfour", "kalah", "yote", "cantstop", "mergers mode=advanced players=6"} {
		out = append(out,
			phoneScreen{g + " rules", then(tableAt(g, 3), "rules")},
			phoneScreen{g + " settings", settingsOf(tableAt(g, 3))},
			phoneScreen{g + " review", review(tableAt(g, 5))},
		)
	}
	out = append(out,
		phoneScreen{"kalah share", then(tableAt("kalah", 3), "share")},
		phoneScreen{"kalah new game", then(tableAt("kalah", 3), "new")},
	)
	return out
}

// desktops are windows the text test draws in too (w, h, device scale).
var desktops = [][3]float64{{1000, 700, 1}, {2560, 1600, 2}}

// TestTextFloor draws every screen on phones and desktops and checks that
// no text is smaller than ui.MinText CSS pixels, that none runs off the
// screen's sides, and that every button's label is whole and inside its
// button with room to spare (uitest.CheckText).
func TestTextFloor(t *testing.T) {
	for _, sz := range append(slices.Clone(phones), desktops...) {
		for _, ps := range phoneScreens() {
			o, _ := newOpener()
			s := ps.open(t, o, sz)
			label := fmt.Sprintf("%.0fx%.0f %s", sz[0], sz[1], ps.name)
			smallest := uitest.CheckText(t, label, s)
			t.Logf("%s: smallest text %.1f CSS px", label, smallest)
			s.Save("phone-" + strings.NewReplacer(" ", "-", "=", "").Replace(ps.name) + fmt.Sprintf("-%.0fx%.0f", sz[0], sz[1]))
		}
	}
}

// TestPhoneTargets checks that every click target of every screen on a
// phone is at least 44 CSS pixels each way, but for those excused, whose
// sizes it logs.
func TestPhoneTargets(t *testing.T) {
	for _, sz := range phones {
		for _, ps := range phoneScreens() {
			o, _ := newOpener()
			s := ps.open(t, o, sz)
			tap := 44 * sz[2]
			label := fmt.Sprintf("%.0fx%.0f %s", sz[0], sz[1], ps.name)
			var names []string
			for name := range s.Scene().Targets() {
				names = append(names, name)
			}
			slices.Sort(names)
			least, leastName := ui.Rect{W: math.Inf(1), H: math.Inf(1)}, ""
			for _, name := range names {
				r := s.Scene().Targets()[name]
				if r.W >= tap-0.5 && r.H >= tap-0.5 {
					continue
				}
				if !excused(ps.name, name, s, sz) {
					t.Errorf("%s: target %s is %.0f × %.0f CSS px", label, name, r.W/sz[2], r.H/sz[2])
				} else if min(r.W, r.H) < min(least.W, least.H) {
					least, leastName = r, name
				}
			}
			if leastName != "" {
				t.Logf("%s: excused targets down to %s, %.0f × %.0f CSS px", label, leastName, least.W/sz[2], least.H/sz[2])
			}
		}
	}
}
