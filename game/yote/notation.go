package yote

import (
	"fmt"
	"strings"

	"parlor/game"
)

// MoveString writes an encoded move in the handout's notation.
func (g *Game) MoveString(e game.Move) string { return Decode(e).String() }

// ParseMove reads a move in the handout's notation; a jump's removal comes
// as a fourth number ("m 7 9 4"). Squares off the board are refused here.
func (g *Game) ParseMove(s string) (game.Move, error) {
	m, err := ParseMove(s)
	if err != nil {
		return 0, err
	}
	if g.end != Playing {
		return 0, game.ErrOver
	}
	squares := []int{m.To}
	switch m.Kind {
	case Slide:
		squares = []int{m.From, m.To}
	case Jump:
		squares = []int{m.From, m.To, m.Remove}
	}
	for _, n := range squares {
		if !g.onBoard(n) {
			return 0, g.offBoard(n)
		}
	}
	return g.normalize(m).Encode(), nil
}

// Reason says in words how the game ended.
func (g *Game) Reason() string {
	next := g.turn // the side that would have moved next
	switch g.end {
	case Wiped:
		return fmt.Sprintf("%s has no pieces left", next)
	case BothLow:
		return "both players are down to three pieces or fewer"
	case Stuck:
		return fmt.Sprintf("%s cannot move; X has %d pieces on the board, O %d", next, g.OnBoard(X), g.OnBoard(O))
	}
	return ""
}

// Result says who won and why, or that it is a draw, or whose turn it is.
func (g *Game) Result() string {
	switch {
	case g.end == Playing:
		return fmt.Sprintf("%s to move", g.turn)
	case g.winner == game.Nobody:
		return "a draw: " + g.Reason()
	}
	return fmt.Sprintf("%s wins: %s", Side(g.winner), g.Reason())
}

// String prints the board as the handout does, with the square numbers at
// the right of each row.
func (g *Game) String() string {
	var b strings.Builder
	b.WriteString(" " + strings.Repeat("-", 4*Cols-1) + "\n")
	for r := range g.rows {
		if r > 0 {
			b.WriteString("|" + strings.Repeat("-", 4*Cols-1) + "|\n")
		}
		for c := range Cols {
			b.WriteString("| " + [3]string{".", "X", "O"}[g.board[r*Cols+c]] + " ")
		}
		b.WriteString("|   ")
		for c := range Cols {
			fmt.Fprintf(&b, "%3d", r*Cols+c+1)
		}
		b.WriteByte('\n')
	}
	b.WriteString(" " + strings.Repeat("-", 4*Cols-1) + "\n")
	return b.String()
}
