package scenes

import (
	"context"
	"errors"
	"strings"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"parlor/game/online"
	"parlor/game/online/client"
	"parlor/game/record"
	"parlor/scenes/table"
	"parlor/scenes/ui"
)

// lobby is the screen "Play online" opens: the players of a game server.
// It signs in first (as the profile this device keeps for the server, or
// a new one named by the player, or the profile a link carries), then
// shows the open tables, live, a filter by game, Quick game and Create a
// table; sitting or seeking, it waits for the game to start and opens it.
// The server decides everything: who is paired, when a table starts,
// what is refused. The lobby only asks and shows.
type lobby struct {
	open  opener
	site  string
	stage lobbyStage
	// lob is the lobby signed in, once it is; signing the sign-in under
	// way; keep says to keep its key for the site once signed in; link
	// says the key came from a profile link.
	lob     *client.Lobby
	view    lobbyView
	signing chan signed
	keep    bool
	link    bool
	swap    swap // the question a profile link asks, at stageSwap

	field   table.NameField // the new profile's name, at stageName
	message string          // a note for the player: a refusal, why a table closed
	down    bool            // the lobby's connection dropped: it is dialled again
	asking  bool            // a quick, open or sit is on its way: its answer is awaited
	leaving bool            // Cancel was pressed: the table's answer is awaited
	since   time.Time       // when the player sat, for the wait's clock
	filter  string          // the game whose tables show, "" for all
	page    int             // the page of tables shown
	form    lobbyForm
	known   map[string]bool // the tables already told of
	next    ui.Scene        // where a message of the server sends the player

	said, alerts ui.Announcer
	speech       ui.Speech
	version      int // counts the changes the speech follows
	spoken       int // the version the speech was made for

	lay lobbyLayout
}

// lobbyStage is what the lobby shows.
type lobbyStage int

const (
	stageSigning lobbyStage = iota // signing in, in the background
	stageName                      // a first visit: the new profile's name
	stageSwap                      // a profile link: use it on this device?
	stageFailed                    // no server, or the sign-in refused
	stageList                      // the open tables
	stageForm                      // Quick game's or Create a table's form
	stageWaiting                   // at a table, or seeking, until it starts
)

// lobbyView is the lobby as last taken from the server, which the screen
// shows: kept when the lobby is let go, as the screen fades out.
type lobbyView struct {
	me       online.ProfileInfo
	families []online.FamilyInfo
	tables   []online.TableInfo // oldest first
	sitting  client.Sitting
}

// sync takes the lobby's view.
func (l *lobby) sync() {
	if l.lob != nil {
		l.view = lobbyView{me: l.lob.Me, families: l.lob.Families, tables: l.lob.Tables(""), sitting: l.lob.Sitting}
	}
}

// signed is a sign-in done in the background: the lobby, or why not;
// for a profile link, the name of the profile the device kept (mine), ""
// if it has none the server knows.
type signed struct {
	lob  *client.Lobby
	err  error
	mine string
}

// swap is a profile link's question: the lobby signed in as the link's
// profile, and the device's own profile's name and key.
type swap struct {
	lob       *client.Lobby
	mine, key string
}

// newLobby opens the lobby of site's server: signed in as the profile
// this device keeps for it, or asking a name for a new one.
func newLobby(o opener, site string) *lobby {
	l := &lobby{open: o, site: site, known: map[string]bool{}}
	l.begin()
	return l
}

// begin signs in as the profile the device keeps for the site, or asks
// a name for a new one.
func (l *lobby) begin() {
	key := l.open.host.Load(client.ProfileKey(l.site))
	if key == "" {
		l.askName("")
		return
	}
	l.signIn(key, "", false)
}

