package catalog

import (
	"fmt"

	"parlor/game"
	"parlor/game/ai"
	"parlor/game/connectfour"
)

// classicBudgets are the MCTS levels' iterations in classic Connect Four.
var classicBudgets = budgets{300, 3000, 20000}

// connectFourBudgets are the MCTS levels' iterations.
func connectFourBudgets(o Options) budgets {
	if classic(o) {
		return classicBudgets
	}
	return budgets{100, 800, 2500} // the growing board's playouts are long
}

// classic reports whether the options are classic Connect Four's, which
// the solver plays.
func classic(o Options) bool { return o.Get("rules") == "classic" }

var connectFour = &Game{
	ID:    "connectfour",
	Title: "Connect Four",
	Blurb: "Drop tokens and line up four.\nThe board grows as you play.",
	Params: []Param{
		{Name: "rules", Label: "RULES", Help: "growing: the handout's board that grows, lines across and up only; classic: 7 × 6 with diagonals",
			Choices: []string{"growing", "classic"}, Default: "growing"},
		{Name: "first", Label: "FIRST TO PLAY", Help: "the player who moves first: 1 (Red) or 2 (Yellow)",
			Choices: []string{"1", "2"}, Default: "1"},
		{Name: "rows", Label: "MOST ROWS", Help: "the most rows a growing board may reach",
			Min: connectfour.MinRows, Max: 64, Default: fmt.Sprint(connectfour.DefaultCap), Hidden: true},
		{Name: "cols", Label: "MOST COLUMNS", Help: "the most columns a growing board may reach",
			Min: connectfour.MinCols, Max: 64, Default: fmt.Sprint(connectfour.DefaultCap), Hidden: true},
	},
	Rules: connectfour.RulesText,
	levels: append(mctsLevelsFor(connectFourBudgets), Level{Name: "perfect", Title: "Perfect", Ceiling: perfectCeiling,
		bot: func(Options) ai.Bot { return &c4Perfect{} }, only: classic}),
	analyst: func(o Options) ai.Analyst {
		if classic(o) {
			return &c4Values{}
		}
		return estimateFor(connectFourBudgets)(o)
	},
	start: func(o Options) (game.State, error) {
		r, err := connectfour.ParseRules(o.Get("rules"))
		if err != nil {
			return nil, err
		}
		return connectfour.New(connectfour.Options{Rules: r, First: game.Player(o.Int("first") - 1), MaxRows: o.Int("rows"), MaxCols: o.Int("cols")})
	},
	seats: func(Options) []string { return []string{"Red", "Yellow"} },
	heading: func(o Options) string {
		if o.Get("rules") == "classic" {
			return "Connect Four – Classic"
		}
		return "Connect Four"
	},
	describe: func(before game.State, m game.Move, after game.State) string {
		b, a := before.(*connectfour.Game), after.(*connectfour.Game)
		who := [2]string{"Red", "Yellow"}[b.Turn()]
		s := fmt.Sprintf("%s drops into column %d", who, m)
		switch {
		case a.Cols() > b.Cols() && a.Rows() > b.Rows():
			s = fmt.Sprintf("%s grows the board to %d × %d", who, a.Rows(), a.Cols())
		case a.Cols() > b.Cols():
			s = fmt.Sprintf("%s widens the board to %d columns", who, a.Cols())
		case a.Rows() > b.Rows():
			s = fmt.Sprintf("%s grows the board to %d rows", who, a.Rows())
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
