package mergers

import (
	"fmt"
	"math"
	"sort"

	"parlor/game/mergers"
	"parlor/scenes/ui"
)

// offersBlock lays out the offered positions from (x, y) in width w: a
// button each, with what placing it would do. It returns the height, the
// same for eight positions or fewer.
func (v *View) offersBlock(x, y, w float64) float64 {
	th, l, g := v.th, &v.lay, v.g
	h := v.header("OFFERED POSITIONS", fmt.Sprintf("%d left in the pile", g.PileSize()), x, y, w)
	cols := 4
	if (w-3*l.gap)/4 < 72*l.tu {
		cols = 2
	}
	bw := math.Floor((w - float64(cols-1)*l.gap) / float64(cols))
	bh := max(th.Tap(0), math.Ceil(48*l.tu))
	rows := (mergers.Offered + cols - 1) / cols
	for i, p := range g.Offered() {
		r := ui.Rect{X: x + float64(i%cols)*(bw+l.gap), Y: y + h + float64(i/cols)*(bh+l.gap), W: bw, H: bh}
		on := g.CanPlace(p) && len(v.placeable()) > 0
		l.offers = append(l.offers, spot{p: p, r: r, on: on, sub: v.cache.hint(g, p)})
	}
	return h + float64(rows)*bh + float64(rows-1)*l.gap
}

// buyBlock lays out the buy panel in the rectangle from (x, y), w × h, and
// the players beside or below it when there is room.
func (v *View) buyBlock(x, y, w, h float64) {
	l := &v.lay
	mainW, sideW, wide := v.split(w)
	ph := v.playersHeight(w)
	if wide && v.buyColumn(x, y, mainW, h, 0, false) {
		v.buyColumn(x, y, mainW, h, 0, true)
		v.playersBlock(x+w-sideW, y, sideW)
		return
	}
	if !wide && v.buyColumn(x, y, w, h, ph+2*l.gap, false) {
		v.buyColumn(x, y, w, h, ph+2*l.gap, true)
		v.playersBlock(x, l.buyEnd+2*l.gap, w)
		return
	}
	v.buyColumn(x, y, w, h, 0, true)
}

// buyColumn lays out, when put is true, the buy panel in the rectangle
// from (x, y), w × h, leaving spare free above the buttons: a card for
// each company (a click or a tap buys one more share), a button to take
// one back for each company in the cart, and the button that buys, at the
// bottom. With nothing to buy it says why instead. It reports whether the
// cards fit in columns as wide as a card likes; when they do not, they get
// narrower, in more columns.
func (v *View) buyColumn(x, y, w, h, spare float64, put bool) bool {
	th, l, g := v.th, &v.lay, v.g
	n, cost := cartSize(v.cart), v.cartCost()
	tap := th.Tap(0)
	ch := max(tap, math.Ceil(48*l.tu))
	// The bottom: a button to take back a share of each company in the
	// cart, then the buy button; on two rows when they do not fit on one.
	mw := max(tap, math.Ceil(48*l.tu))
	bw := w - 3*(mw+l.gap)
	bottom := y + h - ch
	if bw < 200*l.tu {
		bw = min(w, max(math.Floor(w*0.5), 240*l.tu))
		bottom -= ch + l.gap
	}
	head := headH(th)
	top, room := y+head, bottom-l.gap-spare-(y+head)
	nothing := len(v.cache.buys(g, v.cart)) == 1
	if !put {
		if nothing {
			return room >= 2*math.Ceil(px(th, 15)*1.45)+l.gap
		}
		return v.cards(x, top, w, room, false)
	}
	note := fmt.Sprintf("%d of %d shares – %s of %s", n, mergers.MaxBuy, money(cost), money(g.Player(g.Mover()).Cash))
	if nothing {
		note = ""
	}
	v.header("BUY SHARES", note, x, y, w)
	var syms []byte
	for s := range v.cart {
		syms = append(syms, s)
	}
	sort.Slice(syms, func(i, j int) bool { return syms[i] < syms[j] })
	for i, s := range syms {
		l.minus = append(l.minus, chip{s: s, r: ui.Rect{X: x + float64(i)*(mw+l.gap), Y: bottom, W: mw, H: ch}, on: true})
	}
	l.confirm = ui.Rect{X: x + w - bw, Y: y + h - ch, W: bw, H: ch}
	l.confirmText = "Buy nothing"
	if n > 0 {
		l.confirmText = fmt.Sprintf("Buy %s for %s", plural(n, "share"), money(cost))
	}
	if nothing {
		l.buyEnd = top + l.gap + v.para("Nothing to buy: "+nothingReason(g)+".", x, top+l.gap, w, ui.Regular, 15, inkText, 2)
		return true
	}
	return v.cards(x, top, w, room, true)
}

