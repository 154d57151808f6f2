package review_test

import (
	"math"
	"testing"

	"parlor/game/ai"
	"parlor/game/games"
	"parlor/game/record"
	"parlor/game/review"
)

// TestSeedLoss: the seeds of margin a move gives up, keeping its exact
// result, lose 10 points at 1 seed (an inaccuracy), 20 at 3 (a mistake)
// and 30 at 6 (a blunder), straight between them, 10 more every 3 seeds
// beyond, at most 50 (a win thrown into a draw); none lose nothing. Each
// loss is marked as the same loss of chance is, and costs the accuracy
// what it costs.
func TestSeedLoss(t *testing.T) {
	for _, c := range []struct {
		seeds, loss float64
		mark        string
	}{
		{-2, 0, ""}, {0, 0, ""},
		{1, 0.10, review.Inaccuracy}, {2, 0.15, review.Inaccuracy},
		{3, 0.20, review.Mistake}, {4, 0.20 + 0.1/3, review.Mistake}, {5, 0.20 + 0.2/3, review.Mistake},
		{6, 0.30, review.Blunder}, {9, 0.40, review.Blunder}, {12, 0.50, review.Blunder},
		{16, 0.50, review.Blunder}, {48, 0.50, review.Blunder},
	} {
		loss := review.SeedLoss(c.seeds)
		if math.Abs(loss-c.loss) > 1e-9 {
			t.Errorf("SeedLoss(%v) = %v, want %v", c.seeds, loss, c.loss)
		}
		// A win by 60 seeds against one by 60-seeds, and the same loss of
		// chance (2×loss against loss, which subtract exactly): one mark.
		played, best := exact(60-c.seeds, true), exact(60, true)
		if lost, mark := review.Judge(played, best); c.seeds >= 0 && (lost != loss || mark != c.mark) {
			t.Errorf("%v seeds: Judge = %v, %q, want %v, %q", c.seeds, lost, mark, loss, c.mark)
		}
		if mark := byChance(loss); mark != c.mark {
			t.Errorf("%v seeds: %v of chance is marked %q, want %q", c.seeds, loss, mark, c.mark)
		}
	}
	for seeds := range 30 { // the marks agree on every count, and more seeds never cost less
		s := float64(seeds)
		_, bySeeds := review.Judge(exact(-40-s, true), exact(-40, true))
		byChance := byChance(review.SeedLoss(s))
		if bySeeds != byChance || review.SeedLoss(s+1) < review.SeedLoss(s) {
			t.Errorf("%d seeds: marked %q by seeds, %q by chance; loss %v, then %v", seeds, bySeeds, byChance, review.SeedLoss(s), review.SeedLoss(s+1))
		}
	}
	// The accuracy of a move by its seeds, as documented.
	for _, c := range []struct{ seeds, low, high float64 }{
		{0, 100, 100}, {1, 60, 70}, {3, 38, 45}, {6, 20, 30}, {12, 7, 10},
	} {
		if a := review.MoveAccuracy(review.SeedLoss(c.seeds)); a < c.low || a > c.high {
			t.Errorf("%v seeds: accuracy %v, want %v to %v", c.seeds, a, c.low, c.high)
		}
	}
}

// exact is a proven value of score, a final margin if margin is set.
func exact(score float64, margin bool) ai.Value {
	return ai.Value{Score: score, Exact: true, Chance: ai.Outcome(score), Margin: margin}
}

// byChance is the mark a loss of the chance of winning carries by the
// thresholds alone (review.InaccuracyLoss and on), as a decisive estimate
// or a result thrown away is marked.
func byChance(loss float64) string {
	switch {
	case loss >= review.BlunderLoss:
		return review.Blunder
	case loss >= review.MistakeLoss:
		return review.Mistake
	case loss >= review.InaccuracyLoss:
		return review.Inaccuracy
	}
	return ""
}

