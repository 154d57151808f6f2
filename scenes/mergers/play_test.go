package mergers

import (
	"fmt"
	"math/rand/v2"
	"testing"
)

// playToTheEnd plays a whole game by random clicks, checking after every
// decision that the view shows the match's position.
func playToTheEnd(t *testing.T, options string, sz [3]float64, seed uint64, shots string) *rig {
	return newRig(t, options, sz, seed).playOut(seed, shots)
}

// playOut plays r's game to the end by random decisions drawn from seed,
// checking after every one that the view shows the match's position, and
// saves screenshots named after shots (none when it is "").
func (r *rig) playOut(seed uint64, shots string) *rig {
	t := r.t
	rnd := rand.New(rand.NewPCG(seed, 7))
	saved := map[string]bool{}
	for n := 0; !r.game().Over(); n++ {
		if n > 3000 {
			t.Fatal("no end after 3000 decisions")
		}
		what := r.decide(rnd)
		r.settle()
		r.check(what)
		if shots != "" {
			for _, k := range []string{"merging", "buying"} {
				if r.state(k) == true && !saved[k] && n > 20 {
					saved[k] = true
					r.s.Save(fmt.Sprintf("%s-%s", shots, k))
				}
			}
			if n%25 == 0 {
				r.s.Draw()
			}
		}
	}
	if ws, ok := r.s.Scene().Probe()["winners"].([]int); !ok || len(ws) == 0 {
		t.Fatalf("no winners at the end: %v", r.s.Scene().Probe())
	}
	if shots != "" {
		r.s.Save(shots + "-over")
	}
	return r
}

func TestPlayWholeGames(t *testing.T) {
	for _, c := range []struct {
		options string
		sz      [3]float64
		name    string
	}{
		{"mergers", desktop, "simple-desktop"},
		{"mergers mode=advanced players=4", desktop, "advanced-desktop"},
		{"mergers players=3", phone, "simple-phone"},
		{"mergers mode=advanced players=6", phone, "advanced-phone"},
	} {
		t.Run(c.name, func(t *testing.T) {
			playToTheEnd(t, c.options, c.sz, 3, "mergers-"+c.name)
		})
	}
}
