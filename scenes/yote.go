package scenes

import (
	"fmt"
	"image/color"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"

	"parlor/game"
	"parlor/game/yote"
	"parlor/scenes/ui"
)

var (
	colSand      = color.RGBA{0xd8, 0xb3, 0x7c, 0xff}
	colSandDark  = color.RGBA{0xa9, 0x80, 0x4c, 0xff}
	colSandLight = color.RGBA{0xe8, 0xc9, 0x98, 0xff}
	colTray      = color.RGBA{0x5e, 0x3d, 0x22, 0xff}
	colSlide     = color.RGBA{0x7c, 0xd6, 0x8c, 0xff}
	colJump      = color.RGBA{0xf0, 0x5a, 0x4a, 0xff}
	// stoneColors are X's dark stones and O's light ones: base, rim, shine.
	stoneColors = [2][3]color.RGBA{
		{{0x2e, 0x2f, 0x36, 0xff}, {0x16, 0x17, 0x1c, 0xff}, {0x6e, 0x71, 0x7e, 0xff}},
		{{0xf0, 0xe8, 0xd6, 0xff}, {0xbf, 0xb4, 0x9c, 0xff}, {0xff, 0xff, 0xff, 0xff}},
	}
)

// yotePick is what the player has picked up: nothing, a reserve piece, a
// stone on the board, or a jump waiting for its removal.
type yotePick struct {
	tray bool
	from int        // the stone picked, 0 for none
	jump *yote.Move // a jump whose removal is being chosen
}

// yoteAnim shows the last move: the stone travelling, captured stones fading.
type yoteAnim struct {
	before *yote.Game
	move   yote.Move
	mover  yote.Side
	t      int
}

const yoteAnimTicks = 14

// yoteScene is the scene for Yote.
type yoteScene struct {
	rows  int
	g     *yote.Game
	pick  yotePick
	anim  *yoteAnim
	bar   bar
	size  ui.Choice
	lay   yoteLayout
	ticks int
	board ui.Layer
}

type yoteLayout struct {
	board, panel ui.Rect
	trays        [2]ui.Rect
	cell         float64
}

func newYote(rows int) *yoteScene {
	if rows == 0 {
		rows = yote.Rows
	}
	y := &yoteScene{rows: rows, bar: newBar(), size: ui.Choice{Title: "BOARD", Options: []string{"4 × 5", "6 × 5"}}}
	y.newGame()
	return y
}

func (y *yoteScene) newGame() {
	g, err := yote.New(y.rows)
	if err != nil {
		panic(err) // the size comes from the scene's own choice and is always valid
	}
	y.g, y.pick, y.anim = g, yotePick{}, nil
	y.size.Selected = 0
	if y.rows == yote.BigRows {
		y.size.Selected = 1
	}
}

func (y *yoteScene) layout(ctx *ui.Context) {
	u := ctx.Theme.U
	l := &y.lay
	area := y.bar.layout(ctx, y.g.Over())
	var wide bool
	area, l.panel, wide = ui.SplitPanel(ctx, area, min(290*u, area.W*0.36), min(210*u, area.H*0.34))
	if wide {
		l.panel.H = min(l.panel.H, 420*u)
	}
	// A tray either side of the board, each 1.1 cells wide.
	rows := float64(y.g.Rows())
	l.cell = min(area.W/(float64(yote.Cols)+2.6), area.H/(rows+0.2), 110*u)
	bw, bh := float64(yote.Cols)*l.cell, rows*l.cell
	l.board = ui.Rect{X: area.X + (area.W-bw)/2, Y: area.Y + (area.H-bh)/2, W: bw, H: bh}
	th := min(bh, 12*0.3*l.cell+1.2*l.cell)
	l.trays[yote.X] = ui.Rect{X: l.board.X - 1.25*l.cell, Y: l.board.Y + (bh-th)/2, W: 1.05 * l.cell, H: th}
	l.trays[yote.O] = ui.Rect{X: l.board.Right() + 0.2*l.cell, Y: l.board.Y + (bh-th)/2, W: 1.05 * l.cell, H: th}
	p := l.panel.Inset(18 * u)
	y.size.Rect = ui.Rect{X: p.X, Y: p.Bottom() - 36*u, W: min(p.W, 240*u), H: 36 * u}
	if !wide {
		y.size.Rect = ui.Rect{X: p.Right() - min(p.W/2, 240*u), Y: p.Y + 22*u, W: min(p.W/2, 240*u), H: 36 * u}
	}
}

