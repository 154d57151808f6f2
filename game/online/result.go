package online

import (
	"strings"

	"parlor/game"
)

// ResultTag names the tag that says a game's result, in ResultText's
// words, in the header of the record a room sends at the end (Room.End).
const ResultTag = "Result"

// ResultText says how a game ended, in words, for the game's seats: "South
// wins", "a draw", "Orange and Green share the win"; a resignation names
// who resigned and who won ("North resigned: South wins"), a draw agreed
// is "a draw, agreed". It is "" while the game goes on. resigned is the
// seat that resigned, or -1; drawn says the players agreed a draw. The
// server's end message, the record's Result tag and the table's headline
// all say it this way.
func ResultText(seats []string, s game.State, resigned int, drawn bool) string {
	if resigned >= 0 && resigned < len(seats) {
		var others []string
		for i, name := range seats {
			if i != resigned {
				others = append(others, name)
			}
		}
		return seats[resigned] + " resigned: " + winners(others)
	}
	if drawn {
		return "a draw, agreed"
	}
	if !s.Over() {
		return ""
	}
	var won []string
	for i, v := range s.Returns() {
		if v > 0 && i < len(seats) {
			won = append(won, seats[i])
		}
	}
	if len(won) == 0 {
		return "a draw"
	}
	return winners(won)
}

// winners says who won: "South wins", "Orange and Green share the win",
// "Yellow, Green and Blue share the win".
func winners(names []string) string {
	if len(names) == 1 {
		return names[0] + " wins"
	}
	return strings.Join(names[:len(names)-1], ", ") + " and " + names[len(names)-1] + " share the win"
}
