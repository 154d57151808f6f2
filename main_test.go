package main

import (
	"context"
	"errors"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"parlor/game"
	"parlor/game/games"
	"parlor/game/online"
	"parlor/game/online/memstore"
)

func TestTextModeFromTheCommandLine(t *testing.T) {
	for _, args := range [][]string{
		{"-text", "connectfour", "-rules", "classic"},
		{"--text=connectfour", "-rules", "classic"},
	} {
		var out, errs strings.Builder
		if err := run(args, strings.NewReader("p1 3\nx\np1 4\n"), &out, &errs); err != nil {
			t.Fatalf("%v: %v", args, err)
		}
		want := strings.Repeat(". . . . . . .\n", 5) + ". . . R . . .\np2 (Y) to play\n"
		if !strings.HasSuffix(out.String(), want) {
			t.Errorf("%v: output\n%s\nwant it to end\n%s", args, out.String(), want)
		}
	}
}

func TestArenaFromTheCommandLine(t *testing.T) {
	for _, args := range [][]string{
		{"-arena", "kalah", "-houses", "3", "-a", "random", "-b", "random", "-games", "4"},
		{"--arena=kalah", "-houses", "3", "-a", "random", "-b", "random", "-games", "4"},
	} {
		var out, errs strings.Builder
		if err := run(args, strings.NewReader(""), &out, &errs); err != nil {
			t.Fatalf("%v: %v", args, err)
		}
		want := "arena: kalah houses=3 seeds=4 — a = random, b = random, 4 games, seed 1\na wins "
		if !strings.HasPrefix(out.String(), want) || errs.Len() > 0 {
			t.Errorf("%v: output\n%s\nwant it to begin\n%s\nstderr\n%s", args, out.String(), want, errs.String())
		}
	}
}

func TestSolveFromTheCommandLine(t *testing.T) {
	var out, errs strings.Builder
	in := "2252576253462244111563365343671351441\nx1\n"
	if err := run([]string{"-solve", "connectfour"}, strings.NewReader(in), &out, &errs); err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(out.String(), "\n")
	if len(lines) != 3 || !strings.HasPrefix(lines[0], "2252576253462244111563365343671351441 -1 ") || !strings.HasPrefix(lines[1], "error: ") {
		t.Errorf("output\n%s", out.String())
	}
}

func TestSolveKalahFromTheCommandLine(t *testing.T) {
	var out, errs strings.Builder
	if err := run([]string{"-solve", "kalah", "-houses", "2", "-seeds", "2"}, strings.NewReader(""), &out, &errs); err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(out.String(), "value ") || !strings.Contains(out.String(), "\npositions ") {
		t.Errorf("output\n%s", out.String())
	}
}

func TestBadArguments(t *testing.T) {
	for _, args := range [][]string{{"-text"}, {"-window"}, {"-text", "chess"}, {"-arena"}, {"-arena", "chess"}, {"-arena", "kalah", "-a", "expert"},
		{"-solve", "yote"}, {"-solve", "connectfour", "-rules", "growing"},
		{"-quick", "kalah"}, {"-quick", "chess", "-online", "http://127.0.0.1:1/"}, {"-quick", "kalah", "-online", "ftp://x/"},
		{"-quick", "kalah", "-online", "http://127.0.0.1:1/", "-seed", "3"}, {"-quick", "kalah", "-online", "http://127.0.0.1:1/", "-houses", "99"},
		{"-lobby"}, {"-lobby", "http://127.0.0.1:1/", "extra"}, {"-lobby", "http://127.0.0.1:1/", "-game", "chess"},
		{"-profile"}, {"-profile", "nowhere"}, {"-friends"}, {"-friends", "nowhere"}, {"-friends", "http://127.0.0.1:1/", "extra"}} {
		var out, errs strings.Builder
		if err := run(args, strings.NewReader(""), &out, &errs); err == nil {
			t.Errorf("%v: no error", args)
		}
	}
}

