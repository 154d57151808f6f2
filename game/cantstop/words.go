package cantstop

import (
	"fmt"
	"strconv"
	"strings"

	"parlor/game"
)

// String says what the event was, in a player's words.
func (e Event) String() string {
	switch e.Kind {
	case "roll":
		return fmt.Sprintf("%s rolled %s", e.Player, diceString(e.Dice))
	case "bust":
		return fmt.Sprintf("%s went bust with %s: no pairing can be used", e.Player, diceString(e.Dice))
	case "choose":
		return fmt.Sprintf("%s took %s", e.Player, e.Chosen)
	case "stop":
		if len(e.Captured) > 0 {
			return fmt.Sprintf("%s stopped and captured %s", e.Player, columnList(e.Captured))
		}
		return fmt.Sprintf("%s stopped", e.Player)
	}
	return ""
}

// columnList writes column numbers as "7", "7 and 9", "2, 7 and 12".
func columnList(ns []int) string {
	var s []string
	for _, n := range ns {
		s = append(s, strconv.Itoa(n))
	}
	if len(s) < 2 {
		return strings.Join(s, "")
	}
	return strings.Join(s[:len(s)-1], ", ") + " and " + s[len(s)-1]
}

// Prompt says what happens next: who is to roll, that the mover may roll
// again or stop, that she must choose how to use the dice, or who won.
func (g *Game) Prompt() string {
	switch {
	case g.Over():
		var cols []int
		for n := 2; n <= 12; n++ {
			if o, ok := g.cols[n].Owner(); ok && game.Player(o) == g.winner {
				cols = append(cols, n)
			}
		}
		return fmt.Sprintf("%s wins with columns %s", Color(g.winner), columnList(cols))
	case g.phase == choosing:
		return fmt.Sprintf("%s: choose how to use %s", g.turn, diceString(g.dice))
	case g.phase == rolling:
		return fmt.Sprintf("%s is rolling", g.turn)
	case g.progressed:
		return fmt.Sprintf("%s: roll again or stop", g.turn)
	}
	return fmt.Sprintf("%s to roll", g.turn)
}
