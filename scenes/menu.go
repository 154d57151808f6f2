package scenes

import (
	"fmt"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"parlor/scenes/ui"
)

// entry is one game on the menu.
type entry struct {
	id, title, blurb string
	start            func() ui.Scene
	icon             func(dst *ebiten.Image, th *ui.Theme, r ui.Rect)
}

// games lists the games on the menu: only those fully playable.
func games() []entry {
	return []entry{
		{
			id: "connectfour", title: "Connect Four",
			blurb: "Drop tokens and line up four.\nThe board grows as you play.",
			start: func() ui.Scene { return newConnectFour(connectFourSettings{}) },
			icon:  connectFourIcon,
		},
		{
			id: "kalah", title: "Kalah",
			blurb: "Sow seeds round the board and\ncapture your way to the fuller store.",
			start: func() ui.Scene { return newKalah(kalahSettings{}) },
			icon:  kalahIcon,
		},
		{
			id: "yote", title: "Yote",
			blurb: "Place, slide and jump stones;\nevery capture takes a second.",
			start: func() ui.Scene { return newYote(0) },
			icon:  yoteIcon,
		},
		{
			id: "cantstop", title: "Can't Stop",
			blurb: "Roll, pair the dice, climb the columns\nand push your luck. Two to four players.",
			start: func() ui.Scene { return newCantStop(cantStopSettings{Seed: uint64(time.Now().UnixNano())}) },
			icon:  cantStopIcon,
		},
		{
			id: "mergers", title: "Mergers",
			blurb: "Place tiles, found companies, buy\nshares and cash in on the mergers.",
			start: func() ui.Scene {
				return newMergers(mergersSettings{Players: 2, Seed: uint64(time.Now().UnixNano())})
			},
			icon: mergersIcon,
		},
	}
}

// menu is the first scene: a card for each game.
type menu struct {
	entries []entry
	cards   []ui.Rect
	page    ui.Layer
}

func newMenu() *menu { return &menu{entries: games()} }

func (m *menu) layout(ctx *ui.Context) {
	u := ctx.Theme.U
	cardW, cardH, gap := 420*u, 120*u, 20*u
	cols := max(1, min(len(m.entries), int((ctx.W-40*u+gap)/(cardW+gap))))
	rows := (len(m.entries) + cols - 1) / cols
	totalW := float64(cols)*cardW + float64(cols-1)*gap
	top := max(ctx.H*0.36, 210*u)
	if top+float64(rows)*(cardH+gap) > ctx.H {
		top = max(150*u, ctx.H-float64(rows)*(cardH+gap))
	}
	m.cards = m.cards[:0]
	for i := range m.entries {
		c, r := i%cols, i/cols
		m.cards = append(m.cards, ui.Rect{X: (ctx.W-totalW)/2 + float64(c)*(cardW+gap), Y: top + float64(r)*(cardH+gap), W: cardW, H: cardH})
	}
}

func (m *menu) Update(ctx *ui.Context) {
	m.layout(ctx)
	for i, e := range m.entries {
		if ctx.Input.Clicked(m.cards[i]) {
			ctx.Go(e.start())
		}
	}
}

// Draw draws the menu from its layer, and the card under the pointer,
// outlined, over it.
func (m *menu) Draw(screen *ebiten.Image, ctx *ui.Context) {
	th, in := ctx.Theme, &ctx.Input
	m.layout(ctx)
	m.page.Draw(screen, ui.Rect{X: 0, Y: 0, W: ctx.W, H: ctx.H}, fmt.Sprint(th.U), func(img *ebiten.Image) {
		u := th.U
		th.Background(img)
		th.Text(img, "Parlor", th.Face(ui.Bold, 64), ctx.W/2, min(ctx.H*0.16, 120*u), ui.Centered, ui.AccentColor)
		th.Text(img, "Classic board games, faithfully played", th.Face(ui.Regular, 20), ctx.W/2, min(ctx.H*0.16, 120*u)+52*u, ui.Centered, ui.MutedColor)
		for i := range m.entries {
			m.drawCard(img, th, i, false)
		}
		th.Text(img, "Pass and play at one screen. Click a game to begin.", th.Face(ui.Regular, 14), ctx.W/2, ctx.H-24*u, ui.Centered, ui.Fade(ui.MutedColor, 0.8))
	})
	for i := range m.entries {
		if in.Hovering(m.cards[i]) {
			m.drawCard(screen, th, i, true)
		}
	}
}

// drawCard draws game i's card, outlined when hot.
func (m *menu) drawCard(dst *ebiten.Image, th *ui.Theme, i int, hot bool) {
	u := th.U
	e, r := m.entries[i], m.cards[i]
	th.Panel(dst, r)
	if hot {
		th.OutlineRoundRect(dst, r, 14*u, 2*u, ui.AccentColor, ui.PanelColor)
	}
	icon, rest := r.Inset(14 * u).SplitLeft(r.H - 28*u)
	e.icon(dst, th, icon)
	th.Text(dst, e.title, th.Face(ui.Bold, 24), rest.X+18*u, rest.Y+10*u, ui.TopLeft, ui.TextColor)
	th.Text(dst, e.blurb, th.Face(ui.Regular, 15), rest.X+18*u, rest.Y+46*u, ui.TopLeft, ui.MutedColor)
}

func (m *menu) Targets() ui.Targets {
	t := ui.Targets{}
	for i, e := range m.entries {
		if i < len(m.cards) {
			t["game:"+e.id] = m.cards[i]
		}
	}
	return t
}

func (m *menu) State() map[string]any {
	var ids []string
	for _, e := range m.entries {
		ids = append(ids, e.id)
	}
	return map[string]any{"scene": "menu", "games": ids}
}
