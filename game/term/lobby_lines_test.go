package term

import (
	"testing"

	"parlor/game/online"
	"parlor/game/online/lobby"
	"parlor/game/online/protocol"
)

// TestLobbyLines: how -lobby prints a table, -profile a rating and
// -leaders a standing.
func TestLobbyLines(t *testing.T) {
	ann := protocol.TableSeatInfo{Name: "South", Kind: online.KindPerson, Player: "Ann", Profile: "a", Rating: "1523?"}
	for _, tc := range []struct {
		got, want string
	}{
		{tableLine(protocol.TableInfo{Game: "kalah houses=6 seeds=4", Rated: true, Seats: []protocol.TableSeatInfo{ann, {Name: "North", Kind: online.KindOpen}}}),
			"kalah houses=6 seeds=4  rated  South: Ann (1523?)  North: open"},
		{tableLine(protocol.TableInfo{Game: "yote rows=5", Quick: true, Any: true, Seats: []protocol.TableSeatInfo{{Name: "White", Kind: online.KindOpen}, {Name: "Black", Kind: online.KindPerson, Player: "Bob", Rating: "1610"}}}),
			"yote rows=5  casual  quick  any options  White: open  Black: Bob (1610)"},
		{tableLine(protocol.TableInfo{Game: "cantstop players=3", Seats: []protocol.TableSeatInfo{ann, {Name: "Yellow", Kind: online.KindComputer, Level: "hard"}, {Name: "Green", Kind: online.KindOpen}}}),
			"cantstop players=3  casual  South: Ann (1523?)  Yellow: computer (hard)  Green: open"},
		{familyLine(protocol.FamilyInfo{Family: "connectfour-classic", R: 1523.4, RD: 180.2, Shown: "1523?", Games: 3, Wins: 2, Losses: 1}),
			"connectfour-classic  1523?  RD 180  3 games: 2 wins, 1 loss, 0 draws"},
		{familyLine(protocol.FamilyInfo{Family: "kalah", R: 1401, RD: 95, Shown: "1401", Games: 1, Draws: 1}),
			"kalah  1401  RD 95  1 game: 0 wins, 0 losses, 1 draw"},
		{leaderLine(1, lobby.Standing{Name: "Ann", R: 1619.6, RD: 80, Games: 12}), "1. Ann 1620 (12 games)"},
		{leaderLine(2, lobby.Standing{Name: "Bob", R: 1588, RD: 110, Games: 1}), "2. Bob 1588 (1 game)"},
		{provisionalLine(lobby.Standing{Name: "Bo", R: 1661.8, RD: 290, Games: 1, More: 10}), "provisional: Bo 1662? (1 game; about 10 more games settle it)"},
		{provisionalLine(lobby.Standing{Name: "Cy", R: 1500, RD: 111, Games: 30, More: 1}), "provisional: Cy 1500? (30 games; about 1 more game settles it)"},
	} {
		if tc.got != tc.want {
			t.Errorf("got  %q\nwant %q", tc.got, tc.want)
		}
	}
}
