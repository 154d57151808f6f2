package scenes

import (
	"fmt"
	"image/color"
	"math/rand/v2"
	"sort"
	"strconv"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"parlor/game"
	"parlor/game/mergers"
	"parlor/scenes/ui"
)

// mergersSettings are the mode, the number of players and the pile's seed.
type mergersSettings struct {
	Mode    mergers.Mode
	Players int
	Seed    uint64
}

var (
	// companyColors tell the companies apart; each tile also shows its
	// letter, for players who cannot tell the colours apart.
	companyColors = []color.RGBA{
		{0xe0, 0x5a, 0x47, 0xff}, {0x3f, 0x8e, 0xd8, 0xff}, {0x5c, 0xb8, 0x5c, 0xff}, {0xe8, 0xb4, 0x3c, 0xff},
		{0x9b, 0x6c, 0xd6, 0xff}, {0x3c, 0xbf, 0xb4, 0xff}, {0xe0, 0x7c, 0xb4, 0xff}, {0xa8, 0x7a, 0x4e, 0xff},
		{0x7c, 0x8c, 0xa0, 0xff}, {0xc8, 0xd8, 0x48, 0xff}, {0x2e, 0x5e, 0x9a, 0xff}, {0xd8, 0x8a, 0x3a, 0xff},
	}
	colLoneTile = color.RGBA{0xe9, 0xe2, 0xd0, 0xff}
	colSlotM    = color.RGBA{0x1c, 0x29, 0x38, 0xff}
)

// companyColor is the colour of the company with symbol s.
func companyColor(s byte) color.RGBA {
	i := strings.IndexByte("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789", s)
	return companyColors[max(i, 0)%len(companyColors)]
}

// inkOn is black or white, whichever reads better on c.
func inkOn(c color.RGBA) color.RGBA {
	if int(c.R)*299+int(c.G)*587+int(c.B)*114 > 150000 {
		return color.RGBA{0x18, 0x1c, 0x24, 0xff}
	}
	return color.RGBA{0xff, 0xff, 0xff, 0xff}
}

// mergersScene is the scene for both games of Mergers.
type mergersScene struct {
	set     mergersSettings
	g       *mergers.Game
	pile    *rand.Rand
	bar     bar
	mode    ui.Choice
	players ui.Choice
	lay     mergersLayout
	// before is the game before the last placement, whose mergers are
	// shown one step at a time; step counts them.
	before *mergers.Game
	step   int
	next   ui.Button
	cart   map[byte]int
	buy    ui.Button
	plus   map[byte]ui.Button
	minus  map[byte]ui.Button
	offers []optionPos
	notice string // what the pile gave, shown after a buy
	board  ui.Layer
}

// optionPos is a button for an offered position.
type optionPos struct {
	ui.Button
	pos mergers.Pos
}

type mergersLayout struct {
	board, panel ui.Rect
	cell         float64
	// middle is the panel's room between the headline and the players; the
	// buy rows stand in it in buyCols columns of rowH-high rows.
	middle  ui.Rect
	rowH    float64
	buyCols int
	// noPlayers hides the players' list to make room for the buy panel.
	noPlayers bool
}

// buyRow is the rectangle of the i-th company's row in the buy panel.
func (l *mergersLayout) buyRow(i int, u float64) ui.Rect {
	w := (l.middle.W - float64(l.buyCols-1)*16*u) / float64(l.buyCols)
	rows := (i / l.buyCols)
	return ui.Rect{X: l.middle.X + float64(i%l.buyCols)*(w+16*u), Y: l.middle.Y + float64(rows)*l.rowH, W: w, H: l.rowH}
}

func newMergers(s mergersSettings) *mergersScene {
	if s.Players == 0 {
		s.Players = 2
	}
	m := &mergersScene{
		set:     s,
		bar:     newBar(),
		mode:    ui.Choice{Title: "GAME", Options: []string{"Simple", "Advanced"}},
		players: ui.Choice{Title: "PLAYERS", Options: []string{"2", "3", "4", "5", "6"}},
		next:    ui.Button{Label: "Next", Primary: true},
		buy:     ui.Button{Label: "Buy", Primary: true},
	}
	m.newGame()
	return m
}

