package review_test

import (
	"math"
	"testing"

	"parlor/game/ai"
	"parlor/game/review"
)

// turn is a decision judged by its turn: the chance of winning c, the
// turn's worth w.
func turn(c, w float64) ai.Value {
	return ai.Value{Score: w, Chance: c, Turn: true, Worth: w}
}

// TestTurnLoss: a decision judged by its turn that gives up a share of
// the best move's worth loses 10 points at 15% (an inaccuracy), 20 at 30%
// (a mistake), 30 at half (a blunder), straight between them, up to 50
// for the whole turn; none loses nothing. Each loss is marked as the same
// loss of chance is, and costs the accuracy what it costs.
func TestTurnLoss(t *testing.T) {
	for _, c := range []struct {
		share, loss float64
		mark        string
	}{
		{-0.1, 0, ""}, {0, 0, ""}, {0.075, 0.05, ""},
		{0.15, 0.10, review.Inaccuracy}, {0.225, 0.15, review.Inaccuracy},
		{0.30, 0.20, review.Mistake}, {0.40, 0.25, review.Mistake},
		{0.50, 0.30, review.Blunder}, {0.75, 0.40, review.Blunder}, {1, 0.50, review.Blunder},
	} {
		loss := review.TurnLoss(c.share)
		if math.Abs(loss-c.loss) > 1e-9 {
			t.Errorf("TurnLoss(%v) = %v, want %v", c.share, loss, c.loss)
		}
		if mark := byChance(loss); mark != c.mark {
			t.Errorf("a share of %v: %v of chance is marked %q, want %q", c.share, loss, mark, c.mark)
		}
		if c.share < 0 {
			continue
		}
		// A stop that banks 20 against a roll worth 20×(1−share), the
		// chances of winning alike: the mark of the share.
		lost, mark := review.Judge(turn(0.5, 20*(1-c.share)), turn(0.5, 20))
		if math.Abs(lost-loss) > 1e-9 || mark != c.mark {
			t.Errorf("a share of %v: Judge = %v, %q, want %v, %q", c.share, lost, mark, loss, c.mark)
		}
	}
	for k := range 100 { // more of the turn never costs less
		s := float64(k) / 100
		if review.TurnLoss(s+0.01) < review.TurnLoss(s) {
			t.Errorf("TurnLoss(%v) = %v, less than TurnLoss(%v) = %v", s+0.01, review.TurnLoss(s+0.01), s, review.TurnLoss(s))
		}
	}
}

// TestJudgeByTheTurn: a roll or a stop is judged by the share of the
// turn's worth it throws away, whatever the chance of winning says, but
// for a move the chance of winning puts 10 points or more above the best
// by the turn (a player far behind who gambles), which is not marked.
func TestJudgeByTheTurn(t *testing.T) {
	for _, c := range []struct {
		name         string
		played, best ai.Value
		mark         string
	}{
		{"a roll worth 10% less", turn(0.50, 9), turn(0.52, 10), ""},
		{"a roll worth 20% less", turn(0.50, 8), turn(0.52, 10), review.Inaccuracy},
		{"a roll worth 35% less", turn(0.50, 6.5), turn(0.52, 10), review.Mistake},
		{"a roll worth 60% less", turn(0.50, 4), turn(0.52, 10), review.Blunder},
		{"a roll a little better for the race", turn(0.55, 6.5), turn(0.52, 10), review.Mistake},
		{"a roll 10 points better for the race", turn(0.20, 4), turn(0.10, 10), ""},
		{"a stop worth 20% less", turn(0.60, 8), turn(0.58, 10), review.Inaccuracy},
	} {
		if _, mark := review.Judge(c.played, c.best); mark != c.mark {
			t.Errorf("%s: marked %q, want %q", c.name, mark, c.mark)
		}
	}
}
