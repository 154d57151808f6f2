package cantstop

import (
	"fmt"
	"image/color"
	"slices"

	"github.com/hajimehoshi/ebiten/v2"

	"parlor/game/cantstop"
	"parlor/scenes/ui"
)

// oddsCache keeps the chance of using the next roll for one position.
type oddsCache struct {
	of  *cantstop.Game
	pct float64
}

// odds is the chance, in percent, that the mover can use her next roll.
func (v *View) odds() float64 {
	if v.oddsOf.of != v.g {
		v.oddsOf = oddsCache{of: v.g, pct: 100 * float64(v.g.UsableRolls()) / 1296}
	}
	return v.oddsOf.pct
}

// drawControls draws the controls from their layer, drawn again only when
// the position, or what the pointer is over, changes; while the dice
// tumble, straight to the screen.
func (v *View) drawControls(dst *ebiten.Image, th *ui.Theme, in *ui.Input, live bool) {
	if v.anim.kind == rolling {
		v.renderControls(dst, th, in, live)
		return
	}
	g, l := v.g, &v.lay
	key := fmt.Sprint(g.String(), g.Players(), g.Mover(), g.Choosing(), g.CanStop(), g.Over(), g.Last(),
		v.anim.kind == busting, live, v.hot(in), l.side, l.controls, v.ended)
	v.panel.Draw(dst, l.controls.Inset(-8*th.U), key, func(img *ebiten.Image) { v.renderControls(img, th, in, live) })
}

// hot names the control under the pointer, and whether it is held down.
func (v *View) hot(in *ui.Input) string {
	l := &v.lay
	for _, b := range l.choices {
		if in.Hovering(b.rect) {
			return fmt.Sprint(b.choice, in.Down)
		}
	}
	for _, b := range []ui.Button{l.roll, l.stop} {
		if in.Hovering(b.Rect) {
			return fmt.Sprint(b.Label, in.Down)
		}
	}
	return ""
}

// renderControls draws the players' chips, the dice and what they mean,
// and Roll and Stop or the choices of the dice.
func (v *View) renderControls(dst *ebiten.Image, th *ui.Theme, in *ui.Input, live bool) {
	v.drawScore(dst, th)
	v.drawDice(dst, th)
	g := v.g
	l := &v.lay
	u := th.U
	if g.Over() || v.ended != "" || v.anim.kind == rolling || v.anim.kind == busting {
		return
	}
	if g.Choosing() {
		for _, b := range l.choices {
			v.drawChoice(dst, th, in, b, live)
		}
		return
	}
	l.roll.Disabled = !live || !g.CanRoll()
	l.stop.Disabled = !live || !g.CanStop()
	l.roll.Draw(dst, th, in)
	l.stop.Draw(dst, th, in)
	if g.CanStop() {
		msg := "The next roll cannot go bust."
		if pct := v.odds(); pct < 100 {
			msg = fmt.Sprintf("The next roll can be used %d%% of the time.", int(pct))
		}
		face := th.Face(ui.Regular, 14)
		for i, line := range th.Wrap(msg, face, l.odds.W) {
			if i < 2 {
				th.Text(dst, line, face, l.odds.X, l.odds.Y+float64(i)*19*u, ui.TopLeft, ui.MutedColor)
			}
		}
	}
}

// drawScore draws a chip for each player: her tile, her name, and a pip
// for each of the three columns she needs, filled for those she won. The
// mover's chip is lit.
func (v *View) drawScore(dst *ebiten.Image, th *ui.Theme) {
	g := v.g
	u := th.U
	// While a bust is shown, the turn is still the one who went bust's.
	mover := v.shown().Mover()
	for i, r := range v.lay.score {
		k := cantstop.Color(i)
		ink := playerColors[k]
		th.FillRoundRect(dst, r, 9*u, ui.Fade(ui.ButtonColor, 0.7))
		if k == mover && v.ended == "" && (!g.Over() || cantstop.Color(g.Winner()) == k) {
			th.StrokeRoundRect(dst, r, 9*u, max(1.5, 2*u), ink)
		}
		rad := r.H * 0.26
		x := r.X + 8*u + rad
		drawTile(dst, th, x, r.Y+r.H/2, rad, k)
		pr := r.H * 0.13
		pips := float64(cantstop.Goal)*(2*pr+5*u) - 5*u
		name := k.String()
		nx := x + rad + 8*u
		name, face := th.FitText(name, ui.Medium, 15, r.Right()-10*u-pips-8*u-nx)
		th.Text(dst, name, face, nx, r.Y+r.H/2, ui.MiddleLeft, ui.TextColor)
		px := r.Right() - 10*u - pips + pr
		for j := range cantstop.Goal {
			cx := px + float64(j)*(2*pr+5*u)
			if j < g.Won(k) {
				th.FillCircle(dst, cx, r.Y+r.H/2, pr, ink)
			} else {
				th.StrokeCircle(dst, cx, r.Y+r.H/2, pr-max(1, 1.5*u)/2, max(1, 1.5*u), ui.Fade(ui.MutedColor, 0.6))
			}
		}
	}
}

