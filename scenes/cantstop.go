package scenes

import (
	"fmt"
	"image/color"
	"math"
	"math/rand/v2"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"

	"parlor/game"
	"parlor/game/cantstop"
	"parlor/scenes/ui"
)

// cantStopSettings are the number of players and the seed of the dice.
type cantStopSettings struct {
	Players int
	Seed    uint64
}

var (
	// playerColors are Orange, Yellow, Green and Blue.
	playerColors = [4]color.RGBA{
		{0xf0, 0x8a, 0x2c, 0xff}, {0xf2, 0xd0, 0x3c, 0xff}, {0x4c, 0xb8, 0x5c, 0xff}, {0x4a, 0x86, 0xe0, 0xff},
	}
	colColumn = color.RGBA{0x2c, 0x3f, 0x56, 0xff}
	colSquare = color.RGBA{0x3a, 0x52, 0x6e, 0xff}
	colTower  = color.RGBA{0xfa, 0xfa, 0xf6, 0xff}
	colDie    = color.RGBA{0xf7, 0xf3, 0xea, 0xff}
	colDiePip = color.RGBA{0x22, 0x26, 0x30, 0xff}
	colGreyed = color.RGBA{0x5a, 0x68, 0x78, 0xff}
)

// How long, in ticks, the dice tumble, a bust is shown, and a capture.
const (
	rollTicks  = 28
	bustTicks  = 100
	eventTicks = 90
)

// optionButton is one way to use the dice, under one of the pairings.
type optionButton struct {
	ui.Button
	option cantstop.Choice
}

// cantStopScene is the scene for Can't Stop.
type cantStopScene struct {
	set     cantStopSettings
	g       *cantstop.Game
	dice    *rand.Rand
	bar     bar
	players ui.Choice
	roll    ui.Button
	stop    ui.Button
	options []optionButton
	lay     cantStopLayout
	ticks   int
	// rolling counts down while the dice tumble; held counts down while a
	// bust, or a capture, is shown.
	rolling, held int
	// before is the game before the last roll, shown during a bust.
	before *cantstop.Game
	banner string
	board  ui.Layer
}

type cantStopLayout struct {
	board, panel ui.Rect
	colW, cellH  float64
	dice         [4]ui.Rect
	pairings     [3]ui.Rect
}

func newCantStop(s cantStopSettings) *cantStopScene {
	if s.Players == 0 {
		s.Players = 2
	}
	c := &cantStopScene{
		set:     s,
		bar:     newBar(),
		players: ui.Choice{Title: "PLAYERS", Options: []string{"2", "3", "4"}},
		roll:    ui.Button{Label: "Roll", Primary: true},
		stop:    ui.Button{Label: "Stop"},
	}
	c.newGame()
	return c
}

func (c *cantStopScene) newGame() {
	g, err := cantstop.New(c.set.Players)
	if err != nil {
		panic(err) // the number of players comes from the scene's own choice
	}
	c.set.Seed++
	c.g, c.dice = g, rand.New(rand.NewPCG(c.set.Seed, c.set.Seed))
	c.rolling, c.held, c.before, c.banner = 0, 0, nil, ""
	c.players.Selected = c.set.Players - 2
}

// busy reports whether the dice are tumbling or an event is being shown.
func (c *cantStopScene) busy() bool { return c.rolling > 0 || c.held > 0 }

