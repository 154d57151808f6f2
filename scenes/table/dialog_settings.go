package table

import (
	"github.com/hajimehoshi/ebiten/v2"

	"parlor/game"
	"parlor/scenes/ui"
)

// The settings behind the Settings button, in an overlay: the controls
// in its body, scrolled where they are taller than it (six seats on a
// small screen, with the choice of hints online), and the apply button —
// New game with these settings, or Invite and start — fixed at its foot
// while the settings differ from the game's, so that it shows wherever a
// change was made.

// settingsDialog is the settings behind the Settings button.
type settingsDialog struct{ plainDialog }

func (settingsDialog) name() string { return "settings" }

func (settingsDialog) title(*Screen) string { return "Settings" }

// size puts names over the choices if need be, and where that is too
// tall for the screen, the choices beside the seats' marks.
func (settingsDialog) size(t *Screen, ctx *ui.Context, w, _ float64) (float64, float64) {
	th := ctx.Theme
	u := th.U
	t.panel.settings.players.tight = false
	t.panel.settings.players.compact = false
	if t.panel.settings.height(th, w-48*u, true)+140*u > ctx.H-24*u {
		t.panel.settings.players.tight = true
	}
	return w, min(ctx.H-24*u, t.panel.settings.height(th, w-48*u, true)+140*u)
}

func (settingsDialog) layout(t *Screen, ctx *ui.Context, in ui.Rect) {
	t.layoutSettingsOverlay(ctx.Theme, in)
}

func (settingsDialog) update(t *Screen, ctx *ui.Context) { t.updateSettingsOverlay(ctx) }

func (settingsDialog) draw(t *Screen, dst *ebiten.Image, th *ui.Theme, in *ui.Input) {
	t.drawSettingsOverlay(dst, th, in)
}

func (settingsDialog) targets(t *Screen, tg ui.Targets) { t.settingsOverlayTargets(tg) }

func (settingsDialog) order(t *Screen) []string { return t.settingsOrder() }

func (settingsDialog) read(t *Screen, d *ui.Dialog) {
	d.Actions = append(t.settingsForm(), closeAction)
	if t.changed() {
		d.Message = t.problem()
		d.Error = d.Message != ""
	}
}

// act does a control of the settings' form, which checks its own.
func (settingsDialog) act(t *Screen, _ *ui.Context, id string) { t.actSettings(id) }

func (settingsDialog) own() bool { return true }

func (settingsDialog) key(t *Screen) string { return t.settingsKey() + "|" + t.problem() }

func (settingsDialog) scrolls() bool { return true }

// applyNote is the height of the line under the apply button.
func applyNote(th *ui.Theme) float64 { return 6*th.U + th.Face(ui.Regular, 13).Size*1.3 }

// layoutSettingsOverlay places the settings in the overlay's body (in is
// the overlay inside its margins): the apply button at the foot, the
// controls above it, scrolled by the overlay's scroller.
func (t *Screen) layoutSettingsOverlay(th *ui.Theme, in ui.Rect) {
	u := th.U
	o := &t.overlay
	s := &t.panel.settings
	changed := t.changed()
	if changed {
		o.body.H = in.Bottom() - th.Tap(40) - applyNote(th) - 12*u - o.body.Y
	}
	content := s.height(th, o.body.W, false)
	o.scroll.Max = max(0, content-o.body.H)
	o.scroll.Offset = min(max(o.scroll.Offset, 0), o.scroll.Max)
	s.layout(th, t.pending, ui.Rect{X: o.body.X, Y: o.body.Y - o.scroll.Offset, W: o.body.W, H: content})
	if changed {
		s.apply.Rect = ui.Rect{X: o.body.X, Y: o.body.Bottom() + 12*u, W: o.body.W, H: th.Tap(40)}
	}
}

// updateSettingsOverlay acts on the overlay's settings: a scroll, a
// control pressed inside the body (not one scrolled out of it, not the
// end of a drag), and the apply button.
func (t *Screen) updateSettingsOverlay(ctx *ui.Context) {
	in := &ctx.Input
	o := &t.overlay
	o.scroll.Update(in, o.body, o.scroll.Max+o.body.H, 40*ctx.Theme.U)
	if !o.scroll.Dragged && o.body.Contains(in.PressX, in.PressY) {
		t.updatePlayers(in)
		t.panel.settings.updateControls(in, &t.pending)
	}
	if t.changed() && t.panel.settings.apply.Clicked(in) {
		t.applySettings()
	}
}

// applySettings is the apply button: it closes the settings' overlay and
// starts a new game with the pending settings (asking first when a game
// is under way).
func (t *Screen) applySettings() {
	if t.overlay.kind == settingsOverlay {
		t.overlay.kind = noOverlay
	}
	t.newGame(false)
}

// drawSettingsOverlay draws the controls clipped to the body, a bar at
// its side while they scroll, and the apply button at the foot.
func (t *Screen) drawSettingsOverlay(dst *ebiten.Image, th *ui.Theme, in *ui.Input) {
	o := &t.overlay
	s := &t.panel.settings
	clip := dst.SubImage(rectImage(o.body)).(*ebiten.Image)
	s.drawControls(clip, th, in, func(p game.Player, r ui.Rect) { t.view.Seat(clip, th, p, r) })
	s.drawApply(dst, th, in, t.changed(), t.problem(), t.inviting())
	if o.scroll.Max > 0 {
		o.drawScrollBar(dst, th)
	}
}

// settingsOverlayTargets adds the overlay's settings to tg: the controls
// whose middles are in the body, cut to it, and the apply button.
func (t *Screen) settingsOverlayTargets(tg ui.Targets) {
	all := ui.Targets{}
	t.panel.settings.targets(all, t.pending, t.changed())
	body := t.overlay.body
	for name, r := range all {
		if name == "apply" {
			tg[name] = r
			continue
		}
		if cx, cy := r.Center(); !body.Contains(cx, cy) {
			continue
		}
		top, bottom := max(r.Y, body.Y), min(r.Bottom(), body.Bottom())
		tg[name] = ui.Rect{X: r.X, Y: top, W: r.W, H: bottom - top}
	}
}
