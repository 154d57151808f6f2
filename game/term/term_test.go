package term

import (
	"errors"
	"flag"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"parlor/game/catalog"
	"parlor/game/games"
	"parlor/game/record"
)

// TestUndoRedo takes moves back and plays them again in every game: the
// board and status are printed as after a move, the dice and the tiles
// come back the same, and with nothing to take back or replay the line is
// refused like any other.
func TestUndoRedo(t *testing.T) {
	const (
		c4Start = ". . . .\n. . . .\n. . . .\n. . . .\n. . . .\np1 (R) to play\n"
		c4After = ". . . .\n. . . .\n. . . .\n. . . .\nR . . .\np2 (Y) to play\n"
		noUndo  = "error: there is no move to take back\n"
		noRedo  = "error: there is no move to replay\n"
	)
	for _, tc := range []struct {
		name, game string
		args       []string
		input      string
		want       string   // the whole transcript, if not ""
		wants      []string // or lines it contains
		count      map[string]int
	}{
		{name: "connect four, every step", game: "connectfour", input: "undo\nredo\np1 0\nundo\nredo\nUNDO\nUndo\nredo\nReDo\n",
			want: c4Start + noUndo + noRedo + c4After + c4Start + c4After + c4Start + noUndo + c4After + noRedo},
		{name: "a new move drops the redo", game: "connectfour", input: "p1 0\nundo\np1 1\nredo\n",
			wants: []string{". . . .\n. R . .\np2 (Y) to play\n" + noRedo}},
		{name: "kalah: the status of the position undone to", game: "kalah", args: []string{"-houses", "2", "-seeds", "1"}, input: "S1\nS2\nundo\n",
			wants: []string{"\t[1]\t[0]\t\n\tS2\tS1\t\nthe last seed fell in South's store: South plays again\nSouth to play\n"}},
		{name: "can't stop: a roll goes with its dice, and comes back the same", game: "cantstop", args: []string{"-seed", "7"}, input: "r\nundo\nr\n",
			wants: []string{"dice: 2 1 4 2\n1: 3 and 6\n2: 4 and 5\nOrange: choose how to use 2 1 4 2\n", "columns won: Orange 0, Yellow 0\nOrange to roll (r)\ndice: 2 1 4 2\n"},
			count: map[string]int{"dice: 2 1 4 2\n": 2, "Orange to roll (r)\n": 2}},
		{name: "can't stop: undo a choice, back to the dice", game: "cantstop", args: []string{"-seed", "7"}, input: "r\n1\nundo\nredo\n",
			wants: []string{"columns won: Orange 0, Yellow 0\ndice: 2 1 4 2\n1: 3 and 6\n2: 4 and 5\nOrange: choose how to use 2 1 4 2\n",
				" 3 available  T----  -----"},
			count: map[string]int{"Orange: roll again or stop (r or s)\n": 2}},
		{name: "yote: undo cancels a pending jump", game: "yote", input: "p 7\np 8\np 20\np 1\nm 7 9\nundo\nm 7 9\n1\nundo\nredo\nundo\nundo\n",
			wants: []string{
				"X jumps from 7 to 9 and captures. Enter the square of another O piece to remove:\n" +
					" -------------------\n| O | . | . | . | . |     1  2  3  4  5\n|-------------------|\n| . | X | O | . | . |     6  7  8  9 10\n",
				"| . | . | . | X | . |     6  7  8  9 10\n",
				"4. Enter move for O:\n",
			},
			count: map[string]int{"5. Enter move for X:\n": 4, "6. Enter move for O:\n": 2}},
		{name: "yote: redo with a jump pending, nothing to replay", game: "yote", input: "p 7\np 8\np 20\np 1\nm 7 9\nredo\n",
			wants: []string{noRedo + "X jumps from 7 to 9 and captures."}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got := run(t, tc.game, tc.args, tc.input)
			if tc.want != "" && got != tc.want {
				t.Errorf("transcript\n%s\nwant\n%s", got, tc.want)
			}
			contains(t, got, tc.wants...)
			for s, n := range tc.count {
				if c := strings.Count(got, s); c != n {
					t.Errorf("%q %d times, want %d, in\n%s", s, c, n, got)
				}
			}
		})
	}
}

