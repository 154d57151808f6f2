package gamereview

import (
	"fmt"
	"image/color"
	"strings"

	"parlor/game"
	"parlor/game/review"
	"parlor/scenes/ui"
)

// Entry is the review of one entry of the log: its mark, the value of the
// move played, and the best move with the words for it.
type Entry struct {
	// Reviewed says the review holds for the entry; the rest is empty
	// when it does not.
	Reviewed bool
	// Mark is review.Inaccuracy, Mistake, Blunder or "".
	Mark string
	// Value is the value of the move played for its mover: "62%", "win in 5".
	Value string
	// Best is the best move, and BestText it in notation.
	Best     game.Move
	BestText string
	// BestWords say the best move of a marked one: "the best move drops
	// into column 3".
	BestWords string
	// Said is the reader's line: "Move 7, Red drops into column 5: a
	// blunder; the best move drops into column 3."
	Said string
}

// marksKey is what the log's marks were made from.
type marksKey struct {
	result *review.Review
	gen    int
}

// The marks' signs and inks, as chess writes them: light enough to read
// on the log's every row (4.5:1, the table's textPairs test).
var (
	blunderInk    = color.RGBA{0xff, 0xa8, 0x9c, 0xff}
	mistakeInk    = color.RGBA{0xff, 0xb8, 0x70, 0xff}
	inaccuracyInk = color.RGBA{0xd8, 0xc8, 0x5a, 0xff}
)

// Sign is the sign of a mark and its ink: "??" a blunder, "?" a mistake,
// "?!" an inaccuracy; "" and nil for no mark.
func Sign(mark string) (string, color.Color) {
	switch mark {
	case review.Blunder:
		return "??", blunderInk
	case review.Mistake:
		return "?", mistakeInk
	case review.Inaccuracy:
		return "?!", inaccuracyInk
	}
	return "", nil
}

// markWords name a mark with its article: "a blunder".
func markWords(mark string) string {
	if mark == review.Inaccuracy {
		return "an inaccuracy"
	}
	return "a " + mark
}

// Entries are the review's marks of the log's entries, one an entry
// (none when no review is shown). The review holds for the entries whose
// moves it reviewed: the record's first moves, as they still stand.
func (c *Review) Entries() []Entry {
	turns, gen := c.t.Log()
	k := marksKey{result: c.result, gen: gen}
	if c.marksFor == k {
		return c.marks
	}
	m := c.t.Match()
	c.marksFor, c.marks = k, nil
	if c.result == nil || c.result.Game != m.Options().String() {
		return nil
	}
	c.marks = make([]Entry, len(turns))
	for i, turn := range turns {
		if i >= len(c.result.Moves) {
			break
		}
		mv := c.result.Moves[i]
		if mv.Ply != turn.Ply || mv.Text != turn.Text || mv.Ply >= m.Plies() {
			break // the game went another way from here
		}
		c.marks[i] = c.entryOf(i, mv, turn.Words)
	}
	return c.marks
}

// entryOf is entry i's mark from its review mv; words are the log's for
// the move played.
func (c *Review) entryOf(i int, mv review.Move, words string) Entry {
	m := Entry{Reviewed: true, Mark: mv.Mark, Value: mv.Played.Text, Best: mv.Best.Move, BestText: mv.BestText}
	if m.Value == "?" {
		m.Value = ""
	}
	said := fmt.Sprintf("Move %d, %s", i+1, words)
	if mv.Mark != "" {
		m.BestWords = c.bestWords(mv)
		said += ": " + markWords(mv.Mark) + "; " + m.BestWords
	}
	m.Said = ui.Stop(said)
	return m
}

// bestWords say the best move of review mv in the log's words, less the
// mover's name: "the best move drops into column 3".
func (c *Review) bestWords(mv review.Move) string {
	match := c.t.Match()
	s := match.At(mv.Ply)
	words := "play " + mv.BestText
	after := s.Clone()
	if after.Play(mv.Best.Move) == nil {
		words = match.Options().Game().Describe(s, mv.Best.Move, after)
	}
	seats := match.Options().Seats()
	if p := int(mv.Seat); p >= 0 && p < len(seats) {
		if rest, ok := strings.CutPrefix(words, seats[p]+" "); ok {
			return "the best move " + rest
		}
	}
	return "best: " + words
}

// lines are what a screen reader is told of the review once it is done:
// the accuracy, the line on luck, and each marked move.
func (c *Review) lines() []string {
	lines := []string{fmt.Sprintf("Review of %d moves.", len(c.result.Moves))}
	if a := c.accuracyWords(); a != "" {
		lines = append(lines, "Accuracy: "+strings.ReplaceAll(a, " · ", ", ")+".")
	}
	if l := c.luckWords(); l != "" {
		lines = append(lines, l)
	}
	marked := 0
	for _, m := range c.Entries() {
		if m.Mark != "" {
			lines = append(lines, m.Said)
			marked++
		}
	}
	if marked == 0 {
		lines = append(lines, "No move marked.")
	}
	return lines
}

// At is the review of log entry i, if the review holds for it.
func (c *Review) At(i int) (Entry, bool) {
	ms := c.Entries()
	if i < 0 || i >= len(ms) || !ms[i].Reviewed {
		return Entry{}, false
	}
	return ms[i], true
}
