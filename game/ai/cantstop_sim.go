package ai

import (
	"math/rand/v2"

	"parlor/game/cantstop"
)

// csLen are the lengths of Can't Stop's columns, by number.
var csLen = [13]int8{0, 0, 3, 5, 7, 9, 11, 13, 11, 9, 7, 5, 3}

// csPos is a Can't Stop position in the compact form the bots' rules and
// playouts work on: what the engine holds, without its events and
// messages, and cheap to copy.
type csPos struct {
	players int8
	turn    int8
	placed  int8     // towers the mover has placed this turn
	winner  int8     // the winner, or -1
	won     [4]int8  // columns captured by each player
	owner   [13]int8 // the column's owner, or -1
	tile    [4][13]int8
	tower   [13]int8 // the mover's tower in the column, or 0
}

// csChoice is a way to use a roll, as the engine's Choice: A, and B when
// both are climbed (B == A for one column twice).
type csChoice struct{ a, b int8 }

// csChoices holds the distinct choices of one roll: three pairings give
// at most six.
type csChoices struct {
	n int
	c [6]csChoice
}

// csFrom reads the engine's position.
func csFrom(g *cantstop.Game) csPos {
	p := csPos{players: int8(g.Players()), turn: int8(g.Mover()), placed: int8(cantstop.Towers - g.TowersLeft()), winner: -1}
	if g.Over() {
		p.winner = int8(g.Winner())
	}
	for n := 2; n <= 12; n++ {
		c := g.Column(n)
		p.owner[n] = -1
		if o, ok := c.Owner(); ok {
			p.owner[n] = int8(o)
		}
		for k := range int(p.players) {
			p.tile[k][n] = int8(c.Marker(cantstop.Color(k)))
		}
		p.tower[n] = int8(c.Marker(cantstop.White))
	}
	for k := range int(p.players) {
		p.won[k] = int8(g.Won(cantstop.Color(k)))
	}
	return p
}

// usable reports whether the mover can climb column n now.
func (p *csPos) usable(n int8) bool {
	return p.owner[n] < 0 && p.tower[n] != csLen[n] && (p.tower[n] > 0 || p.placed < cantstop.Towers)
}

// climb moves the mover's tower in column n up a square, placing it above
// her tile if it is not there yet.
func (p *csPos) climb(n int8) {
	if p.tower[n] == 0 {
		p.tower[n] = p.tile[p.turn][n] + 1
		p.placed++
	} else {
		p.tower[n]++
	}
}

// at is where the mover stands in column n: her tower, or her tile.
func (p *csPos) at(n int8) int8 {
	if p.tower[n] > 0 {
		return p.tower[n]
	}
	return p.tile[p.turn][n]
}

// canTake reports whether the mover can climb both a and b (a twice when
// they are equal).
func (p *csPos) canTake(a, b int8) bool {
	if !p.usable(a) {
		return false
	}
	t, placed := p.tower[a], p.placed
	if t == 0 {
		t, placed = p.tile[p.turn][a]+1, placed+1
	} else {
		t++
	}
	if b == a {
		return t != csLen[a]
	}
	return p.owner[b] < 0 && p.tower[b] != csLen[b] && (p.tower[b] > 0 || placed < cantstop.Towers)
}

// choices lists the ways to use the roll r, as the engine does: each
// distinct choice once, ordered by its first column and then its second
// (none first). None means a bust.
func (p *csPos) choices(r *csRoll, out *csChoices) {
	out.n = 0
	add := func(c csChoice) {
		for i := range out.n {
			if out.c[i] == c {
				return
			}
		}
		j := out.n
		for j > 0 && (out.c[j-1].a > c.a || out.c[j-1].a == c.a && out.c[j-1].b > c.b) {
			out.c[j] = out.c[j-1]
			j--
		}
		out.c[j] = c
		out.n++
	}
	for _, pr := range r.pairs {
		a, b := pr[0], pr[1]
		if p.canTake(a, b) {
			add(csChoice{a, b})
			continue
		}
		if p.usable(a) {
			add(csChoice{a, 0})
		}
		if b != a && p.usable(b) {
			add(csChoice{b, 0})
		}
	}
}

// busts reports whether the roll r gives the mover no choice.
func (p *csPos) busts(r *csRoll) bool {
	for _, pr := range r.pairs {
		if p.usable(pr[0]) || p.usable(pr[1]) {
			return false
		}
	}
	return true
}

// take climbs by choice c.
func (p *csPos) take(c csChoice) {
	p.climb(c.a)
	if c.b != 0 && p.usable(c.b) {
		p.climb(c.b)
	}
}

