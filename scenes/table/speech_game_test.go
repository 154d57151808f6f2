package table_test

import (
	"slices"
	"strings"
	"testing"

	"parlor/scenes/ui"
)

// groupFrom is the ids of sp's actions from the one that starts group.
func groupFrom(sp *ui.Speech, group string) []string {
	for i, a := range sp.Actions {
		if a.Group == group {
			var ids []string
			for _, b := range sp.Actions[i:] {
				ids = append(ids, b.ID)
			}
			return ids
		}
	}
	return nil
}

// TestTheTablesOwnActions checks the table's actions after the moves,
// under "Game", "Back to the games" last, and that each does what its
// click does.
func TestTheTablesOwnActions(t *testing.T) {
	st := seat(t, "kalah houses=6 seeds=4", "person medium", quick)
	st.s.Tick(ui.Input{X: -1, Y: -1})
	sp := st.tb.Speech()
	if got, want := groupFrom(sp, "Game"), []string{"settings", "rules", "share", "new", "hint", "values", "menu"}; !slices.Equal(got, want) {
		t.Fatalf("the Game actions %q, want %q", got, want)
	}
	for _, c := range []struct{ id, overlay string }{{"settings", "settings"}, {"rules", "rules"}, {"share", "share"}} {
		st.act(c.id)
		if got := st.s.State("overlay"); got != c.overlay {
			t.Errorf("%s opened %q", c.id, got)
		}
		st.act("close")
	}
	if sp = st.act("values"); st.s.State("showValues") != true || !slices.ContainsFunc(sp.Actions, func(a ui.Action) bool { return a.ID == "values" && a.Pressed && a.Kind == ui.KindCheck }) {
		t.Errorf("Show values: shown %v", st.s.State("showValues"))
	}
	st.act("values")
	st.act("hint")
	if st.s.State("note") != "Looking for a good move…" && st.s.State("hint") == nil {
		t.Errorf("Hint: note %q", st.s.State("note"))
	}
	st.act("resign") // not on offer here: nothing
	if st.s.State("overlay") != "" {
		t.Errorf("resign, not on offer, opened %q", st.s.State("overlay"))
	}
	before := st.tb.Match()
	st.act("new") // no game under way: a new one at once, as the button
	if st.tb.Match() == before || st.s.State("overlay") != "" {
		t.Errorf("New game before a move: a new match %v, overlay %q", st.tb.Match() != before, st.s.State("overlay"))
	}
	st.act("menu")
	st.s.Settle()
	if st.s.State("scene") == "kalah" {
		t.Errorf("Back to the games stayed at the table: %v, %v", st.s.State("scene"), actionIDs(st.tb.Speech()))
	}
}

// TestFocusGoesToTheNextMoveNeverUndo plays a move against the computer
// by the reader's buttons: the focus goes to the heading while the
// computer moves, then to the first move of the person's next turn;
// never to Undo.
func TestFocusGoesToTheNextMoveNeverUndo(t *testing.T) {
	st := seat(t, "kalah houses=6 seeds=4", "person medium", quick)
	sp := st.tb.Speech()
	if ms := moves(sp); len(ms) == 0 || sp.Focus != "move:"+ms[0] {
		t.Fatalf("at the start the focus is %q, the moves %q", sp.Focus, ms)
	}
	sp = st.act("move:S3")
	if sp.Focus != "" {
		t.Errorf("while the computer is to move the focus is %q, not the heading", sp.Focus)
	}
	st.waitFor(t, "the person's turn", 600, func() bool { return len(moves(st.tb.Speech())) > 0 })
	sp = st.tb.Speech()
	if sp.Focus != "move:"+moves(sp)[0] || !slices.ContainsFunc(sp.Actions, func(a ui.Action) bool { return a.ID == "undo" }) {
		t.Errorf("the person's turn again: focus %q, actions %v", sp.Focus, sp.Actions)
	}
}

// TestTheSeatsAreSaid checks that a table opened says, and reads first,
// who plays which seat, and says it again at a new game.
func TestTheSeatsAreSaid(t *testing.T) {
	st := seat(t, "kalah houses=6 seeds=4", "person medium", quick)
	st.s.Tick(ui.Input{X: -1, Y: -1})
	want := "You play South; the computer plays North at Medium."
	sp := st.tb.Speech()
	if len(sp.Position) == 0 || sp.Position[0] != want || !strings.Contains(strings.Join(sp.Said, " "), want) {
		t.Fatalf("at the start: position %q, said %q", sp.Position, sp.Said)
	}
	told := sp.Told
	st.act("move:S3")
	st.act("new")
	sp = st.act("confirm")
	if said := strings.Join(ui.News(sp, told), " "); !strings.Contains(said, "New game of Kalah (6, 4). "+want) {
		t.Errorf("at a new game the reader heard %q", said)
	}
}

// TestTheValuesAreAList shows the values: once worked out they are a
// list, each move named as its button, with the value the board shows.
func TestTheValuesAreAList(t *testing.T) {
	st := seat(t, "kalah houses=3 seeds=2", "person person", quick)
	if sp := st.tb.Speech(); len(sp.Lists) != 0 {
		t.Fatalf("values hidden, yet the lists %v", sp.Lists)
	}
	st.act("values")
	st.waitFor(t, "the values", 2000, func() bool { return st.s.State("analysing") == false && len(st.hand.Values) > 0 })
	st.s.Tick(ui.Input{X: -1, Y: -1})
	sp := st.tb.Speech()
	labels := map[string]string{}
	for _, a := range sp.Actions {
		if m, ok := strings.CutPrefix(a.ID, "move:"); ok {
			labels[m] = a.Label
		}
	}
	s := st.tb.Match().State()
	var want []string
	for _, v := range st.hand.Values {
		want = append(want, labels[s.MoveString(v.Move)]+": "+v.Text)
	}
	if len(sp.Lists) != 1 || sp.Lists[0].Title != "Values of the moves" || !slices.Equal(sp.Lists[0].Items, want) {
		t.Fatalf("the lists %v, want %q", sp.Lists, want)
	}
	if sp = st.act("values"); len(sp.Lists) != 0 {
		t.Errorf("values hidden, yet the lists %v", sp.Lists)
	}
}
