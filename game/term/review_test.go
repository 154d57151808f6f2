package term_test

import (
	"errors"
	"regexp"
	"strings"
	"testing"

	"parlor/game/term"
)

// TestReviewPrintsEachMoveAndEachPlayer: parlor -review prints one line a
// move — its number, the move as the record writes it, its value, and for
// a marked move the mark and the best move in the record's notation — and
// one line a player's accuracy.
func TestReviewPrintsEachMoveAndEachPlayer(t *testing.T) {
	text := "[Game \"kalah houses=3 seeds=2\"]\n[Seed \"1\"]\n\nS1\nN2\n"
	var out strings.Builder
	if err := term.Review("game.txt", text, &out); err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSuffix(out.String(), "\n"), "\n")
	want := []*regexp.Regexp{
		regexp.MustCompile(`^1\. S1 0 blunder best: S2$`),
		regexp.MustCompile(`^2\. N2 \S+( \S+ best: N\d)?$`),
		regexp.MustCompile(`^accuracy South: \d+%$`),
		regexp.MustCompile(`^accuracy North: \d+%$`),
	}
	if len(lines) != len(want) {
		t.Fatalf("printed\n%s", out.String())
	}
	for i, re := range want {
		if !re.MatchString(lines[i]) {
			t.Errorf("line %d is %q, want %v", i+1, lines[i], re)
		}
	}
}

// TestReviewRefusesABrokenRecord: a record that does not load is refused
// with its line and the reason, and exit status 1.
func TestReviewRefusesABrokenRecord(t *testing.T) {
	for _, c := range []struct{ text, says string }{
		{"p1 4\n", "line 1: "},
		{"[Game \"connectfour rules=classic\"]\n[Seed \"1\"]\n\np1 4\np1 4\n", "line 5: "},
		{"[Game \"chess\"]\n", "line 1: "},
	} {
		var out strings.Builder
		err := term.Review("game.txt", c.text, &out)
		var status term.ExitStatus
		if !errors.As(err, &status) || status != 1 {
			t.Errorf("%q: %v, want exit status 1", c.text, err)
		}
		if got := out.String(); !strings.HasPrefix(got, "error: game.txt: "+c.says) {
			t.Errorf("%q: printed %q, want error: game.txt: %s…", c.text, got, c.says)
		}
	}
}
