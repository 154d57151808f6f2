package lobby

import (
	"slices"

	"parlor/game/games"
	"parlor/game/online/client"
	"parlor/game/online/protocol"
	"parlor/scenes/ui"
)

// friendsPage is the signed-in player's friends, opened from her own
// page: whom she follows, each with her presence (online, playing a game
// with a Watch button, or offline) as the server tells it, live; who
// follows her, each she does not follow with Follow back; whom she
// blocks, each with Unblock; and whether she hides being online. Each
// name opens that player's page.
type friendsPage struct {
	open  opener
	site  string
	lobby *client.Lobby
	back  ui.Scene

	tab     friendsTab
	started bool // the page has asked for the friends
	loaded  bool // the server has told them
	asking  bool // a change waits for its answer
	told    int  // how many times the friends were told, a list or a presence
	message string
	next    ui.Scene // the scene to go to, at the end of the tick
	said    ui.Announcer
	pages   pager

	v      friendsView
	speech ui.Speech
	spoken string // what speech was made from
}

// friendsTab is the list the friends page shows.
type friendsTab int

const (
	followingTab friendsTab = iota
	followersTab
	blockedTab
)

// String names the tab as its target does: "following", "followers",
// "blocked".
func (t friendsTab) String() string { return [...]string{"following", "followers", "blocked"}[t] }

// friendsTabs are the tabs in their order.
func friendsTabs() []friendsTab { return []friendsTab{followingTab, followersTab, blockedTab} }

// friends shows the signed-in player's friends, on the lobby's
// connection; back is where its back button goes.
func (o opener) friends(site string, lobby *client.Lobby, back ui.Scene) *friendsPage {
	return &friendsPage{open: o, site: site, lobby: lobby, back: back,
		pages: newPager([2]string{"‹ Previous", "Next ›"}, [2]string{"page:prev", "page:next"})}
}

// friendLine is a row of the list on show: the player, what the row
// says of her, and the row's buttons, by their targets' prefixes
// ("watch", "unfollow", "follow", "unblock").
type friendLine struct {
	who     protocol.ProfileInfo
	status  string
	watch   string // her game's spectators' token, while she plays
	buttons []string
}

// buttonLabel is the label of a row's button.
func buttonLabel(b string) string {
	return map[string]string{"watch": "Watch", "unfollow": "Unfollow", "follow": "Follow back", "unblock": "Unblock"}[b]
}

// presenceWords say a friend's presence: "Playing Kalah (6, 4)",
// "Online", "Offline" (a deleted profile is "Deleted").
func presenceWords(f protocol.FriendInfo) string {
	switch {
	case f.Profile.Deleted:
		return "Deleted"
	case f.Room != "":
		return "Playing " + gameHeading(f.Game)
	case f.Online:
		return "Online"
	}
	return "Offline"
}

// gameHeading is a game's text as its heading says it: "Kalah (6, 4)".
func gameHeading(game string) string {
	if o, err := games.Parse(game); err == nil {
		return o.Heading()
	}
	return game
}

// follows reports whether the player follows the profile whose id is id.
func follows(l *client.Lobby, id string) bool {
	return slices.ContainsFunc(l.Following(), func(f protocol.FriendInfo) bool { return f.Profile.ID == id })
}

// blocks reports whether the player blocks the profile whose id is id.
func blocks(l *client.Lobby, id string) bool {
	return slices.ContainsFunc(l.Blocked(), func(p protocol.ProfileInfo) bool { return p.ID == id })
}

// lines are the rows of the tab on show.
func (f *friendsPage) lines() []friendLine {
	var out []friendLine
	switch f.tab {
	case followingTab:
		for _, fr := range f.lobby.Following() {
			ln := friendLine{who: fr.Profile, status: presenceWords(fr), buttons: []string{"unfollow"}}
			if fr.Room != "" && fr.Watch != "" {
				ln.watch, ln.buttons = fr.Watch, []string{"watch", "unfollow"}
			}
			out = append(out, ln)
		}
	case followersTab:
		for _, p := range f.lobby.Followers() {
			ln := friendLine{who: p, status: "Follows you"}
			if follows(f.lobby, p.ID) {
				ln.status = "You follow each other"
			} else {
				ln.buttons = []string{"follow"}
			}
			out = append(out, ln)
		}
	case blockedTab:
		for _, p := range f.lobby.Blocked() {
			out = append(out, friendLine{who: p, status: "Blocked: sees you offline, never meets you", buttons: []string{"unblock"}})
		}
	}
	return out
}

