package lobby

import (
	"fmt"

	"github.com/hajimehoshi/ebiten/v2"

	"parlor/game/online/client"
	"parlor/game/online/protocol"
	"parlor/scenes/ui"
)

// profileView is where the profile page puts things, as of its last
// layout.
type profileView struct {
	back                  ui.Button
	rename, carry, remove ui.Button // the own page's
	keys                  ui.Button // the own page's Ways to sign in (keys.go)
	titleY                float64
	wide                  bool    // two columns: the ratings beside the games
	col                   ui.Rect // the ratings' column (all of the page on a phone)
	card                  ui.Rect // the rating's numbers
	plotBox               ui.Rect // the plot with its labels
	plot                  ratingPlot
	readout               float64 // the y of the line under the plot
	games                 ui.Rect // the column of recent games, below its heading
	rows                  []ui.Rect
	message               ui.Rect // the line for the page's message
	task                  taskView
}

// cardHeight is the height of the card of the rating on show: its
// three lines beside the big number, with room about them.
func cardHeight(th *ui.Theme) float64 {
	u := th.U
	lines := th.Face(ui.Medium, 16).Size*1.3 + th.Face(ui.Regular, 15).Size*1.3 + th.Face(ui.Regular, 13).Size*1.3
	return max(92*u, lines+40*u)
}

// rowHeight is a recent game's row.
func rowHeight(th *ui.Theme) float64 { return th.Tap(58) }

// layout places the page's parts for the screen.
func (p *profile) layout(ctx *ui.Context) {
	th := ctx.Theme
	u := th.U
	v := &p.v
	v.back = backButton(th, p.back)
	v.wide = ctx.W >= 820*u
	cw := min(ctx.W-32*u, 1040*u)
	x := (ctx.W - cw) / 2
	v.rename, v.carry, v.remove = ui.Button{Label: "Rename"}, ui.Button{Label: "Use on another device"}, ui.Button{Label: "Delete"}
	v.keys = ui.Button{Label: "Ways to sign in"}
	v.titleY = v.back.Rect.Bottom() + 30*u
	top := v.titleY + 58*u
	if p.own && p.loaded && p.mode == viewing {
		if v.wide {
			r := ctx.W - 16*u
			for _, b := range []*ui.Button{&v.remove, &v.keys, &v.carry, &v.rename} {
				w := th.LabelWidth(b.Label, ui.Medium, 16, th.Tap(40)) + 24*u
				b.Rect = ui.Rect{X: r - w, Y: 12 * u, W: w, H: th.Tap(40)}
				r -= w + 8*u
			}
		} else {
			w := (cw - 16*u) / 3
			for i, b := range []*ui.Button{&v.rename, &v.carry, &v.remove} {
				b.Rect = ui.Rect{X: x + float64(i)*(w+8*u), Y: top, W: w, H: th.Tap(40)}
			}
			v.carry.Label = "Other device"
			top = v.rename.Rect.Bottom() + 18*u
			top = keysRow(th, &v.keys, x, top, cw)
		}
	}
	p.layoutFriends(th, ctx.W)
	f := th.Face(ui.Medium, 15)
	lines := max(1, len(th.Wrap(p.message, f, cw)))
	mh := float64(lines)*max(21*u, f.Size*1.35) + 12*u
	v.message = ui.Rect{X: x, Y: ctx.H - mh, W: cw, H: mh}
	body := ui.Rect{X: x, Y: top, W: cw, H: v.message.Y - top}
	if p.mode != viewing {
		p.layoutTask(th, body)
		return
	}
	v.col, v.games = body, body
	if v.wide {
		v.col.W = cw * 0.58
		v.games.X, v.games.W = v.col.Right()+28*u, cw-v.col.W-28*u
	}
	y := v.col.Y + p.picker.layout(th, v.col, 2)
	if len(p.picker.families) > 1 {
		y += 14 * u
	}
	v.card = ui.Rect{X: v.col.X, Y: y, W: v.col.W, H: cardHeight(th)}
	y = v.card.Bottom() + 14*u
	plotH := min(360*u, max(150*u, v.col.Bottom()-y-40*u))
	if !v.wide {
		// Two games and the pager keep their room below, as far as the
		// plot keeps 120 units.
		games := 36*u + 34*u + 2*(rowHeight(th)+8*u) + th.Tap(40) + 10*u
		plotH = min(320*u, ctx.H*0.28, max(120*u, body.Bottom()-y-16*u-games))
	}
	v.plotBox = ui.Rect{X: v.col.X, Y: y, W: v.col.W, H: plotH}
	v.plot = ratingPlot{}
	v.readout = v.plotBox.Bottom() + 16*u
	if f := p.family(); f != nil {
		v.plot = planPlot(f.History, plotArea(th, v.plotBox))
	} else {
		v.plotBox.H, v.readout = 0, v.card.Bottom()-20*u // no plot: the games go under the card
	}
	if !v.wide {
		v.games.Y = v.readout + 36*u
		v.games.H = body.Bottom() - v.games.Y
	}
	p.layoutGames(th)
}

