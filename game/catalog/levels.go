package catalog

import (
	"strings"
	"time"

	"parlor/game/ai"
)

// Level is one strength of the computer at a game.
type Level struct {
	// Name is the level's word in settings, records of seats, the
	// terminal's -ai 2=hard and the arena's -a hard.
	Name string
	// Title is its name for people: "Hard".
	Title string
	// Ceiling is the longest it may think about a move in the browser. Its
	// budget of work is set so that it decides well within it there; the
	// same budget is used everywhere, so a level plays the same moves on
	// every machine.
	Ceiling time.Duration
	// Hidden levels (the random player) are left out of the settings.
	Hidden bool

	// NewBot makes a computer player of this level for a game with
	// options o.
	NewBot func(o Options) ai.Bot
	// OnlyIf, if set, says which options the level plays: Perfect plays
	// only the boards its solver can handle. Unset, it plays every game.
	OnlyIf func(o Options) bool
}

// Offered reports whether the level plays a game with options o: Perfect
// plays only the boards its solver can handle.
func (l Level) Offered(o Options) bool { return l.OnlyIf == nil || l.OnlyIf(o) }

// Bot makes a computer player of this level for a game with options o.
func (l Level) Bot(o Options) ai.Bot { return l.NewBot(o) }

// Person is the word for a seat a person plays, beside the levels' names.
const Person = "person"

// Levels lists all the game's computer levels, weakest first, whatever
// the options; Options.Levels those that play a game of given options.
func (g *Game) Levels() []Level {
	return append([]Level{randomLevel}, g.Computer...)
}

// Levels lists the computer levels that play a game with these options,
// weakest first.
func (o Options) Levels() []Level {
	var ls []Level
	for _, l := range o.game.Levels() {
		if l.Offered(o) {
			ls = append(ls, l)
		}
	}
	return ls
}

// Level finds a level that plays a game with these options by name, in
// any case.
func (o Options) Level(name string) (Level, bool) {
	l, ok := o.game.Level(name)
	if !ok || !l.Offered(o) {
		return Level{}, false
	}
	return l, true
}

// LevelNames lists the names of the levels that play a game with these
// options, for messages: "easy, medium or hard".
func (o Options) LevelNames() string {
	var names []string
	for _, l := range o.Levels() {
		names = append(names, l.Name)
	}
	return orList(names)
}

// HintLevel is the level whose move a hint shows: Hard.
const HintLevel = "hard"

// Level finds a level by name, in any case.
func (g *Game) Level(name string) (Level, bool) {
	for _, l := range g.Levels() {
		if strings.EqualFold(l.Name, name) {
			return l, true
		}
	}
	return Level{}, false
}

// LevelNames lists the levels' names, for messages: "easy, medium or hard".
func (g *Game) LevelNames() string {
	var names []string
	for _, l := range g.Levels() {
		names = append(names, l.Name)
	}
	return orList(names)
}

// randomLevel plays uniformly random moves: the yardstick of the arena.
var randomLevel = Level{Name: "random", Title: "Random", Ceiling: 0, Hidden: true,
	NewBot: func(Options) ai.Bot { return &ai.Random{} }}

// The browser's think-time ceilings of the three levels every game has.
const (
	EasyCeiling   = 500 * time.Millisecond
	MediumCeiling = 1500 * time.Millisecond
	HardCeiling   = 4 * time.Second
	// PerfectCeiling is the Perfect level's wait in the browser: it plays
	// the best move found when the time is up.
	PerfectCeiling = 3 * time.Second
)

// Budgets are the iterations of Easy, Medium and Hard. Each is set so that
// the level decides well within its ceiling in the browser, where search
// is several times slower than native and shares each frame with drawing
// (see BenchmarkMCTS under GOOS=js).
type Budgets struct{ Easy, Medium, Hard int }

// MCTSLevels are Easy, Medium and Hard as plain MCTS with these budgets
// of iterations; Easy picks its move loosely.
func MCTSLevels(b Budgets) []Level {
	return MCTSLevelsFor(func(Options) Budgets { return b })
}

// MCTSLevelsFor are Easy, Medium and Hard as plain MCTS with budgets that
// depend on the options (a bigger board, a slower search).
func MCTSLevelsFor(b func(o Options) Budgets) []Level {
	return Standard(
		func(o Options) ai.Bot { return &ai.MCTS{Iterations: b(o).Easy, Loose: true} },
		func(o Options) ai.Bot { return &ai.MCTS{Iterations: b(o).Medium} },
		func(o Options) ai.Bot { return &ai.MCTS{Iterations: b(o).Hard} },
	)
}

// Standard are the three levels every game has, Easy, Medium and Hard,
// each with its name, title and ceiling, played by the bots easy, medium
// and hard make.
func Standard(easy, medium, hard func(Options) ai.Bot) []Level {
	return []Level{
		{Name: "easy", Title: "Easy", Ceiling: EasyCeiling, NewBot: easy},
		{Name: "medium", Title: "Medium", Ceiling: MediumCeiling, NewBot: medium},
		{Name: "hard", Title: "Hard", Ceiling: HardCeiling, NewBot: hard},
	}
}

// Expert is the Expert level of a game that has one, at Hard's ceiling,
// played by the bots newBot makes.
func Expert(newBot func(Options) ai.Bot) Level {
	return Level{Name: "expert", Title: "Expert", Ceiling: HardCeiling, NewBot: newBot}
}

// EstimateFor is the analysis of a game played by MCTS levels: the Hard
// level's search over every move.
func EstimateFor(b func(o Options) Budgets) func(o Options) ai.Analyst {
	return func(o Options) ai.Analyst { return &ai.Estimate{Iterations: b(o).Hard} }
}

// Analyst makes the analysis of a game with these options: the value of
// every legal move, exact where a solver finishes, else the Hard search's
// estimate.
func (o Options) Analyst() ai.Analyst { return o.game.Analyst(o) }

// ReviewAnalyst makes the analysis a review of a game with these options
// uses: the game's Review where it has one, else its Analyst. Its budgets
// are work, not time, so that the same record gets the same review on any
// machine.
func (o Options) ReviewAnalyst() ai.Analyst {
	if o.game.Review != nil {
		return o.game.Review(o)
	}
	return o.game.Analyst(o)
}
