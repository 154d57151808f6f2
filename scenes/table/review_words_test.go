package table_test

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"parlor/scenes/ui"
)

// TestAReviewInWords reviews the start of a Kalah (4, 3) game whose first
// move is a blunder, and reads it as a screen reader and a keyboard do:
// choosing the marked move, the position in words is the one the board
// shows, before it, and back at the game the position as it stands; the
// value graph has its words, a line a move — the move, the value, the
// mark —; Tab goes through its points move by move; Home and End go to
// the first move and the last.
func TestAReviewInWords(t *testing.T) {
	st := seat(t, "kalah houses=4 seeds=3", everyone, quick)
	st.played(t, 1, 4)
	for range 4 {
		if s := st.tb.Match().State(); !s.Over() {
			st.played(t, s.Legal()[len(s.Legal())-1])
		}
	}
	st.s.Click("review")
	st.waitFor(t, "the review", reviewLimit, func() bool { return reviewOf(st)["running"] == false })
	st.s.Idle(1, -1, -1)
	tell := st.tb.Match().Options().Game().Tell
	m := st.tb.Match()
	inWords := func(what string, want []string) {
		t.Helper()
		pos := st.tb.Speech().Position
		for _, l := range want {
			if !slices.Contains(pos, l) {
				t.Errorf("%s: the position in words %q lacks %q", what, pos, l)
			}
		}
	}
	st.tb.Act(st.s.Context(), "review:move:1")
	st.s.Idle(1, -1, -1)
	inWords("move 1 chosen", tell(m.At(0)))
	st.tb.Act(st.s.Context(), "review:back")
	st.s.Idle(1, -1, -1)
	inWords("back at the game", tell(m.State()))

	// The graph's words.
	var graph []string
	for _, l := range st.tb.Speech().Lists {
		if l.Title == "The value graph" {
			graph = l.Items
		}
	}
	turns := m.Turns()
	if len(graph) != len(turns) {
		t.Fatalf("the value graph in words: %q, want a line for each of %d moves", graph, len(turns))
	}
	if first := graph[0]; !strings.HasPrefix(first, "Move 1, South sows S1: ") || !strings.Contains(first, "%") || !strings.HasSuffix(first, "a blunder.") {
		t.Errorf("the graph's first move in words: %q", first)
	}

	// Tab through the graph: move by move.
	var points []string
	for _, s := range ui.Stops(st.s.Scene(), st.s.Scene().Targets()) {
		if strings.HasPrefix(s, "graph:") {
			points = append(points, s)
		}
	}
	if len(points) != len(turns) {
		t.Fatalf("Tab stops on the graph: %q, want one for each of %d moves", points, len(turns))
	}
	for i, p := range points {
		if want := fmt.Sprintf("graph:%d", i+1); p != want {
			t.Fatalf("Tab goes through the graph as %q, not move by move", points)
		}
	}
	st.s.Key(ui.NavHome)
	if st.s.State("reviewing") != 0 {
		t.Errorf("Home: reviewing %v, want the first move", st.s.State("reviewing"))
	}
	st.s.Key(ui.NavEnd)
	if r := st.s.State("reviewing"); r != -1 && r != len(turns)-1 {
		t.Errorf("End: reviewing %v, want the last move", r)
	}
}
