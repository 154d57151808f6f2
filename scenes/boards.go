package scenes

import (
	"github.com/hajimehoshi/ebiten/v2"

	"parlor/scenes/cantstop"
	"parlor/scenes/connectfour"
	"parlor/scenes/kalah"
	"parlor/scenes/mergers"
	"parlor/scenes/table"
	"parlor/scenes/ui"
	"parlor/scenes/yote"
)

// board is what the app knows of one game's front end: its board view and
// its menu card's picture.
type board struct {
	view func() table.View
	icon func(dst *ebiten.Image, th *ui.Theme, r ui.Rect)
}

// boards are the games' front ends by catalog id.
func boards() map[string]board {
	return map[string]board{
		"connectfour": {func() table.View { return connectfour.New() }, connectfour.Icon},
		"kalah":       {func() table.View { return kalah.New() }, kalah.Icon},
		"yote":        {func() table.View { return yote.New() }, yote.Icon},
		"cantstop":    {func() table.View { return cantstop.New() }, cantstop.Icon},
		"mergers":     {func() table.View { return mergers.New() }, mergers.Icon},
	}
}

// newView makes the board view of game id.
func newView(id string) table.View { return boards()[id].view() }

// drawIcon draws game id's picture for the menu.
func drawIcon(id string, dst *ebiten.Image, th *ui.Theme, r ui.Rect) {
	if b, ok := boards()[id]; ok {
		b.icon(dst, th, r)
	}
}
