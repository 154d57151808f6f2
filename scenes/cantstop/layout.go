package cantstop

import (
	"parlor/game/cantstop"
	"parlor/scenes/ui"
)

// layout is where everything stands for the current area and position:
// the eleven columns, and the controls beside them (on a wide area) or
// under them (on a tall one).
type layout struct {
	area        ui.Rect
	side        bool    // the controls stand at the right of the columns
	cols        ui.Rect // the columns and the row of their numbers
	colW, cellH float64

	controls   ui.Rect
	score      []ui.Rect // one chip a player: her colour and columns won
	dice       [4]ui.Rect
	caption    ui.Rect // what the dice mean: beside them, or above them
	actions    ui.Rect // Roll and Stop, or the choices, go here
	roll, stop ui.Button
	odds       ui.Rect // the chance that the next roll can be used
	choices    []choiceButton
}

// choiceButton is one way to use the dice.
type choiceButton struct {
	rect   ui.Rect
	choice cantstop.Choice
}

// Layout places the columns and the controls in r, whichever way gives the
// larger squares, and lays out the choices of the position shown.
func (v *View) Layout(ctx *ui.Context, r ui.Rect) {
	v.reduced = ctx.Motion.Reduced()
	v.place(ctx.Theme, r)
}

// place lays out the view in r, and keeps th and r to lay it out again
// when the table shows another position between layouts.
func (v *View) place(th *ui.Theme, r ui.Rect) {
	if th == v.th && v.laidU == [2]float64{th.U, th.DeviceScale} && r == v.lay.area && v.g == v.laidFor {
		return // laid out already
	}
	v.th, v.laidU, v.laidFor = th, [2]float64{th.U, th.DeviceScale}, v.g
	n := v.g.Players()
	side, bottom := plan(th, r, n, true), plan(th, r, n, false)
	if quality(side) >= quality(bottom) {
		v.lay = side
	} else {
		v.lay = bottom
	}
	v.lay.layoutChoices(th, v.g)
}

// relayout lays the view out again in the same place, for a new position.
func (v *View) relayout() {
	if v.th != nil {
		v.laidFor = nil
		v.place(v.th, v.lay.area)
	}
}

// quality is how big a square looks in l: its height, but no more than
// three quarters of its width, so that flat squares do not win.
func quality(l layout) float64 { return min(l.cellH, l.colW*0.75) }

