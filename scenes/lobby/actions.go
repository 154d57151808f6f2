package lobby

import (
	"cmp"
	"strings"
	"time"

	"parlor/game/online/client"
	onlinelobby "parlor/game/online/lobby"
	"parlor/game/online/protocol"
	"parlor/game/record"
	"parlor/scenes/prefs"
	"parlor/scenes/table"
	"parlor/scenes/table/room"
	"parlor/scenes/ui"
)

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
	l.sync()
	for range 64 {
		select {
		case m, ok := <-l.lob.Incoming():
			if !ok {
				l.down = true
				return
			}
			before := l.view.sitting.Table.Seats
			u := l.lob.Take(m)
			l.sync()
			l.take(u)
			l.tellSitters(before)
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
		l.down, l.asking = true, false // asked again once back, if still wanted
		return
	}
	l.down = false
	_, seated := u.Payload.(protocol.Seated)
	news, isTable := u.Payload.(protocol.Table)
	tables, isTables := u.Payload.(protocol.Tables)
	switch {
	case u.Refused != nil:
		l.asking = false
		l.message = serverSays(u.Refused)
		l.alerts.Say(l.message)
	case u.Started:
		l.start()
		return
	case u.Closed:
		l.stage, l.message = stageList, tableGoneAway
		if isTable && news.Table.Closed {
			l.message = tableClosed
		}
		if l.leaving {
			l.message = "You left the table."
		}
		l.leaving = false
		l.said.Say(l.message)
	case seated:
		l.asking, l.leaving, l.stage, l.since, l.message = false, false, stageWaiting, time.Now(), ""
		l.said.Say(l.waitTitle() + " " + describe(l.view.sitting.Table.Game, l.view.sitting.Table.Any) + ".")
	case isTable:
		t := news.Table
		if !l.known[t.ID] && !t.Closed && !l.mine(t) && (l.filter == "" || strings.HasPrefix(t.Game, l.filter+" ")) {
			l.said.Say(tableNews(t))
		}
		l.known[t.ID] = !t.Closed
	case isTables:
		for _, t := range tables.Tables {
			l.known[t.ID] = true
		}
	}
}

// tellSitters tells the screen reader who sat down at the player's
// table, and at which seat (but at a quick game's, whose seats the room
// draws as it starts), or stood up, since its seats were before.
func (l *lobby) tellSitters(before []protocol.TableSeatInfo) {
	now := l.view.sitting.Table.Seats
	if l.stage != stageWaiting || len(before) != len(now) {
		return
	}
	for i, s := range now {
		switch b := before[i]; {
		case s.Profile != "" && s.Profile != b.Profile && l.view.sitting.Table.Quick:
			l.said.Say(s.Player + " sat down at your table.") // the room draws the seats as the game starts
		case s.Profile != "" && s.Profile != b.Profile:
			l.said.Say(s.Player + " sat down at your table, " + s.Name + ".")
		case b.Profile != "" && s.Profile == "":
			l.said.Say(b.Player + " left your table.")
		}
	}
}

// start opens the game the player's table started: its seat is held, so
// that Online games lists it and a reload comes back to it, and the
// lobby's connection is closed.
func (l *lobby) start() {
	s := l.lob.Sitting
	if err := room.Hold(l.open.host, room.Held{Room: s.Room, Site: l.site, Token: s.Token, Seat: s.Seat, Game: s.Table.Game}); err != nil {
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
					_ = room.Hold(host, room.Held{Room: s.Room, Site: site, Token: s.Token, Seat: s.Seat, Game: s.Table.Game})
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

// do does what the target (or the screen reader's button) name does.
func (l *lobby) do(ctx *ui.Context, name string) {
	l.version++
	switch {
	case name == "menu":
		l.leave()
		ctx.Go(l.open.Menu(""))
	case name == "continue" && l.stage == stageName:
		l.makeProfile()
	case name == "retry" && l.stage == stageFailed && l.link:
		ctx.Go(l.open.Menu(""))
	case name == "retry" && l.stage == stageFailed:
		l.begin()
	case name == "swap:use" && l.stage == stageSwap && l.swap.lob != nil:
		l.keep = true
		l.enter(l.swap.lob)
	case name == "swap:keep" && l.stage == stageSwap && l.swap.lob != nil:
		l.swap.lob.Close()
		key := l.swap.key
		l.swap, l.link = swap{}, false
		l.signIn(key, "", false)
	case l.lob == nil:
	case name == "profile" && l.stage == stageList:
		ctx.Go(l.open.profilePage(l.site, l.lob, "", l))
	case strings.HasPrefix(name, "who:") && l.stage == stageList:
		l.openSitter(ctx, name)
	case name == "leaders" && l.stage == stageList:
		ctx.Go(l.open.leaders(l.site, l.lob, l.family(), l))
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
	_ = l.open.host.Store(prefs.NameKey, name)
	l.signIn("", name, true)
}

// sit asks for a seat at table id.
func (l *lobby) sit(id string) {
	for _, t := range l.view.tables {
		if t.ID == id && !l.mine(t) {
			l.send(l.lob.Sit(id))
			return
		}
	}
}

// send follows a lobby message sent, whose answer is awaited, with
// err the sending's error.
func (l *lobby) send(err error) {
	if err != nil {
		l.message = "The game server cannot be reached just now: try again in a moment."
		l.alerts.Say(l.message)
		return
	}
	l.asking, l.message = true, ""
}

// family is the family of ratings the leaderboard opens at: the
// player's own (ownFamily) of the filter's game, else its first; with
// no filter, "": the board's own choice, of all the families.
func (l *lobby) family() string {
	if l.filter == "" {
		return ""
	}
	fs := familiesOf(l.filter)
	return cmp.Or(ownFamily(l.lob.Families, fs), fs[0])
}

// submit sends the form: a quick game's seek, a table opened in the
// lobby; a private table opens the game's table, which makes the room
// and its invite links as its Invite does.
func (l *lobby) submit(ctx *ui.Context) {
	f := &l.form
	switch {
	case f.err != "":
	case f.quick:
		l.send(l.lob.Quick(onlinelobby.SeekSpec{Game: f.opts.String(), Any: f.anyOpts, Rated: f.rated, Clock: f.control()}))
	case f.private:
		l.invite(ctx)
	default:
		l.send(l.lob.Open(onlinelobby.TableSpec{Game: f.opts.String(), Seats: f.specs(), Rated: f.rated, Clock: f.control()}))
	}
}

// invite opens the private table's game at its table, its open seats
// invited, and starts it online: the table's Invite hands out the links.
func (l *lobby) invite(ctx *ui.Context) {
	f := &l.form
	id := f.opts.Game().ID
	host := l.open.host
	err := host.Store(prefs.SettingsKey(id), f.opts.String())
	if err == nil {
		err = host.Store(prefs.SeatsKey(id), f.privateSeats())
	}
	var m *record.Match
	if err == nil {
		m, err = record.New(f.opts, uint64(time.Now().UnixNano())) // a fresh seed for its chance
	}
	var t *table.Screen
	if err == nil {
		t, err = l.open.Table(table.Config{Match: m})
	}
	if err != nil {
		l.message = ui.Sentence(err.Error()) + "."
		l.alerts.Say(l.message)
		return
	}
	t.Invite()
	l.leave()
	ctx.Go(t)
}