func (m *mergersScene) newGame() {
	if m.set.Mode == mergers.Advanced && m.set.Players < 3 {
		m.set.Players = 3
	}
	g, err := mergers.New(mergers.Options{Mode: m.set.Mode, Players: m.set.Players})
	if err != nil {
		panic(err) // the options come from the scene's own choices and are always valid
	}
	m.set.Seed++
	m.g, m.pile = g, rand.New(rand.NewPCG(m.set.Seed, m.set.Seed))
	m.resolve()
	m.before, m.step, m.cart, m.notice = nil, 0, map[byte]int{}, ""
	m.mode.Selected, m.players.Selected = int(m.set.Mode), m.set.Players-2
}

// resolve draws from the pile until a player is to move.
func (m *mergersScene) resolve() {
	if err := game.Resolve(m.g, m.pile); err != nil {
		panic(err) // the engine's own chance outcomes are always legal
	}
}

// merging reports whether a merger is being shown.
func (m *mergersScene) merging() bool {
	return m.before != nil && m.g.Last() != nil && m.step < len(m.g.Last().Merges)
}

func (m *mergersScene) layout(ctx *ui.Context) {
	u := ctx.Theme.U
	l := &m.lay
	area := m.bar.layout(ctx, m.g.Over())
	area, l.panel, _ = ui.SplitPanel(ctx, area, min(360*u, area.W*0.42), min(460*u, area.H*0.5))
	// Room for the column numbers above and the row letters at the left.
	lab := 30 * u
	l.cell = min((area.W-lab)/mergers.Cols, (area.H-lab)/mergers.Rows, 64*u)
	bw, bh := float64(mergers.Cols)*l.cell, float64(mergers.Rows)*l.cell
	l.board = ui.Rect{X: area.X + lab + (area.W-lab-bw)/2, Y: area.Y + lab + (area.H-lab-bh)/2, W: bw, H: bh}

	p := l.panel.Inset(16 * u)
	m.mode.Rect = ui.Rect{X: p.X, Y: p.Bottom() - 36*u, W: p.W*0.55 - 6*u, H: 36 * u}
	m.players.Rect = ui.Rect{X: p.X + p.W*0.55 + 6*u, Y: p.Bottom() - 36*u, W: p.W*0.45 - 6*u, H: 36 * u}
	m.next.Rect = ui.Rect{X: p.Right() - 120*u, Y: p.Y + 200*u, W: 120 * u, H: 38 * u}
	// The players sit above the settings; the middle takes the rest. When
	// the buy panel would not fit, the players' list makes way.
	n := len(m.g.Groups())
	bottom := m.mode.Rect.Y - 30*u
	l.noPlayers = m.g.Options().Mode != mergers.Advanced
	if !l.noPlayers {
		withPlayers := bottom - float64(m.g.Players())*26*u - 8*u
		need := float64((n+1)/2)*30*u + 110*u
		if m.g.Buying() && withPlayers-p.Y-40*u < need {
			l.noPlayers = true
		} else {
			bottom = withPlayers
		}
	}
	l.middle = ui.Rect{X: p.X, Y: p.Y + 40*u, W: p.W, H: bottom - p.Y - 40*u}
	l.buyCols = 1
	if float64(n)*30*u+100*u > l.middle.H {
		l.buyCols = 2
	}
	rows := float64((n + l.buyCols - 1) / l.buyCols)
	l.rowH = min(38*u, max(24*u, (l.middle.H-100*u)/max(rows, 1)))

	// The offered positions, two rows of four.
	m.offers = m.offers[:0]
	if m.g.Options().Mode == mergers.Advanced && !m.g.Over() && !m.g.Buying() && !m.merging() {
		bw := (p.W - 3*8*u) / 4
		for i, pos := range m.g.Offered() {
			r := ui.Rect{X: p.X + float64(i%4)*(bw+8*u), Y: l.middle.Y + float64(i/4)*44*u, W: bw, H: 36 * u}
			m.offers = append(m.offers, optionPos{ui.Button{Label: pos.String(), Rect: r, Primary: true, Disabled: m.g.Check(pos) != nil}, pos})
		}
	}
	// The buy panel: a row for each company.
	m.plus, m.minus = map[byte]ui.Button{}, map[byte]ui.Button{}
	if m.g.Buying() && !m.merging() {
		legal := map[game.Move]bool{}
		for _, mv := range m.g.Legal() {
			legal[mv] = true
		}
		bs := l.rowH - 6*u
		for i, c := range m.g.Groups() {
			row := l.buyRow(i, u)
			more := copyCart(m.cart)
			more[c.Symbol]++
			m.minus[c.Symbol] = ui.Button{Label: "−", Rect: ui.Rect{X: row.Right() - 2.2*bs - 24*u, Y: row.Y, W: bs, H: bs}, Disabled: m.cart[c.Symbol] == 0}
			m.plus[c.Symbol] = ui.Button{Label: "+", Rect: ui.Rect{X: row.Right() - bs, Y: row.Y, W: bs, H: bs}, Disabled: !legal[mergers.BuyMove(more)]}
		}
		m.buy.Rect = ui.Rect{X: p.X, Y: l.middle.Y + rows*l.rowH + 28*u, W: p.W, H: 38 * u}
		m.buy.Label = "Buy nothing"
		if n := cartSize(m.cart); n > 0 {
			m.buy.Label = fmt.Sprintf("Buy %d share%s for $%d", n, map[bool]string{true: "", false: "s"}[n == 1], m.cartCost())
		}
	}
}