// newProfileLink opens the lobby of a profile link's site signed in as
// its profile, kept for the site from now on; when the device keeps
// another profile there, it asks first.
func newProfileLink(o opener, link client.Link) *lobby {
	l := &lobby{open: o, site: link.Site, known: map[string]bool{}, link: true}
	mine := o.host.Load(client.ProfileKey(link.Site))
	if mine == "" || mine == link.Key {
		l.signIn(link.Key, "", true)
		return l
	}
	ch := make(chan signed, 1)
	l.stage, l.swap.key, l.signing = stageSigning, mine, ch
	go func() {
		ctx := context.Background()
		lob, err := client.OpenLobby(ctx, link.Site, link.Key, "")
		s := signed{lob: lob, err: err}
		if err == nil {
			s.mine, _ = profileName(ctx, link.Site, mine)
		}
		ch <- s
	}()
	return l
}

// profileName is the name of the profile whose key is key on site's
// server.
func profileName(ctx context.Context, site, key string) (string, error) {
	conn, err := client.Connect(ctx, site)
	if err != nil {
		return "", err
	}
	defer conn.Close()
	if err := conn.Send(online.ClientMessage{Type: online.TypeProfile, Key: key}); err != nil {
		return "", err
	}
	m, err := client.Expect(conn, online.TypeProfile)
	if err != nil || m.Profile == nil {
		return "", err
	}
	return m.Profile.Name, nil
}

// askName asks the new profile's name, with a note (why) or none.
func (l *lobby) askName(note string) {
	l.stage, l.message = stageName, note
	l.field = table.NameField{Name: l.open.host.Load(table.NameKey), Typing: true}
	l.version++
}

// signIn signs in, in the background: as key's profile, or with no key
// as a new profile named name; keep keeps the key for the site once in.
func (l *lobby) signIn(key, name string, keep bool) {
	ch := make(chan signed, 1)
	l.stage, l.keep, l.message, l.signing = stageSigning, keep || key == "", "", ch
	site := l.site
	go func() {
		lob, err := client.OpenLobby(context.Background(), site, key, name)
		ch <- signed{lob: lob, err: err}
	}()
	l.version++
}

// signed takes the sign-in done in the background.
func (l *lobby) signed(s signed) {
	l.signing = nil
	l.version++
	var e *online.Error
	switch {
	case s.err != nil && errors.As(s.err, &e) && e.Code == online.ErrBadToken && l.link:
		l.stage, l.message = stageFailed, "That profile link is not one this server knows: the profile may have been deleted."
		l.alerts.Say(l.message)
	case s.err != nil && errors.As(s.err, &e) && e.Code == online.ErrBadToken:
		l.askName("This server does not know the profile this device kept: it may have been deleted. Choose a name for a new one.")
	case s.err != nil:
		l.stage, l.message = stageFailed, noLobbyServer(l.site, s.err)
		l.alerts.Say(l.message)
	case l.swap.key != "" && s.mine != "": // the device keeps another profile the server knows
		l.swap.lob, l.swap.mine, l.stage = s.lob, s.mine, stageSwap
		l.said.Say(swapQuestion(s.lob.Me.Name) + " " + swapNote(s.mine))
	default:
		l.keep = l.keep || l.swap.key != "" // the device's own profile is gone: the link's takes its place
		l.enter(s.lob)
	}
}

// enter shows the lobby signed in as lob, keeping its key if asked to.
func (l *lobby) enter(lob *client.Lobby) {
	l.lob, l.stage, l.swap = lob, stageList, swap{}
	l.sync()
	if l.keep {
		if err := l.open.host.Store(client.ProfileKey(l.site), lob.Key); err != nil {
			l.message = "Your profile could not be kept on this device (" + err.Error() + "): keep its link from your profile page."
			l.alerts.Say(l.message)
		}
		l.keep = false
	}
	if l.open.host.Load(table.NameKey) == "" {
		_ = l.open.host.Store(table.NameKey, lob.Me.Name) // the name games online go by; a default only
	}
	for _, t := range l.view.tables {
		l.known[t.ID] = true
	}
	l.said.Say("Signed in as " + lob.Me.Name + ". " + l.tablesWords())
}

