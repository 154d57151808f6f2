package table

import (
	"fmt"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"parlor/scenes/ui"
)

// rulesDialog is the game's rules, then the keys, and the choice of
// motion at its foot.
type rulesDialog struct{ plainDialog }

// openRules shows the game's rules.
func (t *Screen) openRules(*ui.Context) { t.overlay.open(rulesOverlay) }

func (rulesDialog) name() string { return "rules" }

func (rulesDialog) title(t *Screen) string { return "Rules of " + t.match.Options().Game().Title }

// size is most of the height on a phone: more of the rules at once.
func (rulesDialog) size(_ *Screen, ctx *ui.Context, w, _ float64) (float64, float64) {
	u := ctx.Theme.U
	return w, min(ctx.H-24*u, max(640*u, 0.8*ctx.H))
}

func (rulesDialog) layout(t *Screen, ctx *ui.Context, in ui.Rect) {
	o := &t.overlay
	t.layoutMotion(ctx, in)
	if o.width != o.body.W || o.lines == nil {
		o.width = o.body.W
		o.lines = layoutRules(ctx.Theme, t.rulesText(), o.body.W)
	}
}

func (rulesDialog) update(t *Screen, ctx *ui.Context) { t.updateMotion(ctx) }

func (rulesDialog) draw(t *Screen, dst *ebiten.Image, th *ui.Theme, in *ui.Input) {
	t.overlay.drawMotion(dst, th, in)
}

func (rulesDialog) targets(t *Screen, tg ui.Targets) { t.overlay.motionTargets(tg) }

func (rulesDialog) order(*Screen) []string { return []string{"text", ui.Each("motion:")} }

func (rulesDialog) read(t *Screen, d *ui.Dialog) {
	d.Text = rulesBlocks(t.rulesText())
	reduced := LoadMotion(t.host).Reduced()
	d.Actions = []ui.Action{
		{ID: "motion:full", Label: "Full", Group: "Motion", Kind: ui.KindRadio, Pressed: !reduced},
		{ID: "motion:reduced", Label: "Reduced", Kind: ui.KindRadio, Pressed: reduced},
		closeAction,
	}
}

func (rulesDialog) act(t *Screen, ctx *ui.Context, id string) {
	t.setMotion(ctx, id == "motion:reduced")
}

func (rulesDialog) key(t *Screen) string { return fmt.Sprint(LoadMotion(t.host).Reduced()) }

func (rulesDialog) scrolls() bool { return true }

// rulesText is the rules overlay's text: the game's rules, then the keys
// (the table's and the view's own).
func (t *Screen) rulesText() string {
	keys := keysHelp
	if k, ok := t.view.(Keyer); ok {
		keys += "\n" + k.Keys()
	}
	return t.match.Options().Game().Rules + "\n\n" + keys
}

// rulesBlocks reads rules text as layoutRules does: a "# " line is a
// heading (level 3, under the dialog's title), a "- " line an item, any
// other line a paragraph; blank lines part them.
func rulesBlocks(text string) []ui.Block {
	var out []ui.Block
	for _, raw := range strings.Split(text, "\n") {
		raw = strings.TrimSpace(raw)
		switch {
		case raw == "":
		case strings.HasPrefix(raw, "# "):
			out = append(out, ui.Block{Level: 3, Text: raw[2:]})
		case strings.HasPrefix(raw, "- "):
			out = append(out, ui.Block{Text: raw[2:]})
		default:
			out = append(out, ui.Block{Text: raw})
		}
	}
	return out
}
