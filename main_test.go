package main

import (
	"strings"
	"testing"
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
		{"-solve", "yote"}, {"-solve", "connectfour", "-rules", "growing"}} {
		var out, errs strings.Builder
		if err := run(args, strings.NewReader(""), &out, &errs); err == nil {
			t.Errorf("%v: no error", args)
		}
	}
}

func TestHelpArguments(t *testing.T) {
	for _, tc := range []struct {
		args  []string
		wants []string
	}{
		{[]string{"-h"}, []string{"usage:", "parlor -text GAME [options]", "parlor -text GAME -h", "-seed N", "-save FILE", "-load FILE",
			"parlor -arena GAME [options]", "parlor -arena GAME -h", "-ai SEAT=LEVEL", "-ai-seed N", "hint",
			"  connectfour   Connect Four\n", "  kalah         Kalah\n", "  yote          Yote\n", "  cantstop      Can't Stop\n", "  mergers       Mergers\n"}},
		{[]string{"-help"}, []string{"usage:", "games:\n"}},
		{[]string{"--help"}, []string{"usage:", "games:\n"}},
		{[]string{"-text", "-h"}, []string{"usage:", "games:\n"}},
		{[]string{"-text", "kalah", "-h"}, []string{"usage: parlor -text kalah [options]\n", "  -houses N\n", "  -seeds N\n", "  -seed N\n", "  -save FILE\n", "  -load FILE\n"}},
		{[]string{"-text=mergers", "--help"}, []string{"usage: parlor -text mergers [options]\n", "  -mode simple|advanced\n", "  -players 2|3|4|5|6\n"}},
		{[]string{"-text", "kalah", "-h"}, []string{"  -ai SEAT=LEVEL\n", "  -ai-seed N\n", "(1 South, 2 North)"}},
		{[]string{"-arena", "yote", "-h"}, []string{"usage: parlor -arena yote [options]\n", "  -rows 4|6\n", "  -a LEVEL\n", "  -games N\n"}},
		{[]string{"-arena", "-h"}, []string{"usage:", "games:\n"}},
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
