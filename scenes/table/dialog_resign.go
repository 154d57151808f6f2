package table

import (
	"github.com/hajimehoshi/ebiten/v2"

	"parlor/scenes/ui"
)

// resignDialog is the question before resigning a game online.
type resignDialog struct{ plainDialog }

// resignWords say what resigning does.
const resignWords = "The game ends here, and the others win it."

func (resignDialog) name() string { return "resign" }

func (resignDialog) title(*Screen) string { return "Resign this game?" }

func (resignDialog) size(_ *Screen, ctx *ui.Context, _, _ float64) (float64, float64) {
	return questionSize(ctx)
}

func (resignDialog) layout(t *Screen, ctx *ui.Context, in ui.Rect) {
	t.overlay.answers(ctx.Theme, in, "Resign", "Play on")
}

func (resignDialog) update(t *Screen, ctx *ui.Context) {
	switch {
	case t.overlay.yes.Clicked(&ctx.Input):
		t.resign()
	case t.overlay.no.Clicked(&ctx.Input):
		t.overlay.kind = noOverlay
	}
}

func (resignDialog) draw(t *Screen, dst *ebiten.Image, th *ui.Theme, in *ui.Input) {
	t.overlay.drawWords(dst, th, resignWords)
	t.overlay.drawAnswers(dst, th, in)
}

func (resignDialog) targets(t *Screen, tg ui.Targets) {
	tg["confirm"], tg["cancel"] = t.overlay.yes.Rect, t.overlay.no.Rect
}

func (resignDialog) order(*Screen) []string { return []string{"confirm", "cancel"} }

func (resignDialog) read(_ *Screen, d *ui.Dialog) {
	d.Alert = true
	d.Text = []ui.Block{{Text: resignWords}}
	d.Actions = []ui.Action{{ID: "confirm", Label: "Resign"}, {ID: "cancel", Label: "Play on"}}
}

func (resignDialog) act(t *Screen, _ *ui.Context, id string) {
	if id == "confirm" {
		t.resign()
	} else {
		t.overlay.kind = noOverlay
	}
}