// TestClockArguments: -clock and -days go with -online (-text GAME
// -online URL, -quick GAME -online URL), one of them, with a control a
// table may be made with; anything else is a usage error, said before any
// connection (main exits with status 2).
func TestClockArguments(t *testing.T) {
	const site = "http://127.0.0.1:1/"
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"-text", "kalah", "-clock", "5+3"}, "-clock and -days go with -online"},
		{[]string{"-text", "kalah", "-days", "3"}, "-clock and -days go with -online"},
		{[]string{"-text", "kalah", "-online", site, "-clock", "5+3", "-days", "3"}, "-clock and -days cannot both be given"},
		{[]string{"-quick", "kalah", "-online", site, "-days", "3", "-clock", "1/2+0"}, "-clock and -days cannot both be given"},
		{[]string{"-quick", "kalah", "-clock", "5+3"}, "needs -online URL"},
		{[]string{"-text", "kalah", "-online", site, "-clock", "7+0"}, `-clock: "7+0": a real-time game's base is`},
		{[]string{"-quick", "kalah", "-online", site, "-clock", "5+60"}, `-clock: "5+60": the increment is 0 to 30 seconds a move`},
		{[]string{"-text", "kalah", "-online", site, "-days", "10"}, `-days: "10d": a correspondence game gives 1, 2, 3, 5 or 7 days a move`},
		{[]string{"-join", site + "#join=abc", "-clock", "5+3"}, "-join plays with the clock the game was made with"},
	} {
		var out, errs strings.Builder
		err := run(c.args, strings.NewReader(""), &out, &errs)
		var quiet interface{ ExitCode() int }
		switch {
		case err == nil:
			t.Errorf("%q: no error", c.args)
		case errors.As(err, &quiet):
			t.Errorf("%q: exits with status %d, not as a usage error", c.args, quiet.ExitCode())
		case !strings.Contains(err.Error(), c.want):
			t.Errorf("%q: %v, want %q in it", c.args, err, c.want)
		}
	}
}

func TestHelpArguments(t *testing.T) {
	for _, tc := range []struct {
		args  []string
		wants []string
	}{
		{[]string{"-h"}, []string{"usage:", "parlor -text GAME [options]", "parlor -text GAME -h", "-seed N", "-save FILE", "-load FILE",
			"parlor -verify FILE -commitment HEX -salt HEX", "parlor -review FILE",
			"parlor -arena GAME [options]", "parlor -arena GAME -h", "-ai SEAT=LEVEL", "-ai-seed N", "hint",
			"  connectfour   Connect Four\n", "  kalah         Kalah\n", "  yote          Yote\n", "  cantstop      Can't Stop\n", "  mergers       Mergers\n"}},
		{[]string{"-help"}, []string{"usage:", "games:\n"}},
		{[]string{"--help"}, []string{"usage:", "games:\n"}},
		{[]string{"-text", "-h"}, []string{"usage:", "games:\n"}},
		{[]string{"-text", "kalah", "-h"}, []string{"usage: parlor -text kalah [options]\n", "  -houses N\n", "  -seeds N\n", "  -seed N\n", "  -save FILE\n", "  -load FILE\n"}},
		{[]string{"-text=mergers", "--help"}, []string{"usage: parlor -text mergers [options]\n", "  -mode simple|advanced\n", "  -players 2|3|4|5|6\n"}},
		{[]string{"-text", "kalah", "-h"}, []string{"  -ai SEAT=LEVEL\n", "  -ai-seed N\n", "(1 South, 2 North)", "  -clock MIN+SEC\n", "  -days N\n"}},
		{[]string{"-arena", "yote", "-h"}, []string{"usage: parlor -arena yote [options]\n", "  -rows 4|6\n", "  -a LEVEL\n", "  -games N\n"}},
		{[]string{"-arena", "-h"}, []string{"usage:", "games:\n"}},
		{[]string{"-h"}, []string{"parlor -quick GAME -online URL [-rated] [-any] [-name NAME] [options]", "parlor -text GAME -online URL -clock MIN+SEC | -days N", "parlor -lobby URL [-game ID]", "parlor -profile URL [-leaders FAMILY]", "parlor -friends URL"}},
		{[]string{"-quick", "kalah", "-h"}, []string{"usage: parlor -quick kalah -online URL [options]\n", "  -houses N\n", "  -online URL\n", "  -rated\n", "  -any\n", "  -name NAME\n", "  -clock MIN+SEC\n", "  -days N\n"}},
		{[]string{"-lobby", "http://127.0.0.1:1/", "-h"}, []string{"usage: parlor -lobby URL [-game ID]\n", "  -game ID\n"}},
		{[]string{"--profile=http://127.0.0.1:1/", "-h"}, []string{"usage: parlor -profile URL [-leaders FAMILY]\n", "  -leaders FAMILY\n"}},
		{[]string{"-friends", "http://127.0.0.1:1/", "-h"}, []string{"usage: parlor -friends URL\n"}},
	} {
		var out, errs strings.Builder
		if err := run(tc.args, strings.NewReader("p1 0\n"), &out, &errs); err != nil {
			t.Errorf("%v: %v", tc.args, err)
		}
		for _, want := range tc.wants {
			if !strings.Contains(out.String(), want) {
				t.Errorf("%v: missing %q in\n%s", tc.args, want, out.String())
			}
		}
		if errs.Len() > 0 {
			t.Errorf("%v: wrote to stderr\n%s", tc.args, errs.String())
		}
	}
}

