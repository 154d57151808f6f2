package term

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"parlor/game/games"
	"parlor/game/record"
)

// mirrorFile writes the record of a mirror of options that was sent
// lines, as an online table copies it during the game, and returns the
// file.
func mirrorFile(t *testing.T, options string, lines ...string) string {
	t.Helper()
	o, err := games.Parse(options)
	if err != nil {
		t.Fatal(err)
	}
	m, err := record.NewMirror(o)
	if err != nil {
		t.Fatal(err)
	}
	for _, l := range lines {
		if err := m.Append(l); err != nil {
			t.Fatalf("%s: %v", l, err)
		}
	}
	file := filepath.Join(t.TempDir(), "online.txt")
	if err := os.WriteFile(file, []byte(m.Text()), 0o644); err != nil {
		t.Fatal(err)
	}
	return file
}

// TestARecordOfAGameOnlineUnderWay: -load of a record copied during a game
// online, whose seed is secret, plays on as far as no die and no tile is
// drawn: a roll is refused, in the game and by the computer, and a record
// cut where the dice are due does not load.
func TestARecordOfAGameOnlineUnderWay(t *testing.T) {
	const refusal = "the seed of this online game is secret until it ends: its dice and tiles cannot be drawn here"
	climbed := mirrorFile(t, "cantstop players=2", "r", "dice 1 1 1 1", "2 twice")
	out := run(t, "cantstop", []string{"-load", climbed, "-save", climbed}, "r\ns\n")
	contains(t, out, "error: "+refusal+"\n", "Yellow to roll (r)\n")
	if saved, err := os.ReadFile(climbed); err != nil || !strings.Contains(string(saved), "[Seed \"secret\"]\n\nr\ndice 1 1 1 1\n2 twice\ns\n") {
		t.Errorf("saved %q, %v", saved, err)
	}

	var b strings.Builder
	err := Run(GameViews, "cantstop", []string{"-load", mirrorFile(t, "cantstop players=2", "r", "dice 1 1 1 1", "2 twice", "s"), "-ai", "2=easy"}, strings.NewReader(""), &b)
	if err == nil || err.Error() != "the computer (easy) cannot play r: "+refusal {
		t.Errorf("the computer to roll: %v\n%s", err, b.String())
	}

	cut := mirrorFile(t, "cantstop players=2", "r")
	if err := Run(GameViews, "cantstop", []string{"-load", cut}, strings.NewReader(""), &b); err == nil || err.Error() != cut+": "+refusal {
		t.Errorf("a record cut at the dice: %v", err)
	}

	// A game without chance plays on to its end, against the computer.
	kalah := mirrorFile(t, "kalah houses=3 seeds=2", "S1")
	contains(t, run(t, "kalah", []string{"-load", kalah, "-ai", "1=random", "-ai", "2=random"}, ""), "wins", "computer plays")
}

// TestLoadRefusesDiceNotFromTheSeed: a record whose dice are not its
// seed's is refused by -load, naming the line.
func TestLoadRefusesDiceNotFromTheSeed(t *testing.T) {
	o, err := games.Parse("cantstop players=2")
	if err != nil {
		t.Fatal(err)
	}
	m, err := record.New(o, 7)
	if err != nil {
		t.Fatal(err)
	}
	if err := m.PlayText("r"); err != nil {
		t.Fatal(err)
	}
	_, dice := m.Ply(1) // dice 2 1 4 2
	file := filepath.Join(t.TempDir(), "forged.txt")
	if err := os.WriteFile(file, []byte(strings.Replace(m.Text(), dice, "dice 6 6 6 6", 1)), 0o644); err != nil {
		t.Fatal(err)
	}
	var out strings.Builder
	err = Run(GameViews, "cantstop", []string{"-load", file}, strings.NewReader(""), &out)
	if want := file + `: line 5: the seed 7 draws "` + dice + `" here, the record says "dice 6 6 6 6"`; err == nil || err.Error() != want {
		t.Errorf("-load of forged dice: %v, want %s", err, want)
	}
}
