package table

import (
	"github.com/hajimehoshi/ebiten/v2"

	"parlor/scenes/ui"
)

// nameDialog asks the name the others will see before a game online is
// made.
type nameDialog struct{ plainDialog }

// nameWords say why the name overlay asks.
const nameWords = "The friends you invite see it at the table and on their invitation."

// nameText is the height of nameWords w wide.
func nameText(th *ui.Theme, w float64) float64 {
	return float64(len(th.Wrap(nameWords, th.Face(ui.Regular, 16), w))) * th.LineGap(24, 16)
}

func (nameDialog) name() string { return "name" }

func (nameDialog) title(*Screen) string { return "Your name" }

func (nameDialog) size(_ *Screen, ctx *ui.Context, _, _ float64) (float64, float64) {
	th := ctx.Theme
	u := th.U
	w := min(ctx.W-24*u, 560*u)
	return w, min(ctx.H-24*u, 150*u+th.Tap(36)+nameText(th, w-48*u)+th.Face(ui.Medium, 13).Size+th.Tap(44)+th.Tap(40))
}

func (nameDialog) layout(t *Screen, ctx *ui.Context, in ui.Rect) {
	th := ctx.Theme
	o := &t.overlay
	bh := th.Tap(40)
	o.yes = ui.Button{Label: "Invite and start", Primary: true, Rect: ui.Rect{X: in.X, Y: in.Bottom() - bh, W: in.W, H: bh}}
	o.name.Rect = ui.Rect{X: in.X, Y: o.body.Y + nameText(th, in.W) + max(26*th.U, th.Face(ui.Medium, 13).Size+18*th.U), W: in.W, H: th.Tap(44)}
}

func (nameDialog) update(t *Screen, ctx *ui.Context) {
	if t.overlay.name.Update(&ctx.Input, t.host) || t.overlay.yes.Clicked(&ctx.Input) {
		t.named()
	}
}

func (nameDialog) draw(t *Screen, dst *ebiten.Image, th *ui.Theme, in *ui.Input) {
	o := &t.overlay
	o.drawWords(dst, th, nameWords)
	o.name.Draw(dst, th, in, "Type the name the others see")
	o.yes.Draw(dst, th, in)
}

func (nameDialog) targets(t *Screen, tg ui.Targets) {
	tg["name"], tg["confirm"] = t.overlay.name.Rect, t.overlay.yes.Rect
}

func (nameDialog) order(*Screen) []string { return []string{"name", "confirm"} }

func (nameDialog) read(t *Screen, d *ui.Dialog) {
	d.Text = []ui.Block{{Text: nameWords}}
	d.Actions = []ui.Action{
		{ID: "name", Label: "Your name", Kind: ui.KindText, Value: t.overlay.name.Name, Submit: "confirm"},
		{ID: "confirm", Label: "Invite and start"},
		closeAction,
	}
}

func (nameDialog) act(t *Screen, _ *ui.Context, id string) {
	if _, value, valued := ui.Valued(id); valued { // the name typed; Enter then presses Invite and start
		t.overlay.name.Name = typed(value)
		return
	}
	t.named()
}
