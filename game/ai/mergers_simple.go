package ai

import (
	"errors"
	"fmt"

	"parlor/game"
	"parlor/game/mergers"
)

// msSimple is the simple game of Mergers as a game.State for search: the
// board alone, cheap to copy, with the engine's moves.
type msSimple struct {
	b       msBoard
	players int8
	turn    int8
	winner  int8 // -1 until a group of WinSize is made
}

// simpleFrom reads the engine's simple game.
func simpleFrom(g *mergers.Game) *msSimple {
	b, _ := boardFrom(g)
	s := &msSimple{b: b, players: int8(g.Players()), turn: int8(g.Mover()), winner: -1}
	if w := g.Winners(); g.Over() && len(w) > 0 {
		s.winner = int8(w[0])
	}
	return s
}

func msPos(i int8) mergers.Pos {
	return mergers.Pos{Row: int(i) / mergers.Cols, Col: int(i) % mergers.Cols}
}

// msMove is the engine's move placing a tile on square i.
func msMove(i int8) game.Move { return mergers.PlaceMove(msPos(i)) }

// msSquare is the square a placing move names, or -1.
func msSquare(m game.Move) int8 {
	if m&3 != 0 || m < 0 || int(m)>>2 >= msSquares {
		return -1
	}
	return int8(int(m) >> 2)
}

func (s *msSimple) Players() int { return int(s.players) }

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
	var sq [msSquares]int8
	n := s.saneMoves(&sq)
	ms := make([]game.Move, n)
	for i, p := range sq[:n] {
		ms[i] = msMove(p)
	}
	return ms
}

func (s *msSimple) Play(m game.Move) error {
	p := msSquare(m)
	switch {
	case s.winner >= 0:
		return game.ErrOver
	case p < 0 || s.b.cell[p] >= 0:
		return errors.New("not an empty square")
	}
	s.place(p)
	return nil
}

// place puts the mover's tile on the empty square p.
func (s *msSimple) place(p int8) {
	pl := s.b.place(p)
	if s.b.size[pl.root] >= mergers.WinSize {
		s.winner = s.turn
		return
	}
	s.turn = (s.turn + 1) % s.players
}

func (s *msSimple) Clone() game.State { c := *s; return &c }

func (s *msSimple) Over() bool { return s.winner >= 0 }

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

func (s *msSimple) MoveString(m game.Move) string {
	if p := msSquare(m); p >= 0 {
		return msPos(p).String()
	}
	return fmt.Sprint(int(m))
}

func (s *msSimple) ParseMove(text string) (game.Move, error) {
	p, err := mergers.ParsePos(text)
	if err != nil {
		return 0, err
	}
	return mergers.PlaceMove(p), nil
}

func (s *msSimple) String() string { return fmt.Sprintf("%+v", s.b.cell) }
