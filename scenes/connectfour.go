package scenes

import (
	"fmt"
	"image/color"
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"parlor/game"
	"parlor/game/connectfour"
	"parlor/scenes/ui"
)

// connectFourSettings are the choices the scene offers.
type connectFourSettings struct {
	Rules connectfour.Rules
	First game.Player
}

// Token colours: red for player 1, yellow for player 2.
var tokenColors = [2]struct{ base, dark, light color.RGBA }{
	{color.RGBA{0xdc, 0x3c, 0x3c, 0xff}, color.RGBA{0xa8, 0x26, 0x2a, 0xff}, color.RGBA{0xf7, 0x8c, 0x80, 0xff}},
	{color.RGBA{0xf4, 0xc2, 0x2e, 0xff}, color.RGBA{0xcc, 0x93, 0x12, 0xff}, color.RGBA{0xff, 0xe6, 0x8a, 0xff}},
}

var (
	colBoardFace  = color.RGBA{0x24, 0x5b, 0xc9, 0xff}
	colBoardLight = color.RGBA{0x3a, 0x74, 0xe0, 0xff}
	colBoardRim   = color.RGBA{0x17, 0x3f, 0x96, 0xff}
	colSlot       = color.RGBA{0x0e, 0x16, 0x22, 0xff}
)

var colorNames = [2]string{"Red", "Yellow"}

// fall is the animation of the token just played.
type fall struct {
	at   connectfour.Point
	who  game.Player
	y, v float64 // height in rows above row 0, and speed in rows a tick
	done bool
}

// step advances the fall by one tick: gravity, one small bounce, rest.
func (f *fall) step() {
	const gravity = 0.05
	f.v += gravity
	f.y -= f.v
	target := float64(f.at.Row)
	if f.y <= target {
		f.y = target
		if f.v < 0.12 {
			f.done = true
			return
		}
		f.v = -f.v * 0.25
	}
}

// connectFour is the scene for both rule sets of Connect Four.
type connectFour struct {
	set   connectFourSettings
	g     *connectfour.Game
	fall  *fall
	ticks int
	err   string // why the last click was refused

	bar          bar
	rules, first ui.Choice

	lay  c4Layout
	face *ebiten.Image // the board face with its holes, for the current size
	key  [4]int        // what face was drawn for
}

// c4Layout is where everything stands for the current window and board.
type c4Layout struct {
	side, area ui.Rect
	cell, pad  float64
	board      ui.Rect // the face of the board
	extra      ui.Rect // the column that widens the board; W == 0 when none
	rows, cols int
	columns    []ui.Rect // click areas of the real columns, then the extra one
}

func newConnectFour(s connectFourSettings) *connectFour {
	c := &connectFour{
		set:   s,
		bar:   newBar(),
		rules: ui.Choice{Title: "RULES", Options: []string{"Growing", "Classic"}},
		first: ui.Choice{Title: "FIRST TO PLAY", Options: []string{"Red", "Yellow"}},
	}
	c.newGame()
	return c
}

func (c *connectFour) newGame() {
	g, err := connectfour.New(connectfour.Options{Rules: c.set.Rules, First: c.set.First})
	if err != nil {
		panic(err) // the settings come from the scene's own choices and are always valid
	}
	c.g, c.fall, c.err = g, nil, ""
	c.rules.Selected, c.first.Selected = int(c.set.Rules), int(c.set.First)
}

func (c *connectFour) layout(ctx *ui.Context) {
	u := ctx.Theme.U
	l := &c.lay
	area := c.bar.layout(ctx, c.g.Over())
	var wide bool
	l.area, l.side, wide = ui.SplitPanel(ctx, area, min(300*u, area.W*0.4), min(230*u, area.H*0.42))
	if wide {
		l.side.H = min(l.side.H, 450*u)
	}

	// The board: the real columns and rows, one row of headroom above for the
	// token about to drop, and the widening column at the right when offered.
	l.rows, l.cols = c.g.Rows(), c.g.Cols()
	o := c.g.Options()
	extra := o.Rules == connectfour.Growing && l.cols < o.MaxCols && !c.g.Over()
	shown := float64(l.cols) + 0.24
	if extra {
		shown += 1.15
	}
	l.cell = min(l.area.W/shown, l.area.H/(float64(l.rows)+1.5), 92*u)
	l.pad = 0.12 * l.cell
	bw, bh := float64(l.cols)*l.cell+2*l.pad, float64(l.rows)*l.cell+2*l.pad
	total := bw
	if extra {
		total += 0.15*l.cell + l.cell
	}
	x := l.area.X + (l.area.W-total)/2
	y := l.area.Y + (l.area.H-bh-l.cell)/2 + l.cell
	l.board = ui.Rect{X: x, Y: y, W: bw, H: bh}
	l.extra = ui.Rect{}
	if extra {
		l.extra = ui.Rect{X: l.board.Right() + 0.15*l.cell, Y: y, W: l.cell, H: bh}
	}
	l.columns = l.columns[:0]
	for col := range l.cols {
		l.columns = append(l.columns, ui.Rect{X: x + l.pad + float64(col)*l.cell, Y: y - l.cell, W: l.cell, H: bh + l.cell})
	}
	if extra {
		l.columns = append(l.columns, ui.Rect{X: l.extra.X, Y: y - l.cell, W: l.cell, H: bh + l.cell})
	}

	side := l.side.Inset(20 * u)
	if wide {
		c.rules.Rect = ui.Rect{X: side.X, Y: side.Y + 150*u, W: side.W, H: 40 * u}
		c.first.Rect = ui.Rect{X: side.X, Y: side.Y + 230*u, W: side.W, H: 40 * u}
	} else {
		half := (side.W - 20*u) / 2
		c.rules.Rect = ui.Rect{X: side.X + half + 20*u, Y: side.Y + 24*u, W: half, H: 40 * u}
		c.first.Rect = ui.Rect{X: side.X + half + 20*u, Y: side.Y + 104*u, W: half, H: 40 * u}
	}
}

