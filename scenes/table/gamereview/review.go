// Package gamereview is the review of a game at the table (its Review
// button, issue 38): it analyses every position of the game in slices, a
// drawn frame each, and shows what it found — each move's value and mark
// in the log, the players' accuracy, the value graph, the best move of a
// marked one, and all of it in words for a screen reader. Review is its
// state; the table holds one and reaches it from a few places, and it
// reaches the table through the small Table interface. The analysis itself
// is game/review's; browsing an earlier position from the log is the
// table's, which the review uses to show a marked move's best.
package gamereview

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"strings"
	"time"

	"parlor/game/record"
	"parlor/game/review"
	"parlor/scenes/prefs"
	"parlor/scenes/ui"
)

// Table is the table a review is shown at, as the review sees it.
type Table interface {
	// Match is the game at the table.
	Match() *record.Match
	// Log is the log's entries, and how many times the log has read them.
	Log() (turns []record.Turn, gen int)
	// Offered reports whether the game may be reviewed now: online, while
	// the game goes on with hints and values off, it may not.
	Offered() bool
	// Over reports whether the game is over.
	Over() bool
	// Browsing is the log entry whose position is on the board, or -1.
	Browsing() int
	// Browse shows log entry i as the log's click does, scrolled into
	// view, and tells a screen reader its review.
	Browse(i int)
	// EndBrowse returns the board to the game as it stands.
	EndBrowse()
	// Flash shows the player a note for a while, which a screen reader is
	// told.
	Flash(note string)
	// Note shows the player a note, and tells a screen reader said in its
	// place.
	Note(note, said string)
	// Say tells a screen reader said.
	Say(said string)
	// Load is the value stored on the device under key, or "".
	Load(key string) string
	// Keep stores value under key, telling the player, when it cannot,
	// that what ("the review") was not kept.
	Keep(key, value, what string)
}

// Review is the review of the game at a table: the one under way,
// stepped a slice a drawn frame, and the one shown in the log.
type Review struct {
	t      Table
	run    *review.Reviewer // the review under way, or nil
	runFor string           // the record it reviews
	result *review.Review   // the review shown, or nil
	of     string           // the record it reviewed
	told   int              // the quarters of the progress said

	// slice is the longest slice a step was given, and steps how many
	// were taken, for the tests: no frame is held longer.
	slice time.Duration
	steps int

	marks    []Entry // the log's marks, made for marksFor
	marksFor marksKey

	graph  *valueGraph // the value graph, made once a review is shown
	block  ui.Rect     // the accuracy, the line on luck and the graph
	action ui.Button   // Review, Cancel or Close, in the log's title
	inLog  bool        // the log's title has action
	end    ui.Button   // Review, in the panel's head once the game is over
}

// New is the review of the game at table t: none yet.
func New(t Table) *Review { return &Review{t: t} }

// Reset forgets the review, for a new game at the table; the graph's
// picture is kept to be drawn again.
func (c *Review) Reset() { *c = Review{t: c.t, graph: c.graph} }

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

// Shown reports whether a review is shown in the log.
func (c *Review) Shown() bool { return c.result != nil }

// stale reports whether the game went on (or back) since the review
// shown: it holds for the moves it reviewed, and Review is offered again.
func (c *Review) stale() bool {
	return c.result != nil && c.of != c.t.Match().Text()
}

// Running reports whether a review of the game is under way.
func (c *Review) Running() bool { return c.run != nil }

// start reviews the game as it stands: at once when this record was
// reviewed before (here or kept), else in slices from Step.
func (c *Review) start() {
	if c.run != nil {
		return
	}
	if !c.t.Offered() {
		if turns, _ := c.t.Log(); len(turns) > 0 {
			c.t.Flash("Review is off while this online game goes on.")
		}
		return
	}
	m := c.t.Match()
	text := m.Text()
	if c.result != nil && c.of == text {
		return
	}
	if r, ok := c.kept(text); ok {
		c.show(r, text)
		return
	}
	c.run, c.runFor, c.told = review.New(m), text, 0
	c.t.Flash("Reviewing the game…")
}

// Cancel stops the review under way.
func (c *Review) Cancel() {
	if c.run == nil {
		return
	}
	c.run = nil
	c.t.Flash("Review cancelled.")
}

