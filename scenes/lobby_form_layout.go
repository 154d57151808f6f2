package scenes

import (
	"parlor/scenes/ui"
)

// layout places the form's rows under top: the games across the top,
// then the rest in one column, or in two where the screen is wide; the
// button under them, and what the choice means.
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
	y := f.title.bottom() + 4*u
	rowH := ui.TitleRoom(th, 24) + th.Tap(36) + 10*u
	f.place(th, &f.rows[0], x0, y, cw)
	y += rowH
	rest := f.rows[1:]
	if len(rest) > 2 && cw >= 700*u {
		colW := (cw - 32*u) / 2
		half := (len(rest) + 1) / 2
		for i := range rest {
			f.place(th, &rest[i], x0+float64(i/half)*(colW+32*u), y+float64(i%half)*rowH, colW)
		}
		y += float64(half) * rowH
	} else {
		for i := range rest {
			f.place(th, &rest[i], x0, y, cw)
			y += rowH
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

// place places row r at (x, y), its title above its control, at most w
// wide: a number's stepper, or the options as wide as their labels ask
// (and no wider than a comfortable row).
func (f *lobbyForm) place(th *ui.Theme, r *formRow, x, y, w float64) {
	u := th.U
	h := th.Tap(36)
	y += ui.TitleRoom(th, 24)
	if r.stepper != nil {
		r.stepper.Rect = ui.Rect{X: x, Y: y, W: min(w, 200*u), H: h}
		return
	}
	need := 0.0
	for _, l := range r.labels {
		need += th.LabelWidth(l, ui.Medium, 14, h) + 10*u
	}
	rw := min(w, max(need, float64(len(r.labels))*120*u))
	r.choice = ui.Choice{Title: r.title, Options: r.labels, Selected: r.selected, Rect: ui.Rect{X: x, Y: y, W: rw, H: h}}
	r.choice.FitWidths(th, ui.Medium, 14)
}

// targets adds the form's controls to t.
func (f *lobbyForm) targets(t ui.Targets) {
	for i := range f.rows {
		r := &f.rows[i]
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
			t[r.name+":"+id] = r.choice.Option(j)
		}
	}
	t["submit"] = f.submit.Rect
}
