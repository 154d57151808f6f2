package table_test

import (
	"fmt"
	"maps"
	"os"
	"slices"
	"strings"
	"testing"

	"parlor/game"
	"parlor/game/games"
	"parlor/game/record"
	"parlor/scenes/prefs"
	"parlor/scenes/table"
	"parlor/scenes/table/tabletest"
	"parlor/scenes/ui"
	"parlor/scenes/ui/uitest"
)

// reviewOf is the table's probe of its review of the game.
func reviewOf(st *setting) map[string]any {
	c, _ := st.s.State("review").(map[string]any)
	return c
}

// reviewLimit is the most ticks a review of a few moves may take: each
// ticks is a slice of about 4 ms, and a few moves of classic Connect Four
// take seconds of analysis; generous, for a busy machine.
const reviewLimit = 40000

// played plays moves at st's table through its board, each let play out.
func (st *setting) played(t *testing.T, moves ...game.Move) {
	t.Helper()
	for _, m := range moves {
		st.hand.Move(m)
		st.waitFor(t, "the move", 300, func() bool { return !st.hand.Waiting() })
		st.s.Settle()
	}
	st.s.Idle(1, -1, -1)
}

// TestAReviewRunsInSlicesAndMarksTheBlunder reviews the first two moves
// of Kalah (4, 3), South's S1, which throws her won game (+6 with S3) into
// a loss, and North's N4, the best reply: the review runs a slice a tick,
// never longer than table.Slice, and says its progress; South's move is
// marked a blunder, the best move S3, shown on the board as a hint is, and
// read to a screen reader in the log's words. (The solver proves it within
// a fraction of a second: the review's values are exact, where Connect
// Four's first moves are only estimated, and an estimate carries no
// blunder unless decisive.)
func TestAReviewRunsInSlicesAndMarksTheBlunder(t *testing.T) {
	st := seat(t, "kalah houses=4 seeds=3", everyone, quick)
	st.played(t, 1, 4)
	told := st.tb.Speech().Told
	st.s.Click("review") // a few dozen slices, which the click's ticks may run whole (Cancel is TestAReviewCancels')
	st.waitFor(t, "the review", reviewLimit, func() bool { return reviewOf(st)["running"] == false })
	st.s.Idle(1, -1, -1) // laid out with the review
	c := reviewOf(st)
	if c["slice"] != table.Slice.String() || c["steps"].(int) < 2 {
		t.Errorf("the review took %v steps of at most %v; want steps of %v", c["steps"], c["slice"], table.Slice)
	}
	if c["shown"] != true || !slices.Contains(c["marks"].([]string), "1:blunder:S3") {
		t.Fatalf("the review's marks: %v", c)
	}
	if acc, _ := c["accuracy"].(string); !strings.HasPrefix(acc, "South ") || !strings.Contains(acc, "North 100%") {
		t.Errorf("accuracy %q", acc)
	}
	said := strings.Join(ui.News(st.tb.Speech(), told), " ")
	for _, want := range []string{"Reviewing: ", "Move 1, South sows S1: a blunder; the best move sows S3, plays again.", "Accuracy: South "} {
		if !strings.Contains(said, want) {
			t.Errorf("the reader heard %q, not %q", said, want)
		}
	}
	st.hand.HintOn = false
	st.s.Click("log:1")
	if st.s.State("best") != "S3" || !st.hand.HintOn || st.hand.Hinted != 3 {
		t.Fatalf("the blunder chosen: best %v, hinted %v (%v)", st.s.State("best"), st.hand.Hinted, st.hand.HintOn)
	}
	st.shows(t, "choosing the blunder", st.tb.Match().At(0), false)
	// Right steps to North's move, unmarked and the last: the game as
	// it stands; Left goes back to South's, its best shown.
	st.s.Tick(ui.Input{X: -1, Y: -1, Nav: ui.NavRight})
	if st.s.State("reviewing") != -1 || st.s.State("best") != nil || st.hand.HintOn {
		t.Errorf("Right: move %v, best %v", st.s.State("reviewing"), st.s.State("best"))
	}
	st.s.Tick(ui.Input{X: -1, Y: -1, Nav: ui.NavLeft})
	if st.s.State("reviewing") != 0 || st.s.State("best") != "S3" {
		t.Errorf("Right: move %v, best %v", st.s.State("reviewing"), st.s.State("best"))
	}
	// The reader's buttons: the marked move, and Close.
	ids := actionIDs(st.tb.Speech())
	if !slices.Contains(ids, "review:move:1") || !slices.Contains(ids, "review:close") {
		t.Fatalf("the reader's actions: %v", ids)
	}
	told = st.tb.Speech().Told
	st.tb.Act(st.s.Context(), "review:move:1")
	st.s.Idle(1, -1, -1)
	if said := strings.Join(ui.News(st.tb.Speech(), told), " "); !strings.Contains(said, "a blunder; the best move sows S3") {
		t.Errorf("the reader's move 1: %q", said)
	}
	st.s.Click("review:close")
	if c := reviewOf(st); c["shown"] != false || st.s.State("reviewing") != -1 {
		t.Errorf("after Close: %v, reviewing %v", c, st.s.State("reviewing"))
	}
}