func copyCart(c map[byte]int) map[byte]int {
	n := map[byte]int{}
	for k, v := range c {
		n[k] = v
	}
	return n
}

func cartSize(c map[byte]int) int {
	n := 0
	for _, v := range c {
		n += v
	}
	return n
}

// cartCost is what the shares in the cart cost at the companies' values.
func (m *mergersScene) cartCost() int {
	cost := 0
	for s, n := range m.cart {
		if c, ok := m.g.Group(s); ok {
			cost += n * mergers.Value(c.Size)
		}
	}
	return cost
}

// square is the rectangle of position p.
func (l *mergersLayout) square(p mergers.Pos) ui.Rect {
	return ui.Rect{X: l.board.X + float64(p.Col)*l.cell, Y: l.board.Y + float64(p.Row)*l.cell, W: l.cell, H: l.cell}
}

// placeable lists the squares the mover may place on now.
func (m *mergersScene) placeable() []mergers.Pos {
	if m.merging() {
		return nil
	}
	return m.g.Placeable()
}

func (m *mergersScene) Update(ctx *ui.Context) {
	m.layout(ctx)
	defer m.layout(ctx)
	in := &ctx.Input
	switch {
	case m.bar.menu.Clicked(in):
		ctx.Go(newMenu())
		return
	case m.bar.restart.Clicked(in):
		m.newGame()
		return
	case m.mode.Update(in):
		m.set.Mode = mergers.Mode(m.mode.Selected)
		m.newGame()
		return
	case m.players.Update(in):
		m.set.Players = m.players.Selected + 2
		m.newGame()
		return
	}
	if m.merging() {
		if in.Released {
			m.step++ // a click anywhere shows the next step
		}
		return
	}
	if m.g.Buying() {
		for s, b := range m.plus {
			if b.Clicked(in) {
				m.cart[s]++
			}
		}
		for s, b := range m.minus {
			if b.Clicked(in) {
				m.cart[s]--
			}
		}
		if m.buy.Clicked(in) {
			if m.g.Play(mergers.BuyMove(m.cart)) == nil {
				m.cart = map[byte]int{}
				m.resolve()
				m.notice = drawNotice(m.g.Draws())
			}
		}
		return
	}
	for _, b := range m.offers {
		if b.Clicked(in) {
			m.place(b.pos)
			return
		}
	}
	for _, p := range m.placeable() {
		if in.Clicked(m.lay.square(p)) {
			m.place(p)
			return
		}
	}
}

// drawNotice says what the pile gave.
func drawNotice(ds []mergers.Draw) string {
	var drew, threw []string
	for _, d := range ds {
		if d.Discarded {
			threw = append(threw, d.Pos.String())
		} else {
			drew = append(drew, d.Pos.String())
		}
	}
	s := ""
	if len(drew) > 0 {
		s = "Drew " + strings.Join(drew, ", ") + "."
	}
	if len(threw) > 0 {
		s += " Discarded " + strings.Join(threw, ", ") + ": it would merge a safe company."
	}
	return strings.TrimSpace(s)
}

