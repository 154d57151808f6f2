package term

import (
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"parlor/game/games"
	"parlor/game/record"
)

// computerMoves lists the moves after "computer plays " in a transcript.
func computerMoves(transcript string) []string {
	var moves []string
	for _, line := range strings.Split(transcript, "\n") {
		if mv, ok := strings.CutPrefix(line, "computer plays "); ok {
			moves = append(moves, mv)
		}
	}
	return moves
}

// withoutComputer drops the "computer plays" lines of a transcript.
func withoutComputer(transcript string) string {
	var b strings.Builder
	for _, line := range strings.SplitAfter(transcript, "\n") {
		if !strings.HasPrefix(line, "computer plays ") {
			b.WriteString(line)
		}
	}
	return b.String()
}

// seatsAt is -ai SEAT=level for each of seats.
func seatsAt(level string, seats ...string) []string {
	var args []string
	for _, s := range seats {
		args = append(args, "-ai", s+"="+level)
	}
	return args
}

// TestComputersPlayWholeGames plays a whole game of every game between
// computers from empty input: it ends, and what is printed after each
// "computer plays" line is what a person typing that move would have seen.
func TestComputersPlayWholeGames(t *testing.T) {
	for _, g := range games.All() {
		for _, o := range g.Variants() {
			t.Run(o.String(), func(t *testing.T) {
				args := []string{"-seed", "3"}
				for _, p := range g.Params {
					args = append(args, "-"+p.Name, o.Get(p.Name))
				}
				var seats []string
				for i := range o.Seats() {
					seats = append(seats, strconv.Itoa(i+1))
				}
				level := "easy"
				if !o.Equal(g.Defaults()) {
					level = "random" // quick: the other forms check the terminal, not the level
				}
				save := filepath.Join(t.TempDir(), "game.txt")
				got := run(t, g.ID, append(slices.Clone(args), append([]string{"-save", save}, seatsAt(level, seats...)...)...), "")
				text, err := os.ReadFile(save)
				if err != nil {
					t.Fatal(err)
				}
				m, err := record.Load(games.All(), string(text))
				if err != nil {
					t.Fatal(err)
				}
				if !m.State().Over() {
					t.Fatalf("the game did not end:\n%s", got)
				}
				moves := computerMoves(got)
				if len(moves) == 0 || len(moves) != len(m.Turns()) {
					t.Fatalf("%d computer moves printed, %d in the record", len(moves), len(m.Turns()))
				}
				typed := run(t, g.ID, args, strings.Join(moves, "\n")+"\n")
				if want := withoutComputer(got); typed != want {
					t.Errorf("the computers' game typed by a person prints\n%s\nnot\n%s", typed, want)
				}
			})
		}
	}
}

// TestComputerAnswers: against the computer, a person's move is answered
// at once, and the person is asked again.
func TestComputerAnswers(t *testing.T) {
	for _, tc := range []struct {
		name, game string
		args       []string
		input      string
		wants      []string
	}{
		{"kalah, hard answers South", "kalah", []string{"-ai", "2=hard"}, "S1\n",
			[]string{"North to play\ncomputer plays N", "\nSouth to play\n"}},
		{"kalah, the computer moves first", "kalah", []string{"-ai", "1=EASY", "-houses", "3"}, "",
			[]string{"\tS3\tS2\tS1\t\nSouth to play\ncomputer plays S"}},
		{"connect four", "connectfour", []string{"-rules", "classic", "-ai", "2=medium"}, "p1 3\n",
			[]string{"p2 (Y) to play\ncomputer plays p2 ", "p1 (R) to play\n"}},
		{"yote", "yote", []string{"-ai", "2=easy"}, "p 7\n",
			[]string{"2. Enter move for O:\ncomputer plays p ", "3. Enter move for X:\n"}},
		{"can't stop: the computer rolls, chooses and stops", "cantstop", []string{"-ai", "2=easy"}, "r\n1\ns\n",
			[]string{"Yellow to roll (r)\ncomputer plays r\ndice: ", "Yellow: choose how to use ", "\ncomputer plays s\n", "Orange to roll (r)\n"}},
		{"mergers", "mergers", []string{"-ai", "2=random"}, "A1\n",
			[]string{"player 2: place a tile (like C3)\ncomputer plays ", "player 1: place a tile (like C3)\n"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got := run(t, tc.game, tc.args, tc.input)
			contains(t, got, tc.wants...)
			if !strings.Contains(got, "computer plays ") {
				t.Errorf("the computer did not play:\n%s", got)
			}
		})
	}
}

