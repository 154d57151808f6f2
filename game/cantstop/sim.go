package cantstop

import "math/rand/v2"

// simLen are the lengths of the columns, by number, as Sim reads them: the
// engine's lengths.
var simLen = func() (t [13]int8) {
	for n := range t {
		t[n] = int8(lengths[n])
	}
	return t
}()

// Sim is a position in the compact form that computer players' rules and
// playouts work on: what the Game holds, without its events and messages,
// cheap to copy, and played by the same rules (tested against the Game's
// own play). It knows only a player's decisions: the dice are rolled by
// whoever plays it, through Choices and Busts.
type Sim struct {
	// Players is the number of players; Turn the mover's color number.
	Players int8
	Turn    int8
	// Placed counts the towers the mover has placed this turn.
	Placed int8
	// Winner is the winner, or -1.
	Winner int8
	// Won counts the columns captured by each player.
	Won [4]int8
	// Owner is each column's owner, or -1.
	Owner [13]int8
	// Tile is each player's tile in each column, 0 off the column.
	Tile [4][13]int8
	// Tower is the mover's tower in each column, or 0.
	Tower [13]int8
}

// SimChoice is a way to use a roll, as the engine's Choice: A, and B when
// both are climbed (B == A for one column twice).
type SimChoice struct{ A, B int8 }

// SimChoices holds the distinct choices of one roll: three pairings give
// at most six.
type SimChoices struct {
	// N is the number of choices, C holds them.
	N int
	C [6]SimChoice
}

// SimOf reads the engine's position.
func SimOf(g *Game) Sim {
	p := Sim{Players: int8(g.Players()), Turn: int8(g.Mover()), Placed: int8(Towers - g.TowersLeft()), Winner: -1}
	if g.Over() {
		p.Winner = int8(g.Winner())
	}
	for n := 2; n <= 12; n++ {
		c := g.Column(n)
		p.Owner[n] = -1
		if o, ok := c.Owner(); ok {
			p.Owner[n] = int8(o)
		}
		for k := range int(p.Players) {
			p.Tile[k][n] = int8(c.Marker(Color(k)))
		}
		p.Tower[n] = int8(c.Marker(White))
	}
	for k := range int(p.Players) {
		p.Won[k] = int8(g.Won(Color(k)))
	}
	return p
}

// Usable reports whether the mover can climb column n now.
func (p *Sim) Usable(n int8) bool {
	return p.Owner[n] < 0 && p.Tower[n] != simLen[n] && (p.Tower[n] > 0 || p.Placed < Towers)
}

// Climb moves the mover's tower in column n up a square, placing it above
// her tile if it is not there yet.
func (p *Sim) Climb(n int8) {
	if p.Tower[n] == 0 {
		p.Tower[n] = p.Tile[p.Turn][n] + 1
		p.Placed++
	} else {
		p.Tower[n]++
	}
}

// At is where the mover stands in column n: her tower, or her tile.
func (p *Sim) At(n int8) int8 {
	if p.Tower[n] > 0 {
		return p.Tower[n]
	}
	return p.Tile[p.Turn][n]
}

// CanTake reports whether the mover can climb both a and b (a twice when
// they are equal).
func (p *Sim) CanTake(a, b int8) bool {
	if !p.Usable(a) {
		return false
	}
	t, placed := p.Tower[a], p.Placed
	if t == 0 {
		t, placed = p.Tile[p.Turn][a]+1, placed+1
	} else {
		t++
	}
	if b == a {
		return t != simLen[a]
	}
	return p.Owner[b] < 0 && p.Tower[b] != simLen[b] && (p.Tower[b] > 0 || placed < Towers)
}

// Choices lists the ways to use the roll r, as the engine does: each
// distinct choice once, ordered by its first column and then its second
// (none first). None means a bust.
func (p *Sim) Choices(r *SimRoll, out *SimChoices) {
	out.N = 0
	add := func(c SimChoice) {
		for i := range out.N {
			if out.C[i] == c {
				return
			}
		}
		j := out.N
		for j > 0 && (out.C[j-1].A > c.A || out.C[j-1].A == c.A && out.C[j-1].B > c.B) {
			out.C[j] = out.C[j-1]
			j--
		}
		out.C[j] = c
		out.N++
	}
	for _, pr := range r.Pairs {
		a, b := pr[0], pr[1]
		if p.CanTake(a, b) {
			add(SimChoice{a, b})
			continue
		}
		if p.Usable(a) {
			add(SimChoice{a, 0})
		}
		if b != a && p.Usable(b) {
			add(SimChoice{b, 0})
		}
	}
}

// Busts reports whether the roll r gives the mover no choice.
func (p *Sim) Busts(r *SimRoll) bool {
	for _, pr := range r.Pairs {
		if p.Usable(pr[0]) || p.Usable(pr[1]) {
			return false
		}
	}
	return true
}

// Take climbs by choice c.
func (p *Sim) Take(c SimChoice) {
	p.Climb(c.A)
	if c.B != 0 && p.Usable(c.B) {
		p.Climb(c.B)
	}
}

// Stop turns the towers into tiles, captures the columns topped, and
// passes the turn or ends the game.
func (p *Sim) Stop() {
	me := p.Turn
	for n := int8(2); n <= 12; n++ {
		if p.Tower[n] == 0 {
			continue
		}
		p.Tile[me][n] = p.Tower[n]
		if p.Tower[n] == simLen[n] {
			p.Owner[n] = me
			p.Won[me]++
			for k := range p.Tile {
				if int8(k) != me {
					p.Tile[k][n] = 0
				}
			}
		}
		p.Tower[n] = 0
	}
	if p.Won[me] >= Goal {
		p.Winner = me
		return
	}
	p.next()
}