// TestMergersUndoDrawsTheSameTiles: a buy taken back and made again draws
// the tiles the first one drew.
func TestMergersUndoDrawsTheSameTiles(t *testing.T) {
	args := []string{"-mode", "advanced", "-players", "3", "-seed", "4"}
	moves := script(t, "mergers mode=advanced players=3", 4, 2)
	once := run(t, "mergers", args, moves)
	twice := run(t, "mergers", args, moves+"undo\nbuy\nredo\n")
	i := strings.Index(once, "drew ")
	if i < 0 || !strings.HasSuffix(twice, once[i:]+"error: there is no move to replay\n") {
		t.Errorf("the second buy drew other tiles:\n%s\nwant it to end\n%s", twice, once[max(i, 0):])
	}
	if n := strings.Count(twice, "player 1: buy up to 3 shares (like buy A 2, C 1), or buy for none\n"); n != 2 {
		t.Errorf("the buy asked for %d times, want 2 (after the placement and after undo)", n)
	}
}

// script plays n moves of the game with options opts and seed, each the
// first legal move, and returns them as lines for the terminal.
func script(t *testing.T, opts string, seed uint64, n int) string {
	t.Helper()
	o, err := games.Parse(opts)
	if err != nil {
		t.Fatal(err)
	}
	m, err := record.New(o, seed)
	if err != nil {
		t.Fatal(err)
	}
	var b strings.Builder
	for range n {
		s := m.State()
		mv := s.Legal()[0]
		b.WriteString(s.MoveString(mv) + "\n")
		if err := m.Play(mv); err != nil {
			t.Fatal(err)
		}
	}
	return b.String()
}

func TestHelp(t *testing.T) {
	for _, g := range games.All() {
		got := run(t, g.ID, nil, "help\nHELP\n")
		if n := strings.Count(got, commands); n != 2 {
			t.Errorf("%s: the commands %d times in\n%s", g.ID, n, got)
		}
		if g.Rules != "" {
			contains(t, got, wrap(strings.TrimSpace(g.Rules), 78)+"\n"+commands)
		}
	}
	got := run(t, "yote", nil, "p 7\np 8\np 20\np 1\nm 7 9\nhelp\n1\n")
	contains(t, got, commands+"X jumps from 7 to 9 and captures.", "6. Enter move for O:\n")
}

func TestWrap(t *testing.T) {
	got := wrap("# Goal\n\nA short line.\n- a bullet item long enough to go past the width and wrap\nword", 20)
	want := "# Goal\n\nA short line.\n- a bullet item long\n  enough to go past\n  the width and wrap\nword\n"
	if got != want {
		t.Errorf("got\n%s\nwant\n%s", got, want)
	}
}

// TestSaveThenLoad plays each game in two halves: the first with -save,
// the second after -load of what it saved. The loaded game starts with the
// board the first half ended with, and goes on exactly as the game played
// in one go.
func TestSaveThenLoad(t *testing.T) {
	// halves plays n moves of a game by script and splits them after the k-th.
	halves := func(opts string, seed uint64, n, k int) (string, string) {
		lines := strings.SplitAfter(script(t, opts, seed, n), "\n")
		return strings.Join(lines[:k], ""), strings.Join(lines[k:], "")
	}
	kalah1, kalah2 := halves("kalah houses=4 seeds=3", 0, 9, 4)
	cantStop1, cantStop2 := halves("cantstop players=3", 7, 30, 12)
	mergers1, mergers2 := halves("mergers mode=advanced players=3", 9, 12, 4)
	for _, tc := range []struct {
		game         string
		args         []string
		first, later string
		errors       int // lines refused, in the whole game
	}{
		{"connectfour", []string{"-rules", "classic", "-first", "2"}, "p2 3\np1 3\n", "p2 4\np1 9\np1 4\n", 1},
		{"kalah", []string{"-houses", "4", "-seeds", "3"}, kalah1, "S9\n" + kalah2, 1},
		{"yote", []string{"-rows", "6"}, "p 7\np 8\np 20\np 1\n", "m 7 9\n1\np 30\n", 0},
		{"cantstop", []string{"-players", "3", "-seed", "7"}, cantStop1, "undo\nredo\n" + cantStop2, 0},
		{"mergers", []string{"-mode", "advanced", "-players", "3", "-seed", "9"}, mergers1 + "undo\nredo\n", mergers2, 0},
		{"mergers", []string{"-players", "4"}, "C3\nC4\n", "D4\nC5\n", 0},
	} {
		t.Run(tc.game, func(t *testing.T) {
			dir := t.TempDir()
			file := filepath.Join(dir, "game.txt")
			whole := run(t, tc.game, tc.args, tc.first+tc.later)
			first := run(t, tc.game, append(tc.args, "-save", file), tc.first)
			started := run(t, tc.game, []string{"-load", file}, "")
			later := run(t, tc.game, []string{"-load", file, "-save", file}, tc.later)
			if tc.game == "mergers" && strings.Contains(tc.first, "buy\n") {
				// After a buy the terminal prints the draws, not the board:
				// the loaded game's start is the board and the prompt.
				if !strings.HasSuffix(first, started[strings.LastIndex(started[:len(started)-1], "\n")+1:]) {
					t.Errorf("the loaded game asks\n%s\nthe first half ended\n%s", started, first)
				}
			} else {
				start := strings.TrimPrefix(started, yoteIntro)
				if !strings.HasSuffix(first, start) {
					t.Errorf("the loaded game starts\n%s\nthe first half ended\n%s", started, first)
				}
			}
			if first+strings.TrimPrefix(later, started) != whole {
				t.Errorf("saved and loaded:\n%s\n--- then ---\n%s\nplayed in one go:\n%s", first, later, whole)
			}
			if n := strings.Count(whole, "error:"); n != tc.errors {
				t.Errorf("%d lines refused, want %d:\n%s", n, tc.errors, whole)
			}
			entries, _ := os.ReadDir(dir)
			if len(entries) != 1 {
				t.Errorf("the directory holds %d files, want only the record", len(entries))
			}
		})
	}
}

