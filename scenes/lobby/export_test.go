package lobby

import (
	"parlor/game/catalog"
	"parlor/scenes/table"
)

// SetBoards gives the tests' app the app's boards (boards_test.go).
func SetBoards(f func(g *catalog.Game) (table.Board, error)) { boardOf = f }
