package lobby

import (
	"fmt"
	"strconv"

	"parlor/scenes/ui"
)

// Targets names the friends page's click targets: "back", the tabs
// ("tab:following", "tab:followers", "tab:blocked"), "hide", the rows on
// the page by their number in the list (a name "who:1", opening her
// page; its buttons "watch:1", "unfollow:1", "follow:1", "unblock:1")
// and the pager ("page:prev", "page:next").
func (f *friendsPage) Targets() ui.Targets {
	v := &f.v
	t := f.rowTargets()
	t["back"] = v.back.Rect
	for i, tab := range friendsTabs() {
		t["tab:"+tab.String()] = v.tabs.Option(i)
	}
	if !v.hide.Disabled {
		t["hide"] = v.hide.Rect
	}
	f.pages.targets(t)
	return t
}

// Order is the friends page's reading order: the way back, the tabs,
// the hide button, then each row on the page, its name then its buttons,
// then the pages.
func (f *friendsPage) Order() []string {
	out := []string{"back", ui.Each("tab:"), "hide"}
	for _, r := range f.v.rows {
		n := strconv.Itoa(r.n)
		out = append(out, "who:"+n)
		for _, b := range r.names {
			out = append(out, b+":"+n)
		}
	}
	return append(out, "page:prev", "page:next")
}

// Probe describes the page for tests: the tab, whether the friends have
// come, the list on show (a line a row: "Bo: Playing Kalah (6, 4)"), the
// counts, whether she hides, whether a change waits, and the message.
func (f *friendsPage) Probe() map[string]any {
	var rows []string
	for _, ln := range f.lines() {
		rows = append(rows, ln.who.Name+": "+ln.status)
	}
	return map[string]any{"scene": "friends", "tab": f.tab.String(), "loaded": f.loaded, "lines": rows, "rows": len(f.v.rows),
		"following": len(f.lobby.Following()), "followers": len(f.lobby.Followers()), "blocked": len(f.lobby.Blocked()),
		"hidden": f.lobby.Hidden(), "asking": f.asking, "message": f.message, "back": f.v.back.Label}
}

// Speech tells a screen reader the page: the tab's list, a line a row,
// with a button for each name (her page) and each row's buttons, the
// tabs and the hide checkbox.
func (f *friendsPage) Speech() *ui.Speech {
	key := fmt.Sprint(f.tab, f.loaded, f.told, f.asking, f.message, f.lobby.Hidden())
	if key != f.spoken || f.speech.Title == "" {
		f.spoken = key
		f.speech = f.makeSpeech()
	}
	f.said.Fill(&f.speech)
	return &f.speech
}

// makeSpeech makes the page's speech.
func (f *friendsPage) makeSpeech() ui.Speech {
	labels := f.tabLabels()
	sp := ui.Speech{Title: "Your friends: " + labels[f.tab], Picture: "Whom you follow, who follows you, whom you block", ActionsTitle: "Friends"}
	_, back := backTo(f.back)
	if !f.loaded {
		sp.Position = []string{"Asking the server…"}
		sp.Actions = []ui.Action{{ID: "back", Label: back}}
		return sp
	}
	line, _ := f.hideWords()
	sp.Position = []string{line + "."}
	lns := f.lines()
	if len(lns) == 0 {
		sp.Position = append(sp.Position, f.emptyWords())
	}
	for i, ln := range lns {
		n := strconv.Itoa(i + 1)
		sp.Position = append(sp.Position, ln.who.Name+": "+lowerFirst(ln.status)+".")
		sp.Actions = append(sp.Actions, ui.Action{ID: "who:" + n, Label: possessive(ln.who.Name) + " page"})
		for _, b := range ln.buttons {
			sp.Actions = append(sp.Actions, ui.Action{ID: b + ":" + n, Label: buttonLabel(b) + " " + ln.who.Name, Disabled: f.asking && b != "watch"})
		}
	}
	for i, t := range friendsTabs() {
		a := ui.Action{ID: "tab:" + t.String(), Label: labels[i], Kind: ui.KindRadio, Pressed: t == f.tab}
		if i == 0 {
			a.Group = "Lists"
		}
		sp.Actions = append(sp.Actions, a)
	}
	sp.Actions = append(sp.Actions, ui.Action{ID: "hide", Label: "Hide that I am online", Kind: ui.KindCheck, Pressed: f.lobby.Hidden(), Disabled: f.asking, Group: "You"},
		ui.Action{ID: "back", Label: back})
	return sp
}

// Act does what a screen reader's control names, as its click would.
func (f *friendsPage) Act(ctx *ui.Context, id string) {
	if id == "back" {
		f.leave(ctx)
		return
	}
	f.do(id)
	if f.next != nil {
		ctx.Go(f.next)
		f.next = nil
	}
}
