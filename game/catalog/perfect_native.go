//go:build !js

package catalog

import "time"

// PerfectSolve is the time a solver works on a position, counted over the
// slices it is given, for the Perfect level's move (then it falls back on
// the book or the best of its search) and for the values: natively a second,
// the level's budget.
const PerfectSolve = time.Second
