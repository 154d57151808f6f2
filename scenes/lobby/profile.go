package lobby

import (
	"cmp"
	"slices"
	"strings"
	"time"

	"parlor/game/games"
	"parlor/game/online"
	"parlor/game/online/client"
	"parlor/game/online/protocol"
	"parlor/game/record"
	"parlor/scenes/table"
	"parlor/scenes/ui"
)

// profile is a player's page: her name, her rating in each family of
// games she has played (with its history as a plot, and her wins, losses
// and draws), and her recent games, each finished one opening in the
// log's review. The signed-in player's own page also renames the
// profile, deletes it, and carries it to another device by its link.
type profile struct {
	open  opener
	site  string
	lobby *client.Lobby
	back  ui.Scene
	id    string // the profile shown
	own   bool   // it is the signed-in player's

	who      protocol.ProfileInfo
	families []protocol.FamilyInfo
	games    []protocol.RoomInfo
	started  bool             // the page has asked for the profile
	loaded   bool             // the server has said who it is
	shown    int              // how many times it has
	asked    protocol.Message // the question waiting for its answer; nil for none
	askedAt  time.Time        // when it was asked
	message  string           // what happened, or why not
	next     ui.Scene         // the scene to go to, at the end of the tick
	said     ui.Announcer

	picker familyPicker // the families she has played
	picked int          // the point of the plot picked; -1 for the latest
	hover  int          // the point under the pointer; -1 for none
	pages  pager        // the recent games' pages
	mode   profileMode
	field  table.NameField // the new name, while renaming
	qr     ui.QR           // the profile link's code

	plotLayer ui.Layer // the plot, drawn again only when it changes
	fr        profileFriends

	v      profileView // the layout
	speech ui.Speech
	spoken string // what speech was made from
}

// profileMode is what the page shows: the profile, or one of its own
// page's tasks.
type profileMode int

const (
	viewing  profileMode = iota
	renaming             // the name field
	deleting             // asking before the profile is deleted
	carrying             // the link and code for another device
	blocking             // asking before another is blocked
)

// profilePage shows a profile's page: the signed-in player's own
// (lobby.Me) when id is "" or lobby.Me.ID, with Rename, Delete and "Use
// on another device", or another player's, by id. It uses the lobby's
// connection while on show (it asks for the page once on show, so that
// the scene before it takes no answer of its); back is where its back
// button goes.
func (o opener) profilePage(site string, lobby *client.Lobby, id string, back ui.Scene) ui.Scene {
	p := &profile{open: o, site: site, lobby: lobby, back: back, id: id, picked: -1, hover: -1,
		pages: newPager([2]string{"‹ Newer", "Older ›"}, [2]string{"newer", "older"})}
	if id == "" || id == lobby.Me.ID {
		p.id, p.own = lobby.Me.ID, true
		if p.id != "" {
			p.show(protocol.ProfilePage{Profile: lobby.Me, Families: lobby.Families, Rooms: lobby.Games})
		}
	}
	return p
}

// ask sends m, a question whose answer the page waits for. A message
// that cannot go now (the connection is down) goes again when it is back.
func (p *profile) ask(m protocol.Message) {
	p.asked, p.askedAt = m, time.Now()
	if err := p.lobby.Send(m); err != nil {
		p.message = reconnecting
	}
}

// asking is the type of the question waiting for its answer, "" for
// none.
func (p *profile) asking() string {
	if p.asked == nil {
		return ""
	}
	return p.asked.Type()
}

// askAgain is how long a question that changes nothing (whois, record)
// waits for its answer before it is asked again: another scene may have
// taken the answer while this one was away.
const askAgain = 4 * time.Second

// again asks the question waiting again, when it changes nothing and has
// waited too long.
func (p *profile) again() {
	if (p.asking() == protocol.TypeWhois || p.asking() == protocol.TypeRecord) && time.Since(p.askedAt) > askAgain {
		p.ask(p.asked)
	}
}

// reconnecting is the message while the connection is down.
const reconnecting = "The connection dropped: reconnecting…"