func (c *cantStopScene) layout(ctx *ui.Context) {
	u := ctx.Theme.U
	l := &c.lay
	area := c.bar.layout(ctx, c.g.Over())
	area, l.panel, _ = ui.SplitPanel(ctx, area, min(340*u, area.W*0.42), min(400*u, area.H*0.5))
	// Eleven columns, thirteen squares at the most, and a row for the labels.
	l.colW = min(area.W/11, 70*u)
	l.cellH = min((area.H-l.colW*0.9)/13, l.colW*0.8)
	bw, bh := 11*l.colW, 13*l.cellH+l.colW*0.9
	l.board = ui.Rect{X: area.X + (area.W-bw)/2, Y: area.Y + (area.H-bh)/2, W: bw, H: bh}

	p := l.panel.Inset(16 * u)
	wide := l.panel.H > 560*u
	top := p.Y + 40*u*float64(c.set.Players) + 70*u
	if !wide {
		top = p.Y + 100*u
	}
	ds := min(46*u, (p.W-30*u)/4)
	for i := range 4 {
		l.dice[i] = ui.Rect{X: p.X + float64(i)*(ds+10*u), Y: top, W: ds, H: ds}
	}
	c.roll.Rect = ui.Rect{X: p.Right() - 110*u, Y: top, W: 110 * u, H: ds}
	c.stop.Rect = ui.Rect{X: p.Right() - 110*u, Y: top + ds + 10*u, W: 110 * u, H: ds}
	if p.W < ds*4+40*u+110*u {
		c.roll.Rect.X, c.roll.Rect.Y = p.X, top+ds+10*u
		c.stop.Rect.X, c.stop.Rect.Y = p.X+120*u, top+ds+10*u
	}
	py := max(c.stop.Rect.Bottom(), l.dice[0].Bottom()) + 16*u
	for i := range 3 {
		l.pairings[i] = ui.Rect{X: p.X, Y: py + float64(i)*50*u, W: p.W, H: 42 * u}
	}
	c.players.Rect = ui.Rect{X: p.X, Y: p.Bottom() - 36*u, W: min(p.W, 200*u), H: 36 * u}
	c.options = c.options[:0]
	if c.g.Choosing() && !c.busy() {
		for i, pr := range c.g.Pairings(c.g.Dice()) {
			r := l.pairings[i]
			x := r.X + l.pairDiceWidth(u)
			w := (r.Right() - x - 8*u*float64(max(0, len(pr.Choices)-1))) / float64(max(1, len(pr.Choices)))
			for _, o := range pr.Choices {
				c.options = append(c.options, optionButton{ui.Button{Label: o.String(), Rect: ui.Rect{X: x, Y: r.Y, W: w, H: r.H}, Primary: true}, o})
				x += w + 8*u
			}
		}
	}
}

// pairDie is the size of the small dice that show a pairing.
func (l *cantStopLayout) pairDie() float64 { return l.pairings[0].H * 0.55 }

// pairDiceWidth is the room a pairing's four small dice take, with the
// gap before its options.
func (l *cantStopLayout) pairDiceWidth(u float64) float64 { return 4*(l.pairDie()+3*u) + 26*u }

// square is square sq (from 1) of column n.
func (l *cantStopLayout) square(n, sq int) ui.Rect {
	x := l.board.X + float64(n-2)*l.colW
	bottom := l.board.Bottom() - l.colW*0.9
	return ui.Rect{X: x + l.colW*0.08, Y: bottom - float64(sq)*l.cellH, W: l.colW * 0.84, H: l.cellH}
}

func (c *cantStopScene) Update(ctx *ui.Context) {
	c.ticks++
	c.layout(ctx)
	defer c.layout(ctx) // what can be clicked follows what just happened
	in := &ctx.Input
	switch {
	case c.rolling > 0:
		c.rolling--
		if c.rolling == 0 && c.g.Last().Kind == "bust" {
			c.held, c.banner = bustTicks, "Bust!"
		}
		return
	case c.held > 0:
		c.held--
		if in.Released {
			c.held = 0 // a click moves on
		}
		if c.held == 0 {
			c.before, c.banner = nil, ""
		}
		return
	}
	switch {
	case c.bar.menu.Clicked(in):
		ctx.Go(newMenu())
	case c.bar.restart.Clicked(in):
		c.newGame()
	case c.players.Update(in):
		c.set.Players = c.players.Selected + 2
		c.newGame()
	case c.g.CanRoll() && c.roll.Clicked(in):
		c.before = c.g.Clone().(*cantstop.Game)
		if err := c.g.Play(cantstop.Roll); err == nil {
			if err := game.Resolve(c.g, c.dice); err != nil {
				panic(err) // the engine's own chance outcomes are always legal
			}
			c.rolling = rollTicks
		}
	case c.g.CanStop() && c.stop.Clicked(in):
		if c.g.Play(cantstop.Stop) == nil {
			if ev := c.g.Last(); len(ev.Captured) > 0 && !c.g.Over() {
				c.held, c.banner = eventTicks, ui.Sentence(ev.String())+"!"
			}
		}
	default:
		for _, b := range c.options {
			if b.Clicked(in) {
				c.g.Play(cantstop.ChooseMove(b.option))
				break
			}
		}
	}
}

