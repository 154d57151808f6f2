package scenes

import (
	"fmt"
	"image/color"
	"math"
	"slices"
	"strconv"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"parlor/game"
	"parlor/game/kalah"
	"parlor/scenes/ui"
)

// kalahSettings are the board's size.
type kalahSettings struct{ Houses, Seeds int }

// The menu's choices of size.
var (
	kalahHouses = []int{4, 5, 6, 7, 8}
	kalahSeeds  = []int{3, 4, 5, 6}
)

var (
	colWood      = color.RGBA{0x8a, 0x55, 0x2a, 0xff}
	colWoodLight = color.RGBA{0xa8, 0x6c, 0x38, 0xff}
	colWoodDark  = color.RGBA{0x5e, 0x36, 0x17, 0xff}
	colPit       = color.RGBA{0x45, 0x27, 0x10, 0xff}
	colPitRim    = color.RGBA{0x33, 0x1c, 0x0b, 0xff}
	// sideColors mark South and North.
	sideColors = [2]color.RGBA{{0xe8, 0xb4, 0x4c, 0xff}, {0x7c, 0xbc, 0xe8, 0xff}}
	// beadColors are the glass beads.
	beadColors = []color.RGBA{
		{0x3b, 0xb3, 0xa6, 0xff}, {0x4a, 0x7f, 0xd6, 0xff}, {0x72, 0xbf, 0x4a, 0xff},
		{0xe0, 0x9a, 0x30, 0xff}, {0xd6, 0x5a, 0x7a, 0xff}, {0xe6, 0xde, 0xc8, 0xff},
	}
)

// sowStep is one frame of a sowing animation: what each pit shows, which
// pits are lit, and for how long.
type sowStep struct {
	counts map[kalah.Pit]int
	hot    []kalah.Pit
	ticks  int
	msg    string
}

// sowing animates a move from the position before it to the position after.
type sowing struct {
	move  *kalah.Sowing
	steps []sowStep
	i, t  int
}

// newSowing builds the steps of a move: the pick-up, one seed at a time,
// then the capture, the sweep and the extra turn. Its last step shows the
// position after the move.
func newSowing(before map[kalah.Pit]int, s *kalah.Sowing, g *kalah.Game) *sowing {
	c := copyCounts(before)
	a := &sowing{move: s}
	add := func(ticks int, msg string, hot ...kalah.Pit) {
		a.steps = append(a.steps, sowStep{counts: copyCounts(c), hot: hot, ticks: ticks, msg: msg})
	}
	c[s.From] = 0
	add(10, "", s.From)
	per := min(max(14-len(s.Sown)/2, 4), 9)
	for _, p := range s.Sown {
		c[p]++
		add(per, "", p)
	}
	f := g.Frame()
	if k := s.Capture; k != nil {
		c[k.House], c[k.Opposite] = 0, 0
		c[f.Store(s.Mover)] += k.Seeds
		add(45, fmt.Sprintf("%s captures %d!", s.Mover, k.Seeds), k.House, k.Opposite, f.Store(s.Mover))
	}
	if g.Over() {
		for _, side := range []kalah.Side{kalah.South, kalah.North} {
			if s.Swept[side] == 0 {
				continue
			}
			hot := []kalah.Pit{f.Store(side)}
			for h := 1; h <= f.Houses(); h++ {
				p := kalah.Pit{Owner: side, Num: h}
				if c[p] > 0 {
					hot = append(hot, p)
				}
				c[p] = 0
			}
			c[f.Store(side)] += s.Swept[side]
			add(50, fmt.Sprintf("%s takes the last %d", side, s.Swept[side]), hot...)
		}
	}
	if s.Extra && !g.Over() {
		add(40, s.Mover.String()+" plays again", f.Store(s.Mover))
	}
	return a
}

func copyCounts(m map[kalah.Pit]int) map[kalah.Pit]int {
	c := make(map[kalah.Pit]int, len(m))
	for k, v := range m {
		c[k] = v
	}
	return c
}

// step advances the animation a tick and reports whether it has ended.
func (a *sowing) step() bool {
	a.t++
	if a.t >= a.steps[a.i].ticks {
		a.t = 0
		a.i++
	}
	return a.i >= len(a.steps)
}

// kalahScene is the scene for Kalah.
type kalahScene struct {
	set           kalahSettings
	g             *kalah.Game
	anim          *sowing
	bar           bar
	houses, seeds ui.Choice
	lay           kalahLayout
	board         ui.Layer
}