// TestAISeed: the same -ai-seed, the same game; other seeds, mostly other
// games.
func TestAISeed(t *testing.T) {
	args := func(seed string) []string {
		return append([]string{"-houses", "4", "-seeds", "3", "-ai-seed", seed}, seatsAt("easy", "1", "2")...)
	}
	first := run(t, "kalah", args("7"), "")
	if again := run(t, "kalah", args("7"), ""); again != first {
		t.Errorf("-ai-seed 7 played two games:\n%s\n%s", first, again)
	}
	games := map[string]bool{}
	for _, seed := range []string{"1", "2", "3", "4", "5"} {
		games[run(t, "kalah", args(seed), "")] = true
	}
	if len(games) < 3 {
		t.Errorf("five seeds played only %d different games", len(games))
	}
}

// TestAIAcrossLoad: a game of computers cut short and resumed with -load
// goes on as it went without the cut: the bots' seeds come from the ply.
func TestAIAcrossLoad(t *testing.T) {
	dir := t.TempDir()
	whole, part := filepath.Join(dir, "whole.txt"), filepath.Join(dir, "part.txt")
	computers := seatsAt("easy", "1", "2")
	run(t, "kalah", append([]string{"-houses", "4", "-seeds", "3", "-save", whole}, computers...), "")
	text, err := os.ReadFile(whole)
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.SplitAfter(strings.TrimSuffix(string(text), "\n"), "\n")
	cut := strings.Join(lines[:len(lines)-5], "") // five moves fewer
	if err := os.WriteFile(part, []byte(cut), 0o644); err != nil {
		t.Fatal(err)
	}
	got := run(t, "kalah", append([]string{"-load", part, "-save", part}, computers...), "")
	if n := len(computerMoves(got)); n != 5 {
		t.Errorf("the resumed game played %d moves, want 5:\n%s", n, got)
	}
	if resumed, err := os.ReadFile(part); err != nil || string(resumed) != string(text) {
		t.Errorf("resumed, the game is\n%s\nnot\n%s (%v)", resumed, text, err)
	}
}

// oneOfEach is a game of each kind: its name and flags for the terminal,
// and its options' text.
var oneOfEach = []struct {
	game string
	args []string
	opts string
}{
	{"connectfour", []string{"-rules", "classic"}, "connectfour rules=classic"},
	{"kalah", []string{"-houses", "4"}, "kalah houses=4"},
	{"yote", nil, "yote"},
	{"cantstop", nil, "cantstop"},
	{"mergers", nil, "mergers"},
}

