package solvecmd_test

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"parlor/game/games"
	"parlor/game/kalah"
	"parlor/game/kalah/solver"
	"parlor/game/kalah/solver/solvecmd"
	"parlor/game/record"
)

// TestCommand runs the command on good input and checks its lines against
// the solver.
func TestCommand(t *testing.T) {
	dir := t.TempDir()
	saved := filepath.Join(dir, "k.txt")
	if err := os.WriteFile(saved, []byte("[Game \"kalah houses=4 seeds=3\"]\n[Seed \"1\"]\n\nS3\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	g3, _ := kalah.New(3, 3)
	g4, _ := kalah.New(4, 3)
	g35, _ := kalah.New(3, 5)
	if err := g4.Play(3); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		args []string
		g    *kalah.Game
	}{
		{[]string{"-houses", "3", "-seeds", "3"}, g3},
		{[]string{"-load", saved, "-tt", "16"}, g4},
		{[]string{"-houses", "3", "-seeds", "5", "-endgame", "8"}, g35},
	} {
		var b strings.Builder
		if err := solvecmd.Command(c.args, &b, record.StateLoader(games.All())); err != nil {
			t.Fatalf("%v: %v\n%s", c.args, err, b.String())
		}
		lines := strings.Split(strings.TrimSuffix(b.String(), "\n"), "\n")
		p := solver.FromGame(c.g)
		s := solver.New(16)
		want := []string{"value " + signed(s.Solve(p))}
		for _, v := range s.SolveMoves(p) {
			want = append(want, c.g.MoveString(v.Move)+" "+signed(v.Value))
		}
		if len(lines) != len(want)+1 || strings.Join(lines[:len(want)], "\n") != strings.Join(want, "\n") {
			t.Fatalf("%v printed\n%s\nwant\n%s\npositions …", c.args, b.String(), strings.Join(want, "\n"))
		}
		if f := strings.Fields(lines[len(want)]); len(f) != 4 || f[0] != "positions" || f[2] != "seconds" {
			t.Errorf("%v: last line %q", c.args, lines[len(want)])
		}
	}
}

// TestCommandErrors checks that bad arguments, files and positions print
// "error: <why>" and return an error.
func TestCommandErrors(t *testing.T) {
	dir := t.TempDir()
	file := func(name, text string) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	for _, c := range []struct {
		args []string
		why  string
	}{
		{[]string{"-houses", "13"}, "1 to 12 houses"},
		{[]string{"-seeds", "0"}, "1 to 12 seeds"},
		{[]string{"-tt", "40"}, "-tt is from 10 to 30"},
		{[]string{"-endgame", "21"}, "-endgame is at most 20"},
		{[]string{"extra"}, "unexpected argument"},
		{[]string{"-load", filepath.Join(dir, "missing.txt")}, "missing.txt"},
		{[]string{"-load", file("junk.txt", "S3\n")}, "does not say which game"},
		{[]string{"-load", file("c4.txt", "[Game \"connectfour\"]\n\np1 4\n")}, "not Kalah"},
		{[]string{"-load", file("over.txt", "[Game \"kalah houses=1 seeds=1\"]\n\nS1\n")}, "the game is over"},
		{[]string{"-load", file("bad.txt", "[Game \"kalah houses=2 seeds=1\"]\n\nS7\n")}, "line 3"},
	} {
		var b strings.Builder
		err := solvecmd.Command(c.args, &b, record.StateLoader(games.All()))
		if err == nil || !strings.HasPrefix(b.String(), "error: ") || !strings.Contains(b.String(), c.why) {
			t.Errorf("%v: err %v, printed %q; want an error about %q", c.args, err, b.String(), c.why)
		}
	}
}

// TestCommandHelp checks that -h lists the flags.
func TestCommandHelp(t *testing.T) {
	var b strings.Builder
	if err := solvecmd.Command([]string{"-h"}, &b, record.StateLoader(games.All())); err == nil {
		t.Fatal("-h returned no error")
	}
	for _, f := range []string{"-houses", "-seeds", "-load", "-tt", "-endgame"} {
		if !strings.Contains(b.String(), f) {
			t.Errorf("-h does not list %s:\n%s", f, b.String())
		}
	}
}

// TestSigned checks the signs of printed margins.
func TestSigned(t *testing.T) {
	for v, want := range map[int]string{8: "+8", 0: "0", -3: "-3"} {
		if got := signed(v); got != want {
			t.Errorf("signed(%d) = %q, want %q", v, got, want)
		}
	}
}

// signed writes a margin as the command prints it: +8, 0, -3.
func signed(v int) string {
	if v > 0 {
		return fmt.Sprintf("+%d", v)
	}
	return fmt.Sprint(v)
}
