package record

import (
	"errors"
	"fmt"
	"slices"
	"strings"
	"testing"

	"parlor/game"
	"parlor/game/games"
)

// realRecord plays a match of options from seed, choosing each decision
// with pick, for plies lines of record at least (or to the end), and
// returns its text.
func realRecord(t *testing.T, options string, seed uint64, plies int) string {
	t.Helper()
	m := newMatch(t, options, seed)
	for i := 0; m.Plies() < plies && !m.State().Over(); i++ {
		legal := m.State().Legal()
		if err := m.Play(legal[i%len(legal)]); err != nil {
			t.Fatal(err)
		}
	}
	return m.Text()
}

// chanceLine finds the n-th chance line of a record's text (from 0) and
// returns its line number (from 1).
func chanceLine(t *testing.T, text string, n int) int {
	t.Helper()
	m, err := Load(games.All(), text)
	if err != nil {
		t.Fatal(err)
	}
	var ply int
	for ply = range m.Plies() {
		if m.IsChance(ply) {
			if n == 0 {
				break
			}
			n--
		}
	}
	lines := strings.Split(text, "\n")
	first := slices.Index(lines, "") + 1 // the moves start after the blank line
	return first + ply + 1
}

// change replaces line n (from 1) of text.
func change(text string, n int, line string) string {
	lines := strings.Split(text, "\n")
	lines[n-1] = line
	return strings.Join(lines, "\n")
}

// TestLoadChecksTheChanceAgainstTheSeed changes a die, a tile and the
// seed of real records, and leaves a roll's dice out: Load refuses each
// at the line, naming what the seed draws there and what the record says.
func TestLoadChecksTheChanceAgainstTheSeed(t *testing.T) {
	dice := realRecord(t, "cantstop players=2", 42, 30)
	diceLine := chanceLine(t, dice, 2)
	_, rolled, _ := strings.Cut(strings.Split(dice, "\n")[diceLine-1], " ")
	other := "dice 1 1 1 1"
	if rolled == "1 1 1 1" {
		other = "dice 2 2 2 2"
	}
	tiles := realRecord(t, "mergers mode=advanced players=3", 7, 40)
	tileLine := chanceLine(t, tiles, 9) // after the first deal
	drawn := strings.Split(tiles, "\n")[tileLine-1]
	otherTile := "draw A1"
	if drawn == otherTile {
		otherTile = "draw A2"
	}
	noSeed := strings.Replace(realRecord(t, "cantstop players=2", 0, 6), "[Seed \"0\"]\n", "", 1)

	for _, tc := range []struct {
		name, text string
		want       string // "" for a record that loads
	}{
		{"cantstop as played", dice, ""},
		{"mergers as played", tiles, ""},
		{"no seed tag: seed 0", noSeed, ""},
		{"a die changed", change(dice, diceLine, other),
			fmt.Sprintf("line %d: the seed 42 draws %q here, the record says %q", diceLine, "dice "+rolled, other)},
		{"a tile changed", change(tiles, tileLine, otherTile),
			fmt.Sprintf("line %d: the seed 7 draws %q here, the record says %q", tileLine, drawn, otherTile)},
		{"the seed changed", strings.Replace(dice, `[Seed "42"]`, `[Seed "43"]`, 1), "the seed 43 draws "},
		{"a roll without its dice", change(dice, diceLine, "s"),
			fmt.Sprintf("line %d: the seed 42 draws %q here, the record says %q", diceLine, "dice "+rolled, "s")},
		{"dice no seed draws", change(dice, diceLine, "dice 7 7 7 7"), fmt.Sprintf("line %d: the seed 42 draws", diceLine)},
		{"no seed tag, other dice", change(noSeed, chanceLine(t, noSeed, 0), "dice 1 2 3 4"), "the seed 0 draws "},
	} {
		t.Run(tc.name, func(t *testing.T) {
			m, err := Load(games.All(), tc.text)
			if tc.want == "" {
				if err != nil {
					t.Fatalf("refused: %v", err)
				}
				if m.Text() != tc.text && !strings.Contains(tc.name, "no seed") {
					t.Errorf("loads to another record:\n%s", m.Text())
				}
				return
			}
			var le *LineError
			if err == nil || !errors.As(err, &le) || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("Load: %v, want a *LineError with %q", err, tc.want)
			}
			if _, err := ParseLink(games.All(), "#game="+EncodeLink(tc.text)); err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("ParseLink: %v, want %q", err, tc.want)
			}
		})
	}
}

// TestLoadDrawsLikeTheMatch loads every prefix of a real record: each
// loads, and draws at its end what the match drew there.
func TestLoadDrawsLikeTheMatch(t *testing.T) {
	for _, options := range []string{"cantstop players=3", "mergers mode=advanced players=4"} {
		text := realRecord(t, options, 11, 60)
		m, err := Load(games.All(), text)
		if err != nil {
			t.Fatal(err)
		}
		header, body, _ := strings.Cut(text, "\n\n")
		lines := strings.Split(strings.TrimSuffix(body, "\n"), "\n")
		for n := range lines {
			if m.IsChance(n) {
				continue // a record ends where a player is to move, or the dice are drawn
			}
			prefix := header + "\n\n" + strings.Join(lines[:n], "\n") + "\n"
			l, err := Load(games.All(), prefix)
			if err != nil {
				t.Fatalf("%s, %d lines: %v", options, n, err)
			}
			if l.State().String() != m.At(l.Plies()).String() {
				t.Fatalf("%s, %d lines: loads to another position", options, n)
			}
		}
	}
}

