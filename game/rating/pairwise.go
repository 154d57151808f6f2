package rating

// Game rates one game of len(before) players by its final standing and
// returns each player's rating after it. rank[i] is player i's place: 0
// is the best, and players of equal rank tied.
//
// The game is rated "pairwise by final standing": each player is taken to
// have played one game against every other player, won against each
// placed below, drawn with each placed alike and lost to each placed
// above. Those results, all against the opponents' ratings from before
// the game, make the player's rating period, which Update rates. So the
// winner of a four-player game has three wins, and the last three losses;
// for two players it is just the ordinary Glicko-2 game, a win, a draw or
// a loss.
//
// Game panics if rank and before are not as long.
func Game(before []Rating, rank []int) []Rating {
	if len(rank) != len(before) {
		panic("rating: Game given a different number of ranks and ratings")
	}
	after := make([]Rating, len(before))
	results := make([]Result, 0, len(before))
	for i, r := range before {
		results = results[:0]
		for j, o := range before {
			if j == i {
				continue
			}
			results = append(results, Result{Opponent: o, Score: score(rank[i], rank[j])})
		}
		after[i] = Update(r, results)
	}
	return after
}

// score is a player's score against an opponent by their places: 1 above
// it, 0.5 alike, 0 below (a lower place is better).
func score(place, opponent int) float64 {
	switch {
	case place < opponent:
		return 1
	case place == opponent:
		return 0.5
	}
	return 0
}