// shown is the game to draw: during a bust, the board before it.
func (c *cantStopScene) shown() *cantstop.Game {
	if c.before != nil && c.g.Last().Kind == "bust" && c.busy() {
		return c.before
	}
	return c.g
}

func (c *cantStopScene) Draw(screen *ebiten.Image, ctx *ui.Context) {
	th, in := ctx.Theme, &ctx.Input
	c.layout(ctx)
	th.Background(screen)
	c.bar.draw(screen, th, in, "Can't Stop")
	// Hovering an option previews, from the engine, where the towers would go.
	g, preview := c.shown(), false
	for _, b := range c.options {
		if p := c.g.Clone().(*cantstop.Game); in.Hovering(b.Rect) && p.Play(cantstop.ChooseMove(b.option)) == nil {
			g, preview = p, true
		}
	}
	c.drawBoard(screen, th, g, preview)
	c.drawPanel(screen, th, in)
	l := &c.lay
	switch {
	case c.banner != "" && c.held > 0:
		ink := colJump
		if c.banner != "Bust!" {
			ink = playerColors[c.g.Last().Player]
		}
		ui.Banner(screen, th, c.banner, l.board.X+l.board.W/2, l.board.Y+l.board.H*0.35, ink)
	case c.g.Over() && !c.busy():
		w := cantstop.Color(c.g.Winner())
		ui.Banner(screen, th, w.String()+" wins!", l.board.X+l.board.W/2, l.board.Y+l.board.H*0.35, playerColors[w])
	}
}

// drawBoard draws the board g from its layer, redrawn only when the
// position changes, with the pending columns' pulsing outline over it.
func (c *cantStopScene) drawBoard(dst *ebiten.Image, th *ui.Theme, g *cantstop.Game, preview bool) {
	l := &c.lay
	u := th.U
	key := fmt.Sprint(g.String(), g.Mover(), preview, l.colW, l.cellH)
	c.board.Draw(dst, l.board.Inset(-l.colW*0.2), key, func(img *ebiten.Image) { c.renderBoard(img, th, g, preview) })
	pulse := 0.5 + 0.5*math.Sin(float64(c.ticks)/7)
	for n := 2; n <= 12; n++ {
		if col := g.Column(n); col.State() == cantstop.Pending {
			strip := c.strip(n)
			th.StrokeRoundRect(dst, strip.Inset(-3*u), l.colW*0.18, (2+2*pulse)*u, ui.AccentColor)
		}
	}
}

// strip is the rounded strip behind column n's squares.
func (c *cantStopScene) strip(n int) ui.Rect {
	l := &c.lay
	top, bottom := l.square(n, cantstop.Length(n)), l.square(n, 1)
	return ui.Rect{X: top.X - l.colW*0.04, Y: top.Y - l.colW*0.04, W: top.W + l.colW*0.08, H: bottom.Bottom() - top.Y + l.colW*0.08}
}

