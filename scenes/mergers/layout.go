package mergers

import (
	"math"

	"parlor/game/mergers"
	"parlor/scenes/ui"
)

// layout is where everything stands for the area the table gives and the
// position on show. Layout, input and drawing all read these rectangles.
type layout struct {
	box, strip  ui.Rect // the board with its labels; the controls below it
	whole, view geom    // the whole board, and the part shown (all of it unless zoomed in)
	strict      bool    // targets must take a finger: a phone or a touch screen
	squares     bool    // the squares shown take clicks
	zoomable    bool    // a press on the board zooms in on it
	gap, tu     float64 // the space between controls; a unit of readable text
	pairs       bool    // the players' lines go two abreast: the strip is short

	texts   []label
	offers  []spot
	cards   []chip // buy one more share of a company
	minus   []chip // take one back
	players []seatRow
	groups  []chip

	next, confirm, zoomOut ui.Rect // W == 0 when not shown
	buyEnd                 float64 // where the buy panel's cards or words end
	nextLabel, confirmText string
}

// label is a line of text laid out.
type label struct {
	s     string
	x, y  float64
	face  *ui.Face
	align ui.Align
	ink   ui.Weight // 0 muted, 1 text, 2 accent
}

// spot is an offered position's button.
type spot struct {
	p   mergers.Pos
	r   ui.Rect
	on  bool
	sub string // what placing it would do
}

// chip is a control or a tag of one company.
type chip struct {
	s  byte
	n  int // a count: shares held, or a group's size
	r  ui.Rect
	on bool
}

// seatRow is one player's line of holdings.
type seatRow struct {
	p     int
	r     ui.Rect
	cash  string
	final bool // a line of the money at the end: the mark, the name, the money
}

// Ink levels of a label.
const (
	inkMuted ui.Weight = iota
	inkText
	inkAccent
)

// Layout places the board and the view's controls in r.
func (v *View) Layout(ctx *ui.Context, r ui.Rect) {
	v.th, v.area = ctx.Theme, r
	v.touch = ctx.Input.Touch
	v.reduced = ctx.Motion.Reduced()
	v.relayout()
}

// relayout lays out again for the last area, after the position or the
// view's own state changed.
func (v *View) relayout() {
	th, r := v.th, v.area
	if th == nil || v.g == nil {
		return
	}
	u := th.U
	l := &v.lay
	l.tu, l.gap = px(th, 1), max(8*u, 4*th.DeviceScale)
	l.strict = th.DeviceScale >= 2 || v.touch
	l.pairs = false
	need := v.stripHeight(r.W)
	if need > r.H*0.62 {
		l.pairs = true
		need = v.stripHeight(r.W)
	}
	h := min(need, r.H*0.62)
	gap := 14 * u
	l.box = ui.Rect{X: r.X, Y: r.Y, W: r.W, H: r.H - h - gap}
	l.strip = ui.Rect{X: r.X, Y: l.box.Bottom() + gap, W: r.W, H: h}
	l.whole = fitWhole(l.box, math.Ceil(px(th, 13)*1.8), 76*u)
	l.view = l.whole
	tap := th.Tap(0)
	placing := len(v.placeable()) > 0
	small := l.strict && l.whole.cell < tap-0.5
	if small && placing && v.focus != nil {
		l.view = zoomed(l.box, l.whole, *v.focus, max(tap*1.12, l.whole.cell*1.3))
	} else if !placing || !small {
		v.focus = nil
	}
	l.squares = placing && (!l.strict || l.view.cell >= tap-0.5)
	l.zoomable = placing && !l.squares && l.view.whole()
	v.placeStrip()
}

