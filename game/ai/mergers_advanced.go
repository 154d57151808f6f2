package ai

import (
	"math/rand/v2"

	"parlor/game/mergers"
)

// msAdv is the advanced game of Mergers in the compact form the bots
// work on. Shares are held by component root. The pile is in the order it
// will be drawn, the last first: a bot deals it at random from the squares
// it may hold, since its order is hidden.
type msAdv struct {
	b       msBoard
	players int8
	turn    int8
	buying  bool
	over    bool
	last    int8 // the component of the last placement
	nOff    int8
	nPile   int8
	offered [mergers.Offered]int8
	cash    [6]int32
	shares  [6][msSquares]uint8
	pile    [msSquares]int8
}

// advFrom reads the engine's advanced game at a player's decision, with
// the pile in a random order drawn with r; syms maps the groups' roots to
// their symbols.
func advFrom(g *mergers.Game, r *rand.Rand) (a msAdv, syms map[int8]byte) {
	a.b, syms = boardFrom(g)
	a.players, a.turn, a.buying, a.over = int8(g.Players()), int8(g.Mover()), g.Buying(), g.Over()
	a.last = -1
	if l := g.Last(); l != nil {
		a.last = a.b.cell[msIndex(l.Pos)]
	}
	root := map[byte]int8{}
	for r, s := range syms {
		root[s] = r
	}
	for i := range int(a.players) {
		p := g.Player(i)
		a.cash[i] = int32(p.Cash)
		for s, n := range p.Shares {
			if r, ok := root[s]; ok {
				a.shares[i][r] = uint8(n)
			}
		}
	}
	isOffered := [msSquares]bool{}
	for _, p := range g.Offered() {
		a.offered[a.nOff] = msIndex(p)
		isOffered[msIndex(p)] = true
		a.nOff++
	}
	// The pile holds every empty square not offered that can still be
	// placed, and as many that never can as its size asks for: which of
	// those it holds does not matter, since each is discarded when drawn.
	var dead []int8
	for i := range int8(msSquares) {
		if a.b.cell[i] >= 0 || isOffered[i] {
			continue
		}
		if a.b.mergesSafe(i) {
			dead = append(dead, i)
		} else if int(a.nPile) < g.PileSize() {
			a.pile[a.nPile] = i
			a.nPile++
		}
	}
	for _, i := range dead {
		if int(a.nPile) < g.PileSize() {
			a.pile[a.nPile] = i
			a.nPile++
		}
	}
	a.shuffle(r)
	return a, syms
}

// msIndex is the square index of p.
func msIndex(p mergers.Pos) int8 { return int8(p.Row*mergers.Cols + p.Col) }

// shuffle deals the pile in a random order.
func (a *msAdv) shuffle(r *rand.Rand) {
	for i := int(a.nPile) - 1; i > 0; i-- {
		j := r.IntN(i + 1)
		a.pile[i], a.pile[j] = a.pile[j], a.pile[i]
	}
}

// placeable lists the offered squares the mover may place.
func (a *msAdv) placeable(out *[mergers.Offered]int8) int {
	n := 0
	for _, p := range a.offered[:a.nOff] {
		if !a.b.mergesSafe(p) {
			out[n] = p
			n++
		}
	}
	return n
}

// place puts the mover's tile on p, an offered square she may place, and
// pays out for the companies it absorbs.
func (a *msAdv) place(p int8) {
	for i, q := range a.offered[:a.nOff] {
		if q == p {
			a.offered[i] = a.offered[a.nOff-1]
			a.nOff--
			break
		}
	}
	pl := a.b.place(p)
	for _, m := range pl.merges[:pl.n] {
		v := int32(mergers.Value(int(m.size)))
		for i := range int(a.players) {
			a.cash[i] += v * int32(a.shares[i][m.root])
			a.shares[i][m.root] = 0
		}
	}
	a.last, a.buying = pl.root, true
}

// price is the price of a share of the company with root r.
func (a *msAdv) price(r int8) int32 { return int32(mergers.Value(int(a.b.size[r]))) }

// buy buys the mover a share of each company named in roots (-1 for
// none), then ends her turn: the game ends, or the offer is refilled and
// the next player moves.
func (a *msAdv) buy(roots [mergers.MaxBuy]int8) {
	a.buyOnly(roots)
	a.buying = false
	if a.last >= 0 && a.b.size[a.last] > mergers.EndSize {
		a.finish()
		return
	}
	a.turn = (a.turn + 1) % a.players
	a.refill()
}

// buyOnly buys the shares and leaves the turn as it is.
func (a *msAdv) buyOnly(roots [mergers.MaxBuy]int8) {
	for _, r := range roots {
		if r >= 0 {
			a.cash[a.turn] -= a.price(r)
			a.shares[a.turn][r]++
		}
	}
}

// refill draws until eight are offered or the pile is empty; if then none
// of the offered squares can be placed they are discarded and more drawn,
// and with the pile empty the game ends.
func (a *msAdv) refill() {
	for {
		for a.nOff < mergers.Offered && a.nPile > 0 {
			a.nPile--
			if p := a.pile[a.nPile]; !a.b.mergesSafe(p) {
				a.offered[a.nOff] = p
				a.nOff++
			}
		}
		for _, p := range a.offered[:a.nOff] {
			if !a.b.mergesSafe(p) {
				return
			}
		}
		if a.nPile == 0 {
			a.finish()
			return
		}
		a.nOff = 0
	}
}

// finish sells every share at its company's value.
func (a *msAdv) finish() {
	for i := range int(a.players) {
		for r, n := range a.shares[i] {
			if n > 0 {
				a.cash[i] += int32(n) * a.price(int8(r))
				a.shares[i][r] = 0
			}
		}
	}
	a.over = true
}

// wins reports whether player p has the most money (shared or not) at the
// end.
func (a *msAdv) wins(p int8) bool {
	for i := range int(a.players) {
		if a.cash[i] > a.cash[p] {
			return false
		}
	}
	return true
}

// msWin is the score of a game won alone; a game won with k players
// shared scores msWin/k, a game lost 0.
const msWin = 60

// score is the score of the finished game for player p.
func (a *msAdv) score(p int8) int {
	if !a.wins(p) {
		return 0
	}
	k := 0
	for i := range a.players {
		if a.wins(i) {
			k++
		}
	}
	return msWin / k
}

// companies lists the roots of the companies on the board.
func (a *msAdv) companies(out *[msSquares]int8) int {
	n := 0
	for i := range int8(msSquares) {
		if a.b.cell[i] == i && a.b.size[i] >= 2 {
			out[n] = i
			n++
		}
	}
	return n
}