// place places the mover's tile on p.
func (m *mergersScene) place(p mergers.Pos) {
	before := m.g.Clone().(*mergers.Game)
	if m.g.Play(mergers.PlaceMove(p)) != nil {
		return
	}
	m.before, m.step, m.notice = before, 0, ""
	m.resolve() // nothing to draw in the simple game; the advanced one waits for the buy
}

// preview says what placing on p would do, from the engine on a clone.
func (m *mergersScene) preview(p mergers.Pos) string {
	c := m.g.Clone().(*mergers.Game)
	if c.Play(mergers.PlaceMove(p)) != nil {
		return ""
	}
	pl := c.Last()
	name := func(s byte) string {
		gr, _ := c.Group(s)
		return fmt.Sprintf("%s (%c)", gr.Name, s)
	}
	switch {
	case len(pl.Merges) > 0:
		var absorbed []string
		for _, mg := range pl.Merges {
			absorbed = append(absorbed, fmt.Sprintf("%s (%c)", mg.Absorbed.Name, mg.Absorbed.Symbol))
		}
		return fmt.Sprintf("%s: merges %s into %s", p, strings.Join(absorbed, " and "), name(pl.Merges[0].Into))
	case pl.Founded != 0:
		return fmt.Sprintf("%s: founds %s", p, name(pl.Founded))
	case pl.Grew != 0:
		return fmt.Sprintf("%s: grows %s", p, name(pl.Grew))
	}
	return fmt.Sprintf("%s: a lone tile", p)
}

func (m *mergersScene) Draw(screen *ebiten.Image, ctx *ui.Context) {
	th, in := ctx.Theme, &ctx.Input
	m.layout(ctx)
	th.Background(screen)
	title := "Mergers"
	if m.g.Options().Mode == mergers.Advanced {
		title = "Mergers · Advanced"
	}
	m.bar.draw(screen, th, in, title)
	m.drawBoard(screen, th, in)
	m.drawPanel(screen, th, in)
	if m.g.Over() {
		m.drawRanking(screen, th)
	}
}

// drawTile draws a tile of symbol s (or a lone tile) in r.
func drawTile(dst *ebiten.Image, th *ui.Theme, r ui.Rect, s byte, alpha float64) {
	fill := colLoneTile
	if s != mergers.Lone {
		fill = companyColor(s)
	}
	rad := r.W * 0.14
	th.FillRoundRect(dst, ui.Rect{X: r.X, Y: r.Y + r.H*0.05, W: r.W, H: r.H}, rad, ui.Fade(ui.ShadowColor, alpha))
	th.FillRoundRect(dst, r, rad, ui.Fade(ui.Mix(fill, color.RGBA{0, 0, 0, 0xff}, 0.18), alpha))
	th.FillRoundRect(dst, ui.Rect{X: r.X, Y: r.Y, W: r.W, H: r.H - r.H*0.07}, rad, ui.Fade(fill, alpha))
	if s != mergers.Lone {
		th.Text(dst, string(s), th.Face(ui.Bold, r.H/th.U*0.5), r.X+r.W/2, r.Y+r.H*0.46, ui.Centered, ui.Fade(inkOn(fill), alpha))
	}
}

// drawBoard draws the board from its layer, redrawn only when the game
// changes, and the ghost tile under the pointer over it.
func (m *mergersScene) drawBoard(dst *ebiten.Image, th *ui.Theme, in *ui.Input) {
	l := &m.lay
	key := fmt.Sprint(m.g.String(), m.g.Buying(), m.merging(), m.step, m.placeable(), l.cell)
	m.board.Draw(dst, l.board.Inset(-l.cell), key, func(img *ebiten.Image) { m.renderBoard(img, th) })
	for _, p := range m.placeable() {
		if in.Hovering(l.square(p)) {
			drawTile(dst, th, l.square(p).Inset(0.05*l.cell), mergers.Lone, 0.6)
		}
	}
}

