package bot

import (
	"errors"
	"fmt"
	"math/rand/v2"

	"parlor/game"
	"parlor/game/mergers"
)

// msSimple is the simple game of Mergers as a game.State for search: the
// board alone, cheap to copy, with the engine's moves.
type msSimple struct {
	b       mergers.SimBoard
	players int8
	turn    int8
	winner  int8 // -1 until a group of WinSize is made
}

// simpleFrom reads the engine's simple game.
func simpleFrom(g *mergers.Game) *msSimple {
	b, _ := mergers.SimBoardOf(g)
	s := &msSimple{b: b, players: int8(g.Players()), turn: int8(g.Mover()), winner: -1}
	if w := g.Winners(); g.Over() && len(w) > 0 {
		s.winner = int8(w[0])
	}
	return s
}

// Players is the number of players (game.State).
func (s *msSimple) Players() int { return int(s.players) }

// Turn is the mover, or game.Nobody once a group of WinSize is made.
func (s *msSimple) Turn() game.Player {
	if s.winner >= 0 {
		return game.Nobody
	}
	return game.Player(s.turn)
}

// Legal lists the sane moves only (see saneMoves): search never looks at
// a move that hands the next player the game while another does not.
func (s *msSimple) Legal() []game.Move {
	if s.winner >= 0 {
		return nil
	}
	var sq [mergers.SimSquares]int8
	n := s.saneMoves(&sq)
	ms := make([]game.Move, n)
	for i, p := range sq[:n] {
		ms[i] = mergers.SimMove(p)
	}
	return ms
}

// Play places the mover's tile on the square m names (game.State).
func (s *msSimple) Play(m game.Move) error {
	p := mergers.SimSquare(m)
	switch {
	case s.winner >= 0:
		return game.ErrOver
	case p < 0 || s.b.Cell[p] >= 0:
		return errors.New("not an empty square")
	}
	s.Place(p)
	return nil
}

// Place puts the mover's tile on the empty square p.
func (s *msSimple) Place(p int8) {
	pl := s.b.Place(p)
	if s.b.Size[pl.Root] >= mergers.WinSize {
		s.winner = s.turn
		return
	}
	s.turn = (s.turn + 1) % s.players
}

// Clone is a copy (game.State).
func (s *msSimple) Clone() game.State { c := *s; return &c }

// Over reports whether a group of WinSize has been made.
func (s *msSimple) Over() bool { return s.winner >= 0 }

// Returns are 1 for the winner and -1 for the others, 0 while under way.
func (s *msSimple) Returns() []float64 {
	r := make([]float64, s.players)
	if s.winner >= 0 {
		for i := range r {
			r[i] = -1
		}
		r[s.winner] = 1
	}
	return r
}

// MoveString writes m as the engine does.
func (s *msSimple) MoveString(m game.Move) string {
	if p := mergers.SimSquare(m); p >= 0 {
		return mergers.SimPos(p).String()
	}
	return fmt.Sprint(int(m))
}

// ParseMove reads a square as the engine does.
func (s *msSimple) ParseMove(text string) (game.Move, error) {
	p, err := mergers.ParsePos(text)
	if err != nil {
		return 0, err
	}
	return mergers.PlaceMove(p), nil
}

// String shows the board's components, for debugging.
func (s *msSimple) String() string { return fmt.Sprintf("%+v", s.b.Cell) }

// saneMoves lists the moves of a player who takes a win in one and never
// leaves the next player one while another move remains: the winning
// square, else the safe squares, else every empty square.
func (s *msSimple) saneMoves(out *[mergers.SimSquares]int8) int {
	var t mergers.Threats
	t.Read(&s.b)
	if t.Win >= 0 {
		out[0] = t.Win
		return 1
	}
	if n := t.SafeList(out); n > 0 {
		return n
	}
	return copy(out[:], t.Empty[:t.NEmpty])
}

// saneMove is one of the sane moves, drawn at random: the squares are
// drawn without repeats until one is safe.
func (s *msSimple) saneMove(r *rand.Rand) int8 {
	var t mergers.Threats
	t.Read(&s.b)
	if t.Win >= 0 {
		return t.Win
	}
	for k := t.NEmpty; k > 0; k-- {
		j := r.IntN(k)
		p := t.Empty[j]
		if t.Safe(p) {
			return p
		}
		t.Empty[j], t.Empty[k-1] = t.Empty[k-1], p
	}
	return t.Empty[r.IntN(t.NEmpty)]
}
