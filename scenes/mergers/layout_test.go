package mergers

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"parlor/game/mergers"
)

// sizes are the screens every layout must fit.
var sizes = [][3]float64{{1280, 800, 1}, {1920, 1080, 1}, {800, 600, 1}, {1170, 2532, 3}}

// TestEveryGameFitsEveryScreen checks the targets and the text of the
// simple game for 2 to 6 players and the advanced for 3 to 6, in a few
// positions, at desktop and phone sizes.
func TestEveryGameFitsEveryScreen(t *testing.T) {
	for _, sz := range sizes {
		for _, o := range []string{"mergers players=2", "mergers players=6", "mergers mode=advanced players=3", "mergers mode=advanced players=6"} {
			for _, n := range []int{0, 40, 90} {
				label := fmt.Sprintf("%v %s after %d", sz, o, n)
				r := prePlayed(t, o, sz, uint64(n+1), n)
				r.checkTargets(label, sz)
				r.checkTexts(label)
				// And the next phase: a merger, a buy.
				rnd := rand.New(rand.NewPCG(uint64(n), 3))
				for range 4 {
					if r.game().Over() {
						break
					}
					r.decide(rnd)
					r.s.Settle()
					r.checkTargets(label+" then "+phase(r), sz)
					r.checkTexts(label + " then " + phase(r))
				}
				if n == 40 {
					r.s.Save(fmt.Sprintf("mergers-fit-%.0fx%.0f-%s", sz[0], sz[1], strings.ReplaceAll(o[8:], " ", "-")))
				}
			}
		}
	}
}

// phase names what the view shows, for messages and file names.
func phase(r *rig) string {
	switch {
	case r.game().Over():
		return "over"
	case r.state("merging") == true:
		return "merging"
	case r.game().Buying():
		return "buying"
	case r.state("zoomed") == true:
		return "zoomed"
	}
	return "placing"
}

// TestScreenshots saves each interesting state at desktop and phone sizes
// into $PARLOR_SHOTS, checking the targets and texts of each.
func TestScreenshots(t *testing.T) {
	for _, sz := range [][3]float64{desktop, phone} {
		name := sizeName(sz)
		save := func(r *rig, what string) {
			t.Helper()
			r.checkTargets(name+" "+what, sz)
			r.checkTexts(name + " " + what)
			r.s.Save("mergers-" + what + "-" + name)
		}
		r := newRig(t, "mergers players=3", sz, 1)
		save(r, "simple-start")
		r = prePlayed(t, "mergers players=4", sz, 2, 50)
		save(r, "simple-midgame")
		r = newRig(t, "mergers", sz, 1, mergerScript[:6]...)
		r.place(mergers.Pos{Row: 2, Col: 4}, rand.New(rand.NewPCG(1, 1))) // C5
		r.s.Settle()
		save(r, "simple-merger")
		r = prePlayed(t, "mergers players=2", sz, 3, 400)
		save(r, "simple-over")

		r = newRig(t, "mergers mode=advanced players=3", sz, 1)
		save(r, "advanced-start")
		r = prePlayed(t, "mergers mode=advanced players=6", sz, 5, 60)
		for r.game().Buying() {
			r.s.Click("buy:confirm")
			r.settle()
		}
		save(r, "advanced-placing")
		rnd := rand.New(rand.NewPCG(5, 5))
		for !r.game().Buying() || len(r.named("buy:+")) < 2 || r.state("merging") == true {
			r.decide(rnd)
			r.s.Settle()
		}
		r.s.Click(r.named("buy:+")[1])
		if plus := r.named("buy:+"); len(plus) > 0 {
			r.s.Click(plus[0])
		}
		save(r, "advanced-buying")
		for n := 0; r.state("merging") != true; n++ {
			if n > 400 || r.game().Over() {
				t.Fatal("no merger in the advanced game")
			}
			r.decide(rnd)
			r.s.Settle()
		}
		save(r, "advanced-merger")
		r = prePlayed(t, "mergers mode=advanced players=5", sz, 6, 1000)
		save(r, "advanced-over")
	}
}