// square is the rectangle of square n.
func (l *yoteLayout) square(n int) ui.Rect {
	r, c := (n-1)/yote.Cols, (n-1)%yote.Cols
	return ui.Rect{X: l.board.X + float64(c)*l.cell, Y: l.board.Y + float64(r)*l.cell, W: l.cell, H: l.cell}
}

// moves lists the legal moves of the side to move.
func (y *yoteScene) moves() []yote.Move {
	var ms []yote.Move
	for _, e := range y.g.Legal() {
		ms = append(ms, yote.Decode(e))
	}
	return ms
}

// targets are the squares the current pick can go to, by kind; for a jump
// being finished, the squares whose pieces can be removed.
func (y *yoteScene) targets() map[int]yote.Kind {
	t := map[int]yote.Kind{}
	switch p := y.pick; {
	case p.jump != nil:
		for _, n := range y.g.Removable(p.jump.From, p.jump.To) {
			t[n] = yote.Jump
		}
	case p.tray || p.from != 0:
		for _, m := range y.moves() {
			if (p.tray && m.Kind == yote.Place) || (p.from != 0 && m.From == p.from) {
				t[m.To] = m.Kind
			}
		}
	}
	return t
}

// squareAt is the square under (x, y), or 0.
func (y *yoteScene) squareAt(x, yy float64) int {
	for n := 1; n <= y.g.Squares(); n++ {
		if y.lay.square(n).Contains(x, yy) {
			return n
		}
	}
	return 0
}

func (y *yoteScene) Update(ctx *ui.Context) {
	y.ticks++
	y.layout(ctx)
	in := &ctx.Input
	if y.anim != nil {
		y.anim.t++
		if y.anim.t >= yoteAnimTicks || in.Released {
			y.anim = nil // a click finishes the move at once, then counts
		}
	}
	switch {
	case y.bar.menu.Clicked(in):
		ctx.Go(newMenu())
		return
	case y.bar.restart.Clicked(in):
		y.newGame()
		return
	case y.size.Update(in):
		y.rows = []int{yote.Rows, yote.BigRows}[y.size.Selected]
		y.newGame()
		return
	}
	if y.g.Over() || !in.Released {
		return
	}
	me := y.g.Mover()
	at := y.squareAt(in.X, in.Y)
	fromTray := y.lay.trays[me].Contains(in.PressX, in.PressY)
	switch {
	case y.pick.jump != nil && at != 0 && in.Clicked(y.lay.square(at)):
		if _, ok := y.targets()[at]; ok {
			m := *y.pick.jump
			m.Remove = at
			y.play(m)
		}
	case y.pick.jump != nil:
		// A removal must be chosen: the jump stays picked.
	case in.Clicked(y.lay.trays[me]) && y.g.Reserve(me) > 0:
		y.pick = yotePick{tray: !y.pick.tray}
	case at != 0 && fromTray && y.g.Reserve(me) > 0 && !in.Clicked(y.lay.square(at)):
		// Dragged from the tray onto a square.
		y.pick = yotePick{tray: true}
		y.choose(at)
	case at != 0 && in.Clicked(y.lay.square(at)):
		y.choose(at)
	default:
		y.pick = yotePick{}
	}
}

// choose handles a click on square n.
func (y *yoteScene) choose(n int) {
	me := y.g.Mover()
	kind, ok := y.targets()[n]
	switch {
	case ok && y.pick.tray:
		y.play(yote.Move{Kind: yote.Place, To: n})
	case ok && kind == yote.Jump && len(y.g.Removable(y.pick.from, n)) > 0:
		y.pick = yotePick{jump: &yote.Move{Kind: yote.Jump, From: y.pick.from, To: n}}
	case ok:
		y.play(yote.Move{Kind: kind, From: y.pick.from, To: n})
	case y.g.At(n) == yote.Cell(me)+yote.XPiece && n != y.pick.from:
		y.pick = yotePick{from: n}
	default:
		y.pick = yotePick{}
	}
}

// play makes move m and starts its animation.
func (y *yoteScene) play(m yote.Move) {
	before := y.g.Clone().(*yote.Game)
	if err := y.g.Apply(m); err != nil {
		y.pick = yotePick{}
		return
	}
	y.anim = &yoteAnim{before: before, move: m, mover: before.Mover()}
	y.pick = yotePick{}
}

