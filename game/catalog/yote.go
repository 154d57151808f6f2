package catalog

import (
	"fmt"
	"strconv"

	"parlor/game"
	"parlor/game/ai"
	"parlor/game/yote"
	yotebot "parlor/game/yote/bot"
)

var yoteGame = &Game{
	ID:    "yote",
	Title: "Yote",
	Blurb: "Place, slide and jump stones;\nevery capture takes a second.",
	Params: []Param{
		{Name: "rows", Label: "BOARD", Help: "rows on the board of five columns: 4 (the handout's) or 6 (the traditional board)",
			Choices: []string{strconv.Itoa(yote.Rows), strconv.Itoa(yote.BigRows)}, Default: strconv.Itoa(yote.Rows)},
	},
	Rules:   yote.RulesText,
	levels:  append(mctsLevels(60, 400, 1700), yoteExpert),
	analyst: estimateFor(func(Options) budgets { return budgets{60, 400, 1700} }),
	start:   func(o Options) (game.State, error) { return yote.New(o.Int("rows")) },
	seats:   func(Options) []string { return []string{"X", "O"} },
	heading: func(o Options) string {
		return fmt.Sprintf("Yote – %d × 5", o.Int("rows"))
	},
	describe: func(before game.State, m game.Move, after game.State) string {
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

// yoteExpert is alpha-beta with a table and an evaluation that knows the
// game (ai.Yote), searching as many positions as Hard spends on its
// iterations' playouts.
var yoteExpert = Level{Name: "expert", Title: "Expert", Ceiling: hardCeiling,
	bot: func(Options) ai.Bot { return &yotebot.Yote{Nodes: 20000} }}
