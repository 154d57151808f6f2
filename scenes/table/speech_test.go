package table_test

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"parlor/scenes"
	"parlor/scenes/ui"
)

// moves lists the move buttons of speech sp, by their notation.
func moves(sp *ui.Speech) []string {
	var ms []string
	for _, a := range sp.Actions {
		if m, ok := strings.CutPrefix(a.ID, "move:"); ok {
			ms = append(ms, m)
		}
	}
	return ms
}

// TestSpeechPlaysEveryGameByItsButtons plays the start of a game of every
// game at a pass-and-play table by the screen reader's buttons alone: the
// buttons are the legal moves, each plays its move through the match, and
// the announcement that follows says the move as the log words it and
// whose turn it is.
func TestSpeechPlaysEveryGameByItsButtons(t *testing.T) {
	for _, b := range scenes.Boards() {
		t.Run(b.Game.ID, func(t *testing.T) {
			st := seat(t, b.Game.Defaults().String(), everyone, quick)
			r := rand.New(rand.NewPCG(3, 4))
			sp := st.tb.Speech()
			if sp.Title != b.Game.Defaults().Heading() || len(sp.Position) == 0 {
				t.Fatalf("speech at the start: %+v", sp)
			}
			for i := 0; i < 40 && !st.tb.Match().State().Over(); i++ {
				m := st.tb.Match()
				s := m.State()
				var legal []string
				for _, mv := range s.Legal() {
					legal = append(legal, s.MoveString(mv))
				}
				got := moves(st.tb.Speech())
				if !slices.Equal(got, legal) {
					t.Fatalf("move %d: buttons %q, legal moves %q", i, got, legal)
				}
				told := st.tb.Speech().Told
				pick := got[r.IntN(len(got))]
				st.tb.Act(st.s.Context(), "move:"+pick)
				st.s.Settle()
				st.s.Idle(1, -1, -1)
				turns := m.Turns()
				if len(turns) == 0 || turns[len(turns)-1].Text != pick {
					t.Fatalf("move %d: the button %q played %v", i, pick, turns)
				}
				sp := st.tb.Speech()
				news := ui.News(sp, told)
				head := st.s.State("headline").(string)
				if len(news) != 1 || !strings.Contains(news[0], ui.Sentence(turns[len(turns)-1].Words)) || !strings.HasSuffix(news[0], head+".") {
					t.Fatalf("move %d (%s): announced %q, want the log's %q then %q", i, pick, news, turns[len(turns)-1].Words, head)
				}
				if len(sp.Position) == 0 || !strings.HasSuffix(sp.Position[0], "play at this screen, in turn.") || !slices.Equal(sp.Position[1:], b.Game.Tell(m.State())) {
					t.Fatalf("move %d: the position told is not who plays, then the match's: %q", i, sp.Position)
				}
			}
		})
	}
}

// TestSpeechOffersNoMoveToAnotherSeat checks that the buttons offer no move
// while the computer is to move, that a move pressed then is ignored, and
// that Undo takes back as the undo button does.
func TestSpeechOffersNoMoveToAnotherSeat(t *testing.T) {
	st := seat(t, "kalah", "person medium", quick)
	st.tb.Act(st.s.Context(), "move:S3")
	if got := st.tb.Match().Plies(); got != 1 {
		t.Fatalf("%d plies after the first move, want 1", got)
	}
	if ms := moves(st.tb.Speech()); len(ms) != 0 {
		t.Fatalf("buttons %q while the computer is to move", ms)
	}
	st.tb.Act(st.s.Context(), "move:N3")
	if got := st.tb.Match().Plies(); got != 1 {
		t.Fatalf("a button pressed in the computer's turn played: %d plies", got)
	}
	st.waitFor(t, "the computer's move", 600, func() bool { return len(moves(st.tb.Speech())) > 0 })
	st.tb.Act(st.s.Context(), "undo")
	if got := st.tb.Match().Plies(); got != 0 {
		t.Fatalf("%d plies after Undo, want 0", got)
	}
	st.s.Idle(2, -1, -1)
	sp := st.tb.Speech()
	if last := sp.Said[len(sp.Said)-1]; !strings.HasPrefix(last, "Taken back to move 1.") {
		t.Fatalf("after Undo the reader heard %q", last)
	}
}
