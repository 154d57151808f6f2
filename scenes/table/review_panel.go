package table

import (
	"fmt"

	"github.com/hajimehoshi/ebiten/v2"

	"parlor/scenes/ui"
)

// newGraph makes the value graph of a review (valuegraph.go).
func newGraph() graphWidget { return &valueGraph{} }

// layoutLog lays out the log in rest: its title's row as the review has
// it (Review; the progress and Cancel; Close), and above the log, while a
// review is shown, the players' accuracy, the line on luck and the graph.
func (t *Screen) layoutLog(th *ui.Theme, rest ui.Rect) {
	u := th.U
	c := &t.review
	if c.result != nil && c.result.Game != t.match.Options().String() {
		t.closeReview() // another game is on show
	}
	l := &t.log
	l.heading, l.progress, l.action, l.marks = "", -1, nil, t.entryMarks()
	switch {
	case c.run != nil:
		done, total := c.run.Progress()
		l.heading, l.progress = fmt.Sprintf("Reviewing… %d of %d", done, total), 0
		if total > 0 {
			l.progress = float64(done) / float64(total)
		}
	case c.result != nil && !t.reviewStale():
		l.heading = "REVIEW"
	case c.result != nil:
		l.heading = fmt.Sprintf("REVIEWED TO MOVE %d", len(c.result.Moves))
	}
	if c.action = t.reviewButton(); c.action.Label != "" && c.end.Rect.W == 0 && t.lay.wide {
		l.action = &c.action
	}
	c.block = ui.Rect{}
	if c.result != nil {
		h := t.reviewHeight(th, rest.W)
		c.block = ui.Rect{X: rest.X, Y: rest.Y, W: rest.W, H: h}
		if c.graph != nil {
			gh := c.graph.height(th, rest.W)
			c.graph.layout(ui.Rect{X: rest.X, Y: c.block.Bottom() - gh, W: rest.W, H: gh})
		}
		rest.Y += h + 8*u
		rest.H -= h + 8*u
	}
	l.layout(th, rest)
}

// reviewHeight is the height of the review's block w wide: the
// accuracy, the line on luck, and the graph.
func (t *Screen) reviewHeight(th *ui.Theme, w float64) float64 {
	if t.review.result == nil {
		return 0
	}
	h := reviewLine(th)
	if l := t.luckWords(); l != "" {
		h += float64(len(th.Wrap(l, luckFace(th), w))) * luckLine(th)
	}
	if g := t.review.graph; g != nil {
		h += 6*th.U + g.height(th, w)
	}
	return h
}

// reviewLine is the height of the accuracy's line.
func reviewLine(th *ui.Theme) float64 { return max(22*th.U, accuracyFace(th).Size*1.5) }

// accuracyFace is the face of the players' accuracy.
func accuracyFace(th *ui.Theme) *ui.Face { return th.Face(ui.Medium, 14) }

// luckFace is the face of the line on luck.
func luckFace(th *ui.Theme) *ui.Face { return th.Face(ui.Regular, 12) }

// luckLine is the height of a line on luck.
func luckLine(th *ui.Theme) float64 { return max(16*th.U, luckFace(th).Size*1.3) }

// layoutEndReview places the review's button in the panel's head, at
// the right end of it: Review once the game is over and nothing of a
// review is on show, where it ends the game's actions; and on a narrow
// screen, whose log has no room for it in its title, Review, Cancel or
// Close as the review stands. It returns where the head's buttons end now.
func (t *Screen) layoutEndReview(th *ui.Theme, top, head float64) float64 {
	c := &t.review
	c.end = t.reviewButton()
	c.end.Primary = t.over() && c.run == nil && c.result == nil // the end's action
	inHead := t.over() && c.run == nil && c.result == nil || !t.lay.wide
	if !inHead || t.browsing >= 0 || c.end.Label == "" {
		c.end = ui.Button{}
		return head
	}
	bw := max(100*th.U, th.LabelWidth(c.end.Label, ui.Medium, 16, th.Tap(36)))
	c.end.Rect = ui.Rect{X: head - bw, Y: top, W: bw, H: th.Tap(36)}
	t.panel.head.W -= bw + 8*th.U
	return head - bw - 8*th.U
}

// reviewButton is the review's button as the review stands: Review,
// Cancel while it runs, Close while it is shown for the game as it
// stands; no label when there is none.
func (t *Screen) reviewButton() ui.Button {
	c := &t.review
	switch {
	case c.run != nil:
		return ui.Button{Label: "Cancel"}
	case c.result != nil && !t.reviewStale():
		return ui.Button{Label: "Close"}
	case t.reviewOffered():
		return ui.Button{Label: "Review"}
	}
	return ui.Button{}
}

// pressReview does what the review's button says.
func (t *Screen) pressReview() {
	c := &t.review
	switch {
	case c.run != nil:
		t.cancelReview()
	case c.result != nil && !t.reviewStale():
		t.closeReview()
	default:
		t.startReview()
	}
}

// reviewTarget is the name of the review's button as the review stands.
func (t *Screen) reviewTarget() string {
	switch t.reviewButton().Label {
	case "Cancel":
		return "review:cancel"
	case "Close":
		return "review:close"
	}
	return "review"
}

// updateReview handles the review's buttons and the graph, and reports
// whether one took the click.
func (t *Screen) updateReview(in *ui.Input) bool {
	c := &t.review
	switch {
	case c.end.Rect.W > 0 && c.end.Clicked(in):
		t.pressReview()
	case t.log.action != nil && t.log.action.Clicked(in):
		t.pressReview()
	case c.graph != nil && c.result != nil:
		i, ok := c.graph.update(in)
		if ok {
			t.chooseMove(i)
		}
		return ok
	default:
		return false
	}
	return true
}

// chooseMove shows log entry i as the log's click does, scrolled into
// view, and tells a screen reader its review.
func (t *Screen) chooseMove(i int) {
	if i < 0 || i >= len(t.log.turns) {
		return
	}
	t.startBrowse(i)
	t.log.show(i)
	if m, ok := t.markAt(i); ok {
		t.speech.Say(m.said)
	}
}

// drawReview draws the Review button of the head and the review's
// block.
func (t *Screen) drawReview(dst *ebiten.Image, th *ui.Theme, in *ui.Input) {
	c := &t.review
	if c.end.Rect.W > 0 {
		c.end.Draw(dst, th, in)
	}
	if c.result == nil || c.block.W == 0 {
		return
	}
	b := c.block
	y := b.Y + reviewLine(th)/2
	acc := "Accuracy: " + t.accuracyWords()
	if t.accuracyWords() == "" {
		acc = "No move to judge."
	}
	acc, face := th.FitText(acc, ui.Medium, 14, b.W)
	th.Text(dst, acc, face, b.X, y, ui.MiddleLeft, ui.TextColor)
	y = b.Y + reviewLine(th)
	if l := t.luckWords(); l != "" {
		for _, line := range th.Wrap(l, luckFace(th), b.W) {
			th.Text(dst, line, luckFace(th), b.X, y, ui.TopLeft, ui.MutedColor)
			y += luckLine(th)
		}
	}
	if c.graph != nil {
		c.graph.draw(dst, th, in, t.browsing)
	}
}

// reviewTargets adds the review's buttons and the graph's points to tg.
func (t *Screen) reviewTargets(tg ui.Targets) {
	c := &t.review
	if c.end.Rect.W > 0 {
		tg[t.reviewTarget()] = c.end.Rect
	}
	if t.log.action != nil {
		tg[t.reviewTarget()] = c.action.Rect
	}
	if c.graph != nil && c.result != nil {
		c.graph.targets(tg)
	}
}
