//go:build !js

package catalog

import "time"

// perfectSolve is the time a solver works on a position, counted over the
// slices it is given, for the Perfect level's move (then it falls back on
// the book or the best of its search) and for the values: natively a second,
// the level's budget.
const perfectSolve = time.Second

// The solvers' tables, kept from one move to the next: natively 16 MiB
// each (Connect Four 2^21 slots of 8 bytes, Kalah 2^19 of 32).
const (
	c4TableBits    = 21
	kalahTableBits = 19
)
