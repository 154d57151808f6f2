package catalog

import (
	"parlor/game"
	"parlor/game/ai"
	"parlor/game/cantstop"
	cantstopbot "parlor/game/cantstop/bot"
)

// cantStopLevels play by rules of thumb: Easy rolls until its three towers
// are placed, then stops, and now and then pairs the dice carelessly;
// Medium is Keller's Rule of 28; Hard checks each option by playing the
// game out with the Rule of 28. Expert climbs and stops by its measure of
// the work left to win (csExpert in game/ai) and, once someone has won two
// columns, checks its options by playing the game out as Hard does.
var cantStopLevels = []Level{
	{Name: "easy", Title: "Easy", Ceiling: easyCeiling,
		bot: func(Options) ai.Bot { return &cantstopbot.CantStop{Rule: cantstopbot.Cautious, Careless: 0.2} }},
	{Name: "medium", Title: "Medium", Ceiling: mediumCeiling,
		bot: func(Options) ai.Bot { return &cantstopbot.CantStop{Rule: cantstopbot.Rule28} }},
	{Name: "hard", Title: "Hard", Ceiling: hardCeiling,
		bot: func(Options) ai.Bot { return &cantstopbot.CantStop{Rule: cantstopbot.Rule28, Playouts: 1000} }},
	{Name: "expert", Title: "Expert", Ceiling: hardCeiling,
		bot: func(Options) ai.Bot { return &cantstopbot.CantStop{Rule: cantstopbot.Expert, Playouts: 1000} }},
	// rule28 is the published baseline, for the arena and -ai: Keller's
	// Rule of 28 as Glenn and Aloi give it (the same player as Medium).
	{Name: "rule28", Title: "Rule of 28", Ceiling: mediumCeiling, Hidden: true,
		bot: func(Options) ai.Bot { return &cantstopbot.CantStop{Rule: cantstopbot.Rule28} }},
}

var cantStopGame = &Game{
	ID:    "cantstop",
	Title: "Can't Stop",
	Blurb: "Roll, pair the dice, climb the columns\nand push your luck. Two to four players.",
	Params: []Param{
		{Name: "players", Label: "PLAYERS", Help: "players, 2 to 4: Orange, Yellow, Green, Blue",
			Choices: []string{"2", "3", "4"}, Default: "2"},
	},
	Rules:   cantstop.RulesText,
	levels:  cantStopLevels,
	analyst: func(Options) ai.Analyst { return &ai.Estimate{Iterations: 4000} },
	start:   func(o Options) (game.State, error) { return cantstop.New(o.Int("players")) },
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