// kalahLayout is where the board and its pits stand.
type kalahLayout struct {
	board, panel ui.Rect
	cell         float64
	pits         map[kalah.Pit]ui.Rect
}

func newKalah(s kalahSettings) *kalahScene {
	if s.Houses == 0 {
		s = kalahSettings{6, 4}
	}
	k := &kalahScene{
		set:    s,
		bar:    newBar(),
		houses: ui.Choice{Title: "HOUSES", Options: intLabels(kalahHouses)},
		seeds:  ui.Choice{Title: "SEEDS", Options: intLabels(kalahSeeds)},
	}
	k.newGame()
	return k
}

func intLabels(ns []int) []string {
	var s []string
	for _, n := range ns {
		s = append(s, strconv.Itoa(n))
	}
	return s
}

func indexOf(ns []int, n int) int {
	for i, v := range ns {
		if v == n {
			return i
		}
	}
	return 0
}

func (k *kalahScene) newGame() {
	g, err := kalah.New(k.set.Houses, k.set.Seeds)
	if err != nil {
		panic(err) // the sizes come from the scene's own choices and are always valid
	}
	k.g, k.anim = g, nil
	k.houses.Selected, k.seeds.Selected = indexOf(kalahHouses, k.set.Houses), indexOf(kalahSeeds, k.set.Seeds)
}

// counts is what every pit holds in the engine now.
func (k *kalahScene) counts() map[kalah.Pit]int {
	m := map[kalah.Pit]int{}
	for _, p := range k.g.Frame().Pits() {
		m[p] = k.g.Count(p)
	}
	return m
}

func (k *kalahScene) layout(ctx *ui.Context) {
	u := ctx.Theme.U
	area := k.bar.layout(ctx, k.g.Over())
	l := &k.lay
	ph := 150 * u
	if ctx.H > ctx.W {
		ph = 200 * u
	}
	l.panel = ui.Rect{X: area.X, Y: area.Bottom() - ph, W: area.W, H: ph}
	area.H -= ph + 16*u
	h := k.g.Houses()
	// The board is h+2 columns (a store at each end) by 2.8 cells, with room
	// for the labels above and below it.
	l.cell = min(area.W/(float64(h)+2.3), area.H/3.8, 130*u)
	bw, bh := (float64(h)+2)*l.cell, 2.8*l.cell
	l.board = ui.Rect{X: area.X + (area.W-bw)/2, Y: area.Y + (area.H-bh)/2, W: bw, H: bh}
	l.pits = map[kalah.Pit]ui.Rect{}
	c := l.cell
	for i := 1; i <= h; i++ {
		l.pits[kalah.Pit{Owner: kalah.North, Num: i}] = ui.Rect{X: l.board.X + float64(i)*c + 0.1*c, Y: l.board.Y + 0.35*c, W: 0.8 * c, H: 0.8 * c}
		l.pits[kalah.Pit{Owner: kalah.South, Num: i}] = ui.Rect{X: l.board.X + float64(h+1-i)*c + 0.1*c, Y: l.board.Y + 1.65*c, W: 0.8 * c, H: 0.8 * c}
	}
	l.pits[kalah.Pit{Owner: kalah.North, Num: 0}] = ui.Rect{X: l.board.X + 0.14*c, Y: l.board.Y + 0.3*c, W: 0.72 * c, H: 2.2 * c}
	l.pits[kalah.Pit{Owner: kalah.South, Num: 0}] = ui.Rect{X: l.board.Right() - 0.86*c, Y: l.board.Y + 0.3*c, W: 0.72 * c, H: 2.2 * c}

	p := l.panel.Inset(18 * u)
	cw := min(260*u, (p.W-40*u)/2)
	k.houses.Rect = ui.Rect{X: p.Right() - cw, Y: p.Y + 22*u, W: cw, H: 36 * u}
	k.seeds.Rect = ui.Rect{X: p.Right() - cw, Y: p.Y + 84*u, W: cw * 0.8, H: 36 * u}
	if ctx.H > ctx.W {
		k.houses.Rect = ui.Rect{X: p.X, Y: p.Y + 108*u, W: p.W/2 - 10*u, H: 36 * u}
		k.seeds.Rect = ui.Rect{X: p.X + p.W/2 + 10*u, Y: p.Y + 108*u, W: p.W/2 - 10*u, H: 36 * u}
	}
}