// center is the middle of square (col, row); row may be fractional, and the
// column may be the widening one.
func (l *c4Layout) center(col int, row float64) (x, y float64) {
	if col >= l.cols && l.extra.W > 0 {
		x = l.extra.X + l.cell/2
	} else {
		x = l.board.X + l.pad + (float64(col)+0.5)*l.cell
	}
	return x, l.board.Y + l.pad + (float64(l.rows)-row-0.5)*l.cell
}

// hovered is the column under the pointer, or -1.
func (c *connectFour) hovered(in *ui.Input) int {
	for i, r := range c.lay.columns {
		if in.Hovering(r) {
			return i
		}
	}
	return -1
}

func (c *connectFour) Update(ctx *ui.Context) {
	c.ticks++
	c.layout(ctx)
	in := &ctx.Input
	if c.fall != nil {
		c.fall.step()
		if c.fall.done {
			c.fall = nil
		}
	}
	switch {
	case c.bar.menu.Clicked(in):
		ctx.Go(newMenu())
		return
	case c.bar.restart.Clicked(in):
		c.newGame()
	case c.rules.Update(in):
		c.set.Rules = connectfour.Rules(c.rules.Selected)
		c.newGame()
	case c.first.Update(in):
		c.set.First = game.Player(c.first.Selected)
		c.newGame()
	}
	c.layout(ctx)
	for col, r := range c.lay.columns {
		if in.Clicked(r) {
			c.play(col)
			break
		}
	}
}

// play drops the mover's token into col, if the engine allows it.
func (c *connectFour) play(col int) {
	if c.g.Over() {
		return
	}
	who := c.g.Turn()
	if err := c.g.Play(game.Move(col)); err != nil {
		c.err = err.Error()
		return
	}
	c.err = ""
	at, _ := c.g.Last()
	c.fall = &fall{at: at, who: who, y: float64(c.g.Rows()) + 0.2}
}

func (c *connectFour) Draw(screen *ebiten.Image, ctx *ui.Context) {
	th, in := ctx.Theme, &ctx.Input
	c.layout(ctx)
	l := &c.lay
	th.Background(screen)

	title := "Connect Four"
	if c.set.Rules == connectfour.Classic {
		title = "Connect Four · Classic"
	}
	c.bar.draw(screen, th, in, title)

	// Behind the board: the slots, then the tokens, then the face over them.
	th.FillRoundRect(screen, l.board.Inset(l.pad*0.5), l.pad, colSlot)
	for col := range l.cols {
		for row := range c.g.Height(col) {
			p := connectfour.Point{Col: col, Row: row}
			if c.fall != nil && c.fall.at == p {
				continue
			}
			x, y := l.center(col, float64(row))
			drawToken(screen, th, x, y, l.cell*0.4, playerOf(c.g.At(p)), 1)
		}
	}
	hover := -1
	if !c.g.Over() && c.fall == nil {
		hover = c.hovered(in)
	}
	if c.fall != nil {
		x, y := l.center(c.fall.at.Col, c.fall.y)
		drawToken(screen, th, x, y, l.cell*0.4, c.fall.who, 1)
	}
	c.drawFace(screen, th)
	if l.extra.W > 0 {
		c.drawExtra(screen, th, hover == l.cols)
	}

	// The token about to drop, over the hovered column, and where it lands.
	if hover >= 0 {
		c.drawHover(screen, th, hover)
	}
	if line := c.g.WinningLine(); line != nil && c.fall == nil {
		pulse := 0.5 + 0.5*math.Sin(float64(c.ticks)/8)
		for _, p := range line {
			x, y := l.center(p.Col, float64(p.Row))
			th.StrokeCircle(screen, x, y, l.cell*0.3, max(2, l.cell*(0.06+0.03*pulse)), ui.TextColor)
		}
	}
	if c.g.Over() && c.fall == nil {
		c.drawBanner(screen, th)
	}
	c.drawSide(screen, th, in)
}

