package term

import (
	"flag"
	"fmt"
	"strings"

	"parlor/game/kalah"
)

var kalahGame = Game{
	Name: "kalah",
	Flags: func(fs *flag.FlagSet) func() (Session, error) {
		houses := fs.Int("houses", 6, fmt.Sprintf("houses a side, 1 to %d", kalah.MaxHouses))
		seeds := fs.Int("seeds", 4, fmt.Sprintf("seeds in each house at the start, 1 to %d", kalah.MaxSeeds))
		return func() (Session, error) {
			g, err := kalah.New(*houses, *seeds)
			if err != nil {
				return nil, err
			}
			return &moves{state: g, status: func() string { return kalahStatus(g) }}, nil
		}
	},
}

// kalahStatus says what the last move did and what comes next.
func kalahStatus(g *kalah.Game) string {
	var lines []string
	if l := g.Last(); l != nil {
		if c := l.Capture; c != nil {
			lines = append(lines, fmt.Sprintf("%s captures %s from %s and %s", l.Mover, plural(c.Seeds, "seed"), c.House, c.Opposite))
		}
		if l.Extra && !g.Over() {
			lines = append(lines, fmt.Sprintf("the last seed fell in %s's store: %s plays again", l.Mover, l.Mover))
		}
		if g.Over() {
			for _, s := range []kalah.Side{kalah.South, kalah.North} {
				if n := l.Swept[s]; n > 0 {
					lines = append(lines, fmt.Sprintf("%s's houses are empty: %s moves %s to %s", s.Other(), s, plural(n, "seed"), g.Frame().Store(s)))
				}
			}
		}
	}
	stores := fmt.Sprintf("S0 %d, N0 %d", g.Store(kalah.South), g.Store(kalah.North))
	switch w, ok := g.Winner(); {
	case ok:
		lines = append(lines, fmt.Sprintf("%s wins: %s", w, stores))
	case g.Over():
		lines = append(lines, "a tie: "+stores)
	default:
		lines = append(lines, fmt.Sprintf("%s to play", g.Mover()))
	}
	return strings.Join(lines, "\n")
}

// plural writes a count of things: "1 seed", "3 seeds".
func plural(n int, thing string) string {
	if n == 1 {
		return "1 " + thing
	}
	return fmt.Sprintf("%d %ss", n, thing)
}
