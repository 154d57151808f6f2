package term

import (
	"fmt"
	"io"
	"strings"

	"parlor/game/games"
	"parlor/game/record"
	"parlor/game/review"
)

// Review prints the review of the record text, read from file: one line a
// move — its number, the move as the record writes it, its value for the
// mover, and for a marked move the mark and "best: MOVE" — then one line a
// player, "accuracy NAME: NN%". A record that does not load is refused
// with "error: FILE: line N: why" and exit status 1.
func Review(file, text string, out io.Writer) error {
	m, err := record.Load(games.All(), text)
	if err != nil {
		fmt.Fprintf(out, "error: %s: %v\n", file, err)
		return ExitStatus(1)
	}
	r, err := review.Run(m)
	if err != nil {
		fmt.Fprintf(out, "error: %s: %v\n", file, err)
		return ExitStatus(1)
	}
	fmt.Fprint(out, ReviewText(r, m.Options().Seats()))
	return nil
}

// ReviewText writes review r of a game whose seats are named seats, as
// parlor -review prints it.
func ReviewText(r review.Review, seats []string) string {
	var b strings.Builder
	if r.Chance {
		fmt.Fprintln(&b, "; each move is judged against the best choice with the dice and tiles as they fell: luck is not a mistake")
	}
	for i, m := range r.Moves {
		fmt.Fprintf(&b, "%d. %s %s", i+1, m.Text, m.Played.Text)
		if m.Mark != "" {
			fmt.Fprintf(&b, " %s best: %s", m.Mark, m.BestText)
		}
		b.WriteByte('\n')
	}
	for i, a := range r.Accuracy {
		if a >= 0 && i < len(seats) {
			fmt.Fprintf(&b, "accuracy %s: %.0f%%\n", seats[i], a)
		}
	}
	return b.String()
}
