package catalog

import "time"

// solverChunk is how many positions a solver searches between looks at the
// clock: well under a millisecond natively, a few in the browser.
const solverChunk = 500

// SolveTime counts the time a solver has worked on one position, across
// the slices it is given, against its Limit: the Perfect levels' budget
// (PerfectSolve).
type SolveTime struct {
	Spent, Limit time.Duration
}

// Run calls step, a few hundred positions at a time, for about d but not
// past the limit, until step reports done; it reports whether step did.
func (b *SolveTime) Run(d time.Duration, step func(nodes int) bool) bool {
	start := time.Now()
	defer func() { b.Spent += time.Since(start) }()
	for {
		if step(solverChunk) {
			return true
		}
		if el := time.Since(start); el >= d || b.Spent+el >= b.Limit {
			return false
		}
	}
}

// Over reports whether the limit is spent.
func (b *SolveTime) Over() bool { return b.Spent >= b.Limit }

// SolveWork counts the positions a solver has searched for one analysis,
// across the slices it is given, against its Limit: the analysis's budget,
// in work, not time, so that the same position gets the
// same values on any machine, however busy, natively and in the page.
// The slices decide only when to yield: the solver is called with the
// same chunks in the same order whatever the clock says.
type SolveWork struct {
	Spent, Limit uint64
}

// Run calls step, a few hundred positions at a time, for about d but not
// past the limit, until step reports done; it reports whether step did.
// nodes is the solver's count of positions searched, read around each
// chunk.
func (w *SolveWork) Run(d time.Duration, nodes func() uint64, step func(nodes int) bool) bool {
	start := time.Now()
	for !w.Over() {
		before := nodes()
		done := step(solverChunk)
		w.Spent += nodes() - before
		if done {
			return true
		}
		if time.Since(start) >= d {
			return false
		}
	}
	return false
}

// Over reports whether the limit is spent.
func (w *SolveWork) Over() bool { return w.Spent >= w.Limit }