// kalahGivesSeeds is a game of Kalah (3, 3), South winning from the
// start, in which South plays the best move every time and North, lost
// from the start, keeps to a loss but gives up 8 seeds on the way: 6 with
// N1 at move 2 (−8, where N2 loses by 2: a blunder) and 2 with N3 at
// move 7 (−10, where N1 loses by 8: an inaccuracy); her moves 4 and 10
// are the best. The solver proves every position at once, in the page
// too (a few milliseconds natively).
const kalahGivesSeeds = `[Game "kalah houses=3 seeds=3"]
[Seed "1"]

S2
N1
S3
N2
S2
S3
N3
S2
S3
N1
`

// TestKalahAccuracyFollowsTheMarks: a player who keeps her result but
// gives seeds away is marked by the seeds, and her accuracy follows the
// marks: each marked move costs what the same mark costs by chance, a
// best move nothing, and her accuracy is theirs, well below 100%.
func TestKalahAccuracyFollowsTheMarks(t *testing.T) {
	m, err := record.Load(games.All(), kalahGivesSeeds)
	if err != nil {
		t.Fatal(err)
	}
	r, err := review.Run(m)
	if err != nil {
		t.Fatal(err)
	}
	marks := []string{"", review.Blunder, "", "", "", "", review.Inaccuracy, "", "", ""}
	if len(r.Moves) != len(marks) {
		t.Fatalf("%d moves reviewed, want %d", len(r.Moves), len(marks))
	}
	sum := [2]float64{}
	for i, mv := range r.Moves {
		seeds := mv.Best.Score - mv.Played.Score
		switch {
		case !mv.Played.Exact || !mv.Best.Exact || ai.Outcome(mv.Played.Score) != ai.Outcome(mv.Best.Score):
			t.Errorf("move %d, %s: %s against %s, want the best move's result, proven", i+1, mv.Text, mv.Played.Text, mv.Best.Text)
		case mv.Mark != marks[i]:
			t.Errorf("move %d, %s: %s against %s %s is marked %q, want %q", i+1, mv.Text, mv.Played.Text, mv.BestText, mv.Best.Text, mv.Mark, marks[i])
		case mv.Lost != review.SeedLoss(seeds) || mv.Accuracy != review.MoveAccuracy(mv.Lost):
			t.Errorf("move %d, %s: %v seeds given up lose %v, accuracy %v", i+1, mv.Text, seeds, mv.Lost, mv.Accuracy)
		case mv.Mark == "" && (seeds != 0 || mv.Accuracy != 100):
			t.Errorf("move %d, %s: unmarked, %v seeds given up, accuracy %v, want the best move's 100%%", i+1, mv.Text, seeds, mv.Accuracy)
		}
		if mv.Mark != "" {
			// What the same mark costs by chance: at least its threshold.
			threshold := map[string]float64{review.Inaccuracy: review.InaccuracyLoss, review.Mistake: review.MistakeLoss, review.Blunder: review.BlunderLoss}[mv.Mark]
			if byChance := byChance(mv.Lost); byChance != mv.Mark || mv.Accuracy > review.MoveAccuracy(threshold) {
				t.Errorf("move %d, %s (%v seeds, %s): lost %v, marked %q by chance; accuracy %.1f%%, want at most %.1f%%",
					i+1, mv.Text, seeds, mv.Mark, mv.Lost, byChance, mv.Accuracy, review.MoveAccuracy(threshold))
			}
		}
		sum[mv.Seat] += mv.Accuracy
	}
	// South's 6 moves, all best; North's 4: 25% (6 seeds), 51% (2 seeds)
	// and twice 100%, about 69% — not the 100% of the results alone.
	if r.Accuracy[0] != 100 || r.Accuracy[1] != sum[1]/4 || r.Accuracy[1] < 67 || r.Accuracy[1] > 71 {
		t.Errorf("accuracy South %.1f%%, North %.1f%%, want 100%% and about 69%%", r.Accuracy[0], r.Accuracy[1])
	}
	t.Logf("accuracy South %.1f%%, North %.1f%%", r.Accuracy[0], r.Accuracy[1])
}
