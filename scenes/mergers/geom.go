package mergers

import (
	"math"

	"parlor/game/mergers"
	"parlor/scenes/ui"
)

// geom is where the board's squares stand on the screen: a window of the
// board (all of it, or a part when zoomed in), upright, or turned a quarter
// in a tall area so that the rows A to I run across and the columns 1 to 12
// down.
type geom struct {
	rot            bool
	cell           float64
	sq             ui.Rect // the squares shown
	lab            float64 // the band of labels above and at the left
	r0, c0, nr, nc int     // the window: its first row and column, and how many
}

// across and down count the window's squares across and down the screen.
func (g *geom) across() int {
	if g.rot {
		return g.nr
	}
	return g.nc
}

func (g *geom) down() int {
	if g.rot {
		return g.nc
	}
	return g.nr
}

// whole reports whether the window is the whole board.
func (g *geom) whole() bool { return g.nr == mergers.Rows && g.nc == mergers.Cols }

// square is the rectangle of p, and whether p is in the window.
func (g *geom) square(p mergers.Pos) (ui.Rect, bool) {
	r, c := p.Row-g.r0, p.Col-g.c0
	if r < 0 || c < 0 || r >= g.nr || c >= g.nc {
		return ui.Rect{}, false
	}
	x, y := c, r
	if g.rot {
		x, y = r, c
	}
	return ui.Rect{X: g.sq.X + float64(x)*g.cell, Y: g.sq.Y + float64(y)*g.cell, W: g.cell, H: g.cell}, true
}

// at is the square under (x, y), if any.
func (g *geom) at(x, y float64) (mergers.Pos, bool) {
	if !g.sq.Contains(x, y) || g.cell <= 0 {
		return mergers.Pos{}, false
	}
	i := min(int((x-g.sq.X)/g.cell), g.across()-1)
	j := min(int((y-g.sq.Y)/g.cell), g.down()-1)
	r, c := j, i
	if g.rot {
		r, c = i, j
	}
	return mergers.Pos{Row: g.r0 + r, Col: g.c0 + c}, true
}

// fit places a window of nr × nc squares from (r0, c0) in box, centred,
// with a band of lab for the labels, cells at most maxCell.
func fit(box ui.Rect, rot bool, r0, c0, nr, nc int, lab, maxCell float64) geom {
	g := geom{rot: rot, r0: r0, c0: c0, nr: nr, nc: nc, lab: lab}
	a, d := float64(g.across()), float64(g.down())
	g.cell = max(1, math.Floor(min((box.W-lab)/a, (box.H-lab)/d, maxCell)))
	w, h := a*g.cell, d*g.cell
	g.sq = ui.Rect{X: math.Round(box.X + lab + (box.W-lab-w)/2), Y: math.Round(box.Y + lab + (box.H-lab-h)/2), W: w, H: h}
	return g
}

// fitWhole fits the whole board in box, turned when that makes the squares
// larger.
func fitWhole(box ui.Rect, lab, maxCell float64) geom {
	up := fit(box, false, 0, 0, mergers.Rows, mergers.Cols, lab, maxCell)
	turned := fit(box, true, 0, 0, mergers.Rows, mergers.Cols, lab, maxCell)
	if turned.cell > up.cell*1.04 {
		return turned
	}
	return up
}

// zoomed is a window of the board around focus, in the orientation of
// whole, with squares of at least cell.
func zoomed(box ui.Rect, whole geom, focus mergers.Pos, cell float64) geom {
	a := max(1, int((box.W-whole.lab)/cell))
	d := max(1, int((box.H-whole.lab)/cell))
	nc, nr := a, d
	if whole.rot {
		nr, nc = a, d
	}
	nr, nc = min(nr, mergers.Rows), min(nc, mergers.Cols)
	r0 := min(max(focus.Row-nr/2, 0), mergers.Rows-nr)
	c0 := min(max(focus.Col-nc/2, 0), mergers.Cols-nc)
	return fit(box, whole.rot, r0, c0, nr, nc, whole.lab, 4*cell)
}

// px is the size in pixels of text of nominal size s: s layout units, but
// on a phone at least 92% of s CSS pixels, so that it stays readable where
// the layout shrinks.
func px(th *ui.Theme, s float64) float64 { return max(s*th.U, 0.92*s*th.DeviceScale) }

// face is a face of weight w at the readable size of nominal size s.
func face(th *ui.Theme, w ui.Weight, s float64) *ui.Face { return th.Face(w, px(th, s)/th.U) }

// faceFor is face made smaller, down to 60%, until str fits in width.
func faceFor(th *ui.Theme, str string, w ui.Weight, s, width float64) *ui.Face {
	return th.FaceFor(str, w, px(th, s)/th.U, width)
}
