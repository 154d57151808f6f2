package mergers

import (
	"errors"
	"fmt"
	"slices"

	"parlor/game"
)

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
