package entry

import (
	"errors"
	"fmt"
	"time"

	"parlor/game"
	"parlor/game/ai"
	"parlor/game/catalog"
	"parlor/game/connectfour"
	c4solver "parlor/game/connectfour/solver"
	"parlor/game/connectfour/solver/book"
)

var errNotClassic = errors.New("the solver plays classic Connect Four (7 × 6) only")

// c4Perfect is the Perfect level of classic Connect Four: the exact
// solver, within its budget.
type c4Perfect struct {
	c4Solving
	work    catalog.SolveTime
	state   game.State
	seed    uint64
	search  *ai.MCTS // the fallback search, once the solver's time is up
	move    game.Move
	decided bool
	proven  bool
}

// Start reads the position and starts the solver on it.
func (b *c4Perfect) Start(s game.State, seed uint64) error {
	if _, err := b.start(s); err != nil {
		return err
	}
	b.work, b.decided, b.proven = catalog.SolveTime{Limit: catalog.PerfectSolve}, false, false
	b.state, b.seed, b.search = s, seed, nil
	return nil
}

// Step solves for about d, and returns the move once proven best. When
// the solver's time is up first it plays the book's move if the book has
// the position, and else the Hard search's choice among the moves the
// solver has not proven to lose.
func (b *c4Perfect) Step(d time.Duration) (game.Move, bool) {
	if b.decided {
		return b.move, true
	}
	deadline := time.Now().Add(d)
	if b.search == nil {
		proven := b.work.Run(d, func(n int) bool { return b.an.Step(n) || b.an.Proven() })
		if proven || b.work.Over() && (b.bookMove() || b.winning()) {
			return b.Stop(), true
		}
		if !b.work.Over() {
			return 0, false
		}
		b.search = &ai.MCTS{Iterations: classicBudgets.Hard, Among: b.alive()}
		if err := b.search.Start(b.state, b.seed); err != nil {
			return b.Stop(), true
		}
	}
	if m, ok := b.search.Step(time.Until(deadline)); ok {
		b.move, b.decided = m, true
		return m, true
	}
	return 0, false
}

// bookMove reports whether the best move found is the book's.
func (b *c4Perfect) bookMove() bool {
	col, _, _ := b.an.Best()
	for _, v := range b.an.Values() {
		if v.Col == col {
			return v.Book
		}
	}
	return false
}

// winning reports whether the best move found is proven to win, however
// quickly: the game stays won, if not by the shortest way.
func (b *c4Perfect) winning() bool {
	_, score, _ := b.an.Best()
	return score >= 1
}

// alive are the moves the solver has not proven to lose.
func (b *c4Perfect) alive() []game.Move {
	var ms []game.Move
	for _, v := range b.an.Values() {
		if v.Hi >= 0 {
			ms = append(ms, game.Move(v.Col))
		}
	}
	return ms
}

// Stop plays the best move found: proven, the book's, the fallback
// search's so far, or the best of the solver's bounds.
func (b *c4Perfect) Stop() game.Move {
	if !b.decided {
		col, score, exact := b.an.Best()
		// A win proven, or the book's (a win by the book), keeps its
		// value even if not the quickest.
		b.move, b.proven, b.decided = game.Move(col), exact || score >= 1, true
		if !exact && b.search != nil {
			b.move = b.search.Stop()
		}
	}
	return b.move
}

// Note says whether the move played was proven best.
func (b *c4Perfect) Note() string {
	if b.decided && !b.proven {
		return "The value of this move is not proven: the solver ran out of time."
	}
	return ""
}

// c4Solving is a Connect Four solver, kept from one position to the next
// with the opening book once the book is at hand, and its analysis of the
// position under study.
type c4Solving struct {
	solver *c4solver.Solver
	booked bool // the solver has the opening book
	an     *c4solver.Analysis
}

// start begins the analysis of s with the opening book, and returns the
// plies played to reach it.
func (c *c4Solving) start(s game.State) (plies int, err error) {
	return c.startWith(s, tableBits, true)
}

