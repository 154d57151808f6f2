package mergers

import (
	"math/rand/v2"
)

// SimAdvanced is the advanced game of Mergers in the compact form that
// computer players play out, by the same rules as the Game (tested against
// it). Shares are held by component root. The pile is in the order it
// will be drawn, the last first: a bot deals it at random from the squares
// it may hold, since its order is hidden.
type SimAdvanced struct {
	// B is the board.
	B SimBoard
	// Players is the number of players, Turn the mover's seat.
	Players int8
	Turn    int8
	// Buying is set while the mover buys, having placed her tile; Over
	// once the game has ended.
	Buying bool
	Over   bool
	// Last is the component of the last placement, or -1.
	Last int8
	// Offered lists the squares offered, the first NOff of them.
	NOff    int8
	Offered [Offered]int8
	// Pile is the pile, the first NPile of it, drawn from the last.
	NPile int8
	Pile  [SimSquares]int8
	// Cash is each player's money; Shares her shares by component root.
	Cash   [6]int32
	Shares [6][SimSquares]uint8
}

// SimAdvancedOf reads the engine's advanced game at a player's decision, with
// the pile in a random order drawn with r; syms maps the groups' roots to
// their symbols.
func SimAdvancedOf(g *Game, r *rand.Rand) (a SimAdvanced, syms map[int8]byte) {
	a.B, syms = SimBoardOf(g)
	a.Players, a.Turn, a.Buying, a.Over = int8(g.Players()), int8(g.Mover()), g.Buying(), g.Over()
	a.Last = -1
	if l := g.Last(); l != nil {
		a.Last = a.B.Cell[SimIndex(l.Pos)]
	}
	root := map[byte]int8{}
	for r, s := range syms {
		root[s] = r
	}
	for i := range int(a.Players) {
		p := g.Player(i)
		a.Cash[i] = int32(p.Cash)
		for s, n := range p.Shares {
			if r, ok := root[s]; ok {
				a.Shares[i][r] = uint8(n)
			}
		}
	}
	isOffered := [SimSquares]bool{}
	for _, p := range g.Offered() {
		a.Offered[a.NOff] = SimIndex(p)
		isOffered[SimIndex(p)] = true
		a.NOff++
	}
	// The pile holds every empty square not offered that can still be
	// placed, and as many that never can as its size asks for: which of
	// those it holds does not matter, since each is discarded when drawn.
	var dead []int8
	for i := range int8(SimSquares) {
		if a.B.Cell[i] >= 0 || isOffered[i] {
			continue
		}
		if a.B.MergesSafe(i) {
			dead = append(dead, i)
		} else if int(a.NPile) < g.PileSize() {
			a.Pile[a.NPile] = i
			a.NPile++
		}
	}
	for _, i := range dead {
		if int(a.NPile) < g.PileSize() {
			a.Pile[a.NPile] = i
			a.NPile++
		}
	}
	a.Shuffle(r)
	return a, syms
}

// SimIndex is the square index of p.
func SimIndex(p Pos) int8 { return int8(p.Row*Cols + p.Col) }

// Shuffle deals the pile in a random order.
func (a *SimAdvanced) Shuffle(r *rand.Rand) {
	for i := int(a.NPile) - 1; i > 0; i-- {
		j := r.IntN(i + 1)
		a.Pile[i], a.Pile[j] = a.Pile[j], a.Pile[i]
	}
}

// Placeable lists the offered squares the mover may place.
func (a *SimAdvanced) Placeable(out *[Offered]int8) int {
	n := 0
	for _, p := range a.Offered[:a.NOff] {
		if !a.B.MergesSafe(p) {
			out[n] = p
			n++
		}
	}
	return n
}

// Place puts the mover's tile on p, an offered square she may place, and
// pays out for the companies it absorbs.
func (a *SimAdvanced) Place(p int8) {
	for i, q := range a.Offered[:a.NOff] {
		if q == p {
			a.Offered[i] = a.Offered[a.NOff-1]
			a.NOff--
			break
		}
	}
	pl := a.B.Place(p)
	for _, m := range pl.Merges[:pl.N] {
		v := int32(Value(int(m.Size)))
		for i := range int(a.Players) {
			a.Cash[i] += v * int32(a.Shares[i][m.Root])
			a.Shares[i][m.Root] = 0
		}
	}
	a.Last, a.Buying = pl.Root, true
}

// Price is the price of a share of the company with root r.
func (a *SimAdvanced) Price(r int8) int32 { return int32(Value(int(a.B.Size[r]))) }

// Buy buys the mover a share of each company named in roots (-1 for
// none), then ends her turn: the game ends, or the offer is refilled and
// the next player moves.
func (a *SimAdvanced) Buy(roots [MaxBuy]int8) {
	a.BuyOnly(roots)
	a.Buying = false
	if a.Last >= 0 && a.B.Size[a.Last] > EndSize {
		a.Finish()
		return
	}
	a.Turn = (a.Turn + 1) % a.Players
	a.Refill()
}

// BuyOnly buys the shares and leaves the turn as it is.
func (a *SimAdvanced) BuyOnly(roots [MaxBuy]int8) {
	for _, r := range roots {
		if r >= 0 {
			a.Cash[a.Turn] -= a.Price(r)
			a.Shares[a.Turn][r]++
		}
	}
}

// Refill draws until eight are offered or the pile is empty; if then none
// of the offered squares can be placed they are discarded and more drawn,
// and with the pile empty the game ends.
func (a *SimAdvanced) Refill() {
	for {
		for a.NOff < Offered && a.NPile > 0 {
			a.NPile--
			if p := a.Pile[a.NPile]; !a.B.MergesSafe(p) {
				a.Offered[a.NOff] = p
				a.NOff++
			}
		}
		for _, p := range a.Offered[:a.NOff] {
			if !a.B.MergesSafe(p) {
				return
			}
		}
		if a.NPile == 0 {
			a.Finish()
			return
		}
		a.NOff = 0
	}
}

// Finish sells every share at its company's value.
func (a *SimAdvanced) Finish() {
	for i := range int(a.Players) {
		for r, n := range a.Shares[i] {
			if n > 0 {
				a.Cash[i] += int32(n) * a.Price(int8(r))
				a.Shares[i][r] = 0
			}
		}
	}
	a.Over = true
}

// Wins reports whether player p has the most money (shared or not) at the
// end.
func (a *SimAdvanced) Wins(p int8) bool {
	for i := range int(a.Players) {
		if a.Cash[i] > a.Cash[p] {
			return false
		}
	}
	return true
}

// SimWin is the score of a game won alone; a game won with k players
// shared scores SimWin/k, a game lost 0.
const SimWin = 60

// Score is the score of the finished game for player p.
func (a *SimAdvanced) Score(p int8) int {
	if !a.Wins(p) {
		return 0
	}
	k := 0
	for i := range a.Players {
		if a.Wins(i) {
			k++
		}
	}
	return SimWin / k
}

// Companies lists the roots of the companies on the board.
func (a *SimAdvanced) Companies(out *[SimSquares]int8) int {
	n := 0
	for i := range int8(SimSquares) {
		if a.B.Cell[i] == i && a.B.Size[i] >= 2 {
			out[n] = i
			n++
		}
	}
	return n
}
