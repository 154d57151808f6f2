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
func (handDialog) title(t *Screen) string {
	if t.claims() {
		return "Claim the win?"
	}
	return "Let the computer play?"
}

func (handDialog) size(_ *Screen, ctx *ui.Context, _, _ float64) (float64, float64) {
	return questionSize(ctx)
}

// layout sets a button for each answer in a row at the foot of in.
func (handDialog) layout(t *Screen, ctx *ui.Context, in ui.Rect) {
	th := ctx.Theme
	u, bh := th.U, th.Tap(40)
	o := &t.overlay
	o.levels, o.names = nil, nil
	for _, c := range t.handChoices() {
		o.levels = append(o.levels, ui.Button{Label: c.label, Primary: t.claims()})
		o.names = append(o.names, c.name)
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
	o.drawWords(dst, th, t.handWords())
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
	d.Text = []ui.Block{{Text: t.handWords()}}
	for _, l := range t.handChoices() {
		d.Actions = append(d.Actions, ui.Action{ID: "level:" + l.name, Label: l.label})
	}
	d.Actions = append(d.Actions, closeAction)
}

func (handDialog) act(t *Screen, _ *ui.Context, id string) {
	t.handSeat(strings.TrimPrefix(id, "level:"))
}

// handWords say what giving the overlay's seat to the computer does, as
// the overlay words it.
func (t *Screen) handWords() string {
	r := t.room
	seat := r.SeatName(t.overlay.seat)
	if t.claims() {
		return seat + " has been away too long: in a rated game the game ends here, as if " + seat + " resigned, and you win it."
	}
	return "The computer plays " + seat + "'s seat from its next turn, at the level you choose; " + seat + "'s link no longer holds it."
}

// handChoice is one answer to the question of an away seat: a level, by
// its name and its title, or the win claimed.
type handChoice struct{ name, label string }

// handChoices are the answers the overlay offers (as its layout lays
// them out): the first four levels shown in the settings, or where the
// seat's absence ends the game, Claim the win alone.
func (t *Screen) handChoices() []handChoice {
	var cs []handChoice
	for _, l := range t.match.Options().Levels() {
		if !l.Hidden && len(cs) < 4 {
			cs = append(cs, handChoice{l.Name, l.Title})
		}
	}
	if t.claims() && len(cs) > 0 {
		cs = []handChoice{{cs[0].name, "Claim the win"}}
	}
	return cs
}
