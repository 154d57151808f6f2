package entry

import (
	"fmt"
	"strconv"
	"strings"

	"parlor/game/kalah"
)

// tell says a Kalah position in words: each side's houses in sowing order,
// then its store.
func tell(g *kalah.Game) []string {
	h := g.Houses()
	lines := []string{fmt.Sprintf("Houses are numbered from their store: S1 is beside South's store and faces N%d; seeds go round towards the store.", h)}
	for _, side := range []kalah.Side{kalah.South, kalah.North} {
		counts := make([]string, h)
		for i := range counts {
			counts[i] = strconv.Itoa(g.Count(kalah.Pit{Owner: side, Num: i + 1}))
		}
		l := side.String()[:1]
		lines = append(lines, fmt.Sprintf("%s's houses %s1 to %s%d hold %s; %s's store holds %d.",
			side, l, l, h, strings.Join(counts, ", "), side, g.Store(side)))
	}
	return lines
}
