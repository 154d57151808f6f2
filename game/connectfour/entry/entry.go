package entry

import (
	"fmt"

	"parlor/game"
	"parlor/game/ai"
	"parlor/game/catalog"
	"parlor/game/connectfour"
)

// classicBudgets are the MCTS levels' iterations in classic Connect Four.
var classicBudgets = catalog.Budgets{Easy: 300, Medium: 3000, Hard: 20000}

// connectFourBudgets are the MCTS levels' iterations.
func connectFourBudgets(o catalog.Options) catalog.Budgets {
	if classic(o) {
		return classicBudgets
	}
	return catalog.Budgets{Easy: 100, Medium: 800, Hard: 2500} // the growing board's playouts are long
}

// classic reports whether the options are classic Connect Four's, which
// the solver plays.
func classic(o catalog.Options) bool { return o.Get("rules") == "classic" }

// Game is Connect Four's catalog entry.
var Game = &catalog.Game{
	ID:    "connectfour",
	Title: "Connect Four",
	Blurb: "Drop tokens and line up four.\nThe board grows as you play.",
	Draws: true,
	Params: []catalog.Param{
		{Name: "rules", Label: "RULES", Help: "growing: the handout's board that grows, lines across and up only; classic: 7 × 6 with diagonals",
			Choices: []string{"growing", "classic"}, Default: "growing", Role: catalog.Variant},
		{Name: "first", Label: "FIRST TO PLAY", Help: "the player who moves first: 1 (Red) or 2 (Yellow)",
			Choices: []string{"1", "2"}, Default: "1", Role: catalog.FirstSeat},
		{Name: "rows", Label: "MOST ROWS", Help: "the most rows a growing board may reach",
			Min: connectfour.MinRows, Max: 64, Default: fmt.Sprint(connectfour.DefaultCap), Hidden: true},
		{Name: "cols", Label: "MOST COLUMNS", Help: "the most columns a growing board may reach",
			Min: connectfour.MinCols, Max: 64, Default: fmt.Sprint(connectfour.DefaultCap), Hidden: true},
	},
	Rules: connectfour.RulesText,
	Computer: append(catalog.MCTSLevelsFor(connectFourBudgets), catalog.Level{Name: "perfect", Title: "Perfect", Ceiling: catalog.PerfectCeiling,
		NewBot: func(catalog.Options) ai.Bot { return &c4Perfect{} }, OnlyIf: classic}),
	Analyst: func(o catalog.Options) ai.Analyst {
		if classic(o) {
			return &c4Values{book: true}
		}
		return catalog.EstimateFor(connectFourBudgets)(o)
	},
	Review: func(o catalog.Options) ai.Analyst {
		if classic(o) {
			return &c4Values{}
		}
		return catalog.EstimateFor(connectFourBudgets)(o)
	},
	Start: func(o catalog.Options) (game.State, error) {
		r, err := connectfour.ParseRules(o.Get("rules"))
		if err != nil {
			return nil, err
		}
		return connectfour.New(connectfour.Options{Rules: r, First: game.Player(o.Int("first") - 1), MaxRows: o.Int("rows"), MaxCols: o.Int("cols")})
	},
	Seats:   func(catalog.Options) []string { return []string{"Red", "Yellow"} },
	Heading: catalog.VariantHeading,
	Tell:    catalog.TellOf(tell),
	Label:   catalog.LabelAfter(label),
	Describe: func(before game.State, m game.Move, after game.State) string {
		b, a := before.(*connectfour.Game), after.(*connectfour.Game)
		who := [2]string{"Red", "Yellow"}[b.Turn()]
		s := fmt.Sprintf("%s drops into column %d", who, m)
		if verb, to := growth(b, a); verb != "" {
			s = fmt.Sprintf("%s %ss the board %s", who, verb, to)
		}
		switch {
		case a.Winner() != game.Nobody:
			s += ", wins"
		case a.Over():
			s += "; a draw"
		}
		return s
	},
}