// receive takes what came since the last tick: the sign-in, and the
// lobby's messages.
func (l *lobby) receive() {
	select {
	case s := <-l.signing:
		l.signed(s)
	default:
	}
	if l.lob == nil {
		return
	}
	for range 64 {
		select {
		case m, ok := <-l.lob.Incoming():
			if !ok {
				l.down = true
				return
			}
			u := l.lob.Take(m)
			l.sync()
			l.take(u)
			if l.next != nil {
				return
			}
		default:
			return
		}
	}
}

// take shows what a message of the lobby changed.
func (l *lobby) take(u client.LobbyUpdate) {
	l.version++
	if u.Down {
		l.down = true
		return
	}
	l.down = false
	switch {
	case u.Refused != nil:
		l.asking = false
		l.message = refusal(u.Refused)
		l.alerts.Say(l.message)
	case u.Started:
		l.start()
		return
	case u.Closed:
		l.stage, l.message = stageList, tableGoneAway
		if u.Table != nil && u.Table.Closed {
			l.message = tableClosed
		}
		if l.leaving {
			l.message = "You left the table."
		}
		l.leaving = false
		l.said.Say(l.message)
	case u.Type == online.TypeSeated:
		l.asking, l.leaving, l.stage, l.since, l.message = false, false, stageWaiting, time.Now(), ""
		l.said.Say(l.waitTitle() + " " + describe(l.view.sitting.Table.Game, l.view.sitting.Table.Any) + ".")
	case u.Type == online.TypeTable && u.Table != nil:
		t := *u.Table
		if !l.known[t.ID] && !t.Closed && !l.mine(t) && (l.filter == "" || strings.HasPrefix(t.Game, l.filter+" ")) {
			l.said.Say(tableNews(t))
		}
		l.known[t.ID] = !t.Closed
	case u.Type == online.TypeLobby:
		for _, t := range u.Tables {
			l.known[t.ID] = true
		}
	}
}

// mine reports whether the player sits at t.
func (l *lobby) mine(t online.TableInfo) bool {
	for _, s := range t.Seats {
		if s.Profile != "" && s.Profile == l.view.me.ID {
			return true
		}
	}
	return false
}

// start opens the game the player's table started: its seat is held, so
// that Online games lists it and a reload comes back to it, and the
// lobby's connection is closed.
func (l *lobby) start() {
	s := l.lob.Sitting
	if err := table.Hold(l.open.host, table.Held{Room: s.Room, Site: l.site, Token: s.Token, Seat: s.Seat, Game: s.Table.Game}); err != nil {
		l.alerts.Say("Your seat could not be kept on this device: " + err.Error())
	}
	hello := l.lob.Hello()
	l.lob.Close()
	l.lob = nil
	l.next = newConnecting(l.open, l.site, hello, "Opening the game…")
}

// leave lets go of the lobby: a seat at a table not yet full is given up
// (its answer awaited in the background, a game that started meanwhile
// held for Online games), and the connection closed.
func (l *lobby) leave() {
	if l.swap.lob != nil {
		l.swap.lob.Close()
		l.swap.lob = nil
	}
	if l.signing != nil {
		ch := l.signing
		go func() {
			if s := <-ch; s.lob != nil {
				s.lob.Close()
			}
		}()
		l.signing = nil
	}
	lob, host, site := l.lob, l.open.host, l.site
	l.lob = nil
	if lob == nil {
		return
	}
	if !lob.Sitting.On() {
		lob.Close()
		return
	}
	_ = lob.Stand()
	go func() {
		defer lob.Close()
		late := time.After(5 * time.Second)
		for {
			select {
			case m, ok := <-lob.Incoming():
				if !ok {
					return
				}
				u := lob.Take(m)
				if u.Started {
					s := lob.Sitting
					_ = table.Hold(host, table.Held{Room: s.Room, Site: site, Token: s.Token, Seat: s.Seat, Game: s.Table.Game})
				}
				if u.Started || !lob.Sitting.On() {
					return
				}
			case <-late:
				return
			}
		}
	}()
}