const yoteIntro = "Yote: X moves first. p N places a piece from the reserve on square N; m A B moves from A to B; x exits.\n"

// TestSaveWritesEveryChange: the record is written after every move and
// after undo and redo, and not for a refused line.
func TestSaveWritesEveryChange(t *testing.T) {
	file := filepath.Join(t.TempDir(), "k.txt")
	header := "[Game \"kalah houses=6 seeds=4\"]\n[Seed \"3\"]\n\n"
	for _, tc := range []struct{ input, want string }{
		{"S3\n", header + "S3\n"},
		{"S3\nN1\n", header + "S3\nN1\n"},
		{"S3\nN1\nundo\n", header + "S3\n"},
		{"S3\nN1\nundo\nredo\nbanana\n", header + "S3\nN1\n"},
		{"S3\nundo\n", header},
	} {
		run(t, "kalah", []string{"-seed", "3", "-save", file}, tc.input)
		b, err := os.ReadFile(file)
		if err != nil || string(b) != tc.want {
			t.Errorf("%q saved\n%s(%v), want\n%s", tc.input, b, err, tc.want)
		}
	}
	// A file that cannot be written is an error line, and the game goes on.
	got := run(t, "kalah", []string{"-save", filepath.Join(t.TempDir(), "no", "such", "dir")}, "S3\nN1\n")
	if strings.Count(got, "error: the game was not saved: ") != 2 || !strings.Contains(got, "North to play\nerror: the game was not saved: ") ||
		!strings.Contains(got, filepath.Join("no", "such", "dir")+": ") {
		t.Errorf("an unwritable -save:\n%s", got)
	}
}

