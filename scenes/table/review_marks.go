package table

import (
	"fmt"
	"image/color"
	"strings"

	"parlor/game"
	"parlor/game/review"
)

// entryMark is the review of one entry of the log: its mark, the value
// of the move played, and the best move with the words for it.
type entryMark struct {
	reviewed  bool
	mark      string // review.Inaccuracy, Mistake, Blunder or ""
	value     string // the value of the move played for its mover: "62%", "win in 5"
	best      game.Move
	bestText  string // the best move in notation
	bestWords string // "the best move drops into column 3"
	said      string // the reader's line: "Move 7, Red drops into column 5: a blunder; the best move drops into column 3."
}

// marksKey is what the log's marks were made from.
type marksKey struct {
	result *review.Review
	gen    int
}

// The marks' signs and inks, as chess writes them: light enough to read
// on the log's every row (4.5:1, textPairs).
var (
	blunderInk    = color.RGBA{0xff, 0xa8, 0x9c, 0xff}
	mistakeInk    = color.RGBA{0xff, 0xb8, 0x70, 0xff}
	inaccuracyInk = color.RGBA{0xd8, 0xc8, 0x5a, 0xff}
)

// markSign is the sign of a mark and its ink: "??" a blunder, "?" a
// mistake, "?!" an inaccuracy.
func markSign(mark string) (string, color.Color) {
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

// entryMarks are the review's marks of the log's entries, one an entry
// (none when no review is shown). The review holds for the entries whose
// moves it reviewed: the record's first moves, as they still stand.
func (t *Screen) entryMarks() []entryMark {
	c := &t.review
	k := marksKey{result: c.result, gen: t.log.gen}
	if c.marksFor == k {
		return c.marks
	}
	c.marksFor, c.marks = k, nil
	if c.result == nil || c.result.Game != t.match.Options().String() {
		return nil
	}
	c.marks = make([]entryMark, len(t.log.turns))
	for i, turn := range t.log.turns {
		if i >= len(c.result.Moves) {
			break
		}
		mv := c.result.Moves[i]
		if mv.Ply != turn.Ply || mv.Text != turn.Text || mv.Ply >= t.match.Plies() {
			break // the game went another way from here
		}
		c.marks[i] = t.markOf(i, mv, turn.Words)
	}
	return c.marks
}

// markOf is entry i's mark from its review mv; words are the log's for
// the move played.
func (t *Screen) markOf(i int, mv review.Move, words string) entryMark {
	m := entryMark{reviewed: true, mark: mv.Mark, value: mv.Played.Text, best: mv.Best.Move, bestText: mv.BestText}
	if m.value == "?" {
		m.value = ""
	}
	said := fmt.Sprintf("Move %d, %s", i+1, words)
	if mv.Mark != "" {
		m.bestWords = t.bestWords(mv)
		said += ": " + markWords(mv.Mark) + "; " + m.bestWords
	}
	m.said = stop(said)
	return m
}

// bestWords say the best move of review mv in the log's words, less the
// mover's name: "the best move drops into column 3".
func (t *Screen) bestWords(mv review.Move) string {
	s := t.match.At(mv.Ply)
	words := "play " + mv.BestText
	after := s.Clone()
	if after.Play(mv.Best.Move) == nil {
		words = t.match.Options().Game().Describe(s, mv.Best.Move, after)
	}
	seats := t.match.Options().Seats()
	if p := int(mv.Seat); p >= 0 && p < len(seats) {
		if rest, ok := strings.CutPrefix(words, seats[p]+" "); ok {
			return "the best move " + rest
		}
	}
	return "best: " + words
}

// reviewLines are what a screen reader is told of the review once it
// is done: the accuracy, the line on luck, and each marked move.
func (t *Screen) reviewLines() []string {
	lines := []string{fmt.Sprintf("Review of %d moves.", len(t.review.result.Moves))}
	if a := t.accuracyWords(); a != "" {
		lines = append(lines, "Accuracy: "+strings.ReplaceAll(a, " · ", ", ")+".")
	}
	if l := t.luckWords(); l != "" {
		lines = append(lines, l)
	}
	marked := 0
	for _, m := range t.entryMarks() {
		if m.mark != "" {
			lines = append(lines, m.said)
			marked++
		}
	}
	if marked == 0 {
		lines = append(lines, "No move marked.")
	}
	return lines
}

// markAt is the review's mark of log entry i, if it has one.
func (t *Screen) markAt(i int) (entryMark, bool) {
	ms := t.entryMarks()
	if i < 0 || i >= len(ms) || !ms[i].reviewed {
		return entryMark{}, false
	}
	return ms[i], true
}