// actionIDs are the ids of a speech's actions.
func actionIDs(sp *ui.Speech) []string {
	var ids []string
	for _, a := range sp.Actions {
		ids = append(ids, a.ID)
	}
	return ids
}

// TestAReviewCancels starts a review and cancels it, by the button and by
// Esc, which leaves the table where it was.
func TestAReviewCancels(t *testing.T) {
	st := seat(t, "connectfour rules=classic", everyone, quick)
	st.played(t, 0, 3, 1)
	for _, how := range []string{"button", "esc"} {
		st.s.Click("review")
		st.s.Idle(3, -1, -1)
		if c := reviewOf(st); c["running"] != true || c["total"] != 3 {
			t.Fatalf("%s: after Review: %v", how, c)
		}
		if how == "button" {
			st.s.Click("review:cancel")
		} else {
			st.s.Press(ui.IntentBack)
		}
		if c := reviewOf(st); c["running"] != false || c["shown"] != false || st.s.State("scene") != "connectfour" {
			t.Fatalf("%s: after Cancel: %v, scene %v", how, c, st.s.State("scene"))
		}
		if st.s.State("note") != "Review cancelled." {
			t.Errorf("%s: the note %q", how, st.s.State("note"))
		}
	}
}

// TestASecondReviewIsAtOnce reviews a game, then sets a new table for the
// same record on the same host (a reload): its Review is shown at once,
// with no step taken. A move played on makes the record another, which
// is reviewed again.
func TestASecondReviewIsAtOnce(t *testing.T) {
	st := seat(t, "kalah houses=4 seeds=3", everyone, quick)
	st.played(t, 1, 4)
	st.s.Click("review")
	st.waitFor(t, "the review", reviewLimit, func() bool { return reviewOf(st)["running"] == false })
	st.s.Idle(1, -1, -1) // laid out with the review
	if st.host.Load(prefs.ReviewKey("kalah")) == "" {
		t.Fatal("the review was not kept")
	}
	m, err := record.Load(games.All(), st.tb.Match().Text())
	if err != nil {
		t.Fatal(err)
	}
	h := &tabletest.Hand{View: st.board.New()}
	tb := table.New(table.Config{Match: m, View: h, Host: st.host, Home: func() ui.Scene { return tabletest.Home{} }, Bot: quick})
	again := &setting{s: uitest.NewScreen(t, 1280, 800, 1, tb), tb: tb, hand: h, host: st.host, board: st.board}
	again.s.Idle(1, -1, -1)
	again.s.Click("review")
	if c := reviewOf(again); c["shown"] != true || c["steps"] != 0 || !slices.Contains(c["marks"].([]string), "1:blunder:S3") {
		t.Fatalf("the second review: %v", c)
	}
	again.played(t, 1)
	again.s.Click("review")
	again.waitFor(t, "the review", reviewLimit, func() bool { return reviewOf(again)["running"] == false })
	if c := reviewOf(again); c["shown"] != true || c["steps"] == 0 || !slices.Contains(c["marks"].([]string), "3:blunder:N2") {
		t.Fatalf("a review of the game played on: %v", c)
	}
}

