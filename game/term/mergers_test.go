package term

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"parlor/game"
	"parlor/game/games"
	"parlor/game/mergers"
	"parlor/game/record"
)

func TestMergersSimpleTranscript(t *testing.T) {
	got := run(t, "mergers", []string{"-mode", "simple", "-players", "2"}, "C3\nC4\nZ9\nC4\nbuy\nC6\nC5\n")
	contains(t, got,
		"groups: none\nplayer 1: place a tile (like C3)\n",
		"C   .  .  #  .",
		"C   .  .  A  A  .",
		"groups: A 2\nplayer 1: place a tile (like C3)\n",
		"error: \"Z9\" is not a position: a row A to I and a column 1 to 12, like C3\n",
		"error: C4 already has a tile\n",
		"error: shares are bought after placing a tile\n",
		"C   .  .  A  A  A  A",
		"groups: A 4\n",
	)
}

func TestMergersSimpleToAWin(t *testing.T) {
	var in strings.Builder
	for _, r := range "ABCD" {
		for c := 1; c <= 12; c++ {
			fmt.Fprintf(&in, "%c%d\n", r, c)
		}
	}
	got := run(t, "mergers", []string{"-players", "3"}, in.String())
	if !strings.Contains(got, "groups: A 41\nplayer 2 wins: Atlas has 41 tiles\n") {
		t.Errorf("no win at 41:\n%s", got[max(0, len(got)-800):])
	}
	if !strings.HasSuffix(got, "error: the game is over\n") {
		t.Errorf("a move after the end was not refused")
	}
}

// TestMergersAdvancedToTheEnd plays whole advanced games through the
// terminal, scripted by a local engine drawing from the same seed, and
// checks the transcript ends as the engine does, with a buy line asked
// after every placement.
func TestMergersAdvancedToTheEnd(t *testing.T) {
	for _, players := range []int{3, 4, 6} {
		seed := uint64(20 + players)
		g, _ := mergers.New(mergers.Options{Mode: mergers.Advanced, Players: players})
		pile := rand.New(rand.NewPCG(seed, seed))
		choose := rand.New(rand.NewPCG(1, uint64(players)))
		if err := game.Resolve(g, pile); err != nil {
			t.Fatal(err)
		}
		var in strings.Builder
		placements, merges := 0, 0
		for !g.Over() {
			legal := g.Legal()
			m := legal[choose.IntN(len(legal))]
			fmt.Fprintln(&in, g.MoveString(m))
			if err := g.Play(m); err != nil {
				t.Fatal(err)
			}
			if !g.Buying() {
				if err := game.Resolve(g, pile); err != nil {
					t.Fatal(err)
				}
			} else {
				placements++
				merges += len(g.Last().Merges)
			}
		}
		got := run(t, "mergers", []string{"-mode", "advanced", "-players", fmt.Sprint(players), "-seed", fmt.Sprint(seed)}, in.String())
		if n := strings.Count(got, "buy up to 3 shares"); n != placements {
			t.Errorf("%d players: %d buy prompts for %d placements", players, n, placements)
		}
		if n := strings.Count(got, "merges into"); n != merges {
			t.Errorf("%d players: %d merger lines for %d mergers", players, n, merges)
		}
		// The same moves through a match and the game's view: the
		// transcript ends with the board and the result it prints.
		o, err := games.Parse(fmt.Sprintf("mergers mode=advanced players=%d", players))
		if err != nil {
			t.Fatal(err)
		}
		m, err := record.New(o, seed)
		if err != nil {
			t.Fatal(err)
		}
		for _, line := range strings.Split(strings.TrimSpace(in.String()), "\n") {
			if err := m.PlayText(line); err != nil {
				t.Fatal(err)
			}
		}
		var end strings.Builder
		v, err := GameViews.New(o.Game(), m)
		if err != nil {
			t.Fatal(err)
		}
		v.Show(&end)
		if !m.State().Over() || !strings.HasSuffix(got, end.String()) {
			t.Errorf("%d players: the transcript ends\n%s\nwant\n%s", players, got[max(0, len(got)-1200):], end.String())
		}
		if strings.Contains(got, "error:") {
			t.Errorf("%d players: a scripted game drew an error", players)
		}
	}
}

func TestMergersBadOptions(t *testing.T) {
	for _, args := range [][]string{{"-mode", "chess"}, {"-mode", "advanced", "-players", "2"}, {"-players", "7"}, {"-players", "1"}} {
		var out strings.Builder
		if err := Run(GameViews, "mergers", args, strings.NewReader(""), &out); err == nil {
			t.Errorf("%v: no error", args)
		}
	}
}