// renderBoard draws the eleven columns with their tiles and towers.
func (c *cantStopScene) renderBoard(dst *ebiten.Image, th *ui.Theme, g *cantstop.Game, preview bool) {
	l := &c.lay
	u := th.U
	label := th.Face(ui.Bold, min(18, l.colW/u*0.32))
	for n := 2; n <= 12; n++ {
		col := g.Column(n)
		strip := c.strip(n)
		fill := colColumn
		owner, captured := col.Owner()
		if captured {
			fill = ui.Mix(colColumn, playerColors[owner], 0.55)
		}
		th.FillRoundRect(dst, ui.Rect{X: strip.X, Y: strip.Y + 0.04*l.colW, W: strip.W, H: strip.H}, l.colW*0.16, ui.ShadowColor)
		th.FillRoundRect(dst, strip, l.colW*0.16, fill)
		for sq := 1; sq <= col.Len(); sq++ {
			r := l.square(n, sq).Inset(min(l.cellH, l.colW) * 0.07)
			sqFill := colSquare
			if captured {
				sqFill = ui.Mix(colSquare, playerColors[owner], 0.45)
			}
			th.FillRoundRect(dst, r, r.H*0.2, sqFill)
			c.drawMarkers(dst, th, col, sq, r, g)
		}
		// The column's number in a disc below it.
		cx := strip.X + strip.W/2
		cy := l.board.Bottom() - l.colW*0.42
		th.FillCircle(dst, cx, cy, l.colW*0.34, ui.PanelEdgeColor)
		th.Text(dst, strconv.Itoa(n), label, cx, cy, ui.Centered, ui.TextColor)
	}
	if preview {
		th.Text(dst, "preview", th.Face(ui.Medium, 13), l.board.X, l.board.Y, ui.TopLeft, ui.MutedColor)
	}
}

// drawMarkers draws the tiles and tower on square sq of column col.
func (c *cantStopScene) drawMarkers(dst *ebiten.Image, th *ui.Theme, col *cantstop.Column, sq int, r ui.Rect, g *cantstop.Game) {
	var tiles []cantstop.Color
	for k := cantstop.Orange; k < cantstop.White; k++ {
		if col.Marker(k) == sq {
			tiles = append(tiles, k)
		}
	}
	cx, cy := r.Center()
	rad := min(r.W, r.H) * 0.38
	if len(tiles) > 1 {
		rad *= 0.62
	}
	for i, k := range tiles {
		x, y := cx, cy
		if len(tiles) > 1 {
			x += (float64(i%2) - 0.5) * r.W * 0.42
			y += (float64(i/2) - 0.5) * r.H * 0.45
			if len(tiles) == 2 {
				y = cy
			}
		}
		th.FillCircle(dst, x, y+rad*0.15, rad, ui.ShadowColor)
		th.FillCircle(dst, x, y, rad, playerColors[k])
		th.FillCircle(dst, x-rad*0.3, y-rad*0.3, rad*0.25, ui.Fade(color.RGBA{0xff, 0xff, 0xff, 0xff}, 0.4))
	}
	if col.Marker(cantstop.White) == sq {
		tr := min(r.W, r.H) * 0.44
		th.FillCircle(dst, cx, cy+tr*0.18, tr, ui.ShadowColor)
		th.FillCircle(dst, cx, cy, tr, colTower)
		th.StrokeCircle(dst, cx, cy, tr*0.72, max(1.5, tr*0.22), playerColors[g.Mover()])
	}
}

// drawDie draws a die showing v.
func drawDie(dst *ebiten.Image, th *ui.Theme, r ui.Rect, v int, ink color.Color) {
	th.FillRoundRect(dst, ui.Rect{X: r.X, Y: r.Y + r.H*0.06, W: r.W, H: r.H}, r.W*0.18, ui.ShadowColor)
	th.FillRoundRect(dst, r, r.W*0.18, ink)
	pips := map[int][][2]float64{
		1: {{0, 0}}, 2: {{-1, -1}, {1, 1}}, 3: {{-1, -1}, {0, 0}, {1, 1}},
		4: {{-1, -1}, {1, -1}, {-1, 1}, {1, 1}}, 5: {{-1, -1}, {1, -1}, {0, 0}, {-1, 1}, {1, 1}},
		6: {{-1, -1}, {1, -1}, {-1, 0}, {1, 0}, {-1, 1}, {1, 1}},
	}[v]
	cx, cy := r.Center()
	for _, p := range pips {
		th.FillCircle(dst, cx+p[0]*r.W*0.26, cy+p[1]*r.H*0.26, r.W*0.09, colDiePip)
	}
}