// caption says what the dice on show mean, in a title and a line under
// it, the title in the colour of whoever it is about.
func (v *View) caption() (title, sub string, ink color.Color) {
	g := v.g
	last := g.Last()
	who := playerColors[last.Player]
	switch {
	case v.anim.kind == rolling:
		return last.Player.String() + " rolls…", "", who
	case g.Over():
		w := cantstop.Color(g.Winner())
		return w.String() + " wins!", "Columns " + numberList(wonColumns(g, w)), playerColors[w]
	case g.Choosing():
		return last.Player.String() + " rolled", "Pick how to use the dice", who
	case last.Kind == "bust":
		return last.Player.String() + " went bust", "No pair of these dice could be used", colBust
	case last.Kind == "choose":
		return fmt.Sprintf("%s took %s", last.Player, last.Chosen), "Roll again or stop", who
	case last.Kind == "stop":
		title, sub := stopParts(last, true)
		return title, ui.Sentence(sub), who
	}
	return g.Mover().String() + " to roll", "Pair the four dice to climb", playerColors[g.Mover()]
}

// drawDice draws the four dice — tumbling, the roll to use, a bust's roll,
// the roll just used (faded), or empty places — and the caption.
func (v *View) drawDice(dst *ebiten.Image, th *ui.Theme) {
	g := v.g
	l := &v.lay
	u := th.U
	last := g.Last()
	if g.Over() || v.ended != "" {
		return // the banner says who won
	}
	for i, r := range l.dice {
		switch {
		case v.anim.kind == rolling:
			jig := float64((v.ticks+i*5)%4-2) * u
			drawDie(dst, th, ui.Rect{X: r.X, Y: r.Y + jig, W: r.W, H: r.H}, tumble(v.ticks, i), 1)
		case g.Choosing():
			drawDie(dst, th, r, g.Dice()[i], 1)
		case last.Kind == "bust":
			drawDie(dst, th, r, last.Dice[i], 1)
		case last.Kind == "choose":
			drawDie(dst, th, r, last.Dice[i], 0.45)
		default:
			drawEmptyDie(dst, th, r)
		}
	}
	if last.Kind == "bust" && v.anim.kind != rolling && !g.Choosing() {
		// The dice of a bust are edged in red.
		for _, r := range l.dice {
			th.StrokeRoundRect(dst, r.Inset(-3*u), r.W*0.2, max(2, 3*u), colBust)
		}
	}
	title, sub, ink := v.caption()
	c := l.caption
	title, tf := th.FitText(title, ui.Bold, 18, c.W)
	sub, sf := th.FitText(sub, ui.Regular, 14, c.W)
	th.Text(dst, title, tf, c.X, c.Y+c.H*0.3, ui.MiddleLeft, ink)
	th.Text(dst, sub, sf, c.X, c.Y+c.H*0.78, ui.MiddleLeft, ui.MutedColor)
}

// pairingFor is the first pairing of the dice that offers choice c, and
// which of its two pairs c climbs by.
func pairingFor(g *cantstop.Game, c cantstop.Choice) (cantstop.Pairing, [2]bool) {
	for _, p := range g.Pairings(g.Dice()) {
		if !slices.Contains(p.Choices, c) {
			continue
		}
		var used [2]bool
		for _, n := range []int{c.A, c.B} {
			for i := range 2 {
				if n != 0 && !used[i] && p.Totals[i] == n {
					used[i] = true
					break
				}
			}
		}
		return p, used
	}
	return cantstop.Pairing{}, [2]bool{}
}

// diceFit reports whether every choice's button, r wide, has room for its
// two pairs of dice beside its words: all show them, or none does.
func (v *View) diceFit(th *ui.Theme, r ui.Rect) bool {
	u := th.U
	d := min(r.H*0.4, 22*u)
	dice := 4*d + 2*3*u + 10*u
	for _, b := range v.lay.choices {
		lw, _ := th.Measure(b.choice.String(), th.Face(ui.Bold, 17))
		if 12*u+dice+14*u+lw+12*u > r.W {
			return false
		}
	}
	return true
}

// drawChoice draws the button of a choice: the two pairs of dice that give
// it, when every choice has room for them, and its words.
func (v *View) drawChoice(dst *ebiten.Image, th *ui.Theme, in *ui.Input, b choiceButton, live bool) {
	u := th.U
	r := b.rect
	hot := live && in.Hovering(r)
	fill := ui.AccentColor
	if hot {
		fill = ui.Mix(ui.AccentColor, color.RGBA{0xff, 0xff, 0xff, 0xff}, 0.2)
		if in.Down {
			r.Y += u
		}
	}
	if !live {
		fill = ui.Fade(ui.AccentColor, 0.5)
	}
	th.FillRoundRect(dst, ui.Rect{X: r.X, Y: r.Y + 2*u, W: r.W, H: r.H}, 10*u, ui.ShadowColor)
	th.FillRoundRect(dst, r, 10*u, fill)
	label := b.choice.String()
	face := th.Face(ui.Bold, 17)
	d := min(r.H*0.4, 22*u)
	x := r.X + 12*u
	if !v.diceFit(th, r) {
		label, face := th.FitText(label, ui.Bold, 17, r.W-16*u)
		th.Text(dst, label, face, r.X+r.W/2, r.Y+r.H/2, ui.Centered, ui.BackgroundColor)
		return
	}
	p, used := pairingFor(v.g, b.choice)
	for i := range 2 {
		a := 1.0
		if !used[i] {
			a = 0.35
		}
		for j := range 2 {
			drawDie(dst, th, ui.Rect{X: x, Y: r.Y + (r.H-d)/2, W: d, H: d}, p.Dice[i][j], a)
			x += d + 3*u
		}
		x += 7 * u
	}
	cx := (x + r.Right()) / 2
	th.Text(dst, label, face, cx, r.Y+r.H/2, ui.Centered, ui.BackgroundColor)
}