// playable reports whether pit p can be sown now.
func (k *kalahScene) playable(p kalah.Pit) bool {
	return k.anim == nil && !p.IsStore() && game.Player(p.Owner) == k.g.Turn() && k.g.Check(p.Num) == nil
}

func (k *kalahScene) Update(ctx *ui.Context) {
	k.layout(ctx)
	in := &ctx.Input
	if k.anim != nil {
		if in.Released || k.anim.step() {
			k.anim = nil // a click skips to the end
		}
		if in.Released {
			return
		}
	}
	switch {
	case k.bar.menu.Clicked(in):
		ctx.Go(newMenu())
		return
	case k.bar.restart.Clicked(in):
		k.newGame()
	case k.houses.Update(in):
		k.set.Houses = kalahHouses[k.houses.Selected]
		k.newGame()
	case k.seeds.Update(in):
		k.set.Seeds = kalahSeeds[k.seeds.Selected]
		k.newGame()
	}
	k.layout(ctx)
	for p, r := range k.lay.pits {
		if k.playable(p) && in.Clicked(r) {
			before := k.counts()
			if err := k.g.Play(game.Move(p.Num)); err == nil {
				k.anim = newSowing(before, k.g.Last(), k.g)
			}
			break
		}
	}
}

// display is what each pit shows this frame.
func (k *kalahScene) display() (counts map[kalah.Pit]int, hot []kalah.Pit, msg string) {
	if a := k.anim; a != nil && a.i < len(a.steps) {
		s := a.steps[a.i]
		return s.counts, s.hot, s.msg
	}
	return k.counts(), nil, ""
}

func (k *kalahScene) Draw(screen *ebiten.Image, ctx *ui.Context) {
	th, in := ctx.Theme, &ctx.Input
	k.layout(ctx)
	th.Background(screen)
	k.bar.draw(screen, th, in, fmt.Sprintf("Kalah (%d, %d)", k.g.Houses(), k.g.Seeds()))
	counts, hot, msg := k.display()
	k.drawBoard(screen, th, in, counts, hot)
	l := &k.lay
	switch {
	case msg != "":
		ui.Banner(screen, th, msg, l.board.X+l.board.W/2, l.board.Y+l.board.H/2, ui.TextColor)
	case k.anim == nil && k.g.Over():
		text, ink := "A tie!", ui.TextColor
		if w, ok := k.g.Winner(); ok {
			text, ink = fmt.Sprintf("%s wins %d to %d!", w, k.g.Store(w), k.g.Store(w.Other())), sideColors[w]
		}
		ui.Banner(screen, th, text, l.board.X+l.board.W/2, l.board.Y+l.board.H/2, ink)
	}
	k.drawPanel(screen, th, in)
}

// drawBoard draws the board from its layer, redrawn only when the seeds
// move, the lit pits change, or the pointer moves onto another pit.
func (k *kalahScene) drawBoard(dst *ebiten.Image, th *ui.Theme, in *ui.Input, counts map[kalah.Pit]int, hot []kalah.Pit) {
	l := &k.lay
	c := l.cell
	over := kalah.Pit{Num: -1}
	var key strings.Builder
	for _, p := range k.g.Frame().Pits() {
		fmt.Fprintf(&key, "%d%v,", counts[p], k.playable(p))
		if k.playable(p) && in.Hovering(l.pits[p]) {
			over = p
		}
	}
	fmt.Fprint(&key, hot, over, l.cell)
	k.board.Draw(dst, ui.Rect{X: l.board.X - 0.1*c, Y: l.board.Y - 0.5*c, W: l.board.W + 0.2*c, H: l.board.H + c}, key.String(), func(img *ebiten.Image) {
		k.renderBoard(img, th, counts, hot, over)
	})
}

