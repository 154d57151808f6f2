package cantstop

import (
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"parlor/game"
)

// MoveString writes a move as the terminal mode takes it: "r", "s", a
// choice in words ("7 and 9"), or "dice 3 1 6 2".
func (g *Game) MoveString(m game.Move) string {
	switch int(m) & 3 {
	case kindRoll:
		return "r"
	case kindStop:
		return "s"
	case kindChoose:
		return decodeChoice(m).String()
	}
	return "dice " + diceString(decodeDice(m))
}

func diceString(d [4]int) string { return fmt.Sprintf("%d %d %d %d", d[0], d[1], d[2], d[3]) }

// ParseMove reads "r" (roll), "s" (stop), the number of a choice as the
// terminal lists them from 1, a choice in words ("7 and 9", "only 5",
// "8 twice"), or "dice a b c d".
func (g *Game) ParseMove(s string) (game.Move, error) {
	s = strings.ToLower(strings.TrimSpace(s))
	if g.Over() {
		return 0, game.ErrOver
	}
	switch s {
	case "r", "roll":
		return Roll, nil
	case "s", "stop":
		return Stop, nil
	}
	if k, err := strconv.Atoi(s); err == nil {
		if g.phase != choosing {
			return 0, errors.New("roll the dice before choosing")
		}
		if k < 1 || k > len(g.choices) {
			return 0, fmt.Errorf("choose an option from 1 to %d", len(g.choices))
		}
		return ChooseMove(g.choices[k-1]), nil
	}
	if rest, ok := strings.CutPrefix(s, "dice "); ok {
		var d [4]int
		f := strings.Fields(rest)
		for i := range d {
			if len(f) != 4 {
				break
			}
			d[i], _ = strconv.Atoi(f[i])
		}
		if len(f) != 4 || slices.ContainsFunc(d[:], func(v int) bool { return v < 1 || v > 6 }) {
			return 0, fmt.Errorf("%q is not four dice from 1 to 6", rest)
		}
		return DiceMove(d), nil
	}
	for _, c := range g.choices {
		if c.String() == s {
			return ChooseMove(c), nil
		}
	}
	return 0, fmt.Errorf("%q is not a move: type r to roll, s to stop, or the number of an option", s)
}

// String prints the board as the eleven columns, 2 to 12, one a line.
func (g *Game) String() string {
	var b strings.Builder
	for n := 2; n <= 12; n++ {
		b.WriteString(g.cols[n].String())
		b.WriteByte('\n')
	}
	return b.String()
}