// renderBoard draws the grid, its labels, the tiles, the squares of a
// company being absorbed, and the offered squares.
func (m *mergersScene) renderBoard(dst *ebiten.Image, th *ui.Theme) {
	l := &m.lay
	c := l.cell
	b := l.board
	th.FillRoundRect(dst, b.Inset(-0.12*c), 0.16*c, ui.PanelColor)
	label := th.Face(ui.Medium, min(15, c/th.U*0.3))
	coord := th.Face(ui.Regular, min(11, c/th.U*0.22))
	for col := range mergers.Cols {
		th.Text(dst, strconv.Itoa(col+1), label, b.X+(float64(col)+0.5)*c, b.Y-0.38*c, ui.Centered, ui.MutedColor)
	}
	for row := range mergers.Rows {
		th.Text(dst, string(rune('A'+row)), label, b.X-0.4*c, b.Y+(float64(row)+0.5)*c, ui.Centered, ui.MutedColor)
	}
	g := m.g
	// Squares of a company being absorbed in the merger on show.
	absorbed := map[mergers.Pos]bool{}
	if m.merging() {
		sym := g.Last().Merges[m.step].Absorbed.Symbol
		for i := range mergers.Rows * mergers.Cols {
			p := mergers.Pos{Row: i / mergers.Cols, Col: i % mergers.Cols}
			if m.before.At(p) == sym {
				absorbed[p] = true
			}
		}
	}
	for row := range mergers.Rows {
		for col := range mergers.Cols {
			p := mergers.Pos{Row: row, Col: col}
			r := l.square(p).Inset(0.05 * c)
			s := g.At(p)
			if m.merging() && absorbed[p] {
				s = m.g.Last().Merges[m.step].Absorbed.Symbol // as it was, until the step is seen
			}
			if s == mergers.Empty {
				th.FillRoundRect(dst, r, r.W*0.12, colSlotM)
				th.Text(dst, p.String(), coord, r.X+r.W/2, r.Y+r.H/2, ui.Centered, ui.Fade(ui.MutedColor, 0.35))
				continue
			}
			drawTile(dst, th, r, s, 1)
			if absorbed[p] {
				th.StrokeRoundRect(dst, r.Inset(-0.04*c), r.W*0.16, max(2, 0.07*c), ui.TextColor)
			}
		}
	}
	// Where the mover may place, in the advanced game: the offered squares.
	if m.g.Options().Mode == mergers.Advanced {
		for _, p := range m.placeable() {
			r := l.square(p).Inset(0.05 * c)
			th.StrokeRoundRect(dst, r, r.W*0.12, max(2, 0.06*c), ui.AccentColor)
		}
	}
	if last := g.Last(); last != nil && !m.merging() {
		r := l.square(last.Pos).Inset(0.02 * c)
		th.StrokeRoundRect(dst, r, r.W*0.14, max(1.5, 0.04*c), ui.TextColor)
	}
}

func (m *mergersScene) drawPanel(dst *ebiten.Image, th *ui.Theme, in *ui.Input) {
	u := th.U
	l := &m.lay
	g := m.g
	th.Panel(dst, l.panel)
	p := l.panel.Inset(16 * u)
	head := ""
	switch {
	case g.Over():
		head = "Game over"
	case m.merging():
		head = "Merger!"
	case g.Buying():
		head = fmt.Sprintf("Player %d: buy shares", g.Mover()+1)
	default:
		head = fmt.Sprintf("Player %d to place a tile", g.Mover()+1)
	}
	th.Text(dst, head, th.FaceFor(head, ui.Bold, 20, p.W), p.X, p.Y+12*u, ui.MiddleLeft, ui.TextColor)
	y := l.middle.Y
	switch {
	case m.merging():
		m.drawMerger(dst, th, in, p)
	case g.Buying():
		m.drawBuy(dst, th, in, p)
	default:
		if g.Options().Mode == mergers.Advanced && !g.Over() {
			for _, b := range m.offers {
				b.Draw(dst, th, in)
			}
			y += 2*44*u + 4*u
		}
		// What the hovered square would do, or what the pile gave.
		hint := m.notice
		for _, pos := range m.placeable() {
			if in.Hovering(l.square(pos)) {
				hint = m.preview(pos)
			}
		}
		for _, b := range m.offers {
			if in.Hovering(b.Rect) && !b.Disabled {
				hint = m.preview(b.pos)
			}
		}
		if hint == "" && !g.Over() {
			hint = "Click a square to place a tile. First to a group of 41 wins."
			if g.Options().Mode == mergers.Advanced {
				hint = "Place one of the offered positions."
			}
		}
		th.Text(dst, hint, th.FaceFor(hint, ui.Regular, 14, p.W), p.X, y, ui.TopLeft, ui.MutedColor)
		m.drawCompanies(dst, th, ui.Rect{X: p.X, Y: y + 28*u, W: p.W, H: l.middle.Bottom() - y - 28*u})
	}
	if !l.noPlayers {
		m.drawPlayers(dst, th, p, l.middle.Bottom()+8*u)
	}
	m.mode.Draw(dst, th, in)
	m.players.Draw(dst, th, in)
}