// TestAReviewShows reviews a short game of Kalah at a desktop's size and
// a phone's, and chooses a blunder: the marks, the accuracy and the best
// move on the board fit the screen; saved when $PARLOR_SHOTS is set.
func TestAReviewShows(t *testing.T) {
	for _, sz := range [][3]float64{{1280, 800, 1}, {1170, 2532, 3}} {
		m := tabletest.Match(t, "kalah houses=4 seeds=3", 1)
		for _, mv := range strings.Fields("S1 N4 N3 S2 N2 S4 N1 S2 N4 N1 N2 S3") {
			if err := m.PlayText(mv); err != nil {
				t.Fatal(err)
			}
		}
		h := &tabletest.Hand{View: boardOf(t, m.Options()).New()}
		tb, host := tabletest.Seated(table.Config{Match: m, View: h, Bot: quick}, "person person")
		st := &setting{s: uitest.NewScreen(t, sz[0], sz[1], sz[2], tb), tb: tb, hand: h, host: host}
		st.s.Idle(1, -1, -1)
		name := fmt.Sprintf("review-kalah-%.0fx%.0f", sz[0], sz[1])
		st.s.Save(name + "-before")
		if m.State().Over() {
			st.s.Click("review") // the head's, once over
		} else {
			st.s.Click("review")
		}
		st.s.Save(name + "-running")
		st.waitFor(t, "the review", reviewLimit, func() bool { return reviewOf(st)["running"] == false })
		st.s.Idle(2, -1, -1)
		marks, _ := reviewOf(st)["marks"].([]string)
		if len(marks) == 0 {
			t.Fatalf("%s: no marks: %v", name, reviewOf(st))
		}
		n, _, _ := strings.Cut(marks[len(marks)-1], ":")
		st.tb.Act(st.s.Context(), "review:move:"+n)
		st.s.Idle(2, -1, -1)
		if st.s.State("best") == nil {
			t.Errorf("%s: move %s chosen, no best shown", name, n)
		}
		uitest.CheckTargets(t, name, st.s.Scene().Targets(), sz[0], sz[1])
		st.s.Save(name)
	}
}

// TestACantStopReviewShowsTheTurn reviews the four-player Can't Stop game
// of game/review/testdata, whose one marked decision is a roll judged by
// the turn (29% to bust where a stop captures the 10), and shows it with
// the best move; its value, in the log, reads the turn's worth and the
// bust chance beside the chance of winning (look at the screenshots).
func TestACantStopReviewShowsTheTurn(t *testing.T) {
	text, err := os.ReadFile("../../game/review/testdata/cantstop4.txt")
	if err != nil {
		t.Fatal(err)
	}
	for _, sz := range [][3]float64{{1280, 800, 1}, {1170, 2532, 3}} {
		m, err := record.Load(games.All(), string(text))
		if err != nil {
			t.Fatal(err)
		}
		h := &tabletest.Hand{View: boardOf(t, m.Options()).New()}
		tb, host := tabletest.Seated(table.Config{Match: m, View: h, Bot: quick}, "person person person person")
		st := &setting{s: uitest.NewScreen(t, sz[0], sz[1], sz[2], tb), tb: tb, hand: h, host: host}
		st.s.Idle(1, -1, -1)
		st.s.Click("review")
		st.waitFor(t, "the review", reviewLimit, func() bool { return reviewOf(st)["running"] == false })
		st.s.Idle(2, -1, -1)
		marks, _ := reviewOf(st)["marks"].([]string)
		if len(marks) == 0 {
			t.Fatalf("no marks: %v", reviewOf(st))
		}
		if !slices.Equal(marks, []string{"216:inaccuracy:s"}) {
			t.Errorf("marks %v, want the roll of move 216 an inaccuracy, best: s", marks)
		}
		n, _, _ := strings.Cut(marks[len(marks)-1], ":")
		st.tb.Act(st.s.Context(), "review:move:"+n)
		st.s.Idle(2, -1, -1)
		if st.s.State("best") == nil {
			t.Errorf("move %s chosen, no best shown", n)
		}
		name := fmt.Sprintf("review-cantstop-%.0fx%.0f", sz[0], sz[1])
		// The graph of 218 decisions is 4 pixels a decision: its points are
		// checked with the Kalah game's 12 (TestAReviewShows); here each is
		// reached, at full size, by its row of the log.
		targets := st.s.Scene().Targets()
		maps.DeleteFunc(targets, func(k string, _ ui.Rect) bool { return strings.HasPrefix(k, "graph:") })
		uitest.CheckTargets(t, name, targets, sz[0], sz[1])
		st.s.Save(name)
	}
}
