package games

import (
	"flag"
	"io"
	"slices"
	"strings"
	"testing"
)

func TestFlags(t *testing.T) {
	for _, c := range []struct {
		game  string
		args  []string
		want  string // the options, or the start of the error
		given []string
	}{
		{"kalah", nil, "kalah houses=6 seeds=4", nil},
		{"kalah", []string{"-seeds", "3"}, "kalah houses=6 seeds=3", []string{"seeds"}},
		{"connectfour", []string{"-rules", "Classic"}, "connectfour rules=classic", []string{"rules"}},
		{"kalah", []string{"-houses", "99"}, "houses must be from 1 to", []string{"houses"}},
		{"yote", []string{"-rows", "5"}, "rows must be 4 or 6", []string{"rows"}},
	} {
		g, err := Lookup(c.game)
		if err != nil {
			t.Fatal(err)
		}
		fs := flag.NewFlagSet("test", flag.ContinueOnError)
		fs.SetOutput(io.Discard)
		f := g.Flags(fs)
		if err := fs.Parse(c.args); err != nil {
			t.Fatal(err)
		}
		if got := f.Given(); !slices.Equal(got, c.given) {
			t.Errorf("%v: given %v, want %v", c.args, got, c.given)
		}
		o, err := f.Options()
		got := o.String()
		if err != nil {
			got = err.Error()
		}
		if !strings.HasPrefix(got, c.want) {
			t.Errorf("%v: %q, want %q", c.args, got, c.want)
		}
	}
}
