package table

import (
	"fmt"
	"math"

	"parlor/game"
	"parlor/scenes/ui"
)

// The review in words: the position the board shows, and the value graph
// as a list a screen reader reads, a line a move.

// shown is the position the board shows: browsed, as it was after
// the move chosen (before it, for a move the review marked), else the
// game as it stands.
func (t *Screen) shown() game.State {
	if t.browsing < 0 || t.browsing >= len(t.log.turns) {
		return t.match.State()
	}
	turn := t.log.turns[t.browsing]
	if t.review.before {
		return t.match.At(turn.Ply)
	}
	return t.match.At(turn.End)
}

// browseWords are the headline while an earlier position is on
// the board: "Move 3 of 9, as it was", "Move 3 of 9: the best move".
func (t *Screen) browseWords() string {
	if t.review.before {
		return fmt.Sprintf("Move %d of %d: the best move", t.browsing+1, len(t.log.turns))
	}
	return fmt.Sprintf("Move %d of %d, as it was", t.browsing+1, len(t.log.turns))
}

// graphList is the value graph in words, while it is shown: each move
// played, its value — the first seat's chance after it, as the graph's
// line stands (in a game of more than two, the mover's), "proven" where
// the solver proved it, as the graph's shaded band does — and its mark.
func (t *Screen) graphList() []ui.List {
	c := &t.review
	if !t.reviewShown() || c.graph == nil {
		return nil
	}
	seats := t.match.Options().Seats()
	marks := t.entryMarks()
	var items []string
	for i, mv := range c.result.Moves {
		if i >= len(marks) || !marks[i].reviewed {
			break
		}
		who := int(mv.Seat)
		if len(seats) == 2 {
			who = 0
		}
		line := fmt.Sprintf("Move %d, %s: ", i+1, t.log.turns[i].Words)
		if who >= 0 && who < len(seats) {
			line += fmt.Sprintf("%s's chance %d%%", seats[who], int(math.Round(100*min(max(mv.First, 0), 1))))
		}
		if mv.Played.Exact {
			line += " (proven)"
		}
		if mv.Mark != "" {
			line += ", " + markWords(mv.Mark)
		}
		items = append(items, stop(line))
	}
	if len(items) == 0 {
		return nil
	}
	return []ui.List{{Title: "The value graph", Items: items}}
}
