package entry

import (
	"parlor/game"
	"parlor/game/ai"
	"parlor/game/cantstop"
	"parlor/game/cantstop/bot"
	"parlor/game/catalog"
)

// cantStopLevels play by rules of thumb: Easy rolls until its three towers
// are placed, then stops, and now and then pairs the dice carelessly;
// Medium is Keller's Rule of 28; Hard checks each option by playing the
// game out with the Rule of 28. Expert climbs and stops by its measure of
// the work left to win (bot.Expert) and, once someone has won two
// columns, checks its options by playing the game out as Hard does.
var cantStopLevels = append(
	catalog.Standard(
		func(catalog.Options) ai.Bot { return &bot.CantStop{Rule: bot.Cautious, Careless: 0.2} },
		func(catalog.Options) ai.Bot { return &bot.CantStop{Rule: bot.Rule28} },
		func(catalog.Options) ai.Bot { return &bot.CantStop{Rule: bot.Rule28, Playouts: 1000} },
	),
	catalog.Expert(func(catalog.Options) ai.Bot { return &bot.CantStop{Rule: bot.Expert, Playouts: 1000} }),
	// rule28 is the published baseline, for the arena and -ai: Keller's
	// Rule of 28 as Glenn and Aloi give it (the same player as Medium).
	catalog.Level{Name: "rule28", Title: "Rule of 28", Ceiling: catalog.MediumCeiling, Hidden: true,
		NewBot: func(catalog.Options) ai.Bot { return &bot.CantStop{Rule: bot.Rule28} }},
)

// Game is Can't Stop's catalog entry.
var Game = &catalog.Game{
	ID:    "cantstop",
	Title: "Can't Stop",
	Blurb: "Roll, pair the dice, climb the columns\nand push your luck. Two to four players.",
	Params: []catalog.Param{
		{Name: "players", Label: "PLAYERS", Help: "players, 2 to 4: Orange, Yellow, Green, Blue",
			Choices: []string{"2", "3", "4"}, Default: "2", Role: catalog.PlayerCount},
	},
	Rules:     cantstop.RulesText,
	Solitaire: solitaire,
	Computer:  cantStopLevels,
	Analyst:   func(catalog.Options) ai.Analyst { return &bot.Analyst{} },
	Start:     func(o catalog.Options) (game.State, error) { return cantstop.New(o.Int("players")) },
	Seats: func(o catalog.Options) []string {
		var s []string
		for p := range o.Int("players") {
			s = append(s, cantstop.Color(p).String())
		}
		return s
	},
	Tell:  catalog.TellOf(tell),
	Label: label,
	Describe: func(before game.State, m game.Move, after game.State) string {
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