// cards lays out a card for each company from (x, y) in width w, in rows
// no lower than y+h, when put is true, in as many columns as need be, and
// notes where they end. It reports whether they fit in columns as wide as
// a card likes.
func (v *View) cards(x, y, w, h float64, put bool) bool {
	l, g := &v.lay, v.g
	ch := max(v.th.Tap(0), math.Ceil(48*l.tu))
	groups := g.Groups()
	fit := int((h + l.gap) / (ch + l.gap))
	cols := max(1, int((w+l.gap)/(150*l.tu+l.gap)))
	ok := fit >= 1 && len(groups) <= fit*cols
	if !ok {
		fit = max(fit, 1)
		cols = max(cols, (len(groups)+fit-1)/fit)
	}
	rows := (len(groups) + cols - 1) / cols
	end := y + float64(rows)*(ch+l.gap) - l.gap
	if !put {
		return ok
	}
	l.buyEnd = end
	cw := math.Floor((w - float64(cols-1)*l.gap) / float64(cols))
	for i, c := range groups {
		r := ui.Rect{X: x + float64(i%cols)*(cw+l.gap), Y: y + float64(i/cols)*(ch+l.gap), W: cw, H: ch}
		l.cards = append(l.cards, chip{s: c.Symbol, r: r, on: v.cache.canAdd(g, v.cart, c.Symbol)})
	}
	return ok
}

// cartCost is what the shares in the cart cost at the companies' values.
func (v *View) cartCost() int {
	cost := 0
	for s, n := range v.cart {
		if c, ok := v.g.Group(s); ok {
			cost += n * mergers.Value(c.Size)
		}
	}
	return cost
}

// mergerBlock lays out the merger step on show from (x, y) in width w:
// which company absorbs which, what the shareholders were paid, and the
// button to the next step. When no merger is on show it measures a
// typical one. It returns the height.
func (v *View) mergerBlock(x, y, w float64) float64 {
	th, l, g := v.th, &v.lay, v.g
	title := "Beacon (B, 4 tiles) merges into Atlas (A)."
	pay := "Paid $400 a share: Player 1 $1,200, Player 2 $400, Player 3 $800."
	label := "Continue"
	total := 1
	if v.staging() {
		pl := g.Last()
		mg := pl.Merges[v.step]
		into, _ := g.Group(mg.Into)
		title = fmt.Sprintf("%s (%c, %s) merges into %s (%c).", mg.Absorbed.Name, mg.Absorbed.Symbol, plural(mg.Absorbed.Size, "tile"), into.Name, mg.Into)
		pay = payNote(pl, v.step, mg)
		total = len(pl.Merges)
		if v.step+1 < total {
			label = fmt.Sprintf("Next merger (%d of %d)", v.step+2, total)
		}
	}
	if g.Options().Mode == mergers.Simple {
		pay = ""
	}
	h := v.header("MERGER", stepNote(v.step, total), x, y, w)
	h += v.para(title, x, y+h, w, ui.Bold, 16, inkText, 2)
	if pay != "" {
		h += v.para(pay, x, y+h, w, ui.Regular, 14, inkMuted, 2)
	}
	h = max(h, headH(th)+math.Ceil(px(th, 16)*1.45)+2*math.Ceil(px(th, 14)*1.45))
	l.next = ui.Rect{X: x, Y: y + h + l.gap, W: min(w, max(240*l.tu, th.Tap(0)*3)), H: th.Tap(40)}
	l.nextLabel = label
	return h + l.gap + l.next.H
}

// stepNote says which step of a merger is on show: "step 1 of 2".
func stepNote(step, total int) string {
	if total < 2 {
		return ""
	}
	return fmt.Sprintf("step %d of %d", step+1, total)
}

// payNote says what the absorbed company's shareholders were paid.
func payNote(pl *mergers.Placement, step int, mg mergers.Merge) string {
	if step >= len(pl.Payouts) {
		return ""
	}
	var paid []string
	for i, amount := range pl.Payouts[step] {
		if amount > 0 {
			paid = append(paid, fmt.Sprintf("Player %d %s", i+1, money(amount)))
		}
	}
	if len(paid) == 0 {
		return fmt.Sprintf("Nobody held shares of %s.", mg.Absorbed.Name)
	}
	return fmt.Sprintf("Paid %s a share: %s.", money(mergers.Value(mg.Absorbed.Size)), andList(paid))
}
