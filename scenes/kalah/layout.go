package kalah

import (
	"math"

	"parlor/game/kalah"
	"parlor/scenes/ui"
)

// The board is laid out in board units and turned to fit its area. Along
// the board (a, in cells) lie North's store, the houses and South's store:
// N0 in [1-storeCell, 1], North's house i and South's house h+1-i in
// [i, i+1], S0 in [h+1, h+1+storeCell]. Across it (b, in cells stretched by k) lie North's row near
// b = 0 and South's near b = depth. On a wide area the board lies as the
// handout draws it: along is to the right, North's row on top, N0 at the
// left. On a tall, narrow one it is turned a quarter clockwise: along is
// down, N0 at the top, S0 at the bottom, South's houses in the left column
// and North's in the right, still sown counterclockwise.
const (
	depth    = 2.8  // the board across, in stretched cells
	rowNorth = 0.75 // the centre of North's row across
	rowSouth = 2.05 // the centre of South's row across
	pitSize  = 0.8  // a house's diameter, in cells
	// storeCell is a store's room along the board, in cells: less than a
	// house's, so that on a small phone the houses get the room.
	storeCell = 0.85
)

// layout is where everything stands for the current area and board.
type layout struct {
	area     ui.Rect
	board    ui.Rect // the wooden board
	frame    ui.Rect // the board with its labels: what the layer holds
	cell     float64 // one house's pitch along the board, in pixels
	k        float64 // how much the board is stretched across
	vertical bool    // turned a quarter: along runs down the screen
	houses   int
	pits     map[kalah.Pit]ui.Rect // the pits as drawn
	hits     map[kalah.Pit]ui.Rect // where a click picks each pit
	key      [3]float64            // the theme's scales the layout was made at
}

// cells is the largest cell that fits h houses in r lying flat and turned.
func cells(r ui.Rect, h int, u float64) (flat, turned float64) {
	n := float64(h)
	flat = min(r.W/(n+2*storeCell+0.3), r.H/(depth+1), 130*u)
	turned = min(r.H/(n+2*storeCell+0.3), r.W/(depth+1.4), 130*u)
	return flat, turned
}

// place lays out a board of h houses in r, centred.
func (l *layout) place(th *ui.Theme, r ui.Rect, h int) {
	u := th.U
	key := [3]float64{u, th.DeviceScale, th.Tap(40)}
	if l.pits != nil && l.area == r && l.houses == h && l.key == key {
		return // laid out already: the table lays out every tick
	}
	l.area, l.houses, l.key = r, h, key
	flat, turned := cells(r, h, u)
	// Stand the board up when that makes the pits larger, or as large on
	// a tall area.
	l.vertical = turned > flat*1.05 || (turned >= flat && r.H > 1.2*r.W)
	n := float64(h)
	// margin is the frame beyond the board's ends across the screen.
	var bw, bh, margin float64
	if l.vertical {
		c := turned
		l.cell = c
		// Spread the columns over the width, up to half again as far apart.
		l.k = min(max((r.W-1.4*c)/(depth*c), 1), 1.5)
		bw, bh, margin = depth*c*l.k, (n+2*storeCell)*c, 0.1*c
	} else {
		c := flat
		l.cell, l.k = c, 1
		bw, bh, margin = (n+2*storeCell)*c, depth*c, 0.5*c
	}
	y := r.Y + (r.H-bh)/2
	y = min(y, r.Bottom()-bh-margin)
	l.board = ui.Rect{X: r.X + (r.W-bw)/2, Y: y, W: bw, H: bh}
	if l.vertical {
		l.frame = ui.Rect{X: l.board.X - 0.7*l.cell, Y: y - margin, W: bw + 1.4*l.cell, H: bh + 2*margin}
	} else {
		l.frame = ui.Rect{X: l.board.X - 0.1*l.cell, Y: y - margin, W: bw + 0.2*l.cell, H: bh + 2*margin}
	}
	l.pits, l.hits = map[kalah.Pit]ui.Rect{}, map[kalah.Pit]ui.Rect{}
	c := l.cell
	for i := 1; i <= h; i++ {
		for _, p := range []kalah.Pit{{Owner: kalah.North, Num: i}, {Owner: kalah.South, Num: i}} {
			a, b := l.center(p)
			x, y := l.at(a, b)
			l.pits[p] = ui.Rect{X: x - pitSize*c/2, Y: y - pitSize*c/2, W: pitSize * c, H: pitSize * c}
			b0, b1 := 0.0, depth/2
			if p.Owner == kalah.South {
				b0, b1 = depth/2, depth
			}
			l.hits[p] = l.span(a-0.5, a+0.5, b0, b1)
		}
	}
	for _, s := range []kalah.Side{kalah.North, kalah.South} {
		p := kalah.Pit{Owner: s}
		a, _ := l.center(p)
		l.pits[p] = l.store(a)
		// Its click area is a whole cell, reaching out past the board's end: as easy to
		// hit as a house.
		a0 := 0.0
		if s == kalah.South {
			a0 = n + 1
		}
		l.hits[p] = l.span(a0, a0+1, 0, depth)
	}
}

