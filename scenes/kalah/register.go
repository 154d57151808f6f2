package kalah

import (
	"parlor/game/kalah/entry"
	"parlor/scenes/table"
)

// Board is Kalah's front end: its catalog entry, its board view and its
// menu picture.
func Board() table.Board {
	return table.Board{Game: entry.Game, New: func() table.View { return New() }, Icon: Icon}
}