// take applies what a message of the lobby's connection changed.
func (f *friendsPage) take(u client.LobbyUpdate) {
	if link, back := followLink(&f.message, u); link {
		if back && (f.asking || !f.loaded) {
			f.asking = false
			f.send(f.lobby.Friends())
		}
		return
	}
	switch m := u.Payload.(type) {
	case protocol.FriendsList:
		f.loaded, f.asking = true, false
		f.told++
	case protocol.Presence:
		f.told++
		f.tell(ui.Sentence(m.Friend.Profile.Name + " is " + lowerFirst(presenceWords(m.Friend)) + "."))
	case protocol.Error:
		if f.asking {
			f.asking = false
			f.tell("That did not change: " + refusal(u.Refused))
		}
	}
}

// lowerFirst is s with its first letter small: "playing Kalah".
func lowerFirst(s string) string {
	if s == "" || s[0] < 'A' || s[0] > 'Z' {
		return s
	}
	return string(s[0]+'a'-'A') + s[1:]
}

// send follows a change sent: the page waits for its answer, or says the
// connection is down.
func (f *friendsPage) send(err error) {
	if err != nil {
		f.message = reconnecting
		return
	}
	f.asking = true
}

// tell shows message and tells a screen reader.
func (f *friendsPage) tell(message string) {
	f.message = message
	f.said.Say(message)
}

// do does what a row's button, or another control, named name does:
// "tab:followers", "hide", "who:2", "watch:1", "unfollow:1", "follow:3",
// "unblock:1", "page:next".
func (f *friendsPage) do(name string) {
	if t, ok := cutTab(name); ok {
		f.tab, f.pages.page = t, 0
		return
	}
	switch name {
	case "page:prev":
		f.pages.page--
		return
	case "page:next":
		f.pages.page++
		return
	}
	if name == "hide" && !f.asking && f.loaded {
		f.send(f.lobby.HideOnline(!f.lobby.Hidden()))
		return
	}
	verb, n, ok := cutRow(name)
	lines := f.lines()
	if !ok || n < 1 || n > len(lines) {
		return
	}
	ln := lines[n-1]
	switch {
	case verb == "who":
		f.next = f.open.profilePage(f.site, f.lobby, ln.who.ID, f)
	case verb == "watch" && ln.watch != "":
		leaveLobby(f.back, f.lobby)
		f.next = newConnecting(f.open, f.site, client.Hello(ln.watch), "Opening "+possessive(ln.who.Name)+" game…")
	case f.asking || !slices.Contains(ln.buttons, verb):
	case verb == "unfollow":
		f.send(f.lobby.Unfollow(ln.who.ID))
	case verb == "follow":
		f.send(f.lobby.Follow(ln.who.ID))
	case verb == "unblock":
		f.send(f.lobby.Unblock(ln.who.ID))
	}
}

// cutTab reads a tab's target, "tab:blocked".
func cutTab(name string) (friendsTab, bool) {
	for _, t := range friendsTabs() {
		if name == "tab:"+t.String() {
			return t, true
		}
	}
	return 0, false
}

// leaveLobby lets go of the lobby's connection before a page opened from
// the lobby opens a room: the lobby screen under the pages leaves, as it
// does when its own game starts; with none under them, the connection
// closes.
func leaveLobby(back ui.Scene, l *client.Lobby) {
	for back != nil {
		switch s := back.(type) {
		case *lobby:
			s.leave()
			return
		case *profile:
			back = s.back
		case *leaderboard:
			back = s.back
		case *friendsPage:
			back = s.back
		default:
			back = nil
		}
	}
	l.Close()
}

// leave goes back where the page was opened from.
func (f *friendsPage) leave(ctx *ui.Context) {
	if f.back == nil {
		ctx.Go(f.open.Menu(""))
		return
	}
	ctx.Go(f.back)
}

// Update takes the lobby's messages and the player's clicks.
func (f *friendsPage) Update(ctx *ui.Context) {
	if !f.started {
		f.started = true
		f.send(f.lobby.Friends())
	}
	takeLobby(f.lobby, f.take)
	if f.next != nil {
		ctx.Go(f.next)
		f.next = nil
		return
	}
	f.layout(ctx)
	in := &ctx.Input
	v := &f.v
	switch {
	case v.back.Clicked(in) || in.Has(ui.IntentBack):
		f.leave(ctx)
		return
	case v.tabs.Update(in):
		f.tab, f.pages.page = friendsTab(v.tabs.Selected), 0
		return
	case v.hide.Clicked(in):
		f.do("hide")
		return
	case f.pages.update(in):
		return
	}
	for name, r := range f.rowTargets() {
		if in.Clicked(r) {
			f.do(name)
			break
		}
	}
	if f.next != nil {
		ctx.Go(f.next)
		f.next = nil
	}
}
