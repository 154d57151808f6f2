package record

import (
	"errors"
	"strings"
	"testing"
)

// moveTexts lists the record's moves, chance outcomes included.
func moveTexts(m *Match) string {
	var s []string
	for i := range m.Plies() {
		_, text := m.Ply(i)
		s = append(s, text)
	}
	return strings.Join(s, ", ")
}

// TestUndoTurnPolicy checks what undo and redo mean for each kind of
// table: against the computer they go from one turn of a person's to the
// next, whichever seat the person has; with people only, or only the
// computer, they step one decision.
func TestUndoTurnPolicy(t *testing.T) {
	for _, c := range []struct {
		name    string
		options string
		people  []bool
		moves   []string
		undone  string // the record after UndoTurn, or the error
		redone  string // after RedoTurn
	}{
		{"person first, the computer replied", "kalah houses=4 seeds=3", []bool{true, false},
			[]string{"S1", "N1"}, "", "S1, N1"},
		{"person second, the computer opened", "kalah houses=4 seeds=3", []bool{false, true},
			[]string{"S1"}, "error: " + ErrNoneOfYours.Error(), "S1"},
		{"person second, after her move and the reply", "kalah houses=4 seeds=3", []bool{false, true},
			[]string{"S1", "N1", "S2"}, "S1", "S1, N1, S2"},
		{"an extra turn of the computer's goes back too", "kalah houses=4 seeds=3", []bool{true, false},
			[]string{"S2", "N3", "N1"}, "", "S2, N3, N1"},
		{"people only: one decision", "kalah houses=4 seeds=3", []bool{true, true},
			[]string{"S1", "N1"}, "S1", "S1, N1"},
		{"the computer only: one decision", "kalah houses=4 seeds=3", []bool{false, false},
			[]string{"S1", "N1"}, "S1", "S1, N1"},
		{"a roll goes back with its dice", "cantstop players=2", []bool{true, false},
			[]string{"r"}, "", "r, dice 2 1 4 2"},
	} {
		t.Run(c.name, func(t *testing.T) {
			m := newMatch(t, c.options, 7)
			play(t, m, c.moves...)
			before := moveTexts(m)
			got := ""
			if err := m.UndoTurn(c.people); err != nil {
				got = "error: " + err.Error()
				if moveTexts(m) != before {
					t.Errorf("a refused undo changed the record to %q", moveTexts(m))
				}
			} else {
				got = moveTexts(m)
			}
			if got != c.undone {
				t.Errorf("after undo %q, want %q", got, c.undone)
			}
			if _, err := m.RedoTurn(c.people); err != nil && !errors.Is(err, ErrNothingToRedo) {
				t.Fatal(err)
			}
			if got := moveTexts(m); got != c.redone {
				t.Errorf("after redo %q, want %q", got, c.redone)
			}
		})
	}
}

// TestRedoTurnSaysWhereItsLastDecisionStarts checks RedoTurn returns the
// ply of the last decision it replayed: the computer's reply, after the
// person's move.
func TestRedoTurnSaysWhereItsLastDecisionStarts(t *testing.T) {
	m := newMatch(t, "kalah houses=4 seeds=3", 1)
	play(t, m, "S1", "N1")
	people := []bool{true, false}
	if err := m.UndoTurn(people); err != nil {
		t.Fatal(err)
	}
	last, err := m.RedoTurn(people)
	if err != nil || last != 1 || m.Plies() != 2 {
		t.Errorf("RedoTurn: last %d, %v, %d plies; want 1, nil, 2", last, err, m.Plies())
	}
}
