package entry

import (
	"fmt"

	"parlor/game"
	"parlor/game/ai"
	"parlor/game/catalog"
	"parlor/game/kalah"
)

// kalahBudgets are the MCTS levels' iterations.
func kalahBudgets(o catalog.Options) catalog.Budgets {
	// On a small board a few thousand iterations play perfectly, and
	// Hard could not beat Medium: there Easy and Medium look less far.
	switch size := o.Int("houses") * o.Int("seeds"); {
	case size <= 16:
		return catalog.Budgets{Easy: 60, Medium: 150, Hard: 10000}
	case size < 24:
		return catalog.Budgets{Easy: 100, Medium: 600, Hard: 10000}
	}
	return catalog.Budgets{Easy: 200, Medium: 2000, Hard: 10000}
}

// Game is Kalah's catalog entry.
var Game = &catalog.Game{
	ID:    "kalah",
	Title: "Kalah",
	Blurb: "Sow seeds round the board and\ncapture your way to the fuller store.",
	Draws: true,
	Params: []catalog.Param{
		{Name: "houses", Label: "HOUSES", Help: "houses on each side of the board",
			Min: 1, Max: kalah.MaxHouses, Default: "6"},
		{Name: "seeds", Label: "SEEDS", Help: "seeds in each house at the start",
			Min: 1, Max: kalah.MaxSeeds, Default: "4"},
	},
	Rules: kalah.RulesText,
	Computer: append(catalog.MCTSLevelsFor(kalahBudgets), catalog.Level{Name: "perfect", Title: "Perfect", Ceiling: catalog.PerfectCeiling,
		NewBot: func(catalog.Options) ai.Bot { return &kalahPerfect{} }}),
	Analyst: func(catalog.Options) ai.Analyst { return &kalahValues{} },
	Start: func(o catalog.Options) (game.State, error) {
		return kalah.New(o.Int("houses"), o.Int("seeds"))
	},
	Seats: func(catalog.Options) []string { return []string{"South", "North"} },
	Heading: func(o catalog.Options) string {
		return fmt.Sprintf("Kalah (%d, %d)", o.Int("houses"), o.Int("seeds"))
	},
	Tell:  catalog.TellOf(tell),
	Label: catalog.LabelAfter(label),
	Describe: func(before game.State, m game.Move, after game.State) string {
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
