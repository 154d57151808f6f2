package catalog

import (
	"fmt"

	"parlor/game"
	"parlor/game/ai"
	"parlor/game/kalah"
)

// kalahBudgets are the MCTS levels' iterations.
func kalahBudgets(o Options) budgets {
	// On a small board a few thousand iterations play perfectly, and
	// Hard could not beat Medium: there Easy and Medium look less far.
	switch size := o.Int("houses") * o.Int("seeds"); {
	case size <= 16:
		return budgets{60, 150, 10000}
	case size < 24:
		return budgets{100, 600, 10000}
	}
	return budgets{200, 2000, 10000}
}

var kalahGame = &Game{
	ID:    "kalah",
	Title: "Kalah",
	Blurb: "Sow seeds round the board and\ncapture your way to the fuller store.",
	Params: []Param{
		{Name: "houses", Label: "HOUSES", Help: "houses on each side of the board",
			Min: 1, Max: kalah.MaxHouses, Default: "6"},
		{Name: "seeds", Label: "SEEDS", Help: "seeds in each house at the start",
			Min: 1, Max: kalah.MaxSeeds, Default: "4"},
	},
	Rules: kalah.RulesText,
	levels: append(mctsLevelsFor(kalahBudgets), Level{Name: "perfect", Title: "Perfect", Ceiling: perfectCeiling,
		bot: func(Options) ai.Bot { return &kalahPerfect{} }}),
	analyst: func(Options) ai.Analyst { return &kalahValues{} },
	start: func(o Options) (game.State, error) {
		return kalah.New(o.Int("houses"), o.Int("seeds"))
	},
	seats: func(Options) []string { return []string{"South", "North"} },
	heading: func(o Options) string {
		return fmt.Sprintf("Kalah (%d, %d)", o.Int("houses"), o.Int("seeds"))
	},
	describe: func(before game.State, m game.Move, after game.State) string {
		a := after.(*kalah.Game)
		l := a.Last()
		if l == nil {
			return ""
		}
		s := fmt.Sprintf("%s sows %s", l.Mover, l.From)
		if c := l.Capture; c != nil {
			s += fmt.Sprintf(", captures %d", c.Seeds)
		}
		switch w, ok := a.Winner(); {
		case ok:
			s += fmt.Sprintf("; %s wins %d–%d", w, a.Store(w), a.Store(w.Other()))
		case a.Over():
			s += "; a tie"
		case l.Extra:
			s += ", plays again"
		}
		return s
	},
}