func (y *yoteScene) Draw(screen *ebiten.Image, ctx *ui.Context) {
	th, in := ctx.Theme, &ctx.Input
	y.layout(ctx)
	th.Background(screen)
	y.bar.draw(screen, th, in, "Yote")
	y.drawBoard(screen, th, in)
	for _, s := range []yote.Side{yote.X, yote.O} {
		y.drawTray(screen, th, in, s)
	}
	if y.g.Over() && y.anim == nil {
		msg, ink := "A draw", ui.TextColor
		if w := y.g.Winner(); w != game.Nobody {
			msg, ink = yote.Side(w).String()+" wins!", ui.AccentColor
		}
		l := &y.lay
		ui.Banner(screen, th, msg, l.board.X+l.board.W/2, l.board.Y+l.board.H/2, ink)
	}
	y.drawPanel(screen, th, in)
}

// shown is the board to draw: before the last move while it is animated.
func (y *yoteScene) shown() *yote.Game {
	if y.anim != nil {
		return y.anim.before
	}
	return y.g
}

// renderBoard draws the empty board: the frame and the numbered squares.
func (y *yoteScene) renderBoard(dst *ebiten.Image, th *ui.Theme) {
	l := &y.lay
	c := l.cell
	b := l.board
	th.FillRoundRect(dst, ui.Rect{X: b.X - 0.12*c, Y: b.Y - 0.12*c + 0.06*c, W: b.W + 0.24*c, H: b.H + 0.24*c}, 0.15*c, ui.ShadowColor)
	th.OutlineRoundRect(dst, ui.Rect{X: b.X - 0.12*c, Y: b.Y - 0.12*c, W: b.W + 0.24*c, H: b.H + 0.24*c}, 0.15*c, max(1, 0.02*c), colSandDark, colSandLight)
	numFace := th.Face(ui.Medium, min(12, c/th.U*0.14))
	for n := 1; n <= y.g.Squares(); n++ {
		r := l.square(n).Inset(0.035 * c)
		th.FillRoundRect(dst, r, 0.08*c, colSand)
		th.FillRect(dst, ui.Rect{X: r.X + 0.06*c, Y: r.Bottom() - 0.04*c, W: r.W - 0.12*c, H: max(1, 0.02*c)}, ui.Fade(colSandDark, 0.5))
		th.Text(dst, strconv.Itoa(n), numFace, r.X+0.1*c, r.Y+0.1*c, ui.TopLeft, ui.Fade(colSandDark, 0.9))
	}
}

// drawBoard draws the board from its layer, then the targets of what is
// picked and the stones, with the last move in motion.
func (y *yoteScene) drawBoard(dst *ebiten.Image, th *ui.Theme, in *ui.Input) {
	l := &y.lay
	c := l.cell
	y.board.Draw(dst, l.board.Inset(-0.2*c), fmt.Sprint(y.g.Rows(), c), func(img *ebiten.Image) { y.renderBoard(img, th) })
	g := y.shown()
	targets := y.targets()
	// Where the picked stone or reserve piece can go.
	for n, k := range targets {
		cx, cy := l.square(n).Center()
		switch {
		case y.pick.jump != nil:
			th.StrokeCircle(dst, cx, cy, 0.42*c, max(2, 0.06*c), ui.Fade(colJump, 0.9))
		case k == yote.Jump:
			th.FillCircle(dst, cx, cy, 0.36*c, ui.Fade(colJump, 0.25))
			th.StrokeCircle(dst, cx, cy, 0.36*c, max(2, 0.05*c), colJump)
		default:
			th.FillCircle(dst, cx, cy, 0.14*c, ui.Fade(colSlide, 0.85))
			if in.Hovering(l.square(n)) {
				th.StrokeCircle(dst, cx, cy, 0.36*c, max(2, 0.04*c), colSlide)
			}
		}
	}
	// The stones, with the last move in motion.
	hide := map[int]bool{}
	var a *yoteAnim
	if y.anim != nil {
		a = y.anim
		hide[a.move.From] = true
	}
	if p := y.pick.jump; p != nil {
		hide[p.From], hide[p.Over()] = true, true
	}
	for n := 1; n <= g.Squares(); n++ {
		cell := g.At(n)
		if cell == yote.Empty || hide[n] {
			continue
		}
		cx, cy := l.square(n).Center()
		alpha := 1.0
		if a != nil && a.move.Kind == yote.Jump && (n == a.move.Over() || n == a.move.Remove) {
			alpha = 1 - float64(a.t)/yoteAnimTicks
		}
		drawStone(dst, th, cx, cy, 0.36*c, yote.Side(cell-yote.XPiece), alpha)
		if y.pick.from == n {
			th.StrokeCircle(dst, cx, cy, 0.42*c, max(2, 0.05*c), ui.AccentColor)
		}
	}
	if p := y.pick.jump; p != nil {
		cx, cy := l.square(p.To).Center()
		drawStone(dst, th, cx, cy, 0.36*c, y.g.Mover(), 1)
		ox, oy := l.square(p.Over()).Center()
		drawStone(dst, th, ox, oy, 0.36*c, y.g.Mover().Other(), 0.35)
	}
	if a != nil {
		t := float64(a.t) / yoteAnimTicks
		t = 1 - (1-t)*(1-t)
		tx, ty := l.square(a.move.To).Center()
		fx, fy := tx, ty-0.8*c // a placed stone drops in from above
		if a.move.Kind != yote.Place {
			fx, fy = l.square(a.move.From).Center()
		}
		drawStone(dst, th, fx+(tx-fx)*t, fy+(ty-fy)*t, 0.36*c, a.mover, min(1, 0.3+t))
	}
}

