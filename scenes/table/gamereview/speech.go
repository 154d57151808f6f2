package gamereview

import (
	"fmt"
	"strconv"
	"strings"

	"parlor/scenes/ui"
)

// Key is the review's state as the reader's actions depend on it: none,
// under way, or shown with a move chosen.
func (c *Review) Key() string {
	switch {
	case c.run != nil:
		return "running"
	case c.result != nil:
		_, gen := c.t.Log()
		return fmt.Sprintf("shown %d %d %v", gen, c.t.Browsing(), c.stale())
	case c.t.Offered():
		return "offered"
	}
	return ""
}

// Position is the review's line in the position's words, while one is
// shown: the players' accuracy, and the review of the move browsed.
func (c *Review) Position() []string {
	if !c.Shown() {
		return nil
	}
	var out []string
	if a := c.accuracyWords(); a != "" {
		out = append(out, "Review: accuracy "+a+".")
	}
	if b := c.t.Browsing(); b >= 0 {
		if m, ok := c.At(b); ok {
			out = append(out, m.Said)
		}
	}
	return out
}

// Actions are the reader's buttons of the review: Review, or Cancel while
// it runs; once shown, a button a marked move, which shows it with the
// best move and says both, and Close.
func (c *Review) Actions() []ui.Action {
	switch {
	case c.run != nil:
		return []ui.Action{{ID: "review:cancel", Label: "Cancel the review", Group: "Review"}}
	case c.result == nil && c.t.Offered():
		return []ui.Action{{ID: "review", Label: "Review the game", Group: "Review"}}
	case c.result == nil:
		return nil
	}
	var as []ui.Action
	for i, m := range c.Entries() {
		if m.Mark != "" {
			as = append(as, ui.Action{ID: fmt.Sprintf("review:move:%d", i+1), Label: fmt.Sprintf("Move %d: %s", i+1, markWords(m.Mark))})
		}
	}
	if c.t.Browsing() >= 0 {
		as = append(as, ui.Action{ID: "review:back", Label: "Back to the game"})
	}
	if c.stale() && c.t.Offered() {
		as = append(as, ui.Action{ID: "review", Label: "Review the game as it stands"})
	}
	as = append(as, ui.Action{ID: "review:close", Label: "Close the review"})
	as[0].Group = "Review"
	return as
}

// Act does a reader's action of the review: "review", "review:cancel",
// "review:close", "review:back" and "review:move:N" (the log's entry N,
// from 1, while a review is shown). It reports whether id was the
// review's.
func (c *Review) Act(id string) bool {
	switch id {
	case "review":
		c.start()
	case "review:cancel":
		c.Cancel()
	case "review:close":
		c.close()
	case "review:back":
		c.t.EndBrowse()
	default:
		n, ok := strings.CutPrefix(id, "review:move:")
		if !ok {
			return false
		}
		if i, err := strconv.Atoi(n); err == nil && c.Shown() {
			c.choose(i - 1)
		}
	}
	return true
}
