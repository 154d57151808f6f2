package mergers

import (
	"errors"
	"fmt"
	"maps"
	"slices"
	"sort"
	"strings"

	"parlor/game"
)

// Mode picks the simple or the advanced game.
type Mode int

const (
	// Simple: 2 to 6 players place tiles anywhere; the first to make a group
	// of 41 wins.
	Simple Mode = iota
	// Advanced: 3 to 6 players, companies, money and shares.
	Advanced
)

// String names the mode as the terminal option does.
func (m Mode) String() string { return [...]string{"simple", "advanced"}[m] }

// Rules of the game.
const (
	WinSize   = 41  // the simple game's winning group
	EndSize   = 40  // the advanced game ends when a company is larger
	SafeSize  = 11  // a company this large refuses to merge
	StartCash = 800 // each player's money at the start
	MaxBuy    = 3   // shares a player may buy after placing
	Offered   = 8   // positions offered face up
)

// Value is a company's value, and the price of one share, at a size.
func Value(size int) int {
	switch {
	case size <= 6:
		return 100 * size
	case size <= 10:
		return 600
	case size <= 20:
		return 700
	case size <= 30:
		return 800
	case size <= 40:
		return 900
	}
	return 1000
}

// phase is what the game waits for.
type phase int

const (
	placing phase = iota
	buying
	drawing // a position is drawn from the pile: a chance event
	over
)

// Options configure a game.
type Options struct {
	Mode    Mode
	Players int
}

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

// refusal is why a position cannot be placed, as a code: cheap to test
// for every candidate, and worded by Check only when a player is told.
type refusal uint8

const (
	placeOK     refusal = iota
	refOver             // the game is over
	refBuying           // the mover is to buy shares first
	refDrawing          // a position is being drawn
	refOffBoard         // not a square of the board
	refTaken            // the square has a tile
	refNotOffer         // advanced game: not an offered position
	refSafe             // advanced game: it would merge a safe company
)

// refuse says why p cannot be placed now, or placeOK. It formats nothing
// and allocates nothing.
func (g *Game) refuse(p Pos) refusal {
	switch {
	case g.phase == over:
		return refOver
	case g.phase == buying:
		return refBuying
	case g.phase == drawing:
		return refDrawing
	case !p.OnBoard():
		return refOffBoard
	case g.b.at(p) != Empty:
		return refTaken
	case g.opt.Mode == Advanced && !slices.Contains(g.offered, p):
		return refNotOffer
	case g.mergesSafe(p):
		return refSafe
	}
	return placeOK
}

// CanPlace reports whether the mover may place a tile on p now: Check(p)
// is nil, without wording a reason.
func (g *Game) CanPlace(p Pos) bool { return g.refuse(p) == placeOK }

// Check says why p cannot be placed now, or returns nil.
func (g *Game) Check(p Pos) error {
	switch g.refuse(p) {
	case refOver:
		return game.ErrOver
	case refBuying:
		return errors.New("buy shares first (or buy none)")
	case refDrawing:
		return errors.New("a position is being drawn")
	case refOffBoard:
		return fmt.Errorf("%s is not on the board", p)
	case refTaken:
		return fmt.Errorf("%s already has a tile", p)
	case refNotOffer:
		return fmt.Errorf("%s is not offered: place one of %s", p, posList(g.offered))
	case refSafe:
		return g.safeMerge(p)
	}
	return nil
}

// mergesSafe reports whether placing p would merge a safe company, in the
// advanced game: p touches two or more groups and one of them has SafeSize
// tiles or more.
func (g *Game) mergesSafe(p Pos) bool {
	if g.opt.Mode != Advanced {
		return false
	}
	var seen [4]byte
	n, safe := 0, false
	for _, d := range [4][2]int{{-1, 0}, {1, 0}, {0, -1}, {0, 1}} {
		q := Pos{p.Row + d[0], p.Col + d[1]}
		if !q.OnBoard() {
			continue
		}
		s := g.b.at(q)
		if s == Empty || s == Lone || slices.Contains(seen[:n], s) {
			continue
		}
		seen[n] = s
		n++
		if g.b.groups[s].Size >= SafeSize {
			safe = true
		}
	}
	return n >= 2 && safe
}

// safeMerge says why placing p would merge a safe company, in the advanced
// game, or returns nil.
func (g *Game) safeMerge(p Pos) error {
	if !g.mergesSafe(p) {
		return nil
	}
	groups, _ := g.b.touching(p)
	for _, c := range groups {
		if c.Size >= SafeSize {
			return fmt.Errorf("%s would merge %s, which has %d tiles: a company of %d or more is safe and refuses to merge", p, c.Name, c.Size, SafeSize)
		}
	}
	return nil
}

