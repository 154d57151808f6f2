package term

import (
	"flag"
	"fmt"
	"io"
	"strconv"

	"parlor/game/yote"
)

var yoteGame = Game{
	Name: "yote",
	Flags: func(fs *flag.FlagSet) func() (Session, error) {
		rows := fs.Int("rows", yote.Rows, fmt.Sprintf("rows on the board: %d (the handout's) or %d (the traditional board)", yote.Rows, yote.BigRows))
		return func() (Session, error) {
			g, err := yote.New(*rows)
			if err != nil {
				return nil, err
			}
			return &yoteSession{g: g}, nil
		}
	},
}

// yoteSession plays Yote as the handout's program does: "p n" to place,
// "m a b" to move; after a jump it asks for the square of the opponent's
// piece to remove, and the next line is that number.
type yoteSession struct {
	g    *yote.Game
	jump *yote.Move // a jump waiting for its removal
}

func (s *yoteSession) Start(w io.Writer) {
	fmt.Fprintln(w, "Yote: X moves first. p N places a piece from the reserve on square N; m A B moves from A to B; x exits.")
	s.show(w)
}

func (s *yoteSession) Line(line string, w io.Writer) {
	g := s.g
	if s.jump != nil {
		n, err := strconv.Atoi(line)
		if err != nil {
			fmt.Fprintf(w, "error: %q is not a square number: type the square of the %s piece to remove\n", line, g.Mover().Other())
			s.askRemoval(w)
			return
		}
		m := *s.jump
		m.Remove = n
		if err := g.Apply(m); err != nil {
			fmt.Fprintf(w, "error: %v\n", err)
			s.askRemoval(w)
			return
		}
		s.jump = nil
		s.show(w)
		return
	}
	m, err := yote.ParseMove(line)
	if err == nil && m.Kind == yote.Slide {
		var k yote.Kind
		k, err = g.Step(m.From, m.To)
		if err == nil && k == yote.Jump && len(g.Removable(m.From, m.To)) > 0 {
			m.Kind = yote.Jump
			s.jump = &m
			s.askRemoval(w)
			return
		}
	}
	if err == nil {
		err = g.Apply(m)
	}
	if err != nil {
		fmt.Fprintf(w, "error: %v\n", err)
		return
	}
	s.show(w)
}

// askRemoval prompts for the piece a jump removes.
func (s *yoteSession) askRemoval(w io.Writer) {
	fmt.Fprintf(w, "%s jumps from %d to %d and captures. Enter the square of another %s piece to remove:\n",
		s.g.Mover(), s.jump.From, s.jump.To, s.g.Mover().Other())
}

// show prints the board and the next prompt, or the end.
func (s *yoteSession) show(w io.Writer) {
	fmt.Fprint(w, s.g.String())
	if s.g.Over() {
		fmt.Fprintln(w, s.g.Result())
		return
	}
	fmt.Fprintf(w, "%d. Enter move for %s:\n", s.g.MoveNumber()+1, s.g.Mover())
}

// Quit says who has more pieces, on the board and in reserve.
func (s *yoteSession) Quit(w io.Writer) {
	x, o := s.g.Total(yote.X), s.g.Total(yote.O)
	switch {
	case x > o:
		fmt.Fprintf(w, "X has more pieces: %d to %d, on the board and in reserve\n", x, o)
	case o > x:
		fmt.Fprintf(w, "O has more pieces: %d to %d, on the board and in reserve\n", o, x)
	default:
		fmt.Fprintf(w, "X and O have the same number of pieces: %d each, on the board and in reserve\n", x)
	}
}
