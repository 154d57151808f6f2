package table

import (
	"github.com/hajimehoshi/ebiten/v2"

	"parlor/game/online"
	"parlor/scenes/ui"
)

// askDialog is another player's question in a game online: take a move
// back, or agree to a draw.
type askDialog struct{ plainDialog }

func (askDialog) name() string { return "ask" }

func (askDialog) title(t *Screen) string {
	if t.online().tab.Offer == online.KindDraw {
		return "A draw?"
	}
	return "Take a move back?"
}

func (askDialog) size(_ *Screen, ctx *ui.Context, _, _ float64) (float64, float64) {
	return questionSize(ctx)
}

func (askDialog) layout(t *Screen, ctx *ui.Context, in ui.Rect) {
	t.overlay.answers(ctx.Theme, in, askYes(t), "No")
}

func (askDialog) update(t *Screen, ctx *ui.Context) {
	switch {
	case t.overlay.yes.Clicked(&ctx.Input):
		t.answerUndo(true)
	case t.overlay.no.Clicked(&ctx.Input):
		t.answerUndo(false)
	}
}

func (askDialog) draw(t *Screen, dst *ebiten.Image, th *ui.Theme, in *ui.Input) {
	t.overlay.drawWords(dst, th, t.askWords())
	t.overlay.drawAnswers(dst, th, in)
}

func (askDialog) targets(t *Screen, tg ui.Targets) {
	tg["accept"], tg["decline"] = t.overlay.yes.Rect, t.overlay.no.Rect
}

func (askDialog) order(*Screen) []string { return []string{"accept", "decline"} }

func (askDialog) read(t *Screen, d *ui.Dialog) {
	d.Alert = true
	d.Text = []ui.Block{{Text: t.askWords()}}
	d.Actions = []ui.Action{{ID: "accept", Label: askYes(t)}, {ID: "decline", Label: "No"}}
}

func (askDialog) act(t *Screen, _ *ui.Context, id string) { t.answerUndo(id == "accept") }

// askYes is the label of the answer yes: "Take it back", "Agree to a
// draw".
func askYes(t *Screen) string {
	if t.online().tab.Offer == online.KindDraw {
		return "Agree to a draw"
	}
	return "Take it back"
}

// askWords are the question of a take back or a draw, as the overlay
// words it: "Bo asks to take their last move back."
func (t *Screen) askWords() string {
	r := t.online()
	if r.tab.Asking < 0 {
		return "A player asks to take their last move back."
	}
	if r.tab.Offer == online.KindDraw {
		return r.seatName(r.tab.Asking) + " offers a draw: the game would end here, drawn."
	}
	return r.seatName(r.tab.Asking) + " asks to take their last move back."
}