func posList(ps []Pos) string {
	var s []string
	for _, p := range ps {
		s = append(s, p.String())
	}
	return strings.Join(s, " ")
}

// Move kinds, in the low two bits of a game.Move.
const (
	kindPlace = iota
	kindBuy
	kindDraw
)

// PlaceMove places a tile at p.
func PlaceMove(p Pos) game.Move { return game.Move(kindPlace | p.index()<<2) }

// DrawMove is the pile giving position p.
func DrawMove(p Pos) game.Move { return game.Move(kindDraw | p.index()<<2) }

// BuyMove buys the shares given, company symbol → count (MaxBuy in all at
// the most); an empty map buys none.
func BuyMove(shares map[byte]int) game.Move {
	var syms []int
	for s, n := range shares {
		for range n {
			syms = append(syms, strings.IndexByte(symbols, s))
		}
	}
	sort.Ints(syms)
	v := kindBuy
	if slices.Contains(syms, -1) {
		v |= 1 << 21 // not a company's symbol: refused by Play
	}
	for i := range MaxBuy {
		code := 63 // none
		if i < len(syms) && syms[i] >= 0 {
			code = syms[i]
		}
		v |= code << (2 + 6*i)
	}
	if len(syms) > MaxBuy {
		v |= 1 << 20 // too many: refused by Play
	}
	return game.Move(v)
}

// decodeBuy is the shares a buy move asks for.
func decodeBuy(m game.Move) (map[byte]int, error) {
	v := int(m)
	switch {
	case v>>21 != 0:
		return nil, errors.New("there is no such company")
	case v>>20 != 0:
		return nil, fmt.Errorf("a player buys %d shares at the most after placing", MaxBuy)
	}
	out := map[byte]int{}
	for i := range MaxBuy {
		code := v >> (2 + 6*i) & 63
		if code == 63 {
			continue
		}
		if code >= len(symbols) {
			return nil, errors.New("no such company")
		}
		out[symbols[code]]++
	}
	return out, nil
}

// Chances are the positions left in the pile, equally likely, while one is
// drawn.
func (g *Game) Chances() []game.Outcome {
	if g.phase != drawing {
		return nil
	}
	out := make([]game.Outcome, len(g.pile))
	for i, p := range g.pile {
		out[i] = game.Outcome{Move: DrawMove(p), Prob: 1 / float64(len(g.pile))}
	}
	return out
}

// Placeable lists the squares the mover may place a tile on now: the legal
// offered positions in the advanced game, every empty square in the simple
// one; none when she is not to place.
func (g *Game) Placeable() []Pos {
	if g.phase != placing {
		return nil
	}
	if g.opt.Mode == Simple {
		if g.b.tiles == Rows*Cols {
			return nil
		}
		ps := make([]Pos, 0, Rows*Cols-g.b.tiles)
		for i := range Rows * Cols {
			if p := posAt(i); g.CanPlace(p) {
				ps = append(ps, p)
			}
		}
		return ps
	}
	var ps []Pos
	for _, p := range g.offered {
		if g.CanPlace(p) {
			ps = append(ps, p)
		}
	}
	return ps
}

// Legal lists the mover's moves: the squares she may place on (the legal
// offered positions in the advanced game), or every affordable way to buy
// up to three shares; while a position is drawn, the pile.
func (g *Game) Legal() []game.Move {
	var ms []game.Move
	switch g.phase {
	case placing:
		if ps := g.Placeable(); len(ps) > 0 {
			ms = make([]game.Move, len(ps))
			for i, p := range ps {
				ms[i] = PlaceMove(p)
			}
		}
	case buying:
		gs := g.b.list()
		cash := g.players[g.turn].Cash
		var rec func(from int, left int, spent int, pick map[byte]int)
		rec = func(from, left, spent int, pick map[byte]int) {
			ms = append(ms, BuyMove(pick))
			if left == 0 {
				return
			}
			for i := from; i < len(gs); i++ {
				price := Value(gs[i].Size)
				if spent+price > cash {
					continue
				}
				pick[gs[i].Symbol]++
				rec(i, left-1, spent+price, pick)
				pick[gs[i].Symbol]--
				if pick[gs[i].Symbol] == 0 {
					delete(pick, gs[i].Symbol)
				}
			}
		}
		rec(0, MaxBuy, 0, map[byte]int{})
	case drawing:
		for _, o := range g.Chances() {
			ms = append(ms, o.Move)
		}
	}
	return ms
}