// startWith begins the analysis of s with a solver whose table has 2^bits
// slots, made the first time, consulting the opening book if withBook (and
// once the book is at hand), and returns the plies played to reach it.
func (c *c4Solving) startWith(s game.State, bits int, withBook bool) (plies int, err error) {
	g, ok := s.(*connectfour.Game)
	if !ok {
		return 0, errNotClassic
	}
	if s.Over() {
		return 0, ai.ErrOver
	}
	p, err := c4solver.FromGame(g)
	if err != nil {
		return 0, err
	}
	if c.solver == nil {
		c.solver = c4solver.New(bits)
	}
	if withBook && !c.booked {
		if b := book.Load(); b != nil {
			c.solver.SetBook(b)
			c.booked = true
		}
	}
	c.an = c.solver.Analyze(p)
	return p.Moves(), nil
}

// The analysis's budget: the positions the solver searches for the values
// of one position (about a second's work on a quiet machine, natively),
// and its table, the same natively and in the page. Work, not time, and
// the same table emptied for each position, so that a position gets the
// same values on any machine; the review's also consults no opening book
// (which the page has only once fetched), so that the review of a record
// is the same everywhere.
const (
	valueNodes = 4_000_000
	valueBits  = 19
)

// c4Values is the analysis of classic Connect Four: the solver's exact
// values within valueNodes, then the Hard search's estimate (a fixed
// number of iterations, seeded alike every time) for the moves it left
// unproven. With book it marks the opening book's move a win (the values
// shown at the table); without, its values depend on the position alone
// (the review's).
type c4Values struct {
	c4Solving
	book     bool
	moves    int // plies played before the position
	work     catalog.SolveWork
	estimate ai.Estimate
	state    game.State
	phase    int // 0 solving, 1 estimating, 2 done
}

// Start starts the solver on s.
func (v *c4Values) Start(s game.State) error {
	if v.solver != nil {
		v.solver.Reset()
	}
	moves, err := v.startWith(s, valueBits, v.book)
	if err != nil {
		return err
	}
	v.moves, v.work, v.phase, v.state = moves, catalog.SolveWork{Limit: valueNodes}, 0, s
	return nil
}

// Step works for about d, and reports whether it has finished.
func (v *c4Values) Step(d time.Duration) bool {
	deadline := time.Now().Add(d)
	if v.phase == 0 {
		switch {
		case v.work.Run(d, v.an.Nodes, v.an.Step):
			v.phase = 2
		case v.work.Over():
			v.phase = 1
			v.estimate.Iterations = classicBudgets.Hard
			if err := v.estimate.Start(v.state); err != nil {
				v.phase = 2
			}
		}
	}
	if v.phase == 1 && time.Now().Before(deadline) && v.estimate.Step(time.Until(deadline)) {
		v.phase = 2
	}
	return v.phase == 2
}

// Values are the moves' values, best first: exact where proven ("win in
// 3", "draw", "loss in 5"), "wins" or "loses" where only the result is
// proven (or, for "wins", where the opening book says so), else the
// estimate's chance of winning.
func (v *c4Values) Values() []ai.Value {
	var est map[game.Move]ai.Value
	if v.phase > 0 {
		est = map[game.Move]ai.Value{}
		for _, e := range v.estimate.Values() {
			est[e.Move] = e
		}
	}
	var out []ai.Value
	for _, s := range v.an.Values() {
		val := ai.Value{Move: game.Move(s.Col), Score: float64(s.Score), Exact: true}
		switch {
		case s.Exact:
			val.Text = c4Text(s.Score, v.moves)
		case s.Lo >= 1 || s.Book:
			val.Score, val.Text = float64(max(s.Lo, 1)), "wins"
		case s.Hi <= -1:
			val.Score, val.Text = float64(s.Hi), "loses"
		default:
			e, ok := est[val.Move]
			if !ok {
				continue // not known yet
			}
			val.Score, val.Exact, val.Text, val.Chance = 0.9*e.Score, false, e.Text, e.Chance
		}
		if val.Exact {
			val.Chance = ai.Outcome(val.Score)
		}
		out = append(out, val)
	}
	ai.SortValues(out)
	return out
}

// c4Text says a move's exact score for people: the benchmark's score
// (22 less the winner's stones at the end) turned into how many moves of
// her own the winner needs from the position of moves plies.
func c4Text(score, moves int) string {
	switch {
	case score > 0:
		return fmt.Sprintf("win in %d", 22-score-moves/2)
	case score < 0:
		return fmt.Sprintf("loss in %d", 22+score-(moves+1)/2)
	}
	return "draw"
}