// renderBoard draws the wooden board and its pits, ringed when lit by the
// move being shown, playable, or under the pointer (over), with their
// seeds, counts and labels.
func (k *kalahScene) renderBoard(dst *ebiten.Image, th *ui.Theme, counts map[kalah.Pit]int, hot []kalah.Pit, over kalah.Pit) {
	l := &k.lay
	c := l.cell
	b := l.board
	th.FillRoundRect(dst, ui.Rect{X: b.X, Y: b.Y + 0.06*c, W: b.W, H: b.H}, 0.3*c, ui.ShadowColor)
	th.OutlineRoundRect(dst, b, 0.3*c, max(1, 0.02*c), colWoodDark, colWood)
	for i := range 5 {
		y := b.Y + (0.3+0.55*float64(i))*c
		th.FillRect(dst, ui.Rect{X: b.X + 0.3*c, Y: y, W: b.W - 0.6*c, H: max(1, 0.02*c)}, ui.Fade(colWoodLight, 0.35))
	}
	th.FillRoundRect(dst, ui.Rect{X: b.X + 0.2*c, Y: b.Y + 0.08*c, W: b.W - 0.4*c, H: 0.06 * c}, 0.03*c, ui.Fade(colWoodLight, 0.8))
	labelFace := th.Face(ui.Bold, min(16, c/th.U*0.2))
	countFace := th.Face(ui.Bold, min(15, c/th.U*0.17))
	for _, p := range k.g.Frame().Pits() {
		r := l.pits[p]
		cx, cy := r.Center()
		if p.IsStore() {
			th.FillRoundRect(dst, r, r.W/2, colPitRim)
			th.FillRoundRect(dst, ui.Rect{X: r.X + 0.03*c, Y: r.Y + 0.05*c, W: r.W - 0.06*c, H: r.H - 0.07*c}, r.W/2, colPit)
		} else {
			th.FillCircle(dst, cx, cy, r.W/2, colPitRim)
			th.FillCircle(dst, cx, cy+0.02*c, r.W/2-0.03*c, colPit)
		}
		switch {
		case slices.Contains(hot, p):
			k.ring(dst, th, p, r, ui.TextColor, 0.035*c)
		case p == over:
			k.ring(dst, th, p, r, sideColors[p.Owner], 0.05*c)
		case k.playable(p):
			k.ring(dst, th, p, r, ui.Fade(sideColors[p.Owner], 0.45), 0.025*c)
		}
		drawBeads(dst, th, p, r, counts[p])
		// The count, always legible, on the pit's outer edge.
		py := r.Y
		switch {
		case p.IsStore():
			py = r.Bottom() - 0.22*c
		case p.Owner == kalah.South:
			py = r.Bottom()
		}
		n := strconv.Itoa(counts[p])
		tw, _ := th.Measure(n, countFace)
		pill := ui.Rect{X: cx - tw/2 - 0.07*c, Y: py - 0.1*c, W: tw + 0.14*c, H: 0.2 * c}
		th.FillRoundRect(dst, pill, pill.H/2, ui.Fade(color.RGBA{0x1a, 0x10, 0x08, 0xff}, 0.85))
		th.Text(dst, n, countFace, cx, py, ui.Centered, ui.TextColor)
		// The label, outside the board: North's above it, South's below.
		ly := b.Y - 0.22*c
		if p.Owner == kalah.South {
			ly = b.Bottom() + 0.22*c
		}
		th.Text(dst, p.Label(), labelFace, cx, ly, ui.Centered, ui.Fade(sideColors[p.Owner], 0.9))
	}
}

// ring outlines pit p.
func (k *kalahScene) ring(dst *ebiten.Image, th *ui.Theme, p kalah.Pit, r ui.Rect, ink color.Color, w float64) {
	if p.IsStore() {
		th.StrokeRoundRect(dst, r.Inset(-w), r.W/2+w, w, ink)
		return
	}
	cx, cy := r.Center()
	th.StrokeCircle(dst, cx, cy, r.W/2+w/2, w, ink)
}

// drawBeads draws n seeds as glass beads in pit p, filling from the middle
// outward at fixed places, so that a sown seed does not move the others.
func drawBeads(dst *ebiten.Image, th *ui.Theme, p kalah.Pit, r ui.Rect, n int) {
	cx, cy := r.Center()
	br := r.W * 0.11
	rx, ry := r.W/2-br*1.6, r.H/2-br*1.6
	places := 12
	if p.IsStore() {
		places = 30
	}
	places = max(places, n)
	shown := min(n, 60)
	for i := range shown {
		a := float64(i) * 2.39996
		d := math.Sqrt((float64(i) + 0.5) / float64(places))
		x, y := cx+rx*d*math.Cos(a), cy+ry*d*math.Sin(a)
		bc := beadColors[(i*5+p.Num*3+int(p.Owner)*7)%len(beadColors)]
		th.FillCircle(dst, x, y+br*0.25, br, ui.Fade(ui.ShadowColor, 0.9))
		th.FillCircle(dst, x, y, br, bc)
		th.FillCircle(dst, x-br*0.35, y-br*0.35, max(1, br*0.35), ui.Fade(color.RGBA{0xff, 0xff, 0xff, 0xff}, 0.55))
	}
}

