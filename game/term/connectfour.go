package term

import (
	"fmt"
	"io"

	"parlor/game"
	"parlor/game/connectfour"
	"parlor/game/record"
)

func newConnectFour(m *record.Match) view {
	return &moves{m: m, status: func(s game.State) string { return connectFourStatus(s.(*connectfour.Game)) }}
}

func connectFourStatus(g *connectfour.Game) string {
	switch {
	case g.Winner() != game.Nobody:
		return fmt.Sprintf("p%d (%s) wins with four in a row", g.Winner()+1, g.Token(g.Winner()))
	case g.Over():
		return "the board is full: a draw"
	}
	return fmt.Sprintf("p%d (%s) to play", g.Turn()+1, g.Token(g.Turn()))
}

// moves is the view of a game whose every line is one move in its
// notation: the board and a status line are printed at the start and after
// every move.
type moves struct {
	plain
	m      *record.Match
	status func(game.State) string
}

func (v *moves) start(w io.Writer) { v.show(w) }

func (v *moves) play(line string, w io.Writer) bool {
	if err := v.m.PlayText(line); err != nil {
		fmt.Fprintf(w, "error: %v\n", err)
		return false
	}
	v.show(w)
	return true
}

func (v *moves) show(w io.Writer) {
	s := v.m.State()
	fmt.Fprint(w, s.String())
	fmt.Fprintln(w, v.status(s))
}
