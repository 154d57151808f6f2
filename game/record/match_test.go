package record

import (
	"errors"
	"strings"
	"testing"

	"parlor/game"
	"parlor/game/games"
	"parlor/game/mergers"
)

func newMatch(t *testing.T, options string, seed uint64) *Match {
	t.Helper()
	o, err := games.Parse(options)
	if err != nil {
		t.Fatal(err)
	}
	m, err := New(o, seed)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

func play(t *testing.T, m *Match, moves ...string) {
	t.Helper()
	for _, s := range moves {
		if err := m.PlayText(s); err != nil {
			t.Fatalf("%s: %v", s, err)
		}
	}
}

// TestUndoTakesBackADecisionAndItsChance checks that undo in Can't Stop
// takes back a roll with its dice, and that rolling again, or redoing,
// brings the same dice: undo can never re-roll.
func TestUndoTakesBackADecisionAndItsChance(t *testing.T) {
	m := newMatch(t, "cantstop players=2", 7)
	play(t, m, "r")
	if m.Plies() != 2 || !m.IsChance(1) {
		t.Fatalf("a roll should record the roll and its dice, got %d plies", m.Plies())
	}
	_, dice := m.Ply(1)
	if err := m.Undo(); err != nil {
		t.Fatal(err)
	}
	if m.Plies() != 0 || m.CanUndo() || !m.CanRedo() {
		t.Fatalf("undo should take back the roll and its dice: %d plies", m.Plies())
	}
	if err := m.Redo(); err != nil {
		t.Fatal(err)
	}
	if _, again := m.Ply(1); again != dice {
		t.Errorf("redo rolled %q, first %q", again, dice)
	}
	m.Undo()
	play(t, m, "r")
	if _, again := m.Ply(1); again != dice {
		t.Errorf("rolling again after undo gave %q, first %q", again, dice)
	}
	if m.CanRedo() {
		t.Error("a new move after undo should drop the redo line")
	}
}

// TestUndoInMergersDrawsTheSameTiles undoes a buy and the tiles drawn
// after it, in the advanced game, and checks the same tiles come again.
func TestUndoInMergersDrawsTheSameTiles(t *testing.T) {
	m := newMatch(t, "mergers mode=advanced players=3", 5)
	g := m.State().(*mergers.Game)
	if m.CanUndo() {
		t.Fatal("the first deal is not a player's move and cannot be undone")
	}
	play(t, m, g.Offered()[0].String(), "buy")
	first := m.State().String()
	if err := m.Undo(); err != nil {
		t.Fatal(err)
	}
	if !m.State().(*mergers.Game).Buying() {
		t.Fatal("undo should return to the buy")
	}
	play(t, m, "buy")
	if m.State().String() != first {
		t.Errorf("buying again drew other tiles:\n%s\nfirst:\n%s", m.State(), first)
	}
	m.Undo()
	m.Undo()
	if m.Plies() != 8 {
		t.Errorf("two undos should leave the first deal of 8, got %d plies", m.Plies())
	}
	m.Redo()
	m.Redo()
	if m.State().String() != first {
		t.Error("redo drew other tiles")
	}
}

func TestUndoAndRedoWithNothingThere(t *testing.T) {
	m := newMatch(t, "kalah", 1)
	if err := m.Undo(); !errors.Is(err, ErrNothingToUndo) {
		t.Errorf("undo at the start: %v", err)
	}
	if err := m.Redo(); !errors.Is(err, ErrNothingToRedo) {
		t.Errorf("redo with nothing undone: %v", err)
	}
}

func TestAnIllegalMoveChangesNothing(t *testing.T) {
	m := newMatch(t, "kalah houses=6 seeds=4", 1)
	play(t, m, "S3")
	text := m.Text()
	for _, bad := range []string{"S9", "S1", "banana", "N0", "N7"} {
		if err := m.PlayText(bad); err == nil {
			t.Errorf("%s was played", bad)
		}
	}
	if m.Text() != text {
		t.Error("refused moves changed the record")
	}
}

func TestTurnsDescribeTheMoves(t *testing.T) {
	m := newMatch(t, "kalah houses=6 seeds=4", 1)
	play(t, m, "S4", "S3")
	ts := m.Turns()
	want := []string{"South sows S4, plays again", "South sows S3"}
	if len(ts) != len(want) {
		t.Fatalf("got %d turns", len(ts))
	}
	for i, w := range want {
		if ts[i].Words != w || ts[i].Player != 0 {
			t.Errorf("turn %d: %+v, want %q by South", i, ts[i], w)
		}
	}
	c := newMatch(t, "cantstop players=2", 7)
	play(t, c, "r")
	if ts := c.Turns(); len(ts) != 1 || ts[0].End != 2 || !strings.HasPrefix(ts[0].Words, "Orange rolled") {
		t.Errorf("a roll's turn: %+v", ts)
	}
}

func TestRecordText(t *testing.T) {
	m := newMatch(t, "kalah houses=6 seeds=4", 42)
	play(t, m, "S3", "N6")
	want := "[Game \"kalah houses=6 seeds=4\"]\n[Seed \"42\"]\n\nS3\nN6\n"
	if m.Text() != want {
		t.Fatalf("text:\n%s\nwant:\n%s", m.Text(), want)
	}
	// Comments, blank lines, other tags and a missing seed are all fine.
	l, err := Load(games.All(), "; saved by hand\n[Event \"club night\"]\n[Game \"kalah\"]\n\nS3\n\n; and then\nN6\n")
	if err != nil {
		t.Fatal(err)
	}
	if l.State().String() != m.State().String() || l.Seed() != 0 {
		t.Error("a hand-written record loads differently")
	}
}

func TestLoadRefusesBadRecords(t *testing.T) {
	for _, tc := range []struct{ text, want string }{
		{"", "line 1: the record does not say which game"},
		{"S3\n", "line 1: the record does not say which game"},
		{"[Game \"chess\"]\n", `line 1: unknown game "chess"`},
		{"[Game \"kalah houses=40\"]\n", "line 1: houses must be from 1 to 12, not 40"},
		{"[Game \"kalah\"]\n[Seed \"x\"]\nS1\n", `line 3: the seed "x" is not a whole number`},
		{"[Game \"kalah\"]\n\nS3\nS9\n", "line 4: "},
		{"[Game \"kalah\"]\nS3\n[Seed \"1\"]\n", "line 3: a tag after the first move"},
		{"[Game kalah]\n", "line 1: the value of tag Game must be in double quotes"},
		{"[Game \"kalah\"\n", "line 1: a tag must end with ]"},
		{"[Game \"kalah\"]\n[Game \"yote\"]\n", "line 2: a second Game tag"},
		{"[Game \"mergers mode=advanced players=2\"]\n", "line 1: the advanced game is for 3 to 6 players"},
		{"[Game \"connectfour rules=classic\"]\n" + strings.Repeat("p1 0\np2 1\n", 3) + "p1 0\np2 1\n", "line 9: "},
	} {
		before := newMatch(t, "yote", 1)
		play(t, before, "p 7")
		text := before.Text()
		_, err := Load(games.All(), tc.text)
		if err == nil || !strings.HasPrefix(err.Error(), tc.want) {
			t.Errorf("Load(%q): %v, want %q", tc.text, err, tc.want)
		}
		if before.Text() != text {
			t.Error("a refused load changed another match")
		}
	}
}

func TestLoadDrawsChanceStillDue(t *testing.T) {
	m := newMatch(t, "cantstop players=2", 3)
	play(t, m, "r")
	_, dice := m.Ply(1)
	l, err := Load(games.All(), "[Game \"cantstop players=2\"]\n[Seed \"3\"]\nr\n")
	if err != nil {
		t.Fatal(err)
	}
	if l.Plies() != 2 {
		t.Fatalf("the dice due after the roll were not drawn: %d plies", l.Plies())
	}
	if _, got := l.Ply(1); got != dice {
		t.Errorf("drew %q, the match drew %q", got, dice)
	}
}

func TestLinks(t *testing.T) {
	m := newMatch(t, "connectfour rules=classic", 9)
	play(t, m, "p1 3", "p2 3", "p1 4")
	link := m.Link("https://example.org/parlor/?x=1#old")
	if !strings.HasPrefix(link, "https://example.org/parlor/?x=1#game=") {
		t.Fatalf("link %s", link)
	}
	back, err := ParseLink(games.All(), link)
	if err != nil || back.Text() != m.Text() {
		t.Fatalf("the link opens %v, %v", back, err)
	}
	frag := link[strings.IndexByte(link, '#'):]
	if back, err := ParseLink(games.All(), frag); err != nil || back.Text() != m.Text() {
		t.Fatalf("the fragment alone: %v", err)
	}
	for _, bad := range []struct{ link, want string }{
		{"https://example.org/", "does not hold a game"},
		{"#other=1", "does not hold a game"},
		{link[:len(link)-12], "cut short"},
		{link[:len(link)-3], "cut short"},
		{link[:len(link)-2], "cut short"},
		{"#game=!!!", "damaged"},
		{"#game=" + EncodeLink("[Game \"kalah\"]\nS9\n"), "cannot be played: line 2"},
	} {
		if _, err := ParseLink(games.All(), bad.link); err == nil || !strings.Contains(err.Error(), bad.want) {
			t.Errorf("ParseLink(%q): %v, want %q", bad.link, err, bad.want)
		}
	}
}

// FuzzLoad reads any text as a record: it never panics, and a record it
// accepts writes back a text that loads to the same position, a mirror's
// as a mirror.
func FuzzLoad(f *testing.F) {
	f.Add("[Game \"kalah\"]\nS3\n")
	f.Add("[Game \"cantstop players=3\"]\n[Seed \"5\"]\nr\ndice 3 4 1 5\n4 and 9\nr\n")
	f.Add("[Game \"cantstop players=3\"]\n[Seed \"5\"]\nr\ndice 1 2 3 4\n3 and 7\n") // not seed 5's dice
	f.Add("[Game \"cantstop players=2\"]\n[Seed \"secret\"]\nr\ndice 1 2 3 4\n3 and 7\nr\n")
	f.Add("[Game \"mergers mode=advanced players=3\"]\n[Seed \"secret\"]\n[Result \"a draw\"]\ndraw A1\n")
	f.Add("[Game \"yote rows=6\"]\np 7\np 8\n")
	f.Add("[Game \"mergers mode=advanced players=3\"]\n[Seed \"1\"]\n")
	f.Add("[Game \"connectfour\"]\np1 9\n")
	f.Fuzz(func(t *testing.T, text string) {
		Tags(text)
		m, err := Load(games.All(), text)
		if err != nil {
			return
		}
		back, err := Load(games.All(), m.Text())
		if err != nil {
			t.Fatalf("the record it wrote does not load: %v", err)
		}
		if back.State().String() != m.State().String() || back.IsMirror() != m.IsMirror() {
			t.Fatal("the record it wrote loads to another position")
		}
	})
}

// FuzzParseLink reads any text as a link: it never panics.
func FuzzParseLink(f *testing.F) {
	f.Add("#game=" + EncodeLink("[Game \"kalah\"]\nS3\n"))
	f.Add("https://x/#game=AAAA")
	f.Fuzz(func(t *testing.T, link string) {
		if m, err := ParseLink(games.All(), link); err == nil && m.State() == nil {
			t.Fatal("no position")
		}
	})
}

var _ game.State = (*mergers.Game)(nil)
