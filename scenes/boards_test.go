package scenes

import (
	"testing"

	"parlor/game/catalog"
	"parlor/game/games"
)

// TestEveryGameHasOneBoard checks the catalog and the boards list the same
// games: each game of the catalog has exactly one board, every board draws
// a game of the catalog, and the menu offers every game in the catalog's
// order.
func TestEveryGameHasOneBoard(t *testing.T) {
	listed := map[*catalog.Game]int{}
	for _, b := range Boards() {
		listed[b.Game]++
		if b.New == nil || b.Icon == nil || b.New() == nil {
			t.Errorf("%s: the board has no view or no icon", b.Game.ID)
		}
	}
	for _, g := range games.All() {
		if listed[g] != 1 {
			t.Errorf("%s has %d boards, want 1", g.ID, listed[g])
		}
		delete(listed, g)
	}
	for g := range listed {
		t.Errorf("a board draws %s, which the catalog does not list", g.ID)
	}
	if got, want := len(playable()), len(games.All()); got != want {
		t.Errorf("the menu offers %d games of %d", got, want)
	}
}

// TestBoardOfAnUnlistedGame checks a game with no board is an error, not a
// panic.
func TestBoardOfAnUnlistedGame(t *testing.T) {
	if _, err := BoardOf(&catalog.Game{ID: "chess", Title: "Chess"}); err == nil {
		t.Error("a board was found for a game that has none")
	}
}