// plan lays out the columns and the controls for n players in r, the
// controls at the side or at the bottom.
func plan(th *ui.Theme, r ui.Rect, n int, side bool) layout {
	u := th.U
	tap := th.Tap(44)
	l := layout{area: r, side: side}
	l.roll = ui.Button{Label: "Roll", Primary: true}
	l.stop = ui.Button{Label: "Stop"}
	scoreRow := 30 * u
	if side {
		gap := 20 * u
		cw := min(270*u, r.W*0.36)
		colsW := r.W - cw - gap
		l.colW = min(colsW/11, 70*u)
		label := l.colW * 0.9
		l.cellH = max(0, min((r.H-label)/13, l.colW))
		bw, bh := 11*l.colW, 13*l.cellH+label
		l.cols = ui.Rect{X: r.X + (colsW-bw)/2, Y: r.Y + (r.H-bh)/2, W: bw, H: bh}
		// The controls, from the top of the columns down: the players, a
		// caption over the dice, the dice, then the actions.
		ds := min(56*u, (cw-30*u)/4)
		scoreH := float64(n)*scoreRow + float64(n-1)*4*u
		need := scoreH + 18*u + 56*u + ds + 18*u + 2*tap + 8*u + 40*u
		y := max(r.Y, min(l.cols.Y, r.Bottom()-need))
		x := r.Right() - cw
		for i := range n {
			l.score = append(l.score, ui.Rect{X: x, Y: y + float64(i)*(scoreRow+4*u), W: cw, H: scoreRow})
		}
		y += scoreH + 18*u
		l.caption = ui.Rect{X: x, Y: y, W: cw, H: 46 * u}
		y += 56 * u
		for i := range l.dice {
			l.dice[i] = ui.Rect{X: x + float64(i)*(ds+10*u), Y: y, W: ds, H: ds}
		}
		y += ds + 18*u
		l.actions = ui.Rect{X: x, Y: y, W: cw, H: r.Bottom() - y}
		l.controls = ui.Rect{X: x, Y: l.score[0].Y, W: cw, H: r.Bottom() - l.score[0].Y}
	} else {
		gap := 16 * u
		ds := min(56*u, (r.W*0.45-30*u)/4)
		diceRow := max(ds, 44*u)
		actionsH := 2*tap + 8*u
		controlsH := scoreRow + 12*u + diceRow + 14*u + actionsH
		avail := r.H - controlsH - gap
		l.colW = min(r.W/11, 70*u)
		label := l.colW * 0.9
		l.cellH = max(0, min((avail-label)/13, l.colW*0.9))
		bw, bh := 11*l.colW, 13*l.cellH+label
		spare := max(0, avail-bh)
		l.cols = ui.Rect{X: r.X + (r.W-bw)/2, Y: r.Y + spare/2, W: bw, H: bh}
		cw := min(r.W, max(bw, 640*u))
		l.controls = ui.Rect{X: r.X + (r.W-cw)/2, Y: r.Bottom() - controlsH, W: cw, H: controlsH}
		c := l.controls
		chip := (c.W - float64(n-1)*8*u) / float64(n)
		for i := range n {
			l.score = append(l.score, ui.Rect{X: c.X + float64(i)*(chip+8*u), Y: c.Y, W: chip, H: scoreRow})
		}
		y := c.Y + scoreRow + 12*u
		for i := range l.dice {
			l.dice[i] = ui.Rect{X: c.X + float64(i)*(ds+10*u), Y: y + (diceRow-ds)/2, W: ds, H: ds}
		}
		cx := l.dice[3].Right() + 18*u
		l.caption = ui.Rect{X: cx, Y: y + (diceRow-44*u)/2, W: c.Right() - cx, H: 44 * u}
		y += diceRow + 14*u
		l.actions = ui.Rect{X: c.X, Y: y, W: c.W, H: actionsH}
	}
	a := l.actions
	bw := (a.W - 10*u) / 2
	l.roll.Rect = ui.Rect{X: a.X, Y: a.Y, W: bw, H: tap}
	l.stop.Rect = ui.Rect{X: a.Right() - bw, Y: a.Y, W: bw, H: tap}
	l.odds = ui.Rect{X: a.X, Y: a.Y + tap + 10*u, W: a.W, H: 40 * u}
	return l
}

// layoutChoices places a button for each choice g offers, in as few
// columns as fit: one a row at the side, two rows under the board.
func (l *layout) layoutChoices(th *ui.Theme, g *cantstop.Game) {
	l.choices = l.choices[:0]
	if !g.Choosing() {
		return
	}
	u := th.U
	tap := th.Tap(44)
	cs := g.Choices()
	n := len(cs)
	gap := 8 * u
	rows := 2
	if l.side {
		rows = max(1, int((l.actions.H+gap)/(tap+gap)))
	}
	cols := max(1, (n+rows-1)/rows)
	w := (l.actions.W - float64(cols-1)*gap) / float64(cols)
	for i, c := range cs {
		row, col := i/cols, i%cols
		r := ui.Rect{X: l.actions.X + float64(col)*(w+gap), Y: l.actions.Y + float64(row)*(tap+gap), W: w, H: tap}
		l.choices = append(l.choices, choiceButton{rect: r, choice: c})
	}
}

// square is square sq (from 1) of column n; sq may be fractional, for a
// tower on its way up.
func (l *layout) square(n int, sq float64) ui.Rect {
	x := l.cols.X + float64(n-2)*l.colW
	return ui.Rect{X: x + l.colW*0.08, Y: l.bottom() - sq*l.cellH, W: l.colW * 0.84, H: l.cellH}
}

// bottom is the y of the foot of the columns, above their numbers.
func (l *layout) bottom() float64 { return l.cols.Bottom() - l.colW*0.9 }

// strip is the rounded strip behind column n's squares.
func (l *layout) strip(n int) ui.Rect {
	top, foot := l.square(n, float64(cantstop.Length(n))), l.square(n, 1)
	return ui.Rect{X: top.X - l.colW*0.04, Y: top.Y - l.colW*0.04, W: top.W + l.colW*0.08, H: foot.Bottom() - top.Y + l.colW*0.08}
}

// label is the centre of column n's number, under the column.
func (l *layout) label(n int) (x, y float64) {
	s := l.strip(n)
	return s.X + s.W/2, l.cols.Bottom() - l.colW*0.42
}

// bannerAt is where a banner over the columns is centred.
func (l *layout) bannerAt() (x, y float64) {
	return l.cols.X + l.cols.W/2, l.cols.Y + l.cols.H*0.3
}
