package table

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"strings"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"parlor/game/review"
	"parlor/scenes/prefs"
	"parlor/scenes/ui"
)

// The table's Review button (issue 38) analyses every position of the game
// and marks the moves that threw value away: the review of the game, the
// one thing "review" means here. Browsing an earlier position from the log
// (t.browsing, browse.go) is apart; the review uses it to show a marked
// move's best.

// gameReview is the review of the game at the table: the one under way,
// stepped a slice a drawn frame, and the one shown in the log.
type gameReview struct {
	run    *review.Reviewer // the review under way, or nil
	runFor string           // the record it reviews
	result *review.Review   // the review shown, or nil
	of     string           // the record it reviewed
	told   int              // the quarters of the progress said
	before bool             // the board shows a marked move's position before it, with the best move

	// slice is the longest slice a step was given, and steps how many
	// were taken, for the tests: no frame is held longer.
	slice time.Duration
	steps int

	marks    []entryMark // the log's marks, made for marksFor
	marksFor marksKey

	graph  graphWidget // the value graph, or nil (see newGraph)
	block  ui.Rect     // the accuracy, the line on luck and the graph
	action ui.Button   // Review, Cancel or Close, in the log's title
	end    ui.Button   // Review, in the panel's head once the game is over
}

// graphWidget is the value graph of a review (valueGraph, valuegraph.go):
// the first seat's chance of winning move by move, a click on it choosing
// a move.
type graphWidget interface {
	set(moves []review.Move, seats int)
	height(th *ui.Theme, w float64) float64
	layout(r ui.Rect)
	draw(dst *ebiten.Image, th *ui.Theme, in *ui.Input, selected int)
	update(in *ui.Input) (move int, ok bool)
	targets(tg ui.Targets)
}

// keptReviews is how many reviews are kept for each game.
const keptReviews = 4

// keptReview is a review as it is stored.
type keptReview struct {
	Record string        `json:"record"` // the hash of the record reviewed
	Review review.Review `json:"review"`
}

// recordHash names a record text in the reviews kept.
func recordHash(text string) string {
	h := sha256.Sum256([]byte(text))
	return hex.EncodeToString(h[:12])
}

// reviewOffered reports whether the game may be reviewed now: online,
// while the game goes on with hints and values off, it may not.
func (t *Screen) reviewOffered() bool {
	return len(t.log.turns) > 0 && !(t.helpsOff() && !t.over())
}

// reviewShown reports whether a review is shown in the log.
func (t *Screen) reviewShown() bool { return t.review.result != nil }

// reviewStale reports whether the game went on (or back) since the
// review shown: it holds for the moves it reviewed, and Review is offered
// again.
func (t *Screen) reviewStale() bool {
	return t.review.result != nil && t.review.of != t.match.Text()
}

// Reviewing reports whether a review of the game is under way.
func (t *Screen) Reviewing() bool { return t.review.run != nil }

// startReview reviews the game as it stands: at once when this record
// was reviewed before (here or kept), else in slices from Update.
func (t *Screen) startReview() {
	c := &t.review
	if c.run != nil {
		return
	}
	if !t.reviewOffered() {
		if len(t.log.turns) > 0 {
			t.flash("Review is off while this online game goes on.")
		}
		return
	}
	text := t.match.Text()
	if c.result != nil && c.of == text {
		return
	}
	if r, ok := t.keptReview(text); ok {
		t.showReview(r, text)
		return
	}
	c.run, c.runFor, c.told = review.New(t.match), text, 0
	t.flash("Reviewing the game…")
}

// cancelReview stops the review under way.
func (t *Screen) cancelReview() {
	if t.review.run == nil {
		return
	}
	t.review.run = nil
	t.flash("Review cancelled.")
}

// closeReview takes the review out of the log (it stays kept).
func (t *Screen) closeReview() {
	c := &t.review
	if c.result == nil {
		return
	}
	c.result, c.of, c.marks, c.marksFor = nil, "", nil, marksKey{}
	if t.browsing >= 0 {
		t.endBrowse()
	}
}

