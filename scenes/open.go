package scenes

import (
	"fmt"
	"strings"
	"time"

	"parlor/game"
	"parlor/game/catalog"
	"parlor/game/games"
	"parlor/game/online/client"
	"parlor/game/record"
	"parlor/scenes/lobby"
	"parlor/scenes/prefs"
	"parlor/scenes/sound"
	"parlor/scenes/table"
	"parlor/scenes/ui"
)

// opener starts the game scenes: a game resumed from its autosave, a new
// game with its remembered settings, or the game a link carries. It is
// what the menu and the app share, and the app as the online screens
// see it (lobby.App).
type opener struct {
	host  table.Host
	sound *sound.Player // nil: silent
}

// seed is a fresh seed for a new game's dice and tiles.
func seed() uint64 { return uint64(time.Now().UnixNano()) }

// saved loads the autosaved game of id. ok is false when there is none; a
// record that fails to load is set aside (kept under another key, never
// lost) and err says so in the player's words.
func (o opener) saved(id string) (m *record.Match, ok bool, err error) {
	text := o.host.Load(prefs.RecordKey(id))
	if text == "" {
		return nil, false, nil
	}
	m, err = record.Load(games.All(), text)
	if err != nil {
		title := id
		if g, _ := games.Lookup(id); g != nil {
			title = g.Title
		}
		if serr := o.host.Store(prefs.RecordKey(id)+":set-aside", text); serr != nil {
			return nil, false, fmt.Errorf("your saved game of %s could not be read (%v), nor set aside (%v)", title, err, serr)
		}
		if serr := o.host.Store(prefs.RecordKey(id), ""); serr != nil {
			return nil, false, fmt.Errorf("your saved game of %s could not be read (%v); a copy was set aside, but it could not be cleared (%v)", title, err, serr)
		}
		return nil, false, fmt.Errorf("your saved game of %s could not be read and was set aside (%v)", title, err)
	}
	return m, true, nil
}

// Host is where the device keeps what it keeps.
func (o opener) Host() table.Host { return o.host }

// Games are the games on the menu's cards, in the catalog's order.
func (o opener) Games() []*catalog.Game {
	var gs []*catalog.Game
	for _, b := range playable() {
		gs = append(gs, b.Game)
	}
	return gs
}

// Menu is the menu, with a message for the player or "".
func (o opener) Menu(message string) ui.Scene { return newMenu(o, message) }

// Settings are the options g was last played with, or its defaults.
func (o opener) Settings(g *catalog.Game) catalog.Options {
	if opts, err := games.Parse(o.host.Load(prefs.SettingsKey(g.ID))); err == nil && opts.Game() == g {
		if _, err := opts.New(); err == nil {
			return opts
		}
	}
	return g.Defaults()
}

// open returns the scene for game g: its game in progress if there is
// one, or else a new game with its last settings.
func (o opener) open(g *catalog.Game) ui.Scene {
	note := ""
	m, ok, err := o.saved(g.ID)
	if err != nil {
		note = ui.Sentence(err.Error()) + "."
	}
	if !ok || m.State().Over() {
		if m, err = record.New(o.Settings(g), seed()); err != nil {
			m, _ = record.New(g.Defaults(), seed())
		}
	}
	return o.table(m, note, false)
}

// table sets the table for match m; a linked match is kept only once
// played on (table.Config.Linked).
func (o opener) table(m *record.Match, note string, linked bool) ui.Scene {
	t, err := o.Table(table.Config{Match: m, Note: note, Linked: linked})
	if err != nil {
		return newMenu(o, ui.Sentence(err.Error())+".")
	}
	return t
}

// Table sets a table from c on its game's board, with the app's host and
// sound, its menu button leading to the menu unless c's Home says where.
func (o opener) Table(c table.Config) (*table.Screen, error) {
	b, err := BoardOf(c.Match.Options().Game())
	if err != nil {
		return nil, err
	}
	c.View, c.Host, c.Sound = b.New(), o.host, o.sound
	if c.Home == nil {
		c.Home = func() ui.Scene { return newMenu(o, "") }
	}
	return table.New(c), nil
}

// link opens the game a link carries, or the menu with a message saying
// why it cannot.
func (o opener) link(link string) ui.Scene {
	m, err := record.ParseLink(games.All(), link)
	if err == nil && m.IsMirror() && m.State().Turn() == game.Chance {
		err = record.ErrSecretSeed // a game online, cut where its server draws
	}
	if err != nil {
		return newMenu(o, "That link could not be opened: "+err.Error()+".")
	}
	if err := o.host.Store(prefs.HereKey, ""); err != nil { // no game online is on show
		return newMenu(o, ui.Sentence(err.Error())+".")
	}
	// Kept once played on: till then the game saved before stays the
	// menu's Continue.
	return o.table(m, "Opened from a link: step back through it, or play on.", true)
}

// follow is the scene of a link: an invite's join screen, a seat's or
// the watch link's game online, a share link's game (or the menu saying
// why it cannot be opened).
func (o opener) follow(link string) ui.Scene {
	if l, ok := o.onlineLink(link); ok {
		return lobby.Open(o, l)
	}
	return o.link(link)
}

// first is the scene Parlor opens with: a link's game, or the menu.
func (o opener) first(link string) ui.Scene {
	if link != "" {
		return o.follow(link)
	}
	if l, ok := o.onlineLink(o.host.Load(prefs.HereKey)); ok {
		return lobby.Open(o, l) // a reload or a restart during a game online
	}
	return newMenu(o, "")
}

// onlineLink reads link as a link to a game online; on the page a link
// may be the address's fragment alone ("#join=…"), the site its own.
func (o opener) onlineLink(link string) (client.Link, bool) {
	if strings.HasPrefix(link, "#") {
		link = o.host.Base() + link
	}
	l, err := client.ParseLink(link)
	return l, err == nil
}
