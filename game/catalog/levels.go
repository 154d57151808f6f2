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

	bot  func(o Options) ai.Bot
	only func(o Options) bool // nil: offered with every option
}

// Offered reports whether the level plays a game with options o: Perfect
// plays only the boards its solver can handle.
func (l Level) Offered(o Options) bool { return l.only == nil || l.only(o) }

// Bot makes a computer player of this level for a game with options o.
func (l Level) Bot(o Options) ai.Bot { return l.bot(o) }

// Person is the word for a seat a person plays, beside the levels' names.
const Person = "person"

// Levels lists all the game's computer levels, weakest first, whatever
// the options; Options.Levels those that play a game of given options.
func (g *Game) Levels() []Level {
	return append([]Level{randomLevel}, g.levels...)
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
	bot: func(Options) ai.Bot { return &ai.Random{} }}

// The browser's think-time ceilings of the three levels every game has.
const (
	easyCeiling   = 500 * time.Millisecond
	mediumCeiling = 1500 * time.Millisecond
	hardCeiling   = 4 * time.Second
	// perfectCeiling is the Perfect level's wait in the browser: it plays
	// the best move found when the time is up.
	perfectCeiling = 3 * time.Second
)

// mctsLevels are Easy, Medium and Hard as plain MCTS with these budgets
// of iterations; Easy picks its move loosely.
func mctsLevels(easy, medium, hard int) []Level {
	return mctsLevelsFor(func(Options) budgets { return budgets{easy, medium, hard} })
}

// budgets are the iterations of Easy, Medium and Hard. Each is set so that
// the level decides well within its ceiling in the browser, where search
// is several times slower than native and shares each frame with drawing
// (see BenchmarkMCTS under GOOS=js).
type budgets struct{ easy, medium, hard int }

// mctsLevelsFor are Easy, Medium and Hard as plain MCTS with budgets that
// depend on the options (a bigger board, a slower search).
func mctsLevelsFor(b func(o Options) budgets) []Level {
	return []Level{
		{Name: "easy", Title: "Easy", Ceiling: easyCeiling,
			bot: func(o Options) ai.Bot { return &ai.MCTS{Iterations: b(o).easy, Loose: true} }},
		{Name: "medium", Title: "Medium", Ceiling: mediumCeiling,
			bot: func(o Options) ai.Bot { return &ai.MCTS{Iterations: b(o).medium} }},
		{Name: "hard", Title: "Hard", Ceiling: hardCeiling,
			bot: func(o Options) ai.Bot { return &ai.MCTS{Iterations: b(o).hard} }},
	}
}

// estimateFor is the analysis of a game played by MCTS levels: the Hard
// level's search over every move.
func estimateFor(b func(o Options) budgets) func(o Options) ai.Analyst {
	return func(o Options) ai.Analyst { return &ai.Estimate{Iterations: b(o).hard} }
}

// Analyst makes the analysis of a game with these options: the value of
// every legal move, exact where a solver finishes, else the Hard search's
// estimate.
func (o Options) Analyst() ai.Analyst { return o.game.analyst(o) }
