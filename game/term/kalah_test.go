package term

import (
	"strings"
	"testing"
)

func TestKalahStartsWithFigure2(t *testing.T) {
	got := run(t, "kalah", nil, "")
	want := "\tN1\tN2\tN3\tN4\tN5\tN6\t\n" +
		"\t[4]\t[4]\t[4]\t[4]\t[4]\t[4]\t\n" +
		"N0 [0]\t\t\t\t\t\t\t[0] S0\n" +
		"\t[4]\t[4]\t[4]\t[4]\t[4]\t[4]\t\n" +
		"\tS6\tS5\tS4\tS3\tS2\tS1\t\n" +
		"South to play\n"
	if got != want {
		t.Errorf("start:\n%q\nwant\n%q", got, want)
	}
}

// TestKalahTranscript plays Kalah(2, 1) to its end: an extra turn, a
// capture, the sweep and the result, with refused lines on the way.
func TestKalahTranscript(t *testing.T) {
	got := run(t, "kalah", []string{"-houses", "2", "-seeds", "1"}, "N1\nS1\nS0\nS1\nbanana\n2\nS2\nx\n")
	want := `	N1	N2	
	[1]	[1]	
N0 [0]			[0] S0
	[1]	[1]	
	S2	S1	
South to play
error: N1 is North's pit, and it is South's turn
	N1	N2	
	[1]	[1]	
N0 [0]			[1] S0
	[1]	[0]	
	S2	S1	
the last seed fell in South's store: South plays again
South to play
error: S0 is a store: sow from one of your houses
error: S1 is empty: sow from a house that has seeds
error: "banana" is not a pit: a pit is N or S and a number, like S3
	N1	N2	
	[0]	[0]	
N0 [1]			[3] S0
	[0]	[0]	
	S2	S1	
South captures 2 seeds from S1 and N2
South's houses are empty: North moves 1 seed to N0
South wins: S0 3, N0 1
error: the game is over
`
	if got != want {
		t.Errorf("transcript differs\n got:\n%s\nwant:\n%s", got, want)
	}
}

func TestKalahTie(t *testing.T) {
	got := run(t, "kalah", []string{"-houses", "1", "-seeds", "1"}, "1\n")
	if !strings.HasSuffix(got, "a tie: S0 1, N0 1\n") {
		t.Errorf("Kalah(1,1):\n%s", got)
	}
}

func TestKalahBadOptions(t *testing.T) {
	for _, args := range [][]string{{"-houses", "0"}, {"-seeds", "13"}, {"-houses", "x"}} {
		var out strings.Builder
		if err := Run(GameViews, "kalah", args, strings.NewReader(""), &out); err == nil {
			t.Errorf("%v: no error", args)
		}
	}
}