// layoutGames places the recent games' rows under their heading, as many
// as fit a page, and the pager's buttons under them when they do not all
// fit.
func (p *profile) layoutGames(th *ui.Theme) {
	u := th.U
	v := &p.v
	top := v.games.Y + 34*u
	first, end, at := p.pages.layout(th, len(p.games), ui.Rect{X: v.games.X, Y: top, W: v.games.W, H: v.games.Bottom() - top}, rowHeight(th), 8*u, th.Tap(40)+10*u, 0)
	v.rows = v.rows[:0]
	for i := first; i < end; i++ {
		v.rows = append(v.rows, at(i))
	}
}

// Update takes the lobby's messages and the player's clicks.
func (p *profile) Update(ctx *ui.Context) {
	if !p.started {
		p.started = true
		p.ask(client.Whois(p.id))
	}
	p.again()
	p.askFriends()
	takeLobby(p.lobby, p.take)
	if p.next != nil {
		ctx.Go(p.next)
		p.next = nil
		return
	}
	p.layout(ctx)
	in := &ctx.Input
	if p.mode != viewing {
		p.updateTask(ctx)
		return
	}
	if p.v.back.Clicked(in) || in.Has(ui.IntentBack) {
		p.leave(ctx)
		return
	}
	if p.updateFriends(in) {
		return
	}
	if p.own && p.loaded {
		switch {
		case p.v.keys.Clicked(in):
			p.next = p.open.keysPage(p.site, p.lobby, p)
		case p.v.rename.Clicked(in):
			p.startRename()
		case p.v.carry.Clicked(in):
			p.mode = carrying
		case p.v.remove.Clicked(in):
			p.mode = deleting
		}
		if p.mode != viewing {
			p.message = ""
			return
		}
	}
	if p.picker.update(in) {
		p.picked = -1
		return
	}
	p.hover = -1
	for i := range p.v.plot.Points {
		s := p.v.plot.strip(i)
		if in.Clicked(s) {
			p.picked = i
		}
		if !in.Touch && s.Contains(in.X, in.Y) {
			p.hover = i
		}
	}
	for i, r := range p.v.rows {
		if in.Clicked(r) {
			p.openGame(p.pages.first + i)
		}
	}
	p.pages.update(in)
}

// leave goes back where the page was opened from.
func (p *profile) leave(ctx *ui.Context) {
	if p.back == nil {
		ctx.Go(p.open.Menu(""))
		return
	}
	ctx.Go(p.back)
}

// openGame asks for the record of recent game i, to review it.
func (p *profile) openGame(i int) {
	if i < 0 || i >= len(p.games) {
		return
	}
	if !p.games[i].Over {
		p.tell("That game is still under way: its record comes at its end.")
		return
	}
	p.message = "Opening the game…"
	p.ask(client.RecordOf(p.games[i].Room))
}

// shownPoint is the plot's point the readout tells: the one under the
// pointer, else the one picked, else the latest.
func (p *profile) shownPoint() int {
	n := len(p.v.plot.Points)
	switch {
	case p.hover >= 0 && p.hover < n:
		return p.hover
	case p.picked >= 0 && p.picked < n:
		return p.picked
	}
	return n - 1
}

