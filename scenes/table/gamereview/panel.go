package gamereview

import (
	"fmt"

	"github.com/hajimehoshi/ebiten/v2"

	"parlor/scenes/ui"
)

// Title is the log's title's row as the review has it; Layout makes it.
type Title struct {
	// Heading is the title's words: "" for the log's own, the progress
	// while a review runs, REVIEW, or how far the review shown goes once
	// the game moved on.
	Heading string
	// Progress is the review's progress from 0 to 1, below 0 for none.
	Progress float64
	// Action is the review's button (Review, Cancel, Close) for the
	// title, or nil.
	Action *ui.Button
}

// Layout lays out the review in rest, the log's room, on a wide screen or
// not: while a review is shown, its block above the log (the players'
// accuracy, the line on luck and the graph). It returns the log's title
// and the room left for the log.
func (c *Review) Layout(th *ui.Theme, rest ui.Rect, wide bool) (Title, ui.Rect) {
	u := th.U
	if c.result != nil && c.result.Game != c.t.Match().Options().String() {
		c.close() // another game is on show
	}
	title := Title{Progress: -1}
	switch {
	case c.run != nil:
		done, total := c.run.Progress()
		title.Heading, title.Progress = fmt.Sprintf("Reviewing… %d of %d", done, total), 0
		if total > 0 {
			title.Progress = float64(done) / float64(total)
		}
	case c.result != nil && !c.stale():
		title.Heading = "REVIEW"
	case c.result != nil:
		title.Heading = fmt.Sprintf("REVIEWED TO MOVE %d", len(c.result.Moves))
	}
	c.inLog = false
	if c.action = c.button(); c.action.Label != "" && c.end.Rect.W == 0 && wide {
		title.Action, c.inLog = &c.action, true
	}
	c.block = ui.Rect{}
	if c.result != nil {
		h := c.Height(th, rest.W)
		c.block = ui.Rect{X: rest.X, Y: rest.Y, W: rest.W, H: h}
		if c.graph != nil {
			gh := c.graph.height(th, rest.W)
			c.graph.layout(ui.Rect{X: rest.X, Y: c.block.Bottom() - gh, W: rest.W, H: gh})
		}
		rest.Y += h + 8*u
		rest.H -= h + 8*u
	}
	return title, rest
}

// Height is the height of the review's block w wide: the accuracy, the
// line on luck, and the graph; 0 when no review is shown.
func (c *Review) Height(th *ui.Theme, w float64) float64 {
	if c.result == nil {
		return 0
	}
	h := reviewLine(th)
	if l := c.luckWords(); l != "" {
		h += float64(len(th.Wrap(l, luckFace(th), w))) * luckLine(th)
	}
	if g := c.graph; g != nil {
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

// LayoutEnd places the review's button in the panel's head, whose
// buttons end at head, from the right, at top, on a wide screen or not:
// Review once the game is over and nothing of a review is on show, where
// it ends the game's actions; and on a narrow screen, whose log has no
// room for it in its title, Review, Cancel or Close as the review stands.
// It returns the button's width, 0 for none: the head gives it and a gap.
func (c *Review) LayoutEnd(th *ui.Theme, top, head float64, wide bool) float64 {
	over := c.t.Over()
	c.end = c.button()
	c.end.Primary = over && c.run == nil && c.result == nil // the end's action
	inHead := over && c.run == nil && c.result == nil || !wide
	if !inHead || c.t.Browsing() >= 0 || c.end.Label == "" {
		c.end = ui.Button{}
		return 0
	}
	bw := max(100*th.U, th.LabelWidth(c.end.Label, ui.Medium, 16, th.Tap(36)))
	c.end.Rect = ui.Rect{X: head - bw, Y: top, W: bw, H: th.Tap(36)}
	return bw
}

// button is the review's button as the review stands: Review, Cancel
// while it runs, Close while it is shown for the game as it stands; no
// label when there is none.
func (c *Review) button() ui.Button {
	switch {
	case c.run != nil:
		return ui.Button{Label: "Cancel"}
	case c.result != nil && !c.stale():
		return ui.Button{Label: "Close"}
	case c.t.Offered():
		return ui.Button{Label: "Review"}
	}
	return ui.Button{}
}

// press does what the review's button says.
func (c *Review) press() {
	switch {
	case c.run != nil:
		c.Cancel()
	case c.result != nil && !c.stale():
		c.close()
	default:
		c.start()
	}
}

// target is the name of the review's button as the review stands.
func (c *Review) target() string {
	switch c.button().Label {
	case "Cancel":
		return "review:cancel"
	case "Close":
		return "review:close"
	}
	return "review"
}

// Update handles the review's buttons and the graph, and reports whether
// one took the click.
func (c *Review) Update(in *ui.Input) bool {
	switch {
	case c.end.Rect.W > 0 && c.end.Clicked(in):
		c.press()
	case c.inLog && c.action.Clicked(in):
		c.press()
	case c.graph != nil && c.result != nil:
		i, ok := c.graph.update(in)
		if ok {
			c.choose(i)
		}
		return ok
	default:
		return false
	}
	return true
}

// choose shows log entry i as the log's click does, scrolled into view,
// and tells a screen reader its review.
func (c *Review) choose(i int) {
	if turns, _ := c.t.Log(); i < 0 || i >= len(turns) {
		return
	}
	c.t.Browse(i)
}

// Draw draws the Review button of the head and the review's block; the
// log's title draws its own.
func (c *Review) Draw(dst *ebiten.Image, th *ui.Theme, in *ui.Input) {
	if c.end.Rect.W > 0 {
		c.end.Draw(dst, th, in)
	}
	if c.result == nil || c.block.W == 0 {
		return
	}
	b := c.block
	y := b.Y + reviewLine(th)/2
	acc := "Accuracy: " + c.accuracyWords()
	if c.accuracyWords() == "" {
		acc = "No move to judge."
	}
	acc, face := th.FitText(acc, ui.Medium, 14, b.W)
	th.Text(dst, acc, face, b.X, y, ui.MiddleLeft, ui.TextColor)
	y = b.Y + reviewLine(th)
	if l := c.luckWords(); l != "" {
		for _, line := range th.Wrap(l, luckFace(th), b.W) {
			th.Text(dst, line, luckFace(th), b.X, y, ui.TopLeft, ui.MutedColor)
			y += luckLine(th)
		}
	}
	if c.graph != nil {
		c.graph.draw(dst, th, in, c.t.Browsing())
	}
}

// Targets adds the review's buttons and the graph's points to tg.
func (c *Review) Targets(tg ui.Targets) {
	if c.end.Rect.W > 0 {
		tg[c.target()] = c.end.Rect
	}
	if c.inLog {
		tg[c.target()] = c.action.Rect
	}
	if c.graph != nil && c.result != nil {
		c.graph.targets(tg)
	}
}

// Order is the review's Tab stops in reading order: its button, as the
// review stands, and the graph's points, move by move (in screen order
// they would go by their height).
func (c *Review) Order() []string {
	out := []string{"review", "review:cancel", "review:close"}
	if c.result != nil {
		for i := range c.result.Moves {
			out = append(out, graphTarget(i))
		}
	}
	return out
}