func TestWindowArguments(t *testing.T) {
	for _, c := range []struct {
		args         []string
		link, server string
		window       bool
	}{
		{nil, "", "", true},
		{[]string{"-open", "L"}, "L", "", true},
		{[]string{"-server", "http://x:1/"}, "", "http://x:1/", true},
		{[]string{"--server", "S", "-open", "L"}, "L", "S", true},
		{[]string{"-server"}, "", "", false},
		{[]string{"-server", "S", "-text", "kalah"}, "", "", false},
		{[]string{"-text", "kalah"}, "", "", false},
	} {
		cfg, window := windowArgs(c.args)
		if window != c.window || cfg.Link != c.link || cfg.Server != c.server {
			t.Errorf("%q: window %v, link %q, server %q; want %v, %q, %q", c.args, window, cfg.Link, cfg.Server, c.window, c.link, c.server)
		}
	}
}

// TestProfileModeWithoutAProfile: -profile on a device that keeps no
// profile for the server says so on standard output and ends with exit
// status 1, printing nothing more (main exits quietly with ExitCode).
func TestProfileModeWithoutAProfile(t *testing.T) {
	dir := t.TempDir()
	t.Setenv("XDG_CONFIG_HOME", dir) // os.UserConfigDir on Unix
	t.Setenv("HOME", dir)            // on macOS
	t.Setenv("AppData", dir)         // on Windows
	var out, errs strings.Builder
	err := run([]string{"-profile", "http://127.0.0.1:1/"}, strings.NewReader(""), &out, &errs)
	var quiet interface{ ExitCode() int }
	if !errors.As(err, &quiet) || quiet.ExitCode() != 1 {
		t.Errorf("error %v, want one of exit status 1", err)
	}
	if out.String() != "no profile for http://127.0.0.1:1/: play a quick game first\n" || errs.Len() > 0 {
		t.Errorf("stdout\n%s\nstderr\n%s", out.String(), errs.String())
	}
}

func TestUnknownArgumentsPrintUsageToStderr(t *testing.T) {
	var out, errs strings.Builder
	err := run([]string{"-window"}, strings.NewReader(""), &out, &errs)
	if err == nil || !strings.Contains(err.Error(), `unexpected arguments "-window"`) {
		t.Errorf("error %v", err)
	}
	if out.Len() > 0 || !strings.Contains(errs.String(), "usage:") || !strings.Contains(errs.String(), "games:\n") {
		t.Errorf("stdout\n%s\nstderr\n%s", out.String(), errs.String())
	}
}

// finished plays a game of text to its end in a room on the memory store,
// every seat a person's making random moves, and returns the record the
// end reveals, the commitment made at the start and the salt.
func finished(t *testing.T, text string) (rec, commitment, salt string) {
	t.Helper()
	ctx := context.Background()
	seats := []string{online.SeatYou, online.SeatYou}
	r, _, e := online.Create(ctx, memstore.New(), games.All(), online.Spec{Game: text, Seats: seats}, "", rand.NewChaCha8([32]byte{1}), time.Now())
	if e != nil {
		t.Fatal(e)
	}
	rng := rand.New(rand.NewPCG(1, 2))
	for !r.Over() {
		s := r.Match().State()
		mv, err := game.RandomMove(s, rng)
		if err != nil {
			t.Fatal(err)
		}
		if _, _, e := r.Move(ctx, int(s.Turn()), r.N(), s.MoveString(mv)); e != nil {
			t.Fatal(e)
		}
	}
	end := r.End()
	return end.Record, r.Commitment(), end.Salt
}

