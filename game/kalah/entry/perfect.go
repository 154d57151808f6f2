package entry

import (
	"errors"
	"fmt"
	"math"
	"time"

	"parlor/game"
	"parlor/game/ai"
	"parlor/game/catalog"
	"parlor/game/kalah"
	kalahsolver "parlor/game/kalah/solver"
)

var errNotKalah = errors.New("this solver plays Kalah only")

// kalahPerfect is the Perfect level of Kalah: exact when the position
// solves within the budget (small boards from the start, every board in
// the endgame), else the best move of the deepest search that fits, with
// the store difference as its evaluation.
type kalahPerfect struct {
	solver  *kalahsolver.Solver
	an      *kalahsolver.Analysis
	work    catalog.SolveTime
	move    game.Move
	decided bool
	proven  bool
}

// Start reads the position and starts the analysis of its moves.
func (b *kalahPerfect) Start(s game.State, _ uint64) error {
	an, err := startKalah(&b.solver, tableBits, s)
	if err != nil {
		return err
	}
	b.an, b.work, b.decided, b.proven = an, catalog.SolveTime{Limit: catalog.PerfectSolve}, false, false
	return nil
}

// startKalah starts an analysis of s with *sv, made the first time with a
// table of 2^bits entries.
func startKalah(sv **kalahsolver.Solver, bits int, s game.State) (*kalahsolver.Analysis, error) {
	g, ok := s.(*kalah.Game)
	if !ok {
		return nil, errNotKalah
	}
	if s.Over() {
		return nil, ai.ErrOver
	}
	if *sv == nil {
		*sv = kalahsolver.New(bits)
	}
	return (*sv).Analyze(kalahsolver.FromGame(g)), nil
}

// Step searches for about d, and returns the move once every move's value
// is proven or the budget is spent.
func (b *kalahPerfect) Step(d time.Duration) (game.Move, bool) {
	if b.decided {
		return b.move, true
	}
	if !b.work.Run(d, b.an.Step) && !b.work.Over() {
		return 0, false
	}
	return b.Stop(), true
}

// Stop plays the best move found.
func (b *kalahPerfect) Stop() game.Move {
	if !b.decided {
		b.move, _, b.proven = b.an.Best()
		b.decided = true
	}
	return b.move
}

// Note says whether the move played was proven best.
func (b *kalahPerfect) Note() string {
	if b.decided && !b.proven {
		return "The value of this move is not proven: it is the best of the deepest search that fitted in the time."
	}
	return ""
}

// The analysis's budget: the positions the solver searches for the values
// of one position (about a second's work on a quiet machine, natively), and
// its table, the same natively and in the page. Work, not time, and the same
// table, so that a position gets the same values on any machine: the
// review of a record is the same everywhere.
const (
	valueNodes = 3_000_000
	valueBits  = 17
)

// kalahValues is the analysis of Kalah: each move's final margin with
// perfect play where the solver proves it within valueNodes, else the
// value of the deepest search, shown as an estimate.
type kalahValues struct {
	solver *kalahsolver.Solver
	an     *kalahsolver.Analysis
	work   catalog.SolveWork
}

// Start starts the analysis of s.
func (v *kalahValues) Start(s game.State) error {
	if v.solver != nil {
		v.solver.Reset() // values that depend on the position only, not on what came before
	}
	an, err := startKalah(&v.solver, valueBits, s)
	if err != nil {
		return err
	}
	v.an, v.work = an, catalog.SolveWork{Limit: valueNodes}
	return nil
}

// Step works for about d, and reports whether it has finished: every
// value proven, or the budget spent.
func (v *kalahValues) Step(d time.Duration) bool {
	return v.work.Run(d, v.solver.Nodes, v.an.Step) || v.work.Over()
}

// Values are the moves' margins, best first: "+3" when proven, "≈+3" for
// the deepest search's estimate.
func (v *kalahValues) Values() []ai.Value {
	var out []ai.Value
	for _, s := range v.an.Values() {
		text := fmt.Sprintf("%+d", s.Value)
		if s.Value == 0 {
			text = "0"
		}
		if !s.Exact {
			text = "≈" + text
		}
		chance := ai.Outcome(float64(s.Value))
		if !s.Exact { // an estimated margin: a few seeds either way is far from settled
			chance = 1 / (1 + math.Exp(-float64(s.Value)/3))
		}
		out = append(out, ai.Value{Move: s.Move, Score: float64(s.Value), Exact: s.Exact, Text: text, Chance: chance, Margin: true})
	}
	ai.SortValues(out)
	return out
}