// TestHint: hint prints a move the person could type, in every game; not
// when the game is over or a computer is to move.
func TestHint(t *testing.T) {
	for _, tc := range oneOfEach {
		t.Run(tc.game, func(t *testing.T) {
			got := run(t, tc.game, tc.args, "hint\n")
			i := strings.LastIndex(got, "hint: ")
			if i < 0 || strings.Count(got, "\n") == 0 {
				t.Fatalf("no hint in\n%s", got)
			}
			line := strings.TrimSuffix(got[i:], "\n")
			if strings.Contains(line, "\n") {
				t.Fatalf("the hint is not one line: %q", line)
			}
			mv := strings.TrimPrefix(line, "hint: ")
			m := newMatch(t, tc.opts)
			if err := m.PlayText(mv); err != nil {
				t.Errorf("hint %q: %v", mv, err)
			}
			// The hint is the move, typed.
			played := run(t, tc.game, tc.args, mv+"\n")
			if strings.Contains(played, "error:") {
				t.Errorf("the hint %q typed:\n%s", mv, played)
			}
		})
	}
	for _, tc := range []struct {
		name, game string
		args       []string
		input      string
		want       string
	}{
		{"over", "kalah", []string{"-houses", "1", "-seeds", "1"}, "S1\nhint\n", "a tie: S0 1, N0 1\nerror: the game is over: there is no move to hint at\n"},
		{"over against the computer", "connectfour", []string{"-rules", "classic", "-ai", "1=easy", "-ai", "2=easy"}, "hint\n", "error: the game is over: there is no move to hint at\n"},
		{"the computer is to move", "kalah", []string{"-houses", "3", "-ai", "1=easy", "-ai", "2=easy"}, "undo\nhint\n", "error: the computer is to move, not you\n"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got := run(t, tc.game, tc.args, tc.input)
			contains(t, got, tc.want)
		})
	}
	// A jump waiting for its removal is asked for again after the hint.
	got := run(t, "yote", nil, "p 7\np 8\np 20\np 1\nm 7 9\nhint\n")
	ask := "X jumps from 7 to 9 and captures. Enter the square of another O piece to remove:\n"
	lines := strings.Split(got, "\n")
	if !strings.HasSuffix(got, ask+lines[len(lines)-3]+"\n"+ask) || !strings.HasPrefix(lines[len(lines)-3], "hint: ") {
		t.Errorf("after a hint the removal is not asked for again:\n%s", got)
	}
}