// TestASecretSeedLoadsAsAMirror: a mirror's record says its seed is
// secret; it loads as a mirror, its chance as written and none drawn at
// its end, and a move that would draw is refused with ErrSecretSeed and
// changes nothing, while one that draws nothing is played.
func TestASecretSeedLoadsAsAMirror(t *testing.T) {
	o := newMatch(t, "cantstop players=2", 1).Options()
	mirror, err := NewMirror(o)
	if err != nil {
		t.Fatal(err)
	}
	for _, line := range []string{"r", "dice 1 1 1 1", "2 twice", "r", "dice 6 6 6 6", "12 twice"} {
		if err := mirror.Append(line); err != nil {
			t.Fatalf("%s: %v", line, err)
		}
	}
	text := mirror.Text()
	if !strings.HasPrefix(text, "[Game \"cantstop players=2\"]\n[Seed \"secret\"]\n\n") {
		t.Fatalf("a mirror's record:\n%s", text)
	}
	m, err := Load(games.All(), text)
	if err != nil {
		t.Fatal(err)
	}
	if !m.IsMirror() || m.Text() != text || m.Plies() != 6 {
		t.Fatalf("loaded: mirror %v, %d plies\n%s", m.IsMirror(), m.Plies(), m.Text())
	}
	if err := m.PlayText("r"); !errors.Is(err, ErrSecretSeed) {
		t.Fatalf("a roll on a loaded mirror: %v", err)
	}
	if m.Text() != text || m.State().Turn() != 0 || m.CanRedo() {
		t.Fatalf("a refused roll changed the match:\n%s", m.Text())
	}
	if err := m.PlayText("s"); err != nil {
		t.Fatalf("a stop, which draws nothing: %v", err)
	}
	if _, err := Redraw(games.All(), text); !errors.Is(err, ErrSecretSeed) {
		t.Errorf("Redraw of a mirror's record: %v", err)
	}

	// A record cut after a roll stays at the dice: nothing draws them.
	cut, err := Load(games.All(), "[Game \"cantstop players=2\"]\n[Seed \"secret\"]\n\nr\n")
	if err != nil {
		t.Fatal(err)
	}
	if cut.State().Turn() != game.Chance || cut.Plies() != 1 {
		t.Errorf("a mirror's record ending at a roll: turn %d, %d plies", cut.State().Turn(), cut.Plies())
	}
	if err := cut.Append("dice 2 3 4 5"); err != nil {
		t.Errorf("its dice, appended: %v", err)
	}
	// A seed that only looks like the word is a seed like any other.
	if _, err := Load(games.All(), "[Game \"kalah\"]\n[Seed \"Secret\"]\n"); err == nil {
		t.Error(`[Seed "Secret"] loads`)
	}
}

// TestTextWithTags writes extra tags after Game and Seed; Load ignores
// them, Tags reads them back, and a name that would not load is left out.
func TestTextWithTags(t *testing.T) {
	m := newMatch(t, "kalah houses=4 seeds=3", 9)
	play(t, m, "S2")
	text := m.TextWith(Tag{"Result", "North resigned: South wins"}, Tag{"Note", "a \"quoted\"\nline"},
		Tag{"Bad Name", "x"}, Tag{"Seed", "1"}, Tag{"", "x"}, Tag{"Game]", "x"})
	want := "[Game \"kalah houses=4 seeds=3\"]\n[Seed \"9\"]\n[Result \"North resigned: South wins\"]\n[Note \"a \\\"quoted\\\"\\nline\"]\n\nS2\n"
	if text != want {
		t.Fatalf("TextWith:\n%s\nwant\n%s", text, want)
	}
	l, err := Load(games.All(), text)
	if err != nil || l.Text() != m.Text() {
		t.Fatalf("Load: %v", err)
	}
	tags, err := Tags(text)
	wantTags := []Tag{{"Game", "kalah houses=4 seeds=3"}, {"Seed", "9"}, {"Result", "North resigned: South wins"}, {"Note", "a \"quoted\"\nline"}}
	if err != nil || !slices.Equal(tags, wantTags) {
		t.Errorf("Tags: %q, %v", tags, err)
	}
	if m.TextWith() != m.Text() {
		t.Error("TextWith() is not Text()")
	}
	for _, tc := range []struct{ text, want string }{
		{"", ""},
		{"S3\n[Game \"kalah\"]\n", ""},
		{"; a comment\n\n[Game \"kalah\"]\n[Game kalah]\n", "line 4: the value of tag Game must be in double quotes"},
	} {
		tags, err := Tags(tc.text)
		if tc.want == "" && (err != nil || len(tags) > 0) || tc.want != "" && (err == nil || err.Error() != tc.want) {
			t.Errorf("Tags(%q): %q, %v, want %q", tc.text, tags, err, tc.want)
		}
	}
}