// Bust takes the towers off and passes the turn.
func (p *Sim) Bust() {
	p.Tower = [13]int8{}
	p.next()
}

func (p *Sim) next() {
	p.Turn = (p.Turn + 1) % p.Players
	p.Placed = 0
}

// StopWins reports whether stopping now wins the game: the mover's
// captured columns and those her towers have topped make three.
func (p *Sim) StopWins() bool {
	n := p.Won[p.Turn]
	for c := int8(2); c <= 12; c++ {
		if p.Tower[c] == simLen[c] && p.Owner[c] < 0 {
			n++
		}
	}
	return n >= Goal
}

// OpenColumns counts the columns nobody has captured and the mover's
// towers have not topped.
func (p *Sim) OpenColumns() int {
	n := 0
	for c := int8(2); c <= 12; c++ {
		if p.Owner[c] < 0 && p.Tower[c] != simLen[c] {
			n++
		}
	}
	return n
}

// SimRoll is one way four dice can fall, up to order: its three pairings'
// totals (smaller first) and how many of the 1296 ordered rolls give it.
type SimRoll struct {
	// Pairs are the three pairings' totals, the smaller first.
	Pairs [3][2]int8
	// Weight counts the ordered rolls of 1296 that give it.
	Weight int
}

// simRolls are the 126 distinct rolls; simRollOf maps each of the 1296
// ordered rolls to its index in simRolls.
var simRolls, simRollOf = func() ([]SimRoll, [1296]uint8) {
	var rolls []SimRoll
	var of [1296]uint8
	index := map[[4]int]int{}
	for i := range 1296 {
		d := [4]int{i/216 + 1, i/36%6 + 1, i/6%6 + 1, i%6 + 1}
		key := d
		for a := 0; a < 4; a++ {
			for b := a + 1; b < 4; b++ {
				if key[b] < key[a] {
					key[a], key[b] = key[b], key[a]
				}
			}
		}
		k, ok := index[key]
		if !ok {
			var r SimRoll
			for j, ix := range [3][4]int{{0, 1, 2, 3}, {0, 2, 1, 3}, {0, 3, 1, 2}} {
				a, b := int8(key[ix[0]]+key[ix[1]]), int8(key[ix[2]]+key[ix[3]])
				r.Pairs[j] = [2]int8{min(a, b), max(a, b)}
			}
			k = len(rolls)
			index[key] = k
			rolls = append(rolls, r)
		}
		rolls[k].Weight++
		of[i] = uint8(k)
	}
	return rolls, of
}()

// UsableMask has bit n-2 set for each column n the mover can climb now.
func (p *Sim) UsableMask() uint16 {
	var m uint16
	for n := int8(2); n <= 12; n++ {
		if p.Usable(n) {
			m |= 1 << (n - 2)
		}
	}
	return m
}

// BustOdds is the chance, out of 1296, that the mover's next roll busts.
func (p *Sim) BustOdds() int { return int(simBusts[p.UsableMask()]) }

// simBusts counts, for each set of usable columns (bit n-2 for column n),
// the rolls of 1296 that bust: none of their six pair totals is usable.
var simBusts = func() (t [1 << 11]uint16) {
	// Each roll as the set of its pair totals: it busts where the usable
	// set misses all of them.
	hits := make([]uint16, len(simRolls))
	for i, r := range simRolls {
		for _, pr := range r.Pairs {
			hits[i] |= 1<<(pr[0]-2) | 1<<(pr[1]-2)
		}
	}
	for m := range t {
		for i, h := range hits {
			if uint16(m)&h == 0 {
				t[m] += uint16(simRolls[i].Weight)
			}
		}
	}
	return t
}()

// Policy is a way to play Can't Stop fast, in rules and playouts.
type Policy interface {
	// Stop decides between stopping and rolling again, after a roll was
	// used.
	Stop(p *Sim) bool
	// Choose picks one of the choices (there are at least two).
	Choose(p *Sim, cs *SimChoices) int
}

// Playout plays p to the end with every player following pol, rolling
// with r, and returns the winner. A game that runs past limit turns ends
// with no winner (-1).
func (p *Sim) Playout(pol Policy, r *rand.Rand, limit int) int8 {
	var cs SimChoices
	turns := 0
	for p.Winner < 0 {
		roll := &simRolls[simRollOf[r.IntN(1296)]]
		p.Choices(roll, &cs)
		if cs.N == 0 {
			p.Bust()
			if turns++; turns > limit {
				return -1
			}
			continue
		}
		k := 0
		if cs.N > 1 {
			k = pol.Choose(p, &cs)
		}
		p.Take(cs.C[k])
		if pol.Stop(p) {
			p.Stop()
			if turns++; turns > limit {
				return -1
			}
		}
	}
	return p.Winner
}

// SimRolls are the 126 distinct ways four dice can fall, up to order, each
// with its weight out of 1296. The slice is shared: read it, never change
// it.
func SimRolls() []SimRoll { return simRolls }

// SimRollOf is the distinct roll of ordered roll i, from 0 to 1295: the
// dice (i/216+1, i/36%6+1, i/6%6+1, i%6+1).
func SimRollOf(i int) *SimRoll { return &simRolls[simRollOf[i]] }

// CanStop reports whether the mover has used a roll this turn, so may
// stop: she has placed a tower.
func (p *Sim) CanStop() bool { return p.Placed > 0 }

// NewSim is the start of a game of players, Orange to move.
func NewSim(players int) Sim {
	p := Sim{Players: int8(players), Winner: -1}
	for n := range p.Owner {
		p.Owner[n] = -1
	}
	return p
}
