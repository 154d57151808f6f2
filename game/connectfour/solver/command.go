package solver

import (
	"bufio"
	"fmt"
	"io"
	"strings"
	"time"
)

// Command reads one position a line, the 1-based columns played from the
// empty board as the benchmark sets write them ("4453"), and prints
// "<moves> <score> <positions searched> <microseconds>" for each. A line may
// carry more fields after the moves, as the sets' "<moves> <score>" lines do;
// they are ignored. Empty lines are skipped. A malformed position, or one
// where the game is over, prints "error: <why>" on its line and the run goes
// on. Command returns an error only when reading or writing fails. It uses a
// table of 2^DefaultTableBits slots, kept from one line to the next.
func Command(in io.Reader, out io.Writer) error {
	return command(New(DefaultTableBits), in, out)
}

func command(s *Solver, in io.Reader, out io.Writer) error {
	sc := bufio.NewScanner(in)
	w := bufio.NewWriter(out)
	for sc.Scan() {
		fields := strings.Fields(sc.Text())
		if len(fields) == 0 {
			continue
		}
		moves := fields[0]
		p, err := FromMoves(moves)
		switch {
		case err != nil:
			fmt.Fprintf(w, "error: %v\n", err)
		case p.Won():
			fmt.Fprintf(w, "error: %s: the game is already won\n", moves)
		case p.Moves() == Cells:
			fmt.Fprintf(w, "error: %s: the board is full\n", moves)
		default:
			t := time.Now()
			score := s.Solve(p)
			us := time.Since(t).Microseconds()
			fmt.Fprintf(w, "%s %d %d %d\n", moves, score, s.Nodes(), us)
		}
		if err := w.Flush(); err != nil {
			return err
		}
	}
	return sc.Err()
}