// drawStone draws one of side s's stones.
func drawStone(dst *ebiten.Image, th *ui.Theme, x, y, r float64, s yote.Side, a float64) {
	sc := stoneColors[s]
	th.FillCircle(dst, x, y+r*0.12, r, ui.Fade(ui.ShadowColor, a))
	th.FillCircle(dst, x, y, r, ui.Fade(sc[1], a))
	th.FillCircle(dst, x, y-r*0.04, r*0.9, ui.Fade(sc[0], a))
	th.FillCircle(dst, x-r*0.3, y-r*0.35, r*0.22, ui.Fade(sc[2], a*0.5))
}

// drawTray draws side s's reserve and, beneath it, the stones s has taken.
func (y *yoteScene) drawTray(dst *ebiten.Image, th *ui.Theme, in *ui.Input, s yote.Side) {
	l := &y.lay
	c := l.cell
	r := l.trays[s]
	g := y.shown()
	mine := !y.g.Over() && y.g.Mover() == s && y.g.Reserve(s) > 0 && y.pick.jump == nil
	th.FillRoundRect(dst, ui.Rect{X: r.X, Y: r.Y + 0.05*c, W: r.W, H: r.H}, 0.2*c, ui.ShadowColor)
	edge := colSandDark
	switch {
	case mine && y.pick.tray:
		edge = ui.AccentColor
	case mine && in.Hovering(r):
		edge = colSandLight
	}
	th.OutlineRoundRect(dst, r, 0.2*c, max(2, 0.04*c), edge, colTray)
	face := th.Face(ui.Bold, min(18, c/th.U*0.2))
	th.Text(dst, fmt.Sprintf("%s  %d", s, g.Reserve(s)), face, r.X+r.W/2, r.Y+0.3*c, ui.Centered, ui.TextColor)
	n := g.Reserve(s)
	if y.anim != nil && y.anim.move.Kind == yote.Place && y.anim.mover == s {
		n-- // the piece being placed has left the tray
	}
	step := min(0.3*c, (r.H-0.9*c)/float64(max(1, n)))
	for i := range n {
		drawStone(dst, th, r.X+r.W/2, r.Y+0.85*c+float64(i)*step, 0.3*c, s, 1)
	}
	// The stones this side has captured.
	taken := g.Captured(s.Other())
	if taken > 0 {
		ty := r.Bottom() + 0.3*c
		small := th.Face(ui.Medium, min(13, c/th.U*0.15))
		th.Text(dst, fmt.Sprintf("took %d", taken), small, r.X+r.W/2, ty, ui.Centered, ui.MutedColor)
		for i := range min(taken, 12) {
			drawStone(dst, th, r.X+0.15*c+float64(i%6)*0.15*c, ty+0.25*c+float64(i/6)*0.17*c, 0.08*c, s.Other(), 1)
		}
	}
}