// followLink keeps a page's message in step with the lobby's connection,
// for the profile and the leaderboard alike: reconnecting while it is
// down, cleared once it is back. It reports whether u was about the
// connection at all, and whether it is back and signed in again, when the
// page asks anew for what it shows.
func followLink(message *string, u client.LobbyUpdate) (link, back bool) {
	_, watching := u.Payload.(protocol.Tables)
	switch {
	case u.Down:
		*message = reconnecting
		return true, false
	case watching: // back, and signed in again
		if *message == reconnecting {
			*message = ""
		}
		return true, true
	}
	return false, false
}

// show takes a profile message about the profile shown.
func (p *profile) show(m protocol.ProfilePage) {
	was := p.picker.family()
	p.who, p.families, p.games, p.loaded = m.Profile, inCatalogOrder(m.Families), m.Rooms, true
	p.shown++
	ids := make([]string, len(p.families))
	for i, f := range p.families {
		ids[i] = f.Family
	}
	if was == "" {
		was = p.latestFamily()
	}
	p.picker = newFamilyPicker(ids, was)
	p.picked = -1
}

// inCatalogOrder is fs in the order of the catalog's families (the
// menu's order of games), any unknown family last.
func inCatalogOrder(fs []protocol.FamilyInfo) []protocol.FamilyInfo {
	order := games.All().Families()
	rank := func(f protocol.FamilyInfo) int {
		if i := slices.Index(order, f.Family); i >= 0 {
			return i
		}
		return len(order)
	}
	fs = slices.Clone(fs)
	slices.SortStableFunc(fs, func(a, b protocol.FamilyInfo) int { return cmp.Compare(rank(a), rank(b)) })
	return fs
}

// latestFamily is the family of the latest rated game, "" if none.
func (p *profile) latestFamily() string {
	best, at := "", int64(-1)
	for _, f := range p.families {
		if n := len(f.History); n > 0 && f.History[n-1].At > at {
			best, at = f.Family, f.History[n-1].At
		}
	}
	return best
}

// family is the family on show, nil when she has played none.
func (p *profile) family() *protocol.FamilyInfo {
	for i := range p.families {
		if p.families[i].Family == p.picker.family() {
			return &p.families[i]
		}
	}
	return nil
}

// take applies what a message of the lobby's connection changed.
func (p *profile) take(u client.LobbyUpdate) {
	if link, back := followLink(&p.message, u); link {
		if back && p.asking() != "" {
			p.ask(p.asked)
		}
		return
	}
	if p.takeFriends(u) {
		return
	}
	page, isPage := u.Payload.(protocol.ProfilePage)
	_, ack := u.Payload.(protocol.Ack)
	rec, isRecord := u.Payload.(protocol.RoomRecord)
	switch {
	case u.Refused != nil:
		p.refused(u.Refused)
	case isPage && page.Profile.ID == p.id:
		renamed := p.asking() == protocol.TypeRename
		p.show(page)
		if p.asking() == protocol.TypeWhois || renamed {
			p.asked = nil
		}
		if renamed {
			p.mode = viewing
			p.tell("Your name is now " + p.who.Name + ".")
		}
	case ack && p.asking() == protocol.TypeDeleteProfile:
		p.asked = nil
		p.gone()
	case isRecord && p.asking() == protocol.TypeRecord && rec.Room == p.asked.(protocol.Record).Room:
		p.asked = nil
		p.review(rec.Record, p.endOf(rec.Room))
	case u.Started:
		p.tell("Your game is ready: go back to the lobby to play it.")
	}
}

// refused takes the server's refusal of the question asked, if one is
// (a refusal of something else is the lobby screen's).
func (p *profile) refused(e *online.Error) {
	switch p.asking() {
	case protocol.TypeWhois:
		p.loaded = true
		p.tell("This player's page cannot be shown: " + refusal(e))
	case protocol.TypeRecord:
		p.tell("That game cannot be opened: " + refusal(e))
	case protocol.TypeRename:
		p.tell("The name was not changed: " + refusal(e))
	case protocol.TypeDeleteProfile:
		p.mode = viewing
		p.tell("The profile was not deleted: " + refusal(e))
	default:
		return
	}
	p.asked = nil
}

