package entry

import (
	"fmt"
	"strconv"
	"strings"

	"parlor/game"
	"parlor/game/cantstop"
)

// label says move m of position s as a thing to do, for a screen reader's
// button: "Roll the dice", "Take 4 and 11", "Take 7", "Take 8 twice",
// "Stop and keep your progress" (with the columns a stop wins).
func label(s game.State, m game.Move) string {
	g := s.(*cantstop.Game)
	switch m {
	case cantstop.Roll:
		return "Roll the dice"
	case cantstop.Stop:
		return stopLabel(g)
	}
	if g.Choosing() {
		for _, c := range g.Choices() {
			if cantstop.ChooseMove(c) == m {
				return takeLabel(c)
			}
		}
	}
	return g.MoveString(m) // not a decision of the mover's: a roll's dice
}

// takeLabel says taking choice c: "Take 4 and 11", "Take 7", "Take 8
// twice".
func takeLabel(c cantstop.Choice) string {
	switch {
	case c.B == 0:
		return "Take " + strconv.Itoa(c.A)
	case c.A == c.B:
		return fmt.Sprintf("Take %d twice", c.A)
	}
	return fmt.Sprintf("Take %d and %d", c.A, c.B)
}

// stopLabel says stopping in g, with the columns it wins and whether that
// wins the game, as the engine works them out on a copy.
func stopLabel(g *cantstop.Game) string {
	after := g.Clone().(*cantstop.Game)
	if after.Play(cantstop.Stop) != nil {
		return "Stop"
	}
	won := after.Last().Captured
	if len(won) == 0 {
		return "Stop and keep your progress"
	}
	s := "Stop and keep your progress, winning column "
	if len(won) > 1 {
		s = "Stop and keep your progress, winning columns "
	}
	var ns []string
	for _, n := range won {
		ns = append(ns, strconv.Itoa(n))
	}
	s += joinAnd(ns)
	if after.Over() {
		s += ", and the game"
	}
	return s
}

// joinAnd writes "a", "a and b", "a, b and c".
func joinAnd(s []string) string {
	if len(s) < 2 {
		return strings.Join(s, "")
	}
	return strings.Join(s[:len(s)-1], ", ") + " and " + s[len(s)-1]
}