// Draw draws the page.
func (p *profile) Draw(screen *ebiten.Image, ctx *ui.Context) {
	th, in := ctx.Theme, &ctx.Input
	u := th.U
	p.layout(ctx)
	v := &p.v
	drawPage(screen, ctx, &v.back)
	name, sub := p.who.Name, "A player's page"
	switch {
	case !p.loaded:
		name, sub = "…", "Asking the server"
	case p.who.Deleted:
		sub = "This profile was deleted; its games stay"
	case p.own:
		sub = "Your profile"
	}
	name, face := th.FitText(name, ui.Bold, 30, ctx.W-2*v.back.Rect.Right()-16*u)
	th.Text(screen, name, face, ctx.W/2, v.titleY, ui.Centered, ui.AccentColor)
	th.Text(screen, sub, th.Face(ui.Regular, 16), ctx.W/2, v.titleY+30*u, ui.Centered, ui.MutedColor)
	if p.message != "" {
		f := th.Face(ui.Medium, 15)
		for i, l := range th.Wrap(p.message, f, v.message.W) {
			th.Text(screen, l, f, ctx.W/2, v.message.Y+float64(i)*max(21*u, f.Size*1.35), ui.Align{H: ui.Middle, V: ui.Start}, ui.AccentColor)
		}
	}
	if p.mode != viewing {
		p.drawTask(screen, th, in)
		return
	}
	if !p.loaded {
		return
	}
	if p.own {
		for _, b := range []*ui.Button{&v.rename, &v.carry, &v.remove, &v.keys} {
			b.Draw(screen, th, in)
		}
	}
	for _, b := range p.friendButtons() {
		b.Draw(screen, th, in)
	}
	p.picker.draw(screen, th, in)
	p.drawCard(screen, th)
	p.drawPlot(screen, th)
	p.drawGames(screen, th, in)
}

// drawCard draws the rating on show: as players see it, big, with its RD
// and the tally beside it.
func (p *profile) drawCard(dst *ebiten.Image, th *ui.Theme) {
	u := th.U
	r := p.v.card
	th.Panel(dst, r)
	in := r.Inset(16 * u)
	f := p.family()
	if f == nil {
		for i, l := range th.Wrap("No rated games yet: the ratings of rated games show here.", th.Face(ui.Regular, 16), in.W) {
			th.Text(dst, l, th.Face(ui.Regular, 16), in.X, in.Y+float64(i)*22*u, ui.TopLeft, ui.MutedColor)
		}
		return
	}
	big := th.Face(ui.Bold, 40)
	th.Text(dst, f.Shown, big, in.X, in.Y+in.H/2, ui.MiddleLeft, ui.AccentColor)
	w, _ := th.Measure("8888?", big)
	x := in.X + w + 18*u
	room := in.Right() - x
	note := fmt.Sprintf("RD %.0f: the rating is likely within %.0f of it", f.RD, f.RD)
	if f.RD > 110 {
		note = fmt.Sprintf("? provisional: RD %.0f, over 110", f.RD)
	}
	line1, f1 := th.FitText(fmt.Sprintf("%s · %s", familyName(f.Family), plural(f.Games, "game")), ui.Medium, 16, room)
	th.Text(dst, line1, f1, x, in.Y, ui.TopLeft, ui.TextColor)
	line2, f2 := th.FitText(tally(*f), ui.Regular, 15, room)
	th.Text(dst, line2, f2, x, in.Y+in.H/2, ui.MiddleLeft, ui.TextColor)
	line3, f3 := th.FitText(note, ui.Regular, 13, room)
	th.Text(dst, line3, f3, x, in.Bottom(), ui.BottomLeft, ui.MutedColor)
}

// tally is a family's wins, losses and draws in words.
func tally(f protocol.FamilyInfo) string {
	return fmt.Sprintf("%d won · %d lost · %d drawn", f.Wins, f.Losses, f.Draws)
}

// plural is n things: "1 game", "3 games".
func plural(n int, thing string) string {
	if n == 1 {
		return "1 " + thing
	}
	return fmt.Sprintf("%d %ss", n, thing)
}
