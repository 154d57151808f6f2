package bot

import (
	"math/rand/v2"

	"parlor/game/cantstop"
)

// csMatch plays one game with a policy per seat.
func csMatch(players int, pols []cantstop.Policy, r *rand.Rand) int8 {
	p := cantstop.NewSim(players)
	var cs cantstop.SimChoices
	for p.Winner < 0 {
		pol := pols[p.Turn]
		roll := cantstop.SimRollOf(r.IntN(1296))
		p.Choices(roll, &cs)
		if cs.N == 0 {
			p.Bust()
			continue
		}
		k := 0
		if cs.N > 1 {
			k = pol.Choose(&p, &cs)
		}
		p.Take(cs.C[k])
		if pol.Stop(&p) {
			p.Stop()
		}
	}
	return p.Winner
}

// csSolitaire plays Can't Stop alone with pol and counts the turns to win.
func csSolitaire(pol cantstop.Policy, r *rand.Rand) int {
	var cs cantstop.SimChoices
	p := cantstop.NewSim(1)
	turns := 0
	for p.Winner < 0 {
		roll := cantstop.SimRollOf(r.IntN(1296))
		p.Choices(roll, &cs)
		if cs.N == 0 {
			p.Bust()
			turns++
			continue
		}
		k := 0
		if cs.N > 1 {
			k = pol.Choose(&p, &cs)
		}
		p.Take(cs.C[k])
		if pol.Stop(&p) {
			p.Stop()
			turns++
		}
	}
	return turns
}