// close takes the review out of the log (it stays kept).
func (c *Review) close() {
	if c.result == nil {
		return
	}
	c.result, c.of, c.marks, c.marksFor = nil, "", nil, marksKey{}
	if c.t.Browsing() >= 0 {
		c.t.EndBrowse()
	}
}

// Step runs once a tick: a slice of the review under way, at most slice
// long, once a drawn frame (late is false) while nothing else has the
// frame (busy is false: the computer does not think).
func (c *Review) Step(slice time.Duration, late, busy bool) {
	if c.run == nil || late || busy {
		return
	}
	c.slice, c.steps = max(c.slice, slice), c.steps+1
	done, err := c.run.Step(slice)
	if err != nil {
		c.run = nil
		c.t.Flash("The review stopped: " + err.Error() + ".")
		return
	}
	if n, total := c.run.Progress(); total > 0 && 4*n/total > c.told && !done {
		c.told = 4 * n / total
		c.t.Say(fmt.Sprintf("Reviewing: %d of %d moves.", n, total))
	}
	if !done {
		return
	}
	r, text := c.run.Review(), c.runFor
	c.run = nil
	c.keep(text, r)
	c.show(r, text)
}

// show shows review r of record text in the log, and says what it found.
func (c *Review) show(r review.Review, text string) {
	c.result, c.of, c.marksFor = &r, text, marksKey{}
	if c.graph == nil {
		c.graph = &valueGraph{}
	}
	c.graph.set(r.Moves, len(c.t.Match().Options().Seats()))
	summary := c.summary()
	c.t.Note(summary, strings.Join(c.lines(), " ")) // the note is said with the rest
}

// summary is the review's line for the note: the players' accuracy, or
// that nothing was reviewed.
func (c *Review) summary() string {
	if a := c.accuracyWords(); a != "" {
		return "Reviewed. Accuracy: " + a + "."
	}
	return "Reviewed."
}

// accuracyWords are the players' accuracy: "Red 87% · Yellow 64%".
func (c *Review) accuracyWords() string {
	r := c.result
	if r == nil {
		return ""
	}
	seats := c.t.Match().Options().Seats()
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
func (c *Review) luckWords() string {
	r := c.result
	if r == nil || !r.Chance {
		return ""
	}
	what := "the dice"
	if c.t.Match().Options().Game().ID == "mergers" {
		what = "the tiles"
	}
	return "Judged with " + what + " as they fell: luck is not a mistake."
}

// kept is the review kept for record text, if there is one.
func (c *Review) kept(text string) (review.Review, bool) {
	h := recordHash(text)
	for _, k := range c.keptReviews() {
		if k.Record == h {
			return k.Review, true
		}
	}
	return review.Review{}, false
}

// keptReviews are the reviews kept for the game's id, newest first; a
// broken value reads as none.
func (c *Review) keptReviews() []keptReview {
	var kept []keptReview
	if json.Unmarshal([]byte(c.t.Load(prefs.ReviewKey(c.t.Match().Options().Game().ID))), &kept) != nil {
		return nil
	}
	return kept
}

// keep keeps review r of record text first among the game's.
func (c *Review) keep(text string, r review.Review) {
	kept := []keptReview{{Record: recordHash(text), Review: r}}
	for _, k := range c.keptReviews() {
		if k.Record != kept[0].Record && len(kept) < keptReviews {
			kept = append(kept, k)
		}
	}
	b, err := json.Marshal(kept)
	if err != nil {
		return // a value that cannot be written (not a number): shown, not kept
	}
	c.t.Keep(prefs.ReviewKey(c.t.Match().Options().Game().ID), string(b), "the review")
}

// Probe is the review's state for tests and the browser hook.
func (c *Review) Probe() map[string]any {
	st := map[string]any{"running": c.run != nil, "shown": c.result != nil, "steps": c.steps, "slice": c.slice.String()}
	if c.run != nil {
		st["done"], st["total"] = c.run.Progress()
	}
	if c.result != nil {
		var marks []string
		for i, m := range c.Entries() {
			if m.Mark != "" {
				marks = append(marks, fmt.Sprintf("%d:%s:%s", i+1, m.Mark, m.BestText))
			}
		}
		st["marks"], st["accuracy"] = marks, c.accuracyWords()
	}
	return st
}
