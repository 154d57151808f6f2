package entry

import (
	"strings"

	"parlor/game"
	"parlor/game/kalah"
	"parlor/game/term/view"
)

// Terminal is Kalah's view in the terminal (parlor -text) of a match,
// listed by game/term: it prints the handout's Figure 2 and what the move
// did, then whose turn it is or who won.
func Terminal(m view.Match) view.View {
	return &view.Moves{M: m, Status: func(s game.State) string { return strings.Join(s.(*kalah.Game).Status(), "\n") }}
}
