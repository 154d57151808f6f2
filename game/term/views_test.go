package term

import (
	cantstopcli "parlor/game/cantstop/cli"
	cantstop "parlor/game/cantstop/entry"
	connectfourcli "parlor/game/connectfour/cli"
	connectfour "parlor/game/connectfour/entry"
	kalahcli "parlor/game/kalah/cli"
	kalah "parlor/game/kalah/entry"
	mergerscli "parlor/game/mergers/cli"
	mergers "parlor/game/mergers/entry"
	"parlor/game/term/view"
	yotecli "parlor/game/yote/cli"
	yote "parlor/game/yote/entry"
)

// GameViews are the games' views in the terminal, as package registry gives
// them to the program (it cannot be imported here: it links the screens).
// The tests here (and in term_test) play every game through them;
// TestEveryGameHasAView checks they are every game's.
var GameViews = view.Views{
	connectfour.Game: connectfourcli.Terminal,
	kalah.Game:       kalahcli.Terminal,
	yote.Game:        yotecli.Terminal,
	cantstop.Game:    cantstopcli.Terminal,
	mergers.Game:     mergerscli.Terminal,
}
