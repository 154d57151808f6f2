package ai

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

// winning finds a square where a tile makes a group of WinSize, or -1.
func (b *msBoard) winning() int8 {
	for i := range int8(msSquares) {
		if b.cell[i] < 0 && b.grown(i) >= mergers.WinSize {
			return i
		}
	}
	return -1
}

// msNear is what an empty square touches: up to four components, and the
// sum of their sizes.
type msNear struct {
	roots [4]int8
	n     int8
	sum   int8
}

// safeSquares lists the empty squares where a tile leaves the next player
// no square to make a group of WinSize, on a board where there is none
// yet. A tile on p joins p's neighbours into one component C; a square
// can then reach WinSize only if it touches C, so only the squares next to
// p and next to the components p touches are looked at.
func (b *msBoard) safeSquares(out *[msSquares]int8) int {
	n, win := b.safeSquaresOrWin(out)
	if win >= 0 {
		return 0
	}
	return n
}

// safeSquaresOrWin is safeSquares, or, when a square makes a group of
// WinSize at once, that square.
func (b *msBoard) safeSquaresOrWin(out *[msSquares]int8) (int, int8) {
	var near [msSquares]msNear
	var count [msSquares + 1]int16 // frontier sizes by root, then offsets
	var empty [msSquares]int8
	ne := 0
	maxNear := 0 // the most a tile can add to a component it joins
	for i := range int8(msSquares) {
		if b.cell[i] >= 0 {
			continue
		}
		empty[ne] = i
		ne++
		nr := &near[i]
		for _, q := range msNbr[i] {
			if q < 0 || b.cell[q] < 0 {
				continue
			}
			r, dup := b.cell[q], false
			for _, x := range nr.roots[:nr.n] {
				dup = dup || x == r
			}
			if !dup {
				nr.roots[nr.n] = r
				nr.n++
				nr.sum += b.size[r]
				count[r+1]++
			}
		}
		if 1+int(nr.sum) >= mergers.WinSize {
			return 0, i
		}
		maxNear = max(maxNear, int(nr.sum))
	}
	if 2+2*maxNear < mergers.WinSize {
		// No tile can make a component that a second tile takes to
		// WinSize.
		copy(out[:], empty[:ne])
		return ne, -1
	}
	for r := 1; r <= msSquares; r++ {
		count[r] += count[r-1]
	}
	var frontier [4 * msSquares]int8
	fill := count
	for _, q := range empty[:ne] {
		for _, r := range near[q].roots[:near[q].n] {
			frontier[fill[r]] = q
			fill[r]++
		}
	}
	n := 0
	for _, p := range empty[:ne] {
		np := &near[p]
		s := 1 + int(np.sum)
		if 1+s+maxNear < mergers.WinSize {
			out[n] = p
			n++
			continue
		}
		// ext is what a tile on q adds to C: the components it touches
		// outside C.
		threat := func(q int8) bool {
			nq := &near[q]
			if 1+s+int(nq.sum) < mergers.WinSize {
				return false
			}
			ext := 0
			for _, r := range nq.roots[:nq.n] {
				in := false
				for _, x := range np.roots[:np.n] {
					in = in || x == r
				}
				if !in {
					ext += int(b.size[r])
				}
			}
			return 1+s+ext >= mergers.WinSize
		}
		safe := true
		for _, q := range msNbr[p] {
			if q >= 0 && b.cell[q] < 0 && threat(q) {
				safe = false
				break
			}
		}
		for _, r := range np.roots[:np.n] {
			if !safe {
				break
			}
			for _, q := range frontier[count[r]:count[r+1]] {
				if q != p && threat(q) {
					safe = false
					break
				}
			}
		}
		if safe {
			out[n] = p
			n++
		}
	}
	return n, -1
}

// saneMoves lists the moves of a player who takes a win in one and never
// leaves the next player one while another move remains: the winning
// square, else the safe squares, else every empty square.
func (s *msSimple) saneMoves(out *[msSquares]int8) int {
	n, w := s.b.safeSquaresOrWin(out)
	if w >= 0 {
		out[0] = w
		return 1
	}
	if n > 0 {
		return n
	}
	for i := range int8(msSquares) {
		if s.b.cell[i] < 0 {
			out[n] = i
			n++
		}
	}
	return n
}

// saneMove is one of the sane moves, drawn at random.
func (s *msSimple) saneMove(r *rand.Rand) int8 {
	var ms [msSquares]int8
	n := s.saneMoves(&ms)
	return ms[r.IntN(n)]
}