func TestLoadRefuses(t *testing.T) {
	dir := t.TempDir()
	write := func(name, text string) string {
		f := filepath.Join(dir, name)
		if err := os.WriteFile(f, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		return f
	}
	good := write("good.txt", "[Game \"kalah houses=4 seeds=3\"]\n[Seed \"5\"]\n\nS2\n")
	corrupt := write("corrupt.txt", "[Game \"kalah houses=4 seeds=3\"]\n\nS2\nS2\n")
	badGame := write("chess.txt", "[Game \"chess\"]\n")
	for _, tc := range []struct {
		game string
		args []string
		want string
	}{
		{"kalah", []string{"-load", corrupt}, corrupt + ": line 4: "},
		{"kalah", []string{"-load", badGame}, corrupt[:len(corrupt)-len("corrupt.txt")] + `chess.txt: line 1: unknown game "chess"`},
		{"kalah", []string{"-load", good, "-houses", "6"}, "-houses cannot be given with -load"},
		{"kalah", []string{"-seeds", "4", "-load", good}, "-seeds cannot be given with -load"},
		{"kalah", []string{"-load", good, "-seed", "2"}, "-seed cannot be given with -load"},
		{"connectfour", []string{"-load", good}, "is a record of Kalah, not Connect Four: play it with -text kalah"},
		{"kalah", []string{"-load", filepath.Join(dir, "missing.txt")}, "missing.txt"},
	} {
		var out strings.Builder
		err := Run(GameViews, tc.game, tc.args, strings.NewReader(""), &out)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s %v: %v, want %q", tc.game, tc.args, err, tc.want)
		}
	}
	// A file that cannot be opened reads "FILE: why", like every refusal.
	missing := filepath.Join(dir, "missing.txt")
	if err := Run(GameViews, "kalah", []string{"-load", missing}, strings.NewReader(""), io.Discard); err == nil || !strings.HasPrefix(err.Error(), missing+": ") || strings.Contains(err.Error(), "open ") {
		t.Errorf("-load of a missing file: %v, want %q", err, missing+": why")
	}
	got := run(t, "kalah", []string{"-load", good}, "x\n")
	if played := run(t, "kalah", []string{"-houses", "4", "-seeds", "3"}, "S2\n"); !strings.HasSuffix(played, got) || !strings.Contains(got, "North to play") {
		t.Errorf("the loaded game starts\n%s\nthe game played ends\n%s", got, played)
	}
}

// TestFlagsFromTheCatalog: every option of the catalog is a flag, refused
// with the catalog's words; -h lists them.
func TestFlagsFromTheCatalog(t *testing.T) {
	for _, tc := range []struct {
		game string
		args []string
		want string
	}{
		{"kalah", []string{"-houses", "0"}, "houses must be from 1 to 12, not 0"},
		{"kalah", []string{"-seeds", "x"}, `seeds must be a number from 1 to 12, not "x"`},
		{"connectfour", []string{"-rules", "diagonal"}, `rules must be growing or classic, not "diagonal"`},
		{"connectfour", []string{"-first", "3"}, `first must be 1 or 2, not "3"`},
		{"yote", []string{"-rows", "5"}, `rows must be 4 or 6, not "5"`},
		{"cantstop", []string{"-players", "5"}, `players must be 2, 3 or 4, not "5"`},
		{"mergers", []string{"-mode", "advanced", "-players", "2"}, "3 to 6 players"},
		{"mergers", []string{"-seed", "-1"}, "-seed"},
		{"kalah", []string{"-bogus"}, "flag provided but not defined: -bogus (parlor -text kalah -h lists the options)"},
		{"kalah", []string{"6"}, `unexpected argument "6"`},
		{"chess", nil, `unknown game "chess": choose one of connectfour, kalah, yote, cantstop, mergers`},
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
	if got := run(t, "CONNECTFOUR", []string{"-rules", "Classic"}, ""); !strings.HasPrefix(got, strings.Repeat(". . . . . . .\n", 6)) {
		t.Errorf("-rules Classic:\n%s", got)
	}
	for _, g := range games.All() {
		var out strings.Builder
		if err := Run(GameViews, g.ID, []string{"-h"}, strings.NewReader(""), &out); !errors.Is(err, flag.ErrHelp) {
			t.Errorf("%s -h: %v", g.ID, err)
		}
		wants := []string{"usage: parlor -text " + g.ID + " [options]\n", "  -seed N\n", "  -save FILE\n", "  -load FILE\n"}
		for _, p := range g.Params {
			wants = append(wants, "  -"+p.Name+" ", p.Help, "(default "+p.Default+")")
		}
		contains(t, out.String(), wants...)
	}
}

// TestEveryGameHasAView checks that the terminal plays every game: each
// has its view (GameViews, as package registry gives them), and it
// prints the start of a game.
func TestEveryGameHasAView(t *testing.T) {
	for _, g := range games.All() {
		m, err := record.New(g.Defaults(), 1)
		if err != nil {
			t.Fatal(err)
		}
		v, err := GameViews.New(g, m)
		if err != nil {
			t.Fatalf("%s: %v", g.ID, err)
		}
		var b strings.Builder
		v.Start(&b)
		if b.Len() == 0 {
			t.Errorf("%s: the view prints nothing at the start", g.ID)
		}
	}
	if _, err := GameViews.New(&catalog.Game{ID: "chess", Title: "Chess"}, nil); err == nil {
		t.Errorf("a view of a game the terminal does not know")
	}
}
