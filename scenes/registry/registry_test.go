package registry

import (
	"testing"

	"parlor/game/catalog"
	"parlor/game/games"
)

// TestOneLineAGame checks the registry and game/games list the same games
// in the same order, each once, and that every game has its board, its
// picture and its view in the terminal; only Connect Four and Kalah have a
// solver.
func TestOneLineAGame(t *testing.T) {
	all, rules := All(), games.All()
	if len(all) != len(rules) {
		t.Fatalf("the registry lists %d games, game/games %d", len(all), len(rules))
	}
	for i, r := range all {
		g := r.Board.Game
		if g != rules[i] {
			t.Errorf("game %d: the registry lists %s where game/games lists %s", i, g.ID, rules[i].ID)
		}
		if r.Board.New == nil || r.Board.Icon == nil || r.Terminal == nil {
			t.Errorf("%s: no board view, picture or terminal view", g.ID)
		}
		if got, want := r.Solve != nil, g.ID == "connectfour" || g.ID == "kalah"; got != want {
			t.Errorf("%s: has a solver %v, want %v", g.ID, got, want)
		}
		if found, ok := Of(g); !ok || found.Board.Game != g {
			t.Errorf("Of(%s) did not find it", g.ID)
		}
		if _, ok := Views()[g]; !ok {
			t.Errorf("Views has no view of %s", g.ID)
		}
	}
	if _, ok := Of(&catalog.Game{ID: "chess"}); ok {
		t.Error("Of found a game the registry does not list")
	}
}