// Leave lets go of the lobby: another scene takes the screen (a link
// followed).
func (l *lobby) Leave() { l.leave() }

// TakesText reports that the name's field has the keys while a new
// profile's name is asked: Enter continues, Esc goes back.
func (l *lobby) TakesText() bool { return l.stage == stageName }

func (l *lobby) Update(ctx *ui.Context) {
	v := l.version
	defer func() {
		if l.version != v { // what changed shows at once: the speech and the focus follow it
			l.layout(ctx)
		}
	}()
	l.receive()
	if l.next != nil {
		ctx.Go(l.next)
		l.next = nil
		return
	}
	l.layout(ctx)
	in := &ctx.Input
	if l.stage == stageName {
		enter := l.field.Update(in, l.open.host)
		if l.lay.menu.Clicked(in) || in.Has(ui.IntentBack) {
			l.do(ctx, "menu")
		} else if enter || l.lay.cont.Clicked(in) {
			l.do(ctx, "continue")
		}
		return
	}
	if in.Has(ui.IntentBack) {
		switch l.stage {
		case stageForm:
			l.do(ctx, "back")
		case stageWaiting:
			l.do(ctx, "cancel")
		default:
			l.do(ctx, "menu")
		}
		return
	}
	for name, r := range l.Targets() {
		if in.Clicked(r) {
			l.do(ctx, name)
			return
		}
	}
}

// do does what the target (or the screen reader's button) name does.
func (l *lobby) do(ctx *ui.Context, name string) {
	l.version++
	switch {
	case name == "menu":
		l.leave()
		ctx.Go(newMenu(l.open, ""))
	case name == "continue" && l.stage == stageName:
		l.makeProfile()
	case name == "retry" && l.stage == stageFailed && l.link:
		ctx.Go(newMenu(l.open, ""))
	case name == "retry" && l.stage == stageFailed:
		l.begin()
	case name == "swap:use" && l.stage == stageSwap:
		l.keep = true
		l.enter(l.swap.lob)
	case name == "swap:keep" && l.stage == stageSwap:
		l.swap.lob.Close()
		key := l.swap.key
		l.swap, l.link = swap{}, false
		l.signIn(key, "", false)
	case l.lob == nil:
	case name == "profile" && l.stage == stageList:
		ctx.Go(l.open.profilePage(l.site, l.lob, l))
	case name == "leaders" && l.stage == stageList:
		ctx.Go(l.open.leaders(l.site, l.family(), l))
	case strings.HasPrefix(name, "filter:") && l.stage == stageList:
		l.filter, l.page = strings.TrimPrefix(name, "filter:"), 0
		if l.filter == "all" {
			l.filter = ""
		}
	case name == "page:prev" && l.page > 0:
		l.page--
	case name == "page:next":
		l.page++
	case strings.HasPrefix(name, "sit:") && l.stage == stageList && !l.asking:
		l.sit(strings.TrimPrefix(name, "sit:"))
	case (name == "quick" || name == "create") && l.stage == stageList:
		l.form = newLobbyForm(l.open, name == "quick", l.filter)
		l.stage, l.message = stageForm, ""
	case name == "back" && l.stage == stageForm:
		l.stage, l.message = stageList, ""
	case name == "submit" && l.stage == stageForm && !l.asking:
		l.submit(ctx)
	case name == "cancel" && l.stage == stageWaiting && !l.leaving:
		l.leaving = true
		if err := l.lob.Stand(); err != nil {
			l.leaving = false
			l.message = "The table cannot be left while the connection is down: try again in a moment."
			l.alerts.Say(l.message)
		}
	case l.stage == stageForm:
		l.form.do(name)
	}
}

// makeProfile makes the profile named in the field, and signs in as it.
func (l *lobby) makeProfile() {
	name := table.CleanName(l.field.Name)
	if name == "" {
		l.message = "A profile needs a name: 1 to 24 characters."
		l.alerts.Say(l.message)
		return
	}
	l.field.Name = name
	_ = l.open.host.Store(table.NameKey, name)
	l.signIn("", name, true)
}