// drawPanel draws the players, the dice and their pairings, and the buttons.
func (c *cantStopScene) drawPanel(dst *ebiten.Image, th *ui.Theme, in *ui.Input) {
	u := th.U
	l := &c.lay
	g := c.g
	th.Panel(dst, l.panel)
	p := l.panel.Inset(16 * u)
	wide := l.panel.H > 560*u
	// Whose turn, or what just happened.
	mover := g.Mover()
	if c.busy() && c.before != nil {
		mover = c.before.Mover()
	}
	head := g.Prompt()
	switch {
	case c.rolling > 0:
		head = mover.String() + " rolls…"
	case c.held > 0 && g.Last().Kind == "bust":
		head = mover.String() + " went bust"
	}
	th.FillCircle(dst, p.X+11*u, p.Y+13*u, 10*u, playerColors[mover])
	th.Text(dst, head, th.FaceFor(head, ui.Bold, 17, p.W-30*u), p.X+30*u, p.Y+13*u, ui.MiddleLeft, ui.TextColor)
	if wide {
		for i := range g.Players() {
			k := cantstop.Color(i)
			y := p.Y + 48*u + float64(i)*40*u
			r := ui.Rect{X: p.X, Y: y - 16*u, W: p.W, H: 34 * u}
			if k == mover && !g.Over() {
				th.FillRoundRect(dst, r, 8*u, ui.Fade(playerColors[k], 0.18))
			}
			th.FillCircle(dst, p.X+16*u, y+1*u, 9*u, playerColors[k])
			th.Text(dst, k.String(), th.Face(ui.Medium, 16), p.X+34*u, y+1*u, ui.MiddleLeft, ui.TextColor)
			won := fmt.Sprintf("%d of %d columns", g.Won(k), cantstop.Goal)
			th.Text(dst, won, th.Face(ui.Regular, 14), r.Right()-10*u, y+1*u, ui.MiddleEnd, ui.MutedColor)
		}
	} else {
		line := ""
		for i := range g.Players() {
			k := cantstop.Color(i)
			line += fmt.Sprintf("%s %d   ", k, g.Won(k))
		}
		th.Text(dst, "Columns won: "+line, th.Face(ui.Regular, 14), p.X, p.Y+44*u, ui.TopLeft, ui.MutedColor)
	}
	// The dice: tumbling, showing the roll, or waiting.
	d := g.Last().Dice
	for i, r := range l.dice {
		switch {
		case c.rolling > 0:
			face := (c.ticks/3*7+i*13)%6 + 1
			jig := math.Sin(float64(c.ticks+i*5)) * 3 * u
			drawDie(dst, th, ui.Rect{X: r.X, Y: r.Y + jig, W: r.W, H: r.H}, face, colDie)
		case d[i] > 0 && (g.Choosing() || c.held > 0):
			drawDie(dst, th, r, d[i], colDie)
		default:
			th.FillRoundRect(dst, r, r.W*0.18, ui.Fade(colDie, 0.15))
		}
	}
	if c.held > 0 && g.Last().Kind == "bust" {
		th.Text(dst, "No pairing of these dice can be used:\nthe towers come down, the tiles stay.", th.Face(ui.Regular, 14), p.X, l.dice[0].Bottom()+14*u, ui.TopLeft, ui.MutedColor)
	}
	c.roll.Disabled, c.stop.Disabled = false, false
	if g.CanRoll() && !c.busy() {
		c.roll.Draw(dst, th, in)
	}
	if g.CanStop() && !c.busy() {
		c.stop.Draw(dst, th, in)
	}
	// The three pairings and their options.
	if g.Choosing() && !c.busy() {
		small := th.Face(ui.Medium, 14)
		for i, pr := range g.Pairings(g.Dice()) {
			r := l.pairings[i]
			ds := l.pairDie()
			x := r.X
			for j := range 2 {
				for k := range 2 {
					drawDie(dst, th, ui.Rect{X: x, Y: r.Y + (r.H-ds)/2, W: ds, H: ds}, pr.Dice[j][k], colDie)
					x += ds + 3*u
				}
				x += 8 * u
			}
			if len(pr.Choices) == 0 {
				th.Text(dst, fmt.Sprintf("%d and %d: can't use", pr.Totals[0], pr.Totals[1]), small, r.X+l.pairDiceWidth(u), r.Y+r.H/2, ui.MiddleLeft, colGreyed)
			}
		}
		for i := range c.options {
			c.options[i].Draw(dst, th, in)
		}
	} else if !c.busy() && !g.Over() && g.CanStop() {
		odds := 100 * float64(g.UsableRolls()) / 1296
		th.Text(dst, fmt.Sprintf("The next roll can be used %.0f%% of the time.", odds), th.Face(ui.Regular, 14), p.X, l.pairings[0].Y, ui.TopLeft, ui.MutedColor)
		th.Text(dst, "Stop to keep your climb as tiles;\nbust and you lose it.", th.Face(ui.Regular, 14), p.X, l.pairings[0].Y+24*u, ui.TopLeft, ui.MutedColor)
	} else if !c.busy() && !g.Over() {
		th.Text(dst, "Roll four dice and pair them: each\npair's total climbs that column.", th.Face(ui.Regular, 14), p.X, l.pairings[0].Y, ui.TopLeft, ui.MutedColor)
	}
	c.players.Draw(dst, th, in)
}