// playerOf is the seat whose token c is.
func playerOf(c connectfour.Cell) game.Player {
	if c == connectfour.Second {
		return 1
	}
	return 0
}

// drawToken draws a token of seat p with radius r, at opacity a.
func drawToken(dst *ebiten.Image, th *ui.Theme, x, y, r float64, p game.Player, a float64) {
	tc := tokenColors[p]
	th.FillCircle(dst, x, y+r*0.08, r, ui.Fade(ui.ShadowColor, a))
	th.FillCircle(dst, x, y, r, ui.Fade(tc.base, a))
	th.StrokeCircle(dst, x, y, r*0.7, max(1, r*0.1), ui.Fade(tc.dark, a))
	th.FillCircle(dst, x-r*0.3, y-r*0.34, max(1, r*0.16), ui.Fade(tc.light, a*0.9))
}

// drawFace draws the board face, rebuilding its image when the size changes.
func (c *connectFour) drawFace(screen *ebiten.Image, th *ui.Theme) {
	l := &c.lay
	key := [4]int{int(l.board.W), int(l.board.H), l.rows, l.cols}
	if c.face == nil || c.key != key {
		if c.face != nil {
			c.face.Deallocate()
		}
		c.face, c.key = ebiten.NewImage(max(1, key[0]+1), max(1, key[1]+1)), key
		r := ui.Rect{X: 0, Y: 0, W: l.board.W, H: l.board.H}
		th.OutlineRoundRect(c.face, r, l.pad*1.6, max(1, th.U), colBoardRim, colBoardFace)
		th.FillRoundRect(c.face, ui.Rect{X: l.pad * 0.6, Y: l.pad * 0.35, W: r.W - 1.2*l.pad, H: l.pad * 0.5}, l.pad*0.25, ui.Fade(colBoardLight, 0.7))
		for col := range l.cols {
			for row := range l.rows {
				x := l.pad + (float64(col)+0.5)*l.cell
				y := l.pad + (float64(row)+0.5)*l.cell
				th.PunchCircle(c.face, x, y, l.cell*0.41)
				th.StrokeCircle(c.face, x, y, l.cell*0.42, max(1, l.cell*0.03), colBoardRim)
			}
		}
	}
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(l.board.X, l.board.Y)
	screen.DrawImage(c.face, op)
}

// drawExtra draws the column that widens the board.
func (c *connectFour) drawExtra(screen *ebiten.Image, th *ui.Theme, hot bool) {
	l := &c.lay
	ink := ui.Fade(ui.MutedColor, 0.6)
	if hot {
		ink = ui.AccentColor
		th.FillRoundRect(screen, l.extra, l.pad*1.6, ui.Fade(ui.AccentColor, 0.08))
	}
	th.DashedRect(screen, l.extra, max(1.5, 2*th.U), l.cell*0.12, ink)
	x, y := l.extra.Center()
	th.Text(screen, "+", th.Face(ui.Bold, min(40, l.cell/th.U*0.6)), x, y, ui.Centered, ink)
}

// drawHover shows the mover's token above column col and where it would land,
// or that the column cannot take it.
func (c *connectFour) drawHover(screen *ebiten.Image, th *ui.Theme, col int) {
	l := &c.lay
	who := c.g.Turn()
	x, _ := l.center(col, 0)
	y := l.board.Y - l.cell*0.55
	if err := c.g.Check(col); err != nil {
		drawToken(screen, th, x, y, l.cell*0.36, who, 0.3)
		th.Text(screen, "full", th.Face(ui.Medium, 13), x, y, ui.Centered, ui.TextColor)
		return
	}
	drawToken(screen, th, x, y, l.cell*0.4, who, 1)
	row := c.g.Height(col)
	if row >= l.rows {
		// The board will grow a row: say so above the face.
		th.Text(screen, "▲ grows", th.Face(ui.Medium, 12), x, l.board.Y+l.pad*0.5, ui.Centered, ui.TextColor)
		return
	}
	lx, ly := l.center(col, float64(row))
	th.StrokeCircle(screen, lx, ly, l.cell*0.36, max(2, l.cell*0.05), ui.Fade(tokenColors[who].light, 0.85))
}

