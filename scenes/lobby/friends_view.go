package lobby

import (
	"strconv"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	onlinelobby "parlor/game/online/lobby"
	"parlor/scenes/ui"
)

// friendsView is where the friends page puts things, as of its last
// layout.
type friendsView struct {
	back    ui.Button
	titleY  float64
	tabs    ui.Choice // Following, Followers, Blocked
	hideRow ui.Rect   // the line saying whether she hides being online
	hide    ui.Button
	list    ui.Rect // the rows' room
	rows    []friendRow
	message ui.Rect
}

// friendRow is a row of the list on show: the whole row, its name's part
// (which opens her page) and its buttons.
type friendRow struct {
	n       int // the row's number in the list, from 1
	rect    ui.Rect
	who     ui.Rect
	buttons []ui.Button
	names   []string // the buttons' targets' prefixes
}

// hideWords are the hide line's words and its button's label.
func (f *friendsPage) hideWords() (line, label string) {
	if f.lobby.Hidden() {
		return "Hidden: everyone sees you offline", "Show me online"
	}
	return "Those who follow you see you online", "Hide that I am online"
}

// layout places the page's parts for the screen.
func (f *friendsPage) layout(ctx *ui.Context) {
	th := ctx.Theme
	u := th.U
	v := &f.v
	v.back = backButton(th, f.back)
	cw := min(ctx.W-32*u, 760*u)
	x := (ctx.W - cw) / 2
	v.titleY = v.back.Rect.Bottom() + 30*u
	y := v.titleY + 58*u
	v.tabs = ui.Choice{Options: f.tabLabels(), Selected: int(f.tab), Rect: ui.Rect{X: x, Y: y, W: cw, H: th.Tap(42)}}
	v.tabs.FitWidths(th, ui.Medium, 14)
	y = v.tabs.Rect.Bottom() + 14*u
	_, label := f.hideWords()
	if cw < 560*u {
		label = map[bool]string{true: "Show me", false: "Hide me"}[f.lobby.Hidden()]
	}
	bw := buttonWidth(th, label)
	v.hideRow = ui.Rect{X: x, Y: y, W: cw, H: max(th.Tap(56), th.Tap(40)+16*u)}
	v.hide = ui.Button{Label: label, Disabled: !f.loaded || f.asking,
		Rect: ui.Rect{X: v.hideRow.Right() - 12*u - bw, Y: y + (v.hideRow.H-th.Tap(40))/2, W: bw, H: th.Tap(40)}}
	y = v.hideRow.Bottom() + 16*u
	mf := th.Face(ui.Medium, 15)
	lines := max(1, len(th.Wrap(f.message, mf, cw)))
	mh := float64(lines)*max(21*u, mf.Size*1.35) + 12*u
	v.message = ui.Rect{X: x, Y: ctx.H - mh, W: cw, H: mh}
	v.list = ui.Rect{X: x, Y: y, W: cw, H: v.message.Y - 8*u - y}
	lns := f.lines()
	first, end, at := f.pages.layout(th, len(lns), v.list, max(rowHeight(th), th.Tap(40)+16*u), 8*u, th.Tap(40)+10*u, 0)
	v.rows = v.rows[:0]
	for i := first; i < end; i++ {
		r := friendRow{n: i + 1, rect: at(i), names: lns[i].buttons}
		right := r.rect.Right() - 12*u
		for j := len(lns[i].buttons) - 1; j >= 0; j-- {
			l := buttonLabel(lns[i].buttons[j])
			w := buttonWidth(th, l)
			b := ui.Button{Label: l, Primary: lns[i].buttons[j] == "watch", Disabled: f.asking && lns[i].buttons[j] != "watch",
				Rect: ui.Rect{X: right - w, Y: r.rect.Y + (r.rect.H-th.Tap(40))/2, W: w, H: th.Tap(40)}}
			r.buttons = append([]ui.Button{b}, r.buttons...)
			right -= w + 8*u
		}
		r.who = ui.Rect{X: r.rect.X, Y: r.rect.Y, W: right - r.rect.X, H: r.rect.H}
		v.rows = append(v.rows, r)
	}
}

// buttonWidth is the width of a button whose label, on one line, is
// label.
func buttonWidth(th *ui.Theme, label string) float64 {
	w, _ := th.Measure(label, th.Face(ui.Medium, 16))
	return w + 2*th.LabelPad() + 8*th.U
}

// tabLabels are the tabs' labels, each with its count: "Following 3".
func (f *friendsPage) tabLabels() []string {
	if !f.loaded {
		return []string{"Following", "Followers", "Blocked"}
	}
	return []string{"Following " + strconv.Itoa(len(f.lobby.Following())), "Followers " + strconv.Itoa(len(f.lobby.Followers())),
		"Blocked " + strconv.Itoa(len(f.lobby.Blocked()))}
}

