package scenes

import (
	"fmt"
	"math/rand/v2"
	"os"
	"testing"

	"parlor/scenes/ui"
	"parlor/scenes/ui/uitest"
)

// TestShots draws the scenes in typical states at several sizes and saves
// them when PARLOR_SHOTS is set; it also checks each frame draws in full.
func TestShots(t *testing.T) {
	if os.Getenv("PARLOR_SHOTS") == "" {
		t.Skip("set PARLOR_SHOTS to a folder to save screenshots of the scenes")
	}
	m := uitest.NewScreen(t, 1000, 700, 1, newMenu())
	m.Save("menu")

	s := newC4Screen(t, 1000, 700, 1)
	for _, col := range []int{1, 1, 1, 1, 1, 1, 1, 2, 3, 4, 5, 6, 2, 3} {
		s.Click(fmt.Sprintf("column:%d", col))
	}
	x, _ := s.Target("column:4")
	s.Idle(3, x, 200)
	s.Save("connectfour-grown")

	p := newC4Screen(t, 800, 1200, 2)
	for _, col := range []int{3, 3, 2} {
		p.Click(fmt.Sprintf("column:%d", col))
	}
	p.Save("connectfour-portrait-hidpi")

	c := newC4Screen(t, 1280, 800, 1)
	c.Click("rules:classic")
	for _, col := range []int{0, 1, 1, 2, 2, 3, 2, 3, 3, 6, 3} {
		c.Click(fmt.Sprintf("column:%d", col))
	}
	c.Save("connectfour-classic-diagonal")

	small := newC4Screen(t, 640, 480, 1)
	small.Save("connectfour-small")
}

func TestKalahShots(t *testing.T) {
	if os.Getenv("PARLOR_SHOTS") == "" {
		t.Skip("set PARLOR_SHOTS to a folder to save screenshots of the scenes")
	}
	m := uitest.NewScreen(t, 1000, 700, 1, newMenu())
	m.Save("menu")
	k := uitest.NewScreen(t, 1000, 700, 1, newKalah(kalahSettings{}))
	k.Save("kalah-start")
	for _, p := range []string{"S4", "S1", "N1"} {
		k.Click("pit:" + p)
		k.Settle()
	}
	x, y := k.Target("pit:S2")
	k.Idle(3, x, y)
	k.Save("kalah-midgame")
	// Catch a sowing in flight.
	k.Tick(ui.Input{X: x, Y: y, PressX: x, PressY: y, Down: true, Pressed: true})
	k.Tick(ui.Input{X: x, Y: y, PressX: x, PressY: y, Released: true})
	k.Idle(40, x, y)
	k.Save("kalah-sowing")
	p := uitest.NewScreen(t, 800, 1200, 2, newKalah(kalahSettings{Houses: 8, Seeds: 6}))
	p.Save("kalah-portrait-hidpi")
}

func TestYoteShots(t *testing.T) {
	if os.Getenv("PARLOR_SHOTS") == "" {
		t.Skip("set PARLOR_SHOTS to a folder to save screenshots of the scenes")
	}
	s := uitest.NewScreen(t, 1000, 700, 1, newYote(0))
	s.Save("yote-start")
	for _, c := range []string{"tray:X", "square:7", "tray:O", "square:8", "tray:X", "square:14", "tray:O", "square:2"} {
		s.Click(c)
	}
	s.Click("square:7")
	x, y := s.Target("square:9")
	s.Idle(3, x, y)
	s.Save("yote-picked")
	s.Click("square:9")
	s.Save("yote-removing")
	s.Click("square:2")
	s.Settle()
	s.Save("yote-after-jump")
	p := uitest.NewScreen(t, 800, 1200, 2, newYote(6))
	p.Click("tray:X")
	p.Save("yote-portrait-big")
}

func TestCantStopShots(t *testing.T) {
	if os.Getenv("PARLOR_SHOTS") == "" {
		t.Skip("set PARLOR_SHOTS to a folder to save screenshots of the scenes")
	}
	s := uitest.NewScreen(t, 1000, 700, 1, newCantStop(cantStopSettings{Players: 3, Seed: 4}))
	s.Save("cantstop-start")
	s.Click("roll")
	s.Settle()
	s.Save("cantstop-choosing")
	opts := s.State("options").([]string)
	x, y := s.Target("option:" + opts[0])
	s.Idle(2, x, y)
	s.Save("cantstop-preview")
	s.Click("option:" + opts[0])
	s.Settle()
	s.Save("cantstop-roll-or-stop")
	p := uitest.NewScreen(t, 800, 1200, 2, newCantStop(cantStopSettings{Players: 4, Seed: 4}))
	p.Click("roll")
	p.Settle()
	p.Save("cantstop-portrait")
}

func TestMergersShots(t *testing.T) {
	if os.Getenv("PARLOR_SHOTS") == "" {
		t.Skip("set PARLOR_SHOTS to a folder to save screenshots of the scenes")
	}
	s := uitest.NewScreen(t, 1000, 700, 1, newMergers(mergersSettings{Players: 2, Seed: 3}))
	for _, p := range []string{"C3", "C4", "C6", "C7", "D6", "E8", "C5"} {
		s.Click("square:" + p)
	}
	s.Save("mergers-simple-merging")
	a := uitest.NewScreen(t, 1000, 700, 1, newMergers(mergersSettings{Mode: 1, Players: 4, Seed: 3}))
	a.Save("mergers-advanced-start")
	ms := a.Scene().(*mergersScene)
	r := rand.New(rand.NewPCG(1, 2))
	for i := 0; i < 60 && !ms.g.Over(); i++ {
		switch {
		case ms.merging():
			a.Click("merge:next")
		case ms.g.Buying():
			if r.IntN(2) == 0 {
				for s := range ms.plus {
					if _, ok := a.Scene().Targets()["buy:+"+string(s)]; ok {
						a.Click("buy:+" + string(s))
						break
					}
				}
			}
			if i > 50 {
				a.Save("mergers-advanced-buying")
			}
			a.Click("buy:confirm")
		default:
			ps := ms.placeable()
			a.Click("offer:" + ps[r.IntN(len(ps))].String())
		}
	}
	a.Save("mergers-advanced-midgame")
}

func TestMergersPortraitShot(t *testing.T) {
	if os.Getenv("PARLOR_SHOTS") == "" {
		t.Skip("set PARLOR_SHOTS to a folder to save screenshots of the scenes")
	}
	s := uitest.NewScreen(t, 800, 1200, 2, newMergers(mergersSettings{Mode: 1, Players: 6, Seed: 1}))
	crowdMergers(s, 8, true)
	s.Save("mergers-portrait-buying")
}
