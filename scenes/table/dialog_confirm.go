package table

import (
	"github.com/hajimehoshi/ebiten/v2"

	"parlor/scenes/ui"
)

// confirmDialog is the question before a new game while one is under
// way, or before leaving a game online.
type confirmDialog struct{ plainDialog }

func (confirmDialog) name() string { return "confirm" }

// title is the question before a new game, or before leaving an online
// game.
func (confirmDialog) title(t *Screen) string { return t.drv.words().confirmTitle }

func (confirmDialog) size(_ *Screen, ctx *ui.Context, _, _ float64) (float64, float64) {
	u := ctx.Theme.U
	return min(ctx.W-24*u, 520*u), 230*u + ctx.Theme.Tap(40)
}

func (confirmDialog) layout(t *Screen, ctx *ui.Context, in ui.Rect) {
	t.overlay.answers(ctx.Theme, in, t.drv.words().confirmYes, "Keep playing")
}

func (confirmDialog) update(t *Screen, ctx *ui.Context) {
	o := &t.overlay
	switch {
	case o.yes.Clicked(&ctx.Input):
		o.kind = noOverlay
		t.newGame(true)
	case o.no.Clicked(&ctx.Input):
		o.kind = noOverlay
	}
}

func (confirmDialog) draw(t *Screen, dst *ebiten.Image, th *ui.Theme, in *ui.Input) {
	t.overlay.drawWords(dst, th, t.confirmMessage())
	t.overlay.drawAnswers(dst, th, in)
}

func (confirmDialog) targets(t *Screen, tg ui.Targets) {
	tg["confirm"], tg["cancel"] = t.overlay.yes.Rect, t.overlay.no.Rect
}

func (confirmDialog) order(*Screen) []string { return []string{"confirm", "cancel"} }

func (confirmDialog) read(t *Screen, d *ui.Dialog) {
	d.Text = []ui.Block{{Text: t.confirmMessage()}}
	d.Actions = []ui.Action{{ID: "confirm", Label: t.drv.words().confirmYes}, {ID: "cancel", Label: "Keep playing"}}
}

func (confirmDialog) act(t *Screen, _ *ui.Context, id string) {
	t.overlay.kind = noOverlay
	if id == "confirm" {
		t.newGame(true)
	}
}

// confirmMessage is what the question before a new game (or before
// leaving a game online) says: the confirm overlay's words.
func (t *Screen) confirmMessage() string {
	msg := t.drv.words().confirmMessage
	if t.changed() && t.drv.settings() {
		msg = "The new game uses the new settings. " + msg
	}
	return msg
}
