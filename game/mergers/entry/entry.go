package entry

import (
	"fmt"

	"parlor/game"
	"parlor/game/ai"
	"parlor/game/catalog"
	"parlor/game/mergers"
	"parlor/game/mergers/bot"
)

// mergersLevels never leave the next player a win in one in the simple
// game, where Easy plays such a move at random and Medium and Hard search
// among them (MCTS). In the advanced game each plays its options out over
// random orders of the pile, itself greedily (the placement and the buy
// that most raise its lead, shares valued by what such shares brought in
// past games), and takes the option that won most. Easy expects the
// others to play at random; Medium and Hard expect each of their turns to
// be greedy half the time and random otherwise, which plays better against
// players who think, and Hard plays four times as many games out. Expert
// searches twice as long as Hard in the simple game; in the advanced game
// Hard already plays as Expert does.
var mergersLevels = append(
	catalog.Standard(
		func(catalog.Options) ai.Bot { return &bot.Mergers{Playouts: 8, RandomOthers: true} },
		func(catalog.Options) ai.Bot {
			return &bot.Mergers{Iterations: 30, Playouts: 64, RandomOthers: true, GreedyShare: 0.5}
		},
		func(catalog.Options) ai.Bot {
			return &bot.Mergers{Iterations: 2000, Playouts: 256, RandomOthers: true, GreedyShare: 0.5}
		},
	),
	catalog.Expert(func(catalog.Options) ai.Bot {
		return &bot.Mergers{Iterations: 4000, Playouts: 256, RandomOthers: true, GreedyShare: 0.5}
	}),
	// greedy is the baseline, for the arena and -ai: in the advanced game
	// the placement and buy that most raise its lead at the shares'
	// expected values, with no playouts; in the simple game a sane move at
	// random.
	catalog.Level{Name: "greedy", Title: "Greedy", Ceiling: catalog.EasyCeiling, Hidden: true,
		NewBot: func(catalog.Options) ai.Bot { return &bot.Mergers{} }},
)

// Game is Mergers' catalog entry.
var Game = &catalog.Game{
	ID:    "mergers",
	Title: "Mergers",
	Blurb: "Place tiles, found companies, buy\nshares and cash in on the mergers.",
	Params: []catalog.Param{
		{Name: "mode", Label: "GAME", Help: "simple: the first group of 41 tiles wins; advanced: companies, shares and payouts",
			Choices: []string{"simple", "advanced"}, Default: "simple", Role: catalog.Variant},
		{Name: "players", Label: "PLAYERS", Help: "players: 2 to 6 in the simple game, 3 to 6 in the advanced",
			Choices: []string{"2", "3", "4", "5", "6"}, Default: "2", Role: catalog.PlayerCount},
	},
	Rules:    mergers.RulesText,
	Computer: mergersLevels,
	Analyst: func(o catalog.Options) ai.Analyst {
		if o.Get("mode") == "advanced" {
			return &ai.Estimate{Iterations: 2000}
		}
		return &ai.Estimate{Iterations: 6000}
	},
	Start: func(o catalog.Options) (game.State, error) {
		mode := mergers.Simple
		if o.Get("mode") == "advanced" {
			mode = mergers.Advanced
		}
		return mergers.New(mergers.Options{Mode: mode, Players: o.Int("players")})
	},
	Seats: func(o catalog.Options) []string {
		var s []string
		for p := range o.Int("players") {
			s = append(s, fmt.Sprintf("Player %d", p+1))
		}
		return s
	},
	Heading:  catalog.VariantHeading,
	Tell:     catalog.TellOf(tell),
	Describe: describe,
	Label:    catalog.LabelAfter(label),
}