// drawPanel draws whose turn it is, what to do next, and the board choice.
func (y *yoteScene) drawPanel(dst *ebiten.Image, th *ui.Theme, in *ui.Input) {
	u := th.U
	l := &y.lay
	th.Panel(dst, l.panel)
	p := l.panel.Inset(18 * u)
	g := y.g
	head, hint := ui.Sentence(g.Result()), ""
	switch {
	case g.Over():
		if w := g.Winner(); w != game.Nobody {
			head = yote.Side(w).String() + " wins"
		} else {
			head = "A draw"
		}
		hint = ui.Sentence(g.Reason()) + "."
	case y.pick.jump != nil:
		hint = fmt.Sprintf("Captured! Now pick another %s stone\nto remove from the board.", g.Mover().Other())
	case y.pick.tray:
		hint = "Click an empty square to place\na stone from your reserve."
	case y.pick.from != 0:
		hint = "Green: slide there.\nRed: jump and capture.\nClick elsewhere to cancel."
	default:
		hint = "Click your tray (or drag from it) to\nplace a stone, or click one of your\nstones to move it."
	}
	who := g.Mover()
	if g.Over() && g.Winner() != game.Nobody {
		who = yote.Side(g.Winner())
	}
	drawStone(dst, th, p.X+16*u, p.Y+18*u, 15*u, who, 1)
	th.Text(dst, head, th.Face(ui.Bold, 24), p.X+42*u, p.Y+18*u, ui.MiddleLeft, ui.TextColor)
	th.Text(dst, hint, th.Face(ui.Regular, 14), p.X, p.Y+50*u, ui.TopLeft, ui.MutedColor)
	stats := fmt.Sprintf("X: %d on the board, %d in reserve\nO: %d on the board, %d in reserve",
		g.OnBoard(yote.X), g.Reserve(yote.X), g.OnBoard(yote.O), g.Reserve(yote.O))
	if l.panel.H > 300*u {
		th.Text(dst, stats, th.Face(ui.Regular, 14), p.X, p.Y+130*u, ui.TopLeft, ui.TextColor)
	}
	y.size.Draw(dst, th, in)
}

func (y *yoteScene) Targets() ui.Targets {
	t := y.bar.targets(ui.Targets{})
	for n := 1; n <= y.g.Squares(); n++ {
		t["square:"+strconv.Itoa(n)] = y.lay.square(n)
	}
	t["tray:X"], t["tray:O"] = y.lay.trays[yote.X], y.lay.trays[yote.O]
	t["rows:4"], t["rows:6"] = y.size.Option(0), y.size.Option(1)
	return t
}

func (y *yoteScene) State() map[string]any {
	g := y.g
	st := map[string]any{
		"scene":     "yote",
		"board":     g.String(),
		"rows":      g.Rows(),
		"over":      g.Over(),
		"animating": y.anim != nil,
		"result":    g.Result(),
		"reserve":   []int{g.Reserve(yote.X), g.Reserve(yote.O)},
		"captured":  []int{g.Captured(yote.X), g.Captured(yote.O)},
		"picked":    y.pick.tray || y.pick.from != 0 || y.pick.jump != nil,
		"removing":  y.pick.jump != nil,
	}
	if !g.Over() {
		st["turn"] = g.Mover().String()
	} else if w := g.Winner(); w != game.Nobody {
		st["winner"] = yote.Side(w).String()
	}
	return st
}

// yoteIcon draws the menu card's picture: a corner of the board with stones.
func yoteIcon(dst *ebiten.Image, th *ui.Theme, r ui.Rect) {
	th.FillRoundRect(dst, r, r.W*0.1, colSandLight)
	c := r.W / 3
	for i := range 9 {
		sq := ui.Rect{X: r.X + float64(i%3)*c, Y: r.Y + float64(i/3)*c, W: c, H: c}.Inset(c * 0.06)
		th.FillRoundRect(dst, sq, c*0.1, colSand)
	}
	for _, s := range []struct {
		i    int
		side yote.Side
	}{{0, yote.X}, {4, yote.O}, {5, yote.X}, {7, yote.O}} {
		drawStone(dst, th, r.X+(float64(s.i%3)+0.5)*c, r.Y+(float64(s.i/3)+0.5)*c, c*0.36, s.side, 1)
	}
}