// drawPanel draws whose turn it is, what the last move did, and the settings.
func (k *kalahScene) drawPanel(dst *ebiten.Image, th *ui.Theme, in *ui.Input) {
	u := th.U
	l := &k.lay
	th.Panel(dst, l.panel)
	p := l.panel.Inset(18 * u)
	lines := k.g.Status()
	head, ink, dot := lines[len(lines)-1], ui.TextColor, !k.g.Over()
	switch w, won := k.g.Winner(); {
	case k.anim != nil:
		m := k.anim.move
		lines = []string{fmt.Sprintf("%s sows %s", m.Mover, m.From)}
		head, ink, dot = lines[0], sideColors[m.Mover], true
	case !k.g.Over():
		ink = sideColors[k.g.Mover()]
	case won:
		ink = sideColors[w]
	}
	x := p.X
	if dot {
		th.FillCircle(dst, p.X+12*u, p.Y+16*u, 10*u, ink)
		x += 32 * u
	}
	th.Text(dst, ui.Sentence(head), th.FaceFor(ui.Sentence(head), ui.Bold, 22, p.Right()-x), x, p.Y+16*u, ui.MiddleLeft, ink)
	y := p.Y + 44*u
	for _, s := range lines[:len(lines)-1] {
		th.Text(dst, ui.Sentence(s), th.Face(ui.Regular, 15), p.X, y, ui.TopLeft, ui.MutedColor)
		y += 22 * u
	}
	if len(lines) == 1 {
		th.Text(dst, "South sits at the bottom, North at the top.\nClick one of your houses to sow its seeds.", th.Face(ui.Regular, 14), p.X, y, ui.TopLeft, ui.MutedColor)
	}
	k.houses.Draw(dst, th, in)
	k.seeds.Draw(dst, th, in)
}

func (k *kalahScene) Targets() ui.Targets {
	t := k.bar.targets(ui.Targets{})
	for p, r := range k.lay.pits {
		t["pit:"+p.Label()] = r
	}
	for i, n := range kalahHouses {
		t["houses:"+strconv.Itoa(n)] = k.houses.Option(i)
	}
	for i, n := range kalahSeeds {
		t["seeds:"+strconv.Itoa(n)] = k.seeds.Option(i)
	}
	return t
}

func (k *kalahScene) State() map[string]any {
	st := map[string]any{
		"scene":     "kalah",
		"board":     k.g.String(),
		"houses":    k.g.Houses(),
		"seeds":     k.g.Seeds(),
		"over":      k.g.Over(),
		"animating": k.anim != nil,
		"status":    k.g.Status(),
		"stores":    []int{k.g.Store(kalah.South), k.g.Store(kalah.North)},
	}
	if !k.g.Over() {
		st["turn"] = k.g.Mover().String()
	} else if w, ok := k.g.Winner(); ok {
		st["winner"] = w.String()
	} else {
		st["winner"] = "tie"
	}
	return st
}

// kalahIcon draws the menu card's picture: a small board with beads.
func kalahIcon(dst *ebiten.Image, th *ui.Theme, r ui.Rect) {
	b := ui.Rect{X: r.X, Y: r.Y + r.H*0.22, W: r.W, H: r.H * 0.56}
	th.OutlineRoundRect(dst, b, b.H*0.25, 1, colWoodDark, colWood)
	c := b.W / 5
	for i := range 3 {
		for j, y := range []float64{b.Y + b.H*0.3, b.Y + b.H*0.7} {
			x := b.X + (float64(i)+1.5)*c
			pr := ui.Rect{X: x - c*0.38, Y: y - c*0.38, W: c * 0.76, H: c * 0.76}
			th.FillCircle(dst, x, y, c*0.38, colPit)
			drawBeads(dst, th, kalah.Pit{Owner: kalah.Side(j), Num: i + 1}, pr, 2+(i+j)%3)
		}
	}
	for _, x := range []float64{b.X + c*0.5, b.X + c*4.5} {
		th.FillRoundRect(dst, ui.Rect{X: x - c*0.32, Y: b.Y + b.H*0.12, W: c * 0.64, H: b.H * 0.76}, c*0.32, colPit)
	}
}
