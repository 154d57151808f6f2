package catalog

import (
	"parlor/game"
	"parlor/game/cantstop"
)

var cantStopGame = &Game{
	ID:    "cantstop",
	Title: "Can't Stop",
	Blurb: "Roll, pair the dice, climb the columns\nand push your luck. Two to four players.",
	Params: []Param{
		{Name: "players", Label: "PLAYERS", Help: "players, 2 to 4: Orange, Yellow, Green, Blue",
			Choices: []string{"2", "3", "4"}, Default: "2"},
	},
	Rules:  cantstop.RulesText,
	levels: mctsLevels(100, 1000, 5000),
	start:  func(o Options) (game.State, error) { return cantstop.New(o.Int("players")) },
	seats: func(o Options) []string {
		var s []string
		for p := range o.Int("players") {
			s = append(s, cantstop.Color(p).String())
		}
		return s
	},
	describe: func(before game.State, m game.Move, after game.State) string {
		a := after.(*cantstop.Game)
		if a.Turn() == game.Chance { // a roll, before its dice
			return before.(*cantstop.Game).Mover().String() + " rolls"
		}
		s := a.Last().String()
		if a.Over() {
			s += "; " + a.Prompt()
		}
		return s
	},
}
