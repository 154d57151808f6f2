package games

import (
	"strconv"
	"strings"
	"testing"

	"parlor/game/catalog"
	kalah "parlor/game/kalah/entry"
)

// TestCanonicalTextParsesBack checks every game's default options and a
// changed set print canonically and parse back exactly, and start a game
// with as many seats as they name.
func TestCanonicalTextParsesBack(t *testing.T) {
	for _, g := range All() {
		o := g.Defaults()
		for _, p := range g.Params {
			if err := p.Check(p.Default); err != nil {
				t.Errorf("%s: the default of %s is not allowed: %v", g.ID, p.Name, err)
			}
		}
		back, err := Parse(o.String())
		if err != nil || !back.Equal(o) || back.String() != o.String() {
			t.Errorf("%s: %q parses to %q, %v", g.ID, o, back, err)
		}
		s, err := o.New()
		if err != nil {
			t.Fatalf("%s: %v", g.ID, err)
		}
		if len(o.Seats()) != s.Players() {
			t.Errorf("%s: %d seat names for %d players", g.ID, len(o.Seats()), s.Players())
		}
		if g.Rules == "" || o.Heading() == "" || g.Blurb == "" {
			t.Errorf("%s: rules, heading or blurb missing", g.ID)
		}
	}
	for _, text := range []string{"kalah houses=8 seeds=3", "connectfour rules=classic first=2 rows=16 cols=16", "mergers mode=advanced players=5"} {
		o, err := Parse(text)
		if err != nil || o.String() != text {
			t.Errorf("%q parses to %q, %v", text, o, err)
		}
	}
}

func TestParseFillsDefaultsAndRefuses(t *testing.T) {
	o, err := Parse("Kalah seeds=3")
	if err != nil || o.String() != "kalah houses=6 seeds=3" {
		t.Errorf("got %q, %v", o, err)
	}
	for _, tc := range []struct{ in, want string }{
		{"", "no game named"},
		{"chess", `unknown game "chess"`},
		{"kalah houses", `"houses" is not an option`},
		{"kalah houses=0", "houses must be from 1 to 12, not 0"},
		{"kalah houses=06", `houses must be a number from 1 to 12, not "06"`},
		{"kalah houses=3 houses=4", "option houses is given twice"},
		{"kalah colour=red", `Kalah has no option "colour"`},
		{"yote rows=5", `rows must be 4 or 6, not "5"`},
		{"mergers mode=fast", `mode must be simple or advanced, not "fast"`},
	} {
		if _, err := Parse(tc.in); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("Parse(%q): %v, want %q", tc.in, err, tc.want)
		}
	}
}

func TestWithKeepsTheOriginal(t *testing.T) {
	o := kalah.Game.Defaults()
	p, err := o.With("houses", "8")
	if err != nil || p.Int("houses") != 8 || o.Int("houses") != 6 {
		t.Errorf("With changed the original or failed: %q %q %v", o, p, err)
	}
	if _, err := o.With("houses", "99"); err == nil {
		t.Error("an out-of-range value was taken")
	}
	if _, err := p.With("mode", "x"); err == nil {
		t.Error("an unknown option was taken")
	}
}

func TestOptionsThatDoNotGoTogether(t *testing.T) {
	o, err := Parse("mergers mode=advanced players=2")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := o.New(); err == nil || !strings.Contains(err.Error(), "3 to 6 players") {
		t.Errorf("New: %v", err)
	}
}

// FuzzParse reads any text as options: no panic, and what it accepts
// prints canonically and parses back to the same.
func FuzzParse(f *testing.F) {
	f.Add("kalah houses=6 seeds=4")
	f.Add("connectfour rules=classic")
	f.Fuzz(func(t *testing.T, s string) {
		o, err := Parse(s)
		if err != nil {
			return
		}
		back, err := Parse(o.String())
		if err != nil || !back.Equal(o) {
			t.Fatalf("%q → %q → %v", s, o, err)
		}
	})
}

// TestLookupRefusesAnUnknownGame checks an unknown id is an error naming
// the games, never a panic, and that any case finds a game.
func TestLookupRefusesAnUnknownGame(t *testing.T) {
	if _, err := Lookup("chess"); err == nil || !strings.Contains(err.Error(), "connectfour, kalah, yote, cantstop, mergers") {
		t.Errorf("Lookup(chess): %v", err)
	}
	if g, err := Lookup("KALAH"); err != nil || g != kalah.Game {
		t.Errorf("Lookup(KALAH): %v, %v", g, err)
	}
}

// TestIDsAreUnique checks no two games share an id, a title or a level
// name twice.
func TestIDsAreUnique(t *testing.T) {
	ids, titles := map[string]bool{}, map[string]bool{}
	for _, g := range All() {
		if ids[g.ID] || titles[g.Title] {
			t.Errorf("%s: id or title %q listed twice", g.ID, g.Title)
		}
		ids[g.ID], titles[g.Title] = true, true
		names := map[string]bool{}
		for _, l := range g.Levels() {
			if names[l.Name] {
				t.Errorf("%s: level %s twice", g.ID, l.Name)
			}
			names[l.Name] = true
		}
		if g.Start == nil || g.Seats == nil || g.Describe == nil || g.Tell == nil || g.Analyst == nil {
			t.Errorf("%s: the entry leaves out its start, seats, words or analysis", g.ID)
		}
	}
}

// TestRolesAreWhatTheySay checks that a game has one option of a role at
// most, and that the options generic code finds by role mean it: every
// value of the player count starts a game of as many seats (where the
// other options allow it), and every value of the first seat names a seat.
func TestRolesAreWhatTheySay(t *testing.T) {
	for _, g := range All() {
		roles := map[catalog.Role]bool{}
		for _, p := range g.Params {
			if p.Role != catalog.Setting && roles[p.Role] {
				t.Errorf("%s: two options of role %d", g.ID, p.Role)
			}
			roles[p.Role] = true
		}
		if p, ok := g.ParamFor(catalog.PlayerCount); ok {
			for _, v := range values(p) {
				o, err := g.Defaults().With(p.Name, v)
				if err != nil {
					t.Fatalf("%s: %s=%s: %v", g.ID, p.Name, v, err)
				}
				if n, _ := strconv.Atoi(v); len(o.Seats()) != n {
					t.Errorf("%s: %s=%s gives %d seats", g.ID, p.Name, v, len(o.Seats()))
				}
			}
		}
		if p, ok := g.ParamFor(catalog.FirstSeat); ok {
			for _, v := range values(p) {
				if n, err := strconv.Atoi(v); err != nil || n < 1 || n > len(g.Defaults().Seats()) {
					t.Errorf("%s: %s=%s is not a seat", g.ID, p.Name, v)
				}
			}
		}
	}
	if _, ok := kalah.Game.ParamFor(catalog.PlayerCount); ok {
		t.Errorf("Kalah has a player count")
	}
}

// values are the values an option allows: its choices, or its numbers.
func values(p catalog.Param) []string {
	if p.Choices != nil {
		return p.Choices
	}
	var vs []string
	for n := p.Min; n <= p.Max; n++ {
		vs = append(vs, strconv.Itoa(n))
	}
	return vs
}
