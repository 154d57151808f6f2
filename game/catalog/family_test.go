package catalog_test

import (
	"strconv"
	"testing"

	"parlor/game/catalog"
	"parlor/game/games"
)

// TestFamily checks the pool each game's options are rated in: the game's
// id, and the value of its Variant option if it has one.
func TestFamily(t *testing.T) {
	all := games.All()
	tests := []struct {
		text, family string
	}{
		{"connectfour", "connectfour-growing"},
		{"connectfour rules=growing", "connectfour-growing"},
		{"connectfour rules=classic", "connectfour-classic"},
		{"mergers", "mergers-simple"},
		{"mergers mode=simple", "mergers-simple"},
		{"mergers mode=advanced", "mergers-advanced"},
		{"mergers mode=advanced players=3", "mergers-advanced"},
		{"kalah", "kalah"},
		{"yote", "yote"},
		{"cantstop", "cantstop"},
	}
	tested := map[string]bool{}
	for _, tt := range tests {
		o, err := all.Parse(tt.text)
		if err != nil {
			t.Fatalf("%q: %v", tt.text, err)
		}
		tested[o.Game().ID] = true
		if got := o.Family(); got != tt.family {
			t.Errorf("%q: Family() = %q, want %q", tt.text, got, tt.family)
		}
	}
	for _, g := range all {
		if !tested[g.ID] {
			t.Errorf("%s: no family expected of it: add it to the test", g.ID)
		}
	}
	if got := (catalog.Options{}).Family(); got != "" {
		t.Errorf("no game: Family() = %q, want \"\"", got)
	}
}

// TestFamilyIgnoresOtherOptions checks, for every game, that no option but
// the Variant one changes the family (Kalah's houses, Can't Stop's
// players, who moves first in Connect Four), whatever the variant: each of
// the other options is set to each of its choices, or to both ends of its
// range.
func TestFamilyIgnoresOtherOptions(t *testing.T) {
	for _, g := range games.All() {
		variants := []catalog.Options{g.Defaults()}
		if v, ok := g.ParamFor(catalog.Variant); ok {
			variants = variants[:0]
			for _, c := range v.Choices {
				o, err := g.Defaults().With(v.Name, c)
				if err != nil {
					t.Fatalf("%s %s=%s: %v", g.ID, v.Name, c, err)
				}
				variants = append(variants, o)
			}
		}
		for _, base := range variants {
			want := base.Family()
			for _, p := range g.Params {
				if p.Role == catalog.Variant {
					continue
				}
				values := p.Choices
				if values == nil {
					values = []string{strconv.Itoa(p.Min), strconv.Itoa(p.Max)}
				}
				for _, v := range values {
					o, err := base.With(p.Name, v)
					if err != nil {
						t.Fatalf("%s %s=%s: %v", base, p.Name, v, err)
					}
					if got := o.Family(); got != want {
						t.Errorf("%q: Family() = %q, want %q as for %q", o, got, want, base)
					}
				}
			}
		}
	}
}

// TestVariantHeading checks the headings of the games whose Variant
// option alone sets them apart: the title, and the variant when it is not
// the default.
func TestVariantHeading(t *testing.T) {
	for _, c := range []struct{ text, want string }{
		{"connectfour", "Connect Four"},
		{"connectfour rules=classic", "Connect Four – Classic"},
		{"connectfour rules=classic first=2", "Connect Four – Classic"},
		{"mergers", "Mergers"},
		{"mergers mode=advanced players=3", "Mergers – Advanced"},
		{"cantstop players=3", "Can't Stop"},
	} {
		o, err := games.All().Parse(c.text)
		if err != nil {
			t.Fatalf("%s: %v", c.text, err)
		}
		if got := catalog.VariantHeading(o); got != c.want {
			t.Errorf("VariantHeading(%s) = %q, want %q", c.text, got, c.want)
		}
	}
}
