package yote

import (
	"math"

	"parlor/game"
	"parlor/game/yote"
	"parlor/scenes/ui"
)

// pick is what the player has picked up: nothing, a stone from the tray, a
// stone on the board, or a jump waiting for the stone it removes.
type pick struct {
	tray bool
	from int        // the stone picked, 0 for none
	jump *yote.Move // a jump whose removal is being chosen
}

// any reports whether anything is picked.
func (p pick) any() bool { return p.tray || p.from != 0 || p.jump != nil }

// press is a press that began on the board while the player could play:
// on the mover's tray, on one of the mover's stones, or elsewhere. Moved
// far enough, it drags that stone.
type press struct {
	on   bool
	tray bool
	from int
	drag bool
}

// source is what a drag carries, as a pick.
func (p press) source() pick { return pick{tray: p.tray, from: p.from} }

// Update moves the animations on and, when live, turns presses and
// releases into picks, and returns a move once it is whole: a placement
// or a slide at once, a jump once the stone it removes is picked (or at
// once when the opponent has no other stone on the board).
func (v *View) Update(ctx *ui.Context, live bool) (game.Move, bool) {
	v.ticks++
	v.toast.step()
	if v.anim != nil && (v.reduced || v.anim.step()) {
		v.anim = nil
	}
	if !live {
		v.press = press{}
		return 0, false
	}
	in := &ctx.Input
	l := &v.lay
	g := v.g
	me := g.Mover()
	if in.Pressed {
		v.press = press{on: true}
		n := l.squareAt(in.X, in.Y)
		switch {
		case v.pick.jump != nil:
		case l.trays[me].Contains(in.X, in.Y) && g.Reserve(me) > 0:
			v.press.tray = true
		case n != 0 && g.At(n) == yote.Cell(me)+yote.XPiece:
			v.press.from = n
		}
	}
	if !v.press.on {
		return 0, false
	}
	p := &v.press
	if in.Down && (p.tray || p.from != 0) && math.Hypot(in.X-in.PressX, in.Y-in.PressY) > 0.25*l.cell {
		p.drag = true
	}
	if !in.Released {
		return 0, false
	}
	done := v.press
	v.press = press{}
	at := l.squareAt(in.X, in.Y)
	// A release far from its press ends a drag, even one whose moves came
	// within a tick.
	drag := (done.tray || done.from != 0) && (done.drag || math.Hypot(in.X-in.PressX, in.Y-in.PressY) > 0.25*l.cell)
	switch {
	case drag && at != 0 && at != done.from:
		// Dropped on a square: as if the stone were picked, then the square.
		v.pick = done.source()
		return v.choose(at)
	case drag && at == done.from:
		v.pick = done.source()
	case drag:
		v.pick = pick{} // dropped off the board
	case in.Clicked(l.trays[me]):
		if v.pick.jump == nil && g.Reserve(me) > 0 {
			v.pick = pick{tray: !v.pick.tray}
		}
	case at != 0 && in.Clicked(l.square(at)):
		return v.choose(at)
	case v.pick.jump == nil:
		v.pick = pick{}
	}
	return 0, false
}

// choose acts on square n being picked.
func (v *View) choose(n int) (game.Move, bool) {
	g := v.g
	mine := yote.Cell(g.Mover()) + yote.XPiece
	v.toast = toast{}
	if j := v.pick.jump; j != nil {
		for _, r := range g.Removable(j.From, j.To) {
			if r == n {
				m := *j
				m.Remove = n
				return v.finish(m)
			}
		}
		if n == j.To || n == j.From {
			v.pick = pick{from: j.From} // the jump is taken back
		}
		return 0, false
	}
	kind, ok := v.targets(v.pick)[n]
	switch {
	case ok && v.pick.tray:
		return v.finish(yote.Move{Kind: yote.Place, To: n})
	case ok && kind == yote.Jump && len(g.Removable(v.pick.from, n)) > 0:
		v.pick = pick{jump: &yote.Move{Kind: yote.Jump, From: v.pick.from, To: n}}
	case ok:
		return v.finish(yote.Move{Kind: kind, From: v.pick.from, To: n})
	case g.At(n) == mine && n != v.pick.from:
		v.pick = pick{from: n}
	default:
		v.pick = pick{}
	}
	return 0, false
}

// finish hands a whole move to the table, if the engine takes it.
func (v *View) finish(m yote.Move) (game.Move, bool) {
	v.pick = pick{}
	if v.g.Check(m) != nil {
		return 0, false
	}
	return m.Encode(), true
}

// targets are the squares pick p can go to, by kind, as the engine's legal
// moves say; for a jump waiting for its removal, the squares of the
// stones it may remove.
func (v *View) targets(p pick) map[int]yote.Kind {
	t := map[int]yote.Kind{}
	switch {
	case p.jump != nil:
		for _, n := range v.g.Removable(p.jump.From, p.jump.To) {
			t[n] = yote.Jump
		}
	case p.tray || p.from != 0:
		for _, e := range v.g.Legal() {
			m := yote.Decode(e)
			if (p.tray && m.Kind == yote.Place) || (p.from != 0 && m.Kind != yote.Place && m.From == p.from) {
				t[m.To] = m.Kind
			}
		}
	}
	return t
}

// showing is the pick whose targets are shown: what a drag carries, else
// what is picked.
func (v *View) showing() pick {
	if v.press.drag {
		return v.press.source()
	}
	return v.pick
}