// rowTargets are the rows' targets: each name's ("who:2") and each
// button's ("watch:1", "unfollow:1", "follow:3", "unblock:1").
func (f *friendsPage) rowTargets() ui.Targets {
	t := ui.Targets{}
	for _, r := range f.v.rows {
		n := strconv.Itoa(r.n)
		t["who:"+n] = r.who
		for j, b := range r.buttons {
			if !b.Disabled {
				t[r.names[j]+":"+n] = b.Rect
			}
		}
	}
	return t
}

// cutRow reads a row's target, "unfollow:2": the verb and the row's
// number.
func cutRow(name string) (verb string, n int, ok bool) {
	verb, num, ok := strings.Cut(name, ":")
	if !ok {
		return "", 0, false
	}
	n, err := strconv.Atoi(num)
	return verb, n, err == nil
}

// emptyWords are what the tab on show says when its list is empty.
func (f *friendsPage) emptyWords() string {
	switch f.tab {
	case followersTab:
		return "No one follows you yet."
	case blockedTab:
		return "You block no one. Block a player from her page: she is not told."
	}
	return "You follow no one yet. Follow a player from her page: a name on the leaderboard opens it."
}

// Draw draws the page.
func (f *friendsPage) Draw(screen *ebiten.Image, ctx *ui.Context) {
	th, in := ctx.Theme, &ctx.Input
	u := th.U
	f.layout(ctx)
	v := &f.v
	drawPage(screen, ctx, &v.back)
	th.Text(screen, "Friends", th.Face(ui.Bold, 30), ctx.W/2, v.titleY, ui.Centered, ui.AccentColor)
	sub, sf := th.FitText("Your profile: "+f.lobby.Me.Name, ui.Regular, 16, ctx.W-2*v.back.Rect.Right()-16*u)
	th.Text(screen, sub, sf, ctx.W/2, v.titleY+30*u, ui.Centered, ui.MutedColor)
	v.tabs.Draw(screen, th, in)
	th.Panel(screen, v.hideRow)
	line, _ := f.hideWords()
	words, wf := th.FitText(line, ui.Regular, 15, v.hide.Rect.X-v.hideRow.X-24*u)
	th.Text(screen, words, wf, v.hideRow.X+14*u, v.hideRow.Y+v.hideRow.H/2, ui.MiddleLeft, ui.TextColor)
	v.hide.Draw(screen, th, in)
	if f.message != "" {
		mf := th.Face(ui.Medium, 15)
		for i, l := range th.Wrap(f.message, mf, v.message.W) {
			th.Text(screen, l, mf, ctx.W/2, v.message.Y+float64(i)*max(21*u, mf.Size*1.35), ui.Align{H: ui.Middle, V: ui.Start}, ui.AccentColor)
		}
	}
	if !f.loaded {
		th.Text(screen, "Asking the server…", th.Face(ui.Medium, 18), ctx.W/2, v.list.Y+40*u, ui.Centered, ui.MutedColor)
		return
	}
	lns := f.lines()
	if len(lns) == 0 {
		nf := th.Face(ui.Regular, 16)
		for i, l := range th.Wrap(f.emptyWords(), nf, v.list.W) {
			th.Text(screen, l, nf, ctx.W/2, v.list.Y+24*u+float64(i)*lineHeight(th, nf), ui.Centered, ui.MutedColor)
		}
		return
	}
	for _, r := range v.rows {
		ln := lns[r.n-1]
		th.Panel(screen, r.rect)
		if in.Hovering(r.who) {
			th.OutlineRoundRect(screen, r.rect, 14*u, 2*u, ui.AccentColor, ui.PanelColor)
		}
		box := r.who.Inset(12 * u)
		box.X += 14 * u
		box.W -= 14 * u
		dot := ui.MutedColor
		switch {
		case strings.HasPrefix(ln.status, "Playing"):
			dot = ui.AccentColor
		case ln.status == "Online":
			dot = outcomeColor(onlinelobby.OutcomeWin)
		}
		if f.tab == followingTab {
			th.FillCircle(screen, r.who.X+16*u, r.rect.Y+r.rect.H/2, 5*u, dot)
		} else {
			box.X -= 14 * u
			box.W += 14 * u
		}
		name, nf := th.FitText(ln.who.Name, ui.Bold, 17, box.W)
		status, stf := th.FitText(ln.status, ui.Regular, 14, box.W)
		gap := (r.rect.H - nf.Size - stf.Size) / 3
		th.Text(screen, name, nf, box.X, r.rect.Y+gap, ui.TopLeft, ui.TextColor)
		th.Text(screen, status, stf, box.X, r.rect.Bottom()-gap, ui.BottomLeft, ui.MutedColor)
		for j := range r.buttons {
			r.buttons[j].Draw(screen, th, in)
		}
	}
	f.pages.draw(screen, th, in, f.pages.first+1, f.pages.first+len(v.rows), len(lns))
}
