package table

import (
	"fmt"

	"parlor/scenes/ui"
)

// reviewKey is the review's state as the reader's actions depend on
// it: none, under way, or shown with a move chosen.
func (t *Screen) reviewKey() string {
	c := &t.review
	switch {
	case c.run != nil:
		return "running"
	case c.result != nil:
		return fmt.Sprintf("shown %d %d %v", t.log.gen, t.browsing, t.reviewStale())
	case t.reviewOffered():
		return "offered"
	}
	return ""
}

// reviewPosition is the review's line in the position's words, while
// one is shown: the players' accuracy.
func (t *Screen) reviewPosition() []string {
	if !t.reviewShown() {
		return nil
	}
	var out []string
	if a := t.accuracyWords(); a != "" {
		out = append(out, "Review: accuracy "+a+".")
	}
	if t.browsing >= 0 {
		if m, ok := t.markAt(t.browsing); ok {
			out = append(out, m.said)
		}
	}
	return out
}

// reviewActions are the reader's buttons of the review: Review, or
// Cancel while it runs; once shown, a button a marked move, which shows
// it with the best move and says both, and Close.
func (t *Screen) reviewActions() []ui.Action {
	c := &t.review
	switch {
	case c.run != nil:
		return []ui.Action{{ID: "review:cancel", Label: "Cancel the review", Group: "Review"}}
	case c.result == nil && t.reviewOffered():
		return []ui.Action{{ID: "review", Label: "Review the game", Group: "Review"}}
	case c.result == nil:
		return nil
	}
	var as []ui.Action
	for i, m := range t.entryMarks() {
		if m.mark != "" {
			as = append(as, ui.Action{ID: fmt.Sprintf("review:move:%d", i+1), Label: fmt.Sprintf("Move %d: %s", i+1, markWords(m.mark))})
		}
	}
	if t.browsing >= 0 {
		as = append(as, ui.Action{ID: "review:back", Label: "Back to the game"})
	}
	if t.reviewStale() && t.reviewOffered() {
		as = append(as, ui.Action{ID: "review", Label: "Review the game as it stands"})
	}
	as = append(as, ui.Action{ID: "review:close", Label: "Close the review"})
	as[0].Group = "Review"
	return as
}

// actReview does a reader's action of the review.
func (t *Screen) actReview(id string) {
	switch id {
	case "review":
		t.startReview()
	case "review:cancel":
		t.cancelReview()
	case "review:close":
		t.closeReview()
	case "review:back":
		t.endBrowse()
	}
}