// drawBanner announces the end over the headroom above the board.
func (c *connectFour) drawBanner(screen *ebiten.Image, th *ui.Theme) {
	l := &c.lay
	msg, ink := "A draw: the board is full", ui.TextColor
	if w := c.g.Winner(); w != game.Nobody {
		msg, ink = colorNames[w]+" wins!", tokenColors[w].light
	}
	y := max(l.board.Y-l.cell*0.5, c.bar.rect.Bottom()+28*th.U)
	ui.Banner(screen, th, msg, l.board.X+l.board.W/2, y, ink)
}

// drawSide draws the panel: whose turn, the settings, the rules in brief.
func (c *connectFour) drawSide(screen *ebiten.Image, th *ui.Theme, in *ui.Input) {
	u := th.U
	l := &c.lay
	th.Panel(screen, l.side)
	s := l.side.Inset(20 * u)
	who, status := c.g.Turn(), ""
	switch w := c.g.Winner(); {
	case w != game.Nobody:
		who, status = w, colorNames[w]+" wins"
	case c.g.Over():
		status = "Draw"
	default:
		status = colorNames[who] + " to play"
	}
	x := s.X
	if who >= 0 {
		drawToken(screen, th, s.X+22*u, s.Y+22*u, 20*u, who, 1)
		x += 54 * u
	}
	th.Text(screen, status, th.Face(ui.Bold, 24), x, s.Y+22*u, ui.MiddleLeft, ui.TextColor)
	o := c.g.Options()
	info := fmt.Sprintf("Move %d · board %d × %d", c.g.Placed()+1, c.g.Rows(), c.g.Cols())
	if c.g.Over() {
		info = fmt.Sprintf("%d moves · board %d × %d", c.g.Placed(), c.g.Rows(), c.g.Cols())
	}
	if o.Rules == connectfour.Growing {
		info += fmt.Sprintf(" (up to %d × %d)", o.MaxRows, o.MaxCols)
	}
	th.Text(screen, info, th.Face(ui.Regular, 14), s.X, s.Y+62*u, ui.TopLeft, ui.MutedColor)
	help := "Four in a row across or up and down;\ndiagonals don't count. A full column\ngrows the board taller, and the +\ncolumn makes it wider."
	if o.Rules == connectfour.Classic {
		help = "Four in a row in any direction,\ndiagonals too. A full board is a draw."
	}
	if c.err != "" {
		help = c.err
	}
	c.rules.Draw(screen, th, in)
	c.first.Draw(screen, th, in)
	if c.rules.Rect.X == s.X {
		th.Text(screen, help, th.Face(ui.Regular, 14), s.X, c.first.Rect.Bottom()+28*u, ui.TopLeft, ui.MutedColor)
	} else {
		th.Text(screen, help, th.Face(ui.Regular, 13), s.X, s.Y+92*u, ui.TopLeft, ui.MutedColor)
	}
}

func (c *connectFour) Targets() ui.Targets {
	t := c.bar.targets(ui.Targets{})
	for i, r := range c.lay.columns {
		t[fmt.Sprintf("column:%d", i)] = r
	}
	for i, name := range []string{"growing", "classic"} {
		t["rules:"+name] = c.rules.Option(i)
	}
	for i, name := range []string{"p1", "p2"} {
		t["first:"+name] = c.first.Option(i)
	}
	return t
}

func (c *connectFour) State() map[string]any {
	st := map[string]any{
		"scene":     "connectfour",
		"rules":     c.set.Rules.String(),
		"board":     c.g.String(),
		"rows":      c.g.Rows(),
		"cols":      c.g.Cols(),
		"over":      c.g.Over(),
		"animating": c.fall != nil,
		"error":     c.err,
	}
	if t := c.g.Turn(); t >= 0 {
		st["turn"] = fmt.Sprintf("p%d", t+1)
	}
	if w := c.g.Winner(); w != game.Nobody {
		st["winner"] = fmt.Sprintf("p%d", w+1)
	}
	return st
}

// connectFourIcon draws the menu card's picture: a small board with tokens.
func connectFourIcon(dst *ebiten.Image, th *ui.Theme, r ui.Rect) {
	th.FillRoundRect(dst, r, r.W*0.12, colBoardFace)
	cell := r.W / 4
	pattern := []string{"....", "..Y.", ".RY.", "RYRR"}
	for row, line := range pattern {
		for col, ch := range strings.Split(line, "") {
			x, y := r.X+(float64(col)+0.5)*cell, r.Y+(float64(row)+0.5)*cell
			switch ch {
			case "R":
				drawToken(dst, th, x, y, cell*0.38, 0, 1)
			case "Y":
				drawToken(dst, th, x, y, cell*0.38, 1, 1)
			default:
				th.FillCircle(dst, x, y, cell*0.38, colSlot)
			}
		}
	}
}