// drawMerger shows one step of the merger and its payouts.
func (m *mergersScene) drawMerger(dst *ebiten.Image, th *ui.Theme, in *ui.Input, p ui.Rect) {
	u := th.U
	pl := m.g.Last()
	mg := pl.Merges[m.step]
	into, _ := m.g.Group(mg.Into)
	y := m.lay.middle.Y
	lines := []string{
		fmt.Sprintf("%s (%c, %d tiles) merges into %s (%c).", mg.Absorbed.Name, mg.Absorbed.Symbol, mg.Absorbed.Size, into.Name, mg.Into),
	}
	if m.g.Options().Mode == mergers.Advanced {
		lines = append(lines, fmt.Sprintf("Its shareholders are paid $%d a share:", mergers.Value(mg.Absorbed.Size)))
		paid := false
		for i, amount := range pl.Payouts[m.step] {
			if amount > 0 {
				lines = append(lines, fmt.Sprintf("   Player %d: $%d", i+1, amount))
				paid = true
			}
		}
		if !paid {
			lines = append(lines, "   nobody held shares.")
		}
	}
	for _, s := range lines {
		th.Text(dst, s, th.FaceFor(s, ui.Regular, 15, p.W), p.X, y, ui.TopLeft, ui.TextColor)
		y += 24 * u
	}
	m.next.Rect.Y = y + 8*u
	m.next.Label = fmt.Sprintf("Next (%d of %d)", m.step+1, len(pl.Merges))
	m.next.Draw(dst, th, in)
}

// drawBuy draws the buy panel: a row a company, the total, and the button.
func (m *mergersScene) drawBuy(dst *ebiten.Image, th *ui.Theme, in *ui.Input, p ui.Rect) {
	u := th.U
	l := &m.lay
	cash := m.g.Player(m.g.Mover()).Cash
	face := th.Face(ui.Medium, 14)
	small := th.Face(ui.Regular, 12)
	bs := l.rowH - 6*u
	for i, c := range m.g.Groups() {
		row := l.buyRow(i, u)
		y := row.Y
		drawTile(dst, th, ui.Rect{X: row.X, Y: y, W: bs, H: bs}, c.Symbol, 1)
		name := fmt.Sprintf("%s $%d", c.Name, mergers.Value(c.Size))
		about := fmt.Sprintf("%d tiles", c.Size)
		if c.Size >= mergers.SafeSize {
			about += " · safe"
		}
		room := row.W - bs - 8*u - 2.2*bs - 30*u
		if bs < 28*u { // one line when the rows are tight
			name += " · " + about
			th.Text(dst, name, th.FaceFor(name, ui.Medium, 13, room), row.X+bs+8*u, y+bs/2, ui.MiddleLeft, ui.TextColor)
		} else {
			th.Text(dst, name, th.FaceFor(name, ui.Medium, 14, room), row.X+bs+8*u, y+bs*0.3, ui.MiddleLeft, ui.TextColor)
			th.Text(dst, about, small, row.X+bs+8*u, y+bs*0.78, ui.MiddleLeft, ui.MutedColor)
		}
		mi, pl := m.minus[c.Symbol], m.plus[c.Symbol]
		mi.Draw(dst, th, in)
		pl.Draw(dst, th, in)
		th.Text(dst, strconv.Itoa(m.cart[c.Symbol]), th.Face(ui.Bold, 16), (mi.Rect.Right()+pl.Rect.X)/2, y+bs/2, ui.Centered, ui.TextColor)
	}
	y := l.middle.Y + float64((len(m.g.Groups())+l.buyCols-1)/l.buyCols)*l.rowH
	if len(m.g.Groups()) == 0 {
		th.Text(dst, "There are no companies to buy yet.", face, p.X, y, ui.TopLeft, ui.MutedColor)
	}
	th.Text(dst, fmt.Sprintf("%d of %d shares · $%d of $%d", cartSize(m.cart), mergers.MaxBuy, m.cartCost(), cash), th.Face(ui.Regular, 14), p.X, y+6*u, ui.TopLeft, ui.MutedColor)
	m.buy.Draw(dst, th, in)
}

