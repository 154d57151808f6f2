package scenes

import (
	"fmt"
	"testing"

	"parlor/scenes/ui/uitest"
)

func TestMenuListsEveryGameAndFitsEveryWindow(t *testing.T) {
	for _, sz := range [][3]float64{{1000, 700, 1}, {2000, 1400, 2}, {480, 800, 1}, {800, 1200, 2}, {640, 480, 1}, {1920, 1080, 1}} {
		s := uitest.NewScreen(t, sz[0], sz[1], sz[2], newMenu())
		targets := s.Scene().Targets()
		if len(targets) != len(games()) {
			t.Errorf("%v: %d cards for %d games", sz, len(targets), len(games()))
		}
		uitest.CheckTargets(t, fmt.Sprint(sz), targets, sz[0], sz[1])
	}
	for _, e := range games() {
		s := uitest.NewScreen(t, 1000, 700, 1, newMenu())
		s.Click("game:" + e.id)
		if s.State("scene") != e.id {
			t.Errorf("the %s card opens %v", e.id, s.State("scene"))
		}
		s.Click("menu")
		if s.State("scene") != "menu" {
			t.Errorf("%s: the menu button leads to %v", e.id, s.State("scene"))
		}
	}
}