// tell shows message and tells a screen reader.
func (p *profile) tell(message string) {
	p.message = message
	p.said.Say(message)
}

// gone follows the profile's deletion: this device forgets its key,
// the lobby's connection (signed out now) closes, and the menu says so.
func (p *profile) gone() {
	msg := "Your profile is deleted. Its games stay, under \"(deleted)\"."
	if err := p.open.host.Store(client.ProfileKey(p.site), ""); err != nil {
		msg = "Your profile is deleted, but this device could not forget its key: " + err.Error() + "."
	}
	p.lobby.Close()
	p.next = p.open.Menu(msg)
}

// review opens a finished game's record in the log's review, on a
// table whose menu button comes back here; ended says how the game
// ended, for a record that stops short of its end (table.Config.Ended).
func (p *profile) review(text, ended string) {
	m, err := record.Load(games.All(), text)
	if err != nil {
		p.tell("That game's record could not be read: " + err.Error() + ".")
		return
	}
	label, words := backTo(p)
	t, err := p.open.Table(table.Config{Match: m,
		Home: func() ui.Scene { return p }, HomeLabel: label, HomeWords: words, Linked: true, Ended: ended,
		Note: "A finished game: step through its moves in the log."})
	if err != nil {
		p.tell(ui.Sentence(err.Error()) + ".")
		return
	}
	p.message = ""
	p.next = &lobbyTable{Screen: t, lobby: p.lobby}
}

// lobbyTable is a table opened from the lobby's pages (a game's record
// under review): it keeps taking the lobby's messages while on show, so
// that the lobby is up to date when the player is back.
type lobbyTable struct {
	*table.Screen
	lobby *client.Lobby
}

// Update takes the lobby's messages, then updates the table.
func (t *lobbyTable) Update(ctx *ui.Context) {
	takeLobby(t.lobby, func(client.LobbyUpdate) {})
	t.Screen.Update(ctx)
}

// row is one of the recent games as the page lists it: the game, who
// else played, how it went for her, and when.
type row struct {
	game, against, result, when string
	open                        bool // finished: its record opens
}

// endOf says how the profile's game in room ended, as the table's
// headline says it: "You lost" (on another's page "Bo lost"), or "The
// game is over" when the profile has no rating of it.
func (p *profile) endOf(room string) string {
	who, verb := p.who.Name+" ", map[string]string{"Won": "won", "Lost": "lost"}
	if p.own {
		who = "You "
	}
	for _, g := range p.games {
		if g.Room != room {
			continue
		}
		switch r := p.rowOf(g).result; r {
		case "Won", "Lost":
			return who + verb[r]
		case "Drawn":
			return "A draw"
		}
	}
	return "The game is over"
}

// rowOf says game r of the profile.
func (p *profile) rowOf(r protocol.RoomInfo) row {
	w := row{game: r.Game, open: r.Over}
	if o, err := games.Parse(r.Game); err == nil {
		w.game = o.Heading()
	}
	var others []string
	for i, s := range r.Players {
		if i == r.Seat {
			continue
		}
		switch {
		case s.Kind == online.KindComputer:
			others = append(others, "the computer")
		case s.Kind == online.KindOpen:
			others = append(others, "an open seat")
		case s.Player != "":
			others = append(others, s.Player)
		default:
			others = append(others, s.Name)
		}
	}
	w.against = "against " + strings.Join(others, ", ")
	w.result = "Under way"
	if r.Over {
		w.result = "Finished"
	}
	for _, f := range p.families {
		for _, h := range f.History {
			if h.Room == r.Room {
				w.result, w.when = ui.Sentence(outcomeWord(h.Outcome)), day(h.At)
			}
		}
	}
	return w
}

// day is a time in Unix milliseconds as a date: "3 Mar 2026".
func day(ms int64) string { return time.UnixMilli(ms).Local().Format("2 Jan 2006") }