// center is the middle of pit p in board units.
func (l *layout) center(p kalah.Pit) (a, b float64) {
	n := float64(l.houses)
	switch {
	case p.IsStore() && p.Owner == kalah.North:
		return 1 - storeCell/2, depth / 2
	case p.IsStore():
		return n + 1 + storeCell/2, depth / 2
	case p.Owner == kalah.North:
		return float64(p.Num) + 0.5, rowNorth
	}
	return n + 1.5 - float64(p.Num), rowSouth
}

// at is the screen point a cells along the board and b stretched cells
// across it.
func (l *layout) at(a, b float64) (x, y float64) {
	a -= 1 - storeCell // from the board's end
	if l.vertical {
		return l.board.Right() - b*l.cell*l.k, l.board.Y + a*l.cell
	}
	return l.board.X + a*l.cell, l.board.Y + b*l.cell*l.k
}

// span is the screen rectangle from a0 to a1 along and b0 to b1 across.
func (l *layout) span(a0, a1, b0, b1 float64) ui.Rect {
	x0, y0 := l.at(a0, b0)
	x1, y1 := l.at(a1, b1)
	return ui.Rect{X: min(x0, x1), Y: min(y0, y1), W: math.Abs(x1 - x0), H: math.Abs(y1 - y0)}
}

// store is the rectangle of a store centred a cells along: a stadium that
// spans both rows, its corners on whole pixels and its short side even, so
// that its rounded ends and its ring meet the straight sides exactly.
func (l *layout) store(a float64) ui.Rect {
	c := l.cell
	short := 2 * math.Round(0.36*c)
	long := math.Round((rowSouth-rowNorth)*l.k*c + 0.9*c)
	x, y := l.at(a, depth/2)
	if l.vertical {
		return ui.Rect{X: math.Round(x - long/2), Y: math.Round(y - short/2), W: long, H: short}
	}
	return ui.Rect{X: math.Round(x - short/2), Y: math.Round(y - long/2), W: short, H: long}
}

// outward is the screen direction from the middle of the board toward
// side s's edge.
func (l *layout) outward(s kalah.Side) (dx, dy float64) {
	sign := 1.0
	if s == kalah.North {
		sign = -1
	}
	if l.vertical {
		return -sign, 0
	}
	return 0, sign
}

// label is where pit p's name stands, outside the board on its owner's
// side.
func (l *layout) label(p kalah.Pit) (x, y float64) {
	a, _ := l.center(p)
	b, off := 0.0, 0.22*l.cell
	if p.Owner == kalah.South {
		b = depth
	}
	if l.vertical {
		off = 0.34 * l.cell
	}
	x, y = l.at(a, b)
	dx, dy := l.outward(p.Owner)
	return x + dx*off, y + dy*off
}

// countAt is where pit p's count stands: on a house's outer rim, or near
// the South end of a store.
func (l *layout) countAt(p kalah.Pit) (x, y float64) {
	r := l.pits[p]
	x, y = r.Center()
	if p.IsStore() {
		long := max(r.W, r.H)
		dx, dy := l.outward(kalah.South)
		return x + dx*(long/2-0.22*l.cell), y + dy*(long/2-0.22*l.cell)
	}
	dx, dy := l.outward(p.Owner)
	return x + dx*r.W/2, y + dy*r.H/2
}

// beads is where pit p's seeds lie: the pit, less a store's South end,
// where its count stands.
func (l *layout) beads(p kalah.Pit) ui.Rect {
	r := l.pits[p]
	if !p.IsStore() {
		return r
	}
	cut := 0.36 * l.cell
	if l.vertical {
		return ui.Rect{X: r.X + cut, Y: r.Y, W: r.W - cut, H: r.H}
	}
	return ui.Rect{X: r.X, Y: r.Y, W: r.W, H: r.H - cut}
}
