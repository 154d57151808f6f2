package term

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"parlor/game"
	"parlor/game/cantstop"
)

func TestCantStopRollChooseStop(t *testing.T) {
	got := run(t, "cantstop", []string{"-players", "2", "-seed", "7"}, "s\n1\nr\nr\n9\n1\nr\n2\ns\n")
	contains(t, got,
		" 2 available  -----  -----  -----\n",
		" 7 available  -----  -----  -----  -----  -----  -----  -----  -----  -----  -----  -----  -----  -----\n",
		"columns won: Orange 0, Yellow 0\nOrange to roll (r)\n",
		"error: Orange must roll at least once before stopping\n",
		"error: roll the dice before choosing\n",
		"dice: 2 1 4 2\n1: 3 and 6\n2: 4 and 5\nOrange: choose how to use 2 1 4 2\n",
		"error: choose one of the options for the dice first\n",
		"error: choose an option from 1 to 2\n",
		" 3 available  T----  -----",
		"Orange: roll again or stop (r or s)\n",
		"dice: 6 1 6 6\n1: only 7\n2: only 12\n",
		"Orange stopped\n",
		"12 available  -O---  -----  -----\n",
		"Yellow to roll (r)\n",
	)
}

// TestCantStopToTheEnd plays whole games through the terminal: a local
// engine with the same seeded dice decides what to type (take the first
// choice, stop after two good rolls), and the transcript must end with the
// win and the captures the engine saw.
func TestCantStopToTheEnd(t *testing.T) {
	for _, players := range []int{2, 3, 4} {
		seed := uint64(10 + players)
		g, _ := cantstop.New(players)
		dice := rand.New(rand.NewPCG(seed, seed))
		var in strings.Builder
		good := 0
		for turns := 0; !g.Over() && turns < 5000; turns++ {
			if good >= 2 && g.CanStop() {
				in.WriteString("s\n")
				g.Play(cantstop.Stop)
				good = 0
				continue
			}
			in.WriteString("r\n")
			g.Play(cantstop.Roll)
			if err := game.Resolve(g, dice); err != nil {
				t.Fatal(err)
			}
			if g.Last().Kind == "bust" {
				good = 0
				continue
			}
			in.WriteString("1\n")
			g.Play(cantstop.ChooseMove(g.Choices()[0]))
			good++
		}
		if !g.Over() {
			t.Fatal("the scripted game did not end")
		}
		got := run(t, "cantstop", []string{"-players", fmt.Sprint(players), "-seed", fmt.Sprint(seed)}, in.String())
		var won []string
		for p := range players {
			won = append(won, fmt.Sprintf("%s %d", cantstop.Color(p), g.Won(cantstop.Color(p))))
		}
		end := g.Last().String() + "\n" + g.String() + "columns won: " + strings.Join(won, ", ") + "\n" + g.Prompt() + "\n"
		if !strings.HasSuffix(got, end) {
			t.Errorf("%d players: the transcript ends\n%s\nwant\n%s", players, got[max(0, len(got)-1500):], end)
		}
		if strings.Contains(got, "error:") {
			t.Errorf("%d players: a scripted game drew an error", players)
		}
	}
}

func TestCantStopBadOptions(t *testing.T) {
	for _, args := range [][]string{{"-players", "1"}, {"-players", "5"}, {"-seed", "x"}} {
		var out strings.Builder
		if err := Run(GameViews, "cantstop", args, strings.NewReader(""), &out); err == nil {
			t.Errorf("%v: no error", args)
		}
	}
}
