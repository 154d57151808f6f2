package entry

import (
	"fmt"
	"strings"

	"parlor/game/cantstop"
)

// tell says a Can't Stop position in words: the columns won, then each
// column someone has climbed (where each marker and tower stands, out of
// its squares), then the dice waiting to be used.
func tell(g *cantstop.Game) []string {
	var lines, quiet []string
	for n := 2; n <= 12; n++ {
		c := g.Column(n)
		if o, ok := c.Owner(); ok {
			lines = append(lines, fmt.Sprintf("Column %d: won by %s.", n, o))
			continue
		}
		var at []string
		for k := cantstop.Orange; k <= cantstop.White; k++ {
			if k < cantstop.White && int(k) >= g.Players() {
				continue
			}
			if sq := c.Marker(k); sq > 0 {
				who := k.String()
				if k == cantstop.White {
					who = "a tower"
				}
				at = append(at, fmt.Sprintf("%s on %d", who, sq))
			}
		}
		if len(at) == 0 {
			quiet = append(quiet, fmt.Sprint(n))
			continue
		}
		lines = append(lines, fmt.Sprintf("Column %d, %d squares: %s.", n, c.Len(), strings.Join(at, ", ")))
	}
	if len(quiet) > 0 {
		lines = append(lines, "Nobody has climbed column "+strings.Join(quiet, ", ")+".")
	}
	if g.Choosing() {
		d := g.Dice()
		lines = append(lines, fmt.Sprintf("The dice show %d, %d, %d and %d.", d[0], d[1], d[2], d[3]))
	}
	return lines
}
