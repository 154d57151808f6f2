package gamereview

import (
	"fmt"
	"math"

	"parlor/scenes/ui"
)

// The value graph in words: a list a screen reader reads, a line a move.

// List is the value graph in words, while it is shown: each move played,
// its value — the first seat's chance after it, as the graph's line
// stands (in a game of more than two, the mover's), "proven" where the
// solver proved it, as the graph's shaded band does — and its mark.
func (c *Review) List() []ui.List {
	if !c.Shown() || c.graph == nil {
		return nil
	}
	seats := c.t.Match().Options().Seats()
	turns, _ := c.t.Log()
	marks := c.Entries()
	var items []string
	for i, mv := range c.result.Moves {
		if i >= len(marks) || !marks[i].Reviewed {
			break
		}
		who := int(mv.Seat)
		if len(seats) == 2 {
			who = 0
		}
		line := fmt.Sprintf("Move %d, %s: ", i+1, turns[i].Words)
		if who >= 0 && who < len(seats) {
			line += fmt.Sprintf("%s's chance %d%%", seats[who], int(math.Round(100*min(max(mv.First, 0), 1))))
		}
		if mv.Played.Exact {
			line += " (proven)"
		}
		if mv.Mark != "" {
			line += ", " + markWords(mv.Mark)
		}
		items = append(items, ui.Stop(line))
	}
	if len(items) == 0 {
		return nil
	}
	return []ui.List{{Title: "The value graph", Items: items}}
}
