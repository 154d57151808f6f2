package term

import (
	"strings"
	"testing"
)

func run(t *testing.T, name string, args []string, input string) string {
	t.Helper()
	var out strings.Builder
	if err := Run(GameViews, name, args, strings.NewReader(input), &out); err != nil {
		t.Fatalf("Run: %v", err)
	}
	return out.String()
}

// contains fails the test for each of wants that got does not contain.
func contains(t *testing.T, got string, wants ...string) {
	t.Helper()
	for _, want := range wants {
		if !strings.Contains(got, want) {
			t.Errorf("missing %q in\n%s", want, got)
		}
	}
}

// TestConnectFourTranscript plays the board up past its top, out past its
// right edge, through a diagonal that does not win, to a horizontal win, and
// checks every line printed.
func TestConnectFourTranscript(t *testing.T) {
	input := `p1 0
p1 1
p2 9x
p2 -1
p2 1

p1 1
p2 1
p1 1
p2 1
p1 4
p2 2
p1 2
p2 3
p1 3
p2 4
p1 3
p2 0
p1 2
x
`
	want := `. . . .
. . . .
. . . .
. . . .
. . . .
p1 (R) to play
. . . .
. . . .
. . . .
. . . .
R . . .
p2 (Y) to play
error: it is p2's turn (Y), not p1's
error: the column "9x" is not a whole number
error: there is no column -1: columns are counted from 0
. . . .
. . . .
. . . .
. . . .
R Y . .
p1 (R) to play
. . . .
. . . .
. . . .
. R . .
R Y . .
p2 (Y) to play
. . . .
. . . .
. Y . .
. R . .
R Y . .
p1 (R) to play
. . . .
. R . .
. Y . .
. R . .
R Y . .
p2 (Y) to play
. Y . .
. R . .
. Y . .
. R . .
R Y . .
p1 (R) to play
. Y . . .
. R . . .
. Y . . .
. R . . .
R Y . . R
p2 (Y) to play
. Y . . .
. R . . .
. Y . . .
. R . . .
R Y Y . R
p1 (R) to play
. Y . . .
. R . . .
. Y . . .
. R R . .
R Y Y . R
p2 (Y) to play
. Y . . .
. R . . .
. Y . . .
. R R . .
R Y Y Y R
p1 (R) to play
. Y . . .
. R . . .
. Y . . .
. R R R .
R Y Y Y R
p2 (Y) to play
. Y . . .
. R . . .
. Y . . .
. R R R Y
R Y Y Y R
p1 (R) to play
. Y . . .
. R . . .
. Y . R .
. R R R Y
R Y Y Y R
p2 (Y) to play
. Y . . .
. R . . .
. Y . R .
Y R R R Y
R Y Y Y R
p1 (R) to play
. Y . . .
. R . . .
. Y R R .
Y R R R Y
R Y Y Y R
p2 (Y) to play
`
	got := run(t, "connectfour", nil, input)
	if got != want {
		t.Errorf("transcript differs\n got:\n%s\nwant:\n%s", got, want)
	}
}

func TestConnectFourGrowsUpAndWins(t *testing.T) {
	// Column 0 grows the board to seven rows, column 5 widens it to six
	// columns; then p1 lines up four in row 0, and a move after that is refused.
	input := "p1 0\np2 0\np1 0\np2 0\np1 0\np2 0\np1 0\np2 5\np1 1\np2 5\np1 2\np2 5\np1 3\np2 6\n"
	got := run(t, "connectfour", nil, input)
	if !strings.Contains(got, `R . . . . .
Y . . . . .
R . . . . .
`) {
		t.Errorf("the board did not grow up and right:\n%s", got)
	}
	wantEnd := `R R R R . Y
p1 (R) wins with four in a row
error: the game is over
`
	if !strings.HasSuffix(got, wantEnd) {
		t.Errorf("end of transcript:\n%s\nwant it to end with\n%s", got, wantEnd)
	}
}

func TestConnectFourClassicDiagonalWins(t *testing.T) {
	got := run(t, "connectfour", []string{"-rules", "classic"},
		"p1 0\np2 1\np1 1\np2 2\np1 2\np2 3\np1 2\np2 3\np1 3\np2 6\np1 3\n")
	if !strings.HasSuffix(got, "p1 (R) wins with four in a row\n") {
		t.Errorf("classic diagonal did not win:\n%s", got)
	}
	if !strings.HasPrefix(got, strings.Repeat(". . . . . . .\n", 6)) {
		t.Errorf("classic board does not start 7×6:\n%s", got)
	}
}

func TestConnectFourSecondPlayerFirst(t *testing.T) {
	got := run(t, "connectfour", []string{"-first", "2"}, "p1 0\np2 0\n")
	if !strings.Contains(got, "p2 (Y) to play\nerror: it is p2's turn (Y), not p1's\n") ||
		!strings.HasSuffix(got, "Y . . .\np1 (R) to play\n") {
		t.Errorf("-first 2:\n%s", got)
	}
}

func TestRunRefusesBadOptions(t *testing.T) {
	for _, tc := range []struct {
		name string
		args []string
	}{
		{"chess", nil},
		{"connectfour", []string{"-rules", "diagonal"}},
		{"connectfour", []string{"-first", "3"}},
		{"connectfour", []string{"-rows", "2"}},
		{"connectfour", []string{"-bogus"}},
		{"connectfour", []string{"extra"}},
	} {
		var out strings.Builder
		if err := Run(GameViews, tc.name, tc.args, strings.NewReader(""), &out); err == nil {
			t.Errorf("%s %v: no error", tc.name, tc.args)
		}
	}
}

func TestLongLinesAndNoFinalNewline(t *testing.T) {
	long := strings.Repeat("9", 200000)
	got := run(t, "connectfour", nil, "p1 "+long+"\np1 0")
	if !strings.Contains(got, "error: the column \""+long+"\" is not a whole number\n") {
		t.Errorf("a 200 kB line was not refused as a move")
	}
	if !strings.HasSuffix(got, "R . . .\np2 (Y) to play\n") {
		t.Errorf("the last line, with no newline, was not played:\n%s", got[len(got)-100:])
	}
}
