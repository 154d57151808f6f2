package entry

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"parlor/game"
	"parlor/game/mergers"
)

// describe says what move m did for the table's move log and its screen
// reader: "Player 1 places C5, B merges into A; Player 1 gets $600 and
// Player 3 $1,200 as Beacon's holders", "Player 2 buys 2 shares of
// Atlas for $600". The terminal prints its own lines (terminal.go), not
// these.
func describe(before game.State, m game.Move, after game.State) string {
	b, a := before.(*mergers.Game), after.(*mergers.Game)
	who := player(b.Mover())
	var s string
	if b.Buying() {
		s = who + " buys nothing"
		if want := bought(b, m); len(want) > 0 {
			s = who + " buys " + shareWords(b, want)
		}
	} else if pl := a.Last(); pl != nil {
		s = fmt.Sprintf("%s places %s", who, pl.Pos)
		for _, mg := range pl.Merges {
			s += fmt.Sprintf(", %c merges into %c", mg.Absorbed.Symbol, mg.Into)
		}
		if pl.Founded != 0 {
			s += fmt.Sprintf(", founds %c", pl.Founded)
		}
		for k, mg := range pl.Merges {
			if k < len(pl.Payouts) {
				s += "; " + payouts(mg, pl.Payouts[k])
			}
		}
	}
	if a.Over() {
		s += "; " + a.EndReason()
	}
	return s
}

// payouts says who was paid for their shares of the company a merger
// absorbed, and how much: "Player 1 gets $600 and Player 3 $1,200 as
// Beacon's holders", or "nobody held Beacon". pay is what each player
// was paid, as Placement.Payouts gives it for the merger.
func payouts(mg mergers.Merge, pay []int) string {
	var paid []string
	for i, amount := range pay {
		if amount <= 0 {
			continue
		}
		if len(paid) == 0 {
			paid = append(paid, player(i)+" gets "+money(amount))
		} else {
			paid = append(paid, player(i)+" "+money(amount))
		}
	}
	switch len(paid) {
	case 0:
		return "nobody held " + mg.Absorbed.Name
	case 1:
		return paid[0] + " as " + mg.Absorbed.Name + "'s holder"
	}
	return andList(paid) + " as " + mg.Absorbed.Name + "'s holders"
}

// shareWords says shares to buy at g's prices, with their cost: "1
// share of Atlas for $300", "2 shares of Atlas and 1 of Beacon for $900".
// Companies come oldest first, as the game lists them.
func shareWords(g *mergers.Game, want map[byte]int) string {
	var parts []string
	cost := 0
	for _, gr := range g.Groups() {
		n := want[gr.Symbol]
		if n <= 0 {
			continue
		}
		cost += n * mergers.Value(gr.Size)
		switch {
		case len(parts) > 0:
			parts = append(parts, fmt.Sprintf("%d of %s", n, gr.Name))
		case n == 1:
			parts = append(parts, "1 share of "+gr.Name)
		default:
			parts = append(parts, fmt.Sprintf("%d shares of %s", n, gr.Name))
		}
	}
	return andList(parts) + " for " + money(cost)
}

// bought is what buy move m of g buys, as the engine reads it: nil if
// it buys nothing or is refused.
func bought(g *mergers.Game, m game.Move) map[byte]int {
	c := g.Clone().(*mergers.Game)
	if c.Play(m) != nil {
		return nil
	}
	return c.Bought()
}

// player names player i (from 0) as the seats do: "Player 1".
func player(i int) string { return "Player " + strconv.Itoa(i+1) }

// money writes dollars with thousands marked: "$1,200".
func money(n int) string {
	s := strconv.Itoa(n)
	for i := len(s) - 3; i > 0; i -= 3 {
		s = s[:i] + "," + s[i:]
	}
	return "$" + s
}

// andList writes "a", "a and b", "a, b and c".
func andList(s []string) string {
	if len(s) < 2 {
		return strings.Join(s, "")
	}
	return strings.Join(s[:len(s)-1], ", ") + " and " + s[len(s)-1]
}

// plural writes n and a noun, with an s unless n is 1: "3 tiles".
func plural(n int, noun string) string {
	if n == 1 {
		return "1 " + noun
	}
	return strconv.Itoa(n) + " " + noun + "s"
}

// isWinner reports whether player i won g.
func isWinner(g *mergers.Game, i int) bool { return slices.Contains(g.Winners(), i) }
