package lobby

import (
	"parlor/game/online/client"
	"parlor/game/online/protocol"
	"parlor/scenes/ui"
)

// A profile page's friends: on another's page, Follow (or Unfollow) and
// Block (or Unblock, a block asked about first: she is not told); on
// one's own, Friends, which opens the friends page. The buttons stand at
// the top right, where the own page's tasks stand; a Challenge button
// will stand beside Follow.

// profileFriends is what a profile page keeps of the friends.
type profileFriends struct {
	asked   bool // the page has asked for the friends
	known   bool // they have come: Follow and Block say which they do
	asking  bool // a change waits for its answer
	friends ui.Button
	follow  ui.Button
	block   ui.Button
}

// befriending is whether the page shows another's Follow and Block.
func (p *profile) befriending() bool {
	return !p.own && p.loaded && !p.who.Deleted && p.id != "" && p.lobby.Me.ID != ""
}

// layoutFriends places the friends' buttons at the top right, left of the
// own page's tasks when they stand there.
func (p *profile) layoutFriends(th *ui.Theme, w float64) {
	u := th.U
	fr := &p.fr
	fr.friends, fr.follow, fr.block = ui.Button{Label: "Friends"}, ui.Button{}, ui.Button{}
	if p.mode != viewing || !p.loaded {
		return
	}
	right := w - 16*u
	place := func(b *ui.Button) {
		bw := max(buttonWidth(th, b.Label), 96*u)
		b.Rect = ui.Rect{X: right - bw, Y: 12 * u, W: bw, H: th.Tap(40)}
		right -= bw + 8*u
	}
	switch {
	case p.own && p.v.wide:
		right = p.v.rename.Rect.X - 8*u
		place(&fr.friends)
	case p.own:
		place(&fr.friends)
	case p.befriending():
		fr.follow.Label, fr.block.Label = "Follow", "Block"
		if follows(p.lobby, p.id) {
			fr.follow.Label = "Unfollow"
		}
		if blocks(p.lobby, p.id) {
			fr.block.Label = "Unblock"
		}
		fr.follow.Primary = fr.follow.Label == "Follow"
		fr.follow.Disabled, fr.block.Disabled = !fr.known || fr.asking, !fr.known || fr.asking
		place(&fr.block)
		place(&fr.follow)
	}
}

// friendButtons are the friends' buttons on show.
func (p *profile) friendButtons() []*ui.Button {
	switch {
	case p.mode != viewing || !p.loaded:
		return nil
	case p.own:
		return []*ui.Button{&p.fr.friends}
	case p.befriending():
		return []*ui.Button{&p.fr.follow, &p.fr.block}
	}
	return nil
}

// friendTargets names the friends' buttons in t: "friends" on one's own
// page, "follow" and "block" on another's (each while it may be pressed).
func (p *profile) friendTargets(t ui.Targets) {
	names := map[*ui.Button]string{&p.fr.friends: "friends", &p.fr.follow: "follow", &p.fr.block: "block"}
	for _, b := range p.friendButtons() {
		if !b.Disabled {
			t[names[b]] = b.Rect
		}
	}
}

// askFriends asks for the friends once, on another's page, so that
// Follow and Block know which they do.
func (p *profile) askFriends() {
	if p.fr.asked || !p.befriending() {
		return
	}
	p.fr.asked = true
	if err := p.lobby.Friends(); err != nil {
		p.fr.asked = false
	}
}

// takeFriends takes the friends' answer, or the refusal of a change the
// page asked for, and reports whether u was one.
func (p *profile) takeFriends(u client.LobbyUpdate) bool {
	switch {
	case u.Refused != nil && p.fr.asking && p.asking() == "":
		p.fr.asking = false
		p.tell("That did not change: " + refusal(u.Refused))
		return true
	}
	if _, ok := u.Payload.(protocol.FriendsList); !ok {
		return false
	}
	p.fr.known = true
	if p.fr.asking {
		p.fr.asking = false
		p.tell(p.friendsNews())
	}
	return true
}

// friendsNews says where the player stands with the profile shown, after
// a change.
func (p *profile) friendsNews() string {
	name := p.who.Name
	switch {
	case blocks(p.lobby, p.id):
		return "You block " + name + ". " + name + " is not told, sees you offline, and never meets you at a table or in a quick game."
	case follows(p.lobby, p.id):
		return "You follow " + name + ": your friends list shows when " + name + " is online or playing."
	}
	return "You do not follow " + name + "."
}

// befriend does what a friends' button named name does: "friends" opens
// the friends page; "follow" follows or unfollows; "block" asks before
// blocking, or unblocks. It reports whether name was one on show.
func (p *profile) befriend(name string) bool {
	switch {
	case name == "friends" && p.own && p.mode == viewing && p.loaded:
		p.next = p.open.friends(p.site, p.lobby, p)
	case !p.befriending() || p.mode != viewing || !p.fr.known || p.fr.asking:
		return false
	case name == "follow" && follows(p.lobby, p.id):
		p.changeFriends(p.lobby.Unfollow(p.id))
	case name == "follow":
		p.changeFriends(p.lobby.Follow(p.id))
	case name == "block" && blocks(p.lobby, p.id):
		p.changeFriends(p.lobby.Unblock(p.id))
	case name == "block":
		p.mode, p.message = blocking, ""
	default:
		return false
	}
	return true
}

// blockNow blocks the profile shown, as its question's OK does.
func (p *profile) blockNow() {
	if p.fr.asking {
		return
	}
	p.mode = viewing
	p.changeFriends(p.lobby.Block(p.id))
}

// changeFriends follows a change sent: the page waits for its answer,
// or says the connection is down.
func (p *profile) changeFriends(err error) {
	if err != nil {
		p.message = reconnecting
		return
	}
	p.fr.asking, p.message = true, ""
}

// updateFriends takes a click on a friends' button, and reports whether
// there was one.
func (p *profile) updateFriends(in *ui.Input) bool {
	names := map[*ui.Button]string{&p.fr.friends: "friends", &p.fr.follow: "follow", &p.fr.block: "block"}
	for _, b := range p.friendButtons() {
		if b.Clicked(in) {
			return p.befriend(names[b])
		}
	}
	return false
}

// friendActions are the screen reader's buttons of the friends, and the
// line that says where the player stands with the profile shown ("" on
// her own page).
func (p *profile) friendActions() (line string, as []ui.Action) {
	switch {
	case p.own:
		return "", []ui.Action{{ID: "friends", Label: "Friends: whom you follow, who follows you, whom you block"}}
	case !p.befriending():
		return "", nil
	case !p.fr.known:
		return "", nil
	}
	follow, block := "Follow "+p.who.Name, "Block "+p.who.Name+"…"
	line = "You do not follow " + p.who.Name + "."
	if follows(p.lobby, p.id) {
		follow, line = "Unfollow "+p.who.Name, "You follow "+p.who.Name+"."
	}
	if blocks(p.lobby, p.id) {
		block, line = "Unblock "+p.who.Name, line+" You block "+p.who.Name+"."
	}
	return line, []ui.Action{{ID: "follow", Label: follow, Disabled: p.fr.asking}, {ID: "block", Label: block, Disabled: p.fr.asking}}
}

// blockWords are the block's question.
func (p *profile) blockWords() (title, words string) {
	return "Block " + p.who.Name + "?", p.who.Name + " is not told. To " + p.who.Name + " you are offline, and neither of you sits at a table where the other sits, nor is paired with the other by a quick game. Unblock from this page at any time."
}
