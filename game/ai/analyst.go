package ai

import (
	"cmp"
	"fmt"
	"slices"
	"time"

	"parlor/game"
)

// Analyst values every legal move of a position for the player to move:
// the "show values" view of the table and the terminal's analyze. It
// thinks in slices like a Bot.
type Analyst interface {
	// Start begins valuing the moves of s. It works on its own copy.
	Start(s game.State) error
	// Step thinks for at most about d and reports whether it has finished.
	Step(d time.Duration) bool
	// Values are the moves' values found so far, best first.
	Values() []Value
}

// Value is what an Analyst says of one move.
type Value struct {
	// Move is the move valued.
	Move game.Move
	// Score orders the moves for the mover: higher is better.
	Score float64
	// Exact is set when the value is proven, not estimated.
	Exact bool
	// Text is the value for people: "win in 5", "draw", "−3", "62%".
	Text string
	// Chance is the mover's chance of winning after the move, 0 to 1:
	// 1, ½ or 0 where the result is proven. A review judges moves by it.
	Chance float64
	// Margin says Score is the game's final margin for the mover (Kalah's
	// seeds), so that a smaller win is a lesser move.
	Margin bool
	// Turn says the move is a decision of a dice game's turn, judged by
	// the turn rather than the whole game (Can't Stop's roll or stop,
	// where stopping does not win): Worth is then what
	// the turn is expected to bank after the move, in the game's units,
	// and Score orders the moves by it.
	Turn  bool
	Worth float64
}

// Outcome is the chance of winning a proven result gives: 1 for a win,
// ½ for a draw, 0 for a loss, by the sign of score.
func Outcome(score float64) float64 {
	switch {
	case score > 0:
		return 1
	case score < 0:
		return 0
	}
	return 0.5
}

// SortValues orders vs best first (ties keep their order).
func SortValues(vs []Value) {
	slices.SortStableFunc(vs, func(a, b Value) int { return cmp.Compare(b.Score, a.Score) })
}

// Analyze runs a until it finishes, with no slicing: for the terminal and
// tests.
func Analyze(a Analyst, s game.State) ([]Value, error) {
	if err := a.Start(s); err != nil {
		return nil, err
	}
	for !a.Step(time.Hour) {
	}
	return a.Values(), nil
}

// Estimate values every legal move by Monte Carlo tree search among all of
// them (none screened out): the chance of winning it estimates for the
// mover after each move, or the proven result where the search proves
// one. It is the analysis of games with no exact solver. Its budget is
// iterations, never time, and its search is seeded alike every time, so a
// position gets the same values on any machine however the work is sliced.
type Estimate struct {
	// Iterations is the budget, as the Hard level's.
	Iterations int
	// Playout picks the playouts' moves; nil plays at random.
	Playout Policy

	search MCTS
	done   bool
}

// Start begins the search.
func (e *Estimate) Start(s game.State) error {
	e.search = MCTS{Iterations: e.Iterations, Playout: e.Playout, survey: true}
	e.done = false
	return e.search.Start(s, 1)
}

// Step searches for about d, and reports whether the budget is spent.
func (e *Estimate) Step(d time.Duration) bool {
	if !e.done {
		_, e.done = e.search.Step(d)
	}
	return e.done
}

// Values are the root's moves with the mover's estimated chance of
// winning after each (its mean reward mapped from [-1, 1] to 0–100%),
// or "wins", "loses" or "draw" where proven. Moves not yet searched are
// left out.
func (e *Estimate) Values() []Value {
	b := &e.search
	if len(b.nodes) == 0 || b.nodes[0].first < 0 {
		return nil
	}
	r := b.nodes[0]
	sg := b.sign(r.turn)
	var vs []Value
	for _, k := range b.nodes[r.first : r.first+r.count] {
		switch {
		case k.proven && b.solve:
			v := Value{Move: k.move, Exact: true, Score: float64(k.exact) * sg}
			v.Chance = Outcome(v.Score)
			switch {
			case v.Score > 0:
				v.Score, v.Text = 2, "wins"
			case v.Score < 0:
				v.Score, v.Text = -2, "loses"
			default:
				v.Text = "draw"
			}
			vs = append(vs, v)
		case k.visits > 0:
			mean := float64(k.value) / float64(k.visits)
			vs = append(vs, Value{Move: k.move, Score: mean, Text: fmt.Sprintf("%.0f%%", 50*(mean+1)), Chance: (mean + 1) / 2})
		}
	}
	SortValues(vs)
	return vs
}
