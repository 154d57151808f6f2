package mergers

import (
	"errors"
	"fmt"
	"slices"

	"parlor/game"
)

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
