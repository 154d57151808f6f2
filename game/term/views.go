package term

import (
	"fmt"

	cantstop "parlor/game/cantstop/entry"
	"parlor/game/catalog"
	connectfour "parlor/game/connectfour/entry"
	kalah "parlor/game/kalah/entry"
	mergers "parlor/game/mergers/entry"
	"parlor/game/term/view"
	yote "parlor/game/yote/entry"
)

// newView makes game g's view of match m. Each game's entry writes its
// view beside its code (kalah.Terminal); the terminal lists them here,
// not the catalog, so that what reads a game's text (a record, a room)
// links no terminal. A new game is one line here.
func newView(g *catalog.Game, m view.Match) (view.View, error) {
	var v func(view.Match) view.View
	switch g {
	case connectfour.Game:
		v = connectfour.Terminal
	case kalah.Game:
		v = kalah.Terminal
	case yote.Game:
		v = yote.Terminal
	case cantstop.Game:
		v = cantstop.Terminal
	case mergers.Game:
		v = mergers.Terminal
	default:
		return nil, fmt.Errorf("%s cannot be played in the terminal", g.Title)
	}
	return v(m), nil
}