// stepReview runs once a tick: a slice of the review under way once a
// drawn frame, while the computer does not think (which has the frame).
func (t *Screen) stepReview(ctx *ui.Context) {
	c := &t.review
	if c.run == nil || ctx.Late || t.Thinking() {
		return
	}
	c.slice, c.steps = max(c.slice, Slice), c.steps+1
	done, err := c.run.Step(Slice)
	if err != nil {
		c.run = nil
		t.flash("The review stopped: " + err.Error() + ".")
		return
	}
	if n, total := c.run.Progress(); total > 0 && 4*n/total > c.told && !done {
		c.told = 4 * n / total
		t.speech.Say(fmt.Sprintf("Reviewing: %d of %d moves.", n, total))
	}
	if !done {
		return
	}
	r, text := c.run.Review(), c.runFor
	c.run = nil
	t.keepReview(text, r)
	t.showReview(r, text)
}

// showReview shows review r of record text in the log, and says what
// it found.
func (t *Screen) showReview(r review.Review, text string) {
	c := &t.review
	c.result, c.of, c.marksFor = &r, text, marksKey{}
	if c.graph == nil {
		c.graph = newGraph()
	}
	if c.graph != nil {
		c.graph.set(r.Moves, len(t.match.Options().Seats()))
	}
	t.flash(t.reviewSummary())
	t.speech.note = t.note.text // said below, with the rest
	t.speech.Say(strings.Join(t.reviewLines(), " "))
}

// reviewSummary is the review's line for the note: the players'
// accuracy, or that nothing was reviewed.
func (t *Screen) reviewSummary() string {
	if a := t.accuracyWords(); a != "" {
		return "Reviewed. Accuracy: " + a + "."
	}
	return "Reviewed."
}

// accuracyWords are the players' accuracy: "Red 87% · Yellow 64%".
func (t *Screen) accuracyWords() string {
	r := t.review.result
	if r == nil {
		return ""
	}
	seats := t.match.Options().Seats()
	var out []string
	for i, a := range r.Accuracy {
		if a >= 0 && i < len(seats) {
			out = append(out, fmt.Sprintf("%s %.0f%%", seats[i], a))
		}
	}
	return strings.Join(out, " · ")
}

// luckWords say that a game of chance was judged with the dice or tiles
// as they fell, or "".
func (t *Screen) luckWords() string {
	r := t.review.result
	if r == nil || !r.Chance {
		return ""
	}
	what := "the dice"
	if t.match.Options().Game().ID == "mergers" {
		what = "the tiles"
	}
	return "Judged with " + what + " as they fell: luck is not a mistake."
}

// keptReview is the review kept for record text, if there is one.
func (t *Screen) keptReview(text string) (review.Review, bool) {
	h := recordHash(text)
	for _, k := range t.keptReviews() {
		if k.Record == h {
			return k.Review, true
		}
	}
	return review.Review{}, false
}

// keptReviews are the reviews kept for the game's id, newest first; a
// broken value reads as none.
func (t *Screen) keptReviews() []keptReview {
	var kept []keptReview
	if json.Unmarshal([]byte(t.host.Load(prefs.ReviewKey(t.match.Options().Game().ID))), &kept) != nil {
		return nil
	}
	return kept
}

// keepReview keeps review r of record text first among the game's.
func (t *Screen) keepReview(text string, r review.Review) {
	kept := []keptReview{{Record: recordHash(text), Review: r}}
	for _, k := range t.keptReviews() {
		if k.Record != kept[0].Record && len(kept) < keptReviews {
			kept = append(kept, k)
		}
	}
	b, err := json.Marshal(kept)
	if err != nil {
		return // a value that cannot be written (not a number): shown, not kept
	}
	t.keep(prefs.ReviewKey(t.match.Options().Game().ID), string(b), "the review")
}

// reviewProbe is the review's state for tests and the browser hook.
func (t *Screen) reviewProbe() map[string]any {
	c := &t.review
	st := map[string]any{"running": c.run != nil, "shown": c.result != nil, "steps": c.steps, "slice": c.slice.String()}
	if c.run != nil {
		st["done"], st["total"] = c.run.Progress()
	}
	if c.result != nil {
		var marks []string
		for i, m := range t.entryMarks() {
			if m.mark != "" {
				marks = append(marks, fmt.Sprintf("%d:%s:%s", i+1, m.mark, m.bestText))
			}
		}
		st["marks"], st["accuracy"] = marks, t.accuracyWords()
	}
	return st
}
