package catalog

import "time"

// solverChunk is how many positions a solver searches between looks at the
// clock: well under a millisecond natively, a few in the browser.
const solverChunk = 500

// budget counts the time a solver has worked on one position, across the
// slices it is given.
type budget struct {
	spent, limit time.Duration
}

// run calls step, solverChunk positions at a time, for about d but not past
// the budget, until step reports done; it reports whether step did.
func (b *budget) run(d time.Duration, step func(nodes int) bool) bool {
	start := time.Now()
	defer func() { b.spent += time.Since(start) }()
	for {
		if step(solverChunk) {
			return true
		}
		if el := time.Since(start); el >= d || b.spent+el >= b.limit {
			return false
		}
	}
}

// over reports whether the budget is spent.
func (b *budget) over() bool { return b.spent >= b.limit }
