package lobby_test

import (
	"parlor/scenes"
	"parlor/scenes/lobby"
)

// The tests' app (app_test.go) sets its tables on the app's own boards.
func init() { lobby.SetBoards(scenes.BoardOf) }
