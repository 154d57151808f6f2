package review_test

import (
	"testing"

	"parlor/game"
	"parlor/game/ai"
	"parlor/game/games"
	"parlor/game/record"
	"parlor/game/review"
)

// played makes a match of the game in text and plays moves on it.
func played(t *testing.T, text string, moves ...game.Move) *record.Match {
	t.Helper()
	o, err := games.All().Parse(text)
	if err != nil {
		t.Fatal(err)
	}
	m, err := record.New(o, 1)
	if err != nil {
		t.Fatal(err)
	}
	for _, mv := range moves {
		if err := m.Play(mv); err != nil {
			t.Fatal(err)
		}
	}
	return m
}

// TestALostWinIsABlunder: in Kalah (3, 2), South's first sowing of S1
// throws her won game (+4 with S2) into a draw, and S3 into a loss:
// blunders, the best move S2 beside them; S2 itself is unmarked, with no
// best offered. The solver proves it at once, in the page too.
func TestALostWinIsABlunder(t *testing.T) {
	for _, c := range []struct {
		first game.Move
		mark  string
	}{{1, review.Blunder}, {2, ""}, {3, review.Blunder}} {
		o, _ := games.All().Parse("kalah houses=3 seeds=2")
		s, _ := o.New()
		mv, err := s.ParseMove("S" + string(rune('0'+c.first)))
		if err != nil {
			t.Fatal(err)
		}
		r, err := review.Run(played(t, "kalah houses=3 seeds=2", mv))
		if err != nil {
			t.Fatal(err)
		}
		first := r.Moves[0]
		bestText := "S2"
		if c.mark == "" {
			bestText = "" // the best played: no best offered
		}
		if first.Mark != c.mark || first.BestText != bestText || !first.Played.Exact || first.Best.Text != "+4" {
			t.Errorf("South's S%d: %+v", c.first, first)
		}
		switch {
		case c.mark == "" && (r.Accuracy[0] < 99 || first.First != 1):
			t.Errorf("S%d, the best: accuracy %.0f%%, South's chance after it %v", c.first, r.Accuracy[0], first.First)
		case c.mark != "" && (r.Accuracy[0] > 50 || first.First == 1):
			t.Errorf("S%d, a blunder: accuracy %.0f%%, South's chance after it %v", c.first, r.Accuracy[0], first.First)
		}
	}
}

// TestAWinThrownAwayInConnectFour: in classic Connect Four, Red's first
// disc on the edge is worse than the middle, which the estimate values
// higher (the review consults no opening book, which the page may not
// have).
func TestAWinThrownAwayInConnectFour(t *testing.T) {
	r, err := review.Run(played(t, "connectfour rules=classic", 0, 3))
	if err != nil {
		t.Fatal(err)
	}
	if len(r.Moves) != 2 || r.Moves[0].BestText != "p1 3" || r.Moves[0].Lost <= 0 {
		t.Fatalf("Red's first: %+v", r.Moves[0])
	}
	if r.Accuracy[0] >= r.Accuracy[1] {
		t.Errorf("accuracy Red %.0f%%, Yellow %.0f%%", r.Accuracy[0], r.Accuracy[1])
	}
}

// TestAsQuickAWinIsNotMarked: in classic Connect Four, after p1 0, p2 2,
// p1 5, p2 0, p1 1, p2 1, p1 3, p2 4, p1 6, p2 3, p1 2, Yellow's p2 1 wins
// as quickly as p2 3: the review proves it, and neither marks it nor
// offers a best (issue 48, where a busy machine marked it a blunder).
func TestAsQuickAWinIsNotMarked(t *testing.T) {
	r, err := review.Run(played(t, "connectfour rules=classic", 0, 2, 5, 0, 1, 1, 3, 4, 6, 3, 2, 1))
	if err != nil {
		t.Fatal(err)
	}
	m := r.Moves[11]
	if m.Text != "p2 1" || m.Mark != "" || m.BestText != "" || !m.Played.Exact || m.Played.Chance != 1 {
		t.Errorf("move 12: %+v", m)
	}
	checkRules(t, r)
}

func TestJudge(t *testing.T) {
	exact := func(score float64, margin bool) ai.Value {
		return ai.Value{Score: score, Exact: true, Chance: ai.Outcome(score), Margin: margin}
	}
	est := func(c float64) ai.Value { return ai.Value{Chance: c} }
	for _, c := range []struct {
		played, best ai.Value
		mark         string
	}{
		{exact(0, false), exact(3, false), review.Blunder},  // a win into a draw
		{exact(-2, false), exact(0, false), review.Blunder}, // a draw into a loss
		{exact(1, false), exact(9, false), ""},              // a slower win
		{exact(5, true), exact(6, true), review.Inaccuracy}, // a seed of margin
		{exact(2, true), exact(5, true), review.Mistake},    // three seeds
		{exact(1, true), exact(7, true), review.Blunder},    // six seeds
		{exact(-1, true), exact(-1, true), ""},              // the best loss
		{est(0.55), est(0.62), ""},                          // 7 points
		{est(0.50), est(0.61), review.Inaccuracy},           // 11 points
		{est(0.40), est(0.61), review.Mistake},              // 21 points
		{est(0.20), est(0.61), review.Blunder},              // 41 points
		{est(0.20), exact(1, false), review.Blunder},        // a decisive estimate against a proven win
		{est(0.30), exact(1, false), review.Mistake},        // an estimate not decisive: a mistake at worst
		{est(0.60), est(0.95), review.Mistake},              // 35 points, but the move played keeps the game
		{est(0.05), est(0.45), review.Mistake},              // 40 points of a game lost either way
		{exact(5, false), exact(5, false), ""},              // as good as the best
		{exact(-9, true), exact(-2, true), review.Blunder},  // seven seeds of a lost game: by the seeds
		{exact(-3, false), exact(-1, false), ""},            // a quicker loss of a lost game
	} {
		if _, mark := review.Judge(c.played, c.best); mark != c.mark {
			t.Errorf("Judge(%+v, %+v) = %q, want %q", c.played, c.best, mark, c.mark)
		}
	}
}

func TestMoveAccuracy(t *testing.T) {
	for _, c := range []struct{ lost, low, high float64 }{
		{0, 99.9, 100}, {0.1, 60, 70}, {0.3, 20, 30}, {1, 0, 0.01},
	} {
		if a := review.MoveAccuracy(c.lost); a < c.low || a > c.high {
			t.Errorf("MoveAccuracy(%v) = %v, want %v to %v", c.lost, a, c.low, c.high)
		}
	}
}
