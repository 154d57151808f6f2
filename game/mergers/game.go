package mergers

import (
	"fmt"
	"maps"
	"slices"

	"parlor/game"
)

// phase is what the game waits for.
type phase int

const (
	placing phase = iota
	buying
	drawing // a position is drawn from the pile: a chance event
	over
)

// Player is one player's holdings in the advanced game.
type Player struct {
	Cash   int
	Shares map[byte]int
}

// Draw is what the pile gave: a position offered, or one discarded because
// placing it would merge a safe company.
type Draw struct {
	Pos       Pos
	Discarded bool
}

// Game is a game of Mergers.
type Game struct {
	opt     Options
	b       board
	turn    int
	moves   int
	players []Player
	pile    []Pos // positions not yet drawn, in no particular order
	offered []Pos
	phase   phase
	winners []int
	reason  string // why the game ended
	last    *Placement
	draws   []Draw // since the last placement
	bought  map[byte]int
}

// New starts a game. In the advanced game the eight offered positions are
// drawn first: the game begins with chance events.
func New(o Options) (*Game, error) {
	lo := 2
	if o.Mode == Advanced {
		lo = 3
	}
	if o.Players < lo || o.Players > 6 {
		return nil, fmt.Errorf("the %s game is for %d to 6 players, not %d", o.Mode, lo, o.Players)
	}
	g := &Game{opt: o, b: newBoard(), players: make([]Player, o.Players)}
	for i := range g.players {
		g.players[i] = Player{Cash: StartCash, Shares: map[byte]int{}}
	}
	if o.Mode == Advanced {
		for i := range Rows * Cols {
			g.pile = append(g.pile, posAt(i))
		}
		g.phase = drawing
	}
	return g, nil
}

// Options are the game's options.
func (g *Game) Options() Options { return g.opt }

// At is what stands on square p: Empty, Lone, or a group's symbol.
func (g *Game) At(p Pos) byte { return g.b.at(p) }

// Groups lists the groups (companies), oldest first.
func (g *Game) Groups() []Group { return g.b.list() }

// Group is the group with symbol s; ok is false if there is none.
func (g *Game) Group(s byte) (Group, bool) {
	gr, ok := g.b.groups[s]
	if !ok {
		return Group{}, false
	}
	return *gr, true
}

// GroupName is the name of the group with symbol s, or s itself if there
// is none.
func (g *Game) GroupName(s byte) string {
	if gr, ok := g.b.groups[s]; ok {
		return gr.Name
	}
	return string(s)
}

// Tiles is the number of tiles on the board.
func (g *Game) Tiles() int { return g.b.tiles }

// Mover is the player to place or buy (from 0).
func (g *Game) Mover() int { return g.turn }

// Player is player i's cash and shares.
func (g *Game) Player(i int) Player {
	p := g.players[i]
	p.Shares = maps.Clone(p.Shares)
	return p
}

// Offered are the positions offered face up, in the order they were drawn.
func (g *Game) Offered() []Pos { return slices.Clone(g.offered) }

// PileSize is the number of positions left to draw.
func (g *Game) PileSize() int { return len(g.pile) }

// Last is what the last placement did, or nil.
func (g *Game) Last() *Placement { return g.last }

// Draws are what the pile gave since the last placement.
func (g *Game) Draws() []Draw { return slices.Clone(g.draws) }

// Bought is what the last buy bought, by company.
func (g *Game) Bought() map[byte]int { return maps.Clone(g.bought) }

// Buying reports whether the mover is to buy shares.
func (g *Game) Buying() bool { return g.phase == buying }

// Players is the number of players.
func (g *Game) Players() int { return g.opt.Players }

// Turn is the player to move, game.Chance while a position is drawn, or
// game.Nobody once the game is over.
func (g *Game) Turn() game.Player {
	switch g.phase {
	case over:
		return game.Nobody
	case drawing:
		return game.Chance
	}
	return game.Player(g.turn)
}

// Over reports whether the game has ended.
func (g *Game) Over() bool { return g.phase == over }

// EndReason says why the game ended, or "" before the end.
func (g *Game) EndReason() string { return g.reason }

// Winners are the players who won (more than one for a tie on money).
func (g *Game) Winners() []int { return slices.Clone(g.winners) }

// Returns is 1 for each winner and -1 for everyone else once the game is
// over; all zeros before.
func (g *Game) Returns() []float64 {
	r := make([]float64, g.opt.Players)
	if g.phase == over {
		for i := range r {
			r[i] = -1
		}
		for _, w := range g.winners {
			r[w] = 1
		}
	}
	return r
}

// Clone returns an independent copy.
func (g *Game) Clone() game.State {
	ng := *g
	ng.b = g.b.clone()
	ng.players = make([]Player, len(g.players))
	for i, p := range g.players {
		ng.players[i] = Player{Cash: p.Cash, Shares: maps.Clone(p.Shares)}
	}
	ng.pile, ng.offered = slices.Clone(g.pile), slices.Clone(g.offered)
	ng.winners, ng.draws = slices.Clone(g.winners), slices.Clone(g.draws)
	ng.bought = maps.Clone(g.bought)
	if g.last != nil {
		l := *g.last
		ng.last = &l
	}
	return &ng
}
