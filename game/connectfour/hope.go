package connectfour

import "parlor/game"

// CanWin reports whether seat p may still win: some four squares in a
// line, within the board as far as it may grow (the cap; the classic
// board never grows), hold no token of the other side's — p may fill them.
// Diagonals count in the classic rules only.
func (g *Game) CanWin(p game.Player) bool {
	if g.Over() {
		return false
	}
	other := First
	if p == 0 {
		other = Second
	}
	dirs := []Point{{1, 0}, {0, 1}}
	if g.opt.Rules == Classic {
		dirs = append(dirs, Point{1, 1}, Point{1, -1})
	}
	cols, rows := g.opt.MaxCols, g.opt.MaxRows
	for c := range cols {
		for r := range rows {
			for _, d := range dirs {
				if g.open(Point{c, r}, d, cols, rows, other) {
					return true
				}
			}
		}
	}
	return false
}

// open reports whether the four squares from p in direction d lie within
// cols × rows and hold no token of other's.
func (g *Game) open(p, d Point, cols, rows int, other Cell) bool {
	for range 4 {
		if p.Col < 0 || p.Col >= cols || p.Row < 0 || p.Row >= rows || g.board.at(p.Col, p.Row) == other {
			return false
		}
		p.Col, p.Row = p.Col+d.Col, p.Row+d.Row
	}
	return true
}