// Play makes a move.
func (g *Game) Play(m game.Move) error {
	if g.phase == over {
		return game.ErrOver
	}
	switch int(m) & 3 {
	case kindPlace:
		p := posAt(int(m) >> 2)
		if int(m)>>2 >= Rows*Cols {
			return errors.New("no such square")
		}
		if err := g.Check(p); err != nil {
			return err
		}
		g.place(p)
	case kindBuy:
		if g.phase != buying {
			return errors.New("shares are bought after placing a tile")
		}
		want, err := decodeBuy(m)
		if err != nil {
			return err
		}
		if err := g.buy(want); err != nil {
			return err
		}
	case kindDraw:
		p := posAt(int(m) >> 2)
		i := slices.Index(g.pile, p)
		if g.phase != drawing || i < 0 || int(m)>>2 >= Rows*Cols {
			return errors.New("that position is not in the pile")
		}
		g.draw(i)
	default:
		return errors.New("no such move")
	}
	return nil
}

// place puts the mover's tile on p, pays out for any merger, and moves on.
func (g *Game) place(p Pos) {
	g.moves++
	if i := slices.Index(g.offered, p); i >= 0 {
		g.offered = slices.Delete(g.offered, i, i+1)
	}
	pl := g.b.place(p, g.moves)
	g.draws, g.bought = nil, nil
	if g.opt.Mode == Advanced {
		for _, mg := range pl.Merges {
			pay := make([]int, len(g.players))
			for i := range g.players {
				pay[i] = Value(mg.Absorbed.Size) * g.players[i].Shares[mg.Absorbed.Symbol]
				g.players[i].Cash += pay[i]
				delete(g.players[i].Shares, mg.Absorbed.Symbol)
			}
			pl.Payouts = append(pl.Payouts, pay)
		}
	}
	g.last = &pl
	if g.opt.Mode == Simple {
		s := pl.Founded
		if s == 0 {
			s = pl.Grew
		}
		if s != 0 && g.b.groups[s].Size >= WinSize {
			g.phase, g.winners = over, []int{g.turn}
			g.reason = fmt.Sprintf("%s has %d tiles", g.b.groups[s].Name, g.b.groups[s].Size)
			return
		}
		g.turn = (g.turn + 1) % len(g.players)
		return
	}
	g.phase = buying
}

// buy buys shares for the mover, then ends her turn.
func (g *Game) buy(want map[byte]int) error {
	me := &g.players[g.turn]
	total, cost := 0, 0
	for s, n := range want {
		c, ok := g.b.groups[s]
		if !ok {
			return fmt.Errorf("there is no company %c", s)
		}
		total += n
		cost += n * Value(c.Size)
	}
	switch {
	case total > MaxBuy:
		return fmt.Errorf("a player buys %d shares at the most after placing", MaxBuy)
	case cost > me.Cash:
		return fmt.Errorf("those shares cost $%d and player %d has $%d", cost, g.turn+1, me.Cash)
	}
	for s, n := range want {
		if n > 0 {
			me.Shares[s] += n
		}
	}
	me.Cash -= cost
	g.bought = want
	for _, c := range g.b.groups {
		if c.Size > EndSize {
			g.finish(fmt.Sprintf("%s has %d tiles, more than %d", c.Name, c.Size, EndSize))
			return nil
		}
	}
	g.turn = (g.turn + 1) % len(g.players)
	g.phase = drawing
	g.refill()
	return nil
}

// refill decides what comes after a draw or a buy: more drawing while fewer
// than eight are offered and the pile has positions; then, if none of the
// offered positions can be placed, the dead ones are discarded and more are
// drawn, and with the pile empty the game ends.
func (g *Game) refill() {
	if len(g.offered) < Offered && len(g.pile) > 0 {
		g.phase = drawing
		return
	}
	for _, p := range g.offered {
		if !g.mergesSafe(p) {
			g.phase = placing
			return
		}
	}
	if len(g.pile) == 0 {
		g.finish("no offered position can be placed and the pile is empty")
		return
	}
	for _, p := range g.offered {
		g.draws = append(g.draws, Draw{Pos: p, Discarded: true})
	}
	g.offered = nil
	g.phase = drawing
}

// draw takes pile[i]: offered, or discarded if it cannot be placed.
func (g *Game) draw(i int) {
	p := g.pile[i]
	g.pile = slices.Delete(g.pile, i, i+1)
	d := Draw{Pos: p, Discarded: g.mergesSafe(p)}
	if !d.Discarded {
		g.offered = append(g.offered, p)
	}
	g.draws = append(g.draws, d)
	g.refill()
}

