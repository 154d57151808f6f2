package table

import (
	"github.com/hajimehoshi/ebiten/v2"

	"parlor/scenes/prefs"
	"parlor/scenes/ui"
)

// LoadMotion is the motion policy kept in h: the player's setting, and
// h's system preference (on the page, prefers-reduced-motion) for when
// they have made none. The app sets its context's Motion with it.
func LoadMotion(h Host) ui.Motion {
	m := ui.Motion{System: h.PrefersReducedMotion}
	switch h.Load(prefs.MotionKey) {
	case "full":
		m.Setting = ui.MotionFull
	case "reduced":
		m.Setting = ui.MotionReduced
	}
	return m
}

// setMotion makes motion reduced or full at once, and keeps the choice:
// as "" when it is what the system prefers, so that the page follows the
// system again.
func (t *Screen) setMotion(ctx *ui.Context, reduced bool) {
	set, v := ui.MotionFull, "full"
	if reduced {
		set, v = ui.MotionReduced, "reduced"
	}
	if reduced == t.host.PrefersReducedMotion() {
		set, v = ui.MotionAsSystem, ""
	}
	ctx.Motion.Setting = set
	if ctx.Motion.System == nil {
		ctx.Motion.System = t.host.PrefersReducedMotion
	}
	if !t.keep(prefs.MotionKey, v, "your motion setting") {
		return
	}
	if reduced {
		t.flash("Motion reduced: moves show at once, and nothing pulses.")
	} else {
		t.flash("Full motion: moves are animated.")
	}
}

// layoutMotion places the rules overlay's motion choice at the foot of
// in, and takes its room from the overlay's body. It shows the policy in
// force.
func (t *Screen) layoutMotion(ctx *ui.Context, in ui.Rect) {
	th := ctx.Theme
	u := th.U
	o := &t.overlay
	h := th.Tap(36)
	o.motion.Title, o.motion.Options = "MOTION", []string{"Full", "Reduced"}
	o.motion.Selected = 0
	if ctx.Motion.Reduced() {
		o.motion.Selected = 1
	}
	o.motion.Rect = ui.Rect{X: in.X, Y: in.Bottom() - h, W: min(in.W, 320*u), H: h}
	o.body.H = o.motion.Rect.Y - o.body.Y - ui.TitleRoom(th, 30) - 12*u
}

// updateMotion acts on a click on the motion choice, and reports whether
// there was one.
func (t *Screen) updateMotion(ctx *ui.Context) bool {
	o := &t.overlay
	if !o.motion.Update(&ctx.Input) {
		return false
	}
	t.setMotion(ctx, o.motion.Selected == 1)
	return true
}

// drawMotion draws the motion choice, under a rule that sets it apart
// from the rules' text.
func (o *overlay) drawMotion(dst *ebiten.Image, th *ui.Theme, in *ui.Input) {
	u := th.U
	th.FillRect(dst, ui.Rect{X: o.body.X, Y: o.body.Bottom() + 6*u, W: o.body.W, H: max(1, u)}, ui.PanelEdgeColor)
	o.motion.Draw(dst, th, in)
}

// motionTargets adds the motion choice's options: "motion:full",
// "motion:reduced".
func (o *overlay) motionTargets(tg ui.Targets) {
	tg["motion:full"], tg["motion:reduced"] = o.motion.Option(0), o.motion.Option(1)
}
