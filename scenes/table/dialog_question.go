package table

import (
	"github.com/hajimehoshi/ebiten/v2"

	"parlor/scenes/ui"
)

// question is a dialog that asks a line or two, answered by two buttons
// side by side: yes and no (the confirm, ask, resign and link dialogs).
type question struct {
	plainDialog
	id      string                 // its name in the scene's state: "resign"
	heading func(t *Screen) string // its title
	words   func(t *Screen) string // the question
	yes     func(t *Screen) string // the yes button's label
	no      string                 // the no button's label
	stops   [2]string              // the buttons' Tab stops: "confirm", "cancel"
	actions [2]string              // the reader's controls: "confirm", "cancel"
	alert   bool                   // the reader has it as an alert
	wide    bool                   // the taller, narrower size of the question before a new game
	// answer acts on the answer: a click on a button, or the reader's
	// control.
	answer func(t *Screen, yes bool)
	// closing, if any, acts on Close or Esc before the overlay shuts.
	closing func(t *Screen)
}

// label is a fixed label.
func label(s string) func(*Screen) string { return func(*Screen) string { return s } }

func (q question) name() string { return q.id }

func (q question) title(t *Screen) string { return q.heading(t) }

func (q question) size(_ *Screen, ctx *ui.Context, _, _ float64) (float64, float64) {
	if q.wide {
		u := ctx.Theme.U
		return min(ctx.W-24*u, 520*u), 230*u + ctx.Theme.Tap(40)
	}
	return questionSize(ctx)
}

func (q question) layout(t *Screen, ctx *ui.Context, in ui.Rect) {
	t.overlay.answers(ctx.Theme, in, q.yes(t), q.no)
}

func (q question) update(t *Screen, ctx *ui.Context) {
	switch {
	case t.overlay.yes.Clicked(&ctx.Input):
		q.answer(t, true)
	case t.overlay.no.Clicked(&ctx.Input):
		q.answer(t, false)
	}
}

func (q question) draw(t *Screen, dst *ebiten.Image, th *ui.Theme, in *ui.Input) {
	t.overlay.drawWords(dst, th, q.words(t))
	t.overlay.drawAnswers(dst, th, in)
}

func (q question) targets(t *Screen, tg ui.Targets) {
	tg[q.stops[0]], tg[q.stops[1]] = t.overlay.yes.Rect, t.overlay.no.Rect
}

func (q question) order(*Screen) []string { return q.stops[:] }

func (q question) read(t *Screen, d *ui.Dialog) {
	d.Alert = q.alert
	d.Text = []ui.Block{{Text: q.words(t)}}
	d.Actions = []ui.Action{{ID: q.actions[0], Label: q.yes(t)}, {ID: q.actions[1], Label: q.no}}
}

func (q question) act(t *Screen, _ *ui.Context, id string) { q.answer(t, id == q.actions[0]) }

func (q question) closed(t *Screen) {
	if q.closing != nil {
		q.closing(t)
	}
}
