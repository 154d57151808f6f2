package scenes

import (
	"fmt"
	"math/rand/v2"
	"os"
	"testing"
)

// TestShots draws the scenes in typical states at several sizes and saves
// them when PARLOR_SHOTS is set; it also checks each frame draws in full.
func TestShots(t *testing.T) {
	if os.Getenv("PARLOR_SHOTS") == "" {
		t.Skip("set PARLOR_SHOTS to a folder to save screenshots of the scenes")
	}
	m := newScreen(t, 1000, 700, 1, newMenu())
	m.save("menu")

	s := newC4Screen(t, 1000, 700, 1)
	for _, col := range []int{1, 1, 1, 1, 1, 1, 1, 2, 3, 4, 5, 6, 2, 3} {
		s.click(fmt.Sprintf("column:%d", col))
	}
	x, _ := s.target("column:4")
	s.idle(3, x, 200)
	s.save("connectfour-grown")

	p := newC4Screen(t, 800, 1200, 2)
	for _, col := range []int{3, 3, 2} {
		p.click(fmt.Sprintf("column:%d", col))
	}
	p.save("connectfour-portrait-hidpi")

	c := newC4Screen(t, 1280, 800, 1)
	c.click("rules:classic")
	for _, col := range []int{0, 1, 1, 2, 2, 3, 2, 3, 3, 6, 3} {
		c.click(fmt.Sprintf("column:%d", col))
	}
	c.save("connectfour-classic-diagonal")

	small := newC4Screen(t, 640, 480, 1)
	small.save("connectfour-small")
}

func TestKalahShots(t *testing.T) {
	if os.Getenv("PARLOR_SHOTS") == "" {
		t.Skip("set PARLOR_SHOTS to a folder to save screenshots of the scenes")
	}
	m := newScreen(t, 1000, 700, 1, newMenu())
	m.save("menu")
	k := newScreen(t, 1000, 700, 1, newKalah(kalahSettings{}))
	k.save("kalah-start")
	for _, p := range []string{"S4", "S1", "N1"} {
		k.click("pit:" + p)
		k.settle()
	}
	x, y := k.target("pit:S2")
	k.idle(3, x, y)
	k.save("kalah-midgame")
	// Catch a sowing in flight.
	k.tick(Input{X: x, Y: y, PressX: x, PressY: y, Down: true, Pressed: true})
	k.tick(Input{X: x, Y: y, PressX: x, PressY: y, Released: true})
	k.idle(40, x, y)
	k.save("kalah-sowing")
	p := newScreen(t, 800, 1200, 2, newKalah(kalahSettings{Houses: 8, Seeds: 6}))
	p.save("kalah-portrait-hidpi")
}

func TestYoteShots(t *testing.T) {
	if os.Getenv("PARLOR_SHOTS") == "" {
		t.Skip("set PARLOR_SHOTS to a folder to save screenshots of the scenes")
	}
	s := newScreen(t, 1000, 700, 1, newYote(0))
	s.save("yote-start")
	for _, c := range []string{"tray:X", "square:7", "tray:O", "square:8", "tray:X", "square:14", "tray:O", "square:2"} {
		s.click(c)
	}
	s.click("square:7")
	x, y := s.target("square:9")
	s.idle(3, x, y)
	s.save("yote-picked")
	s.click("square:9")
	s.save("yote-removing")
	s.click("square:2")
	s.settle()
	s.save("yote-after-jump")
	p := newScreen(t, 800, 1200, 2, newYote(6))
	p.click("tray:X")
	p.save("yote-portrait-big")
}

func TestCantStopShots(t *testing.T) {
	if os.Getenv("PARLOR_SHOTS") == "" {
		t.Skip("set PARLOR_SHOTS to a folder to save screenshots of the scenes")
	}
	s := newScreen(t, 1000, 700, 1, newCantStop(cantStopSettings{Players: 3, Seed: 4}))
	s.save("cantstop-start")
	s.click("roll")
	s.settle()
	s.save("cantstop-choosing")
	opts := s.state("options").([]string)
	x, y := s.target("option:" + opts[0])
	s.idle(2, x, y)
	s.save("cantstop-preview")
	s.click("option:" + opts[0])
	s.settle()
	s.save("cantstop-roll-or-stop")
	p := newScreen(t, 800, 1200, 2, newCantStop(cantStopSettings{Players: 4, Seed: 4}))
	p.click("roll")
	p.settle()
	p.save("cantstop-portrait")
}

func TestMergersShots(t *testing.T) {
	if os.Getenv("PARLOR_SHOTS") == "" {
		t.Skip("set PARLOR_SHOTS to a folder to save screenshots of the scenes")
	}
	s := newScreen(t, 1000, 700, 1, newMergers(mergersSettings{Players: 2, Seed: 3}))
	for _, p := range []string{"C3", "C4", "C6", "C7", "D6", "E8", "C5"} {
		s.click("square:" + p)
	}
	s.save("mergers-simple-merging")
	a := newScreen(t, 1000, 700, 1, newMergers(mergersSettings{Mode: 1, Players: 4, Seed: 3}))
	a.save("mergers-advanced-start")
	ms := a.scene().(*mergersScene)
	r := rand.New(rand.NewPCG(1, 2))
	for i := 0; i < 60 && !ms.g.Over(); i++ {
		switch {
		case ms.merging():
			a.click("merge:next")
		case ms.g.Buying():
			if r.IntN(2) == 0 {
				for s := range ms.plus {
					if _, ok := a.scene().Targets()["buy:+"+string(s)]; ok {
						a.click("buy:+" + string(s))
						break
					}
				}
			}
			if i > 50 {
				a.save("mergers-advanced-buying")
			}
			a.click("buy:confirm")
		default:
			ps := ms.placeable()
			a.click("offer:" + ps[r.IntN(len(ps))].String())
		}
	}
	a.save("mergers-advanced-midgame")
}

func TestMergersPortraitShot(t *testing.T) {
	if os.Getenv("PARLOR_SHOTS") == "" {
		t.Skip("set PARLOR_SHOTS to a folder to save screenshots of the scenes")
	}
	s := newScreen(t, 800, 1200, 2, newMergers(mergersSettings{Mode: 1, Players: 6, Seed: 1}))
	s.crowdMergers(8, true)
	s.save("mergers-portrait-buying")
}
