//go:build js

package catalog

import "time"

// PerfectSolve is the time a solver works on a position, counted over the
// slices it is given, for the Perfect level's move (then it falls back on
// the book or the best of its search) and for the values: in the browser,
// where the table gives thinking a few milliseconds a frame, 0.4 s of
// search, so that the solver and the fallback fit the level's three
// seconds' wait.
const PerfectSolve = 400 * time.Millisecond
