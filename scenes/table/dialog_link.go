package table

import (
	"github.com/hajimehoshi/ebiten/v2"

	"parlor/scenes/ui"
)

// linkDialog is the question before leaving a game under way for a
// link's (follow.go); Close answers Stay here.
type linkDialog struct{ plainDialog }

func (linkDialog) name() string { return "link" }

func (linkDialog) title(*Screen) string { return "Leave this game for the link's?" }

func (linkDialog) size(_ *Screen, ctx *ui.Context, _, _ float64) (float64, float64) {
	return questionSize(ctx)
}

func (linkDialog) layout(t *Screen, ctx *ui.Context, in ui.Rect) {
	t.overlay.answers(ctx.Theme, in, "Open the link", "Stay here")
}

func (linkDialog) update(t *Screen, ctx *ui.Context) {
	switch {
	case t.overlay.yes.Clicked(&ctx.Input):
		t.answerLink(true)
	case t.overlay.no.Clicked(&ctx.Input):
		t.answerLink(false)
	}
}

func (linkDialog) draw(t *Screen, dst *ebiten.Image, th *ui.Theme, in *ui.Input) {
	t.overlay.drawWords(dst, th, t.linkWords())
	t.overlay.drawAnswers(dst, th, in)
}

func (linkDialog) targets(t *Screen, tg ui.Targets) {
	tg["confirm"], tg["cancel"] = t.overlay.yes.Rect, t.overlay.no.Rect
}

func (linkDialog) order(*Screen) []string { return []string{"confirm", "cancel"} }

func (linkDialog) read(t *Screen, d *ui.Dialog) {
	d.Alert = true
	d.Text = []ui.Block{{Text: t.linkWords()}}
	d.Actions = []ui.Action{{ID: "link:open", Label: "Open the link"}, {ID: "link:stay", Label: "Stay here"}}
}

func (linkDialog) act(t *Screen, _ *ui.Context, id string) { t.answerLink(id == "link:open") }

func (linkDialog) closed(t *Screen) { t.answerLink(false) }
