package kalah

import "parlor/game"

// CanWin reports whether seat p may still win: while its opponent's store
// holds less than half the seeds in play, p may end with more. A side
// that holds half can at best be drawn with.
func (g *Game) CanWin(p game.Player) bool {
	total := 0
	for i := range g.frame.Len() {
		total += g.pits[i]
	}
	return 2*g.Store(Side(p).Other()) < total
}