// newMatch starts a match with options text, seed 1.
func newMatch(t *testing.T, text string) *record.Match {
	t.Helper()
	o, err := games.Parse(text)
	if err != nil {
		t.Fatal(err)
	}
	m, err := record.New(o, 1)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

// TestUndoAgainstTheComputer: undo goes back to the person's turn, redo
// forward to it; with no person, one decision at a time.
func TestUndoAgainstTheComputer(t *testing.T) {
	// Kalah (3, 1): South's S2 sows into S1, and North answers.
	const start = "\tN1\tN2\tN3\t\n\t[1]\t[1]\t[1]\t\nN0 [0]\t\t\t\t[0] S0\n\t[1]\t[1]\t[1]\t\n\tS3\tS2\tS1\t\nSouth to play\n"
	args := []string{"-houses", "3", "-seeds", "1", "-ai", "2=easy"}
	got := run(t, "kalah", args, "S2\nundo\n")
	if !strings.HasSuffix(got, "South to play\n"+start) {
		t.Errorf("undo did not go back to South's first turn:\n%s", got)
	}
	if n := len(computerMoves(got)); n < 1 {
		t.Errorf("the computer did not answer:\n%s", got)
	}

	// Redo replays the person's move and the computer's answer, and the
	// computer does not think again.
	played := run(t, "kalah", args, "S2\n")
	redone := run(t, "kalah", args, "S2\nundo\nredo\n")
	last := func(s string) string { // the last board and status
		i := strings.LastIndex(s, "\tN1\t")
		return s[i:]
	}
	if last(redone) != last(played) {
		t.Errorf("redo shows\n%s\nnot\n%s", last(redone), last(played))
	}
	if n, m := len(computerMoves(redone)), len(computerMoves(played)); n != m {
		t.Errorf("the computer played %d moves with undo and redo, %d without", n, m)
	}

	for _, tc := range []struct {
		name, game string
		args       []string
		input      string
		wants      []string
	}{
		{"the computer moved first: nothing of the person's to undo", "kalah", []string{"-houses", "3", "-seeds", "1", "-ai", "1=easy"}, "undo\n",
			[]string{"error: there is no move of yours to take back\n"}},
		{"two people and a computer: back to the last person's turn", "cantstop", []string{"-players", "3", "-ai", "2=easy", "-seed", "5"}, "r\n1\ns\nundo\n",
			[]string{"Yellow to roll (r)\ncomputer plays r\n", "Green to roll (r)\n", "Orange: roll again or stop (r or s)\n"}},
		{"computers only: one decision at a time", "connectfour", []string{"-rules", "classic", "-ai", "1=easy", "-ai", "2=easy"}, "undo\nundo\nredo\n",
			[]string{" wins with four in a row\n", " to play\n"}},
		{"without -ai, undo is as it was", "kalah", []string{"-houses", "3", "-seeds", "1"}, "undo\n", []string{start + "error: there is no move to take back\n"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got := run(t, tc.game, tc.args, tc.input)
			contains(t, got, tc.wants...)
		})
	}
}

func TestAIFlagErrors(t *testing.T) {
	dir := t.TempDir()
	three := filepath.Join(dir, "three.txt")
	run(t, "cantstop", []string{"-players", "3", "-save", three}, "r\n")
	for _, tc := range []struct {
		game string
		args []string
		want string
	}{
		{"kalah", []string{"-ai", "3=hard"}, "-ai 3=hard: Kalah has seats 1 (South) and 2 (North)"},
		{"kalah", []string{"-ai", "0=hard"}, "-ai 0=hard: Kalah has seats 1 (South) and 2 (North)"},
		{"kalah", []string{"-ai", "2=expert"}, `-ai 2=expert: Kalah has no level "expert": choose random, easy, medium, hard or perfect`},
		{"kalah", []string{"-ai", "2="}, `-ai 2=: Kalah has no level "": choose random, easy, medium, hard or perfect`},
		{"kalah", []string{"-ai", "hard"}, "-ai hard: write SEAT=LEVEL, like -ai 2=medium"},
		{"kalah", []string{"-ai", "north=hard"}, "-ai north=hard: write SEAT=LEVEL, like -ai 2=medium"},
		{"kalah", []string{"-ai", "1=easy", "-ai", "1=hard"}, "-ai 1=hard: seat 1 is given twice"},
		{"kalah", []string{"-ai"}, "flag needs an argument: -ai (parlor -text kalah -h lists the options)"},
		{"kalah", []string{"-ai-seed", "-1"}, `invalid value "-1" for flag -ai-seed`},
		{"cantstop", []string{"-players", "3", "-ai", "4=easy"}, "-ai 4=easy: Can't Stop has seats 1 (Orange), 2 (Yellow) and 3 (Green)"},
		{"connectfour", []string{"-ai", "3=easy"}, "Connect Four has seats 1 (Red) and 2 (Yellow)"},
		{"cantstop", []string{"-load", three, "-ai", "4=easy"}, "-ai 4=easy: Can't Stop has seats 1 (Orange), 2 (Yellow) and 3 (Green)"},
	} {
		var out strings.Builder
		err := Run(GameViews, tc.game, tc.args, strings.NewReader(""), &out)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s %v: %v, want %q", tc.game, tc.args, err, tc.want)
		}
		if out.Len() > 0 {
			t.Errorf("%s %v: wrote\n%s", tc.game, tc.args, out.String())
		}
	}
	// With -load the seats come from the record.
	got := run(t, "cantstop", []string{"-load", three, "-ai", "1=random", "-ai", "3=random"}, "")
	if !strings.Contains(got, "Orange: choose how to use 3 1 2 4\ncomputer plays ") {
		t.Errorf("-load with -ai 1=random: the computer did not play on:\n%s", got)
	}
}

// TestAnalyze: analyze prints every legal move once, "<move>: <value>",
// each a move the person could type; not when the game is over.
func TestAnalyze(t *testing.T) {
	for _, tc := range oneOfEach {
		t.Run(tc.game, func(t *testing.T) {
			m := newMatch(t, tc.opts)
			st := m.State()
			want := map[string]bool{}
			for _, mv := range st.Legal() {
				want[st.MoveString(mv)] = true
			}
			got := run(t, tc.game, tc.args, "analyze\n")
			seen := map[string]bool{}
			for _, line := range strings.Split(got, "\n") {
				mv, value, ok := strings.Cut(line, ": ")
				if !ok || !want[mv] {
					continue
				}
				if seen[mv] || value == "" {
					t.Errorf("%q: the move is listed twice or has no value", line)
				}
				seen[mv] = true
			}
			if len(seen) != len(want) {
				t.Errorf("%d of %d moves valued:\n%s", len(seen), len(want), got)
			}
		})
	}
	got := run(t, "kalah", []string{"-houses", "1", "-seeds", "1"}, "S1\nanalyze\n")
	if !strings.HasSuffix(got, "error: the game is over: there is no move to analyze\n") {
		t.Errorf("analyze after the end:\n%s", got)
	}
}
