package ai

// The MCTS-solver part of the search: results carried up the tree, and
// proven wins and losses with them.

import (
	"math"

	"parlor/game"
)

// backup adds the result in b.rets to the nodes on the path and carries
// proofs up.
func (b *MCTS) backup() {
	for _, i := range b.path {
		nd := &b.nodes[i]
		nd.visits++
		if nd.mover >= 0 {
			nd.value += float32(b.rets[nd.mover])
		}
	}
	if !b.solve {
		return
	}
	for k := len(b.path) - 2; k >= 0; k-- {
		if !b.prove(b.path[k]) {
			return
		}
	}
}

// prove marks node i proven if its children settle its value, and reports
// whether it did.
func (b *MCTS) prove(i int32) bool {
	nd := &b.nodes[i]
	if nd.proven || nd.first < 0 {
		return false
	}
	kids := b.nodes[nd.first : nd.first+nd.count]
	if nd.turn == int8(game.Chance) {
		sum, mass := 0.0, 0.0
		for _, k := range kids {
			if !k.proven {
				return false
			}
			sum += float64(k.prob) * float64(k.exact)
			mass += float64(k.prob)
		}
		nd.proven, nd.exact = true, float32(sum/mass)
		return true
	}
	sg := b.sign(nd.turn)
	best, all := math.Inf(-1), true
	for _, k := range kids {
		if !k.proven {
			all = false
			continue
		}
		v := float64(k.exact) * sg
		if v >= 1 {
			nd.proven, nd.exact = true, k.exact
			return true
		}
		best = max(best, v)
	}
	if !all {
		return false
	}
	nd.proven, nd.exact = true, float32(best*sg)
	return true
}
