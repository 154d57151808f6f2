package lobby

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"parlor/scenes/ui"
)

// layout places the form's rows under top: the games across the top,
// then the rest in one column, or in two where the screen is wide; the
// button under them, and what the choice means. Where that is taller
// than the screen, each row's title goes beside its control wherever
// there is room for both, and where it still is, the rows close up.
func (f *lobbyForm) layout(ctx *ui.Context, top float64) {
	th := ctx.Theme
	u := th.U
	f.makeRows()
	cw := min(ctx.W-32*u, 900*u)
	x0, cx := (ctx.W-cw)/2, ctx.W/2
	title := "Create a table"
	if f.quick {
		title = "Quick game"
	}
	f.title = block(th, title, ui.Bold, 30, cx, top+4*u, cw, ui.TextColor)
	var y float64
	for _, pass := range []struct {
		compact bool
		gap     float64 // under each row
	}{{false, 10}, {true, 10}, {true, 4}} {
		compact, gap := pass.compact, pass.gap*u
		y = f.title.bottom() + 4*u
		y = f.place(th, &f.rows[0], x0, y, cw, compact, gap)
		rest := f.rows[1:]
		if len(rest) > 2 && cw >= 700*u {
			// The split of the rows between the columns that is the
			// shortest, of those that keep the clock's rows together.
			colW := (cw - 32*u) / 2
			columns := func(half int) float64 {
				left, right := y, y
				for i := range rest {
					if i < half {
						left = f.place(th, &rest[i], x0, left, colW, compact, gap)
					} else {
						right = f.place(th, &rest[i], x0+colW+32*u, right, colW, compact, gap)
					}
				}
				return max(left, right)
			}
			best, under := 0, math.Inf(1)
			for half := len(rest) / 2; half <= (len(rest)+1)/2+1 && half < len(rest); half++ {
				if h := columns(half); !rest[half].follows && h < under-0.5 {
					best, under = half, h
				}
			}
			if best == 0 {
				best = (len(rest) + 1) / 2
			}
			y = columns(best)
		} else {
			for i := range rest {
				y = f.place(th, &rest[i], x0, y, cw, compact, gap)
			}
		}
		if y+6*u+th.Tap(48)+16*u <= ctx.H {
			break
		}
	}
	w := min(cw, 360*u)
	f.submit = ui.Button{Label: f.submitLabel(), Primary: true, Disabled: f.err != "", Rect: ui.Rect{X: cx - w/2, Y: y + 6*u, W: w, H: th.Tap(48)}}
	y = f.submit.Rect.Bottom() + 14*u
	f.notes = f.notes[:0]
	if f.err != "" {
		b := block(th, f.err, ui.Medium, 15, cx, y, min(cw, 640*u), ui.AccentColor)
		f.notes = append(f.notes, b)
		y = b.bottom() + 4*u
	}
	f.notes = append(f.notes, block(th, f.note(), ui.Regular, 15, cx, y, min(cw, 640*u), ui.MutedColor))
}

