package table_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"parlor/game/games"
	"parlor/game/record"
	"parlor/game/term"
	"parlor/scenes/registry"
	"parlor/scenes/table"
	"parlor/scenes/table/tabletest"
	"parlor/scenes/ui/uitest"
)

// TestUndoAgreesWithTheTerminal plays the same records through the table
// and the terminal, the person in either seat against the computer, and
// checks one undo leaves both at the same record: the match's one undo
// policy, with the person in the second seat too (where the computer's
// opening move is not the person's to take back).
func TestUndoAgreesWithTheTerminal(t *testing.T) {
	for _, c := range []struct {
		name   string
		seats  string // the table's seats
		ai     string // the terminal's -ai
		moves  []string
		undone string
	}{
		{"person first", "person medium", "2=medium", []string{"S1", "N1"}, ""},
		{"person first, an extra turn", "person medium", "2=medium", []string{"S2", "N3", "N1", "S1", "N4"}, "S2, N3, N1"},
		{"person second, after the opening", "medium person", "1=medium", []string{"S1"}, "S1"},
		{"person second, after a reply", "medium person", "1=medium", []string{"S1", "N1", "S2"}, "S1"},
	} {
		t.Run(c.name, func(t *testing.T) {
			m := tabletest.Match(t, "kalah houses=4 seeds=3", 7)
			for _, mv := range c.moves {
				if err := m.PlayText(mv); err != nil {
					t.Fatal(err)
				}
			}
			text := m.Text()

			// The table.
			h := &tabletest.Hand{View: boardOf(t, m.Options()).New()}
			tb, _ := tabletest.Seated(table.Config{Match: m, View: h, Bot: quick}, c.seats)
			s := uitest.NewScreen(t, 1280, 800, 1, tb)
			s.Click("undo")
			if got := texts(tb.Match()); got != c.undone {
				t.Errorf("the table's undo left %q, want %q", got, c.undone)
			}

			// The terminal.
			dir := t.TempDir()
			file := filepath.Join(dir, "game.txt")
			if err := os.WriteFile(file, []byte(text), 0o644); err != nil {
				t.Fatal(err)
			}
			var out strings.Builder
			if err := term.Run(registry.Views(), "kalah", []string{"-load", file, "-save", file, "-ai", c.ai}, strings.NewReader("undo\n"), &out); err != nil {
				t.Fatal(err)
			}
			saved, err := os.ReadFile(file)
			if err != nil {
				t.Fatal(err)
			}
			tm, err := record.Load(games.All(), string(saved))
			if err != nil {
				t.Fatal(err)
			}
			if got := texts(tm); got != c.undone {
				t.Errorf("the terminal's undo left %q, want %q:\n%s", got, c.undone, out.String())
			}
			refused := c.undone == strings.Join(c.moves, ", ")
			if strings.Contains(out.String(), "error: "+record.ErrNoneOfYours.Error()) != refused {
				t.Errorf("the terminal said %q", out.String())
			}
		})
	}
}

// texts lists a match's moves in its notation: "S1, N1".
func texts(m *record.Match) string {
	var s []string
	for i := range m.Plies() {
		_, text := m.Ply(i)
		s = append(s, text)
	}
	return strings.Join(s, ", ")
}