func (c *cantStopScene) Targets() ui.Targets {
	t := c.bar.targets(ui.Targets{})
	if c.g.CanRoll() && !c.busy() {
		t["roll"] = c.roll.Rect
	}
	if c.g.CanStop() && !c.busy() {
		t["stop"] = c.stop.Rect
	}
	for _, b := range c.options {
		if _, ok := t["option:"+b.option.String()]; !ok {
			t["option:"+b.option.String()] = b.Rect
		}
	}
	for i := range 3 {
		t[fmt.Sprintf("players:%d", i+2)] = c.players.Option(i)
	}
	return t
}

func (c *cantStopScene) State() map[string]any {
	g := c.g
	var opts []string
	for _, o := range g.Choices() {
		opts = append(opts, o.String())
	}
	won := make([]int, g.Players())
	for i := range won {
		won[i] = g.Won(cantstop.Color(i))
	}
	st := map[string]any{
		"scene":     "cantstop",
		"board":     g.String(),
		"players":   g.Players(),
		"prompt":    g.Prompt(),
		"options":   opts,
		"canRoll":   g.CanRoll(),
		"canStop":   g.CanStop(),
		"won":       won,
		"over":      g.Over(),
		"animating": c.busy(),
		"last":      g.Last().String(),
		"dice":      g.Last().Dice,
	}
	if !g.Over() {
		st["turn"] = g.Mover().String()
	} else {
		st["winner"] = cantstop.Color(g.Winner()).String()
	}
	return st
}

// cantStopIcon draws the menu card's picture: stepped columns and a tower.
func cantStopIcon(dst *ebiten.Image, th *ui.Theme, r ui.Rect) {
	w := r.W / 5
	for i, h := range []int{2, 4, 5, 4, 2} {
		for s := range h {
			sq := ui.Rect{X: r.X + float64(i)*w, Y: r.Bottom() - float64(s+1)*r.H/5.4, W: w, H: r.H / 5.4}.Inset(w * 0.08)
			th.FillRoundRect(dst, sq, sq.H*0.2, colSquare)
		}
	}
	dot := func(i, s int, k color.Color, tower bool) {
		x, y := r.X+(float64(i)+0.5)*w, r.Bottom()-(float64(s)+0.5)*r.H/5.4
		th.FillCircle(dst, x, y, w*0.32, k)
		if tower {
			th.StrokeCircle(dst, x, y, w*0.22, w*0.08, playerColors[0])
		}
	}
	dot(1, 2, playerColors[0], false)
	dot(2, 4, colTower, true)
	dot(3, 1, playerColors[3], false)
}
