package online_test

import (
	"strings"
	"testing"

	"parlor/game/online/store"
)

func TestChangeString(t *testing.T) {
	for _, c := range []struct {
		change store.Change
		text   string
	}{
		{store.Change{Room: "r", N: 7}, "r 7"},
		{store.Change{Room: "r", N: 0}, "r 0"},
		{store.Change{Room: "r", N: 3, Seats: true}, "r 3 seats"},
		{store.Change{Table: "t"}, "table t"},
		{store.Change{Table: "AbC-_9xyzAbC-_9xyzAbC-"}, "table AbC-_9xyzAbC-_9xyzAbC-"},
		{store.Change{Profile: "p"}, "profile p"},
		{store.Change{SignedOut: "p"}, "signed-out p"},
		{store.Change{Challenge: "c"}, "challenge c"},
	} {
		if got := c.change.String(); got != c.text {
			t.Errorf("%+v.String() = %q, want %q", c.change, got, c.text)
		}
		if got, err := store.ParseChange(c.text); err != nil || got != c.change {
			t.Errorf("ParseChange(%q) = %+v, %v; want %+v", c.text, got, err, c.change)
		}
	}
}

func TestParseChangeRefuses(t *testing.T) {
	for _, s := range []string{
		"", "r", "r x", "r -1", "r 1 2", "r 1 seat", "r 1 seats more", "table", "table a b", "seats", "profile", "profile a b", "signed-out", "signed-out a b", "challenge", "challenge a b",
	} {
		if c, err := store.ParseChange(s); err == nil {
			t.Errorf("ParseChange(%q) = %+v, want an error", s, c)
		}
	}
}

// FuzzParseChange: what ParseChange reads, String writes back to the
// same change.
func FuzzParseChange(f *testing.F) {
	for _, s := range []string{"r 1", "r 2 seats", "table t", "table  t ", "r 01", "profile p", "signed-out p", "challenge c"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		c, err := store.ParseChange(s)
		if err != nil {
			return
		}
		if c.Room != "" && c.Table != "" || c.Profile != "" && (c.Room != "" || c.Table != "") ||
			c.SignedOut != "" && (c.Room != "" || c.Table != "" || c.Profile != "") {
			t.Fatalf("ParseChange(%q) = %+v: a room, a table, a profile or a sign-out with another", s, c)
		}
		again, err := store.ParseChange(c.String())
		if err != nil || again != c {
			t.Fatalf("ParseChange(%q) = %+v, whose String %q reads back as %+v, %v", s, c, c.String(), again, err)
		}
		if strings.ContainsAny(c.String(), "\n\t") {
			t.Fatalf("%+v.String() = %q", c, c.String())
		}
	})
}
