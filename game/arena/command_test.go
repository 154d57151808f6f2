package arena

import (
	"errors"
	"flag"
	"strings"
	"testing"
)

func TestCommand(t *testing.T) {
	for _, tc := range []struct {
		name  string
		args  []string
		wants []string
	}{
		{"kalah", []string{"-houses", "4", "-seeds", "3", "-a", "easy", "-b", "random", "-games", "4", "-seed", "9"},
			[]string{"arena: kalah houses=4 seeds=3 — a = easy, b = random, 4 games, seed 9\na wins ", "mean length "}},
		{"Kalah", []string{"-houses=3", "-a", "RANDOM", "-b", "random", "-games", "3", "-v", "-workers", "1"},
			[]string{"game 1 (seed 1): a as South: ", "game 3 (seed 3): a as South: ", "arena: kalah houses=3 seeds=4 — a = random, b = random, 3 games"}},
		{"connectfour", []string{"-rules", "Classic", "-a", "random", "-b", "random", "-games", "2"},
			[]string{"arena: connectfour rules=classic "}},
		{"cantstop", []string{"-players", "3", "-a", "random", "-b", "random", "-games", "2"},
			[]string{"b = random (in the 2 other seats)", "head to head: "}},
	} {
		var out strings.Builder
		if err := Command(tc.name, tc.args, &out); err != nil {
			t.Errorf("%s %v: %v", tc.name, tc.args, err)
			continue
		}
		for _, want := range tc.wants {
			if !strings.Contains(out.String(), want) {
				t.Errorf("%s %v: output\n%s\ndoes not hold %q", tc.name, tc.args, out.String(), want)
			}
		}
	}
}

func TestCommandErrors(t *testing.T) {
	for _, tc := range []struct {
		name string
		args []string
		want string
	}{
		{"chess", nil, `unknown game "chess": choose one of connectfour, kalah, yote, cantstop, mergers`},
		{"kalah", []string{"-a", "expert"}, "-a expert: Kalah has no such level: choose random, easy, medium, hard or perfect"},
		{"kalah", []string{"-b", ""}, "-b : Kalah has no such level"},
		{"kalah", []string{"-games", "0"}, "-games must be from 1 to 1000000, not 0"},
		{"kalah", []string{"-games", "1000000000"}, "-games must be from 1 to 1000000, not 1000000000"},
		{"kalah", []string{"-games", "many"}, `invalid value "many" for flag -games`},
		{"kalah", []string{"-workers", "-2"}, "-workers must be 0 (all cores) or more, not -2"},
		{"kalah", []string{"-houses", "99"}, "houses must be from 1 to 12, not 99"},
		{"kalah", []string{"-rules", "classic"}, "flag provided but not defined: -rules (parlor -arena kalah -h lists the options)"},
		{"kalah", []string{"extra"}, `unexpected argument "extra"`},
		{"mergers", []string{"-mode", "advanced", "-players", "2"}, "the advanced game is for 3 to 6 players, not 2"},
		{"yote", []string{"-rows", "5"}, "rows must be 4 or 6"},
	} {
		var out strings.Builder
		err := Command(tc.name, tc.args, &out)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s %v: error %v, want one holding %q", tc.name, tc.args, err, tc.want)
		}
		if out.Len() > 0 {
			t.Errorf("%s %v: wrote\n%s", tc.name, tc.args, out.String())
		}
	}
}

func TestCommandHelp(t *testing.T) {
	var out strings.Builder
	err := Command("mergers", []string{"-h"}, &out)
	if !errors.Is(err, flag.ErrHelp) {
		t.Errorf("error %v, want flag.ErrHelp", err)
	}
	for _, want := range []string{"usage: parlor -arena mergers [options]\n", "  -mode simple|advanced\n", "  -players 2|3|4|5|6\n",
		"  -a LEVEL\n", "random, easy, medium, hard, expert or greedy (default medium)", "  -b LEVEL\n", "  -games N\n", "  -seed N\n", "  -workers N\n", "  -v\n"} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("usage\n%s\ndoes not hold %q", out.String(), want)
		}
	}
}

// TestPerfectOnlyWhereOffered: the arena refuses Perfect on a board its
// solver does not play, naming the levels it may use.
func TestPerfectOnlyWhereOffered(t *testing.T) {
	var out strings.Builder
	err := Command("connectfour", []string{"-a", "perfect", "-games", "1"}, &out)
	if err == nil || !strings.Contains(err.Error(), "-a perfect: Connect Four has no such level: choose random, easy, medium or hard") {
		t.Errorf("perfect on the growing board: %v", err)
	}
}
