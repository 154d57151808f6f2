package table

import (
	"fmt"

	"parlor/scenes/ui"
)

// critiqueKey is the review's state as the reader's actions depend on
// it: none, under way, or shown with a move chosen.
func (t *Screen) critiqueKey() string {
	c := &t.critique
	switch {
	case c.run != nil:
		return "running"
	case c.result != nil:
		return fmt.Sprintf("shown %d %d %v", t.log.gen, t.review, t.critiqueStale())
	case t.critiqueOffered():
		return "offered"
	}
	return ""
}

// critiquePosition is the review's line in the position's words, while
// one is shown: the players' accuracy.
func (t *Screen) critiquePosition() []string {
	if !t.critiqueShown() {
		return nil
	}
	var out []string
	if a := t.accuracyWords(); a != "" {
		out = append(out, "Review: accuracy "+a+".")
	}
	if t.review >= 0 {
		if m, ok := t.markAt(t.review); ok {
			out = append(out, m.said)
		}
	}
	return out
}

// critiqueActions are the reader's buttons of the review: Review, or
// Cancel while it runs; once shown, a button a marked move, which shows
// it with the best move and says both, and Close.
func (t *Screen) critiqueActions() []ui.Action {
	c := &t.critique
	switch {
	case c.run != nil:
		return []ui.Action{{ID: "review:cancel", Label: "Cancel the review", Group: "Review"}}
	case c.result == nil && t.critiqueOffered():
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
	if t.review >= 0 {
		as = append(as, ui.Action{ID: "review:back", Label: "Back to the game"})
	}
	if t.critiqueStale() && t.critiqueOffered() {
		as = append(as, ui.Action{ID: "review", Label: "Review the game as it stands"})
	}
	as = append(as, ui.Action{ID: "review:close", Label: "Close the review"})
	as[0].Group = "Review"
	return as
}

// actCritique does a reader's action of the review.
func (t *Screen) actCritique(id string) {
	switch id {
	case "review":
		t.startCritique()
	case "review:cancel":
		t.cancelCritique()
	case "review:close":
		t.closeCritique()
	case "review:back":
		t.endReview()
	}
}
