package lobby

import (
	"reflect"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"parlor/game/online/client"
	"parlor/game/online/protocol"
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
	me       protocol.ProfileInfo
	families []protocol.FamilyInfo
	tables   []protocol.TableInfo // oldest first
	sitting  client.Sitting
}

// sync takes the lobby's view. A view that changed by itself (the
// profile page or the leaderboard took the lobby's messages while this
// screen was away) is news for the speech too.
func (l *lobby) sync() {
	if l.lob == nil {
		return
	}
	v := lobbyView{me: l.lob.Me, families: l.lob.Families, tables: l.lob.Tables(""), sitting: l.lob.Sitting}
	if !reflect.DeepEqual(v, l.view) {
		l.version++
	}
	l.view = v
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
// profile, its name, and the device's own profile's name and key.
type swap struct {
	lob               *client.Lobby
	theirs, mine, key string
}

// mine reports whether the player sits at t.
func (l *lobby) mine(t protocol.TableInfo) bool {
	for _, s := range t.Seats {
		if s.Profile != "" && s.Profile == l.view.me.ID {
			return true
		}
	}
	return false
}

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
			rows = append(rows, describe(t.Game, t.Any)+" · "+ratedWord(t.Rated)+clockPart(" · ", t.Clock)+" · "+waiters(t)+" · "+seatsFree(t))
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
		st["theirs"], st["mine"] = l.swap.theirs, l.swap.mine
	}
	return st
}
