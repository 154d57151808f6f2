package kalah

import "fmt"

// Status says, in a player's words, what the last move did and what comes
// next: a capture, another turn, the sweep at the end, and whose turn it is
// or who won with the final stores. The terminal mode prints it after the
// board; the scene shows it beside the board.
func (g *Game) Status() []string {
	var lines []string
	if l := g.Last(); l != nil {
		if c := l.Capture; c != nil {
			lines = append(lines, fmt.Sprintf("%s captures %s from %s and %s", l.Mover, plural(c.Seeds, "seed"), c.House, c.Opposite))
		}
		if l.Extra && !g.over {
			lines = append(lines, fmt.Sprintf("the last seed fell in %s's store: %s plays again", l.Mover, l.Mover))
		}
		if g.over {
			for _, s := range []Side{South, North} {
				if n := l.Swept[s]; n > 0 {
					lines = append(lines, fmt.Sprintf("%s's houses are empty: %s moves %s to %s", s.Other(), s, plural(n, "seed"), g.frame.Store(s)))
				}
			}
		}
	}
	return append(lines, g.Result())
}

// Result is who is to play, or once the game is over who won (or that it is
// a tie) with the final stores.
func (g *Game) Result() string {
	stores := fmt.Sprintf("S0 %d, N0 %d", g.Store(South), g.Store(North))
	switch w, ok := g.Winner(); {
	case ok:
		return fmt.Sprintf("%s wins: %s", w, stores)
	case g.over:
		return "a tie: " + stores
	}
	return fmt.Sprintf("%s to play", g.turn)
}

// plural writes a count of things: "1 seed", "3 seeds".
func plural(n int, thing string) string {
	if n == 1 {
		return "1 " + thing
	}
	return fmt.Sprintf("%d %ss", n, thing)
}