// drawPlayers lists each player's cash and shares, from y down.
func (m *mergersScene) drawPlayers(dst *ebiten.Image, th *ui.Theme, p ui.Rect, y float64) {
	u := th.U
	face := th.Face(ui.Medium, 14)
	for i := range m.g.Players() {
		pl := m.g.Player(i)
		if i == m.g.Mover() && !m.g.Over() {
			th.FillRoundRect(dst, ui.Rect{X: p.X - 6*u, Y: y - 3*u, W: p.W + 12*u, H: 24 * u}, 6*u, ui.Fade(ui.AccentColor, 0.15))
		}
		th.Text(dst, fmt.Sprintf("Player %d", i+1), face, p.X, y+9*u, ui.MiddleLeft, ui.TextColor)
		th.Text(dst, fmt.Sprintf("$%d", pl.Cash), face, p.X+90*u, y+9*u, ui.MiddleLeft, ui.AccentColor)
		x := p.X + 160*u
		syms := make([]byte, 0, len(pl.Shares))
		for s := range pl.Shares {
			syms = append(syms, s)
		}
		sort.Slice(syms, func(a, b int) bool { return syms[a] < syms[b] })
		for _, s := range syms {
			if x+40*u > p.Right() {
				break
			}
			drawTile(dst, th, ui.Rect{X: x, Y: y, W: 18 * u, H: 18 * u}, s, 1)
			th.Text(dst, strconv.Itoa(pl.Shares[s]), th.Face(ui.Regular, 13), x+22*u, y+9*u, ui.MiddleLeft, ui.MutedColor)
			x += 38 * u
		}
		y += 26 * u
	}
}

// drawCompanies lists the groups in r, two columns: size, and in the
// advanced game value and whether the company is safe.
func (m *mergersScene) drawCompanies(dst *ebiten.Image, th *ui.Theme, r ui.Rect) {
	u := th.U
	face := th.Face(ui.Regular, 13)
	p, y := r, r.Y
	for i, c := range m.g.Groups() {
		x := p.X + float64(i%2)*p.W/2
		yy := y + float64(i/2)*24*u
		if yy+20*u > r.Bottom() {
			break
		}
		drawTile(dst, th, ui.Rect{X: x, Y: yy, W: 18 * u, H: 18 * u}, c.Symbol, 1)
		s := fmt.Sprintf("%s %d", c.Name, c.Size)
		if m.g.Options().Mode == mergers.Advanced {
			s = fmt.Sprintf("%d tiles · $%d", c.Size, mergers.Value(c.Size))
			if c.Size >= mergers.SafeSize {
				s += " · safe"
			}
		}
		th.Text(dst, s, face, x+24*u, yy+9*u, ui.MiddleLeft, ui.TextColor)
	}
}

