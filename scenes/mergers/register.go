package mergers

import (
	"parlor/game/mergers/entry"
	"parlor/scenes/table"
)

// Board is Mergers's front end: its catalog entry, its board view and its
// menu picture.
func Board() table.Board {
	return table.Board{Game: entry.Game, New: func() table.View { return New() }, Icon: Icon}
}