// stop turns the towers into tiles, captures the columns topped, and
// passes the turn or ends the game.
func (p *csPos) stop() {
	me := p.turn
	for n := int8(2); n <= 12; n++ {
		if p.tower[n] == 0 {
			continue
		}
		p.tile[me][n] = p.tower[n]
		if p.tower[n] == csLen[n] {
			p.owner[n] = me
			p.won[me]++
			for k := range p.tile {
				if int8(k) != me {
					p.tile[k][n] = 0
				}
			}
		}
		p.tower[n] = 0
	}
	if p.won[me] >= cantstop.Goal {
		p.winner = me
		return
	}
	p.next()
}

// bust takes the towers off and passes the turn.
func (p *csPos) bust() {
	p.tower = [13]int8{}
	p.next()
}

func (p *csPos) next() {
	p.turn = (p.turn + 1) % p.players
	p.placed = 0
}

// stopWins reports whether stopping now wins the game: the mover's
// captured columns and those her towers have topped make three.
func (p *csPos) stopWins() bool {
	n := p.won[p.turn]
	for c := int8(2); c <= 12; c++ {
		if p.tower[c] == csLen[c] && p.owner[c] < 0 {
			n++
		}
	}
	return n >= cantstop.Goal
}

// openColumns counts the columns nobody has captured and the mover's
// towers have not topped.
func (p *csPos) openColumns() int {
	n := 0
	for c := int8(2); c <= 12; c++ {
		if p.owner[c] < 0 && p.tower[c] != csLen[c] {
			n++
		}
	}
	return n
}

// csRoll is one way four dice can fall, up to order: its three pairings'
// totals (smaller first) and how many of the 1296 ordered rolls give it.
type csRoll struct {
	pairs  [3][2]int8
	weight int
}

// csRolls are the 126 distinct rolls; csRollOf maps each of the 1296
// ordered rolls to its index in csRolls.
var csRolls, csRollOf = func() ([]csRoll, [1296]uint8) {
	var rolls []csRoll
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
			var r csRoll
			for j, ix := range [3][4]int{{0, 1, 2, 3}, {0, 2, 1, 3}, {0, 3, 1, 2}} {
				a, b := int8(key[ix[0]]+key[ix[1]]), int8(key[ix[2]]+key[ix[3]])
				r.pairs[j] = [2]int8{min(a, b), max(a, b)}
			}
			k = len(rolls)
			index[key] = k
			rolls = append(rolls, r)
		}
		rolls[k].weight++
		of[i] = uint8(k)
	}
	return rolls, of
}()

// usableMask has bit n-2 set for each column n the mover can climb now.
func (p *csPos) usableMask() uint16 {
	var m uint16
	for n := int8(2); n <= 12; n++ {
		if p.usable(n) {
			m |= 1 << (n - 2)
		}
	}
	return m
}

// bustOdds is the chance, out of 1296, that the mover's next roll busts.
func (p *csPos) bustOdds() int { return int(csBusts[p.usableMask()]) }

// csBusts counts, for each set of usable columns (bit n-2 for column n),
// the rolls of 1296 that bust: none of their six pair totals is usable.
var csBusts = func() (t [1 << 11]uint16) {
	for m := range t {
		for _, r := range csRolls {
			hit := false
			for _, pr := range r.pairs {
				hit = hit || m&(1<<(pr[0]-2)) != 0 || m&(1<<(pr[1]-2)) != 0
			}
			if !hit {
				t[m] += uint16(r.weight)
			}
		}
	}
	return t
}()

// csPolicy is a way to play Can't Stop fast, in rules and playouts.
type csPolicy interface {
	// stop decides between stopping and rolling again, after a roll was
	// used.
	stop(p *csPos) bool
	// choose picks one of the choices (there are at least two).
	choose(p *csPos, cs *csChoices) int
}

// playout plays p to the end with every player following pol, rolling
// with r, and returns the winner. A game that runs past limit turns ends
// with no winner (-1).
func (p *csPos) playout(pol csPolicy, r *rand.Rand, limit int) int8 {
	var cs csChoices
	turns := 0
	for p.winner < 0 {
		roll := &csRolls[csRollOf[r.IntN(1296)]]
		p.choices(roll, &cs)
		if cs.n == 0 {
			p.bust()
			if turns++; turns > limit {
				return -1
			}
			continue
		}
		k := 0
		if cs.n > 1 {
			k = pol.choose(p, &cs)
		}
		p.take(cs.c[k])
		if pol.stop(p) {
			p.stop()
			if turns++; turns > limit {
				return -1
			}
		}
	}
	return p.winner
}