// drawRanking shows the end: who won, and in the advanced game the money.
func (m *mergersScene) drawRanking(dst *ebiten.Image, th *ui.Theme) {
	u := th.U
	l := &m.lay
	g := m.g
	type row struct{ player, cash int }
	var rows []row
	for i := range g.Players() {
		rows = append(rows, row{i, g.Player(i).Cash})
	}
	sort.SliceStable(rows, func(a, b int) bool { return rows[a].cash > rows[b].cash })
	var ws []string
	for _, w := range g.Winners() {
		ws = append(ws, fmt.Sprintf("Player %d", w+1))
	}
	title := strings.Join(ws, " and ") + " wins!"
	if len(ws) > 1 {
		title = strings.Join(ws, " and ") + " tie!"
	}
	h := 96 * u
	if g.Options().Mode == mergers.Advanced {
		h += float64(len(rows))*28*u + 10*u
	}
	r := ui.Rect{X: l.board.X + l.board.W/2 - 170*u, Y: l.board.Y + l.board.H/2 - h/2, W: 340 * u, H: h}
	th.FillRoundRect(dst, ui.Rect{X: r.X, Y: r.Y + 4*u, W: r.W, H: r.H}, 16*u, ui.ShadowColor)
	th.OutlineRoundRect(dst, r, 16*u, 2*u, ui.AccentColor, ui.PanelColor)
	th.Text(dst, title, th.FaceFor(title, ui.Bold, 26, r.W-30*u), r.X+r.W/2, r.Y+34*u, ui.Centered, ui.AccentColor)
	th.Text(dst, ui.Sentence(g.EndReason())+".", th.FaceFor(g.EndReason(), ui.Regular, 14, r.W-30*u), r.X+r.W/2, r.Y+62*u, ui.Centered, ui.MutedColor)
	if g.Options().Mode == mergers.Simple {
		return
	}
	for i, row := range rows {
		y := r.Y + 96*u + float64(i)*28*u
		th.Text(dst, fmt.Sprintf("%d.  Player %d", i+1, row.player+1), th.Face(ui.Medium, 16), r.X+40*u, y, ui.MiddleLeft, ui.TextColor)
		th.Text(dst, fmt.Sprintf("$%d", row.cash), th.Face(ui.Bold, 16), r.Right()-40*u, y, ui.MiddleEnd, ui.AccentColor)
	}
}

func (m *mergersScene) Targets() ui.Targets {
	t := m.bar.targets(ui.Targets{})
	for _, p := range m.placeable() {
		t["square:"+p.String()] = m.lay.square(p)
	}
	for _, b := range m.offers {
		if !b.Disabled {
			t["offer:"+b.pos.String()] = b.Rect
		}
	}
	for s, b := range m.plus {
		if !b.Disabled {
			t["buy:+"+string(s)] = b.Rect
		}
	}
	for s, b := range m.minus {
		if !b.Disabled {
			t["buy:-"+string(s)] = b.Rect
		}
	}
	if m.g.Buying() && !m.merging() {
		t["buy:confirm"] = m.buy.Rect
	}
	if m.merging() {
		t["merge:next"] = m.next.Rect
	}
	t["mode:simple"], t["mode:advanced"] = m.mode.Option(0), m.mode.Option(1)
	for i := range 5 {
		t[fmt.Sprintf("players:%d", i+2)] = m.players.Option(i)
	}
	return t
}

func (m *mergersScene) State() map[string]any {
	g := m.g
	var offered, draws []string
	for _, p := range g.Offered() {
		offered = append(offered, p.String())
	}
	for _, d := range g.Draws() {
		draws = append(draws, d.Pos.String())
	}
	st := map[string]any{
		"scene":     "mergers",
		"mode":      g.Options().Mode.String(),
		"players":   g.Players(),
		"board":     g.String(),
		"buying":    g.Buying(),
		"merging":   m.merging(),
		"offered":   offered,
		"draws":     draws,
		"over":      g.Over(),
		"animating": false,
		"cart":      cartSize(m.cart),
	}
	if !g.Over() {
		st["turn"] = g.Mover() + 1
	} else {
		var ws []int
		for _, w := range g.Winners() {
			ws = append(ws, w+1)
		}
		st["winners"] = ws
	}
	return st
}

// mergersIcon draws the menu card's picture: a few tiles of two companies.
func mergersIcon(dst *ebiten.Image, th *ui.Theme, r ui.Rect) {
	c := r.W / 3
	for i, s := range []byte{'A', 'A', mergers.Empty, 'A', 'B', 'B', mergers.Lone, mergers.Empty, 'B'} {
		sq := ui.Rect{X: r.X + float64(i%3)*c, Y: r.Y + float64(i/3)*c, W: c, H: c}.Inset(c * 0.06)
		if s == mergers.Empty {
			th.FillRoundRect(dst, sq, sq.W*0.14, colSlotM)
			continue
		}
		drawTile(dst, th, sq, s, 1)
	}
}
