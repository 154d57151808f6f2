package yote

import (
	"parlor/game/yote"
	"parlor/scenes/ui"
)

// Proportions of the board and the trays, in cells.
const (
	frame    = 0.12 // the board's rim around the squares
	trayGap  = 0.22 // between the rim and a tray
	sideTray = 1.1  // the width of a tray beside the board
	flatTray = 0.9  // the height of a tray above or below the board
	maxCell  = 120  // the largest cell, in layout units
)

// layout is where everything stands for the current area and board.
type layout struct {
	area  ui.Rect
	rows  int
	cell  float64
	board ui.Rect    // the squares, without the rim
	trays [2]ui.Rect // X's and O's reserves
	// side is true when the trays stand left and right of the board (a
	// wide area), false when they lie above and below it (a tall one).
	side bool
	// content holds the board and the trays.
	content ui.Rect
	// free is a strip above or below the board and the trays with room
	// for a banner; H == 0 when there is none.
	free ui.Rect
}

// place lays out a board of rows rows in r: the trays at the sides or
// above and below, whichever gives the bigger squares.
func (l *layout) place(th *ui.Theme, r ui.Rect, rows int) {
	u := th.U
	l.area, l.rows = r, rows
	fr := float64(rows)
	sideW, sideH := float64(yote.Cols)+2*(frame+trayGap+sideTray), fr+2*frame
	flatW, flatH := float64(yote.Cols)+2*frame, fr+2*frame+2*(trayGap+flatTray)
	fit := func(r ui.Rect) (side bool, c float64) {
		sideCell := min(r.W/sideW, r.H/sideH)
		flatCell := min(r.W/flatW, r.H/flatH)
		return sideCell >= flatCell, min(max(sideCell, flatCell), maxCell*u)
	}
	side, c := fit(r)
	// A banner needs about 52 units of height.
	need := 56 * u
	top := need
	l.side, l.cell = side, c
	bw, bh := float64(yote.Cols)*c, fr*c
	var content ui.Rect
	trayH := flatTray * c
	if l.side {
		content = ui.Rect{W: sideW * c, H: sideH * c}
		content.X, content.Y = r.X+(r.W-content.W)/2, r.Y+(r.H-content.H)/2
	} else {
		// Room to spare on a tall screen makes the trays deeper, keeping
		// clear a strip at the top for banners; the
		// board and the trays then stand at the bottom, by the panel.
		r = l.area
		trayH += min(0.3*c, max(0, (r.H-flatH*c-top)/2))
		content = ui.Rect{W: flatW * c, H: flatH*c + 2*(trayH-flatTray*c)}
		content.X, content.Y = r.X+(r.W-content.W)/2, r.Y+(r.H-content.H)/2
		if r.H-content.H >= top {
			content.Y = r.Bottom() - content.H
		}
	}
	l.content = content
	r = l.area
	if l.side {
		l.board = ui.Rect{X: content.X + (sideTray+trayGap+frame)*c, Y: content.Y + frame*c, W: bw, H: bh}
		h := bh + 2*frame*c
		l.trays[yote.X] = ui.Rect{X: content.X, Y: content.Y, W: sideTray * c, H: h}
		l.trays[yote.O] = ui.Rect{X: content.Right() - sideTray*c, Y: content.Y, W: sideTray * c, H: h}
	} else {
		l.board = ui.Rect{X: content.X + frame*c, Y: content.Y + trayH + (trayGap+frame)*c, W: bw, H: bh}
		w := bw + 2*frame*c
		l.trays[yote.O] = ui.Rect{X: content.X, Y: content.Y, W: w, H: trayH}
		l.trays[yote.X] = ui.Rect{X: content.X, Y: content.Bottom() - trayH, W: w, H: trayH}
	}
	l.free = ui.Rect{}
	switch {
	case content.Y-r.Y >= need:
		l.free = ui.Rect{X: content.X, Y: r.Y, W: content.W, H: content.Y - r.Y}
	case r.Bottom()-content.Bottom() >= need:
		l.free = ui.Rect{X: content.X, Y: content.Bottom(), W: content.W, H: r.Bottom() - content.Bottom()}
	}
}

// rim is the board with its rim.
func (l *layout) rim() ui.Rect { return l.board.Inset(-frame * l.cell) }

// square is the rectangle of square n.
func (l *layout) square(n int) ui.Rect {
	r, c := (n-1)/yote.Cols, (n-1)%yote.Cols
	return ui.Rect{X: l.board.X + float64(c)*l.cell, Y: l.board.Y + float64(r)*l.cell, W: l.cell, H: l.cell}
}

// center is the middle of square n.
func (l *layout) center(n int) (x, y float64) { return l.square(n).Center() }

// squareAt is the square under (x, y), or 0.
func (l *layout) squareAt(x, y float64) int {
	if !l.board.Contains(x, y) {
		return 0
	}
	c := int((x - l.board.X) / l.cell)
	r := int((y - l.board.Y) / l.cell)
	if c < 0 || c >= yote.Cols || r < 0 || r >= l.rows {
		return 0
	}
	return r*yote.Cols + c + 1
}

// trayParts divides side s's tray into its heading (the side and its
// reserve), the pile of reserve stones, and the stones it has taken.
func (l *layout) trayParts(s yote.Side) (head, pile, took ui.Rect) {
	r, c := l.trays[s], l.cell
	if l.side {
		head, rest := r.SplitTop(0.6 * c)
		pile = ui.Rect{X: rest.X, Y: rest.Y, W: rest.W, H: rest.H - 0.75*c}
		took = ui.Rect{X: rest.X, Y: pile.Bottom(), W: rest.W, H: 0.75 * c}
		return head, pile, took
	}
	head, rest := r.SplitLeft(1.0 * c)
	pile = ui.Rect{X: rest.X, Y: rest.Y, W: rest.W - 1.25*c, H: rest.H}
	took = ui.Rect{X: pile.Right(), Y: rest.Y, W: 1.25 * c, H: rest.H}
	return head, pile, took
}

// stoneR is the radius of a stone on the board; pileR of one in a tray.
func (l *layout) stoneR() float64 { return 0.36 * l.cell }
func (l *layout) pileR() float64 {
	if l.side {
		return 0.3 * l.cell
	}
	return min(0.36*l.cell, 0.33*l.trays[yote.X].H)
}

// pileAt is the centre of the i-th of n reserve stones in side s's tray,
// the first at the top (or the left).
func (l *layout) pileAt(s yote.Side, i, n int) (x, y float64) {
	_, pile, _ := l.trayParts(s)
	r := l.pileR()
	if l.side {
		step := min(0.3*l.cell, (pile.H-2*r)/float64(max(1, n-1)))
		return pile.X + pile.W/2, pile.Y + r + float64(i)*step
	}
	step := min(1.5*r, (pile.W-2*r)/float64(max(1, n-1)))
	return pile.X + r + float64(i)*step, pile.Y + pile.H/2
}
