package term

import (
	"flag"
	"fmt"
	"io"

	"parlor/game"
	"parlor/game/connectfour"
)

var connectFour = Game{
	Name: "connectfour",
	Flags: func(fs *flag.FlagSet) func() (Session, error) {
		rules := fs.String("rules", "growing", "rule set: growing (the handout's) or classic (7×6, diagonals)")
		first := fs.Int("first", 1, "the player who moves first: 1 or 2")
		rows := fs.Int("rows", connectfour.DefaultCap, "most rows a growing board may reach")
		cols := fs.Int("cols", connectfour.DefaultCap, "most columns a growing board may reach")
		return func() (Session, error) {
			r, err := connectfour.ParseRules(*rules)
			if err != nil {
				return nil, err
			}
			if *first != 1 && *first != 2 {
				return nil, fmt.Errorf("-first must be 1 or 2, not %d", *first)
			}
			g, err := connectfour.New(connectfour.Options{Rules: r, First: game.Player(*first - 1), MaxRows: *rows, MaxCols: *cols})
			if err != nil {
				return nil, err
			}
			return &moves{state: g, status: func() string { return connectFourStatus(g) }}, nil
		}
	},
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

// moves is a session for a game whose every line is one move in its
// notation: the board and a status line are printed at the start and after
// every move.
type moves struct {
	state  game.State
	status func() string
}

func (s *moves) Start(w io.Writer) { s.show(w) }

func (s *moves) Line(line string, w io.Writer) {
	m, err := s.state.ParseMove(line)
	if err == nil {
		err = s.state.Play(m)
	}
	if err != nil {
		fmt.Fprintf(w, "error: %v\n", err)
		return
	}
	s.show(w)
}

func (s *moves) Quit(io.Writer) {}

func (s *moves) show(w io.Writer) {
	fmt.Fprint(w, s.state.String())
	fmt.Fprintln(w, s.status())
}
