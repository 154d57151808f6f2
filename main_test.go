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

func TestBadArguments(t *testing.T) {
	for _, args := range [][]string{{"-text"}, {"-window"}, {"-text", "chess"}} {
		var out, errs strings.Builder
		if err := run(args, strings.NewReader(""), &out, &errs); err == nil {
			t.Errorf("%v: no error", args)
		}
	}
}
