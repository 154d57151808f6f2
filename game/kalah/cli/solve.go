package cli

import (
	"io"

	"parlor/game/catalog"
	"parlor/game/kalah/solver/solvecmd"
)

// Solve is "parlor -solve kalah": a board from the start (-houses H -seeds
// S) or a saved game (-load FILE), solved exactly.
func Solve(args []string, _ io.Reader, out io.Writer, load catalog.Loader) error {
	return solvecmd.Command(args, out, load)
}