// stripHeight is the height the controls need at width w: the most any
// phase of this game needs, so that the board keeps its size from one
// phase to the next. The buy panel makes do with the room of the offered
// positions and the players, and the money at the end with less.
func (v *View) stripHeight(w float64) float64 {
	l := &v.lay
	g := v.g
	if g.Options().Mode == mergers.Simple {
		h := max(v.groupsBlock(0, 0, w), v.mergerBlock(0, 0, w))
		if l.strict {
			h = max(h, v.zoomBlock(0, 0, w))
		}
		return h
	}
	mainW, sideW, wide := v.split(w)
	combine := func(main float64) float64 {
		p := v.playersBlock(0, 0, sideW)
		if wide {
			return max(main, p)
		}
		return main + l.gap*2 + p
	}
	h := max(combine(v.offersBlock(0, 0, mainW)), combine(v.mergerBlock(0, 0, mainW)))
	if l.strict {
		h = max(h, combine(v.zoomBlock(0, 0, mainW)))
	}
	return h
}

// split divides the strip's width w between the action and the players:
// side by side when wide, one above the other when not.
func (v *View) split(w float64) (mainW, sideW float64, wide bool) {
	if w < 440*v.lay.tu {
		return w, w, false
	}
	mainW = math.Floor(w * 0.52)
	return mainW, w - mainW - 24*v.th.U, true
}

// placeStrip lays out the controls for the phase on show.
func (v *View) placeStrip() {
	l := &v.lay
	s := l.strip
	l.texts, l.offers, l.cards, l.minus, l.players, l.groups = l.texts[:0], l.offers[:0], l.cards[:0], l.minus[:0], l.players[:0], l.groups[:0]
	l.next, l.confirm, l.zoomOut = ui.Rect{}, ui.Rect{}, ui.Rect{}
	g := v.g
	if g.Options().Mode == mergers.Simple {
		switch {
		case v.staging():
			v.mergerBlock(s.X, s.Y, s.W)
		case v.focus != nil:
			v.zoomBlock(s.X, s.Y, s.W)
		default:
			v.groupsBlock(s.X, s.Y, s.W)
		}
		return
	}
	switch {
	case g.Buying() && !v.staging():
		v.buyBlock(s.X, s.Y, s.W, s.H)
		return
	case g.Over():
		v.finalBlock(s.X, s.Y, s.W)
		return
	}
	mainW, sideW, wide := v.split(s.W)
	var h float64
	switch {
	case v.staging():
		h = v.mergerBlock(s.X, s.Y, mainW)
	case v.focus != nil:
		h = v.zoomBlock(s.X, s.Y, mainW)
	default:
		h = v.offersBlock(s.X, s.Y, mainW)
	}
	if wide {
		v.playersBlock(s.Right()-sideW, s.Y, sideW)
	} else {
		v.playersBlock(s.X, s.Y+h+l.gap*2, sideW)
	}
}

// text lays out a line of text.
func (l *layout) text(s string, x, y float64, f *ui.Face, a ui.Align, ink ui.Weight) {
	l.texts = append(l.texts, label{s, x, y, f, a, ink})
}

// header lays out a block's title at the left of (x, y), and a note at the
// right end of width w, and returns the title's height.
func (v *View) header(title, note string, x, y, w float64) float64 {
	th := v.th
	h := headH(th)
	f := face(th, ui.Medium, 13)
	v.lay.text(title, x, y+h/2, f, ui.MiddleLeft, inkMuted)
	if note != "" {
		tw, _ := th.Measure(title, f)
		v.lay.text(note, x+w, y+h/2, faceFor(th, note, ui.Regular, 13, w-tw-16*th.U), ui.MiddleEnd, inkMuted)
	}
	return h
}

// headH is the height of a block's title.
func headH(th *ui.Theme) float64 { return math.Ceil(px(th, 13) * 1.7) }

// para lays out s wrapped to width w from (x, y), at most max lines, and
// returns its height.
func (v *View) para(s string, x, y, w float64, wt ui.Weight, size float64, ink ui.Weight, maxLines int) float64 {
	f := face(v.th, wt, size)
	lh := math.Ceil(px(v.th, size) * 1.45)
	lines := v.th.Wrap(s, f, w)
	if len(lines) > maxLines {
		lines = lines[:maxLines]
	}
	for i, line := range lines {
		v.lay.text(line, x, y+float64(i)*lh, f, ui.TopLeft, ink)
	}
	return float64(len(lines)) * lh
}
