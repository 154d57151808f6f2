package table

import (
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"parlor/scenes/ui"
)

// handDialog is the question of an away seat in a game online: give it
// to the computer at a level, or, where its absence ends the game, claim
// the win.
type handDialog struct{ plainDialog }

func (handDialog) name() string { return "hand" }

// title is the title of the question of an away seat.
func (handDialog) title(t *Screen) string { return t.room.HandTitle() }

func (handDialog) size(_ *Screen, ctx *ui.Context, _, _ float64) (float64, float64) {
	return questionSize(ctx)
}

// layout sets a button for each answer in a row at the foot of in.
func (handDialog) layout(t *Screen, ctx *ui.Context, in ui.Rect) {
	th := ctx.Theme
	u, bh := th.U, th.Tap(40)
	o := &t.overlay
	o.levels, o.names = nil, nil
	for _, c := range t.room.HandChoices() {
		o.levels = append(o.levels, ui.Button{Label: c.Label, Primary: t.room.Claims()})
		o.names = append(o.names, c.Name)
	}
	k := float64(len(o.levels))
	lw := (in.W - (k-1)*8*u) / k
	for i := range o.levels {
		o.levels[i].Rect = ui.Rect{X: in.X + float64(i)*(lw+8*u), Y: in.Bottom() - bh, W: lw, H: bh}
	}
}

func (handDialog) update(t *Screen, ctx *ui.Context) {
	o := &t.overlay
	for i := range o.levels {
		if o.levels[i].Clicked(&ctx.Input) {
			t.handSeat(o.names[i])
			break
		}
	}
}

func (handDialog) draw(t *Screen, dst *ebiten.Image, th *ui.Theme, in *ui.Input) {
	o := &t.overlay
	o.drawWords(dst, th, t.room.HandWords(o.seat))
	for i := range o.levels {
		o.levels[i].Draw(dst, th, in)
	}
}

func (handDialog) targets(t *Screen, tg ui.Targets) {
	o := &t.overlay
	for i := range o.levels {
		tg["level:"+o.names[i]] = o.levels[i].Rect
	}
}

func (handDialog) order(*Screen) []string { return []string{ui.Each("level:")} }

func (handDialog) read(t *Screen, d *ui.Dialog) {
	d.Text = []ui.Block{{Text: t.room.HandWords(t.overlay.seat)}}
	for _, l := range t.room.HandChoices() {
		d.Actions = append(d.Actions, ui.Action{ID: "level:" + l.Name, Label: l.Label})
	}
	d.Actions = append(d.Actions, closeAction)
}

func (handDialog) act(t *Screen, _ *ui.Context, id string) {
	t.handSeat(strings.TrimPrefix(id, "level:"))
}
