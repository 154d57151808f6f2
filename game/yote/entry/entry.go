package entry

import (
	"fmt"
	"strconv"

	"parlor/game"
	"parlor/game/ai"
	"parlor/game/catalog"
	"parlor/game/yote"
	"parlor/game/yote/bot"
)

// budgets are the MCTS levels' iterations.
var budgets = catalog.Budgets{Easy: 60, Medium: 400, Hard: 1700}

// Game is Yote's catalog entry.
var Game = &catalog.Game{
	ID:    "yote",
	Title: "Yote",
	Blurb: "Place, slide and jump stones;\nevery capture takes a second.",
	Draws: true,
	Params: []catalog.Param{
		{Name: "rows", Label: "BOARD", Help: "rows on the board of five columns: 4 (the handout's) or 6 (the traditional board)",
			Choices: []string{strconv.Itoa(yote.Rows), strconv.Itoa(yote.BigRows)}, Default: strconv.Itoa(yote.Rows),
			Labels: []string{fmt.Sprintf("%d × 5", yote.Rows), fmt.Sprintf("%d × 5", yote.BigRows)}},
	},
	Rules:    yote.RulesText,
	Computer: append(catalog.MCTSLevels(budgets), expert),
	Analyst:  catalog.EstimateFor(func(catalog.Options) catalog.Budgets { return budgets }),
	Start:    func(o catalog.Options) (game.State, error) { return yote.New(o.Int("rows")) },
	Seats:    func(catalog.Options) []string { return []string{"X", "O"} },
	Heading: func(o catalog.Options) string {
		return fmt.Sprintf("Yote – %d × 5", o.Int("rows"))
	},
	Tell:  catalog.TellOf(tell),
	Label: label,
	Describe: func(before game.State, m game.Move, after game.State) string {
		b, a := before.(*yote.Game), after.(*yote.Game)
		mv := yote.Decode(m)
		who := b.Mover()
		var s string
		switch mv.Kind {
		case yote.Place:
			s = fmt.Sprintf("%s places on %d", who, mv.To)
		case yote.Slide:
			s = fmt.Sprintf("%s moves %d to %d", who, mv.From, mv.To)
		default:
			s = fmt.Sprintf("%s jumps %d to %d, takes %d", who, mv.From, mv.To, mv.Over())
			if mv.Remove > 0 {
				s += fmt.Sprintf(" and %d", mv.Remove)
			} else {
				s += fmt.Sprintf("; %s has no other stone to take", who.Other())
			}
		}
		if a.Over() {
			s += "; " + a.Reason()
		}
		return s
	},
}

// expert is alpha-beta with a table and an evaluation that knows the
// game (bot.Yote), searching as many positions as Hard spends on its
// iterations' playouts.
var expert = catalog.Expert(func(catalog.Options) ai.Bot { return &bot.Yote{Nodes: 20000} })