// place places row r from (x, y), at most w wide, and returns the y
// gap under it: its title above its control, or with compact beside it
// where both fit; the control a number's stepper, pickers side by side,
// or the options as wide as their labels ask (and no wider than a
// comfortable row).
func (f *lobbyForm) place(th *ui.Theme, r *formRow, x, y, w float64, compact bool, gap float64) float64 {
	u := th.U
	h := th.Tap(36)
	least := min(w, max(200*u, 3.6*h)) // the least room it takes (a stepper's, its minus, number and plus)
	need := least                      // and the room it likes
	switch {
	case len(r.pickers) > 0:
		least, need = pickersWidth(th, r.pickers, h)
		least, need = min(least, w), min(need, w)
	case r.stepper == nil:
		least = 0
		for _, l := range r.labels {
			least += th.LabelWidth(l, ui.Medium, 14, h) + 10*u
		}
		least = max(least, float64(len(r.labels))*th.Tap(44))
		need = 0
		for _, l := range r.labels {
			lw, _ := th.Measure(l, th.Face(ui.Medium, 14))
			need += max(lw+2*th.LabelPad()+24*u, 120*u)
		}
	}
	tw, _ := th.Measure(r.title, titleFace(th))
	tw += 16 * u
	r.inline = compact && tw+least <= w
	switch {
	case r.follows:
		// No title: under the row it goes with, in line with its control
		// where there is room.
		if f.indent+least <= w {
			x, w = x+f.indent, w-f.indent
		}
	case r.inline:
		x, w = x+tw, w-tw
		f.indent = tw
	default:
		y += ui.TitleRoom(th, 24)
		f.indent = 0
	}
	rect := ui.Rect{X: x, Y: y, W: min(w, need), H: h}
	r.titleAt = ui.Rect{X: x - tw, Y: y, W: tw, H: h}
	switch {
	case len(r.pickers) > 0:
		placePickers(th, r.pickers, rect)
	case r.stepper != nil:
		r.stepper.Rect, r.stepper.Title = rect, ""
	default:
		r.choice = ui.Choice{Options: r.labels, Selected: r.selected, Rect: rect}
		r.choice.FitWidths(th, ui.Medium, 14)
	}
	return y + h + gap
}

// titleFace is the face of a row's title.
func titleFace(th *ui.Theme) *ui.Face { return th.Face(ui.Medium, 13) }

// drawRow draws row r: its title, above or beside its control, and the
// control.
func (r *formRow) draw(dst *ebiten.Image, th *ui.Theme, in *ui.Input) {
	u := th.U
	switch {
	case r.follows:
	case r.inline:
		th.Text(dst, r.title, titleFace(th), r.titleAt.X, r.titleAt.Y+r.titleAt.H/2, ui.MiddleLeft, ui.MutedColor)
	default:
		at := r.choice.Rect
		switch {
		case len(r.pickers) > 0:
			at = r.pickers[0].rect
		case r.stepper != nil:
			at = r.stepper.Rect
		}
		th.Text(dst, r.title, titleFace(th), at.X, at.Y-6*u, ui.BottomLeft, ui.MutedColor)
	}
	switch {
	case len(r.pickers) > 0:
		for i := range r.pickers {
			r.pickers[i].draw(dst, th, in)
		}
	case r.stepper != nil:
		r.stepper.Draw(dst, th, in)
	default:
		r.choice.Draw(dst, th, in)
	}
}

// targets adds the form's controls to t.
func (f *lobbyForm) targets(t ui.Targets) {
	for i := range f.rows {
		r := &f.rows[i]
		for j := range r.pickers {
			r.pickers[j].targets(t)
		}
		if r.stepper != nil {
			if r.stepper.Value > r.stepper.Min {
				t[ui.CountDown(r.name, "")] = r.stepper.Minus()
			}
			if r.stepper.Value < r.stepper.Max {
				t[ui.CountUp(r.name, "")] = r.stepper.Plus()
			}
			continue
		}
		for j, id := range r.ids {
			if len(r.pickers) > 0 {
				break
			}
			t[r.name+":"+id] = r.choice.Option(j)
		}
	}
	t["submit"] = f.submit.Rect
}

// pickerGap is the room between pickers side by side.
const pickerGap = 12

// pickersWidth is the least room pickers side by side take (each its
// buttons and its widest label) and the room they like.
func pickersWidth(th *ui.Theme, ps []picker, h float64) (least, need float64) {
	u := th.U
	for i := range ps {
		l := ps[i].least(th, h)
		least += l
		need += max(l, 180*u)
	}
	gaps := float64(len(ps)-1) * pickerGap * u
	return least + gaps, need + gaps
}

// placePickers shares rect among pickers side by side, each as wide as
// the others.
func placePickers(th *ui.Theme, ps []picker, rect ui.Rect) {
	gap := pickerGap * th.U
	w := (rect.W - float64(len(ps)-1)*gap) / float64(len(ps))
	for i := range ps {
		ps[i].rect = ui.Rect{X: rect.X + float64(i)*(w+gap), Y: rect.Y, W: w, H: rect.H}
	}
}