func TestVerifyFromTheCommandLine(t *testing.T) {
	rec, commitment, salt := finished(t, "cantstop players=2")
	dir := t.TempDir()
	write := func(name, text string) string {
		f := filepath.Join(dir, name)
		if err := os.WriteFile(f, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		return f
	}
	good := write("good.txt", rec)
	lines := strings.Split(rec, "\n")
	for i, l := range lines {
		if strings.HasPrefix(l, "dice ") {
			lines[i] = "dice 7 7 7 7"
			break
		}
	}
	forged := write("forged.txt", strings.Join(lines, "\n"))
	for _, tc := range []struct {
		args []string
		out  string // its start, when it passes
		err  string // in the error, when it does not
	}{
		{args: []string{"-verify", good, "-commitment", commitment, "-salt", salt}, out: "ok: cantstop players=2: "},
		{args: []string{"--verify=" + good, "--commitment=" + commitment, "--salt", salt}, out: "ok: cantstop players=2: "},
		{args: []string{"-verify", good, "-commitment", commitment, "-salt", salt + "00"}, err: good + ": the commitment does not match: the seed "},
		{args: []string{"-verify", forged, "-commitment", commitment, "-salt", salt}, err: forged + ": line 6: the seed "},
		{args: []string{"-verify", good, "-salt", salt}, err: "-verify FILE needs -commitment HEX"},
		{args: []string{"-verify", good, "-commitment", commitment, "-salt", salt, "extra"}, err: `unexpected argument "extra"`},
		{args: []string{"-verify", good, "-seed", "1"}, err: "flag provided but not defined: -seed (parlor -verify FILE -h lists the options)"},
		{args: []string{"-verify", filepath.Join(dir, "missing.txt"), "-commitment", commitment, "-salt", salt}, err: "missing.txt"},
		{args: []string{"-verify"}, err: `unexpected arguments "-verify"`},
	} {
		var out, errs strings.Builder
		err := run(tc.args, strings.NewReader(""), &out, &errs)
		switch {
		case tc.err == "" && (err != nil || !strings.HasPrefix(out.String(), tc.out) || strings.Count(out.String(), "\n") != 1):
			t.Errorf("%v: %v, output %q", tc.args, err, out.String())
		case tc.err != "" && (err == nil || !strings.Contains(err.Error(), tc.err) || out.Len() > 0):
			t.Errorf("%v: %v, want %q; output %q", tc.args, err, tc.err, out.String())
		}
	}
	var out, errs strings.Builder
	if err := run([]string{"-verify", good, "-h"}, strings.NewReader(""), &out, &errs); err != nil || !strings.HasPrefix(out.String(), "usage: parlor -verify FILE -commitment HEX -salt HEX\n") {
		t.Errorf("-verify FILE -h: %v\n%s", err, out.String())
	}
}

// TestReviewArguments: parlor -review FILE reviews a record, and a file
// it cannot read is an error line with exit status 1, "error: FILE: why"
// like every other refusal.
func TestReviewArguments(t *testing.T) {
	dir := t.TempDir()
	good := filepath.Join(dir, "good.txt")
	if err := os.WriteFile(good, []byte("[Game \"kalah houses=1 seeds=1\"]\n[Seed \"1\"]\n\nS1\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	var out, errs strings.Builder
	if err := run([]string{"-review", good}, strings.NewReader(""), &out, &errs); err != nil || !strings.HasPrefix(out.String(), "1. S1 ") {
		t.Errorf("-review: %v\n%s", err, out.String())
	}
	out.Reset()
	missing := filepath.Join(dir, "missing.txt")
	err := run([]string{"-review", missing}, strings.NewReader(""), &out, &errs)
	var quiet interface{ ExitCode() int }
	if !errors.As(err, &quiet) || quiet.ExitCode() != 1 || !strings.HasPrefix(out.String(), "error: "+missing+": ") || strings.Contains(out.String(), "open ") {
		t.Errorf("-review of a missing file: %v, printed %q, want \"error: %s: why\"", err, out.String(), missing)
	}
}