// sit asks for a seat at table id.
func (l *lobby) sit(id string) {
	for _, t := range l.view.tables {
		if t.ID == id && !l.mine(t) {
			l.send(online.ClientMessage{Type: online.TypeSit, Table: id})
			return
		}
	}
}

// send sends a lobby message whose answer is awaited.
func (l *lobby) send(m online.ClientMessage) {
	if err := l.lob.Send(m); err != nil {
		l.message = "The game server cannot be reached just now: try again in a moment."
		l.alerts.Say(l.message)
		return
	}
	l.asking, l.message = true, ""
}

// family is the family of ratings the leaderboard opens at: the filter's
// game's first, or the first game's.
func (l *lobby) family() string {
	id := l.filter
	if id == "" {
		id = playable()[0].Game.ID
	}
	return familiesOf(id)[0]
}

// waitTitle says what the player waits for.
func (l *lobby) waitTitle() string {
	if l.view.sitting.Table.Quick {
		return "Looking for a player…"
	}
	return "Waiting for players…"
}

func (l *lobby) Draw(screen *ebiten.Image, ctx *ui.Context) {
	l.layout(ctx)
	th := ctx.Theme
	th.Background(screen)
	switch l.stage {
	case stageList:
		l.drawList(screen, ctx)
	case stageForm:
		l.drawForm(screen, ctx)
	case stageWaiting:
		l.drawWaiting(screen, ctx)
	default:
		l.drawDoor(screen, ctx)
	}
}

func (l *lobby) Probe() map[string]any {
	st := map[string]any{"scene": "lobby", "stage": [...]string{"signing", "name", "swap", "failed", "list", "form", "waiting"}[l.stage],
		"message": l.message, "filter": l.filter, "down": l.down}
	if l.view.me.ID != "" {
		st["me"] = l.view.me.Name
		var ids, rows []string
		for _, t := range l.shown() {
			ids = append(ids, t.ID)
			rows = append(rows, describe(t.Game, t.Any)+" · "+ratedWord(t.Rated)+" · "+waiters(t)+" · "+seatsFree(t))
		}
		st["tables"], st["rows"] = ids, rows
		if l.view.sitting.On() {
			st["sitting"] = l.view.sitting.Table.ID
		}
	}
	if l.stage == stageForm {
		st["form"] = l.form.probe()
	}
	if l.stage == stageSwap {
		st["theirs"], st["mine"] = l.swap.lob.Me.Name, l.swap.mine
	}
	return st
}

// submit sends the form: a quick game's seek, a table opened in the
// lobby; a private table opens the game's table, which makes the room
// and its invite links as its Invite does.
func (l *lobby) submit(ctx *ui.Context) {
	f := &l.form
	switch {
	case f.err != "":
	case f.quick:
		l.send(online.ClientMessage{Type: online.TypeQuick, Game: f.opts.String(), Any: f.anyOpts, Rated: f.rated})
	case f.private:
		l.invite(ctx)
	default:
		l.send(online.ClientMessage{Type: online.TypeOpen, Game: f.opts.String(), Seats: f.specs(), Rated: f.rated})
	}
}

// invite opens the private table's game at its table, its open seats
// invited, and starts it online: the table's Invite hands out the links.
func (l *lobby) invite(ctx *ui.Context) {
	f := &l.form
	id := f.opts.Game().ID
	host := l.open.host
	err := host.Store(table.SettingsKey(id), f.opts.String())
	if err == nil {
		err = host.Store(table.SeatsKey(id), f.privateSeats())
	}
	var m *record.Match
	if err == nil {
		m, err = record.New(f.opts, seed())
	}
	if err != nil {
		l.message = ui.Sentence(err.Error()) + "."
		l.alerts.Say(l.message)
		return
	}
	sc := l.open.table(m, "", false)
	if t, ok := sc.(*table.Table); ok {
		t.Invite()
	}
	l.leave()
	ctx.Go(sc)
}
