package term

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"parlor/game"
	"parlor/game/yote"
)

func TestYoteHandoutOpening(t *testing.T) {
	got := run(t, "yote", nil, "p 7\np 2\np 12\n")
	want := "Yote: X moves first. p N places a piece from the reserve on square N; m A B moves from A to B; x exits.\n" +
		yoteBoard(".....", ".....", ".....", ".....") + "1. Enter move for X:\n" +
		yoteBoard(".....", ".X...", ".....", ".....") + "2. Enter move for O:\n" +
		yoteBoard(".O...", ".X...", ".....", ".....") + "3. Enter move for X:\n" +
		yoteBoard(".O...", ".X...", ".X...", ".....") + "4. Enter move for O:\n"
	if got != want {
		t.Errorf("transcript\n%s\nwant\n%s", got, want)
	}
}

// yoteBoard is a Yote board as the handout's program prints it, each of
// rows five squares of X, O or . from the top, numbered beside it.
func yoteBoard(rows ...string) string {
	var b strings.Builder
	b.WriteString(" -------------------\n")
	for r, row := range rows {
		if r > 0 {
			b.WriteString("|-------------------|\n")
		}
		for _, c := range row {
			fmt.Fprintf(&b, "| %c ", c)
		}
		b.WriteString("|   ")
		for c := range len(row) {
			fmt.Fprintf(&b, "%3d", r*len(row)+c+1)
		}
		b.WriteString("\n")
	}
	b.WriteString(" -------------------\n")
	return b.String()
}

// TestYoteJumpAsksForTheRemoval: X jumps from 7 over O's piece on 8 to 9,
// and is asked for the removal; wrong squares are refused and asked for
// again until O's piece on 1 is named.
func TestYoteJumpAsksForTheRemoval(t *testing.T) {
	in := "p 7\np 8\np 20\np 1\nm 7 9\nbanana\n20\n8\n1\n"
	got := run(t, "yote", nil, in)
	contains(t, got,
		"5. Enter move for X:\nX jumps from 7 to 9 and captures. Enter the square of another O piece to remove:\n",
		"error: \"banana\" is not a square number: type the square of the O piece to remove\nX jumps from 7 to 9",
		"error: square 20 has no O piece to remove: remove one of O's pieces on the board\n",
		"error: square 8 is the piece the jump captures: remove another of O's pieces\n",
		"| . | . | . | . | . |     1  2  3  4  5\n|-------------------|\n| . | . | . | X | . |     6  7  8  9 10\n",
		"6. Enter move for O:\n",
	)
}

func TestYoteWinAndErrors(t *testing.T) {
	// X jumps O's only piece on the board: there is nothing more to remove,
	// and O still has its reserve, so the game goes on until x.
	got := run(t, "yote", nil, "p 21\np 7\nm 7 6\nq\np 8\np 7\nm 7 9\nx\n")
	contains(t, got,
		"error: square 21 is off the board: the squares are 1 to 20\n",
		"error: square 7 holds X's piece: move one of your own\n",
		"error: \"q\" is not a move: type p and a square to place (p 7), m and two squares to move (m 7 8), or x to exit\n",
		"X has more pieces: 12 to 11, on the board and in reserve\n",
	)
}

func TestYoteBigBoard(t *testing.T) {
	got := run(t, "yote", []string{"-rows", "6"}, "p 30\n")
	if !strings.Contains(got, "| . | . | . | . | X |    26 27 28 29 30\n") {
		t.Errorf("6 × 5 board:\n%s", got)
	}
	var out strings.Builder
	if err := Run(GameViews, "yote", []string{"-rows", "5"}, strings.NewReader(""), &out); err == nil {
		t.Error("-rows 5 accepted")
	}
}

// TestYoteGamesToTheEnd replays random finished games through the terminal,
// a jump's removal on the line after it, and checks the last line says how
// the game ended, as the engine does.
func TestYoteGamesToTheEnd(t *testing.T) {
	r := rand.New(rand.NewPCG(2, 7))
	ends := map[yote.End]bool{}
	for tries := 0; tries < 3000 && len(ends) < 3; tries++ {
		g, _ := yote.New(yote.Rows)
		var in strings.Builder
		for i := 0; i < 300 && !g.Over(); i++ {
			e, _ := game.RandomMove(g, r)
			m := yote.Decode(e)
			if m.Kind == yote.Jump && m.Remove != 0 {
				fmt.Fprintf(&in, "m %d %d\n%d\n", m.From, m.To, m.Remove)
			} else {
				fmt.Fprintln(&in, m)
			}
			g.Play(e)
		}
		if !g.Over() || ends[g.End()] {
			continue
		}
		ends[g.End()] = true
		got := run(t, "yote", nil, in.String())
		if !strings.HasSuffix(got, " -------------------\n"+g.Result()+"\n") {
			t.Errorf("a game ending %q: the terminal ends\n%s", g.Result(), got[max(0, len(got)-300):])
		}
		if strings.Contains(got, "error:") {
			t.Errorf("a legal game drew an error:\n%s", got)
		}
	}
	if len(ends) < 3 {
		t.Errorf("only saw endings %v", ends)
	}
}
