package cli

import (
	"errors"
	"io"

	"parlor/game/catalog"
	c4solver "parlor/game/connectfour/solver"
)

// Solve is "parlor -solve connectfour": classic positions read from in,
// one a line, each scored exactly.
func Solve(args []string, in io.Reader, out io.Writer, _ catalog.Loader) error {
	if len(args) > 0 {
		return errors.New("-solve connectfour takes no options: it reads positions from the input, one a line, like 4453")
	}
	return c4solver.Command(in, out)
}
