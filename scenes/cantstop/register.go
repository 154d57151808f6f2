package cantstop

import (
	"parlor/game/cantstop/entry"
	"parlor/scenes/table"
)

// Board is Can't Stop's front end: its catalog entry, its board view and its
// menu picture.
func Board() table.Board {
	return table.Board{Game: entry.Game, New: func() table.View { return New() }, Icon: Icon}
}
