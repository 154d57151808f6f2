// Package lobby holds Parlor's screens of a game server: the lobby "Play
// online" opens (signing in, the open tables, Quick game and Create a
// table, the wait for a game to start), a player's profile page with its
// rating plot, the leaderboard, "Your games" (the games online this
// device holds a seat in), an invite's join screen and the screen while a
// seat is opened. The server decides everything; these screens ask and
// show. They reach the app around them (package scenes: the menu, the
// games' boards, the device's storage) only through App, and a game once
// opened is played at a table (parlor/scenes/table).
package lobby

import (
	"parlor/game/catalog"
	"parlor/game/online/client"
	"parlor/scenes/table"
	"parlor/scenes/ui"
)

// App is what the online screens ask of the app around them.
type App interface {
	// Host is where the device keeps what it keeps, and its game server.
	Host() table.Host
	// Games are the games that can be played here, in the catalog's
	// order.
	Games() []*catalog.Game
	// Settings are the options g was last played with, or its defaults.
	Settings(g *catalog.Game) catalog.Options
	// Menu is the app's menu, with a message for the player or "".
	Menu(message string) ui.Scene
	// Table sets a table from c on its game's board, with the app's
	// host and sound, its menu button leading to the menu unless c's
	// Home says where; a game with no board is an error.
	Table(c table.Config) (*table.Screen, error)
}

// New is the lobby of site's game server, "Play online": signed in as
// the profile this device keeps for it, or asking a name for a new one.
func New(a App, site string) ui.Scene { return newLobby(open(a), site) }

// Yours is "Your games": the games online this device holds a seat in.
func Yours(a App) ui.Scene { return newYours(open(a)) }

// Open opens a link to a game online: an invite shows the join screen, a
// seat's or the spectators' link the game, a profile's the lobby signed
// in as it.
func Open(a App, l client.Link) ui.Scene { return open(a).openOnline(l) }

// opener is the app as the screens hold it: App, and its host at hand.
type opener struct {
	App
	host table.Host
}

// open is the opener of a.
func open(a App) opener { return opener{App: a, host: a.Host()} }
