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
