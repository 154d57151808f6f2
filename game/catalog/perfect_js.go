//go:build js

package catalog

import "time"

// perfectSolve is the time a solver works on a position, counted over the
// slices it is given, for the Perfect level's move (then it falls back on
// the book or the best of its search) and for the values: in the browser,
// where the table gives thinking a few milliseconds a frame, 0.4 s of
// search, so that the solver and the fallback fit the level's three
// seconds' wait.
const perfectSolve = 400 * time.Millisecond

// The solvers' tables, kept from one move to the next: in the browser 4 MiB
// each (Connect Four 2^19 slots of 8 bytes, Kalah 2^17 of 32), made within
// a frame.
const (
	c4TableBits    = 19
	kalahTableBits = 17
)
