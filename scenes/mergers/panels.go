package mergers

import (
	"fmt"
	"math"
	"sort"

	"parlor/game/mergers"
	"parlor/scenes/ui"
)

// playersBlock lays out each player's money and shares from (x, y) in
// width w, a line each (in two columns on a short screen), and returns
// the height.
func (v *View) playersBlock(x, y, w float64) float64 {
	l, g := &v.lay, v.g
	h := v.header("PLAYERS", "money and shares", x, y, w)
	rh := math.Ceil(28 * l.tu)
	cols := v.playerColumns(w)
	cw := (w - float64(cols-1)*3*l.gap) / float64(cols)
	per := (g.Players() + cols - 1) / cols
	for i := range g.Players() {
		r := ui.Rect{X: x + float64(i/per)*(cw+3*l.gap), Y: y + h + float64(i%per)*rh, W: cw, H: rh}
		l.players = append(l.players, seatRow{p: i, r: r, cash: money(g.Player(i).Cash)})
	}
	return h + float64(per)*rh
}

// playerColumns is how many columns the players' lines take in width w:
// two when the screen is too short for a line each (layout.pairs) and w
// has room for them.
func (v *View) playerColumns(w float64) int {
	if v.lay.pairs && w >= 330*v.lay.tu {
		return 2
	}
	return 1
}

// playersHeight is the height of the players' block w wide.
func (v *View) playersHeight(w float64) float64 {
	cols := v.playerColumns(w)
	return headH(v.th) + float64((v.g.Players()+cols-1)/cols)*math.Ceil(28*v.lay.tu)
}

// shareChips places player p's shares along row r, from x: a tile and a
// count each, narrower when there are many.
func (v *View) shareChips(p int, r ui.Rect, x float64) []chip {
	pl := v.g.Player(p)
	syms := make([]byte, 0, len(pl.Shares))
	for s := range pl.Shares {
		syms = append(syms, s)
	}
	sort.Slice(syms, func(i, j int) bool { return syms[i] < syms[j] })
	if len(syms) == 0 {
		return nil
	}
	tu := v.lay.tu
	cw := min(54*tu, (r.Right()-x)/float64(len(syms)))
	out := make([]chip, len(syms))
	for i, s := range syms {
		out[i] = chip{s: s, n: pl.Shares[s], r: ui.Rect{X: x + float64(i)*cw, Y: r.Y, W: cw, H: r.H}}
	}
	return out
}

// groupsBlock lays out the simple game's groups, largest first, from
// (x, y) in width w: two lines of chips at most. It returns the height.
func (v *View) groupsBlock(x, y, w float64) float64 {
	l, g := &v.lay, v.g
	var h float64
	if g.Over() {
		h = v.para(v.winLine()+" "+ui.Sentence(g.EndReason())+".", x, y, w, ui.Bold, 16, inkAccent, 1)
	} else {
		h = v.header("GROUPS", fmt.Sprintf("the first group of %d wins", mergers.WinSize), x, y, w)
	}
	cw, ch := math.Ceil(76*l.tu), math.Ceil(34*l.tu)
	per := max(1, int((w+l.gap)/(cw+l.gap)))
	gs := g.Groups()
	sort.SliceStable(gs, func(i, j int) bool { return gs[i].Size > gs[j].Size })
	if len(gs) == 0 {
		v.para("No group yet: tiles that touch side by side make one.", x, y+h+l.gap/2, w, ui.Regular, 14, inkMuted, 2)
	}
	shown := min(len(gs), 2*per)
	if len(gs) > shown {
		shown--
	}
	for i, c := range gs[:shown] {
		l.groups = append(l.groups, chip{s: c.Symbol, n: c.Size, r: ui.Rect{X: x + float64(i%per)*(cw+l.gap), Y: y + h + float64(i/per)*(ch+l.gap/2), W: cw, H: ch}})
	}
	if more := len(gs) - shown; more > 0 {
		i := shown
		l.text(fmt.Sprintf("+%d more", more), x+float64(i%per)*(cw+l.gap)+cw/2, y+h+float64(i/per)*(ch+l.gap/2)+ch/2, face(v.th, ui.Medium, 14), ui.Centered, inkMuted)
	}
	return h + 2*ch + l.gap/2
}

// winLine says who won: "Player 2 wins!", "Players 1 and 3 tie!".
func (v *View) winLine() string {
	var ws []string
	for _, w := range v.g.Winners() {
		ws = append(ws, fmt.Sprint(w+1))
	}
	if len(ws) > 1 {
		return "Players " + andList(ws) + " tie!"
	}
	return "Player " + andList(ws) + " wins!"
}

// finalBlock lays out the money at the end, richest first, from (x, y) in
// width w, and returns the height.
func (v *View) finalBlock(x, y, w float64) float64 {
	l, g := &v.lay, v.g
	h := v.header("FINAL MONEY", "everyone sold her shares at the end", x, y, w)
	rows := make([]int, g.Players())
	for i := range rows {
		rows[i] = i
	}
	sort.SliceStable(rows, func(a, b int) bool { return g.Player(rows[a]).Cash > g.Player(rows[b]).Cash })
	rh := math.Ceil(28 * l.tu)
	best := g.Player(rows[0]).Cash
	f := face(v.th, ui.Medium, 16)
	for i, p := range rows {
		ink := inkText
		if g.Player(p).Cash == best {
			ink = inkAccent
		}
		yy := y + h + float64(i)*rh + rh/2
		l.text(fmt.Sprintf("%d.", i+1), x, yy, f, ui.MiddleLeft, ink)
		l.players = append(l.players, seatRow{p: p, r: ui.Rect{X: x + 30*l.tu, Y: yy - rh/2, W: min(w, 320*l.tu) - 30*l.tu, H: rh}, cash: money(g.Player(p).Cash), final: true})
	}
	return h + float64(len(rows))*rh
}

// zoomBlock lays out what goes with a board zoomed in from (x, y) in width
// w: a word, and the way back to the whole board. It returns the height.
func (v *View) zoomBlock(x, y, w float64) float64 {
	th, l := v.th, &v.lay
	h := v.header("A CLOSER LOOK", "", x, y, w)
	bw := min(w, max(220*l.tu, th.Tap(0)*2.5))
	l.zoomOut = ui.Rect{X: x, Y: y + h, W: bw, H: th.Tap(40)}
	t := v.para("Choose a square, or see the whole board again.", x+bw+l.gap*2, y+h, w-bw-l.gap*2, ui.Regular, 14, inkMuted, 3)
	return h + max(l.zoomOut.H, t)
}