// finish ends the advanced game for the given reason: everyone sells all
// her shares at value, and the most money wins.
func (g *Game) finish(reason string) {
	g.reason = reason
	best := -1
	for i := range g.players {
		pl := &g.players[i]
		for s, n := range pl.Shares {
			if c, ok := g.b.groups[s]; ok {
				pl.Cash += n * Value(c.Size)
			}
		}
		pl.Shares = map[byte]int{}
		best = max(best, pl.Cash)
	}
	g.winners = nil
	for i, pl := range g.players {
		if pl.Cash == best {
			g.winners = append(g.winners, i)
		}
	}
	g.phase = over
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

// MoveString writes a move as the terminal takes it: "C3", "buy A 2, C 1",
// "buy", or "draw C3".
func (g *Game) MoveString(m game.Move) string {
	switch int(m) & 3 {
	case kindPlace:
		return posAt(int(m) >> 2).String()
	case kindDraw:
		return "draw " + posAt(int(m)>>2).String()
	}
	want, err := decodeBuy(m)
	if err != nil {
		return "buy ?"
	}
	return buyString(want)
}

// buyString writes shares as "buy A 2, C 1", or "buy" for none.
func buyString(shares map[byte]int) string {
	var syms []byte
	for s, n := range shares {
		if n > 0 {
			syms = append(syms, s)
		}
	}
	sort.Slice(syms, func(i, j int) bool { return strings.IndexByte(symbols, syms[i]) < strings.IndexByte(symbols, syms[j]) })
	var parts []string
	for _, s := range syms {
		parts = append(parts, fmt.Sprintf("%c %d", s, shares[s]))
	}
	if len(parts) == 0 {
		return "buy"
	}
	return "buy " + strings.Join(parts, ", ")
}

// ParseMove reads a position ("C3"), a buy ("buy A 2, C 1", "buy A, C",
// "buy" for none), or "draw C3".
func (g *Game) ParseMove(s string) (game.Move, error) {
	s = strings.TrimSpace(s)
	if g.phase == over {
		return 0, game.ErrOver
	}
	low := strings.ToLower(s)
	switch {
	case low == "buy" || strings.HasPrefix(low, "buy "):
		want := map[byte]int{}
		for _, part := range strings.Split(strings.TrimSpace(s[3:]), ",") {
			f := strings.Fields(part)
			if len(f) == 0 {
				continue
			}
			if len(f[0]) != 1 || strings.IndexByte(symbols, f[0][0]) < 0 || len(f) > 2 {
				return 0, fmt.Errorf("%q is not a company and a count, like A 2", strings.TrimSpace(part))
			}
			n := 1
			if len(f) == 2 {
				if _, err := fmt.Sscan(f[1], &n); err != nil || n < 0 || n > MaxBuy {
					return 0, fmt.Errorf("%q is not a number of shares from 0 to %d", f[1], MaxBuy)
				}
			}
			want[f[0][0]] += n
		}
		return BuyMove(want), nil
	case strings.HasPrefix(low, "draw "):
		p, err := ParsePos(s[5:])
		if err != nil {
			return 0, err
		}
		return DrawMove(p), nil
	}
	p, err := ParsePos(s)
	if err != nil {
		return 0, err
	}
	return PlaceMove(p), nil
}

// String prints the board and the groups; in the advanced game also the
// players with their cash and shares, and the offered positions.
func (g *Game) String() string {
	var sb strings.Builder
	sb.WriteString(g.b.grid())
	sb.WriteString(GroupsLine(g.Groups()))
	sb.WriteByte('\n')
	if g.opt.Mode == Advanced {
		for i, p := range g.players {
			fmt.Fprintf(&sb, "player %d: $%d", i+1, p.Cash)
			if s := strings.TrimPrefix(buyString(p.Shares), "buy"); s != "" {
				sb.WriteString("; shares" + s)
			}
			sb.WriteByte('\n')
		}
		fmt.Fprintf(&sb, "offered: %s\n", posList(g.offered))
	}
	return sb.String()
}

// GroupsLine lists groups by symbol and size: "groups: A 5, B 2" or
// "groups: none".
func GroupsLine(gs []Group) string {
	var parts []string
	for _, gr := range gs {
		parts = append(parts, fmt.Sprintf("%c %d", gr.Symbol, gr.Size))
	}
	if len(parts) == 0 {
		return "groups: none"
	}
	return "groups: " + strings.Join(parts, ", ")
}
